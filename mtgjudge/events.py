"""The event log: one event, one rule (like a battle log a client renders).

An :class:`Event` holds a CR rule number, a message key and parameters; text is
rendered on demand, so the same log can be shown in any language or sent as JSON.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from mtgjudge.messages import Parts, render


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, and the rule that made it happen.

    Attributes:
        rule: CR rule number, e.g. ``"510.1c"``.
        key: message key, e.g. ``"damage.assign"`` (see :mod:`mtgjudge.messages`).
        params: the message's values: card ids, player names, numbers.

    Example:
        >>> Event("120.3a", "result.life_loss", {"player": "Bruno", "amount": 3, "life": 17}).text()
        'Bruno loses 3 life (17 left).'
    """

    rule: str
    key: str
    params: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        # Read-only, so an event in a game's log can't be changed through a reference.
        object.__setattr__(self, "params", MappingProxyType(dict(self.params)))

    def __hash__(self) -> int:
        return hash((self.rule, self.key, frozenset(self.params.items())))

    def text(self, lang: str = "en") -> str:
        """The event in ``lang`` (``"en"`` or ``"es"``)."""
        return render(self.key, dict(self.params), lang)

    def line(self, lang: str = "en") -> str:
        """``"<rule>  <text>"``, the rule padded to 9 columns (``702.164c`` is 8 long)."""
        return f"{self.rule:<9}{self.text(lang)}"

    def to_dict(self, lang: str = "en") -> dict[str, Any]:
        """JSON-ready: ``{"rule", "key", "params", "text"}`` (text in ``lang``)."""
        params = {k: v.rendered(lang) if isinstance(v, Parts) else v for k, v in self.params.items()}
        return {"rule": self.rule, "key": self.key, "params": params, "text": self.text(lang)}


class EventLog(list[Event]):
    """A list of events with a shorthand to add one."""

    def add(self, rule: str, key: str, **params: Any) -> None:
        self.append(Event(rule, key, params))
