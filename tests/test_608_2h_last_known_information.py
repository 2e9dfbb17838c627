"""CR 608.2h, 113.7a: an ability whose source left the battlefield uses the source as it
last existed there, with the effects that applied to it then: Prodigal Pyromancer
wearing Basilisk Collar still deals damage with deathtouch and lifelink after it died
(702.2b, 702.15b). Real cards, exact values."""

from __future__ import annotations

from conftest import lines

COLLAR = """\
active: Ana
players: {Ana: {life: 20}, Bruno: {life: 20, mana: "{R}"}}
battlefield:
  Ana: [Prodigal Pyromancer, {card: Basilisk Collar, attached_to: Prodigal Pyromancer}, Grizzly Bears]
  Bruno: [Craw Wurm]
attack: {Grizzly Bears: Bruno}
actions:
  declare_attackers:
    - {activate: Prodigal Pyromancer, target: Craw Wurm}
    - {cast: Shock, by: Bruno, target: Prodigal Pyromancer}
"""


def test_608_2h_a_dead_sources_ability_keeps_the_deathtouch_and_lifelink_it_had(judge_yaml):
    """608.2h, 702.2b, 702.15b: Shock kills the Pyromancer in response; its ability still
    deals 1 damage as the Pyromancer last was: deathtouch destroys Craw Wurm, lifelink
    gains Ana 1 life."""
    r = judge_yaml(COLLAR)
    assert lines(r, "120.3f") == ["120.3f Ana gains 1 life from Prodigal Pyromancer's lifelink (21 life)."]
    assert lines(r, "704.5h") == ["704.5h Craw Wurm was dealt damage by a source with deathtouch: it is destroyed."]
    assert r.state.graveyard == ["Prodigal Pyromancer", "Craw Wurm"]
    assert r.state.players["Ana"].life == 21


def test_608_2h_without_the_collar_the_same_ability_has_neither(judge_yaml):
    """608.2h: the keywords came from the Collar, not the card: without it, 1 damage."""
    r = judge_yaml(COLLAR.replace(", {card: Basilisk Collar, attached_to: Prodigal Pyromancer}", ""))
    assert lines(r, "120.3f") == [] and lines(r, "704.5h") == []
    assert r.state.battlefield["Craw Wurm"].damage == 1


def test_608_2h_last_known_values_include_the_effects_of_the_moment_it_left(board):
    """608.2h, 613: Grizzly Bears under Glorious Anthem is destroyed; as it last existed
    it was a 3/3, and the Anthem that stays doesn't change that."""
    g = board(Ana=["Grizzly Bears", "Glorious Anthem"], Bruno=["Hill Giant"])
    g.attack({"Grizzly Bears": "Bruno"})
    g.cast("Murder", "Bruno", "Grizzly Bears")
    g.pass_priority()
    gone = g.state.last_known["Grizzly Bears"]
    assert (gone.power, gone.toughness) == (3, 3)


def test_608_2h_a_spell_is_not_a_permanent_of_the_same_name(judge_yaml):
    """405.4: Bruno's Shock is the source of its damage, not Ana's creature that happens
    to be named "Shock" and has deathtouch and lifelink."""
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {life: 20}, Bruno: {life: 20, mana: "{R}"}}
        battlefield:
          Ana: [{name: Shock, power: 1, toughness: 1, keywords: [deathtouch, lifelink]}, Grizzly Bears]
          Bruno: [Craw Wurm]
        attack: {Grizzly Bears: Bruno}
        actions:
          declare_attackers:
            - {cast: Shock, by: Bruno, target: Craw Wurm}
        """)
    assert r.state.battlefield["Craw Wurm"].damage == 2
    assert r.state.players["Ana"].life == 20
