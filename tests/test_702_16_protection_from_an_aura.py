"""CR 702.16 and 704.5m: an Aura granting protection "This effect doesn't remove this
Aura." (White Ward): the Aura stays on though it has the quality; the protection acts."""

from __future__ import annotations

from conftest import checked
from mtgjudge.scenario import Scenario, judge

WARD = """
active: Ana
players: {Ana: {}, Bruno: {}}
battlefield:
  Ana: [Grizzly Bears, {card: White Ward, attached_to: Grizzly Bears}]
  Bruno: [Savannah Lions, Runeclaw Bear]
attack: {Grizzly Bears: Bruno}
block: {%s: Grizzly Bears}
"""


def test_702_16_white_ward_stays_and_a_white_creature_cant_block(db):
    ruling = checked(judge(Scenario.from_yaml(WARD % "Savannah Lions"), db), "702.16f")
    assert ruling.error.key == "block.protection"


def test_702_16_white_ward_is_not_put_into_the_graveyard(db):
    ruling = checked(judge(Scenario.from_yaml(WARD.replace("block: {%s: Grizzly Bears}\n", "")), db))
    assert ruling.state.battlefield["White Ward"].attached_to == "Grizzly Bears"
    assert ruling.state.players["Bruno"].life == 18
    assert not [e for e in ruling.events if e.rule == "704.5m"]


def test_702_16_white_ward_line_is_modeled(db):
    from mtgjudge.oracle import compile_card
    from mtgjudge.oracle.coverage import card_readings

    card = db.get("White Ward")
    assert compile_card(card).not_modeled == ()
    assert all(r.status == "modeled" and not r.disagreements for r in card_readings(card))
