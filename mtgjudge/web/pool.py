"""Judging in worker processes, each judgement with a time limit.

A judgement runs in one of a few long-lived worker processes. One that takes longer
than the limit is killed (a thread can't be stopped; a process can) and replaced in
the background, and its request gets :class:`JudgeTimeout`; the server and the other
workers go on serving. Each request builds its own game in its worker, so concurrent
requests share no game state.
"""

from __future__ import annotations

import importlib
import multiprocessing
import queue
import threading
from multiprocessing.connection import Connection
from typing import Any


class JudgeTimeout(Exception):
    """The judgement took longer than the pool's time limit; its worker was stopped."""


class JudgeBusy(Exception):
    """No worker became free in time (the server is overloaded)."""


class JudgeFailed(Exception):
    """The worker died or raised while judging."""


def _resolve(target: str) -> Any:
    module, _, name = target.partition(":")
    return getattr(importlib.import_module(module), name)


def _serve(conn: Connection, target: str, warm: str | None) -> None:
    """A worker's loop: receive a request, send back ``("ok", result)`` or ``("error", text)``."""
    fn = _resolve(target)
    if warm:
        _resolve(warm)()
    conn.send(("ready", None))
    while True:
        try:
            request = conn.recv()
        except (EOFError, OSError):
            return
        try:
            conn.send(("ok", fn(request)))
        except Exception as e:  # noqa: BLE001 - reported to the server, which answers 500
            conn.send(("error", f"{type(e).__name__}: {e}"))


class JudgePool:
    """``size`` worker processes running ``target`` (``"module:function"``, called with
    one picklable request and returning picklable data).

    Args:
        timeout: seconds a judgement may take before its worker is killed.
        wait: seconds a request may wait for a free worker before :class:`JudgeBusy`.
        warm: ``"module:function"`` each worker calls once at start (imports, database).
    """

    def __init__(self, size: int = 2, timeout: float = 5.0, wait: float = 30.0,
                 target: str = "mtgjudge.web.worker:judge_request",
                 warm: str | None = "mtgjudge.web.worker:warm_up") -> None:
        self.size, self.timeout, self.wait = size, timeout, wait
        self.target, self.warm = target, warm
        self._ctx = multiprocessing.get_context("spawn")  # no fork of a threaded server
        self._idle: queue.Queue[tuple[Any, Connection]] = queue.Queue()
        self._all: set[Any] = set()
        self._lock = threading.Lock()
        self._closed = False
        starting = [threading.Thread(target=self._add_worker, daemon=True) for _ in range(size)]
        for t in starting:
            t.start()
        for t in starting:
            t.join()

    def _add_worker(self) -> None:
        parent, child = self._ctx.Pipe()
        proc = self._ctx.Process(target=_serve, args=(child, self.target, self.warm), daemon=True,
                                 name="mtgjudge-judge")
        proc.start()
        child.close()
        try:
            parent.recv()  # "ready": imports and database are done
        except (EOFError, OSError):
            proc.join()
            return
        with self._lock:
            if self._closed:
                proc.kill()
                return
            self._all.add(proc)
        self._idle.put((proc, parent))

    def _replace(self, proc: Any, conn: Connection) -> None:
        proc.kill()
        proc.join()
        conn.close()
        with self._lock:
            self._all.discard(proc)
            closed = self._closed
        if not closed:
            threading.Thread(target=self._add_worker, daemon=True).start()

    def run(self, request: Any, timeout: float | None = None) -> Any:
        """Judge ``request`` in a free worker and return its result.

        Raises:
            JudgeTimeout: it took longer than ``timeout`` (default: the pool's); the
                worker was killed and a new one is starting.
            JudgeBusy: no worker was free within ``wait`` seconds.
            JudgeFailed: the worker raised or died, or its answer couldn't be read.
        """
        try:
            proc, conn = self._idle.get(timeout=self.wait)
        except queue.Empty:
            raise JudgeBusy() from None
        try:
            conn.send(request)
            if not conn.poll(self.timeout if timeout is None else timeout):
                self._replace(proc, conn)
                raise JudgeTimeout()
            status, value = conn.recv()
        except (EOFError, OSError) as e:
            self._replace(proc, conn)
            raise JudgeFailed(str(e)) from None
        except JudgeTimeout:
            raise
        except Exception as e:  # noqa: BLE001 - an answer that can't be unpickled: the worker is fine
            self._idle.put((proc, conn))
            raise JudgeFailed(f"{type(e).__name__}: {e}") from None
        self._idle.put((proc, conn))
        if status != "ok":
            raise JudgeFailed(value)
        return value

    @property
    def workers(self) -> int:
        """How many worker processes are alive now."""
        with self._lock:
            return sum(p.is_alive() for p in self._all)

    def close(self) -> None:
        """Stop every worker."""
        with self._lock:
            self._closed = True
            procs = list(self._all)
            self._all.clear()
        for p in procs:
            p.kill()
            p.join()
