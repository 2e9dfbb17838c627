"""CR 810.10: in Two-Headed Giant, poison counters are given to each player
individually and shared by the team; teammates start with the same number. Real
cards, exact values."""

from __future__ import annotations

import pytest

from mtgjudge import ScenarioError

POISONED = """\
active: Ana
players: {{Ana: {{life: 30}}, Bruno: {{life: 30}}, Carla: {{life: 30, poison: {carla}}}, Dario: {{life: 30, poison: {dario}}}}}
teams: [[Ana, Bruno], [Carla, Dario]]
battlefield:
  Ana: [Plague Stinger]
  Bruno: [Glistener Elf]
attack: {{Plague Stinger: Carla, Glistener Elf: Dario}}
block: {{}}
"""


def test_810_10_each_poison_event_cites_810_10_and_speaks_of_poison(judge_yaml):
    """Plague Stinger (1/1 infect) hits Carla and Glistener Elf (1/1 infect) hits Dario:
    the team's shared 3 poison counters become 4, then 5; no 810.9 life event."""
    r = judge_yaml(POISONED.format(carla=3, dario=3))
    assert r.legal
    assert [f"{e.rule} {e.text()}" for e in r.events if e.rule in ("810.9", "810.10")] == [
        "810.10 The team Carla and Dario shares its poison counters, now 4.",
        "810.10 The team Carla and Dario shares its poison counters, now 5."]
    assert [e.text("es") for e in r.events if e.rule == "810.10"][0] == (
        "El equipo de Carla y Dario comparte sus contadores de veneno, que ahora son 4.")
    assert [r.state.players[n].poison for n in ("Carla", "Dario")] == [5, 5]
    assert [r.state.players[n].life for n in ("Carla", "Dario")] == [30, 30]


def test_810_10_teammates_given_different_poison_counts_are_refused(judge_yaml):
    with pytest.raises(ScenarioError) as e:
        judge_yaml(POISONED.format(carla=8, dario=3))
    where, text = e.value.problems[0]
    assert where == "t.yaml:2 players.Dario.poison"
    assert text.render("en") == ("the players of the team Carla and Dario share their poison counters: "
                                 "give them the same number of poison counters (CR 810.10)")
    assert text.render("es") == ("los jugadores del equipo de Carla y Dario comparten sus contadores de veneno: "
                                 "dales el mismo número de contadores de veneno (RC 810.10)")
