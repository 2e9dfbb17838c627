"""CR 603: triggered abilities in combat (508.3, 509.3, 510.3a, 511.2), read from real
Oracle text, put on the stack in APNAP order (603.3b) after the turn-based action or
resolution that triggered them, and resolved last in first out when all players pass
(405.5; ``all_pass``)."""

from __future__ import annotations

import pytest
from conftest import all_pass, put, resolves
from conftest import event_lines as lines

from mtgjudge.oracle import triggers as oracle_triggers
from mtgjudge.cr import r603_triggered_abilities as r603
from mtgjudge.errors import BoardError, ScenarioError, TriggerChoiceError


# ---------------------------------------------------------------- 603.3b APNAP order
def test_603_3b_apnap_active_player_first_so_nonactive_resolves_first(board):
    g = board(Ana=["Samurai Enforcers"], Bruno=["Jade Avenger"])
    g.attack({"Samurai Enforcers": "Bruno"})
    events = g.block({"Jade Avenger": "Samurai Enforcers"}) + all_pass(g)
    assert lines(events)[2:] == [
        put("Bushido 2 (Samurai Enforcers)", "Ana"),
        put("Bushido 2 (Jade Avenger)", "Bruno"),
        resolves("Bushido 2 (Jade Avenger)"),
        "702.45a Jade Avenger gets +2/+2 until end of turn (now 4/4).",
        resolves("Bushido 2 (Samurai Enforcers)"),
        "702.45a Samurai Enforcers gets +2/+2 until end of turn (now 6/6).",
    ]


def test_603_3b_each_player_orders_their_own_as_chosen(board):
    g = board(Ana=["Grizzly Bears", "Akrasan Squire", "Outrider of Jhess"])
    g.choose_for_triggers(order={"Ana": ["Exalted (Outrider of Jhess)", "Exalted (Akrasan Squire)"]})
    events = g.attack({"Grizzly Bears": "Bruno"}) + all_pass(g)
    assert lines(events, ("60", "405")) == [
        ("603.3b Ana puts their triggered abilities on the stack in the order they chose: "
         "Exalted (Outrider of Jhess), Exalted (Akrasan Squire) (the last resolves first)."),
        put("Exalted (Outrider of Jhess)", "Ana"),
        put("Exalted (Akrasan Squire)", "Ana"),
        resolves("Exalted (Akrasan Squire)"),
        resolves("Exalted (Outrider of Jhess)"),
    ]


def test_603_3b_order_for_an_unknown_player_is_refused(board):
    g = board(Ana=["Grizzly Bears"])
    with pytest.raises(BoardError):
        g.choose_for_triggers(order={"Carla": []})


def test_603_3b_an_order_given_for_another_players_ability_is_refused(board):
    """Each player orders only the triggered abilities they control (603.3b): Bruno can't
    order Ana's exalted trigger, and nothing changes."""
    g = board(Ana=["Grizzly Bears", "Akrasan Squire"])
    with pytest.raises(TriggerChoiceError) as e:
        g.choose_for_triggers(order={"Bruno": ["Exalted (Akrasan Squire)"]})
    assert (e.value.id, e.value.label) == ("order:Bruno", "Exalted (Akrasan Squire)")
    assert str(e.value.text) == (
        "Bruno can't order Exalted (Akrasan Squire): it is controlled by Ana, and each player puts the "
        "triggered abilities they control on the stack in the order they choose (603.3b). "
        "Give it under Ana's order.")
    assert g.state.trigger_choices == ()


# ---------------------------------------------------------------- Oracle trigger lines
def test_508_3a_whenever_attacks_gain_life(board):
    g = board(Ana=["Moonrise Cleric"])
    events = g.attack({"Moonrise Cleric": "Bruno"}) + all_pass(g)
    assert lines(events)[2:] == [
        put("Moonrise Cleric (whenever it attacks)", "Ana"),
        resolves("Moonrise Cleric (whenever it attacks)"),
        "119.3 Ana gains 1 life (21 now).",
    ]
    assert g.state.players["Ana"].life == 21


def test_510_3a_combat_damage_to_a_player_draw_recorded(board):
    g = board(Ana=["Soulknife Spy"])
    g.attack({"Soulknife Spy": "Bruno"})
    g.block({})
    events = g.assign()
    assert lines(events)[-4:] == [
        put("Soulknife Spy (whenever it deals combat damage to a player)", "Ana"),
        resolves("Soulknife Spy (whenever it deals combat damage to a player)"),
        "121.1 Ana draws 1 card (recorded; hands and libraries are not followed).",
        "511.3 End of combat: all creatures, planeswalkers and battles are removed from combat.",
    ]
    assert g.state.players["Bruno"].life == 17


def test_509_3d_becomes_blocked_by_a_creature_deals_damage_to_it(board):
    """Acolyte of the Inferno deals 2 to its blocker before combat damage: the Bears die
    and the Acolyte, still blocked (509.1h), deals no combat damage."""
    g = board(Ana=["Acolyte of the Inferno"], Bruno=["Grizzly Bears"])
    g.attack({"Acolyte of the Inferno": "Bruno"})
    events = g.block({"Grizzly Bears": "Acolyte of the Inferno"}) + all_pass(g)
    assert lines(events)[-5:] == [
        resolves("Acolyte of the Inferno (whenever it becomes blocked by a creature)"),
        "120.4b Acolyte of the Inferno deals 2 damage to Grizzly Bears.",
        "120.3e 2 damage is marked on Grizzly Bears (2 in all, toughness 2).",
        "704.5g Grizzly Bears has 2 damage marked and toughness 2: it is destroyed.",
        "506.4 Grizzly Bears left the battlefield and is removed from combat.",
    ]
    g.assign()
    assert g.state.players["Bruno"].life == 20
    assert g.state.battlefield["Acolyte of the Inferno"].damage == 0


def test_603_10a_is_dealt_damage_triggers_though_the_creature_died(board):
    """Filthy Cur is dealt 3 combat damage and dies; its ability triggered on the damage
    and still resolves: Ana loses that much life (3)."""
    g = board(Ana=["Filthy Cur"], Bruno=["Hill Giant"])
    g.attack({"Filthy Cur": "Bruno"})
    g.block({"Hill Giant": "Filthy Cur"})
    events = g.assign()
    assert "Filthy Cur" in g.state.graveyard
    assert "119.3 Ana loses 3 life (17 left)." in lines(events)
    assert g.state.players["Ana"].life == 17


def test_700_4_dies_trigger_looks_back(board):
    g = board(Ana=["Hill Giant"], Bruno=["Feral Prowler"])
    g.attack({"Hill Giant": "Bruno"})
    g.block({"Feral Prowler": "Hill Giant"})
    events = g.assign()
    assert lines(events)[-4:-1] == [
        put("Feral Prowler (when it dies)", "Bruno"),
        resolves("Feral Prowler (when it dies)"),
        "121.1 Bruno draws 1 card (recorded; hands and libraries are not followed).",
    ]


def test_509_3g_attacks_and_isnt_blocked(board):
    g = board(Ana=["Eternal of Harsh Truths"])
    g.attack({"Eternal of Harsh Truths": "Bruno"})
    events = g.block({}) + all_pass(g)
    assert lines(events)[-1] == "121.1 Ana draws 1 card (recorded; hands and libraries are not followed)."
    g2 = board(Ana=["Eternal of Harsh Truths"], Bruno=["Grizzly Bears"])
    g2.attack({"Eternal of Harsh Truths": "Bruno"})
    events = g2.block({"Grizzly Bears": "Eternal of Harsh Truths"}) + all_pass(g2)
    assert "121.1" not in [e.rule for e in events]  # blocked: afflict 2 instead
    assert g2.state.players["Bruno"].life == 18


def test_509_3a_blocks_gain_life(board):
    g = board(Ana=["Grizzly Bears"], Bruno=["Pride Guardian"])
    g.attack({"Grizzly Bears": "Bruno"})
    events = g.block({"Pride Guardian": "Grizzly Bears"}) + all_pass(g)
    assert lines(events)[-1] == "119.3 Bruno gains 3 life (23 now)."


def test_511_2_at_end_of_combat_destroys_before_removal_from_combat(board):
    """Kjeldoran Frostbeast blocks a Hill Giant, survives 3 damage, and at end of combat
    destroys the creatures it blocked (511.2), before all leave combat (511.3)."""
    g = board(Ana=["Hill Giant"], Bruno=["Kjeldoran Frostbeast"])
    g.attack({"Hill Giant": "Bruno"})
    g.block({"Kjeldoran Frostbeast": "Hill Giant"})
    events = g.assign()
    assert lines(events)[-5:] == [
        put("Kjeldoran Frostbeast (at end of combat)", "Bruno"),
        resolves("Kjeldoran Frostbeast (at end of combat)"),
        "701.8a Hill Giant is destroyed.",
        "506.4 Hill Giant left the battlefield and is removed from combat.",
        "511.3 End of combat: all creatures, planeswalkers and battles are removed from combat.",
    ]
    assert g.state.graveyard == ["Hill Giant"]


def test_603_5_you_may_draw_chosen_as_it_resolves(board):
    """"you may" (603.5): Shadowmage Infiltrator's line is modeled; with no choice given
    Ana draws, and an empty list in ``triggers.choices`` says no."""
    label = "Shadowmage Infiltrator (whenever it deals combat damage to a player)"
    for given, expected in ((None, ["603.5 Ana chooses to do what " + label + " says they may do.",
                                    "121.1 Ana draws 1 card (recorded; hands and libraries are not followed)."]),
                            ([], ["603.5 Ana chooses not to do what " + label + " says they may do."])):
        g = board(Ana=["Shadowmage Infiltrator"])
        assert g.state.battlefield["Shadowmage Infiltrator"].not_modeled == ()
        if given is not None:
            g.choose_for_triggers(choices={label: given})
        g.attack({"Shadowmage Infiltrator": "Bruno"})
        g.block()
        events = g.assign() + all_pass(g)
        assert lines(events, "603.5") + lines(events, "121") == expected


def test_701_9a_that_player_discards_recorded(board):
    g = board(Ana=["Sedraxis Specter"])
    g.attack({"Sedraxis Specter": "Bruno"})
    g.block({})
    events = g.assign()
    assert lines(events, "701") == ["701.9a Bruno discards 1 card (recorded; hands are not followed)."]


@pytest.mark.parametrize("line", [
    "Whenever this creature attacks, that player loses 1 life.",  # no "that player" for attacks
    "Whenever this creature attacks, you may draw a card. Each player loses 1 life.",  # may: one sentence only
    "Whenever this creature attacks, venture into the dungeon.",
    "Whenever this creature attacks, it gains bushido 1 until end of turn.",
])
def test_603_1_lines_not_modeled_are_not_read(line):
    assert oracle_triggers.read_line(line, ["Bear"]) is None


def test_508_3a_put_onto_the_battlefield_attacking_does_not_trigger_attacks(board):
    """A creature put onto the battlefield attacking (508.4) is not declared: what happens
    (PutAttacking, not Attacks) doesn't trigger "whenever ~ attacks"."""
    from mtgjudge.engine.happenings import Attacks, PutAttacking

    g = board(Ana=["Moonrise Cleric", "Goblin Wardriver"])
    g.begin_combat()
    put = PutAttacking("Moonrise Cleric", "Bruno")
    assert r603.collect(g.state, [put]) == []
    declared = Attacks("Moonrise Cleric", "Bruno")
    assert [o.id for o in r603.collect(g.state, [declared])] == ["Moonrise Cleric (whenever it attacks)"]


def test_509_3c_put_onto_the_battlefield_blocking_makes_it_become_blocked(board):
    """509.3c-d, 509.4: a blocker put onto the battlefield blocking an unblocked attacker
    makes "becomes blocked" and "becomes blocked by a creature" trigger."""
    from mtgjudge.engine.happenings import BecomesBlocked, PutBlocking

    g = board(Ana=["Samurai Enforcers", "Benalish Cavalry"], Bruno=["Grizzly Bears"])
    g.attack({"Samurai Enforcers": "Bruno", "Benalish Cavalry": "Bruno"})
    g.block({})
    events = [BecomesBlocked("Samurai Enforcers", "Grizzly Bears"), PutBlocking("Grizzly Bears", "Benalish Cavalry")]
    assert [o.id for o in r603.collect(g.state, events)] == ["Bushido 2 (Samurai Enforcers)",
                                                            "Flanking (Benalish Cavalry)"]


def test_603_3b_scenario_file_gives_order_and_choices(judge_yaml):
    ruling = judge_yaml("""
        active: Ana
        players: {Ana: {life: 20}, Bruno: {life: 20}}
        battlefield:
          Ana: [Ulamog's Crusher, Akrasan Squire, Outrider of Jhess]
          Bruno: [Forest, Grizzly Bears, Hill Giant]
        attack: {Ulamog's Crusher: Bruno}
        block: {}
        triggers:
          order: {Ana: [Exalted (Akrasan Squire), Annihilator 2 (Ulamog's Crusher), Exalted (Outrider of Jhess)]}
          choices: {Annihilator 2 (Ulamog's Crusher): [Hill Giant, grizzly bears]}
        """)
    assert [f"{e.rule} {e.text()}" for e in ruling.events if e.rule.startswith(("405", "701"))] == [
        resolves("Exalted (Outrider of Jhess)"),
        resolves("Annihilator 2 (Ulamog's Crusher)"),
        "701.21a Bruno sacrifices Hill Giant; it is put into its owner's graveyard.",
        "701.21a Bruno sacrifices Grizzly Bears; it is put into its owner's graveyard.",
        resolves("Exalted (Akrasan Squire)"),
    ]
    # 8/8 + 2 exalted = 10/10, unblocked.
    assert ruling.state.players["Bruno"].life == 10


def test_608_2h_for_each_creature_blocking_it_counted_on_resolution(board):
    g = board(Ana=["Elvish Berserker"], Bruno=["Grizzly Bears", "Llanowar Elves"])
    g.attack({"Elvish Berserker": "Bruno"})
    events = g.block({"Grizzly Bears": "Elvish Berserker", "Llanowar Elves": "Elvish Berserker"}) + all_pass(g)
    assert lines(events)[-1] == "611.2a Elvish Berserker gets +2/+2 until end of turn (now 3/3)."


def test_122_1f_poison_counters_from_unblocked_and_damage_triggers(board):
    """Crypt Cobra (attacks and isn't blocked, 509.3g) and Pit Scorpion (deals damage to a
    player): one poison counter each."""
    g = board(Ana=["Crypt Cobra", "Pit Scorpion"])
    g.attack({"Crypt Cobra": "Bruno", "Pit Scorpion": "Bruno"})
    events = g.block({}) + all_pass(g)
    assert lines(events)[-1] == "122.1f Bruno gets 1 poison counter (1 in all)."
    events = g.assign()
    assert lines(events)[-2] == "122.1f Bruno gets 1 poison counter (2 in all)."
    assert (g.state.players["Bruno"].life, g.state.players["Bruno"].poison) == (16, 2)


def test_733_taking_back_an_attack_undoes_its_triggers(board):
    g = board(Ana=["Grizzly Bears", "Akrasan Squire"], Bruno=["Forest"])
    g.begin_combat()
    before = g.state.copy()
    g.attack({"Grizzly Bears": "Bruno"})
    on_stack = g.state.copy()
    assert [o.id for o in g.stack] == ["Exalted (Akrasan Squire)"]
    g.pass_priority()
    assert g.state.battlefield["Grizzly Bears"].power == 3 and g.stack == ()
    g.pop()  # the pass: the trigger is back on the stack, not resolved
    assert g.state == on_stack and g.state.battlefield["Grizzly Bears"].power == 2
    g.pop()
    assert g.state == before and g.stack == ()


def test_509_3a_blocks_triggers_once_however_many_it_blocks(board):
    g = board(Ana=["Grizzly Bears", "Llanowar Elves"],
              Bruno=[("Pride Guardian", {"gains": ["can block an additional creature each combat"]})])
    g.attack({"Grizzly Bears": "Bruno", "Llanowar Elves": "Bruno"})
    events = g.block({"Pride Guardian": ["Grizzly Bears", "Llanowar Elves"]}) + all_pass(g)
    assert lines(events, "119") == ["119.3 Bruno gains 3 life (23 now)."]


# ---------------------------------------------------------------- targets (603.3d, 608.2b)
def test_603_3d_target_chosen_as_it_goes_on_the_stack(board):
    g = board(Ana=["Briarblade Adept"], Bruno=["Llanowar Elves", "Hill Giant"])
    g.choose_for_triggers(choices={"Briarblade Adept (whenever it attacks)": ["Hill Giant"]})
    events = g.attack({"Briarblade Adept": "Bruno"}) + all_pass(g)
    assert lines(events)[2:] == [
        put("Briarblade Adept (whenever it attacks)", "Ana"),
        "603.3d Briarblade Adept (whenever it attacks) targets Hill Giant, as Ana chose.",
        resolves("Briarblade Adept (whenever it attacks)"),
        "611.2a Hill Giant gets -1/-1 until end of turn (now 2/2).",
    ]


def test_603_3d_no_legal_target_the_ability_is_removed_from_the_stack(board):
    """Aerial Guide attacking alone: "another target attacking creature" has none, so the
    ability is removed from the stack as it is put there (603.3d) and does nothing."""
    g = board(Ana=["Aerial Guide", "Grizzly Bears"])
    alone = g.copy()
    assert lines(alone.attack({"Aerial Guide": "Bruno"}), "60") == [
        "603.3 Aerial Guide (whenever it attacks) triggers and is put on the stack (controlled by Ana).",
        "603.3d Aerial Guide (whenever it attacks) has no legal target, so it is removed from the stack and does nothing.",
    ]
    assert alone.stack == () and not alone.state.battlefield["Grizzly Bears"].has("flying")
    events = g.attack({"Aerial Guide": "Bruno", "Grizzly Bears": "Bruno"}) + all_pass(g)
    assert lines(events)[-1] == "611.2a Grizzly Bears gains flying until end of turn."
    assert g.state.battlefield["Grizzly Bears"].has("flying")


def test_608_2b_a_target_gone_before_resolution(board):
    """Two Briarblade Adepts both target Llanowar Elves (the first listed): the first to
    resolve kills it, the second doesn't resolve."""
    g = board(Ana=["Briarblade Adept", "Briarblade Adept"], Bruno=["Llanowar Elves", "Hill Giant"])
    events = g.attack({"Briarblade Adept #1": "Bruno", "Briarblade Adept #2": "Bruno"}) + all_pass(g)
    assert lines(events)[-5:] == [
        resolves("Briarblade Adept #2 (whenever it attacks)"),
        "611.2a Llanowar Elves gets -1/-1 until end of turn (now 0/0).",
        "704.5f Llanowar Elves has toughness 0 and is put into its owner's graveyard.",
        resolves("Briarblade Adept #1 (whenever it attacks)"),
        "608.2b Briarblade Adept #1 (whenever it attacks) doesn't resolve: its target Llanowar Elves is no longer legal.",
    ]
    assert g.state.battlefield["Hill Giant"].power == 3


def test_603_3b_example_file_as_json_matches_the_schema():
    """examples/603-exalted-and-bushido.yaml through the CLI: exalted (5/5), then both
    bushido triggers in APNAP order; the Samurai (7/7) kills the Avenger (4/4)."""
    import json
    import subprocess
    import sys
    from pathlib import Path

    import jsonschema

    root = Path(__file__).resolve().parent.parent
    r = subprocess.run([sys.executable, "-m", "mtgjudge", "judge", str(root / "examples" / "603-exalted-and-bushido.yaml"),
                        "--format", "json"], capture_output=True, text=True, check=False)
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    jsonschema.validate(out, json.loads((root / "mtgjudge" / "data" / "ruling.schema.json").read_text()))
    keys = [(e["rule"], e["key"]) for e in out["events"] if e["rule"].startswith(("405", "603", "608", "702"))]
    assert keys == [("603.3", "trigger.put"), ("405.5", "stack.resolves"), ("702.83a", "resolve.pump"),
                    ("603.3", "trigger.put"), ("603.3", "trigger.put"), ("405.5", "stack.resolves"),
                    ("702.45a", "resolve.pump"), ("405.5", "stack.resolves"), ("702.45a", "resolve.pump")]
    assert [e["params"]["object"] for e in out["events"] if e["key"] == "stack.resolves"] == [
        "Exalted (Akrasan Squire)", "Bushido 2 (Jade Avenger)", "Bushido 2 (Samurai Enforcers)"]
    assert out["not_modeled"] == []


def test_509_3b_blocks_a_creature_deals_damage_to_that_creature(board):
    """Ornery Goblin blocks Grizzly Bears: 1 damage to the Bears before combat damage."""
    g = board(Ana=["Grizzly Bears"], Bruno=["Ornery Goblin"])
    g.attack({"Grizzly Bears": "Bruno"})
    events = g.block({"Ornery Goblin": "Grizzly Bears"}) + all_pass(g)
    assert lines(events)[-2:] == ["120.4b Ornery Goblin deals 1 damage to Grizzly Bears.",
                                  "120.3e 1 damage is marked on Grizzly Bears (1 in all, toughness 2)."]
    g.assign()
    assert g.state.graveyard == ["Grizzly Bears", "Ornery Goblin"]


def test_603_6c_leaves_the_battlefield_looks_back_once(board):
    """Clockwork Fox dies blocking: its leaves-the-battlefield ability triggers once
    (603.6c, 603.10a), however many later events name it."""
    g = board(Ana=["Hill Giant"], Bruno=["Clockwork Fox"])
    g.attack({"Hill Giant": "Bruno"})
    g.block({"Clockwork Fox": "Hill Giant"})
    events = g.assign()
    assert lines(events, ("60", "405")) == [put("Clockwork Fox (whenever it leaves the battlefield)", "Bruno"),
                                   resolves("Clockwork Fox (whenever it leaves the battlefield)")]
    assert lines(events, "121") == [
        "121.1 Bruno draws 2 cards (recorded; hands and libraries are not followed).",
        "121.1 Ana draws 1 card (recorded; hands and libraries are not followed).",
    ]


# ---------------------------------------------------------------- Brimaz (issue 10.6; 508.4, 506.3)
BRIMAZ = "Brimaz, King of Oreskos"


def test_508_4_brimaz_attacking_its_token_enters_attacking_and_is_not_declared(board):
    """Brimaz attacks alone: exalted triggers once, for Brimaz only (506.5); the Cat
    Soldier token enters attacking Bruno (508.4), was never declared, and is unblocked."""
    g = board(Ana=[BRIMAZ, "Akrasan Squire"], Bruno=["Grizzly Bears"])
    events = g.attack({BRIMAZ: "Bruno"}) + all_pass(g)
    assert lines(events)[-5:] == [
        resolves("Exalted (Akrasan Squire)"),
        "702.83a Brimaz, King of Oreskos gets +1/+1 until end of turn (now 4/5).",
        resolves("Brimaz, King of Oreskos (whenever it attacks)"),
        "111.1 A token, Cat Soldier, is created under Ana's control.",
        ("508.4 Cat Soldier is attacking Bruno: it was put onto the battlefield attacking, not declared "
         "as an attacker, so abilities that trigger when a creature attacks don't see it and no attack "
         "cost is paid."),
    ]
    assert [e.rule for e in events].count("603.3") == 2
    assert g.state.combat.attacking == {BRIMAZ: "Bruno", "Cat Soldier": "Bruno"}
    g.block({"Grizzly Bears": BRIMAZ})
    g.assign()
    assert g.state.players["Bruno"].life == 19  # the token's 1; Brimaz is blocked
    assert "Grizzly Bears" in g.state.graveyard


def test_506_3_brimaz_blocking_its_token_blocks_the_same_creature(board):
    g = board(Ana=["Hill Giant"], Bruno=[BRIMAZ])
    g.attack({"Hill Giant": "Bruno"})
    events = g.block({BRIMAZ: "Hill Giant"}) + all_pass(g)
    assert lines(events)[-2:] == [
        "111.1 A token, Cat Soldier, is created under Bruno's control.",
        ("509.4 Cat Soldier is blocking Hill Giant: it was put onto the battlefield blocking, not "
         "declared as a blocker, so abilities that trigger when a creature blocks don't see it."),
    ]
    assert g.state.combat.blockers_of("Hill Giant") == [BRIMAZ, "Cat Soldier"]
    g.assign({"Hill Giant": {BRIMAZ: 2, "Cat Soldier": 1}})
    # Brimaz 3 + Cat Soldier 1 = 4 damage: the Giant dies; so does the 1/1 token.
    assert g.state.graveyard == ["Hill Giant", "Cat Soldier"]
    assert g.state.battlefield[BRIMAZ].damage == 2


def test_509_3c_put_onto_the_battlefield_blocking_triggers_becomes_blocked(board):
    """Game.put_onto_battlefield (an effect resolving) is followed by its triggers: the
    unblocked Samurai Enforcers becomes blocked by a creature put onto the battlefield
    blocking it, so its bushido triggers (509.3c)."""
    g = board(Ana=["Samurai Enforcers"])
    g.attack({"Samurai Enforcers": "Bruno"})
    g.block({})
    events = g.put_onto_battlefield("Grizzly Bears", "Bruno", blocking="Samurai Enforcers") + all_pass(g)
    assert lines(events)[-4:] == [
        "509.1h Samurai Enforcers is blocked (by Grizzly Bears).",
        put("Bushido 2 (Samurai Enforcers)", "Ana"),
        resolves("Bushido 2 (Samurai Enforcers)"),
        "702.45a Samurai Enforcers gets +2/+2 until end of turn (now 6/6).",
    ]


def test_700_4_a_creature_an_effect_puts_into_the_graveyard_dies(board):
    g = board(Ana=["Grizzly Bears"], Bruno=["Feral Prowler"])
    g.attack({"Grizzly Bears": "Bruno"})
    events = g.leave_battlefield("Feral Prowler") + all_pass(g)
    assert lines(events)[-1] == "121.1 Bruno draws 1 card (recorded; hands and libraries are not followed)."


def test_603_3b_apnap_goes_in_turn_order_from_the_active_player(judge_yaml):
    """Seats Ana, Bruno, Carla; Bruno is active: Bruno's bushido triggers go on the stack
    first, then Carla's, then Ana's (101.4, 603.3b), so Ana's resolves first."""
    r = judge_yaml("""\
        active: Bruno
        players: {Ana: {}, Bruno: {}, Carla: {}}
        battlefield:
          Ana: [Devoted Retainer]
          Bruno: [Samurai Enforcers, Konda's Hatamoto]
          Carla: [Samurai of the Pale Curtain]
        attack: {Samurai Enforcers: Ana, Konda's Hatamoto: Carla}
        block: {Devoted Retainer: Samurai Enforcers, Samurai of the Pale Curtain: Konda's Hatamoto}
        """)
    put = [e.params["controller"] for e in r.events if e.key == "trigger.put"]
    assert put == ["Bruno", "Bruno", "Carla", "Ana"]


# ---------------------------------------------------------------- 603.6a enters-the-battlefield
def test_603_6a_506_4_hollowhenge_spirit_removes_the_attacker_from_combat(board):
    """Hollowhenge Spirit ({3}{W}, flash) cast after attackers are declared: "When this
    creature enters, remove target attacking or blocking creature from combat" takes
    Hill Giant out of combat (506.4): it deals no damage and attacks no one."""
    g = board(Ana=["Hill Giant"], Bruno=[])
    g.attack({"Hill Giant": "Bruno"})
    g.cast("Hollowhenge Spirit", "Bruno")
    events = g.pass_priority() + g.pass_priority()
    assert lines(events) == [
        "405.5 All players pass in succession: Hollowhenge Spirit resolves.",
        "608.3a Hollowhenge Spirit becomes a permanent: Hollowhenge Spirit enters the battlefield under Bruno's control.",
        put("Hollowhenge Spirit (when it enters)", "Bruno"),
        ("603.3d Hollowhenge Spirit (when it enters) targets Hill Giant: Bruno gave no target, so the "
         "first legal one listed is taken."),
        resolves("Hollowhenge Spirit (when it enters)"),
        "506.4 Hill Giant is removed from combat."]
    assert g.state.combat.attacking == {} and g.state.combat.defenders == {}
    g.block({})
    g.assign()
    assert g.state.players["Bruno"].life == 20


def test_603_6a_509_1h_hollowhenge_spirit_removes_the_blocker_the_attacker_stays_blocked(board):
    """Ana's Hollowhenge Spirit, cast after blocks, removes the blocking Grizzly Bears
    from combat: Hill Giant stays blocked (509.1h) and, without trample, deals no damage."""
    g = board(Ana=["Hill Giant"], Bruno=["Grizzly Bears"])
    g.attack({"Hill Giant": "Bruno"})
    g.block({"Grizzly Bears": "Hill Giant"})
    g.choose_for_triggers(choices={"Hollowhenge Spirit (when it enters)": ["Grizzly Bears"]})
    g.cast("Hollowhenge Spirit", "Ana")
    all_pass(g)
    assert g.state.combat.blocking == {} and "Hill Giant" in g.state.combat.blocked
    g.assign()
    assert g.state.players["Bruno"].life == 20
    assert (g.state.battlefield["Grizzly Bears"].damage, g.state.battlefield["Hill Giant"].damage) == (0, 0)


def test_603_6a_a_trigger_with_no_legal_target_is_removed_from_the_stack(board):
    """Hollowhenge Spirit cast in the beginning of combat step: no creature is attacking
    or blocking, so its enters trigger has no target and is removed (603.3d)."""
    g = board(Ana=["Hill Giant"], Bruno=[])
    g.cast("Hollowhenge Spirit", "Bruno")
    events = g.pass_priority()
    assert [e.rule for e in events] == ["405.5", "608.3a", "603.3", "603.3d"]
    assert events[-1].key == "trigger.no_legal_target"
    assert g.stack == ()
    assert oracle_triggers.read_line(
        "When this creature enters, remove target attacking or blocking creature from combat.")[0].target == \
        r603.TargetSpec(in_combat=True)


# ---------------------------------------------------------------- the `triggers:` field's input
_ARCHANGEL = """\
active: Ana
players: {Ana: {}, Bruno: {}}
battlefield: {Ana: [Sublime Archangel, Grizzly Bears, Akrasan Squire]}
attack: {Grizzly Bears: Bruno}
"""


def test_702_83_ids_differ_only_by_holder_so_case_never_separates_two_abilities(judge_yaml):
    # Akrasan Squire has exalted and is given exalted by Sublime Archangel (702.83b: each
    # instance triggers): the second is "#2", not "exalted (Akrasan Squire)" in lower case.
    r = judge_yaml(_ARCHANGEL)
    put_ids = [e.params["object"] for e in r.events if e.key == "trigger.put"]
    assert put_ids == ["Exalted (Sublime Archangel)", "Exalted (Grizzly Bears)",
                       "Exalted (Akrasan Squire)", "Exalted (Akrasan Squire) #2"]
    assert r.state.battlefield["Grizzly Bears"].power == 6


def test_603_3b_trigger_ids_are_matched_ignoring_case_and_in_spanish(judge_yaml):
    r = judge_yaml(_ARCHANGEL + "triggers: {order: {ana: [\"exalted (akrasan squire) #2\", "
                                "Exaltado (Sublime Archangel)]}}\n")
    [order] = [e for e in r.events if e.rule == "603.3b"]
    assert order.key == "trigger.order_chosen"
    assert order.text() == ("Ana puts their triggered abilities on the stack in the order they chose: "
                            "Exalted (Akrasan Squire) #2, Exalted (Sublime Archangel), "
                            "Exalted (Grizzly Bears), Exalted (Akrasan Squire) (the last resolves first).")


def test_603_3b_a_misspelled_trigger_id_is_an_input_error_listing_the_ids(judge_yaml):
    with pytest.raises(ScenarioError) as e:
        judge_yaml(_ARCHANGEL + "triggers:\n  order: {Ana: [Exalted (Sublime Archangl)]}\n"
                                "  choices: {Mentor (Grizzly Bears): [Akrasan Squire]}\n")
    # 603.3b: both are close to an ability that can trigger, so they are reported before
    # the combat is played, as the API's choose_for_triggers reports them.
    assert e.value.problems[0] == (
        "t.yaml:6 triggers.order.Ana[0]",
        'no triggered ability has the id "Exalted (Sublime Archangl)" (603.3b): those on the stack or that '
        "can trigger are Exalted (Sublime Archangel), Exalted (Grizzly Bears) and Exalted (Akrasan Squire). "
        'Did you mean "Exalted (Sublime Archangel)"?')
    assert e.value.problems[1][0] == "t.yaml:7 triggers.choices.Mentor (Grizzly Bears)"
    assert e.value.problems[1][1].startswith('no triggered ability has the id "Mentor (Grizzly Bears)" (603.3b)')


def test_603_3b_unknown_player_and_permanent_in_triggers_have_their_line(judge_yaml):
    with pytest.raises(ScenarioError) as e:
        judge_yaml(_ARCHANGEL + "triggers:\n  order: {Anna: [Exalted (Grizzly Bears)]}\n"
                                "  choices: {Exalted (Grizzly Bears): [Akrasan Squre]}\n")
    assert e.value.problems == [
        ("t.yaml:6 triggers.order.Anna", '"Anna" is not one of the players (Ana and Bruno). Did you mean "Ana"?'),
        ("t.yaml:7 triggers.choices.Exalted (Grizzly Bears)[0]",
         '"Akrasan Squre" is not a player or a permanent on the battlefield. Did you mean "Akrasan Squire"?')]
    assert e.value.problems[0][1].render("es") == ("«Anna» no es uno de los jugadores (Ana y Bruno). "
                                                   "¿Quizás quisiste decir «Ana»?")


def test_603_3b_an_order_under_the_wrong_player_has_its_line(judge_yaml):
    with pytest.raises(ScenarioError) as e:
        judge_yaml(_ARCHANGEL + "triggers:\n  order: {Bruno: [Exalted (Grizzly Bears)]}\n")
    assert e.value.problems == [(
        "t.yaml:6 triggers.order.Bruno[0]",
        "Bruno can't order Exalted (Grizzly Bears): it is controlled by Ana, and each player puts the "
        "triggered abilities they control on the stack in the order they choose (603.3b). "
        "Give it under Ana's order.")]
