"""CR 508.1g-j and 509.1d-f: costs to attack and to block, from real cards' Oracle text
(Ghostly Prison, Propaganda, Windborn Muse, Sphere of Safety, Norn's Annex, Brainwash,
Phyrexian Marauder, Archangel of Tithes), "can't attack unless defending player
controls an Island" (508.1c), and 508.1d: no one is required to pay to obey a requirement."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mtgjudge import IllegalActionError
from mtgjudge.cr.r118_costs import ManaCost, Payment
from mtgjudge.cr.r508_attack_costs import (
    AttackTax,
    choose_payment,
    payment_pays,
)
from mtgjudge.oracle.costs import read_line

BEARS = ["Grizzly Bears", "Grizzly Bears", "Grizzly Bears"]
THREE = {f"Grizzly Bears #{i}": "Bruno" for i in (1, 2, 3)}


def _costs(events):
    return [(e.rule, e.text()) for e in events if e.key.startswith(("attack.cost", "block.cost"))]


def test_508_1h_reads_the_taxes_of_real_cards(db):
    text = db.get("Ghostly Prison").text
    assert read_line(text) == [AttackTax(text, 0, ManaCost(2), "you")]
    assert read_line(db.get("Propaganda").text) == read_line(text)
    annex = read_line(db.get("Norn's Annex").text.splitlines()[1])[0]
    assert (annex.cost, annex.protects) == (ManaCost(0, (), (("W", 1),)), "you+pw")
    sphere = read_line(db.get("Sphere of Safety").text)[0]
    assert (sphere.cost, sphere.per, sphere.protects) == (ManaCost(1), "enchantments", "you+pw")
    # "X is the number of basic land types": a wording we don't model, not read (never a guess).
    assert read_line(db.get("Collective Restraint").text.split("— ")[1]) is None


def test_508_1j_windborn_muse_five_mana_two_of_three_may_attack(board):
    """Windborn Muse, 5 mana, three would-be attackers: two may attack ({4}); three ({6}) is illegal."""
    g = board(Ana=BEARS, Bruno=["Windborn Muse"])
    g.set_mana("Ana", {"G": 5})
    with pytest.raises(IllegalActionError) as e:
        g.attack(THREE)
    assert (e.value.rule, e.value.key) == ("508.1j", "attack.cant_pay")
    assert (e.value.params["cost"], e.value.params["available"]) == ("{6}", "{G}{G}{G}{G}{G}")
    # 733: nothing changed, not even the start of combat.
    assert not g.state.combat.begun and not g.state.battlefield["Grizzly Bears #1"].tapped
    assert g.state.costs.mana("Ana") == {"G": 5}
    events = g.attack({"Grizzly Bears #1": "Bruno", "Grizzly Bears #2": "Bruno"})
    assert _costs(events) == [
        ("508.1h", ("Ana's total cost to attack is {4}, now locked in (Grizzly Bears #1: {2} "
                    "(Windborn Muse); Grizzly Bears #2: {2} (Windborn Muse)).")),
        ("508.1j", "Ana pays {4} to attack, with {G}{G}{G}{G}."),
    ]
    assert g.state.costs.mana("Ana") == {"G": 1}
    # Taken back, the mana is there again (733).
    g.pop()
    assert g.state.costs.mana("Ana") == {"G": 5}


def test_508_1j_legal_declarations_count_what_can_be_paid(board):
    g = board(Ana=BEARS, Bruno=["Windborn Muse"])
    g.set_mana("Ana", {"G": 5})
    sizes = sorted(len(d.attackers) for d in g.legal_declarations())
    assert sizes == [0, 1, 1, 1, 2, 2, 2]  # every set of at most two


def test_508_1j_no_mana_stated_means_none_to_pay_with(board):
    g = board(Ana=["Grizzly Bears"], Bruno=["Ghostly Prison"])
    assert not g.is_legal(_decl({"Grizzly Bears": "Bruno"}))


def _decl(attackers):
    from mtgjudge import AttackDeclaration

    return AttackDeclaration.of(attackers)


def _block(blockers):
    from mtgjudge import BlockDeclaration

    return BlockDeclaration.of(blockers)


def test_508_1d_sphere_of_safety_attacks_each_combat_not_attacking_is_legal(board):
    """Sphere of Safety and a creature that "attacks each combat if able": not attacking
    is legal, since no one is required to pay a cost to obey a requirement (508.1d)."""
    g = board(Ana=["Bloodrock Cyclops"], Bruno=["Sphere of Safety"])
    g.set_mana("Ana", {"R": 3})
    assert g.is_legal(_decl({}))
    # ... and paying to attack is legal too: X = 1 enchantment, {1}.
    events = g.attack({"Bloodrock Cyclops": "Bruno"})
    assert ("508.1j", "Ana pays {1} to attack, with {R}.") in _costs(events)


def test_508_1d_without_a_tax_the_requirement_holds(board):
    g = board(Ana=["Bloodrock Cyclops"])
    assert not g.is_legal(_decl({}))


def test_508_1h_sphere_of_safety_x_counts_enchantments_and_covers_planeswalkers(board):
    g = board(Ana=["Grizzly Bears"], Bruno=["Sphere of Safety", "Ghostly Prison", "Jace Beleren"])
    g.set_mana("Ana", {"G": 2, "C": 1})
    # X = 2 enchantments for Sphere, plus {2} from Ghostly Prison when attacking Bruno.
    with pytest.raises(IllegalActionError) as e:
        g.check(_decl({"Grizzly Bears": "Bruno"}))
    assert e.value.params["cost"] == "{4}" and e.value.rule == "508.1j"
    g.set_mana("Ana", {"G": 4})
    assert g.is_legal(_decl({"Grizzly Bears": "Bruno"}))
    # Ghostly Prison doesn't cover planeswalkers: attacking Jace costs only Sphere's {2}.
    events = g.attack({"Grizzly Bears": "Jace Beleren"})
    assert ("508.1j", "Ana pays {2} to attack, with {G}{G}.") in _costs(events)


def test_508_1h_ghostly_prison_attacking_a_planeswalker_is_free(board):
    """"Can't attack you" is judged per what is attacked: a planeswalker is not "you"."""
    g = board(Ana=["Grizzly Bears"], Bruno=["Ghostly Prison", "Jace Beleren"])
    events = g.attack({"Grizzly Bears": "Jace Beleren"})
    assert _costs(events) == []


def test_508_1d_free_target_keeps_the_requirement(board):
    """A creature that attacks each combat if able, with a free target (a planeswalker
    under Ghostly Prison only), must attack it (508.1d)."""
    g = board(Ana=["Bloodrock Cyclops"], Bruno=["Ghostly Prison", "Jace Beleren"])
    with pytest.raises(IllegalActionError) as e:
        g.attack({})
    assert e.value.rule == "508.1d"
    g.attack({"Bloodrock Cyclops": "Jace Beleren"})


def test_107_4f_norns_annex_phyrexian_mana_paid_with_life(board):
    g = board(Ana=["Grizzly Bears", "Grizzly Bears"], Bruno=["Norn's Annex"])
    g.set_mana("Ana", {"W": 1})
    events = g.attack({"Grizzly Bears #1": "Bruno", "Grizzly Bears #2": "Bruno"})
    assert _costs(events)[1] == ("508.1j", "Ana pays {W/P}{W/P} to attack, with {W} and 2 life.")
    assert g.state.players["Ana"].life == 18 and g.state.costs.mana("Ana") == {}


def test_508_1j_chosen_payment_all_life(board):
    g = board(Ana=["Grizzly Bears", "Grizzly Bears"], Bruno=["Norn's Annex"])
    g.set_mana("Ana", {"W": 2})
    g.pay_with("Ana", life=4)
    events = g.attack({"Grizzly Bears #1": "Bruno", "Grizzly Bears #2": "Bruno"})
    assert _costs(events)[1] == ("508.1j", "Ana pays {W/P}{W/P} to attack, with 4 life.")
    assert g.state.players["Ana"].life == 16 and g.state.costs.mana("Ana") == {"W": 2}


def test_508_1j_a_payment_that_doesnt_pay_is_illegal(board):
    g = board(Ana=["Grizzly Bears"], Bruno=["Ghostly Prison"])
    g.set_mana("Ana", {"G": 2, "W": 1})
    g.pay_with("Ana", {"G": 1})  # partial payments aren't allowed
    with pytest.raises(IllegalActionError) as e:
        g.attack({"Grizzly Bears": "Bruno"})
    assert (e.value.rule, e.value.key, e.value.params["payment"]) == ("508.1j", "attack.bad_payment", "{G}")


def test_119_4_life_can_be_paid_only_if_the_player_has_it(board):
    g = board(Ana=["Grizzly Bears"], Bruno=["Norn's Annex"], life={"Ana": 1, "Bruno": 20})
    assert not g.is_legal(_decl({"Grizzly Bears": "Bruno"}))


def test_508_1h_brainwash_and_phyrexian_marauder_pay_for_themselves(board):
    g = board(Ana=["Grizzly Bears", "Hill Giant", ("Phyrexian Marauder", {"counters": {"+1/+1": 3}})],
              Bruno=["Brainwash"])
    g.state.battlefield["Brainwash"].controller = "Bruno"
    g.attach("Brainwash", "Grizzly Bears")
    g.set_mana("Ana", {"C": 6})
    events = g.attack({"Grizzly Bears": "Bruno", "Hill Giant": "Bruno", "Phyrexian Marauder": "Bruno"})
    assert _costs(events)[0][1] == ("Ana's total cost to attack is {6}, now locked in (Grizzly Bears: {3} "
                                    "(Brainwash); Phyrexian Marauder: {3} (Phyrexian Marauder)).")


def test_508_1c_sea_serpent_needs_an_island(board):
    g = board(Ana=["Sea Serpent"], Bruno=["Mountain"])
    with pytest.raises(IllegalActionError) as e:
        g.attack({"Sea Serpent": "Bruno"})
    assert (e.value.rule, e.value.key, e.value.params["what"]) == ("508.1c", "attack.unless_defender_controls", "Island")
    g = board(Ana=["Sea Serpent"], Bruno=["Island"])
    g.attack({"Sea Serpent": "Bruno"})


def test_508_1c_802_2a_sea_serpent_needs_an_island_under_the_player_it_attacks(db):
    """With several defending players, "defending player" is the one the creature
    attacks (802.2a): Bruno's Island lets Sea Serpent attack Bruno, not Carla."""
    from mtgjudge import Game

    g = Game({"Ana": 20, "Bruno": 20, "Carla": 20}, "Ana", db=db)
    g.add("Sea Serpent", "Ana")
    g.add("Island", "Bruno")
    g.add("Mountain", "Carla")
    g.add("Chandra Nalaar", "Carla")
    with pytest.raises(IllegalActionError) as e:
        g.check(_decl({"Sea Serpent": "Carla"}))
    assert (e.value.rule, e.value.params["defending"]) == ("508.1c", "Carla")
    assert str(e.value) == ("Sea Serpent can't attack: Carla controls no Island (its Oracle text: \"This "
                            "creature can't attack unless defending player controls an Island.\"). (508.1c)")
    # Carla's planeswalker: the defending player is Carla again.
    assert not g.is_legal(_decl({"Sea Serpent": "Chandra Nalaar"}))
    assert [d.as_dict() for d in g.legal_declarations()] == [{}, {"Sea Serpent": "Bruno"}]
    assert g.count_candidates() == 2
    g.attack({"Sea Serpent": "Bruno"})


def test_509_1d_archangel_of_tithes_taxes_blocks_while_attacking(board):
    g = board(Ana=["Archangel of Tithes"], Bruno=["Giant Spider", "Wind Drake"])
    g.set_mana("Bruno", {"G": 1})
    g.attack({"Archangel of Tithes": "Bruno"})
    with pytest.raises(IllegalActionError) as e:
        g.block({"Giant Spider": "Archangel of Tithes", "Wind Drake": "Archangel of Tithes"})
    assert (e.value.rule, e.value.params["cost"]) == ("509.1f", "{2}")
    events = g.block({"Giant Spider": "Archangel of Tithes"})
    assert _costs(events) == [
        ("509.1d", "Bruno's total cost to block is {1}, now locked in (Giant Spider: {1} (Archangel of Tithes))."),
        ("509.1f", "Bruno pays {1} to block, with {G}.")]


def test_509_1c_a_block_requirement_needs_no_payment(board):
    """A creature that "blocks each combat if able" needn't pay Archangel of Tithes's tax (509.1c)."""
    g = board(Ana=["Archangel of Tithes"], Bruno=[("Grizzly Bears", {"gains": ["reach", "blocks each combat if able"]})])
    g.attack({"Archangel of Tithes": "Bruno"})
    # The block would cost {1}, which Bruno hasn't got...
    with pytest.raises(IllegalActionError) as e:
        g.check(_block({"Grizzly Bears": "Archangel of Tithes"}))
    assert (e.value.rule, e.value.key, e.value.params["cost"]) == ("509.1f", "block.cant_pay", "{1}")
    # ... so not blocking obeys the most requirements possible: legal, and nothing is paid.
    events = g.block({})
    assert [(e.rule, e.text()) for e in events] == [("509.1h", "Archangel of Tithes is unblocked.")]
    assert g.state.combat.blocking == {} and g.state.costs.mana("Bruno") == {}
    assert g.state.players["Bruno"].life == 20 and not g.state.battlefield["Grizzly Bears"].tapped


def test_509_1c_without_a_tax_the_block_requirement_holds(board):
    """The same requirement with no cost to block: not blocking is illegal (509.1c)."""
    g = board(Ana=["Grizzly Bears"], Bruno=[("Grizzly Bears", {"gains": ["blocks each combat if able"]})])
    g.attack({"Grizzly Bears #1": "Bruno"})
    with pytest.raises(IllegalActionError) as e:
        g.block({})
    assert (e.value.rule, e.value.key, e.value.params["obeyed"], e.value.params["possible"]) == (
        "509.1c", "block.requirements", 0, 1)


def test_508_1h_archangel_of_tithes_taxes_attacks_only_while_untapped(board):
    g = board(Ana=["Grizzly Bears"], Bruno=[("Archangel of Tithes", {"tapped": True})])
    assert _costs(g.attack({"Grizzly Bears": "Bruno"})) == []


def test_508_1j_choose_payment_and_payment_pays():
    cost = ManaCost.parse("{2}{W}{W/P}")
    assert choose_payment(cost, {"W": 2, "C": 1, "G": 1}, 20) == Payment.of({"W": 2, "C": 1, "G": 1})
    assert choose_payment(cost, {"W": 1, "C": 2}, 20) == Payment.of({"W": 1, "C": 2}, 2)
    assert choose_payment(cost, {"W": 1, "C": 2}, 1) is None
    assert payment_pays(Payment.of({"W": 1, "G": 2}, 2), cost)
    assert not payment_pays(Payment.of({"W": 1, "G": 3}, 2), cost)  # more than the cost
    assert not payment_pays(Payment.of({"G": 3}, 2), cost)  # {W} must be paid with white


@settings(max_examples=40, deadline=None)
@given(n=st.integers(0, 4), mana=st.integers(0, 9), attacking=st.integers(0, 4))
def test_508_1j_windborn_muse_legal_exactly_when_paid_in_full(db, n, mana, attacking):
    """Property: with Windborn Muse, k of n creatures attacking is legal exactly when
    {2} each can be paid from the mana stated, and then that much is spent (508.1h-j)."""
    from mtgjudge import Game

    attacking = min(attacking, n)
    g = Game(["Ana", "Bruno"], db=db)
    ids = [g.add_creature(f"Soldier {i}", "Ana", 1, 1).id for i in range(n)]
    g.add("Windborn Muse", "Bruno")
    g.set_mana("Ana", {"C": mana})
    decl = _decl({pid: "Bruno" for pid in ids[:attacking]})
    assert g.is_legal(decl) == (2 * attacking <= mana)
    if g.is_legal(decl):
        g.push(decl)
        assert g.state.costs.mana("Ana").get("C", 0) == mana - 2 * attacking
