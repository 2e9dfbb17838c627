"""Lines a ruling applies although no reader of permanents reads them are counted and shown
as modeled: an instant's or sorcery's effect given under ``effects`` (611.2, 615), "~ can be
your commander" (903.3), level up (702.87a), and "Enchant player" (303.4a, 702.5)."""

from __future__ import annotations

import pytest

from mtgjudge.oracle.coverage import card_readings


@pytest.mark.parametrize(("card", "kind"), [
    ("Overrun", "SpellAbility"),  # the README's own example, applied through `effects`
    ("Giant Growth", "SpellAbility"),
    ("Holy Day", "SpellAbility"),  # a prevention effect (615)
    ("Nahiri, the Lithomancer", "CanBeYourCommander"),
    ("Student of Warfare", "LevelUp"),
    ("Curse of Opulence", "Enchant"),
])
def test_the_line_is_modeled(db, card, kind):
    readings = card_readings(db.get(card))
    assert kind in [type(a).__name__ for r in readings for a in r.abilities if r.status == "modeled"]


def test_303_4a_an_aura_with_enchant_player_is_never_attached_to_a_permanent(db):
    from mtgjudge.oracle import compile_card

    enchant = next(a for a in compile_card(db.get("Curse of Opulence")).abilities if a.name == "enchant")
    assert enchant.what == "Player"
    assert enchant.illegal_attachment(None, None, None) is True


def test_overrun_given_as_an_effect_pumps_and_reports_nothing_not_modeled(judge_yaml):
    r = judge_yaml("""\
active: Ana
players: {Ana: {life: 20}, Bruno: {life: 20}}
battlefield: {Ana: [Grizzly Bears], Bruno: []}
effects: [{card: Overrun, controller: Ana}]
attack: {Grizzly Bears: Bruno}
""")
    assert r.state.players["Bruno"].life == 15  # 2/2 + 3/3 = 5 trample damage
    assert r.not_modeled == [] and r.caveats == []
