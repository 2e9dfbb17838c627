"""CR 510.1c-d and 702.19b-e: the choices an error offers are exactly the legal ones,
and each assignment cites the rule it actually follows."""

from __future__ import annotations

import textwrap

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mtgjudge import Game, IllegalActionError
from mtgjudge.cr import r510_combat_damage as r510
from mtgjudge.errors import ScenarioError
from mtgjudge.scenario import Scenario, judge


def _assign_rules(events):
    return [(e.rule, e.params["recipient"], e.params["amount"]) for e in events if e.key == "damage.assign"]


def test_510_1c_trampler_that_cannot_get_past_its_blockers_is_offered_only_them(board):
    # 25 Hill Giants need 75 damage before any can trample over: a 6-power
    # Colossal Dreadmaw can only divide its damage among them (510.1c).
    g = board(Ana=["Colossal Dreadmaw"], Bruno=["Hill Giant"] * 25)
    giants = [f"Hill Giant #{n}" for n in range(1, 26)]
    g.attack({"Colossal Dreadmaw": "Bruno"})
    g.block({giant: "Colossal Dreadmaw" for giant in giants})
    with pytest.raises(IllegalActionError) as e:
        g.assign()
    assert (e.value.rule, e.value.key) == ("510.1c", "assign.choice_needed")
    assert e.value.params["choices"] == giants
    assert e.value.params["options"] == ", ".join(giants)
    assert "Bruno" not in e.value.message


def test_510_1c_scenario_error_for_the_25_hill_giants_names_no_player(db):
    giants = ", ".join(["Hill Giant"] * 25)
    blocks = ", ".join(f'"Hill Giant #{n}": Colossal Dreadmaw' for n in range(1, 26))
    scn = Scenario.from_yaml(textwrap.dedent(f"""\
        active: Ana
        players: {{Ana: {{life: 20}}, Bruno: {{life: 20}}}}
        battlefield: {{Ana: [Colossal Dreadmaw], Bruno: [{giants}]}}
        attack: {{Colossal Dreadmaw: Bruno}}
        block: {{{blocks}}}
        """), "giants.yaml")
    with pytest.raises(ScenarioError) as e:
        judge(scn, db)
    [(where, message)] = e.value.problems
    assert where == "giants.yaml:4 attack.Colossal Dreadmaw"
    assert "Bruno" not in str(message) and "(510.1c)" in str(message)
    assert "Hill Giant #25" in str(message)


def test_702_19b_trampler_that_can_get_past_is_offered_the_player_too(board):
    g = board(Ana=["Colossal Dreadmaw"], Bruno=["Hill Giant"])
    g.attack({"Colossal Dreadmaw": "Bruno"})
    g.block({"Hill Giant": "Colossal Dreadmaw"})
    with pytest.raises(IllegalActionError) as e:
        g.assign()
    assert (e.value.rule, e.value.params["choices"]) == ("702.19b", ["Hill Giant", "Bruno"])


def test_702_19b_other_attackers_damage_lets_a_trampler_past(board):
    # Palace Guard (1/4) blocks War Mammoth (3/3 trample) and Goblin Piker (2/1): with
    # the Piker's 2, 2 from the Mammoth is lethal, so 1 can go to Bruno (702.19b).
    g = board(Ana=["War Mammoth", "Goblin Piker"], Bruno=["Palace Guard"])
    g.attack({"War Mammoth": "Bruno", "Goblin Piker": "Bruno"})
    g.block({"Palace Guard": ["War Mammoth", "Goblin Piker"]})
    with pytest.raises(IllegalActionError) as e:
        g.assign({"Palace Guard": {"War Mammoth": 1}})
    assert (e.value.rule, e.value.params["source"], e.value.params["choices"]) == \
        ("702.19b", "War Mammoth", ["Palace Guard", "Bruno"])
    events = g.assign({"War Mammoth": {"Palace Guard": 2, "Bruno": 1}, "Palace Guard": {"War Mammoth": 1}})
    assert _assign_rules(events)[:3] == [("702.19b", "Palace Guard", 2), ("702.19b", "Bruno", 1),
                                         ("510.1c", "Palace Guard", 2)]
    assert g.state.players["Bruno"].life == 19


def test_510_1c_trampler_that_even_with_help_cannot_get_past_is_forced_onto_its_blocker(board):
    # Pygmy Razorback (2/1 trample) and Goblin Piker (2/1) into Palace Guard (1/4):
    # 2 + 2 is just lethal, nothing is left over, so the Razorback's 2 must go to the Guard.
    g = board(Ana=["Pygmy Razorback", "Goblin Piker"], Bruno=["Palace Guard"])
    g.attack({"Pygmy Razorback": "Bruno", "Goblin Piker": "Bruno"})
    g.block({"Palace Guard": ["Pygmy Razorback", "Goblin Piker"]})
    events = g.assign({"Palace Guard": {"Goblin Piker": 1}})
    assert _assign_rules(events)[:2] == [("510.1c", "Palace Guard", 2), ("510.1c", "Palace Guard", 2)]
    assert "Palace Guard" in g.state.graveyard and g.state.players["Bruno"].life == 20


def test_510_1c_trampler_putting_all_its_damage_on_blockers_cites_510_1c(board):
    g = board(Ana=["Colossal Dreadmaw"], Bruno=["Hill Giant", "Grizzly Bears"])
    g.attack({"Colossal Dreadmaw": "Bruno"})
    g.block({"Hill Giant": "Colossal Dreadmaw", "Grizzly Bears": "Colossal Dreadmaw"})
    events = g.assign({"Colossal Dreadmaw": {"Hill Giant": 4, "Grizzly Bears": 2}})
    assert _assign_rules(events)[:2] == [("510.1c", "Hill Giant", 4), ("510.1c", "Grizzly Bears", 2)]


def test_702_19b_trampler_assigning_past_its_blockers_cites_702_19b(board):
    g = board(Ana=["Colossal Dreadmaw"], Bruno=["Hill Giant"])
    g.attack({"Colossal Dreadmaw": "Bruno"})
    g.block({"Hill Giant": "Colossal Dreadmaw"})
    events = g.assign({"Colossal Dreadmaw": {"Hill Giant": 3, "Bruno": 3}})
    assert _assign_rules(events)[:2] == [("702.19b", "Hill Giant", 3), ("702.19b", "Bruno", 3)]


def test_510_1c_trampler_with_too_little_power_is_forced_onto_its_blocker(board):
    # Pygmy Razorback (2 power) can't get past Hill Giant (toughness 3): no choice to state.
    g = board(Ana=["Pygmy Razorback"], Bruno=["Hill Giant"])
    g.attack({"Pygmy Razorback": "Bruno"})
    g.block({"Hill Giant": "Pygmy Razorback"})
    events = g.assign()
    assert _assign_rules(events)[0] == ("510.1c", "Hill Giant", 2)


def test_702_19c_unblocked_below_loyalty_is_forced_onto_the_planeswalker(board):
    # Thrasta (7 power, trample over planeswalkers) attacks an Ajani with 10 loyalty: its
    # controller can't be reached (702.19c), so all 7 go to Ajani, as any unblocked
    # creature's damage goes to what it attacks (510.1b).
    g = board(Ana=["Thrasta, Tempest's Roar"],
              Bruno=[("Ajani, Caller of the Pride", {"counters": {"loyalty": 10}})])
    g.attack({"Thrasta, Tempest's Roar": "Ajani, Caller of the Pride"})
    g.block({})
    events = g.assign()
    assert _assign_rules(events) == [("510.1b", "Ajani, Caller of the Pride", 7)]


def test_702_19c_controller_offered_only_above_loyalty(board):
    g = board(Ana=["Thrasta, Tempest's Roar"], Bruno=["Ajani, Caller of the Pride", "Grizzly Bears"])
    g.attack({"Thrasta, Tempest's Roar": "Ajani, Caller of the Pride"})
    g.block({"Grizzly Bears": "Thrasta, Tempest's Roar"})
    with pytest.raises(IllegalActionError) as e:
        g.assign()
    # 2 to the Bears and 4 to Ajani leave 1 for Bruno.
    assert (e.value.rule, e.value.params["choices"]) == \
        ("702.19c", ["Grizzly Bears", "Ajani, Caller of the Pride", "Bruno"])
    events = g.assign({"Thrasta, Tempest's Roar": {"Grizzly Bears": 2, "Ajani, Caller of the Pride": 5}})
    assert [r for r, _, _ in _assign_rules(events)] == ["702.19b", "702.19b", "510.1d"]


def test_702_19c_controller_not_offered_when_loyalty_takes_the_rest(board):
    # 3 to Hill Giant and 4 to Ajani use all 7: Bruno can't be given any (702.19c).
    g = board(Ana=["Thrasta, Tempest's Roar"], Bruno=["Ajani, Caller of the Pride", "Hill Giant"])
    g.attack({"Thrasta, Tempest's Roar": "Ajani, Caller of the Pride"})
    g.block({"Hill Giant": "Thrasta, Tempest's Roar"})
    with pytest.raises(IllegalActionError) as e:
        g.assign()
    assert (e.value.rule, e.value.params["choices"]) == \
        ("702.19c", ["Hill Giant", "Ajani, Caller of the Pride"])


def test_702_19c_with_a_shared_blocker_the_choices_are_those_of_the_whole_step():
    # Two tramplers attack a 2-loyalty planeswalker; a blocker that can block any number
    # blocks both. Taken one at a time, each could count on the other's help; together,
    # 1 power can't reach the controller: the other's 3 can't both help kill the shared
    # blocker, kill its own other blocker and put 2 on the planeswalker (702.19c).
    from mtgjudge.cards.model import Card

    g = Game(["Ana", "Bruno"], db=object())
    g.add_creature("Small", "Ana", 1, 5, keywords=["trample over planeswalkers"])
    g.add_creature("Big", "Ana", 3, 5, keywords=["trample"])
    g.add_creature("Wall", "Bruno", 0, 1)
    g.add_creature("Crowd", "Bruno", 0, 1, keywords=["can block any number of creatures"])
    g.add(Card("Walker", types=("Planeswalker",), loyalty="2"), "Bruno")
    g.attack({"Small": "Walker", "Big": "Walker"})
    g.block({"Wall": "Big", "Crowd": ["Small", "Big"]})
    assert r510.options(g.state, "Small").choices == ("Crowd", "Walker")
    with pytest.raises(IllegalActionError) as e:
        g.assign({"Big": {"Wall": 1, "Crowd": 1, "Walker": 1}})
    assert (e.value.rule, e.value.params["source"], e.value.params["choices"]) == \
        ("702.19c", "Small", ["Crowd", "Walker"])


def test_510_1d_blocker_of_several_attackers_is_offered_each_of_them(board):
    g = board(Ana=["Goblin Piker", "Grizzly Bears"], Bruno=["Palace Guard"])
    g.attack({"Goblin Piker": "Bruno", "Grizzly Bears": "Bruno"})
    g.block({"Palace Guard": ["Goblin Piker", "Grizzly Bears"]})
    with pytest.raises(IllegalActionError) as e:
        g.assign()
    assert (e.value.rule, e.value.params["choices"]) == ("510.1d", ["Goblin Piker", "Grizzly Bears"])


# -- exactness, against the enumerator of legal assignments ---------------------------
_attacker = st.tuples(st.integers(1, 5), st.sampled_from([[], ["trample"], ["trample", "deathtouch"],
                                                         ["deathtouch"], ["trample over planeswalkers"]]),
                      st.booleans())
_blocker = st.tuples(st.integers(1, 4), st.integers(0, 2), st.booleans())


@settings(max_examples=200, deadline=None)
@given(st.lists(_attacker, min_size=1, max_size=2), st.lists(_blocker, min_size=1, max_size=2),
       st.integers(1, 5), st.data())
def test_510_1c_702_19b_choices_are_exactly_the_recipients_some_legal_assignment_uses(
        attackers, blockers, loyalty, data):
    from mtgjudge.cards.model import Card

    g = Game(["Ana", "Bruno"], db=object())
    for i, (p, kws, _) in enumerate(attackers):
        g.add_creature(f"A{i}", "Ana", p, 5, keywords=kws)
    for i, (t, dmg, extra) in enumerate(blockers):
        g.add_creature(f"B{i}", "Bruno", 0, t + dmg, damage=dmg,
                       keywords=["can block any number of creatures"] if extra else [])
    g.add(Card("Walker", types=("Planeswalker",), loyalty=str(loyalty)), "Bruno")
    g.attack({f"A{i}": "Walker" if at_walker else "Bruno" for i, (_, _, at_walker) in enumerate(attackers)})
    block = {}
    for i, (_, _, extra) in enumerate(blockers):
        picks = data.draw(st.lists(st.sampled_from([f"A{j}" for j in range(len(attackers))]),
                                   min_size=1, max_size=len(attackers) if extra else 1, unique=True))
        block[f"B{i}"] = picks
    g.block(block)
    used: dict[str, set[str]] = {}
    for decl in g.legal_declarations():
        for source, amounts in decl.as_dict().items():
            used.setdefault(source, set()).update(r for r, n in amounts.items() if n)
    for source in r510.assigners(g.state):
        opt = r510.options(g.state, source)
        assert set(opt.choices) == used.get(source, set()), (source, opt)
