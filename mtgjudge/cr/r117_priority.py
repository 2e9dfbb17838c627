"""CR 117: priority. After each step's turn-based action the active player gets
priority (117.3a); a player who casts or activates keeps it (117.3c); when all players
pass in succession the top of the stack resolves (117.4, 405.5), or with an empty
stack the step ends and the next begins (500.2): nobody has priority again until the
next step's turn-based action (the next declaration) has been made.

The game doesn't ask each player in turn: a move by the other player means the one
holding priority passed it (117.3d). :class:`PassPriority` is all players passing in
succession; pushing the next declaration while the stack isn't empty means every
player passed each time until it was empty (:func:`mtgjudge.cr.r608_resolving.resolve_all`).
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgjudge.cr import implements
from mtgjudge.cr import r608_resolving as r608
from mtgjudge.cr.r511_end_of_combat import end_of_combat, finish
from mtgjudge.cr.r601_casting import check_timing
from mtgjudge.events import EventLog
from mtgjudge.engine.state import GameState, Step


@dataclass(frozen=True, slots=True)
class PassPriority:
    """All players pass priority in succession (117.4): the top object of the stack
    resolves (405.5); with an empty stack, the step ends (500.2)."""

    def __str__(self) -> str:
        return "all players pass"


@implements("117.4", "117.3b", "500.2")
def pass_priority(state: GameState, log: EventLog) -> None:
    """All players pass in succession (117.4). With objects on the stack, the top one
    resolves and state-based actions follow (405.5). With an empty stack the step ends
    (500.2): in the combat damage step (``Combat.hold``) the end of combat step begins;
    in the end of combat step creatures are removed from combat (511.3); in any other
    step ``Combat.step_ended`` is set and the next step's turn-based action is the next
    declaration (attackers, blockers, a damage assignment), before which nobody has
    priority again.

    Raises:
        IllegalActionError: no one has priority (the game or combat is over, or the
            step already ended, 117.3a).
    """
    check_timing(state)
    if state.stack:
        r608.resolve_top(state, log)
        return
    log.add("500.2", "priority.step_ends", step=state.step.value)
    if state.step is Step.COMBAT_DAMAGE:  # the step ends; the end of combat step begins
        end_of_combat(state, log)
    elif state.step is Step.END_OF_COMBAT:  # the end of combat step ends (511.3)
        finish(state, log)
    else:
        state.combat.step_ended = True
