"""CR 903: the Commander variant: combat damage dealt by each commander to each player
over the game (903.10a), and the loss at 21 (704.6c).

A scenario marks a permanent as a player's commander (903.3); the game keeps
:attr:`GameState.commanders <mtgjudge.engine.state.GameState.commanders>` (permanent id ->
player) and :attr:`GameState.commander_damage
<mtgjudge.engine.state.GameState.commander_damage>` (``(commander, player)`` -> damage, with
what earlier turns dealt).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Final

from mtgjudge.abilities.base import Ability
from mtgjudge.cr import implements
from mtgjudge.cr.r120_damage import Damage
from mtgjudge.events import EventLog
from mtgjudge.engine.state import GameState

if TYPE_CHECKING:
    from mtgjudge.cards.model import Card
    from mtgjudge.cr.r405_stack import StackObject

#: Combat damage from one commander that loses the game (903.10a).
LETHAL_COMMANDER_DAMAGE: Final = 21


def can_be_commander(card: Card) -> bool:
    """Whether ``card`` can be a commander (903.3): a legendary creature, Vehicle or
    Spacecraft, or a card that says it can be your commander (custom creatures may)."""
    legendary = "Legendary" in card.supertypes and ("Creature" in card.types or "Vehicle" in card.subtypes
                                                    or "Spacecraft" in card.subtypes)
    return legendary or "can be your commander" in card.text or card.layout == "custom"


@dataclass(frozen=True, slots=True)
class CanBeYourCommander(Ability):
    """"~ can be your commander." (903.3): what lets a scenario name the card a commander
    (:func:`can_be_commander`); nothing more in a combat."""

    name: ClassVar[str] = "can be your commander"
    rule: ClassVar[str] = "903.3"

    def reading(self):
        """What it lets a scenario do: name the card a commander."""
        from mtgjudge.abilities import reading

        return reading.commander_reading(self)


@dataclass(frozen=True, slots=True)
class EntersAsCommander:
    """Resolution: ``put`` (e.g. ninjutsu's :class:`~mtgjudge.cr.r508_4_put_attacking.
    PutOntoBattlefieldAttacking`), whose card is its owner's commander: being a commander
    is an attribute of the card, kept as it changes zones (903.3), so the new permanent
    (a new object, 400.7) is that commander, and its combat damage is added to what the
    commander dealt each player earlier in the game (``damage``, 903.10a)."""

    put: Any
    damage: tuple[tuple[str, int], ...] = ()

    @implements("903.3")
    def resolve(self, state: GameState, obj: StackObject, log: EventLog) -> None:
        before = set(state.battlefield)
        self.put.resolve(state, obj, log)
        for pid, perm in state.battlefield.items():
            if pid in before:
                continue
            state.commanders[pid] = perm.owner
            for player, n in self.damage:
                state.commander_damage[(pid, player)] = n
            log.add("903.3", "commander.enters", permanent=pid, player=perm.owner)


@implements("903.10a")
def record(state: GameState, dealt: Sequence[Damage], log: EventLog) -> None:
    """Add the combat damage each commander dealt a player in ``dealt`` (the damage
    actually dealt, after prevention) to that player's total from it (903.10a). Damage
    is dealt to each player, also on a team with a shared life total (810.9)."""
    if not state.commanders:
        return
    for d in dealt:
        if d.combat and d.amount > 0 and d.source in state.commanders and d.recipient in state.players:
            key = (d.source, d.recipient)
            state.commander_damage[key] = state.commander_damage.get(key, 0) + d.amount
            log.add("903.10a", "commander.damage", commander=d.source, player=d.recipient,
                    amount=d.amount, total=state.commander_damage[key])


@implements("704.6c")
def commander_losses(state: GameState) -> list[tuple[str, str, dict]]:
    """``(rule, message key, params)`` for each player still in the game who has been
    dealt 21 or more combat damage by the same commander (704.6c)."""
    out = []
    for (commander, player), n in state.commander_damage.items():
        if n >= LETHAL_COMMANDER_DAMAGE and state.in_game(player):
            out.append(("704.6c", "sba.commander", {"player": player, "commander": commander,
                                                     "damage": n}))
    return out
