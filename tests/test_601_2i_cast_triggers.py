"""601.2i, 603.2: "whenever you cast / an opponent casts / a player casts a(n) [quality]
spell" read from real Oracle text and answered on the rules bus (SpellCast happenings): the
caster and the spell's card types and colours as it is on the stack decide."""

from __future__ import annotations

BOARD = """\
active: Ana
players: {{Ana: {{life: 20}}, Bruno: {{life: 20}}}}
battlefield:
  Ana: [{ana}]
  Bruno: [{bruno}]
attack: {{{attacker}: Bruno}}
{block}actions:
  declare_blockers:
    - {{cast: {spell}, by: {caster}, target: {target}}}
"""


def board(ana, bruno, attacker, spell, caster, target, block=""):
    return BOARD.format(ana=ana, bruno=bruno, attacker=attacker, spell=spell, caster=caster, target=target,
                        block=f"block: {{{block}}}\n" if block else "")


def test_601_2i_charmbreaker_devils_gets_4_when_its_controller_casts_an_instant(judge_yaml):
    # Shock at Bruno's Grizzly Bears; the Devils' trigger resolves first: 8/4 unblocked
    r = judge_yaml(board("Charmbreaker Devils", "Grizzly Bears", "Charmbreaker Devils", "Shock", "Ana", "Grizzly Bears"))
    assert "Charmbreaker Devils (whenever you cast an instant or sorcery spell)" in [
        e.params.get("object") for e in r.events if e.key == "trigger.put"]
    assert r.state.players["Bruno"].life == 12
    assert "Grizzly Bears" in r.state.graveyard


def test_601_2i_an_opponents_spell_doesnt_trigger_you_cast(judge_yaml):
    r = judge_yaml(board("Charmbreaker Devils", "Grizzly Bears", "Charmbreaker Devils", "Shock", "Bruno",
                         "Charmbreaker Devils"))
    assert not any(e.key == "trigger.put" for e in r.events)
    assert r.state.players["Bruno"].life == 16  # 4 damage; the Shocked 4/4 survives
    assert r.state.battlefield["Charmbreaker Devils"].damage == 2


def test_601_2i_seeker_of_the_way_gains_lifelink_from_a_noncreature_spell(judge_yaml):
    r = judge_yaml(board("Seeker of the Way", "Grizzly Bears", "Seeker of the Way", "Shock", "Ana", "Bruno"))
    # Shock deals 2 to Bruno; prowess and the cast trigger: Seeker is 3/3 with lifelink
    assert r.state.players["Bruno"].life == 15
    assert r.state.players["Ana"].life == 23


def test_601_2i_mogg_sentry_grows_when_an_opponent_casts_a_spell(judge_yaml):
    # Bruno's Giant Growth on his blocker: Mogg Sentry (1/1 blocking) becomes 3/3
    r = judge_yaml(board("Grizzly Bears", "Mogg Sentry", "Grizzly Bears", "Giant Growth", "Ana", "Grizzly Bears",
                         block="Mogg Sentry: Grizzly Bears"))
    assert "Mogg Sentry (whenever an opponent casts a spell)" in [
        e.params.get("object") for e in r.events if e.key == "trigger.put"]
    assert "Mogg Sentry" in r.state.graveyard  # a 3/3 dealt 5
    assert r.state.battlefield["Grizzly Bears"].damage == 3  # the Sentry's 3, not 1


def test_601_2i_kambal_drains_the_opponent_who_casts_a_noncreature_spell(judge_yaml):
    r = judge_yaml(board("Grizzly Bears", '"Kambal, Consul of Allocation"', "Grizzly Bears", "Giant Growth", "Ana",
                         "Grizzly Bears"))
    assert r.state.players["Ana"].life == 18  # Ana cast it: she loses 2, Bruno gains 2
    assert r.state.players["Bruno"].life == 22 - 5  # then the 5/5 Bears connect


def test_601_2i_the_reading_names_caster_and_spell_in_both_languages(db):
    from mtgjudge.oracle import compile_card

    [trigger] = [a for a in compile_card(db.get("Kambal, Consul of Allocation")).abilities]
    assert trigger.reading().render("en").startswith(
        "trigger: an opponent casts a noncreature spell (601.2i, 603.2) → ")
    assert trigger.reading().render("es").startswith(
        "disparo: un oponente lanza un hechizo que no es de criatura (601.2i, 603.2) → ")


def test_every_cast_trigger_event_has_its_rule_for_the_readings():
    from mtgjudge.abilities.reading import event_rule
    from mtgjudge.cr.r603_triggered_abilities import CAST_WHENS

    assert {w: event_rule(w) for w in CAST_WHENS} == {w: "601.2i, 603.2" for w in CAST_WHENS}
