"""Oracle coverage: how much of the card pool's rules text the engine models.

Every line of every card in the database is read as the judge reads it
(:func:`mtgjudge.oracle.read_line`) and counted as modeled, parsed but not applied yet,
or not understood: over all lines, over combat-relevant lines, and over creatures' lines.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

from mtgjudge.cards.model import Card
from mtgjudge.oracle import LineReading, read_line
from mtgjudge.oracle.keywords import self_names
from mtgjudge.oracle.phase import card_lines

STATUSES = ("modeled", "parsed", "not understood")

# A line concerns combat, damage or a combat keyword (702) when it says one of these.
_COMBAT = re.compile(
    r"\b(attack\w*|block\w*|combat|damage|prevent\w*|flying|reach|trample|deathtouch|lifelink|"
    r"first strike|double strike|vigilance|haste|defender|menace|indestructible|infect|wither|"
    r"fear|intimidate|shadow|horsemanship|skulk|toxic|\w*walk|protection|flanking|bushido|"
    r"rampage|exalted|annihilator|battle cry|provoke|afflict|melee|myriad|dethrone|banding)\b",
    re.IGNORECASE)


def combat_relevant(line: str) -> bool:
    """Whether a line concerns combat, damage or a combat keyword."""
    return _COMBAT.search(line) is not None


@dataclass
class Tally:
    """Line counts by status."""

    counts: Counter[str] = field(default_factory=Counter)

    @property
    def total(self) -> int:
        return sum(self.counts.values())

    def share(self, status: str) -> float:
        """Percentage of lines with ``status`` (0 when there are none)."""
        return 100 * self.counts[status] / self.total if self.total else 0.0


@dataclass
class OracleCoverage:
    """Coverage of a card pool.

    Attributes:
        cards: cards read. all, combat, creatures: line counts by status.
        unmodeled: wording -> number of cards with that line not (all) modeled; the card's
            own name is written ``CARDNAME``.
        disagreements: ``(card, line, our reading, phase's reading)``.
    """

    cards: int = 0
    all: Tally = field(default_factory=Tally)
    combat: Tally = field(default_factory=Tally)
    creatures: Tally = field(default_factory=Tally)
    unmodeled: Counter[str] = field(default_factory=Counter)
    disagreements: list[tuple[str, str, str, str]] = field(default_factory=list)


def card_readings(card: Card) -> list[LineReading]:
    """Every line of ``card`` as the judge reads it, in order; none left out."""
    keywords = {k.lower() for k in card.keywords}
    return [read_line(line, card, keywords) for line in card_lines(card)]


def wording(line: str, card: Card) -> str:
    """The line with the card's own name(s) written ``CARDNAME``."""
    for name in self_names(card.name, "Legendary" in card.supertypes):
        line = line.replace(name, "CARDNAME")
    return line


def oracle_coverage(cards: Iterable[Card]) -> OracleCoverage:
    """Read every line of ``cards`` and count them (see :class:`OracleCoverage`)."""
    out = OracleCoverage()
    for card in cards:
        out.cards += 1
        creature = card.is_type("Creature")
        for r in card_readings(card):
            out.all.counts[r.status] += 1
            if combat_relevant(r.line):
                out.combat.counts[r.status] += 1
            if creature:
                out.creatures.counts[r.status] += 1
            if r.status != "modeled":
                out.unmodeled[wording(r.line, card)] += 1
            for ours, theirs in r.disagreements:
                out.disagreements.append((card.name, r.line, ours, theirs))
    return out


def headline(cov: OracleCoverage) -> str:
    """The one-line summary the README shows."""
    return (f"Oracle text: {cov.combat.share('modeled'):.0f}% of combat-relevant lines modeled "
            f"({cov.creatures.share('modeled'):.0f}% of creatures' lines, "
            f"{cov.all.share('modeled'):.0f}% of all {cov.all.total:,} lines of "
            f"{cov.cards:,} cards).")


def report_lines(cov: OracleCoverage, top: int = 20) -> list[str]:
    """The text of ``mtgjudge coverage --oracle``."""
    out = [f"{cov.cards:,} cards, {cov.all.total:,} lines of rules text", "",
           f"{'':<18}{'lines':>8}  {'modeled':>16}  {'parsed, not applied':>20}  {'not understood':>16}"]
    for label, t in (("all lines", cov.all), ("combat-relevant", cov.combat), ("creatures", cov.creatures)):
        cells = [f"{t.counts[s]:,} ({t.share(s):.1f}%)" for s in STATUSES]
        out.append(f"{label:<18}{t.total:>8,}  {cells[0]:>16}  {cells[1]:>20}  {cells[2]:>16}")
    out += ["", f"Lines our grammar and phase read differently (not modeled): {len(cov.disagreements)}",
            "", f"Commonest wordings not modeled (by card count, top {top}):"]
    out += [f"  {n:>6}  {w}" for w, n in cov.unmodeled.most_common(top)]
    out += ["", headline(cov)]
    return out
