"""CR 800-802 multiplayer: attacking several players (802), each defending player
declaring their own blocks (802.4, 802.4b), players who have left the game (800.4), and
the limited range of influence option refused (801)."""

from __future__ import annotations

import pytest
from conftest import lines

from mtgjudge import BlockDeclaration, Game, ScenarioError

THREE = """\
active: Ana
players: {Ana: {life: 20}, Bruno: {life: 20}, Carla: {life: 20}}
"""


def test_801_limited_range_of_influence_is_refused(judge_yaml):
    with pytest.raises(ScenarioError) as e:
        judge_yaml(THREE + "range_of_influence: 1\n")
    assert e.value.problems == [("t.yaml:3 range_of_influence",
                                 "the limited range of influence option (range 1) is not modeled (CR 801)")]


def test_800_4a_a_player_who_left_is_no_defending_player(judge_yaml):
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {life: 20}, Bruno: {life: 20}, Carla: {left_game: true}}
        battlefield:
          Ana: [Grizzly Bears]
          Carla: [Wall of Stone]
        attack: {Grizzly Bears: Carla}
        """, refused="800.4a")
    assert lines(r, "800.4a")[:2] == ["800.4a Carla leaves the game.",
                                      "800.4a Wall of Stone leaves the game with its owner Carla."]
    assert lines(r, "506.2") == [("506.2 The combat phase begins; Ana is the attacking player and Bruno the "
                                 "defending player.")]
    assert not r.legal and r.error.rule == "800.4a" and r.error.key == "attack.left_game"
    assert "Wall of Stone" not in r.state.battlefield


def test_800_4e_no_combat_damage_is_assigned_to_a_player_who_left(judge_yaml):
    # First strike kills Bruno (3 players: the game goes on); the Bears, still attacking
    # him, assign no combat damage in the second step.
    r = judge_yaml(THREE.replace("Bruno: {life: 20}", "Bruno: {life: 2}") + """\
battlefield:
  Ana: [White Knight, Grizzly Bears]
  Bruno: [Llanowar Elves]
attack: {White Knight: Bruno, Grizzly Bears: Bruno}
block: {}
""")
    assert r.legal
    assert lines(r, "704.5a") == ["704.5a Bruno has 0 life and loses the game."]
    assert "800.4a Llanowar Elves leaves the game with its owner Bruno." in lines(r, "800.4a")
    assert lines(r, "800.4e") == [("800.4e Grizzly Bears assigns no combat damage: the player it is "
                                  "attacking has left the game.")]
    assert r.state.players["Bruno"].life == 0 and not r.state.game_over
    assert lines(r, "511.3")


def test_802_4_each_attacked_player_blocks_on_their_own(db):
    g = Game(["Ana", "Bruno", "Carla"], "Ana", db=db)
    for name, who in (("Grizzly Bears", "Ana"), ("Hill Giant", "Ana"), ("Llanowar Elves", "Bruno"),
                      ("Wall of Stone", "Carla")):
        g.add(name, who)
    g.attack({"Grizzly Bears": "Bruno", "Hill Giant": "Carla"})
    blocks = [d.as_dict() for d in g.legal_declarations()]
    assert blocks == [{}, {"Wall of Stone": ("Hill Giant",)}, {"Llanowar Elves": ("Grizzly Bears",)},
                      {"Llanowar Elves": ("Grizzly Bears",), "Wall of Stone": ("Hill Giant",)}]
    assert g.count_candidates() == 4


def test_802_4b_a_creature_blocking_alone_among_its_own_players_blockers(db):
    # Mogg Flunkies can't block alone: Carla's blocker doesn't keep it company (802.4b).
    g = Game(["Ana", "Bruno", "Carla"], "Ana", db=db)
    for name, who in (("Grizzly Bears", "Ana"), ("Hill Giant", "Ana"), ("Mogg Flunkies", "Bruno"),
                      ("Wall of Stone", "Carla")):
        g.add(name, who)
    g.attack({"Grizzly Bears": "Bruno", "Hill Giant": "Carla"})
    decl = BlockDeclaration.of({"Mogg Flunkies": "Grizzly Bears", "Wall of Stone": "Hill Giant"})
    assert not g.is_legal(decl)
    assert g.is_legal(BlockDeclaration.of({"Wall of Stone": "Hill Giant"}))
    # In a two-player game the same two blockers are company for each other.
    g2 = Game(["Ana", "Bruno"], "Ana", db=db)
    for name, who in (("Grizzly Bears", "Ana"), ("Hill Giant", "Ana"), ("Mogg Flunkies", "Bruno"),
                      ("Wall of Stone", "Bruno")):
        g2.add(name, who)
    g2.attack({"Grizzly Bears": "Bruno", "Hill Giant": "Bruno"})
    assert g2.is_legal(decl)


def test_802_2_defending_property_works_with_one_defending_player(db):
    g = Game(["Ana", "Bruno"], "Ana", db=db)
    assert g.state.defending == "Bruno" and g.state.defending_players == ("Bruno",)


def test_802_4_blocks_are_declared_player_by_player_in_turn_order(db):
    g = Game(["Ana", "Bruno", "Carla"], "Ana", db=db)
    for name, who in (("Grizzly Bears", "Ana"), ("Hill Giant", "Ana"), ("Llanowar Elves", "Bruno"),
                      ("Wall of Stone", "Carla")):
        g.add(name, who)
    g.attack({"Grizzly Bears": "Bruno", "Hill Giant": "Carla"})
    events = g.block({"Wall of Stone": "Hill Giant", "Llanowar Elves": "Grizzly Bears"})
    assert [e.text() for e in events if e.rule == "509.1a"] == [
        "Llanowar Elves blocks Grizzly Bears.", "Wall of Stone blocks Hill Giant."]


def test_803_1a_attack_left_only_the_next_player_in_turn_order(db):
    g = Game(["Ana", "Bruno", "Carla", "Dario"], "Ana", db=db, attack_option="left")
    g.add("Grizzly Bears", "Ana")
    g.add("Jace Beleren", "Carla")
    assert [d.as_dict() for d in g.legal_declarations()] == [{}, {"Grizzly Bears": "Bruno"}]
    assert g.begin_combat()[0].text() == ("The combat phase begins; Ana is the attacking player and Bruno the "
                                          "defending player.")
    assert g.events[0].rule == "803.1a" and g.state.defending == "Bruno"


def test_803_1b_attack_right_reaches_the_planeswalker_of_the_player_on_the_right(db):
    g = Game(["Ana", "Bruno", "Carla"], "Ana", db=db, attack_option="right")
    g.add("Grizzly Bears", "Ana")
    g.add("Jace Beleren", "Carla")
    assert [d.as_dict() for d in g.legal_declarations()] == [
        {}, {"Grizzly Bears": "Carla"}, {"Grizzly Bears": "Jace Beleren"}]
    g.leave("Carla")  # the nearest opponent on the right is now Bruno
    assert [d.as_dict() for d in g.legal_declarations()] == [{}, {"Grizzly Bears": "Bruno"}]


def test_803_attack_option_is_checked(judge_yaml):
    with pytest.raises(ScenarioError) as e:
        judge_yaml(THREE + "attack_option: sideways\n")
    assert e.value.problems == [("t.yaml:3 attack_option", ('attack_option must be multiple (CR 802), left or '
                                 'right (803), not "sideways"; Two-Headed Giant teams attack as a team (805.10)'))]


def test_802_2a_a_creature_put_onto_the_battlefield_attacking_has_its_defending_player(db):
    g = Game(["Ana", "Bruno", "Carla"], "Ana", db=db)
    g.add("Grizzly Bears", "Ana")
    g.add("Llanowar Elves", "Bruno")
    g.add("Wall of Stone", "Carla")
    g.attack({"Grizzly Bears": "Bruno"})
    g.put_onto_battlefield("Hill Giant", "Ana", attacking="Carla")
    assert g.state.combat.defenders == {"Grizzly Bears": "Bruno", "Hill Giant": "Carla"}
    assert not g.is_legal(BlockDeclaration.of({"Llanowar Elves": "Hill Giant"}))
    assert g.is_legal(BlockDeclaration.of({"Llanowar Elves": "Grizzly Bears", "Wall of Stone": "Hill Giant"}))
    # Put onto the battlefield blocking a creature attacking another player: not blocking (506.3e).
    g.put_onto_battlefield("Giant Spider", "Bruno", blocking="Hill Giant")
    assert "Giant Spider" not in g.state.combat.blocking
    # Without a controller, the player it attacks puts it blocking.
    g.put_onto_battlefield("Typhoid Rats", blocking="Hill Giant")
    assert g.state.battlefield["Typhoid Rats"].controller == "Carla"
    assert g.state.combat.blocking["Typhoid Rats"] == ("Hill Giant",)
