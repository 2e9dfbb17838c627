"""CR 111.1, 508.4, 506.3: Oracle wordings that create creature tokens attacking or
blocking, read into the Resolutions that put them onto the battlefield."""

from __future__ import annotations

import pytest

from mtgjudge.cr.r405_stack import StackObject
from mtgjudge.cr.r508_4_put_attacking import (
    CreateTokensAttacking,
    CreateTokensBlocking,
    TokenSpec,
)
from mtgjudge.events import EventLog
from mtgjudge.oracle.tokens import read_token_effect


def effect_of(line: str) -> str:
    """The effect after a trigger condition ("Whenever ~ attacks, <effect>")."""
    return line.split(", ", 1)[1]


def test_111_1_brimaz_lines_read_as_tokens_attacking_and_blocking(db):
    attacks, blocks = db.get("Brimaz, King of Oreskos").text.splitlines()[1:3]
    cat = TokenSpec("Cat Soldier", 1, 1, ("W",), ("Creature",), ("Cat", "Soldier"), ("vigilance",))
    a = read_token_effect(effect_of(attacks))
    b = read_token_effect(effect_of(blocks))
    assert (a.token, a.count, a.tapped, a.mode) == (cat, 1, False, "attacking")
    assert (b.token, b.count, b.tapped, b.mode) == (cat, 1, False, "blocking")
    assert a.resolution() == CreateTokensAttacking(cat)
    assert b.resolution(blocking="Hill Giant") == CreateTokensBlocking(cat, "Hill Giant")
    with pytest.raises(ValueError):
        b.resolution()


@pytest.mark.parametrize("text, expected", [
    ("Create two 1/1 red Goblin creature tokens that are tapped and attacking.",
     (TokenSpec("Goblin", 1, 1, ("R",), ("Creature",), ("Goblin",)), 2, True, "attacking")),
    ("create a 1/1 colorless Thopter artifact creature token with flying that's attacking",
     (TokenSpec("Thopter", 1, 1, (), ("Artifact", "Creature"), ("Thopter",), ("flying",)), 1, False, "attacking")),
    ("create a 1/1 white and blue Bird creature token with flying and first strike that's attacking",
     (TokenSpec("Bird", 1, 1, ("W", "U"), ("Creature",), ("Bird",), ("flying", "first strike")), 1, False,
      "attacking")),
])
def test_508_4_token_wordings(text, expected):
    r = read_token_effect(text)
    assert (r.token, r.count, r.tapped, r.mode) == expected


@pytest.mark.parametrize("text", [
    "create X 1/1 red Goblin creature tokens that are tapped and attacking",  # X: not read
    "create a token that's a copy of target creature",
    "create a tapped 1/1 red Goblin creature token that's tapped and attacking",  # tapped twice
    "create a Walker token",  # a predefined creature token (111.10d): not read
    "create a 1/1 red Goblin creature token that's attacking that player",  # "that player": not read
    "",
])
def test_111_1_other_wordings_are_not_read(text):
    assert read_token_effect(text) is None


def test_508_4_read_wording_resolves_two_tapped_attacking_tokens(board):
    g = board(Ana=["Grizzly Bears"])
    g.attack({"Grizzly Bears": "Bruno"})
    reading = read_token_effect("create two 1/1 red Goblin creature tokens that are tapped and attacking")
    obj = StackObject("Goblin tokens", "triggered", "Grizzly Bears", "Ana", "", reading.resolution())
    state, log = g.state.copy(), EventLog()
    obj.resolution.resolve(state, obj, log)
    assert [(e.rule, e.key) for e in log] == [("111.1", "put.token_tapped"), ("508.4", "put.attacking")] * 2
    assert state.combat.attacking == {"Grizzly Bears": "Bruno", "Goblin": "Bruno", "Goblin #2": "Bruno"}
    assert state.battlefield["Goblin #2"].tapped
