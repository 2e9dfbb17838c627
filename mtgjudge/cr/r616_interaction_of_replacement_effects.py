"""CR 616: which replacement or prevention effect applies first.

The affected player, or the controller of the affected object, chooses one applicable
effect (616.1), self-replacement effects first (616.1a), and chooses again among those
still applicable after each one applies (616.1f); each applies at most once per event
(614.5). The scenario can give the order (``choices: {order: [...]}``). When it doesn't
and the order changes the outcome, the ruling lists each order and its outcome, names
who chooses, and goes on with the effects in the order they were listed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from itertools import permutations

from mtgjudge.cr import implements
from mtgjudge.cr.r120_damage import Damage, Item, items
from mtgjudge.cr.r614_replacement_effects import (
    DAMAGE,
    MARK,
    RESULTS,
    Context,
    ReplacementEffect,
)
from mtgjudge.cr.r615_prevention_effects import ProtectionPrevention
from mtgjudge.abilities.base import Ability
from mtgjudge.engine.bus import overrides_any
from mtgjudge.events import EventLog
from mtgjudge.messages import AllParts, KeywordText, Later, Parts
from mtgjudge.engine.state import GameState

__all__ = ["DAMAGE", "RESULTS", "apply", "effects_in_play", "keep", "mark_unpreventable"]

#: The hooks of a permanent's abilities that make replacement or prevention effects.
_HOOKS = ("replacement_effects", "prevents_damage_from")

#: Beyond this many effects competing for one event, orders aren't all explored.
_MAX_EXPLORED = 5


def effects_in_play(state: GameState) -> list[ReplacementEffect]:
    """Every replacement and prevention effect that could act on an event now.

    Static abilities of permanents first (``Ability.replacement_effects``, and
    protection through ``Ability.prevents_damage_from``, 702.16e), in battlefield order,
    then the effects of resolved spells in ``state.replacement_effects``, in the order
    they were created. Names are unique (a permanent with two such abilities gives
    ``"Name (2)"``).
    """
    out: list[ReplacementEffect] = []
    for perm in state.battlefield.values():
        if not overrides_any(perm, _HOOKS):
            continue  # (most permanents make no such effect)
        n = 0
        for ability in perm.abilities:
            found = list(ability.replacement_effects(state, perm))
            if type(ability).prevents_damage_from is not Ability.prevents_damage_from:
                found.append(ProtectionPrevention(perm.id, KeywordText(ability.describe()), perm.controller,
                                                  ability=ability))
            for effect in found:
                n += 1
                out.append(effect if n == 1 else replace(effect, label=f"{perm.id} ({n})"))
    out.extend(state.replacement_effects)
    return out


def mark_unpreventable(state: GameState, event: list[Item],
                       effects: Sequence[ReplacementEffect]) -> list[Item]:
    """``event`` with each damage that an effect says can't be prevented marked so (615.12)."""
    marks = [e for e in effects if e.stage == MARK]
    if not marks:
        return event
    return [replace(d, unpreventable=True)
            if isinstance(d, Damage) and not d.unpreventable and any(e.unpreventable(state, d) for e in marks)
            else d for d in event]


def _context(state: GameState, notes: EventLog | None) -> Context:
    return Context(state.choice_shields, notes)


def _chooser(state: GameState, event: list[Item], effects: Sequence[ReplacementEffect]) -> str:
    """Who chooses among ``effects`` (616.1): the player affected by a part of the event
    they all apply to, or the controller of the permanent affected."""
    for item in event:
        if all(e.name not in item.applied and (e.affects(state, item) or e.applicable(state, [item]))
               for e in effects):
            who = item.affected
            perm = state.battlefield.get(who)
            return perm.controller if perm is not None else who
    who = event[0].affected if event else ""
    perm = state.battlefield.get(who)
    return perm.controller if perm is not None else who


def _run(state: GameState, event: list[Item], effects: list[ReplacementEffect], prefer: Sequence[str],
         ctx: Context, log: EventLog | None) -> tuple[list[Item], list[ReplacementEffect], list[str]]:
    """Apply effects until none is left to apply (616.1f), choosing each time the
    applicable one that comes first in ``prefer`` (names), else in ``effects``' order.

    Returns the final event, the effects as they are afterwards (used-up shields
    dropped), and the names in the order they applied.
    """
    current = list(effects)
    done: list[str] = []
    rank = {name: i for i, name in enumerate(prefer)}
    while True:
        candidates = [e for e in current if e.name not in done and e.applicable(state, event)]
        if not candidates:
            break
        if len(candidates) == 1:  # (the usual case: nothing to choose)
            chosen = candidates[0]
        else:
            urgent = [e for e in candidates if e.first or e.self_replacement]  # 616.1a, 119.7
            pool = urgent or candidates
            chosen = min(pool, key=lambda e: rank.get(e.name, len(rank) + pool.index(e)))
        # 615.12: a prevention effect still applies to damage that can't be prevented, preventing none.
        # (said in the ruling only; it needs some damage that can't be prevented)
        in_vain = False
        if log is not None and chosen.prevention:
            for i in event:  # (a loop, not any(...) over a generator: usually none can't be prevented)
                if isinstance(i, Damage) and i.unpreventable:
                    in_vain = all(d.unpreventable for d in event if isinstance(d, Damage)
                                  and chosen.name not in d.applied and chosen.affects(state, d))
                    break
        event, after = chosen.apply(state, event, ctx)
        event = [i for i in event if i.amount > 0]  # nothing left of it: no event (615.6, 119.7)
        done.append(chosen.name)
        if after is not chosen:  # (else the same effects)
            current = [after if e is chosen else e for e in current]
            current = [e for e in current if e is not None]
        if log is not None and in_vain:
            if isinstance(chosen, ProtectionPrevention):
                log.add("615.12", "event.not_prevented_protection", effect=chosen.name, text=chosen.text,
                        items=items(event))
            else:
                log.add("615.12", "event.not_prevented", effect=chosen.name, items=items(event))
        elif log is not None:
            log.add(chosen.rule, chosen.applied_key, effect=chosen.name, text=chosen.text, items=items(event))
    return event, current, done


def _outcome_key(event: list[Item]) -> tuple:
    """What happens, whatever effects were applied to get there."""
    return tuple(_said(i) for i in event)


#: item -> what it says (English), for the items of events whose orders are compared:
#: equal items say the same, and the same damage comes back at every event of a combat.
_SAID: dict = {}


def _said(item: Item) -> str:
    """What ``item`` says in English (``item.render()``), remembered for equal items."""
    try:
        text = _SAID.get(item)
    except TypeError:  # (an item that can't be hashed)
        return item.render()
    if text is None:
        if len(_SAID) >= 4096:
            _SAID.clear()
        text = _SAID[item] = item.render()
    return text


@implements("616.1", "616.1a", "616.1e", "616.1f", "614.5")
def apply(state: GameState, event: list[Item], effects: list[ReplacementEffect], stage: str,
          log: EventLog) -> tuple[list[Item], list[ReplacementEffect]]:
    """Apply the ``stage`` effects (``DAMAGE`` for 120.4b, ``RESULTS`` for 120.4c) to
    ``event`` in the order 616 gives, logging each step with the event after it.

    Returns:
        The modified event, and ``effects`` as they are after it (a shield reduced or
        used up: see :func:`keep`).
    """
    mine = [e for e in effects if e.stage == stage]
    if not mine:
        return event, effects
    prefer = state.choice_order
    # The choice is the affected player's (616.1): look at each one's part of the event.
    parts: dict[str, list[Item]] = {}
    for item in event:
        parts.setdefault(item.affected, []).append(item)
    if len(parts) > 1:  # two players choosing at once choose in APNAP order (616.1, 101.4)
        seat = _apnap(state)
        get = state.battlefield.get

        def place(kv: tuple[str, list[Item]]) -> int:  # (who chooses: the player, or the permanent's controller)
            perm = get(kv[0])
            return seat.get(perm.controller if perm is not None else kv[0], len(seat))

        parts = dict(sorted(parts.items(), key=place))
    for part in parts.values():
        involved = [e for e in mine if e.applicable(state, part)]
        if 2 <= len(involved) <= _MAX_EXPLORED:
            _explain_orders(state, part, involved, prefer, log)
        elif len(involved) > _MAX_EXPLORED:
            _unexplored(state, part, involved, prefer, log)
    out, after, done = _run(state, event, mine, prefer, _context(state, log), log)
    for e in mine:  # effects that watched for this event but don't apply (the seed's Worship)
        why = None if e.name in done else e.not_applied(state, out)
        if why is not None:
            log.add(e.rule, "event.not_applied", effect=e.name, reason=why)
    return out, [e for e in effects if e.stage != stage] + after


def _apnap(state: GameState) -> dict[str, int]:
    """Each player's place in APNAP order (101.4), the active player's 0; who chooses
    for a permanent is its controller. (Made once per event: asked for each part.)"""
    seats = list(state.players)
    start = seats.index(state.active) if state.active in seats else 0
    return {who: (i - start) % len(seats) for i, who in enumerate(seats)}


def _explain_orders(state: GameState, event: list[Item], involved: list[ReplacementEffect],
                    prefer: Sequence[str], log: EventLog) -> None:
    """616.1: if the order of ``involved`` changes what happens to ``event`` (one
    affected player's or object's part of the event), say who chooses and what each
    order gives; say which order the ruling follows."""
    names = [e.name for e in involved]
    outcomes: dict[tuple[str, ...], list[Item]] = {}
    applied: dict[tuple[str, ...], list[str]] = {}  # order of preference -> the order they applied in
    for order in permutations(names):
        out, _, done = _run(state, event, involved, order, _context(state, None), None)
        applied[order] = done
        outcomes.setdefault(tuple(done), out)
    # Each outcome once, with the first order giving it and how many others do too.
    by_outcome: dict[tuple, list[tuple[tuple[str, ...], list[Item]]]] = {}
    for order, out in outcomes.items():
        by_outcome.setdefault(_outcome_key(out), []).append((order, out))
    if len(by_outcome) < 2:
        return
    chooser = _chooser(state, event, involved)
    # ``prefer`` ranks the effects as _run does: the names it gives by their last place in
    # it, then the others as listed. That order was one of those run above.
    rank = {name: i for i, name in enumerate(prefer)}
    followed = applied[tuple(sorted((n for n in names if n in rank), key=rank.__getitem__))
                       + tuple(n for n in names if n not in rank)]
    # (rendered when the ruling is shown, in its language)
    rows = Parts(Later("event.order_outcome", order=" → ".join(same[0][0]), items=items(same[0][1]))
                 if len(same) == 1 else
                 Later("event.order_outcome_one_more", order=" → ".join(same[0][0]), items=items(same[0][1]))
                 if len(same) == 2 else
                 Later("event.order_outcome_more", order=" → ".join(same[0][0]), more=len(same) - 1,
                       items=items(same[0][1]))
                 for same in by_outcome.values())
    log.add("616.1", "event.order_choice", player=chooser, effects=AllParts(e.name for e in involved),
            outcomes=rows)
    _say_followed(log, chooser, followed, any(n in prefer for n in followed))


def _say_followed(log: EventLog, chooser: str, followed: list[str], given: bool) -> None:
    """Say which order the ruling follows: the one the scenario gave, or as listed."""
    if given and len(followed) == 1:  # the first one left the others nothing to apply to
        log.add("616.1", "event.order_given_first", player=chooser, effect=followed[0])
        return
    log.add("616.1", "event.order_given" if given else "event.order_default", player=chooser,
            order=" → ".join(followed))


def _unexplored(state: GameState, event: list[Item], involved: list[ReplacementEffect],
                prefer: Sequence[str], log: EventLog) -> None:
    """616.1 with more effects than orders are compared for (``_MAX_EXPLORED``): say who
    chooses, that it isn't known whether the order matters, and which order is followed."""
    chooser = _chooser(state, event, involved)
    _, _, followed = _run(state, event, involved, prefer, _context(state, None), None)
    log.add("616.1", "event.order_unexplored", player=chooser, effects=AllParts(e.name for e in involved),
            count=len(involved))
    _say_followed(log, chooser, followed, any(n in prefer for n in followed))


def keep(state: GameState, effects: list[ReplacementEffect]) -> None:
    """Record in ``state.replacement_effects`` what is left of the spells' effects after
    an event (a shield reduced, 615.7, or used up)."""
    names = {e.name: e for e in effects}
    state.replacement_effects = [names[e.name] for e in state.replacement_effects if e.name in names]
