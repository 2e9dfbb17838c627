"""CR 102.2-102.3: in a game between teams (Two-Headed Giant, 810), a player's opponents
are the players not on their team; teammates are never opponents. Every rule and effect
that says "opponent" asks the same question (``GameState.opponents`` / ``is_opponent``):
"each opponent" of triggered abilities (603), hexproof (702.11b), "creatures your
opponents control attack each combat if able" (508.1d), "an opponent or a permanent an
opponent controls" (Torbran, 614.1a) and a Siege's protector (310.11a). Real cards."""

from __future__ import annotations

from conftest import lines

from mtgjudge import Game

THG = """\
    active: Ana
    players: {{Ana: {{life: 30{mana}}}, Bruno: {{life: 30}}, Carla: {{life: 30{cmana}}}, Dario: {{life: 30}}}}
    teams: [[Ana, Bruno], [Carla, Dario]]
"""


def thg(body: str, mana: str = "", cmana: str = "") -> str:
    return THG.format(mana=f", mana: '{mana}'" if mana else "", cmana=f", mana: '{cmana}'" if cmana else "") + body


def test_102_3_each_opponent_loses_life_only_on_the_other_team(judge_yaml):
    """102.3, 603.2, 810.9: Pulse Tracker (Ana's) and Sanguine Syphoner (Bruno's) attack:
    "each opponent loses 1 life" means Carla and Dario, never the teammate. Each loss
    happens to one player and comes off the team's shared total: 30 - 2 - 2 = 26, then
    the unblocked Syphoner's 1 combat damage: 25. Bruno's 1 life gained: 31."""
    r = judge_yaml(thg("""\
    battlefield:
      Ana: [Pulse Tracker]
      Bruno: [Sanguine Syphoner]
      Carla: [Wall of Stone]
      Dario: []
    attack: {Pulse Tracker: Carla, Sanguine Syphoner: Dario}
    block: {Wall of Stone: Pulse Tracker}
    """))
    assert r.legal
    assert lines(r, "119.3") == [
        "119.3 Carla loses 1 life (29 left).",
        "119.3 Dario loses 1 life (28 left).",
        "119.3 Bruno gains 1 life (31 now).",
        "119.3 Carla loses 1 life (27 left).",
        "119.3 Dario loses 1 life (26 left)."]
    assert lines(r, "810.9")[:3] == [
        "810.9 The team Carla and Dario shares that life total, now 29.",
        "810.9 The team Carla and Dario shares that life total, now 28.",
        "810.9 The team Ana and Bruno shares that life total, now 31."]
    assert [r.state.players[n].life for n in ("Ana", "Bruno", "Carla", "Dario")] == [31, 31, 25, 25]


def test_102_3_opponents_are_the_players_not_on_the_team(db):
    g = Game({"Ana": 30, "Bruno": 30, "Carla": 30, "Dario": 30}, "Ana",
             teams=[["Ana", "Bruno"], ["Carla", "Dario"]], db=db)
    assert g.state.opponents("Ana") == ("Carla", "Dario")
    assert g.state.opponents("Dario") == ("Ana", "Bruno")
    assert not g.state.is_opponent("Ana", "Bruno") and g.state.is_opponent("Bruno", "Carla")
    free = Game(["Ana", "Bruno", "Carla"], "Ana", db=db)  # no teams: every other player (102.2, 802)
    assert free.state.opponents("Bruno") == ("Ana", "Carla")


def test_702_11b_a_teammate_may_target_a_creature_with_hexproof(judge_yaml):
    """702.11b: hexproof stops only the controller's opponents. Ana's Giant Growth on her
    teammate Bruno's Gladecover Scout (1/1, hexproof) is legal: it deals 4 to Carla."""
    r = judge_yaml(thg("""\
    battlefield: {Ana: [], Bruno: [Gladecover Scout], Carla: [], Dario: []}
    attack: {Gladecover Scout: Carla}
    actions:
      declare_attackers: [{cast: Giant Growth, by: Ana, target: Gladecover Scout}]
    """, mana="{G}"))
    assert r.legal
    assert lines(r, "510.2") == ["510.2 Gladecover Scout deals 4 damage to Carla."]
    assert r.state.players["Dario"].life == 26


def test_702_11b_the_other_team_still_cannot_target_it(judge_yaml):
    r = judge_yaml(thg("""\
    battlefield: {Ana: [], Bruno: [Gladecover Scout], Carla: [], Dario: []}
    attack: {Gladecover Scout: Carla}
    actions:
      declare_attackers: [{cast: Shock, by: Carla, target: Gladecover Scout}]
    """, cmana="{R}"), refused="702.11b")
    assert not r.legal and r.error.rule == "702.11b"


def test_508_1d_creatures_your_opponents_control_spares_the_teammate(judge_yaml):
    """508.1d, 102.3: Bruno's Angler Turtle makes his opponents' creatures attack; Ana is
    his teammate, so her Grizzly Bears may stay home. Under Carla, the Bears must attack."""
    body = """\
    battlefield: {{Ana: [Grizzly Bears], Bruno: [{turtle}], Carla: [{carla}], Dario: []}}
    attack: {{}}
    """
    r = judge_yaml(thg(body.format(turtle="Angler Turtle", carla="")))
    assert r.legal
    r = judge_yaml(thg(body.format(turtle="", carla="Angler Turtle")), refused="508.1d")
    assert not r.legal and r.error.rule == "508.1d"


def test_614_1a_torbran_adds_2_only_to_damage_to_the_other_team(judge_yaml):
    """614.1a, 102.3: Torbran, Thane of Red Fell adds 2 to damage its controller's red
    sources deal to "an opponent or a permanent an opponent controls". Coalhauler Swine,
    blocked by Carla's Grizzly Bears and dealt 2, deals 2 to each player: 2 to Ana and to
    her teammate Bruno (team 30 - 4 = 26), 4 to Carla and to Dario (team 30 - 8 = 22)."""
    r = judge_yaml(thg("""\
    battlefield:
      Ana: ["Torbran, Thane of Red Fell", Coalhauler Swine]
      Bruno: []
      Carla: [Grizzly Bears]
      Dario: []
    attack: {Coalhauler Swine: Carla}
    block: {Grizzly Bears: Coalhauler Swine}
    """))
    assert r.legal
    assert lines(r, "120.4b") == ["120.4b Coalhauler Swine deals 2 damage to Ana.",
                                  "120.4b Coalhauler Swine deals 2 damage to Bruno.",
                                  "120.4b Coalhauler Swine deals 4 damage to Carla.",
                                  "120.4b Coalhauler Swine deals 4 damage to Dario."]
    assert [r.state.players[n].life for n in ("Ana", "Bruno", "Carla", "Dario")] == [26, 26, 22, 22]


def test_310_11a_a_sieges_protector_is_an_opponent_not_a_teammate(db):
    """310.11a, 102.3: a Siege's protector is an opponent of its controller: Ana's
    Invasion of Tarkir is protected by Carla (the first opponent in turn order, not her
    teammate Bruno), so Ana's team can attack it; naming Bruno is refused."""
    import pytest

    from mtgjudge import BoardError

    teams = [["Ana", "Bruno"], ["Carla", "Dario"]]
    g = Game({"Ana": 30, "Bruno": 30, "Carla": 30, "Dario": 30}, "Ana", teams=teams, db=db)
    g.add("Invasion of Tarkir", "Ana", counters={"defense": 5})
    g.add("Hill Giant", "Bruno")
    assert g.state.battlefield["Invasion of Tarkir"].protector == "Carla"
    g.attack({"Hill Giant": "Invasion of Tarkir"})
    g.block({})
    g.assign()
    assert g.state.battlefield["Invasion of Tarkir"].defense == 2
    g2 = Game({"Ana": 30, "Bruno": 30, "Carla": 30, "Dario": 30}, "Ana", teams=teams, db=db)
    with pytest.raises(BoardError, match="310.11a"):
        g2.add("Invasion of Tarkir", "Ana", counters={"defense": 5}, protector="Bruno")
