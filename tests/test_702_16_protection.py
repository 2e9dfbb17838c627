"""CR 702.16: protection, from real Oracle text and from effects, in its four parts."""

from __future__ import annotations

import pytest

from conftest import checked
from mtgjudge import BlockDeclaration, IllegalActionError
from mtgjudge.errors import ScenarioError
from mtgjudge.scenario import Scenario, build_game, judge


def _judge(text: str, db, refused: str | None = None):
    """The ruling, checked: legal, or refused citing ``refused`` (conftest.checked)."""
    return checked(judge(Scenario.from_yaml(text), db), refused)


def _game(text: str, db):
    return build_game(Scenario.from_yaml(text), db)


# ---------------------------------------------------------------- 702.16f blocking
def test_702_16f_red_creature_cant_block_silver_knight(board):
    # Silver Knight: "First strike, protection from red".
    g = board(Ana=["Silver Knight"], Bruno=["Goblin Piker", "Grizzly Bears"])
    g.attack({"Silver Knight": "Bruno"})
    before = g.state.copy()
    with pytest.raises(IllegalActionError) as e:
        g.block({"Goblin Piker": "Silver Knight"})
    assert e.value.rule == "702.16f"
    assert e.value.params == {"blocker": "Goblin Piker", "attacker": "Silver Knight",
                              "text": "protection from red"}
    assert g.state == before
    g.block({"Grizzly Bears": "Silver Knight"})  # green: may block


def test_702_16j_nothing_can_block_progenitus(board):
    """702.16j: Progenitus has protection from everything: Grizzly Bears can't block it,
    and the refusal cites the variant's own rule."""
    g = board(Ana=["Progenitus"], Bruno=["Grizzly Bears"])
    g.attack({"Progenitus": "Bruno"})
    with pytest.raises(IllegalActionError) as e:
        g.block({"Grizzly Bears": "Progenitus"})
    assert (e.value.rule, e.value.key) == ("702.16j", "block.protection")


def test_702_16f_protection_from_creatures_from_an_effect(db):
    ruling = _judge("""
active: Ana
players: {Ana: {}, Bruno: {}}
battlefield: {Ana: [Grizzly Bears], Bruno: [Hill Giant]}
effects: [{target: Grizzly Bears, gains: [protection from creatures]}]
attack: {Grizzly Bears: Bruno}
block: {Hill Giant: Grizzly Bears}
""", db, refused="702.16f")
    assert ruling.error.rule == "702.16f"


def test_702_16k_protection_from_a_player(db):
    ruling = _judge("""
active: Ana
players: {Ana: {}, Bruno: {}}
battlefield: {Ana: [Grizzly Bears], Bruno: [Hill Giant]}
effects: [{target: Grizzly Bears, gains: [protection from Bruno]}]
attack: {Grizzly Bears: Bruno}
block: {Hill Giant: Grizzly Bears}
""", db, refused="702.16k")
    assert ruling.error.rule == "702.16k"


# ---------------------------------------------------------------- 702.16e damage
def test_702_16e_damage_from_a_red_source_is_prevented(board):
    # Goblin Piker (red, 2/1) attacks; Silver Knight (pro red, 2/2 first strike) blocks.
    # Silver Knight (pro red) blocks Hill Giant (red, 3/3): the Giant's 3 damage is prevented.
    g = board(Ana=["Hill Giant"], Bruno=["Silver Knight"])
    g.attack({"Hill Giant": "Bruno"})
    g.block({"Silver Knight": "Hill Giant"})
    g.assign()  # first strike: 2 to the Giant
    events = g.assign()
    # 120.4 the event starts, 702.16e prevents all of it: nothing is dealt (615.6).
    assert [e.rule for e in events] == ["510.4", "510.1c", "120.4", "702.16e", "511.3"]
    assert g.state.battlefield["Silver Knight"].damage == 0
    assert g.state.battlefield["Hill Giant"].damage == 2


def test_702_16e_damage_prevented_event_cites_the_rule(db):
    ruling = _judge("""
active: Ana
players: {Ana: {}, Bruno: {}}
battlefield: {Ana: [Hill Giant], Bruno: [Grizzly Bears]}
effects: [{target: Grizzly Bears, gains: [protection from red]}]
attack: {Hill Giant: Bruno}
block: {Grizzly Bears: Hill Giant}
""", db)
    assert ruling.legal
    prevented = [e for e in ruling.events if e.rule == "702.16e"]
    assert [(e.key, e.params["effect"], e.params["text"]) for e in prevented] == [
        ("event.protection", "Grizzly Bears", "protection from red")]
    # What is left of the event: only the Bears' 2 damage to the Giant.
    assert [(d.source, d.recipient, d.amount) for d in prevented[0].params["items"]] == [
        ("Grizzly Bears", "Hill Giant", 2)]
    assert prevented[0].text("en").startswith("Grizzly Bears's protection from red prevents that damage")
    assert ruling.state.battlefield["Grizzly Bears"].damage == 0
    assert ruling.state.battlefield["Hill Giant"].damage == 2


# ---------------------------------------------------------------- 702.16c-d, 704.5m-n
def test_702_16d_704_5n_equipment_falls_off_a_creature_that_gains_protection(db):
    # Bonesplitter (an artifact) on Grizzly Bears, which gained protection from artifacts.
    ruling = _judge("""
active: Ana
players: {Ana: {}, Bruno: {}}
battlefield:
  Ana: [Grizzly Bears, {card: Bonesplitter, attached_to: Grizzly Bears}]
effects: [{target: Grizzly Bears, gains: [protection from artifacts]}]
attack: {Grizzly Bears: Bruno}
""", db)
    unattached = [e for e in ruling.events if e.rule == "704.5n"]
    assert [dict(e.params) for e in unattached] == [{"permanent": "Bonesplitter", "target": "Grizzly Bears"}]
    assert ruling.state.battlefield["Bonesplitter"].attached_to is None  # still on the battlefield
    assert ruling.state.players["Bruno"].life == 18  # 2, not 4


def test_702_16c_704_5m_aura_of_the_stated_colour_goes_to_the_graveyard(db):
    # Holy Strength (white Aura) on a creature with protection from white.
    ruling = _judge("""
active: Ana
players: {Ana: {}, Bruno: {}}
battlefield:
  Ana: [Black Knight, {card: Holy Strength, attached_to: Black Knight}]
attack: {Black Knight: Bruno}
""", db)
    assert [e.rule for e in ruling.events][:2] == ["506.2", "704.5m"]
    assert ruling.state.graveyard == ["Holy Strength"]
    assert ruling.state.players["Bruno"].life == 18


def test_704_5m_aura_on_a_noncreature_goes_to_the_graveyard(db):
    # Holy Strength says "Enchant creature" (303.4a); attached to a land it is illegal.
    ruling = _judge("""
active: Ana
players: {Ana: {}, Bruno: {}}
battlefield: {Ana: [Forest, {card: Holy Strength, attached_to: Forest}]}
""", db)
    assert ruling.state.graveyard == ["Holy Strength"]


# ---------------------------------------------------------------- 702.16b targeting
def test_702_16b_a_green_spell_cant_target_protection_from_green(db):
    with pytest.raises(ScenarioError) as e:
        _game("""
active: Ana
players: {Ana: {}, Bruno: {}}
battlefield: {Ana: [Grizzly Bears]}
effects:
  - {target: Grizzly Bears, gains: [protection from green]}
  - {card: Giant Growth, target: Grizzly Bears}
""", db)
    assert "702.16b" in e.value.problems[0][1]


def test_702_16_protection_from_oracle_text_is_modeled(db):
    from mtgjudge.oracle import compile_card

    c = compile_card(db.get("Chameleon Colossus"))
    assert [a.name for a in c.abilities] == ["changeling", "protection"]
    assert c.abilities[1].kind == "color" and c.abilities[1].quality == "B"


def test_702_16j_protection_from_everything(db):
    # Nothing can block it, and even its controller's own Aura falls off (702.16j).
    text = """
active: Ana
players: {Ana: {}, Bruno: {}}
battlefield:
  Ana: [Grizzly Bears, {card: Holy Strength, attached_to: Grizzly Bears}]
  Bruno: [Wall of Stone]
effects: [{target: Grizzly Bears, gains: [protection from everything]}]
attack: {Grizzly Bears: Bruno}
%s"""
    ruling = _judge(text % "block: {Wall of Stone: Grizzly Bears}", db, refused="702.16j")
    assert ruling.error.rule == "702.16j"
    ruling = _judge(text % "", db)
    assert ruling.state.graveyard == ["Holy Strength"]
    assert ruling.state.players["Bruno"].life == 18


def test_702_16a_protection_from_a_creature_type(board):
    # Chameleon Colossus is every creature type (702.73a), so it has the quality "Zombie".
    from mtgjudge.oracle import compile_keywords

    g = board(Ana=["Grizzly Bears"], Bruno=["Chameleon Colossus", "Hill Giant"])
    bears = g.state.battlefield["Grizzly Bears"]
    bears.own_abilities += compile_keywords(["protection from Giants"])
    g.state.effects_changed()
    g.attack({"Grizzly Bears": "Bruno"})
    for blocker in ("Chameleon Colossus", "Hill Giant"):
        with pytest.raises(IllegalActionError) as e:
            g.block({blocker: "Grizzly Bears"})
        assert e.value.rule == "702.16f"


def test_702_16e_protection_from_an_effect_and_worship(db):
    # Grizzly Bears gains protection from red (an effects: entry): Raging Goblin's damage
    # to it is prevented (702.16e) and the Goblin dies; Hill Giant's 3 would bring Bruno
    # from 3 to 0 life, and Worship (Bruno controls a creature) reduces it to 1 instead.
    ruling = _judge("""
active: Ana
players: {Ana: {life: 20}, Bruno: {life: 3}}
battlefield:
  Ana: [Raging Goblin, Hill Giant]
  Bruno: [Worship, Grizzly Bears]
effects:
  - {target: Grizzly Bears, gains: [protection from red]}
attack: {Raging Goblin: Bruno, Hill Giant: Bruno}
block: {Grizzly Bears: Raging Goblin}
""", db)
    assert ruling.legal
    assert [e.rule for e in ruling.events if e.rule in ("702.16e", "614.1a")] == ["702.16e", "614.1a"]
    assert ruling.state.players["Bruno"].life == 1
    assert ruling.state.battlefield["Grizzly Bears"].damage == 0
    assert ruling.state.graveyard == ["Raging Goblin"]


def test_702_16f_702_16e_protection_from_a_card_type_from_oracle_text(board):
    # Tel-Jilad Chosen: "Protection from artifacts." Alpha Myr (an artifact creature) can't
    # block it (702.16f), and when the Chosen blocks the Myr, the Myr's 2 damage is
    # prevented (702.16e) while the Chosen's 2 destroys the 2/1 Myr.
    g = board(Ana=["Tel-Jilad Chosen"], Bruno=["Alpha Myr"])
    g.attack({"Tel-Jilad Chosen": "Bruno"})
    with pytest.raises(IllegalActionError) as e:
        g.block({"Alpha Myr": "Tel-Jilad Chosen"})
    assert e.value.rule == "702.16f"
    g = board(Ana=["Alpha Myr"], Bruno=["Tel-Jilad Chosen"])
    g.attack({"Alpha Myr": "Bruno"})
    g.block({"Tel-Jilad Chosen": "Alpha Myr"})
    events = g.assign()
    assert [e.rule for e in events if e.rule == "702.16e"] == ["702.16e"]
    assert g.state.battlefield["Tel-Jilad Chosen"].damage == 0
    assert g.state.graveyard == ["Alpha Myr"]


def test_702_16f_protection_from_all_colors_lets_only_a_colorless_creature_block(board):
    # Iridescent Angel: "Flying, protection from all colors." Giant Spider (green, reach)
    # can't block it; Ornithopter (colorless, flying) can.
    g = board(Ana=["Iridescent Angel"], Bruno=["Giant Spider", "Ornithopter"])
    g.attack({"Iridescent Angel": "Bruno"})
    assert not g.is_legal(BlockDeclaration.of({"Giant Spider": "Iridescent Angel"}))
    with pytest.raises(IllegalActionError) as e:
        g.check(BlockDeclaration.of({"Giant Spider": "Iridescent Angel"}))
    assert e.value.rule == "702.16f"
    g.block({"Ornithopter": "Iridescent Angel"})
    assert g.state.combat.blocking == {"Ornithopter": ("Iridescent Angel",)}
