"""CR 613.4b (an Aura setting base power and toughness, with 613.1f "loses all abilities")
and 502.3 ("doesn't untap during its controller's untap step": no untap step happens in a
combat, so such a line is modeled and changes nothing there). Real cards, exact values."""

from __future__ import annotations

from conftest import checked
from mtgjudge.cr import r702_keywords as kw
from mtgjudge.scenario import Scenario, judge


def _pt(g, pid):
    p = g.state.battlefield[pid]
    return (p.power, p.toughness)


def test_613_4b_illusory_wrappings_makes_a_hill_giant_0_2(board):
    # "Enchanted creature has base power and toughness 0/2." applies in 7b; Glorious
    # Anthem's +1/+1 in 7c after it: 1/3.
    g = board(Ana=["Hill Giant", "Illusory Wrappings", "Glorious Anthem"])
    g.attach("Illusory Wrappings", "Hill Giant")
    assert _pt(g, "Hill Giant") == (1, 3)


def test_613_4b_kasminas_transmutation_a_serra_angel_is_a_1_1_without_flying(db):
    ruling = checked(judge(Scenario.from_yaml("""
active: Ana
players: {Ana: {}, Bruno: {}}
battlefield:
  Ana: [Serra Angel, {card: Kasmina's Transmutation, attached_to: Serra Angel}]
  Bruno: [Grizzly Bears]
attack: {Serra Angel: Bruno}
block: {Grizzly Bears: Serra Angel}
"""), db))
    # No flying (so the bear can block it) and no vigilance; 1/1: the Angel dies.
    assert ruling.state.graveyard[0] == "Serra Angel"
    assert ruling.state.battlefield["Grizzly Bears"].damage == 1


def test_502_3_dehydration_is_modeled_and_changes_nothing_in_combat(board, db):
    from mtgjudge.oracle import compile_card

    assert compile_card(db.get("Dehydration")).not_modeled == ()
    assert "This creature doesn't untap during your untap step." not in compile_card(db.get("Colossus of Sardia")).not_modeled
    g = board(Ana=["Grizzly Bears", "Dehydration"], Bruno=[])
    g.attach("Dehydration", "Grizzly Bears")
    bears = g.state.battlefield["Grizzly Bears"]
    assert any(isinstance(a, kw.DoesntUntap) for a in bears.abilities)
    g.attack({"Grizzly Bears": "Bruno"})
    g.block({})
    g.assign({})
    assert g.state.players["Bruno"].life == 18


def test_502_3_ice_over_on_an_enchanted_permanent(board):
    g = board(Ana=["Ornithopter", "Ice Over"], Bruno=[])
    g.attach("Ice Over", "Ornithopter")
    assert any(isinstance(a, kw.DoesntUntap) for a in g.state.battlefield["Ornithopter"].abilities)
