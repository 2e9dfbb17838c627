"""CR 506.1: the steps of combat, as scenario files name them (``actions:`` keys,
``enters:``'s ``step``): an unknown one is refused naming 506.1, listing the steps as
"A, B and C", with "did you mean" for a typo."""

from __future__ import annotations

import pytest

from mtgjudge import ScenarioError


def test_506_1_typo_in_an_enters_step_suggests_the_step(judge_yaml):
    """506.1: "declare attakers" in ``enters``."""
    with pytest.raises(ScenarioError) as e:
        judge_yaml("""\
            active: Ana
            players: {Ana: {}, Bruno: {}, Carla: {}}
            battlefield: {Ana: [Hill Giant]}
            attack: {Hill Giant: Bruno}
            enters:
              - {token: {name: Cat Soldier, power: 1, toughness: 1}, attacking: Carla, step: declare attakers}
            """)
    assert [(w, str(m)) for w, m in e.value.problems] == [
        ("t.yaml:6 enters[0].step",
         ('unknown step "declare attakers": the steps of combat (CR 506.1) are beginning_of_combat, '
         'declare_attackers, declare_blockers, first_strike_damage and end_of_combat. Did you mean '
         '"declare_attackers" or "declare_blockers"?'))]


def test_506_1_unknown_action_step_without_a_close_name_in_spanish(judge_yaml):
    """506.1: "xyz" in ``actions``: no suggestion; Spanish with "RC" and "y"."""
    with pytest.raises(ScenarioError) as e:
        judge_yaml("""\
            active: Ana
            players: {Ana: {}, Bruno: {}}
            battlefield: {Ana: [Hill Giant]}
            actions: {xyz: [pass]}
            """)
    (where, problem), = e.value.problems
    assert where == "t.yaml:4 actions.xyz"
    assert problem.render("es") == (
        "paso desconocido «xyz»: los pasos del combate (RC 506.1) son beginning_of_combat, declare_attackers, "
        "declare_blockers, first_strike_damage, combat_damage y end_of_combat")
