"""CR 810 Two-Headed Giant: teams attack as a team (805.10), combat damage to each
player is applied to the team's shared life total (810.9), and teams lose as one
(704.6a, 810.8a), also to a commander's 21 combat damage (704.6c)."""

from __future__ import annotations

import pytest
from conftest import lines

from mtgjudge import BoardError, Game, ScenarioError

THG = """\
active: Ana
players: {{Ana: {{life: {us}}}, Bruno: {{life: {us}}}, Carla: {{life: {them}}}, Dario: {{life: {them}}}}}
teams: [[Ana, Bruno], [Carla, Dario]]
battlefield:
  Ana: [Hill Giant]
  Bruno: [Grizzly Bears]
  Carla: [Wall of Stone]
  Dario: [Llanowar Elves]
attack: {{Hill Giant: Carla, Grizzly Bears: Dario}}
"""


def test_810_9_combat_damage_to_each_player_comes_off_the_team_life(judge_yaml):
    r = judge_yaml(THG.format(us=30, them=30) + "block: {}\n")
    assert r.legal
    # Both heads of the attacking team attack (805.10a); each defending player is dealt
    # damage individually and the team's total takes both: 30 - 3 - 2 = 25.
    assert lines(r, "805.10a") == [("805.10a The combat phase begins; Ana and Bruno are the attacking team "
                                   "and Carla and Dario the defending team.")]
    assert lines(r, "120.3a") == ["120.3a Carla loses 3 life (27 left).", "120.3a Dario loses 2 life (25 left)."]
    assert lines(r, "810.9") == ["810.9 The team Carla and Dario shares that life total, now 27.",
                                 "810.9 The team Carla and Dario shares that life total, now 25."]
    assert [r.state.players[n].life for n in ("Ana", "Bruno", "Carla", "Dario")] == [30, 30, 25, 25]


def test_805_10d_a_teammate_blocks_a_creature_attacking_the_other_head(judge_yaml):
    r = judge_yaml(THG.format(us=30, them=30) + "block: {Wall of Stone: Grizzly Bears}\n")
    assert r.legal
    assert [r.state.players[n].life for n in ("Carla", "Dario")] == [27, 27]
    assert r.state.battlefield["Wall of Stone"].damage == 2


def test_704_6a_the_team_loses_when_its_shared_life_reaches_0(judge_yaml):
    # 3 to Carla and 2 to Dario: neither alone is lethal to 4 life; together they are.
    r = judge_yaml(THG.format(us=30, them=4) + "block: {}\n")
    assert r.legal
    assert lines(r, "704.6a") == ["704.6a The team Carla and Dario has -1 life and loses the game."]
    assert lines(r, "104.2c") == ["104.2c Ana and Bruno win the game as a team."]
    assert r.state.players["Carla"].lost and r.state.players["Dario"].lost and r.state.game_over


def test_704_6c_commander_damage_to_one_head_loses_the_team_the_game(judge_yaml):
    isamaru = '"Isamaru, Hound of Konda"'
    r = judge_yaml(THG.format(us=30, them=60)
                   .replace("Ana: [Hill Giant]", f"Ana: [{{card: {isamaru}, commander: true, "
                            "commander_damage: {Carla: 19}}]")
                   .replace("Hill Giant: Carla", f"{isamaru}: Carla") + "block: {}\n")
    assert r.state.commander_damage == {("Isamaru, Hound of Konda", "Carla"): 21}
    assert lines(r, "704.6c") == [("704.6c Carla has been dealt 21 combat damage by the commander Isamaru, "
                                   "Hound of Konda and loses the game.")]
    # The team's 56 life doesn't save it: a team loses as one (810.8a).
    assert r.state.players["Dario"].life == 56 and r.state.players["Dario"].lost
    assert lines(r, "104.2c") == ["104.2c Ana and Bruno win the game as a team."]


def test_805_10a_a_head_cannot_attack_its_teammate(judge_yaml):
    r = judge_yaml(THG.format(us=30, them=30).replace("Grizzly Bears: Dario", "Grizzly Bears: Ana"), refused="508.1b")
    assert not r.legal and r.error.rule == "508.1b"


def test_810_4_teammates_share_one_life_total(db):
    with pytest.raises(BoardError, match="810.4"):
        Game({"Ana": 30, "Bruno": 20, "Carla": 30, "Dario": 30}, teams=[["Ana", "Bruno"], ["Carla", "Dario"]], db=db)
    with pytest.raises(BoardError, match="810.1"):
        Game(["Ana", "Bruno", "Carla"], teams=[["Ana", "Bruno"], ["Carla"]], db=db)


def test_810_1_teams_error_points_at_the_key(judge_yaml):
    with pytest.raises(ScenarioError) as e:
        judge_yaml(THG.format(us=30, them=30).replace("[Carla, Dario]", "[Carla]"))
    assert e.value.problems[0][0] == "t.yaml:3 teams"


def test_704_6b_810_10_poison_counters_are_shared_and_fifteen_lose(judge_yaml):
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {life: 30}, Bruno: {life: 30}, Carla: {life: 30, poison: 14}, Dario: {life: 30, poison: 14}}
        teams: [[Ana, Bruno], [Carla, Dario]]
        battlefield:
          Ana: [Plague Stinger]
        attack: {Plague Stinger: Dario}
        block: {}
        """)
    assert lines(r, "704.6b") == ["704.6b The team Carla and Dario has 15 poison counters and loses the game."]
    assert r.state.players["Carla"].poison == 15 and r.state.players["Carla"].lost
    assert lines(r, "704.5c") == []  # ten is no longer the number (704.5c)


def test_810_9_json_ruling_of_the_two_headed_giant_example_matches_the_schema():
    import json
    import subprocess
    import sys
    from pathlib import Path

    import jsonschema

    root = Path(__file__).resolve().parent.parent
    schema = json.loads((root / "mtgjudge" / "data" / "ruling.schema.json").read_text())
    for name in ("810.9-two-headed-giant.yaml", "903.10a-commander-damage.yaml"):
        out = subprocess.run([sys.executable, "-m", "mtgjudge", "judge", str(root / "examples" / name),
                              "--format", "json"], capture_output=True, text=True, check=True)
        ruling = json.loads(out.stdout)
        jsonschema.validate(ruling, schema)
        state = ruling["state"]
        if name.startswith("810"):
            assert state["teams"] == [["Ana", "Bruno"], ["Carla", "Dario"]]
            assert [state["players"][n]["life"] for n in ("Carla", "Dario")] == [-1, -1]
        else:
            assert state["commander_damage"] == [{"commander": "Ghalta, Primal Hunger", "player": "Bruno",
                                                  "damage": 21}]
            assert state["players"]["Bruno"] == {"life": 30, "poison": 0, "lost": True, "left_game": True}


def test_509_1a_the_attacking_team_cannot_block(db):
    g = Game({"Ana": 30, "Bruno": 30, "Carla": 30, "Dario": 30}, teams=[["Ana", "Bruno"], ["Carla", "Dario"]],
             db=db)
    g.add("Hill Giant", "Ana")
    g.add("Grizzly Bears", "Bruno")
    g.attack({"Hill Giant": "Carla"})
    from mtgjudge import BlockDeclaration, IllegalActionError

    with pytest.raises(IllegalActionError) as e:
        g.check(BlockDeclaration.of({"Grizzly Bears": "Hill Giant"}))
    assert e.value.rule == "509.1a"
    assert str(e.value) == ("Grizzly Bears can't block: it is controlled by Bruno, who is not one of the "
                            "defending players (Carla and Dario). (509.1a)")
