"""CR 616: the affected player chooses the order of replacement/prevention effects;
the scenario may give the choice; without it, a ruling whose outcome depends on the
order shows each order, its result, and who chooses."""

from __future__ import annotations

import pytest
from conftest import lines

from mtgjudge import ScenarioError

DOUBLER_AND_SHIELD = """\
active: Ana
players: {Ana: {life: 20}, Bruno: {life: 20}}
battlefield: {Ana: [Grizzly Bears], Bruno: [Furnace of Rath]}
attack: {Grizzly Bears: Bruno}
effects: [{prevent: 1, to: Bruno, id: Shield}]
"""


def test_616_1_doubler_and_prevent_1_shield_without_a_choice_shows_both_orders(judge_yaml):
    r = judge_yaml(DOUBLER_AND_SHIELD)
    assert lines(r, "616.1") == [
        ("616.1 Bruno chooses the order in which Furnace of Rath and Shield apply, and the order changes the "
        "result: Furnace of Rath → Shield gives [3 damage is dealt to Bruno by Grizzly Bears], "
        "Shield → Furnace of Rath gives [2 damage is dealt to Bruno by Grizzly Bears]."),
        ("616.1 The scenario doesn't say which order Bruno chooses; this ruling follows the order the "
        "effects were listed in: Furnace of Rath → Shield. A scenario gives the order under choices, order.")]
    assert r.state.players["Bruno"].life == 17


def test_616_1_doubler_and_prevent_1_shield_the_player_chooses_the_shield_first(judge_yaml):
    r = judge_yaml(DOUBLER_AND_SHIELD + "choices: {order: [shield, Furnace of Rath]}\n")
    assert "616.1 Bruno chose the order Shield → Furnace of Rath." in lines(r)
    assert lines(r, "615.7") == [("615.7 Shield's effect is applied, so the damage event becomes "
                                 "[1 damage is dealt to Bruno by Grizzly Bears].")]
    assert r.state.players["Bruno"].life == 18


def test_616_1_order_that_changes_nothing_is_not_a_choice(judge_yaml):
    r = judge_yaml(DOUBLER_AND_SHIELD.replace("Furnace of Rath]", "Furnace of Rath, Dictate of the Twin Gods]")
               .replace("effects: [{prevent: 1, to: Bruno, id: Shield}]\n", ""))
    assert lines(r, "616") == []
    assert r.state.players["Bruno"].life == 12


def test_616_1a_cant_gain_life_applies_before_the_players_choice(judge_yaml):
    r = judge_yaml("""\
active: Ana
players: {Ana: {life: 20}, Bruno: {life: 20}}
battlefield: {Ana: [Vampire Nighthawk, Boon Reflection], Bruno: [Giant Cindermaw]}
attack: {Vampire Nighthawk: Bruno}
choices: {order: [Boon Reflection]}
""")
    assert r.state.players["Ana"].life == 20
    assert [e.rule for e in r.events if e.key == "event.applied"] == ["119.7"]


def test_616_1_a_shield_chosen_first_that_prevents_it_all_leaves_the_doubler_nothing(judge_yaml):
    """616.1, 615.7: Bruno applies a 2-damage shield first to Grizzly Bears' 2 damage:
    nothing is left for Furnace of Rath, and the ruling says so."""
    r = judge_yaml(DOUBLER_AND_SHIELD.replace("prevent: 1", "prevent: 2") + "choices: {order: [Shield, Furnace of Rath]}\n")
    assert lines(r, "616.1")[1:] == [
        "616.1 Bruno chose to apply Shield first; then the others had nothing left to apply to."]
    assert r.state.players["Bruno"].life == 20


def test_616_1_choice_naming_no_effect_is_an_input_error(judge_yaml):
    with pytest.raises(ScenarioError) as e:
        judge_yaml(DOUBLER_AND_SHIELD + "choices: {order: [Fog]}\n")
    assert 't.yaml:6 choices.order[0]: no effect called "Fog"; the effects are: Furnace of Rath, Shield' in str(e.value)


def test_616_1_unknown_effect_entry_is_an_input_error(judge_yaml):
    """616.1: an effects entry the engine can't read is an input error naming the card."""
    with pytest.raises(ScenarioError) as e:
        judge_yaml(DOUBLER_AND_SHIELD.replace("{prevent: 1, to: Bruno, id: Shield}", "{card: Fuel the Flames}"))
    assert ("t.yaml:5 effects[0]: Fuel the Flames: the engine doesn't model its text as an effect that resolved "
            "earlier this turn") in str(e.value)
    with pytest.raises(ScenarioError) as e:
        judge_yaml(DOUBLER_AND_SHIELD.replace("{prevent: 1, to: Bruno, id: Shield}", "{nonsense: 1}"))
    assert "t.yaml:5 effects[0]: not an effect the engine knows: give a card" in str(e.value)


def test_616_1a_a_self_replacement_effect_applies_before_the_chosen_order(board):
    from mtgjudge.cr.r614_replacement_effects import DamageMultiplier, DamagePlus

    g = board(Ana=["Grizzly Bears"])
    g.state.replacement_effects += [DamageMultiplier("Doubler", "", "Ana"),
                                    DamagePlus("Plus One", "", "Ana", self_replacement=True)]
    g.state.choice_order = ("Doubler", "Plus One")
    g.attack({"Grizzly Bears": "Bruno"})
    g.block({})
    events = g.assign()
    assert [e.params["effect"] for e in events if e.key == "event.applied"] == ["Plus One", "Doubler"]
    assert g.state.players["Bruno"].life == 14  # (2 + 1) * 2


def test_616_1f_the_choice_is_made_again_after_a_redirection(judge_yaml):
    """After Empyrial Archangel's redirection the damage is dealt to a creature: Guard-like
    effects on that creature now apply (616.1f, 616.2)."""
    r = judge_yaml("""\
active: Ana
players: {Ana: {life: 20}, Bruno: {life: 20}}
battlefield: {Ana: [Hill Giant], Bruno: [Empyrial Archangel]}
effects: [{prevent: all, to: Empyrial Archangel, id: Shelter}]
attack: {Hill Giant: Bruno}
""")
    assert [e.params["effect"] for e in r.events if e.key == "event.applied"] == ["Empyrial Archangel", "Shelter"]
    assert r.state.players["Bruno"].life == 20
    assert r.state.battlefield["Empyrial Archangel"].damage == 0


def test_615_1_an_effect_given_by_its_card_name_alone(judge_yaml):
    r = judge_yaml(DOUBLER_AND_SHIELD.replace("effects: [{prevent: 1, to: Bruno, id: Shield}]", "effects: [Holy Day]"))
    assert r.state.players["Bruno"].life == 20


def test_616_1_malformed_effect_entry_names_the_field(judge_yaml):
    with pytest.raises(ScenarioError) as e:
        judge_yaml(DOUBLER_AND_SHIELD.replace("{prevent: 1, to: Bruno, id: Shield}", "{prevent: 1, to: Bruno, colour: red}"))
    assert "t.yaml:5 effects[0].colour: unknown field" in str(e.value)


SIX = """\
active: Ana
players: {Ana: {life: 20}, Bruno: {life: 20}}
battlefield: {Ana: [Goblin Piker, "Torbran, Thane of Red Fell"], Bruno: [Furnace of Rath, Furnace of Rath]}
effects: [{prevent: 1, to: Bruno, id: S1}, {prevent: 2, to: Bruno, id: S2}%s]
attack: {Goblin Piker: Bruno}
"""


def test_616_1_with_six_effects_the_choice_is_still_said(judge_yaml):
    """616.1: six effects compete for Goblin Piker's damage to Bruno (Torbran, two
    Furnaces of Rath, three shields): too many orders to compare, but the ruling still
    says Bruno chooses, and which order it follows (as listed: 2+2=4, 8, 16, less 6: 10)."""
    r = judge_yaml(SIX % ", {prevent: 3, to: Bruno, id: S3}")
    assert lines(r, "616.1") == [
        "616.1 Bruno chooses the order in which Torbran, Thane of Red Fell, Furnace of Rath #1, Furnace of "
        "Rath #2, S1, S2 and S3 apply; with 6 of them the engine doesn't compare every order, so it can't "
        "say whether the order changes the result.",
        "616.1 The scenario doesn't say which order Bruno chooses; this ruling follows the order the effects "
        "were listed in: Torbran, Thane of Red Fell → Furnace of Rath #1 → Furnace of Rath #2 → S1 → S2 → S3. "
        "A scenario gives the order under choices, order."]
    assert r.state.players["Bruno"].life == 10


def test_616_1_orders_with_the_same_result_are_counted_not_listed(judge_yaml):
    """616.1: with five effects (120 orders) each different result is shown once, with
    the first order giving it and how many others give it too (shields first: nothing)."""
    r = judge_yaml(SIX % "")
    (choice,) = [e for e in r.events if e.key == "event.order_choice"]
    text = choice.text()
    # 2 damage through +2, x2, x2, -1, -2 in any order ends at 0 or 4 to 13: 11 results
    assert text.count(" gives [") + text.count(" give [") == 11
    assert text.endswith("S1 → Furnace of Rath #1 → S2 and 3 other orders give [].")
    assert ("Torbran, Thane of Red Fell → Furnace of Rath #1 → Furnace of Rath #2 → S1 → S2 and 3 other "
            "orders give [13 damage is dealt to Bruno by Goblin Piker]") in text
    assert len(text) < 2000


def test_616_1_two_players_choose_in_apnap_order(judge_yaml):
    """616.1, 101.4: Grizzly Bears and Hill Giant fight under Furnace of Rath, each with a
    prevent-1 shield: Ana (the active player) makes her choice first, then Bruno; the
    Bears deal 4-1=3 and the Giant (3-1)x2=4: both die."""
    r = judge_yaml("""\
active: Ana
players: {Ana: {life: 20}, Bruno: {life: 20}}
battlefield: {Ana: [Grizzly Bears], Bruno: [Hill Giant, Furnace of Rath]}
effects: [{prevent: 1, to: Grizzly Bears, id: ShieldA}, {prevent: 1, to: Hill Giant, id: ShieldB}]
choices: {order: [ShieldA, Furnace of Rath, ShieldB]}
attack: {Grizzly Bears: Bruno}
block: {Hill Giant: Grizzly Bears}
""")
    choosers = [e.params["player"] for e in r.events if e.key == "event.order_choice"]
    assert choosers == ["Ana", "Bruno"]
    assert sorted(r.state.graveyard) == ["Grizzly Bears", "Hill Giant"]
