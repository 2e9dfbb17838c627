"""The ``triggers:`` key of a scenario file: the choices players make for triggered
abilities (CR 603.3b-d).

``order`` gives, per player, the ids of their triggered abilities (as the ruling names
them, e.g. ``Exalted (Akrasan Squire)``) in the order they put them on the stack: the
last resolves first. ``choices`` gives a triggered ability's target (mentor), the
permanents chosen as it resolves (annihilator), or what myriad's token copies attack
(other opponents or their planeswalkers; an opponent left out gets no copy). Where the file says nothing, the order
listed (and the first legal choice listed) is taken, and the ruling says so.

    triggers:
      order: {Ana: [Exalted (Outrider of Jhess), Exalted (Akrasan Squire)]}
      choices: {Annihilator 2 (Ulamog's Crusher): [Forest, Hill Giant]}
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pydantic import BaseModel, ConfigDict


class TriggersSpec(BaseModel):
    """``triggers:``: ``order`` (603.3b) and ``choices`` (603.3d, and choices on resolution)."""

    model_config = ConfigDict(extra="forbid")
    order: dict[str, list[str]] = {}
    choices: dict[str, list[str]] = {}


def apply(game: Any, spec: TriggersSpec | None, names: Callable[[str, tuple], str]) -> None:
    """Give ``spec``'s choices to ``game`` (:meth:`~mtgjudge.game.Game.choose_for_triggers`);
    players and the permanents chosen are names checked by ``names`` (text, key path)."""
    if spec is None:
        return
    order = {names(p, ("triggers", "order", p)): ids for p, ids in spec.order.items()}
    choices = {label: [names(x, ("triggers", "choices", label, i)) for i, x in enumerate(picks)]
               for label, picks in spec.choices.items()}
    game.choose_for_triggers(order=order, choices=choices)
