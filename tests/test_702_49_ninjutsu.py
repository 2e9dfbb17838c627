"""CR 702.49: ninjutsu. The ninja enters tapped and attacking what the returned
unblocked attacker attacked, unblocked (702.49c, 508.4). Real cards, exact values."""

from __future__ import annotations

import pytest
from conftest import event_lines, lines

from mtgjudge.cr.r702_49_ninjutsu import ActivateNinjutsu
from mtgjudge.errors import IllegalActionError


def test_702_49c_ninjutsu_swap_the_ninja_is_unblocked_and_attacks_the_same_player(judge_yaml):
    """Issue 10.6: Grizzly Bears attacks Bruno unblocked; Ninja of the Deep Hours
    ({1}{U}) replaces it, attacking Bruno, and deals its 2 damage."""
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {mana: "{U}{U}"}, Bruno: {}}
        battlefield: {Ana: [Grizzly Bears], Bruno: [Hill Giant]}
        attack: {Grizzly Bears: Bruno}
        actions:
          declare_blockers: [{ninjutsu: Ninja of the Deep Hours, by: Ana, return: Grizzly Bears}]
        """)
    assert r.legal
    assert lines(r, "702.49") == [
        ("702.49a Ana activates the ninjutsu ability of Ninja of the Deep Hours, paying {1}{U} and "
         "returning the unblocked Grizzly Bears to its owner's hand; the ability goes on the stack."),
        "702.49a Grizzly Bears is returned to its owner's hand (Ana's)."]
    assert lines(r)[8:11] == [
        "110.2a Ninja of the Deep Hours enters the battlefield tapped under Ana's control.",
        ("508.4 Ninja of the Deep Hours is attacking Bruno: it was put onto the battlefield attacking, "
         "not declared as an attacker, so abilities that trigger when a creature attacks don't see it "
         "and no attack cost is paid."),
        "506.3d Ninja of the Deep Hours became attacking after blockers were declared: it is an unblocked creature."]
    assert lines(r, "510.2") == ["510.2 Ninja of the Deep Hours deals 2 damage to Bruno."]
    assert r.state.players["Bruno"].life == 18
    assert list(r.state.battlefield) == ["Hill Giant", "Ninja of the Deep Hours"]
    assert r.state.battlefield["Ninja of the Deep Hours"].tapped
    assert r.state.players["Ana"].mana == ""


def test_702_49c_no_ninjutsu_before_blockers_are_declared(board):
    g = board(Ana=["Grizzly Bears"], Bruno=[])
    g.attack({"Grizzly Bears": "Bruno"})
    with pytest.raises(IllegalActionError) as e:
        g.ninjutsu("Ninja of the Deep Hours", "Ana", "Grizzly Bears")
    assert (e.value.rule, e.value.key) == ("702.49c", "ninjutsu.not_unblocked")


def test_702_49c_a_blocked_attacker_cant_be_returned(board):
    g = board(Ana=["Grizzly Bears"], Bruno=["Hill Giant"])
    g.attack({"Grizzly Bears": "Bruno"})
    g.block({"Hill Giant": "Grizzly Bears"})
    assert not g.is_legal(ActivateNinjutsu("Ninja of the Deep Hours", "Ana", "Grizzly Bears"))


def test_702_49a_a_card_without_ninjutsu(board):
    g = board(Ana=["Grizzly Bears"], Bruno=[])
    g.attack({"Grizzly Bears": "Bruno"})
    g.block({})
    with pytest.raises(IllegalActionError) as e:
        g.ninjutsu("Hill Giant", "Ana", "Grizzly Bears")
    assert e.value.key == "ninjutsu.none"


def test_733_ninjutsu_taken_back_restores_the_returned_attacker(board):
    g = board(Ana=["Grizzly Bears"], Bruno=[])
    g.attack({"Grizzly Bears": "Bruno"})
    g.block({})
    before = g.state.copy()
    g.ninjutsu("Ninja of the Deep Hours", "Ana", "Grizzly Bears")
    assert "Grizzly Bears" not in g.state.battlefield
    g.pop()
    assert g.state == before


def test_702_49c_ninjutsu_in_the_end_of_combat_step(judge_yaml):
    """The attacker is still an unblocked attacking creature in the end of combat step,
    until 511.3 removes it from combat: ninjutsu is legal; the Ninja deals no damage
    (combat damage was dealt already) and ends the turn on the battlefield, tapped."""
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {mana: "{U}{U}"}, Bruno: {}}
        battlefield: {Ana: [Grizzly Bears], Bruno: []}
        attack: {Grizzly Bears: Bruno}
        actions:
          end_of_combat: [{ninjutsu: Ninja of the Deep Hours, by: Ana, return: Grizzly Bears}]
        """)
    assert r.legal
    assert r.state.players["Bruno"].life == 18
    assert list(r.state.battlefield) == ["Ninja of the Deep Hours"]
    assert r.state.battlefield["Ninja of the Deep Hours"].tapped


def test_702_49a_the_returned_attacker_goes_to_its_owners_hand_and_leaves_combat(board):
    """702.49a, 506.4: the returned Grizzly Bears leaves the battlefield for its owner's
    hand as ninjutsu is activated: an event with its rule, then removed from combat; no
    longer attacking nor listed among the defenders; shown as in hand, and back on pop."""
    g = board(Ana=["Grizzly Bears", "Hill Giant"], Bruno=[])
    g.state.players["Ana"].mana = "UU"
    g.attack({"Grizzly Bears": "Bruno", "Hill Giant": "Bruno"})
    g.block({})
    before = g.state.copy()
    events = g.ninjutsu("Ninja of the Deep Hours", "Ana", "Grizzly Bears")
    assert event_lines(events)[1:] == [
        "702.49a Grizzly Bears is returned to its owner's hand (Ana's).",
        "506.4 Grizzly Bears left the battlefield and is removed from combat."]
    combat = g.state.combat
    assert combat.attacking == {"Hill Giant": "Bruno"}
    assert combat.defenders == {"Hill Giant": "Bruno"}
    assert g.state.hand == ["Grizzly Bears"] and "Grizzly Bears" not in g.state.battlefield
    assert g.state.last_known["Grizzly Bears"].owner == "Ana"
    g.pass_priority()  # the ninja enters attacking Bruno
    assert g.state.combat.defenders == {"Hill Giant": "Bruno", "Ninja of the Deep Hours": "Bruno"}
    g.pop()
    g.pop()
    assert g.state == before and g.state.hand == []


def test_702_49a_the_returned_attacker_in_the_final_state_and_json(judge_yaml):
    """The ruling's final state lists the returned creature as in its owner's hand (text
    and JSON ``state.hand``, valid against the schema)."""
    import json
    from pathlib import Path

    import jsonschema

    from mtgjudge.ruling import render_text

    r = judge_yaml("""\
        active: Ana
        players: {Ana: {mana: "{U}{U}"}, Bruno: {}}
        battlefield: {Ana: [Grizzly Bears], Bruno: [Hill Giant]}
        attack: {Grizzly Bears: Bruno}
        actions:
          declare_blockers: [{ninjutsu: Ninja of the Deep Hours, by: Ana, return: Grizzly Bears}]
        """)
    assert render_text(r).splitlines()[-1] == "  Grizzly Bears was returned to its owner's hand (Ana's)"
    out = r.to_dict()
    assert out["state"]["hand"] == [{"id": "Grizzly Bears", "owner": "Ana"}]
    assert [p["id"] for p in out["state"]["battlefield"]] == ["Hill Giant", "Ninja of the Deep Hours"]
    schema = Path(__file__).resolve().parents[1] / "mtgjudge" / "data" / "ruling.schema.json"
    jsonschema.validate(out, json.loads(schema.read_text()))


def test_115_the_returned_attacker_is_no_legal_target_any_more(board):
    """Once ninjutsu returned Grizzly Bears to its owner's hand, targeting it is a
    rules rejection naming it (601.2c: not on the battlefield), not an unknown name."""
    g = board(Ana=["Grizzly Bears"], Bruno=[])
    g.attack({"Grizzly Bears": "Bruno"})
    g.block({})
    g.ninjutsu("Ninja of the Deep Hours", "Ana", "Grizzly Bears")
    with pytest.raises(IllegalActionError) as e:
        g.cast("Giant Growth", "Ana", "grizzly bears")
    assert (e.value.rule, e.value.key) == ("601.2c", "target.gone")


def test_702_49d_commander_ninjutsu_yuriko_enters_tapped_and_attacking_the_same_player(judge_yaml):
    """702.49d: Yuriko, the Tiger's Shadow has commander ninjutsu {U}{B}; returning the
    unblocked Grizzly Bears (attacking Carla) puts Yuriko onto the battlefield tapped and
    attacking Carla (702.49c), where she deals her 1 damage. A legal play, not 702.49a."""
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {life: 40, mana: "{U}{B}"}, Bruno: {life: 40}, Carla: {life: 40}}
        battlefield: {Ana: [Grizzly Bears], Bruno: [], Carla: []}
        attack: {Grizzly Bears: Carla}
        actions:
          declare_blockers: [{ninjutsu: "Yuriko, the Tiger's Shadow", by: Ana, return: Grizzly Bears}]
        """)
    assert r.legal
    assert lines(r, "702.49")[:2] == [
        ("702.49d Ana activates the commander ninjutsu ability of Yuriko, the Tiger's Shadow (from their "
         "hand or the command zone), paying {U}{B} and returning the unblocked Grizzly Bears to its "
         "owner's hand; the ability goes on the stack."),
        "702.49d Grizzly Bears is returned to its owner's hand (Ana's)."]
    assert "508.4 Yuriko, the Tiger's Shadow is attacking Carla" in " ".join(lines(r, "508.4"))
    assert lines(r, "510.2") == ["510.2 Yuriko, the Tiger's Shadow deals 1 damage to Carla."]
    assert r.state.players["Carla"].life == 39
    assert r.state.players["Ana"].mana == ""
    assert r.state.battlefield["Yuriko, the Tiger's Shadow"].tapped


def test_702_49d_commander_ninjutsu_is_read_from_oracle_text(db):
    from mtgjudge.cr.r702_49_ninjutsu import CommanderNinjutsu, ninjutsu_of
    from mtgjudge.oracle.reader import READER

    yuriko = ninjutsu_of(READER, db.get("Yuriko, the Tiger's Shadow"))
    assert isinstance(yuriko, CommanderNinjutsu) and (yuriko.rule, yuriko.cost) == ("702.49d", "{U}{B}")
    ninja = ninjutsu_of(READER, db.get("Ninja of the Deep Hours"))
    assert not isinstance(ninja, CommanderNinjutsu) and (ninja.rule, ninja.cost) == ("702.49a", "{1}{U}")


_BOLT_JACE_THEN_NINJUTSU = """\
    active: Ana
    players: {{Ana: {{life: 20, mana: "{{1}}{{U}}{{R}}"}}, {players}}}
    battlefield: {{Ana: [Grizzly Bears], {jace}: [Jace Beleren]}}
    attack: {{Grizzly Bears: Jace Beleren}}
    actions:
      declare_blockers:
        - {{cast: Lightning Bolt, by: Ana, target: Jace Beleren}}
        - pass
        - {{ninjutsu: {ninja}, by: Ana, return: Grizzly Bears}}
    """


@pytest.mark.parametrize("players, jace", [("Bruno: {life: 20}", "Bruno"),
                                           ("Bruno: {life: 20}, Carla: {life: 20}", "Carla")])
def test_702_49c_506_3c_ninja_returning_an_attacker_whose_planeswalker_left_isnt_attacking(
        judge_yaml, players, jace):
    """702.49c, 506.3c: Grizzly Bears attacks Jace Beleren; Lightning Bolt kills Jace
    (704.5i), so the Bears attacks nothing (506.4c). Ninja of the Deep Hours returning the
    Bears would attack the same planeswalker, which has left the battlefield: it enters
    tapped but is never an attacking creature. No choice is asked (with two players or
    three), no damage is dealt, and the play is legal."""
    r = judge_yaml(_BOLT_JACE_THEN_NINJUTSU.format(players=players, jace=jace, ninja="Ninja of the Deep Hours"))
    assert r.error is None and r.legal
    assert lines(r)[-5:] == [
        "405.5 All players pass in succession: Ninjutsu (Ninja of the Deep Hours) resolves.",
        "110.2a Ninja of the Deep Hours enters the battlefield tapped under Ana's control.",
        ("506.3c Ninja of the Deep Hours enters the battlefield but Jace Beleren is no longer on "
         "the battlefield: it is never an attacking creature."),
        "510.1 Combat damage step.",
        "511.3 End of combat: all creatures, planeswalkers and battles are removed from combat."]
    assert lines(r, "510.2") == []
    assert {p: r.state.players[p].life for p in r.state.players} == dict.fromkeys(r.state.players, 20)
    assert r.state.battlefield["Ninja of the Deep Hours"].tapped
    assert r.state.combat.attacking == {}


def test_702_49d_506_3c_commander_ninjutsu_after_the_attacked_planeswalker_left(judge_yaml):
    """702.49d, 506.3c: the same with commander ninjutsu: Yuriko, the Tiger's Shadow
    ({U}{B}) enters tapped but isn't attacking; nobody is asked to choose, Bruno and
    Carla keep 20 life."""
    r = judge_yaml(_BOLT_JACE_THEN_NINJUTSU.format(
        players="Bruno: {life: 20}, Carla: {life: 20}", jace="Carla", ninja='"Yuriko, the Tiger\'s Shadow"')
        .replace("{1}{U}{R}", "{U}{B}{R}"))
    assert r.legal
    assert lines(r, "506.3c") == [
        ("506.3c Yuriko, the Tiger's Shadow enters the battlefield but Jace Beleren is no longer "
         "on the battlefield: it is never an attacking creature.")]
    assert lines(r, "510.2") == []
    assert (r.state.players["Bruno"].life, r.state.players["Carla"].life) == (20, 20)


def test_702_49c_506_3c_ninjutsu_after_the_attacked_planeswalker_left_in_the_api(board):
    """702.49c, 506.3c through the API: Jace Beleren (3 loyalty) leaves the battlefield
    after blockers; the ninja returning Grizzly Bears enters tapped, not attacking."""
    g = board(Ana=["Grizzly Bears"], Bruno=["Jace Beleren"])
    g.attack({"Grizzly Bears": "Jace Beleren"})
    g.block({})
    g.leave_battlefield("Jace Beleren")
    assert g.state.combat.attacking == {"Grizzly Bears": None}  # 506.4c
    g.ninjutsu("Ninja of the Deep Hours", "Ana", "Grizzly Bears")
    events = g.pass_priority()
    assert [(e.rule, e.key) for e in events][-2:] == [("110.2a", "put.enters_tapped"), ("506.3c", "put.target_left")]
    assert g.state.combat.attacking == {}
    g.assign({})
    assert g.state.players["Bruno"].life == 20


def test_702_49d_commander_ninjutsu_resolves_under_its_own_name(judge_yaml):
    """702.49d: the stack object of Yuriko, the Tiger's Shadow's commander ninjutsu is
    "Commander ninjutsu (Yuriko, the Tiger's Shadow)", in Spanish "Ninjutsu de comandante
    (...)"; Ninja of the Deep Hours' stays "Ninjutsu (...)" (702.49a)."""
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {life: 40, mana: "{U}{B}"}, Bruno: {life: 40}}
        battlefield: {Ana: [Grizzly Bears]}
        attack: {Grizzly Bears: Bruno}
        actions:
          declare_blockers: [{ninjutsu: "Yuriko, the Tiger's Shadow", by: Ana, return: Grizzly Bears}]
        """)
    resolves = next(e for e in r.events if e.rule == "405.5")
    assert resolves.text() == ("All players pass in succession: Commander ninjutsu (Yuriko, the Tiger's Shadow) "
                               "resolves.")
    assert resolves.text("es") == ("Todos los jugadores pasan sucesivamente: se resuelve Ninjutsu de comandante "
                                   "(Yuriko, the Tiger's Shadow).")
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {life: 40, mana: "{1}{U}"}, Bruno: {life: 40}}
        battlefield: {Ana: [Grizzly Bears]}
        attack: {Grizzly Bears: Bruno}
        actions:
          declare_blockers: [{ninjutsu: Ninja of the Deep Hours, by: Ana, return: Grizzly Bears}]
        """)
    assert next(e for e in r.events if e.rule == "405.5").text("es") == (
        "Todos los jugadores pasan sucesivamente: se resuelve Ninjutsu (Ninja of the Deep Hours).")
