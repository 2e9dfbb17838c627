"""CR 119: life totals."""

from __future__ import annotations

import pytest

from mtgjudge import Game


def test_119_1_life_must_be_a_whole_number():
    from mtgjudge import BoardError

    with pytest.raises(BoardError, match="whole number"):
        Game({"Ana": "20", "Bruno": 20})
    with pytest.raises(BoardError, match="must be different"):
        Game(["Ana", "Ana"])
