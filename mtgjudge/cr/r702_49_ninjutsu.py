"""CR 702.49: ninjutsu. "Ninjutsu [cost]" means "[Cost], Reveal this card from your
hand, Return an unblocked attacking creature you control to its owner's hand: Put this
card onto the battlefield from your hand tapped and attacking" (702.49a); the ninja
attacks what the returned creature attacked and is unblocked (702.49c).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from mtgjudge.cr import implements
from mtgjudge.cr import r405_stack as r405
from mtgjudge.cr import r701_keyword_actions as r701
from mtgjudge.cr.r508_4_put_attacking import PutOntoBattlefieldAttacking
from mtgjudge.cr.r601_casting import check_timing, pay
from mtgjudge.abilities.base import Ability
from mtgjudge.errors import illegal
from mtgjudge.events import EventLog
from mtgjudge.engine.state import GameState, Step

if TYPE_CHECKING:
    from mtgjudge.cards.model import Card


@dataclass(frozen=True, slots=True)
class Ninjutsu(Ability):
    """Ninjutsu [cost] (702.49a): an activated ability that works from its card's owner's
    hand; on the battlefield it does nothing. ``cost``: its mana cost, e.g. ``"{1}{U}"``."""

    cost: str = ""
    name: ClassVar[str] = "ninjutsu"
    rule: ClassVar[str] = "702.49a"

    def reading(self):
        """The keyword and its cost."""
        from mtgjudge.abilities import reading

        return reading.ninjutsu_reading(self)


@dataclass(frozen=True, slots=True)
class CommanderNinjutsu(Ninjutsu):
    """Commander ninjutsu [cost] (702.49d): ninjutsu that also works while the card is
    in the command zone; the ninja enters tapped and attacking just the same (702.49c).
    ``cost``: its mana cost, e.g. ``"{U}{B}"``."""

    name: ClassVar[str] = "commander ninjutsu"
    rule: ClassVar[str] = "702.49d"


@dataclass(frozen=True, slots=True)
class ActivateNinjutsu:
    """A player activates the ninjutsu ability of ``card`` (its Oracle name) in their
    hand, returning ``attacker`` (an unblocked attacking creature they control).
    ``commander``: ``card`` is the player's commander (in the command zone, for commander
    ninjutsu, 702.49d, or in their hand), which it stays on the battlefield (903.3), with
    ``commander_damage`` (``((player, n), ...)``) dealt earlier in the game (903.10a)."""

    card: str
    player: str
    attacker: str
    commander: bool = False
    commander_damage: tuple[tuple[str, int], ...] = ()

    def __str__(self) -> str:
        return f"{self.player} activates ninjutsu of {self.card}, returning {self.attacker}"


def ninjutsu_of(reader: Any, card: Card) -> Ninjutsu | None:
    """The ninjutsu ability of ``card``, if its text has one the engine reads (with
    ``reader``, a ``GameState.reader``)."""
    return next((a for a in reader.compile_card(card).abilities if isinstance(a, Ninjutsu)), None)


@implements("702.49a", "702.49c", "702.49d", "509.1h")
def activate(state: GameState, move: ActivateNinjutsu, card: Card, log: EventLog) -> None:
    """Activate ninjutsu or commander ninjutsu (702.49d: the card may be in the hand
    or the command zone; the engine does not track either zone): only once blockers are declared and ``move.attacker`` is an
    unblocked attacking creature ``move.player`` controls (702.49c, 509.1h); pay its
    mana cost and return that creature to its owner's hand (removed from combat,
    506.4, listed in ``state.hand``); the ability goes on the stack, and on resolution the ninja enters tapped
    and attacking what the returned creature attacked (702.49c).

    Raises:
        IllegalActionError: no ninjutsu on the card, not after blockers, no such
            unblocked attacker of the player's, or a cost that can't be paid.
    """
    check_timing(state)
    ability = ninjutsu_of(state.reader, card)
    if ability is None:
        raise illegal("702.49a", "ninjutsu.none", card=card.name)
    combat = state.combat
    att = state.battlefield.get(move.attacker)
    # Once blockers are declared, until creatures are removed from combat (511.3).
    if (state.step not in (Step.DECLARE_BLOCKERS, Step.FIRST_STRIKE_DAMAGE, Step.COMBAT_DAMAGE,
                           Step.END_OF_COMBAT) or att is None
            or move.attacker not in combat.attacking or move.attacker in combat.blocked
            or att.controller != move.player):
        raise illegal("702.49c", "ninjutsu.not_unblocked", creature=move.attacker, player=move.player)
    # Its stack object is named after the ability: "Commander ninjutsu (Yuriko, ...)".
    name = r405.label(state, f"{ability.name[:1].upper()}{ability.name[1:]} ({card.name})")
    pay(state, move.player, ability.cost, name)
    # The ninja attacks what the returned creature attacks (702.49c): if that was a
    # planeswalker or battle removed from combat (506.4c), it names that one, and the
    # ninja enters but isn't attacking (506.3c, 508.4a): no choice is made.
    attacked = combat.attacking[move.attacker] or combat.attacked_before.get(move.attacker)
    commander = isinstance(ability, CommanderNinjutsu)
    log.add(ability.rule, "ninjutsu.activate_commander" if commander else "ninjutsu.activate", player=move.player, card=card.name, cost=ability.cost,
            creature=move.attacker)
    # The cost: the attacker goes to its owner's hand and leaves combat (506.4).
    r701.return_to_hand(state, move.attacker, log, ability.rule)
    resolution: Any = PutOntoBattlefieldAttacking(card, attacked)
    if move.commander:  # the player's commander stays one on the battlefield (903.3)
        from mtgjudge.cr.r903_commander import EntersAsCommander

        resolution = EntersAsCommander(resolution, move.commander_damage)
    r405.put(state, r405.StackObject(name, "activated", card.name, move.player, ability.text, resolution))
    # 603.2, 117.5: abilities that triggered on it leaving go on the stack above as the
    # player gets priority.
