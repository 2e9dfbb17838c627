"""CR 702.8, 601.2, 608.3a: creature spells with flash cast during combat. The spell is
paid for like any other (601.2h), resolves into a permanent that enters the battlefield
not attacking or blocking (608.3a), whose "When ~ enters" abilities trigger (603.6a);
cast in the declare attackers step, it can then block. Real cards, exact values."""

from __future__ import annotations

import pytest
from conftest import event_lines, lines

from mtgjudge.cr.r601_casting import CastSpell
from mtgjudge.errors import IllegalActionError


def test_702_8a_ambush_viper_cast_in_declare_attackers_then_blocks(judge_yaml):
    """Bruno flashes in Ambush Viper ({1}{G}, 2/1 deathtouch) after attackers are
    declared and blocks Hill Giant with it: both die (704.5h, 704.5g)."""
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {}, Bruno: {mana: "{1}{G}"}}
        battlefield: {Ana: [Hill Giant], Bruno: []}
        attack: {Hill Giant: Bruno}
        actions:
          declare_attackers: [{cast: Ambush Viper, by: Bruno}]
        block: {Ambush Viper: Hill Giant}
        """)
    assert r.legal
    assert lines(r)[3:8] == [
        "601.2 Bruno casts Ambush Viper, paying {1}{G}; it goes on the stack.",
        "405.5 All players pass in succession: Ambush Viper resolves.",
        "608.3a Ambush Viper becomes a permanent: Ambush Viper enters the battlefield under Bruno's control.",
        "509.1a Ambush Viper blocks Hill Giant.",
        "509.1h Hill Giant is blocked."]
    assert lines(r, "704") == [
        "704.5h Hill Giant was dealt damage by a source with deathtouch: it is destroyed.",
        "704.5g Ambush Viper has 3 damage marked and toughness 1: it is destroyed."]
    assert r.state.graveyard == ["Hill Giant", "Ambush Viper"]
    assert r.state.players["Bruno"].mana == "" and r.state.players["Bruno"].life == 20


def test_608_3a_briarpack_alpha_enters_and_its_trigger_targets_the_blocker(judge_yaml):
    """Briarpack Alpha ({3}{G}) cast after blocks: it enters not blocking (608.3a); its
    "When this creature enters" ability (603.6a) gives the blocking Grizzly Bears +2/+2,
    so the 4/4 Bears kill Hill Giant and survive its 3 damage."""
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {}, Bruno: {mana: "{3}{G}"}}
        battlefield: {Ana: [Hill Giant], Bruno: [Grizzly Bears]}
        attack: {Hill Giant: Bruno}
        block: {Grizzly Bears: Hill Giant}
        actions:
          declare_blockers: [{cast: Briarpack Alpha, by: Bruno}]
        triggers: {choices: {"Briarpack Alpha (when it enters)": [Grizzly Bears]}}
        """)
    assert r.legal
    assert lines(r)[5:12] == [
        "601.2 Bruno casts Briarpack Alpha, paying {3}{G}; it goes on the stack.",
        "405.5 All players pass in succession: Briarpack Alpha resolves.",
        "608.3a Briarpack Alpha becomes a permanent: Briarpack Alpha enters the battlefield under Bruno's control.",
        "603.3 Briarpack Alpha (when it enters) triggers and is put on the stack (controlled by Bruno).",
        "603.3d Briarpack Alpha (when it enters) targets Grizzly Bears, as Bruno chose.",
        "405.5 All players pass in succession: Briarpack Alpha (when it enters) resolves.",
        "611.2a Grizzly Bears gets +2/+2 until end of turn (now 4/4)."]
    bears = r.state.battlefield["Grizzly Bears"]
    assert (bears.power, bears.toughness, bears.damage) == (4, 4, 3)
    alpha = r.state.battlefield["Briarpack Alpha"]
    assert (alpha.power, alpha.toughness, alpha.damage, alpha.tapped) == (3, 3, 0, False)
    assert r.state.graveyard == ["Hill Giant"]
    assert not r.not_modeled


def test_603_6a_the_enters_trigger_can_be_answered_before_it_resolves(board):
    """The trigger waits on the stack (117.5): Ana Shocks the targeted Grizzly Bears in
    response, so the trigger doesn't resolve (608.2b)."""
    g = board(Ana=["Hill Giant"], Bruno=["Grizzly Bears"])
    g.attack({"Hill Giant": "Bruno"})
    g.block({"Grizzly Bears": "Hill Giant"})
    g.choose_for_triggers(choices={"Briarpack Alpha (when it enters)": ["Grizzly Bears"]})
    g.cast("Briarpack Alpha", "Bruno")
    events = g.pass_priority()
    assert [o.id for o in g.stack] == ["Briarpack Alpha (when it enters)"]
    assert g.stack[0].targets == ("Grizzly Bears",)
    assert event_lines(events)[-1] == (
        "603.3d Briarpack Alpha (when it enters) targets Grizzly Bears, as Bruno chose.")
    g.cast("Shock", "Ana", "Grizzly Bears")
    g.pass_priority()
    assert event_lines(g.pass_priority()) == [
        "405.5 All players pass in succession: Briarpack Alpha (when it enters) resolves.",
        "608.2b Briarpack Alpha (when it enters) doesn't resolve: its target Grizzly Bears is no longer legal."]


def test_603_3d_restoration_angels_enters_trigger_without_a_legal_target_is_removed(judge_yaml):
    """Restoration Angel ({3}{W}, 3/4 flash, flying) blocks Serra Angel; its "When this
    creature enters, you may exile target non-Angel creature you control ..." is modeled
    (tests/test_400_7_exile_and_return.py) but Bruno controls no non-Angel creature, so
    it has no target and is removed from the stack as it is put there (603.3d)."""
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {}, Bruno: {mana: "{3}{W}"}}
        battlefield: {Ana: [Serra Angel], Bruno: []}
        attack: {Serra Angel: Bruno}
        actions:
          declare_attackers: [{cast: Restoration Angel, by: Bruno}]
        block: {Restoration Angel: Serra Angel}
        """)
    assert r.legal
    assert r.not_modeled == []
    assert lines(r, "603") == [
        "603.3 Restoration Angel (when it enters) triggers and is put on the stack (controlled by Bruno).",
        "603.3d Restoration Angel (when it enters) has no legal target, so it is removed from the stack and does nothing.",
    ]
    assert r.state.graveyard == ["Restoration Angel"]
    assert r.state.battlefield["Serra Angel"].damage == 3


def test_601_2h_a_flash_creature_the_caster_cant_pay_for(board):
    g = board(Ana=["Hill Giant"], Bruno=[])
    g.state.players["Bruno"].mana = "G"
    g.attack({"Hill Giant": "Bruno"})
    before = g.state.copy()
    with pytest.raises(IllegalActionError) as e:
        g.cast("Ambush Viper", "Bruno")
    assert (e.value.rule, e.value.key) == ("601.2h", "cost.cant_pay")
    assert g.state == before


def test_117_1a_a_creature_without_flash_cant_be_cast_in_combat(board):
    g = board(Ana=["Hill Giant"], Bruno=[])
    g.attack({"Hill Giant": "Bruno"})
    with pytest.raises(IllegalActionError) as e:
        g.cast("Grizzly Bears", "Bruno")
    assert (e.value.rule, e.value.key) == ("117.1a", "cast.timing")


def test_601_2c_a_creature_spell_has_no_target(board):
    g = board(Ana=["Hill Giant"], Bruno=[])
    g.attack({"Hill Giant": "Bruno"})
    with pytest.raises(IllegalActionError) as e:
        g.cast("Ambush Viper", "Bruno", "Hill Giant")
    assert (e.value.rule, e.value.key) == ("601.2c", "target.count")


def test_608_3a_cast_by_the_attacking_player_it_isnt_attacking_and_pop_is_exact(board):
    """Ana's own Ambush Viper, cast after her attack, enters untapped and not attacking;
    Bruno's Hill Giant can't block it, and Monastery Swiftspear's prowess doesn't trigger
    on a creature spell (702.108a). Taking the cast back restores the game exactly."""
    g = board(Ana=["Grizzly Bears", "Monastery Swiftspear"], Bruno=["Hill Giant"])
    g.attack({"Grizzly Bears": "Bruno"})
    before = g.state.copy()
    g.cast("Ambush Viper", "Ana")
    assert [o.id for o in g.stack] == ["Ambush Viper"]  # no prowess trigger
    g.pass_priority()
    viper = g.state.battlefield["Ambush Viper"]
    assert (viper.controller, viper.tapped, viper.sick) == ("Ana", False, True)
    assert g.state.combat.attacking == {"Grizzly Bears": "Bruno"}
    with pytest.raises(IllegalActionError):
        g.block({"Hill Giant": "Ambush Viper"})
    g.pop()
    g.pop()
    assert g.state == before
    assert g.is_legal(CastSpell("Ambush Viper", "Ana"))
