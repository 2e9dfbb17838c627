"""Rule coverage: which subrules of the combat rules the engine implements, and which
tests exercise the code that implements them.

A rule counts as implemented when the engine's code cites it (an event, a rejection,
an ability's ``rule``) or marks a function with :func:`mtgjudge.cr.implements`.

A test counts for a rule only when its run reaches the code of that rule: an event the
engine logs citing it (:class:`~mtgjudge.events.Event`, ``EventLog.add``), a rejection
the engine builds citing it (:func:`mtgjudge.errors.illegal`, ``IllegalActionError.rule``),
or a call, from the test's own code, of a function marked ``@implements(rule)``. A
test's name or the rule numbers written in its body count for nothing. That is recorded by running the test suite
(:class:`Recorder`: only a test's call phase, only the tests that pass; code run in
other processes, such as the web site's judging workers, isn't seen) and checked in as
``data/rule_tests.json``, which ``mtgjudge coverage`` reads. Regenerate it after
changing the tests (a test says when it is out of date)::

    MTGJUDGE_HOME=... .venv/bin/python -m mtgjudge.coverage record

A rule recorded as tested that no code cites is an error in the data (it is reported,
and never counted as tested): only implemented rules are counted as tested.
"""

from __future__ import annotations

import ast
import hashlib
import json
import os
import sys
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mtgjudge.rules import DATA, PACKAGE, cited_rules, index

#: The recorded tests of each rule.
RECORDED = DATA / "rule_tests.json"
#: Test files whose changes don't change what is recorded: they test this report and
#: are left out of the recording run (they fail while the data is out of date).
NOT_RECORDED = ("test_coverage.py",)
REGENERATE = ("run `python -m mtgjudge.coverage record` (about as long as the test suite) "
              "and commit mtgjudge/data/rule_tests.json")

#: (label, rule prefixes) of the areas reported.
AREAS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("120 Damage", ("120",)),
    ("506 Combat Phase", ("506",)),
    ("507 Beginning of Combat Step", ("507",)),
    ("508 Declare Attackers Step", ("508",)),
    ("509 Declare Blockers Step", ("509",)),
    ("510 Combat Damage Step", ("510",)),
    ("511 End of Combat Step", ("511",)),
    ("611 Continuous Effects", ("611",)),
    ("613 Interaction of Continuous Effects", ("613",)),
    ("615 Prevention Effects", ("615",)),
    ("616 Interaction of Replacement and/or Prevention Effects", ("616",)),
    ("704.5 State-Based Actions", ("704.5",)),
    ("702 Keywords that act in combat", (
        "702.2", "702.3", "702.4", "702.7", "702.9", "702.10", "702.12", "702.13", "702.14",
        "702.15", "702.16", "702.17", "702.19", "702.20", "702.22", "702.23", "702.25",
        "702.28", "702.31", "702.36", "702.39", "702.45", "702.80", "702.83", "702.86",
        "702.90", "702.91", "702.105", "702.111", "702.118", "702.121", "702.130",
        "702.154", "702.164")),
    ("701.15 Goad", ("701.15",)),
    ("704.6 State-Based Actions of Variants", ("704.6",)),
    ("725 The Monarch", ("725",)),
    ("726 The Initiative", ("726",)),
    ("800.4 Leaving a Multiplayer Game", ("800.4",)),
    ("802 Attack Multiple Players Option", ("802",)),
    ("810 Two-Headed Giant Variant", ("810",)),
    ("903.10 Commander Damage", ("903.10",)),
)


@dataclass
class AreaCoverage:
    """One area: its rules, which are implemented, and the tests of each.

    ``tests`` holds what was recorded for every rule of the area; a rule counts as
    tested only if it is also implemented (see :attr:`not_implemented`)."""

    label: str
    rules: list[str]
    implemented: set[str] = field(default_factory=set)
    tests: dict[str, list[str]] = field(default_factory=dict)

    @property
    def n_implemented(self) -> int:
        return sum(r in self.implemented for r in self.rules)

    @property
    def n_tested(self) -> int:
        return sum(bool(self.tests.get(r)) and r in self.implemented for r in self.rules)

    @property
    def not_implemented(self) -> list[str]:
        """Rules recorded as tested that no code cites: an error in the data."""
        return [r for r in self.rules if self.tests.get(r) and r not in self.implemented]


# ------------------------------------------------------------------ the recorded data
def tests_fingerprint(tests_dir: Path) -> dict[str, str]:
    """``{file name: sha256}`` of the test suite's Python files (less :data:`NOT_RECORDED`)."""
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(tests_dir.glob("*.py")) if p.name not in NOT_RECORDED}


def load(path: Path = RECORDED) -> dict[str, Any]:
    """The recorded data: ``{"tests": {file: sha256}, "rules": {rule: [node id, ...]}}``
    (empty if it was never recorded)."""
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {"tests": {}, "rules": {}}


def stale_files(recorded: dict[str, Any], tests_dir: Path) -> list[str]:
    """The test files added, removed or changed since ``recorded`` was recorded."""
    now, then = tests_fingerprint(tests_dir), recorded.get("tests", {})
    return sorted(name for name in now.keys() | then.keys() if now.get(name) != then.get(name))


def tests_by_rule(recorded: dict[str, Any] | None = None) -> dict[str, list[str]]:
    """rule number -> the node ids of the tests that exercise it (recorded)."""
    return dict((recorded if recorded is not None else load()).get("rules", {}))


def _in_area(rule: str, prefixes: tuple[str, ...]) -> bool:
    return any(rule == p or rule.startswith(p + ".") or
               (rule.startswith(p) and rule[len(p):].isalpha()) for p in prefixes)


def coverage(recorded: dict[str, Any] | None = None) -> list[AreaCoverage]:
    """Coverage of every area in :data:`AREAS`, the tests read from ``recorded`` (by
    default the checked-in :data:`RECORDED`)."""
    ix = index()
    cited = set(cited_rules())
    tests = tests_by_rule(recorded)
    areas = []
    for label, prefixes in AREAS:
        rules = [r for r in ix.numbers if _in_area(r, prefixes)]
        areas.append(AreaCoverage(label, rules, {r for r in rules if r in cited},
                                  {r: tests.get(r, []) for r in rules}))
    return areas


def not_implemented(recorded: dict[str, Any] | None = None) -> list[str]:
    """Every rule (in any area or none) recorded as tested that no code cites."""
    cited = set(cited_rules())
    return sorted(r for r, t in tests_by_rule(recorded).items() if t and r not in cited)


def totals(areas: list[AreaCoverage]) -> tuple[int, int, int]:
    """``(rules, implemented, tested)`` summed over ``areas``."""
    return (sum(len(a.rules) for a in areas), sum(a.n_implemented for a in areas),
            sum(a.n_tested for a in areas))


def totals_line(areas: list[AreaCoverage]) -> str:
    """The one-line summary the README shows."""
    n, impl, tested = totals(areas)
    return (f"Coverage: {impl} of {n} subrules implemented ({100 * impl / n:.0f}%), "
            f"{tested} exercised by tests ({100 * tested / n:.0f}%).")


def default_tests_dir() -> Path | None:
    """``tests/`` beside the package in a source checkout, else None."""
    d = PACKAGE.parent / "tests"
    return d if d.is_dir() else None


# ------------------------------------------------------------------ recording
def implemented_functions(package: Path = PACKAGE) -> dict[tuple[str, int], tuple[str, ...]]:
    """``{(file, first line): rules}`` of every function marked ``@implements(...)`` in
    ``package``, read from the source (the first line is a code object's
    ``co_firstlineno``: its first decorator's)."""
    out: dict[tuple[str, int], tuple[str, ...]] = {}
    for path in sorted(package.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            rules = tuple(a.value for d in node.decorator_list if isinstance(d, ast.Call)
                          and getattr(d.func, "id", getattr(d.func, "attr", None)) == "implements"
                          for a in d.args if isinstance(a, ast.Constant) and isinstance(a.value, str))
            if rules:
                out[(str(path), node.decorator_list[0].lineno)] = rules
    return out


class Recorder:
    """A pytest plugin: the rules each passing test's call exercises (see the module's
    docstring), in :attr:`by_test` ``{node id: set of rules}``.

    Events and rejections are seen as :mod:`mtgjudge.web.rule_index` sees them (its
    :func:`~mtgjudge.web.rule_index.recording`: only those the engine's own code builds,
    wherever in the engine the test's call leads). An ``@implements`` function counts
    when the test's own code calls it (its caller is in ``tests_dir``: the test, or a
    helper or fixture of the suite): seen by a trace function that looks only at the
    code objects of those functions (each code object is looked up once). Counted
    wherever it was called from, ``Game()``'s team checks alone would make every test
    one of 810.1-810.11, and the layers' function every test one of 613.1-613.7."""

    def __init__(self, marks: dict[tuple[str, int], tuple[str, ...]] | None = None,
                 tests_dir: Path | None = None) -> None:
        self.by_test: dict[str, set[str]] = {}
        self._marks = implemented_functions() if marks is None else marks
        self._tests = os.path.join(str(tests_dir or default_tests_dir() or PACKAGE.parent / "tests"), "")
        self._codes: dict[Any, tuple[str, ...] | None] = {}
        self._current: set[str] | None = None

    def _trace(self, frame: Any, event: str, arg: Any) -> None:
        current = self._current
        if current is not None:
            code = frame.f_code
            try:
                rules = self._codes[code]
            except KeyError:
                rules = self._codes[code] = self._marks.get((code.co_filename, code.co_firstlineno))
            if rules and frame.f_back is not None and frame.f_back.f_code.co_filename.startswith(self._tests):
                current.update(rules)
        return None  # no line events

    def pytest_sessionstart(self, session: Any) -> None:
        threading.settrace(self._trace)
        sys.settrace(self._trace)

    def pytest_sessionfinish(self, session: Any, exitstatus: int) -> None:
        sys.settrace(None)
        threading.settrace(None)  # type: ignore[arg-type]

    def pytest_runtest_call(self, item: Any) -> None:
        # Called before pytest's own pytest_runtest_call runs the test (registered after it).
        from mtgjudge.web.rule_index import recording

        self._item, self._recording = item.nodeid, recording()
        self._seen = self._recording.__enter__()
        self._current = set()

    def pytest_runtest_logreport(self, report: Any) -> None:
        if report.when != "call" or self._current is None:
            return
        rules, self._current = self._current, None
        self._recording.__exit__(None, None, None)
        if report.passed and report.nodeid == self._item:
            self.by_test[report.nodeid] = rules | {rule for rule, _ in self._seen}


def rules_to_tests(by_test: dict[str, set[str]]) -> dict[str, list[str]]:
    """``{rule: sorted node ids}`` in CR order, keeping only rules of the rule index."""
    ix = index()
    order = {n: i for i, n in enumerate(ix.numbers)}
    out: dict[str, set[str]] = {}
    for test, rules in by_test.items():
        for rule in rules:
            if rule in order:
                out.setdefault(rule, set()).add(test)
    return {r: sorted(out[r]) for r in sorted(out, key=order.__getitem__)}


def write(recorded: dict[str, Any], path: Path = RECORDED) -> None:
    path.write_text(json.dumps(recorded, indent=0, ensure_ascii=False) + "\n", encoding="utf-8")


def record(pytest_args: list[str] | None = None) -> int:
    """Run the test suite recording what each test exercises, and write
    :data:`RECORDED` (only if every test passed)."""
    import time

    import pytest

    tests = default_tests_dir()
    if tests is None:
        print("no tests/ beside the package: record from a source checkout", file=sys.stderr)
        return 2
    recorder = Recorder()
    args = [str(tests), "-q", "-x", "-p", "no:cacheprovider",
            *(arg for name in NOT_RECORDED for arg in ("--ignore", str(tests / name))), *(pytest_args or [])]
    start, cpu = time.perf_counter(), time.process_time()
    code = pytest.main(args, plugins=[recorder])
    if code != 0:
        print(f"the test suite failed (exit {code}); {RECORDED.name} not written", file=sys.stderr)
        return int(code)
    write({"tests": tests_fingerprint(tests), "rules": rules_to_tests(recorder.by_test)})
    print(f"wrote {RECORDED} ({len(recorder.by_test)} tests recorded in {time.perf_counter() - start:.0f} s, "
          f"{time.process_time() - cpu:.0f} s CPU in this process)")
    return 0


def main(argv: list[str]) -> int:
    if argv[:1] == ["record"]:
        return record(argv[1:])
    print("usage: python -m mtgjudge.coverage record [pytest options]", file=sys.stderr)
    return 2


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
