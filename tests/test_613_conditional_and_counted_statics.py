"""CR 611.3a-b and 613.4c: conditional static abilities ("as long as you control three or
more artifacts", "as long as it's untapped", "as long as you have 5 or less life") and
"+N/+N for each ..." counted as the effect applies, read from real cards."""

from __future__ import annotations

from conftest import checked
from mtgjudge.scenario import Scenario, judge


def _pt(g, pid):
    p = g.state.battlefield[pid]
    return (p.power, p.toughness)


# ---------------------------------------------------------------- you control N or more
def test_613_4c_ardent_recruit_metalcraft_with_three_artifacts(board):
    # "Metalcraft — This creature gets +2/+2 as long as you control three or more artifacts."
    g = board(Ana=["Ardent Recruit", "Ornithopter", "Memnite"])
    assert _pt(g, "Ardent Recruit") == (1, 1)  # two artifacts
    g = board(Ana=["Ardent Recruit", "Ornithopter", "Memnite", "Sol Ring"])
    assert _pt(g, "Ardent Recruit") == (3, 3)


def test_613_4c_orthodoxy_enforcer_two_or_more_artifacts(board):
    # "This creature gets +2/+0 as long as you control two or more artifacts."
    g = board(Ana=["Orthodoxy Enforcer", "Ornithopter"], Bruno=["Memnite"])
    assert _pt(g, "Orthodoxy Enforcer") == (2, 4)  # Bruno's Memnite isn't Ana's
    g = board(Ana=["Orthodoxy Enforcer", "Ornithopter", "Memnite"])
    assert _pt(g, "Orthodoxy Enforcer") == (4, 4)


def test_613_4c_metalcraft_recruit_trades_with_a_hill_giant(db):
    # Ardent Recruit, a 3/3 with three artifacts, blocks a Hill Giant: 3 damage each way.
    ruling = checked(judge(Scenario.from_yaml("""
active: Ana
players: {Ana: {}, Bruno: {}}
battlefield:
  Ana: [Hill Giant]
  Bruno: [Ardent Recruit, Ornithopter, Memnite, Sol Ring]
attack: {Hill Giant: Bruno}
block: {Ardent Recruit: Hill Giant}
"""), db))
    # 3 damage each way: both 3/3s die.
    assert ruling.state.graveyard == ["Hill Giant", "Ardent Recruit"]


# ---------------------------------------------------------------- ~ is untapped / attacking
def test_613_4c_giant_tortoise_untapped_gets_plus_0_3(board):
    # "This creature gets +0/+3 as long as it's untapped."
    g = board(Ana=["Giant Tortoise"], Bruno=[])
    assert _pt(g, "Giant Tortoise") == (1, 4)
    g.attack({"Giant Tortoise": "Bruno"})
    assert g.state.battlefield["Giant Tortoise"].tapped
    assert _pt(g, "Giant Tortoise") == (1, 1)


def test_613_4c_giant_tortoise_tapped_attacker_dies_to_a_bear(db):
    ruling = checked(judge(Scenario.from_yaml("""
active: Ana
players: {Ana: {}, Bruno: {}}
battlefield:
  Ana: [Giant Tortoise]
  Bruno: [Grizzly Bears]
attack: {Giant Tortoise: Bruno}
block: {Grizzly Bears: Giant Tortoise}
"""), db))
    assert ruling.state.graveyard == ["Giant Tortoise"]
    assert ruling.state.battlefield["Grizzly Bears"].damage == 1


def test_613_4c_giant_tortoise_blocking_untapped_survives(db):
    ruling = checked(judge(Scenario.from_yaml("""
active: Ana
players: {Ana: {}, Bruno: {}}
battlefield:
  Ana: [Grizzly Bears]
  Bruno: [Giant Tortoise]
attack: {Grizzly Bears: Bruno}
block: {Giant Tortoise: Grizzly Bears}
"""), db))
    tortoise = ruling.state.battlefield["Giant Tortoise"]
    assert (tortoise.power, tortoise.toughness, tortoise.damage) == (1, 4, 2)
    assert ruling.state.graveyard == []


# ---------------------------------------------------------------- life totals
def test_613_4c_thraben_doomsayer_fateful_hour(board):
    # "Fateful hour — As long as you have 5 or less life, other creatures you control get +2/+2."
    g = board(Ana=["Thraben Doomsayer", "Grizzly Bears"], life={"Ana": 6, "Bruno": 20})
    assert _pt(g, "Grizzly Bears") == (2, 2)
    g = board(Ana=["Thraben Doomsayer", "Grizzly Bears"], life={"Ana": 5, "Bruno": 20})
    assert _pt(g, "Grizzly Bears") == (4, 4)
    assert _pt(g, "Thraben Doomsayer") == (2, 2)


def test_613_4c_fateful_hour_begins_when_combat_damage_drops_the_life_total(board):
    # Bruno at 7 with Doomsayer and a Bear: Ana's Hill Giant deals him 3 (119.3): he's at 4
    # and his Bear is a 4/4 from then on.
    g = board(Ana=["Hill Giant"], Bruno=["Thraben Doomsayer", "Grizzly Bears"], life={"Ana": 20, "Bruno": 7})
    g.attack({"Hill Giant": "Bruno"})
    g.block({})
    assert _pt(g, "Grizzly Bears") == (2, 2)
    g.assign({})
    assert g.state.players["Bruno"].life == 4
    assert _pt(g, "Grizzly Bears") == (4, 4)


# ---------------------------------------------------------------- for each
def test_613_4c_nim_grotesque_plus_one_for_each_artifact(board):
    # "This creature gets +1/+0 for each artifact you control." (3/6)
    g = board(Ana=["Nim Grotesque", "Ornithopter", "Memnite"], Bruno=["Sol Ring"])
    assert _pt(g, "Nim Grotesque") == (5, 6)


def test_613_4c_yavimaya_enchantress_counts_enchantments_on_the_battlefield(board):
    # "This creature gets +1/+1 for each enchantment on the battlefield." (2/2)
    g = board(Ana=["Yavimaya Enchantress", "Glorious Anthem"], Bruno=["Castle"])
    # two enchantments (+2/+2), Glorious Anthem (+1/+1), Bruno's Castle isn't Ana's
    assert _pt(g, "Yavimaya Enchantress") == (5, 5)


def test_613_4c_blanchwood_armor_for_each_forest(board):
    # "Enchanted creature gets +1/+1 for each Forest you control."
    g = board(Ana=["Grizzly Bears", "Forest", "Forest", "Forest", "Blanchwood Armor"], Bruno=["Forest"])
    g.attach("Blanchwood Armor", "Grizzly Bears")
    assert _pt(g, "Grizzly Bears") == (5, 5)


def test_613_4c_for_each_counts_again_when_a_counted_creature_dies(db):
    # Nim Grotesque counts Bruno's artifacts: Ornithopter blocks and dies, then it is 4/6.
    ruling = checked(judge(Scenario.from_yaml("""
active: Ana
players: {Ana: {}, Bruno: {}}
battlefield:
  Ana: [Hill Giant]
  Bruno: [Nim Grotesque, Ornithopter, Memnite]
attack: {Hill Giant: Bruno}
block: {Ornithopter: Hill Giant}
"""), db))
    assert ruling.state.graveyard == ["Ornithopter"]
    nim = ruling.state.battlefield["Nim Grotesque"]
    assert (nim.power, nim.toughness) == (4, 6)


# ---------------------------------------------------------------- attachments, colours, opponents
def test_613_4c_rabid_wombat_plus_two_for_each_aura_attached_to_it(board):
    # "This creature gets +2/+2 for each Aura attached to it." (0/1) with Holy Strength
    # (+1/+2) and Flight: 0/1 + 2 x (+2/+2) + (+1/+2) = 5/7, and flying.
    g = board(Ana=["Rabid Wombat", "Holy Strength", "Flight"])
    g.attach("Holy Strength", "Rabid Wombat")
    g.attach("Flight", "Rabid Wombat")
    assert _pt(g, "Rabid Wombat") == (5, 7)
    assert any(a.name == "flying" for a in g.state.battlefield["Rabid Wombat"].abilities)


def test_613_4c_golem_skin_gauntlets_counts_equipment_on_the_equipped_creature(board):
    # "Equipped creature gets +1/+0 for each Equipment attached to it." with Bonesplitter (+2/+0).
    g = board(Ana=["Grizzly Bears", "Golem-Skin Gauntlets", "Bonesplitter"])
    g.attach("Golem-Skin Gauntlets", "Grizzly Bears")
    assert _pt(g, "Grizzly Bears") == (3, 2)
    g.attach("Bonesplitter", "Grizzly Bears")
    assert _pt(g, "Grizzly Bears") == (6, 2)  # 2 + 2 (two Equipment) + 2 (Bonesplitter)


def test_613_1f_skyrider_trainee_flies_while_enchanted(board):
    # "This creature has flying as long as it's enchanted."
    g = board(Ana=["Skyrider Trainee", "Holy Strength"])
    assert not any(a.name == "flying" for a in g.state.battlefield["Skyrider Trainee"].abilities)
    g.attach("Holy Strength", "Skyrider Trainee")
    assert any(a.name == "flying" for a in g.state.battlefield["Skyrider Trainee"].abilities)


def test_613_1f_blazethorn_scarecrow_has_haste_with_a_red_creature(board):
    # "This creature has haste as long as you control a red creature."
    g = board(Ana=[("Blazethorn Scarecrow", {"sick": True}), "Grizzly Bears"], Bruno=["Raging Goblin"])
    assert not any(a.name == "haste" for a in g.state.battlefield["Blazethorn Scarecrow"].abilities)
    g = board(Ana=[("Blazethorn Scarecrow", {"sick": True}), "Raging Goblin"])
    assert any(a.name == "haste" for a in g.state.battlefield["Blazethorn Scarecrow"].abilities)
    assert {"Blazethorn Scarecrow": "Bruno"} in [d.as_dict() for d in g.legal_declarations()]


def test_613_4c_tide_shaper_as_long_as_an_opponent_controls_an_island(board):
    # "This creature gets +1/+1 as long as an opponent controls an Island." (1/1)
    g = board(Ana=["Tide Shaper", "Island"])
    assert _pt(g, "Tide Shaper") == (1, 1)
    g = board(Ana=["Tide Shaper"], Bruno=["Island"])
    assert _pt(g, "Tide Shaper") == (2, 2)


def test_613_4c_rat_colony_counts_other_rats_you_control(board):
    # "This creature gets +1/+0 for each other Rat you control." (2/1)
    g = board(Ana=["Rat Colony", "Rat Colony", "Rat Colony", "Grizzly Bears"], Bruno=["Rat Colony"])
    assert _pt(g, "Rat Colony #1") == (4, 1)  # the two other Rats Ana controls
    assert _pt(g, "Rat Colony #4") == (2, 1)  # Bruno's: no other Rat of his


def test_613_4c_pennon_blade_counts_creatures_you_control(board):
    # "Equipped creature gets +1/+1 for each creature you control." (itself counted)
    g = board(Ana=["Grizzly Bears", "Hill Giant", "Pennon Blade"], Bruno=["Savannah Lions"])
    g.attach("Pennon Blade", "Grizzly Bears")
    assert _pt(g, "Grizzly Bears") == (4, 4)


def test_613_4c_pride_sovereign_when_a_counted_cat_dies_in_combat(db):
    # "This creature gets +1/+1 for each other Cat you control." (2/2): with Savannah
    # Lions (a Cat) it is 3/3; the Lions block a Hill Giant and die, it is 2/2 again.
    ruling = checked(judge(Scenario.from_yaml("""
active: Ana
players: {Ana: {}, Bruno: {}}
battlefield:
  Ana: [Hill Giant]
  Bruno: [Pride Sovereign, Savannah Lions]
attack: {Hill Giant: Bruno}
block: {Savannah Lions: Hill Giant}
"""), db))
    assert ruling.state.graveyard == ["Savannah Lions"]
    sovereign = ruling.state.battlefield["Pride Sovereign"]
    assert (sovereign.power, sovereign.toughness) == (2, 2)
