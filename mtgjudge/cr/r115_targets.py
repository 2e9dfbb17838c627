"""CR 115: targets. What a spell's or ability's "target ..." may be, checked as it is
cast or activated (601.2c, 602.2b) and again as it resolves (608.2b).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mtgjudge.cr import implements
from mtgjudge.errors import IllegalActionError, illegal
from mtgjudge.messages import KeywordText, TargetText
from mtgjudge.engine.state import AFTER_BLOCKERS, GameState

#: combat conditions of a target ("target attacking creature"): what each requires.
_COMBAT = ("attacking", "blocking", "attacking or blocking")


@implements("509.1h")
def is_unblocked(state: GameState, pid: str) -> bool:
    """Whether ``pid`` is an unblocked attacking creature: attacking, blockers declared,
    and it didn't become blocked (509.1h)."""
    return (pid in state.combat.attacking and pid not in state.combat.blocked
            and state.step in AFTER_BLOCKERS)


@dataclass(frozen=True, slots=True)
class TargetSpec:
    """One "target ..." of a spell or ability (115.1).

    Attributes:
        kind: ``"creature"`` or ``"any"`` (a creature, player, planeswalker or battle, 115.4).
        combat: ``""``, ``"attacking"``, ``"unblocked attacking"`` (509.1h), ``"blocking"``
            or ``"attacking or blocking"``.
        control: ``""``, ``"you"`` ("you control"), ``"not you"`` ("you don't control":
            a teammate's too) or ``"opponent"`` ("an opponent controls", 102.3).
    """

    kind: str = "creature"
    combat: str = ""
    control: str = ""

    def describe(self) -> str:
        """The wording, e.g. ``"target attacking creature you control"``."""
        words = ["target"]
        if self.combat:
            words.append(self.combat)
        words.append("creature" if self.kind == "creature" else "any target")
        if self.control == "you":
            words.append("you control")
        elif self.control == "not you":
            words.append("you don't control")
        elif self.control == "opponent":
            words.append("an opponent controls")
        return " ".join(words[1:]) if self.kind == "any" else " ".join(words)

    @implements("115.1", "115.4", "702.16b")
    def problem(self, state: GameState, target: str, source: Any, controller: str,
                rule: str = "601.2c") -> IllegalActionError | None:
        """Why ``target`` (a player or permanent id) can't be this target of ``source``
        (a card or permanent, for protection, 702.16b) controlled by ``controller``; None
        if it can. ``rule``: the rule cited (601.2c when cast, 608.2b on resolution)."""
        if target in state.players:
            if self.kind == "any" and not state.players[target].lost:
                return None
            return illegal(rule, "target.wrong", target=target, wanted=TargetText(self.describe()))
        perm = state.battlefield.get(target)
        if perm is None:
            return illegal(rule, "target.gone", target=target)
        if self.kind == "creature" or self.combat:
            ok = perm.is_creature
        else:
            ok = perm.is_creature or perm.is_type("Planeswalker") or perm.is_type("Battle")
        combat = state.combat
        if self.combat == "attacking":
            ok = ok and target in combat.attacking
        elif self.combat == "unblocked attacking":
            ok = ok and is_unblocked(state, target)
        elif self.combat == "blocking":
            ok = ok and target in combat.blocking
        elif self.combat == "attacking or blocking":
            ok = ok and (target in combat.attacking or target in combat.blocking)
        if self.control == "you":
            ok = ok and perm.controller == controller
        elif self.control == "not you":
            ok = ok and perm.controller != controller
        elif self.control == "opponent":
            ok = ok and state.is_opponent(controller, perm.controller)
        if not ok:
            return illegal(rule, "target.wrong", target=target, wanted=TargetText(self.describe()))
        for ability in perm.abilities if source is not None else ():
            if ability.forbids_target(state, perm, source, controller):
                # 702.16b protection, 702.11b hexproof, 702.18a shroud
                return illegal(getattr(ability, "target_rule", "702.16b"), "target.protection",
                               target=target, text=KeywordText(ability.describe()))
        return None


@implements("601.2c", "115.1")
def check_targets(state: GameState, specs: tuple[TargetSpec, ...], targets: tuple[str, ...],
                  source: Any, controller: str, name: str) -> None:
    """Raise :class:`IllegalActionError` unless ``targets`` are one legal choice for each
    of ``specs`` (601.2c): as many as it asks for, each legal for its "target"."""
    if len(targets) != len(specs):
        raise illegal("601.2c", "target.count", object=name, wanted=len(specs), count=len(targets))
    for spec, target in zip(specs, targets):
        err = spec.problem(state, target, source, controller)
        if err is not None:
            raise err
