"""One definition of "could change a combat ruling" (mtgjudge.oracle.relevance), shared by
the caveats, `coverage --oracle` and `mtgjudge card`: real cards' lines, exact reasons and
families, and the three never disagreeing."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from mtgjudge.caveats import IDLE_REASONS, sort_out
from mtgjudge.cli import app
from mtgjudge.oracle.coverage import line_relevance, oracle_coverage
from mtgjudge.oracle.relevance import DEFINITION, REASONS, relevance


@pytest.mark.parametrize(("card", "line", "reason"), [
    ("Llanowar Elves", "{T}: Add {G}.", "mana ability"),  # 605.1a
    ("Ghalta, Primal Hunger", "This spell costs {X} less to cast, where X is the total power of creatures you control.",
     "cost change"),  # 601.2f
    ("Phyrexian Arena", "At the beginning of your upkeep, you draw a card and you lose 1 life.",
     "trigger outside combat"),
    ("Relentless Rats", "A deck can have any number of cards named Relentless Rats.", "deck or opening hand"),
    ("Tranquil Cove", "This land enters tapped.", "land entering"),
    ("Tranquil Cove", "When this land enters, you gain 1 life.", "land entering"),  # 305.1: not in combat
    ("Bonesplitter", "Equip {1}", "attaches as a sorcery"),  # 702.6a
    ("Merfolk Looter", "{T}: Draw a card, then discard a card.", "no combat object"),
    ("Divination", "Draw two cards.", "no combat object"),
    ("Savageborn Hydra", "{1}{R/G}: Put a +1/+1 counter on this creature. Activate only as a sorcery.",
     "activated outside combat"),  # 602.5d
])
def test_lines_that_cannot_change_a_combat_ruling(db, card, line, reason):
    c = db.get(card)
    assert line in c.text
    got = line_relevance(line, c)
    assert (got.relevant, got.reason) == (False, reason)
    assert reason in REASONS


@pytest.mark.parametrize(("card", "line", "family"), [
    ("Serra Angel", "Flying", "keyword line"),
    ("Giant Growth", "Target creature gets +3/+3 until end of turn.", "combat tricks: target creature gets / gains"),
    ("Glorious Anthem", "Creatures you control get +1/+1.", "creatures you control get / have"),
    ("Bonesplitter", "Equipped creature gets +2/+0.", "equipped / enchanted creature gets / has"),
    ("Hypnotic Specter", "Whenever this creature deals damage to an opponent, that player discards a card at random.",
     "whenever ~ deals damage / is dealt damage"),
    ("Goblin Guide", "Whenever this creature attacks, defending player reveals the top card of their library. "
                     "If it's a land card, that player puts it into their hand.", "whenever ~ attacks"),
    ("Jace Beleren", "[+2]: Each player draws a card.", "loyalty abilities"),  # in: loyalty abilities count
    ("Prodigal Pyromancer", "{T}: This creature deals 1 damage to any target.", "{cost}: ~ deals damage"),
    ("Shock", "Shock deals 2 damage to any target.", "damage spells"),
    ("Troll Ascetic", "{1}{G}: Regenerate this creature.", "{cost}: regenerate"),
    # 601.2f: what other spells cost matters to one cast during combat
    ("Goblin Electromancer", "Instant and sorcery spells you cast cost {1} less to cast.", "spells cost more / less"),
])
def test_lines_that_could_change_a_combat_ruling_and_their_family(db, card, line, family):
    c = db.get(card)
    assert line in c.text
    got = line_relevance(line, c)
    assert (got.relevant, got.reason, got.family) == (True, "", family)


def test_a_combat_trigger_counts_whatever_it_does_and_an_enters_trigger_only_if_it_acts_on_combat():
    # "Whenever ~ attacks, draw a card": the draw is one of the combat's events.
    assert relevance("Whenever ~ attacks, draw a card.").relevant
    assert relevance("When ~ enters, draw a card.") == relevance("When ~ enters, draw a card.")
    assert not relevance("When ~ enters, draw a card.").relevant
    assert relevance("When ~ enters, target creature gets +2/+2 until end of turn.").relevant


def test_ability_words_and_the_cards_own_name_are_read_through(db):
    c = db.get("Akoum Hellhound")  # "Landfall — Whenever a land you control enters, ..."
    line = next(raw for raw in c.text.splitlines() if raw.startswith("Landfall"))
    assert line_relevance(line, c).relevant and line_relevance(line, c).family == "whenever a creature enters"


def test_caveats_and_coverage_agree_on_every_line_of_a_board(db):
    """A line the coverage counts as unable to change a ruling never raises a caveat, and
    one it counts in raises a caveat unless this combat can't wake it (nothing entered)."""
    board = ["Llanowar Elves", "Merfolk Looter", "Phyrexian Arena", "Tranquil Cove", "Northern Paladin",
             "Mtenda Lion", "Jace Beleren"]
    lines = [(n, raw) for n in board for raw in db.get(n).text.splitlines()]
    warned, idle = sort_out(lines, [])
    warned_lines = {(c.permanent, c.text) for c in warned}
    why = {(n, t): reason for n, t, reason in idle}
    for name, line in lines:
        rel = line_relevance(line, db.get(name))
        if not rel.relevant:
            assert why[(name, line)] == rel.reason, (name, line)
        else:  # a caveat, or idle only for a reason of this combat
            assert ((name, line) in warned_lines) != (why.get((name, line)) in IDLE_REASONS), (name, line)
    assert why[("Jace Beleren", "[+2]: Each player draws a card.")] == "loyalty ability"
    assert why[("Tranquil Cove", "When this land enters, you gain 1 life.")] == "land entering"
    assert why[("Phyrexian Arena", "At the beginning of your upkeep, you draw a card and you lose 1 life.")] == \
        "trigger outside combat"
    assert warned_lines == {("Northern Paladin", "{W}{W}, {T}: Destroy target black permanent."),
                            ("Mtenda Lion", db.get("Mtenda Lion").text)}


def test_coverage_json_has_the_issue_shape(db, monkeypatch):
    monkeypatch.setattr(type(db), "names", lambda self: ["Ox Drover", "Serra Angel", "Llanowar Elves", "Shock"])
    out = CliRunner().invoke(app, ["coverage", "--oracle", "--format", "json"])
    assert out.exit_code == 0, out.output
    got = json.loads(out.output)
    assert got["definition"] == DEFINITION
    # Ox Drover 3 lines, Serra Angel 2, Llanowar Elves 1, Shock 1; only the Elves' mana ability is out
    assert got["all"] == {"lines": 7, "modeled": 5, "parsed_not_applied": 2, "not_understood": 0}
    assert got["combat"] == {"lines": 6, "modeled": 5, "parsed_not_applied": 1, "not_understood": 0}
    assert got["not_relevant"] == {"mana ability": 1}
    # Ox Drover's "Whenever this creature enters or attacks, target opponent creates ..." isn't read
    assert got["creatures_fully_modeled"] == {"cards": 2, "modeled": 1}
    assert got["cards_fully_modeled"] == {"cards": 3, "modeled": 2}
    assert {f["family"]: (f["lines"], f["modeled"]) for f in got["families"]} == {
        "keyword line": (3, 3), "~ can't block / attack, must": (1, 1), "when ~ enters": (1, 0),
        "damage spells": (1, 1)}
    assert set(got["by_type"]) == {"Creature", "Instant"}


def test_the_headline_counts_the_same_lines_as_the_caveats(db):
    cov = oracle_coverage([db.get("Merfolk Looter"), db.get("Duct Crawler")])
    # Looter: {T} draw/discard is out; Duct Crawler's "can't block this creature" is in, and not modeled.
    assert cov.combat.total == 1 and cov.not_relevant["no combat object"] == 1
    assert cov.cards_fully_modeled.cards == 1 and cov.cards_fully_modeled.modeled == 0


def test_the_card_command_shows_the_same_verdict_as_coverage_and_caveats(db):
    """`mtgjudge card` says of each line whether it could change a combat ruling, as the
    coverage counts it and as the caveats treat it."""
    out = CliRunner().invoke(app, ["card", "Merfolk Looter", "--format", "json"])
    assert out.exit_code == 0, out.output
    [line] = json.loads(out.output)["lines"]
    assert (line["relevant"], line["not_relevant"]) == (False, "it names nothing a combat has")
    out = CliRunner().invoke(app, ["card", "Northern Paladin", "--format", "json"])
    [line] = json.loads(out.output)["lines"]
    assert (line["relevant"], line["not_relevant"]) == (True, None)
    text = CliRunner().invoke(app, ["card", "Merfolk Looter", "--lang", "es"]).output
    assert "no puede cambiar una resolución de combate: no nombra nada que tenga un combate" in text
