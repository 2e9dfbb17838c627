"""Compiling Oracle text into abilities (CR 113, 702); nothing is dropped silently."""

from __future__ import annotations

import json

import pytest

from mtgjudge.cards.model import Card
from mtgjudge.cr import r702_keywords as kw
from mtgjudge.cr.r603_triggered_abilities import OracleTrigger
from mtgjudge.oracle import compile_card, keyword_ability
from mtgjudge.oracle.grammar import read_line
from mtgjudge.oracle.shapes import subtype_named
from mtgjudge.abilities import catalog


def names(card):
    return [a.name for a in compile_card(card).abilities]


def test_702_keyword_lines(db):
    assert names(db.get("Serra Angel")) == ["flying", "vigilance"]
    assert compile_card(db.get("Serra Angel")).not_modeled == ()
    assert names(db.get("Vampire Nighthawk")) == ["flying", "deathtouch", "lifelink"]
    assert names(db.get("Akroma, Vision of Ixidor"))[:4] == ["flying", "first strike", "vigilance", "trample"]


def test_702_keywords_not_modeled_are_listed_one_by_one():
    card = Card("Test Knight", types=("Creature",), power="2", toughness="2",
                keywords=("Flying", "Phasing", "Ward"),
                text="Flying, phasing\nWard {2}")
    c = compile_card(card)
    assert [a.name for a in c.abilities] == ["flying", "ward"]  # ward {2}: 702.21a
    assert c.not_modeled == ("phasing",)


def test_207_2_reminder_text_is_not_rules_text(db):
    c = compile_card(db.get("Glistener Elf"))
    assert [a.name for a in c.abilities] == ["infect"] and c.not_modeled == ()


def test_509_1b_static_restrictions_from_text(db):
    assert names(db.get("Spineless Thug")) == ["can't block"]
    assert names(db.get("Phantom Warrior")) == ["can't be blocked"]
    assert names(db.get("Night Market Guard")) == ["can block an additional creature"]
    assert names(db.get("Palace Guard")) == ["can block any number of creatures"]


def test_702_164_toxic_value_and_702_14_landwalk():
    card = Card("T", types=("Creature",), power="1", toughness="1", keywords=("Toxic", "Swampwalk"),
                text="Toxic 2\nSwampwalk")
    c = compile_card(card)
    assert [type(a) for a in c.abilities] == [kw.Toxic, kw.Landwalk]
    assert c.abilities[0].value == 2 and c.abilities[1].land_type == "Swamp"


def test_unmodeled_lines_are_kept_whole(db):
    c = compile_card(db.get("Elvish Regrower"))
    assert c.abilities == ()
    assert c.not_modeled == ("When this creature enters, return target permanent card from your graveyard to your hand.",)


# ------------------------------------------------------------------ our combat grammar
def test_702_every_modeled_keyword_is_read_by_the_grammar():
    for name, cls in catalog.CLASSES.items():
        assert keyword_ability(name.capitalize()) == cls(name.capitalize())
    assert keyword_ability("Toxic 3") == kw.Toxic("Toxic 3", 3)
    assert keyword_ability("Forestwalk") == kw.Landwalk("Forestwalk", 0, "Forest")
    assert keyword_ability("Ward—Discard a card.") is None and keyword_ability("Plainswalker") is None


def test_205_3m_creature_type_plurals():
    assert [subtype_named(p) for p in ("Walls", "Oxen", "Elves", "Werewolves", "Sphinxes", "Zombies",
                                       "Eldrazi", "Mice", "Cyclopes")] == [
        "Wall", "Ox", "Elf", "Werewolf", "Sphinx", "Zombie", "Eldrazi", "Mouse", "Cyclops"]


def test_205_3m_evasion_by_type_names_real_creature_types(db):
    # Every "can't be blocked by <types>" the grammar reads on a real card names types
    # that real creatures have (so "Oxen" is read as Ox, not "Oxe" or "Oxen").
    rows = db._conn.execute("SELECT name FROM cards WHERE text LIKE '%can''t be blocked by %'").fetchall()
    creature_types = {t for (subs,) in db._conn.execute(
        "SELECT subtypes FROM cards WHERE types LIKE '%Creature%'") for t in json.loads(subs)}
    read = {(a.subtype, *a.also) for (name,) in rows for a in compile_card(db.get(name)).abilities
            if isinstance(a, kw.EvadesSubtype)}
    assert {"Wall", "Ox", "Knight", "Scion", "Eldrazi"} <= {t for types in read for t in types}
    token_only = {"Scion"}  # only Eldrazi Scion tokens have it; the data has no token cards
    assert {t for types in read for t in types} <= creature_types | token_only


def test_509_1b_a_wording_read_only_in_part_is_not_modeled():
    # "can't be blocked except by three or more creatures" and "by more than two
    # creatures" parse, but the engine models only two and one: the line is not modeled.
    assert read_line("This creature can't be blocked except by creatures with first strike.") is None
    assert read_line("This creature can't be blocked by more than two creatures.") is None
    assert read_line("This creature can't be blocked by Walls and/or creatures with flying.") is None
    assert read_line("Islandwalk, plainswalker") is None


def test_509_1b_compound_sentences_read_each_predicate():
    line = "This creature can't block and can't be blocked."
    assert read_line(line) == [kw.CantBlock(line), kw.CantBeBlocked(line)]
    line = "This creature can't be blocked by Knights or Walls."
    assert read_line(line) == [kw.EvadesSubtype(line, 0, "Knight"), kw.EvadesSubtype(line, 0, "Wall")]
    line = "This creature can't be blocked except by creatures with flying or reach."
    assert read_line(line) == [kw.BlockedOnlyByFlyers(line, 0, ("flying", "reach"))]


# Every wording the former table of regular expressions read, on a real card, with what
# it read then: the grammar reads the same (BlockAdditional's value is now the number of
# additional blocks; "Oxen" was read as the type "Oxen", now Ox).
@pytest.mark.parametrize("card,expected", [
    ("Spineless Thug", [(kw.CantBlock, 0)]),
    ("Phantom Warrior", [(kw.CantBeBlocked, 0)]),
    ("Bloodrock Cyclops", [(kw.AttacksIfAble, 0)]),
    ("Cloud Elemental", [(kw.BlocksOnlyFlyers, 0)]),
    ("Outland Boar", [(kw.EvadesPowerOrLess, 2)]),
    ("Stalking Tiger", [(kw.MaxOneBlocker, 0)]),
    ("Hinterland Scourge", [(kw.MustBeBlocked, 0)]),
    ("Two-Headed Giant of Foriys", [(kw.BlockAdditional, 1)]),
    ("Elvish Bard", [(kw.Lure, 0)]),
    ("Avatar of Hope", [(kw.BlockAnyNumber, 0)]),
    ("Amrou Kithkin", [(kw.EvadesPowerOrMore, 3)]),
    ("Mogg Flunkies", [(kw.CantAttackAlone, 0), (kw.CantBlockAlone, 0)]),
    ("Juggernaut", [(kw.AttacksIfAble, 0), (kw.EvadesSubtype, 0)]),
    ("Militia Rallier", [(kw.CantAttackAlone, 0)]),
    ("Ironclaw Orcs", [(kw.CantBlockPowerOrMore, 2)]),
    ("Razorgrass Screen", [(kw.BlocksIfAble, 0)]),
    ("Silent Arbiter", [(kw.MaxAttackers, 1), (kw.MaxBlockers, 1)]),
    ("Warmonger Hellkite", [(kw.AllAttack, 0)]),
    ("Silhana Ledgewalker", [(kw.BlockedOnlyByFlyers, 0)]),
    ("Orgg", [(kw.CantBlockPowerOrMore, 3)]),
    ("Iron Golem", [(kw.AttacksIfAble, 0), (kw.BlocksIfAble, 0)]),
    ("Azure Beastbinder", [(kw.EvadesPowerOrMore, 2)]),
    ("Fumiko the Lowblood", [(kw.OpponentsAttack, 0)]),
    ("Grand Melee", [(kw.AllAttack, 0), (kw.AllBlock, 0)]),
    ("Khârn the Betrayer", [(kw.AttacksIfAble, 0), (kw.BlocksIfAble, 0)]),
    ("Hierophant Bio-Titan", [(kw.EvadesPowerOrLess, 2)]),
    ("Canoptek Wraith", [(kw.CantBeBlocked, 0)]),
    ("Dread Linnorm // Scale Deflection", [(kw.EvadesPowerOrLess, 3)]),
    ("Vigean Hydropon", [(kw.CantAttack, 0), (kw.CantBlock, 0)]),
    ("Craven Hulk", [(kw.CantBlockAlone, 0)]),
    ("Caverns of Despair", [(kw.MaxAttackers, 2), (kw.MaxBlockers, 2)]),
    ("Ghost, Spectral Saboteur", [(kw.CantBeBlocked, 0)]),
    # and its combat-damage trigger (603, mtgjudge.oracle.triggers)
    ("Stromkirk Noble", [(kw.EvadesSubtype, 0), (OracleTrigger, 0)]),
])
def test_509_1b_wordings_read_before_the_grammar_are_read_the_same(db, card, expected):
    sentences = [a for a in compile_card(db.get(card)).abilities if a.text.endswith(".")]
    assert [(type(a), a.value) for a in sentences] == expected


def test_509_1b_creature_types_read_before_the_grammar(db):
    subtype = {name: [a.subtype for a in compile_card(db.get(name)).abilities if isinstance(a, kw.EvadesSubtype)]
               for name in ("Juggernaut", "Cynical Loner", "Stromkirk Noble", "River Darter", "Vindictive Mob")}
    assert subtype == {"Juggernaut": ["Wall"], "Cynical Loner": ["Glimmer"], "Stromkirk Noble": ["Human"],
                       "River Darter": ["Dinosaur"], "Vindictive Mob": ["Saproling"]}
