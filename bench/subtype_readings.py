"""Which Oracle lines a change to the readers reads differently.

``python bench/subtype_readings.py dump OUT.json`` writes the reading of every line of every
card in the card database (status and the abilities' repr); run it once on the code before
a change (``PYTHONPATH=/path/to/old/checkout``) and once after, then
``python bench/subtype_readings.py diff BEFORE.json AFTER.json`` prints the lines whose
reading changed and their count. Takes a few minutes on one core.
"""

from __future__ import annotations

import json
import sys


def dump(out: str) -> None:
    from mtgjudge.cards.db import CardDB
    from mtgjudge.oracle.coverage import card_readings

    db = CardDB.open(build=False)
    readings: dict[str, str] = {}
    for name in db.names():
        card = db.get(name)
        for k, r in enumerate(card_readings(card)):
            readings[f"{name} | {k} | {r.line}"] = f"{r.status} | {r.abilities!r} | {r.disagreements!r}"
    with open(out, "w", encoding="utf-8") as f:
        json.dump(readings, f, ensure_ascii=False, indent=0, sort_keys=True)


def diff(before: str, after: str) -> None:
    with open(before, encoding="utf-8") as f:
        a = json.load(f)
    with open(after, encoding="utf-8") as f:
        b = json.load(f)
    changed = sorted(k for k in a.keys() | b.keys() if a.get(k) != b.get(k))
    for k in changed:
        print(k)
        print("  before:", a.get(k))
        print("  after: ", b.get(k))
    print(f"{len(changed)} of {len(a)} lines read differently")


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "dump":
        dump(sys.argv[2])
    elif len(sys.argv) == 4 and sys.argv[1] == "diff":
        diff(sys.argv[2], sys.argv[3])
    else:
        sys.exit(__doc__)
