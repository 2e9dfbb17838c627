"""CR 508.1c-d and 509.1b-c: restrictions on whole declarations and the most
requirements obeyable, with the CR's own examples and real cards."""

from __future__ import annotations

import pytest

from mtgjudge import AttackDeclaration, BlockDeclaration, IllegalActionError


def attacks(g):
    return [d.as_dict() for d in g.legal_declarations()]


def test_508_1c_example_two_creatures_that_cant_attack_alone(board):
    # CR 508.1c example: both may attack together; neither alone.
    g = board(Ana=["Mogg Flunkies", "Ember Beast"])
    assert attacks(g) == [{}, {"Mogg Flunkies": "Bruno", "Ember Beast": "Bruno"}]
    with pytest.raises(IllegalActionError) as e:
        g.attack({"Mogg Flunkies": "Bruno"})
    assert (e.value.rule, e.value.key) == ("508.1c", "attack.alone")


def test_508_1d_example_attacks_if_able_and_only_one_attacker(board):
    # CR 508.1d example: one creature "attacks if able", one without abilities, and
    # "No more than one creature can attack each combat" (Silent Arbiter): the only
    # legal attack is the first creature alone.
    g = board(Ana=["Bloodrock Cyclops", "Grizzly Bears"], Bruno=["Silent Arbiter"])
    assert attacks(g) == [{"Bloodrock Cyclops": "Bruno"}]
    for illegal_attack, rule in (({}, "508.1d"), ({"Grizzly Bears": "Bruno"}, "508.1d"),
                                 ({"Bloodrock Cyclops": "Bruno", "Grizzly Bears": "Bruno"}, "508.1c")):
        with pytest.raises(IllegalActionError) as e:
            g.check(AttackDeclaration.of(illegal_attack))
        assert e.value.rule == rule
    assert e.value.params == {"permanent": "Silent Arbiter", "limit": 1, "count": 2}


def test_508_1d_requirement_of_a_tapped_creature_cannot_be_obeyed(board):
    g = board(Ana=[("Bloodrock Cyclops", {"tapped": True}), "Grizzly Bears"])
    assert {} in attacks(g)


def test_508_1d_unmet_requirement_is_named(board):
    g = board(Ana=["Bloodrock Cyclops"])
    with pytest.raises(IllegalActionError) as e:
        g.attack({})
    assert e.value.params == {"obeyed": 0, "possible": 1,
                              "unmet": 'Bloodrock Cyclops ("This creature attacks each combat if able.")'}


def test_509_1c_example_blocks_if_able_and_menace(board):
    # CR 509.1c example: a creature that "blocks if able" and one without abilities,
    # against a menace attacker: the only legal block is both creatures blocking.
    g = board(Ana=["Alley Strangler"], Bruno=["Grizzly Bears"])
    g.add_creature("Eager Blocker", "Bruno", 1, 1, keywords=["blocks each combat if able"])
    g.attack({"Alley Strangler": "Bruno"})
    assert attacks(g) == [{"Grizzly Bears": ("Alley Strangler",), "Eager Blocker": ("Alley Strangler",)}]
    for bad, rule in (({"Eager Blocker": "Alley Strangler"}, "702.111b"),
                      ({"Grizzly Bears": "Alley Strangler"}, "702.111b"), ({}, "509.1c")):
        with pytest.raises(IllegalActionError) as e:
            g.check(BlockDeclaration.of(bad))
        assert e.value.rule == rule


def test_509_1c_lure_every_able_creature_blocks_it(board):
    # Prized Unicorn: "All creatures able to block this creature do so." A tapped
    # creature isn't able; the flyer-only Giant Spider still can block it.
    g = board(Ana=["Prized Unicorn", "Grizzly Bears"],
              Bruno=["Hill Giant", "Giant Spider", ("Wall of Stone", {"tapped": True})])
    g.attack({"Prized Unicorn": "Bruno", "Grizzly Bears": "Bruno"})
    assert attacks(g) == [{"Hill Giant": ("Prized Unicorn",), "Giant Spider": ("Prized Unicorn",)}]
    with pytest.raises(IllegalActionError) as e:
        g.block({"Hill Giant": "Prized Unicorn", "Giant Spider": "Grizzly Bears"})
    assert e.value.rule == "509.1c" and e.value.params["obeyed"] == 1 and e.value.params["possible"] == 2


def test_509_1c_must_be_blocked_if_able(board):
    g = board(Ana=[], Bruno=["Hill Giant", "Grizzly Bears"])
    g.add_creature("Bait", "Ana", 1, 1, keywords=["must be blocked if able"])
    g.attack({"Bait": "Bruno"})
    legal = attacks(g)
    assert {} not in legal and len(legal) == 3  # Giant, Bears, or both
    with pytest.raises(IllegalActionError) as e:
        g.block({})
    assert e.value.rule == "509.1c"


def test_509_1b_no_more_than_one_blocker_and_cant_block_alone(board):
    # Silent Arbiter limits attackers too (whoever controls it), so one creature attacks.
    g = board(Ana=["Grizzly Bears"], Bruno=["Silent Arbiter", "Mogg Flunkies", "Hill Giant"])
    g.attack({"Grizzly Bears": "Bruno"})
    with pytest.raises(IllegalActionError) as e:
        g.block({"Hill Giant": "Grizzly Bears", "Silent Arbiter": "Grizzly Bears"})
    assert (e.value.rule, e.value.key) == ("509.1b", "block.too_many_blockers")
    with pytest.raises(IllegalActionError) as e:
        g.block({"Mogg Flunkies": "Grizzly Bears"})
    assert (e.value.rule, e.value.key) == ("509.1b", "block.alone")


def test_508_1d_requirements_as_gained_abilities_in_a_scenario(db):
    from mtgjudge.scenario import Scenario, judge

    text = ("active: Ana\nplayers: {Ana: {}, Bruno: {}}\n"
            "battlefield: {Ana: [{card: Grizzly Bears, gains: [attacks each combat if able]}]}\n")
    r = judge(Scenario.from_yaml(text, "t.yaml"), db)
    assert not r.legal and r.error.rule == "508.1d"


def test_508_1d_unmet_lists_only_requirements_that_could_be_obeyed(board):
    g = board(Ana=["Bloodrock Cyclops", ("Goblin Brigand", {"sick": True})])
    with pytest.raises(IllegalActionError) as e:
        g.attack({})
    assert "Goblin Brigand" not in e.value.params["unmet"] and "Bloodrock Cyclops" in e.value.params["unmet"]


def test_508_1d_requirements_written_as_spells_word_them(board):
    g = board(Ana=[("Grizzly Bears", {"gains": ["attacks this turn if able"]}),
                   ("Hill Giant", {"gains": ["Must be blocked this turn if able."]})])
    assert [a.name for a in g.state.battlefield["Grizzly Bears"].abilities] == ["attacks each combat if able"]
    assert [a.name for a in g.state.battlefield["Hill Giant"].abilities] == ["must be blocked if able"]


# --------------------------------------------------------------- bounded work (issue 7)
LURE = "All creatures able to block this creature do so"


def lure_board(n, extra=(), blockers=None):
    """``n`` attackers each with Lure (and ``extra`` keywords) against ``blockers`` (default
    ``n``) 1/1 creatures, attackers declared; custom creatures, no card data."""
    from mtgjudge import Game

    g = Game(["Ana", "Bruno"], db=object())
    for i in range(n):
        g.add_creature(f"A{i}", "Ana", 2, 2, keywords=[LURE, *extra])
    for i in range(n if blockers is None else blockers):
        g.add_creature(f"B{i}", "Bruno", 1, 1)
    g.attack({f"A{i}": "Bruno" for i in range(n)})
    return g


def test_509_1c_lure_on_every_attacker_of_a_large_board_is_judged_exactly():
    # 200 blockers each able to block one of 200 Lure attackers: each can obey one of its
    # 200 requirements, so 200 is the most; blocking one-to-one is legal, no blocks isn't.
    g = lure_board(200)
    g.copy().block({f"B{i}": f"A{199 - i}" for i in range(200)})
    with pytest.raises(IllegalActionError) as e:
        g.block({f"B{i}": "A0" for i in range(150)})
    assert e.value.rule == "509.1c"
    assert (e.value.params["obeyed"], e.value.params["possible"]) == (150, 200)
    assert e.value.params["unmet"].endswith("; … (+39830)")  # 40,000 - 150 unmet: 20 named, then the count


def test_509_1c_menace_and_lure_need_the_exact_search():
    # Menace ties blockers together: 7 blockers, 3 Lure+menace attackers. Every blocker
    # can obey one requirement (2+2+3), so 7 is the most; a blocker left out is illegal.
    g = lure_board(3, ["menace"], blockers=7)
    with pytest.raises(IllegalActionError) as e:
        g.copy().block({"B0": "A0", "B1": "A0", "B2": "A1", "B3": "A1", "B4": "A2", "B5": "A2"})
    assert (e.value.rule, e.value.params["obeyed"], e.value.params["possible"]) == ("509.1c", 6, 7)
    g.block({"B0": "A0", "B1": "A0", "B2": "A1", "B3": "A1", "B4": "A2", "B5": "A2", "B6": "A2"})


@pytest.mark.parametrize(("limit", "value", "setting"), [
    ("pairs", 100, "MAX_PAIRS"), ("choices", 50, "MAX_CHOICES"), ("terms", 50, "MAX_TERMS")])
def test_509_1c_search_past_a_size_limit_is_refused_naming_rule_and_limit(monkeypatch, limit, value, setting):
    from mtgjudge.cr import r508_509_requirements as req
    from mtgjudge.errors import SolverLimitError

    monkeypatch.setattr(req, setting, value)
    g = lure_board(12, ["menace"])
    before = g.state.copy()
    with pytest.raises(SolverLimitError) as e:
        g.block({})
    assert (e.value.rule, e.value.limit, e.value.value) == ("509.1c", limit, value)
    assert "(509.1c)" in str(e.value) and str(value) in str(e.value)
    assert "509.1c" in e.value.text.render("es") and "límite" in e.value.text.render("es")
    assert g.state == before  # no ruling, nothing changed


def test_509_1c_search_past_the_time_limit_is_refused(monkeypatch):
    from mtgjudge.cr import r508_509_requirements as req
    from mtgjudge.errors import SolverLimitError

    monkeypatch.setattr(req, "TIME_LIMIT", 0.001)  # 1 ms: too short for this search
    g = lure_board(60, ["menace"])
    with pytest.raises(SolverLimitError) as e:
        g.block({})
    assert (e.value.rule, e.value.limit) == ("509.1c", "time")


def test_508_1d_attack_search_has_the_same_limits(monkeypatch):
    from mtgjudge import Game
    from mtgjudge.cr import r508_509_requirements as req
    from mtgjudge.errors import SolverLimitError

    monkeypatch.setattr(req, "MAX_CHOICES", 5)
    g = Game(["Ana", "Bruno"], db=object())
    for i in range(8):
        g.add_creature(f"A{i}", "Ana", 1, 1, keywords=["attacks each combat if able", "can't attack alone"])
    with pytest.raises(SolverLimitError) as e:
        g.attack({})
    assert (e.value.rule, e.value.limit) == ("508.1d", "choices")
