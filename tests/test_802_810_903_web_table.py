"""The table in a real browser for games of more than two players: CR 802 (attack
multiple players: each creature attacks any opponent or a planeswalker or battle of one,
each defending player blocks only what attacks them, 509.1a, 802.4a), 810 (Two-Headed
Giant: the team attacks and blocks as one, 805.10), 903 (Commander damage, 903.10a,
704.6c) and the first-strike division (510.4), laid out with the table's fields.

Uses the Chromium and fixtures of tests/test_web_browser.py (skipped without it).
"""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("fastapi")
pytest.importorskip("playwright.sync_api")

from playwright.sync_api import expect  # noqa: E402

from test_web_browser import (  # noqa: E402,F401 - fixtures
    add_card,
    browser,
    events,
    exported_file,
    judge,
    open_more,
    page,
    server,
)

pytestmark = pytest.mark.real_cards


def add_player(page, life: int | None = None) -> str:
    """Press "Add a player"; set their life; returns the new player's name."""
    page.get_by_role("button", name="Add a player").click()
    box = page.locator("fieldset.players-fs .player").last
    name = box.get_by_label("Player name").input_value()
    if life is not None:
        box.get_by_label("Life").fill(str(life))
        box.get_by_label("Life").press("Tab")
    return name


def set_life(page, player_index: int, life: int) -> None:
    box = page.locator("fieldset.players-fs .player").nth(player_index)
    box.get_by_label("Life").fill(str(life))
    box.get_by_label("Life").press("Tab")


def attack(page, creature: str, target: str) -> None:
    page.get_by_role("button", name=f"{creature} attacks").click()
    page.get_by_label(f"What {creature} attacks").select_option(target)


def block_buttons(page, blocker: str) -> list[str]:
    return page.locator("fieldset.combat button.toggle").filter(has_text=f"{blocker} blocks ").all_inner_texts()


def export_now(page) -> str:
    with page.expect_download() as got:
        page.locator("#export-now").click()
    return Path(got.value.path()).read_text(encoding="utf-8")


def reimport(page, server: str, text: str) -> None:
    page.goto(server + "/")
    page.locator("details.import summary").click()
    page.get_by_label("or paste its text").fill(text)
    page.get_by_role("button", name="Import", exact=True).click()
    page.wait_for_load_state()


COMMANDER_FILE = (
    "active: Ana\n"
    "players: {Ana: {life: 40}, Bruno: {life: 40}, Carla: {life: 40}, Dario: {life: 40}}\n"
    "battlefield:\n"
    "  Ana: [{card: 'Isamaru, Hound of Konda', commander: true, commander_damage: {Bruno: 19}}, Craw Wurm, Grizzly Bears, "
    "Hill Giant]\n"
)


def test_802_903_commander_attack_on_two_opponents_and_a_planeswalker(page, server):
    """CR 802.3, 509.1a, 802.4a, 903.10a, 704.6c: four players at 40 life, laid out with
    the player fields; Ana's commander Isamaru (19 commander damage to Bruno already) and
    Craw Wurm attack Bruno, Grizzly Bears attacks Carla, Hill Giant attacks Carla's Jace
    Beleren. The targets offered are exactly the three opponents and their planeswalkers;
    Bruno's Llanowar Elves is offered only Bruno's attackers, Carla's Wall of Stone only
    Carla's and Jace's, Dario's Eager Cadet none. Bruno blocks Craw Wurm, Carla blocks
    the Bears: Isamaru's 2 damage brings its commander damage to Bruno to 21."""
    page.goto(server + "/")
    assert page.get_by_role("button", name="Remove the player Ana").is_disabled()  # two at least
    assert add_player(page) == "Carla"
    assert add_player(page) == "Dario"
    for i in range(4):
        set_life(page, i, 40)
    add_card(page, "Ana", "Isamaru, Hound of Konda")
    isamaru = open_more(page, "Ana", 0)
    isamaru.get_by_label("Commander (CR 903.3)").check()
    isamaru = open_more(page, "Ana", 0)
    label = "Combat damage Isamaru, Hound of Konda dealt to {} earlier in the game (CR 903.10a)"
    assert isamaru.get_by_label(label.format("Dario")).input_value() == ""
    isamaru.get_by_label(label.format("Bruno")).fill("19")
    isamaru.get_by_label(label.format("Bruno")).press("Tab")
    for card in ("Craw Wurm", "Grizzly Bears", "Hill Giant"):
        add_card(page, "Ana", card)
    add_card(page, "Bruno", "Llanowar Elves")
    add_card(page, "Carla", "Wall of Stone")
    add_card(page, "Carla", "Jace Beleren")
    add_card(page, "Dario", "Eager Cadet")
    add_card(page, "Dario", "Garruk Wildspeaker")
    attack(page, "Isamaru, Hound of Konda", "Bruno")
    # 802.3: each defending player, a planeswalker one controls; Ana's own creatures and
    # the opponents' other permanents are no targets. Planeswalkers wait for the card data.
    select = page.get_by_label("What Isamaru, Hound of Konda attacks")
    # A locator, not an element handle: card data arriving late redraws the combat part (a new select).
    expect(select.locator("option")).to_have_count(5, timeout=30_000)
    assert select.locator("option").evaluate_all("os => os.map(o => o.value)") == [
        "Bruno", "Carla", "Dario", "Jace Beleren", "Garruk Wildspeaker"]
    assert select.locator("option").all_inner_texts()[3:] == ["Jace Beleren (Carla)", "Garruk Wildspeaker (Dario)"]
    attack(page, "Craw Wurm", "Bruno")
    attack(page, "Grizzly Bears", "Carla")
    attack(page, "Hill Giant", "Jace Beleren")
    # 509.1a, 802.4a: each defending player blocks only what attacks them or theirs.
    assert block_buttons(page, "Llanowar Elves") == [
        "Llanowar Elves blocks Isamaru, Hound of Konda", "Llanowar Elves blocks Craw Wurm"]
    assert block_buttons(page, "Wall of Stone") == [
        "Wall of Stone blocks Grizzly Bears", "Wall of Stone blocks Hill Giant"]
    assert block_buttons(page, "Eager Cadet") == []
    assert page.get_by_role("group", name="Dario's blocks (CR 509.1a, 802.4)").count() == 0
    page.get_by_role("group", name="Bruno's blocks (CR 509.1a, 802.4)").get_by_role(
        "button", name="Llanowar Elves blocks Craw Wurm").click()
    page.get_by_role("group", name="Carla's blocks (CR 509.1a, 802.4)").get_by_role(
        "button", name="Wall of Stone blocks Grizzly Bears").click()
    got = judge(page)
    assert page.locator("#ruling li.illegal").count() == 0
    assert got[0] == ("802.2", "The combat phase begins; Ana is the attacking player and Bruno, Carla and Dario "
                               "are the defending players.")
    for event in [("508.1a", "Hill Giant attacks Jace Beleren."),
                  ("509.1a", "Llanowar Elves blocks Craw Wurm."),
                  ("509.1a", "Wall of Stone blocks Grizzly Bears."),
                  ("510.2", "Isamaru, Hound of Konda deals 2 damage to Bruno."),
                  ("120.3a", "Bruno loses 2 life (38 left)."),
                  ("120.3c", "3 loyalty counters are removed from Jace Beleren (0 left)."),
                  ("903.10a", "Bruno has now been dealt 21 combat damage by the commander Isamaru, "
                              "Hound of Konda (2 this time)."),
                  ("704.6c", "Bruno has been dealt 21 combat damage by the commander Isamaru, "
                             "Hound of Konda and loses the game."),
                  ("800.4a", "Bruno leaves the game.")]:
        assert event in got
    expected = COMMANDER_FILE + (
        "  Bruno: [Llanowar Elves]\n"
        "  Carla: [Wall of Stone, Jace Beleren]\n"
        "  Dario: [Eager Cadet, Garruk Wildspeaker]\n"
        "attack: {'Isamaru, Hound of Konda': Bruno, Craw Wurm: Bruno, Grizzly Bears: Carla, Hill Giant: Jace Beleren}\n"
        "block: {Llanowar Elves: Craw Wurm, Wall of Stone: Grizzly Bears}\n")
    assert exported_file(page, server) == expected
    written = export_now(page)
    assert written == exported_file(page, server)
    # The file imported and exported again: the same bytes, the same ruling.
    reimport(page, server, written)
    assert events(page) == got
    assert export_now(page) == written
    assert open_more(page, "Ana", 0).get_by_label(label.format("Bruno")).input_value() == "19"


def test_802_player_removed_from_the_table(page, server):
    """A player taken off the table takes their permanents and the play naming them
    with them; the attacks go to the remaining defending players (802.2)."""
    page.goto(server + "/")
    add_player(page)
    add_card(page, "Ana", "Grizzly Bears")
    add_card(page, "Carla", "Llanowar Elves")
    attack(page, "Grizzly Bears", "Carla")
    page.get_by_role("button", name="Llanowar Elves blocks Grizzly Bears").click()
    page.get_by_role("button", name="Remove the player Carla").click()
    assert page.locator('fieldset.battlefield[data-player="Carla"]').count() == 0
    assert page.get_by_role("button", name="Grizzly Bears attacks").get_attribute("aria-pressed") == "false"
    page.get_by_role("button", name="Grizzly Bears attacks").click()
    assert page.get_by_label("What Grizzly Bears attacks").locator("option").all_inner_texts() == ["Bruno"]
    assert ("510.2", "Grizzly Bears deals 2 damage to Bruno.") in judge(page)


def test_810_two_headed_giant_attack_on_the_table(page, server):
    """CR 805.10, 810.9: Ana and Bruno against Carla and Dario, teams chosen with the
    team fields (each new team starts at 30 shared life, 810.4). Ana's Grizzly Bears and
    her teammate Bruno's Hill Giant attack; the Giant attacks Dario, and Carla's Wall of
    Stone may block it (805.10d) and does; the Bears' 2 damage to Carla comes off the
    team's life, 30 to 28."""
    page.goto(server + "/")
    add_player(page)
    add_player(page)
    for i, team in enumerate(["Team 1", "Team 1", "Team 2", "Team 2"]):
        page.locator("fieldset.players-fs .player").nth(i).get_by_label("team (Two-Headed Giant, CR 810)").select_option(
            label=team)
    # Each new team starts at 30 (810.4), as in a file without life.
    lives = page.locator("fieldset.players-fs .player").evaluate_all(
        "bs => bs.map(b => b.querySelector('input[type=number]').value)")
    assert lives == ["30", "30", "30", "30"]
    add_card(page, "Ana", "Grizzly Bears")
    add_card(page, "Bruno", "Hill Giant")
    add_card(page, "Carla", "Wall of Stone")
    # The teammate's creature attacks too (805.10a); teammates are no targets.
    assert page.get_by_label("What Grizzly Bears attacks").count() == 0
    attack(page, "Grizzly Bears", "Carla")
    assert page.get_by_label("What Grizzly Bears attacks").locator("option").all_inner_texts() == ["Carla", "Dario"]
    attack(page, "Hill Giant", "Dario")
    assert block_buttons(page, "Wall of Stone") == ["Wall of Stone blocks Grizzly Bears", "Wall of Stone blocks Hill Giant"]
    page.get_by_role("button", name="Wall of Stone blocks Hill Giant").click()
    got = judge(page)
    assert page.locator("#ruling li.illegal").count() == 0
    assert got[0] == ("805.10a", "The combat phase begins; Ana and Bruno are the attacking team and Carla and Dario "
                                 "the defending team.")
    assert ("509.1a", "Wall of Stone blocks Hill Giant.") in got
    assert ("120.3a", "Carla loses 2 life (28 left).") in got
    assert ("810.9", "The team Carla and Dario shares that life total, now 28.") in got
    written = export_now(page)
    assert written == (
        "active: Ana\n"
        "players: {Ana: {life: 30}, Bruno: {life: 30}, Carla: {life: 30}, Dario: {life: 30}}\n"
        "teams: [[Ana, Bruno], [Carla, Dario]]\n"
        "battlefield:\n"
        "  Ana: [Grizzly Bears]\n"
        "  Bruno: [Hill Giant]\n"
        "  Carla: [Wall of Stone]\n"
        "  Dario: []\n"
        "attack: {Grizzly Bears: Carla, Hill Giant: Dario}\n"
        "block: {Wall of Stone: Hill Giant}\n")
    reimport(page, server, written)
    assert events(page) == got
    assert export_now(page) == written
    assert page.locator("fieldset.players-fs .player").nth(3).get_by_label(
        "team (Two-Headed Giant, CR 810)").locator("option:checked").inner_text() == "Team 2"


def test_805_10d_defending_team_blocks_under_one_heading(page, server):
    """CR 805.10d, 802.4: in Two-Headed Giant the defending team declares one combined
    block: Carla's and Dario's blockers are one group headed by the team and 805.10d, not
    one per player citing 802.4; each may block what attacks either of them. Three
    players without teams keep a group per defending player (802.4)."""
    import json
    from urllib.parse import quote

    board = {"active": "Ana", "players": {n: {"life": 30} for n in ("Ana", "Bruno", "Carla", "Dario")},
             "teams": [["Ana", "Bruno"], ["Carla", "Dario"]],
             "battlefield": {"Ana": ["Grizzly Bears"], "Bruno": ["Hill Giant"], "Carla": ["Wall of Stone"],
                             "Dario": ["Llanowar Elves"]},
             "attack": {"Grizzly Bears": "Carla", "Hill Giant": "Dario"}}
    page.goto(f"{server}/?s={quote(json.dumps(board))}")
    groups = page.locator("fieldset.combat .blocks h3").all_inner_texts()
    assert groups == ["The blocks of the team Carla, Dario, declared together (CR 805.10d)"]
    team = page.get_by_role("group", name="The blocks of the team Carla, Dario, declared together (CR 805.10d)")
    assert team.locator("button.toggle").all_inner_texts() == [
        "Wall of Stone blocks Grizzly Bears", "Wall of Stone blocks Hill Giant",
        "Llanowar Elves blocks Grizzly Bears", "Llanowar Elves blocks Hill Giant"]
    page.goto(f"{server}/?lang=es&s={quote(json.dumps(board))}")
    assert page.locator("fieldset.combat .blocks h3").all_inner_texts() == [
        "Bloqueos del equipo de Carla, Dario, declarados juntos (RC 805.10d)"]
    del board["teams"]
    page.goto(f"{server}/?s={quote(json.dumps(board))}")
    assert page.locator("fieldset.combat .blocks h3").all_inner_texts() == [
        "Carla's blocks (CR 509.1a, 802.4)", "Dario's blocks (CR 509.1a, 802.4)"]


def test_510_4_first_strike_division_on_the_table(page, server):
    """CR 510.4, 510.1c: White Knight (first strike) blocked by two Llanowar Elves divides
    its first-strike damage 1/1 with the first-strike division fields; both Elves die in
    the first-strike step."""
    page.goto(server + "/")
    add_card(page, "Ana", "White Knight")
    add_card(page, "Bruno", "Llanowar Elves")
    add_card(page, "Bruno", "Llanowar Elves")
    page.get_by_role("button", name="White Knight attacks").click()
    page.get_by_role("button", name="Llanowar Elves #1 blocks White Knight").click()
    page.get_by_role("button", name="Llanowar Elves #2 blocks White Knight").click()
    for n in (1, 2):
        page.get_by_label(f"First-strike damage White Knight assigns to Llanowar Elves #{n}").fill("1")
    page.get_by_label("First-strike damage White Knight assigns to Llanowar Elves #2").press("Tab")
    got = judge(page)
    assert page.locator("#ruling li.illegal").count() == 0
    assert ("510.1c", "White Knight assigns 1 damage to Llanowar Elves #1.") in got
    assert ("510.1c", "White Knight assigns 1 damage to Llanowar Elves #2.") in got
    assert ("704.5g", "Llanowar Elves #2 has 1 damage marked and toughness 1: it is destroyed.") in got
    written = export_now(page)
    assert written.endswith("assign_first_strike: {White Knight: {'Llanowar Elves #1': 1, 'Llanowar Elves #2': 1}}\n")
    assert "\nassign:" not in written
    reimport(page, server, written)
    assert export_now(page) == written
    assert page.get_by_label("First-strike damage White Knight assigns to Llanowar Elves #1").input_value() == "1"


def test_802_903_multiplayer_table_in_spanish_on_a_phone(browser, server):
    """The Spanish page on a 375px screen: the player, team and Commander fields are
    labelled in Spanish, nothing reaches past the screen's edge, and the ruling is Spanish."""
    import json
    from urllib.parse import quote

    from mtgjudge.web.scenario_io import from_yaml

    context = browser.new_context(viewport={"width": 375, "height": 740}, is_mobile=True, has_touch=True)
    try:
        pg = context.new_page()
        errors: list[str] = []
        pg.on("pageerror", lambda e: errors.append(str(e)))
        scenario = from_yaml(COMMANDER_FILE + "  Bruno: []\n  Carla: []\n  Dario: []\n"
                             "attack: {'Isamaru, Hound of Konda': Bruno}\n")
        pg.goto(f"{server}/?lang=es&s={quote(json.dumps(scenario))}")
        pg.locator("details").evaluate_all("ds => ds.forEach(d => d.open = true)")
        assert pg.get_by_role("button", name="Añadir un jugador").is_visible()
        assert pg.get_by_role("button", name="Quitar al jugador Dario").is_enabled()
        assert pg.get_by_label("Equipo de Carla (Gigante de Dos Cabezas, RC 810)").input_value() == ""
        assert pg.get_by_label("Comandante (RC 903.3)").first.is_checked()
        assert pg.get_by_label("Daño de combate que Isamaru, Hound of Konda hizo a Bruno antes en la partida "
                               "(RC 903.10a)").input_value() == "19"
        got = events(pg)
        assert ("903.10a", "Bruno ya ha recibido 21 puntos de daño de combate del comandante Isamaru, "
                           "Hound of Konda (2 esta vez).") in got
        right = pg.evaluate("Math.max(...[...document.querySelectorAll('main *')].map(e => e.getBoundingClientRect().right))")
        assert right <= 375, f"something reaches {right}px on a 375px screen"
        controls = "#table input:not([type=hidden]), #table select, #table textarea, #table button"
        unnamed = pg.evaluate("""(sel) => [...document.querySelectorAll(sel)].filter(e =>
            !(e.labels && e.labels.length) && !e.getAttribute('aria-label') && !e.textContent.trim())
            .map(e => e.outerHTML)""", controls)
        assert unnamed == []
        assert errors == []
    finally:
        context.close()


CONSISTENCY_BOARD = {
    "active": "Ana",
    "players": {"Ana": {"life": 40}, "Bruno": {"life": 40, "left_game": True}, "Carla": {"life": 40},
                "Dario": {"life": 40}, "Elena": {"life": 40}},
    "battlefield": {
        "Ana": ["Grizzly Bears", "Garruk Wildspeaker",
                {"card": "Invasion of Tarkir", "counters": {"defense": 5}, "protector": "Carla"}],
        "Bruno": ["Jace Beleren"],
        "Carla": ["Jace Beleren", "Wall of Stone"],
        "Dario": [{"card": "Invasion of Tarkir", "counters": {"defense": 5}, "protector": "Ana"}],
        "Elena": [{"card": "Invasion of Tarkir", "counters": {"defense": 5}, "protector": "Dario"}, "Hill Giant"]},
    "attack": {"Grizzly Bears": "Carla"},
}


@pytest.mark.parametrize("change", [{}, {"attack_option": "left"}, {"attack_option": "right"},
                                    {"teams": [["Ana", "Elena", "Fede"], ["Bruno", "Carla", "Dario"]]}],
                         ids=["multiple", "left", "right", "teams"])
def test_802_3_table_offers_what_the_engine_allows(page, server, change):
    """CR 506.2, 508.1b, 802.3, 803.1, 310.8b, 805.10a: the attack targets the table
    offers are the engine's, in its order: each defending player still in the game
    (Bruno has left, 800.4), their planeswalkers, the battles they protect (Ana's own
    Siege protected by Carla, Elena's protected by Dario; not Dario's, which Ana protects)."""
    import json
    from urllib.parse import quote

    from mtgjudge.cr.r506_combat import attackable
    from mtgjudge.scenario import Scenario, build_game

    board = {**CONSISTENCY_BOARD, **change}
    if "teams" in change:  # two teams of three (810.11), seated together (805.1): Fede joins
        board["players"] = {**board["players"], "Fede": {"life": 40}}
    engine = attackable(build_game(Scenario.from_yaml(json.dumps(board))).state)
    page.goto(f"{server}/?s={quote(json.dumps(board))}")
    select = page.get_by_label("What Grizzly Bears attacks")
    if "Carla" in engine:  # the type lines come from the card data: wait for them
        expect(select.locator("option")).to_have_count(len(engine), timeout=30_000)
        assert select.locator("option").evaluate_all("os => os.map(o => o.value)") == engine
    else:  # Carla isn't a defending player: her attack is shown as given, to be judged
        expect(select.locator("option")).to_have_count(len(engine) + 1, timeout=30_000)
        assert select.locator("option").evaluate_all("os => os.map(o => o.value)") == [*engine, "Carla"]
    assert len(engine) >= 1


def test_701_15_goaded_creature_set_on_the_table(page, server):
    """CR 701.15b, 508.1d: Ana's Grizzly Bears, goaded by Bruno (the goad field), attacking
    Bruno when it could attack Carla, is an illegal attack shown in red; attacking
    Carla, it is legal. The file says `goaded_by: [Bruno]`."""
    page.goto(server + "/")
    add_player(page)
    add_card(page, "Ana", "Grizzly Bears")
    bears = open_more(page, "Ana", 0)
    goad = bears.get_by_role("group", name="Grizzly Bears is goaded by (CR 701.15)")
    assert goad.get_by_role("checkbox").count() == 2  # Bruno and Carla, not Ana herself
    goad.get_by_label("Bruno").check()
    attack(page, "Grizzly Bears", "Bruno")
    judge(page)
    illegal = page.locator("#ruling li.illegal")
    assert illegal.count() == 1
    assert illegal.locator(".rule").inner_text() == "508.1d"
    assert "Grizzly Bears (goaded by Bruno: attacks a player other than Bruno if able)" in illegal.inner_text()
    assert "  Ana: [{card: Grizzly Bears, goaded_by: [Bruno]}]\n" in exported_file(page, server)
    page.get_by_label("What Grizzly Bears attacks").select_option("Carla")
    got = judge(page)
    assert page.locator("#ruling li.illegal").count() == 0
    assert ("508.1a", "Grizzly Bears attacks Carla.") in got
