"""Speed benchmarks (not tests): run ``python bench/bench_combat.py``.

Targets: judging any board with the CLI in a fresh process <= 0.3 s median wall (issues 6,
8, 10; every example, and the boards in bench/boards/ whose rulings need the most
requirements obeyable, 508.1d/509.1c, one of them solved with GLPK); a judge of a board
whose cards were read before parses no Oracle text (the readings are kept in the card
database, mtgjudge.oracle.store: the readers imported are listed); an in-process 5-vs-5
combat with keywords <= 1 ms median. The fresh-process runs are interleaved board by
board, each board run once first (that run reads its cards and keeps the readings); CPU
time is printed beside wall time, as the machine may be shared. Whether mtgjudge's
bytecode is cached (``__pycache__``) changes a fresh process's time a lot; it is printed.
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


#: A board of each kind, by file name (every example and bench board is measured).
KINDS = {
    "510.1c-regrower.yaml": "plain combat",
    "509.1c-menace-blocks-if-able-illegal.yaml": "requirements solved with GLPK",
    "405-giant-growth-after-blocks.yaml": "stack: spells cast after blocks",
    "603-exalted-and-bushido.yaml": "triggered abilities",
    "613-anthem-blocker.yaml": "continuous effects",
    "616.1-furnace-and-shield.yaml": "prevention and replacement effects",
    "508.1j-windborn-muse.yaml": "costs to attack",
    "903.10a-commander-damage.yaml": "multiplayer, commander",
}
#: The Oracle readers and parsers: a fresh judge of a board read before needs none of them
#: (a module whose ability classes a board's cards have is imported, its parser is not).
READERS = ("lark", "phase", "mtgjudge.oracle.grammar", "mtgjudge.oracle.costs", "mtgjudge.oracle.damage",
           "mtgjudge.oracle.statics", "mtgjudge.oracle.spells", "mtgjudge.oracle.triggers",
           "mtgjudge.oracle.tokens")


def boards() -> list[Path]:
    return sorted((ROOT / "examples").glob("*.yaml")) + sorted((ROOT / "bench" / "boards").glob("*.yaml"))


def bench_cli(n: int = 9) -> dict[str, tuple[float, float]]:
    """Per board file: median wall and CPU seconds of ``mtgjudge judge FILE`` in a fresh process."""
    files = boards()
    exe = [sys.executable, "-m", "mtgjudge", "judge"]
    for f in files:  # the card database exists after this, and each board's readings are kept
        subprocess.run([*exe, str(f)], capture_output=True, check=False)
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


def imported(board: Path) -> set[str]:
    """The modules a fresh ``mtgjudge judge`` of ``board`` imports."""
    out = subprocess.run([sys.executable, "-X", "importtime", "-m", "mtgjudge", "judge", str(board)],
                         capture_output=True, text=True, check=False)
    return {line.rsplit("|", 1)[1].strip() for line in out.stderr.splitlines()
            if line.startswith("import time:") and "|" in line}


def bytecode() -> str:
    """Whether mtgjudge's modules are loaded from cached bytecode or compiled on each run."""
    import os

    cached = any((ROOT / "mtgjudge").glob("__pycache__/*.pyc"))
    if cached:
        return "cached (__pycache__ present)"
    if os.environ.get("PYTHONDONTWRITEBYTECODE"):
        return "compiled on every run (PYTHONDONTWRITEBYTECODE set, no __pycache__)"
    return "not cached yet (written by the first run)"


if __name__ == "__main__":
    ip = bench_in_process()
    print(f"in-process 5-vs-5 combat (build board, declare, block, two damage steps): "
          f"median {ip * 1000:.3f} ms (target <= 1 ms) {'OK' if ip <= 0.001 else 'SLOW'}")
    print(f"CLI judge in a fresh process, median of 9 (target <= 0.3 s wall); mtgjudge bytecode: {bytecode()}")
    results = bench_cli()
    for name, (wall, cpu) in results.items():
        kind = f"  [{KINDS[name]}]" if name in KINDS else ""
        print(f"  {name:45s} wall {wall:.3f} s  cpu {cpu:.3f} s  {'OK' if wall <= 0.3 else 'SLOW'}{kind}")
    worst = max(results, key=lambda k: results[k][0])
    print(f"  slowest: {worst} ({results[worst][0]:.3f} s wall)")
    print("Oracle readers, Lark or phase imported by a judge of a board read before:")
    by_name = {f.name: f for f in boards()}
    for name, kind in KINDS.items():
        found = sorted(set(READERS) & imported(by_name[name]))
        print(f"  {kind:40s} {', '.join(found) or 'none'}")
