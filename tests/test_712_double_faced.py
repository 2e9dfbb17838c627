"""CR 712.8d-e: a double-faced card on the battlefield has the characteristics of the
face that is up: the front face normally, the back face once transformed."""

from __future__ import annotations

import textwrap
from pathlib import Path

from mtgjudge import BlockDeclaration, Game
from mtgjudge.scenario import Scenario, judge


def test_712_8e_transformed_card_is_put_on_the_battlefield_by_its_back_face(db):
    g = Game(["Ana", "Bruno"], db=db)
    aberration = g.add("Insectile Aberration", "Ana")
    delver = g.add("Delver of Secrets", "Ana")
    bears = g.add("Grizzly Bears", "Bruno")
    assert (aberration.id, aberration.power, aberration.toughness, aberration.colors,
            aberration.card.subtypes, [a.name for a in aberration.abilities]) == \
        ("Insectile Aberration", 3, 2, ("U",), ("Human", "Insect"), ["flying"])
    # The front face (712.8d): the 1/1 Delver of Secrets, without flying.
    assert (delver.id, delver.power, delver.toughness, [a.name for a in delver.abilities]) == \
        ("Delver of Secrets", 1, 1, [])
    g.attack({"Insectile Aberration": "Bruno", "Delver of Secrets": "Bruno"})
    assert not g.is_legal(BlockDeclaration.of({bears.id: "Insectile Aberration"}))  # flying
    assert g.is_legal(BlockDeclaration.of({bears.id: "Delver of Secrets"}))
    g.block({})
    g.assign()
    assert g.state.players["Bruno"].life == 20 - 3 - 1


def test_712_8e_back_face_in_a_scenario_file(db):
    scn = Scenario.from_yaml(textwrap.dedent("""\
        active: Ana
        players: {Ana: {life: 20}, Bruno: {life: 20}}
        battlefield: {Ana: [insectile aberration], Bruno: [Storm Crow]}
        attack: {Insectile Aberration: Bruno}
        block: {Storm Crow: Insectile Aberration}
        """))
    ruling = judge(scn, db)
    assert ruling.error is None
    assert [(e.rule, e.params["source"], e.params["recipient"], e.params["amount"])
            for e in ruling.events if e.key == "damage.assign"] == [
        ("510.1c", "Insectile Aberration", "Storm Crow", 3), ("510.1d", "Storm Crow", "Insectile Aberration", 1)]
    assert "Storm Crow" in ruling.state.graveyard


def test_712_8e_readme_documents_the_back_face_beside_the_front_face_rule():
    readme = (Path(__file__).parents[1] / "README.md").read_text(encoding="utf-8")
    text = " ".join(readme.split())
    assert ("named by their front face (`Brazen Borrower`), as on the battlefield (CR 712.8d); a "
            "transformed double-faced card, back face up, is named by its back face (`Insectile "
            "Aberration`, not `Delver of Secrets`)") in text
