"""Fuzzing: generated and mutated scenario files through the CLI, and random boards and
declarations through the API. Every input must end in a ruling or a clear error.

Run by hand (not a test; ``tests/test_fuzz.py`` runs a few hundred inputs of each)::

    python bench/fuzz.py                        # 100,000 scenarios + 20,000 API games
    python bench/fuzz.py --scenarios 5000 --api 1000 --cli 50 --seed 7

Checked for each scenario (in-process CLI, and ``--cli`` of them in a fresh process):
the exit code is a documented one other than 3 (0 legal, 1 illegal, 2 bad input; 3 is an
internal error, a bug); the ``--format json`` output validates against
``mtgjudge/data/ruling.schema.json``; text output has no traceback; it takes at most
``--max-seconds``. For each API game: only :class:`~mtgjudge.errors.MtgJudgeError`s are
raised; a refused ``add`` or ``push`` leaves the game exactly as it was (733); every
enumerated declaration can be pushed, and ``pop`` restores the state before it.

Findings are written to ``--out`` (one file per failing input, with what went wrong) and
summarised at the end; the exit status is 1 if there were any.
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import tempfile
import time
import traceback
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parent.parent
SCHEMA_PATH = ROOT / "mtgjudge" / "data" / "ruling.schema.json"

#: Real cards of several kinds: vanilla, keywords, static abilities, a planeswalker, a battle.
CARDS = ["Grizzly Bears", "Hill Giant", "Serra Angel", "Elvish Regrower", "Vampire Spawn",
         "Helpful Hunter", "Vampire Nighthawk", "Giant Spider", "Youthful Knight", "Colossal Dreadmaw",
         "Glistener Elf", "Plague Myr", "Wall of Stone", "Typhoid Rats", "Llanowar Elves",
         "Alley Strangler", "Ajani, Caller of the Pride", "Goblin Heelcutter"]
#: Entries that are refused or need more (a typo, a battle without defense, a split card).
ODD_CARDS = ["Grizly Bears", "Invasion of Tarkir", "Fire // Ice", "Elvish Regrower #1"]
KEYWORDS = ["flying", "reach", "first strike", "double strike", "deathtouch", "trample", "lifelink",
            "vigilance", "menace", "infect", "wither", "indestructible", "defender", "haste", "toxic 2",
            "shadow", "forestwalk", "skulk", "fear", "intimidate", "horsemanship", "trample over planeswalkers",
            "attacks each combat if able", "can't block", "can block any number of creatures",
            "All creatures able to block this creature do so."]
ODD_KEYWORDS = ["blink", "toxic 99999999999", "toxic -1", "Flying"]
COUNTERS = ["+1/+1", "-1/-1", "loyalty", "defense", "level", "charge", "flying", "shield"]
#: Text spliced into scenarios by the mutator: YAML syntax, odd scalars, huge values.
TOKENS = ["&a ", "*a", "&a [*a]", "[", "]", "{", "}", ": ", "- ", " #", "\n", "'", '"', "!!int ",
          "!!binary ", "!!python/object ", "!!bool ", "!!float ", "!!timestamp ", "!!set ", "!!omap ",
          "!!str ", "!!null ", "!mytag ", "~", "null", "1e999", "-0", "0x1F", "0o17", "1:2:3",
          "2024-13-45", "<<: ", "? ", "|\n", ">\n", "---\n", "...\n", "%YAML 1.1\n", "\t", "\x00",
          "é", "\u202e", "🂡", "9" * 40, "9" * 5000, " " * 300, "x" * 300, "true", "yes", "[]", "{}",
          "-1000000001", "1000000000", "2147483648", "Ana", "Bruno", "Grizzly Bears", " #2",
          "[" * 30, "{a: " * 30]
EXTREME_NUMBERS = [0, 1, -1, 2, 7, 20, 10 ** 9, -10 ** 9, 10 ** 9 + 1, 2 ** 31, 2 ** 63, 10 ** 30]


# ----------------------------------------------------------------------------- scenarios
def _number(rng: random.Random, small: int = 6) -> int:
    return rng.choice(EXTREME_NUMBERS) if rng.random() < 0.01 else rng.randint(0, small)


def _card(rng: random.Random) -> str:
    return rng.choice(ODD_CARDS) if rng.random() < 0.03 else rng.choice(CARDS)


def _keywords(rng: random.Random, n: int) -> list[str]:
    return [rng.choice(ODD_KEYWORDS) if rng.random() < 0.03 else rng.choice(KEYWORDS) for _ in range(n)]


def _entry(rng: random.Random) -> Any:
    r = rng.random()
    if r < 0.45:
        return _card(rng)
    if r < 0.7:
        e: dict[str, Any] = {"card": _card(rng)}
        for key, value in (("tapped", True), ("sick", True), ("damage", _number(rng, 3)),
                           ("counters", {rng.choice(COUNTERS): _number(rng, 3)}),
                           ("gains", _keywords(rng, 1)), ("power", _number(rng)),
                           ("toughness", _number(rng))):
            if rng.random() < 0.12:
                e[key] = value
        return e
    e = {"name": rng.choice(["Bear", "Wall", "Knight", "Ana", "X #1", "Éowyn"]),
         "power": _number(rng), "toughness": _number(rng) + 1,
         "keywords": _keywords(rng, rng.randint(0, 2))}
    if rng.random() < 0.1:
        e["counters"] = {rng.choice(COUNTERS): _number(rng, 3)}
    return e


def _label(entry: Any) -> str:
    if isinstance(entry, str):
        return entry.split(" // ")[0]
    return str(entry.get("card") or entry.get("name"))


def _division(rng: random.Random, names: list[str]) -> dict[str, int]:
    return {rng.choice(names): _number(rng, 5) for _ in range(rng.randint(1, 3))}


def scenario(rng: random.Random) -> dict[str, Any]:
    """A random scenario, mostly well formed: real and custom creatures, an attack, blocks,
    assignments and "why" questions that may or may not be legal."""
    ours = [_entry(rng) for _ in range(rng.randint(0, 5))]
    theirs = [_entry(rng) for _ in range(rng.randint(0, 5))]
    data: dict[str, Any] = {
        "active": "Ana" if rng.random() < 0.99 else "Carla",
        "players": {"Ana": {"life": _number(rng, 20)}, "Bruno": {"life": _number(rng, 20),
                                                                  "poison": _number(rng, 9)}},
        "battlefield": {"Ana": ours, "Bruno": theirs},
    }
    mine = sorted({_label(e) for e in ours})
    yours = sorted({_label(e) for e in theirs})
    targets = ["Bruno", *yours]
    attackers = [a for a in mine if rng.random() < 0.7]
    if attackers or rng.random() < 0.3:
        data["attack"] = {a: rng.choice(targets) for a in attackers}
    if attackers and yours and rng.random() < 0.7:
        data["block"] = {b: rng.choice(attackers) for b in yours if rng.random() < 0.6}
    everyone = [*mine, *yours, "Ana", "Bruno"]
    if attackers and rng.random() < 0.5:
        data["assign"] = {a: _division(rng, everyone) for a in attackers if rng.random() < 0.6}
    if attackers and rng.random() < 0.1:
        data["assign_first_strike"] = {attackers[0]: _division(rng, everyone)}
    if rng.random() < 0.25:
        kind = rng.choice(["attack", "block", "assign", "assign_first_strike"])
        if kind == "attack":
            q: dict[str, Any] = {a: rng.choice(targets) for a in mine[:2]}
        elif kind == "block":
            q = {b: rng.choice(mine or ["Bruno"]) for b in yours[:2]}
        else:
            q = {a: _division(rng, everyone) for a in (mine or ["Ana"])[:1]}
        data["why"] = [{kind: q}]
    return data


def mutate(rng: random.Random, text: str) -> str:
    """``text`` with 1-3 random edits: tokens spliced in, characters or lines changed."""
    for _ in range(rng.randint(1, 3)):
        r = rng.random()
        i = rng.randrange(len(text) + 1)
        if r < 0.35:
            text = text[:i] + rng.choice(TOKENS) + text[i:]
        elif r < 0.5:
            text = text[:i] + chr(rng.randrange(32, 127)) + text[i + 1:]
        elif r < 0.6:
            text = text[:i] + text[i + rng.randint(1, 8):]
        else:
            lines = text.split("\n")
            j = rng.randrange(len(lines))
            if r < 0.7:
                lines.insert(j, lines[rng.randrange(len(lines))])
            elif r < 0.8:
                del lines[j]
            elif r < 0.9:
                k = rng.randrange(len(lines))
                lines[j], lines[k] = lines[k], lines[j]
            else:
                lines[j] = lines[j] + " " + rng.choice(TOKENS)
            text = "\n".join(lines)
    return text


def scenario_text(rng: random.Random) -> str:
    """A scenario as YAML; half of them are then mutated."""
    text = yaml.safe_dump(scenario(rng), sort_keys=False, allow_unicode=True,
                          default_flow_style=rng.choice([False, None]))
    return mutate(rng, text) if rng.random() < 0.5 else text


@dataclass
class Finding:
    kind: str
    detail: str
    data: str


@dataclass
class Stats:
    exit_codes: Counter = field(default_factory=Counter)
    slowest: list[tuple[float, str]] = field(default_factory=list)
    findings: list[Finding] = field(default_factory=list)
    api_outcomes: Counter = field(default_factory=Counter)

    def timed(self, seconds: float, what: str) -> None:
        self.slowest.append((seconds, what))
        self.slowest.sort(reverse=True)
        del self.slowest[5:]


def _validator() -> Any:
    import jsonschema

    schema = json.loads(SCHEMA_PATH.read_text())
    return jsonschema.Draft202012Validator(schema)


def check_output(code: int, stdout: str, stderr: str, json_format: bool, validator: Any) -> str:
    """What is wrong with one CLI run ("" if nothing)."""
    if code not in (0, 1, 2):
        return f"exit code {code}: {stderr.strip()[:500] or stdout.strip()[:500]}"
    if "Traceback" in stdout + stderr:
        return "traceback"
    if json_format:
        try:
            out = json.loads(stdout)
        except ValueError as e:
            return f"not JSON: {e}"
        errors = sorted(validator.iter_errors(out), key=str)
        if errors:
            return f"schema: {errors[0].message[:300]}"
        if ("input_errors" in out) != (code == 2):
            return f"exit code {code} with keys {sorted(out)}"
    return ""


def run_scenarios(n: int, seed: int, stats: Stats, max_seconds: float, cli: int = 0) -> None:
    """``n`` scenarios through the CLI in this process, the last ``cli`` of them in a
    fresh process each (the real ``python -m mtgjudge``)."""
    from typer.testing import CliRunner

    from mtgjudge.cli import app

    runner = CliRunner()
    validator = _validator()
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "fuzz.yaml"
        for i in range(n):
            text = scenario_text(rng)
            path.write_text(text, encoding="utf-8", errors="surrogatepass")
            json_format = rng.random() < 0.7
            args = ["judge", str(path), "--lang", rng.choice(["en", "es"])]
            if json_format:
                args += ["--format", "json"]
            if rng.random() < 0.1:
                args += ["--why", mutate(rng, "assign: {Grizzly Bears: {Bruno: 2}}")]
            start = time.perf_counter()
            if i >= n - cli:
                args = [a.replace("\x00", "") for a in args]  # a command line can't hold NUL
                r = subprocess.run([sys.executable, "-m", "mtgjudge", *args],
                                   capture_output=True, text=True, timeout=60, check=False)
                code, out, err = r.returncode, r.stdout, r.stderr
            else:
                res = runner.invoke(app, args)
                code, out, err = res.exit_code, res.stdout, res.stderr
                if res.exception is not None and not isinstance(res.exception, SystemExit):
                    err += "Traceback:\n" + "".join(traceback.format_exception(res.exception))
            seconds = time.perf_counter() - start
            stats.exit_codes[code] += 1
            stats.timed(seconds, f"scenario {i}")
            problem = check_output(code, out, err, json_format, validator)
            if not problem and seconds > max_seconds:
                problem = f"took {seconds:.1f} s"
            if problem:
                stats.findings.append(Finding("scenario", problem, f"# args: {args[2:]}\n{text}"))


# ----------------------------------------------------------------------------- API
def _api_add(rng: random.Random, g: Any) -> None:
    player = rng.choice(["Ana", "Bruno"]) if rng.random() < 0.97 else "Carla"
    if rng.random() < 0.4:
        g.add(_card(rng), player, tapped=rng.random() < 0.1,
              damage=_number(rng, 2) if rng.random() < 0.1 else 0,
              counters={rng.choice(COUNTERS): _number(rng, 3)} if rng.random() < 0.1 else None,
              gains=_keywords(rng, 1) if rng.random() < 0.1 else ())
    else:
        name = rng.choice(["Bear", "Wall", "Knight"]) if rng.random() < 0.95 else \
            rng.choice(["Ana", "", "x" * 300, "Bear #2"])
        g.add_creature(name, player, _number(rng), _number(rng) + 1,
                       keywords=_keywords(rng, rng.randint(0, 2)),
                       damage=_number(rng, 2) if rng.random() < 0.1 else 0,
                       sick=rng.random() < 0.1)


def _random_declaration(rng: random.Random, g: Any) -> Any:
    from mtgjudge import AttackDeclaration, BlockDeclaration, DamageAssignment

    names = [*g.state.battlefield, *g.state.players, "Nobody", "bear"]
    kind = rng.choice(["attack", "block", "assign"])
    if kind == "attack":
        return AttackDeclaration.of({rng.choice(names): rng.choice(names) for _ in range(rng.randint(0, 3))})
    if kind == "block":
        return BlockDeclaration.of({rng.choice(names): rng.choice(names) for _ in range(rng.randint(0, 3))})
    return DamageAssignment.of({rng.choice(names): {rng.choice(names): _number(rng, 4)}
                                for _ in range(rng.randint(0, 2))})


def api_game(rng: random.Random, db: Any) -> str:
    """One random game through the API; returns its outcome, raises AssertionError on a bug."""
    from mtgjudge import Game
    from mtgjudge.errors import IllegalActionError, MtgJudgeError

    try:
        g = Game({"Ana": _number(rng, 20), "Bruno": _number(rng, 20)}, db=db)
    except MtgJudgeError:
        return "bad players"
    for _ in range(rng.randint(0, 8)):
        before = g.state.copy()
        try:
            _api_add(rng, g)
        except MtgJudgeError:
            assert g.state == before, "a refused add changed the game"
    pushes = 0
    while not g.is_over and pushes < 4:
        before, n_events = g.state.copy(), len(g.events)
        if rng.random() < 0.3:
            decl = _random_declaration(rng, g)
            try:
                g.push(decl)
            except IllegalActionError:
                assert g.state == before and len(g.events) == n_events, "an illegal push changed the game (733)"
                continue
        else:
            options = []
            for d in g.legal_declarations():
                options.append(d)
                if len(options) == 20:
                    break
            if not options:  # only when state-based actions end the game as combat begins
                g.begin_combat()
                assert g.is_over, f"no legal declaration at {g.step}"
                break
            decl = rng.choice(options)
            g.push(decl)
            if rng.random() < 0.2:
                begun = g.state.copy()
                g.pop()
                after_pop = g.state.copy()
                g.push(decl)
                assert g.state == begun, "push after pop gave another state"
                assert after_pop.combat.begun
        pushes += 1
    return "over" if g.is_over else "stopped"


def run_api(n: int, seed: int, stats: Stats, max_seconds: float, db: Any) -> None:
    from mtgjudge.errors import MtgJudgeError

    rng = random.Random(seed)
    for i in range(n):
        game_seed = rng.getrandbits(32)
        start = time.perf_counter()
        try:
            outcome = api_game(random.Random(game_seed), db)
        except MtgJudgeError as e:
            outcome = f"error {type(e).__name__}"
        except Exception as e:  # noqa: BLE001 - a finding, reported with its traceback
            outcome = "bug"
            stats.findings.append(Finding("api", f"{type(e).__name__}: {e}"[:500],
                                          f"# random.Random({game_seed})\n" + traceback.format_exc()))
        seconds = time.perf_counter() - start
        stats.api_outcomes[outcome] += 1
        stats.timed(seconds, f"api game {game_seed}")
        if seconds > max_seconds:
            stats.findings.append(Finding("api", f"took {seconds:.1f} s", f"# random.Random({game_seed})"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--scenarios", type=int, default=100_000, help="scenario files (default 100,000)")
    parser.add_argument("--api", type=int, default=20_000, help="API games (default 20,000)")
    parser.add_argument("--cli", type=int, default=100, help="of the scenarios, how many run in a fresh process")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-seconds", type=float, default=5.0, help="slowest acceptable input")
    parser.add_argument("--out", type=Path, default=Path("fuzz-findings"), help="where findings are written")
    args = parser.parse_args(argv)

    from mtgjudge.cards import default_db

    stats = Stats()
    start = time.perf_counter()
    run_scenarios(args.scenarios, args.seed, stats, args.max_seconds, min(args.cli, args.scenarios))
    middle = time.perf_counter()
    run_api(args.api, args.seed, stats, args.max_seconds, default_db())
    end = time.perf_counter()
    print(f"{args.scenarios} scenarios in {middle - start:.0f} s; exit codes {dict(sorted(stats.exit_codes.items()))}")
    print(f"{args.api} API games in {end - middle:.0f} s; outcomes {dict(stats.api_outcomes.most_common())}")
    print("slowest: " + ", ".join(f"{what} {s:.2f} s" for s, what in stats.slowest))
    kinds = Counter(f.detail.split(":")[0][:60] for f in stats.findings)
    print(f"{len(stats.findings)} findings" + (f": {dict(kinds.most_common(10))}" if kinds else ""))
    if stats.findings:
        args.out.mkdir(parents=True, exist_ok=True)
        for i, f in enumerate(stats.findings):
            (args.out / f"{f.kind}-{i:05d}.txt").write_text(f"# {f.detail}\n{f.data}", encoding="utf-8",
                                                            errors="surrogatepass")
        print(f"written to {args.out}/")
    return 1 if stats.findings else 0


if __name__ == "__main__":
    sys.exit(main())
