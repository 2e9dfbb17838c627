"""Which (rule, message key) pairs the engine emits, for the rule pages.

Many events name their rule in a variable chosen at run time (``log.add(r.rule, ...)``,
``log.add(chosen.rule, chosen.applied_key, ...)``, a keyword's ``cites``), which reading
the code can't resolve. So the pairs are *recorded*: the test suite is run with
:class:`Recorder` watching every :class:`~mtgjudge.events.Event` and
:class:`~mtgjudge.errors.IllegalActionError` the engine's own code builds, and the pairs
are checked in as ``rule_events.json`` beside this module. :mod:`mtgjudge.web.content`
shows them together with the pairs written as constants in the code.

Regenerate after changing the engine (a test says when it is out of date)::

    MTGJUDGE_HOME=... .venv/bin/python -m mtgjudge.web.rule_index
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
INDEX = HERE / "rule_events.json"
PACKAGE = HERE.parent
# Frames in these files build events for others; the emitter is the first frame outside them.
_PLUMBING = {str(PACKAGE / "events.py"), str(PACKAGE / "errors.py"), str(PACKAGE / "engine" / "bus.py")}
_WEB = str(HERE)


def _emitter_is_engine() -> bool:
    """True if the event being built comes from the engine (not a test, not this site)."""
    frame = sys._getframe(2)
    while frame is not None and frame.f_code.co_filename in _PLUMBING:
        frame = frame.f_back
    if frame is None:
        return False
    name = frame.f_code.co_filename
    return name.startswith(str(PACKAGE)) and not name.startswith(_WEB)


@contextmanager
def recording() -> Iterator[set[tuple[str, str]]]:
    """While inside, every event and illegal action the engine builds adds its
    ``(rule, key)`` to the yielded set: events as they are made or logged (an
    :class:`~mtgjudge.events.EventLog` takes each by ``append``, from ``add`` or from
    :func:`mtgjudge.engine.bus.emit`), illegal actions as they are raised."""
    from mtgjudge.errors import IllegalActionError
    from mtgjudge.events import Event, EventLog

    seen: set[tuple[str, str]] = set()
    new, init = Event.__new__, IllegalActionError.__init__
    own_append = "append" in EventLog.__dict__
    append = EventLog.append

    def event_new(cls: Any, rule: str, key: str, params: Any = None) -> Any:
        if _emitter_is_engine():
            seen.add((rule, key))
        return new(cls, rule, key, params)

    def log_append(self: Any, event: Any) -> None:
        if isinstance(event, Event) and _emitter_is_engine():
            seen.add((event.rule, event.key))
        append(self, event)

    def error_init(self: Any, rule: str, key: str, message: str, **params: Any) -> None:
        if _emitter_is_engine():
            seen.add((rule, key))
        init(self, rule, key, message, **params)

    Event.__new__ = event_new  # type: ignore[method-assign]
    EventLog.append = log_append  # type: ignore[method-assign]
    IllegalActionError.__init__ = error_init  # type: ignore[method-assign]
    try:
        yield seen
    finally:
        Event.__new__ = new  # type: ignore[method-assign]
        if own_append:
            EventLog.append = append  # type: ignore[method-assign]
        else:
            del EventLog.append
        IllegalActionError.__init__ = init  # type: ignore[method-assign]


def valid(pairs: set[tuple[str, str]]) -> dict[str, list[str]]:
    """``pairs`` as ``{rule: [key, ...]}`` in CR order, keeping only rules of the rule
    index and keys of the message catalog."""
    from mtgjudge.messages import MESSAGES
    from mtgjudge.rules import index

    ix = index()
    order = {n: i for i, n in enumerate(ix.numbers)}
    out: dict[str, list[str]] = {}
    for rule, key in sorted(pairs, key=lambda p: (order.get(p[0], 1 << 30), p[0], p[1])):
        if rule in order and key in MESSAGES:
            out.setdefault(rule, []).append(key)
    return out


def load() -> dict[str, list[str]]:
    """The checked-in index: ``{rule: [key, ...]}`` (empty if it isn't there)."""
    try:
        return json.loads(INDEX.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}


def write(index: dict[str, list[str]], path: Path = INDEX) -> None:
    path.write_text(json.dumps(index, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


class Recorder:
    """A pytest plugin: records the pairs while the whole session runs."""

    def __init__(self) -> None:
        self.pairs: set[tuple[str, str]] = set()
        self._cm: Any = None

    def pytest_sessionstart(self, session: Any) -> None:
        self._cm = recording()
        self.pairs = self._cm.__enter__()

    def pytest_sessionfinish(self, session: Any, exitstatus: int) -> None:
        self._cm.__exit__(None, None, None)


def main(argv: list[str] | None = None) -> int:
    """Run the test suite (``tests/``, or the pytest arguments given) recording the
    pairs, and write ``rule_events.json``. Left out: the browser tests (their server runs
    in another process) and the tests that check this index (they fail until it is rewritten)."""
    import pytest

    recorder = Recorder()
    tests = PACKAGE.parent / "tests"
    args = argv if argv else [str(tests), "-q", "-x", "-p", "no:cacheprovider",
                              "--ignore", str(tests / "test_web_browser.py"),
                              "--ignore", str(tests / "test_web_rule_events.py")]
    code = pytest.main(args, plugins=[recorder])
    if code != 0:
        print(f"the test suite failed (exit {code}); {INDEX.name} not written", file=sys.stderr)
        return int(code)
    write(valid(recorder.pairs))
    print(f"wrote {INDEX} ({len(recorder.pairs)} pairs)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
