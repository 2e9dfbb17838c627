"""The reader the engine is given: how the rules read the cards they put onto the
battlefield and the spells they cast, without importing the front end."""

from __future__ import annotations

from typing import Any

from mtgjudge.abilities.base import Ability
from mtgjudge.cards.model import Card
from mtgjudge.oracle import Compiled, compile_card, compile_keywords


class Reader:
    """How the engine reads cards: the Oracle front end as the game state holds it
    (``GameState.reader``, given by :class:`~mtgjudge.engine.game.Game`), so that the
    rules, which put cards onto the battlefield and cast spells, never import it."""

    def compile_card(self, card: Card) -> Compiled:
        """:func:`compile_card`."""
        return compile_card(card)

    def compile_keywords(self, items: list[str]) -> tuple[Ability, ...]:
        """:func:`compile_keywords`."""
        return compile_keywords(items)

    def read_spell(self, card: Card) -> Any:
        """:func:`mtgjudge.oracle.spells.read_spell`: an instant's effects, or None."""
        from mtgjudge.oracle.spells import read_spell

        return read_spell(card)

    def hand_effects(self, target: str, **given: Any) -> tuple[Any, ...]:
        """:func:`mtgjudge.oracle.effects.hand_effects`."""
        from mtgjudge.oracle.effects import hand_effects

        return hand_effects(target, **given)


#: The reader :class:`~mtgjudge.engine.game.Game` gives its states.
READER = Reader()
