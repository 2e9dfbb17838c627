"""Triggered abilities read from Oracle text that give a designation (the monarch 725.1,
the initiative 726.1), or do what the engine records without following (energy 107.14,
looking at the top of a library 401.2), and a token created after other effects."""

from conftest import all_pass, event_lines


# ---------------------------------------------------------------- monarch, initiative
def test_725_1_palace_sentinels_makes_bruno_the_monarch_then_combat_damage_takes_it(board):
    """Palace Sentinels enters under Bruno's control during Ana's attack: Bruno becomes
    the monarch (725.1); Hill Giant deals combat damage to him and Ana becomes it (725.2)."""
    g = board(Ana=["Hill Giant"], Bruno=[])
    g.attack({"Hill Giant": "Bruno"})
    events = g.put_onto_battlefield("Palace Sentinels", "Bruno") + all_pass(g)
    assert event_lines(events)[-1] == "725.1 Bruno becomes the monarch."
    assert g.state.monarch == "Bruno"
    g.block({})
    events = g.assign()
    assert "725.2 A creature dealt combat damage to the monarch Bruno: its controller Ana becomes the monarch." \
        in event_lines(events)
    assert g.state.monarch == "Ana"


def test_725_1_skyline_despot_makes_ana_the_monarch(board):
    g = board(Ana=["Hill Giant"], Bruno=[])
    g.attack({"Hill Giant": "Bruno"})
    events = g.put_onto_battlefield("Skyline Despot", "Ana") + all_pass(g)
    assert event_lines(events, "725") == ["725.1 Ana becomes the monarch."]
    assert g.state.monarch == "Ana"


def test_726_1_goliath_paladin_takes_the_initiative(board):
    g = board(Ana=["Hill Giant"], Bruno=[])
    g.attack({"Hill Giant": "Bruno"})
    events = g.put_onto_battlefield("Goliath Paladin", "Bruno") + all_pass(g)
    assert event_lines(events)[-1] == "726.1 Bruno takes the initiative (venturing into Undercity is not modeled)."
    assert g.state.initiative == "Bruno"
    g.block({})
    g.assign()
    assert g.state.initiative == "Ana"  # combat damage to the player with the initiative (726.2)


def test_726_1_aarakocra_sneak_takes_the_initiative(board):
    g = board(Ana=["Hill Giant"], Bruno=[])
    g.attack({"Hill Giant": "Bruno"})
    g.put_onto_battlefield("Aarakocra Sneak", "Ana")
    all_pass(g)
    assert g.state.initiative == "Ana"


# ---------------------------------------------------------------- recorded (107.14, 401.2)
def test_107_14_aethergeode_miner_attacks_and_gets_energy_recorded(board):
    g = board(Ana=["Aethergeode Miner"])
    events = g.attack({"Aethergeode Miner": "Bruno"}) + all_pass(g)
    assert event_lines(events)[-1] == "107.14 Ana gets 2 energy counters (recorded; energy is not followed)."


def test_107_14_shielded_aether_thief_blocks_and_gets_one_energy(board):
    g = board(Ana=["Grizzly Bears"], Bruno=["Shielded Aether Thief"])
    g.attack({"Grizzly Bears": "Bruno"})
    events = g.block({"Shielded Aether Thief": "Grizzly Bears"}) + all_pass(g)
    assert event_lines(events, "107") == ["107.14 Bruno gets 1 energy counter (recorded; energy is not followed)."]


def test_401_2_sage_owl_looks_at_the_top_four_cards(board):
    g = board(Ana=["Hill Giant"])
    g.attack({"Hill Giant": "Bruno"})
    events = g.put_onto_battlefield("Sage Owl", "Ana") + all_pass(g)
    assert event_lines(events)[-1] == ("401.2 Ana looks at the top 4 cards of their library and puts them back "
                                       "in any order (recorded; libraries are not followed).")


def test_401_2_crystal_seer_looks_at_the_top_four_cards(board):
    g = board(Ana=["Hill Giant"])
    g.attack({"Hill Giant": "Bruno"})
    events = g.put_onto_battlefield("Crystal Seer", "Bruno") + all_pass(g)
    assert event_lines(events, "401") == [("401.2 Bruno looks at the top 4 cards of their library and puts them "
                                           "back in any order (recorded; libraries are not followed).")]


# ---------------------------------------------------------------- effects, then a token
def test_111_1_namazu_trader_loses_life_then_creates_a_treasure(board):
    g = board(Ana=["Hill Giant"])
    g.attack({"Hill Giant": "Bruno"})
    events = g.put_onto_battlefield("Namazu Trader", "Ana") + all_pass(g)
    assert event_lines(events)[-3:] == [
        "119.3 Ana loses 1 life (19 left).",
        "111.1 A token, Treasure, is created under Ana's control.",
        "111.10a Treasure is a predefined Treasure token: a colorless Treasure with its own activated ability, "
        "which is not modeled.",
    ]


def test_111_1_voldaren_epicure_damages_each_opponent_then_creates_blood(board):
    g = board(Ana=["Hill Giant"])
    g.attack({"Hill Giant": "Bruno"})
    events = g.put_onto_battlefield("Voldaren Epicure", "Ana") + all_pass(g)
    assert "120.4b Voldaren Epicure deals 1 damage to Bruno." in event_lines(events)
    assert g.state.players["Bruno"].life == 19 and "Blood" in g.state.battlefield
