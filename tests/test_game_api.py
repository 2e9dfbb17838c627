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


def _walked(g):
    return sum(1 for _ in g.legal_declarations())


def test_508_509_510_count_candidates_bounds_the_enumeration_before_walking_it(board):
    # 508.1a: two creatures, each attacking Bruno or not: 2**2 candidate attacks, all legal.
    g = board(Ana=["Grizzly Bears", "Hill Giant"], Bruno=["Wall of Stone", "Giant Spider"])
    assert g.count_candidates() == 4 == _walked(g)
    g.attack({"Grizzly Bears": "Bruno", "Hill Giant": "Bruno"})
    # 509.1a: each of two blockers blocks nothing or one of two attackers: 3 * 3.
    assert g.count_candidates() == 9 == _walked(g)
    g.block({"Wall of Stone": "Hill Giant", "Giant Spider": "Hill Giant"})
    # 510.1c: Hill Giant divides 3 among two blockers, C(3 + 1, 1) = 4 ways; each blocker's
    # damage can go only one way.
    assert g.count_candidates() == 4 == _walked(g)


def test_510_1c_count_candidates_of_a_huge_division_is_immediate(board):
    # A 20-power trampler blocked by six creatures: C(26, 6) = 230,230 divisions (the
    # enumeration's own docstring), counted without generating one.
    from mtgjudge import Game

    g = Game(["Ana", "Bruno"], db=object())
    g.add_creature("Big", "Ana", 20, 20, keywords=["trample"])
    for i in range(6):
        g.add_creature(f"B{i}", "Bruno", 1, 1)
    g.attack({"Big": "Bruno"})
    g.block({f"B{i}": "Big" for i in range(6)})
    assert g.count_candidates() == 230_230
