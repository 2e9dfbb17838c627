"""Honest verdicts: a ruling that text the engine doesn't model could change says so
at the top, before any event; JSON carries it as ``caveats``; ``--strict`` refuses it
with exit code 3. Harmless text (mana abilities, enters-the-battlefield triggers) doesn't."""

from __future__ import annotations

import json
import subprocess
import sys

from mtgjudge.ruling import render_text

BOARD = """\
active: Ana
players: {{Ana: {{life: 20}}, Bruno: {{life: 20}}}}
battlefield: {{Ana: [{ana}], Bruno: [{bruno}]}}
attack: {{{attack}}}
"""


def test_caveat_for_text_on_a_creature_that_took_part_in_the_combat(judge_yaml):
    r = judge_yaml(BOARD.format(ana="Captain of the Mists", bruno="", attack="Captain of the Mists: Bruno"))
    assert [(c.permanent, c.text, c.reason) for c in r.caveats] == [
        ("Captain of the Mists", "{1}{U}, {T}: You may tap or untap target permanent.", "took_part")]
    text = render_text(r).splitlines()
    assert text[0] == "This ruling may be wrong: the engine does not model this text, which could change it:"
    assert text[1] == '  Captain of the Mists took part in what happened: "{1}{U}, {T}: You may tap or untap target permanent."'
    assert text[3].startswith("506.2")  # the events come after the caveats


def test_no_caveat_for_looting_which_names_nothing_a_combat_has(judge_yaml):
    """Merfolk Looter attacks; "{T}: Draw a card, then discard a card." can't change the
    combat (mtgjudge.oracle.relevance): listed apart, with why, not as a caveat."""
    r = judge_yaml(BOARD.format(ana="Merfolk Looter", bruno="", attack="Merfolk Looter: Bruno"))
    assert r.caveats == []
    assert r.not_relevant == [("Merfolk Looter", "{T}: Draw a card, then discard a card.", "no combat object")]
    text = render_text(r)
    assert ("Not modeled, and can't act in this combat:\n  Merfolk Looter: {T}: Draw a card, then discard a card. "
            "(it names nothing a combat has)") in text
    assert "Not modeled (this text was not applied)" not in text
    assert r.to_dict()["not_modeled"] == [{"permanent": "Merfolk Looter", "text": "{T}: Draw a card, then discard a card.",
                                           "relevant": False, "reason": "it names nothing a combat has"}]
    assert "no puede actuar en este combate" in render_text(r, "es")


def test_caveat_for_text_about_combat_damage_on_a_bystander(judge_yaml):
    r = judge_yaml(BOARD.format(ana="Grizzly Bears, Mtenda Lion", bruno="", attack="Grizzly Bears: Bruno"))
    assert [(c.permanent, c.reason, c.word) for c in r.caveats] == [("Mtenda Lion", "mentions", "attacks")]


def test_no_caveat_for_mana_abilities_and_enters_triggers(judge_yaml):
    r = judge_yaml(BOARD.format(ana="Grizzly Bears, Merfolk Looter", bruno="Llanowar Elves, Helpful Hunter",
                            attack="Grizzly Bears: Bruno") + "block: {Helpful Hunter: Grizzly Bears}\n")
    assert r.not_modeled != [] and r.caveats == []
    assert r.to_dict()["caveats"] == []


def test_no_caveat_when_the_damage_text_is_modeled(judge_yaml):
    r = judge_yaml(BOARD.format(ana="Grizzly Bears", bruno="Worship, Guard Gomazoa", attack="Grizzly Bears: Bruno"))
    assert r.caveats == []


def test_strict_refuses_with_exit_code_4_and_json_carries_the_caveats(tmp_path):
    path = tmp_path / "looter.yaml"
    path.write_text(BOARD.format(ana="Captain of the Mists", bruno="", attack="Captain of the Mists: Bruno"))
    run = [sys.executable, "-m", "mtgjudge", "judge", str(path)]
    plain = subprocess.run(run, capture_output=True, text=True, check=False)
    assert plain.returncode == 0
    strict = subprocess.run([*run, "--strict"], capture_output=True, text=True, check=False)
    assert strict.returncode == 4 and strict.stdout == ""
    assert "refused (--strict)" in strict.stderr and "Captain of the Mists took part in what happened" in strict.stderr
    js = subprocess.run([*run, "--strict", "--format", "json"], capture_output=True, text=True, check=False)
    assert js.returncode == 4
    out = json.loads(js.stdout)
    assert out["refused"] is True
    assert out["caveats"] == [{"permanent": "Captain of the Mists", "text": "{1}{U}, {T}: You may tap or untap target permanent.",
                               "reason": "took_part", "word": None,
                               "message": 'Captain of the Mists took part in what happened: "{1}{U}, {T}: You may tap or untap target permanent."'}]


def test_strict_accepts_a_ruling_without_caveats():
    from pathlib import Path

    example = Path(__file__).resolve().parent.parent / "examples" / "510.1c-regrower.yaml"
    r = subprocess.run([sys.executable, "-m", "mtgjudge", "judge", str(example), "--strict"],
                       capture_output=True, text=True, check=False)
    assert r.returncode == 0


def test_606_3_601_2f_loyalty_abilities_and_cost_changes_raise_no_caveat():
    # Jace Beleren's loyalty abilities can't be activated in combat (606.3); Ghalta's
    # "This spell costs {X} less to cast" applies only while it is cast (601.2f).
    from mtgjudge.caveats import caveats
    from mtgjudge.engine.happenings import Attacks

    events = [Attacks("Ghalta, Primal Hunger", "Jace Beleren")]
    lines = [("Jace Beleren", "+2: Each player draws a card."),
             ("Jace Beleren", "\u22121: Target player draws a card."),
             ("Ghalta, Primal Hunger", "This spell costs {X} less to cast, where X is the total power "
                                       "of creatures you control.")]
    assert caveats(lines, events) == []


def test_508_4_a_creature_put_attacking_took_part_in_the_combat():
    # Ninja of the Deep Hours, put attacking by ninjutsu, deals combat damage: its
    # unmodeled "may draw" trigger is a caveat (it took part, 508.4).
    from mtgjudge.caveats import Caveat, caveats
    from mtgjudge.engine.happenings import PutAttacking

    text = "Whenever this creature deals combat damage to a player, you may draw a card."
    events = [PutAttacking("Ninja of the Deep Hours", "Bruno")]
    assert caveats([("Ninja of the Deep Hours", "Ninjutsu {1}{U}")], events) == [
        Caveat("Ninja of the Deep Hours", "Ninjutsu {1}{U}", "took_part")]
    assert caveats([("Ninja of the Deep Hours", text)], events)[0].reason == "mentions"


def test_caveat_for_text_changing_creatures_on_a_bystander(judge_yaml):
    """613.1f, 613.4b: Humility on the board changes every creature's abilities and power
    and toughness; the engine doesn't read it, so the ruling says so."""
    r = judge_yaml(BOARD.format(ana="Craw Wurm", bruno="Grizzly Bears, Humility", attack="Craw Wurm: Bruno")
                   + "block: {Grizzly Bears: Craw Wurm}\n")
    assert [(c.permanent, c.reason, c.word) for c in r.caveats] == [("Humility", "mentions", "creatures")]


def test_caveat_for_an_aura_changing_the_enchanted_creature(judge_yaml):
    """613.4c: Spontaneous Mutation's "-X/-0, where X is the number of cards in your
    graveyard" isn't read (the scenario has no graveyard): the ruling says it may be wrong."""
    r = judge_yaml(BOARD.format(ana="Hill Giant", bruno="Grizzly Bears, {card: Spontaneous Mutation, attached_to: Grizzly Bears}",
                                attack="Hill Giant: Bruno") + "block: {Grizzly Bears: Hill Giant}\n")
    assert [(c.permanent, c.reason, c.word) for c in r.caveats] == [("Spontaneous Mutation", "mentions", "creature")]


def test_caveat_for_a_refused_declaration_names_its_creatures(judge_yaml):
    """733: a declaration refused still says which unread text on the creatures it names
    could change the answer (Captain of the Mists, named as a blocker that can't block)."""
    r = judge_yaml(BOARD.format(ana="Serra Angel", bruno="Captain of the Mists", attack="Serra Angel: Bruno")
                   + "block: {Captain of the Mists: Serra Angel}\n", refused="702.9b")
    assert r.error is not None and r.error.rule == "702.9b"
    assert [(c.permanent, c.reason) for c in r.caveats] == [("Captain of the Mists", "took_part")]


def test_no_caveat_for_what_an_activated_ability_costs_or_what_spells_cost(judge_yaml):
    """602.1a: "Pay 2 life" is a cost; what the ability does (draw a card) can't change
    the combat, so a bystander with it raises no caveat; nor does a cost reduction."""
    from mtgjudge.caveats import caveats

    assert caveats([("Erebos", "{1}{B}, Pay 2 life: Draw a card.")], []) == []
    assert caveats([("Goblin Electromancer", "Instant and sorcery spells you cast cost {1} less to cast.")], []) == []
    assert [c.word for c in caveats([("Prodigal Pyromancer", "{T}: This creature deals 1 damage to any target.")], [])] == [
        "damage"]
