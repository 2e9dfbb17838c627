"""CR 903 Commander: combat damage from each commander to each player over the game
(903.10a) and the loss at 21 (704.6c), in a four-player game attacking several players (802)."""

from __future__ import annotations

import pytest
from conftest import lines

from mtgjudge import BoardError, Game

FOUR = """\
active: Ana
players: {Ana: {life: 40}, Bruno: {life: 40}, Carla: {life: 40}, Dario: {life: 40}}
battlefield:
  Ana:
    - {card: "Ghalta, Primal Hunger", commander: true, commander_damage: {Bruno: 11}}
    - Grizzly Bears
    - Hill Giant
  Bruno: [Llanowar Elves]
  Carla: [Jace Beleren, Wall of Stone]
  Dario: [Serra Angel]
attack: {"Ghalta, Primal Hunger": Bruno, Grizzly Bears: Carla, Hill Giant: Jace Beleren}
"""


def test_903_10a_704_6c_four_player_attack_on_two_opponents_and_a_planeswalker(judge_yaml):
    r = judge_yaml(FOUR + """\
block: {Llanowar Elves: "Ghalta, Primal Hunger", Wall of Stone: Grizzly Bears}
assign: {"Ghalta, Primal Hunger": {Llanowar Elves: 2, Bruno: 10}}
""")
    assert r.legal
    assert lines(r, "802.2") == [
        ("802.2 The combat phase begins; Ana is the attacking player and Bruno, Carla and Dario are the "
        "defending players.")]
    # 11 earlier + 10 now: 21 combat damage from the same commander (903.10a), at 30 life.
    assert lines(r, "903.10a") == [
        ("903.10a Bruno has now been dealt 21 combat damage by the commander Ghalta, Primal Hunger "
        "(10 this time).")]
    assert lines(r, "704.6c") == [
        ("704.6c Bruno has been dealt 21 combat damage by the commander Ghalta, Primal Hunger and "
        "loses the game.")]
    assert r.state.commander_damage == {("Ghalta, Primal Hunger", "Bruno"): 21}
    players = r.state.players
    assert (players["Bruno"].life, players["Bruno"].lost, players["Bruno"].left_game) == (30, True, True)
    assert [players[n].life for n in ("Ana", "Carla", "Dario")] == [40, 40, 40]
    # The others play on (800.4): Bruno leaves, the game isn't over, combat ended normally.
    assert not r.state.game_over
    assert "800.4a Bruno leaves the game." in lines(r, "800.4a")
    assert r.state.graveyard == ["Llanowar Elves", "Jace Beleren"]  # 3 damage to 3 loyalty
    assert r.state.battlefield["Wall of Stone"].damage == 2


def test_903_10a_20_commander_damage_is_not_enough(judge_yaml):
    r = judge_yaml(FOUR.replace("Bruno: 11", "Bruno: 10") + """\
block: {Llanowar Elves: "Ghalta, Primal Hunger"}
assign: {"Ghalta, Primal Hunger": {Llanowar Elves: 2, Bruno: 10}}
""")
    assert r.legal and r.state.commander_damage[("Ghalta, Primal Hunger", "Bruno")] == 20
    assert not r.state.players["Bruno"].lost and lines(r, "704.6c") == []


def test_903_10a_noncommander_damage_does_not_count(judge_yaml):
    r = judge_yaml(FOUR + "block: {}\n")
    # Unblocked: Ghalta's 12 counts (23 in all), the Bears' 2 to Carla don't.
    assert r.state.commander_damage == {("Ghalta, Primal Hunger", "Bruno"): 23}
    assert r.state.players["Carla"].life == 38
    assert r.state.players["Bruno"].lost and r.state.players["Bruno"].life == 28


def test_509_1a_defending_player_blocks_only_creatures_attacking_them(judge_yaml):
    r = judge_yaml(FOUR + "block: {Wall of Stone: \"Ghalta, Primal Hunger\"}\n", refused="509.1a")
    assert not r.legal and r.error.rule == "509.1a"
    assert r.error.key == "block.attacking_other_player"
    assert str(r.error) == ("Wall of Stone can't block Ghalta, Primal Hunger: Ghalta, Primal Hunger is "
                            "attacking Bruno, not Carla (each defending player blocks only creatures attacking "
                            "them, their planeswalkers or the battles they protect, CR 802.4a). (509.1a)")


def test_509_1a_a_planeswalkers_controller_blocks_its_attacker(judge_yaml):
    r = judge_yaml(FOUR + "block: {Wall of Stone: Hill Giant}\nassign: {}\n")
    assert r.legal
    assert r.state.battlefield["Jace Beleren"].loyalty == 3
    assert r.state.battlefield["Wall of Stone"].damage == 3


def test_509_1a_a_defending_player_not_attacked_cannot_block(judge_yaml):
    r = judge_yaml(FOUR + "block: {Serra Angel: Grizzly Bears}\n", refused="509.1a")
    assert not r.legal and (r.error.rule, r.error.key) == ("509.1a", "block.attacking_other_player")


def test_508_1b_each_creature_chooses_its_defending_player(db):
    g = Game({"Ana": 40, "Bruno": 40, "Carla": 40, "Dario": 40}, "Ana", db=db)
    g.add("Grizzly Bears", "Ana")
    g.add("Jace Beleren", "Carla")
    decls = list(g.legal_declarations())
    # Not attacking, or one of three players or Carla's planeswalker (802.3).
    assert [d.as_dict() for d in decls] == [{}, {"Grizzly Bears": "Bruno"}, {"Grizzly Bears": "Carla"},
                                            {"Grizzly Bears": "Dario"}, {"Grizzly Bears": "Jace Beleren"}]
    g.attack({"Grizzly Bears": "Jace Beleren"})
    assert g.state.combat.defenders == {"Grizzly Bears": "Carla"}
    assert g.state.defending_players == ("Bruno", "Carla", "Dario")
    with pytest.raises(ValueError, match="802.2"):
        _ = g.state.defending  # several defending players: no single one


def test_903_3_commander_damage_needs_a_commander(judge_yaml):
    from mtgjudge import ScenarioError

    with pytest.raises(ScenarioError) as e:
        judge_yaml(FOUR.replace("commander: true, ", ""))
    assert e.value.problems[0][1].endswith("(CR 903.10a)")


def test_903_3_a_commander_is_a_legendary_creature(db):
    g = Game(["Ana", "Bruno", "Carla"], "Ana", db=db)
    g.add("Hill Giant", "Ana")
    with pytest.raises(BoardError, match="903.3"):
        g.set_commander("Hill Giant")
    g.add("Isamaru, Hound of Konda", "Ana")
    g.set_commander("Isamaru, Hound of Konda")
    assert g.state.commanders == {"Isamaru, Hound of Konda": "Ana"}


def test_903_10a_unknown_player_in_commander_damage(db):
    g = Game(["Ana", "Bruno", "Carla"], "Ana", db=db)
    g.add("Ghalta, Primal Hunger", "Ana")
    with pytest.raises(BoardError, match="unknown player"):
        g.set_commander("Ghalta, Primal Hunger", {"Zoe": 3})


def test_509_1a_why_not_block_the_commander_with_another_players_creature(judge_yaml):
    r = judge_yaml(FOUR + """\
block: {Llanowar Elves: "Ghalta, Primal Hunger", Wall of Stone: Grizzly Bears}
assign: {"Ghalta, Primal Hunger": {Llanowar Elves: 2, Bruno: 10}}
why: [{block: {Wall of Stone: "Ghalta, Primal Hunger"}}]
""")
    assert r.legal
    (answer,) = r.answers
    assert answer.error.rule == "509.1a" and answer.error.key == "block.attacking_other_player"


YURIKO = """\
    active: Ana
    players: {Ana: {life: 40, mana: "{U}{B}"}, Bruno: {life: 40}, Carla: {life: 40}}
    battlefield: {Ana: [Grizzly Bears], Bruno: [], Carla: []}
    attack: {Grizzly Bears: Carla}
    actions:
      declare_blockers:
        - {ninjutsu: "Yuriko, the Tiger's Shadow", by: Ana, return: Grizzly Bears EXTRA}
"""


def test_903_3_903_10a_yuriko_put_from_the_command_zone_by_commander_ninjutsu_stays_a_commander(judge_yaml):
    """702.49d, 903.3, 903.10a: Ana's commander Yuriko, the Tiger's Shadow (1/3), put onto
    the battlefield from the command zone by commander ninjutsu, is a new object (400.7)
    but still her commander: its 1 combat damage makes the 20 it dealt Carla earlier 21,
    and Carla loses (704.6c)."""
    r = judge_yaml(YURIKO.replace("EXTRA", ", commander: true, commander_damage: {Carla: 20}"))
    assert r.legal
    assert lines(r, "903") == [
        "903.3 Yuriko, the Tiger's Shadow enters as Ana's commander: being a commander stays with the card "
        "as it changes zones, so its combat damage to each player is counted.",
        "903.10a Carla has now been dealt 21 combat damage by the commander Yuriko, the Tiger's Shadow (1 this time)."]
    assert lines(r, "704.6c") == ["704.6c Carla has been dealt 21 combat damage by the commander Yuriko, "
                                  "the Tiger's Shadow and loses the game."]
    assert r.state.commanders == {"Yuriko, the Tiger's Shadow": "Ana"}
    assert r.state.players["Carla"].lost and r.state.players["Carla"].life == 39


def test_903_10a_yuriko_from_the_hand_without_commander_deals_no_commander_damage(judge_yaml):
    r = judge_yaml(YURIKO.replace("EXTRA", ""))
    assert r.legal and r.state.commander_damage == {} and not lines(r, "903")
    assert r.state.players["Carla"].life == 39 and not r.state.players["Carla"].lost


def test_903_3_only_a_card_that_can_be_a_commander_enters_as_one(judge_yaml):
    from mtgjudge import ScenarioError

    with pytest.raises(ScenarioError) as e:
        judge_yaml(YURIKO.replace("Yuriko, the Tiger's Shadow", "Ninja of the Deep Hours")
                   .replace("EXTRA", ", commander: true"))
    assert [(w, str(m)) for w, m in e.value.problems] == [(
        "t.yaml:7 actions.declare_blockers[0].commander",
        "Ninja of the Deep Hours can't be a commander: a commander is a legendary creature, Vehicle or "
        "Spacecraft, or a card that says it can be your commander (CR 903.3)")]
    with pytest.raises(ScenarioError) as e:
        judge_yaml(YURIKO.replace("{ninjutsu: \"Yuriko, the Tiger's Shadow\", by: Ana, return: Grizzly Bears EXTRA}",
                                  "{cast: Giant Growth, by: Ana, target: Grizzly Bears, commander: true}"))
    assert [str(m) for _, m in e.value.problems] == [
        "commander: true goes only on a ninjutsu action: the card activated is its player's commander "
        "(CR 702.49d, 903.3)"]


def test_903_3_game_api_ninjutsu_commander_and_pop(db):
    g = Game({"Ana": 40, "Bruno": 40, "Carla": 40}, "Ana", db=db)
    g.add("Grizzly Bears", "Ana")
    g.state.players["Ana"].mana = "UB"
    g.attack({"Grizzly Bears": "Carla"})
    g.block({})
    with pytest.raises(BoardError, match="903.3"):
        g.ninjutsu("Ninja of the Deep Hours", "Ana", "Grizzly Bears", commander=True)
    g.ninjutsu("Yuriko, the Tiger's Shadow", "Ana", "Grizzly Bears", commander=True, commander_damage={"Carla": 5})
    g.pass_priority()
    assert g.state.commanders == {"Yuriko, the Tiger's Shadow": "Ana"}
    g.assign()
    assert g.state.commander_damage == {("Yuriko, the Tiger's Shadow", "Carla"): 6}
