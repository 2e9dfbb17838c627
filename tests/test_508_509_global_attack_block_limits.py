"""CR 508.1c-d and 509.1b-c: restrictions and requirements that one permanent puts on
other creatures: Moat, Blazing Archon, Crawlspace, Lure on an Aura, "[type] creatures
attack each combat if able" on an enchantment, "enchanted creature can't block / attacks
each combat if able / must be blocked if able". Real cards, exact values."""

from __future__ import annotations

from mtgjudge.messages import render


# ---------------------------------------------------------------- Moat
MOAT = """\
    active: Ana
    players: {Ana: {}, Bruno: {}}
    battlefield:
      Ana: [Grizzly Bears, Serra Angel]
      Bruno: [%s]
    attack: {%s}
    """


def test_508_1c_moat_keeps_a_creature_without_flying_from_attacking(judge_yaml):
    r = judge_yaml(MOAT % ("Moat", "Grizzly Bears: Bruno"), refused="508.1c")
    assert r.error.key == "attack.cant_from"
    assert render(r.error.key, r.error.params, "en") == (
        "Grizzly Bears can't attack (Moat's Oracle text: \"Creatures without flying can't attack.\").")


def test_508_1c_moat_lets_serra_angel_attack(judge_yaml):
    r = judge_yaml(MOAT % ("Moat", "Serra Angel: Bruno"))
    assert r.state.players["Bruno"].life == 16


def test_508_1c_magus_of_the_moat_keeps_its_own_controllers_bears_home_too(judge_yaml):
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {}, Bruno: {}}
        battlefield:
          Ana: [Grizzly Bears, Magus of the Moat]
          Bruno: []
        attack: {Grizzly Bears: Bruno}
        """, refused="508.1c")
    assert r.error.params["source"] == "Magus of the Moat"


def test_508_1c_moat_and_an_aura_granting_flying(judge_yaml):
    # Flight ("Enchanted creature has flying."): the bear has flying in layer 6, so Moat,
    # which depends on it (613.8a), doesn't apply to it: it attacks for 2.
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {}, Bruno: {}}
        battlefield:
          Ana: [Grizzly Bears, {card: Flight, attached_to: Grizzly Bears}]
          Bruno: [Moat]
        attack: {Grizzly Bears: Bruno}
        """)
    assert r.state.players["Bruno"].life == 18


# ---------------------------------------------------------------- Blazing Archon
ARCHON = """\
    active: Ana
    players: {Ana: {}, Bruno: {}}
    battlefield:
      Ana: [Hill Giant]
      Bruno: [Blazing Archon%s]
    attack: {Hill Giant: %s}
    """


def test_508_1c_blazing_archon_creatures_cant_attack_you(judge_yaml):
    r = judge_yaml(ARCHON % ("", "Bruno"), refused="508.1c")
    assert r.error.key == "attack.cant_you"
    assert render(r.error.key, r.error.params, "en") == (
        "Hill Giant can't attack Bruno (Blazing Archon's Oracle text: \"Creatures can't attack you.\").")
    assert render(r.error.key, r.error.params, "es") == (
        "Hill Giant no puede atacar a Bruno (texto de Oracle de Blazing Archon: «Creatures can't attack you.»).")


def test_508_1c_blazing_archon_leaves_a_planeswalker_attackable(judge_yaml):
    r = judge_yaml(ARCHON % (", {card: Jace Beleren, counters: {loyalty: 3}}", "Jace Beleren"))
    assert r.state.players["Bruno"].life == 20
    assert "Jace Beleren" not in r.state.battlefield  # 3 damage, 3 loyalty (704.5i)


def test_508_1c_blazing_archon_no_attack_is_the_only_legal_one(board):
    g = board(Ana=["Hill Giant", "Grizzly Bears"], Bruno=["Blazing Archon"])
    assert [d.as_dict() for d in g.legal_declarations()] == [{}]


# ---------------------------------------------------------------- Crawlspace
CRAWLSPACE = """\
    active: Ana
    players: {Ana: {}, Bruno: {}}
    battlefield:
      Ana: [Grizzly Bears, Hill Giant, Savannah Lions]
      Bruno: [Crawlspace]
    attack: {%s}
    """


def test_508_1c_crawlspace_two_creatures_may_attack(judge_yaml):
    r = judge_yaml(CRAWLSPACE % "Grizzly Bears: Bruno, Hill Giant: Bruno")
    assert r.state.players["Bruno"].life == 15


def test_508_1c_crawlspace_three_creatures_may_not(judge_yaml):
    r = judge_yaml(CRAWLSPACE % "Grizzly Bears: Bruno, Hill Giant: Bruno, Savannah Lions: Bruno",
                   refused="508.1c")
    assert r.error.key == "attack.too_many_you"
    assert render(r.error.key, r.error.params, "en") == (
        "No more than 2 creatures can attack Bruno each combat (Crawlspace), but 3 are declared attacking them.")


def test_508_1d_crawlspace_with_three_creatures_that_must_attack(board):
    # Three creatures that attack each combat if able (Bloodrock Cyclops), Crawlspace:
    # two attack, the most the restriction allows (508.1d); three is illegal.
    g = board(Ana=["Bloodrock Cyclops", "Bloodrock Cyclops", "Bloodrock Cyclops"], Bruno=["Crawlspace"])
    sizes = sorted({len(d.as_dict()) for d in g.legal_declarations()})
    assert sizes == [2]


# ---------------------------------------------------------------- Lure on an Aura
LURE = """\
    active: Ana
    players: {Ana: {}, Bruno: {}}
    battlefield:
      Ana: [Grizzly Bears, Hill Giant, {card: Lure, attached_to: Grizzly Bears}]
      Bruno: [Llanowar Elves, Savannah Lions]
    attack: {Grizzly Bears: Bruno, Hill Giant: Bruno}
    block: {%s}
    """


def test_509_1c_lure_on_an_aura_a_block_that_ignores_it_is_illegal(judge_yaml):
    r = judge_yaml(LURE % "Llanowar Elves: Hill Giant", refused="509.1c")
    assert r.error.key == "block.requirements"
    assert (r.error.params["obeyed"], r.error.params["possible"]) == (0, 2)
    lure = "All creatures able to block enchanted creature do so."
    assert render(r.error.key, r.error.params, "en") == (
        "This block obeys 0 of the requirements to block, but 2 can be obeyed without breaking a restriction. "
        f"Not obeyed: Llanowar Elves (Lure: \"{lure}\"); Savannah Lions (Lure: \"{lure}\").")


def test_509_1c_lure_on_an_aura_both_block_the_enchanted_creature(judge_yaml):
    r = judge_yaml(LURE % "Llanowar Elves: Grizzly Bears, Savannah Lions: Grizzly Bears"
                   + "assign: {Grizzly Bears: {Llanowar Elves: 1, Savannah Lions: 1}}\n")
    assert r.state.players["Bruno"].life == 17  # Hill Giant unblocked
    assert sorted(r.state.graveyard) == ["Grizzly Bears", "Llanowar Elves", "Lure", "Savannah Lions"]  # Lure: 704.5m


# ---------------------------------------------------------------- type and enchanted requirements
def test_508_1d_goblin_assault_goblin_creatures_attack_each_combat_if_able(board):
    # Goblin Assault (an enchantment): "Goblin creatures attack each combat if able."
    g = board(Ana=["Raging Goblin", "Grizzly Bears"], Bruno=["Goblin Assault"])
    attacks = [d.as_dict() for d in g.legal_declarations()]
    assert attacks == [{"Raging Goblin": "Bruno"}, {"Grizzly Bears": "Bruno", "Raging Goblin": "Bruno"}] or \
        sorted(map(sorted, attacks)) == [["Grizzly Bears", "Raging Goblin"], ["Raging Goblin"]]


def test_508_1d_goblin_assault_an_attack_without_the_goblin_is_illegal(judge_yaml):
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {}, Bruno: {}}
        battlefield:
          Ana: [Raging Goblin, Grizzly Bears]
          Bruno: [Goblin Assault]
        attack: {Grizzly Bears: Bruno}
        """, refused="508.1d")
    assert (r.error.params["obeyed"], r.error.params["possible"]) == (0, 1)


def test_508_1d_rabblemaster_other_goblins_must_attack(board):
    # "Other Goblin creatures you control attack each combat if able." Its beginning-of-combat
    # trigger (507.1, 603.2) first creates a 1/1 Goblin token with haste, which must attack too.
    g = board(Ana=["Goblin Rabblemaster", "Raging Goblin"], Bruno=[])
    attacks = sorted(map(sorted, (d.as_dict() for d in g.legal_declarations())))
    assert attacks == [["Goblin", "Goblin Rabblemaster", "Raging Goblin"], ["Goblin", "Raging Goblin"]]


def test_508_1d_rabblemaster_doesnt_make_itself_attack(board):
    g = board(Ana=["Goblin Rabblemaster"], Bruno=[])  # its Goblin token must attack; it needn't
    assert [d.as_dict() for d in g.legal_declarations()] == [{"Goblin": "Bruno"},
                                                             {"Goblin Rabblemaster": "Bruno", "Goblin": "Bruno"}]


def test_509_1b_enchanted_creature_cant_block(judge_yaml):
    # Sluggishness: "Enchanted creature can't block."
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {}, Bruno: {}}
        battlefield:
          Ana: [Hill Giant]
          Bruno: [Grizzly Bears, {card: Sluggishness, attached_to: Grizzly Bears}]
        attack: {Hill Giant: Bruno}
        block: {Grizzly Bears: Hill Giant}
        """, refused="509.1b")
    assert r.error.key == "block.cant_from" and r.error.params["source"] == "Sluggishness"


def test_508_1d_enchanted_creature_attacks_each_combat_if_able(board):
    # Furor of the Bitten: "Enchanted creature gets +2/+2 and attacks each combat if able."
    g = board(Ana=["Grizzly Bears", "Furor of the Bitten"], Bruno=[])
    g.attach("Furor of the Bitten", "Grizzly Bears")
    assert (g.state.battlefield["Grizzly Bears"].power, g.state.battlefield["Grizzly Bears"].toughness) == (4, 4)
    assert [d.as_dict() for d in g.legal_declarations()] == [{"Grizzly Bears": "Bruno"}]


# ---------------------------------------------------------------- "can't attack unless ..."
def test_508_1c_steelclad_serpent_cant_attack_without_another_artifact(judge_yaml):
    # "This creature can't attack unless you control another artifact." (itself an artifact)
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {}, Bruno: {}}
        battlefield:
          Ana: [Steelclad Serpent]
          Bruno: []
        attack: {Steelclad Serpent: Bruno}
        """, refused="508.1c")
    assert r.error.key == "attack.cant"


def test_508_1c_steelclad_serpent_attacks_with_an_ornithopter_in_play(judge_yaml):
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {}, Bruno: {}}
        battlefield:
          Ana: [Steelclad Serpent, Ornithopter]
          Bruno: []
        attack: {Steelclad Serpent: Bruno}
        """)
    assert r.state.players["Bruno"].life == 16


def test_508_1c_509_1b_oketra_needs_three_other_creatures(board):
    # "Oketra the True can't attack or block unless you control at least three other creatures."
    g = board(Ana=["Oketra the True", "Grizzly Bears", "Hill Giant"], Bruno=[])
    assert {"Oketra the True": "Bruno"} not in [d.as_dict() for d in g.legal_declarations()]
    g = board(Ana=["Oketra the True", "Grizzly Bears", "Hill Giant", "Savannah Lions"], Bruno=[])
    assert {"Oketra the True": "Bruno"} in [d.as_dict() for d in g.legal_declarations()]


def test_508_1c_stormtide_leviathan_without_flying_or_islandwalk(board):
    # "Creatures without flying or islandwalk can't attack." (it has islandwalk itself)
    g = board(Ana=["Stormtide Leviathan", "Grizzly Bears", "Serra Angel"], Bruno=[])
    able = {pid for d in g.legal_declarations() for pid in d.as_dict()}
    assert able == {"Stormtide Leviathan", "Serra Angel"}


def test_509_1b_howlgeist_creatures_with_less_power_cant_block_it(judge_yaml):
    # "Creatures with power less than this creature's power can't block it." (4/2)
    text = """\
        active: Ana
        players: {Ana: {}, Bruno: {}}
        battlefield:
          Ana: [Howlgeist]
          Bruno: [Hill Giant, %s]
        attack: {Howlgeist: Bruno}
        block: {%s: Howlgeist}
        """
    r = judge_yaml(text % ("Grizzly Bears", "Hill Giant"), refused="509.1b")
    assert r.error.key == "block.evades" and r.error.params["blocker"] == "Hill Giant"
    r = judge_yaml(text % ("Craw Wurm", "Craw Wurm"))  # 6/4: it may block, and 4 damage kills it
    assert "Craw Wurm" in r.state.graveyard


def test_302_6_concordant_crossroads_all_creatures_have_haste(board):
    # "All creatures have haste.": a creature that came under Ana's control this turn attacks.
    g = board(Ana=[("Grizzly Bears", {"sick": True})], Bruno=["Concordant Crossroads"])
    assert [d.as_dict() for d in g.legal_declarations()] == [{}, {"Grizzly Bears": "Bruno"}]
    g = board(Ana=[("Grizzly Bears", {"sick": True})], Bruno=[])
    assert [d.as_dict() for d in g.legal_declarations()] == [{}]


def test_508_1c_peacekeeper_creatures_cant_attack(judge_yaml):
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {}, Bruno: {}}
        battlefield:
          Ana: [Serra Angel]
          Bruno: [Peacekeeper]
        attack: {Serra Angel: Bruno}
        """, refused="508.1c")
    assert (r.error.key, r.error.params["source"]) == ("attack.cant_from", "Peacekeeper")


def test_509_1b_treetop_bracers_only_flyers_block_it(judge_yaml):
    # "Enchanted creature gets +1/+1 and can't be blocked except by creatures with flying."
    text = """\
        active: Ana
        players: {Ana: {}, Bruno: {}}
        battlefield:
          Ana: [Grizzly Bears, {card: Treetop Bracers, attached_to: Grizzly Bears}]
          Bruno: [Hill Giant, Suntail Hawk]
        attack: {Grizzly Bears: Bruno}
        block: {%s: Grizzly Bears}
        """
    r = judge_yaml(text % "Hill Giant", refused="509.1b")
    assert r.error.params["blocker"] == "Hill Giant"
    r = judge_yaml(text % "Suntail Hawk")
    assert r.state.graveyard == ["Suntail Hawk"]
    assert r.state.battlefield["Grizzly Bears"].damage == 1


def test_509_1b_familiar_ground_no_more_than_one_blocker(board):
    # "Each creature you control can't be blocked by more than one creature."
    g = board(Ana=["Hill Giant", "Familiar Ground"], Bruno=["Grizzly Bears", "Savannah Lions"])
    g.attack({"Hill Giant": "Bruno"})
    blocks = [d.as_dict() for d in g.legal_declarations()]
    assert all(len(b) <= 1 for b in blocks) and len(blocks) == 3


# ---------------------------------------------------------------- as long as defending player controls
SERPENT = """\
    active: Ana
    players: {Ana: {}, Bruno: {}}
    battlefield:
      Ana: [%s]
      Bruno: [Hill Giant%s]
    attack: {%s: Bruno}
    block: {Hill Giant: %s}
    """


def test_509_1b_scrapdiver_serpent_unblockable_against_an_artifact(judge_yaml):
    # "This creature can't be blocked as long as defending player controls an artifact."
    r = judge_yaml(SERPENT % ("Scrapdiver Serpent", ", Ornithopter", "Scrapdiver Serpent", "Scrapdiver Serpent"),
                   refused="509.1b")
    assert r.error.key == "block.unblockable"


def test_509_1b_scrapdiver_serpent_blockable_without_one(judge_yaml):
    r = judge_yaml(SERPENT % ("Scrapdiver Serpent", "", "Scrapdiver Serpent", "Scrapdiver Serpent"))
    assert r.state.graveyard == ["Hill Giant"]
    assert r.state.battlefield["Scrapdiver Serpent"].damage == 3


def test_509_1b_hazy_homunculus_against_an_untapped_land(judge_yaml):
    # "This creature can't be blocked as long as defending player controls an untapped land."
    r = judge_yaml(SERPENT % ("Hazy Homunculus", ", Forest", "Hazy Homunculus", "Hazy Homunculus"), refused="509.1b")
    assert r.error.key == "block.unblockable"
    r = judge_yaml(SERPENT % ("Hazy Homunculus", ", {card: Forest, tapped: true}", "Hazy Homunculus", "Hazy Homunculus"))
    assert r.state.graveyard == ["Hazy Homunculus"]


# ---------------------------------------------------------------- 613.1f: an effect, not an ability
def test_509_1b_sluggishness_stays_when_the_creature_loses_all_abilities(judge_yaml):
    # Kasmina's Transmutation (later) removes the bear's abilities; Sluggishness's "can't
    # block" is Sluggishness's effect, not an ability of the bear: it still can't block.
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {}, Bruno: {}}
        battlefield:
          Ana: [Hill Giant]
          Bruno: [Grizzly Bears, {card: Sluggishness, attached_to: Grizzly Bears},
                  {card: Kasmina's Transmutation, attached_to: Grizzly Bears}]
        attack: {Hill Giant: Bruno}
        block: {Grizzly Bears: Hill Giant}
        """, refused="509.1b")
    assert r.error.params["source"] == "Sluggishness"


def test_508_1c_moat_and_a_serra_angel_that_lost_flying(judge_yaml):
    # Kasmina's Transmutation takes flying away; Moat depends on it (613.8a) and applies
    # after it: the 1/1 Angel can't attack.
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {}, Bruno: {}}
        battlefield:
          Ana: [Serra Angel, {card: Kasmina's Transmutation, attached_to: Serra Angel}]
          Bruno: [Moat]
        attack: {Serra Angel: Bruno}
        """, refused="508.1c")
    assert r.error.params["source"] == "Moat"


def test_508_1c_steelclad_serpent_that_lost_all_abilities_attacks(judge_yaml):
    # Its "can't attack unless ..." is its own ability: Kasmina's Transmutation removes it.
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {}, Bruno: {}}
        battlefield:
          Ana: [Steelclad Serpent, {card: Kasmina's Transmutation, attached_to: Steelclad Serpent}]
          Bruno: []
        attack: {Steelclad Serpent: Bruno}
        """)
    assert r.state.players["Bruno"].life == 19
