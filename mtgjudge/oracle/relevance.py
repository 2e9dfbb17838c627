"""Which lines of rules text could change a combat ruling: the one definition the
caveats (:mod:`mtgjudge.caveats`), ``mtgjudge coverage --oracle`` and ``mtgjudge card``
share, so they never disagree.

A line could change a combat ruling (:data:`DEFINITION`) when it can affect attacks,
blocks, combat damage, power and toughness, abilities, protection, targets, creatures
entering or leaving the battlefield, or life and poison during a combat: keywords,
static abilities, triggered and activated abilities (loyalty abilities too), and
instants and sorceries, which can be cast during combat or have resolved earlier in the
turn. It cannot when it is a mana ability (605.1a: no combat object can be its effect),
changes only what the card itself costs to cast (601.2f), triggers only in a step or
phase outside combat, concerns the deck or the opening hand, is about a land entering
(lands are played in a main phase, 305.1), attaches an
Equipment or Fortification as a sorcery (702.6a, 702.67a, 702.151a), is an activated
ability its text lets be activated only as a sorcery or in an upkeep (602.5d), or names nothing a
combat has (no creature, permanent, player, target, damage, life, counter, token...).

:func:`relevance` also names the line's family -- its shape, such as ``"whenever ~
attacks"`` or ``"{cost}: ~ gets"`` -- so a coverage report shows where the gaps are.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

DEFINITION = (
    "A line of rules text could change a combat ruling when it can affect attacks, blocks, "
    "combat damage, power/toughness, abilities, protection, targets, creatures entering or "
    "leaving the battlefield, or life and poison during combat: keywords, statics, triggered, "
    "activated and loyalty abilities, instants and sorceries. Out: mana abilities, what the "
    "card itself costs, triggers only in a step or phase outside combat, deck and opening-hand "
    "rules, lands entering, attaching as a sorcery (equip, fortify, reconfigure), abilities "
    "activated only as a sorcery, and lines that name nothing a combat has.")


@dataclass(frozen=True, slots=True)
class Relevance:
    """Whether a line could change a combat ruling.

    Attributes:
        relevant: it could (see :data:`DEFINITION`).
        reason: why not, one of :data:`REASONS` (``""`` when relevant).
        family: the line's shape (see :data:`FAMILIES`), ``"other"`` when none.
    """

    relevant: bool
    reason: str
    family: str


#: Why a line can't change a combat ruling.
REASONS = ("mana ability", "cost change", "trigger outside combat", "deck or opening hand",
           "land entering", "attaches as a sorcery", "activated outside combat", "no combat object")

_ABILITY_WORD = re.compile(r"^[A-Z][\w' ,-]*\s[—-]\s")  # "Landfall — Whenever ..." (207.2c)
_CHAPTER = re.compile(r"^(?:[IVX]+(?:, )?)+\s[—-]\s")  # saga chapters "I, II — ..."
#: How newer Oracle text names the object itself (201.5a).
_THIS = re.compile(r"\b[Tt]his (?:creature|permanent|artifact|enchantment|Vehicle|Equipment|Aura|spell|card)\b")
_LOYALTY = re.compile(r"^\s*\[?[+\u2212-]?(?:\d+|X)\]?:\s")
#: An activated ability's cost, up to the colon outside quotes ("{1}{B}, Pay 2 life: ").
_COST = re.compile(r'^([^.:"]*?):\s')
_MANA_EFFECT = re.compile(r"^Add\b|^(?:Choose a color\. )?Add\b", re.IGNORECASE)
#: What the card itself costs to cast (601.2f): once it is on the battlefield, nothing.
#: (What other spells cost can matter: one may be cast during combat.)
_COST_CHANGE = re.compile(
    r"^(?:This spell|~) costs\b[^.]*\b(?:more|less)\b"
    r"|^As an additional cost to cast this spell\b|^You may (?:pay|cast)\b[^.]*rather than pay", re.IGNORECASE)
_OUTSIDE_STEPS = re.compile(
    r"^At the beginning of (?:(?:your|each|each player's|each opponent's|that player's|the next|"
    r"your next|each other player's)\s)?(?:upkeep|draw step|end step|precombat main phase|"
    r"postcombat main phase|first main phase|second main phase|cleanup step|next end step)",
    re.IGNORECASE)
_DECK = re.compile(r"\b(?:your deck|opening hand|starting hand|in your library when|"
                   r"before you shuffle your deck|deck can have)\b|^Companion\b", re.IGNORECASE)
#: A land entering: lands are played in a main phase (305.1), not put onto the battlefield
#: in a combat. ``~`` is a land only when the card's types say so.
_LAND_ENTERS = re.compile(r"^This land enters\b|^When(?:ever)? this land enters\b", re.IGNORECASE)
_SELF_ENTERS = re.compile(r"^(?:When(?:ever)? )?~ enters\b|^As ~ enters\b", re.IGNORECASE)
#: An activated ability whose timing keeps it out of combat (602.5d: "Activate only as a sorcery").
_OUTSIDE_TIMING = re.compile(r"\bActivate only (?:as a sorcery|during your upkeep|during your main phase)\b",
                             re.IGNORECASE)
_SORCERY_ATTACH = re.compile(r"^(?:Equip|Fortify|Reconfigure)\b", re.IGNORECASE)
#: Words of something a combat has (or can change): without one, a line can't act in it.
_COMBAT_OBJECT = re.compile(
    r"\b(?:creatures?|permanents?|planeswalkers?|battles?|players?|opponents?|targets?|damage|"
    r"life|attack\w*|block\w*|combat|power|toughness|counters?|tokens?|poison|protection|"
    r"hexproof|shroud|ward|indestructible|destroy\w*|exile\w*|sacrifice\w*|return\w*|tap\w*|"
    r"untap\w*|regenerat\w*|prevent\w*|fight\w*|flash|enters?|dies|die|leaves|abilities|"
    r"equipped|enchanted|goad\w*|monarch|initiative|commander|copy|copies|mana value)\b|"
    r"~|[+-]\d+/[+-]\d+|[+-]X/[+-]X",
    re.IGNORECASE)
#: A triggered ability's trigger condition (603.1), up to the comma before its effect.
_TRIGGER = re.compile(r"^((?:When|Whenever|At)\b[^,]*),\s")
#: Trigger events of a combat: whatever such an ability does is one of the combat's events.
_COMBAT_EVENT = re.compile(r"\b(?:attack\w*|block\w*|combat|damage)\b", re.IGNORECASE)
#: Keywords that can't act in a combat (whatever a card with them does is in its other lines).
_NONCOMBAT_KEYWORDS = re.compile(
    r"^(?:(?:basic )?\w+cycling|cycling|kicker|suspend \d+|strive|bargain|spree|job select|cipher|"
    r"dredge \d+|hidden agenda|double agenda|assist|awaken \d+|warp|sunburst|living weapon|"
    r"fabricate \d+|bloodthirst \d+|for mirrodin!|kicker|multikicker|flashback|buyback|entwine|madness|escape|"
    r"foretell|embalm|eternalize|unearth|dash|evoke|emerge|suspend|affinity for \w+|delve|"
    r"improvise|retrace|jump-start|aftermath|overload|surge|spectacle|splice onto \w+|"
    r"transmute|scavenge|encore|blitz|disturb|cleave|casualty \d+|squad|prototype|plot|"
    r"freerunning|gift an? \w+|offspring|impending|craft with [\w ]+|"
    r"read ahead|more than meets the eye|bestow|mutate|outlast|"
    r"forecast|fuse|level up|station|"
    r"specialize|the ring tempts you|learn|connive|explore|"
    r"enchant (?:land|artifact|enchantment|permanent you control|player)|"
    r"equip|fortify|reconfigure|partner|friends forever|choose a background|"
    r"doctor's companion|miracle|echo|cumulative upkeep|fading \d+|vanishing \d+|"
    r"storm|cascade|replicate|ripple \d+|haunt|devour \d+|hideaway \d+|"
    r"soulshift \d+|recover|transfigure|umbra armor|totem armor|start your engines!|daybound|"
    r"nightbound|ascend|rebound|max speed|exhaust|harmonize|mobilize \d+)"
    r"(?:\s*(?:\{[^}]*\})+|\s*\d+|\s*[—-].*)?$", re.IGNORECASE)

#: ``(family, pattern)`` in the order tried, on the line with the card's names as "~".
FAMILIES: tuple[tuple[str, re.Pattern[str]], ...] = tuple((f, re.compile(p, re.IGNORECASE)) for f, p in (
    ("whenever ~ attacks", r"^Whenever (?:~|this creature) attacks\b(?! or)"),
    ("whenever ~ attacks or blocks", r"^Whenever (?:~|this creature) (?:attacks or blocks|blocks or attacks)\b"),
    ("whenever ~ blocks / becomes blocked", r"^Whenever (?:~|this creature) (?:blocks|becomes blocked)\b"),
    ("whenever ~ deals combat damage", r"^Whenever (?:~|this creature) deals combat damage\b"),
    ("whenever ~ deals damage / is dealt damage", r"^Whenever (?:~|this creature) (?:deals|is dealt) damage\b"),
    ("when ~ dies", r"^When(?:ever)? (?:~|this creature) dies\b"),
    ("when ~ enters", r"^When(?:ever)? (?:~|this creature|this \w+) enters\b"),
    ("whenever a creature you control attacks / you attack",
     r"^Whenever (?:you attack|(?:a|another|one or more)\b[^,]* you control attacks?\b|"
     r"(?:a|one or more) creatures? attacks?\b)"),
    ("whenever creatures deal combat damage to a player",
     r"^Whenever (?:a|one or more|another)\b[^,]* deals? combat damage to (?:a player|an opponent|one of your opponents)"),
    ("whenever equipped / enchanted creature ...", r"^Whenever (?:equipped|enchanted) creature\b"),
    ("at the beginning of combat", r"^At the beginning of (?:combat|each combat)\b"),
    ("at end of combat", r"^At end of combat\b"),
    ("whenever a creature enters", r"^Whenever (?:a|another|one or more)\b[^,]*\benters?\b"),
    ("whenever a creature dies", r"^Whenever (?:a|another|one or more)\b[^,]*\bdies?\b"),
    ("whenever you cast", r"^Whenever (?:you|a player|an opponent) casts?\b"),
    ("other triggers", r"^(?:When|Whenever|At)\b"),
    ("spells cost more / less", r"^[^.]*\bspells?\b[^.]*\bcosts?\b[^.]*\b(?:more|less)\b"),
    ("{cost}: ~ deals damage", r"^[^:]*:\s*(?:~|it) deals \w+ damage\b"),
    ("{cost}: ~ gets / gains", r"^[^:]*:\s*(?:~|this creature) (?:gets|gains|has)\b"),
    ("{cost}: target creature gets / gains", r"^[^:]*:\s*(?:another )?target [^.]*creature\b[^.]* (?:gets|gains)\b"),
    ("{cost}: regenerate", r"^[^:]*:\s*Regenerate\b"),
    ("loyalty abilities", r"^\s*\[?[+\u2212-]?(?:\d+|X)\]?:\s"),
    ("other activated abilities", r"^[^.\"]*\{[^}]*\}[^.\"]*:\s|^[^.\"]*\b(?:Sacrifice|Discard|Pay)\b[^.\"]*:\s"),
    ("equipped / enchanted creature gets / has", r"^(?:Equipped|Enchanted) (?:creature|permanent)\b"),
    ("creatures you control get / have", r"^(?:Other )?(?:\w+ )*creatures you control\b|^(?:Other )?[A-Z]\w+s? you control (?:get|have)\b"),
    ("all creatures get / have", r"^(?:All|Each|Other) (?:\w+ )*creatures?\b|^Creatures\b"),
    ("as long as / for each", r"\bas long as\b|\bfor each\b"),
    ("~ can't block / attack, must", r"^(?:~|this creature) (?:can't|attacks|blocks|must|can block|can attack)\b"),
    ("prevention and replacement", r"\bprevent\w*\b|\bwould\b|\binstead\b"),
    ("~ gets / has (static)", r"^(?:~|this creature) (?:gets|has|is)\b"),
    ("damage spells", r"\bdeals? (?:\w+ )?damage\b"),
    ("combat tricks: target creature gets / gains", r"\btarget [^.]*creature\b[^.]* (?:gets|gains|get|gain)\b"),
    ("destroy / exile / bounce", r"\b(?:destroy|exile|return)\b"),
    ("enchant", r"^Enchant\b"),
)
)
#: A line that is only keywords ("Flying, vigilance", "Ward {2}").
KEYWORD_FAMILY = "keyword line"


def _family(text: str, keyword_line: bool) -> str:
    if keyword_line:
        return KEYWORD_FAMILY
    for family, pattern in FAMILIES:
        if pattern.search(text):
            return family
    return "other"


def self_text(line: str, names: Sequence[str]) -> str:
    """``line`` with the card's own names and "this creature" (or permanent, spell...)
    written ``~``, ability words and saga chapter
    numbers taken off (they have no rules meaning, 207.2c, 714.2b)."""
    for name in sorted(names, key=len, reverse=True):
        if name:
            line = line.replace(name, "~")
    line = _THIS.sub("~", line)
    line = _CHAPTER.sub("", line, count=1)
    return _ABILITY_WORD.sub("", line, count=1) if not _COST.match(line) else line


@lru_cache(maxsize=65536)
def _relevance(text: str, keyword_line: bool, land: bool = False) -> Relevance:
    family = _family(text, keyword_line)
    if keyword_line:
        items = [i.strip() for i in re.split(r"[,;]", text) if i.strip()]
        if items and all(_NONCOMBAT_KEYWORDS.match(i) for i in items):
            reason = "attaches as a sorcery" if all(_SORCERY_ATTACH.match(i) for i in items) else "no combat object"
            return Relevance(False, reason, family)
        return Relevance(True, "", family)
    if _SORCERY_ATTACH.match(text):
        return Relevance(False, "attaches as a sorcery", family)
    if _OUTSIDE_TIMING.search(text) and _COST.match(text):
        return Relevance(False, "activated outside combat", family)
    if _DECK.search(text):
        return Relevance(False, "deck or opening hand", family)
    if _COST_CHANGE.search(text):
        return Relevance(False, "cost change", family)
    if _LAND_ENTERS.search(text) or (land and _SELF_ENTERS.search(text)):
        return Relevance(False, "land entering", family)
    if _OUTSIDE_STEPS.search(text):
        return Relevance(False, "trigger outside combat", family)
    effect = text
    if not _LOYALTY.match(text):
        cost = _COST.match(text)
        if cost is not None and not text.startswith(("When", "At ", "If ", "As ")):
            effect = text[cost.end():]
            if _MANA_EFFECT.match(effect) and "target" not in effect.lower():
                return Relevance(False, "mana ability", family)
            # only costs that change the board (sacrificing, tapping creatures) count
            if re.search(r"\bsacrifice|\btap an untapped\b|\bremove\b.*\bcounter", cost.group(1), re.IGNORECASE):
                effect = text
    elif _MANA_EFFECT.match(text[_LOYALTY.match(text).end():]):
        return Relevance(False, "mana ability", family)
    trigger = _TRIGGER.match(text)
    if trigger is not None:
        if _COMBAT_EVENT.search(trigger.group(1)):
            return Relevance(True, "", family)  # what it does is part of the combat's events
        effect = text[trigger.end():]
    if not _COMBAT_OBJECT.search(effect) and family != "spells cost more / less":
        return Relevance(False, "no combat object", family)
    return Relevance(True, "", family)


def relevance(line: str, names: Sequence[str] = (), keyword_line: bool = False, land: bool = False) -> Relevance:
    """Whether ``line`` (reminder text removed) could change a combat ruling, and its family.

    Args:
        line: one line of a card's rules text.
        names: the names by which the card's text means the card itself (they read as ``~``).
        keyword_line: the line is a list of keywords only (the reader says so).
        land: the card is a land (what it says about entering can't act in a combat).
    """
    return _relevance(self_text(line, names), keyword_line, land)


def is_loyalty_ability(line: str) -> bool:
    """Whether ``line`` is a loyalty ability ("[+2]: ...", 606.3)."""
    return _LOYALTY.match(line) is not None


def triggers_on_combat(line: str) -> bool:
    """Whether ``line`` is a triggered ability whose trigger event is one of a combat's
    (attacking, blocking, combat, damage): "Whenever ~ enters or attacks, ..."."""
    trigger = _TRIGGER.match(line)
    return trigger is not None and _COMBAT_EVENT.search(trigger.group(1)) is not None
