"""CR 506: the combat phase: who attacks, what can be attacked, removal from combat."""

from __future__ import annotations

from mtgjudge.cr import implements
from mtgjudge.engine.state import GameState


@implements("506.2", "506.3", "508.1b", "310.8b", "802.3", "803.1a", "803.1b")
def attackable(state: GameState) -> list[str]:
    """What the attacking player's creatures may attack (506.2, 506.3, 508.1b, 310.8b,
    802.3).

    Returns:
        Each defending player's name, in turn order, then ids of planeswalkers the
        defending players control and of battles they protect, in battlefield order.
    """
    defending = state.defending_players
    out = list(defending)
    for p in state.battlefield.values():
        types = (p.chars or p.characteristics).types  # (is_type, read once)
        if "Planeswalker" in types and p.controller in defending:
            out.append(p.id)
        elif "Battle" in types and p.protector in defending:
            out.append(p.id)
    return out


@implements("802.2a")
def defender_of(state: GameState, target: str) -> str | None:
    """The defending player attacked through ``target``: the player itself, the
    controller of a planeswalker, the protector of a battle (802.2a); None if none."""
    if target in state.players:
        return target
    perm = state.battlefield.get(target)
    if perm is None:
        return None
    if perm.is_type("Battle") and perm.protector is not None:
        return perm.protector
    return perm.controller


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
        gone = combat.defenders.pop(pid, None)  # it attacks no one any more
        if gone is not None:  # still its defending player (508.5, 802.2a, 805.10e)
            combat.was_defending[pid] = gone
        combat.blocked.discard(pid)  # it stops being blocked too (506.4)
        was = True
        for blocker, atts in list(combat.blocking.items()):
            if pid in atts:
                combat.blocking[blocker] = tuple(a for a in atts if a != pid)
    if pid in combat.blocking:
        del combat.blocking[pid]
        was = True
    combat.attacked_before.pop(pid, None)
    if was:
        state.status_changed()
    if pid not in combat.attacking.values():  # (what most creatures are: attacked by none)
        return was
    for attacker, target in combat.attacking.items():
        if target == pid:
            combat.attacking[attacker] = None
            combat.attacked_before[attacker] = pid  # what "the same" permanent is (702.49c)
            was = True
    return was
