"""What every reader of Oracle text asks: the ability of one keyword as written, the
abilities our combat grammar reads in a line, and the names by which a card means
itself. Our grammar (:mod:`mtgjudge.oracle.grammar`, and Lark) is loaded on first use.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import TYPE_CHECKING

from mtgjudge.oracle.card_names import short_names

if TYPE_CHECKING:
    from types import ModuleType

    from mtgjudge.abilities.base import Ability


def _grammar() -> ModuleType:
    # Imported on first use (it loads the keyword tables' triggered keywords, and Lark on
    # the first line parsed).
    from mtgjudge.oracle import grammar as oracle_grammar

    return oracle_grammar


def static_abilities(line: str, self_names: Sequence[str] = ()) -> list[Ability] | None:
    """The abilities of one line of rules text as our grammar reads it (keywords, or a
    static ability about the card itself), or None if it isn't a wording we model."""
    return _grammar().read_line(line, self_names)


def keyword_ability(item: str) -> Ability | None:
    """The ability for one keyword as written (``"Flying"``, ``"Toxic 2"``,
    ``"Forestwalk"``), or ``None`` if the engine doesn't model it."""
    return _grammar().read_keyword(item)


@lru_cache(maxsize=4096)
def self_names(name: str, legendary: bool) -> tuple[str, ...]:
    """The names by which a card's text means the card itself: its name, and a
    legendary card's short name (201.5c). Needs no grammar loaded."""
    return tuple(short_names(name, legendary))
