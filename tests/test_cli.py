"""The command line, run as a user would: each example through `mtgjudge judge`."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import checked

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "mtgjudge", *args], capture_output=True,
                          text=True, timeout=60)


@pytest.fixture(scope="module", autouse=True)
def _card_data(db):
    """Make sure the card database exists before the subprocesses need it."""


def test_510_1c_example_via_cli_text():
    r = cli("judge", str(EXAMPLES / "510.1c-regrower.yaml"))
    assert r.returncode == 0, r.stderr
    assert "510.1c   Elvish Regrower assigns 3 damage to Helpful Hunter." in r.stdout
    assert "704.5g   Helpful Hunter has 3 damage marked and toughness 1: it is destroyed." in r.stdout
    assert "  Vampire Spawn (Bruno, 2/3, 1 damage)" in r.stdout


def test_510_1c_illegal_example_exits_1_and_names_rule():
    r = cli("judge", str(EXAMPLES / "510.1c-regrower-to-player.yaml"))
    assert r.returncode == 1
    assert "510.1c   ILLEGAL: Elvish Regrower is blocked and has no trample" in r.stdout
    assert "733.1    The illegal action is reversed" in r.stdout
    assert "  Bruno: 20 life" in r.stdout


def test_702_7b_first_strike_example_json():
    r = cli("judge", str(EXAMPLES / "702.7-first-strike.yaml"), "--format", "json")
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert out["legal"] is True
    assert [e["rule"] for e in out["events"]][:7] == [
        "506.2", "508.1a", "508.1f", "509.1a", "509.1h", "510.4", "510.1c"]
    assert out["state"]["graveyard"] == [{
        "id": "Grizzly Bears", "rule": "704.5g",
        "reason": "Grizzly Bears has 2 damage marked and toughness 2: it is destroyed."}]


def test_702_19b_trample_deathtouch_example():
    out = json.loads(cli("judge", str(EXAMPLES / "702.19-trample-deathtouch.yaml"), "-f", "json").stdout)
    assert out["legal"] is True and out["error"] is None
    assert out["state"]["players"]["Bruno"]["life"] == 16
    assert sorted(g["id"] for g in out["state"]["graveyard"]) == ["Grizzly Bears", "Hill Giant"]
    assert {g["rule"] for g in out["state"]["graveyard"]} == {"704.5h"}


def test_702_15b_lifelink_example():
    out = json.loads(cli("judge", str(EXAMPLES / "702.15-lifelink.yaml"), "-f", "json").stdout)
    assert out["legal"] is True and out["error"] is None
    assert out["state"]["players"]["Ana"]["life"] == 16
    assert [e for e in out["events"] if e["rule"] == "120.3f"][0]["params"] == {
        "player": "Ana", "amount": 2, "source": "Vampire Nighthawk", "life": 16}


def test_702_90b_infect_example():
    out = json.loads(cli("judge", str(EXAMPLES / "702.90-infect.yaml"), "-f", "json").stdout)
    assert out["legal"] is True and out["error"] is None
    bruno = out["state"]["players"]["Bruno"]
    assert bruno == {"life": 20, "poison": 10, "lost": True}
    assert "704.5c" in [e["rule"] for e in out["events"]]


def test_cli_bad_scenario_exits_2_with_location(tmp_path):
    f = tmp_path / "bad.yaml"
    f.write_text("active: Ana\nplayers: {Ana: {}, Bruno: {}}\nbattlefield: {Ana: [Grizly Bears]}\n")
    r = cli("judge", str(f))
    assert r.returncode == 2
    assert 'bad.yaml:3 battlefield.Ana[0]: Unknown card "Grizly Bears". Did you mean "Grizzly Bears"' in r.stderr


def test_cli_missing_file_exits_2(tmp_path):
    r = cli("judge", str(tmp_path / "nope.yaml"))
    assert r.returncode == 2 and "can't read the file" in r.stderr


def test_cli_card_shows_abilities_and_not_modeled():
    r = cli("card", "Serra Angel")
    assert r.returncode == 0
    assert "702.9    Flying" in r.stdout and "702.20   Vigilance" in r.stdout
    assert "(nothing: every line is modeled)" in r.stdout
    r = cli("card", "Elvish Regrower", "--format", "json")
    d = json.loads(r.stdout)
    assert d["colors"] == ["G"] and d["power"] == "4"
    assert d["not_modeled"] == ["When this creature enters, return target permanent card from your graveyard to your hand."]


def test_cli_card_shows_a_line_of_two_abilities_once():
    """509.1b: Changeling Outcast's "can't block and can't be blocked" is two abilities
    read from one line: `card` lists that line once."""
    r = cli("card", "Changeling Outcast")
    assert r.stdout.count("This creature can't block and can't be blocked.") == 2  # Oracle text, then modeled


def test_cli_unknown_card_suggests():
    r = cli("card", "Grizly Bears")
    assert r.returncode == 2 and 'Did you mean "Grizzly Bears"' in r.stderr


def test_terminal_output_is_coloured_and_aligned():
    from rich.console import Console

    from mtgjudge.cli import print_rich
    from mtgjudge.scenario import judge_file

    console = Console(record=True, force_terminal=True, color_system="standard", width=200)
    print_rich(checked(judge_file(EXAMPLES / "510.1c-regrower-to-player.yaml"), refused="510.1c"), "en", console)
    plain = console.export_text(clear=False)
    assert "510.1c   ILLEGAL: Elvish Regrower is blocked" in plain
    assert "509.1h   Elvish Regrower is blocked." in plain
    ansi = console.export_text(styles=True)
    assert "\x1b[1;36mAna\x1b[0m" in ansi and "\x1b[1;35mBruno\x1b[0m" in ansi  # a colour per player
    assert "\x1b[31m510.1c" in ansi  # the broken rule in red


def test_cli_input_errors_as_json(tmp_path):
    import jsonschema

    f = tmp_path / "bad.yaml"
    f.write_text("active: Ana\nplayers: {Ana: {}, Bruno: {}}\nbattlefield: {Ana: [Grizly Bears]}\n")
    r = cli("judge", str(f), "--format", "json")
    assert r.returncode == 2
    out = json.loads(r.stdout)
    assert out["input_errors"][0]["where"] == "bad.yaml:3 battlefield.Ana[0]"
    schema = json.loads((EXAMPLES.parent / "mtgjudge" / "data" / "ruling.schema.json").read_text())
    jsonschema.validate(out, schema)


def test_cli_card_in_spanish():
    r = cli("card", "Serra Angel", "--lang", "es")
    assert r.returncode == 0
    assert "Habilidades modeladas:" in r.stdout and "(nada: todas las líneas están modeladas)" in r.stdout


def test_readme_shows_the_real_output_of_the_510_1c_example():
    readme = (EXAMPLES.parent / "README.md").read_text()
    start = readme.index("$ mtgjudge judge examples/510.1c-regrower.yaml\n") + len(
        "$ mtgjudge judge examples/510.1c-regrower.yaml\n")
    shown = readme[start:readme.index("```", start)]
    r = cli("judge", str(EXAMPLES / "510.1c-regrower.yaml"))
    assert shown == r.stdout


def test_cli_input_errors_in_spanish(tmp_path):
    f = tmp_path / "malo.yaml"
    f.write_text("active: Ana\nplayers: {Ana: {}, Bruno: {life: x}}\n")
    r = cli("judge", str(f), "--lang", "es")
    assert r.returncode == 2
    assert r.stderr == "error: el escenario tiene problemas:\n  malo.yaml:2 players.Bruno.life: debe ser un número entero\n"
    f.write_text("active: Ana\nplayers: {Ana: {}, Bruno: {}}\nbattlefield: {Ana: [Grizly Bears]}\n")
    out = json.loads(cli("judge", str(f), "--lang", "es", "-f", "json").stdout)
    assert out["input_errors"][0]["problem"].startswith("Carta desconocida: «Grizly Bears». ¿Quizás quisiste decir")


def test_510_1c_cli_lists_the_legal_divisions_when_one_is_missing(tmp_path):
    f = tmp_path / "missing.yaml"
    f.write_text((EXAMPLES / "510.1c-regrower.yaml").read_text().replace(
        "assign: {Elvish Regrower: {Helpful Hunter: 3, Vampire Spawn: 1}}\n", ""))
    r = cli("judge", str(f))
    assert r.returncode == 2
    assert r.stderr.splitlines()[1].endswith(
        "Add it under `assign` (510.1c). Its 5 legal divisions: {Vampire Spawn: 4}; {Vampire Spawn: 3, "
        "Helpful Hunter: 1}; {Vampire Spawn: 2, Helpful Hunter: 2}; {Vampire Spawn: 1, Helpful Hunter: 3}; "
        "{Helpful Hunter: 4}.")
def test_509_1c_board_past_the_solver_limit_exits_2_naming_rule_and_limit(tmp_path):
    # 600 Lure attackers against 600 creatures: 360,000 blocker-attacker pairs to weigh,
    # past MAX_PAIRS (250,000): a clear refusal, in the chosen language, and quickly.
    lure = "keywords: [All creatures able to block this creature do so]"
    ana = ", ".join(f"{{name: A{i}, power: 1, toughness: 1, {lure}}}" for i in range(600))
    bruno = ", ".join(f"{{name: B{i}, power: 1, toughness: 1}}" for i in range(600))
    attack = ", ".join(f"A{i}: Bruno" for i in range(600))
    f = tmp_path / "huge.yaml"
    f.write_text(f"active: Ana\nplayers: {{Ana: {{}}, Bruno: {{}}}}\nbattlefield: {{Ana: [{ana}], "
                 f"Bruno: [{bruno}]}}\nattack: {{{attack}}}\nblock: {{}}\n")
    r = cli("judge", str(f))
    assert r.returncode == 2, r.stderr
    assert "(509.1c)" in r.stderr and "250000" in r.stderr and "No ruling is given" in r.stderr
    r = cli("judge", str(f), "--lang", "es", "-f", "json")
    assert r.returncode == 2
    problem = json.loads(r.stdout)["input_errors"][0]["problem"]
    assert "(509.1c)" in problem and "250000" in problem and "límite" in problem


def test_cli_output_cut_short_by_its_reader_is_no_internal_error():
    # `mtgjudge judge FILE --explain | head`: the reader closes the pipe early; the
    # ruling (CR 613 explanation first) is cut short, without an "internal error" report.
    example = Path(__file__).resolve().parent.parent / "examples" / "613-anthem-blocker.yaml"
    p = subprocess.Popen([sys.executable, "-m", "mtgjudge", "judge", str(example), "--explain"],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    p.stdout.close()  # before anything is written
    err = p.stderr.read().decode()
    assert p.wait(timeout=60) == 0
    assert "internal error" not in err and "Traceback" not in err
