"""CR 120: results of damage (120.3), by recipient and by the source's abilities."""

from __future__ import annotations

from conftest import lines


def results(events):
    return [(e.rule, e.key) for e in events if e.rule.startswith("120.")]


def test_120_3a_and_120_3e_life_loss_and_marked_damage(board):
    g = board(Ana=["Hill Giant", "Grizzly Bears"], Bruno=["Wall of Stone"])
    g.attack({"Hill Giant": "Bruno", "Grizzly Bears": "Bruno"})
    g.block({"Wall of Stone": "Grizzly Bears"})
    assert results(g.assign()) == [("120.3a", "result.life_loss"), ("120.3e", "result.marked")]
    assert g.state.players["Bruno"].life == 17 and g.state.battlefield["Wall of Stone"].damage == 2


def test_120_3b_and_120_3d_infect(board):
    g = board(Ana=["Glistener Elf", "Plague Myr"], Bruno=["Wall of Stone"])
    g.attack({"Glistener Elf": "Bruno", "Plague Myr": "Bruno"})
    g.block({"Wall of Stone": "Plague Myr"})
    assert results(g.assign()) == [("120.3b", "result.poison"), ("120.3d", "result.minus_counters")]
    assert g.state.players["Bruno"].poison == 1
    assert g.state.battlefield["Wall of Stone"].counters == {"-1/-1": 1}


def test_120_3c_loyalty_counters_removed(board):
    g = board(Ana=["Grizzly Bears"], Bruno=["Ajani, Caller of the Pride"])
    g.attack({"Grizzly Bears": "Ajani, Caller of the Pride"})
    g.block({})
    assert results(g.assign()) == [("120.3c", "result.loyalty")]
    assert g.state.battlefield["Ajani, Caller of the Pride"].loyalty == 2


def test_120_3f_lifelink_gain_comes_with_the_damage(board):
    g = board(Ana=["Vampire Nighthawk"], Bruno=[], life={"Ana": 5, "Bruno": 20})
    g.attack({"Vampire Nighthawk": "Bruno"})
    g.block({})
    assert results(g.assign()) == [("120.3a", "result.life_loss"), ("120.3f", "result.lifelink")]
    assert g.state.players["Ana"].life == 7


def test_120_3g_toxic_poison_in_addition_to_life_loss(board):
    g = board()
    g.add_creature("Toxic Rat", "Ana", 2, 1, keywords=["toxic 1", "toxic 2"])
    g.attack({"Toxic Rat": "Bruno"})
    g.block({})
    assert results(g.assign()) == [("120.3a", "result.life_loss"), ("120.3g", "result.toxic")]
    assert (g.state.players["Bruno"].life, g.state.players["Bruno"].poison) == (18, 3)


def test_120_3h_defense_counters_removed(board):
    g = board(Ana=["Grizzly Bears", ("Invasion of Tarkir", {"counters": {"defense": 5}})])
    g.attack({"Grizzly Bears": "Invasion of Tarkir"})
    g.block({})
    assert results(g.assign()) == [("120.3h", "result.defense")]
    assert g.state.battlefield["Invasion of Tarkir"].defense == 3


def test_120_6_lethal_damage_counts_damage_already_marked(board):
    from mtgjudge.cr.r120_damage import lethal_damage

    g = board(Bruno=[("Hill Giant", {"damage": 2})])
    assert lethal_damage(g.state.battlefield["Hill Giant"]) == 1


def test_120_8_zero_damage_is_not_dealt(board):
    from mtgjudge.cr.r120_4_damage_event import deal
    from mtgjudge.cr.r120_damage import Damage
    from mtgjudge.events import EventLog

    g = board(Ana=["Grizzly Bears"])
    log = EventLog()
    deal(g.state, [Damage("Grizzly Bears", "Bruno", 0)], log)
    assert list(log) == [] and g.state.players["Bruno"].life == 20


def test_120_3c_no_event_for_counters_that_are_not_there(board):
    g = board(Ana=["Hill Giant", "Grizzly Bears"], Bruno=[("Ajani, Caller of the Pride", {"counters": {"loyalty": 2}})])
    g.attack({"Hill Giant": "Ajani, Caller of the Pride", "Grizzly Bears": "Ajani, Caller of the Pride"})
    g.block({})
    events = g.assign()
    assert [e.params["amount"] for e in events if e.rule == "120.3c"] == [2]


# ---------------------------------------------------------------- 120.4 the damage event
def test_120_4_seed_example_boon_reflection_wither_lifelink_and_a_shield(judge_yaml):
    """The first example under 120.4: a 3/3 with wither and lifelink blocked by a 2/2
    with a prevent-2 shield; Boon Reflection doubles the life gain."""
    r = judge_yaml("""\
active: Ana
players: {Ana: {life: 20}, Bruno: {life: 20}}
battlefield:
  Ana: [Boon Reflection, {name: Attacker, power: 3, toughness: 3, keywords: [wither, lifelink]}]
  Bruno: [{name: Blocker, power: 2, toughness: 2}]
attack: {Attacker: Bruno}
block: {Blocker: Attacker}
effects: [{prevent: 2, to: Blocker, id: Shield}]
""")
    from conftest import lines

    assert lines(r, "120.4") + lines(r, "61") == [
        ("120.4 The damage event starts as [3 damage is dealt to Blocker by Attacker, 2 damage is dealt to "
        "Attacker by Blocker]."),
        ("120.4c That is processed into its results, so the damage event is now [1 -1/-1 counter is put on "
        "Blocker, 2 damage is marked on Attacker, Ana gains 1 life]."),
        "120.4d Then the damage event occurs.",
        ("615.7 Shield's effect is applied, so the damage event becomes [1 damage is dealt to Blocker by "
        "Attacker, 2 damage is dealt to Attacker by Blocker]."),
        ("614.1a Boon Reflection's effect is applied, so the damage event becomes [1 -1/-1 counter is put on Blocker, 2 damage is marked on "
        "Attacker, Ana gains 2 life].")]
    assert r.state.battlefield["Blocker"].counters == {"-1/-1": 1}
    assert r.state.players["Ana"].life == 22
    assert r.state.battlefield["Attacker"].damage == 2


def test_120_4_seed_example_worship_and_awe_strike(judge_yaml):
    """The second example under 120.4: Worship doesn't apply, the player ends at 2 life."""
    r = judge_yaml("""\
active: Ana
players: {Ana: {life: 20}, Bruno: {life: 2}}
battlefield:
  Ana: [{name: Ogre A, power: 5, toughness: 5}, {name: Ogre B, power: 5, toughness: 5}]
  Bruno: [Worship, Grizzly Bears]
attack: {Ogre A: Bruno, Ogre B: Bruno}
effects: [{card: Awe Strike, target: Ogre A, controller: Bruno}]
""")
    from conftest import lines

    assert lines(r, "120.4c") == [("120.4c That is processed into its results, so the damage event is now "
                                  "[Bruno loses 5 life, Bruno gains 5 life].")]
    assert lines(r, "614") == [("614.1a Worship's effect is not applied: the damage event would not reduce "
                               "Bruno's life total to less than 1 (it would be 2).")]
    assert r.state.players["Bruno"].life == 2 and not r.state.players["Bruno"].lost


def test_120_4a_excess_damage_counts_marked_damage_and_deathtouch(board):
    from mtgjudge.cr.r120_damage import excess_damage

    g = board(Bruno=[("Grizzly Bears", {"damage": 1}), ("Ajani, Caller of the Pride", {}),
                     ("Invasion of Tarkir", {"counters": {"defense": 5}})])
    bears = g.state.battlefield["Grizzly Bears"]
    assert excess_damage(bears, 3) == 2             # lethal is 1 with 1 already marked
    assert excess_damage(bears, 3, deathtouch=True) == 2
    assert excess_damage(bears, 0) == 0
    assert excess_damage(g.state.battlefield["Ajani, Caller of the Pride"], 5) == 1  # loyalty 4
    assert excess_damage(g.state.battlefield["Invasion of Tarkir"], 5) == 0


def test_120_10_excess_damage_is_reported(board):
    g = board(Ana=["Hill Giant"], Bruno=["Grizzly Bears"])
    g.attack({"Hill Giant": "Bruno"})
    g.block({"Grizzly Bears": "Hill Giant"})
    events = g.assign()
    assert [e.text() for e in events if e.rule == "120.10"] == ["Grizzly Bears was dealt 1 excess damage."]


def test_733_shields_are_restored_exactly_by_pop(board):
    from mtgjudge.cr.r615_prevention_effects import PreventionShield

    g = board(Ana=["Hill Giant"])
    g.state.replacement_effects.append(PreventionShield("Shield", "", "Bruno", to="Bruno", remaining=2))
    g.attack({"Hill Giant": "Bruno"})
    g.block({})
    before = g.state.copy()
    g.assign()
    assert g.state.replacement_effects == [] and g.state.players["Bruno"].life == 19
    g.pop()
    assert g.state == before and g.state.replacement_effects[0].remaining == 2


def test_120_4a_flame_spill_excess_damage_goes_to_the_controller(judge_yaml):
    from conftest import lines

    r = judge_yaml("""\
active: Ana
players: {Ana: {life: 20}, Bruno: {life: 20}}
battlefield: {Ana: [Hill Giant], Bruno: [{card: Grizzly Bears, damage: 1}]}
effects: [{card: Flame Spill, target: Grizzly Bears}]
attack: {Hill Giant: Bruno}
""")
    assert lines(r, "120.4") == [
        "120.4 The damage event starts as [4 damage is dealt to Grizzly Bears by Flame Spill].",
        ("120.4a 3 of the damage to Grizzly Bears is excess damage and is dealt to Bruno instead, so the damage "
        "event becomes [1 damage is dealt to Grizzly Bears by Flame Spill, 3 damage is dealt to Bruno by Flame "
        "Spill]."),
        "120.4b Flame Spill deals 1 damage to Grizzly Bears.",
        "120.4b Flame Spill deals 3 damage to Bruno.",
        ("120.4c That is processed into its results, so the damage event is now [1 damage is marked on Grizzly "
        "Bears, Bruno loses 3 life]."),
        "120.4d Then the damage event occurs."]
    assert r.state.graveyard == ["Grizzly Bears"]
    assert r.state.players["Bruno"].life == 14  # 3 excess from Flame Spill, 3 from Hill Giant


def test_120_4a_excess_is_worked_out_before_prevention(judge_yaml):
    r = judge_yaml("""\
active: Ana
players: {Ana: {life: 20}, Bruno: {life: 20}}
battlefield: {Ana: [], Bruno: [Grizzly Bears]}
effects: [{prevent: 2, to: Bruno, id: Shield}, {card: Flame Spill, target: Grizzly Bears}]
attack: {}
""")
    assert r.state.players["Bruno"].life == 20  # 2 excess to Bruno, prevented by the shield
    assert r.state.graveyard == ["Grizzly Bears"]


def test_120_4_seed_examples_as_json_match_the_schema():
    import json
    import subprocess
    import sys
    from pathlib import Path

    import jsonschema

    root = Path(__file__).resolve().parent.parent
    schema = json.loads((root / "mtgjudge" / "data" / "ruling.schema.json").read_text())
    for name in ("120.4-boon-reflection.yaml", "120.4-worship.yaml", "616.1-furnace-and-shield.yaml"):
        out = subprocess.run([sys.executable, "-m", "mtgjudge", "judge", str(root / "examples" / name),
                              "--format", "json"], capture_output=True, text=True, check=True)
        ruling = json.loads(out.stdout)
        jsonschema.validate(ruling, schema)
        start = next(e for e in ruling["events"] if e["key"] == "event.start")
        assert isinstance(start["params"]["items"], list) and start["rule"] == "120.4"


def test_120_10_excess_damage_counts_toughness_from_continuous_effects(judge_yaml):
    # Glorious Anthem makes Grizzly Bears 3/3 and Furnace of Rath doubles Hill Giant's 3
    # damage to 6: 3 over lethal damage (613 values, not the printed 2/2's 4).
    r = judge_yaml("""
        active: Ana
        players: {Ana: {}, Bruno: {}}
        battlefield:
          Ana: [Grizzly Bears, Glorious Anthem]
          Bruno: [Hill Giant, Furnace of Rath]
        attack: {Grizzly Bears: Bruno}
        block: {Hill Giant: Grizzly Bears}
    """)
    assert [(e.rule, dict(e.params)) for e in r.events if e.rule == "120.10"] == [
        ("120.10", {"permanent": "Hill Giant", "amount": 3}),
        ("120.10", {"permanent": "Grizzly Bears", "amount": 3})]


def test_120_damage_and_results_built_by_the_fast_init_are_the_dataclass_ones():
    # 120.3/120.4: Damage and Result (like Characteristics, 613, and a creature's damage
    # Options, 510.1) get a faster __init__ (mtgjudge.fast_init): same signature and
    # defaults, every field set, still frozen, a new default-factory value each time.
    import dataclasses
    import inspect

    import pytest

    from mtgjudge.cr.r120_damage import Damage, Result
    from mtgjudge.cr.r510_combat_damage import Options
    from mtgjudge.cr.r613_layers import Applied, Characteristics
    from mtgjudge.fast_init import fast_init

    for cls in (Damage, Result, Options, Applied, Characteristics):
        names = [f.name for f in dataclasses.fields(cls) if f.init]
        assert list(inspect.signature(cls).parameters) == names, cls
    d = Damage("Hill Giant", "Bruno", 3)
    assert (d.source, d.recipient, d.amount, d.combat, d.unpreventable, d.applied, d.excess_to) == (
        "Hill Giant", "Bruno", 3, True, False, frozenset(), "")
    assert Damage("Hill Giant", "Bruno", 3, excess_to="Ana").excess_to == "Ana"
    r = Result("marked", "Grizzly Bears", 2, "Hill Giant", "120.3e")
    assert r == Result(kind="marked", who="Grizzly Bears", amount=2, source="Hill Giant", rule="120.3e",
                       lifelink=False, applied=frozenset())
    with pytest.raises(dataclasses.FrozenInstanceError):
        d.amount = 5
    assert type(d) is Damage and type(r) is Result  # (set through a private subclass, then put back)

    class Marked(Result):  # a subclass's instance is set slot by slot
        __slots__ = ()

    m = Marked("marked", "Grizzly Bears", 2, "Hill Giant", "120.3e")
    assert type(m) is Marked and (m.kind, m.who, m.amount, m.lifelink) == ("marked", "Grizzly Bears", 2, False)
    with pytest.raises(dataclasses.FrozenInstanceError):
        m.amount = 5
    a = Characteristics("Ana", (), ("Creature",), (), (), (), 2, 2)
    b = Characteristics("Ana", (), ("Creature",), (), (), (), 2, 2)
    assert a == b and a.flags == {} and a.flags is not b.flags and (a.power_mod, a.applied) == (0, ())
    with pytest.raises(TypeError):
        fast_init(dataclasses.dataclass(type("Plain", (), {"__annotations__": {"x": int}})))


def test_120_10_damage_over_1_from_a_deathtouch_source_is_excess(judge_yaml):
    """120.10, 120.4a, 702.2: Gifted Aetherborn (2/3, deathtouch, lifelink) is blocked by Wall of
    Stone (0/8): 1 of its 2 damage is lethal, so 1 is excess (as Aegar, the Freezing
    Flame's ruling says), though the Wall's toughness is 8."""
    r = judge_yaml("""\
active: Ana
players: {Ana: {life: 20}, Bruno: {life: 20}}
battlefield: {Ana: [Gifted Aetherborn], Bruno: [Wall of Stone]}
attack: {Gifted Aetherborn: Bruno}
block: {Wall of Stone: Gifted Aetherborn}
""")
    assert lines(r, "120.10") == ["120.10 Wall of Stone was dealt 1 excess damage."]
    assert r.state.graveyard == ["Wall of Stone"]


def test_120_10_deathtouch_changes_nothing_for_a_planeswalker(judge_yaml):
    """120.10, 702.2: deathtouch has no effect on damage to a planeswalker: Vampire
    Nighthawk's 2 damage to Jace Beleren (3 loyalty) is no excess."""
    r = judge_yaml("""\
active: Ana
players: {Ana: {life: 20}, Bruno: {life: 20}}
battlefield: {Ana: [Vampire Nighthawk], Bruno: [Jace Beleren]}
attack: {Vampire Nighthawk: Jace Beleren}
""")
    assert lines(r, "120.10") == []
    assert r.state.battlefield["Jace Beleren"].loyalty == 1
