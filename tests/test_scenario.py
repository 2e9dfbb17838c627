"""Scenario files: validation errors with file, line and field; names; inference."""

from __future__ import annotations

import textwrap

import pytest

from conftest import checked
from mtgjudge import ScenarioError
from mtgjudge.scenario import Scenario, judge


def run(text, db, refused: str | None = None):
    """The ruling, checked: legal, or refused citing ``refused`` (conftest.checked)."""
    return checked(judge(Scenario.from_yaml(textwrap.dedent(text), "t.yaml"), db), refused)


BASE = """\
active: Ana
players: {Ana: {life: 20}, Bruno: {life: 20}}
"""


def test_510_1c_scenario_judges_the_seed_example(db):
    r = run(BASE + """\
battlefield:
  Ana: [Elvish Regrower]
  Bruno: [Vampire Spawn, Helpful Hunter]
attack: {Elvish Regrower: Bruno}
block: {Vampire Spawn: Elvish Regrower, Helpful Hunter: Elvish Regrower}
assign: {Elvish Regrower: {Helpful Hunter: 3, Vampire Spawn: 1}}
""", db)
    assert r.legal
    assert r.state.graveyard == ["Elvish Regrower", "Helpful Hunter"]
    assert r.state.battlefield["Vampire Spawn"].damage == 1
    assert r.not_modeled == [("Elvish Regrower", "When this creature enters, return target permanent card "
                                                  "from your graveyard to your hand.")]


def test_733_illegal_assignment_leaves_state_before_it(db):
    r = run(BASE + """\
battlefield: {Ana: [Elvish Regrower], Bruno: [Vampire Spawn, Helpful Hunter]}
attack: {Elvish Regrower: Bruno}
block: {Vampire Spawn: Elvish Regrower, Helpful Hunter: Elvish Regrower}
assign: {Elvish Regrower: {Helpful Hunter: 1, Vampire Spawn: 1, Bruno: 2}}
""", db, refused="510.1c")
    assert not r.legal and r.error.rule == "510.1c"
    assert r.state.step.value == "declare blockers"
    assert r.state.graveyard == [] and r.state.players["Bruno"].life == 20
    assert r.to_dict()["error"]["rule"] == "510.1c"


def test_scenario_error_names_line_and_field(db):
    with pytest.raises(ScenarioError) as e:
        Scenario.from_yaml(BASE + "battlefield:\n  Ana:\n    - {name: Bear, power: two, toughness: 2}\n", "t.yaml")
    loc, msg = e.value.problems[0]
    assert loc.startswith("t.yaml:5 battlefield.Ana[0]")
    assert loc.endswith("power")
    assert msg == "should be a whole number"


def test_scenario_unknown_field(db):
    with pytest.raises(ScenarioError) as e:
        Scenario.from_yaml(BASE + "atack: {Bear: Bruno}\n", "t.yaml")
    assert e.value.problems == [("t.yaml:3 atack", "unknown field. Did you mean \"attack\"?")]


def test_scenario_malformed_yaml():
    with pytest.raises(ScenarioError) as e:
        Scenario.from_yaml("active: Ana\nplayers: {Ana: [\n", "bad.yaml")
    assert e.value.problems[0][0].startswith("bad.yaml:")


def test_scenario_unknown_card_suggests(db):
    with pytest.raises(ScenarioError) as e:
        run(BASE + "battlefield: {Ana: [Grizly Bears]}\n", db)
    loc, msg = e.value.problems[0]
    assert loc == "t.yaml:3 battlefield.Ana[0]"
    assert 'Did you mean "Grizzly Bears"' in msg


def test_scenario_two_cards_with_the_same_name(db):
    r = run(BASE + """\
battlefield:
  Ana: [Grizzly Bears, Grizzly Bears]
  Bruno: [Hill Giant]
attack: {"Grizzly Bears #1": Bruno, "Grizzly Bears #2": Bruno}
block: {Hill Giant: "Grizzly Bears #2"}
""", db)
    assert r.legal
    assert r.state.players["Bruno"].life == 18
    assert r.state.graveyard == ["Grizzly Bears #2"]


def test_scenario_ambiguous_name_is_an_error(db):
    with pytest.raises(ScenarioError) as e:
        run(BASE + "battlefield: {Ana: [Grizzly Bears, Grizzly Bears]}\nattack: {Grizzly Bears: Bruno}\n", db)
    assert '"Grizzly Bears #1" or "Grizzly Bears #2"' in e.value.problems[0][1]


def test_scenario_custom_creature_and_counters(db):
    r = run(BASE + """\
battlefield:
  Ana:
    - {name: Soldier Token, power: 1, toughness: 1, keywords: [flying]}
    - {card: Grizzly Bears, id: Bear A, counters: {"+1/+1": 2}}
  Bruno: []
attack: {Soldier Token: Bruno, Bear A: Bruno}
""", db)
    assert r.state.players["Bruno"].life == 20 - 1 - 4


def test_scenario_sick_creature_attack_is_illegal(db):
    r = run(BASE + "battlefield: {Ana: [{card: Grizzly Bears, sick: true}]}\nattack: {Grizzly Bears: Bruno}\n", db, refused="302.6")
    assert r.error.rule == "302.6"
    assert [e.key for e in r.events] == ["combat.begin"]


def test_scenario_unknown_name_in_play_suggests(db):
    with pytest.raises(ScenarioError) as e:
        run(BASE + "battlefield: {Ana: [Grizzly Bears]}\nattack: {Grizzly Bear: Bruno}\n", db)
    assert e.value.problems[0][0] == "t.yaml:4 attack.Grizzly Bear"
    assert 'Did you mean "Grizzly Bears"' in e.value.problems[0][1]


def test_scenario_impossible_numbers_rejected(db):
    with pytest.raises(ScenarioError) as e:
        Scenario.from_yaml(BASE + "battlefield: {Ana: [{card: Grizzly Bears, damage: -1}]}\n", "t.yaml")
    assert e.value.problems[0][1] == "should be 0 or more"


def test_800_1_scenario_with_one_player_rejected(db):
    with pytest.raises(ScenarioError) as e:
        run("active: Ana\nplayers: {Ana: {}}\n", db)
    assert e.value.problems == [("t.yaml:2 players", "a game needs two or more players (CR 102.1, 800.1)")]


def test_510_1_assignment_for_a_creature_not_in_combat_is_an_input_error(db):
    with pytest.raises(ScenarioError) as e:
        run(BASE + """\
battlefield: {Ana: [Hill Giant, Grizzly Bears], Bruno: []}
attack: {Hill Giant: Bruno}
assign: {Grizzly Bears: {Bruno: 2}}
""", db)
    assert e.value.problems == [("t.yaml:5 assign.Grizzly Bears", '"Grizzly Bears" neither attacks nor '
                                 "blocks in this scenario, so it assigns no combat damage (510.1)")]


def test_510_4_assignment_of_a_creature_killed_by_first_strike_warns(db):
    r = run(BASE + """\
battlefield: {Ana: [Youthful Knight], Bruno: [Grizzly Bears]}
attack: {Youthful Knight: Bruno}
block: {Grizzly Bears: Youthful Knight}
assign: {Grizzly Bears: {Youthful Knight: 2}}
""", db)
    assert r.legal and r.state.graveyard == ["Grizzly Bears"]
    assert [w.text() for w in r.warnings] == [
        "assign: Grizzly Bears assigned no combat damage, so its assignment was not used."]


def test_510_1c_missing_division_is_an_input_error_listing_the_choice(db):
    with pytest.raises(ScenarioError) as e:
        run(BASE + """\
battlefield: {Ana: [Elvish Regrower], Bruno: [Vampire Spawn, Helpful Hunter]}
attack: {Elvish Regrower: Bruno}
block: {Vampire Spawn: Elvish Regrower, Helpful Hunter: Elvish Regrower}
""", db)
    assert "can divide 4 damage among Vampire Spawn and Helpful Hunter" in e.value.problems[0][1]


def test_scenario_duplicate_yaml_keys_are_an_error(db):
    with pytest.raises(ScenarioError) as e:
        Scenario.from_yaml(BASE + "battlefield:\n  Bruno: [Wall of Stone]\n  Bruno: [Llanowar Elves]\n", "t.yaml")
    assert e.value.problems == [("t.yaml:5", '"Bruno" is given twice in the same mapping '
                                 "(YAML would silently keep only the last one)")]


def test_scenario_hash_in_unquoted_name_gets_a_hint(db):
    with pytest.raises(ScenarioError) as e:
        run(BASE + "battlefield: {Ana: [Grizzly Bears, Grizzly Bears]}\nattack:\n  Grizzly Bears #1: Bruno\n", db)
    assert "a # after a space starts a YAML comment" in e.value.problems[0][1]


def test_scenario_numbers_must_be_numbers(db):
    with pytest.raises(ScenarioError) as e:
        Scenario.from_yaml(BASE + "assign: {A: {Bruno: '3'}}\n", "t.yaml")
    assert e.value.problems[0][1] == "should be a whole number"


def test_scenario_names_in_play_ignore_case_and_copies_number_by_oracle_name(db):
    r = run(BASE + """\
battlefield: {Ana: [grizzly bears, Grizzly Bears], Bruno: [Hill Giant]}
attack: {"Grizzly Bears #1": Bruno, "grizzly bears #2": bruno}
block: {hill giant: "Grizzly Bears #2"}
""", db)
    assert r.legal and r.state.players["Bruno"].life == 18


def test_712_8d_double_faced_permanent_has_its_front_face_name(db):
    r = run(BASE + """\
battlefield: {Ana: [Brazen Borrower]}
attack: {Brazen Borrower: Bruno}
""", db)
    assert r.legal and r.state.players["Bruno"].life == 17


def test_704_5j_two_legendary_permanents_with_the_same_name_are_refused(db):
    with pytest.raises(ScenarioError) as e:
        run(BASE + "battlefield: {Ana: [Questing Beast, Questing Beast]}\n", db)
    assert "704.5j" in e.value.problems[0][1]
    r = run(BASE + "battlefield: {Ana: [Questing Beast], Bruno: [Questing Beast]}\n", db)
    assert r.legal  # different controllers: the legend rule doesn't apply


def test_310_11a_siege_protected_by_its_controller_is_refused(db):
    with pytest.raises(ScenarioError) as e:
        run(BASE + "battlefield: {Bruno: [{card: Invasion of Zendikar, protector: Bruno, counters: {defense: 3}}]}\n", db)
    assert "310.11a" in e.value.problems[0][1]


def test_why_typo_is_located_in_the_question(db):
    with pytest.raises(ScenarioError) as e:
        judge(Scenario.from_yaml(BASE + "battlefield: {Ana: [Hill Giant]}\nattack: {Hill Giant: Bruno}\n"
                                 "why:\n  - assign: {Hill Gint: {Bruno: 3}}\n", "t.yaml"), db)
    assert e.value.problems[0][0] == "t.yaml:6 why[0].assign.Hill Gint"
    with pytest.raises(ScenarioError) as e:
        judge(Scenario.from_yaml(BASE + "battlefield: {Ana: [Hill Giant]}\n", "t.yaml"), db,
              why=["assign: {Hill Gint: {Bruno: 3}}"])
    assert e.value.problems[0][0] == "--why:1 assign.Hill Gint"
    # Of several questions on the command line, the error says which one.
    with pytest.raises(ScenarioError) as e:
        judge(Scenario.from_yaml(BASE + "battlefield: {Ana: [Hill Giant]}\n", "t.yaml"), db,
              why=["assign: {Hill Giant: {Bruno: 3}}", "assign: {Hill Gint: {Bruno: 3}}"])
    assert e.value.problems[0][0] == "--why #2:1 assign.Hill Gint"


def test_507_2_game_over_as_combat_begins_declares_nothing(db):
    r = run("active: Ana\nplayers: {Ana: {life: 0}, Bruno: {}}\nbattlefield: {Ana: [Hill Giant]}\n"
            "attack: {Hill Giant: Bruno}\n", db)
    assert r.legal
    assert [e.rule for e in r.events] == ["506.2", "704.5a", "104.2a"]
    assert [w.key for w in r.warnings] == ["warn.game_over"]
    assert r.state.players["Bruno"].life == 20


HASH_HINT = ' (a # after a space starts a YAML comment: put names such as `"Grizzly Bears #2"` in quotes)'


def test_scenario_hash_in_a_flow_mapping_is_located_and_hinted(db):
    # `#1: Bruno}` is a comment, so the mapping never closes: the YAML error is
    # reported on the line of the `#`, with the README's advice.
    with pytest.raises(ScenarioError) as e:
        Scenario.from_yaml(BASE + "battlefield: {Ana: [Grizzly Bears, Grizzly Bears]}\n"
                           "attack: {Grizzly Bears #1: Bruno}\nblock: {}\n", "t.yaml")
    [(loc, msg)] = e.value.problems
    assert loc == "t.yaml:4"
    assert msg.startswith("not valid YAML: ") and msg.endswith(HASH_HINT)
    assert msg.render("es").endswith(
        ' (un # tras un espacio empieza un comentario en YAML: pon entre comillas los nombres como `"Grizzly Bears #2"`)')


def test_scenario_hash_in_a_flow_list_is_hinted_but_not_a_quoted_one(db):
    with pytest.raises(ScenarioError) as e:
        Scenario.from_yaml(BASE + "battlefield: {Ana: [Hill Giant]}\nblock: {Hill Giant: [Grizzly Bears #2]}\n", "t.yaml")
    [(loc, msg)] = e.value.problems
    assert (loc, msg.endswith(HASH_HINT)) == ("t.yaml:4", True)
    with pytest.raises(ScenarioError) as e:  # the `#` is quoted: the missing brace is the problem
        Scenario.from_yaml(BASE + 'attack: {"Grizzly Bears #1": Bruno\n', "t.yaml")
    [(loc, msg)] = e.value.problems
    assert msg.startswith("not valid YAML: ") and not msg.endswith(HASH_HINT)


def test_scenario_structure_and_card_names_are_reported_in_one_pass(db):
    text = BASE + "battlefield:\n  Ana: [Grizly Bears, {card: Hill Giant, taped: true}]\n  Bruno: [Hill Gaint]\n"
    with pytest.raises(ScenarioError) as e:
        Scenario.from_yaml(text, "t.yaml", db)
    assert e.value.problems == [
        ("t.yaml:4 battlefield.Ana[0]", ('Unknown card "Grizly Bears". Did you mean "Grizzly Bears", '
                                        '"Glory Bearers" or "Grizzly Fate"?')),
        ("t.yaml:4 battlefield.Ana[1].taped", "unknown field. Did you mean \"tapped\" or \"types\"?"),
        ("t.yaml:5 battlefield.Bruno[0]", ('Unknown card "Hill Gaint". Did you mean "Hill Giant", '
                                          '"Hill Gigas" or "Hillcomber Giant"?')),
    ]
    with pytest.raises(ScenarioError) as e:  # without a card database: the structure only
        Scenario.from_yaml(text, "t.yaml")
    assert [loc for loc, _ in e.value.problems] == ["t.yaml:4 battlefield.Ana[1].taped"]


def test_scenario_board_and_play_names_are_reported_in_one_pass(db):
    with pytest.raises(ScenarioError) as e:
        run(BASE + """\
battlefield:
  Ana: [Grizly Bears, Hill Giant]
  Bruno: [Hill Gaint]
  Carla: [Llanowar Elves]
attack: {Grizly Bears: Bruno, Hill Giants: Bruno}
block: {Hill Gaint: Hill Giant}
assign: {Hill Giant: {Brunno: 3}}
""", db)
    # Names of entries already reported (Grizly Bears, Hill Gaint) are not reported again.
    assert e.value.problems == [
        ("t.yaml:4 battlefield.Ana[0]", ('Unknown card "Grizly Bears". Did you mean "Grizzly Bears", '
                                        '"Glory Bearers" or "Grizzly Fate"?')),
        ("t.yaml:5 battlefield.Bruno[0]", ('Unknown card "Hill Gaint". Did you mean "Hill Giant", '
                                          '"Hill Gigas" or "Hillcomber Giant"?')),
        ("t.yaml:6 battlefield.Carla", '"Carla" is not one of the players (Ana and Bruno)'),
        ("t.yaml:7 attack.Hill Giants", ('"Hill Giants" is not a player or a permanent on the battlefield. '
                                        'Did you mean "Hill Giant"?')),
        ("t.yaml:9 assign.Hill Giant.Brunno", ('"Brunno" is not a player or a permanent on the battlefield. '
                                              'Did you mean "Bruno"?')),
        ("t.yaml:9 assign.Hill Giant", ('"Hill Giant" neither attacks nor blocks in this scenario, so it '
                                       'assigns no combat damage (510.1)')),
    ]


REGROWER_UNASSIGNED = BASE + """\
battlefield: {Ana: [Elvish Regrower], Bruno: [Vampire Spawn, Helpful Hunter]}
attack: {Elvish Regrower: Bruno}
block: {Vampire Spawn: Elvish Regrower, Helpful Hunter: Elvish Regrower}
"""


def test_510_1c_missing_division_lists_the_five_legal_ones_of_the_cr_example(db):
    with pytest.raises(ScenarioError) as e:
        run(REGROWER_UNASSIGNED, db)
    [(loc, msg)] = e.value.problems
    assert loc == "t.yaml:4 attack.Elvish Regrower"
    assert msg.endswith(
        "Add it under `assign` (510.1c). Its 5 legal divisions: {Vampire Spawn: 4}; {Vampire Spawn: 3, "
        "Helpful Hunter: 1}; {Vampire Spawn: 2, Helpful Hunter: 2}; {Vampire Spawn: 1, Helpful Hunter: 3}; "
        "{Helpful Hunter: 4}.")
    assert msg.render("es").endswith(
        "Indícalo en `assign` (510.1c). Sus 5 divisiones legales: {Vampire Spawn: 4}; {Vampire Spawn: 3, "
        "Helpful Hunter: 1}; {Vampire Spawn: 2, Helpful Hunter: 2}; {Vampire Spawn: 1, Helpful Hunter: 3}; "
        "{Helpful Hunter: 4}.")


def test_510_1c_missing_division_among_many_blockers_shows_six_and_the_count(db):
    blocks = ", ".join(f'"Hill Giant #{i}": Brawler' for i in range(1, 6))
    with pytest.raises(ScenarioError) as e:
        run(BASE + "battlefield: {Ana: [{name: Brawler, power: 9, toughness: 6}], Bruno: [Hill Giant, Hill Giant, "
            "Hill Giant, Hill Giant, Hill Giant]}\nattack: {Brawler: Bruno}\nblock: {" + blocks + "}\n", db)
    # 9 damage among 5 blockers: C(13, 4) = 715 divisions, all legal (510.1c).
    assert e.value.problems[0][1].endswith(
        '(510.1c). The first 6 of its 715 legal divisions: {"Hill Giant #1": 9}; {"Hill Giant #1": 8, '
        '"Hill Giant #2": 1}; {"Hill Giant #1": 8, "Hill Giant #3": 1}; {"Hill Giant #1": 8, "Hill Giant #4": 1}; '
        '{"Hill Giant #1": 8, "Hill Giant #5": 1}; {"Hill Giant #1": 7, "Hill Giant #2": 2}; ...')


def test_702_19b_missing_trample_division_lists_only_the_legal_ones(db):
    with pytest.raises(ScenarioError) as e:
        run(BASE + "battlefield: {Ana: [{name: Trampler, power: 6, toughness: 6, keywords: [trample]}], "
            "Bruno: [Hill Giant]}\nattack: {Trampler: Bruno}\nblock: {Hill Giant: Trampler}\n", db)
    # Nothing reaches Bruno before the Giant is assigned lethal damage (3).
    assert e.value.problems[0][1].endswith(
        "(702.19b). Its 4 legal divisions: {Hill Giant: 6}; {Hill Giant: 5, Bruno: 1}; "
        "{Hill Giant: 4, Bruno: 2}; {Hill Giant: 3, Bruno: 3}.")


def test_702_19b_missing_division_over_25_blockers_is_capped(db):
    giants = ", ".join(["Hill Giant"] * 25)
    blocks = ", ".join(f'"Hill Giant #{i}": Trampler' for i in range(1, 26))
    with pytest.raises(ScenarioError) as e:
        run(BASE + "battlefield: {Ana: [{name: Trampler, power: 6, toughness: 6, keywords: [trample]}], "
            f"Bruno: [{giants}]}}\nattack: {{Trampler: Bruno}}\nblock: {{{blocks}}}\n", db)
    msg = e.value.problems[0][1]
    assert "Bruno" not in msg.split(". ")[0]  # 6 damage can't get past 25 blockers (702.19b)
    assert msg.endswith(
        '(510.1c). The first 6 of its more than 500 legal divisions: {"Hill Giant #1": 6}; {"Hill Giant #1": 5, '
        '"Hill Giant #2": 1}; {"Hill Giant #1": 5, "Hill Giant #3": 1}; {"Hill Giant #1": 5, "Hill Giant #4": 1}; '
        '{"Hill Giant #1": 5, "Hill Giant #5": 1}; {"Hill Giant #1": 5, "Hill Giant #6": 1}; ...')


def test_702_19b_missing_division_with_one_legal_way_says_so(db):
    # Palace Guard (1/4) blocks both attackers, so the trampler's division isn't forced,
    # but with 3 power it can't get lethal damage (4) past the Guard.
    with pytest.raises(ScenarioError) as e:
        run(BASE + "battlefield: {Ana: [{name: Trampler, power: 3, toughness: 3, keywords: [trample]}, Grizzly Bears],"
            " Bruno: [Palace Guard, Hill Giant]}\nattack: {Trampler: Bruno, Grizzly Bears: Bruno}\n"
            "block: {Palace Guard: [Trampler, Grizzly Bears], Hill Giant: Grizzly Bears}\n", db)
    # Its damage stays on its blocker: it divides it among blockers (510.1c), and the
    # error offers exactly the Guard, as its one division does.
    assert e.value.problems[0][1].endswith(
        "it can divide 3 damage among Palace Guard. Add it under `assign` (510.1c). "
        "Its only legal division: {Palace Guard: 3}.")
    assert e.value.problems[0][1].render("es").endswith("(510.1c). Su única división legal: {Palace Guard: 3}.")


def test_scenario_file_that_is_not_utf8_is_an_input_error(tmp_path):
    from mtgjudge import ScenarioError
    from mtgjudge.scenario import Scenario

    f = tmp_path / "latin1.yaml"
    f.write_bytes("battlefield: {Ana: [Jötun Grunt]}\n".encode("latin-1"))
    with pytest.raises(ScenarioError, match="isn't UTF-8"):
        Scenario.from_file(f)


def test_scenario_repeated_key_is_reported_with_the_other_problems(db):
    text = BASE + "battlefield:\n  Bruno: [Wall of Stone]\n  Bruno: [Hill Gaint]\natack: {}\n"
    with pytest.raises(ScenarioError) as e:
        Scenario.from_yaml(text, "t.yaml", db)
    # YAML keeps the last "Bruno", so its card is the one checked.
    assert e.value.problems == [
        ("t.yaml:5", '"Bruno" is given twice in the same mapping (YAML would silently keep only the last one)'),
        ("t.yaml:5 battlefield.Bruno[0]", ('Unknown card "Hill Gaint". Did you mean "Hill Giant", '
                                           '"Hill Gigas" or "Hillcomber Giant"?')),
        ("t.yaml:6 atack", "unknown field. Did you mean \"attack\"?"),
    ]


def test_scenario_spaced_comment_in_a_broken_flow_mapping_gets_no_hash_hint(db):
    with pytest.raises(ScenarioError) as e:
        Scenario.from_yaml(BASE + "attack: {Hill Giant: Bruno  # the giant attacks\nblock: {}\n", "t.yaml")
    [(_, msg)] = e.value.problems
    assert msg.startswith("not valid YAML: ") and not msg.endswith(HASH_HINT)


def test_scenario_of_custom_creatures_needs_no_card_database(tmp_path, monkeypatch):
    import mtgjudge.cards
    from mtgjudge.scenario import judge_file

    def no_database():
        raise AssertionError("the card database was opened")

    monkeypatch.setattr(mtgjudge.cards, "default_db", no_database)
    f = tmp_path / "custom.yaml"
    f.write_text(BASE + "battlefield: {Ana: [{name: Bear, power: 2, toughness: 2}]}\nattack: {Bear: Bruno}\n")
    assert checked(judge_file(f)).state.players["Bruno"].life == 18
    f.write_text(BASE + "battlefield: {Ana: [{name: Bear, power: two, toughness: 2}]}\n")
    with pytest.raises(ScenarioError) as e:
        judge_file(f)
    assert e.value.problems == [("custom.yaml:3 battlefield.Ana[0].power", "should be a whole number")]
# --------------------------------------------------------------- size limits (issue 7)
def test_scenario_past_the_byte_limit_is_refused_before_reading_it(tmp_path, monkeypatch):
    from mtgjudge.scenario import load as scenario

    monkeypatch.setattr(scenario, "MAX_BYTES", 100)
    f = tmp_path / "big.yaml"
    f.write_text("active: Ana\nplayers: {Ana: {}, Bruno: {}}\n" + "# padding\n" * 20)
    with pytest.raises(ScenarioError) as e:
        Scenario.from_file(f)
    assert e.value.problems == [("big.yaml", "the file has 242 bytes; a scenario has at most 100")]
    with pytest.raises(ScenarioError) as e:
        Scenario.from_yaml(f.read_text(), "t.yaml")
    assert e.value.problems[0][1].render("es") == "el archivo tiene 242 bytes; un escenario tiene como máximo 100"


def test_scenario_past_the_entry_and_question_limits_is_refused():
    from mtgjudge.scenario import MAX_ENTRIES, MAX_QUESTIONS

    bears = ", ".join(["Grizzly Bears"] * (MAX_ENTRIES // 2 + 1))
    why = ", ".join(["{attack: {}}"] * (MAX_QUESTIONS + 1))
    with pytest.raises(ScenarioError) as e:
        Scenario.from_yaml(f"active: Ana\nplayers: {{Ana: {{}}, Bruno: {{}}}}\n"
                           f"battlefield: {{Ana: [{bears}], Bruno: [{bears}]}}\nwhy: [{why}]\n", "t.yaml")
    assert e.value.problems == [
        ("t.yaml battlefield", f"{MAX_ENTRIES + 2} battlefield entries; a scenario has at most {MAX_ENTRIES}"),
        ("t.yaml why", f"{MAX_QUESTIONS + 1} questions; a scenario has at most {MAX_QUESTIONS}")]


def test_733_every_name_in_the_newer_fields_is_checked_with_its_line(judge_yaml):
    # A typo anywhere in actions, enters, costs, precombat or triggers is an input error
    # with file:line, the field and "did you mean", all in one error; nothing is ignored.
    from mtgjudge.errors import ScenarioError

    with pytest.raises(ScenarioError) as e:
        judge_yaml("""\
            active: Ana
            players: {Ana: {mana: "{G}"}, Bruno: {}}
            battlefield: {Ana: [Grizzly Bears, Smuggler's Copter, Mutavault], Bruno: [Hill Giant]}
            attack: {Grizzly Bears: Bruno}
            actions: {declare_attackers: [{cast: Giant Growth, by: Anna, target: Grizly Bears}]}
            enters: [{card: Llanowar Elves, attacking: Brno, controller: Ann, step: declare attackers}]
            costs: {mana: {Anna: {G: 1}}, pay: {Brno: {life: 2}}}
            precombat: {animate: [Mutavalt], crew: {Smuggler's Coptr: [Grizzly Bears]}}
            triggers: {order: {Bruno: [Exalted (Hill Gaint)]}, choices: {Mentor (Grizzly Bears): [Hill Gaint]}}
            """)
    problems = [(where, str(text)) for where, text in e.value.problems]
    assert problems == [
        ("t.yaml:5 actions.declare_attackers[0].by", '"Anna" is not one of the players (Ana and Bruno). Did you mean "Ana"?'),
        ("t.yaml:5 actions.declare_attackers[0].target",
         '"Grizly Bears" is not a player or a permanent on the battlefield. Did you mean "Grizzly Bears"?'),
        ("t.yaml:6 enters[0].controller", '"Ann" is not one of the players (Ana and Bruno). Did you mean "Ana"?'),
        ("t.yaml:6 enters[0].attacking",
         '"Brno" is not a player or a permanent on the battlefield. Did you mean "Bruno"?'),
        ("t.yaml:7 costs.mana.Anna", '"Anna" is not one of the players (Ana and Bruno). Did you mean "Ana"?'),
        ("t.yaml:7 costs.pay.Brno", '"Brno" is not one of the players (Ana and Bruno). Did you mean "Bruno"?'),
        ("t.yaml:8 precombat.animate[0]",
         '"Mutavalt" is not a player or a permanent on the battlefield. Did you mean "Mutavault"?'),
        ("t.yaml:8 precombat.crew.Smuggler's Coptr",
         '"Smuggler\'s Coptr" is not a player or a permanent on the battlefield. Did you mean "Smuggler\'s Copter"?'),
        ("t.yaml:9 triggers.choices.Mentor (Grizzly Bears)[0]",
         '"Hill Gaint" is not a player or a permanent on the battlefield. Did you mean "Hill Giant"?'),
    ]


@pytest.mark.parametrize("question", ["actions: {declare_blockers: [pass]}", "triggers: {order: {Ana: []}}"])
def test_733_why_about_actions_says_what_can_be_asked(question):
    # `--why` answers "why not this other attack/block/assignment?"; a question about
    # another field says so, and what to do instead.
    from mtgjudge.scenario import parse_why

    field = question.split(":")[0]
    with pytest.raises(ScenarioError) as e:
        parse_why(question)
    [(where, text)] = e.value.problems
    assert where == f"--why:1 {field}"
    assert str(text) == (f'a "why not" question asks about one other attack, block, assign or '
                         f"assign_first_strike; `{field}` can't be asked: change `{field}:` in the file "
                         "and judge it again to see what happens")
    with pytest.raises(ScenarioError) as e:
        Scenario.from_yaml(f"active: Ana\nplayers: {{Ana: {{}}, Bruno: {{}}}}\nwhy: [{{{question}}}]\n", "t.yaml")
    assert [(w, str(m)) for w, m in e.value.problems] == [(f"t.yaml:3 why[0].{field}", str(text))]


def test_733_an_unknown_player_anywhere_gets_its_line_and_did_you_mean(judge_yaml):
    from mtgjudge.errors import ScenarioError

    with pytest.raises(ScenarioError) as e:
        judge_yaml("""\
            active: Ana
            players: {Ana: {}, Bruno: {}}
            battlefield: {Ana: [{card: Grizzly Bears, goaded_by: Brunno}]}
            monarch: Bruna
            """)
    assert [(w, str(m)) for w, m in e.value.problems] == [
        ("t.yaml:3 battlefield.Ana[0].goaded_by",
         'unknown player "Brunno" (CR 701.15a); players are Ana and Bruno. Did you mean "Bruno"?'),
        ("t.yaml:4 monarch", 'unknown player "Bruna" (CR 725.1); players are Ana and Bruno. Did you mean "Bruno"?'),
    ]


def test_733_unknown_scenario_key_gets_a_did_you_mean_in_both_languages(db):
    """733 (bad input): "attak:" is refused, naming the field it resembles."""
    from mtgjudge.scenario import Scenario

    with pytest.raises(ScenarioError) as e:
        Scenario.from_yaml("active: Ana\nplayers: {Ana: {lfe: 3}, Bruno: {}}\n"
                           "battlefield: {Ana: [Grizzly Bears]}\nattak: {Grizzly Bears: Bruno}\n", "t.yaml")
    got = [(where, text.render("en"), text.render("es")) for where, text in e.value.problems]
    assert got == [
        ("t.yaml:2 players.Ana.lfe", 'unknown field. Did you mean "life"?',
         "clave desconocida. ¿Quizás quisiste decir «life»?"),
        ("t.yaml:4 attak", 'unknown field. Did you mean "attack"?',
         "clave desconocida. ¿Quizás quisiste decir «attack»?")]


def test_205_3_a_custom_creature_takes_subtypes(judge_yaml):
    """205.3, 613.4c, Juggernaut's 509.1b restriction: a custom creature's ``subtypes``
    count: an Elf gets Elvish Archdruid's +1/+1, and a custom Wall can't block Juggernaut."""
    r = judge_yaml("""\
active: Ana
players: {Ana: {life: 20}, Bruno: {life: 20}}
battlefield:
  Ana: [Juggernaut, Elvish Archdruid, {name: Scout, power: 1, toughness: 1, subtypes: [Elf, Scout]}]
  Bruno: [{name: Barrier, power: 0, toughness: 4, subtypes: [Wall]}]
attack: {Juggernaut: Bruno}
block: {Barrier: Juggernaut}
""", refused="509.1b")
    assert r.error is not None and r.error.rule == "509.1b"
    scout = r.state.battlefield["Scout"]
    assert (scout.power, scout.toughness, scout.subtypes) == (2, 2, ("Elf", "Scout"))


def test_205_3_a_real_card_takes_no_subtypes_field(judge_yaml):
    """205.3: a real card's subtypes are its Oracle type line's: ``subtypes`` on it is refused."""
    with pytest.raises(ScenarioError) as e:
        judge_yaml("""\
active: Ana
players: {Ana: {life: 20}, Bruno: {life: 20}}
battlefield: {Ana: [{card: Grizzly Bears, subtypes: [Elf]}], Bruno: []}
attack: {}
""")
    assert "subtypes" in str(e.value)
