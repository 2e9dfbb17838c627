"""The Lark side of :mod:`mtgjudge.oracle.statics`: the parser of
``data/oracle_statics.lark`` and the transformer that turns its trees into readings.
Imported on the first line that module parses (Lark itself takes a while to import).
"""

from __future__ import annotations

import re

from functools import lru_cache
from importlib import resources

from lark import Lark, Token, Transformer, v_args

from mtgjudge.cards.subtypes import creature_types
from mtgjudge.cr import r611_continuous_effects as ce
from mtgjudge.cr import r702_keywords as kw
from mtgjudge.oracle.shapes import COLOR, Statement, Subject, keyword_pattern, subtype_named


def _subtype(word: Token) -> str:
    """The subtype ``word`` names; a word that names none makes the line unread."""
    subtype = subtype_named(str(word))
    if subtype is None:
        raise ValueError(f"no subtype is named {word!r}")
    return subtype


@lru_cache(maxsize=1)
def parser() -> Lark:
    """The LALR parser of ``data/oracle_statics.lark``."""
    text = resources.files("mtgjudge").joinpath("data", "oracle_statics.lark").read_text(encoding="utf-8")
    # LALR, so the parser is built once and cached on disk (a fresh process loads it quickly).
    return Lark(text.replace("%KEYWORD%", keyword_pattern()), parser="lalr", lexer="contextual", cache=True)


class Build(Transformer):
    """Lark callbacks making the readings of one line."""

    def __init__(self, line: str) -> None:
        super().__init__()
        self.line = line
        self.spell_words = False  # "gains", "becomes": a resolved spell's wording

    # -- keywords and protection
    def keyword(self, items):
        from mtgjudge.oracle.keywords import keyword_ability

        ability = keyword_ability(str(items[0]))
        if ability is None:
            raise ValueError(items[0])
        return [ability]

    def quoted_ability(self, items):
        # an activated ability granted in quotation marks (113.1a), read as a card's line is
        from mtgjudge.oracle.spells import read_line

        # the text as printed (this creature, not SELF): the quotations of the line in order
        self.quoted = getattr(self, "quoted", 0) + 1
        printed = re.findall(r'"([^"]+)"', self.line)
        text = printed[self.quoted - 1] if len(printed) >= self.quoted else str(items[0])[1:-1]
        got = read_line(text, ("SELF",))
        if not got:
            raise ValueError(items[0])
        return got

    def protection(self, items):
        return [kw.Protection(f"protection from {words}", 0, kind, quality) for kind, quality, words in items]

    @v_args(inline=True)
    def q_color(self, c):
        return ("color", COLOR[str(c)], str(c))

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
        return ("subtype", _subtype(t), str(t))

    def kw_list(self, items):
        return tuple(a for group in items for a in group)

    def keyword_line(self, items):
        return ("keywords", tuple(a for group in items for a in group))

    @v_args(inline=True)
    def enchant_yours(self, what):
        if str(what) != "creature":  # ("Enchant permanent you control": not a combat line)
            raise ValueError(self.line)
        return ("enchant", kw.Enchant(self.line, 0, "Creature", True))

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
    def you_control_n(self, n, what):
        return ce.ControlAtLeast(what, number(n))

    def ks_creatures(self, _):
        return ce.Filter()

    @v_args(inline=True)
    def ks_type(self, t):
        return ce.Filter({"sorceries": "Sorcery"}.get(str(t), str(t)[:-1].capitalize()))

    def ks_other_creatures(self, _):
        return ce.Filter(other=True)

    @v_args(inline=True)
    def ks_subtype(self, t):
        return ce.Filter("", _subtype(t))

    @v_args(inline=True)
    def ks_other_subtype(self, t):
        return ce.Filter("", _subtype(t), other=True)

    def self_is(self, items):
        return ce.SourceIs(str(items[-1]))

    @v_args(inline=True)
    def you_control_color(self, color):
        return ce.YouControl(ce.Filter(color=COLOR[str(color)]))

    @v_args(inline=True)
    def opponent_controls(self, kind):
        return ce.YouControl(kind, opponent=True)

    @v_args(inline=True)
    def defending_controls(self, status, kind):
        from dataclasses import replace

        return ce.DefendingControls(replace(kind, status=str(status)) if status is not None else kind)

    @v_args(inline=True)
    def defending_controls_n(self, n, what):
        return ce.DefendingControls(what, number(n))

    def self_has_attached(self, items):
        return ce.SourceIs(str(items[-1]))

    def c_attached(self, _):
        return "attached"

    @v_args(inline=True)
    def attached_is(self, status):
        return ce.AttachedIs(str(status))

    def self_in_combat(self, items):
        a, b = (str(t) for t in items[-2:])
        if {a, b} != {"attacking", "blocking"}:
            raise ValueError(self.line)
        return ce.SourceIs("in combat")

    @v_args(inline=True)
    def life_at_most(self, n):
        return ce.LifeAtMost(number(n))

    @v_args(inline=True)
    def life_at_least(self, n):
        return ce.LifeAtMost(number(n), at_least=True)

    @v_args(inline=True)
    def enchanted_is(self, color):
        return ce.AttachedHasColor(COLOR[str(color)])

    @v_args(inline=True)
    def k_subtype(self, t):
        return ce.Filter("", _subtype(t))

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
        f: dict = {"card_type": "Creature"}
        for it in items:
            if it is None:
                continue
            if isinstance(it, Token):
                if it.type == "OTHER":
                    f["other"] = True
                elif it.type == "STATUS":
                    f["status"] = str(it)
                continue  # ALL
            if it[0] == "status" and "status" in f:
                raise ValueError(self.line)  # "tapped enchanted creatures": not a wording
            if isinstance(it, str):
                f["controller"] = it
                continue
            kind, value = it
            if kind == "noun":
                card_type, subtype, subtypes = value
                if subtypes and (f.get("subtypes") or f.get("subtype")):
                    raise ValueError(self.line)  # "each Elf that's a Wolf": not a wording
                f.update(card_type=card_type, subtype=f.get("subtype") or subtype, subtypes=subtypes)
            elif kind in f and kind not in ("card_type",):
                raise ValueError(f"two {kind}s")
            else:
                f[kind] = value
        return Subject("group", ce.Filter(**f))

    @v_args(inline=True)
    def a_color(self, c):
        return ("color", COLOR[str(c)])

    @v_args(inline=True)
    def a_not_color(self, c):
        return ("not_color", COLOR[str(c)[3:]])

    def a_artifact(self, _):
        return ("also_type", "Artifact")

    def a_land(self, _):
        return ("also_type", "Land")

    def a_enchantment(self, _):
        return ("also_type", "Enchantment")

    def a_enchanted(self, _):
        return ("status", "enchanted")

    def a_equipped(self, _):
        return ("status", "equipped")

    def with_counter(self, _):
        return ("status", "countered")

    with_counters = with_counter

    @v_args(inline=True)
    def that_are(self, state):
        return ("status", str(state))

    def n_permanents(self, _):
        return ("noun", ("", "", ()))

    @v_args(inline=True)
    def n_card_type(self, t):
        if str(t) in ("instants", "sorceries"):
            raise ValueError(self.line)
        return ("noun", (str(t)[:-1].capitalize(), "", ()))

    def a_multicolored(self, _):
        return ("colorness", "multicolored")

    def a_monocolored(self, _):
        return ("colorness", "monocolored")

    def a_colorless(self, _):
        return ("colorness", "colorless")

    def a_legendary(self, _):
        return ("supertype", "Legendary")

    def n_creatures(self, _):
        return ("noun", ("Creature", "", ()))

    @v_args(inline=True)
    def n_typed(self, t):
        return ("noun", ("Creature", _subtype(t), ()))

    @v_args(inline=True)
    def n_creature_type(self, t):
        # "Elves you control": creatures. "Clues/Auras/Vehicles you control" are not
        # (a Clue with exalted counts for exalted), so not read.
        subtype = _subtype(t)
        if subtype not in creature_types():
            raise ValueError(f"{subtype} is no creature type")
        return ("noun", ("Creature", subtype, ()))

    @v_args(inline=True)
    def n_type_list(self, names):
        return ("noun", ("Creature", "", names))

    def type_list(self, items):
        names = tuple(_subtype(t) for t in items)
        if any(n not in creature_types() for n in names):
            raise ValueError(f"{names} are not all creature types")
        return names

    def that_is(self, items):
        return ("noun", ("Creature", "", self.type_list(items)))

    def controlled(self, items):
        return items[0]

    controlled_one = controlled

    def c_you(self, _):
        return "you"

    def c_opponents(self, _):
        return "opponents"

    @v_args(inline=True)
    def with_kw(self, k):
        return ("ability", str(k))

    def without_kw(self, items):
        return ("without", tuple(str(k) for k in items))


    def c_anyone(self, _):
        return ""

    # -- counts ("for each ...")
    @v_args(inline=True)
    def gets_for_each(self, pt, per):
        p, t = str(pt).split("/")
        return (ce.ModifyPTFor(text=self.line, power=int(p), toughness=int(t), per=per),)

    @v_args(inline=True)
    def counted(self, other, noun, where):
        card_type, subtype = noun
        if where == "attached":  # "for each Aura attached to it"
            if other is not None or subtype not in ("Aura", "Equipment"):
                raise ValueError(self.line)
            return ce.Filter("", subtype, status="attached")
        return ce.Filter(card_type, subtype, controller=where, other=other is not None)

    @v_args(inline=True)
    def cn_type(self, t):
        return (str(t).capitalize(), "")

    @v_args(inline=True)
    def cn_typed(self, t):
        return ("Creature", _subtype(t))

    @v_args(inline=True)
    def cn_subtype(self, t):
        return ("", _subtype(t))

    # -- predicates: each a tuple of effect templates
    @v_args(inline=True)
    def gets(self, pt):
        p, t = str(pt).split("/")
        return (ce.ModifyPT(text=self.line, power=int(p), toughness=int(t)),)

    @v_args(inline=True)
    def has(self, abilities):
        return (ce.AddAbilities(text=self.line, abilities=abilities),)

    @v_args(inline=True)
    def has_base(self, pt):
        p, t = str(pt).split("/")
        return (ce.SetPT(text=self.line, power=int(p), toughness=int(t)),)

    def doesnt_untap(self, _):
        return (ce.AddAbilities(text=self.line, abilities=(kw.DoesntUntap(self.line),), effect_only=True),)

    def gains(self, items):
        self.spell_words = True
        return (ce.AddAbilities(text=self.line, abilities=items[0]),)

    def loses_all(self, _):
        return (ce.LoseAllAbilities(text=self.line),)

    @v_args(inline=True)
    def loses(self, abilities):
        # By name: "loses flying" (613.1f). Which protection it loses isn't told by a name.
        if any(isinstance(a, kw.Protection) for a in abilities):
            raise ValueError(self.line)
        return (ce.LoseAbilities(text=self.line, names=tuple(a.name for a in abilities)),)

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
            out.append(ce.SetColors(text=self.line, colors=(COLOR[str(color)],)))
        if names:
            out.append(ce.AddTypes(text=self.line, subtypes=names, replace_subtypes=True))
        out.append(ce.SetPT(text=self.line, power=int(p), toughness=int(t)))
        return tuple(out)

    @v_args(inline=True)
    def restriction(self, text):
        from dataclasses import replace

        from mtgjudge.oracle.keywords import static_abilities

        if text == "can't attack you":
            return (ce.AddAbilities(text=self.line, abilities=(kw.CantAttackYou(self.line),), effect_only=True),)
        text = str(text).strip()
        if text.startswith(("attack ", "block ")):  # a plural subject's verb
            text = text.replace(" ", "s ", 1)
        found = static_abilities(f"SELF {text}.", ["SELF"])
        if not found:
            raise ValueError(text)
        # The granted ability quotes the line that grants it, never our placeholder.
        return (ce.AddAbilities(text=self.line, abilities=tuple(replace(a, text=self.line) for a in found),
                                effect_only=True),)

    @v_args(inline=True)
    def max_attackers_you(self, n):
        return ("ability", kw.MaxAttackersYou(self.line, number(n)))

    def lure_attached(self, _):
        # "All creatures able to block enchanted creature do so." (Lure): its creature
        # has the requirement a creature's own Lure makes (509.1c).
        return Statement(Subject("attached"), (ce.AddAbilities(text=self.line, abilities=(kw.Lure(self.line),),
                                                               effect_only=True),))

    def statement(self, items):
        subject, *preds = items
        return Statement(subject, tuple(e for p in preds for e in p))

    @v_args(inline=True)
    def cond_first(self, condition, statement):
        return Statement(statement.subject, tuple(with_condition(e, condition) for e in statement.effects))

    @v_args(inline=True)
    def cond_unless(self, statement, condition):
        # "~ can't attack unless you control another artifact": only restrictions
        if not all(isinstance(e, ce.AddAbilities) and all(isinstance(a, (kw.CantAttack, kw.CantBlock))
                                                          for a in e.abilities) for e in statement.effects):
            raise ValueError(self.line)
        return self.cond_first(ce.Not(condition), statement)

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

    def spares_source(self, items):
        statement = items[0]
        if statement.subject.kind != "attached":
            raise ValueError(self.line)
        out = []
        for e in statement.effects:
            if not isinstance(e, ce.AddAbilities) or not all(isinstance(a, kw.Protection) for a in e.abilities):
                raise ValueError(self.line)
            spared = tuple(kw.ProtectionSparingSource(a.text, a.value, a.kind, a.quality) for a in e.abilities)
            out.append(ce.AddAbilities(text=self.line, abilities=spared))
        return Statement(statement.subject, tuple(out))

    def start(self, items):
        return items[0]


_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
            "nine": 9, "ten": 10}


def number(word: Token) -> int:
    """The number a word or digits say ("two", "7")."""
    text = str(word)
    return _NUMBERS[text] if text in _NUMBERS else int(text)


def with_condition(e: ce.ContinuousEffect, condition: ce.Condition) -> ce.ContinuousEffect:
    from dataclasses import replace

    return replace(e, condition=condition)
