"""Wording of multiplayer rulings (CR 802): what an attacker attacks is named (802.4a),
508.1b speaks of several defending players, a "can't block alone" creature is judged
with its controller's blockers only and says so (802.4b), and lists read "A, B and C"
in English and "A, B y C" in Spanish (802.2, 603.7 myriad, 810.9 teams)."""

from __future__ import annotations

from conftest import lines

from mtgjudge.messages import render

THREE = """\
active: Ana
players: {Ana: {}, Bruno: {}, Carla: {}}
"""


def test_802_4a_blocking_a_creature_attacking_a_planeswalker_names_the_planeswalker(judge_yaml):
    """802.4a: Hill Giant attacks Carla's Jace Beleren; Bruno's Wall of Stone can't block it,
    and the ruling says Jace Beleren, not "Carla (or a planeswalker or battle of theirs)"."""
    r = judge_yaml(THREE + """\
battlefield: {Ana: [Hill Giant, Grizzly Bears], Bruno: [Wall of Stone], Carla: [Jace Beleren]}
attack: {Hill Giant: Jace Beleren, Grizzly Bears: Bruno}
block: {Wall of Stone: Hill Giant}
""", refused="509.1a")
    assert not r.legal and (r.error.rule, r.error.key) == ("509.1a", "block.attacking_other_permanent")
    assert r.error.message == ("Wall of Stone can't block Hill Giant: Hill Giant is attacking Carla's Jace "
                               "Beleren, not Bruno or a planeswalker or battle of theirs (CR 802.4a).")
    assert render(r.error.key, r.error.params, "es") == (
        "Wall of Stone no puede bloquear a Hill Giant: Hill Giant está atacando a Jace Beleren, de Carla, "
        "no a Bruno ni a un planeswalker o una batalla suyos (RC 802.4a).")


def test_508_1b_attacking_a_non_defending_player_with_several_defending_players(judge_yaml):
    """508.1b: with Bruno and Carla defending, "only one of the defending players" can be
    attacked, not "only the defending player"."""
    r = judge_yaml(THREE + """\
battlefield: {Ana: [Hill Giant]}
attack: {Hill Giant: Ana}
""", refused="508.1b")
    assert not r.legal and (r.error.rule, r.error.key) == ("508.1b", "attack.bad_target_multiple")
    assert r.error.message == ("Hill Giant can't attack Ana: only one of the defending players, a planeswalker "
                               "one of them controls, or a battle one of them protects can be attacked.")


def test_802_4b_mogg_flunkies_blocking_alone_among_its_controllers_blockers_cites_802_4b(judge_yaml):
    """509.1b with 802.4b: Carla's Runeclaw Bear also blocks, but only Bruno's blockers
    count for Bruno's Mogg Flunkies."""
    r = judge_yaml(THREE + """\
battlefield:
  Ana: [Hill Giant, Grizzly Bears]
  Bruno: [Mogg Flunkies]
  Carla: [Runeclaw Bear]
attack: {Hill Giant: Bruno, Grizzly Bears: Carla}
block: {Mogg Flunkies: Hill Giant, Runeclaw Bear: Grizzly Bears}
""", refused="509.1b")
    assert not r.legal and (r.error.rule, r.error.key) == ("509.1b", "block.alone_802_4b")
    assert r.error.message == ("Mogg Flunkies can't block alone: another creature Bruno controls must block "
                               "too; creatures other defending players block with don't count (CR 802.4b).")
    assert render(r.error.key, r.error.params, "es") == (
        "Mogg Flunkies no puede bloquear sola: debe bloquear también otra criatura que controle Bruno; "
        "las criaturas con las que bloquean otros jugadores defensores no cuentan (RC 802.4b).")


def test_509_1b_mogg_flunkies_alone_in_a_two_player_game_keeps_its_message(judge_yaml):
    """509.1b: with one defending player the message has no 802.4b."""
    r = judge_yaml("""\
active: Ana
players: {Ana: {}, Bruno: {}}
battlefield: {Ana: [Hill Giant], Bruno: [Mogg Flunkies]}
attack: {Hill Giant: Bruno}
block: {Mogg Flunkies: Hill Giant}
""", refused="509.1b")
    assert (r.error.rule, r.error.key, r.error.message) == (
        "509.1b", "block.alone", "Mogg Flunkies can't block alone: another creature must block too.")


def test_802_2_defending_players_are_listed_with_and_y(judge_yaml):
    """802.2: three defending players, "Bruno, Carla and Dario" / "Bruno, Carla y Dario"."""
    r = judge_yaml("""\
active: Ana
players: {Ana: {}, Bruno: {}, Carla: {}, Dario: {}}
""")
    (event,) = [e for e in r.events if e.rule == "802.2"]
    assert event.text() == ("The combat phase begins; Ana is the attacking player and Bruno, Carla and Dario "
                            "are the defending players.")
    assert event.text("es") == ("Empieza la fase de combate; Ana es el jugador atacante y Bruno, Carla y Dario "
                                "son los jugadores defensores.")


def test_810_9_spanish_team_reads_el_equipo_de_a_y_b(judge_yaml):
    """810.9: "El equipo de Carla y Dario", not "El equipo Carla, Dario"."""
    r = judge_yaml("""\
active: Ana
players: {Ana: {life: 30}, Bruno: {life: 30}, Carla: {life: 30}, Dario: {life: 30}}
teams: [[Ana, Bruno], [Carla, Dario]]
battlefield: {Ana: [Hill Giant]}
attack: {Hill Giant: Carla}
""")
    assert [e.text("es") for e in r.events if e.rule == "810.9"] == [
        "El equipo de Carla y Dario comparte ese total de vidas, que ahora es 27."]
    assert lines(r, "810.9") == ["810.9 The team Carla and Dario shares that life total, now 27."]


def test_603_7_myriad_tokens_listed_with_y_in_spanish(judge_yaml):
    """603.7 (myriad's delayed trigger, 702.116a): "se exiliará a #2 y #3"."""
    r = judge_yaml("""\
active: Ana
players: {Ana: {}, Bruno: {}, Carla: {}, Dario: {}}
battlefield: {Ana: [Herald of the Host]}
attack: {Herald of the Host: Bruno}
""")
    (event,) = [e for e in r.events if e.key == "trigger.myriad_delayed"]
    assert event.text() == ("Myriad (Herald of the Host): Herald of the Host #2 and Herald of the Host #3 will "
                            "be exiled at end of combat.")
    assert event.text("es") == ("Miríada (Herald of the Host): al final del combate se exiliará a Herald of the "
                                "Host #2 y Herald of the Host #3.")
