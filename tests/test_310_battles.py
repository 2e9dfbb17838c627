"""CR 310: battles, their protectors, and Sieges."""

from __future__ import annotations


def test_310_11b_exiled_siege_takes_no_damage_in_the_second_step(board):
    g = board(Ana=["Youthful Knight", "Hill Giant", ("Invasion of Tarkir", {"counters": {"defense": 2}})])
    g.attack({"Youthful Knight": "Invasion of Tarkir", "Hill Giant": "Invasion of Tarkir"})
    g.block({})
    g.assign()
    assert g.state.exile == ["Invasion of Tarkir"]
    events = g.assign()
    assert ("510.1b", "damage.no_target") in [(e.rule, e.key) for e in events]
    assert not [e for e in events if e.key == "damage.dealt"]
