"""702.21a: ward. A spell or ability an opponent controls that targets the permanent is
countered (701.6a) unless its controller pays the ward cost: mana from the mana the
scenario states, or life (119.4). Real cards: Hulking Raptor (Ward {2}), Tolarian Terror
(Ward {2}), Moonrage Brute (Ward—Pay 3 life), Dwarven Forge-Chanter (Ward—Pay 2 life)."""

from __future__ import annotations

from mtgjudge.cr.r702_21_ward import Ward
from mtgjudge.oracle.grammar import read_ward as parse

BOARD = """\
active: Ana
players: {{Ana: {{life: 20}}, Bruno: {{life: {bruno_life}{bruno_mana}}}}}
battlefield:
  Ana: [{ana}]
  Bruno: [Grizzly Bears]
attack: {{{ana}: Bruno}}
actions:
  declare_attackers:
    - {{cast: {spell}, by: Bruno, target: {ana}}}
{extra}"""


def board(ana="Hulking Raptor", spell="Murder", mana="", life=20, extra=""):
    return BOARD.format(ana=ana, spell=spell, bruno_mana=f", mana: \"{mana}\"" if mana else "",
                        bruno_life=life, extra=extra)


def rules_and_keys(r):
    return [(e.rule, e.key) for e in r.events]


def test_702_21a_murder_without_the_ward_mana_is_countered_and_the_raptor_deals_5(judge_yaml):
    r = judge_yaml(board(mana="{1}{B}{B}"))  # exactly Murder's cost: nothing left for ward
    assert ("701.6a", "ward.countered") in rules_and_keys(r)
    assert "Hulking Raptor" in r.state.battlefield
    assert r.state.players["Bruno"].life == 15  # the 5/3 Raptor is unblocked
    countered = next(e for e in r.events if e.key == "ward.countered")
    assert countered.text() == "Bruno doesn't pay {2} for ward: Murder is countered."
    assert countered.text("es") == "Bruno no paga {2} por la custodia: Murder es contrarrestado."


def test_702_21a_murder_with_two_more_mana_pays_ward_and_destroys_the_raptor(judge_yaml):
    r = judge_yaml(board(mana="{3}{B}{B}"))
    keys = rules_and_keys(r)
    assert ("702.21a", "ward.paid") in keys and ("701.6a", "ward.countered") not in keys
    assert "Hulking Raptor" not in r.state.battlefield and "Hulking Raptor" in r.state.graveyard
    assert r.state.players["Bruno"].mana == ""  # 5 mana: 3 for Murder, 2 for ward
    assert r.state.players["Bruno"].life == 20


def test_702_21a_the_player_may_decline_to_pay(judge_yaml):
    r = judge_yaml(board(mana="{3}{B}{B}", extra='triggers:\n  choices: {"Ward {2} (Hulking Raptor)": []}\n'))
    assert ("701.6a", "ward.countered") in rules_and_keys(r)
    assert len(r.state.players["Bruno"].mana) == 2  # Murder's {1}{B}{B} paid, 2 of 5 left
    assert r.state.players["Bruno"].life == 15


def test_702_21a_the_ward_trigger_goes_on_the_stack_above_the_spell(judge_yaml):
    r = judge_yaml(board(ana="Tolarian Terror", spell="Shock", mana="{R}"))
    keys = [e.key for e in r.events]
    cast, put, countered = keys.index("stack.cast_targets"), keys.index("trigger.put"), keys.index("ward.countered")
    assert cast < put < countered
    put_event = r.events[put]
    assert put_event.params["object"] == "Ward {2} (Tolarian Terror)"
    assert r.state.battlefield["Tolarian Terror"].damage == 0  # Shock never resolved
    assert r.state.players["Bruno"].life == 15  # the 5/5 Terror


def test_702_21a_pay_life_ward_takes_life_when_the_player_has_enough(judge_yaml):
    r = judge_yaml(board(ana="Moonrage Brute", spell="Shock", mana="{R}"))
    assert ("702.21a", "ward.paid") in rules_and_keys(r)
    # Bruno paid 3 life; Shock dealt 2 to the 3/3 Brute, which survives and deals 3
    assert r.state.players["Bruno"].life == 14
    assert r.state.battlefield["Moonrage Brute"].damage == 2


def test_119_4_a_player_with_less_life_than_the_ward_cost_cant_pay_it(judge_yaml):
    r = judge_yaml(board(ana="Dwarven Forge-Chanter", spell="Shock", mana="{R}", life=1))
    assert ("701.6a", "ward.countered") in rules_and_keys(r)
    assert "Dwarven Forge-Chanter" in r.state.battlefield


def test_702_21a_ward_ignores_its_controllers_own_spells(judge_yaml):
    r = judge_yaml("""\
active: Ana
players: {Ana: {life: 20, mana: "{G}"}, Bruno: {life: 20}}
battlefield: {Ana: [Hulking Raptor], Bruno: []}
attack: {Hulking Raptor: Bruno}
actions:
  declare_attackers:
    - {cast: Giant Growth, by: Ana, target: Hulking Raptor}
""")
    assert not any(e.key.startswith("ward.") for e in r.events)
    assert r.state.players["Bruno"].life == 12  # 5 + 3


def test_ward_costs_read_from_the_keyword():
    assert parse("Ward {2}") == Ward("Ward {2}", 0, "{2}")
    assert parse("Ward—Pay 3 life.") == Ward("Ward—Pay 3 life.", 3, "")
    assert parse("Ward—Discard a card.") is None  # not modeled
    assert parse("Ward—Pay life equal to this creature's power.") is None


def test_ward_lines_are_modeled(db):
    from mtgjudge.oracle.coverage import card_readings

    for name in ("Hulking Raptor", "Tolarian Terror", "Moonrage Brute"):
        line = next(r for r in card_readings(db.get(name)) if r.line.lower().startswith("ward"))
        assert line.status == "modeled" and type(line.abilities[0]) is Ward, name
