"""The rules' own text, from the official Comprehensive Rules file the user provides.

mtgjudge ships only rule numbers, titles and our own summaries (see
:mod:`mtgjudge.rules`). A user who has the plain-text Comprehensive Rules Wizards
publishes can install the full text locally with ``mtgjudge data rules --from FILE``;
rule pages then show each rule's own words. The file's layout: a rule is a line
``510.1. Text`` (rules) or ``510.1c Text`` (subrules); the ``Example:`` lines after it
belong to it; the body starts after the contents and ends at ``Glossary``.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from mtgjudge.errors import CardDataError
from mtgjudge.userdata import read_json, write_json

#: A rule line: ``100.1. Text`` or ``100.1a Text``.
_RULE = re.compile(r"^(\d{3}\.\d+[a-z]?)\.? (.+)$")
#: A rule group heading: ``510. Combat Damage Step``.
_GROUP = re.compile(r"^(\d{3})\. (.+)$")
FILE_NAME = "rules.json"


def rules_text_path() -> Path:
    """Where the installed text lives: next to the card database."""
    from mtgjudge.cards.home import default_db_path

    return default_db_path().parent / FILE_NAME


def parse(text: str) -> dict[str, Any]:
    """The rules of a Comprehensive Rules text.

    Returns:
        ``{"effective": first line mentioning "effective" or "", "groups": {"510": title},
        "rules": {"510.1c": "text\\nExample: ..."}}``.

    Raises:
        ValueError: no rule found (not a Comprehensive Rules text).
    """
    lines = text.lstrip("\ufeff").replace("\r\n", "\n").replace("\r", "\n").split("\n")
    effective = next((ln.strip() for ln in lines if "effective" in ln.lower()), "")
    groups: dict[str, str] = {}
    rules: dict[str, list[str]] = {}
    current: str | None = None
    for raw in lines:
        line = raw.strip()
        if not line:
            continue
        if line == "Glossary" and rules:
            break
        m = _RULE.match(line)
        if m:
            current = m.group(1)
            rules[current] = [m.group(2).strip()]
            continue
        g = _GROUP.match(line)
        if g:
            groups[g.group(1)] = g.group(2).strip()
            current = None
            continue
        if current is not None and line.startswith("Example"):
            rules[current].append(line)
    if not rules:
        raise ValueError("no rules found: expected lines such as \"510.1c Text\"")
    return {"effective": effective, "groups": groups,
            "rules": {n: "\n".join(parts) for n, parts in rules.items()}}


def install(source: Path, dest: Path | None = None) -> tuple[Path, int]:
    """Parse the official text file ``source`` and save it for the rule pages.

    Returns:
        the file written and how many rules it holds.

    Raises:
        CardDataError: unreadable file, or not a Comprehensive Rules text.
    """
    dest = dest or rules_text_path()
    try:
        raw = Path(source).read_bytes()
    except OSError as e:
        raise CardDataError(f"can't read {source}: {e.strerror}") from None
    for encoding in ("utf-8-sig", "cp1252"):  # older files were Windows-1252
        try:
            text = raw.decode(encoding)
            break
        except UnicodeDecodeError:
            continue
    try:
        data = parse(text)
    except ValueError as e:
        raise CardDataError(f"{source}: {e}") from None
    data["source_file"] = Path(source).name
    write_json(dest, data)
    return dest, len(data["rules"])


def load(path: Path | None = None) -> dict[str, Any] | None:
    """The installed rules text (as :func:`parse` returns it), or ``None`` if the user
    hasn't installed it. Read again when the file changes."""
    return read_json(path or rules_text_path())
