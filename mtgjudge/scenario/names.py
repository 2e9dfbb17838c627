"""Names written in a scenario's play, read as ids: players and permanents (exactly, else
ignoring case, or a card's name in another language), ``block`` and ``assign`` read in
the game at the step they are declared in (tokens and creatures cast by then), and the
typos reported with "did you mean" when the play won't run.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from collections.abc import Set as AbstractSet
from typing import TYPE_CHECKING, Any

from mtgjudge.errors import ScenarioError, UnknownNameError
from mtgjudge.engine.game import Game
from mtgjudge.messages import AllParts, Quoted, Text
from mtgjudge.names import NameIndex
from mtgjudge.engine.state import GameState
from mtgjudge.scenario.load import _by_line, _dedupe, _Located
from mtgjudge.scenario.schema import ScenarioModel

if TYPE_CHECKING:
    from mtgjudge.scenario.whynot import _Question


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
        now = self._now(game.settled())  # declared once the stack has resolved (405.5)
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
        now = self._now(game.settled())
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
        now = self._now(game.settled())
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
