"""CR 117.4 and 500.2: passing priority is always legal while a player has it. With
objects on the stack, all players passing in succession resolves the top one (405.5);
with an empty stack, the step ends (500.2) and nobody gets priority again until the
next step's turn-based action, the next declaration (117.3a). Real cards, exact values."""

from __future__ import annotations

import pytest
from conftest import event_lines, lines

from mtgjudge.cr.r117_priority import PassPriority
from mtgjudge.cr.r601_casting import CastSpell
from mtgjudge.errors import IllegalActionError
from mtgjudge.engine.state import Step


def _blocked_bears(board):
    g = board(Ana=["Grizzly Bears"], Bruno=["Hill Giant"])
    g.attack({"Grizzly Bears": "Bruno"})
    g.block({"Hill Giant": "Grizzly Bears"})
    return g


def test_117_4_passing_with_an_empty_stack_ends_the_declare_blockers_step(board):
    """500.2: all pass with an empty stack after blocks; the step ends, the combat damage
    step's assignment comes next, and nobody can cast Giant Growth before it (117.3a)."""
    g = _blocked_bears(board)
    assert list(g.legal_actions())[0] == PassPriority()
    events = g.pass_priority()
    assert event_lines(events) == [
        "500.2 All players pass in succession with an empty stack: the declare blockers step ends."]
    assert g.step is Step.DECLARE_BLOCKERS and g.state.combat.step_ended
    assert list(g.legal_actions()) == []
    with pytest.raises(IllegalActionError) as e:
        g.cast("Giant Growth", "Ana", "Grizzly Bears")
    assert (e.value.rule, e.value.key) == ("117.3a", "priority.step_ended")
    assert not g.is_legal(PassPriority())
    g.assign()
    assert g.state.combat.step_ended is False
    assert g.state.graveyard == ["Grizzly Bears"]  # 3 damage from Hill Giant, no Giant Growth
    assert g.state.battlefield["Hill Giant"].damage == 2


def test_117_4_pass_with_an_empty_stack_is_taken_back_exactly(board):
    g = _blocked_bears(board)
    before = g.state.copy()
    n = len(g.events)
    g.pass_priority()
    assert g.pop() == PassPriority()
    assert g.state == before and len(g.events) == n
    assert g.is_legal(CastSpell("Giant Growth", "Ana", ("Grizzly Bears",)))


def test_117_4_pass_resolves_then_a_second_pass_ends_the_step(board):
    """The first pass resolves Giant Growth (405.5); the next, with the stack empty,
    ends the declare blockers step (500.2); Grizzly Bears, 5/5, kills Hill Giant."""
    g = _blocked_bears(board)
    g.cast("Giant Growth", "Ana", "Grizzly Bears")
    assert event_lines(g.pass_priority()) == [
        "405.5 All players pass in succession: Giant Growth resolves.",
        "611.2a Grizzly Bears gets +3/+3 until end of turn."]
    assert g.state.combat.step_ended is False
    g.pass_priority()
    assert g.state.combat.step_ended is True
    g.assign()
    assert g.state.graveyard == ["Hill Giant"]
    assert g.state.battlefield["Grizzly Bears"].damage == 3


def test_117_4_scenario_pass_in_the_beginning_of_combat_step(judge_yaml):
    """A `pass` with an empty stack in the beginning of combat step ends it (500.2);
    attackers are declared next."""
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {}, Bruno: {}}
        battlefield: {Ana: [Grizzly Bears], Bruno: [Hill Giant]}
        actions: {beginning_of_combat: [pass]}
        attack: {Grizzly Bears: Bruno}
        """)
    assert r.legal
    assert lines(r)[:3] == [
        "506.2 The combat phase begins; Ana is the attacking player and Bruno the defending player.",
        "500.2 All players pass in succession with an empty stack: the beginning of combat step ends.",
        "508.1a Grizzly Bears attacks Bruno."]
    assert r.state.players["Bruno"].life == 18


def test_117_3a_scenario_no_action_after_the_step_ended(judge_yaml):
    """After all pass with an empty stack in the declare attackers step, Shock can't be
    cast in it any more: refused with 117.3a, and the game is as before it (733)."""
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {}, Bruno: {mana: "{R}"}}
        battlefield: {Ana: [Grizzly Bears], Bruno: []}
        attack: {Grizzly Bears: Bruno}
        actions:
          declare_attackers: [pass, {cast: Shock, by: Bruno, target: Grizzly Bears}]
        """, refused="117.3a")
    assert not r.legal
    assert (r.error.rule, r.error.key) == ("117.3a", "priority.step_ended")
    assert lines(r)[-1] == (
        "500.2 All players pass in succession with an empty stack: the declare attackers step ends.")
    assert r.state.players["Bruno"].mana == "R"


def test_500_2_scenario_pass_in_the_held_combat_damage_step(judge_yaml):
    """A `pass` that ends the combat damage step (with actions in the end of combat
    step, so both are held) leads into the end of combat step, whose actions are taken."""
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {}, Bruno: {}}
        battlefield: {Ana: [Hill Giant], Bruno: [Grizzly Bears]}
        attack: {Hill Giant: Bruno}
        actions:
          combat_damage: [pass]
          end_of_combat: [{cast: Divine Verdict, by: Bruno, target: Hill Giant}]
        """)
    assert r.legal and not r.warnings
    assert [e.rule for e in r.events][-9:] == ["120.3a", "500.2", "511.1", "601.2", "405.5", "701.8a",
                                               "506.4", "500.2", "511.3"]
    assert r.state.graveyard == ["Hill Giant"]
    assert r.state.players["Bruno"].life == 17
