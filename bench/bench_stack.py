"""Speed benchmark (not a test): run ``python bench/bench_stack.py``.

Target (issue 10.7): a combat with three triggered abilities and two spells resolved,
median <= 3 ms in-process (build the board, declare, put the triggers on the stack,
cast, let everything resolve, deal damage). The triggers are the real exalted abilities
of three Akrasan Squires (the lone attacker gets +3/+3); the spells are real cards cast
through the game: Giant Growth, and Shock in response.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import timeit
from pathlib import Path

from mtgjudge import Game
from mtgjudge.cards import default_db

EXAMPLE = Path(__file__).parent.parent / "examples" / "405-giant-growth-after-blocks.yaml"


def combat(db) -> Game:
    g = Game(["Ana", "Bruno"], db=db)
    g.add("Grizzly Bears", "Ana")
    for _ in range(3):
        g.add("Akrasan Squire", "Ana")
    g.add("Hill Giant", "Bruno")
    g.add("Craw Wurm", "Bruno")
    g.attack({"Grizzly Bears": "Bruno"})
    # The three Squires' exalted triggers (702.83a) go on the stack as attackers are
    # declared; all pass before blockers are declared, so they resolve first (405.5).
    g.block({"Hill Giant": "Grizzly Bears"})
    g.cast("Giant Growth", "Ana", "Grizzly Bears")
    g.cast("Shock", "Bruno", "Grizzly Bears")
    g.assign()
    assert g.state.battlefield["Grizzly Bears"].power == 8 and g.state.graveyard == ["Hill Giant"]
    return g


def bench_in_process(n: int = 500) -> float:
    db = default_db()
    combat(db)  # warm the caches (card lookups, compiled Oracle text, the grammar)
    return statistics.median(timeit.repeat(lambda: combat(db), number=1, repeat=n))


def bench_cli(n: int = 5) -> float:
    """Median wall time of a fresh ``mtgjudge judge`` on the stack example."""
    cmd = [sys.executable, "-m", "mtgjudge", "judge", str(EXAMPLE)]
    return statistics.median(timeit.repeat(lambda: subprocess.run(cmd, capture_output=True, check=False),
                                           number=1, repeat=n))


if __name__ == "__main__":
    ip = bench_in_process()
    print(f"in-process combat with 3 triggers and 2 spells resolved: "
          f"median {ip * 1000:.3f} ms (target <= 3 ms) {'OK' if ip <= 0.003 else 'SLOW'}")
    cli = bench_cli()
    print(f"fresh CLI on {EXAMPLE.name}: median {cli:.3f} s (target <= 0.3 s) {'OK' if cli <= 0.3 else 'SLOW'}")
