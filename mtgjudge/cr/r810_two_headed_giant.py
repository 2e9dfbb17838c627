"""CR 810: the Two-Headed Giant variant: two teams, each with a shared life total and
shared poison counters (810.4, 810.10), attacking as a team (805.10, 810.7), winning
and losing as a team (810.8).

A game has teams when :attr:`GameState.teams <mtgjudge.engine.state.GameState.teams>` is set.
Each member's :class:`~mtgjudge.engine.state.Player` carries the team's life and poison: a
change to one player is applied to the team's total (810.9) and so to every member.
"""

from __future__ import annotations

from collections.abc import Sequence

from mtgjudge.messages import AllParts
from mtgjudge.cr import implements
from mtgjudge.events import EventLog
from mtgjudge.engine.state import GameState, Player


@implements("810.9", "810.10")
def share(state: GameState, player: Player, log: EventLog, poison: bool = False) -> None:
    """After ``player``'s life total changed (or, with ``poison``, their poison
    counters), give the same totals to the rest of their team: 810.9, the change is
    applied to the team's shared life total; 810.10, poison counters are shared by the
    team. The event cites the rule of what changed."""
    team = state.team_of(player.name)
    if len(team) < 2:
        return
    for name in team:
        mate = state.players[name]
        mate.life, mate.poison = player.life, player.poison
    if poison:
        log.add("810.10", "team.poison", team=AllParts(team), poison=player.poison)
    else:
        log.add("810.9", "team.life", team=AllParts(team), life=player.life)


@implements("704.6a", "704.6b", "810.8c", "810.8d")
def team_losses(state: GameState) -> list[tuple[str, str, dict]]:
    """``(rule, message key, params)`` for each team that loses now: 0 or less life
    (704.6a), fifteen or more poison counters (704.6b; five more for each player beyond
    two, 810.11). The loss is each member's (810.8a)."""
    out = []
    for team in state.teams:
        live = [n for n in team if state.in_game(n)]
        if not live:
            continue
        p = state.players[live[0]]
        if p.life <= 0:
            out.append(("704.6a", "sba.team_life", {"team": AllParts(team), "life": p.life,
                                                     "players": live}))
        if p.poison >= 15 + 5 * (len(team) - 2):
            out.append(("704.6b", "sba.team_poison", {"team": AllParts(team), "poison": p.poison,
                                                       "players": live}))
    return out


@implements("810.8a")
def whole_team(state: GameState, losers: Sequence[str]) -> list[str]:
    """``losers`` with every teammate of each still in the game (810.8a: a team loses
    as one)."""
    out = list(dict.fromkeys(losers))
    for name in list(out):
        out.extend(m for m in state.team_of(name) if m not in out and state.in_game(m))
    return out
