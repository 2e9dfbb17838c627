"""Speed benchmark (not a test): run ``python bench/bench_effects.py``.

Target (issue 9.9): a 10-vs-10 combat with six continuous effects and four prevention
and replacement effects, median <= 2 ms in-process (build the board, declare, block,
both combat damage steps). The four prevention/replacement effects: Furnace of Rath (a
doubler), Boon Reflection (a life-gain replacement), Guard Gomazoa ("prevent all combat
damage to this creature") and a prevent-3 shield from a resolved spell, with lifelink in
the combat so that the life-gain replacement has work to do. The six continuous effects
(CR 613): Glorious Anthem, Elvish Archdruid's lord ability, Crusade (it pumps white
creatures on both sides), Bonesplitter and Holy Strength attached, and a resolved Giant
Growth. Silver Knight's first strike makes two combat damage steps.

Also timed: the same kind of board with the four prevention/replacement effects only
(``bench/bench_continuous_effects.py`` has the continuous effects only).
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


# -- issue 9.9's board: six continuous effects and the four above ----------------------
BOTH_ATTACKERS = ["Elvish Archdruid", "Llanowar Elves", "Elvish Mystic", "Serra Angel", "Colossal Dreadmaw",
                  "Vampire Nighthawk", "Hill Giant", "Alley Strangler", "Centaur Courser", "Silver Knight"]
BOTH_BLOCKERS = ["Giant Spider", "Guard Gomazoa", "Wall of Stone", "Typhoid Rats", "Grizzly Bears",
                 "Helpful Hunter", "Wind Drake", "Gray Ogre", "Runeclaw Bear", "Steadfast Guard"]
BOTH_BLOCKS = {"Giant Spider": "Serra Angel", "Guard Gomazoa": "Colossal Dreadmaw", "Wall of Stone": "Hill Giant",
               "Typhoid Rats": "Alley Strangler", "Grizzly Bears": "Alley Strangler",
               "Wind Drake": "Vampire Nighthawk", "Gray Ogre": "Centaur Courser",
               "Runeclaw Bear": "Elvish Archdruid", "Steadfast Guard": "Silver Knight"}


def board_both(db) -> Game:
    g = Game(["Ana", "Bruno"], db=db)
    for name in [*BOTH_ATTACKERS, "Glorious Anthem", "Bonesplitter", "Boon Reflection"]:
        g.add(name, "Ana")
    for name in [*BOTH_BLOCKERS, "Crusade", "Holy Strength", "Furnace of Rath"]:
        g.add(name, "Bruno")
    g.attach("Bonesplitter", "Centaur Courser")
    g.attach("Holy Strength", "Gray Ogre")
    g.resolve_spell("Giant Growth", "Hill Giant")
    g.state.replacement_effects.append(PreventionShield("Healing Salve", "", "Bruno", to="Bruno", remaining=3))
    return g


def combat_both(db) -> Game:
    g = board_both(db)
    g.attack({a: "Bruno" for a in BOTH_ATTACKERS})
    g.block(BOTH_BLOCKS)
    g.assign()  # first-strike step: Silver Knight
    g.assign({"Colossal Dreadmaw": {"Guard Gomazoa": 7}, "Alley Strangler": {"Typhoid Rats": 1, "Grizzly Bears": 2}})
    return g


def bench_in_process(n: int = 500, case=combat) -> float:
    db = default_db()
    case(db)  # warm the caches (card lookups, compiled Oracle text, the grammar)
    return statistics.median(timeit.repeat(lambda: case(db), number=1, repeat=n))


if __name__ == "__main__":
    both = bench_in_process(case=combat_both)
    print(f"in-process 10-vs-10 combat with 6 continuous and 4 prevention/replacement effects (issue 9.9): "
          f"median {both * 1000:.3f} ms (target <= 2 ms) {'OK' if both <= 0.002 else 'SLOW'}")
    ip = bench_in_process()
    print(f"in-process 10-vs-10 combat with 4 prevention/replacement effects: "
          f"median {ip * 1000:.3f} ms (target <= 2 ms) {'OK' if ip <= 0.002 else 'SLOW'}")
