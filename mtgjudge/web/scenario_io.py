"""Scenarios as the site carries them: JSON in the URL, YAML files to export and import.

The site keeps a scenario as the same mapping the YAML file holds (``active``,
``players``, ``battlefield``, ``precombat``, ``costs``, ``effects``, ``choices``, ``attack``,
``bands``, ``enters``, ``block``, ``assign``, ``assign_first_strike``, ``actions``,
``triggers``, ``why``, ...: every key of a scenario file, see :class:`KEYS`). In a URL it is compact JSON (JSON is YAML, so the scenario loader reads it
as it is); as a file it is :func:`to_yaml`'s canonical YAML, the style of
``examples/*.yaml``. ``to_yaml(from_yaml(to_yaml(s))) == to_yaml(s)``: a file the site
wrote comes back byte for byte.
"""

from __future__ import annotations

import json
from typing import Any

import yaml

#: Top-level keys in the order a file lists them: the game, the board, what happened
#: before combat, the play, what is done during combat, the questions.
KEYS = ("active", "players", "teams", "attack_option", "range_of_influence", "monarch", "initiative",
        "battlefield", "precombat", "costs", "effects", "choices", "attack", "bands", "enters", "block", "assign",
        "assign_first_strike", "actions", "triggers", "why")
#: Keys left out of a file when empty (the play, and what a board may do without).
OPTIONAL = ("teams", "precombat", "costs", "effects", "choices", "attack", "bands", "enters", "block", "assign",
            "assign_first_strike", "actions", "triggers", "why")
#: Keys whose list a file gives one entry per line.
LISTS = ("effects", "enters")


class _Dumper(yaml.SafeDumper):
    """Safe YAML without aliases (``&id001``), so every value is written out."""

    def ignore_aliases(self, data: Any) -> bool:
        return True


def flow(value: Any) -> str:
    """``value`` as one line of YAML flow style (``{Ana: {life: 20}}``)."""
    text = yaml.dump(value, Dumper=_Dumper, default_flow_style=True, sort_keys=False,
                     allow_unicode=True, width=2**31)
    return text.removesuffix("\n...\n").strip()


def to_yaml(scenario: dict[str, Any]) -> str:
    """The scenario as a YAML file: one top-level key per line with its value in flow
    style, except ``battlefield``, one line per player, ``effects`` and ``enters``,
    one line per entry, and ``actions``, one line per step and per action. Empty
    optional keys are left out;
    unknown keys are kept (after the known ones) so that the loader can name them."""
    order = [k for k in KEYS if k in scenario] + [k for k in scenario if k not in KEYS]
    lines = []
    for key in order:
        value = scenario[key]
        if key in OPTIONAL and value in ({}, [], None):
            continue
        if key == "battlefield" and isinstance(value, dict) and value:
            lines.append("battlefield:")
            lines += [f"  {flow(player)}: {flow(items)}" for player, items in value.items()]
        elif key == "actions" and isinstance(value, dict) and all(isinstance(v, list) for v in value.values()):
            lines.append("actions:")
            for step, entries in value.items():
                lines.append(f"  {flow(step)}:" + ("" if entries else " []"))
                lines += [f"    - {flow(entry)}" for entry in entries]
        elif key in LISTS and isinstance(value, list):
            lines.append(f"{key}:")
            lines += [f"  - {flow(entry)}" for entry in value]
        else:
            lines.append(f"{flow(key)}: {flow(value)}")
    return "\n".join(lines) + "\n"


def from_yaml(text: str) -> Any:
    """The data of a YAML (or JSON) scenario text, loaded safely (no tags that build
    objects). Raises :class:`yaml.YAMLError` when it isn't YAML."""
    return yaml.load(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))


def to_url_json(scenario: Any) -> str:
    """Compact JSON for the ``s=`` parameter of a link (dates and other YAML-only
    scalars become text)."""
    return json.dumps(scenario, ensure_ascii=False, separators=(",", ":"), default=str)


def count_permanents(scenario: Any) -> int:
    """How many permanents a (possibly malformed) scenario mapping puts on the
    battlefield: its battlefield entries, and each ``enters`` entry's ``count`` (default
    1) of cards or tokens put onto it during combat."""
    if not isinstance(scenario, dict):
        return 0
    field = scenario.get("battlefield")
    board = sum(len(v) if isinstance(v, list) else 1 for v in field.values()) if isinstance(field, dict) else 0
    enters = scenario.get("enters")
    if not isinstance(enters, list):
        return board

    def count(entry: Any) -> int:
        n = entry.get("count", 1) if isinstance(entry, dict) else 1
        return n if type(n) is int and n > 0 else 1

    return board + sum(count(e) for e in enters)
