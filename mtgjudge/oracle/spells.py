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
_MAYBE = re.compile(r"^(?:(?:commander )?ninjutsu |[^:\"]*: |target |self (?:deals|gets|gains) |"
                    r"destroy |exile |tap |untap |remove |regenerate |prevent |return )")
_REMINDER = re.compile(r"\s*\([^()]*\)")
#: Words that can stand where a subtype does ("target Goblin creature") but aren't one.
_NOT_SUBTYPES = frozenset(("card", "cards", "spell", "token", "ability", "source", "tapped", "untapped", "colorless",
                           "multicolored", "monocolored", "basic", "snow", "historic", "modified", "enchanted",
                           "equipped", "face-down", "face-up", "attacking", "blocking", "creature", "creatures",
                           "permanent", "player", "opponent", "instant", "sorcery", "legendary", "artifact",
                           "enchantment", "land", "planeswalker", "battle", "other", "another", "each", "that"))


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
    activated, e.g. ``"after blockers"``; ``limit``: how many times each turn (0: any);
    ``any_player``: any player may activate it (602.2)."""

    when: str
    limit: int = 0
    any_player: bool = False


def _keyword_pattern() -> str:
    names = sorted(catalog.CLASSES, key=len, reverse=True)
    # and landwalk (702.14) and protection from a colour (702.16), read by compile_keywords
    extra = r"(?:plains|island|swamp|mountain|forest|desert)walk|protection from (?:white|blue|black|red|green)"
    return "/(?:" + extra + "|" + "|".join(re.escape(n) for n in names) + r")(?![a-z])/"


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
    text = re.sub(r"\b[Tt]his (?:creature|permanent|artifact|enchantment|land|Aura|Equipment|Vehicle)\b", "self", text)
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
        from lark import Token

        from mtgjudge.cr.r115_targets import TargetSpec

        tokens = {x.type: str(x) for x in c if isinstance(x, Token)}
        control = next((x[0] for x in c if isinstance(x, tuple) and x[0] in ("you", "not you", "opponent")), "")
        kind, *more = next(x[1:] for x in c if isinstance(x, tuple) and x[0] == "noun")
        quality = [q for x in c if isinstance(x, list) for q in x] + more
        if "ANOTHER" in tokens:
            quality.append("another")
        if "FLYING" in tokens:
            quality.append("flying" if tokens["FLYING"] == "with flying" else "no flying")
        if "BLOCKING_IT" in tokens:
            quality.append("blocked by it" if tokens["BLOCKING_IT"] == "it's blocking" else "blocking it")
        if kind != "creature" and ("FLYING" in tokens or "COMBAT" in tokens):
            raise ValueError("flying or combat of a target that isn't a creature")
        spec = TargetSpec(kind, tokens.get("COMBAT", ""), control, tuple(quality))
        self.targets.append(spec)
        return self.r.TARGET

    def creature_noun(self, c: list) -> tuple:
        return ("noun", "creature")

    def artifact_noun(self, c: list) -> tuple:
        return ("noun", "artifact")

    def permanent_noun(self, c: list) -> tuple:
        return ("noun", str(c[0]))

    def subtype_noun(self, c: list) -> tuple:
        return ("noun", "permanent", *self.subtype(c))

    def attached(self, c: list) -> str:
        return self.r.ATTACHED

    def group(self, c: list) -> Any:
        tokens = {x.type for x in c}
        control = "you" if "YOU_CONTROL" in tokens else "not you" if "NOT_YOU_CONTROL" in tokens else ""
        return self.r.Each(creatures=True, other="OTHER" in tokens, control=control)

    def cant(self, c: list) -> r608.Part:
        return self.r.Pump(c[0], 0, 0, ("can't " + str(c[1]),))

    def lose_life(self, c: list) -> r608.Part:
        return self.r.LoseLife(c[0], int(c[1]))

    def draw(self, c: list) -> r608.Part:
        return self.r.Recorded(c[0], c[1], "draw")

    def mill(self, c: list) -> r608.Part:
        return self.r.Recorded(c[0], c[1], "mill")

    def player_discards(self, c: list) -> r608.Part:
        return self.r.Recorded(c[0], c[1], "discard")

    def scry(self, c: list) -> r608.Part:
        return self.r.Recorded(self.r.YOU, int(c[0]), "scry")

    def draw_same(self, c: list) -> r608.Part:
        return self.r.Recorded("same", c[0], "draw")  # the player of the part before, else you

    def two_for_players(self, c: list) -> tuple:
        first, second = c
        if second.subject == "same":  # "and draw a card": the first part's player
            second = self.r.Recorded(first.subject, second.amount, "draw")
        return (first, second)

    def with_stat(self, c: list) -> list[str]:
        return [f"{c[0]}{'>=' if str(c[2]) == 'greater' else '<='}{int(c[1])}"]

    def with_counter(self, c: list) -> list[str]:
        return [f"counter:{c[0]}"]

    def colors(self, c: list) -> list[str]:
        from mtgjudge.cr.r115_targets import COLOR_LETTERS

        return ["color:" + "".join(COLOR_LETTERS[str(x)] for x in c)]

    def artifact(self, c: list) -> list[str]:
        return ["type:Artifact"]

    def legendary(self, c: list) -> list[str]:
        return ["legendary"]

    def subtype(self, c: list) -> list[str]:
        word = str(c[0])
        if word.startswith("non") or word in _NOT_SUBTYPES:
            raise ValueError(f"{word!r} isn't a subtype")  # "target nonblack creature": not read
        return ["subtype:" + "-".join(w.capitalize() for w in word.split("-"))]

    def each(self, c: list) -> Any:
        tokens = {x.type: str(x) for x in c}
        flying = tokens.get("FLYING", "")
        return self.r.Each(creatures=True, other="OTHER" in tokens, combat=tokens.get("COMBAT", ""),
                           flying="with" if flying == "with flying" else "without" if flying else "",
                           players="AND_EACH_PLAYER" in tokens)

    def each_player(self, c: list) -> Any:
        return self.r.Each(creatures=False, players=True)

    def that_creature(self, c: list) -> str:
        if not self.targets:
            raise ValueError("'that creature' without a target before it")
        return self.r.TARGET

    def itself(self, c: list) -> str:
        return self.r.SELF

    def to_you(self, c: list) -> str:
        return self.r.YOU

    def any_target(self, c: list) -> str:
        from mtgjudge.cr.r115_targets import TargetSpec

        self.targets.append(TargetSpec("any"))
        return self.r.TARGET

    def you(self, c: list) -> Any:
        return ("you",)

    def opponent(self, c: list) -> tuple:
        return ("opponent",)

    def not_you(self, c: list) -> tuple:
        return ("not you",)

    def self_(self, c: list) -> str:
        return self.r.SELF

    def it(self, c: list) -> str:
        # "it" refers back to the target; with none, to the ability's source ("Tap it.")
        return self.r.TARGET if self.targets else self.r.SELF

    def kw_list(self, c: list) -> tuple[str, ...]:
        return tuple(self.r.CHOSEN_COLOR if k.type == "CHOSEN_PROTECTION" else str(k) for k in c)

    # -- sentences
    def pump(self, c: list) -> r608.Part:
        if c[1].type == "X_PT":
            p, t = (-1 if x.startswith("-") else 1 for x in str(c[1]).split("/"))
            return self.r.Pump(c[0], p, t, (), self.r.X)
        p, t = (int(x) for x in str(c[1]).split("/"))
        return self.r.Pump(c[0], p, t)

    def pump_deal(self, c: list) -> tuple:
        return (c[0], self.r.DealDamage(c[2], int(c[1])))

    def sacrifice_it(self, c: list) -> r608.Part:
        return self.r.KeywordAction(c[0], "sacrifice")

    def gains(self, c: list) -> r608.Part:
        return self.r.Pump(c[0], 0, 0, c[1])

    def pump_gains(self, c: list) -> r608.Part:
        p, t = (int(x) for x in str(c[1]).split("/"))
        return self.r.Pump(c[0], p, t, c[2])

    def target_player(self, c: list) -> str:
        return self._player_target("player")

    def target_opponent(self, c: list) -> str:
        return self._player_target("player", "opponent")

    def target_player_or_planeswalker(self, c: list) -> str:
        return self._player_target("player or planeswalker")

    def target_opponent_or_planeswalker(self, c: list) -> str:
        return self._player_target("player or planeswalker", "opponent")

    def _player_target(self, kind: str, control: str = "") -> str:
        from mtgjudge.cr.r115_targets import TargetSpec

        self.targets.append(TargetSpec(kind, "", control))
        return self.r.TARGET

    def each_opponent(self, c: list) -> str:
        return self.r.EACH_OPPONENT

    def source(self, c: list) -> str:
        return self.r.SELF

    def amount(self, c: list) -> int:
        return self.r.X if c[0].type == "X" else int(c[0])

    def deal(self, c: list) -> r608.Part:
        if len(c) == 2:  # "damage equal to its power": the source's, as it resolves (608.2h)
            return self.r.DealDamage(c[1], self.r.SOURCE_POWER)
        return self.r.DealDamage(c[2], c[1])

    def switch_pt(self, c: list) -> r608.Part:
        if str(c[0]) == "self's":
            return self.r.SwitchPT(self.r.SELF)
        return self.r.SwitchPT(self._creature_target())

    def _creature_target(self) -> str:
        from mtgjudge.cr.r115_targets import TargetSpec

        self.targets.append(TargetSpec("creature"))
        return self.r.TARGET

    def deal_and_you(self, c: list) -> tuple:
        return (self.r.DealDamage(c[2], c[1]), self.r.DealDamage(c[4], int(c[3])))

    def one(self, c: list) -> int:
        return 1

    def x_count(self, c: list) -> int:
        return self.r.X

    def count(self, c: list) -> int:
        words = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
        w = str(c[0])
        return int(w) if w.isdigit() else words.index(w) + 1

    def counters(self, c: list) -> r608.Part:
        return self.r.PutCounters(c[2], c[0], str(c[1]))

    def gain_life(self, c: list) -> r608.Part:
        return self.r.GainLife(c[0], int(c[1]))

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

    # -- activation instructions (602.1b)
    def once_each_turn(self, c: list) -> _Timing:
        return _Timing("", 1)

    def twice_each_turn(self, c: list) -> _Timing:
        return _Timing("", 2)

    def thrice_each_turn(self, c: list) -> _Timing:
        return _Timing("", 3)

    def as_sorcery(self, c: list) -> _Timing:
        return _Timing("sorcery")

    def your_turn(self, c: list) -> _Timing:
        return _Timing("your turn")

    def before_attackers(self, c: list) -> _Timing:
        return _Timing("before attackers")

    def before_blockers(self, c: list) -> _Timing:
        return _Timing("before blockers")

    def during_upkeep(self, c: list) -> _Timing:
        return _Timing("upkeep")

    def during_combat(self, c: list) -> _Timing:
        return _Timing("during combat")

    def any_player(self, c: list) -> _Timing:
        return _Timing("", 0, True)

    def effect(self, c: list) -> tuple:
        parts = tuple(p for x in c for p in (x if isinstance(x, tuple) else (x,)))
        return tuple(self.r.Recorded(self.r.YOU, p.amount, p.action) if getattr(p, "subject", "") == "same" else p
                     for p in parts)

    # -- lines
    def mana(self, c: list) -> tuple:
        return ("mana", str(c[0]).upper())

    def tap(self, c: list) -> tuple:
        return ("tap", "")

    def _cost(self, kind: str, count: int = 1, what: tuple[str, ...] = (), another: bool = False) -> tuple:
        from mtgjudge.cr.r602_activating import AdditionalCost

        return ("other", AdditionalCost(kind, count, what, another))

    def untap_symbol(self, c: list) -> tuple:
        return self._cost("untap")

    def sacrifice_self(self, c: list) -> tuple:
        return self._cost("sacrifice", 1, ("self",))

    def exile_self(self, c: list) -> tuple:
        return self._cost("exile", 1, ("self",))

    def permanent_kind(self, c: list) -> tuple[str, ...]:
        return tuple(str(w) for w in c)

    def permanent_kind_two(self, c: list) -> tuple[str, ...]:
        return (f"{c[0]} {c[1]}",)  # "nonland permanent", "red creature": both words hold

    def sacrifice_a(self, c: list) -> tuple:
        return self._cost("sacrifice", 1, c[0])

    def sacrifice_another(self, c: list) -> tuple:
        return self._cost("sacrifice", 1, c[-1], True)

    def exile_from_graveyard(self, c: list) -> tuple:
        return self._cost("exile from graveyard", c[0])

    def pay_life(self, c: list) -> tuple:
        return self._cost("life", int(c[0]))

    def discard(self, c: list) -> tuple:
        return self._cost("discard", c[0] if c and isinstance(c[0], int) else 1)

    def remove_counters(self, c: list) -> tuple:
        return self._cost("remove counters", c[0], (str(c[1]),))

    def tap_untapped(self, c: list) -> tuple:
        return self._cost("tap untapped", 1, (str(c[0]),))

    def tap_untapped_another(self, c: list) -> tuple:
        return self._cost("tap untapped", 1, (str(c[-1]),), True)

    def tap_untapped_n(self, c: list) -> tuple:
        return self._cost("tap untapped", c[0], (str(c[1]),))  # plural: "two untapped Elves"

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
        timings = [p for p in parts if isinstance(p, _Timing)]
        effects = tuple(p for p in parts if not isinstance(p, _Timing))
        whens = [t.when for t in timings if t.when]
        if len(whens) > 1 or not effects or any(isinstance(p, _Timing) for p in parts[:len(effects)]):
            return None  # instructions come after the effect
        x_in_effect = any(getattr(p, "amount", None) == r608.X for p in effects)
        x_counts = [c[1] for c in costs if c[0] == "other" and c[1].count == r608.X]
        if ("{X}" in mana or bool(x_counts)) != x_in_effect or any(c.kind != "remove counters" for c in x_counts):
            return None  # X in the cost or the effect alone: what it means is elsewhere
        if [c for c in costs if c[0] == "other" and c[1].kind in ("sacrifice", "exile") and c[1].what == ("self",)
                and any(getattr(p, "subject", "") == r608.SELF and not isinstance(p, r608.DealDamage) for p in effects)]:
            return None  # it left as the cost was paid: "it" can't be changed any more
        if any(c[0] == "other" and c[1].what == ("self",) and c[1].kind in ("sacrifice", "exile") for c in costs) \
                and any(q in ("blocking it", "blocked by it") for t in specs for q in t.quality):
            return None  # a block with a source that has left: not modeled
        return (ActivatedAbility(line, 0, mana, any(c[0] == "tap" for c in costs),
                                 r608.Effects(effects, specs), whens[0] if whens else "",
                                 tuple(c[1] for c in costs if c[0] == "other"),
                                 max((t.limit for t in timings), default=0),
                                 any(t.any_player for t in timings)),)
    if any(isinstance(p, _Timing) or getattr(p, "subject", "") == r608.SELF
           or r608.CHOSEN_COLOR in getattr(p, "gains", ()) for p in rest[0]):
        return None  # an activation instruction, "it" with nothing to refer to, a colour chosen: not ours
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
    if any(isinstance(p, _Timing) or getattr(p, "subject", "") == r608.SELF
           or r608.CHOSEN_COLOR in getattr(p, "gains", ()) for p in parts):
        return None  # an activation instruction, "it" with nothing to refer to, a colour chosen: not ours
    return r608.Effects(parts, specs, card)
