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


#: Colour words as they are written in a target and their letters (105.1).
COLOR_LETTERS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


@dataclass(frozen=True, slots=True)
class TargetSpec:
    """One "target ..." of a spell or ability (115.1).

    Attributes:
        kind: ``"creature"``, ``"any"`` (a creature, player, planeswalker or battle, 115.4),
            ``"player"`` or ``"player or planeswalker"`` (with control ``"opponent"``:
            "target opponent [or planeswalker]").
        quality: what else a creature target must be, each of: ``"another"`` (not the
            source), ``"flying"`` / ``"no flying"`` ("with flying", "without flying"),
            ``"type:Artifact"``, ``"legendary"``, ``"subtype:Goblin"``, ``"color:GU"``
            (green or blue), ``"power<=2"`` / ``"toughness>=4"`` ("with power 2 or
            less"), ``"counter:+1/+1"`` ("with a +1/+1 counter on it"), ``"blocking it"``
            (blocking the source), ``"blocked by it"`` (one the source is blocking).
        combat: ``""``, ``"attacking"``, ``"unblocked attacking"`` (509.1h), ``"blocking"``
            or ``"attacking or blocking"``.
        control: ``""``, ``"you"`` ("you control"), ``"not you"`` ("you don't control":
            a teammate's too) or ``"opponent"`` ("an opponent controls", 102.3).
    """

    kind: str = "creature"
    combat: str = ""
    control: str = ""
    quality: tuple[str, ...] = ()

    def describe(self) -> str:
        """The wording, e.g. ``"target attacking creature you control"``."""
        if self.kind in ("player", "player or planeswalker"):
            return "target " + self.kind.replace("player", "opponent" if self.control == "opponent" else "player")
        words = ["target"]
        noun = self.kind if self.kind not in ("creature", "any", "permanent") else ""
        if self.combat:
            words.append(self.combat)
        if "another" in self.quality:
            words[0] = "another target"
        for q in self.quality:
            if q.startswith(("type:", "subtype:")):
                words.append(q.split(":")[1].lower() if q.startswith("type:") else q.split(":")[1])
            elif q == "legendary":
                words.append(q)
            elif q.startswith("color:"):
                words.append(" or ".join(n for n, c in COLOR_LETTERS.items() if c in q[6:]))
        if self.kind == "permanent" and any(q.startswith("subtype:") for q in self.quality):
            pass  # "target Zombie"
        else:
            words.append(noun or ("creature" if self.kind == "creature" else
                                  "permanent" if self.kind == "permanent" else "any target"))
        if "flying" in self.quality or "no flying" in self.quality:
            words.append("with flying" if "flying" in self.quality else "without flying")
        for q in self.quality:
            if q.startswith(("power", "toughness")):
                stat = "power" if q.startswith("power") else "toughness"
                more = q[len(stat)] == ">"
                words.append(f"with {stat} {q[len(stat) + 2:]} or {'greater' if more else 'less'}")
            elif q.startswith("counter:"):
                words.append(f"with a {q[8:]} counter on it")
            elif q in ("blocking it", "blocked by it"):
                words.append("blocking it" if q == "blocking it" else "it's blocking")
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
            ok = self.kind != "creature" and not state.players[target].lost
            if ok and self.kind != "any" and self.control == "opponent":
                ok = state.is_opponent(controller, target)
            if ok:
                return None
            return illegal(rule, "target.wrong", target=target, wanted=TargetText(self.describe()))
        perm = state.battlefield.get(target)
        if perm is None:
            return illegal(rule, "target.gone", target=target)
        if self.kind == "player":
            return illegal(rule, "target.wrong", target=target, wanted=TargetText(self.describe()))
        if self.kind == "player or planeswalker":
            ok = perm.is_type("Planeswalker") and (self.control != "opponent"
                                                  or state.is_opponent(controller, perm.controller))
            if not ok:
                return illegal(rule, "target.wrong", target=target, wanted=TargetText(self.describe()))
        elif self.kind == "creature" or self.combat:
            ok = perm.is_creature
        elif self.kind == "any":
            ok = perm.is_creature or perm.is_type("Planeswalker") or perm.is_type("Battle")
        else:  # "artifact or enchantment", "nonland permanent", "noncreature artifact", "permanent"
            words = self.kind.split()
            nouns = [w for w in words if not w.startswith("non") and w != "or"]
            ok = all(not perm.is_type(w[3:].capitalize()) for w in words if w.startswith("non")) and (
                "permanent" in nouns or any(perm.is_type(w.capitalize()) for w in nouns))
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
        if ok and self.quality:
            ok = self._has_qualities(state, perm, source)
        if not ok:
            return illegal(rule, "target.wrong", target=target, wanted=TargetText(self.describe()))
        for ability in perm.abilities if source is not None else ():
            if ability.forbids_target(state, perm, source, controller):
                # 702.16b protection, 702.11b hexproof, 702.18a shroud
                return illegal(getattr(ability, "target_rule", "702.16b"), "target.protection",
                               target=target, text=KeywordText(ability.describe()))
        return None


    def _has_qualities(self, state: GameState, perm: Any, source: Any) -> bool:
        for q in self.quality:
            kind, _, value = q.partition(":")
            if kind == "another" and getattr(source, "id", None) == perm.id:
                return False
            if kind in ("flying", "no flying") and perm.has("flying") != (kind == "flying"):
                return False
            if kind == "type" and not perm.is_type(value):
                return False
            if kind == "subtype" and value not in perm.subtypes:
                return False
            if kind == "legendary" and "Legendary" not in perm.card.supertypes:
                return False
            if kind == "color" and not set(value) & set(perm.colors):
                return False
            if kind == "counter" and not perm.counters.get(value):
                return False
            if kind in ("blocking it", "blocked by it"):
                blocker, attacker = (perm.id, getattr(source, "id", None))[::1 if kind == "blocking it" else -1]
                if attacker not in state.combat.blocking.get(blocker, ()):
                    return False
            for stat in ("power", "toughness"):
                if q.startswith(stat):
                    limit, have = int(q[len(stat) + 2:]), getattr(perm, stat)
                    if (have < limit) if q[len(stat)] == ">" else (have > limit):
                        return False
        return True


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
