"""Oracle wordings of continuous effects and protection, read with a Lark grammar
(``data/oracle_statics.lark``) into ability objects.

:func:`read_line` reads a permanent's line: anthems and lords ("Creatures you control
get +1/+1", "Other Elf creatures you control get +1/+1"), "Enchanted/Equipped creature
gets +N/+N and has X", "Creatures you control have X", conditional statics ("As long as
..., ~ has flying", "During your turn, ~ is a 4/4 ... creature"), "Enchant creature", and
keyword lines with protection (702.16). :func:`read_spell_line` reads a spell's line
("Target creature gets +3/+3 until end of turn") for effects written in a scenario.

Both return ``None`` for anything the grammar doesn't read: never a guess.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

from lark import Lark, Token, Transformer, v_args
from lark.exceptions import LarkError

from mtgjudge.cr import r611_continuous_effects as ce
from mtgjudge.cr import r702_keywords as kw

_COLOR = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
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


def _keyword_pattern() -> str:
    names = sorted(kw.KEYWORDS, key=len, reverse=True)
    alts = [re.escape(n) for n in names] + [r"toxic \d+", "(?:" + "|".join(
        t.lower() for t in kw.LANDWALK_TYPES) + ")walk"]
    return "/(?:" + "|".join(alts) + r")(?![a-z])/"


@lru_cache(maxsize=1)
def _parser() -> Lark:
    text = resources.files("mtgjudge").joinpath("data", "oracle_statics.lark").read_text(encoding="utf-8")
    # LALR, so the parser is built once and cached on disk (a fresh process loads it quickly).
    return Lark(text.replace("%KEYWORD%", _keyword_pattern()), parser="lalr", lexer="contextual", cache=True)


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


@dataclass(frozen=True)
class SpellReading:
    """A spell line read: its effects, and whether they go to a target ("target
    creature") or to a group fixed as the spell resolves (611.2c)."""

    effects: tuple[ce.ContinuousEffect, ...]
    targeted: bool
    group: ce.Filter | None
    duration: str


class _Build(Transformer):
    def __init__(self, line: str) -> None:
        super().__init__()
        self.line = line
        self.spell_words = False  # "gains", "becomes": a resolved spell's wording

    # -- keywords and protection
    def keyword(self, items):
        from mtgjudge.oracle import keyword_ability

        ability = keyword_ability(str(items[0]))
        if ability is None:
            raise ValueError(items[0])
        return [ability]

    def protection(self, items):
        return [kw.Protection(f"protection from {words}", 0, kind, quality) for kind, quality, words in items]

    @v_args(inline=True)
    def q_color(self, c):
        return ("color", _COLOR[str(c)], str(c))

    def q_all_colors(self, _):
        return ("all colors", "", "all colors")

    def q_colorless(self, _):
        return ("colorless", "", "colorless")

    def q_multicolored(self, _):
        return ("multicolored", "", "multicolored")

    def q_monocolored(self, _):
        return ("monocolored", "", "monocolored")

    def q_everything(self, _):
        return ("everything", "", "everything")

    def q_creatures(self, _):
        return ("type", "Creature", "creatures")

    @v_args(inline=True)
    def q_type(self, t):
        return ("type", {"sorceries": "Sorcery"}.get(str(t), str(t)[:-1].capitalize()), str(t))

    @v_args(inline=True)
    def q_subtype(self, t):
        return ("subtype", singular(str(t)), str(t))

    def kw_list(self, items):
        return tuple(a for group in items for a in group)

    def keyword_line(self, items):
        return ("keywords", tuple(a for group in items for a in group))

    @v_args(inline=True)
    def enchant(self, what):
        return ("enchant", kw.Enchant(self.line, 0, str(what).capitalize()))

    # -- conditions
    def condition(self, items):
        return items[0]

    def during_your_turn(self, _):
        return ce.YourTurn()

    def your_turn(self, _):
        return ce.YourTurn()

    def not_your_turn(self, _):
        return ce.YourTurn(negate=True)

    @v_args(inline=True)
    def you_control(self, kind):
        return ce.YouControl(kind)

    @v_args(inline=True)
    def you_control_another(self, kind):
        return ce.YouControl(ce.Filter(kind.card_type, kind.subtype, other=True))

    @v_args(inline=True)
    def enchanted_is(self, color):
        return ce.AttachedHasColor(_COLOR[str(color)])

    @v_args(inline=True)
    def k_subtype(self, t):
        return ce.Filter("", singular(str(t)))

    @v_args(inline=True)
    def k_type(self, t):
        return ce.Filter(str(t).capitalize())

    # -- subjects
    def s_self(self, _):
        return Subject("self")

    def s_it(self, _):
        return Subject("it")

    def s_attached(self, _):
        return Subject("attached")

    def group(self, items):
        other, color, noun, controlled, with_kw = items
        card_type, subtype = noun
        return Subject("group", ce.Filter(card_type, subtype, _COLOR[str(color)] if color else "",
                                          with_kw or "", controlled or "", other is not None))

    def n_creatures(self, _):
        return ("Creature", "")

    @v_args(inline=True)
    def n_typed(self, t):
        return ("Creature", singular(str(t)))

    def c_you(self, _):
        return "you"

    def c_opponents(self, _):
        return "opponents"

    @v_args(inline=True)
    def with_kw(self, k):
        return str(k)

    # -- predicates: each a tuple of effect templates
    @v_args(inline=True)
    def gets(self, pt):
        p, t = str(pt).split("/")
        return (ce.ModifyPT(text=self.line, power=int(p), toughness=int(t)),)

    @v_args(inline=True)
    def has(self, abilities):
        return (ce.AddAbilities(text=self.line, abilities=abilities),)

    def gains(self, items):
        self.spell_words = True
        return (ce.AddAbilities(text=self.line, abilities=items[0]),)

    def loses_all(self, _):
        return (ce.LoseAllAbilities(text=self.line),)

    def is_a(self, items):
        pt, *rest = items
        names = [str(t) for t in rest if isinstance(t, Token) and t.type == "TYPENAME"]
        abilities = next((r for r in rest if isinstance(r, tuple)), ())
        out: list[ce.ContinuousEffect] = [ce.AddTypes(text=self.line, types=("Creature",), subtypes=tuple(names))]
        if abilities:
            out.append(ce.AddAbilities(text=self.line, abilities=abilities))
        if pt is not None:
            p, t = str(pt).split("/")
            out.append(ce.SetPT(text=self.line, power=int(p), toughness=int(t)))
        return tuple(out)

    def becomes(self, items):
        self.spell_words = True
        color, *rest = items
        pt = rest[-1]
        names = tuple(str(t) for t in rest[:-1])
        p, t = str(pt).split("/")
        out: list[ce.ContinuousEffect] = []
        if color is not None:
            out.append(ce.SetColors(text=self.line, colors=(_COLOR[str(color)],)))
        if names:
            out.append(ce.AddTypes(text=self.line, subtypes=names, replace_subtypes=True))
        out.append(ce.SetPT(text=self.line, power=int(p), toughness=int(t)))
        return tuple(out)

    @v_args(inline=True)
    def restriction(self, text):
        from mtgjudge.oracle import static_abilities

        from dataclasses import replace

        found = static_abilities(f"SELF {text}.", ["SELF"])
        if not found:
            raise ValueError(text)
        # The granted ability quotes the line that grants it, never our placeholder.
        return (ce.AddAbilities(text=self.line, abilities=tuple(replace(a, text=self.line) for a in found)),)

    def statement(self, items):
        subject, *preds = items
        return Statement(subject, tuple(e for p in preds for e in p))

    @v_args(inline=True)
    def cond_first(self, condition, statement):
        return Statement(statement.subject, tuple(_with_condition(e, condition) for e in statement.effects))

    @v_args(inline=True)
    def cond_last(self, statement, condition):
        return self.cond_first(condition, statement)

    # -- spells
    def t_target(self, _):
        return Subject("target")

    def switch(self, _):
        return ("spell", Statement(Subject("target"), (ce.SwitchPT(text=self.line),)))

    @v_args(inline=True)
    def spell_until_first(self, statement):
        return ("spell", statement)

    spell_until_last = spell_until_first

    def start(self, items):
        return items[0]


def _with_condition(e: ce.ContinuousEffect, condition: ce.Condition) -> ce.ContinuousEffect:
    from dataclasses import replace

    return replace(e, condition=condition)


def _normalise(line: str, self_names: Sequence[str]) -> str:
    text = line.strip()
    for n in self_names:
        text = text.replace(n, "SELF")
    text = re.sub(r"\b[Tt]his (creature|permanent|artifact|enchantment)\b", "SELF", text)
    if not text.startswith("SELF"):
        text = text[:1].lower() + text[1:]
    return text.rstrip(".")


#: Words without which no line is one of ours: most lines are skipped without parsing
#: (and a fresh process that meets none never builds the parser).
_MAYBE = re.compile(r"\b(?:gets?|has|have|gains?|loses?|becomes|is an?|[Pp]rotection|Enchant|Switch|can't)\b")


def _parse(line: str, self_names: Sequence[str]):
    """The reading of ``line``: a Statement (a static ability), ``("spell", Statement)``,
    ``("keywords", abilities)``, ``("enchant", ability)``; or None."""
    if not _MAYBE.search(line):
        return None
    builder = _Build(line)
    try:
        got = builder.transform(_parser().parse(_normalise(line, self_names)))
    except (LarkError, ValueError, KeyError):
        return None
    if isinstance(got, Statement) and (builder.spell_words or got.subject.kind == "target"):
        return None  # "gains"/"target creature" outside "until end of turn": not a wording we know
    return got


_AFFECTS = {"self": ce.Itself(), "attached": ce.AttachedTo()}


@lru_cache(maxsize=4096)
def _read_line(line: str, self_names: tuple[str, ...]) -> tuple[kw.Ability, ...] | None:
    got = _parse(line, self_names)
    if got is None:
        return None
    if isinstance(got, Statement):
        subject = got.subject
        if subject.kind == "it":  # "As long as enchanted creature is green, it gets ..."
            conditional = all(isinstance(e.condition, ce.AttachedHasColor) for e in got.effects)
            subject = Subject("attached" if conditional else "self")
        if subject.kind == "self" and all(e.condition is None for e in got.effects):
            return None  # "This creature can't block.": the restrictions' own reader
        if subject.kind == "group":
            affects: ce.Affects = subject.filter
        elif subject.kind in _AFFECTS:
            affects = _AFFECTS[subject.kind]
        else:
            return None
        from dataclasses import replace
        return (ce.StaticEffects(line, 0, tuple(replace(e, affects=affects) for e in got.effects)),)
    kind, value = got
    if kind == "keywords":
        # Only lines with protection are ours; other keyword lines are read elsewhere.
        return value if any(isinstance(a, kw.Protection) for a in value) else None
    if kind == "enchant":
        return (value,)
    return None


def read_line(line: str, self_names: Sequence[str]) -> list[kw.Ability] | None:
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
    until end of turn."), or ``None`` if the grammar doesn't read it."""
    got = _parse(line, ())
    if not (isinstance(got, tuple) and got[0] == "spell"):
        return None
    statement: Statement = got[1]
    if statement.subject.kind == "target":
        return SpellReading(statement.effects, True, None, "until end of turn")
    if statement.subject.kind == "group":
        return SpellReading(statement.effects, False, statement.subject.filter, "until end of turn")
    return None


def read_gained(item: str) -> list[kw.Ability] | None:
    """An ability given by hand (``gains: [protection from red]``), or ``None``."""
    got = _parse(item, ())
    if isinstance(got, tuple) and got[0] == "keywords":
        return list(got[1])
    return None
