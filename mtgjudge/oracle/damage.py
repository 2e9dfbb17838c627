"""Oracle sentences about damage, life gain and prevention, read with a Lark grammar
(``data/oracle_damage.lark``) into replacement and prevention effects (614, 615, 119.7).

Two entry points:

- :func:`read_line`: a line of a permanent's rules text -> the static abilities it
  gives (each creates its effects through ``Ability.replacement_effects``), or ``None``
  when the line is not one of ours (never a guess).
- :func:`read_spell`: the text of a spell or ability that resolved earlier this turn,
  with its target -> the effects it left (Fog, Holy Day, Healing-Salve-style shields,
  Awe Strike), or ``None`` when some sentence isn't ours.

Nothing outside this module sees the parse trees.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from mtgjudge.cr import r614_replacement_effects as r614
from mtgjudge.cr import r615_prevention_effects as r615
from mtgjudge.cr.r120_damage import (
    EACH_CREATURE,
    EXCESS_TO_CONTROLLER,
    MINUS_COUNTERS,
    PLUS_COUNTERS,
    Damage,
)
from mtgjudge.abilities.base import Ability

if TYPE_CHECKING:
    from lark import Lark, Token


class _NoSubtype(ValueError):
    """A word where the grammar wants a subtype names none."""


_GRAMMAR = Path(__file__).parent.parent / "data" / "oracle_damage.lark"
_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_TYPES = {"artifact": "Artifact", "creature": "Creature"}
#: Only lines with one of these words can be ours: the rest skip the parser.
_WORDS = re.compile(r"damage|life")
#: How each sentence of ours begins (the parser, and Lark's import, only for those).
_STARTS = re.compile(r"^(if |prevent |damage |combat damage|players can't|your opponents can't|all damage"
                     r"|the next time|you gain life equal|~ deals|excess damage|put a )")


@lru_cache(maxsize=1)
def _parser() -> Lark:
    from lark import Lark

    # LALR with a contextual lexer: built in ~40 ms, loaded from Lark's cache in ~2 ms.
    return Lark(_GRAMMAR.read_text(encoding="utf-8"), parser="lalr", start="start", cache=True)


class _Spec:
    """Parse tree -> ``(kind, args)`` with plain values (a Lark ``Transformer``: one
    method per grammar rule)."""

    def source_quality(self, items: list[Token]) -> r614.SourceFilter:
        qualities = [str(t) for t in items if t.type == "QUALITY"]
        return r614.SourceFilter(yours=any(t.type == "YOURS" for t in items),
                                 colors=tuple(_COLORS[q] for q in qualities if q in _COLORS),
                                 types=tuple(_TYPES[q] for q in qualities if q in _TYPES))

    def source_any(self, items: list[Token]) -> r614.SourceFilter:
        return r614.SourceFilter(yours=bool(items))

    def source_another(self, items: list[Token]) -> r614.SourceFilter:
        return r614.SourceFilter(yours=bool(items), other_than="~")

    def to_any(self, _: list) -> str:
        return r614.ANY

    def to_opponents(self, _: list) -> str:
        return r614.OPPONENTS

    def to_you(self, _: list) -> str:
        return r614.YOU

    def to_subtype_yours(self, items: list[Token]) -> str:
        # Here, not with the module: the static readers' module is loaded with it.
        from mtgjudge.oracle.shapes import subtype_named

        subtype = subtype_named(str(items[0]).capitalize())
        if subtype is None:  # "a nontoken creature you control": no subtype, not read
            raise _NoSubtype(str(items[0]))
        return r614.yours_of_subtype(subtype)

    def self(self, _: list) -> str:
        return "~"

    def multiplier(self, items: list[Any]) -> tuple:
        src, to, factor = items[0], items[1], next(t for t in items if _is_token(t))
        return ("multiplier", src, to, 2 if str(factor) == "double" else 3)

    def plus(self, items: list[Any]) -> tuple:
        return ("plus", items[0], items[1], int(items[2]))

    def prevent_some(self, items: list[Any]) -> tuple:
        return ("prevent_some", items[0], items[1], int(items[2]))

    def cant_prevent(self, items: list[Token]) -> tuple:
        return ("cant_prevent", r614.SourceFilter(combat=bool(items)))

    def cant_prevent_yours(self, _: list) -> tuple:
        return ("cant_prevent", r614.SourceFilter(yours=True, creature=True, combat=True))

    def cant_gain(self, items: list[Token]) -> tuple:
        return ("cant_gain", str(items[0]) == "your opponents")

    def gain_none(self, _: list) -> tuple:
        return ("gain_none",)

    def gain_twice(self, _: list) -> tuple:
        return ("gain_twice",)

    def life_floor(self, _: list) -> tuple:
        return ("life_floor",)

    def prevent_all(self, items: list[Any]) -> tuple:
        combat = any(_is_token(t) and t.type == "COMBAT" for t in items)
        direction = next(str(t) for t in items if _is_token(t) and t.type == "DIRECTION")
        your_turn = any(_is_token(t) and t.type == "YOUR_TURN" for t in items)
        return ("prevent_all", combat, direction, your_turn)

    def prevent_all_spell(self, items: list[Token]) -> tuple:
        return ("prevent_all_spell", bool(items))

    def redirect(self, _: list) -> tuple:
        return ("redirect",)

    def counters_instead(self, items: list[Any]) -> tuple:
        counter = next(str(t) for t in items if _is_token(t) and t.type == "COUNTER")
        return ("counters_instead", MINUS_COUNTERS if counter == "-1/-1" else PLUS_COUNTERS)

    def as_wither(self, _: list) -> tuple:
        return ("as_wither",)

    def shield(self, items: list[Token]) -> tuple:
        return ("shield", int(items[0]))

    def next_time(self, _: list) -> tuple:
        return ("next_time",)

    def gain_prevented(self, _: list) -> tuple:
        return ("gain_prevented",)

    def prevent_all_you(self, items: list[Token]) -> tuple:
        return ("prevent_all_you", bool(items))

    def prevent_self(self, _: list) -> tuple:
        return ("prevent_self",)

    def counters_per_prevented(self, items: list[Any]) -> tuple:
        counter = next(str(t) for t in items if _is_token(t) and t.type == "COUNTER")
        return ("counters_per_prevented", MINUS_COUNTERS if counter == "-1/-1" else PLUS_COUNTERS)

    def prevent_all_yours_spell(self, items: list[Token]) -> tuple:
        return ("prevent_all_yours_spell", bool(items))

    def deal(self, items: list[Token]) -> tuple:
        return ("deal", int(items[0]))

    def deal_each(self, items: list[Token]) -> tuple:
        return ("deal_each", int(items[0]))

    def excess(self, _: list) -> tuple:
        return ("excess",)


def _is_token(t: Any) -> bool:
    """A terminal of the grammar (a Lark ``Token``: a string with a ``type``)."""
    return isinstance(t, str) and hasattr(t, "type")


def _sentences(line: str, self_names: Sequence[str]) -> list[str]:
    text = line.strip()
    for name in sorted(self_names, key=len, reverse=True):
        if name:
            text = text.replace(name, "~")
    text = re.sub(r"\s+", " ", text.lower()).rstrip(".")
    return [s.strip() for s in text.split(". ") if s.strip()]


@lru_cache(maxsize=1)
def _transformer() -> Any:
    from lark import Transformer

    return type("SpecTransformer", (_Spec, Transformer), {})()


@lru_cache(maxsize=4096)
def _parse(sentence: str) -> tuple | None:
    if not _STARTS.match(sentence):
        return None
    from lark import UnexpectedInput
    from lark.exceptions import VisitError

    try:
        return _transformer().transform(_parser().parse(sentence))
    except UnexpectedInput:
        return None
    except VisitError as e:
        if isinstance(e.orig_exc, _NoSubtype):
            return None
        raise


# ----------------------------------------------------------------- static abilities
_RULES = {"multiplier": "614.1a", "plus": "614.1a", "prevent_some": "615.10", "cant_prevent": "615.12",
          "cant_gain": "119.7", "gain_none": "614.1a", "gain_twice": "614.1a", "life_floor": "614.1a",
          "prevent_all": "615.1", "redirect": "614.9", "counters_instead": "614.1a", "as_wither": "120.3d",
          "prevent_all_you": "615.1", "prevent_self": "615.1", "prevent_self_counters": "615.5"}


@dataclass(frozen=True, slots=True)
class DamageStatic(Ability):
    """A static ability whose effect acts on damage or life (614, 615, 119.7), read
    from Oracle text by :func:`read_line`; ``spec`` is what the grammar found."""

    spec: tuple = ()
    name: ClassVar[str] = "damage effect"

    def reading(self):
        """The replacement or prevention effect (or rule on life) and its rule."""
        from mtgjudge.abilities import reading

        return reading.damage_reading(self, {MINUS_COUNTERS: "-1/-1", PLUS_COUNTERS: "+1/+1"})

    @property
    def rule(self) -> str:  # type: ignore[override]
        return _RULES[self.spec[0]]

    def replacement_effects(self, state: Any, holder: Any) -> Sequence[r614.ReplacementEffect]:
        return (_static_effect(self.spec, holder.id, holder.controller, self.text),)


def _bind(f: r614.SourceFilter, holder: str) -> r614.SourceFilter:
    if f.other_than == "~":
        return r614.SourceFilter(f.yours, f.colors, f.types, holder, f.creature, f.combat)
    return f


@lru_cache(maxsize=4096)
def _static_effect(spec: tuple, holder: str, controller: str, text: str) -> r614.ReplacementEffect:
    kind, base = spec[0], {"source": holder, "text": text, "controller": controller}
    if kind == "multiplier":
        return r614.DamageMultiplier(**base, factor=spec[3], sources=_bind(spec[1], holder), to=spec[2])
    if kind == "plus":
        return r614.DamagePlus(**base, plus=spec[3], sources=_bind(spec[1], holder), to=spec[2])
    if kind == "prevent_some":
        return r615.PreventSome(**base, amount=spec[3], to=spec[2], sources=_bind(spec[1], holder))
    if kind == "cant_prevent":
        return r615.CantBePrevented(**base, sources=spec[1])
    if kind == "cant_gain":
        return r614.CantGainLife(**base, opponents_only=spec[1])
    if kind == "gain_none":
        return r614.GainNoLife(**base)
    if kind == "gain_twice":
        return r614.LifeGainMultiplier(**base)
    if kind == "life_floor":
        return r614.LifeFloor(**base)
    if kind == "prevent_all":
        direction = spec[2]
        return r615.PreventDamage(**base, combat_only=spec[1], to=holder if "to" in direction else "",
                                  by=holder if "by" in direction else "",
                                  during_turn_of=controller if spec[3] else "")
    if kind == "prevent_all_you":
        return r615.PreventDamage(**base, combat_only=spec[1], to=controller)
    if kind == "prevent_self":
        return r615.PreventDamage(**base, to=holder)
    if kind == "prevent_self_counters":
        return r615.PreventDamage(**base, to=holder, counters=spec[1])
    if kind == "redirect":
        return r614.Redirect(**base, from_player=controller, to=holder)
    if kind == "counters_instead":
        return r614.CountersInstead(**base, creature=holder, kind=spec[1])
    if kind == "as_wither":
        return r614.AsThoughWither(**base)
    raise ValueError(kind)


def _joined_specs(specs: list[tuple | None]) -> list[tuple | None]:
    """A prevention sentence and the next one's "for each 1 damage prevented this way"
    are one effect (615.5)."""
    out: list[tuple | None] = []
    for spec in specs:
        if spec is not None and spec[0] == "counters_per_prevented" and out and out[-1] == ("prevent_self",):
            out[-1] = ("prevent_self_counters", spec[1])
        else:
            out.append(spec)
    return out


def read_line(line: str, self_names: Sequence[str] = ()) -> list[Ability] | None:
    """The abilities a line of a permanent's Oracle text gives, or ``None`` if the line
    isn't one of the damage/life sentences this module knows (each sentence must be)."""
    if not _WORDS.search(line.lower()):
        return None
    specs = _joined_specs([_parse(s) for s in _sentences(line, self_names)])
    if not specs or any(s is None or s[0] not in _RULES for s in specs):
        return None
    return [DamageStatic(text=line, spec=s) for s in specs]


# ------------------------------------------------------------------------ spells
def _specs(lines: list[str], name: str) -> list[tuple] | None:
    """The sentences of ``lines`` read (``name``: the card's own name in them), or None;
    remembered in the card database (see :mod:`mtgjudge.oracle.store`)."""
    from mtgjudge.oracle.store import remembered

    return remembered("damage specs", "\x1f".join([name, *lines]), lambda: _read_specs(lines, name))


def _read_specs(lines: list[str], name: str) -> list[tuple] | None:
    specs = []
    for line in lines:
        for sentence in _sentences(line, [name]):
            spec = _parse(sentence)
            if spec is None:
                return None
            specs.append(spec)
    return specs or None


class SpellError(ValueError):
    """A spell's effect needs something the scenario didn't give (a target, a caster)."""


def read_spell(text: str, name: str, *, target: str | None = None, controller: str = "",
               label: str = "") -> list[r614.ReplacementEffect | Damage] | None:
    """The effects a resolved spell or ability with Oracle ``text`` left, and the damage
    it deals (a :class:`~mtgjudge.cr.r120_damage.Damage`, with ``excess_to`` for "Excess
    damage is dealt to that creature's controller instead", 120.4a); ``None`` if a
    sentence isn't one we know.

    Args:
        name: the spell's name (the effects' source). target: the id of its target, for
            "target creature" / "any target". controller: who cast it ("you").
        label: the effects' name in the ruling (default ``name``).

    Raises:
        SpellError: the text needs a target or controller that wasn't given
            (the message key names which).
    """
    lines = [re.sub(r"\s*\([^()]*\)", "", line).strip() for line in text.splitlines()]
    lines = [line for line in lines if line]
    specs = _specs(lines, name)
    if specs is None:
        # A permanent's activated ability: "{T}: Prevent the next 1 damage ..." (Samite Healer).
        for line in lines:
            cost, sep, effect = line.partition(": ")
            if sep and "{" in cost:
                specs = _specs([effect], name)
                if specs is not None:
                    text = effect
                    break
    if specs is None:
        return None
    base = {"source": name, "text": " ".join(text.split()), "controller": controller, "label": label}
    out: list[r614.ReplacementEffect | Damage] = []
    for spec in specs:
        kind = spec[0]
        if kind in ("shield", "next_time", "deal") and not target:
            raise SpellError("effects.needs_target")
        if kind == "prevent_all_spell":
            out.append(r615.PreventDamage(**base, combat_only=spec[1]))
        elif kind == "shield":
            out.append(r615.PreventionShield(**base, to=target or "", remaining=spec[1]))
        elif kind == "next_time":
            out.append(r615.NextTimePrevention(**base, by=target or ""))
        elif kind == "gain_prevented" and out and isinstance(out[-1], r615.NextTimePrevention):
            if not controller:
                raise SpellError("effects.needs_controller")
            out[-1] = r615.NextTimePrevention(**base, by=out[-1].by, gain_life=True)
        elif kind == "prevent_all_yours_spell":
            if not controller:
                raise SpellError("effects.needs_controller")
            out.append(r615.PreventDamage(**base, combat_only=spec[1], to_controller=controller))
        elif kind == "deal":
            out.append(Damage(label or name, target or "", spec[1], combat=False))
        elif kind == "deal_each":
            out.append(Damage(label or name, EACH_CREATURE, spec[1], combat=False))
        elif kind == "excess" and out and isinstance(out[-1], Damage):
            out[-1] = replace(out[-1], excess_to=EXCESS_TO_CONTROLLER)
        elif kind == "cant_prevent":
            out.append(r615.CantBePrevented(**base, sources=spec[1]))
        elif kind == "cant_gain":
            out.append(r614.CantGainLife(**base, opponents_only=spec[1]))
        else:
            return None
    return out or None
