"""Instructions per combat, counted with valgrind (not a test): ``python bench/instructions.py``.

Wall times on a shared machine swing twofold; instruction counts don't. This runs itself
once under ``valgrind --tool=callgrind`` and, for each board, counts the instructions of
``n`` combats with their setup and of ``n`` setups alone, between valgrind client
requests (a tiny C library compiled on first use, loaded with ctypes), after ``--warm``
combats (default 20: the first few cost more, as caches fill) and with garbage collection off (as :mod:`timeit` has it). It prints, per board,
the instructions per combat with setup and for the combat alone, in millions.

Options: ``--n N`` combats per count (default 50), ``--warm N``, ``--only NAME`` (a board's name, any
part of it), ``--json FILE`` to write the figures, ``--compare FILE`` to print the change
against figures written before. Needs valgrind and its headers (``apt-get install
valgrind``) and a C compiler.

Boards: those of ``bench_peers.py`` (the CR 510.1c example, 5 vs 5, 20 vs 20),
``bench_effects.py`` (ten effects; the four prevention/replacement effects alone),
``bench_continuous_effects.py``, ``bench_stack.py``, ``bench_costs.py`` (taxes) and
``bench_multiplayer.py`` (legal and illegal declarations).
"""

from __future__ import annotations

import argparse
import ctypes
import gc
import json
import os
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

_C = r"""
#include <valgrind/callgrind.h>
void cg_zero(void) { CALLGRIND_ZERO_STATS; }
void cg_dump(const char *label) { CALLGRIND_DUMP_STATS_AT(label); }
"""


def _library() -> ctypes.CDLL:
    cache = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "mtgjudge-bench"
    cache.mkdir(parents=True, exist_ok=True)
    so = cache / "cg.so"
    if not so.exists():
        src = cache / "cg.c"
        src.write_text(_C)
        subprocess.run(["cc", "-O2", "-shared", "-fPIC", "-o", str(so), str(src)], check=True)
    return ctypes.CDLL(str(so))


def boards() -> list[tuple[str, Callable[[], object], Callable[[], object]]]:
    """``(name, setup, combat with setup)`` for each board."""
    from functools import partial

    import bench_continuous_effects as bce
    import bench_costs
    import bench_effects
    import bench_multiplayer
    import bench_peers
    import bench_stack

    from mtgjudge.cards import default_db

    db = default_db()
    out = []
    for b in bench_peers.boards():
        setup = partial(bench_peers.setup_mtgjudge, b, db)
        out.append((b.name, setup, lambda b=b, setup=setup: bench_peers.judge_mtgjudge(b, setup())))
    out.append(("effects: ten", partial(bench_effects.board_both, db), partial(bench_effects.combat_both, db)))
    out.append(("effects: four", partial(bench_effects.board, db), partial(bench_effects.combat, db)))
    out.append(("continuous effects", partial(bce.board, db), lambda: bce.combat(bce.board(db))))
    out.append(("stack", lambda: None, partial(bench_stack.combat, db)))

    def taxed():
        g, decl = bench_costs.taxed_board(db)
        g.push(decl)

    out.append(("costs: 40 taxed", lambda: bench_costs.taxed_board(db), taxed))

    def multi(which: int):
        g, legal, illegal = bench_multiplayer.board(db)
        from mtgjudge.cr.r508_declare_attackers import AttackDeclaration

        decl = AttackDeclaration.of((legal, illegal)[which])
        g.is_legal(decl)

    out.append(("multiplayer: legal", lambda: bench_multiplayer.board(db), partial(multi, 0)))
    out.append(("multiplayer: illegal", lambda: bench_multiplayer.board(db), partial(multi, 1)))
    return out


def _child(n: int, only: str, warm: int) -> None:
    lib = _library()
    zero, dump = lib.cg_zero, lib.cg_dump  # resolved once: a first call through ctypes costs millions
    dump.argtypes = [ctypes.c_char_p]
    zero()
    dump(b"warm-up")
    for i, (name, setup, combat) in enumerate(boards()):
        if only and only.casefold() not in name.casefold():
            continue
        for fn, what in ((combat, "with setup"), (setup, "setup")):
            for _ in range(warm):
                fn()
            gc.collect()
            gc.disable()
            zero()
            for _ in range(n):
                fn()
            dump(f"{i:02d} {name}|{what}|{n}".encode())
            gc.enable()


def _totals(directory: Path) -> dict[str, dict[str, float]]:
    out: dict[str, dict[str, float]] = {}
    for path in directory.iterdir():
        label = total = None
        for line in path.read_text(errors="replace").splitlines():
            if line.startswith("desc: Trigger: Client Request: "):
                label = line.split("Client Request: ", 1)[1]
            elif line.startswith("summary:"):  # ("totals:" may hold more: calls running across the dump)
                total = int(line.split()[1])
        if label and total is not None and label.count("|") == 2:
            name, what, n = label.split("|")
            out.setdefault(name, {})[what] = total / int(n)
    return {name[3:]: {"with setup": v["with setup"] / 1e6,
                   "combat alone": (v["with setup"] - v.get("setup", 0)) / 1e6}
            for name, v in sorted(out.items()) if "with setup" in v}


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(description="Instructions per combat, counted with valgrind.")
    p.add_argument("--n", type=int, default=50, help="combats per count")
    p.add_argument("--warm", type=int, default=20, help="combats run before counting")
    p.add_argument("--only", default="", help="a board's name, any part of it")
    p.add_argument("--json", metavar="FILE", help="write the figures to FILE")
    p.add_argument("--compare", metavar="FILE", help="print the change against figures written before")
    return p


def main(argv: list[str]) -> int:
    opts = _parser().parse_args(argv)
    n, only, warm = opts.n, opts.only, opts.warm
    if os.environ.get("_MTGJUDGE_UNDER_VALGRIND"):
        _child(n, only, warm)
        return 0
    _library()  # compiled before valgrind starts
    with tempfile.TemporaryDirectory() as tmp:
        env = {**os.environ, "_MTGJUDGE_UNDER_VALGRIND": "1", "PYTHONHASHSEED": "0"}
        cmd = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={tmp}/cg.%p",
               "--dump-instr=no", "--dump-line=no", sys.executable, __file__, *argv]
        proc = subprocess.run(cmd, env=env, capture_output=True, text=True)
        if proc.returncode:
            print(proc.stderr[-3000:], file=sys.stderr)
            return proc.returncode
        figures = _totals(Path(tmp))
    before = json.loads(Path(opts.compare).read_text()) if opts.compare else {}
    print(f"{'board':28} {'with setup':>11} {'combat alone':>13}   (M instructions per combat, n={n})")
    for name, v in figures.items():
        line = f"{name:28} {v['with setup']:11.3f} {v['combat alone']:13.3f}"
        if name in before:
            b = before[name]
            line += (f"   {100 * (v['with setup'] / b['with setup'] - 1):+6.1f}%"
                     f" {100 * (v['combat alone'] / b['combat alone'] - 1):+6.1f}%")
        print(line)
    if opts.json:
        Path(opts.json).write_text(json.dumps(figures, indent=2) + "\n")
        print(f"figures written to {opts.json}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
