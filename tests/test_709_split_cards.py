"""CR 709.4: outside the stack a split card has both halves' characteristics combined:
both mana costs (so both colours and the total mana value, 709.4b), every type, and the
text of both halves (709.4c). The bundled card data has only a split card's first
half; a database built from a Scryfall or MTGJSON file has both."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from mtgjudge.cards import CardDB
from mtgjudge.cards.model import mana_value

FIRE = "Fire deals 2 damage divided as you choose among one or two targets."
ICE = "Tap target permanent.\nDraw a card."
FUSE = "Fuse (You may cast one or both halves of this card from your hand.)"

SCRYFALL = [
    {"object": "card", "name": "Fire // Ice", "layout": "split", "mana_cost": "{1}{R} // {1}{U}",
     "cmc": 4.0, "type_line": "Instant // Instant", "colors": ["R", "U"], "color_identity": ["R", "U"],
     "keywords": [], "card_faces": [
         {"object": "card_face", "name": "Fire", "mana_cost": "{1}{R}", "type_line": "Instant",
          "oracle_text": FIRE},
         {"object": "card_face", "name": "Ice", "mana_cost": "{1}{U}", "type_line": "Instant",
          "oracle_text": ICE}]},
    {"object": "card", "name": "Wear // Tear", "layout": "split", "mana_cost": "{1}{R} // {W}",
     "cmc": 3.0, "type_line": "Instant // Instant", "colors": ["R", "W"], "color_identity": ["R", "W"],
     "keywords": ["Fuse"], "card_faces": [
         {"object": "card_face", "name": "Wear", "mana_cost": "{1}{R}", "type_line": "Instant",
          "oracle_text": "Destroy target artifact.\n" + FUSE},
         {"object": "card_face", "name": "Tear", "mana_cost": "{W}", "type_line": "Instant",
          "oracle_text": "Destroy target enchantment.\n" + FUSE}]},
]

MTGJSON = {"meta": {}, "data": {
    "Fire // Ice": [
        {"name": "Fire // Ice", "faceName": "Fire", "side": "a", "layout": "split", "manaCost": "{1}{R}",
         "colors": ["R"], "types": ["Instant"], "supertypes": [], "subtypes": [], "type": "Instant",
         "manaValue": 4.0, "text": FIRE},
        {"name": "Fire // Ice", "faceName": "Ice", "side": "b", "layout": "split", "manaCost": "{1}{U}",
         "colors": ["U"], "types": ["Instant"], "supertypes": [], "subtypes": [], "type": "Instant",
         "manaValue": 4.0, "text": ICE}],
}}


@pytest.fixture
def scryfall_db(tmp_path: Path) -> CardDB:
    src = tmp_path / "oracle-cards.json"
    src.write_text(json.dumps(SCRYFALL), encoding="utf-8")
    return CardDB.build(tmp_path / "cards.sqlite", src)


def test_709_4b_fire_ice_is_red_and_blue_with_mana_value_4(scryfall_db):
    card = scryfall_db.get("Fire // Ice")
    assert (card.mana_cost, card.colors, card.mana_value, card.types) == \
        ("{1}{R} // {1}{U}", ("U", "R"), 4, ("Instant",))
    assert (card.type_line, card.halves_missing) == ("Instant // Instant", False)
    assert [(h.name, h.mana_cost, h.colors, h.mana_value, h.text) for h in card.halves] == [
        ("Fire", "{1}{R}", ("R",), 2, FIRE), ("Ice", "{1}{U}", ("U",), 2, ICE)]
    assert scryfall_db.get("Ice") == card  # either half's name finds the card


def test_709_4c_wear_tear_has_both_halves_text(scryfall_db):
    card = scryfall_db.get("Wear // Tear")
    assert (card.colors, card.mana_value, card.keywords) == (("W", "R"), 3, ("Fuse",))
    assert card.text == f"Destroy target artifact.\n{FUSE}\nDestroy target enchantment.\n{FUSE}"


def test_709_4_mtgjson_split_card_combines_its_halves(tmp_path):
    src = tmp_path / "AtomicCards.json"
    src.write_text(json.dumps(MTGJSON), encoding="utf-8")
    with CardDB.build(tmp_path / "cards.sqlite", src) as db:
        card = db.get("Fire // Ice")
        assert (card.mana_cost, card.colors, card.mana_value) == ("{1}{R} // {1}{U}", ("U", "R"), 4)
        assert [h.name for h in card.halves] == ["Fire", "Ice"]
        assert card.text == f"{FIRE}\n{ICE}"


def test_709_4_bundled_data_has_only_the_first_half(db):
    card = db.get("Fire // Ice")
    assert (card.is_split, card.halves_missing, card.mana_cost, card.colors) == (True, True, "{1}{R}", ("R",))


def test_709_4_database_built_before_halves_were_stored_reads_as_first_half_only(tmp_path, scryfall_db):
    path = scryfall_db.path
    scryfall_db.close()
    with sqlite3.connect(path) as conn:
        conn.execute("DROP TABLE halves")
    card = CardDB(path).get("Fire // Ice")
    assert (card.halves, card.halves_missing) == ((), True)


def test_202_3_mana_value_of_costs():
    assert [mana_value(c) for c in ("{1}{R} // {1}{U}", "{X}{R}", "{2/W}{2/W}", "{G/P}", None)] == [4, 1, 4, 1, 0]


def _card_cli(home: Path, *args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, MTGJUDGE_HOME=str(home))
    return subprocess.run([sys.executable, "-m", "mtgjudge", "card", *args], capture_output=True,
                          text=True, timeout=60, env=env, check=False)


def test_709_4_card_command_shows_both_halves_from_a_scryfall_build(tmp_path, scryfall_db):
    scryfall_db.close()
    r = _card_cli(tmp_path, "Fire // Ice")
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    assert lines[:9] == [
        "Fire // Ice  {1}{R} // {1}{U}", "Instant // Instant", "colors: UR", "",
        "Split card (CR 709.4): its characteristics are both halves' combined; mana value 4.",
        "  Fire  {1}{R}", "  Instant", f"    {FIRE}", "      [parsed, not applied]"]
    assert lines[9:12] == ["  Ice  {1}{U}", "  Instant", "    Tap target permanent."]
    es = _card_cli(tmp_path, "Fire // Ice", "--lang", "es").stdout.splitlines()
    assert es[4:7] == [("Carta partida (RC 709.4): sus características son las de sus dos mitades juntas; "
                        "valor de maná 4."), "  Fire  {1}{R}", "  Instantáneo"]
    out = json.loads(_card_cli(tmp_path, "Ice", "-f", "json").stdout)
    assert (out["mana_value"], out["colors"], out["halves_missing"]) == (4, ["U", "R"], False)
    assert [h["name"] for h in out["halves"]] == ["Fire", "Ice"]


def test_709_4_card_command_says_when_the_second_half_is_missing(db):
    r = _card_cli(db.path.parent, "Wear // Tear")
    assert r.returncode == 0, r.stderr
    assert ("Split card (CR 709.4), but this card data has only its first half, Wear: the colours, "
            "mana value and text shown are that half's alone. For both halves, build the card "
            "database from a Scryfall or MTGJSON file: mtgjudge data build --from FILE") in r.stdout
    out = json.loads(_card_cli(db.path.parent, "Wear // Tear", "-f", "json").stdout)
    assert (out["halves_missing"], out["halves"], out["mana_value"]) == (True, [], 2)


def test_709_4_split_permanent_missing_its_second_half_says_so_in_the_ruling(db):
    from mtgjudge import Game

    g = Game(["Ana", "Bruno"], db=db)
    g.add("Bottomless Pool // Locker Room", "Ana")  # a Room: a split enchantment (709.5)
    assert g.not_modeled()[-1] == (
        "Bottomless Pool // Locker Room",
        "Locker Room: this half of the split card is missing from the card data (CR 709.4)")
