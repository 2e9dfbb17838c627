"""CR 405.4: a spell has the characteristics of its card and is controlled by its
caster, so effects that look at a damage source see a resolving spell's colour, types
and controller: Torbran's "red source you control" (614.1a), protection from red
(702.16e). Real cards."""

from __future__ import annotations

from conftest import lines

TORBRAN_SHOCK = """active: Ana
players: {Ana: {life: 20, mana: "{R}"}, Bruno: {life: 20, mana: "{R}"}}
battlefield:
  Ana: [Grizzly Bears, "Torbran, Thane of Red Fell"]
  Bruno: []
attack: {Grizzly Bears: Bruno}
actions:
  declare_blockers:
    - {cast: Shock, by: %s, target: %s}
"""


def test_405_4_torbran_adds_2_to_a_red_spell_its_controller_casts(judge_yaml):
    """405.4, 614.1a: Shock is a red source Ana controls, so Torbran makes it deal 4 to
    Bruno; Grizzly Bears (green) still deals 2 in combat."""
    r = judge_yaml(TORBRAN_SHOCK % ("Ana", "Bruno"))
    assert lines(r, "120.4b") == ["120.4b Shock deals 4 damage to Bruno."]
    assert lines(r, "614.1a") == [("614.1a Torbran, Thane of Red Fell's effect is applied, so the damage "
                                   "event becomes [4 damage is dealt to Bruno by Shock].")]
    assert r.state.players["Bruno"].life == 14


def test_405_4_torbran_ignores_a_red_spell_an_opponent_casts(judge_yaml):
    """405.4: the controller of a spell is who cast it: Bruno's Shock isn't a source Ana
    controls, so it deals 2 to Ana."""
    r = judge_yaml(TORBRAN_SHOCK % ("Bruno", "Ana"))
    assert lines(r, "120.4b") == ["120.4b Shock deals 2 damage to Ana."]
    assert lines(r, "614.1a") == []
    assert r.state.players["Ana"].life == 18


PYROCLASM = """active: Ana
players: {Ana: {life: 20}, Bruno: {life: 20}}
battlefield:
  Ana: [Colossal Dreadmaw]
  Bruno: [%s, Hill Giant]
effects: [{card: Pyroclasm, controller: Ana}]
attack: {Colossal Dreadmaw: Bruno}
"""


def test_405_4_protection_from_red_prevents_a_red_spells_damage(judge_yaml):
    """405.4, 702.16e: Pyroclasm is red, so Silver Knight's protection from red prevents
    its 2 damage; Hill Giant and Colossal Dreadmaw are dealt 2 each."""
    r = judge_yaml(PYROCLASM % "Silver Knight")
    assert lines(r, "702.16e") == [("702.16e Silver Knight's protection from red prevents that damage, so "
                                    "the damage event becomes [2 damage is dealt to Colossal Dreadmaw by "
                                    "Pyroclasm, 2 damage is dealt to Hill Giant by Pyroclasm].")]
    assert r.state.battlefield["Silver Knight"].damage == 0
    assert r.state.battlefield["Hill Giant"].damage == 2


def test_405_4_protection_from_white_does_not_stop_a_red_spell(judge_yaml):
    """405.4, 702.16e: Black Knight has protection from white only: Pyroclasm's 2
    damage destroys it (704.5g)."""
    r = judge_yaml(PYROCLASM % "Black Knight")
    assert lines(r, "702.16e") == []
    assert "Black Knight" in r.state.graveyard


def test_405_4_a_spell_in_effects_is_cast_by_the_active_player_unless_said(judge_yaml):
    """405.4, 614.1a: a damage spell in ``effects`` without ``controller`` was cast by the
    active player (as every spell there): Ana's Torbran adds 2 to her Shock."""
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {}, Bruno: {}}
        battlefield: {Ana: ["Torbran, Thane of Red Fell"], Bruno: [Hill Giant]}
        effects: [{card: Shock, target: Hill Giant}]
        """)
    assert "Hill Giant" in r.state.graveyard  # 4 damage to a 3/3
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {}, Bruno: {}}
        battlefield: {Ana: ["Torbran, Thane of Red Fell"], Bruno: [Hill Giant]}
        effects: [{card: Shock, target: Hill Giant, controller: Bruno}]
        """)
    assert r.state.battlefield["Hill Giant"].damage == 2


def test_405_4_api_deal_damage_from_a_spell_by_name(board):
    """405.4, 120.2b: ``Game.deal_damage`` resolves a spell's damage: noncombat whatever
    ``combat`` says, and a source naming an instant is that spell, cast by the active
    player: Ana's Torbran adds 2 to Shock."""
    from mtgjudge.cr.r120_damage import Damage

    g = board(Ana=["Torbran, Thane of Red Fell"], Bruno=["Hill Giant"])
    events = g.deal_damage(Damage("Shock", "Bruno", 2))
    assert [f"{e.rule} {e.text()}" for e in events if e.rule in ("120.4b", "510.2")] == [
        "120.4b Shock deals 4 damage to Bruno."]
    assert g.state.players["Bruno"].life == 16


def test_405_4_the_second_shock_deals_its_damage_by_its_own_label(judge_yaml):
    """405.4: the ruling names each spell as it is on the stack: "Shock #2" resolves
    first (405.5) and is the source of its damage."""
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {}, Bruno: {}}
        battlefield: {Ana: [Grizzly Bears], Bruno: []}
        attack: {Grizzly Bears: Bruno}
        actions:
          declare_blockers:
            - {cast: Shock, by: Ana, target: Bruno}
            - {cast: Shock, by: Ana, target: Bruno}
        """)
    assert lines(r, "120.4b") == ["120.4b Shock #2 deals 2 damage to Bruno.", "120.4b Shock deals 2 damage to Bruno."]
