"""CR 405 and 117: the stack and priority in each combat step. Objects resolve last in
first out when all players pass (405.5, 117.4); the next declaration first lets the
stack resolve; every move is taken back exactly (733). Real cards, exact values."""

from __future__ import annotations

import pytest
from conftest import lines

from mtgjudge.cr.r117_priority import PassPriority
from mtgjudge.cr.r601_casting import CastSpell
from mtgjudge.cr.r602_activating import ActivateAbility
from mtgjudge.errors import IllegalActionError
from mtgjudge.engine.state import Step


def _blocked_bears(board):
    g = board(Ana=["Grizzly Bears"], Bruno=["Hill Giant"])
    g.attack({"Grizzly Bears": "Bruno"})
    g.block({"Hill Giant": "Grizzly Bears"})
    return g


def test_405_5_giant_growth_on_a_blocked_2_2_after_blocks(board):
    """Issue 10.6: Giant Growth on a blocked Grizzly Bears after blocks: a 5/5 that
    kills Hill Giant (3/3) and survives its 3 damage."""
    g = _blocked_bears(board)
    events = g.cast("Giant Growth", "Ana", "Grizzly Bears")
    assert [(e.rule, e.text()) for e in events] == [
        ("601.2", "Ana casts Giant Growth targeting Grizzly Bears, paying {G}; it goes on the stack.")]
    assert [o.id for o in g.stack] == ["Giant Growth"]
    assert g.state.battlefield["Grizzly Bears"].power == 2  # not resolved yet
    events = g.assign()
    assert [f"{e.rule} {e.text()}" for e in events][:4] == [
        "405.5 All players pass in succession: Giant Growth resolves.",
        "611.2a Grizzly Bears gets +3/+3 until end of turn.",
        "510.1 Combat damage step.",
        "510.1c Grizzly Bears assigns 5 damage to Hill Giant.",
    ]
    assert g.state.stack == ()
    bears = g.state.battlefield["Grizzly Bears"]
    assert (bears.power, bears.toughness, bears.damage) == (5, 5, 3)
    assert g.state.graveyard == ["Hill Giant"]


def test_405_5_last_in_first_out_and_608_2b_the_first_spell_loses_its_target(board):
    """Shock in response to Giant Growth resolves first: the Bears die (704.5g) and
    Giant Growth doesn't resolve (608.2b)."""
    g = _blocked_bears(board)
    g.cast("Giant Growth", "Ana", "Grizzly Bears")
    g.cast("Shock", "Bruno", "Grizzly Bears")
    assert [o.id for o in g.stack] == ["Giant Growth", "Shock"]
    first = g.pass_priority()
    assert [e.rule for e in first] == ["405.5", "120.4b", "120.3e", "704.5g", "506.4"]
    assert first[0].text() == "All players pass in succession: Shock resolves."
    second = g.pass_priority()
    assert [f"{e.rule} {e.text()}" for e in second] == [
        "405.5 All players pass in succession: Giant Growth resolves.",
        "608.2b Giant Growth doesn't resolve: its target Grizzly Bears is no longer legal."]
    assert g.state.graveyard == ["Grizzly Bears"]
    assert g.state.combat.attacking == {}


def test_733_pop_takes_back_each_action_exactly(board):
    g = _blocked_bears(board)
    before = g.state.copy()
    g.cast("Giant Growth", "Ana", "Grizzly Bears")
    after_cast = g.state.copy()
    g.pass_priority()
    assert g.state.battlefield["Grizzly Bears"].power == 5
    assert g.pop() == PassPriority()
    assert g.state == after_cast
    assert g.pop() == CastSpell("Giant Growth", "Ana", ("Grizzly Bears",))
    assert g.state == before and g.state.stack == ()


def test_117_1_no_priority_after_combat_ends(board):
    g = _blocked_bears(board)
    g.assign()
    assert g.step is Step.END_OF_COMBAT
    with pytest.raises(IllegalActionError) as e:
        g.cast("Giant Growth", "Ana", "Grizzly Bears")
    assert e.value.rule == "500.2"


def test_117_1b_legal_actions_lists_pass_and_each_activation_with_its_targets(board):
    g = board(Ana=["Shivan Dragon", "Master Decoy"], Bruno=["Hill Giant"])
    g.attack({"Shivan Dragon": "Bruno"})
    g.cast("Giant Growth", "Ana", "Shivan Dragon")
    moves = list(g.legal_actions())
    assert moves[0] == PassPriority()
    decoy = sorted(m.targets[0] for m in moves if isinstance(m, ActivateAbility) and m.source == "Master Decoy")
    # targets are chosen before costs are paid (601.2c, 601.2h): it may target itself
    assert decoy == ["Hill Giant", "Master Decoy", "Shivan Dragon"]
    assert ActivateAbility("Shivan Dragon", "Ana", "{R}: This creature gets +1/+0 until end of turn.") in moves
    assert all(g.is_legal(m) for m in moves)


def test_405_5_legal_declarations_see_the_stack_resolved(board):
    """Blocks are chosen in the game as it will be once the stack has resolved: Murder
    on the lone attacker leaves nothing to block (506.4)."""
    g = board(Ana=["Grizzly Bears"], Bruno=["Hill Giant"])
    g.attack({"Grizzly Bears": "Bruno"})
    g.cast("Murder", "Bruno", "Grizzly Bears")
    assert [str(d) for d in g.legal_declarations()] == ["no blocks"]


def test_405_scenario_actions_giant_growth_and_shock_in_response(judge_yaml):
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {life: 20, mana: "{G}"}, Bruno: {life: 20, mana: "{R}"}}
        battlefield: {Ana: [Grizzly Bears], Bruno: [Hill Giant]}
        attack: {Grizzly Bears: Bruno}
        block: {Hill Giant: Grizzly Bears}
        actions:
          declare_blockers:
            - {cast: Giant Growth, by: Ana, target: Grizzly Bears}
            - {cast: Shock, by: Bruno, target: Grizzly Bears}
        """)
    assert r.legal
    assert lines(r, "405") == ["405.5 All players pass in succession: Shock resolves.",
                               "405.5 All players pass in succession: Giant Growth resolves."]
    assert lines(r, "608") == ["608.2b Giant Growth doesn't resolve: its target Grizzly Bears is no longer legal."]
    assert list(r.state.battlefield) == ["Hill Giant"]
    assert r.state.battlefield["Hill Giant"].damage == 0
    assert (r.state.players["Ana"].mana, r.state.players["Bruno"].mana) == ("", "")


def test_117_scenario_actions_for_a_step_never_reached_warn(judge_yaml):
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {}, Bruno: {}}
        battlefield: {Ana: [Grizzly Bears], Bruno: [Hill Giant]}
        attack: {Grizzly Bears: Bruno}
        actions: {first_strike_damage: [{cast: Giant Growth, target: Grizzly Bears}]}
        """)
    assert [w.text() for w in r.warnings] == [
        "The actions given for the first-strike combat damage step were not taken: combat never reached that step."]


def test_117_scenario_actions_bad_input_names_the_field(judge_yaml):
    from mtgjudge.errors import ScenarioError

    with pytest.raises(ScenarioError) as e:
        judge_yaml("""\
            active: Ana
            players: {Ana: {mana: "{G}{Q}"}, Bruno: {}}
            battlefield: {Ana: [Grizzly Bears], Bruno: []}
            attack: {Grizzly Bears: Bruno}
            actions:
              after_damage: [pass]
              declare_attackers: [{cast: Giant Growt, target: Grizzly Bears}, {target: Grizzly Bears}]
            """)
    text = str(e.value)
    assert "t.yaml:2 players.Ana.mana" in text
    assert "t.yaml:6 actions.after_damage" in text and "beginning_of_combat" in text
    assert 't.yaml:7 actions.declare_attackers[0].cast: Unknown card "Giant Growt"' in text
    assert "t.yaml:7 actions.declare_attackers[1]: should be pass, or a mapping" in text


def test_733_scenario_illegal_action_stops_the_play_and_names_its_rule(judge_yaml):
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {mana: "{R}"}, Bruno: {}}
        battlefield: {Ana: [Grizzly Bears], Bruno: [Hill Giant]}
        attack: {Grizzly Bears: Bruno}
        actions: {declare_attackers: [{cast: Giant Growth, target: Grizzly Bears}]}
        """, refused="601.2h")
    assert not r.legal
    assert (r.error.rule, r.error.key) == ("601.2h", "cost.cant_pay")
    assert r.error.message == "Ana can't pay {G} for Giant Growth: they have {R} available."
    assert r.state.players["Ana"].mana == "R" and r.state.stack == ()


def test_405_5_readme_shows_the_real_output_of_the_stack_example():
    import json
    import subprocess
    import sys
    from pathlib import Path

    import jsonschema

    root = Path(__file__).resolve().parent.parent
    example = root / "examples" / "405-giant-growth-after-blocks.yaml"
    readme = (root / "README.md").read_text()
    start = readme.index("$ mtgjudge judge examples/405-giant-growth-after-blocks.yaml\n")
    start += len("$ mtgjudge judge examples/405-giant-growth-after-blocks.yaml\n")
    run = [sys.executable, "-m", "mtgjudge", "judge", str(example)]
    r = subprocess.run(run, capture_output=True, text=True, check=False)
    assert r.returncode == 0 and readme[start:readme.index("```", start)] == r.stdout
    out = json.loads(subprocess.run([*run, "-f", "json"], capture_output=True, text=True, check=False).stdout)
    jsonschema.validate(out, json.loads((root / "mtgjudge" / "data" / "ruling.schema.json").read_text()))
    assert [e["key"] for e in out["events"] if e["rule"] in ("601.2", "405.5", "608.2b")] == [
        "stack.cast_targets", "stack.cast_targets", "stack.resolves", "stack.resolves", "stack.fizzles"]


def test_511_1_priority_after_combat_damage_and_in_the_end_of_combat_step(board):
    """With Combat.hold, the game waits in the combat damage step and the end of combat
    step; passing with an empty stack ends each (405.5), then 511.3."""
    g = board(Ana=["Hill Giant"], Bruno=["Grizzly Bears"])
    g.state.combat.hold = True
    g.attack({"Hill Giant": "Bruno"})
    g.block({"Grizzly Bears": "Hill Giant"})
    g.assign()
    assert (g.step, g.is_over, g.state.battlefield["Hill Giant"].damage) == (Step.COMBAT_DAMAGE, False, 2)
    g.cast("Shock", "Bruno", "Hill Giant")
    g.pass_priority()
    assert g.state.graveyard == ["Grizzly Bears", "Hill Giant"]
    events = g.pass_priority()
    assert [f"{e.rule} {e.text()}" for e in events] == [
        "500.2 All players pass in succession with an empty stack: the combat damage step ends.",
        "511.1 End of combat step: players get priority before creatures are removed from combat."]
    assert (g.step, g.is_over) == (Step.END_OF_COMBAT, False)
    assert [e.rule for e in g.pass_priority()] == ["500.2", "511.3"]
    assert g.is_over and not g.is_legal(PassPriority())


def test_511_scenario_divine_verdict_in_the_end_of_combat_step(judge_yaml):
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {}, Bruno: {}}
        battlefield: {Ana: [Hill Giant], Bruno: [Grizzly Bears]}
        attack: {Hill Giant: Bruno}
        block: {Grizzly Bears: Hill Giant}
        actions: {end_of_combat: [{cast: Divine Verdict, by: Bruno, target: Hill Giant}]}
        """)
    assert r.legal
    assert [e.rule for e in r.events][-8:] == ["500.2", "511.1", "601.2", "405.5", "701.8a", "506.4",
                                               "500.2", "511.3"]
    assert lines(r, "511") == [
        "511.1 End of combat step: players get priority before creatures are removed from combat.",
        "511.3 End of combat: all creatures, planeswalkers and battles are removed from combat."]
    assert "701.8a Hill Giant is destroyed." in lines(r, "701")
    assert r.state.graveyard == ["Grizzly Bears", "Hill Giant"]


@pytest.mark.parametrize("step", ["declare_blockers", "declare blockers", "Declare-Blockers", "declarar bloqueadoras"])
def test_117_scenario_step_names_are_one_name_however_spaced(judge_yaml, step):
    # `actions:` and `enters:` take the same step names: underscores (documented),
    # spaces or hyphens, any case, or as a Spanish ruling names the step.
    r = judge_yaml(f"""\
        active: Ana
        players: {{Ana: {{mana: "{{G}}"}}, Bruno: {{}}}}
        battlefield: {{Ana: [Grizzly Bears], Bruno: [Hill Giant]}}
        attack: {{Grizzly Bears: Bruno}}
        block: {{Hill Giant: Grizzly Bears}}
        actions: {{{step}: [{{cast: Giant Growth, target: Grizzly Bears}}]}}
        enters: [{{token: {{name: Cat, power: 1, toughness: 1}}, attacking: Bruno, step: {step}}}]
        """)
    assert r.error is None
    assert r.state.battlefield["Grizzly Bears"].power == 5
    assert r.state.players["Bruno"].life == 19  # the Cat, put attacking after blocks: unblocked (506.3d)


def test_117_scenario_unknown_step_lists_the_names_in_both_fields(judge_yaml):
    from mtgjudge.errors import ScenarioError

    with pytest.raises(ScenarioError) as e:
        judge_yaml("""\
            active: Ana
            players: {Ana: {}, Bruno: {}}
            battlefield: {Ana: [Grizzly Bears]}
            attack: {Grizzly Bears: Bruno}
            actions: {after blockers: [pass]}
            enters: [{token: {name: Cat, power: 1, toughness: 1}, attacking: Bruno, step: combat damage}]
            """)
    assert [(w, str(m)) for w, m in e.value.problems] == [
        ("t.yaml:5 actions.after blockers", 'unknown step "after blockers": the steps of combat (CR 506.1) are '
         "beginning_of_combat, declare_attackers, declare_blockers, first_strike_damage, combat_damage and "
         'end_of_combat. Did you mean "declare_blockers"?'),
        ("t.yaml:6 enters[0].step", 'unknown step "combat damage": say one of beginning_of_combat, '
         "declare_attackers, declare_blockers, first_strike_damage, end_of_combat"),
    ]
