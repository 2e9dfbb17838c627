"""CR 508: the declare attackers step.

The active player's whole declaration is checked (508.1a-c); if any part fails the
declaration is illegal and nothing happens (508.1, 733). Requirements ("attacks each
combat if able", 508.1d) are not modeled yet: text that creates one is reported as
not modeled.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from itertools import product

from mtgjudge.cr import implements
from mtgjudge.cr.r506_combat import attackable
from mtgjudge.cr.r511_end_of_combat import end_of_combat
from mtgjudge.cr.r702_keywords import has_flag
from mtgjudge.errors import IllegalActionError, illegal
from mtgjudge.events import EventLog
from mtgjudge.state import GameState, Step


@dataclass(frozen=True, slots=True)
class AttackDeclaration:
    """The active player's declaration of attackers (508.1).

    Attributes:
        attackers: ``(creature id, what it attacks)`` pairs; what it attacks is a
            player name or a planeswalker/battle id. Empty = no attack (508.8).

    Example:
        >>> AttackDeclaration.of({"Elvish Regrower": "Bruno"}).as_dict()
        {'Elvish Regrower': 'Bruno'}
    """

    attackers: tuple[tuple[str, str], ...] = ()

    @classmethod
    def of(cls, attackers: Mapping[str, str] | None = None) -> AttackDeclaration:
        """Build from a ``{creature: target}`` mapping."""
        return cls(tuple((attackers or {}).items()))

    def as_dict(self) -> dict[str, str]:
        return dict(self.attackers)

    def __str__(self) -> str:
        return "; ".join(f"{c} -> {t}" for c, t in self.attackers) or "no attack"


@implements("702.10b")
def can_attack(state: GameState, pid: str) -> IllegalActionError | None:
    """Why creature ``pid`` can't be declared as an attacker on its own, or ``None`` (508.1a, 508.1c)."""
    perm = state.battlefield.get(pid)
    if perm is None:
        return illegal("508.1a", "attack.unknown", creature=pid)
    if perm.controller != state.active:
        return illegal("508.1a", "attack.not_yours", creature=pid, controller=perm.controller,
                       active=state.active)
    if perm.is_type("Battle"):
        return illegal("508.1a", "attack.battle", creature=pid)
    if not perm.is_creature:
        return illegal("506.3", "attack.not_creature", creature=pid)
    if perm.tapped:
        return illegal("508.1a", "attack.tapped", creature=pid)
    if perm.sick and not has_flag(perm, "haste"):
        return illegal("302.6", "attack.sick", creature=pid, controller=perm.controller)
    for ability in perm.abilities:
        err = ability.restrict_attack(state, perm)
        if err is not None:
            return err
    return None


def check(state: GameState, decl: AttackDeclaration) -> None:
    """Raise :class:`IllegalActionError` naming the rule if ``decl`` is illegal (508.1)."""
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
            raise illegal("508.1b", "attack.bad_target", creature=pid, target=target)


@implements("508.1k")
def declare(state: GameState, decl: AttackDeclaration, log: EventLog) -> None:
    """Check and carry out ``decl`` on ``state`` (508.1a-k, 508.8).

    Raises:
        IllegalActionError: the declaration is illegal; ``state`` is then unspecified,
            so callers work on a copy (see :class:`mtgjudge.game.Game`).
    """
    check(state, decl)
    for pid, target in decl.attackers:
        log.add("508.1a", "attack.declare", creature=pid, target=target)
    for pid, target in decl.attackers:
        perm = state.battlefield[pid]
        if has_flag(perm, "vigilance"):
            log.add("702.20b", "attack.vigilance", creature=pid)
        else:
            perm.tapped = True
            log.add("508.1f", "attack.tap", creature=pid)
        state.combat.attacking[pid] = target
    if decl.attackers:
        state.step = Step.DECLARE_ATTACKERS
    else:
        log.add("508.8", "attack.none")
        end_of_combat(state, log)


def legal_declarations(state: GameState) -> Iterator[AttackDeclaration]:
    """Every legal attack declaration, the empty one first.

    The count grows as (targets + 1) ** creatures: iterate lazily.
    """
    if state.step is not Step.BEGINNING_OF_COMBAT:
        return
    able = [p.id for p in state.controlled_by(state.active) if can_attack(state, p.id) is None]
    targets = attackable(state)
    for choice in product([None, *targets], repeat=len(able)):
        decl = AttackDeclaration(tuple((pid, t) for pid, t in zip(able, choice) if t is not None))
        try:
            check(state, decl)
        except IllegalActionError:
            continue
        yield decl
