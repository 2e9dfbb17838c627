"""CR 400.7 (with 506.4, 603.5, 603.6a, 111.8): Restoration Angel's enters trigger, "you
may exile target non-Angel creature you control, then return that card to the battlefield
under your control". The card comes back as a new object ("Grizzly Bears #2"): untapped,
with no damage, not attacking or blocking, so a blocked attacker is saved; its own enters
abilities trigger again; a token doesn't come back. Real cards, exact values."""

from __future__ import annotations

from conftest import all_pass, event_lines, lines

from mtgjudge import Game

SAVE = """\
    active: Ana
    players: {Ana: {life: 20, mana: "{3}{W}"}, Bruno: {life: 20}}
    battlefield:
      Ana: [Grizzly Bears]
      Bruno: [Hill Giant]
    attack: {Grizzly Bears: Bruno}
    block: {Hill Giant: Grizzly Bears}
    actions:
      declare_blockers: [{cast: Restoration Angel, by: Ana}]
"""


def test_400_7_restoration_angel_saves_a_blocked_attacker(judge_yaml):
    """400.7, 506.4: Hill Giant blocks Grizzly Bears; Ana flashes in Restoration Angel and
    blinks the Bears. The card returns as Grizzly Bears #2, a new object out of combat:
    Hill Giant assigns no combat damage (510.1d) and nobody takes any."""
    r = judge_yaml(SAVE)
    assert r.legal
    assert lines(r, "603") == [
        "603.3 Restoration Angel (when it enters) triggers and is put on the stack (controlled by Ana).",
        "603.3d Restoration Angel (when it enters) targets Grizzly Bears: Ana gave no target, so the first "
        "legal one listed is taken.",
        "603.5 Ana chooses to do what Restoration Angel (when it enters) says they may do."]
    assert lines(r, "701.13a") + lines(r, "506.4") + lines(r, "110.2a") + lines(r, "400.7") == [
        "701.13a Grizzly Bears is exiled.",
        "506.4 Grizzly Bears left the battlefield and is removed from combat.",
        "110.2a Grizzly Bears #2 enters the battlefield under Ana's control.",
        "400.7 Grizzly Bears returns to the battlefield under Ana's control as a new object, Grizzly Bears #2, "
        "with no memory of the old one: not attacking or blocking."]
    assert lines(r, "510.1") == ["510.1 Combat damage step.",
                                 "510.1d Hill Giant assigns no combat damage: the creatures it was blocking "
                                 "have left combat."]
    bears = r.state.battlefield["Grizzly Bears #2"]
    assert (bears.tapped, bears.damage, bears.controller, bears.owner) == (False, 0, "Ana", "Ana")
    assert r.state.battlefield["Hill Giant"].damage == 0
    assert r.state.graveyard == [] and r.state.exile == []
    assert r.state.players["Bruno"].life == 20
    assert not r.not_modeled


def test_603_5_declining_lets_the_blocked_attacker_die(judge_yaml):
    """603.5: the choice is made as the ability resolves; an empty list in
    `triggers.choices` says no. The Bears stay in combat and die to Hill Giant's 3."""
    r = judge_yaml(SAVE + '    triggers: {choices: {"Restoration Angel (when it enters)": []}}\n')
    assert r.legal
    assert lines(r, "603.5") == ["603.5 Ana chooses not to do what Restoration Angel (when it enters) says "
                                 "they may do."]
    assert not lines(r, "400.7")
    assert r.state.graveyard == ["Grizzly Bears"]
    assert r.state.battlefield["Hill Giant"].damage == 2


def test_603_6a_the_returned_creature_is_new_and_its_enters_ability_triggers_again(judge_yaml):
    """400.7, 603.6a: Vampire Spawn returns as a new object, so "When this creature
    enters, each opponent loses 2 life and you gain 2 life" triggers again."""
    r = judge_yaml("""\
    active: Ana
    players: {Ana: {life: 20}, Bruno: {life: 20, mana: "{3}{W}"}}
    battlefield:
      Ana: [Hill Giant]
      Bruno: [Vampire Spawn]
    attack: {Hill Giant: Bruno}
    block: {Vampire Spawn: Hill Giant}
    actions:
      declare_blockers: [{cast: Restoration Angel, by: Bruno}]
    """)
    assert r.legal
    assert lines(r, "119.3") == ["119.3 Ana loses 2 life (18 left).", "119.3 Bruno gains 2 life (22 now)."]
    # The blocker left combat: Hill Giant stays blocked (509.1h) and deals no damage (510.1c).
    assert r.state.battlefield["Vampire Spawn #2"].damage == 0
    assert [r.state.players[n].life for n in ("Ana", "Bruno")] == [18, 22]


def test_111_8_a_token_exiled_does_not_come_back(db):
    """111.8: Brimaz's attacking Cat Soldier token, exiled by Restoration Angel's
    trigger, ceases to exist instead of returning."""
    g = Game({"Ana": 20, "Bruno": 20}, "Ana", db=db)
    g.add("Brimaz, King of Oreskos", "Ana")
    g.state.players["Ana"].mana = "WWWW"
    g.attack({"Brimaz, King of Oreskos": "Bruno"})
    all_pass(g)
    assert "Cat Soldier" in g.state.combat.attacking
    g.choose_for_triggers(choices={"Restoration Angel (when it enters)": ["Cat Soldier"]})
    events = g.cast("Restoration Angel", "Ana") + all_pass(g)
    assert event_lines(events, "111.8") == ["111.8 Cat Soldier is a token: it can't come back from exile and "
                                            "ceases to exist."]
    assert "Cat Soldier" not in g.state.battlefield and "Cat Soldier" not in g.state.combat.attacking


def test_603_1_restoration_angel_trigger_is_read_from_oracle_text(db):
    from mtgjudge.cr import r610_one_shot_effects as r610
    from mtgjudge.cr.r603_triggered_abilities import OracleTrigger
    from mtgjudge.oracle import compile_card

    compiled = compile_card(db.get("Restoration Angel"))
    [trigger] = [a for a in compiled.abilities if isinstance(a, OracleTrigger)]
    assert trigger.when == "enters"
    assert (trigger.target.controller, trigger.target.not_subtype) == ("you", "Angel")
    [effect] = trigger.effects.steps
    assert isinstance(effect, r610.ExileAndReturn) and effect.optional and not effect.to_owner
    assert compiled.not_modeled == ()
