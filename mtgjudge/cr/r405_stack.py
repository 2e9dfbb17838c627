"""CR 405: the stack (minimal: the object a Resolution resolves for; the stack itself,
priority and casting come with the stack moves)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class StackObject:
    """A spell or ability on the stack (405.1).

    Attributes:
        id: unique label shown in the ruling, e.g. ``"Giant Growth"``.
        kind: ``"spell"``, ``"activated"`` or ``"triggered"``.
        source: permanent id, or the card's name for a spell.
        controller: its controller's name.
        text: the Oracle text it comes from (shown, never parsed again).
        resolution: what it does: an object with ``resolve(state, obj, log)``.
        targets: its targets' ids.
    """

    id: str
    kind: str
    source: str
    controller: str
    text: str
    resolution: Any
    targets: tuple[str, ...] = ()
