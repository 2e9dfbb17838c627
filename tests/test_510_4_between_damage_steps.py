"""CR 510.4, 702.4c-d, 702.7c, 506.4, 509.1h: changes between the combat steps, in
particular between the first-strike and the second combat damage step."""

from __future__ import annotations

import pytest

from mtgjudge import Game
from mtgjudge.cr import r510_combat_damage as r510
from mtgjudge.cr.r611_continuous_effects import LoseAbilities, Objects
from mtgjudge.errors import BoardError
from mtgjudge.oracle.effects import hand_effects
from mtgjudge.engine.state import Step


def keys(events):
    return [(e.rule, e.key) for e in events]


def gains(target, *abilities):
    return hand_effects(target, gains=list(abilities), source=f"{target} gains {', '.join(abilities)}")


def loses(target, *abilities):
    return (LoseAbilities(source=f"{target} loses", text="", affects=Objects((target,)),
                          duration="until end of turn", names=abilities),)


def first_strike_combat() -> Game:
    """Ana attacks with a 3/3 first striker and a 2/2; no blocks; first-strike damage dealt."""
    g = Game(["Ana", "Bruno"])
    g.add_creature("Knight", "Ana", 3, 3, keywords=["first strike"])
    g.add_creature("Bear", "Ana", 2, 2)
    g.attack({"Knight": "Bruno", "Bear": "Bruno"})
    g.block({})
    g.assign()
    assert g.step is Step.FIRST_STRIKE_DAMAGE and g.state.players["Bruno"].life == 17
    return g


def test_702_7c_first_strike_gained_after_the_first_step_still_deals_damage_in_the_second():
    g = first_strike_combat()
    events = g.add_effects(gains("Bear", "first strike"))
    assert keys(events) == [("611.2", "effect.added")]
    assert g.state.battlefield["Bear"].has("first strike")
    assert r510.assigners(g.state) == ["Bear"]  # it had no first strike as the first step began
    g.assign()
    assert g.state.players["Bruno"].life == 15


def test_702_7c_first_strike_lost_after_the_first_step_deals_no_second_damage():
    g = first_strike_combat()
    g.add_effects(loses("Knight", "first strike"))
    assert not g.state.battlefield["Knight"].has("first strike")
    assert r510.assigners(g.state) == ["Bear"]
    g.assign()
    assert g.state.players["Bruno"].life == 15  # 3 + 2, never 3 + 3 + 2


def test_702_4c_double_strike_lost_during_the_first_step_stops_the_second_damage():
    g = Game(["Ana", "Bruno"])
    g.add_creature("Fencer", "Ana", 2, 2, keywords=["double strike"])
    g.attack({"Fencer": "Bruno"})
    g.block({})
    g.assign()
    assert g.state.players["Bruno"].life == 18
    g.add_effects(loses("Fencer", "double strike"))
    assert r510.assigners(g.state) == []
    g.assign()
    assert g.state.players["Bruno"].life == 18
    assert g.step is Step.END_OF_COMBAT


def test_702_4d_double_strike_given_to_a_first_striker_after_the_first_step():
    g = first_strike_combat()
    g.add_effects(gains("Knight", "double strike"))
    assert r510.assigners(g.state) == ["Knight", "Bear"]
    g.assign()
    assert g.state.players["Bruno"].life == 12  # 3, then 3 + 2


def test_510_4_effects_between_steps_are_taken_back_by_pop():
    g = first_strike_combat()
    before = g.state.copy()
    g.add_effects(gains("Knight", "double strike"))
    g.pop()
    assert g.state == before
    assert r510.assigners(g.state) == ["Bear"]


def test_506_4_attacker_removed_from_combat_deals_and_is_dealt_no_combat_damage():
    g = Game(["Ana", "Bruno"])
    g.add_creature("Bear", "Ana", 2, 2)
    g.add_creature("Ogre", "Ana", 3, 3)
    g.add_creature("Wall", "Bruno", 1, 4)
    g.attack({"Bear": "Bruno", "Ogre": "Bruno"})
    g.block({"Wall": "Bear"})
    events = g.remove_from_combat("Bear")
    assert keys(events) == [("506.4", "combat.removed")]
    assert "Bear" not in g.state.combat.attacking
    assert g.state.combat.blocking == {"Wall": ()}
    events = g.assign()
    assert keys(events)[:3] == [("510.1", "damage.step_regular"), ("510.1b", "damage.assign"),
                                ("510.1d", "damage.blocking_nothing")]
    assert g.state.players["Bruno"].life == 17
    assert g.state.battlefield["Bear"].damage == 0 and g.state.battlefield["Wall"].damage == 0


def test_506_4_remove_from_combat_pop_restores_exactly():
    g = Game(["Ana", "Bruno"])
    g.add_creature("Bear", "Ana", 2, 2)
    g.attack({"Bear": "Bruno"})
    before, n = g.state.copy(), len(g.events)
    g.remove_from_combat("bear")  # names read as in declarations
    g.pop()
    assert g.state == before and len(g.events) == n


def test_509_1h_blocker_that_left_after_first_strike_leaves_the_attacker_blocked():
    # The first striker blocks; it is destroyed between the steps (e.g. Shock): the
    # attacker stays blocked and, without trample, assigns no combat damage (510.1c).
    g = Game(["Ana", "Bruno"])
    g.add_creature("Ogre", "Ana", 3, 3)
    g.add_creature("Trampler", "Ana", 4, 4, keywords=["trample"])
    g.add_creature("Knight", "Bruno", 1, 1, keywords=["first strike"])
    g.add_creature("Squire", "Bruno", 1, 1, keywords=["first strike"])
    g.attack({"Ogre": "Bruno", "Trampler": "Bruno"})
    g.block({"Knight": "Ogre", "Squire": "Trampler"})
    g.assign()
    assert g.state.battlefield["Ogre"].damage == 1 and g.state.battlefield["Trampler"].damage == 1
    events = g.leave_battlefield("Knight")
    assert keys(events) == [("506.4", "combat.left_graveyard")]
    g.leave_battlefield("Squire", "exile")
    assert g.state.combat.blocked == {"Ogre", "Trampler"}
    events = g.assign()
    assert ("510.1c", "damage.nothing_to_hit") in keys(events)
    assert g.state.players["Bruno"].life == 16  # only the trampler's 4 (702.19d)
    assert g.state.exile == ["Squire"] and g.state.graveyard == ["Knight"]


def test_506_4c_attacked_planeswalker_leaves_before_damage(board):
    g = board(Ana=["Grizzly Bears"], Bruno=["Liliana of the Veil"])
    g.attack({"Grizzly Bears": "Liliana of the Veil"})
    g.block({})
    events = g.leave_battlefield("Liliana of the Veil")
    assert keys(events) == [("506.4", "combat.left_graveyard")]
    assert g.state.combat.attacking == {"Grizzly Bears": None}  # still attacking (506.4c)
    events = g.assign()
    assert ("510.1b", "damage.no_target") in keys(events)
    assert g.state.players["Bruno"].life == 20


def test_506_4_leave_battlefield_rejects_unknown_zone_and_changes_nothing():
    g = Game(["Ana", "Bruno"])
    g.add_creature("Bear", "Ana", 2, 2)
    g.attack({"Bear": "Bruno"})
    before = g.state.copy()
    with pytest.raises(BoardError):
        g.leave_battlefield("Bear", "library")
    assert g.state == before


def test_611_2_effect_during_combat_kills_with_state_based_actions():
    g = Game(["Ana", "Bruno"])
    g.add_creature("Bear", "Ana", 2, 2)
    g.add_creature("Wall", "Bruno", 0, 4)
    g.attack({"Bear": "Bruno"})
    g.block({"Wall": "Bear"})
    events = g.add_effects(hand_effects("Bear", power=-2, toughness=-2, source="Disfigure"))
    assert keys(events) == [("611.2", "effect.added"), ("704.5f", "sba.toughness"),
                            ("506.4", "sba.removed_from_combat")]
    assert g.state.graveyard == ["Bear"] and g.state.combat.attacking == {}


def test_506_4_creature_that_becomes_a_battle_is_removed_from_combat():
    g = Game(["Ana", "Bruno"])
    g.add_creature("Bear", "Ana", 2, 2)
    g.add_creature("Wall", "Bruno", 0, 4)
    g.attack({"Bear": "Bruno"})
    g.block({"Wall": "Bear"})
    events = g.add_effects(hand_effects("Bear", types=["Battle"], source="odd effect"))
    # Removed from combat (506.4); then, a battle with no defense counters, it is put
    # into its owner's graveyard (704.5v).
    assert keys(events) == [("611.2", "effect.added"), ("506.4", "combat.not_creature"),
                            ("704.5v", "sba.defense")]
    assert g.state.combat.attacking == {} and g.state.combat.blocked == set()
    assert g.state.graveyard == ["Bear"]
    g.assign()
    assert g.state.battlefield["Wall"].damage == 0 and g.state.players["Bruno"].life == 20


def test_506_4c_attacked_planeswalker_removed_from_combat_by_an_effect(board):
    g = board(Ana=["Grizzly Bears"], Bruno=["Liliana of the Veil"])
    g.attack({"Grizzly Bears": "Liliana of the Veil"})
    g.block({})
    events = g.remove_from_combat("Liliana of the Veil")
    assert keys(events) == [("506.4", "combat.removed")]
    assert g.state.combat.attacking == {"Grizzly Bears": None}
    g.assign()
    assert g.state.battlefield["Liliana of the Veil"].loyalty == 3 and g.state.players["Bruno"].life == 20
