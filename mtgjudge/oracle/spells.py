"""Instants and activated abilities from Oracle text, read with a Lark grammar
(``data/oracle_spells.lark``) into what the stack resolves (CR 601, 602, 608):

- an instant's text ("Target creature gets +3/+3 until end of turn.", "Shock deals 2
  damage to any target.", "Destroy target attacking or blocking creature.", "Untap
  target creature. It gets +2/+4 until end of turn.", Holy Day, "Prevent the next 4
  damage that would be dealt to any target this turn.", "Regenerate target
  creature.") -> :func:`read_spell`, an :class:`~mtgjudge.cr.r608_resolving.Effects`;
- a permanent's activated ability ("{R}: This creature gets +1/+0 until end of turn.",
  "{B}: Regenerate this creature.", "{W}, {T}: Tap target creature.") and ninjutsu
  (702.49) -> :func:`read_line`, abilities in ``oracle.READERS``.

Anything else is ``None`` (not ours, never a guess). Nothing outside this module sees
the parse trees.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import TYPE_CHECKING, Any, ClassVar

from mtgjudge.abilities.base import Ability
from mtgjudge.abilities import catalog

if TYPE_CHECKING:
    from lark import Lark

    from mtgjudge.cards.model import Card
    from mtgjudge.cr import r608_resolving as r608
    from mtgjudge.cr.r115_targets import TargetSpec

#: How a line of ours begins, once normalised: other lines never reach the parser.
_MAYBE = re.compile(r"^(?:(?:commander )?ninjutsu |\{[^}]*\}(?:, \{[^}]*\})*: |target |self (?:deals|gets|gains) |"
                    r"destroy |exile |tap |untap |remove |regenerate |prevent |return )")
_REMINDER = re.compile(r"\s*\([^()]*\)")


@dataclass(frozen=True, slots=True)
class SpellAbility(Ability):
    """The text of an instant as a spell ability (113.3a): followed as it resolves.
    ``effects``: what it does."""

    effects: r608.Effects | None = None
    name: ClassVar[str] = "spell ability"
    rule: ClassVar[str] = "113.3a"

    def reading(self):
        """Its targets and effects."""
        from mtgjudge.abilities import reading

        return reading.spell_reading(self)


@dataclass(frozen=True, slots=True)
class _Timing:
    """An activation instruction read from the text (602.1b): ``when`` the ability may be
    activated, e.g. ``"after blockers"``."""

    when: str


def _keyword_pattern() -> str:
    names = sorted(catalog.CLASSES, key=len, reverse=True)
    return "/(?:" + "|".join(re.escape(n) for n in names) + r")(?![a-z])/"


@lru_cache(maxsize=1)
def _parser() -> Lark:
    from lark import Lark

    text = resources.files("mtgjudge").joinpath("data", "oracle_spells.lark").read_text(encoding="utf-8")
    return Lark(text.replace("%KEYWORD%", _keyword_pattern()), parser="lalr", lexer="contextual", cache=True)


def _normalise(line: str, self_names: Sequence[str]) -> str:
    text = _REMINDER.sub("", line).strip()
    for n in sorted(self_names, key=len, reverse=True):
        if n:
            text = re.sub(rf"\b{re.escape(n)}\b", "self", text)
    text = re.sub(r"\b[Tt]his (?:creature|permanent|artifact)\b", "self", text)
    return text.lower().rstrip(".").strip()


class _Build:
    """Parse tree -> plain values, one method per grammar rule (a Lark Transformer)."""

    def __init__(self) -> None:
        from mtgjudge.cr import r608_resolving  # imported when a line is first parsed

        self.r = r608_resolving
        self.targets: list[TargetSpec] = []

    def transform(self, tree: Any) -> Any:
        from lark import Token, Tree

        if isinstance(tree, Token):
            return tree
        children = [self.transform(c) for c in tree.children] if isinstance(tree, Tree) else []
        return getattr(self, tree.data)(children)

    # -- subjects
    def target(self, c: list) -> str:
        combat = next((str(x) for x in c if isinstance(x, str) and x.type == "COMBAT"), "") \
            if c else ""
        control = next((x for x in c if isinstance(x, tuple)), ("",))[0]
        from mtgjudge.cr.r115_targets import TargetSpec

        spec = TargetSpec("creature", combat, control)
        self.targets.append(spec)
        return self.r.TARGET

    def any_target(self, c: list) -> str:
        from mtgjudge.cr.r115_targets import TargetSpec

        self.targets.append(TargetSpec("any"))
        return self.r.TARGET

    def you(self, c: list) -> tuple:
        return ("you",)

    def opponent(self, c: list) -> tuple:
        return ("opponent",)

    def not_you(self, c: list) -> tuple:
        return ("not you",)

    def self_(self, c: list) -> str:
        return self.r.SELF

    def it(self, c: list) -> str:
        if not self.targets:
            raise ValueError("'it' without a target before it")
        return self.r.TARGET

    def kw_list(self, c: list) -> tuple[str, ...]:
        return tuple(str(k) for k in c)

    # -- sentences
    def pump(self, c: list) -> r608.Part:
        p, t = (int(x) for x in str(c[1]).split("/"))
        return self.r.Pump(c[0], p, t)

    def gains(self, c: list) -> r608.Part:
        return self.r.Pump(c[0], 0, 0, c[1])

    def pump_gains(self, c: list) -> r608.Part:
        p, t = (int(x) for x in str(c[1]).split("/"))
        return self.r.Pump(c[0], p, t, c[2])

    def deal(self, c: list) -> r608.Part:
        return self.r.DealDamage(c[1], int(c[0]))

    def destroy(self, c: list) -> r608.Part:
        return self.r.KeywordAction(c[0], "destroy")

    def exile(self, c: list) -> r608.Part:
        return self.r.KeywordAction(c[0], "exile")

    def bounce(self, c: list) -> r608.Part:
        return self.r.KeywordAction(c[0], "return to hand")

    def tap_it(self, c: list) -> r608.Part:
        return self.r.KeywordAction(c[0], "tap")

    def untap_it(self, c: list) -> r608.Part:
        return self.r.KeywordAction(c[0], "untap")

    def remove(self, c: list) -> r608.Part:
        return self.r.KeywordAction(c[0], "remove from combat")

    def remove_untap(self, c: list) -> tuple:
        return (self.r.KeywordAction(c[0], "remove from combat"), self.r.KeywordAction(c[0], "untap"))

    def prevent_to_and_by(self, c: list) -> r608.Part:
        return self.r.PreventCombatDamageToAndBy(c[0])

    def becomes_blocked(self, c: list) -> r608.Part:
        return self.r.KeywordAction(c[0], "become blocked")

    def after_blockers(self, c: list) -> _Timing:
        return _Timing("after blockers")

    def regenerate(self, c: list) -> r608.Part:
        return self.r.KeywordAction(c[0], "regenerate")

    def prevent_all_combat(self, c: list) -> r608.Part:
        return self.r.PreventAllCombatDamage("")

    def prevent_next(self, c: list) -> r608.Part:
        return self.r.PreventNext(c[1], int(c[0]))

    def effect(self, c: list) -> tuple:
        return tuple(p for x in c for p in (x if isinstance(x, tuple) else (x,)))

    # -- lines
    def mana(self, c: list) -> tuple:
        return ("mana", str(c[0]).upper())

    def tap(self, c: list) -> tuple:
        return ("tap", "")

    def cost(self, c: list) -> tuple:
        return tuple(c)

    def activated(self, c: list) -> tuple:
        return ("activated", c[0], c[1])

    def ninjutsu(self, c: list) -> tuple:
        return ("ninjutsu", str(c[-1]).upper(), len(c) == 2)

    def spell(self, c: list) -> tuple:
        return ("spell", c[0])

    def start(self, c: list) -> tuple:
        return c[0]


@lru_cache(maxsize=4096)
def _read(text: str) -> tuple[tuple, tuple[TargetSpec, ...]] | None:
    """``(reading, target specs)`` of a normalised line, or None."""
    if not _MAYBE.match(text):
        return None
    from lark.exceptions import LarkError

    build = _Build()
    try:
        got = build.transform(_parser().parse(text))
    except (LarkError, ValueError):
        return None
    if len(build.targets) > 1:
        return None  # several "target"s: not modeled
    return got, tuple(build.targets)


def _line_abilities(line: str, self_names: tuple[str, ...]) -> tuple[Ability, ...] | None:
    found = _read(_normalise(line, self_names))
    if found is None:
        return None
    from mtgjudge.cr import r608_resolving as r608
    from mtgjudge.cr.r602_activating import ActivatedAbility
    from mtgjudge.cr.r702_49_ninjutsu import CommanderNinjutsu, Ninjutsu

    (kind, *rest), specs = found
    if kind == "ninjutsu":
        return ((CommanderNinjutsu if rest[1] else Ninjutsu)(line, 0, rest[0]),)
    if kind == "activated":
        costs, parts = rest
        if [c for c in costs if c[0] == "tap"][1:] or [c for c in costs if c[0] == "mana"][1:]:
            return None
        mana = next((c[1] for c in costs if c[0] == "mana"), "")
        timing = [p.when for p in parts if isinstance(p, _Timing)]
        effects = tuple(p for p in parts if not isinstance(p, _Timing))
        if len(timing) > 1 or not effects:
            return None
        return (ActivatedAbility(line, 0, mana, any(c[0] == "tap" for c in costs),
                                 r608.Effects(effects, specs), timing[0] if timing else ""),)
    if any(isinstance(p, _Timing) for p in rest[0]):
        return None  # an activation instruction on a spell: not ours
    return (SpellAbility(line, 0, r608.Effects(rest[0], specs)),)


@lru_cache(maxsize=4096)
def _cached_line(line: str, self_names: tuple[str, ...]) -> tuple[Ability, ...] | None:
    return _line_abilities(line, self_names)


def read_line(line: str, self_names: Sequence[str] = ()) -> list[Ability] | None:
    """The abilities of one line of Oracle text (reminder text removed): an activated
    ability, ninjutsu, or an instant's spell ability; ``None`` if the line isn't one
    this module reads."""
    got = _cached_line(line, tuple(self_names))
    return None if got is None else list(got)


@lru_cache(maxsize=1024)
def read_spell(card: Card) -> r608.Effects | None:
    """What instant ``card`` does as it resolves: every line of its text read as a
    spell ability, joined in order (at most one "target", which "it" refers back to);
    ``None`` if any line isn't ours. Remembered in the card database (see
    :mod:`mtgjudge.oracle.store`)."""
    from mtgjudge.oracle.store import card_key, remembered

    return remembered("spell", card_key(card), lambda: _read_spell(card))


def _read_spell(card: Card) -> r608.Effects | None:
    from mtgjudge.cr import r608_resolving as r608
    from mtgjudge.oracle.keywords import self_names

    names = self_names(card.name, "Legendary" in card.supertypes)
    lines = [s for s in (_REMINDER.sub("", raw).strip() for raw in card.text.splitlines()) if s]
    text = ". ".join(_normalise(line, names) for line in lines)
    found = _read(text) if lines else None
    if found is None or found[0][0] != "spell":
        return None
    (_, parts), specs = found
    if any(isinstance(p, _Timing) for p in parts):
        return None  # an activation instruction on a spell: not ours
    return r608.Effects(parts, specs, card)
