"""Every test that judges a scenario checks whether the play was refused: a test that
ignores a ruling's ``.error`` would pass on a play refused unexpectedly.

Read from the tests' code (AST). A ruling is checked when it comes from the
``judge_yaml`` fixture (which calls ``conftest.checked``), is passed to ``checked(...)``,
is judged inside ``pytest.raises`` (bad input: no ruling), has its ``.error`` or
``.legal`` read directly (``judge(...).error``), or is bound to a name whose ``.error`` /
``.legal`` the test reads. A module's own helper that judges counts as checked when its
rulings are, by the same rules; otherwise its callers must check what it returns.

Run as a script (``python tests/test_tests_check_rulings.py [tests_dir]``) to list the
tests that don't.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

TESTS = Path(__file__).resolve().parent
#: The calls that judge a scenario: the fixture, and the scenario module's functions.
SCENARIO_JUDGES = ("judge", "judge_file")
CHECKS = ("error", "legal")


def _name(call: ast.Call) -> str | None:
    return call.func.id if isinstance(call.func, ast.Name) else None


def _parents(fn: ast.AST) -> dict[int, ast.AST]:
    return {id(child): node for node in ast.walk(fn) for child in ast.iter_child_nodes(node)}


def _in_raises(fn: ast.AST) -> set[int]:
    inside: set[int] = set()
    for w in ast.walk(fn):
        if isinstance(w, ast.With) and any(
                isinstance(i.context_expr, ast.Call)
                and getattr(i.context_expr.func, "attr", getattr(i.context_expr.func, "id", None)) == "raises"
                for i in w.items):
            inside |= {id(n) for n in ast.walk(w)}
    return inside


def _unchecked_calls(fn: ast.AST, judges: set[str]) -> list[ast.Call]:
    """The judging calls in ``fn`` whose ruling nobody checks."""
    parents, raised = _parents(fn), _in_raises(fn)
    read = {n.value.id for n in ast.walk(fn)  # names whose .error / .legal is read
            if isinstance(n, ast.Attribute) and n.attr in CHECKS and isinstance(n.value, ast.Name)}
    out = []
    for call in ast.walk(fn):
        if not (isinstance(call, ast.Call) and _name(call) in judges) or id(call) in raised:
            continue
        parent = parents.get(id(call))
        if isinstance(parent, ast.Call) and _name(parent) == "checked":
            continue
        if isinstance(parent, ast.Attribute) and parent.attr in CHECKS:
            continue
        if isinstance(parent, ast.Assign) and all(isinstance(t, ast.Name) and t.id in read for t in parent.targets):
            continue
        out.append(call)
    return out


def fixture_checks(tests_dir: Path) -> bool:
    """True if conftest's ``judge_yaml`` fixture passes every ruling to ``checked``."""
    tree = ast.parse((tests_dir / "conftest.py").read_text(encoding="utf-8"))
    fixture = next(n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == "judge_yaml")
    return not _unchecked_calls(fixture, {"judge"}) and any(
        isinstance(n, ast.Call) and _name(n) == "checked" for n in ast.walk(fixture))


def audit(tests_dir: Path = TESTS) -> tuple[list[str], list[str]]:
    """``(tests that judge a scenario, those among them that leave a ruling unchecked)``."""
    fixture_ok = fixture_checks(tests_dir)
    judging, unchecked = [], []
    for path in sorted(tests_dir.glob("test_*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        judges = {"judge_yaml"} | {a.asname or a.name for n in ast.walk(tree)
                                   if isinstance(n, ast.ImportFrom) and n.module == "mtgjudge.scenario"
                                   for a in n.names if a.name in SCENARIO_JUDGES}
        checked_judges = {"judge_yaml"} if fixture_ok else set()
        funcs = {n.name: n for n in tree.body if isinstance(n, ast.FunctionDef)}
        helpers: dict[str, bool] = {}  # a helper that judges -> are its rulings checked?
        while True:
            known = judges | set(helpers)
            new = {name: not _unchecked_calls(fn, known - checked_judges - {h for h, ok in helpers.items() if ok})
                   for name, fn in funcs.items() if not name.startswith("test_") and name not in helpers
                   and any(isinstance(c, ast.Call) and _name(c) in known for c in ast.walk(fn))}
            if not new:
                break
            helpers |= new
        ok = checked_judges | {h for h, good in helpers.items() if good}
        for name, fn in funcs.items():
            if not name.startswith("test_"):
                continue
            calls = [c for c in ast.walk(fn) if isinstance(c, ast.Call) and _name(c) in judges | set(helpers)]
            if not calls:
                continue
            judging.append(f"{path.name}::{name}")
            if _unchecked_calls(fn, (judges | set(helpers)) - ok):
                unchecked.append(f"{path.name}::{name}")
    return judging, unchecked


def test_every_test_that_judges_a_scenario_checks_the_error():
    assert fixture_checks(TESTS), "conftest's judge_yaml must pass each ruling to checked()"
    judging, unchecked = audit()
    assert len(judging) > 250
    assert unchecked == [], ("these tests judge a scenario but never check whether the play was refused "
                             "(use checked(ruling) / checked(ruling, refused=rule), or assert its .error):\n"
                             + "\n".join(unchecked))


def test_the_audit_sees_an_unchecked_ruling(tmp_path):
    (tmp_path / "conftest.py").write_text((TESTS / "conftest.py").read_text(encoding="utf-8"))
    (tmp_path / "test_x.py").write_text(
        "from mtgjudge.scenario import judge, judge_file\n\n"
        "def _run(t, db):\n    return judge(t, db)\n\n"
        "def test_unchecked(db):\n    r = judge(s, db)\n    assert r.state\n\n"
        "def test_unchecked_helper(db):\n    assert _run(s, db).events\n\n"
        "def test_checked_by_another_ruling(db, judge_yaml):\n"
        "    a = judge_file(p)\n    b = judge_yaml(t)\n    assert b.error is None and a.events\n\n"
        "def test_checked(db):\n    r = judge(s, db)\n    assert r.error is None\n\n"
        "def test_wrapped(db):\n    assert checked(_run(s, db)).events\n\n"
        "def test_fixture(judge_yaml):\n    assert judge_yaml(t).events\n\n"
        "def test_bad_input(db):\n    with pytest.raises(ScenarioError):\n        judge(s, db)\n")
    judging, unchecked = audit(tmp_path)
    assert len(judging) == 7
    assert unchecked == ["test_x.py::test_unchecked", "test_x.py::test_unchecked_helper",
                         "test_x.py::test_checked_by_another_ruling"]


if __name__ == "__main__":
    judging, unchecked = audit(Path(sys.argv[1]) if len(sys.argv) > 1 else TESTS)
    print(f"{len(judging)} tests judge a scenario; {len(unchecked)} leave a ruling unchecked")
    for t in unchecked:
        print(" ", t)
