"""Limits on what a board or a scenario may contain, so that every input, however odd,
ends quickly in a ruling or a clear error.

The rules put no ceiling on life totals, power or counters; these limits are far above
any real game and low enough that nothing the engine computes from them (sums of damage,
life gained) gets costly.
"""

from __future__ import annotations

from typing import Final

#: Largest magnitude of any number given: life, poison, power, toughness, damage,
#: counters, damage amounts, keyword parameters ("toxic N"). Numbers computed during
#: play (life after lifelink, damage marked) are sums of these and stay small for Python.
MAX_NUMBER: Final = 1_000_000_000
#: Longest name or text given: card names, custom creature names, ids, player names,
#: keywords. The longest Oracle card name has 141 characters.
MAX_NAME_LENGTH: Final = 200
#: Longest rules text of a custom card (``text:``), in characters, and most lines in it.
#: The longest Oracle text has under 800 characters and 9 lines.
MAX_TEXT_LENGTH: Final = 2_000
MAX_TEXT_LINES: Final = 30
#: Largest scenario accepted, in bytes of UTF-8 text (a real board is a few kilobytes).
MAX_BYTES: Final = 1_000_000
#: Most battlefield entries in a scenario (both players together).
MAX_ENTRIES: Final = 2_000
#: Most ``why`` questions in a scenario.
MAX_QUESTIONS: Final = 100


def number_ok(n: int) -> bool:
    """True if ``n`` is within ``-MAX_NUMBER .. MAX_NUMBER``."""
    return -MAX_NUMBER <= n <= MAX_NUMBER
