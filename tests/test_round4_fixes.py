"""Rules and cards added after the fourth review: trample over planeswalkers, keyword
counters, station, more evasion text, and double strike with trample in scenarios."""

from __future__ import annotations

import textwrap

import pytest

from mtgjudge import BlockDeclaration, Game, IllegalActionError
from mtgjudge.scenario import Scenario, judge


def test_702_19c_cr_example_trample_over_planeswalkers_unblocked():
    # CR 702.19c example: a 3-loyalty planeswalker attacked by a 1/1 and a 7/7 with
    # trample over planeswalkers: 1 + 2 to the planeswalker, 5 to its controller.
    g = Game(["Ana", "Bruno"], db=object())
    g.add_creature("One", "Ana", 1, 1)
    g.add_creature("Big", "Ana", 7, 7, keywords=["trample over planeswalkers"])
    from mtgjudge.cards.model import Card

    g.add(Card("Walker", types=("Planeswalker",), loyalty="3"), "Bruno")
    g.attack({"One": "Walker", "Big": "Walker"})
    g.block({})
    with pytest.raises(IllegalActionError) as e:
        g.assign({"Big": {"Walker": 1, "Bruno": 6}})  # 1 + 1 < 3 loyalty
    assert (e.value.rule, e.value.key) == ("702.19c", "assign.loyalty_first")
    g.assign({"Big": {"Walker": 2, "Bruno": 5}})
    assert g.state.players["Bruno"].life == 15 and "Walker" in g.state.graveyard


def test_702_19c_thrasta_blocked_tramples_over_to_the_controller(board):
    g = board(Ana=["Thrasta, Tempest's Roar"], Bruno=["Ajani, Caller of the Pride", "Grizzly Bears"])
    g.attack({"Thrasta, Tempest's Roar": "Ajani, Caller of the Pride"})
    g.block({"Grizzly Bears": "Thrasta, Tempest's Roar"})
    g.assign({"Thrasta, Tempest's Roar": {"Grizzly Bears": 2, "Ajani, Caller of the Pride": 4, "Bruno": 1}})
    assert g.state.players["Bruno"].life == 19


def test_122_1b_keyword_counters_grant_keywords(board):
    g = board(Ana=[("Grizzly Bears", {"counters": {"flying": 1, "deathtouch": 1}})], Bruno=["Savannah Lions"])
    g.attack({"Grizzly Bears": "Bruno"})
    assert not g.is_legal(BlockDeclaration.of({"Savannah Lions": "Grizzly Bears"}))  # 702.9b


def test_721_2_station_becomes_a_creature_at_its_last_band(board):
    g = board(Ana=[("Hearthhull, the Worldseed", {"counters": {"charge": 8}}),
                   ("Lumen-Class Frigate", {"counters": {"charge": 1}})])
    hull = g.state.battlefield["Hearthhull, the Worldseed"]
    assert hull.is_creature and [a.name for a in hull.abilities] == ["flying", "vigilance", "haste"]
    assert not g.state.battlefield["Lumen-Class Frigate"].is_creature
    g.attack({"Hearthhull, the Worldseed": "Bruno"})
    assert not g.state.battlefield["Hearthhull, the Worldseed"].tapped  # vigilance at 8+


@pytest.mark.parametrize("attacker,blocker,legal", [
    ("Questing Beast", "Savannah Lions", False), ("Questing Beast", "Hill Giant", True),
    ("Juggernaut", "Wall of Stone", False), ("Juggernaut", "Grizzly Bears", True),
    ("Silhana Ledgewalker", "Grizzly Bears", False), ("Silhana Ledgewalker", "Storm Crow", True),
])
def test_509_1b_evasion_written_in_oracle_text(board, attacker, blocker, legal):
    g = board(Ana=[attacker], Bruno=[blocker])
    g.attack({attacker: "Bruno"})
    assert g.is_legal(BlockDeclaration.of({blocker: attacker})) == legal


def test_509_1b_blocker_restrictions_in_oracle_text(board):
    g = board(Ana=["Hill Giant", "Storm Crow"], Bruno=["Ironclaw Orcs", "Cloud Sprite"])
    g.attack({"Hill Giant": "Bruno", "Storm Crow": "Bruno"})
    assert not g.is_legal(BlockDeclaration.of({"Ironclaw Orcs": "Hill Giant"}))  # power 2 or greater
    assert not g.is_legal(BlockDeclaration.of({"Cloud Sprite": "Hill Giant"}))  # only flyers
    assert g.is_legal(BlockDeclaration.of({"Cloud Sprite": "Storm Crow"}))


def test_509_1b_cant_be_blocked_by_more_than_one(board):
    g = board(Ana=["Stalking Tiger"], Bruno=["Grizzly Bears", "Hill Giant"])
    g.attack({"Stalking Tiger": "Bruno"})
    with pytest.raises(IllegalActionError) as e:
        g.block({"Grizzly Bears": "Stalking Tiger", "Hill Giant": "Stalking Tiger"})
    assert e.value.key == "block.max_one"


def run(text, db):
    return judge(Scenario.from_yaml(textwrap.dedent(text), "t.yaml"), db)


def test_702_19d_double_strike_trample_scenario_needs_no_division(db):
    # Zetalpa (4/8 double strike, trample) blocked by Giant Spider (2/4): all 4 first-
    # strike damage must go to the Spider (it's exactly lethal); then 4 to Bruno (702.19d).
    r = run("""\
        active: Ana
        players: {Ana: {}, Bruno: {}}
        battlefield: {Ana: ["Zetalpa, Primal Dawn"], Bruno: [Giant Spider]}
        attack: {"Zetalpa, Primal Dawn": Bruno}
        block: {Giant Spider: "Zetalpa, Primal Dawn"}
        """, db)
    assert r.legal and r.state.players["Bruno"].life == 16 and r.state.graveyard == ["Giant Spider"]
    r = run("""\
        active: Ana
        players: {Ana: {}, Bruno: {}}
        battlefield: {Ana: ["Zetalpa, Primal Dawn"], Bruno: [Giant Spider]}
        attack: {"Zetalpa, Primal Dawn": Bruno}
        block: {Giant Spider: "Zetalpa, Primal Dawn"}
        assign: {"Zetalpa, Primal Dawn": {Giant Spider: 4}}
        """, db)
    assert r.legal and r.state.players["Bruno"].life == 16 and r.warnings == []


def test_510_4_assign_after_first_strike_warns_precisely(db):
    r = run("""\
        active: Ana
        players: {Ana: {}, Bruno: {}}
        battlefield: {Ana: [Youthful Knight], Bruno: []}
        attack: {Youthful Knight: Bruno}
        assign_first_strike: {Youthful Knight: {Bruno: 2}}
        assign: {Youthful Knight: {Bruno: 2}}
        """, db)
    assert [w.key for w in r.warnings] == ["warn.unused_after_first"]


def test_506_4_recipient_that_left_the_battlefield(board):
    g = board(Ana=["Marisi's Twinclaws"], Bruno=["Grizzly Bears"])
    g.attack({"Marisi's Twinclaws": "Bruno"})
    g.block({"Grizzly Bears": "Marisi's Twinclaws"})
    g.assign()
    with pytest.raises(IllegalActionError) as e:
        g.assign({"Marisi's Twinclaws": {"Grizzly Bears": 2}})
    assert (e.value.rule, e.value.key) == ("506.4", "assign.recipient_left")
