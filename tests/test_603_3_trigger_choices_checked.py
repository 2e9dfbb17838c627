"""CR 603.3b, 603.3d (and the choices made on resolution: 508.4, 702.116a, 701.21a):
the choices given for triggered abilities are checked in one place
(:func:`mtgjudge.cr.r603_triggered_abilities.check_choice_input` and
:func:`~mtgjudge.cr.r603_triggered_abilities.choice_problem`), used by the API's
``Game.choose_for_triggers`` and by a scenario's ``triggers:`` alike. Bad input is an
input error naming the rule (exit 2), reported before any illegal play. Real cards,
exact values."""

from __future__ import annotations

import pytest

from mtgjudge import Game
from mtgjudge.errors import ScenarioError, TriggerChoiceError

BRIMAZ_ID = "Brimaz, King of Oreskos (whenever it attacks)"
BRIMAZ = """\
active: Ana
players: {Ana: {life: 40}, Bruno: {life: 40}, Carla: {life: 40}}
battlefield:
  Ana: ["Brimaz, King of Oreskos"]
  Bruno: [Grizzly Bears]
  Carla: [Llanowar Elves]
attack: {"Brimaz, King of Oreskos": Bruno}
"""
UNKNOWN_BRIMAZ = (
    'no triggered ability has the id "Brimaz" (603.3b): those on the stack or that can trigger are '
    "Brimaz, King of Oreskos (whenever it attacks) and Brimaz, King of Oreskos (whenever it blocks a "
    'creature). Did you mean "Brimaz, King of Oreskos (whenever it attacks)" or "Brimaz, King of '
    'Oreskos (whenever it blocks a creature)"?')


def brimaz_attacks(db) -> Game:
    g = Game({"Ana": 40, "Bruno": 40, "Carla": 40}, "Ana", db=db)
    g.add("Brimaz, King of Oreskos", "Ana")
    g.add("Grizzly Bears", "Bruno")
    g.add("Llanowar Elves", "Carla")
    g.attack({"Brimaz, King of Oreskos": "Bruno"})
    return g


def test_603_3b_api_an_id_that_names_no_triggered_ability_is_refused(db):
    """603.3b: "Brimaz" is no triggered ability's id (Brimaz's trigger on the stack is
    "Brimaz, King of Oreskos (whenever it attacks)"): refused, with the ids and "did you
    mean"; nothing changes."""
    g = brimaz_attacks(db)
    with pytest.raises(TriggerChoiceError) as e:
        g.choose_for_triggers(choices={"Brimaz": ["Carla"]})
    assert (e.value.id, str(e.value.text)) == ("Brimaz", UNKNOWN_BRIMAZ)
    assert g.state.trigger_choices == ()


def test_603_3d_api_a_choice_that_names_no_player_or_permanent_is_refused(db):
    """603.3d: "Zed" is no player or permanent; "carla" is read as Carla (ignoring case)."""
    g = brimaz_attacks(db)
    with pytest.raises(TriggerChoiceError) as e:
        g.choose_for_triggers(choices={BRIMAZ_ID: ["Zed"]})
    assert str(e.value.text) == ('"Zed" is not a player or a permanent on the battlefield. It can\'t be chosen '
                                 "for Brimaz, King of Oreskos (whenever it attacks) (603.3d).")
    assert g.state.trigger_choices == ()
    g.choose_for_triggers(choices={BRIMAZ_ID: ["carla"]})
    assert g.state.trigger_choices == ((BRIMAZ_ID, ("Carla",)),)


def test_508_4_api_a_token_cant_be_chosen_to_attack_a_creature(db):
    """508.4: Brimaz's Cat Soldier can attack Bruno or Carla, not Grizzly Bears."""
    g = brimaz_attacks(db)
    with pytest.raises(TriggerChoiceError) as e:
        g.choose_for_triggers(choices={BRIMAZ_ID: ["Grizzly Bears"]})
    assert str(e.value.text) == ("Grizzly Bears can't be chosen for Brimaz, King of Oreskos (whenever it "
                                 "attacks): Cat Soldier can attack only Bruno or Carla (508.4).")


def caller_of_the_pack(db) -> Game:
    g = Game({"Ana": 40, "Bruno": 40, "Carla": 40, "Dario": 40}, "Ana", db=db)
    g.add("Caller of the Pack", "Ana")
    g.add("Jace Beleren", "Carla")
    return g


@pytest.mark.parametrize("picks, message", [
    (["Bruno", "Dario"],
     ("Bruno can't be chosen for myriad of Caller of the Pack: Bruno is the defending player, and myriad's "
     "copies attack only the other opponents, Carla, Dario, or their planeswalkers (702.116a).")),
    (["Carla", "Jace Beleren"],
     ("Carla and Jace Beleren can't both be chosen for myriad: both are Carla or theirs, and myriad makes "
     "at most one copy attacking each opponent (702.116a).")),
    (["Ana"],
     ("Ana can't be chosen for myriad of Caller of the Pack: its copies attack only the opponents other "
     "than the defending player, Carla, Dario, or their planeswalkers (702.116a).")),
])
def test_702_116a_api_myriad_choices_checked_as_it_triggers(db, picks, message):
    """702.116a: Caller of the Pack (myriad) attacks Bruno with four players; its copies
    may attack Carla (or her Jace Beleren) and Dario, one each. Given ahead, a bad choice
    is refused when the ability triggers: the attack is taken back, nothing changes."""
    g = caller_of_the_pack(db)
    g.choose_for_triggers(choices={"Myriad (Caller of the Pack)": picks})
    before = g.state.copy()
    with pytest.raises(TriggerChoiceError) as e:
        g.attack({"Caller of the Pack": "Bruno"})
    assert (e.value.id, str(e.value.text)) == ("Myriad (Caller of the Pack)", message)
    assert g.state == before and g.events == []


def test_702_116a_api_myriad_good_choice_read_ignoring_case(db):
    g = caller_of_the_pack(db)
    g.choose_for_triggers(choices={"Myriad (Caller of the Pack)": ["jace beleren", "dario"]})
    g.attack({"Caller of the Pack": "Bruno"})
    g.pass_priority()
    assert g.state.combat.attacking == {"Caller of the Pack": "Bruno", "Caller of the Pack #2": "Jace Beleren",
                                        "Caller of the Pack #3": "Dario"}


@pytest.mark.parametrize("picks, message", [
    ("[Bruno, Dario]",
     ("Bruno can't be chosen for myriad of Caller of the Pack: Bruno is the defending player, and myriad's "
     "copies attack only the other opponents, Carla, Dario, or their planeswalkers (702.116a).")),
    ("[Carla, Jace Beleren]",
     ("Carla and Jace Beleren can't both be chosen for myriad: both are Carla or theirs, and myriad makes "
     "at most one copy attacking each opponent (702.116a).")),
])
def test_702_116a_scenario_myriad_choices_are_input_errors_not_dropped(judge_yaml, picks, message):
    """702.116a in a file: the same choices are input errors (exit 2) at their line."""
    with pytest.raises(ScenarioError) as e:
        judge_yaml(f"""\
            active: Ana
            players: {{Ana: {{life: 40}}, Bruno: {{life: 40}}, Carla: {{life: 40}}, Dario: {{life: 40}}}}
            battlefield: {{Ana: [Caller of the Pack], Carla: [Jace Beleren]}}
            attack: {{Caller of the Pack: Bruno}}
            triggers:
              choices: {{"Myriad (Caller of the Pack)": {picks}}}
            """)
    assert [(w, str(t)) for w, t in e.value.problems] == [
        ("t.yaml:6 triggers.choices.Myriad (Caller of the Pack)", message)]


def test_603_3b_scenario_a_misspelled_id_is_reported_even_when_the_play_is_illegal(judge_yaml):
    """603.3b before 733: with the id "Brimaz, King of Oreskos" (no triggered ability's)
    the choice is missing, so the Cat Soldier would attack Bruno and Carla's Llanowar
    Elves couldn't block it; the typo is reported (exit 2), not the illegal block."""
    with pytest.raises(ScenarioError) as e:
        judge_yaml(BRIMAZ + 'triggers: {choices: {"Brimaz, King of Oreskos": [Carla]}}\n'
                            "block: {Llanowar Elves: Cat Soldier}\n")
    assert [(w, str(t)) for w, t in e.value.problems] == [
        ("t.yaml:8 triggers.choices.Brimaz, King of Oreskos",
         ('no triggered ability has the id "Brimaz, King of Oreskos" (603.3b): those on the stack or that can '
         "trigger are Brimaz, King of Oreskos (whenever it attacks) and Brimaz, King of Oreskos (whenever it "
         'blocks a creature). Did you mean "Brimaz, King of Oreskos (whenever it attacks)" or "Brimaz, King '
         'of Oreskos (whenever it blocks a creature)"?'))]


def test_603_3b_scenario_an_id_that_never_triggered_is_reported_even_when_the_play_is_illegal(judge_yaml):
    """603.3b before 733: "Exalted (Hill Giant)" could never trigger (Hill Giant isn't on
    the battlefield), far from any id that could: it is reported once the play stops at
    the illegal block, as it would be after a legal combat."""
    with pytest.raises(ScenarioError) as e:
        judge_yaml(BRIMAZ + f'triggers: {{choices: {{"{BRIMAZ_ID}": [Carla], "Exalted (Hill Giant)": []}}}}\n'
                            "block: {Grizzly Bears: Cat Soldier}\n")
    assert [(w, str(t)) for w, t in e.value.problems] == [
        ("t.yaml:8 triggers.choices.Exalted (Hill Giant)",
         ('no triggered ability "Exalted (Hill Giant)" was put on the stack this combat (603.3b); those that '
         "were: Brimaz, King of Oreskos (whenever it attacks)"))]


def test_603_3b_scenario_an_id_of_an_ability_that_would_trigger_later_isnt_a_typo_when_play_stops(judge_yaml):
    """603.3b, 733: "Brimaz, King of Oreskos (whenever it blocks a creature)" could
    trigger on the board, so when the block is illegal (Grizzly Bears blocking the Cat
    Soldier attacking Carla, 509.1a) the ruling is that illegal play (exit 1), and it
    keeps the trigger's resolution: the Cat Soldier is in the events and the final state."""
    r = judge_yaml(BRIMAZ + f'triggers: {{choices: {{"{BRIMAZ_ID}": [Carla], '
                            '"Brimaz, King of Oreskos (whenever it blocks a creature)": []}}\n'
                            "block: {Grizzly Bears: Cat Soldier}\n", refused="509.1a")
    assert (r.error.rule, r.error.key) == ("509.1a", "block.attacking_other_player")
    assert [f"{e.rule} {e.text()}" for e in r.events][-4:] == [
        f"405.5 All players pass in succession: {BRIMAZ_ID} resolves.",
        f"508.4 {BRIMAZ_ID}: Cat Soldier will attack Carla, as Ana chose.",
        "111.1 A token, Cat Soldier, is created under Ana's control.",
        ("508.4 Cat Soldier is attacking Carla: it was put onto the battlefield attacking, not declared as an "
         "attacker, so abilities that trigger when a creature attacks don't see it and no attack cost is paid.")]
    assert "Cat Soldier" in r.state.battlefield
    assert r.state.combat.attacking["Cat Soldier"] == "Carla"
