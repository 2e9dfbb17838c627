"""Scenario files: a board and a play, written by hand in YAML, judged in one call.

A scenario::

    active: Ana
    players: {Ana: {life: 20}, Bruno: {life: 20}}
    battlefield:
      Ana: [Elvish Regrower]
      Bruno: [Vampire Spawn, Helpful Hunter]
    attack: {Elvish Regrower: Bruno}
    block: {Vampire Spawn: Elvish Regrower, Helpful Hunter: Elvish Regrower}
    assign: {Elvish Regrower: {Helpful Hunter: 3, Vampire Spawn: 1}}

A battlefield entry is an Oracle name, or a mapping: ``{card: NAME, id, tapped, sick,
damage, counters, power, toughness, protector, gains}`` for a real card (``gains``:
abilities it gained from effects), or ``{name, power, toughness, keywords, colors}``
for a custom creature. When a name appears more than once, the copies are
``"Name #1"``, ``"Name #2"``... in file order (or give ``id``). ``assign`` gives each
creature's division ``{recipient: amount}``; creatures with only one possible
assignment may be left out. ``assign_first_strike`` overrides ``assign`` in the
first-strike combat damage step (510.4). ``why`` lists alternative plays to explain.
``bands`` lists the attacking bands declared with ``attack`` (702.22c), e.g.
``bands: [[Benalish Hero, Mesa Pegasus, Hill Giant]]``. ``enters`` lists permanents put
onto the battlefield attacking or blocking during combat (:mod:`mtgjudge.scenario.put`).

Multiplayer and Commander (800-810, 903): any number of ``players`` (a player may have
``left_game: true``), ``teams: [[Ana, Bruno], [Carla, Dario]]`` for Two-Headed Giant,
``attack_option: left`` or ``right`` (803; ``multiple`` by default, 802), ``monarch:`` and
``initiative:`` (725, 726); a battlefield entry may take ``commander: true`` with
``commander_damage: {player: n}`` (903.10a) and ``goaded_by: [players]`` (701.15).
``range_of_influence`` (801) is refused.
"""

from __future__ import annotations

import difflib
import itertools
import json
import math
import re
import typing
from collections import Counter
from collections.abc import Callable, Mapping
from collections.abc import Set as AbstractSet
from dataclasses import dataclass
from dataclasses import field as dc_field
from pathlib import Path
from typing import Annotated, Any, Union

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from mtgjudge.scenario import triggers as scenario_triggers
from mtgjudge.caveats import caveats
from mtgjudge.cr import r510_combat_damage as r510
from mtgjudge.cr.r508_declare_attackers import AttackDeclaration
from mtgjudge.scenario.triggers import TriggersSpec
from mtgjudge.cr.r509_declare_blockers import BlockDeclaration
from mtgjudge.cr.r510_combat_damage import DamageAssignment
from mtgjudge.errors import (
    BoardError,
    IllegalActionError,
    ScenarioError,
    TriggerChoiceError,
    UnknownCardError,
    UnknownNameError,
    illegal,
)
from mtgjudge.events import Event
from mtgjudge.cards.model import Card
from mtgjudge.engine.game import Game, permanent_name
from mtgjudge.input_limits import MAX_BYTES, MAX_ENTRIES, MAX_NAME_LENGTH, MAX_NUMBER, MAX_QUESTIONS
from mtgjudge.messages import MESSAGES, AllParts, Items, Quoted, Text
from mtgjudge.names import NameIndex
from mtgjudge.ruling import Answer, Ruling
from mtgjudge.scenario.costs import (CostsSpec, PrecombatSpec, apply_before_blocks, apply_costs,
                                     apply_precombat, check_names)
from mtgjudge.scenario.damage import ChoicesSpec
from mtgjudge.scenario.put import EntersSpec, entering
from mtgjudge.engine.state import GameState, Step


#: Any number in a scenario, and a count (damage, counters, poison): within MAX_NUMBER.
Number = Annotated[int, Field(strict=True, ge=-MAX_NUMBER, le=MAX_NUMBER)]
Count = Annotated[int, Field(strict=True, ge=0, le=MAX_NUMBER)]
Division = dict[str, dict[str, Number]]


class PlayerSpec(BaseModel):
    """A player's starting ``life`` (CR 119) and ``poison`` counters (CR 122), and
    whether they have left the game (``left_game``, 800.4). Without ``life``: 20 (103.4),
    or on a Two-Headed Giant team what a teammate has, else the team's starting 30
    (810.4; 15 more per player beyond two, 810.11)."""

    model_config = ConfigDict(extra="forbid")
    life: Number | None = None
    poison: Count = 0
    left_game: bool = False
    mana: str | dict[str, Any] | None = None  # mana they can spend this combat (scenario_stack)


class PermanentSpec(BaseModel):
    """One permanent: a real card (``card``) or a custom creature (``name`` + P/T)."""

    model_config = ConfigDict(extra="forbid")
    card: str | None = None
    name: str | None = None
    id: str | None = None
    power: Number | None = None
    toughness: Number | None = None
    keywords: list[str] = []
    gains: list[str] = []
    colors: list[str] = []
    subtypes: list[str] = []
    tapped: bool = False
    sick: bool = False
    damage: Count = 0
    counters: dict[str, Annotated[int, Field(strict=True, le=MAX_NUMBER)]] = {}
    protector: str | None = None
    attached_to: str | None = None
    timestamp: Count | None = None
    commander: bool = False
    commander_damage: dict[str, Count] = {}
    goaded_by: list[str] = []

    @field_validator("goaded_by", mode="before")
    @classmethod
    def _one_goader(cls, v: Any) -> Any:
        return [v] if isinstance(v, str) else v

    @field_validator("keywords", "gains", "colors", mode="before")
    @classmethod
    def _one_is_a_list(cls, v: Any) -> Any:
        return [v] if isinstance(v, str) else v

    @field_validator("counters")
    @classmethod
    def _counts(cls, v: dict[str, int]) -> dict[str, int]:
        for kind, n in v.items():
            if n < 0:
                raise ValueError(Text("input.negative_counters", kind=Quoted(kind), n=n))
        return v

    def label(self) -> str:
        return self.card or self.name or "?"


class WhyItem(BaseModel):
    """A "why not ...?" question: exactly one alternative attack, block or assignment."""

    model_config = ConfigDict(extra="forbid")
    attack: dict[str, str] | None = None
    block: dict[str, Union[str, list[str]]] | None = None
    assign: Division | None = None
    assign_first_strike: Division | None = None

    @model_validator(mode="after")
    def _exactly_one(self) -> WhyItem:
        if sum(v is not None for v in (self.attack, self.block, self.assign,
                                        self.assign_first_strike)) != 1:
            raise ValueError("input.one_question")
        if self.assign == {} or self.assign_first_strike == {}:
            raise ValueError("input.empty_question")
        return self

    def only(self) -> tuple[str, dict[str, Any]]:
        for kind in ("attack", "block", "assign", "assign_first_strike"):
            value = getattr(self, kind)
            if value is not None:
                return kind, value
        raise AssertionError("validated to have one")


class ScenarioModel(BaseModel):
    """The whole file. Keys as in the module docstring."""

    model_config = ConfigDict(extra="forbid")
    active: str
    players: dict[str, Union[PlayerSpec, None]]
    battlefield: dict[str, list[Union[str, PermanentSpec]]] = {}
    attack: dict[str, str] = {}
    bands: list[list[str]] = []
    block: dict[str, Union[str, list[str]]] = {}
    assign: Division = {}
    assign_first_strike: Division = {}
    why: list[WhyItem] = []
    effects: list[str | dict[str, Any]] = []
    choices: ChoicesSpec | None = None
    enters: list[EntersSpec] = []  # put onto the battlefield during combat (scenario_put)
    costs: CostsSpec | None = None  # mana and payments for costs to attack/block (scenario_costs)
    precombat: PrecombatSpec | None = None  # crew, animate (scenario_costs)
    teams: list[list[str]] = []
    range_of_influence: Count | None = None
    attack_option: str = "multiple"
    monarch: str | None = None
    initiative: str | None = None
    actions: dict[str, list[str | dict[str, Any]]] = {}  # per step (scenario_stack)
    triggers: TriggersSpec | None = None  # 603.3b-d, see mtgjudge.scenario.triggers


# ----------------------------------------------------------------------------- loading
class _Located:
    """Maps a key path (``("battlefield", "Ana", 0)``) to its line in the YAML source."""

    def __init__(self, source: str, node: yaml.Node | None, source_text: str = "") -> None:
        self.source = source
        self.node = node
        self.source_text = source_text

    def line(self, path: tuple[Any, ...]) -> int | None:
        """1-based line of the deepest key or item of ``path`` found in the file."""
        node = self.node
        if node is None:
            return None
        line = node.start_mark.line + 1
        for part in path:
            nxt = None
            if isinstance(node, yaml.MappingNode):
                for k, v in node.value:
                    if k.value == str(part):  # the last one, as YAML keeps the last of a repeated key
                        nxt, line = v, k.start_mark.line + 1
            elif isinstance(node, yaml.SequenceNode) and isinstance(part, int) and part < len(node.value):
                nxt = node.value[part]
                line = nxt.start_mark.line + 1
            if nxt is None:
                break
            node = nxt
        return line

    def hint(self, path: tuple[Any, ...]) -> str:
        """A YAML pitfall on that line worth mentioning ("" if none)."""
        line = self.line(path)
        if line is None:
            return ""
        lines = self.source_text.splitlines()
        text = " ".join(lines[line - 1:line + 1])  # a value left empty by a comment is on the next line
        if " #" in text:
            return Text("input.hint_hash")
        if ("{" in text or "[" in text) and "," in text:
            return Text("input.hint_comma")
        return ""

    def where(self, path: tuple[Any, ...]) -> str:
        line = self.line(path)
        dotted = ".".join(str(p) if not isinstance(p, int) else f"[{p}]" for p in path)
        dotted = dotted.replace(".[", "[")
        return f"{self.source}:{line} {dotted}" if line else f"{self.source} {dotted}"


def _load_yaml(text: str, source: str, duplicates: list[tuple[int, str]] | None = None) -> tuple[Any, _Located]:
    """The data and where each part is. A key repeated in a mapping is an error, or
    ``(line, message)`` added to ``duplicates`` when a list is given."""
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    try:
        _refuse_hostile_yaml(text, source, loader)  # its own ScenarioError passes through
        node = yaml.compose(text, Loader=loader)
        data = yaml.load(text, Loader=loader)
    except ScenarioError:
        raise
    except yaml.YAMLError as e:
        mark = getattr(e, "problem_mark", None)
        message = Text("input.not_yaml", problem=str(getattr(e, "problem", e)))
        cut = _comment_in_flow(text, e)
        if cut is not None:  # `{Grizzly Bears #1: Bruno}`: the comment ate the closing brace
            raise ScenarioError([(f"{source}:{cut}", _with_hint(message, Text("input.hint_hash")))]) from None
        loc = f"{source}:{mark.line + 1}" if mark else source
        raise ScenarioError([(loc, message)]) from None
    except Exception as e:  # noqa: BLE001 - PyYAML's constructors fail on 2024-13-45, !!int x, !!bool "" ...
        problem = f"{type(e).__name__}: {e}"[:200]
        raise ScenarioError([(source, Text("input.bad_value", problem=problem))]) from None
    repeated = [(line, Text("input.duplicate_key", key=key)) for key, line in _duplicate_keys(node)]
    if repeated and duplicates is None:
        raise ScenarioError([(f"{source}:{line}", message) for line, message in repeated])
    if duplicates is not None:
        duplicates += repeated
    return data, _Located(source, node, text)


_QUOTED = re.compile(r"'[^']*'|\"(?:[^\"\\\\]|\\\\.)*\"")


def _comment_in_flow(text: str, error: yaml.YAMLError) -> int | None:
    """The 1-based line where a ``#`` after a space (as in ``Grizzly Bears #1``) cut a
    ``{ }`` or ``[ ]`` short, for a YAML error met while parsing that flow
    collection; else None."""
    start = getattr(error, "context_mark", None)
    end = getattr(error, "problem_mark", None)
    if start is None or end is None or "flow" not in str(getattr(error, "context", "")):
        return None
    lines = text.splitlines()
    for n in range(start.line, min(end.line + 1, len(lines))):
        line = lines[n][start.column if n == start.line else 0:]
        if re.search(r" #\S", _QUOTED.sub("''", line)):  # "# note" is more likely a real comment
            return n + 1
    return None


#: An integer literal longer than this is refused before YAML converts it (Python refuses
#: to convert over 4,300 digits, and anything this long is beyond MAX_NUMBER anyway).
_LONGEST_NUMBER = 40
_INT_TAG = "tag:yaml.org,2002:int"
#: Deepest nesting of YAML collections accepted; a scenario needs 6 (why: [{assign: ...}]).
_DEEPEST = 20


def _refuse_hostile_yaml(text: str, source: str, loader: type) -> None:
    """Raise :class:`ScenarioError` for YAML aliases (``*a``), over-long integers and
    nesting deeper than a scenario ever needs.

    Aliases are refused outright: a scenario never needs them, and they let a few bytes
    stand for a structure that is recursive (``&a [*a]``) or exponentially large. Reads
    the event stream, which expands nothing, so this is linear in the text.
    """
    resolver = yaml.resolver.Resolver()
    problems = []
    depth = 0
    for event in yaml.parse(text, Loader=loader):
        if isinstance(event, (yaml.MappingStartEvent, yaml.SequenceStartEvent)):
            depth += 1
            if depth > _DEEPEST:
                problems.append((f"{source}:{event.start_mark.line + 1}", Text("input.too_deep", limit=_DEEPEST)))
                break
        elif isinstance(event, (yaml.MappingEndEvent, yaml.SequenceEndEvent)):
            depth -= 1
        elif isinstance(event, yaml.AliasEvent):
            problems.append((f"{source}:{event.start_mark.line + 1}", Text("input.alias", alias=event.anchor)))
        elif isinstance(event, yaml.ScalarEvent) and len(event.value) > _LONGEST_NUMBER:
            tag = event.tag if event.tag not in (None, "!") else \
                resolver.resolve(yaml.ScalarNode, event.value, event.implicit)
            if tag == _INT_TAG:
                problems.append((f"{source}:{event.start_mark.line + 1}", Text(
                    "input.number_too_long", value=event.value[:20] + "…", limit=MAX_NUMBER)))
        if len(problems) >= 10:
            break
    if problems:
        raise ScenarioError(problems)


def _refuse_long_texts(data: Any, located: _Located) -> None:
    """Raise :class:`ScenarioError` if a key or text anywhere in ``data`` is longer than
    MAX_NAME_LENGTH (a name that long is no card's, and would make look-ups slow)."""
    problems = []
    stack: list[tuple[tuple[Any, ...], Any]] = [((), data)]
    while stack and len(problems) < 10:  # a loop, not recursion: YAML may nest 1,000 deep
        path, value = stack.pop()
        if isinstance(value, str):
            if len(value) > MAX_NAME_LENGTH:
                problems.append((located.where(path), Text("input.too_long", limit=MAX_NAME_LENGTH)))
        elif isinstance(value, dict):
            for k, v in value.items():
                if isinstance(k, str) and len(k) > MAX_NAME_LENGTH:
                    problems.append((located.where(path), Text("input.too_long", limit=MAX_NAME_LENGTH)))
                else:
                    stack.append(((*path, k), v))
        elif isinstance(value, list):
            stack.extend(((*path, i), v) for i, v in enumerate(value))
    if problems:
        raise ScenarioError(problems)


def _duplicate_keys(node: yaml.Node | None):
    """``(key, line)`` for each key repeated within one YAML mapping, anywhere in ``node``."""
    if isinstance(node, yaml.MappingNode):
        seen: set[str] = set()
        for k, v in node.value:
            if k.value in seen:
                yield k.value, k.start_mark.line + 1
            seen.add(k.value)
            yield from _duplicate_keys(v)
    elif isinstance(node, yaml.SequenceNode):
        for item in node.value:
            yield from _duplicate_keys(item)




def _check_size(data: Mapping[str, Any], source: str) -> None:
    """Raise :class:`ScenarioError` if the file has more entries than the limits."""
    field = data.get("battlefield")
    entries = sum(len(v) for v in field.values() if isinstance(v, list)) if isinstance(field, dict) else 0
    why = data.get("why")
    problems = []
    if entries > MAX_ENTRIES:
        problems.append((f"{source} battlefield", Text("input.too_many_entries", count=entries, limit=MAX_ENTRIES)))
    if isinstance(why, list) and len(why) > MAX_QUESTIONS:
        problems.append((f"{source} why", Text("input.too_many_questions", count=len(why), limit=MAX_QUESTIONS)))
    if problems:
        raise ScenarioError(problems)


@dataclass
class Scenario:
    """A validated scenario: the model, and where each key sits in the file."""

    model: ScenarioModel
    located: _Located

    @classmethod
    def from_yaml(cls, text: str, source: str = "<scenario>", db: Any = None) -> Scenario:
        """Parse and validate YAML text.

        Args:
            db: a card database (``CardDB``). When given and the structure has
                problems, the battlefield's card names are checked too, so that one
                error lists both; without it names are checked by :func:`build_game`.

        Raises:
            ScenarioError: malformed YAML or a field of the wrong shape; each problem
                gives ``source:line field``, in the file's line order. Also past
                :data:`MAX_BYTES`, :data:`MAX_ENTRIES` or :data:`MAX_QUESTIONS`.
        """
        size = len(text.encode("utf-8", "surrogatepass"))
        if size > MAX_BYTES:
            raise ScenarioError([(source, Text("input.too_big", size=size, limit=MAX_BYTES))])
        duplicates: list[tuple[int, str]] = []
        data, located = _load_yaml(text, source, duplicates)
        if not isinstance(data, dict):
            raise ScenarioError([(source, Text("input.not_a_mapping"))])
        _check_size(data, source)
        _refuse_long_texts(data, located)
        problems: list[tuple[tuple[Any, ...], str]] = []
        model = None
        try:
            model = ScenarioModel.model_validate(data)
        except ValidationError as e:
            for err in e.errors():
                item = _pydantic_problem(err)
                if item is not None:
                    hint = located.hint(item[0]) if err["type"] in _SHAPE_ERRORS else ""
                    problems.append((item[0], _with_hint(item[1], hint)))
        if model is not None and not duplicates:
            return cls(model, located)
        if db is not None:
            problems += _card_problems(data.get("battlefield"), located, db)
        # Every problem in the file's line order (a repeated key: its line).
        found = [(located.line(path) or 0, [(isinstance(x, str), x) for x in path], located.where(path), msg)
                 for path, msg in problems]
        found += [(line, [], f"{source}:{line}", msg) for line, msg in duplicates]
        found.sort(key=lambda f: (f[0], f[1]))
        raise ScenarioError(_dedupe([(where, msg) for _, _, where, msg in found]))

    @classmethod
    def from_file(cls, path: str | Path, db: Any = None) -> Scenario:
        """Read and validate a scenario file (``db`` as in :meth:`from_yaml`).
        Raises :class:`ScenarioError` (also if unreadable)."""
        p = Path(path)
        try:
            if p.is_file() and p.stat().st_size > MAX_BYTES:  # don't read a huge file to refuse it
                raise ScenarioError([(p.name, Text("input.too_big", size=p.stat().st_size, limit=MAX_BYTES))])
            text = p.read_text(encoding="utf-8")
        except OSError as e:
            raise ScenarioError([(str(p), Text("input.unreadable", reason=e.strerror))]) from None
        except UnicodeDecodeError as e:
            raise ScenarioError([(str(p), Text("input.not_utf8", byte=e.start))]) from None
        return cls.from_yaml(text, p.name, db)


def _card_problems(battlefield: Any, loc: _Located, db: Any) -> list[tuple[tuple[Any, ...], str]]:
    """``(path, message)`` for each card name on a raw (unvalidated) battlefield that
    the card database doesn't know."""
    problems: list[tuple[tuple[Any, ...], str]] = []
    if not isinstance(battlefield, dict):
        return problems
    for controller, items in battlefield.items():
        for i, item in enumerate(items if isinstance(items, list) else ()):
            name = item.get("card") if isinstance(item, dict) else item
            if isinstance(name, str):
                try:
                    db.get(name)
                except UnknownCardError as e:
                    path = ("battlefield", controller, i)
                    problems.append((path, _unknown_card(e, loc, path)))
    return problems


def _unknown_card(e: UnknownCardError, loc: _Located, path: tuple[Any, ...]) -> str:
    """The unknown-card message, with the comma hint only when a comma would explain
    it ("Ajani" of "Ajani, ...")."""
    cut = any("," in s for s in e.suggestions)
    return _with_hint(e.text, loc.hint(path) if cut else "")


# pydantic puts the name of the union member tried into the error's location.
_UNION_TAGS = {"str", "list[str]", "PermanentSpec", "PlayerSpec", "WhyItem"}
_SHAPE_ERRORS = {"string_type", "model_type", "list_type", "dict_type"}
_SHAPES = {"why": "input.shape_why", "battlefield": "input.shape_battlefield",
           "block": "input.shape_block", "players": "input.shape_players"}
#: pydantic error types we say in our own words (and so in every language).
_PYDANTIC = {"extra_forbidden": "input.unknown_field", "int_type": "input.whole_number",
             "int_parsing": "input.whole_number", "string_type": "input.text",
             "bool_type": "input.true_false", "bool_parsing": "input.true_false",
             "missing": "input.required", "dict_type": "input.mapping", "list_type": "input.list"}


def _pydantic_problem(err: Mapping[str, Any]) -> tuple[tuple[Any, ...], str] | None:
    """``(location, message)`` for one pydantic error, or None when another error of
    the same union explains the problem better."""
    raw = tuple(err["loc"])
    loc = tuple(p for p in raw if p not in _UNION_TAGS)
    kind = err["type"]
    # A union member's error about the entry as a whole (not one of its fields).
    if raw and raw[-1] in _UNION_TAGS and kind in _SHAPE_ERRORS:
        if isinstance(err.get("input"), dict) and kind == "string_type":
            return None  # the mapping branch's own errors say what is wrong
        if str(loc[0]) in _SHAPES:
            return loc, Text(_SHAPES[str(loc[0])])
    if kind == "model_type":  # an entry that should be a mapping (never pydantic's own words)
        return loc, Text(_SHAPES.get(str(loc[0]) if loc else "", "input.mapping"))
    if kind == "extra_forbidden" and loc[:1] == ("why",) and len(loc) == 3:
        return loc, _why_kinds(loc[2])
    if kind == "greater_than_equal":
        return loc, Text("input.at_least", ge=err.get("ctx", {}).get("ge", 0))
    if kind == "less_than_equal":
        return loc, Text("input.at_most", le=err.get("ctx", {}).get("le", 0))
    if kind == "extra_forbidden":
        close = difflib.get_close_matches(str(loc[-1]), _fields_at(loc[:-1]), n=3, cutoff=0.6)
        if close:
            from mtgjudge.messages import Quoted

            return loc, Text("input.unknown_field_suggest", suggestions=[Quoted(c) for c in close])
    if kind in _PYDANTIC:
        return loc, Text(_PYDANTIC[kind])
    error = err.get("ctx", {}).get("error")
    if isinstance(error, ValueError) and error.args and isinstance(error.args[0], Text):
        return loc, error.args[0]  # our own message: it can be shown in any language
    message = str(err["msg"]).removeprefix("Value error, ")
    return loc, Text(message) if message in MESSAGES else message


def _models_in(annotation: Any) -> list[type[BaseModel]]:
    """The pydantic models an annotation can hold (directly, or in a list/dict/union)."""
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return [annotation]
    return [m for arg in typing.get_args(annotation) for m in _models_in(arg)]


def _fields_at(path: tuple[Any, ...]) -> list[str]:
    """The field names a scenario accepts in the mapping at ``path`` (for "did you
    mean" on an unknown field); ``[]`` when the path isn't a model's."""
    models: list[type[BaseModel]] = [ScenarioModel]
    for step in path:
        if isinstance(step, int):
            continue  # a list's item: the same models
        here = [m for m in models if step in m.model_fields]
        if here:
            models = [sub for m in here for sub in _models_in(m.model_fields[step].annotation)]
        # else: a mapping's key (a player, a permanent): the same models hold its value.
    return sorted({name for m in models for name in m.model_fields})


def _why_kinds(field: Any) -> Text:
    """What a "why not" question can ask about, for one that asks about ``field``."""
    if str(field) in ScenarioModel.model_fields:
        return Text("input.why_not_askable", field=str(field))
    return Text("input.why_unknown_kind", field=str(field))


def _with_hint(message: str, hint: str) -> str:
    """``message`` followed by ``hint`` (both Texts when they can be translated)."""
    if not hint:
        return message
    return Text("input.with_hint", message=message if isinstance(message, Text) else Text("input.raw", text=message),
                hint=hint)


def _by_line(problems: list[tuple[str, Any]]) -> list[tuple[str, Any]]:
    """``problems`` (``("file:line field", message)``) in the file's line order; those
    without a line keep their place before the rest."""
    def line(p: tuple[str, Any]) -> int:
        m = re.match(r"[^ ]*:(\d+)(?: |$)", p[0])
        return int(m[1]) if m else 0

    return sorted(problems, key=line)


def _dedupe(problems: list[tuple[str, str]]) -> list[tuple[str, str]]:
    seen, out = set(), []
    for p in problems:
        if p not in seen:
            seen.add(p)
            out.append(p)
    return out


# ----------------------------------------------------------------------------- building
def build_game(scn: Scenario, db: Any = None) -> Game:
    """The :class:`Game` at the start of combat that ``scn`` describes.

    Raises:
        ScenarioError: unknown player or card (with suggestions), undefined P/T, ...;
            every such problem of the board at once.
    """
    game, problems, left_off = _build(scn, db)
    names = _Names(game.state, scn.located, left_off)
    scenario_triggers.apply(game, scn.model.triggers, names)
    problems += names.problems
    if problems:
        raise ScenarioError(_dedupe(problems))
    return game


def _starting_life(name: str, teams: list[list[str]], players: Mapping[str, PlayerSpec]) -> int:
    """The life of a player whose ``life`` isn't given: 20 (103.4); on a Two-Headed Giant
    team, a teammate's given life (one shared total, 810.4), else the team's starting
    life (810.4, 810.11)."""
    from mtgjudge.engine.game import team_starting_life

    for team in teams:
        if name in team:
            given = [players[p].life for p in team if p in players and players[p].life is not None]
            return given[0] if given else team_starting_life(max(len(team), 2))
    return 20


def _build(scn: Scenario, db: Any = None) -> tuple[Game, list[tuple[str, str]], set[str]]:
    """The game as far as it can be built, every problem found on the way, and the
    names (casefolded) of the entries left off the board for a problem."""
    m, loc = scn.model, scn.located
    if m.active not in m.players:
        raise ScenarioError([(loc.where(("active",)),
                              Text("input.not_a_player", name=m.active, players=AllParts(m.players)))])
    players = {name: p or PlayerSpec() for name, p in m.players.items()}
    if players[m.active].left_game:  # 800.4j-k: no turn of theirs, so no combat of theirs
        raise ScenarioError([(loc.where(("players", m.active, "left_game")),
                              Text("input.active_left_game", player=m.active))])
    lives = {name: p.life if p.life is not None else _starting_life(name, m.teams, players)
             for name, p in players.items()}
    try:
        Game(lives, m.active, db=db)
    except BoardError as e:
        raise ScenarioError([(loc.where(("players",)), e.args[0])]) from None
    key = ("range_of_influence" if m.range_of_influence is not None
           else "attack_option" if m.attack_option != "multiple" else "teams")
    try:
        game = Game(lives, m.active, db=db, teams=m.teams, range_of_influence=m.range_of_influence,
                    attack_option=m.attack_option)
    except BoardError as e:
        raise ScenarioError([(loc.where((key,)), e.args[0])]) from None
    for name, p in players.items():
        game.state.players[name].poison = p.poison
    for team in game.state.teams:  # 810.10: teammates share their poison counters
        if len({players[n].poison for n in team}) > 1:
            raise ScenarioError([(loc.where(("players", team[-1], "poison")),
                                  Text("board.team_poison", team=AllParts(team)))])
    problems: list[tuple[str, str]] = []
    if any(p.mana is not None for p in players.values()):
        from mtgjudge.scenario.stack import set_mana

        try:
            set_mana(game, {name: p.mana for name, p in players.items()}, loc.where)
        except ScenarioError as e:
            problems += e.problems
    left_off: set[str] = set()
    # First every entry's card, so that copies are numbered by their Oracle name
    # ("grizzly bears" and "Grizzly Bears" are two Grizzly Bears).
    entries: list[tuple[tuple[Any, ...], str, PermanentSpec, Card | None]] = []
    for controller, items in m.battlefield.items():
        if controller not in m.players:
            problems.append((loc.where(("battlefield", controller)),
                             Text("input.not_a_player", name=controller, players=AllParts(m.players))))
        for i, item in enumerate(items):
            spec = PermanentSpec(card=item) if isinstance(item, str) else item
            path = ("battlefield", controller, i)
            card = None
            if spec.card is not None:
                try:
                    card = game.card(spec.card)
                except UnknownCardError as e:
                    problems.append((loc.where(path), _unknown_card(e, loc, path)))
                    left_off.add((spec.id or spec.card).casefold())
                    continue
            if controller not in m.players:
                left_off.add((spec.id or spec.label()).casefold())
                continue
            entries.append((path, controller, spec, card))
    labels = [permanent_name(card) if card else (spec.name or "?") for _, _, spec, card in entries]
    counts = Counter(label for label, (_, _, spec, _) in zip(labels, entries) if not spec.id)
    taken = {spec.id for _, _, spec, _ in entries if spec.id}
    numbering: Counter[str] = Counter()
    placed: list[tuple[str, tuple[Any, ...], PermanentSpec]] = []
    for label, (path, controller, spec, card) in zip(labels, entries):
        pid = spec.id
        if pid is None and counts[label] > 1:
            numbering[label] += 1
            while f"{label} #{numbering[label]}" in taken:
                numbering[label] += 1
            pid = f"{label} #{numbering[label]}"
        # Every problem of the entry at once (5): those of its fields first, then adding
        # it without the fields found wrong, then its designations.
        found, gains, keywords = _entry_problems(spec, card, path, loc)
        perm = None
        try:
            if card is not None:
                perm = game.add(card, controller, id=pid, tapped=spec.tapped, sick=spec.sick,
                                damage=spec.damage, counters=spec.counters, power=spec.power,
                                toughness=spec.toughness, protector=spec.protector, gains=gains)
            elif spec.name is not None and spec.power is not None and spec.toughness is not None:
                perm = game.add_creature(spec.name, controller, spec.power, spec.toughness,
                                         keywords=keywords, colors=spec.colors, subtypes=spec.subtypes, id=pid,
                                         tapped=spec.tapped, sick=spec.sick, damage=spec.damage,
                                         counters=spec.counters)
        except BoardError as e:
            found.append((loc.where(path), e.args[0]))
        if perm is not None:
            if spec.timestamp is not None:  # 613.7: when it entered, relative to the effects
                perm.timestamp = spec.timestamp
            placed.append((perm.id, path, spec))
            found += _designations(game, perm.id, path, spec, loc)
        else:
            found += _designation_players(game, path, spec, loc)
        if found:
            problems += found
            left_off.add((pid or label).casefold())
    problems += _players_designations(game, m, players, loc)
    problems += _attachments_and_effects(game, m, loc, placed, left_off)
    players_named = _Names(game.state, loc, left_off)
    problems += [(loc.where(path), text) for path, text in apply_costs(game, m.costs, players_named.player)]
    return game, problems + players_named.problems, left_off


def _entry_problems(spec: PermanentSpec, card: Card | None, path: tuple[Any, ...],
                    loc: _Located) -> tuple[list[tuple[str, str]], list[str], list[str]]:
    """The problems of a battlefield entry's own fields (a real card's ``keywords``, a
    custom creature's ``gains`` or missing P/T, unknown keywords), and its ``gains`` and
    ``keywords`` without those found wrong, so that it can still be added to find the
    rest."""
    from mtgjudge.oracle import compile_keywords

    found: list[tuple[str, str]] = []
    if card is not None and (spec.keywords or spec.colors or spec.subtypes or spec.name):
        found.append((loc.where(path), Text("input.real_card_fields")))
    elif card is None and spec.name is None:
        found.append((loc.where(path), Text("input.card_or_name")))
    elif card is None:
        if spec.gains or spec.protector:
            found.append((loc.where(path), Text("input.custom_fields")))
        if spec.power is None or spec.toughness is None:
            found.append((loc.where(path), Text("input.custom_pt")))
    kept: dict[str, list[str]] = {}
    for field in ("gains", "keywords"):
        kept[field] = list(getattr(spec, field))
        # gains are a real card's field, keywords a custom creature's: the other is said above
        wrong_kind = card is None if field == "gains" else card is not None
        if wrong_kind:
            kept[field] = []
            continue
        try:
            compile_keywords(kept[field])
        except ValueError as e:
            found.append((loc.where((*path, field)), e.args[0]))
            kept[field] = []
    return found, kept["gains"], kept["keywords"]


def _designation_players(game: Game, path: tuple[Any, ...], spec: PermanentSpec,
                         loc: _Located) -> list[tuple[str, str]]:
    """For an entry that couldn't be added: the unknown players its ``goaded_by`` and
    ``commander_damage`` name (701.15a, 903.10a)."""
    from mtgjudge.names import unknown_player

    players = game.state.players
    folded = {p.casefold() for p in players}
    out = []
    for field, names, rule in (("goaded_by", spec.goaded_by, "701.15a"),
                               ("commander_damage", list(spec.commander_damage), "903.10a")):
        for name in names:
            if str(name).casefold() not in folded:
                out.append((loc.where((*path, field)), unknown_player(name, players, rule)))
    return out


def _designations(game: Game, pid: str, path: tuple[Any, ...], spec: PermanentSpec,
                  loc: _Located) -> list[tuple[str, str]]:
    """Mark a permanent as a commander (903.3) with its earlier commander damage
    (903.10a), and goaded (701.15); the problems found."""
    problems = []
    try:
        if spec.commander_damage and not spec.commander:
            raise BoardError(Text("input.commander_damage"))
        if spec.commander:
            game.set_commander(pid, spec.commander_damage)
    except BoardError as e:
        problems.append((loc.where((*path, "commander_damage" if spec.commander_damage else "commander")),
                         e.args[0]))
    try:
        if spec.goaded_by:
            game.goad(pid, *spec.goaded_by)
    except BoardError as e:
        problems.append((loc.where((*path, "goaded_by")), e.args[0]))
    return problems


def _players_designations(game: Game, m: ScenarioModel, players: Mapping[str, PlayerSpec],
                          loc: _Located) -> list[tuple[str, str]]:
    """The monarch (725), the initiative (726), and players who have left the game
    (800.4); the problems found."""
    problems = []
    for key in ("monarch", "initiative"):
        name = getattr(m, key)
        if name is not None:
            try:
                game.designate(**{key: name})
            except BoardError as e:
                problems.append((loc.where((key,)), e.args[0]))
    for name, p in players.items():
        if p.left_game:
            game.leave(name)
    return problems


def _attachments_and_effects(game: Game, m: ScenarioModel, loc: _Located,
                             placed: list[tuple[str, tuple[Any, ...], PermanentSpec]],
                             left_off: AbstractSet[str]) -> list[tuple[str, str]]:
    """Attach Auras and Equipment (``attached_to``), then add ``effects:``: continuous
    effects (CR 611.2), prevention and replacement effects (614-616) with ``choices``, and
    a spell's damage; the problems found (then no damage is dealt)."""
    names = _Names(game.state, loc, left_off)
    problems: list[tuple[str, str]] = []
    for pid, path, spec in placed:
        if spec.attached_to is not None:
            target = names(spec.attached_to, (*path, "attached_to"))
            if target not in game.state.battlefield:
                continue  # unknown (in names.problems) or left off
            try:
                game.attach(pid, target)
                if spec.timestamp is not None:
                    game.state.battlefield[pid].timestamp = spec.timestamp
            except BoardError as e:
                problems.append((loc.where((*path, "attached_to")), e.args[0]))
    layered = [i for i, entry in enumerate(m.effects) if _is_layered(game, entry)]
    effects, at, problems_read = _read_entries(game, m, names, loc, set(layered))
    # A continuous effect listed after a spell's damage began after it (611.2): added then.
    dealt_at = [i for e, i in zip(effects, at) if _deals_damage(e)]
    first_damage = dealt_at[0] if dealt_at else len(m.effects)

    def add(i: int) -> None:
        problems.extend(_add_layered(game, m.effects[i], ("effects", i), names, loc))

    for i in layered:
        if i < first_damage:
            add(i)
    later = [i for i in layered if i > first_damage]
    problems += problems_read + _read_choices(game, m, names, loc, effects)
    if problems or names.problems:
        for i in later:  # their problems too, in the same report; nothing is dealt
            add(i)
    else:
        _apply_effects(game, effects, at, later, add)
    return problems + names.problems


def _add_layered(game: Game, entry: Any, path: tuple, names: _Names, loc: _Located) -> list[tuple[str, str]]:
    """Add one ``effects:`` entry that is a continuous effect (611.2); its problems."""
    entry = {"card": entry} if isinstance(entry, str) else entry
    before = len(names.problems)
    from mtgjudge.oracle.effects import add_scenario_effect  # only for a scenario with effects

    problems: list[tuple[str, str]] = []
    try:
        add_scenario_effect(game, entry, lambda text, key, path=path: names(str(text), (*path, key)))
    except ValidationError as e:
        for err in e.errors():
            item = _pydantic_problem({**err, "loc": (*path, *err["loc"])})
            if item is not None:
                problems.append((loc.where(item[0]), item[1]))
    except (BoardError, UnknownCardError) as e:
        if len(names.problems) == before:  # not already said as an unknown name
            problems.append((loc.where(path), getattr(e, "text", None) or e.args[0]))
    return problems


def _deals_damage(effect: Any) -> bool:
    from mtgjudge.cr.r120_damage import Damage

    return isinstance(effect, Damage)


def _is_layered(game: Game, entry: Any) -> bool:
    """True if an ``effects:`` entry is a continuous effect (611, read by
    :mod:`mtgjudge.oracle.effects`) rather than a prevention or replacement effect
    (614-616, :mod:`mtgjudge.scenario.damage`): written out by hand, or a card whose
    text has one."""
    from mtgjudge.oracle.effects import has_continuous_effect, is_continuous_entry

    entry = {"card": entry} if isinstance(entry, str) else entry
    if not is_continuous_entry(entry):
        return False
    if "card" not in entry:
        return True
    try:
        return has_continuous_effect(game.card(str(entry["card"])))
    except UnknownCardError:
        return False  # said once, by the damage reader


class _Names:
    """Resolves names written in the play (attack/block/assign) to permanent ids:
    exactly, else ignoring case. An ambiguous or unknown name is added to
    ``problems`` (and returned as written), so that one error can list them all;
    names in ``left_off`` (entries already reported as wrong) are let through."""

    def __init__(self, state: GameState, loc: _Located, left_off: AbstractSet[str] = frozenset()) -> None:
        self.index = NameIndex([*state.battlefield, *state.players])
        self.players = NameIndex(state.players)
        self.loc = loc
        self.left_off = left_off
        self.problems: list[tuple[str, str]] = []

    def player(self, name: str, path: tuple[Any, ...], loc: _Located | None = None) -> str:
        """The player ``name`` stands for (exactly, else ignoring case); anything else
        (a permanent, a typo) is added to ``problems`` with the players and the close
        names, and returned as written."""
        try:
            return self.players.resolve(name)
        except UnknownNameError as e:
            players = AllParts(self.players.ids)
            where = (loc or self.loc).where(path)
            if e.suggestions:
                self.problems.append((where, Text("input.not_a_player_suggest", name=name, players=players,
                                                  suggestions=[Quoted(c) for c in e.suggestions])))
            else:
                self.problems.append((where, Text("input.not_a_player", name=name, players=players)))
            return name

    def __call__(self, name: str, path: tuple[Any, ...], loc: _Located | None = None) -> str:
        try:
            return self.index.resolve(name)
        except UnknownNameError as e:
            folded = str(name).casefold()
            if folded in self.left_off or re.sub(r" #\d+$", "", folded) in self.left_off:
                return name
            from mtgjudge.cards.foreign import oracle_alias

            alias = oracle_alias(str(name))  # a card's name in another language (mtgjudge data names)
            if alias is not None and alias.casefold() != folded:
                return self(alias, path, loc)
            where = (loc or self.loc).where(path)
            if e.ambiguous:  # the YAML hint only for numbered copies: "Name #2" unquoted loses its " #2"
                choices = [Quoted(i) for i in e.ambiguous]
                problem = (Text("input.ambiguous", name=name, choices=choices) if any(" #" in i for i in e.ambiguous)
                           else Text("name.ambiguous", name=name, choices=choices))
            elif e.suggestions:
                problem = Text("input.unknown_name_suggest", name=name,
                               suggestions=[Quoted(c) for c in e.suggestions])
            else:
                problem = Text("input.unknown_name", name=name)
            self.problems.append((where, problem))
            return name


def _known(index: NameIndex, name: str) -> str | None:
    try:
        return index.resolve(name)
    except UnknownNameError:
        return None


def _typos(names: _Names, m: ScenarioModel) -> None:
    """When the file has other problems (so the play won't run), add to ``names.problems``
    the names in ``block`` and ``assign`` that look like typos of the board's: names that
    match nothing but are close to a known one. A name close to nothing, or a numbered
    copy of a permanent ("Caller of the Pack #2"), may be a token made during the play:
    it is read when declared."""
    entries: list[tuple[str, tuple[Any, ...]]] = []
    for b, atts in m.block.items():
        entries += [(n, ("block", b)) for n in (b, *([atts] if isinstance(atts, str) else atts))]
    for field, given in (("assign", m.assign), ("assign_first_strike", m.assign_first_strike)):
        for src, rec in given.items():
            entries += [(src, (field, src))] + [(r, (field, src, r)) for r in rec]
    for name, path in entries:
        try:
            names.index.resolve(name)
        except UnknownNameError as e:
            if e.suggestions and _known(names.index, re.sub(r" #\d+$", "", str(name))) is None:
                names(name, path)


def _question_typos(names: _Names, questions: list[_Question]) -> None:
    """As :func:`_typos`, for the names in "why not" questions."""
    for q in questions:
        for name, path in q.names():
            try:
                names.index.resolve(name)
            except UnknownNameError as e:
                if e.suggestions and _known(names.index, re.sub(r" #\d+$", "", str(name))) is None:
                    names(name, path, q.loc)


def _unread_typos(later: _Later, game: Game, questions: list[_Question]) -> None:
    """Questions whose step never came were never read: still, a name in one that looks
    like a typo of a name in the game is reported (with "did you mean").

    Raises:
        ScenarioError: such a name.
    """
    unread = [q for q in questions if not q.read_in_game]
    if unread:
        now = later._now(game.state)
        _question_typos(now, unread)
        if now.problems:
            raise ScenarioError(_by_line(_dedupe(now.problems)))


class _Later:
    """Reads ``block`` and ``assign`` in the game as they are declared (509.1, 510.1):
    the names known before the play, plus the permanents on the battlefield then
    (tokens, creatures cast with flash). A name that matches nothing raises
    :class:`ScenarioError` with its line (and "did you mean"); a creature cast with
    flash named before it was cast gets its own message."""

    def __init__(self, names: _Names, cast: AbstractSet[str], loc: _Located) -> None:
        self.names, self.cast, self.loc = names, cast, loc
        self._read: set[tuple[str, str]] = set()  # `assign` entries already read (field, key)

    def _now(self, state: GameState) -> _Names:
        now = _Names(state, self.loc, self.names.left_off)
        known = [i for i in self.names.index.ids if i not in self.cast]
        now.index = NameIndex([*known, *state.battlefield, *state.last_known])
        return now

    def block(self, game: Game, raw: Mapping[str, Any]) -> dict[str, list[str]]:
        now = self._now(game._settled())  # declared once the stack has resolved (405.5)
        out: dict[str, list[str]] = {}
        for b, atts in raw.items():
            lst = [atts] if isinstance(atts, str) else atts
            out[self._one(now, b, ("block", b), "block")] = \
                [self._one(now, a, ("block", b), "block") for a in lst]
        if now.problems:
            raise ScenarioError(_by_line(_dedupe(now.problems)))
        return out

    def assign(self, game: Game, raw: Mapping[str, Mapping[str, int]], field: str,
               final: bool = True) -> dict[str, dict[str, int]]:
        """The entries of ``raw`` read now; unless ``final``, an entry naming a creature
        cast with flash that isn't on the battlefield yet is left out (read again in the
        next damage step), and each entry already read is skipped."""
        now = self._now(game._settled())
        out: dict[str, dict[str, int]] = {}
        for src, rec in raw.items():
            if (field, src) in self._read:
                continue
            if not final and any(self._not_yet(now, n) for n in (src, *rec)):
                continue
            self._read.add((field, src))
            out[self._one(now, src, (field, src), field)] = \
                {self._one(now, r, (field, src, r), field): n for r, n in rec.items()}
        if now.problems:
            raise ScenarioError(_by_line(_dedupe(now.problems)))
        return out

    def question(self, game: Game, q: _Question, final: bool = True) -> bool:
        """Read the names of "why not" question ``q`` now, as a declaration of its kind
        would be (509.1, 510.1): True once read. Unless ``final``, a question naming what
        isn't on the battlefield yet is left unread (False).

        Raises:
            ScenarioError: a name that matches nothing (with its line, "did you mean").
        """
        now = self._now(game._settled())
        step = "block" if q.kind in ("attack", "block") else "assign"
        q.read(lambda name, path, loc: self._one(now, name, path, "why", loc, step))
        if now.problems:
            if not final:  # read again at the next step
                q.value, q.read_in_game = {}, False
                return False
            raise ScenarioError(_by_line(_dedupe(now.problems)))
        return True

    def _not_yet(self, now: _Names, name: str) -> bool:
        pid = _known(NameIndex(self.cast), name)
        return pid is not None and pid not in now.index

    def _one(self, now: _Names, name: str, path: tuple[Any, ...], field: str,
             loc: _Located | None = None, step: str = "") -> str:
        if self._not_yet(now, name):
            pid = _known(NameIndex(self.cast), name)
            key = "input.cast_after_blocks" if (step or field) == "block" else "input.cast_after_damage"
            now.problems.append(((loc or self.loc).where(path), Text(key, name=pid, field=field)))
            return name
        return now(name, path, loc)


# ----------------------------------------------------------------------------- judging
def _resolve_assign(names: _Names, raw: Mapping[str, Mapping[str, int]], path: tuple[Any, ...],
                    loc: _Located | None = None) -> dict[str, dict[str, int]]:
    return {names(src, (*path, src), loc): {names(r, (*path, src, r), loc): n for r, n in rec.items()}
            for src, rec in raw.items()}


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


def judge(scn: Scenario, db: Any = None, why: list[str] | None = None, why_source: str = "--why") -> Ruling:
    """Play the scenario's combat and return the :class:`~mtgjudge.ruling.Ruling`.

    An illegal declaration or assignment doesn't raise: it stops the play and is in
    ``Ruling.error``, and the state is the one before it (CR 733). Each "why not"
    question (the scenario's ``why`` plus ``why``, as text: see :func:`parse_why`) is
    checked against the game at the step where it would have been declared, with the
    scenario's own choices for everything it doesn't change. ``why_source`` names
    where the text questions came from in error locations (``"--why"``; the web API
    says ``"why"``).

    Raises:
        ScenarioError: the board or a name in the play is wrong, an ``assign`` entry
            isn't for an attacking or blocking creature, or a creature's damage could
            go more than one way and ``assign`` doesn't say how.
    """
    m, loc = scn.model, scn.located
    game, problems, left_off = _build(scn, db)
    initial = game.state.copy()
    names = _Names(game.state, loc, left_off)
    try:
        enters = entering(game, m, names, loc.where)
    except ScenarioError as e:  # reported with the rest of the file's problems
        problems = problems + list(e.problems)
        enters = entering(game, m.model_copy(update={"enters": []}), names, loc.where)
    if m.actions:  # creature spells cast with flash can be named in block and assign (608.3a)
        from mtgjudge.scenario import stack as scenario_stack
        from mtgjudge.names import NameIndex

        cast = scenario_stack.cast_permanent_ids(m.actions, game, {*names.index.ids})
        if cast:
            names.index = NameIndex([*names.index.ids, *cast])
    scenario_triggers.apply(game, m.triggers, names)
    attack = {names(a, ("attack", a)): names(t, ("attack", a)) for a, t in m.attack.items()}
    bands = [[names(c, ("bands", i)) for c in band] for i, band in enumerate(m.bands)]
    # `block` and `assign` are read at the step they are declared in, against the game
    # then: tokens made by triggers (Brimaz, myriad) and creatures cast with flash by then
    # can be named (509.1, 510.1). A name that matches nothing is reported then, with
    # its line (a name could be a token's until that step).
    later = _Later(names, {*(cast if m.actions else ())}, loc)
    block: dict[str, list[str]] = {}
    assign: dict[str, dict[str, int]] = {}
    first: dict[str, dict[str, int]] = {}
    if problems or names.problems:  # the play won't run: report the typos in block/assign too
        _typos(names, m)
    blockers = {_known(names.index, b) for b in m.block}
    for key, given in (("assign", m.assign), ("assign_first_strike", m.assign_first_strike)):
        for src in given:
            pid = _known(names.index, src)
            if pid is not None and pid not in attack and pid not in blockers \
                    and pid not in enters.ids:
                names.problems.append((loc.where((key, src)), Text("input.not_in_combat", name=pid)))
    asked: list[tuple[WhyItem, tuple[Any, ...], _Located | None]] = [
        (item, ("why", i), None) for i, item in enumerate(m.why)]
    several = len(why or []) > 1
    for n, text in enumerate(why or [], 1):
        item, wloc = parse_why(text, f"{why_source} #{n}" if several else why_source)  # which one, of several
        asked.append((item, (), wloc))
    questions = _questions(asked)  # their names are read at their steps, as declarations' are
    if problems or names.problems:
        _question_typos(names, questions)
    check_names(m.precombat, names)
    acts: dict[str, list[Any]] = {}
    acted: set[str] = set()
    if m.actions:
        from mtgjudge.scenario import stack as scenario_stack

        try:
            acts = scenario_stack.read_actions(m.actions, game, names, loc.where)
        except ScenarioError as e:
            problems = problems + list(e.problems)
    if problems or names.problems:  # the board's and the play's, in one error, in line order
        raise ScenarioError(_by_line(_dedupe(problems + names.problems)))
    used: set[str] = set()
    used_first: set[str] = set()
    damage_steps: list[str] = []
    error = None
    game.state.combat.hold = bool(acts.get("combat_damage") or acts.get("end_of_combat"))
    game.begin_combat()
    begun = game.state.copy()
    if game.is_over:  # state-based actions ended the game as combat began (507.2, 704.3)
        not_modeled = [(p.id, t) for p in initial.battlefield.values() for t in p.not_modeled]
        _unread_typos(later, game, questions)
        return Ruling(list(game.events), game.state, not_modeled,
                      warnings=[Event("104.1", "warn.game_over", {})],
                      answers=[Answer(q.text, False, reached=False) for q in questions], initial=begun)
    try:
        apply_precombat(game, m.precombat, names)
        for q in questions:
            if q.kind == "attack":
                later.question(game, q)
                _ask(game, q, AttackDeclaration.of(q.value), AttackDeclaration.of(attack, bands))
        enters.run()
        if acts and _act(game, acts, "beginning_of_combat", acted):
            raise _GameEnded
        game.attack(attack, bands)
        enters.run()
        if acts and _act(game, acts, "declare_attackers", acted):
            raise _GameEnded
        if game.step is Step.DECLARE_ATTACKERS:
            apply_before_blocks(game, m.precombat, names)
            block = later.block(game, m.block)
            for q in questions:
                if q.kind == "block":
                    later.question(game, q)
                    _ask(game, q, BlockDeclaration.of(q.value), BlockDeclaration.of(block))
            game.block(block)
            enters.run()
            if acts and _act(game, acts, "declare_blockers", acted):
                raise _GameEnded
        elif m.block:
            raise ScenarioError([(loc.where(("block",)), Text("input.nothing_to_block"))])
        while game.step in (Step.DECLARE_BLOCKERS, Step.FIRST_STRIKE_DAMAGE) and not game.state.game_over:
            kind = r510.step_kind(game.state)
            # Read once the blocks (and their triggers) are made; an `assign` entry naming
            # a creature cast with flash after first-strike damage waits for the next step.
            assign = {**later.assign(game, m.assign, "assign", final=kind != r510.FIRST), **assign}
            first = {**later.assign(game, m.assign_first_strike, "assign_first_strike", final=True), **first}
            who = r510.assigners(game.state, kind)
            step_assign = {}
            from_assign = set()
            for pid in who:
                # Each entry is used once: `assign` in the first step its creature assigns
                # damage in (unless `assign_first_strike` covers that step).
                if kind == r510.FIRST and pid in first:
                    step_assign[pid] = first[pid]
                    used_first.add(pid)
                elif pid in assign and pid not in used:
                    step_assign[pid] = assign[pid]
                    used.add(pid)
                    from_assign.add(pid)
            damage_steps.append(kind)
            # `assign` is asked where the scenario's own `assign` is used: not in the
            # first-strike step for a creature that has an `assign_first_strike` entry.
            uses_assign = [pid for pid in who if pid in from_assign
                           or pid not in step_assign and pid not in used]
            for q in questions:
                if q.answer is not None or q.kind not in ("assign", "assign_first_strike"):
                    continue
                if not later.question(game, q, final=False):
                    continue  # it names what isn't there yet (a creature cast later)
                if (q.kind == "assign" and any(pid in uses_assign for pid in q.value)) or \
                        (q.kind == "assign_first_strike" and kind == r510.FIRST):
                    _ask(game, q, DamageAssignment.of({**step_assign, **q.value}),
                         DamageAssignment.of(step_assign))
            try:
                game.assign(step_assign)
                enters.run()
            except IllegalActionError as e:
                if e.key == "assign.choice_needed":  # missing input, not an illegal play
                    src = e.params["source"]
                    # Where the creature is named: attack, block (as a blocker or, for a
                    # token that entered attacking, as what is blocked), else attack.
                    blocked_by = next((b for b, atts in block.items() if src in atts), None)
                    path = ("assign",) if m.assign else (
                        ("attack", src) if src in attack else ("block", src) if src in block
                        else ("block", blocked_by) if blocked_by is not None else ("attack",))
                    message = Text(e.key, **e.params)
                    # Its `assign` was spent in the first-strike step: say where each goes.
                    key = "input.choice_needed_second" if src in used else "input.choice_needed"
                    problem = Text("input.with_hint", message=Text(key, message=message, rule=e.rule),
                                   hint=_divisions(game._settled(), src, step_assign))
                    raise ScenarioError([(loc.where(path), problem)]) from None
                raise
            if acts and game.step is Step.FIRST_STRIKE_DAMAGE and _act(game, acts, "first_strike_damage", acted):
                raise _GameEnded
        for step, now in (("combat_damage", Step.COMBAT_DAMAGE), ("end_of_combat", Step.END_OF_COMBAT)):
            if game.state.combat.hold and game.step is now:
                if _act(game, acts, step, acted):
                    raise _GameEnded
                if game.step is now and not game.is_over:  # unless its actions ended it
                    game.pass_priority()  # all pass with an empty stack: the step ends (500.2)
    except IllegalActionError as e:
        error = e
    except TriggerChoiceError as e:  # a choice given for an ability as it triggered (603.3d)
        raise ScenarioError([(loc.where(scenario_triggers.choice_path(m.triggers, e.id)), e.text)]) from None
    except _GameEnded:
        pass
    if error is None and not damage_steps:  # no damage step came: still read, to warn it went unused
        assign = later.assign(game, m.assign, "assign")
        first = later.assign(game, m.assign_first_strike, "assign_first_strike")
    # An id that named nothing is a typo (603.3b): bad input, reported before (instead
    # of) an illegal play. When the combat stopped early (an illegal play, the game
    # over), ids of abilities that could still have triggered aren't typos.
    stopped = error is not None or game.state.game_over
    unknown = scenario_triggers.unknown_ids(m.triggers, game.state.happenings, loc.where,
                                            could=_could_trigger(initial, game.state) if stopped else ())
    if unknown:
        raise ScenarioError(unknown)
    warnings = []
    if error is None and acts:
        from mtgjudge.scenario.stack import STEP_NAMES

        warnings += [Event("117.1", "warn.actions_unused", {"step": STEP_NAMES[s]})
                     for s in acts if acts[s] and s not in acted]
    if error is None:
        warnings += [Event("510.4", "warn.unused_after_first", {"permanent": p}) if p in used_first
                     else Event("510.1", "warn.unused_assign", {"permanent": p})
                     for p in assign if p not in used]
        warnings += [Event("510.4", "warn.unused_first_strike", {"permanent": p})
                     for p in first if p not in used_first]
    if error is None and damage_steps:
        in_combat = set(attack) | set(block)
        for q in questions:
            if q.answer is None and q.kind in ("assign", "assign_first_strike"):
                later.question(game, q)
                _not_assigning(q, in_combat, r510.FIRST in damage_steps)
    _unread_typos(later, game, questions)
    answers = [q.answer or Answer(q.text, False, reached=False) for q in questions]
    # The board's, then those of permanents that entered during combat (508.4, 509.4, 702.49).
    entered = [p for p in (*game.state.battlefield.values(), *game.state.last_known.values())
               if p.id not in initial.battlefield]
    not_modeled = [(p.id, t) for p in (*initial.battlefield.values(), *entered) for t in p.not_modeled]
    return Ruling(list(game.events), game.state, not_modeled, error, warnings, answers,
                  caveats(not_modeled, game.state.happenings, error), initial=begun)


def _could_trigger(initial: GameState, now: GameState) -> list[str]:
    """Ids of the triggered abilities of the permanents on the battlefield at the start
    or now, or that left it (603.3; see :func:`~mtgjudge.cr.r603_triggered_abilities.possible_ids`)."""
    from mtgjudge.cr.r603_triggered_abilities import possible_ids

    out = [*possible_ids(initial), *possible_ids(now)]
    for perm in now.last_known.values():
        for ability in perm.abilities:
            out.extend(ability.trigger_ids(perm))
    return list(dict.fromkeys(out))


class _GameEnded(Exception):
    """The game ended while players acted in a step (104.1): nothing more is declared."""


def _act(game: Game, acts: dict[str, list[Any]], step: str, acted: set[str]) -> bool:
    from mtgjudge.scenario.stack import act

    acted.add(step)
    return act(game, acts, step)


def _unknown_effect(entry: Any) -> Text:
    """Why an ``effects`` entry was read by no reader: its card's text isn't an effect the
    engine models, or the entry is neither a card nor an effect written by hand."""
    card = entry if isinstance(entry, str) else entry.get("card") if isinstance(entry, dict) else None
    if isinstance(card, str):
        return Text("input.unknown_effect_card", card=card)
    return Text("input.unknown_effect_kind")


def _read_entries(game: Game, m: ScenarioModel, names: _Names, loc: _Located,
                  layered: AbstractSet[int]) -> tuple[list[Any], list[int], list[tuple[str, str]]]:
    """The scenario's ``effects`` that are prevention or replacement effects (614-616) or
    a spell's damage, each with the index of its entry, and the problems found in them
    (reported with the rest of the scenario's). ``layered``: the entries that are
    continuous effects (read by :mod:`mtgjudge.oracle.effects`)."""
    if not m.effects:
        return [], [], []  # and the effect modules aren't loaded
    from mtgjudge.scenario import damage as scenario_damage

    try:
        entries = [None if i in layered else entry for i, entry in enumerate(m.effects)]
        effects, others, at = scenario_damage.read_effects(entries, game, names, loc.where)
    except ScenarioError as e:
        return [], [], list(e.problems)
    problems = [(loc.where(("effects", i)), _unknown_effect(m.effects[i])) for i in others if i not in layered]
    return effects, at, problems


def _read_choices(game: Game, m: ScenarioModel, names: _Names, loc: _Located,
                  effects: list[Any]) -> list[tuple[str, str]]:
    """Set the scenario's ``choices`` (616.1, 615.7) in the game, their names checked
    against the effects in play and ``effects``; the problems found."""
    if not m.effects and m.choices is None:
        return []
    from mtgjudge.scenario import damage as scenario_damage
    from mtgjudge.cr.r120_damage import Damage
    from mtgjudge.cr.r616_interaction_of_replacement_effects import effects_in_play

    named = [e.name for e in effects_in_play(game.state)] + [e.name for e in effects if not isinstance(e, Damage)]
    try:
        order, shields = scenario_damage.read_choices(m.choices, named, names, loc.where)
    except ScenarioError as e:
        return list(e.problems)
    game.state.choice_order, game.state.choice_shields = order, shields
    return []


def _apply_effects(game: Game, effects: list[Any], at: list[int], later: list[int],
                   add: Callable[[int], None]) -> None:
    """Effects into the game in the order they resolved (the order of the list): a
    spell's damage (dealt now, in the beginning of combat step) meets the shields listed
    before it, and the continuous effects listed before it (``later``: the indexes of
    those listed after the first damage, added by ``add`` in their place)."""
    from mtgjudge.cr.r120_damage import Damage

    waiting = list(later)
    for effect, i in zip(effects, at):
        while waiting and waiting[0] < i:
            add(waiting.pop(0))
        if isinstance(effect, Damage):
            game.deal_damage(effect)
        else:
            game.state.replacement_effects.append(effect)
    for i in waiting:
        add(i)


#: How many legal divisions a missing assignment's error shows, and up to how many
#: it counts when they can't be counted without checking each (trample).
SHOWN_DIVISIONS = 6
COUNTED_DIVISIONS = 500


def _divisions(state: GameState, pid: str, given: Mapping[str, Mapping[str, int]]) -> Text | str:
    """The legal divisions of ``pid``'s combat damage, as YAML to paste under
    ``assign``: all of them, or the first few and how many there are (510.1c-d,
    702.19b-e). Without trample every division among its blockers is legal
    (510.1c, 510.1d), so those are counted, not tried."""
    opt = r510.options(state, pid)
    found = r510.legal_divisions(state, pid, given)
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


def judge_file(path: str | Path, db: Any = None, why: list[str] | None = None) -> Ruling:
    """Read, validate and judge a scenario file (see :func:`judge`); ``why`` holds
    extra questions as text (see :func:`parse_why`)."""
    return judge(Scenario.from_file(path, db if db is not None else _DefaultDB()), db, why)


class _DefaultDB:
    """The default card database, opened only if a card is looked up (a board of
    custom creatures needs none)."""

    def get(self, name: str) -> Card:
        from mtgjudge.cards import default_db

        return default_db().get(name)
