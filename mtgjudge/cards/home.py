"""Where mtgjudge keeps the card data it builds (``$MTGJUDGE_HOME``)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Final

#: File name of the database inside the cache folder.
DB_FILE_NAME: Final = "cards.sqlite"


def default_db_path() -> Path:
    """Where :meth:`CardDB.open` keeps the database by default.

    ``$MTGJUDGE_HOME/cards.sqlite`` if ``MTGJUDGE_HOME`` is set, else
    ``${XDG_CACHE_HOME:-~/.cache}/mtgjudge/cards.sqlite``.
    """
    home = os.environ.get("MTGJUDGE_HOME")
    if home:
        return Path(home).expanduser() / DB_FILE_NAME
    cache = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(cache).expanduser() / "mtgjudge" / DB_FILE_NAME
