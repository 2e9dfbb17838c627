"""CR 721: station cards and their charge-counter striations."""

from __future__ import annotations


def test_721_2_station_becomes_a_creature_at_its_last_band(board):
    g = board(Ana=[("Hearthhull, the Worldseed", {"counters": {"charge": 8}}),
                   ("Lumen-Class Frigate", {"counters": {"charge": 1}})])
    hull = g.state.battlefield["Hearthhull, the Worldseed"]
    assert hull.is_creature and [a.name for a in hull.abilities] == ["flying", "vigilance", "haste"]
    assert not g.state.battlefield["Lumen-Class Frigate"].is_creature
    g.attack({"Hearthhull, the Worldseed": "Bruno"})
    assert not g.state.battlefield["Hearthhull, the Worldseed"].tapped  # vigilance at 8+
