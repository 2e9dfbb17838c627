"""CR 508.1d and 509.1c: requirements written in real cards' Oracle text with a
legendary creature's short name that has no comma ("Zurgo", "Gorm"), and Gorm's
"must be blocked by two or more creatures if able"."""

from __future__ import annotations

import pytest

from mtgjudge import IllegalActionError
from mtgjudge.cr import r702_keywords as kw
from mtgjudge.oracle import compile_card
from mtgjudge.oracle.card_names import short_names
from mtgjudge.oracle.grammar import read_line


def test_508_1d_zurgo_helmsmasher_attacks_each_combat_if_able(board, db):
    assert compile_card(db.get("Zurgo Helmsmasher")).abilities[:2] == (
        kw.Haste("Haste"), kw.AttacksIfAble("Zurgo attacks each combat if able."))
    g = board(Ana=["Zurgo Helmsmasher"])
    with pytest.raises(IllegalActionError) as e:
        g.attack({})
    assert e.value.rule == "508.1d"
    assert e.value.params["unmet"] == 'Zurgo Helmsmasher ("Zurgo attacks each combat if able.")'


GORM = "Gorm must be blocked if able, and Gorm must be blocked by two or more creatures if able."


def test_509_1c_gorm_short_name_and_two_requirements(db):
    assert short_names("Gorm the Great", legendary=True) == ["Gorm the Great", "Gorm"]
    assert compile_card(db.get("Gorm the Great")).abilities[-2:] == (
        kw.MustBeBlocked(GORM), kw.MustBeBlockedByMore(GORM, 2))


@pytest.mark.parametrize("blockers,best", [
    # Gorm's two requirements (509.1c): be blocked; be blocked by two or more creatures.
    (["Grizzly Bears"], {"Grizzly Bears": "Gorm the Great"}),   # one blocker obeys the first only
    (["Grizzly Bears", "Hill Giant"], {"Grizzly Bears": "Gorm the Great", "Hill Giant": "Gorm the Great"}),
])
def test_509_1c_gorm_must_be_blocked_by_two_if_able(board, blockers, best):
    g = board(Ana=["Gorm the Great"], Bruno=blockers)
    g.attack({"Gorm the Great": "Bruno"})
    assert [d.as_dict() for d in g.legal_declarations()] == [{b: ("Gorm the Great",) for b in best}]
    with pytest.raises(IllegalActionError) as e:
        g.block({})
    assert e.value.rule == "509.1c"
    if len(blockers) == 2:
        with pytest.raises(IllegalActionError) as e:
            g.block({"Grizzly Bears": "Gorm the Great"})
        assert (e.value.rule, e.value.params["obeyed"], e.value.params["possible"]) == ("509.1c", 1, 2)


def test_509_1c_short_name_is_a_whole_word():
    # "Zurgo" on Zurgo Helmsmasher doesn't make "Zurgos" or another card's name its own.
    names = short_names("Zurgo Helmsmasher", legendary=True)
    assert read_line("Zurgos attacks each combat if able.", names) is None
    assert read_line("Zurgo attacks each combat if able.", short_names("Zurgo Helmsmasher", legendary=False)) is None
