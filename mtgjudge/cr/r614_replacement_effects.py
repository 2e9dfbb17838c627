"""CR 614: replacement effects, as data with hooks the damage event (120.4) calls.

An effect is a small immutable object: where it comes from (``source``: a permanent id
or a resolved spell's name), its Oracle text, the player "you" means (``controller``),
and two hooks: :meth:`ReplacementEffect.affects` (does it apply to this part of the
event?) and :meth:`ReplacementEffect.replace` (what that part becomes). Effects that
act on damage run in part (b) of 120.4 (``stage = DAMAGE``), effects that act on its
results (life gain, life loss, counters) in part (c) (``stage = RESULTS``).
Prevention effects (615) are in :mod:`mtgjudge.cr.r615_prevention_effects`; the order
among several (616) in :mod:`mtgjudge.cr.r616_interaction_of_replacement_effects`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, ClassVar

from mtgjudge.cr import implements
from mtgjudge.cr.r120_damage import (
    LIFE_GAIN,
    LIFE_LOSS,
    MARKED,
    MINUS_COUNTERS,
    Damage,
    Item,
    Result,
    source_of,
    with_amount,
    with_applied,
)
from mtgjudge.events import EventLog
from mtgjudge.messages import Text

if TYPE_CHECKING:
    from mtgjudge.engine.state import GameState

DAMAGE = "damage"    # part (b) of 120.4: effects that modify damage being dealt
RESULTS = "results"  # part (c): effects that modify what the damage does
MARK = "mark"        # not applied in a part: it only marks damage (615.12)


@dataclass(frozen=True)
class Context:
    """What an effect may need while it applies: the choices the scenario gave
    (616.1 order, 615.7 shields) and a log for notes about choices."""

    shields: tuple[tuple[str, tuple[str, ...]], ...] = ()
    notes: EventLog | None = None

    def note(self, rule: str, key: str, **params: Any) -> None:
        if self.notes is not None:
            self.notes.add(rule, key, **params)

    def shield_order(self, name: str) -> tuple[str, ...] | None:
        for shield, sources in self.shields:
            if shield.casefold() == name.casefold():
                return sources
        return None


@dataclass(frozen=True, slots=True)
class ReplacementEffect:
    """A replacement effect (614.1) on the damage event.

    Attributes:
        source: the permanent id or spell name that generates it.
        text: its Oracle text (or a hand-written description).
        controller: the player "you" means in its text ("" if none).
        label: its name in the ruling and in ``choices`` (default: ``source``).
        self_replacement: a self-replacement effect (614.15), applied first (616.1a).

    Class attributes: ``rule`` (cited when it applies), ``stage`` (``DAMAGE`` or
    ``RESULTS``), ``first``: applied before any replacement the player chooses (e.g.
    "can't gain life", 119.7, which isn't a replacement).
    """

    source: str = ""
    text: str = ""
    controller: str = ""
    label: str = ""
    self_replacement: bool = False

    rule: ClassVar[str] = "614.1a"
    stage: ClassVar[str] = DAMAGE
    #: the message that says it was applied (see mtgjudge.messages)
    applied_key: ClassVar[str] = "event.applied"
    first: ClassVar[bool] = False
    #: a prevention effect (615): it prevents nothing of damage that can't be prevented (615.12)
    prevention: ClassVar[bool] = False

    @property
    def name(self) -> str:
        return self.label or self.source

    # -- hooks ------------------------------------------------------------------------
    def affects(self, state: GameState, item: Item) -> bool:
        """True if this effect would modify ``item`` (one damage, or one result)."""
        return False

    def applicable(self, state: GameState, event: list[Item]) -> bool:
        """True if this effect would modify some part of ``event`` it hasn't yet (614.5)."""
        name = self.name
        for i in event:  # a loop, not any(...): asked for every effect at every step of an event
            if name not in i.applied and self.affects(state, i):
                return True
        return False

    def replace(self, state: GameState, item: Item, ctx: Context) -> list[Item]:
        """What ``item`` becomes (zero, one or several items)."""
        return [item]

    def unpreventable(self, state: GameState, item: Damage) -> bool:
        """True if this effect says ``item`` can't be prevented (615.12)."""
        return False

    def not_applied(self, state: GameState, event: list[Item]) -> Text | None:
        """Why this effect, which watches for such events, doesn't apply (for the ruling)."""
        return None

    def apply(self, state: GameState, event: list[Item],
              ctx: Context) -> tuple[list[Item], ReplacementEffect | None]:
        """Apply once to every part of ``event`` it affects (614.5).

        Returns:
            The new event, and this effect as it is afterwards (``None`` once used up).
        """
        out: list[Item] = []
        name = self.name
        for item in event:
            if name in item.applied or not self.affects(state, item):
                out.append(item)
                continue
            for n in self.replace(state, item, ctx):  # (a loop: runs for every item it changes)
                out.append(n if name in n.applied else with_applied(n, name))
        return out, self

    # -- helpers for the filters in the Oracle text ------------------------------------
    def controls(self, state: GameState, thing: str) -> str | None:
        """The player controlling permanent ``thing``, ``thing`` itself if it is a player."""
        if thing in state.players:
            return thing
        perm = state.battlefield.get(thing)
        return perm.controller if perm is not None else None


@dataclass(frozen=True, slots=True)
class SourceFilter:
    """Which sources a damage effect looks at: "a source", "a source you control",
    "a red source you control", "another source", "a red or artifact source".

    Attributes:
        yours: only sources the effect's controller controls.
        colors / types: any of these colours or card types (empty: any).
        other_than: not this permanent ("another source").
        creature: only creatures ("creatures you control").
        combat: only combat damage.
    """

    yours: bool = False
    colors: tuple[str, ...] = ()
    types: tuple[str, ...] = ()
    other_than: str = ""
    creature: bool = False
    combat: bool = False

    def matches(self, state: GameState, effect: ReplacementEffect, d: Damage) -> bool:
        if not (self.combat or self.yours or self.colors or self.types or self.other_than or self.creature):
            return True  # "a source": any, without looking it up
        if self.combat and not d.combat:
            return False
        src = source_of(state, d)
        if src is None:
            return not (self.yours or self.colors or self.types or self.creature)
        if self.yours and src.controller != effect.controller:
            return False
        if self.other_than and src.id == self.other_than:
            return False
        if self.creature and not src.is_creature:
            return False
        if self.colors or self.types:
            return bool(set(self.colors) & set(src.colors)) or any(src.is_type(t) for t in self.types)
        return True


#: "a source": no filter.
ANY_SOURCE = SourceFilter()

#: Recipients a damage effect looks at.
ANY, OPPONENTS, YOU = "any", "opponents", "you"


def yours_of_subtype(subtype: str) -> str:
    """The recipients "a <subtype> creature you control" (Daunting Defender's Clerics)."""
    return f"yours:{subtype}"


def recipient_matches(state: GameState, effect: ReplacementEffect, who: str, scope: str) -> bool:
    """"a permanent or player" (ANY), "an opponent or a permanent an opponent controls"
    (OPPONENTS), "you" (YOU), "a Cleric creature you control" (:func:`yours_of_subtype`)."""
    if scope == ANY:
        return True
    if scope.startswith("yours:"):
        perm = state.battlefield.get(who)
        return (perm is not None and perm.is_creature and perm.controller == effect.controller
                and scope[len("yours:"):] in perm.card.subtypes)
    controller = effect.controls(state, who)
    if scope == YOU:
        return who == effect.controller
    return controller is not None and state.is_opponent(effect.controller, controller)  # 102.3


# ------------------------------------------------------------------ part (b): damage
@implements("614.1a", "614.5")
@dataclass(frozen=True, slots=True)
class DamageMultiplier(ReplacementEffect):
    """"... it deals double (triple) that damage ... instead" (Furnace of Rath, Fiery
    Emancipation): ``factor`` times the damage from matching sources."""

    factor: int = 2
    sources: SourceFilter = ANY_SOURCE
    to: str = ANY

    def affects(self, state, item):
        return (isinstance(item, Damage) and self.sources.matches(state, self, item)
                and recipient_matches(state, self, item.recipient, self.to))

    def replace(self, state, item, ctx):
        return [with_amount(item, item.amount * self.factor, self.name)]


@dataclass(frozen=True, slots=True)
class DamagePlus(ReplacementEffect):
    """"... it deals that much damage plus N instead" (Torbran, Thane of Red Fell)."""

    plus: int = 1
    sources: SourceFilter = ANY_SOURCE
    to: str = OPPONENTS

    def affects(self, state, item):
        return (isinstance(item, Damage) and self.sources.matches(state, self, item)
                and recipient_matches(state, self, item.recipient, self.to))

    def replace(self, state, item, ctx):
        return [with_amount(item, item.amount + self.plus, self.name)]


@implements("614.9")
@dataclass(frozen=True, slots=True)
class Redirect(ReplacementEffect):
    """A redirection effect (614.9): "All damage that would be dealt to you is dealt to
    this creature instead". ``to`` is the new recipient; it must still be a creature,
    planeswalker or battle on the battlefield, or the damage isn't redirected."""

    rule: ClassVar[str] = "614.9"
    from_player: str = ""
    to: str = ""

    def affects(self, state, item):
        if not isinstance(item, Damage) or item.recipient != self.from_player:
            return False
        perm = state.battlefield.get(self.to)
        return perm is not None and (perm.is_creature or perm.is_type("Planeswalker") or perm.is_type("Battle"))

    def replace(self, state, item, ctx):
        return [replace(item, recipient=self.to)]


@dataclass(frozen=True, slots=True)
class CountersInstead(ReplacementEffect):
    """"If damage would be dealt to this creature, put that many -1/-1 (+1/+1) counters
    on it instead" (Lichenthrope, Phytohydra): the damage becomes counters."""

    creature: str = ""
    kind: str = MINUS_COUNTERS

    def affects(self, state, item):
        return isinstance(item, Damage) and item.recipient == self.creature

    def replace(self, state, item, ctx):
        return [Result(self.kind, self.creature, item.amount, self.name, self.rule)]


# ----------------------------------------------------------------- part (c): results
@dataclass(frozen=True, slots=True)
class LifeGainMultiplier(ReplacementEffect):
    """"If you would gain life, you gain twice that much life instead" (Boon Reflection)."""

    stage: ClassVar[str] = RESULTS
    factor: int = 2

    def affects(self, state, item):
        return isinstance(item, Result) and item.kind == LIFE_GAIN and item.who == self.controller

    def replace(self, state, item, ctx):
        return [with_amount(item, item.amount * self.factor, self.name)]


@dataclass(frozen=True, slots=True)
class GainNoLife(ReplacementEffect):
    """"If a player would gain life, that player gains no life instead" (Sulfuric Vortex);
    ``opponents_only`` for "If an opponent would gain life"."""

    stage: ClassVar[str] = RESULTS
    opponents_only: bool = False

    def affects(self, state, item):
        return (isinstance(item, Result) and item.kind == LIFE_GAIN and item.amount > 0
                and not (self.opponents_only and not state.is_opponent(self.controller, item.who)))

    def replace(self, state, item, ctx):
        return [with_amount(item, 0, self.name)]


@implements("119.7")
@dataclass(frozen=True, slots=True)
class CantGainLife(GainNoLife):
    """"Players can't gain life" / "Your opponents can't gain life" (119.7). Not a
    replacement effect: it applies before any, and a replacement of a life gain
    that can't happen does nothing."""

    rule: ClassVar[str] = "119.7"
    first: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class AsThoughWither(ReplacementEffect):
    """"All damage is dealt as though its source had wither" (Everlasting Torment):
    damage to creatures becomes -1/-1 counters (120.3d) instead of being marked."""

    rule: ClassVar[str] = "120.3d"
    stage: ClassVar[str] = RESULTS
    first: ClassVar[bool] = True

    def affects(self, state, item):
        return isinstance(item, Result) and item.kind == MARKED

    def replace(self, state, item, ctx):
        return [Result(MINUS_COUNTERS, item.who, item.amount, item.source, "120.3d")]


@dataclass(frozen=True, slots=True)
class LifeFloor(ReplacementEffect):
    """Worship: "If you control a creature, damage that would reduce your life total to
    less than 1 reduces it to 1 instead." It looks at the whole event's results for
    that player: the life lost to damage and the life gained at the same time."""

    stage: ClassVar[str] = RESULTS

    def _applies(self, state: GameState, event: list[Item]) -> tuple[bool, int]:
        """(damage reduces the life total below 1, the life total the event would leave)."""
        player = state.players.get(self.controller)
        if player is None:
            return False, 0
        lost = sum(i.amount for i in event if isinstance(i, Result) and i.kind == LIFE_LOSS
                   and i.who == self.controller and self.name not in i.applied)
        gained = sum(i.amount for i in event if isinstance(i, Result) and i.kind == LIFE_GAIN
                     and i.who == self.controller)
        after = player.life - lost + gained
        has_creature = any(p.is_creature for p in state.controlled_by(self.controller))
        return bool(lost) and has_creature and after < 1, after

    def affects(self, state, item):
        return False  # decided on the whole event: see apply

    def applicable(self, state: GameState, event: list[Item]) -> bool:
        return self._applies(state, event)[0]

    def apply(self, state, event, ctx):
        applies, after = self._applies(state, event)
        if not applies:
            return event, self
        cut = 1 - after  # life the damage must not take away
        out: list[Item] = []
        for item in reversed(event):
            if cut > 0 and isinstance(item, Result) and item.kind == LIFE_LOSS and item.who == self.controller:
                less = min(cut, item.amount)
                cut -= less
                item = with_amount(item, item.amount - less, self.name)
            out.append(item)
        return out[::-1], self

    def not_applied(self, state, event):
        applies, after = self._applies(state, event)
        lost = any(isinstance(i, Result) and i.kind == LIFE_LOSS and i.who == self.controller for i in event)
        if applies or not lost:
            return None
        if not any(p.is_creature for p in state.controlled_by(self.controller)):
            return Text("effect.floor_no_creature", effect=self.name, player=self.controller)
        return Text("effect.floor_not_below", effect=self.name, player=self.controller, life=after)
