"""CR 702: the combat keyword abilities that are triggered abilities, with real cards
and exact values: battle cry, exalted, bushido, flanking, rampage, afflict, annihilator,
melee, myriad, mentor, training, dethrone, renown, prowess.

Triggered abilities go on the stack after the turn-based action that triggered them
(603.3b) and resolve when all players pass (405.5, ``all_pass``); the events are checked
as "<rule> <text>" lines.
"""

from __future__ import annotations

from conftest import all_pass, put, resolves
from conftest import event_lines as lines

from mtgjudge.cr import r603_triggered_abilities as r603
from mtgjudge.events import Event


def pt(g, pid):
    p = g.state.battlefield[pid]
    return p.power, p.toughness


# ---------------------------------------------------------------- 702.83 exalted
def test_702_83a_exalted_with_a_lone_attacker(board):
    """Issue 10.6: two exalted instances, one lone attacker: +2/+2 until end of turn."""
    g = board(Ana=["Grizzly Bears", "Akrasan Squire", "Outrider of Jhess"], Bruno=["Hill Giant"])
    events = g.attack({"Grizzly Bears": "Bruno"}) + all_pass(g)
    assert lines(events)[2:] == [
        ("603.3b Ana puts their triggered abilities on the stack in the order listed, since no order "
         "was given: Exalted (Akrasan Squire), Exalted (Outrider of Jhess) (the last resolves first)."),
        put("Exalted (Akrasan Squire)", "Ana"),
        put("Exalted (Outrider of Jhess)", "Ana"),
        resolves("Exalted (Outrider of Jhess)"),
        "702.83a Grizzly Bears gets +1/+1 until end of turn (now 3/3).",
        resolves("Exalted (Akrasan Squire)"),
        "702.83a Grizzly Bears gets +1/+1 until end of turn (now 4/4).",
    ]
    g.block({"Hill Giant": "Grizzly Bears"})
    g.assign()
    # 4/4 against a 3/3: the Giant dies, the Bears survive with 3 damage.
    assert "Hill Giant" in g.state.graveyard
    assert g.state.battlefield["Grizzly Bears"].damage == 3


def test_702_83b_exalted_does_not_trigger_for_two_attackers(board):
    g = board(Ana=["Grizzly Bears", "Akrasan Squire"])
    events = g.attack({"Grizzly Bears": "Bruno", "Akrasan Squire": "Bruno"}) + all_pass(g)
    assert lines(events, "60") == []
    assert pt(g, "Grizzly Bears") == (2, 2)


def test_702_83a_exalted_of_the_opponent_does_not_trigger(board):
    g = board(Ana=["Grizzly Bears"], Bruno=["Akrasan Squire"])
    g.attack({"Grizzly Bears": "Bruno"})
    assert pt(g, "Grizzly Bears") == (2, 2)


# ---------------------------------------------------------------- 702.91 battle cry
def test_702_91a_battle_cry_pumps_each_other_attacker(board):
    g = board(Ana=["Goblin Wardriver", "Grizzly Bears"])
    events = g.attack({"Goblin Wardriver": "Bruno", "Grizzly Bears": "Bruno"}) + all_pass(g)
    assert "702.91a Grizzly Bears gets +1/+0 until end of turn (now 3/2)." in lines(events)
    assert pt(g, "Grizzly Bears") == (3, 2) and pt(g, "Goblin Wardriver") == (2, 2)
    g.block({})
    g.assign()
    assert g.state.players["Bruno"].life == 15


# ---------------------------------------------------------------- 702.45 bushido
def test_702_45a_bushido_when_blocked(board):
    """Issue 10.6: Samurai Enforcers (4/4, bushido 2) blocked by a Hill Giant becomes 6/6."""
    g = board(Ana=["Samurai Enforcers"], Bruno=["Hill Giant"])
    g.attack({"Samurai Enforcers": "Bruno"})
    events = g.block({"Hill Giant": "Samurai Enforcers"}) + all_pass(g)
    assert lines(events)[-3:] == [
        put("Bushido 2 (Samurai Enforcers)", "Ana"),
        resolves("Bushido 2 (Samurai Enforcers)"),
        "702.45a Samurai Enforcers gets +2/+2 until end of turn (now 6/6).",
    ]
    g.assign()
    assert "Hill Giant" in g.state.graveyard
    assert g.state.battlefield["Samurai Enforcers"].damage == 3


def test_702_45a_bushido_when_blocking(board):
    g = board(Ana=["Grizzly Bears"], Bruno=["Jade Avenger"])
    g.attack({"Grizzly Bears": "Bruno"})
    g.block({"Jade Avenger": "Grizzly Bears"})
    all_pass(g)
    assert pt(g, "Jade Avenger") == (4, 4)
    g.assign()
    assert "Grizzly Bears" in g.state.graveyard and g.state.battlefield["Jade Avenger"].damage == 2


def test_702_45a_bushido_unblocked_does_not_trigger(board):
    g = board(Ana=["Samurai Enforcers"])
    g.attack({"Samurai Enforcers": "Bruno"})
    events = g.block({}) + all_pass(g)
    assert lines(events, "60") == [] and pt(g, "Samurai Enforcers") == (4, 4)


# ---------------------------------------------------------------- 702.25 flanking
def test_702_25a_flanking_shrinks_the_blocker(board):
    """Issue 10.6: Benalish Cavalry blocked by Grizzly Bears: the Bears become 1/1, die in
    combat, and deal only 1 damage."""
    g = board(Ana=["Benalish Cavalry"], Bruno=["Grizzly Bears"])
    g.attack({"Benalish Cavalry": "Bruno"})
    events = g.block({"Grizzly Bears": "Benalish Cavalry"}) + all_pass(g)
    assert lines(events)[-1] == "702.25a Grizzly Bears gets -1/-1 until end of turn (now 1/1)."
    g.assign()
    assert "Grizzly Bears" in g.state.graveyard
    assert g.state.battlefield["Benalish Cavalry"].damage == 1


def test_702_25a_flanking_kills_a_one_toughness_blocker_before_damage(board):
    g = board(Ana=["Benalish Cavalry"], Bruno=["Llanowar Elves"])
    g.attack({"Benalish Cavalry": "Bruno"})
    events = g.block({"Llanowar Elves": "Benalish Cavalry"}) + all_pass(g)
    assert lines(events)[-3:] == [
        "702.25a Llanowar Elves gets -1/-1 until end of turn (now 0/0).",
        "704.5f Llanowar Elves has toughness 0 and is put into its owner's graveyard.",
        "506.4 Llanowar Elves left the battlefield and is removed from combat.",
    ]
    assert "Benalish Cavalry" in g.state.combat.blocked  # it stays blocked (509.1h)
    g.assign()
    assert g.state.players["Bruno"].life == 20


def test_702_25a_flanking_ignores_a_blocker_with_flanking(board):
    g = board(Ana=["Benalish Cavalry"], Bruno=["Mtenda Herder"])
    g.attack({"Benalish Cavalry": "Bruno"})
    events = g.block({"Mtenda Herder": "Benalish Cavalry"}) + all_pass(g)
    assert lines(events, "60") == [] and pt(g, "Mtenda Herder") == (1, 1)


# ---------------------------------------------------------------- 702.23 rampage
def test_702_23a_rampage_counts_blockers_beyond_the_first(board):
    g = board(Ana=["Wolverine Pack"], Bruno=["Grizzly Bears", "Llanowar Elves", "Hill Giant"])
    g.attack({"Wolverine Pack": "Bruno"})
    events = g.block({"Grizzly Bears": "Wolverine Pack", "Llanowar Elves": "Wolverine Pack",
                      "Hill Giant": "Wolverine Pack"})
    events += all_pass(g)
    assert lines(events)[-1] == "702.23a Wolverine Pack gets +4/+4 until end of turn (now 6/8)."


def test_702_23a_rampage_one_blocker_no_bonus(board):
    g = board(Ana=["Wolverine Pack"], Bruno=["Grizzly Bears"])
    g.attack({"Wolverine Pack": "Bruno"})
    events = g.block({"Grizzly Bears": "Wolverine Pack"}) + all_pass(g)
    assert lines(events)[-1] == "702.23a Wolverine Pack is blocked by only one creature: rampage gives no bonus."
    assert pt(g, "Wolverine Pack") == (2, 4)


# ---------------------------------------------------------------- 702.130 afflict
def test_702_130a_afflict_defending_player_loses_life(board):
    g = board(Ana=["Manticore Eternal"], Bruno=["Grizzly Bears"])
    g.attack({"Manticore Eternal": "Bruno"})
    events = g.block({"Grizzly Bears": "Manticore Eternal"}) + all_pass(g)
    assert lines(events)[-1] == "702.130a Bruno loses 3 life (17 left)."
    assert g.state.players["Bruno"].life == 17


# ---------------------------------------------------------------- 702.86 annihilator
def test_702_86a_annihilator_first_listed_without_a_choice(board):
    g = board(Ana=["Ulamog's Crusher"], Bruno=["Forest", "Grizzly Bears", "Hill Giant"])
    events = g.attack({"Ulamog's Crusher": "Bruno"}) + all_pass(g)
    assert lines(events)[-4:] == [
        resolves("Annihilator 2 (Ulamog's Crusher)"),
        "702.86a Bruno sacrifices 2 permanents; no choice was given, so the first listed: Forest, Grizzly Bears.",
        "701.21a Bruno sacrifices Forest; it is put into its owner's graveyard.",
        "701.21a Bruno sacrifices Grizzly Bears; it is put into its owner's graveyard.",
    ]
    assert set(g.state.battlefield) == {"Ulamog's Crusher", "Hill Giant"}
    assert g.state.graveyard == ["Forest", "Grizzly Bears"]


def test_702_86a_annihilator_sacrifices_the_chosen_permanents(board):
    g = board(Ana=["Ulamog's Crusher"], Bruno=["Forest", "Grizzly Bears", "Hill Giant"])
    g.choose_for_triggers(choices={"Annihilator 2 (Ulamog's Crusher)": ["Forest", "Hill Giant"]})
    events = g.attack({"Ulamog's Crusher": "Bruno"}) + all_pass(g)
    assert "702.86a Bruno sacrifices 2 permanents, as they chose: Forest, Hill Giant." in lines(events)
    assert set(g.state.battlefield) == {"Ulamog's Crusher", "Grizzly Bears"}


# ---------------------------------------------------------------- 702.121 melee
def test_702_121a_melee_counts_the_opponent_attacked(board):
    g = board(Ana=["Wings of the Guard"])
    events = g.attack({"Wings of the Guard": "Bruno"}) + all_pass(g)
    assert lines(events)[-1] == "702.121a Wings of the Guard gets +1/+1 until end of turn (now 2/2)."


# ---------------------------------------------------------------- 702.116 myriad
def test_702_116a_myriad_two_players_does_nothing(board):
    g = board(Ana=["Wyrm's Crossing Patrol"])
    events = g.attack({"Wyrm's Crossing Patrol": "Bruno"}) + all_pass(g)
    assert lines(events)[-1] == ("702.116a Wyrm's Crossing Patrol's myriad does nothing: there is no "
                                 "opponent other than the defending player.")
    assert len(g.state.battlefield) == 1


def _four(db, *items):
    from mtgjudge import Game

    g = Game({"Ana": 40, "Bruno": 40, "Carla": 40, "Dario": 40}, "Ana", db=db)
    for name, player in items:
        g.add(name, player)
    return g


HERALD = "Myriad (Herald of the Host)"


def test_702_116a_myriad_four_players_token_copies_attack_the_other_opponents(db):
    """Herald of the Host (4/4 flying, vigilance, myriad) attacks Bruno: a token copy,
    tapped and attacking, for Carla and for Dario (508.4: put onto the battlefield
    attacking, never declared); each deals 4; the tokens are exiled at end of combat."""
    g = _four(db, ("Herald of the Host", "Ana"), ("Jace Beleren", "Carla"))
    events = g.attack({"Herald of the Host": "Bruno"}) + all_pass(g)
    assert lines(events)[2:] == [
        put(HERALD, "Ana"),
        resolves(HERALD),
        "111.1 A token, Herald of the Host #2, is created tapped under Ana's control.",
        ("508.4 Herald of the Host #2 is attacking Carla: it was put onto the battlefield attacking, not "
         "declared as an attacker, so abilities that trigger when a creature attacks don't see it and no "
         "attack cost is paid."),
        "111.1 A token, Herald of the Host #3, is created tapped under Ana's control.",
        ("508.4 Herald of the Host #3 is attacking Dario: it was put onto the battlefield attacking, not "
         "declared as an attacker, so abilities that trigger when a creature attacks don't see it and no "
         "attack cost is paid."),
        "603.7 Myriad (Herald of the Host): Herald of the Host #2 and Herald of the Host #3 will be exiled at end of combat.",
    ]
    assert g.state.combat.attacking == {"Herald of the Host": "Bruno", "Herald of the Host #2": "Carla",
                                        "Herald of the Host #3": "Dario"}
    assert g.state.battlefield["Herald of the Host #2"].tapped
    assert g.state.combat.defenders["Herald of the Host #3"] == "Dario"
    g.block({})
    events = g.assign({})
    assert [g.state.players[p].life for p in ("Ana", "Bruno", "Carla", "Dario")] == [40, 36, 36, 36]
    assert lines(events)[-7:-1] == [
        put("Myriad: exile the tokens (Herald of the Host)", "Ana"),
        resolves("Myriad: exile the tokens (Herald of the Host)"),
        "701.13a Herald of the Host #2 is exiled.",
        "506.4 Herald of the Host #2 left the battlefield and is removed from combat.",
        "701.13a Herald of the Host #3 is exiled.",
        "506.4 Herald of the Host #3 left the battlefield and is removed from combat.",
    ]
    assert list(g.state.battlefield) == ["Herald of the Host", "Jace Beleren"]
    assert g.state.exile == ["Herald of the Host #2", "Herald of the Host #3"]


def test_702_116a_myriad_copy_attacks_a_planeswalker_or_isn_t_made(db):
    """Ana chooses: the copy for Carla attacks Carla's Jace Beleren (3 loyalty); none for
    Dario ("you may"). Carla may block only what attacks her or her planeswalker (509.1a)."""
    g = _four(db, ("Herald of the Host", "Ana"), ("Jace Beleren", "Carla"), ("Wind Drake", "Carla"),
              ("Wind Drake", "Dario"))
    g.choose_for_triggers(choices={HERALD: ["Jace Beleren"]})
    events = g.attack({"Herald of the Host": "Bruno"}) + all_pass(g)
    assert "702.116a Ana creates no token copy of Herald of the Host attacking Dario (myriad: \"you may\")." \
        in lines(events)
    assert g.state.combat.attacking == {"Herald of the Host": "Bruno", "Herald of the Host #2": "Jace Beleren"}
    assert not g.is_legal(_block({"Wind Drake #2": "Herald of the Host #2"}))  # Dario's Drake
    g.block({})
    g.assign({})
    assert "Jace Beleren" not in g.state.battlefield  # 4 damage, 3 loyalty (704.5i)
    assert g.state.players["Carla"].life == 40 and "Herald of the Host #2" in g.state.exile


def _block(blocks):
    from mtgjudge import BlockDeclaration

    return BlockDeclaration.of(blocks)


def test_702_116a_805_10e_myriad_two_headed_giant_copy_attacks_the_teammate(db):
    """CR 702.116a, 805.10e: in Two-Headed Giant "defending player" for an attacking
    creature's ability is the one player it attacks (Carla), not the whole defending
    team: Dario is an opponent other than the defending player, so Herald of the Host's
    copy attacks Dario; the team's shared life takes 4 + 4 (30 -> 22, 810.9)."""
    from mtgjudge import Game

    g = Game({"Ana": 30, "Bruno": 30, "Carla": 30, "Dario": 30},
             teams=[["Ana", "Bruno"], ["Carla", "Dario"]], db=db)
    g.add("Herald of the Host", "Ana")
    events = g.attack({"Herald of the Host": "Carla"}) + all_pass(g)
    assert "111.1 A token, Herald of the Host #2, is created tapped under Ana's control." in lines(events)
    assert g.state.combat.attacking == {"Herald of the Host": "Carla", "Herald of the Host #2": "Dario"}
    assert g.state.combat.defenders == {"Herald of the Host": "Carla", "Herald of the Host #2": "Dario"}
    g.block({})
    g.assign({})
    assert [g.state.players[p].life for p in ("Ana", "Bruno", "Carla", "Dario")] == [30, 30, 22, 22]
    assert g.state.exile == ["Herald of the Host #2"]


def test_702_116a_myriad_two_player_game_makes_no_copy(board):
    """CR 702.116a: with two players the defending player is the only opponent: no copy."""
    g = board(Ana=["Herald of the Host"])
    events = g.attack({"Herald of the Host": "Bruno"}) + all_pass(g)
    assert lines(events)[-1] == ("702.116a Herald of the Host's myriad does nothing: there is no "
                                 "opponent other than the defending player.")


# ---------------------------------------------------------------- 702.134 mentor
def test_702_134a_mentor_counter_on_a_smaller_attacker(board):
    g = board(Ana=["Blade Instructor", "Grizzly Bears"])
    events = g.attack({"Blade Instructor": "Bruno", "Grizzly Bears": "Bruno"}) + all_pass(g)
    assert lines(events)[-4:] == [
        put("Mentor (Blade Instructor)", "Ana"),
        "603.3d Mentor (Blade Instructor) targets Grizzly Bears: Ana gave no target, so the first legal one listed is taken.",
        resolves("Mentor (Blade Instructor)"),
        "702.134a Grizzly Bears gets 1 +1/+1 counter (now 3/3).",
    ]


def test_702_134a_mentor_chosen_target(board):
    g = board(Ana=["Blade Instructor", "Grizzly Bears", "Llanowar Elves"])
    g.choose_for_triggers(choices={"Mentor (Blade Instructor)": ["Llanowar Elves"]})
    g.attack({"Blade Instructor": "Bruno", "Grizzly Bears": "Bruno", "Llanowar Elves": "Bruno"})
    all_pass(g)
    assert pt(g, "Llanowar Elves") == (2, 2) and pt(g, "Grizzly Bears") == (2, 2)


def test_702_134a_mentor_without_legal_target_is_removed_from_the_stack(board):
    """Blade Instructor (2/1, mentor) with Hill Giant (3/3): no attacking creature has
    less power, so mentor triggers and is removed from the stack (603.3d)."""
    g = board(Ana=["Blade Instructor", "Hill Giant"])
    events = g.attack({"Blade Instructor": "Bruno", "Hill Giant": "Bruno"}) + all_pass(g)
    assert lines(events, "60") == [
        "603.3 Mentor (Blade Instructor) triggers and is put on the stack (controlled by Ana).",
        "603.3d Mentor (Blade Instructor) has no legal target, so it is removed from the stack and does nothing.",
    ]
    assert g.stack == () and g.state.battlefield["Hill Giant"].power == 3


# ---------------------------------------------------------------- 702.149 training
def test_702_149a_training_with_a_bigger_attacker(board):
    g = board(Ana=["Rural Recruit", "Grizzly Bears"])
    events = g.attack({"Rural Recruit": "Bruno", "Grizzly Bears": "Bruno"}) + all_pass(g)
    assert lines(events)[-1] == "702.149a Rural Recruit gets 1 +1/+1 counter (now 2/2)."


def test_702_149a_training_alone_does_not_trigger(board):
    g = board(Ana=["Rural Recruit"])
    events = g.attack({"Rural Recruit": "Bruno"}) + all_pass(g)
    assert lines(events, "60") == [] and pt(g, "Rural Recruit") == (1, 1)


# ---------------------------------------------------------------- 702.105 dethrone
def test_702_105a_dethrone_tied_for_most_life(board):
    g = board(Ana=["Enraged Revolutionary"])
    events = g.attack({"Enraged Revolutionary": "Bruno"}) + all_pass(g)
    assert lines(events)[-1] == "702.105a Enraged Revolutionary gets 1 +1/+1 counter (now 3/2)."


def test_702_105a_dethrone_not_the_most_life(board):
    g = board(Ana=["Enraged Revolutionary"], life={"Ana": 20, "Bruno": 12})
    events = g.attack({"Enraged Revolutionary": "Bruno"}) + all_pass(g)
    assert lines(events, "60") == [] and pt(g, "Enraged Revolutionary") == (2, 1)


# ---------------------------------------------------------------- 702.112 renown
def test_702_112a_renown_after_combat_damage_to_a_player(board):
    g = board(Ana=["Knight of the Pilgrim's Road"])
    g.attack({"Knight of the Pilgrim's Road": "Bruno"})
    g.block({})
    events = g.assign()
    assert lines(events)[-4:-1] == [
        resolves("Renown 1 (Knight of the Pilgrim's Road)"),
        "702.112a Knight of the Pilgrim's Road gets 1 +1/+1 counter (now 4/3).",
        "702.112b Knight of the Pilgrim's Road becomes renowned.",
    ]
    assert g.state.players["Bruno"].life == 17
    assert g.state.battlefield["Knight of the Pilgrim's Road"].renowned


def test_702_112a_renown_not_when_already_renowned(board):
    g = board(Ana=["Knight of the Pilgrim's Road"])
    g.state.battlefield["Knight of the Pilgrim's Road"].renowned = True
    g.attack({"Knight of the Pilgrim's Road": "Bruno"})
    g.block({})
    events = g.assign()
    assert lines(events, "60") == [] and pt(g, "Knight of the Pilgrim's Road") == (3, 2)


# ---------------------------------------------------------------- 702.108 prowess
def test_702_108a_prowess_triggers_on_a_noncreature_spell_of_its_controller(board):
    g = board(Ana=["Monastery Swiftspear"])
    g.begin_combat()
    from mtgjudge.engine.happenings import SpellCast

    cast = SpellCast("Ana", "Shock", creature=False)
    found = r603.collect(g.state, [cast])
    assert [o.id for o in found] == ["Prowess (Monastery Swiftspear)"]
    assert r603.collect(g.state, [SpellCast("Bruno", "Shock", creature=False)]) == []
    assert r603.collect(g.state, [SpellCast("Ana", "Grizzly Bears", creature=True)]) == []
    # 117.5, 603.3: cast for real, prowess goes on the stack above Shock and resolves first.
    events = g.cast("Shock", "Ana", "Bruno")
    assert lines(events) == [
        "601.2 Ana casts Shock targeting Bruno, paying {R}; it goes on the stack.",
        put("Prowess (Monastery Swiftspear)", "Ana")]
    assert [o.id for o in g.stack] == ["Shock", "Prowess (Monastery Swiftspear)"]
    assert lines(g.pass_priority())[0] == resolves("Prowess (Monastery Swiftspear)")
    assert pt(g, "Monastery Swiftspear") == (2, 3) and g.state.players["Bruno"].life == 20
    g.pass_priority()
    assert g.state.players["Bruno"].life == 18


def test_702_134a_mentor_target_checked_again_on_resolution(board):
    """Battle cry resolves first (put on the stack last): Grizzly Bears 3/2 and Blade
    Instructor 4/1. The target's power (3) is still less than the Instructor's (4), so
    mentor resolves (608.2b) and the Bears become 4/3."""
    g = board(Ana=["Blade Instructor", "Goblin Wardriver", "Grizzly Bears"])
    g.choose_for_triggers(choices={"Mentor (Blade Instructor)": ["Grizzly Bears"]})
    events = g.attack({"Blade Instructor": "Bruno", "Goblin Wardriver": "Bruno", "Grizzly Bears": "Bruno"}) + all_pass(g)
    assert lines(events)[-2:] == [resolves("Mentor (Blade Instructor)"),
                                  "702.134a Grizzly Bears gets 1 +1/+1 counter (now 4/3)."]


def test_702_116a_myriad_choices_in_a_scenario(judge_yaml):
    """A scenario's ``triggers.choices`` names what each copy attacks: Dario's Jace
    Beleren and Carla herself."""
    from conftest import lines as ruling_lines

    r = judge_yaml("""\
        active: Ana
        players: {Ana: {life: 40}, Bruno: {life: 40}, Carla: {life: 40}, Dario: {life: 40}}
        battlefield:
          Ana: [Herald of the Host]
          Dario: [Jace Beleren]
        triggers:
          choices: {"Myriad (Herald of the Host)": [Jace Beleren, Carla]}
        attack: {Herald of the Host: Bruno}
        block: {}
        """)
    assert r.legal
    assert [ln for ln in ruling_lines(r, "508.4") if "is attacking" in ln] == [
        ("508.4 Herald of the Host #2 is attacking Carla: it was put onto the battlefield attacking, not "
         "declared as an attacker, so abilities that trigger when a creature attacks don't see it and no "
         "attack cost is paid."),
        ("508.4 Herald of the Host #3 is attacking Jace Beleren: it was put onto the battlefield attacking, "
         "not declared as an attacker, so abilities that trigger when a creature attacks don't see it and "
         "no attack cost is paid."),
    ]
    assert [r.state.players[p].life for p in ("Bruno", "Carla", "Dario")] == [36, 36, 40]
    assert "Jace Beleren" not in r.state.battlefield
