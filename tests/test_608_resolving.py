"""CR 608: resolving instants and abilities read from Oracle text: damage (120.2b),
pump (611.2a), prevention (615), targets checked again on resolution (608.2b).
Real cards, exact values."""

from __future__ import annotations

from conftest import lines


def test_608_shock_on_a_first_strike_blocker_after_the_first_strike_damage_step(board):
    """Issue 10.6: Youthful Knight (2/1, first strike) blocks Hill Giant (3/3) and deals
    its 2 first; Shock kills it before regular damage: Hill Giant stays blocked (509.1h)
    and deals no damage; the Knight never deals damage twice."""
    g = board(Ana=["Hill Giant"], Bruno=["Youthful Knight"])
    g.attack({"Hill Giant": "Bruno"})
    g.block({"Youthful Knight": "Hill Giant"})
    g.assign()  # first-strike step: the Knight deals 2
    assert g.state.battlefield["Hill Giant"].damage == 2
    shock = g.cast("Shock", "Ana", "Youthful Knight")
    assert shock[0].text() == "Ana casts Shock targeting Youthful Knight, paying {R}; it goes on the stack."
    events = g.assign()
    assert [f"{e.rule} {e.text()}" for e in events] == [
        "405.5 All players pass in succession: Shock resolves.",
        "120.4b Shock deals 2 damage to Youthful Knight.",
        "120.3e 2 damage is marked on Youthful Knight (2 in all, toughness 1).",
        "120.10 Youthful Knight was dealt 1 excess damage.",
        "704.5g Youthful Knight has 2 damage marked and toughness 1: it is destroyed.",
        "506.4 Youthful Knight left the battlefield and is removed from combat.",
        ("510.4 Second combat damage step: creatures without first strike, and those with double strike, "
         "assign combat damage."),
        "510.1c Hill Giant assigns no combat damage: it is blocked but no creature is blocking it any longer.",
        "511.3 End of combat: all creatures, planeswalkers and battles are removed from combat.",
    ]
    assert g.state.battlefield["Hill Giant"].damage == 2
    assert g.state.players["Bruno"].life == 20
    assert g.state.graveyard == ["Youthful Knight"]


def test_120_2b_lightning_bolt_to_the_defending_player(board):
    g = board(Ana=["Grizzly Bears"], Bruno=[])
    g.attack({"Grizzly Bears": "Bruno"})
    g.cast("Lightning Bolt", "Ana", "Bruno")
    g.block({})
    assert g.state.players["Bruno"].life == 17
    g.assign()
    assert g.state.players["Bruno"].life == 15


def test_611_2a_inspirit_untaps_the_attacker_and_it_gets_2_4(board):
    g = board(Ana=["Grizzly Bears"], Bruno=[])
    g.attack({"Grizzly Bears": "Bruno"})
    assert g.state.battlefield["Grizzly Bears"].tapped
    g.cast("Inspirit", "Ana", "Grizzly Bears")
    events = g.pass_priority()
    assert [f"{e.rule} {e.text()}" for e in events][1:] == [
        "701.26b Grizzly Bears becomes untapped.",
        "611.2a Grizzly Bears gets +2/+4 until end of turn."]
    bears = g.state.battlefield["Grizzly Bears"]
    assert (bears.tapped, bears.power, bears.toughness) == (False, 4, 6)
    assert "Grizzly Bears" in g.state.combat.attacking  # untapping doesn't remove it from combat


def test_615_1_holy_day_after_blocks_prevents_all_combat_damage(judge_yaml):
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {}, Bruno: {}}
        battlefield: {Ana: [Grizzly Bears, Hill Giant], Bruno: [Craw Wurm]}
        attack: {Grizzly Bears: Bruno, Hill Giant: Bruno}
        block: {Craw Wurm: Hill Giant}
        actions: {declare_blockers: [{cast: Holy Day, by: Bruno}]}
        """)
    assert "615.1 All combat damage that would be dealt this turn will be prevented (Holy Day)." in lines(r)
    assert lines(r, "510.2") == []
    assert r.state.players["Bruno"].life == 20
    assert [p.damage for p in r.state.battlefield.values()] == [0, 0, 0]


def test_615_7_mending_hands_shield_from_the_stack(board):
    g = board(Ana=["Hill Giant"], Bruno=["Grizzly Bears"])
    g.attack({"Hill Giant": "Bruno"})
    g.block({"Grizzly Bears": "Hill Giant"})
    events = g.cast("Mending Hands", "Bruno", "Grizzly Bears") + g.pass_priority()
    assert events[-1].text() == ("The next 4 damage that would be dealt to Grizzly Bears this turn "
                                 "will be prevented (Mending Hands).")
    g.assign()
    assert g.state.battlefield["Grizzly Bears"].damage == 0
    assert g.state.battlefield["Hill Giant"].damage == 2
    assert [e.remaining for e in g.state.replacement_effects] == [1]


def test_608_2b_a_target_that_gained_protection_makes_the_spell_not_resolve(board, db):
    """Shock, then (in response) the target gains protection from red: Shock's only
    target is illegal on resolution (608.2b, 702.16b)."""
    g = board(Ana=["Grizzly Bears"], Bruno=["Hill Giant"])
    g.attack({"Grizzly Bears": "Bruno"})
    g.cast("Shock", "Bruno", "Grizzly Bears")
    from mtgjudge.cr import r611_continuous_effects as r611
    from mtgjudge.oracle.effects import hand_effects

    r611.add(g.state, hand_effects("Grizzly Bears", gains=["protection from red"]))
    events = g.pass_priority()
    assert [e.rule for e in events] == ["405.5", "608.2b"]
    assert g.state.battlefield["Grizzly Bears"].damage == 0


def test_615_7_mending_hands_on_a_player(board):
    g = board(Ana=["Hill Giant"], Bruno=[])
    g.attack({"Hill Giant": "Bruno"})
    g.cast("Mending Hands", "Bruno", "Bruno")
    g.block({})
    g.assign()
    assert g.state.players["Bruno"].life == 20
    assert [(e.to, e.remaining) for e in g.state.replacement_effects] == [("Bruno", 1)]


def test_608_2c_unsummon_returns_the_blocked_attacker_to_its_owners_hand(judge_yaml):
    """Unsummon ({U}) on the blocked Hill Giant: it is returned to its owner's hand,
    leaving combat (506.4); Grizzly Bears, blocking nothing now, deals no damage, and the
    final state shows Hill Giant in Ana's hand (JSON ``state.hand``)."""
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {}, Bruno: {mana: "{U}"}}
        battlefield: {Ana: [Hill Giant], Bruno: [Grizzly Bears]}
        attack: {Hill Giant: Bruno}
        block: {Grizzly Bears: Hill Giant}
        actions:
          declare_blockers: [{cast: Unsummon, by: Bruno, target: Hill Giant}]
        """)
    assert r.legal
    assert lines(r)[5:11] == [
        "601.2 Bruno casts Unsummon targeting Hill Giant, paying {U}; it goes on the stack.",
        "405.5 All players pass in succession: Unsummon resolves.",
        "608.2c Hill Giant is returned to its owner's hand (Ana's).",
        "506.4 Hill Giant left the battlefield and is removed from combat.",
        "510.1 Combat damage step.",
        "510.1d Grizzly Bears assigns no combat damage: the creatures it was blocking have left combat."]
    assert list(r.state.battlefield) == ["Grizzly Bears"]
    assert r.state.hand == ["Hill Giant"] and r.state.graveyard == []
    assert r.to_dict()["state"]["hand"] == [{"id": "Hill Giant", "owner": "Ana"}]
