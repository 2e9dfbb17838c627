"""What the static readers share: colour words, a creature type from the way Oracle text
writes it, the pattern of the keywords an effect can grant, and the statement records
the static grammar builds (:mod:`mtgjudge.oracle.statics_grammar`) and its reader reads
(:mod:`mtgjudge.oracle.statics`)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from mtgjudge.abilities import catalog
from mtgjudge.cr import r611_continuous_effects as ce
from mtgjudge.cr import r702_keywords as kw

COLOR = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_IRREGULAR = {"Elves": "Elf", "Dwarves": "Dwarf", "Wolves": "Wolf", "Mice": "Mouse", "Sphinxes": "Sphinx",
              "Foxes": "Fox", "Homunculi": "Homunculus", "Leeches": "Leech", "Octopi": "Octopus",
              "Oxen": "Ox", "Elves'": "Elf"}
#: Creature types whose plural is the same word.
_SAME = {"Merfolk", "Kithkin", "Sliver", "Eldrazi", "Human"}


def singular(word: str) -> str:
    """A subtype from the way Oracle text writes it: "Walls" -> "Wall", "Elves" -> "Elf"."""
    if word in _IRREGULAR:
        return _IRREGULAR[word]
    if word in _SAME or not word.endswith("s") or word.endswith("ss"):
        return word
    return word[:-1]


def keyword_pattern() -> str:
    names = sorted(catalog.CLASSES, key=len, reverse=True)
    alts = [re.escape(n) for n in names] + [r"toxic \d+", "(?:" + "|".join(
        t.lower() for t in kw.LANDWALK_TYPES) + ")walk"]
    return "/(?:" + "|".join(alts) + r")(?![a-z])/"


# ------------------------------------------------------------------ readings
@dataclass(frozen=True)
class Subject:
    """Who a statement is about: ``kind`` is self, it, attached, group or target."""

    kind: str
    filter: ce.Filter | None = None


@dataclass(frozen=True)
class Statement:
    subject: Subject
    effects: tuple[ce.ContinuousEffect, ...]
