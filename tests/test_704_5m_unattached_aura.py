"""CR 704.5m: an Aura attached to nothing is put into its owner's graveyard as a
state-based action (checked as combat begins, 507.2/704.3); an Equipment attached to
nothing just stays (704.5n is about one attached illegally), and an Aura that enchants a
player (a Curse, which boards can't attach) is left alone."""

from __future__ import annotations

from conftest import lines

from mtgjudge import Game


def test_704_5m_holy_strength_attached_to_nothing_goes_to_the_graveyard(judge_yaml):
    """704.5m: Holy Strength alone on the battlefield, no ``attached_to``."""
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {}, Bruno: {}}
        battlefield:
          Ana: [Holy Strength, Grizzly Bears]
        attack: {Grizzly Bears: Bruno}
        """)
    assert lines(r)[:2] == [
        "506.2 The combat phase begins; Ana is the attacking player and Bruno the defending player.",
        "704.5m Holy Strength is an Aura attached to nothing: it is put into its owner's graveyard.",
    ]
    assert r.state.graveyard == ["Holy Strength"]
    assert "Holy Strength" not in r.state.battlefield
    assert r.state.players["Bruno"].life == 18  # Grizzly Bears, 2/2: the Aura gave it nothing


def test_704_5m_spanish_event(judge_yaml):
    """704.5m in Spanish."""
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {}, Bruno: {}}
        battlefield: {Ana: [Holy Strength]}
        """)
    (event,) = [e for e in r.events if e.rule == "704.5m"]
    assert event.text("es") == "Holy Strength es un Aura que no está anexada a nada: va al cementerio de su propietario."


def test_704_5m_api_aura_added_and_never_attached(db):
    """704.5m through the Python API: ``Game.add`` without ``attach``."""
    g = Game(["Ana", "Bruno"], active="Ana", db=db)
    g.add("Holy Strength", "Ana")
    g.add("Grizzly Bears", "Ana")
    g.attack({"Grizzly Bears": "Bruno"})
    assert [(e.rule, e.key, dict(e.params)) for e in g.events if e.rule == "704.5m"] == [
        ("704.5m", "sba.aura_unattached", {"permanent": "Holy Strength"})]
    assert g.state.graveyard == ["Holy Strength"]


def test_704_5n_equipment_attached_to_nothing_stays(judge_yaml):
    """704.5n: Bonesplitter attached to nothing is legal; it stays, with no event."""
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {}, Bruno: {}}
        battlefield: {Ana: [Bonesplitter, Grizzly Bears]}
        attack: {Grizzly Bears: Bruno}
        """)
    assert [e.rule for e in r.events if e.rule.startswith("704.5")] == []
    assert "Bonesplitter" in r.state.battlefield and r.state.graveyard == []


def test_704_5m_a_curse_that_enchants_a_player_is_left_alone(judge_yaml):
    """704.5m: Curse of the Pierced Heart ("Enchant player") can't be attached to a player on
    a board, so it is not put into the graveyard."""
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {}, Bruno: {}}
        battlefield: {Ana: [Curse of the Pierced Heart]}
        """)
    assert [e.rule for e in r.events if e.rule == "704.5m"] == []
    assert "Curse of the Pierced Heart" in r.state.battlefield


def test_704_5m_final_state_gives_the_reason(judge_yaml):
    """704.5m: the final state says why the Aura is in the graveyard, in English and Spanish."""
    from mtgjudge.ruling import render_text

    r = judge_yaml("""\
        active: Ana
        players: {Ana: {}, Bruno: {}}
        battlefield: {Ana: [Holy Strength]}
        """)
    assert render_text(r).splitlines()[-1] == (
        "  Holy Strength went to the graveyard: Holy Strength is an Aura attached to nothing: "
        "it is put into its owner's graveyard. (704.5m)")
    assert render_text(r, "es").splitlines()[-1] == (
        "  Holy Strength ha ido al cementerio: Holy Strength es un Aura que no está anexada a nada: "
        "va al cementerio de su propietario. (704.5m)")
