"""The web site takes custom cards (cards not in the card data) as scenario files do:
POST /api/judge, the table and export/import carry a ``name:`` entry's ``text``,
``type_line`` and ``mana_cost``; the ruling is the CLI's (CR 603.3, 611.2a), and bad
fields are input errors located by JSON path."""

from __future__ import annotations

import json
import re

import pytest

pytest.importorskip("fastapi")
pytest.importorskip("httpx")

from conftest import checked
from fastapi.testclient import TestClient

from mtgjudge.scenario import Scenario, judge
from mtgjudge.web.app import Limits, create_app
from mtgjudge.web.scenario_io import from_yaml, to_url_json, to_yaml

pytestmark = pytest.mark.real_cards

RAIDER = {
    "active": "Ana",
    "players": {"Ana": {"life": 20}, "Bruno": {"life": 20}},
    "battlefield": {
        "Ana": [{"name": "Ghostfire Raider", "type_line": "Creature — Spirit Warrior", "mana_cost": "{2}{R}",
                 "power": 2, "toughness": 4,
                 "text": "Whenever ~ attacks, it gets +2/+0 until end of turn.\n~ deals double damage to Walls."}],
        "Bruno": ["Hill Giant"]},
    "attack": {"Ghostfire Raider": "Bruno"},
}


@pytest.fixture(scope="module")
def client(db):
    app = create_app(Limits(workers=1, seconds=10.0))
    with TestClient(app) as c:
        yield c


def test_603_3_api_judges_a_custom_card_as_the_cli(client, db):
    """603.3, 611.2a: the made-up Raider's attack trigger read from its text, 4 damage to
    Bruno; its unread line listed as not modeled with a caveat; the same JSON as the CLI's."""
    r = client.post("/api/judge", json=RAIDER)
    assert r.status_code == 200
    body = r.json()
    cli = checked(judge(Scenario.from_yaml(to_yaml(RAIDER), "scenario.yaml", db), db)).to_dict("en")
    assert body == cli
    texts = [(e["rule"], e["text"]) for e in body["events"]]
    assert ("611.2a", "Ghostfire Raider gets +2/+0 until end of turn (now 4/4).") in texts
    assert ("510.2", "Ghostfire Raider deals 4 damage to Bruno.") in texts
    assert body["not_modeled"] == [{"permanent": "Ghostfire Raider",
                                    "text": "Ghostfire Raider deals double damage to Walls.",
                                    "relevant": True, "reason": None}]
    assert [c["reason"] for c in body["caveats"]] == ["mentions"]
    assert body["state"]["players"]["Bruno"]["life"] == 16


def test_api_custom_card_problems_are_located_by_json_path(client):
    """Every problem at once, each at its field of the JSON body, in Spanish too."""
    bad = {**RAIDER, "battlefield": {"Ana": [{**RAIDER["battlefield"]["Ana"][0], "type_line": "Creeture — Spirit",
                                              "mana_cost": "2R", "text": "x" * 2001}], "Bruno": ["Hill Giant"]}}
    r = client.post("/api/judge", json=bad)
    assert r.status_code == 422
    assert r.json()["input_errors"] == [
        {"where": "$.battlefield.Ana[0].text",
         "problem": "the rules text has 2001 characters; a custom card's text has at most 2000"},
        {"where": "$.battlefield.Ana[0].type_line",
         "problem": '"Creeture" is not a card type or supertype (CR 205.2a, 205.4a). Did you mean "Creature"?'},
        {"where": "$.battlefield.Ana[0].mana_cost",
         "problem": '"2R" is not a mana cost: write mana symbols such as {2}{W}{W} or {X}{R/G} (CR 107.4, 202.1)'},
    ]
    es = client.post("/api/judge", params={"lang": "es"}, json=bad).json()["input_errors"]
    assert es[1]["problem"] == ("«Creeture» no es un tipo de carta ni un supertipo (RC 205.2a, 205.4a). "
                                "¿Querías decir «Creature»?")


def test_api_real_name_needs_custom_true(client):
    named = {**RAIDER, "battlefield": {"Ana": [{**RAIDER["battlefield"]["Ana"][0], "name": "Hill Giant"}],
                                       "Bruno": ["Grizzly Bears"]}, "attack": {"Hill Giant": "Bruno"}}
    r = client.post("/api/judge", json=named)
    assert r.status_code == 422
    assert r.json()["input_errors"] == [{"where": "$.battlefield.Ana[0].name", "problem": (
        '"Hill Giant" is a real card\'s name: write `card: Hill Giant` for the real card, or add `custom: true` '
        "to judge a custom card of that name")}]
    named["battlefield"]["Ana"][0]["custom"] = True
    body = client.post("/api/judge", json=named).json()
    assert body["legal"] is True and body["state"]["players"]["Bruno"]["life"] == 16


def test_table_shows_the_custom_cards_ruling_and_its_fields(client):
    html = client.get("/", params={"s": to_url_json(RAIDER)}).text
    assert "Ghostfire Raider deals 4 damage to Bruno." in html
    assert "Not modeled (this text was not applied):" in html
    data = json.loads(re.search(r'<script id="scenario-data" type="application/json">(.*?)</script>', html).group(1))
    assert data["battlefield"]["Ana"][0]["text"] == RAIDER["battlefield"]["Ana"][0]["text"]
    strings = json.loads(re.search(r'<script id="strings" type="application/json">(.*?)</script>', html).group(1))
    assert (strings["web.type_line"], strings["web.mana_cost"]) == ("Type line", "Mana cost")
    script = client.get("/static/table.js").text
    assert 'cardField("text", t("web.card_text"), true)' in script


def test_export_import_round_trip_keeps_the_rules_text(client):
    """A multi-line rules text survives export and import byte for byte."""
    exported = client.get("/export.yaml", params={"s": to_url_json(RAIDER)})
    assert exported.status_code == 200
    assert from_yaml(exported.text)["battlefield"]["Ana"][0]["text"] == RAIDER["battlefield"]["Ana"][0]["text"]
    assert to_yaml(from_yaml(exported.text)) == exported.text
    imported = client.post("/import", files={"file": ("scenario.yaml", exported.content)}, follow_redirects=False)
    assert imported.status_code == 303
