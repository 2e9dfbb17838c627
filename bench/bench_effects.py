"""Speed benchmark (not a test): run ``python bench/bench_effects.py``.

Target (issue 9.9): a 10-vs-10 combat with prevention and replacement effects,
median <= 2 ms in-process (build the board, declare, block, damage). This file has the
four prevention/replacement effects: Furnace of Rath (a doubler), Boon Reflection
(a life-gain replacement), Guard Gomazoa ("prevent all combat damage to this creature")
and a prevent-3 shield from a resolved spell, with lifelink in the combat so that the
life-gain replacement has work to do. The six continuous effects of 9.9 are added to the
board by the layers work.
"""

from __future__ import annotations

import statistics
import timeit

from mtgjudge import Game
from mtgjudge.cards import default_db
from mtgjudge.cr.r615_prevention_effects import PreventionShield

ATTACKERS = ["Serra Angel", "Colossal Dreadmaw", "Vampire Nighthawk", "Hill Giant", "Grizzly Bears",
             "Alley Strangler", "Raging Goblin", "Vampire Spawn", "Elvish Regrower", "Wind Drake"]
BLOCKERS = ["Giant Spider", "Guard Gomazoa", "Wall of Stone", "Typhoid Rats", "Llanowar Elves",
            "Helpful Hunter", "Wind Drake", "Centaur Courser", "Grizzly Bears", "Hill Giant"]
ANA_EFFECTS = ["Boon Reflection"]
BRUNO_EFFECTS = ["Furnace of Rath"]


def board(db) -> Game:
    g = Game(["Ana", "Bruno"], db=db)
    for name in ATTACKERS + ANA_EFFECTS:
        g.add(name, "Ana")
    for name in BLOCKERS + BRUNO_EFFECTS:
        g.add(name, "Bruno")
    g.state.replacement_effects.append(PreventionShield("Healing Salve", "", "Bruno", to="Bruno", remaining=3))
    return g


def combat(db) -> Game:
    g = board(db)
    dup = set(ATTACKERS) & set(BLOCKERS)  # two of a name: "#1" (Ana's) and "#2" (Bruno's)
    g.attack({f"{a} #1" if a in dup else a: "Bruno" for a in ATTACKERS})
    g.block({"Giant Spider": "Serra Angel", "Guard Gomazoa": "Colossal Dreadmaw", "Wall of Stone": "Hill Giant #1",
             "Typhoid Rats": "Alley Strangler", "Llanowar Elves": "Alley Strangler", "Wind Drake #2": "Wind Drake #1", "Centaur Courser": "Vampire Spawn",
             "Grizzly Bears #2": "Grizzly Bears #1", "Hill Giant #2": "Elvish Regrower"})
    g.assign({"Colossal Dreadmaw": {"Guard Gomazoa": 6}, "Alley Strangler": {"Typhoid Rats": 1, "Llanowar Elves": 1}})
    return g


def bench_in_process(n: int = 500) -> float:
    db = default_db()
    combat(db)  # warm the caches (card lookups, compiled Oracle text, the grammar)
    return statistics.median(timeit.repeat(lambda: combat(db), number=1, repeat=n))


if __name__ == "__main__":
    ip = bench_in_process()
    print(f"in-process 10-vs-10 combat with 4 prevention/replacement effects: "
          f"median {ip * 1000:.3f} ms (target <= 2 ms) {'OK' if ip <= 0.002 else 'SLOW'}")
