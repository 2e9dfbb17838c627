"""Our grammar for combat trigger lines of Oracle text (CR 603, 508.3, 509.3, 510.3a, 511.2).

The grammar is ``mtgjudge/data/oracle_triggers.lark``, read with Lark's LALR parser
(built once, at the first line read). A line is one triggered ability: "Whenever ~
attacks / blocks (a creature) / becomes blocked (by a creature) / attacks and isn't
blocked / deals (combat) damage to a player / to a creature / is dealt damage / dies /
leaves the battlefield", "When ~ enters" or "At end of combat", then effects the engine
can carry out, in order (608.2c): +N/+N or keywords until end of turn (also "for each"
and "+X/+0, where X is the number of ..." counted as it resolves), "can't block this
turn" and "blocks this turn if able", damage (to any target, equal to its power), life,
+1/+1, -1/-1, stun and poison counters, tap, untap, destroy, exile, return to its owner's
hand, sacrifice, fight, goad, removing from combat, becoming the monarch or taking the
initiative, tokens (attacking, blocking or just entering; Treasure, Food, Clue...,
investigate), "you may ..." (603.5) and "... at end of combat" (603.7); drawing, milling,
discarding, scry, surveil, energy, looking at the top of the library and "doesn't untap
during its controller's next untap step" recorded. They act on the creature itself, "that
creature", a group, one target (a creature, another permanent, a player or any target,
"up to one"), or the creatures a player controls. Lark's shapes stop here: callers get a
:class:`~mtgjudge.cr.r603_triggered_abilities.OracleTrigger`, or ``None`` when any part
of the line isn't a wording the grammar knows (never a guess).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import cache, lru_cache
from importlib import resources
from typing import Any

from mtgjudge.oracle import grammar as oracle_grammar
from mtgjudge.cr import r603_triggered_abilities as r603
from mtgjudge.cr import r610_one_shot_effects as r610
from mtgjudge.cr import r702_keywords as kw
from mtgjudge.abilities.base import Ability, is_triggered
from mtgjudge.abilities import catalog

_NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
            "nine": 9, "ten": 10}

#: The referents each trigger condition defines, beyond "it", "you", "each opponent",
#: "each player" and the groups (which every trigger has).
_DEFINES: dict[str, set[str]] = {w: {"that player"} for w in r603.CAST_WHENS}
_DEFINES |= {
    "attacks": {"defending player"},
    "attacks and isn't blocked": {"defending player"},
    "blocks": {"defending player"},
    "blocks a creature": {"that creature", "defending player"},
    "becomes blocked": {"defending player"},
    "becomes blocked by a creature": {"that creature", "defending player"},
    "blocks or becomes blocked": {"defending player"},
    "blocks or becomes blocked by a creature": {"that creature", "defending player"},
    "deals combat damage to a player": {"that player", "that much"},
    "deals combat damage to a creature": {"that creature", "that much"},
    "deals damage to a player": {"that player", "that much"},
    "is dealt damage": {"that much"},
    "dies": set(),
    "leaves the battlefield": set(),
    "enters": set(),
    "at end of combat": set(),
    "attacks or blocks": {"defending player"},
    "deals combat damage to an opponent": {"that player", "that much"},
    "deals combat damage to a player or planeswalker": {"that much"},
    "deals combat damage to a player or battle": {"that much"},
    "enters or dies": set(),
    "enters or leaves the battlefield": set(),
    "deals combat damage": {"that much"},
    "at the beginning of combat on your turn": set(),
    "a creature you control attacks": {"that creature", "defending player"},
    "another creature you control attacks": {"that creature", "defending player"},
    "one or more creatures you control attack": set(),
    "you attack": set(),
    "a creature you control deals combat damage to a player": {"that creature", "that player", "that much"},
    "one or more creatures you control deal combat damage to a player": {"that player"},
    "a creature deals combat damage to one of your opponents": {"that creature", "that player", "that much"},
    "equipped creature attacks": {"equipped creature", "defending player"},
    "equipped creature deals combat damage": {"equipped creature", "that much"},
    "equipped creature deals combat damage to a player": {"equipped creature", "that player", "that much"},
    "equipped creature deals combat damage to an opponent": {"equipped creature", "that player", "that much"},
    "equipped creature deals combat damage to a creature": {"equipped creature", "that creature", "that much"},
    "enchanted creature deals combat damage to an opponent": {"enchanted creature", "that player", "that much"},
    "enchanted creature deals combat damage to a creature": {"enchanted creature", "that creature", "that much"},
    "enchanted creature attacks": {"enchanted creature", "defending player"},
    "enchanted creature deals combat damage": {"enchanted creature", "that much"},
    "enchanted creature deals combat damage to a player": {"enchanted creature", "that player", "that much"},
    "another creature you control enters": {"that creature"},
    "a creature you control enters": {"that creature"},
    "another creature enters": {"that creature"},
}
_ALWAYS = {"it", "you", "each opponent", "each player", *r610.GROUPS}


class _NotModeled(Exception):
    """The line parses but says something the engine doesn't model."""


class _NoUntapTapped:
    """"That creature doesn't untap ...", opening a sentence after one that taps it."""


@dataclass(frozen=True, slots=True)
class _ReturnExiled:
    """"return that card to the battlefield under your (its owner's) control", read
    with the exile before it as one :class:`~mtgjudge.cr.r610_one_shot_effects.ExileAndReturn`."""

    to_owner: bool


#: The effects that act on a permanent: after a "dies" or "leaves" event "it" is a card in
#: another zone (400.7), and these on it are not a reading of ours.
_ON_PERMANENT = (r610.KeywordAction, r610.Goad, r610.ExileAndReturn, r610.Destroy, r610.RemoveFromCombat)

#: Effects made of other effects (``steps``).
_NESTED = (r610.May, r610.AtEndOfCombat)

#: "creatures <player> controls": the referent of the player whose creatures they are.
_CREATURES_OF = {"@defending player's creatures": "defending player", "@target's creatures": "target"}


def _creatures_of(e: Any) -> Any:
    """``e`` with "creatures defending (target) player controls" as the creatures of that
    player (decided as it resolves, 611.2c)."""
    if isinstance(e, _NESTED):
        return replace(e, steps=tuple(map(_creatures_of, e.steps)))
    player = next((_CREATURES_OF[w] for w in e.who if w in _CREATURES_OF), None)
    if player is None:
        return e
    if len(e.who) != 1:
        raise _NotModeled("creatures a player controls")
    return replace(e, who=_refs(player), creatures_of=True)


def _refs(*names: str) -> tuple[str, ...]:
    return tuple(f"@{n}" for n in names)


class _Readings:
    """Lark callbacks: each returns a piece of the reading."""

    def __init__(self):
        self.targets: list[r603.TargetSpec] = []
        self.pronoun_deals = False  # "it deals ... damage"
        self.sentences_read = 0
        self.if_you_do_read = 0  # sentences "If you do, ..." (after "you may")

    def line(self, c):
        event, condition, may, effects = c
        sentences, self.sentences_read = self.sentences_read, 0
        if_you_do, self.if_you_do_read = self.if_you_do_read, 0
        if if_you_do and may is None:
            raise _NotModeled("if you do")
        if may is not None and sentences - if_you_do > 1:
            raise _NotModeled("you may")  # the choice covers the first sentence (and "If you do, ...")
        pronoun_deals, self.pronoun_deals = self.pronoun_deals, False
        targets, self.targets = self.targets, []
        return assemble(event, condition or "", may is not None, effects, targets, pronoun_deals)

    def trigger_only(self, c):
        return c[0]

    def head_if(self, c):
        return c[0], c[1]

    # -- intervening "if" clauses (603.4)
    def intervening(self, c): return c[0]
    def cond_control(self, c): return f"you control {_article(str(c[0]))} {c[0]}"
    def cond_control_another(self, c): return f"you control another {c[0]}"
    def cond_your_turn(self, c): return "it's your turn"
    def cond_more_lands(self, c): return "defending player controls more lands than you"
    def cond_life_at_most(self, c): return f"you have {int(c[0])} or less life"
    def cond_control_count(self, c): return f"you control {_number(c[0])} or more {c[1]}"
    def cond_opponent_more_lands(self, c): return "an opponent controls more lands than you"
    def cond_no_monarch(self, c): return "there is no monarch"

    def cond_power(self, c):
        return f"you control a creature with power {_creature_power(c)} or greater"

    def cond_power_another(self, c):
        return f"you control another creature with power {_creature_power(c)} or greater"

    # -- trigger conditions
    def attacks(self, c): return "attacks"
    def attacks_unblocked(self, c): return "attacks and isn't blocked"
    def blocks(self, c): return "blocks"
    def blocks_creature(self, c): return "blocks a creature"
    def becomes_blocked(self, c): return "becomes blocked"
    def blocked_by_creature(self, c): return "becomes blocked by a creature"
    def blocks_or_blocked(self, c): return "blocks or becomes blocked"
    def blocks_or_blocked_by(self, c): return "blocks or becomes blocked by a creature"
    def combat_damage_player(self, c): return "deals combat damage to a player"
    def combat_damage_creature(self, c): return "deals combat damage to a creature"
    def damage_player(self, c): return "deals damage to a player"
    def dealt_damage(self, c): return "is dealt damage"
    def dies(self, c): return "dies"
    def leaves(self, c): return "leaves the battlefield"
    def enters(self, c): return "enters"
    def end_of_combat(self, c): return "at end of combat"
    def attacks_or_blocks(self, c): return "attacks or blocks"
    def combat_damage_opponent(self, c): return "deals combat damage to an opponent"
    def combat_damage_player_or_planeswalker(self, c): return "deals combat damage to a player or planeswalker"
    def combat_damage_player_or_battle(self, c): return "deals combat damage to a player or battle"
    def enters_or_dies(self, c): return "enters or dies"
    def enters_or_leaves(self, c): return "enters or leaves the battlefield"
    def combat_damage(self, c): return "deals combat damage"
    def beginning_of_combat(self, c): return "at the beginning of combat on your turn"
    def one_or_more_attack(self, c): return "one or more creatures you control attack"
    def you_attack(self, c): return "you attack"
    def one_or_more_damage_player(self, c): return "one or more creatures you control deal combat damage to a player"
    def damage_your_opponent(self, c): return "a creature deals combat damage to one of your opponents"
    def yours_attacks(self, c): return "a creature you control attacks", _group(c)
    def another_attacks(self, c): return "another creature you control attacks", _group(c)
    def yours_damage_player(self, c): return "a creature you control deals combat damage to a player", _group(c)
    def another_yours_enters(self, c): return "another creature you control enters", _group(c)
    def another_enters(self, c): return "another creature enters", _group(c)
    def yours_enters(self, c): return "a creature you control enters", _group(c)
    def attached_attacks(self, c): return f"{c[0]} creature attacks"
    def attached_damage(self, c): return f"{c[0]} creature deals combat damage"
    def attached_damage_player(self, c): return f"{c[0]} creature deals combat damage to a player"
    def attached_damage_opponent(self, c): return f"{c[0]} creature deals combat damage to an opponent"
    def attached_damage_creature(self, c): return f"{c[0]} creature deals combat damage to a creature"
    def cast(self, c):
        return r603.CAST_WHEN[(str(c[0]), str(c[1]) if c[1] is not None else "")]

    def any_creature(self, c): return _Group("")
    def creature_type(self, c): return _Group(str(c[0]))

    def subject(self, c):
        return "~"

    # -- effects
    def effects(self, c):
        out: list[Any] = []
        for e in (x for e in c for x in (e if isinstance(e, list) else (e,))):
            if isinstance(e, _ReturnExiled):
                # "exile <it>, then return that card to the battlefield under ... control"
                last = out.pop() if out else None
                if not (isinstance(last, r610.KeywordAction) and last.action == "exile"):
                    raise _NotModeled("return that card")
                e = r610.ExileAndReturn(last.who, to_owner=e.to_owner)
            if (isinstance(e, (r610.NoNextUntap, r610.PutCounters)) and e.who in (_refs("it"), _refs("pronoun")) and out
                    and isinstance(out[-1], r610.KeywordAction) and out[-1].action == "tap"):
                # "tap X and it doesn't untap ...", "tap X and put a stun counter on it": "it" is X
                e = replace(e, who=out[-1].who)
            if e is not None:
                out.append(e)
        return out

    def sentence(self, c):
        return c[0]

    def if_you_do(self, c):
        self.if_you_do_read += 1
        return c[0]

    def at_end_of_combat(self, c):
        return [r610.AtEndOfCombat(steps=tuple(c[0]))]


    def sentences(self, c):
        self.sentences_read = len(c)
        out: list[Any] = []
        for effects in c:
            for e in effects:
                if isinstance(e, _NoUntapTapped):  # "Tap X. That creature doesn't untap ..."
                    if not (out and isinstance(out[-1], r610.KeywordAction) and out[-1].action == "tap"):
                        raise _NotModeled("that creature")
                    e = r610.NoNextUntap(out[-1].who)
                out.append(e)
        return out

    def no_untap(self, c):
        return r610.NoNextUntap(c[0])

    def no_untap_tapped(self, c):
        return _NoUntapTapped()

    def return_exiled(self, c):
        return _ReturnExiled(str(c[0]) != "your")

    def tap(self, c): return r610.KeywordAction(c[0], action="tap")
    def sacrifice(self, c): return r610.KeywordAction(_refs("it"), action="sacrifice")

    def counter_kind_one(self, c):
        kind, who = c
        return r610.PutCounters(who, amount=1, kind=str(kind), rule="122.1d" if str(kind) == "stun" else "122.6")

    def counter_kind_n(self, c):
        n, kind, who = c
        return r610.PutCounters(who, amount=_number(n), kind=str(kind), rule="122.1d" if str(kind) == "stun" else "122.6")
    def untap(self, c): return r610.KeywordAction(c[0], action="untap")
    def exile(self, c): return r610.KeywordAction(c[0], action="exile")
    def bounce(self, c): return r610.KeywordAction(c[0], action="return to hand")

    def monarch(self, c):
        return r610.Designate(c[0], designation="monarch")

    def initiative(self, c):
        return r610.Designate(c[0], designation="initiative")

    def energy(self, c):
        return r610.Recorded(c[0], amount=len(c) - 1, action="energy")

    def look_top(self, c):
        return r610.Recorded(_refs("you"), amount=_number(c[0]), action="look")

    def fight(self, c):
        return r610.Fight(c[-1])

    def goad(self, c):
        return r610.Goad(c[0])

    def cant_block(self, c):
        return r610.Pump(c[0], abilities=(kw.CantBlock("can't block"),))

    def must_block(self, c):
        return r610.Pump(c[0], abilities=(kw.BlocksIfAble("blocks each combat if able"),))

    def investigate(self, c):
        from mtgjudge.oracle import tokens as oracle_tokens

        return r610.CreateTokens((), reading=oracle_tokens.investigate())

    def pump_per(self, c):
        who, pt, per = c
        p, t = _pt(pt)
        return r610.Pump(who, power=p, toughness=t, per=per)

    def pump_x(self, c):
        who, pt, per = c
        p, t = (1 if x == "+X" else 0 for x in str(pt).split("/"))
        return r610.Pump(who, power=p, toughness=t, per=per)

    def count_other_attackers(self, c): return "other attackers"
    def count_attackers(self, c): return "attackers"
    def count_own_creatures(self, c): return "own creatures"
    def count_other_own_creatures(self, c): return "other own creatures"

    def pump(self, c):
        who, pt = c
        p, t = _pt(pt)
        return r610.Pump(who, power=p, toughness=t)

    def pump_per_blocker(self, c):
        who, pt = c
        p, t = _pt(pt)
        return r610.Pump(who, power=p, toughness=t, per="blockers")

    def pump_per_extra_blocker(self, c):
        who, pt = c
        p, t = _pt(pt)
        return r610.Pump(who, power=p, toughness=t, per="blockers beyond the first")

    def pump_gains(self, c):
        who, pt, abilities = c
        p, t = _pt(pt)
        return r610.Pump(who, power=p, toughness=t, abilities=abilities)

    def gains(self, c):
        who, abilities = c
        return r610.Pump(who, abilities=abilities)

    def keyword_list(self, c):
        out = []
        for token in c:
            ability = oracle_grammar.read_keyword(str(token))
            if ability is None or is_triggered(ability):
                raise _NotModeled(str(token))  # a triggered keyword gained: not modeled yet
            out.append(ability)
        return tuple(out)

    def gain_life(self, c):
        return r610.GainLife(c[0], amount=c[1])

    def lose_life(self, c):
        return r610.LoseLife(c[0], amount=c[1])

    def gain_life_power(self, c):
        return r610.GainLife(c[0], amount=r610.ITS_POWER)

    def lose_life_power(self, c):
        return r610.LoseLife(c[0], amount=r610.ITS_POWER)

    def gain_life_per(self, c):
        return r610.GainLife(c[0], amount=c[1], per=c[2])

    def draw_power(self, c):
        return r610.Recorded(c[0] or _refs("you"), amount=r610.ITS_POWER, action="draw")

    def draw_one(self, c):
        return r610.Recorded(c[0] or _refs("you"), amount=1, action="draw")

    def draw_n(self, c):
        return r610.Recorded(c[0] or _refs("you"), amount=_number(c[1]), action="draw")

    def mill_one(self, c):
        return r610.Recorded(c[0] or _refs("you"), amount=1, action="mill")

    def mill_n(self, c):
        return r610.Recorded(c[0] or _refs("you"), amount=_number(c[1]), action="mill")

    def discard_one(self, c):
        return r610.Recorded(c[0] or _refs("you"), amount=1, action="discard")

    def discard_n(self, c):
        return r610.Recorded(c[0] or _refs("you"), amount=_number(c[1]), action="discard")

    def scry(self, c):
        return r610.Recorded(_refs("you"), amount=int(c[0]), action="scry")

    def surveil(self, c):
        return r610.Recorded(_refs("you"), amount=int(c[0]), action="surveil")

    def counter_one(self, c):
        return r610.PutCounters(c[0], amount=1)

    def counter_n(self, c):
        return r610.PutCounters(c[1], amount=_number(c[0]))

    def deal_damage(self, c):
        source, amount, target = c
        if source == _refs("pronoun"):
            self.pronoun_deals, source = True, _refs("it")
        if source != _refs("it"):
            raise _NotModeled("damage from another source")
        return r610.DealDamage(target, amount=amount)

    def deal_damage_power(self, c):
        source, target = c
        if source == _refs("pronoun"):
            self.pronoun_deals, source = True, _refs("it")
        if source != _refs("it"):
            raise _NotModeled("damage from another source")
        return r610.DealDamage(target, amount=r610.ITS_POWER)

    def counter_each(self, c):
        return r610.PutCounters(_refs(c[0]), amount=1)

    def poison_one(self, c):
        return r610.Poison(c[0], amount=1)

    def poison_n(self, c):
        return r610.Poison(c[0], amount=_number(c[1]))

    def destroy(self, c):
        return r610.Destroy(c[0])

    def remove(self, c):
        return r610.RemoveFromCombat(c[0])

    def amount(self, c):
        return int(c[0])

    def that_much(self, c):
        return r610.THAT_MUCH

    # -- who
    def target(self, c):
        up_to, another, tapped, attacking, non, limit = c
        spec = r603.TargetSpec(attacking=attacking is not None, other=another is not None,
                               not_subtype=str(non)[len("non-"):] if non is not None else "",
                               tapped=str(tapped or ""), up_to=up_to is not None, **(limit or {}))
        self.targets.append(spec)
        return _refs("target")

    def target_permanent(self, c):
        up_to, another, tapped, kind, limit = c
        self.targets.append(r603.TargetSpec(other=another is not None, kind=str(kind), tapped=str(tapped or ""),
                                            up_to=up_to is not None, **(limit or {})))
        return _refs("target")

    def _target_of(self, kind):
        self.targets.append(r603.TargetSpec(kind=kind))
        return _refs("target")

    def target_player(self, c): return self._target_of("player")
    def target_opponent(self, c): return self._target_of("opponent")
    def any_target(self, c): return self._target_of("any")
    def target_player_or_planeswalker(self, c): return self._target_of("player or planeswalker")
    def target_creature_or_planeswalker(self, c): return self._target_of("creature or planeswalker")

    def defenders_creatures(self, c):
        return _refs("defending player's creatures")

    def target_players_creatures(self, c):
        self._target_of("player")
        return _refs("target's creatures")

    def target_opponents_creatures(self, c):
        self._target_of("opponent")
        return _refs("target's creatures")

    def target_in_combat(self, c):
        self.targets.append(r603.TargetSpec(in_combat=True))
        return _refs("target")

    def limit_you(self, c): return {"controller": "you"}
    def limit_opponent(self, c): return {"controller": "opponent"}
    def limit_defending(self, c): return {"controller": "defending player"}
    def limit_not_you(self, c): return {"controller": "not you"}
    def limit_without(self, c): return {"without": str(c[0]).lower()}

    def it(self, c): return _refs("it")
    def pronoun(self, c): return _refs("pronoun")
    def that_creature(self, c): return _refs("that creature")
    def equipped(self, c): return _refs("equipped creature")
    def enchanted(self, c): return _refs("enchanted creature")
    def blockers(self, c): return _refs("blockers")
    def combatants(self, c): return _refs("combatants")
    def other_attackers(self, c): return _refs("other attackers")
    def own_attackers(self, c): return _refs("own attackers")
    def own_creatures(self, c): return _refs("own creatures")
    def you(self, c): return _refs("you")
    def each_opponent(self, c): return _refs("each opponent")
    def defending(self, c): return _refs("defending player")
    def that_player(self, c): return _refs("that player")
    def each_player(self, c): return _refs("each player")


def assemble(event: Any, condition: str, may: bool, effects: Sequence[Any], targets: Sequence[r603.TargetSpec],
             pronoun_deals: bool = False) -> tuple:
    """One triggered ability from its parts, whoever read them (our grammar or the phase
    translator, :mod:`mtgjudge.oracle.phase_triggers`): ``event`` the trigger event as the
    grammar reads it (a ``when``, or ``(when, subtype)`` for a group's), ``condition`` its
    intervening "if" (603.4) or ``""``, ``may`` "you may" (603.5), ``effects`` in order with
    referents ("@it", "@pronoun" for "it", "@target"...), ``targets`` one per "target".

    Returns ``(when, effects, target, subtype, condition, optional)``.

    Raises:
        _NotModeled: a referent the event doesn't define, several targets, "it" on a card
            that left the battlefield, or "its power" of another creature than the source.
    """
    effects = list(effects)
    if may and len(effects) == 1 and isinstance(effects[0], r610.ExileAndReturn):
        effects, may = [replace(effects[0], optional=True)], False  # chosen as the card returns
    when, subtype = event if isinstance(event, tuple) else (event, "")
    effects = [replace(e, steps=tuple(_it_means(when, list(e.steps), pronoun_deals))) if isinstance(e, _NESTED)
               else e for e in effects]
    effects = _it_means(when, effects, pronoun_deals)
    effects = [_creatures_of(e) for e in effects]
    steps = [s for e in effects for s in (e.steps if isinstance(e, _NESTED) else (e,))]
    if (("dies" in when or "leaves" in when)
            and any(isinstance(e, _ON_PERMANENT) and {"@it", "@that creature"} & set(e.who) for e in steps)):
        raise _NotModeled(when)  # "return it to its owner's hand": the card, now in another zone
    if (when in r603.GROUP_WHENS or when in r603.ATTACHED_WHENS) and any(e.amount == r610.ITS_POWER for e in steps):
        raise _NotModeled(when)  # "its power": another creature's than the source's
    used = {w[1:] for e in steps for w in e.who if w.startswith("@")}
    used |= {"that much" for e in steps if e.amount == r610.THAT_MUCH}
    if not used <= _ALWAYS | _DEFINES[when] | ({"target"} if targets else set()) or len(targets) > 1:
        raise _NotModeled(when)  # one target at most (several: not modeled)
    return when, tuple(effects), (targets[0] if targets else None), subtype, condition, may


def _it_means(when: str, effects: list[Any], deals: bool) -> list[Any]:
    """``effects`` with the pronoun "it" replaced by what it means: the trigger's source
    ("Whenever ~ attacks, it gets..."), or the creature the event is about in a group's
    or an attached creature's trigger ("Whenever a creature you control attacks, it
    gets...", "Whenever equipped creature attacks, put a counter on it").

    Raises:
        _NotModeled: "it" in a trigger about several creatures, or one where it deals
            damage (the source would be another creature than the ability's).
    """
    pronoun = _refs("pronoun")[0]
    other = when in r603.GROUP_WHENS or when in r603.ATTACHED_WHENS
    if other and deals:
        raise _NotModeled(when)
    if not any(pronoun in e.who for e in effects):
        return effects
    if other:
        means = next((n for n in ("that creature", "equipped creature", "enchanted creature") if n in _DEFINES[when]),
                     None)
        if means is None:
            raise _NotModeled(when)
    else:
        means = "it"
    return [replace(e, who=tuple(f"@{means}" if w == pronoun else w for w in e.who)) for e in effects]


class _Group(str):
    """A group's creature type ("Dragon" in "a Dragon you control"), ``""`` for any creature."""


def _group(children: Sequence[Any]) -> str:
    return next(str(c) for c in children if isinstance(c, _Group))


def _creature_power(c: Sequence[Any]) -> int:
    if str(c[0]) != "creature":
        raise _NotModeled(str(c[0]))
    return int(c[1])


def _article(word: str) -> str:
    return "an" if word[:1].lower() in "aeiou" else "a"


#: The transformer (one: it collects the targets of the line being parsed).
_READINGS = _Readings()


def _pt(token: Any) -> tuple[int, int]:
    p, t = str(token).split("/")
    return int(p), int(t)


def _number(token: Any) -> int:
    text = str(token)
    return _NUMBERS[text] if text in _NUMBERS else int(text)


def _keyword_terminal() -> str:
    """KEYWORD: the keywords an effect can grant ("gains flying and first strike"), from
    the keyword tables, longest first."""
    names = sorted(catalog.CLASSES, key=len, reverse=True)
    alternatives = " | ".join(f'"{n}"i' for n in names)
    return f"\nKEYWORD: {alternatives}\nPT: /[+-][0-9]+\\/[+-][0-9]+/\n"


@cache
def _parser() -> Any:
    """The LALR parser with the readings applied while parsing (no tree is built)."""
    from lark import Lark

    from mtgjudge.cards.home import default_db_path

    grammar = resources.files("mtgjudge").joinpath("data/oracle_triggers.lark").read_text("utf-8")
    folder = default_db_path().parent
    cache_file = str(folder / "oracle_triggers.lark-cache") if folder.is_dir() else False
    return Lark(grammar + _keyword_terminal(), parser="lalr", lexer="contextual", start=["line", "trigger_only", "head_if"],
                transformer=_READINGS, maybe_placeholders=True, cache=cache_file)


#: The starts of the lines the grammar reads: other lines are rejected without Lark.
_START = re.compile(r"(Whenever (~|[Tt]his creature) (attacks|blocks|becomes blocked|deals (combat )?damage|is dealt)"
                    r"|When(ever)? (~|[Tt]his creature) (dies|leaves the battlefield|enters)|At end of combat"
                    r"|At the beginning of combat on your turn|Whenever you attack"
                    r"|Whenever (a|an|another|one or more) [A-Za-z]+ (you control )?(attack|deal|enters)"
                    r"|Whenever a creature (deals combat damage to one of your opponents|enters)"
                    r"|Whenever (equipped|enchanted) creature (attacks|deals combat damage)"
                    r"|Whenever (you cast|an opponent casts|a player casts) an? )")



@lru_cache(maxsize=4096)
def _parse(text: str) -> Any:
    from lark.exceptions import LarkError

    if not _START.match(text):
        return None
    parser = _parser()
    _READINGS.targets, _READINGS.if_you_do_read = [], 0
    try:
        return parser.parse(text, start="line")
    except (LarkError, _NotModeled):
        pass
    return _parse_tokens(text)


_CREATE = re.compile(r"(, | and |\. )[Cc]reate ")


def _parse_tokens(text: str) -> Any:
    """A trigger whose last effect creates tokens (attacking, blocking, or just entering),
    read by :func:`mtgjudge.oracle.tokens.read_token_effect` (111.1, 506.3, 508.4), after
    the trigger alone or the trigger and effects our grammar reads ("you lose 1 life and
    create a Treasure token"); else None."""
    from lark.exceptions import LarkError

    from mtgjudge.oracle import tokens as oracle_tokens

    found = list(_CREATE.finditer(text))
    if not found or not text.endswith("."):
        return None
    m = found[-1]
    head, rest = text[:m.start()], text[m.end():]
    token = oracle_tokens.read_token_effect("create " + rest[:-1])
    if token is None:
        return None
    _READINGS.targets, _READINGS.if_you_do_read = [], 0
    try:
        if m.group(1) == ", " and "," not in head:
            event = _parser().parse(head, start="trigger_only")
            (when, subtype), effects, target, condition, may = (
                event if isinstance(event, tuple) else (event, "")), (), None, "", False
        else:
            when, effects, target, subtype, condition, may = _parser().parse(head + ".", start="line")
    except (LarkError, _NotModeled):
        return None
    if token.mode == "blocking" and "that creature" not in _DEFINES[when]:
        return None
    who = _refs("that creature") if token.mode == "blocking" else ()
    return when, (*effects, r610.CreateTokens(who, reading=token)), target, subtype, condition, may


@dataclass(frozen=True, slots=True)
class Head:
    """What our grammar reads of a trigger line before its effects: ``event`` (a ``when``
    or ``(when, subtype)``), ``condition`` (an intervening "if", 603.4, or ``""``),
    ``may`` ("you may", 603.5) and ``rest``, the effects' text as normalised (the card's
    names written "~")."""

    event: Any
    condition: str
    may: bool
    rest: str


@lru_cache(maxsize=4096)
def read_head(line: str, self_names: tuple[str, ...] = ()) -> Head | None:
    """The trigger event, intervening "if" and "you may" of ``line`` as our grammar reads
    them, for a reader of the effects; None if the grammar doesn't read them."""
    from lark.exceptions import LarkError

    text, _ = oracle_grammar._normalise(line, self_names)
    if not _START.match(text) or ", " not in text:
        return None
    head, rest = text.split(", ", 1)
    condition = ""
    try:
        if rest.startswith("if ") and ", " in rest:
            cond, rest = rest.split(", ", 1)
            event, condition = _parser().parse(f"{head}, {cond},", start="head_if")
        else:
            event = _parser().parse(head, start="trigger_only")
    except (LarkError, _NotModeled):
        return None
    may = rest.startswith("you may ")
    return Head(event, condition, may, rest[len("you may "):] if may else rest)


def read_line(line: str, self_names: Sequence[str] = ()) -> list[Ability] | None:
    """The triggered ability of one line of Oracle text, or ``None`` if it isn't a
    combat trigger line whose every part we model (never a guess).

    Args:
        line: one line of rules text, e.g. ``"Whenever Hollow Dogs attacks, it gets +2/+0
            until end of turn."``.
        self_names: the names by which the text means the card itself (see
            :func:`mtgjudge.oracle.card_names.short_names`).

    Returns:
        ``[OracleTrigger]`` whose ``text`` is ``line``.
    """
    text, _ = oracle_grammar._normalise(line, self_names)
    reading = _parse(text)
    if reading is None:
        return None
    when, effects, target, subtype, condition, optional = reading
    return [r603.OracleTrigger(line, when=when, effects=r610.Effects(effects), target=target, subtype=subtype,
                               condition=condition, optional=optional)]
