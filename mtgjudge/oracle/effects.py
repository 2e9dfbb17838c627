"""Continuous effects of spells and abilities that resolved earlier this turn (CR 611.2),
as a scenario or a program gives them: by card name and target (``Giant Growth`` on a
creature) or written by hand (a P/T change, abilities gained, "loses all abilities", a
new base P/T, a switch, types, colours).

Each becomes :class:`~mtgjudge.cr.r611_continuous_effects.ContinuousEffect` objects with
a timestamp (613.7b), kept in ``GameState.continuous_effects``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ConfigDict, StrictInt

from mtgjudge.cards.model import COLORS, Card
from mtgjudge.cr import implements
from mtgjudge.cr import r702_keywords as kw
from mtgjudge.abilities.base import Ability
from mtgjudge.errors import BoardError
from mtgjudge.messages import KeywordText, Text
from mtgjudge.oracle import compile_keywords
from mtgjudge.engine.state import GameState

if TYPE_CHECKING:
    from mtgjudge.cr import r611_continuous_effects as ce

# The continuous effects (611) and the reader of a spell's text are loaded when an effect
# is made or a card read: telling whether a scenario's entry is one of ours needs neither.


@implements("611.2a", "611.2c", "613.7b")
def has_continuous_effect(card: Card) -> bool:
    """True if a line of ``card``'s text is read as a continuous effect of a resolving
    spell (611.2), e.g. Giant Growth's "+3/+3 until end of turn"."""
    return any(_spell_line(line) is not None for line in _lines(card))


def _spell_line(line: str) -> Any:
    """:func:`mtgjudge.oracle.statics.read_spell_line`, found first among the readings
    kept in the card database: a line read before needs no reader loaded (nor, when it
    has no continuous effect, the effects of 611)."""
    from mtgjudge.oracle.store import remembered

    def read() -> Any:
        from mtgjudge.oracle.statics import read_spell_line

        return read_spell_line(line)

    return remembered("spell line", line, read)


def _lines(card: Card) -> list[str]:
    """``card``'s lines of text without reminder text, empty ones left out."""
    import re

    return [s for s in (re.sub(r"\s*\([^()]*\)", "", raw).strip() for raw in card.text.splitlines()) if s]


def spell_effects(state: GameState, card: Card, target: str | None, controller: str) -> tuple[ce.ContinuousEffect, ...]:
    """The continuous effects of ``card`` (an instant or sorcery) resolved by
    ``controller`` with ``target`` (a permanent id, for "target creature"), unbound.

    A group ("Creatures you control get +3/+3 ...") is fixed as the spell resolves,
    i.e. now (611.2c).

    Raises:
        BoardError: no line of the card is read as a continuous effect; a target is
            missing, not wanted, not a creature, or can't be targeted by it (702.16b).
    """
    from mtgjudge.cr import r611_continuous_effects as ce
    from mtgjudge.oracle.statics import read_spell_line

    readings = [got for got in map(read_spell_line, _lines(card)) if got is not None]
    if not readings:
        raise BoardError(Text("effect.not_modeled", card=card.name))
    out: list[ce.ContinuousEffect] = []
    for r in readings:
        if r.targeted:
            if target is None:
                raise BoardError(Text("effect.needs_target", card=card.name))
            check_target(state, target, card, controller)
            affects: ce.Affects = ce.Objects((target,))
        else:
            if target is not None:
                raise BoardError(Text("effect.no_target", card=card.name))
            affects = ce.Objects(tuple(pid for pid, w in _work(state).items()
                                       if r.group.matches(state, w, "", controller)))
        out.extend(replace(e, source=card.name, affects=affects, duration=r.duration) for e in r.effects)
    return tuple(out)


def _work(state: GameState) -> dict:
    """Each permanent's current characteristics, in the shape filters read."""
    from mtgjudge.cr.r613_layers import EveryCreatureType, printed

    work = {}
    for pid, perm in state.battlefield.items():
        w = printed(perm)
        ch = perm.characteristics
        w.types, w.subtypes, w.colors = list(ch.types), list(ch.subtypes), list(ch.colors)
        w.abilities = list(ch.abilities)
        w.all_creature_types = isinstance(ch.subtypes, EveryCreatureType)
        work[pid] = w
    return work


@implements("702.16b", "601.2c")
def check_target(state: GameState, target: str, source: Card, controller: str) -> None:
    """Raise :class:`BoardError` if ``source`` (a spell controlled by ``controller``)
    couldn't target creature ``target``: not a creature (115.1), or protection (702.16b)."""
    perm = state.battlefield.get(target)
    if perm is None:
        raise BoardError(Text("effect.unknown_target", target=target))
    if not perm.is_creature:
        raise BoardError(Text("effect.target_not_creature", card=source.name, target=target))
    for ability in perm.abilities:
        if ability.forbids_target(state, perm, source, controller):
            raise BoardError(Text("effect.protection_target", card=source.name, target=target,
                                  text=KeywordText(ability.describe())))


def hand_effects(target: str, *, power: int = 0, toughness: int = 0, gains: Sequence[str] = (),
                 loses_all_abilities: bool = False, base_power: int | None = None,
                 base_toughness: int | None = None, switch: bool = False,
                 types: Sequence[str] = (), subtypes: Sequence[str] = (),
                 every_creature_type: bool = False, colors: Sequence[str] | None = None,
                 until: str = "end of turn", source: str = "",
                 extra: Sequence[Ability] = ()) -> tuple[ce.ContinuousEffect, ...]:
    """Effects written by hand, for what no card on the board says, all on ``target``:
    ``power``/``toughness`` +N/+N (7c), ``gains`` abilities and ``loses_all_abilities``
    (6), ``base_power``/``base_toughness`` (7b), ``switch`` (7d), ``types``/``subtypes``/
    ``every_creature_type`` (4), ``colors`` (5); ``extra``: ability objects gained too.

    Raises:
        BoardError: an unknown ability or colour, or no change at all.
    """
    from mtgjudge.cr import r611_continuous_effects as ce

    text = source or ce.hand_source(target)
    common: dict[str, Any] = {"source": text, "text": text, "affects": ce.Objects((target,)),
                              "duration": until and f"until {until}"}
    out: list[ce.ContinuousEffect] = []
    if types or subtypes:
        out.append(ce.AddTypes(**common, types=tuple(types), subtypes=tuple(subtypes)))
    if every_creature_type:
        out.append(ce.EveryCreatureType(**common))
    if colors is not None:
        bad = [c for c in colors if c not in COLORS]
        if bad:
            raise BoardError(Text("board.colors", permanent=target, bad=", ".join(bad)))
        out.append(ce.SetColors(**common, colors=tuple(colors)))
    if loses_all_abilities:
        out.append(ce.LoseAllAbilities(**common))
    if gains or extra:
        try:
            abilities = compile_keywords(list(gains)) + tuple(extra)
        except ValueError as e:
            raise BoardError(e.args[0]) from None
        out.append(ce.AddAbilities(**common, abilities=abilities))
    if base_power is not None or base_toughness is not None:
        out.append(ce.SetPT(**common, power=base_power, toughness=base_toughness))
    if power or toughness:
        out.append(ce.ModifyPT(**common, power=power, toughness=toughness))
    if switch:
        out.append(ce.SwitchPT(**common))
    if not out:
        raise BoardError(Text("effect.empty"))
    return tuple(out)


# ------------------------------------------------------------------ scenario entries


class ContinuousEffectSpec(BaseModel):
    """One ``effects:`` entry of a scenario that changes characteristics: a spell by
    ``card`` (with its ``target``), or changes written by hand on a ``target``."""

    model_config = ConfigDict(extra="forbid")
    card: str | None = None
    target: str | None = None
    controller: str | None = None
    timestamp: StrictInt | None = None
    source: str | None = None
    power: StrictInt = 0
    toughness: StrictInt = 0
    gains: list[str] = []
    loses_all_abilities: bool = False
    base_power: StrictInt | None = None
    base_toughness: StrictInt | None = None
    switch: bool = False
    types: list[str] = []
    subtypes: list[str] = []
    every_creature_type: bool = False
    colors: list[str] | None = None
    until: str = "end of turn"


def is_continuous_entry(entry: Any) -> bool:
    """True if ``entry`` (a mapping from ``effects:``) is one this module reads: all
    its keys are :class:`ContinuousEffectSpec` fields."""
    return isinstance(entry, dict) and bool(entry) and set(entry) <= set(ContinuousEffectSpec.model_fields)


def add_scenario_effect(game: Any, entry: dict[str, Any], name: Any) -> None:
    """Add one validated ``effects:`` entry to ``game``; ``name(text, field)`` resolves a
    name written in the file to a permanent id or player (raising ScenarioError).

    Raises:
        ValidationError: a field of the wrong shape.
        BoardError: the effect can't be made (see :func:`spell_effects`, :func:`hand_effects`).
    """
    spec = ContinuousEffectSpec.model_validate(entry)
    target = name(spec.target, "target") if spec.target is not None else None
    controller = name(spec.controller, "controller") if spec.controller is not None else None
    if spec.card is not None:
        game.resolve_spell(spec.card, target, controller, spec.timestamp)
        return
    if target is None:
        raise BoardError(Text("effect.unknown_kind"))
    # "protection from <a player>" (702.16k) names a player of this game.
    players = {f"protection from {p}".casefold(): p for p in game.state.players}
    gains = [g for g in spec.gains if g.strip().casefold() not in players]
    extra = tuple(kw.Protection(f"protection from {players[g.strip().casefold()]}", 0, "player",
                                players[g.strip().casefold()])
                  for g in spec.gains if g.strip().casefold() in players)
    effects = hand_effects(target, power=spec.power, toughness=spec.toughness, gains=gains, extra=extra,
                           loses_all_abilities=spec.loses_all_abilities, base_power=spec.base_power,
                           base_toughness=spec.base_toughness, switch=spec.switch, types=spec.types,
                           subtypes=spec.subtypes, every_creature_type=spec.every_creature_type,
                           colors=spec.colors, until=spec.until, source=spec.source or "")
    game.add_effects(effects, spec.timestamp)
