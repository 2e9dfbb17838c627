"""Readings of Oracle text kept in the card database, so that a fresh process reads a
card it has met before without loading the readers (their Lark grammars, the phase
front end): a ``mtgjudge judge`` of a known board imports none of them.

A reading (a compiled card, a keyword list, a spell's effects) is stored under its kind
and key, with a fingerprint of what made it: mtgjudge's modules and data files (path,
size, modification time) and whether the phase parser is on. Other code never gets
it: the text is read again and the new reading replaces it. Only cards equal to the
card database's card of that name are remembered (a made-up or edited card is read
every time).

Readings are pickled. They are loaded only from the user's own card database, and only
with classes of mtgjudge itself; anything else in the data makes it read the text again.
"""

from __future__ import annotations

import io
import os
import pickle
import zlib
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import TypeVar

from mtgjudge.cards.model import Card

_T = TypeVar("_T")
_PACKAGE = Path(__file__).resolve().parent.parent  # mtgjudge/
#: Files whose content can change a reading (not the web site's, not translations).
_SUFFIXES = (".py", ".lark", ".yaml", ".json")
_SKIP_DIRS = {"__pycache__", "web", "locale"}


def _code_files() -> list[str]:
    """``path:size:mtime`` of every module and data file of mtgjudge, sorted."""
    found: list[str] = []
    folders = [_PACKAGE]
    while folders:
        with os.scandir(folders.pop()) as entries:
            for entry in entries:
                if entry.is_dir():
                    if entry.name not in _SKIP_DIRS:
                        folders.append(Path(entry.path))
                elif entry.name.endswith(_SUFFIXES):
                    st = entry.stat()
                    found.append(f"{Path(entry.path).relative_to(_PACKAGE)}:{st.st_size}:{st.st_mtime_ns}")
    return sorted(found)


@cache
def _code() -> str:
    files = "\n".join(_code_files()).encode()
    return f"{zlib.crc32(files):08x}{zlib.adler32(files):08x}-{len(files)}"


def fingerprint() -> str:
    """What a stored reading must have been made by to be used here: this code (a hash
    of :func:`_code_files`) and the Oracle parser's state (its version, or off)."""
    from mtgjudge.oracle import phase as oracle_phase

    return f"{_code()}-{oracle_phase.PARSER_ID if oracle_phase.enabled() else 'off'}"


class _Loader(pickle.Unpickler):
    """Unpickles readings: mtgjudge's own classes only."""

    def find_class(self, module: str, name: str) -> type:
        if module == "mtgjudge" or module.startswith("mtgjudge."):
            return super().find_class(module, name)
        raise pickle.UnpicklingError(f"{module}.{name} is not part of a reading")


def _store():  # -> CardDB | None
    """The process's card database if it is open (never opened or built from here)."""
    from mtgjudge import cards

    return cards._default


def card_key(card: Card) -> str | None:
    """``card``'s name if it is the open card database's card of that name (so its
    name says all its text), else None."""
    db = _store()
    if db is None or card.layout == "custom":
        return None
    return card.name if db.stored(card.name) == card else None


def remembered(kind: str, key: str | None, read: Callable[[], _T]) -> _T:
    """The reading of kind ``kind`` stored under ``key``, else ``read()``, then stored.

    Args:
        kind: what is read, e.g. ``"card"``; part of the key.
        key: what identifies the input, e.g. from :func:`card_key`; None: not stored.
        read: makes the reading; its exceptions pass through and nothing is stored.
    """
    db = _store()
    if key is None or db is None:
        return read()
    full = f"{kind}\x1f{key}"
    code = fingerprint()
    data = db.reading(full, code)
    if data is not None:
        try:
            return _Loader(io.BytesIO(data)).load()
        except Exception:  # noqa: BLE001 - a damaged or foreign entry: read the text again
            pass
    value = read()
    if fingerprint() == code:  # not if the parser failed to load meanwhile (read without it)
        db.store_reading(full, code, pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL))
    return value
