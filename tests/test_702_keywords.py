"""CR 702: keyword abilities in combat, with real cards."""

from __future__ import annotations

import pytest

from mtgjudge import Game, IllegalActionError


# ---------------------------------------------------------------- 702.19 trample
def test_702_19b_trample_excess_to_player_after_lethal(board):
    g = board(Ana=["Colossal Dreadmaw"], Bruno=["Hill Giant"])
    g.attack({"Colossal Dreadmaw": "Bruno"})
    g.block({"Hill Giant": "Colossal Dreadmaw"})
    g.assign({"Colossal Dreadmaw": {"Hill Giant": 3, "Bruno": 3}})
    assert g.state.players["Bruno"].life == 17
    assert "Hill Giant" in g.state.graveyard


def test_702_19b_trample_needs_lethal_to_each_blocker(board):
    g = board(Ana=["Colossal Dreadmaw"], Bruno=["Hill Giant"])
    g.attack({"Colossal Dreadmaw": "Bruno"})
    g.block({"Hill Giant": "Colossal Dreadmaw"})
    before = g.state.copy()
    with pytest.raises(IllegalActionError) as e:
        g.assign({"Colossal Dreadmaw": {"Hill Giant": 2, "Bruno": 4}})
    assert e.value.rule == "702.19b"
    assert e.value.params == {"source": "Colossal Dreadmaw", "recipient": "Bruno",
                              "blocker": "Hill Giant", "assigned": 2, "lethal": 3}
    assert g.state == before


def test_702_19b_trample_counts_damage_already_marked(board):
    g = board(Ana=["Colossal Dreadmaw"], Bruno=[("Hill Giant", {"damage": 2})])
    g.attack({"Colossal Dreadmaw": "Bruno"})
    g.block({"Hill Giant": "Colossal Dreadmaw"})
    g.assign({"Colossal Dreadmaw": {"Hill Giant": 1, "Bruno": 5}})
    assert g.state.players["Bruno"].life == 15


def test_702_19b_trample_counts_other_attackers_assignments(board):
    # Palace Guard blocks both; the Piker's 2 plus the Dreadmaw's 2 are lethal to it.
    g = board(Ana=["Colossal Dreadmaw", "Goblin Piker"], Bruno=["Palace Guard"])
    g.attack({"Colossal Dreadmaw": "Bruno", "Goblin Piker": "Bruno"})
    g.block({"Palace Guard": ["Colossal Dreadmaw", "Goblin Piker"]})
    g.assign({"Colossal Dreadmaw": {"Palace Guard": 2, "Bruno": 4},
              "Palace Guard": {"Goblin Piker": 1}})
    assert g.state.players["Bruno"].life == 16
    assert "Palace Guard" in g.state.graveyard


def test_702_19b_trample_may_assign_more_than_lethal(board):
    g = board(Ana=["Colossal Dreadmaw"], Bruno=["Hill Giant"])
    g.attack({"Colossal Dreadmaw": "Bruno"})
    g.block({"Hill Giant": "Colossal Dreadmaw"})
    g.assign({"Colossal Dreadmaw": {"Hill Giant": 6}})
    assert g.state.players["Bruno"].life == 20


def test_702_19d_trample_with_no_blockers_left_hits_player(board):
    # Grizzly Bears blocks, then dies to... nothing here; use a first striker with
    # trample: a custom creature kills its blocker in the first-strike step.
    g = board(Ana=[], Bruno=["Grizzly Bears"])
    g.add_creature("Trampling Knight", "Ana", 3, 3, keywords=["trample", "double strike"])
    g.attack({"Trampling Knight": "Bruno"})
    g.block({"Grizzly Bears": "Trampling Knight"})
    g.assign({"Trampling Knight": {"Grizzly Bears": 2, "Bruno": 1}})
    events = g.assign()
    assert [e.rule for e in events if e.key == "damage.assign"] == ["702.19d"]
    assert g.state.players["Bruno"].life == 20 - 1 - 3


def test_702_19b_trample_wrong_target(board):
    g = board(Ana=["Colossal Dreadmaw"], Bruno=["Hill Giant", "Ajani, Caller of the Pride"])
    g.attack({"Colossal Dreadmaw": "Ajani, Caller of the Pride"})
    g.block({"Hill Giant": "Colossal Dreadmaw"})
    with pytest.raises(IllegalActionError) as e:
        g.assign({"Colossal Dreadmaw": {"Hill Giant": 3, "Bruno": 3}})
    assert e.value.rule == "702.19f" and e.value.key == "assign.trample_planeswalker"
    g.assign({"Colossal Dreadmaw": {"Hill Giant": 3, "Ajani, Caller of the Pride": 3}})
    # 702.19c-f: the excess goes to the planeswalker it attacks; Ajani had 4 loyalty.
    assert g.state.battlefield["Ajani, Caller of the Pride"].loyalty == 1
    assert g.state.players["Bruno"].life == 20


# ---------------------------------------------------------------- 702.2 deathtouch
def test_702_2c_deathtouch_makes_one_damage_lethal_for_trample(board):
    g = board(Ana=[("Colossal Dreadmaw", {"gains": ["deathtouch"]})], Bruno=["Hill Giant", "Grizzly Bears"])
    g.attack({"Colossal Dreadmaw": "Bruno"})
    g.block({"Hill Giant": "Colossal Dreadmaw", "Grizzly Bears": "Colossal Dreadmaw"})
    g.assign({"Colossal Dreadmaw": {"Hill Giant": 1, "Grizzly Bears": 1, "Bruno": 4}})
    assert g.state.players["Bruno"].life == 16
    assert sorted(g.state.graveyard) == ["Grizzly Bears", "Hill Giant"]


def test_702_2b_deathtouch_destroys_any_toughness(board):
    g = board(Ana=["Typhoid Rats"], Bruno=["Wall of Stone"])
    g.attack({"Typhoid Rats": "Bruno"})
    g.block({"Wall of Stone": "Typhoid Rats"})
    events = g.assign()
    assert ("704.5h", "Wall of Stone") in [(e.rule, e.params.get("permanent")) for e in events]
    assert "Wall of Stone" in g.state.graveyard


# ---------------------------------------------------------------- evasion (509.1b)
def test_702_9b_flying_blocked_only_by_flying_or_reach(board):
    g = board(Ana=["Storm Crow"], Bruno=["Grizzly Bears", "Giant Spider"])
    g.attack({"Storm Crow": "Bruno"})
    with pytest.raises(IllegalActionError) as e:
        g.block({"Grizzly Bears": "Storm Crow"})
    assert e.value.rule == "702.9b"
    g.block({"Giant Spider": "Storm Crow"})  # reach (702.17b)
    assert "Storm Crow" in g.state.combat.blocked


def test_702_111b_menace_needs_two_blockers(board):
    g = board(Ana=["Alley Strangler"], Bruno=["Grizzly Bears", "Hill Giant"])
    g.attack({"Alley Strangler": "Bruno"})
    with pytest.raises(IllegalActionError) as e:
        g.block({"Grizzly Bears": "Alley Strangler"})
    assert e.value.rule == "702.111b"
    legal = [d.as_dict() for d in g.legal_declarations()]
    assert legal == [{}, {"Grizzly Bears": ("Alley Strangler",), "Hill Giant": ("Alley Strangler",)}]


def test_509_1b_cant_be_blocked_from_oracle_text(board):
    g = board(Ana=["Phantom Warrior"], Bruno=["Grizzly Bears"])
    g.attack({"Phantom Warrior": "Bruno"})
    with pytest.raises(IllegalActionError) as e:
        g.block({"Grizzly Bears": "Phantom Warrior"})
    assert e.value.rule == "509.1b" and e.value.key == "block.unblockable"


def test_509_1b_cant_block_from_oracle_text(board):
    g = board(Ana=["Grizzly Bears"], Bruno=["Spineless Thug"])
    g.attack({"Grizzly Bears": "Bruno"})
    with pytest.raises(IllegalActionError) as e:
        g.block({"Spineless Thug": "Grizzly Bears"})
    assert e.value.rule == "509.1b" and e.value.key == "block.cant"


def test_702_36b_fear(board):
    g = board(Ana=[], Bruno=["Grizzly Bears", "Ornithopter"])
    g.add_creature("Fearsome", "Ana", 2, 2, keywords=["fear"], colors=["B"])
    g.attack({"Fearsome": "Bruno"})
    assert not g.is_legal(__import__("mtgjudge").BlockDeclaration.of({"Grizzly Bears": "Fearsome"}))
    g.block({"Ornithopter": "Fearsome"})  # an artifact creature can block it


# ---------------------------------------------------------------- attacking keywords
def test_702_20b_vigilance_does_not_tap(board):
    g = board(Ana=["Serra Angel", "Grizzly Bears"], Bruno=[])
    events = g.attack({"Serra Angel": "Bruno", "Grizzly Bears": "Bruno"})
    assert not g.state.battlefield["Serra Angel"].tapped
    assert g.state.battlefield["Grizzly Bears"].tapped
    assert ("702.20b", "Serra Angel") in [(e.rule, e.params["creature"]) for e in events if "creature" in e.params]


def test_702_10b_haste_ignores_summoning_sickness(board):
    g = board(Ana=[("Raging Goblin", {"sick": True}), ("Grizzly Bears", {"sick": True})], Bruno=[])
    with pytest.raises(IllegalActionError) as e:
        g.attack({"Grizzly Bears": "Bruno"})
    assert e.value.rule == "302.6"
    g.attack({"Raging Goblin": "Bruno"})


def test_702_3b_defender_cannot_attack(board):
    g = board(Ana=["Wall of Stone"], Bruno=[])
    with pytest.raises(IllegalActionError) as e:
        g.attack({"Wall of Stone": "Bruno"})
    assert e.value.rule == "702.3b"


# ---------------------------------------------------------------- damage results
def test_702_80a_wither_puts_minus_counters(board):
    g = board(Ana=["Boggart Ram-Gang"], Bruno=["Wall of Stone"])
    g.attack({"Boggart Ram-Gang": "Bruno"})
    g.block({"Wall of Stone": "Boggart Ram-Gang"})
    g.assign()
    wall = g.state.battlefield["Wall of Stone"]
    assert wall.counters["-1/-1"] == 3 and wall.damage == 0 and wall.toughness == 5


def test_702_90b_infect_gives_poison_not_life_loss(board):
    g = board(Ana=["Glistener Elf"], Bruno=[])
    g.attack({"Glistener Elf": "Bruno"})
    g.block({})
    g.assign()
    assert g.state.players["Bruno"].poison == 1 and g.state.players["Bruno"].life == 20


def test_702_15e_lifelink_one_gain_per_source(board):
    g = board(Ana=["Rhox War Monk", "Steadfast Paladin"], Bruno=[], life={"Ana": 10, "Bruno": 20})
    g.attack({"Rhox War Monk": "Bruno", "Steadfast Paladin": "Bruno"})
    g.block({})
    events = g.assign()
    gains = [(e.params["source"], e.params["amount"]) for e in events if e.rule == "120.3f"]
    assert gains == [("Rhox War Monk", 3), ("Steadfast Paladin", 2)]
    assert g.state.players["Ana"].life == 15 and g.state.players["Bruno"].life == 15


def test_702_164c_toxic_adds_poison_with_combat_damage(board):
    g = board(Ana=[], Bruno=[])
    g.add_creature("Toxic Rat", "Ana", 1, 1, keywords=["toxic 2"])
    g.attack({"Toxic Rat": "Bruno"})
    g.block({})
    g.assign()
    assert g.state.players["Bruno"].poison == 2 and g.state.players["Bruno"].life == 19


def test_702_12b_indestructible_survives_lethal_damage(board):
    g = board(Ana=["Hill Giant"], Bruno=["Darksteel Myr"])
    g.attack({"Hill Giant": "Bruno"})
    g.block({"Darksteel Myr": "Hill Giant"})
    events = g.assign()
    assert "Darksteel Myr" in g.state.battlefield
    assert [e.rule for e in events if e.key == "sba.indestructible"] == ["702.12b"]


def test_702_19b_cr_example_trample_counts_the_other_attackers_damage():
    # CR 702.19b example: a 2/2 that can block an additional creature blocks a 1/1 and
    # a 3/3 trampler; 1 from each to the blocker is lethal, so 2 may trample over.
    from mtgjudge import Game

    g = Game(["Ana", "Bruno"], db=object())
    g.add_creature("One", "Ana", 1, 1)
    g.add_creature("Trampler", "Ana", 3, 3, keywords=["trample"])
    g.add_creature("Blocker", "Bruno", 2, 2, keywords=["can block an additional creature each combat"])
    g.attack({"One": "Bruno", "Trampler": "Bruno"})
    g.block({"Blocker": ["One", "Trampler"]})
    g.assign({"Trampler": {"Blocker": 1, "Bruno": 2}, "Blocker": {"One": 1, "Trampler": 1}})
    assert g.state.players["Bruno"].life == 18 and "Blocker" in g.state.graveyard


def test_702_2c_trample_message_with_deathtouch_says_one_is_lethal(board):
    g = board(Ana=[("Colossal Dreadmaw", {"gains": ["deathtouch"]})], Bruno=["Hill Giant", "Grizzly Bears"])
    g.attack({"Colossal Dreadmaw": "Bruno"})
    g.block({"Hill Giant": "Colossal Dreadmaw", "Grizzly Bears": "Colossal Dreadmaw"})
    with pytest.raises(IllegalActionError) as e:
        g.assign({"Colossal Dreadmaw": {"Hill Giant": 1, "Grizzly Bears": 0, "Bruno": 5}})
    assert (e.value.rule, e.value.params["blocker"], e.value.params["lethal"]) == ("702.19b", "Grizzly Bears", 1)


def test_702_19b_trample_attacking_a_battle_cites_702_19b(board):
    from mtgjudge.cards.model import Card

    g = board(Ana=["Colossal Dreadmaw"], Bruno=["Hill Giant"])
    g.add(Card("Test Battle", types=("Battle",), defense="4"), "Ana")
    g.attack({"Colossal Dreadmaw": "Test Battle"})
    g.block({"Hill Giant": "Colossal Dreadmaw"})
    with pytest.raises(IllegalActionError) as e:
        g.assign({"Colossal Dreadmaw": {"Hill Giant": 3, "Bruno": 3}})
    assert (e.value.rule, e.value.key) == ("702.19b", "assign.trample_wrong_target")


def test_702_178_max_speed_condition_is_not_stripped():
    from mtgjudge.oracle import static_abilities

    assert static_abilities("Max speed — This creature can't be blocked.") is None
    assert static_abilities("Berzerker — This creature attacks each combat if able.") is not None


def test_702_19c_cr_example_trample_over_planeswalkers_unblocked():
    # CR 702.19c example: a 3-loyalty planeswalker attacked by a 1/1 and a 7/7 with
    # trample over planeswalkers: 1 + 2 to the planeswalker, 5 to its controller.
    g = Game(["Ana", "Bruno"], db=object())
    g.add_creature("One", "Ana", 1, 1)
    g.add_creature("Big", "Ana", 7, 7, keywords=["trample over planeswalkers"])
    from mtgjudge.cards.model import Card

    g.add(Card("Walker", types=("Planeswalker",), loyalty="3"), "Bruno")
    g.attack({"One": "Walker", "Big": "Walker"})
    g.block({})
    with pytest.raises(IllegalActionError) as e:
        g.assign({"Big": {"Walker": 1, "Bruno": 6}})  # 1 + 1 < 3 loyalty
    assert (e.value.rule, e.value.key) == ("702.19c", "assign.loyalty_first")
    g.assign({"Big": {"Walker": 2, "Bruno": 5}})
    assert g.state.players["Bruno"].life == 15 and "Walker" in g.state.graveyard


def test_702_19c_thrasta_blocked_tramples_over_to_the_controller(board):
    g = board(Ana=["Thrasta, Tempest's Roar"], Bruno=["Ajani, Caller of the Pride", "Grizzly Bears"])
    g.attack({"Thrasta, Tempest's Roar": "Ajani, Caller of the Pride"})
    g.block({"Grizzly Bears": "Thrasta, Tempest's Roar"})
    g.assign({"Thrasta, Tempest's Roar": {"Grizzly Bears": 2, "Ajani, Caller of the Pride": 4, "Bruno": 1}})
    assert g.state.players["Bruno"].life == 19


def test_702_19d_double_strike_trample_scenario_needs_no_division(judge_yaml):
    # Zetalpa (4/8 double strike, trample) blocked by Giant Spider (2/4): all 4 first-
    # strike damage must go to the Spider (it's exactly lethal); then 4 to Bruno (702.19d).
    board = """\
        active: Ana
        players: {Ana: {}, Bruno: {}}
        battlefield: {Ana: ["Zetalpa, Primal Dawn"], Bruno: [Giant Spider]}
        attack: {"Zetalpa, Primal Dawn": Bruno}
        block: {Giant Spider: "Zetalpa, Primal Dawn"}
        """
    r = judge_yaml(board)
    assert r.legal and r.state.players["Bruno"].life == 16 and r.state.graveyard == ["Giant Spider"]
    r = judge_yaml(board + 'assign: {"Zetalpa, Primal Dawn": {Giant Spider: 4}}\n')
    assert r.legal and r.state.players["Bruno"].life == 16 and r.warnings == []
