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


@implements("121.1")
def draw(state: GameState, player: str, count: int, log: EventLog) -> None:
    """``player`` draws ``count`` cards (121.1, 121.2): recorded, not followed further."""
    log.add("121.1", "action.draw", player=player, count=count)


@implements("701.17a")
def mill(state: GameState, player: str, count: int, log: EventLog) -> None:
    """``player`` mills ``count`` cards (701.17a): recorded, not followed further."""
    log.add("701.17a", "action.mill", player=player, count=count)


@implements("701.9a")
def discard(state: GameState, player: str, count: int, log: EventLog) -> None:
    """``player`` discards ``count`` cards (701.9a): recorded, not followed further."""
    log.add("701.9a", "action.discard", player=player, count=count)


@implements("701.22a")
def scry(state: GameState, player: str, count: int, log: EventLog) -> None:
    """``player`` scries ``count`` (701.22a): recorded, not followed further."""
    log.add("701.22a", "action.scry", player=player, count=count)


@implements("701.25a")
def surveil(state: GameState, player: str, count: int, log: EventLog) -> None:
    """``player`` surveils ``count`` (701.25a): recorded, not followed further."""
    log.add("701.25a", "action.surveil", player=player, count=count)


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
