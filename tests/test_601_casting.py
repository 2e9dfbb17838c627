"""CR 601 (casting), 115 (targets), 117.1a (timing): what may be cast during combat,
with what targets, and stated mana paid (601.2h); an illegal cast changes nothing (733)."""

from __future__ import annotations

import pytest

from mtgjudge.cr.r106_mana import parse_mana
from mtgjudge.cr.r601_casting import CastSpell
from mtgjudge.errors import BoardError, IllegalActionError
from mtgjudge.messages import render


def _attacking(board, **kw):
    g = board(Ana=["Grizzly Bears"], Bruno=["Hill Giant"], **kw)
    g.attack({"Grizzly Bears": "Bruno"})
    return g


def _refused(g, move):
    before = g.state.copy()
    with pytest.raises(IllegalActionError) as e:
        g.push(move)
    assert g.state == before  # 733: nothing changed
    return e.value


def test_117_1a_a_sorcery_cant_be_cast_during_combat(board):
    err = _refused(_attacking(board), CastSpell("Lava Axe", "Ana", ("Bruno",)))
    assert (err.rule, err.key) == ("117.1a", "cast.timing")


def test_601_2c_target_must_fit_divine_verdict_attacking_or_blocking(board):
    g = _attacking(board)
    err = _refused(g, CastSpell("Divine Verdict", "Ana", ("Hill Giant",)))
    assert (err.rule, err.key) == ("601.2c", "target.wrong")
    assert err.message == "Hill Giant can't be the target: it isn't target attacking or blocking creature."
    g.cast("Divine Verdict", "Bruno", "Grizzly Bears")  # the attacker is a legal target


def test_601_2c_target_count_and_no_player_for_target_creature(board):
    g = _attacking(board)
    err = _refused(g, CastSpell("Giant Growth", "Ana"))
    assert (err.key, err.message) == ("target.count", "Giant Growth needs 1 target, but was given 0.")
    err = _refused(g, CastSpell("Brazen Borrower", "Ana", ("Hill Giant",)))  # a creature spell: none
    assert err.message == "Brazen Borrower // Petty Theft needs 0 targets, but was given 1."
    assert render(err.key, err.params, "es") == "Brazen Borrower // Petty Theft necesita 0 objetivos, pero recibe 1."
    assert _refused(g, CastSpell("Giant Growth", "Ana", ("Bruno",))).key == "target.wrong"
    assert g.is_legal(CastSpell("Shock", "Ana", ("Bruno",)))  # "any target" (115.4)


def test_702_16b_protection_from_red_cant_be_targeted_by_shock(board):
    g = board(Ana=["Grizzly Bears"], Bruno=[("Hill Giant", {"gains": ["protection from red"]})])
    g.attack({"Grizzly Bears": "Bruno"})
    err = _refused(g, CastSpell("Shock", "Ana", ("Hill Giant",)))
    assert (err.rule, err.key) == ("702.16b", "target.protection")


def test_601_2h_stated_mana_is_spent_and_a_cost_beyond_it_is_illegal(board):
    g = _attacking(board)
    g.state.players["Ana"].mana = parse_mana("{1}{R}")
    g.cast("Shock", "Ana", "Hill Giant")
    assert g.state.players["Ana"].mana == "C"
    err = _refused(g, CastSpell("Lightning Bolt", "Ana", ("Hill Giant",)))
    assert (err.rule, err.message) == ("601.2h", "Ana can't pay {R} for Lightning Bolt: they have {C} available.")


def test_601_2h_generic_mana_paid_from_any_colour():
    assert parse_mana("{2}{B}{B}") == "CCBB" and parse_mana("1G") == "CG" and parse_mana("{X}") is None


def test_601_2h_murder_costs_one_and_two_black(board):
    g = _attacking(board)
    g.state.players["Bruno"].mana = "BBG"
    g.cast("Murder", "Bruno", "Grizzly Bears")
    assert g.state.players["Bruno"].mana == ""


def test_601_2_a_spell_the_engine_doesnt_read_is_bad_input(board):
    g = _attacking(board)
    with pytest.raises(BoardError):
        g.cast("Swords to Plowshares", "Bruno", "Grizzly Bears")  # its life gain isn't read


def test_715_3_an_adventure_is_not_cast_as_its_creature(board):
    """715.3: Petty Theft is Brazen Borrower's Adventure, another spell than the creature;
    the engine doesn't model Adventures, so it refuses (an input error, not a ruling)
    and changes nothing; Brazen Borrower itself is cast as the flash creature."""
    g = _attacking(board)
    before = g.state.copy()
    with pytest.raises(BoardError) as e:
        g.cast("Petty Theft", "Ana", "Hill Giant")
    assert str(e.value) == ("Petty Theft is the Adventure of Brazen Borrower: casting a card as an Adventure "
                            "(715.3) isn't modeled, so it can't be cast here; cast Brazen Borrower to cast the creature.")
    assert g.state == before
    g.cast("Brazen Borrower", "Ana")
    g.pass_priority()
    assert "Brazen Borrower" in g.state.battlefield


def test_601_2_an_enchantment_with_flash_is_refused_for_what_it_is(board):
    """702.8a, 601.2: Dictate of the Twin Gods (an enchantment with flash) could be cast
    after blocks, but the engine casts only instants and creature cards: an input error
    that says so (not that its text isn't modeled), and nothing changes."""
    g = _attacking(board)
    before = g.state.copy()
    with pytest.raises(BoardError) as e:
        g.cast("Dictate of the Twin Gods", "Ana")
    assert str(e.value) == ("Dictate of the Twin Gods: during combat the engine casts only instants and "
                            "creature cards, not other permanent cards with flash, so it can't be cast here.")
    assert g.state == before


def test_601_2c_cast_spell_takes_one_target_as_a_name(board):
    """601.2c: ``CastSpell(card, player, "Grizzly Bears")`` is one target, not one per letter."""
    g = _attacking(board)
    assert CastSpell("Shock", "Bruno", "Grizzly Bears").targets == ("Grizzly Bears",)
    assert g.is_legal(CastSpell("Shock", "Bruno", "Grizzly Bears"))


def test_601_2_a_spell_the_engine_does_not_model_is_located_in_the_file(judge_yaml):
    """601.2, 715.3: a cast the engine can't judge is an input error at its line and field,
    found as the file is read: an unmodeled instant, and an Adventure by its own name."""
    from mtgjudge import ScenarioError

    base = """\
        active: Ana
        players: {Ana: {}, Bruno: {}}
        battlefield: {Ana: [Grizzly Bears], Bruno: [Hill Giant]}
        attack: {Grizzly Bears: Bruno}
        actions:
          declare_blockers:
            - {cast: %s, by: Ana}
        """
    with pytest.raises(ScenarioError) as e:
        judge_yaml(base % "Kozilek's Return")
    assert [(w, str(m)) for w, m in e.value.problems] == [(
        "t.yaml:7 actions.declare_blockers[0].cast",
        "Kozilek's Return: the engine doesn't model this spell's text, so it can't be cast here.")]
    with pytest.raises(ScenarioError) as e:
        judge_yaml(base % "Petty Theft")
    assert e.value.problems[0][0] == "t.yaml:7 actions.declare_blockers[0].cast"
