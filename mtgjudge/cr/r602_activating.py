"""CR 602: activated abilities of permanents ("{R}: This creature gets +1/+0 until end
of turn."), and activating them during combat.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from mtgjudge.cr import implements
from mtgjudge.cr import r405_stack as r405
from mtgjudge.cr.r115_targets import check_targets
from mtgjudge.cr.r601_casting import check_timing, pay
from mtgjudge.abilities.base import Ability
from mtgjudge.abilities.base import HASTE
from mtgjudge.engine.bus import emit, has_flag
from mtgjudge.engine.happenings import AbilityActivated
from mtgjudge.errors import illegal
from mtgjudge.events import EventLog
from mtgjudge.messages import AllParts, Quoted
from mtgjudge.engine.state import AFTER_BLOCKERS

if TYPE_CHECKING:
    from mtgjudge.cr.r608_resolving import Effects
    from mtgjudge.engine.state import GameState


@dataclass(frozen=True, slots=True)
class ActivatedAbility(Ability):
    """An activated ability "[Cost]: [Effect]." of a permanent (602.1, 113.3b).

    Attributes:
        text: the whole line. cost: its mana cost (``"{1}{G}"``, ``""`` for none).
        tap: the cost includes {T} (602.5a: a creature's needs no summoning sickness).
        effects: what it does (:class:`~mtgjudge.cr.r608_resolving.Effects`).
        timing: when it may be activated, from its activation instructions (602.1b):
            ``""`` (whenever its controller has priority) or ``"after blockers"``
            ("Activate only during combat after blockers are declared").
    """

    cost: str = ""
    tap: bool = False
    effects: Effects | None = None
    timing: str = ""

    name: ClassVar[str] = "activated ability"
    rule: ClassVar[str] = "602.1"

    @property
    def cost_text(self) -> str:
        """The cost as printed: ``"{1}{G}"``, ``"{W}, {T}"``."""
        return ", ".join(p for p in (self.cost, "{T}" if self.tap else "") if p) or "{0}"


def activated_abilities(state: GameState, pid: str) -> list[ActivatedAbility]:
    """The activated abilities permanent ``pid`` has now (after layer 6)."""
    return [a for a in state.battlefield[pid].abilities if isinstance(a, ActivatedAbility)]


@dataclass(frozen=True, slots=True)
class ActivateAbility:
    """A player activates an activated ability of a permanent (602.2).

    Attributes:
        source: the permanent's id.
        player: who activates it (its controller, 602.2).
        ability: which ability: ``""`` for its only one, else the start of its text,
            e.g. ``"{R}"`` or ``"{B}: Regenerate"`` (case is ignored).
        targets: its targets' ids, one per "target".
    """

    source: str
    player: str
    ability: str = ""
    targets: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if isinstance(self.targets, str):  # one target given as a name, not a tuple
            object.__setattr__(self, "targets", (self.targets,))

    def __str__(self) -> str:
        which = f" {self.ability}" if self.ability else ""
        on = f" targeting {', '.join(self.targets)}" if self.targets else ""
        return f"{self.player} activates {self.source}{which}{on}"


def find(state: GameState, move: ActivateAbility) -> ActivatedAbility:
    """The ability ``move`` names.

    Raises:
        IllegalActionError: the source isn't on the battlefield (602.2); it has no
            activated ability (``activate.none``), none starting with ``move.ability``,
            or several that ``move.ability`` doesn't tell apart (602.1).
        BoardError: the ability asked for is text the engine doesn't model
            (``activate.not_modeled``): it can't be judged.
    """
    if move.source not in state.battlefield:
        raise illegal("602.2", "activate.no_source", permanent=move.source)
    abilities = activated_abilities(state, move.source)
    wanted = move.ability.strip().casefold()
    found = [a for a in abilities if a.text.casefold().startswith(wanted)]
    texts = [Quoted(a.text) for a in abilities]
    if not found:
        # Text the engine doesn't model can't be judged: an input error, not an illegal play.
        not_modeled = [t for t in state.battlefield[move.source].not_modeled
                       if ":" in t and t.casefold().startswith(wanted)]
        if not_modeled and (not abilities or wanted):
            from mtgjudge.errors import BoardError
            from mtgjudge.messages import Text

            raise BoardError(Text("activate.not_modeled", permanent=move.source, text=Quoted(not_modeled[0])))
    if not abilities:
        raise illegal("602.1", "activate.none", permanent=move.source)
    if not found:
        raise illegal("602.1", "activate.no_ability", permanent=move.source, ability=Quoted(move.ability),
                      abilities=AllParts(texts))
    if len(found) > 1:
        raise illegal("602.1", "activate.which", permanent=move.source, abilities=AllParts(Quoted(a.text) for a in found))
    return found[0]




@implements("602.2", "602.2a", "602.2b", "602.5a", "302.6", "602.1b")
def activate(state: GameState, move: ActivateAbility, log: EventLog) -> None:
    """Activate the ability for ``move.player``: its controller only (602.2), targets
    chosen (601.2c via 602.2b), costs paid ({T}: the permanent untapped, and a creature
    under its controller's control since the turn began or with haste, 302.6, 602.5a;
    mana, 601.2h); it goes on the stack.

    Raises:
        IllegalActionError: any of these fails; the caller's state is a copy (733).
    """
    check_timing(state)
    ability = find(state, move)
    perm = state.battlefield[move.source]
    if perm.controller != move.player:
        raise illegal("602.2", "activate.not_controller", player=move.player, permanent=perm.id,
                      controller=perm.controller)
    if ability.timing == "after blockers" and state.step not in AFTER_BLOCKERS:
        raise illegal("602.1b", "activate.after_blockers", permanent=perm.id, text=ability.text,
                      step=state.step.value)
    name = r405.label(state, f"{ability.cost_text} ({perm.id})")
    assert ability.effects is not None
    check_targets(state, ability.effects.target_specs, move.targets, perm, move.player, name)
    if ability.tap:
        if perm.tapped:
            raise illegal("602.2b", "cost.tapped", permanent=perm.id)
        if perm.is_creature and perm.sick and not has_flag(perm, HASTE):
            raise illegal("302.6", "cost.sick", permanent=perm.id, controller=perm.controller)
    pay(state, move.player, ability.cost, name)
    if ability.tap:
        perm.tapped = True
        state.status_changed()
    key = "stack.activate_targets" if move.targets else "stack.activate"
    emit(state, log, AbilityActivated, (move.player, perm.id, name), "602.2", key, player=move.player, object=name,
         permanent=perm.id, text=ability.text, cost=ability.cost_text, targets=list(move.targets))
    r405.put(state, r405.StackObject(name, "activated", perm.id, move.player, ability.text,
                                     ability.effects, move.targets))
