"""A seeded sample of modeled Oracle lines, for a reader to check line by line (not a test).

    python bench/oracle_sample.py --seed 20 --size 200 --kind trigger > sample.md

Lists ``size`` lines drawn with ``seed`` from the modeled lines that could change a combat
ruling (:mod:`mtgjudge.oracle.relevance`) whose family is of ``kind`` (``trigger``: the
families of triggered abilities; ``activated``; ``static``; ``all``): each with its card,
the line, and the engine's reading of each ability (``Ability.reading()`` where the class
has one, else its fields).
"""

from __future__ import annotations

import argparse
import dataclasses
import random

from mtgjudge.cards import default_db
from mtgjudge.oracle.coverage import card_readings, line_relevance

KINDS = {
    "trigger": lambda f: f.startswith(("whenever", "when ", "at ", "other triggers")),
    "activated": lambda f: f.startswith("{cost}") or f in ("other activated abilities", "loyalty abilities"),
    "static": lambda f: not f.startswith(("whenever", "when ", "at ", "{cost}", "other triggers")),
    "all": lambda f: True,
}


def describe(ability) -> str:
    reading = getattr(ability, "reading", None)
    if reading is not None:
        try:
            return reading().render("en")
        except Exception as e:  # noqa: BLE001 - shown, for the reader to see
            return f"(reading failed: {e!r})"
    fields = {f.name: getattr(ability, f.name) for f in dataclasses.fields(ability)} \
        if dataclasses.is_dataclass(ability) else {}
    return f"{type(ability).__name__}({', '.join(f'{k}={v!r}' for k, v in fields.items() if k != 'text')})"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=20)
    ap.add_argument("--size", type=int, default=200)
    ap.add_argument("--kind", choices=sorted(KINDS), default="trigger")
    args = ap.parse_args()
    db = default_db()
    pool = []
    for name in db.names():
        card = db.get(name)
        for r in card_readings(card):
            rel = line_relevance(r.line, card)
            if r.status == "modeled" and rel.relevant and KINDS[args.kind](rel.family) and rel.family != "keyword line":
                pool.append((card.name, r.line, rel.family, r.abilities))
    sample = random.Random(args.seed).sample(pool, min(args.size, len(pool)))
    print(f"# {len(sample)} of {len(pool)} modeled {args.kind} lines, seed {args.seed}\n")
    for i, (name, line, family, abilities) in enumerate(sample, 1):
        print(f"{i}. **{name}** ({family})\n   - line: {line}")
        for a in abilities:
            print(f"   - reading: {describe(a)}")
        print()


if __name__ == "__main__":
    main()
