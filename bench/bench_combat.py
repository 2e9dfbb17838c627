"""Speed benchmarks (not tests): run ``python bench/bench_combat.py``.

Targets (issues 2, 8): judging an example with the CLI in a fresh process <= 0.3 s wall, the
Oracle parser not imported (its cards are in the parse cache);
an in-process 5-vs-5 combat with keywords <= 1 ms median.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import time
from pathlib import Path

from mtgjudge import Game
from mtgjudge.cards import default_db

ROOT = Path(__file__).resolve().parent.parent

ATTACKERS = ["Serra Angel", "Colossal Dreadmaw", "Vampire Nighthawk", "Youthful Knight", "Alley Strangler"]
BLOCKERS = ["Giant Spider", "Hill Giant", "Grizzly Bears", "Wall of Stone", "Typhoid Rats"]


def five_vs_five(db) -> Game:
    g = Game(["Ana", "Bruno"], db=db)
    for name in ATTACKERS:
        g.add(name, "Ana")
    for name in BLOCKERS:
        g.add(name, "Bruno")
    return g


def combat(db) -> Game:
    g = five_vs_five(db)
    g.attack({n: "Bruno" for n in ATTACKERS})
    g.block({"Giant Spider": "Serra Angel", "Hill Giant": "Colossal Dreadmaw",
             "Grizzly Bears": "Alley Strangler", "Typhoid Rats": "Alley Strangler",
             "Wall of Stone": "Youthful Knight"})
    g.assign()  # first-strike step: Youthful Knight
    g.assign({"Colossal Dreadmaw": {"Hill Giant": 3, "Bruno": 3},
              "Alley Strangler": {"Grizzly Bears": 2, "Typhoid Rats": 0}})
    return g


def bench_in_process(n: int = 2000) -> float:
    db = default_db()
    combat(db)  # warm the caches (card lookups, compiled Oracle text)
    times = []
    for _ in range(n):
        t = time.perf_counter()
        combat(db)
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def bench_cli(n: int = 10) -> float:
    example = ROOT / "examples" / "510.1c-regrower.yaml"
    exe = [sys.executable, "-m", "mtgjudge", "judge", str(example)]
    subprocess.run(exe, capture_output=True, check=True)  # the card DB and parse cache exist after this
    times = []
    for _ in range(n):
        t = time.perf_counter()
        subprocess.run(exe, capture_output=True, check=True)
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def parser_imported() -> bool:
    """Whether a fresh judge of the example (cards cached) imports the phase parser (issue 8:
    it must not)."""
    example = ROOT / "examples" / "510.1c-regrower.yaml"
    out = subprocess.run([sys.executable, "-X", "importtime", "-m", "mtgjudge", "judge", str(example)],
                         capture_output=True, text=True, check=True)
    return any(line.rstrip().endswith((" phase", " phase._phase")) for line in out.stderr.splitlines())


if __name__ == "__main__":
    ip = bench_in_process()
    cli = bench_cli()
    print(f"in-process 5-vs-5 combat (build board, declare, block, two damage steps): "
          f"median {ip * 1000:.3f} ms (target <= 1 ms) {'OK' if ip <= 0.001 else 'SLOW'}")
    print(f"CLI judge of examples/510.1c-regrower.yaml in a fresh process: "
          f"median {cli:.3f} s (target <= 0.3 s, issue 8) {'OK' if cli <= 0.3 else 'SLOW'}")
    print(f"Oracle parser imported by that judge: {'yes (BAD)' if parser_imported() else 'no'}")
