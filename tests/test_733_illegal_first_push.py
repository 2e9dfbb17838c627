"""CR 733: an illegal action changes nothing, not even the start of combat (507) that a
first declaration would otherwise bring with it."""

from __future__ import annotations

import pytest

from mtgjudge import Game, IllegalActionError, Step


def test_733_illegal_first_declaration_does_not_begin_combat():
    # The Hill Giant has lethal damage: beginning combat would destroy it (507.2, 704.5g).
    g = Game(["Ana", "Bruno"], db=object())
    g.add_creature("Bear", "Ana", 2, 2, tapped=True)
    g.add_creature("Hill Giant", "Ana", 3, 3, damage=3)
    before = g.state.copy()
    with pytest.raises(IllegalActionError) as e:
        g.attack({"Bear": "Bruno"})  # tapped: can't attack (508.1a)
    assert (e.value.rule, e.value.key) == ("508.1a", "attack.tapped")
    assert g.state == before and g.events == [] and g.declarations == []
    assert not g.state.combat.begun and g.step is Step.BEGINNING_OF_COMBAT
    assert "Hill Giant" in g.state.battlefield  # state-based actions didn't happen
    g.add_creature("Elf", "Ana", 1, 1)  # combat hasn't begun: permanents can still be added


def test_733_legal_first_push_begins_combat_and_pop_keeps_it_begun():
    g = Game(["Ana", "Bruno"], db=object())
    g.add_creature("Bear", "Ana", 2, 2)
    g.add_creature("Hill Giant", "Ana", 3, 3, damage=3)
    events = g.attack({"Bear": "Bruno"})
    assert [e.rule for e in g.events] == ["506.2", "704.5g", "508.1a", "508.1f"]
    assert [e.rule for e in events] == ["508.1a", "508.1f"]  # the push's own events
    g.pop()
    assert [e.rule for e in g.events] == ["506.2", "704.5g"]  # 507 is not undone
    assert g.state.combat.begun and g.state.graveyard == ["Hill Giant"]
    assert g.state.combat.attacking == {}
