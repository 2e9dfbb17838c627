"""CR 702.39: provoke, with Deftblade Elite ("Provoke"; 1/1): whenever it attacks, its
controller may have target creature the defending player controls untap and block it if
able (702.39a), a requirement on that creature's block (509.1c)."""

from __future__ import annotations

import pytest
from conftest import all_pass
from conftest import event_lines as lines

from mtgjudge.errors import IllegalActionError
from mtgjudge.oracle import compile_card


def _provoked(board, choice=("Grizzly Bears",)):
    g = board(Ana=["Deftblade Elite"], Bruno=[("Grizzly Bears", {"tapped": True}), "Hill Giant"])
    if choice is not None:
        g.choose_for_triggers(choices={"Provoke (Deftblade Elite)": list(choice)})
    events = g.attack({"Deftblade Elite": "Bruno"}) + all_pass(g)
    return g, events


def test_702_39_provoke_is_read_from_oracle_text(db):
    compiled = compile_card(db.get("Deftblade Elite"))
    # Provoke, and "{1}{W}: Prevent all combat damage ... to and dealt by this creature" (602.1)
    assert [type(a).__name__ for a in compiled.abilities] == ["Provoke", "ActivatedAbility"]
    assert compiled.not_modeled == ()


def test_702_39a_the_target_untaps_and_must_block(board):
    g, events = _provoked(board)
    assert lines(events)[2:] == [
        "603.3 Provoke (Deftblade Elite) triggers and is put on the stack (controlled by Ana).",
        "603.3d Provoke (Deftblade Elite) targets Grizzly Bears, as Ana chose.",
        "405.5 All players pass in succession: Provoke (Deftblade Elite) resolves.",
        "603.5 Ana chooses to do what Provoke (Deftblade Elite) says they may do.",
        "701.26b Grizzly Bears becomes untapped.",
        "702.39a Grizzly Bears blocks Deftblade Elite this combat if able.",
    ]
    assert g.state.battlefield["Grizzly Bears"].tapped is False


@pytest.mark.parametrize("block", [{}, {"Hill Giant": "Deftblade Elite"}])
def test_509_1c_a_block_without_the_provoked_creature_is_illegal(board, block):
    g, _ = _provoked(board)
    with pytest.raises(IllegalActionError) as e:
        g.block(block)
    assert e.value.rule == "509.1c"
    assert e.value.message == ('This block obeys 0 of the requirements to block, but 1 can be obeyed without '
                            'breaking a restriction. Not obeyed: Grizzly Bears (Deftblade Elite: "Provoke").')
    assert g.step.value == "declare attackers"  # refused: nothing changed (733)


def test_702_39a_the_provoked_creature_blocks_and_deals_damage(board):
    g, _ = _provoked(board)
    g.block({"Grizzly Bears": "Deftblade Elite", "Hill Giant": "Deftblade Elite"})
    g.assign({"Deftblade Elite": {"Grizzly Bears": 1}})
    assert g.state.graveyard == ["Deftblade Elite"]
    assert g.state.battlefield["Grizzly Bears"].damage == 1


def test_702_39a_first_legal_target_when_none_is_chosen(board):
    _, events = _provoked(board, choice=None)
    assert "603.3d Provoke (Deftblade Elite) targets Grizzly Bears: Ana gave no target, " \
           "so the first legal one listed is taken." in lines(events)


def test_603_5_declined_provoke_makes_no_requirement(board):
    g, events = _provoked(board, choice=())
    assert lines(events)[-1] == "603.5 Ana chooses not to do what Provoke (Deftblade Elite) says they may do."
    assert g.state.battlefield["Grizzly Bears"].tapped is True
    g.block({})  # legal: nothing asks Bruno to block
    assert g.state.combat.blocking == {}


def test_509_1c_if_able_a_provoked_creature_that_cant_block_it_need_not(board):
    # Hill Giant "can't block" (given): provoked, it still can't, and Bruno needn't block.
    g = board(Ana=["Deftblade Elite"], Bruno=[("Hill Giant", {"gains": ["can't block"]})])
    g.attack({"Deftblade Elite": "Bruno"})
    all_pass(g)
    g.block({})
    assert g.state.combat.blocking == {}


def test_702_39a_target_is_a_creature_the_defending_player_controls(board):
    # Ana's own Grizzly Bears can't be chosen (603.3d): the attack is refused, nothing changes.
    from mtgjudge.errors import TriggerChoiceError

    g = board(Ana=["Deftblade Elite", "Grizzly Bears"], Bruno=["Hill Giant"])
    g.choose_for_triggers(choices={"Provoke (Deftblade Elite)": ["Grizzly Bears"]})
    with pytest.raises(TriggerChoiceError) as e:
        g.attack({"Deftblade Elite": "Bruno"})
    assert "Grizzly Bears can't be chosen as the target of Provoke (Deftblade Elite): it isn't a legal " \
           "target for it (603.3d)." in str(e.value)
    assert g.stack == () and not g.state.combat.begun
    g.choose_for_triggers(choices={"Provoke (Deftblade Elite)": ["Hill Giant"]})
    g.attack({"Deftblade Elite": "Bruno"})
    assert g.stack[-1].targets == ("Hill Giant",)


def test_702_39b_each_provoke_triggers_separately(board):
    g = board(Ana=["Deftblade Elite", "Deftblade Elite"], Bruno=["Grizzly Bears", "Hill Giant"])
    g.choose_for_triggers(choices={"Provoke (Deftblade Elite #1)": ["Grizzly Bears"],
                                   "Provoke (Deftblade Elite #2)": ["Hill Giant"]})
    g.attack({"Deftblade Elite #1": "Bruno", "Deftblade Elite #2": "Bruno"})
    assert [o.id for o in g.stack] == ["Provoke (Deftblade Elite #1)", "Provoke (Deftblade Elite #2)"]
    all_pass(g)
    with pytest.raises(IllegalActionError) as e:
        g.block({"Grizzly Bears": "Deftblade Elite #1"})
    assert e.value.rule == "509.1c"
    g.block({"Grizzly Bears": "Deftblade Elite #1", "Hill Giant": "Deftblade Elite #2"})
    assert g.state.combat.blocking == {"Grizzly Bears": ("Deftblade Elite #1",),
                                       "Hill Giant": ("Deftblade Elite #2",)}


def test_702_39_scenario_file_in_spanish(judge_yaml):
    ruling = judge_yaml("""
        active: Ana
        players: {Ana: {life: 20}, Bruno: {life: 20}}
        battlefield:
          Ana: [Deftblade Elite]
          Bruno: [{card: Grizzly Bears, tapped: true}, Hill Giant]
        attack: {Deftblade Elite: Bruno}
        block: {Grizzly Bears: Deftblade Elite}
        triggers: {choices: {"Provoke (Deftblade Elite)": [Grizzly Bears]}}
    """)
    assert ruling.error is None
    provoked = [e for e in ruling.events if e.key == "trigger.provoked"]
    assert [(e.rule, e.text("en"), e.text("es")) for e in provoked] == [
        ("702.39a", "Grizzly Bears blocks Deftblade Elite this combat if able.",
         "Grizzly Bears bloquea a Deftblade Elite en este combate si puede.")]
    assert ruling.state.graveyard == ["Deftblade Elite"]
