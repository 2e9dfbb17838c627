"""Spanish card names from the user's card data (MTGJSON foreignData, Scryfall
printed_name with lang "es"): accepted as input wherever a card name is, and shown
beside the Oracle name in Spanish rulings. Small fixtures we wrote (tests/data)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from mtgjudge.cards.foreign import extract, install, load, replace_names

DATA = Path(__file__).resolve().parent / "data"
MTGJSON = DATA / "mtgjson_spanish_names.json"
SCRYFALL = DATA / "scryfall_all_cards_es.json"


def test_names_from_mtgjson_foreign_data():
    names = extract(json.loads(MTGJSON.read_text(encoding="utf-8")))
    assert names == {"es": {"Ángel de Serra": "Serra Angel", "Osos grizzly": "Grizzly Bears"}}


def test_names_from_scryfall_printings_in_spanish():
    names = extract(json.loads(SCRYFALL.read_text(encoding="utf-8")))
    assert names == {"es": {"Engendro vampírico": "Vampire Spawn",
                            "Descubridor de secretos": "Delver of Secrets",
                            "Aberración insectoide": "Insectile Aberration"}}


@pytest.fixture
def spanish(tmp_path, monkeypatch):
    """Spanish names from both fixtures installed in a fresh MTGJUDGE_HOME (the card
    database itself stays the session's)."""
    monkeypatch.setenv("MTGJUDGE_HOME", str(tmp_path))
    install(MTGJSON, tmp_path / "a.json")
    merged = {"es": {**json.loads((tmp_path / "a.json").read_text())["es"],
                     **extract(json.loads(SCRYFALL.read_text(encoding="utf-8")))["es"]}}
    (tmp_path / "names.json").write_text(json.dumps(merged, ensure_ascii=False), encoding="utf-8")
    return tmp_path


def test_spanish_names_find_cards(spanish, db):
    assert db.get("Ángel de Serra").name == "Serra Angel"
    assert db.get("angel de serra").name == "Serra Angel"  # case and accents, as for Oracle names
    assert db.get("Aberración insectoide") == db.get("Insectile Aberration")
    assert load().search("ángel", 5) == ["Ángel de Serra"]


def test_no_spanish_names_installed_changes_nothing(tmp_path, monkeypatch, db):
    monkeypatch.setenv("MTGJUDGE_HOME", str(tmp_path))
    from mtgjudge.errors import UnknownCardError

    with pytest.raises(UnknownCardError):
        db.get("Ángel de Serra")


def test_replace_names_whole_names_longest_first():
    names = {"Serra Angel": "Ángel de Serra (Serra Angel)",
             "Serra Angel #2": "Ángel de Serra (Serra Angel #2)"}
    assert replace_names("Serra Angel #2 blocks Serra Angel. Serra Angels", names) == \
        "Ángel de Serra (Serra Angel #2) blocks Ángel de Serra (Serra Angel). Serra Angels"


def test_510_1c_spanish_names_in_a_scenario_and_the_spanish_ruling(spanish, db, tmp_path):
    """The board and the play in Spanish names; the ruling shows both names (CLI)."""
    scenario = tmp_path / "es.yaml"
    scenario.write_text(textwrap.dedent("""\
        active: Ana
        players: {Ana: {life: 20}, Bruno: {life: 20}}
        battlefield:
          Ana: [Osos grizzly]
          Bruno: [Engendro vampírico, ángel de serra]
        attack: {Osos grizzly: Bruno}
        block: {Engendro vampírico: Osos grizzly, Ángel de Serra: Osos grizzly}
        assign: {Osos grizzly: {Ángel de Serra: 1, Engendro vampírico: 1}}
        """), encoding="utf-8")
    env = {**os.environ, "MTGJUDGE_HOME": str(spanish)}
    # The session's card database is used through a link, so no rebuild happens.
    (spanish / "cards.sqlite").symlink_to(db.path)
    run = subprocess.run([sys.executable, "-m", "mtgjudge", "judge", str(scenario), "--lang", "es"],
                         capture_output=True, text=True, env=env, check=False)
    assert run.returncode == 0, run.stderr
    assert "510.1c   Osos grizzly (Grizzly Bears) asigna 1 punto de daño a Ángel de Serra (Serra Angel)." in run.stdout
    english = subprocess.run([sys.executable, "-m", "mtgjudge", "judge", str(scenario)],
                             capture_output=True, text=True, env=env, check=False)
    assert "510.1c   Grizzly Bears assigns 1 damage to Serra Angel." in english.stdout
    as_json = json.loads(subprocess.run(
        [sys.executable, "-m", "mtgjudge", "judge", str(scenario), "--lang", "es", "--format", "json"],
        capture_output=True, text=True, env=env, check=False).stdout)
    event = next(e for e in as_json["events"] if e["key"] == "damage.assign")
    assert event["params"]["source"] == "Grizzly Bears"  # programs match Oracle ids
    assert event["text"].startswith("Osos grizzly (Grizzly Bears) asigna")


def test_data_names_command_then_a_card_by_its_spanish_name(tmp_path, db):
    env = {**os.environ, "MTGJUDGE_HOME": str(tmp_path)}
    run = subprocess.run([sys.executable, "-m", "mtgjudge", "data", "names", "--from", str(MTGJSON)],
                         capture_output=True, text=True, env=env, check=False)
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == f"2 names (es) in {tmp_path / 'names.json'}"
    (tmp_path / "cards.sqlite").symlink_to(db.path)
    card = subprocess.run([sys.executable, "-m", "mtgjudge", "card", "Ángel de Serra"],
                          capture_output=True, text=True, env=env, check=False)
    assert card.returncode == 0 and card.stdout.startswith("Serra Angel  {3}{W}{W}")
