"""CR 510: assigning and dealing combat damage, with the CR's own example."""

from __future__ import annotations

import pytest

from mtgjudge import DamageAssignment, IllegalActionError, Step, UnknownNameError


def regrower(board):
    g = board(Ana=["Elvish Regrower"], Bruno=["Vampire Spawn", "Helpful Hunter"])
    g.attack({"Elvish Regrower": "Bruno"})
    g.block({"Vampire Spawn": "Elvish Regrower", "Helpful Hunter": "Elvish Regrower"})
    return g


def test_510_1c_example_exactly_five_splits_are_legal(board):
    g = regrower(board)
    splits = set()
    for decl in g.legal_declarations():
        a = decl.as_dict()["Elvish Regrower"]
        splits.add((a.get("Helpful Hunter", 0), a.get("Vampire Spawn", 0)))
    assert splits == {(4, 0), (3, 1), (2, 2), (1, 3), (0, 4)}


@pytest.mark.parametrize("hunter,spawn", [(4, 0), (3, 1), (2, 2), (1, 3), (0, 4)])
def test_510_1c_example_each_split_is_legal(board, hunter, spawn):
    g = regrower(board)
    g.assign({"Elvish Regrower": {"Helpful Hunter": hunter, "Vampire Spawn": spawn}})
    dead = set(g.state.graveyard)
    # Hunter (1/1) dies to any damage; Spawn (2/3) to 3 or more; the Regrower (4/3)
    # always takes 2 + 1 = 3 and dies (704.5g).
    assert ("Helpful Hunter" in dead) == (hunter >= 1)
    assert ("Vampire Spawn" in dead) == (spawn >= 3)
    assert "Elvish Regrower" in dead
    assert g.step is Step.END_OF_COMBAT


@pytest.mark.parametrize("hunter,spawn,total", [(2, 1, 3), (3, 2, 5), (0, 3, 3), (5, 0, 5)])
def test_510_1a_split_must_total_power(board, hunter, spawn, total):
    g = regrower(board)
    before = g.state.copy()
    with pytest.raises(IllegalActionError) as e:
        g.assign({"Elvish Regrower": {"Helpful Hunter": hunter, "Vampire Spawn": spawn}})
    assert e.value.rule == "510.1a"
    assert e.value.params["total"] == total
    assert g.state == before  # 733: nothing changed


def test_510_1c_blocked_creature_cannot_assign_to_player(board):
    g = regrower(board)
    before = g.state.copy()
    n_events = len(g.events)
    with pytest.raises(IllegalActionError) as e:
        g.assign({"Elvish Regrower": {"Helpful Hunter": 1, "Vampire Spawn": 2, "Bruno": 1}})
    assert e.value.rule == "510.1c"
    assert e.value.key == "assign.blocked_to_player"
    assert g.state == before and len(g.events) == n_events


def test_510_1c_choice_needed_when_omitted(board):
    g = regrower(board)
    with pytest.raises(IllegalActionError) as e:
        g.assign()
    assert e.value.key == "assign.choice_needed"
    assert e.value.params["options"] == "Vampire Spawn, Helpful Hunter"
    assert e.value.params["power"] == 4


def test_510_1b_unblocked_creature_damages_the_player(board):
    g = board(Ana=["Hill Giant"], Bruno=[])
    g.attack({"Hill Giant": "Bruno"})
    g.block({})
    events = g.assign()
    assert [(e.rule, e.key) for e in events if e.key == "damage.assign"] == [("510.1b", "damage.assign")]
    assert g.state.players["Bruno"].life == 17


def test_510_1b_unblocked_creature_cannot_assign_elsewhere(board):
    g = board(Ana=["Hill Giant"], Bruno=["Grizzly Bears"])
    g.attack({"Hill Giant": "Bruno"})
    g.block({})
    with pytest.raises(IllegalActionError) as e:
        g.assign({"Hill Giant": {"Grizzly Bears": 3}})
    assert e.value.rule == "510.1b"


def test_510_1d_blocker_divides_among_attackers(board):
    # Night Market Guard (3/1) can block an additional creature each combat (509.1a).
    g = board(Ana=["Goblin Piker", "Raging Goblin"], Bruno=["Night Market Guard"])
    g.attack({"Goblin Piker": "Bruno", "Raging Goblin": "Bruno"})
    g.block({"Night Market Guard": ["Goblin Piker", "Raging Goblin"]})
    splits = sorted(tuple(sorted(d.as_dict()["Night Market Guard"].items()))
                    for d in g.legal_declarations())
    assert len(splits) == 4  # 3/0, 2/1, 1/2, 0/3
    g.assign({"Night Market Guard": {"Goblin Piker": 1, "Raging Goblin": 2}})
    assert sorted(g.state.graveyard) == ["Goblin Piker", "Night Market Guard", "Raging Goblin"]


def test_510_1d_blocker_cannot_assign_to_creature_it_does_not_block(board):
    g = board(Ana=["Goblin Piker", "Raging Goblin"], Bruno=["Grizzly Bears"])
    g.attack({"Goblin Piker": "Bruno", "Raging Goblin": "Bruno"})
    g.block({"Grizzly Bears": "Goblin Piker"})
    with pytest.raises(IllegalActionError) as e:
        g.assign({"Grizzly Bears": {"Raging Goblin": 2}})
    assert e.value.rule == "510.1d"


def test_510_1a_zero_power_assigns_nothing(board):
    g = board(Ana=["Ornithopter"], Bruno=[])
    g.attack({"Ornithopter": "Bruno"})
    g.block({})
    events = g.assign()
    assert [e.key for e in events if e.rule == "510.1a"] == ["damage.no_power"]
    assert g.state.players["Bruno"].life == 20


def test_510_2_damage_is_dealt_simultaneously(board):
    # Both creatures deal damage even though both die: damage is dealt at once (510.2).
    g = board(Ana=["Grizzly Bears"], Bruno=["Goblin Piker"])
    g.attack({"Grizzly Bears": "Bruno"})
    g.block({"Goblin Piker": "Grizzly Bears"})
    g.assign()
    assert sorted(g.state.graveyard) == ["Goblin Piker", "Grizzly Bears"]


def test_510_4_first_strike_step_then_regular_step(board):
    g = board(Ana=["Youthful Knight"], Bruno=["Grizzly Bears"])
    g.attack({"Youthful Knight": "Bruno"})
    g.block({"Grizzly Bears": "Youthful Knight"})
    first = g.assign()
    assert first[0].rule == "510.4" and first[0].key == "damage.step_first"
    assert g.step is Step.FIRST_STRIKE_DAMAGE
    assert g.state.graveyard == ["Grizzly Bears"]
    second = g.assign()
    assert second[0].key == "damage.step_second"
    assert not [e for e in second if e.key == "damage.dealt"]
    assert "Youthful Knight" in g.state.battlefield and g.state.battlefield["Youthful Knight"].damage == 0


def test_510_4_double_strike_deals_damage_in_both_steps(board):
    g = board(Ana=["Marisi's Twinclaws"], Bruno=[])
    g.attack({"Marisi's Twinclaws": "Bruno"})
    g.block({})
    g.assign()
    assert g.state.players["Bruno"].life == 18
    g.assign()
    assert g.state.players["Bruno"].life == 16


def test_510_4_first_striker_does_not_deal_damage_twice(board):
    g = board(Ana=["Youthful Knight", "Goblin Piker"], Bruno=[])
    g.attack({"Youthful Knight": "Bruno", "Goblin Piker": "Bruno"})
    g.block({})
    g.assign()
    assert g.state.players["Bruno"].life == 18  # only the Knight
    with pytest.raises(IllegalActionError) as e:
        g.assign({"Youthful Knight": {"Bruno": 2}})
    assert e.value.rule == "510.4"
    g.assign()
    assert g.state.players["Bruno"].life == 16  # only the Piker


def test_509_1h_attacker_stays_blocked_when_its_blocker_dies(board):
    # Twinclaws (double strike) kills the Bears in the first-strike step; in the second
    # step it is still blocked with no blocker, so it deals no damage (509.1h, 510.1c).
    g = board(Ana=["Marisi's Twinclaws"], Bruno=["Grizzly Bears"])
    g.attack({"Marisi's Twinclaws": "Bruno"})
    g.block({"Grizzly Bears": "Marisi's Twinclaws"})
    g.assign()
    events = g.assign()
    assert ("510.1c", "damage.nothing_to_hit") in [(e.rule, e.key) for e in events]
    assert g.state.players["Bruno"].life == 20


def test_510_1_assignment_before_blocks_is_rejected(board):
    g = board(Ana=["Hill Giant"], Bruno=[])
    g.attack({"Hill Giant": "Bruno"})
    with pytest.raises(IllegalActionError) as e:
        g.push(DamageAssignment.of({"Hill Giant": {"Bruno": 3}}))
    assert e.value.rule == "510.1"


def test_510_1c_legal_divisions_of_one_creature_are_the_cr_examples_five(board):
    from mtgjudge.cr import r510_combat_damage as r510

    g = board(Ana=["Elvish Regrower"], Bruno=["Vampire Spawn", "Helpful Hunter"])
    g.attack({"Elvish Regrower": "Bruno"})
    g.block({"Vampire Spawn": "Elvish Regrower", "Helpful Hunter": "Elvish Regrower"})
    assert list(r510.legal_divisions(g.state, "Elvish Regrower")) == [
        {"Vampire Spawn": 4}, {"Vampire Spawn": 3, "Helpful Hunter": 1}, {"Vampire Spawn": 2, "Helpful Hunter": 2},
        {"Vampire Spawn": 1, "Helpful Hunter": 3}, {"Helpful Hunter": 4}]
    # A blocker with one attacker to hit has one division (510.1d).
    assert list(r510.legal_divisions(g.state, "Vampire Spawn")) == [{"Elvish Regrower": 2}]


def test_702_19b_legal_divisions_count_the_other_attackers_damage_toward_lethal(board):
    from mtgjudge.cr import r510_combat_damage as r510

    # Palace Guard (1/4) blocks both attackers; Hill Giant also blocks Grizzly Bears.
    g = board(Ana=["Colossal Dreadmaw", "Grizzly Bears"], Bruno=["Palace Guard", "Hill Giant"])
    g.attack({"Colossal Dreadmaw": "Bruno", "Grizzly Bears": "Bruno"})
    g.block({"Palace Guard": ["Colossal Dreadmaw", "Grizzly Bears"], "Hill Giant": "Grizzly Bears"})
    # The Bears' division isn't stated: the Dreadmaw alone must give the Guard lethal damage (4).
    assert list(r510.legal_divisions(g.state, "Colossal Dreadmaw")) == [
        {"Palace Guard": 6}, {"Palace Guard": 5, "Bruno": 1}, {"Palace Guard": 4, "Bruno": 2}]
    # The Bears give the Guard 2: that counts toward lethal damage (702.19b), so 2 more is enough.
    assert list(r510.legal_divisions(g.state, "Colossal Dreadmaw", {"Grizzly Bears": {"Palace Guard": 2}})) == [
        {"Palace Guard": 6}, {"Palace Guard": 5, "Bruno": 1}, {"Palace Guard": 4, "Bruno": 2},
        {"Palace Guard": 3, "Bruno": 3}, {"Palace Guard": 2, "Bruno": 4}]


def test_510_1d_blocker_whose_attacker_left_combat(board):
    # A first-strike deathtouch blocker kills Youthful Knight in the first-strike step,
    # so in the regular step the Grizzly Bears block nothing and assign no damage.
    g = board(Ana=["Youthful Knight"], Bruno=["Grizzly Bears"])
    g.add_creature("Deadly Striker", "Bruno", 1, 1, keywords=["first strike", "deathtouch"])
    g.attack({"Youthful Knight": "Bruno"})
    g.block({"Grizzly Bears": "Youthful Knight", "Deadly Striker": "Youthful Knight"})
    g.assign({"Youthful Knight": {"Deadly Striker": 2}})
    assert "Youthful Knight" in g.state.graveyard
    events = g.assign()
    assert ("510.1d", "damage.blocking_nothing", "Grizzly Bears") in [
        (e.rule, e.key, e.params.get("source")) for e in events]


def test_510_1b_attacker_of_a_planeswalker_that_left_assigns_nothing(board):
    # Marisi's Twinclaws (double strike) removes Ajani's last loyalty in the first-strike
    # step; the Dreadmaw attacking Ajani then attacks nothing (506.4c) and deals no damage.
    g = board(Ana=["Marisi's Twinclaws", "Colossal Dreadmaw"],
              Bruno=[("Ajani, Caller of the Pride", {"counters": {"loyalty": 2}})])
    g.attack({"Marisi's Twinclaws": "Ajani, Caller of the Pride", "Colossal Dreadmaw": "Ajani, Caller of the Pride"})
    g.block({})
    g.assign()
    assert g.state.graveyard == ["Ajani, Caller of the Pride"]
    with pytest.raises(IllegalActionError) as e:
        g.push(DamageAssignment.of({"Colossal Dreadmaw": {"Bruno": 6}}))
    assert (e.value.rule, e.value.key) == ("510.1b", "damage.no_target")
    events = g.assign()
    assert ("510.1b", "damage.no_target") in [(x.rule, x.key) for x in events]
    assert g.state.players["Bruno"].life == 20


@pytest.mark.parametrize("amounts,key", [({"Hill Giant": 2.5, "Bruno": 3.5}, "assign.not_whole"),
                                         ({"Hill Giant": "6"}, "assign.not_whole"),
                                         ({"Hill Giant": 6, "Nobody": 0}, "input.unknown_name")])
def test_510_1a_damage_is_whole_numbers_to_real_recipients(board, amounts, key):
    g = board(Ana=["Colossal Dreadmaw"], Bruno=["Hill Giant"])
    g.attack({"Colossal Dreadmaw": "Bruno"})
    g.block({"Hill Giant": "Colossal Dreadmaw"})
    decl = DamageAssignment.of({"Colossal Dreadmaw": amounts})
    assert not g.is_legal(decl)
    with pytest.raises((IllegalActionError, UnknownNameError)) as e:  # a name is bad input
        g.push(decl)
    assert (e.value.key if isinstance(e.value, IllegalActionError) else e.value.text.key) == key


def test_510_1_one_assignment_per_creature(board):
    g = board(Ana=["Hill Giant"])
    g.attack({"Hill Giant": "Bruno"})
    g.block({})
    twice = DamageAssignment((("Hill Giant", (("Bruno", 3),)), ("Hill Giant", (("Bruno", 3),))))
    with pytest.raises(IllegalActionError) as e:
        g.push(twice)
    assert e.value.key == "assign.twice"


def test_510_4_assign_after_first_strike_warns_precisely(judge_yaml):
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {}, Bruno: {}}
        battlefield: {Ana: [Youthful Knight], Bruno: []}
        attack: {Youthful Knight: Bruno}
        assign_first_strike: {Youthful Knight: {Bruno: 2}}
        assign: {Youthful Knight: {Bruno: 2}}
        """)
    assert [w.key for w in r.warnings] == ["warn.unused_after_first"]
