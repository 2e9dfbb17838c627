"""CR 602, 608.2: what activated abilities of real cards do as they resolve, read from
their Oracle text: damage to any target, a creature with flying, a player (120.2b),
each creature and each player at once (120.4), regeneration (701.19), tapping and
untapping (701.26), prevention (615.7), destroy, exile and bounce (701.8, 701.13),
+1/+1 counters (122.6), life (119.3); and their activation instructions (602.1b, 602.5b,
602.5d) and "any player may activate" (602.2)."""

from __future__ import annotations

import pytest

from conftest import lines
from mtgjudge.errors import IllegalActionError


def test_602_prodigal_pyromancer_pings_a_player_and_grapeshot_catapult_a_flyer(board):
    g = board(Ana=["Prodigal Pyromancer", "Grapeshot Catapult"], Bruno=["Birds of Paradise", "Grizzly Bears"])
    g.activate("Prodigal Pyromancer", target="Bruno")
    with pytest.raises(IllegalActionError) as e:
        g.activate("Grapeshot Catapult", target="Grizzly Bears")  # no flying
    assert (e.value.rule, e.value.key) == ("601.2c", "target.wrong")
    assert "target creature with flying" in e.value.message
    g.activate("Grapeshot Catapult", target="Birds of Paradise")
    g.pass_priority()
    g.pass_priority()
    assert g.state.players["Bruno"].life == 19
    assert g.state.graveyard == ["Birds of Paradise"]
    assert g.state.battlefield["Prodigal Pyromancer"].tapped and g.state.battlefield["Grapeshot Catapult"].tapped


def test_602_target_player_or_planeswalker_flamewave_invoker_and_fervent_paincaster(board):
    g = board(Ana=["Fervent Paincaster", "Flamewave Invoker"], Bruno=["Grizzly Bears"])
    g.state.players["Ana"].mana = "RRRRRRRR"
    with pytest.raises(IllegalActionError) as e:
        g.activate("Fervent Paincaster", ability="{T}: This creature deals 1 damage to target player",
                   target="Grizzly Bears")
    assert e.value.key == "target.wrong"
    g.activate("Fervent Paincaster", ability="{T}: This creature deals 1 damage to target player", target="Bruno")
    g.activate("Flamewave Invoker", target="Bruno")
    g.pass_priority()
    g.pass_priority()
    assert g.state.players["Bruno"].life == 14 and g.state.players["Ana"].mana == ""


def test_120_4_pestilence_demon_damages_each_creature_and_each_player_at_once(judge_yaml):
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {mana: "{B}{B}"}, Bruno: {}}
        battlefield: {Ana: [Pestilence Demon, Grizzly Bears], Bruno: [Llanowar Elves]}
        actions: {beginning_of_combat: [{activate: Pestilence Demon, times: 2}]}
        """)
    first = [e for e in r.events if e.rule == "120.4b"][:5]
    assert [e.text() for e in first] == [
        "Pestilence Demon deals 1 damage to Pestilence Demon.", "Pestilence Demon deals 1 damage to Grizzly Bears.",
        "Pestilence Demon deals 1 damage to Llanowar Elves.", "Pestilence Demon deals 1 damage to Ana.",
        "Pestilence Demon deals 1 damage to Bruno."]
    assert (r.state.players["Ana"].life, r.state.players["Bruno"].life) == (18, 18)
    assert r.state.graveyard == ["Llanowar Elves", "Grizzly Bears"]
    assert r.state.battlefield["Pestilence Demon"].damage == 2


def test_120_4_shard_phoenix_sacrificed_damages_each_creature_without_flying(judge_yaml):
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {}, Bruno: {}}
        battlefield: {Ana: [Shard Phoenix, Birds of Paradise], Bruno: [Grizzly Bears, Hill Giant]}
        actions: {beginning_of_combat: [{activate: Shard Phoenix}]}
        """)
    assert lines(r, "120.4b") == ["120.4b Shard Phoenix deals 2 damage to Grizzly Bears.",
                                  "120.4b Shard Phoenix deals 2 damage to Hill Giant."]
    assert r.state.graveyard == ["Shard Phoenix", "Grizzly Bears"]
    assert r.state.battlefield["Hill Giant"].damage == 2 and "Birds of Paradise" in r.state.battlefield


def test_602_electric_eel_pumps_and_deals_damage_to_you(board):
    g = board(Ana=["Electric Eel"], Bruno=[])
    g.state.players["Ana"].mana = "RR"
    g.attack({"Electric Eel": "Bruno"})
    g.activate("Electric Eel", ability="{R}{R}")
    g.pass_priority()
    assert g.state.battlefield["Electric Eel"].power == 3 and g.state.players["Ana"].life == 19


def test_122_6_spike_feeder_moves_a_counter_and_gains_life(judge_yaml):
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {mana: "{2}"}, Bruno: {}}
        battlefield: {Ana: [{card: Spike Feeder, counters: {"+1/+1": 2}}, Grizzly Bears], Bruno: []}
        actions:
          beginning_of_combat:
            - {activate: Spike Feeder, ability: "{2}", target: Grizzly Bears}
            - {activate: Spike Feeder, ability: "Remove"}
        """)
    assert [(e.rule, e.params["permanent"]) for e in r.events if e.key == "resolve.counters"] == [
        ("122.6", "Grizzly Bears")]
    bears = r.state.battlefield["Grizzly Bears"]
    assert (bears.power, bears.toughness) == (3, 3)
    assert r.state.players["Ana"].life == 22
    assert "Spike Feeder" in r.state.graveyard  # both counters removed: 0/0 (704.5f)


def test_119_3_soulmender_gains_1_life_once_it_is_untapped(board):
    g = board(Ana=["Soulmender", "Fyndhorn Brownie"], Bruno=[])
    g.state.players["Ana"].mana = "GGG"
    g.activate("Soulmender")
    g.pass_priority()
    g.activate("Fyndhorn Brownie", target="Soulmender")  # 701.26b
    g.pass_priority()
    assert not g.state.battlefield["Soulmender"].tapped
    g.activate("Soulmender")
    g.pass_priority()
    assert g.state.players["Ana"].life == 22 and g.state.battlefield["Fyndhorn Brownie"].tapped


def test_615_7_oasis_and_wandering_mage_prevent_damage_to_target_creature(judge_yaml):
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {}, Bruno: {mana: "{W}"}}
        battlefield: {Ana: [Hill Giant], Bruno: [Oasis, Wandering Mage, Grizzly Bears]}
        attack: {Hill Giant: Bruno}
        block: {Grizzly Bears: Hill Giant}
        actions:
          declare_blockers:
            - {activate: Oasis, target: Grizzly Bears}
            - {activate: Wandering Mage, ability: "{W}, Pay 1 life", target: Grizzly Bears}
        """)
    assert [e.rule for e in r.events if e.key == "effect.shield"] == ["615.7", "615.7"]
    assert r.state.battlefield["Grizzly Bears"].damage == 0  # 3 prevented: 2, then 1
    assert r.state.players["Bruno"].life == 19


def test_701_8_dauthi_jackal_destroys_a_blocker_and_hanged_executioner_exiles(judge_yaml):
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {mana: "{B}{B}{W}{W}{W}{W}"}, Bruno: {}}
        battlefield: {Ana: [Dauthi Jackal, Hanged Executioner, Grizzly Bears], Bruno: [Hill Giant, Craw Wurm]}
        attack: {Grizzly Bears: Bruno}
        block: {Hill Giant: Grizzly Bears}
        actions:
          declare_blockers:
            - {activate: Dauthi Jackal, target: Hill Giant}
            - {activate: Hanged Executioner, target: Craw Wurm}
        """)
    # the exile cost, then last in first out: the exile, the destruction
    assert [e.rule for e in r.events if e.key in ("action.destroy", "action.exile")] == ["701.13a", "701.13a", "701.8a"]
    assert r.state.graveyard == ["Dauthi Jackal", "Hill Giant"]
    assert r.state.exile == ["Hanged Executioner", "Craw Wurm"]
    assert r.state.players["Bruno"].life == 20  # Grizzly Bears stays blocked (509.1h)


def test_608_2c_sunscape_master_returns_target_creature(board):
    g = board(Ana=["Sunscape Master"], Bruno=["Hill Giant"])
    g.state.players["Ana"].mana = "UU"
    g.activate("Sunscape Master", ability="{U}{U}", target="Hill Giant")
    g.pass_priority()
    assert g.state.hand == ["Hill Giant"]


def test_602_5b_rootwalla_only_once_each_turn(board):
    g = board(Ana=["Rootwalla"], Bruno=[])
    g.state.players["Ana"].mana = "GGGG"
    g.activate("Rootwalla")
    g.pass_priority()
    with pytest.raises(IllegalActionError) as e:
        g.activate("Rootwalla")
    assert (e.value.rule, e.value.key) == ("602.5b", "activate.limit")
    assert g.state.battlefield["Rootwalla"].power == 4 and g.state.players["Ana"].mana == "GG"


def test_602_5d_bloodpyre_elemental_only_as_a_sorcery(board):
    g = board(Ana=["Bloodpyre Elemental"], Bruno=["Hill Giant"])
    with pytest.raises(IllegalActionError) as e:
        g.activate("Bloodpyre Elemental", target="Hill Giant")
    assert (e.value.rule, e.value.key) == ("602.5d", "activate.sorcery")
    assert "Bloodpyre Elemental" in g.state.battlefield


def test_602_2_any_player_may_activate_oonas_prowler(board):
    g = board(Ana=["Oona's Prowler"], Bruno=[])
    g.attack({"Oona's Prowler": "Bruno"})
    g.activate("Oona's Prowler", player="Bruno")
    g.activate("Oona's Prowler", player="Bruno")
    g.pass_priority()
    g.pass_priority()
    assert g.state.battlefield["Oona's Prowler"].power == -1
    assert [e.params["player"] for e in g.events if e.key == "action.discard"] == ["Bruno", "Bruno"]


def test_701_26a_prognostic_sphinx_gains_hexproof_and_taps_itself(board):
    g = board(Ana=["Prognostic Sphinx"], Bruno=["Prodigal Pyromancer"])
    g.activate("Prognostic Sphinx")
    g.pass_priority()
    sphinx = g.state.battlefield["Prognostic Sphinx"]
    assert sphinx.tapped and sphinx.has("hexproof")
    with pytest.raises(IllegalActionError) as e:
        g.activate("Prodigal Pyromancer", target="Prognostic Sphinx")
    assert e.value.key == "target.protection"


def test_701_21a_goblin_cannon_deals_damage_then_is_sacrificed(board):
    g = board(Ana=["Goblin Cannon"], Bruno=[])
    g.state.players["Ana"].mana = "CC"
    g.activate("Goblin Cannon", target="Bruno")
    g.pass_priority()
    assert g.state.players["Bruno"].life == 19 and g.state.graveyard == ["Goblin Cannon"]


def test_602_an_unmodeled_ability_in_a_scenario_is_located_in_the_file(judge_yaml):
    """An activation the engine can't judge is an input error at its line and field,
    found as the file is read (as a cast one is, 601.2)."""
    from mtgjudge import ScenarioError

    with pytest.raises(ScenarioError) as e:
        judge_yaml("""\
            active: Ana
            players: {Ana: {}, Bruno: {}}
            battlefield: {Ana: [Duct Crawler], Bruno: [Hill Giant]}
            actions:
              beginning_of_combat:
                - {activate: Duct Crawler, target: Hill Giant}
            """)
    assert [(w, str(m)) for w, m in e.value.problems] == [(
        "t.yaml:6 actions.beginning_of_combat[0].activate",
        "Duct Crawler: the engine doesn't model its ability \"{1}{R}: Target creature can't block this "
        "creature this turn.\", so it can't be activated here.")]


def test_611_2c_selesnya_guildmage_pumps_the_creatures_you_control_as_it_resolves(board):
    """611.2c: the creatures it affects are those Ana controls as it resolves."""
    g = board(Ana=["Selesnya Guildmage", "Grizzly Bears"], Bruno=["Hill Giant"])
    g.state.players["Ana"].mana = "WWWW"
    g.activate("Selesnya Guildmage", ability="{3}{W}")
    g.pass_priority()
    pts = {pid: (p.power, p.toughness) for pid, p in g.state.battlefield.items()}
    assert pts == {"Selesnya Guildmage": (3, 3), "Grizzly Bears": (3, 3), "Hill Giant": (3, 3)}


def test_509_1b_krark_clan_ogre_target_creature_cant_block_this_turn(judge_yaml):
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {mana: "{R}"}, Bruno: {}}
        battlefield: {Ana: [Krark-Clan Ogre, Ornithopter], Bruno: [Hill Giant]}
        actions: {beginning_of_combat: [{activate: Krark-Clan Ogre, target: Hill Giant, sacrifice: Ornithopter}]}
        attack: {Krark-Clan Ogre: Bruno}
        why: [{block: {Hill Giant: Krark-Clan Ogre}}]
        """)
    assert r.answers[0].legal is False and (r.answers[0].error.rule, r.answers[0].error.key) == ("509.1b", "block.cant_from")
    assert r.state.players["Bruno"].life == 17 and r.state.graveyard == ["Ornithopter"]


def test_701_19_regeneration_and_firebreathing_act_on_the_enchanted_creature(judge_yaml):
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {mana: "{G}{R}{R}"}, Bruno: {}}
        battlefield:
          Ana: [Grizzly Bears, {card: Regeneration, attached_to: Grizzly Bears},
                {card: Firebreathing, attached_to: Grizzly Bears}]
          Bruno: [Craw Wurm]
        attack: {Grizzly Bears: Bruno}
        block: {Craw Wurm: Grizzly Bears}
        actions:
          declare_blockers:
            - {activate: Regeneration}
            - {activate: Firebreathing, times: 2}
        """)
    assert [e.text() for e in r.events if e.key == "effect.pump"] == ["Grizzly Bears gets +1/+0 until end of turn."] * 2
    assert "Craw Wurm" in r.state.graveyard  # 4 damage, toughness 4
    bears = r.state.battlefield["Grizzly Bears"]
    assert bears.tapped and bears.damage == 0  # regenerated (701.19a)
    assert r.state.players["Ana"].mana == ""


def test_119_3_cackling_imp_and_vampire_opportunist_drain_life(board):
    g = board(Ana=["Cackling Imp", "Vampire Opportunist"], Bruno=[])
    g.state.players["Ana"].mana = "BBBBBBB"
    g.activate("Cackling Imp", target="Bruno")
    g.activate("Vampire Opportunist")
    g.pass_priority()
    g.pass_priority()
    assert (g.state.players["Ana"].life, g.state.players["Bruno"].life) == (22, 17)


def test_701_8_aura_of_silence_destroys_target_artifact_or_enchantment(board):
    g = board(Ana=["Aura of Silence"], Bruno=["Ornithopter", "Grizzly Bears"])
    with pytest.raises(IllegalActionError) as e:
        g.activate("Aura of Silence", target="Grizzly Bears")
    assert e.value.key == "target.wrong" and "target artifact or enchantment" in e.value.message
    g.activate("Aura of Silence", target="Ornithopter")
    g.pass_priority()
    assert g.state.graveyard == ["Aura of Silence", "Ornithopter"]


def test_121_1_mind_stone_draws_a_card_recorded_and_gavony_township_counters(judge_yaml):
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {mana: "{G}{W}{C}{C}{C}"}, Bruno: {}}
        battlefield: {Ana: [Mind Stone, Gavony Township, Grizzly Bears, Llanowar Elves], Bruno: [Hill Giant]}
        actions:
          beginning_of_combat:
            - {activate: Mind Stone, ability: "{1}"}
            - {activate: Gavony Township, ability: "{2}"}
        """)
    assert [(e.rule, e.text()) for e in r.events if e.key == "action.draw"] == [
        ("121.1", "Ana draws 1 card (recorded; hands and libraries are not followed).")]
    assert [e.params["permanent"] for e in r.events if e.key == "resolve.counters"] == [
        "Grizzly Bears", "Llanowar Elves"]
    assert r.state.battlefield["Hill Giant"].counters == {}
    assert r.state.graveyard == ["Mind Stone"] and r.state.players["Ana"].mana == ""


def test_701_26b_ley_druid_untaps_target_land(board):
    g = board(Ana=["Ley Druid", ("Forest", {"tapped": True})], Bruno=["Grizzly Bears"])
    with pytest.raises(IllegalActionError):
        g.activate("Ley Druid", target="Grizzly Bears")
    g.activate("Ley Druid", target="Forest")
    g.pass_priority()
    assert not g.state.battlefield["Forest"].tapped and g.state.battlefield["Ley Druid"].tapped


def test_113_1a_abilities_granted_in_quotation_marks_viridian_longbow_and_midnight_covenant(judge_yaml):
    """An Equipment or Aura whose text gives the creature an ability in quotation marks:
    the creature has it (613.1f) and activates it; "this creature" is that creature."""
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {mana: "{B}{B}"}, Bruno: {}}
        battlefield:
          Ana: [Grizzly Bears, {card: Viridian Longbow, attached_to: Grizzly Bears},
                Llanowar Elves, {card: Midnight Covenant, attached_to: Llanowar Elves}]
          Bruno: [Birds of Paradise]
        attack: {Llanowar Elves: Bruno}
        actions:
          declare_blockers:
            - {activate: Grizzly Bears, target: Birds of Paradise}
            - {activate: Llanowar Elves, ability: "{B}", times: 2}
        """)
    assert lines(r, "120.4b") == ["120.4b Grizzly Bears deals 1 damage to Birds of Paradise."]
    assert r.state.graveyard == ["Birds of Paradise"] and r.state.battlefield["Grizzly Bears"].tapped
    assert r.state.battlefield["Llanowar Elves"].power == 3 and r.state.players["Bruno"].life == 17


def test_509_1b_dwarven_warriors_only_a_creature_with_power_2_or_less(board):
    g = board(Ana=["Dwarven Warriors", "Grizzly Bears", "Hill Giant"], Bruno=["Llanowar Elves"])
    with pytest.raises(IllegalActionError) as e:
        g.activate("Dwarven Warriors", target="Hill Giant")
    assert e.value.key == "target.wrong" and "target creature with power 2 or less" in e.value.message
    g.activate("Dwarven Warriors", target="Grizzly Bears")
    g.pass_priority()
    g.attack({"Grizzly Bears": "Bruno"})
    with pytest.raises(IllegalActionError) as e:
        g.block({"Llanowar Elves": "Grizzly Bears"})
    assert e.value.rule == "509.1b"


def test_613_4d_myr_quadropod_switches_its_power_and_toughness(board):
    g = board(Ana=["Myr Quadropod"], Bruno=[])
    g.state.players["Ana"].mana = "CCC"
    events = g.activate("Myr Quadropod") + g.pass_priority()
    assert [(e.rule, e.text()) for e in events if e.key == "effect.switch"] == [
        ("613.4d", "Myr Quadropod's power and toughness are switched until end of turn: 4/1.")]


def test_608_2h_damage_equal_to_its_power_spikeshot_goblin_and_ghitu_fire_eater(judge_yaml):
    """Spikeshot Goblin pumped by Giant Growth deals 4; Ghitu Fire-Eater, sacrificed,
    deals its last known power, 2."""
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {mana: "{R}{G}"}, Bruno: {}}
        battlefield: {Ana: [Spikeshot Goblin, Ghitu Fire-Eater], Bruno: [Hill Giant]}
        actions:
          beginning_of_combat:
            - {cast: Giant Growth, target: Spikeshot Goblin}
            - pass
            - {activate: Spikeshot Goblin, target: Bruno}
            - {activate: Ghitu Fire-Eater, target: Bruno}
        """)
    assert lines(r, "120.4b") == ["120.4b Ghitu Fire-Eater deals 2 damage to Bruno.",
                                  "120.4b Spikeshot Goblin deals 4 damage to Bruno."]
    assert r.state.players["Bruno"].life == 14


def test_602_1b_dwarven_weaponsmith_only_during_your_upkeep(board):
    g = board(Ana=["Dwarven Weaponsmith", "Ornithopter"], Bruno=[])
    with pytest.raises(IllegalActionError) as e:
        g.activate("Dwarven Weaponsmith", target="Ornithopter", sacrifice="Ornithopter")
    assert (e.value.rule, e.value.key) == ("602.1b", "activate.upkeep")


def test_509_knight_of_dusk_and_godos_irregulars_target_a_creature_blocking_them(judge_yaml):
    """"Target creature blocking this creature": only a creature blocking the source."""
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {mana: "{B}{B}{R}"}, Bruno: {}}
        battlefield: {Ana: [Knight of Dusk, Godo's Irregulars], Bruno: [Hill Giant, Llanowar Elves]}
        attack: {Knight of Dusk: Bruno, Godo's Irregulars: Bruno}
        block: {Hill Giant: Knight of Dusk, Llanowar Elves: Godo's Irregulars}
        actions:
          declare_blockers:
            - {activate: Knight of Dusk, target: Hill Giant}
            - {activate: Godo's Irregulars, target: Llanowar Elves}
        """)
    assert r.state.graveyard == ["Llanowar Elves", "Hill Giant"]
    assert r.state.players["Bruno"].life == 20  # both stay blocked (509.1h)


def test_601_2c_knight_of_dusk_cant_target_a_creature_not_blocking_it(board):
    g = board(Ana=["Knight of Dusk", "Grizzly Bears"], Bruno=["Hill Giant", "Craw Wurm"])
    g.state.players["Ana"].mana = "BB"
    g.attack({"Knight of Dusk": "Bruno", "Grizzly Bears": "Bruno"})
    g.block({"Craw Wurm": "Grizzly Bears"})
    with pytest.raises(IllegalActionError) as e:
        g.activate("Knight of Dusk", target="Craw Wurm")
    assert e.value.key == "target.wrong" and "target creature blocking it" in e.value.message


def test_608_2d_mother_of_runes_gives_protection_from_the_color_chosen(judge_yaml):
    """The colour is the action's ``color``; protection from red prevents the damage of a
    red blocker (702.16e)."""
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {}, Bruno: {}}
        battlefield: {Ana: [Mother of Runes, Grizzly Bears], Bruno: [Goblin Piker]}
        attack: {Grizzly Bears: Bruno}
        block: {Goblin Piker: Grizzly Bears}
        actions:
          declare_blockers:
            - {activate: Mother of Runes, target: Grizzly Bears, color: red}
        """)
    assert [e.text() for e in r.events if e.key == "effect.gains"] == [
        "Grizzly Bears gains protection from red until end of turn."]
    assert r.state.battlefield["Grizzly Bears"].damage == 0
    assert "Goblin Piker" in r.state.graveyard


def test_608_2d_stormscape_master_without_a_color_is_refused(board):
    g = board(Ana=["Stormscape Master", "Grizzly Bears"], Bruno=[])
    g.state.players["Ana"].mana = "WW"
    with pytest.raises(IllegalActionError) as e:
        g.activate("Stormscape Master", ability="{W}{W}", target="Grizzly Bears")
    assert (e.value.rule, e.value.key) == ("608.2d", "activate.color_missing")
    g.activate("Stormscape Master", ability="{W}{W}", target="Grizzly Bears", color="black")
    g.pass_priority()
    assert g.state.battlefield["Grizzly Bears"].has("protection")
