"""Speed benchmark (not a test) for continuous effects: run ``python bench/bench_continuous_effects.py``.

Target (issue 9.9, continuous part): a 10-vs-10 combat with six continuous effects
(Glorious Anthem, Elvish Archdruid's lord ability, Crusade, Bonesplitter, Holy Strength,
a resolved Giant Growth) judged in-process, median <= 2 ms; characteristics are
recomputed (CR 613) only when something they depend on changed: the number of
recomputations per combat is printed too.
"""

from __future__ import annotations

import statistics
import time

from mtgjudge import Game
from mtgjudge.cards import default_db
from mtgjudge.cr import r613_layers

ATTACKERS = ["Elvish Archdruid", "Llanowar Elves", "Elvish Mystic", "Fyndhorn Elves", "Elvish Visionary",
             "Centaur Courser", "Trained Armodon", "Vampire Nighthawk", "Silver Knight", "Savannah Lions"]
BLOCKERS = ["Giant Spider", "Hill Giant", "Wall of Stone", "Typhoid Rats", "Gray Ogre", "Glory Seeker",
            "Elite Vanguard", "Steadfast Guard", "Grizzly Bears", "Runeclaw Bear"]
BLOCKS = {"Giant Spider": "Vampire Nighthawk", "Hill Giant": "Centaur Courser", "Wall of Stone": "Trained Armodon",
          "Typhoid Rats": "Elvish Archdruid", "Gray Ogre": "Llanowar Elves", "Glory Seeker": "Elvish Mystic",
          "Elite Vanguard": "Fyndhorn Elves", "Steadfast Guard": "Elvish Visionary",
          "Grizzly Bears": "Savannah Lions", "Runeclaw Bear": "Silver Knight"}


def board(db) -> Game:
    g = Game(["Ana", "Bruno"], db=db)
    for name in [*ATTACKERS, "Glorious Anthem", "Bonesplitter"]:
        g.add(name, "Ana")
    for name in [*BLOCKERS, "Crusade", "Holy Strength"]:
        g.add(name, "Bruno")
    g.attach("Bonesplitter", "Centaur Courser")
    g.attach("Holy Strength", "Hill Giant")
    g.resolve_spell("Giant Growth", "Trained Armodon")
    return g


def combat(g: Game) -> Game:
    g.attack({n: "Bruno" for n in ATTACKERS})
    g.block(BLOCKS)
    g.assign()  # first-strike step: Silver Knight
    g.assign()
    return g


def bench(n: int = 1000) -> tuple[float, float, int]:
    """Median seconds for (board + combat, combat alone), and recomputations per combat."""
    db = default_db()
    combat(board(db))  # warm the caches (card lookups, compiled Oracle text)
    whole, fight = [], []
    for _ in range(n):
        t0 = time.perf_counter()
        g = board(db)
        t1 = time.perf_counter()
        combat(g)
        t2 = time.perf_counter()
        whole.append(t2 - t0)
        fight.append(t2 - t1)
    calls = 0
    real = r613_layers.compute

    def counting(state):
        nonlocal calls
        calls += 1
        return real(state)

    r613_layers.compute = counting
    try:
        combat(board(db))
    finally:
        r613_layers.compute = real
    return statistics.median(whole), statistics.median(fight), calls


if __name__ == "__main__":
    whole, fight, calls = bench()
    print(f"in-process 10-vs-10 combat with six continuous effects (build board, declare, block, "
          f"two damage steps): median {whole * 1000:.3f} ms (target <= 2 ms) {'OK' if whole <= 0.002 else 'SLOW'}; "
          f"combat alone {fight * 1000:.3f} ms; characteristics computed {calls} times")
