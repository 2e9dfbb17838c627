"""CR 702.14: landwalk, including the kinds named by a supertype (702.14c: "snow
swampwalk", "snow landwalk", "nonbasic landwalk", "legendary landwalk"), read from
real cards' Oracle text."""

from __future__ import annotations

import pytest

from mtgjudge import BlockDeclaration, IllegalActionError
from mtgjudge.cr import r702_keywords as kw
from mtgjudge.messages import render
from mtgjudge.oracle import compile_card


@pytest.mark.parametrize("card,land_type,quality", [
    ("Bog Wraith", "Swamp", ""),
    ("Legions of Lim-Dûl", "Swamp", "snow"),
    ("Rime Dryad", "Forest", "snow"),
    ("Zombie Musher", "", "snow"),
    ("Dryad Sophisticate", "", "nonbasic"),
    ("Ayumi, the Last Visitor", "", "legendary"),
])
def test_702_14a_landwalk_read_from_oracle_text(db, card, land_type, quality):
    walks = [a for a in compile_card(db.get(card)).abilities if isinstance(a, kw.Landwalk)]
    assert [(a.land_type, a.quality) for a in walks] == [(land_type, quality)]


@pytest.mark.parametrize("attacker,lands,blockable", [
    # snow swampwalk: a Swamp that is snow; a plain Swamp or another snow land doesn't do
    ("Legions of Lim-Dûl", ["Swamp"], True),
    ("Legions of Lim-Dûl", ["Snow-Covered Forest"], True),
    ("Legions of Lim-Dûl", ["Snow-Covered Swamp"], False),
    # snow landwalk: any snow land
    ("Zombie Musher", ["Forest"], True),
    ("Zombie Musher", ["Scrying Sheets"], False),
    ("Zombie Musher", ["Snow-Covered Forest"], False),
    # nonbasic landwalk: any land without the basic supertype
    ("Dryad Sophisticate", ["Forest", "Snow-Covered Swamp"], True),
    ("Dryad Sophisticate", ["Urborg, Tomb of Yawgmoth"], False),
    # legendary landwalk
    ("Ayumi, the Last Visitor", ["Swamp", "Scrying Sheets"], True),
    ("Ayumi, the Last Visitor", ["Urborg, Tomb of Yawgmoth"], False),
])
def test_702_14c_landwalk_with_a_supertype(board, attacker, lands, blockable):
    g = board(Ana=[attacker], Bruno=["Grizzly Bears", *lands])
    g.attack({attacker: "Bruno"})
    declaration = BlockDeclaration.of({"Grizzly Bears": attacker})
    assert g.is_legal(declaration) == blockable
    if not blockable:
        with pytest.raises(IllegalActionError) as e:
            g.block({"Grizzly Bears": attacker})
        assert (e.value.rule, e.value.key) == ("702.14c", "block.landwalk")


def test_702_14c_landwalk_rejection_names_the_land_in_english_and_spanish(board):
    g = board(Ana=["Legions of Lim-Dûl"], Bruno=["Grizzly Bears", "Snow-Covered Swamp"])
    g.attack({"Legions of Lim-Dûl": "Bruno"})
    with pytest.raises(IllegalActionError) as e:
        g.block({"Grizzly Bears": "Legions of Lim-Dûl"})
    assert e.value.message == ("Grizzly Bears can't block Legions of Lim-Dûl: Legions of Lim-Dûl has "
                                    "snow swampwalk and Bruno controls snow Swamp.")
    spanish = render(e.value.key, e.value.params, "es")
    assert "cruzapantanos nevados" in spanish and "un Pantano nevado" in spanish
