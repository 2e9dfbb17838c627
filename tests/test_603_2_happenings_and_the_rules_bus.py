"""CR 603.2: abilities trigger on what happens, told by typed happenings, not by the log;
and the rules bus (mtgjudge.engine.bus) through which the rules ask the abilities.
Real cards, exact values."""

from __future__ import annotations

import pytest
from conftest import all_pass

from mtgjudge.abilities import base
from mtgjudge.cr import r603_triggered_abilities as r603
from mtgjudge.engine import bus, happenings
from mtgjudge.engine.happenings import Attacks, BecomesBlocked, Blocks, DamageDealt, Dies, LeftBattlefield, StepBegins
from mtgjudge.engine.state import Step
from mtgjudge.events import EventLog


def test_every_kind_of_happening_has_a_handler_in_the_ability_protocol():
    assert base.HANDLERS == happenings.HANDLERS
    for kind in happenings.KINDS:
        assert callable(getattr(base.Ability, kind.handler)), kind


def test_508_1a_509_1a_510_2_704_5g_a_combat_records_what_happened_in_order(board):
    # The CR 510.1c example: Elvish Regrower (3/3) blocked by Vampire Spawn (2/3) and Helpful Hunter (1/1).
    g = board(Ana=["Elvish Regrower"], Bruno=["Vampire Spawn", "Helpful Hunter"])
    g.attack({"Elvish Regrower": "Bruno"})
    g.block({"Vampire Spawn": "Elvish Regrower", "Helpful Hunter": "Elvish Regrower"})
    g.assign({"Elvish Regrower": {"Helpful Hunter": 3, "Vampire Spawn": 1}})
    kept = [h for h in g.state.happenings if type(h) is not StepBegins]
    assert kept[:5] == [
        Attacks("Elvish Regrower", "Bruno"),
        Blocks("Vampire Spawn", "Elvish Regrower"),
        Blocks("Helpful Hunter", "Elvish Regrower"),
        BecomesBlocked("Elvish Regrower", ""),
        DamageDealt("Elvish Regrower", "Helpful Hunter", 3, True),
    ]
    deaths = [h for h in kept if type(h) in (LeftBattlefield, Dies)]
    assert [(type(h).__name__, h.permanent, h.cause.rule) for h in deaths] == [
        ("LeftBattlefield", "Elvish Regrower", "704.5g"), ("Dies", "Elvish Regrower", "704.5g"),
        ("LeftBattlefield", "Helpful Hunter", "704.5g"), ("Dies", "Helpful Hunter", "704.5g")]
    # every happening has all its fields (they are made in place on the hot path)
    assert all(len(h) == len(type(h)._fields) for h in g.state.happenings)
    assert [h.step for h in g.state.happenings if type(h) is StepBegins] == [
        Step.BEGINNING_OF_COMBAT, Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE,
        Step.END_OF_COMBAT]


def test_603_2_a_logged_message_alone_triggers_nothing(board):
    # Goblin Wardriver (battle cry) and Moonrise Cleric ("whenever ~ attacks"): the message
    # "Moonrise Cleric attacks Bruno." in the log is output, not a trigger event.
    g = board(Ana=["Moonrise Cleric", "Goblin Wardriver"])
    g.begin_combat()
    log = EventLog()
    log.add("508.1a", "attack.declare", creature="Moonrise Cleric", target="Bruno")
    r603.after(g.state, log)
    assert g.state.stack == ()
    bus.emit(g.state, log, Attacks, ("Moonrise Cleric", "Bruno"))
    r603.after(g.state, log)
    assert [o.id for o in g.state.stack] == ["Moonrise Cleric (whenever it attacks)"]


def test_603_2_each_happening_is_asked_about_once(board):
    g = board(Ana=["Moonrise Cleric"])
    g.begin_combat()
    bus.emit(g.state, EventLog(), Attacks, ("Moonrise Cleric", "Bruno"))
    r603.after(g.state, EventLog())
    r603.after(g.state, EventLog())
    assert len(g.state.stack) == 1


def test_603_10a_a_dies_trigger_looks_back_at_a_creature_that_left(board):
    # Festering Goblin (1/1, "When this creature dies, target creature gets -1/-1 until
    # end of turn.") blocked by Hill Giant: it dies and its ability triggers (603.10a).
    g = board(Ana=["Festering Goblin", "Grizzly Bears"], Bruno=["Hill Giant"])
    g.attack({"Festering Goblin": "Bruno"})
    g.block({"Hill Giant": "Festering Goblin"})
    events = [f"{e.rule} {e.text()}" for e in g.assign()]
    assert events[-5:-1] == [
        "603.3 Festering Goblin (when it dies) triggers and is put on the stack (controlled by Ana).",
        "603.3d Festering Goblin (when it dies) targets Grizzly Bears: Ana gave no target, so the first "
        "legal one listed is taken.",
        "405.5 All players pass in succession: Festering Goblin (when it dies) resolves.",
        "611.2a Grizzly Bears gets -1/-1 until end of turn (now 1/1).",
    ]


def test_702_12b_an_indestructible_creature_dealt_lethal_damage_neither_leaves_nor_dies(board):
    g = board(Ana=[("Grizzly Bears", {"gains": ["indestructible"]})], Bruno=["Hill Giant"])
    g.attack({"Grizzly Bears": "Bruno"})
    g.block({"Hill Giant": "Grizzly Bears"})
    g.assign()
    assert [h for h in g.state.happenings if type(h) in (LeftBattlefield, Dies)] == []


def test_733_an_illegal_move_takes_back_what_it_made_happen(board):
    g = board(Ana=["Grizzly Bears"], Bruno=["Hill Giant"])
    g.attack({"Grizzly Bears": "Bruno"})
    before = list(g.state.happenings)
    with pytest.raises(Exception):
        g.block({"Hill Giant": "Hill Giant"})
    assert g.state.happenings == before
    g.block({"Hill Giant": "Grizzly Bears"})
    g.pop()
    assert g.state.happenings == before


# ----------------------------------------------------------------------------- the bus
def test_bus_handlers_are_the_abilities_with_their_own_hook(board):
    # Serra Angel: flying and vigilance. Only flying restricts who can block it (702.9b).
    g = board(Ana=["Serra Angel"])
    angel = g.state.battlefield["Serra Angel"]
    assert [a.name for a in bus.handlers(angel, "restrict_blocked_by")] == ["flying"]
    assert bus.handlers(angel, "restrict_attack") == ()
    assert bus.has_flag(angel, base.FLYING) and bus.has_flag(angel, base.VIGILANCE)
    assert not bus.has_flag(angel, base.REACH)


def test_509_1b_bus_first_rejection_is_the_first_restriction_broken(board):
    g = board(Ana=["Serra Angel"], Bruno=["Grizzly Bears", "Giant Spider"])
    st = g.state
    angel, bears, spider = (st.battlefield[n] for n in ("Serra Angel", "Grizzly Bears", "Giant Spider"))
    err = bus.first_rejection(st, angel, "restrict_blocked_by", bears)
    assert (err.rule, err.key) == ("702.9b", "block.flying")
    assert bus.first_rejection(st, angel, "restrict_blocked_by", spider) is None  # reach (702.17b)


def test_508_1d_bus_collects_requirements_from_every_holder(board):
    # Two Bloodrock Cyclops ("attacks each combat if able") and a Grizzly Bears.
    g = board(Ana=["Bloodrock Cyclops", "Bloodrock Cyclops", "Grizzly Bears"])
    g.begin_combat()
    mine = list(g.state.battlefield.values())
    found = bus.collect(g.state, "attack_requirements", mine)
    assert [(r.creature, r.kind) for r in found] == [("Bloodrock Cyclops #1", "attack"), ("Bloodrock Cyclops #2", "attack")]
    assert [p.id for p in bus.holders(g.state, "attack_requirements")] == ["Bloodrock Cyclops #1", "Bloodrock Cyclops #2"]


def test_bus_in_play_says_which_hooks_some_permanent_has(board):
    g = board(Ana=["Grizzly Bears"], Bruno=["Hill Giant"])
    assert not bus.in_play(g.state, "attack_requirements")
    assert not bus.in_play(g.state, bus.TRIGGERED)
    g = board(Ana=["Akrasan Squire"])
    assert bus.in_play(g.state, bus.TRIGGERED) and bus.in_play(g.state, "on_attacks")


def test_702_83a_exalted_reacts_to_attacks_through_its_handler(board):
    # Akrasan Squire (exalted) attacking alone gets +1/+1 (702.83a).
    g = board(Ana=["Akrasan Squire"])
    g.attack({"Akrasan Squire": "Bruno"})
    assert [o.id for o in g.stack] == ["Exalted (Akrasan Squire)"]
    all_pass(g)
    squire = g.state.battlefield["Akrasan Squire"]
    assert (squire.power, squire.toughness) == (2, 2)
