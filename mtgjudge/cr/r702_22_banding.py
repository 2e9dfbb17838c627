"""CR 702.22: banding — attacking bands, bands blocked as a whole, and who divides
combat damage.

The rules here ask the abilities' hooks (:meth:`Ability.counts_as_banding`,
:meth:`Ability.forms_band`, :meth:`Ability.divides_for`); they never name a keyword.
An attacking band, once declared, is kept for the rest of combat (702.22e) in
:attr:`Combat.bands`; a member removed from combat leaves it (702.22f).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from mtgjudge.cr import implements
from mtgjudge.cr.r702_keywords import overrides
from mtgjudge.errors import IllegalActionError, illegal
from mtgjudge.state import GameState, Permanent


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
    perms = [state.battlefield[p] for p in side if p in state.battlefield]
    controller = state.battlefield[source].controller
    for perm in perms:
        if perm.controller == controller or not overrides(perm, "divides_for"):
            continue  # (most creatures have no ability that could make it so)
        if any(a.divides_for(perm, perms) for a in perm.abilities):
            return perm.controller
    return None
