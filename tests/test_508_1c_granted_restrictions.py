"""CR 508.1c / 509.1b: a restriction granted by another permanent (an Aura's "Enchanted
creature can't attack or block.", 613.1f) is quoted from that permanent, never as the
holder's own text and never with an internal placeholder. Real cards, exact values."""

from __future__ import annotations

from mtgjudge.messages import render

PACIFISM = "Enchanted creature can't attack or block."


def test_508_1c_pacifism_keeps_grizzly_bears_from_attacking_quoting_pacifism(judge_yaml):
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {}, Bruno: {}}
        battlefield:
          Ana: [Grizzly Bears]
          Bruno: [{card: Pacifism, attached_to: Grizzly Bears}]
        attack: {Grizzly Bears: Bruno}
        """, refused="508.1c")
    assert not r.legal
    assert (r.error.rule, r.error.key) == ("508.1c", "attack.cant_from")
    assert render(r.error.key, r.error.params, "en") == (
        f"Grizzly Bears can't attack (Pacifism's Oracle text: \"{PACIFISM}\").")
    assert render(r.error.key, r.error.params, "es") == (
        f"Grizzly Bears no puede atacar (texto de Oracle de Pacifism: «{PACIFISM}»).")


def test_509_1b_pacifism_keeps_grizzly_bears_from_blocking_quoting_pacifism(judge_yaml):
    r = judge_yaml("""\
        active: Bruno
        players: {Ana: {}, Bruno: {}}
        battlefield:
          Ana: [Grizzly Bears]
          Bruno: [Hill Giant, {card: Pacifism, attached_to: Grizzly Bears}]
        attack: {Hill Giant: Ana}
        block: {Grizzly Bears: Hill Giant}
        """, refused="509.1b")
    assert not r.legal
    assert (r.error.rule, r.error.key) == ("509.1b", "block.cant_from")
    assert render(r.error.key, r.error.params, "en") == (
        f"Grizzly Bears can't block (Pacifism's Oracle text: \"{PACIFISM}\").")
    assert "SELF" not in render(r.error.key, r.error.params, "es")


def test_508_1c_a_creatures_own_restriction_still_quotes_its_own_text(judge_yaml):
    """Sightless Ghoul's own "This creature can't block." stays "its Oracle text"."""
    r = judge_yaml("""\
        active: Bruno
        players: {Ana: {}, Bruno: {}}
        battlefield: {Ana: [Sightless Ghoul], Bruno: [Hill Giant]}
        attack: {Hill Giant: Ana}
        block: {Sightless Ghoul: Hill Giant}
        """, refused="509.1b")
    assert (r.error.rule, r.error.key) == ("509.1b", "block.cant")
    assert render(r.error.key, r.error.params, "en") == (
        "Sightless Ghoul can't block (its Oracle text: \"This creature can't block.\").")
