"""CR 117: priority. After each step's turn-based action the active player gets
priority (117.3a); a player who casts or activates keeps it (117.3c); when all players
pass in succession the top of the stack resolves (117.4, 405.5), or with an empty
stack the step ends and the next begins.

The game doesn't ask each player in turn: a move by the other player means the one
holding priority passed it (117.3d). :class:`PassPriority` is all players passing in
succession; pushing the next declaration while the stack isn't empty means every
player passed each time until it was empty (:func:`mtgjudge.cr.r405_stack.resolve_all`).
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgjudge.cr import implements
from mtgjudge.cr import r405_stack as r405
from mtgjudge.cr.r511_end_of_combat import end_of_combat, finish
from mtgjudge.cr.r601_casting import check_timing
from mtgjudge.errors import illegal
from mtgjudge.events import EventLog
from mtgjudge.state import GameState, Step


@dataclass(frozen=True, slots=True)
class PassPriority:
    """All players pass priority in succession (117.4): the top object of the stack
    resolves (405.5)."""

    def __str__(self) -> str:
        return "all players pass"


@implements("117.4", "117.3b")
def pass_priority(state: GameState, log: EventLog) -> None:
    """All players pass: the top of the stack resolves, state-based actions follow;
    with an empty stack in the combat damage or end of combat step (``Combat.hold``),
    that step ends (405.5, 511.3).

    Raises:
        IllegalActionError: the stack is empty in a step a declaration ends (the next
            declaration does, 405.5), or no one has priority (the game or combat is over).
    """
    check_timing(state)
    if state.stack:
        r405.resolve_top(state, log)
    elif state.step is Step.COMBAT_DAMAGE:  # the step ends; the end of combat step begins
        end_of_combat(state, log)
    elif state.step is Step.END_OF_COMBAT:  # the end of combat step ends (511.3)
        finish(state, log)
    else:
        raise illegal("405.5", "priority.empty_stack", step=state.step.value)
