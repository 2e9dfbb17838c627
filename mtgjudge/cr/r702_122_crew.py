"""CR 702.122: crew, and Vehicles (301.7).

"Crew N" means "Tap any number of other untapped creatures you control with total power
N or greater: This permanent becomes an artifact creature until end of turn" (702.122a).
The engine has no stack yet, so crewing is a pre-combat action (:func:`crew`): the cost
is paid (:func:`pay_crew_cost`) and the ability resolves (:func:`resolve_crew`) at once,
before attackers (or blockers) are declared. With a stack, the first is the activation
(602.2) and the second the resolution of the ability put on the stack.
Its effect is a continuous effect in layer 4 (613.1d) with a new timestamp (613.7b),
kept in ``GameState.continuous_effects`` like any effect of a resolved ability (611.2).
A Vehicle has its printed power and toughness only while it is a creature (301.7a-b).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from mtgjudge.cr import implements
from mtgjudge.cr import r611_continuous_effects as ce
from mtgjudge.abilities.base import Ability
from mtgjudge.errors import illegal
from mtgjudge.events import EventLog
from mtgjudge.messages import AllParts
from mtgjudge.engine.state import GameState, Step


@dataclass(frozen=True, slots=True)
class Crew(Ability):
    """Crew N (702.122a): ``value`` is N. An activated ability: :func:`crew` uses it."""

    name = "crew"
    rule = "702.122"

    def reading(self):
        """The keyword and its N."""
        from mtgjudge.abilities import reading

        return reading.crew_reading(self)


def crew(state: GameState, vehicle: str, crew_ids: Sequence[str], log: EventLog) -> None:
    """Crew ``vehicle`` with the creatures ``crew_ids``: :func:`pay_crew_cost`, then
    :func:`resolve_crew` (raises as the first; ``state`` is then unchanged)."""
    resolve_crew(state, vehicle, pay_crew_cost(state, vehicle, crew_ids, log), log)


@implements("702.122a", "702.122b")
def pay_crew_cost(state: GameState, vehicle: str, crew_ids: Sequence[str], log: EventLog) -> Crew:
    """Crew ``vehicle`` by tapping the creatures ``crew_ids`` (702.122a-b): they must be
    other untapped creatures its controller controls with total power at least N. The
    Vehicle becomes an artifact creature until end of turn.

    Allowed before attackers are declared, and by the defending player before blockers.

    Raises:
        IllegalActionError: no such Vehicle, no crew ability, the wrong moment, a crew
            member that isn't another untapped creature of its controller, the same
            creature twice, or too little power; ``state`` is then unchanged.
    """
    perm = state.battlefield.get(vehicle)
    ability = next((a for a in perm.abilities if isinstance(a, Crew)), None) if perm else None
    if perm is None or ability is None:
        raise illegal("702.122a", "crew.no_crew", vehicle=vehicle)
    player = perm.controller
    moment = {Step.BEGINNING_OF_COMBAT: (state.active,), Step.DECLARE_ATTACKERS: tuple(state.defending_players)}
    if player not in moment.get(state.step, ()):
        raise illegal("702.122a", "crew.wrong_step", vehicle=vehicle, player=player, step=state.step.value)
    if len(set(crew_ids)) != len(crew_ids):
        raise illegal("702.122a", "crew.twice", vehicle=vehicle)
    power = 0
    for pid in crew_ids:
        c = state.battlefield.get(pid)
        if c is None or pid == vehicle or not c.is_creature or c.tapped or c.controller != player:
            raise illegal("702.122a", "crew.bad_member", vehicle=vehicle, creature=pid, player=player)
        power += c.power
    if power < ability.value:
        raise illegal("702.122a", "crew.not_enough", vehicle=vehicle, power=power, n=ability.value,
                      creatures=AllParts(crew_ids) or "-")
    for pid in crew_ids:  # the cost (702.122b: each of them crews the Vehicle)
        state.battlefield[pid].tapped = True
    state.status_changed()
    log.add("702.122b", "crew.tap", vehicle=vehicle, creatures=AllParts(crew_ids), power=power,
            n=ability.value)
    return ability


@implements("702.122a", "301.7a", "301.7b", "611.2a", "613.1d")
def resolve_crew(state: GameState, vehicle: str, ability: Crew, log: EventLog) -> None:
    """The crew ability resolves: ``vehicle`` becomes an artifact creature until end of
    turn, a layer-4 effect with a new timestamp; as a creature it has its printed power
    and toughness (301.7b)."""
    perm = state.battlefield[vehicle]
    effect = ce.AddTypes(source=vehicle, text=ability.text, affects=ce.Objects((vehicle,)),
                         duration="until end of turn", types=("Artifact", "Creature"))
    state.continuous_effects += (effect.bound(vehicle, state.timestamp(), None),)
    state.effects_changed()
    log.add("702.122a", "crew.becomes", vehicle=vehicle, power=perm.power, toughness=perm.toughness)
