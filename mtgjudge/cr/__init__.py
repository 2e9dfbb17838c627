"""The Comprehensive Rules, one module per rule: ``r510_combat_damage`` is CR 510."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

F = TypeVar("F", bound=Callable)


def implements(*rules: str) -> Callable[[F], F]:
    """Mark a function as implementing CR ``rules`` (read by ``mtgjudge coverage``).

    Example:
        >>> @implements("510.1e")
        ... def check(): ...
        >>> check.cr_rules
        ('510.1e',)
    """

    def mark(fn: F) -> F:
        fn.cr_rules = rules  # type: ignore[attr-defined]
        return fn

    return mark
