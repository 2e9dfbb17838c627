"""CR 810.1, 810.11, 805.1, 810.3, 810.4, 103.4a: what `teams` (a Two-Headed Giant game)
allows: two teams, of two players or of equal larger sizes, each sitting together; a
team starts at 30 shared life, 15 more per player beyond two, the same from the API
and from a file."""

from __future__ import annotations

import pytest
from conftest import lines

from mtgjudge import BoardError, Game, ScenarioError

SIX = ["Ana", "Bruno", "Carla", "Dario", "Eva", "Fede"]


def test_810_1_three_teams_are_refused(db):
    """CR 810.1: Two-Headed Giant is two teams; three teams (a Team vs. Team game, 808)
    are refused, not played as one attacking team against a defending team of four."""
    with pytest.raises(BoardError) as e:
        Game(SIX, teams=[["Ana", "Bruno"], ["Carla", "Dario"], ["Eva", "Fede"]], db=db)
    assert str(e.value) == ("Two-Headed Giant is played by two teams, not 3 (CR 810.1); other team "
                            "variants (Team vs. Team, CR 808; Emperor, 809) are not modeled")


def test_810_11_unequal_teams_are_refused(db):
    """CR 810.1, 810.11: teams of three and two are refused; three and three is
    Three-Headed Giant."""
    with pytest.raises(BoardError) as e:
        Game(SIX[:5], teams=[["Ana", "Bruno", "Carla"], ["Dario", "Eva"]], db=db)
    assert str(e.value) == ("Two-Headed Giant teams have two players each, or more but as many on each "
                            "team (CR 810.1, 810.11), not Ana, Bruno, Carla / Dario, Eva")
    g = Game(SIX, teams=[["Ana", "Bruno", "Carla"], ["Dario", "Eva", "Fede"]], db=db)
    assert {n: p.life for n, p in g.state.players.items()} == dict.fromkeys(SIX, 45)


def test_805_1_teammates_must_sit_in_adjacent_seats(db):
    """CR 805.1, 810.3: players are listed in seat order; Ana and Carla with Bruno
    between them aren't seated together. Seats go round the table: Dario and Ana are
    neighbours."""
    with pytest.raises(BoardError) as e:
        Game(["Ana", "Bruno", "Carla", "Dario"], teams=[["Ana", "Carla"], ["Bruno", "Dario"]], db=db)
    assert str(e.value) == ("the team Ana and Carla must sit together, in adjacent seats (CR 805.1, 810.3): "
                            "players are listed in seat order (Ana, Bruno, Carla, Dario)")
    g = Game(["Ana", "Bruno", "Carla", "Dario"], "Bruno", teams=[["Bruno", "Carla"], ["Dario", "Ana"]], db=db)
    assert g.state.attacking_players == ("Bruno", "Carla")
    assert g.state.defending_players == ("Dario", "Ana")


def test_810_4_api_team_starts_at_30_shared_life(db):
    """CR 810.4, 103.4a: Game(names, teams=...) starts each team at 30 (not 20 each);
    explicit lives are kept."""
    g = Game(["Ana", "Bruno", "Carla", "Dario"], teams=[["Ana", "Bruno"], ["Carla", "Dario"]], db=db)
    assert [p.life for p in g.state.players.values()] == [30, 30, 30, 30]
    g = Game({"Ana": 12, "Bruno": 12, "Carla": 30, "Dario": 30}, teams=[["Ana", "Bruno"], ["Carla", "Dario"]], db=db)
    assert [p.life for p in g.state.players.values()] == [12, 12, 30, 30]
    assert [p.life for p in Game(["Ana", "Bruno"], db=db).state.players.values()] == [20, 20]  # 103.4


def test_810_4_file_without_life_agrees_with_the_api(judge_yaml):
    """CR 810.4, 103.4a: in a file, a team member without `life` has a teammate's, else
    the team's 30: Ana and Bruno start at 30; Carla takes Dario's 25. Hill Giant's 3
    damage to Carla leaves that team 22."""
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {}, Bruno: null, Carla: {}, Dario: {life: 25}}
        teams: [[Ana, Bruno], [Carla, Dario]]
        battlefield:
          Ana: [Hill Giant]
        attack: {Hill Giant: Carla}
        block: {}
        """)
    assert r.legal
    assert lines(r, "120.3a") == ["120.3a Carla loses 3 life (22 left)."]
    assert [r.state.players[n].life for n in ("Ana", "Bruno", "Carla", "Dario")] == [30, 30, 22, 22]


def test_810_1_file_errors_point_at_teams(judge_yaml):
    """CR 810.1, 805.1: the file's error names the `teams` line and the rule."""
    with pytest.raises(ScenarioError) as e:
        judge_yaml("""\
            active: Ana
            players: {Ana: {}, Bruno: {}, Carla: {}, Dario: {}}
            teams: [[Ana, Carla], [Bruno, Dario]]
            battlefield: {}
            """)
    assert e.value.problems == [("t.yaml:3 teams", ("the team Ana and Carla must sit together, in adjacent seats "
                                 "(CR 805.1, 810.3): players are listed in seat order (Ana, Bruno, Carla, Dario)"))]
