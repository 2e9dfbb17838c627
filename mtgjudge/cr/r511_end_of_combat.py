"""CR 511: the end of combat step."""

from __future__ import annotations

from mtgjudge.cr import implements
from mtgjudge.events import EventLog
from mtgjudge.state import GameState, Step


@implements("511.1", "511.2")
def end_of_combat(state: GameState, log: EventLog) -> None:
    """The end of combat step: abilities that trigger "at end of combat" trigger as it
    begins and resolve (511.2); then every permanent is removed from combat (511.3)."""
    from mtgjudge.cr import r603_triggered_abilities as r603

    r603.after(state, log, [r603.END_OF_COMBAT])
    log.add("511.3", "combat.end")
    state.combat.attacking.clear()
    state.combat.blocking.clear()
    state.combat.blocked.clear()
    state.step = Step.END_OF_COMBAT
