"""CR 506.3a-g, 508.4: permanents put onto the battlefield attacking or blocking (the
seed page for 506.3 is the checklist: one test per subrule, plus 508.4's choice and
"never declared")."""

from __future__ import annotations

import pytest

from mtgjudge import Game, IllegalActionError
from mtgjudge.cards.model import Card
from mtgjudge.cr import r508_4_put_attacking as put
from mtgjudge.cr.r405_stack import StackObject
from mtgjudge.cr.r508_4_put_attacking import (
    CreateTokensAttacking,
    CreateTokensBlocking,
    TokenSpec,
)
from mtgjudge.events import EventLog
from mtgjudge.engine.state import GameState, Player, Step

CAT = TokenSpec("Cat Soldier", 1, 1, ("W",), subtypes=("Cat", "Soldier"), keywords=("vigilance",))


def keys(events):
    return [(e.rule, e.key) for e in events]


def bear_attacks() -> Game:
    """Ana's 2/2 Bear attacks Bruno (declare attackers step)."""
    g = Game(["Ana", "Bruno"])
    g.add_creature("Bear", "Ana", 2, 2)
    g.attack({"Bear": "Bruno"})
    return g


def test_506_3a_noncreature_put_attacking_enters_but_never_attacks():
    g = bear_attacks()
    clue = TokenSpec("Clue", types=("Artifact",), subtypes=("Clue",))
    events = g.put_onto_battlefield(token=clue, attacking="Bruno")
    assert keys(events) == [("111.1", "put.token"), ("506.3a", "put.noncreature")]
    assert "Clue" in g.state.battlefield
    assert g.state.combat.attacking == {"Bear": "Bruno"}


def test_506_3a_noncreature_put_blocking_never_blocks():
    g = bear_attacks()
    events = g.put_onto_battlefield(token=TokenSpec("Wall Gate", types=("Artifact",)), blocking="Bear")
    assert keys(events)[-1] == ("506.3a", "put.noncreature")
    assert g.state.combat.blocking == {}
    g.block({})
    g.assign()
    assert g.state.players["Bruno"].life == 18


def test_506_3b_creature_put_attacking_under_a_non_attacking_player():
    g = bear_attacks()
    events = g.put_onto_battlefield(token=CAT, controller="Bruno", attacking="Ana")
    assert keys(events) == [("111.1", "put.token"), ("506.3b", "put.not_attacking_player")]
    assert g.state.battlefield["Cat Soldier"].controller == "Bruno"
    assert "Cat Soldier" not in g.state.combat.attacking


def test_506_3c_attacking_a_player_no_longer_in_the_game():
    # Three players at the state level: Carla has left the game (800.4a).
    from mtgjudge.oracle.reader import READER

    state = GameState({n: Player(n) for n in ("Ana", "Bruno", "Carla")}, "Ana", reader=READER)
    state.players["Carla"].left_game = True
    state.combat.begun = True
    state.step = Step.DECLARE_ATTACKERS
    log = EventLog()
    perm = put.put_attacking(state, CAT, "Ana", "Carla", log)
    assert perm.id in state.battlefield
    assert keys(log) == [("111.1", "put.token"), ("506.3c", "put.player_gone")]
    assert state.combat.attacking == {}


def test_506_3c_508_4a_attacking_a_planeswalker_that_left(board):
    g = board(Ana=["Grizzly Bears"], Bruno=["Liliana of the Veil"])
    g.attack({"Grizzly Bears": "Liliana of the Veil"})
    g.leave_battlefield("Liliana of the Veil")
    events = g.put_onto_battlefield(token=CAT, attacking="Liliana of the Veil")
    assert keys(events) == [("111.1", "put.token"), ("506.3c", "put.target_left")]
    assert "Cat Soldier" not in g.state.combat.attacking


def test_506_3c_attacking_a_permanent_that_is_neither_planeswalker_nor_battle(board):
    g = board(Ana=["Grizzly Bears"], Bruno=["Hill Giant"])
    g.attack({"Grizzly Bears": "Bruno"})
    events = g.put_onto_battlefield(token=CAT, attacking="Hill Giant")
    assert keys(events)[-1] == ("506.3c", "put.target_not_attackable")
    assert "Cat Soldier" not in g.state.combat.attacking


def test_508_4a_planeswalker_no_longer_controlled_by_a_defending_player(board):
    g = board(Ana=["Grizzly Bears", "Liliana of the Veil"])
    g.attack({"Grizzly Bears": "Bruno"})
    events = g.put_onto_battlefield(token=CAT, attacking="Liliana of the Veil")
    assert keys(events)[-1] == ("508.4a", "put.target_not_defending")
    assert "Cat Soldier" not in g.state.combat.attacking


def test_506_3d_508_4d_put_attacking_after_blockers_is_unblocked(board):
    # Ninjutsu-style: tapped and attacking during the declare blockers step.
    g = board(Ana=["Grizzly Bears"], Bruno=["Hill Giant"])
    g.attack({"Grizzly Bears": "Bruno"})
    g.block({"Hill Giant": "Grizzly Bears"})
    events = g.put_onto_battlefield("Ninja of the Deep Hours", attacking="Bruno", tapped=True)
    assert keys(events) == [("110.2a", "put.enters_tapped"), ("508.4", "put.attacking"),
                            ("506.3d", "put.unblocked")]
    ninja = g.state.battlefield["Ninja of the Deep Hours"]
    assert ninja.tapped and ninja.sick
    assert "Ninja of the Deep Hours" not in g.state.combat.blocked
    g.assign()
    assert g.state.players["Bruno"].life == 18  # the Ninja's 2; the Bears are blocked
    assert g.state.battlefield["Hill Giant"].damage == 2


def test_506_3d_put_attacking_before_blockers_can_be_blocked(board):
    g = board(Ana=["Grizzly Bears"], Bruno=["Hill Giant"])
    g.attack({"Grizzly Bears": "Bruno"})
    events = g.put_onto_battlefield(token=CAT, attacking=True)
    assert ("506.3d", "put.unblocked") not in keys(events)
    g.block({"Hill Giant": "Cat Soldier"})
    assert "Cat Soldier" in g.state.combat.blocked
    g.assign()
    assert g.state.players["Bruno"].life == 18
    assert "Cat Soldier" in g.state.graveyard


def test_506_3d_put_attacking_in_the_first_strike_damage_step_deals_damage_in_the_second():
    g = Game(["Ana", "Bruno"])
    g.add_creature("Knight", "Ana", 2, 2, keywords=["first strike"])
    g.attack({"Knight": "Bruno"})
    g.block({})
    g.assign()
    assert g.step is Step.FIRST_STRIKE_DAMAGE and g.state.players["Bruno"].life == 18
    events = g.put_onto_battlefield(token=CAT, attacking="Bruno")
    assert keys(events)[-1] == ("506.3d", "put.unblocked")
    g.assign()
    assert g.state.players["Bruno"].life == 17  # 510.4: only the Cat assigns in the second step


def test_506_3e_put_blocking_a_creature_not_attacking_its_controller():
    g = bear_attacks()
    events = g.put_onto_battlefield(token=CAT, controller="Ana", blocking="Bear")
    assert keys(events) == [("111.1", "put.token"), ("506.3e", "put.not_blocking")]
    assert g.state.combat.blocking == {} and g.state.combat.blocked == set()


def test_506_3e_put_blocking_a_creature_attacking_its_planeswalker_blocks(board):
    g = board(Ana=["Grizzly Bears"], Bruno=["Liliana of the Veil"])
    g.attack({"Grizzly Bears": "Liliana of the Veil"})
    events = g.put_onto_battlefield(token=CAT, blocking="Grizzly Bears")
    assert keys(events) == [("111.1", "put.token"), ("509.4", "put.blocking"),
                            ("509.1h", "put.makes_blocked")]
    assert g.state.battlefield["Cat Soldier"].controller == "Bruno"
    assert g.state.combat.blocking == {"Cat Soldier": ("Grizzly Bears",)}
    g.block({})  # the Cat blocks already; the Bears stay blocked (509.1h)
    assert "Grizzly Bears" in g.state.combat.blocked
    g.assign()
    assert "Cat Soldier" in g.state.graveyard
    assert g.state.battlefield["Liliana of the Veil"].loyalty == 3
    assert g.state.battlefield["Grizzly Bears"].damage == 1


def test_506_3f_creature_that_is_also_a_battle_is_never_attacking_or_blocking():
    g = bear_attacks()
    odd = Card(name="Odd Siege Beast", types=("Battle", "Creature"), power="3", toughness="3",
               defense="4", layout="custom")
    events = g.put_onto_battlefield(odd, attacking="Bruno")
    assert keys(events) == [("110.2a", "put.enters"), ("506.3f", "put.battle_creature")]
    assert g.state.battlefield["Odd Siege Beast"].defense == 4
    assert "Odd Siege Beast" not in g.state.combat.attacking
    events = g.put_onto_battlefield(odd, controller="Bruno", blocking="Bear", id="Odd #2")
    assert keys(events)[-1] == ("506.3f", "put.battle_creature")
    assert g.state.combat.blocking == {}


def test_506_3g_battle_doesnt_become_an_attacking_or_blocking_creature(board):
    g = board(Ana=["Grizzly Bears", ("Invasion of Zendikar", {"counters": {"defense": 3}})], Bruno=["Hill Giant"])
    g.attack({"Grizzly Bears": "Bruno"})
    state, log = g.state.copy(), EventLog()
    assert put.become_attacking(state, "Invasion of Zendikar", "Bruno", log) is False
    assert put.become_blocking(state, "Invasion of Zendikar", "Grizzly Bears", log) is False
    assert keys(log) == [("506.3g", "become.battle"), ("506.3g", "become.battle")]
    assert state.combat.attacking == {"Grizzly Bears": "Bruno"} and state.combat.blocking == {}


def test_509_1h_creature_an_effect_says_is_blocking(board):
    """CR 509.1h, 506.3e: an effect says Bruno's Hill Giant (not declared as a blocker)
    is blocking Ana's attacking Grizzly Bears: it blocks and the Bears become blocked.
    Ana's own Llanowar Elves can't be blocking a creature attacking Bruno: refused, and
    nothing changes."""
    g = board(Ana=["Grizzly Bears", "Llanowar Elves"], Bruno=["Hill Giant"])
    g.attack({"Grizzly Bears": "Bruno"})
    state, log = g.state.copy(), EventLog()
    assert put.become_blocking(state, "Hill Giant", "Grizzly Bears", log) is True
    assert keys(log) == [("509.1h", "become.blocking"), ("509.1h", "put.makes_blocked")]
    assert state.combat.blocking == {"Hill Giant": ("Grizzly Bears",)}
    assert "Grizzly Bears" in state.combat.blocked
    log = EventLog()
    assert put.become_blocking(state, "Llanowar Elves", "Grizzly Bears", log) is False
    assert keys(log) == [("506.3e", "become.not_blocking")]
    assert log[0].text("en") == ("Llanowar Elves doesn't become a blocking creature: it can't be blocking "
                                 "Grizzly Bears.")
    assert state.combat.blocking == {"Hill Giant": ("Grizzly Bears",)}


def test_508_4b_creature_an_effect_says_is_attacking(board):
    g = board(Ana=["Grizzly Bears", ("Hill Giant", {"sick": True})])
    g.attack({"Grizzly Bears": "Bruno"})
    state, log = g.state.copy(), EventLog()
    assert put.become_attacking(state, "Hill Giant", None, log) is True
    assert keys(log) == [("508.4b", "become.attacking")]
    assert state.combat.attacking["Hill Giant"] == "Bruno"


def test_508_4_controller_must_choose_what_it_attacks_when_there_are_choices(board):
    g = board(Ana=["Grizzly Bears"], Bruno=["Liliana of the Veil"])
    g.attack({"Grizzly Bears": "Bruno"})
    before = g.state.copy()
    with pytest.raises(IllegalActionError) as e:
        g.put_onto_battlefield(token=CAT, attacking=True)
    assert (e.value.rule, e.value.key) == ("508.4", "put.choose_target")
    assert e.value.params["choices"] == ["Bruno", "Liliana of the Veil"]
    assert g.state == before
    g.put_onto_battlefield(token=CAT, attacking="liliana of the veil")  # names read as in declarations
    assert g.state.combat.attacking["Cat Soldier"] == "Liliana of the Veil"


def test_508_4_not_declared_no_attack_event_no_tap_and_restrictions_ignored_508_4c():
    g = bear_attacks()
    wall = TokenSpec("Wall", 0, 4, keywords=("defender",))
    events = g.put_onto_battlefield(token=wall, attacking="Bruno")
    assert "attack.declare" not in [e.key for e in events]
    assert "attack.tap" not in [e.key for e in events]
    assert g.state.combat.attacking["Wall"] == "Bruno"  # defender restricts declaring only (508.4c)
    assert not g.state.battlefield["Wall"].tapped


def test_508_4_put_attacking_is_taken_back_exactly_by_pop():
    g = bear_attacks()
    before, n = g.state.copy(), len(g.events)
    g.put_onto_battlefield(token=CAT, attacking="Bruno", count=2)
    assert list(g.state.combat.attacking) == ["Bear", "Cat Soldier", "Cat Soldier #2"]
    g.pop()
    assert g.state == before and len(g.events) == n


def test_508_8_creature_put_attacking_at_beginning_of_combat_keeps_combat_going():
    g = Game(["Ana", "Bruno"])
    g.add_creature("Bear", "Ana", 2, 2)
    g.put_onto_battlefield(token=CAT, attacking="Bruno")
    with pytest.raises(IllegalActionError) as e:
        g.attack({"Cat Soldier": "Bruno"})
    assert (e.value.rule, e.value.key) == ("508.1a", "attack.already")
    g.attack({})  # no creature declared, but one is attacking: no skip (508.8)
    assert g.step is Step.DECLARE_ATTACKERS
    g.block({})
    g.assign()
    assert g.state.players["Bruno"].life == 19


def test_506_3_put_blocking_with_nothing_attacking():
    g = bear_attacks()
    g.leave_battlefield("Bear")
    events = g.put_onto_battlefield(token=CAT, blocking="Bear")
    assert keys(events)[-1] == ("506.3e", "put.attacker_gone")


def brimaz(controller: str, text: str, resolution) -> StackObject:
    return StackObject(f"Brimaz, King of Oreskos ({text})", "triggered", "Brimaz, King of Oreskos",
                       controller, text, resolution)


def test_508_4_brimaz_token_created_attacking(board):
    # Brimaz's trigger (603, read from its Oracle text) resolves to CreateTokensAttacking.
    g = board(Ana=["Brimaz, King of Oreskos"], Bruno=["Hill Giant"])
    log = g.attack({"Brimaz, King of Oreskos": "Bruno"})
    log += g.pass_priority()  # the trigger waits on the stack until all pass (405.5)
    assert keys(log)[-2:] == [("111.1", "put.token"), ("508.4", "put.attacking")]
    state = g.state
    cat = state.battlefield["Cat Soldier"]
    assert (cat.power, cat.toughness, cat.colors, cat.has("vigilance"), cat.tapped) == (1, 1, ("W",), True, False)
    assert state.combat.attacking == {"Brimaz, King of Oreskos": "Bruno", "Cat Soldier": "Bruno"}
    # The token never "attacked": no attack.declare event for it, so Brimaz's own
    # "whenever ~ attacks" sees nothing new (508.4).
    assert [e.params["creature"] for e in log if e.key == "attack.declare"] == ["Brimaz, King of Oreskos"]
    # The Resolution by itself does the same.
    state, log = g.state.copy(), EventLog()
    obj = brimaz("Ana", "Whenever Brimaz attacks, create a 1/1 white Cat Soldier creature token with "
                 "vigilance that's attacking.", CreateTokensAttacking(CAT))
    obj.resolution.resolve(state, obj, log)
    assert keys(log) == [("111.1", "put.token"), ("508.4", "put.attacking")]


def test_508_4_brimaz_token_created_blocking_the_same_creature(board):
    # Brimaz's trigger (603) resolves to CreateTokensBlocking: the token blocks the same creature.
    g = board(Ana=["Hill Giant"], Bruno=["Brimaz, King of Oreskos"])
    g.attack({"Hill Giant": "Bruno"})
    log = g.block({"Brimaz, King of Oreskos": "Hill Giant"})
    log += g.pass_priority()  # the trigger waits on the stack until all pass (405.5)
    assert keys(log)[-2:] == [("111.1", "put.token"), ("509.4", "put.blocking")]  # already blocked
    assert g.state.combat.blockers_of("Hill Giant") == ["Brimaz, King of Oreskos", "Cat Soldier"]
    events = g.assign({"Hill Giant": {"Brimaz, King of Oreskos": 2, "Cat Soldier": 1}})
    dealt = [(e.params["source"], e.params["recipient"], e.params["amount"]) for e in events
             if e.key == "damage.assign"]
    assert dealt == [("Hill Giant", "Brimaz, King of Oreskos", 2), ("Hill Giant", "Cat Soldier", 1),
                     ("Brimaz, King of Oreskos", "Hill Giant", 3), ("Cat Soldier", "Hill Giant", 1)]
    assert "Hill Giant" in g.state.graveyard
    assert "Cat Soldier" in g.state.graveyard
    assert g.state.battlefield["Brimaz, King of Oreskos"].damage == 2
    state, log = g.state.copy(), EventLog()
    obj = brimaz("Bruno", "Whenever Brimaz blocks a creature, create a 1/1 white Cat Soldier creature "
                 "token with vigilance that's blocking that creature.", CreateTokensBlocking(CAT, "Hill Giant"))
    obj.resolution.resolve(state, obj, log)
    assert keys(log)[-1] == ("506.3e", "put.attacker_gone")  # the Giant has died


def test_508_4_put_onto_the_battlefield_tapped_and_attacking_resolution(board, db):
    # What ninjutsu's ability resolves to (702.49c): the Ninja attacks what the returned
    # creature attacked, and is unblocked as blockers have been declared (506.3d).
    from mtgjudge.cr.r508_4_put_attacking import PutOntoBattlefieldAttacking

    g = board(Ana=["Grizzly Bears"])
    g.attack({"Grizzly Bears": "Bruno"})
    g.block({})
    state, log = g.state.copy(), EventLog()
    ninja = db.get("Ninja of the Deep Hours")
    obj = StackObject("Ninjutsu (Ninja of the Deep Hours)", "activated", "Ninja of the Deep Hours", "Ana",
                      ninja.text.splitlines()[0], PutOntoBattlefieldAttacking(ninja, attacking="Bruno"))
    obj.resolution.resolve(state, obj, log)
    assert keys(log) == [("110.2a", "put.enters_tapped"), ("508.4", "put.attacking"), ("506.3d", "put.unblocked")]
    assert state.combat.attacking["Ninja of the Deep Hours"] == "Bruno"
    assert state.battlefield["Ninja of the Deep Hours"].tapped


# ------------------------------------------------------------------ scenario files (enters:)

def test_508_4_scenario_token_entering_attacking_is_blocked_and_ninja_after_blocks_is_unblocked(judge_yaml):
    ruling = judge_yaml("""
        active: Ana
        players: {Ana: {life: 20}, Bruno: {life: 20}}
        battlefield:
          Ana: [Centaur Courser, Grizzly Bears]
          Bruno: [Hill Giant]
        attack: {Centaur Courser: Bruno, Grizzly Bears: Bruno}
        enters:
          - {token: {name: Cat Soldier, power: 1, toughness: 1, colors: [W], subtypes: [Cat, Soldier],
                     keywords: [vigilance]}, attacking: Bruno, step: declare attackers}
          - {card: Ninja of the Deep Hours, attacking: Bruno, tapped: true, step: declare_blockers}
        block: {Hill Giant: cat soldier}
        """)
    assert ruling.error is None
    assert [(e.rule, e.key) for e in ruling.events if e.key.startswith("put.")] == [
        ("111.1", "put.token"), ("508.4", "put.attacking"),
        ("110.2a", "put.enters_tapped"), ("508.4", "put.attacking"), ("506.3d", "put.unblocked")]
    assert ruling.state.players["Bruno"].life == 13  # Courser 3 + Bears 2 + Ninja 2
    assert ruling.state.graveyard == ["Cat Soldier"]


def test_506_3e_scenario_token_entering_blocking_between_steps(judge_yaml):
    ruling = judge_yaml("""
        active: Ana
        players: {Ana: {}, Bruno: {}}
        battlefield:
          Ana: [{name: Knight, power: 2, toughness: 2, keywords: [first strike]}, Hill Giant]
        attack: {Knight: Bruno, Hill Giant: Bruno}
        enters:
          - {token: {name: Plant, power: 0, toughness: 1}, blocking: Hill Giant, step: first-strike combat damage}
        """)
    assert ruling.error is None
    assert ("509.1h", "put.makes_blocked") in [(e.rule, e.key) for e in ruling.events]
    assert ruling.state.players["Bruno"].life == 18  # the Knight's 2; the Giant is blocked by the Plant
    assert ruling.state.graveyard == ["Plant"]


def test_508_4_scenario_unknown_step_is_reported(judge_yaml):
    from mtgjudge.errors import ScenarioError

    with pytest.raises(ScenarioError) as e:
        judge_yaml("""
            active: Ana
            players: {Ana: {}, Bruno: {}}
            battlefield: {Ana: [Grizzly Bears]}
            attack: {Grizzly Bears: Bruno}
            enters: [{token: {name: Cat, power: 1, toughness: 1}, attacking: Bruno, step: second main}]
            """)
    assert "t.yaml:6 enters[0].step" in str(e.value) and "unknown step" in str(e.value)


def test_508_8_scenario_entry_in_a_skipped_step_is_reported(judge_yaml):
    from mtgjudge.errors import ScenarioError

    with pytest.raises(ScenarioError) as e:
        judge_yaml("""
            active: Ana
            players: {Ana: {}, Bruno: {}}
            battlefield: {Ana: [Grizzly Bears]}
            enters: [{token: {name: Cat, power: 1, toughness: 1}, attacking: Bruno, step: declare attackers}]
            """)
    assert "enters[0].step" in str(e.value) and "declare attackers" in str(e.value)


def test_506_3d_put_attacking_in_the_end_of_combat_step_is_unblocked_then_leaves_combat():
    g = bear_attacks()
    g.block({})
    g.assign()
    assert g.step is Step.END_OF_COMBAT
    events = g.put_onto_battlefield(token=CAT, attacking="Bruno")
    assert keys(events) == [("111.1", "put.token"), ("508.4", "put.attacking"), ("506.3d", "put.unblocked"),
                            ("511.3", "put.end_of_combat")]
    assert g.state.combat.attacking == {} and g.state.players["Bruno"].life == 18


@pytest.mark.parametrize("token, count", [
    ({"name": "Cat", "power": "1", "toughness": 1}, 1),
    ({"name": "Cat", "power": 10**12, "toughness": 1}, 1),
    ({"name": "Cat", "power": 1, "toughness": 1, "colors": ["X"]}, 1),
    ({"name": "Cat", "power": 1, "toughness": 1, "keywords": ["flying sideways"]}, 1),
    ({"name": "Cat", "power": 1, "toughness": 1, "wings": 2}, 1),
    ({"name": "Cat", "power": 1, "toughness": 1}, 0),
    ({"name": "Cat", "power": 1, "toughness": 1}, 10**9),
])
def test_506_3_bad_token_input_is_refused_and_changes_nothing(token, count):
    from mtgjudge.errors import BoardError

    g = bear_attacks()
    before, n = g.state.copy(), len(g.events)
    with pytest.raises(BoardError):
        g.put_onto_battlefield(token=token, attacking="Bruno", count=count)
    assert g.state == before and len(g.events) == n


def test_508_4_put_onto_battlefield_is_a_move_queried_like_a_declaration():
    from mtgjudge.cr.r508_4_put_attacking import PutOntoBattlefield

    g = bear_attacks()
    before = g.state.copy()
    assert g.is_legal(PutOntoBattlefield(CAT, "Ana", attacking="Bruno"))
    from mtgjudge.errors import BoardError

    with pytest.raises(BoardError):  # bad input, not an illegal play
        g.check(PutOntoBattlefield(CAT, "Ana", attacking=True, count=0))
    assert g.state == before and "Cat Soldier" not in g.state.battlefield


def test_508_4b_creature_of_the_defending_player_an_effect_says_is_attacking(board):
    g = board(Ana=["Grizzly Bears"], Bruno=["Hill Giant"])
    g.attack({"Grizzly Bears": "Bruno"})
    state, log = g.state.copy(), EventLog()
    assert put.become_attacking(state, "Hill Giant", "Bruno", log) is False
    assert keys(log) == [("506.3b", "become.not_attacking")]
    assert "Hill Giant" not in state.combat.attacking


def test_508_4_scenario_entry_attacking_true_with_several_choices_is_missing_input(judge_yaml):
    """508.4: a Cat Soldier token entering `attacking: true` with Bruno and Carla both
    defending: its controller's choice is missing from the file. That is bad input
    (exit 2) naming the entry, the options and the rule, not an illegal play (exit 1)."""
    from mtgjudge.errors import ScenarioError

    with pytest.raises(ScenarioError) as e:
        judge_yaml("""
            active: Ana
            players: {Ana: {life: 40}, Bruno: {life: 40}, Carla: {life: 40}}
            battlefield: {Ana: [Hill Giant]}
            attack: {Hill Giant: Bruno}
            enters:
              - {token: {name: Cat Soldier, power: 1, toughness: 1}, attacking: true, step: declare_attackers}
            """)
    assert [(where, str(text)) for where, text in e.value.problems] == [
        ("t.yaml:7 enters[0].attacking",
         ("Cat Soldier enters attacking, and its controller must choose what it attacks: Bruno or Carla. "
         "Say which in this entry, e.g. `attacking: Bruno` (508.4)."))]
