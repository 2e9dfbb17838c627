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

#: A part's subject: the first target, or the source of the ability ("this creature").
TARGET, SELF = "target", "self"


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
    """"gets +N/+N [and gains X] until end of turn" (611.2a, 613.4c, 613.1f)."""

    power: int = 0
    toughness: int = 0
    gains: tuple[str, ...] = ()

    @implements("611.2a", "613.7b")
    def apply(self, state: GameState, obj: StackObject, pid: str, log: EventLog) -> None:
        from mtgjudge.cr import r611_continuous_effects as r611

        effects = state.reader.hand_effects(pid, power=self.power, toughness=self.toughness, gains=self.gains,
                               source=obj.id)
        r611.add(state, effects)
        if self.power or self.toughness:
            log.add("611.2a", "effect.pump", permanent=pid, pt=f"{self.power:+d}/{self.toughness:+d}")
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
        from mtgjudge.cr import r120_damage as r120
        from mtgjudge.cr.r120_4_damage_event import deal

        from mtgjudge.cr.r405_stack import damage_source, spell_source

        deal(state, [r120.Damage(damage_source(obj), pid, self.amount, combat=False,
                                      spell=spell_source(obj))], log)


#: The keyword actions a part can name, each a function ``(state, pid, log)`` of r701.
def _bounce(state: GameState, pid: str, log: EventLog) -> None:
    """"Return ... to its owner's hand": the spell's instruction (608.2c)."""
    r701.return_to_hand(state, pid, log, "608.2c")


KEYWORD_ACTIONS = {"destroy": r701.destroy, "exile": r701.exile, "tap": r701.tap, "untap": r701.untap,
                   "remove from combat": r701.remove, "regenerate": r701.add_regeneration_shield,
                   "become blocked": r701.become_blocked, "return to hand": _bounce, "sacrifice": r701.sacrifice}


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


#: Parts with no subject (they act on the game, not on an object).
_NO_SUBJECT = (PreventAllCombatDamage,)


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
            if part.subject == SELF:
                pid = obj.source
            elif legal and legal[0]:
                pid = obj.targets[0]
            else:
                continue
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
