"""CR 310: battles. A defeated Siege's own trigger (310.11b)."""

from __future__ import annotations

from mtgjudge.cr import implements
from mtgjudge.cr.r506_combat import remove_from_combat
from mtgjudge.engine.bus import left_battlefield
from mtgjudge.events import EventLog
from mtgjudge.engine.state import GameState


@implements("310.11b", "510.3a")
def resolve_siege_triggers(state: GameState, log: EventLog) -> None:
    """Resolve the triggers of Sieges whose last defense counter was removed.

    They go on the stack when the active player gets priority after combat damage
    (510.3a) and resolve before the next step begins: the Siege is exiled, which removes
    it from combat (506.4). Casting it transformed is its controller's option and isn't
    modeled.
    """
    for pid in [p.id for p in state.battlefield.values() if p.pending_trigger]:
        [perm] = state.leave_battlefield(pid)
        state.exile.append(pid)
        remove_from_combat(state, pid)
        cause = log.add("310.11b", "siege.exiled", permanent=perm.id, controller=perm.controller)
        left_battlefield(state, pid, "exile", cause)
