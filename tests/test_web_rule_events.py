"""The rule pages' "what the engine says citing it": every (rule, message key) pair the
engine emits, including those whose rule is chosen at run time (``log.add(r.rule, ...)``),
from the code's constants and the index recorded while the test suite ran
(mtgjudge/web/rule_events.json, rebuilt by ``python -m mtgjudge.web.rule_index``)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

pytest.importorskip("fastapi")

from conftest import checked, example_refusal

from mtgjudge.messages import MESSAGES
from mtgjudge.rules import PACKAGE
from mtgjudge.web import rule_index
from mtgjudge.web.content import code_events, rule_events

ROOT = Path(__file__).resolve().parent.parent
REGENERATE = "out of date: run `python -m mtgjudge.web.rule_index` and commit mtgjudge/web/rule_events.json"
#: Message families that are never an event or an illegal action: input errors, --explain
#: lines, words inside other messages, why-not answers, the site's and CLI's own words.
NOT_EVENTS = {"input", "explain", "term", "why", "effects", "ui", "web", "reading", "custom"}  # custom: input errors about a custom card
#: Event keys the engine emits with a rule chosen at run time where no test of the suite
#: reaches them yet, so nothing recorded their rules (a test for them, then a rebuild of
#: the index, removes them from here). None now: every one is reached.
NOT_REACHED: set[str] = set()


def pairs(index: dict[str, list[str]]) -> set[tuple[str, str]]:
    return {(r, k) for r, keys in index.items() for k in keys}


def test_120_3a_rule_chosen_at_run_time_is_on_the_rule_page(db):
    """120.3a's life loss is logged as ``log.add(r.rule, "result.life_loss", ...)``: no
    constant in the code names the rule, yet the page lists the event."""
    from fastapi.testclient import TestClient

    from mtgjudge.web.app import Limits, create_app

    assert "120.3a" not in code_events()
    with TestClient(create_app(Limits(workers=1))) as client:
        page = client.get("/rules/120.3a").text
        assert "result.life_loss" in page and "{player} loses {amount} life ({life} left)." in page
        keys = [e["key"] for e in client.get("/api/rules/615.7").json()["events"]]
        assert "event.applied" in keys  # log.add(chosen.rule, chosen.applied_key, ...)
        assert "effect.shield_choice" in keys  # written as constants


def test_index_names_current_rules_and_messages_in_order():
    """Each recorded pair names a rule of the current CR and a message of the catalog
    (a renumbered rule or removed message makes the index stale)."""
    index = rule_index.load()
    assert len(pairs(index)) > 100
    assert index == rule_index.valid(pairs(index)), REGENERATE


def test_index_is_current_for_the_examples(db):
    """Judging every example scenario (with --explain's characteristics) emits no pair
    the rule pages miss."""
    from mtgjudge.explain import explain
    from mtgjudge.scenario import judge_file

    with rule_index.recording() as seen:
        for path in sorted((ROOT / "examples").glob("*.yaml")):
            ruling = checked(judge_file(path, db=db), example_refusal(path))
            if ruling.initial is not None:
                explain(ruling.initial)
    assert len(seen) > 30
    assert seen - pairs(rule_events()) == set(), REGENERATE


def test_every_event_key_in_the_engine_has_its_rules():
    """Every message key the engine's code names (outside ``Text(...)``, ``Later(...)`` and ``render(...)``,
    which build input errors and parts of messages) is listed under some rule: an event
    logged with a rule chosen at run time that no test reaches would be missing."""
    listed = {k for keys in rule_events().values() for k in keys}
    missing = set()
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = path.relative_to(PACKAGE)
        if "web" in rel.parts or rel.name == "messages.py":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        wrapped = {id(node.args[0]) for node in ast.walk(tree)
                   if isinstance(node, ast.Call) and node.args
                   and getattr(node.func, "id", getattr(node.func, "attr", None)) in ("Text", "Later", "render")}
        for node in ast.walk(tree):
            if (isinstance(node, ast.Constant) and node.value in MESSAGES and id(node) not in wrapped
                    and node.value.split(".")[0] not in NOT_EVENTS and node.value not in listed | NOT_REACHED):
                missing.add(f"{rel}:{node.lineno} {node.value}")
    assert missing == set(), REGENERATE
    assert not NOT_REACHED & listed, "now recorded: take them out of NOT_REACHED"


def test_recording_sees_only_the_engine():
    """An event a test (or the site) builds itself is not the engine's and isn't recorded."""
    from mtgjudge.errors import illegal
    from mtgjudge.events import Event, EventLog

    with rule_index.recording() as seen:
        EventLog().add("120.3a", "result.life_loss", player="Ana", amount=1, life=19)
        Event("510.1c", "damage.assign", {})
        illegal("702.9b", "block.flying", blocker="Grizzly Bears", attacker="Serra Angel")
    assert seen == set()
