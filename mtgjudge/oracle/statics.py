"""Oracle wordings of continuous effects and protection, read with a Lark grammar
(``data/oracle_statics.lark``) into ability objects.

:func:`read_line` reads a permanent's line: anthems and lords ("Creatures you control
get +1/+1", "Other Elf creatures you control get +1/+1", "Wolves you control have
trample", "Untapped creatures you control get +0/+2", "All creatures get -1/-1", "Other
Wolves and Werewolves you control ..."), "Enchanted/Equipped creature gets +N/+N and has
X", conditional statics ("As long as you control three or more artifacts, ...", "... as
long as it's untapped", "As long as you have 5 or less life, ...", "During your turn, ~
is a 4/4 ... creature"), counts ("gets +1/+0 for each artifact you control"),
restrictions and requirements on other creatures (Moat, "Creatures can't attack you",
"No more than two creatures can attack you each combat", Lure on an Aura, "Goblin
creatures attack each combat if able"), "Enchant creature", and keyword lines with
protection (702.16).
:func:`read_spell_line` reads a spell's line ("Target creature gets +3/+3 until end of
turn") for effects written in a scenario.

Both return ``None`` for anything the grammar doesn't read: never a guess. The grammar's
Lark transformer is :mod:`mtgjudge.oracle.statics_grammar`, loaded on the first line parsed.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from mtgjudge.cr import r611_continuous_effects as ce
from mtgjudge.cr import r702_keywords as kw
from mtgjudge.abilities.base import Ability
from mtgjudge.oracle.shapes import Statement, Subject, subtype_named

@dataclass(frozen=True)
class SpellReading:
    """A spell line read: its effects, and whether they go to a target ("target
    creature") or to a group fixed as the spell resolves (611.2c)."""

    effects: tuple[ce.ContinuousEffect, ...]
    targeted: bool
    group: ce.Filter | None
    duration: str


#: An ability word before a static ability ("Metalcraft — "): no rules meaning (207.2c).
_ABILITY_WORD = re.compile(r"^[A-Z][\w' ,-]*\s[—-]\s(?=[A-Z])")


def _normalise(line: str, self_names: Sequence[str]) -> str:
    text = _ABILITY_WORD.sub("", line.strip(), count=1)
    for n in self_names:
        text = text.replace(n, "SELF")
    text = re.sub(r"\b[Tt]his (creature|permanent|artifact|enchantment)\b", "SELF", text)
    first = text.split(" ", 1)[0].rstrip(",")
    # A sentence that starts with SELF or with a subtype ("Wolves you control get ...")
    # keeps its capital: the grammar knows subtypes by it.
    if not text.startswith("SELF") and subtype_named(first) is None:
        text = text[:1].lower() + text[1:]
    return text.rstrip(".")


#: Words without which no line is one of ours: most lines are skipped without parsing
#: (and a fresh process that meets none never builds the parser).
_MAYBE = re.compile(r"\b(?:gets?|has|have|gains?|loses?|becomes|is an?|[Pp]rotection|Enchant|Switch|can't|can|"
                    r"attacks? each combat|blocks? each combat|must be blocked|do so|No more than|untap)\b")


#: Howlgeist's line (a sentence the LALR grammar can't tell from "Creatures with flying ...").
_LESSER_POWER = re.compile(r"^creatures with power less than SELF's power can't block (?:it|SELF)$")


def _parse(line: str, self_names: Sequence[str]):
    """The reading of ``line``: a Statement (a static ability), ``("spell", Statement)``,
    ``("keywords", abilities)``, ``("enchant", ability)``, ``("ability", ability)``; or None."""
    if not _MAYBE.search(line):
        return None
    if _LESSER_POWER.match(_normalise(line, self_names)):
        return ("ability", kw.EvadesLesserPower(line))
    # The grammar (and Lark) is loaded on the first line parsed: readings of cards read
    # before come from the card database (mtgjudge.oracle.store).
    from lark.exceptions import LarkError

    from mtgjudge.oracle import statics_grammar as grammar

    builder = grammar.Build(line)
    try:
        got = builder.transform(grammar.parser().parse(_normalise(line, self_names)))
    except (LarkError, ValueError, KeyError):
        return None
    if isinstance(got, Statement) and (builder.spell_words or got.subject.kind == "target"):
        return None  # "gains"/"target creature" outside "until end of turn": not a wording we know
    return got


def _untap(e: ce.ContinuousEffect) -> bool:
    return any(isinstance(a, kw.DoesntUntap) for a in getattr(e, "abilities", ()))


def _read_elsewhere(line: str) -> bool:
    """Whether a group's line is a whole-board ability the static reader of
    :mod:`mtgjudge.oracle.keywords` reads as one ability ("All creatures attack each combat
    if able", "Creatures your opponents control attack each combat if able")."""
    from mtgjudge.oracle.keywords import static_abilities

    return bool(static_abilities(line, []))


_AFFECTS = {"self": ce.Itself(), "attached": ce.AttachedTo()}


@lru_cache(maxsize=4096)
def _read_line(line: str, self_names: tuple[str, ...]) -> tuple[Ability, ...] | None:
    got = _parse(line, self_names)
    if got is None:
        return None
    if isinstance(got, Statement):
        subject = got.subject
        if subject.kind == "it":  # "As long as enchanted creature is green, it gets ..."
            conditional = all(isinstance(e.condition, (ce.AttachedHasColor, ce.AttachedIs)) for e in got.effects)
            subject = Subject("attached" if conditional else "self")
        if subject.kind != "self" and any(isinstance(e.condition, ce.DefendingControls) for e in got.effects):
            return None  # each creature's own defending player: not one condition of the source
        if subject.kind == "self" and all(e.condition is None and not e.counts and not _untap(e) for e in got.effects):
            return None  # "This creature can't block.": the restrictions' own reader
        if subject.kind == "group":
            if any(getattr(getattr(e, "per", None), "status", "") == "attached" for e in got.effects):
                return None  # "each creature gets +1/+1 for each Aura attached to it": per creature
            if _read_elsewhere(line):
                return None  # "All creatures attack each combat if able": one ability of its own
            affects: ce.Affects = subject.filter
        elif subject.kind in _AFFECTS:
            affects = _AFFECTS[subject.kind]
        else:
            return None
        from dataclasses import replace

        effects = tuple(replace(e, affects=affects) for e in got.effects)
        if subject.kind == "self":  # its own ability, which "loses all abilities" removes
            effects = tuple(replace(e, effect_only=False) if isinstance(e, ce.AddAbilities) else e for e in effects)
        return (ce.StaticEffects(line, 0, effects),)
    kind, value = got
    if kind == "keywords":
        # Only lines with protection are ours; other keyword lines are read elsewhere.
        return value if any(isinstance(a, kw.Protection) for a in value) else None
    if kind in ("enchant", "ability"):
        return (value,)
    return None


def read_line(line: str, self_names: Sequence[str]) -> list[Ability] | None:
    """The abilities of one line of a permanent's Oracle text (reminder text removed),
    or ``None`` if it isn't a wording this module reads.

    Args:
        line: e.g. ``"Other Elf creatures you control get +1/+1."``.
        self_names: the names that mean the card itself (its name, short name).
    """
    got = _read_line(line, tuple(self_names))
    return None if got is None else list(got)


@lru_cache(maxsize=1024)
def read_spell_line(line: str) -> SpellReading | None:
    """A spell's line that creates continuous effects ("Target creature gets +3/+3
    until end of turn."), or ``None`` if the grammar doesn't read it. Remembered in the
    card database (see :mod:`mtgjudge.oracle.store`)."""
    from mtgjudge.oracle.store import remembered

    return remembered("spell line", line, lambda: _read_spell_line(line))


def _read_spell_line(line: str) -> SpellReading | None:
    got = _parse(line, ())
    if not (isinstance(got, tuple) and got[0] == "spell"):
        return None
    statement: Statement = got[1]
    if statement.subject.kind == "target":
        return SpellReading(statement.effects, True, None, "until end of turn")
    if statement.subject.kind == "group":
        return SpellReading(statement.effects, False, statement.subject.filter, "until end of turn")
    return None


def read_gained(item: str) -> list[Ability] | None:
    """An ability given by hand (``gains: [protection from red]``), or ``None``."""
    got = _parse(item, ())
    if isinstance(got, tuple) and got[0] == "keywords":
        return list(got[1])
    return None
