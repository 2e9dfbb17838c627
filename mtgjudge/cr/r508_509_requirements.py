"""CR 508.1c-d and 509.1b-c: requirements, and restrictions on a whole declaration.

A declaration of attackers (or blockers) must break no restriction, and must obey as
many requirements as can be obeyed without breaking one (508.1d, 509.1c). Finding that
maximum is a small optimisation problem; it is solved with OR-Tools CP-SAT, loaded only
when some requirement is on the battlefield.

A requirement here is one obligation on one creature: "attacks each combat if able" on
a creature is one; "All creatures able to block this creature do so" is one for each
creature of the defending player.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from mtgjudge.cr import implements
from mtgjudge.errors import IllegalActionError, illegal
from mtgjudge.messages import Items, Text
from mtgjudge.state import GameState

ATTACK, BLOCK, BLOCK_IT, BE_BLOCKED = "attack", "block", "block it", "be blocked"


@dataclass(frozen=True)
class Requirement:
    """One requirement.

    Attributes:
        creature: the creature it asks something of.
        kind: ``"attack"`` (it attacks), ``"block"`` (it blocks), ``"block it"`` (it
            blocks ``attacker``), ``"be blocked"`` (``attacker`` is blocked).
        source: the permanent whose ability creates it; text: that ability's text.
        attacker: the attacking creature concerned, for ``block it`` and ``be blocked``.
        at_least: for ``be blocked``, by how many creatures ("by two or more creatures").
    """

    creature: str
    kind: str
    source: str
    text: str
    attacker: str | None = None
    at_least: int = 1

    def describe(self) -> Text:
        """``Bloodrock Cyclops ("This creature attacks each combat if able.")`` and the like."""
        if self.source == self.creature:
            return Text("requirement.own", creature=self.creature, text=self.text)
        return Text("requirement.other", creature=self.creature, source=self.source, text=self.text)


# --------------------------------------------------------------------------- attacking
def attack_requirements(state: GameState) -> list[Requirement]:
    """The requirements on the active player's creatures to attack (508.1d)."""
    mine = [p for p in state.controlled_by(state.active) if p.is_creature]
    ids = {p.id for p in mine}
    out = []
    for holder in state.battlefield.values():
        for a in holder.abilities:
            if a.attacks_if_able and holder.id in ids:
                out.append(Requirement(holder.id, ATTACK, holder.id, a.describe()))
            if a.all_attack or (a.opponents_attack and holder.controller != state.active):
                out.extend(Requirement(c.id, ATTACK, holder.id, a.describe()) for c in mine)
    return out


def check_attackers(state: GameState, attackers: Sequence[str]) -> IllegalActionError | None:
    """The first restriction on the set of attackers that ``attackers`` breaks (508.1c)."""
    for holder in state.battlefield.values():
        for a in holder.abilities:
            err = a.restrict_attackers(state, holder, attackers)
            if err is not None:
                return err
    return None


@implements("508.1d")
def most_attack_requirements(state: GameState, reqs: Sequence[Requirement], able: Sequence[str]) -> int:
    """The most of ``reqs`` any attack obeying every restriction can obey (508.1d).

    Args:
        able: the creatures that could each be declared as an attacker on their own.
    """
    if not any(r.creature in able for r in reqs):
        return 0
    if not _overrides(state, "constrain_attackers"):
        # No restriction ties attackers together: every able creature can obey its own.
        return sum(r.creature in able for r in reqs)
    from ortools.sat.python import cp_model

    model = cp_model.CpModel()
    attacks = {pid: model.NewBoolVar(pid) for pid in able}
    for holder in state.battlefield.values():
        for a in holder.abilities:
            a.constrain_attackers(model, state, holder, attacks)
    model.Maximize(sum(attacks[r.creature] for r in reqs if r.creature in attacks))
    return _solve(model)


def requirements_error(rule: str, key: str, reqs: Sequence[Requirement], obeyed: Sequence[bool],
                       best: int, obeyable: Sequence[bool]) -> IllegalActionError | None:
    """The rejection when fewer than ``best`` of ``reqs`` are obeyed, else None.

    Args:
        obeyable: per requirement, whether it could be obeyed at all on its own (a
            tapped creature's "attacks if able" can't), so only those are named as unmet.
    """
    n = sum(obeyed)
    if n >= best:
        return None
    unmet = Items(r.describe() for r, ok, can in zip(reqs, obeyed, obeyable) if can and not ok)
    return illegal(rule, key, obeyed=n, possible=best, unmet=unmet)


def block_obeyable(req: Requirement, pairs: Mapping[str, Sequence[str]]) -> bool:
    """Whether ``req`` could be obeyed on its own, given what each blocker could block."""
    if req.kind == BLOCK:
        return bool(pairs.get(req.creature))
    if req.kind == BLOCK_IT:
        return req.attacker in pairs.get(req.creature, ())
    return sum(req.attacker in atts for atts in pairs.values()) >= req.at_least


# --------------------------------------------------------------------------- blocking
def block_requirements(state: GameState) -> list[Requirement]:
    """The requirements on the defending player's creatures to block (509.1c)."""
    theirs = [p for p in state.controlled_by(state.defending) if p.is_creature]
    ids = {p.id for p in theirs}
    out = []
    for holder in state.battlefield.values():
        for a in holder.abilities:
            if a.blocks_if_able and holder.id in ids:
                out.append(Requirement(holder.id, BLOCK, holder.id, a.describe()))
            if a.all_block:
                out.extend(Requirement(c.id, BLOCK, holder.id, a.describe()) for c in theirs)
            if holder.id in state.combat.attacking:
                if a.lure:
                    out.extend(Requirement(c.id, BLOCK_IT, holder.id, a.describe(), holder.id)
                               for c in theirs)
                if a.must_be_blocked:
                    out.append(Requirement(holder.id, BE_BLOCKED, holder.id, a.describe(), holder.id,
                                           max(a.value, 1)))
    return out


def block_obeyed(req: Requirement, blocking: Mapping[str, Sequence[str]]) -> bool:
    """Whether the declaration ``blocking`` (blocker -> attackers) obeys ``req``."""
    if req.kind == BLOCK:
        return req.creature in blocking
    if req.kind == BLOCK_IT:
        return req.attacker in blocking.get(req.creature, ())
    return sum(req.attacker in atts for atts in blocking.values()) >= req.at_least


def check_blockers(state: GameState, blocking: Mapping[str, Sequence[str]]) -> IllegalActionError | None:
    """The first restriction on the set of blockers that ``blocking`` breaks (509.1b)."""
    for holder in state.battlefield.values():
        for a in holder.abilities:
            err = a.restrict_blockers(state, holder, blocking)
            if err is not None:
                return err
    return None


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
        # Each blocker has at most one requirement and nothing ties blockers together.
        return sum((r.kind == BLOCK and bool(pairs.get(r.creature))) or
                   (r.kind == BLOCK_IT and r.attacker in pairs.get(r.creature, ())) for r in reqs)
    from ortools.sat.python import cp_model

    model = cp_model.CpModel()
    b = {(x, a): model.NewBoolVar(f"{x}>{a}") for x, atts in pairs.items() for a in atts}
    blocks = {}
    for x, atts in pairs.items():
        mine = [b[x, a] for a in atts]
        blocks[x] = model.NewBoolVar(x)
        model.AddMaxEquality(blocks[x], mine) if mine else model.Add(blocks[x] == 0)
        if limits.get(x) is not None:
            model.Add(sum(mine) <= limits[x])
    counts = {a: sum(v for (x, att), v in b.items() if att == a) for a in state.combat.attacking}
    for a, count in counts.items():
        for ability in state.battlefield[a].abilities:
            ability.constrain_block_count(model, count)
    for holder in state.battlefield.values():
        for ability in holder.abilities:
            ability.constrain_blockers(model, state, holder, blocks)
    terms = []
    for r in reqs:
        if r.kind == BLOCK and r.creature in blocks:
            terms.append(blocks[r.creature])
        elif r.kind == BLOCK_IT and (r.creature, r.attacker) in b:
            terms.append(b[r.creature, r.attacker])
        elif r.kind == BE_BLOCKED:
            blocked = model.NewBoolVar("")
            model.Add(counts[r.attacker] >= r.at_least).OnlyEnforceIf(blocked)
            terms.append(blocked)
    model.Maximize(sum(terms))
    return _solve(model)


def _overrides(state: GameState, hook: str) -> bool:
    """True if some ability on the battlefield states ``hook`` (a CP-SAT constraint)."""
    from mtgjudge.cr.r702_keywords import Ability

    base = getattr(Ability, hook)
    return any(getattr(type(a), hook) is not base for p in state.battlefield.values() for a in p.abilities)


def _independent_blocks(state: GameState, reqs: Sequence[Requirement]) -> bool:
    if any(r.kind == BE_BLOCKED for r in reqs):
        return False
    creatures = [r.creature for r in reqs]
    return (len(set(creatures)) == len(creatures)
            and not _overrides(state, "constrain_blockers")
            and not _overrides(state, "constrain_block_count"))


def _solve(model) -> int:
    from ortools.sat.python import cp_model

    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1  # tiny models: one worker is fastest and deterministic
    status = solver.Solve(model)
    if status != cp_model.OPTIMAL:  # the empty declaration always obeys every restriction
        raise RuntimeError(f"CP-SAT found no optimum ({solver.StatusName(status)})")
    return int(round(solver.ObjectiveValue()))
