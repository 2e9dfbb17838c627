"""Compile a card's Oracle text into the abilities the engine models (CR 113, 702).

Each line of rules text becomes ability objects or is reported as not modeled; no
line is dropped. Reminder text (in parentheses) is not rules text (CR 207.2) and is
ignored.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache

from mtgjudge.cards.model import Card
from mtgjudge.cr import implements
from mtgjudge.cr import r702_keywords as kw
from mtgjudge.input_limits import MAX_NAME_LENGTH, MAX_NUMBER
from mtgjudge.messages import Text
from mtgjudge.oracle.keywords import keyword_ability, self_names, static_abilities
from mtgjudge.oracle.store import card_key, remembered
from mtgjudge.abilities.base import Ability

_REMINDER = re.compile(r"\s*\([^()]*\)")


@cache
def readers() -> list[Callable[[str, Sequence[str]], list[Ability] | None]]:
    """The readers tried in turn on each line of rules text: each returns the line's
    abilities, or None when it doesn't know the wording. ``self_names`` are the names by
    which the card's text means the card itself (see :func:`mtgjudge.oracle.card_names.short_names`).

    Imported on the first line read, not with this module: a card read before is
    remembered in the card database (:mod:`mtgjudge.oracle.store`) and needs none of them.
    """
    from mtgjudge.oracle import costs, damage, grammar, spells, statics, triggers

    return [
        costs.read_line,  # costs to attack and block, crew (CR 508.1g-j, 509.1d-f, 702.122)
        damage.read_line,  # prevention, replacement and damage effects (CR 120, 614-616)
        statics.read_line,  # continuous effects, protection, enchant (CR 611, 613, 702.16)
        grammar.read_line,
        spells.read_line,  # instants and activated abilities the stack resolves (CR 601, 602, 608)
        triggers.read_line,  # combat triggers (CR 603, 508.3, 509.3, 510.3a, 511.2)
    ]


@dataclass(frozen=True, slots=True)
class Compiled:
    """Result of compiling one card: ``abilities`` modeled, ``not_modeled`` text lines."""

    abilities: tuple[Ability, ...]
    not_modeled: tuple[str, ...]


class UnknownKeywordError(ValueError):
    """A keyword given for a custom creature is not one the engine models."""


@dataclass(frozen=True, slots=True)
class LineReading:
    """How one line of rules text was read.

    Attributes:
        line: the line (reminder text removed).
        abilities: what is modeled of it.
        not_modeled: the parts not modeled (the whole line, or keywords of a keyword line).
        status: ``"modeled"`` (nothing left out), ``"parsed"`` (understood by a reader but
            not, or not all, applied by the engine) or ``"not understood"``.
        disagreements: ``(our reading, phase's reading)`` where both read it differently;
            such text is not modeled.
    """

    line: str
    abilities: tuple[Ability, ...]
    not_modeled: tuple[str, ...]
    status: str
    disagreements: tuple[tuple[str, str], ...] = ()


def _describe(abilities: Sequence[Ability]) -> str:
    """A short label of a reading, e.g. "can't be blocked by a creature type Wall; flying"."""
    labels = []
    for a in abilities:
        extra = getattr(a, "subtype", None) or getattr(a, "land_type", None)
        labels.append(" ".join(str(x) for x in (a.name, a.value or "", extra or "") if x != ""))
    return "; ".join(labels)


def read_line(line: str, card: Card, keywords: set[str]) -> LineReading:
    """Read one line of ``card`` with our readers (:func:`readers`, the keyword reading)
    and with the phase front end (:mod:`mtgjudge.oracle.phase`), and combine them: both
    read it alike -> modeled; they differ -> not modeled, the disagreement recorded; only
    one reads it -> that reading."""
    names = self_names(card.name, "Legendary" in card.supertypes)
    from mtgjudge.oracle import phase as oracle_phase  # loaded with the readers, on the first line read

    ours = None
    for reader in readers():
        ours = reader(line, names)
        if ours is not None:
            break
    nodes = oracle_phase.parsed_lines(card)
    theirs = oracle_phase.read_line(nodes.get(line), line, names) if nodes is not None else None
    whole = None  # phase's reading of the whole line, if every part of it is on the whitelist
    if theirs is not None and theirs.status == "read":
        if theirs.abilities is not None:
            whole = list(theirs.abilities)
        elif theirs.items is not None and all(a is not None for a in theirs.items):
            whole = [a for a in theirs.items if a is not None]
    if ours is not None:
        if whole is not None and not oracle_phase.same_reading(ours, whole):
            return LineReading(line, (), (line,), "parsed", ((_describe(ours), _describe(whole)),))
        return LineReading(line, tuple(ours), (), "modeled")
    elsewhere = _applied_elsewhere(line, card)
    if elsewhere is not None:
        return LineReading(line, elsewhere, (), "modeled")
    # A keyword line with keywords we don't model: every comma/semicolon-separated item
    # is a keyword (one the grammar reads or one the card data lists), at least one of
    # them of the data's (else the grammar would have read the whole line).
    items = keyword_items(line, keywords)
    if items and keywords and any(data_keyword(i, keywords) for i in items):
        per_item = theirs.items if theirs is not None and theirs.items is not None else None
        abilities, rest, disagree = [], [], []
        for k, item in enumerate(items):
            mine = keyword_ability(item)
            other = per_item[k] if per_item is not None and k < len(per_item) else None
            if mine is not None and other is not None and not oracle_phase.same_reading([mine], [other]):
                disagree.append((_describe([mine]), _describe([other])))
                rest.append(item)
            elif mine is not None or other is not None:
                abilities.append(mine if mine is not None else other)
            else:
                rest.append(item)
        status = "parsed" if rest else "modeled"
        return LineReading(line, tuple(abilities), tuple(rest), status, tuple(disagree))
    if whole is not None:
        return LineReading(line, tuple(whole), (), "modeled")
    understood = theirs is not None and theirs.status in ("read", "parsed")
    return LineReading(line, (), (line,), "parsed" if understood else "not understood")


def line_readings(card: Card, text: str | None = None) -> list[tuple[str, LineReading | None]]:
    """Each line of ``card``'s rules text (or of ``text``, one half's) as written, with
    how it was read (:func:`read_line`); None for a line that is only reminder text
    (207.2). What ``mtgjudge card`` and the card pages show line by line."""
    keywords = {k.lower() for k in card.keywords}
    out: list[tuple[str, LineReading | None]] = []
    for raw in (card.text if text is None else text).splitlines():
        line = _REMINDER.sub("", raw).strip()
        out.append((raw, read_line(line, card, keywords) if line else None))
    return out


_LEVEL_UP = re.compile(r"^Level up (?:\{[^}]*\})+$")


def _applied_elsewhere(line: str, card: Card) -> tuple[Ability, ...] | None:
    """The abilities of a line no reader above reads but a ruling applies another way:
    an instant's or sorcery's effect given under a scenario's ``effects`` (611.2, 615:
    read as it is applied, :mod:`mtgjudge.oracle.effects`), "~ can be your commander"
    (903.3), level up (702.87a, the scenario gives the level counters); else None."""
    if card.is_type("Instant") or card.is_type("Sorcery"):
        from mtgjudge.oracle.spells import SpellAbility
        from mtgjudge.oracle.statics import read_spell_line

        if read_spell_line(line) is not None or _damage_spell(line, card):
            return (SpellAbility(line),)
    if line == f"{card.name} can be your commander.":
        from mtgjudge.cr.r903_commander import CanBeYourCommander

        return (CanBeYourCommander(line),)
    if card.layout == "leveler" and _LEVEL_UP.match(line):
        return (kw.LevelUp(line),)
    return None


def _damage_spell(line: str, card: Card) -> bool:
    """Whether ``line`` is a prevention, replacement or damage effect a resolved spell
    leaves (:func:`mtgjudge.oracle.damage.read_spell`)."""
    from mtgjudge.oracle.damage import SpellError, read_spell

    try:
        return read_spell(line, card.name, target="target", controller="you") is not None
    except SpellError:
        return True


def keyword_items(line: str, keywords: set[str]) -> list[str] | None:
    """The items of a line that lists keywords only ("Flying, vigilance", "Ward {2}"):
    each comma- or semicolon-separated item is a keyword the engine reads or one of
    ``keywords`` (the card data's, lower case); None for any other line."""
    items = [i.strip() for i in re.split(r"[,;]", line) if i.strip()]
    if items and all(keyword_ability(i) is not None or data_keyword(i, keywords) for i in items):
        return items
    return None


def _compile_line(line: str, card: Card, keywords: set[str]) -> tuple[list[Ability], list[str]]:
    reading = read_line(line, card, keywords)
    return list(reading.abilities), list(reading.not_modeled)


def data_keyword(item: str, keywords: set[str]) -> bool:
    low = item.lower()
    return any(low == k or low.startswith((k + " ", k + "—")) for k in keywords)


_LEVEL = re.compile(r"^LEVEL (\d+)(?:-(\d+)|\+)$")
_PT = re.compile(r"^(-?\d+)/(-?\d+)$")


@dataclass(frozen=True, slots=True)
class Striation:
    """One level striation of a leveler card (711.2): from ``low`` to ``high`` (None: or more)."""

    low: int
    high: int | None
    power: int
    toughness: int
    lines: tuple[str, ...]


def level_striations(card: Card) -> tuple[list[str], list[Striation]]:
    """Split a leveler card's text into its lines outside striations and its striations."""
    base: list[str] = []
    stripes: list[Striation] = []
    lines = card.text.splitlines()
    i = 0
    while i < len(lines):
        m = _LEVEL.match(lines[i].strip())
        if not m:
            if not stripes:
                base.append(lines[i])
            i += 1
            continue
        low, high = int(m.group(1)), (int(m.group(2)) if m.group(2) else None)
        pt = _PT.match(lines[i + 1].strip()) if i + 1 < len(lines) else None
        j = i + (2 if pt else 1)
        body = []
        while j < len(lines) and not _LEVEL.match(lines[j].strip()):
            body.append(lines[j])
            j += 1
        stripes.append(Striation(low, high, int(pt.group(1)) if pt else 0,
                                 int(pt.group(2)) if pt else 0, tuple(body)))
        i = j
    return base, stripes


@implements("711.2a", "711.2b", "711.5")
@lru_cache(maxsize=4096)
def compile_leveler(card: Card, level: int) -> tuple[Compiled, tuple[int, int] | None]:
    """A leveler with ``level`` level counters (711.2): the abilities outside the
    striations plus those of the striation it is in, and that striation's base P/T
    (None below the first striation: the printed P/T, 711.5)."""
    base, stripes = level_striations(card)
    keywords = {k.lower() for k in card.keywords}
    lines = list(base)
    pt = None
    for s in stripes:
        if level >= s.low and (s.high is None or level <= s.high):
            lines.extend(s.lines)
            pt = (s.power, s.toughness)
    return _remembered_lines(f"leveler {level}", card, lines, keywords), pt


_STATION_BAND = re.compile(r"^(\d+)\+ \| (.*)$")


@implements("721.2a", "721.2b")
@lru_cache(maxsize=4096)
def compile_station(card: Card, charge: int) -> tuple[Compiled, bool]:
    """A station card with ``charge`` charge counters (721.2): the abilities of each band
    "N+ | ..." it has reached, and whether it is a creature (it has reached the band that
    carries its power and toughness, the highest one)."""
    keywords = {k.lower() for k in card.keywords}
    lines, thresholds = [], []
    for raw in card.text.splitlines():
        m = _STATION_BAND.match(raw.strip())
        if m is None:
            lines.append(raw)
            continue
        thresholds.append(int(m.group(1)))
        if charge >= int(m.group(1)):
            lines.append(m.group(2))
    creature = card.power is not None and bool(thresholds) and charge >= max(thresholds)
    return _remembered_lines(f"station {charge}", card, lines, keywords), creature


@lru_cache(maxsize=4096)
def compile_card(card: Card) -> Compiled:
    """Compile ``card``'s Oracle text.

    Returns:
        :class:`Compiled` with the modeled abilities, in text order, and each piece of
        rules text not modeled (a whole line, or one keyword of a keyword line).
    """
    if card.layout == "leveler":
        return compile_leveler(card, 0)[0]
    if "Station" in card.keywords:
        return compile_station(card, 0)[0]
    return _remembered_lines("card", card, card.text.splitlines(), {k.lower() for k in card.keywords})


def _remembered_lines(kind: str, card: Card, lines: list[str], keywords: set[str]) -> Compiled:
    """:func:`_compile_lines`, remembered in the card database for a card of it."""
    return remembered(kind, card_key(card), lambda: _compile_lines(lines, card, keywords))


def _compile_lines(lines: list[str], card: Card, keywords: set[str]) -> Compiled:
    abilities: list[Ability] = []
    not_modeled: list[str] = []
    for raw in lines:
        line = _REMINDER.sub("", raw).strip()
        if not line:
            continue
        got, rest = _compile_line(line, card, keywords)
        abilities.extend(got)
        not_modeled.extend(rest)
    return Compiled(tuple(abilities), tuple(not_modeled))


def _check_size(item: str) -> None:
    """Refuse an item too long to be an ability, or with a number beyond MAX_NUMBER."""
    if not isinstance(item, str) or len(item) > MAX_NAME_LENGTH:
        shown = item[:40] + "…" if isinstance(item, str) else repr(item)[:40]
        raise UnknownKeywordError(Text("board.name", name=shown, limit=MAX_NAME_LENGTH))
    if any(len(d) > 10 or int(d) > MAX_NUMBER for d in re.findall(r"\d+", item)):
        raise UnknownKeywordError(Text("board.keyword_number", item=item, limit=MAX_NUMBER))


def compile_keywords(items: list[str]) -> tuple[Ability, ...]:
    """Abilities for a list such as ``["flying", "toxic 1", "attacks each combat if able"]``:
    keywords, or the static abilities we model written without "This creature".

    Raises:
        UnknownKeywordError: an item is neither, is longer than MAX_NAME_LENGTH, or has a
            number beyond MAX_NUMBER ("toxic 10000000000").
    """
    for item in items:
        _check_size(item)
    if not items:
        return ()
    return remembered("keywords", "\x1f".join(items), lambda: _compile_keywords(items))


def _compile_keywords(items: list[str]) -> tuple[Ability, ...]:
    out: list[Ability] = []
    for item in items:
        ability = keyword_ability(item)
        if ability is not None:
            out.append(ability)
            continue
        from mtgjudge.oracle.statics import read_gained

        gained = read_gained(item)  # "protection from red"
        if gained:
            out.extend(gained)
            continue
        sentence = item.strip().rstrip(".")
        found = (static_abilities(f"This creature {sentence[:1].lower()}{sentence[1:]}.")
                 or static_abilities(f"{sentence[:1].upper()}{sentence[1:]}."))
        if not found:
            from mtgjudge.abilities import catalog  # (the table, for the message only)

            known = ", ".join(sorted(catalog.CLASSES) + [f"{k} N" for k in sorted(catalog.NUMBERED)]
                              + [f"{land.lower()}walk" for land in kw.LANDWALK_TYPES])
            raise UnknownKeywordError(Text("board.unknown_keyword", item=item, known=known))
        out.extend(found)
    return tuple(out)
