"""CR 120: damage, and its results (120.3).

A damage event is a list of :class:`Damage` dealt at the same time (510.2), processed
as 120.4 says by :func:`mtgjudge.cr.r120_4_damage_event.deal`; its items here are the
damage and the :class:`Result` items it turns into (120.3): life lost, counters, damage
marked, life gained (:func:`results`), which then happen (:func:`occur`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from mtgjudge.cr import implements
from mtgjudge.abilities.base import DEATHTOUCH, INFECT, LIFELINK, WITHER
from mtgjudge.engine.bus import has_flag
from mtgjudge.cr.r702_keywords import total_toxic
from mtgjudge.events import EventLog
from mtgjudge.fast_init import fast_init
from mtgjudge.messages import Parts, Text, render
from mtgjudge.engine.state import GameState, Permanent


@fast_init
@dataclass(frozen=True, slots=True)
class Damage:
    """``amount`` damage from ``source`` to ``recipient`` (a player name or permanent id).

    Attributes:
        source: a permanent id, or the name of a resolved spell (damage from a spell).
        combat: combat damage (510.2) or not.
        unpreventable: an effect says this damage can't be prevented (615.12).
        applied: names of the replacement/prevention effects already applied to it,
            each at most once per event (614.5).
        excess_to: where the effect dealing it sends excess damage (120.4a): a player
            or permanent id, or :data:`EXCESS_TO_CONTROLLER` ("that creature's
            controller"); "" if nowhere.
        spell: the spell dealing it, with its card's characteristics and its caster
            (:class:`~mtgjudge.cr.r405_stack.SpellSource`, 405.4); None when the source
            is a permanent. See :func:`source_of`.
    """

    source: str
    recipient: str
    amount: int
    combat: bool = True
    unpreventable: bool = False
    applied: frozenset[str] = frozenset()
    excess_to: str = ""
    spell: Any = None

    @property
    def affected(self) -> str:
        """Who the event happens to (616.1): the recipient."""
        return self.recipient

    def text(self) -> Text:
        return Text("item.damage", amount=self.amount, recipient=self.recipient, source=self.source)

    def render(self, lang: str = "en") -> str:
        return render("item.damage", {"amount": self.amount, "recipient": self.recipient,
                                      "source": self.source}, lang)


def keyword_source(state: GameState, d: Damage) -> Permanent | None:
    """The permanent whose deathtouch, lifelink, infect, wither or toxic ``d`` carries
    (702.2b, 702.15b, 702.90b, 702.80b): the source on the battlefield, or as it last
    existed there if it left before its ability resolved (113.7a, 608.2h). None for a
    spell: a spell's keyword abilities aren't modeled."""
    if d.spell is not None:
        return None
    return state.battlefield.get(d.source) or state.last_known.get(d.source)  # 608.2h


@implements("405.4", "608.2h")
def source_of(state: GameState, d: Damage) -> Any:
    """What dealt ``d``, for the effects that look at its source ("a red source you
    control", protection's 702.16e): the spell with its card's characteristics (405.4),
    else the permanent, or as it last existed on the battlefield if it left (608.2h).
    None if the source is unknown (a spell written by name only)."""
    return d.spell if d.spell is not None else keyword_source(state, d)


#: ``Damage.excess_to``: the controller of the permanent the damage is dealt to.
EXCESS_TO_CONTROLLER = "<controller>"
#: ``Damage.recipient`` of a spell's "damage to each creature", before it resolves
#: (see :func:`each`).
EACH_CREATURE = "<each creature>"


def each(state: GameState, damage: Damage) -> list[Damage]:
    """``damage`` as the damage events it is when it resolves: one per creature on the
    battlefield for :data:`EACH_CREATURE`, else itself."""
    if damage.recipient != EACH_CREATURE:
        return [damage]
    return [replace(damage, recipient=p.id) for p in state.battlefield.values() if p.is_creature]

#: Kinds of :class:`Result` (120.3), and the rule and message of each.
LIFE_LOSS, POISON, TOXIC, LOYALTY, DEFENSE = "life_loss", "poison", "toxic", "loyalty", "defense"
MINUS_COUNTERS, PLUS_COUNTERS, MARKED, LIFE_GAIN = "minus_counters", "plus_counters", "marked", "life_gain"
_COUNTER = {MINUS_COUNTERS: "-1/-1", PLUS_COUNTERS: "+1/+1"}


@fast_init
@dataclass(frozen=True, slots=True)
class Result:
    """One result of a damage event (120.3) or of an effect that replaced damage.

    Attributes:
        kind: one of the kinds above (``"life_loss"``, ``"minus_counters"``, ``"life_gain"``...).
        who: the player or permanent id it happens to.
        amount: how much (life, counters, damage marked).
        source: the damage's source (lifelink, toxic), or the effect that made it.
        rule: the rule that makes it a result (120.3a-h, 615.5, 614.1a...).
        lifelink: a life gain from lifelink (702.15e), reported as such.
    """

    kind: str
    who: str
    amount: int
    source: str = ""
    rule: str = ""
    lifelink: bool = False
    applied: frozenset[str] = frozenset()

    @property
    def affected(self) -> str:
        return self.who

    def text(self) -> Text:
        return Text(f"item.{self.kind}", amount=self.amount, who=self.who)

    def render(self, lang: str = "en") -> str:
        return render(f"item.{self.kind}", {"amount": self.amount, "who": self.who}, lang)


Item = Damage | Result


@implements("120.6")
def lethal_damage(perm: Permanent) -> int:
    """Damage still needed to destroy creature ``perm``: toughness minus damage already
    marked, at least 0 (CR 120.6, glossary "lethal damage")."""
    return max(0, perm.toughness - perm.damage)


@implements("120.4a", "120.10")
def excess_damage(perm: Permanent, amount: int, deathtouch: bool = False) -> int:
    """Excess of ``amount`` damage (all sources together) dealt to ``perm``.

    Over lethal damage for a creature (counting damage already marked; with a
    deathtouch source anything over 1, 120.4a), over loyalty for a planeswalker, over
    defense for a battle; the greatest of these for a permanent of several of those types
    (120.4a, 120.10). 0 if there is none.
    """
    out = 0
    if perm.is_creature:
        lethal = min(1, lethal_damage(perm)) if deathtouch else lethal_damage(perm)
        out = max(out, amount - lethal)
    if perm.is_type("Planeswalker"):
        out = max(out, amount - perm.loyalty)
    if perm.is_type("Battle"):
        out = max(out, amount - perm.defense)
    return max(out, 0)


def items(event: list) -> Parts:
    """The event as the message parameter ``[a, b, ...]`` (rendered when shown)."""
    return Parts(event)


def results(state: GameState, dealt: list[Damage]) -> list[Result]:
    """What the damage dealt does (120.3), in the order it was dealt; life gained through
    lifelink last, one gain per source (702.15e)."""
    out: list[Result] = []
    lifelink: dict[str, int] = {}
    controllers: dict[str, str] = {}
    for d in dealt:
        src = keyword_source(state, d)
        infect = src is not None and has_flag(src, INFECT)
        if d.recipient in state.players:
            if infect:
                out.append(Result(POISON, d.recipient, d.amount, d.source, "120.3b"))
            else:
                out.append(Result(LIFE_LOSS, d.recipient, d.amount, d.source, "120.3a"))
            toxic = total_toxic(src) if src is not None and d.combat else 0
            if toxic:
                out.append(Result(TOXIC, d.recipient, toxic, d.source, "120.3g"))
        else:
            perm = state.battlefield[d.recipient]
            types = (perm.chars or perm.characteristics).types
            if "Planeswalker" in types:
                out.append(Result(LOYALTY, perm.id, d.amount, d.source, "120.3c"))
            if "Battle" in types:
                out.append(Result(DEFENSE, perm.id, d.amount, d.source, "120.3h"))
            if "Creature" in types:
                if infect or (src is not None and has_flag(src, WITHER)):
                    out.append(Result(MINUS_COUNTERS, perm.id, d.amount, d.source, "120.3d"))
                else:
                    out.append(Result(MARKED, perm.id, d.amount, d.source, "120.3e"))
        if src is not None and has_flag(src, LIFELINK):
            lifelink[d.source] = lifelink.get(d.source, 0) + d.amount
            controllers[d.source] = src.controller
    for source, amount in lifelink.items():
        out.append(Result(LIFE_GAIN, controllers[source], amount, source, "120.3f", lifelink=True))
    return out


def occur(state: GameState, dealt: list[Damage], results: list[Result], log: EventLog) -> None:
    """120.4d: the event happens: each result, then the excess damage dealt (120.10)."""
    # Each permanent dealt damage as it was before the event (613: with effects applied),
    # for the excess damage (120.10): what excess_damage reads (None: not of that type).
    before: dict[str, tuple] = {}
    deathtouched: set[str] = set()  # dealt damage by a deathtouch source: over 1 is excess (120.4a)
    battlefield = state.battlefield
    for d in dealt:
        perm = battlefield.get(d.recipient)
        if perm is None:
            continue
        ch = perm.chars or perm.characteristics
        types = ch.types
        creature = "Creature" in types
        if d.recipient not in before:
            before[d.recipient] = (max(0, ch.pt(perm.counters)[1] - perm.damage) if creature else None,
                                   perm.loyalty if "Planeswalker" in types else None,
                                   perm.defense if "Battle" in types else None)
        if creature:
            perm.survived_noted = False  # new damage: a new "indestructible" notice is due
            src = keyword_source(state, d)
            if src is not None and has_flag(src, DEATHTOUCH):
                perm.deathtouched = True
                if d.amount > 0:
                    deathtouched.add(d.recipient)
    for r in results:
        if r.amount > 0:
            _apply_result(state, r, log)
    totals: dict[str, int] = {}
    for d in dealt:
        if d.recipient in before:
            totals[d.recipient] = totals.get(d.recipient, 0) + d.amount
    for pid, total in totals.items():
        excess = 0  # over lethal damage, loyalty or defense, the greatest (as excess_damage)
        lethal, loyalty, defense = before[pid]
        if lethal is not None and pid in deathtouched:
            lethal = min(1, lethal)
        for limit in (lethal, loyalty, defense):
            if limit is not None and total - limit > excess:
                excess = total - limit
        if excess:
            log.add("120.10", "damage.excess", permanent=pid, amount=excess)


def _apply_result(state: GameState, r: Result, log: EventLog) -> None:
    if r.kind in (LIFE_LOSS, POISON, TOXIC, LIFE_GAIN):
        player = state.players[r.who]
        state.status_changed()
        if r.kind == LIFE_LOSS:
            player.life -= r.amount
            log.add(r.rule, "result.life_loss", player=player.name, amount=r.amount, life=player.life)
        elif r.kind == LIFE_GAIN:
            player.life += r.amount
            if r.lifelink:
                log.add(r.rule, "result.lifelink", player=player.name, amount=r.amount,
                        source=r.source, life=player.life)
            else:
                log.add(r.rule, "result.life_gain", player=player.name, amount=r.amount,
                        source=r.source, life=player.life)
        else:
            player.poison += r.amount
            if r.kind == POISON:
                log.add(r.rule, "result.poison", player=player.name, amount=r.amount, poison=player.poison)
            else:
                log.add(r.rule, "result.toxic", player=player.name, amount=r.amount,
                        source=r.source, poison=player.poison)
        if state.teams:  # a team's shared life total and poison counters (810.9, 810.10)
            from mtgjudge.cr.r810_two_headed_giant import share

            share(state, player, log, poison=r.kind in (POISON, TOXIC))
        return
    perm = state.battlefield.get(r.who)
    if perm is None:
        return  # the permanent is gone: the result can't happen (614.6, 615.6)
    if r.kind == LOYALTY:
        # Only the counters there can be removed: 2 damage to a 1-loyalty planeswalker removes 1.
        removed = min(r.amount, perm.loyalty)
        perm.counters["loyalty"] = perm.loyalty - removed
        if removed:
            log.add(r.rule, "result.loyalty", permanent=perm.id, amount=removed, loyalty=perm.loyalty)
    elif r.kind == DEFENSE:
        removed = min(r.amount, perm.defense)
        perm.counters["defense"] = perm.defense - removed
        if removed:
            log.add(r.rule, "result.defense", permanent=perm.id, amount=removed, defense=perm.defense)
        if removed and perm.defense == 0 and "Siege" in perm.card.subtypes:
            perm.pending_trigger = True
            log.add("310.11b", "result.siege_defeated", permanent=perm.id)
    elif r.kind in (MINUS_COUNTERS, PLUS_COUNTERS):
        kind = _COUNTER[r.kind]
        perm.counters[kind] = perm.counters.get(kind, 0) + r.amount
        state.status_changed()
        key = "result.minus_counters" if r.kind == MINUS_COUNTERS else "result.plus_counters"
        log.add(r.rule, key, permanent=perm.id, amount=r.amount, power=perm.power,
                toughness=perm.toughness)
    elif r.kind == MARKED:
        perm.damage += r.amount
        log.add(r.rule, "result.marked", permanent=perm.id, amount=r.amount,
                damage=perm.damage, toughness=perm.toughness)


def with_amount(item: Item, amount: int, applied: str) -> Item:
    """``item`` with a new amount, marked as modified by effect ``applied`` (614.5)."""
    kind = type(item)
    if kind is Damage:  # field by field: dataclasses.replace is slow, and this runs for each change
        return Damage(item.source, item.recipient, amount, item.combat, item.unpreventable,
                      item.applied | {applied}, item.excess_to, item.spell)
    if kind is Result:
        return Result(item.kind, item.who, amount, item.source, item.rule, item.lifelink, item.applied | {applied})
    return replace(item, amount=amount, applied=item.applied | {applied})


def with_applied(item: Item, applied: str) -> Item:
    """``item`` marked as modified by effect ``applied`` (614.5), unchanged otherwise."""
    kind = type(item)
    if kind is Damage:
        return Damage(item.source, item.recipient, item.amount, item.combat, item.unpreventable,
                      item.applied | {applied}, item.excess_to, item.spell)
    if kind is Result:
        return Result(item.kind, item.who, item.amount, item.source, item.rule, item.lifelink,
                      item.applied | {applied})
    return replace(item, applied=item.applied | {applied})
