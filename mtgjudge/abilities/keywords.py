"""The keyword table: every keyword ability the engine models, in one place (CR 702).

A keyword's class registers itself with :func:`keyword` where it is defined (beside the
rule it follows, ``mtgjudge/cr/r702_*.py``); every list of keywords is derived from the
table: the classes Oracle text is read into (:func:`classes`, :func:`numbered`), the
phase translator's whitelist (:func:`phase_names`), the keyword counters (122.1b,
:func:`counters`), the 702 rules coverage reports (:func:`rules`) and the words that make
a line of Oracle text about combat (:func:`names`).

The table is complete once the modules that define keywords are imported: read it
through :mod:`mtgjudge.abilities.catalog`, which imports them.

Adding a keyword: write its class (an :class:`~mtgjudge.abilities.base.Ability` with the
hooks it needs) in the ``r702_*`` module of its kind, decorate it with
``@keyword(...)``, and give its name a message (``term.keyword.<name>``) in both
languages.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    from mtgjudge.abilities.base import Ability

A = TypeVar("A", bound="type[Ability]")


@dataclass(frozen=True, slots=True)
class Keyword:
    """One keyword ability (702).

    Attributes:
        name: as Oracle text writes it, lower case (``"first strike"``; a numbered
            keyword without its number: ``"toxic"``).
        cls: its ability class; ``cls(text)`` (or ``cls(text, n)`` when numbered) is the ability.
        rule: its rule, e.g. ``"702.7"``.
        form: how it is written: ``"plain"`` (the name alone), ``"numbered"`` (with a
            number N: "Toxic 2", "Bushido 1") or ``"special"`` (with words of its own,
            read by its own reader: "protection from red", "swampwalk", "Ninjutsu {U}").
        phase: the name phase.rs's parser gives it, when our translator may take
            phase's reading of it (checked by hand), else ``""``.
        counter: a keyword counter of it exists (122.1b), which gives the ability.
    """

    name: str
    cls: type
    rule: str
    form: str = "plain"
    phase: str = ""
    counter: bool = False


#: name -> :class:`Keyword`, in the order registered.
TABLE: dict[str, Keyword] = {}


def keyword(name: str | None = None, *, form: str = "plain", phase: str = "",
            counter: bool = False) -> Callable[[A], A]:
    """Register the decorated ability class as a keyword (by default named by its
    ``name`` class attribute; its ``rule`` is the keyword's rule).

    Raises:
        ValueError: another class already has that name, or ``form`` is none of the three.
    """
    if form not in ("plain", "numbered", "special"):
        raise ValueError(f"form {form!r}: plain, numbered or special")

    def register(cls: A) -> A:
        key = name or cls.name
        known = TABLE.get(key)
        if known is not None and known.cls is not cls:
            raise ValueError(f"keyword {key!r} is already {known.cls.__name__}")
        TABLE[key] = Keyword(key, cls, cls.rule, form, phase, counter)
        cls.keyword_form = form  # its reading names it as a keyword (Ability.reading)
        return cls

    return register


def classes() -> dict[str, type]:
    """Keyword (as written, lower case) -> class, for keywords written without a number."""
    return {k.name: k.cls for k in TABLE.values() if k.form == "plain"}


def numbered() -> dict[str, type]:
    """Keyword -> class, for keywords written with a number (``"toxic"`` for "Toxic 2")."""
    return {k.name: k.cls for k in TABLE.values() if k.form == "numbered"}


def phase_names() -> dict[str, type]:
    """phase's keyword name -> class: the keywords whose phase reading we take."""
    return {k.phase: k.cls for k in TABLE.values() if k.phase}


def counters() -> frozenset[str]:
    """The keywords a keyword counter gives (122.1b)."""
    return frozenset(k.name for k in TABLE.values() if k.counter)


def rules() -> tuple[str, ...]:
    """The rules of the keywords, e.g. ``"702.7"``, each once, in number order."""
    numbers = {k.rule.rstrip("abcdefghijklmnopqrstuvwxyz") for k in TABLE.values()}
    return tuple(sorted(numbers, key=lambda r: tuple(int(p) for p in r.split("."))))


def names() -> tuple[str, ...]:
    """Every keyword's name, longest first (so "double strike" is matched before "strike")."""
    return tuple(sorted(TABLE, key=len, reverse=True))
