"""Speed benchmark (not a test): compiling every card's Oracle text.

Run ``python bench/bench_oracle.py``. Reports the CPU time per card of compiling all cards
of the card database (in database order; the first pass, and the best of three),
and the time to load the Oracle grammar's parser in this process.
"""

from __future__ import annotations

import time

from mtgjudge.cards import default_db
from mtgjudge.cards.db import _CARD_COLUMNS, _row_to_card
from mtgjudge.oracle import compile_card


def all_cards() -> list:
    db = default_db()
    return [_row_to_card(r) for r in db._conn.execute(f"SELECT {_CARD_COLUMNS} FROM cards ORDER BY id")]


if __name__ == "__main__":
    cards = all_cards()
    start = time.perf_counter()
    compile_card(cards[0])  # loads the parser
    load = time.perf_counter() - start
    passes = []
    for _ in range(3):  # CPU time, best of three: the machine may be shared
        start = time.process_time()
        for card in cards:
            compile_card.__wrapped__(card)
        passes.append((time.process_time() - start) / len(cards))
    print(f"first compile (loads the parser): {load * 1e3:.0f} ms; compiling all {len(cards)} "
          f"cards: {passes[0] * 1e6:.1f} us per card (first pass), {min(passes) * 1e6:.1f} (best)")
