"""The phase front end (mtgjudge/oracle/phase.py): each whitelisted node kind on a real card,
what is refused, the parse cache, and the combination with our own reading (oracle.read_line)."""

from __future__ import annotations

import subprocess
from dataclasses import replace
from functools import partial
import sys
from pathlib import Path

import pytest

from mtgjudge.oracle import phase as op
from mtgjudge.cards.model import Card
from mtgjudge.cr import r702_19_trample
from mtgjudge.cr import r702_keywords as kw
from mtgjudge.oracle import compile_card, read_line

ROOT = Path(__file__).resolve().parent.parent

needs_parser = pytest.mark.skipif(not op.enabled(), reason="no phase-python wheel for this platform")


def phase_reading(card, line):
    nodes = op.parsed_lines(card)
    assert nodes is not None and line in nodes
    return op.read_line(nodes[line], line)


# (real card, line, what phase's reading translates to). One row per whitelisted node kind.
KEYWORD_NODES = [
    ("Angel of Mercy", "Flying", kw.Flying),                          # 702.9
    ("Canopy Spider", "Reach", kw.Reach),                             # 702.17
    ("Avatar of Might", "Trample", r702_19_trample.Trample),          # 702.19
    ("Steadfast Guard", "Vigilance", kw.Vigilance),                   # 702.20
    ("Raging Goblin", "Haste", kw.Haste),                             # 702.10
    ("Viashino Runner", "Menace", kw.Menace),                         # 702.111
    ("Benalish Knight", "First strike", kw.FirstStrike),              # 702.7
    ("Drogskol Reaver", "Double strike", kw.DoubleStrike),            # 702.4
    ("Drogskol Reaver", "Lifelink", kw.Lifelink),                     # 702.15
    ("Deadly Recluse", "Deathtouch", kw.Deathtouch),                  # 702.2
    ("Angelic Wall", "Defender", kw.Defender),                        # 702.3
    ("Impervious Greatwurm", "Indestructible", kw.Indestructible),    # 702.12
    ("Plague Stinger", "Infect", kw.Infect),                          # 702.90
    ("Boggart Ram-Gang", "Wither", kw.Wither),                        # 702.80
    ("Severed Legion", "Fear", kw.Fear),                              # 702.36
    ("Heirs of Stromkirk", "Intimidate", kw.Intimidate),              # 702.13
    ("Soltari Foot Soldier", "Shadow", kw.Shadow),                    # 702.28
    ("Lu Xun, Scholar General", "Horsemanship", kw.Horsemanship),     # 702.31
    ("Wharf Infiltrator", "Skulk", kw.Skulk),                         # 702.118
]


@needs_parser
@pytest.mark.parametrize(("name", "line", "cls"), KEYWORD_NODES, ids=[r[2].__name__ for r in KEYWORD_NODES])
def test_702_keyword_nodes_on_real_cards(db, name, line, cls):
    r = phase_reading(db.get(name), line)
    assert r.status == "read" and r.items == (cls(line),)


@needs_parser
def test_702_164_toxic_and_702_14_landwalk_nodes_carry_their_value(db):
    line = "Menace, toxic 1"
    assert phase_reading(db.get("Vishgraz, the Doomhive"), line).items == (
        kw.Menace("Menace"), kw.Toxic("toxic 1", 1))
    assert phase_reading(db.get("Bog Wraith"), "Swampwalk").items == (kw.Landwalk("Swampwalk", 0, "Swamp"),)
    assert phase_reading(db.get("Rootwater Commando"), "Islandwalk").items == (
        kw.Landwalk("Islandwalk", 0, "Island"),)


# (real card, line, abilities expected). One row per whitelisted static-ability node kind.
STATIC_NODES = [
    ("Spineless Thug", "This creature can't block.", [kw.CantBlock]),                       # CantBlock
    ("Vigean Hydropon", "This creature can't attack or block.", [kw.CantAttack, kw.CantBlock]),  # CantAttackOrBlock
    ("Phantom Warrior", "This creature can't be blocked.", [kw.CantBeBlocked]),             # CantBeBlocked
    ("Bloodrock Cyclops", "This creature attacks each combat if able.", [kw.AttacksIfAble]),  # MustAttack
    ("Razorgrass Screen", "This creature blocks each combat if able.", [kw.BlocksIfAble]),  # MustBlock
    ("Warmonger Hellkite", "All creatures attack each combat if able.", [kw.AllAttack]),    # MustAttack, all
    ("Grand Melee", "All creatures block each combat if able.", [kw.AllBlock]),             # MustBlock, all
    ("Fumiko the Lowblood", "Creatures your opponents control attack each combat if able.",
     [kw.OpponentsAttack]),                                                                  # MustAttack, opponents'
    ("Hinterland Scourge", "This creature must be blocked if able.", [kw.MustBeBlocked]),   # MustBeBlocked
    ("Elvish Bard", "All creatures able to block this creature do so.", [kw.Lure]),         # MustBeBlockedByAll
    ("Stalking Tiger", "This creature can't be blocked by more than one creature.", [kw.MaxOneBlocker]),
    ("Two-Headed Giant of Foriys", "This creature can block an additional creature each combat.",
     [partial(kw.BlockAdditional, value=1)]),                                                # ExtraBlockers 1
    ("Watcher in the Web", "This creature can block an additional seven creatures each combat.",
     [partial(kw.BlockAdditional, value=7)]),                                                # ExtraBlockers 7
    ("Avatar of Hope", "This creature can block any number of creatures.", [kw.BlockAnyNumber]),  # ExtraBlockers null
    ("Militia Rallier", "This creature can't attack alone.", [kw.CantAttackAlone]),         # CombatAlone Attack
    ("Craven Hulk", "This creature can't block alone.", [kw.CantBlockAlone]),               # CombatAlone Block
    ("Silhana Ledgewalker", "This creature can't be blocked except by creatures with flying.",
     [kw.BlockedOnlyByFlyers]),                                                              # CantBeBlockedExceptBy Quality
    ("Cloud Elemental", "This creature can block only creatures with flying.", [kw.BlocksOnlyFlyers]),
]


@needs_parser
@pytest.mark.parametrize(("name", "line", "classes"), STATIC_NODES, ids=[r[0] for r in STATIC_NODES])
def test_508_509_static_nodes_on_real_cards(db, name, line, classes):
    r = phase_reading(db.get(name), line)
    assert r.status == "read" and r.abilities == tuple(cls(line) for cls in classes)


@needs_parser
def test_509_1b_static_nodes_with_a_value_on_real_cards(db):
    line = "This creature can't be blocked by Walls."
    assert phase_reading(db.get("Juggernaut"), line).abilities == (kw.EvadesSubtype(line, 0, "Wall"),)
    line = "This creature can't be blocked by creatures with power 2 or less."
    assert phase_reading(db.get("Outland Boar"), line).abilities == (kw.EvadesPowerOrLess(line, 2),)
    line = "This creature can't be blocked by creatures with power 3 or greater."
    assert phase_reading(db.get("Amrou Kithkin"), line).abilities == (kw.EvadesPowerOrMore(line, 3),)
    line = "This creature can't block creatures with power 3 or greater."
    assert phase_reading(db.get("Orgg"), line).abilities == (kw.CantBlockPowerOrMore(line, 3),)
    line = "No more than two creatures can attack each combat."
    assert phase_reading(db.get("Caverns of Despair"), line).abilities == (kw.MaxAttackers(line, 2),)
    line = "No more than two creatures can block each combat."
    assert phase_reading(db.get("Caverns of Despair"), line).abilities == (kw.MaxBlockers(line, 2),)


@needs_parser
def test_509_1b_node_kinds_no_current_card_prints():
    # No card in the pool says these any more (menace's reminder text does, and reminder
    # text is not rules text, 207.2); the node kinds are checked on made-up cards.
    card = Card("Test Brute", types=("Creature",), power="3", toughness="3",
                text="This creature can't be blocked except by two or more creatures.\n"
                     "This creature can't block creatures with flying.")
    a, b = op.card_lines(card)
    assert phase_reading(card, a).abilities == (kw.CantBeBlockedExceptByTwo(a),)
    assert phase_reading(card, b).abilities == (kw.CantBlockFlyers(b),)


@needs_parser
def test_phase_reads_what_our_regex_table_misreads(db):
    # Issue 8.4 wordings phase reads correctly: a legendary short name with no comma, a
    # compound sentence. With only phase reading them, they are modeled.
    zurgo = db.get("Zurgo Helmsmasher")
    assert read_line("Zurgo attacks each combat if able.", zurgo, {"haste"}).abilities == (
        kw.AttacksIfAble("Zurgo attacks each combat if able."),)
    line = "This creature can't block and can't be blocked."
    assert compile_card(db.get("Tormented Soul")).abilities == (kw.CantBlock(line), kw.CantBeBlocked(line))


# --------------------------------------------------------------------------- refusals


@needs_parser
def test_markers_make_a_line_not_understood(db):
    # parse_warnings (a swallowed "as long as" clause) and an Unimplemented effect.
    liege = db.get("Gaea's Liege")
    line = op.card_lines(liege)[0]
    assert phase_reading(liege, line).status == "unparsed"
    made = Card("Test Bear", types=("Creature",), power="2", toughness="2", text="Flurble the wibbet.")
    assert phase_reading(made, "Flurble the wibbet.").status == "unparsed"
    assert compile_card(made).not_modeled == ("Flurble the wibbet.",)


@needs_parser
def test_unknown_fields_and_values_are_not_applied(db):
    # A condition ("as long as you control three or more artifacts"), a mode off the whitelist
    # (indestructible during your turn): parsed, not applied, never guessed.
    made = Card("Test Scout", types=("Creature",), power="1", toughness="1",
                text="This creature can't be blocked as long as an opponent controls three or more artifacts.")
    line = made.text
    assert phase_reading(made, line).status == "parsed"
    assert compile_card(made).abilities == () and compile_card(made).not_modeled == (line,)
    # "as long as you control three or more artifacts" is the static grammar's (611.3b)
    ours = replace(made, text="This creature can't be blocked as long as you control three or more artifacts.")
    assert phase_reading(ours, ours.text).status == "parsed" and compile_card(ours).not_modeled == ()
    zurgo = db.get("Zurgo Helmsmasher")
    assert phase_reading(zurgo, "During your turn, Zurgo has indestructible.").status == "parsed"


@needs_parser
def test_lost_words_make_a_static_not_applied(db):
    # phase keeps CantAttack and drops "a player it has already attacked this turn": the
    # sentence says more than the whitelisted wording, so it is not applied.
    card = db.get("Bloodthirster")
    line = "This creature can't attack a player it has already attacked this turn."
    assert phase_reading(card, line).status == "parsed"
    assert line in compile_card(card).not_modeled
    # A lost subject: "Your opponents can't block with ..." read as this creature can't block.
    made = Card("Test Tyrant", types=("Creature",), power="4", toughness="4",
                text="Your opponents can't block with creatures with even mana values.")
    assert phase_reading(made, made.text).status != "read"


@needs_parser
def test_keyword_nodes_must_say_what_the_item_says():
    # phase takes the keyword list from the card data; an item it names differently
    # (here the data says Trample for "Trample over planeswalkers") is not read by phase.
    assert op._keyword("Trample", "Trample over planeswalkers") is None
    assert op._keyword({"Toxic": 2}, "toxic 3") is None
    assert op._keyword({"Landwalk": "Nonbasic"}, "Nonbasic landwalk") is None  # not a land type
    assert op._keyword("FirstStrike", "First strike") == kw.FirstStrike("First strike")


# --------------------------------------------------------------------------- combination


@needs_parser
def test_disagreement_makes_the_line_not_modeled_and_is_listed(db):
    # Our regex table reads "Oxen" as the type "Oxen"; phase reads Ox. Both read it and
    # differ: not modeled, and the disagreement is recorded.
    card = db.get("Ox Drover")
    line = "This creature can't be blocked by Oxen."
    r = read_line(line, card, {"vigilance"})
    if r.status == "modeled":  # our grammar reads Ox too: they agree
        assert r.abilities == (kw.EvadesSubtype(line, 0, "Ox"),)
        return
    assert r.abilities == () and r.not_modeled == (line,)
    assert r.disagreements == (("can't be blocked by a creature type Oxen",
                                "can't be blocked by a creature type Ox"),)


def test_without_the_parser_our_reading_alone(monkeypatch):
    monkeypatch.setenv(op.ENV_SWITCH, "0")
    monkeypatch.setattr(op, "_memo", {})
    card = Card("Test Angel", types=("Creature",), power="4", toughness="4",
                keywords=("Flying",), text="Flying\nThis creature can't block.")
    assert op.parsed_lines(card) is None
    assert compile_card.__wrapped__(card).abilities == (kw.Flying("Flying"), kw.CantBlock("This creature can't block."))
    assert "our own grammar only" in op.parser_status()


# --------------------------------------------------------------------------- cache


@needs_parser
def test_parse_cache_is_kept_in_the_card_database(db):
    card = db.get("Stalking Tiger")
    op.parsed_lines(card)
    stored = db.parsed("Stalking Tiger", op.PARSER_ID)
    assert stored is not None
    assert op.unpack(stored) == op.parse_card(card)
    assert db.parsed("Stalking Tiger", "another parser") is None


@needs_parser
def test_fresh_judge_on_a_cached_board_does_not_import_the_parser(db, tmp_path):
    example = ROOT / "examples" / "510.1c-regrower.yaml"
    for name in ("Elvish Regrower", "Vampire Spawn", "Helpful Hunter"):
        op.parsed_lines(db.get(name))
    code = ("import sys; from mtgjudge.scenario import judge_file; "
            f"r = judge_file({str(example)!r}); "
            "assert r.legal; print('phase' in sys.modules, r.not_modeled[:1])")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
                         check=False)
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("False")


@needs_parser
def test_parse_database_uses_every_worker_and_reports_progress(tmp_path):
    from mtgjudge.cards.db import CardDB

    small = CardDB.build(tmp_path / "cards.sqlite", ROOT / "tests" / "data" / "scryfall_oracle_cards.json")
    seen = []
    n = op.parse_database(small, workers=2, progress=lambda done, total: seen.append((done, total)),
                          chunk=2)
    assert n == len(small) and seen[0] == (0, n) and seen[-1] == (n, n)
    assert small.unparsed_names(op.PARSER_ID) == []
    assert op.parse_database(small, workers=2) == 0  # parsed once, never twice


@needs_parser
def test_cli_data_build_parse_parses_every_card_with_progress(tmp_path, monkeypatch):
    from typer.testing import CliRunner

    from mtgjudge.cards.db import CardDB
    from mtgjudge.cli import app

    op._phase()  # loaded from the real cache folder, not downloaded again into tmp_path
    monkeypatch.setenv("MTGJUDGE_HOME", str(tmp_path))
    source = ROOT / "tests" / "data" / "scryfall_oracle_cards.json"
    out = CliRunner().invoke(app, ["data", "build", "--from", str(source), "--parse"])
    assert out.exit_code == 0, out.output
    with CardDB(tmp_path / "cards.sqlite") as small:
        n = len(small)
        assert small.unparsed_names(op.PARSER_ID) == []
    assert f"mtgjudge: parsed {n:,} of {n:,} cards" in out.output


@needs_parser
def test_a_wheel_with_another_hash_is_refused(tmp_path):
    from mtgjudge.errors import CardDataError

    file_name, _ = op.wheel_for_platform()
    with pytest.raises(CardDataError, match="refusing to load an unverified parser"):
        op._install(tmp_path / "phase", file_name, "0" * 64)
    assert not (tmp_path / "phase").exists()


def test_a_platform_with_no_wheel_uses_our_reading_and_says_so(monkeypatch):
    monkeypatch.setattr(op, "wheel_for_platform", lambda: None)
    monkeypatch.setattr(op, "_memo", {})
    assert not op.enabled()
    assert "has no wheel for" in op.parser_status() and "our own grammar only" in op.parser_status()
    card = Card("Test Wall", types=("Creature",), power="0", toughness="4", keywords=("Defender",),
                text="Defender\nThis creature can block any number of creatures.")
    assert compile_card.__wrapped__(card).abilities == (
        kw.Defender("Defender"), kw.BlockAnyNumber("This creature can block any number of creatures."))
