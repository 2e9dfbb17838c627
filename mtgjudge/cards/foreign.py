"""Card names in other languages, from the user's own card data (Spanish for now).

The pinned card data has English Oracle names only. A user with MTGJSON's
``AtomicCards.json`` (each card's ``foreignData``: ``{"language": "Spanish", "name":
...}``) or a Scryfall "All cards" file (printings with ``"lang": "es"`` and a
``printed_name``) can install the Spanish names with ``mtgjudge data names --from
FILE``; they are saved as ``names.json`` beside the card database. Then a Spanish name
is accepted wherever a card name is (``Ángel de Serra`` finds Serra Angel), and Spanish
rulings show both: ``Ángel de Serra (Serra Angel)``. Card names in the engine stay
Oracle names.
"""

from __future__ import annotations

import bisect
import json
import re
from pathlib import Path
from typing import Any

from mtgjudge.cards.model import fold_name
from mtgjudge.errors import CardDataError
from mtgjudge.userdata import read_json, write_json

FILE_NAME = "names.json"
#: Our language code -> MTGJSON's ``language`` and Scryfall's ``lang``.
LANGUAGES = {"es": ("Spanish", "es")}


def names_path(folder: Path | None = None) -> Path:
    """``names.json`` in ``folder`` (default: the default card database's folder,
    ``$MTGJUDGE_HOME``)."""
    if folder is None:
        from mtgjudge.cards.home import default_db_path

        folder = default_db_path().parent
    return Path(folder) / FILE_NAME


def extract(data: Any) -> dict[str, dict[str, str]]:
    """Printed name -> Oracle name per language, from MTGJSON AtomicCards data (a
    mapping with ``data``) or a Scryfall card list. Faces of multi-face cards map to
    their own Oracle face names."""
    out: dict[str, dict[str, str]] = {lang: {} for lang in LANGUAGES}
    if isinstance(data, dict) and isinstance(data.get("data"), dict):
        for oracle, faces in data["data"].items():
            for face in faces if isinstance(faces, list) else ():
                for fd in face.get("foreignData") or ():
                    for lang, (language, _) in LANGUAGES.items():
                        if fd.get("language") != language:
                            continue
                        if fd.get("faceName") and face.get("faceName"):
                            out[lang].setdefault(fd["faceName"], face["faceName"])
                        elif fd.get("name"):
                            out[lang].setdefault(fd["name"], oracle)
    elif isinstance(data, list):
        for card in data:
            if not isinstance(card, dict):
                continue
            for lang, (_, code) in LANGUAGES.items():
                if card.get("lang") != code:
                    continue
                if card.get("printed_name") and card.get("name"):
                    out[lang].setdefault(card["printed_name"], card["name"])
                for face in card.get("card_faces") or ():
                    if face.get("printed_name") and face.get("name"):
                        out[lang].setdefault(face["printed_name"], face["name"])
    else:
        raise TypeError("expected MTGJSON AtomicCards data or a Scryfall card list")
    return out


def install(source: Path, dest: Path | None = None) -> tuple[Path, dict[str, int]]:
    """Read ``source`` and save its foreign names for lookups.

    Returns:
        the file written and how many names per language.

    Raises:
        CardDataError: unreadable, not JSON, or not card data.
    """
    dest = dest or names_path()
    try:
        with Path(source).open(encoding="utf-8") as f:
            data = json.load(f)
        names = extract(data)
    except OSError as e:
        raise CardDataError(f"can't read {source}: {e.strerror}") from None
    except (TypeError, ValueError) as e:
        raise CardDataError(f"{source}: {e}") from None
    write_json(dest, names)
    return dest, {lang: len(v) for lang, v in names.items()}


class ForeignNames:
    """Installed foreign names, looked up ignoring case and accents (as card names are)."""

    def __init__(self, names: dict[str, dict[str, str]]) -> None:
        self.to_oracle: dict[str, str] = {}
        self.printed: dict[str, dict[str, str]] = {}  # lang -> folded oracle -> printed
        self.display: dict[str, str] = {}  # folded printed -> printed
        for lang, table in names.items():
            for printed, oracle in table.items():
                self.to_oracle.setdefault(fold_name(printed), oracle)
                self.display.setdefault(fold_name(printed), printed)
                self.printed.setdefault(lang, {}).setdefault(fold_name(oracle), printed)
        self._sorted = sorted(self.display)

    def oracle(self, name: str) -> str | None:
        """The Oracle name a foreign ``name`` stands for, or None."""
        return self.to_oracle.get(fold_name(name))

    def localized(self, oracle: str, lang: str) -> str | None:
        return self.printed.get(lang, {}).get(fold_name(oracle))

    def search(self, prefix: str, limit: int) -> list[str]:
        """Foreign names starting with ``prefix`` (ignoring case and accents)."""
        low = fold_name(prefix)
        i = bisect.bisect_left(self._sorted, low)
        out = []
        while i < len(self._sorted) and self._sorted[i].startswith(low) and len(out) < limit:
            out.append(self.display[self._sorted[i]])
            i += 1
        return out


_EMPTY = ForeignNames({})


def load(folder: Path | None = None) -> ForeignNames:
    """The names installed in ``folder`` (the card database's by default); none if
    none are installed. Read again when the file changes."""
    return read_json(names_path(folder), ForeignNames) or _EMPTY


_NUMBERED = re.compile(r"^(.*?)( #\d+)?$")


def oracle_alias(name: str, folder: Path | None = None) -> str | None:
    """A permanent's name in the play written with a foreign card name ->
    the Oracle one (``"Ángel de Serra #2"`` -> ``"Serra Angel #2"``), or None."""
    m = _NUMBERED.match(name)
    oracle = load(folder).oracle(m.group(1)) if m else None
    return None if oracle is None else oracle + (m.group(2) or "")


def bilingual(names: list[str], lang: str, folder: Path | None = None) -> dict[str, str]:
    """For each Oracle-named permanent id that has a name in ``lang``: id ->
    ``"Ángel de Serra (Serra Angel)"`` (``"Ángel de Serra (Serra Angel #2)"``)."""
    table = load(folder)
    out = {}
    for n in names:
        m = _NUMBERED.match(n)
        printed = table.localized(m.group(1), lang) if m else None
        if printed:
            out[n] = f"{printed} ({n})"
    return out


def replace_names(text: str, names: dict[str, str]) -> str:
    """``text`` with each whole occurrence of a key of ``names`` replaced by its value
    (longest first, so "Serra Angel #2" isn't read as "Serra Angel")."""
    if not names:
        return text
    pattern = re.compile(r"(?<![\w#])(" + "|".join(re.escape(k) for k in sorted(names, key=len, reverse=True))
                         + r")(?![\w]| #\d)")
    return pattern.sub(lambda m: names[m.group(1)], text)


def ruling_names(ruling: Any, lang: str, folder: Path | None = None) -> dict[str, str]:
    """:func:`bilingual` names for every permanent a ruling mentions (its events'
    parameters and its final state)."""
    if lang == "en":
        return {}
    ids: set[str] = set(ruling.state.battlefield) | set(ruling.state.graveyard) | set(ruling.state.exile)
    for e in ruling.events:
        ids.update(v for v in e.params.values() if isinstance(v, str))
    ids.update(pid for pid, _ in ruling.not_modeled)
    # A custom card (mtgjudge.cards.custom) is no printed card, even when named like one.
    custom = {pid for state in (getattr(ruling, "initial", None), ruling.state) if state is not None
              for pid, p in state.battlefield.items() if p.card.layout == "custom"}
    return bilingual(sorted(ids - custom), lang, folder)


def localize_rows(rows: list[tuple[str, str, str]], names: dict[str, str]) -> list[tuple[str, str, str]]:
    """``render_lines`` rows with card names shown in both languages."""
    return [(kind, rule, replace_names(text, names)) for kind, rule, text in rows]


def localize_json(data: Any, names: dict[str, str]) -> Any:
    """A ruling's JSON with card names in both languages in its ``text`` and
    ``reason`` fields (``params`` keep the Oracle ids programs match on)."""
    if not names:
        return data
    if isinstance(data, dict):
        return {k: (replace_names(v, names) if k in ("text", "reason") and isinstance(v, str)
                    else localize_json(v, names)) for k, v in data.items()}
    if isinstance(data, list):
        return [localize_json(v, names) for v in data]
    return data
