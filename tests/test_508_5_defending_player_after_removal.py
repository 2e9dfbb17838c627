"""CR 508.5, 802.2a, 805.10e: the defending player of an attacking creature is the
player it attacks (or the controller of the planeswalker, the protector of the battle it
attacks); once it is removed from combat (506.4), the one it was attacking before, even
with several defending players."""

from __future__ import annotations

import pytest

from mtgjudge import Game
from mtgjudge.cr import r603_triggered_abilities as r603


def _three(db) -> Game:
    g = Game(["Ana", "Bruno", "Carla"], "Ana", db=db)
    g.add("Grizzly Bears", "Ana")
    g.add("Hill Giant", "Ana")
    g.add("Llanowar Elves", "Ana")  # doesn't attack
    g.add("Jace Beleren", "Carla")
    g.attack({"Grizzly Bears": "Bruno", "Hill Giant": "Jace Beleren"})
    return g


def test_802_2a_defending_player_of_an_attacker_removed_from_combat(db):
    """CR 802.2a, 506.4: Grizzly Bears attacks Bruno, Hill Giant attacks Carla's Jace
    Beleren; both are removed from combat: their defending players stay Bruno and Carla
    (not "the" defending player, of whom there are two)."""
    g = _three(db)
    assert g.state.defending_players == ("Bruno", "Carla")
    g.remove_from_combat("Grizzly Bears")
    g.remove_from_combat("Hill Giant")
    assert g.state.combat.attacking == {}
    assert r603.defending_player(g.state, "Grizzly Bears") == "Bruno"
    assert r603.defending_player(g.state, "Hill Giant") == "Carla"
    assert g.state.combat.was_defending == {"Grizzly Bears": "Bruno", "Hill Giant": "Carla"}


def test_506_4c_defending_player_once_the_attacked_planeswalker_left(db):
    """CR 506.4c, 802.2a: Jace Beleren leaves the battlefield: Hill Giant attacks nothing
    but Carla stays its defending player; removed from combat too, still Carla; taking the
    removal back (pop) forgets it again."""
    g = _three(db)
    g.leave_battlefield("Jace Beleren")
    assert g.state.combat.attacking["Hill Giant"] is None
    assert r603.defending_player(g.state, "Hill Giant") == "Carla"
    g.remove_from_combat("Hill Giant")
    assert r603.defending_player(g.state, "Hill Giant") == "Carla"
    g.pop()
    assert g.state.combat.was_defending == {}
    assert g.state.combat.attacking["Hill Giant"] is None


def test_802_2_creature_that_never_attacked_has_no_single_defending_player(db):
    """CR 802.2: with two defending players, a creature that didn't attack this combat has
    no defending player of its own (Llanowar Elves): the question is refused, not
    answered with one of them."""
    g = _three(db)
    with pytest.raises(ValueError, match="802.2"):
        r603.defending_player(g.state, "Llanowar Elves")
