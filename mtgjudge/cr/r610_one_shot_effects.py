"""CR 610 and 611.2: what triggered abilities do as they resolve (608.2).

Each effect is a :class:`~mtgjudge.cr.r405_stack.Resolution`: a frozen dataclass whose
``resolve(state, obj, log)`` changes the state and logs its events with their rules.
An effect read from Oracle text names who it affects by referent (``"@it"``, ``"@that
creature"``, ``"@that player"``, ``"@defending player"``, ``"@you"``, ``"@each
opponent"``); :meth:`Effect.bind` replaces them by ids as the ability triggers, and
``amount`` :data:`THAT_MUCH` by the amount of the event ("that much damage"). An amount
:data:`ITS_POWER` ("equal to its power") is the source's power as the effect resolves
(its last known power if it left, 608.2h).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from mtgjudge.cr import implements
from mtgjudge.cr import r120_damage as r120
from mtgjudge.cr.r120_4_damage_event import deal
from mtgjudge.cr import r701_keyword_actions as r701
from mtgjudge.abilities.base import Ability
from mtgjudge.events import EventLog
from mtgjudge.messages import AllParts, KeywordText, StackLabel

if TYPE_CHECKING:
    from mtgjudge.cr.r405_stack import StackObject
    from mtgjudge.engine.state import GameState

#: ``Effect.amount`` meaning "that much": the amount of the event that triggered it.
THAT_MUCH = -1
#: ``Effect.amount`` meaning "equal to its power": the source's power as it resolves (608.2h).
ITS_POWER = -2
UNTIL_END_OF_TURN = "until end of turn"
#: Referents naming a group of creatures, decided as the effect resolves (608.2h, 611.2c).
GROUPS = ("blockers", "combatants", "other attackers", "own attackers", "own creatures", "attackers",
          "other own creatures")


@implements("608.2h", "611.2c")
def group(state: GameState, obj: StackObject, name: str) -> list[str]:
    """The creatures a group referent of :data:`GROUPS` means as ``obj`` resolves."""
    combat, source = state.combat, obj.source
    if name == "blockers":
        return combat.blockers_of(source)
    if name == "combatants":
        return combat.blockers_of(source) + list(combat.blocking.get(source, ()))
    if name == "other attackers":
        return [pid for pid in combat.attacking if pid != source]
    if name == "own attackers":
        return [pid for pid in combat.attacking
                if pid in state.battlefield and state.battlefield[pid].controller == obj.controller]
    if name == "own creatures":
        return [p.id for p in state.controlled_by(obj.controller) if p.is_creature]
    if name == "other own creatures":
        return [p.id for p in state.controlled_by(obj.controller) if p.is_creature and p.id != source]
    if name == "attackers":
        return list(combat.attacking)
    raise ValueError(f"unknown group {name!r}")


@implements("608.2h")
def amount_now(state: GameState, obj: StackObject, effect: Effect) -> int:
    """``effect.amount`` as it resolves: :data:`ITS_POWER` is the power of the creature
    ``effect.power_of`` now, or as it last existed on the battlefield (608.2h), never
    below 0 (107.1b); with ``effect.per``, that much for each one counted now (608.2h):
    "blockers" (creatures blocking the source), "blockers beyond the first", or a group
    of :data:`GROUPS`."""
    amount = effect.amount
    if amount == ITS_POWER:
        pid = effect.power_of or obj.source
        perm = state.battlefield.get(pid) or state.last_known.get(pid)
        amount = max(perm.power, 0) if perm is not None and perm.power is not None else 0
    if effect.per in GROUPS:
        amount *= len(group(state, obj, effect.per))
    elif effect.per:
        n = len(state.combat.blockers_of(obj.source)) - (effect.per == "blockers beyond the first")
        amount *= max(n, 0)
    return amount


@dataclass(frozen=True, slots=True)
class Effect:
    """One effect: ``who`` it affects (ids or players after :meth:`bind`), ``amount``;
    ``creatures_of``: ``who`` are players and the effect applies to each creature they
    control, those being decided as it resolves (611.2c: "creatures defending player
    controls can't block this turn"); ``per``: the amount is for each of these, counted
    as it resolves ("for each other attacking creature", see :func:`amount_now`);
    ``power_of``: for an amount :data:`ITS_POWER`, the creature "it" is (set by
    :meth:`bind`)."""

    who: tuple[str, ...] = ("@it",)
    amount: int = 0
    creatures_of: bool = False
    per: str = ""
    power_of: str = ""

    def bind(self, refs: Mapping[str, tuple[str, ...]], amount: int = 0) -> Effect:
        """This effect with referents replaced by ``refs[name]`` (groups stay, to be
        decided as it resolves) and "that much" by ``amount``."""
        who = tuple(x for w in self.who
                    for x in (refs.get(w[1:], ()) if w.startswith("@") and w[1:] not in GROUPS else (w,)))
        power_of = (refs.get("it") or ("",))[0] if self.amount == ITS_POWER else ""
        return replace(self, who=who, amount=amount if self.amount == THAT_MUCH else self.amount,
                       power_of=power_of)

    def resolve(self, state: GameState, obj: StackObject, log: EventLog) -> None:
        for who in self.who:
            ones = group(state, obj, who[1:]) if who.startswith("@") else [who]
            if self.creatures_of:
                ones = [p.id for player in ones if player in state.players
                        for p in state.controlled_by(player) if p.is_creature]
            for one in ones:
                self.apply(state, obj, one, log)

    def apply(self, state: GameState, obj: StackObject, who: str, log: EventLog) -> None:
        raise NotImplementedError


@dataclass(frozen=True, slots=True)
class Effects:
    """Several effects done in the order written (608.2c)."""

    steps: tuple[Effect, ...] = ()

    def bind(self, refs: Mapping[str, tuple[str, ...]], amount: int = 0) -> Effects:
        return Effects(tuple(s.bind(refs, amount) for s in self.steps))

    def resolve(self, state: GameState, obj: StackObject, log: EventLog) -> None:
        for step in self.steps:
            step.resolve(state, obj, log)

    def check_choice(self, state: GameState, obj: StackObject, picks: tuple[str, ...]) -> Any:
        """What is wrong with ``picks``, the choices given for ``obj``: the first step
        that makes such a choice says (see :func:`mtgjudge.cr.r603_triggered_abilities.choice_problem`)."""
        for step in self.steps:
            check = getattr(step, "check_choice", None)
            if check is not None:
                return check(state, obj, picks)
        return None


@implements("611.2a", "611.2c")
def pump(state: GameState, obj: StackObject, pid: str, power: int, toughness: int,
         abilities: tuple[Ability, ...], rule: str, log: EventLog) -> None:
    """``pid`` gets +power/+toughness and gains ``abilities`` until end of turn: continuous
    effects with a new timestamp, locked to that creature (611.2c). Nothing if it left."""
    perm = state.battlefield.get(pid)
    if perm is None or not perm.is_creature:
        log.add("608.2b", "resolve.gone", permanent=pid, object=obj.id)
        return
    # (continuous effects are loaded with the first one made)
    from mtgjudge.cr import r611_continuous_effects as ce

    made: list[ce.ContinuousEffect] = []
    group = f"{obj.id}|{pid}|{state.next_timestamp}"  # its own group (613.6): this object, this creature
    if power or toughness:
        made.append(ce.ModifyPT(obj.source, obj.text, ce.Objects((pid,)), duration=UNTIL_END_OF_TURN,
                                group=group, power=power, toughness=toughness))
    if abilities:
        made.append(ce.AddAbilities(obj.source, obj.text, ce.Objects((pid,)), duration=UNTIL_END_OF_TURN,
                                    group=group, abilities=abilities))
    ce.add(state, made)
    if power or toughness:
        log.add(rule, "resolve.pump", creature=pid, change=f"{power:+d}/{toughness:+d}",
                power=perm.power, toughness=perm.toughness)
    if abilities:
        log.add(rule, "resolve.gains", creature=pid, abilities=AllParts(KeywordText(a.describe()) for a in abilities))


@implements("122.1a", "122.6")
def put_counters(state: GameState, obj: StackObject, pid: str, kind: str, count: int, rule: str,
                 log: EventLog) -> None:
    """Put ``count`` ``kind`` counters on ``pid`` (122.6), if it is still on the battlefield."""
    perm = state.battlefield.get(pid)
    if perm is None:
        log.add("608.2b", "resolve.gone", permanent=pid, object=obj.id)
        return
    perm.counters[kind] = perm.counters.get(kind, 0) + count
    state.effects_changed()
    log.add(rule, "resolve.counters", permanent=pid, count=count, kind=kind,
            power=perm.power, toughness=perm.toughness)


@implements("119.3", "810.9")
def change_life(state: GameState, player: str, amount: int, rule: str, log: EventLog) -> None:
    """``player`` gains ``amount`` life (negative: loses that much) (119.3); on a team,
    the change is applied to the team's shared life total (810.9)."""
    p = state.players[player]
    p.life += amount
    state.status_changed()
    key = "resolve.life_gain" if amount >= 0 else "resolve.life_loss"
    log.add(rule, key, player=player, amount=abs(amount), life=p.life)
    if state.teams:
        from mtgjudge.cr.r810_two_headed_giant import share

        share(state, p, log)


@dataclass(frozen=True, slots=True)
class Pump(Effect):
    """"gets +N/+N (and gains X) until end of turn" (611.2a); with ``per`` ("blockers",
    "blockers beyond the first", or a group of :data:`GROUPS`: "for each other attacking
    creature", "where X is the number of creatures you control"), that much for each,
    counted as it resolves (608.2h). Abilities gained may be restrictions and
    requirements ("can't block this turn", "blocks this turn if able")."""

    power: int = 0
    toughness: int = 0
    abilities: tuple[Ability, ...] = ()
    rule: str = "611.2a"
    amount: int = 1  # the multiplier of power and toughness ("for each": see ``per``)

    def apply(self, state, obj, who, log):
        n = amount_now(state, obj, self)
        pump(state, obj, who, self.power * n, self.toughness * n, self.abilities, self.rule, log)


@dataclass(frozen=True, slots=True)
class PutCounters(Effect):
    """"put N +1/+1 counters on it" (122.6)."""

    kind: str = "+1/+1"
    rule: str = "122.6"

    def apply(self, state, obj, who, log):
        put_counters(state, obj, who, self.kind, amount_now(state, obj, self), self.rule, log)


@dataclass(frozen=True, slots=True)
class GainLife(Effect):
    """"you gain N life" (119.3)."""

    rule: str = "119.3"

    def apply(self, state, obj, who, log):
        change_life(state, who, amount_now(state, obj, self), self.rule, log)


@dataclass(frozen=True, slots=True)
class LoseLife(Effect):
    """"each opponent loses N life" (119.3)."""

    rule: str = "119.3"

    def apply(self, state, obj, who, log):
        change_life(state, who, -amount_now(state, obj, self), self.rule, log)


@dataclass(frozen=True, slots=True)
class DealDamage(Effect):
    """"~ deals N damage to <who>": noncombat damage from the source (120.2b), through
    the damage event of 120.4. Damage to a permanent that left does nothing."""

    def apply(self, state, obj, who, log):
        if who in state.players or who in state.battlefield:
            from mtgjudge.cr.r405_stack import damage_source, spell_source

            deal(state, [r120.Damage(damage_source(obj), who, amount_now(state, obj, self), combat=False,
                                          spell=spell_source(obj))], log)
        else:
            log.add("608.2b", "resolve.gone", permanent=who, object=obj.id)


@dataclass(frozen=True, slots=True)
class _OnPermanent(Effect):
    """A keyword action on a permanent; nothing to one that already left (608.2b)."""

    def act(self, state, who, log):
        raise NotImplementedError

    def apply(self, state, obj, who, log):
        if who in state.battlefield:
            self.act(state, who, log)
        else:
            log.add("608.2b", "resolve.gone", permanent=who, object=obj.id)


@dataclass(frozen=True, slots=True)
class Destroy(_OnPermanent):
    """"destroy <who>" (701.8)."""

    def act(self, state, who, log):
        r701.destroy(state, who, log)


@dataclass(frozen=True, slots=True)
class RemoveFromCombat(_OnPermanent):
    """"remove <who> from combat" (506.4)."""

    def act(self, state, who, log):
        r701.remove(state, who, log)


@dataclass(frozen=True, slots=True)
class KeywordAction(_OnPermanent):
    """Tap or untap (701.26), exile (701.13), destroy (701.8) <who>, or return it to its
    owner's hand (608.2c): ``action`` is a key of
    :data:`mtgjudge.cr.r701_keyword_actions.KEYWORD_ACTIONS`."""

    action: str = "tap"

    def act(self, state, who, log):
        from mtgjudge.cr.r701_keyword_actions import KEYWORD_ACTIONS

        KEYWORD_ACTIONS[self.action](state, who, log)


@dataclass(frozen=True, slots=True)
class Fight(Effect):
    """"~ fights <who>" (701.14a): the source and ``who`` each deal damage equal to its
    power to the other at once, not combat damage (701.14d); if either is no longer on
    the battlefield or no longer a creature, neither deals damage (701.14b)."""

    @implements("701.14a", "701.14b", "701.14c", "701.14d")
    def apply(self, state, obj, who, log):
        fighter, other = state.battlefield.get(obj.source), state.battlefield.get(who)
        if fighter is None or other is None or not fighter.is_creature or not other.is_creature:
            log.add("701.14b", "action.no_fight", creature=obj.source, other=who)
            return
        log.add("701.14a", "action.fight", creature=obj.source, other=who)
        deal(state, [r120.Damage(obj.source, who, max(fighter.power, 0), combat=False),
                     r120.Damage(who, obj.source, max(other.power, 0), combat=False)], log)


@dataclass(frozen=True, slots=True)
class NoNextUntap(_OnPermanent):
    """"<who> doesn't untap during its controller's next untap step" (502.3): recorded;
    the engine plays no later turn."""

    @implements("502.3")
    def act(self, state, who, log):
        log.add("502.3", "action.no_next_untap", permanent=who)


@dataclass(frozen=True, slots=True)
class Goad(Effect):
    """"goad <who>" (701.15a): the creature is goaded by the ability's controller; the
    requirements it makes are obeyed from the next declaration of attackers on
    (:mod:`mtgjudge.cr.r701_15_goad`)."""

    @implements("701.15a", "701.15d")
    def apply(self, state, obj, who, log):
        if who not in state.battlefield:
            log.add("608.2b", "resolve.gone", permanent=who, object=obj.id)
            return
        before = state.goaded.get(who, ())
        state.goaded[who] = tuple(dict.fromkeys((*before, obj.controller)))  # once per player, 701.15d
        log.add("701.15a", "action.goad", creature=who, player=obj.controller)


@dataclass(frozen=True, slots=True)
class May(Effect):
    """"you may <steps>[. If you do, <more steps>]": the ability's controller chooses as
    it resolves (603.5): an empty list in the ability's ``triggers.choices`` says no,
    anything else (or nothing given) yes. ``who`` is unused."""

    who: tuple[str, ...] = ()
    steps: tuple[Effect, ...] = ()

    def bind(self, refs, amount=0):
        return replace(self, steps=tuple(s.bind(refs, amount) for s in self.steps))

    @implements("603.5")
    def resolve(self, state, obj, log):
        from mtgjudge.cr import r603_triggered_abilities as r603

        if r603.choice(state, obj) == ():
            log.add("603.5", "resolve.may_no", player=obj.controller, object=obj.id)
            return
        log.add("603.5", "resolve.may_yes", player=obj.controller, object=obj.id)
        for step in self.steps:
            step.resolve(state, obj, log)


@dataclass(frozen=True, slots=True)
class AtEndOfCombat(Effect):
    """"<steps> at end of combat": the ability creates a delayed triggered ability
    (603.7) that triggers at the beginning of this combat's end of combat step, once
    (603.7b), with the same source and controller (603.7e); ``steps`` are bound as the
    first ability triggered ("destroy that creature at end of combat"). ``who`` is unused."""

    who: tuple[str, ...] = ()
    steps: tuple[Effect, ...] = ()

    def bind(self, refs, amount=0):
        return replace(self, steps=tuple(s.bind(refs, amount) for s in self.steps))

    @implements("603.7", "603.7b", "603.7e")
    def resolve(self, state, obj, log):
        from mtgjudge.cr.r405_stack import StackObject
        from mtgjudge.cr.r603_triggered_abilities import add_delayed

        label = f"{obj.source} (at end of combat)"
        add_delayed(state, StackObject(label, "triggered", obj.source, obj.controller, obj.text, Effects(self.steps)))
        log.add("603.7", "trigger.delayed_end_of_combat", object=obj.id, delayed=StackLabel(label))


@dataclass(frozen=True, slots=True)
class Designate(Effect):
    """"you become the monarch" (725.1) or "you take the initiative" (726.1): the player
    ``who`` gets the designation (``designation`` ``"monarch"`` or ``"initiative"``); its
    combat damage triggers then follow it (:mod:`mtgjudge.cr.r725_726_monarch_initiative`).
    Venturing into Undercity as one takes the initiative is not modeled (the event says so)."""

    designation: str = "monarch"

    @implements("725.1", "726.1")
    def apply(self, state, obj, who, log):
        if self.designation == "monarch":
            state.monarch = who
            log.add("725.1", "action.becomes_monarch", player=who)
        else:
            state.initiative = who
            log.add("726.1", "action.takes_initiative", player=who)


@dataclass(frozen=True, slots=True)
class Poison(Effect):
    """"<player> gets N poison counters" (122.1f; ten or more lose the game, 704.5c)."""

    def apply(self, state, obj, who, log):
        p = state.players[who]
        p.poison += self.amount
        log.add("122.1f", "resolve.poison", player=who, count=self.amount, poison=p.poison)
        if state.teams:  # poison counters are shared by the team (810.10)
            from mtgjudge.cr.r810_two_headed_giant import share

            share(state, p, log, poison=True)


@dataclass(frozen=True, slots=True)
class Recorded(Effect):
    """"draw N cards", "mill N cards", "discards a card", "scry N", "surveil N": recorded
    as events (``action`` a key of :data:`mtgjudge.cr.r701_keyword_actions.RECORDED`)."""

    action: str = "draw"

    @property
    def rule(self) -> str:
        """The rule of its action (121.1 draw, 701.17a mill...)."""
        return r701.RECORDED[self.action][0]

    def apply(self, state, obj, who, log):
        r701.record(state, who, self.action, amount_now(state, obj, self), log)


@dataclass(frozen=True, slots=True)
class SacrificeChosen(Effect):
    """"<player> sacrifices N <kind> [of their choice]" (701.21a): each player ``who``
    sacrifices ``amount`` permanents of ``kind`` (``"creature"``, ``"land"``, ``"artifact"``,
    ``"permanent"``, ``"nonland permanent"``...) they control, ``other`` than the source
    ("sacrifice another creature"), chosen as it resolves: those given in the ability's
    ``triggers.choices``, the first others they control as listed making up the rest."""

    kind: str = "creature"
    other: bool = False

    def _own(self, state: GameState, obj: StackObject, player: str) -> list[str]:
        return [p.id for p in state.controlled_by(player)
                if matches_kind(p, self.kind) and not (self.other and p.id == obj.source)]

    @implements("701.21a")
    def check_choice(self, state, obj, picks):
        """A choice that isn't a permanent of the kind one of the players controls."""
        from mtgjudge.messages import Text

        own = {pid.casefold() for who in self.who if who in state.players for pid in self._own(state, obj, who)}
        bad = next((p for p in picks if p.casefold() not in own), None)
        if bad is None:
            return None
        return Text("choice.sacrifice_not_own", pick=bad, player=", ".join(self.who), object=obj.id)

    @implements("701.21a")
    def apply(self, state, obj, who, log):
        from mtgjudge.cr import r603_triggered_abilities as r603

        own = self._own(state, obj, who)
        chosen = r603.choice(state, obj)
        n = amount_now(state, obj, self)
        if chosen is not None:  # too few chosen: the first others listed make up N
            folded = {pid.casefold(): pid for pid in own}
            picks = list(dict.fromkeys(folded[c.casefold()] for c in chosen if c.casefold() in folded))[:n]
            picks += [p for p in own if p not in picks][: n - len(picks)]
            key = "trigger.sacrifice_chosen"
        else:
            picks, key = own[:n], "trigger.sacrifice_listed"
        log.add("701.21a", key, player=who, count=len(picks), permanents=", ".join(picks) or "-")
        for pid in picks:
            r701.sacrifice(state, pid, log)


def matches_kind(perm: Any, kind: str) -> bool:
    """Whether permanent ``perm`` is of ``kind``: ``"permanent"``, ``"nonland permanent"``,
    ``"noncreature permanent"`` or a card type in lower case ("creature", "land")."""
    if kind == "permanent":
        return True
    if kind.startswith("non") and kind.endswith(" permanent"):
        return not perm.is_type(kind[3:].split(" ")[0].capitalize())
    return perm.is_type(kind.capitalize())


@dataclass(frozen=True, slots=True)
class CreateTokens(Effect):
    """"create N [tokens] that are [tapped and] attacking" (111.1, 508.4: what they attack
    is their controller's choice, the only one with two players), "... blocking that
    creature" (506.3e; ``who`` is "that creature"), or tokens that just enter the
    battlefield (a Treasure, a Clue: "investigate", 701.16a). ``reading``: the token
    wording as read (:class:`mtgjudge.oracle.tokens.TokenReading`), which makes the
    Resolution."""

    reading: Any = None

    def resolve(self, state, obj, log):
        if self.reading.mode == "blocking":
            self.reading.resolution(blocking=self.who[0]).resolve(state, obj, log)
        else:
            self.reading.resolution(attacking=None).resolve(state, obj, log)

    def check_choice(self, state, obj, picks):
        """What the tokens attack, for those created attacking (508.4; see
        :meth:`~mtgjudge.cr.r508_4_put_attacking.CreateTokensAttacking.check_choice`)."""
        if self.reading.mode != "attacking":
            return None
        return self.reading.resolution(attacking=None).check_choice(state, obj, picks)


@dataclass(frozen=True, slots=True)
class ExileAndReturn(Effect):
    """"[you may] exile <who>, then return that card to the battlefield under your (its
    owner's) control" (Restoration Angel). The card returns as a new object with no memory
    of the old one (400.7): a new id (``"Name #2"``), untapped, with no damage or counters,
    not attacking or blocking (the old one was removed from combat as it left, 506.4), and
    its own enters abilities trigger (603.6a). A token exiled doesn't return (111.8).
    Still being its owner's commander is kept with the card (903.3), and so is the combat
    damage it dealt as one (903.10a). ``optional`` ("you may"): chosen as it resolves
    (603.5); an empty list in the ability's ``triggers.choices`` says no."""

    optional: bool = False
    to_owner: bool = False

    @implements("603.5", "400.7", "111.8")
    def apply(self, state, obj, who, log):
        from mtgjudge.cr import r603_triggered_abilities as r603
        from mtgjudge.cr.r508_4_put_attacking import enter, is_token, new_permanent
        from mtgjudge.names import unused_id

        old = state.battlefield.get(who)
        if old is None:
            log.add("608.2b", "resolve.gone", permanent=who, object=obj.id)
            return
        if self.optional:
            if r603.choice(state, obj) == ():
                log.add("603.5", "resolve.may_no", player=obj.controller, object=obj.id)
                return
            log.add("603.5", "resolve.may_yes", player=obj.controller, object=obj.id)
        r701.exile(state, who, log)
        if is_token(old):
            log.add("111.8", "resolve.token_stays", permanent=who)
            return
        controller = old.owner if self.to_owner else obj.controller
        taken = {*state.battlefield, *state.players, *state.graveyard, *state.exile, *state.hand, *state.last_known}
        perm = new_permanent(state, old.card, controller, id=unused_id(taken, old.card.name.split(" // ")[0]))
        perm.owner = old.owner
        state.exile.remove(who)  # the card left exile; the old object is gone (400.7)
        enter(state, perm, controller, log)
        log.add("400.7", "resolve.returns", card=who, permanent=perm.id, controller=controller)
        if who in state.commanders:  # a commander stays one in every zone (903.3)
            state.commanders[perm.id] = state.commanders.pop(who)
            for (commander, player) in [k for k in state.commander_damage if k[0] == who]:
                state.commander_damage[(perm.id, player)] = state.commander_damage.pop((commander, player))
