"""Keyword abilities that act in combat (CR 702), and the few static abilities from
Oracle text that restrict attacking or blocking (CR 508.1c, 509.1b).

Each ability is data: a small immutable object whose class says which rule it follows,
with the flags the combat rules read (:mod:`mtgjudge.abilities.base`) and the hooks they
call (``restrict_attack``, ``restrict_blocked_by``...) through the rules bus
(:mod:`mtgjudge.engine.bus`). Each keyword is registered in the keyword table
(:mod:`mtgjudge.abilities.keywords`) where its class is defined.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from mtgjudge.abilities.base import (
    DEATHTOUCH,
    DOUBLE_STRIKE,
    FIRST_STRIKE,
    FLYING,
    HASTE,
    HORSEMANSHIP,
    INDESTRUCTIBLE,
    INFECT,
    LIFELINK,
    REACH,
    SHADOW,
    VIGILANCE,
    WITHER,
    Ability,
)
from mtgjudge.abilities import reading
from mtgjudge.abilities.keywords import keyword
from mtgjudge.cr import implements
from mtgjudge.abilities.requirements import ATTACK, BE_BLOCKED, BLOCK, BLOCK_IT, Requirement
from mtgjudge.engine.bus import has_flag
from mtgjudge.errors import IllegalActionError, illegal
from mtgjudge.messages import AllParts, KeywordText

if TYPE_CHECKING:
    from mtgjudge.engine.state import GameState, Permanent


def _has(perm: Permanent, flag: str) -> bool:
    return has_flag(perm, flag)


# --------------------------------------------------------------------------- 702.2-702.20
@keyword(phase="Deathtouch", counter=True)
class Deathtouch(Ability):
    """Deathtouch (702.2): any damage it deals to a creature destroys it (704.5h); 1 is lethal when assigning (702.2c)."""

    name, rule = "deathtouch", "702.2"
    flags = frozenset({DEATHTOUCH})


@keyword(phase="Defender")
class Defender(Ability):
    """Defender (702.3b): it can't attack."""

    name, rule = "defender", "702.3"

    def restrict_attack(self, state, creature):
        return illegal("702.3b", "attack.defender", creature=creature.id)


@keyword(phase="DoubleStrike", counter=True)
class DoubleStrike(Ability):
    """Double strike (702.4b): it deals combat damage in both combat damage steps."""

    name, rule = "double strike", "702.4"
    flags = frozenset({DOUBLE_STRIKE})


@keyword(phase="FirstStrike", counter=True)
class FirstStrike(Ability):
    """First strike (702.7b): it deals combat damage in the first-strike combat damage step."""

    name, rule = "first strike", "702.7"
    flags = frozenset({FIRST_STRIKE})


@keyword()
class Flash(Ability):
    """Flash (702.8a): its card may be cast any time its owner could cast an instant
    (checked as it is cast, :func:`mtgjudge.cr.r601_casting.check_timing`); on the
    battlefield it does nothing."""

    name, rule = "flash", "702.8"


@keyword(phase="Flying", counter=True)
class Flying(Ability):
    """Flying (702.9b): it can't be blocked except by creatures with flying or reach."""

    name, rule = "flying", "702.9"
    flags = frozenset({FLYING})

    def restrict_blocked_by(self, state, attacker, blocker):
        if _has(blocker, FLYING) or _has(blocker, REACH):
            return None
        return illegal("702.9b", "block.flying", blocker=blocker.id, attacker=attacker.id)


@keyword(phase="Haste", counter=True)
class Haste(Ability):
    """Haste (702.10b): it can attack even if it came under its controller's control this turn."""

    name, rule = "haste", "702.10"
    flags = frozenset({HASTE})


@keyword(phase="Indestructible", counter=True)
class Indestructible(Ability):
    """Indestructible (702.12b): lethal damage and deathtouch don't destroy it."""

    name, rule = "indestructible", "702.12"
    flags = frozenset({INDESTRUCTIBLE})


@keyword(phase="Intimidate")
class Intimidate(Ability):
    """Intimidate (702.13b): only artifact creatures and creatures sharing a colour with it can block it."""

    name, rule = "intimidate", "702.13"

    def restrict_blocked_by(self, state, attacker, blocker):
        if blocker.is_type("Artifact") or set(blocker.colors) & set(attacker.colors):
            return None
        return illegal("702.13b", "block.intimidate", blocker=blocker.id, attacker=attacker.id)


@keyword(form="special")
@dataclass(frozen=True, slots=True)
class Landwalk(Ability):
    """Landwalk (702.14): unblockable while the defending player controls a land of the
    kind it names (702.14c): ``land_type`` (``"Swamp"``; ``""`` = any land) with
    ``quality`` ``"snow"``, ``"legendary"`` or ``"nonbasic"`` if given ("snow swampwalk",
    "nonbasic landwalk")."""

    land_type: str = "Forest"
    quality: str = ""
    name: ClassVar[str] = "landwalk"
    rule: ClassVar[str] = "702.14"

    def keyword_words(self) -> str:
        """``"swampwalk"``, ``"snow forestwalk"``, ``"nonbasic landwalk"``."""
        return " ".join(w for w in (self.quality, f"{self.land_type.lower() or 'land'}walk") if w)

    def walks(self, land: Permanent) -> bool:
        """Whether ``land`` (a land) is of the kind this landwalk names."""
        if self.land_type and self.land_type not in land.subtypes:
            return False
        if self.quality == "nonbasic":
            return "Basic" not in land.card.supertypes
        return not self.quality or self.quality.capitalize() in land.card.supertypes

    def restrict_blocked_by(self, state, attacker, blocker):
        defending = blocker.controller
        for p in state.controlled_by(defending):
            if p.is_type("Land") and self.walks(p):
                kind = " ".join(w for w in (self.quality, self.land_type or "land") if w)
                return illegal("702.14c", "block.landwalk", blocker=blocker.id, attacker=attacker.id,
                               keyword=self.text.lower(), defending=defending, land_type=kind)
        return None


@keyword(phase="Lifelink", counter=True)
class Lifelink(Ability):
    """Lifelink (702.15b): damage it deals also makes its controller gain that much life."""

    name, rule = "lifelink", "702.15"
    flags = frozenset({LIFELINK})


@keyword(phase="Reach", counter=True)
class Reach(Ability):
    """Reach (702.17b): read by :class:`Flying`'s restriction."""

    name, rule = "reach", "702.17"
    flags = frozenset({REACH})
    rules = ("702.17b",)  # checked by Flying.restrict_blocked_by


@keyword(phase="Vigilance", counter=True)
class Vigilance(Ability):
    """Vigilance (702.20b): attacking doesn't tap it."""

    name, rule = "vigilance", "702.20"
    flags = frozenset({VIGILANCE})


@keyword(counter=True)
class Hexproof(Ability):
    """Hexproof (702.11b): it can't be the target of spells or abilities its
    controller's opponents control."""

    name, rule, target_rule = "hexproof", "702.11", "702.11b"

    @implements("702.11b")
    def forbids_target(self, state, holder, source, controller):
        return state.is_opponent(holder.controller, controller)  # a teammate may target it (102.3)


@keyword()
class Shroud(Ability):
    """Shroud (702.18a): it can't be the target of spells or abilities."""

    name, rule, target_rule = "shroud", "702.18", "702.18a"

    @implements("702.18a")
    def forbids_target(self, state, holder, source, controller):
        return True


@keyword(phase="Shadow", counter=True)
class Shadow(Ability):
    """Shadow (702.28b): it blocks and is blocked only by creatures with shadow."""

    name, rule = "shadow", "702.28"
    flags = frozenset({SHADOW})

    def restrict_blocked_by(self, state, attacker, blocker):
        if _has(blocker, SHADOW):
            return None
        return illegal("702.28b", "block.shadow", blocker=blocker.id, attacker=attacker.id)

    def restrict_as_blocker(self, state, blocker, attacker):
        if _has(attacker, SHADOW):
            return None
        return illegal("702.28b", "block.shadow_blocker", blocker=blocker.id, attacker=attacker.id)


@keyword(phase="Horsemanship")
class Horsemanship(Ability):
    """Horsemanship (702.31b): only creatures with horsemanship can block it."""

    name, rule = "horsemanship", "702.31"
    flags = frozenset({HORSEMANSHIP})

    def restrict_blocked_by(self, state, attacker, blocker):
        if _has(blocker, HORSEMANSHIP):
            return None
        return illegal("702.31b", "block.horsemanship", blocker=blocker.id, attacker=attacker.id)


@keyword(phase="Fear")
class Fear(Ability):
    """Fear (702.36b): only artifact creatures and black creatures can block it."""

    name, rule = "fear", "702.36"

    def restrict_blocked_by(self, state, attacker, blocker):
        if blocker.is_type("Artifact") or "B" in blocker.colors:
            return None
        return illegal("702.36b", "block.fear", blocker=blocker.id, attacker=attacker.id)


@keyword(phase="Wither")
class Wither(Ability):
    """Wither (702.80a): its damage to creatures is -1/-1 counters."""

    name, rule = "wither", "702.80"
    flags = frozenset({WITHER})


@keyword(phase="Infect")
class Infect(Ability):
    """Infect (702.90b-c): its damage is poison counters for players and -1/-1 counters for creatures."""

    name, rule = "infect", "702.90"
    flags = frozenset({INFECT})


@keyword(phase="Menace", counter=True)
class Menace(Ability):
    """Menace (702.111b): it can't be blocked except by two or more creatures."""

    name, rule = "menace", "702.111"
    cites, key = "702.111b", "block.menace"

    def restrict_block_count(self, state, attacker, blockers):
        if len(blockers) == 1:
            return illegal(self.cites, self.key, attacker=attacker.id)
        return None

    def constrain_block_count(self, state, holder, model, count):
        blocked = model.new()
        model.at_most(count, 0, when=-blocked)
        model.at_least(count, 2, when=blocked)


@keyword(phase="Skulk")
class Skulk(Ability):
    """Skulk (702.118b): creatures with greater power can't block it."""

    name, rule = "skulk", "702.118"

    def restrict_blocked_by(self, state, attacker, blocker):
        if blocker.power > attacker.power:
            return illegal("702.118b", "block.skulk", blocker=blocker.id, attacker=attacker.id)
        return None


@keyword(form="numbered")
class Toxic(Ability):
    """Toxic N (702.164): ``value`` is N; summed over instances (702.164b)."""

    name, rule = "toxic", "702.164"


@keyword(form="special")
@dataclass(frozen=True, slots=True)
class Protection(Ability):
    """Protection from a quality (702.16): ``kind`` is ``"color"`` (``quality`` a colour
    letter), ``"all colors"``, ``"colorless"``, ``"multicolored"``, ``"monocolored"``,
    ``"type"`` (``quality`` a card type, e.g. ``"Creature"``), ``"subtype"`` (e.g.
    ``"Zombie"``), ``"everything"`` (702.16j) or ``"player"`` (``quality`` a player, 702.16k)."""

    kind: str = "color"
    quality: str = ""
    name: ClassVar[str] = "protection"
    rule: ClassVar[str] = "702.16"
    rules: ClassVar[tuple[str, ...]] = ("702.16a", "702.16g", "702.16m")

    def keyword_words(self) -> str:
        """``"protection from red"``, ``"protection from creatures"``, ``"protection from everything"``."""
        quality = self.quality
        if self.kind == "color":
            quality = _COLOR_WORDS.get(quality, quality)
        elif self.kind == "type":
            quality = quality.lower() + ("" if quality.endswith("s") else "s")
        elif self.kind in ("all colors", "colorless", "multicolored", "monocolored", "everything"):
            quality = self.kind
        return f"protection from {quality}"

    def has_quality(self, obj: Any, controller: str | None) -> bool:
        """True if ``obj`` (a permanent or card: ``colors``, ``types``, ``subtypes``),
        controlled by ``controller``, has the stated quality (702.16a)."""
        kind, value = self.kind, self.quality
        if kind == "everything":
            return True
        if kind == "color":
            return value in obj.colors
        if kind == "all colors":
            return bool(obj.colors)
        if kind == "colorless":
            return not obj.colors
        if kind == "multicolored":
            return len(obj.colors) > 1
        if kind == "monocolored":
            return len(obj.colors) == 1
        if kind == "type":
            return value in obj.types
        if kind == "subtype":
            return value in obj.subtypes
        if kind == "player":
            return controller == value
        return False

    @implements("702.16f", "702.16j", "702.16k")
    def restrict_blocked_by(self, state, attacker, blocker):
        if self.has_quality(blocker, blocker.controller):
            # the variants' own rules say it too: from everything, from a player
            rule = {"everything": "702.16j", "player": "702.16k"}.get(self.kind, "702.16f")
            return illegal(rule, "block.protection", blocker=blocker.id, attacker=attacker.id,
                           text=KeywordText(self.describe()))
        return None

    @implements("702.16e")
    def prevents_damage_from(self, state, holder, source):
        return self.has_quality(source, source.controller)

    @implements("702.16c", "702.16d", "702.16j")
    def forbids_attachment(self, state, holder, attachment):
        return self.has_quality(attachment, attachment.controller)

    @implements("702.16b", "702.16k")
    def forbids_target(self, state, holder, source, controller):
        return self.has_quality(source, controller)


class ProtectionSparingSource(Protection):
    """Protection granted by an Aura that says "This effect doesn't remove this Aura."
    (the Wards): that Aura stays attached (704.5m) though it has the stated quality."""

    def forbids_attachment(self, state, holder, attachment):
        return (self.has_quality(attachment, attachment.controller)
                and granted_by(state, self, holder.id) != attachment.id)

    def reading(self):
        """As protection's (the Aura that grants it stays: 704.5m doesn't apply to it)."""
        return Protection.reading(self)


@keyword()
class Changeling(Ability):
    """Changeling (702.73a): a characteristic-defining ability, "this object is every
    creature type", applied first in layer 4 (613.3)."""

    name, rule = "changeling", "702.73"

    def continuous_effects(self, state, holder):
        from mtgjudge.cr.r611_continuous_effects import EveryCreatureType
        return (EveryCreatureType(holder.id, self.text or "Changeling", timestamp=holder.timestamp,
                                  ability=self, cda=True, group=f"{holder.id}|changeling"),)


@keyword(form="special")
@dataclass(frozen=True, slots=True)
class Enchant(Ability):
    """Enchant <what> (702.5, 303.4a): what the Aura can be attached to; ``what`` is a
    card type (``"Creature"``, ``"Land"``...), ``"Permanent"`` or ``"Player"`` (a Curse:
    attached to a player, never to a permanent, 303.4a); ``yours``: "Enchant creature you
    control", only to one its controller controls."""

    what: str = "Creature"
    yours: bool = False
    name: ClassVar[str] = "enchant"
    rule: ClassVar[str] = "702.5"

    def keyword_words(self) -> str:
        """``"enchant creature"``."""
        return f"enchant {self.what.lower()}"

    @implements("702.5a", "303.4a")
    def illegal_attachment(self, state, holder, target):
        if self.yours and target.controller != holder.controller:
            return True
        return self.what == "Player" or (self.what != "Permanent" and not target.is_type(self.what))


@dataclass(frozen=True, slots=True)
class LevelUp(Ability):
    """Level up [cost] (702.87a): a level counter, activated only as a sorcery; a scenario
    gives the level counters a leveler has (711.2), whose striation applies."""

    name: ClassVar[str] = "level up"
    rule: ClassVar[str] = "702.87a"

    def reading(self):
        """The keyword: level counters a scenario gives (711.2)."""
        from mtgjudge.abilities import reading

        return reading.level_up_reading(self)


# --------------------------------------------------------------- Oracle static abilities
def quoted(state: GameState, ability: Ability, holder: str, rule: str, key: str,
           **params: object) -> IllegalActionError:
    """The rejection ``key`` (rule ``rule``) quoting the Oracle text ``ability`` comes
    from: the holder's own (``text``), or, when another permanent's effect grants it
    (an Aura's "Enchanted creature can't attack or block.", 613.1f), that permanent's
    line, with ``source`` naming it (``key`` + ``"_from"``)."""
    chars = state.characteristics_of(holder)
    for applied in chars.applied if chars is not None else ():
        e = applied.effect
        if e.source and e.source != holder and any(a is ability for a in getattr(e, "abilities", ())):
            return illegal(rule, key + "_from", source=e.source, text=e.text, **params)
    return illegal(rule, key, text=ability.text, **params)

def source_of(state: GameState, ability: Ability, holder: Permanent) -> str:
    """The permanent a requirement of ``holder``'s ``ability`` comes from: the one whose
    effect grants it (an Aura's "Enchanted creature attacks each combat if able."), else
    the holder."""
    if ability.text and holder.own_abilities and any(a is ability for a in holder.own_abilities):
        return holder.id
    return granted_by(state, ability, holder.id) or holder.id


class CantAttack(Ability):
    """"This creature can't attack." (a restriction, 508.1c)."""

    name, rule = "can't attack", "508.1c"

    def restrict_attack(self, state, creature):
        return quoted(state, self, creature.id, "508.1c", "attack.cant", creature=creature.id)


class CantBlock(Ability):
    """"This creature can't block." (a restriction, 509.1b)."""

    name, rule = "can't block", "509.1b"

    def restrict_as_blocker(self, state, blocker, attacker):
        return quoted(state, self, blocker.id, "509.1b", "block.cant", blocker=blocker.id)


class CantBeBlocked(Ability):
    """"This creature can't be blocked." (an evasion restriction, 509.1b)."""

    name, rule = "can't be blocked", "509.1b"

    def restrict_blocked_by(self, state, attacker, blocker):
        return illegal("509.1b", "block.unblockable", blocker=blocker.id, attacker=attacker.id)


class CantBeBlockedExceptByTwo(Menace):
    """"...can't be blocked except by two or more creatures." (509.1b; menace's wording)."""

    name, rule = "can't be blocked except by two or more creatures", "509.1b"
    cites, key = "509.1b", "block.two_or_more"


class CantBeBlockedExceptByMore(Ability):
    """"...can't be blocked except by three or more creatures." (509.1b); ``value`` is the
    number (three or more; two is :class:`CantBeBlockedExceptByTwo`, menace's wording)."""

    name, rule = "can't be blocked except by N or more creatures", "509.1b"

    def restrict_block_count(self, state, attacker, blockers):
        if 0 < len(blockers) < self.value:
            return illegal("509.1b", "block.n_or_more", attacker=attacker.id, n=self.value,
                           count=len(blockers))
        return None

    def constrain_block_count(self, state, holder, model, count):
        blocked = model.new()
        model.at_most(count, 0, when=-blocked)
        model.at_least(count, self.value, when=blocked)


class BlockAdditional(Ability):
    """"This creature can block an additional creature each combat." (509.1a); ``value``
    is how many more ("an additional seven creatures": 7)."""

    name, rule = "can block an additional creature", "509.1a"

    @property
    def extra_blocks(self) -> int:
        return self.value


class BlockAnyNumber(Ability):
    """"This creature can block any number of creatures." (509.1a)."""

    name, rule, extra_blocks = "can block any number of creatures", "509.1a", None


class OracleEvasion(Ability):
    """A restriction from Oracle text on which creatures can block the holder (509.1b):
    subclasses say which blockers it keeps out with :meth:`keeps_out`."""

    rule = "509.1b"

    def keeps_out(self, blocker: Permanent) -> bool:
        raise NotImplementedError

    def restrict_blocked_by(self, state, attacker, blocker):
        if self.keeps_out(blocker):
            return quoted(state, self, attacker.id, "509.1b", "block.evades", blocker=blocker.id,
                          attacker=attacker.id)
        return None


class OracleBlockLimit(Ability):
    """A restriction from Oracle text on which attackers the holder can block (509.1b):
    subclasses say which with :meth:`forbids`."""

    rule = "509.1b"

    def forbids(self, attacker: Permanent) -> bool:
        raise NotImplementedError

    def restrict_as_blocker(self, state, blocker, attacker):
        if self.forbids(attacker):
            return illegal("509.1b", "block.limited", blocker=blocker.id, attacker=attacker.id, text=self.text)
        return None


class EvadesPowerOrLess(OracleEvasion):
    """"...can't be blocked by creatures with power N or less." ``value`` is N."""

    name = "can't be blocked by creatures with power N or less"

    def keeps_out(self, blocker):
        return blocker.power <= self.value


class EvadesPowerOrMore(OracleEvasion):
    """"...can't be blocked by creatures with power N or greater." ``value`` is N."""

    name = "can't be blocked by creatures with power N or greater"

    def keeps_out(self, blocker):
        return blocker.power >= self.value


@dataclass(frozen=True, slots=True)
class EvadesSubtype(OracleEvasion):
    """"...can't be blocked by Walls." ``subtype`` is the creature type; ``also``, other
    types the blocker must have too ("by Eldrazi Scions": ``"Scion"``, ``("Eldrazi",)``)."""

    subtype: str = ""
    also: tuple[str, ...] = ()
    name: ClassVar[str] = "can't be blocked by a creature type"

    def keeps_out(self, blocker):
        types = blocker.subtypes  # its current types: a changeling is a Wall (702.73a)
        return self.subtype in types and all(t in types for t in self.also)


@dataclass(frozen=True, slots=True)
class EvadesColor(OracleEvasion):
    """"...can't be blocked by blue creatures." ``color`` is the colour's symbol (``"U"``)."""

    color: str = ""
    name: ClassVar[str] = "can't be blocked by creatures of a colour"

    def keeps_out(self, blocker):
        return self.color in blocker.colors


@dataclass(frozen=True, slots=True)
class BlockedOnlyByColor(OracleEvasion):
    """"...can't be blocked except by black creatures." ``color`` is the colour's symbol."""

    color: str = ""
    name: ClassVar[str] = "can't be blocked except by creatures of a colour"

    def keeps_out(self, blocker):
        return self.color not in blocker.colors


@dataclass(frozen=True, slots=True)
class EvadesCardType(OracleEvasion):
    """"...can't be blocked by artifact creatures." ``card_type`` is the type (``"Artifact"``)."""

    card_type: str = ""
    name: ClassVar[str] = "can't be blocked by creatures of a card type"

    def keeps_out(self, blocker):
        return blocker.is_type(self.card_type)


@dataclass(frozen=True, slots=True)
class EvadesAbility(OracleEvasion):
    """"...can't be blocked by creatures with flying." ``abilities``: the keywords that keep
    a blocker out (each a flag in :data:`BLOCKER_FLAGS`)."""

    abilities: tuple[str, ...] = ()
    name: ClassVar[str] = "can't be blocked by creatures with an ability"

    def keeps_out(self, blocker):
        return any(_has(blocker, a) for a in self.abilities)


class EvadesLesserPower(OracleEvasion):
    """"Creatures with power less than this creature's power can't block it." (Howlgeist;
    509.1b): compared as the block is declared."""

    name = "can't be blocked by creatures with lesser power"

    def restrict_blocked_by(self, state, attacker, blocker):
        if blocker.power < attacker.power:
            return quoted(state, self, attacker.id, "509.1b", "block.evades", blocker=blocker.id,
                          attacker=attacker.id)
        return None


class EvadesGreaterPower(OracleEvasion):
    """"...can't be blocked by creatures with greater power." (skulk's wording, 702.118b,
    written out as a restriction, 509.1b)."""

    name = "can't be blocked by creatures with greater power"

    def restrict_blocked_by(self, state, attacker, blocker):
        if blocker.power > attacker.power:
            return quoted(state, self, attacker.id, "509.1b", "block.evades", blocker=blocker.id,
                          attacker=attacker.id)
        return None


@dataclass(frozen=True, slots=True)
class BlockedOnlyByFlyers(OracleEvasion):
    """"...can be blocked only by creatures with flying." or "...can't be blocked except by
    creatures with flying or reach.": ``abilities`` are the keywords a blocker needs one
    of (each a flag in :data:`BLOCKER_FLAGS`)."""

    abilities: tuple[str, ...] = ("flying",)
    name: ClassVar[str] = "can be blocked only by creatures with flying"

    def keeps_out(self, blocker):
        return not any(_has(blocker, a) for a in self.abilities)


class CantBlockFlyers(OracleBlockLimit):
    """"This creature can't block creatures with flying." """

    name = "can't block creatures with flying"

    def forbids(self, attacker):
        return _has(attacker, FLYING)


class BlocksOnlyFlyers(OracleBlockLimit):
    """"This creature can block only creatures with flying." """

    name = "can block only creatures with flying"

    def forbids(self, attacker):
        return not _has(attacker, FLYING)


class CantBlockPowerOrMore(OracleBlockLimit):
    """"This creature can't block creatures with power N or greater." ``value`` is N."""

    name = "can't block creatures with power N or greater"

    def forbids(self, attacker):
        return attacker.power >= self.value


class MaxOneBlocker(Ability):
    """"...can't be blocked by more than one creature." (509.1b)."""

    name, rule = "can't be blocked by more than one creature", "509.1b"

    def restrict_block_count(self, state, attacker, blockers):
        if len(blockers) > 1:
            return illegal("509.1b", "block.max_one", attacker=attacker.id, count=len(blockers))
        return None

    def constrain_block_count(self, state, holder, model, count):
        model.at_most(count, 1)


# ------------------------------------------------ requirements and whole-declaration limits
class AttacksIfAble(Ability):
    """"This creature attacks each combat if able." (a requirement, 508.1d)."""

    name, rule = "attacks each combat if able", "508.1d"

    def attack_requirements(self, state, holder, creatures):
        if any(c is holder for c in creatures):
            yield Requirement(holder.id, ATTACK, source_of(state, self, holder), self.describe())


class BlocksIfAble(Ability):
    """"This creature blocks each combat if able." (a requirement, 509.1c)."""

    name, rule = "blocks each combat if able", "509.1c"

    def block_requirements(self, state, holder, creatures):
        if any(c is holder for c in creatures):
            yield Requirement(holder.id, BLOCK, source_of(state, self, holder), self.describe())


class Lure(Ability):
    """"All creatures able to block this creature do so." (one requirement per creature, 509.1c)."""

    name, rule = "all creatures able to block it do so", "509.1c"

    def block_requirements(self, state, holder, creatures):
        if holder.id in state.combat.attacking:
            source = source_of(state, self, holder)
            for c in creatures:
                yield Requirement(c.id, BLOCK_IT, source, self.describe(), holder.id)


class MustBeBlocked(Ability):
    """"This creature must be blocked if able." (a requirement, 509.1c)."""

    name, rule = "must be blocked if able", "509.1c"

    def block_requirements(self, state, holder, creatures):
        if holder.id in state.combat.attacking:
            yield Requirement(holder.id, BE_BLOCKED, source_of(state, self, holder), self.describe(), holder.id,
                              max(self.value, 1))


class MustBeBlockedByMore(MustBeBlocked):
    """"Gorm must be blocked by two or more creatures if able." (a requirement, 509.1c);
    ``value`` is the number of blockers it asks for."""

    name = "must be blocked by N or more creatures if able"


class AllAttack(Ability):
    """"All creatures attack each combat if able." (a requirement on each creature, 508.1d)."""

    name, rule = "all creatures attack each combat if able", "508.1d"

    def attack_requirements(self, state, holder, creatures):
        return [Requirement(c.id, ATTACK, holder.id, self.describe()) for c in creatures]


class AllBlock(Ability):
    """"All creatures block each combat if able." (a requirement on each creature, 509.1c)."""

    name, rule = "all creatures block each combat if able", "509.1c"

    def block_requirements(self, state, holder, creatures):
        return [Requirement(c.id, BLOCK, holder.id, self.describe()) for c in creatures]


class OpponentsAttack(Ability):
    """"Creatures your opponents control attack each combat if able." (508.1d): on the
    creatures of the holder's opponents only (102.3)."""

    name, rule = "creatures your opponents control attack each combat if able", "508.1d"

    def attack_requirements(self, state, holder, creatures):
        return [Requirement(c.id, ATTACK, holder.id, self.describe()) for c in creatures
                if state.is_opponent(holder.controller, c.controller)]


class CantAttackAlone(Ability):
    """"This creature can't attack alone." (a restriction, 508.1c; "alone" is 506.5)."""

    name, rule = "can't attack alone", "508.1c"

    def restrict_attackers(self, state, holder, attackers):
        if list(attackers) == [holder.id]:
            return illegal("508.1c", "attack.alone", creature=holder.id)
        return None

    def constrain_attackers(self, state, holder, model, attacks):
        if holder.id in attacks:
            others = [v for k, v in attacks.items() if k != holder.id]
            model.at_least(others, 1, when=attacks[holder.id])


class CantBlockAlone(Ability):
    """"This creature can't block alone." (a restriction, 509.1b; "alone" is 506.5)."""

    name, rule = "can't block alone", "509.1b"

    @implements("802.4b")
    def restrict_blockers(self, state, holder, blocking, declared):
        if list(blocking) == [holder.id]:
            if len(declared) > 1:  # others block too, but another defending player's don't count (802.4b)
                return illegal("509.1b", "block.alone_802_4b", blocker=holder.id,
                               player=AllParts(state.combat.defending))
            return illegal("509.1b", "block.alone", blocker=holder.id)
        return None

    def constrain_blockers(self, state, holder, model, blocks):
        if holder.id in blocks:
            others = [v for k, v in blocks.items() if k != holder.id]
            model.at_least(others, 1, when=blocks[holder.id])


class MaxAttackers(Ability):
    """"No more than N creatures can attack each combat." (508.1c); ``value`` is N."""

    name, rule = "no more than N creatures can attack", "508.1c"

    def restrict_attackers(self, state, holder, attackers):
        if len(attackers) > self.value:
            return illegal("508.1c", "attack.too_many", permanent=holder.id, limit=self.value,
                           count=len(attackers))
        return None

    def constrain_attackers(self, state, holder, model, attacks):
        model.at_most(list(attacks.values()), self.value)


class DoesntUntap(Ability):
    """"This creature doesn't untap during your untap step." / "Enchanted creature doesn't
    untap during its controller's untap step." (502.3): it changes only an untap step, and
    no untap step happens during a combat phase (500.1), so it never changes a ruling here.
    Kept so that the permanent shows it, and so that losing it (613.1f) is exact."""

    name, rule = "doesn't untap during its controller's untap step", "502.3"


def granted_by(state: GameState, ability: Ability, holder: str) -> str | None:
    """The id of the permanent whose effect grants ``ability`` to ``holder`` (613.1f),
    or None when it is the holder's own."""
    chars = state.characteristics_of(holder)
    for applied in chars.applied if chars is not None else ():
        e = applied.effect
        if e.source and e.source != holder and any(a is ability for a in getattr(e, "abilities", ())):
            return e.source
    return None


class CantAttackYou(Ability):
    """"Creatures can't attack you." (Blazing Archon; a restriction, 508.1c): granted to
    every creature by the permanent stating it, it keeps them from attacking that
    permanent's controller; planeswalkers and battles they may still attack."""

    name, rule = "can't attack you", "508.1c"

    def restrict_attack_target(self, state, creature, target):
        source = granted_by(state, self, creature.id)
        perm = state.battlefield.get(source) if source is not None else None
        if perm is not None and target == perm.controller:
            return illegal("508.1c", "attack.cant_you", creature=creature.id, player=target,
                           source=source, text=self.text)
        return None


class MaxAttackersYou(Ability):
    """"No more than N creatures can attack you each combat." (Crawlspace; 508.1c):
    ``value`` is N. It counts the creatures attacking the holder's controller, not their
    planeswalkers or battles."""

    name, rule = "no more than N creatures can attack you", "508.1c"

    def restrict_attackers(self, state, holder, attackers):
        targets = getattr(attackers, "targets", None)
        if targets is None:
            return None  # (asked without the targets: only a whole declaration is judged)
        count = sum(1 for pid in attackers if targets.get(pid) == holder.controller)
        if count > self.value:
            return illegal("508.1c", "attack.too_many_you", permanent=holder.id, player=holder.controller,
                           limit=self.value, count=count)
        return None

    def constrain_attackers(self, state, holder, model, attacks):
        # A creature that could attack something else instead (a planeswalker, another
        # player) isn't held back by this; one that can attack only this player is.
        free = getattr(attacks, "targets", {})
        only_you = [v for pid, v in attacks.items() if list(free.get(pid, ())) == [holder.controller]]
        if len(only_you) > self.value:
            model.at_most(only_you, self.value)


class MaxBlockers(Ability):
    """"No more than N creatures can block each combat." (509.1b); ``value`` is N."""

    name, rule = "no more than N creatures can block", "509.1b"

    def restrict_blockers(self, state, holder, blocking, declared):
        if len(blocking) > self.value:
            return illegal("509.1b", "block.too_many_blockers", permanent=holder.id,
                           limit=self.value, count=len(blocking))
        return None

    def constrain_blockers(self, state, holder, model, blocks):
        model.at_most(list(blocks.values()), self.value)


# --------------------------------------------------------------------------- 702.22
@keyword(phase="Banding")
class Banding(Ability):
    """Banding (702.22): forms attacking bands (702.22c) and lets its controller divide
    the combat damage of a creature it blocks or is blocked by (702.22j-k). The band
    rules live in :mod:`mtgjudge.cr.r702_22_banding`; they ask these hooks."""

    name = "banding"
    rule = "702.22"

    def counts_as_banding(self, holder: Permanent) -> bool:
        """True: ``holder`` is a creature "with banding" for a band's one-without limit (702.22c)."""
        return True

    def divides_for(self, holder: Permanent, side: Sequence[Permanent]) -> bool:
        """Whether ``holder``, one of ``side`` (the creatures blocking one attacker, or
        blocked by one blocker), makes its controller divide that creature's damage (702.22j-k)."""
        return True

    def forms_band(self, holder: Permanent, members: Sequence[Permanent]) -> bool:
        """Creatures with banding and at most one without (702.22c)."""
        return sum(not any(a.counts_as_banding(m) for a in m.abilities) for m in members) <= 1


@keyword(form="special")
@dataclass(frozen=True, slots=True)
class BandsWithOther(Ability):
    """"Bands with other [quality]" (702.22b): the holder, if of that quality, bands with
    any other creatures of it (702.22c) and divides damage when it and another of them
    block or are blocked by the same creature (702.22j-k). It is not banding for a
    banding band's one-without limit (702.22c).

    ``legendary``: the quality is "legendary creatures"; else ``subtype`` names the
    creature type ("Dinosaur")."""

    legendary: bool = False
    subtype: str = ""
    name: ClassVar[str] = "bands with other"
    rule: ClassVar[str] = "702.22"

    def keyword_words(self) -> str:
        """``"bands with other legendary creatures"``, ``"bands with other Dinosaurs"``."""
        return f"bands with other {'legendary creatures' if self.legendary else self.subtype}"

    def has_quality(self, perm: Permanent) -> bool:
        if self.legendary:
            return "Legendary" in perm.card.supertypes
        return self.subtype in perm.card.subtypes

    def divides_for(self, holder, side):
        return self.has_quality(holder) and sum(self.has_quality(p) for p in side) >= 2

    def forms_band(self, holder, members):
        return all(self.has_quality(m) for m in members)


#: land types for landwalk (CR 205.3i basic land types; 702.14 allows any land type).
LANDWALK_TYPES: tuple[str, ...] = ("Plains", "Island", "Swamp", "Mountain", "Forest", "Desert")



@implements("702.164b")
def total_toxic(perm: Permanent) -> int:
    """A creature's total toxic value: the sum of its toxic N (702.164b)."""
    return sum(a.value for a in perm.abilities if isinstance(a, Toxic))


def block_limit(perm: Permanent) -> int | None:
    """How many attackers ``perm`` may block: 1 plus extras (509.1a); ``None`` = any number."""
    limit = 1
    for a in perm.abilities:
        if a.extra_blocks is None:
            return None
        limit += a.extra_blocks
    return limit


#: Colour letters as protection's quality names them (702.16).
_COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}

# Each restriction, requirement and blocking rule above reads as its rule in words (what
# it names, its number N): the table of mtgjudge.abilities.reading says which words.
for _name in reading.RULED:
    if _name in globals():
        globals()[_name].reading = reading.ruled(_name)
