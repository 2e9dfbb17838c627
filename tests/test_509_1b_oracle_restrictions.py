"""CR 509.1a-b: blocking limits and restrictions written in real cards' Oracle text, as
our grammar reads them (the wordings the table of regular expressions misread or
missed: numbers of additional blocks, short names, irregular plurals and two-word types,
compound sentences, "greater power")."""

from __future__ import annotations

import pytest

from mtgjudge import BlockDeclaration, IllegalActionError
from mtgjudge.cr import r702_keywords as kw
from mtgjudge.oracle import compile_card


def readings(db, name):
    return [(type(a), a.value) for a in compile_card(db.get(name)).abilities]


def test_509_1a_watcher_in_the_web_blocks_an_additional_seven(board, db):
    # "This creature can block an additional seven creatures each combat.": eight in all.
    assert (kw.BlockAdditional, 7) in readings(db, "Watcher in the Web")
    g = board(Bruno=["Watcher in the Web"])
    for i in range(9):
        g.add_creature(f"Soldier {i}", "Ana", 1, 1)
    g.attack({f"Soldier {i}": "Bruno" for i in range(9)})
    assert g.is_legal(BlockDeclaration.of({"Watcher in the Web": [f"Soldier {i}" for i in range(8)]}))
    with pytest.raises(IllegalActionError) as e:
        g.block({"Watcher in the Web": [f"Soldier {i}" for i in range(9)]})
    assert (e.value.rule, e.value.key) == ("509.1a", "block.too_many")


def test_509_1a_an_additional_creature_is_one_more(board):
    g = board(Ana=["Grizzly Bears", "Goblin Piker", "Savannah Lions"], Bruno=["Night Market Guard"])
    g.attack({"Grizzly Bears": "Bruno", "Goblin Piker": "Bruno", "Savannah Lions": "Bruno"})
    assert g.is_legal(BlockDeclaration.of({"Night Market Guard": ["Grizzly Bears", "Goblin Piker"]}))
    assert not g.is_legal(BlockDeclaration.of(
        {"Night Market Guard": ["Grizzly Bears", "Goblin Piker", "Savannah Lions"]}))


def test_509_1b_legolas_short_name_without_a_comma(board, db):
    # "Legolas can't be blocked by creatures with power 2 or less." on Legolas Greenleaf
    assert compile_card(db.get("Legolas Greenleaf")).abilities[1] == kw.EvadesPowerOrLess(
        "Legolas can't be blocked by creatures with power 2 or less.", 2)
    g = board(Ana=["Legolas Greenleaf"], Bruno=["Grizzly Bears", "Hill Giant"])
    g.attack({"Legolas Greenleaf": "Bruno"})
    with pytest.raises(IllegalActionError) as e:
        g.block({"Grizzly Bears": "Legolas Greenleaf"})
    assert (e.value.rule, e.value.key) == ("509.1b", "block.evades")
    assert g.is_legal(BlockDeclaration.of({"Hill Giant": "Legolas Greenleaf"}))


def test_509_1b_zurgo_bellstriker_short_name_cant_block_power_2_or_greater(board):
    g = board(Ana=["Grizzly Bears", "Raging Goblin"], Bruno=["Zurgo Bellstriker"])
    g.attack({"Grizzly Bears": "Bruno", "Raging Goblin": "Bruno"})
    with pytest.raises(IllegalActionError) as e:
        g.block({"Zurgo Bellstriker": "Grizzly Bears"})
    assert (e.value.rule, e.value.key) == ("509.1b", "block.limited")
    assert g.is_legal(BlockDeclaration.of({"Zurgo Bellstriker": "Raging Goblin"}))


def test_509_1b_ox_drover_cant_be_blocked_by_oxen(board, db):
    assert [a.subtype for a in compile_card(db.get("Ox Drover")).abilities
            if isinstance(a, kw.EvadesSubtype)] == ["Ox"]
    g = board(Ana=["Ox Drover"], Bruno=["Grizzly Bears"])
    g.add_creature("Ox", "Bruno", 2, 4, subtypes=["Ox"])  # the token Ox Drover makes
    g.attack({"Ox Drover": "Bruno"})
    with pytest.raises(IllegalActionError) as e:
        g.block({"Ox": "Ox Drover"})
    assert (e.value.rule, e.value.key) == ("509.1b", "block.evades")
    assert g.is_legal(BlockDeclaration.of({"Grizzly Bears": "Ox Drover"}))


def test_509_1b_kor_castigator_cant_be_blocked_by_eldrazi_scions(board):
    # "Eldrazi Scions": creatures that are both Eldrazi and Scions; an Eldrazi Spawn may block.
    g = board(Ana=["Kor Castigator"])
    g.add_creature("Eldrazi Scion", "Bruno", 1, 1, subtypes=["Eldrazi", "Scion"])
    g.add_creature("Eldrazi Spawn", "Bruno", 0, 1, subtypes=["Eldrazi", "Spawn"])
    g.attack({"Kor Castigator": "Bruno"})
    assert not g.is_legal(BlockDeclaration.of({"Eldrazi Scion": "Kor Castigator"}))
    assert g.is_legal(BlockDeclaration.of({"Eldrazi Spawn": "Kor Castigator"}))


@pytest.mark.parametrize("blocker,legal", [
    ("White Knight", False), ("Wall of Stone", False), ("Grizzly Bears", True)])
def test_509_1b_rampart_smasher_cant_be_blocked_by_knights_or_walls(board, blocker, legal):
    g = board(Ana=["Rampart Smasher"], Bruno=[blocker])
    g.attack({"Rampart Smasher": "Bruno"})
    assert g.is_legal(BlockDeclaration.of({blocker: "Rampart Smasher"})) == legal


@pytest.mark.parametrize("blocker,legal", [
    ("Storm Crow", True), ("Giant Spider", True), ("Grizzly Bears", False)])
def test_509_1b_signal_pest_except_by_creatures_with_flying_or_reach(board, blocker, legal):
    g = board(Ana=["Signal Pest"], Bruno=[blocker])
    g.attack({"Signal Pest": "Bruno"})
    assert g.is_legal(BlockDeclaration.of({blocker: "Signal Pest"})) == legal


@pytest.mark.parametrize("blocker,legal", [("Grizzly Bears", False), ("Raging Goblin", True)])
def test_509_1b_prehistoric_pet_cant_be_blocked_by_greater_power(board, blocker, legal):
    # Prehistoric Pet is 1/2: Grizzly Bears (2) has greater power; Raging Goblin (1) hasn't.
    g = board(Ana=["Prehistoric Pet"], Bruno=[blocker])
    g.attack({"Prehistoric Pet": "Bruno"})
    assert g.is_legal(BlockDeclaration.of({blocker: "Prehistoric Pet"})) == legal


@pytest.mark.parametrize("counters,legal", [({}, False), ({"+1/+1": 1}, True)])
def test_509_1b_locke_greater_power_compares_current_power(board, counters, legal):
    # "Locke can't be blocked by creatures with greater power.": Locke is 2/3, Hill Giant
    # 3/3; with a +1/+1 counter Locke's power is 3 and Hill Giant's isn't greater.
    g = board(Ana=[("Locke, Treasure Hunter", {"counters": counters})], Bruno=["Hill Giant"])
    g.attack({"Locke, Treasure Hunter": "Bruno"})
    assert g.is_legal(BlockDeclaration.of({"Hill Giant": "Locke, Treasure Hunter"})) == legal
    if not legal:
        with pytest.raises(IllegalActionError) as e:
            g.block({"Hill Giant": "Locke, Treasure Hunter"})
        assert (e.value.rule, e.value.key) == ("509.1b", "block.evades")


def test_509_1b_tormented_soul_cant_block_and_cant_be_blocked(board, db):
    assert [type(a) for a in compile_card(db.get("Tormented Soul")).abilities] == [kw.CantBlock, kw.CantBeBlocked]
    g = board(Ana=["Tormented Soul", "Grizzly Bears"], Bruno=["Tormented Soul", "Hill Giant"])
    ours, theirs = (p.id for p in g.state.battlefield.values() if p.card.name == "Tormented Soul")
    g.attack({ours: "Bruno", "Grizzly Bears": "Bruno"})
    with pytest.raises(IllegalActionError) as e:
        g.block({"Hill Giant": ours})
    assert (e.value.rule, e.value.key) == ("509.1b", "block.unblockable")
    with pytest.raises(IllegalActionError) as e:
        g.block({theirs: "Grizzly Bears"})
    assert (e.value.rule, e.value.key) == ("509.1b", "block.cant")


def test_509_1b_phyrexian_colossus_except_by_three_or_more(board):
    g = board(Ana=["Phyrexian Colossus"], Bruno=["Grizzly Bears", "Hill Giant", "Savannah Lions"])
    g.attack({"Phyrexian Colossus": "Bruno"})
    with pytest.raises(IllegalActionError) as e:
        g.block({"Grizzly Bears": "Phyrexian Colossus", "Hill Giant": "Phyrexian Colossus"})
    assert (e.value.rule, e.value.key) == ("509.1b", "block.n_or_more")
    assert e.value.params == {"attacker": "Phyrexian Colossus", "n": 3, "count": 2}
    assert g.is_legal(BlockDeclaration.of(
        {"Grizzly Bears": "Phyrexian Colossus", "Hill Giant": "Phyrexian Colossus",
         "Savannah Lions": "Phyrexian Colossus"}))


@pytest.mark.parametrize("others,must_block", [(["Grizzly Bears"], False), (["Grizzly Bears", "Hill Giant"], True)])
def test_509_1c_blocks_if_able_against_three_or_more(board, others, must_block):
    # A creature that blocks if able can obey only if three creatures block the Colossus
    # (509.1b restriction): with two creatures in all, not blocking breaks no requirement.
    g = board(Ana=["Phyrexian Colossus"], Bruno=others)
    g.add_creature("Eager Blocker", "Bruno", 1, 1, keywords=["blocks each combat if able"])
    g.attack({"Phyrexian Colossus": "Bruno"})
    assert g.is_legal(BlockDeclaration.of({})) == (not must_block)
    if must_block:
        assert g.is_legal(BlockDeclaration.of({n: "Phyrexian Colossus" for n in [*others, "Eager Blocker"]}))


@pytest.mark.parametrize("attacker,blocker,legal", [
    ("Metathran Transport", "Storm Crow", False),      # can't be blocked by blue creatures
    ("Metathran Transport", "Giant Spider", True),      # (it has flying; Giant Spider reach)
    ("Dread Warlock", "Grizzly Bears", False),         # except by black creatures
    ("Dread Warlock", "Typhoid Rats", True),
    ("Clockwork Steed", "Ornithopter", False),         # by artifact creatures
    ("Clockwork Steed", "Grizzly Bears", True),
    ("Stone Spirit", "Storm Crow", False),             # by creatures with flying
    ("Stone Spirit", "Grizzly Bears", True),
])
def test_509_1b_evasion_by_colour_card_type_or_ability(board, attacker, blocker, legal):
    g = board(Ana=[attacker], Bruno=[blocker])
    g.attack({attacker: "Bruno"})
    assert g.is_legal(BlockDeclaration.of({blocker: attacker})) == legal
    if not legal:
        with pytest.raises(IllegalActionError) as e:
            g.block({blocker: attacker})
        assert (e.value.rule, e.value.key) == ("509.1b", "block.evades")
