"""CR 602: activated abilities of permanents ("{R}: This creature gets +1/+0 until end
of turn."), and activating them during combat.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from mtgjudge.cr import implements
from mtgjudge.cr import r405_stack as r405
from mtgjudge.cr.r115_targets import check_targets
from mtgjudge.cr.r601_casting import check_timing, pay
from mtgjudge.cr.r608_resolving import X, needs_color, with_x
from mtgjudge.abilities.base import Ability
from mtgjudge.abilities.base import HASTE
from mtgjudge.engine.bus import emit, has_flag
from mtgjudge.engine.happenings import AbilityActivated
from mtgjudge.errors import illegal
from mtgjudge.events import EventLog
from mtgjudge.messages import AllParts, Quoted
from mtgjudge.engine.state import AFTER_BLOCKERS, Step

if TYPE_CHECKING:
    from mtgjudge.cr.r608_resolving import Effects
    from mtgjudge.engine.state import GameState, Permanent
    from mtgjudge.messages import Text


def _forms(name: str) -> tuple[str, ...]:
    """A type or subtype as a cost may write it, lower case: ``"elf"``, ``"elves"``."""
    plural = (name[:-1] + "ves" if name.endswith("f") else name[:-1] + "ies" if name.endswith("y")
              else name + "es" if name.endswith(("s", "x", "ch")) else name + "s")
    return name, plural


@dataclass(frozen=True, slots=True)
class AdditionalCost:
    """A part of an activated ability's cost other than mana and {T} (118.1, 602.2b).

    Attributes:
        kind: ``"untap"`` ({Q}, 107.6), ``"sacrifice"`` (701.21), ``"exile"`` (this
            permanent), ``"life"`` (pay ``count`` life, 119.4), ``"discard"`` (``count``
            cards, 701.9: recorded), ``"exile from graveyard"`` (``count`` cards:
            recorded), ``"remove counters"`` (``count`` counters of kind ``what[0]`` from
            this permanent), ``"tap untapped"`` (``count`` untapped permanents of a
            kind the player controls, 701.26a).
        count: how many.
        what: ``("self",)`` for this permanent, else the card types or subtypes any one
            of which will do, lower case (``("artifact", "creature")``, ``("goblin",)``,
            ``("token",)``, ``("permanent",)``).
        another: "another": not this permanent.
    """

    kind: str
    count: int = 1
    what: tuple[str, ...] = ()
    another: bool = False

    def fits(self, perm: Permanent, source: str) -> bool:
        """Whether ``perm`` is of a kind this cost asks for (``source``: the ability's)."""
        if self.another and perm.id == source:
            return False
        from mtgjudge.cr.r508_4_put_attacking import is_token

        from mtgjudge.cr.r115_targets import COLOR_LETTERS

        names = [*(t.lower() for t in perm.types), *(t.lower() for t in perm.subtypes), "permanent",
                 *(n for n, c in COLOR_LETTERS.items() if c in perm.colors)]
        if is_token(perm):
            names.append("token")

        def holds(word: str) -> bool:
            if word.startswith("non"):
                return not any(word[3:] in _forms(name) for name in names)
            return any(word in _forms(name) for name in names)

        # each of ``what`` will do; a kind of two words ("nonland permanent") needs both
        return any(all(holds(w) for w in kind.split()) for kind in self.what)

    def describe(self) -> str:
        """The kind asked for, as written: ``"an artifact or creature"``, ``"another creature"``."""
        words = " or ".join(self.what)
        if self.count != 1:
            return f"{self.count} {words}"
        return f"{'another' if self.another else 'an' if words[:1] in 'aeiou' else 'a'} {words}"


@dataclass(frozen=True, slots=True)
class ActivatedAbility(Ability):
    """An activated ability "[Cost]: [Effect]." of a permanent (602.1, 113.3b).

    Attributes:
        text: the whole line. cost: its mana cost (``"{1}{G}"``, ``"{X}{R}"``,
            ``"{G/W}"``; ``""`` for none).
        tap: the cost includes {T} (602.5a: a creature's needs no summoning sickness).
        effects: what it does (:class:`~mtgjudge.cr.r608_resolving.Effects`).
        timing: when it may be activated, from its activation instructions (602.1b):
            ``""`` (whenever its controller has priority), ``"after blockers"``
            ("Activate only during combat after blockers are declared"),
            ``"before attackers"``, ``"before blockers"``, ``"during combat"``,
            ``"your turn"``, ``"sorcery"`` (602.5d) or ``"upkeep"``: never during combat.
        costs: the rest of its cost (:class:`AdditionalCost`), in the order printed.
        limit: how many times it may be activated each turn (0: no limit).
        any_player: any player may activate it (602.2).
    """

    cost: str = ""
    tap: bool = False
    effects: Effects | None = None
    timing: str = ""
    costs: tuple[AdditionalCost, ...] = ()
    limit: int = 0
    any_player: bool = False

    name: ClassVar[str] = "activated ability"
    rule: ClassVar[str] = "602.1"

    def reading(self):
        """Its cost, timing, targets and effects."""
        from mtgjudge.abilities import reading

        return reading.activated_reading(self)

    @property
    def cost_text(self) -> str:
        """The cost as printed: ``"{1}{G}"``, ``"{W}, {T}"``, ``"{1}, Sacrifice a creature"``."""
        if self.costs:
            return self.text.split(":", 1)[0].strip()
        return ", ".join(p for p in (self.cost, "{T}" if self.tap else "") if p) or "{0}"


def activated_abilities(state: GameState, pid: str) -> list[ActivatedAbility]:
    """The activated abilities permanent ``pid`` has now (after layer 6)."""
    return [a for a in state.battlefield[pid].abilities if isinstance(a, ActivatedAbility)]


@dataclass(frozen=True, slots=True)
class ActivateAbility:
    """A player activates an activated ability of a permanent (602.2).

    Attributes:
        source: the permanent's id.
        player: who activates it (its controller, 602.2).
        ability: which ability: ``""`` for its only one, else the start of its text,
            e.g. ``"{R}"`` or ``"{B}: Regenerate"`` (case is ignored).
        targets: its targets' ids, one per "target".
        sacrifice: the permanents sacrificed to pay "Sacrifice a creature" (601.2h).
        tap: the permanents tapped to pay "Tap an untapped creature you control".
        x: the value of X in its cost (107.3), if it has one.
        color: the colour chosen for "protection from the color of your choice" (608.2d).
    """

    source: str
    player: str
    ability: str = ""
    targets: tuple[str, ...] = ()
    sacrifice: tuple[str, ...] = ()
    tap: tuple[str, ...] = ()
    x: int | None = None
    color: str | None = None

    def __post_init__(self) -> None:
        for name in ("targets", "sacrifice", "tap"):
            if isinstance(getattr(self, name), str):  # one given as a name, not a tuple
                object.__setattr__(self, name, (getattr(self, name),))

    def __repr__(self) -> str:
        # the cost choices only when made, so a plain activation reads as it always has
        shown = [f"{f}={getattr(self, f)!r}" for f in ("source", "player", "ability", "targets")]
        shown += [f"{f}={getattr(self, f)!r}" for f, none in (("sacrifice", ()), ("tap", ()), ("x", None), ("color", None))
                  if getattr(self, f) != none]
        return f"ActivateAbility({', '.join(shown)})"

    def __str__(self) -> str:
        which = f" {self.ability}" if self.ability else ""
        on = f" targeting {', '.join(self.targets)}" if self.targets else ""
        paid = "".join(f" {word} {', '.join(getattr(self, f))}" for f, word in (("sacrifice", "sacrificing"),
                                                                              ("tap", "tapping")) if getattr(self, f))
        x = f" with X = {self.x}" if self.x is not None else ""
        return f"{self.player} activates {self.source}{which}{on}{paid}{x}"


def find(state: GameState, move: ActivateAbility) -> ActivatedAbility:
    """The ability ``move`` names.

    Raises:
        IllegalActionError: the source isn't on the battlefield (602.2); it has no
            activated ability (``activate.none``), none starting with ``move.ability``,
            or several that ``move.ability`` doesn't tell apart (602.1).
        BoardError: the ability asked for is text the engine doesn't model
            (``activate.not_modeled``): it can't be judged.
    """
    if move.source not in state.battlefield:
        raise illegal("602.2", "activate.no_source", permanent=move.source)
    abilities = activated_abilities(state, move.source)
    wanted = move.ability.strip().casefold()
    found = [a for a in abilities if a.text.casefold().startswith(wanted)]
    texts = [Quoted(a.text) for a in abilities]
    problem = not_modeled(state, move.source, move.ability)
    if problem is not None:
        from mtgjudge.errors import BoardError

        raise BoardError(problem)
    if not abilities:
        raise illegal("602.1", "activate.none", permanent=move.source)
    if not found:
        raise illegal("602.1", "activate.no_ability", permanent=move.source, ability=Quoted(move.ability),
                      abilities=AllParts(texts))
    if len(found) > 1:
        raise illegal("602.1", "activate.which", permanent=move.source, abilities=AllParts(Quoted(a.text) for a in found))
    return found[0]


def not_modeled(state: GameState, source: str, ability: str = "") -> Text | None:
    """Why ``source``'s ability starting with ``ability`` can't be judged: it is text the
    engine doesn't model (``activate.not_modeled``, an input error, not an illegal
    play); None if it can be, or if ``source`` isn't a permanent."""
    perm = state.battlefield.get(source)
    if perm is None:
        return None
    abilities = activated_abilities(state, source)
    wanted = ability.strip().casefold()
    if any(a.text.casefold().startswith(wanted) for a in abilities):
        return None
    unread = [t for t in perm.not_modeled if ":" in t and t.casefold().startswith(wanted)]
    if unread and (not abilities or wanted):
        from mtgjudge.messages import Text

        return Text("activate.not_modeled", permanent=source, text=Quoted(unread[0]))
    return None


#: The colours a player may choose (105.1), as an action writes them.
_COLORS = ("white", "blue", "black", "red", "green")
#: The activation instructions checked against the step (602.1b, 602.5d): steps allowed.
_WHEN = {"after blockers": AFTER_BLOCKERS, "before attackers": (Step.BEGINNING_OF_COMBAT,),
         "before blockers": (Step.BEGINNING_OF_COMBAT, Step.DECLARE_ATTACKERS), "sorcery": (), "upkeep": ()}


@implements("602.1b", "602.5b", "602.5d")
def check_instructions(state: GameState, ability: ActivatedAbility, perm: Permanent, player: str) -> None:
    """Raise unless ``ability``'s activation instructions allow it now: its step (602.1b;
    "as a sorcery" never during combat, 602.5d), "during your turn", and how many times
    each turn (602.5b; counted over the activations of this combat)."""
    if ability.timing in _WHEN and state.step not in _WHEN[ability.timing]:
        key = "activate." + ability.timing.replace(" ", "_")
        raise illegal("602.5d" if ability.timing == "sorcery" else "602.1b", key, permanent=perm.id,
                      text=ability.text, step=state.step.value)
    if ability.timing in ("your turn", "before attackers") and player != state.active:
        raise illegal("602.1b", "activate.your_turn", permanent=perm.id, text=ability.text,
                      active=state.active, player=player)
    if ability.limit:
        prefix = f"{ability.cost_text} ({perm.id})"
        done = sum(1 for h in state.happenings if isinstance(h, AbilityActivated) and h.source == perm.id
                   and (h.ability == prefix or h.ability.startswith(prefix + " #")))
        if done >= ability.limit:
            raise illegal("602.5b", "activate.limit", permanent=perm.id, text=ability.text,
                          limit=ability.limit, count=done)


@implements("602.2b", "601.2h", "118.3", "119.4", "118.3", "701.21a", "701.26a", "107.6")
def check_costs(state: GameState, ability: ActivatedAbility, perm: Permanent, move: ActivateAbility,
                name: str) -> None:
    """Raise unless the costs other than mana can be paid as ``move`` says (118.3): {T}
    and {Q} (the permanent untapped or tapped, and a creature under its controller's
    control since the turn began or with haste, 302.6, 602.5a), the permanents named in
    ``move.sacrifice`` and ``move.tap``, life (119.4: no more than the player has),
    counters (118.3: no more than it has)."""
    symbol = "{T}" if ability.tap else "{Q}" if any(c.kind == "untap" for c in ability.costs) else ""
    if symbol:
        if perm.tapped == (symbol == "{T}"):
            raise illegal("602.2b", "cost.tapped" if symbol == "{T}" else "cost.untapped", permanent=perm.id)
        if perm.is_creature and perm.sick and not has_flag(perm, HASTE):
            raise illegal("302.6", "cost.sick", permanent=perm.id, controller=perm.controller, symbol=symbol)
    if ("{X}" in ability.cost or any(c.count == X for c in ability.costs)) and move.x is None:
        raise illegal("107.3a", "cost.x_missing", object=name)
    for field, kind in (("sacrifice", "sacrifice"), ("tap", "tap untapped")):
        wanted = [c for c in ability.costs if c.kind == kind and c.what != ("self",)]
        given = getattr(move, field)
        count = sum(c.count for c in wanted)
        if len(given) != count or len(set(given)) != len(given):
            raise illegal("601.2h", f"cost.{field}_count", object=name, player=move.player, count=count,
                          what=", ".join(c.describe() for c in wanted), given=len(given))
        for pid in given:
            other = state.battlefield.get(pid)
            if other is None or other.controller != move.player or not any(c.fits(other, perm.id) for c in wanted) \
                    or (kind == "tap untapped" and other.tapped):
                raise illegal("601.2h", f"cost.{field}_wrong", object=name, player=move.player, permanent=pid,
                              what=", ".join(c.describe() for c in wanted))
    for c in ability.costs:
        if c.kind == "life" and state.players[move.player].life < c.count:
            raise illegal("119.4", "cost.life_cant", object=name, player=move.player, amount=c.count,
                          life=state.players[move.player].life)
        count = move.x if c.count == X else c.count
        if c.kind == "remove counters" and perm.counters.get(c.what[0], 0) < (count or 0):
            raise illegal("118.3", "cost.counters_cant", object=name, permanent=perm.id, count=count,
                          kind=c.what[0], have=perm.counters.get(c.what[0], 0))


def pay_costs(state: GameState, ability: ActivatedAbility, perm: Permanent, move: ActivateAbility,
              name: str, log: EventLog) -> None:
    """Pay the costs :func:`check_costs` checked, in the order printed (601.2h)."""
    from mtgjudge.cr import r701_keyword_actions as r701
    from mtgjudge.cr.r610_one_shot_effects import change_life

    if ability.tap:
        perm.tapped = True
    for c in ability.costs:
        if c.kind == "untap":
            perm.tapped = False
            log.add("107.6", "cost.paid_untap", permanent=perm.id)
        elif c.kind == "life":
            change_life(state, move.player, -c.count, "119.4", log)
        elif c.kind == "discard":
            r701.record(state, move.player, "discard", c.count, log)
        elif c.kind == "exile from graveyard":
            log.add("602.2b", "cost.exiled_from_graveyard", player=move.player, count=c.count)
        elif c.kind == "remove counters":
            count = move.x if c.count == X else c.count
            if not count:
                continue
            perm.counters[c.what[0]] -= count
            if not perm.counters[c.what[0]]:
                del perm.counters[c.what[0]]
            state.effects_changed()
            log.add("601.2h", "cost.removed_counters", permanent=perm.id, count=count, kind=c.what[0])
    for pid in move.tap:
        r701.tap(state, pid, log)
    for pid in move.sacrifice:
        r701.sacrifice(state, pid, log)
    for c in ability.costs:  # this permanent leaves last: its other costs were paid with it
        if c.what == ("self",) and c.kind == "sacrifice":
            r701.sacrifice(state, perm.id, log)
        elif c.what == ("self",) and c.kind == "exile":
            r701.exile(state, perm.id, log)


@implements("602.2", "602.2a", "602.2b", "602.5a", "302.6", "602.1b")
def activate(state: GameState, move: ActivateAbility, log: EventLog) -> None:
    """Activate the ability for ``move.player``: its controller only, unless any player
    may (602.2), its instructions obeyed (:func:`check_instructions`), targets chosen
    (601.2c via 602.2b), X announced (107.3), costs paid (:func:`check_costs`; mana,
    601.2h); it goes on the stack.

    Raises:
        IllegalActionError: any of these fails; the caller's state is a copy (733).
    """
    check_timing(state)
    ability = find(state, move)
    perm = state.battlefield[move.source]
    if perm.controller != move.player and not ability.any_player:
        raise illegal("602.2", "activate.not_controller", player=move.player, permanent=perm.id,
                      controller=perm.controller)
    check_instructions(state, ability, perm, move.player)
    name = r405.label(state, f"{ability.cost_text} ({perm.id})")
    assert ability.effects is not None
    check_targets(state, ability.effects.target_specs, move.targets, perm, move.player, name)
    check_costs(state, ability, perm, move, name)
    if needs_color(ability.effects) and move.color not in _COLORS:
        raise illegal("608.2d", "activate.color_missing", object=name, given=str(move.color))
    pay(state, move.player, ability.cost, name, move.x, log)
    effects = ability.effects if move.x is None and move.color is None else with_x(ability.effects, move.x, move.color)
    pay_costs(state, ability, perm, move, name, log)
    state.status_changed()  # a cost may tap permanents ("untapped creatures you control")
    key = "stack.activate_targets" if move.targets else "stack.activate"
    # it becomes activated once its costs are paid (601.2i via 602.2b)
    emit(state, log, AbilityActivated, (move.player, perm.id, name), "602.2", key, player=move.player, object=name,
         permanent=perm.id, text=ability.text, cost=ability.cost_text, targets=list(move.targets))
    r405.put(state, r405.StackObject(name, "activated", perm.id, move.player, ability.text,
                                     effects, move.targets))
