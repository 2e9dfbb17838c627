"""The ability protocol: what the rules ask of an ability, and the keyword flags.

Each ability is data: a small immutable object whose class says which rule it follows.
It takes part in the game through *hooks*, methods the rules call through the dispatcher
(:mod:`mtgjudge.engine.bus`): restrictions (``restrict_attack``...), requirements
(``attack_requirements``...), costs, effects, decisions (``damage_options``) and
handlers of happenings (``on_attacks``...). An ability that doesn't define a hook takes
no part in it; the rules never name an ability. Static properties the rules read in
bulk are *flags* (:class:`Flag`): a class sets the ones it has in ``flags``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

if TYPE_CHECKING:
    from mtgjudge.cr.r405_stack import StackObject
    from mtgjudge.abilities.requirements import Requirement
    from mtgjudge.cr.r611_continuous_effects import ContinuousEffect
    from mtgjudge.engine.state import GameState, Permanent
    from mtgjudge.errors import IllegalActionError
    from mtgjudge.messages import Text


class Flag(str):
    """A keyword flag: a property of an ability the combat rules read (``FLYING``), a
    string so that it keys the dictionaries the answers are remembered in at no cost."""

    __slots__ = ()


HASTE = Flag("haste")  # 702.10b
VIGILANCE = Flag("vigilance")  # 702.20b
FIRST_STRIKE = Flag("first_strike")  # 702.7b
DOUBLE_STRIKE = Flag("double_strike")  # 702.4b
DEATHTOUCH = Flag("deathtouch")  # 702.2b-c
TRAMPLE = Flag("trample")  # 702.19b
TRAMPLE_OVER_PLANESWALKERS = Flag("trample_over_planeswalkers")  # 702.19c
LIFELINK = Flag("lifelink")  # 702.15b
INFECT = Flag("infect")  # 702.90b-c
WITHER = Flag("wither")  # 702.80a
INDESTRUCTIBLE = Flag("indestructible")  # 702.12b
FLYING = Flag("flying")  # 702.9b
REACH = Flag("reach")  # 702.17b
SHADOW = Flag("shadow")  # 702.28b
HORSEMANSHIP = Flag("horsemanship")  # 702.31b

#: Every flag, by name.
FLAGS: Mapping[str, Flag] = {f: f for f in (
    HASTE, VIGILANCE, FIRST_STRIKE, DOUBLE_STRIKE, DEATHTOUCH, TRAMPLE, TRAMPLE_OVER_PLANESWALKERS,
    LIFELINK, INFECT, WITHER, INDESTRUCTIBLE, FLYING, REACH, SHADOW, HORSEMANSHIP)}
#: The flags Oracle text may name as what a blocker needs or lacks ("except by creatures
#: with flying or reach").
BLOCKER_FLAGS: frozenset[Flag] = frozenset({FLYING, REACH, SHADOW, HORSEMANSHIP})


@dataclass(frozen=True, slots=True)
class Ability:
    """Base of every modeled ability.

    Attributes:
        text: the Oracle text (or keyword) it was compiled from, e.g. ``"Toxic 2"``.
        value: the number N of a parameterised keyword (toxic N), else 0.

    Class attributes:
        name: lower-case keyword, e.g. ``"first strike"``. rule: CR rule, e.g. ``"702.7"``.
        rules: further subrules it implements that its handlers don't cite.
        flags: the :class:`Flag` values it has (``frozenset({FLYING})``).
        extra_blocks: how many more creatures it can block (509.1a); ``None`` = any number.
        keyword_form: for a keyword of the table (:mod:`mtgjudge.abilities.keywords`), how
            it is written (``"plain"``, ``"numbered"``, ``"special"``), else ``""``.

    Every method below is a hook: the default takes no part; the dispatcher
    (:mod:`mtgjudge.engine.bus`) asks only the abilities whose class defines its own.
    """

    text: str = ""
    value: int = 0

    name: ClassVar[str] = ""
    rule: ClassVar[str] = ""
    rules: ClassVar[tuple[str, ...]] = ()
    flags: ClassVar[frozenset[Flag]] = frozenset()
    extra_blocks: ClassVar[int | None] = 0
    keyword_form: ClassVar[str] = ""

    # -- restrictions; each returns the rejection, or None when the action is allowed --
    def restrict_attack(self, state: GameState, creature: Permanent) -> IllegalActionError | None:
        """A restriction on ``creature`` (this ability's holder) attacking (508.1c)."""
        return None

    def restrict_attack_target(self, state: GameState, creature: Permanent,
                               target: str) -> IllegalActionError | None:
        """A restriction on ``creature`` (the holder) attacking ``target`` (a player, or
        a planeswalker or battle id): judged per what it attacks (508.1b-c, 802.2a)."""
        return None

    def restrict_as_blocker(self, state: GameState, blocker: Permanent,
                            attacker: Permanent) -> IllegalActionError | None:
        """A restriction on ``blocker`` (the holder) blocking ``attacker`` (509.1b)."""
        return None

    def restrict_blocked_by(self, state: GameState, attacker: Permanent,
                            blocker: Permanent) -> IllegalActionError | None:
        """An evasion ability of ``attacker`` (the holder) against one ``blocker`` (509.1b)."""
        return None

    def restrict_block_count(self, state: GameState, attacker: Permanent,
                             blockers: Sequence[Permanent]) -> IllegalActionError | None:
        """A restriction on how many creatures block ``attacker`` (the holder) (509.1b)."""
        return None

    # -- declaration-wide restrictions (508.1c, 509.1b): checked on a whole declaration,
    # and stated as constraints on a Choices model for the most requirements obeyable ---
    def restrict_attackers(self, state: GameState, holder: Permanent,
                           attackers: Sequence[str]) -> IllegalActionError | None:
        """A restriction on the set of attacking creatures (e.g. "can't attack alone")."""
        return None

    def constrain_attackers(self, state: GameState, holder: Permanent, model: Any,
                            attacks: dict[str, Any]) -> None:
        """State this restriction in ``model`` (a :class:`~mtgjudge.cr.r508_509_requirements.Choices`);
        ``attacks``: creature id -> the choice "it attacks"."""

    def restrict_blockers(self, state: GameState, holder: Permanent, blocking: Mapping[str, Sequence[str]],
                          declared: Sequence[str]) -> IllegalActionError | None:
        """A restriction on the set of blocking creatures (e.g. "can't block alone"):
        ``blocking``, the blocks of the holder's defending player (or team, 802.4b);
        ``declared``, every creature declared as a blocker."""
        return None

    def constrain_blockers(self, state: GameState, holder: Permanent, model: Any,
                           blocks: dict[str, Any]) -> None:
        """State this restriction in ``model`` (a ``Choices``); ``blocks``: creature id -> the choice "it blocks"."""

    def constrain_block_count(self, state: GameState, holder: Permanent, model: Any, count: list[int]) -> None:
        """State :meth:`restrict_block_count` of ``holder`` in ``model``; ``count``: the
        choices "it is blocked by this creature", one per creature that could block it."""

    # -- requirements (508.1d, 509.1c) ----------------------------------------------
    def attack_requirements(self, state: GameState, holder: Permanent,
                            creatures: Sequence[Permanent]) -> Iterable[Requirement]:
        """The requirements this ability of ``holder`` puts on ``creatures`` (the
        attacking player's) to attack (508.1d)."""
        return ()

    def block_requirements(self, state: GameState, holder: Permanent,
                           creatures: Sequence[Permanent]) -> Iterable[Requirement]:
        """The requirements this ability of ``holder`` puts on ``creatures`` (the
        defending players') to block (509.1c)."""
        return ()

    # -- costs to attack and to block (508.1g-j, 509.1d-f): see r508_attack_costs ------
    def attack_cost(self, state: GameState, holder: Permanent, attacker: Permanent,
                    target: str) -> Any:
        """The cost this ability of ``holder`` puts on ``attacker`` attacking ``target``
        (a :class:`~mtgjudge.cr.r118_costs.ManaCost`), or None (508.1h)."""
        return None

    def block_cost(self, state: GameState, holder: Permanent, blocker: Permanent) -> Any:
        """The cost this ability of ``holder`` puts on ``blocker`` blocking, or None (509.1d)."""
        return None

    # -- effects (611, 614-615): what this ability adds to the game --------------------
    def replacement_effects(self, state: GameState, holder: Permanent) -> Sequence[Any]:
        """Replacement and prevention effects this static ability of ``holder`` creates
        (614, 615): :class:`~mtgjudge.cr.r614_replacement_effects.ReplacementEffect` objects
        the damage event of 120.4 asks. None by default."""
        return ()

    def prevents_damage_from(self, state: GameState, holder: Permanent, source: Any) -> bool:
        """True if damage ``source`` would deal to ``holder`` is prevented (protection, 702.16e)."""
        return False

    # -- banding (702.22): see mtgjudge.cr.r702_22_banding ----------------------------
    def counts_as_banding(self, holder: Permanent) -> bool:
        """Whether this makes ``holder`` a creature with banding (702.22c)."""
        return False

    def divides_for(self, holder: Permanent, side: Sequence[Permanent]) -> bool:
        """Whether ``holder``'s controller divides the damage of the creature ``side``
        blocks or is blocked by (702.22j-k)."""
        return False

    def forms_band(self, holder: Permanent, members: Sequence[Permanent]) -> bool:
        """Whether this lets ``members`` (``holder`` among them) attack as a band (702.22c)."""
        return False

    # -- continuous effects (611, 613) ----------------------------------------------
    def continuous_effects(self, state: GameState, holder: Permanent) -> Sequence[ContinuousEffect]:
        """The continuous effects this ability of ``holder`` generates now (611.3), bound
        to ``holder`` with its timestamp (613.7a); the layer system applies them."""
        return ()

    # -- protection and attachments (702.16, 704.5m-n) ------------------------------
    def forbids_attachment(self, state: GameState, holder: Permanent, attachment: Permanent) -> bool:
        """True if ``holder`` can't be enchanted/equipped by ``attachment`` (702.16c-d)."""
        return False

    def forbids_target(self, state: GameState, holder: Permanent, source: Any, controller: str) -> bool:
        """True if ``holder`` can't be the target of ``source`` (a card or permanent with
        ``colors``, ``types``, ``subtypes``) controlled by ``controller`` (702.16b)."""
        return False

    def illegal_attachment(self, state: GameState, holder: Permanent, target: Permanent) -> bool:
        """For an ability of an Aura (``holder``): True if it can't be attached to
        ``target`` (its enchant ability, 303.4a, 702.5)."""
        return False

    # -- decisions: where this ability makes the game go its own way ----------------------
    def damage_options(self, state: GameState, holder: Permanent, power: int, target: str | None,
                       blockers: tuple[str, ...], narrow: bool) -> Any:
        """The options of ``holder``'s combat damage (an attacking creature of power
        ``power``, attacking ``target``, blocked by ``blockers``; 510.1), when this
        ability decides them (trample lets it past its blockers, 702.19b), else None: a
        :class:`~mtgjudge.cr.r510_combat_damage.Options` whose ``decider`` is this
        ability, which then answers the questions its class documents."""
        return None

    # -- triggered abilities (603): handlers of happenings --------------------------------
    # Each returns the stack objects this ability of ``holder`` puts on the stack because
    # the happening ``h`` (:mod:`mtgjudge.engine.happenings`) matched its trigger event
    # (603.2); none by default. See :mod:`mtgjudge.cr.r603_triggered_abilities`.
    def on_step_begins(self, state: GameState, holder: Permanent, h: Any) -> Sequence[StackObject]:
        """A step begins (:class:`~mtgjudge.engine.happenings.StepBegins`)."""
        return ()

    def on_attacks(self, state: GameState, holder: Permanent, h: Any) -> Sequence[StackObject]:
        """A creature is declared as an attacker (:class:`~mtgjudge.engine.happenings.Attacks`)."""
        return ()

    def on_blocks(self, state: GameState, holder: Permanent, h: Any) -> Sequence[StackObject]:
        """A creature is declared as a blocker (:class:`~mtgjudge.engine.happenings.Blocks`)."""
        return ()

    def on_becomes_blocked(self, state: GameState, holder: Permanent, h: Any) -> Sequence[StackObject]:
        """An attacking creature becomes blocked (:class:`~mtgjudge.engine.happenings.BecomesBlocked`)."""
        return ()

    def on_unblocked(self, state: GameState, holder: Permanent, h: Any) -> Sequence[StackObject]:
        """An attacking creature is unblocked (:class:`~mtgjudge.engine.happenings.Unblocked`)."""
        return ()

    def on_put_attacking(self, state: GameState, holder: Permanent, h: Any) -> Sequence[StackObject]:
        """A creature is put onto the battlefield attacking (:class:`~mtgjudge.engine.happenings.PutAttacking`)."""
        return ()

    def on_put_blocking(self, state: GameState, holder: Permanent, h: Any) -> Sequence[StackObject]:
        """A creature is put onto the battlefield blocking (:class:`~mtgjudge.engine.happenings.PutBlocking`)."""
        return ()

    def on_damage_dealt(self, state: GameState, holder: Permanent, h: Any) -> Sequence[StackObject]:
        """Damage is dealt (:class:`~mtgjudge.engine.happenings.DamageDealt`)."""
        return ()

    def on_leaves_battlefield(self, state: GameState, holder: Permanent, h: Any) -> Sequence[StackObject]:
        """A permanent leaves the battlefield (:class:`~mtgjudge.engine.happenings.LeftBattlefield`)."""
        return ()

    def on_dies(self, state: GameState, holder: Permanent, h: Any) -> Sequence[StackObject]:
        """A creature dies (:class:`~mtgjudge.engine.happenings.Dies`)."""
        return ()

    def on_enters(self, state: GameState, holder: Permanent, h: Any) -> Sequence[StackObject]:
        """A permanent enters the battlefield (:class:`~mtgjudge.engine.happenings.Entered`)."""
        return ()

    def on_spell_cast(self, state: GameState, holder: Permanent, h: Any) -> Sequence[StackObject]:
        """A player casts a spell (:class:`~mtgjudge.engine.happenings.SpellCast`)."""
        return ()

    def on_ability_activated(self, state: GameState, holder: Permanent, h: Any) -> Sequence[StackObject]:
        """A player activates an ability (:class:`~mtgjudge.engine.happenings.AbilityActivated`)."""
        return ()

    def on_ability_triggered(self, state: GameState, holder: Permanent, h: Any) -> Sequence[StackObject]:
        """A triggered ability is put on the stack (:class:`~mtgjudge.engine.happenings.AbilityTriggered`)."""
        return ()

    def on_becomes_target(self, state: GameState, holder: Permanent, h: Any) -> Sequence[StackObject]:
        """A permanent becomes a target of a spell or ability
        (:class:`~mtgjudge.engine.happenings.BecomesTarget`)."""
        return ()

    def on_unattached(self, state: GameState, holder: Permanent, h: Any) -> Sequence[StackObject]:
        """An Aura or Equipment becomes unattached (:class:`~mtgjudge.engine.happenings.Unattached`)."""
        return ()

    def reacts_to(self, handler: str) -> bool:
        """Whether this ability has a handler ``handler`` (``"on_attacks"``...): by default,
        whether its class has its own (an ability whose instances differ, as one read
        from Oracle text, says so per instance)."""
        return _own(type(self), handler)

    def trigger_ids(self, holder: Permanent) -> tuple[str, ...]:
        """The ids the stack objects this ability of ``holder`` creates when it triggers
        are named by (603.3), e.g. ``("Exalted (Akrasan Squire)",)``: the keyword as
        written, capitalised, then its holder; ``()`` if it never triggers. What a
        choice for a triggered ability can name before it triggers
        (:meth:`mtgjudge.engine.game.Game.choose_for_triggers`)."""
        if not is_triggered(self):
            return ()
        text = self.text or self.name
        return (f"{text[:1].upper()}{text[1:]} ({holder.id})",)

    def describe(self) -> str:
        return self.text or self.name

    def reading(self) -> Text:
        """What the engine holds for this ability, in words built from its fields (a
        :class:`~mtgjudge.messages.Text`, shown in English or Spanish). Here: a keyword
        of the table (:attr:`keyword_form`) as its words (:meth:`keyword_words`) and
        rule, else the class's name, rule and fields. Classes that hold effects, events,
        costs or restrictions give their own (built with :mod:`mtgjudge.abilities.reading`)."""
        from mtgjudge.messages import KeywordText, Text

        if self.keyword_form:
            key = "reading.keyword_trigger" if is_triggered(self) else "reading.keyword"
            return Text(key, keyword=KeywordText(self.keyword_words()), rule=self.rule)
        return Text("reading.fields", name=self.name or type(self).__name__, rule=self.rule,
                    fields=fields_text(self))

    def keyword_words(self) -> str:
        """The keyword as the engine holds it, from its fields: its name, and its number N
        if it has one (``"toxic 2"``); keywords with a quality say it (``"protection from red"``)."""
        return f"{self.name} {self.value}" if self.value else self.name


#: Fields a reading never shows: where the object came from, not what it does.
_NOT_SHOWN = ("text", "source", "timestamp", "group", "ability")


def fields_text(obj: Any) -> str:
    """``name=value; ...`` of a dataclass's fields that are set (what a reading with no
    words of its own shows)."""
    import dataclasses

    if not dataclasses.is_dataclass(obj):
        return str(obj)
    shown = []
    for f in dataclasses.fields(obj):
        v = getattr(obj, f.name)
        if f.name not in _NOT_SHOWN and (f.name == "value" or v not in ("", (), None, 0, False)):
            shown.append(f"{f.name}={v!r}")
    return "; ".join(shown)


def _own(cls: type, name: str) -> bool:
    """Whether ability class ``cls`` has its own method ``name`` (remembered per class)."""
    known = _OWN.get((cls, name))
    if known is None:
        known = _OWN[cls, name] = getattr(cls, name) is not getattr(Ability, name)
    return known


_OWN: dict[tuple[type, str], bool] = {}


def is_triggered(ability: Ability) -> bool:
    """Whether ``ability`` is a triggered ability (603.1): its class has a handler of
    happenings (remembered per class)."""
    cls = type(ability)
    known = _TRIGGERED.get(cls)
    if known is None:
        known = _TRIGGERED[cls] = any(_own(cls, h) for h in HANDLERS)
    return known


_TRIGGERED: dict[type, bool] = {}
#: The handlers of happenings (:data:`mtgjudge.engine.happenings.HANDLERS`), written out:
#: this module depends on no other of mtgjudge's (a test checks they are the same).
HANDLERS: frozenset[str] = frozenset({
    "on_step_begins", "on_attacks", "on_blocks", "on_becomes_blocked", "on_unblocked", "on_put_attacking",
    "on_put_blocking", "on_damage_dealt", "on_leaves_battlefield", "on_dies", "on_enters", "on_spell_cast",
    "on_ability_activated", "on_ability_triggered", "on_becomes_target", "on_unattached"})


#: The hooks of :class:`Ability`: its public methods but those every ability answers
#: (:meth:`describe`, :meth:`trigger_ids`, :meth:`reacts_to`, :meth:`reading`, :meth:`keyword_words`). "triggered" stands for
#: every handler of happenings (:func:`is_triggered`).
HOOKS: frozenset[str] = frozenset(n for n, v in vars(Ability).items() if callable(v) and not n.startswith("_")
                                  and n not in ("describe", "trigger_ids", "reacts_to", "reading", "keyword_words"))
