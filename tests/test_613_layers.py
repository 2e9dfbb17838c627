"""CR 611 and 613: continuous effects applied in layers, with real cards."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import checked
from mtgjudge import IllegalActionError
from mtgjudge.errors import ScenarioError
from mtgjudge.scenario import Scenario, build_game, judge

_EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def _judge(text: str, db, refused: str | None = None):
    """The ruling, checked: legal, or refused citing ``refused`` (conftest.checked)."""
    return checked(judge(Scenario.from_yaml(text), db), refused)


def _game(text: str, db):
    return build_game(Scenario.from_yaml(text), db)


# ---------------------------------------------------------------- 613.4c anthems and lords
ANTHEM_BLOCK = """
active: Ana
players: {Ana: {}, Bruno: {}}
battlefield:
  Ana: [Runeclaw Bear]
  Bruno: [Grizzly Bears%s]
attack: {Runeclaw Bear: Bruno}
block: {Grizzly Bears: Runeclaw Bear}
"""


def test_613_4c_glorious_anthem_makes_a_blocker_survive(db):
    ruling = _judge(ANTHEM_BLOCK % ", Glorious Anthem", db)
    assert ruling.legal
    bears = ruling.state.battlefield["Grizzly Bears"]
    assert (bears.power, bears.toughness, bears.damage) == (3, 3, 2)
    assert ruling.state.graveyard == ["Runeclaw Bear"]
    assert [dict(e.params) for e in ruling.events if e.key == "result.marked"] == [
        {"permanent": "Grizzly Bears", "amount": 2, "damage": 2, "toughness": 3},
        {"permanent": "Runeclaw Bear", "amount": 3, "damage": 3, "toughness": 2}]


def test_613_4c_without_the_anthem_both_bears_die(db):
    ruling = _judge(ANTHEM_BLOCK % "", db)
    assert ruling.state.graveyard == ["Runeclaw Bear", "Grizzly Bears"]


def test_613_4c_anthem_affects_only_its_controllers_creatures(board):
    g = board(Ana=["Glorious Anthem", "Grizzly Bears"], Bruno=["Hill Giant"])
    bf = g.state.battlefield
    assert (bf["Grizzly Bears"].power, bf["Grizzly Bears"].toughness) == (3, 3)
    assert (bf["Hill Giant"].power, bf["Hill Giant"].toughness) == (3, 3)


def test_613_4c_lord_other_elves_you_control(board):
    # Elvish Archdruid: "Other Elf creatures you control get +1/+1."
    g = board(Ana=["Elvish Archdruid", "Llanowar Elves", "Grizzly Bears"], Bruno=["Elvish Mystic"])
    bf = g.state.battlefield
    assert (bf["Elvish Archdruid"].power, bf["Elvish Archdruid"].toughness) == (2, 2)
    assert (bf["Llanowar Elves"].power, bf["Llanowar Elves"].toughness) == (2, 2)
    assert (bf["Grizzly Bears"].power, bf["Grizzly Bears"].toughness) == (2, 2)
    assert (bf["Elvish Mystic"].power, bf["Elvish Mystic"].toughness) == (1, 1)


def test_613_1f_lord_gives_landwalk_to_every_players_merfolk(board):
    # Lord of Atlantis: "Other Merfolk get +1/+1 and have islandwalk."
    g = board(Ana=["Lord of Atlantis", "Coral Merfolk"], Bruno=["Merfolk of the Pearl Trident", "Island"])
    bf = g.state.battlefield
    assert (bf["Coral Merfolk"].power, bf["Coral Merfolk"].toughness) == (3, 2)
    assert (bf["Merfolk of the Pearl Trident"].power, bf["Merfolk of the Pearl Trident"].toughness) == (2, 2)
    assert bf["Coral Merfolk"].has("landwalk") and not bf["Lord of Atlantis"].has("landwalk")
    g.attack({"Coral Merfolk": "Bruno"})
    with pytest.raises(IllegalActionError) as e:
        g.block({"Merfolk of the Pearl Trident": "Coral Merfolk"})
    assert e.value.rule == "702.14c"


def test_613_5_a_lord_that_dies_stops_applying(board):
    g = board(Ana=["Hill Giant"], Bruno=["Elvish Archdruid", "Llanowar Elves"])
    assert g.state.battlefield["Llanowar Elves"].toughness == 2
    g.attack({"Hill Giant": "Bruno"})
    g.block({"Elvish Archdruid": "Hill Giant"})
    g.assign()
    assert "Elvish Archdruid" in g.state.graveyard
    assert g.state.battlefield["Llanowar Elves"].toughness == 1
    g.pop()  # 733: back to the state before damage, lord included
    assert g.state.battlefield["Llanowar Elves"].toughness == 2


# ---------------------------------------------------------------- Auras and Equipment
def test_613_4c_aura_enchanted_creature_gets(db):
    g = _game("""
active: Ana
players: {Ana: {}, Bruno: {}}
battlefield:
  Ana: [Grizzly Bears, {card: Holy Strength, attached_to: Grizzly Bears}]
""", db)
    bears = g.state.battlefield["Grizzly Bears"]
    assert (bears.power, bears.toughness) == (3, 4)


def test_613_1f_equipment_gives_double_strike_and_pt(db):
    # Embercleave: "Equipped creature gets +1/+1 and has double strike and trample."
    ruling = _judge("""
active: Ana
players: {Ana: {}, Bruno: {}}
battlefield:
  Ana: [Grizzly Bears, {card: Embercleave, attached_to: Grizzly Bears}]
attack: {Grizzly Bears: Bruno}
""", db)
    assert ruling.legal
    assert ruling.state.players["Bruno"].life == 14  # 3 in each of the two damage steps


def test_613_1f_aura_that_says_cant_attack(db):
    with pytest.raises(IllegalActionError) as e:
        g = _game("""
active: Ana
players: {Ana: {}, Bruno: {}}
battlefield:
  Ana: [Grizzly Bears]
  Bruno: [{card: Pacifism, attached_to: Grizzly Bears}]
""", db)
        g.attack({"Grizzly Bears": "Bruno"})
    assert e.value.rule == "508.1c"


# ---------------------------------------------------------------- resolved spells (611.2)
def test_611_2a_giant_growth_on_a_blocker(db):
    ruling = _judge("""
active: Ana
players: {Ana: {}, Bruno: {}}
battlefield: {Ana: [Hill Giant], Bruno: [Grizzly Bears]}
effects: [{card: Giant Growth, target: Grizzly Bears, controller: Bruno}]
attack: {Hill Giant: Bruno}
block: {Grizzly Bears: Hill Giant}
""", db)
    assert ruling.state.graveyard == ["Hill Giant"]
    bears = ruling.state.battlefield["Grizzly Bears"]
    assert (bears.power, bears.toughness, bears.damage) == (5, 5, 3)


def test_611_2c_overrun_affects_only_the_creatures_there_as_it_resolved(db):
    g = _game("""
active: Ana
players: {Ana: {}, Bruno: {}}
battlefield: {Ana: [Grizzly Bears, Runeclaw Bear], Bruno: [Hill Giant]}
effects: [{card: Overrun}]
""", db)
    bf = g.state.battlefield
    assert (bf["Grizzly Bears"].power, bf["Runeclaw Bear"].toughness, bf["Hill Giant"].power) == (5, 5, 3)
    assert bf["Grizzly Bears"].has("trample")


def test_611_2_hand_written_effect(db):
    g = _game("""
active: Ana
players: {Ana: {}, Bruno: {}}
battlefield: {Ana: [Grizzly Bears]}
effects: [{target: Grizzly Bears, power: 2, toughness: -1, gains: [flying]}]
""", db)
    bears = g.state.battlefield["Grizzly Bears"]
    assert (bears.power, bears.toughness) == (4, 1) and bears.has("flying")


def test_611_2_unknown_effect_entries_are_input_errors(db):
    with pytest.raises(ScenarioError) as e:
        _game("""
active: Ana
players: {Ana: {}, Bruno: {}}
battlefield: {Ana: [Grizzly Bears]}
effects: [{target: Grizzly Bears, hex: 3}, {card: Giant Growth}]
""", db)
    where = sorted(w for w, _ in e.value.problems)
    assert where == ["<scenario>:5 effects[0]", "<scenario>:5 effects[1]"]
    assert "target" in str(dict(e.value.problems)["<scenario>:5 effects[1]"])


# ---------------------------------------------------------------- 613.4b, 613.4d, 613.1f
def test_613_4d_switch_after_a_pump_cr_example(db):
    # CR 613.4d's example: a 1/3 given +0/+1, then switched: 4/1.
    g = _game("""
active: Ana
players: {Ana: {}, Bruno: {}}
battlefield: {Ana: [{name: Wall, power: 1, toughness: 3}]}
effects: [{target: Wall, toughness: 1}, {card: Twisted Image, target: Wall}, {target: Wall, power: 5}]
""", db)
    wall = g.state.battlefield["Wall"]
    assert (wall.power, wall.toughness) == (4, 6)


def test_613_4b_cr_613_5_gray_ogre_example(db):
    # 613.5: a +1/+1 counter, +4/+4, "Creatures you control get +0/+2", then "becomes 0/1": 5/8.
    g = _game("""
active: Ana
players: {Ana: {}, Bruno: {}}
battlefield: {Ana: [{card: Gray Ogre, counters: {"+1/+1": 1}}]}
effects:
  - {target: Gray Ogre, power: 4, toughness: 4}
  - {target: Gray Ogre, toughness: 2}
  - {target: Gray Ogre, base_power: 0, base_toughness: 1}
""", db)
    ogre = g.state.battlefield["Gray Ogre"]
    assert (ogre.power, ogre.toughness) == (5, 8)


def test_613_1f_turn_to_frog_loses_abilities_and_becomes_1_1(db):
    ruling = _judge("""
active: Ana
players: {Ana: {}, Bruno: {}}
battlefield: {Ana: [Serra Angel], Bruno: [Grizzly Bears]}
effects: [{card: Turn to Frog, target: Serra Angel, controller: Bruno}]
attack: {Serra Angel: Bruno}
block: {Grizzly Bears: Serra Angel}
""", db)
    assert ruling.legal  # no flying: the Bears can block it
    assert ruling.state.graveyard == ["Serra Angel"]
    frog = ruling.initial.battlefield["Serra Angel"]
    assert (frog.power, frog.toughness, frog.colors, frog.subtypes) == (1, 1, ("U",), ("Frog",))
    assert frog.abilities == ()


def test_613_7_ability_gained_after_losing_all_abilities_stays(db):
    # Turn to Frog first, then Jump (flying): the later timestamp wins in layer 6.
    g = _game("""
active: Ana
players: {Ana: {}, Bruno: {}}
battlefield: {Ana: [Grizzly Bears]}
effects: [{card: Turn to Frog, target: Grizzly Bears}, {card: Jump, target: Grizzly Bears}]
""", db)
    assert [a.name for a in g.state.battlefield["Grizzly Bears"].abilities] == ["flying"]
    g2 = _game("""
active: Ana
players: {Ana: {}, Bruno: {}}
battlefield: {Ana: [Grizzly Bears]}
effects: [{card: Jump, target: Grizzly Bears}, {card: Turn to Frog, target: Grizzly Bears}]
""", db)
    assert g2.state.battlefield["Grizzly Bears"].abilities == ()


def test_613_8a_lord_that_loses_its_abilities_no_longer_gives_them(db):
    # Lord of Atlantis hit by Turn to Frog: its ability is gone before layer 7c, so the
    # other Merfolk don't get +1/+1 (613.8a: its existence depends on the removal).
    g = _game("""
active: Ana
players: {Ana: {}, Bruno: {}}
battlefield: {Ana: [Lord of Atlantis, Coral Merfolk]}
effects: [{card: Turn to Frog, target: Lord of Atlantis}]
""", db)
    merfolk = g.state.battlefield["Coral Merfolk"]
    assert (merfolk.power, merfolk.toughness) == (2, 1) and not merfolk.has("landwalk")


# ---------------------------------------------------------------- conditional statics
def test_613_1d_gideon_blackblade_attacks_on_its_controllers_turn(db):
    ruling = _judge("""
active: Ana
players: {Ana: {}, Bruno: {}}
battlefield: {Ana: [Gideon Blackblade], Bruno: [Grizzly Bears]}
attack: {Gideon Blackblade: Bruno}
""", db)
    assert ruling.legal
    assert ruling.state.players["Bruno"].life == 16
    gideon = ruling.initial.battlefield["Gideon Blackblade"]
    assert gideon.is_creature and gideon.is_type("Planeswalker")
    assert (gideon.power, gideon.toughness) == (4, 4) and gideon.has("indestructible")
    assert {"Human", "Soldier", "Gideon"} <= set(gideon.subtypes)


def test_613_1d_gideon_blackblade_is_no_creature_on_the_opponents_turn(db):
    g = _game("""
active: Bruno
players: {Ana: {}, Bruno: {}}
battlefield: {Ana: [Gideon Blackblade], Bruno: [Grizzly Bears]}
""", db)
    gideon = g.state.battlefield["Gideon Blackblade"]
    assert not gideon.is_creature and not gideon.has("indestructible")
    g.attack({"Grizzly Bears": "Ana"})
    with pytest.raises(IllegalActionError) as e:
        g.block({"Gideon Blackblade": "Grizzly Bears"})
    assert e.value.rule == "506.3"


def test_611_3a_shield_of_the_oversoul_reads_the_creatures_colour(db):
    g = _game("""
active: Ana
players: {Ana: {}, Bruno: {}}
battlefield: {Ana: [Grizzly Bears, {card: Shield of the Oversoul, attached_to: Grizzly Bears}]}
""", db)
    bears = g.state.battlefield["Grizzly Bears"]
    assert (bears.power, bears.toughness) == (3, 3)
    assert bears.has("indestructible") and not bears.has("flying")


# ---------------------------------------------------------------- 702.73a changeling
def test_702_73a_changeling_can_block_juggernaut_no_more(db):
    # Juggernaut: "This creature can't be blocked by Walls." Chameleon Colossus is
    # every creature type, Wall included.
    text = """
active: Ana
players: {Ana: {}, Bruno: {}}
battlefield: {Ana: [Juggernaut], Bruno: [%s]}
attack: {Juggernaut: Bruno}
block: {%s: Juggernaut}
"""
    ruling = _judge(text % ("Chameleon Colossus", "Chameleon Colossus"), db, refused="509.1b")
    assert not ruling.legal and ruling.error.rule == "509.1b"
    assert ruling.error.params["blocker"] == "Chameleon Colossus"
    ok = _judge(text % ("Grizzly Bears", "Grizzly Bears"), db)
    assert ok.legal


def test_702_73a_changeling_gets_a_lords_bonus(board):
    g = board(Ana=["Elvish Archdruid", "Chameleon Colossus"])
    colossus = g.state.battlefield["Chameleon Colossus"]
    assert (colossus.power, colossus.toughness) == (5, 5)
    assert "Elf" in colossus.subtypes and "Forest" not in colossus.subtypes


# ---------------------------------------------------------------- explanation (613)
def test_613_1_explain_shows_each_effect_with_its_layer_and_timestamp(db):
    from mtgjudge.explain import explain

    ruling = _judge((_EXAMPLES / "613-anthem-blocker.yaml").read_text(), db)
    assert ruling.state.graveyard == ["Runeclaw Bear"]
    assert explain(ruling.initial) == [
        "How characteristics were reached as combat began (CR 613):",
        "  Grizzly Bears: printed 2/2 Creature — Bear; colours: G; abilities: none",
        "    layer 7c (timestamp 3) Glorious Anthem: gets +1/+1 -> 3/3",
        "    layer 7c (timestamp 5) Holy Strength: gets +1/+2 -> 4/5",
        "    now 4/5 Creature — Bear; colours: G; abilities: none",
    ]


def test_613_1_cli_explain_and_card_on_a_board():
    import subprocess
    import sys

    example = str(_EXAMPLES / "613-anthem-blocker.yaml")
    r = subprocess.run([sys.executable, "-m", "mtgjudge", "judge", example, "--explain"],
                       capture_output=True, text=True, check=False)
    assert r.returncode == 0
    assert r.stdout.startswith("How characteristics were reached as combat began (CR 613):\n")
    r = subprocess.run([sys.executable, "-m", "mtgjudge", "card", "Grizzly Bears", "--board", example,
                        "--lang", "es"], capture_output=True, text=True, check=False)
    assert r.returncode == 0
    assert "    capa 7c (marca de tiempo 5) Holy Strength: obtiene +1/+2 -> 4/5\n" in r.stdout


def test_613_1d_hand_written_every_creature_type(db):
    # "is every creature type" from an effect: now a Wall, Juggernaut's evasion keeps it out.
    ruling = _judge("""
active: Ana
players: {Ana: {}, Bruno: {}}
battlefield: {Ana: [Juggernaut], Bruno: [Grizzly Bears]}
effects: [{target: Grizzly Bears, every_creature_type: true}]
attack: {Juggernaut: Bruno}
block: {Grizzly Bears: Juggernaut}
""", db, refused="509.1b")
    assert ruling.error.rule == "509.1b"


def test_733_rollback_restores_effects_and_characteristics_exactly(db):
    g = _game("""
active: Ana
players: {Ana: {}, Bruno: {}}
battlefield:
  Ana: [Hill Giant, {card: Bonesplitter, attached_to: Hill Giant}]
  Bruno: [Grizzly Bears, Glorious Anthem]
effects: [{card: Giant Growth, target: Grizzly Bears, controller: Bruno}]
""", db)
    g.begin_combat()
    before = g.state.copy()
    assert before == g.state and before.continuous_effects == g.state.continuous_effects
    g.attack({"Hill Giant": "Bruno"})
    g.block({"Grizzly Bears": "Hill Giant"})
    g.assign()
    assert "Hill Giant" in g.state.graveyard  # 6 damage from the 6/6 Bears
    g.pop()
    g.pop()
    g.pop()
    assert g.state == before
    giant = g.state.battlefield["Hill Giant"]
    assert (giant.power, giant.toughness) == (5, 3)
    assert [a.effect.source for a in giant.characteristics.applied] == ["Bonesplitter"]


def test_613_1_explain_says_when_nothing_changed_any_permanent(judge_yaml):
    """613.1: with no continuous effect or counter, the explanation says so under its
    heading instead of showing the heading over nothing (in English and Spanish)."""
    from mtgjudge.explain import explain

    r = judge_yaml((_EXAMPLES / "510.1c-regrower.yaml").read_text())
    assert explain(r.initial) == ["How characteristics were reached as combat began (CR 613):",
                                  "  No continuous effect or counter changes any permanent's characteristics."]
    assert explain(r.initial, "es")[1] == (
        "  Ningún efecto continuo ni contador cambia las características de ningún permanente.")


def test_613_4c_explain_counts_counters_from_layer_7c_on(judge_yaml):
    """613.4c: counters apply in layer 7c: Grizzly Bears with a +1/+1 counter turned into
    a 1/1 Frog, then Bonesplitter and Giant Growth, then switched: 2/2 until 7b, the
    counters shown as 7c begins, 5/7 at the end."""
    from mtgjudge.explain import explain

    r = judge_yaml("""\
active: Ana
players: {Ana: {life: 20}, Bruno: {life: 20}}
battlefield:
  Ana: [{card: Grizzly Bears, counters: {"+1/+1": 1}}, {card: Bonesplitter, attached_to: Grizzly Bears}]
  Bruno: []
effects:
  - {card: Giant Growth, target: Grizzly Bears}
  - {card: Turn to Frog, target: Grizzly Bears, controller: Bruno}
  - {target: Grizzly Bears, switch: true}
attack: {}
""")
    assert explain(r.initial)[1:] == [
        "  Grizzly Bears: printed 2/2 Creature — Bear; colours: G; abilities: none",
        "    layer 4 (timestamp 5) Turn to Frog: is Frog -> 2/2",
        "    layer 5 (timestamp 5) Turn to Frog: its colours become U -> 2/2",
        "    layer 6 (timestamp 5) Turn to Frog: loses all abilities -> 2/2",
        "    layer 7b (timestamp 5) Turn to Frog: base power and toughness 1/1 -> 1/1",
        "    counters 1 × +1/+1 (layer 7c)",
        "    layer 7c (timestamp 3) Bonesplitter: gets +2/+0 -> 4/2",
        "    layer 7c (timestamp 4) Giant Growth: gets +3/+3 -> 7/5",
        "    layer 7d (timestamp 6) an effect on Grizzly Bears (written by hand): power and toughness switched -> 5/7",
        "    now 5/7 Creature — Frog; colours: U; abilities: none"]
