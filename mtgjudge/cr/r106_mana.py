"""CR 106: mana, as a player states what they can spend: mana symbols (``"{2}{G}{G}"``,
or ``"2GG"``) or amounts by colour (``{G: 2, C: 2}``), read the same wherever mana is
written (a scenario's ``players:`` and ``costs:``, :class:`~mtgjudge.engine.game.Game`'s
``set_mana``, ``set_payment`` and ``set_player``).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from mtgjudge.cr.r118_costs import MANA
from mtgjudge.errors import BoardError
from mtgjudge.input_limits import MAX_NUMBER
from mtgjudge.messages import Quoted, Text

#: Mana symbols a cost or a pool may hold: the five colours and colourless (106.1b).
MANA_LETTERS = "WUBRGC"
_SYMBOL = re.compile(r"\{([^{}]*)\}")


def parse_mana(text: str) -> str | None:
    """The mana a player can spend, written ``"{2}{R}{G}"`` or ``"2RG"``, as letters
    (``"CCRG"``: a number is that much colourless mana); None if it isn't mana."""
    out = []
    rest = text.strip()
    symbols = _SYMBOL.findall(rest) if "{" in rest else re.findall(r"\d+|[A-Za-z]", rest)
    if "{" in rest and _SYMBOL.sub("", rest).strip():
        return None
    for sym in symbols:
        sym = sym.upper()
        if sym.isdigit():
            out.append("C" * int(sym))
        elif sym in MANA_LETTERS:
            out.append(sym)
        else:
            return None
    return "".join(out)


def read_mana(mana: Any) -> dict[str, int] | None:
    """Mana as a scenario or the API writes it, in either of its two forms: mana symbols
    (``"{2}{G}{G}"``, or ``"2GG"``: a number is that much colourless mana), or amounts by
    colour (``{G: 2, C: 2}``); as ``{colour: amount}`` (W U B R G and colourless C,
    amounts from 0 to MAX_NUMBER). None if it is neither."""
    if isinstance(mana, str):
        pool = parse_mana(mana) if len(mana) <= 200 else None
        if pool is None or len(pool) > MAX_NUMBER:
            return None
        return {c: pool.count(c) for c in MANA if c in pool}
    if not isinstance(mana, Mapping) or any(
            not isinstance(c, str) or c.upper() not in MANA or not isinstance(n, int) or isinstance(n, bool)
            or not 0 <= n <= MAX_NUMBER for c, n in mana.items()):
        return None
    out: dict[str, int] = {}
    for c, n in mana.items():
        out[c.upper()] = out.get(c.upper(), 0) + n
    return {c: out[c] for c in MANA if out.get(c)}


def mana_problem(mana: Any) -> Text:
    """The message for ``mana`` that :func:`read_mana` doesn't read: the same for every
    field that states mana, naming both forms and the colours."""
    if isinstance(mana, Mapping):
        shown = "{" + ", ".join(f"{k}: {v}" for k, v in mana.items()) + "}"
    else:
        shown = str(mana)
    return Text("input.mana_value", value=Quoted(shown[:80]))


def check_mana(mana: Any) -> dict[str, int]:
    """``mana`` (either form of :func:`read_mana`) as ``{colour: amount}``.

    Raises:
        BoardError: it isn't mana (:func:`mana_problem`).
    """
    found = read_mana(mana)
    if found is None:
        raise BoardError(mana_problem(mana))
    return found
