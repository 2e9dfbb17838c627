"""CR 508 (declare attackers) and 509 (declare blockers): who may attack and block."""

from __future__ import annotations

import pytest

from mtgjudge import AttackDeclaration, BlockDeclaration, DamageAssignment, IllegalActionError, Step


def test_508_1a_tapped_creature_cannot_attack(board):
    g = board(Ana=[("Grizzly Bears", {"tapped": True})], Bruno=[])
    with pytest.raises(IllegalActionError) as e:
        g.attack({"Grizzly Bears": "Bruno"})
    assert (e.value.rule, e.value.key) == ("508.1a", "attack.tapped")
    assert g.step is Step.BEGINNING_OF_COMBAT
    assert g.events == [] and not g.state.combat.begun  # 733: nothing changed, not even 507


def test_508_1a_only_active_players_creatures_attack(board):
    g = board(Ana=[], Bruno=["Grizzly Bears"])
    with pytest.raises(IllegalActionError) as e:
        g.attack({"Grizzly Bears": "Ana"})
    assert e.value.key == "attack.not_yours"


def test_506_3_noncreature_cannot_attack(board):
    g = board(Ana=["Ajani, Caller of the Pride"], Bruno=[])
    with pytest.raises(IllegalActionError) as e:
        g.attack({"Ajani, Caller of the Pride": "Bruno"})
    assert e.value.rule == "506.3"


def test_508_1f_attacking_taps_and_508_1k_creature_is_attacking(board):
    g = board(Ana=["Grizzly Bears"], Bruno=[])
    events = g.attack({"Grizzly Bears": "Bruno"})
    assert [(e.rule, e.key) for e in events] == [("508.1a", "attack.declare"), ("508.1f", "attack.tap")]
    assert [(e.rule, e.key) for e in g.events][0] == ("506.2", "combat.begin")
    assert g.state.battlefield["Grizzly Bears"].tapped
    assert g.state.combat.attacking == {"Grizzly Bears": "Bruno"}
    assert g.step is Step.DECLARE_ATTACKERS


def test_508_8_no_attackers_skips_to_end_of_combat(board):
    g = board(Ana=["Grizzly Bears"], Bruno=[])
    events = g.attack({})
    assert [e.rule for e in events] == ["508.8", "511.3"]
    assert g.step is Step.END_OF_COMBAT


def test_508_1b_attack_a_planeswalker(board):
    g = board(Ana=["Hill Giant"], Bruno=["Ajani, Caller of the Pride"])
    g.attack({"Hill Giant": "Ajani, Caller of the Pride"})
    g.block({})
    events = g.assign()
    assert ("120.3c", 3) in [(e.rule, e.params.get("amount")) for e in events]
    assert g.state.battlefield["Ajani, Caller of the Pride"].loyalty == 1
    assert g.state.players["Bruno"].life == 20


def test_704_5i_planeswalker_with_no_loyalty_dies(board):
    g = board(Ana=["Colossal Dreadmaw"], Bruno=["Ajani, Caller of the Pride"])
    g.attack({"Colossal Dreadmaw": "Ajani, Caller of the Pride"})
    g.block({})
    events = g.assign()
    assert ("704.5i", "sba.loyalty") in [(e.rule, e.key) for e in events]
    assert g.state.graveyard == ["Ajani, Caller of the Pride"]


def test_508_1b_cannot_attack_own_planeswalker(board):
    g = board(Ana=["Hill Giant", "Ajani, Caller of the Pride"], Bruno=[])
    with pytest.raises(IllegalActionError) as e:
        g.attack({"Hill Giant": "Ajani, Caller of the Pride"})
    assert e.value.rule == "508.1b"


def test_310_11b_defeated_siege_triggers_instead_of_704_5v(board):
    # Invasion of Tarkir (printed defense 5; our card data lacks defense, so we give it).
    g = board(Ana=["Colossal Dreadmaw", ("Invasion of Tarkir", {"counters": {"defense": 5}})],
              Bruno=[])
    siege = g.state.battlefield["Invasion of Tarkir"]  # its front face's name (712.8d)
    assert siege.protector == "Bruno"  # 310.11a: an opponent protects a Siege
    g.attack({"Colossal Dreadmaw": "Invasion of Tarkir"})
    g.block({})
    events = g.assign()
    # It triggers (not 704.5v), and the trigger resolves before the next step: exiled.
    assert [(e.rule, e.key) for e in events if e.rule in ("120.3h", "310.11b", "704.5v")] == [
        ("120.3h", "result.defense"), ("310.11b", "result.siege_defeated"), ("310.11b", "siege.exiled")]
    assert g.state.exile == ["Invasion of Tarkir"] and g.state.graveyard == []
    assert "Invasion of Tarkir" not in g.state.battlefield


def test_704_5v_battle_with_no_defense_goes_to_graveyard(board):
    from mtgjudge.cards.model import Card

    g = board(Ana=["Colossal Dreadmaw"])
    g.add(Card("Test Battle", types=("Battle",), defense="4"), "Ana")
    g.attack({"Colossal Dreadmaw": "Test Battle"})
    g.block({})
    events = g.assign()
    assert [e.rule for e in events if e.rule in ("120.3h", "704.5v")] == ["120.3h", "704.5v"]
    assert g.state.graveyard == ["Test Battle"]


def test_310_8b_protector_cannot_attack_its_battle(board):
    g = board(Ana=["Colossal Dreadmaw"], Bruno=[("Invasion of Tarkir", {"counters": {"defense": 5}})])
    with pytest.raises(IllegalActionError) as e:
        g.attack({"Colossal Dreadmaw": "Invasion of Tarkir"})
    assert e.value.rule == "310.8b"


def test_508_1a_legal_attacks_enumerated(board):
    g = board(Ana=["Grizzly Bears", ("Hill Giant", {"tapped": True}), "Wall of Stone"],
              Bruno=["Ajani, Caller of the Pride"])
    legal = [d.as_dict() for d in g.legal_declarations()]
    assert legal == [{}, {"Grizzly Bears": "Bruno"}, {"Grizzly Bears": "Ajani, Caller of the Pride"}]


def test_509_1a_tapped_creature_cannot_block(board):
    g = board(Ana=["Grizzly Bears"], Bruno=[("Hill Giant", {"tapped": True})])
    g.attack({"Grizzly Bears": "Bruno"})
    with pytest.raises(IllegalActionError) as e:
        g.block({"Hill Giant": "Grizzly Bears"})
    assert (e.value.rule, e.value.key) == ("509.1a", "block.tapped")


def test_509_1a_one_attacker_per_blocker(board):
    g = board(Ana=["Grizzly Bears", "Goblin Piker"], Bruno=["Hill Giant"])
    g.attack({"Grizzly Bears": "Bruno", "Goblin Piker": "Bruno"})
    with pytest.raises(IllegalActionError) as e:
        g.block({"Hill Giant": ["Grizzly Bears", "Goblin Piker"]})
    assert (e.value.rule, e.value.key) == ("509.1a", "block.too_many")


def test_509_1a_only_attacking_creatures_can_be_blocked(board):
    g = board(Ana=["Grizzly Bears", "Goblin Piker"], Bruno=["Hill Giant"])
    g.attack({"Grizzly Bears": "Bruno"})
    with pytest.raises(IllegalActionError) as e:
        g.block({"Hill Giant": "Goblin Piker"})
    assert e.value.key == "block.not_attacking"


def test_509_1h_blocked_and_unblocked(board):
    g = board(Ana=["Grizzly Bears", "Goblin Piker"], Bruno=["Hill Giant"])
    g.attack({"Grizzly Bears": "Bruno", "Goblin Piker": "Bruno"})
    events = g.block({"Hill Giant": "Goblin Piker"})
    assert [(e.key, e.params.get("attacker")) for e in events if e.rule == "509.1h"] == [
        ("block.unblocked", "Grizzly Bears"), ("block.blocked", "Goblin Piker")]


def test_509_1a_block_any_number(board):
    g = board(Ana=["Grizzly Bears", "Goblin Piker", "Raging Goblin"], Bruno=["Palace Guard"])
    g.attack({"Grizzly Bears": "Bruno", "Goblin Piker": "Bruno", "Raging Goblin": "Bruno"})
    g.block({"Palace Guard": ["Grizzly Bears", "Goblin Piker", "Raging Goblin"]})
    assert g.state.combat.blocked == {"Grizzly Bears", "Goblin Piker", "Raging Goblin"}


def test_733_pop_restores_state_exactly(board):
    g = board(Ana=["Elvish Regrower"], Bruno=["Vampire Spawn", "Helpful Hunter"])
    g.begin_combat()
    s0 = g.state.copy()
    g.attack({"Elvish Regrower": "Bruno"})
    s1 = g.state.copy()
    g.block({"Vampire Spawn": "Elvish Regrower"})
    s2 = g.state.copy()
    g.assign()
    assert isinstance(g.pop(), DamageAssignment)
    assert g.state == s2
    assert isinstance(g.pop(), BlockDeclaration) and g.state == s1
    assert isinstance(g.pop(), AttackDeclaration) and g.state == s0
    assert [e.key for e in g.events] == ["combat.begin"]
    with pytest.raises(IndexError):
        g.pop()


def test_508_1b_each_attacker_attacks_what_was_announced_for_it(board):
    g = board(Ana=["Grizzly Bears", "Hill Giant"], Bruno=["Ajani, Caller of the Pride"])
    g.attack({"Grizzly Bears": "Bruno", "Hill Giant": "Ajani, Caller of the Pride"})
    assert g.state.combat.attacking == {"Grizzly Bears": "Bruno", "Hill Giant": "Ajani, Caller of the Pride"}
    g.block({})
    g.assign()
    assert g.state.players["Bruno"].life == 18
    assert g.state.battlefield["Ajani, Caller of the Pride"].loyalty == 1


def test_508_1_and_510_1_declarations_are_equal_whatever_their_order(board):
    g = board(Ana=["Hill Giant", "Grizzly Bears"])
    a = AttackDeclaration.of({"Grizzly Bears": "Bruno", "Hill Giant": "Bruno"})
    assert a == AttackDeclaration.of({"Hill Giant": "Bruno", "Grizzly Bears": "Bruno"})
    assert a in list(g.legal_declarations())
    assert DamageAssignment.of({"X": {"A": 1, "B": 0}}) == DamageAssignment.of({"X": {"A": 1}})


@pytest.mark.parametrize("attacker,blocker,legal", [
    ("Questing Beast", "Savannah Lions", False), ("Questing Beast", "Hill Giant", True),
    ("Juggernaut", "Wall of Stone", False), ("Juggernaut", "Grizzly Bears", True),
    ("Silhana Ledgewalker", "Grizzly Bears", False), ("Silhana Ledgewalker", "Storm Crow", True),
])
def test_509_1b_evasion_written_in_oracle_text(board, attacker, blocker, legal):
    g = board(Ana=[attacker], Bruno=[blocker])
    g.attack({attacker: "Bruno"})
    assert g.is_legal(BlockDeclaration.of({blocker: attacker})) == legal


def test_509_1b_blocker_restrictions_in_oracle_text(board):
    g = board(Ana=["Hill Giant", "Storm Crow"], Bruno=["Ironclaw Orcs", "Cloud Sprite"])
    g.attack({"Hill Giant": "Bruno", "Storm Crow": "Bruno"})
    assert not g.is_legal(BlockDeclaration.of({"Ironclaw Orcs": "Hill Giant"}))  # power 2 or greater
    assert not g.is_legal(BlockDeclaration.of({"Cloud Sprite": "Hill Giant"}))  # only flyers
    assert g.is_legal(BlockDeclaration.of({"Cloud Sprite": "Storm Crow"}))


def test_509_1b_cant_be_blocked_by_more_than_one(board):
    g = board(Ana=["Stalking Tiger"], Bruno=["Grizzly Bears", "Hill Giant"])
    g.attack({"Stalking Tiger": "Bruno"})
    with pytest.raises(IllegalActionError) as e:
        g.block({"Grizzly Bears": "Stalking Tiger", "Hill Giant": "Stalking Tiger"})
    assert e.value.key == "block.max_one"
