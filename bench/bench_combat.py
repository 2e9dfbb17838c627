"""Speed benchmarks (not tests): run ``python bench/bench_combat.py``.

Targets: judging any board with the CLI in a fresh process <= 0.3 s median wall (issues 6, 8;
every example, and the boards in bench/boards/ whose rulings need the most requirements
obeyable, 508.1d/509.1c), the Oracle parser not imported (its cards are in the parse cache);
an in-process 5-vs-5 combat with keywords <= 1 ms median. The fresh-process runs are
interleaved board by board; CPU time is printed beside wall time, as the machine may be shared.
"""

from __future__ import annotations

import resource
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


def bench_cli(n: int = 9) -> dict[str, tuple[float, float]]:
    """Per board file: median wall and CPU seconds of ``mtgjudge judge FILE`` in a fresh process."""
    files = sorted((ROOT / "examples").glob("*.yaml")) + sorted((ROOT / "bench" / "boards").glob("*.yaml"))
    exe = [sys.executable, "-m", "mtgjudge", "judge"]
    subprocess.run([*exe, str(files[0])], capture_output=True, check=False)  # the card DB exists after this
    wall: dict[str, list[float]] = {f.name: [] for f in files}
    cpu: dict[str, list[float]] = {f.name: [] for f in files}
    for _ in range(n):
        for f in files:
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            t = time.perf_counter()
            subprocess.run([*exe, str(f)], capture_output=True, check=False)
            wall[f.name].append(time.perf_counter() - t)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpu[f.name].append(after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime)
    return {k: (statistics.median(wall[k]), statistics.median(cpu[k])) for k in wall}


def parser_imported() -> bool:
    """Whether a fresh judge of the example (cards cached) imports the phase parser (issue 8:
    it must not)."""
    example = ROOT / "examples" / "510.1c-regrower.yaml"
    out = subprocess.run([sys.executable, "-X", "importtime", "-m", "mtgjudge", "judge", str(example)],
                         capture_output=True, text=True, check=True)
    return any(line.rstrip().endswith((" phase", " phase._phase")) for line in out.stderr.splitlines())


if __name__ == "__main__":
    ip = bench_in_process()
    print(f"in-process 5-vs-5 combat (build board, declare, block, two damage steps): "
          f"median {ip * 1000:.3f} ms (target <= 1 ms) {'OK' if ip <= 0.001 else 'SLOW'}")
    print("CLI judge in a fresh process, median of 9 (target <= 0.3 s wall):")
    for name, (wall, cpu) in bench_cli().items():
        print(f"  {name:45s} wall {wall:.3f} s  cpu {cpu:.3f} s  {'OK' if wall <= 0.3 else 'SLOW'}")
    print(f"Oracle parser imported by a judge of the 510.1c example: {'yes (BAD)' if parser_imported() else 'no'}")
