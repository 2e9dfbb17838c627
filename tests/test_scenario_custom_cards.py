"""Cards not in the card data (a preview, playtest or made-up card): a ``name:`` entry of
any card type with its own ``text``, ``type_line``, ``mana_cost`` and P/T, read by the
Oracle front end as a real card is (CR 603.3 triggers, 611.2/613 statics, 702 keywords),
each line not read listed as not modeled with the same caveats; bad input reported all
at once, each problem at its line and field (CR 205.2a, 205.4a, 202.2, 208.1)."""

from __future__ import annotations

import pytest

from conftest import lines
from mtgjudge import Game, ScenarioError
from mtgjudge.errors import BoardError
from mtgjudge.oracle.store import card_key

RAIDER = """\
    active: Ana
    players: {Ana: {life: 20}, Bruno: {life: 20}}
    battlefield:
      Ana:
        - name: Ghostfire Raider
          type_line: Creature — Spirit Warrior
          mana_cost: "{2}{R}"
          power: 2
          toughness: 4
          text: |
            Whenever ~ attacks, it gets +2/+0 until end of turn.
            ~ deals double damage to Walls.
      Bruno: [Hill Giant]
    attack: {Ghostfire Raider: Bruno}
    """


def problems_of(judge_yaml, text: str) -> list[tuple[str, str]]:
    with pytest.raises(ScenarioError) as e:
        judge_yaml(text)
    return [(w, str(m)) for w, m in e.value.problems]


def test_603_3_custom_creature_attack_trigger_read_from_its_text(judge_yaml):
    """603.3, 611.2a: "Whenever ~ attacks, it gets +2/+0" on a made-up 2/4 is read as
    the same grammar reads a real card: unblocked it deals 4 (Bruno 20 -> 16)."""
    ruling = judge_yaml(RAIDER)
    assert lines(ruling, "6") == [
        "603.3 Ghostfire Raider (whenever it attacks) triggers and is put on the stack (controlled by Ana).",
        "611.2a Ghostfire Raider gets +2/+0 until end of turn (now 4/4).",
    ]
    assert lines(ruling, "510.2") == ["510.2 Ghostfire Raider deals 4 damage to Bruno."]
    assert ruling.state.players["Bruno"].life == 16
    raider = ruling.state.battlefield["Ghostfire Raider"]
    assert (raider.card.types, raider.card.subtypes, raider.card.colors) == (
        ("Creature",), ("Spirit", "Warrior"), ("R",))  # its colour from its mana cost (202.2)


def test_603_3_custom_creature_blocked_kills_the_blocker_and_survives(judge_yaml):
    """The README's example: pumped to 4/4, it deals 4 to Hill Giant (destroyed, 704.5g)
    and is dealt 3."""
    ruling = judge_yaml(RAIDER + "block: {Hill Giant: Ghostfire Raider}\n")
    assert lines(ruling, "510.2") == ["510.2 Ghostfire Raider deals 4 damage to Hill Giant.",
                                      "510.2 Hill Giant deals 3 damage to Ghostfire Raider."]
    assert "Hill Giant" not in ruling.state.battlefield
    assert ruling.state.battlefield["Ghostfire Raider"].damage == 3
    assert ruling.state.players["Bruno"].life == 20


def test_unread_line_is_not_modeled_and_raises_a_caveat(judge_yaml):
    """A line no reader models is listed as not modeled, and since it talks about damage
    it raises a caveat; an Equipment's "Equip {2}" (it doesn't act in combat) is listed
    but raises none."""
    ruling = judge_yaml(RAIDER)
    assert ruling.not_modeled == [("Ghostfire Raider", "Ghostfire Raider deals double damage to Walls.")]
    assert [(c.permanent, c.text, c.reason) for c in ruling.caveats] == [
        ("Ghostfire Raider", "Ghostfire Raider deals double damage to Walls.", "mentions")]
    assert ruling.to_dict()["fully_modeled"] is False


def test_613_custom_aura_and_equipment_statics_read_from_their_text(judge_yaml):
    """613.4c, 702.7b, 702.19b: a made-up Aura ("Enchanted creature gets +2/+2 and has first
    strike") and Equipment ("+1/+0 and has trample") on Grizzly Bears make it a 5/4 first
    striker with trample: 3 to Hill Giant, 2 tramples over to Bruno, in the first-strike
    step; Hill Giant is destroyed before it deals damage."""
    ruling = judge_yaml("""\
        active: Ana
        players: {Ana: {}, Bruno: {}}
        battlefield:
          Ana:
            - Grizzly Bears
            - name: Sunforged Mantle
              type_line: Enchantment — Aura
              mana_cost: "{1}{W}"
              text: |
                Enchant creature
                Enchanted creature gets +2/+2 and has first strike.
              attached_to: Grizzly Bears
            - name: Ashen Blade
              type_line: Artifact — Equipment
              text: |
                Equipped creature gets +1/+0 and has trample.
                Equip {2}
              attached_to: Grizzly Bears
          Bruno: [Hill Giant]
        attack: {Grizzly Bears: Bruno}
        block: {Hill Giant: Grizzly Bears}
        assign: {Grizzly Bears: {Hill Giant: 3, Bruno: 2}}
        """)
    assert lines(ruling, "702.19b") == ["702.19b Grizzly Bears assigns 3 damage to Hill Giant.",
                                        "702.19b Grizzly Bears assigns 2 damage to Bruno."]
    assert ruling.state.players["Bruno"].life == 18
    bears = ruling.state.battlefield["Grizzly Bears"]
    assert (bears.power, bears.toughness, bears.damage) == (5, 4, 0)
    assert "Hill Giant" not in ruling.state.battlefield
    assert ruling.not_modeled == [("Ashen Blade", "Equip {2}")]
    assert ruling.caveats == []


def test_205_several_problems_at_once_each_at_its_line_and_field(judge_yaml):
    """205.2a, 205.4a, 202.1, 208.1: a real card's name without `custom: true`, two
    misspelt type words (with "Did you mean"), a bad mana cost, text over 2,000
    characters, a custom creature without toughness, and text on a real card: all seven
    in one report, in file order."""
    long = "a" * 2001
    found = problems_of(judge_yaml, f"""\
        active: Ana
        players: {{Ana: {{}}, Bruno: {{}}}}
        battlefield:
          Ana:
            - name: Serra Angel
              type_line: Legendery Creeture — Angel
              mana_cost: "{{3}}{{W}}{{Q}}"
              power: 4
              text: Flying
            - {{name: Big Text, type_line: Artifact, text: "{long}"}}
            - {{name: Plain Bob, types: [Creature], power: 1}}
            - {{card: Grizzly Bears, text: Flying}}
          Bruno: [Hill Giant]
        """)
    assert found == [
        ("t.yaml:5 battlefield.Ana[0].name",
         '"Serra Angel" is a real card\'s name: write `card: Serra Angel` for the real card, or add '
         "`custom: true` to judge a custom card of that name"),
        ("t.yaml:6 battlefield.Ana[0].type_line",
         '"Legendery" is not a card type or supertype (CR 205.2a, 205.4a). Did you mean "Legendary"?'),
        ("t.yaml:6 battlefield.Ana[0].type_line",
         '"Creeture" is not a card type or supertype (CR 205.2a, 205.4a). Did you mean "Creature"?'),
        ("t.yaml:7 battlefield.Ana[0].mana_cost",
         '"{3}{W}{Q}" is not a mana cost: write mana symbols such as {2}{W}{W} or {X}{R/G} (CR 107.4, 202.1)'),
        ("t.yaml:10 battlefield.Ana[1].text",
         "the rules text has 2001 characters; a custom card's text has at most 2000"),
        ("t.yaml:11 battlefield.Ana[2].toughness", "a custom creature needs power and toughness"),
        ("t.yaml:12 battlefield.Ana[3].text",
         "a real card has its Oracle text, types and mana cost; use `name:` for a custom card with `text`, "
         "`type_line`, `types`, `supertypes` or `mana_cost`"),
    ]


def test_208_1_custom_creature_type_line_needs_power_and_toughness(judge_yaml):
    """208.1: a custom card whose type line makes it a creature needs both P/T."""
    found = problems_of(judge_yaml, """\
        active: Ana
        players: {Ana: {}, Bruno: {}}
        battlefield:
          Ana:
            - {name: Playtest Elf, type_line: Creature — Elf, text: "~ can't block."}
        """)
    assert found == [("t.yaml:5 battlefield.Ana[0].power", "a custom creature needs power and toughness")]


def test_205_2a_bad_type_lines(judge_yaml):
    """205.2a: a type line with no card type; one with an unknown word and no close one;
    a type line and a types list both given; an instant can't be on the battlefield
    (304.4)."""
    found = problems_of(judge_yaml, """\
        active: Ana
        players: {Ana: {}, Bruno: {}}
        battlefield:
          Ana:
            - {name: A, type_line: Legendary — Elf, power: 1, toughness: 1}
            - {name: B, type_line: Zorblax Creature, power: 1, toughness: 1}
            - {name: C, type_line: Creature, types: [Creature], power: 1, toughness: 1}
            - {name: D, types: [Enchantment], supertypes: [Basik]}
            - {name: E, type_line: Instant, text: "E deals 3 damage to any target."}
        """)
    assert found == [
        ("t.yaml:5 battlefield.Ana[0].type_line",
         "a type line names at least one card type: Artifact, Battle, Conspiracy, Creature, Dungeon, Enchantment, "
         "Instant, Kindred, Land, Phenomenon, Plane, Planeswalker, Scheme, Sorcery, Vanguard (CR 205.2a)"),
        ("t.yaml:6 battlefield.Ana[1].type_line", '"Zorblax" is not a card type or supertype (CR 205.2a, 205.4a)'),
        ("t.yaml:7 battlefield.Ana[2].types",
         "give either `type_line` or the lists `supertypes`, `types` and `subtypes`, not both"),
        ("t.yaml:8 battlefield.Ana[3].supertypes",
         '"Basik" is not a supertype (CR 205.2a, 205.4a). Did you mean "Basic"?'),
        ("t.yaml:9 battlefield.Ana[4]", ("E is an instant card: instants can't enter the battlefield, so it can't be a "
                                         "permanent (CR 304.4)")),
    ]


def test_text_over_the_line_limit_is_refused(judge_yaml):
    """At most 30 lines of rules text (input_limits.MAX_TEXT_LINES)."""
    text = "\\n".join(["Flying"] * 31)
    found = problems_of(judge_yaml, f"""\
        active: Ana
        players: {{Ana: {{}}, Bruno: {{}}}}
        battlefield: {{Ana: [{{name: Many, power: 1, toughness: 1, text: "{text}"}}]}}
        """)
    assert found == [("t.yaml:3 battlefield.Ana[0].text",
                      "the rules text has 31 lines; a custom card's text has at most 30")]


def test_a_real_name_with_custom_true_is_a_custom_card(judge_yaml):
    """`custom: true` makes a playtest version of a real card: Serra Angel without
    vigilance becomes tapped as it attacks (508.1f), and deals 4 (Bruno 16)."""
    ruling = judge_yaml("""\
        active: Ana
        players: {Ana: {}, Bruno: {}}
        battlefield:
          Ana: [{name: Serra Angel, custom: true, type_line: Creature — Angel, power: 4, toughness: 4, text: Flying}]
        attack: {Serra Angel: Bruno}
        """)
    assert "508.1f Serra Angel becomes tapped as it attacks." in lines(ruling)
    assert ruling.state.players["Bruno"].life == 16
    angel = ruling.state.battlefield["Serra Angel"]
    assert angel.card.layout == "custom" and [a.name for a in angel.abilities] == ["flying"]


def test_custom_cards_are_never_stored_in_the_readings_store(db):
    """A custom card's reading is made each time: card_key gives None, even when its
    name and text are a real card's."""
    g = Game(["Ana", "Bruno"], active="Ana", db=db)
    real = db.get("Serra Angel")
    copy = g.custom_card("Serra Angel", type_line=real.type_line, mana_cost=real.mana_cost, power=4,
                         toughness=4, text=real.text)
    assert card_key(real) == "Serra Angel"
    assert card_key(copy) is None


def test_python_api_custom_card_on_the_battlefield(db):
    """Game.custom_card + Game.add: the same reading as in a scenario; keywords given as
    a list add to the text's."""
    g = Game(["Ana", "Bruno"], active="Ana", db=db)
    raider = g.custom_card("Ghostfire Raider", type_line="creature - spirit", power=2, toughness=2,
                           text="Whenever ~ attacks, it gets +2/+0 until end of turn.", keywords=["trample"])
    assert (raider.types, raider.subtypes, raider.type_line) == (("Creature",), ("Spirit",), "Creature — Spirit")
    perm = g.add(raider, "Ana")
    assert [a.name for a in perm.abilities][-1] == "trample"
    g.add("Grizzly Bears", "Bruno")
    g.attack({"Ghostfire Raider": "Bruno"})
    g.block({"Grizzly Bears": "Ghostfire Raider"})
    g.assign({"Ghostfire Raider": {"Grizzly Bears": 2, "Bruno": 2}})
    assert g.state.players["Bruno"].life == 18
    assert "Grizzly Bears" not in g.state.battlefield


def test_python_api_custom_card_names_every_problem(db):
    g = Game(["Ana", "Bruno"], active="Ana", db=db)
    with pytest.raises(BoardError) as e:
        g.custom_card("Bad", type_line="Creeture", text="x" * 2001, mana_cost="3W", keywords=["flyng"])
    message = str(e.value)
    assert message.startswith("custom card Bad: `text`: the rules text has 2001 characters; ")
    for part in ('`type_line`: "Creeture" is not a card type or supertype', '`mana_cost`: "3W" is not a mana cost',
                 '`keywords`: "flyng" is not a keyword the engine models'):
        assert part in message


def test_spanish_messages(judge_yaml):
    from mtgjudge.messages import Text

    assert Text("custom.text_lines", count=31, limit=30).render("es") == (
        "el texto de reglas tiene 31 líneas; el texto de una carta personalizada tiene como mucho 30")
    with pytest.raises(ScenarioError) as e:
        judge_yaml("""\
            active: Ana
            players: {Ana: {}, Bruno: {}}
            battlefield: {Ana: [{name: Xylo, type_line: Creeture, power: 1, toughness: 1}]}
            """)
    (_, message), = e.value.problems
    assert message.render("es") == ('«Creeture» no es un tipo de carta ni un supertipo (RC 205.2a, 205.4a). '
                                    '¿Querías decir «Creature»?')


def test_a_custom_card_named_like_a_real_one_keeps_its_name_in_spanish(tmp_path, judge_yaml):
    """A Spanish ruling shows real cards by both names; a custom card named Serra Angel
    (`custom: true`) is no printed Serra Angel, so it keeps the name it was given."""
    import json
    from pathlib import Path

    from mtgjudge.cards.foreign import install, ruling_names

    install(Path(__file__).resolve().parent / "data" / "mtgjson_spanish_names.json", tmp_path / "names.json")
    assert json.loads((tmp_path / "names.json").read_text(encoding="utf-8"))["es"]["Osos grizzly"] == "Grizzly Bears"
    ruling = judge_yaml("""\
        active: Ana
        players: {Ana: {}, Bruno: {}}
        battlefield:
          Ana: [{name: Serra Angel, custom: true, power: 4, toughness: 4, text: Flying}]
          Bruno: [Grizzly Bears]
        attack: {Serra Angel: Bruno}
        """)
    assert ruling_names(ruling, "es", tmp_path) == {"Grizzly Bears": "Osos grizzly (Grizzly Bears)"}


def test_find_card_looks_names_up_as_card_does_without_suggestions(db):
    """The real-name check asks Game.find_card: the same look-ups as Game.card (exact,
    ignoring case, a face's name), None where card() would raise with suggestions."""
    g = Game(["Ana", "Bruno"], active="Ana", db=db)
    assert g.find_card("serra angel") == g.card("Serra Angel")
    assert g.find_card("Insectile Aberration") == g.card("Insectile Aberration")
    assert g.find_card("Ghostfire Raider") is None
    assert db.find("x" * 300) is None
