"""Golden rulings: the behaviour baseline of commit 2198a6f, checked byte for byte.

``tests/data/golden/`` records what the command line printed (stdout, stderr, exit code)
for every board of a seeded generated corpus plus ``examples/`` and ``bench/boards/``
(JSON, Spanish JSON, plain text, ``--explain``, ``--why``, ``--strict``), and the log of
seeded random games through the Python API (moves, their events, refusals). Each test
re-judges all of it and fails once, with how many differ and the first differing lines
of the first few. The recording is regenerated with ``python bench/golden.py --write``
only for a deliberate change of behaviour (then review its diff); ``python
bench/golden.py --check`` runs the same comparison outside pytest. See ``bench/golden.py``.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

_spec = importlib.util.spec_from_file_location(
    "mtgjudge_golden", Path(__file__).resolve().parent.parent / "bench" / "golden.py")
golden = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = golden  # dataclasses look their module up there
_spec.loader.exec_module(golden)

#: How many differing boards (or games) the failure message shows in full.
SHOWN = 8


def _summary(what: str, problems: list[str], total: int) -> str:
    return (f"{len(problems)} of {total} {what} differ from the recorded baseline (commit "
            f"{golden.BASELINE_COMMIT}); the first {min(SHOWN, len(problems))}:\n\n" + "\n\n".join(problems[:SHOWN])
            + "\n\nIf the change of behaviour is deliberate, regenerate: python bench/golden.py --write")


def test_golden_boards_judge_as_recorded(db):
    """Every recorded board, judged again with each recorded command line, prints the
    same bytes and exits with the same code."""
    records = golden.load_jsonl_gz(golden.BOARDS_FILE)
    assert len(records) >= 600
    problems = golden.compare_boards(records)
    assert not problems, _summary("boards", problems, len(records))


def test_golden_api_games_play_as_recorded(db):
    """Every recorded API game, replayed from its seed, makes the same moves with the
    same events and the same refusals."""
    games = golden.load_jsonl_gz(golden.API_FILE)
    assert len(games) >= 300
    problems = golden.compare_games(games)
    assert not problems, _summary("API games", problems, len(games))
