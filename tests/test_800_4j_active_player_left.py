"""CR 800.4j-k: the active player can't be a player who has left the game. A player who
has left begins no turn (800.4k); one who leaves during their turn leaves it without an
active player (800.4j), so nobody declares attackers. Such a board is refused, naming
the rule, and ``Game.leave`` refuses the active player."""

from __future__ import annotations

import pytest

from mtgjudge import BoardError, Game, ScenarioError

MESSAGE = ("Ana is the active player and can't have left the game: a player who has left begins no "
           "turn (CR 800.4k), and if they leave during their turn it goes on without an active player, "
           "so no one attacks (800.4j). Make another player the active player, or remove left_game.")


def test_800_4j_active_player_who_left_with_an_attack_is_refused_naming_the_rule(judge_yaml):
    """800.4j-k: Hill Giant (Ana's) attacking Carla while Ana has left: the problem is Ana,
    not Hill Giant's name."""
    with pytest.raises(ScenarioError) as e:
        judge_yaml("""\
            active: Ana
            players: {Ana: {left_game: true}, Bruno: {}, Carla: {}}
            battlefield: {Ana: [Hill Giant]}
            attack: {Hill Giant: Carla}
            """)
    assert e.value.problems == [("t.yaml:2 players.Ana.left_game", MESSAGE)]


def test_800_4k_active_player_who_left_without_an_attack_is_refused_too(judge_yaml):
    """800.4k: no ruling saying "Ana is the attacking player" for a player who has left."""
    with pytest.raises(ScenarioError) as e:
        judge_yaml("""\
            active: Ana
            players: {Ana: {left_game: true}, Bruno: {}, Carla: {}}
            battlefield: {Ana: [Hill Giant], Bruno: [Grizzly Bears]}
            """)
    assert e.value.problems == [("t.yaml:2 players.Ana.left_game", MESSAGE)]


def test_800_4j_spanish_refusal_cites_rc(judge_yaml):
    """800.4j-k: the same refusal in Spanish, citing "RC"."""
    with pytest.raises(ScenarioError) as e:
        judge_yaml("""\
            active: Ana
            players: {Ana: {left_game: true}, Bruno: {}, Carla: {}}
            """)
    (_, problem), = e.value.problems
    assert problem.render("es") == (
        "Ana es el jugador activo y no puede haber abandonado la partida: un jugador que ha abandonado "
        "la partida no empieza ningún turno (RC 800.4k), y si la abandona durante su turno, este sigue "
        "sin jugador activo, así que nadie ataca (800.4j). Haz que otro jugador sea el jugador activo o "
        "quita left_game.")


def test_800_4j_api_leave_refuses_the_active_player_and_changes_nothing(db):
    """800.4j-k: ``Game.leave`` of the active player is refused; another player may leave (800.4a)."""
    g = Game(["Ana", "Bruno", "Carla"], active="Ana", db=db)
    g.add("Hill Giant", "Ana")
    before = g.state.copy()
    with pytest.raises(BoardError) as e:
        g.leave("Ana")
    assert str(e.value) == (
        "Ana is the active player and can't be marked as having left the game: a player who has left "
        "begins no turn (CR 800.4k), and a turn whose player leaves goes on without an active player, "
        "so no one attacks (800.4j)")
    assert g.state == before
    assert [(ev.rule, ev.text()) for ev in g.leave("carla")] == [("800.4a", "Carla leaves the game.")]
