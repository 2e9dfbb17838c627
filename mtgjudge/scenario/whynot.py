"""The "why not ...?" questions (``why:`` in the file, ``--why`` text): parsing them
(:func:`parse_why`), asking each of the game at the step it belongs to, and the legal
divisions a missing ``assign`` entry's error shows, as YAML to paste.
"""

from __future__ import annotations

import itertools
import json
import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from dataclasses import field as dc_field
from typing import Any

import yaml
from pydantic import ValidationError

from mtgjudge.errors import IllegalActionError, ScenarioError, illegal
from mtgjudge.engine.game import Game
from mtgjudge.messages import Items, Text
from mtgjudge.ruling import Answer
from mtgjudge.scenario.load import (_SHAPES, _load_yaml, _Located, _pydantic_problem, _refuse_long_texts,
                                    _why_kinds)
from mtgjudge.scenario.schema import WhyItem


@dataclass
class _Question:
    """One "why not ...?" question. Its names are read as a declaration's are, in the
    game at the step it is asked in (509.1, 510.1: :meth:`_Later.question`), so it can
    name tokens made by then; ``value`` holds them resolved, once read."""

    text: str
    kind: str  # attack, block, assign, assign_first_strike
    raw: dict[str, Any]
    where: tuple[Any, ...]  # the key path of ``raw`` (in the file, or in a --why text)
    loc: _Located | None
    value: dict[str, Any] = dc_field(default_factory=dict)
    answer: Answer | None = None
    read_in_game: bool = False

    def names(self) -> list[tuple[str, tuple[Any, ...]]]:
        """Each name written in the question, with its key path."""
        w = self.where
        if self.kind == "attack":
            return [x for a, t in self.raw.items() for x in ((a, (*w, a)), (t, (*w, a)))]
        if self.kind == "block":
            return [x for b, v in self.raw.items()
                    for x in [(b, (*w, b))] + [(a, (*w, b)) for a in ([v] if isinstance(v, str) else v)]]
        return [x for src, rec in self.raw.items() for x in [(src, (*w, src))] + [(r, (*w, src, r)) for r in rec]]

    def read(self, names: Callable[[str, tuple[Any, ...], _Located | None], str]) -> None:
        """Resolve ``raw`` into ``value`` with ``names``."""
        self.read_in_game = True
        w, loc = self.where, self.loc
        if self.kind == "attack":
            self.value = {names(a, (*w, a), loc): names(t, (*w, a), loc) for a, t in self.raw.items()}
        elif self.kind == "block":
            self.value = {names(b, (*w, b), loc): [names(a, (*w, b), loc)
                                                   for a in ([v] if isinstance(v, str) else v)]
                          for b, v in self.raw.items()}
        else:
            self.value = {names(src, (*w, src), loc): {names(r, (*w, src, r), loc): n for r, n in rec.items()}
                          for src, rec in self.raw.items()}


def _questions(items: list[tuple[WhyItem, tuple[Any, ...], _Located | None]]) -> list[_Question]:
    out = []
    for item, path, loc in items:
        kind, raw = item.only()
        out.append(_Question(f"{kind}: {_flow_value(raw)}", kind, raw, (*path, kind), loc))
    return out


def _ask(game: Game, q: _Question, decl: Any, actual: Any) -> None:
    try:
        game.check(decl)
    except IllegalActionError as e:
        q.answer = Answer(q.text, False, e)
    else:
        q.answer = Answer(q.text, True, same=decl == actual)


def _not_assigning(q: _Question, sources: set[str], first_step: bool) -> None:
    """Answer an assignment question no damage step took up: its creature never
    assigned damage in the step it names (510.1, 510.4)."""
    if q.kind == "assign_first_strike" and not first_step:
        q.answer = Answer(q.text, False, illegal("510.4", "assign.no_first_strike_step"))
        return
    pid = next(iter(q.value))
    key = "assign.not_assigning" if pid in sources else "assign.unknown_source"
    q.answer = Answer(q.text, False, illegal("510.4" if pid in sources else "510.1", key, source=pid))



#: How many legal divisions a missing assignment's error shows, and up to how many
#: it counts when they can't be counted without checking each (trample).
SHOWN_DIVISIONS = 6
COUNTED_DIVISIONS = 500


def _divisions(game: Game, pid: str, given: Mapping[str, Mapping[str, int]]) -> Text | str:
    """The legal divisions of ``pid``'s combat damage, as YAML to paste under
    ``assign``: all of them, or the first few and how many there are (510.1c-d,
    702.19b-e). Without trample every division among its blockers is legal
    (510.1c, 510.1d), so those are counted, not tried."""
    opt = game.damage_options(pid)
    found = game.legal_divisions(pid, given)
    shown = [_flow(d) for d in itertools.islice(found, SHOWN_DIVISIONS + 1)]
    if not shown:
        return ""
    if len(shown) == 1:
        return Text("input.division_only", division=shown[0])
    if len(shown) <= SHOWN_DIVISIONS:
        return Text("input.divisions", count=len(shown), divisions=Items(shown))
    if opt.rule in ("510.1c", "510.1d"):
        count = math.comb(opt.power + len(opt.recipients) - 1, len(opt.recipients) - 1)
        return Text("input.divisions_first", shown=SHOWN_DIVISIONS, count=f"{count:,}",
                    divisions=Items(shown[:SHOWN_DIVISIONS]))
    more = sum(1 for _ in itertools.islice(found, COUNTED_DIVISIONS))
    if more < COUNTED_DIVISIONS:
        return Text("input.divisions_first", shown=SHOWN_DIVISIONS, count=f"{len(shown) + more:,}",
                    divisions=Items(shown[:SHOWN_DIVISIONS]))
    return Text("input.divisions_many", shown=SHOWN_DIVISIONS, count=f"{COUNTED_DIVISIONS:,}",
                divisions=Items(shown[:SHOWN_DIVISIONS]))


def _flow(division: Mapping[str, int]) -> str:
    """``{Helpful Hunter: 3, Vampire Spawn: 1}``: a division as a YAML flow mapping,
    names quoted only where YAML needs it (``"Hill Giant #2"``)."""
    return _flow_value(division)


def _flow_value(value: Any) -> str:
    """``value`` (mappings, lists, names, numbers) as YAML flow text, as a person writes
    it: strings in double quotes only where YAML needs them (``"Grizzly Bears #2"``)."""
    if isinstance(value, Mapping):
        return "{" + ", ".join(f"{_flow_value(k)}: {_flow_value(v)}" for k, v in value.items()) + "}"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_flow_value(v) for v in value) + "]"
    if isinstance(value, str):
        # Inside {...} a comma, bracket or ": " would end the name: quote those too.
        flow = any(c in value for c in ",[]{}") or ": " in value
        return json.dumps(value, ensure_ascii=False) if flow or yaml.safe_dump(value).startswith(("'", '"')) else value
    return yaml.safe_dump(value).split("\n", 1)[0]  # true, null, 3


def parse_why(text: str, source: str = "--why") -> tuple[WhyItem, _Located]:
    """Parse a "why not" question given on the command line, e.g.
    ``"assign: {Elvish Regrower: {Bruno: 1, Helpful Hunter: 3}}"``.

    Returns:
        The question, and where its parts are (for error messages).

    Raises:
        ScenarioError: not YAML, or not one of attack/block/assign/assign_first_strike.
    """
    data, located = _load_yaml(text, source)
    _refuse_long_texts(data, located)
    if isinstance(data, dict):
        other = [k for k in data if k not in WhyItem.model_fields]
        if other:
            raise ScenarioError([(located.where((k,)), _why_kinds(k)) for k in other])
    try:
        return WhyItem.model_validate(data), located
    except ValidationError as e:
        if not isinstance(data, dict):
            raise ScenarioError([(source, Text(_SHAPES["why"]))]) from None
        raise ScenarioError([(located.where(p[0]), p[1]) for p in map(_pydantic_problem, e.errors())
                             if p is not None]) from None
