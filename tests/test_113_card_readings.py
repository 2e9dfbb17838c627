"""CR 113 (abilities): readings you can see. Each ability the Oracle readers produce says
what the engine holds for it (:meth:`~mtgjudge.abilities.base.Ability.reading`), in
words built from its own fields: trigger event and rule, effects, amounts, targets,
duration, layer. ``mtgjudge card`` and the card pages show them under each Oracle line.

A seeded sample of 200 real cards with modeled lines is rendered in English and Spanish
and compared with the objects; well-known cards are checked word for word.
"""

from __future__ import annotations

import dataclasses
import json
import random
import re
import subprocess
import sys

import pytest

from mtgjudge.abilities import catalog
from mtgjudge.abilities import reading as reading_module
from mtgjudge.abilities.base import Ability
from mtgjudge.cards.home import default_db_path
from mtgjudge.messages import MESSAGES, Text
from mtgjudge.oracle import compile_card, line_readings
from mtgjudge.oracle.coverage import line_relevance

SEED, SAMPLE = 113, 200

needs_pool = pytest.mark.skipif(not default_db_path().exists(), reason="no card database")


def readings(db, name: str, lang: str = "en") -> list[str]:
    return [a.reading().render(lang) for a in compile_card(db.get(name)).abilities]


# ------------------------------------------------------------------ what the objects hold
_SKIP = {"text", "source", "timestamp", "group", "ability", "card", "cda", "replace_subtypes"}
_WORDS = {"subtype", "not_subtype", "without", "kind", "subtypes", "keywords", "gains", "names",
          "attacker", "card_type", "combat"}
#: A flag that is set, as the reading says it.
_FLAGS = {"attacking": "attacking", "other": "other", "in_combat": "attacking or blocking", "tapped": "tapped",
          "optional": "may", "only_untapped": "untapped", "only_attacking": "attacking", "to_owner": "owner",
          "negate": "aren't yours", "yours": "you control", "creature": "creatures", "legendary": "legendary"}
#: Who controls what a filter or target means, as the reading says it.
_CONTROLLERS = {"you": "you control", "opponent": "an opponent controls", "opponents": "your opponents control",
                "defending player": "the defending player controls", "not you": "you don't control"}


_KEYWORDS = {k.cls for k in catalog.KEYWORDS.values()}
_COLORS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def _keyword_word(a: Ability) -> str:
    return "walk" if a.name == "landwalk" else a.name


def expected(obj, field: str = "") -> list[str]:
    """What the reading of ``obj`` must show: every number, rule, layer, keyword and
    type word among its fields (nested effects, targets, filters and tokens too)."""
    out: list[str] = []
    if isinstance(obj, Ability) and field:  # an ability an effect grants: its keyword, else its rule
        return [_keyword_word(obj) if type(obj) in _KEYWORDS else obj.rule]
    if isinstance(obj, Ability) and type(obj) in _KEYWORDS:  # a keyword: its name, number, quality
        out = [_keyword_word(obj)] + ([str(obj.value)] if obj.value else [])
        quality = getattr(obj, "quality", "") or getattr(obj, "land_type", "") or getattr(obj, "what", "")
        if quality:
            out.append(_COLORS.get(quality, quality).lower())
        return out
    if type(obj).__module__ == "mtgjudge.cr.r115_targets":  # a spell's or ability's target: as worded
        return [obj.describe().lower()]
    if isinstance(obj, bool):
        return [_FLAGS[field]] if obj and field in _FLAGS else []
    if obj is None:
        return out
    if isinstance(obj, int):
        return [str(abs(obj))] if obj not in (0, -1) else []
    if isinstance(obj, str):
        if field in ("controller", "control") and obj:
            return [_CONTROLLERS[obj]]
        if field in ("color", "colors") and obj:
            return [_COLORS[obj]]
        return [obj.lower()] if field in _WORDS and obj and not obj.startswith("@") else []
    if isinstance(obj, (tuple, list)):
        return [x for item in obj for x in expected(item, field)]
    if dataclasses.is_dataclass(obj):
        if hasattr(obj, "layer") and getattr(obj, "layer", ""):  # a continuous effect (613)
            out += [f"layer {obj.layer}", obj.rule]
        for f in dataclasses.fields(obj):
            if f.name in _SKIP:
                continue
            v = getattr(obj, f.name)
            if f.name == "rule" and isinstance(v, str):
                out.append(v)
            elif f.name == "cost" and hasattr(v, "describe"):
                out.append(v.describe().lower())
            elif f.name == "cost" and isinstance(v, str):
                out.append(v.lower())
            else:
                out += expected(v, f.name)
    return out


def _keys(value, found: set[str]) -> set[str]:
    """The message keys a Text (and the Texts among its parameters) renders."""
    if isinstance(value, Text):
        found.add(value.key)
        for v in value.params.values():
            _keys(v, found)
    elif isinstance(value, (tuple, list)) or type(value).__name__ == "Items":
        for v in getattr(value, "items", value):
            _keys(v, found)
    return found


@pytest.fixture(scope="module")
def sample(db):
    """200 cards with at least one modeled ability, drawn with seed 113 from the pool."""
    if len(db.names()) < 10_000:
        pytest.skip("the card database isn't the whole pool")
    names = sorted(db.names())
    random.Random(SEED).shuffle(names)
    out = []
    for name in names:
        abilities = compile_card(db.get(name)).abilities
        if abilities:
            out.append((name, abilities))
            if len(out) == SAMPLE:
                break
    return out


@pytest.fixture(scope="module")
def spanish():
    """Message key -> its Spanish translation, from the catalog."""
    from babel.messages.pofile import read_po

    from mtgjudge.translations import po_path

    with po_path("es").open("rb") as f:
        return {m.context: m.string for m in read_po(f, locale="es")}


@needs_pool
def test_113_readings_of_200_cards_show_their_objects(sample, spanish):
    assert len(sample) == SAMPLE
    checked = 0
    for name, abilities in sample:
        for a in abilities:
            reading = a.reading()
            en, es = reading.render("en"), reading.render("es")
            low = en.lower()
            wanted = expected(a) + ([a.rule] if a.name != "triggered ability" else [])
            if a.name == "triggered ability":  # its trigger event, in words, with its rule (603.2)
                wanted += [reading_module.event_rule(a.when)]
                wanted += [] if a.when == "at end of combat" else a.when.split()
            missing = [w for w in wanted if w not in low]
            assert not missing, (name, a, en, missing)
            for text in (en, es):
                assert not re.search(r"\{[a-z_]+\}", text), (name, text)  # no placeholder left
                assert not re.search(r"\b(reading|term|ui)\.[a-z_]", text), (name, text)  # no key shown raw
                assert "read as:" not in text, (name, text)  # no class fell back to its fields
            assert es != en, (name, en)
            untranslated = [k for k in _keys(reading, set())
                            if MESSAGES[k] and not spanish.get(k)]
            assert not untranslated, (name, untranslated)
            checked += 1
    assert checked >= SAMPLE


@needs_pool
def test_113_trigger_readings_name_event_rule_and_layer(db):
    """508.3a, 613.4c: "Whenever this creature attacks, it gets +2/+0 until end of turn."
    reads as its trigger event with its rule, then the effect with its duration and layer."""
    assert readings(db, "Hollow Dogs") == [
        "trigger: it attacks (508.3a) → it gets +2/+0 until end of turn (layer 7c, 611.2a)"]
    assert readings(db, "Hollow Dogs", "es") == [
        "disparo: ataca (508.3a) → ella obtiene +2/+0 hasta el final del turno (capa 7c, 611.2a)"]


# ------------------------------------------------------------------ well-known cards
@needs_pool
@pytest.mark.parametrize(("name", "expected_readings"), [
    ("Serra Angel", ["keyword: flying (702.9)", "keyword: vigilance (702.20)"]),
    ("Glorious Anthem", ["static (611.3): creatures you control get +1/+1 (layer 7c, 613.4c)"]),
    ("Bonesplitter", ["static (611.3): the creature it is attached to gets +2/+0 (layer 7c, 613.4c)"]),
    ("Goblin Guide", ["keyword: haste (702.10)"]),
    ("Brimaz, King of Oreskos", [
        "keyword: vigilance (702.20)",
        "trigger: it attacks (508.3a) → create 1 1/1 white Cat Soldier creature token with vigilance, "
        "attacking (508.4)",
        "trigger: it blocks a creature (once for each) (509.3b) → create 1 1/1 white Cat Soldier creature "
        "token with vigilance, blocking that creature (506.3e)"]),
    ("Auriok Champion", ["keyword: protection from black (702.16)", "keyword: protection from red (702.16)",
                         "trigger: another creature enters the battlefield (603.6a) → you gain 1 life (119.3), "
                         "if its controller chooses to (they may, 603.5)"]),
    ("Zur the Enchanter", ["keyword: flying (702.9)"]),
    ("Angel of Mercy", ["keyword: flying (702.9)", "trigger: it enters the battlefield (603.6a) → you gain 3 life (119.3)"]),
    ("Giant Growth", ["spell (113.3a): targeting target creature: the target gets +3/+3 until end of turn "
                      "(layer 7c, 611.2a)"]),
    ("Prodigal Pyromancer", ["activated (602.1): {T} → targeting any target: it deals 1 damage to the target (120.2b)"]),
    ("Shivan Dragon", ["keyword: flying (702.9)",
                       "activated (602.1): {R} → it gets +1/+0 until end of turn (layer 7c, 611.2a)"]),
    ("Ghostly Prison", ["cost to attack: creatures can't attack you unless their controller pays {2} for each (508.1h)"]),
    ("Furnace of Rath", ["replacement (614.1a): damage that any source would deal to a permanent or player is multiplied by 2"]),
    ("Juggernaut", ["requirement: it attacks each combat if able (508.1d)",
                    "restriction: it can't be blocked by Wall creatures (509.1b)"]),
    ("Hexmark Destroyer", ["restriction: it can't be blocked except by 6 or more creatures (509.1b)"]),
    ("Restoration Angel", [
        "keyword: flash (702.8)", "keyword: flying (702.9)",
        "trigger: it enters the battlefield (603.6a); target: non-Angel creature you control, chosen as it goes on "
        "the stack (603.3d) → you may exile the target, then return it to the battlefield under your control as a "
        "new object (400.7)"]),
    ("Leonin Warleader", ["trigger: it attacks (508.3a) → create 2 1/1 white Cat creature tokens with lifelink, "
                          "tapped and attacking (508.4)"]),
    ("Faerie Conclave", [
        "activated (205.1b): {1}{U} → it is also creature Faerie until end of turn (layer 4, 613.1d); it is blue "
        "until end of turn (layer 5, 613.1e); it has flying until end of turn (layer 6, 613.1f); it has base power "
        "and toughness 2/1 until end of turn (layer 7b, 613.4b)"]),
    ("Ghost Ark", ["keyword: flying (702.9)", "keyword: crew 2 (702.122), an activated ability"]),
])
def test_113_readings_of_well_known_cards(db, name, expected_readings):
    assert readings(db, name) == expected_readings


@needs_pool
def test_113_spanish_readings(db):
    assert readings(db, "Serra Angel", "es") == ["palabra clave: volar (702.9)", "palabra clave: vigilancia (702.20)"]
    assert readings(db, "Glorious Anthem", "es") == [
        "estática (611.3): las criaturas que controlas obtienen +1/+1 (capa 7c, 613.4c)"]
    assert readings(db, "Ghostly Prison", "es") == [
        "coste para atacar: las criaturas no pueden atacarte a menos que su controlador pague {2} por cada una (508.1h)"]


@needs_pool
def test_113_wild_nacatl_reading_names_the_land_type_it_holds(db):
    """611.3b: each line's condition names the subtype the object holds, so a misread
    land type shows (the Plains line is read from its field, whatever it holds)."""
    card = db.get("Wild Nacatl")
    first, second = compile_card(card).abilities
    assert first.reading().render("en") == \
        "static (611.3): it gets +1/+1 as long as you control a Mountain (layer 7c, 613.4c)"
    held = second.effects[0].condition.what.subtype
    assert second.reading().render("en") == \
        f"static (611.3): it gets +1/+1 as long as you control a {held} (layer 7c, 613.4c)"


@needs_pool
def test_113_lines_keep_status_and_mana_abilities_say_so(db):
    """605.1a: Llanowar Elves' "{T}: Add {G}." is a mana ability: no reading, and said
    to be one; Zur's attack trigger is not modeled and has no reading."""
    [(raw, got)] = line_readings(db.get("Llanowar Elves"))
    assert raw == "{T}: Add {G}." and got.abilities == ()
    assert line_relevance(got.line, db.get("Llanowar Elves")).reason == "mana ability"
    zur = line_readings(db.get("Zur the Enchanter"))
    assert [len(got.abilities) for _, got in zur] == [1, 0]
    assert zur[1][1].status in ("parsed", "not understood")


def _cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "mtgjudge", *args], capture_output=True, text=True, timeout=120)


@needs_pool
def test_113_card_command_shows_readings_under_each_line():
    out = _cli("card", "Goblin Guide").stdout.splitlines()
    i = out.index("  Haste")
    assert out[i + 1] == "    [modeled] keyword: haste (702.10)"
    assert out[i + 3] == "    [parsed, not applied]"
    es = _cli("card", "Goblin Guide", "--lang", "es").stdout.splitlines()
    assert "    [modelada] palabra clave: prisa (702.10)" in es
    elves = _cli("card", "Llanowar Elves").stdout
    assert "    can't change a combat ruling: a mana ability (605.1a)" in elves.splitlines()
    d = json.loads(_cli("card", "Glorious Anthem", "--format", "json").stdout)
    assert d["lines"] == [{"text": "Creatures you control get +1/+1.", "status": "modeled",
                           "readings": ["static (611.3): creatures you control get +1/+1 (layer 7c, 613.4c)"],
                           "not_modeled": [], "relevant": True, "not_relevant": None}]
    d = json.loads(_cli("card", "Glorious Anthem", "--format", "json", "--lang", "es").stdout)
    assert d["lines"][0]["readings"] == ["estática (611.3): las criaturas que controlas obtienen +1/+1 (capa 7c, 613.4c)"]


@needs_pool
def test_113_card_page_shows_readings_in_both_languages(db):
    from fastapi.testclient import TestClient

    from mtgjudge.web.app import Limits, create_app

    with TestClient(create_app(Limits(workers=1, seconds=5.0))) as client:
        en = client.get("/api/cards/Bonesplitter").json()
        assert en["lines"][0]["readings"] == [
            "static (611.3): the creature it is attached to gets +2/+0 (layer 7c, 613.4c)"]
        assert en["lines"][0]["modeled"][0]["reading"] == en["lines"][0]["readings"][0]
        es = client.get("/api/cards/Bonesplitter", params={"lang": "es"}).json()
        assert es["lines"][0]["readings"] == [
            "estática (611.3): la criatura a la que está anexado obtiene +2/+0 (capa 7c, 613.4c)"]
        html = client.get("/cards/Serra Angel").text
        assert '<span class="reading">keyword: flying (702.9)</span>' in html
        html = client.get("/cards/Serra Angel", params={"lang": "es"}).text
        assert '<span class="reading">palabra clave: volar (702.9)</span>' in html
        assert ('<div class="not-relevant">can&#39;t change a combat ruling: a mana ability (605.1a)</div>'
                in client.get("/cards/Llanowar Elves").text)


def test_113_every_ability_class_has_a_reading_of_its_own():
    """Every concrete ability class is read by its own words: a keyword of the table, a
    restriction or requirement of the reading table, or a ``reading`` method of its class
    (none falls back to listing its fields)."""
    import importlib
    import pkgutil

    import mtgjudge
    from mtgjudge.abilities import reading

    for m in pkgutil.walk_packages(mtgjudge.__path__, "mtgjudge."):
        if not m.name.startswith(("mtgjudge.web", "mtgjudge.cli", "mtgjudge.__main__")):
            importlib.import_module(m.name)

    def subclasses(cls):
        for s in cls.__subclasses__():
            yield s
            yield from subclasses(s)

    abstract = {"OracleEvasion", "OracleBlockLimit"}  # bases: their subclasses are read
    # (a dataclass with slots is a new class: the one its module names is the one in use)
    unread = [c.__name__ for c in set(subclasses(Ability))
              if getattr(sys.modules[c.__module__], c.__name__, None) is c and c.__name__ not in abstract and c not in _KEYWORDS and c.__name__ not in reading.RULED
              and not any("reading" in vars(k) for k in c.__mro__[:-2] if k is not Ability)]
    assert unread == []


@needs_pool
def test_113_readme_shows_the_real_reading_of_hollow_dogs():
    from pathlib import Path

    readme = (Path(__file__).parent.parent / "README.md").read_text(encoding="utf-8")
    block = readme.split('$ mtgjudge card "Hollow Dogs"\n...\n', 1)[1].split("```", 1)[0]
    assert block.strip() and block in _cli("card", "Hollow Dogs").stdout
