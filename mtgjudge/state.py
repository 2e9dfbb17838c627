"""The game state a combat is judged on: players, permanents, and combat (CR 506).

Everything here is plain data. :meth:`GameState.copy` makes an independent copy in a
few microseconds (card data and abilities are immutable and shared), and ``==``
compares two states field by field, so a rollback (CR 733) can be checked exactly.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING

from mtgjudge.cards.model import Card

if TYPE_CHECKING:
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
    """A player: ``life`` (CR 119), ``poison`` counters (CR 122), and whether they lost (CR 104)."""

    name: str
    life: int = 20
    poison: int = 0
    lost: bool = False

    def copy(self) -> Player:
        return Player(self.name, self.life, self.poison, self.lost)


@dataclass(slots=True, eq=False)
class Permanent:
    """A permanent on the battlefield (CR 110).

    Attributes:
        id: unique name in this game, e.g. ``"Grizzly Bears"`` or ``"Grizzly Bears #2"``.
        card: its Oracle characteristics (shared, immutable).
        controller, owner: player names.
        abilities: abilities the engine models (compiled from Oracle text or given).
        not_modeled: rules text lines the engine does not model, reported in rulings.
        base_power, base_toughness: printed or given P/T (``None`` if not a creature
            or undefined, e.g. ``*`` without a value given).
        tapped: CR 110.5. ``sick``: not continuously controlled since the turn began
            (CR 302.6). ``damage``: damage marked (CR 120.6).
        counters: kind -> number, e.g. ``{"+1/+1": 1, "loyalty": 3}`` (CR 122).
        deathtouched: dealt damage by a deathtouch source since SBAs were last checked
            (CR 704.5h). ``protector``: the player protecting a battle (CR 310.8).
        pending_trigger: it is the source of a triggered ability that hasn't left the
            stack (e.g. a defeated Siege, 310.11b), which 704.5v looks at.
        survived_noted: the ruling already said it survived lethal damage thanks to
            indestructible (702.12b); cleared when it is dealt damage again.
    """

    id: str
    card: Card
    controller: str
    owner: str
    abilities: tuple["Ability", ...] = ()
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

    # -- characteristics -------------------------------------------------
    def is_type(self, card_type: str) -> bool:
        """True if the permanent has this card type (``"Creature"``, ``"Battle"``...)."""
        return card_type in self.card.types

    @property
    def is_creature(self) -> bool:
        return "Creature" in self.card.types

    @property
    def power(self) -> int:
        """Power with +1/+1 and -1/-1 counters applied (CR 208.3, 122.1a); 0 if undefined."""
        base = self.base_power or 0
        return base + self.counters.get("+1/+1", 0) - self.counters.get("-1/-1", 0)

    @property
    def toughness(self) -> int:
        """Toughness with +1/+1 and -1/-1 counters applied (CR 208.3, 122.1a)."""
        base = self.base_toughness or 0
        return base + self.counters.get("+1/+1", 0) - self.counters.get("-1/-1", 0)

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
        return self.card.colors

    def has(self, keyword: str) -> bool:
        """True if an ability with this name (lower case, e.g. ``"flying"``) is modeled on it."""
        return any(a.name == keyword for a in self.abilities)

    def ability(self, keyword: str) -> "Ability | None":
        for a in self.abilities:
            if a.name == keyword:
                return a
        return None

    # -- copying and comparing ---------------------------------------------
    def copy(self) -> Permanent:
        return Permanent(
            self.id, self.card, self.controller, self.owner, self.abilities,
            self.not_modeled, self.base_power, self.base_toughness, self.tapped,
            self.sick, self.damage, dict(self.counters), self.deathtouched, self.protector,
            self.pending_trigger, self.survived_noted,
        )

    def _key(self) -> tuple:
        return (
            self.id, self.card, self.controller, self.owner, self.abilities,
            self.not_modeled, self.base_power, self.base_toughness, self.tapped,
            self.sick, self.damage, {k: v for k, v in self.counters.items() if v},
            self.deathtouched, self.protector, self.pending_trigger, self.survived_noted,
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


@dataclass(slots=True)
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
        return GameState(
            {n: p.copy() for n, p in self.players.items()},
            self.active,
            {i: p.copy() for i, p in self.battlefield.items()},
            list(self.graveyard),
            self.step,
            self.combat.copy(),
            list(self.exile),
            list(self.replacement_effects),
            self.choice_order,
            self.choice_shields,
        )

    def permanent(self, pid: str) -> Permanent:
        """The permanent with id ``pid``; KeyError if it is not on the battlefield."""
        return self.battlefield[pid]

    def controlled_by(self, player: str) -> list[Permanent]:
        return [p for p in self.battlefield.values() if p.controller == player]
