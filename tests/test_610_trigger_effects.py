"""One-shot effects of triggered abilities read from Oracle text (610, 611.2): "can't
block this turn" and "blocks this turn if able" (509.1b-c, granted until end of turn),
damage to any target (115.4), amounts "equal to its power" (608.2h) and "for each"
counted as the ability resolves, "you may" (603.5), and effects outside combat recorded
with their rule (121.1, 701.9a)."""

import pytest

from conftest import all_pass, event_lines, lines, resolves

from mtgjudge.errors import IllegalActionError


# ---------------------------------------------------------------- can't block (509.1b)
def test_509_1b_goblin_heelcutter_target_creature_cant_block_this_turn(board):
    """Goblin Heelcutter attacks; Bruno's Hill Giant can't block this turn: the block is
    refused quoting the trigger's text; the Grizzly Bears may still block."""
    g = board(Ana=["Goblin Heelcutter"], Bruno=["Hill Giant", "Grizzly Bears"])
    g.choose_for_triggers(choices={"Goblin Heelcutter (whenever it attacks)": ["Hill Giant"]})
    events = g.attack({"Goblin Heelcutter": "Bruno"}) + all_pass(g)
    assert event_lines(events)[-1] == "611.2a Hill Giant gains can't block until end of turn."
    with pytest.raises(IllegalActionError) as e:
        g.copy().block({"Hill Giant": "Goblin Heelcutter"})
    assert e.value.rule == "509.1b"
    assert "Goblin Heelcutter" in str(e.value)
    g.block({})
    g.assign()
    assert g.state.players["Bruno"].life == 17


def test_509_1b_fervent_cathar_enters_during_combat_and_stops_a_blocker(board):
    """Fervent Cathar (haste) put onto the battlefield by Ana before blockers: "target
    creature can't block this turn" on Bruno's Grizzly Bears, so Hill Giant is unblocked."""
    g = board(Ana=["Hill Giant"], Bruno=["Grizzly Bears"])
    g.choose_for_triggers(choices={"Fervent Cathar (when it enters)": ["Grizzly Bears"]})
    g.attack({"Hill Giant": "Bruno"})
    events = g.put_onto_battlefield("Fervent Cathar", "Ana") + all_pass(g)
    assert event_lines(events)[-1] == "611.2a Grizzly Bears gains can't block until end of turn."
    with pytest.raises(IllegalActionError) as e:
        g.copy().block({"Grizzly Bears": "Hill Giant"})
    assert e.value.rule == "509.1b"
    g.block({})
    g.assign()
    assert g.state.players["Bruno"].life == 17


def test_509_1b_headliner_scarlett_creatures_target_player_controls_cant_block(board):
    """"creatures target player controls can't block this turn": the target is a player
    (Bruno, the opponent listed first); both his creatures, counted as it resolves
    (611.2c), can't block."""
    g = board(Ana=["Hill Giant"], Bruno=["Grizzly Bears", "Llanowar Elves"])
    g.attack({"Hill Giant": "Bruno"})
    events = g.put_onto_battlefield("Headliner Scarlett", "Ana") + all_pass(g)
    assert event_lines(events)[-3:] == [
        resolves("Headliner Scarlett (when it enters)"),
        "611.2a Grizzly Bears gains can't block until end of turn.",
        "611.2a Llanowar Elves gains can't block until end of turn.",
    ]
    for blocker in ("Grizzly Bears", "Llanowar Elves"):
        with pytest.raises(IllegalActionError):
            g.copy().block({blocker: "Hill Giant"})
    g.block({})
    g.assign()
    assert g.state.players["Bruno"].life == 17


def test_509_1c_shessra_target_creature_blocks_this_turn_if_able(board):
    """Shessra's "target creature blocks this turn if able": not blocking with Hill Giant
    is refused (509.1c); blocking with it is legal."""
    g = board(Ana=["Grizzly Bears"], Bruno=["Hill Giant"])
    g.attack({"Grizzly Bears": "Bruno"})
    g.choose_for_triggers(choices={"Shessra, Death's Whisper (when it enters)": ["Hill Giant"]})
    events = g.put_onto_battlefield("Shessra, Death's Whisper", "Ana") + all_pass(g)
    assert event_lines(events)[-1] == "611.2a Hill Giant gains blocks each combat if able until end of turn."
    with pytest.raises(IllegalActionError) as e:
        g.copy().block({})
    assert e.value.rule == "509.1c"
    g.block({"Hill Giant": "Grizzly Bears"})
    g.assign()
    assert "Grizzly Bears" in g.state.graveyard


# ---------------------------------------------------------------- damage (115.4, 120.2b)
def test_115_4_skeleton_archer_deals_1_damage_to_any_target_a_player_by_default(board):
    """"any target": with no choice, the first legal one listed, players first and the
    opponent before Ana: Bruno takes 1."""
    g = board(Ana=["Hill Giant"], Bruno=[])
    g.attack({"Hill Giant": "Bruno"})
    events = g.put_onto_battlefield("Skeleton Archer", "Ana") + all_pass(g)
    assert "120.4b Skeleton Archer deals 1 damage to Bruno." in event_lines(events)
    assert g.state.players["Bruno"].life == 19


def test_115_4_skeleton_archer_kills_a_blocker_chosen_as_target(board):
    g = board(Ana=["Hill Giant"], Bruno=["Llanowar Elves"])
    g.choose_for_triggers(choices={"Skeleton Archer (when it enters)": ["Llanowar Elves"]})
    g.attack({"Hill Giant": "Bruno"})
    g.block({"Llanowar Elves": "Hill Giant"})
    events = g.put_onto_battlefield("Skeleton Archer", "Ana") + all_pass(g)
    assert "704.5g Llanowar Elves has 1 damage marked and toughness 1: it is destroyed." in event_lines(events)
    g.assign()
    assert g.state.players["Bruno"].life == 20  # Hill Giant stays blocked (509.1h)


def test_608_2h_perilous_myr_dies_and_deals_2_to_the_creature_it_blocked(board):
    """Perilous Myr blocks Grizzly Bears and dies; "it deals 2 damage to any target" kills
    the Bears (Bruno's choice)."""
    g = board(Ana=["Grizzly Bears"], Bruno=["Perilous Myr"])
    g.choose_for_triggers(choices={"Perilous Myr (when it dies)": ["Grizzly Bears"]})
    g.attack({"Grizzly Bears": "Bruno"})
    g.block({"Perilous Myr": "Grizzly Bears"})
    events = g.assign()
    assert "120.4b Perilous Myr deals 2 damage to Grizzly Bears." in event_lines(events)
    assert sorted(g.state.graveyard) == ["Grizzly Bears", "Perilous Myr"]


def test_608_2h_murderous_redcap_damage_equal_to_its_power(board):
    """Murderous Redcap (2/2) entering with Glorious Anthem: its power is 3 as the
    ability resolves, so Bruno takes 3."""
    g = board(Ana=["Hill Giant", "Glorious Anthem"], Bruno=[])
    g.attack({"Hill Giant": "Bruno"})
    events = g.put_onto_battlefield("Murderous Redcap", "Ana") + all_pass(g)
    assert "120.4b Murderous Redcap deals 3 damage to Bruno." in event_lines(events)
    assert g.state.players["Bruno"].life == 17


def test_608_2h_swathcutter_giant_deals_1_to_each_creature_defending_player_controls(board):
    g = board(Ana=["Swathcutter Giant", "Llanowar Elves"], Bruno=["Llanowar Elves", "Grizzly Bears"])
    events = g.attack({"Swathcutter Giant": "Bruno"}) + all_pass(g)
    assert [e for e in event_lines(events, "120.4") if "deals" in e] == [
        "120.4b Swathcutter Giant deals 1 damage to Llanowar Elves #2.",
        "120.4b Swathcutter Giant deals 1 damage to Grizzly Bears.",
    ]
    assert "Llanowar Elves #2" in g.state.graveyard and "Llanowar Elves #1" in g.state.battlefield
    assert g.state.battlefield["Grizzly Bears"].damage == 1


# ---------------------------------------------------------------- life (119.3)
def test_608_2h_packsong_pup_dies_gain_life_equal_to_its_last_power(board):
    """Packsong Pup with two +1/+1 counters (3/3) dies blocking Hill Giant: its last
    known power is 3 (608.2h), so Bruno gains 3."""
    g = board(Ana=["Hill Giant"], Bruno=[("Packsong Pup", {"counters": {"+1/+1": 2}})])
    g.attack({"Hill Giant": "Bruno"})
    g.block({"Packsong Pup": "Hill Giant"})
    events = g.assign()
    assert "119.3 Bruno gains 3 life (23 now)." in event_lines(events)


def test_608_2h_sunscourge_champion_gain_life_equal_to_its_power(board):
    g = board(Ana=["Hill Giant"], Bruno=[])
    g.attack({"Hill Giant": "Bruno"})
    events = g.put_onto_battlefield("Sunscourge Champion", "Bruno") + all_pass(g)
    assert event_lines(events, "119") == ["119.3 Bruno gains 2 life (22 now)."]


def test_608_2h_wingmate_roc_gains_1_life_for_each_attacking_creature(board):
    g = board(Ana=["Wingmate Roc", "Grizzly Bears", "Hill Giant"], Bruno=[])
    events = g.attack({"Wingmate Roc": "Bruno", "Grizzly Bears": "Bruno", "Hill Giant": "Bruno"}) + all_pass(g)
    assert event_lines(events, "119") == ["119.3 Ana gains 3 life (23 now)."]


def test_608_2h_rampaging_classmate_gets_1_0_for_each_other_attacking_creature(board):
    g = board(Ana=["Rampaging Classmate", "Grizzly Bears", "Hill Giant"], Bruno=[])
    events = g.attack({"Rampaging Classmate": "Bruno", "Grizzly Bears": "Bruno", "Hill Giant": "Bruno"}) + all_pass(g)
    assert event_lines(events)[-1] == "611.2a Rampaging Classmate gets +2/+0 until end of turn (now 5/2)."
    g.block({})
    g.assign()
    assert g.state.players["Bruno"].life == 20 - 5 - 2 - 3


# ---------------------------------------------------------------- recorded (121.1, 701.9a)
def test_603_5_shadowmage_infiltrator_may_draw_recorded(board):
    g = board(Ana=["Shadowmage Infiltrator"])
    g.attack({"Shadowmage Infiltrator": "Bruno"})
    g.block({})
    events = g.assign()
    assert event_lines(events)[-4:-1] == [
        resolves("Shadowmage Infiltrator (whenever it deals combat damage to a player)"),
        "603.5 Ana chooses to do what Shadowmage Infiltrator (whenever it deals combat damage to a player) "
        "says they may do.",
        "121.1 Ana draws 1 card (recorded; hands and libraries are not followed).",
    ]


def test_603_5_jeskai_elder_may_draw_if_you_do_discard(board):
    """"you may draw a card. If you do, discard a card": yes draws then discards; an
    empty list in the choices does neither."""
    g = board(Ana=["Jeskai Elder"])
    no = g.copy()
    g.attack({"Jeskai Elder": "Bruno"})
    g.block({})
    assert event_lines(g.assign(), "121") == ["121.1 Ana draws 1 card (recorded; hands and libraries are not followed)."]
    no.choose_for_triggers(choices={"Jeskai Elder (whenever it deals combat damage to a player)": []})
    no.attack({"Jeskai Elder": "Bruno"})
    no.block({})
    events = no.assign()
    assert event_lines(events, "121") == [] and event_lines(events, "701") == []
    assert no.state.players["Bruno"].life == 19


def test_701_9a_jeskai_elder_discards_after_drawing(board):
    g = board(Ana=["Jeskai Elder"])
    g.attack({"Jeskai Elder": "Bruno"})
    g.block({})
    assert event_lines(g.assign(), "701") == ["701.9a Ana discards 1 card (recorded; hands are not followed)."]


def test_121_1_bellowing_crier_draw_then_discard(board):
    g = board(Ana=["Hill Giant"])
    g.attack({"Hill Giant": "Bruno"})
    events = g.put_onto_battlefield("Bellowing Crier", "Ana") + all_pass(g)
    assert event_lines(events)[-2:] == [
        "121.1 Ana draws 1 card (recorded; hands and libraries are not followed).",
        "701.9a Ana discards 1 card (recorded; hands are not followed).",
    ]


# ---------------------------------------------------------------- drain (119.3)
def test_119_3_vampire_sovereign_target_opponent_loses_3_and_you_gain_3(board):
    g = board(Ana=["Hill Giant"])
    g.attack({"Hill Giant": "Bruno"})
    events = g.put_onto_battlefield("Vampire Sovereign", "Ana") + all_pass(g)
    assert event_lines(events, "119") == ["119.3 Bruno loses 3 life (17 left).", "119.3 Ana gains 3 life (23 now)."]


def test_119_3_vampire_spawn_each_opponent_loses_2_and_you_gain_2(board):
    g = board(Ana=["Hill Giant"])
    g.attack({"Hill Giant": "Bruno"})
    g.put_onto_battlefield("Vampire Spawn", "Ana")
    all_pass(g)
    g.block({})
    g.assign()
    assert (g.state.players["Ana"].life, g.state.players["Bruno"].life) == (22, 15)


def test_115_4_a_scenario_names_a_player_as_the_target_of_any_target(judge_yaml):
    """triggers.choices may name a player for "any target": Perilous Myr, dying as Bruno's
    blocker, deals its 2 damage to Ana; in Spanish the choice reads the same."""
    r = judge_yaml("""
        active: Ana
        players: {Ana: {life: 20}, Bruno: {life: 20}}
        battlefield:
          Ana: [Grizzly Bears]
          Bruno: [Perilous Myr]
        triggers:
          choices: {"Perilous Myr (when it dies)": [Ana]}
        attack: {Grizzly Bears: Bruno}
        block: {Perilous Myr: Grizzly Bears}
    """)
    assert "603.3d Perilous Myr (when it dies) targets Ana, as Bruno chose." in lines(r)
    assert "120.4b Perilous Myr deals 2 damage to Ana." in lines(r)
    assert [e["text"] for e in r.to_dict("es")["events"] if e["rule"] == "120.4b"] == [
        "Perilous Myr hace 2 puntos de daño a Ana."]
