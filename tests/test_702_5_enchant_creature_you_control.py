"""CR 702.5a and 704.5m: "Enchant creature you control" (Cartouche of Solidarity): the
Aura can be attached only to a creature its controller controls; on another player's
creature it is put into its owner's graveyard."""

from __future__ import annotations


BOARD = """\
    active: Ana
    players: {Ana: {}, Bruno: {}}
    battlefield:
      Ana: [Grizzly Bears, {card: Cartouche of Solidarity, attached_to: %s}]
      Bruno: [Hill Giant]
    attack: {Grizzly Bears: Bruno}
    """


def test_702_5a_cartouche_on_its_controllers_creature_stays(judge_yaml):
    # "Enchanted creature gets +1/+1 and has first strike."
    r = judge_yaml(BOARD % "Grizzly Bears")
    assert r.state.battlefield["Cartouche of Solidarity"].attached_to == "Grizzly Bears"
    assert r.state.players["Bruno"].life == 17


def test_704_5m_cartouche_on_an_opponents_creature_goes_to_the_graveyard(judge_yaml):
    r = judge_yaml(BOARD % "Hill Giant")
    assert "Cartouche of Solidarity" in r.state.graveyard
    assert r.state.players["Bruno"].life == 18
