"""Errors raised by mtgjudge. Every error names the problem; rule errors name the CR rule."""

from __future__ import annotations

from typing import Any


class MtgJudgeError(Exception):
    """Base class of every error mtgjudge raises on purpose."""


class CardDataError(MtgJudgeError):
    """Card data could not be fetched, verified, read or built."""


class UnknownCardError(MtgJudgeError, LookupError):
    """No card has this Oracle name.

    Attributes:
        name: the name asked for.
        suggestions: the closest known names, best first (may be empty).
    """

    def __init__(self, name: str, suggestions: list[str] | tuple[str, ...] = ()) -> None:
        from mtgjudge.messages import Quoted, Text

        self.name = name
        self.suggestions = list(suggestions)
        if self.suggestions:
            self.text = Text("input.unknown_card_suggest", name=name,
                             suggestions=[Quoted(s) for s in self.suggestions])
        else:
            self.text = Text("input.unknown_card", name=name)
        super().__init__(self.text)


class UnknownNameError(MtgJudgeError, LookupError):
    """A name in a declaration is no player or permanent in the game, or is shared by
    several numbered copies (``"Grizzly Bears"`` when there are ``"Grizzly Bears #1"``
    and ``"Grizzly Bears #2"``). Bad input, not an illegal play: nothing is checked.

    Attributes:
        name: the name written.
        suggestions: the closest known names, best first (may be empty).
        ambiguous: the ids a shared name could mean (empty unless ambiguous).
        text: the message (a translatable :class:`~mtgjudge.messages.Text`).
    """

    def __init__(self, name: str, suggestions: list[str] | tuple[str, ...] = (), *,
                 ambiguous: list[str] | tuple[str, ...] = ()) -> None:
        from mtgjudge.messages import Quoted, Text

        self.name = name
        self.suggestions = list(suggestions)
        self.ambiguous = list(ambiguous)
        if self.ambiguous:
            self.text = Text("name.ambiguous", name=name, choices=[Quoted(s) for s in self.ambiguous])
        elif self.suggestions:
            self.text = Text("input.unknown_name_suggest", name=name,
                             suggestions=[Quoted(s) for s in self.suggestions])
        else:
            self.text = Text("input.unknown_name", name=name)
        super().__init__(self.text)


class BoardError(MtgJudgeError):
    """A board can't be set up as asked (unknown player, undefined power, ...)."""


class TriggerChoiceError(BoardError):
    """A choice given for a triggered ability (603.3b-d) can't be made: its id names no
    triggered ability, a name in it is no player or permanent, or its rules don't allow
    it (myriad naming the defending player, 702.116a). Bad input: nothing changes.

    Attributes:
        id: the key of the choice as given: the triggered ability's id, or
            ``"order:<player>"`` for an order.
        text: the message (a translatable :class:`~mtgjudge.messages.Text`), naming the rule.
        label: the triggered ability's id the problem is about (in an order, the one).
    """

    def __init__(self, id: str, text: Any, label: str | None = None) -> None:
        self.id = id
        self.text = text
        self.label = label if label is not None else id
        super().__init__(text)


class ScenarioError(MtgJudgeError):
    """A scenario file or dict is malformed or inconsistent.

    Attributes:
        problems: one entry per problem, each ``(location, message)`` where location is
            like ``"combat.yaml:7 battlefield.Ana[0].power"``.
    """

    def __init__(self, problems: list[tuple[str, str]]) -> None:
        self.problems = problems
        lines = [f"{loc}: {msg}" if loc else msg for loc, msg in problems]
        super().__init__("\n".join(lines))


class IllegalActionError(MtgJudgeError):
    """A declaration or assignment breaks a rule; the game is left as it was (CR 733).

    Attributes:
        rule: the CR rule broken, e.g. ``"510.1c"``.
        key: a stable message key, e.g. ``"assign.blocked_to_player"``.
        params: values for the message (card names, numbers).
        message: the English explanation.
    """

    def __init__(self, rule: str, key: str, message: str, **params: Any) -> None:
        self.rule = rule
        self.key = key
        self.params = params
        self.message = message
        super().__init__(f"{message} ({rule})")


class ChoiceNeededError(IllegalActionError):
    """A choice the rules leave to a player wasn't given, and more than one is legal:
    missing input rather than an illegal play. ``params`` has the choices."""


class DivisionNeededError(ChoiceNeededError):
    """A creature's combat damage can be divided several ways and no division was given
    (510.1c-d): ``params["source"]`` is the creature."""


class AttackChoiceNeededError(ChoiceNeededError):
    """A creature put onto the battlefield attacking could attack several players,
    planeswalkers or battles and none was said (508.4)."""


def illegal(rule: str, key: str, **params: Any) -> IllegalActionError:
    """Build (not raise) the :class:`IllegalActionError` for ``key`` with its English text."""
    from mtgjudge.messages import render

    return IllegalActionError(rule, key, render(key, params), **params)


def choice_needed(kind: type[ChoiceNeededError], rule: str, key: str, **params: Any) -> ChoiceNeededError:
    """Build (not raise) the :class:`ChoiceNeededError` of ``kind`` for ``key``, as :func:`illegal`."""
    from mtgjudge.messages import render

    return kind(rule, key, render(key, params), **params)


class SolverLimitError(MtgJudgeError):
    """The most requirements obeyable (508.1d, 509.1c) could not be found within a limit
    of :mod:`mtgjudge.cr.r508_509_requirements`; no ruling is given rather than a guess.

    Attributes:
        rule: ``"508.1d"`` or ``"509.1c"``.
        limit: which limit: ``"choices"``, ``"terms"`` or ``"time"`` (seconds).
        value: the limit's value.
        text: the message (a :class:`~mtgjudge.messages.Text`, renderable in Spanish).
    """

    def __init__(self, rule: str, limit: str, value: float) -> None:
        from mtgjudge.messages import Text

        self.rule, self.limit, self.value = rule, limit, value
        self.text = Text(f"limit.solver_{limit}", rule=rule, limit=value)
        super().__init__(str(self.text))
