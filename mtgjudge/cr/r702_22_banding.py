"""CR 702.22: banding — attacking bands, bands blocked as a whole, and who divides
combat damage.

The rules here ask the abilities' hooks (:meth:`Ability.counts_as_banding`,
:meth:`Ability.forms_band`, :meth:`Ability.divides_for`); they never name a keyword.
An attacking band, once declared, is kept for the rest of combat (702.22e) in
:attr:`Combat.bands`; a member removed from combat leaves it (702.22f).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from itertools import combinations
from math import comb

from mtgjudge.cr import implements
from mtgjudge.engine.bus import in_play, overrides
from mtgjudge.errors import IllegalActionError, illegal
from mtgjudge.engine.state import GameState, Permanent


def has_banding(perm: Permanent) -> bool:
    """Whether ``perm`` is a creature with banding (702.22c)."""
    return any(a.counts_as_banding(perm) for a in perm.abilities)


@implements("702.22c", "702.22d")
def check_bands(state: GameState, bands: Sequence[Sequence[str]],
                attacks: Mapping[str, str]) -> IllegalActionError | None:
    """Why the declared ``bands`` (each a sequence of attacking creature ids) can't be
    formed with the attacks ``attacks`` (creature id -> what it attacks), or ``None``.

    A band has two or more attacking creatures, at least one with banding and at most one
    without, or all of the quality of a member's "bands with other" (702.22c); each
    creature is in one band only (702.22c); all attack the same player, planeswalker or
    battle (702.22d).
    """
    seen: set[str] = set()
    for band in bands:
        members = ", ".join(band)
        if len(band) < 2:
            return illegal("702.22c", "band.too_small", band=members)
        for pid in band:
            if pid not in attacks:
                return illegal("702.22c", "band.not_attacking", band=members, creature=pid)
            if pid in seen:
                return illegal("702.22c", "band.twice", creature=pid)
            seen.add(pid)
        perms = [state.battlefield[pid] for pid in band]
        if not any(a.forms_band(p, perms) for p in perms for a in p.abilities):
            without = [p.id for p in perms if not has_banding(p)]
            return illegal("702.22c", "band.without_banding", band=members,
                           without=", ".join(without))
        if len({attacks[pid] for pid in band}) > 1:
            return illegal("702.22d", "band.split_targets", band=members)
    return None


def can_form_bands(perm: Permanent) -> bool:
    """Whether ``perm`` has an ability that can let a band form (banding, "bands with
    other", 702.22c): every band has such a member."""
    from mtgjudge.abilities.base import Ability

    return any(type(a).forms_band is not Ability.forms_band for a in perm.abilities)


@implements("702.22c", "702.22d")
def band_choices(state: GameState, attacks: Mapping[str, str]) -> Iterator[tuple[tuple[str, ...], ...]]:
    """Every legal set of attacking bands for the attacks ``attacks`` (creature id ->
    what it attacks), lazily, the empty one (no band) first: each band is two or more
    creatures attacking the same thing (702.22d) that :func:`check_bands` accepts, and
    each creature is in at most one band (702.22c)."""
    groups: dict[str, list[str]] = {}
    for pid, target in attacks.items():
        groups.setdefault(target, []).append(pid)
    banders = {pid for pid in attacks if can_form_bands(state.battlefield[pid])}
    parts = [g for g in groups.values() if len(g) > 1 and banders.intersection(g)]

    def valid(band: tuple[str, ...]) -> bool:
        return bool(banders.intersection(band)) and check_bands(state, [band], attacks) is None

    def partitions(members: list[str]) -> Iterator[tuple[tuple[str, ...], ...]]:
        # The first member alone, or in a band with some of the others.
        if not members:
            yield ()
            return
        first, rest = members[0], members[1:]
        yield from partitions(rest)
        for size in range(1, len(rest) + 1):
            for others in combinations(rest, size):
                band = (first, *others)
                if valid(band):
                    left = [m for m in rest if m not in others]
                    for tail in partitions(left):
                        yield (band, *tail)

    def combine(i: int) -> Iterator[tuple[tuple[str, ...], ...]]:
        if i == len(parts):
            yield ()
            return
        for mine in partitions(parts[i]):
            for tail in combine(i + 1):
                yield mine + tail

    yield from combine(0)


def count_band_choices(creatures: int, banders: int) -> int:
    """An upper bound on how many sets of bands :func:`band_choices` yields for
    ``creatures`` attacking creatures of which ``banders`` can form bands: each band
    has one of those, so the bands are a partition of them with each other creature
    alone or joined to one of their blocks (Bell(banders) * (banders + 1) ** others)."""
    if banders <= 0:
        return 1
    bell = [1]  # Bell numbers by the recurrence B(n+1) = sum C(n, k) B(k)
    for n in range(banders):
        bell.append(sum(comb(n, k) * bell[k] for k in range(n + 1)))
    return bell[banders] * (banders + 1) ** (creatures - banders)


def band_of(state: GameState, attacker: str) -> tuple[str, ...]:
    """The attacking creatures in ``attacker``'s band still in combat (702.22f), itself
    included; ``(attacker,)`` when it is in no band."""
    for band in state.combat.bands:
        if attacker in band:
            return tuple(p for p in band if p in state.combat.attacking)
    return (attacker,)


@implements("702.22h")
def blocked_with_band(state: GameState, attackers: Sequence[str]) -> tuple[str, ...]:
    """The attackers ``attackers`` and every other member of their bands: a creature
    blocking one creature in a band blocks the whole band (702.22h)."""
    if not state.combat.bands:  # no band: each one alone, once
        return tuple(dict.fromkeys(attackers))
    out: list[str] = []
    for a in attackers:
        for p in band_of(state, a):
            if p not in out:
                out.append(p)
    return tuple(out)


@implements("702.22j", "702.22k")
def divider(state: GameState, source: str, side: Sequence[str]) -> str | None:
    """The player who divides ``source``'s combat damage instead of its controller, or
    ``None``: the controller of ``side`` (the creatures ``source`` is blocked by, or is
    blocking) when one of them makes it so (702.22j-k)."""
    if not in_play(state, "divides_for"):
        return None  # (most boards have no banding)
    battlefield = state.battlefield
    controller = battlefield[source].controller
    perms = None  # the side on the battlefield, listed only when some ability asks
    for p in side:
        perm = battlefield.get(p)
        if perm is None or perm.controller == controller or not overrides(perm, "divides_for"):
            continue  # (most creatures have no ability that could make it so)
        if perms is None:
            perms = [battlefield[q] for q in side if q in battlefield]
        if any(a.divides_for(perm, perms) for a in perm.abilities):
            return perm.controller
    return None
