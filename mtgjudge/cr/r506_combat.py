"""CR 506: the combat phase: who attacks, what can be attacked, removal from combat."""

from __future__ import annotations

from mtgjudge.cr import implements
from mtgjudge.state import GameState


@implements("506.2", "506.3", "508.1b", "310.8b")
def attackable(state: GameState) -> list[str]:
    """What the active player's creatures may attack (506.2, 506.3, 508.1b, 310.8b).

    Returns:
        The defending player's name, then ids of planeswalkers the defending player
        controls and of battles the defending player protects.
    """
    defending = state.defending
    out = [defending]
    for p in state.battlefield.values():
        if p.is_type("Planeswalker") and p.controller == defending:
            out.append(p.id)
        elif p.is_type("Battle") and p.protector == defending:
            out.append(p.id)
    return out


@implements("506.4", "506.4c", "509.1h")
def remove_from_combat(state: GameState, pid: str) -> bool:
    """Remove permanent ``pid`` from combat (506.4). Returns True if it was in combat.

    An attacker stays blocked (509.1h); creatures attacking a removed planeswalker or
    battle keep attacking but attack nothing (506.4c).
    """
    combat = state.combat
    was = False
    if pid in combat.attacking:
        del combat.attacking[pid]
        combat.blocked.discard(pid)  # it stops being blocked too (506.4)
        was = True
        for blocker, atts in list(combat.blocking.items()):
            if pid in atts:
                combat.blocking[blocker] = tuple(a for a in atts if a != pid)
    if pid in combat.blocking:
        del combat.blocking[pid]
        was = True
    for attacker, target in combat.attacking.items():
        if target == pid:
            combat.attacking[attacker] = None
            was = True
    return was
