"""The card database: a damaged file is explained or rebuilt, never a crash; concurrent
first runs build it once (a file lock), the others wait and reuse it."""

from __future__ import annotations

import fcntl
import json
import random
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from mtgjudge.cards.db import CardDB, lock_path
from mtgjudge.errors import CardDataError, UnknownCardError

DATA = Path(__file__).resolve().parent / "data"
SCRYFALL = DATA / "scryfall_oracle_cards.json"


@pytest.fixture
def built(tmp_path: Path) -> Path:
    path = tmp_path / "cards.sqlite"
    CardDB.build(path, SCRYFALL).close()
    return path


def test_missing_table_is_explained_then_rebuilt_from_the_same_source(built, capsys):
    conn = sqlite3.connect(built)
    conn.execute("DROP TABLE suggest_grams")
    conn.commit()
    conn.close()
    with pytest.raises(CardDataError, match=r"is damaged \(missing tables: suggest_grams\): rebuild it with"):
        CardDB.open(built, build=False)
    with CardDB.open(built) as db:  # rebuilt from the fixture it was built from
        assert db.get("Goblin").name == "Goblin" and db.suggest("Gobln") == ["Goblin"]
    assert "building card database" in capsys.readouterr().err


def test_truncated_file_is_explained(built):
    data = built.read_bytes()
    built.write_bytes(data[: len(data) // 2])
    with pytest.raises(CardDataError):
        CardDB.open(built, build=False)


def test_wrong_card_count_is_damage(built):
    conn = sqlite3.connect(built)
    conn.execute("DELETE FROM cards WHERE id = 1")
    conn.commit()
    conn.close()
    with pytest.raises(CardDataError, match="cards, but .* were written"):
        CardDB.open(built, build=False)


def test_corrupted_pages_give_card_data_errors_only(built):
    """Random bytes overwritten anywhere: opening and every query either work or raise
    CardDataError (or UnknownCardError for a name), never anything else."""
    data = built.read_bytes()
    rng = random.Random(7)
    outcomes = {"ok": 0, "damaged": 0}
    for _ in range(60):
        damaged = bytearray(data)
        for _ in range(rng.choice([1, 8, 64])):
            damaged[rng.randrange(100, len(damaged))] = rng.randrange(256)
        built.write_bytes(bytes(damaged))
        try:
            with CardDB.open(built, build=False) as db:
                for name in ("Goblin", "Fire // Ice", "Gobln", "Nothing Like It"):
                    try:
                        db.get(name)
                    except UnknownCardError:
                        pass
                db.search("g")
                len(db)
            outcomes["ok"] += 1
        except CardDataError as e:
            assert "damaged" in str(e) or "not a readable card database" in str(e)
            outcomes["damaged"] += 1
    assert outcomes["damaged"] > 0 and outcomes["ok"] > 0


_OPEN = """
import json, os, sys
from pathlib import Path
from mtgjudge.cards.db import CardDB
db = CardDB.open(Path(sys.argv[1]), source=Path(sys.argv[2]))
print(json.dumps({"built_at": db.meta["built_at"], "inode": os.stat(sys.argv[1]).st_ino,
                  "goblin": db.get("Goblin").name}))
"""


def test_concurrent_first_runs_build_once_and_the_others_reuse_it(tmp_path):
    """Real processes: while the lock is held (as by a build under way), three first runs
    start; when it is released exactly one builds and the other two use its file."""
    path = tmp_path / "home" / "cards.sqlite"
    path.parent.mkdir()
    with open(lock_path(path), "a+b") as held:
        fcntl.flock(held.fileno(), fcntl.LOCK_EX)
        procs = [subprocess.Popen([sys.executable, "-c", _OPEN, str(path), str(SCRYFALL)],
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
                 for _ in range(3)]
        time.sleep(1.5)  # all three have found no database and wait for the lock
        assert not path.exists() and all(p.poll() is None for p in procs)
    results = [p.communicate(timeout=60) for p in procs]
    assert [p.returncode for p in procs] == [0, 0, 0], results
    builds = sum(err.count("building card database") for _, err in results)
    assert builds == 1
    outs = [json.loads(out) for out, _ in results]
    assert len({(o["built_at"], o["inode"]) for o in outs}) == 1
    assert {o["goblin"] for o in outs} == {"Goblin"}
