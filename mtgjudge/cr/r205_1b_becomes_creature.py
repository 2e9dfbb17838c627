"""Permanents that become creatures: lands animated by their own activated ability
("{1}: This land becomes a 2/2 creature with all creature types until end of turn.
It's still a land.", 205.1b). When such an effect ends during combat, what is no longer
a creature leaves combat (506.4: :class:`~mtgjudge.cr.r506_4_between_steps.EndEffects`).

The engine has no stack yet: :func:`animate` resolves such an ability activated
earlier (its cost paid then), before attackers are declared; its effects are
continuous effects of a resolved ability (611.2a) with a new timestamp (613.7b), in
layers 4-7b (613.1d-f, 613.4b). Crewing a Vehicle is :mod:`mtgjudge.cr.r702_122_crew`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from mtgjudge.cr import implements
from mtgjudge.cr import r611_continuous_effects as ce
from mtgjudge.abilities.base import Ability
from mtgjudge.errors import illegal
from mtgjudge.events import EventLog
from mtgjudge.engine.state import GameState


@dataclass(frozen=True, slots=True)
class BecomesCreature(Ability):
    """An activated ability "<cost>: ~ becomes a P/T ... creature ... until end of
    turn. It's still a land." ``cost``: its activation cost as written; ``effects``:
    what it does, unbound (each affects the permanent itself)."""

    cost: str = ""
    effects: tuple[ce.ContinuousEffect, ...] = ()
    name = "becomes a creature"
    rule = "205.1b"

    def reading(self):
        """Its cost, then each effect until end of turn with its layer."""
        from mtgjudge.abilities import reading

        return reading.becomes_creature_reading(self)


@implements("205.1b", "611.2a", "613.7b")
def animate(state: GameState, pid: str, log: EventLog) -> None:
    """Resolve ``pid``'s ability that makes it a creature until end of turn (activated
    earlier, its cost paid then).

    Raises:
        IllegalActionError: no such permanent, or it has no such ability.
    """
    perm = state.battlefield.get(pid)
    ability = next((a for a in perm.abilities if isinstance(a, BecomesCreature)), None) if perm else None
    if ability is None:
        raise illegal("205.1b", "animate.no_ability", permanent=pid)
    ts = state.timestamp()
    state.continuous_effects += tuple(
        replace(e, affects=ce.Objects((pid,)), duration="until end of turn").bound(pid, ts, None)
        for e in ability.effects)
    state.effects_changed()
    log.add("205.1b", "animate.becomes", permanent=pid, text=ability.text)
