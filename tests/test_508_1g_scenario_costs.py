"""CR 508.1g-j and 702.122 in scenario files: `costs` (mana, pay) and `precombat`
(crew, animate), and their examples."""

from __future__ import annotations

from pathlib import Path

import pytest

from mtgjudge.errors import ScenarioError
from mtgjudge.messages import render
from mtgjudge.scenario import judge_file

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def test_508_1j_windborn_muse_example(db):
    r = judge_file(EXAMPLES / "508.1j-windborn-muse.yaml", db)
    assert r.error is None
    assert [e.text() for e in r.events if e.rule == "508.1j"] == ["Ana pays {4} to attack, with {G}{G}{C}{C}."]
    assert r.state.players["Bruno"].life == 16
    assert r.state.players["Ana"].mana == "G"  # one pool: what is left for spells and abilities


def test_508_1j_three_attackers_is_illegal(judge_yaml):
    r = judge_yaml("""
        active: Ana
        players: {Ana: {}, Bruno: {}}
        battlefield: {Ana: [Grizzly Bears, Grizzly Bears, Grizzly Bears], Bruno: [Windborn Muse]}
        costs: {mana: {Ana: {G: 5}}}
        attack: {"Grizzly Bears #1": Bruno, "Grizzly Bears #2": Bruno, "Grizzly Bears #3": Bruno}
        """, refused="508.1j")
    assert (r.error.rule, r.error.key, r.error.params["cost"]) == ("508.1j", "attack.cant_pay", "{6}")
    assert r.state.players["Bruno"].life == 20


def test_702_122_crew_example(db):
    r = judge_file(EXAMPLES / "702.122-crew.yaml", db)
    assert r.error is None
    assert [e.rule for e in r.events][1:4] == ["205.1b", "702.122b", "702.122a"]
    assert r.state.players["Bruno"].life == 17 and "Grizzly Bears" in r.state.graveyard


def test_702_122_bad_crew_is_the_rulings_error(judge_yaml):
    r = judge_yaml("""
        active: Ana
        players: {Ana: {}, Bruno: {}}
        battlefield: {Ana: [Heart of Kiran, Llanowar Elves]}
        precombat: {crew: {Heart of Kiran: [Llanowar Elves]}}
        attack: {Heart of Kiran: Bruno}
        """, refused="702.122a")
    assert (r.error.rule, r.error.key) == ("702.122a", "crew.not_enough")


def test_508_1i_bad_mana_and_unknown_names_are_refused(judge_yaml):
    with pytest.raises(ScenarioError) as e:
        judge_yaml("""
            active: Ana
            players: {Ana: {}, Bruno: {}}
            battlefield: {Ana: [Grizzly Bears]}
            costs: {mana: {Ana: {Q: 2}}}
            precombat: {crew: {Smugglers Coptr: [Grizzly Bears]}}
            """)
    text = str(e.value)
    assert '"{Q: 2}" is not mana' in text and "Smugglers Coptr" in text


_MUSE = """\
active: Ana
players: {{Ana: {{{mana}}}, Bruno: {{}}}}
battlefield: {{Ana: [Grizzly Bears], Bruno: [Windborn Muse]}}
attack: {{Grizzly Bears: Bruno}}
{more}"""


@pytest.mark.parametrize(("mana", "more"), [
    ('mana: "{1}{G}{G}"', ""),                      # the mana they can spend this combat: one pool
    ("mana: {G: 2, C: 1}", ""),                     # the same, by colour
    ("", 'costs: {mana: {Ana: "{1}{G}{G}"}}'),       # costs.mana in symbols
    ("", "costs: {mana: {Ana: {G: 2, C: 1}}}"),      # costs.mana by colour
])
def test_508_1i_mana_is_written_the_same_way_in_both_fields(judge_yaml, mana, more):
    # Windborn Muse: {2} to attack Bruno. Either field, either form: Ana pays {C} and {G}
    # (generic from colourless first) and has {G} left.
    r = judge_yaml(_MUSE.format(mana=mana, more=more))
    assert r.error is None
    [paid] = [e for e in r.events if e.key == "attack.cost_paid"]
    assert paid.text() == "Ana pays {2} to attack, with {G}{C}."
    assert r.state.players["Bruno"].life == 18


def test_508_1i_stated_mana_pays_attack_costs_and_what_is_left_pays_spells(judge_yaml):
    # One pool: {2} to attack through Windborn Muse leaves {G} of "{1}{G}{G}" for Giant Growth,
    # and a second Giant Growth can't be paid (601.2h).
    r = judge_yaml(_MUSE.format(mana='mana: "{1}{G}{G}"', more=(
        "actions: {declare_attackers: [{cast: Giant Growth, target: Grizzly Bears}, "
        "{cast: Giant Growth, target: Grizzly Bears}]}\n")), refused="601.2h")
    assert r.error.rule == "601.2h"
    assert render(r.error.key, r.error.params) == "Ana can't pay {G} for Giant Growth #2: they have no mana left."
    assert render(r.error.key, r.error.params, "es") == \
        "Ana no puede pagar {G} por Giant Growth #2: no le queda maná."


@pytest.mark.parametrize(("field", "where"), [
    ("mana: {Green: 1}", "t.yaml:2 players.Ana.mana"),
    ("", "t.yaml:5 costs.mana.Ana"),
])
def test_508_1i_bad_mana_gets_one_plain_message_in_both_fields(judge_yaml, field, where):
    more = "costs: {mana: {Ana: {Green: 1}}}\n" if not field else ""
    with pytest.raises(ScenarioError) as e:
        judge_yaml(_MUSE.format(mana=field, more=more))
    [(at, text)] = e.value.problems
    assert at == where
    assert str(text) == ('"{Green: 1}" is not mana: write mana symbols such as "{2}{G}{G}" (recommended) '
                         "or amounts by colour such as {G: 2, C: 2}; the colours are W, U, B, R, G and "
                         "colourless C, and a number is colourless mana")
    assert "'" not in str(text)  # no Python dict repr
