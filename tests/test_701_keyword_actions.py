"""CR 701 keyword actions done by resolving spells and abilities: destroy (701.8),
exile (701.13), regenerate (701.19), tap/untap (701.26), and removal from combat
(506.4). Real cards, exact values."""

from __future__ import annotations

import pytest
from conftest import lines

from mtgjudge.cr.r509_declare_blockers import BlockDeclaration
from mtgjudge.errors import IllegalActionError
from mtgjudge.messages import render


def _blocked(board, attacker="Grizzly Bears", blocker="Hill Giant"):
    g = board(Ana=[attacker], Bruno=[blocker])
    g.attack({attacker: "Bruno"})
    g.block({blocker: attacker})
    return g


def test_701_8a_murder_on_a_blocked_attacker_506_4_removed_from_combat(board):
    g = _blocked(board)
    events = g.cast("Murder", "Bruno", "Grizzly Bears") + g.pass_priority()
    assert [f"{e.rule} {e.text()}" for e in events][2:] == [
        "701.8a Grizzly Bears is destroyed.",
        "506.4 Grizzly Bears left the battlefield and is removed from combat."]
    g.assign()
    assert g.state.battlefield["Hill Giant"].damage == 0
    assert g.state.graveyard == ["Grizzly Bears"]


def test_701_8a_final_state_gives_destroy_as_the_reason_it_went_to_the_graveyard(judge_yaml):
    """701.8a: the final state says why a destroyed creature is in the graveyard."""
    from mtgjudge.ruling import render_text

    r = judge_yaml("""\
        active: Ana
        players: {Ana: {mana: "{1}{B}{B}"}, Bruno: {}}
        battlefield: {Ana: [Grizzly Bears], Bruno: [Hill Giant]}
        attack: {Grizzly Bears: Bruno}
        block: {Hill Giant: Grizzly Bears}
        actions:
          declare_blockers: [{cast: Murder, by: Ana, target: Hill Giant}]
        """)
    assert render_text(r).splitlines()[-1] == "  Hill Giant went to the graveyard: Hill Giant is destroyed. (701.8a)"
    assert r.to_dict()["state"]["graveyard"] == [{"id": "Hill Giant", "rule": "701.8a",
                                                  "reason": "Hill Giant is destroyed."}]


def test_701_13a_final_reward_exiles_the_blocker_the_attacker_stays_blocked(board):
    g = _blocked(board)
    g.cast("Final Reward", "Ana", "Hill Giant")
    g.assign()
    assert g.state.exile == ["Hill Giant"] and g.state.graveyard == []
    assert g.state.players["Bruno"].life == 20  # still blocked, no trample (509.1h)


def test_701_12b_indestructible_isnt_destroyed_by_murder(board):
    g = _blocked(board, blocker="Darksteel Myr")
    events = g.cast("Murder", "Ana", "Darksteel Myr") + g.pass_priority()
    assert events[-1].text() == "Darksteel Myr has indestructible, so it isn't destroyed."
    assert "Darksteel Myr" in g.state.combat.blocking


def test_701_19a_a_regenerated_blocker_is_removed_from_combat(board):
    """Issue 10.6: Drudge Skeletons (1/1, "{B}: Regenerate this creature.") blocks
    Grizzly Bears; its shield replaces the lethal-damage destruction: damage removed,
    tapped, removed from combat (701.19a, 506.4). The damage it dealt stands."""
    g = _blocked(board, blocker="Drudge Skeletons")
    events = g.activate("Drudge Skeletons") + g.pass_priority()
    assert [f"{e.rule} {e.text()}" for e in events] == [
        ("602.2 Bruno activates \"{B}: Regenerate this creature.\" of Drudge Skeletons, paying {B}; "
         "it goes on the stack as {B} (Drudge Skeletons)."),
        "405.5 All players pass in succession: {B} (Drudge Skeletons) resolves.",
        ("701.19a Drudge Skeletons gets a regeneration shield: the next time it would be destroyed "
         "this turn, it is regenerated instead.")]
    events = g.assign()
    assert [f"{e.rule} {e.text()}" for e in events if e.rule in ("701.19a", "506.4", "704.5g")] == [
        ("701.19a Drudge Skeletons would be destroyed, but it regenerates instead: all damage on it "
         "is removed and it becomes tapped."),
        "506.4 Drudge Skeletons is removed from combat."]
    skel = g.state.battlefield["Drudge Skeletons"]
    assert (skel.damage, skel.tapped) == (0, True)
    assert g.state.battlefield["Grizzly Bears"].damage == 1
    assert g.state.regeneration == () and g.state.graveyard == []


def test_701_19a_regenerated_by_murder_before_damage_deals_no_combat_damage(board):
    g = _blocked(board, blocker="Drudge Skeletons")
    g.activate("Drudge Skeletons")
    g.pass_priority()
    g.cast("Murder", "Ana", "Drudge Skeletons")
    g.pass_priority()
    assert "Drudge Skeletons" not in g.state.combat.blocking
    g.assign()
    assert g.state.battlefield["Grizzly Bears"].damage == 0
    assert g.state.players["Bruno"].life == 20  # the Bears stay blocked (509.1h)


def test_701_19a_death_ward_regenerates_target_creature(board):
    g = _blocked(board)
    g.cast("Death Ward", "Ana", "Grizzly Bears")
    g.assign()
    bears = g.state.battlefield["Grizzly Bears"]
    assert (bears.damage, bears.tapped) == (0, True)
    assert g.state.graveyard == []


def test_701_26a_master_decoy_taps_a_would_be_blocker(board):
    g = board(Ana=["Grizzly Bears", "Master Decoy"], Bruno=["Hill Giant"])
    events = g.activate("Master Decoy", target="Hill Giant") + g.pass_priority()
    assert events[0].text() == ("Ana activates \"{W}, {T}: Tap target creature.\" of Master Decoy "
                                "targeting Hill Giant, paying {W}, {T}; it goes on the stack as "
                                "{W}, {T} (Master Decoy).")
    assert events[-1].text() == "Hill Giant becomes tapped."
    assert g.state.battlefield["Master Decoy"].tapped
    g.attack({"Grizzly Bears": "Bruno"})
    with pytest.raises(IllegalActionError) as e:
        g.push(BlockDeclaration.of({"Hill Giant": "Grizzly Bears"}))
    assert e.value.key == "block.tapped"


def test_506_4_labyrinth_of_skophos_removes_an_attacker_from_combat(board):
    g = board(Ana=["Hill Giant"], Bruno=["Grizzly Bears", "Labyrinth of Skophos"])
    g.attack({"Hill Giant": "Bruno"})
    g.block({"Grizzly Bears": "Hill Giant"})
    g.activate("Labyrinth of Skophos", ability="{4}", target="Hill Giant")
    events = g.assign()
    assert "506.4 Hill Giant is removed from combat." in [f"{e.rule} {e.text()}" for e in events]
    assert [p.damage for p in g.state.battlefield.values()] == [0, 0, 0]
    assert g.state.combat.attacking == {}


def test_506_4_scenario_regenerated_blocker(judge_yaml):
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {}, Bruno: {mana: "{B}"}}
        battlefield: {Ana: [Grizzly Bears], Bruno: [Drudge Skeletons]}
        attack: {Grizzly Bears: Bruno}
        block: {Drudge Skeletons: Grizzly Bears}
        actions: {declare_blockers: [{activate: Drudge Skeletons}]}
        """)
    assert lines(r, "506.4") == ["506.4 Drudge Skeletons is removed from combat."]
    assert r.state.battlefield["Drudge Skeletons"].tapped


def test_506_4_reconnaissance_removes_its_controllers_attacker_and_untaps_it(board):
    g = board(Ana=["Grizzly Bears", "Reconnaissance"], Bruno=["Hill Giant"])
    g.attack({"Grizzly Bears": "Bruno"})
    g.block({"Hill Giant": "Grizzly Bears"})
    with pytest.raises(IllegalActionError) as e:  # "attacking creature you control" (601.2c)
        g.activate("Reconnaissance", player="Bruno", target="Grizzly Bears")
    assert e.value.key == "activate.not_controller"
    events = g.activate("Reconnaissance", target="Grizzly Bears") + g.pass_priority()
    assert [f"{e.rule} {e.text()}" for e in events][2:] == [
        "506.4 Grizzly Bears is removed from combat.", "701.26b Grizzly Bears becomes untapped."]
    g.assign()
    assert [(p.id, p.damage, p.tapped) for p in g.state.battlefield.values()] == [
        ("Grizzly Bears", 0, False), ("Reconnaissance", 0, False), ("Hill Giant", 0, False)]


def test_615_1_maze_of_ith_untaps_an_attacker_and_prevents_its_combat_damage_both_ways(board):
    g = board(Ana=["Hill Giant"], Bruno=["Grizzly Bears", "Maze of Ith"])
    g.attack({"Hill Giant": "Bruno"})
    g.block({"Grizzly Bears": "Hill Giant"})
    events = g.activate("Maze of Ith", target="Hill Giant") + g.pass_priority()
    assert events[-1].text() == ("All combat damage that would be dealt to and dealt by Hill Giant "
                                 "this turn will be prevented ({T} (Maze of Ith)).")
    g.assign()
    giant, bears = g.state.battlefield["Hill Giant"], g.state.battlefield["Grizzly Bears"]
    assert (giant.tapped, giant.damage, bears.damage) == (False, 0, 0)
    assert g.state.battlefield["Maze of Ith"].tapped


def test_509_1a_a_creature_destroyed_before_blocks_has_left_the_battlefield(board):
    """509.1a, 701.8a: Hill Giant destroyed by Murder during declare attackers can't be
    declared as a blocker; the rejection says where it went, and nothing changes (733)."""
    g = board(Ana=["Grizzly Bears"], Bruno=["Hill Giant"])
    g.attack({"Grizzly Bears": "Bruno"})
    g.cast("Murder", "Ana", "Hill Giant")
    g.pass_priority()
    before = g.state.copy()
    with pytest.raises(IllegalActionError) as e:
        g.block({"Hill Giant": "Grizzly Bears"})
    assert (e.value.rule, e.value.message) == (
        "509.1a", "Hill Giant has left the battlefield: it is in its owner's graveyard.")
    assert render(e.value.key, e.value.params, "es") == (
        "Hill Giant ha dejado el campo de batalla: está en el cementerio de su propietario.")
    assert g.state == before
