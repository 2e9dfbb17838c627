"""The game: a board you can query for legal declarations, push a declaration onto,
and take one back (shaped like python-chess's ``Board``).

Example:
    >>> from mtgjudge import Game
    >>> g = Game(["Ana", "Bruno"], active="Ana")
    >>> _ = g.add_creature("Bear", "Ana", 2, 2)
    >>> _ = g.add_creature("Wall", "Bruno", 0, 4, keywords=["defender"])
    >>> _ = g.attack({"Bear": "Bruno"})
    >>> _ = g.block({"Wall": "Bear"})
    >>> [e.text() for e in g.assign()][-1]
    'End of combat: all creatures, planeswalkers and battles are removed from combat.'
    >>> g.state.battlefield["Wall"].damage
    2
    >>> _ = g.pop(); g.state.battlefield["Wall"].damage
    0
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import replace
from functools import cache, lru_cache
from typing import TYPE_CHECKING, Union

from mtgjudge.cards.model import COLORS, Card
from mtgjudge.cr import r508_declare_attackers as r508
from mtgjudge.cr import r509_declare_blockers as r509
from mtgjudge.cr import r510_combat_damage as r510
from mtgjudge.cr import r511_end_of_combat as r511
from mtgjudge.cr import implements
from mtgjudge.cr import r120_damage as r120
from mtgjudge.cr.r120_4_damage_event import deal
from mtgjudge.cr import r704_state_based_actions as r704
from mtgjudge.cr.r120_damage import Damage
from mtgjudge.cr import r507_beginning_of_combat as r507
from mtgjudge.cr import r405_stack as r405
from mtgjudge.cr import r603_triggered_abilities as r603
from mtgjudge.cr.r508_declare_attackers import AttackDeclaration
from mtgjudge.cr.r509_declare_blockers import BlockDeclaration
from mtgjudge.cr.r510_combat_damage import DamageAssignment
from mtgjudge.errors import BoardError, IllegalActionError, MtgJudgeError, UnknownCardError, UnknownNameError, illegal
from mtgjudge.events import Event, EventLog
from mtgjudge.input_limits import MAX_NAME_LENGTH, MAX_NUMBER, number_ok
from mtgjudge.messages import AllParts, Quoted, Text
from mtgjudge.names import NameIndex, unknown_player
from mtgjudge.oracle import Compiled, compile_card, compile_keywords, compile_leveler, compile_station, keyword_ability
from mtgjudge.oracle.reader import READER
from mtgjudge.engine.happenings import AbilityTriggered
from mtgjudge.engine.state import Battlefield, GameState, Permanent, Player, Step

if TYPE_CHECKING:
    from mtgjudge.cards.db import CardDB
    from mtgjudge.cr.r117_priority import PassPriority
    from mtgjudge.cr.r601_casting import CastSpell
    from mtgjudge.cr.r602_activating import ActivateAbility
    from mtgjudge.cr.r702_49_ninjutsu import ActivateNinjutsu
    from mtgjudge.cr.r508_4_put_attacking import TokenSpec
    from mtgjudge.cr.r611_continuous_effects import ContinuousEffect
    from mtgjudge.cr.r614_replacement_effects import ReplacementEffect

Declaration = Union[AttackDeclaration, BlockDeclaration, DamageAssignment]
_DECLARATIONS = (AttackDeclaration, BlockDeclaration, DamageAssignment)
if TYPE_CHECKING:  # (at run time made on first use, by __getattr__ below)
    #: A player's action while they have priority (117.1): cast, activate, or all pass.
    Action = CastSpell | ActivateAbility | ActivateNinjutsu | PassPriority
    #: Anything :meth:`Game.push` takes.
    Move = Declaration | Action


@cache
def _actions() -> tuple[type[CastSpell], type[ActivateAbility], type[ActivateNinjutsu], type[PassPriority]]:
    """The actions a player may take while they have priority (117.1), imported when
    first needed: a combat of declarations alone never loads casting, activating or
    ninjutsu (nor the stack's other moves)."""
    from mtgjudge.cr.r117_priority import PassPriority
    from mtgjudge.cr.r601_casting import CastSpell
    from mtgjudge.cr.r602_activating import ActivateAbility
    from mtgjudge.cr.r702_49_ninjutsu import ActivateNinjutsu

    return CastSpell, ActivateAbility, ActivateNinjutsu, PassPriority


def __getattr__(name: str) -> object:
    """``Action`` (a player's action while they have priority, 117.1: cast, activate, or
    all pass) and ``Move`` (anything :meth:`Game.push` takes), made on first use."""
    if name == "Action":
        cast, activate, ninjutsu, pass_ = _actions()
        globals()[name] = value = cast | activate | ninjutsu | pass_
        return value
    if name == "Move":
        globals()[name] = value = Declaration | __getattr__("Action")
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


#: Layouts whose permanent has only its front face's (or normal) characteristics, name
#: included: double-faced and meld cards (712.8d), adventurers (715.4), flip cards
#: (710.1), and prepare cards, whose second half is a spell like an adventure's.
_FRONT_FACE_LAYOUTS = {"transform", "modal_dfc", "adventure", "flip", "meld", "reversible_card",
                       "prepare"}


#: The permanent types (110.4): a card with none of them is no permanent card (110.4a).
PERMANENT_TYPES = frozenset({"artifact", "battle", "creature", "enchantment", "land", "planeswalker"})
#: Card types whose cards never enter the battlefield, with the rule that says so:
#: instants and sorceries (304.4, 307.4), and the casual variants' cards that stay in
#: the command zone (309.2 dungeons, 311.2 planes, 312.2 phenomena, 313.2 vanguards,
#: 314.2 schemes, 315.3 conspiracies). An instant or sorcery is refused whatever else it is.
_NEVER_PERMANENT = {"instant": "304.4", "sorcery": "307.4", "dungeon": "309.2", "plane": "311.2",
                    "phenomenon": "312.2", "vanguard": "313.2", "scheme": "314.2",
                    "conspiracy": "315.3"}

#: Counter kinds the engine reads; any other kind is reported as not modeled.
_MODELED_COUNTERS = {"+1/+1", "-1/-1", "loyalty", "defense", "level", "charge"}


def _token_spec(given: Mapping[str, object]) -> TokenSpec:
    """A :class:`TokenSpec` from a mapping of its fields (lists become tuples)."""
    import dataclasses
    import difflib

    from mtgjudge.cr.r508_4_put_attacking import TokenSpec
    from mtgjudge.messages import Parts, Quoted

    fields = [f.name for f in dataclasses.fields(TokenSpec)]
    for k in given:  # a field it doesn't have: said in our words, not Python's TypeError
        if k not in fields:
            close = difflib.get_close_matches(str(k), fields, n=3, cutoff=0.6)
            problem = (Text("input.unknown_field_suggest", suggestions=[Quoted(c) for c in close]) if close
                       else Text("input.unknown_field"))
            raise BoardError(Text("put.token_fields", problem=Parts((Quoted(str(k)), problem))))
    try:
        return TokenSpec(**{k: tuple(v) if isinstance(v, list) else v for k, v in given.items()})
    except TypeError as e:
        raise BoardError(Text("put.token_fields", problem=str(e))) from None


@implements("712.8d", "712.8e")
def permanent_name(card: Card) -> str:
    """The name of a permanent of ``card``: its front face's for double-faced and
    adventurer cards (712.8d, 715.4), else the Oracle name. A transformed permanent
    (back face up) is the back face's card, stored under its own name (``"Insectile
    Aberration"``), and has only that face's characteristics (712.8e)."""
    if card.layout in _FRONT_FACE_LAYOUTS and " // " in card.name:
        return card.name.split(" // ")[0]
    return card.name


@lru_cache(maxsize=256)
def _nonpermanent_kind(types: tuple[str, ...]) -> str | None:
    """``""`` for a permanent card's types; else the :data:`_NEVER_PERMANENT` kind
    that keeps it off the battlefield, or ``None`` if it just has no permanent type."""
    folded = {t.casefold() for t in types}
    kind = next((k for k in ("instant", "sorcery") if k in folded), None)
    if kind is None and folded & PERMANENT_TYPES:
        return ""
    return kind or next((k for k in _NEVER_PERMANENT if k in folded), None)


#: id(card) -> :func:`_card_facts` by the card's identity, without hashing it (the
#: cards are kept, so the ids stay theirs; a card never changes).
_FACTS: dict[int, list] = {}


def _card_facts(card: Card) -> list:
    """``[card, permanent_name(card), _stat(card.power), _stat(card.toughness), compiled,
    whether it is a permanent card, card.halves_missing]``, remembered by the card's
    identity (Game.add needs them for every permanent); ``compiled``,
    ``compile_card(card)``, is None until Game.add first sets it."""
    hit = _FACTS.get(id(card))
    if hit is not None and hit[0] is card:
        return hit
    out = [card, permanent_name(card), _stat(card.power), _stat(card.toughness), None,
           _nonpermanent_kind(card.types) == "", card.halves_missing]
    if len(_FACTS) >= 4096:
        _FACTS.clear()
    _FACTS[id(card)] = out
    return out


def _declared_names(decl: Move) -> list[str]:
    """Every player or permanent name written in ``decl`` (not card names), in order.
    (A list, not a generator: it is read on every push, and a generator's steps cost more.)"""
    out: list[str] = []
    if isinstance(decl, AttackDeclaration):
        for c, t in decl.attackers:
            out.append(c)
            out.append(t)
        for band in decl.bands:
            out += band
    elif isinstance(decl, BlockDeclaration):
        for b, atts in decl.blockers:
            out.append(b)
            out += atts
    elif isinstance(decl, DamageAssignment):
        for src, rs in decl.assignments:
            out.append(src)
            for t, _ in rs:
                out.append(t)
    else:
        CastSpell, ActivateAbility, ActivateNinjutsu, _ = _actions()
        if isinstance(decl, (CastSpell, ActivateAbility)):
            out.append(decl.player)
            out += decl.targets
            if isinstance(decl, ActivateAbility):
                out += (decl.source, *decl.sacrifice, *decl.tap)
        elif isinstance(decl, ActivateNinjutsu):
            out += (decl.player, decl.attacker)
    return out
def _targets(target: str | Sequence[str] | None) -> tuple[str, ...]:
    if target is None:
        return ()
    return (target,) if isinstance(target, str) else tuple(target)


def _check_name(name: str) -> None:
    """Raise BoardError for a name that isn't text or is longer than MAX_NAME_LENGTH."""
    if not isinstance(name, str) or len(name) > MAX_NAME_LENGTH:
        shown = name[:40] + "…" if isinstance(name, str) else repr(name)[:40]
        raise BoardError(Text("board.name", name=shown, limit=MAX_NAME_LENGTH))


@implements("810.1", "810.11", "805.1", "810.3")
def _teams(teams: Sequence[Sequence[str]] | None, seats: Sequence[str]) -> tuple[tuple[str, ...], ...]:
    """Checked teams for a Two-Headed Giant game, ``()`` for none: each player (``seats``,
    in seat order) on exactly one team (810.1); two teams (810.1; Team vs. Team and
    Emperor, 808 and 809, are other variants, not modeled), of two players or of
    equal sizes (810.11); teammates in adjacent seats (805.1, 810.3)."""
    if not teams:
        return ()
    out = tuple(tuple(t) for t in teams)
    members = [p for t in out for p in t]
    if any(not isinstance(p, str) for p in members) or sorted(members) != sorted(seats):
        raise BoardError(Text("board.teams", players=AllParts(seats)))
    if len(out) != 2:
        raise BoardError(Text("board.teams_count", count=len(out)))
    if len(out[0]) != len(out[1]) or len(out[0]) < 2:
        raise BoardError(Text("board.teams_size", sizes=" / ".join(", ".join(t) for t in out)))
    order = list(seats)
    for t in out:  # adjacent seats: the team is one run around the table
        at = sorted(order.index(p) for p in t)
        runs = sum(1 for i, s in enumerate(at) if at[i - 1] != (s - 1) % len(order))
        if runs != 1:
            raise BoardError(Text("board.teams_seats", team=AllParts(t), players=", ".join(order)))
    return out


@implements("810.4", "810.11")
def team_starting_life(size: int) -> int:
    """A Two-Headed Giant team's starting life total: 30 (810.4), 15 more for each player
    beyond the second (810.11)."""
    return 30 + 15 * (size - 2)


def _team_lives(teams: tuple[tuple[str, ...], ...], lives: Mapping[str, int]) -> None:
    """Raise BoardError when teammates' life totals differ (810.4: one shared total)."""
    for t in teams:
        if len({lives[p] for p in t}) > 1:
            raise BoardError(Text("board.team_life", team=AllParts(t)))


def _stat(value: str | None) -> int | None:
    try:
        return int(value) if value is not None else None
    except ValueError:
        return None  # "*", "1+*": characteristic-defining; must be given


class Game:
    """A game of two or more players at the start of combat, and the declarations made
    since. With more than two players, the active player attacks any of their opponents
    (the attack multiple players option, 802; Commander's default, 903.2); with
    ``teams``, a Two-Headed Giant game (810).

    Attributes:
        state: the current :class:`~mtgjudge.engine.state.GameState` (replace it only via
            :meth:`push` and :meth:`pop`). Once combat has begun a move changes this
            object in place (a reference to it sees the move; ``state.copy()`` keeps a
            snapshot); the first move, which begins combat, and :meth:`pop` replace it.
        events: every event so far, oldest first.
        declarations: the declarations pushed so far (the move stack).

    Args:
        players: player names in seat order, or ``{name: life}``.
        active: the active player (default: the first).
        db: card database for names (default: :func:`mtgjudge.cards.default_db`).
        teams: the teams of a Two-Headed Giant game (810), e.g. ``[["Ana", "Bruno"],
            ["Carla", "Dario"]]``: every player on one of two teams of equal size (two
            players, 810.1; more, 810.11), teammates in adjacent seats (805.1);
            teammates have the same life. With ``players`` given as names, each team
            starts at 30 life (810.4; 15 more per player beyond two, 810.11).
        range_of_influence: the limited range of influence option (801): not
            modeled, refused when given.
        attack_option: ``"multiple"`` (attack any opponents, 802; the default),
            ``"left"`` or ``"right"`` (only the nearest opponent on that side, 803).

    Raises:
        BoardError: fewer than two distinct players, a life total that isn't a whole
            number, an active player who isn't one of them, teams that don't cover
            every player once, aren't two teams of equal size (810.1, 810.11) or
            don't sit together (805.1), or whose members' life totals differ (810.4), a range
            of influence (801), or an unknown attack option (or one with teams, 805.10).
    """

    def __init__(self, players: Sequence[str] | Mapping[str, int] = ("Ana", "Bruno"),
                 active: str | None = None, *, db: CardDB | None = None,
                 teams: Sequence[Sequence[str]] | None = None,
                 range_of_influence: int | None = None, attack_option: str = "multiple") -> None:
        from mtgjudge.cr.r800_multiplayer import refuse_range_of_influence

        refuse_range_of_influence(range_of_influence)
        if not isinstance(players, Mapping) and len(set(players)) != len(players):
            raise BoardError(Text("board.same_names", players=AllParts(players)))
        lives = dict(players) if isinstance(players, Mapping) else {p: 20 for p in players}
        for name, life in lives.items():
            if not isinstance(life, int) or isinstance(life, bool):
                raise BoardError(Text("board.life", player=name, life=repr(life)))
            _check_name(name)
            if not number_ok(life):
                raise BoardError(Text("board.too_large", permanent=name, what="life", limit=MAX_NUMBER))
        if len(lives) < 2:
            raise BoardError(Text("board.two_players"))
        active = active or next(iter(lives))
        if active not in lives:
            raise BoardError(Text("board.active", active=active, players=AllParts(lives)))
        checked = _teams(teams, list(lives))
        if checked and not isinstance(players, Mapping):  # a team starts at 30 (810.4, 810.11)
            lives = {p: team_starting_life(len(checked[0])) for p in lives}
        _team_lives(checked, lives)
        self.state = GameState({n: Player(n, life) for n, life in lives.items()}, active,
                               teams=checked, reader=READER)
        if attack_option not in ("multiple", "left", "right") or (teams and attack_option != "multiple"):
            raise BoardError(Text("board.attack_option", option=str(attack_option)))
        self.state.attack_option = attack_option
        self.events: list[Event] = []
        self.declarations: list[Move] = []
        self._undo: list[tuple[GameState, int]] = []
        self._db = db
        self._auto_ids: set[str] = set()  # ids given from a card's name, not by the caller
        self._numbered: set[str] = set()  # names whose copies were numbered #1, #2...

    # -- setting up the board ----------------------------------------------------
    def _check_setup(self, controller: str, pid: str, damage: int = 0,
                     counters: Mapping[str, int] | None = None, power: int | None = None,
                     toughness: int | None = None) -> None:
        if self.state.combat.begun:
            raise BoardError(Text("board.begun_add"))
        if type(pid) is not str or len(pid) > MAX_NAME_LENGTH:  # (the usual case without a call)
            _check_name(pid)
        values = (("damage", damage), ("power", power), ("toughness", toughness))
        if counters:
            for kind in counters:
                _check_name(kind)
            values += tuple((f"{k} counters", v) for k, v in counters.items())
        for what, n in values:
            if n is None:
                continue
            if type(n) is not int and (not isinstance(n, int) or isinstance(n, bool)):
                raise BoardError(Text("board.whole", permanent=pid, what=what, value=repr(n)))
            if not -MAX_NUMBER <= n <= MAX_NUMBER:  # (number_ok, without a call: per permanent)
                raise BoardError(Text("board.too_large", permanent=pid, what=what, limit=MAX_NUMBER))
        if damage < 0 or (counters and any(v < 0 for v in counters.values())):
            raise BoardError(Text("board.negative", permanent=pid))
        if controller not in self.state.players:
            raise BoardError(unknown_player(controller, self.state.players, "110.2"))
        if pid in self.state.battlefield or pid in self.state.players:
            raise BoardError(Text("board.duplicate_id", permanent=pid))

    def _free_id(self, name: str) -> tuple[str, str | None]:
        """The id for a new permanent called ``name``, and the id of an earlier copy to
        renumber as it is added: a name on the battlefield once is its own id; copies
        are ``"Name #1"``, ``"Name #2"``... in the order added, as in scenario files."""
        field, players = self.state.battlefield, self.state.players
        rename = None
        if name in field or name in players:
            if name not in self._auto_ids or f"{name} #1" in field:
                n = 1  # given as an id (or a player's name), or #1 is taken: leave it
            else:
                rename, n = name, 2
        elif name in self._numbered:
            n = 1
        else:
            return name, None
        while f"{name} #{n}" in field or f"{name} #{n}" in players:
            n += 1
        return f"{name} #{n}", rename

    def _renumber(self, old: str) -> None:
        """Give the first copy of a name (id ``old``) the id ``"old #1"``, keeping the
        battlefield's order."""
        new = f"{old} #1"
        items = [(new if i == old else i, p) for i, p in self.state.battlefield.items()]
        self.state.battlefield = Battlefield(items)
        self.state.battlefield[new].id = new
        self.state.effects_changed()  # ids changed: characteristics are computed again
        self._auto_ids.discard(old)
        self._auto_ids.add(new)
        self._numbered.add(old)

    def card(self, name: str) -> Card:
        """The card called ``name`` in this game's card database.

        Raises:
            UnknownCardError: no such card (the error suggests close names).
        """
        if self._db is None:
            from mtgjudge.cards import default_db
            self._db = default_db()
        return self._db.get(name)

    def find_card(self, name: str) -> Card | None:
        """The card :meth:`card` finds for ``name``, or None: the same look-ups (exact,
        ignoring case, a face's or an installed language's name) without the search for
        suggestions, so it is quick."""
        if self._db is None:
            from mtgjudge.cards import default_db
            self._db = default_db()
        find = getattr(self._db, "find", None)
        if find is not None:
            return find(name)
        try:
            return self._db.get(name)
        except UnknownCardError:
            return None

    def add(self, card: str | Card, controller: str, *, id: str | None = None,
            tapped: bool = False, sick: bool = False, damage: int = 0,
            counters: Mapping[str, int] | None = None, power: int | None = None,
            toughness: int | None = None, protector: str | None = None,
            gains: Sequence[str] = ()) -> Permanent:
        """Put a real card onto the battlefield under ``controller``'s control.

        Args:
            card: an Oracle name (looked up in the card database) or a :class:`Card`
                (a custom card from :meth:`custom_card`: its text and its ``keywords``).
            id: how to refer to it (default: its name; when a second copy of a name
                is added, the copies become ``"Name #1"``, ``"Name #2"``..., the first one
                renumbered, as in scenario files).
            tapped: CR 110.5. sick: not controlled continuously since the turn began (302.6).
            damage: damage already marked (120.6). counters: e.g. ``{"+1/+1": 1}``.
            power, toughness: required when the card's are undefined (``*``).
            protector: a battle's protector (310.8; default: the other player).
            gains: abilities it has gained from effects, e.g. ``["deathtouch"]`` or
                ``["attacks each combat if able"]``.

        Returns:
            The new :class:`Permanent`; its abilities come from its Oracle text.

        Raises:
            UnknownCardError: no card has that name (the error suggests close names).
            BoardError: combat has begun; unknown controller; duplicate id; a card that
                can't be a permanent (an instant or sorcery, 304.4, 307.4; any card with no
                permanent type, 110.4a); negative or
                non-whole damage, counters or P/T; damage on a noncreature; undefined
                P/T; battle without defense; a Siege protected by its controller; a
                second legendary permanent of that name (704.5j); unknown ``gains``.
        """
        if isinstance(card, str):
            card = self.card(card)
        facts = _card_facts(card)
        _, base, printed_power, printed_toughness, compiled, permanent_card, halves_missing = facts
        pid, rename = (id, None) if id else self._free_id(base)
        if isinstance(gains, str):
            gains = [gains]
        self._check_setup(controller, pid, damage, counters, power, toughness)
        if not permanent_card:
            self._check_permanent_card(card)  # (it raises)
        if "Legendary" in card.supertypes:
            self._check_legend_rule(card, controller)
        level_pt = None
        if card.layout == "leveler":  # the striation its level counters put it in (711.2)
            compiled, level_pt = compile_leveler(card, (counters or {}).get("level", 0))
        elif "Station" in card.keywords:  # the bands its charge counters reached (721.2)
            compiled, creature = compile_station(card, (counters or {}).get("charge", 0))
            if creature and "Creature" not in card.types:
                card = replace(card, types=(*card.types, "Creature"))
        elif compiled is None:
            compiled = facts[4] = compile_card(card)
        if card.layout == "custom" and card.keywords:  # a custom card's `keywords` (custom_card)
            try:
                listed = compile_keywords(list(card.keywords))
            except ValueError as e:
                raise BoardError(e.args[0]) from None
            compiled = Compiled(compiled.abilities + listed, compiled.not_modeled)
        if level_pt is not None and power is None and toughness is None:
            power, toughness = level_pt
        if damage and "Creature" not in card.types:  # after station may have made it one
            raise BoardError(Text("board.damage_noncreature", permanent=pid))
        try:
            gained = compile_keywords(list(gains)) if gains else ()
        except ValueError as e:
            raise BoardError(e.args[0]) from None
        not_modeled = compiled.not_modeled
        if halves_missing:  # never silently without half its text (709.4)
            half = card.name.split(" // ")[1]
            missing = f"{half}: this half of the split card is missing from the card data (CR 709.4)"
            not_modeled = (*not_modeled, missing)
        perm = Permanent(pid, card, controller, controller, compiled.abilities + gained,
                         not_modeled,
                         power if power is not None else printed_power,
                         toughness if toughness is not None else printed_toughness,
                         tapped, sick, damage, dict(counters or {}))
        self._finish(perm, protector, rename, auto=not id, base=base)
        return perm

    @staticmethod
    def custom_card(name: str, *, text: str = "", type_line: str | None = None,
                    supertypes: Sequence[str] | None = None, types: Sequence[str] | None = None,
                    subtypes: Sequence[str] | None = None, mana_cost: str | None = None,
                    colors: Sequence[str] | None = None, power: int | None = None,
                    toughness: int | None = None, keywords: Sequence[str] = ()) -> Card:
        """A card that isn't in the card data (a preview, playtest or made-up card), to
        put onto the battlefield with :meth:`add`; its ``text`` is read as a real card's
        is, each line modeled or listed as not modeled.

        Example:
            >>> g = Game(["Ana", "Bruno"], active="Ana")
            >>> raider = g.custom_card("Ghostfire Raider", type_line="Creature — Spirit", power=2,
            ...                        toughness=2, text="Whenever ~ attacks, it gets +2/+0 until end of turn.")
            >>> _ = g.add(raider, "Ana")

        Args: as :func:`mtgjudge.cards.custom.custom_card` (no type line or types: a creature).

        Raises:
            BoardError: every problem of the fields at once (an unknown type, text over
                MAX_TEXT_LENGTH characters or MAX_TEXT_LINES lines, a creature without
                power or toughness, a bad mana cost or colour, an unknown keyword).
        """
        from mtgjudge.cards.custom import custom_card
        from mtgjudge.messages import Items

        card, problems = custom_card(name, text=text, type_line=type_line, supertypes=supertypes, types=types,
                                     subtypes=subtypes, mana_cost=mana_cost, colors=colors, power=power,
                                     toughness=toughness, keywords=keywords)
        try:
            compile_keywords(list(keywords))
        except ValueError as e:
            problems.append(("keywords", e.args[0]))
        if problems:
            shown = name if isinstance(name, str) and len(name) <= MAX_NAME_LENGTH else "?"
            raise BoardError(Text("custom.problems", card=shown, problems=Items(
                Text("custom.field", field=field, problem=problem) for field, problem in problems)))
        assert card is not None
        return card

    def add_creature(self, name: str, controller: str, power: int, toughness: int, *,
                     keywords: Sequence[str] = (), colors: Sequence[str] = (),
                     types: Sequence[str] = ("Creature",), subtypes: Sequence[str] = (),
                     id: str | None = None, tapped: bool = False, sick: bool = False,
                     damage: int = 0, counters: Mapping[str, int] | None = None) -> Permanent:
        """Put a custom creature (not a real card) onto the battlefield.

        Args:
            keywords: e.g. ``["flying", "toxic 2"]`` (see :mod:`mtgjudge.cr.r702_keywords`).
            colors: colour letters, e.g. ``["B"]`` (for fear, intimidate).

        Raises:
            BoardError: combat has begun; unknown keyword, colour, controller or
                duplicate id; ``types`` with no permanent type, or instant or sorcery
                (110.4a, 304.4, 307.4); negative or non-whole damage, counters or P/T.
        """
        if isinstance(keywords, str):
            keywords = [keywords]
        _check_name(name)
        try:
            abilities = compile_keywords(list(keywords))
        except ValueError as e:
            raise BoardError(e.args[0]) from None
        pid, rename = (id, None) if id else self._free_id(name)
        self._check_setup(controller, pid, damage, counters, power, toughness)
        bad = [c for c in colors if c not in COLORS]
        if bad:
            raise BoardError(Text("board.colors", permanent=pid, bad=", ".join(map(str, bad))))
        card = Card(name=name, colors=tuple(colors), types=tuple(types), subtypes=tuple(subtypes),
                    power=str(power), toughness=str(toughness), keywords=tuple(keywords),
                    type_line=" ".join(types), layout="custom")
        self._check_permanent_card(card)
        perm = Permanent(pid, card, controller, controller, abilities, (), power, toughness,
                         tapped, sick, damage, dict(counters or {}))
        self._finish(perm, None, rename, auto=not id, base=name)
        return perm

    @implements("110.4", "110.4a", "304.4", "307.4", "309.2", "311.2", "312.2", "313.2", "314.2", "315.3")
    def _check_permanent_card(self, card: Card) -> None:
        """Refuse a card that can't be a permanent: an instant or sorcery card (304.4,
        307.4), a casual variant's command-zone card, or any card with no permanent type
        (110.4a). Types are compared ignoring case (some joke cards print them so)."""
        kind = _nonpermanent_kind(card.types)
        if kind == "":
            return
        type_line = card.type_line or " ".join(card.types) or "-"
        if kind in ("instant", "sorcery"):
            text = Text(f"board.{kind}", card=card.name, rule=_NEVER_PERMANENT[kind])
        elif kind is not None:
            text = Text("board.command_zone", card=card.name, type_line=type_line,
                        rule=_NEVER_PERMANENT[kind])
        else:
            text = Text("board.not_permanent", card=card.name, type_line=type_line, rule="110.4a")
        back = self._permanent_back_face(card)
        if back is not None:
            text = Text("input.with_hint", message=text, hint=Text("board.back_face", face=back))
        raise BoardError(text)

    def _permanent_back_face(self, card: Card) -> str | None:
        """The name of a double-faced card's back face when that face is a permanent
        card the database knows (so the card could be on the battlefield by it)."""
        if card.layout not in ("transform", "modal_dfc") or " // " not in card.name:
            return None
        face = card.name.split(" // ")[1]
        try:
            back = self.card(face)
        except (MtgJudgeError, AttributeError):  # no such face, or a game without a card database
            return None
        if back.name == face and {t.casefold() for t in back.types} & PERMANENT_TYPES:
            return face
        return None

    @implements("704.5j")
    def _check_legend_rule(self, card: Card, controller: str) -> None:
        if "Legendary" not in card.supertypes:
            return
        name = permanent_name(card)
        for other in self.state.controlled_by(controller):
            if "Legendary" in other.card.supertypes and permanent_name(other.card) == name:
                raise BoardError(Text("board.legend_rule", player=controller, name=name))

    @implements("310.11a", "306.5b", "310.4b")
    @implements("122.1b")
    def _finish(self, perm: Permanent, protector: str | None, rename: str | None = None,
                auto: bool = False, base: str = "") -> None:
        card = perm.card
        if perm.counters:
            # A keyword counter gives its permanent that keyword (122.1b).
            from mtgjudge.abilities.catalog import COUNTERS  # (the keyword table, for counters only)

            gained = [keyword_ability(k) for k, n in perm.counters.items() if n and k in COUNTERS]
            perm.own_abilities = perm.own_abilities + tuple(a for a in gained if a is not None)
            unknown = {k: n for k, n in perm.counters.items()
                       if n and k not in _MODELED_COUNTERS and keyword_ability(k) is None}
            if unknown:
                perm.not_modeled = perm.not_modeled + tuple(f"{n} {k} counter(s)" for k, n in unknown.items())
        types = card.types  # its characteristics before any effect: it isn't on the battlefield yet (613.1)
        if "Creature" in types and (perm.base_power is None or perm.base_toughness is None):
            raise BoardError(Text("board.pt", permanent=perm.id, power=card.power,
                                  toughness=card.toughness))
        if "Planeswalker" in types and "loyalty" not in perm.counters:
            loyalty = _stat(card.loyalty)
            if loyalty is None:
                raise BoardError(Text("board.loyalty", permanent=perm.id))
            perm.counters["loyalty"] = loyalty
        if "Battle" in types:
            if "defense" not in perm.counters:
                defense = _stat(card.defense)
                if defense is None:
                    raise BoardError(Text("board.defense", permanent=perm.id))
                perm.counters["defense"] = defense
            others = self.state.opponents(perm.controller) or [p for p in self.state.players if p != perm.controller]
            perm.protector = protector or others[0]  # a Siege's protector is an opponent (310.11a, 102.3)
            if perm.protector not in self.state.players:
                raise BoardError(Text("board.protector", player=perm.protector, permanent=perm.id))
            if "Siege" in card.subtypes and not self.state.is_opponent(perm.controller, perm.protector):
                raise BoardError(Text("board.siege", permanent=perm.id))
        elif protector is not None:
            raise BoardError(Text("board.not_battle", permanent=perm.id))
        if rename is not None:
            self._renumber(rename)
        state = self.state
        perm.timestamp = state.next_timestamp  # 613.7d (state.timestamp(), without a call)
        state.next_timestamp += 1
        state.put(perm)
        if auto:
            self._auto_ids.add(perm.id)
            if perm.id != base:
                self._numbered.add(base)

    # -- queries -------------------------------------------------------------------
    @property
    def step(self) -> Step:
        """The step of combat the game is in: the last one begun, whose declaration is
        made (after :meth:`attack`, ``Step.DECLARE_ATTACKERS``; the blockers come next).
        See :class:`Step`."""
        return self.state.step

    @property
    def is_over(self) -> bool:
        """True once combat has ended (511.3) or a player has lost (104.3)."""
        return r511.over(self.state) or self.state.game_over

    def not_modeled(self) -> list[tuple[str, str]]:
        """``(permanent id, rules text)`` for every line on the battlefield the engine
        does not model, in battlefield order."""
        return [(p.id, t) for p in self.state.battlefield.values() for t in p.not_modeled]

    def legal_declarations(self) -> Iterator[Declaration]:
        """Every legal declaration for the current step (attackers, blockers, or a
        complete damage assignment). Lazy: the count can grow exponentially; see
        :meth:`count_candidates` for how many will be examined before walking them."""
        state = self._settled()
        if state.game_over:
            return iter(())
        if state.step is Step.BEGINNING_OF_COMBAT:
            return r508.legal_declarations(state)
        if state.step is Step.DECLARE_ATTACKERS:
            return r509.legal_declarations(state)
        return r510.legal_assignments(state)

    def count_candidates(self) -> int:
        """How many candidate declarations :meth:`legal_declarations` would examine now,
        counted without walking them (a product of per-creature counts): an upper bound
        on how many it yields, so a caller can decide whether to walk it. 0 when there
        is nothing to declare."""
        state = self._settled()
        if state.game_over:
            return 0
        if state.step is Step.BEGINNING_OF_COMBAT:
            return r508.count_candidates(state)
        if state.step is Step.DECLARE_ATTACKERS:
            return r509.count_candidates(state)
        return r510.count_candidates(state)

    def _settled(self) -> GameState:
        """The state the next declaration is made in: as :meth:`_begun`, with every
        object on the stack resolved first (all players pass, 405.5)."""
        state = self._begun()
        if state.stack:
            state = state.copy()
            from mtgjudge.cr.r608_resolving import resolve_all  # (loaded with the first object to resolve)

            resolve_all(state, EventLog())
        return state

    def legal_actions(self) -> Iterator[Action]:
        """The actions a player may take now besides the next declaration (117.1):
        :class:`PassPriority` whenever a player has priority (with an empty stack it ends
        the step, 117.4, 500.2), then each activation of an activated ability on the
        battlefield with each legal target (costs checked). Nothing once the game or
        combat is over, or after all players passed with an empty stack (until the next
        declaration, 117.3a). Spells aren't listed (the game has no hands): ask
        :meth:`is_legal`."""
        from mtgjudge.cr.r602_activating import activated_abilities

        _, ActivateAbility, _, PassPriority = _actions()
        state = self._begun()
        if state.game_over or r511.over(state) or state.combat.step_ended:
            return
        yield PassPriority()
        everyone = [*state.players, *state.battlefield]
        for pid, perm in list(state.battlefield.items()):
            for ability in activated_abilities(state, pid):
                specs = ability.effects.target_specs if ability.effects else ()
                for targets in ([()] if not specs else [(t,) for t in everyone]):
                    move = ActivateAbility(pid, perm.controller, ability.text, targets)
                    if self.is_legal(move):
                        yield move

    def legal_moves(self) -> Iterator[Move]:
        """:meth:`legal_actions`, then :meth:`legal_declarations` (lazy)."""
        yield from self.legal_actions()
        yield from self.legal_declarations()

    def _begun(self) -> GameState:
        """The state as combat has begun: this one, or (before it) a begun copy, so
        that queries never change the game."""
        if self.state.combat.begun:
            return self.state
        state = self.state.copy()
        r507.begin(state, EventLog())
        return state

    def resolve(self, decl: Move) -> Move:
        """``decl`` with each name replaced by the id it stands for: the exact id, else
        the one player or permanent (also one that has left the battlefield this
        combat, to a graveyard, exile or a hand) with that name ignoring case (as
        names in scenario files are read). A declaration's names are read in the game
        as it will be declared in: with the stack resolved first (405.5, as
        :meth:`push` and :meth:`legal_declarations` do), so a token that a trigger
        still on the stack creates (myriad's "Caller of the Pack #2") can be named.

        Raises:
            UnknownNameError: a name matches nothing (it suggests close names) or is
                shared by numbered copies (it lists them).
        """
        st = self.state

        def exact(st: GameState) -> bool:
            battlefield, players = st.battlefield, st.players  # (a loop: this runs on every push)
            for n in _declared_names(decl):
                if not (n in battlefield or n in players or n in st.graveyard or n in st.exile or n in st.hand):
                    return False
            return True

        if exact(st):
            return decl  # the usual case: every name is an exact id
        if isinstance(decl, (AttackDeclaration, BlockDeclaration, DamageAssignment)) and st.stack:
            # A declaration is made once all players passed and the stack has resolved
            # (405.5), as push does: names are read there, so a token a trigger on the
            # stack creates (Brimaz, myriad) can be named, as legal_declarations names it.
            st = self._settled()
            if exact(st):
                return decl
        r = self._names(st).resolve
        if isinstance(decl, AttackDeclaration):
            return AttackDeclaration(tuple((r(c), r(t)) for c, t in decl.attackers),
                                     tuple(tuple(r(c) for c in band) for band in decl.bands))
        if isinstance(decl, BlockDeclaration):
            return BlockDeclaration(tuple((r(b), tuple(r(a) for a in atts)) for b, atts in decl.blockers))
        if not isinstance(decl, DamageAssignment):
            CastSpell, ActivateAbility, ActivateNinjutsu, PassPriority = _actions()
            if isinstance(decl, CastSpell):
                return CastSpell(decl.card, r(decl.player), tuple(r(t) for t in decl.targets))
            if isinstance(decl, ActivateAbility):
                return ActivateAbility(r(decl.source), r(decl.player), decl.ability,
                                       tuple(r(t) for t in decl.targets), tuple(r(t) for t in decl.sacrifice),
                                       tuple(r(t) for t in decl.tap), decl.x, decl.color)
            if isinstance(decl, ActivateNinjutsu):
                return ActivateNinjutsu(decl.card, r(decl.player), r(decl.attacker))
            if isinstance(decl, PassPriority):
                return decl
        return DamageAssignment(tuple((r(s), tuple((r(t), n) for t, n in rs)) for s, rs in decl.assignments))

    def _names(self, state: GameState | None = None) -> NameIndex:
        st = state or self.state
        return NameIndex([*st.battlefield, *st.players, *st.graveyard, *st.exile, *st.hand])

    def check(self, decl: Move) -> None:
        """Raise :class:`IllegalActionError` (naming the rule) if ``decl`` is illegal now.
        Changes nothing (not even beginning combat). Names are read as by :meth:`resolve`.

        Raises:
            UnknownNameError: a name in ``decl`` is no player or permanent.
        """
        decl = self.resolve(decl)
        state = self._begun()
        self._apply(state.copy() if state is self.state else state, decl, EventLog())

    def is_legal(self, decl: Move) -> bool:
        """True if ``decl`` could be pushed now (False also when a name in it is no
        player or permanent: :meth:`check` says which)."""
        try:
            self.check(decl)
        except (IllegalActionError, UnknownNameError):
            return False
        return True

    # -- moves ------------------------------------------------------------------------
    def begin_combat(self) -> list[Event]:
        """Begin the combat phase: the beginning of combat step, with state-based actions
        before the active player gets priority (506.2, 507.2, 704.3).

        The first legal :meth:`push` does it for you; after it no permanent can be added. Its events
        open :attr:`events`; :meth:`pop` doesn't undo it. Queries (:meth:`legal_declarations`,
        :meth:`is_legal`, :meth:`check`) look at the game as if it had begun, without beginning it.

        Returns:
            Its events ([] if combat had already begun).
        """
        if self.state.combat.begun:
            return []
        log = EventLog()
        r507.begin(self.state, log)
        self.events.extend(log)
        return list(log)

    def deal_damage(self, damage: Damage) -> list[Event]:
        """Deal ``damage`` from a spell or ability that resolves now, in the beginning of
        combat step (120.2b, 120.4), then perform state-based actions (704.3).
        Begins combat first if needed; :meth:`pop` doesn't undo it. Damage "to each
        creature" (``r120_damage.EACH_CREATURE``) is dealt to each at the same time.

        It is noncombat damage (120.2b), whatever ``damage.combat`` says. A source that
        isn't a permanent and names an instant or sorcery is that spell, cast by the
        active player unless ``damage.spell`` says otherwise (405.4: "a red source you
        control" and protection see its colours).

        Returns:
            Its events.
        """
        from dataclasses import replace

        self.begin_combat()
        spell = damage.spell
        if spell is None and damage.source not in self.state.battlefield:
            from mtgjudge.cr.r405_stack import spell_of

            try:
                spell = spell_of(self.card(damage.source), damage.source, self.state.active)
            except UnknownCardError:
                pass
        damage = replace(damage, combat=False, spell=spell)
        log = EventLog()
        deal(self.state, r120.each(self.state, damage), log)
        r704.check(self.state, log)
        r603.after(self.state, log)  # then a player gets priority (117.5)
        self.events.extend(log)
        return list(log)

    def _apply(self, state: GameState, decl: Move, log: EventLog) -> None:
        """Make ``decl`` on ``state``; then a player would receive priority: the triggered
        abilities it triggered go on the stack first (117.5, 603.3)."""
        self._make(state, decl, log)
        r603.after(state, log)

    def _make(self, state: GameState, decl: Move, log: EventLog) -> None:
        if state.game_over:
            raise illegal("104.1", "game.over")
        if not isinstance(decl, _DECLARATIONS):
            CastSpell, ActivateAbility, ActivateNinjutsu, PassPriority = _actions()
            if isinstance(decl, CastSpell):
                from mtgjudge.cr.r601_casting import cast

                cast(state, decl, self.card(decl.card), log)
                return
            if isinstance(decl, ActivateAbility):
                from mtgjudge.cr.r602_activating import activate

                activate(state, decl, log)
                return
            if isinstance(decl, ActivateNinjutsu):
                from mtgjudge.cr.r702_49_ninjutsu import activate as ninjutsu

                ninjutsu(state, decl, self.card(decl.card), log)
                return
            if isinstance(decl, PassPriority):
                from mtgjudge.cr.r117_priority import pass_priority

                pass_priority(state, log)
                return
        if state.stack:  # every player passed each time until the stack was empty (405.5)
            from mtgjudge.cr.r608_resolving import resolve_all

            resolve_all(state, log)
            if state.game_over:
                raise illegal("104.1", "game.over")
        if isinstance(decl, (AttackDeclaration, BlockDeclaration, DamageAssignment)):
            # The next step's turn-based action: players get priority again (117.3a).
            state.combat.step_ended = False
        if isinstance(decl, AttackDeclaration):
            r508.declare(state, decl, log)
        elif isinstance(decl, BlockDeclaration):
            r509.declare(state, decl, log)
        elif isinstance(decl, DamageAssignment):
            r510.resolve(state, decl, log)
        elif callable(getattr(decl, "apply", None)):  # a move between declarations (r506_4, r508_4)
            decl.apply(state, log)
        else:
            raise TypeError(f"not a declaration: {decl!r}")

    def push(self, decl: Move) -> list[Event]:
        """Make a declaration or take an action and run the game forward to the next choice.

        Actions (117.1): :class:`CastSpell`, :class:`ActivateAbility`,
        :class:`ActivateNinjutsu` put an object on the stack; :class:`PassPriority` (all
        players pass) resolves the top one, or with an empty stack ends the step (500.2).
        A declaration pushed while the stack isn't empty first resolves it all, each
        object followed by state-based actions (405.5).

        Names are read as by :meth:`resolve`: exactly, else ignoring case.

        The first push begins combat (:meth:`begin_combat`) if that hasn't happened, and
        only if ``decl`` is legal: an illegal first declaration leaves the game exactly
        as it was, combat not begun and permanents still addable (733).

        After that, the move is made on :attr:`state` itself (one copy is kept for
        :meth:`pop`); an illegal one is put back exactly, in the same objects, so
        references to the state, its players and permanents stay good (733).

        Returns:
            The events it caused, in order (after the start of combat's, on the first push).

        Raises:
            IllegalActionError: ``decl`` is illegal; the game is exactly as before (733),
                except that a declaration pushed while the stack wasn't empty leaves the
                stack resolved: the players passed before it was declared (405.5), and
                only the declaration is reversed (each resolution is then a
                :class:`PassPriority` move of its own).
            UnknownNameError: a name in ``decl`` is no player or permanent; nothing changes.
            TriggerChoiceError: a choice given ahead (:meth:`choose_for_triggers`) for an
                ability it put on the stack can't be made (603.3d); nothing changes.
        """
        decl = self.resolve(decl)
        log = EventLog()
        if self.state.combat.begun:
            # One copy: the private snapshot that pop restores (a caller's reference can't
            # change it); the move is made on the state itself, which an illegal move
            # puts back exactly as it was, in the same objects (733).
            state = self.state
            before = state.copy()
            held = state.hold()
            on_stack = [o.id for o in state.stack] if state.stack else ()
            try:
                self._apply(state, decl, log)
                if state.trigger_choices:  # choices given ahead for the abilities it put on the stack (603.3d)
                    r603.check_stack_choices(state, skip=on_stack)
            except IllegalActionError:
                state.restore(before, held)
                if isinstance(decl, (AttackDeclaration, BlockDeclaration, DamageAssignment)) and state.stack:
                    # Only the declaration is reversed (733): the players passed and the
                    # stack resolved before it was made (405.5), and that stands.
                    self._resolve_stack()
                raise
            except BaseException:
                state.restore(before, held)
                raise
            self._undo.append((before, len(self.events)))
        else:
            # The first move begins combat, only if it is legal: on copies, so that an
            # illegal one leaves the game as it was, combat not begun (733).
            start = EventLog()
            before = self.state.copy()
            r507.begin(before, start)
            new = before.copy()
            self._apply(new, decl, log)  # raises before anything here has changed
            r603.check_stack_choices(new)
            self.events.extend(start)
            self._undo.append((before, len(self.events)))
            self.state = new
        self.events.extend(log)
        self.declarations.append(decl)
        return list(log)

    def _resolve_stack(self) -> None:
        """All players pass until the stack is empty (405.5), each pass a move of its own
        (:meth:`pop` takes them back one by one). An illegal resolution raises as
        :meth:`push` does."""
        PassPriority = _actions()[3]
        while self.state.stack and not self.state.game_over:
            self.push(PassPriority())

    def pop(self) -> Move:
        """Take back the last declaration or action, restoring the state before it exactly (the
        start of combat itself, see :meth:`begin_combat`, is not undone).

        Raises:
            IndexError: nothing to take back.
        """
        state, n_events = self._undo.pop()
        self.state = state
        del self.events[n_events:]
        return self.declarations.pop()

    def attack(self, attackers: Mapping[str, str] | None = None,
               bands: Sequence[Sequence[str]] | None = None) -> list[Event]:
        """Declare attackers ``{creature: player/planeswalker/battle}`` (508.1), and any
        attacking ``bands`` (lists of attacking creatures, 508.1e, 702.22c)."""
        return self.push(AttackDeclaration.of(attackers, bands))

    def block(self, blockers: Mapping[str, str | Sequence[str]] | None = None) -> list[Event]:
        """Declare blockers ``{blocker: attacker or [attackers]}`` (509.1)."""
        return self.push(BlockDeclaration.of(blockers))

    def assign(self, assignments: Mapping[str, Mapping[str, int]] | None = None) -> list[Event]:
        """Assign combat damage ``{source: {recipient: amount}}`` for the next combat
        damage step and deal it (510.1-510.2); omitted creatures with one choice are inferred."""
        return self.push(DamageAssignment.of(assignments))

    # -- multiplayer and Commander (800, 903, 701.15, 725, 726) --------------------
    def _player(self, name: str, rule: str, begun: str) -> str:
        """Player ``name`` (exactly, else ignoring case), needed by rule ``rule``, for
        set-up method ``begun`` (see :meth:`_before_combat`)."""
        self._before_combat(begun)
        return self._known_player(name, rule)

    def _known_player(self, name: str, rule: str) -> str:
        """Player ``name`` (exactly, else ignoring case), needed by rule ``rule``; else a
        :class:`BoardError` with the close names. At any time (no set-up check)."""
        if name in self.state.players:
            return name
        same = [p for p in self.state.players if p.casefold() == str(name).casefold()]
        if len(same) == 1:
            return same[0]
        raise BoardError(unknown_player(name, self.state.players, rule))

    def _before_combat(self, method: str) -> None:
        """Raise for set-up ``method`` (``"goad"``: ``board.begun_goad``) once combat has begun."""
        if self.state.combat.begun:
            raise BoardError(Text(f"board.begun_{method}"))

    def _permanent(self, name: str, rule: str) -> str:
        """The permanent ``name`` stands for (exactly, else ignoring case), needed by rule
        ``rule``; else a :class:`BoardError` with the close names (or the copies)."""
        if isinstance(name, str) and name in self.state.battlefield:
            return name  # the usual case: an exact id
        try:
            return NameIndex(self.state.battlefield).resolve(name)
        except UnknownNameError as e:
            if e.ambiguous:
                raise BoardError(Text("board.unknown_permanent_ambiguous", target=name, rule=rule,
                                      choices=[Quoted(i) for i in e.ambiguous])) from None
            if e.suggestions:
                raise BoardError(Text("board.unknown_permanent_suggest", target=name, rule=rule,
                                      suggestions=[Quoted(i) for i in e.suggestions])) from None
            raise BoardError(Text("board.unknown_permanent", target=name, rule=rule)) from None

    @implements("903.3")
    def set_commander(self, pid: str, damage: Mapping[str, int] | None = None) -> None:
        """Mark permanent ``pid`` as its owner's commander (903.3), with the combat damage
        it has dealt each player earlier in the game (``{player: damage}``, 903.10a).

        Raises:
            BoardError: combat has begun; no such permanent; one that can't be a
                commander (not a legendary creature or Vehicle, nor saying it "can be
                your commander", 903.3; custom creatures may be); an unknown player; damage that isn't a whole
                number from 0 up.
        """
        self._before_combat("commander")
        pid = self._permanent(pid, "903.3")
        perm = self.state.battlefield[pid]
        from mtgjudge.cr.r903_commander import can_be_commander

        if not can_be_commander(perm.card):
            raise BoardError(Text("board.not_commander", permanent=pid))
        checked = self._commander_damage(pid, damage)
        self.state.commanders[pid] = perm.owner
        for player, n in checked:
            self.state.commander_damage[(pid, player)] = n

    def _commander_damage(self, name: str, damage: Mapping[str, int] | None) -> tuple[tuple[str, int], ...]:
        """``damage`` (``{player: n}``, 903.10a) checked: known players, whole numbers from 0.

        Raises:
            BoardError: an unknown player or a bad number.
        """
        checked = []
        for player, n in (damage or {}).items():
            player = self._known_player(player, "903.10a")  # also during combat (commander ninjutsu)
            if not isinstance(n, int) or isinstance(n, bool) or n < 0 or not number_ok(n):
                raise BoardError(Text("board.whole", permanent=name, what="commander damage", value=repr(n)))
            checked.append((player, n))
        return tuple(checked)

    def goad(self, creature: str, *players: str) -> None:
        """``players`` goaded ``creature`` (701.15a): it attacks each combat if able and
        attacks a player other than each of them if able (701.15b-c).

        Raises:
            BoardError: combat has begun; no such permanent; an unknown player.
        """
        self._before_combat("goad")
        creature = self._permanent(creature, "701.15a")
        players = tuple(self._player(p, "701.15a", "goad") for p in players)
        before = self.state.goaded.get(creature, ())
        self.state.goaded[creature] = tuple(dict.fromkeys((*before, *players)))  # 701.15d

    def designate(self, monarch: str | None = None, initiative: str | None = None) -> None:
        """Make ``monarch`` the monarch (725) and give ``initiative`` the initiative (726).

        Raises:
            BoardError: combat has begun; an unknown player.
        """
        if monarch is not None:
            self.state.monarch = self._player(monarch, "725.1", "designate")
        if initiative is not None:
            self.state.initiative = self._player(initiative, "726.1", "designate")

    def leave(self, player: str) -> list[Event]:
        """``player`` has left the game (800.4a): their permanents leave it with them
        (others they control are exiled), and they are no longer attacked or defending.

        Returns:
            Its events.

        Raises:
            BoardError: combat has begun; an unknown player.
        """
        from mtgjudge.cr.r800_multiplayer import leave_game

        player = self._player(player, "800.4a", "leave")
        if player == self.state.active:  # 800.4j-k: this combat is the active player's
            raise BoardError(Text("board.active_leaves", player=player))
        log = EventLog()
        leave_game(self.state, player, log)
        self.events.extend(log)
        return list(log)
    def cast(self, card: str, player: str, target: str | Sequence[str] | None = None) -> list[Event]:
        """``player`` casts ``card`` (an Oracle name): an instant with ``target`` (601.2),
        or a creature card with flash (702.8a), which enters the battlefield as it
        resolves (608.3a).

        Raises:
            IllegalActionError: not castable now (117.1a, 117.3a), bad targets (601.2c),
                a cost that can't be paid (601.2h).
            BoardError: an instant whose text the engine doesn't model.
        """
        return self.push(_actions()[0](card, player, _targets(target)))

    def activate(self, source: str, player: str | None = None, ability: str = "",
                 target: str | Sequence[str] | None = None, *, sacrifice: str | Sequence[str] = (),
                 tap: str | Sequence[str] = (), x: int | None = None, color: str | None = None) -> list[Event]:
        """Activate ``source``'s activated ability (the one whose text starts with
        ``ability``, e.g. ``"{R}"``) for ``player`` (default: its controller) (602.2);
        ``sacrifice`` and ``tap``: the permanents its cost sacrifices or taps ("Sacrifice
        a creature", "Tap an untapped creature you control"); ``x``: the value of X (107.3);
        ``color``: the colour of "protection from the color of your choice" (608.2d)."""
        if player is None:
            pid = source if source in self.state.battlefield else self._names().resolve(source)
            perm = self.state.battlefield.get(pid)
            player = perm.controller if perm is not None else ""
        return self.push(_actions()[1](source, player, ability, _targets(target), _targets(sacrifice) or (),
                                       _targets(tap) or (), x, color))

    def ninjutsu(self, card: str, player: str, attacker: str, *, commander: bool = False,
                 commander_damage: Mapping[str, int] | None = None) -> list[Event]:
        """Activate ninjutsu of ``card`` in ``player``'s hand, returning ``attacker`` (702.49).
        With ``commander``, ``card`` is ``player``'s commander (from the command zone, with
        commander ninjutsu, 702.49d, or their hand): it enters as that commander (903.3),
        having dealt each player ``commander_damage`` earlier in the game (903.10a).

        Raises:
            BoardError: ``commander`` for a card that can't be a commander (903.3), or
                bad ``commander_damage``; nothing changes.
            IllegalActionError: as :meth:`push`.
        """
        from mtgjudge.cr.r903_commander import can_be_commander

        if commander_damage and not commander:
            raise BoardError(Text("input.commander_damage"))
        if commander and not can_be_commander(self.card(card)):
            raise BoardError(Text("board.not_commander", permanent=self.card(card).name))
        damage = self._commander_damage(card, commander_damage) if commander else ()
        return self.push(_actions()[2](card, player, attacker, commander, damage))

    def pass_priority(self) -> list[Event]:
        """All players pass in succession (117.4): the top of the stack resolves (405.5);
        with an empty stack the step ends (500.2) and the next declaration is the next
        step's turn-based action (nobody has priority before it, 117.3a).

        Raises:
            IllegalActionError: nobody has priority (combat or the game is over, or the
                step has already ended).
        """
        return self.push(_actions()[3]())

    @property
    def stack(self) -> tuple[r405.StackObject, ...]:
        """The objects on the stack, bottom first (405)."""
        return self.state.stack

    # -- continuous effects and attachments (611, 613, 301.5, 303.4) ---------------
    @implements("613.7e", "301.5", "303.4")
    def attach(self, attachment: str, target: str) -> None:
        """Attach Aura or Equipment ``attachment`` to permanent ``target`` (before combat).
        Whether it may stay there is for state-based actions (704.5m-n) as combat begins.

        Raises:
            BoardError: combat has begun; either isn't on the battlefield; ``attachment``
                is neither an Aura nor an Equipment; or it is ``target`` itself.
        """
        self._before_combat("attach")
        attachment = self._permanent(attachment, "303.4")
        target = self._permanent(target, "303.4")
        perm = self.state.battlefield[attachment]
        if not ({"Aura", "Equipment"} & set(perm.card.subtypes)) or attachment == target:
            raise BoardError(Text("board.not_attachable", permanent=attachment))
        perm.attached_to = target
        perm.timestamp = self.state.timestamp()
        self.state.effects_changed()

    def add_effects(self, effects: Sequence[ContinuousEffect], timestamp: int | None = None) -> list[Event]:
        """Add continuous effects of a spell or ability that resolved earlier this turn
        (611.2), with a new timestamp (613.7b) or ``timestamp``. Once combat has begun
        they are a move made now, in the current step (e.g. between the two combat damage
        steps, 702.7c), that :meth:`pop` takes back.

        Returns:
            The events (none before combat).

        Raises:
            BoardError: an effect on a player, or on a permanent not on the battlefield.
        """
        for e in effects:  # each changes permanents on the battlefield (611.2c): checked first
            for pid in getattr(e.affects, "pids", ()):
                if pid in self.state.players:
                    raise BoardError(Text("effect.player_target", player=pid))
                if pid not in self.state.battlefield:
                    raise BoardError(Text("effect.unknown_target", target=pid))
        if self.state.combat.begun:
            from mtgjudge.cr.r506_4_between_steps import AddEffects

            return self.push(AddEffects(tuple(effects), timestamp))
        from mtgjudge.cr import r611_continuous_effects as r611

        r611.add(self.state, tuple(effects), timestamp)
        return []

    # -- changes during combat (506.3, 506.4, 508.4) ------------------------------------
    def _id(self, name: str) -> str:
        st = self.state
        if name in st.battlefield or name in st.players or name in st.graveyard or name in st.exile:
            return name
        return self._names().resolve(name)

    def put_onto_battlefield(self, card: str | Card | TokenSpec | None = None, controller: str | None = None, *,
                             attacking: str | bool | None = None, blocking: str | None = None,
                             token: TokenSpec | Mapping[str, object] | None = None, tapped: bool = False,
                             id: str | None = None, count: int = 1) -> list[Event]:
        """Put a permanent onto the battlefield now, in the current step: attacking
        (508.4), blocking, or neither. A move (:meth:`pop` takes it back); begins combat
        first if needed. See :mod:`mtgjudge.cr.r508_4_put_attacking` for when it is not
        attacking or blocking after all (506.3a-g, 508.4a).

        Args:
            card: an Oracle name or a :class:`Card`; or give ``token``.
            controller: default: the attacking player, or with ``blocking`` the defending
                player that attacker attacks (802.2a).
            attacking: what it attacks (a player, planeswalker or battle), or ``True`` for
                its controller's choice when there is only one (508.4).
            blocking: the attacking creature it blocks.
            token: a token's characteristics, a :class:`TokenSpec` or
                ``{"name": "Cat Soldier", "power": 1, "toughness": 1, "colors": ["W"],
                "subtypes": ["Cat", "Soldier"], "keywords": ["vigilance"]}``.
            tapped: enters tapped. id: its id (default: its name, or ``"Name #2"``...).
            count: how many (tokens).

        Returns:
            Its events.

        Raises:
            UnknownCardError: no card has that name.
            BoardError: neither or both of ``card`` and ``token``; a card that can't be a
                permanent (an instant or sorcery, 110.4a, 304.4, 307.4); both ``attacking`` and
                ``blocking``; an unknown keyword or colour; an id in use; bad token
                characteristics or ``count``.
            UnknownNameError: ``attacking``/``blocking`` names nothing.
            IllegalActionError: several things could be attacked and ``attacking`` is
                ``True`` (508.4); the game is over.
        """
        # Imported here: only a board that puts permanents onto the battlefield needs it.
        from mtgjudge.cr.r508_4_put_attacking import PutOntoBattlefield, TokenSpec

        if (card is None) == (token is None):
            raise BoardError(Text("put.card_or_token"))
        if token is not None:
            spec = token if isinstance(token, TokenSpec) else _token_spec(token)
        else:
            spec = self.card(card) if isinstance(card, str) else card
            self._check_permanent_card(spec)  # an instant or sorcery never enters (110.4a, 304.4, 307.4)
        if isinstance(attacking, str):
            attacking = self._id(attacking)
        if blocking is not None:
            blocking = self._id(blocking)
        if controller is None and blocking is not None:
            # The defending player that attacker attacks (802.2a), or the one defending player.
            controller = self._begun().combat.defenders.get(blocking) or self.state.defending
        elif controller is None:
            controller = self.state.active
        return self.push(PutOntoBattlefield(spec, controller, attacking, blocking, tapped, id, count))

    def remove_from_combat(self, permanent: str) -> list[Event]:
        """An effect removes ``permanent`` from combat now (506.4; an attacker it blocked
        stays blocked, 509.1h). A move: :meth:`pop` takes it back.

        Raises:
            UnknownNameError, BoardError: no such permanent on the battlefield.
        """
        from mtgjudge.cr.r506_4_between_steps import RemoveFromCombat

        return self.push(RemoveFromCombat(self._id(permanent)))

    def leave_battlefield(self, permanent: str, zone: str = "graveyard") -> list[Event]:
        """``permanent`` leaves the battlefield now, to ``"graveyard"`` or ``"exile"``,
        and is removed from combat (506.4). A move: :meth:`pop` takes it back.

        Raises:
            UnknownNameError, BoardError: no such permanent; an unknown zone.
        """
        from mtgjudge.cr.r506_4_between_steps import LeaveBattlefield

        return self.push(LeaveBattlefield(self._id(permanent), zone))

    def resolve_spell(self, card: str | Card, target: str | None = None, controller: str | None = None,
                timestamp: int | None = None) -> None:
        """Add the continuous effects of spell ``card`` (e.g. ``"Giant Growth"``), which
        resolved earlier this turn for ``controller`` (default: the active player)
        targeting ``target``. See :func:`mtgjudge.oracle.effects.spell_effects`.

        Raises:
            UnknownCardError, BoardError: as there.
        """
        from mtgjudge.oracle.effects import spell_effects

        if isinstance(card, str):
            card = self.card(card)
        self.add_effects(spell_effects(self.state, card, target, controller or self.state.active), timestamp)

    # -- costs to attack and block, crew, things that become creatures ---------------
    def set_mana(self, player: str, mana: Mapping[str, int] | str) -> None:
        """Set mana apart for ``player``'s costs to attack or block (508.1i, 509.1e):
        what their mana abilities can make for those costs only, as symbols
        (``"{W}{W}{C}"``) or by colour (``{"W": 2, "C": 1}``). Without it those costs
        are paid from ``state.players[player].mana``, the mana they can spend this combat
        (one pool). See :mod:`mtgjudge.cr.r508_attack_costs`.

        Raises:
            BoardError: an unknown player, or ``mana`` that isn't mana
                (:func:`mtgjudge.cr.r106_mana.read_mana`).
        """
        from mtgjudge.cr.r106_mana import check_mana

        self._check_player(player)
        self.state.costs = self.state.costs.with_mana(player, check_mana(mana))

    def pay_with(self, player: str, mana: Mapping[str, int] | str | None = None, life: int = 0) -> None:
        """Choose how ``player`` pays their next total cost to attack or block: ``mana``
        (symbols or by colour, as :meth:`set_mana`) and ``life`` (2 for each Phyrexian
        symbol paid with life, 107.4f).
        Without it the judge chooses a payment (508.1j, 509.1f)."""
        from mtgjudge.cr.r118_costs import Payment
        from mtgjudge.cr.r106_mana import check_mana

        self._check_player(player)
        if not isinstance(life, int) or isinstance(life, bool) or life < 0:
            raise BoardError(Text("board.whole", permanent=player, what="life", value=repr(life)))
        self.state.costs = self.state.costs.with_plan(player, Payment.of(check_mana(mana or {}), life))

    def _check_player(self, player: str) -> None:
        if player not in self.state.players:
            raise BoardError(unknown_player(player, self.state.players, "508.1g"))

    def _act(self, action) -> list[Event]:
        """Carry out ``action(state, log)`` now (beginning combat first): on a copy, so an
        illegal one changes nothing (733). :meth:`pop` doesn't undo it."""
        self.begin_combat()
        new, log = self.state.copy(), EventLog()
        action(new, log)
        self.state = new
        self.events.extend(log)
        return list(log)

    def crew(self, vehicle: str, creatures: Sequence[str]) -> list[Event]:
        """Crew ``vehicle`` by tapping ``creatures`` (702.122): before attackers are
        declared (its controller attacking) or before blockers (defending).

        Raises:
            IllegalActionError: see :func:`mtgjudge.cr.r702_122_crew.crew`; nothing changes.
        """
        from mtgjudge.cr.r702_122_crew import crew

        r = self._names().resolve
        vehicle, creatures = r(vehicle), [r(c) for c in creatures]
        return self._act(lambda state, log: crew(state, vehicle, creatures, log))

    def animate(self, permanent: str) -> list[Event]:
        """Resolve ``permanent``'s ability that makes it a creature until end of turn
        (Mutavault's, activated earlier; 205.1b).

        Raises:
            IllegalActionError: it has no such ability; nothing changes.
        """
        from mtgjudge.cr.r205_1b_becomes_creature import animate

        pid = self._names().resolve(permanent)
        return self._act(lambda state, log: animate(state, pid, log))

    def end_effects(self, source: str) -> list[Event]:
        """End now the continuous effects of resolved spells and abilities from
        ``source`` (a permanent id or a spell's name), e.g. a land's "becomes a creature";
        what is no longer a creature leaves combat (506.4). A move: :meth:`pop` takes it back."""
        from mtgjudge.cr.r506_4_between_steps import EndEffects

        return self.push(EndEffects(source))
    def choose_for_triggers(self, order: Mapping[str, Sequence[str]] | None = None,
                            choices: Mapping[str, Sequence[str]] | None = None, *,
                            entering: Sequence[str] = ()) -> None:
        """Give the choices players make for triggered abilities (603.3b-d), for the rest
        of the combat (a later call adds to or replaces them; :meth:`pop` keeps them).
        They may be given before the ability triggers (a target is chosen as it is put
        on the stack, 603.3d): they are checked as far as they can be now, and each
        again as its ability is put on the stack (:meth:`push` then raises
        :class:`~mtgjudge.errors.TriggerChoiceError` and changes nothing).

        Args:
            order: player -> the ids of their triggered abilities as the ruling names
                them (``"Exalted (Akrasan Squire)"``), in the order they put them on the
                stack: the last resolves first (603.3b). Without it, the order listed.
            choices: a triggered ability's id -> its target (mentor, 603.3d), the
                permanents chosen as it resolves (annihilator's sacrifices), what each
                myriad copy attacks (702.116a), or what a token it creates attacking
                attacks when there are several choices (Brimaz with two opponents,
                508.4; without it, the first listed). Names are read as in
                declarations (exact id, else ignoring case).
            entering: ids of permanents that will enter later, which choices may name
                (a scenario's ``enters`` and creature spells).

        Raises:
            BoardError: an unknown player in ``order``.
            TriggerChoiceError: an id that can't name a triggered ability (not of the form
                ``"Source (when...)"`` / ``"Keyword (Source)"``, or a misspelling of one
                that can trigger now), a name that is no player or permanent, or a
                choice for an ability on the stack that its rules don't allow; each
                names the rule, with the close ids or names. Nothing changes.
        """
        for player in order or {}:
            if player not in self.state.players:
                raise BoardError(unknown_player(player, self.state.players, "603.3b"))
        state = self.state
        names = NameIndex([*self._names(state).ids, *entering])
        resolved = {label: r603.check_choice_input(state, label, picks, names, self._triggered_ids())
                    for label, picks in (choices or {}).items()}
        for player, ids in (order or {}).items():
            for label in ids:
                r603.check_choice_input(state, label, (), names, self._triggered_ids(), key=f"order:{player}")
        given = dict(self.state.trigger_choices)
        given.update({f"order:{p}": tuple(ids) for p, ids in (order or {}).items()})
        given.update(resolved)
        trial = state.copy()
        trial.trigger_choices = tuple(given.items())
        r603.check_stack_choices(trial)  # those for abilities already on the stack
        self.state.trigger_choices = tuple(given.items())
        for snapshot, _ in self._undo:
            snapshot.trigger_choices = self.state.trigger_choices

    def _triggered_ids(self) -> list[str]:
        """Ids of the triggered abilities put on the stack so far (603.3)."""
        return [h.ability for h in self.state.happenings if type(h) is AbilityTriggered]

    def copy(self) -> Game:
        """An independent game with the same state, events and move stack."""
        g = Game.__new__(Game)
        g.state = self.state.copy()
        g.events = list(self.events)
        g.declarations = list(self.declarations)
        g._undo = [(s.copy(), n) for s, n in self._undo]
        g._db = self._db
        g._auto_ids = set(self._auto_ids)
        g._numbered = set(self._numbered)
        return g

    # -- for drivers of the game: a board set up from data, a combat run step by step ----
    # (what mtgjudge.scenario uses instead of changing ``state`` itself; setting up the
    # board first, then the combat's steps)
    def set_poison(self, player: str, poison: int) -> None:
        """Give ``player`` ``poison`` poison counters (122.1f; ten or more and they lose
        as combat begins, 704.5c). Teammates in Two-Headed Giant share poison counters
        (810.10): give each of them the same count.

        Raises:
            BoardError: combat has begun; an unknown player; ``poison`` isn't a whole
                number from 0 up (or is past the numbers mtgjudge takes).
        """
        self._before_combat("poison")
        if player not in self.state.players:
            raise BoardError(unknown_player(player, self.state.players, "122.1f"))
        if not isinstance(poison, int) or isinstance(poison, bool) or poison < 0:
            raise BoardError(Text("board.whole", permanent=player, what="poison", value=repr(poison)))
        if not number_ok(poison):
            raise BoardError(Text("board.too_large", permanent=player, what="poison", limit=MAX_NUMBER))
        self.state.players[player].poison = poison

    def set_timestamp(self, permanent: str, timestamp: int) -> None:
        """Give ``permanent`` the timestamp ``timestamp`` (613.7: when it entered the
        battlefield, or for an Aura or Equipment when it was attached, 613.7e), in
        place of the one :meth:`add` or :meth:`attach` gave it; effects with an earlier
        timestamp apply first within a layer (613.7a-b).

        Raises:
            BoardError: combat has begun; no such permanent; ``timestamp`` isn't a
                whole number from 0 up.
        """
        self._before_combat("timestamp")
        pid = self._permanent(permanent, "613.7")
        if not isinstance(timestamp, int) or isinstance(timestamp, bool) or timestamp < 0 or not number_ok(timestamp):
            raise BoardError(Text("board.whole", permanent=pid, what="timestamp", value=repr(timestamp)))
        self.state.battlefield[pid].timestamp = timestamp
        self.state.effects_changed()

    def set_spendable_mana(self, player: str, mana: Mapping[str, int] | str | None) -> None:
        """State the mana ``player`` can spend this combat (on spells, abilities and,
        unless :meth:`set_mana` sets some apart, costs to attack or block; 601.2g-h,
        508.1i): mana symbols in the order written (``"{R}{G}"``, a number is that much
        colourless) or amounts by colour (``{"R": 1, "G": 1}``, W U B R G and C), as
        :func:`mtgjudge.cr.r106_mana.read_mana` reads them; ``None``: not stated, so
        costs aren't checked (the default).

        Raises:
            BoardError: an unknown player, or ``mana`` that isn't mana.
        """
        from mtgjudge.cr.r106_mana import check_mana

        if player not in self.state.players:
            raise BoardError(unknown_player(player, self.state.players, "601.2g"))
        if mana is not None:
            found = check_mana(mana)
            if isinstance(mana, str):
                from mtgjudge.cr.r106_mana import parse_mana

                mana = parse_mana(mana)  # in the order written
            else:
                mana = "".join(c * n for c, n in found.items())
        self.state.players[player].mana = mana

    def add_replacement_effect(self, effect: ReplacementEffect) -> None:
        """Add a prevention or replacement effect of a spell or ability that resolved
        earlier this turn, or now in the beginning of combat step (614.1, 615.1), e.g.
        ``PreventionShield("Healing Salve", controller="Bruno", to="Bruno", remaining=3)``
        (:mod:`mtgjudge.cr.r615_prevention_effects`); it applies to damage dealt from now
        on, after the effects added before it (the order they were created, 616.1).
        :meth:`pop` doesn't take it back."""
        self.state.replacement_effects.append(effect)

    def choose_effect_order(self, order: Sequence[str] = (),
                            shields: Mapping[str, Sequence[str]] | Sequence[tuple[str, Sequence[str]]] = ()) -> None:
        """Give the choices players make among prevention and replacement effects, for the
        rest of the game (replacing those given before).

        Args:
            order: effect names (a :class:`ReplacementEffect`'s ``name``, or a static
                ability's, e.g. ``"Furnace of Rath"``) in the order the affected player
                applies them when several apply to one event (616.1); effects it leaves
                out come after, in the order they were created.
            shields: a prevention shield's name -> the sources (permanent ids) whose
                damage it prevents first when several would deal damage at once (615.7),
                as a mapping or as ``(shield, sources)`` pairs.

        Names that match no effect (yet) are kept, and matter once such an effect applies.
        """
        self.state.choice_order = tuple(order)
        pairs = shields.items() if isinstance(shields, Mapping) else shields
        self.state.choice_shields = tuple((shield, tuple(sources)) for shield, sources in pairs)

    def settled(self) -> GameState:
        """The state the next declaration is made in: combat begun (507), and every
        object on the stack resolved first as all players pass (405.5). This is
        :attr:`state` itself when neither changes anything, else a copy: read it, don't
        change it (the game doesn't change). Names in declarations are read in it
        (:meth:`resolve`), and :meth:`legal_declarations` lists what is legal in it."""
        return self._settled()

    def hold_priority(self, hold: bool = True) -> None:
        """Whether players get priority after regular combat damage (510.3) and in the
        end of combat step (511.2, 117.3a): with ``hold``, the game waits in
        ``Step.COMBAT_DAMAGE`` and then ``Step.END_OF_COMBAT`` (before creatures are
        removed from combat, 511.3) so that spells can be cast and abilities activated
        there, until all players pass with an empty stack (:meth:`pass_priority`,
        500.2). Without it (the default) combat ends right after its damage, as when
        nobody acts. Give it before the combat damage step."""
        self.state.combat.hold = bool(hold)

    def damage_step(self) -> str:
        """Which combat damage step the next :meth:`assign` is for (510.4): ``"first"``
        (the first-strike combat damage step: some attacking or blocking creature has
        first strike or double strike), ``"second"`` (the combat damage step after it)
        or ``"only"`` (no creature in combat has either: one combat damage step). Read
        in :attr:`state` as it is: what objects still on the stack would change (they
        resolve before the assignment, 405.5) isn't counted.

        Raises:
            IllegalActionError: the game isn't waiting for a damage assignment (blockers
                aren't declared, or combat is over), 510.1.
        """
        return r510.step_kind(self.state)

    def damage_assigners(self) -> list[str]:
        """Ids of the attacking and blocking creatures that assign combat damage in the
        coming combat damage step (:meth:`damage_step`), attackers first (510.1): in the
        first-strike step those with first strike or double strike, in the step after it
        those without first strike and those with double strike (510.4, 702.4b, 702.7b).
        Read in :attr:`state` as it is, as :meth:`damage_step`.

        Raises:
            IllegalActionError: the game isn't waiting for a damage assignment (510.1).
        """
        return r510.assigners(self.state)

    def damage_options(self, creature: str) -> r510.Options:
        """What ``creature`` (an attacking or blocking creature's id) may do with its combat
        damage in the coming step, in :meth:`settled`: its ``power`` (510.1a), the
        ``recipients`` that may get some of it, ``forced`` (its only assignment,
        ``{recipient: amount}``, else ``None``) and the ``rule`` that decides (510.1b-d,
        702.19b-e; :class:`mtgjudge.cr.r510_combat_damage.Options`).

        Raises:
            KeyError: ``creature`` isn't on the battlefield.
        """
        return r510.options(self._settled(), creature)

    def legal_divisions(self, creature: str,
                        given: Mapping[str, Mapping[str, int]] | None = None) -> Iterator[dict[str, int]]:
        """Every legal way for ``creature`` to divide its combat damage in the coming step,
        in :meth:`settled` (510.1c-d, 702.19b-e): ``{recipient: amount}`` without zeros,
        most to the first recipient first. Lazy: a trampler blocked by many creatures has
        very many. The whole assignment is checked (510.1e) with ``given``, the other
        creatures' divisions ``{creature: {recipient: amount}}``, and every other
        creature's only one; those with several that ``given`` leaves out don't count
        toward lethal damage.

        Raises:
            IllegalActionError: the game isn't waiting for a damage assignment (510.1).
        """
        return r510.legal_divisions(self._settled(), creature, given)

    def check_permanent_card(self, card: str | Card) -> None:
        """Raise if ``card`` (an Oracle name or a :class:`Card`) can't be a permanent, as
        :meth:`add` and :meth:`put_onto_battlefield` do: an instant or sorcery (304.4,
        307.4), a card that stays in the command zone (a plane, scheme...), or one with no
        permanent type (110.4a).

        Raises:
            BoardError: it can't be a permanent. UnknownCardError: no card has that name.
        """
        self._check_permanent_card(self.card(card) if isinstance(card, str) else card)
