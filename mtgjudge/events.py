"""The event log: one event, one rule (like a battle log a client renders).

An :class:`Event` holds a CR rule number, a message key and parameters; text is
rendered on demand, so the same log can be shown in any language or sent as JSON.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any, NamedTuple, Self

from mtgjudge.messages import Parts, render


class _Fields(NamedTuple):
    rule: str
    key: str
    params: Mapping[str, Any]


class Event(_Fields):
    """Something that happened, and the rule that made it happen. Immutable (a tuple:
    events are made on the hot path, bench/), equal only to an equal :class:`Event`.

    Attributes:
        rule: CR rule number, e.g. ``"510.1c"``.
        key: message key, e.g. ``"damage.assign"`` (see :mod:`mtgjudge.messages`).
        params: the message's values: card ids, player names, numbers (read-only).

    Example:
        >>> Event("120.3a", "result.life_loss", {"player": "Bruno", "amount": 3, "life": 17}).text()
        'Bruno loses 3 life (17 left).'
    """

    __slots__ = ()

    def __new__(cls, rule: str, key: str, params: Mapping[str, Any] | None = None) -> Self:
        # params read-only (a copy), so an event in a game's log can't be changed through a reference.
        return tuple.__new__(cls, (rule, key, MappingProxyType(dict(params or ()))))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Event) and tuple.__eq__(self, other)

    def __ne__(self, other: object) -> bool:
        return not self == other

    def __repr__(self) -> str:
        return f"Event(rule={self.rule!r}, key={self.key!r}, params={dict(self.params)!r})"

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

    def add(self, rule: str, key: str, **params: Any) -> Event:
        """Log the event ``rule``, ``key``, ``params`` and return it."""
        # An Event made in place: **params is a new dict nobody else holds (no copy
        # needed), and no call to Event.__new__ (this runs for every event).
        event = _new_tuple(Event, (rule, key, MappingProxyType(params)))
        self.append(event)
        return event


_new_tuple = tuple.__new__
