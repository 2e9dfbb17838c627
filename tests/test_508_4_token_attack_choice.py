"""CR 508.4: the controller of a token put onto the battlefield attacking chooses which
player or planeswalker it attacks as it enters when the effect doesn't say (508.4, not 508.4a, which is
about a player or permanent gone by then). Brimaz, King of Oreskos
attacking with two opponents: the choice is given (scenario `triggers.choices`, the
API's choose_for_triggers), else the first one listed is taken and the ruling says so;
never an illegal action. Real cards, exact values."""

from __future__ import annotations

from conftest import event_lines, lines

from mtgjudge import Game

BRIMAZ = """\
active: Ana
players: {Ana: {life: 40}, Bruno: {life: 40}, Carla: {life: 40}}
battlefield:
  Ana: ["Brimaz, King of Oreskos"]
  Bruno: [Grizzly Bears]
  Carla: [Hill Giant]
attack: {"Brimaz, King of Oreskos": Bruno}
"""
TRIGGER = "Brimaz, King of Oreskos (whenever it attacks)"


def test_508_4_brimaz_token_attacks_the_opponent_chosen_in_the_scenario(judge_yaml):
    r = judge_yaml(BRIMAZ + 'triggers: {choices: {"Brimaz, King of Oreskos (whenever it attacks)": [Carla]}}\n')
    assert r.legal
    assert lines(r, "508.4") == [
        f"508.4 {TRIGGER}: Cat Soldier will attack Carla, as Ana chose.",
        ("508.4 Cat Soldier is attacking Carla: it was put onto the battlefield attacking, not declared as "
        "an attacker, so abilities that trigger when a creature attacks don't see it and no attack cost is paid.")]
    assert (r.state.players["Bruno"].life, r.state.players["Carla"].life) == (37, 39)


def test_508_4_without_a_choice_the_first_opponent_listed_is_taken(judge_yaml):
    r = judge_yaml(BRIMAZ)
    assert r.legal
    assert [x for x in lines(r, "508.4") if "will attack" in x] == [
        (f"508.4 {TRIGGER}: Cat Soldier will attack Bruno: Ana gave no choice among Bruno and Carla, "
        "so the first one listed is taken.")]
    assert next(e for e in r.events if e.rule == "508.4" and e.key.startswith("put.choice")).text("es") == (
        "Brimaz, King of Oreskos (siempre que ataque): Cat Soldier atacará a Bruno: Ana no eligió entre Bruno y Carla, así que se toma el "
        "primero de la lista.")
    assert (r.state.players["Bruno"].life, r.state.players["Carla"].life) == (36, 40)


def test_508_4_choose_for_triggers_in_the_api(db):
    g = Game({"Ana": 40, "Bruno": 40, "Carla": 40}, "Ana", db=db)
    g.add("Brimaz, King of Oreskos", "Ana")
    g.choose_for_triggers(choices={TRIGGER: ["carla"]})  # ignoring case, as ids are
    g.attack({"Brimaz, King of Oreskos": "Bruno"})
    events = g.pass_priority()
    assert [x for x in event_lines(events, "508.4") if "will attack" in x] == [f"508.4 {TRIGGER}: Cat Soldier will attack Carla, as Ana chose."]
    assert g.state.combat.attacking == {"Brimaz, King of Oreskos": "Bruno", "Cat Soldier": "Carla"}
