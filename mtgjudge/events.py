"""The event log: one event, one rule (like a battle log a client renders).

An :class:`Event` holds a CR rule number, a message key and parameters; text is
rendered on demand, so the same log can be shown in any language or sent as JSON.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from mtgjudge.messages import render

_set = object.__setattr__


@dataclass(frozen=True, slots=True, init=False)
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
    params: Mapping[str, Any]

    def __init__(self, rule: str, key: str, params: Mapping[str, Any] | None = None) -> None:
        # params read-only (a copy), so an event in a game's log can't be changed through
        # a reference. A hand-written __init__: events are made on the hot path (bench/).
        _set(self, "rule", rule)
        _set(self, "key", key)
        _set(self, "params", MappingProxyType(dict(params or ())))

    @classmethod
    def _of_own(cls, rule: str, key: str, params: dict[str, Any]) -> Event:
        """An event whose ``params`` dict nobody else holds (no copy needed)."""
        event = object.__new__(cls)
        _set(event, "rule", rule)
        _set(event, "key", key)
        _set(event, "params", MappingProxyType(params))
        return event

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
        return {"rule": self.rule, "key": self.key, "params": dict(self.params),
                "text": self.text(lang)}


class EventLog(list[Event]):
    """A list of events with a shorthand to add one."""

    def add(self, rule: str, key: str, **params: Any) -> None:
        self.append(Event._of_own(rule, key, params))  # **params is a new dict
