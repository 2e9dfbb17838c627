"""Measure (not a test): how many Oracle lines of each combat trigger family are modeled.

Run ``python bench/trigger_families.py [--unmodeled FAMILY] [--json]``. Every line of every
card in the card database whose wording (the card's own names written ``~``) matches a
family's pattern is read as the judge reads it
(:func:`mtgjudge.oracle.coverage.card_readings`) and counted; a line counts in every
family whose pattern it matches. Prints ``family  lines  modeled  share  event-read``:
the last, the lines whose trigger event (the text before the first comma) our grammar
reads, whatever their effect (the rest is the effects' share of the gap); with
``--unmodeled FAMILY``, up to 40 of that family's lines not modeled.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_oracle import all_cards  # noqa: E402

from mtgjudge.oracle.coverage import card_readings  # noqa: E402
from mtgjudge.oracle.keywords import self_names  # noqa: E402

_SELF = r"(?:~|[Tt]his creature)"
_TYPE = r"(?!creature\b)[A-Z][a-z]+(?: [A-Z][a-z]+)?"
#: family -> pattern over the line's wording (its own names written "~").
FAMILIES: dict[str, re.Pattern[str]] = {name: re.compile(p) for name, p in {
    "whenever ~ attacks": rf"^Whenever {_SELF} attacks,",
    "whenever ~ attacks or blocks": rf"^Whenever {_SELF} attacks or blocks,",
    "whenever ~ attacks and isn't blocked": rf"^Whenever {_SELF} attacks and isn't blocked,",
    "whenever ~ blocks": rf"^Whenever {_SELF} blocks( a creature)?,",
    "whenever ~ becomes blocked": rf"^Whenever {_SELF} becomes blocked",
    "whenever ~ blocks or becomes blocked": rf"^Whenever {_SELF} blocks or becomes blocked",
    "whenever ~ deals combat damage to a player": rf"^Whenever {_SELF} deals combat damage to a player,",
    "whenever ~ deals combat damage (other)": rf"^Whenever {_SELF} deals combat damage(?! to a player,)",
    "whenever ~ is dealt damage": rf"^Whenever {_SELF} is dealt damage",
    "when ~ dies": rf"^When(ever)? {_SELF} dies",
    "when ~ enters": rf"^When {_SELF} enters",
    "when ~ enters or dies / leaves the battlefield": rf"^When(ever)? {_SELF} enters (the battlefield )?or (dies|leaves)",
    "whenever a creature you control attacks": r"^Whenever a creature you control attacks,",
    "whenever another creature you control attacks": r"^Whenever another creature you control attacks,",
    "whenever a [type] you control attacks": rf"^Whenever (a|an|another) {_TYPE} you control attacks,",
    "whenever one or more creatures you control attack": r"^Whenever one or more creatures you control attack,",
    "whenever you attack": r"^Whenever you attack,",
    "whenever a creature you control deals combat damage to a player":
        r"^Whenever a creature you control deals combat damage to a player,",
    "whenever one or more creatures you control deal combat damage to a player":
        r"^Whenever one or more creatures you control deal combat damage to a player,",
    "whenever a creature deals combat damage to one of your opponents":
        r"^Whenever a creature deals combat damage to one of your opponents,",
    "whenever equipped creature attacks": r"^Whenever equipped creature attacks,",
    "whenever equipped creature deals combat damage": r"^Whenever equipped creature deals combat damage",
    "whenever enchanted creature attacks": r"^Whenever enchanted creature attacks,",
    "whenever enchanted creature deals combat damage": r"^Whenever enchanted creature deals combat damage",
    "at the beginning of combat on your turn": r"^At the beginning of combat on your turn,",
    "at end of combat": r"^At end of combat,",
    "whenever another creature (you control) enters": r"^Whenever another creature (you control )?enters",
    "whenever a creature enters under your control":
        r"^Whenever a creature (you control enters|enters the battlefield under your control|enters under your control)",
    "intervening if (603.4)": r"^(When|Whenever|At) [^,]*, if ",
    "you may (603.5)": r"^(When|Whenever|At) [^,]*, (if [^,]*, )?you may ",
}.items()}


def wording(line: str, names: tuple[str, ...]) -> str:
    for name in names:
        line = line.replace(name, "~")
    return line


def event_read(line: str, names: tuple[str, ...]) -> bool:
    """Whether our grammar reads the trigger event of ``line`` (before its first comma)."""
    from lark.exceptions import LarkError

    from mtgjudge.oracle import grammar, triggers

    text, _ = grammar._normalise(line, names)
    try:
        triggers._parser().parse(text.split(",")[0], start="trigger_only")
    except LarkError:
        return False
    return True


def measure() -> dict[str, dict]:
    out = {f: {"lines": 0, "modeled": 0, "event": 0, "unmodeled": []} for f in FAMILIES}
    for card in all_cards():
        if not card.text or not re.search(r"\b(When|Whenever|At)\b", card.text):
            continue
        names = self_names(card.name, "Legendary" in card.supertypes)
        lines = card.text.splitlines()
        if not any(p.search(wording(raw, names)) for raw in lines for p in FAMILIES.values()):
            continue
        for r in card_readings(card):
            text = wording(r.line, names)
            read = None
            for family, pattern in FAMILIES.items():
                if pattern.search(text):
                    row = out[family]
                    row["lines"] += 1
                    read = event_read(r.line, names) if read is None else read
                    row["event"] += read
                    if r.status == "modeled":
                        row["modeled"] += 1
                    else:
                        row["unmodeled"].append(f"{card.name}: {r.line}")
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--unmodeled", metavar="FAMILY", help="list lines of FAMILY not modeled")
    ap.add_argument("--json", action="store_true", help="print the counts as JSON")
    args = ap.parse_args()
    out = measure()
    if args.json:
        print(json.dumps([{"family": f, "lines": r["lines"], "modeled": r["modeled"], "event_read": r["event"]}
                          for f, r in out.items()], indent=1))
    else:
        total = [0, 0, 0]
        print(f"{'family':<75} {'lines':>6} {'modeled':>7} {'share':>6} {'event read':>10}")
        for family, r in out.items():
            share = 100 * r["modeled"] / r["lines"] if r["lines"] else 0.0
            print(f"{family:<75} {r['lines']:>6} {r['modeled']:>7} {share:>5.0f}% {r['event']:>10}")
            if not family.startswith(("intervening", "you may")):
                total[0] += r["lines"]
                total[1] += r["modeled"]
                total[2] += r["event"]
        print(f"{'all families (a line may count in two)':<75} {total[0]:>6} {total[1]:>7} "
              f"{100 * total[1] / max(total[0], 1):>5.0f}% {total[2]:>10}")
    if args.unmodeled:
        for line in out[args.unmodeled]["unmodeled"][:40]:
            print("  ", line)


if __name__ == "__main__":
    main()
