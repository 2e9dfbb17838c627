"""CR 613.1f: an Aura's "Enchanted creature loses flying" removes the ability in layer 6,
so a creature without flying or reach may block it (702.9b no longer applies)."""

from __future__ import annotations


def test_613_1f_grounded_serra_angel_can_be_blocked_by_grizzly_bears(judge_yaml):
    """613.1f, 702.9b: Serra Angel enchanted by Grounded has no flying: Grizzly Bears
    blocks it and dies to its 4 damage; the Angel takes 2."""
    r = judge_yaml("""\
active: Ana
players: {Ana: {life: 20}, Bruno: {life: 20}}
battlefield: {Ana: [Serra Angel], Bruno: [Grizzly Bears, {card: Grounded, attached_to: Serra Angel}]}
attack: {Serra Angel: Bruno}
block: {Grizzly Bears: Serra Angel}
""")
    assert r.error is None and r.caveats == []
    angel = r.state.battlefield["Serra Angel"]
    assert [a.name for a in angel.abilities] == ["vigilance"]
    assert angel.damage == 2
    assert "Grizzly Bears" in r.state.graveyard


def test_613_1f_loses_a_list_of_keywords_read_from_oracle_text():
    """613.1f: "loses flying and first strike" is read as one effect naming both."""
    from mtgjudge.oracle.statics import read_line

    (ability,) = read_line("Enchanted creature loses flying and first strike.", ["Test Aura"])
    assert [(type(e).__name__, e.names) for e in ability.effects] == [("LoseAbilities", ("flying", "first strike"))]


def test_613_1f_losing_a_protection_is_not_read():
    """702.16: which protection is lost isn't told by a name: not modeled, not guessed."""
    from mtgjudge.oracle.statics import read_line

    assert read_line("Enchanted creature loses protection from red.", ["Test Aura"]) is None
