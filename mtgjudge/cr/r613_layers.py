"""CR 613: the interaction of continuous effects: characteristics computed in layers.

:func:`compute` starts from each permanent's printed values (613.1) and applies every
continuous effect in layer order (613.1a-g, 613.4a-d), characteristic-defining abilities
first in a layer (613.3), then by timestamp (613.7), except where one effect depends on
another (613.8). The result for each permanent is a :class:`Characteristics`; the
permanent's ``power``, ``abilities``, ``colors``... read it (``GameState`` keeps it until
something it depends on changes).

Counters (7c) are not folded in here: :class:`Characteristics` adds the permanent's
+1/+1 and -1/-1 counters when power or toughness is read, so damage results that put
counters don't make the layers run again.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING

from mtgjudge.abilities.base import Ability
from mtgjudge.cr import implements
from mtgjudge.fast_init import fast_init

if TYPE_CHECKING:
    from mtgjudge.cards.model import Card
    from mtgjudge.cr.r611_continuous_effects import ContinuousEffect
    from mtgjudge.engine.state import GameState, Permanent

#: Layers and sublayers in the order they apply (613.1, 613.4).
LAYERS: tuple[str, ...] = ("1", "2", "3", "4", "5", "6", "7a", "7b", "7c", "7d")
#: Subtypes that are not creature types (205.3g-k): an object that is "every creature
#: type" (702.73a) has none of them.
NONCREATURE_SUBTYPES = frozenset({
    "Plains", "Island", "Swamp", "Mountain", "Forest", "Desert", "Gate", "Lair", "Locus", "Sphere",
    "Cave", "Town", "Mine", "Power-Plant", "Tower", "Equipment", "Vehicle", "Fortification", "Food",
    "Clue", "Treasure", "Blood", "Gold", "Powerstone", "Incubator", "Map", "Attraction", "Contraption",
    "Bobblehead", "Spacecraft", "Aura", "Saga", "Class", "Shrine", "Room", "Cartouche", "Curse", "Rune",
    "Shard", "Background", "Role", "Case", "Arcane", "Trap", "Lesson", "Adventure", "Omen",
    "Siege", "Urza's",
})


class EveryCreatureType(tuple):
    """A subtype tuple that also holds every creature type (702.73a): ``"Wall" in it``
    is True; land, artifact and enchantment types are in it only if listed."""

    __slots__ = ()

    def __contains__(self, item: object) -> bool:
        return tuple.__contains__(self, item) or (isinstance(item, str) and item not in NONCREATURE_SUBTYPES)


@fast_init
@dataclass(frozen=True, slots=True)
class Applied:
    """One effect as it was applied to a permanent (for the explanation)."""

    layer: str
    effect: ContinuousEffect
    power: int | None
    toughness: int | None


@fast_init
@dataclass(frozen=True, slots=True)
class Characteristics:
    """A permanent's current characteristics (613.1) and how they were reached.

    ``power``/``toughness`` as properties add counters (613.4c) and apply a switch
    (613.4d); ``base_power``/``base_toughness`` are the values after 7a-7b, and
    ``power_mod``/``toughness_mod`` the 7c effects (not counters).
    """

    controller: str
    supertypes: tuple[str, ...]
    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    colors: tuple[str, ...]
    abilities: tuple[Ability, ...]
    base_power: int | None
    base_toughness: int | None
    power_mod: int = 0
    toughness_mod: int = 0
    switched: bool = False
    applied: tuple[Applied, ...] = ()
    #: flag -> whether any of ``abilities`` sets it (see ``r702_keywords.has_flag``),
    #: filled in as asked: the abilities never change.
    flags: dict = field(default_factory=dict, init=False, compare=False, repr=False)
    #: ``pt()`` without counters, kept as first found (these values never change; state-
    #: based actions ask it of every creature after each damage step).
    plain_pt: tuple[int, int] | None = field(default=None, init=False, compare=False, repr=False)

    def has_flag(self, flag: str) -> bool:
        """True if any of its abilities sets the class flag ``flag`` (e.g. ``"deathtouch"``)."""
        known = self.flags.get(flag)
        if known is None:
            known = self.flags[flag] = any(flag in a.flags for a in self.abilities)
        return known

    def pt(self, counters: dict[str, int]) -> tuple[int, int]:
        """(power, toughness) with ``counters`` applied in 7c and the 7d switch (613.4)."""
        if not counters:
            known = self.plain_pt
            if known is None:
                known = self._pt(0)
                object.__setattr__(self, "plain_pt", known)
            return known
        return self._pt(counters.get("+1/+1", 0) - counters.get("-1/-1", 0))

    def _pt(self, n: int) -> tuple[int, int]:
        p = (self.base_power or 0) + self.power_mod + n
        t = (self.base_toughness or 0) + self.toughness_mod + n
        return (t, p) if self.switched else (p, t)


@dataclass(slots=True)
class Working:
    """A permanent's characteristics while the layers are applied (mutable, private)."""

    pid: str
    controller: str
    supertypes: list[str]
    types: list[str]
    subtypes: list[str]
    colors: list[str]
    abilities: list[Ability]
    power: int | None
    toughness: int | None
    counters: dict[str, int]
    all_creature_types: bool = False
    power_mod: int = 0
    toughness_mod: int = 0
    switched: bool = False
    applied: list[Applied] = field(default_factory=list)
    #: the permanent's own abilities (613.1), as a tuple
    own: tuple[Ability, ...] = ()
    #: printed subtypes that aren't creature types: those of a card with no creature type
    #: (205.3d: a planeswalker's Gideon), kept by "becomes a Frog" (205.1b)
    noncreature_subtypes: tuple[str, ...] = ()
    #: ids of entries of ``abilities`` that are another permanent's effect stated as an
    #: ability ("Enchanted creature can't block", Moat's "can't attack"): no ability of
    #: this object, so no effect that removes its abilities removes them (613.1f)
    effect_only: frozenset[int] = frozenset()

    @property
    def is_creature(self) -> bool:
        return "Creature" in self.types

    def has_subtype(self, subtype: str) -> bool:
        return subtype in self.subtypes or (self.all_creature_types and subtype not in NONCREATURE_SUBTYPES)

    def current_pt(self, counters: bool = True) -> tuple[int | None, int | None]:
        """Power and toughness as far as the layers applied so far; counters included
        when asked (they apply in layer 7c, 613.4c)."""
        if "Creature" not in self.types:
            return None, None
        c = self.counters
        n = c.get("+1/+1", 0) - c.get("-1/-1", 0) if c and counters else 0
        p = (self.power or 0) + self.power_mod + n
        t = (self.toughness or 0) + self.toughness_mod + n
        return (t, p) if self.switched else (p, t)

    def copy(self) -> Working:
        return Working(self.pid, self.controller, list(self.supertypes), list(self.types),
                       list(self.subtypes), list(self.colors), list(self.abilities), self.power,
                       self.toughness, self.counters, self.all_creature_types, self.power_mod,
                       self.toughness_mod, self.switched, list(self.applied), self.own,
                       self.noncreature_subtypes, self.effect_only)

    def freeze(self) -> Characteristics:
        subtypes = tuple(self.subtypes)
        if self.all_creature_types:
            subtypes = EveryCreatureType(subtypes)
        abilities, own = self.abilities, self.own
        if len(abilities) != len(own):
            own = tuple(abilities)  # changed in layer 6; else its own tuple (see _share_flags)
        else:
            for a, b in zip(abilities, own):  # (a loop, not any(...) over a generator)
                if a is not b:
                    own = tuple(abilities)
                    break
        return _share_flags(Characteristics(self.controller, tuple(self.supertypes), tuple(self.types), subtypes,
                                            tuple(self.colors), own, self.power, self.toughness,
                                            self.power_mod, self.toughness_mod, self.switched,
                                            tuple(self.applied)))


#: id(abilities) -> (abilities, flags): the ``Characteristics.flags`` of every
#: characteristics with that same tuple of abilities (kept, so ids stay theirs): what
#: ``has_flag`` found stays known when the layers run again.
_FLAGS: dict[int, tuple[tuple, dict]] = {}


def _share_flags(ch: Characteristics) -> Characteristics:
    """``ch``, its ``flags`` shared with earlier characteristics with the same abilities."""
    abilities = ch.abilities
    hit = _FLAGS.get(id(abilities))
    if hit is None or hit[0] is not abilities:
        if len(_FLAGS) >= 4096:
            _FLAGS.clear()
        hit = _FLAGS[id(abilities)] = (abilities, ch.flags)
    object.__setattr__(ch, "flags", hit[1])
    return ch


def printed(perm: Permanent) -> Working:
    """The starting values (613.1): the card's, with P/T as given for ``*`` cards."""
    c = perm.card
    types = c.types  # (no sets built: asked of every permanent when the layers run)
    kept = () if "Creature" in types or "Kindred" in types or "Tribal" in types else c.subtypes
    return Working(perm.id, perm.controller, list(c.supertypes), list(c.types), list(c.subtypes),
                   list(c.colors), list(perm.own_abilities), perm.base_power,
                   perm.base_toughness, perm.counters, own=perm.own_abilities, noncreature_subtypes=kept)


@lru_cache(maxsize=4096)
def characteristics_alone(pid: str, controller: str, card: Card, own_abilities: tuple[Ability, ...],
                          base_power: int | None, base_toughness: int | None) -> Characteristics:
    """A permanent's characteristics with no continuous effects (not on a board)."""
    return _share_flags(Characteristics(controller, card.supertypes, card.types, card.subtypes, card.colors,
                                        own_abilities, base_power, base_toughness))


#: (id, controller, id(card), id(own abilities), base P/T) -> (card, own abilities,
#: their :class:`Characteristics` alone): :func:`no_effects` by identity, which is much
#: cheaper than hashing a card and its abilities (the objects are kept, so ids stay theirs).
_ALONE: dict[tuple, tuple] = {}


def no_effects(perm: Permanent) -> Characteristics:
    """``perm``'s printed characteristics (613.1), before any effect."""
    card, own = perm.card, perm.own_abilities
    key = (perm.id, perm.controller, id(card), id(own), perm.base_power, perm.base_toughness)
    hit = _ALONE.get(key)
    if hit is not None and hit[0] is card and hit[1] is own:
        return hit[2]
    chars = characteristics_alone(perm.id, perm.controller, card, own, perm.base_power, perm.base_toughness)
    if len(_ALONE) >= 4096:
        _ALONE.clear()
    _ALONE[key] = (card, own, chars)
    return chars


def _makes_effects(abilities: tuple[Ability, ...]) -> bool:
    """True if any of ``abilities`` has its own ``continuous_effects`` hook (remembered
    in the flags shared by that tuple, see :func:`_share_flags`)."""
    hit = _FLAGS.get(id(abilities))
    if hit is None or hit[0] is not abilities:
        if len(_FLAGS) >= 4096:
            _FLAGS.clear()
        hit = _FLAGS[id(abilities)] = (abilities, {})
    known = hit[1].get("continuous_effects")
    if known is None:
        default = Ability.continuous_effects
        known = hit[1]["continuous_effects"] = any(type(a).continuous_effects is not default for a in abilities)
    return known


def effects_in_play(state: GameState) -> list[ContinuousEffect]:
    """Every continuous effect now: from static abilities of permanents (611.3; an
    Aura's or Equipment's too), then from resolved spells and abilities (611.2)."""
    out: list[ContinuousEffect] = []
    for perm in state.battlefield.values():
        own = perm.own_abilities
        if not own:
            continue
        hit = _FLAGS.get(id(own))  # _makes_effects(own), its remembered answer read inline
        known = hit[1].get("continuous_effects") if hit is not None and hit[0] is own else None
        if known is None:
            known = _makes_effects(own)
        if known:
            for ability in own:
                out.extend(ability.continuous_effects(state, perm))
    out.extend(state.continuous_effects)
    return out


def _exists(e: ContinuousEffect, work: dict[str, Working], started: dict[str, list[str]]) -> bool:
    """False once the static ability generating ``e`` is gone (e.g. it lost all
    abilities in layer 6), unless ``e`` already began to apply (613.6)."""
    if e.group in started or e.ability is None:
        return True
    w = work.get(e.source)
    return w is not None and any(a is e.ability or a == e.ability for a in w.abilities)


def _targets(e: ContinuousEffect, state: GameState, work: dict[str, Working],
             started: dict[str, list[str]]) -> list[str]:
    if e.group in started:
        return [p for p in started[e.group] if p in work]
    if e.condition is not None and not e.condition.holds(state, e.source, work):
        return []
    return e.affects.ids(state, e.source, work)


def _apply(e: ContinuousEffect, state: GameState, work: dict[str, Working],
           started: dict[str, list[str]]) -> None:
    if not _exists(e, work, started):
        return
    if e.counts:  # "+1/+1 for each ...": counted now, by the values so far (613.4c)
        e = e.counted(state, work)
    ids = _targets(e, state, work, started)
    started[e.group] = ids
    counted = e.layer in ("7c", "7d")  # counters count from 7c on (613.4c)
    for pid in ids:
        w = work[pid]
        e.apply(w)
        p, t = w.current_pt(counted)
        w.applied.append(Applied(e.layer, e, p, t))


@implements("613.8a", "613.8b", "613.8c")
def _depends(e: ContinuousEffect, other: ContinuousEffect, state: GameState,
             work: dict[str, Working], started: dict[str, list[str]]) -> bool:
    """True if applying ``other`` would change whether ``e`` exists or what it applies
    to (613.8a); both are in the same layer."""
    before = (_exists(e, work, started), _targets(e, state, work, started))
    trial = {pid: w.copy() for pid, w in work.items()}
    _apply(other, state, trial, dict(started))
    return before != (_exists(e, trial, started), _targets(e, state, trial, started))


def _order_and_apply(layer: list[ContinuousEffect], state: GameState, work: dict[str, Working],
                     started: dict[str, list[str]]) -> None:
    """Apply one layer's effects: CDAs first (613.3), then timestamp order (613.7),
    except that an effect depending on others waits for them (613.8b), reevaluated after
    each one applies (613.8c); in a dependency loop, timestamp order decides (613.8b)."""
    remaining = sorted(layer, key=lambda e: (not e.cda, e.timestamp))
    while remaining:
        chosen = remaining[0]
        if len(remaining) > 1 and remaining[0].layer in ("4", "6"):
            for e in remaining:
                if not any(_depends(e, o, state, work, started) for o in remaining if o is not e):
                    chosen = e
                    break
        remaining.remove(chosen)
        _apply(chosen, state, work, started)


def is_dynamic(e: ContinuousEffect) -> bool:
    """Whether what ``e`` does can change with tapping, combat or life totals: "untapped
    creatures you control", "as long as ~ is attacking", "you have 5 or less life"."""
    return ((e.condition is not None and e.condition.dynamic) or getattr(e.affects, "dynamic", False)
            or getattr(getattr(e, "per", None), "dynamic", False))


class Computed(dict):
    """permanent id -> :class:`Characteristics`, remembering which permanents were
    sources of effects and whether any effect was conditional."""

    __slots__ = ("conditional", "dynamic", "effects", "in_play", "sources")

    def __init__(self, chars: dict[str, Characteristics], effects: list[ContinuousEffect] = ()) -> None:
        super().__init__(chars)
        #: the effects applied (in play when these values were computed)
        self.effects = tuple(effects)
        self.sources = frozenset(e.source for e in effects)
        #: some effect depends on tapping, combat or life totals (see ``GameState.status_changed``)
        self.dynamic = any(is_dynamic(e) for e in effects)
        #: some effect depends on more than the permanents it comes from and applies to
        self.conditional = self.dynamic or any(e.condition is not None or e.counts for e in effects)
        #: the hooks and flags these permanents' abilities have (``r702_keywords.in_play``)
        self.in_play: frozenset[str] | None = None

    def only(self, ids) -> Computed:
        """The same values for ``ids`` only (permanents that generate no effect left)."""
        out = dict.__new__(Computed)  # without __init__: these two are the same
        for i in ids:
            dict.__setitem__(out, i, self[i])
        # ``in_play`` kept: a superset for fewer permanents, which is all it promises
        out.sources, out.conditional, out.in_play = self.sources, self.conditional, self.in_play
        out.dynamic = self.dynamic
        out.effects = self.effects
        return out


def unchanged_by_leaving(before: dict[str, Characteristics], battlefield: dict) -> bool:
    """True if ``battlefield`` is ``before``'s permanents minus some that generated no
    effect, with no conditional effect: then every remaining permanent's values stand
    (an effect that counts permanents, "+1/+1 for each ...", makes the values conditional)."""
    if not isinstance(before, Computed) or before.conditional or len(battlefield) > len(before):
        return False
    for pid in battlefield:
        if pid not in before:
            return False
    return not any(pid in before.sources for pid in before if pid not in battlefield)


def _without(ch: Characteristics, gone: frozenset[str], perm: Permanent) -> Characteristics:
    """``ch`` with the layer 7c effects from sources in ``gone`` taken away (613.4c):
    power and toughness changes are added, so the others' stand, and each later step of
    ``applied`` shows the values less what was taken away."""
    dp = dt = 0
    kept: list[Applied] = []
    for a in ch.applied:
        if a.effect.source in gone:
            dp += a.effect.power
            dt += a.effect.toughness
            continue
        if (dp or dt) and a.power is not None:
            if a.layer == "7d":  # switched: power shows toughness and the reverse
                a = Applied(a.layer, a.effect, a.power - dt, a.toughness - dp)
            else:
                a = Applied(a.layer, a.effect, a.power - dp, a.toughness - dt)
        kept.append(a)
    if not kept:
        return no_effects(perm)
    return _share_flags(Characteristics(ch.controller, ch.supertypes, ch.types, ch.subtypes, ch.colors,
                                        ch.abilities, ch.base_power, ch.base_toughness,
                                        ch.power_mod - dp, ch.toughness_mod - dt, ch.switched, tuple(kept)))


@implements("613.4c")
def after_leaving(before: dict[str, Characteristics], battlefield: dict) -> Computed | None:
    """The characteristics of ``battlefield``'s permanents, found from ``before`` when
    ``battlefield`` is ``before``'s permanents minus some that left and no effect is
    conditional; None when they must be computed again.

    The others' values stand when the permanents that left generated no effect (an
    effect counting permanents is conditional, and then nothing is found this way).
    When they generated only effects that change power and toughness (layer 7c: an
    anthem, a lord, an Aura's or Equipment's bonus), only the permanents those effects
    applied to change, and only by those amounts: no effect's
    objects depend on power or toughness, and 7c changes are added (613.4c). Anything
    else (a lord granting a type or an ability, a set P/T, an effect of a resolved
    ability whose source left, which goes on applying) is computed again.
    """
    if not isinstance(before, Computed) or before.conditional or len(battlefield) > len(before):
        return None
    for pid in battlefield:
        if pid not in before:
            return None
    sources = before.sources
    gone = frozenset(pid for pid in before if pid not in battlefield and pid in sources)
    if not gone:
        return before.only(battlefield)
    for e in before.effects:
        # (a resolved ability's effect, ``ability`` None, outlasts its source: 611.2)
        if e.source in gone and (e.ability is None or not e.pt_only):
            return None
        if not e.affects.reads_no_pt:
            return None
    out = Computed.__new__(Computed)
    for pid, perm in battlefield.items():
        ch = before[pid]
        if ch.applied and any(a.effect.source in gone for a in ch.applied):
            ch = _without(ch, gone, perm)
        dict.__setitem__(out, pid, ch)
    out.effects = tuple(e for e in before.effects if e.source not in gone)
    out.sources = frozenset(e.source for e in out.effects)
    out.conditional = out.dynamic = False
    out.in_play = before.in_play
    return out


@implements("613.4c", "613.7b")
def after_adding(before: dict[str, Characteristics], added: tuple[ContinuousEffect, ...],
                 battlefield: dict) -> Computed | None:
    """The characteristics of ``battlefield``'s permanents once ``added`` (the effects of a
    spell or ability that just resolved, 611.2) join the effects ``before`` was computed
    with, found from ``before``; None when they must be computed again.

    Found so only when every added effect just changes power and toughness (layer 7c) of
    objects fixed as it began (Giant Growth's target, 611.2c), with the latest timestamp
    (so in 613.4c it comes last, 613.7b), and no effect is conditional or chooses its
    objects by power or toughness: then the others' values stand and each object's
    changes by the amounts added. An object whose power and toughness are switched (7d,
    applied after 7c) is computed again. ``before`` must be the values for
    ``battlefield`` as it is (the same version).
    """
    if not isinstance(before, Computed) or before.conditional or not added:
        return None
    latest = max((e.timestamp for e in before.effects), default=0)
    groups = {e.group for e in before.effects}
    for e in added:
        if (not e.pt_only or not e.affects.fixed or e.condition is not None
                or e.cda or e.timestamp < latest or e.group in groups):
            return None
    for e in before.effects:
        if not e.affects.reads_no_pt:
            return None
    out = Computed.__new__(Computed)
    dict.update(out, before)
    for e in added:
        for pid in dict.fromkeys(e.affects.pids):
            perm = battlefield.get(pid)
            if perm is None:
                continue
            ch = out[pid]
            if ch.switched or any(a.layer == "7d" for a in ch.applied):
                return None
            p = t = None
            if "Creature" in ch.types:  # the values after this step, counters included (as Working.current_pt)
                p, t = ch.pt(perm.counters)
                p, t = p + e.power, t + e.toughness
            dict.__setitem__(out, pid, _share_flags(Characteristics(
                ch.controller, ch.supertypes, ch.types, ch.subtypes, ch.colors, ch.abilities,
                ch.base_power, ch.base_toughness, ch.power_mod + e.power, ch.toughness_mod + e.toughness,
                False, (*ch.applied, Applied(e.layer, e, p, t)))))
    out.effects = (*before.effects, *added)
    out.sources = before.sources | {e.source for e in added}
    out.conditional = out.dynamic = False
    out.in_play = before.in_play
    return out


def unattaching_changes_nothing(state: GameState, pid: str) -> bool:
    """True if unattaching permanent ``pid`` (an Equipment, 704.5n) changes no
    characteristics: its effects all apply to "equipped creature", none applies to a
    permanent now (the one it was attached to left, or is no longer a creature), and no
    effect is conditional. Asked before it is unattached."""
    state.characteristics_of(pid)  # the values now (cheap when only permanents left)
    stands = state.battlefield.stands
    if stands is None or stands[0] != state.battlefield.version:
        return False
    values = stands[1]
    if values.conditional or pid not in values.sources:
        return not values.conditional
    if any(e.source == pid and (e.ability is None or not e.affects.attached) for e in values.effects):
        return False
    return not any(a.effect.source == pid for ch in values.values() for a in ch.applied)


@implements("613.1", "613.3", "613.4", "613.5", "613.6", "613.7", "613.7a", "613.7b")
def compute(state: GameState) -> dict[str, Characteristics]:
    """The current characteristics of every permanent on the battlefield (613.1-613.8).

    Returns:
        permanent id -> :class:`Characteristics`, with each effect applied, in order,
        recorded in ``applied``.
    """
    effects = effects_in_play(state)
    if not effects:
        out = {}
        for pid, p in state.battlefield.items():  # no_effects(p), its remembered answer read inline
            card, own = p.card, p.own_abilities
            hit = _ALONE.get((pid, p.controller, id(card), id(own), p.base_power, p.base_toughness))
            out[pid] = hit[2] if hit is not None and hit[0] is card and hit[1] is own else no_effects(p)
        return Computed(out, effects)
    work = {pid: printed(p) for pid, p in state.battlefield.items()}
    by_layer: dict[str, list[ContinuousEffect]] = {}
    for e in effects:
        by_layer.setdefault(e.layer, []).append(e)
    started: dict[str, list[str]] = {}
    for layer in LAYERS:
        if layer in by_layer:
            _order_and_apply(by_layer[layer], state, work, started)
    # A permanent no effect applied to has its printed values (613.1), found by identity.
    battlefield = state.battlefield
    return Computed({pid: w.freeze() if w.applied else no_effects(battlefield[pid])
                     for pid, w in work.items()}, effects)
