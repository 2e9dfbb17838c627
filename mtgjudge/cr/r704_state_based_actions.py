"""CR 704: state-based actions, checked after each combat damage step.

All applicable actions are performed at once, then the check repeats until none apply
(704.3). Implemented: 704.5a, c, f, g, h, i, m, n, q, v.
"""

from __future__ import annotations

import re

from mtgjudge.messages import AllParts
from mtgjudge.cr import implements
from mtgjudge.cr import r800_multiplayer as r800
from mtgjudge.cr import r810_two_headed_giant as r810
from mtgjudge.cr import r613_layers
from mtgjudge.cr import r903_commander as r903
from mtgjudge.cr.r506_combat import remove_from_combat
from mtgjudge.cr.r701_keyword_actions import regenerate
from mtgjudge.abilities.base import INDESTRUCTIBLE
from mtgjudge.engine.bus import has_flag, left_battlefield
from mtgjudge.engine.happenings import Unattached
from mtgjudge.events import EventLog
from mtgjudge.engine.state import GameState


@implements("704.3")
def check(state: GameState, log: EventLog) -> None:
    """Perform state-based actions on ``state`` until none apply (704.3), logging each."""
    while True:
        losers: list[tuple[str, str, dict]] = []
        for p in state.players.values():
            if p.lost or p.left_game or (state.teams and len(state.team_of(p.name)) > 1):
                continue  # out of the game (state.in_game), or a team's life and poison: 704.6a-b
            if p.life <= 0:
                losers.append(("704.5a", "sba.life", {"player": p.name, "life": p.life}))
            if p.poison >= 10:
                losers.append(("704.5c", "sba.poison", {"player": p.name, "poison": p.poison}))
        if state.teams:
            losers += r810.team_losses(state)
        if state.commander_damage:
            losers += r903.commander_losses(state)
        leaving: list[tuple[str, str, str, dict]] = []  # (id, rule, key, params)
        counters: list[tuple[str, int]] = []
        unattach: list[tuple[str, str]] = []
        regenerating: list[str] = []
        for perm in state.battlefield.values():
            pid = perm.id
            c = perm.counters
            if c:
                plus, minus = c.get("+1/+1", 0), c.get("-1/-1", 0)
                if plus and minus:
                    counters.append((pid, min(plus, minus)))
            deathtouched = perm.deathtouched
            if deathtouched:
                perm.deathtouched = False  # "since the last time SBAs were checked" (704.5h)
            ch = perm.chars or perm.characteristics  # read once: this loop runs after every damage step
            types = ch.types
            if "Creature" in types:
                t = ch.pt(c)[1]
                if t <= 0:
                    leaving.append((pid, "704.5f", "sba.toughness", {"toughness": t}))
                    continue
                destroy = None
                if perm.damage >= t:
                    destroy = ("704.5g", "sba.lethal", {"damage": perm.damage, "toughness": t})
                elif deathtouched:
                    destroy = ("704.5h", "sba.deathtouch", {})
                if destroy is not None:
                    if has_flag(perm, INDESTRUCTIBLE):
                        if not perm.survived_noted:  # say it once, not at every later check
                            perm.survived_noted = True
                            log.add("702.12b", "sba.indestructible", permanent=pid)
                    elif pid in state.regeneration:  # the shield replaces destruction (701.19a)
                        regenerating.append(pid)
                        continue
                    else:
                        leaving.append((pid, *destroy))
                        continue
            if "Planeswalker" in types and perm.loyalty <= 0:
                leaving.append((pid, "704.5i", "sba.loyalty", {}))
            elif "Battle" in types and perm.defense <= 0 and not perm.pending_trigger:
                leaving.append((pid, "704.5v", "sba.defense", {}))
            if perm.attached_to is None:
                if "Aura" in ch.subtypes and _unattached_aura(perm):
                    leaving.append((pid, "704.5m", "sba.aura_unattached", {}))
            elif not _legally_attached(state, perm):
                if "Aura" in ch.subtypes:
                    leaving.append((pid, "704.5m", "sba.aura", {"target": perm.attached_to}))
                else:
                    unattach.append((pid, perm.attached_to))
        if not (losers or leaving or counters or unattach or regenerating):
            return
        lost: list[str] = []
        for rule, key, params in losers:
            who = params.pop("players", None) or [params["player"]]
            lost += who
            log.add(rule, key, **params)
        lost = r810.whole_team(state, lost) if state.teams else list(dict.fromkeys(lost))
        for name in lost:
            state.players[name].lost = True  # loses once, whatever the reasons
        causes = [log.add(rule, key, permanent=pid, **params) for pid, rule, key, params in leaving]
        # All at once, each kept as it last was (704.3, 603.10a, 608.2h)
        state.leave_battlefield(*[pid for pid, *_ in leaving])
        for (pid, *_), cause in zip(leaving, causes):
            state.graveyard.append(pid)
            left_battlefield(state, pid, "graveyard", cause)
            if remove_from_combat(state, pid):
                log.add("506.4", "sba.removed_from_combat", permanent=pid)
        for pid in regenerating:
            regenerate(state, pid, log)
        for pid, target in unattach:
            same = r613_layers.unattaching_changes_nothing(state, pid)
            state.battlefield[pid].attached_to = None
            if not same:
                state.effects_changed()
            log.add("704.5n", "sba.unattached", permanent=pid, target=target)
            state.happenings.append(Unattached(pid, target))
        for pid, n in counters:
            if pid not in state.battlefield:
                continue  # it left in this same check
            state.battlefield[pid].counters["+1/+1"] -= n
            state.battlefield[pid].counters["-1/-1"] -= n
            state.status_changed()
            log.add("704.5q", "sba.counters", permanent=pid, amount=n)
        if losers:
            if r800.is_multiplayer(state) and not state.game_over:
                for name in lost:  # the game goes on without them (104.5, 800.4)
                    r800.leave_game(state, name, log)
            _announce_result(state, log)


@implements("704.5m", "704.5n", "301.5c", "303.4c", "303.4d")
def _legally_attached(state: GameState, perm) -> bool:
    """True if Aura or Equipment ``perm`` is attached to something it may be attached
    to: a permanent still on the battlefield, that its enchant ability allows (303.4a),
    a creature for an Equipment (301.5c), without protection from it (702.16c-d)."""
    target = state.battlefield.get(perm.attached_to)
    if target is None or target is perm:
        return False
    if "Equipment" in perm.subtypes and not target.is_creature:
        return False
    if any(a.illegal_attachment(state, perm, target) for a in perm.abilities):
        return False
    return not any(a.forbids_attachment(state, target, perm) for a in target.abilities)


#: An Aura that enchants a player (a Curse): the board can't attach it to one, so an
#: unattached one is taken to be attached to a player and left alone.
_ENCHANT_PLAYER = re.compile(r"^Enchant (?:player|opponent)", re.MULTILINE)


@implements("704.5m")
def _unattached_aura(perm) -> bool:
    """True if ``perm`` is an Aura attached to nothing (704.5m: it goes to its owner's
    graveyard), leaving out one that enchants a player, which boards can't attach."""
    if "Aura" not in perm.subtypes:
        return False
    return not _ENCHANT_PLAYER.search(perm.card.text or "")


def _announce_result(state: GameState, log: EventLog) -> None:
    remaining = [n for n in state.players if state.in_game(n)]
    if len(remaining) == 1:
        log.add("104.2a", "game.won", player=remaining[0])
    elif not remaining:
        log.add("104.4a", "game.draw")
    elif len({state.team_of(n) for n in remaining}) == 1:
        log.add("104.2c", "game.team_won", players=AllParts(remaining))
