"""CR 510: the combat damage step(s): assigning combat damage and dealing it.

Since November 2024 there is no damage assignment order: a creature blocked by several
creatures divides its damage as its controller chooses (510.1c), and so does a creature
blocking several (510.1d). An attacking creature's abilities may decide otherwise: the
rules ask its ``damage_options`` hook (trample lets damage past its blockers, 702.19:
:mod:`mtgjudge.cr.r702_19_trample`), and the options it gives carry it as their
``decider``, asked how an assignment is checked and which rule a division follows.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from math import comb
from typing import Any, TypeVar

from mtgjudge.messages import AllParts
from mtgjudge.cr import (
    implements,
    r704_state_based_actions,
    r903_commander,
)
from mtgjudge.cr import r603_triggered_abilities as r603
from mtgjudge.cr import r725_726_monarch_initiative as r725_726
from mtgjudge.cr.r120_4_damage_event import deal
from mtgjudge.cr.r120_damage import Damage
from mtgjudge.cr.r310_battles import resolve_siege_triggers
from mtgjudge.cr.r511_end_of_combat import end_of_combat
from mtgjudge.cr.r702_22_banding import divider
from mtgjudge.abilities.base import DOUBLE_STRIKE, FIRST_STRIKE
from mtgjudge.engine.bus import emit, handlers, has_any_flag, has_flag, in_play
from mtgjudge.engine.happenings import StepBegins
from mtgjudge.errors import DivisionNeededError, IllegalActionError, choice_needed, illegal
from mtgjudge.events import EventLog
from mtgjudge.fast_init import fast_init
from mtgjudge.input_limits import MAX_NUMBER
from mtgjudge.engine.state import GameState, Permanent, Step

T = TypeVar("T")
FIRST = "first"    # the first-strike combat damage step (510.4)
SECOND = "second"  # the combat damage step that follows it (510.4)
ONLY = "only"      # the single combat damage step when no combatant has first/double strike


@dataclass(frozen=True, slots=True, eq=False)
class DamageAssignment:
    """Both players' combat damage assignments for one combat damage step (510.1).

    Attributes:
        assignments: ``(source id, ((recipient, amount), ...))`` pairs. A recipient is
            a creature id, a player name, or a planeswalker/battle id. Creatures left
            out are inferred when only one assignment is possible for them.

    Example:
        >>> DamageAssignment.of({"Elvish Regrower": {"Helpful Hunter": 3, "Vampire Spawn": 1}}).as_dict()
        {'Elvish Regrower': {'Helpful Hunter': 3, 'Vampire Spawn': 1}}
    """

    assignments: tuple[tuple[str, tuple[tuple[str, int], ...]], ...] = ()

    @classmethod
    def of(cls, assignments: Mapping[str, Mapping[str, int]] | None = None) -> DamageAssignment:
        """Build from ``{source: {recipient: amount}}``."""
        return cls(tuple((s, tuple(r.items())) for s, r in (assignments or {}).items()))

    def as_dict(self) -> dict[str, dict[str, int]]:
        return {s: dict(r) for s, r in self.assignments}

    def __str__(self) -> str:
        parts = [f"{s}: " + (", ".join(f"{r}={n}" for r, n in rs) or "nothing") for s, rs in self.assignments]
        return "; ".join(parts) or "(inferred)"

    def _key(self) -> frozenset:
        # A 0 to someone is no assignment at all.
        return frozenset((s, frozenset((r, n) for r, n in rs if n)) for s, rs in self.assignments)

    def __eq__(self, other: object) -> bool:
        """Equal when they assign the same damage, in whatever order (zeros ignored)."""
        return isinstance(other, DamageAssignment) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())


@fast_init
@dataclass(frozen=True, slots=True)
class Options:
    """What one creature may do with its combat damage this step.

    Attributes:
        source: the creature's id. power: damage it assigns (510.1a).
        recipients: who may receive some of it.
        forced: the only legal assignment, when there is exactly one; else ``None``.
        rule: the rule that decides where its damage goes (510.1b/c/d, 702.19b/d).
        target: what it is attacking (attackers only).
        narrowed: the recipients left once a decider (a trampler) counted what it can
            reach (702.19b-e); ``None`` when every recipient (or the forced one) is a
            choice. blockers: the creatures blocking it (for citations), when decided.
        decider: the ability that decided these options (its ``damage_options`` hook:
            trample, 702.19), asked how an assignment is checked (``check_assignment``),
            which rule a division and a choice follow (``assignment_rule``,
            ``choice_rule``) and what the other creatures' assignments leave it
            (``given``); None when 510.1 alone decides.

    :attr:`choices` are the recipients some legal assignment of this step gives damage
    to: the exact options to offer (a trampler's target only if its power can get past
    its blockers, 702.19b).
    """

    source: str
    power: int
    recipients: tuple[str, ...]
    forced: dict[str, int] | None
    rule: str
    target: str | None = None
    narrowed: tuple[str, ...] | None = None
    blockers: tuple[str, ...] = ()
    decider: Any = None

    @property
    def choices(self) -> tuple[str, ...]:
        """The recipients some legal assignment gives damage to (see the class doc)."""
        if self.narrowed is not None:
            return self.narrowed
        if self.forced is not None:
            return tuple(r for r, n in self.forced.items() if n)
        return self.recipients

    @property
    def choice_rule(self) -> str:
        """The rule that decides among :attr:`choices` (its decider's say, when decided)."""
        return self.rule if self.decider is None else self.decider.choice_rule(self)


def step_kind(state: GameState) -> str:
    """Which combat damage step comes next: ``FIRST``, ``SECOND`` or ``ONLY`` (510.4).

    Raises:
        IllegalActionError: the game is not waiting for a damage assignment.
    """
    if state.step is Step.DECLARE_BLOCKERS:
        battlefield = state.battlefield
        for c in combatants(state):  # (a loop: cheaper than any() over a generator)
            if _strikes_first(battlefield[c]):
                return FIRST
        return ONLY
    if state.step is Step.FIRST_STRIKE_DAMAGE:
        return SECOND
    raise illegal("510.1", "assign.wrong_step", step=state.step.value)


_STRIKES_FIRST = (FIRST_STRIKE, DOUBLE_STRIKE)
#: The hook of an ability that decides where an attacker's combat damage may go.
DAMAGE_OPTIONS = "damage_options"


def _strikes_first(perm: Permanent) -> bool:
    # has_any_flag's remembered answer for both flags, read here first (one call, not two)
    ch = perm.chars or perm.characteristics
    known = ch.flags.get(_STRIKES_FIRST)
    return has_any_flag(perm, _STRIKES_FIRST) if known is None else known


def combatants(state: GameState) -> list[str]:
    """The attacking and blocking creatures, attackers first (510.1's order)."""
    # Attackers (active player) first, then blockers (defending player): 510.1's order.
    return [*state.combat.attacking, *state.combat.blocking]


@implements("510.4", "702.4b", "702.7b")
def assigners(state: GameState, kind: str | None = None) -> list[str]:
    """Ids of the attacking and blocking creatures that assign combat damage in the
    coming step, attackers first (510.1, 510.4, 702.4b, 702.7b)."""
    kind = kind or step_kind(state)
    out = []
    for pid in combatants(state):
        perm = state.battlefield[pid]
        if kind == ONLY:
            out.append(pid)
        elif kind == FIRST:
            if _strikes_first(perm):
                out.append(pid)
        elif pid not in state.combat.struck_first or has_flag(perm, DOUBLE_STRIKE):
            out.append(pid)
    return out


def options(state: GameState, pid: str, narrow: bool = True) -> Options:
    """The assignment choices of combatant ``pid`` as things stand (510.1a-d), or as an
    attacking creature's ability decides them (its ``damage_options`` hook: 702.19b-e).

    ``choices`` holds exactly the recipients some legal assignment of this step gives
    damage to; when that is one recipient, ``forced`` gives it all the damage. With
    ``narrow`` false a decider's choices are all its recipients and nothing is forced
    (enough to check an assignment, and cheaper).
    """
    perm = state.battlefield[pid]
    power = perm.power
    combat = state.combat
    # bus.handlers' remembered answer is read inline first (this runs per creature and step).
    flags = (perm.chars or perm.characteristics).flags
    if pid in combat.attacking:
        target = combat.attacking[pid]
        player = state.players.get(target)
        if player is not None and (player.lost or player.left_game):  # (not state.in_game)
            return _to_player_gone(state, pid, power, target)
        if power <= 0:
            return Options(pid, power, (), {}, "510.1a", target)
        banded = ()
        if pid in combat.blocked:  # (combat.blockers_of, without the calls)
            found = []
            for b, atts in combat.blocking.items():
                if pid in atts:
                    found.append(b)
            banded = tuple(found)
        if banded and in_play(state, "divides_for") and divider(state, pid, banded) is not None:
            # 702.22j: the defending player divides it among its blockers only (no trample past them).
            forced = {banded[0]: power} if len(banded) == 1 else None
            return Options(pid, power, banded, forced, "702.22j", target)
        deciders = flags.get(DAMAGE_OPTIONS)
        if deciders is None:
            deciders = handlers(perm, DAMAGE_OPTIONS)
        if deciders:  # (the first decides: trample over planeswalkers is also trample)
            opt = deciders[0].damage_options(state, perm, power, target, banded, narrow)
            if opt is not None:
                return opt
        if pid not in combat.blocked:
            if target is None:
                return Options(pid, power, (), {}, "510.1b", target)
            return Options(pid, power, (target,), {target: power}, "510.1b", target)
        blockers = banded  # (it is blocked)
        if not blockers:
            return Options(pid, power, (), {}, "510.1c", target)
        if len(blockers) == 1:
            return Options(pid, power, blockers, {blockers[0]: power}, "510.1c", target)
        return Options(pid, power, blockers, None, "510.1c", target)
    blocked = combat.blocking.get(pid, ())
    for a in blocked:  # (a loop: usually every one is still attacking, and nothing is made)
        if a not in combat.attacking:
            blocked = tuple(a for a in blocked if a in combat.attacking)
            break
    if power <= 0:
        return Options(pid, power, (), {}, "510.1a")
    rule = ("702.22k" if blocked and in_play(state, "divides_for") and divider(state, pid, blocked) is not None
            else "510.1d")
    if len(blocked) <= 1:
        forced = {blocked[0]: power} if blocked else {}
        return Options(pid, power, blocked, forced, rule)
    return Options(pid, power, blocked, None, rule)


@implements("800.4e")
def _to_player_gone(state: GameState, pid: str, power: int, target: str) -> Options:
    """An attacker whose player has left the game (800.4): still attacking, but no
    combat damage is assigned to that player (800.4e); if blocked, it divides its
    damage among its blockers (510.1c)."""
    blockers = tuple(state.combat.blockers_of(pid)) if pid in state.combat.blocked else ()
    if power <= 0:
        return Options(pid, power, (), {}, "510.1a", target)
    if not blockers:
        return Options(pid, power, (), {}, "800.4e", target)
    forced = {blockers[0]: power} if len(blockers) == 1 else None
    return Options(pid, power, blockers, forced, "510.1c", target)


def _options_of(state: GameState, pid: str, known: dict[str, Options] | None) -> Options:
    """``options(state, pid, narrow=False)``, remembered in ``known`` when given (one
    step's check and damage ask for each creature's)."""
    if known is None:
        return options(state, pid, narrow=False)
    opt = known.get(pid)
    if opt is None:
        opt = known[pid] = options(state, pid, narrow=False)
    return opt


def complete(state: GameState, decl: DamageAssignment,
             known: dict[str, Options] | None = None, kind: str | None = None) -> dict[str, dict[str, int]]:
    """``decl`` with every omitted creature's forced assignment filled in. ``known``: as
    for :func:`check`, filled in with the options found that don't depend on ``narrow``;
    ``kind``: the step's (:func:`step_kind`), when known.

    Returns:
        ``{source: {recipient: amount}}`` for every creature assigning this step, in
        510.1's order (attackers, then blockers).

    Raises:
        IllegalActionError: a source isn't assigning this step (510.4), or an omitted
            creature has more than one legal assignment (a :class:`DivisionNeededError`).
    """
    kind = kind or step_kind(state)
    who = assigners(state, kind)
    sources = [s for s, _ in decl.assignments]
    for source in sources:
        if sources.count(source) > 1:
            raise illegal("510.1", "assign.twice", source=source)
    given = decl.as_dict()
    for source in given:
        if source not in who:
            if source in state.combat.attacking or source in state.combat.blocking:
                raise illegal("510.4", "assign.not_assigning", source=source)
            raise illegal("510.1", "assign.unknown_source", source=source)
    full: dict[str, dict[str, int]] = {}
    for pid in who:
        if pid in given:
            full[pid] = given[pid]
            continue
        opt = options(state, pid)
        if known is not None and opt.narrowed is None:
            known[pid] = opt  # not a trampler's narrowed choices: the same as with narrow=False
        if opt.forced is None:
            if opt.decider is not None:  # what the others' assignments leave it
                opt = opt.decider.given(state, opt, given)
            raise choice_needed(DivisionNeededError, opt.choice_rule, "assign.choice_needed", source=pid, power=opt.power,
                          options=", ".join(opt.choices), among=AllParts(opt.choices), choices=list(opt.choices))
        full[pid] = opt.forced
    return full


@implements("510.1e")
def check(state: GameState, full: Mapping[str, Mapping[str, int]],
          known: dict[str, Options] | None = None) -> None:
    """Check a complete assignment (from :func:`complete`) as a whole (510.1e).

    The active player's assignment is checked first, then the defending player's.
    ``known``: ``options(..., narrow=False)`` already found for this state, by creature
    (filled in).

    Raises:
        IllegalActionError: naming the rule broken.
    """
    for source, amounts in full.items():
        for r, n in amounts.items():
            if type(n) is not int and (not isinstance(n, int) or isinstance(n, bool)):
                raise illegal("510.1a", "assign.not_whole", source=source, amount=repr(n), recipient=r)
            if n < 0:
                raise illegal("510.1a", "assign.negative", source=source, amount=n, recipient=r)
            if n > MAX_NUMBER:  # never legal if over its power, and maybe too long to print
                power = state.battlefield[source].power if source in state.battlefield else 0
                if n > power:
                    raise illegal("510.1a", "assign.too_large", source=source, recipient=r, power=power)
            if r in state.graveyard or r in state.exile:
                raise illegal("506.4", "assign.recipient_left", source=source, recipient=r)
            if r not in state.battlefield and r not in state.players:
                raise illegal("510.1", "assign.unknown_recipient", source=source, recipient=r)
    for source, amounts in full.items():
        opt = known.get(source) if known is not None else None  # (_options_of, the usual case inline)
        if opt is None:
            opt = _options_of(state, source, known)
        total = sum(amounts.values())
        if not opt.recipients and total > 0 and opt.power > 0:
            # Nothing left to assign to (510.1b-d, 506.4c): it assigns no damage at all.
            raise illegal(opt.rule, _nothing_key(opt), source=source)
        power = max(opt.power, 0) if opt.recipients else 0
        if total != power:
            raise illegal("510.1a", "assign.total", source=source, power=power, total=total)
        for r, n in amounts.items():
            if n == 0 or r in opt.recipients:
                continue
            raise _bad_recipient(state, source, r, opt)
        if opt.decider is not None:  # e.g. lethal damage to its blockers first (702.19b)
            opt.decider.check_assignment(state, source, amounts, opt, full)


def _bad_recipient(state: GameState, source: str, r: str, opt: Options) -> IllegalActionError:
    combat = state.combat
    if source in combat.attacking:
        if source not in combat.blocked:
            return illegal("510.1b", "assign.unblocked_elsewhere", source=source,
                           target=opt.target, recipient=r)
        is_creature = r in state.battlefield and state.battlefield[r].is_creature
        if opt.rule == "702.22j":
            return illegal("702.22j", "assign.band_blockers_only", source=source, recipient=r)
        if is_creature:
            return illegal("510.1c", "assign.not_blocking", source=source, recipient=r)
        if opt.target is None:
            return illegal("506.4c", "assign.attacks_nothing", source=source, recipient=r)
        deciders = handlers(state.battlefield[source], DAMAGE_OPTIONS)
        if deciders:  # its ability lets damage go past its blockers, but not there (702.19f)
            return deciders[0].bad_recipient(state, source, r, opt)
        return illegal("510.1c", "assign.blocked_to_player", source=source, recipient=r)
    if r in state.players or not (r in state.battlefield and state.battlefield[r].is_creature):
        return illegal("510.1d", "assign.blocker_to_player", source=source, recipient=r)
    return illegal("510.1d", "assign.not_blocked_by", source=source, recipient=r)


def _nothing_key(opt: Options) -> str:
    """Message key for a creature with power that has nothing to assign damage to."""
    if opt.rule == "800.4e":
        return "damage.player_left"
    if opt.rule == "510.1d":
        return "damage.blocking_nothing"
    return "damage.no_target" if opt.rule == "510.1b" else "damage.nothing_to_hit"


def resolve(state: GameState, decl: DamageAssignment, log: EventLog) -> None:
    """Run one combat damage step: check ``decl`` (510.1), deal the damage at once
    (510.2, 120), perform state-based actions (704), then move on (510.4, 511.3).

    Raises:
        IllegalActionError: the assignment is illegal; callers work on a copy.
    """
    kind = step_kind(state)
    known: dict[str, Options] = {}  # nothing changes until the damage is dealt
    full = complete(state, decl, known, kind)
    check(state, full, known)
    emit(state, log, StepBegins, (Step.FIRST_STRIKE_DAMAGE if kind == FIRST else Step.COMBAT_DAMAGE,))
    if kind == FIRST:
        log.add("510.4", "damage.step_first")
        state.combat.first_strike_step = True
        state.combat.struck_first = frozenset(full)  # (those assigning in this step: who strike first)
    elif kind == SECOND:
        log.add("510.4", "damage.step_second")
    else:
        log.add("510.1", "damage.step_regular")
    damage: list[Damage] = []
    for source, amounts in full.items():
        opt = known.get(source) or _options_of(state, source, known)
        if opt.power <= 0:
            log.add("510.1a", "damage.no_power", source=source, power=opt.power)
            continue
        if not amounts or not any(amounts.values()):
            log.add(opt.rule, _nothing_key(opt), source=source)
            continue
        rule = opt.rule if opt.decider is None else opt.decider.assignment_rule(opt, amounts)
        if rule in ("702.22j", "702.22k") and len(opt.recipients) > 1:
            log.add(rule, "damage.band_divides", source=source,
                    player=divider(state, source, opt.recipients))
        for r, n in amounts.items():
            if n:
                log.add(rule, "damage.assign", source=source,
                        recipient=r, amount=n)
                damage.append(Damage(source, r, n))
    dealt = deal(state, damage, log)
    # (Each rule below is asked only when its game has what it looks at: most have none.)
    if state.commanders:
        r903_commander.record(state, dealt, log)
    designations = (r725_726.triggered(state, dealt)
                    if state.monarch is not None or state.initiative is not None else ())
    r704_state_based_actions.check(state, log)
    if not state.game_over:
        resolve_siege_triggers(state, log)  # 510.3: they resolve before the next step
        if designations:
            r725_726.resolve(state, designations, log)
        r603.after(state, log)  # 510.3a
    if state.game_over:
        state.step = Step.END_OF_COMBAT  # the game has ended (104.1): nothing more happens
    elif kind == FIRST:
        state.step = Step.FIRST_STRIKE_DAMAGE
    elif state.combat.hold:  # players get priority in the combat damage step (510.3, 117.3a)
        state.step = Step.COMBAT_DAMAGE
    else:  # nobody acts: all pass until the stack is empty (405.5), then the step ends
        if state.stack:
            from mtgjudge.cr import r608_resolving as r608  # (loaded with the first object to resolve)

            r608.resolve_all(state, log)
        end_of_combat(state, log)


def compositions(total: int, parts: int) -> Iterator[tuple[int, ...]]:
    """Every way to write ``total`` as ``parts`` whole numbers, the first part largest
    first (``(2, 0), (1, 1), (0, 2)``). A loop, not recursion: any number of parts."""
    if parts <= 0:
        if total == 0:
            yield ()
        return
    c = [total] + [0] * (parts - 1)
    while True:
        yield tuple(c)
        i = parts - 2  # the last part that can give one to the parts after it
        while i >= 0 and c[i] == 0:
            i -= 1
        if i < 0:
            return
        rest = sum(c[i + 1:]) + 1
        c[i] -= 1
        c[i + 1:] = [rest] + [0] * (parts - i - 2)


def _product(factories: list[Callable[[], Iterator[T]]]) -> Iterator[tuple[T, ...]]:
    """``itertools.product(*(f() for f in factories))`` in the same order, but lazy: each
    iterator is made again for each choice before it, never stored whole. A loop, not
    recursion, so any number of factories."""
    if not factories:
        yield ()
        return
    iters = [factories[0]()]
    chosen: list[T] = []  # one item of each iterator but the last
    while iters:
        try:
            item = next(iters[-1])
        except StopIteration:
            iters.pop()
            if chosen:
                chosen.pop()
            continue
        if len(iters) == len(factories):
            yield (*chosen, item)
        else:
            chosen.append(item)
            iters.append(factories[len(iters)]())


def legal_divisions(state: GameState, pid: str,
                    others: Mapping[str, Mapping[str, int]] | None = None) -> Iterator[dict[str, int]]:
    """Every legal way for ``pid`` to divide its combat damage in the coming step
    (510.1c-d, 702.19b-e), ``{recipient: amount}`` without zeros, most to the first
    recipient first. Lazy: a trampler blocked by many creatures has very many.

    The whole assignment is checked (510.1e) with ``others`` (other creatures'
    stated assignments) and every other creature's only assignment; creatures with
    several choices that ``others`` leaves out don't count toward lethal damage.

    Raises:
        IllegalActionError: the game is not waiting for combat damage assignments.
    """
    opt = options(state, pid)
    if opt.forced is not None:
        yield {r: n for r, n in opt.forced.items() if n}
        return
    context: dict[str, Mapping[str, int]] = {}
    for other in assigners(state):
        if other != pid:
            if others and other in others:
                context[other] = others[other]
            elif (o := options(state, other)).forced is not None:
                context[other] = o.forced
    for amounts in compositions(opt.power, len(opt.recipients)):
        division = {r: n for r, n in zip(opt.recipients, amounts) if n}
        try:
            check(state, {**context, pid: division})
        except IllegalActionError:
            continue
        yield division


def legal_assignments(state: GameState) -> Iterator[DamageAssignment]:
    """Every legal complete assignment for the coming step.

    Lazy all the way down: divisions are generated one at a time (a 20-power trampler
    blocked by six creatures has 230,230), each blocker given damage before the player.
    Iterative, so a thousand creatures assigning damage are no deeper than one.
    """
    try:
        who = assigners(state)
    except IllegalActionError:
        return
    opts = [options(state, pid) for pid in who]

    def divisions(opt: Options) -> Callable[[], Iterator[tuple[str, tuple[tuple[str, int], ...]]]]:
        if opt.forced is not None:
            forced = (opt.source, tuple(opt.forced.items()))
            return lambda: iter([forced])
        return lambda: ((opt.source, tuple(zip(opt.recipients, c)))
                        for c in compositions(opt.power, len(opt.recipients)))

    for choice in _product([divisions(opt) for opt in opts]):
        decl = DamageAssignment(choice)
        try:
            check(state, decl.as_dict())
        except IllegalActionError:
            continue
        yield decl


def count_candidates(state: GameState) -> int:
    """How many complete assignments :func:`legal_assignments` examines, without walking
    them: per creature assigning, 1 if its damage can go only one way, else the ways to
    divide its power among its recipients, C(power + k - 1, k - 1) (an upper bound on
    how many are legal)."""
    try:
        who = assigners(state)
    except IllegalActionError:
        return 0
    total = 1
    for pid in who:
        total *= ways(options(state, pid))
    return total


def ways(opt: Options) -> int:
    """How many divisions of its damage ``opt``'s creature has: 1 if it can go only one
    way, else C(power + k - 1, k - 1) for k recipients."""
    if opt.forced is not None or not opt.recipients:
        return 1
    return comb(opt.power + len(opt.recipients) - 1, len(opt.recipients) - 1)
