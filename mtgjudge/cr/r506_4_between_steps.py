"""CR 506.4, 509.1h, 510.4: what can change during combat between its steps, as moves
a program (or, later, a resolving spell) makes: a permanent removed from combat, a
permanent leaving the battlefield, new continuous effects (a creature gaining or losing
first strike between the two combat damage steps, 702.4c-d, 702.7c).

The rules that follow from them live where they apply: an attacker stays blocked when
its blockers leave (509.1h) and then assigns no combat damage unless it has trample
(510.1c, 702.19d); a creature attacking a planeswalker that left attacks nothing and, if
unblocked, deals no combat damage (506.4c); who assigns combat damage in the second
combat damage step is decided by current abilities (510.4) — see
:mod:`mtgjudge.cr.r510_combat_damage`.

Each move is a frozen dataclass with ``apply(state, log)``, pushed and taken back with
:meth:`mtgjudge.engine.game.Game.push` / :meth:`~mtgjudge.engine.game.Game.pop` like a declaration.
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgjudge.cr import implements, r704_state_based_actions
from mtgjudge.cr import r611_continuous_effects as r611
from mtgjudge.cr.r506_combat import remove_from_combat
from mtgjudge.engine.bus import left_battlefield
from mtgjudge.cr.r611_continuous_effects import ContinuousEffect
from mtgjudge.errors import BoardError
from mtgjudge.events import EventLog
from mtgjudge.messages import Text
from mtgjudge.engine.state import GameState

#: Zones a permanent can leave the battlefield to here.
ZONES = ("graveyard", "exile")


def _known(state: GameState, pid: str) -> None:
    if pid not in state.battlefield:
        raise BoardError(Text("effect.unknown_target", target=pid))


@implements("506.4", "506.4c", "509.1h")
def remove(state: GameState, pid: str, log: EventLog) -> bool:
    """An effect removes permanent ``pid`` from combat (506.4): it stops attacking or
    blocking; an attacker it blocked stays blocked (509.1h); creatures attacking it (a
    planeswalker or battle) keep attacking, attacking nothing (506.4c). Returns True if
    it was in combat.

    Raises:
        BoardError: ``pid`` isn't on the battlefield.
    """
    _known(state, pid)
    if remove_from_combat(state, pid):
        log.add("506.4", "combat.removed", permanent=pid)
        return True
    log.add("506.4", "combat.not_in_combat", permanent=pid)
    return False


@implements("506.4")
def leave_battlefield(state: GameState, pid: str, zone: str, log: EventLog) -> None:
    """Permanent ``pid`` leaves the battlefield to ``zone`` (``"graveyard"`` or
    ``"exile"``), and so is removed from combat (506.4).

    Raises:
        BoardError: ``pid`` isn't on the battlefield, or an unknown zone.
    """
    _known(state, pid)
    if zone not in ZONES:
        raise BoardError(Text("input.unknown_zone", zone=zone, zones=", ".join(ZONES)))
    state.leave_battlefield(pid)  # kept as it last was: 603.10a, 608.2h look back at it
    (state.graveyard if zone == "graveyard" else state.exile).append(pid)
    in_combat = remove_from_combat(state, pid)
    log.add("506.4" if in_combat else "400.7", f"{'combat' if in_combat else 'battlefield'}.left_{zone}",
            permanent=pid)
    left_battlefield(state, pid, zone)  # no cause: nothing in the game says why


@implements("506.4", "506.4c", "506.4d")
def types_changed(state: GameState, log: EventLog) -> None:
    """Remove from combat what a change of types took out of it (506.4): an attacking
    or blocking creature that stopped being a creature or became a battle, and an
    attacked planeswalker or battle that stopped being one (its attackers keep
    attacking nothing, 506.4c); a blocker that is still a planeswalker being attacked
    only stops blocking (506.4d). Call after continuous effects changed."""
    combat = state.combat
    for pid in [*combat.attacking, *combat.blocking]:
        perm = state.battlefield.get(pid)
        if perm is not None and (not perm.is_creature or perm.is_type("Battle")):
            if perm.is_type("Planeswalker") and pid in combat.attacking.values():
                combat.blocking.pop(pid, None)
            else:
                remove_from_combat(state, pid)
            log.add("506.4", "combat.not_creature", permanent=pid)
    for pid in {t for t in combat.attacking.values() if t is not None and t in state.battlefield}:
        perm = state.battlefield[pid]
        if not (perm.is_type("Planeswalker") or perm.is_type("Battle")):
            remove_from_combat(state, pid)
            log.add("506.4", "combat.not_attackable", permanent=pid)


@dataclass(frozen=True, slots=True)
class RemoveFromCombat:
    """Move: an effect removes ``permanent`` from combat (506.4)."""

    permanent: str

    def apply(self, state: GameState, log: EventLog) -> None:
        remove(state, self.permanent, log)
        r704_state_based_actions.check(state, log)


@dataclass(frozen=True, slots=True)
class LeaveBattlefield:
    """Move: ``permanent`` leaves the battlefield to ``zone`` (destroyed, sacrificed,
    exiled, bounced to a zone we don't follow: say ``"exile"``), 506.4."""

    permanent: str
    zone: str = "graveyard"

    def apply(self, state: GameState, log: EventLog) -> None:
        leave_battlefield(state, self.permanent, self.zone, log)
        types_changed(state, log)  # its static abilities stopped applying
        r704_state_based_actions.check(state, log)


@dataclass(frozen=True, slots=True)
class EndEffects:
    """Move: the continuous effects of resolved spells and abilities from ``source``
    (e.g. a land's "becomes a creature until end of turn") end now; what is no longer a
    creature leaves combat (506.4); then state-based actions (704.3)."""

    source: str

    def apply(self, state: GameState, log: EventLog) -> None:
        state.continuous_effects = tuple(e for e in state.continuous_effects if e.source != self.source)
        state.effects_changed()
        types_changed(state, log)
        r704_state_based_actions.check(state, log)


@dataclass(frozen=True, slots=True)
class AddEffects:
    """Move: a spell or ability resolves now and its continuous effects apply from now
    on (611.2), with a new timestamp (613.7b) unless ``timestamp`` is given; then
    state-based actions (704.3)."""

    effects: tuple[ContinuousEffect, ...]
    timestamp: int | None = None

    @implements("611.2")
    def apply(self, state: GameState, log: EventLog) -> None:
        # explain reads the layers (613): imported when used
        from mtgjudge.explain import EffectText

        for pid in {p for e in self.effects for p in getattr(e.affects, "pids", ())}:
            _known(state, pid)
        for e in r611.add(state, self.effects, self.timestamp):
            log.add("611.2", "effect.added", effect=EffectText(e))
        types_changed(state, log)
        r704_state_based_actions.check(state, log)
