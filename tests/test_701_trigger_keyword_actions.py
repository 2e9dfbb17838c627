"""Keyword actions done by triggered abilities read from Oracle text: tap and untap
(701.26a-b), destroy (701.8a), exile (701.13a), return to its owner's hand (608.2c),
goad (701.15a), on the target chosen as the ability is put on the stack (603.3d)."""

import pytest

from conftest import all_pass, event_lines, resolves

from mtgjudge.errors import IllegalActionError


# ---------------------------------------------------------------- tap (701.26a)
def test_701_26a_fiend_binder_taps_the_blocker_it_targets(board):
    """Fiend Binder attacks: "tap target creature defending player controls" taps Hill
    Giant (Ana's choice), which then can't block (509.1a); Grizzly Bears still can."""
    g = board(Ana=["Fiend Binder"], Bruno=["Grizzly Bears", "Hill Giant"])
    g.choose_for_triggers(choices={"Fiend Binder (whenever it attacks)": ["Hill Giant"]})
    events = g.attack({"Fiend Binder": "Bruno"}) + all_pass(g)
    assert event_lines(events)[-3:] == [
        "603.3d Fiend Binder (whenever it attacks) targets Hill Giant, as Ana chose.",
        resolves("Fiend Binder (whenever it attacks)"),
        "701.26a Hill Giant becomes tapped.",
    ]
    assert g.state.battlefield["Hill Giant"].tapped and not g.state.battlefield["Grizzly Bears"].tapped
    with pytest.raises(IllegalActionError) as e:
        g.copy().block({"Hill Giant": "Fiend Binder"})
    assert e.value.rule == "509.1a"
    g.block({"Grizzly Bears": "Fiend Binder"})
    g.assign()
    assert "Grizzly Bears" in g.state.graveyard and "Fiend Binder" in g.state.graveyard  # 3/2 and 2/2 trade


def test_701_26a_rhox_veteran_taps_a_creature_an_opponent_controls_not_its_own(board):
    """Rhox Veteran's target is "a creature an opponent controls": Ana's own Grizzly
    Bears isn't one, so Bruno's Llanowar Elves is tapped; battle cry gives the Bears +1/+0."""
    g = board(Ana=["Rhox Veteran", "Grizzly Bears"], Bruno=["Llanowar Elves"])
    events = g.attack({"Rhox Veteran": "Bruno", "Grizzly Bears": "Bruno"}) + all_pass(g)
    assert "701.26a Llanowar Elves becomes tapped." in event_lines(events)
    assert g.state.battlefield["Llanowar Elves"].tapped
    assert g.state.battlefield["Grizzly Bears"].power == 3
    g.block({})
    g.assign()
    assert g.state.players["Bruno"].life == 20 - 2 - 3


def test_701_26a_a_target_tapped_already_stays_tapped_with_no_event(board):
    g = board(Ana=["Fiend Binder"], Bruno=[("Grizzly Bears", {"tapped": True})])
    events = g.attack({"Fiend Binder": "Bruno"}) + all_pass(g)
    assert event_lines(events, "701") == []
    assert g.state.battlefield["Grizzly Bears"].tapped


# ---------------------------------------------------------------- untap (701.26b)
def test_701_26b_militia_rallier_untaps_the_creature_attacking_with_it(board):
    """Militia Rallier (can't attack alone) attacks with Hill Giant; "untap target
    creature" untaps the Giant, tapped by attacking (508.1f): it is still attacking."""
    g = board(Ana=["Militia Rallier", "Hill Giant"], Bruno=[])
    g.choose_for_triggers(choices={"Militia Rallier (whenever it attacks)": ["Hill Giant"]})
    events = g.attack({"Militia Rallier": "Bruno", "Hill Giant": "Bruno"}) + all_pass(g)
    assert event_lines(events)[-1] == "701.26b Hill Giant becomes untapped."
    assert not g.state.battlefield["Hill Giant"].tapped and g.state.battlefield["Militia Rallier"].tapped
    assert "Hill Giant" in g.state.combat.attacking
    g.block({})
    g.assign()
    assert g.state.players["Bruno"].life == 14


def test_701_26b_gustcloak_sentinel_may_untap_and_leave_combat(board):
    """Gustcloak Sentinel becomes blocked: "you may untap it and remove it from combat"
    (603.5). Nothing chosen: it does both, and deals and takes no damage. An empty list
    in the choices: it does neither and trades damage with Hill Giant."""
    g = board(Ana=["Gustcloak Sentinel"], Bruno=["Hill Giant"])
    no = g.copy()
    g.attack({"Gustcloak Sentinel": "Bruno"})
    events = g.block({"Hill Giant": "Gustcloak Sentinel"}) + all_pass(g)
    assert event_lines(events)[-3:] == [
        "603.5 Ana chooses to do what Gustcloak Sentinel (whenever it becomes blocked) says they may do.",
        "701.26b Gustcloak Sentinel becomes untapped.",
        "506.4 Gustcloak Sentinel is removed from combat.",
    ]
    g.assign()
    assert g.state.battlefield["Gustcloak Sentinel"].damage == 0 and not g.state.battlefield["Gustcloak Sentinel"].tapped
    no.choose_for_triggers(choices={"Gustcloak Sentinel (whenever it becomes blocked)": []})
    no.attack({"Gustcloak Sentinel": "Bruno"})
    events = no.block({"Hill Giant": "Gustcloak Sentinel"}) + all_pass(no)
    assert event_lines(events)[-1] == (
        "603.5 Ana chooses not to do what Gustcloak Sentinel (whenever it becomes blocked) says they may do.")
    no.assign()
    assert "Gustcloak Sentinel" in no.state.graveyard and "Hill Giant" in no.state.graveyard


# ---------------------------------------------------------------- destroy, exile, bounce
def test_701_8a_ravenous_chupacabra_destroys_the_attacker(board):
    """Ravenous Chupacabra put onto the battlefield under Bruno's control during combat
    destroys Hill Giant, an opponent's creature; it isn't allowed to target its own Bears."""
    g = board(Ana=["Hill Giant"], Bruno=["Grizzly Bears"])
    g.attack({"Hill Giant": "Bruno"})
    events = g.put_onto_battlefield("Ravenous Chupacabra", "Bruno") + all_pass(g)
    assert event_lines(events)[-3:] == [
        resolves("Ravenous Chupacabra (when it enters)"),
        "701.8a Hill Giant is destroyed.",
        "506.4 Hill Giant left the battlefield and is removed from combat.",
    ]
    assert g.state.graveyard == ["Hill Giant"] and g.state.combat.attacking == {}


def test_701_8a_viridian_shaman_destroys_an_artifact_not_a_creature(board):
    """"destroy target artifact": the only artifact is Bonesplitter; Hill Giant can't be
    the target."""
    g = board(Ana=["Hill Giant", "Bonesplitter"], Bruno=[])
    g.attack({"Hill Giant": "Bruno"})
    events = g.put_onto_battlefield("Viridian Shaman", "Bruno") + all_pass(g)
    assert "701.8a Bonesplitter is destroyed." in event_lines(events)
    assert g.state.graveyard == ["Bonesplitter"] and "Hill Giant" in g.state.combat.attacking


def test_701_13a_fear_of_abduction_exiles_the_attacker(board):
    g = board(Ana=["Hill Giant"], Bruno=[])
    g.attack({"Hill Giant": "Bruno"})
    events = g.put_onto_battlefield("Fear of Abduction", "Bruno") + all_pass(g)
    assert event_lines(events)[-2:] == [
        "701.13a Hill Giant is exiled.",
        "506.4 Hill Giant left the battlefield and is removed from combat.",
    ]
    assert g.state.exile == ["Hill Giant"]
    g.block({})
    g.assign()
    assert g.state.players["Bruno"].life == 20


def test_608_2c_man_o_war_returns_the_attacker_to_its_owners_hand(board):
    g = board(Ana=["Hill Giant"], Bruno=[])
    g.attack({"Hill Giant": "Bruno"})
    events = g.put_onto_battlefield("Man-o'-War", "Bruno") + all_pass(g)
    assert event_lines(events)[-2:] == [
        "608.2c Hill Giant is returned to its owner's hand (Ana's).",
        "506.4 Hill Giant left the battlefield and is removed from combat.",
    ]
    assert g.state.hand == ["Hill Giant"]


def test_608_2c_aethersnipe_returns_a_nonland_permanent_an_aura(board):
    """Aethersnipe's "target nonland permanent": Holy Strength (an Aura) is returned,
    so the Bears blocking Hill Giant is a 2/2 again and dies."""
    g = board(Ana=["Hill Giant"], Bruno=["Grizzly Bears", "Holy Strength"])
    g.attach("Holy Strength", "Grizzly Bears")
    g.choose_for_triggers(choices={"Aethersnipe (when it enters)": ["Holy Strength"]})
    g.attack({"Hill Giant": "Bruno"})
    g.block({"Grizzly Bears": "Hill Giant"})
    events = g.put_onto_battlefield("Aethersnipe", "Ana") + all_pass(g)
    assert "608.2c Holy Strength is returned to its owner's hand (Bruno's)." in event_lines(events)
    assert (g.state.battlefield["Grizzly Bears"].power, g.state.battlefield["Grizzly Bears"].toughness) == (2, 2)
    g.assign()
    assert "Grizzly Bears" in g.state.graveyard


@pytest.mark.parametrize("line", [
    "When this creature dies, return it to its owner's hand.",  # the card, in the graveyard now
    "When this creature dies, exile it.",
])
def test_400_7_dies_then_acting_on_it_is_not_read(line):
    from mtgjudge.oracle import triggers as oracle_triggers

    assert oracle_triggers.read_line(line, ["Bear"]) is None


# ---------------------------------------------------------------- goad (701.15a)
def test_701_15a_taunting_kobold_goads_a_creature_it_must_attack_next_turn(board):
    """Taunting Kobold attacks and goads Bruno's Grizzly Bears: goaded by Ana (701.15a),
    on Bruno's turn the Bears must attack, and attack someone other than Ana if able."""
    g = board(Ana=["Taunting Kobold"], Bruno=["Grizzly Bears"])
    events = g.attack({"Taunting Kobold": "Bruno"}) + all_pass(g)
    assert event_lines(events)[-1] == (
        "701.15a Grizzly Bears is goaded by Ana: until Ana's next turn it attacks each combat if able, "
        "and a player other than Ana if able.")
    assert g.state.goaded == {"Grizzly Bears": ("Ana",)}


def test_701_15a_a_goaded_creature_must_attack(board, db):
    """The goad recorded by the trigger makes the requirement of 701.15b: in a game
    where Bruno is active with the Bears goaded by Ana, not attacking is illegal."""
    from mtgjudge.engine.game import Game

    g = board(Ana=["Taunting Kobold"], Bruno=["Grizzly Bears"])
    g.attack({"Taunting Kobold": "Bruno"})
    all_pass(g)
    later = Game({"Ana": 20, "Bruno": 20}, "Bruno", db=db)
    later.add("Grizzly Bears", "Bruno")
    later.goad("Grizzly Bears", *g.state.goaded["Grizzly Bears"])
    with pytest.raises(IllegalActionError) as e:
        later.copy().attack({})
    assert e.value.rule == "508.1d"
    later.attack({"Grizzly Bears": "Ana"})
    assert later.state.combat.attacking == {"Grizzly Bears": "Ana"}


def test_701_15a_coveted_peacock_may_goad_a_creature_defending_player_controls(board):
    """Coveted Peacock: "you may goad target creature defending player controls". Yes
    (nothing chosen against it): Bruno's Hill Giant is goaded; an empty list: no goad."""
    g = board(Ana=["Coveted Peacock"], Bruno=["Hill Giant"])
    no = g.copy()
    events = g.attack({"Coveted Peacock": "Bruno"}) + all_pass(g)
    assert event_lines(events)[-2:] == [
        "603.5 Ana chooses to do what Coveted Peacock (whenever it attacks) says they may do.",
        "701.15a Hill Giant is goaded by Ana: until Ana's next turn it attacks each combat if able, "
        "and a player other than Ana if able.",
    ]
    assert g.state.goaded == {"Hill Giant": ("Ana",)}
    no.choose_for_triggers(choices={"Coveted Peacock (whenever it attacks)": []})
    no.attack({"Coveted Peacock": "Bruno"})
    all_pass(no)
    assert no.state.goaded == {}


# ---------------------------------------------------------------- doesn't untap (502.3, recorded)
def test_502_3_frost_lynx_taps_and_its_target_doesnt_untap_next_untap_step(board):
    """Frost Lynx: "tap target creature an opponent controls. That creature doesn't untap
    during its controller's next untap step": "that creature" is the one it tapped."""
    g = board(Ana=["Hill Giant"], Bruno=["Grizzly Bears"])
    g.attack({"Hill Giant": "Bruno"})
    events = g.put_onto_battlefield("Frost Lynx", "Ana") + all_pass(g)
    assert event_lines(events)[-2:] == [
        "701.26a Grizzly Bears becomes tapped.",
        "502.3 Grizzly Bears doesn't untap during its controller's next untap step (recorded; later turns are "
        "not followed).",
    ]


def test_502_3_labyrinth_minotaur_the_creature_it_blocks_doesnt_untap(board):
    g = board(Ana=["Hill Giant"], Bruno=["Labyrinth Minotaur"])
    g.attack({"Hill Giant": "Bruno"})
    events = g.block({"Labyrinth Minotaur": "Hill Giant"}) + all_pass(g)
    assert event_lines(events, "502") == [
        "502.3 Hill Giant doesn't untap during its controller's next untap step (recorded; later turns are "
        "not followed)."]
    assert g.state.battlefield["Hill Giant"].tapped


def test_502_3_lead_golem_it_doesnt_untap_means_itself(board):
    g = board(Ana=["Lead Golem"], Bruno=[])
    events = g.attack({"Lead Golem": "Bruno"}) + all_pass(g)
    assert event_lines(events)[-1] == ("502.3 Lead Golem doesn't untap during its controller's next untap step "
                                       "(recorded; later turns are not followed).")


# ---------------------------------------------------------------- fight (701.14)
def test_701_14a_the_tarrasque_fights_a_creature_defending_player_controls(board):
    """The Tarrasque (10/10) attacks and fights Hill Giant (3/3): 10 damage kills the
    Giant, the Tarrasque has 3 damage marked; neither is combat damage (701.14d)."""
    g = board(Ana=["The Tarrasque"], Bruno=["Hill Giant"])
    events = g.attack({"The Tarrasque": "Bruno"}) + all_pass(g)
    got = event_lines(events)
    start = got.index(resolves("The Tarrasque (whenever it attacks)"))
    assert got[start:start + 8] == [
        resolves("The Tarrasque (whenever it attacks)"),
        "701.14a The Tarrasque fights Hill Giant: each deals damage equal to its power to the other (not combat damage).",
        "120.4b The Tarrasque deals 10 damage to Hill Giant.",
        "120.4b Hill Giant deals 3 damage to The Tarrasque.",
        "120.3e 10 damage is marked on Hill Giant (10 in all, toughness 3).",
        "120.3e 3 damage is marked on The Tarrasque (3 in all, toughness 10).",
        "120.10 Hill Giant was dealt 7 excess damage.",
        "704.5g Hill Giant has 10 damage marked and toughness 3: it is destroyed.",
    ]
    assert "Hill Giant" in g.state.graveyard and g.state.battlefield["The Tarrasque"].damage == 3
    g.block({})
    g.assign()
    assert g.state.players["Bruno"].life == 10


def test_701_14a_pheres_band_brawler_fights_up_to_one_creature_you_dont_control(board):
    """Pheres-Band Brawler (4/4) enters under Bruno's control and fights the attacking
    Hill Giant (3/3), which can't be Bruno's own Grizzly Bears: the Giant dies."""
    g = board(Ana=["Hill Giant"], Bruno=["Grizzly Bears"])
    g.attack({"Hill Giant": "Bruno"})
    events = g.put_onto_battlefield("Pheres-Band Brawler", "Bruno") + all_pass(g)
    assert ("701.14a Pheres-Band Brawler fights Hill Giant: each deals damage equal to its power to the other "
            "(not combat damage).") in event_lines(events)
    assert g.state.graveyard == ["Hill Giant"] and g.state.battlefield["Pheres-Band Brawler"].damage == 3
    assert g.state.battlefield["Grizzly Bears"].damage == 0


# ---------------------------------------------------------------- "target tapped creature" (115.1)
def test_115_1_harbinger_of_the_tides_can_target_only_a_tapped_creature(board):
    """Harbinger of the Tides: "target tapped creature an opponent controls". The
    untapped Grizzly Bears isn't one; the attacking (tapped) Hill Giant is, and returns."""
    g = board(Ana=["Grizzly Bears", "Hill Giant"], Bruno=[])
    g.attack({"Hill Giant": "Bruno"})
    events = g.put_onto_battlefield("Harbinger of the Tides", "Bruno") + all_pass(g)
    assert ("603.3d Harbinger of the Tides (when it enters) targets Hill Giant: Bruno gave no target, so the "
            "first legal one listed is taken.") in event_lines(events)
    assert g.state.hand == ["Hill Giant"] and "Grizzly Bears" in g.state.battlefield


def test_115_1_anafenza_puts_a_counter_on_another_tapped_creature_you_control(board):
    """Anafenza, the Foremost attacks with Grizzly Bears: "another target tapped creature
    you control" can't be Anafenza itself nor the untapped Llanowar Elves: the Bears."""
    g = board(Ana=["Anafenza, the Foremost", "Grizzly Bears", "Llanowar Elves"], Bruno=[])
    events = g.attack({"Anafenza, the Foremost": "Bruno", "Grizzly Bears": "Bruno"}) + all_pass(g)
    assert event_lines(events)[-1] == "122.6 Grizzly Bears gets 1 +1/+1 counter (now 3/3)."
    assert g.state.battlefield["Llanowar Elves"].counters == {}
