"""CR 507: the beginning of combat step."""

from __future__ import annotations

from mtgjudge.cr import implements, r704_state_based_actions
from mtgjudge.messages import AllParts
from mtgjudge.events import EventLog
from mtgjudge.engine.bus import emit
from mtgjudge.engine.happenings import StepBegins
from mtgjudge.engine.state import GameState, Step


@implements("507.2")
def begin(state: GameState, log: EventLog) -> None:
    """Begin the combat phase (506.1-506.2). The active player then gets priority
    (507.2), so state-based actions are performed first (704.3): a board given with a
    creature at 0 toughness or a player at 0 life is settled before anyone attacks."""
    from mtgjudge.cr import r603_triggered_abilities as r603

    emit(state, log, StepBegins, (Step.BEGINNING_OF_COMBAT,))
    defending = state.defending_players
    if len(defending) == 1 and len(state.attacking_players) == 1:
        rule = {"left": "803.1a", "right": "803.1b"}.get(state.attack_option, "506.2")
        log.add(rule, "combat.begin", active=state.active, defending=defending[0])
    elif state.teams:  # shared team turns (805.10a)
        log.add("805.10a", "combat.begin_teams", attacking=AllParts(state.attacking_players),
                defending=AllParts(defending))
    else:
        log.add("802.2", "combat.begin_multiple", active=state.active, defending=AllParts(defending))
    state.combat.defending = defending
    state.combat.begun = True
    r704_state_based_actions.check(state, log)
    r603.after(state, log)
