"""CR 611.2 (and 614-616): every kind of ``effects:`` entry in a scenario, read the same
way by the Python API (``build_game``, ``judge``) and by ``mtgjudge judge`` (JSON, and
``--explain`` as data, CR 613)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import checked

from mtgjudge.scenario import Scenario, build_game, judge

# Each continuous kind (611.2, layers 4-7d), on its own creature; Overrun last (613.7).
LAYERED = """\
active: Ana
players: {Ana: {}, Bruno: {}}
battlefield:
  Ana: [Grizzly Bears, Hill Giant, Serra Angel, Savannah Lions, Raging Goblin, Elvish Mystic]
  Bruno: [Runeclaw Bear]
effects:
  - {card: Giant Growth, target: Grizzly Bears}
  - {target: Hill Giant, power: -2, toughness: 0, gains: [flying]}
  - {target: Serra Angel, loses_all_abilities: true, base_power: 1, base_toughness: 1}
  - {target: Savannah Lions, switch: true}
  - {target: Raging Goblin, types: [Artifact], subtypes: [Wall]}
  - {target: Elvish Mystic, every_creature_type: true}
  - {target: Runeclaw Bear, colors: [B]}
  - {card: Overrun}
"""

#: id -> (power, toughness, abilities, colours) after all of LAYERED's effects
LAYERED_VALUES = {
    "Grizzly Bears": (8, 8, ["trample"], ["G"]),            # 2/2 +3/+3 +3/+3
    "Hill Giant": (4, 6, ["flying", "trample"], ["R"]),     # 3/3 -2/+0 +3/+3
    "Serra Angel": (4, 4, ["trample"], ["W"]),              # loses all (t10), then Overrun's trample (t15); 1/1 +3/+3
    "Savannah Lions": (4, 5, ["trample"], ["W"]),           # 2/1 +3/+3 = 5/4, switched in 7d
    "Raging Goblin": (4, 4, ["haste", "trample"], ["R"]),
    "Elvish Mystic": (4, 4, ["trample"], ["G"]),
    "Runeclaw Bear": (2, 2, [], ["B"]),                     # Bruno's: Overrun is Ana's
}

# Each prevention kind (615), hand-written and by card, in one combat damage step.
PREVENTED = """\
active: Ana
players: {Ana: {}, Bruno: {}}
battlefield:
  Ana: [Grizzly Bears, Hill Giant, Serra Angel, Savannah Lions]
  Bruno: [Runeclaw Bear]
effects:
  - {prevent: 3, to: Bruno, id: Shield}
  - {card: Mending Hands, target: Bruno}
  - {prevent: all, to: Runeclaw Bear, by: Hill Giant, combat: true}
  - {card: Samite Healer, target: Runeclaw Bear}
  - {card: Awe Strike, target: Serra Angel, controller: Bruno}
  - {prevent: next, by: Savannah Lions, gain_life: true, controller: Bruno, id: Lions shield}
attack: {Grizzly Bears: Bruno, Hill Giant: Bruno, Serra Angel: Bruno, Savannah Lions: Bruno}
block: {Runeclaw Bear: Hill Giant}
"""


def _cli(path: Path, *args: str) -> dict:
    r = subprocess.run([sys.executable, "-m", "mtgjudge", "judge", str(path), "-f", "json", *args],
                       capture_output=True, text=True, check=False)
    assert r.returncode == 0, r.stdout + r.stderr  # 0: judged legal (1 is refused)
    return json.loads(r.stdout)


def test_611_2_every_layered_entry_through_the_api(db):
    g = build_game(Scenario.from_yaml(LAYERED), db)
    # One effect per layer an entry changes: Hill Giant's and Serra Angel's entries two each, Overrun two.
    assert len(g.state.continuous_effects) == 1 + 2 + 2 + 1 + 1 + 1 + 1 + 2
    for pid, (p, t, abilities, colors) in LAYERED_VALUES.items():
        perm = g.state.battlefield[pid]
        assert (perm.power, perm.toughness) == (p, t), pid
        assert [a.name for a in perm.abilities] == abilities, pid
        assert list(perm.colors) == colors, pid
    goblin, mystic = g.state.battlefield["Raging Goblin"], g.state.battlefield["Elvish Mystic"]
    assert set(goblin.types) == {"Artifact", "Creature"} and "Wall" in goblin.subtypes  # 613.1d
    assert "Wall" in mystic.subtypes and "Forest" not in mystic.subtypes  # 702.73a


def test_613_1_explain_json_carries_every_effect_with_layer_timestamp_source_and_value(db, tmp_path):
    path = tmp_path / "layered.yaml"
    path.write_text(LAYERED)
    out = _cli(path, "--explain")
    import jsonschema

    schema = json.loads((Path(__file__).resolve().parent.parent / "mtgjudge" / "data" / "ruling.schema.json").read_text())
    jsonschema.validate(out, schema)
    explained = {e["permanent"]: e for e in out["explain"]}
    assert list(explained) == list(LAYERED_VALUES)  # battlefield order, each one changed
    for pid, (p, t, abilities, colors) in LAYERED_VALUES.items():
        final = explained[pid]["final"]
        assert (final["power"], final["toughness"], [a.lower() for a in final["abilities"]],
                final["colors"]) == (p, t, abilities, colors)
    lions = explained["Savannah Lions"]
    assert lions["printed"] == {"power": 2, "toughness": 1, "supertypes": [], "types": ["Creature"],
                                "subtypes": ["Cat"], "every_creature_type": False, "colors": ["W"],
                                "abilities": []}
    assert [(s["layer"], s["rule"], s["timestamp"], s["source"], s["change"]["key"], s["power"], s["toughness"])
            for s in lions["effects"]] == [
        ("6", "613.1f", 15, "Overrun", "explain.change.gains", 2, 1),
        ("7c", "613.4c", 15, "Overrun", "explain.change.modify", 5, 4),
        ("7d", "613.4d", 11, "an effect on Savannah Lions (written by hand)", "explain.change.switch", 4, 5)]
    assert explained["Elvish Mystic"]["final"]["every_creature_type"] is True
    # The ruling itself is the API's.
    ruling = checked(judge(Scenario.from_yaml(LAYERED), db))
    assert out["state"]["battlefield"] == json.loads(json.dumps(ruling.to_dict()["state"]["battlefield"]))


def test_613_1_explain_json_in_spanish_and_without_explain(db, tmp_path):
    path = tmp_path / "layered.yaml"
    path.write_text(LAYERED)
    steps = {e["permanent"]: e["effects"] for e in _cli(path, "--explain", "--lang", "es")["explain"]}
    hill = steps["Hill Giant"]
    assert [(s["source"], s["change"]["text"]) for s in hill] == [
        ("un efecto sobre Hill Giant (escrito a mano)", "tiene volar"),
        ("Overrun", "tiene arrollar"),
        ("un efecto sobre Hill Giant (escrito a mano)", "obtiene -2/+0"),
        ("Overrun", "obtiene +3/+3")]
    assert hill[0]["change"]["params"] == {"abilities": "flying"}  # params stay the engine's
    assert "explain" not in _cli(path)


def test_615_every_prevention_entry_through_the_api_and_the_cli(db, tmp_path):
    g = build_game(Scenario.from_yaml(PREVENTED), db)
    assert [e.name for e in g.state.replacement_effects] == [
        "Shield", "Mending Hands", "prevent all to Runeclaw Bear by Hill Giant", "Samite Healer",
        "Awe Strike", "Lions shield"]
    ruling = checked(judge(Scenario.from_yaml(PREVENTED), db))
    # In the order listed (616.1, no choice given): Shield prevents Grizzly Bears' 2 and 1
    # of Serra Angel's 4; Mending Hands the Angel's other 3 and 1 of Savannah Lions' 2;
    # Awe Strike then has no damage left to prevent; the Lions shield prevents the last 1
    # and Bruno gains 1 (615.8). Hill Giant's 3 to Runeclaw Bear is prevented (615.1).
    assert ruling.state.players["Bruno"].life == 21
    assert ruling.state.battlefield["Runeclaw Bear"].damage == 0
    assert ruling.state.battlefield["Hill Giant"].damage == 2
    assert [e.name for e in ruling.state.replacement_effects] == [
        "prevent all to Runeclaw Bear by Hill Giant", "Samite Healer", "Awe Strike"]  # used up: the 3 shields
    path = tmp_path / "prevented.yaml"
    path.write_text(PREVENTED)
    out = _cli(path)
    assert out["state"] == json.loads(json.dumps(ruling.to_dict()["state"]))
    assert [e["rule"] for e in out["events"]] == [e.rule for e in ruling.events]


@pytest.mark.parametrize("entry, life", [
    ("{card: Holy Day}", 20),                                   # 615.1: all combat damage
    ("{prevent: 2, to: Bruno}", 19),                           # 615.7: a shield
    ("{card: Awe Strike, target: Hill Giant, controller: Bruno}", 23),  # 615.8
])
def test_615_one_entry_through_the_api_and_the_cli(db, tmp_path, entry, life):
    text = ("active: Ana\nplayers: {Ana: {}, Bruno: {}}\nbattlefield: {Ana: [Hill Giant], Bruno: []}\n"
            f"effects: [{entry}]\nattack: {{Hill Giant: Bruno}}\n")
    assert checked(judge(Scenario.from_yaml(text), db)).state.players["Bruno"].life == life
    path = tmp_path / "one.yaml"
    path.write_text(text)
    assert _cli(path)["state"]["players"]["Bruno"]["life"] == life


def test_120_4b_a_spells_damage_entry_meets_an_anthem_through_the_api_and_the_cli(db, tmp_path):
    # Lightning Bolt (an effects: entry: 3 damage as combat begins) on Hill Giant, a 4/4
    # under Glorious Anthem (613.4c): it survives with 3 damage and deals 4 to Bruno.
    text = ("active: Ana\nplayers: {Ana: {}, Bruno: {}}\n"
            "battlefield: {Ana: [Hill Giant, Glorious Anthem], Bruno: [Grizzly Bears]}\n"
            "effects: [{card: Lightning Bolt, target: Hill Giant, controller: Bruno}]\n"
            "attack: {Hill Giant: Bruno}\n")
    ruling = checked(judge(Scenario.from_yaml(text), db))
    assert [(e.rule, e.text()) for e in ruling.events[1:3]] == [
        ("120.4b", "Lightning Bolt deals 3 damage to Hill Giant."),
        ("120.3e", "3 damage is marked on Hill Giant (3 in all, toughness 4).")]
    assert (ruling.state.battlefield["Hill Giant"].damage, ruling.state.players["Bruno"].life) == (3, 16)
    path = tmp_path / "bolt.yaml"
    path.write_text(text)
    out = _cli(path)
    assert out["state"] == json.loads(json.dumps(ruling.to_dict()["state"]))


def test_611_2_a_pump_listed_after_a_damage_spell_began_after_its_damage(judge_yaml):
    """611.2, 120.4a: ``effects`` resolved in the order of the list. Flame Spill first:
    4 damage to Darksteel Myr (0/1, indestructible), 3 of it excess to Bruno; the Giant
    Growth listed after it began later (the Myr is then 3/4 with 4 damage, and survives)."""
    r = judge_yaml("""\
active: Ana
players: {Ana: {life: 20}, Bruno: {life: 20}}
battlefield: {Ana: [], Bruno: [Darksteel Myr]}
effects:
  - {card: Flame Spill, target: Darksteel Myr}
  - {card: Giant Growth, target: Darksteel Myr}
attack: {}
""")
    assert r.error is None
    assert r.state.players["Bruno"].life == 17
    myr = r.state.battlefield["Darksteel Myr"]
    assert (myr.power, myr.toughness, myr.damage) == (3, 4, 1)


def test_611_2_a_pump_listed_before_the_damage_spell_applies_to_it(judge_yaml):
    """611.2, 120.4a: Giant Growth first makes Grizzly Bears 5/5; Flame Spill's 4 damage
    then isn't lethal and none is excess."""
    r = judge_yaml("""\
active: Ana
players: {Ana: {life: 20}, Bruno: {life: 20}}
battlefield: {Ana: [Hill Giant], Bruno: [Grizzly Bears]}
effects:
  - {card: Giant Growth, target: Grizzly Bears}
  - {card: Flame Spill, target: Grizzly Bears}
attack: {}
""")
    assert r.state.battlefield["Grizzly Bears"].damage == 4
    assert r.state.players["Bruno"].life == 20


def test_611_2_a_pump_listed_after_the_spell_that_killed_its_target_is_refused(judge_yaml):
    """611.2, 608.2b: Giant Growth listed after the Flame Spill that destroyed its target
    can't have targeted it: the file is refused at that entry, nothing judged."""
    from mtgjudge.errors import ScenarioError

    with pytest.raises(ScenarioError) as e:
        judge_yaml("""\
active: Ana
players: {Ana: {life: 20}, Bruno: {life: 20}}
battlefield: {Ana: [Hill Giant], Bruno: [Grizzly Bears]}
effects:
  - {card: Flame Spill, target: Grizzly Bears}
  - {card: Giant Growth, target: Grizzly Bears}
attack: {Hill Giant: Bruno}
""")
    assert "effects[1]" in str(e.value) and "Grizzly Bears" in str(e.value)
