"""Custom cards: cards not in the card data (a preview card, a playtest or made-up card),
given by their characteristics (CR 200-series) and read by the same front end as real
cards (:func:`mtgjudge.oracle.compile_card`).

A custom card has layout ``"custom"``, so its readings are never stored in the card
database (:func:`mtgjudge.oracle.store.card_key` gives None for it).
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Sequence
from typing import Any

from mtgjudge.cards.colors import mana_cost_colors
from mtgjudge.cards.model import COLORS, Card
from mtgjudge.cr import implements
from mtgjudge.input_limits import MAX_NAME_LENGTH, MAX_NUMBER, MAX_TEXT_LENGTH, MAX_TEXT_LINES
from mtgjudge.messages import Quoted, Text

#: The card types (205.2a) and supertypes (205.4a), as a type line writes them.
CARD_TYPES = ("Artifact", "Battle", "Conspiracy", "Creature", "Dungeon", "Enchantment", "Instant",
              "Kindred", "Land", "Phenomenon", "Plane", "Planeswalker", "Scheme", "Sorcery", "Vanguard")
SUPERTYPES = ("Basic", "Legendary", "Ongoing", "Snow", "World")
_BY_FOLD = {w.casefold(): w for w in (*CARD_TYPES, *SUPERTYPES)}
#: One mana symbol (107.4): generic, coloured, colourless, snow, X, hybrid, Phyrexian, half.
_MANA_SYMBOL = re.compile(r"\{(?:\d+|[WUBRGCSXYZ]|H[WUBRG]|(?:[WUBRG2C]/[WUBRGP])(?:/P)?)\}", re.IGNORECASE)
#: The dash between types and subtypes: the type line's em dash, or a hyphen typed for it.
_DASH = re.compile(r"\s+(?:—|–|-{1,2})\s+|\s*—\s*")

#: A problem of a custom card: the field it is in, and what is wrong.
Problem = tuple[str, Text]


def _type_words(words: Sequence[str], field: str, allowed: Sequence[str] | None,
                problems: list[Problem]) -> tuple[list[str], list[str]]:
    """``words`` split into supertypes and card types, each written as the rules write it
    ("legendary" -> "Legendary"); a word that is neither (or not of ``allowed``) is a
    problem, with the closest words as suggestions."""
    supertypes, types = [], []
    choices = list(allowed if allowed is not None else _BY_FOLD.values())
    for word in words:
        known = _BY_FOLD.get(str(word).casefold())
        if known is None or known not in choices:
            close = difflib.get_close_matches(str(word).capitalize(), choices, n=2, cutoff=0.6)
            key = "custom.unknown_type_suggest" if close else "custom.unknown_type"
            what = "custom.what_supertype" if allowed is SUPERTYPES else (
                "custom.what_card_type" if allowed is CARD_TYPES else "custom.what_type")
            problems.append((field, Text(key, word=Quoted(str(word)), what=Text(what),
                                         suggestions=[Quoted(c) for c in close])))
        elif known in SUPERTYPES:
            supertypes.append(known)
        else:
            types.append(known)
    return supertypes, types


def _subtype(word: str) -> str:
    """A subtype as the rules write it: capitalised ("elf" -> "Elf")."""
    return word[:1].upper() + word[1:]


@implements("205.2a", "205.3", "205.4a")
def parse_type_line(type_line: str, field: str = "type_line") -> tuple[tuple[str, ...], tuple[str, ...],
                                                                    tuple[str, ...], list[Problem]]:
    """``"Legendary Creature — Elf Warrior"`` -> supertypes, card types, subtypes and the
    problems found: each word before the dash must be a card type (205.2a) or supertype
    (205.4a); the words after it are subtypes (205.3; a Plane's is one, 205.3n). A hyphen
    may stand for the dash."""
    problems: list[Problem] = []
    parts = _DASH.split(type_line.strip(), maxsplit=1)
    left, right = parts[0], parts[1] if len(parts) > 1 else ""
    supertypes, types = _type_words(left.split(), field, None, problems)
    subtypes = [_subtype(w) for w in ([right.strip()] if "Plane" in types and right.strip() else right.split())]
    return tuple(supertypes), tuple(types), tuple(subtypes), problems


def _text_problems(text: Any) -> list[Problem]:
    if not isinstance(text, str):
        return [("text", Text("input.text"))]
    out: list[Problem] = []
    if len(text) > MAX_TEXT_LENGTH:
        out.append(("text", Text("custom.text_too_long", length=len(text), limit=MAX_TEXT_LENGTH)))
    lines = len(text.splitlines())
    if lines > MAX_TEXT_LINES:
        out.append(("text", Text("custom.text_lines", count=lines, limit=MAX_TEXT_LINES)))
    return out


def _number_problems(field: str, value: Any) -> list[Problem]:
    if value is None:
        return []
    if type(value) is not int:
        return [(field, Text("input.whole_number"))]
    if not -MAX_NUMBER <= value <= MAX_NUMBER:
        return [(field, Text("input.at_most", le=MAX_NUMBER))]
    return []


def _self_named(text: str, name: str) -> str:
    """``text`` with "~" written as the card's name, as Oracle text writes it (201.5)."""
    return text.replace("~", name) if "~" in text else text


@implements("202.2", "208.1")
def custom_card(name: str, *, text: str = "", type_line: str | None = None,
                supertypes: Sequence[str] | None = None, types: Sequence[str] | None = None,
                subtypes: Sequence[str] | None = None, mana_cost: str | None = None,
                colors: Sequence[str] | None = None, power: int | None = None,
                toughness: int | None = None, keywords: Sequence[str] = ()) -> tuple[Card | None, list[Problem]]:
    """A custom card and every problem of its fields at once.

    Args:
        name: its name; in ``text``, "~" (or the name itself) means the card.
        text: its rules text, Oracle wording, one ability a line (at most
            :data:`MAX_TEXT_LENGTH` characters and :data:`MAX_TEXT_LINES` lines).
        type_line: e.g. ``"Legendary Artifact — Equipment"``; or ``supertypes``,
            ``types`` and ``subtypes`` as lists (not both). Neither: a creature.
        mana_cost: e.g. ``"{1}{R}"``; its colours are the card's (202.2) unless
            ``colors`` (W, U, B, R, G: a colour indicator, 204) are given.
        power, toughness: whole numbers; a creature or a Vehicle needs both (208.1, 301.7).
        keywords: abilities given as a list (``["flying", "toxic 1"]``, compiled
            by the caller with :func:`mtgjudge.oracle.compile_keywords`).

    Returns:
        ``(card, [])``, or ``(None, problems)``: each problem ``(field, message)``.
    """
    problems: list[Problem] = []
    if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME_LENGTH:
        shown = name[:40] + "…" if isinstance(name, str) else repr(name)[:40]
        problems.append(("name", Text("board.name", name=shown, limit=MAX_NAME_LENGTH)))
        name = "?"
    problems += _text_problems(text)
    lists = {"supertypes": supertypes, "types": types, "subtypes": subtypes}
    given = [k for k, v in lists.items() if v is not None]
    sup: tuple[str, ...] = ()
    card_types: tuple[str, ...] = ("Creature",)
    subs: tuple[str, ...] = ()
    if type_line is not None and given:
        problems.append((given[0], Text("custom.type_line_and_types")))
    if type_line is not None:
        if not isinstance(type_line, str):
            problems.append(("type_line", Text("input.text")))
        else:
            sup, card_types, subs, found = parse_type_line(type_line)
            problems += found
            if not card_types and not found:
                problems.append(("type_line", Text("custom.no_card_type", types=", ".join(CARD_TYPES))))
    elif given:
        found: list[Problem] = []
        sup = tuple(_type_words(list(supertypes or ()), "supertypes", SUPERTYPES, found)[0])
        card_types = tuple(_type_words(list(types or ()), "types", CARD_TYPES, found)[1])
        subs = tuple(_subtype(str(w)) for w in subtypes or ())
        problems += found
        if not card_types and not any(f == "types" for f, _ in found):
            problems.append(("types", Text("custom.no_card_type", types=", ".join(CARD_TYPES))))
    if mana_cost is not None and (not isinstance(mana_cost, str) or _MANA_SYMBOL.sub("", mana_cost).strip()):
        problems.append(("mana_cost", Text("custom.mana_cost", cost=Quoted(str(mana_cost)))))
        mana_cost = None
    bad = [c for c in colors or () if c not in COLORS]
    if bad:
        problems.append(("colors", Text("board.colors", permanent=name, bad=", ".join(map(str, bad)))))
    problems += _number_problems("power", power) + _number_problems("toughness", toughness)
    if ("Creature" in card_types or "Vehicle" in subs) and (power is None or toughness is None):
        problems.append(("power" if power is None else "toughness", Text("input.custom_pt")))
    if problems:
        return None, problems
    cost = mana_cost.upper() if mana_cost else None
    shown_colors = tuple(c for c in COLORS if c in colors) if colors is not None else mana_cost_colors(cost)
    line = " ".join((*sup, *card_types)) + (" — " + " ".join(subs) if subs else "")
    card = Card(name=name, mana_cost=cost, colors=shown_colors, supertypes=sup, types=card_types,
                subtypes=subs, power=None if power is None else str(power),
                toughness=None if toughness is None else str(toughness), keywords=tuple(keywords),
                text=_self_named(text, name), layout="custom", type_line=line)
    return card, []
