"""Rule coverage: which subrules of the combat rules the engine implements, and which
tests exercise them, read from the code and the tests themselves.

A rule counts as implemented when the engine's code cites it (an event, a rejection,
an ability's ``rule``) or marks a function with :func:`mtgjudge.cr.implements`. A test
exercises a rule when its name starts with the rule (``test_510_1c_...``) or its body
names it (``assert e.value.rule == "510.1c"``).
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass, field
from pathlib import Path

from mtgjudge.rules import RULE_RE, cited_rules, index

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

_TEST_NAME = re.compile(r"^test_(\d{3})(?:_(\d+)([a-z])?)?(?:_|$)")


@dataclass
class AreaCoverage:
    """One area: its rules, which are implemented, and the tests of each."""

    label: str
    rules: list[str]
    implemented: set[str] = field(default_factory=set)
    tests: dict[str, list[str]] = field(default_factory=dict)

    @property
    def n_implemented(self) -> int:
        return sum(r in self.implemented for r in self.rules)

    @property
    def n_tested(self) -> int:
        return sum(bool(self.tests.get(r)) for r in self.rules)


def tests_by_rule(tests_dir: Path) -> dict[str, list[str]]:
    """rule number -> ``["file.py::test_name", ...]`` for the tests in ``tests_dir``."""
    out: dict[str, list[str]] = {}
    for path in sorted(tests_dir.glob("test_*.py")):
        if path.name == "test_coverage.py":
            continue  # it names rules to test the report, not to exercise them
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.FunctionDef) or not node.name.startswith("test_"):
                continue
            rules: set[str] = set()
            m = _TEST_NAME.match(node.name)
            if m and m.group(2):
                rules.add(f"{m.group(1)}.{m.group(2)}{m.group(3) or ''}")
            for sub in ast.walk(node):
                if isinstance(sub, ast.Constant) and isinstance(sub.value, str) \
                        and RULE_RE.match(sub.value) and "." in sub.value:
                    rules.add(sub.value)
            for rule in rules:
                out.setdefault(rule, []).append(f"{path.name}::{node.name}")
    return out


def _in_area(rule: str, prefixes: tuple[str, ...]) -> bool:
    return any(rule == p or rule.startswith(p + ".") or
               (rule.startswith(p) and rule[len(p):].isalpha()) for p in prefixes)


def coverage(tests_dir: Path | None) -> list[AreaCoverage]:
    """Coverage of every area in :data:`AREAS`; ``tests_dir`` None = no tests counted."""
    ix = index()
    cited = set(cited_rules())
    tests = tests_by_rule(tests_dir) if tests_dir and tests_dir.is_dir() else {}
    areas = []
    for label, prefixes in AREAS:
        rules = [r for r in ix.numbers if _in_area(r, prefixes)]
        areas.append(AreaCoverage(label, rules, {r for r in rules if r in cited},
                                  {r: tests.get(r, []) for r in rules}))
    return areas


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
    d = Path(__file__).resolve().parent.parent / "tests"
    return d if d.is_dir() else None
