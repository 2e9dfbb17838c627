"""CR 511: the end of combat step."""

from __future__ import annotations

from mtgjudge.cr import implements
from mtgjudge.cr import r603_triggered_abilities as r603
from mtgjudge.engine.bus import emit
from mtgjudge.engine.happenings import StepBegins
from mtgjudge.events import EventLog
from mtgjudge.engine.state import GameState, Step


@implements("511.1", "511.2")
def end_of_combat(state: GameState, log: EventLog) -> None:
    """The end of combat step (511.1): "at end of combat" abilities trigger (511.2).
    When players get priority in it (``Combat.hold``, 117.3a) it begins and waits for
    them; else they pass each time until the stack is empty and it ends (:func:`finish`)."""
    emit(state, log, StepBegins, (Step.END_OF_COMBAT,))  # "at end of combat" abilities trigger (511.2)
    r603.after(state, log)
    if state.combat.hold:
        state.step = Step.END_OF_COMBAT
        log.add("511.1", "combat.end_step")
        return
    if state.stack:  # (the resolving rules are loaded with the first object to resolve)
        from mtgjudge.cr import r608_resolving as r608

        r608.resolve_all(state, log)
    finish(state, log)


def over(state: GameState) -> bool:
    """True once the combat phase is over: its end of combat step has ended (511.3)."""
    return state.step is Step.END_OF_COMBAT and not state.combat.hold


def finish(state: GameState, log: EventLog) -> None:
    """The end of combat step ends: every permanent is removed from combat (511.3)."""
    state.combat.hold = False
    log.add("511.3", "combat.end")
    state.combat.attacking.clear()
    state.combat.blocking.clear()
    state.combat.blocked.clear()
    state.status_changed()
    state.step = Step.END_OF_COMBAT
