"""CR 725 and 726: the monarch and the initiative, taken by combat damage.

The monarch (725) and the initiative (726) are designations a player can have
(:attr:`GameState.monarch <mtgjudge.engine.state.GameState.monarch>`,
:attr:`GameState.initiative <mtgjudge.engine.state.GameState.initiative>`). Combat damage to
that player triggers an inherent ability (725.2, 726.2) that gives the designation to
the controller of the creatures that dealt it; here those abilities trigger as the
damage is dealt and resolve after state-based actions, before the next step (510.3).
Venturing into Undercity as the initiative is taken (726.2) is not modeled: the ruling
says so.
"""

from __future__ import annotations

from collections.abc import Sequence

from mtgjudge.cr import implements
from mtgjudge.cr.r120_damage import Damage
from mtgjudge.events import EventLog
from mtgjudge.engine.state import GameState


@implements("725.2", "726.2")
def triggered(state: GameState, dealt: Sequence[Damage]) -> list[tuple[str, str, str, int]]:
    """The designation triggers the combat damage in ``dealt`` causes, in the order
    dealt: ``(rule, designation holder, new holder, creatures)``; one for each creature
    dealing combat damage to the monarch (725.2, ``creatures`` 1), one for each player
    whose creatures deal combat damage to the player with the initiative (726.2,
    ``creatures``: how many of theirs dealt it)."""
    if state.monarch is None and state.initiative is None:
        return []  # (most games have neither designation)
    out: list[tuple[str, str, str]] = []
    taking: list[str] = []
    dealing: dict[str, set[str]] = {}  # 726.2: the creatures of each player that dealt it
    for d in dealt:
        if not (d.combat and d.amount > 0 and d.recipient in state.players):
            continue
        src = state.battlefield.get(d.source)
        if src is None or not src.is_creature:
            continue
        if d.recipient == state.monarch:
            out.append(("725.2", d.recipient, src.controller))
        if d.recipient == state.initiative:
            dealing.setdefault(src.controller, set()).add(src.id)
            if src.controller not in taking:
                taking.append(src.controller)
                out.append(("726.2", d.recipient, src.controller))
    return [(rule, holder, taker, len(dealing[taker]) if rule == "726.2" else 1)
            for rule, holder, taker in out]


@implements("725.3", "726.3", "800.4d")
def resolve(state: GameState, triggers: Sequence[tuple[str, str, str, int]], log: EventLog) -> None:
    """Resolve the triggers :func:`triggered` found: each gives its designation to its
    new holder if that player is still in the game (725.3, 726.3). A trigger whose
    controller (the player who had the designation) left the game never goes on the
    stack (800.4d)."""
    for rule, holder, taker, count in triggers:
        if not (state.in_game(holder) and state.in_game(taker)):
            continue
        if rule == "725.2":
            state.monarch = taker
            log.add("725.2", "monarch.becomes", player=taker, previous=holder)
        else:
            state.initiative = taker
            log.add("726.2", "initiative.taken", player=taker, previous=holder, count=count)
