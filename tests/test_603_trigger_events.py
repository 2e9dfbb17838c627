"""CR 603: the trigger events read from real Oracle text beyond "~ attacks / blocks":
"~ attacks or blocks", "~ deals combat damage" (once for all its recipients, 603.2c),
creatures you control attacking (508.3a) or dealing combat damage to a player (510.3a),
"whenever you attack" and "one or more" (once per event, 603.2c), equipped and enchanted
creatures, "at the beginning of combat on your turn" (507), other creatures entering
(603.6a; tokens put onto the battlefield attacking, Brimaz-style), and intervening "if"
clauses checked as they trigger and as they resolve (603.4). Each happening is answered
by the abilities through the rules bus (:func:`mtgjudge.cr.r603_triggered_abilities.match`)."""

from __future__ import annotations

from conftest import all_pass, put, resolves
from conftest import event_lines as lines

from mtgjudge.cr.r603_triggered_abilities import OracleTrigger
from mtgjudge.oracle import triggers as oracle_triggers


def life(g, player):
    return g.state.players[player].life


def pt(g, pid):
    p = g.state.battlefield[pid]
    return p.power, p.toughness


def trigger_of(g, pid):
    return next(a for a in g.state.battlefield[pid].abilities if isinstance(a, OracleTrigger))


# ---------------------------------------------------------------- ~ attacks or blocks (508.3a, 509.3a)
def test_508_3a_attacks_or_blocks_triggers_on_the_attack(board):
    g = board(Ana=["Howling Golem"])
    events = g.attack({"Howling Golem": "Bruno"}) + all_pass(g)
    assert lines(events)[2:] == [
        put("Howling Golem (whenever it attacks or blocks)", "Ana"),
        resolves("Howling Golem (whenever it attacks or blocks)"),
        "121.1 Ana draws 1 card (recorded; hands and libraries are not followed).",
        "121.1 Bruno draws 1 card (recorded; hands and libraries are not followed).",
    ]


def test_509_3a_attacks_or_blocks_triggers_once_on_the_block(board):
    """Tenured Oilcaster blocks: "each player mills a card" once (509.3a), though the
    attack itself triggered nothing of Bruno's."""
    g = board(Ana=["Grizzly Bears"], Bruno=["Tenured Oilcaster"])
    assert lines(g.attack({"Grizzly Bears": "Bruno"}), "603") == []
    events = g.block({"Tenured Oilcaster": "Grizzly Bears"}) + all_pass(g)
    assert lines(events, "60") + lines(events, "405") + lines(events, "701") == [
        put("Tenured Oilcaster (whenever it attacks or blocks)", "Bruno"),
        resolves("Tenured Oilcaster (whenever it attacks or blocks)"),
        "701.17a Ana mills 1 card (recorded; libraries are not followed).",
        "701.17a Bruno mills 1 card (recorded; libraries are not followed).",
    ]


# ---------------------------------------------------------------- ~ deals combat damage (510.3a, 603.2c)
def test_510_3a_deals_combat_damage_to_a_creature_gains_that_much(board):
    g = board(Ana=["Sunhome Enforcer"], Bruno=["Grizzly Bears"])
    g.attack({"Sunhome Enforcer": "Bruno"})
    g.block({"Grizzly Bears": "Sunhome Enforcer"})
    events = g.assign() + all_pass(g)
    assert lines(events, "603") == [put("Sunhome Enforcer (whenever it deals combat damage)", "Ana")]
    assert life(g, "Ana") == 22


def test_603_2c_deals_combat_damage_to_two_blockers_triggers_once_for_all_of_it(board):
    """Sunhome Enforcer (2/4) blocked by two Llanowar Elves deals 1 to each at once: one
    event, one trigger (603.2c), "that much" is the 2 it dealt."""
    g = board(Ana=["Sunhome Enforcer"], Bruno=["Llanowar Elves", ("Llanowar Elves", {"id": "Elves B"})])
    g.attack({"Sunhome Enforcer": "Bruno"})
    g.block({"Llanowar Elves": "Sunhome Enforcer", "Elves B": "Sunhome Enforcer"})
    events = g.assign({"Sunhome Enforcer": {"Llanowar Elves": 1, "Elves B": 1}}) + all_pass(g)
    assert lines(events, "603") == [put("Sunhome Enforcer (whenever it deals combat damage)", "Ana")]
    assert lines(events, "119") == ["119.3 Ana gains 2 life (22 now)."]


def test_510_3a_deals_combat_damage_to_the_player_too(board):
    g = board(Ana=["Sunhome Enforcer"])
    g.attack({"Sunhome Enforcer": "Bruno"})
    g.block()
    g.assign()
    all_pass(g)
    assert (life(g, "Ana"), life(g, "Bruno")) == (22, 18)


# ---------------------------------------------------------------- a creature you control attacks (508.3a)
def test_508_3a_a_creature_you_control_attacks_triggers_for_each_attacker(board):
    """Brutal Hordechief triggers for each creature Ana attacks with, itself included;
    "defending player" is the one each attacks."""
    g = board(Ana=["Brutal Hordechief", "Grizzly Bears"])
    events = g.attack({"Grizzly Bears": "Bruno", "Brutal Hordechief": "Bruno"}) + all_pass(g)
    assert lines(events, "603.3") == [
        ("603.3b Ana puts their triggered abilities on the stack in the order listed, since no order was "
         "given: Brutal Hordechief (whenever a creature you control attacks), Brutal Hordechief (whenever a "
         "creature you control attacks) #2 (the last resolves first)."),
        put("Brutal Hordechief (whenever a creature you control attacks)", "Ana"),
        put("Brutal Hordechief (whenever a creature you control attacks) #2", "Ana"),
    ]
    assert (life(g, "Ana"), life(g, "Bruno")) == (22, 18)


def test_508_3a_it_is_the_attacking_creature(board):
    """Fervent Charge: "it gets +2/+2" is the creature that attacked, not the enchantment."""
    g = board(Ana=["Fervent Charge", "Grizzly Bears", "Hill Giant"])
    assert trigger_of(g, "Fervent Charge").effects.steps[0].who == ("@that creature",)
    events = g.attack({"Grizzly Bears": "Bruno"}) + all_pass(g)
    assert lines(events, "611") == ["611.2a Grizzly Bears gets +2/+2 until end of turn (now 4/4)."]
    assert pt(g, "Hill Giant") == (3, 3)


def test_508_3a_a_creature_put_onto_the_battlefield_attacking_doesnt_attack(board):
    """508.3a: Brimaz's Cat Soldier token enters attacking; Brutal Hordechief triggers
    only for Brimaz, declared as an attacker."""
    g = board(Ana=["Brutal Hordechief", "Brimaz, King of Oreskos"])
    g.attack({"Brimaz, King of Oreskos": "Bruno"})
    all_pass(g)
    assert "Cat Soldier" in g.state.combat.attacking
    assert (life(g, "Ana"), life(g, "Bruno")) == (21, 19)


def test_508_3a_another_creature_you_control_of_a_type(board):
    """Kragma Warcaller: "Whenever a Minotaur you control attacks, it gets +2/+0" --
    Kragma Warcaller (a Minotaur) and Gnarled Mass (not one) attack: one trigger."""
    g = board(Ana=["Kragma Warcaller", "Gnarled Mass"])
    trig = trigger_of(g, "Kragma Warcaller")
    assert (trig.when, trig.subtype) == ("a creature you control attacks", "Minotaur")
    events = g.attack({"Kragma Warcaller": "Bruno", "Gnarled Mass": "Bruno"}) + all_pass(g)
    assert lines(events, "603.3") == [put("Kragma Warcaller (whenever a Minotaur you control attacks)", "Ana")]
    assert lines(events, "611") == ["611.2a Kragma Warcaller gets +2/+0 until end of turn (now 4/3)."]


def test_508_3a_a_vampire_you_control_attacks_drains_each_opponent(board):
    g = board(Ana=["Sanctum Seeker", "Vampire Interloper"])
    g.attack({"Sanctum Seeker": "Bruno", "Vampire Interloper": "Bruno"})
    all_pass(g)
    assert (life(g, "Ana"), life(g, "Bruno")) == (22, 18)


# ---------------------------------------------------------------- you attack, one or more attack (603.2c)
def test_603_2c_whenever_you_attack_triggers_once_for_all_attackers(board):
    """Lionheart Glimmer: one trigger for three attackers; each creature Ana controls
    gets +1/+1, the Glimmer too though it didn't attack."""
    g = board(Ana=["Lionheart Glimmer", "Grizzly Bears", "Hill Giant", "Llanowar Elves"])
    events = g.attack({"Grizzly Bears": "Bruno", "Hill Giant": "Bruno", "Llanowar Elves": "Bruno"}) + all_pass(g)
    assert lines(events, "603") == [put("Lionheart Glimmer (whenever you attack)", "Ana")]
    assert [pt(g, p) for p in ("Lionheart Glimmer", "Grizzly Bears", "Hill Giant", "Llanowar Elves")] == [
        (3, 6), (3, 3), (4, 4), (2, 2)]


def test_603_2c_whenever_you_attack_deals_damage_once(board):
    g = board(Ana=["Far Fortune, End Boss", "Grizzly Bears"])
    events = g.attack({"Grizzly Bears": "Bruno", "Far Fortune, End Boss": "Bruno"}) + all_pass(g)
    assert lines(events, "603") == [put("Far Fortune, End Boss (whenever you attack)", "Ana")]
    assert life(g, "Bruno") == 19


def test_603_2c_whenever_you_attack_not_when_the_opponent_attacks(board):
    g = board(Ana=["Grizzly Bears"], Bruno=["Far Fortune, End Boss"])
    events = g.attack({"Grizzly Bears": "Bruno"}) + all_pass(g)
    assert lines(events, "603") == []


# ---------------------------------------------------------------- combat damage to a player (510.3a, 603.2c)
def test_510_3a_a_creature_you_control_deals_combat_damage_to_a_player(board):
    """Cazur: a +1/+1 counter on each creature that dealt combat damage to a player; the
    blocked one gets none."""
    g = board(Ana=["Cazur, Ruthless Stalker", "Grizzly Bears", "Hill Giant"], Bruno=["Wall of Wood"])
    g.attack({"Grizzly Bears": "Bruno", "Hill Giant": "Bruno"})
    g.block({"Wall of Wood": "Hill Giant"})
    events = g.assign() + all_pass(g)
    assert lines(events, "603.3") == [
        put("Cazur, Ruthless Stalker (whenever a creature you control deals combat damage to a player)", "Ana")]
    assert lines(events, "122") == ["122.6 Grizzly Bears gets 1 +1/+1 counter (now 3/3)."]
    assert pt(g, "Hill Giant") == (3, 3)


def test_510_3a_each_creature_that_deals_combat_damage_triggers(board):
    """Defiling Daemogoth: two unblocked creatures, two triggers, 2 life."""
    g = board(Ana=["Defiling Daemogoth", "Grizzly Bears"])
    g.attack({"Grizzly Bears": "Bruno", "Defiling Daemogoth": "Bruno"})
    g.block()
    g.assign()
    all_pass(g)
    assert (life(g, "Ana"), life(g, "Bruno")) == (22, 13)


def test_603_2c_one_or_more_creatures_deal_combat_damage_to_a_player_triggers_once(board):
    """Vincent: two creatures deal combat damage to Bruno at once: one trigger (603.2c),
    one +1/+1 counter on Vincent."""
    g = board(Ana=["Vincent, Vengeful Atoner", "Grizzly Bears"])
    g.attack({"Grizzly Bears": "Bruno", "Vincent, Vengeful Atoner": "Bruno"})
    g.block()
    events = g.assign() + all_pass(g)
    assert lines(events, "603") == [
        put("Vincent, Vengeful Atoner (whenever one or more creatures you control deal combat damage to a player)",
            "Ana")]
    assert pt(g, "Vincent, Vengeful Atoner") == (4, 4)
    assert life(g, "Bruno") == 15


def test_603_2c_one_or_more_creatures_draw_once(board):
    g = board(Ana=["Grazilaxx, Illithid Scholar", "Grizzly Bears", "Hill Giant"])
    g.attack({"Grizzly Bears": "Bruno", "Hill Giant": "Bruno"})
    g.block()
    events = g.assign() + all_pass(g)
    assert lines(events, "121") == ["121.1 Ana draws 1 card (recorded; hands and libraries are not followed)."]


def test_510_3a_no_trigger_without_combat_damage_to_a_player(board):
    g = board(Ana=["Grazilaxx, Illithid Scholar", "Grizzly Bears"], Bruno=["Wall of Wood"])
    g.attack({"Grizzly Bears": "Bruno"})
    g.block({"Wall of Wood": "Grizzly Bears"})
    events = g.assign() + all_pass(g)
    assert lines(events, "603") == []


# ---------------------------------------------------------------- equipped and enchanted creature (301.5, 303.4)
def test_508_3a_equipped_creature_attacks_counters_on_it(board):
    g = board(Ana=["Bone Sabres", "Grizzly Bears"])
    g.attach("Bone Sabres", "Grizzly Bears")
    events = g.attack({"Grizzly Bears": "Bruno"}) + all_pass(g)
    assert lines(events)[2:] == [
        put("Bone Sabres (whenever equipped creature attacks)", "Ana"),
        resolves("Bone Sabres (whenever equipped creature attacks)"),
        "122.6 Grizzly Bears gets 4 +1/+1 counters (now 6/6).",
    ]


def test_508_3a_equipped_creature_only(board):
    """Sword of Hours on Grizzly Bears: Hill Giant attacking too triggers nothing."""
    g = board(Ana=["Sword of Hours", "Grizzly Bears", "Hill Giant"])
    g.attach("Sword of Hours", "Grizzly Bears")
    events = g.attack({"Grizzly Bears": "Bruno", "Hill Giant": "Bruno"}) + all_pass(g)
    assert lines(events, "603") == [put("Sword of Hours (whenever equipped creature attacks)", "Ana")]
    assert (pt(g, "Grizzly Bears"), pt(g, "Hill Giant")) == ((3, 3), (3, 3))


def test_510_3a_equipped_creature_deals_combat_damage_to_a_player(board):
    g = board(Ana=["Specter's Shroud", "Grizzly Bears"])
    g.attach("Specter's Shroud", "Grizzly Bears")
    g.attack({"Grizzly Bears": "Bruno"})
    g.block()
    events = g.assign() + all_pass(g)
    assert lines(events, "603") == [
        put("Specter's Shroud (whenever equipped creature deals combat damage to a player)", "Ana")]
    assert lines(events, "701.9") == ["701.9a Bruno discards 1 card (recorded; hands are not followed)."]
    assert life(g, "Bruno") == 17


def test_508_3a_enchanted_creature_attacks(board):
    g = board(Ana=["Aqueous Form", "Grizzly Bears"])
    g.attach("Aqueous Form", "Grizzly Bears")
    events = g.attack({"Grizzly Bears": "Bruno"}) + all_pass(g)
    assert lines(events)[2:] == [
        put("Aqueous Form (whenever enchanted creature attacks)", "Ana"),
        resolves("Aqueous Form (whenever enchanted creature attacks)"),
        "701.22a Ana scries 1 (recorded; libraries are not followed).",
    ]


# ---------------------------------------------------------------- beginning of combat on your turn (507)
def test_507_beginning_of_combat_on_your_turn_counter_before_attacks(board):
    """Siege Veteran triggers as the beginning of combat step begins on Ana's turn and
    resolves before attackers are declared; Bruno's Sinister Monolith doesn't trigger."""
    g = board(Ana=["Luminarch Aspirant", "Grizzly Bears"], Bruno=["Sinister Monolith"])
    g.choose_for_triggers(choices={"Luminarch Aspirant (at the beginning of combat on your turn)": ["Grizzly Bears"]})
    g.attack({"Grizzly Bears": "Bruno"})
    assert lines(g.events)[:5] == [
        "506.2 The combat phase begins; Ana is the attacking player and Bruno the defending player.",
        put("Luminarch Aspirant (at the beginning of combat on your turn)", "Ana"),
        ("603.3d Luminarch Aspirant (at the beginning of combat on your turn) targets Grizzly Bears, "
         "as Ana chose."),
        resolves("Luminarch Aspirant (at the beginning of combat on your turn)"),
        "122.6 Grizzly Bears gets 1 +1/+1 counter (now 3/3).",
    ]
    assert lines(g.events)[5] == "508.1a Grizzly Bears attacks Bruno."
    assert life(g, "Ana") == 20


def test_507_beginning_of_combat_drains(board):
    g = board(Ana=["Sinister Monolith", "Grizzly Bears"])
    g.attack({"Grizzly Bears": "Bruno"})
    assert (life(g, "Ana"), life(g, "Bruno")) == (21, 19)


# ---------------------------------------------------------------- other creatures entering (603.6a)
def test_603_6a_a_token_created_attacking_makes_another_creature_you_control_enter(board):
    """Brimaz's Cat Soldier enters attacking as Brimaz's trigger resolves: Champion of
    Lambholt's ability triggers and resolves after it (603.6a, 117.5)."""
    g = board(Ana=["Brimaz, King of Oreskos", "Champion of Lambholt"])
    events = g.attack({"Brimaz, King of Oreskos": "Bruno"}) + all_pass(g)
    assert lines(events)[2:] == [
        put("Brimaz, King of Oreskos (whenever it attacks)", "Ana"),
        resolves("Brimaz, King of Oreskos (whenever it attacks)"),
        "111.1 A token, Cat Soldier, is created under Ana's control.",
        ("508.4 Cat Soldier is attacking Bruno: it was put onto the battlefield attacking, not declared as an "
         "attacker, so abilities that trigger when a creature attacks don't see it and no attack cost is paid."),
        put("Champion of Lambholt (whenever another creature you control enters)", "Ana"),
        resolves("Champion of Lambholt (whenever another creature you control enters)"),
        "122.6 Champion of Lambholt gets 1 +1/+1 counter (now 2/2).",
    ]


def test_603_6a_that_creature_is_the_one_that_entered(board):
    """Ogre Battledriver: the creature put onto the battlefield attacking gets +2/+0 and
    haste; Soul Warden (another creature, anyone's) gains Ana 1 life."""
    g = board(Ana=["Ogre Battledriver", "Grizzly Bears"], Bruno=["Soul Warden"])
    g.attack({"Grizzly Bears": "Bruno"})
    events = g.put_onto_battlefield("Hill Giant", "Ana", attacking="Bruno") + all_pass(g)
    assert lines(events, "603.3") == [
        put("Ogre Battledriver (whenever another creature you control enters)", "Ana"),
        put("Soul Warden (whenever another creature enters)", "Bruno"),
    ]
    assert lines(events, "611") == ["611.2a Hill Giant gets +2/+0 until end of turn (now 5/3).",
                                    "611.2a Hill Giant gains haste until end of turn."]
    assert life(g, "Bruno") == 21


def test_603_6a_ninjutsu_ninja_enters_and_another_creature_triggers(board):
    g = board(Ana=["Grizzly Bears", "Champion of Lambholt"])
    g.set_mana("Ana", "{U}{U}")
    g.attack({"Grizzly Bears": "Bruno"})
    g.block()
    events = g.ninjutsu("Ninja of the Deep Hours", "Ana", "Grizzly Bears") + all_pass(g)
    assert put("Champion of Lambholt (whenever another creature you control enters)", "Ana") in lines(events)
    assert pt(g, "Champion of Lambholt") == (2, 2)


def test_603_6a_when_it_enters_during_combat(board):
    g = board(Ana=["Grizzly Bears"])
    g.attack({"Grizzly Bears": "Bruno"})
    events = g.put_onto_battlefield("Lone Missionary", "Ana", attacking="Bruno") + all_pass(g)
    assert lines(events, "603") == [put("Lone Missionary (when it enters)", "Ana")]
    assert life(g, "Ana") == 24


# ---------------------------------------------------------------- intervening "if" (603.4)
def test_603_4_if_you_control_a_dinosaur_checked_as_it_triggers(board):
    """Tilonalli's Knight: without a Dinosaur it doesn't trigger at all (603.4)."""
    g = board(Ana=["Tilonalli's Knight"])
    assert trigger_of(g, "Tilonalli's Knight").condition == "you control a Dinosaur"
    events = g.attack({"Tilonalli's Knight": "Bruno"}) + all_pass(g)
    assert lines(events, "603") == []
    assert pt(g, "Tilonalli's Knight") == (2, 2)


def test_603_4_if_you_control_a_dinosaur_true(board):
    g = board(Ana=["Tilonalli's Knight", "Raging Swordtooth"])
    events = g.attack({"Tilonalli's Knight": "Bruno"}) + all_pass(g)
    assert lines(events, "603") == [put("Tilonalli's Knight (whenever it attacks)", "Ana")]
    assert pt(g, "Tilonalli's Knight") == (3, 3)


def test_603_4_checked_again_as_it_resolves(board):
    """Scholar of Stars enters attacking with Ornithopter (an artifact) on the
    battlefield: it triggers; Bruno murders Ornithopter in response, so as it resolves
    its condition is false and it does nothing (603.4, 608.2a)."""
    g = board(Ana=["Grizzly Bears", "Ornithopter"])
    g.set_mana("Bruno", "{1}{B}{B}")
    g.attack({"Grizzly Bears": "Bruno"})
    events = g.put_onto_battlefield("Scholar of Stars", "Ana", attacking="Bruno")
    assert lines(events, "603") == [put("Scholar of Stars (when it enters)", "Ana")]
    events = g.cast("Murder", "Bruno", "Ornithopter") + all_pass(g)
    assert lines(events)[1:] == [
        resolves("Murder"),
        "701.8a Ornithopter is destroyed.",
        resolves("Scholar of Stars (when it enters)"),
        "603.4 Scholar of Stars (when it enters) does nothing: its \"if\" condition is no longer true."]


def test_603_4_true_as_it_resolves_draws(board):
    g = board(Ana=["Grizzly Bears", "Ornithopter"])
    g.attack({"Grizzly Bears": "Bruno"})
    events = g.put_onto_battlefield("Scholar of Stars", "Ana", attacking="Bruno") + all_pass(g)
    assert lines(events, "121") == ["121.1 Ana draws 1 card (recorded; hands and libraries are not followed)."]


def test_603_4_another_spirit(board):
    g = board(Ana=["Grizzly Bears", "Apothecary Geist"])
    g.attack({"Grizzly Bears": "Bruno"})
    events = g.put_onto_battlefield("Apothecary Geist", "Ana", attacking="Bruno", id="Geist 2") + all_pass(g)
    assert lines(events, "603") == [put("Geist 2 (when it enters)", "Ana")]
    assert life(g, "Ana") == 23


def test_603_4_another_spirit_not_itself(board):
    g = board(Ana=["Grizzly Bears"])
    g.attack({"Grizzly Bears": "Bruno"})
    events = g.put_onto_battlefield("Apothecary Geist", "Ana", attacking="Bruno") + all_pass(g)
    assert lines(events, "603") == []
    assert life(g, "Ana") == 20


# ---------------------------------------------------------------- the readings
def test_603_readings_of_the_new_events():
    read = {line: oracle_triggers.read_line(line, ["Foo"]) for line in (
        "Whenever a creature you control attacks, it deals 1 damage to defending player.",
        "Whenever one or more creatures you control attack, it gets +1/+0 until end of turn.",
        "Whenever equipped creature attacks, it gains deathtouch until end of turn.",
        "Whenever Foo attacks, if it's your turn, Foo gets +1/+0 until end of turn.",
    )}
    assert [r if r is None else (r[0].when, r[0].condition, r[0].effects.steps[0].who) for r in read.values()] == [
        None,  # the creature deals the damage, not the ability's source: not modeled
        None,  # "it" is no one creature
        ("equipped creature attacks", "", ("@equipped creature",)),
        ("attacks", "it's your turn", ("@it",)),
    ]


# ---------------------------------------------------------------- enters or dies / leaves (603.6a, 603.6c, 603.10a)
def test_603_6c_enters_or_leaves_the_battlefield_both_trigger(board):
    """Aven Riftwatcher (2/3, flying) enters attacking: 2 life; blocked by Serra Angel
    (4/4), it dies and leaves the battlefield: 2 more (603.10a)."""
    g = board(Ana=["Grizzly Bears"], Bruno=["Serra Angel"])
    g.attack({"Grizzly Bears": "Bruno"})
    events = g.put_onto_battlefield("Aven Riftwatcher", "Ana", attacking="Bruno") + all_pass(g)
    assert lines(events, "603") == [put("Aven Riftwatcher (when it enters or leaves the battlefield)", "Ana")]
    assert life(g, "Ana") == 22
    g.block({"Serra Angel": "Aven Riftwatcher"})
    events = g.assign() + all_pass(g)
    assert lines(events, "603") == [put("Aven Riftwatcher (when it enters or leaves the battlefield)", "Ana")]
    assert life(g, "Ana") == 24


def test_700_4_enters_or_dies_on_dying(board):
    """Hunting Moa (3/2) blocks Hill Giant and dies: its counter goes on Ana's Grizzly Bears."""
    g = board(Ana=["Hill Giant"], Bruno=["Hunting Moa", "Grizzly Bears"])
    g.choose_for_triggers(choices={"Hunting Moa (when it enters or dies)": ["Grizzly Bears"]})
    g.attack({"Hill Giant": "Bruno"})
    g.block({"Hunting Moa": "Hill Giant"})
    events = g.assign() + all_pass(g)
    assert lines(events, "603.3") == [put("Hunting Moa (when it enters or dies)", "Bruno"),
                                      "603.3d Hunting Moa (when it enters or dies) targets Grizzly Bears, as Bruno chose."]
    assert lines(events, "122") == ["122.6 Grizzly Bears gets 1 +1/+1 counter (now 3/3)."]


# ---------------------------------------------------------------- you may (603.5)
def test_603_5_you_may_destroy_target_creature_no(board):
    """Overseer of the Damned enters attacking; Ana says no (an empty choice): Hill Giant
    stays."""
    g = board(Ana=["Grizzly Bears"], Bruno=["Hill Giant"])
    g.choose_for_triggers(choices={"Overseer of the Damned (when it enters)": []})
    g.attack({"Grizzly Bears": "Bruno"})
    events = g.put_onto_battlefield("Overseer of the Damned", "Ana", attacking="Bruno") + all_pass(g)
    assert lines(events, "603.5") == [
        "603.5 Ana chooses not to do what Overseer of the Damned (when it enters) says they may do."]
    assert "Hill Giant" in g.state.battlefield


def test_603_5_you_may_destroy_target_creature_yes(board):
    g = board(Ana=["Grizzly Bears"], Bruno=["Hill Giant"])
    g.choose_for_triggers(choices={"Overseer of the Damned (when it enters)": ["Hill Giant"]})
    g.attack({"Grizzly Bears": "Bruno"})
    events = g.put_onto_battlefield("Overseer of the Damned", "Ana", attacking="Bruno") + all_pass(g)
    assert lines(events, "701.8") == ["701.8a Hill Giant is destroyed."]
    assert "Hill Giant" not in g.state.battlefield


def test_603_5_equipped_creature_you_may_draw(board):
    g = board(Ana=["Mask of Riddles", "Grizzly Bears"])
    g.attach("Mask of Riddles", "Grizzly Bears")
    g.attack({"Grizzly Bears": "Bruno"})
    g.block()
    events = g.assign() + all_pass(g)
    assert lines(events, "603.5") + lines(events, "121") == [
        ("603.5 Ana chooses to do what Mask of Riddles (whenever equipped creature deals combat damage to a player) "
         "says they may do."),
        "121.1 Ana draws 1 card (recorded; hands and libraries are not followed).",
    ]


def test_603_spanish_labels_of_the_new_events():
    from mtgjudge.messages import english_stack_label, stack_label

    for en, es in (("Brutal Hordechief (whenever a creature you control attacks)",
                    "Brutal Hordechief (siempre que una criatura que controlas ataque)"),
                   ("Luminarch Aspirant (at the beginning of combat on your turn)",
                    "Luminarch Aspirant (al comienzo del combate en tu turno)"),
                   ("Festering Goblin (when it dies)", "Festering Goblin (cuando muera)"),
                   ("Sword of Hours (whenever equipped creature attacks)",
                    "Sword of Hours (siempre que la criatura equipada ataque)")):
        assert stack_label(en, "es") == es
        assert english_stack_label(es) == en


# ---------------------------------------------------------------- more intervening "if" clauses (603.4)
def test_603_4_another_creature_with_power_4_or_greater_at_beginning_of_combat(board):
    """Nessian Hornbeetle (2/2): with Hill Giant (3/3) only it doesn't trigger; with Craw
    Wurm (6/4) it gets its counter before attackers are declared."""
    g = board(Ana=["Nessian Hornbeetle", "Hill Giant"])
    g.attack({"Hill Giant": "Bruno"})
    assert lines(g.events, "603") == []
    g = board(Ana=["Nessian Hornbeetle", "Craw Wurm"])
    g.attack({"Craw Wurm": "Bruno"})
    assert lines(g.events, "122") == ["122.6 Nessian Hornbeetle gets 1 +1/+1 counter (now 3/3)."]


def test_603_4_three_or_more_creatures(board):
    """Leonin Vanguard counts itself: with two others it gets +1/+1 and Ana gains 1."""
    g = board(Ana=["Leonin Vanguard", "Grizzly Bears", "Hill Giant"])
    g.attack({"Leonin Vanguard": "Bruno"})
    assert trigger_of(g, "Leonin Vanguard").condition == "you control 3 or more creatures"
    assert pt(g, "Leonin Vanguard") == (2, 2)
    assert life(g, "Ana") == 21
    g = board(Ana=["Leonin Vanguard", "Grizzly Bears"])
    g.attack({"Leonin Vanguard": "Bruno"})
    assert (pt(g, "Leonin Vanguard"), life(g, "Ana")) == ((1, 1), 20)


def test_603_4_a_creature_with_power_4_or_greater_on_attack(board):
    g = board(Ana=["Ornery Dilophosaur", "Craw Wurm"])
    g.attack({"Ornery Dilophosaur": "Bruno"})
    all_pass(g)
    assert pt(g, "Ornery Dilophosaur") == (4, 4)


def test_603_4_eight_or_more_lands(board):
    """Kyoshi Warrior Exemplars: eight Forests, creatures Ana controls get +2/+2; seven,
    nothing."""
    for forests, expected in ((8, (6, 5)), (7, (4, 3))):
        g = board(Ana=["Kyoshi Warrior Exemplars", *[("Forest", {"id": f"Forest {i}"}) for i in range(forests)]])
        g.attack({"Kyoshi Warrior Exemplars": "Bruno"})
        all_pass(g)
        assert pt(g, "Kyoshi Warrior Exemplars") == expected


def test_603_4_if_you_control_an_island_you_may_draw(board):
    g = board(Ana=["Shoreline Salvager", "Island"])
    g.attack({"Shoreline Salvager": "Bruno"})
    g.block()
    events = g.assign() + all_pass(g)
    assert lines(events, "121") == ["121.1 Ana draws 1 card (recorded; hands and libraries are not followed)."]
    g = board(Ana=["Shoreline Salvager", "Forest"])
    g.attack({"Shoreline Salvager": "Bruno"})
    g.block()
    events = g.assign() + all_pass(g)
    assert lines(events, "603") == []


# ---------------------------------------------------------------- more events on real cards
def test_508_3a_another_creature_you_control_attacks_not_itself(board):
    """Stonehoof Chieftain attacks with Grizzly Bears: one trigger, for the Bears, which
    gain trample and indestructible."""
    g = board(Ana=["Stonehoof Chieftain", "Grizzly Bears"])
    events = g.attack({"Stonehoof Chieftain": "Bruno", "Grizzly Bears": "Bruno"}) + all_pass(g)
    assert lines(events, "603") == [put("Stonehoof Chieftain (whenever another creature you control attacks)", "Ana")]
    bears = g.state.battlefield["Grizzly Bears"]
    assert (bears.has("trample"), bears.has("indestructible")) == (True, True)


def test_508_3a_another_creature_you_control_attacks_gets_toughness(board):
    g = board(Ana=["Glory Bearers", "Grizzly Bears"])
    g.attack({"Glory Bearers": "Bruno", "Grizzly Bears": "Bruno"})
    all_pass(g)
    assert (pt(g, "Grizzly Bears"), pt(g, "Glory Bearers")) == ((2, 3), (3, 4))


def test_510_3a_deals_combat_damage_to_a_player_or_planeswalker(board):
    """Dreadhorde Butcher (1/1, haste) attacks Bruno's Jace Beleren: a +1/+1 counter."""
    g = board(Ana=["Dreadhorde Butcher"], Bruno=["Jace Beleren"])
    g.attack({"Dreadhorde Butcher": "Jace Beleren"})
    g.block()
    events = g.assign() + all_pass(g)
    assert lines(events, "603") == [
        put("Dreadhorde Butcher (whenever it deals combat damage to a player or planeswalker)", "Ana")]
    assert pt(g, "Dreadhorde Butcher") == (2, 2)


def test_510_3a_deals_combat_damage_to_a_player_or_planeswalker_not_a_creature(board):
    g = board(Ana=["Psychic Frog"], Bruno=["Wall of Wood"])
    g.attack({"Psychic Frog": "Bruno"})
    g.block({"Wall of Wood": "Psychic Frog"})
    events = g.assign() + all_pass(g)
    assert lines(events, "603") == []


def test_603_6a_scenario_enters_entry_triggers(judge_yaml):
    """A creature a scenario's ``enters:`` puts onto the battlefield attacking triggers
    Champion of Lambholt, and Lone Missionary's own enters ability."""
    from conftest import lines as ruling_lines

    r = judge_yaml("""\
        active: Ana
        players: {Ana: {}, Bruno: {}}
        battlefield: {Ana: [Grizzly Bears, Champion of Lambholt]}
        attack: {Grizzly Bears: Bruno}
        enters: [{card: Lone Missionary, attacking: Bruno, step: declare attackers}]
        """)
    assert ruling_lines(r, "603.3") == [
        "603.3b Ana puts their triggered abilities on the stack in the order listed, since no order was given: "
        "Champion of Lambholt (whenever another creature you control enters), Lone Missionary (when it enters) "
        "(the last resolves first).",
        put("Champion of Lambholt (whenever another creature you control enters)", "Ana"),
        put("Lone Missionary (when it enters)", "Ana"),
    ]
    assert r.state.players["Ana"].life == 24
    assert r.state.battlefield["Champion of Lambholt"].power == 2
    assert r.state.players["Bruno"].life == 16  # Bears 2, Missionary 2, unblocked


def test_510_3a_enchanted_creature_deals_combat_damage_to_an_opponent(board):
    """Sleeper's Robe on Grizzly Bears: 2 damage to Bruno, Ana may draw (and does)."""
    g = board(Ana=["Sleeper's Robe", "Grizzly Bears"])
    g.attach("Sleeper's Robe", "Grizzly Bears")
    g.attack({"Grizzly Bears": "Bruno"})
    g.block()
    events = g.assign() + all_pass(g)
    assert lines(events, "603.3") == [
        put("Sleeper's Robe (whenever enchanted creature deals combat damage to an opponent)", "Ana")]
    assert lines(events, "121") == ["121.1 Ana draws 1 card (recorded; hands and libraries are not followed)."]
    assert life(g, "Bruno") == 18


def test_603_4_two_or_more_gates_a_plural_subtype(board):
    """Saruli Gatekeepers enters attacking: with two Gates Ana gains 7, with one nothing."""
    for gates, expected in ((("Azorius Guildgate", "Selesnya Guildgate"), 27), (("Azorius Guildgate", "Forest"), 20)):
        g = board(Ana=["Grizzly Bears", *gates])
        g.attack({"Grizzly Bears": "Bruno"})
        g.put_onto_battlefield("Saruli Gatekeepers", "Ana", attacking="Bruno")
        all_pass(g)
        assert life(g, "Ana") == expected


def test_603_readings_show_subtype_condition_and_choice(db):
    """The card's readings say what the engine holds: the creature type a group is
    narrowed to, the intervening "if" (603.4), "you may" (603.5), and who "it" is."""
    from mtgjudge.oracle import compile_card

    def reading(name, lang="en"):
        return next(a for a in compile_card(db.get(name)).abilities
                    if isinstance(a, OracleTrigger)).reading().render(lang)

    assert reading("Kragma Warcaller") == (
        "trigger: a creature you control attacks (once for each) (only a Minotaur) (508.3a) → that creature "
        "gets +2/+0 until end of turn (layer 7c, 611.2a)")
    assert reading("Tilonalli's Knight") == (
        "trigger: it attacks, if \u201cyou control a Dinosaur\u201d (checked as it triggers and again as it "
        "resolves, 603.4) (508.3a) → it gets +1/+1 until end of turn (layer 7c, 611.2a)")
    assert reading("Shadowmage Infiltrator").endswith(", if its controller chooses to (603.5)")
    assert reading("Sword of Hours") == (
        "trigger: equipped creature attacks (508.3a) → put 1 +1/+1 counter on the equipped creature (122.6)")
    assert reading("Sword of Hours", "es") == (
        "disparo: la criatura equipada ataca (508.3a) → pon 1 contador +1/+1 sobre la criatura equipada (122.6)")


def test_603_10_equipped_creature_that_dies_of_the_damage_it_deals_still_triggers(board):
    """603.2, 704.5n: Colossal Dreadmaw (6/6 trample, 7/6 with Specter's Shroud) assigns 4
    to Craw Wurm and 3 to Bruno and dies of the Wurm's 6; the Shroud is unattached by a
    state-based action before its trigger goes on the stack, but it was attached when the
    damage was dealt: Bruno discards."""
    g = board(Ana=["Specter's Shroud", "Colossal Dreadmaw"], Bruno=["Craw Wurm"])
    g.attach("Specter's Shroud", "Colossal Dreadmaw")
    g.attack({"Colossal Dreadmaw": "Bruno"})
    g.block({"Craw Wurm": "Colossal Dreadmaw"})
    events = g.assign({"Colossal Dreadmaw": {"Craw Wurm": 4, "Bruno": 3}}) + all_pass(g)
    assert "Colossal Dreadmaw" not in g.state.battlefield
    assert g.state.battlefield["Specter's Shroud"].attached_to is None
    assert len(lines(events, "704.5n")) == 1
    assert lines(events, "603") == [
        put("Specter's Shroud (whenever equipped creature deals combat damage to a player)", "Ana")]
    assert lines(events, "701.9") == ["701.9a Bruno discards 1 card (recorded; hands are not followed)."]
    assert life(g, "Bruno") == 17
