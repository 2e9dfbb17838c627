"""CR 602.2b, 601.2h, 118: the costs of activated abilities of real cards, each checked
and paid as the scenario says: mana of several symbols, hybrid (107.4e) and X (107.3),
{T} and {Q} (107.6), sacrificing this or another permanent (701.21a), paying life
(119.4), discarding (701.9a, recorded), removing counters (118.3), tapping an untapped
creature (701.26a). A cost that can't be paid makes the activation illegal (733)."""

from __future__ import annotations

import pytest

from conftest import lines
from mtgjudge.errors import IllegalActionError


def _events(r, key):
    return [e for e in r.events if e.key == key]


# -- mana of several symbols, hybrid, X -------------------------------------------------
def test_602_troll_ascetic_regenerates_for_1g(judge_yaml):
    """{1}{G}: Regenerate: the shield replaces its destruction (701.19a): tapped, damage
    removed, removed from combat; Hill Giant, dealt 3, is destroyed."""
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {mana: "{G}{G}{R}"}, Bruno: {}}
        battlefield: {Ana: [Troll Ascetic], Bruno: [Hill Giant]}
        attack: {Troll Ascetic: Bruno}
        block: {Hill Giant: Troll Ascetic}
        actions: {declare_blockers: [{activate: Troll Ascetic}]}
        """)
    assert [e.params["cost"] for e in _events(r, "stack.activate")] == ["{1}{G}"]
    assert r.state.players["Ana"].mana == "G"  # {G}, then {1} from R (ties: the last colour)
    troll = r.state.battlefield["Troll Ascetic"]
    assert troll.tapped and troll.damage == 0
    assert [e.rule for e in r.events if e.key.startswith("action.regenerat")] == ["701.19a", "701.19a"]
    assert "Hill Giant" in r.state.graveyard


def test_602_albino_troll_without_green_cant_regenerate(board):
    g = board(Ana=["Albino Troll"], Bruno=["Craw Wurm"])
    g.state.players["Ana"].mana = "RR"
    g.attack({"Albino Troll": "Bruno"})
    with pytest.raises(IllegalActionError) as e:
        g.activate("Albino Troll")
    assert (e.value.rule, e.value.key) == ("601.2h", "cost.cant_pay")
    assert g.state.players["Ana"].mana == "RR"  # 733: nothing paid


def test_602_knight_of_stromgald_bb_twice_and_goblin_banneret_1r(judge_yaml):
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {mana: "{B}{B}{B}{B}{R}{R}"}, Bruno: {}}
        battlefield: {Ana: [Knight of Stromgald, Goblin Banneret], Bruno: []}
        attack: {Knight of Stromgald: Bruno, Goblin Banneret: Bruno}
        actions:
          declare_blockers:
            - {activate: Knight of Stromgald, ability: "{B}{B}", times: 2}
            - {activate: Goblin Banneret}
        """)
    assert (r.state.battlefield["Knight of Stromgald"].power, r.state.battlefield["Goblin Banneret"].power) == (4, 3)
    assert r.state.players["Bruno"].life == 13  # 4 + 3
    assert r.state.players["Ana"].mana == ""


def test_602_icatian_priest_1ww_pumps_target_creature(board):
    g = board(Ana=["Icatian Priest", "Grizzly Bears"], Bruno=[])
    g.state.players["Ana"].mana = "WWG"
    g.attack({"Grizzly Bears": "Bruno"})
    g.activate("Icatian Priest", target="Grizzly Bears")
    g.pass_priority()
    bears = g.state.battlefield["Grizzly Bears"]
    assert (bears.power, bears.toughness) == (3, 3)
    assert g.state.players["Ana"].mana == ""


def test_107_4e_hybrid_fireborn_knight_and_frostburn_weird(board):
    g = board(Ana=["Fireborn Knight", "Frostburn Weird"], Bruno=[])
    g.state.players["Ana"].mana = "RWWRU"
    g.attack({"Fireborn Knight": "Bruno"})
    g.activate("Fireborn Knight", ability="{R/W}{R/W}{R/W}{R/W}")  # two red, two white
    g.pass_priority()
    knight = g.state.battlefield["Fireborn Knight"]
    assert (knight.power, knight.toughness) == (3, 4)
    assert g.state.players["Ana"].mana == "U"
    g.activate("Frostburn Weird")  # {U/R} with the blue left
    g.pass_priority()
    weird = g.state.battlefield["Frostburn Weird"]
    assert (weird.power, weird.toughness) == (2, 3) and g.state.players["Ana"].mana == ""
    with pytest.raises(IllegalActionError) as e:
        g.activate("Frostburn Weird")
    assert e.value.key == "cost.cant_pay_no_mana"


def test_107_3_x_ballista_squad_and_pain_kami(judge_yaml):
    """{X}{W}, {T}: X damage to target attacking creature (X = 3); Pain Kami, sacrificed,
    deals X = 2 as its last known self (113.7a)."""
    r = judge_yaml("""\
        active: Bruno
        players: {Ana: {mana: "{W}{W}{W}{W}{R}{R}{R}"}, Bruno: {}}
        battlefield: {Ana: [Ballista Squad, Pain Kami], Bruno: [Hill Giant, Grizzly Bears]}
        attack: {Hill Giant: Ana, Grizzly Bears: Ana}
        actions:
          declare_attackers:
            - {activate: Ballista Squad, target: Hill Giant, x: 3}
            - {activate: Pain Kami, target: Grizzly Bears, x: 2}
        """)
    assert lines(r, "120.4") == ["120.4b Pain Kami deals 2 damage to Grizzly Bears.",
                                 "120.4b Ballista Squad deals 3 damage to Hill Giant."]
    assert {"Hill Giant", "Grizzly Bears", "Pain Kami"} <= set(r.state.graveyard)
    assert r.state.battlefield["Ballista Squad"].tapped
    assert r.state.players["Ana"].mana == ""  # {3}{W} and {2}{R}
    assert r.state.players["Ana"].life == 20


def test_107_3_x_not_given_is_refused(judge_yaml):
    judge_yaml("""\
        active: Bruno
        players: {Ana: {mana: "{W}{W}"}, Bruno: {}}
        battlefield: {Ana: [Ballista Squad], Bruno: [Hill Giant]}
        attack: {Hill Giant: Ana}
        actions: {declare_attackers: [{activate: Ballista Squad, target: Hill Giant}]}
        """, refused="107.3a")


# -- {Q} ---------------------------------------------------------------------------------
def test_107_6_untap_symbol_safehold_sentry_and_merrow_wavebreakers(board):
    """{Q}: paid by untapping it, so only when tapped; an attacker untapped this way is
    still attacking (506.4 only removes from combat)."""
    g = board(Ana=["Safehold Sentry", "Merrow Wavebreakers"], Bruno=["Hill Giant"])
    g.state.players["Ana"].mana = "WWWUU"
    with pytest.raises(IllegalActionError) as e:
        g.activate("Safehold Sentry")
    assert (e.value.rule, e.value.key) == ("602.2b", "cost.untapped")
    g.attack({"Safehold Sentry": "Bruno", "Merrow Wavebreakers": "Bruno"})
    events = g.activate("Safehold Sentry")
    assert [(e.rule, e.text()) for e in events if e.key == "cost.paid_untap"] == [
        ("107.6", "Safehold Sentry untaps to pay the {Q} cost.")]
    g.activate("Merrow Wavebreakers")
    g.pass_priority()
    g.pass_priority()
    sentry, merrow = g.state.battlefield["Safehold Sentry"], g.state.battlefield["Merrow Wavebreakers"]
    assert not sentry.tapped and (sentry.power, sentry.toughness) == (2, 4)
    assert not merrow.tapped and merrow.has("flying")
    assert {"Safehold Sentry", "Merrow Wavebreakers"} <= set(g.state.combat.attacking)
    assert g.state.players["Ana"].mana == ""


# -- sacrifice ---------------------------------------------------------------------------
def test_701_21a_mogg_fanatic_and_bottle_gnomes_sacrifice_themselves(judge_yaml):
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {life: 10}, Bruno: {}}
        battlefield: {Ana: [Mogg Fanatic, Bottle Gnomes], Bruno: []}
        actions:
          beginning_of_combat:
            - {activate: Mogg Fanatic, target: Bruno}
            - {activate: Bottle Gnomes}
        """)
    assert [(e.rule, e.params["permanent"]) for e in _events(r, "action.sacrifice")] == [
        ("701.21a", "Mogg Fanatic"), ("701.21a", "Bottle Gnomes")]
    assert (r.state.players["Bruno"].life, r.state.players["Ana"].life) == (19, 13)
    assert r.state.graveyard == ["Mogg Fanatic", "Bottle Gnomes"]


def test_701_21a_nantuko_husk_sacrifices_the_creature_named(judge_yaml):
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {}, Bruno: {}}
        battlefield: {Ana: [Nantuko Husk, Grizzly Bears, Llanowar Elves], Bruno: [Hill Giant]}
        attack: {Nantuko Husk: Bruno}
        block: {Hill Giant: Nantuko Husk}
        actions:
          declare_blockers:
            - {activate: Nantuko Husk, sacrifice: Grizzly Bears}
            - {activate: Nantuko Husk, sacrifice: [Llanowar Elves]}
        """)
    assert r.state.graveyard[:2] == ["Grizzly Bears", "Llanowar Elves"]
    husk = r.state.battlefield["Nantuko Husk"]
    assert (husk.power, husk.toughness, husk.damage) == (6, 6, 3)
    assert "Hill Giant" in r.state.graveyard


def test_601_2h_sacrifice_another_creature_blazing_hellhound(board):
    """"Sacrifice another creature": none named, itself, or an opponent's creature can't
    pay it; Grizzly Bears can (1 damage to Bruno)."""
    g = board(Ana=["Blazing Hellhound", "Grizzly Bears"], Bruno=["Hill Giant"])
    for given, key in (((), "cost.sacrifice_count"), (("Blazing Hellhound",), "cost.sacrifice_wrong"),
                       (("Hill Giant",), "cost.sacrifice_wrong")):
        with pytest.raises(IllegalActionError) as e:
            g.activate("Blazing Hellhound", target="Bruno", sacrifice=given)
        assert (e.value.rule, e.value.key) == ("601.2h", key)
    assert e.value.message == ("Ana can't sacrifice Hill Giant for {1}, Sacrifice another creature (Blazing "
                               "Hellhound): the cost asks for another creature they control.")
    assert "Grizzly Bears" in g.state.battlefield
    g.activate("Blazing Hellhound", target="Bruno", sacrifice="Grizzly Bears")
    g.pass_priority()
    assert g.state.players["Bruno"].life == 19 and g.state.graveyard == ["Grizzly Bears"]


def test_701_21a_atog_sacrifices_an_artifact_not_a_creature(board):
    g = board(Ana=["Atog", "Ornithopter", "Grizzly Bears"], Bruno=[])
    with pytest.raises(IllegalActionError) as e:
        g.activate("Atog", sacrifice="Grizzly Bears")
    assert e.value.key == "cost.sacrifice_wrong"
    assert e.value.message == ("Ana can't sacrifice Grizzly Bears for Sacrifice an artifact (Atog): the cost asks "
                               "for an artifact they control.")
    g.activate("Atog", sacrifice="Ornithopter")
    g.pass_priority()
    atog = g.state.battlefield["Atog"]
    assert (atog.power, atog.toughness) == (3, 4) and g.state.graveyard == ["Ornithopter"]


# -- life --------------------------------------------------------------------------------
def test_119_4_deepwood_ghoul_and_mischievous_poltergeist_pay_life(board):
    g = board(Ana=["Deepwood Ghoul", "Mischievous Poltergeist"], Bruno=[], life={"Ana": 3, "Bruno": 20})
    events = g.activate("Deepwood Ghoul")
    assert [(e.rule, e.text()) for e in events if e.key == "resolve.life_loss"] == [
        ("119.4", "Ana loses 2 life (1 left).")]
    g.activate("Mischievous Poltergeist")
    assert g.state.players["Ana"].life == 0  # paid in full; she loses as state-based actions are checked
    g.pass_priority()
    assert g.state.game_over


def test_119_4_cant_pay_more_life_than_you_have(board):
    g = board(Ana=["Deepwood Ghoul"], Bruno=[], life={"Ana": 1, "Bruno": 20})
    with pytest.raises(IllegalActionError) as e:
        g.activate("Deepwood Ghoul")
    assert (e.value.rule, e.value.key) == ("119.4", "cost.life_cant")
    assert g.state.players["Ana"].life == 1


# -- discard -----------------------------------------------------------------------------
def test_701_9a_burning_fist_minotaur_and_hazoret_discard_a_card(judge_yaml):
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {mana: "{R}{R}{R}{R}{R}"}, Bruno: {}}
        battlefield: {Ana: [Burning-Fist Minotaur, Hazoret the Fervent], Bruno: []}
        attack: {Burning-Fist Minotaur: Bruno}
        actions:
          declare_blockers:
            - {activate: Burning-Fist Minotaur}
            - {activate: Hazoret the Fervent}
        """)
    assert [(e.rule, e.text()) for e in _events(r, "action.discard")] == [
        ("701.9a", "Ana discards 1 card (recorded; hands are not followed).")] * 2
    assert r.state.battlefield["Burning-Fist Minotaur"].power == 4
    assert r.state.players["Bruno"].life == 14  # 2 from Hazoret, 4 in combat
    assert r.state.players["Ana"].mana == ""


# -- counters ----------------------------------------------------------------------------
def test_601_2h_triskelion_and_walking_ballista_remove_counters(judge_yaml):
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {}, Bruno: {}}
        battlefield:
          Ana: [{card: Triskelion, counters: {"+1/+1": 3}}, {card: Walking Ballista, counters: {"+1/+1": 1}}]
          Bruno: [Grizzly Bears]
        actions:
          beginning_of_combat:
            - {activate: Triskelion, target: Grizzly Bears, times: 2}
            - {activate: Walking Ballista, ability: Remove, target: Bruno}
        """)
    trisk = r.state.battlefield["Triskelion"]
    assert (trisk.counters, trisk.power, trisk.toughness) == ({"+1/+1": 1}, 2, 2)
    assert [e.rule for e in _events(r, "cost.removed_counters")] == ["601.2h"] * 3
    assert "Grizzly Bears" in r.state.graveyard
    assert "Walking Ballista" in r.state.graveyard  # 0/0 once its counter is gone (704.5f)
    assert r.state.players["Bruno"].life == 19


def test_118_3_no_counter_left_to_remove_is_refused(board):
    g = board(Ana=[("Triskelion", {"counters": {"+1/+1": 1}})], Bruno=[])
    g.activate("Triskelion", target="Bruno")
    with pytest.raises(IllegalActionError) as e:
        g.activate("Triskelion", target="Bruno")
    assert (e.value.rule, e.value.key) == ("118.3", "cost.counters_cant")


# -- tap an untapped creature you control -----------------------------------------------
def test_701_26a_llanowar_behemoth_and_vodalian_war_machine_tap_creatures(board):
    g = board(Ana=["Llanowar Behemoth", "Llanowar Elves", "Vodalian War Machine", "Merfolk of the Pearl Trident",
                   "Grizzly Bears"], Bruno=[])
    g.attack({"Llanowar Behemoth": "Bruno"})
    g.activate("Llanowar Behemoth", tap="Llanowar Elves")
    with pytest.raises(IllegalActionError) as e:
        g.activate("Llanowar Behemoth", tap="Llanowar Elves")  # tapped now
    assert (e.value.rule, e.value.key) == ("601.2h", "cost.tap_wrong")
    with pytest.raises(IllegalActionError) as e:
        g.activate("Vodalian War Machine", tap="Grizzly Bears")  # not a Merfolk
    assert e.value.key == "cost.tap_wrong"
    g.activate("Vodalian War Machine", tap="Merfolk of the Pearl Trident")
    g.pass_priority()
    g.pass_priority()
    assert g.state.battlefield["Llanowar Elves"].tapped and g.state.battlefield["Merfolk of the Pearl Trident"].tapped
    behemoth, machine = g.state.battlefield["Llanowar Behemoth"], g.state.battlefield["Vodalian War Machine"]
    assert (behemoth.power, behemoth.toughness, machine.power, machine.toughness) == (5, 5, 2, 5)


def test_107_4f_phyrexian_mana_immolating_souleater_and_insatiable_souleater(board):
    """{R/P}: red mana if there is some, else 2 life (107.4f); without either, illegal."""
    g = board(Ana=["Immolating Souleater", "Insatiable Souleater"], Bruno=[], life={"Ana": 3, "Bruno": 20})
    g.state.players["Ana"].mana = "R"
    g.attack({"Immolating Souleater": "Bruno", "Insatiable Souleater": "Bruno"})
    g.activate("Immolating Souleater")  # {R}
    events = g.activate("Immolating Souleater")  # 2 life
    assert [(e.rule, e.text()) for e in events if e.key == "resolve.life_loss"] == [("107.4f", "Ana loses 2 life (1 left).")]
    with pytest.raises(IllegalActionError) as e:
        g.activate("Insatiable Souleater")  # neither green mana nor 2 life
    assert (e.value.rule, e.value.key) == ("601.2h", "cost.cant_pay_no_mana")
    g.pass_priority()
    g.pass_priority()
    assert g.state.battlefield["Immolating Souleater"].power == 3 and g.state.players["Ana"].life == 1


def test_107_3a_remove_x_counters_infused_arrows_and_cruel_sadist(judge_yaml):
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {mana: "{B}{B}{B}"}, Bruno: {}}
        battlefield:
          Ana: [{card: Infused Arrows, counters: {charge: 3}}, {card: Cruel Sadist, counters: {"+1/+1": 2}}]
          Bruno: [Hill Giant, Grizzly Bears]
        actions:
          beginning_of_combat:
            - {activate: Infused Arrows, target: Hill Giant, x: 2}
            - {activate: Cruel Sadist, ability: "{2}{B}", target: Grizzly Bears, x: 2}
        """)
    assert [(e.params["permanent"], e.params["count"]) for e in r.events if e.key == "cost.removed_counters"] == [
        ("Infused Arrows", 2), ("Cruel Sadist", 2)]
    giant = r.state.battlefield["Hill Giant"]
    assert (giant.power, giant.toughness) == (1, 1)
    assert "Grizzly Bears" in r.state.graveyard
    assert r.state.battlefield["Infused Arrows"].counters == {"charge": 1}
    assert r.state.battlefield["Cruel Sadist"].counters == {} and r.state.players["Ana"].mana == ""


def test_701_26a_cloudgoat_ranger_taps_three_kithkin(judge_yaml):
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {}, Bruno: {}}
        battlefield:
          Ana: [Cloudgoat Ranger, Goldmeadow Harrier, Kinsbaile Skirmisher, Cenn's Tactician]
          Bruno: []
        attack: {Cloudgoat Ranger: Bruno}
        actions:
          declare_attackers:
            - {activate: Cloudgoat Ranger, ability: Tap, tap: [Goldmeadow Harrier, Kinsbaile Skirmisher, Cenn's Tactician]}
        """)
    ranger = r.state.battlefield["Cloudgoat Ranger"]
    assert (ranger.power, ranger.toughness) == (5, 3) and ranger.has("flying")
    assert all(r.state.battlefield[k].tapped for k in ("Goldmeadow Harrier", "Kinsbaile Skirmisher", "Cenn's Tactician"))
    assert r.state.players["Bruno"].life == 15


def test_601_2h_tapping_two_when_three_are_asked_is_refused(judge_yaml):
    judge_yaml("""\
        active: Ana
        players: {Ana: {}, Bruno: {}}
        battlefield: {Ana: [Cloudgoat Ranger, Goldmeadow Harrier, Kinsbaile Skirmisher], Bruno: []}
        actions:
          beginning_of_combat:
            - {activate: Cloudgoat Ranger, ability: Tap, tap: [Goldmeadow Harrier, Kinsbaile Skirmisher]}
        """, refused="601.2h")


def test_701_21a_gluttonous_troll_sacrifices_another_nonland_permanent(board):
    g = board(Ana=["Gluttonous Troll", "Forest", "Ornithopter"], Bruno=[])
    g.state.players["Ana"].mana = "GG"
    with pytest.raises(IllegalActionError) as e:
        g.activate("Gluttonous Troll", ability="{1}{G}", sacrifice="Forest")
    assert e.value.message.endswith("the cost asks for another nonland permanent they control.")
    g.activate("Gluttonous Troll", ability="{1}{G}", sacrifice="Ornithopter")
    g.pass_priority()
    troll = g.state.battlefield["Gluttonous Troll"]
    assert (troll.power, troll.toughness) == (5, 5) and g.state.graveyard == ["Ornithopter"]
