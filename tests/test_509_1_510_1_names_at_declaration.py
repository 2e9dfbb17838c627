"""CR 509.1, 510.1 (and 405.5): the names in a scenario's `block` and `assign` are read
in the game as each is declared, so permanents that appear during the play can be named:
tokens a trigger creates (myriad's "Caller of the Pack #2", Brimaz's Cat Soldier) and
creatures cast with flash before that step. A name only cast after the declaration gets
its own message (509.1); typos still get "did you mean" with the line. Real cards."""

from __future__ import annotations

import pytest
from conftest import lines

from mtgjudge import ScenarioError

THREE = """\
    active: Ana
    players: {Ana: {life: 40}, Bruno: {life: 40}, Carla: {life: 40}}
    battlefield:
      Ana: [Caller of the Pack]
      Bruno: [Wall of Stone]
      Carla: [Hill Giant]
    attack: {Caller of the Pack: Bruno}
"""


def test_509_1_myriad_copy_can_be_blocked_by_name_and_assigned(judge_yaml):
    """702.116a + 509.1: Caller of the Pack (8/6 trample, myriad) attacks Bruno; its copy
    attacks Carla, whose Hill Giant blocks "Caller of the Pack #2"; the copy tramples 5 over."""
    r = judge_yaml(THREE + """\
    block: {Hill Giant: "Caller of the Pack #2"}
    assign: {"Caller of the Pack #2": {Hill Giant: 3, Carla: 5}}
    """)
    assert r.legal
    assert lines(r, "509.1a") == ["509.1a Hill Giant blocks Caller of the Pack #2."]
    assert lines(r, "510.2") == [
        "510.2 Caller of the Pack deals 8 damage to Bruno.",
        "510.2 Caller of the Pack #2 deals 3 damage to Hill Giant.",
        "510.2 Caller of the Pack #2 deals 5 damage to Carla.",
        "510.2 Hill Giant deals 3 damage to Caller of the Pack #2."]
    assert r.state.players["Carla"].life == 35 and r.state.players["Bruno"].life == 32


def test_509_1_a_typo_for_a_token_still_says_did_you_mean_with_its_line(judge_yaml):
    with pytest.raises(ScenarioError) as e:
        judge_yaml(THREE + """\
    block: {Hill Giant: "Caller of the Pakc #2"}
    """)
    assert [(w, str(m)) for w, m in e.value.problems] == [(
        "t.yaml:8 block.Hill Giant",
        '"Caller of the Pakc #2" is not a player or a permanent on the battlefield. '
        'Did you mean "Caller of the Pack #2" or "Caller of the Pack"?')]


BRIMAZ_BLOCKS = """\
    active: Ana
    players: {Ana: {life: 20}, Bruno: {life: 20}}
    battlefield:
      Ana: [{name: Brute, power: 4, toughness: 4}]
      Bruno: ["Brimaz, King of Oreskos"]
    attack: {Brute: Bruno}
    block: {"Brimaz, King of Oreskos": Brute}
    """


def test_510_1c_brute_divides_damage_with_brimaz_cat_soldier_token(judge_yaml):
    """509.4 + 510.1c: Brimaz blocks the 4/4; its Cat Soldier token blocks it too, and the
    attacker's damage can be split between them in any way: 1 to the token, 3 to Brimaz."""
    r = judge_yaml(BRIMAZ_BLOCKS + 'assign: {Brute: {Cat Soldier: 1, "Brimaz, King of Oreskos": 3}}\n')
    assert r.legal
    assert lines(r, "510.1c") == ["510.1c Brute assigns 1 damage to Cat Soldier.",
                                  "510.1c Brute assigns 3 damage to Brimaz, King of Oreskos."]
    assert r.state.battlefield["Brimaz, King of Oreskos"].damage == 3
    assert r.state.graveyard == ["Brute", "Cat Soldier"]


def test_510_1c_without_assign_every_division_among_brimaz_and_the_token_is_listed(judge_yaml):
    with pytest.raises(ScenarioError) as e:
        judge_yaml(BRIMAZ_BLOCKS)
    [(where, message)] = e.value.problems
    assert where == "t.yaml:6 attack.Brute"
    assert str(message).endswith(
        'Its 5 legal divisions: {"Brimaz, King of Oreskos": 4}; {"Brimaz, King of Oreskos": 3, Cat Soldier: 1}; '
        '{"Brimaz, King of Oreskos": 2, Cat Soldier: 2}; {"Brimaz, King of Oreskos": 1, Cat Soldier: 3}; '
        '{Cat Soldier: 4}.')


def test_509_1_brimaz_attacking_token_can_be_blocked_by_name(judge_yaml):
    r = judge_yaml("""\
    active: Ana
    players: {Ana: {life: 20}, Bruno: {life: 20}}
    battlefield:
      Ana: ["Brimaz, King of Oreskos"]
      Bruno: [Grizzly Bears]
    attack: {"Brimaz, King of Oreskos": Bruno}
    block: {Grizzly Bears: Cat Soldier}
    """)
    assert r.legal
    assert lines(r, "509.1a") == ["509.1a Grizzly Bears blocks Cat Soldier."]
    assert r.state.players["Bruno"].life == 17
    assert r.state.graveyard == ["Cat Soldier"]


FLASH = """\
    active: Ana
    players: {Ana: {}, Bruno: {mana: "{1}{G}"}}
    battlefield: {Ana: [Hill Giant], Bruno: []}
    attack: {Hill Giant: Bruno}
    actions:
      STEP: [{cast: Ambush Viper, by: Bruno}]
    block: {Ambush Viper: Hill Giant}
    """


def test_509_1_flash_creature_cast_after_blockers_were_declared_cant_be_named_in_block(judge_yaml):
    with pytest.raises(ScenarioError) as e:
        judge_yaml(FLASH.replace("STEP", "declare_blockers"))
    assert [(w, str(m)) for w, m in e.value.problems] == [(
        "t.yaml:7 block.Ambush Viper",
        '"Ambush Viper" is cast after blockers were declared, so it can\'t be named in block (509.1): '
        "cast it in an earlier step (actions) or leave it out.")]
    assert e.value.problems[0][1].render("es").startswith(
        "«Ambush Viper» se lanza después de declarar las criaturas bloqueadoras")


def test_509_1_flash_creature_cast_before_blockers_blocks(judge_yaml):
    r = judge_yaml(FLASH.replace("STEP", "declare_attackers"))
    assert r.legal
    assert lines(r, "509.1a") == ["509.1a Ambush Viper blocks Hill Giant."]


def test_509_1_names_at_declaration_through_the_web_api(db):
    """POST /api/judge reads the names the same way: the myriad copy is blocked (200)."""
    import textwrap

    import yaml
    pytest.importorskip("httpx")
    from fastapi.testclient import TestClient

    from mtgjudge.web.app import create_app

    client = TestClient(create_app())
    body = yaml.safe_load(textwrap.dedent(THREE + """\
    block: {Hill Giant: "Caller of the Pack #2"}
    assign: {"Caller of the Pack #2": {Hill Giant: 3, Carla: 5}}
    """))
    r = client.post("/api/judge", json=body)
    assert r.status_code == 200, r.text
    assert r.json()["legal"] is True and r.json()["error"] is None
    assert "509.1a Hill Giant blocks Caller of the Pack #2." in [
        f"{e['rule']} {e['text']}" for e in r.json()["events"]]


def test_509_1_why_block_question_names_a_myriad_copy(judge_yaml):
    """509.1, 802.4a: a `why:` question is read at its step like `block` itself, so it can
    name the myriad copy "Caller of the Pack #2" (attacking Carla): Bruno's Wall of Stone
    can't block it."""
    r = judge_yaml(THREE + """\
    block: {Hill Giant: "Caller of the Pack #2"}
    assign: {"Caller of the Pack #2": {Hill Giant: 3, Carla: 5}}
    why: [{block: {Wall of Stone: "Caller of the Pack #2"}}]
    """)
    assert r.legal
    [a] = r.answers
    assert (a.legal, a.error.rule, a.text()) == (
        False, "509.1a", "Wall of Stone can't block Caller of the Pack #2: Caller of the Pack #2 is "
        "attacking Carla, not Bruno (each defending player blocks only creatures attacking them, their "
        "planeswalkers or the battles they protect, CR 802.4a).")


def test_510_1c_why_assign_question_names_a_myriad_copy(judge_yaml):
    """702.19b, 510.1c: the copy (8/6 trample) blocked by Hill Giant (toughness 3) can't send
    6 to Carla with 2 to the Giant; 3 and 5 is the play as declared."""
    r = judge_yaml(THREE + """\
    block: {Hill Giant: "Caller of the Pack #2"}
    assign: {"Caller of the Pack #2": {Hill Giant: 3, Carla: 5}}
    why:
      - {assign: {"Caller of the Pack #2": {Hill Giant: 2, Carla: 6}}}
      - {assign: {"caller of the pack #2": {hill giant: 3, carla: 5}}}
    """)
    wrong, same = r.answers
    assert (wrong.legal, wrong.error.rule, wrong.error.params["lethal"]) == (False, "702.19b", 3)
    assert (same.legal, same.same) == (True, True)


def test_509_1_why_question_names_brimaz_cat_soldier_made_as_it_blocks(judge_yaml):
    """509.4, 510.1c: Brimaz's Cat Soldier enters blocking Brute; a question may divide
    Brute's damage onto it by name: 4 to the token alone is legal too."""
    r = judge_yaml(BRIMAZ_BLOCKS + 'assign: {Brute: {Cat Soldier: 1, "Brimaz, King of Oreskos": 3}}\n'
                   + "    why: [{assign: {Brute: {Cat Soldier: 4}}}]\n")
    [a] = r.answers
    assert (a.legal, a.same, a.reached) == (True, False, True)


def test_509_1_why_question_typo_for_a_token_says_did_you_mean_with_its_line(judge_yaml):
    with pytest.raises(ScenarioError) as e:
        judge_yaml(THREE + """\
    block: {Hill Giant: "Caller of the Pack #2"}
    assign: {"Caller of the Pack #2": {Hill Giant: 3, Carla: 5}}
    why: [{block: {Wall of Stone: "Caller of the Pakc #2"}}]
    """)
    assert [(w, str(m)) for w, m in e.value.problems] == [(
        "t.yaml:10 why[0].block.Wall of Stone",
        '"Caller of the Pakc #2" is not a player or a permanent on the battlefield. '
        'Did you mean "Caller of the Pack #2" or "Caller of the Pack"?')]


def test_509_1_why_question_heading_quotes_a_numbered_copy_as_it_is_written(judge_yaml):
    """509.1: the "why not" heading shows the question as YAML a person writes, the
    name with ` #` in double quotes (not Python's single quotes)."""
    from mtgjudge.ruling import render_text

    r = judge_yaml("""\
    active: Ana
    players: {Ana: {}, Bruno: {}}
    battlefield: {Ana: [Grizzly Bears, Grizzly Bears], Bruno: [Hill Giant]}
    attack: {"Grizzly Bears #1": Bruno, "Grizzly Bears #2": Bruno}
    block: {Hill Giant: "Grizzly Bears #1"}
    why: [{block: {Hill Giant: "Grizzly Bears #2"}}]
    """)
    assert [a.question for a in r.answers] == ['block: {Hill Giant: "Grizzly Bears #2"}']
    assert 'Why not block: {Hill Giant: "Grizzly Bears #2"}?' in render_text(r).splitlines()


def test_508_1_why_question_heading_quotes_a_name_with_a_comma(judge_yaml):
    """508.1: a name with a comma is quoted in the heading, so it can be pasted back as
    YAML; Ajani, Caller of the Pride isn't a creature (506.3)."""
    r = judge_yaml("""\
    active: Ana
    players: {Ana: {}, Bruno: {}}
    battlefield: {Ana: ["Ajani, Caller of the Pride", Hill Giant], Bruno: [Grizzly Bears]}
    attack: {Hill Giant: Bruno}
    why: [{attack: {Hill Giant: Bruno, "Ajani, Caller of the Pride": Bruno}}]
    """)
    [a] = r.answers
    assert a.question == 'attack: {Hill Giant: Bruno, "Ajani, Caller of the Pride": Bruno}'
    assert (a.legal, a.error.rule) == (False, "506.3")
