"""Regressions found by testers, each named after the rule it concerns."""

from __future__ import annotations

import pytest

from mtgjudge import DamageAssignment, IllegalActionError


def test_508_1b_each_attacker_attacks_what_was_announced_for_it(board):
    g = board(Ana=["Grizzly Bears", "Hill Giant"], Bruno=["Ajani, Caller of the Pride"])
    g.attack({"Grizzly Bears": "Bruno", "Hill Giant": "Ajani, Caller of the Pride"})
    assert g.state.combat.attacking == {"Grizzly Bears": "Bruno", "Hill Giant": "Ajani, Caller of the Pride"}
    g.block({})
    g.assign()
    assert g.state.players["Bruno"].life == 18
    assert g.state.battlefield["Ajani, Caller of the Pride"].loyalty == 1


def test_510_1d_blocker_whose_attacker_left_combat(board):
    # A first-strike deathtouch blocker kills Youthful Knight in the first-strike step,
    # so in the regular step the Grizzly Bears block nothing and assign no damage.
    g = board(Ana=["Youthful Knight"], Bruno=["Grizzly Bears"])
    g.add_creature("Deadly Striker", "Bruno", 1, 1, keywords=["first strike", "deathtouch"])
    g.attack({"Youthful Knight": "Bruno"})
    g.block({"Grizzly Bears": "Youthful Knight", "Deadly Striker": "Youthful Knight"})
    g.assign({"Youthful Knight": {"Deadly Striker": 2}})
    assert "Youthful Knight" in g.state.graveyard
    events = g.assign()
    assert ("510.1d", "damage.blocking_nothing", "Grizzly Bears") in [
        (e.rule, e.key, e.params.get("source")) for e in events]


def test_702_2c_trample_message_with_deathtouch_says_one_is_lethal(board):
    g = board(Ana=[("Colossal Dreadmaw", {"gains": ["deathtouch"]})], Bruno=["Hill Giant", "Grizzly Bears"])
    g.attack({"Colossal Dreadmaw": "Bruno"})
    g.block({"Hill Giant": "Colossal Dreadmaw", "Grizzly Bears": "Colossal Dreadmaw"})
    with pytest.raises(IllegalActionError) as e:
        g.assign({"Colossal Dreadmaw": {"Hill Giant": 1, "Grizzly Bears": 0, "Bruno": 5}})
    assert (e.value.rule, e.value.params["blocker"], e.value.params["lethal"]) == ("702.19b", "Grizzly Bears", 1)


def test_702_19b_trample_attacking_a_battle_cites_702_19b(board):
    from mtgjudge.cards.model import Card

    g = board(Ana=["Colossal Dreadmaw"], Bruno=["Hill Giant"])
    g.add(Card("Test Battle", types=("Battle",), defense="4"), "Ana")
    g.attack({"Colossal Dreadmaw": "Test Battle"})
    g.block({"Hill Giant": "Colossal Dreadmaw"})
    with pytest.raises(IllegalActionError) as e:
        g.assign({"Colossal Dreadmaw": {"Hill Giant": 3, "Bruno": 3}})
    assert (e.value.rule, e.value.key) == ("702.19b", "assign.trample_wrong_target")


def test_510_1b_attacker_of_a_planeswalker_that_left_assigns_nothing(board):
    # Marisi's Twinclaws (double strike) removes Ajani's last loyalty in the first-strike
    # step; the Dreadmaw attacking Ajani then attacks nothing (506.4c) and deals no damage.
    g = board(Ana=["Marisi's Twinclaws", "Colossal Dreadmaw"],
              Bruno=[("Ajani, Caller of the Pride", {"counters": {"loyalty": 2}})])
    g.attack({"Marisi's Twinclaws": "Ajani, Caller of the Pride", "Colossal Dreadmaw": "Ajani, Caller of the Pride"})
    g.block({})
    g.assign()
    assert g.state.graveyard == ["Ajani, Caller of the Pride"]
    with pytest.raises(IllegalActionError) as e:
        g.push(DamageAssignment.of({"Colossal Dreadmaw": {"Bruno": 6}}))
    assert (e.value.rule, e.value.key) == ("510.1b", "damage.no_target")
    events = g.assign()
    assert ("510.1b", "damage.no_target") in [(x.rule, x.key) for x in events]
    assert g.state.players["Bruno"].life == 20


def test_120_3c_no_event_for_counters_that_are_not_there(board):
    g = board(Ana=["Hill Giant", "Grizzly Bears"], Bruno=[("Ajani, Caller of the Pride", {"counters": {"loyalty": 2}})])
    g.attack({"Hill Giant": "Ajani, Caller of the Pride", "Grizzly Bears": "Ajani, Caller of the Pride"})
    g.block({})
    events = g.assign()
    assert [e.params["amount"] for e in events if e.rule == "120.3c"] == [2]


def test_704_5a_and_704_5c_both_reported(board):
    g = board(life={"Ana": 20, "Bruno": 0})
    g.state.players["Bruno"].poison = 10
    events = g.begin_combat()
    assert [e.rule for e in events] == ["506.2", "704.5a", "704.5c", "104.2a"]
