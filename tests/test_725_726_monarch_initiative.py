"""CR 725 the monarch and 726 the initiative: taken by combat damage to the player who
has it (725.2, 726.2), passed on when that player leaves the game (725.4, 726.4)."""

from __future__ import annotations

from conftest import lines

BOARD = """\
active: Ana
players: {{Ana: {{life: 20}}, Bruno: {{life: {bruno}}}, Carla: {{life: 20}}}}
monarch: Bruno
initiative: Carla
battlefield:
  Ana: [Grizzly Bears, Hill Giant]
  Bruno: [Llanowar Elves]
attack: {{Grizzly Bears: Bruno, Hill Giant: Carla}}
"""


def test_725_2_combat_damage_to_the_monarch_makes_its_controller_the_monarch(judge_yaml):
    r = judge_yaml(BOARD.format(bruno=20) + "block: {}\n")
    assert r.legal and r.state.monarch == "Ana"
    assert lines(r, "725") == [("725.2 A creature dealt combat damage to the monarch Bruno: its controller "
                               "Ana becomes the monarch.")]


def test_726_2_combat_damage_to_the_player_with_the_initiative_takes_it(judge_yaml):
    r = judge_yaml(BOARD.format(bruno=20) + "block: {}\n")
    assert r.state.initiative == "Ana"
    assert lines(r, "726") == [("726.2 A creature dealt combat damage to Carla, who had the initiative: its "
                               "controller Ana takes the initiative (venturing into Undercity is not modeled).")]


def test_726_4_the_initiative_passes_to_the_active_player_when_its_holder_leaves(judge_yaml):
    r = judge_yaml(BOARD.format(bruno=5).replace("initiative: Carla", "initiative: Bruno")
                   .replace("Hill Giant: Carla", "Hill Giant: Bruno") + "block: {}\n")
    assert r.state.players["Bruno"].left_game and r.state.initiative == "Ana"
    assert lines(r, "726") == [("726.4 Ana takes the initiative, as Bruno has left the game (venturing into "
                               "Undercity is not modeled).")]


def test_725_2_a_blocked_creature_takes_nothing(judge_yaml):
    r = judge_yaml(BOARD.format(bruno=20) + "block: {Llanowar Elves: Grizzly Bears}\n")
    assert (r.state.monarch, r.state.initiative) == ("Bruno", "Ana")


def test_725_4_the_monarch_leaving_the_game_passes_it_to_the_active_player(judge_yaml):
    r = judge_yaml(BOARD.format(bruno=2) + "block: {}\n")
    assert r.state.players["Bruno"].left_game
    assert r.state.monarch == "Ana"
    assert lines(r, "725") == ["725.4 Ana becomes the monarch, as Bruno has left the game."]
