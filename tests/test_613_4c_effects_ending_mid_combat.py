"""CR 613.4c and 611.3a: a static ability's effect stops applying as soon as its source
leaves or its condition stops holding, e.g. between the two combat damage steps; the
characteristics found then are the ones the layers give (613.1), computed again or not."""

from __future__ import annotations

from mtgjudge.cr import r613_layers
from mtgjudge.scenario import Scenario, build_game


def _as_computed(g) -> None:
    """Every permanent's characteristics equal what the layers give now (613.1)."""
    fresh = r613_layers.compute(g.state)
    for pid, perm in g.state.battlefield.items():
        assert perm.characteristics == fresh[pid], pid


def test_613_4c_lord_killed_by_first_strike_no_longer_pumps_in_the_second_step(board):
    """613.4c, 611.3a: Elvish Archdruid dies to Silver Knight's first strike; in the
    regular damage step Llanowar Elves is 1/1 again and dies to Grizzly Bears, dealing 1."""
    g = board(Ana=["Silver Knight", "Grizzly Bears"], Bruno=["Elvish Archdruid", "Llanowar Elves"])
    g.attack({"Silver Knight": "Bruno", "Grizzly Bears": "Bruno"})
    g.block({"Elvish Archdruid": "Silver Knight", "Llanowar Elves": "Grizzly Bears"})
    elves = g.state.battlefield["Llanowar Elves"]
    assert (elves.power, elves.toughness) == (2, 2)
    g.assign()  # first strike
    assert "Elvish Archdruid" in g.state.graveyard
    elves = g.state.battlefield["Llanowar Elves"]
    assert (elves.power, elves.toughness) == (1, 1)
    assert elves.characteristics.applied == ()
    _as_computed(g)
    g.assign()
    assert "Llanowar Elves" in g.state.graveyard
    assert g.state.battlefield["Grizzly Bears"].damage == 1


def test_613_4c_anthem_source_leaving_keeps_the_other_pumps_in_order(board):
    """613.4c, 613.7: Bruno's Elvish Archdruid dies to first strike; Llanowar Elves keeps
    Crusade's +1/+1 (it is not white: none) and Glorious Anthem's, each step shown
    without the lord's +1/+1."""
    g = board(Ana=["Silver Knight", "Glorious Anthem", "Savannah Lions"],
              Bruno=["Elvish Archdruid", "Llanowar Elves", "Glorious Anthem"])
    g.attack({"Silver Knight": "Bruno"})
    g.block({"Elvish Archdruid": "Silver Knight"})
    assert (g.state.battlefield["Llanowar Elves"].power, g.state.battlefield["Llanowar Elves"].toughness) == (3, 3)
    g.assign()  # Silver Knight is 3/3: 3 to the 3/3 Archdruid
    assert "Elvish Archdruid" in g.state.graveyard
    elves = g.state.battlefield["Llanowar Elves"]
    assert (elves.power, elves.toughness) == (2, 2)
    assert [(a.effect.source, a.power, a.toughness) for a in elves.characteristics.applied] == [
        ("Glorious Anthem #2", 2, 2)]
    _as_computed(g)


def test_613_1f_lord_granting_an_ability_dies_and_its_merfolk_lose_it(board):
    """613.1f, 613.4c: Lord of Atlantis dies to Silver Knight's first strike: Merfolk of
    the Pearl Trident loses islandwalk and the +1/+1 at once."""
    g = board(Ana=["Silver Knight"], Bruno=["Lord of Atlantis", "Merfolk of the Pearl Trident"])
    merfolk = g.state.battlefield["Merfolk of the Pearl Trident"]
    assert (merfolk.power, merfolk.toughness) == (2, 2)
    assert merfolk.has("landwalk")
    g.attack({"Silver Knight": "Bruno"})
    g.block({"Lord of Atlantis": "Silver Knight"})
    g.assign()
    merfolk = g.state.battlefield["Merfolk of the Pearl Trident"]
    assert (merfolk.power, merfolk.toughness) == (1, 1)
    assert not merfolk.has("landwalk")
    _as_computed(g)


def test_704_5n_equipment_unattached_when_its_creature_dies_changes_no_one_else(board):
    """704.5n, 613.4c: Centaur Courser with Bonesplitter dies; Bonesplitter stays,
    unattached, and Grizzly Bears keeps Glorious Anthem's +1/+1 (3/3)."""
    g = board(Ana=["Centaur Courser", "Bonesplitter", "Grizzly Bears", "Glorious Anthem"],
              Bruno=["Colossal Dreadmaw"])
    g.attach("Bonesplitter", "Centaur Courser")
    assert g.state.battlefield["Centaur Courser"].power == 6
    g.attack({"Centaur Courser": "Bruno", "Grizzly Bears": "Bruno"})
    g.block({"Colossal Dreadmaw": "Centaur Courser"})
    g.assign()
    assert "Centaur Courser" in g.state.graveyard
    assert g.state.battlefield["Bonesplitter"].attached_to is None
    bears = g.state.battlefield["Grizzly Bears"]
    assert (bears.power, bears.toughness) == (3, 3)
    assert "Colossal Dreadmaw" in g.state.graveyard  # 6 from the 6/4 Courser
    assert g.state.players["Bruno"].life == 17
    _as_computed(g)


def test_611_3a_conditional_bonus_ends_when_the_other_artifact_dies(board):
    """611.3a, 613.4c: Court Homunculus is 2/2 while Bruno controls another artifact;
    Bronze Sable dies to Silver Knight's first strike, so in the regular damage step the
    1/1 Homunculus deals Hill Giant 1 damage and dies."""
    g = board(Ana=["Silver Knight", "Hill Giant"], Bruno=["Court Homunculus", "Bronze Sable"])
    assert g.state.battlefield["Court Homunculus"].toughness == 2
    g.attack({"Silver Knight": "Bruno", "Hill Giant": "Bruno"})
    g.block({"Bronze Sable": "Silver Knight", "Court Homunculus": "Hill Giant"})
    g.assign()  # first strike: Bronze Sable dies
    assert "Bronze Sable" in g.state.graveyard
    homunculus = g.state.battlefield["Court Homunculus"]
    assert (homunculus.power, homunculus.toughness) == (1, 1)
    _as_computed(g)
    g.assign()
    assert "Court Homunculus" in g.state.graveyard
    assert g.state.battlefield["Hill Giant"].damage == 1


def test_611_2_a_resolved_pump_outlasts_its_source_dying_mid_combat(db):
    """611.2, 613.4c: an effect of a resolved ability whose source is Grizzly Bears
    (+2/+2 on Llanowar Elves until end of turn) goes on applying after the Bears die to
    Silver Knight's first strike."""
    g = build_game(Scenario.from_yaml("""
active: Ana
players: {Ana: {}, Bruno: {}}
battlefield: {Ana: [Silver Knight], Bruno: [Grizzly Bears, Llanowar Elves]}
effects: [{target: Llanowar Elves, power: 2, toughness: 2, source: Grizzly Bears}]
"""), db)
    assert (g.state.battlefield["Llanowar Elves"].power, g.state.battlefield["Llanowar Elves"].toughness) == (3, 3)
    g.attack({"Silver Knight": "Bruno"})
    g.block({"Grizzly Bears": "Silver Knight"})
    g.assign()
    assert "Grizzly Bears" in g.state.graveyard
    elves = g.state.battlefield["Llanowar Elves"]
    assert (elves.power, elves.toughness) == (3, 3)
    _as_computed(g)
