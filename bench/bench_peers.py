"""Speed against a peer engine (not a test): ``python bench/bench_peers.py [samples] [--wall]``.

Judges the same combats in mtgjudge and in phase.rs's engine (PyPI ``phase-python``,
pinned in the ``bench`` extra: ``pip install -e '.[bench]'``), interleaved in one process
so both see the same machine load, checks that both reach the same result (life totals,
which creatures die, damage marked on the survivors), and prints each engine's median
time per combat and the ratio.

One combat, timed the same way for both: set up the board, declare attackers, declare
blockers, the combat damage step(s), to the end of combat. mtgjudge builds its board from
card names (lookups cached, as in any run after the first); phase loads a prepared game
state with the same permanents at its precombat main phase (its fastest way to a given
board) and passes priority through each step, answering its prompts with the same
declarations and damage divisions. The engines take turns, a burst of 10 combats each
(a sample: the steady cost per combat); garbage collection is off inside the timers and
run between samples, as :mod:`timeit` does; CPU time by default (``--wall`` for wall
clock). Two figures per board: the combat alone, and with the board's setup.

Boards: the CR 510.1c example (Elvish Regrower), 5 against 5 with keywords (flying,
vigilance, first strike, deathtouch, lifelink, trample, menace, defender), and that board
four times over (20 against 20).
"""

from __future__ import annotations

import gc
import json
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from mtgjudge import Game
from mtgjudge.cards import CardDB, default_db
from mtgjudge.cards.model import Card

try:
    import phase
except ImportError:  # the optional peer engine
    phase = None


@dataclass
class Board:
    """One combat: the permanents (id -> Oracle name), the play, and its division of damage."""

    name: str
    ana: dict[str, str]
    bruno: dict[str, str]
    attack: list[str]
    block: dict[str, str]
    #: attacker -> {recipient: amount}; "Bruno" for the defending player.
    assign: dict[str, dict[str, int]] = field(default_factory=dict)
    #: a first-strike combat damage step comes first (510.4), with nothing to divide
    first_strike: bool = False
    life: dict[str, int] = field(default_factory=lambda: {"Ana": 20, "Bruno": 20})


def _five(k: int = 0) -> tuple[dict[str, str], dict[str, str], dict[str, str], dict[str, dict[str, int]]]:
    a = {f"{n}{k}": n for n in ("Serra Angel", "Colossal Dreadmaw", "Vampire Nighthawk",
                                  "Youthful Knight", "Alley Strangler")}
    b = {f"{n}{k}": n for n in ("Giant Spider", "Hill Giant", "Grizzly Bears", "Wall of Stone",
                                  "Typhoid Rats")}
    block = {f"Giant Spider{k}": f"Serra Angel{k}", f"Hill Giant{k}": f"Colossal Dreadmaw{k}",
             f"Grizzly Bears{k}": f"Alley Strangler{k}", f"Typhoid Rats{k}": f"Alley Strangler{k}",
             f"Wall of Stone{k}": f"Youthful Knight{k}"}
    assign = {f"Colossal Dreadmaw{k}": {f"Hill Giant{k}": 3, "Bruno": 3},
              f"Alley Strangler{k}": {f"Grizzly Bears{k}": 2, f"Typhoid Rats{k}": 0}}
    return a, b, block, assign


def boards() -> list[Board]:
    out = [Board("510.1c example (1 vs 2)", {"Elvish Regrower": "Elvish Regrower"},
                 {"Vampire Spawn": "Vampire Spawn", "Helpful Hunter": "Helpful Hunter"},
                 ["Elvish Regrower"], {"Vampire Spawn": "Elvish Regrower", "Helpful Hunter": "Elvish Regrower"},
                 {"Elvish Regrower": {"Helpful Hunter": 3, "Vampire Spawn": 1}})]
    a, b, block, assign = _five()
    out.append(Board("5 vs 5 with keywords", a, b, list(a), block, assign, first_strike=True))
    big = Board("20 vs 20 with keywords", {}, {}, [], {}, {}, first_strike=True,
                life={"Ana": 20, "Bruno": 40})  # 20 life would end the game
    for k in range(4):
        a, b, block, assign = _five(k)
        big.ana.update(a)
        big.bruno.update(b)
        big.attack += list(a)
        big.block.update(block)
        big.assign.update(assign)
    out.append(big)
    return out


# ----------------------------------------------------------------------------- mtgjudge
def setup_mtgjudge(board: Board, db: CardDB) -> Game:
    g = Game(board.life, db=db)
    for pid, name in board.ana.items():
        g.add(name, "Ana", id=pid)
    for pid, name in board.bruno.items():
        g.add(name, "Bruno", id=pid)
    return g


def judge_mtgjudge(board: Board, g: Game) -> Game:
    g.attack({pid: "Bruno" for pid in board.attack})
    g.block(board.block)
    if board.first_strike:
        g.assign()
    g.assign(board.assign)
    return g


def result_mtgjudge(g: Game) -> dict:
    s = g.state
    return {"life": {p.name: p.life for p in s.players.values()},
            "survivors": {pid: p.damage for pid, p in s.battlefield.items()}}


# ----------------------------------------------------------------------------- phase
def _mtgjson(card: Card) -> dict:
    """The card in MTGJSON's AtomicCards shape, which phase's card-data builder reads."""
    d = {"name": card.name, "layout": "normal", "supertypes": list(card.supertypes),
         "subtypes": list(card.subtypes), "types": list(card.types), "type": card.type_line,
         "colors": list(card.colors), "colorIdentity": list(card.colors),
         "keywords": list(card.keywords), "text": card.text or "", "manaCost": card.mana_cost,
         "manaValue": 0.0, "identifiers": {}, "legalities": {}, "printings": []}
    if card.power is not None:
        d["power"], d["toughness"] = str(card.power), str(card.toughness)
    return d


class PhaseBoard:
    """A board prepared for phase: its engine, a saved state at Ana's precombat main
    phase with every permanent on the battlefield, and our ids -> phase object ids."""

    def __init__(self, board: Board, db: CardDB) -> None:
        names = set(board.ana.values()) | set(board.bruno.values())
        faces = {n.lower(): phase.build_oracle_face(_mtgjson(db.get(n)), None) for n in names}
        self.engine = phase.Engine.from_json(json.dumps(faces))
        game = self.engine.new_game(list(board.ana.values()), list(board.bruno.values()))
        saved = game.state()
        state = saved["state"]
        by_name: dict[tuple[int, str], list[int]] = {}
        on_battlefield = []
        for seat in state["players"]:
            for zone in ("hand", "library"):
                for oid in seat[zone]:
                    obj = state["objects"][str(oid)]
                    obj["zone"], obj["entered_battlefield_turn"] = "Battlefield", 0  # not summoning sick
                    by_name.setdefault((obj["controller"], obj["name"]), []).append(oid)
                    on_battlefield.append(oid)
                seat[zone] = []
        state["battlefield"] = sorted(on_battlefield)
        for seat, player in zip(state["players"], ("Ana", "Bruno")):
            seat["life"] = board.life[player]
        state.update(phase="PreCombatMain", turn_number=2, active_player=0, priority_player=0,
                     waiting_for={"type": "Priority", "data": {"player": 0}})
        self.ids: dict[str, int] = {}
        for seat, perms in ((0, board.ana), (1, board.bruno)):
            for pid, name in perms.items():
                self.ids[pid] = by_name[seat, name].pop()
        self.names = {oid: pid for pid, oid in self.ids.items()}
        self.saved = json.dumps(saved)
        self.board = board

    def setup(self) -> Any:
        """A fresh phase game at the board's precombat main phase."""
        return self.engine.load_game(self.saved)

    def judge(self, g: Any) -> Any:
        """Play ``g``'s combat to its end, answering phase's prompts with the board's play."""
        b, ids = self.board, self.ids
        action = phase.GameAction.from_dict
        while True:
            wf = g.waiting_for()
            kind = wf["type"]
            if kind == "Priority":
                g.apply(wf["data"]["player"], action({"type": "PassPriority"}))
            elif kind == "DeclareAttackers":
                g.apply(0, action({"type": "DeclareAttackers", "data": {"bands": [], "attacks": [
                    [ids[a], {"type": "Player", "data": 1}] for a in b.attack]}}))
            elif kind == "DeclareBlockers":
                g.apply(1, action({"type": "DeclareBlockers", "data": {"assignments": [
                    [ids[x], ids[a]] for x, a in b.block.items()]}}))
            elif kind == "AssignCombatDamage":
                data = wf["data"]
                division = b.assign[self.names[data["attacker_id"]]]
                g.apply(data["player"], action({"type": "AssignCombatDamage", "data": {
                    "mode": "Normal", "controller_damage": 0,
                    "trample_damage": division.get("Bruno", 0),
                    "assignments": [[ids[r], n] for r, n in division.items() if r != "Bruno"]}}))
            else:  # combat is over: the game moved on to its next prompt
                return g
            if g.phase in ("EndCombat", "PostCombatMain"):
                return g

    def result(self, g: Any) -> dict:
        on = {o["id"]: o for o in g.battlefield()}
        return {"life": {"Ana": g.player(0)["life"], "Bruno": g.player(1)["life"]},
                "survivors": {self.names[oid]: o["damage_marked"] for oid, o in on.items()
                              if oid in self.names}}


# ----------------------------------------------------------------------------- timing
#: Combats per sample: each engine runs this many in a row, then the other (so each
#: sample is a steady-state cost per combat, and both engines see the same machine load).
BURST = 10


def _burst(setup: Callable[[], Any], judge: Callable[[Any], Any], clock: Callable[[], float]) -> tuple[float, float]:
    """Seconds per combat over :data:`BURST` combats: the combat alone, and with setup."""
    combat = whole = 0.0
    for _ in range(BURST):
        t0 = clock()
        g = setup()
        t1 = clock()
        judge(g)
        t2 = clock()
        combat += t2 - t1
        whole += t2 - t0
    return combat / BURST, whole / BURST


def run(rounds: int = 100, clock: Callable[[], float] = time.process_time) -> list[tuple[str, dict[str, float]]]:
    """Per board: its name and medians in seconds, over ``rounds`` samples of each engine
    taken in turn: ``ours`` and ``theirs`` (the combat alone), ``ours_all`` and
    ``theirs_all`` (with the board's setup).

    Args:
        clock: CPU time of the process by default (all its threads, so a peer's helper
            threads count too): on a shared machine it measures the work, not the waiting.

    Raises:
        AssertionError: the engines disagree on a board's result.
    """
    db = default_db()
    rows = []
    for board in boards():
        peer = PhaseBoard(board, db)
        ours = result_mtgjudge(judge_mtgjudge(board, setup_mtgjudge(board, db)))
        theirs = peer.result(peer.judge(peer.setup()))
        assert ours == theirs, f"{board.name}: mtgjudge {ours} but phase {theirs}"
        times: dict[str, list[float]] = {"ours": [], "theirs": [], "ours_all": [], "theirs_all": []}
        gc.disable()  # as timeit does: collections are paid for outside the timers, by both
        for _ in range(rounds):
            gc.collect()
            ours_setup = partial(setup_mtgjudge, board, db)
            ours_judge = partial(judge_mtgjudge, board)
            for side, setup, judge in (("ours", ours_setup, ours_judge), ("theirs", peer.setup, peer.judge)):
                combat, whole = _burst(setup, judge, clock)
                times[side].append(combat)
                times[f"{side}_all"].append(whole)
        gc.enable()
        rows.append((board.name, {k: statistics.median(v) for k, v in times.items()}))
    return rows


def main(argv: list[str]) -> int:
    if phase is None:
        print("phase-python is not installed: pip install -e '.[bench]'")
        return 0
    wall = "--wall" in argv
    argv = [a for a in argv if a != "--wall"]
    rounds = int(argv[0]) if argv else 100
    print(f"phase-python {_version()}, {rounds} samples of {BURST} combats per engine, interleaved, "
          f"{'wall-clock' if wall else 'CPU'} time; "
          "both engines agree on every board")
    print(f"{'median per combat':26s} {'mtgjudge':>9s} {'phase':>9s} {'ratio':>6s}   "
          f"with setup: {'mtgjudge':>9s} {'phase':>9s} {'ratio':>6s}")
    for name, m in run(rounds, time.perf_counter if wall else time.process_time):
        ratio, ratio_all = m["theirs"] / m["ours"], m["theirs_all"] / m["ours_all"]
        print(f"{name:26s} {m['ours'] * 1000:6.3f} ms {m['theirs'] * 1000:6.3f} ms {ratio:5.1f}x   "
              f"            {m['ours_all'] * 1000:6.3f} ms {m['theirs_all'] * 1000:6.3f} ms {ratio_all:5.1f}x"
              f"  {'OK' if min(ratio, ratio_all) >= 10 else 'BELOW 10x'}")
    return 0


def _version() -> str:
    from importlib.metadata import version

    return version("phase-python")



if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
