"""Hostile and huge input: every input ends quickly in a ruling or a clear error, and an
unexpected exception is an internal error (exit 3), never a traceback."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import jsonschema
import pytest

from mtgjudge import BoardError, Game, IllegalActionError, ScenarioError, UnknownCardError
from mtgjudge.cards.model import fold_name
from mtgjudge.input_limits import MAX_NAME_LENGTH, MAX_NUMBER
from mtgjudge.scenario import Scenario, judge, parse_why

SCHEMA = json.loads((Path(__file__).resolve().parent.parent / "mtgjudge" / "data"
                     / "ruling.schema.json").read_text())

BASE = """\
active: Ana
players: {Ana: {life: 20}, Bruno: {life: 20}}
"""
BEARS = BASE + "battlefield: {Ana: [Grizzly Bears], Bruno: [Hill Giant]}\nattack: {Grizzly Bears: Bruno}\n"


def problems(text: str, db) -> list[tuple[str, str]]:
    with pytest.raises(ScenarioError) as e:
        judge(Scenario.from_yaml(textwrap.dedent(text), "t.yaml"), db)
    return e.value.problems


def cli(*args: str, code: str = "") -> subprocess.CompletedProcess:
    """Run the CLI as the ``mtgjudge`` script does (after ``code``, to break something)."""
    run = f"import sys; {code}\nfrom mtgjudge.cli import main; sys.argv = ['mtgjudge', *{list(args)!r}]; main()"
    return subprocess.run([sys.executable, "-c", run], check=False, capture_output=True, text=True, timeout=60)


# ------------------------------------------------------------------ internal errors
def test_internal_error_exits_3_with_a_report_line_and_no_traceback(tmp_path):
    f = tmp_path / "s.yaml"
    f.write_text(BEARS)
    boom = "import mtgjudge.scenario as s; s.judge_file = lambda *a, **k: 1 / 0"
    r = cli("judge", str(f), code=boom)
    assert r.returncode == 3
    assert "Traceback" not in r.stderr + r.stdout
    report = ("This is a bug in mtgjudge, not a problem with your input: please report it, "
              "with the scenario file and the command you ran.")
    assert r.stderr.splitlines() == ["error: internal error (ZeroDivisionError: division by zero)", report]


def test_internal_error_as_json_valid_against_the_schema(tmp_path):
    f = tmp_path / "s.yaml"
    f.write_text(BEARS)
    boom = "import mtgjudge.scenario as s; s.judge_file = lambda *a, **k: [][1]"
    r = cli("judge", str(f), "--format", "json", "--lang", "es", code=boom)
    assert r.returncode == 3 and "Traceback" not in r.stderr
    out = json.loads(r.stdout)
    jsonschema.validate(out, SCHEMA)
    assert out["internal_error"]["type"] == "IndexError"
    assert out["internal_error"]["message"] == "error interno (IndexError: list index out of range)"
    assert out["internal_error"]["report"].startswith("Es un fallo de mtgjudge")


def test_internal_error_in_another_command_is_exit_3_too():
    boom = "import mtgjudge.rules as r; r.index = lambda: None"
    r = cli("rule", "510.1c", code=boom)
    assert r.returncode == 3 and "Traceback" not in r.stderr
    assert r.stderr.startswith("error: internal error (AttributeError:")
    boom = "import mtgjudge.oracle as o; o.compile_card = None"
    r = cli("card", "Grizzly Bears", "--format=json", code=boom)
    assert r.returncode == 3 and json.loads(r.stdout)["internal_error"]["type"] == "TypeError"


def test_readme_lists_every_exit_code():
    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text()
    for code in ("| 0 |", "| 1 |", "| 2 |", "| 3 | internal error"):
        assert code in readme


# ------------------------------------------------------------------ YAML aliases
@pytest.mark.parametrize("text", [
    BASE + "battlefield: &a [*a]\n",  # recursive
    BASE + "battlefield: {Ana: &b [Grizzly Bears], Bruno: *b}\n",  # harmless, but refused too
])
def test_yaml_aliases_are_refused_with_their_line(text, db):
    assert problems(text, db) == [("t.yaml:3", Text_alias(text))]


def Text_alias(text: str) -> str:
    name = "a" if "*a" in text else "b"
    return f"YAML aliases (*{name}) are not accepted in a scenario: write the value out in full"


def test_yaml_alias_bomb_is_refused(db):
    """Nine levels of ten aliases each would expand to 10^9 strings: refused before
    anything is expanded (how fast: bench/bench_input_limits.py, target <= 1 s)."""
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    lines += [f"a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * 10)}]" for i in range(1, 10)]
    with pytest.raises(ScenarioError) as e:
        Scenario.from_yaml(BASE + "\n".join(lines) + "\n", "t.yaml")
    assert e.value.problems[0] == ("t.yaml:4", Text_alias("*a").replace("*a", "*a0"))
    assert len(e.value.problems) == 10  # the first ten; not all 90


def test_why_on_the_command_line_refuses_a_recursive_alias():
    with pytest.raises(ScenarioError) as e:
        parse_why("&a [*a]")
    assert e.value.problems == [("--why:1", Text_alias("*a"))]


@pytest.mark.parametrize("depth", [21, 999])
def test_yaml_nested_too_deeply_is_refused(depth, db):
    text = BASE + "battlefield: " + "{a: " * depth + "1" + "}" * depth + "\n"
    message = "lists and mappings nest too deeply here: a scenario needs at most 20 levels"
    assert problems(text, db) == [("t.yaml:3", message)]


@pytest.mark.parametrize(("value", "problem"), [
    ("2024-13-45", "ValueError: month must be in 1..12"),
    ("!!int 12a", "ValueError: invalid literal for int() with base 10: '12a'"),
    ('!!int ""', "IndexError: string index out of range"),  # found by bench/fuzz.py
    ('!!bool ""', "KeyError: ''"),
    ('!!timestamp "2024-01-01 99:99"', "AttributeError: 'NoneType' object has no attribute 'groupdict'"),
])
def test_yaml_values_python_cannot_build_are_input_errors(value, problem, db):
    message = ("not valid YAML: a value can't be read as the type it has or is tagged with, "
               f"such as a date or !!int ({problem})")
    assert problems(BASE.replace("life: 20}, Bruno", f"life: {value}}}, Bruno"), db) == [("t.yaml", message)]


# ------------------------------------------------------------------ numbers
def test_a_number_too_long_for_python_is_refused_with_its_line(db):
    text = BASE.replace("life: 20}, Bruno", "life: 1" + "0" * 5000 + "}, Bruno")
    message = "the number 10000000000000000000… is too long: numbers in a scenario are at most 1000000000 in size"
    assert problems(text, db) == [("t.yaml:2", message)]


@pytest.mark.parametrize(("field", "where", "message"), [
    ("players: {Ana: {life: 1000000001}, Bruno: {life: 20}}", "players.Ana.life", "should be 1000000000 or less"),
    ("players: {Ana: {life: -1000000001}, Bruno: {life: 20}}", "players.Ana.life", "should be -1000000000 or more"),
    ("players: {Ana: {poison: 1000000001}, Bruno: {life: 20}}", "players.Ana.poison", "should be 1000000000 or less"),
])
def test_numbers_beyond_the_limit_are_refused_in_players(field, where, message, db):
    assert problems(f"active: Ana\n{field}\n", db) == [(f"t.yaml:2 {where}", message)]


@pytest.mark.parametrize(("entry", "field"), [
    ("{name: X, power: 1000000001, toughness: 1}", "power"),
    ("{name: X, power: 1, toughness: 1000000001}", "toughness"),
    ("{card: Grizzly Bears, damage: 1000000001}", "damage"),
    ("{card: Grizzly Bears, counters: {+1/+1: 1000000001}}", "counters.+1/+1"),
])
def test_numbers_beyond_the_limit_are_refused_on_permanents(entry, field, db):
    assert problems(BASE + f"battlefield: {{Ana: [{entry}]}}\n", db) == [
        (f"t.yaml:3 battlefield.Ana[0].{field}", "should be 1000000000 or less")]


def test_assign_amount_beyond_the_limit_is_refused(db):
    assert problems(BEARS + "assign: {Grizzly Bears: {Bruno: 1000000001}}\n", db) == [
        ("t.yaml:5 assign.Grizzly Bears.Bruno", "should be 1000000000 or less")]


def test_keyword_parameter_beyond_the_limit_is_refused(db):
    (where, message), = problems(BASE + "battlefield: {Ana: [{name: X, power: 1, toughness: 1, "
                                 "keywords: [toxic 99999999999]}]}\n", db)
    assert where == "t.yaml:3 battlefield.Ana[0].keywords"
    assert message == "\"toxic 99999999999\": its number is beyond mtgjudge's limit of 1000000000"


def test_api_refuses_numbers_beyond_the_limit():
    with pytest.raises(BoardError, match="life is beyond mtgjudge's limit of 1000000000"):
        Game({"Ana": 10 ** 5000, "Bruno": 20})
    g = Game(["Ana", "Bruno"], db=object())
    for kwargs in ({"damage": 10 ** 10}, {"counters": {"+1/+1": 10 ** 10}}):
        with pytest.raises(BoardError, match="beyond mtgjudge's limit"):
            g.add_creature("Bear", "Ana", 2, 2, **kwargs)
    with pytest.raises(BoardError, match="beyond mtgjudge's limit"):
        g.add_creature("Bear", "Ana", 10 ** 10, 2)
    with pytest.raises(BoardError, match="its number is beyond"):
        g.add_creature("Bear", "Ana", 2, 2, keywords=["toxic " + "9" * 100])
    assert g.state.battlefield == {}


def test_510_1a_api_assignment_too_large_to_print_is_illegal_without_printing_it():
    g = Game(["Ana", "Bruno"], db=object())
    g.add_creature("Bear", "Ana", 2, 2)
    g.attack({"Bear": "Bruno"})
    g.block({})
    with pytest.raises(IllegalActionError) as e:
        g.assign({"Bear": {"Bruno": 10 ** 5000}})
    assert (e.value.rule, e.value.key) == ("510.1a", "assign.too_large")


def test_numbers_at_the_limit_grow_during_play_without_trouble():
    """The largest numbers allowed, added up by counters, double strike and lifelink
    (120.3f), are still plain results: sums of bounded numbers stay small for Python."""
    g = Game({"Ana": MAX_NUMBER, "Bruno": MAX_NUMBER}, db=object())
    g.add_creature("Titan", "Ana", MAX_NUMBER, MAX_NUMBER, keywords=["double strike", "lifelink"],
                   counters={"+1/+1": MAX_NUMBER})
    g.add_creature("Wall", "Bruno", MAX_NUMBER, MAX_NUMBER, counters={"+1/+1": MAX_NUMBER})
    g.attack({"Titan": "Bruno"})
    g.block({"Wall": "Titan"})
    g.assign()  # first strike: 2 * MAX_NUMBER to the Wall, which dies (704.5g)
    assert g.state.players["Ana"].life == 3 * MAX_NUMBER
    assert g.state.graveyard == ["Wall"]
    g.assign()  # blocked, no trample: nothing more is dealt (510.1c)
    assert g.state.players["Ana"].life == 3 * MAX_NUMBER and g.is_over


# ------------------------------------------------------------------ names
def test_fold_name_folds_long_runs_of_spaces():
    """(Linear in runs of spaces: the first took 26 s when it wasn't; how fast it is now
    is measured by bench/bench_input_limits.py, target <= 0.5 s.)"""
    assert fold_name("Grizzly" + " " * 80_000 + "Bears") == "grizzly bears"
    assert fold_name("x" + " " * 50_000 + "//" + " " * 50_000 + "y") == "x // y"


def test_fold_name_keeps_its_meaning():
    assert fold_name("Life//Death") == "life // death"
    assert fold_name("  Lim-Dûl  the   Necromancer ") == "lim-dul the necromancer"
    assert fold_name("//a") == "// a"


def test_names_longer_than_the_limit_are_refused(db):
    """(How fast: bench/bench_input_limits.py, target <= 2 s.)"""
    text = BASE + 'battlefield: {Ana: ["Grizzly' + " " * 80_000 + 'Bears"]}\n'
    assert problems(text, db) == [("t.yaml:3 battlefield.Ana[0]",
                                   f"is too long: names and texts have at most {MAX_NAME_LENGTH} characters")]
    long_key = BEARS + "block: {" + "H" * 300 + ": Grizzly Bears}\n"
    assert problems(long_key, db)[0][1].startswith("is too long")


def test_api_refuses_long_names_and_the_database_answers(db):
    """(How fast the database answers: bench/bench_input_limits.py, target <= 0.5 s.)"""
    g = Game(["Ana", "Bruno"], db=db)
    with pytest.raises(BoardError, match="too long"):
        g.add_creature("x" * (MAX_NAME_LENGTH + 1), "Ana", 1, 1)
    with pytest.raises(BoardError, match="too long"):
        Game(["Ana", "B" * 1000])
    with pytest.raises(UnknownCardError, match="Unknown card") as e:
        g.add("Grizzly" + " " * 80_000 + "Bears", "Ana")
    assert e.value.suggestions == []


# ------------------------------------------------------------------ why
def test_510_1_empty_assign_question_is_an_input_error(db):
    message = "an assign question names at least one creature and how it divides its combat damage (510.1)"
    assert problems(BEARS + "why: [{assign: {}}]\n", db) == [("t.yaml:5 why[0]", message)]


# ------------------------------------------------------------------ enumeration
def test_510_1_legal_assignments_of_a_thousand_creatures_dont_recurse():
    g = Game(["Ana", "Bruno"], db=object())
    g.add_creature("Big", "Ana", 3, 3)
    for i in range(1000):
        g.add_creature(f"A{i}", "Ana", 1, 1)
        g.add_creature(f"B{i}", "Bruno", 1, 1)
    g.attack({"Big": "Bruno", **{f"A{i}": "Bruno" for i in range(1000)}})
    g.block({f"B{i}": "Big" for i in range(1000)})  # 1,000 blockers to divide 3 among (510.1c)
    first = next(g.legal_declarations())
    assert first.as_dict()["Big"] == {"B0": 3, **{f"B{i}": 0 for i in range(1, 1000)}}
    assert len(first.assignments) == 2001
