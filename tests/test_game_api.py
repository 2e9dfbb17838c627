"""The Python API as an engine developer uses it: bad input is refused with the rule."""

from __future__ import annotations

import itertools

import pytest

from mtgjudge import BoardError, Game


def new_game():
    return Game(["Ana", "Bruno"], db=object())  # custom creatures only


@pytest.mark.parametrize("kwargs", [{"damage": -10}, {"counters": {"+1/+1": -5}}])
def test_120_6_negative_damage_or_counters_are_refused(kwargs):
    g = new_game()
    with pytest.raises(BoardError, match="can't be negative"):
        g.add_creature("B", "Bruno", 1, 1, **kwargs)
    assert g.state.battlefield == {}


def test_208_power_must_be_a_whole_number():
    with pytest.raises(BoardError, match="whole number"):
        new_game().add_creature("X", "Ana", "2", 2)


def test_105_1_colors_are_wubrg():
    with pytest.raises(BoardError, match="W, U, B, R, G"):
        new_game().add_creature("X", "Ana", 2, 2, colors=["purple"])


def test_702_keywords_as_a_single_string_are_one_keyword():
    g = new_game()
    g.add_creature("X", "Ana", 2, 2, keywords="flying")
    assert g.state.battlefield["X"].has("flying")


def test_unknown_player_and_duplicate_id():
    g = new_game()
    with pytest.raises(BoardError, match="unknown player"):
        g.add_creature("X", "Carla", 2, 2)
    g.add_creature("X", "Ana", 2, 2)
    with pytest.raises(BoardError, match="already names"):
        g.add_creature("Y", "Ana", 2, 2, id="X")


def test_507_no_permanents_after_combat_begins():
    g = new_game()
    g.add_creature("X", "Ana", 2, 2)
    g.attack({"X": "Bruno"})
    with pytest.raises(BoardError, match="before combat begins"):
        g.add_creature("Y", "Ana", 2, 2)


def test_510_1c_legal_assignments_are_lazy():
    # 20-power trampler blocked by six creatures: 230,230 divisions per blocker set;
    # the first legal one must come at once, without building them all.
    g = new_game()
    g.add_creature("T", "Ana", 20, 20, keywords=["trample"])
    for i in range(6):
        g.add_creature(f"W{i}", "Bruno", 0, 300)
    g.attack({"T": "Bruno"})
    g.block({f"W{i}": "T" for i in range(6)})
    first = list(itertools.islice(g.legal_declarations(), 3))
    assert first[0].as_dict()["T"] == {"W0": 20, "W1": 0, "W2": 0, "W3": 0, "W4": 0, "W5": 0, "Bruno": 0}
    assert len(first) == 3
