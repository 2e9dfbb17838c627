"""Speed benchmark (not a test): run ``python bench/bench_multiplayer.py``.

Target (issue 11): the legality of an attack declaration in a four-player game with 40
creatures <= 5 ms median (the tax effects of that target are measured with the costs to
attack). The board: Ana, the active player, with 40 creatures, four of them goaded
(701.15), one that attacks each combat if able, and one that can't attack alone (so
that the illegal declaration's maximum, 508.1d, is found by the exact search); each of three opponents with five
creatures and a planeswalker. Checked: Ana's 40 creatures attacking the three players
and the planeswalkers (802.3, 508.1b per creature), obeying every requirement (508.1d);
then the same with the goaded creatures attacking their goader, which is illegal.
"""

from __future__ import annotations

import statistics
import time

from mtgjudge import AttackDeclaration, Game, IllegalActionError
from mtgjudge.cards import default_db

ATTACKERS = ["Grizzly Bears", "Hill Giant", "Serra Angel", "Colossal Dreadmaw", "Vampire Nighthawk",
             "Youthful Knight", "Alley Strangler", "Giant Spider"]
DEFENDERS = ["Wall of Stone", "Llanowar Elves", "Typhoid Rats", "Giant Spider", "Hill Giant"]
OPPONENTS = ["Bruno", "Carla", "Dario"]


def board(db) -> tuple[Game, dict[str, str], dict[str, str]]:
    g = Game({"Ana": 40, **{p: 40 for p in OPPONENTS}}, "Ana", db=db)
    ids = [g.add(ATTACKERS[i % len(ATTACKERS)], "Ana", id=f"A{i}").id for i in range(38)]
    ids.append(g.add("Mogg Flunkies", "Ana", id="A38").id)  # can't attack alone: the exact search
    ids.append(g.add("Bloodrock Cyclops", "Ana", id="A39").id)  # attacks each combat if able
    walkers = {}
    for p in OPPONENTS:
        for j, name in enumerate(DEFENDERS):
            g.add(name, p, id=f"{p} {j}")
        walkers[p] = g.add("Jace Beleren", p, id=f"Jace of {p}").id
    for i, p in enumerate(OPPONENTS + ["Bruno"]):
        g.goad(ids[i], p)
    targets = OPPONENTS + list(walkers.values())
    legal = {pid: targets[i % len(targets)] for i, pid in enumerate(ids)}
    for i, p in enumerate(OPPONENTS + ["Bruno"]):  # each goaded creature at another player
        legal[ids[i]] = OPPONENTS[(OPPONENTS.index(p) + 1) % 3]
    illegal = dict(legal)
    for i, p in enumerate(OPPONENTS + ["Bruno"]):
        illegal[ids[i]] = p
    g.begin_combat()
    return g, legal, illegal


def bench(n: int = 300) -> dict[str, float]:
    db = default_db()
    g, legal, illegal = board(db)
    ok, bad = AttackDeclaration.of(legal), AttackDeclaration.of(illegal)
    g.check(ok)
    try:
        g.check(bad)
        raise AssertionError("the goaded creatures attacking their goaders should be illegal")
    except IllegalActionError as e:
        assert e.rule == "508.1d", e
    out = {}
    for label, decl in (("legal", ok), ("illegal (508.1d)", bad)):
        times = []
        for _ in range(n):
            t = time.perf_counter()
            try:
                g.check(decl)
            except IllegalActionError:
                pass
            times.append(time.perf_counter() - t)
        out[label] = statistics.median(times)
    return out


if __name__ == "__main__":
    for label, median in bench().items():
        print(f"four players, 40 attacking creatures, attack declaration {label}: "
              f"{median * 1000:.2f} ms median")
