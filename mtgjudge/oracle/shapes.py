"""What the static readers share: colour words, the subtype an Oracle word names, the
pattern of the keywords an effect can grant, and the statement records the static grammar
builds (:mod:`mtgjudge.oracle.statics_grammar`) and its reader reads
(:mod:`mtgjudge.oracle.statics`)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from mtgjudge.abilities import catalog
from mtgjudge.cards.subtypes import known_subtypes
from mtgjudge.cr import r611_continuous_effects as ce
from mtgjudge.cr import r702_keywords as kw

COLOR = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
#: Plurals English doesn't make with a suffix rule (205.3m spells the types).
_IRREGULAR = {"Mice": "Mouse", "Oxen": "Ox", "Cyclopes": "Cyclops", "Geese": "Goose"}


def _singulars(word: str) -> list[str]:
    """The singulars English plural rules could have made ``word`` from, most likely first."""
    out = [word]
    if word in _IRREGULAR:
        out.append(_IRREGULAR[word])
    for plural, single in (("ves", "f"), ("ves", "fe"), ("ies", "y"), ("es", ""), ("s", ""),
                           ("i", "us")):
        if word.endswith(plural):
            out.append(word[: len(word) - len(plural)] + single)
    return out


def subtype_named(word: str) -> str | None:
    """The subtype an Oracle word names, singular or plural: "Plains" -> "Plains",
    "Allies" -> "Ally", "Heroes" -> "Hero", "Elves" and "Elves'" -> "Elf", "Mice" ->
    "Mouse", "Fungi" -> "Fungus", "Merfolk" -> "Merfolk"; ``None`` when it names none
    ("Lands", "Creature", "Plain").

    A subtype is one on a real card's type line (:mod:`mtgjudge.cards.subtypes`). The
    word names the one subtype the plural rules make of it, else itself if it is one;
    two such singulars, or none: ``None``, never a guess.
    """
    known = known_subtypes()
    word = word.replace("\u2019", "'")
    if word.endswith("'s") and word not in known and word[:-2] in known:  # "Wizard's"
        return word[:-2]
    word = word.removesuffix("'")  # "Elves'"
    found = list(dict.fromkeys(w for w in _singulars(word)[1:] if w in known and w != word))
    if len(found) == 1:  # before the word itself: one Un-card's type line says "Elves"
        return found[0]
    return word if word in known and not found else None


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
