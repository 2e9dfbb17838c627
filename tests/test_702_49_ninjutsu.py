"""CR 702.49: ninjutsu. The ninja enters tapped and attacking what the returned
unblocked attacker attacked, unblocked (702.49c, 508.4). Real cards, exact values."""

from __future__ import annotations

import pytest
from conftest import lines

from mtgjudge.cr.r702_49_ninjutsu import ActivateNinjutsu
from mtgjudge.errors import IllegalActionError


def test_702_49c_ninjutsu_swap_the_ninja_is_unblocked_and_attacks_the_same_player(judge_yaml):
    """Issue 10.6: Grizzly Bears attacks Bruno unblocked; Ninja of the Deep Hours
    ({1}{U}) replaces it, attacking Bruno, and deals its 2 damage."""
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {mana: "{U}{U}"}, Bruno: {}}
        battlefield: {Ana: [Grizzly Bears], Bruno: [Hill Giant]}
        attack: {Grizzly Bears: Bruno}
        actions:
          declare_blockers: [{ninjutsu: Ninja of the Deep Hours, by: Ana, return: Grizzly Bears}]
        """)
    assert r.legal
    assert lines(r, "702.49") == [
        ("702.49a Ana activates the ninjutsu ability of Ninja of the Deep Hours, paying {1}{U} and "
         "returning the unblocked Grizzly Bears to its owner's hand; the ability goes on the stack.")]
    assert lines(r)[6:9] == [
        "110.2a Ninja of the Deep Hours enters the battlefield tapped under Ana's control.",
        ("508.4 Ninja of the Deep Hours is attacking Bruno: it was put onto the battlefield attacking, "
         "not declared as an attacker, so abilities that trigger when a creature attacks don't see it "
         "and no attack cost is paid."),
        "506.3d Ninja of the Deep Hours became attacking after blockers were declared: it is an unblocked creature."]
    assert lines(r, "510.2") == ["510.2 Ninja of the Deep Hours deals 2 damage to Bruno."]
    assert r.state.players["Bruno"].life == 18
    assert list(r.state.battlefield) == ["Hill Giant", "Ninja of the Deep Hours"]
    assert r.state.battlefield["Ninja of the Deep Hours"].tapped
    assert r.state.players["Ana"].mana == ""


def test_702_49c_no_ninjutsu_before_blockers_are_declared(board):
    g = board(Ana=["Grizzly Bears"], Bruno=[])
    g.attack({"Grizzly Bears": "Bruno"})
    with pytest.raises(IllegalActionError) as e:
        g.ninjutsu("Ninja of the Deep Hours", "Ana", "Grizzly Bears")
    assert (e.value.rule, e.value.key) == ("702.49c", "ninjutsu.not_unblocked")


def test_702_49c_a_blocked_attacker_cant_be_returned(board):
    g = board(Ana=["Grizzly Bears"], Bruno=["Hill Giant"])
    g.attack({"Grizzly Bears": "Bruno"})
    g.block({"Hill Giant": "Grizzly Bears"})
    assert not g.is_legal(ActivateNinjutsu("Ninja of the Deep Hours", "Ana", "Grizzly Bears"))


def test_702_49a_a_card_without_ninjutsu(board):
    g = board(Ana=["Grizzly Bears"], Bruno=[])
    g.attack({"Grizzly Bears": "Bruno"})
    g.block({})
    with pytest.raises(IllegalActionError) as e:
        g.ninjutsu("Hill Giant", "Ana", "Grizzly Bears")
    assert e.value.key == "ninjutsu.none"


def test_733_ninjutsu_taken_back_restores_the_returned_attacker(board):
    g = board(Ana=["Grizzly Bears"], Bruno=[])
    g.attack({"Grizzly Bears": "Bruno"})
    g.block({})
    before = g.state.copy()
    g.ninjutsu("Ninja of the Deep Hours", "Ana", "Grizzly Bears")
    assert "Grizzly Bears" not in g.state.battlefield
    g.pop()
    assert g.state == before


def test_702_49c_ninjutsu_in_the_end_of_combat_step(judge_yaml):
    """The attacker is still an unblocked attacking creature in the end of combat step,
    until 511.3 removes it from combat: ninjutsu is legal; the Ninja deals no damage
    (combat damage was dealt already) and ends the turn on the battlefield, tapped."""
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {mana: "{U}{U}"}, Bruno: {}}
        battlefield: {Ana: [Grizzly Bears], Bruno: []}
        attack: {Grizzly Bears: Bruno}
        actions:
          end_of_combat: [{ninjutsu: Ninja of the Deep Hours, by: Ana, return: Grizzly Bears}]
        """)
    assert r.legal
    assert r.state.players["Bruno"].life == 18
    assert list(r.state.battlefield) == ["Ninja of the Deep Hours"]
    assert r.state.battlefield["Ninja of the Deep Hours"].tapped
