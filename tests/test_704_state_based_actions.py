"""CR 704: state-based actions after combat damage, performed simultaneously."""

from __future__ import annotations


def test_704_5a_player_at_zero_life_loses(board):
    g = board(Ana=["Hill Giant"], Bruno=[], life={"Ana": 20, "Bruno": 3})
    g.attack({"Hill Giant": "Bruno"})
    g.block({})
    events = g.assign()
    assert [(e.rule, e.key) for e in events][-3:] == [
        ("704.5a", "sba.life"), ("104.2a", "game.won"), ("511.3", "combat.end")]
    assert g.state.players["Bruno"].lost and g.is_over
    assert list(g.legal_declarations()) == []


def test_704_5f_toughness_zero_from_minus_counters(board):
    # Wither puts three -1/-1 counters on the 2/2: toughness -1, put into the graveyard
    # (704.5f, not "destroyed": indestructible wouldn't help).
    g = board(Ana=["Boggart Ram-Gang"], Bruno=["Grizzly Bears"])
    g.attack({"Boggart Ram-Gang": "Bruno"})
    g.block({"Grizzly Bears": "Boggart Ram-Gang"})
    events = g.assign()
    assert ("704.5f", "Grizzly Bears") in [(e.rule, e.params.get("permanent")) for e in events]


def test_704_5f_indestructible_with_zero_toughness_still_dies(board):
    g = board(Ana=["Boggart Ram-Gang"], Bruno=["Darksteel Myr"])
    g.attack({"Boggart Ram-Gang": "Bruno"})
    g.block({"Darksteel Myr": "Boggart Ram-Gang"})
    g.assign()
    assert g.state.graveyard == ["Darksteel Myr"]


def test_704_5q_plus_and_minus_counters_cancel(board):
    g = board(Ana=["Boggart Ram-Gang"], Bruno=[("Wall of Stone", {"counters": {"+1/+1": 2}})])
    g.attack({"Boggart Ram-Gang": "Bruno"})
    g.block({"Wall of Stone": "Boggart Ram-Gang"})
    events = g.assign()
    wall = g.state.battlefield["Wall of Stone"]
    assert (wall.counters["+1/+1"], wall.counters["-1/-1"]) == (0, 1)
    assert ("704.5q", 2) in [(e.rule, e.params.get("amount")) for e in events]
    assert wall.toughness == 7


def test_104_4a_both_players_lose_at_once_is_a_draw(board):
    # Ana is already at 0 life; when combat damage takes Bruno to 0 too, both lose in
    # the same check of state-based actions and the game is a draw.
    g = board(Ana=["Hill Giant"], Bruno=[], life={"Ana": 0, "Bruno": 3})
    g.attack({"Hill Giant": "Bruno"})
    g.block({})
    events = g.assign()
    assert [e.rule for e in events if e.key in ("sba.life", "game.draw")] == ["704.5a", "704.5a", "104.4a"]
