"""CR 800-802: multiplayer games: players leaving the game (800.4), limited range of
influence (801, refused), attacking several players (802: see
:mod:`mtgjudge.cr.r506_combat`, :mod:`~mtgjudge.cr.r508_declare_attackers` and
:mod:`~mtgjudge.cr.r509_declare_blockers`, which read
:attr:`GameState.defending_players <mtgjudge.engine.state.GameState.defending_players>` and
:attr:`Combat.defenders <mtgjudge.engine.state.Combat.defenders>`).
"""

from __future__ import annotations

from mtgjudge.cr import implements
from mtgjudge.cr.r506_combat import remove_from_combat
from mtgjudge.errors import BoardError
from mtgjudge.events import EventLog
from mtgjudge.messages import Text
from mtgjudge.engine.state import GameState


def is_multiplayer(state: GameState) -> bool:
    """True for a game that began with more than two players (800.1)."""
    return len(state.players) > 2


@implements("801.1", "801.3")
def refuse_range_of_influence(value: object) -> None:
    """The limited range of influence option (801) is not modeled: refuse it.

    Raises:
        BoardError: always, naming rule 801, when ``value`` is given (not None).
    """
    if value is not None:
        raise BoardError(Text("board.range_of_influence", value=str(value)))


@implements("800.4a", "104.5", "725.4", "726.4")
def leave_game(state: GameState, player: str, log: EventLog) -> None:
    """``player`` leaves the game (104.5, 800.4a): every permanent they own leaves the
    game with them, and any other they control is exiled; each is removed from combat
    (506.4). Creatures attacking them keep attacking, but no combat damage is assigned
    to them (800.4e, in :mod:`mtgjudge.cr.r510_combat_damage`). If they were the monarch
    or had the initiative, the active player (or, if that is them, the next player in
    turn order) becomes the monarch or takes the initiative (725.4, 726.4)."""
    p = state.players[player]
    if p.left_game:
        return
    p.left_game = True
    log.add("800.4a", "player.leaves", player=player)
    for perm in [q for q in state.battlefield.values() if q.owner == player or q.controller == player]:
        state.battlefield.pop(perm.id)
        if perm.owner == player:
            log.add("800.4a", "player.object_leaves", permanent=perm.id, player=player)
        else:
            state.exile.append(perm.id)
            log.add("800.4a", "player.object_exiled", permanent=perm.id, player=player)
        if remove_from_combat(state, perm.id):
            log.add("506.4", "sba.removed_from_combat", permanent=perm.id)
    state.combat.defending = tuple(d for d in state.combat.defending if d != player)
    heir = next_in_game(state, player)
    if state.monarch == player:
        state.monarch = heir
        if heir is not None:
            log.add("725.4", "monarch.inherits", player=heir, left=player)
    if state.initiative == player:
        state.initiative = heir
        if heir is not None:
            log.add("726.4", "initiative.inherits", player=heir, left=player)


def next_in_game(state: GameState, leaving: str) -> str | None:
    """The active player, or if that is ``leaving``, the next player in turn order
    still in the game (725.4, 726.4); None if nobody is left."""
    names = list(state.players)
    i = names.index(state.active)
    for name in names[i:] + names[:i]:
        if name != leaving and state.in_game(name):
            return name
    return None
