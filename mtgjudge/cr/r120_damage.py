"""CR 120: damage: dealing it (120.4) and its results (120.3).

A damage event is a list of :class:`Damage` dealt at the same time (510.2). Its results
are worked out from the source's abilities (infect, wither, lifelink, toxic,
deathtouch) and the recipient's card types.
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgjudge.cr import implements
from mtgjudge.cr.r702_keywords import has_flag, total_toxic
from mtgjudge.events import EventLog
from mtgjudge.state import GameState, Permanent


@dataclass(frozen=True, slots=True)
class Damage:
    """``amount`` damage from permanent ``source`` to ``recipient`` (a player name or permanent id)."""

    source: str
    recipient: str
    amount: int
    combat: bool = True


@implements("120.6")
def lethal_damage(perm: Permanent) -> int:
    """Damage still needed to destroy creature ``perm``: toughness minus damage already
    marked, at least 0 (CR 120.6, glossary "lethal damage")."""
    return max(0, perm.toughness - perm.damage)


@implements("120.4", "120.8", "702.15b", "702.15e", "702.90b", "702.90c", "702.80a", "702.2b", "702.164c")
def deal(state: GameState, damage: list[Damage], log: EventLog) -> None:
    """Deal every damage in ``damage`` simultaneously and apply its results (120.4, 120.3).

    Sources are looked up in ``state`` as they are now (all still on the battlefield,
    since combat damage is dealt at once, 510.2). Zero amounts deal no damage (120.8).
    """
    damage = [d for d in damage if d.amount > 0 and not _protected(state, d, log)]
    for d in damage:
        log.add("510.2" if d.combat else "120.4b", "damage.dealt", source=d.source,
                recipient=d.recipient, amount=d.amount)
    lifelink_total: dict[str, int] = {}
    for d in damage:
        src = state.battlefield[d.source]
        infect = has_flag(src, "infect")
        if d.recipient in state.players:
            player = state.players[d.recipient]
            if infect:
                player.poison += d.amount
                log.add("120.3b", "result.poison", player=player.name, amount=d.amount,
                        poison=player.poison)
            else:
                player.life -= d.amount
                log.add("120.3a", "result.life_loss", player=player.name, amount=d.amount,
                        life=player.life)
            toxic = total_toxic(src)
            if toxic and d.combat:
                player.poison += toxic
                log.add("120.3g", "result.toxic", player=player.name, amount=toxic,
                        source=src.id, poison=player.poison)
        else:
            _damage_permanent(state.battlefield[d.recipient], src, d.amount, infect, log)
        if has_flag(src, "lifelink"):
            lifelink_total[d.source] = lifelink_total.get(d.source, 0) + d.amount
    # One life gain per lifelink source (702.15e), after the other results.
    for source, amount in lifelink_total.items():
        controller = state.players[state.battlefield[source].controller]
        controller.life += amount
        log.add("120.3f", "result.lifelink", player=controller.name, amount=amount,
                source=source, life=controller.life)


@implements("702.16e")
def _protected(state: GameState, d: Damage, log: EventLog) -> bool:
    """True (and said) if protection of the recipient prevents damage ``d`` (702.16e)."""
    recipient = state.battlefield.get(d.recipient)
    source = state.battlefield.get(d.source)
    if recipient is None or source is None:
        return False
    for ability in recipient.abilities:
        if ability.prevents_damage_from(state, recipient, source):
            log.add("702.16e", "damage.prevented_protection", source=d.source, recipient=d.recipient,
                    amount=d.amount, text=ability.describe())
            return True
    return False


def _damage_permanent(perm: Permanent, src: Permanent, amount: int, infect: bool,
                      log: EventLog) -> None:
    # Only the counters there can be removed: 2 damage to a 1-loyalty planeswalker removes 1.
    if perm.is_type("Planeswalker"):
        removed = min(amount, perm.loyalty)
        perm.counters["loyalty"] = perm.loyalty - removed
        if removed:
            log.add("120.3c", "result.loyalty", permanent=perm.id, amount=removed, loyalty=perm.loyalty)
    if perm.is_type("Battle"):
        removed = min(amount, perm.defense)
        perm.counters["defense"] = perm.defense - removed
        if removed:
            log.add("120.3h", "result.defense", permanent=perm.id, amount=removed, defense=perm.defense)
        if removed and perm.defense == 0 and "Siege" in perm.card.subtypes:
            perm.pending_trigger = True
            log.add("310.11b", "result.siege_defeated", permanent=perm.id)
    if perm.is_creature:
        perm.survived_noted = False  # new damage: a new "indestructible" notice is due
        if infect or has_flag(src, "wither"):
            perm.counters["-1/-1"] = perm.counters.get("-1/-1", 0) + amount
            log.add("120.3d", "result.minus_counters", permanent=perm.id, amount=amount,
                    power=perm.power, toughness=perm.toughness)
        else:
            perm.damage += amount
            log.add("120.3e", "result.marked", permanent=perm.id, amount=amount,
                    damage=perm.damage, toughness=perm.toughness)
        if has_flag(src, "deathtouch"):
            perm.deathtouched = True
