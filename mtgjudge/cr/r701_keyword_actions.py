"""CR 701: keyword actions that spells and abilities use during combat.

Each function carries out one action on the state and logs it with its rule. Actions
whose consequences lie outside combat (drawing, milling) are recorded as events only:
the engine keeps no libraries or hands.
"""

from __future__ import annotations

from mtgjudge.cr import implements
from mtgjudge.cr.r506_combat import remove_from_combat
from mtgjudge.events import EventLog
from mtgjudge.state import GameState

#: Actions recorded as events only: name -> (rule, message key).
RECORDED = {"draw": ("121.1", "action.draw"), "mill": ("701.17a", "action.mill"),
            "discard": ("701.9a", "action.discard"), "scry": ("701.22a", "action.scry"),
            "surveil": ("701.25a", "action.surveil")}


@implements("121.1", "701.17a", "701.9a", "701.22a", "701.25a")
def record(state: GameState, player: str, action: str, count: int, log: EventLog) -> None:
    """``player`` draws, mills, discards ``count`` cards, or scries or surveils ``count``
    (``action``, a key of :data:`RECORDED`): recorded with its rule (121.1, 701.17a,
    701.9a, 701.22a, 701.25a), not followed further (no hands or libraries are kept)."""
    rule, key = RECORDED[action]
    log.add(rule, key, player=player, count=count)


@implements("701.21a", "506.4")
def sacrifice(state: GameState, pid: str, log: EventLog) -> None:
    """Its controller sacrifices permanent ``pid``: it goes to its owner's graveyard
    (701.21a) and leaves combat (506.4). Raises KeyError if it isn't on the battlefield."""
    perm = state.battlefield[pid]
    log.add("701.21a", "action.sacrifice", permanent=pid, player=perm.controller)
    state.last_known[pid] = state.battlefield.pop(pid)
    state.graveyard.append(pid)
    if remove_from_combat(state, pid):
        log.add("506.4", "sba.removed_from_combat", permanent=pid)


@implements("701.8a", "701.8b", "702.12b")
def destroy(state: GameState, pid: str, log: EventLog) -> None:
    """Destroy permanent ``pid``: it goes to its owner's graveyard (701.8a-b) and leaves
    combat (506.4), unless it is indestructible (702.12b). Regeneration isn't modeled."""
    from mtgjudge.cr.r702_keywords import has_flag

    perm = state.battlefield[pid]
    if has_flag(perm, "indestructible"):
        log.add("702.12b", "action.indestructible", permanent=pid)
        return
    log.add("701.8a", "action.destroy", permanent=pid)
    state.last_known[pid] = state.battlefield.pop(pid)
    state.graveyard.append(pid)
    if remove_from_combat(state, pid):
        log.add("506.4", "sba.removed_from_combat", permanent=pid)
