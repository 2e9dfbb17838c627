"""CR 122: counters on permanents, including keyword counters (122.1b)."""

from __future__ import annotations

from mtgjudge import BlockDeclaration


def test_122_1_unknown_counter_kinds_are_reported_not_modeled(board):
    g = board(Ana=[("Grizzly Bears", {"counters": {"shield": 1}})])
    assert "1 shield counter(s)" in g.state.battlefield["Grizzly Bears"].not_modeled


def test_122_1b_keyword_counters_grant_keywords(board):
    g = board(Ana=[("Grizzly Bears", {"counters": {"flying": 1, "deathtouch": 1}})], Bruno=["Savannah Lions"])
    g.attack({"Grizzly Bears": "Bruno"})
    assert not g.is_legal(BlockDeclaration.of({"Savannah Lions": "Grizzly Bears"}))  # 702.9b
