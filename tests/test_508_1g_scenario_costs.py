"""CR 508.1g-j and 702.122 in scenario files: `costs` (mana, pay) and `precombat`
(crew, animate), and their examples."""

from __future__ import annotations

from pathlib import Path

import pytest

from mtgjudge.errors import ScenarioError
from mtgjudge.scenario import judge_file

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def test_508_1j_windborn_muse_example(db):
    r = judge_file(EXAMPLES / "508.1j-windborn-muse.yaml", db)
    assert r.error is None
    assert [e.text() for e in r.events if e.rule == "508.1j"] == ["Ana pays {4} to attack, with {G}{G}{C}{C}."]
    assert r.state.players["Bruno"].life == 16
    assert r.state.costs.mana("Ana") == {"G": 1}


def test_508_1j_three_attackers_is_illegal(judge_yaml):
    r = judge_yaml("""
        active: Ana
        players: {Ana: {}, Bruno: {}}
        battlefield: {Ana: [Grizzly Bears, Grizzly Bears, Grizzly Bears], Bruno: [Windborn Muse]}
        costs: {mana: {Ana: {G: 5}}}
        attack: {"Grizzly Bears #1": Bruno, "Grizzly Bears #2": Bruno, "Grizzly Bears #3": Bruno}
        """)
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
        """)
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
    assert "isn't mana by colour" in text and "Smugglers Coptr" in text
