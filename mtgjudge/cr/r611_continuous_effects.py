"""CR 611: continuous effects, as data.

A :class:`ContinuousEffect` modifies characteristics of objects for a while (611.1). It
knows its ``source``, which objects it ``affects``, its ``duration``, its
``timestamp`` (613.7), the ``layer`` it applies in (613.1, 613.4) and the ``rule`` it
follows, and it has one hook, :meth:`ContinuousEffect.apply`, which the layer system
(:mod:`mtgjudge.cr.r613_layers`) calls on the characteristics being computed.

Effects come from static abilities of permanents (611.3, through
:meth:`~mtgjudge.cr.r702_keywords.Ability.continuous_effects`), from Auras and
Equipment (their static abilities name "enchanted/equipped creature"), and from spells
and abilities that resolved earlier this turn (611.2, in ``GameState.continuous_effects``).

Everything here is frozen and hashable, so states holding effects copy and compare
exactly (733).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import TYPE_CHECKING, ClassVar

from mtgjudge.abilities.base import Ability
from mtgjudge.cr import implements
from mtgjudge.cr.r613_layers import LAYERS, NONCREATURE_SUBTYPES  # noqa: F401 - also read from here

if TYPE_CHECKING:
    from mtgjudge.cr.r613_layers import Working
    from mtgjudge.engine.state import GameState

#: The rule naming each layer.
LAYER_RULES: dict[str, str] = {"1": "613.1a", "2": "613.1b", "3": "613.1c", "4": "613.1d",
                               "5": "613.1e", "6": "613.1f", "7a": "613.4a", "7b": "613.4b",
                               "7c": "613.4c", "7d": "613.4d"}


# ---------------------------------------------------------------- what an effect affects
@dataclass(frozen=True, slots=True)
class Affects:
    """Which objects an effect applies to. Base: nothing. Subclasses answer
    :meth:`ids` from the characteristics computed so far (611.3a: a static ability's
    effect applies at each moment to whatever its text indicates).

    What the layer system (:mod:`mtgjudge.cr.r613_layers`) may assume of them, to keep
    values it computed: ``reads_no_pt``, which objects they are depends only on layers
    1-6 and attachments, never on power or toughness; ``fixed``, they were locked in as
    the effect began (611.2c); ``attached``, the object the source is attached to."""

    reads_no_pt: ClassVar[bool] = False
    fixed: ClassVar[bool] = False
    attached: ClassVar[bool] = False

    def ids(self, state: GameState, source: str, work: dict[str, Working]) -> list[str]:
        return []

    def describe(self) -> str:
        return ""


@dataclass(frozen=True, slots=True)
class Objects(Affects):
    """Fixed objects, e.g. a spell's target: the set is locked in when the effect
    began (611.2c)."""

    pids: tuple[str, ...] = ()
    reads_no_pt: ClassVar[bool] = True
    fixed: ClassVar[bool] = True

    def ids(self, state, source, work):
        return [p for p in self.pids if p in work]

    def describe(self) -> str:
        return ", ".join(self.pids)


def hand_source(target: str) -> str:
    """The source shown for an effect written by hand on ``target`` with no source given
    (a scenario's or the API's effect that no card on the board states)."""
    return f"effect on {target}"


@dataclass(frozen=True, slots=True)
class Itself(Affects):
    """The source itself ("this creature", the card's name)."""

    reads_no_pt: ClassVar[bool] = True

    def ids(self, state, source, work):
        return [source] if source in work else []


@dataclass(frozen=True, slots=True)
class AttachedTo(Affects):
    """The object the source (an Aura or Equipment) is attached to: "enchanted
    creature", "equipped creature" (303.4, 301.5)."""

    reads_no_pt: ClassVar[bool] = True
    attached: ClassVar[bool] = True

    def ids(self, state, source, work):
        perm = state.battlefield.get(source)
        target = perm.attached_to if perm is not None else None
        return [target] if target in work and work[target].is_creature else []


@dataclass(frozen=True, slots=True)
class Filter(Affects):
    """Permanents matching a description, e.g. "Other Elf creatures you control",
    "Untapped creatures you control", "Wolves and Werewolves you control".

    Attributes:
        card_type: a card type they must have ("Creature"), or "".
        subtype: a subtype they must have ("Elf"), or "".
        color: a colour they must have ("W"), or "".
        ability: the name of an ability they must have ("flying"), or "".
        controller: "you" (the source's controller), "opponents", or "" (anyone).
        other: True for "other ...": not the source itself.
        subtypes: subtypes of which they must have one ("Wolves and Werewolves"), or ().
        status: "tapped", "untapped", "attacking", "blocking" (110.5, 506.4), "enchanted",
            "equipped" (an Aura / Equipment attached), "countered" (a +1/+1 counter on
            it, 122.1), or "".
        without: names of abilities they must have none of ("without flying or islandwalk"), or ().
        not_color: a colour they must not have ("nonblack"), or "".
        also_type: a second card type they must have ("artifact creatures"), or "".
        supertype: a supertype they must have ("legendary creatures"), or "".
        colorness: "multicolored", "monocolored" or "colorless" (105.2), or "".
    """

    card_type: str = "Creature"
    subtype: str = ""
    color: str = ""
    ability: str = ""
    controller: str = ""
    other: bool = False
    subtypes: tuple[str, ...] = ()
    status: str = ""
    without: tuple[str, ...] = ()
    not_color: str = ""
    also_type: str = ""
    supertype: str = ""
    colorness: str = ""
    reads_no_pt: ClassVar[bool] = True

    @property
    def dynamic(self) -> bool:
        """Whether what it matches changes with tapping and combat, not only with the
        permanents on the battlefield."""
        return self.status in ("tapped", "untapped", "attacking", "blocking", "countered")

    def matches(self, state: GameState, w: Working, source: str, you: str) -> bool:
        if self.other and w.pid == source:
            return False
        if self.controller == "you" and w.controller != you:
            return False
        if self.controller == "opponents" and not state.is_opponent(you, w.controller):  # 102.3
            return False
        if self.card_type and self.card_type not in w.types:
            return False
        if self.also_type and self.also_type not in w.types:
            return False
        if self.supertype and self.supertype not in w.supertypes:
            return False
        if self.subtype and not w.has_subtype(self.subtype):
            return False
        if self.subtypes and not any(w.has_subtype(s) for s in self.subtypes):
            return False
        if self.color and self.color not in w.colors:
            return False
        if self.not_color and self.not_color in w.colors:
            return False
        if self.colorness and self.colorness != _colorness(len(w.colors)):
            return False
        if self.status and not _has_status(state, w.pid, self.status):
            return False
        if self.without and any(_named(a, k) for a in w.abilities for k in self.without):
            return False
        return not self.ability or any(_named(a, self.ability) for a in w.abilities)

    def ids(self, state, source, work):
        you = work[source].controller if source in work else ""
        return [pid for pid, w in work.items() if self.matches(state, w, source, you)]


def _colorness(n: int) -> str:
    return "colorless" if n == 0 else "monocolored" if n == 1 else "multicolored"


def _named(ability: Ability, name: str) -> bool:
    """Whether ``ability`` is the keyword ``name`` ("flying"; "islandwalk", a landwalk)."""
    return ability.name == name or (ability.name == "landwalk" and ability.text.lower() == name)


def _has_status(state: GameState, pid: str, status: str) -> bool:
    """Whether permanent ``pid`` is tapped, untapped (110.5), attacking or blocking (506.4)."""
    if status == "attacking":
        return pid in state.combat.attacking
    if status == "in combat":
        return pid in state.combat.attacking or pid in state.combat.blocking
    if status == "countered":  # "with a +1/+1 counter on it" (122.1)
        perm = state.battlefield.get(pid)
        return perm is not None and perm.counters.get("+1/+1", 0) > 0
    if status in ("enchanted", "equipped"):  # an Aura / Equipment attached to it (303.4, 301.5)
        kind = "Aura" if status == "enchanted" else "Equipment"
        return any(p.attached_to == pid and kind in p.card.subtypes for p in state.battlefield.values())
    if status == "blocking":
        return pid in state.combat.blocking
    perm = state.battlefield.get(pid)
    return perm is not None and perm.tapped == (status == "tapped")


# ---------------------------------------------------------------- conditions (611.3b)
@dataclass(frozen=True, slots=True)
class Condition:
    """When a conditional static ability applies ("as long as ...", "during your turn").
    ``dynamic``: whether it can change with tapping, combat or life totals, not only with
    the permanents on the battlefield."""

    dynamic: ClassVar[bool] = False

    def holds(self, state: GameState, source: str, work: dict[str, Working]) -> bool:
        return True


@dataclass(frozen=True, slots=True)
class YourTurn(Condition):
    """"During your turn" / "as long as it's your turn" (``negate``: "not your turn")."""

    negate: bool = False

    def holds(self, state, source, work):
        you = work[source].controller if source in work else None
        return (state.active == you) != self.negate


@dataclass(frozen=True, slots=True)
class YouControl(Condition):
    """"As long as you control a(n) <filter>" (``other``: another one); ``opponent``: "as
    long as an opponent controls a(n) <filter>" (102.3)."""

    what: Filter = field(default_factory=Filter)
    opponent: bool = False

    def holds(self, state, source, work):
        you = work[source].controller if source in work else ""
        if self.opponent:
            return any(self.what.matches(state, w, source, you) and state.is_opponent(you, w.controller)
                       for w in work.values())
        return any(self.what.matches(state, w, source, you) and w.controller == you for w in work.values())


@dataclass(frozen=True, slots=True)
class AttachedHasColor(Condition):
    """"As long as enchanted creature is <colour>" (Shield of the Oversoul)."""

    color: str = ""

    def holds(self, state, source, work):
        ids = AttachedTo().ids(state, source, work)
        return bool(ids) and self.color in work[ids[0]].colors


@dataclass(frozen=True, slots=True)
class DefendingControls(Condition):
    """"As long as defending player controls N or more <filter>" on an attacking creature
    (the source): the player it attacks, or whose planeswalker or battle it attacks
    (506.2, 802.2a). It holds only while the source is attacking."""

    what: Filter = field(default_factory=Filter)
    n: int = 1
    dynamic: ClassVar[bool] = True

    def holds(self, state, source, work):
        defender = state.combat.defenders.get(source) if source in state.combat.attacking else None
        if defender is None:
            return False
        return sum(1 for w in work.values() if w.controller == defender
                   and self.what.matches(state, w, source, defender)) >= self.n


@dataclass(frozen=True, slots=True)
class Not(Condition):
    """"... unless <condition>": when ``condition`` doesn't hold."""

    condition: Condition = field(default_factory=Condition)

    @property
    def dynamic(self) -> bool:
        return self.condition.dynamic

    def holds(self, state, source, work):
        return not self.condition.holds(state, source, work)


@dataclass(frozen=True, slots=True)
class ControlAtLeast(Condition):
    """"As long as you control N or more <filter>" (Dragonmaster Outcast's six lands)."""

    what: Filter = field(default_factory=Filter)
    n: int = 1

    def holds(self, state, source, work):
        return count(state, source, work, replace(self.what, controller="you")) >= self.n


@dataclass(frozen=True, slots=True)
class SourceIs(Condition):
    """"As long as ~ is attacking / blocking / tapped / untapped" (506.4, 110.5)."""

    status: str = "attacking"
    dynamic: ClassVar[bool] = True

    def holds(self, state, source, work):
        return _has_status(state, source, self.status)


@dataclass(frozen=True, slots=True)
class AttachedIs(Condition):
    """"As long as equipped creature is attacking" (The Masamune; 506.4, 110.5)."""

    status: str = "attacking"
    dynamic: ClassVar[bool] = True

    def holds(self, state, source, work):
        ids = AttachedTo().ids(state, source, work)
        return bool(ids) and _has_status(state, ids[0], self.status)


@dataclass(frozen=True, slots=True)
class LifeAtMost(Condition):
    """"As long as you have N or less life" (``at_least``: "N or more life", 119)."""

    n: int = 0
    at_least: bool = False
    dynamic: ClassVar[bool] = True

    def holds(self, state, source, work):
        you = work[source].controller if source in work else None
        player = state.players.get(you) if you is not None else None
        if player is None:
            return False
        return player.life >= self.n if self.at_least else player.life <= self.n


def count(state: GameState, source: str, work: dict[str, Working], what: Filter) -> int:
    """How many permanents ``what`` matches, as seen by ``source`` (its controller is
    "you"), by the characteristics computed so far."""
    return len(what.ids(state, source, work))


# ---------------------------------------------------------------- the effects
@dataclass(frozen=True, slots=True)
class ContinuousEffect:
    """One continuous effect (611.1), in the one layer it applies in.

    An effect whose parts apply in several layers (e.g. "is a 4/4 creature with
    indestructible": layers 4, 6 and 7b) is several of these sharing a ``group``; once
    the group starts to apply it keeps applying to the same objects (613.6).

    Attributes:
        source: id of the permanent or name of the spell it comes from.
        text: the Oracle text (or hand-written entry) it comes from.
        affects: which objects (:class:`Affects`).
        timestamp: 613.7; 0 until bound to its source.
        duration: "" for a static ability's (as long as its source is on the
            battlefield, 611.3a), else e.g. "until end of turn" (611.2a).
        condition: for a conditional static ability, when it applies.
        group: parts of one effect share it (613.6); by default the source and text.
        ability: the static ability generating it, if any (its existence matters: 613.8a).
        cda: from a characteristic-defining ability (applied first in its layer, 613.3).
    """

    source: str = ""
    text: str = ""
    affects: Affects = field(default_factory=Itself)
    timestamp: int = 0
    duration: str = ""
    condition: Condition | None = None
    group: str = ""
    ability: Ability | None = None
    cda: bool = False

    layer: ClassVar[str] = ""
    rule: ClassVar[str] = "611.1"
    #: what it does depends on counting permanents as it applies (:class:`ModifyPTFor`)
    counts: ClassVar[bool] = False
    #: it only changes power and toughness by fixed amounts (layer 7c; the layer system
    #: adds and takes such an effect away without computing everything again)
    pt_only: ClassVar[bool] = False

    def apply(self, w: Working) -> None:
        """Change the characteristics ``w`` of one affected object (the hook the layer
        system calls, in this effect's layer)."""
        raise NotImplementedError

    def describe(self) -> str:
        """What it does, e.g. ``"+1/+1"``."""
        return self.text

    def change(self) -> tuple[str, dict]:
        """What it does as a message key and its parameters (for ``--explain``)."""
        raise NotImplementedError

    def bound(self, source: str, timestamp: int, ability: Ability | None = None) -> ContinuousEffect:
        """This effect as generated by ``source`` with ``timestamp`` (613.7a-b)."""
        return replace(self, source=source, timestamp=timestamp, ability=ability,
                       group=self.group or f"{source}|{self.text}")


@dataclass(frozen=True, slots=True)
class AddTypes(ContinuousEffect):
    """Layer 4: it is also (or becomes) these card types and subtypes; ``replace_subtypes``
    for "becomes a Frog" (its old creature types go, 205.1b)."""

    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    replace_subtypes: bool = False
    layer: ClassVar[str] = "4"
    rule: ClassVar[str] = "613.1d"

    def apply(self, w):
        for t in self.types:
            if t not in w.types:
                w.types.append(t)
        if self.replace_subtypes:
            w.subtypes = [s for s in w.subtypes if s in NONCREATURE_SUBTYPES or s in w.noncreature_subtypes]
            w.all_creature_types = False
        for s in self.subtypes:
            if s not in w.subtypes:
                w.subtypes.append(s)

    def describe(self):
        return " ".join((*self.types, *self.subtypes))

    def change(self):
        return "explain.change.types", {"types": self.describe()}


@dataclass(frozen=True, slots=True)
class EveryCreatureType(ContinuousEffect):
    """Layer 4: it is every creature type (changeling 702.73a, a characteristic-defining
    ability, 604.3; or an effect saying so)."""

    layer: ClassVar[str] = "4"
    rule: ClassVar[str] = "702.73a"

    @implements("702.73a")
    def apply(self, w):
        w.all_creature_types = True

    def describe(self):
        return "every creature type"

    def change(self):
        return "explain.change.every_type", {}


@dataclass(frozen=True, slots=True)
class SetColors(ContinuousEffect):
    """Layer 5: its colours become ``colors`` (or are added to, with ``add``)."""

    colors: tuple[str, ...] = ()
    add: bool = False
    layer: ClassVar[str] = "5"
    rule: ClassVar[str] = "613.1e"

    def apply(self, w):
        w.colors = list(dict.fromkeys([*w.colors, *self.colors])) if self.add else list(self.colors)

    def describe(self):
        return "".join(self.colors) or "colorless"

    def change(self):
        return "explain.change.colors", {"colors": self.describe()}


@dataclass(frozen=True, slots=True)
class AddAbilities(ContinuousEffect):
    """Layer 6: it has (gains) these abilities. ``effect_only``: they state the source's
    own effect on the object ("Enchanted creature can't block.", "Creatures without flying
    can't attack."), which no effect removing the object's abilities removes."""

    abilities: tuple[Ability, ...] = ()
    effect_only: bool = False
    layer: ClassVar[str] = "6"
    rule: ClassVar[str] = "613.1f"

    def apply(self, w):
        w.abilities.extend(self.abilities)
        if self.effect_only:
            w.effect_only = w.effect_only | {id(a) for a in self.abilities}

    def describe(self):
        return ", ".join(a.describe() for a in self.abilities)

    def change(self):
        return "explain.change.gains", {"abilities": self.describe()}


@dataclass(frozen=True, slots=True)
class LoseAllAbilities(ContinuousEffect):
    """Layer 6: it loses all abilities (those granted by effects applied later in this
    layer, by timestamp, stay)."""

    layer: ClassVar[str] = "6"
    rule: ClassVar[str] = "613.1f"

    def apply(self, w):
        w.abilities[:] = [a for a in w.abilities if id(a) in w.effect_only] if w.effect_only else []

    def describe(self):
        return "loses all abilities"

    def change(self):
        return "explain.change.loses_all", {}


@dataclass(frozen=True, slots=True)
class LoseAbilities(ContinuousEffect):
    """Layer 6: it loses the abilities with these names (lower case, e.g. ``"first
    strike"``); one granted by an effect applied later in this layer stays."""

    names: tuple[str, ...] = ()
    layer: ClassVar[str] = "6"
    rule: ClassVar[str] = "613.1f"

    def apply(self, w):
        w.abilities[:] = [a for a in w.abilities if a.name not in self.names or id(a) in w.effect_only]

    def describe(self):
        return "loses " + ", ".join(self.names)

    def change(self):
        return "explain.change.loses", {"abilities": ", ".join(self.names)}


@dataclass(frozen=True, slots=True)
class SetPT(ContinuousEffect):
    """Layer 7b: its (base) power and toughness become ``power``/``toughness``
    (``None`` leaves one unchanged)."""

    power: int | None = None
    toughness: int | None = None
    layer: ClassVar[str] = "7b"
    rule: ClassVar[str] = "613.4b"

    def apply(self, w):
        if self.power is not None:
            w.power = self.power
        if self.toughness is not None:
            w.toughness = self.toughness

    def describe(self):
        return f"{'' if self.power is None else self.power}/{'' if self.toughness is None else self.toughness}"

    def change(self):
        return "explain.change.set_pt", {"pt": self.describe()}


@dataclass(frozen=True, slots=True)
class ModifyPT(ContinuousEffect):
    """Layer 7c: it gets +power/+toughness (negative numbers for -N)."""

    power: int = 0
    toughness: int = 0
    layer: ClassVar[str] = "7c"
    rule: ClassVar[str] = "613.4c"
    pt_only: ClassVar[bool] = True

    def apply(self, w):
        w.power_mod += self.power
        w.toughness_mod += self.toughness

    def describe(self):
        return f"{self.power:+d}/{self.toughness:+d}"

    def change(self):
        return "explain.change.modify", {"change": self.describe()}


@dataclass(frozen=True, slots=True)
class ModifyPTFor(ContinuousEffect):
    """Layer 7c: it gets +power/+toughness for each permanent ``per`` matches ("gets
    +1/+1 for each other creature you control"), counted as the effect applies
    (611.3a, 613.4c)."""

    power: int = 0
    toughness: int = 0
    per: Filter = field(default_factory=Filter)
    layer: ClassVar[str] = "7c"
    rule: ClassVar[str] = "613.4c"
    counts: ClassVar[bool] = True

    def counted(self, state: GameState, work: dict[str, Working]) -> ModifyPT:
        """The fixed change it makes now, with the count taken."""
        if self.per.status == "attached":  # "for each Aura attached to it": to what it affects
            hosts = self.affects.ids(state, self.source, work)
            n = sum(1 for p in state.battlefield.values()
                    if p.attached_to in hosts and self.per.subtype in p.card.subtypes)
        else:
            n = count(state, self.source, work, self.per)
        return ModifyPT(source=self.source, text=self.text, affects=self.affects, timestamp=self.timestamp,
                        duration=self.duration, condition=self.condition, group=self.group,
                        ability=self.ability, cda=self.cda, power=self.power * n, toughness=self.toughness * n)

    def apply(self, w):
        raise NotImplementedError("applied through counted()")

    def describe(self):
        return f"{self.power:+d}/{self.toughness:+d} each"

    def change(self):
        return "explain.change.modify", {"change": self.describe()}


@dataclass(frozen=True, slots=True)
class SwitchPT(ContinuousEffect):
    """Layer 7d: its power and toughness are switched."""

    layer: ClassVar[str] = "7d"
    rule: ClassVar[str] = "613.4d"

    def apply(self, w):
        w.switched = not w.switched

    def describe(self):
        return "switch power and toughness"

    def change(self):
        return "explain.change.switch", {}


@lru_cache(maxsize=8192)
def bind_all(effects: tuple[ContinuousEffect, ...], source: str, timestamp: int,
             ability: Ability | None) -> tuple[ContinuousEffect, ...]:
    """``effects`` (templates) as generated by ``source`` (see :meth:`ContinuousEffect.bound`)."""
    return tuple(e.bound(source, timestamp, ability) for e in effects)


# ---------------------------------------------------------------- static abilities (611.3)


@dataclass(frozen=True, slots=True)
class StaticEffects(Ability):
    """A static ability whose effect is continuous effects (611.3, 604.1): an anthem,
    a lord, "Enchanted creature gets +1/+2", "During your turn, ~ is a 4/4 creature".

    Attributes:
        effects: the effects it generates, unbound (no source or timestamp yet).
    """

    effects: tuple[ContinuousEffect, ...] = ()
    name: ClassVar[str] = "static ability"
    rule: ClassVar[str] = "611.3"

    def reading(self):
        """Each effect: what it affects, the change, condition and layer."""
        from mtgjudge.abilities import reading

        return reading.static_reading(self)

    @implements("611.3a", "613.7a")
    def continuous_effects(self, state, holder):
        return bind_all(self.effects, holder.id, holder.timestamp, self)


@implements("611.2", "613.7b")
def add(state: GameState, effects: tuple[ContinuousEffect, ...] | list[ContinuousEffect],
        timestamp: int | None = None) -> tuple[ContinuousEffect, ...]:
    """Add the continuous effects of a spell or ability that resolves now (611.2) to
    ``state``, each with its source and a new timestamp (613.7b, or ``timestamp``).

    Returns:
        The effects as added (bound).
    """
    ts = state.timestamp() if timestamp is None else timestamp
    # Each resolution's effect is its own (613.6): two Giant Growths on two creatures
    # don't share one group, whose objects are those it first applied to. (The count
    # tells apart two given the same timestamp.)
    n = len(state.continuous_effects)
    added = tuple(replace(b, group=f"{b.group}|{ts}|{n}") for b in (e.bound(e.source, ts, None) for e in effects))
    state.continuous_effects += added
    state.effects_added(added)
    return added
