"""Regressions found by testers, each named after the rule it concerns."""

from __future__ import annotations

import pytest

from mtgjudge import AttackDeclaration, DamageAssignment, IllegalActionError


def test_508_1b_each_attacker_attacks_what_was_announced_for_it(board):
    g = board(Ana=["Grizzly Bears", "Hill Giant"], Bruno=["Ajani, Caller of the Pride"])
    g.attack({"Grizzly Bears": "Bruno", "Hill Giant": "Ajani, Caller of the Pride"})
    assert g.state.combat.attacking == {"Grizzly Bears": "Bruno", "Hill Giant": "Ajani, Caller of the Pride"}
    g.block({})
    g.assign()
    assert g.state.players["Bruno"].life == 18
    assert g.state.battlefield["Ajani, Caller of the Pride"].loyalty == 1


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


def test_702_2c_trample_message_with_deathtouch_says_one_is_lethal(board):
    g = board(Ana=[("Colossal Dreadmaw", {"gains": ["deathtouch"]})], Bruno=["Hill Giant", "Grizzly Bears"])
    g.attack({"Colossal Dreadmaw": "Bruno"})
    g.block({"Hill Giant": "Colossal Dreadmaw", "Grizzly Bears": "Colossal Dreadmaw"})
    with pytest.raises(IllegalActionError) as e:
        g.assign({"Colossal Dreadmaw": {"Hill Giant": 1, "Grizzly Bears": 0, "Bruno": 5}})
    assert (e.value.rule, e.value.params["blocker"], e.value.params["lethal"]) == ("702.19b", "Grizzly Bears", 1)


def test_702_19b_trample_attacking_a_battle_cites_702_19b(board):
    from mtgjudge.cards.model import Card

    g = board(Ana=["Colossal Dreadmaw"], Bruno=["Hill Giant"])
    g.add(Card("Test Battle", types=("Battle",), defense="4"), "Ana")
    g.attack({"Colossal Dreadmaw": "Test Battle"})
    g.block({"Hill Giant": "Colossal Dreadmaw"})
    with pytest.raises(IllegalActionError) as e:
        g.assign({"Colossal Dreadmaw": {"Hill Giant": 3, "Bruno": 3}})
    assert (e.value.rule, e.value.key) == ("702.19b", "assign.trample_wrong_target")


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


def test_120_3c_no_event_for_counters_that_are_not_there(board):
    g = board(Ana=["Hill Giant", "Grizzly Bears"], Bruno=[("Ajani, Caller of the Pride", {"counters": {"loyalty": 2}})])
    g.attack({"Hill Giant": "Ajani, Caller of the Pride", "Grizzly Bears": "Ajani, Caller of the Pride"})
    g.block({})
    events = g.assign()
    assert [e.params["amount"] for e in events if e.rule == "120.3c"] == [2]


def test_704_5a_and_704_5c_both_reported(board):
    g = board(life={"Ana": 20, "Bruno": 0})
    g.state.players["Bruno"].poison = 10
    events = g.begin_combat()
    assert [e.rule for e in events] == ["506.2", "704.5a", "704.5c", "104.2a"]


def test_506_4c_trampler_whose_planeswalker_left_assigns_only_to_blockers(board):
    g = board(Ana=["Colossal Dreadmaw", "Youthful Knight"],
              Bruno=[("Ajani, Caller of the Pride", {"counters": {"loyalty": 2}}), "Grizzly Bears"])
    g.attack({"Youthful Knight": "Ajani, Caller of the Pride", "Colossal Dreadmaw": "Ajani, Caller of the Pride"})
    g.block({"Grizzly Bears": "Colossal Dreadmaw"})
    g.assign()  # the Knight's first strike removes Ajani's last loyalty
    with pytest.raises(IllegalActionError) as e:
        g.assign({"Colossal Dreadmaw": {"Grizzly Bears": 2, "Bruno": 4}})
    assert (e.value.rule, e.value.key) == ("506.4c", "assign.attacks_nothing")
    assert "None" not in e.value.message


@pytest.mark.parametrize("amounts,key", [({"Hill Giant": 2.5, "Bruno": 3.5}, "assign.not_whole"),
                                         ({"Hill Giant": "6"}, "assign.not_whole"),
                                         ({"Hill Giant": 6, "Nobody": 0}, "assign.unknown_recipient")])
def test_510_1a_damage_is_whole_numbers_to_real_recipients(board, amounts, key):
    g = board(Ana=["Colossal Dreadmaw"], Bruno=["Hill Giant"])
    g.attack({"Colossal Dreadmaw": "Bruno"})
    g.block({"Hill Giant": "Colossal Dreadmaw"})
    decl = DamageAssignment.of({"Colossal Dreadmaw": amounts})
    assert not g.is_legal(decl)
    with pytest.raises(IllegalActionError) as e:
        g.push(decl)
    assert e.value.key == key


def test_510_1_one_assignment_per_creature(board):
    g = board(Ana=["Hill Giant"])
    g.attack({"Hill Giant": "Bruno"})
    g.block({})
    twice = DamageAssignment((("Hill Giant", (("Bruno", 3),)), ("Hill Giant", (("Bruno", 3),))))
    with pytest.raises(IllegalActionError) as e:
        g.push(twice)
    assert e.value.key == "assign.twice"


def test_733_copy_is_independent_after_pop(board):
    g = board(Ana=["Hill Giant"])
    g.attack({"Hill Giant": "Bruno"})
    g2 = g.copy()
    g.pop()
    g2.pop()
    assert g.state == g2.state and g.state is not g2.state
    g.state.players["Ana"].life = 5
    assert g2.state.players["Ana"].life == 20


def test_508_1d_unmet_lists_only_requirements_that_could_be_obeyed(board):
    g = board(Ana=["Bloodrock Cyclops", ("Goblin Brigand", {"sick": True})])
    with pytest.raises(IllegalActionError) as e:
        g.attack({})
    assert "Goblin Brigand" not in e.value.params["unmet"] and "Bloodrock Cyclops" in e.value.params["unmet"]


def test_508_1d_requirements_written_as_spells_word_them(board):
    g = board(Ana=[("Grizzly Bears", {"gains": ["attacks this turn if able"]}),
                   ("Hill Giant", {"gains": ["Must be blocked this turn if able."]})])
    assert [a.name for a in g.state.battlefield["Grizzly Bears"].abilities] == ["attacks each combat if able"]
    assert [a.name for a in g.state.battlefield["Hill Giant"].abilities] == ["must be blocked if able"]


def test_207_2c_ability_word_before_a_requirement(db):
    from mtgjudge.oracle import compile_card

    names = [a.name for a in compile_card(db.get("Khârn the Betrayer")).abilities]
    assert names == ["attacks each combat if able", "blocks each combat if able"]


def test_310_11b_exiled_siege_takes_no_damage_in_the_second_step(board):
    g = board(Ana=["Youthful Knight", "Hill Giant", ("Invasion of Tarkir", {"counters": {"defense": 2}})])
    g.attack({"Youthful Knight": "Invasion of Tarkir", "Hill Giant": "Invasion of Tarkir"})
    g.block({})
    g.assign()
    assert g.state.exile == ["Invasion of Tarkir"]
    events = g.assign()
    assert ("510.1b", "damage.no_target") in [(e.rule, e.key) for e in events]
    assert not [e for e in events if e.key == "damage.dealt"]


@pytest.mark.parametrize("level,pt,abilities", [(0, (1, 1), []), (2, (3, 3), ["first strike"]),
                                                 (7, (4, 4), ["double strike"])])
def test_711_2_leveler_has_only_its_striation(board, level, pt, abilities):
    # Student of Warfare: LEVEL 2-6 3/3 first strike; LEVEL 7+ 4/4 double strike (711.2a-b);
    # below level 2 it is its printed 1/1 with neither (711.5).
    g = board(Ana=[("Student of Warfare", {"counters": {"level": level}})])
    perm = g.state.battlefield["Student of Warfare"]
    assert (perm.power, perm.toughness) == pt
    assert [a.name for a in perm.abilities] == abilities


def test_declarations_are_equal_whatever_their_order(board):
    g = board(Ana=["Hill Giant", "Grizzly Bears"])
    a = AttackDeclaration.of({"Grizzly Bears": "Bruno", "Hill Giant": "Bruno"})
    assert a == AttackDeclaration.of({"Hill Giant": "Bruno", "Grizzly Bears": "Bruno"})
    assert a in list(g.legal_declarations())
    assert DamageAssignment.of({"X": {"A": 1, "B": 0}}) == DamageAssignment.of({"X": {"A": 1}})


def test_queries_change_nothing(board):
    g = board(Ana=["Hill Giant"])
    before = g.state.copy()
    assert g.is_legal(AttackDeclaration.of({"Hill Giant": "Bruno"}))
    list(g.legal_declarations())
    assert g.state == before and g.events == []
    g.add("Grizzly Bears", "Ana")  # the board can still be set up


def test_733_undo_snapshot_is_private(board):
    g = board(Ana=["Hill Giant"])
    g.begin_combat()
    held = g.state
    g.attack({"Hill Giant": "Bruno"})
    held.players["Bruno"].life = 1
    g.pop()
    assert g.state.players["Bruno"].life == 20


def test_unknown_counter_kinds_are_reported_not_modeled(board):
    g = board(Ana=[("Grizzly Bears", {"counters": {"shield": 1}})])
    assert "1 shield counter(s)" in g.state.battlefield["Grizzly Bears"].not_modeled


def test_119_1_life_must_be_a_whole_number():
    from mtgjudge import BoardError, Game

    with pytest.raises(BoardError, match="whole number"):
        Game({"Ana": "20", "Bruno": 20})
    with pytest.raises(BoardError, match="must be different"):
        Game(["Ana", "Ana"])


def test_scenario_file_that_is_not_utf8_is_an_input_error(tmp_path):
    from mtgjudge import ScenarioError
    from mtgjudge.scenario import Scenario

    f = tmp_path / "latin1.yaml"
    f.write_bytes("battlefield: {Ana: [Jötun Grunt]}\n".encode("latin-1"))
    with pytest.raises(ScenarioError, match="isn't UTF-8"):
        Scenario.from_file(f)


def test_702_178_max_speed_condition_is_not_stripped():
    from mtgjudge.oracle import static_abilities

    assert static_abilities("Max speed — This creature can't be blocked.") is None
    assert static_abilities("Berzerker — This creature attacks each combat if able.") is not None
