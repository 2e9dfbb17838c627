"""Readings of Oracle text kept in the card database (mtgjudge.oracle.store), and a fresh
`mtgjudge judge` of boards read before loading none of the Oracle readers (issues 6, 10).

The abilities compared are CR 702 keyword abilities; the readings are of rules text (207.2)."""

from __future__ import annotations

import pickle
from collections import OrderedDict
from dataclasses import replace
from pathlib import Path

import pytest
from conftest import modules_after_judging

from mtgjudge.oracle import store as oracle_cache
from mtgjudge.cards import Card
from mtgjudge.cards.db import CardDB
from mtgjudge.cr import r702_keywords as kw
from mtgjudge.oracle import compile_card
from mtgjudge.oracle.store import card_key, fingerprint, remembered

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def small(tmp_path, monkeypatch) -> CardDB:
    """A small card database of its own as the process's open one (the readings go there)."""
    small = CardDB.build(tmp_path / "cards.sqlite", ROOT / "tests" / "data" / "scryfall_oracle_cards.json")
    monkeypatch.setattr(oracle_cache, "_store", lambda: small)
    yield small
    small.close()


def test_702_a_card_read_once_is_read_from_the_database_with_the_same_abilities(small):
    angel = small.get("Serra Angel")
    expected = (kw.Flying("Flying"), kw.Vigilance("Vigilance"))
    assert compile_card.__wrapped__(angel).abilities == expected  # read, then kept
    stored = small.reading("card\x1fSerra Angel", fingerprint())
    assert stored is not None and pickle.loads(stored).abilities == expected
    assert compile_card.__wrapped__(angel).abilities == expected  # from the database


def test_702_a_reading_made_by_other_code_or_damaged_is_read_again(small, monkeypatch):
    angel = small.get("Serra Angel")
    assert remembered("test", card_key(angel), lambda: ("first",)) == ("first",)
    assert remembered("test", card_key(angel), lambda: ("second",)) == ("first",)  # kept
    small.store_reading("test\x1fSerra Angel", fingerprint(), b"not a pickle")
    assert remembered("test", "Serra Angel", lambda: ("third",)) == ("third",)
    monkeypatch.setattr(oracle_cache, "_code", lambda: "another version of mtgjudge")
    assert remembered("test", "Serra Angel", lambda: ("fourth",)) == ("fourth",)


def test_702_a_stored_reading_with_classes_from_outside_mtgjudge_is_not_loaded(small):
    small.store_reading("test\x1fGrizzly Bears", fingerprint(), pickle.dumps(OrderedDict(a=1)))
    assert remembered("test", "Grizzly Bears", lambda: "read again") == "read again"


def test_702_an_edited_or_made_up_card_is_not_remembered(small):
    angel = small.get("Serra Angel")
    assert card_key(angel) == "Serra Angel"
    edited = replace(angel, text="Flying")
    assert card_key(edited) is None
    assert compile_card.__wrapped__(edited).abilities == (kw.Flying("Flying"),)
    made_up = Card("Test Angel", types=("Creature",), power="4", toughness="4", keywords=("Flying",),
                   text="Flying", layout="custom")
    assert card_key(made_up) is None
    assert card_key(Card("Not In The Database", types=("Creature",), power="1", toughness="1")) is None


READERS = ("lark", "phase", "mtgjudge.oracle.grammar", "mtgjudge.oracle.costs", "mtgjudge.oracle.statics",
           "mtgjudge.oracle.triggers", "mtgjudge.oracle.tokens")


@pytest.mark.parametrize("board", [
    "examples/510.1c-regrower.yaml",  # plain combat
    "bench/boards/509.1c-menace-blocks-if-able-illegal.yaml",  # gains:, solved with GLPK (509.1c)
    "examples/405-giant-growth-after-blocks.yaml",  # spells cast (601, 608)
    "examples/603-exalted-and-bushido.yaml",  # triggered abilities (603)
    "examples/613-anthem-blocker.yaml",  # continuous effects (613)
    "examples/508.1j-windborn-muse.yaml",  # costs to attack (508.1g-j)
])
def test_a_fresh_judge_of_a_board_read_before_loads_no_oracle_reader(db, board):
    """The command line judging a board whose cards it has read before: no reader, no
    Lark, no phase, no effect modules the board doesn't use, no rich."""
    modules = modules_after_judging(board)
    assert "mtgjudge.scenario" in modules
    assert modules.isdisjoint(READERS), sorted(modules & set(READERS))
    assert "rich" not in modules  # output that isn't a terminal is plain text
    assert "mtgjudge.cr.r614_replacement_effects" not in modules  # no effect on these boards (614-616)
