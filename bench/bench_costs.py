"""Speed benchmarks (not tests) for costs to attack (508.1g-j) and the most requirements
obeyable with them (508.1d): run ``python bench/bench_costs.py``.

Targets (issue 11): the legality of an attack declaration with 40 creatures and four
tax effects <= 5 ms median (in a four-player game, and in a two-player one); the exact
508.1d maximisation for 80 creatures and 20 requirement effects <= 100 ms median.
CPU time is printed beside wall time, as the machine may be shared.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable

from mtgjudge import AttackDeclaration, Game
from mtgjudge.cards import default_db
from mtgjudge.cr import r507_beginning_of_combat as r507
from mtgjudge.cr import r508_declare_attackers as r508
from mtgjudge.events import EventLog

TAXES = ["Ghostly Prison", "Propaganda", "Sphere of Safety", "Norn's Annex"]


def taxed_board(db, n: int = 40) -> tuple[Game, AttackDeclaration]:
    """Ana's ``n`` Grizzly Bears, half attacking Bruno and half his planeswalker, through
    four taxes: Bruno's {2}+{2}+{X=3}+{W/P} each, the planeswalker's {3}+{W/P} each."""
    g = Game(["Ana", "Bruno"], db=db)
    for _ in range(n):
        g.add("Grizzly Bears", "Ana")
    for name in TAXES:
        g.add(name, "Bruno")
    g.add("Jace Beleren", "Bruno")
    g.set_mana("Ana", {"W": n, "C": 10 * n})
    decl = AttackDeclaration.of({f"Grizzly Bears #{i}": ("Bruno" if i % 2 else "Jace Beleren")
                                 for i in range(1, n + 1)})
    return g, decl


def taxed_multiplayer_board(db, n: int = 40) -> tuple[Game, AttackDeclaration]:
    """A four-player game (802): Ana's ``n`` Grizzly Bears attack Bruno, Carla, Dario and
    Bruno's planeswalker in turn, through four taxes, one per defending player's
    permanents: Ghostly Prison (Bruno), Propaganda (Carla), Sphere of Safety and Norn's
    Annex (Dario); each tax counts only the creatures attacking its controller or their
    planeswalker (508.1g)."""
    g = Game(["Ana", "Bruno", "Carla", "Dario"], db=db)
    for _ in range(n):
        g.add("Grizzly Bears", "Ana")
    for name, player in zip(TAXES, ("Bruno", "Carla", "Dario", "Dario"), strict=True):
        g.add(name, player)
    g.add("Jace Beleren", "Bruno")
    g.set_mana("Ana", {"W": n, "C": 10 * n})
    targets = ("Bruno", "Carla", "Dario", "Jace Beleren")
    decl = AttackDeclaration.of({f"Grizzly Bears #{i}": targets[i % 4] for i in range(1, n + 1)})
    return g, decl


def requirement_board(db, n: int = 80, reqs: int = 20) -> Game:
    """``n`` creatures of Ana: ``reqs`` Bloodrock Cyclops ("attacks each combat if able"),
    ten Mogg Flunkies ("can't attack alone"), the rest Grizzly Bears; Bruno's creature
    says "No more than five creatures can attack each combat" and Ghostly Prison taxes
    attacks on him (Jace Beleren is a free target), so the exact search is needed."""
    g = Game(["Ana", "Bruno"], db=db)
    for _ in range(reqs):
        g.add("Bloodrock Cyclops", "Ana")
    for _ in range(10):
        g.add("Mogg Flunkies", "Ana")
    for _ in range(n - reqs - 10):
        g.add("Grizzly Bears", "Ana")
    g.add("Hill Giant", "Bruno", gains=["No more than five creatures can attack each combat"])
    g.add("Ghostly Prison", "Bruno")
    g.add("Jace Beleren", "Bruno")
    return g


def _median(fn: Callable[[], object], n: int) -> tuple[float, float]:
    fn()  # warm the caches
    wall, cpu = [], []
    for _ in range(n):
        t, c = time.perf_counter(), time.process_time()
        fn()
        wall.append(time.perf_counter() - t)
        cpu.append(time.process_time() - c)
    return statistics.median(wall), statistics.median(cpu)


def main() -> None:
    db = default_db()
    g, decl = taxed_board(db)
    state = g.state.copy()
    r507.begin(state, EventLog())
    check = _median(lambda: r508.check(state, decl), 200)
    g.begin_combat()  # else each query begins combat on a copy first
    legal = _median(lambda: g.is_legal(decl), 200)
    assert g.is_legal(decl)
    print(f"508.1h-j legality of a 40-creature attack, four taxes: r508.check {check[0] * 1e3:.2f} ms "
          f"(cpu {check[1] * 1e3:.2f}); Game.is_legal {legal[0] * 1e3:.2f} ms (cpu {legal[1] * 1e3:.2f}) "
          f"median [target <= 5 ms]")
    g4, decl4 = taxed_multiplayer_board(db)
    g4.begin_combat()
    legal4 = _median(lambda: g4.is_legal(decl4), 200)
    assert g4.is_legal(decl4)
    print(f"802, 508.1h-j legality of a 40-creature attack on three players and a planeswalker, four taxes: "
          f"Game.is_legal {legal4[0] * 1e3:.2f} ms (cpu {legal4[1] * 1e3:.2f}) median [target <= 5 ms]")

    g = requirement_board(db)
    state = g.state.copy()
    r507.begin(state, EventLog())
    best = r508.most_requirements(state)[1]
    solve = _median(lambda: r508.most_requirements(state), 50)
    print(f"508.1d exact maximum, 80 creatures, 20 requirements (= {best}): {solve[0] * 1e3:.1f} ms "
          f"(cpu {solve[1] * 1e3:.1f}) median [target <= 100 ms]")


if __name__ == "__main__":
    main()
