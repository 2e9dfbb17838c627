"""Fuzzing in CI (a few seconds): seeded generated and mutated scenarios through the CLI,
random boards and declarations through the API. The long run is ``bench/fuzz.py``."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

_spec = importlib.util.spec_from_file_location(
    "mtgjudge_fuzz", Path(__file__).resolve().parent.parent / "bench" / "fuzz.py")
fuzz = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = fuzz  # dataclasses look their module up there
_spec.loader.exec_module(fuzz)

#: Generous: the machine may be shared; the slowest input of a normal run takes ~0.5 s.
MAX_SECONDS = 10.0


def _report(stats) -> str:
    return "\n\n".join(f"{f.detail}\n{f.data[:2000]}" for f in stats.findings[:3])


@pytest.mark.parametrize("seed", [11, 12])
def test_scenarios_end_in_a_ruling_or_a_clear_error(seed, db):
    """Only exit codes 0, 1, 2; JSON valid against the schema; no traceback; bounded time.
    The last input runs through ``python -m mtgjudge`` in a fresh process."""
    stats = fuzz.Stats()
    fuzz.run_scenarios(120, seed, stats, MAX_SECONDS, cli=1)
    assert not stats.findings, _report(stats)
    assert sum(stats.exit_codes.values()) == 120
    assert {0, 1, 2} <= set(stats.exit_codes)  # the generator reaches every outcome


def test_733_api_games_raise_only_our_errors_and_refusals_change_nothing(db):
    stats = fuzz.Stats()
    fuzz.run_api(300, 21, stats, MAX_SECONDS, db)
    assert not stats.findings, _report(stats)
    assert stats.api_outcomes["over"] > 200


def test_mutations_reach_the_hostile_cases():
    """The mutator does splice in aliases, huge numbers and long names (else the test
    above would prove little)."""
    import random

    rng = random.Random(3)
    texts = [fuzz.mutate(rng, "active: Ana\nplayers: {Ana: {life: 20}}\n") for _ in range(400)]
    assert any("*a" in t for t in texts)
    assert any("9" * 5000 in t for t in texts)
    assert any("x" * 300 in t for t in texts)
