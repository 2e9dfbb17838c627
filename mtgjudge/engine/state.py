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
from operator import attrgetter
from typing import TYPE_CHECKING, Any

from mtgjudge.cards.model import Card
from mtgjudge.cr.r118_costs import CostState
from mtgjudge.cr import r613_layers

if TYPE_CHECKING:
    from mtgjudge.cr.r611_continuous_effects import ContinuousEffect
    from mtgjudge.cr.r613_layers import Characteristics
    from mtgjudge.abilities.base import Ability


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
      current step: the end of combat step follows its damage at once, unless players
      get priority in those steps (``Combat.hold``): then ``COMBAT_DAMAGE`` is the step
      after regular damage, and ``END_OF_COMBAT`` with ``hold`` the end of combat step
      before creatures are removed from combat.
    """

    BEGINNING_OF_COMBAT = "beginning of combat"
    DECLARE_ATTACKERS = "declare attackers"
    DECLARE_BLOCKERS = "declare blockers"
    FIRST_STRIKE_DAMAGE = "first-strike combat damage"
    COMBAT_DAMAGE = "combat damage"
    END_OF_COMBAT = "end of combat"


#: The steps "after blockers are declared" (once declared, until the phase ends, 511.3).
AFTER_BLOCKERS = (Step.DECLARE_BLOCKERS, Step.FIRST_STRIKE_DAMAGE, Step.COMBAT_DAMAGE, Step.END_OF_COMBAT)


@dataclass(slots=True)
class Player:
    """A player: ``life`` (CR 119), ``poison`` counters (CR 122), whether they lost (CR
    104), ``left_game``: no longer in the game (a multiplayer game goes on, 800.4a;
    creatures can't be put attacking them, 506.3c), and ``mana``: the mana they can
    still spend this combat, one letter per mana (``"RGC"``: W, U, B, R, G, C), or
    ``None`` when not stated (costs aren't checked)."""

    name: str
    life: int = 20
    poison: int = 0
    lost: bool = False
    left_game: bool = False
    mana: str | None = None

    def copy(self) -> Player:
        q = _new(Player)  # field by field, without __init__ (a test checks every field is copied)
        q.name, q.life, q.poison, q.lost, q.left_game = self.name, self.life, self.poison, self.lost, self.left_game
        q.mana = self.mana
        return q


def _no_board() -> None:
    return None


_new = object.__new__
_new_dict = dict.__new__
_dict_update = dict.update

#: The fields of a :class:`GameState` that hold changeable containers (see
#: :meth:`GameState.restore`); a new one must be added here (a test checks).
_CONTAINERS = ("players", "battlefield", "graveyard", "combat", "exile", "replacement_effects",
               "commanders", "commander_damage", "goaded", "last_known", "hand", "happenings")

#: The containers of a state, read in one call (:meth:`GameState.hold`, on every push).
_containers_of = attrgetter(*_CONTAINERS)


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
    by a weak reference) and kept on the permanent until the state says they may have
    changed (a permanent came or went, or :meth:`GameState.effects_changed`). A
    permanent that is on no board shows its printed values, one that left the battlefield its values
    as it last existed there (:meth:`GameState.leave_battlefield`, 608.2h); a :meth:`copy` shows the
    values the original had when copied (a snapshot); read permanents from a live
    state, e.g. ``game.state``.
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
    # Its characteristics as last computed by that state; None once they may have changed.
    chars: Characteristics | None = field(default=None, repr=False, compare=False)

    # -- characteristics (CR 613) ------------------------------------------
    @property
    def characteristics(self) -> Characteristics:
        """Its current characteristics (613.1): from the state it is in, or, for a
        permanent not (yet) on a board, its own."""
        ch = self.chars
        if ch is not None:
            return ch
        board = self.board()
        if board is None:
            return r613_layers.no_effects(self)
        ch = board.characteristics_of(self.id)
        if ch is not None:
            board.battlefield.cached = True
        else:
            # It has left that battlefield (603.10a looks back at it): its own values, kept
            # (a permanent that left never changes; put back, it is told to forget them).
            ch = r613_layers.no_effects(self)
        self.chars = ch
        return ch

    @property
    def abilities(self) -> tuple[Ability, ...]:
        """The abilities it has now (after layer 6, 613.1f)."""
        return (self.chars or self.characteristics).abilities

    def is_type(self, card_type: str) -> bool:
        """True if the permanent has this card type now (``"Creature"``, ``"Battle"``...)."""
        return card_type in (self.chars or self.characteristics).types

    @property
    def is_creature(self) -> bool:
        return "Creature" in (self.chars or self.characteristics).types

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
        ch = self.chars or self.characteristics
        if self.counters or ch.switched:
            return ch.pt(self.counters)[0]
        return (ch.base_power or 0) + ch.power_mod  # (pt without counters or a switch, without a call)

    @property
    def toughness(self) -> int:
        """Toughness now: layers 7a-7d, with +1/+1 and -1/-1 counters (CR 613.4, 122.1a)."""
        ch = self.chars or self.characteristics
        if self.counters or ch.switched:
            return ch.pt(self.counters)[1]
        return (ch.base_toughness or 0) + ch.toughness_mod  # (as power)

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
    def copy(self, board: Callable[[], GameState | None] | None = None) -> Permanent:
        """An independent copy, equal (``==``) to this one. It reads its characteristics
        from ``board`` (a weak reference to the state it goes into), by default from
        this one's state, and starts with the values this one has now."""
        # Slot by slot, without __init__: a third faster (a push copies every permanent twice).
        q = _new(Permanent)
        q.id = self.id
        q.card = self.card
        q.controller = self.controller
        q.owner = self.owner
        q.own_abilities = self.own_abilities
        q.not_modeled = self.not_modeled
        q.base_power = self.base_power
        q.base_toughness = self.base_toughness
        q.tapped = self.tapped
        q.sick = self.sick
        q.damage = self.damage
        q.counters = dict(self.counters) if self.counters else {}
        q.deathtouched = self.deathtouched
        q.protector = self.protector
        q.pending_trigger = self.pending_trigger
        q.survived_noted = self.survived_noted
        q.timestamp = self.timestamp
        q.attached_to = self.attached_to
        q.board = self.board if board is None else board
        q.chars = self.chars
        q.renowned = self.renowned
        return q

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
        defending: the defending players as the phase began (506.2, 802.2, 805.10a),
            in turn order; ``()`` before it begins.
        defenders: attacking creature id -> the defending player it attacks: the player
            attacked, or the controller of the planeswalker or protector of the battle
            attacked (508.1b, 802.2a); kept when that leaves combat (506.4c).
        attacked_before: attacking creature id -> the planeswalker or battle it was
            attacking when that was removed from combat (506.4c): what an effect that
            puts a creature onto the battlefield attacking "the same" permanent names
            (ninjutsu, 702.49c), so that creature isn't attacking (506.3c, 508.4a).
        delayed: delayed triggered abilities created this combat that trigger "at end of
            combat" (603.7, 511.2), each a stack object put on the stack once, then gone
            (603.7b); e.g. myriad's "exile the tokens" (702.116a).
        was_defending: attacking creature id removed from combat -> the defending player
            it was attacking before it was removed (508.5, 802.2a, 805.10e): still its
            "defending player" for its abilities.
        hold: players get priority after regular combat damage and in the end of combat
            step (117.3a): the game waits in ``Step.COMBAT_DAMAGE`` and ``Step.END_OF_COMBAT``
            until all players pass with an empty stack (405.5). Off by default: combat
            then ends right after its damage, as when nobody acts.
        step_ended: all players passed in succession with an empty stack, so the current
            step has ended (117.4, 500.2): nobody gets priority again until the next
            step's turn-based action (the next declaration) is made, which clears it.
    """

    attacking: dict[str, str | None] = field(default_factory=dict)
    blocking: dict[str, tuple[str, ...]] = field(default_factory=dict)
    blocked: set[str] = field(default_factory=set)
    first_strike_step: bool = False
    struck_first: frozenset[str] = frozenset()
    begun: bool = False
    bands: tuple[tuple[str, ...], ...] = ()
    defending: tuple[str, ...] = ()
    defenders: dict[str, str] = field(default_factory=dict)
    hold: bool = False
    delayed: tuple = ()
    step_ended: bool = False
    was_defending: dict[str, str] = field(default_factory=dict)
    attacked_before: dict[str, str] = field(default_factory=dict)

    def copy(self) -> Combat:
        # Field by field, without __init__ (every push copies it; a test checks every field);
        # an empty container made anew, not copied (cheaper, and most are empty).
        c = _new(Combat)
        c.attacking = self.attacking.copy() if self.attacking else {}
        c.blocking = self.blocking.copy() if self.blocking else {}
        c.blocked = self.blocked.copy() if self.blocked else set()
        c.first_strike_step = self.first_strike_step
        c.struck_first = self.struck_first
        c.begun = self.begun
        c.bands = self.bands
        c.defending = self.defending
        c.defenders = self.defenders.copy() if self.defenders else {}
        c.hold = self.hold
        c.delayed = self.delayed
        c.step_ended = self.step_ended
        c.was_defending = self.was_defending.copy() if self.was_defending else {}
        c.attacked_before = self.attacked_before.copy() if self.attacked_before else {}
        return c

    def blockers_of(self, attacker: str) -> list[str]:
        """Ids of the creatures currently blocking ``attacker``, in declaration order."""
        return [b for b, atts in self.blocking.items() if attacker in atts]


class Battlefield(dict):
    """The battlefield: id -> :class:`Permanent`, a dict that counts its changes
    (``version``), so characteristics are recomputed only when a permanent came or went;
    each change also tells the permanents on it that their values may have changed."""

    __slots__ = ("cached", "stands", "version")

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.version = 0
        #: some permanent on it may hold characteristics (set as they are computed)
        self.cached = True
        #: ``(version, values)``: the characteristics the layers gave every permanent at
        #: that version (:class:`~mtgjudge.cr.r613_layers.Computed`), set by the state as
        #: it computes them; None when unknown
        self.stands = None

    def changed(self) -> None:
        """Count a change and forget every permanent's characteristics."""
        self.version += 1
        if self.cached:
            self.cached = False
            for perm in self.values():
                perm.chars = None

    def __setitem__(self, key, value) -> None:
        super().__setitem__(key, value)
        self.changed()

    def leaving(self, key) -> None:
        """Permanent ``key`` is about to leave. When it generated no effect and no effect
        is conditional (as ``r613_layers.unchanged_by_leaving`` judges), the others'
        characteristics stand: they keep them (a creature dying in combat would otherwise
        make every other one's be looked up again). Else as :meth:`changed`."""
        stands = self.stands
        if stands is not None and stands[0] == self.version:
            values = stands[1]
            if not values.conditional and key not in values.sources:
                perm = dict.get(self, key)
                if perm is not None:
                    perm.chars = None  # off the battlefield it shows its own values, as before
                self.version += 1
                self.stands = (self.version, values)
                return
        self.changed()

    def __delitem__(self, key) -> None:
        self.leaving(key)
        super().__delitem__(key)

    def pop(self, *args):
        if args and dict.__contains__(self, args[0]):
            self.leaving(args[0])
        else:
            self.changed()
        return super().pop(*args)

    def popitem(self):
        self.changed()
        return super().popitem()

    def clear(self) -> None:
        self.changed()
        super().clear()

    def update(self, *args, **kwargs) -> None:
        super().update(*args, **kwargs)
        self.changed()

    def setdefault(self, key, default=None):
        out = super().setdefault(key, default)
        self.changed()
        return out


@dataclass(slots=True, weakref_slot=True)
class GameState:
    """One moment of a game's combat phase, with two or more players (800.1).

    Attributes:
        players: name -> :class:`Player`, in seat order.
        active: the active (attacking) player's name (CR 506.2); fixed for the life of
            a state (permanents keep characteristics that depend on it).
        battlefield: id -> :class:`Permanent`, in the order they were added.
        graveyard: ids of permanents put into a graveyard this combat, in order.
        exile: ids of permanents exiled this combat, in order.
        hand: ids of permanents returned to their owner's hand this combat (ninjutsu's
            cost, 702.49a), in order; each is in ``last_known``.
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
        costs: mana each player can make and how they pay costs to attack or block
            (:class:`~mtgjudge.cr.r118_costs.CostState`, 508.1g-j, 509.1d-f).
        teams: the teams of a Two-Headed Giant game (810.1), each a tuple of player
            names sharing a life total and poison counters (810.4, 810.10); ``()`` when
            every player plays alone.
        commanders: permanent id -> the player whose commander it is (903.3).
        commander_damage: ``(commander id, player)`` -> combat damage that commander has
            dealt that player over the game (903.10a).
        goaded: creature id -> the players who goaded it (701.15).
        monarch: the player who is the monarch (725), or None.
        initiative: the player who has the initiative (726), or None.
        attack_option: who the active player may attack in a multiplayer game:
            ``"multiple"`` (every opponent, 802), ``"left"`` or ``"right"`` (the nearest
            opponent on that side, 803.1a-b).
        stack: spells and abilities on the stack (CR 405), bottom first
            (:class:`~mtgjudge.cr.r405_stack.StackObject`, immutable).
        regeneration: one permanent id per regeneration shield on it (701.19a), in the
            order they were created.
        last_known: id -> the permanent as it last existed on the battlefield, for each
            one that left this combat (603.10a: leaves-the-battlefield triggers look back).
        trigger_choices: choices players made for triggered abilities (603.3b-d), as
            ``(key, (choice, ...))``: ``"order:<player>"`` -> the ids of that player's
            triggered abilities in the order put on the stack; a stack object's id -> its
            targets or the permanents chosen as it resolves.
        happenings: what has happened this combat, in order
            (:mod:`mtgjudge.engine.happenings`): what the rules react to (the log is
            what they say). ``matched``: how many of them the triggered abilities have
            been asked about (603.2; :func:`mtgjudge.engine.bus.unmatched`).
        reader: how the engine reads a card it puts onto the battlefield or a spell it
            casts: ``compile_card(card)``, ``compile_keywords(items)``,
            ``read_spell(card)``, ``hand_effects(...)`` (the Oracle front end,
            :data:`mtgjudge.oracle.reader.READER`, which :class:`~mtgjudge.engine.game.Game`
            gives it); the rules never import the front end.
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
    costs: CostState = field(default_factory=CostState)
    teams: tuple[tuple[str, ...], ...] = ()
    commanders: dict[str, str] = field(default_factory=dict)
    commander_damage: dict[tuple[str, str], int] = field(default_factory=dict)
    goaded: dict[str, tuple[str, ...]] = field(default_factory=dict)
    monarch: str | None = None
    initiative: str | None = None
    attack_option: str = "multiple"
    stack: tuple = ()
    regeneration: tuple[str, ...] = ()
    last_known: dict[str, Permanent] = field(default_factory=dict)
    trigger_choices: tuple[tuple[str, tuple[str, ...]], ...] = ()
    hand: list[str] = field(default_factory=list)
    happenings: list = field(default_factory=list)
    matched: int = 0
    reader: Any = field(default=None, repr=False, compare=False)
    _layers: tuple | None = field(default=None, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not isinstance(self.battlefield, Battlefield):
            self.battlefield = Battlefield(self.battlefield)
        ref = weakref.ref(self)
        for perm in self.battlefield.values():
            perm.board = ref
            perm.chars = None  # computed by this state from now on

    def put(self, perm: Permanent) -> None:
        """Put ``perm`` onto the battlefield of this state."""
        perm.board = weakref.ref(self)
        perm.chars = None  # whatever it had elsewhere
        self.battlefield[perm.id] = perm

    def timestamp(self) -> int:
        """A new timestamp (613.7)."""
        self.next_timestamp += 1
        return self.next_timestamp - 1

    def zone_of(self, pid: str) -> str | None:
        """Where permanent ``pid`` went when it left the battlefield this combat:
        ``"graveyard"``, ``"exile"`` or ``"hand"`` (its owner's), or None."""
        for zone in ("graveyard", "exile", "hand"):
            if pid in getattr(self, zone):
                return zone
        return None

    def leave_battlefield(self, *pids: str) -> list[Permanent]:
        """Take permanents ``pids`` off the battlefield at the same time, each kept in
        ``last_known`` as it last existed there (608.2h, 603.10a): with the
        characteristics the effects gave it then (a lord's bonus, an Equipment's
        deathtouch), not its printed ones. Zones and combat are the caller's.

        Raises:
            KeyError: one of ``pids`` isn't on the battlefield.
        """
        perms = [self.battlefield[pid] for pid in pids]
        values = [p.characteristics for p in perms]  # all read before any leaves
        for pid, perm, ch in zip(pids, perms, values):
            self.battlefield.pop(pid)
            perm.chars = ch  # it never changes now; put back, it is told to forget them
            self.last_known[pid] = perm
        return perms

    def characteristics_of(self, pid: str) -> Characteristics | None:
        """The current characteristics of permanent ``pid`` (None if it isn't on the
        battlefield), recomputed by the layer system (613) only when a permanent came
        or went (not when only permanents that generate no effect left), the active
        player changed, or :meth:`effects_changed` was called."""
        cache = self._layers
        bf = self.battlefield
        if cache is None or cache[0] != bf.version or cache[1] != self.active:
            # Only permanents left, generating no effect or only +N/+N ones: see after_leaving.
            chars = r613_layers.after_leaving(cache[2], bf) if cache is not None and cache[1] == self.active else None
            if chars is None:
                chars = r613_layers.compute(self)
            cache = self._layers = (bf.version, self.active, chars)
            bf.stands = (bf.version, chars) if isinstance(chars, r613_layers.Computed) else None
            # Each permanent here is given its values at once (each would ask in turn).
            get = chars.get
            for i, perm in bf.items():
                perm.chars = get(i)
            bf.cached = True
        return cache[2].get(pid)

    def effects_added(self, added: tuple) -> None:
        """Say that ``added``, the continuous effects of a spell or ability that just
        resolved (611.2), are now in ``continuous_effects``: when the values now are known
        and ``r613_layers.after_adding`` finds the new ones from them (a +N/+N to fixed
        objects), they are kept, else computed again (:meth:`effects_changed`)."""
        cache = self._layers
        bf = self.battlefield
        if cache is not None and cache[0] == bf.version and cache[1] == self.active:
            chars = r613_layers.after_adding(cache[2], added, bf)
            if chars is not None:
                self._layers = (bf.version, self.active, chars)
                bf.stands = (bf.version, chars)
                for perm in bf.values():
                    perm.chars = None
                bf.cached = False
                return
        self.effects_changed()

    def status_changed(self) -> None:
        """Say that a permanent was tapped or untapped, joined or left combat, or a life
        total changed: characteristics are computed again if some effect depends on it
        ("untapped creatures you control", "as long as ~ is attacking", 611.3a)."""
        cache = self._layers
        if cache is not None and getattr(cache[2], "dynamic", False):
            self.effects_changed()

    def effects_changed(self) -> None:
        """Say that continuous effects changed other than by permanents coming and going
        (an attachment, a new effect): characteristics are computed again."""
        self._layers = None
        for perm in self.battlefield.values():
            perm.chars = None
        self.battlefield.cached = False
        self.battlefield.stands = None

    def team_of(self, player: str) -> tuple[str, ...]:
        """The players on ``player``'s team (810.1), ``(player,)`` when teams aren't used."""
        for team in self.teams:
            if player in team:
                return team
        return (player,)

    def is_opponent(self, player: str, other: str) -> bool:
        """Whether ``other`` is an opponent of ``player`` (102.2, 102.3): another player,
        not on ``player``'s team in a game between teams (Two-Headed Giant, 810.1)."""
        return other != player and other in self.players and other not in self.team_of(player)

    def opponents(self, player: str) -> tuple[str, ...]:
        """The opponents of ``player`` still in the game, in seat order (102.2, 102.3,
        800.4a): every other player, or in a game between teams every player not on
        ``player``'s team. Each rule and effect that means "opponent" asks this (or
        :meth:`is_opponent`)."""
        return tuple(n for n in self.players if self.is_opponent(player, n) and self.in_game(n))

    def in_game(self, player: str) -> bool:
        """True if ``player`` hasn't left the game (800.4) nor lost it (104.5)."""
        p = self.players[player]
        return not (p.lost or p.left_game)

    @property
    def attacking_players(self) -> tuple[str, ...]:
        """The attacking players: the active player, or the active team (506.2, 805.10a)."""
        return self.team_of(self.active) if self.teams else (self.active,)

    @property
    def defending_players(self) -> tuple[str, ...]:
        """The defending players (506.2, 802.2, 805.10a): every opponent of the attacking
        player (or team) still in the game, in turn order from the active player; as
        the combat phase began, once it has."""
        if self.combat.begun:
            return self.combat.defending
        names = list(self.players)
        i = names.index(self.active)
        mine = self.attacking_players
        out = tuple(n for n in names[i + 1:] + names[:i] if n not in mine and self.in_game(n))
        if self.attack_option == "left":  # the next player in turn order sits to the left (101.4)
            return out[:1]
        if self.attack_option == "right":
            return out[-1:]
        return out

    @property
    def defending(self) -> str:
        """The defending player when there is exactly one (506.2; two-player games).

        Raises:
            ValueError: there are several defending players (802.2): see
                :attr:`defending_players` and :attr:`Combat.defenders`.
        """
        players = self.defending_players
        if len(players) != 1:
            raise ValueError(f"{len(players)} defending players, not one (CR 802.2): "
                             "use defending_players or combat.defenders")
        return players[0]

    @property
    def game_over(self) -> bool:
        """True once fewer than two players (or teams) are left in the game (104.2)."""
        if not self.teams:  # each player alone: fewer than two players left
            left = 0
            for p in self.players.values():
                if not (p.lost or p.left_game):
                    left += 1
            return left < 2
        teams = {self.team_of(n) for n in self.players if self.in_game(n)}
        return len(teams) < 2

    def copy(self) -> GameState:
        """An independent copy; equal (``==``) to this state until either changes.

        Card data, abilities, effects and computed characteristics are immutable and
        shared; everything that changes (players, permanents, combat, lists) is copied."""
        # Field by field, without __init__ (a new field must be added here: a test checks);
        # an empty container made anew, not copied (cheaper, and most are empty).
        state = _new(GameState)
        ref = weakref.ref(state)
        battlefield = _new_dict(Battlefield)  # filled without __init__ (it only sets these three)
        battlefield.version = self.battlefield.version
        battlefield.cached = True
        battlefield.stands = self.battlefield.stands  # shared, as _layers: never changed
        perms = {}
        for i, p in self.battlefield.items():
            # Permanent.copy(ref), written out: a call per permanent is a tenth of its
            # cost, and every push copies every permanent (a test checks every slot).
            q = _new(Permanent)
            q.id = p.id
            q.card = p.card
            q.controller = p.controller
            q.owner = p.owner
            q.own_abilities = p.own_abilities
            q.not_modeled = p.not_modeled
            q.base_power = p.base_power
            q.base_toughness = p.base_toughness
            q.tapped = p.tapped
            q.sick = p.sick
            q.damage = p.damage
            q.counters = dict(p.counters) if p.counters else {}
            q.deathtouched = p.deathtouched
            q.protector = p.protector
            q.pending_trigger = p.pending_trigger
            q.survived_noted = p.survived_noted
            q.timestamp = p.timestamp
            q.attached_to = p.attached_to
            q.board = ref
            q.chars = p.chars
            q.renowned = p.renowned
            perms[i] = q
        # (dict.update: Battlefield's own methods count changes, and a copy is no change)
        _dict_update(battlefield, perms)
        players = {}  # (a loop: cheaper than a comprehension for two to a few players)
        for n, p in self.players.items():
            q = _new(Player)  # (Player.copy, written out: a test checks every field)
            q.name, q.life, q.poison, q.lost, q.left_game = p.name, p.life, p.poison, p.lost, p.left_game
            q.mana = p.mana
            players[n] = q
        state.players = players
        state.active = self.active
        state.battlefield = battlefield
        state.graveyard = self.graveyard.copy() if self.graveyard else []
        state.step = self.step
        state.combat = self.combat.copy()
        state.exile = self.exile.copy() if self.exile else []
        state.replacement_effects = self.replacement_effects.copy() if self.replacement_effects else []
        state.choice_order = self.choice_order
        state.choice_shields = self.choice_shields
        state.continuous_effects = self.continuous_effects
        state.next_timestamp = self.next_timestamp
        state._layers = self._layers  # shared: it is replaced, never changed, when recomputed
        state.costs = self.costs  # immutable: replaced when mana is spent
        state.teams = self.teams
        state.commanders = self.commanders.copy() if self.commanders else {}
        state.commander_damage = self.commander_damage.copy() if self.commander_damage else {}
        state.goaded = self.goaded.copy() if self.goaded else {}
        state.monarch = self.monarch
        state.initiative = self.initiative
        state.attack_option = self.attack_option
        state.stack = self.stack
        state.regeneration = self.regeneration
        # (its permanents are never changed once they left)
        state.last_known = self.last_known.copy() if self.last_known else {}
        state.trigger_choices = self.trigger_choices
        state.hand = self.hand.copy() if self.hand else []
        state.happenings = self.happenings.copy() if self.happenings else []
        state.matched = self.matched
        state.reader = self.reader
        return state

    def hold(self) -> tuple:
        """What :meth:`restore` needs to put this state back into the very objects it is
        made of now: its containers, players and permanents (references, not copies)."""
        return (_containers_of(self), dict(self.players), dict(self.battlefield))

    def restore(self, snapshot: GameState, held: tuple) -> None:
        """Make this state equal (``==``) to ``snapshot`` (a :meth:`copy` of it taken
        when ``held`` was, by :meth:`hold`) again, in place: every container, player and
        permanent it held then is the one it holds afterwards, with its values back, so
        references callers kept stay good (an illegal action changes nothing, CR 733)."""
        containers, players, perms = held
        for name in GameState.__slots__:
            if name != "__weakref__":
                setattr(self, name, getattr(snapshot, name))
        for name, obj in zip(_CONTAINERS, containers):  # the same container objects, with the snapshot's contents
            value = getattr(snapshot, name)
            if isinstance(obj, Combat):
                for slot in Combat.__slots__:
                    setattr(obj, slot, getattr(value, slot))
            elif isinstance(obj, list):
                obj[:] = value
            else:
                dict.clear(obj)
                for k, v in value.items():
                    dict.__setitem__(obj, k, v)
            setattr(self, name, obj)
        for name, p in snapshot.players.items():
            q = players.get(name)
            if q is not None:
                for slot in Player.__slots__:
                    setattr(q, slot, getattr(p, slot))
                dict.__setitem__(self.players, name, q)
        ref = weakref.ref(self)
        battlefield = self.battlefield
        battlefield.version = snapshot.battlefield.version
        battlefield.cached = False
        battlefield.stands = None
        for pid, p in snapshot.battlefield.items():
            q = perms.get(pid)
            if q is not None:
                for slot in Permanent.__slots__:
                    setattr(q, slot, getattr(p, slot))
                dict.__setitem__(battlefield, pid, q)
            else:
                q = p
            q.board = ref
            q.chars = None
        self._layers = None

    def permanent(self, pid: str) -> Permanent:
        """The permanent with id ``pid``; KeyError if it is not on the battlefield."""
        return self.battlefield[pid]

    def controlled_by(self, player: str) -> list[Permanent]:
        return [p for p in self.battlefield.values() if p.controller == player]
