"""Compiling Oracle text into abilities (CR 113, 702); nothing is dropped silently."""

from __future__ import annotations

from mtgjudge.cards.model import Card
from mtgjudge.cr import r702_keywords as kw
from mtgjudge.oracle import compile_card


def names(card):
    return [a.name for a in compile_card(card).abilities]


def test_702_keyword_lines(db):
    assert names(db.get("Serra Angel")) == ["flying", "vigilance"]
    assert compile_card(db.get("Serra Angel")).not_modeled == ()
    assert names(db.get("Vampire Nighthawk")) == ["flying", "deathtouch", "lifelink"]
    assert names(db.get("Akroma, Vision of Ixidor"))[:4] == ["flying", "first strike", "vigilance", "trample"]


def test_702_keywords_not_modeled_are_listed_one_by_one():
    card = Card("Test Knight", types=("Creature",), power="2", toughness="2",
                keywords=("Flying", "Protection", "Ward"),
                text="Flying, protection from red\nWard {2}")
    c = compile_card(card)
    assert [a.name for a in c.abilities] == ["flying"]
    assert c.not_modeled == ("protection from red", "Ward {2}")


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
    c = compile_card(db.get("Vampire Spawn"))
    assert c.abilities == ()
    assert c.not_modeled == ("When this creature enters, each opponent loses 2 life and you gain 2 life.",)
