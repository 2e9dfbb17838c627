"""Files the user installs beside the card database (``names.json``, ``rules.json``):
written whole or not at all, read once per change."""

from __future__ import annotations

import json
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path
from typing import Any


def write_json(dest: Path, data: Any) -> None:
    """Write ``data`` as JSON to ``dest`` through a temporary file, so that a reader
    sees the old file or the new one, never half of one."""
    dest.parent.mkdir(parents=True, exist_ok=True)
    tmp = dest.with_suffix(".tmp")
    tmp.write_text(json.dumps(data, ensure_ascii=False, sort_keys=True), encoding="utf-8")
    tmp.replace(dest)


def read_json(path: Path, convert: Callable[[Any], Any] = lambda data: data) -> Any | None:
    """``convert(data)`` of the JSON file at ``path``, or None when there is no readable
    file. Cached until the file changes."""
    try:
        stamp = path.stat().st_mtime_ns
    except OSError:
        return None
    return _read(path, stamp, convert)


@lru_cache(maxsize=8)
def _read(path: Path, stamp: int, convert: Callable[[Any], Any]) -> Any | None:
    try:
        return convert(json.loads(path.read_text(encoding="utf-8")))
    except (OSError, ValueError):
        return None
