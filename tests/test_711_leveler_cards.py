"""CR 711: leveler cards and their level striations."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("level,pt,abilities", [(0, (1, 1), ["level up"]), (2, (3, 3), ["level up", "first strike"]),
                                                 (7, (4, 4), ["level up", "double strike"])])
def test_711_2_leveler_has_only_its_striation(board, level, pt, abilities):
    # Student of Warfare: LEVEL 2-6 3/3 first strike; LEVEL 7+ 4/4 double strike (711.2a-b);
    # below level 2 it is its printed 1/1 with neither (711.5). Level up (702.87a) it always has.
    g = board(Ana=[("Student of Warfare", {"counters": {"level": level}})])
    perm = g.state.battlefield["Student of Warfare"]
    assert (perm.power, perm.toughness) == pt
    assert [a.name for a in perm.abilities] == abilities
