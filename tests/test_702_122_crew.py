"""CR 702.122 (crew) and 301.7 (Vehicles): crewing before attackers are declared, the
crewed Vehicle attacking as an artifact creature (a layer-4 effect, 613.1d), and crew
members, tapped to pay, unable to attack."""

from __future__ import annotations

import pytest

from mtgjudge import IllegalActionError
from mtgjudge.cr.r702_122_crew import Crew
from mtgjudge.oracle import compile_card


def test_702_122a_smugglers_copter_has_crew_1(db):
    assert Crew("Crew 1", 1) in compile_card(db.get("Smuggler's Copter")).abilities


def test_702_122a_crewed_vehicle_attacks(board):
    g = board(Ana=["Smuggler's Copter", ("Grizzly Bears", {"sick": True})])
    copter = g.state.battlefield["Smuggler's Copter"]
    assert not copter.is_creature
    events = g.crew("Smuggler's Copter", ["Grizzly Bears"])
    assert [(e.rule, e.text()) for e in events][-2:] == [
        ("702.122b", "Smuggler's Copter is crewed by Grizzly Bears (total power 2, crew 1), tapped to pay the cost."),
        ("702.122a", "Smuggler's Copter becomes an artifact creature (3/3) until end of turn."),
    ]
    copter = g.state.battlefield["Smuggler's Copter"]
    assert copter.is_creature and copter.types == ("Artifact", "Creature") and (copter.power, copter.toughness) == (3, 3)
    # A summoning-sick creature can crew (the cost has no {T}); tapped, it can't attack (508.1a).
    with pytest.raises(IllegalActionError) as e:
        g.attack({"Grizzly Bears": "Bruno"})
    assert e.value.rule in ("508.1a", "302.6")
    g.attack({"Smuggler's Copter": "Bruno"})
    g.block({})
    g.assign()
    assert g.state.players["Bruno"].life == 17


def test_301_7_uncrewed_vehicle_cant_attack(board):
    g = board(Ana=["Smuggler's Copter", "Grizzly Bears"])
    with pytest.raises(IllegalActionError) as e:
        g.attack({"Smuggler's Copter": "Bruno"})
    assert e.value.rule == "506.3"


@pytest.mark.parametrize("crew,key", [
    (["Llanowar Elves", "Llanowar Elves"], "crew.twice"),
    (["Smuggler's Copter"], "crew.bad_member"),  # "other" creatures
    (["Hill Giant"], "crew.bad_member"),  # Bruno's
    ([], "crew.not_enough"),
])
def test_702_122a_illegal_crews_change_nothing(board, crew, key):
    g = board(Ana=["Smuggler's Copter", "Llanowar Elves"], Bruno=["Hill Giant"])
    before = g.state.copy()
    with pytest.raises(IllegalActionError) as e:
        g.crew("Smuggler's Copter", crew)
    assert (e.value.rule, e.value.key) == ("702.122a", key)
    assert g.state.battlefield == before.battlefield and g.state.continuous_effects == ()


def test_702_122a_total_power_must_reach_n(db, board):
    g = board(Ana=["Heart of Kiran", "Llanowar Elves", "Llanowar Elves"])  # Crew 3
    with pytest.raises(IllegalActionError) as e:
        g.crew("Heart of Kiran", ["Llanowar Elves #1", "Llanowar Elves #2"])
    assert (e.value.key, e.value.params["power"], e.value.params["n"]) == ("crew.not_enough", 2, 3)


def test_702_122a_defending_player_crews_before_blocks(board):
    g = board(Ana=["Grizzly Bears"], Bruno=["Smuggler's Copter", "Llanowar Elves"])
    with pytest.raises(IllegalActionError) as e:
        g.crew("Smuggler's Copter", ["Llanowar Elves"])  # not before attackers
    assert e.value.key == "crew.wrong_step"
    g.attack({"Grizzly Bears": "Bruno"})
    g.crew("Smuggler's Copter", ["Llanowar Elves"])
    g.block({"Smuggler's Copter": "Grizzly Bears"})
    g.assign()
    assert "Grizzly Bears" in g.state.graveyard
