"""CR 117.5, 603.3, 405.5: triggered abilities go on the stack before a player gets
priority, players may respond to them, and a resolution's triggers go on the stack
before the next priority. Real cards, exact values; take-back restores exactly (733)."""

from __future__ import annotations

from conftest import all_pass, put, resolves
from conftest import event_lines as lines

from mtgjudge.cr.r117_priority import PassPriority
from mtgjudge.engine.state import Step


def pt(g, pid):
    p = g.state.battlefield[pid]
    return p.power, p.toughness


def _bushido_on_the_stack(board):
    """Grizzly Bears (2/2) attacks, Jade Avenger (2/2, bushido 2) blocks it: the bushido
    trigger waits on the stack in the declare blockers step."""
    g = board(Ana=["Grizzly Bears"], Bruno=["Jade Avenger"])
    g.attack({"Grizzly Bears": "Bruno"})
    events = g.block({"Jade Avenger": "Grizzly Bears"})
    assert lines(events)[-1] == put("Bushido 2 (Jade Avenger)", "Bruno")
    assert [o.id for o in g.stack] == ["Bushido 2 (Jade Avenger)"]
    assert pt(g, "Jade Avenger") == (2, 2)  # not resolved: players get priority first (117.5)
    assert PassPriority() in list(g.legal_actions())
    return g


def test_117_5_giant_growth_in_response_to_bushido_resolves_first(board):
    """Giant Growth cast in response goes on top of the bushido trigger and resolves
    first (405.5, LIFO): Bears 5/5, then Avenger 4/4. The 5/5 Bears kill the Avenger and
    survive its 4 damage."""
    g = _bushido_on_the_stack(board)
    g.cast("Giant Growth", "Ana", "Grizzly Bears")
    assert [o.id for o in g.stack] == ["Bushido 2 (Jade Avenger)", "Giant Growth"]
    first = g.pass_priority()
    assert lines(first) == ["405.5 All players pass in succession: Giant Growth resolves.",
                            "611.2a Grizzly Bears gets +3/+3 until end of turn."]
    assert pt(g, "Grizzly Bears") == (5, 5) and pt(g, "Jade Avenger") == (2, 2)
    second = g.pass_priority()
    assert lines(second) == [resolves("Bushido 2 (Jade Avenger)"),
                             "702.45a Jade Avenger gets +2/+2 until end of turn (now 4/4)."]
    assert g.stack == ()
    g.assign()
    assert g.state.graveyard == ["Jade Avenger"]
    assert g.state.battlefield["Grizzly Bears"].damage == 4


def test_117_5_pushing_the_next_declaration_resolves_the_triggers_first(board):
    """Nobody responds: the damage assignment resolves the bushido trigger first (405.5),
    so the 4/4 Avenger kills the 2/2 Bears and survives."""
    g = _bushido_on_the_stack(board)
    events = g.assign()
    assert lines(events)[:2] == [resolves("Bushido 2 (Jade Avenger)"),
                                 "702.45a Jade Avenger gets +2/+2 until end of turn (now 4/4)."]
    assert g.state.graveyard == ["Grizzly Bears"]
    assert g.state.battlefield["Jade Avenger"].damage == 2


def test_117_5_scenario_giant_growth_in_response_to_bushido(judge_yaml):
    """The same in a scenario file: the declare blockers step's actions come after the
    bushido trigger is on the stack, so Giant Growth goes above it."""
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {life: 20, mana: "{G}"}, Bruno: {life: 20}}
        battlefield: {Ana: [Grizzly Bears], Bruno: [Jade Avenger]}
        attack: {Grizzly Bears: Bruno}
        block: {Jade Avenger: Grizzly Bears}
        actions:
          declare_blockers:
            - {cast: Giant Growth, by: Ana, target: Grizzly Bears}
        """)
    assert r.legal
    assert [e.params["object"] for e in r.events if e.key == "stack.resolves"] == [
        "Giant Growth", "Bushido 2 (Jade Avenger)"]
    assert list(r.state.graveyard) == ["Jade Avenger"]
    assert r.state.battlefield["Grizzly Bears"].damage == 4


def test_117_5_murder_a_dies_trigger_goes_on_the_stack_before_the_next_priority(board):
    """Murder resolves and destroys Feral Prowler (701.8); its "when ~ dies" ability
    triggers (700.4, 603.10a) and is put on the stack in the same resolution's events,
    before anyone gets priority (117.5). It resolves when all pass again."""
    g = board(Ana=["Grizzly Bears"], Bruno=["Feral Prowler"])
    g.attack({"Grizzly Bears": "Bruno"})
    g.cast("Murder", "Ana", "Feral Prowler")
    events = g.pass_priority()
    assert lines(events)[0] == "405.5 All players pass in succession: Murder resolves."
    assert lines(events)[-1] == put("Feral Prowler (when it dies)", "Bruno")
    assert "Feral Prowler" in g.state.graveyard
    assert [o.id for o in g.stack] == ["Feral Prowler (when it dies)"]
    assert g.state.step is Step.DECLARE_ATTACKERS
    events = g.pass_priority()
    assert lines(events) == [resolves("Feral Prowler (when it dies)"),
                             "121.1 Bruno draws 1 card (recorded; hands and libraries are not followed)."]
    assert g.stack == ()


def test_733_take_back_restores_the_stack_with_its_triggers_exactly(board):
    """Each pop restores the state before that move exactly (733): the Murder on the
    stack, then the attack's state, then the state before the attack."""
    g = board(Ana=["Grizzly Bears"], Bruno=["Feral Prowler"])
    g.begin_combat()
    before_attack = g.state.copy()
    g.attack({"Grizzly Bears": "Bruno"})
    attacked = g.state.copy()
    g.cast("Murder", "Ana", "Feral Prowler")
    murder_on_stack = g.state.copy()
    n_events = len(g.events)
    g.pass_priority()
    assert [o.id for o in g.stack] == ["Feral Prowler (when it dies)"]
    g.pop()
    assert g.state == murder_on_stack and len(g.events) == n_events
    assert [o.id for o in g.stack] == ["Murder"] and "Feral Prowler" in g.state.battlefield
    g.pop()
    assert g.state == attacked and g.stack == ()
    g.pop()
    assert g.state == before_attack


def test_733_take_back_a_response_to_a_trigger(board):
    g = _bushido_on_the_stack(board)
    trigger_only = g.state.copy()
    g.cast("Giant Growth", "Ana", "Grizzly Bears")
    g.pass_priority()
    assert pt(g, "Grizzly Bears") == (5, 5)
    g.pop()
    g.pop()
    assert g.state == trigger_only and pt(g, "Grizzly Bears") == (2, 2)
    assert all_pass(g) and pt(g, "Jade Avenger") == (4, 4)


def test_405_5_combat_damage_triggers_resolve_before_the_end_of_combat_step(board):
    """In the combat damage step nobody acts (no ``Combat.hold``): the dies trigger of
    a creature killed by combat damage still resolves before combat ends (405.5, 511.3)."""
    g = board(Ana=["Hill Giant"], Bruno=["Feral Prowler"])
    g.attack({"Hill Giant": "Bruno"})
    g.block({"Feral Prowler": "Hill Giant"})
    events = g.assign()
    keys = [e.key for e in events]
    assert keys.index("trigger.put") < keys.index("stack.resolves") < keys.index("combat.end")
    assert g.stack == ()
