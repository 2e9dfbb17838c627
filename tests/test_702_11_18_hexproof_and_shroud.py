"""CR 702.11 hexproof and 702.18 shroud: who may target the permanent (601.2c, 115).
Real cards, exact values."""

from __future__ import annotations


def test_702_11b_an_opponent_cant_target_a_creature_with_hexproof(judge_yaml):
    # Gladecover Scout (1/1, hexproof) attacks; Bruno's Shock at it is illegal and
    # changes nothing (733): the Scout deals its 1 damage.
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {}, Bruno: {}}
        battlefield: {Ana: [Gladecover Scout], Bruno: [Hill Giant]}
        attack: {Gladecover Scout: Bruno}
        actions:
          declare_attackers: [{cast: Shock, by: Bruno, target: Gladecover Scout}]
        """, refused="702.11b")
    assert not r.legal
    assert (r.error.rule, r.error.key) == ("702.11b", "target.protection")
    assert r.error.params["text"] == "Hexproof"
    assert "Gladecover Scout" in r.state.battlefield and r.state.players["Bruno"].life == 20


def test_702_11b_its_controller_may_target_it(judge_yaml):
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {}, Bruno: {}}
        battlefield: {Ana: [Gladecover Scout], Bruno: [Hill Giant]}
        attack: {Gladecover Scout: Bruno}
        actions:
          declare_attackers: [{cast: Giant Growth, by: Ana, target: Gladecover Scout}]
        """)
    assert r.legal
    assert r.state.players["Bruno"].life == 16  # 1 + 3 from Giant Growth


def test_702_18a_nobody_can_target_a_creature_with_shroud(board):
    # Shroud given by an effect (611.2): even its controller's Giant Growth can't target it.
    import pytest

    from mtgjudge.errors import IllegalActionError

    g = board(Ana=["Grizzly Bears"], Bruno=[])
    from mtgjudge.oracle.effects import hand_effects

    g.add_effects(hand_effects("Grizzly Bears", gains=["shroud"]))
    g.attack({"Grizzly Bears": "Bruno"})
    with pytest.raises(IllegalActionError) as e:
        g.cast("Giant Growth", "Ana", "Grizzly Bears")
    assert (e.value.rule, e.value.key) == ("702.18a", "target.protection")
    assert g.state.stack == ()
