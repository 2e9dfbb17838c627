"""The ``triggers:`` key of a scenario file: the choices players make for triggered
abilities (CR 603.3b-d).

``order`` gives, per player, the ids of their triggered abilities (as the ruling names
them, e.g. ``Exalted (Akrasan Squire)``) in the order they put them on the stack: the
last resolves first. ``choices`` gives a triggered ability's target (mentor), the
permanents chosen as it resolves (annihilator), or what myriad's token copies attack
(other opponents or their planeswalkers; an opponent left out gets no copy). Where the
file says nothing, the order listed (and the first legal choice listed) is taken, and
the ruling says so. Ids may be written in any case, or in the language of the ruling
(``Exaltado (Akrasan Squire)``). An id that names no ability that triggered this combat
is an error that lists those that did.

    triggers:
      order: {Ana: [Exalted (Outrider of Jhess), Exalted (Akrasan Squire)]}
      choices: {Annihilator 2 (Ulamog's Crusher): [Forest, Hill Giant]}
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Iterable
from typing import Any

from pydantic import BaseModel, ConfigDict

from mtgjudge.engine.happenings import AbilityTriggered
from mtgjudge.messages import english_stack_label
from mtgjudge.messages import AllParts, StackLabel, Text


class TriggersSpec(BaseModel):
    """``triggers:``: ``order`` (603.3b) and ``choices`` (603.3d, and choices on resolution)."""

    model_config = ConfigDict(extra="forbid")
    order: dict[str, list[str]] = {}
    choices: dict[str, list[str]] = {}


def apply(game: Any, spec: TriggersSpec | None, names: Any) -> None:
    """Give ``spec``'s choices to ``game`` (:meth:`~mtgjudge.engine.game.Game.choose_for_triggers`,
    which checks them as the API's are: ids, names, and for an ability already on the
    stack what its rules allow). Players are checked by ``names.player`` and the
    permanents chosen by ``names`` (the scenario's name resolver, which records unknown
    names with their line; what it knows, entering permanents too, may be chosen); ids
    may be written in any case, or with the keyword in another language ("Exaltado
    (...)"). Each problem is added to ``names.problems`` with its line."""
    from mtgjudge.errors import TriggerChoiceError

    if spec is None:
        return
    known = list(names.index.ids)
    for p, ids in spec.order.items():
        player = names.player(p, ("triggers", "order", p))
        if player not in game.state.players:
            continue
        english = [english_stack_label(i) for i in ids]
        try:
            game.choose_for_triggers(order={player: english}, entering=known)
        except TriggerChoiceError as e:
            i = english.index(e.label) if e.label in english else None
            names.problems.append((names.loc.where(("triggers", "order", p) + ((i,) if i is not None else ())),
                                   e.text))
    for label, picks in spec.choices.items():
        before = len(names.problems)
        chosen = [names(x, ("triggers", "choices", label, i)) for i, x in enumerate(picks)]
        if len(names.problems) > before:  # an unknown name, reported with its line
            continue
        try:
            game.choose_for_triggers(choices={english_stack_label(label): chosen}, entering=known)
        except TriggerChoiceError as e:
            names.problems.append((names.loc.where(("triggers", "choices", label)), e.text))


def choice_path(spec: TriggersSpec | None, id: str) -> tuple[str, ...]:
    """Where in the file the choice for triggered ability ``id`` (as the engine names
    it, or ``"order:<player>"``) is written."""
    if spec is not None and id.startswith("order:"):
        player = id[len("order:"):]
        return ("triggers", "order", next((p for p in spec.order if p.casefold() == player.casefold()), player))
    label = next((k for k in (spec.choices if spec else {})
                  if english_stack_label(k).casefold() == id.casefold()), id)
    return ("triggers", "choices", label)


def unknown_ids(spec: TriggersSpec | None, happened: Iterable[Any],
                where: Callable[[tuple], str], could: Iterable[str] = ()) -> list[tuple[str, Text]]:
    """``(where, message)`` for each id in ``spec`` that names no triggered ability put
    on the stack in ``happened`` (happenings; a typo, or an ability that didn't trigger), with the ids
    that did and the close ones (603.3b, 603.3d). Call it once the combat is over, or
    once it stopped early with ``could``: the ids of abilities that could still have
    triggered, which aren't reported."""
    if spec is None:
        return []
    happened = list(dict.fromkeys(h.ability for h in happened if type(h) is AbilityTriggered))
    maybe = {c.casefold() for c in could}
    folded = {h.casefold(): h for h in happened}
    given = [(("triggers", "order", p, i), label) for p, ids in spec.order.items() for i, label in enumerate(ids)]
    given += [(("triggers", "choices", label), label) for label in spec.choices]
    problems = []
    for path, label in given:
        if english_stack_label(label).casefold() in folded or english_stack_label(label).casefold() in maybe:
            continue
        if not happened:
            problems.append((where(path), Text("input.trigger_none", id=label)))
            continue
        close = difflib.get_close_matches(english_stack_label(label).casefold(), list(folded), n=3, cutoff=0.6)
        problems.append((where(path), Text("input.trigger_unknown", id=label, ids=AllParts(map(StackLabel, happened)),
                                           suggestions=[Text("term.quote", text=StackLabel(folded[c])) for c in close])
                         if close else Text("input.trigger_unknown_plain", id=label,
                                            ids=AllParts(map(StackLabel, happened)))))
    return problems
