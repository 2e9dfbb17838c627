"""CR 602: activated abilities of permanents from Oracle text: pump and keyword
abilities, {T} costs (602.5a, 302.6), who may activate (602.2). Real cards, exact values."""

from __future__ import annotations

import pytest

from mtgjudge.messages import render

from mtgjudge.cr.r509_declare_blockers import BlockDeclaration
from mtgjudge.cr.r602_activating import ActivateAbility
from mtgjudge.errors import IllegalActionError


def test_602_shivan_dragon_pumped_twice_with_two_red(judge_yaml):
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {mana: "{R}{R}{G}"}, Bruno: {}}
        battlefield: {Ana: [Shivan Dragon], Bruno: []}
        attack: {Shivan Dragon: Bruno}
        actions: {declare_blockers: [{activate: Shivan Dragon, ability: "{R}", times: 2}]}
        """)
    assert [e.text() for e in r.events if e.key == "effect.pump"] == [
        "Shivan Dragon gets +1/+0 until end of turn."] * 2
    assert [e.params["object"] for e in r.events if e.key == "stack.resolves"] == [
        "{R} (Shivan Dragon) #2", "{R} (Shivan Dragon)"]
    assert r.state.players["Bruno"].life == 13  # 5 + 1 + 1
    assert r.state.players["Ana"].mana == "G"


def test_602_2_a_third_activation_without_red_is_illegal(board):
    g = board(Ana=["Shivan Dragon"], Bruno=[])
    g.state.players["Ana"].mana = "RG"
    g.attack({"Shivan Dragon": "Bruno"})
    g.activate("Shivan Dragon", ability="{R}")
    with pytest.raises(IllegalActionError) as e:
        g.activate("Shivan Dragon", ability="{R}")
    assert (e.value.rule, e.value.key) == ("601.2h", "cost.cant_pay")


def test_602_goblin_balloon_brigade_gains_flying_before_blocks(board):
    g = board(Ana=["Goblin Balloon Brigade"], Bruno=["Hill Giant"])
    g.attack({"Goblin Balloon Brigade": "Bruno"})
    g.activate("Goblin Balloon Brigade")
    assert not g.is_legal(BlockDeclaration.of({"Hill Giant": "Goblin Balloon Brigade"}))
    with pytest.raises(IllegalActionError) as e:
        g.block({"Hill Giant": "Goblin Balloon Brigade"})
    assert e.value.key == "block.flying"
    # 733, 405.5: only the block is reversed; the players passed and the ability
    # resolved before it was declared, and that stands (a pass of its own for pop).
    assert g.stack == ()
    assert g.state.battlefield["Goblin Balloon Brigade"].has("flying")
    assert str(g.declarations[-1]) == "all players pass"
    g.pop()
    assert len(g.stack) == 1 and not g.state.battlefield["Goblin Balloon Brigade"].has("flying")
    g.pass_priority()
    assert g.state.battlefield["Goblin Balloon Brigade"].has("flying")


def test_602_2_only_the_controller_activates(board):
    g = board(Ana=["Grizzly Bears"], Bruno=["Drudge Skeletons"])
    g.attack({"Grizzly Bears": "Bruno"})
    with pytest.raises(IllegalActionError) as e:
        g.push(ActivateAbility("Drudge Skeletons", "Ana"))
    assert (e.value.rule, e.value.key) == ("602.2", "activate.not_controller")


def test_602_5a_tap_cost_needs_an_untapped_creature_controlled_since_the_turn_began(board):
    g = board(Ana=[("Master Decoy", {"sick": True}), ("Prodigal Sorcerer", {"tapped": True})],
              Bruno=["Hill Giant"])
    with pytest.raises(IllegalActionError) as e:
        g.activate("Master Decoy", target="Hill Giant")
    assert (e.value.rule, e.value.key) == ("302.6", "cost.sick")
    assert g.state.combat.begun is False  # an illegal first move changes nothing (733)


def test_602_1_an_ability_the_card_doesnt_have(board):
    g = board(Ana=["Grizzly Bears"], Bruno=[])
    with pytest.raises(IllegalActionError) as e:
        g.activate("Grizzly Bears")
    assert (e.value.rule, e.value.key) == ("602.1", "activate.none")


def test_602_1_activating_a_permanent_with_no_activated_ability_says_so_plainly(judge_yaml):
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {}, Bruno: {}}
        battlefield: {Ana: [Grizzly Bears], Bruno: [Hill Giant]}
        attack: {Grizzly Bears: Bruno}
        actions: {declare_attackers: [{activate: Hill Giant}]}
        """, refused="602.1")
    assert r.error.rule == "602.1"
    assert render(r.error.key, r.error.params) == ('Hill Giant has no activated ability to activate: an activated ability is '
                              'written "[cost]: [effect]" (602.1), and this permanent has none.')
    assert render(r.error.key, r.error.params, "es").startswith(
        "Hill Giant no tiene ninguna habilidad activada que activar")


@pytest.mark.parametrize(("card", "ability", "text"), [
    ("Pardic Dragon", "{G}", 'Pardic Dragon has no activated ability starting with "{G}"; its activated '
                             'abilities are "{R}: This creature gets +1/+0 until end of turn." (602.1).'),
    ("Brightling", "{W}", 'Brightling has several activated abilities: '
                          '"{W}: This creature gains vigilance until end of turn.", '
                          '"{W}: This creature gains lifelink until end of turn." and '
                          '"{W}: Return this creature to its owner\'s hand."; say which with '
                          '`ability:` and the start of its text (602.1).'),
])
def test_602_1_which_ability_errors_list_the_abilities(board, card, ability, text):
    g = board(Ana=[card], Bruno=[])
    with pytest.raises(IllegalActionError) as e:
        g.activate(card, ability=ability)
    assert e.value.rule == "602.1" and render(e.value.key, e.value.params) == text


def test_602_1_an_ability_the_engine_does_not_model_is_an_input_error_not_illegal(board):
    """602.1: Duct Crawler's "{1}{R}: Target creature can't block this creature this turn." isn't
    modeled: activating it can't be judged, so it is refused as input (not ruled
    illegal) and nothing changes."""
    from mtgjudge.cr.r602_activating import ActivateAbility
    from mtgjudge.errors import BoardError

    g = board(Ana=["Duct Crawler", "Grizzly Bears"], Bruno=["Hill Giant"])
    before = g.state.copy()
    with pytest.raises(BoardError) as e:
        g.push(ActivateAbility("Duct Crawler", "Ana", "", "Hill Giant"))
    assert str(e.value) == ('Duct Crawler: the engine doesn\'t model its ability "{1}{R}: Target creature '
                            'can\'t block this creature this turn.", so it can\'t be activated here.')
    assert g.state == before
