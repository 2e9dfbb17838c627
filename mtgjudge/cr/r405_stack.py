"""CR 405: the stack. Spells and abilities wait there, last in first out, and resolve
one at a time when all players pass priority in succession (405.5, 117.4:
:func:`mtgjudge.cr.r608_resolving.resolve_top`).

``GameState.stack`` is a tuple of :class:`StackObject` (bottom first), immutable, so a
state copy shares it and rollback (733) restores it exactly.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

from mtgjudge.cr import implements
from mtgjudge.names import unused_id

if TYPE_CHECKING:
    from mtgjudge.events import EventLog
    from mtgjudge.engine.state import GameState


class Resolution(Protocol):
    """What a spell or ability does as it resolves (608.2): a frozen dataclass that
    changes ``state`` and logs its events, each with its rule. It never names a card."""

    def resolve(self, state: GameState, obj: StackObject, log: EventLog) -> None: ...


@dataclass(frozen=True, slots=True)
class StackObject:
    """A spell or ability on the stack (405.1, 113.7).

    Attributes:
        id: unique label shown in the ruling, e.g. ``"Giant Growth"``,
            ``"{R} (Shivan Dragon)"`` (an activated ability: its cost and source),
            ``"Exalted (Akrasan Squire)"``.
        kind: ``"spell"``, ``"activated"`` or ``"triggered"``.
        source: the permanent id of an ability's source, or the card's name for a spell.
        controller: the player who controls it (cast, activated or controls the source).
        text: the Oracle text it comes from (shown, never parsed again).
        resolution: what it does (:class:`Resolution`).
        targets: the ids of its targets (players or permanents), in the order chosen;
            what each must be is the resolution's ``target_specs`` (checked on
            resolution, 608.2b).
    """

    id: str
    kind: str
    source: str
    controller: str
    text: str
    resolution: Resolution
    targets: tuple[str, ...] = ()


@implements("405.4")
@dataclass(frozen=True, slots=True)
class SpellSource:
    """A spell as the source of what it does (405.4): the characteristics of its card,
    controlled by the player who cast it. Effects that look at a source ("a red source
    you control", protection from red, 702.16e) see a resolving spell through this.

    Attributes:
        id: the spell's label on the stack (``StackObject.id``).
        controller: the player who cast it.
        colors, types, subtypes: its card's (e.g. ``("R",)``, ``("Instant",)``, ``()``).
    """

    id: str
    controller: str
    colors: tuple[str, ...] = ()
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    #: "creatures you control" means permanents (109.2): a creature spell isn't one
    is_creature: ClassVar[bool] = False

    def is_type(self, card_type: str) -> bool:
        return card_type in self.types

    @classmethod
    def of(cls, obj_id: str, card: Any, controller: str) -> SpellSource:
        """The spell ``obj_id`` of ``card`` (a :class:`~mtgjudge.cards.model.Card`)."""
        return cls(obj_id, controller, tuple(card.colors), tuple(card.types), tuple(card.subtypes))


def spell_of(card: Any, obj_id: str, controller: str) -> SpellSource | None:
    """``card`` as the spell ``obj_id`` cast by ``controller`` when it is an instant or
    a sorcery (a spell whose own text deals the damage, 405.4); None for a permanent's
    card, whose abilities' source is the permanent."""
    if not (card.is_type("Instant") or card.is_type("Sorcery")):
        return None
    return SpellSource.of(obj_id, card, controller)


def damage_source(obj: StackObject) -> str:
    """Who deals the damage ``obj`` deals, as the ruling names it: a spell itself, by its
    label on the stack (``"Shock #2"``), or an ability's source permanent (113.7a)."""
    return obj.id if obj.kind == "spell" else obj.source


def spell_source(obj: StackObject) -> SpellSource | None:
    """``obj`` as a damage source if it is a spell with a card (405.4); None for an
    ability, whose source is its permanent."""
    card = getattr(obj.resolution, "card", None)
    if obj.kind != "spell" or card is None:
        return None
    return SpellSource.of(obj.id, card, obj.controller)


def label(state: GameState, wanted: str) -> str:
    """``wanted``, or ``"wanted #2"``, ``#3``... if an object on the stack already has that id."""
    return unused_id(frozenset(o.id for o in state.stack), wanted)


@implements("405.1", "405.2")
def put(state: GameState, obj: StackObject, log: EventLog | None = None) -> None:
    """Put ``obj`` on top of the stack (405.2). Casting and activating log their own
    event; pass ``log`` for other objects (a triggered ability, 603.3)."""
    state.stack = (*state.stack, obj)
    if log is not None:
        log.add("405.1", "stack.put", object=obj.id, controller=obj.controller)
    if obj.targets:  # 115.1: ward and other "becomes the target" triggers answer these
        from mtgjudge.engine.happenings import BecomesTarget

        battlefield = state.battlefield
        for t in dict.fromkeys(obj.targets):
            if t in battlefield:
                state.happenings.append(BecomesTarget(t, obj.id, obj.controller))
