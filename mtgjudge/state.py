"""The game state a combat is judged on: players, permanents, and combat (CR 506).

Everything here is plain data. :meth:`GameState.copy` makes an independent copy in a
few microseconds (card data and abilities are immutable and shared), and ``==``
compares two states field by field, so a rollback (CR 733) can be checked exactly.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING

from mtgjudge.cards.model import Card
from mtgjudge.cr import r613_layers

if TYPE_CHECKING:
    from mtgjudge.cr.r611_continuous_effects import ContinuousEffect
    from mtgjudge.cr.r613_layers import Characteristics
    from mtgjudge.cr.r702_keywords import Ability


class Step(str, Enum):
    """The step of the combat phase the game is in (CR 506.1): the last one begun,
    whose turn-based action has already happened. What is declared next belongs to the
    step after it:

    - ``BEGINNING_OF_COMBAT``: no declaration yet; attackers come next (508.1).
    - ``DECLARE_ATTACKERS``: attackers declared; blockers come next (509.1).
    - ``DECLARE_BLOCKERS``: blockers declared; a damage assignment comes next (510.1).
    - ``FIRST_STRIKE_DAMAGE``: first-strike damage dealt; the second combat damage
      step's assignment comes next (510.4).
    - ``END_OF_COMBAT``: the phase is over (511.3). ``COMBAT_DAMAGE`` is never the
      current step: the end of combat step follows its damage at once.
    """

    BEGINNING_OF_COMBAT = "beginning of combat"
    DECLARE_ATTACKERS = "declare attackers"
    DECLARE_BLOCKERS = "declare blockers"
    FIRST_STRIKE_DAMAGE = "first-strike combat damage"
    COMBAT_DAMAGE = "combat damage"
    END_OF_COMBAT = "end of combat"


@dataclass(slots=True)
class Player:
    """A player: ``life`` (CR 119), ``poison`` counters (CR 122), whether they lost (CR
    104), and ``left_game``: no longer in the game (a multiplayer game goes on, 800.4a;
    creatures can't be put attacking them, 506.3c)."""

    name: str
    life: int = 20
    poison: int = 0
    lost: bool = False
    left_game: bool = False

    def copy(self) -> Player:
        return Player(self.name, self.life, self.poison, self.lost, self.left_game)


def _no_board() -> None:
    return None


@dataclass(slots=True, eq=False)
class Permanent:
    """A permanent on the battlefield (CR 110).

    Attributes:
        id: unique name in this game, e.g. ``"Grizzly Bears"`` or ``"Grizzly Bears #2"``.
        card: its Oracle characteristics (shared, immutable).
        controller, owner: player names.
        own_abilities: its own abilities the engine models (compiled from Oracle text,
            given, or from keyword counters), before any continuous effect.
        not_modeled: rules text lines the engine does not model, reported in rulings.
        base_power, base_toughness: printed or given P/T (``None`` if not a creature
            or undefined, e.g. ``*`` without a value given).
        timestamp: when it entered, or was attached (613.7d-e).
        attached_to: for an Aura or Equipment, the id of the permanent it is attached to.

    ``abilities``, ``power``, ``toughness``, ``colors``, ``types``, ``subtypes`` and
    :meth:`is_type` are its current characteristics: the printed ones with every
    continuous effect applied in layers (CR 613), computed by the state it is in (held
    by a weak reference: a permanent kept after its state is gone shows its printed
    values; read permanents from a live state, e.g. ``game.state``).
        tapped: CR 110.5. ``sick``: not continuously controlled since the turn began
            (CR 302.6). ``damage``: damage marked (CR 120.6).
        counters: kind -> number, e.g. ``{"+1/+1": 1, "loyalty": 3}`` (CR 122).
        deathtouched: dealt damage by a deathtouch source since SBAs were last checked
            (CR 704.5h). ``protector``: the player protecting a battle (CR 310.8).
        pending_trigger: it is the source of a triggered ability that hasn't left the
            stack (e.g. a defeated Siege, 310.11b), which 704.5v looks at.
        survived_noted: the ruling already said it survived lethal damage thanks to
            indestructible (702.12b); cleared when it is dealt damage again.
        renowned: it has become renowned (702.112b), until it leaves the battlefield.
    """

    id: str
    card: Card
    controller: str
    owner: str
    own_abilities: tuple[Ability, ...] = ()
    not_modeled: tuple[str, ...] = ()
    base_power: int | None = None
    base_toughness: int | None = None
    tapped: bool = False
    sick: bool = False
    damage: int = 0
    counters: dict[str, int] = field(default_factory=dict)
    deathtouched: bool = False
    protector: str | None = None
    pending_trigger: bool = False
    survived_noted: bool = False
    timestamp: int = 0
    attached_to: str | None = None
    renowned: bool = False
    # A weak reference to the state it is in (no reference cycle: states are dropped at once).
    board: Callable[[], GameState | None] = field(default=_no_board, repr=False, compare=False)

    # -- characteristics (CR 613) ------------------------------------------
    @property
    def characteristics(self) -> Characteristics:
        """Its current characteristics (613.1): from the state it is in, or, for a
        permanent not (yet) on a board, its own."""
        board = self.board()
        if board is not None:
            cache = board._layers  # the fast path of GameState.characteristics_of, inlined
            if cache is not None and cache[0] == board.battlefield.version and cache[1] == board.active:
                ch = cache[2].get(self.id)
            else:
                ch = board.characteristics_of(self.id)
            if ch is not None:
                return ch
        return r613_layers.characteristics_alone(self.id, self.controller, self.card, self.own_abilities,
                                                 self.base_power, self.base_toughness)

    @property
    def abilities(self) -> tuple[Ability, ...]:
        """The abilities it has now (after layer 6, 613.1f)."""
        return self.characteristics.abilities

    def is_type(self, card_type: str) -> bool:
        """True if the permanent has this card type now (``"Creature"``, ``"Battle"``...)."""
        return card_type in self.characteristics.types

    @property
    def is_creature(self) -> bool:
        return "Creature" in self.characteristics.types

    @property
    def types(self) -> tuple[str, ...]:
        return self.characteristics.types

    @property
    def subtypes(self) -> tuple[str, ...]:
        """Its subtypes now; ``"Wall" in perm.subtypes`` is True for a changeling (702.73a)."""
        return self.characteristics.subtypes

    @property
    def power(self) -> int:
        """Power now: layers 7a-7d, with +1/+1 and -1/-1 counters (CR 613.4, 122.1a); 0 if undefined."""
        return self.characteristics.pt(self.counters)[0]

    @property
    def toughness(self) -> int:
        """Toughness now: layers 7a-7d, with +1/+1 and -1/-1 counters (CR 613.4, 122.1a)."""
        return self.characteristics.pt(self.counters)[1]

    @property
    def loyalty(self) -> int:
        """Loyalty of a planeswalker on the battlefield = its loyalty counters (CR 306.5c)."""
        return self.counters.get("loyalty", 0)

    @property
    def defense(self) -> int:
        """Defense of a battle on the battlefield = its defense counters (CR 310.4c)."""
        return self.counters.get("defense", 0)

    @property
    def colors(self) -> tuple[str, ...]:
        """Its colours now (after layer 5, 613.1e)."""
        return self.characteristics.colors

    def has(self, keyword: str) -> bool:
        """True if an ability with this name (lower case, e.g. ``"flying"``) is modeled on it."""
        return any(a.name == keyword for a in self.abilities)

    def ability(self, keyword: str) -> Ability | None:
        for a in self.abilities:
            if a.name == keyword:
                return a
        return None

    # -- copying and comparing ---------------------------------------------
    def copy(self) -> Permanent:
        return Permanent(
            self.id, self.card, self.controller, self.owner, self.own_abilities,
            self.not_modeled, self.base_power, self.base_toughness, self.tapped,
            self.sick, self.damage, dict(self.counters), self.deathtouched, self.protector,
            self.pending_trigger, self.survived_noted, self.timestamp, self.attached_to,
            self.renowned,
        )

    def _key(self) -> tuple:
        return (
            self.id, self.card, self.controller, self.owner, self.own_abilities,
            self.not_modeled, self.base_power, self.base_toughness, self.tapped,
            self.sick, self.damage, {k: v for k, v in self.counters.items() if v},
            self.deathtouched, self.protector, self.pending_trigger, self.survived_noted,
            self.timestamp, self.attached_to, self.renowned,
        )

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Permanent) and self._key() == other._key()

    def __repr__(self) -> str:
        return f"Permanent({self.id!r}, controller={self.controller!r})"


@dataclass(slots=True)
class Combat:
    """Who is attacking what and who blocks whom (CR 506.4, 508.1k, 509.1g-h).

    Attributes:
        attacking: attacking creature id -> what it attacks (a player name or a
            planeswalker/battle id), or ``None`` once that was removed from combat
            (CR 506.4c).
        blocking: blocking creature id -> attacking creature ids it blocks.
        blocked: attacking creatures that became blocked (CR 509.1h); stays so even
            if all its blockers leave.
        begun: True once the combat phase has begun (506.2, 507).
        first_strike_step: True if the phase has a first-strike damage step (510.4).
        struck_first: creatures that had first strike or double strike as the first
            combat damage step began (CR 510.4).
        bands: the attacking bands declared (CR 702.22c), each a tuple of creature ids.
    """

    attacking: dict[str, str | None] = field(default_factory=dict)
    blocking: dict[str, tuple[str, ...]] = field(default_factory=dict)
    blocked: set[str] = field(default_factory=set)
    first_strike_step: bool = False
    struck_first: frozenset[str] = frozenset()
    begun: bool = False
    bands: tuple[tuple[str, ...], ...] = ()

    def copy(self) -> Combat:
        return Combat(dict(self.attacking), dict(self.blocking), set(self.blocked),
                      self.first_strike_step, self.struck_first, self.begun, self.bands)

    def blockers_of(self, attacker: str) -> list[str]:
        """Ids of the creatures currently blocking ``attacker``, in declaration order."""
        return [b for b, atts in self.blocking.items() if attacker in atts]


class Battlefield(dict):
    """The battlefield: id -> :class:`Permanent`, a dict that counts its changes
    (``version``), so characteristics are recomputed only when a permanent came or went."""

    __slots__ = ("version",)

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.version = 0

    def __setitem__(self, key, value) -> None:
        self.version += 1
        super().__setitem__(key, value)

    def __delitem__(self, key) -> None:
        self.version += 1
        super().__delitem__(key)

    def pop(self, *args):
        self.version += 1
        return super().pop(*args)

    def popitem(self):
        self.version += 1
        return super().popitem()

    def clear(self) -> None:
        self.version += 1
        super().clear()

    def update(self, *args, **kwargs) -> None:
        self.version += 1
        super().update(*args, **kwargs)

    def setdefault(self, key, default=None):
        self.version += 1
        return super().setdefault(key, default)


@dataclass(slots=True, weakref_slot=True)
class GameState:
    """One moment of a two-player game's combat phase.

    Attributes:
        players: name -> :class:`Player`, in seat order.
        active: the active (attacking) player's name (CR 506.2).
        battlefield: id -> :class:`Permanent`, in the order they were added.
        graveyard: ids of permanents put into a graveyard this combat, in order.
        exile: ids of permanents exiled this combat, in order.
        step: what happens next (:class:`Step`).
        combat: the combat (:class:`Combat`).
        replacement_effects: replacement and prevention effects of spells and abilities
            that resolved earlier this turn (614, 615), in the order they were created;
            immutable objects, replaced when a shield is reduced or used up.
        choice_order: effect names in the order players choose to apply them (616.1).
        choice_shields: ``(shield name, (source id, ...))``: which sources' damage a
            shield prevents first (615.7).
        continuous_effects: effects of spells and abilities that resolved earlier (CR
            611.2), in timestamp order.
        next_timestamp: the next timestamp to give (613.7).
        stack: the stack (405), bottom first: :class:`~mtgjudge.cr.r405_stack.StackObject`.
        last_known: id -> the permanent as it last existed on the battlefield, for each
            one that left this combat (603.10a: leaves-the-battlefield triggers look back).
        trigger_choices: choices players made for triggered abilities (603.3b-d), as
            ``(key, (choice, ...))``: ``"order:<player>"`` -> the ids of that player's
            triggered abilities in the order put on the stack; a stack object's id -> its
            targets or the permanents chosen as it resolves.
    """

    players: dict[str, Player]
    active: str
    battlefield: dict[str, Permanent] = field(default_factory=dict)
    graveyard: list[str] = field(default_factory=list)
    step: Step = Step.BEGINNING_OF_COMBAT
    combat: Combat = field(default_factory=Combat)
    exile: list[str] = field(default_factory=list)
    replacement_effects: list = field(default_factory=list)
    choice_order: tuple[str, ...] = ()
    choice_shields: tuple[tuple[str, tuple[str, ...]], ...] = ()
    continuous_effects: tuple[ContinuousEffect, ...] = ()
    next_timestamp: int = 1
    stack: tuple = ()
    last_known: dict[str, Permanent] = field(default_factory=dict)
    trigger_choices: tuple[tuple[str, tuple[str, ...]], ...] = ()
    _layers: tuple | None = field(default=None, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not isinstance(self.battlefield, Battlefield):
            self.battlefield = Battlefield(self.battlefield)
        ref = weakref.ref(self)
        for perm in self.battlefield.values():
            perm.board = ref

    def put(self, perm: Permanent) -> None:
        """Put ``perm`` onto the battlefield of this state."""
        perm.board = weakref.ref(self)
        self.battlefield[perm.id] = perm

    def timestamp(self) -> int:
        """A new timestamp (613.7)."""
        self.next_timestamp += 1
        return self.next_timestamp - 1

    def characteristics_of(self, pid: str) -> Characteristics | None:
        """The current characteristics of permanent ``pid`` (None if it isn't on the
        battlefield), recomputed by the layer system (613) only when a permanent came
        or went (not when only permanents that generate no effect left), the active
        player changed, or :meth:`effects_changed` was called."""
        cache = self._layers
        bf = self.battlefield
        if cache is None or cache[0] != bf.version or cache[1] != self.active:
            if cache is not None and cache[1] == self.active and r613_layers.unchanged_by_leaving(cache[2], bf):
                # Only permanents that generate no effect left: the others' values stand.
                chars = cache[2].only(bf)
            else:
                chars = r613_layers.compute(self)
            cache = self._layers = (bf.version, self.active, chars)
        return cache[2].get(pid)

    def effects_changed(self) -> None:
        """Say that continuous effects changed other than by permanents coming and going
        (an attachment, a new effect): characteristics are computed again."""
        self._layers = None

    @property
    def defending(self) -> str:
        """The defending player: in a two-player game, the nonactive player (CR 506.2)."""
        for name in self.players:
            if name != self.active:
                return name
        raise ValueError("a combat needs two players (CR 506.2)")

    @property
    def game_over(self) -> bool:
        return any(p.lost for p in self.players.values())

    def copy(self) -> GameState:
        """An independent copy; equal (``==``) to this state until either changes."""
        battlefield = Battlefield({i: p.copy() for i, p in self.battlefield.items()})
        battlefield.version = self.battlefield.version
        state = GameState(
            {n: p.copy() for n, p in self.players.items()},
            self.active,
            battlefield,
            list(self.graveyard),
            self.step,
            self.combat.copy(),
            list(self.exile),
            list(self.replacement_effects),
            self.choice_order,
            self.choice_shields,
            self.continuous_effects,
            self.next_timestamp,
            self.stack,
            dict(self.last_known),  # its permanents are never changed once they left
            self.trigger_choices,
            self._layers,  # shared: it is replaced, never changed, when recomputed
        )
        return state

    def permanent(self, pid: str) -> Permanent:
        """The permanent with id ``pid``; KeyError if it is not on the battlefield."""
        return self.battlefield[pid]

    def controlled_by(self, player: str) -> list[Permanent]:
        return [p for p in self.battlefield.values() if p.controller == player]
