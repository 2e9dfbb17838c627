"""CR 615: prevention effects on the damage event: shields (615.7), "prevent all",
the next time a source would deal damage (615.8), and damage that can't be prevented
(615.12). Real cards, exact values."""

from __future__ import annotations

import pytest
from conftest import lines

TWO_ATTACKERS = """\
active: Ana
players: {Ana: {life: 20}, Bruno: {life: 20}}
battlefield:
  Ana: [Grizzly Bears, Hill Giant]
  Bruno: []
attack: {Grizzly Bears: Bruno, Hill Giant: Bruno}
"""


def test_615_7_shield_against_two_sources_the_player_chooses(judge_yaml):
    r = judge_yaml(TWO_ATTACKERS + "effects: [{card: Samite Healer, target: Bruno}]\n")
    assert ("615.7 Bruno chooses which damage Samite Healer's shield prevents: from Grizzly Bears or "
            "Hill Giant. This ruling prevents the damage from Grizzly Bears first; a scenario gives "
            "the choice under choices, shields.") in lines(r)
    assert lines(r, "510.2") == ["510.2 Grizzly Bears deals 1 damage to Bruno.",
                                 "510.2 Hill Giant deals 3 damage to Bruno."]
    assert r.state.players["Bruno"].life == 16
    assert r.state.replacement_effects == []  # the 1-point shield is used up


def test_615_7_shield_choice_given_prevents_the_chosen_source(judge_yaml):
    r = judge_yaml(TWO_ATTACKERS + "effects: [{card: Samite Healer, target: Bruno}]\n"
               "choices: {shields: {Samite Healer: [Hill Giant]}}\n")
    assert not [e for e in r.events if e.key == "effect.shield_choice"]
    assert lines(r, "510.2") == ["510.2 Grizzly Bears deals 2 damage to Bruno.",
                                 "510.2 Hill Giant deals 2 damage to Bruno."]
    assert r.state.players["Bruno"].life == 16


def test_615_7_shield_left_over_stays_for_later(judge_yaml):
    r = judge_yaml(TWO_ATTACKERS + "effects: [{prevent: 10, to: Bruno, id: Big Shield}]\n")
    assert r.state.players["Bruno"].life == 20
    [shield] = r.state.replacement_effects
    assert (shield.name, shield.remaining) == ("Big Shield", 5)


def test_615_1_holy_day_prevents_all_combat_damage(judge_yaml):
    r = judge_yaml("""
        active: Ana
        players: {Ana: {life: 20}, Bruno: {life: 20}}
        battlefield:
          Ana: [Hill Giant, Vampire Nighthawk]
          Bruno: [Grizzly Bears]
        attack: {Hill Giant: Bruno, Vampire Nighthawk: Bruno}
        block: {Grizzly Bears: Hill Giant}
        effects: [{card: Holy Day}]
        """)
    assert lines(r, "615.1") == ["615.1 Holy Day's effect is applied, so the damage event becomes []."]
    assert lines(r, "510.2") == [] and lines(r, "120.3") == []
    assert r.state.players["Bruno"].life == 20 and r.state.players["Ana"].life == 20
    assert r.state.battlefield["Grizzly Bears"].damage == 0


def test_615_1_fog_prevents_combat_damage_from_both_sides(judge_yaml):
    r = judge_yaml("""
        active: Ana
        players: {Ana: {life: 20}, Bruno: {life: 20}}
        battlefield: {Ana: [Hill Giant], Bruno: [Grizzly Bears]}
        attack: {Hill Giant: Bruno}
        block: {Grizzly Bears: Hill Giant}
        effects: [{card: Fog}]
        """)
    assert r.state.battlefield["Grizzly Bears"].damage == 0
    assert r.state.battlefield["Hill Giant"].damage == 0


def test_615_1_guard_gomazoa_prevents_combat_damage_to_itself(judge_yaml):
    r = judge_yaml("""
        active: Ana
        players: {Ana: {life: 20}, Bruno: {life: 20}}
        battlefield: {Ana: [Colossal Dreadmaw], Bruno: [Guard Gomazoa]}
        attack: {Colossal Dreadmaw: Bruno}
        block: {Guard Gomazoa: Colossal Dreadmaw}
        assign: {Colossal Dreadmaw: {Guard Gomazoa: 6}}
        """)
    assert "Guard Gomazoa" in r.state.battlefield and r.state.graveyard == []
    assert r.state.battlefield["Guard Gomazoa"].damage == 0
    assert r.not_modeled == []  # its prevention line is modeled


def test_615_1_fog_bank_prevents_damage_to_and_by_itself(judge_yaml):
    r = judge_yaml("""
        active: Ana
        players: {Ana: {life: 20}, Bruno: {life: 20}}
        battlefield: {Ana: [Grizzly Bears], Bruno: [Fog Bank]}
        attack: {Grizzly Bears: Bruno}
        block: {Fog Bank: Grizzly Bears}
        """)
    assert r.state.battlefield["Fog Bank"].damage == 0
    assert r.state.battlefield["Grizzly Bears"].damage == 0


def test_615_1_prevent_all_combat_damage_by_one_creature_by_hand(judge_yaml):
    r = judge_yaml(TWO_ATTACKERS + "effects: [{prevent: all, by: Hill Giant, combat: true}]\n")
    assert r.state.players["Bruno"].life == 18


def test_615_8_awe_strike_prevents_the_next_damage_and_gains_that_much_life(judge_yaml):
    r = judge_yaml(TWO_ATTACKERS + "effects: [{card: Awe Strike, target: Hill Giant, controller: Bruno}]\n")
    assert lines(r, "615") == [
        ("615.8 Awe Strike's effect is applied, so the "
        "damage event becomes [2 damage is dealt to Bruno by Grizzly Bears, Bruno gains 3 life]."),
        "615.5 Bruno gains 3 life from Awe Strike (21 life)."]
    assert r.state.players["Bruno"].life == 21
    assert r.state.replacement_effects == []  # used up (615.8)


def test_615_8_awe_strike_needs_its_controller(judge_yaml):
    import pytest

    from mtgjudge import ScenarioError

    with pytest.raises(ScenarioError) as e:
        judge_yaml(TWO_ATTACKERS + "effects: [{card: Awe Strike, target: Hill Giant}]\n")
    assert "Awe Strike says \"you\": give its controller" in str(e.value)


def test_615_12_damage_cant_be_prevented_wins_over_holy_day(judge_yaml):
    r = judge_yaml("""
        active: Ana
        players: {Ana: {life: 20}, Bruno: {life: 20}}
        battlefield: {Ana: [Hill Giant, Leyline of Punishment], Bruno: []}
        attack: {Hill Giant: Bruno}
        effects: [{card: Holy Day}, {prevent: 2, to: Bruno, id: Shield}]
        """)
    assert r.state.players["Bruno"].life == 17
    assert [(e.name, e.remaining) for e in r.state.replacement_effects[1:]] == [("Shield", 2)]


def test_615_12_questing_beast_combat_damage_by_your_creatures_cant_be_prevented(judge_yaml):
    r = judge_yaml("""
        active: Ana
        players: {Ana: {life: 20}, Bruno: {life: 20}}
        battlefield: {Ana: [Questing Beast, Grizzly Bears], Bruno: []}
        attack: {Questing Beast: Bruno, Grizzly Bears: Bruno}
        effects: [{card: Fog}]
        """)
    assert r.state.players["Bruno"].life == 14  # 4 + 2, Fog prevents nothing


def test_615_10_urzas_armor_prevents_1_of_each_source(judge_yaml):
    r = judge_yaml("""
        active: Ana
        players: {Ana: {life: 20}, Bruno: {life: 20}}
        battlefield: {Ana: [Grizzly Bears, Hill Giant], Bruno: [Urza's Armor]}
        attack: {Grizzly Bears: Bruno, Hill Giant: Bruno}
        """)
    assert r.state.players["Bruno"].life == 17


def test_702_16e_protection_prevents_damage_through_the_prevention_hook():
    """The pipeline asks every ability's ``prevents_damage_from`` (the Protection ability
    of the layers work overrides it); the prevention is cited as 702.16e. Plain stand-ins
    for the state and permanents: only what the damage event reads."""
    from types import SimpleNamespace as NS

    from mtgjudge.cr import r616_interaction_of_replacement_effects as r616
    from mtgjudge.cr.r120_damage import Damage
    from mtgjudge.cr.r614_replacement_effects import Context
    from mtgjudge.abilities.base import Ability

    class FromGreen(Ability):
        def prevents_damage_from(self, state, holder, source):
            return "G" in source.colors

    wall = NS(id="Wall", controller="Bruno", abilities=(FromGreen("Protection from green"),), colors=())
    bears = NS(id="Bears", controller="Ana", abilities=(), colors=("G",))
    giant = NS(id="Giant", controller="Ana", abilities=(), colors=("R",))
    state = NS(battlefield={"Wall": wall, "Bears": bears, "Giant": giant}, replacement_effects=[],
               choice_shields=())
    [effect] = r616.effects_in_play(state)
    assert (effect.rule, effect.name, effect.text) == ("702.16e", "Wall", "Protection from green")
    event, _ = effect.apply(state, [Damage("Bears", "Wall", 2), Damage("Giant", "Wall", 3)], Context())
    assert [(d.source, d.amount) for d in event] == [("Bears", 0), ("Giant", 3)]


def test_615_5_phyrexian_hydra_prevents_damage_and_gets_minus_counters(judge_yaml):
    r = judge_yaml("""\
active: Ana
players: {Ana: {life: 20}, Bruno: {life: 20}}
battlefield: {Ana: [Hill Giant], Bruno: [Phyrexian Hydra]}
attack: {Hill Giant: Bruno}
block: {Phyrexian Hydra: Hill Giant}
""")
    hydra = r.state.battlefield["Phyrexian Hydra"]
    assert (hydra.damage, hydra.counters) == (0, {"-1/-1": 3})
    assert r.not_modeled == []


def test_615_1_solitary_confinement_prevents_all_damage_to_its_controller(judge_yaml):
    r = judge_yaml(TWO_ATTACKERS.replace("Bruno: []", "Bruno: [Solitary Confinement]"))
    assert r.state.players["Bruno"].life == 20


def test_615_1_safe_passage_prevents_damage_to_you_and_your_creatures_only(judge_yaml):
    r = judge_yaml("""\
active: Ana
players: {Ana: {life: 20}, Bruno: {life: 20}}
battlefield: {Ana: [Hill Giant, Grizzly Bears], Bruno: [Wall of Stone]}
effects: [{card: Safe Passage, controller: Bruno}]
attack: {Hill Giant: Bruno, Grizzly Bears: Bruno}
block: {Wall of Stone: Hill Giant}
""")
    assert r.state.players["Bruno"].life == 20
    assert r.state.battlefield["Wall of Stone"].damage == 0


def test_615_10_cr_example_daunting_defender_and_pyroclasm(judge_yaml):
    """The example under 615.10: Pyroclasm deals 1 damage to each Cleric creature
    Daunting Defender's controller controls, 2 to each other creature."""
    r = judge_yaml("""\
active: Ana
players: {Ana: {life: 20}, Bruno: {life: 20}}
battlefield:
  Ana: [Hill Giant]
  Bruno: [Daunting Defender, Hill Giant]
effects: [{card: Pyroclasm}]
attack: {}
""")
    bf = r.state.battlefield
    assert bf["Daunting Defender"].damage == 1  # a Cleric
    assert bf["Hill Giant #1"].damage == 2 and bf["Hill Giant #2"].damage == 2
    assert r.not_modeled == []


def test_615_7_shield_on_a_blocker_against_a_giant_grown_attacker(judge_yaml):
    # Giant Growth (an effects: entry, 611.2, 613.4c) makes Grizzly Bears 5/5; a prevent-3
    # shield on Hill Giant leaves 2 of its 5 damage: the Giant survives, the Bears too.
    r = judge_yaml("""
        active: Ana
        players: {Ana: {}, Bruno: {}}
        battlefield: {Ana: [Grizzly Bears], Bruno: [Hill Giant]}
        effects:
          - {card: Giant Growth, target: Grizzly Bears}
          - {prevent: 3, to: Hill Giant, id: Shield}
        attack: {Grizzly Bears: Bruno}
        block: {Hill Giant: Grizzly Bears}
    """)
    assert lines(r, "615") == [
        ("615.7 Shield's effect is applied, so the damage event becomes "
         "[2 damage is dealt to Hill Giant by Grizzly Bears, 3 damage is dealt to Grizzly Bears by Hill Giant].")]
    bears, giant = r.state.battlefield["Grizzly Bears"], r.state.battlefield["Hill Giant"]
    assert (bears.power, bears.toughness, bears.damage) == (5, 5, 3)
    assert (giant.damage, r.state.graveyard) == (2, [])
    assert not [e for e in r.events if e.rule == "120.10"]  # 3 damage to a 5/5: no excess


def test_615_12_protection_still_applies_to_unpreventable_damage_and_prevents_nothing(judge_yaml):
    # Leyline of Punishment: "Damage can't be prevented." Grizzly Bears with protection
    # from red blocks Raging Goblin: protection is applied (615.12) but prevents none of
    # the 1 damage, and the ruling says so instead of "prevents that damage".
    r = judge_yaml("""
        active: Ana
        players: {Ana: {}, Bruno: {}}
        battlefield: {Ana: [Raging Goblin, Leyline of Punishment], Bruno: [Grizzly Bears]}
        effects: [{target: Grizzly Bears, gains: [protection from red]}, {card: Holy Day}]
        attack: {Raging Goblin: Bruno}
        block: {Grizzly Bears: Raging Goblin}
        """)
    assert [e.key for e in r.events if e.rule.startswith(("615", "702.16"))] == [
        "event.not_prevented_protection", "event.not_prevented"]
    assert lines(r, "615.12")[0] == (
        "615.12 Grizzly Bears's protection from red is applied but prevents nothing: that damage can't be "
        "prevented, so the damage event stays [1 damage is dealt to Grizzly Bears by Raging Goblin, "
        "2 damage is dealt to Raging Goblin by Grizzly Bears].")
    assert r.state.battlefield["Grizzly Bears"].damage == 1
    assert r.state.graveyard == ["Raging Goblin"]


GIDEON = """
    active: {active}
    players: {{Ana: {{}}, Bruno: {{}}}}
    battlefield: {{Ana: [Gideon Blackblade], Bruno: [Hill Giant]}}
    attack: {{{attack}}}
    block: {{{block}}}
    """


def test_615_1_gideon_blackblade_prevents_damage_to_itself_during_its_controllers_turn(judge_yaml):
    # "During your turn, Gideon Blackblade is a 4/4 ... creature" (613.1d) and "Prevent all
    # damage that would be dealt to Gideon Blackblade during your turn": blocked by Hill
    # Giant on Ana's turn, it loses no loyalty and has no damage; the Giant dies.
    r = judge_yaml(GIDEON.format(active="Ana", attack="Gideon Blackblade: Bruno",
                                 block="Hill Giant: Gideon Blackblade"))
    assert lines(r, "615") == [
        ("615.1 Gideon Blackblade's effect is applied, so the damage event becomes "
         "[4 damage is dealt to Hill Giant by Gideon Blackblade].")]
    gideon = r.state.battlefield["Gideon Blackblade"]
    assert (gideon.damage, gideon.loyalty) == (0, 4)
    assert r.state.graveyard == ["Hill Giant"]


def test_615_1_gideon_blackblade_is_dealt_damage_on_the_opponents_turn(judge_yaml):
    # On Bruno's turn Gideon is no creature and its prevention doesn't apply: Hill Giant
    # attacking it removes 3 loyalty counters (120.3c).
    r = judge_yaml(GIDEON.format(active="Bruno", attack="Hill Giant: Gideon Blackblade", block=""))
    assert not lines(r, "615")
    assert r.state.battlefield["Gideon Blackblade"].loyalty == 1


def test_107_1b_a_prevention_shield_by_hand_cannot_prevent_negative_or_partial_damage(judge_yaml):
    """107.1b: no negative amounts; a shield's amount is a whole number: ``prevent: -3``
    and ``prevent: 2.5`` are refused with our own message, not accepted or explained in
    the validation library's words."""
    import pytest

    from mtgjudge import ScenarioError

    for given in ("-3", "2.5"):
        with pytest.raises(ScenarioError) as e:
            judge_yaml(TWO_ATTACKERS + f"effects: [{{prevent: {given}, to: Bruno}}]\n")
        [(where, message)] = e.value.problems
        assert where.endswith("effects[0].prevent")
        assert str(message) == f'give an amount of damage (0 or more, CR 107.1b), all or next, not "{given}"'


def test_615_8_next_time_to_you_prevents_only_the_damage_to_that_player(judge_yaml):
    """615.8, 615.5 (Reverse Damage): "the next time a source would deal damage to you":
    a 5/5 trampler assigns 2 to Grizzly Bears and 3 to Bruno; only the 3 is prevented,
    Bruno gains 3 life and the Bears die."""
    r = judge_yaml("""\
active: Ana
players: {Ana: {life: 20}, Bruno: {life: 20}}
battlefield: {Ana: [{name: Trampler, power: 5, toughness: 5, keywords: [trample]}], Bruno: [Grizzly Bears]}
effects: [{prevent: next, by: Trampler, to: Bruno, gain_life: true, controller: Bruno, id: Reverse}]
attack: {Trampler: Bruno}
block: {Grizzly Bears: Trampler}
assign: {Trampler: {Grizzly Bears: 2, Bruno: 3}}
""")
    assert r.state.players["Bruno"].life == 23
    assert r.state.graveyard == ["Grizzly Bears"]


def test_615_5_a_shield_that_gains_life_gains_what_it_prevented(judge_yaml):
    """615.7, 615.5: a prevent-2 shield on Bruno with "you gain life equal to the damage
    prevented": Hill Giant's 3 damage: 2 prevented, Bruno loses 1 and gains 2."""
    r = judge_yaml("""\
active: Ana
players: {Ana: {life: 20}, Bruno: {life: 20}}
battlefield: {Ana: [Hill Giant], Bruno: []}
effects: [{prevent: 2, to: Bruno, gain_life: true, controller: Bruno}]
attack: {Hill Giant: Bruno}
""")
    assert r.state.players["Bruno"].life == 21


@pytest.mark.parametrize("entry, field", [
    ("{prevent: next, by: Hill Giant, combat: true}", "combat"),
    ("{prevent: 2, to: Bruno, combat: true}", "combat"),
    ("{prevent: 2, to: Bruno, by: Hill Giant}", "by"),
    ("{prevent: 2, to: Bruno, gain_life: true}", "controller"),
])
def test_615_a_prevention_entry_with_a_field_it_cant_use_is_refused(judge_yaml, entry, field):
    """615: no field of an effect is silently dropped: one that changes nothing in that
    kind of entry, or gaining life with no one to gain it (615.5), is refused at its line."""
    from mtgjudge.errors import ScenarioError

    with pytest.raises(ScenarioError) as e:
        judge_yaml(f"""\
active: Ana
players: {{Ana: {{life: 20}}, Bruno: {{life: 20}}}}
battlefield: {{Ana: [Hill Giant], Bruno: []}}
effects: [{entry}]
attack: {{Hill Giant: Bruno}}
""")
    assert field in str(e.value) and ":4" in str(e.value)


def test_611_2_a_hand_written_effect_on_a_player_is_refused(judge_yaml, board):
    """611.2: hand-written continuous effects change permanents; one on a player (Bruno
    with protection from red) is refused, not ignored; in the API too, as is a name
    that isn't on the battlefield."""
    from mtgjudge.errors import BoardError, ScenarioError
    from mtgjudge.oracle.effects import hand_effects

    with pytest.raises(ScenarioError) as e:
        judge_yaml("""\
active: Ana
players: {Ana: {life: 20}, Bruno: {life: 20}}
battlefield: {Ana: [Goblin Piker], Bruno: []}
effects: [{target: Bruno, gains: [protection from red]}]
attack: {Goblin Piker: Bruno}
""")
    assert "Bruno is a player" in str(e.value)
    g = board(Ana=["Grizzly Bears"])
    with pytest.raises(BoardError) as e2:
        g.add_effects(hand_effects("Grizzly Beers", power=3))
    assert "Grizzly Beers" in str(e2.value)
    assert g.state.continuous_effects == ()
