"""CR 509: the declare blockers step.

The defending player's whole declaration is checked (509.1a-c), including evasion
abilities of the attackers (flying, menace, ...). Requirements ("blocks each combat if
able", "All creatures able to block this creature do so") must be obeyed as far as
possible (509.1c): see :mod:`mtgjudge.cr.r508_509_requirements`.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations, product
from math import comb

from mtgjudge.cr import implements
from mtgjudge.cr import r508_509_requirements as req
from mtgjudge.cr import r508_attack_costs as costs
from mtgjudge.cr.r702_22_banding import blocked_with_band
from mtgjudge.engine.bus import emit, first_rejection, handlers, in_play
from mtgjudge.engine.happenings import BecomesBlocked, Blocks, StepBegins, Unblocked
from mtgjudge.cr.r702_keywords import block_limit
from mtgjudge.errors import IllegalActionError, illegal
from mtgjudge.events import EventLog
from mtgjudge.messages import AllParts, Text
from mtgjudge.engine.state import GameState, Step


@dataclass(frozen=True, slots=True, eq=False)
class BlockDeclaration:
    """The defending player's declaration of blockers (509.1).

    Attributes:
        blockers: ``(blocker id, (attacker ids...))`` pairs. Empty = no blocks.

    Example:
        >>> BlockDeclaration.of({"Vampire Spawn": "Elvish Regrower"}).as_dict()
        {'Vampire Spawn': ('Elvish Regrower',)}
    """

    blockers: tuple[tuple[str, tuple[str, ...]], ...] = ()

    @classmethod
    def of(cls, blockers: Mapping[str, str | Sequence[str]] | None = None) -> BlockDeclaration:
        """Build from ``{blocker: attacker}`` or ``{blocker: [attackers]}``."""
        items = []
        for b, a in (blockers or {}).items():
            items.append((b, (a,) if isinstance(a, str) else tuple(a)))
        return cls(tuple(items))

    def as_dict(self) -> dict[str, tuple[str, ...]]:
        return dict(self.blockers)

    def __str__(self) -> str:
        return "; ".join(f"{b} -> {', '.join(a)}" for b, a in self.blockers) or "no blocks"

    def _key(self) -> frozenset:
        return frozenset((b, frozenset(atts)) for b, atts in self.blockers)

    def __eq__(self, other: object) -> bool:
        """Equal when they declare the same blocks, in whatever order."""
        return isinstance(other, BlockDeclaration) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())


def can_block(state: GameState, pid: str) -> IllegalActionError | None:
    """Why ``pid`` can't be declared as a blocker at all, or ``None`` (509.1a)."""
    perm = state.battlefield.get(pid)
    if perm is None:
        return _not_on_battlefield(state, pid)
    defending = state.defending_players
    if perm.controller not in defending and len(defending) == 1:
        return illegal("509.1a", "block.not_yours", blocker=pid, controller=perm.controller,
                       defending=defending[0])
    if perm.controller not in defending:
        return illegal("509.1a", "block.not_defending", blocker=pid, controller=perm.controller,
                       defending=AllParts(defending))
    if pid in state.combat.blocking:  # put onto the battlefield blocking
        return illegal("509.1a", "block.already", blocker=pid)
    types = (perm.chars or perm.characteristics).types  # (read once: is_type, is_creature)
    if "Battle" in types:
        return illegal("509.1a", "block.battle", blocker=pid)
    if "Creature" not in types:
        return illegal("506.3", "block.not_creature", blocker=pid)
    if perm.tapped:
        return illegal("509.1a", "block.tapped", blocker=pid)
    return None


def _not_on_battlefield(state: GameState, pid: str) -> IllegalActionError:
    """The rejection for naming ``pid`` in a block when it isn't on the battlefield: where
    it went if it left this combat, else that there is no such permanent (509.1a)."""
    zone = state.zone_of(pid)
    if zone is not None:
        return illegal("509.1a", "block.left", name=pid, zone=Text(f"term.zone.{zone}"))
    return illegal("509.1a", "block.unknown", name=pid)


def check_pair(state: GameState, blocker: str, attacker: str) -> IllegalActionError | None:
    """Why ``blocker`` can't block ``attacker``, or ``None`` (509.1a-b, one pair)."""
    if attacker not in state.combat.attacking:
        if attacker not in state.battlefield:
            return _not_on_battlefield(state, attacker)
        return illegal("509.1a", "block.not_attacking", blocker=blocker, attacker=attacker)
    b, a = state.battlefield[blocker], state.battlefield[attacker]
    defender = state.combat.defenders.get(attacker)
    if defender is not None and defender not in state.team_of(b.controller):
        # 802.4a; a team blocks creatures attacking any of its players (805.10d).
        target = state.combat.attacking.get(attacker)
        if target is None or target == defender:
            return illegal("509.1a", "block.attacking_other_player", blocker=blocker, attacker=attacker,
                           defending=defender, controller=b.controller)
        return illegal("509.1a", "block.attacking_other_permanent", blocker=blocker, attacker=attacker,
                       target=target, defending=defender, controller=b.controller)
    restricted = (b.chars or b.characteristics).flags.get("restrict_as_blocker")
    if restricted is None or restricted:  # (bus.handlers' remembered answer, read inline first: per pair)
        err = first_rejection(state, b, "restrict_as_blocker", a)
        if err is not None:
            return err
    restricted = (a.chars or a.characteristics).flags.get("restrict_blocked_by")
    if restricted is None or restricted:
        return first_rejection(state, a, "restrict_blocked_by", b)
    return None


def _options(state: GameState) -> tuple[dict[str, list[str]], dict[str, int | None]]:
    """For each creature that can block: the attackers it could block, and its limit."""
    pairs: dict[str, list[str]] = {}
    limits: dict[str, int | None] = {}
    defending = state.defending_players
    for perm in state.battlefield.values():
        if perm.controller not in defending or can_block(state, perm.id) is not None:
            continue
        pairs[perm.id] = [a for a in state.combat.attacking if check_pair(state, perm.id, a) is None]
        limits[perm.id] = block_limit(perm)
    return pairs, limits


def _options_free(state: GameState) -> tuple[dict[str, list[str]], dict[str, int | None]]:
    """:func:`_options` without the creatures that could block only by paying a cost:
    no one is required to pay to obey a requirement (509.1c)."""
    pairs, limits = _options(state)
    free = costs.free_blockers(state, pairs)
    return {x: atts for x, atts in pairs.items() if x in free}, limits


def _check_size(state: GameState) -> None:
    """Refuse (:class:`~mtgjudge.errors.SolverLimitError`) to weigh more pairs of a
    blocker and an attacker than :data:`~mtgjudge.cr.r508_509_requirements.MAX_PAIRS`."""
    defending = state.defending_players
    defenders = sum(p.is_creature for p in state.battlefield.values() if p.controller in defending)
    req.check_size("509.1c", defenders * len(state.combat.attacking))


def most_requirements(state: GameState) -> tuple[list[req.Requirement], int]:
    """The block requirements now, and how many of them can be obeyed (509.1c)."""
    reqs = req.block_requirements(state)
    if not reqs:
        return reqs, 0
    _check_size(state)
    return reqs, req.most_block_requirements(state, reqs, *_options_free(state))


@implements("802.4", "802.4b")
def units(state: GameState) -> list[tuple[str, ...]]:
    """The defending players that declare blockers each on their own (802.4), in turn
    order: each one attacked (directly or through a planeswalker or battle); a
    defending team as one (805.10d)."""
    attacked = set(state.combat.defenders.values())
    out: list[tuple[str, ...]] = []
    for p in state.defending_players:
        unit = tuple(x for x in state.team_of(p) if x in state.defending_players)
        if unit not in out and attacked.intersection(unit):
            out.append(unit)
    return out


def view(state: GameState, unit: tuple[str, ...]) -> GameState:
    """``state`` as ``unit`` sees it when its blocks are judged: only the creatures
    attacking it, its planeswalkers or its battles, and only its creatures blocking
    (802.4b)."""
    v = state.copy()
    v.combat.defending = unit
    defenders = state.combat.defenders
    v.combat.attacking = {a: t for a, t in state.combat.attacking.items()
                          if defenders.get(a, unit[0]) in unit}
    return v


def check(state: GameState, decl: BlockDeclaration,
          requirements: tuple[list[req.Requirement], int] | None = None) -> None:
    """Raise :class:`IllegalActionError` naming the rule if ``decl`` is illegal (509.1).

    With several defending players attacked (802.4), each blocker is checked against
    the whole combat, then each player's blocks as a declaration of their own (802.4b).

    Args:
        requirements: :func:`most_requirements` for this state, when already known
            (one defending player attacked).
    """
    groups = units(state)
    if len(groups) <= 1:
        _check(state, decl, requirements)
        return
    _check_each(state, decl)
    declared = [b for b, _ in decl.blockers]
    for unit in groups:
        part = BlockDeclaration(tuple((b, atts) for b, atts in decl.blockers
                                      if state.battlefield[b].controller in unit))
        _check(view(state, unit), part, declared=declared)


def _check_each(state: GameState, decl: BlockDeclaration) -> None:
    """Each blocker and what it blocks on its own (509.1a-b)."""
    if state.step is not Step.DECLARE_ATTACKERS:
        raise illegal("509.1", "block.wrong_step", step=state.step.value)
    seen: set[str] = set()
    for blocker, attackers in decl.blockers:
        err = can_block(state, blocker)
        if err is not None:
            raise err
        if blocker in seen:
            raise illegal("509.1a", "block.twice", blocker=blocker, attacker=", ".join(attackers))
        seen.add(blocker)
        if not attackers:
            raise illegal("509.1a", "block.none_chosen", blocker=blocker)
        if len(set(attackers)) != len(attackers):
            raise illegal("509.1a", "block.twice", blocker=blocker, attacker=attackers[0])
        limit = block_limit(state.battlefield[blocker])
        if limit is not None and len(attackers) > limit:
            raise illegal("509.1a", "block.too_many", blocker=blocker, limit=limit,
                          count=len(attackers))
        for attacker in attackers:
            err = check_pair(state, blocker, attacker)
            if err is not None:
                raise err


def _check(state: GameState, decl: BlockDeclaration,
           requirements: tuple[list[req.Requirement], int] | None = None,
           declared: Sequence[str] | None = None) -> None:
    """:func:`check` for one defending player (or team); ``declared``: every creature the
    whole declaration has block, when other defending players' blocks are judged apart
    (802.4b)."""
    _check_each(state, decl)
    # Restrictions on the number of blockers (menace) look at the whole declaration.
    for attacker in state.combat.attacking if in_play(state, "restrict_block_count") else ():
        a = state.battlefield.get(attacker)
        if a is not None and not handlers(a, "restrict_block_count"):
            continue  # (most creatures have no such restriction)
        blockers = [state.battlefield[b] for b, atts in decl.blockers if attacker in atts]
        if not blockers:
            continue
        err = first_rejection(state, state.battlefield[attacker], "restrict_block_count", blockers)
        if err is not None:
            raise err
    blocking = dict(decl.blockers)
    err = req.check_blockers(state, blocking, list(blocking) if declared is None else declared)
    if err is not None:
        raise err
    err = costs.check_block_costs(state, blocking)
    if err is not None:
        raise err
    reqs = requirements[0] if requirements is not None else req.block_requirements(state)
    if not reqs:
        return
    _check_size(state)
    pairs, limits = _options_free(state)
    able = {x: set(atts) for x, atts in pairs.items()}

    def best() -> int:
        if requirements is not None:
            return requirements[1]
        return req.most_block_requirements(state, reqs, pairs, limits)

    err = req.requirements_error("509.1c", "block.requirements", reqs,
                                 [req.block_obeyed(r, blocking) for r in reqs], best,
                                 [req.block_obeyable(r, able) for r in reqs],
                                 req.block_bound(reqs, able, limits))
    if err is not None:
        raise err


@implements("509.1g", "509.2a", "509.3a", "509.3c", "509.3g")
def declare(state: GameState, decl: BlockDeclaration, log: EventLog) -> None:
    """Check and carry out ``decl`` (509.1a-h).

    Raises:
        IllegalActionError: the declaration is illegal; callers work on a copy.
    """
    check(state, decl)
    emit(state, log, StepBegins, (Step.DECLARE_BLOCKERS,))
    # Each defending player declares all their blocks in turn (APNAP) order (802.4).
    order = {p: i for i, p in enumerate(state.defending_players)}
    blockers = decl.blockers
    if len(order) > 1:  # (one defending player: every key would be 0, and the sort stable)
        blockers = sorted(blockers, key=lambda b: order.get(state.battlefield[b[0]].controller, 0))
    for blocker, attackers in blockers:
        for attacker in attackers:
            emit(state, log, Blocks, (blocker, attacker), "509.1a", "block.declare", blocker=blocker, attacker=attacker)
        whole = blocked_with_band(state, attackers)
        for attacker in whole:
            if attacker not in attackers:
                log.add("702.22h", "block.band", blocker=blocker, attacker=attacker)
        state.combat.blocking[blocker] = whole
    state.status_changed()
    costs.pay_block_costs(state, [b for b, _ in decl.blockers], log)
    blocked = {a for atts in state.combat.blocking.values() for a in atts}
    for attacker in state.combat.attacking:
        if attacker in blocked:
            state.combat.blocked.add(attacker)
            emit(state, log, BecomesBlocked, (attacker, ""), "509.1h", "block.blocked", attacker=attacker)
        else:
            emit(state, log, Unblocked, (attacker,), "509.1h", "block.unblocked", attacker=attacker)
    state.step = Step.DECLARE_BLOCKERS  # then the active player gets priority (509.2a, 509.3)


def legal_declarations(state: GameState) -> Iterator[BlockDeclaration]:
    """Every legal block declaration, the empty one first. Grows exponentially: iterate lazily.
    With several defending players attacked, every combination of each one's own (802.4)."""
    if state.step is not Step.DECLARE_ATTACKERS:
        return
    groups = units(state)
    if len(groups) > 1:
        from mtgjudge.cr.r510_combat_damage import _product

        views = [view(state, unit) for unit in groups]
        for parts in _product([lambda v=v: _legal(v) for v in views]):
            yield BlockDeclaration(tuple(item for part in parts for item in part.blockers))
        return
    yield from _legal(state)


def _legal(state: GameState) -> Iterator[BlockDeclaration]:
    pairs, limits = _options(state)
    requirements = most_requirements(state)
    per_blocker: list[list[tuple[str, ...]]] = []
    ids: list[str] = []
    for blocker, ok in pairs.items():
        limit = limits[blocker]
        top = len(ok) if limit is None else min(limit, len(ok))
        choices: list[tuple[str, ...]] = [()]
        for n in range(1, top + 1):
            choices.extend(combinations(ok, n))
        ids.append(blocker)
        per_blocker.append(choices)
    for choice in product(*per_blocker):
        decl = BlockDeclaration(tuple((b, atts) for b, atts in zip(ids, choice) if atts))
        try:
            _check(state, decl, requirements)
        except IllegalActionError:
            continue
        yield decl


def count_candidates(state: GameState) -> int:
    """How many declarations :func:`legal_declarations` examines, without walking them:
    for each creature able to block, no block or a set of up to its limit of the
    attackers it could block (an upper bound on how many are legal)."""
    if state.step is not Step.DECLARE_ATTACKERS:
        return 0
    pairs, limits = _options(state)
    total = 1
    for blocker, ok in pairs.items():
        limit = limits[blocker]
        top = len(ok) if limit is None else min(limit, len(ok))
        total *= sum(comb(len(ok), n) for n in range(top + 1))
    return total
