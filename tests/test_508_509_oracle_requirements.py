"""CR 508.1d and 509.1c: requirements written in real cards' Oracle text with a
legendary creature's short name that has no comma ("Zurgo", "Gorm")."""

from __future__ import annotations

import pytest

from mtgjudge import IllegalActionError
from mtgjudge.cr import r702_keywords as kw
from mtgjudge.oracle import compile_card
from mtgjudge.oracle_grammar import read_line, short_names


def test_508_1d_zurgo_helmsmasher_attacks_each_combat_if_able(board, db):
    assert compile_card(db.get("Zurgo Helmsmasher")).abilities[:2] == (
        kw.Haste("Haste"), kw.AttacksIfAble("Zurgo attacks each combat if able."))
    g = board(Ana=["Zurgo Helmsmasher"])
    with pytest.raises(IllegalActionError) as e:
        g.attack({})
    assert e.value.rule == "508.1d"
    assert e.value.params["unmet"] == 'Zurgo Helmsmasher ("Zurgo attacks each combat if able.")'


def test_509_1c_gorm_short_name_must_be_blocked(db):
    names = short_names("Gorm the Great", legendary=True)
    assert names == ["Gorm the Great", "Gorm"]
    assert read_line("Gorm must be blocked if able.", names) == [kw.MustBeBlocked("Gorm must be blocked if able.")]
    # Gorm's own line goes on: "... and Gorm must be blocked by two or more creatures if
    # able." That second requirement isn't modeled, so the whole line is reported, not
    # half of it applied.
    gorm = compile_card(db.get("Gorm the Great"))
    assert ("Gorm must be blocked if able, and Gorm must be blocked by two or more creatures if able."
            in gorm.not_modeled)
    assert not any(isinstance(a, kw.MustBeBlocked) for a in gorm.abilities)


def test_509_1c_short_name_is_a_whole_word():
    # "Zurgo" on Zurgo Helmsmasher doesn't make "Zurgos" or another card's name its own.
    names = short_names("Zurgo Helmsmasher", legendary=True)
    assert read_line("Zurgos attacks each combat if able.", names) is None
    assert read_line("Zurgo attacks each combat if able.", short_names("Zurgo Helmsmasher", legendary=False)) is None
