"""CR 601: casting spells during combat, and paying mana costs (601.2g-h).

Mana is not simulated: a scenario says what mana each player can spend this combat
(``Player.mana``, e.g. ``"RGC"``); a cost is paid from it, and a cost that can't be
paid makes the action illegal (601.2h, 733). When a player's mana isn't stated, costs
are shown but not checked.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from mtgjudge.cr import implements
from mtgjudge.cr import r405_stack as r405
from mtgjudge.cr import r511_end_of_combat as r511
from mtgjudge.cr.r106_mana import MANA_LETTERS
from mtgjudge.cr.r115_targets import check_targets
from mtgjudge.engine.bus import emit
from mtgjudge.engine.happenings import SpellCast
from mtgjudge.errors import illegal
from mtgjudge.events import EventLog
from mtgjudge.engine.state import GameState

if TYPE_CHECKING:
    from mtgjudge.cards.model import Card
    from mtgjudge.messages import Text

_SYMBOL = re.compile(r"\{([^{}]*)\}")


def cost_parts(cost: str, x: int | None = None) -> tuple[int, str] | None:
    """A mana cost ``"{1}{R}"`` as ``(generic amount, coloured letters)``; None if it has
    a symbol this engine doesn't pay (hybrid: see :func:`hybrid_options`; Phyrexian,
    snow; X unless ``x`` gives its value, 107.3)."""
    generic, colored = 0, []
    if _SYMBOL.sub("", cost).strip():
        return None
    for sym in _SYMBOL.findall(cost):
        if sym.isdigit():
            generic += int(sym)
        elif sym in MANA_LETTERS:
            colored.append(sym)
        elif sym == "X" and x is not None:
            generic += x
        else:
            return None
    return generic, "".join(colored)


_HYBRID = re.compile(r"\{([WUBRG2])/([WUBRGP])\}")
#: A Phyrexian symbol paid with life instead of mana (in :func:`hybrid_options`).
_LIFE = "{P}"


@implements("107.4e", "107.4f")
def hybrid_options(cost: str) -> list[str]:
    """The plain mana costs a cost with hybrid symbols can be paid as (107.4e: ``{G/W}``
    is ``{G}`` or ``{W}``, ``{2/W}`` is ``{2}`` or ``{W}``; 107.4f: ``{R/P}`` is ``{R}`` or
    2 life, written ``{P}``), the coloured halves first; ``[cost]`` if it has none."""
    found = _HYBRID.search(cost)
    if found is None:
        return [cost]
    a, b = found.groups()
    head, tail = cost[:found.start()], cost[found.end():]
    firsts = [b, a] if a == "2" else [a, b]
    return [o for f in firsts for o in hybrid_options(f"{head}{{{f}}}{tail}")]


@implements("601.2g", "601.2h", "106.1b")
def pay(state: GameState, player: str, cost: str, what: str, x: int | None = None,
        log: EventLog | None = None) -> None:
    """Pay mana ``cost`` for ``what`` from ``player``'s stated mana (601.2h): coloured
    symbols from that colour, generic from colourless first, then the most plentiful
    colour; a hybrid symbol with the first of its halves that lets the whole cost be paid
    (107.4e); a Phyrexian one with its colour, else 2 life (107.4f, 119.4: no more than
    the player has; logged in ``log``); ``{X}`` as ``x`` generic mana (107.3). Nothing is
    checked when the player's mana isn't stated.

    Raises:
        IllegalActionError: the cost can't be paid (601.2h, 733), or has symbols not modeled.
    """
    pool = state.players[player].mana
    if pool is None or not cost:
        return
    options = hybrid_options(cost)
    if any(cost_parts(o.replace(_LIFE, ""), x) is None for o in options):
        raise illegal("601.2h", "cost.not_modeled", cost=cost, object=what)
    for option in options:
        life = 2 * option.count(_LIFE)
        if life and state.players[player].life < life:
            continue
        left = _left_after(pool, *cost_parts(option.replace(_LIFE, ""), x))  # type: ignore[misc]
        if left is not None:
            state.players[player].mana = left
            if life:
                from mtgjudge.cr.r610_one_shot_effects import change_life

                change_life(state, player, -life, "107.4f", log if log is not None else EventLog())
            return
    key = "cost.cant_pay" if pool else "cost.cant_pay_no_mana"
    raise illegal("601.2h", key, player=player, cost=cost, object=what, mana=show_mana(pool))


def _left_after(pool: str, generic: int, colored: str) -> str | None:
    """What is left of ``pool`` after paying, or None if it can't pay."""
    left = list(pool)
    for c in colored:
        if c not in left:
            return None
        left.remove(c)
    for _ in range(generic):
        if not left:
            return None
        pick = "C" if "C" in left else max(set(left), key=lambda c: (left.count(c), c))
        left.remove(pick)
    return "".join(left)


def show_mana(pool: str) -> str:
    """Letters ``"RRC"`` as symbols ``"{R}{R}{C}"`` (``""`` if empty)."""
    return "".join(f"{{{c}}}" for c in pool)


@implements("117.1a", "307.1", "500.2", "117.3a")
def check_timing(state: GameState, card: Card | None = None) -> None:
    """Raise unless a player may act now: combat is on, the game isn't over and the
    step hasn't ended (all players passed with an empty stack: the next step's
    turn-based action comes before anyone gets priority, 117.3a); for a spell ``card``,
    it must be an instant or have flash (117.1a, 702.8a)."""
    if state.game_over:
        raise illegal("104.1", "game.over")
    if r511.over(state):
        raise illegal("500.2", "priority.combat_over")
    if state.combat.step_ended:
        raise illegal("117.3a", "priority.step_ended", step=state.step.value)
    if card is not None and "Instant" not in card.types and "Flash" not in card.keywords:
        raise illegal("117.1a", "cast.timing", spell=card.name)


@dataclass(frozen=True, slots=True)
class CastSpell:
    """A player casts an instant (or a spell with flash) from their hand (601.2).

    Attributes:
        card: its Oracle name.
        player: who casts it.
        targets: its targets' ids (players or permanents), one per "target".
    """

    card: str
    player: str
    targets: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if isinstance(self.targets, str):  # one target given as a name, not a tuple
            object.__setattr__(self, "targets", (self.targets,))

    def __str__(self) -> str:
        on = f" targeting {', '.join(self.targets)}" if self.targets else ""
        return f"{self.player} casts {self.card}{on}"


def not_modeled(card: Card, given: str, read_spell: Callable[[Card], Any]) -> Text | None:
    """Why the engine can't cast ``card`` asked for by the name ``given``, or None: an
    Adventure named by its own name (715.3), or an instant (or a card with flash) whose
    text isn't one the engine models (``read_spell(card)`` is None; a creature card is
    cast as a creature spell, 608.3). A card that can't be cast during combat at all is
    left to the ruling."""
    from mtgjudge.messages import Text

    front, _, adventure = card.name.partition(" // ")
    if card.layout == "adventure" and adventure and given.casefold() == adventure.casefold():
        return Text("cast.adventure_not_modeled", spell=adventure, creature=front)
    if "Instant" not in card.types and "Flash" not in card.keywords:
        return None  # it can't be cast now anyway: that is a ruling (117.1a), not a gap
    if "Instant" not in card.types and "Creature" not in card.types:  # an enchantment or artifact with flash
        return Text("cast.permanent_not_modeled", spell=card.name)
    if "Creature" not in card.types and read_spell(card) is None:
        return Text("cast.not_modeled", spell=card.name)
    return None


@implements("601.2", "601.2a", "601.2c", "608.2n")
def cast(state: GameState, move: CastSpell, card: Card, log: EventLog) -> None:
    """Cast ``card`` for ``move.player``: announce it, choose targets (601.2c), pay its
    mana cost (601.2h); it goes on the stack (601.2a). An instant's text is read by
    :mod:`mtgjudge.oracle.spells`; a creature card with flash (702.8a) is a creature
    spell that resolves into a permanent (:class:`~mtgjudge.cr.r608_resolving.PermanentSpell`,
    608.3a), its abilities read as on the battlefield.

    Raises:
        IllegalActionError: not now (117.1a: neither an instant nor flash), illegal
            targets (601.2c; a creature spell has none), a cost that can't be paid (601.2h).
        BoardError: the card's text isn't one the engine models.
    """
    from mtgjudge.errors import BoardError

    from mtgjudge.cr import r608_resolving as r608

    problem = not_modeled(card, move.card, state.reader.read_spell)
    if problem is not None:
        raise BoardError(problem)
    check_timing(state, card)
    if move.player not in state.players:
        raise illegal("601.2", "cast.not_player", player=move.player)
    creature = "Creature" in card.types
    effects = r608.PermanentSpell(card) if creature else state.reader.read_spell(card)
    name = r405.label(state, card.name)
    check_targets(state, effects.target_specs, move.targets, card, move.player, name)
    cost = card.mana_cost or ""
    pay(state, move.player, cost, name, log=log)
    key = "stack.cast_targets" if move.targets else "stack.cast"
    emit(state, log, SpellCast, (move.player, name, creature), "601.2", key, player=move.player, spell=name,
         cost=cost or "{0}", targets=list(move.targets), **({"creature": True} if creature else {}))
    r405.put(state, r405.StackObject(name, "spell", card.name, move.player,
                                     " ".join(card.text.split()), effects, move.targets))
    # 603.2, 117.5: "whenever you cast" abilities (prowess) go on the stack above it
    # as its caster gets priority.
