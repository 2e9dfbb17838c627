"""`mtgjudge coverage`: the rules the code cites, and the tests whose run exercises the
code of each (recorded in mtgjudge/data/rule_tests.json by `python -m mtgjudge.coverage record`)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

from mtgjudge.coverage import (
    NOT_RECORDED,
    REGENERATE,
    Recorder,
    coverage,
    default_tests_dir,
    implemented_functions,
    load,
    not_implemented,
    rules_to_tests,
    stale_files,
    totals,
    totals_line,
)

ROOT = Path(__file__).resolve().parent.parent
TESTS = ROOT / "tests"


def test_510_coverage_reads_code_and_recorded_tests():
    areas = {a.label: a for a in coverage()}
    a510 = areas["510 Combat Damage Step"]
    assert a510.rules == ["510.1", "510.1a", "510.1b", "510.1c", "510.1d", "510.1e",
                          "510.2", "510.3", "510.3a", "510.4"]
    assert "510.1c" in a510.implemented and "510.3" not in a510.implemented
    assert "tests/test_510_combat_damage.py::test_510_1c_blocked_creature_cannot_assign_to_player" in a510.tests["510.1c"]
    a615 = areas["615 Prevention Effects"]
    assert "615.7" in a615.implemented and "615.13" not in a615.implemented


def test_a_rule_tested_but_not_implemented_is_not_counted_and_is_reported():
    """510.3 is cited by no code: tests recorded for it are an error in the data, never
    counted as tested (tested <= implemented)."""
    recorded = {"rules": {"510.1c": ["t.py::a"], "510.3": ["t.py::b"], "999.1": ["t.py::c"]}}
    a510 = next(a for a in coverage(recorded) if a.label.startswith("510 "))
    assert (a510.n_implemented, a510.n_tested, a510.not_implemented) == (9, 1, ["510.3"])
    assert not_implemented(recorded) == ["510.3", "999.1"]
    _, implemented, tested = totals(coverage(recorded))
    assert tested == 1 <= implemented


def test_recorded_data_is_current_with_the_tests():
    recorded = load()
    assert recorded["rules"], REGENERATE
    changed = stale_files(recorded, TESTS)
    assert changed == [], f"tests changed since their coverage was recorded ({', '.join(changed)}): {REGENERATE}"


def test_recorded_data_names_existing_tests_and_implemented_rules():
    recorded = load()
    assert not_implemented(recorded) == [], (
        "recorded as tested but cited by no code (an error in the data): " + REGENERATE)
    functions = {}
    for path in TESTS.glob("test_*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        functions[f"tests/{path.name}"] = {n.name for n in tree.body if isinstance(n, ast.FunctionDef)}
    for rule, ids in recorded["rules"].items():
        assert ids == sorted(set(ids)), rule
        for node in ids:
            file, _, name = node.partition("::")
            assert name.split("[")[0] in functions.get(file, ()), f"{rule}: {node} is no test: {REGENERATE}"


def test_readme_shows_the_current_totals():
    line = totals_line(coverage())
    assert line in (ROOT / "README.md").read_text(), f"update the README's coverage line to: {line}"


def test_cli_coverage_lists_subrules():
    r = subprocess.run([sys.executable, "-m", "mtgjudge", "coverage", "--all"], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    a510 = next(a for a in coverage() if a.label.startswith("510 "))
    assert f"510 Combat Damage Step: 9/10 implemented, {a510.n_tested}/10 tested" in r.stdout
    assert "  510.3    -           -" in r.stdout  # not implemented, no test
    assert r.stdout.strip().splitlines()[-1] == totals_line(coverage())
    assert r.stderr == ""


def test_recorder_counts_what_a_test_runs_not_what_it_names(tmp_path):
    """Events the engine logs (508.1a) and rejections it raises (508.1b), wherever the
    test's call leads, count; so does an ``@implements`` function the test's own code
    calls, but not one that other code calls for it. A rule named in a test, a failing
    test and the test's own events count for nothing."""
    package, tests = tmp_path / "pkg", tmp_path / "tests"
    package.mkdir()
    tests.mkdir()
    (package / "marked.py").write_text(
        "from mtgjudge.cr import implements\n\n\n"
        "@implements('120.6')\n@implements('702.2c')\ndef lethal():\n    return 1\n\n\n"
        "def indirect():\n    return lethal()\n")
    (tests / "test_sample.py").write_text(
        "import pytest\n"
        "from mtgjudge import Game, IllegalActionError\n"
        "from mtgjudge.events import EventLog\n"
        "import marked\n\n"
        "def game():\n"
        "    g = Game(['Ana', 'Bruno'], db=object())\n"
        "    g.add_creature('Bear', 'Ana', 2, 2)\n"
        "    return g\n\n"
        "def test_attacks():\n    assert game().attack({'Bear': 'Bruno'})\n\n"
        "def test_refused():\n"
        "    with pytest.raises(IllegalActionError):\n        game().attack({'Bear': 'Ana'})\n\n"
        "def test_marked():\n    assert marked.lethal() == 1\n\n"
        "def test_marked_called_by_other_code():\n    assert marked.indirect() == 1\n\n"
        "def test_names_a_rule():\n"
        "    EventLog().add('120.3a', 'result.life_loss', player='Ana', amount=1, life=19)\n"
        "    assert '510.1c' != '510.1d'\n\n"
        "def test_fails():\n    game().attack({'Bear': 'Bruno'})\n    assert False\n")
    marks = implemented_functions(package)
    assert list(marks.values()) == [("120.6", "702.2c")]
    recorder = Recorder(marks, tests)
    sys.path.insert(0, str(package))
    try:
        code = pytest.main([str(tests / "test_sample.py"), "-q", "-p", "no:cacheprovider",
                            "--rootdir", str(tmp_path)], plugins=[recorder])
    finally:
        sys.path.remove(str(package))
        sys.modules.pop("marked", None)
    assert code == 1  # test_fails
    by_test = {k.rpartition("::")[2]: v for k, v in recorder.by_test.items()}
    assert set(by_test) == {"test_attacks", "test_refused", "test_marked", "test_marked_called_by_other_code",
                            "test_names_a_rule"}
    assert {"506.2", "508.1a"} <= by_test["test_attacks"] and "508.1b" not in by_test["test_attacks"]
    assert "508.1b" in by_test["test_refused"] and "508.1a" not in by_test["test_refused"]
    assert by_test["test_marked"] == {"120.6", "702.2c"}
    assert by_test["test_marked_called_by_other_code"] == set()
    assert by_test["test_names_a_rule"] == set()
    assert rules_to_tests({"b": {"510.1c"}, "a": {"510.1c", "120.6", "nonsense"}}) == {
        "120.6": ["a"], "510.1c": ["a", "b"]}


def test_the_recording_leaves_out_only_this_file():
    assert NOT_RECORDED == ("test_coverage.py",) and Path(__file__).name in NOT_RECORDED
    assert default_tests_dir() == TESTS
