"""CR 508: the declare attackers step.

The active player's whole declaration is checked (508.1a-d); if any part fails the
declaration is illegal and nothing happens (508.1, 733). Requirements ("attacks each
combat if able") must be obeyed as far as possible (508.1d): see
:mod:`mtgjudge.cr.r508_509_requirements`.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from itertools import product
from math import prod

from mtgjudge.messages import AllParts, Text
from mtgjudge.cr import implements
from mtgjudge.cr import r508_509_requirements as req
from mtgjudge.cr import r508_attack_costs as costs
from mtgjudge.cr.r506_combat import attackable, defender_of
from mtgjudge.cr.r511_end_of_combat import end_of_combat
from mtgjudge.cr.r702_22_banding import band_choices, can_form_bands, check_bands, count_band_choices
from mtgjudge.abilities.base import HASTE, VIGILANCE
from mtgjudge.engine.bus import emit, first_rejection, has_flag
from mtgjudge.engine.happenings import Attacks, StepBegins
from mtgjudge.errors import IllegalActionError, illegal
from mtgjudge.events import EventLog
from mtgjudge.engine.state import GameState, Step


@dataclass(frozen=True, slots=True, eq=False)
class AttackDeclaration:
    """The active player's declaration of attackers (508.1).

    Attributes:
        attackers: ``(creature id, what it attacks)`` pairs; what it attacks is a
            player name or a planeswalker/battle id. Empty = no attack (508.8).
        bands: the attacking bands declared with it (508.1e, 702.22c), each a tuple of
            attacking creature ids.

    Example:
        >>> AttackDeclaration.of({"Elvish Regrower": "Bruno"}).as_dict()
        {'Elvish Regrower': 'Bruno'}
    """

    attackers: tuple[tuple[str, str], ...] = ()
    bands: tuple[tuple[str, ...], ...] = ()

    @classmethod
    def of(cls, attackers: Mapping[str, str] | None = None,
           bands: Sequence[Sequence[str]] | None = None) -> AttackDeclaration:
        """Build from a ``{creature: target}`` mapping and optional bands (lists of creatures)."""
        return cls(tuple((attackers or {}).items()), tuple(tuple(b) for b in bands or ()))

    def as_dict(self) -> dict[str, str]:
        return dict(self.attackers)

    def __str__(self) -> str:
        text = "; ".join(f"{c} -> {t}" for c, t in self.attackers) or "no attack"
        return text + "".join(f"; band: {', '.join(b)}" for b in self.bands)

    def _key(self) -> tuple:
        return frozenset(self.attackers), frozenset(frozenset(b) for b in self.bands)

    def __eq__(self, other: object) -> bool:
        """Equal when they declare the same attacks, in whatever order."""
        return isinstance(other, AttackDeclaration) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())


@implements("702.10b")
def can_attack(state: GameState, pid: str) -> IllegalActionError | None:
    """Why creature ``pid`` can't be declared as an attacker on its own, or ``None`` (508.1a, 508.1c)."""
    perm = state.battlefield.get(pid)
    if perm is None:
        zone = state.zone_of(pid)
        if zone is not None:
            return illegal("508.1a", "attack.left", creature=pid, zone=Text(f"term.zone.{zone}"))
        return illegal("508.1a", "attack.unknown", creature=pid)
    if perm.controller not in state.attacking_players:  # the active team's, 805.10a
        return illegal("508.1a", "attack.not_yours", creature=pid, controller=perm.controller,
                       active=state.active)
    if pid in state.combat.attacking:  # put onto the battlefield attacking (508.4)
        return illegal("508.1a", "attack.already", creature=pid)
    ch = perm.chars or perm.characteristics  # (read once: is_type, is_creature, overrides)
    if "Battle" in ch.types:
        return illegal("508.1a", "attack.battle", creature=pid)
    if "Creature" not in ch.types:
        return illegal("506.3", "attack.not_creature", creature=pid)
    if perm.tapped:
        return illegal("508.1a", "attack.tapped", creature=pid)
    if perm.sick and not has_flag(perm, HASTE):
        return illegal("302.6", "attack.sick", creature=pid, controller=perm.controller)
    restricted = ch.flags.get("restrict_attack")  # bus.handlers' remembered answer, read inline
    if restricted is None or restricted:
        return first_rejection(state, perm, "restrict_attack")
    return None


def _able(state: GameState) -> list[str]:
    return [p.id for p in state.battlefield.values()
            if p.controller in state.attacking_players and can_attack(state, p.id) is None]


@implements("508.1b", "802.2a")
def can_attack_target(state: GameState, pid: str, target: str) -> IllegalActionError | None:
    """Why creature ``pid``, able to attack, can't attack ``target`` (a player name or a
    planeswalker/battle id), or ``None``: restrictions judged per what it attacks, such
    as "can't attack unless defending player controls an Island" against the player it
    attacks (508.1b-c, 802.2a)."""
    perm = state.battlefield[pid]
    restricted = (perm.chars or perm.characteristics).flags.get("restrict_attack_target")
    if restricted is None or restricted:  # (bus.handlers' remembered answer, read inline first)
        return first_rejection(state, perm, "restrict_attack_target", target)
    return None  # (most creatures have no such restriction)


def targets_of(state: GameState, able: Sequence[str] | None = None) -> dict[str, list[str]]:
    """Creature id -> what it could attack on its own (508.1a-c), for each creature of
    ``able`` (by default every creature able to attack); creatures with no such target
    are left out."""
    targets = attackable(state)
    out = {}
    for pid in _able(state) if able is None else able:
        mine = [t for t in targets if can_attack_target(state, pid, t) is None]
        if mine:
            out[pid] = mine
    return out


def _free(state: GameState) -> dict[str, tuple[str, ...]]:
    """What each creature could attack without paying a cost: no one is required to pay
    to obey a requirement (508.1d)."""
    return costs.free_targets(state, targets_of(state))


def most_requirements(state: GameState) -> tuple[list[req.Requirement], int]:
    """The attack requirements now, and how many of them can be obeyed (508.1d)."""
    reqs = req.attack_requirements(state)
    return reqs, (req.most_attack_requirements(state, reqs, _free(state)) if reqs else 0)


def check(state: GameState, decl: AttackDeclaration,
          requirements: tuple[list[req.Requirement], int] | None = None) -> None:
    """Raise :class:`IllegalActionError` naming the rule if ``decl`` is illegal (508.1).

    Args:
        requirements: :func:`most_requirements` for this state, when already known.
    """
    if state.step is not Step.BEGINNING_OF_COMBAT:
        raise illegal("508.1", "attack.wrong_step", step=state.step.value)
    targets = attackable(state)
    seen: set[str] = set()
    for pid, target in decl.attackers:
        if pid in seen:
            raise illegal("508.1a", "attack.twice", creature=pid)
        seen.add(pid)
        err = can_attack(state, pid)
        if err is not None:
            raise err
        if target not in targets:
            battle = state.battlefield.get(target)
            if battle is not None and battle.is_type("Battle") and battle.protector == state.active:
                raise illegal("310.8b", "attack.own_battle", creature=pid, target=target)
            if target in state.players and state.players[target].left_game:
                raise illegal("800.4a", "attack.left_game", creature=pid, target=target)
            if len(state.defending_players) > 1:  # 802.2a: several defending players
                raise illegal("508.1b", "attack.bad_target_multiple", creature=pid, target=target)
            raise illegal("508.1b", "attack.bad_target", creature=pid, target=target)
        err = can_attack_target(state, pid, target)
        if err is not None:
            raise err
    attackers = req.Attackers(decl.as_dict())
    err = check_bands(state, decl.bands, decl.as_dict())
    if err is not None:
        raise err
    err = req.check_attackers(state, attackers)
    if err is not None:
        raise err
    err = costs.check_attack_costs(state, decl.attackers)
    if err is not None:
        raise err
    reqs = requirements[0] if requirements is not None else req.attack_requirements(state)
    if not reqs:
        return
    free = _free(state)

    def best() -> int:
        if requirements is not None:
            return requirements[1]
        return req.most_attack_requirements(state, reqs, free)

    attacks = decl.as_dict()
    err = req.requirements_error("508.1d", "attack.requirements", reqs,
                                 [req.attack_obeyed(state, r, attacks) for r in reqs], best,
                                 [req.attack_obeyable(state, r, free) for r in reqs])
    if err is not None:
        raise err


@implements("508.1k", "508.2b", "508.3a")
def declare(state: GameState, decl: AttackDeclaration, log: EventLog) -> None:
    """Check and carry out ``decl`` on ``state`` (508.1a-k, 508.8).

    Raises:
        IllegalActionError: the declaration is illegal; ``state`` is then unspecified,
            so callers work on a copy (see :class:`mtgjudge.engine.game.Game`).
    """
    check(state, decl)
    emit(state, log, StepBegins, (Step.DECLARE_ATTACKERS,))
    for pid, target in decl.attackers:
        emit(state, log, Attacks, (pid, target), "508.1a", "attack.declare", creature=pid, target=target)
    for band in decl.bands:
        log.add("508.1e", "attack.band", band=AllParts(band))
    for pid, target in decl.attackers:
        perm = state.battlefield[pid]
        if has_flag(perm, VIGILANCE):
            log.add("702.20b", "attack.vigilance", creature=pid)
        else:
            perm.tapped = True
            log.add("508.1f", "attack.tap", creature=pid)
        state.combat.attacking[pid] = target
        defender = defender_of(state, target)
        if defender is not None:
            state.combat.defenders[pid] = defender
    state.status_changed()
    costs.pay_attack_costs(state, decl.attackers, log)  # after tapping (508.1f-j)
    state.combat.bands = decl.bands
    if state.combat.attacking:  # declared, or put onto the battlefield attacking (508.8)
        state.step = Step.DECLARE_ATTACKERS  # then the active player gets priority (508.2b, 508.3)
    else:
        log.add("508.8", "attack.none")
        end_of_combat(state, log)


@implements("508.1e")
def legal_declarations(state: GameState) -> Iterator[AttackDeclaration]:
    """Every legal attack declaration, the empty one first; each set of attackers is
    followed by its declarations with attacking bands (508.1e, 702.22c-d), if some of
    its creatures could band.

    The count grows as (targets + 1) ** creatures, and with bands more: iterate lazily
    (:func:`count_candidates` bounds it).
    """
    if state.step is not Step.BEGINNING_OF_COMBAT:
        return
    able = targets_of(state)
    requirements = most_requirements(state)
    banding = any(can_form_bands(state.battlefield[pid]) for pid in able)
    for choice in product(*([None, *ts] for ts in able.values())):
        decl = AttackDeclaration(tuple((pid, t) for pid, t in zip(able, choice) if t is not None))
        try:
            check(state, decl, requirements)
        except IllegalActionError:
            continue
        yield decl
        if banding and len(decl.attackers) > 1:
            # Bands don't change what is legal otherwise (costs, requirements): only
            # check_bands, which band_choices applies.
            bands = band_choices(state, decl.as_dict())
            next(bands)  # no band: yielded above
            for chosen in bands:
                yield AttackDeclaration(decl.attackers, chosen)


def count_candidates(state: GameState) -> int:
    """How many declarations :func:`legal_declarations` examines, without walking them:
    each creature able to attack attacks one of the targets it could attack or not, times
    a bound on the sets of bands (:func:`~mtgjudge.cr.r702_22_banding.count_band_choices`):
    an upper bound on how many are legal."""
    if state.step is not Step.BEGINNING_OF_COMBAT:
        return 0
    able = targets_of(state)
    banders = sum(can_form_bands(state.battlefield[pid]) for pid in able)
    return (prod(len(ts) + 1 for ts in able.values())
            * count_band_choices(len(able), banders))
