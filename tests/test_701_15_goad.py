"""CR 701.15 goad: a goaded creature attacks each combat if able and attacks a player
other than the goading player if able (701.15b); both are requirements obeyed as far
as possible (508.1d), one pair for each player who goaded it (701.15c-d)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mtgjudge import AttackDeclaration, Game, IllegalActionError


def four(db, ana=("Grizzly Bears",), goaders=("Bruno",), left=()):
    g = Game({"Ana": 40, "Bruno": 40, "Carla": 40, "Dario": 40}, "Ana", db=db)
    for name in ana:
        g.add(name, "Ana")
    g.add("Jace Beleren", "Carla")
    g.goad(ana[0], *goaders)
    for p in left:
        g.leave(p)
    return g


def test_701_15b_goaded_creature_must_attack_a_player_other_than_the_goader(db):
    g = four(db)

    legal = {frozenset(d.as_dict().items()) for d in g.legal_declarations()}
    assert legal == {frozenset({("Grizzly Bears", "Carla")}), frozenset({("Grizzly Bears", "Dario")})}
    with pytest.raises(IllegalActionError) as e:
        g.check(AttackDeclaration.of({"Grizzly Bears": "Bruno"}))
    assert e.value.rule == "508.1d"
    assert str(e.value) == (
        "This attack obeys 1 of the requirements to attack, but 2 can be obeyed without breaking a "
        "restriction. Not obeyed: Grizzly Bears (goaded by Bruno: attacks a player other than Bruno "
        "if able). (508.1d)")
    # A planeswalker is no player: attacking it obeys only "attacks each combat".
    assert not g.is_legal(AttackDeclaration.of({"Grizzly Bears": "Jace Beleren"}))
    with pytest.raises(IllegalActionError) as e:
        g.check(AttackDeclaration.of({}))
    assert e.value.rule == "508.1d" and "0 of the requirements" in str(e.value)


def test_701_15b_goader_is_attacked_when_no_other_player_can_be(db):
    g = four(db, left=("Carla", "Dario"))
    assert [d.as_dict() for d in g.legal_declarations()] == [{"Grizzly Bears": "Bruno"}]


def test_701_15c_goaded_by_two_players_attacks_a_third(db):
    g = four(db, goaders=("Bruno", "Carla"))
    assert [d.as_dict() for d in g.legal_declarations()] == [{"Grizzly Bears": "Dario"}]
    # Three players: each of the goaders obeys three of the four requirements.
    g = four(db, goaders=("Bruno", "Carla"), left=("Dario",))
    assert [d.as_dict() for d in g.legal_declarations()] == [{"Grizzly Bears": "Bruno"},
                                                             {"Grizzly Bears": "Carla"}]


def test_701_15d_goading_again_adds_no_requirement(db):
    g = four(db, goaders=("Bruno", "Bruno"))
    assert g.state.goaded == {"Grizzly Bears": ("Bruno",)}


def test_508_1d_goad_with_a_restriction_tying_attackers_together(db):
    # Mogg Flunkies can't attack alone (508.1c): the exact search (508.1d) must send it,
    # with the Bears, at a player other than Bruno.
    g = four(db, ana=("Mogg Flunkies", "Grizzly Bears"))

    assert g.is_legal(AttackDeclaration.of({"Mogg Flunkies": "Carla", "Grizzly Bears": "Bruno"}))
    assert not g.is_legal(AttackDeclaration.of({"Mogg Flunkies": "Bruno", "Grizzly Bears": "Carla"}))
    assert not g.is_legal(AttackDeclaration.of({}))
    # Alone it can't attack at all, so no requirement can be obeyed: no attack is legal.
    g = four(db, ana=("Mogg Flunkies",))
    assert [d.as_dict() for d in g.legal_declarations()] == [{}]


def test_701_15_goad_in_a_scenario(judge_yaml):
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {life: 40}, Bruno: {life: 40}, Carla: {life: 40}}
        battlefield:
          Ana: [{card: Grizzly Bears, goaded_by: Bruno}]
        attack: {Grizzly Bears: Bruno}
        """, refused="508.1d")
    assert not r.legal and r.error.rule == "508.1d"


# --------------------------------------------------------------------------- 508.1d with taxes
def three(db, bruno=(), carla=(), ana=("Grizzly Bears",), mana=None):
    """Ana, Bruno, Carla; Ana's first creature goaded by Bruno."""
    g = Game({"Ana": 40, "Bruno": 40, "Carla": 40}, "Ana", db=db)
    for name in ana:
        g.add(name, "Ana")
    for name in bruno:
        g.add(name, "Bruno")
    for name in carla:
        g.add(name, "Carla")
    g.goad(g.state.battlefield and next(iter(g.state.battlefield)), "Bruno")
    if mana:
        g.set_mana("Ana", mana)
    return g


def _legal(g):
    return sorted(sorted(d.as_dict().items()) for d in g.legal_declarations())


def test_508_1d_goaded_creature_attacks_the_goader_rather_than_pay_ghostly_prison(db):
    """Attacking Carla (not the goader) costs {2} under Ghostly Prison; attacking Bruno is
    free. Without paying, at most one requirement ("attacks each combat") can be obeyed:
    attacking Bruno obeys it; not attacking obeys none (508.1d, 701.15b)."""
    g = three(db, carla=["Ghostly Prison"])
    assert _legal(g) == [[("Grizzly Bears", "Bruno")]]
    with pytest.raises(IllegalActionError) as e:
        g.check(AttackDeclaration.of({}))
    assert (e.value.rule, e.value.params["obeyed"], e.value.params["possible"]) == ("508.1d", 0, 1)
    # With {2} Ana may pay and obey both requirements, or attack Bruno for free.
    g.set_mana("Ana", {"W": 2})
    assert _legal(g) == [[("Grizzly Bears", "Bruno")], [("Grizzly Bears", "Carla")]]


def test_508_1d_goaded_creature_needn_t_attack_when_every_attack_costs(db):
    """Propaganda under Bruno and Ghostly Prison under Carla: every attack costs {2}, so
    no requirement need be obeyed and not attacking is legal (508.1d)."""
    g = three(db, bruno=["Propaganda"], carla=["Ghostly Prison"])
    assert _legal(g) == [[]]
    g.set_mana("Ana", {"C": 2})
    assert _legal(g) == [[], [("Grizzly Bears", "Bruno")], [("Grizzly Bears", "Carla")]]


def test_508_1d_sphere_of_safety_taxes_the_planeswalker_ghostly_prison_does_not(db):
    """"Can't attack you" is judged per what is attacked: under Ghostly Prison Carla's Jace
    Beleren is a free target (it obeys "attacks each combat", not "attacks a player other
    than Bruno"); under Sphere of Safety ("you or planeswalkers you control") it isn't."""
    g = three(db, carla=["Ghostly Prison", "Jace Beleren"])
    assert _legal(g) == [[("Grizzly Bears", "Bruno")], [("Grizzly Bears", "Jace Beleren")]]
    g = three(db, carla=["Sphere of Safety", "Jace Beleren"])
    assert _legal(g) == [[("Grizzly Bears", "Bruno")]]
    # Sphere's X is the enchantments Carla controls: two here, {2} per creature.
    g = three(db, carla=["Sphere of Safety", "Ghostly Prison", "Jace Beleren"], mana={"C": 2})
    assert _legal(g) == [[("Grizzly Bears", "Bruno")], [("Grizzly Bears", "Jace Beleren")]]
    g.set_mana("Ana", {"C": 4})
    assert _legal(g) == [[("Grizzly Bears", "Bruno")], [("Grizzly Bears", "Carla")],
                         [("Grizzly Bears", "Jace Beleren")]]


def test_508_1d_goad_and_a_tax_with_a_restriction_tying_attackers_together(db):
    """The exact search (Mogg Flunkies can't attack alone) also counts only free attacks:
    the Bears attacking Bruno, with or without the Flunkies, is the most obeyable (1)."""
    g = three(db, ana=("Grizzly Bears", "Mogg Flunkies"), carla=["Ghostly Prison"])
    assert _legal(g) == [[("Grizzly Bears", "Bruno")],
                         [("Grizzly Bears", "Bruno"), ("Mogg Flunkies", "Bruno")]]
    g.set_mana("Ana", {"C": 2})
    assert [("Grizzly Bears", "Carla"), ("Mogg Flunkies", "Bruno")] in _legal(g)
    assert [("Grizzly Bears", "Bruno"), ("Mogg Flunkies", "Carla")] in _legal(g)


def test_508_1d_brainwash_on_the_goaded_creature_taxes_every_attack(db):
    """"Enchanted creature can't attack unless its controller pays {3}" taxes whatever it
    attacks: no free attack, so no requirement must be obeyed."""
    g = three(db, carla=["Brainwash"])
    g.attach("Brainwash", "Grizzly Bears")
    assert _legal(g) == [[]]


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(["Grizzly Bears", "Mogg Flunkies", "Bloodrock Cyclops", "Sea Serpent"]),
                min_size=1, max_size=3),
       st.lists(st.sampled_from(["Ghostly Prison", "Sphere of Safety", "Island", "Jace Beleren"]), max_size=3, unique=True),
       st.lists(st.sampled_from(["Propaganda", "Island", "Jace Beleren"]), max_size=2, unique=True),
       st.lists(st.sampled_from(["Bruno", "Carla"]), max_size=2), st.booleans())
def test_508_1d_most_requirements_with_goad_and_taxes_matches_brute_force(db, ana, carla, bruno, goaders, pay):
    """Property: the most requirements obeyable (508.1d) equals the best count over every
    declaration that breaks no restriction and costs nothing, found by trying them all;
    and a declaration is legal exactly when it obeys that many (or pays and obeys at least
    that many)."""
    from itertools import product

    from mtgjudge.cr import r508_attack_costs as costs
    from mtgjudge.cr import r508_declare_attackers as r508
    from mtgjudge.cr import r508_509_requirements as req
    from mtgjudge.cr.r506_combat import attackable

    g = Game({"Ana": 20, "Bruno": 20, "Carla": 20}, "Ana", db=db)
    for name in ana:
        g.add(name, "Ana")
    for name in bruno:
        g.add(name, "Bruno")
    for name in carla:
        g.add(name, "Carla")
    if goaders:
        g.goad(next(iter(g.state.battlefield)), *goaders)
    g.set_mana("Ana", {"C": 20} if pay else {})
    g.begin_combat()
    state = g.state
    reqs, best = r508.most_requirements(state)
    mine = [p for p in state.battlefield if state.battlefield[p].controller == "Ana"]
    targets = attackable(state)
    brute, legal = 0, set()
    for choice in product([None, *targets], repeat=len(mine)):
        attacks = {c: t for c, t in zip(mine, choice) if t is not None}
        decl = AttackDeclaration.of(attacks)
        ok = g.is_legal(decl)
        if ok:
            legal.add(decl)
        try:
            r508.check(state, decl, (reqs, 0))
        except IllegalActionError:
            continue
        n = sum(req.attack_obeyed(state, r, attacks) for r in reqs)
        if not costs.attack_cost_items(state, list(attacks.items())):
            brute = max(brute, n)
    assert best == brute
    for decl in legal:
        assert sum(req.attack_obeyed(state, r, decl.as_dict()) for r in reqs) >= best
    assert legal == set(g.legal_declarations())
