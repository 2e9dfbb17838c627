"""The Python API's board set-up methods, each refused with its own message and rule:
``goad`` (CR 701.15a), ``set_commander`` (903.3, 903.10a), ``designate`` (725.1,
726.1), ``leave`` (800.4a), ``attach`` (303.4, 301.5), ``add`` (506.3, 508.4) once combat
has begun; unknown players and permanents with the rule that needs them and "did you
mean" (a typo, or the first words of a name: "Jace" for Jace Beleren)."""

from __future__ import annotations

import pytest

from mtgjudge import BoardError, Game


@pytest.fixture
def three(db):
    g = Game(["Ana", "Bruno", "Carla"], active="Ana", db=db)
    g.add("Hill Giant", "Ana")
    g.add("Jace Beleren", "Carla")
    g.add("Holy Strength", "Ana")
    return g


def _error(call) -> str:
    with pytest.raises(BoardError) as e:
        call()
    return str(e.value)


def test_701_15a_goad_typo_in_the_creature_suggests_it(three):
    """701.15a: ``goad("Hill Gaint", ...)``: no such permanent, did you mean Hill Giant."""
    before = three.state.copy()
    assert _error(lambda: three.goad("Hill Gaint", "Bruno")) == (
        'there is no permanent called "Hill Gaint" on the battlefield (CR 701.15a). Did you mean "Hill Giant"?')
    assert three.state == before


def test_701_15a_goad_unknown_player_names_the_rule_and_lists_the_players(three):
    """701.15a: the goading player must be in the game; the list reads "A, B and C"."""
    assert _error(lambda: three.goad("Hill Giant", "Zed")) == (
        'unknown player "Zed" (CR 701.15a); players are Ana, Bruno and Carla')
    assert _error(lambda: three.goad("Hill Giant", "Bruna")) == (
        'unknown player "Bruna" (CR 701.15a); players are Ana, Bruno and Carla. Did you mean "Bruno"?')


def test_701_15a_goad_by_the_active_player_is_allowed(three):
    """701.15a: a goad lasts until the goading player's next turn, so one the active player
    made earlier this turn (a sorcery before combat) still holds in their combat."""
    three.goad("Hill Giant", "Ana")
    assert three.state.goaded == {"Hill Giant": ("Ana",)}


def test_701_15a_goad_names_ignore_case(three):
    """701.15a: names as everywhere else in the API: exact, else ignoring case."""
    three.goad("hill giant", "bruno")
    assert three.state.goaded == {"Hill Giant": ("Bruno",)}


def test_903_3_set_commander_first_words_of_a_name_suggest_it(three):
    """903.3: "Jace" is too short for a typo match, but it begins "Jace Beleren"."""
    assert _error(lambda: three.set_commander("Jace")) == (
        'there is no permanent called "Jace" on the battlefield (CR 903.3). Did you mean "Jace Beleren"?')


def test_303_4_attach_unknown_target_names_the_rule(three):
    """303.4: attaching Holy Strength to a typo."""
    assert _error(lambda: three.attach("Holy Strength", "Hill Gint")) == (
        'there is no permanent called "Hill Gint" on the battlefield (CR 303.4). Did you mean "Hill Giant"?')


def test_800_4a_725_1_after_combat_begins_each_method_says_what_it_does(three):
    """800.4a, 701.15a, 725.1, 903.3, 303.4: once combat has begun, each set-up method
    says so in its own words and rule (not "permanents can be added...")."""
    three.attack({"Hill Giant": "Bruno"})
    assert _error(lambda: three.leave("Bruno")) == (
        "leave() sets up the board: a player can be marked as having left the game (CR 800.4a) only "
        "before combat begins; during combat a player leaves by losing (104.5)")
    assert _error(lambda: three.goad("Hill Giant", "Bruno")) == (
        "goad() sets up the board: a creature can be marked as goaded (CR 701.15a) only before combat begins")
    assert _error(lambda: three.designate(monarch="Bruno")) == (
        "designate() sets up the board: the monarch (CR 725.1) and the player with the initiative (726.1) "
        "can be chosen only before combat begins; during combat they change hands by combat damage "
        "(725.2, 726.2)")
    assert _error(lambda: three.set_commander("Hill Giant")) == (
        "set_commander() sets up the board: a commander (CR 903.3) and the combat damage it dealt earlier "
        "(903.10a) can be given only before combat begins")
    assert _error(lambda: three.attach("Holy Strength", "Hill Giant")) == (
        "attach() sets up the board: an Aura or Equipment can be attached (CR 303.4, 301.5) only before "
        "combat begins")
    assert _error(lambda: three.add("Grizzly Bears", "Ana")) == (
        "add() sets up the board: permanents can be added only before combat begins; during combat, "
        "put_onto_battlefield() puts one onto the battlefield (CR 506.3, 508.4)")


def test_725_1_designate_unknown_player_spanish(three):
    """725.1: the same message in Spanish, "RC" and "y" before the last player."""
    with pytest.raises(BoardError) as e:
        three.designate(monarch="Brno")
    assert e.value.args[0].render("es") == (
        'jugador desconocido «Brno» (RC 725.1); los jugadores son Ana, Bruno y Carla. '
        '¿Quizás quisiste decir «Bruno»?')
