"""CR 205.3: subtypes named in Oracle text, singular or plural ("a Plains", "Other Heroes",
"Elves you control"), read against the subtypes real cards have (mtgjudge/data/subtypes.json)."""

from __future__ import annotations

import pytest

from conftest import all_pass, checked
from mtgjudge.cards.subtypes import BASIC_LAND_TYPES, known_subtypes, subtypes_of
from mtgjudge.oracle import statics
from mtgjudge.oracle.shapes import subtype_named
from mtgjudge.scenario import Scenario, judge


def _judge(text: str, db):
    return checked(judge(Scenario.from_yaml(text), db))


def _pt(g, name: str) -> tuple[int, int]:
    p = g.state.battlefield[name]
    return p.power, p.toughness


# ---------------------------------------------------------------- the word -> the subtype
@pytest.mark.parametrize(("word", "subtype", "card"), [
    ("Plains", "Plains", "Wild Nacatl"),
    ("Allies", "Ally", "Allied Teamwork"),
    ("Heroes", "Hero", "Zarda, the Power Princess"),
    ("Elves", "Elf", "Canopy Tactician"),
    ("Elves'", "Elf", None),
    ("Dwarves", "Dwarf", "Magda, Brazen Outlaw"),
    ("Wolves", "Wolf", "Wren's Run Packmaster"),
    ("Werewolves", "Werewolf", "Elite Inquisitor"),
    ("Octopuses", "Octopus", "Serpent of Yawning Depths"),
    ("Sphinxes", "Sphinx", None),
    ("Mice", "Mouse", "Mabel, Heir to Cragflame"),
    ("Foxes", "Fox", None),
    ("Homunculi", "Homunculus", None),
    ("Leeches", "Leech", "Furgul, Quag Nurturer"),
    ("Oxen", "Ox", "Bruse Tarl, Roving Rancher"),
    ("Merfolk", "Merfolk", "Lord of Atlantis"),
    ("Kithkin", "Kithkin", "Champion of the Clachan"),
    ("Fungi", "Fungus", "The Mycotyrant"),
    ("Cyclopes", "Cyclops", None),
    ("Djinn", "Djinn", None),
    ("Phyrexians", "Phyrexian", "Grafted Butcher"),
    ("Scions", "Scion", "Kor Castigator"),  # a token's type only (111.4)
    ("Urza's", "Urza's", None),
    ("Eldrazi", "Eldrazi", "Extricator of Flesh"),
])
def test_205_3_an_oracle_word_names_its_subtype(word, subtype, card, db):
    assert subtype_named(word) == subtype
    if card is not None:  # the word as that card's Oracle text writes it
        assert word in db.get(card).text


@pytest.mark.parametrize("word", ["Lands", "Creatures", "Creature", "Plain", "Allie", "Heroe",
                                  "Werewolve", "The", "You", "Nontoken"])
def test_205_3_a_word_naming_no_subtype_is_none(word):
    assert subtype_named(word) is None


def test_205_3i_basic_land_types_and_the_data_file(db):
    known = known_subtypes()
    assert set(BASIC_LAND_TYPES) <= known
    rows = [("Plateau", "Land — Mountain Plains", ("Mountain", "Plains"), ""),
            ("Bonesplitter", "Artifact — Equipment", ("Equipment",), ""),
            ("Doctor", "Legendary Creature — Time Lord Doctor", ("Time Lord", "Doctor"), ""),
            ("Dryad Arbor", "Land Creature — Forest Dryad", ("Forest", "Dryad"), ""),
            ("Elvish Impersonators", "Creature — Elves", ("Elves",), ""),
            ("Kozilek's Predator", "Creature — Eldrazi Drone", ("Eldrazi", "Drone"),
             "When this creature enters, create two 0/1 colorless Eldrazi Spawn creature tokens.")]
    got = subtypes_of(rows)
    assert got["land"] == ["Forest", "Island", "Mountain", "Plains", "Swamp"]
    assert got["artifact"] == ["Equipment"]
    assert got["creature"] == ["Doctor", "Drone", "Dryad", "Eldrazi", "Spawn", "Time Lord"]
    # The checked-in file is what the card database gives.
    from mtgjudge.cards.subtypes import _data

    assert subtypes_of(db.type_lines()) == _data()


# ---------------------------------------------------------------- judged boards
NACATL = """
active: Ana
players: {Ana: {}, Bruno: {}}
battlefield:
  Ana: [Grizzly Bears]
  Bruno: [Wild Nacatl%s]
attack: {Grizzly Bears: Bruno}
block: {Wild Nacatl: Grizzly Bears}
"""


def test_205_3i_wild_nacatl_counts_a_plains(db):
    # "+1/+1 as long as you control a Mountain" and "... a Plains": 3/3 with both.
    ruling = _judge(NACATL % ", Mountain, Plains", db)
    nacatl = ruling.state.battlefield["Wild Nacatl"]
    assert (nacatl.power, nacatl.toughness, nacatl.damage) == (3, 3, 2)
    assert ruling.state.graveyard == ["Grizzly Bears"]


def test_205_3i_wild_nacatl_with_a_plains_only_trades(db):
    ruling = _judge(NACATL % ", Plains", db)
    assert ruling.state.graveyard == ["Grizzly Bears", "Wild Nacatl"]


def test_205_3m_zarda_gives_exalted_to_a_hero(board):
    # Zarda: "Other Heroes you control have exalted." Amateur Hero (3/3, Human Hero)
    # attacks alone: one instance of exalted -> 4/4 (702.83a).
    g = board(Ana=["Zarda, the Power Princess", "Amateur Hero", "Grizzly Bears"])
    assert g.state.battlefield["Amateur Hero"].has("exalted")
    assert not g.state.battlefield["Grizzly Bears"].has("exalted")
    g.attack({"Amateur Hero": "Bruno"})
    all_pass(g)
    assert _pt(g, "Amateur Hero") == (4, 4)
    g.block({})
    g.assign()
    assert g.state.players["Bruno"].life == 16


def test_205_3m_allies_you_control(board):
    # Allied Teamwork: "Allies you control get +1/+1." Ondu Cleric is a Kor Cleric Ally.
    g = board(Ana=["Allied Teamwork", "Ondu Cleric", "Grizzly Bears"], Bruno=["Kor Castigator"])
    assert _pt(g, "Ondu Cleric") == (2, 2)
    assert _pt(g, "Grizzly Bears") == (2, 2)
    assert _pt(g, "Kor Castigator") == (3, 1)  # an opponent's Ally


@pytest.mark.parametrize(("lord", "kin", "other", "pt"), [
    ("Canopy Tactician", "Elvish Mystic", "Grizzly Bears", (2, 2)),         # Other Elves: +1/+1
    ("Magda, Brazen Outlaw", "Dwarven Trader", "Grizzly Bears", (2, 1)),    # Other Dwarves: +1/+0
    ("Mabel, Heir to Cragflame", "Mouse Trapper", "Grizzly Bears", (4, 3)),  # Other Mice: +1/+1
    ("Champion of the Clachan", "Goldmeadow Harrier", "Grizzly Bears", (2, 2)),  # Other Kithkin
    ("Grafted Butcher", "Phyrexian Rager", "Grizzly Bears", (3, 3)),        # Other Phyrexians
])
def test_205_3m_lords_of_irregular_plurals(lord, kin, other, pt, board):
    g = board(Ana=[lord, kin, other])
    assert _pt(g, kin) == pt
    assert _pt(g, other) == (2, 2)


def test_205_3m_wolves_you_control_have_deathtouch(board):
    # Wren's Run Packmaster: "Wolves you control have deathtouch." (a sentence that starts
    # with the plural). Wolfir Avenger is a Wolf Warrior.
    g = board(Ana=["Wren's Run Packmaster", "Wolfir Avenger", "Grizzly Bears"])
    assert g.state.battlefield["Wolfir Avenger"].has("deathtouch")
    assert not g.state.battlefield["Grizzly Bears"].has("deathtouch")


def test_205_3m_oxen_you_control_have_double_strike(db):
    # Bruse Tarl, Roving Rancher: "Oxen you control have double strike." Ox of Agonas
    # (4/2 Ox) unblocked deals 4 in each combat damage step (702.4b).
    ruling = _judge("""
active: Ana
players: {Ana: {}, Bruno: {}}
battlefield:
  Ana: ["Bruse Tarl, Roving Rancher", Ox of Agonas]
attack: {Ox of Agonas: Bruno}
""", db)
    assert ruling.state.players["Bruno"].life == 12


def test_702_16_protection_from_werewolves(db):
    # Elite Inquisitor: "Protection from Vampires, from Werewolves, and from Zombies":
    # Gatstaf Shepherd (Human Werewolf) can't block it (702.16f).
    ruling = judge(Scenario.from_yaml("""
active: Ana
players: {Ana: {}, Bruno: {}}
battlefield:
  Ana: [Elite Inquisitor]
  Bruno: [Gatstaf Shepherd]
attack: {Elite Inquisitor: Bruno}
block: {Gatstaf Shepherd: Elite Inquisitor}
"""), db)
    assert ruling.error is not None and ruling.error.rule == "702.16f"


def test_205_3m_a_plural_subject_that_is_no_creature_type_is_not_read():
    # Merchant of Truth: "Clues you control have exalted." Clues aren't creatures, and a
    # Clue's exalted counts (702.83a): not read as a creature filter.
    assert statics.read_line("Clues you control have exalted.", ()) is None
    assert statics.read_line("Elves you control have trample.", ()) is not None


def test_205_3m_sliver_creatures_you_control(board):
    # Predatory Sliver: "Sliver creatures you control get +1/+1."
    g = board(Ana=["Predatory Sliver", "Muscle Sliver", "Grizzly Bears"], Bruno=["Metallic Sliver"])
    # and Muscle Sliver's "All Sliver creatures get +1/+1.", whoever controls them
    assert _pt(g, "Predatory Sliver") == (3, 3)
    assert _pt(g, "Muscle Sliver") == (3, 3)
    assert _pt(g, "Grizzly Bears") == (2, 2)
    assert _pt(g, "Metallic Sliver") == (2, 2)


def test_615_a_prevention_for_a_subtype_reads_the_subtype(db):
    # Daunting Defender: "... damage to a Cleric creature you control, prevent 1 ...".
    from mtgjudge.oracle import damage

    line = db.get("Daunting Defender").text.splitlines()[0]
    (got,) = damage.read_line(line)
    assert got.spec[2] == "yours:Cleric"
    # "a nontoken creature" names no subtype: not read (once it was "yours:Nontoken").
    assert damage.read_line(line.replace("Cleric", "nontoken")) is None
