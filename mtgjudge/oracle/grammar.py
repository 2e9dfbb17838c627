"""Our grammar for the combat wordings of Oracle text (CR 508.1c-d, 509.1a-c, 702).

The grammar is ``mtgjudge/data/oracle_combat.lark``, read with Lark's LALR parser
(built once, at the first line read). A line is either a keyword line ("Flying,
first strike", "Toxic 2", "Snow swampwalk") or one sentence about the card itself
("This creature can't block and can't be blocked."). Lark's shapes stop here: callers
get the engine's :mod:`~mtgjudge.cr.r702_keywords` ability objects, or ``None`` when
the line isn't a wording the grammar knows (never a guess).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache, lru_cache
from importlib import resources
from typing import Any

from mtgjudge.cr import implements
from mtgjudge.cr import r702_keywords as kw
from mtgjudge.abilities.base import Ability, BLOCKER_FLAGS
from mtgjudge.abilities import catalog
from mtgjudge.oracle.shapes import subtype_named

#: A reading before it is given its text: (ability class, value, other fields as
#: (name, value) pairs, text or None).
_Reading = tuple[type[Ability], int, tuple[tuple[str, Any], ...], str | None]

_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
            "eight": 8, "nine": 9, "ten": 10}
_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}  # 105.1
_ABILITY_WORD = re.compile(r"^[A-Z][A-Za-z' -]{0,39} — ")
_REMINDER = re.compile(r"\s*\([^()]*\)")


class _NotModeled(Exception):
    """The line parses but says something the engine doesn't model (e.g. "can't be blocked
    by more than two creatures"): the whole line is not modeled."""


def _subtype(word: str) -> str:
    """The subtype ``word`` names (:func:`~mtgjudge.oracle.shapes.subtype_named`); a word
    that names none makes the line not modeled."""
    subtype = subtype_named(word)
    if subtype is None:
        raise _NotModeled(word)
    return subtype


def _number(token: str) -> int:
    return _NUMBERS[str(token)]


def _one(cls: type[Ability], value: int = 0, **fields: Any) -> list[_Reading]:
    return [(cls, value, tuple(fields.items()), None)]


class _Readings:
    """Lark callbacks, one per rule (or alias) of the grammar: each returns readings."""

    # -- lines
    def line(self, c):
        return tuple(c[0])

    def statement(self, c):
        return tuple(c[0])

    def keyword_list(self, c):
        return c

    def plain_keyword(self, c):
        text = str(c[0])
        return (catalog.CLASSES[text.lower()], 0, (), text)

    def numbered_keyword(self, c):
        name, n = c
        return (catalog.NUMBERED[name.lower()], int(n), (), f"{name} {n}")

    def landwalk(self, c):
        quality, walk = c
        land = walk[:-len("walk")].capitalize()
        text = f"{quality} {walk}" if quality else str(walk)
        if land == "Land":  # "nonbasic landwalk": any land of that quality (702.14c)
            if not quality:
                raise _NotModeled(text)
            return (kw.Landwalk, 0, (("land_type", ""), ("quality", quality.lower())), text)
        if land not in kw.LANDWALK_TYPES:
            raise _NotModeled(text)
        return (kw.Landwalk, 0, (("land_type", land), ("quality", (quality or "").lower())), text)

    def bands_with_other(self, c):
        text = str(c[0])
        quality = text.split(None, 3)[3]
        if quality.lower() == "legendary creatures":
            return (kw.BandsWithOther, 0, (("legendary", True),), text)
        if quality.lower() == "creatures":
            raise _NotModeled(text)
        return (kw.BandsWithOther, 0, (("subtype", _subtype(quality.capitalize())),), text)

    # -- sentences
    def sentence(self, c):
        return [r for clause in c for r in clause]

    def clause(self, c):
        return [r for predicate in c[1:] for r in predicate]

    def subject(self, c):
        return "~"

    def lure_subject(self, c):
        return "~"

    def lure(self, c):
        return _one(kw.Lure)

    def max_attackers(self, c):
        return _one(kw.MaxAttackers, _number(c[0]))

    def max_blockers(self, c):
        return _one(kw.MaxBlockers, _number(c[0]))

    def all_attack(self, c):
        return _one(kw.AllAttack)

    def all_block(self, c):
        return _one(kw.AllBlock)

    def opponents_attack(self, c):
        return _one(kw.OpponentsAttack)

    # -- attacking and blocking
    def cant_attack(self, c):
        return _one(kw.CantAttack)

    def cant_attack_alone(self, c):
        return _one(kw.CantAttackAlone)

    def cant_attack_or_block(self, c):
        return _one(kw.CantAttack) + _one(kw.CantBlock)

    def cant_attack_or_block_alone(self, c):
        return _one(kw.CantAttackAlone) + _one(kw.CantBlockAlone)

    def cant_block(self, c):
        return _one(kw.CantBlock)

    def cant_block_alone(self, c):
        return _one(kw.CantBlockAlone)

    def cant_block_flyers(self, c):
        return _one(kw.CantBlockFlyers)

    def cant_block_power(self, c):
        return _one(kw.CantBlockPowerOrMore, int(c[0]))

    def blocks_only_flyers(self, c):
        return _one(kw.BlocksOnlyFlyers)

    def block_one_more(self, c):
        return _one(kw.BlockAdditional, 1)

    def block_more(self, c):
        return _one(kw.BlockAdditional, _number(c[0]))

    def block_any_number(self, c):
        return _one(kw.BlockAnyNumber)

    # -- evasion
    def cant_be_blocked(self, c):
        return _one(kw.CantBeBlocked)

    def max_blockers_of_it(self, c):
        if _number(c[0]) != 1:
            raise _NotModeled(c[0])
        return _one(kw.MaxOneBlocker)

    def min_blockers(self, c):
        n = _number(c[0])
        if n < 2:
            raise _NotModeled(c[0])
        return _one(kw.CantBeBlockedExceptByTwo) if n == 2 else _one(kw.CantBeBlockedExceptByMore, n)

    def only_by_abilities(self, c):
        names = tuple(c[0])
        if names == ("flying",):
            return _one(kw.BlockedOnlyByFlyers)
        if not set(names) <= BLOCKER_FLAGS:
            raise _NotModeled(" or ".join(names))
        return _one(kw.BlockedOnlyByFlyers, abilities=names)

    def ability_list(self, c):
        return [str(t).lower() for t in c]

    def evades_power(self, c):
        n, comparison = int(c[0]), str(c[1])
        return _one(kw.EvadesPowerOrLess if comparison == "less" else kw.EvadesPowerOrMore, n)

    def evades_color(self, c):
        return _one(kw.EvadesColor, color=_COLORS[c[0]])

    def only_by_color(self, c):
        return _one(kw.BlockedOnlyByColor, color=_COLORS[c[0]])

    def evades_artifacts(self, c):
        return _one(kw.EvadesCardType, card_type="Artifact")

    def evades_abilities(self, c):
        names = tuple(c[0])
        if not set(names) <= BLOCKER_FLAGS:
            raise _NotModeled(" or ".join(names))
        return _one(kw.EvadesAbility, abilities=names)

    def evades_greater_power(self, c):
        return _one(kw.EvadesGreaterPower)

    def evades_types(self, c):
        # "by Knights or Walls": one restriction per type; "by Eldrazi Scions": a blocker
        # that is both an Eldrazi and a Scion.
        out = []
        for words in c:
            *adjectives, noun = words
            out += _one(kw.EvadesSubtype, subtype=_subtype(noun), also=tuple(_subtype(a) for a in adjectives))
        return out

    def creature_types(self, c):
        return [str(t) for t in c]

    # -- requirements
    def attacks_if_able(self, c):
        return _one(kw.AttacksIfAble)

    def blocks_if_able(self, c):
        return _one(kw.BlocksIfAble)

    def attacks_or_blocks_if_able(self, c):
        return _one(kw.AttacksIfAble) + _one(kw.BlocksIfAble)

    def must_be_blocked(self, c):
        return _one(kw.MustBeBlocked)

    def must_be_blocked_by(self, c):
        n = _number(c[0])
        if n < 2:
            raise _NotModeled(c[0])
        return _one(kw.MustBeBlockedByMore, n)


def _keyword_terminals() -> str:
    """Lark definitions of KEYWORD and NUMBERED_KEYWORD from the keyword tables (longest
    first, so "trample over planeswalkers" isn't read as "trample")."""
    def alternatives(names):
        return " | ".join(f'"{n}"i' for n in sorted(names, key=len, reverse=True))
    return (f"\nKEYWORD: {alternatives(catalog.CLASSES)}\n"
            f"NUMBERED_KEYWORD: {alternatives(catalog.NUMBERED)}\n")


@cache
def _parser() -> Any:
    """The LALR parser with the readings applied while parsing (no tree is built).

    Lark's analysis of the grammar is kept in the folder of the card database (it is
    checked against the grammar's hash, and rebuilt when that differs), so a fresh
    process loads the parser in a few milliseconds instead of analysing the grammar.
    """
    from lark import Lark

    from mtgjudge.cards.home import default_db_path

    grammar = resources.files("mtgjudge").joinpath("data/oracle_combat.lark").read_text("utf-8")
    folder = default_db_path().parent
    cache_file = str(folder / "oracle_combat.lark-cache") if folder.is_dir() else False
    return Lark(grammar + _keyword_terminals(), parser="lalr", lexer="contextual",
                start=["line", "statement", "keyword"], transformer=_Readings(),
                maybe_placeholders=True, cache=cache_file)


@cache
def _first_token(start: str) -> re.Pattern[str]:
    """A regular expression matching what the parser accepts as the first token from
    ``start``, derived from the grammar: a line it can't match is rejected without
    starting a parse (most lines of rules text begin "When", "{T}:", "Target"...)."""
    parser = _parser()
    names = parser.parse_interactive("", start=start).accepts() - {"$END"}
    return re.compile("|".join(f"(?:{parser.get_terminal(n).pattern.to_regexp()})" for n in sorted(names)))


@lru_cache(maxsize=4096)
def _parse(text: str, start: str) -> Any:
    """The readings of ``text`` from ``start``, or None if it isn't a wording we model
    (remembered: the same wording recurs on many cards)."""
    from lark.exceptions import LarkError

    if not _first_token(start).match(text):
        return None
    try:
        return _parser().parse(text, start=start)
    except (LarkError, _NotModeled):
        return None


def _normalise(line: str, self_names: Sequence[str]) -> tuple[str, str]:
    """The line ready to parse, and the start symbol to parse it with."""
    start = "line"
    if "(" in line:
        line = _REMINDER.sub("", line).strip()
    # An ability word or flavor word before a dash has no rules meaning (207.2c-d); only a
    # sentence may follow it ("{TK}{TK} — Flying" or "• 2 — menace" are no ability words;
    # "Max speed — ..." is a keyword with a condition, 702.178a).
    if " — " in line and not line.startswith("Max speed"):
        line, n = _ABILITY_WORD.subn("", line)
        start = "statement" if n else start
    for name in sorted(self_names, key=len, reverse=True):  # "Gorm the Great" before "Gorm"
        if name and name in line:
            line = _replace_name(line, name)
    return line, start


def _replace_name(line: str, name: str) -> str:
    """``line`` with each whole-word ``name`` replaced by "~" ("Zurgo's" too, "Zurgos" not)."""
    out, i = [], 0
    while (j := line.find(name, i)) >= 0:
        end = j + len(name)
        whole = ((j == 0 or not (line[j - 1].isalnum() or line[j - 1] in "_~"))
                 and (end == len(line) or not (line[end].isalnum() or line[end] == "_")))
        out += [line[i:j], "~"] if whole else [line[i:end]]
        i = end
    out.append(line[i:])
    return "".join(out)


def _build(readings: list[_Reading], text: str) -> list[Ability]:
    return [cls(own_text or text, value, **dict(fields)) for cls, value, fields, own_text in readings]


@implements("207.2c", "207.2d")
def read_line(line: str, self_names: Sequence[str] = ()) -> list[Ability] | None:
    """The abilities of one line of Oracle text, or ``None`` if the grammar doesn't know
    the wording (the line is then not modeled; never a guess).

    Args:
        line: one line of rules text, e.g. ``"Zurgo attacks each combat if able."``.
        self_names: the names by which the text means the card itself (see
            :func:`mtgjudge.oracle.card_names.short_names`); "this creature" is always understood.

    Returns:
        the abilities in text order; a keyword's ``text`` is the keyword as written, any
        other ability's is ``line``.
    """
    readings = _parse(*_normalise(line, self_names))
    return None if readings is None else _build(readings, line)


_WARD = re.compile(r"^ward\s*(?:(?P<mana>(?:\{[0-9WUBRGC]\})+)|[—-]\s*pay (?P<life>\d+) life\.?)$", re.IGNORECASE)


def read_ward(item: str) -> Ability | None:
    """The ward ability of one keyword as written (``"Ward {2}"``, ``"Ward—Pay 3 life."``),
    or None (another cost: not modeled)."""
    from mtgjudge.cr.r702_21_ward import Ward

    m = _WARD.match(item.strip())
    if m is None:
        return None
    if m.group("mana"):
        return Ward(item.strip(), 0, m.group("mana"))
    return Ward(item.strip(), int(m.group("life")), "")


def read_keyword(item: str) -> Ability | None:
    """The ability of one keyword as written (``"Flying"``, ``"Toxic 2"``,
    ``"Nonbasic landwalk"``), or ``None`` if the engine doesn't model it."""
    text = item.strip()
    if text[:4].lower() == "ward":  # a cost of its own (702.21a)
        return read_ward(text)
    reading = _parse(text, "keyword")
    return None if reading is None else _build([reading], text)[0]
