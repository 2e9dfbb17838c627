"""CR 726.2 (725.2 in the September text): "whenever one or more creatures a player
controls deal combat damage to the player who has the initiative": the event says "A
creature" for one and "2 creatures" for two, in English and Spanish."""

from __future__ import annotations

from conftest import lines

BOARD = """\
active: Ana
players: {{Ana: {{}}, Bruno: {{}}}}
initiative: Bruno
battlefield: {{Ana: [{attackers}]}}
attack: {{{attack}}}
"""


def test_726_2_one_creature_is_a_creature_and_its_controller(judge_yaml):
    """726.2: Hill Giant alone."""
    r = judge_yaml(BOARD.format(attackers="Hill Giant", attack="Hill Giant: Bruno"))
    assert lines(r, "726.2") == [
        ("726.2 A creature dealt combat damage to Bruno, who had the initiative: its controller Ana takes the "
        "initiative (venturing into Undercity is not modeled).")]
    (event,) = [e for e in r.events if e.rule == "726.2"]
    assert event.text("es") == (
        "1 criatura hizo daño de combate a Bruno, que tenía la iniciativa: su controlador Ana toma la "
        "iniciativa (no se modela aventurarse en la Ciudad Subterránea).")
    assert r.state.initiative == "Ana"


def test_726_2_two_creatures_one_trigger_counted(judge_yaml):
    """726.2: Hill Giant and Grizzly Bears: one trigger, "2 creatures ... their controller"."""
    r = judge_yaml(BOARD.format(attackers="Hill Giant, Grizzly Bears",
                                attack="Hill Giant: Bruno, Grizzly Bears: Bruno"))
    assert lines(r, "726.2") == [
        ("726.2 2 creatures dealt combat damage to Bruno, who had the initiative: their controller Ana takes "
        "the initiative (venturing into Undercity is not modeled).")]
    (event,) = [e for e in r.events if e.rule == "726.2"]
    assert event.text("es") == (
        "2 criaturas hicieron daño de combate a Bruno, que tenía la iniciativa: su controlador Ana toma la "
        "iniciativa (no se modela aventurarse en la Ciudad Subterránea).")
