"""CR 506: the combat phase; what leaves combat (506.4)."""

from __future__ import annotations

import pytest

from mtgjudge import IllegalActionError


def test_506_4c_trampler_whose_planeswalker_left_assigns_only_to_blockers(board):
    g = board(Ana=["Colossal Dreadmaw", "Youthful Knight"],
              Bruno=[("Ajani, Caller of the Pride", {"counters": {"loyalty": 2}}), "Grizzly Bears"])
    g.attack({"Youthful Knight": "Ajani, Caller of the Pride", "Colossal Dreadmaw": "Ajani, Caller of the Pride"})
    g.block({"Grizzly Bears": "Colossal Dreadmaw"})
    g.assign()  # the Knight's first strike removes Ajani's last loyalty
    with pytest.raises(IllegalActionError) as e:
        g.assign({"Colossal Dreadmaw": {"Grizzly Bears": 2, "Bruno": 4}})
    assert (e.value.rule, e.value.key) == ("506.4c", "assign.attacks_nothing")
    assert "None" not in e.value.message


def test_506_4_recipient_that_left_the_battlefield(board):
    g = board(Ana=["Marisi's Twinclaws"], Bruno=["Grizzly Bears"])
    g.attack({"Marisi's Twinclaws": "Bruno"})
    g.block({"Grizzly Bears": "Marisi's Twinclaws"})
    g.assign()
    with pytest.raises(IllegalActionError) as e:
        g.assign({"Marisi's Twinclaws": {"Grizzly Bears": 2}})
    assert (e.value.rule, e.value.key) == ("506.4", "assign.recipient_left")
