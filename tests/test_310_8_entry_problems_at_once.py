"""Bad input about battlefield entries (CR 733: nothing happens; each problem names its
field and rule): every problem of one entry in one pass, a real card given a
``protector`` (310.8), ``gains`` the engine doesn't know (702), a goading player not in
the game (701.15a); and a name that matches two players ignoring case is ambiguous
without the YAML "#" hint, which is for numbered copies only (102.1)."""

from __future__ import annotations

import pytest

from mtgjudge import ScenarioError


def test_310_8_701_15a_every_problem_of_one_entry_is_reported(judge_yaml):
    """310.8, 701.15a: Grizzly Bears with colours, an unknown keyword in ``gains``, a
    protector and a goader who isn't playing: four problems, not only the first."""
    with pytest.raises(ScenarioError) as e:
        judge_yaml("""\
            active: Ana
            players: {Ana: {}, Bruno: {}}
            battlefield:
              Ana:
                - {card: Grizzly Bears, colors: [R], gains: [flyng], protector: Bruno, goaded_by: [Zed]}
            """)
    problems = [(w, str(m)) for w, m in e.value.problems]
    assert [w for w, _ in problems] == ["t.yaml:5 battlefield.Ana[0]", "t.yaml:5 battlefield.Ana[0].gains",
                                        "t.yaml:5 battlefield.Ana[0]", "t.yaml:5 battlefield.Ana[0].goaded_by"]
    assert problems[0][1] == ("a real card takes its name, colours, subtypes and keywords from its Oracle text; use "
                              "`name:` for a custom creature")
    assert problems[1][1].startswith('"flyng" is not a keyword the engine models (')
    assert problems[2][1] == "Grizzly Bears isn't a battle, so it has no protector (CR 310.8)"
    assert problems[3][1] == 'unknown player "Zed" (CR 701.15a); players are Ana and Bruno'


def test_custom_creature_without_pt_and_with_gains_both_reported(judge_yaml):
    """A custom creature (no rule: the scenario format) with ``gains`` and no power or
    toughness: both problems."""
    with pytest.raises(ScenarioError) as e:
        judge_yaml("""\
            active: Ana
            players: {Ana: {}, Bruno: {}}
            battlefield: {Ana: [{name: Bob, gains: [flying]}]}
            """)
    assert [(w, str(m)) for w, m in e.value.problems] == [
        ("t.yaml:3 battlefield.Ana[0]", "a custom creature takes `keywords`, not `gains`, and has no `protector`"),
        ("t.yaml:3 battlefield.Ana[0]", "a custom creature needs power and toughness"),
    ]


def test_102_1_a_name_matching_two_players_has_no_hash_hint(judge_yaml):
    """102.1: players "Ana" and "ana"; "ANA" is ambiguous, and nothing about '#'."""
    with pytest.raises(ScenarioError) as e:
        judge_yaml("""\
            active: Ana
            players: {Ana: {}, Bruno: {}, ana: {}}
            battlefield: {Ana: [Hill Giant]}
            attack: {Hill Giant: ANA}
            """)
    assert [(w, str(m)) for w, m in e.value.problems] == [
        ("t.yaml:4 attack.Hill Giant", '"ANA" is ambiguous: say which, "Ana" or "ana"')]


def test_numbered_copies_keep_the_hash_hint(judge_yaml):
    """The '#' hint stays where it helps: "Grizzly Bears" with two numbered copies."""
    with pytest.raises(ScenarioError) as e:
        judge_yaml("""\
            active: Ana
            players: {Ana: {}, Bruno: {}}
            battlefield: {Ana: [Grizzly Bears, Grizzly Bears]}
            attack: {Grizzly Bears: Bruno}
            """)
    (where, problem), = [(w, str(m)) for w, m in e.value.problems]
    assert where == "t.yaml:4 attack.Grizzly Bears"
    assert problem == ('"Grizzly Bears" is ambiguous: say which, "Grizzly Bears #1" or "Grizzly Bears #2" '
                       "(in YAML, put a name with ` #` in quotes: a # after a space starts a comment)")
