"""Shared by the property tests: play a game to its end through enumerated declarations,
then take every declaration back (733)."""

from __future__ import annotations

from itertools import islice

from hypothesis import strategies as st

from mtgjudge import Game


def first(it, n: int) -> list:
    """The first `n` items of an iterator (the enumerators are lazy and can be huge)."""
    return list(islice(it, n))


def walk_and_take_back(g: Game, data: st.DataObject, sample: int = 40) -> None:
    """Push a drawn legal declaration at every step until the game is over, checking
    `is_legal` on each, then pop them all and check each earlier state comes back exactly."""
    snapshots = [g.state.copy()]
    while not g.is_over:
        options = first(g.legal_declarations(), sample)
        assert options, f"no legal declaration at {g.step}"
        decl = data.draw(st.sampled_from(options))
        assert g.is_legal(decl)
        g.push(decl)
        snapshots.append(g.state.copy())
    while g.declarations:
        snapshots.pop()
        g.pop()
        assert g.state == snapshots[-1]
