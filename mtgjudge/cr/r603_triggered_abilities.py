"""CR 603: handling triggered abilities.

An ability triggers when an event it watches for happens (603.2): what happens is
recorded as happenings (:mod:`mtgjudge.engine.happenings`, by
:func:`mtgjudge.engine.bus.emit`), and each triggered ability answers those of the kinds
it reacts to through its handler (``on_attacks``, ``on_dies``...; see
:class:`~mtgjudge.abilities.base.Ability`) with the stack objects it creates. Each time a
player would receive priority (117.5) -- after each turn-based action, action, and
resolution -- :func:`after` asks them about the happenings not asked about yet, and the
abilities that triggered are put on the stack in APNAP order (603.3b), each player
ordering their own.

They resolve through the stack when all players pass (405.5, 608.2); the abilities
triggered while one resolves go on the stack above the rest after state-based actions,
before anyone gets priority (117.5, 603.3).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from mtgjudge.cr import implements
from mtgjudge.cr.r405_stack import StackObject
from mtgjudge.abilities.base import Ability
from mtgjudge.engine.bus import TRIGGERED, emit, handlers, in_play, unmatched
from mtgjudge.engine.happenings import (
    AbilityTriggered,
    Attacks,
    BecomesBlocked,
    Blocks,
    DamageDealt,
    Dies,
    Entered,
    Happening,
    LeftBattlefield,
    PutBlocking,
    SpellCast,
    StepBegins,
    Unattached,
    Unblocked,
)
from mtgjudge.engine.state import Step
from mtgjudge.events import EventLog
from mtgjudge.messages import AllParts, Parts, StackLabel, Text

if TYPE_CHECKING:
    from mtgjudge.engine.state import GameState, Permanent

def trigger(holder: Permanent, label: str, text: str, resolution: Any,
            targets: tuple[str, ...] = ()) -> StackObject:
    """The stack object of an ability of ``holder`` that triggered: controlled by the
    player who controlled ``holder`` when it triggered (603.3a)."""
    return StackObject(label, "triggered", holder.id, holder.controller, text, resolution, targets)


@implements("603.7", "603.7b", "603.7e")
def add_delayed(state: GameState, obj: StackObject) -> None:
    """Create a delayed triggered ability that triggers "at end of combat" this combat
    (603.7): ``obj`` is put on the stack then, once (603.7b); its source and controller
    are those of the ability that created it (603.7e), as ``obj`` says."""
    state.combat.delayed = (*state.combat.delayed, obj)


@implements("508.5", "802.2a", "805.10e")
def defending_player(state: GameState, attacker: str) -> str:
    """The defending player for ``attacker`` (508.5, 802.2a, 805.10e): the player it
    attacks, or the controller of the planeswalker or protector of the battle it
    attacks (kept when that planeswalker or battle leaves combat, 506.4c); once it was
    removed from combat, the one it was attacking before (``Combat.was_defending``);
    the defending player of this combat for a creature that never attacked in it.

    Raises:
        ValueError: a creature that never attacked this combat, and several defending
            players (802.2): none is "its" defending player.
    """
    combat = state.combat
    known = combat.defenders.get(attacker) or combat.was_defending.get(attacker)
    if known is not None:
        return known
    return state.defending


def _holders(state: GameState, happened: Sequence[Happening]) -> list[Permanent]:
    """The permanents whose abilities may have triggered: those on the battlefield, and
    those that left the battlefield in ``happened``, as they last existed (603.10a); only
    those with a triggered ability."""
    out = []
    if in_play(state, TRIGGERED):
        for p in state.battlefield.values():  # (handlers' answer read inline: per permanent, at every step)
            known = (p.chars or p.characteristics).flags.get(TRIGGERED)
            if known is None:
                known = handlers(p, TRIGGERED)
            if known:
                out.append(p)
    if state.last_known:
        battlefield = state.battlefield
        left = []
        for pid, p in state.last_known.items():  # (a loop, handlers' answer read inline: per death)
            if pid in battlefield:
                continue
            known = (p.chars or p.characteristics).flags.get(TRIGGERED)
            if known is None:
                known = handlers(p, TRIGGERED)
            if known:
                left.append((pid, p))
        if left:  # (most that leave have no triggered ability: the happenings aren't read)
            gone = {h.permanent for h in happened if type(h) is LeftBattlefield}
            out += [p for pid, p in left if pid in gone]
    return out


@implements("603.2", "603.2c", "603.3a", "603.10a")
def collect(state: GameState, happened: Iterable[Happening]) -> list[StackObject]:
    """The abilities that triggered on ``happened``, in the order they go on the stack
    (bottom first): APNAP order, the active player's first (603.3b); each player's in the
    order they chose (``state.trigger_choices``, key ``"order:<player>"``), else as
    listed (battlefield order, then each ability's, then the happenings' order). Ids are
    made unique ("#2"...)."""
    happened = list(happened)
    if not happened:
        return []
    found: list[StackObject] = []
    for holder in _holders(state, happened):
        for ability in handlers(holder, TRIGGERED):
            for h in happened:
                name = h.handler
                if ability.reacts_to(name):
                    found.extend(getattr(ability, name)(state, holder, h))
    if state.combat.delayed and _end_of_combat_begins(happened):
        found.extend(state.combat.delayed)  # "at end of combat" (603.7, 511.2)
    if not found:
        return []
    found = _unique(state, found)
    names = list(state.players)  # seat order: APNAP goes in turn order from the active player
    i = names.index(state.active)
    order = names[i:] + names[:i]
    out: list[StackObject] = []
    for player in order:
        own = [o for o in found if o.controller == player]
        out.extend(_ordered(state, player, own))
    return out


def _end_of_combat_begins(happened: Sequence[Happening]) -> bool:
    """Whether the end of combat step begins in ``happened`` (511.2)."""
    for h in happened:
        if type(h) is StepBegins and h.step is Step.END_OF_COMBAT:
            return True
    return False


def _unique(state: GameState, objs: list[StackObject]) -> list[StackObject]:
    """``objs`` with ids unique ignoring case ("#2", "#3"...), so that an id written in
    any case names one ability."""
    from dataclasses import replace

    taken = {o.id.casefold() for o in state.stack}
    out = []
    for o in objs:
        label, n = o.id, 1
        while label.casefold() in taken:
            n += 1
            label = f"{o.id} #{n}"
        taken.add(label.casefold())
        out.append(o if label == o.id else replace(o, id=label))
    return out


def chosen(state: GameState, key: str) -> tuple[str, ...] | None:
    """The choices given for ``key`` (a stack object's id, or ``"order:<player>"``) in
    ``state.trigger_choices``, matching ids ignoring case; None if none were given."""
    given = dict(state.trigger_choices)
    if key in given:
        return given[key]
    folded = key.casefold()
    return next((v for k, v in given.items() if k.casefold() == folded), None)


@dataclass(frozen=True, slots=True)
class NoLegalTarget:
    """The resolution of a triggered ability that needs a target and has none as it is
    put on the stack: :func:`put_on_stack` removes it at once (603.3d)."""

    def resolve(self, state, obj, log):  # never on the stack to resolve
        raise AssertionError(obj.id)


NO_LEGAL_TARGET = NoLegalTarget()


@implements("603.3d")
def pick_target(state: GameState, label: str, legal: Sequence[str]) -> str | None:
    """The target of triggered ability ``label``, chosen as it is put on the stack
    (603.3d) among ``legal`` (the ids it may target, in the order listed): the first of
    the choices given (``state.trigger_choices``) that is legal, else the first listed;
    None with no legal target."""
    picked = [c for c in chosen(state, label) or () if c in legal][:1] or list(legal[:1])
    return picked[0] if picked else None


@implements("603.3d")
def targeted(holder: Permanent, label: str, text: str, target: str | None,
             resolution: Any) -> tuple[StackObject]:
    """The stack object of ``holder``'s triggered ability ``label`` with one ``target``
    (:func:`pick_target`). With none (None) it does nothing (:data:`NO_LEGAL_TARGET`): it
    is removed from the stack as it is put there (603.3d)."""
    if target is None:
        return (trigger(holder, label, text, NO_LEGAL_TARGET),)
    return (trigger(holder, label, text, resolution, (target,)),)


def _ordered(state: GameState, player: str, own: list[StackObject]) -> list[StackObject]:
    order = chosen(state, f"order:{player}")
    if not order or len(own) < 2:
        return own
    rank = {label.casefold(): i for i, label in enumerate(order)}
    return sorted(own, key=lambda o: rank.get(o.id.casefold(), len(rank)))


@implements("603.3", "603.3b", "603.3d")
def put_on_stack(state: GameState, objs: Sequence[StackObject], log: EventLog) -> None:
    """Put ``objs`` (from :func:`collect`) on the stack, bottom first, logging who
    ordered them (603.3b) and each one (603.3)."""
    if not objs:
        return
    for player in dict.fromkeys(o.controller for o in objs):
        own = [o.id for o in objs if o.controller == player]
        if len(own) > 1:
            key = "trigger.order_chosen" if chosen(state, f"order:{player}") else "trigger.order_listed"
            log.add("603.3b", key, player=player, order=Parts(StackLabel(i) for i in own))
    for obj in objs:
        state.stack += (obj,)
        emit(state, log, AbilityTriggered, (obj.id, obj.controller), "603.3", "trigger.put", object=obj.id,
             controller=obj.controller)
        if obj.resolution is NO_LEGAL_TARGET:
            state.stack = state.stack[:-1]
            log.add("603.3d", "trigger.no_legal_target", object=obj.id)
        elif obj.targets:
            given = chosen(state, obj.id)
            key = "trigger.target_chosen" if given else \
                "trigger.target_listed" if given is None else "trigger.target_none_given"
            log.add("603.3d", key, object=obj.id, targets=AllParts(obj.targets), player=obj.controller)


@implements("603.3", "117.5")
def after(state: GameState, log: EventLog) -> None:
    """A player would receive priority (117.5): put the abilities that triggered on the
    happenings not asked about yet (:func:`mtgjudge.engine.bus.unmatched`: those of the
    turn-based action, action or resolution just made) on the stack in APNAP order
    (603.3b). They resolve when all players pass in succession
    (:func:`mtgjudge.cr.r608_resolving.resolve_top`, 405.5), which puts the abilities each
    resolution triggers on the stack in turn."""
    happened = unmatched(state)
    if not happened or state.game_over:
        return
    objs = collect(state, happened)
    if state.combat.delayed and _end_of_combat_begins(happened):
        state.combat.delayed = ()  # each triggers only once (603.7b)
    if objs:  # (put_on_stack does nothing with none)
        put_on_stack(state, objs, log)


@implements("608.2b")
def fizzles(state: GameState, obj: StackObject, log: EventLog) -> bool:
    """Whether triggered ability ``obj``, just taken off the stack, doesn't resolve: its
    resolution has an ``illegal_target(state, obj)`` method naming its only target as
    illegal now (608.2b; logged)."""
    illegal = getattr(obj.resolution, "illegal_target", None)
    gone = illegal(state, obj) if illegal is not None else None
    if gone is not None:
        log.add("608.2b", "trigger.fizzle", object=obj.id, target=gone)
    return gone is not None


def choice(state: GameState, obj: StackObject) -> tuple[str, ...] | None:
    """The choices made for stack object ``obj`` (``state.trigger_choices``, its id
    matched ignoring case), or None."""
    return chosen(state, obj.id)


def blocks_once(state: GameState, holder: Permanent, h: Blocks) -> bool:
    """``h`` declares ``holder`` a blocker; true once however many it blocks (509.3a)."""
    if h.blocker != holder.id:
        return False
    blocked = state.combat.blocking.get(holder.id, ())
    return not blocked or blocked[0] == h.attacker


def _this_step(state: GameState) -> list[Happening]:
    """The happenings since the current step of combat began (its :class:`StepBegins`)."""
    happened = state.happenings
    for i in range(len(happened) - 1, -1, -1):
        if type(happened[i]) is StepBegins:
            return happened[i + 1:]
    return happened


def _first(state: GameState, h: Happening, same: Any) -> bool:
    """Whether ``h`` is the first happening of this step for which ``same(x)`` is true:
    an ability that triggers once for an event with several occurrences (603.2c)."""
    for x in _this_step(state):
        if x is h:
            return True
        if type(x) is type(h) and same(x):
            return False
    return True


def _object(state: GameState, pid: str) -> Permanent | None:
    """Permanent ``pid``, or as it last existed on the battlefield (603.10a)."""
    return state.battlefield.get(pid) or state.last_known.get(pid)


def _yours(state: GameState, holder: Permanent, pid: str, subtype: str = "", another: bool = False) -> bool:
    """Whether ``pid`` is a creature ``holder``'s controller controls (as it last existed),
    of ``subtype`` if given, other than ``holder`` with ``another``."""
    perm = _object(state, pid)
    return (perm is not None and perm.is_creature and perm.controller == holder.controller
            and (not another or pid != holder.id) and (not subtype or subtype in perm.subtypes))


#: Trigger events of a group of creatures ("a creature you control attacks"): a
#: ``subtype`` given to :func:`match` narrows "creature" to creatures of that type.
GROUP_WHENS = frozenset({
    "a creature you control attacks", "another creature you control attacks",
    "one or more creatures you control attack", "you attack",
    "a creature you control deals combat damage to a player",
    "one or more creatures you control deal combat damage to a player",
    "a creature deals combat damage to one of your opponents",
    "another creature you control enters", "a creature you control enters", "another creature enters",
})
#: Trigger events of the creature an Aura or Equipment is attached to (301.5, 303.4).
ATTACHED_WHENS = frozenset(f"{a} creature {event}" for a in ("equipped", "enchanted") for event in (
    "attacks", "deals combat damage", "deals combat damage to a player", "deals combat damage to an opponent",
    "deals combat damage to a creature"))


@implements("508.3a", "509.3a", "509.3b", "509.3c", "509.3d", "509.3g", "510.3a", "511.2", "700.4",
            "603.2c", "603.6c", "603.6a")
def match(when: str, state: GameState, holder: Permanent, h: Happening,
          subtype: str = "") -> tuple[dict[str, tuple[str, ...]], int] | None:
    """Whether happening ``h`` is the trigger event ``when`` (a condition as
    :mod:`mtgjudge.oracle.triggers` names it, e.g. ``"becomes blocked by a creature"``)
    for ``holder``: None, or the referents it defines ("that creature", "that player",
    "defending player", "equipped creature") and its amount ("that much"). ``subtype``
    narrows a group's "creature" (:data:`GROUP_WHENS`: "a Dragon you control attacks").
    An event with several occurrences at once ("one or more creatures you control
    attack", "~ deals combat damage" to several recipients) triggers once (603.2c)."""
    kind, me = type(h), holder.id
    if kind is Attacks:
        if when in ("attacks", "attacks or blocks") and h.creature == me:
            return {"defending player": (defending_player(state, me),)}, 0
        if when in ("a creature you control attacks", "another creature you control attacks"):
            if _yours(state, holder, h.creature, subtype, when.startswith("another")):  # 508.3a
                return {"that creature": (h.creature,), "defending player": (defending_player(state, h.creature),)}, 0
        elif when in ("one or more creatures you control attack", "you attack"):
            if _yours(state, holder, h.creature) and _first(state, h, lambda x: _yours(state, holder, x.creature)):
                return {"defending player": (defending_player(state, h.creature),)}, 0
        elif when in ("equipped creature attacks", "enchanted creature attacks"):
            if holder.attached_to is not None and h.creature == holder.attached_to:
                return {when.split()[0] + " creature": (h.creature,),
                        "defending player": (defending_player(state, h.creature),)}, 0
    elif kind is Unblocked:
        if when == "attacks and isn't blocked" and h.attacker == me:
            return {"defending player": (defending_player(state, me),)}, 0
    elif kind is BecomesBlocked:
        if when in ("becomes blocked", "blocks or becomes blocked") and h.attacker == me:
            return {"defending player": (defending_player(state, me),)}, 0
    elif kind is PutBlocking:
        if when in ("becomes blocked by a creature", "blocks or becomes blocked by a creature") and h.attacker == me:
            return {"that creature": (h.creature,), "defending player": (defending_player(state, me),)}, 0
    elif kind is Blocks:
        mine = {"defending player": (holder.controller,)}
        if when in ("blocks", "blocks or becomes blocked", "attacks or blocks") and blocks_once(state, holder, h):
            return mine, 0
        if when in ("blocks a creature", "blocks or becomes blocked by a creature") and h.blocker == me:
            return {**mine, "that creature": (h.attacker,)}, 0
        if when in ("becomes blocked by a creature", "blocks or becomes blocked by a creature") and h.attacker == me:
            return {"that creature": (h.blocker,), "defending player": (defending_player(state, me),)}, 0
    elif kind is DamageDealt:
        return _damage(when, state, holder, h, subtype)
    elif kind is Dies:
        if when in ("dies", "enters or dies") and h.permanent == me and me in state.graveyard and holder.is_creature:
            return {}, 0
    elif kind is StepBegins:
        if when == "at end of combat" and h.step is Step.END_OF_COMBAT:
            return {}, 0
        if (when == "at the beginning of combat on your turn" and h.step is Step.BEGINNING_OF_COMBAT
                and state.active == holder.controller):
            return {}, 0
    elif kind is Entered:
        if (when in ("enters", "enters or dies", "enters or leaves the battlefield") and h.permanent == me
                and me in state.battlefield):  # 603.6a
            return {}, 0
        if when in ("another creature you control enters", "a creature you control enters", "another creature enters"):
            perm = _object(state, h.permanent)  # as it entered, even if gone since (603.10)
            if (perm is not None and perm.is_creature and (not subtype or subtype in perm.subtypes)
                    and (h.permanent != me or when == "a creature you control enters")
                    and (h.controller == holder.controller or when == "another creature enters")):
                return {"that creature": (h.permanent,)}, 0
    elif kind is LeftBattlefield:
        if (when in ("leaves the battlefield", "enters or leaves the battlefield") and h.permanent == me and me not in state.battlefield
                and me in state.last_known):  # 603.6c, 603.10a
            return {}, 0
    elif kind is SpellCast:
        if when in CAST_WHENS and _cast_matches(when, state, holder, h):
            return {"that player": (h.player,)}, 0
    return None


#: "Whenever you cast / an opponent casts / a player casts a(n) [quality] spell" (601.2i,
#: 603.2): who casts, and the spell's quality (a card type, a colour, "noncreature"...).
CAST_CASTERS = ("you cast", "an opponent casts", "a player casts")
CAST_QUALITIES = ("", "noncreature", "creature", "instant or sorcery", "instant", "sorcery", "artifact",
                  "enchantment", "multicolored", "colorless", "white", "blue", "black", "red", "green")
_COLOR_OF = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def cast_when(caster: str, quality: str) -> str:
    """The trigger event of a cast trigger: ``"you cast a noncreature spell"``."""
    article = "an" if (quality or "a")[0] in "aeiou" and quality else "a"
    return f"{caster} {article} {quality + ' ' if quality else ''}spell"


#: (caster, quality) -> the trigger event: what the Oracle reader names a cast trigger by.
CAST_WHEN: dict[tuple[str, str], str] = {(c, q): cast_when(c, q) for c in CAST_CASTERS for q in CAST_QUALITIES}
CAST_WHENS = frozenset(CAST_WHEN.values())
_CAST_PARTS = {w: cq for cq, w in CAST_WHEN.items()}


@implements("601.2i", "603.2")
def _cast_matches(when: str, state: GameState, holder: Permanent, h: SpellCast) -> bool:
    """Whether the cast ``h`` is the cast trigger event ``when`` for ``holder``: its
    caster (its controller, an opponent of its controller, anyone) and the spell's card
    as it is on the stack."""
    caster, quality = _CAST_PARTS[when]
    if caster == "you cast" and h.player != holder.controller:
        return False
    if caster == "an opponent casts" and not state.is_opponent(holder.controller, h.player):
        return False
    if not quality:
        return True
    obj = next((o for o in state.stack if o.id == h.spell), None)
    card = getattr(obj.resolution, "card", None) if obj is not None else None
    if card is None:
        return False
    types = set(card.types)
    if quality == "noncreature":
        return "Creature" not in types
    if quality == "instant or sorcery":
        return bool(types & {"Instant", "Sorcery"})
    if quality in ("multicolored", "colorless"):
        return (len(card.colors) > 1) if quality == "multicolored" else not card.colors
    if quality in _COLOR_OF:
        return _COLOR_OF[quality] in card.colors
    return quality.capitalize() in types


_SELF_DAMAGE = frozenset({"deals combat damage to a player", "deals combat damage to a creature", "deals combat damage",
                          "deals combat damage to an opponent", "deals combat damage to a player or planeswalker",
                          "deals combat damage to a player or battle"})


@implements("510.3a", "603.2c")
@implements("603.2")
def _unattached_from(state: GameState, pid: str) -> tuple[str, ...]:
    """What Aura or Equipment ``pid`` became unattached from in what happened (704.5n): "equipped creature deals combat damage" triggers on damage
    dealt while it was attached, though the creature died of it meanwhile."""
    return tuple(h.target for h in state.happenings if type(h) is Unattached and h.permanent == pid)


def _damage(when: str, state: GameState, holder: Permanent, h: DamageDealt,
            subtype: str) -> tuple[dict[str, tuple[str, ...]], int] | None:
    """:func:`match` for damage dealt (120.3)."""
    me, to, n, source = holder.id, h.recipient, h.amount, h.source
    if when == "is dealt damage" and to == me:
        return {}, n
    if when == "deals damage to a player" and source == me and to in state.players:
        return {"that player": (to,)}, n
    if not h.combat:
        return None
    if when in ATTACHED_WHENS:
        if source != holder.attached_to and source not in _unattached_from(state, holder.id):
            return None
        refs = {when.split()[0] + " creature": (source,)}
        if when.endswith("to a player"):
            return ({**refs, "that player": (to,)}, n) if to in state.players else None
        if when.endswith("to an opponent"):
            return ({**refs, "that player": (to,)}, n) if state.is_opponent(holder.controller, to) else None
        if when.endswith("to a creature"):
            other = _object(state, to)
            return ({**refs, "that creature": (to,)}, n) if other is not None and other.is_creature else None
        when, me = "deals combat damage", source  # to anything: once for all its recipients
    else:
        refs = {}
    if when in _SELF_DAMAGE:
        if source != me:
            return None
        if when == "deals combat damage to a player" and to in state.players:
            return {"that player": (to,)}, n
        if when == "deals combat damage to an opponent" and state.is_opponent(holder.controller, to):
            return {"that player": (to,)}, n
        other = _object(state, to)
        if when in ("deals combat damage to a player or planeswalker", "deals combat damage to a player or battle"):
            kind = when.rsplit(" ", 1)[1].capitalize()
            if to in state.players or (other is not None and other.is_type(kind)):
                return {}, n
        if when == "deals combat damage to a creature" and other is not None and other.is_creature:
            return {"that creature": (to,)}, n
        if when == "deals combat damage" and _first(state, h, lambda x: x.source == me and x.combat):
            total = sum(x.amount for x in _this_step(state) if type(x) is DamageDealt and x.combat and x.source == me)
            return refs, total
        return None
    if to not in state.players:
        return None
    if when == "a creature you control deals combat damage to a player" and _yours(state, holder, source, subtype):
        return {"that creature": (source,), "that player": (to,)}, n
    if (when == "one or more creatures you control deal combat damage to a player"
            and _yours(state, holder, source, subtype)
            and _first(state, h, lambda x: x.combat and x.recipient == to and _yours(state, holder, x.source, subtype))):
        return {"that player": (to,)}, 0
    if when == "a creature deals combat damage to one of your opponents" and state.is_opponent(holder.controller, to):
        perm = _object(state, source)
        if perm is not None and perm.is_creature and (not subtype or subtype in perm.subtypes):
            return {"that creature": (source,), "that player": (to,)}, n
    return None


#: trigger event (``when``) -> the handlers of the happenings :func:`match` can answer
#: for it (kept beside :func:`match`: each of its branches has its kind here).
WHEN_HANDLERS: dict[str, frozenset[str]] = {
    "attacks": frozenset({Attacks.handler}),
    "attacks or blocks": frozenset({Attacks.handler, Blocks.handler}),
    "attacks and isn't blocked": frozenset({Unblocked.handler}),
    "becomes blocked": frozenset({BecomesBlocked.handler}),
    "blocks or becomes blocked": frozenset({BecomesBlocked.handler, Blocks.handler}),
    "becomes blocked by a creature": frozenset({PutBlocking.handler, Blocks.handler}),
    "blocks or becomes blocked by a creature": frozenset({PutBlocking.handler, Blocks.handler}),
    "blocks": frozenset({Blocks.handler}),
    "blocks a creature": frozenset({Blocks.handler}),
    "is dealt damage": frozenset({DamageDealt.handler}),
    "deals damage to a player": frozenset({DamageDealt.handler}),
    "deals combat damage": frozenset({DamageDealt.handler}),
    "deals combat damage to a player": frozenset({DamageDealt.handler}),
    "deals combat damage to a creature": frozenset({DamageDealt.handler}),
    "dies": frozenset({Dies.handler}),
    "at end of combat": frozenset({StepBegins.handler}),
    "at the beginning of combat on your turn": frozenset({StepBegins.handler}),
    "enters": frozenset({Entered.handler}),
    "enters or dies": frozenset({Entered.handler, Dies.handler}),
    "enters or leaves the battlefield": frozenset({Entered.handler, LeftBattlefield.handler}),
    **{w: frozenset({DamageDealt.handler}) for w in _SELF_DAMAGE},
    "leaves the battlefield": frozenset({LeftBattlefield.handler}),
    **{w: frozenset({Attacks.handler}) for w in GROUP_WHENS | ATTACHED_WHENS if w.endswith(("attacks", "attack"))},
    **{w: frozenset({DamageDealt.handler}) for w in GROUP_WHENS | ATTACHED_WHENS if "damage" in w},
    **{w: frozenset({Entered.handler}) for w in GROUP_WHENS if w.endswith("enters")},
    **{w: frozenset({SpellCast.handler}) for w in CAST_WHENS},
}


@dataclass(frozen=True, slots=True)
class TargetSpec:
    """What a triggered ability's target may be (115.1, 603.3d): ``kind`` ``"creature"``
    (the default), another kind of permanent (``"permanent"``, ``"nonland permanent"``,
    ``"artifact or enchantment"``, ``"creature or planeswalker"``...), ``"player"``,
    ``"opponent"``, ``"player or planeswalker"`` or ``"any"`` (a creature, player,
    planeswalker or battle, 115.4); ``attacking``; ``in_combat``: attacking or blocking;
    ``controller`` ``""`` (anyone), ``"you"``, ``"not you"``, ``"opponent"`` or
    ``"defending player"``;
    ``other``: not its source ("another target"); ``without``: a keyword it must not have
    ("without flying"); ``not_subtype``: a subtype it must not have ("non-Angel");
    ``tapped``: ``""``, ``"tapped"`` or ``"untapped"``; ``up_to``: "up to one target", so
    none may be chosen (an empty list in ``triggers.choices``, 115.1)."""

    attacking: bool = False
    controller: str = ""
    other: bool = False
    without: str = ""
    in_combat: bool = False
    not_subtype: str = ""
    kind: str = "creature"
    tapped: str = ""
    up_to: bool = False

    @implements("115.1", "115.4")
    def _kind_ok(self, state: GameState, you: str, pid: str) -> bool:
        """Whether ``pid`` (a player or permanent id) is of this target's kind."""
        if pid in state.players:
            player = state.players[pid]
            if player.lost or player.left_game:
                return False
            return (self.kind in ("any", "player", "player or planeswalker")
                    or (self.kind == "opponent" and state.is_opponent(you, pid)))
        perm = state.battlefield.get(pid)
        if perm is None:
            return False
        if self.kind in ("creature", "permanent"):
            return self.kind == "permanent" or perm.is_creature
        if self.kind.startswith("non"):  # "nonland permanent", "noncreature permanent"
            return not perm.is_type(self.kind[3:].split(" ")[0].capitalize())
        if self.kind == "any":
            return perm.is_creature or perm.is_type("Planeswalker") or perm.is_type("Battle")
        if self.kind == "creature or vehicle" and "Vehicle" in perm.subtypes:
            return True
        return any(perm.is_type(k.capitalize()) for k in self.kind.split(" or ") if k not in ("player", "vehicle"))

    @implements("115.1", "702.16b")
    def legal(self, state: GameState, source: Permanent, pid: str, defending: str) -> bool:
        if not self._kind_ok(state, source.controller, pid) or (self.other and pid == source.id):
            return False
        if pid in state.players:
            return True
        perm = state.battlefield[pid]
        if self.attacking and pid not in state.combat.attacking:
            return False
        if self.in_combat and pid not in state.combat.attacking and pid not in state.combat.blocking:
            return False
        if self.tapped and perm.tapped != (self.tapped == "tapped"):
            return False
        you = source.controller
        if ((self.controller == "you" and perm.controller != you)
                or (self.controller == "opponent" and not state.is_opponent(you, perm.controller))
                or (self.controller == "not you" and perm.controller == you)
                or (self.controller == "defending player" and perm.controller != defending)):
            return False
        if self.without and perm.has(self.without):
            return False
        if self.not_subtype and self.not_subtype in perm.subtypes:
            return False
        return not any(a.forbids_target(state, perm, source, you) for a in perm.abilities)


@dataclass(frozen=True, slots=True)
class Targeted:
    """What a triggered ability with a target does; :func:`after` asks
    :meth:`illegal_target` first: with its target illegal it doesn't resolve (608.2b)."""

    spec: TargetSpec
    effects: Any
    defending: str = ""

    @implements("608.2b")
    def illegal_target(self, state: GameState, obj: StackObject) -> str | None:
        """Its target, if that is no longer legal (608.2b), else None."""
        source = state.battlefield.get(obj.source) or state.last_known.get(obj.source)
        target = obj.targets[0]
        return target if source is None or not self.spec.legal(state, source, target, self.defending) else None

    def resolve(self, state, obj, log):
        self.effects.resolve(state, obj, log)

    def check_choice(self, state, obj, picks):
        check = getattr(self.effects, "check_choice", None)
        return check(state, obj, picks) if check is not None else None


def _label(when: str, subtype: str = "") -> str:
    """How a trigger is named after its source: "at end of combat", "when it enters",
    "when it dies", "whenever it attacks", "whenever a creature you control attacks",
    "whenever a Dragon you control attacks"..."""
    if when.startswith("at "):
        return when
    if when in CAST_WHENS:
        return "whenever " + when
    if when in GROUP_WHENS or when in ATTACHED_WHENS:
        if subtype:
            when = when.replace("creatures", subtype + "s" if not subtype.endswith("s") else subtype, 1) \
                if "creatures" in when else when.replace("creature", subtype, 1)
            when = re.sub(r"^a (?=[AEIOU])", "an ", when)
        return "whenever " + when
    return ("when it " if when in ("enters", "dies", "enters or dies", "enters or leaves the battlefield")
            else "whenever it ") + when


_CONTROL = re.compile(r"you control (?:a|an|another) (\w+)")
_LIFE = re.compile(r"you have (\d+) or less life")
_POWER = re.compile(r"you control (a|another) creature with power (\d+) or greater")
_COUNT = re.compile(r"you control (\d+) or more (\w+)")
_CARD_TYPES = ("artifact", "creature", "enchantment", "land", "planeswalker", "battle")


def _is_a(perm: Permanent, word: str) -> bool:
    """Whether ``perm`` is a ``word``: a card type ("artifact", "lands") or a subtype
    ("Human", "Mountains")."""
    one = word.removesuffix("s") if word.removesuffix("s") in _CARD_TYPES else word
    if one in _CARD_TYPES:
        return one.capitalize() in perm.types
    subtypes = perm.subtypes
    return any(w in subtypes for w in _singulars(word))


def _singulars(word: str) -> list[str]:
    """``word`` and the singulars English plural rules could have made it from
    ("Mountains" -> "Mountain", "Elves" -> "Elf"); a permanent's real subtypes decide."""
    out = [word, {"Mice": "Mouse", "Oxen": "Ox", "Geese": "Goose", "Cyclopes": "Cyclops"}.get(word, word)]
    for plural, single in (("ves", "f"), ("ves", "fe"), ("ies", "y"), ("es", ""), ("s", ""), ("i", "us")):
        if word.endswith(plural):
            out.append(word[: len(word) - len(plural)] + single)
    return out


@implements("603.4")
def condition_holds(condition: str, state: GameState, holder: Permanent, refs: dict[str, tuple[str, ...]]) -> bool:
    """Whether an intervening "if" clause (603.4) is true now for ``holder``'s ability
    with referents ``refs``: ``"you control an artifact"`` (a card type, or a subtype:
    ``"you control a Dragon"``; ``"another"``: not ``holder``), ``"it's your turn"``,
    ``"defending player controls more lands than you"``, ``"you have 5 or less life"``.

    Raises:
        ValueError: a condition the reader doesn't give.
    """
    you = holder.controller
    if condition == "it's your turn":
        return state.active == you
    if condition == "defending player controls more lands than you":
        defending = (refs.get("defending player") or ("",))[0]
        lands = lambda player: sum(1 for p in state.controlled_by(player) if "Land" in p.types)  # noqa: E731
        return bool(defending) and lands(defending) > lands(you)
    m = _LIFE.fullmatch(condition)
    if m:
        return you in state.players and state.players[you].life <= int(m[1])
    if condition == "an opponent controls more lands than you":
        lands = lambda player: sum(1 for p in state.controlled_by(player) if "Land" in p.types)  # noqa: E731
        return any(lands(o) > lands(you) for o in state.opponents(you))
    if condition == "there is no monarch":
        return state.monarch is None
    m = _POWER.fullmatch(condition)
    if m:
        return any(p.is_creature and p.power >= int(m[2]) and (m[1] == "a" or p.id != holder.id)
                   for p in state.controlled_by(you))
    m = _COUNT.fullmatch(condition)
    if m:
        return sum(1 for p in state.controlled_by(you) if _is_a(p, m[2])) >= int(m[1])
    m = _CONTROL.fullmatch(condition)
    if m:
        word, another = m[1], " another " in f" {condition} "
        return any(_is_a(p, word) for p in state.controlled_by(you) if not (another and p.id == holder.id))
    raise ValueError(f"unknown condition {condition!r}")


@dataclass(frozen=True, slots=True)
class Intervening:
    """The resolution of a triggered ability with an intervening "if" clause: it checks
    ``condition`` again as it resolves and does nothing if it is false (603.4, 608.2a);
    else ``inner`` resolves."""

    condition: str
    refs: tuple[tuple[str, tuple[str, ...]], ...]
    inner: Any

    def illegal_target(self, state, obj):
        check = getattr(self.inner, "illegal_target", None)
        return check(state, obj) if check is not None else None

    @implements("603.4", "608.2a")
    def resolve(self, state, obj, log):
        holder = state.battlefield.get(obj.source) or state.last_known.get(obj.source)
        if holder is None or not condition_holds(self.condition, state, holder, dict(self.refs)):
            log.add("603.4", "trigger.condition_false", object=obj.id)
            return
        self.inner.resolve(state, obj, log)

    def check_choice(self, state, obj, picks):
        check = getattr(self.inner, "check_choice", None)
        return check(state, obj, picks) if check is not None else None


@dataclass(frozen=True, slots=True)
class Optional:
    """The resolution of a triggered ability whose effect its controller "may" do: chosen
    as it resolves (603.5); an empty list in the ability's ``triggers.choices`` says no,
    anything else (its target, or nothing given) yes."""

    inner: Any

    def illegal_target(self, state, obj):
        check = getattr(self.inner, "illegal_target", None)
        return check(state, obj) if check is not None else None

    @implements("603.5")
    def resolve(self, state, obj, log):
        if choice(state, obj) == ():
            log.add("603.5", "resolve.may_no", player=obj.controller, object=obj.id)
            return
        log.add("603.5", "resolve.may_yes", player=obj.controller, object=obj.id)
        self.inner.resolve(state, obj, log)

    def check_choice(self, state, obj, picks):
        if not picks:
            return None  # "no"
        check = getattr(self.inner, "check_choice", None)
        return check(state, obj, picks) if check is not None else None


@dataclass(frozen=True, slots=True)
class OracleTrigger(Ability):
    """A triggered ability read from Oracle text (603.1): "[When/Whenever/At] [trigger
    event], [if condition,] [effect]." ``when`` names the trigger event (see
    :func:`match`), ``subtype`` narrows a group's creatures ("a Dragon you control");
    ``condition``, an intervening "if" clause (603.4, :func:`condition_holds`), or ``""``;
    ``optional``: its controller "may" do what it says, chosen as it resolves (603.5);
    ``effects``, what it does (an :class:`~mtgjudge.cr.r610_one_shot_effects.Effects`
    with referents, bound as it triggers); ``target``, its target creature if it has one
    (the referent ``"@target"``)."""

    when: str = ""
    effects: Any = None
    target: TargetSpec | None = None
    subtype: str = ""
    condition: str = ""
    optional: bool = False
    name: ClassVar[str] = "triggered ability"
    rule: ClassVar[str] = "603.1"

    def reading(self):
        """Its trigger event and rule, its target and limits, its effects in order."""
        from mtgjudge.abilities import reading

        return reading.trigger_reading(self)

    def trigger_ids(self, holder):
        return (f"{holder.id} ({_label(self.when, self.subtype)})",)

    def reacts_to(self, handler):
        """Whether its trigger event (``when``) can be a happening with ``handler``."""
        return handler in WHEN_HANDLERS.get(self.when, ())

    @implements("603.2", "603.4", "603.10a")
    def _triggered(self, state, holder, h):
        found = match(self.when, state, holder, h, self.subtype)
        if found is None:
            return ()
        refs, amount = found
        if self.condition and not condition_holds(self.condition, state, holder, refs):
            return ()  # 603.4: it doesn't trigger
        you = holder.controller
        refs.update({"it": (holder.id,), "you": (you,), "each opponent": state.opponents(you),  # 102.2-102.3
                     "each player": tuple(p for p in state.players if state.in_game(p))})
        label = self.trigger_ids(holder)[0]
        if self.target is None:
            return (trigger(holder, label, self.text, self._checked(refs, self.effects.bind(refs, amount))),)
        # 603.3d: the target is chosen as it goes on the stack (``targeted``).
        # Its defending player, else the one of this combat; "" when there are several.
        players = state.defending_players
        defending = (refs.get("defending player") or (players[0] if len(players) == 1 else "",))[0]
        # players first (the opponents before "you"), then permanents: the order "first listed" means
        players = sorted(state.players, key=lambda p: p == you)
        legal = [pid for pid in (*players, *state.battlefield) if self.target.legal(state, holder, pid, defending)]
        none = self.target.up_to and chosen(state, label) == ()
        target = None if none else pick_target(state, label, legal)
        refs["target"] = (target,) if target is not None else ()
        if target is None and self.target.up_to:  # "up to one": with no target it still resolves
            return (trigger(holder, label, self.text, self.effects.bind(refs, amount)),)
        resolution = Targeted(self.target, self.effects.bind(refs, amount), defending)
        return targeted(holder, label, self.text, target, self._checked(refs, resolution))

    def _checked(self, refs, resolution):
        """``resolution``, its "you may" chosen as it resolves (603.5), after checking the
        intervening "if" clause again (603.4)."""
        if self.optional:
            resolution = Optional(resolution)
        if not self.condition:
            return resolution
        return Intervening(self.condition, tuple(refs.items()), resolution)

    # Every kind of happening is matched against its trigger event (reacts_to says which can be).
    on_step_begins = on_attacks = on_blocks = on_becomes_blocked = on_unblocked = on_put_attacking = _triggered
    on_put_blocking = on_damage_dealt = on_leaves_battlefield = on_dies = on_enters = on_spell_cast = _triggered
    on_ability_activated = on_ability_triggered = _triggered


# ------------------------------------------------------------------ choices given (603.3b-d)

def possible_ids(state: GameState) -> list[str]:
    """The ids a choice for a triggered ability can name now: the objects on the stack,
    then the triggered abilities of the permanents on the battlefield, as they would be
    named if they triggered (:meth:`~mtgjudge.cr.r702_keywords.Ability.trigger_ids`)."""
    out = [o.id for o in state.stack]
    for perm in state.battlefield.values():
        for ability in perm.abilities:
            out.extend(ability.trigger_ids(perm))
    return list(dict.fromkeys(out))


def controller_of(state: GameState, label: str) -> str | None:
    """The player who would control triggered ability ``label`` (an id of
    :func:`possible_ids`, ignoring case and a " #2"): its stack object's controller, else
    its source's controller (603.3a); None if it names none."""
    folded = label.casefold().rsplit(" #", 1)[0]
    for obj in state.stack:
        if obj.id.casefold() in (label.casefold(), folded):
            return obj.controller
    for perm in state.battlefield.values():
        for ability in perm.abilities:
            if any(i.casefold() == folded for i in ability.trigger_ids(perm)):
                return perm.controller
    return None


def close_ids(given: str, known: Sequence[str]) -> list[str]:
    """The ids of ``known`` that ``given`` may have meant, best first: close spellings,
    then those that begin with it ("Brimaz" for "Brimaz, King of Oreskos (whenever it
    attacks)"), ignoring case."""
    import difflib

    folded = {k.casefold(): k for k in known}
    g = given.casefold().strip()
    close = difflib.get_close_matches(g, list(folded), n=3, cutoff=0.6)
    close += [k for k in folded if g and k.startswith(g) and k not in close]
    return [folded[c] for c in close[:3]]


@implements("603.3b")
def unknown_id(given: str, known: Sequence[str]) -> Text | None:
    """The message for ``given``, a triggered ability's id that names none of ``known``
    (ignoring case; a "#2" made unique by :func:`collect` counts as its base id), or
    None if it names one."""
    folded = {k.casefold() for k in known}
    base = given.casefold().rsplit(" #", 1)[0]
    if given.casefold() in folded or base in folded:
        return None
    if not known:
        return Text("choice.unknown_trigger_none", id=given)
    close = close_ids(given, known)
    ids = AllParts(map(StackLabel, known))
    if close:
        return Text("choice.unknown_trigger", id=given, ids=ids,
                    suggestions=[Text("term.quote", text=StackLabel(c)) for c in close])
    return Text("choice.unknown_trigger_plain", id=given, ids=ids)


@implements("603.3d")
def choice_problem(state: GameState, obj: StackObject, picks: Sequence[str]) -> Text | None:
    """What is wrong with ``picks``, the choices given for stack object ``obj``, or None:
    more than its one target, or a target that isn't one it can have (603.3d), else what
    its resolution's ``check_choice(state, obj, picks)`` hook says
    (myriad 702.116a, a token's attack 508.4, annihilator's sacrifices 701.21a)."""
    picks = tuple(picks)
    if obj.targets and len(picks) > len(obj.targets):
        return Text("choice.one_target", object=StackLabel(obj.id), count=len(picks), picks=AllParts(picks))
    if obj.targets and picks and picks[0].casefold() != obj.targets[0].casefold():
        return Text("choice.not_legal_target", pick=picks[0], object=StackLabel(obj.id))
    check = getattr(obj.resolution, "check_choice", None)
    return check(state, obj, picks) if check is not None else None


def check_stack_choices(state: GameState, skip: Iterable[str] = ()) -> None:
    """Check the choices given (``state.trigger_choices``) for each object on the stack
    but those of ``skip`` (ids of objects already checked).

    Raises:
        TriggerChoiceError: the first that can't be made (:func:`choice_problem`).
    """
    if not state.trigger_choices:
        return
    from mtgjudge.errors import TriggerChoiceError

    skip = set(skip)
    for obj in state.stack:
        if obj.id in skip:
            continue
        picks = chosen(state, obj.id)
        if picks is None:
            continue
        problem = choice_problem(state, obj, picks)
        if problem is not None:
            key = next(k for k, _ in state.trigger_choices if k.casefold() == obj.id.casefold())
            raise TriggerChoiceError(key, problem)


#: The form of a triggered ability's id: "Source (whenever it attacks)", "Exalted
#: (Source)", either made unique with " #2".
_ID = re.compile(r"(.+?) \((.+)\)( #\d+)?")


@implements("603.3b", "603.3d")
def check_choice_input(state: GameState, label: str, picks: Sequence[str], names: Any,
                       triggered: Sequence[str] = (), key: str | None = None) -> tuple[str, ...]:
    """Check a choice given for the triggered ability ``label`` before it triggers, as
    far as it can be: the id must have the form of one (``"Source (when...)"``,
    ``"Keyword (Source)"``) and not be a misspelling of one that can trigger now or did
    (``triggered``); each of ``picks`` must name a player or permanent (``names``, a
    :class:`~mtgjudge.names.NameIndex`). Returns ``picks`` as exact ids.

    Raises:
        TriggerChoiceError: the first problem, for ``key`` (default ``label``), with the
            close ids or names.
    """
    from mtgjudge.errors import TriggerChoiceError, UnknownNameError

    key = key or label
    known = list(dict.fromkeys([*possible_ids(state), *triggered]))
    folded = {k.casefold() for k in known}
    unknown = label.casefold() not in folded and label.casefold().rsplit(" #", 1)[0] not in folded
    if unknown and (_ID.fullmatch(label.strip()) is None or close_ids(label, known)):
        raise TriggerChoiceError(key, unknown_id(label, known), label)
    if key.startswith("order:"):  # 603.3b: each player orders the abilities they control
        controller = controller_of(state, label)
        if controller is not None and controller != key[len("order:"):]:
            raise TriggerChoiceError(key, Text("choice.order_not_controlled", object=StackLabel(label),
                                               player=key[len("order:"):], controller=controller), label)
    out = []
    for pick in picks:
        try:
            out.append(names.resolve(str(pick)))
        except UnknownNameError as e:
            raise TriggerChoiceError(key, Text("choice.unknown_name", message=e.text,
                                               object=StackLabel(label))) from None
    return tuple(out)
