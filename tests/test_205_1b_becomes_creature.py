"""Attacking with permanents that become creatures: lands animated by their own ability
(205.1b, Mutavault, Treetop Village), a creature-planeswalker, a creature-battle
(508.1a refuses it), and a permanent that stops being a creature mid-combat (506.4)."""

from __future__ import annotations

import pytest

from mtgjudge import IllegalActionError
from mtgjudge.oracle.effects import hand_effects


def test_205_1b_mutavault_becomes_a_creature_and_attacks(board):
    g = board(Ana=["Mutavault"], Bruno=["Grizzly Bears"])
    assert not g.state.battlefield["Mutavault"].is_creature
    events = g.animate("Mutavault")
    assert [e.rule for e in events][-1] == "205.1b"
    vault = g.state.battlefield["Mutavault"]
    assert vault.types == ("Land", "Creature") and (vault.power, vault.toughness) == (2, 2)
    assert "Bear" in vault.subtypes  # all creature types (702.73a)
    g.attack({"Mutavault": "Bruno"})
    g.block({"Grizzly Bears": "Mutavault"})
    g.assign()
    assert set(g.state.graveyard) == {"Mutavault", "Grizzly Bears"}


def test_205_1b_treetop_village_is_a_green_ape_with_trample(board):
    g = board(Ana=["Treetop Village"])
    g.animate("Treetop Village")
    ape = g.state.battlefield["Treetop Village"]
    assert (ape.power, ape.toughness, ape.colors, ape.subtypes) == (3, 3, ("G",), ("Ape",))
    assert ape.has("trample")


def test_205_1b_a_land_without_such_an_ability(board):
    g = board(Ana=["Forest"])
    with pytest.raises(IllegalActionError) as e:
        g.animate("Forest")
    assert (e.value.rule, e.value.key) == ("205.1b", "animate.no_ability")


def test_508_1a_a_creature_planeswalker_attacks(board):
    g = board(Ana=["Gideon, Ally of Zendikar"])
    g.add_effects(hand_effects("Gideon, Ally of Zendikar", types=["Creature"], subtypes=["Human", "Soldier", "Ally"],
                               base_power=5, base_toughness=5, gains=["indestructible"]))
    g.attack({"Gideon, Ally of Zendikar": "Bruno"})
    g.block({})
    g.assign()
    assert g.state.players["Bruno"].life == 15


def test_508_1a_a_creature_battle_cant_attack(board):
    battle = "Invasion of Tarkir"
    g = board(Ana=[(battle, {"counters": {"defense": 5}})])
    g.add_effects(hand_effects(battle, types=["Creature"], base_power=4, base_toughness=4))
    assert g.state.battlefield[battle].is_creature
    with pytest.raises(IllegalActionError) as e:
        g.attack({battle: "Bruno"})
    assert (e.value.rule, e.value.key) == ("508.1a", "attack.battle")


def test_506_4_a_permanent_that_stops_being_a_creature_is_removed_from_combat(board):
    g = board(Ana=["Mutavault", "Grizzly Bears"], Bruno=["Hill Giant"])
    g.animate("Mutavault")
    g.attack({"Mutavault": "Bruno", "Grizzly Bears": "Bruno"})
    g.block({"Hill Giant": "Mutavault"})
    events = g.end_effects("Mutavault")
    assert [(e.rule, e.text()) for e in events] == [
        ("506.4", "Mutavault is no longer a creature that can be in combat (it stopped being a creature or became a battle): it is removed from combat.")]
    assert "Mutavault" not in g.state.combat.attacking and g.state.combat.blocking["Hill Giant"] == ()
    g.assign()
    assert g.state.players["Bruno"].life == 18 and g.state.battlefield["Mutavault"].damage == 0


def test_506_4d_a_blocking_planeswalker_being_attacked_stays_attacked(board):
    """Bruno's Gideon, a creature and a planeswalker, blocks while attacked; when it
    stops being a creature it stops blocking but is still attacked (506.4d)."""
    g = board(Ana=["Grizzly Bears", "Hill Giant"], Bruno=["Gideon, Ally of Zendikar"])
    g.add_effects(hand_effects("Gideon, Ally of Zendikar", types=["Creature"], base_power=5, base_toughness=5,
                               source="Gideon's +1"))
    g.attack({"Grizzly Bears": "Gideon, Ally of Zendikar", "Hill Giant": "Bruno"})
    g.block({"Gideon, Ally of Zendikar": "Hill Giant"})
    events = g.end_effects("Gideon's +1")
    assert [e.rule for e in events] == ["506.4"]
    assert g.state.combat.attacking["Grizzly Bears"] == "Gideon, Ally of Zendikar"
    assert "Gideon, Ally of Zendikar" not in g.state.combat.blocking
    g.assign()
    # The Bears' 2 damage takes 2 loyalty; Hill Giant stays blocked (509.1h) and deals none.
    assert g.state.battlefield["Gideon, Ally of Zendikar"].loyalty == 2 and g.state.players["Bruno"].life == 20


def test_205_1b_a_planeswalker_turned_into_a_frog_keeps_its_planeswalker_type(db):
    """205.1b, 205.3d: Gideon Blackblade (a 4/4 Human Soldier on its controller's turn)
    hit by Turn to Frog loses its creature types, not its planeswalker type: Gideon Frog."""
    from mtgjudge.scenario import Scenario, build_game

    g = build_game(Scenario.from_yaml("""
active: Ana
players: {Ana: {}, Bruno: {}}
battlefield: {Ana: [{card: Gideon Blackblade, counters: {loyalty: 4}}]}
effects: [{card: Turn to Frog, target: Gideon Blackblade, controller: Bruno}]
"""), db)
    gideon = g.state.battlefield["Gideon Blackblade"]
    assert gideon.subtypes == ("Gideon", "Frog")
    assert (gideon.power, gideon.toughness) == (1, 1)
