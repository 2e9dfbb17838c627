"""What a Spanish reader sees uses the official Spanish Magic terms: keyword abilities
(702.5 encantar, 702.16 protección contra), card types and supertypes of type lines
(205) and the subtypes the rules name (Equipo, Aura, Asedio, basic land types), «»
quotation marks, "quitar" counters (122), no programmer words and no English section
titles; card names, other subtypes and Oracle text stay as printed."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from babel.messages.pofile import read_po
from conftest import checked

from mtgjudge.messages import keyword, type_line
from mtgjudge.translations import po_path
from mtgjudge.messages import Text, render
from mtgjudge.scenario import Scenario, judge

DATA = Path(__file__).resolve().parent.parent / "mtgjudge" / "data" / "rule_summaries.yaml"


def _spanish_texts() -> list[tuple[str, str]]:
    """(where, text) for every Spanish msgstr and every Spanish rule summary."""
    with po_path("es").open("rb") as f:
        catalog = read_po(f, locale="es")
    out = []
    for m in catalog:
        if m.id:
            strings = m.string if isinstance(m.string, tuple) else (m.string,)
            out += [(m.context, s) for s in strings]
    summaries = yaml.safe_load(DATA.read_text(encoding="utf-8"))
    out += [(f"summary {n}", s["es"]) for n, s in summaries.items() if "es" in s]
    return out


def _cli(*args: str) -> str:
    r = subprocess.run([sys.executable, "-m", "mtgjudge", *args], capture_output=True, text=True,
                       timeout=120, check=False)
    assert r.returncode == 0, r.stderr
    return r.stdout


# -- words --------------------------------------------------------------------------------
@pytest.mark.parametrize("word", [r"remov", r"mapeo", r"\bstrings?\b", r"\bNone\b", r"acción de estado",
                                  r"\bbloqueadores\b", r"fallo antes", r"recibe \+"])
def test_122_spanish_has_no_unofficial_or_programmer_words(word):
    # counters are "quitados" (122), a YAML mapping is not a "mapeo", a blocking creature
    # is a "bloqueadora", state-based actions are "acciones basadas en estado" (704).
    found = [(where, text) for where, text in _spanish_texts() if re.search(word, text, re.IGNORECASE)]
    assert found == []


def test_spanish_quotes_are_guillemets():
    # One quotation style per language: «» in Spanish. A " may appear only inside
    # `code` (what the user types in YAML).
    bad = [(where, text) for where, text in _spanish_texts()
           if re.search(r"[\"“”]|(^|\s)'\w", re.sub(r"`[^`]*`", "", text))]
    assert bad == []
    assert render("term.quote", {"text": "Hill Giant"}, "es") == "«Hill Giant»"


def test_spanish_lists_of_three_join_with_commas_and_o():
    text = Text("input.unknown_card_suggest", name="Serra Angle",
                suggestions=[Text("term.quote", text=n) for n in ("Serra Angel", "Serra Avenger", "Sea Eagle")])
    assert text.render("es") == ("Carta desconocida: «Serra Angle». "
                                 "¿Quizás quisiste decir «Serra Angel», «Serra Avenger» o «Sea Eagle»?")
    assert str(text) == ('Unknown card "Serra Angle". '
                         'Did you mean "Serra Angel", "Serra Avenger" or "Sea Eagle"?')


# -- keywords (702) -------------------------------------------------------------------------
@pytest.mark.parametrize(("printed", "spanish"), [
    ("Flying", "Volar"), ("First strike", "Dañar primero"), ("Double strike", "Dañar dos veces"),
    ("Toxic 2", "Tóxico 2"), ("Changeling", "Cambiaformas"),
    ("protection from red", "Protección contra el rojo"),
    ("protection from everything", "Protección contra todo"),
    ("protection from artifacts", "Protección contra artefactos"),
    ("protection from Bruno", "Protección contra Bruno"),  # a player (702.16k): as named
    ("Enchant creature", "Encantar criatura"), ("Enchant land", "Encantar tierra"),
])
def test_702_keywords_in_spanish(printed, spanish):
    assert keyword(printed, "es") == spanish
    assert keyword(printed, "en") == printed


def test_702_16_protection_named_in_spanish_rulings(db):
    board = """
active: Ana
players: {Ana: {life: 20}, Bruno: {life: 20}}
battlefield: {Ana: [Kor Firewalker], Bruno: [Goblin Piker]}
attack: {Kor Firewalker: Bruno}
"""
    error = judge(Scenario.from_yaml(board + "block: {Goblin Piker: Kor Firewalker}\n"), db).error
    assert error.rule == "702.16f"
    assert render(error.key, error.params, "es") == ("Goblin Piker no puede bloquear a Kor Firewalker: "
                                                     "Kor Firewalker tiene protección contra el rojo.")
    assert render(error.key, error.params, "en") == ("Goblin Piker can't block Kor Firewalker: "
                                                     "Kor Firewalker has protection from red.")
    swapped = board.replace("Ana: [Kor Firewalker], Bruno: [Goblin Piker]",
                            "Ana: [Goblin Piker], Bruno: [Kor Firewalker]").replace(
        "attack: {Kor Firewalker: Bruno}", "attack: {Goblin Piker: Bruno}\nblock: {Kor Firewalker: Goblin Piker}")
    ruling = checked(judge(Scenario.from_yaml(swapped), db))
    [prevented] = [e for e in ruling.events if e.rule == "702.16e"]
    assert prevented.text("es").startswith("La protección contra el rojo de Kor Firewalker previene ese daño")


# -- `mtgjudge card --lang es` ------------------------------------------------------------------
# ("Planeswalker" is the Spanish word too.)
_ENGLISH_TYPES = re.compile(r"\b(Artifact|Battle|Creature|Enchantment|Instant|Kindred|Land"
                            r"|Sorcery|Legendary|Basic|Snow|World|Tribal|Plane|Scheme|Ongoing)\b")
_ENGLISH_TITLES = ("Oracle text:", "Abilities modeled:", "Not modeled:", "colors:", "loyalty", "(none)")


@pytest.mark.parametrize(("name", "type_line_es", "ability"), [
    ("Serra Angel", "Criatura — Angel", "702.9    Volar"),
    ("Kor Firewalker", "Criatura — Kor Soldier", "702.16   Protección contra el rojo"),
    ("Holy Strength", "Encantamiento — Aura", "702.5    Encantar criatura"),
    ("Ornithopter", "Criatura artefacto — Thopter", "702.9    Volar"),
    ("Thalia, Guardian of Thraben", "Criatura legendaria — Human Soldier", "702.7    Dañar primero"),
    ("Gideon Jura", "Planeswalker legendario — Gideon", None),
    ("Forest", "Tierra básica — Bosque", None),
    ("Bonesplitter", "Artefacto — Equipo", None),
])
def test_205_card_lang_es_translates_types_keywords_and_titles(name, type_line_es, ability):
    out = _cli("card", name, "--lang", "es").splitlines()
    assert out[0].startswith(name)  # the card's name stays its Oracle name
    assert out[1] == type_line_es
    assert not _ENGLISH_TYPES.search(out[1].partition(" — ")[0])
    assert not [line for line in out if line.startswith(_ENGLISH_TITLES)]
    assert "Texto de Oracle:" in out and "Habilidades modeladas:" in out and "Sin modelar:" in out
    if ability:
        assert f"  {ability}" in out


@pytest.mark.parametrize(("printed", "spanish"), [
    ("Ongoing Scheme", "Plan en curso"), ("Plane — Dominaria", "Plano — Dominaria"),
    ("Tribal Instant — Goblin", "Instantáneo tribal — Goblin"), ("Vanguard", "Vanguardia"),
    ("Legendary Enchantment Creature — God", "Criatura encantamiento legendaria — God"),
    ("Artifact — Vehicle", "Artefacto — Vehículo"), ("Battle — Siege", "Batalla — Asedio"),
    ("Land — Plains Island", "Tierra — Llanura Isla"),
])
def test_205_type_lines_of_every_card_type_in_spanish(printed, spanish):
    assert type_line(printed, "es") == spanish


def test_613_explain_in_spanish_shows_spanish_types_and_keywords():
    example = Path(__file__).resolve().parent.parent / "examples" / "613-anthem-blocker.yaml"
    out = _cli("judge", str(example), "--explain", "--lang", "es")
    assert "  Grizzly Bears: según lo impreso, 2/2 Criatura — Bear; colores: G; habilidades: ninguna\n" in out
    assert "Creature" not in out


def test_120_10_excess_damage_reads_right_for_one_point(db):
    ruling = checked(judge(Scenario.from_file(Path(__file__).resolve().parent.parent / "examples"
                                              / "702.90-infect.yaml"), db))
    [excess] = [e for e in ruling.events if e.key == "damage.excess"]
    assert excess.text("es") == "Plague Myr ha recibido un daño sobrante de 1."



@pytest.mark.parametrize(("text", "spanish"), [
    ("active: Ana\nplayers: {Ana: {life: 20}, Bruno: {life: 20}\n", "falta una «,» o la «}» que cierra"),
    ("active: Ana: Bruno\n", "aquí no puede ir un «clave: valor»"),
])
def test_yaml_problems_in_spanish(text, spanish):
    from mtgjudge.errors import ScenarioError

    with pytest.raises(ScenarioError) as e:
        Scenario.from_yaml(text, "t.yaml")
    [(_, problem)] = e.value.problems
    assert problem.render("es").startswith("no es YAML válido: " + spanish)
    assert problem.startswith("not valid YAML: ")


def test_120_3a_life_left_reads_right_at_one_life():
    # "le quedan 1" would be wrong; the life total is given as "ahora tiene N".
    assert render("result.life_loss", {"player": "Bruno", "amount": 2, "life": 1}, "es") == \
        "Bruno pierde 2 vidas (ahora tiene 1)."


def test_122_negative_counters_error_in_spanish():
    from mtgjudge.errors import ScenarioError

    with pytest.raises(ScenarioError) as e:
        Scenario.from_yaml("active: Ana\nplayers: {Ana: {}, Bruno: {}}\n"
                           "battlefield: {Ana: [{card: Grizzly Bears, counters: {+1/+1: -1}}]}\n", "t.yaml")
    [(_, problem)] = e.value.problems
    assert problem.render("es") == "el número de contadores «+1/+1» no puede ser negativo (-1)"
    assert str(problem) == 'counter count for "+1/+1" can\'t be negative (-1)'


def test_unreadable_file_reason_in_spanish(tmp_path):
    from mtgjudge.errors import ScenarioError

    with pytest.raises(ScenarioError) as e:
        Scenario.from_file(tmp_path / "nothing.yaml")
    [(_, problem)] = e.value.problems
    assert problem.render("es") == "no se puede leer el archivo: no existe ese archivo o carpeta"


def test_702_every_modeled_keyword_has_its_spanish_name():
    # A keyword the engine models (KEYWORDS) shows in `mtgjudge card --lang es` and in
    # rulings by its Spanish name; "indestructible", "bushido" and "mentor" are the same
    # words in both.
    from mtgjudge.abilities.catalog import CLASSES, NUMBERED

    untranslated = [k for k in (*CLASSES, *NUMBERED)
                    if keyword(k.capitalize(), "es") == k.capitalize() and k not in ("indestructible", "bushido", "mentor")]
    assert untranslated == []


def test_616_1_effects_to_order_read_a_y_b_in_spanish(db):
    ruling = checked(judge(Scenario.from_file(Path(__file__).resolve().parent.parent / "examples"
                                              / "616.1-furnace-and-shield.yaml"), db))
    [choice] = [e for e in ruling.events if e.key == "event.order_choice"]
    assert choice.text("es").startswith(
        "Bruno elige en qué orden se aplican Furnace of Rath y Samite Healer; el orden cambia el resultado: ")
    assert choice.text("en").startswith("Bruno chooses the order in which Furnace of Rath and Samite Healer apply")


def test_spanish_cites_the_reglas_completas_as_rc():
    # The Comprehensive Rules are the "Reglas Completas" in Spanish: every Spanish text
    # that cites one by number says "RC", never the English "CR".
    found = [(where, text) for where, text in _spanish_texts() if re.search(r"\bCR\b", text)]
    assert found == []
    assert "(RC 304.4)" in render("board.instant", {"card": "Shock", "rule": "304.4"}, "es")


# -- the stack and triggered abilities (603, 702) in Spanish --------------------------------
@pytest.mark.parametrize(("label", "spanish"), [
    ("Exalted (Akrasan Squire)", "Exaltado (Akrasan Squire)"),
    ("Exalted (Akrasan Squire) #2", "Exaltado (Akrasan Squire) #2"),
    ("Flanking (Zhalfirin Knight)", "Flanquear (Zhalfirin Knight)"),
    ("Rampage 2 (Craw Giant)", "Desenfreno 2 (Craw Giant)"),
    ("Annihilator 2 (Ulamog's Crusher)", "Aniquilador 2 (Ulamog's Crusher)"),
    ("Melee (Wings of the Cosmos)", "Cuerpo a cuerpo (Wings of the Cosmos)"),
    ("Battle cry (Goblin Wardriver)", "Grito de batalla (Goblin Wardriver)"),
    ("Prowess (Monastery Swiftspear)", "Destreza (Monastery Swiftspear)"),
    ("Afflict 2 (Khenra Eternal)", "Afligir 2 (Khenra Eternal)"),
    ("Bushido 1 (Devoted Retainer)", "Bushido 1 (Devoted Retainer)"),
    ("Ninjutsu (Ninja of the Deep Hours)", "Ninjutsu (Ninja of the Deep Hours)"),
    ("Brimaz, Unyielding Lion (whenever it attacks)", "Brimaz, Unyielding Lion (siempre que ataque)"),
    ("Moonrise Cleric (at end of combat)", "Moonrise Cleric (al final del combate)"),
    ("{R} (Shivan Dragon)", "{R} (Shivan Dragon)"),  # an activated ability: its cost, as printed
    ("Giant Growth", "Giant Growth"),  # a spell: its name
])
def test_603_stack_objects_are_named_in_spanish(label, spanish):
    from mtgjudge.messages import english_stack_label, stack_label

    assert stack_label(label, "es") == spanish
    assert stack_label(label, "en") == label
    assert english_stack_label(spanish) == label  # what a Spanish reader copies into `triggers:`
    assert render("stack.resolves", {"object": label}, "es").endswith(f"se resuelve {spanish}.")


def test_603_spanish_ruling_has_no_english_trigger_words(db):
    ruling = checked(judge(Scenario.from_file(Path(__file__).resolve().parent.parent / "examples"
                                              / "603-exalted-and-bushido.yaml"), db))
    text = "\n".join(e.text("es") for e in ruling.events)
    assert "Exaltado (Akrasan Squire) se dispara y se pone en la pila (la controla Ana)." in text
    assert "Exalted" not in text and "triggers" not in text


def test_802_lists_of_players_join_with_y_in_spanish(db):
    board = """
active: Ana
players: {Ana: {}, Bruno: {}, Carla: {}}
battlefield: {Ana: [Grizzly Bears]}
attack: {Grizzly Bears: Bruno}
"""
    [begin] = [e for e in checked(judge(Scenario.from_yaml(board), db)).events if e.rule == "802.2"]
    assert begin.text("es") == ("Empieza la fase de combate; Ana es el jugador atacante y Bruno y Carla "
                                "son los jugadores defensores.")


@pytest.mark.parametrize(("key", "params", "spanish"), [
    # a permanent may be a creature (femenine "criatura") or an artifact: no gendered participle
    ("action.regenerated", {"permanent": "Drudge Skeletons"},
     "Drudge Skeletons iba a destruirse, pero se regenera en su lugar: se le quita todo el daño y se gira."),
    ("cost.tapped", {"permanent": "Prodigal Sorcerer"},
     "Prodigal Sorcerer está en posición girada, así que no se puede pagar el coste {T}."),
    ("cost.cant_pay_no_mana", {"player": "Ana", "cost": "{G}", "object": "Giant Growth"},
     "Ana no puede pagar {G} por Giant Growth: no le queda maná."),
])
def test_spanish_stack_and_cost_wording(key, params, spanish):
    assert render(key, params, "es") == spanish


def test_spanish_state_lines_agree_with_the_card_type(db):
    # una criatura o tierra "girada"; un artefacto "girado" (Sol Ring).
    from mtgjudge.ruling import render_text

    ruling = checked(judge(Scenario.from_yaml("""
active: Ana
players: {Ana: {}, Bruno: {}}
battlefield: {Ana: [Grizzly Bears, {card: Sol Ring, tapped: true}, {card: Forest, tapped: true}]}
attack: {Grizzly Bears: Bruno}
"""), db))
    lines = render_text(ruling, "es").splitlines()
    assert "  Grizzly Bears (Ana, 2/2, girada)" in lines
    assert "  Sol Ring (Ana, girado)" in lines
    assert "  Forest (Ana, girada)" in lines
    assert "  Sol Ring (Ana, tapped)" in render_text(ruling, "en").splitlines()


def test_510_1c_spanish_names_the_recipients_joined_with_y(db):
    from mtgjudge.errors import ScenarioError

    with pytest.raises(ScenarioError) as e:
        judge(Scenario.from_yaml("""
active: Ana
players: {Ana: {}, Bruno: {}}
battlefield: {Ana: [Elvish Regrower], Bruno: [Vampire Spawn, Helpful Hunter]}
attack: {Elvish Regrower: Bruno}
block: {Vampire Spawn: Elvish Regrower, Helpful Hunter: Elvish Regrower}
"""), db)
    [(_, problem)] = e.value.problems
    assert problem.render("es").startswith(
        "Hay que indicar cómo asigna Elvish Regrower su daño de combate: puede repartir 4 puntos de daño "
        "entre Vampire Spawn y Helpful Hunter.")
    assert str(problem).startswith("Elvish Regrower must have its combat damage assignment stated: it can "
                                   "divide 4 damage among Vampire Spawn and Helpful Hunter.")


# -- words the engine builds at run time (not from the catalog alone) -------------------------
def test_115_1_702_11b_spanish_names_what_a_target_must_be_and_why_it_cant(judge_yaml):
    """115.1, 702.11b: a refused target is explained in Spanish words, not the engine's
    English ("target creature", "Hexproof")."""
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {mana: "{G}"}, Bruno: {}}
        battlefield: {Ana: [Grizzly Bears], Bruno: []}
        attack: {Grizzly Bears: Bruno}
        actions:
          declare_attackers: [{cast: Giant Growth, by: Ana, target: Bruno}]
        """, refused="601.2c")
    assert (r.error.rule, render(r.error.key, r.error.params, "es")) == (
        "601.2c", "Bruno no puede ser el objetivo: no es una criatura.")
    assert r.error.message == "Bruno can't be the target: it isn't target creature."
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {}, Bruno: {}}
        battlefield: {Ana: [Gladecover Scout], Bruno: [Hill Giant]}
        attack: {Gladecover Scout: Bruno}
        actions:
          declare_attackers: [{cast: Shock, by: Bruno, target: Gladecover Scout}]
        """, refused="702.11b")
    assert render(r.error.key, r.error.params, "es") == "Gladecover Scout no puede ser el objetivo: tiene antimaleficio."


def test_611_2a_702_122b_spanish_gained_abilities_and_crew(judge_yaml):
    """611.2a: an ability gained on resolution is named in Spanish; 702.122b: crewing
    with one creature agrees in number."""
    r = judge_yaml("""\
        active: Ana
        players: {Ana: {}, Bruno: {}}
        battlefield: {Ana: [Aerial Guide, Grizzly Bears], Bruno: []}
        attack: {Aerial Guide: Bruno, Grizzly Bears: Bruno}
        """)
    assert [e.text("es") for e in r.events if e.rule == "611.2a"] == [
        "Grizzly Bears gana volar hasta el final del turno."]
    r = judge_yaml((Path(__file__).resolve().parent.parent / "examples" / "702.122-crew.yaml").read_text())
    assert [e.text("es") for e in r.events if e.rule == "702.122b"] == [
        "Smuggler's Copter es tripulado: para pagar tripular 1, se gira a Llanowar Elves (fuerza total 1)."]


def test_611_2_spanish_effect_added_during_combat_names_its_change():
    """611.2: an effect added between damage steps says what it does in Spanish."""
    from mtgjudge.engine.game import Game
    from mtgjudge.oracle.effects import hand_effects

    g = Game(["Ana", "Bruno"])
    g.add_creature("Bear", "Ana", 2, 2)
    g.attack({"Bear": "Bruno"})
    events = g.add_effects(hand_effects("Bear", gains=("first strike",)))
    assert [e.text("es") for e in events] == [
        "Un efecto nuevo se aplica desde ahora (un efecto sobre Bear (escrito a mano): tiene dañar primero)."]
    assert [e.text() for e in events] == ["A new effect applies from now on (effect on Bear: first strike)."]


def test_player_entry_that_is_not_a_mapping_is_explained_in_our_words(tmp_path):
    """A player given as a number gets the players shape message (in Spanish too), not
    pydantic's English "Input should be a valid dictionary or instance of PlayerSpec"."""
    path = tmp_path / "p.yaml"
    path.write_text("active: Ana\nplayers: {Ana: 20, Bruno: {life: 20}}\nbattlefield: {Ana: [Grizzly Bears]}\n")
    out = subprocess.run([sys.executable, "-m", "mtgjudge", "judge", str(path), "--lang", "es"],
                         capture_output=True, text=True, timeout=120, check=False)
    assert "players.Ana: debe tener la forma {life: 20, poison: 0}" in out.stdout + out.stderr
    assert "Input should be" not in out.stdout + out.stderr


def test_508_1c_111_1_spanish_land_types_and_token_fields_are_not_python_or_english():
    """508.1c: the land type a defending player must control is named in Spanish; 111.1:
    an unknown token field is reported in our words, not as Python's TypeError."""
    from mtgjudge.errors import BoardError
    from mtgjudge.engine.game import Game
    from mtgjudge.messages import TypeText

    assert render("attack.unless_defender_controls", {"creature": "Sea Serpent", "defending": "Bruno",
                  "what": TypeText("Island"), "text": "…"}, "es") == (
        "Sea Serpent no puede atacar: Bruno no controla ningún permanente de tipo Isla (su texto de Oracle: «…»).")
    assert render("attack.unless_defender_controls", {"creature": "X", "defending": "Bruno",
                  "what": TypeText("snow land"), "text": "…"}, "es").startswith(
        "X no puede atacar: Bruno no controla ningún permanente de tipo tierra nevada")
    g = Game(["Ana", "Bruno"])
    g.add_creature("Bear", "Ana", 2, 2)
    g.attack({"Bear": "Bruno"})
    with pytest.raises(BoardError) as e:
        g.put_onto_battlefield(token={"name": "Cat", "powr": 1, "toughness": 1}, attacking="Bruno")
    assert e.value.args[0].render("es") == (
        "características de la ficha: «powr», clave desconocida. ¿Quizás quisiste decir «power»?")
