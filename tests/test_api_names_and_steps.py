"""The Python API reads names and numbers copies as scenario files do, and
``Game.step`` is the step of combat the game is in (CR 506.1)."""

from __future__ import annotations

import textwrap

import pytest

from mtgjudge import (
    AttackDeclaration,
    BlockDeclaration,
    DamageAssignment,
    Game,
    IllegalActionError,
    Step,
    UnknownNameError,
)
from mtgjudge.scenario import Scenario, build_game


def test_508_1a_api_attacker_named_in_another_case_is_that_creature(board):
    g = board(Ana=["Grizzly Bears"])
    events = g.attack({"grizzly bears": "bruno"})
    assert [(e.rule, e.params) for e in events if e.key == "attack.declare"] == \
        [("508.1a", {"creature": "Grizzly Bears", "target": "Bruno"})]
    assert g.declarations == [AttackDeclaration.of({"Grizzly Bears": "Bruno"})]


def test_508_1a_api_typo_in_an_attacker_suggests_the_name_not_a_rules_rejection(board):
    g = board(Ana=["Grizzly Bears"])
    before = g.state.copy()
    decl = AttackDeclaration.of({"Grizly Bears": "Bruno"})
    with pytest.raises(UnknownNameError) as e:
        g.attack({"Grizly Bears": "Bruno"})
    assert (e.value.name, e.value.suggestions) == ("Grizly Bears", ["Grizzly Bears"])
    assert str(e.value) == ('"Grizly Bears" is not a player or a permanent on the battlefield. '
                            'Did you mean "Grizzly Bears"?')
    assert g.is_legal(decl) is False
    with pytest.raises(UnknownNameError):
        g.check(decl)
    assert g.state == before and g.events == []


def test_509_1a_api_blocker_and_attacker_names_ignore_case(board):
    g = board(Ana=["Hill Giant"], Bruno=["Grizzly Bears"])
    g.attack({"Hill Giant": "Bruno"})
    g.push(BlockDeclaration.of({"GRIZZLY BEARS": "hill giant"}))
    assert g.state.combat.blocking == {"Grizzly Bears": ("Hill Giant",)}
    g.pop()
    typo = BlockDeclaration.of({"Grizzly Bears": "Hill Gaint"})
    assert g.is_legal(typo) is False
    with pytest.raises(UnknownNameError) as e:
        g.check(typo)
    assert e.value.suggestions == ["Hill Giant"]


def test_510_1c_api_assignment_names_ignore_case_and_typos_suggest(board):
    g = board(Ana=["Elvish Regrower"], Bruno=["Vampire Spawn", "Helpful Hunter"])
    g.attack({"Elvish Regrower": "Bruno"})
    g.block({"Vampire Spawn": "Elvish Regrower", "Helpful Hunter": "Elvish Regrower"})
    with pytest.raises(UnknownNameError) as e:
        g.assign({"Elvish Regrower": {"Helpfull Hunter": 3, "Vampire Spawn": 1}})
    assert e.value.suggestions == ["Helpful Hunter"]
    events = g.assign({"elvish regrower": {"helpful hunter": 3, "vampire spawn": 1}})
    assert [(e.params["recipient"], e.params["amount"]) for e in events
            if e.key == "damage.assign" and e.params["source"] == "Elvish Regrower"] == \
        [("Helpful Hunter", 3), ("Vampire Spawn", 1)]


def test_510_1_api_name_of_a_creature_that_died_is_still_a_rules_question(board):
    # Youthful Knight's first strike kills the Bears; naming them afterwards is not a
    # typo but a recipient that left combat (506.4).
    g = board(Ana=["Youthful Knight", "Hill Giant"], Bruno=["Grizzly Bears", "Savannah Lions"])
    g.attack({"Youthful Knight": "Bruno", "Hill Giant": "Bruno"})
    g.block({"Grizzly Bears": "Youthful Knight", "Savannah Lions": "Hill Giant"})
    g.assign()
    assert "Grizzly Bears" in g.state.graveyard
    with pytest.raises(IllegalActionError) as e:
        g.check(DamageAssignment.of({"Hill Giant": {"grizzly bears": 3}}))
    assert (e.value.rule, e.value.key) == ("506.4", "assign.recipient_left")


def test_201_2_copies_are_numbered_alike_in_the_api_and_in_scenario_files(db):
    g = Game(["Ana", "Bruno"], db=db)
    first = g.add("Grizzly Bears", "Ana")
    assert first.id == "Grizzly Bears"  # alone, a card is its own name
    second = g.add("grizzly bears", "Bruno")
    third = g.add("Grizzly Bears", "Ana")
    assert (first.id, second.id, third.id) == ("Grizzly Bears #1", "Grizzly Bears #2", "Grizzly Bears #3")
    assert list(g.state.battlefield) == ["Grizzly Bears #1", "Grizzly Bears #2", "Grizzly Bears #3"]
    scn = Scenario.from_yaml(textwrap.dedent("""\
        active: Ana
        players: {Ana: {life: 20}, Bruno: {life: 20}}
        battlefield: {Ana: [Grizzly Bears, Grizzly Bears], Bruno: [Grizzly Bears]}
        """))
    assert list(build_game(scn, db).state.battlefield) == ["Grizzly Bears #1", "Grizzly Bears #2",
                                                           "Grizzly Bears #3"]
    with pytest.raises(UnknownNameError) as e:
        g.attack({"Grizzly Bears": "Bruno"})
    assert e.value.ambiguous == ["Grizzly Bears #1", "Grizzly Bears #2", "Grizzly Bears #3"]
    assert str(e.value).startswith('"Grizzly Bears" is ambiguous: say which, "Grizzly Bears #1"')
    g.attack({"Grizzly Bears #1": "Bruno", "grizzly bears #3": "Bruno"})
    assert set(g.state.combat.attacking) == {"Grizzly Bears #1", "Grizzly Bears #3"}


def test_201_2_api_copies_keep_explicit_ids(db):
    g = Game(["Ana", "Bruno"], db=db)
    g.add("Grizzly Bears", "Ana", id="Bears A")
    g.add("Grizzly Bears", "Ana")
    g.add("Grizzly Bears", "Ana", id="Grizzly Bears #1")
    g.add("Grizzly Bears", "Ana")
    assert list(g.state.battlefield) == ["Bears A", "Grizzly Bears", "Grizzly Bears #1", "Grizzly Bears #2"]


def test_506_1_game_step_is_the_step_combat_is_in(board):
    g = board(Ana=["Youthful Knight"], Bruno=["Grizzly Bears"])
    seen = [g.step]
    g.attack({"Youthful Knight": "Bruno"})
    seen.append(g.step)
    g.block({"Grizzly Bears": "Youthful Knight"})
    seen.append(g.step)
    g.assign()  # Youthful Knight has first strike (510.4)
    seen.append(g.step)
    g.assign()
    seen.append(g.step)
    assert seen == [Step.BEGINNING_OF_COMBAT, Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS,
                    Step.FIRST_STRIKE_DAMAGE, Step.END_OF_COMBAT]
    assert g.is_over


def test_506_1_readme_describes_game_step_as_the_step_combat_is_in():
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text(encoding="utf-8")
    assert "`game.step` is the step combat is in" in readme
    assert "DECLARE_ATTACKERS` after `attack()`" in readme


def test_117_1_legal_actions_is_a_lazy_iterator_as_the_readme_says(board):
    """117.1: legal_actions() / legal_moves() / legal_declarations() are iterators
    (README: "a lazy iterator, not a list"): next() works and they are used up once."""
    g = board(Ana=["Grizzly Bears"], Bruno=["Hill Giant"])
    actions = g.legal_actions()
    assert iter(actions) is actions
    assert str(next(actions)) == str(next(g.legal_moves()))
    declarations = g.legal_declarations()
    assert iter(declarations) is declarations and len(list(declarations)) == 2 and list(declarations) == []
