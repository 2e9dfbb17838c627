"""CR 704: state-based actions after combat damage, performed simultaneously."""

from __future__ import annotations


def test_704_5a_player_at_zero_life_loses(board):
    g = board(Ana=["Hill Giant"], Bruno=[], life={"Ana": 20, "Bruno": 3})
    g.attack({"Hill Giant": "Bruno"})
    g.block({})
    events = g.assign()
    # The game ends at once (104.1): no end of combat step follows.
    assert [(e.rule, e.key) for e in events][-2:] == [("704.5a", "sba.life"), ("104.2a", "game.won")]
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
    # Both players at 0 life when state-based actions are checked lose together.
    from mtgjudge.cr import r704_state_based_actions
    from mtgjudge.events import EventLog

    g = board()
    g.state.players["Ana"].life = 0
    g.state.players["Bruno"].poison = 10
    log = EventLog()
    r704_state_based_actions.check(g.state, log)
    assert [e.rule for e in log] == ["704.5a", "704.5c", "104.4a"]


def test_507_2_state_based_actions_before_attackers(board):
    # A board given with a dead creature and a player at 0 life is settled as combat
    # begins, before anyone attacks (507.2, 704.3).
    g = board(Ana=["Grizzly Bears", ("Hill Giant", {"damage": 3})], life={"Ana": 20, "Bruno": 0})
    events = g.begin_combat()
    assert [e.rule for e in events] == ["506.2", "704.5a", "704.5g", "104.2a"]
    assert g.state.graveyard == ["Hill Giant"] and g.is_over
    assert list(g.legal_declarations()) == []


def test_704_5a_and_704_5c_both_reported(board):
    g = board(life={"Ana": 20, "Bruno": 0})
    g.state.players["Bruno"].poison = 10
    events = g.begin_combat()
    assert [e.rule for e in events] == ["506.2", "704.5a", "704.5c", "104.2a"]
