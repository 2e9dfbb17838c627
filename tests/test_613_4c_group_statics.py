"""CR 611.3a and 613.4c: static abilities of enchantments and creatures that affect a
group ("Untapped creatures you control", "All creatures", "Attacking creatures you
control", "Other Wolves and Werewolves you control"), read from real cards' Oracle text."""

from __future__ import annotations

from conftest import checked
from mtgjudge.scenario import Scenario, judge


def _pt(g, pid):
    p = g.state.battlefield[pid]
    return (p.power, p.toughness)


def _judge(text: str, db, refused: str | None = None):
    return checked(judge(Scenario.from_yaml(text), db), refused)


# ---------------------------------------------------------------- Castle (untapped)
CASTLE = """
active: Ana
players: {Ana: {}, Bruno: {}}
battlefield:
  Ana: [Runeclaw Bear%s]
  Bruno: [Grizzly Bears%s]
attack: {Runeclaw Bear: Bruno}
block: {Grizzly Bears: Runeclaw Bear}
"""


def test_613_4c_castle_a_blocking_2_2_survives_as_a_2_4(db):
    ruling = _judge(CASTLE % ("", ", Castle"), db)
    bears = ruling.state.battlefield["Grizzly Bears"]
    assert (bears.power, bears.toughness, bears.damage) == (2, 4, 2)
    assert ruling.state.graveyard == ["Runeclaw Bear"]


def test_613_4c_two_castles_a_blocking_2_2_is_a_2_6(db):
    ruling = _judge(CASTLE % ("", ", Castle, Castle"), db)
    bears = ruling.state.battlefield["Grizzly Bears"]
    assert (bears.power, bears.toughness) == (2, 6)


def test_613_4c_castle_leaves_a_tapped_attacker_without_the_bonus(db):
    # Ana's own Castle: her Runeclaw Bear is 2/4 until it taps to attack (508.1f), then 2/2.
    ruling = _judge(CASTLE % (", Castle", ""), db)
    assert ruling.state.graveyard == ["Runeclaw Bear", "Grizzly Bears"]


def test_613_4c_castle_before_and_after_attacking(board):
    g = board(Ana=["Castle", "Runeclaw Bear"], Bruno=["Grizzly Bears"])
    bear = g.state.battlefield["Runeclaw Bear"]
    assert (bear.power, bear.toughness) == (2, 4)
    g.attack({"Runeclaw Bear": "Bruno"})
    bear = g.state.battlefield["Runeclaw Bear"]
    assert bear.tapped and (bear.power, bear.toughness) == (2, 2)


# ---------------------------------------------------------------- attacking creatures
def test_613_4c_orcish_oriflamme_attacking_creatures_get_plus_one(board):
    g = board(Ana=["Orcish Oriflamme", "Grizzly Bears", "Hill Giant"], Bruno=[])
    assert g.state.battlefield["Grizzly Bears"].power == 2
    g.attack({"Grizzly Bears": "Bruno"})
    assert g.state.battlefield["Grizzly Bears"].power == 3
    assert g.state.battlefield["Hill Giant"].power == 3  # not attacking: 3/3 as printed
    g.block({})
    g.assign({})
    assert g.state.players["Bruno"].life == 17


ORIFLAMME = """
active: Ana
players: {Ana: {}, Bruno: {}}
battlefield:
  Ana: [Grizzly Bears, Orcish Oriflamme]
  Bruno: [Hill Giant]
attack: {Grizzly Bears: Bruno}
block: {Hill Giant: Grizzly Bears}
"""


def test_613_4c_orcish_oriflamme_a_bear_blocked_by_hill_giant_deals_3(db):
    ruling = _judge(ORIFLAMME, db)
    giant = ruling.state.battlefield.get("Hill Giant")
    assert giant is None and ruling.state.graveyard == ["Grizzly Bears", "Hill Giant"]


# ---------------------------------------------------------------- all creatures
def test_613_4c_night_of_souls_betrayal_all_creatures_get_minus_one(board):
    g = board(Ana=["Night of Souls' Betrayal", "Grizzly Bears"], Bruno=["Hill Giant", "Llanowar Elves"])
    bf = g.state.battlefield
    assert (bf["Grizzly Bears"].power, bf["Grizzly Bears"].toughness) == (1, 1)
    assert (bf["Hill Giant"].power, bf["Hill Giant"].toughness) == (2, 2)
    assert (bf["Llanowar Elves"].power, bf["Llanowar Elves"].toughness) == (0, 0)


def test_613_4c_night_of_souls_betrayal_a_blocked_bear_kills_a_2_2_giant(db):
    ruling = _judge("""
active: Ana
players: {Ana: {}, Bruno: {}}
battlefield:
  Ana: [Hill Giant, Night of Souls' Betrayal]
  Bruno: [Grizzly Bears]
attack: {Hill Giant: Bruno}
block: {Grizzly Bears: Hill Giant}
""", db)
    # Hill Giant 2/2 and Grizzly Bears 1/1: the bear dies, the giant survives with 1 damage.
    assert ruling.state.graveyard == ["Grizzly Bears"]
    assert ruling.state.battlefield["Hill Giant"].damage == 1


def test_613_4c_crusade_white_creatures_get_plus_one_whoever_controls_them(board):
    g = board(Ana=["Crusade", "Savannah Lions"], Bruno=["Elite Vanguard", "Grizzly Bears"])
    bf = g.state.battlefield
    assert (bf["Savannah Lions"].power, bf["Savannah Lions"].toughness) == (3, 2)
    assert (bf["Elite Vanguard"].power, bf["Elite Vanguard"].toughness) == (3, 2)
    assert (bf["Grizzly Bears"].power, bf["Grizzly Bears"].toughness) == (2, 2)


def test_613_4c_all_sliver_creatures_have_haste(board):
    # Firewake Sliver: "All Sliver creatures have haste." (Bruno's Sliver too.)
    g = board(Ana=[("Firewake Sliver", {"sick": True})], Bruno=["Muscle Sliver"])
    bf = g.state.battlefield
    assert any(a.name == "haste" for a in bf["Muscle Sliver"].abilities)
    assert (bf["Muscle Sliver"].power, bf["Muscle Sliver"].toughness) == (2, 2)
    assert (bf["Firewake Sliver"].power, bf["Firewake Sliver"].toughness) == (2, 2)


# ---------------------------------------------------------------- kinds and lists
def test_613_4c_master_of_etherium_other_artifact_creatures_get_plus_one(board):
    g = board(Ana=[("Master of Etherium", {"power": 2, "toughness": 2}), "Ornithopter", "Grizzly Bears"])
    bf = g.state.battlefield
    assert (bf["Ornithopter"].power, bf["Ornithopter"].toughness) == (1, 3)
    assert (bf["Grizzly Bears"].power, bf["Grizzly Bears"].toughness) == (2, 2)
    assert (bf["Master of Etherium"].power, bf["Master of Etherium"].toughness) == (2, 2)


def test_613_4c_creatures_of_a_list_of_types(db):
    from mtgjudge.cr import r611_continuous_effects as ce
    from mtgjudge.oracle import statics

    got = statics.read_line("Krakens, Leviathans, Octopuses, and Serpents you control have hexproof.", [])
    (effect,) = got[0].effects
    assert effect.affects == ce.Filter(controller="you", subtypes=("Kraken", "Leviathan", "Octopus", "Serpent"))
    got = statics.read_line("Other Wolves and Werewolves you control get +1/+1.", [])
    assert got[0].effects[0].affects == ce.Filter(controller="you", other=True, subtypes=("Wolf", "Werewolf"))


def test_613_4c_other_wolves_and_werewolves_you_control(board):
    # Nightpack Ambusher: "Other Wolves and Werewolves you control get +1/+1."
    g = board(Ana=["Nightpack Ambusher", "Timber Wolves", "Howlpack Alpha", "Grizzly Bears"])
    bf = g.state.battlefield
    assert (bf["Timber Wolves"].power, bf["Timber Wolves"].toughness) == (3, 3)  # 1/1, +1 from each lord
    assert (bf["Howlpack Alpha"].power, bf["Howlpack Alpha"].toughness) == (4, 4)
    assert (bf["Nightpack Ambusher"].power, bf["Nightpack Ambusher"].toughness) == (5, 5)  # 4/4, Howlpack's +1
    assert (bf["Grizzly Bears"].power, bf["Grizzly Bears"].toughness) == (2, 2)


def test_613_4c_creatures_your_opponents_control_get(board):
    # Eyeblight Massacre is a spell; Elesh Norn: "Other creatures you control get +2/+2.
    # Creatures your opponents control get -2/-2."
    g = board(Ana=["Elesh Norn, Grand Cenobite", "Grizzly Bears"], Bruno=["Hill Giant", "Llanowar Elves"])
    bf = g.state.battlefield
    assert (bf["Grizzly Bears"].power, bf["Grizzly Bears"].toughness) == (4, 4)
    assert (bf["Hill Giant"].power, bf["Hill Giant"].toughness) == (1, 1)
    assert (bf["Llanowar Elves"].power, bf["Llanowar Elves"].toughness) == (-1, -1)
    assert (bf["Elesh Norn, Grand Cenobite"].power, bf["Elesh Norn, Grand Cenobite"].toughness) == (4, 7)


# ---------------------------------------------------------------- counters, attachments, card types
TUSKGUARD = """
active: Ana
players: {Ana: {}, Bruno: {}}
battlefield:
  Ana: [Tuskguard Captain, {card: Hill Giant, counters: {"+1/+1": %d}}]
  Bruno: [Grizzly Bears]
attack: {Hill Giant: Bruno}
block: {Grizzly Bears: Hill Giant}
%s"""


def test_702_19_tuskguard_captain_a_creature_with_a_counter_tramples_over(db):
    # "Each creature you control with a +1/+1 counter on it has trample.": a 4/4 Hill Giant
    # assigns 2 to the bear (lethal) and tramples 2 over (702.19c).
    ruling = checked(judge(Scenario.from_yaml(TUSKGUARD % (1, "assign: {Hill Giant: {Grizzly Bears: 2, Bruno: 2}}\n")), db))
    assert ruling.state.players["Bruno"].life == 18
    assert ruling.state.graveyard == ["Grizzly Bears"]


def test_702_19_tuskguard_captain_without_a_counter_no_trample(db):
    ruling = checked(judge(Scenario.from_yaml(TUSKGUARD % (0, "assign: {Hill Giant: {Grizzly Bears: 2, Bruno: 1}}\n")), db),
                     "510.1c")
    assert ruling.error.rule == "510.1c"


def test_613_4c_stone_haven_outfitter_equipped_creatures_you_control(board):
    g = board(Ana=["Stone Haven Outfitter", "Grizzly Bears", "Hill Giant", "Bonesplitter"])
    g.attach("Bonesplitter", "Grizzly Bears")
    assert _pt(g, "Grizzly Bears") == (5, 3)  # +2/+0 and +1/+1
    assert _pt(g, "Hill Giant") == (3, 3)


def test_702_11_leonin_abunas_artifacts_you_control_have_hexproof(board):
    g = board(Ana=["Leonin Abunas", "Ornithopter", "Sol Ring"], Bruno=["Sol Ring"])
    bf = g.state.battlefield
    assert any(a.name == "hexproof" for a in bf["Ornithopter"].abilities)
    assert any(a.name == "hexproof" for a in bf["Sol Ring #1"].abilities)
    assert not any(a.name == "hexproof" for a in bf["Sol Ring #2"].abilities)
    assert not any(a.name == "hexproof" for a in bf["Leonin Abunas"].abilities)


def test_613_4c_gravitational_shift_with_and_without_flying(board):
    # "Creatures with flying get +2/+0." and "Creatures without flying get -2/-0."
    g = board(Ana=["Gravitational Shift", "Serra Angel", "Hill Giant"], Bruno=["Grizzly Bears"])
    assert _pt(g, "Serra Angel") == (6, 4)
    assert _pt(g, "Hill Giant") == (1, 3)
    assert _pt(g, "Grizzly Bears") == (0, 2)


def test_613_4c_forsaken_monument_colorless_creatures_you_control(board):
    # "Colorless creatures you control get +2/+2."
    g = board(Ana=["Forsaken Monument", "Ornithopter", "Grizzly Bears"], Bruno=["Memnite"])
    assert _pt(g, "Ornithopter") == (2, 4)
    assert _pt(g, "Grizzly Bears") == (2, 2)
    assert _pt(g, "Memnite") == (1, 1)


def test_613_1f_maze_glider_multicolored_creatures_you_control_have_flying(board):
    # "Multicolored creatures you control have flying." (Maze Glider, mono-blue, has its own.)
    g = board(Ana=["Maze Glider", "Grizzly Bears", "Watchwolf"])
    flying = {pid for pid, p in g.state.battlefield.items() if any(a.name == "flying" for a in p.abilities)}
    assert flying == {"Maze Glider", "Watchwolf"}


def test_613_4c_orcish_oriflamme_bonus_ends_with_combat(db):
    # Removed from combat at end of combat (511.3), the bear is no longer attacking: 2/2.
    ruling = _judge(ORIFLAMME.replace("block: {Hill Giant: Grizzly Bears}\n", ""), db)
    assert ruling.state.players["Bruno"].life == 17
    bears = ruling.state.battlefield["Grizzly Bears"]
    assert (bears.power, bears.toughness) == (2, 2)
