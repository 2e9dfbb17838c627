"""Oracle wordings of costs to attack and to block (CR 508.1g-j, 509.1d-f), of
"can't attack unless defending player controls an Island" (508.1c), and of crew
(702.122), read with a Lark grammar (``data/oracle_costs.lark``) into the ability
objects of :mod:`mtgjudge.cr.r508_attack_costs` and :mod:`mtgjudge.cr.r702_122_crew`.

Lark's shapes stop here; :func:`read_line` returns ``None`` for any wording the
grammar doesn't read (e.g. Collective Restraint's "X is the number of basic land types"),
which is then reported as not modeled, never guessed.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache
from importlib import resources

from lark import Lark, Transformer, v_args
from lark.exceptions import LarkError

from mtgjudge.cr import r508_attack_costs as costs
from mtgjudge.cr.r118_costs import ManaCost
from mtgjudge.cr import r611_continuous_effects as ce
from mtgjudge.cr.r205_1b_becomes_creature import BecomesCreature
from mtgjudge.cr.r702_122_crew import Crew
from mtgjudge.abilities.base import Ability

#: Words without which no line is one of ours (most lines are skipped unparsed).
_MAYBE = re.compile(r"\bunless\b|^Crew \d|It's still a land")
_COLOR = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_SELF = re.compile(r"\b[Tt]his (creature|permanent|artifact|land|Vehicle)\b")


@lru_cache(maxsize=1)
def _parser() -> Lark:
    text = resources.files("mtgjudge").joinpath("data", "oracle_costs.lark").read_text(encoding="utf-8")
    return Lark(text, parser="lalr", lexer="contextual", cache=True)


class _Build(Transformer):
    def __init__(self, line: str) -> None:
        super().__init__()
        self.line = line

    def _tax(self, cost, **fields) -> list[Ability]:
        return [costs.AttackTax(self.line, 0, ManaCost.parse(str(cost)), **fields)]

    @v_args(inline=True)
    def tax_you(self, cost):
        if "X" in cost:
            raise ValueError(cost)
        return self._tax(cost, protects="you")

    @v_args(inline=True)
    def tax_you_pw(self, cost, where):
        if ("X" in cost) != (where is not None) or cost.count("{") > 1 and where is not None:
            raise ValueError(cost)  # {X} only with what X is; "{X}{W}" not seen
        if where is not None:
            return self._tax("{1}", protects="you+pw", per="enchantments")
        return self._tax(cost, protects="you+pw")

    def where(self, _):
        return "enchantments"

    def while_untapped(self, items):
        return [costs.AttackTax(a.text, 0, a.cost, a.protects, a.per, True) for a in items[0]]

    @v_args(inline=True)
    def block_tax(self, cost):
        return ManaCost.parse(str(cost))

    @v_args(inline=True)
    def while_attacking(self, cost):
        return [costs.BlockTax(self.line, 0, cost, True)]

    @v_args(inline=True)
    def tax_enchanted(self, cost):
        return self._tax(cost, protects="attached")

    @v_args(inline=True)
    def tax_self(self, cost):
        return self._tax(cost, protects="self")

    @v_args(inline=True)
    def tax_self_counters(self, cost):
        return self._tax(cost, protects="self", per="+1/+1 counters")

    @v_args(inline=True)
    def unless_defender_type(self, _article, land):
        return [costs.CantAttackUnlessDefenderControls(self.line, 0, str(land))]

    def unless_defender_snow(self, _):
        return [costs.CantAttackUnlessDefenderControls(self.line, 0, "", True)]

    @v_args(inline=True)
    def crew(self, n):
        return [Crew(f"Crew {n}", int(n))]

    def animation(self, items):
        cost, pt, colors, *rest = items
        artifact, abilities = rest[-2], rest[-1]
        subtypes = tuple(str(t) for t in rest[:-2])
        p, t = str(pt).split("/")
        effects: list[ce.ContinuousEffect] = [ce.AddTypes(text=self.line, subtypes=subtypes, types=(
            ("Artifact", "Creature") if artifact is not None else ("Creature",)))]
        if abilities is not None and "all creature types" in abilities:
            effects.append(ce.EveryCreatureType(text=self.line))
        if colors is not None:
            effects.append(ce.SetColors(text=self.line, colors=tuple(colors)))
        granted = tuple(a for a in abilities or () if a != "all creature types")
        if granted:
            from mtgjudge.oracle.keywords import keyword_ability

            found = [keyword_ability(a) for a in granted]
            if any(a is None for a in found):
                raise ValueError(granted)
            effects.append(ce.AddAbilities(text=self.line, abilities=tuple(found)))
        effects.append(ce.SetPT(text=self.line, power=int(p), toughness=int(t)))
        return [BecomesCreature(self.line, 0, str(cost), tuple(effects))]

    def colors(self, items):
        return [_COLOR[str(c)] for c in items]

    def abilities(self, items):
        return items

    @v_args(inline=True)
    def ability(self, token):
        return str(token)

    @v_args(inline=True)
    def start(self, got):
        return got

    def tax(self, items):  # never reached: every alternative is aliased
        raise ValueError(items)


def _normalise(line: str, self_names: Sequence[str]) -> str:
    text = line.strip()
    for n in sorted(self_names, key=len, reverse=True):
        if n:
            text = re.sub(rf"(?<![\w~]){re.escape(n)}(?!\w)", "~", text)
    return _SELF.sub("~", text)


@lru_cache(maxsize=4096)
def _read(line: str, self_names: tuple[str, ...]) -> tuple[Ability, ...] | None:
    if not _MAYBE.search(line):
        return None
    text = _normalise(line, self_names)
    try:
        got = _Build(line).transform(_parser().parse(text))
    except (LarkError, ValueError):
        return None
    return tuple(got)


def read_line(line: str, self_names: Sequence[str] = ()) -> list[Ability] | None:
    """The abilities of one line of Oracle text (reminder text removed), or ``None``
    if it isn't one of the wordings this module reads.

    Args:
        line: e.g. ``"Creatures can't attack you unless their controller pays {2} for
            each creature they control that's attacking you."``.
        self_names: the names that mean the card itself.
    """
    got = _read(line, tuple(self_names))
    return None if got is None else list(got)
