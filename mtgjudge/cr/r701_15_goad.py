"""CR 701.15: goad. A goaded creature attacks each combat if able, and attacks a
player other than the one who goaded it if able (701.15b): two requirements for each
player who goaded it (701.15c-d), obeyed as far as possible with the others (508.1d).

Goaded is a designation, not an ability (701.15b): it lives in
:attr:`GameState.goaded <mtgjudge.engine.state.GameState.goaded>` (creature id -> the players
who goaded it), given by a scenario's ``goaded:`` key or :meth:`Game.goad`.
"""

from __future__ import annotations

from collections.abc import Collection

from mtgjudge.cr import implements
from mtgjudge.abilities.requirements import ATTACK, ATTACK_OTHER, Requirement
from mtgjudge.messages import Text
from mtgjudge.engine.state import GameState


@implements("701.15b", "701.15c", "701.15d")
def goad_requirements(state: GameState, creatures: Collection[str]) -> list[Requirement]:
    """The requirements goad puts on ``creatures`` (the attacking player's): for each
    player who goaded one, once each (701.15d), "attacks each combat if able" and
    "attacks a player other than that player if able" (701.15b-c)."""
    out = []
    for pid, goaders in state.goaded.items():
        if pid not in creatures:
            continue
        for player in dict.fromkeys(goaders):
            out.append(Requirement(pid, ATTACK, player, Text("goad.attacks", player=player)))
            out.append(Requirement(pid, ATTACK_OTHER, player, Text("goad.other", player=player),
                                   other_than=player))
    return out
