"""CR 615: prevention effects, the replacement effects that use the word "prevent".

Each applies in part (b) of the damage event (120.4b) through the hooks of
:class:`~mtgjudge.cr.r614_replacement_effects.ReplacementEffect`. Damage that can't be
prevented (615.12) still goes through them: nothing is prevented, shields aren't
reduced, and any additional effect happens (with 0 prevented).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, ClassVar

from mtgjudge.cr import implements
from mtgjudge.cr.r120_damage import LIFE_GAIN, Damage, Item, Result, source_of, with_amount, with_applied
from mtgjudge.cr.r614_replacement_effects import (
    ANY_SOURCE,
    MARK,
    YOU,
    Context,
    ReplacementEffect,
    SourceFilter,
    recipient_matches,
)


@implements("615.1", "615.1a", "615.6", "615.12", "615.12a")
@dataclass(frozen=True, slots=True)
class PreventionEffect(ReplacementEffect):
    """Base of prevention effects (615.1): ``prevents(state, item)`` says how much of
    one damage it would prevent; ``gain_life``: its controller gains life equal to the
    damage prevented (615.5, Awe Strike)."""

    rule: ClassVar[str] = "615.1"
    prevention: ClassVar[bool] = True
    gain_life: bool = False

    def prevents(self, state, item: Damage) -> int:
        return item.amount

    def affects(self, state, item):
        return isinstance(item, Damage) and self.watches(state, item)

    def applicable(self, state, event):
        # affects() read inline (one call less per item): asked for every effect at every
        # step of an event. A subclass with its own affects() is asked as usual.
        if type(self).affects is not PreventionEffect.affects:
            return ReplacementEffect.applicable(self, state, event)
        name = self.name
        for i in event:
            if name not in i.applied and isinstance(i, Damage) and self.watches(state, i):
                return True
        return False

    def watches(self, state, item: Damage) -> bool:
        return False

    def replace(self, state, item, ctx):
        prevented = 0 if item.unpreventable else min(item.amount, self.prevents(state, item))
        out: list[Item] = [with_amount(item, item.amount - prevented, self.name)]
        # 615.5: the rest of the effect happens right after the prevention.
        if self.gain_life and self.controller:
            out.append(Result(LIFE_GAIN, self.controller, prevented, self.name, "615.5"))
        if getattr(self, "counters", ""):  # "a -1/-1 counter for each 1 damage prevented this way"
            out.append(Result(self.counters, item.recipient, prevented, self.name, "615.5"))
        return out


@dataclass(frozen=True, slots=True)
class PreventDamage(PreventionEffect):
    """"Prevent all [combat] damage that would be dealt [to X] [and/or] [by Y]" (Fog,
    Holy Day, Guard Gomazoa, Fog Bank, Maze of Ith). With neither ``to`` nor ``by``, all
    such damage; with both, damage dealt to ``to`` or by ``by``. ``to_controller``:
    damage to that player and to creatures they control (Safe Passage). ``counters``:
    that many counters of this kind are put on the creature instead (615.5, Phyrexian
    Hydra). ``during_turn_of``: only during that player's turn (Gideon Blackblade's
    "during your turn")."""

    combat_only: bool = False
    to: str = ""
    by: str = ""
    to_controller: str = ""
    counters: str = ""
    during_turn_of: str = ""

    def watches(self, state, item):
        if self.combat_only and not item.combat:
            return False
        if self.during_turn_of and state.active != self.during_turn_of:
            return False
        if self.to_controller:  # "to you and creatures you control"
            if item.recipient == self.to_controller:
                return True
            perm = state.battlefield.get(item.recipient)
            return perm is not None and perm.is_creature and perm.controller == self.to_controller
        if not self.to and not self.by:
            return True
        return bool(self.to and item.recipient == self.to) or bool(self.by and item.source == self.by)


@implements("615.7")
@dataclass(frozen=True, slots=True)
class PreventionShield(PreventionEffect):
    """"Prevent the next N damage that would be dealt to X this turn" (615.7): a shield
    of ``remaining`` points around ``to``. Against damage from several sources at once,
    the shielded player (or the controller of the shielded permanent) chooses which
    damage it prevents; the scenario gives that choice in ``choices: {shields: ...}``."""

    rule: ClassVar[str] = "615.7"
    to: str = ""
    remaining: int = 0

    def watches(self, state, item):
        return item.recipient == self.to and self.remaining > 0

    def apply(self, state, event, ctx):
        mine = [i for i, d in enumerate(event)
                if isinstance(d, Damage) and self.name not in d.applied and self.watches(state, d)]
        preventable = [i for i in mine if not event[i].unpreventable]
        sources = list(dict.fromkeys(event[i].source for i in preventable))
        total = sum(event[i].amount for i in preventable)
        chosen = ctx.shield_order(self.name)
        if chosen is not None:
            rank = {s.casefold(): n for n, s in enumerate(chosen)}
            preventable.sort(key=lambda i: rank.get(event[i].source.casefold(), len(rank)))
        elif len(sources) > 1 and total > self.remaining:
            ctx.note("615.7", "effect.shield_choice", player=self.controls(state, self.to) or self.to,
                     effect=self.name, sources=sources, first=event[preventable[0]].source)
        left = self.remaining
        out = list(event)
        for i in mine:
            out[i] = with_applied(out[i], self.name)
        for i in preventable:
            stop = min(left, out[i].amount)
            left -= stop
            out[i] = with_amount(out[i], out[i].amount - stop, self.name)
        if self.gain_life and self.controller and self.remaining > left:  # 615.5: right after
            out.append(Result(LIFE_GAIN, self.controller, self.remaining - left, self.name, "615.5",
                              applied=frozenset({self.name})))
        return out, (replace(self, remaining=left) if left > 0 else None)


@implements("615.8", "615.5")
@dataclass(frozen=True, slots=True)
class NextTimePrevention(PreventionEffect):
    """"The next time [source] would deal damage this turn, prevent that damage"
    (615.8), optionally "You gain life equal to the damage prevented this way" (Awe
    Strike, 615.5). Used up by the first damage event in which ``by`` deals damage."""

    rule: ClassVar[str] = "615.8"
    by: str = ""
    #: only damage to this player or permanent ("... would deal damage to you", Reverse Damage)
    to: str = ""

    def watches(self, state, item):
        return item.source == self.by and (not self.to or item.recipient == self.to)

    def apply(self, state, event, ctx):
        out, _ = ReplacementEffect.apply(self, state, event, ctx)
        if self.gain_life:  # one gain for the whole instance of damage (615.8)
            gains = [r for r in out if isinstance(r, Result) and r.source == self.name and r.kind == LIFE_GAIN]
            total = sum(r.amount for r in gains)
            out = [r for r in out if not any(r is g for g in gains)]
            out.append(Result(LIFE_GAIN, self.controller, total, self.name, "615.5",
                              applied=frozenset({self.name})))
        used = any(isinstance(d, Damage) and self.watches(state, d) and not d.unpreventable for d in event)
        return out, (None if used else self)


@implements("615.10")
@dataclass(frozen=True, slots=True)
class PreventSome(PreventionEffect):
    """"If a source would deal damage to you, prevent 1 of that damage" (615.10, Urza's
    Armor; Daunting Defender's "to a Cleric creature you control"): ``amount`` of each
    damage from each source to a recipient ``to`` matches (see ``recipient_matches``)."""

    rule: ClassVar[str] = "615.10"
    amount: int = 1
    to: str = YOU
    sources: SourceFilter = ANY_SOURCE

    def watches(self, state, item):
        return recipient_matches(state, self, item.recipient, self.to) and self.sources.matches(state, self, item)

    def prevents(self, state, item):
        return self.amount


@implements("702.16e")
@dataclass(frozen=True, slots=True)
class ProtectionPrevention(PreventionEffect):
    """Protection (702.16e): damage from a source it is protected from is prevented.
    Asks the holder's ability (``Ability.prevents_damage_from``)."""

    rule: ClassVar[str] = "702.16e"
    applied_key: ClassVar[str] = "event.protection"
    ability: Any = None

    def watches(self, state, item):
        if item.recipient != self.source:  # (first: asked of every damage in the event)
            return False
        holder = state.battlefield.get(self.source)
        src = source_of(state, item)
        if holder is None or src is None:
            return False
        return bool(self.ability.prevents_damage_from(state, holder, src))


@dataclass(frozen=True, slots=True)
class CantBePrevented(ReplacementEffect):
    """"Damage can't be prevented" / "Combat damage that would be dealt by creatures you
    control can't be prevented" (615.12): it marks the damage; prevention effects then
    prevent none of it."""

    rule: ClassVar[str] = "615.12"
    stage: ClassVar[str] = MARK
    sources: SourceFilter = ANY_SOURCE

    def unpreventable(self, state, item):
        return self.sources.matches(state, self, item)


__all__ = [
    "CantBePrevented",
    "Context",
    "NextTimePrevention",
    "PreventDamage",
    "PreventSome",
    "PreventionEffect",
    "PreventionShield",
    "ProtectionPrevention",
]
