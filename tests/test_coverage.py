"""`mtgjudge coverage`: generated from the code's rule citations and the tests' names."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from mtgjudge.coverage import coverage, default_tests_dir, totals_line
from mtgjudge.coverage import tests_by_rule as scan_tests

ROOT = Path(__file__).resolve().parent.parent


def test_510_coverage_reads_code_and_tests():
    areas = {a.label: a for a in coverage(default_tests_dir())}
    a510 = areas["510 Combat Damage Step"]
    assert a510.rules == ["510.1", "510.1a", "510.1b", "510.1c", "510.1d", "510.1e",
                          "510.2", "510.3", "510.3a", "510.4"]
    assert "510.1c" in a510.implemented and "510.3" not in a510.implemented
    assert "test_510_combat_damage.py::test_510_1c_blocked_creature_cannot_assign_to_player" in a510.tests["510.1c"]
    a615 = areas["615 Prevention Effects"]
    assert "615.7" in a615.implemented and "615.13" not in a615.implemented


def test_test_names_and_bodies_name_rules(tmp_path):
    (tmp_path / "test_x.py").write_text(
        "def test_702_19b_thing():\n    assert rule == '120.3a'\n\ndef test_other():\n    pass\n")
    assert scan_tests(tmp_path) == {"702.19b": ["test_x.py::test_702_19b_thing"],
                                       "120.3a": ["test_x.py::test_702_19b_thing"]}


def test_readme_shows_the_current_totals():
    line = totals_line(coverage(default_tests_dir()))
    assert line in (ROOT / "README.md").read_text(), f"update the README's coverage line to: {line}"


def test_cli_coverage_lists_subrules():
    r = subprocess.run([sys.executable, "-m", "mtgjudge", "coverage", "--all"], capture_output=True, text=True)
    assert r.returncode == 0
    assert "510 Combat Damage Step: 9/10 implemented, 9/10 tested" in r.stdout
    assert r.stdout.strip().splitlines()[-1].startswith("Coverage: ")
