"""CR 608: resolving spells and abilities, and the one-shot and continuous effects of
the instants and activated abilities the engine reads (:mod:`mtgjudge.oracle.spells`).

:class:`Effects` is the :class:`~mtgjudge.cr.r405_stack.Resolution` of such a spell or
ability: its targets (:class:`~mtgjudge.cr.r115_targets.TargetSpec`) and its parts in
text order, each acting on the target or on the ability's source ("this creature").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from mtgjudge.cr import implements
from mtgjudge.cr import r603_triggered_abilities as r603
from mtgjudge.cr import r701_keyword_actions as r701
from mtgjudge.cr import r704_state_based_actions
from mtgjudge.cr.r115_targets import TargetSpec
from mtgjudge.events import EventLog
from mtgjudge.messages import KeywordText

if TYPE_CHECKING:
    from mtgjudge.cr.r405_stack import StackObject
    from mtgjudge.engine.state import GameState

#: A part's subject: the first target, or the source of the ability ("this creature"), or
#: players: the ability's controller ("you"), each opponent of theirs.
TARGET, SELF, YOU, EACH_OPPONENT = "target", "self", "you", "each opponent"
#: A part's subject: the permanent the source (an Aura, an Equipment) is attached to.
ATTACHED = "attached"
#: An amount "X": the value announced as the ability is activated (601.2b via 602.2b).
X = -3
#: An amount "equal to its power": the source's power as the part resolves (608.2h).
SOURCE_POWER = -4
#: "gains protection from the color of your choice": the colour chosen (608.2d) replaces it.
CHOSEN_COLOR = "protection from the color of your choice"


@implements("608.2b", "608.2c")
def resolve(state: GameState, obj: StackObject, log: EventLog) -> None:
    """Resolve ``obj``, just taken off the stack: if it has targets and all are illegal
    now, it doesn't resolve (608.2b); else its resolution follows its text in order
    (608.2c), leaving illegal targets alone. A triggered ability's target is checked by
    its resolution (:func:`mtgjudge.cr.r603_triggered_abilities.fizzles`)."""
    if obj.kind == "triggered" and r603.fizzles(state, obj, log):
        return
    specs = getattr(obj.resolution, "target_specs", ())
    if obj.targets and specs:
        source = _source_now(state, obj)
        legal = [spec.problem(state, t, source, obj.controller, "608.2b") is None
                 for spec, t in zip(specs, obj.targets)]
        if not any(legal):
            log.add("608.2b", "stack.fizzles", object=obj.id, targets=list(obj.targets))
            return
    obj.resolution.resolve(state, obj, log)


@dataclass(frozen=True, slots=True)
class PermanentSpell:
    """Resolution of a creature spell (cast with flash during combat): it becomes a
    permanent and enters the battlefield under its controller's control (608.3a), not
    attacking or blocking, summoning sick (302.6: it may still be declared as a
    blocker). Its "When ~ enters" abilities trigger (603.6a) and go on the stack before
    anyone gets priority (117.5).

    Attributes:
        card: the card (its Oracle characteristics and text).
    """

    card: Any
    #: a creature spell has no targets (Auras, 608.3c, and mutate, 608.3d, aren't modeled)
    target_specs: ClassVar[tuple] = ()

    @implements("608.3", "608.3a")
    def resolve(self, state: GameState, obj: StackObject, log: EventLog) -> None:
        from mtgjudge.cr.r508_4_put_attacking import enter

        enter(state, self.card, obj.controller, log, spell=obj.id)


def _source_now(state: GameState, obj: StackObject) -> Any:
    """What protection looks at for ``obj``'s source (702.16b): the spell's card, or the
    ability's source permanent (its last known information, 608.2b, if it left)."""
    card = getattr(obj.resolution, "card", None)
    perm = state.battlefield.get(obj.source)
    return perm if perm is not None and obj.kind != "spell" else card


# ------------------------------------------------------------------------- parts
@dataclass(frozen=True, slots=True)
class Part:
    """One effect of a resolving spell or ability, on ``subject`` (:data:`TARGET` or
    :data:`SELF`)."""

    subject: str = TARGET
    #: whether a player can be what it acts on ("any target")
    players_too: ClassVar[bool] = False

    def apply(self, state: GameState, obj: StackObject, pid: str, log: EventLog) -> None:
        raise NotImplementedError


@dataclass(frozen=True, slots=True)
class Pump(Part):
    """"gets +N/+N [and gains X] until end of turn" (611.2a, 613.4c, 613.1f); ``amount``
    times over ("+X/+X": ``power`` 1, ``toughness`` 1 and ``amount`` :data:`X`)."""

    power: int = 0
    toughness: int = 0
    gains: tuple[str, ...] = ()
    amount: int = 1

    @implements("611.2a", "613.7b")
    def apply(self, state: GameState, obj: StackObject, pid: str, log: EventLog) -> None:
        from mtgjudge.cr import r611_continuous_effects as r611

        power, toughness = self.power * self.amount, self.toughness * self.amount
        if not (power or toughness or self.gains):
            return  # "+X/+X" with X = 0
        effects = state.reader.hand_effects(pid, power=power, toughness=toughness, gains=self.gains,
                                            source=obj.id)
        r611.add(state, effects)
        if power or toughness:
            log.add("611.2a", "effect.pump", permanent=pid, pt=f"{power:+d}/{toughness:+d}")
        if self.gains:
            log.add("611.2a", "effect.gains", permanent=pid, abilities=[KeywordText(g) for g in self.gains])


@dataclass(frozen=True, slots=True)
class DealDamage(Part):
    """"~ deals N damage to any target" (120.2b, 120.4): noncombat damage from the
    spell, or from the ability's source."""

    amount: int = 0
    players_too: ClassVar[bool] = True

    @implements("120.2b")
    def apply(self, state: GameState, obj: StackObject, pid: str, log: EventLog) -> None:
        self.deal_all(state, obj, [pid], log)

    def deal_all(self, state: GameState, obj: StackObject, pids: list[str], log: EventLog) -> None:
        """Deal this damage to each of ``pids`` at the same time (one damage event, 120.4)."""
        from mtgjudge.cr import r120_damage as r120
        from mtgjudge.cr.r120_4_damage_event import deal

        from mtgjudge.cr.r405_stack import damage_source, spell_source

        amount = self.amount
        if amount == SOURCE_POWER:  # its last known power if it left (608.2h), never below 0
            source = state.battlefield.get(obj.source) or state.last_known.get(obj.source)
            amount = max(source.power or 0, 0) if source is not None else 0
        if pids:
            deal(state, [r120.Damage(damage_source(obj), pid, amount, combat=False,
                                     spell=spell_source(obj)) for pid in pids], log)


#: The keyword actions a part can name, each a function ``(state, pid, log)`` of r701.
KEYWORD_ACTIONS = r701.KEYWORD_ACTIONS


@dataclass(frozen=True, slots=True)
class KeywordAction(Part):
    """Destroy (701.8), exile (701.13), tap/untap (701.26), remove from combat (506.4),
    regenerate (701.19), become blocked (509.1h, 702.22i) the subject, or return it to its
    owner's hand: ``action`` is a key of :data:`KEYWORD_ACTIONS`."""

    action: str = "destroy"

    def apply(self, state: GameState, obj: StackObject, pid: str, log: EventLog) -> None:
        KEYWORD_ACTIONS[self.action](state, pid, log)


@dataclass(frozen=True, slots=True)
class PreventNext(Part):
    """"Prevent the next N damage that would be dealt to any target this turn": a
    prevention shield (615.7) in ``state.replacement_effects``."""

    amount: int = 0
    players_too: ClassVar[bool] = True

    @implements("615.7")
    def apply(self, state: GameState, obj: StackObject, pid: str, log: EventLog) -> None:
        from mtgjudge.cr.r615_prevention_effects import PreventionShield

        state.replacement_effects.append(PreventionShield(obj.id, obj.text, obj.controller,
                                                          to=pid, remaining=self.amount))
        log.add("615.7", "effect.shield", target=pid, amount=self.amount, source=obj.id)


@dataclass(frozen=True, slots=True)
class PreventAllCombatDamage(Part):
    """"Prevent all combat damage that would be dealt this turn" (Holy Day, 615.1)."""

    @implements("615.1")
    def apply(self, state: GameState, obj: StackObject, pid: str, log: EventLog) -> None:
        from mtgjudge.cr.r615_prevention_effects import PreventDamage

        state.replacement_effects.append(PreventDamage(obj.id, obj.text, obj.controller, combat_only=True))
        log.add("615.1", "effect.prevent_all_combat", source=obj.id)


@dataclass(frozen=True, slots=True)
class PreventCombatDamageToAndBy(Part):
    """"Prevent all combat damage that would be dealt to and dealt by that creature this
    turn" (Maze of Ith): one prevention effect on damage to or by the subject (615.1)."""

    @implements("615.1")
    def apply(self, state: GameState, obj: StackObject, pid: str, log: EventLog) -> None:
        from mtgjudge.cr.r615_prevention_effects import PreventDamage

        state.replacement_effects.append(PreventDamage(obj.id, obj.text, obj.controller,
                                                       combat_only=True, to=pid, by=pid))
        log.add("615.1", "effect.prevent_to_and_by", permanent=pid, source=obj.id)


@dataclass(frozen=True, slots=True)
class PutCounters(Part):
    """"put N +1/+1 counters on <subject>" (122.6): ``amount`` counters of ``kind``."""

    amount: int = 1
    kind: str = "+1/+1"

    def apply(self, state: GameState, obj: StackObject, pid: str, log: EventLog) -> None:
        from mtgjudge.cr.r610_one_shot_effects import put_counters

        put_counters(state, obj, pid, self.kind, self.amount, "122.6", log)


@dataclass(frozen=True, slots=True)
class LoseLife(Part):
    """"<player> loses N life" (119.3)."""

    amount: int = 0
    players_too: ClassVar[bool] = True

    def apply(self, state: GameState, obj: StackObject, pid: str, log: EventLog) -> None:
        from mtgjudge.cr.r610_one_shot_effects import change_life

        if pid in state.players:
            change_life(state, pid, -self.amount, "119.3", log)


@dataclass(frozen=True, slots=True)
class Recorded(Part):
    """"<player> draws N cards", "mills", "discards", "scry N": recorded as events
    (``action``: a key of :data:`mtgjudge.cr.r701_keyword_actions.RECORDED`)."""

    amount: int = 1
    action: str = "draw"
    players_too: ClassVar[bool] = True

    @property
    def rule(self) -> str:
        """The rule of its action (121.1 draw, 701.17a mill...)."""
        return r701.RECORDED[self.action][0]

    def apply(self, state: GameState, obj: StackObject, pid: str, log: EventLog) -> None:
        if pid in state.players:
            r701.record(state, pid, self.action, self.amount, log)


@dataclass(frozen=True, slots=True)
class GainLife(Part):
    """"you gain N life" (119.3): the subject is a player."""

    amount: int = 0
    players_too: ClassVar[bool] = True

    def apply(self, state: GameState, obj: StackObject, pid: str, log: EventLog) -> None:
        from mtgjudge.cr.r610_one_shot_effects import change_life

        if pid in state.players:
            change_life(state, pid, self.amount, "119.3", log)


@dataclass(frozen=True, slots=True)
class SwitchPT(Part):
    """"switch <subject>'s power and toughness until end of turn" (613.4d, 611.2a)."""

    @implements("613.4d")
    def apply(self, state: GameState, obj: StackObject, pid: str, log: EventLog) -> None:
        from mtgjudge.cr import r611_continuous_effects as r611

        if pid in state.battlefield and state.battlefield[pid].is_creature:
            r611.add(state, state.reader.hand_effects(pid, switch=True, source=obj.id))
            perm = state.battlefield[pid]
            log.add("613.4d", "effect.switch", permanent=pid, power=perm.power, toughness=perm.toughness)


#: Parts with no subject (they act on the game, not on an object).
_NO_SUBJECT = (PreventAllCombatDamage,)


@dataclass(frozen=True, slots=True)
class Each:
    """A subject that is a group, decided as the part resolves (608.2h): ``creatures``
    ("each creature"; ``other``: but the source; ``combat``: "attacking"...; ``flying``:
    ``"with"`` or ``"without"`` flying; ``control``: ``"you"``, "creatures you control", or
    ``"not you"``) and/or ``players`` ("and each player")."""

    creatures: bool = True
    other: bool = False
    combat: str = ""
    flying: str = ""
    players: bool = False
    control: str = ""

    def members(self, state: GameState, obj: StackObject) -> list[str]:
        from mtgjudge.cr.r115_targets import TargetSpec

        out: list[str] = []
        if self.creatures:
            spec = TargetSpec("creature", self.combat, self.control)
            for pid, perm in state.battlefield.items():
                if spec.problem(state, pid, None, obj.controller) is not None:
                    continue
                if (self.other and pid == obj.source) or (self.flying and perm.has("flying") != (self.flying == "with")):
                    continue
                out.append(pid)
        if self.players:
            out += [p for p, player in state.players.items() if not player.lost]
        return out


def with_x(effects: Effects, x: int | None, color: str | None = None) -> Effects:
    """``effects`` with every amount :data:`X` replaced by ``x`` (107.3a, 601.2b), and
    protection from :data:`CHOSEN_COLOR` by protection from ``color`` (608.2d)."""
    from dataclasses import replace

    parts = tuple(replace(p, amount=x) if x is not None and getattr(p, "amount", None) == X else p
                  for p in effects.parts)
    if color is not None:
        parts = tuple(replace(p, gains=tuple(f"protection from {color}" if g == CHOSEN_COLOR else g for g in p.gains))
                      if CHOSEN_COLOR in getattr(p, "gains", ()) else p for p in parts)
    return replace(effects, parts=parts)


def needs_color(effects: Effects) -> bool:
    """Whether ``effects`` gives protection from a colour chosen as it resolves (608.2d)."""
    return any(CHOSEN_COLOR in getattr(p, "gains", ()) for p in effects.parts)


def _players(state: GameState, obj: StackObject, subject: str) -> list[str]:
    if subject == YOU:
        return [obj.controller]
    return [p for p, player in state.players.items()
            if not player.lost and state.is_opponent(obj.controller, p)]


@dataclass(frozen=True, slots=True)
class Effects:
    """The resolution (608.2) of an instant or an activated ability read from Oracle
    text: ``parts`` in text order, ``target_specs`` its targets (none or one), ``card``
    the spell's card (what protection looks at, 702.16b), if a spell."""

    parts: tuple[Part, ...]
    target_specs: tuple[TargetSpec, ...] = ()
    card: Any = None

    @implements("608.2b")
    def resolve(self, state: GameState, obj: StackObject, log: EventLog) -> None:
        source = _source_now(state, obj)
        # Targets are checked once, as it begins to resolve (608.2b): an illegal one isn't affected.
        legal = [spec.problem(state, t, source, obj.controller, "608.2b") is None
                 for spec, t in zip(self.target_specs, obj.targets)]
        for part in self.parts:
            if isinstance(part, _NO_SUBJECT):
                part.apply(state, obj, "", log)
                continue
            if isinstance(part.subject, Each):
                pids = part.subject.members(state, obj)
                if isinstance(part, DealDamage):  # dealt to all of them at once (120.2b)
                    part.deal_all(state, obj, pids, log)
                    continue
            elif part.subject == SELF:
                pids = [obj.source]
            elif part.subject == ATTACHED:
                source = state.battlefield.get(obj.source) or state.last_known.get(obj.source)
                pids = [source.attached_to] if source is not None and source.attached_to else []
            elif part.subject in (YOU, EACH_OPPONENT):
                pids = _players(state, obj, part.subject)
            elif legal and legal[0]:
                pids = [obj.targets[0]]
            else:
                continue
            for pid in pids:
                if pid in state.battlefield or (pid in state.players and part.players_too):
                    part.apply(state, obj, pid, log)


# --------------------------------------------------------------------- all players pass
@implements("405.5", "117.4", "117.5")
def resolve_top(state: GameState, log: EventLog) -> StackObject:
    """All players pass in succession: the top object resolves (405.5, 608), then
    state-based actions are performed and the abilities that triggered meanwhile are put
    on the stack before anyone gets priority again (117.5, 704.3, 603.3).

    Returns:
        The object that resolved (or didn't, 608.2b).

    Raises:
        IndexError: the stack is empty.
    """
    obj = state.stack[-1]
    state.stack = state.stack[:-1]
    log.add("405.5", "stack.resolves", object=obj.id)
    resolve(state, obj, log)
    r704_state_based_actions.check(state, log)
    r603.after(state, log)
    return obj


def resolve_all(state: GameState, log: EventLog) -> None:
    """Every player passes each time until the stack is empty (or the game is over):
    each object resolves in turn, last in first out (405.5)."""
    while state.stack and not state.game_over:
        resolve_top(state, log)
