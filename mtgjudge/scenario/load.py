"""Reading a scenario's YAML: where each key sits in the file, hostile input (aliases,
huge numbers, deep nesting) and the size limits refused, pydantic's problems said in our
own words (and every language), and :class:`Scenario` (``from_yaml``, ``from_file``).
"""

from __future__ import annotations

import difflib
import re
import typing
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, ValidationError

from mtgjudge.errors import ScenarioError, UnknownCardError
from mtgjudge.input_limits import MAX_BYTES, MAX_ENTRIES, MAX_NAME_LENGTH, MAX_NUMBER, MAX_QUESTIONS
from mtgjudge.messages import MESSAGES, Text
from mtgjudge.scenario.schema import ScenarioModel


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
            if len(value) > MAX_NAME_LENGTH and not _is_card_text(path):
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


def _is_card_text(path: tuple[Any, ...]) -> bool:
    """True for a battlefield entry's ``text`` (a custom card's rules text, limited to
    MAX_TEXT_LENGTH where the card is built, with its other problems)."""
    return len(path) == 4 and path[0] == "battlefield" and path[3] == "text"


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
