"""Speed of hostile and huge input (not tests): run ``python bench/bench_input_limits.py``.

The tests (``tests/test_input_limits.py``, ``tests/test_web_app.py``) check that each of
these inputs is refused or answered; how fast is measured here, against its target
(median of several runs, wall and CPU time, as the machine may be shared):

- a YAML alias bomb (nine levels of ten aliases, 10^9 strings expanded) refused <= 1 s;
- ``fold_name`` of names with runs of 80,000 and 2 x 50,000 spaces <= 0.5 s (it was 26 s
  when it wasn't linear);
- a scenario with a card name of 80,000 characters, and one with a 300-character name in
  ``block``, both refused with their problem <= 2 s;
- ``Game.add`` of an unknown 80,000-character card name refused (no suggestions) <= 0.5 s;
- a judgement that never ends, sent to ``POST /api/judge`` with a 0.5 s limit, answered
  503 <= 5 s (with the ``[web]`` extra).

Exit code 0 when every median meets its target, 1 otherwise.
"""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))  # this module, for the pool's worker

BASE = """\
active: Ana
players: {Ana: {life: 20}, Bruno: {life: 20}}
"""
BEARS = BASE + "battlefield: {Ana: [Grizzly Bears], Bruno: [Hill Giant]}\nattack: {Grizzly Bears: Bruno}\n"


def timed(fn: Callable[[], None], runs: int) -> tuple[float, float]:
    """Median wall and CPU seconds of ``fn`` over ``runs`` runs."""
    walls, cpus = [], []
    for _ in range(runs):
        w, c = time.perf_counter(), time.process_time()
        fn()
        walls.append(time.perf_counter() - w)
        cpus.append(time.process_time() - c)
    return statistics.median(walls), statistics.median(cpus)


def refused(fn: Callable[[], object], error: type[BaseException]) -> Callable[[], None]:
    """``fn``, checked to raise ``error`` (a benchmark of a refusal that isn't refused is void)."""

    def run() -> None:
        try:
            fn()
        except error:
            return
        raise AssertionError(f"{fn} was not refused")

    return run


def alias_bomb() -> Callable[[], None]:
    from mtgjudge import ScenarioError
    from mtgjudge.scenario import Scenario

    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    lines += [f"a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * 10)}]" for i in range(1, 10)]
    text = BASE + "\n".join(lines) + "\n"
    return refused(lambda: Scenario.from_yaml(text, "t.yaml"), ScenarioError)


def fold_names() -> None:
    from mtgjudge.cards.model import fold_name

    assert fold_name("Grizzly" + " " * 80_000 + "Bears") == "grizzly bears"
    assert fold_name("x" + " " * 50_000 + "//" + " " * 50_000 + "y") == "x // y"


def long_names(db) -> Callable[[], None]:
    from mtgjudge import ScenarioError
    from mtgjudge.scenario import Scenario, judge

    texts = [BASE + 'battlefield: {Ana: ["Grizzly' + " " * 80_000 + 'Bears"]}\n',
             BEARS + "block: {" + "H" * 300 + ": Grizzly Bears}\n"]

    def run() -> None:
        for text in texts:
            refused(lambda: judge(Scenario.from_yaml(text, "t.yaml"), db), ScenarioError)()

    return run


def unknown_long_card(db) -> Callable[[], None]:
    from mtgjudge import Game

    def run() -> None:
        g = Game(["Ana", "Bruno"], db=db)
        try:
            g.add("Grizzly" + " " * 80_000 + "Bears", "Ana")
        except Exception as e:  # UnknownCardError
            assert "Unknown card" in str(e) and e.suggestions == [], e
            return
        raise AssertionError("the long name was not refused")

    return run


def slow_judge(request: dict) -> dict:
    """A judgement that never ends in time (run by the pool's worker process)."""
    time.sleep(60)
    return {}


def judgement_over_the_time_limit() -> tuple[float, float] | None:
    """Seconds until ``POST /api/judge`` answers 503 for a judgement that never ends."""
    try:
        from fastapi.testclient import TestClient
    except ImportError:
        return None
    import yaml

    from mtgjudge.web.app import Limits, create_app
    from mtgjudge.web.pool import JudgePool

    play = yaml.safe_load((ROOT / "examples" / "510.1c-regrower.yaml").read_text())
    pool = JudgePool(size=1, timeout=0.5, target="bench_input_limits:slow_judge", warm=None)
    try:
        with TestClient(create_app(Limits(seconds=0.5), pool=pool)) as client:
            def run() -> None:
                r = client.post("/api/judge", json=play)
                assert r.status_code == 503 and "longer than 0.5 seconds" in r.json()["detail"], r.text
                while pool.workers != 1 or pool._idle.empty():  # its replacement, before the next run
                    time.sleep(0.05)

            return timed(run, 3)
    finally:
        pool.close()


def main() -> int:
    from mtgjudge.cards import default_db

    db = default_db()
    rows: list[tuple[str, tuple[float, float] | None, float]] = [
        ("YAML alias bomb refused", timed(alias_bomb(), 5), 1.0),
        ("fold_name of 80,000 and 100,000 spaces", timed(fold_names, 5), 0.5),
        ("scenario with names too long refused", timed(long_names(db), 5), 2.0),
        ("unknown 80,000-character card name refused", timed(unknown_long_card(db), 5), 0.5),
        ("judgement over the 0.5 s limit answered 503", judgement_over_the_time_limit(), 5.0),
    ]
    good = True
    for label, measured, target in rows:
        if measured is None:
            print(f"{label}: skipped (pip install -e '.[web]')")
            continue
        wall, cpu = measured
        ok = wall <= target
        good &= ok
        print(f"{label}: {wall * 1000:.1f} ms wall, {cpu * 1000:.1f} ms CPU median "
              f"(target <= {target * 1000:.0f} ms){'' if ok else '  MISSED'}")
    return 0 if good else 1


if __name__ == "__main__":
    raise SystemExit(main())
