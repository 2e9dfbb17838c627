"""The web site (`mtgjudge serve`): the JSON API, the table, rule and card pages, and
the limits that make it safe on a shared server. The rulings it shows are the CLI's
(CR 510.1c's example throughout)."""

from __future__ import annotations

import json
import re
import threading
import time
from pathlib import Path
from urllib.parse import quote

import pytest

pytest.importorskip("fastapi")
pytest.importorskip("httpx")

from conftest import checked, example_refusal
from fastapi.testclient import TestClient

from mtgjudge.scenario import judge_file
from mtgjudge.web.app import Limits, create_app
from mtgjudge.web.pool import JudgePool, JudgeTimeout
from mtgjudge.web.scenario_io import KEYS, from_yaml, to_url_json, to_yaml

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "examples" / "510.1c-regrower.yaml"
REGROWER = from_yaml(EXAMPLE.read_text(encoding="utf-8"))

pytestmark = pytest.mark.real_cards


@pytest.fixture(scope="module")
def client(db):
    app = create_app(Limits(workers=2, seconds=5.0))
    with TestClient(app) as c:
        yield c


def with_play(**changes):
    return {**REGROWER, **changes}


def test_serve_prints_its_address_and_serves(db):
    import subprocess
    import sys
    import urllib.request

    proc = subprocess.Popen([sys.executable, "-m", "mtgjudge", "serve", "--port", "0"],
                            stdout=subprocess.PIPE, text=True)
    try:
        line = proc.stdout.readline()
        assert re.fullmatch(r"mtgjudge: serving on http://localhost:\d+/  \(Ctrl\+C to stop\)\n", line)
        with urllib.request.urlopen(line.split()[3] + "rules/510.1c") as r:
            assert r.status == 200 and "Rule 510.1c" in r.read().decode()
    finally:
        proc.terminate()
        proc.wait(10)


# ----------------------------------------------------------------------------- JSON API
def test_510_1c_api_judge_returns_the_cli_ruling_json(client):
    r = client.post("/api/judge", json=REGROWER)
    assert r.status_code == 200
    assert r.json() == checked(judge_file(EXAMPLE)).to_dict("en")
    import jsonschema

    schema = json.loads((ROOT / "mtgjudge" / "data" / "ruling.schema.json").read_text())
    jsonschema.validate(r.json(), schema)


def test_510_1c_api_judge_in_spanish(client):
    r = client.post("/api/judge?lang=es", json=REGROWER)
    assert r.json() == checked(judge_file(EXAMPLE)).to_dict("es")
    assert "Elvish Regrower asigna 3 puntos de daño a Helpful Hunter." in [e["text"] for e in r.json()["events"]]


def test_510_1c_api_illegal_split_names_the_rule(client):
    r = client.post("/api/judge", json=with_play(assign={"Elvish Regrower": {"Bruno": 1, "Helpful Hunter": 3}}))
    assert r.status_code == 200
    body = r.json()
    assert body["legal"] is False
    assert body["error"]["rule"] == "510.1c"
    assert body["error"]["key"] == "assign.blocked_to_player"


def test_510_1c_api_why_questions_as_for_the_cli(client):
    r = client.post("/api/judge", params={"why": "assign: {Elvish Regrower: {Bruno: 1, Helpful Hunter: 3}}"},
                    json=REGROWER)
    assert r.json()["why"][0]["rule"] == "510.1c"
    assert r.json()["why"][0]["legal"] is False


@pytest.mark.parametrize("lang", ["en", "es"])
def test_613_api_judge_explain_and_why_as_the_cli(client, lang):
    """CR 613.4c (Glorious Anthem, Holy Strength) and 509.1b: ``?explain=true&why=...``
    gives exactly what ``mtgjudge judge --format json --explain --why ...`` prints, with
    ``explain`` layer by layer, valid under the ruling JSON Schema."""
    import subprocess
    import sys

    import jsonschema

    path = ROOT / "examples" / "613-anthem-blocker.yaml"
    question = "block: {Glorious Anthem: Runeclaw Bear}"
    cli = subprocess.run([sys.executable, "-m", "mtgjudge", "judge", str(path), "--format", "json", "--explain",
                          "--why", question, "--lang", lang], capture_output=True, text=True, cwd=ROOT)
    expected = json.loads(cli.stdout)
    r = client.post("/api/judge", params={"explain": "true", "why": question, "lang": lang},
                    json=from_yaml(path.read_text(encoding="utf-8")))
    assert r.status_code == 200
    assert r.json() == expected
    bears = next(e for e in r.json()["explain"] if e["permanent"] == "Grizzly Bears")
    assert [(step["layer"], step["source"], step["power"], step["toughness"]) for step in bears["effects"]] == [
        ("7c", "Glorious Anthem", 3, 3), ("7c", "Holy Strength", 4, 5)]
    assert r.json()["why"][0]["legal"] is False
    jsonschema.validate(r.json(), json.loads((ROOT / "mtgjudge" / "data" / "ruling.schema.json").read_text()))
    plain = client.post("/api/judge", json=from_yaml(path.read_text(encoding="utf-8"))).json()
    assert "explain" not in plain and plain["why"] == []


def test_405_api_judge_runs_the_actions_of_a_step(client):
    """CR 601.2, 405.5: a scenario's ``actions`` through the API, as the CLI judges them."""
    path = ROOT / "examples" / "405-giant-growth-after-blocks.yaml"
    r = client.post("/api/judge", json=from_yaml(path.read_text(encoding="utf-8")))
    assert r.json() == checked(judge_file(path)).to_dict("en")
    assert ("608.2b", "stack.fizzles") in [(e["rule"], e["key"]) for e in r.json()["events"]]


def test_api_unknown_card_is_an_input_error_with_its_field(client):
    bad = with_play(battlefield={"Ana": ["Elvish Regrowr"], "Bruno": ["Vampire Spawn", "Helpful Hunter"]})
    r = client.post("/api/judge", json=bad)
    assert r.status_code == 422
    (problem,) = [p for p in r.json()["input_errors"] if "battlefield" in p["where"]]
    assert problem["where"] == "$.battlefield.Ana[0]"  # a JSON path into the body, not a YAML line
    assert 'Unknown card "Elvish Regrowr". Did you mean "Elvish Regrower"' in problem["problem"]


def test_api_card_and_rule_lookups(client, db):
    assert "Serra Angel" in client.get("/api/cards", params={"q": "serra an"}).json()["names"]
    card = client.get("/api/cards/serra angel").json()
    assert card["name"] == "Serra Angel"
    # The same reading as the engine's (mtgjudge card): flying and vigilance, modeled.
    from mtgjudge.oracle import compile_card

    assert [a["rule"] for line in card["lines"] for a in line["modeled"]] == \
        [a.rule for a in compile_card(db.get("Serra Angel")).abilities]
    assert {line["status"] for line in card["lines"]} == {"modeled"}
    rule = client.get("/api/rules/510.1c").json()
    assert rule["number"] == "510.1c" and rule["group_title"] == "Combat Damage Step"
    assert "assign.blocked_to_player" in [e["key"] for e in rule["events"]]
    assert client.get("/api/rules/999.9").status_code == 404
    assert client.get("/api/cards/Serra Angle").json()["suggestions"][0] == "Serra Angel"


def test_712_8d_card_lookup_of_a_double_faced_card_names_its_permanent(client):
    """CR 712.8d: a double-faced card is looked up by its whole name, with the slash
    (also written %2F, as the table's script sends it), and its permanent is named by
    its front face; a split card keeps its whole name."""
    for path in ("/api/cards/Invasion of Tarkir // Defiant Thundermaw", "/api/cards/Invasion%20of%20Tarkir%20%2F%2F%20Defiant%20Thundermaw"):
        card = client.get(path).json()
        assert card["name"] == "Invasion of Tarkir // Defiant Thundermaw"
        assert card["battlefield_name"] == "Invasion of Tarkir"
    assert client.get("/api/cards/Fire // Ice").json()["battlefield_name"] == "Fire // Ice"
    assert client.get("/cards/Invasion%20of%20Tarkir%20%2F%2F%20Defiant%20Thundermaw").status_code == 200


def test_openapi_docs_describe_the_api(client):
    assert client.get("/docs").status_code == 200
    doc = client.get("/openapi.json").json()
    assert {"/api/judge", "/api/cards", "/api/cards/{name}", "/api/rules/{number}"} <= set(doc["paths"])
    # The judge's body is a scenario with the YAML's fields; its answer, the ruling schema.
    judge = doc["paths"]["/api/judge"]["post"]
    body = judge["requestBody"]["content"]["application/json"]["schema"]["$ref"].split("/")[-1]
    assert list(doc["components"]["schemas"][body]["properties"]) == [
        "active", "players", "battlefield", "attack", "bands", "block", "assign", "assign_first_strike",
        "why", "effects", "choices", "enters", "costs", "precombat", "teams", "range_of_influence",
        "attack_option", "monarch", "initiative", "actions", "triggers"]
    assert {p["name"] for p in judge["parameters"]} == {"lang", "why", "explain"}  # as --lang, --why, --explain
    assert set(KEYS) == set(doc["components"]["schemas"][body]["properties"])  # the site writes every key
    answer = judge["responses"]["200"]["content"]["application/json"]["schema"]["$ref"].split("/")[-1]
    assert doc["components"]["schemas"][answer]["title"] == "mtgjudge ruling"
    refs = re.findall(r'"\$ref": ?"#/components/schemas/([^"]+)"', json.dumps(doc))
    assert set(refs) <= set(doc["components"]["schemas"])  # every reference resolves


# ----------------------------------------------------------------------------- the table
def table(client, scenario, lang="en", why=()):
    return client.get("/", params={"s": to_url_json(scenario), "lang": lang, "why": list(why)})


def test_510_1c_table_shows_the_ruling_with_rule_links(client):
    r = table(client, REGROWER)
    assert r.status_code == 200
    html = r.text
    assert '<a href="/rules/510.1c">510.1c</a>' in html
    assert "Elvish Regrower assigns 3 damage to Helpful Hunter." in html
    assert "Final state:" in html and "Not modeled, and can" in html and "act in this combat:" in html
    assert 'class="illegal"' not in html


def test_510_1c_table_shows_an_illegal_split_in_red(client):
    html = table(client, with_play(assign={"Elvish Regrower": {"Bruno": 1, "Helpful Hunter": 3}})).text
    row = re.search(r'<li class="illegal" role="alert">(.*?)</li>', html, re.DOTALL)
    assert row and '<a href="/rules/510.1c">510.1c</a>' in row.group(1)
    assert "ILLEGAL" in row.group(1)


def test_table_in_spanish(client):
    html = table(client, REGROWER, lang="es").text
    assert '<html lang="es">' in html
    assert "Juzgar" in html and "Estado final:" in html
    assert '<a href="/rules/510.1c?lang=es">510.1c</a>' in html


def test_table_empty_board_is_ready_to_lay_out(client):
    r = client.get("/")
    assert r.status_code == 200
    data = json.loads(re.search(r'<script id="scenario-data" type="application/json">(.*?)</script>', r.text).group(1))
    assert data["players"] == {"Ana": {"life": 20}, "Bruno": {"life": 20}}


def test_export_import_round_trip_is_byte_for_byte(client):
    exported = client.get("/export.yaml", params={"s": to_url_json(REGROWER)})
    assert exported.status_code == 200
    # The site writes the examples' own style: the example file without its comments.
    body = "".join(line + "\n" for line in EXAMPLE.read_text().splitlines() if not line.startswith("#"))
    assert exported.content == body.encode()
    imported = client.post("/import", files={"file": ("scenario.yaml", exported.content)}, follow_redirects=False)
    assert imported.status_code == 303
    link = imported.headers["location"]
    s = dict(p.split("=", 1) for p in link.split("?", 1)[1].split("&"))["s"]
    from urllib.parse import unquote_plus

    again = client.get("/export.yaml", params={"s": unquote_plus(s)})
    assert again.content == exported.content


def test_export_round_trip_keeps_awkward_names():
    s = {"active": "Ana #1", "players": {"Ana #1": {"life": 20}, "Bruno": None},
         "battlefield": {"Ana #1": [{"card": "Hill Giant", "tapped": True}, "Ajani, Caller of the Pride"],
                         "Bruno": ["Grizzly Bears", "Grizzly Bears"]},
         "attack": {"Hill Giant": "Bruno"}, "block": {"Grizzly Bears #1": "Hill Giant"},
         "why": [{"block": {"Grizzly Bears #2": "Hill Giant"}}]}
    text = to_yaml(s)
    assert from_yaml(text) == s
    assert to_yaml(from_yaml(text)) == text


@pytest.mark.parametrize("example", sorted(p.name for p in (ROOT / "examples").glob("*.yaml")))
def test_every_example_round_trips_through_the_site(client, example, db):
    """Each example (effects:, choices:, bands:, attached_to among them) exported by the
    site is judged as the file itself is, and importing the export gives the same bytes."""
    from urllib.parse import parse_qs, urlsplit

    from mtgjudge.scenario import Scenario, judge

    path = ROOT / "examples" / example
    exported = client.get("/export.yaml", params={"s": to_url_json(from_yaml(path.read_text()))}).content
    again = checked(judge(Scenario.from_yaml(exported.decode(), "export.yaml", db), db), example_refusal(path))
    assert again.to_dict("en") == checked(judge_file(path, db=db), example_refusal(path)).to_dict("en")
    imported = client.post("/import", data={"text": exported.decode()}, follow_redirects=False)
    s = parse_qs(urlsplit(imported.headers["location"]).query)["s"][0]
    assert client.get("/export.yaml", params={"s": s}).content == exported


def test_510_1c_why_questions_go_into_the_file_and_come_back_to_the_table(client):
    """The table's "why not" lines are exported as the file's ``why:`` (CR 510.1c's
    question); importing the file puts them back in the box, and exports the same bytes."""
    from urllib.parse import parse_qs, urlsplit

    question = "assign: {Elvish Regrower: {Bruno: 1, Helpful Hunter: 3}}"
    exported = client.get("/export.yaml", params={"s": to_url_json(REGROWER), "why": [question]}).text
    assert exported.endswith("why: [{assign: {Elvish Regrower: {Bruno: 1, Helpful Hunter: 3}}}]\n")
    assert checked(judge_file(EXAMPLE, why=[question])).to_dict("en")["why"] == \
        client.post("/api/judge", json=from_yaml(exported)).json()["why"]
    imported = client.post("/import", data={"text": exported}, follow_redirects=False)
    query = parse_qs(urlsplit(imported.headers["location"]).query)
    assert query["why"] == [question] and "why" not in from_yaml(query["s"][0])
    page = client.get(imported.headers["location"]).text
    assert f'<textarea id="why" name="why" rows="2">{question}</textarea>' in page
    assert "Why not assign: {Elvish Regrower: {Bruno: 1, Helpful Hunter: 3}}?" in page
    again = client.get("/export.yaml", params={"s": query["s"][0], "why": query["why"]}).text
    assert again == exported


def test_export_writes_effects_choices_bands_and_attachments_in_the_files_style():
    """The keys of a file in the examples' order; each effect on its own line."""
    s = {"active": "Ana", "players": {"Ana": {"life": 20}, "Bruno": {"life": 20}},
         "battlefield": {"Ana": ["Benalish Hero", "Mesa Pegasus", {"card": "Bonesplitter", "attached_to": "Mesa Pegasus",
                                                                    "timestamp": 7}],
                         "Bruno": ["Craw Wurm", "Furnace of Rath"]},
         "attack": {"Benalish Hero": "Bruno", "Mesa Pegasus": "Bruno"},
         "bands": [["Benalish Hero", "Mesa Pegasus"]], "block": {"Craw Wurm": "Mesa Pegasus"},
         "choices": {"order": ["Shield, the first", "Furnace of Rath"], "shields": {"Shield, the first": ["Mesa Pegasus"]}},
         "effects": [{"prevent": 2, "to": "Bruno", "id": "Shield, the first"}, {"card": "Giant Growth", "target": "Benalish Hero"},
                     {"target": "Craw Wurm", "power": -2, "toughness": 0, "gains": ["protection from red"],
                      "until": "end of turn"}, {"prevent": "all", "by": "Craw Wurm", "combat": True}]}
    text = to_yaml(s)
    assert text == (
        "active: Ana\n"
        "players: {Ana: {life: 20}, Bruno: {life: 20}}\n"
        "battlefield:\n"
        "  Ana: [Benalish Hero, Mesa Pegasus, {card: Bonesplitter, attached_to: Mesa Pegasus, timestamp: 7}]\n"
        "  Bruno: [Craw Wurm, Furnace of Rath]\n"
        "effects:\n"
        "  - {prevent: 2, to: Bruno, id: 'Shield, the first'}\n"
        "  - {card: Giant Growth, target: Benalish Hero}\n"
        "  - {target: Craw Wurm, power: -2, toughness: 0, gains: [protection from red], until: end of turn}\n"
        "  - {prevent: all, by: Craw Wurm, combat: true}\n"
        "choices: {order: ['Shield, the first', Furnace of Rath], shields: {'Shield, the first': [Mesa Pegasus]}}\n"
        "attack: {Benalish Hero: Bruno, Mesa Pegasus: Bruno}\n"
        "bands: [[Benalish Hero, Mesa Pegasus]]\n"
        "block: {Craw Wurm: Mesa Pegasus}\n")
    assert from_yaml(text) == s
    assert to_yaml(from_yaml(text)) == text
    entering = {**s, "enters": [{"card": "Ninja of the Deep Hours", "attacking": "Bruno", "tapped": True,
                                 "step": "declare blockers"}]}
    assert ("bands: [[Benalish Hero, Mesa Pegasus]]\nenters:\n  - {card: Ninja of the Deep Hours, attacking: Bruno, "
            "tapped: true, step: declare blockers}\nblock:") in to_yaml(entering)
    assert to_yaml(from_yaml(to_yaml(entering))) == to_yaml(entering)
    empty = to_yaml({**s, "effects": [], "bands": [], "choices": {}})  # left out when empty
    assert [line.split(":")[0] for line in empty.splitlines() if not line.startswith(" ")] == [
        "active", "players", "battlefield", "attack", "block"]


def test_405_export_writes_each_steps_actions_one_per_line():
    """CR 405: ``actions`` as the README writes it, a step per line and an action per
    line; the keys of a file in a fixed order, whatever order they came in."""
    s = from_yaml((ROOT / "examples" / "405-giant-growth-after-blocks.yaml").read_text(encoding="utf-8"))
    s = {"triggers": {"order": {"Ana": ["Exalted (Akrasan Squire)"]}}, **s,
         "precombat": {"animate": ["Mutavault"]}, "costs": {"mana": {"Ana": {"G": 1}}}, "monarch": "Bruno"}
    s["actions"]["end_of_combat"] = ["pass"]
    text = to_yaml(s)
    assert text == (
        "active: Ana\n"
        "players: {Ana: {life: 20, mana: '{G}'}, Bruno: {life: 20, mana: '{R}'}}\n"
        "monarch: Bruno\n"
        "battlefield:\n"
        "  Ana: [Grizzly Bears]\n"
        "  Bruno: [Hill Giant]\n"
        "precombat: {animate: [Mutavault]}\n"
        "costs: {mana: {Ana: {G: 1}}}\n"
        "attack: {Grizzly Bears: Bruno}\n"
        "block: {Hill Giant: Grizzly Bears}\n"
        "actions:\n"
        "  declare_blockers:\n"
        "    - {cast: Giant Growth, by: Ana, target: Grizzly Bears}\n"
        "    - {cast: Shock, by: Bruno, target: Grizzly Bears}\n"
        "  end_of_combat:\n"
        "    - pass\n"
        "triggers: {order: {Ana: [Exalted (Akrasan Squire)]}}\n")
    assert from_yaml(text) == s
    assert to_yaml(from_yaml(text)) == text


def test_613_table_explains_characteristics_when_asked(client):
    """CR 613.4c: with explain=1 the table shows --explain's lines before the ruling."""
    anthem = from_yaml((ROOT / "examples" / "613-anthem-blocker.yaml").read_text())
    plain = table(client, anthem).text
    assert 'id="explained"' not in plain
    html = client.get("/", params={"s": to_url_json(anthem), "explain": "1"}).text
    section = re.search(r'<section id="explained".*?</section>', html, re.DOTALL).group(0)
    assert "How characteristics were reached as combat began (CR 613):" in section
    assert "layer 7c (timestamp 5) Holy Strength: gets +1/+2 -&gt; 4/5" in section
    assert 'id="explain" name="explain" value="1" checked' in html
    spanish = client.get("/", params={"s": to_url_json(anthem), "explain": "1", "lang": "es"}).text
    assert "capa 7c" in spanish


# ----------------------------------------------------------------------------- rule and card pages
def test_510_1c_rule_page(client):
    html = client.get("/rules/510.1c").text
    assert "Rule 510.1c" in html
    assert "510 Combat Damage Step".replace(" ", ". ", 1) in html
    assert '<a href="/rules/510.1d">510.1d</a>' in html  # another rule of the section
    assert "assign.blocked_to_player" in html  # what the engine says citing it
    # Found however the code writes it: a tuple, either branch of a conditional.
    assert "sba.lethal" in [e["key"] for e in client.get("/api/rules/704.5g").json()["events"]]
    assert "damage.dealt" in [e["key"] for e in client.get("/api/rules/120.4b").json()["events"]]
    assert "mtgjudge data rules --from FILE" in html  # no rule text installed here


def test_rule_pages_in_spanish_and_search(client):
    html = client.get("/rules/510.1c?lang=es").text
    assert "Regla 510.1c" in html and "Paso de daño de combate" in html
    found = client.get("/rules", params={"q": "CR 510.1C"}, follow_redirects=False)
    assert found.status_code == 303 and found.headers["location"] == "/rules/510.1c"
    words = client.get("/rules", params={"q": "trample"}).text
    assert '<a href="/rules/702.19' in words
    assert client.get("/rules/999.9").status_code == 404


def test_rule_page_shows_the_installed_official_text(client, tmp_path, monkeypatch):
    """`mtgjudge data rules --from FILE` reads Wizards' plain-text layout (here a fixture
    of made-up wording in that layout: BOM, CRLF, contents, examples, glossary)."""
    from typer.testing import CliRunner

    from mtgjudge.cli import app

    monkeypatch.setenv("MTGJUDGE_HOME", str(tmp_path))
    fixture = ROOT / "tests" / "data" / "comprehensive_rules_fixture.txt"
    out = CliRunner().invoke(app, ["data", "rules", "--from", str(fixture)])
    assert out.exit_code == 0, out.output
    assert out.output.strip() == f"3 rules in {tmp_path / 'rules.json'}"
    html = client.get("/rules/510.1c").text
    assert "<p>Fixture wording: a blocked attacker splits its damage among the creatures blocking it.</p>" in html
    assert "<p>Example: A fixture example about splitting four damage.</p>" in html
    assert "glossary line" not in client.get("/rules", params={"q": "glossary"}).text


def test_card_page_reads_each_line(client):
    html = client.get("/cards/Serra Angel").text
    assert "<h1 lang=\"en\">Serra Angel</h1>" in html
    assert '<a href="/rules/702.9">702.9</a>' in html
    html = client.get("/cards/Elvish Regrower").text
    assert 'class="not-modeled"' in html and "return target permanent card" in html
    assert client.get("/cards/Serra Angle").status_code == 404


# ----------------------------------------------------------------------------- safety
def test_output_is_escaped(client):
    evil = "<script>alert(1)</script>"
    bear = '<img src=x onerror="alert(2)">'
    scenario = {"active": evil, "players": {evil: {"life": 20}, "Bruno": {"life": 20}},
                "battlefield": {evil: [{"name": bear, "power": 2, "toughness": 2}], "Bruno": []},
                "attack": {bear: "Bruno"}}
    r = table(client, scenario)
    assert r.status_code == 200
    assert evil not in r.text and bear not in r.text
    assert "&lt;script&gt;alert(1)&lt;/script&gt; is the attacking player" in r.text
    assert "&lt;img src=x onerror=&#34;alert(2)&#34;&gt; attacks Bruno." in r.text
    # The board's JSON for the editor can't close its <script> element either.
    assert "\\u003cscript\\u003ealert(1)\\u003c/script\\u003e" in r.text
    errors = table(client, with_play(battlefield={"Ana": [evil], "Bruno": []}))
    assert evil not in errors.text and "&lt;script&gt;" in errors.text
    assert evil not in client.get("/cards/" + quote(evil)).text
    assert evil not in client.get("/rules", params={"q": evil}).text


def test_613_explain_and_effect_names_are_escaped(client):
    """A custom creature named like markup, changed by an effect and explained (CR 613),
    renders as text in the explanation and the ruling."""
    evil = "<script>alert(3)</script>"
    scenario = {"active": "Ana", "players": {"Ana": {}, "Bruno": {}},
                "battlefield": {"Ana": [{"name": evil, "power": 2, "toughness": 2}], "Bruno": []},
                "effects": [{"target": evil, "power": 1, "toughness": 1, "source": evil}], "attack": {evil: "Bruno"}}
    html = client.get("/", params={"s": to_url_json(scenario), "explain": "1"}).text
    assert evil not in html
    section = re.search(r'<section id="explained".*?</section>', html, re.DOTALL).group(0)
    assert "&lt;script&gt;alert(3)&lt;/script&gt;: printed 2/2" in section
    assert "No continuous effect" not in section


def test_explain_says_when_nothing_changed(client):
    html = client.get("/", params={"s": to_url_json(REGROWER), "explain": "1"}).text
    section = re.search(r'<section id="explained".*?</section>', html, re.DOTALL).group(0)
    assert "No continuous effect or counter changes any permanent&#39;s characteristics." in section


def test_request_and_board_size_limits(client):
    r = client.post("/api/judge", content=b"{" + b" " * 70_000 + b"}", headers={"content-type": "application/json"})
    assert r.status_code == 413
    # A body sent in chunks, without a length, is counted as it arrives.
    chunks = (b" " * 8192 for _ in range(10))
    r = client.post("/api/judge", content=chunks, headers={"content-type": "application/json"})
    assert r.status_code == 413 and "at most 65536 bytes" in r.json()["detail"]
    small = (part for part in [json.dumps(REGROWER).encode()])
    assert client.post("/api/judge", content=small, headers={"content-type": "application/json"}).json()["legal"]
    big = with_play(battlefield={"Ana": ["Grizzly Bears"] * 61, "Bruno": []}, attack={}, block={}, assign={})
    r = client.post("/api/judge", json=big)
    assert r.status_code == 413 and "at most 60 permanents" in r.json()["detail"]
    # Cards and tokens put onto the battlefield during combat count too.
    tokens = with_play(enters=[{"step": "declare_blockers", "token": {"name": "Soldier", "power": 1, "toughness": 1},
                                "controller": "Ana", "count": 58}])
    r = client.post("/api/judge", json=tokens)
    assert r.status_code == 413 and "at most 60 permanents" in r.json()["detail"]
    r = client.post("/api/judge", json=with_play(why=[{"attack": {}}] * 11))
    assert r.status_code == 413
    assert client.get("/", params={"s": "x" * 20_000}).status_code == 413
    assert client.get("/export.yaml", params={"s": "x" * 20_000}).status_code == 413


def test_requests_reach_no_files(client):
    # The API takes scenarios, never paths: a file field is an unknown field.
    r = client.post("/api/judge", json=with_play(file="/etc/passwd"))
    assert r.status_code == 422 and r.json()["input_errors"][0]["where"] == "$.file"
    assert client.get("/static/../app.py").status_code == 404
    assert client.get("/static/%2e%2e/app.py").status_code == 404
    assert client.get("/cards/..%2F..%2Fetc%2Fpasswd").status_code == 404
    # YAML can't build objects or read files.
    r = client.post("/import", data={"text": "!!python/object/apply:os.system ['touch /tmp/x']"})
    assert r.status_code == 422


def test_concurrent_judgements_share_no_game_state(client):
    """Twenty requests at once, each with its own split (510.1c): each gets its own ruling."""
    splits = [(a, 4 - a) for a in range(5)] * 4
    results: dict[int, dict] = {}

    def go(i: int, split: tuple[int, int]) -> None:
        play = with_play(assign={"Elvish Regrower": {"Helpful Hunter": split[0], "Vampire Spawn": split[1]}})
        results[i] = client.post("/api/judge", json=play).json()

    threads = [threading.Thread(target=go, args=(i, s)) for i, s in enumerate(splits)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    for i, (hunter, spawn) in enumerate(splits):
        assert results[i]["legal"] is True and results[i]["error"] is None, results[i]["error"]
        assigned = {e["params"]["recipient"]: e["params"]["amount"] for e in results[i]["events"]
                    if e["key"] == "damage.assign" and e["params"]["source"] == "Elvish Regrower"}
        assert assigned == {k: v for k, v in {"Helpful Hunter": hunter, "Vampire Spawn": spawn}.items() if v}


def slow_judge(request: dict) -> dict:
    """A judgement that never ends in time (for the time limit's test)."""
    time.sleep(60)
    return {}


def test_a_judgement_over_the_time_limit_is_stopped_and_the_server_keeps_serving():
    pool = JudgePool(size=1, timeout=0.5, target=f"{__name__}:slow_judge", warm=None)
    try:
        app = create_app(Limits(seconds=0.5), pool=pool)
        with TestClient(app) as c:
            # The worker sleeps 60 s: a 503 means it was stopped, not waited for (how
            # soon: bench/bench_input_limits.py, target <= 5 s).
            r = c.post("/api/judge", json=REGROWER)
            assert r.status_code == 503 and "longer than 0.5 seconds" in r.json()["detail"]
            assert c.get("/rules/510.1c").status_code == 200  # still serving
            for _ in range(600):  # a new worker replaces the stopped one (waited for up to a minute:
                # a worker's start is slow on a loaded machine, and its speed is no concern here)
                if pool.workers == 1 and not pool._idle.empty():
                    break
                time.sleep(0.1)
            assert pool.workers == 1
    finally:
        pool.close()


def test_pool_timeout_kills_the_worker():
    pool = JudgePool(size=1, timeout=0.3, target="time:sleep", warm=None)
    try:
        assert pool.run(0) is None
        (proc, _), = list(pool._idle.queue)
        with pytest.raises(JudgeTimeout):
            pool.run(30)
        proc.join(5)
        assert not proc.is_alive()
        assert pool.run(0, timeout=10) is None  # served by the replacement
    finally:
        pool.close()


def test_pool_answer_that_cannot_be_read_fails_and_keeps_the_worker():
    """An answer the server can't unpickle (a message object rebuilt from its text) is
    JudgeFailed, and the worker goes back to serving (it used to be lost)."""
    from mtgjudge.web.pool import JudgeFailed

    pool = JudgePool(size=1, timeout=10, wait=5, target="mtgjudge.messages:Text", warm=None)
    try:
        for _ in range(3):
            with pytest.raises(JudgeFailed):
                pool.run("web.judge")
        assert pool.workers == 1 and pool._idle.qsize() == 1
    finally:
        pool.close()


@pytest.mark.parametrize("example", sorted(p.name for p in (ROOT / "examples").glob("*.yaml")))
def test_every_example_is_judged_by_the_site_as_by_the_cli(client, example, db):
    """Through the workers (pickled answers), each example's ruling is the CLI's; the
    120.4 Worship example's event holds a message as a parameter (614.1a's reason)."""
    path = ROOT / "examples" / example
    scenario = from_yaml(path.read_text())
    r = client.post("/api/judge", json=scenario)
    assert r.status_code == 200, r.text
    assert r.json() == checked(judge_file(path, db=db), example_refusal(path)).to_dict("en")
    page = table(client, scenario)
    assert page.status_code == 200 and 'id="ruling"' in page.text


def test_510_1c_table_takes_spanish_card_names_and_shows_both(db, tmp_path, monkeypatch):
    """With Spanish names installed (tests/data fixtures), the table and the API accept
    them, autocomplete offers them, and the Spanish ruling shows both names."""
    from mtgjudge.cards.foreign import install

    monkeypatch.setenv("MTGJUDGE_HOME", str(tmp_path))
    (tmp_path / "cards.sqlite").symlink_to(db.path)
    install(ROOT / "tests" / "data" / "mtgjson_spanish_names.json")
    scenario = {"active": "Ana", "players": {"Ana": {"life": 20}, "Bruno": {"life": 20}},
                "battlefield": {"Ana": ["Osos grizzly"], "Bruno": ["Hill Giant", "Ángel de Serra"]},
                "attack": {"Osos grizzly": "Bruno"},
                "block": {"Hill Giant": "Osos grizzly", "Ángel de Serra": "Osos grizzly"},
                "assign": {"Osos grizzly": {"Ángel de Serra": 2}}}
    with TestClient(create_app(Limits(workers=1))) as c:  # its worker reads this MTGJUDGE_HOME
        html = table(c, scenario, lang="es").text
        assert "Osos grizzly (Grizzly Bears) asigna 2 puntos de daño a Ángel de Serra (Serra Angel)." in html
        english = c.post("/api/judge", json=scenario).json()
        assert english["legal"] is True and english["error"] is None
        assert "Grizzly Bears assigns 2 damage to Serra Angel." in [e["text"] for e in english["events"]]
        assert c.get("/api/cards", params={"q": "osos gri"}).json()["names"] == ["Osos grizzly"]
        page = c.get("/cards/Ángel de Serra", params={"lang": "es"}).text
        assert '<h1 lang="en">Serra Angel</h1>' in page and "Ángel de Serra" in page


def test_733_api_input_errors_are_located_by_json_path_and_why(client):
    """733: bad input to POST /api/judge names where it is in the JSON body ("$.attak",
    with "did you mean"), and a bad ?why= is located as "why", not as a CLI option."""
    r = client.post("/api/judge", json={**REGROWER, "attak": {"Elvish Regrower": "Bruno"}})
    assert r.status_code == 422
    assert {"where": "$.attak", "problem": 'unknown field. Did you mean "attack"?'} in r.json()["input_errors"]
    r = client.post("/api/judge", params={"why": "atack: {}"}, json=REGROWER)
    assert r.status_code == 422
    assert [p["where"] for p in r.json()["input_errors"]] == ["why:1 atack"]


def test_733_api_malformed_json_gets_the_input_errors_shape(client):
    r = client.post("/api/judge", content=b'{"active": "Ana",', headers={"content-type": "application/json"})
    assert r.status_code == 422
    body = r.json()
    assert body["schema_version"] == 1 and "detail" not in body
    (problem,) = body["input_errors"]
    assert problem == {"where": "$", "problem": ("the request body is not valid JSON: "
                                                "Expecting property name enclosed in double quotes")}
    r = client.post("/api/judge", params={"lang": "es"}, json=["not", "a", "mapping"])
    assert r.status_code == 422
    assert r.json()["input_errors"] == [
        {"where": "$", "problem": "debe ser una lista de claves con su valor (clave: valor)"}]


def test_733_api_unknown_language_is_refused_listing_en_and_es(client):
    r = client.post("/api/judge", params={"lang": "xx"}, json=REGROWER)
    assert r.status_code == 422
    assert r.json() == {"schema_version": 1, "input_errors": [
        {"where": "lang", "problem": 'unknown language "xx": the languages are en, es'}]}


def test_web_an_unknown_address_gets_the_tables_404_page_in_its_language(client):
    """The table: an address nothing answers gets an HTML page in the page's language,
    and the JSON API a JSON ``detail`` in the asked language."""
    r = client.get("/nope", params={"lang": "es"})
    assert (r.status_code, r.headers["content-type"]) == (404, "text/html; charset=utf-8")
    assert '<html lang="es">' in r.text
    assert "No hay ninguna página en /nope: la mesa, las reglas y las cartas están enlazadas arriba." in r.text
    r = client.get("/nope")
    assert "There is no page at /nope: the table, the rules and the cards are linked above." in r.text
    r = client.get("/api/nope", params={"lang": "es"})
    assert (r.status_code, r.json()) == (404, {"detail": "No encontrado."})
    r = client.get("/api/judge", params={"lang": "es"})
    assert (r.status_code, r.json(), r.headers["allow"]) == (405, {"detail": "GET no se acepta aquí: usa POST."}, "POST")


def test_web_api_a_body_not_sent_as_json_says_which_header_to_send(client):
    """The JSON API: a scenario sent without ``Content-Type: application/json`` (curl's
    ``-d`` default) is told to send that header, not that it "should be a mapping"."""
    body = json.dumps(REGROWER).encode()
    r = client.post("/api/judge", content=body, headers={"content-type": "application/x-www-form-urlencoded"})
    assert r.status_code == 422
    assert r.json()["input_errors"] == [{"where": "$", "problem": (
        "the body was not read as JSON: send the scenario with the header Content-Type: application/json")}]

