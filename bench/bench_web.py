"""Web benchmarks (not tests): run ``python bench/bench_web.py``.

Starts ``mtgjudge serve`` on a free localhost port and measures (issue 12 targets):

- the table page with a ruling: first byte <= 50 ms, the whole page (HTML, CSS,
  script) <= 300 ms, median of 30 loads; with Chromium installed, also the browser's
  own load time (navigation timing);
- ``POST /api/judge`` on the 510.1c example: <= 10 ms median server time (the
  ``Server-Timing`` header) over 200 requests;
- a load test: 200 judgements sent at once (200 concurrent connections, localhost
  only, bounded at 200) all answered correctly with no error.
"""

from __future__ import annotations

import asyncio
import json
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path
from urllib.parse import quote, urlsplit

import httpx
import yaml

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = yaml.safe_load((ROOT / "examples" / "510.1c-regrower.yaml").read_text())
CONCURRENT = 200


def start_server() -> tuple[subprocess.Popen, str]:
    proc = subprocess.Popen([sys.executable, "-m", "mtgjudge", "serve", "--port", "0"], cwd=ROOT,
                            stdout=subprocess.PIPE, text=True)
    line = proc.stdout.readline()
    base = line.split()[3].rstrip("/")
    assert urlsplit(base).hostname == "localhost", "the load test runs against localhost only"
    return proc, base


def page_times(client: httpx.Client, url: str, n: int = 30) -> tuple[float, float]:
    """Median first byte and whole page (HTML + its CSS and script), in ms."""
    firsts, wholes = [], []
    for _ in range(n):
        start = time.perf_counter()
        with client.stream("GET", url) as r:
            it = r.iter_raw()
            next(it)
            firsts.append((time.perf_counter() - start) * 1000)
            for _ in it:
                pass
        client.get(url.split("?")[0].rsplit("/", 1)[0] + "/static/site.css")
        client.get(url.split("?")[0].rsplit("/", 1)[0] + "/static/table.js")
        wholes.append((time.perf_counter() - start) * 1000)
    return statistics.median(firsts), statistics.median(wholes)


def browser_load(url: str) -> float | None:
    """The browser's load time (navigation start to load event end), in ms, median of 10."""
    path = shutil.which("chromium") or shutil.which("chromium-browser")
    if path is None:
        return None
    from playwright.sync_api import sync_playwright

    times = []
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=path, args=["--no-sandbox"])
        page = b.new_page()
        for _ in range(10):
            page.goto(url, wait_until="load")
            times.append(page.evaluate("performance.getEntriesByType('navigation')[0].loadEventEnd"))
        b.close()
    return statistics.median(times)


def judge_times(client: httpx.Client, base: str, n: int = 200) -> float:
    """Median server time (ms) of POST /api/judge on the 510.1c example."""
    times = []
    for _ in range(n):
        r = client.post(base + "/api/judge", json=EXAMPLE)
        r.raise_for_status()
        times.append(float(r.headers["server-timing"].split("dur=")[1]))
    return statistics.median(times)


async def load_test(base: str) -> tuple[int, int, float]:
    """``CONCURRENT`` judgements at once: (ok, errors, seconds for all)."""
    limits = httpx.Limits(max_connections=CONCURRENT)
    async with httpx.AsyncClient(limits=limits, timeout=60) as client:
        async def one(i: int) -> bool:
            split = i % 5
            play = {**EXAMPLE, "assign": {"Elvish Regrower": {"Helpful Hunter": split, "Vampire Spawn": 4 - split}}}
            r = await client.post(base + "/api/judge", json=play)
            if r.status_code != 200:
                return False
            got = {e["params"]["recipient"]: e["params"]["amount"] for e in r.json()["events"]
                   if e["key"] == "damage.assign" and e["params"]["source"] == "Elvish Regrower"}
            want = {k: v for k, v in {"Helpful Hunter": split, "Vampire Spawn": 4 - split}.items() if v}
            return got == want

        start = time.perf_counter()
        results = await asyncio.gather(*(one(i) for i in range(CONCURRENT)), return_exceptions=True)
        took = time.perf_counter() - start
    ok = sum(r is True for r in results)
    return ok, CONCURRENT - ok, took


def main() -> int:
    proc, base = start_server()
    try:
        with httpx.Client(timeout=30) as client:
            client.post(base + "/api/judge", json=EXAMPLE).raise_for_status()  # workers up
            table = base + "/?s=" + quote(json.dumps(EXAMPLE))
            first, whole = page_times(client, table)
            print(f"table page with a ruling: first byte {first:.1f} ms (target <= 50), "
                  f"whole page {whole:.1f} ms (target <= 300), median of 30")
            empty_first, empty_whole = page_times(client, base + "/")
            print(f"empty table page: first byte {empty_first:.1f} ms, whole page {empty_whole:.1f} ms")
            loaded = browser_load(table)
            if loaded is not None:
                print(f"table page in Chromium: load event at {loaded:.0f} ms (target <= 300), median of 10")
            median = judge_times(client, base)
            print(f"POST /api/judge (510.1c example): {median:.2f} ms median server time (target <= 10), 200 requests")
        ok, errors, took = asyncio.run(load_test(base))
        print(f"load test: {CONCURRENT} concurrent judgements, {ok} correct, {errors} errors, {took:.2f} s in all")
        good = first <= 50 and whole <= 300 and median <= 10 and errors == 0 and (loaded is None or loaded <= 300)
        return 0 if good else 1
    finally:
        proc.terminate()
        proc.wait(10)


if __name__ == "__main__":
    raise SystemExit(main())
