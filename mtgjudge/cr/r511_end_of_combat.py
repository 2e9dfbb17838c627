"""CR 511: the end of combat step."""

from __future__ import annotations

from mtgjudge.events import EventLog
from mtgjudge.state import GameState, Step


def end_of_combat(state: GameState, log: EventLog) -> None:
    """The end of combat step: every permanent is removed from combat (511.3)."""
    log.add("511.3", "combat.end")
    state.combat.attacking.clear()
    state.combat.blocking.clear()
    state.combat.blocked.clear()
    state.step = Step.END_OF_COMBAT
