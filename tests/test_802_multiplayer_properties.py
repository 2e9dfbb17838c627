"""Property tests (hypothesis) for games of three and four players, free-for-all and
Two-Headed Giant (802, 810): every enumerated declaration is legal, and pop restores each
state exactly (733)."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from property_walk import walk_and_take_back

from mtgjudge import Game

KEYWORDS = ["flying", "reach", "first strike", "deathtouch", "trample", "lifelink", "menace", "infect"]
PLAYERS = ["Ana", "Bruno", "Carla", "Dario"]

creature = st.tuples(st.integers(0, 4), st.integers(1, 4),
                     st.lists(st.sampled_from(KEYWORDS), max_size=2, unique=True))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(3, 4), st.booleans(), st.lists(creature, min_size=1, max_size=3),
       st.lists(st.tuples(st.integers(1, 3), creature), max_size=4), st.integers(1, 6), st.data())
def test_802_every_enumerated_declaration_is_legal_and_pop_restores(n, two_headed, ours, theirs, life, data):
    players = PLAYERS[:n]
    teams = [["Ana", "Bruno"], ["Carla", "Dario"]] if two_headed and n == 4 else None
    g = Game({p: life for p in players}, "Ana", db=object(), teams=teams)  # custom creatures only
    for i, (p, t, kws) in enumerate(ours):
        g.add_creature(f"A{i}", "Ana", p, t, keywords=kws)
    for i, (who, (p, t, kws)) in enumerate(theirs):
        g.add_creature(f"D{i}", players[who % n], p, t, keywords=kws)
    g.begin_combat()
    walk_and_take_back(g, data)
