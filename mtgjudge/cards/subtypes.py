"""The subtypes that occur on real cards (CR 205.3), as a data file the Oracle readers
check words against (:func:`mtgjudge.oracle.shapes.subtype_named`).

``mtgjudge/data/subtypes.json`` is generated from the card database's type lines (and the
creature types of the tokens its cards create, "a 1/1 colorless Eldrazi Scion creature
token": Scion is on no card's type line) and checked in, so reading a card never needs the database for this::

    python -m mtgjudge.cards.subtypes          # rewrite mtgjudge/data/subtypes.json
    python -m mtgjudge.cards.subtypes --check  # exit 1 if the file is out of date

Its shape: ``{"creature": [...], "land": [...], "artifact": [...], "enchantment": [...],
"planeswalker": [...], "battle": [...], "spell": [...]}``, each a sorted list of subtypes
as type lines write them ("Elf", "Plains", "Urza's", "Time Lord"). "spell" holds the
subtypes instants and sorceries share (205.3k). The five basic land types (205.3i) are
always in "land".
"""

from __future__ import annotations

import json
import re
import sys
from collections import defaultdict
from collections.abc import Iterable
from functools import cache
from importlib import resources
from pathlib import Path

#: Which list a subtype goes in, by the card type of the face it is on (205.3g-205.3m).
KINDS = {"Artifact": "artifact", "Enchantment": "enchantment", "Land": "land",
         "Planeswalker": "planeswalker", "Battle": "battle", "Instant": "spell", "Sorcery": "spell"}
#: Card types whose faces carry creature types (205.3m; a kindred card's, 308.3).
_CREATURE_TYPES_ON = frozenset({"Creature", "Kindred", "Tribal"})
BASIC_LAND_TYPES = ("Forest", "Island", "Mountain", "Plains", "Swamp")  # 205.3i
_FILE = ("data", "subtypes.json")
#: "create a 1/1 colorless Eldrazi Scion creature token": group 1 is the token's subtypes (111.4).
_TOKEN = re.compile(r"\b(?:\d+|X)/(?:\d+|X) (?:(?:white|blue|black|red|green|colorless|and|,)\s*)*"
                    r"((?:[A-Z][\w'-]*\s)+)(?:(?:artifact|enchantment|legendary|snow)\s)*creature tokens?")
_COLOR_WORDS = frozenset({"White", "Blue", "Black", "Red", "Green", "Colorless"})
#: Joke cards whose type line is a phrase, not subtypes ("Creature — Lady of Proper
#: Etiquette", "Legendary Planeswalker — You"): their words would make English words
#: ("The", "You", "of") read as subtypes.
JOKE_TYPE_LINES = frozenset({
    "B.F.M. (Big Furry Monster)", "B.F.M. (Big Furry Monster) // B.F.M. (Big Furry Monster)",
    "Miss Demeanor", "Elvish Impersonators", "Question Elemental?", "The Good Time Sleuth",
    "Shellephant", "Liliana's Undead Minion"})


def subtypes_of(type_lines: Iterable[tuple[str, str, tuple[str, ...], str]]) -> dict[str, list[str]]:
    """The subtypes (205.3) of ``type_lines`` (``(card name, type line, subtypes, rules
    text)``, as :meth:`~mtgjudge.cards.db.CardDB.type_lines` gives them), by kind; the
    cards of :data:`JOKE_TYPE_LINES` are left out.

    A subtype goes under the card type of every face that has it and just one of
    :data:`KINDS` and no creature type-bearing type ("Artifact — Equipment"); one seen only
    on creature or kindred faces is a creature type ("Artifact Creature — Golem"); one seen
    only on faces with several kinds ("Artifact Land — ...") goes under each. Faces of
    other card types (planes, schemes) are left out. The subtypes of the creature tokens
    the texts create are creature types.
    """
    alone: dict[str, set[str]] = defaultdict(set)
    creature: set[str] = set()
    mixed: dict[str, set[str]] = defaultdict(set)
    tokens: set[str] = set()
    for card, type_line, subtypes, text in type_lines:
        if card in JOKE_TYPE_LINES:
            continue
        for m in _TOKEN.finditer(text):
            tokens.update(w for w in m.group(1).split() if w not in _COLOR_WORDS)
        multiword = [s for s in subtypes if " " in s]
        for face in type_line.split(" // "):
            if " — " not in face:
                continue
            left, right = face.split(" — ", 1)
            types = set(left.split())
            for word in multiword:  # "Time Lord": one subtype of two words
                right = right.replace(word, word.replace(" ", "\0"))
            names = [w.replace("\0", " ") for w in right.split()]
            kinds = {KINDS[t] for t in types if t in KINDS}
            for name in names:
                if types & _CREATURE_TYPES_ON:
                    creature.add(name)
                elif len(kinds) == 1:
                    alone[name] |= kinds
                elif kinds:
                    mixed[name] |= kinds
    out: dict[str, set[str]] = {k: set() for k in ("creature", *dict.fromkeys(KINDS.values()))}
    for name, kinds in alone.items():
        for k in kinds:
            out[k].add(name)
    for name in (creature | tokens) - alone.keys() - set(BASIC_LAND_TYPES):  # Dryad Arbor's Forest
        out["creature"].add(name)
    for name, kinds in mixed.items():
        if name not in alone and name not in creature:
            for k in kinds:
                out[k].add(name)
    out["land"].update(BASIC_LAND_TYPES)
    return {k: sorted(v) for k, v in out.items()}


def _path() -> Path:
    return Path(str(resources.files("mtgjudge").joinpath(*_FILE)))


@cache
def _data() -> dict[str, list[str]]:
    return json.loads(resources.files("mtgjudge").joinpath(*_FILE).read_text(encoding="utf-8"))


@cache
def known_subtypes() -> frozenset[str]:
    """Every subtype in ``mtgjudge/data/subtypes.json``, of any kind."""
    return frozenset(name for names in _data().values() for name in names)


@cache
def creature_types() -> frozenset[str]:
    """The creature types (205.3m) in ``mtgjudge/data/subtypes.json``."""
    return frozenset(_data()["creature"])


def _render(data: dict[str, list[str]]) -> str:
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


def main(argv: list[str]) -> int:
    """Write (or with ``--check``, compare) the data file from the card database."""
    from mtgjudge.cards.db import CardDB

    with CardDB.open(build=False) as db:
        text = _render(subtypes_of(db.type_lines()))
    path = _path()
    if argv == ["--check"]:
        same = path.is_file() and path.read_text(encoding="utf-8") == text
        print(f"{path}: {'up to date' if same else 'out of date'}")
        return 0 if same else 1
    if argv:
        print(__doc__, file=sys.stderr)
        return 2
    path.write_text(text, encoding="utf-8")
    print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
