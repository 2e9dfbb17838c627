"""CR 120.4: the damage event, in its four parts.

A damage event is a list of :class:`~mtgjudge.cr.r120_damage.Damage` dealt at the same
time (510.2). It is processed as 120.4 says: (a) excess damage an effect sends elsewhere
(120.4a); (b) the replacement and prevention effects that act on damage (614, 615, in the
order of 616); (c) the damage turned into its :class:`~mtgjudge.cr.r120_damage.Result`
items (120.3), then the replacement effects that act on results (Boon Reflection,
Worship, "can't gain life"); (d) the event occurs. When any effect takes part, the log
shows the event as it was after each part, with the rule, the way the CR's own examples
under 120.4 do.
"""

from __future__ import annotations

from dataclasses import replace

from mtgjudge.abilities.base import DEATHTOUCH
from mtgjudge.cr import implements
from mtgjudge.cr.r120_damage import (
    EXCESS_TO_CONTROLLER,
    Damage,
    Result,
    keyword_source,
    excess_damage,
    items,
    occur,
    results,
)
from mtgjudge.engine.bus import emit, has_flag, in_play
from mtgjudge.engine.happenings import DamageDealt
from mtgjudge.events import EventLog
from mtgjudge.engine.state import GameState


@implements("120.4", "120.4b", "120.4c", "120.4d", "120.8", "702.15b", "702.15e", "702.90b",
            "702.90c", "702.80a", "702.2b", "702.164c")
def deal(state: GameState, damage: list[Damage], log: EventLog) -> list[Damage]:
    """Deal every damage in ``damage`` simultaneously, as the four parts of 120.4, and
    return the damage actually dealt (after prevention and replacement).

    Sources are looked up in ``state`` as they are now (combat damage is dealt at once,
    510.2). Zero amounts deal no damage (120.8). Replacement and prevention effects come
    from :func:`~mtgjudge.cr.r616_interaction_of_replacement_effects.effects_in_play`;
    shields used up are updated in ``state.replacement_effects``.
    """
    event: list = [d for d in damage if d.amount > 0]
    if not event:
        return []
    effects: list = []
    if _may_be_replaced(state):  # else the effect modules (614-616) aren't even loaded
        from mtgjudge.cr import r616_interaction_of_replacement_effects as r616

        effects = r616.effects_in_play(state)
    watching = bool(effects)
    trace = EventLog()
    start = list(event)
    event = _excess(state, event, trace)
    if watching:
        event = r616.mark_unpreventable(state, event, effects)
        event, effects = r616.apply(state, event, effects, r616.DAMAGE, trace)
    shown = bool(trace)
    if shown:
        log.add("120.4", "event.start", items=items(start))
        log.extend(trace)
    if not event:  # all of it was prevented or replaced away: no event happens (615.6)
        if watching:
            r616.keep(state, effects)  # shields used up stay used up
        return []
    dealt = [d for d in event if isinstance(d, Damage) and d.amount > 0]
    others = [r for r in event if isinstance(r, Result)]
    for d in dealt:
        emit(state, log, DamageDealt, (d.source, d.recipient, d.amount, d.combat), "510.2" if d.combat else "120.4b",
             "damage.dealt", source=d.source, recipient=d.recipient, amount=d.amount)
    made = results(state, dealt) + others
    trace = EventLog()
    processed = list(made)
    if watching:
        made, effects = r616.apply(state, made, effects, r616.RESULTS, trace)
        r616.keep(state, effects)
    if trace or shown:
        log.add("120.4c", "event.results", items=items(processed))
        log.extend(trace)
        log.add("120.4d", "event.occurs")
    occur(state, dealt, made, log)
    return dealt


def _may_be_replaced(state: GameState) -> bool:
    """False when no replacement or prevention effect can be in play: no resolved
    spell's effect is left and no permanent has an ability whose class makes one (the
    base :class:`~mtgjudge.cr.r702_keywords.Ability` makes none)."""
    if state.replacement_effects:
        return True
    return in_play(state, "replacement_effects") or in_play(state, "prevents_damage_from")


@implements("120.4a")
def _excess(state: GameState, event: list[Damage], log: EventLog) -> list[Damage]:
    """120.4a: damage whose effect sends the excess elsewhere is split in two: lethal
    damage (counting damage marked and the other damage dealt to it at the same time;
    1 from a deathtouch source), loyalty or defense to the permanent, the rest to
    ``excess_to``."""
    if not any(d.excess_to for d in event):
        return event
    totals: dict[str, int] = {}
    for d in event:
        totals[d.recipient] = totals.get(d.recipient, 0) + d.amount
    out: list[Damage] = []
    for i, d in enumerate(event):
        perm = state.battlefield.get(d.recipient)
        if not d.excess_to or perm is None:
            out.append(d)
            continue
        src = keyword_source(state, d)
        over = min(d.amount, excess_damage(perm, totals[d.recipient], src is not None and has_flag(src, DEATHTOUCH)))
        to = perm.controller if d.excess_to == EXCESS_TO_CONTROLLER else d.excess_to
        out.append(replace(d, amount=d.amount - over, excess_to=""))
        if over:
            out.append(replace(d, recipient=to, amount=over, excess_to=""))
            log.add("120.4a", "event.excess", permanent=perm.id, amount=over, recipient=to,
                    items=items([x for x in [*out, *event[i + 1:]] if x.amount > 0]))
    return [d for d in out if d.amount > 0]
