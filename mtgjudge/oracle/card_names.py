"""The names by which a card's text means the card itself (201.5c): every reader of Oracle
text asks, and none needs a grammar for it."""

from __future__ import annotations

import re

from mtgjudge.cr import implements

_ARTICLES = {"The", "A", "An"}


@implements("201.5c")
def short_names(name: str, legendary: bool) -> list[str]:
    """The names a card's text uses for itself, longest first: the card's name, each face's
    name, and for a legendary card the short name ("Prowl, Stoic Strategist" -> "Prowl",
    "Haktos the Unscarred" -> "Haktos", "Zurgo Helmsmasher" -> "Zurgo") (201.5c)."""
    names = {name}
    for face in name.split(" // "):
        names.add(face)
        if legendary:
            short = re.split(r",| the | of ", face)[0]
            names.add(short)
            first = short.split(" ")[0]
            if first not in _ARTICLES:
                names.add(first)
    return sorted(names, key=len, reverse=True)
