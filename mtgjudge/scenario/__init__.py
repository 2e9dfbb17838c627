"""Scenario files: a board and a play, written by hand in YAML, judged in one call.

The file's keys are described in :mod:`mtgjudge.scenario.schema` (and the README's
"Scenario files"). The package's modules, one job each:

- :mod:`~mtgjudge.scenario.schema`: the pydantic models of the file (``ScenarioModel``...).
- :mod:`~mtgjudge.scenario.load`: reading the YAML (locations, hostile input, size limits,
  pydantic's problems in our words): :class:`Scenario`.
- :mod:`~mtgjudge.scenario.names`: names in the play read as ids, and typos.
- :mod:`~mtgjudge.scenario.build`: the game at the start of combat (:func:`build_game`).
- :mod:`~mtgjudge.scenario.play`: judging, step by step (:func:`judge`, :func:`judge_file`).
- :mod:`~mtgjudge.scenario.whynot`: the "why not ...?" questions (:func:`parse_why`) and
  the legal divisions shown for a missing ``assign``.
- one module per key that needs more than a model: :mod:`~mtgjudge.scenario.costs`
  (``costs``, ``precombat``), :mod:`~mtgjudge.scenario.damage` (``effects``,
  ``choices``), :mod:`~mtgjudge.scenario.put` (``enters``), :mod:`~mtgjudge.scenario.stack`
  (``actions``, players' ``mana``), :mod:`~mtgjudge.scenario.triggers` (``triggers``), and
  :mod:`~mtgjudge.scenario.steps` (the steps' names they use).

The public names below are imported on first use, so importing the package loads
neither pydantic, YAML nor the engine.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from mtgjudge.input_limits import MAX_BYTES, MAX_ENTRIES, MAX_QUESTIONS

if TYPE_CHECKING:
    from mtgjudge.scenario.build import build_game  # noqa: F401
    from mtgjudge.scenario.load import Scenario  # noqa: F401
    from mtgjudge.scenario.play import judge, judge_file  # noqa: F401
    from mtgjudge.scenario.schema import PermanentSpec, PlayerSpec, ScenarioModel, WhyItem  # noqa: F401
    from mtgjudge.scenario.whynot import parse_why  # noqa: F401

#: Each public name -> the module of the package it is defined in.
_EXPORTS = {
    "Scenario": "load",
    "ScenarioModel": "schema", "PlayerSpec": "schema", "PermanentSpec": "schema", "WhyItem": "schema",
    "build_game": "build",
    "judge": "play", "judge_file": "play",
    "parse_why": "whynot",
}

__all__ = ["MAX_BYTES", "MAX_ENTRIES", "MAX_QUESTIONS", *_EXPORTS]


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value  # once: later look-ups don't come here
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_EXPORTS})
