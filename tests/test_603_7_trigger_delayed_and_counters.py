"""Triggered abilities read from Oracle text that create a delayed triggered ability
"at end of combat" (603.7, 603.7b), and that put -1/-1 or stun counters (122.1d, 122.6)."""

from conftest import all_pass, event_lines, resolves


# ---------------------------------------------------------------- delayed (603.7)
def test_603_7_infernal_medusa_destroys_the_creature_it_blocked_at_end_of_combat(board):
    """Infernal Medusa (2/4) blocks Hill Giant: the Giant survives combat damage (2 of
    3) and is destroyed at end of combat, before all leave combat (511.3)."""
    g = board(Ana=["Hill Giant"], Bruno=["Infernal Medusa"])
    g.attack({"Hill Giant": "Bruno"})
    events = g.block({"Infernal Medusa": "Hill Giant"}) + all_pass(g)
    assert event_lines(events)[-1] == (
        "603.7 Infernal Medusa (whenever it blocks a creature) creates a delayed triggered ability, "
        "Infernal Medusa (at end of combat), that triggers at end of combat.")
    events = g.assign()
    assert event_lines(events)[-5:] == [
        "603.3 Infernal Medusa (at end of combat) triggers and is put on the stack (controlled by Bruno).",
        resolves("Infernal Medusa (at end of combat)"),
        "701.8a Hill Giant is destroyed.",
        "506.4 Hill Giant left the battlefield and is removed from combat.",
        "511.3 End of combat: all creatures, planeswalkers and battles are removed from combat.",
    ]
    assert g.state.graveyard == ["Hill Giant"] and g.state.battlefield["Infernal Medusa"].damage == 3


def test_603_7_tangle_asp_becomes_blocked_destroys_its_blocker_at_end_of_combat(board):
    g = board(Ana=["Tangle Asp"], Bruno=["Hill Giant"])
    g.attack({"Tangle Asp": "Bruno"})
    g.block({"Hill Giant": "Tangle Asp"})
    g.assign()
    assert sorted(g.state.graveyard) == ["Hill Giant", "Tangle Asp"]  # the Asp (1/2) dies to damage first


def test_603_7b_wall_of_tears_returns_the_attacker_at_end_of_combat_once(board):
    g = board(Ana=["Hill Giant"], Bruno=["Wall of Tears"])
    g.attack({"Hill Giant": "Bruno"})
    g.block({"Wall of Tears": "Hill Giant"})
    events = g.assign()
    assert event_lines(events, "608") == ["608.2c Hill Giant is returned to its owner's hand (Ana's)."]
    assert g.state.hand == ["Hill Giant"] and g.state.combat.delayed == ()


# ---------------------------------------------------------------- counters (122.1d, 122.6)
def test_122_1d_frostfist_strider_taps_and_puts_a_stun_counter_on_its_target(board):
    g = board(Ana=["Hill Giant"], Bruno=["Grizzly Bears"])
    g.attack({"Hill Giant": "Bruno"})
    events = g.put_onto_battlefield("Frostfist Strider", "Ana") + all_pass(g)
    assert event_lines(events)[-2:] == [
        "701.26a Grizzly Bears becomes tapped.",
        "122.1d Grizzly Bears gets 1 stun counter (now 2/2).",
    ]
    assert g.state.battlefield["Grizzly Bears"].counters == {"stun": 1}


def test_122_1d_floodpits_drowner_stuns_a_creature_an_opponent_controls(board):
    g = board(Ana=["Hill Giant"], Bruno=["Llanowar Elves"])
    g.attack({"Hill Giant": "Bruno"})
    g.put_onto_battlefield("Floodpits Drowner", "Ana")
    all_pass(g)
    elves = g.state.battlefield["Llanowar Elves"]
    assert elves.tapped and elves.counters == {"stun": 1}


def test_122_6_skinrender_puts_three_minus_counters_on_the_attacker(board):
    g = board(Ana=["Hill Giant"], Bruno=[])
    g.attack({"Hill Giant": "Bruno"})
    events = g.put_onto_battlefield("Skinrender", "Bruno") + all_pass(g)
    assert event_lines(events)[-3:] == [
        "122.6 Hill Giant gets 3 -1/-1 counters (now 0/0).",
        "704.5f Hill Giant has toughness 0 and is put into its owner's graveyard.",
        "506.4 Hill Giant left the battlefield and is removed from combat.",
    ]
    assert "Hill Giant" in g.state.graveyard


def test_122_6_obelisk_spider_puts_a_minus_counter_on_the_creature_it_damaged(board):
    """Obelisk Spider (1/4) blocks Grizzly Bears: 1 combat damage and a -1/-1 counter make
    the Bears a 1/1 with 1 damage: it dies (704.5g)."""
    g = board(Ana=["Grizzly Bears"], Bruno=["Obelisk Spider"])
    g.attack({"Grizzly Bears": "Bruno"})
    g.block({"Obelisk Spider": "Grizzly Bears"})
    g.assign()
    assert "Grizzly Bears" in g.state.graveyard


# ---------------------------------------------------------------- up to one target (115.1)
def test_115_1_splash_lasher_up_to_one_target_stuns_the_one_chosen(board):
    g = board(Ana=["Hill Giant"], Bruno=["Grizzly Bears"])
    g.choose_for_triggers(choices={"Splash Lasher (when it enters)": ["Grizzly Bears"]})
    g.attack({"Hill Giant": "Bruno"})
    g.put_onto_battlefield("Splash Lasher", "Ana")
    all_pass(g)
    bears = g.state.battlefield["Grizzly Bears"]
    assert bears.tapped and bears.counters == {"stun": 1}


def test_115_1_splash_lasher_with_no_target_chosen_still_resolves_and_does_nothing(board):
    """An empty list chooses no target, which "up to one" allows: the ability isn't
    removed from the stack (603.3d) but resolves with nothing to tap."""
    g = board(Ana=["Hill Giant"], Bruno=["Grizzly Bears"])
    g.choose_for_triggers(choices={"Splash Lasher (when it enters)": []})
    g.attack({"Hill Giant": "Bruno"})
    events = g.put_onto_battlefield("Splash Lasher", "Ana") + all_pass(g)
    assert event_lines(events)[-1] == resolves("Splash Lasher (when it enters)")
    assert not g.state.battlefield["Grizzly Bears"].tapped and g.state.battlefield["Grizzly Bears"].counters == {}


def test_115_1_loran_of_the_third_path_destroys_up_to_one_artifact(board):
    g = board(Ana=["Hill Giant", "Bonesplitter"], Bruno=[])
    g.attach("Bonesplitter", "Hill Giant")
    g.attack({"Hill Giant": "Bruno"})
    events = g.put_onto_battlefield("Loran of the Third Path", "Bruno") + all_pass(g)
    assert "701.8a Bonesplitter is destroyed." in event_lines(events)
    g.block({})
    g.assign()
    assert g.state.players["Bruno"].life == 17  # 3, not 5: the Bonesplitter is gone
