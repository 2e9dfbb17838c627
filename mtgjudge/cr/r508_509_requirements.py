"""CR 508.1c-d and 509.1b-c: requirements, and restrictions on a whole declaration.

A declaration of attackers (or blockers) must break no restriction, and must obey as
many requirements as can be obeyed without breaking one (508.1d, 509.1c). Finding that
maximum is a small 0-1 optimisation problem. Most boards never need it: a declaration
that obeys every requirement that could be obeyed on its own is legal whatever the
maximum, and where nothing ties creatures together the maximum is a sum per creature.
The rest is stated as a :class:`Choices` model and solved exactly by GLPK's branch and
cut (swiglpk, imported only then). All of it works within limits (:data:`MAX_PAIRS`,
:data:`MAX_CHOICES`, :data:`MAX_TERMS`, :data:`TIME_LIMIT`): past one the judge says so
(:class:`SolverLimitError`, naming the rule and the limit), never guesses.

A requirement here is one obligation on one creature: "attacks each combat if able" on
a creature is one; "All creatures able to block this creature do so" is one for each
creature of the defending player.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from heapq import nlargest
from typing import Any, Final

from mtgjudge.cr import implements
from mtgjudge.engine import bus
from mtgjudge.engine.bus import in_play
from mtgjudge.errors import IllegalActionError, SolverLimitError, illegal
from mtgjudge.messages import Items
from mtgjudge.engine.state import GameState
from mtgjudge.abilities.requirements import ATTACK_OTHER, BE_BLOCKED, BLOCK, BLOCK_IT, Requirement

#: Most requirements, and most pairs of a creature that could block and an attacking
#: creature, weighed at all (500 blockers against 500 attackers "All creatures able to
#: block this creature do so" is 250,000 of each, about a second).
MAX_PAIRS: Final = 250_000
#: Most choices (one per creature that could attack, or per blocker-attacker pair that
#: could be blocked) the exact search takes on.
MAX_CHOICES: Final = 20_000
#: Most terms in all the constraints of one search ("can't block alone" on n creatures
#: is n terms each).
MAX_TERMS: Final = 200_000
#: Seconds the exact search may run.
TIME_LIMIT: Final = 5.0


# --------------------------------------------------------------------------- attacking
def attack_requirements(state: GameState) -> list[Requirement]:
    """The requirements on the attacking player's creatures to attack (508.1d): goad's
    (701.15b-c), then those the abilities on the battlefield make (their
    ``attack_requirements`` hook), in battlefield order."""
    if not state.goaded and not in_play(state, "attack_requirements"):
        return []  # (most boards make none)
    attacking = state.attacking_players
    mine = [p for p in state.battlefield.values() if p.controller in attacking and p.is_creature]
    out = []
    if state.goaded:
        from mtgjudge.cr.r701_15_goad import goad_requirements  # (loaded for a game with goad)

        out.extend(goad_requirements(state, {p.id for p in mine}))
    out += bus.collect(state, "attack_requirements", mine)
    check_size("508.1d", len(out))
    return out


class Attackers(list):
    """The ids of the attacking creatures of a declaration, in order, with ``targets``:
    creature id -> what it attacks (for "no more than two creatures can attack you")."""

    def __init__(self, attacks: Mapping[str, str]) -> None:
        super().__init__(attacks)
        self.targets = dict(attacks)


def check_attackers(state: GameState, attackers: Sequence[str]) -> IllegalActionError | None:
    """The first restriction on the set of attackers that ``attackers`` breaks (508.1c);
    an :class:`Attackers` also tells what each attacks."""
    return bus.first_rejection_on_board(state, "restrict_attackers", attackers)


def attack_obeyed(state: GameState, req: Requirement, attacks: Mapping[str, str]) -> bool:
    """Whether the attack ``attacks`` (creature -> what it attacks) obeys ``req``."""
    if req.kind == ATTACK_OTHER:
        target = attacks.get(req.creature)
        return target is not None and target in state.players and target != req.other_than
    return req.creature in attacks


def _obeys(state: GameState, req: Requirement, target: str) -> bool:
    """Whether ``req``'s creature attacking ``target`` obeys it (802.3a: a requirement
    about attacking a specific player is obeyed only by attacking a player)."""
    return req.kind != ATTACK_OTHER or (target in state.players and target != req.other_than)


def attack_obeyable(state: GameState, req: Requirement, free: Mapping[str, Collection[str]]) -> bool:
    """Whether ``req`` could be obeyed on its own (``free``: creature -> what it could
    attack on its own without paying a cost, 508.1d)."""
    return any(_obeys(state, req, t) for t in free.get(req.creature, ()))


class _Attacks(dict):
    """Creature id -> its attack variable, and ``targets``: what each could attack without
    paying a cost (the ``free`` of :func:`most_attack_requirements`)."""

    targets: Mapping[str, Collection[str]] = {}


@implements("508.1d")
def most_attack_requirements(state: GameState, reqs: Sequence[Requirement],
                             free: Mapping[str, Collection[str]]) -> int:
    """The most of ``reqs`` any attack obeying every restriction, without a cost, can
    obey (508.1d).

    Args:
        free: creature id -> what it could attack on its own without paying a cost
            (player names, planeswalker/battle ids); creatures not in it count as
            not attacking. A tax on attacking one player but not another (Ghostly
            Prison, "can't attack you unless") thus leaves only the free target.
    """
    mine: dict[str, list[Requirement]] = {}
    for r in reqs:
        if r.creature in free:
            mine.setdefault(r.creature, []).append(r)
    if not mine:
        return 0
    if not bus.any_in_play(state, ("constrain_attackers", "restrict_attackers")):
        # No restriction ties attackers together: each creature attacks the free target
        # that obeys most of its own requirements.
        return sum(max(sum(_obeys(state, r, t) for r in rs) for t in free[pid])
                   for pid, rs in mine.items())
    model = Choices("508.1d")
    attacks = _Attacks({pid: model.new() for pid in free})
    attacks.targets = free
    bus.each(state, "constrain_attackers", model, attacks)
    terms = []
    for pid, rs in mine.items():
        targets = list(free[pid])
        if all(_obeys(state, r, t) for r in rs for t in targets):
            terms.extend(attacks[pid] for _ in rs)  # whatever it attacks obeys them all
            continue
        # What it attacks: one free target exactly when it attacks.
        to = {t: model.new() for t in targets}
        model.at_most(list(to.values()), 1)
        model.at_least(list(to.values()), 1, when=attacks[pid])
        model.at_most(list(to.values()), 0, when=-attacks[pid])
        for r in rs:
            obeying = [to[t] for t in targets if _obeys(state, r, t)]
            if obeying:
                obeyed = model.new()
                model.at_least(obeying, 1, when=obeyed)
                terms.append(obeyed)
    return model.maximize(terms)


#: Unmet requirements named in a rejection; past this many, the count of the others.
MAX_NAMED = 20


def requirements_error(rule: str, key: str, reqs: Sequence[Requirement], obeyed: Sequence[bool],
                       best: Callable[[], int], obeyable: Sequence[bool],
                       bound: int | None = None) -> IllegalActionError | None:
    """The rejection when fewer than ``best()`` of ``reqs`` are obeyed, else None.

    Args:
        best: gives the most requirements obeyable; called only when the declaration
            obeys fewer than ``bound`` and some requirement that could be obeyed on its
            own isn't (otherwise no declaration could do better).
        obeyable: per requirement, whether it could be obeyed at all on its own (a
            tapped creature's "attacks if able" can't), so only those are named as unmet.
        bound: a number the maximum can't exceed, when one is known cheaply.
    """
    n = sum(obeyed)
    if (bound is not None and n >= bound) or all(ok or not can for ok, can in zip(obeyed, obeyable)):
        return None
    most = best()
    if n >= most:
        return None
    unmet_reqs = [r for r, ok, can in zip(reqs, obeyed, obeyable) if can and not ok]
    named: list[Any] = [r.describe() for r in unmet_reqs[:MAX_NAMED]]
    if len(unmet_reqs) > MAX_NAMED:
        named.append(f"… (+{len(unmet_reqs) - MAX_NAMED})")
    unmet = Items(named)
    return illegal(rule, key, obeyed=n, possible=most, unmet=unmet)


def block_obeyable(req: Requirement, pairs: Mapping[str, Collection[str]]) -> bool:
    """Whether ``req`` could be obeyed on its own, given what each blocker could block
    (sets, for speed on large boards)."""
    if req.kind == BLOCK:
        return bool(pairs.get(req.creature))
    if req.kind == BLOCK_IT:
        return req.attacker in pairs.get(req.creature, ())
    return sum(req.attacker in atts for atts in pairs.values()) >= req.at_least


# --------------------------------------------------------------------------- blocking
def block_requirements(state: GameState) -> list[Requirement]:
    """The requirements on the defending players' creatures to block (509.1c): those the
    abilities on the battlefield make (their ``block_requirements`` hook), in
    battlefield order."""
    if not in_play(state, "block_requirements"):
        return []  # (most boards make none)
    defending = state.defending_players
    theirs = [p for p in state.battlefield.values() if p.controller in defending and p.is_creature]
    out = bus.collect(state, "block_requirements", theirs)
    check_size("509.1c", len(out))
    return out


def check_size(rule: str, n: int) -> None:
    """Raise :class:`SolverLimitError` if ``n`` requirements or pairs of creatures are
    more than :data:`MAX_PAIRS`."""
    if n > MAX_PAIRS:
        raise SolverLimitError(rule, "pairs", MAX_PAIRS)


def block_obeyed(req: Requirement, blocking: Mapping[str, Sequence[str]]) -> bool:
    """Whether the declaration ``blocking`` (blocker -> attackers) obeys ``req``."""
    if req.kind == BLOCK:
        return req.creature in blocking
    if req.kind == BLOCK_IT:
        return req.attacker in blocking.get(req.creature, ())
    return sum(req.attacker in atts for atts in blocking.values()) >= req.at_least


def check_blockers(state: GameState, blocking: Mapping[str, Sequence[str]],
                   declared: Sequence[str]) -> IllegalActionError | None:
    """The first restriction on the set of blockers that ``blocking`` (one defending
    player's blocks, 802.4b) breaks (509.1b); ``declared``: every creature declared as
    a blocker."""
    return bus.first_rejection_on_board(state, "restrict_blockers", blocking, declared)


@implements("509.1c")
def most_block_requirements(state: GameState, reqs: Sequence[Requirement],
                            pairs: Mapping[str, Sequence[str]],
                            limits: Mapping[str, int | None]) -> int:
    """The most of ``reqs`` any block obeying every restriction can obey (509.1c).

    Args:
        pairs: blocker -> the attackers it could block on its own (509.1a-b).
        limits: blocker -> how many attackers it may block (``None``: any number).
    """
    if not reqs or not any(pairs.values()):
        return 0
    if _independent_blocks(state, reqs):
        return _most_per_blocker(reqs, pairs, limits)
    model = Choices("509.1c")
    b = {(x, a): model.new() for x, atts in pairs.items() for a in atts}
    blocks = {}
    for x, atts in pairs.items():
        mine = [b[x, a] for a in atts]
        blocks[x] = model.new()  # x blocks exactly when it blocks some attacker
        model.at_least(mine, 1, when=blocks[x])
        model.at_most(mine, 0, when=-blocks[x])
        if limits.get(x) is not None:
            model.at_most(mine, limits[x])
    counts: dict[str, list[int]] = {a: [] for a in state.combat.attacking}
    for (x, a), v in b.items():
        counts[a].append(v)
    for a, count in counts.items():
        attacker = state.battlefield[a]
        for ability in bus.handlers(attacker, "constrain_block_count"):
            ability.constrain_block_count(state, attacker, model, count)
    bus.each(state, "constrain_blockers", model, blocks)
    terms = []
    for r in reqs:
        if r.kind == BLOCK and r.creature in blocks:
            terms.append(blocks[r.creature])
        elif r.kind == BLOCK_IT and (r.creature, r.attacker) in b:
            terms.append(b[r.creature, r.attacker])
        elif r.kind == BE_BLOCKED:
            blocked = model.new()
            model.at_least(counts[r.attacker], r.at_least, when=blocked)
            terms.append(blocked)
    return model.maximize(terms)


def block_bound(reqs: Sequence[Requirement], pairs: Mapping[str, Collection[str]],
                limits: Mapping[str, int | None]) -> int:
    """A number the most block requirements obeyable (509.1c) can't exceed: the maximum
    with every restriction that ties blockers together left out."""
    return (_most_per_blocker([r for r in reqs if r.kind != BE_BLOCKED], pairs, limits)
            + sum(block_obeyable(r, pairs) for r in reqs if r.kind == BE_BLOCKED))


def _most_per_blocker(reqs: Sequence[Requirement], pairs: Mapping[str, Collection[str]],
                      limits: Mapping[str, int | None]) -> int:
    """The maximum when nothing ties blockers together: each blocker obeys its "blocks
    if able" requirements by blocking anything, and as many "block it" requirements as
    its limit allows, the attackers named most often first."""
    own: dict[str, int] = {}
    named: dict[str, dict[str, int]] = {}
    for r in reqs:
        if r.kind == BLOCK:
            own[r.creature] = own.get(r.creature, 0) + 1
        else:
            mine = named.setdefault(r.creature, {})
            mine[r.attacker] = mine.get(r.attacker, 0) + 1
    best = 0
    for x in own.keys() | named.keys():
        limit, able = limits.get(x), set(pairs.get(x, ()))
        if not able or (limit is not None and limit < 1):
            continue
        counts = [n for a, n in named.get(x, {}).items() if a in able]
        best += own.get(x, 0) + sum(counts if limit is None else nlargest(limit, counts))
    return best


def _independent_blocks(state: GameState, reqs: Sequence[Requirement]) -> bool:
    """True if no restriction or requirement ties one blocker's choice to another's."""
    return (not any(r.kind == BE_BLOCKED for r in reqs)
            and not bus.any_in_play(state, ("constrain_blockers", "restrict_blockers",
                                            "constrain_block_count", "restrict_block_count")))


# --------------------------------------------------------------------------- the search
class Choices:
    """A declaration as 0-1 choices and counting constraints, for the most requirements
    obeyable (508.1d, 509.1c). Restrictions state themselves here through the abilities'
    ``constrain_*`` hooks.

    A choice is a positive int; ``-v`` is "not v" (only as a ``when``). Limits:
    :data:`MAX_CHOICES` choices, :data:`MAX_TERMS` terms in all constraints,
    :data:`TIME_LIMIT` seconds of search; past one, :class:`SolverLimitError`.

    Args:
        rule: the rule the maximum is for (``"508.1d"`` or ``"509.1c"``), named by errors.
    """

    def __init__(self, rule: str) -> None:
        self.rule = rule
        self.n = 0
        self.terms = 0
        #: (choices, lower bound or None, upper bound or None, when or None)
        self.rows: list[tuple[list[int], int | None, int | None, int | None]] = []

    def new(self) -> int:
        """A new choice."""
        self.n += 1
        if self.n > MAX_CHOICES:
            raise SolverLimitError(self.rule, "choices", MAX_CHOICES)
        return self.n

    def at_least(self, choices: Sequence[int], k: int, when: int | None = None) -> None:
        """At least ``k`` of ``choices`` are made (only if ``when`` holds, when given)."""
        self._row(choices, k, None, when)

    def at_most(self, choices: Sequence[int], k: int, when: int | None = None) -> None:
        """At most ``k`` of ``choices`` are made (only if ``when`` holds, when given)."""
        self._row(choices, None, k, when)

    def _row(self, choices: Sequence[int], lo: int | None, hi: int | None, when: int | None) -> None:
        self.terms += len(choices)
        if self.terms > MAX_TERMS:
            raise SolverLimitError(self.rule, "terms", MAX_TERMS)
        self.rows.append((list(choices), lo, hi, when))

    def maximize(self, objective: Iterable[int]) -> int:
        """The most of ``objective`` (choices, repeats count again) made together
        while every constraint holds.

        Raises:
            SolverLimitError: :data:`TIME_LIMIT` was reached before the maximum was proved.
        """
        import swiglpk as glp

        glp.glp_term_out(glp.GLP_OFF)
        lp = glp.glp_create_prob()
        try:
            return self._solve(glp, lp, objective)
        finally:
            glp.glp_delete_prob(lp)

    def _solve(self, glp: Any, lp: Any, objective: Iterable[int]) -> int:
        glp.glp_set_obj_dir(lp, glp.GLP_MAX)
        glp.glp_add_cols(lp, self.n)
        for j in range(1, self.n + 1):
            glp.glp_set_col_kind(lp, j, glp.GLP_BV)
        weights: dict[int, int] = {}
        for v in objective:
            weights[v] = weights.get(v, 0) + 1
        if not weights:
            return 0
        for v, w in weights.items():
            glp.glp_set_obj_coef(lp, v, w)
        rows = [row for spec in self.rows for row in _linear(*spec)]
        if rows:
            glp.glp_add_rows(lp, len(rows))
        entries = [(i, j, c) for i, (coefs, _, _) in enumerate(rows, 1) for j, c in coefs.items() if c]
        ia, ja, ar = glp.intArray(len(entries) + 1), glp.intArray(len(entries) + 1), glp.doubleArray(len(entries) + 1)
        for k, (i, j, c) in enumerate(entries, 1):
            ia[k], ja[k], ar[k] = i, j, c
        for i, (_, lo, hi) in enumerate(rows, 1):
            if lo is not None and hi is not None:
                glp.glp_set_row_bnds(lp, i, glp.GLP_DB, lo, hi)
            elif lo is not None:
                glp.glp_set_row_bnds(lp, i, glp.GLP_LO, lo, 0.0)
            else:
                glp.glp_set_row_bnds(lp, i, glp.GLP_UP, 0.0, hi)
        glp.glp_load_matrix(lp, len(entries), ia, ja, ar)
        parm = glp.glp_iocp()
        glp.glp_init_iocp(parm)
        parm.presolve = glp.GLP_ON
        parm.fp_heur = glp.GLP_ON  # feasibility pump: finds a good declaration early (measured)
        parm.msg_lev = glp.GLP_MSG_OFF
        parm.tm_lim = int(TIME_LIMIT * 1000)
        code = glp.glp_intopt(lp, parm)
        if code == glp.GLP_ETMLIM:
            raise SolverLimitError(self.rule, "time", TIME_LIMIT)
        if code != 0 or glp.glp_mip_status(lp) != glp.GLP_OPT:
            # The empty declaration obeys every restriction, so an optimum always exists.
            raise RuntimeError(f"GLPK found no optimum (code {code}, status {glp.glp_mip_status(lp)})")
        return round(glp.glp_mip_obj_val(lp))


def _linear(choices: list[int], lo: int | None, hi: int | None,
            when: int | None) -> list[tuple[dict[int, int], int | None, int | None]]:
    """One constraint as linear rows over 0-1 columns: ``when`` enters with a big-M
    coefficient that makes the row hold trivially when ``when`` is false."""
    coefs: dict[int, int] = {}
    for v in choices:
        coefs[v] = coefs.get(v, 0) + 1
    size = len(choices)
    out = []
    if lo is not None and lo > 0:  # sum >= lo, or when z: sum - lo*z >= 0; when not z: sum + lo*z >= lo
        row = dict(coefs)
        if when is not None:
            z = abs(when)
            row[z] = row.get(z, 0) + (-lo if when > 0 else lo)
            out.append((row, 0 if when > 0 else lo, None))
        else:
            out.append((row, lo, None))
    if hi is not None and hi < size:  # sum <= hi, relaxed by M = size - hi when `when` is false
        row, m = dict(coefs), size - hi
        if when is not None:
            z = abs(when)
            row[z] = row.get(z, 0) + (m if when > 0 else -m)
            out.append((row, None, hi + m if when > 0 else hi))
        else:
            out.append((row, None, hi))
    return out
