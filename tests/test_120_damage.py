"""CR 120: results of damage (120.3), by recipient and by the source's abilities."""

from __future__ import annotations


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
    from mtgjudge.cr.r120_damage import Damage, deal
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
