"""CR 611.2, 613.6, 613.4c and 613.7b: the continuous effect of a spell that resolves
(Giant Growth) is an effect of its own, applied to the objects it began with, last among
the layer 7c effects by its timestamp; the characteristics found after it is added,
computed again or found from the values before, are those the layers give (613.1)."""

from __future__ import annotations

from mtgjudge.cr import r613_layers
from mtgjudge.scenario import Scenario, build_game


def _as_computed(g) -> None:
    """Every permanent's characteristics equal what the layers give now (613.1)."""
    fresh = r613_layers.compute(g.state)
    for pid, perm in g.state.battlefield.items():
        assert perm.characteristics == fresh[pid], pid


def _pt(g, pid: str) -> tuple[int, int]:
    perm = g.state.battlefield[pid]
    return perm.power, perm.toughness


def test_613_6_two_giant_growths_on_two_creatures_pump_each_its_own(board):
    """611.2c, 613.6: Giant Growth on Hill Giant, then another on Grizzly Bears: 6/6 and
    5/5 (each resolution's effect applies to its own target, not to the first's)."""
    g = board(Ana=["Hill Giant", "Grizzly Bears"])
    g.resolve_spell("Giant Growth", "Hill Giant")
    g.resolve_spell("Giant Growth", "Grizzly Bears")
    assert _pt(g, "Hill Giant") == (6, 6)
    assert _pt(g, "Grizzly Bears") == (5, 5)
    _as_computed(g)


def test_613_6_two_giant_growths_in_a_scenario(db):
    """611.2c, 613.6: the same two spells written in a scenario's ``effects``."""
    g = build_game(Scenario.from_yaml("""
active: Ana
players: {Ana: {}, Bruno: {}}
battlefield: {Ana: [Hill Giant, Grizzly Bears], Bruno: []}
effects: [{card: Giant Growth, target: Hill Giant}, {card: Giant Growth, target: Grizzly Bears}]
"""), db)
    assert _pt(g, "Hill Giant") == (6, 6)
    assert _pt(g, "Grizzly Bears") == (5, 5)


def test_613_7b_giant_growth_comes_after_the_anthem_and_the_lord(board):
    """613.4c, 613.7b: Llanowar Elves under Elvish Archdruid and Glorious Anthem gets
    Giant Growth: 6/6, each step shown in timestamp order, Giant Growth's last."""
    g = board(Ana=["Elvish Archdruid", "Llanowar Elves", "Glorious Anthem"])
    assert _pt(g, "Llanowar Elves") == (3, 3)
    g.resolve_spell("Giant Growth", "Llanowar Elves")
    elves = g.state.battlefield["Llanowar Elves"]
    assert [(a.effect.source, a.power, a.toughness) for a in elves.characteristics.applied] == [
        ("Elvish Archdruid", 2, 2), ("Glorious Anthem", 3, 3), ("Giant Growth", 6, 6)]
    assert _pt(g, "Elvish Archdruid") == (3, 3)  # the others' values stand
    _as_computed(g)


def test_613_4c_giant_growth_counts_the_counters_already_there(board):
    """613.4c: Grizzly Bears with a +1/+1 counter, under Glorious Anthem, gets Giant
    Growth: 7/7, the step shown with the counter counted."""
    g = board(Ana=[("Grizzly Bears", {"counters": {"+1/+1": 1}}), "Glorious Anthem"])
    g.resolve_spell("Giant Growth", "Grizzly Bears")
    assert _pt(g, "Grizzly Bears") == (7, 7)
    assert g.state.battlefield["Grizzly Bears"].characteristics.applied[-1].power == 7
    _as_computed(g)


def test_613_4d_giant_growth_on_a_switched_creature_is_added_before_the_switch(db):
    """613.4c-d, 613.7b: Vampire Nighthawk (2/3) with its power and toughness switched
    (3/2) gets Giant Growth afterwards: +3/+3 applies in 7c, before the 7d switch: 6/5."""
    g = build_game(Scenario.from_yaml("""
active: Ana
players: {Ana: {}, Bruno: {}}
battlefield: {Ana: [Vampire Nighthawk, Glorious Anthem], Bruno: []}
effects: [{target: Vampire Nighthawk, switch: true}]
"""), db)
    assert _pt(g, "Vampire Nighthawk") == (4, 3)
    g.resolve_spell("Giant Growth", "Vampire Nighthawk")
    assert _pt(g, "Vampire Nighthawk") == (7, 6)
    _as_computed(g)


def test_611_2_giant_growth_after_blocks_then_damage(board):
    """611.2, 613.4c: after blocks, Giant Growth on Grizzly Bears (2/2 under Glorious
    Anthem: 3/3) resolves: 6/6; it kills Hill Giant and survives its 3 damage."""
    g = board(Ana=["Grizzly Bears", "Glorious Anthem"], Bruno=["Hill Giant"])
    g.attack({"Grizzly Bears": "Bruno"})
    g.block({"Hill Giant": "Grizzly Bears"})
    g.cast("Giant Growth", "Ana", "Grizzly Bears")
    g.pass_priority()
    assert _pt(g, "Grizzly Bears") == (6, 6)
    _as_computed(g)
    g.pass_priority()
    g.assign()
    assert g.state.graveyard == ["Hill Giant"]
    assert g.state.battlefield["Grizzly Bears"].damage == 3
    _as_computed(g)
