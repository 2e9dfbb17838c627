"""Tokens created by triggered abilities read from Oracle text that just enter the
battlefield (111.1): creature tokens not attacking, predefined tokens (111.10: Treasure,
Food, Clue, Blood) and investigate (701.16a)."""

from conftest import all_pass, event_lines


def test_111_10g_falkenrath_forebear_creates_a_blood_token(board):
    g = board(Ana=["Falkenrath Forebear"])
    g.attack({"Falkenrath Forebear": "Bruno"})
    g.block({})
    events = g.assign()
    assert event_lines(events)[-3:-1] == [
        "111.1 A token, Blood, is created under Ana's control.",
        "111.10g Blood is a predefined Blood token: a colorless Blood with its own activated ability, "
        "which is not modeled.",
    ]
    blood = g.state.battlefield["Blood"]
    assert blood.is_type("Artifact") and not blood.is_creature and tuple(blood.subtypes) == ("Blood",)
    assert blood.controller == "Ana" and not blood.tapped and blood.card.colors == ()
    assert g.state.players["Bruno"].life == 17


def test_111_10a_hoard_robber_creates_a_treasure(board):
    g = board(Ana=["Hoard Robber"])
    g.attack({"Hoard Robber": "Bruno"})
    g.block({})
    events = g.assign()
    assert "111.10a Treasure is a predefined Treasure token: a colorless Treasure with its own activated ability, " \
           "which is not modeled." in event_lines(events)
    assert g.state.battlefield["Treasure"].is_type("Artifact")


def test_111_10a_rapacious_dragon_creates_two_treasures(board):
    g = board(Ana=["Hill Giant"])
    g.attack({"Hill Giant": "Bruno"})
    events = g.put_onto_battlefield("Rapacious Dragon", "Ana") + all_pass(g)
    assert [e for e in event_lines(events, "111.1") if e.startswith("111.1 ")] == ["111.1 A token, Treasure, is created under Ana's control.",
                                             "111.1 A token, Treasure #2, is created under Ana's control."]
    assert {"Treasure", "Treasure #2"} <= set(g.state.battlefield)


def test_111_10a_gleaming_barrier_dies_and_creates_a_treasure(board):
    """Gleaming Barrier (0/4) blocks a 5/5 Hill Giant (two +1/+1 counters) and dies: its
    controller, Bruno, gets the Treasure."""
    g = board(Ana=[("Hill Giant", {"counters": {"+1/+1": 2}})], Bruno=["Gleaming Barrier"])
    g.attack({"Hill Giant": "Bruno"})
    g.block({"Gleaming Barrier": "Hill Giant"})
    g.assign()
    assert "Gleaming Barrier" in g.state.graveyard
    assert g.state.battlefield["Treasure"].controller == "Bruno"


def test_701_16a_thraben_inspector_investigates(board):
    g = board(Ana=["Hill Giant"])
    g.attack({"Hill Giant": "Bruno"})
    events = g.put_onto_battlefield("Thraben Inspector", "Ana") + all_pass(g)
    assert event_lines(events)[-3:] == [
        "701.16a Ana investigates: Ana creates 1 Clue token.",
        "111.1 A token, Clue, is created under Ana's control.",
        "111.10f Clue is a predefined Clue token: a colorless Clue with its own activated ability, which is not modeled.",
    ]
    assert g.state.battlefield["Clue"].is_type("Artifact")


def test_701_16a_byway_courier_dies_and_investigates(board):
    g = board(Ana=["Hill Giant"], Bruno=["Byway Courier"])
    g.attack({"Hill Giant": "Bruno"})
    g.block({"Byway Courier": "Hill Giant"})
    events = g.assign()
    assert "701.16a Bruno investigates: Bruno creates 1 Clue token." in event_lines(events)
    assert g.state.battlefield["Clue"].controller == "Bruno"


def test_111_1_mardu_strike_leader_token_enters_not_attacking(board):
    """"create a 2/1 black Warrior creature token": it enters untapped, not attacking
    (508.4 is for tokens created attacking), and deals no combat damage."""
    g = board(Ana=["Mardu Strike Leader"])
    events = g.attack({"Mardu Strike Leader": "Bruno"}) + all_pass(g)
    assert event_lines(events)[-1] == "111.1 A token, Warrior, is created under Ana's control."
    token = g.state.battlefield["Warrior"]
    assert (token.power, token.toughness, token.tapped) == (2, 1, False)
    assert "Warrior" not in g.state.combat.attacking
    g.block({})
    g.assign()
    assert g.state.players["Bruno"].life == 17


def test_111_1_tokens_entering_can_block_when_made_before_blockers(board):
    """Sprouting Thrinax dies as Bruno's creature before blockers (a Lightning Bolt would
    do it; here it leaves by the engine's call): its three 1/1 Saprolings can block."""
    g = board(Ana=["Hill Giant"], Bruno=["Sprouting Thrinax"])
    g.attack({"Hill Giant": "Bruno"})
    g.leave_battlefield("Sprouting Thrinax")
    all_pass(g)
    saprolings = sorted(p for p in g.state.battlefield if p.startswith("Saproling"))
    assert saprolings == ["Saproling", "Saproling #2", "Saproling #3"]
    g.block({"Saproling": "Hill Giant", "Saproling #2": "Hill Giant"})
    g.assign({"Hill Giant": {"Saproling": 2, "Saproling #2": 1}})
    assert g.state.players["Bruno"].life == 20
    assert "Saproling" in g.state.graveyard and "Saproling #2" in g.state.graveyard
