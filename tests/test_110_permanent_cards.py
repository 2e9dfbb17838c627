"""CR 110.4 and section 3: only permanent cards can be on the battlefield. Instants and
sorceries can't enter it (304.4, 307.4); casual-variant cards stay in the command zone
(309.2, 311.2-315.3); a card with no permanent type is no permanent card (110.4a)."""

from __future__ import annotations

import textwrap

import pytest

from mtgjudge import BoardError, Game, ScenarioError
from mtgjudge.cards.model import Card
from mtgjudge.scenario import Scenario, judge


@pytest.mark.parametrize("name,message", [
    ("Lightning Bolt", ("Lightning Bolt is an instant card: instants can't enter the battlefield, "
                       "so it can't be a permanent (CR 304.4)")),
    ("Crib Swap", ("Crib Swap is an instant card: instants can't enter the battlefield, "
                  "so it can't be a permanent (CR 304.4)")),
    ("Fire // Ice", ("Fire // Ice is an instant card: instants can't enter the battlefield, "
                    "so it can't be a permanent (CR 304.4)")),
    ("Divination", ("Divination is a sorcery card: sorceries can't enter the battlefield, "
                   "so it can't be a permanent (CR 307.4)")),
    ("Academy at Tolaria West", ("Academy at Tolaria West (Plane — Dominaria) is a casual-variant card "
                                "that stays in the command zone: it is never a permanent (CR 311.2)")),
    ("Chaotic Aether", ("Chaotic Aether (Phenomenon) is a casual-variant card that stays in the "
                       "command zone: it is never a permanent (CR 312.2)")),
    ("Akroma, Angel of Wrath Avatar", ("Akroma, Angel of Wrath Avatar (Vanguard) is a casual-variant card "
                                      "that stays in the command zone: it is never a permanent (CR 313.2)")),
    ("A Display of My Dark Power", ("A Display of My Dark Power (Scheme) is a casual-variant card that "
                                   "stays in the command zone: it is never a permanent (CR 314.2)")),
    ("Advantageous Proclamation", ("Advantageous Proclamation (Conspiracy) is a casual-variant card that "
                                  "stays in the command zone: it is never a permanent (CR 315.3)")),
    ("Carnival Elephant Meteor", ("Carnival Elephant Meteor (Stickers) has no permanent type (artifact, "
                                  "battle, creature, enchantment, land or planeswalker), so it can't be on "
                                  "the battlefield (CR 110.4a)")),
])
def test_110_4a_only_permanent_cards_can_be_on_the_battlefield(db, name, message):
    g = Game(["Ana", "Bruno"], db=db)
    before = g.state.copy()
    with pytest.raises(BoardError) as e:
        g.add(name, "Ana")
    assert str(e.value) == message
    assert g.state == before


def test_304_4_kindred_instant_is_refused_but_kindred_permanent_is_not(db):
    g = Game(["Ana", "Bruno"], db=db)
    with pytest.raises(BoardError):
        g.add("Crib Swap", "Ana")  # Kindred Instant
    g.add("Bitterblossom", "Ana")  # Kindred Enchantment: a permanent (308.1)
    assert list(g.state.battlefield) == ["Bitterblossom"]


def test_304_4_custom_creature_of_a_nonpermanent_type_is_refused():
    g = Game(["Ana", "Bruno"], db=object())
    with pytest.raises(BoardError) as e:
        g.add_creature("Bolt Elemental", "Ana", 3, 1, types=["Instant", "Creature"])
    assert str(e.value).startswith("Bolt Elemental is an instant card") and "(CR 304.4)" in str(e.value)
    with pytest.raises(BoardError) as e:
        g.add_creature("Nothing", "Ana", 1, 1, types=[])
    assert str(e.value).endswith("(CR 110.4a)")
    assert g.state.battlefield == {}


class _Faces:
    """A card database holding a modal double-faced card and its back face (the bundled
    data lacks modal back faces; a Scryfall or MTGJSON build has them)."""

    front = Card("Emeria's Call // Emeria, Shattered Skyclave", "{4}{W}{W}{W}", ("W",),
                 types=("Sorcery",), type_line="Sorcery", layout="modal_dfc")
    back = Card("Emeria, Shattered Skyclave", None, ("W",), types=("Land",), type_line="Land",
                layout="modal_dfc")

    def get(self, name):
        return {c.name: c for c in (self.front, self.back)}[name]


def test_307_4_sorcery_front_face_error_names_the_permanent_back_face():
    g = Game(["Ana", "Bruno"], db=_Faces())
    with pytest.raises(BoardError) as e:
        g.add(_Faces.front, "Ana")
    assert str(e.value) == (
        "Emeria's Call // Emeria, Shattered Skyclave is a sorcery card: sorceries can't enter the "
        "battlefield, so it can't be a permanent (CR 307.4) (a double-faced card on the battlefield "
        "with its back face up is named by that face: \"Emeria, Shattered Skyclave\")")
    g.add("Emeria, Shattered Skyclave", "Ana")
    assert g.state.battlefield["Emeria, Shattered Skyclave"].is_type("Land")


def test_304_4_scenario_with_an_instant_on_the_battlefield_is_refused_with_its_place(db):
    scn = Scenario.from_yaml(textwrap.dedent("""\
        active: Ana
        players: {Ana: {life: 20}, Bruno: {life: 20}}
        battlefield:
          Ana: [Grizzly Bears, Lightning Bolt]
          Bruno: [{card: Divination, tapped: true}]
        """), "bolt.yaml")
    with pytest.raises(ScenarioError) as e:
        judge(scn, db)
    assert [(where, str(m)) for where, m in e.value.problems] == [
        ("bolt.yaml:4 battlefield.Ana[1]", ("Lightning Bolt is an instant card: instants can't enter "
                                           "the battlefield, so it can't be a permanent (CR 304.4)")),
        ("bolt.yaml:5 battlefield.Bruno[0]", ("Divination is a sorcery card: sorceries can't enter "
                                             "the battlefield, so it can't be a permanent (CR 307.4)")),
    ]
    assert e.value.problems[0][1].render("es") == (
        "Lightning Bolt es una carta de instantáneo: los instantáneos no pueden entrar al campo de "
        "batalla, así que no puede ser un permanente (RC 304.4)")


def test_304_4_enters_refuses_an_instant_as_battlefield_does(db):
    """CR 304.4, 110.4a: an `enters` entry can't put Lightning Bolt onto the battlefield
    attacking: an input error at its line, as under `battlefield:`; the API refuses it too."""
    scn = Scenario.from_yaml(textwrap.dedent("""\
        active: Ana
        players: {Ana: {life: 20}, Bruno: {life: 20}}
        battlefield: {Ana: [Grizzly Bears], Bruno: [Hill Giant]}
        attack: {Grizzly Bears: Bruno}
        enters: [{card: Lightning Bolt, attacking: Bruno, step: declare attackers},
                 {card: Divination, step: declare blockers}]
        """), "x.yaml")
    with pytest.raises(ScenarioError) as e:
        judge(scn, db)
    assert [(where, str(m)) for where, m in e.value.problems] == [
        ("x.yaml:5 enters[0]", ("Lightning Bolt is an instant card: instants can't enter "
                                "the battlefield, so it can't be a permanent (CR 304.4)")),
        ("x.yaml:6 enters[1]", ("Divination is a sorcery card: sorceries can't enter "
                                "the battlefield, so it can't be a permanent (CR 307.4)")),
    ]
    g = Game(["Ana", "Bruno"], "Ana", db=db)
    g.add("Grizzly Bears", "Ana")
    g.attack({"Grizzly Bears": "Bruno"})
    before = g.state.copy()
    with pytest.raises(BoardError, match=r"Lightning Bolt is an instant card.*\(CR 304.4\)"):
        g.put_onto_battlefield("Lightning Bolt", "Ana", attacking="Bruno")
    assert g.state == before
