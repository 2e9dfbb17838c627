"""Names written by people for players and permanents: exact ids first, else the same
name ignoring case; anything else is an :class:`~mtgjudge.errors.UnknownNameError`
that suggests close names (or, for a name several copies share, lists the copies).
Used by the Python API (:class:`~mtgjudge.engine.game.Game`) and by scenario files alike.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from mtgjudge.errors import UnknownNameError
from mtgjudge.input_limits import MAX_NAME_LENGTH


class NameIndex:
    """Known names (permanent ids and player names) to resolve written names against.

    Args:
        known: every id or player name, in the order suggestions should prefer.
    """

    def __init__(self, known: Iterable[str]) -> None:
        self.ids = list(dict.fromkeys(known))
        self._exact = set(self.ids)
        self._folded: dict[str, list[str]] = {}
        for i in self.ids:
            self._folded.setdefault(i.casefold(), []).append(i)

    def __contains__(self, name: object) -> bool:
        return name in self._exact

    def resolve(self, name: str) -> str:
        """The id ``name`` stands for: itself if known, else the one id equal to it
        ignoring case.

        Raises:
            UnknownNameError: nothing matches (``suggestions``: up to 3 close ids), or
                the name is shared by numbered copies (``ambiguous``: their ids).
        """
        if name in self._exact:
            return name
        text = str(name)
        if len(text) > MAX_NAME_LENGTH:  # no id is that long (see Game.add): nothing to suggest
            raise UnknownNameError(text[:40] + "…", [])
        same = self._folded.get(text.casefold(), [])
        if len(same) == 1:
            return same[0]
        numbered = [i for i in self.ids if i.casefold().startswith(text.casefold() + " #")]
        if numbered or same:
            raise UnknownNameError(text, ambiguous=numbered or same)
        import difflib  # here: only an unknown name needs it

        close = difflib.get_close_matches(text.casefold(), list(self._folded), n=3, cutoff=0.6)
        if not close:
            close = _first_words(text.casefold(), self._folded)
        raise UnknownNameError(text, [self._folded[c][0] for c in close])


def _first_words(text: str, known: Iterable[str]) -> list[str]:
    """Up to 3 of ``known`` (casefolded names) that begin with the words ``text``
    ("jace" -> "jace beleren", "ghalta" -> "ghalta, primal hunger"): a short name
    difflib finds too far from the whole one."""
    if len(text) < 3:
        return []
    return [k for k in known if k.startswith(text) and k[len(text):len(text) + 1] in (" ", ",")][:3]


def unknown_player(name: str, players: Iterable[str], rule: str | None = None) -> Any:
    """The message for ``name``, which is none of ``players``: the players, and the
    close ones ("did you mean"), as a :class:`~mtgjudge.messages.Text`; with ``rule``,
    the rule that needs a player there ("CR 701.15a")."""
    import difflib

    from mtgjudge.messages import AllParts, Quoted, Text

    players = list(players)
    folded = {p.casefold(): p for p in players}
    close = difflib.get_close_matches(str(name).casefold(), list(folded), n=3, cutoff=0.6)
    suggestions = [Quoted(folded[c]) for c in close]
    if rule and close:
        return Text("board.unknown_player_rule_suggest", player=name, players=AllParts(players),
                    suggestions=suggestions, rule=rule)
    if rule:
        return Text("board.unknown_player_rule", player=name, players=AllParts(players), rule=rule)
    if close:
        return Text("board.unknown_player_suggest", player=name, players=AllParts(players),
                    suggestions=suggestions)
    return Text("board.unknown_player", player=name, players=AllParts(players))


def unused_id(taken: set[str] | frozenset[str], name: str) -> str:
    """``name`` if not in ``taken``, else the first of ``"name #2"``, ``"name #3"``... that isn't."""
    if name not in taken:
        return name
    n = 2
    while f"{name} #{n}" in taken:
        n += 1
    return f"{name} #{n}"
