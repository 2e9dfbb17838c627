"""CR 702.22: banding and "bands with other" — attacking bands declared with the attack
(508.1e, 702.22c-d), a band blocked as a whole (702.22h), and the banding player
dividing combat damage (702.22j-k), with real cards."""

from __future__ import annotations

import pytest
from conftest import checked

from mtgjudge import AttackDeclaration, IllegalActionError
from mtgjudge.oracle import phase as op
from mtgjudge.cr import r702_keywords as kw
from mtgjudge.messages import render
from mtgjudge.oracle import compile_card
from mtgjudge.oracle.grammar import read_keyword

BAND = ["Benalish Hero", "Mesa Pegasus", "Hill Giant"]


@pytest.mark.parametrize("card", ["Benalish Hero", "Mesa Pegasus", "Timber Wolves"])
def test_702_22a_banding_read_from_oracle_text(db, card):
    assert any(isinstance(a, kw.Banding) for a in compile_card(db.get(card)).abilities)


def test_702_22b_bands_with_other_read_and_named_kind_not_modeled():
    assert read_keyword("Bands with other Dinosaurs") == kw.BandsWithOther(
        "Bands with other Dinosaurs", 0, False, "Dinosaur")
    assert read_keyword("bands with other legendary creatures") == kw.BandsWithOther(
        "bands with other legendary creatures", 0, True)
    # Master of the Hunt's tokens: "bands with other creatures named ..." is not modeled
    assert read_keyword("bands with other creatures named Wolves of the Hunt") is None


@pytest.mark.skipif(not op.enabled(), reason="no phase-python wheel for this platform")
def test_702_22a_banding_read_by_the_phase_translator(db):
    nodes = op.parsed_lines(db.get("Benalish Hero"))
    assert op.read_line(nodes["Banding"], "Banding").items == (kw.Banding("Banding"),)
    # Old Fogey's keyword item, as phase gives it
    assert op.read_line({"keywords": [{"BandsWithOther": "Dinosaur"}]},
                        "Bands with other Dinosaurs").items == (
        kw.BandsWithOther("Bands with other Dinosaurs", 0, False, "Dinosaur"),)


def _attack_all(g, names, bands, target="Bruno"):
    return g.attack({n: target for n in names}, bands)


def test_702_22c_band_of_banding_creatures_and_one_without(board):
    g = board(Ana=BAND, Bruno=["Craw Wurm"])
    events = _attack_all(g, BAND, [BAND])
    assert [(e.rule, e.key) for e in events if e.key == "attack.band"] == [("508.1e", "attack.band")]
    assert g.state.combat.bands == (tuple(BAND),)


@pytest.mark.parametrize("attackers,bands,rule,key", [
    # two creatures without banding in one band
    (["Benalish Hero", "Hill Giant", "Grizzly Bears"], [["Benalish Hero", "Hill Giant", "Grizzly Bears"]],
     "702.22c", "band.without_banding"),
    # no creature with banding at all
    (["Hill Giant", "Grizzly Bears"], [["Hill Giant", "Grizzly Bears"]], "702.22c", "band.without_banding"),
    # a creature in two bands
    (["Benalish Hero", "Timber Wolves", "Hill Giant"],
     [["Benalish Hero", "Hill Giant"], ["Timber Wolves", "Hill Giant"]], "702.22c", "band.twice"),
    # a band member that doesn't attack
    (["Benalish Hero"], [["Benalish Hero", "Timber Wolves"]], "702.22c", "band.not_attacking"),
    # a band of one
    (["Benalish Hero"], [["Benalish Hero"]], "702.22c", "band.too_small"),
])
def test_702_22c_illegal_bands(board, attackers, bands, rule, key):
    g = board(Ana=["Benalish Hero", "Timber Wolves", "Hill Giant", "Grizzly Bears"], Bruno=["Craw Wurm"])
    g.begin_combat()
    before = g.state.copy()
    assert not g.is_legal(AttackDeclaration.of({a: "Bruno" for a in attackers}, bands))
    with pytest.raises(IllegalActionError) as e:
        _attack_all(g, attackers, bands)
    assert (e.value.rule, e.value.key) == (rule, key)
    assert g.state == before


def test_702_22d_a_band_attacks_one_player_or_planeswalker(board):
    g = board(Ana=["Benalish Hero", "Timber Wolves"], Bruno=["Liliana of the Veil"])
    band = [["Benalish Hero", "Timber Wolves"]]
    with pytest.raises(IllegalActionError) as e:
        g.attack({"Benalish Hero": "Bruno", "Timber Wolves": "Liliana of the Veil"}, band)
    assert (e.value.rule, e.value.key) == ("702.22d", "band.split_targets")
    g.attack({"Benalish Hero": "Liliana of the Veil", "Timber Wolves": "Liliana of the Veil"}, band)
    assert g.state.combat.bands == (("Benalish Hero", "Timber Wolves"),)


def test_702_22h_702_22k_band_of_three_blocked_by_one_creature_active_player_divides(board):
    """Issue case: a band of three blocked by one creature; the banding player (Ana, the
    active player) divides the blocker's 6 damage, all of it to Hill Giant."""
    g = board(Ana=BAND, Bruno=["Craw Wurm"])
    _attack_all(g, BAND, [BAND])
    events = g.block({"Craw Wurm": "Benalish Hero"})
    # blocking one member blocks the band, even the flying Mesa Pegasus (702.22h)
    assert [(e.rule, e.params["attacker"]) for e in events if e.key == "block.band"] == [
        ("702.22h", "Mesa Pegasus"), ("702.22h", "Hill Giant")]
    assert g.state.combat.blocking["Craw Wurm"] == tuple(BAND)
    assert g.state.combat.blocked == set(BAND)
    # its controller doesn't choose: the division is Ana's, among all three (702.22k)
    with pytest.raises(IllegalActionError) as e:
        g.assign({})
    assert (e.value.rule, e.value.key) == ("702.22k", "assign.choice_needed")
    events = g.assign({"Craw Wurm": {"Hill Giant": 6}})
    divides = [e for e in events if e.key == "damage.band_divides"]
    assert [(e.rule, dict(e.params)) for e in divides] == [
        ("702.22k", {"source": "Craw Wurm", "player": "Ana"})]
    assert divides[0].text("es") == "Ana divide el daño de combate de Craw Wurm, por la habilidad de agrupar."
    assert [(e.rule, e.params["recipient"], e.params["amount"]) for e in events
            if e.key == "damage.assign" and e.params["source"] == "Craw Wurm"] == [
        ("702.22k", "Hill Giant", 6)]
    assert set(g.state.graveyard) == {"Hill Giant", "Craw Wurm"}  # 1 + 1 + 3 = 5 >= 4
    assert g.state.battlefield["Benalish Hero"].damage == 0
    assert g.state.battlefield["Mesa Pegasus"].damage == 0
    assert g.state.players["Bruno"].life == 20


def test_702_22k_other_divisions_of_the_band_are_legal_too(board):
    g = board(Ana=BAND, Bruno=["Craw Wurm"])
    _attack_all(g, BAND, [BAND])
    g.block({"Craw Wurm": "Hill Giant"})
    g.assign({"Craw Wurm": {"Benalish Hero": 1, "Mesa Pegasus": 1, "Hill Giant": 4}})
    assert set(g.state.graveyard) == {"Benalish Hero", "Mesa Pegasus", "Hill Giant", "Craw Wurm"}


def test_702_22j_blocker_with_banding_defending_player_divides_trample(board):
    """Colossal Dreadmaw (6/6 trample) blocked by Benalish Hero and Grizzly Bears: Bruno
    divides its damage among the blockers only, so nothing tramples over (702.22j)."""
    g = board(Ana=["Colossal Dreadmaw"], Bruno=["Benalish Hero", "Grizzly Bears"])
    g.attack({"Colossal Dreadmaw": "Bruno"})
    g.block({"Benalish Hero": "Colossal Dreadmaw", "Grizzly Bears": "Colossal Dreadmaw"})
    with pytest.raises(IllegalActionError) as e:
        g.assign({"Colossal Dreadmaw": {"Benalish Hero": 1, "Grizzly Bears": 2, "Bruno": 3},
                  "Grizzly Bears": {"Colossal Dreadmaw": 2}})
    assert (e.value.rule, e.value.key) == ("702.22j", "assign.band_blockers_only")
    events = g.assign({"Colossal Dreadmaw": {"Benalish Hero": 6},
                       "Grizzly Bears": {"Colossal Dreadmaw": 2}})
    assert [(e.rule, e.params["player"]) for e in events if e.key == "damage.band_divides"] == [
        ("702.22j", "Bruno")]
    assert g.state.graveyard == ["Benalish Hero"]
    assert g.state.battlefield["Grizzly Bears"].damage == 0
    assert g.state.players["Bruno"].life == 20


def test_702_22j_without_banding_the_trampler_divides_as_usual(board):
    g = board(Ana=["Colossal Dreadmaw"], Bruno=["Hill Giant", "Grizzly Bears"])
    g.attack({"Colossal Dreadmaw": "Bruno"})
    g.block({"Hill Giant": "Colossal Dreadmaw", "Grizzly Bears": "Colossal Dreadmaw"})
    events = g.assign({"Colossal Dreadmaw": {"Hill Giant": 3, "Grizzly Bears": 2, "Bruno": 1}})
    assert not [e for e in events if e.key == "damage.band_divides"]
    assert g.state.players["Bruno"].life == 19


def test_702_22k_band_with_first_strike(board):
    """Benalish Knight (2/2 first strike) bands with Benalish Hero; Hill Giant blocks the
    band: 2 first-strike damage, then 1 more kills it while Ana gives its 3 to the Hero."""
    g = board(Ana=["Benalish Hero", "Benalish Knight"], Bruno=["Hill Giant"])
    band = ["Benalish Hero", "Benalish Knight"]
    _attack_all(g, band, [band])
    g.block({"Hill Giant": "Benalish Knight"})
    first = g.assign({})  # only the Knight strikes first, at its one blocker
    assert [(e.params["source"], e.params["amount"]) for e in first if e.key == "damage.dealt"] == [
        ("Benalish Knight", 2)]
    events = g.assign({"Hill Giant": {"Benalish Hero": 3}})
    assert [(e.rule, e.params["player"]) for e in events if e.key == "damage.band_divides"] == [
        ("702.22k", "Ana")]
    assert set(g.state.graveyard) == {"Benalish Hero", "Hill Giant"}
    assert g.state.battlefield["Benalish Knight"].damage == 0


def test_702_22c_bands_with_other_legendary_creatures(board):
    """Creatures given "bands with other legendary creatures" (as by Cathedral of Serra)
    band with any legendary creatures; a nonlegendary one can't join (702.22c)."""
    gains = {"gains": ["bands with other legendary creatures"]}
    g = board(Ana=[("Sir Shandlar of Eberyn", gains), "Jedit Ojanen", "Hill Giant"], Bruno=["Craw Wurm"])
    with pytest.raises(IllegalActionError) as e:
        _attack_all(g, ["Sir Shandlar of Eberyn", "Jedit Ojanen", "Hill Giant"],
                    [["Sir Shandlar of Eberyn", "Jedit Ojanen", "Hill Giant"]])
    assert (e.value.rule, e.value.key) == ("702.22c", "band.without_banding")
    legends = ["Sir Shandlar of Eberyn", "Jedit Ojanen"]
    _attack_all(g, legends, [legends])
    g.block({"Craw Wurm": "Jedit Ojanen"})
    # both legendary, one with "bands with other": Ana divides the Wurm's damage (702.22k)
    events = g.assign({"Craw Wurm": {"Sir Shandlar of Eberyn": 6}})
    assert [(e.rule, e.params["player"]) for e in events if e.key == "damage.band_divides"] == [
        ("702.22k", "Ana")]
    assert g.state.graveyard == ["Craw Wurm"]  # 4 + 5 damage; Shandlar has toughness 7


def test_508_1e_702_22c_legal_declarations_include_bands(board):
    """Two creatures with banding (Benalish Hero, Timber Wolves) and one without (Grizzly
    Bears) against one player: the 8 sets of attackers, and with them every legal set of
    bands (508.1e): 15 declarations, each set of attackers followed by its bands."""
    g = board(Ana=["Benalish Hero", "Timber Wolves", "Grizzly Bears"])
    found = [(sorted(d.as_dict()), sorted(sorted(b) for b in d.bands)) for d in g.legal_declarations()]
    h, w, b = "Benalish Hero", "Timber Wolves", "Grizzly Bears"
    expected = [
        ([], []),
        ([b], []), ([w], []), ([h], []),
        ([b, w], []), ([b, w], [[b, w]]),
        ([b, h], []), ([b, h], [[b, h]]),
        ([h, w], []), ([h, w], [[h, w]]),
        ([b, h, w], []), ([b, h, w], [[b, h, w]]),
        ([b, h, w], [[b, h]]), ([b, h, w], [[b, w]]), ([b, h, w], [[h, w]]),
    ]
    expected = [(sorted(att), sorted(sorted(x) for x in bands)) for att, bands in expected]
    assert sorted(found) == sorted(expected) and len(found) == 15
    assert all(g.is_legal(d) for d in g.legal_declarations())
    # count_candidates bounds it without walking: 2 ** 3 sets of attackers times
    # Bell(2) * 3 ** 1 = 6 sets of bands.
    assert g.count_candidates() == 48


def test_702_22d_legal_declarations_band_only_creatures_attacking_the_same_thing(board):
    g = board(Ana=["Benalish Hero", "Timber Wolves"], Bruno=["Liliana of the Veil"])
    banded = [d for d in g.legal_declarations() if d.bands]
    assert sorted(sorted(d.as_dict().values()) for d in banded) == [
        ["Bruno", "Bruno"], ["Liliana of the Veil", "Liliana of the Veil"]]
    assert len(list(g.legal_declarations())) == 9 + 2


def test_508_1e_legal_declarations_with_bands_are_lazy(board):
    """Ten creatures with banding: far too many declarations to list, but the first ones
    come at once (a generator)."""
    from itertools import islice

    g = board(Ana=["Benalish Hero"] * 10)
    first = list(islice(g.legal_declarations(), 3))
    assert [len(d.attackers) for d in first] == [0, 1, 1]
    assert g.count_candidates() == 2 ** 10 * 115975  # Bell(10)


def test_702_22i_trap_runner_makes_one_band_member_blocked_the_whole_band_is(board):
    """Trap Runner: "{T}: Target unblocked attacking creature becomes blocked. Activate
    only during combat after blockers are declared." Aimed at the Grizzly Bears in a
    band with Benalish Hero, it makes both blocked (509.1h, 702.22i): neither deals
    combat damage; Timber Wolves, in no band, still does (1)."""
    from conftest import all_pass, event_lines

    g = board(Ana=["Benalish Hero", "Grizzly Bears", "Timber Wolves"], Bruno=["Trap Runner"])
    band = ["Benalish Hero", "Grizzly Bears"]
    g.attack({"Benalish Hero": "Bruno", "Grizzly Bears": "Bruno", "Timber Wolves": "Bruno"}, [band])
    with pytest.raises(IllegalActionError) as e:  # not before blockers are declared
        g.activate("Trap Runner", target="Grizzly Bears")
    assert (e.value.rule, e.value.key) == ("602.1b", "activate.after_blockers")
    g.block({})
    g.activate("Trap Runner", target="Grizzly Bears")
    assert event_lines(all_pass(g), "")[-2:] == [
        "509.1h Grizzly Bears becomes blocked (by no creature).",
        "702.22i Benalish Hero becomes blocked too: it is in a band with Grizzly Bears.",
    ]
    assert g.state.combat.blocked == {"Benalish Hero", "Grizzly Bears"}
    # Now blocked, Benalish Hero is no unblocked attacking creature: no legal target
    # (targets are chosen before the {T} cost is paid, 601.2c).
    with pytest.raises(IllegalActionError) as e:
        g.activate("Trap Runner", target="Benalish Hero")
    assert (e.value.rule, e.value.key) == ("601.2c", "target.wrong")
    g.assign({})
    assert g.state.players["Bruno"].life == 19


def test_702_22i_without_a_band_only_the_target_becomes_blocked(board):
    g = board(Ana=["Benalish Hero", "Grizzly Bears"], Bruno=["Trap Runner"])
    g.attack({"Benalish Hero": "Bruno", "Grizzly Bears": "Bruno"})
    g.block({})
    g.activate("Trap Runner", target="Grizzly Bears")
    g.pass_priority()
    assert g.state.combat.blocked == {"Grizzly Bears"}
    g.assign({})
    assert g.state.players["Bruno"].life == 20 - 1  # Benalish Hero's 1; not the Bears' 2


def test_702_22_messages_in_spanish_use_agrupar():
    assert render("term.keyword.banding", {}, "es") == "agrupar"
    assert render("band.without_banding", {"band": "A, B, C", "without": "B, C"}, "es") == (
        "No se puede formar la banda A, B, C: necesita criaturas con agrupar y como mucho una "
        "criatura sin agrupar (sin agrupar: B, C).")


def test_508_1e_scenario_declares_bands_beside_attack(judge_yaml):
    ruling = judge_yaml("""
        active: Ana
        players: {Ana: {life: 20}, Bruno: {life: 20}}
        battlefield:
          Ana: [Benalish Hero, Mesa Pegasus, Hill Giant]
          Bruno: [Craw Wurm]
        attack: {Benalish Hero: Bruno, Mesa Pegasus: Bruno, Hill Giant: Bruno}
        bands: [[Benalish Hero, Mesa Pegasus, Hill Giant]]
        block: {Craw Wurm: Benalish Hero}
        assign: {Craw Wurm: {Hill Giant: 6}}
    """)
    assert ruling.legal
    d = ruling.to_dict("es")
    assert d["state"]["bands"] == [BAND]
    assert "Ana divide el daño de combate de Craw Wurm, por la habilidad de agrupar." in [e["text"] for e in d["events"]]
    assert sorted(d["state"]["graveyard"][i]["id"] for i in range(2)) == ["Craw Wurm", "Hill Giant"]


def test_702_22k_example_file_json_matches_the_schema(db):
    """examples/702.22-band-of-three.yaml, judged in process: the JSON ruling (with the
    state's ``bands``) is valid against data/ruling.schema.json."""
    import json
    from pathlib import Path

    import jsonschema

    from mtgjudge.scenario import Scenario, judge

    root = Path(__file__).resolve().parent.parent
    ruling = checked(judge(Scenario.from_file(root / "examples" / "702.22-band-of-three.yaml"), db))
    out = ruling.to_dict("en")
    jsonschema.validate(out, json.loads((root / "mtgjudge" / "data" / "ruling.schema.json").read_text()))
    assert out["state"]["bands"] == [BAND]
    assert [(e["rule"], e["params"]) for e in out["events"] if e["key"] == "damage.band_divides"] == [
        ("702.22k", {"source": "Craw Wurm", "player": "Ana"})]
    assert out["state"]["players"]["Bruno"]["life"] == 20
