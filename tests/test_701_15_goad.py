"""CR 701.15 goad: a goaded creature attacks each combat if able and attacks a player
other than the goading player if able (701.15b); both are requirements obeyed as far
as possible (508.1d), one pair for each player who goaded it (701.15c-d)."""

from __future__ import annotations

import pytest

from mtgjudge import AttackDeclaration, Game, IllegalActionError


def four(db, ana=("Grizzly Bears",), goaders=("Bruno",), left=()):
    g = Game({"Ana": 40, "Bruno": 40, "Carla": 40, "Dario": 40}, "Ana", db=db)
    for name in ana:
        g.add(name, "Ana")
    g.add("Jace Beleren", "Carla")
    g.goad(ana[0], *goaders)
    for p in left:
        g.leave(p)
    return g


def test_701_15b_goaded_creature_must_attack_a_player_other_than_the_goader(db):
    g = four(db)

    legal = {frozenset(d.as_dict().items()) for d in g.legal_declarations()}
    assert legal == {frozenset({("Grizzly Bears", "Carla")}), frozenset({("Grizzly Bears", "Dario")})}
    with pytest.raises(IllegalActionError) as e:
        g.check(AttackDeclaration.of({"Grizzly Bears": "Bruno"}))
    assert e.value.rule == "508.1d"
    assert str(e.value) == (
        "This attack obeys 1 of the requirements to attack, but 2 can be obeyed without breaking a "
        "restriction. Not obeyed: Grizzly Bears (goaded by Bruno: attacks a player other than Bruno "
        "if able). (508.1d)")
    # A planeswalker is no player: attacking it obeys only "attacks each combat".
    assert not g.is_legal(AttackDeclaration.of({"Grizzly Bears": "Jace Beleren"}))
    with pytest.raises(IllegalActionError) as e:
        g.check(AttackDeclaration.of({}))
    assert e.value.rule == "508.1d" and "0 of the requirements" in str(e.value)


def test_701_15b_goader_is_attacked_when_no_other_player_can_be(db):
    g = four(db, left=("Carla", "Dario"))
    assert [d.as_dict() for d in g.legal_declarations()] == [{"Grizzly Bears": "Bruno"}]


def test_701_15c_goaded_by_two_players_attacks_a_third(db):
    g = four(db, goaders=("Bruno", "Carla"))
    assert [d.as_dict() for d in g.legal_declarations()] == [{"Grizzly Bears": "Dario"}]
    # Three players: each of the goaders obeys three of the four requirements.
    g = four(db, goaders=("Bruno", "Carla"), left=("Dario",))
    assert [d.as_dict() for d in g.legal_declarations()] == [{"Grizzly Bears": "Bruno"},
                                                             {"Grizzly Bears": "Carla"}]


def test_701_15d_goading_again_adds_no_requirement(db):
    g = four(db, goaders=("Bruno", "Bruno"))
    assert g.state.goaded == {"Grizzly Bears": ("Bruno",)}


def test_508_1d_goad_with_a_restriction_tying_attackers_together(db):
    # Mogg Flunkies can't attack alone (508.1c): the exact search (508.1d) must send it,
    # with the Bears, at a player other than Bruno.
    g = four(db, ana=("Mogg Flunkies", "Grizzly Bears"))

    assert g.is_legal(AttackDeclaration.of({"Mogg Flunkies": "Carla", "Grizzly Bears": "Bruno"}))
    assert not g.is_legal(AttackDeclaration.of({"Mogg Flunkies": "Bruno", "Grizzly Bears": "Carla"}))
    assert not g.is_legal(AttackDeclaration.of({}))
    # Alone it can't attack at all, so no requirement can be obeyed: no attack is legal.
    g = four(db, ana=("Mogg Flunkies",))
    assert [d.as_dict() for d in g.legal_declarations()] == [{}]


def test_701_15_goad_in_a_scenario(judge_yaml):
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {life: 40}, Bruno: {life: 40}, Carla: {life: 40}}
        battlefield:
          Ana: [{card: Grizzly Bears, goaded_by: Bruno}]
        attack: {Grizzly Bears: Bruno}
        """)
    assert not r.legal and r.error.rule == "508.1d"
