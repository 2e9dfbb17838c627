"""Oracle coverage: how much of the card pool's rules text the engine models.

Every line of every card in the database is read as the judge reads it
(:func:`mtgjudge.oracle.read_line`) and counted as modeled, parsed but not applied yet,
or not understood: over all lines, over the lines that could change a combat ruling (the
definition of :mod:`mtgjudge.oracle.relevance`, which the caveats and ``mtgjudge card`` use
too), over creatures' such lines, by card type and by family.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from mtgjudge.cards.model import Card
from mtgjudge.oracle import LineReading, keyword_items, read_line
from mtgjudge.oracle.keywords import self_names
from mtgjudge.oracle.phase import card_lines
from mtgjudge.oracle.relevance import DEFINITION, Relevance, relevance

STATUSES = ("modeled", "parsed", "not understood")
#: The JSON keys of the statuses (``coverage --oracle --format json``).
_JSON_STATUS = {"modeled": "modeled", "parsed": "parsed_not_applied", "not understood": "not_understood"}
#: The card types ``by_type`` counts, a card counted under each of its types.
CARD_TYPES = ("Creature", "Artifact", "Enchantment", "Instant", "Sorcery", "Planeswalker", "Land", "Battle")


def combat_relevant(line: str, names: Sequence[str] = (), keyword_line: bool = False) -> bool:
    """Whether a line could change a combat ruling (:data:`mtgjudge.oracle.relevance.DEFINITION`)."""
    return relevance(line, names, keyword_line).relevant


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

    def to_dict(self, statuses: bool = False) -> dict[str, int]:
        out = {"lines": self.total, "modeled": self.counts["modeled"]}
        if statuses:
            out.update({_JSON_STATUS[s]: self.counts[s] for s in STATUSES[1:]})
        return out


@dataclass
class Cards:
    """How many cards (of some kind) have a combat-relevant line, and how many have all
    of them modeled."""

    cards: int = 0
    modeled: int = 0

    def share(self) -> float:
        return 100 * self.modeled / self.cards if self.cards else 0.0

    def to_dict(self) -> dict[str, int]:
        return {"cards": self.cards, "modeled": self.modeled}


@dataclass
class OracleCoverage:
    """Coverage of a card pool.

    Attributes:
        cards: cards read. all: every line by status. combat: the lines that could change a
            combat ruling (:mod:`mtgjudge.oracle.relevance`); creatures: those of creatures.
        cards_fully_modeled, creatures_fully_modeled, legendary_creatures_fully_modeled:
            cards with a combat-relevant line, and those with all of them modeled.
        by_type: card type -> its cards' combat-relevant lines by status.
        families: family (a line's shape) -> its combat-relevant lines by status.
        not_relevant: reason -> lines that can't change a combat ruling.
        unmodeled: wording -> number of cards with that combat-relevant line not (all)
            modeled; the card's own name is written ``CARDNAME``.
        disagreements: ``(card, line, our reading, phase's reading)``.
    """

    cards: int = 0
    all: Tally = field(default_factory=Tally)
    combat: Tally = field(default_factory=Tally)
    creatures: Tally = field(default_factory=Tally)
    cards_fully_modeled: Cards = field(default_factory=Cards)
    creatures_fully_modeled: Cards = field(default_factory=Cards)
    legendary_creatures_fully_modeled: Cards = field(default_factory=Cards)
    by_type: dict[str, Tally] = field(default_factory=dict)
    families: dict[str, Tally] = field(default_factory=dict)
    not_relevant: Counter[str] = field(default_factory=Counter)
    unmodeled: Counter[str] = field(default_factory=Counter)
    disagreements: list[tuple[str, str, str, str]] = field(default_factory=list)

    def to_dict(self) -> dict[str, object]:
        """The figures for machines (``coverage --oracle --format json``)."""
        return {
            "definition": DEFINITION, "cards": self.cards,
            "all": self.all.to_dict(True), "combat": self.combat.to_dict(True),
            "creatures": self.creatures.to_dict(True),
            "cards_fully_modeled": self.cards_fully_modeled.to_dict(),
            "creatures_fully_modeled": self.creatures_fully_modeled.to_dict(),
            "legendary_creatures_fully_modeled": self.legendary_creatures_fully_modeled.to_dict(),
            "by_type": {t: self.by_type[t].to_dict(True) for t in CARD_TYPES if t in self.by_type},
            "families": [{"family": f, **t.to_dict(True)}
                         for f, t in sorted(self.families.items(), key=lambda kv: -kv[1].total)],
            "not_relevant": dict(self.not_relevant.most_common()),
            "disagreements": len(self.disagreements),
        }


def card_readings(card: Card) -> list[LineReading]:
    """Every line of ``card`` as the judge reads it, in order; none left out."""
    keywords = {k.lower() for k in card.keywords}
    return [read_line(line, card, keywords) for line in card_lines(card)]


def wording(line: str, card: Card) -> str:
    """The line with the card's own name(s) written ``CARDNAME``."""
    for name in self_names(card.name, "Legendary" in card.supertypes):
        line = line.replace(name, "CARDNAME")
    return line


def is_keyword_line(line: str, card: Card) -> bool:
    """Whether ``line`` lists keywords only (:func:`mtgjudge.oracle.keyword_items`)."""
    return keyword_items(line, {k.lower() for k in card.keywords}) is not None


def line_relevance(line: str, card: Card) -> Relevance:
    """:func:`~mtgjudge.oracle.relevance.relevance` of a line of ``card``."""
    return relevance(line, self_names(card.name, "Legendary" in card.supertypes), is_keyword_line(line, card),
                     card.is_type("Land"))


def relevance_fields(line: str | None, card: Card, lang: str = "en") -> dict[str, object]:
    """``{"relevant", "not_relevant"}`` of a line of ``card`` as ``mtgjudge card`` and the
    card pages show it: whether it could change a combat ruling, and why not (rendered in
    ``lang``); ``None`` and ``None`` for a line that is only reminder text (``line`` None)."""
    if line is None:
        return {"relevant": None, "not_relevant": None}
    from mtgjudge.messages import render

    rel = line_relevance(line, card)
    why = None if rel.relevant else render("idle." + rel.reason.replace(" ", "_"), {}, lang)
    return {"relevant": rel.relevant, "not_relevant": why}


def oracle_coverage(cards: Iterable[Card]) -> OracleCoverage:
    """Read every line of ``cards`` and count them (see :class:`OracleCoverage`)."""
    out = OracleCoverage()
    for card in cards:
        out.cards += 1
        creature = card.is_type("Creature")
        types = [t for t in CARD_TYPES if card.is_type(t)]
        relevant = whole = 0
        for r in card_readings(card):
            out.all.counts[r.status] += 1
            rel = line_relevance(r.line, card)
            for ours, theirs in r.disagreements:
                out.disagreements.append((card.name, r.line, ours, theirs))
            if not rel.relevant:
                out.not_relevant[rel.reason] += 1
                continue
            relevant += 1
            whole += r.status == "modeled"
            out.combat.counts[r.status] += 1
            out.families.setdefault(rel.family, Tally()).counts[r.status] += 1
            for t in types:
                out.by_type.setdefault(t, Tally()).counts[r.status] += 1
            if creature:
                out.creatures.counts[r.status] += 1
            if r.status != "modeled":
                out.unmodeled[wording(r.line, card)] += 1
        if relevant:
            kinds = [out.cards_fully_modeled]
            if creature:
                kinds.append(out.creatures_fully_modeled)
                if "Legendary" in card.supertypes:
                    kinds.append(out.legendary_creatures_fully_modeled)
            for k in kinds:
                k.cards += 1
                k.modeled += whole == relevant
    return out


def headline(cov: OracleCoverage) -> str:
    """The one-line summary the README shows."""
    return (f"Oracle text: {cov.combat.share('modeled'):.0f}% of the {cov.combat.total:,} lines that could "
            f"change a combat ruling are modeled ({cov.creatures.share('modeled'):.0f}% of creatures' such "
            f"lines; {cov.creatures_fully_modeled.share():.0f}% of creatures and "
            f"{cov.cards_fully_modeled.share():.0f}% of cards with such lines have all of them modeled), "
            f"of {cov.all.total:,} lines of {cov.cards:,} cards.")


def report_lines(cov: OracleCoverage, top: int = 20) -> list[str]:
    """The text of ``mtgjudge coverage --oracle``."""
    out = [f"{cov.cards:,} cards, {cov.all.total:,} lines of rules text", "",
           f"{'':<18}{'lines':>8}  {'modeled':>16}  {'parsed, not applied':>20}  {'not understood':>16}"]
    for label, t in (("all lines", cov.all), ("combat-relevant", cov.combat), ("creatures", cov.creatures)):
        cells = [f"{t.counts[s]:,} ({t.share(s):.1f}%)" for s in STATUSES]
        out.append(f"{label:<18}{t.total:>8,}  {cells[0]:>16}  {cells[1]:>20}  {cells[2]:>16}")
    out += ["", "Cards whose combat-relevant lines are all modeled:"]
    for label, k in (("cards", cov.cards_fully_modeled), ("creatures", cov.creatures_fully_modeled),
                     ("legendary creatures", cov.legendary_creatures_fully_modeled)):
        out.append(f"  {label:<22}{k.modeled:>7,} of {k.cards:>7,} ({k.share():.1f}%)")
    out += ["", "Combat-relevant lines by family:"]
    for family, t in sorted(cov.families.items(), key=lambda kv: -kv[1].total):
        out.append(f"  {t.total:>7,}  {t.share('modeled'):5.1f}% modeled  {family}")
    out += ["", "Lines that can't change a combat ruling, by reason:"]
    out += [f"  {n:>7,}  {reason}" for reason, n in cov.not_relevant.most_common()]
    out += ["", f"Lines our grammar and phase read differently (not modeled): {len(cov.disagreements)}",
            "", f"Commonest wordings not modeled (by card count, top {top}):"]
    out += [f"  {n:>6}  {w}" for w, n in cov.unmodeled.most_common(top)]
    out += ["", headline(cov)]
    return out
