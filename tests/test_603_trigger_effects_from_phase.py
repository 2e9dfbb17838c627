"""603, 608.2c, 610: a trigger line's event read by our grammar, its effects by phase's parse
(mtgjudge/oracle/phase_triggers.py): the same reading as our grammar's where both read a
line, real cards our grammar alone doesn't read judged with exact values, and what phase
parsed but left words out of refused."""

from __future__ import annotations

import re

import pytest
from conftest import all_pass

from mtgjudge.cr import r603_triggered_abilities as r603
from mtgjudge.cr import r610_one_shot_effects as r610
from mtgjudge.oracle import phase as op
from mtgjudge.oracle import phase_triggers, triggers
from mtgjudge.oracle.coverage import card_readings
from mtgjudge.oracle.keywords import self_names

pytestmark = pytest.mark.skipif(not op.enabled(), reason="no phase-python wheel for this platform")


def phase_trigger(card, line):
    """phase's reading of ``line`` translated, or the reason it isn't."""
    node = op.parsed_lines(card)[line]
    names = self_names(card.name, "Legendary" in card.supertypes)
    try:
        return phase_triggers.read(node, line, names)
    except op.NotWhitelisted as exc:
        return str(exc)


def line_of(card, start):
    """The first line of ``card`` that starts with ``start``, its reminder text removed (207.2)."""
    return next(re.sub(r"\s*\([^()]*\)", "", line).strip() for line in card.text.splitlines()
                if line.startswith(start))


@pytest.mark.parametrize("name", ["Hollow Dogs", "Jeskai Elder", "Deathbringer Liege", "Aven Fisher",
                                  "Volrath, the Shapestealer"])
def test_603_phase_reads_what_our_grammar_reads_the_same_way(db, name):
    card = db.get(name)
    line = line_of(card, ("When", "At"))
    names = self_names(card.name, "Legendary" in card.supertypes)
    ours = triggers.read_line(line, names)
    assert ours is not None
    assert op.same_reading(ours, phase_trigger(card, line))


def test_603_akroan_hoplite_x_is_the_attacking_creatures_you_control(db):
    card = db.get("Akroan Hoplite")
    (trigger,) = phase_trigger(card, card.text)
    assert trigger.when == "attacks"
    assert trigger.effects == r610.Effects((r610.Pump(("@it",), power=1, toughness=0, per="own attackers"),))
    assert triggers.read_line(card.text, ("Akroan Hoplite",)) is None  # our grammar alone doesn't read it


def test_603_akroan_hoplite_attacking_with_a_bear_deals_3(judge_yaml):
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {life: 20}, Bruno: {life: 20}}
        battlefield:
          Ana: [Akroan Hoplite, Grizzly Bears]
          Bruno: []
        attack: {Akroan Hoplite: Bruno, Grizzly Bears: Bruno}
        """)
    assert r.state.battlefield["Akroan Hoplite"].power == 3  # 1 + two attacking creatures (608.2h)
    assert r.state.players["Bruno"].life == 15
    assert not r.not_modeled


def test_603_drana_counters_after_first_strike_damage_grow_the_regular_damage(judge_yaml):
    # 510.4: Drana deals first-strike damage, its trigger puts a +1/+1 counter on each
    # attacking creature you control, then the Bears deal regular damage as 3/3.
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {life: 20}, Bruno: {life: 20}}
        battlefield:
          Ana: ["Drana, Liberator of Malakir", Grizzly Bears]
          Bruno: []
        attack: {"Drana, Liberator of Malakir": Bruno, Grizzly Bears: Bruno}
        """)
    assert r.state.battlefield["Grizzly Bears"].counters == {"+1/+1": 1}
    assert r.state.battlefield["Drana, Liberator of Malakir"].counters == {"+1/+1": 1}
    assert r.state.players["Bruno"].life == 15  # 2 first strike + 3 regular


def test_603_torrent_elemental_taps_the_defending_players_creatures_so_none_can_block(judge_yaml):
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {life: 20}, Bruno: {life: 20}}
        battlefield:
          Ana: [Torrent Elemental]
          Bruno: [Giant Spider]
        attack: {Torrent Elemental: Bruno}
        block: {Giant Spider: Torrent Elemental}
        """, refused="509.1a")
    assert r.state.battlefield["Giant Spider"].tapped  # by the attack trigger; the block is refused
    assert r.state.players["Bruno"].life == 20


def test_603_torrent_elemental_unblocked_after_the_tap(judge_yaml):
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {life: 20}, Bruno: {life: 20}}
        battlefield:
          Ana: [Torrent Elemental]
          Bruno: [Giant Spider]
        attack: {Torrent Elemental: Bruno}
        """)
    assert r.state.battlefield["Giant Spider"].tapped
    assert r.state.players["Bruno"].life == 17


def test_603_snooping_page_draws_and_loses_1_life_on_combat_damage(judge_yaml):
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {life: 20}, Bruno: {life: 20}}
        battlefield:
          Ana: [Snooping Page]
          Bruno: []
        attack: {Snooping Page: Bruno}
        """)
    assert r.state.players["Bruno"].life == 18
    assert r.state.players["Ana"].life == 19
    assert [e.params["count"] for e in r.events if e.key == "action.draw"] == [1]


@pytest.mark.parametrize(("name", "start", "why"), [
    ("Piper Wright, Publick Reporter", "Whenever Piper", "word 'many'"),  # phase: investigate once
    ("Goblin Javelineer", "Whenever", "word 'blocking'"),  # phase: any target creature
    ("Kitesail Skirmisher", "Whenever", "word 'the'"),  # phase: no "attacking the same player"
    ("Somberwald Vigilante", "Whenever", "'that creature' not read"),  # phase: damage to itself
    ("Hasran Ogress", "Whenever", "trigger field unless_pay"),  # "unless you pay {2}": not ours yet
])
def test_603_words_phase_left_out_make_its_reading_refused(db, name, start, why):
    card = db.get(name)
    assert phase_trigger(card, line_of(card, start)) == why


def test_603_a_refused_phase_reading_leaves_our_grammars_reading_modeled(db):
    (r,) = card_readings(db.get("Somberwald Vigilante"))
    assert r.status == "modeled" and not r.disagreements
    assert r.abilities[0].effects.steps == (r610.DealDamage(("@that creature",), amount=1),)


def test_603_hasran_ogress_is_not_modeled(db):
    (r,) = card_readings(db.get("Hasran Ogress"))
    assert r.status == "parsed" and r.not_modeled == (r.line,)


def test_603_an_up_to_one_target_is_up_to_one(db):
    card = db.get("Volrath, the Shapestealer")
    line = line_of(card, "At the beginning of combat")
    (trigger,) = phase_trigger(card, line)
    assert trigger.target == r603.TargetSpec(up_to=True)


# ---------------------------------------------------------------- 701.21a a sacrifice chosen as it resolves
def _sacrifices(events):
    return [(e.rule, e.key, e.params.get("permanents")) for e in events if e.key.startswith("trigger.sacrifice")]


def test_701_21a_thraximundar_defending_player_sacrifices_the_first_creature_listed(board):
    g = board(Ana=["Thraximundar"], Bruno=["Forest", "Grizzly Bears", "Hill Giant"])
    events = g.attack({"Thraximundar": "Bruno"}) + all_pass(g)
    assert _sacrifices(events) == [("701.21a", "trigger.sacrifice_listed", "Grizzly Bears")]
    assert set(g.state.battlefield) == {"Thraximundar", "Forest", "Hill Giant"}  # a creature, not the Forest


def test_701_21a_thraximundar_the_defending_player_chooses_which(board):
    g = board(Ana=["Thraximundar"], Bruno=["Grizzly Bears", "Hill Giant"])
    g.choose_for_triggers(choices={"Thraximundar (whenever it attacks)": ["Hill Giant"]})
    events = g.attack({"Thraximundar": "Bruno"}) + all_pass(g)
    assert _sacrifices(events) == [("701.21a", "trigger.sacrifice_chosen", "Hill Giant")]
    assert "Hill Giant" in g.state.graveyard and "Grizzly Bears" in g.state.battlefield


def test_701_21a_a_choice_that_isnt_the_players_creature_is_refused(board):
    from mtgjudge.errors import TriggerChoiceError

    g = board(Ana=["Thraximundar", "Grizzly Bears"], Bruno=["Hill Giant"])
    g.choose_for_triggers(choices={"Thraximundar (whenever it attacks)": ["Grizzly Bears"]})
    with pytest.raises(TriggerChoiceError, match="Grizzly Bears"):
        g.attack({"Thraximundar": "Bruno"})
    assert set(g.state.battlefield) == {"Thraximundar", "Grizzly Bears", "Hill Giant"}
    assert not g.state.combat.attacking  # the refused attack changed nothing


def test_701_21a_you_may_sacrifice_then_if_you_do_is_not_read(db):
    card = db.get("Brawl-Bash Ogre")
    line = line_of(card, "Whenever")
    assert phase_trigger(card, line) == "if you do, after a sacrifice"
