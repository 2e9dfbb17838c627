"""The Game methods a driver of the game uses instead of changing ``state`` itself
(issue 19 point 5: what ``mtgjudge/scenario/`` needs): set-up (122.1f, 613.7, mana,
614-616 effects and the players' choices among them), holding priority after combat
damage (117.3a), and the questions a combat run step by step asks (405.5, 510.1, 510.4)."""

from __future__ import annotations

import pytest

from mtgjudge import Game, Step
from mtgjudge.errors import BoardError, IllegalActionError


def bears(first_strike: bool = False) -> Game:
    g = Game(["Ana", "Bruno"])
    g.add_creature("Bear", "Ana", 2, 2, keywords=["first strike"] if first_strike else [])
    g.add_creature("Ogre", "Ana", 4, 4)
    g.add_creature("Wall", "Bruno", 0, 2)
    g.add_creature("Spider", "Bruno", 1, 3)
    return g


def test_122_1f_set_poison_before_combat_only():
    g = bears()
    g.set_poison("Bruno", 9)
    assert g.state.players["Bruno"].poison == 9
    with pytest.raises(BoardError, match="unknown player"):
        g.set_poison("Carla", 1)
    with pytest.raises(BoardError, match="whole number"):
        g.set_poison("Bruno", -1)
    g.begin_combat()
    with pytest.raises(BoardError, match=r"set_poison\(\) sets up the board"):
        g.set_poison("Bruno", 1)


def test_613_7_set_timestamp_before_combat_only():
    g = bears()
    g.set_timestamp("Wall", 0)
    assert g.state.battlefield["Wall"].timestamp == 0
    with pytest.raises(BoardError, match="no permanent"):
        g.set_timestamp("Dragon", 1)
    g.begin_combat()
    with pytest.raises(BoardError, match=r"set_timestamp\(\) sets up the board"):
        g.set_timestamp("Wall", 2)


def test_set_spendable_mana_reads_both_forms():
    g = bears()
    g.set_spendable_mana("Ana", "{G}{R}")
    assert g.state.players["Ana"].mana == "GR"  # in the order written
    g.set_spendable_mana("Ana", {"G": 1, "R": 1})
    assert g.state.players["Ana"].mana == "RG"  # by colour, WUBRG then C
    g.set_spendable_mana("Ana", None)
    assert g.state.players["Ana"].mana is None
    with pytest.raises(BoardError):
        g.set_spendable_mana("Ana", "lots")


def test_510_4_damage_step_and_assigners():
    g = bears(first_strike=True)
    with pytest.raises(IllegalActionError):
        g.damage_step()  # no blockers declared yet (510.1)
    g.attack({"Bear": "Bruno", "Ogre": "Bruno"})
    g.block({"Wall": "Ogre", "Spider": "Ogre"})
    assert g.damage_step() == "first" and g.damage_assigners() == ["Bear"]
    g.assign()
    assert g.damage_step() == "second" and g.damage_assigners() == ["Ogre", "Wall", "Spider"]


def test_510_1c_damage_options_and_legal_divisions():
    g = bears()
    g.attack({"Ogre": "Bruno"})
    g.block({"Wall": "Ogre", "Spider": "Ogre"})
    assert g.damage_step() == "only"
    opt = g.damage_options("Ogre")
    assert (opt.power, opt.recipients, opt.forced, opt.rule) == (4, ("Wall", "Spider"), None, "510.1c")
    divisions = list(g.legal_divisions("Ogre"))
    assert len(divisions) == 5 and divisions[0] == {"Wall": 4}
    assert g.settled() is g.state  # combat begun, nothing on the stack


def test_615_7_616_1_replacement_effect_and_choices():
    from mtgjudge.cr.r615_prevention_effects import PreventionShield

    g = bears()
    g.add_replacement_effect(PreventionShield("Healing Salve", controller="Bruno", to="Bruno", remaining=3))
    g.choose_effect_order(["Healing Salve"], {"Healing Salve": ["Ogre"]})
    assert g.state.choice_order == ("Healing Salve",)
    assert g.state.choice_shields == (("Healing Salve", ("Ogre",)),)
    g.attack({"Ogre": "Bruno"})
    g.block()
    g.assign()
    assert g.state.players["Bruno"].life == 19  # 3 of the Ogre's 4 prevented


def test_117_3a_hold_priority_waits_in_the_last_two_steps():
    g = bears()
    g.hold_priority()
    g.attack({"Ogre": "Bruno"})
    g.block()
    g.assign()
    assert g.step is Step.COMBAT_DAMAGE and not g.is_over
    g.pass_priority()
    assert g.step is Step.END_OF_COMBAT and not g.is_over
    g.pass_priority()
    assert g.is_over


def test_110_4a_check_permanent_card(db):
    g = Game(["Ana", "Bruno"], db=db)
    g.check_permanent_card("Grizzly Bears")
    with pytest.raises(BoardError):
        g.check_permanent_card("Lightning Bolt")
