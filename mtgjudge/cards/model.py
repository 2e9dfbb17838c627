"""The card as the engine reads it: Oracle characteristics (CR 200-series).

A :class:`Card` is immutable and shared by every permanent that represents it, so
copying a game state never copies card data.
"""

from __future__ import annotations

from dataclasses import dataclass, field

#: The five colours in WUBRG order (CR 105.1), by their one-letter symbols.
COLORS: tuple[str, ...] = ("W", "U", "B", "R", "G")


@dataclass(frozen=True, slots=True)
class Card:
    """Oracle characteristics of one card (front face for multi-faced cards).

    Attributes:
        name: Oracle name, e.g. ``"Serra Angel"``; split/double-faced cards use the
            full ``"A // B"`` name.
        mana_cost: e.g. ``"{3}{W}{W}"``; ``None`` when the card has none.
        colors: colour symbols from :data:`COLORS`, in WUBRG order (CR 105.2, 202.2).
        supertypes, types, subtypes: the type line split as in CR 205.
        power, toughness, loyalty, defense: printed values as strings (``"*"``,
            ``"1+*"`` are possible) or ``None``.
        keywords: keyword names the data source lists, e.g. ``("Flying", "Vigilance")``.
        text: Oracle rules text, lines separated by ``"\\n"`` (may be ``""``).
        layout: the data source's layout name (``"normal"``, ``"transform"``, ...).
    """

    name: str
    mana_cost: str | None = None
    colors: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    defense: str | None = None
    keywords: tuple[str, ...] = ()
    text: str = ""
    layout: str = "normal"
    type_line: str = field(default="", compare=False)

    def is_type(self, card_type: str) -> bool:
        """True if ``card_type`` (e.g. ``"Creature"``) is among the card types."""
        return card_type in self.types
