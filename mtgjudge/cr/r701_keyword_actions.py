"""CR 701: keyword actions, the one-shot building blocks of resolving spells and
abilities: destroy (701.8), exile (701.13), regenerate (701.19), tap and untap
(701.26), removing a creature from combat (506.4), and an attacking creature becoming
blocked (509.1h, 702.22i).

Each takes the state, a permanent id and the log, changes the state and logs one event
with its rule. Shared by every resolution (spells, activated and triggered abilities).

Actions whose consequences lie outside combat (drawing, milling) are recorded as events
only: the engine keeps no libraries or hands.
"""

from __future__ import annotations

from mtgjudge.cr import implements
from mtgjudge.cr.r506_combat import remove_from_combat
from mtgjudge.abilities.base import INDESTRUCTIBLE
from mtgjudge.engine.bus import has_flag, left_battlefield
from mtgjudge.events import Event, EventLog
from mtgjudge.engine.state import GameState


def _leave(state: GameState, pid: str, zone: str, log: EventLog, cause: Event) -> None:
    """Move ``pid`` off the battlefield into ``zone`` (``"graveyard"``, ``"exile"``,
    ``"hand"``) because of ``cause`` (the event logged), removed from combat (506.4)."""
    state.leave_battlefield(pid)  # kept as it last was: 603.10a, 608.2h look back at it
    getattr(state, zone).append(pid)
    left_battlefield(state, pid, zone, cause)
    state.regeneration = tuple(p for p in state.regeneration if p != pid)
    if remove_from_combat(state, pid):
        log.add("506.4", "sba.removed_from_combat", permanent=pid)


#: Actions recorded as events only: name -> (rule, message key).
RECORDED = {"draw": ("121.1", "action.draw"), "mill": ("701.17a", "action.mill"),
            "discard": ("701.9a", "action.discard"), "scry": ("701.22a", "action.scry"),
            "surveil": ("701.25a", "action.surveil"), "energy": ("107.14", "action.energy"),
            "look": ("401.2", "action.look_top")}


@implements("121.1", "701.17a", "701.9a", "701.22a", "701.25a", "107.14", "401.2")
def record(state: GameState, player: str, action: str, count: int, log: EventLog) -> None:
    """``player`` draws, mills, discards ``count`` cards, scries or surveils ``count``,
    gets ``count`` energy counters, or looks at the top ``count`` cards of their library
    and puts them back in any order (``action``, a key of :data:`RECORDED`): recorded
    with its rule (121.1, 701.17a, 701.9a, 701.22a, 701.25a, 107.14, 401.2), not followed
    further (no hands, libraries or energy are kept)."""
    rule, key = RECORDED[action]
    log.add(rule, key, player=player, count=count)


@implements("701.21a", "506.4")
def sacrifice(state: GameState, pid: str, log: EventLog) -> None:
    """Its controller sacrifices permanent ``pid``: it goes to its owner's graveyard
    (701.21a) and leaves combat (506.4). Raises KeyError if it isn't on the battlefield."""
    perm = state.battlefield[pid]
    cause = log.add("701.21a", "action.sacrifice", permanent=pid, player=perm.controller)
    _leave(state, pid, "graveyard", log, cause)


@implements("701.8a", "701.8c", "702.12b")
def destroy(state: GameState, pid: str, log: EventLog, *, rule: str = "701.8a",
            key: str = "action.destroy", **params: object) -> bool:
    """Destroy permanent ``pid`` (701.8a): it goes to its owner's graveyard, unless it
    has indestructible (702.12b) or a regeneration shield replaces the destruction
    (701.8c, 701.19a). ``rule``/``key``/``params``: the event saying why (a state-based
    action logs its own).

    Returns:
        True if it left the battlefield.
    """
    perm = state.battlefield[pid]
    if has_flag(perm, INDESTRUCTIBLE):
        log.add("702.12b", "action.indestructible", permanent=pid)
        return False
    if pid in state.regeneration:
        regenerate(state, pid, log)
        return False
    cause = log.add(rule, key, permanent=pid, **params)
    _leave(state, pid, "graveyard", log, cause)
    return True


@implements("701.19a", "506.4")
def regenerate(state: GameState, pid: str, log: EventLog) -> None:
    """Use one regeneration shield of ``pid`` instead of destroying it (701.19a): remove
    all damage marked on it, its controller taps it, and it is removed from combat."""
    shields = list(state.regeneration)
    shields.remove(pid)
    state.regeneration = tuple(shields)
    perm = state.battlefield[pid]
    perm.damage = 0
    perm.deathtouched = False
    perm.tapped = True
    state.status_changed()
    log.add("701.19a", "action.regenerated", permanent=pid)
    remove(state, pid, log)


@implements("701.19a")
def add_regeneration_shield(state: GameState, pid: str, log: EventLog) -> None:
    """Give ``pid`` a regeneration shield for this turn (701.19a)."""
    state.regeneration = (*state.regeneration, pid)
    log.add("701.19a", "action.regeneration_shield", permanent=pid)


@implements("506.4")
def return_to_hand(state: GameState, pid: str, log: EventLog, rule: str) -> None:
    """Return permanent ``pid`` to its owner's hand (``rule``: what says so, e.g.
    ninjutsu's cost, 702.49a): it leaves the battlefield and is removed from combat
    (506.4); the ruling's final state lists it in ``state.hand``."""
    perm = state.battlefield[pid]
    cause = log.add(rule, "action.return_to_hand", permanent=pid, owner=perm.owner)
    _leave(state, pid, "hand", log, cause)


@implements("701.13a")
def exile(state: GameState, pid: str, log: EventLog) -> None:
    """Exile permanent ``pid`` (701.13a): it leaves the battlefield, removed from combat."""
    cause = log.add("701.13a", "action.exile", permanent=pid)
    _leave(state, pid, "exile", log, cause)


@implements("701.26a")
def tap(state: GameState, pid: str, log: EventLog) -> None:
    """Tap ``pid`` (701.26a; an already tapped permanent stays as it is)."""
    perm = state.battlefield[pid]
    if not perm.tapped:
        perm.tapped = True
        state.status_changed()
        log.add("701.26a", "action.tap", permanent=pid)


@implements("701.26b")
def untap(state: GameState, pid: str, log: EventLog) -> None:
    """Untap ``pid`` (701.26b; an untapped permanent stays as it is)."""
    perm = state.battlefield[pid]
    if perm.tapped:
        perm.tapped = False
        state.status_changed()
        log.add("701.26b", "action.untap", permanent=pid)


@implements("509.1h", "702.22i")
def become_blocked(state: GameState, pid: str, log: EventLog) -> None:
    """An effect says attacking creature ``pid`` becomes blocked (509.1h): it is blocked,
    by no creature, and so is every other member of its band (702.22i). Nothing happens
    to a creature no longer attacking or already blocked."""
    from mtgjudge.cr.r702_22_banding import band_of

    combat = state.combat
    if pid not in combat.attacking or pid in combat.blocked:
        return
    combat.blocked.add(pid)
    log.add("509.1h", "action.becomes_blocked", creature=pid)
    for other in band_of(state, pid):
        if other != pid and other not in combat.blocked:
            combat.blocked.add(other)
            log.add("702.22i", "band.becomes_blocked", creature=other, member=pid)


@implements("506.4")
def remove(state: GameState, pid: str, log: EventLog) -> None:
    """An effect removes ``pid`` from combat (506.4): it stops attacking, blocking, being
    blocked or attacked."""
    if remove_from_combat(state, pid):
        state.combat.blocked.discard(pid)
        log.add("506.4", "action.removed_from_combat", permanent=pid)


def _bounce(state: GameState, pid: str, log: EventLog) -> None:
    """"Return ... to its owner's hand": a spell's or ability's instruction (608.2c)."""
    return_to_hand(state, pid, log, "608.2c")


#: The keyword actions a spell's or ability's effect can name, each a function
#: ``(state, pid, log)`` (r608 parts and r610 one-shot effects alike).
KEYWORD_ACTIONS = {"destroy": destroy, "exile": exile, "tap": tap, "untap": untap, "sacrifice": sacrifice,
                   "remove from combat": remove, "regenerate": add_regeneration_shield,
                   "become blocked": become_blocked, "return to hand": _bounce}
