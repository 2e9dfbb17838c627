"""Readings: what the engine holds for an ability, in words built from the ability's own
fields (its trigger event, effects, amounts, targets, duration, layer), never its Oracle
text repeated, so a misreading can be seen (``mtgjudge card``, the card pages).

Each function returns a :class:`~mtgjudge.messages.Text` (a ``reading.*`` message key
and parameters) that renders in English or Spanish; :meth:`Ability.reading
<mtgjudge.abilities.base.Ability.reading>` is the entry point. Numbers, rule numbers and
keywords are parameters, so the test of :mod:`tests.test_113_card_readings` can find
each field's value in the rendered text.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from mtgjudge.messages import AllParts, Items, KeywordText, TargetText, Text, TypeText, render

if TYPE_CHECKING:
    from mtgjudge.abilities.base import Ability


class Words(Text):
    """A :class:`Text` whose template is words with optional parts (``"{other} {color}
    {subtype} {type}"``): rendered with the spaces of empty parts taken out."""

    def __new__(cls, key: str, /, **params: Any) -> Words:
        obj = str.__new__(cls, _tidy(render(key, params)))
        obj.key = key
        obj.params = params
        return obj

    def render(self, lang: str = "en") -> str:
        return _tidy(render(self.key, self.params, lang))


def _tidy(s: str) -> str:
    return re.sub(r"\s+([,;)])", r"\1", " ".join(s.split()))


def T(key: str, **params: Any) -> Words:
    """``Words("reading." + key, ...)``."""
    return Words(f"reading.{key}", **params)


def empty() -> str:
    """The empty part of a reading (an optional part that isn't there)."""
    return ""


def joined(parts: list[Any]) -> Any:
    """Several readings shown one after another, separated by "; "; one alone as it is."""
    if not parts:
        return T("nothing")
    return parts[0] if len(parts) == 1 else Items(parts)


# ---------------------------------------------------------------- pieces
#: CR rule of each trigger event an :class:`OracleTrigger` can have (``when``).
EVENT_RULES = {
    "attacks": "508.3a", "attacks and isn't blocked": "509.3g", "becomes blocked": "509.3c",
    "blocks or becomes blocked": "509.3a, 509.3c", "becomes blocked by a creature": "509.3d",
    "blocks or becomes blocked by a creature": "509.3b, 509.3d", "blocks": "509.3a",
    "blocks a creature": "509.3b", "is dealt damage": "603.2", "deals damage to a player": "603.2",
    "deals combat damage to a player": "510.3a", "deals combat damage to a creature": "510.3a",
    "dies": "700.4", "at end of combat": "511.2", "enters": "603.6a", "leaves the battlefield": "603.6c",
    "attacks or blocks": "508.3a, 509.3a", "deals combat damage": "510.3a, 603.2c",
    "deals combat damage to an opponent": "510.3a", "deals combat damage to a player or planeswalker": "510.3a",
    "deals combat damage to a player or battle": "510.3a", "enters or dies": "603.6a, 700.4",
    "enters or leaves the battlefield": "603.6a, 603.6c", "at the beginning of combat on your turn": "603.2",
    "a creature you control attacks": "508.3a", "another creature you control attacks": "508.3a",
    "one or more creatures you control attack": "508.3a, 603.2c", "you attack": "508.3a, 603.2c",
    "a creature you control deals combat damage to a player": "510.3a",
    "one or more creatures you control deal combat damage to a player": "510.3a, 603.2c",
    "a creature deals combat damage to one of your opponents": "510.3a",
    **{f"{a} creature {e}": "508.3a" if e == "attacks" else "510.3a" for a in ("equipped", "enchanted")
       for e in ("attacks", "deals combat damage", "deals combat damage to a player",
                 "deals combat damage to an opponent", "deals combat damage to a creature")},
    "another creature you control enters": "603.6a", "a creature you control enters": "603.6a",
    "another creature enters": "603.6a",
}
#: A cast trigger's event ("you cast a noncreature spell"): who casts, and what.
_CAST = re.compile(r"^(you cast|an opponent casts|a player casts) an? (.*?) ?spell$")


def event_rule(when: str) -> str:
    """The CR rule of trigger event ``when``: of :data:`EVENT_RULES`, 601.2i for a cast
    trigger (:data:`_CAST`), else 603.2."""
    return EVENT_RULES.get(when) or ("601.2i, 603.2" if _CAST.match(when) else "603.2")


_EVENT_KEYS = {w: re.sub(r"[^a-z]+", "_", w).strip("_") for w in EVENT_RULES}

#: referent (``"@it"``) -> (message key, verb form: "one", "you" or "many").
_WHO = {"it": ("who.it", "one"), "you": ("who.you", "you"), "target": ("who.target", "one"),
        "that creature": ("who.that_creature", "one"), "that player": ("who.that_player", "one"),
        "defending player": ("who.defending_player", "one"), "each opponent": ("who.each_opponent", "one"),
        "each player": ("who.each_player", "one"), "own creatures": ("who.own_creatures", "many"),
        "own attackers": ("who.own_attackers", "many"), "blockers": ("who.blockers", "many"),
        "other attackers": ("who.other_attackers", "many"), "combatants": ("who.combatants", "many"),
        "equipped creature": ("who.equipped_creature", "one"), "enchanted creature": ("who.enchanted_creature", "one"),
        "attackers": ("who.attackers", "many"), "other own creatures": ("who.other_own_creatures", "many")}


def who(refs: tuple[str, ...]) -> tuple[Any, str]:
    """What a one-shot effect's ``who`` names, and the verb form it takes."""
    shown: list[Any] = []
    form = "one"
    for r in refs:
        if r.startswith("@") and r[1:] in _WHO:
            key, f = _WHO[r[1:]]
            shown.append(T(key))
            form = f
        else:
            shown.append(r)
    if len(shown) != 1:
        form = "many"
    if not shown:
        return T("who.nobody"), form
    return (AllParts(shown) if len(shown) > 1 else shown[0]), form


def verb(key: str, form: str, **params: Any) -> Text:
    """Message ``key`` in the verb form of its subject: ``key``, ``key_you`` or ``key_many``."""
    return T(key + ("" if form == "one" else "_" + form), **params)


def amount(n: int) -> Any:
    """An amount: the number, "that much" (-1, the amount of the trigger event) or "equal
    to its power" (-2, as it resolves)."""
    return T("that_much") if n == -1 else T("its_power") if n == -2 else n


def amount_per(s: Any) -> Any:
    """An effect's amount with its "for each" (``per``), counted as it resolves."""
    if not getattr(s, "per", ""):
        return amount(s.amount)
    return T("amount_per", amount=amount(s.amount), per=T(f"per.{s.per.replace(' ', '_')}"))


def color(c: str) -> Text:
    return T(f"color.{c}") if c in "WUBRG" and len(c) == 1 else T("color.other", color=c)


def colors(cs: tuple[str, ...]) -> Any:
    return AllParts(color(c) for c in cs) if cs else T("color.none")


def kw(name: str) -> KeywordText:
    return KeywordText(name)


def ability_words(a: Ability) -> Any:
    """An ability named inside another reading (what an effect grants): a keyword as
    its keyword, anything else as its own reading in brackets."""
    return kw(a.keyword_words()) if a.keyword_form else T("nested", reading=a.reading())


def abilities_words(abilities: tuple[Ability, ...]) -> Any:
    return AllParts(ability_words(a) for a in abilities)


# ---------------------------------------------------------------- filters (611.3a)
_TYPE_KEYS = ("Creature", "Artifact", "Enchantment", "Land", "Planeswalker")


#: Filter fields the words above don't say: shown with their values after them.
_MORE = ("subtypes", "status", "without", "not_color", "also_type", "supertype", "colorness")


def _more(f: Any, words: Words) -> Words:
    """``words`` with the values of the Filter's fields they don't say ("(status='untapped')")."""
    shown = "; ".join(f"{k}={getattr(f, k)!r}" for k in _MORE if getattr(f, k, None))
    return Words("reading.filter.more", base=words, more=shown) if shown else words


def filter_many(f: Any) -> Words:
    """A :class:`~mtgjudge.cr.r611_continuous_effects.Filter` as the permanents it
    means ("other white Elf creatures with flying you control")."""
    return _more(f, _filter_many(f))


def _filter_many(f: Any) -> Words:
    t = f.card_type if f.card_type in _TYPE_KEYS else ""
    return Words("reading.filter.many",
                 other=T("filter.other") if f.other else empty(),
                 color=T(f"filter.color.{f.color}") if f.color in tuple("WUBRG") and f.color else empty(),
                 subtype=TypeText(f.subtype) if f.subtype else empty(),
                 type=_types(f, t),
                 ability=T("filter.with", ability=kw(f.ability)) if f.ability else empty(),
                 control=T(f"filter.control.{f.controller}") if f.controller in ("you", "opponents") else empty())


def _types(f: Any, t: str) -> Any:
    """The card type a Filter names, in the plural ("creatures"), or none when its subtype says it."""
    if t or not (f.subtype or f.card_type):
        return T(f"filter.types.{t or 'any'}")
    return TypeText(f.card_type.lower()) if f.card_type else empty()


def filter_one(f: Any) -> Words:
    """A Filter as one permanent ("a Mountain", "another white artifact you control")."""
    t = f.card_type if f.card_type in _TYPE_KEYS else ""
    parts = dict(color=T(f"filter.one_color.{f.color}") if f.color in tuple("WUBRG") and f.color else empty(),
                 subtype=TypeText(f.subtype) if f.subtype else empty(),
                 type=T(f"filter.type.{t or 'any'}") if (t or not f.subtype) else empty(),
                 ability=T("filter.with", ability=kw(f.ability)) if f.ability else empty(),
                 control=T(f"filter.control.{f.controller}") if f.controller in ("you", "opponents") else empty())
    first = next((str(v) for k, v in parts.items() if k != "ability" and str(v)), "")
    article = "another" if f.other else "an" if first[:1].lower() in "aeiou" and first else "a"
    return _more(f, Words("reading.filter.one", article=T(f"filter.{article}"), **parts))


def affects(a: Any) -> tuple[Any, int]:
    """Who a continuous effect affects, and 1 (one object) or 2 (several)."""
    kind = type(a).__name__
    if kind == "Itself":
        return T("who.it"), 1
    if kind == "AttachedTo":
        return T("who.attached"), 1
    if kind == "Filter":
        return filter_many(a), 2
    if kind == "Objects":
        return AllParts(a.pids), len(a.pids)
    return T("who.unknown", what=type(a).__name__), 1


def condition(c: Any) -> Any:
    """A conditional static ability's condition (611.3b), or the empty part."""
    if c is None:
        return empty()
    kind = type(c).__name__
    if kind == "YourTurn":
        return T("condition.not_your_turn" if c.negate else "condition.your_turn")
    if kind == "YouControl":
        return T("condition.you_control", what=filter_one(c.what))
    if kind == "AttachedHasColor":
        return T("condition.attached_color", color=color(c.color))
    return T("condition.other", fields=fields_text(c))


def duration(d: str) -> Any:
    if not d:
        return empty()
    if d == "until end of turn":
        return T("duration.eot")
    return T("duration.other", duration=d)


def change(e: Any, n: int) -> Text:
    """What one continuous effect does to what it affects (``n``: 1 or several)."""
    kind = type(e).__name__
    subject, _ = affects(e.affects)
    if kind == "ModifyPT":
        return T("change.modify", who=subject, n=n, pt=f"{e.power:+d}/{e.toughness:+d}")
    if kind == "SetPT":
        pt = f"{'' if e.power is None else e.power}/{'' if e.toughness is None else e.toughness}"
        return T("change.set_pt", who=subject, n=n, pt=pt)
    if kind == "SwitchPT":
        return T("change.switch", who=subject, n=n)
    if kind == "AddAbilities":
        return T("change.gains", who=subject, n=n, abilities=abilities_words(e.abilities))
    if kind == "LoseAllAbilities":
        return T("change.loses_all", who=subject, n=n)
    if kind == "LoseAbilities":
        return T("change.loses", who=subject, n=n, abilities=AllParts(kw(x) for x in e.names))
    if kind == "AddTypes":
        words = T("types", types=TypeText(" ".join(x.lower() for x in e.types)) if e.types else empty(),
                  subtypes=TypeText(" ".join(e.subtypes)) if e.subtypes else empty())
        return T("change.becomes" if e.replace_subtypes else "change.types", who=subject, n=n, types=words)
    if kind == "EveryCreatureType":
        return T("change.every_type", who=subject, n=n)
    if kind == "SetColors":
        return T("change.add_colors" if e.add else "change.colors", who=subject, n=n, colors=colors(e.colors))
    return T("change.other", who=subject, n=n, what=type(e).__name__, fields=fields_text(e))


def continuous(e: Any, dur: str | None = None) -> Text:
    """One continuous effect: its change, duration, condition and layer (613.1, 613.4)."""
    _, n = affects(e.affects)
    return Words("reading.continuous", change=change(e, n), duration=duration(e.duration if dur is None else dur),
                 condition=condition(e.condition), layer=e.layer, rule=e.rule)


# ---------------------------------------------------------------- readings by kind
#: Restrictions, requirements and blocking rules written in words (508.1c-d, 509.1a-c):
#: class name -> (kind, message key); each class's module gives it :func:`ruled` of its entry.
RULED = {
    "CantAttack": ("restriction", "cant_attack"), "CantBlock": ("restriction", "cant_block"),
    "CantBeBlocked": ("restriction", "cant_be_blocked"),
    "CantBeBlockedExceptByTwo": ("restriction", "except_by_more"),
    "CantBeBlockedExceptByMore": ("restriction", "except_by_more"),
    "EvadesPowerOrLess": ("restriction", "evades_power_or_less"),
    "EvadesPowerOrMore": ("restriction", "evades_power_or_more"),
    "EvadesSubtype": ("restriction", "evades_subtype"), "EvadesColor": ("restriction", "evades_color"),
    "BlockedOnlyByColor": ("restriction", "only_by_color"), "EvadesCardType": ("restriction", "evades_card_type"),
    "EvadesAbility": ("restriction", "evades_ability"), "EvadesGreaterPower": ("restriction", "evades_greater_power"),
    "BlockedOnlyByFlyers": ("restriction", "only_by_ability"), "CantBlockFlyers": ("restriction", "cant_block_flyers"),
    "BlocksOnlyFlyers": ("restriction", "blocks_only_flyers"),
    "CantBlockPowerOrMore": ("restriction", "cant_block_power_or_more"),
    "MaxOneBlocker": ("restriction", "max_one_blocker"), "CantAttackAlone": ("restriction", "cant_attack_alone"),
    "CantBlockAlone": ("restriction", "cant_block_alone"), "MaxAttackers": ("restriction", "max_attackers"),
    "MaxBlockers": ("restriction", "max_blockers"),
    "AttacksIfAble": ("requirement", "attacks_if_able"), "BlocksIfAble": ("requirement", "blocks_if_able"),
    "Lure": ("requirement", "lure"), "MustBeBlocked": ("requirement", "must_be_blocked"),
    "MustBeBlockedByMore": ("requirement", "must_be_blocked_by_more"), "AllAttack": ("requirement", "all_attack"),
    "AllBlock": ("requirement", "all_block"), "OpponentsAttack": ("requirement", "opponents_attack"),
    "MustBlock": ("requirement", "must_block"),
    "BlockAdditional": ("blocking", "block_additional"), "BlockAnyNumber": ("blocking", "block_any_number"),
    "CantAttackYou": ("restriction", "cant_attack_you"), "MaxAttackersYou": ("restriction", "max_attackers_you"),
    "EvadesLesserPower": ("restriction", "evades_lesser_power"), "DoesntUntap": ("restriction", "doesnt_untap"),
}


def ruled(name: str) -> Callable[[Ability], Text]:
    """The ``reading`` method of restriction, requirement or blocking-rule class ``name``
    (an entry of :data:`RULED`): the rule in words, with its number N and the types,
    colours or keywords it names."""
    kind, key = RULED[name]

    def reading(self: Ability) -> Text:
        return _ruled(self, kind, key)

    reading.__doc__ = f"The {kind} in words, with what it names (:func:`mtgjudge.abilities.reading.ruled`)."
    return reading


def _ruled(a: Ability, kind: str, key: str) -> Text:
    params: dict[str, Any] = {}
    n = a.value
    if type(a).__name__ == "CantBeBlockedExceptByTwo":
        n = 2
    elif type(a).__name__ == "MustBeBlocked":
        n = max(n, 1)
    elif type(a).__name__ == "BlockAdditional":
        n = a.extra_blocks
    params["n"] = n
    for name in ("subtype", "color", "card_type", "abilities", "also", "attacker"):
        if hasattr(a, name):
            v = getattr(a, name)
            if name == "subtype":
                v = TypeText(v)
            elif name == "card_type":
                v = TypeText(v.lower())
            elif name == "color":
                v = T(f"filter.color.{v}") if v in tuple("WUBRG") and v else v
            elif name in ("abilities",):
                v = [kw(x) for x in v]
            elif name == "also":
                v = Words("reading.also", types=AllParts(TypeText(x) for x in v)) if v else empty()
            params[name] = v
    return T(kind, what=T(f"what.{key}", **params), rule=a.rule)


def trigger_reading(a: Any) -> Text:
    """An :class:`~mtgjudge.cr.r603_triggered_abilities.OracleTrigger`: trigger event
    and its rule, target with its limits (603.3d), effects in order."""
    when = a.when
    cast = _CAST.match(when)
    if cast is not None:  # 601.2i
        caster, quality = cast.groups()
        event = T("event.cast", caster=T("caster." + caster.replace(" ", "_")),
                  spell=T("spell_quality." + (quality.replace(" ", "_") or "any")))
    else:
        event = T(f"event.{_EVENT_KEYS[when]}") if when in _EVENT_KEYS else T("event.other", when=when)
    if getattr(a, "subtype", ""):
        event = T("event_subtype", event=event, subtype=TypeText(a.subtype))
    if getattr(a, "condition", ""):  # 603.4
        event = T("event_if", event=event, condition=a.condition)
    effects = joined([r for s in getattr(a.effects, "steps", ()) for r in one_shot(s)])
    if getattr(a, "optional", False):  # 603.5
        effects = T("may", effects=effects)
    rule = event_rule(when)
    if a.target is None:
        return T("trigger", event=event, rule=rule, effects=effects)
    return T("trigger_target", event=event, rule=rule, effects=effects, target=trigger_target(a.target))


def trigger_target(t: Any) -> Words:
    """A triggered ability's target (115.1) with its limits: a creature, another kind of
    permanent, a player, or any target (115.4); "up to one"; tapped or untapped."""
    kind = getattr(t, "kind", "creature")
    if kind != "creature" or getattr(t, "tapped", "") or getattr(t, "up_to", False):
        return Words("reading.target.kind", up_to=T("target.up_to") if t.up_to else empty(),
                     other=T("target.other") if t.other else empty(),
                     tapped=T(f"target.{t.tapped}") if t.tapped else empty(),
                     combat=T("target.attacking") if t.attacking else T("target.in_combat") if t.in_combat else empty(),
                     kind=T(f"target.kind.{re.sub(r'[^a-z]+', '_', kind)}"),
                     control=T(f"target.control.{t.controller.replace(' ', '_')}") if t.controller else empty())
    return Words("reading.target.creature",
                 other=T("target.other") if t.other else empty(),
                 combat=T("target.attacking") if t.attacking else T("target.in_combat") if t.in_combat else empty(),
                 not_subtype=T("target.not_subtype", subtype=TypeText(t.not_subtype)) if t.not_subtype else empty(),
                 without=T("target.without", ability=kw(t.without)) if t.without else empty(),
                 control=T(f"target.control.{t.controller.replace(' ', '_')}") if t.controller else empty())


def one_shot(s: Any) -> list[Text]:
    """One effect of a triggered ability (:mod:`mtgjudge.cr.r610_one_shot_effects`): its
    readings (a pump that also grants abilities is two, one per layer)."""
    got = _one_shot(s)
    return got if isinstance(got, list) else [got]


def _one_shot(s: Any) -> Any:
    kind = type(s).__name__
    subject, form = who(s.who)
    if getattr(s, "creatures_of", False):
        subject, form = T("who.creatures_of", player=subject), "many"
    if kind in ("May", "AtEndOfCombat"):
        steps = joined([r for x in s.steps for r in one_shot(x)])
        return T("do.may" if kind == "May" else "do.at_end_of_combat", effects=steps,
                 rule="603.5" if kind == "May" else "603.7")
    if kind == "KeywordAction":
        key = re.sub(r"[^a-z]+", "_", s.action)
        return T(f"action.{key}", who=subject, rule=_ACTION_RULES.get(s.action, "608.2c"))
    if kind in ("Goad", "Fight", "NoNextUntap"):
        rule = {"Goad": "701.15a", "Fight": "701.14a", "NoNextUntap": "502.3"}[kind]
        return T(f"do.{kind.lower()}", who=subject, rule=rule)
    if kind == "Designate":
        return verb(f"do.{s.designation}", form, who=subject, rule="725.1" if s.designation == "monarch" else "726.1")
    if kind == "Pump":
        parts = []
        per = T(f"per.{s.per.replace(' ', '_')}") if s.per else empty()
        if s.power or s.toughness:
            parts.append(Words("reading.layered", change=verb("do.pump", form, who=subject,
                                                                pt=f"{s.power:+d}/{s.toughness:+d}", per=per),
                               duration=T("duration.eot"), layer="7c", rule=s.rule))
        if s.abilities:
            parts.append(Words("reading.layered", change=verb("do.gains", form, who=subject,
                                                                abilities=abilities_words(s.abilities), per=empty()),
                               duration=T("duration.eot"), layer="6", rule=s.rule))
        return parts
    if kind == "PutCounters":
        return T("do.counters", who=subject, count=amount(s.amount), n=s.amount, kind=s.kind, rule=s.rule)
    if kind == "GainLife":
        if s.per:
            return verb("do.gain_life_per", form, who=subject, amount=amount(s.amount),
                        per=T(f"per.{s.per.replace(' ', '_')}"), rule=s.rule)
        return verb("do.gain_life", form, who=subject, amount=amount(s.amount), rule=s.rule)
    if kind == "LoseLife":
        return verb("do.lose_life", form, who=subject, amount=amount(s.amount), rule=s.rule)
    if kind == "DealDamage":
        return T("do.damage", who=subject, amount=amount_per(s), rule="120.2b")
    if kind == "Destroy":
        return T("do.destroy", who=subject, rule="701.8a")
    if kind == "RemoveFromCombat":
        return T("do.remove", who=subject, rule="506.4")
    if kind == "Poison":
        return T("do.poison", who=subject, count=amount(s.amount), n=s.amount, rule="122.1f")
    if kind == "SacrificeChosen":
        return T("do.sacrifice_chosen", who=subject, count=amount(s.amount),
                 kind=T(f"target.kind.{re.sub(r'[^a-z]+', '_', s.kind)}"),
                 other=T("target.other") if s.other else empty(), rule="701.21a")
    if kind == "Recorded":
        known = s.action in ("draw", "mill", "discard", "scry", "surveil", "energy", "look")
        return T(f"do.recorded.{s.action}" if known else "do.recorded.other",
                 who=subject, count=amount(s.amount), n=s.amount, action=s.action, rule=s.rule)
    if kind == "CreateTokens":
        return tokens(s.reading)
    if kind == "ExileAndReturn":
        return T("do.blink_may" if s.optional else "do.blink", who=subject,
                 control=T("do.blink_owner") if s.to_owner else T("do.blink_yours"), rule="400.7")
    return T("do.other", what=kind, fields=fields_text(s))


def tokens(r: Any) -> Text:
    """Tokens created attacking or blocking (111.1, 508.4, 506.3e)."""
    t = r.token
    pt = f"{t.power}/{t.toughness}" if t.power is not None else ""
    if "Creature" not in t.types:  # a predefined token (111.10)
        what = Words("reading.token_predefined", n=r.count, name=TypeText(t.name))
    else:
        what = Words("reading.token", n=r.count, pt=pt, colors=colors(t.colors) if t.colors else empty(),
                     subtypes=TypeText(" ".join(t.subtypes)) if t.subtypes else empty(),
                     artifact=T("token.artifact") if "Artifact" in t.types else empty(),
                     keywords=T("token.with", keywords=AllParts(kw(k) for k in t.keywords)) if t.keywords else empty())
    if r.action == "investigate":
        return T("do.investigate", count=r.count, n=r.count, rule="701.16a")
    if not r.mode:
        return T("do.tokens_entering", count=r.count, token=what,
                 tapped=T("token.tapped_entering") if r.tapped else empty(), rule="111.1")
    mode = "blocking" if r.mode == "blocking" else "attacking"
    return T(f"do.tokens_{mode}", count=r.count, token=what,
             tapped=T("token.tapped") if r.tapped else empty(), rule="508.4" if mode == "attacking" else "506.3e")


# ---------------------------------------------------------------- spells, activated abilities (608)
_ACTION_RULES = {"destroy": "701.8a", "exile": "701.13a", "tap": "701.26a", "untap": "701.26b",
                 "remove from combat": "506.4", "regenerate": "701.19a", "become blocked": "509.1h",
                 "return to hand": "608.2c", "sacrifice": "701.21a"}


def part(p: Any) -> list[Text]:
    """One part of a spell's or activated ability's resolution (608.2): its readings."""
    got = _part(p)
    return got if isinstance(got, list) else [got]


def _part_subject(p: Any) -> tuple[Any, str]:
    """What a part of a resolution acts on (``subject``: :mod:`mtgjudge.cr.r608_resolving`'s
    TARGET, SELF, ATTACHED, YOU, EACH_OPPONENT or an ``Each`` group), and its verb form."""
    subject = getattr(p, "subject", "target")
    if type(subject).__name__ == "Each":
        if not subject.creatures:
            return T("who.each_player"), "one"
        return (T("who.each", other=T("each.other") if subject.other else empty(),
                  combat=T(f"each.{subject.combat.replace(' ', '_')}") if subject.combat else empty(),
                  flying=T(f"each.{subject.flying}_flying") if subject.flying else empty(),
                  control=T(f"each.control_{subject.control.replace(' ', '_')}") if subject.control else empty(),
                  players=T("each.and_players") if subject.players else empty()), "one")
    return {"target": (T("who.the_target"), "one"), "self": (T("who.it"), "one"),
            "attached": (T("who.attached"), "one"), "you": (T("who.you"), "you"),
            "each opponent": (T("who.each_opponent"), "one")}.get(subject, (T("who.unknown", what=subject), "one"))


def _part_amount(n: int) -> Any:
    """A part's amount: a number, X (announced, 601.2b) or "equal to its power" (608.2h)."""
    return {-3: "X", -4: T("amount.its_power")}.get(n, n)


def _part(p: Any) -> Any:
    kind = type(p).__name__
    subject, form = _part_subject(p)
    if kind == "Pump":
        parts = []
        times = getattr(p, "amount", 1)
        pt = (f"{p.power:+d}/{p.toughness:+d}" if times == 1 else
              f"{'+' if p.power >= 0 else '-'}X/{'+' if p.toughness >= 0 else '-'}X")
        if p.power or p.toughness:
            parts.append(Words("reading.layered", change=verb("do.pump", form, who=subject, pt=pt, per=empty()),
                               duration=T("duration.eot"), layer="7c", rule="611.2a"))
        if p.gains:
            parts.append(Words("reading.layered", change=verb("do.gains", form, who=subject,
                                                                abilities=AllParts(kw(g) for g in p.gains), per=empty()),
                               duration=T("duration.eot"), layer="6", rule="611.2a"))
        return parts
    if kind == "DealDamage":
        return T("do.damage", who=subject, amount=_part_amount(p.amount), rule="120.2b")
    if kind == "KeywordAction":
        key = re.sub(r"[^a-z]+", "_", p.action)
        return T(f"action.{key}", who=subject, rule=_ACTION_RULES.get(p.action, "608.2c"))
    if kind == "PreventNext":
        return T("do.prevent_next", who=subject, amount=p.amount, rule="615.7")
    if kind == "PreventAllCombatDamage":
        return T("do.prevent_all_combat", rule="615.1")
    if kind == "PreventCombatDamageToAndBy":
        return T("do.prevent_to_and_by", who=subject, rule="615.1")
    if kind == "PutCounters":
        return T("do.counters", who=subject, count=_part_amount(p.amount), n=p.amount, kind=p.kind, rule="122.6")
    if kind == "GainLife":
        return verb("do.gain_life", form, who=subject, amount=_part_amount(p.amount), rule="119.3")
    if kind == "LoseLife":
        return verb("do.lose_life", form, who=subject, amount=_part_amount(p.amount), rule="119.3")
    if kind == "Recorded":
        known = p.action in ("draw", "mill", "discard", "scry", "surveil")
        return T(f"do.recorded.{p.action}" if known else "do.recorded.other",
                 who=subject, count=_part_amount(p.amount), n=p.amount, action=p.action, rule=p.rule)
    if kind == "SwitchPT":
        return Words("reading.layered", change=T("change.switch", who=subject, n=1),
                     duration=T("duration.eot"), layer="7d", rule="613.4d")
    return T("do.other", what=kind, fields=fields_text(p))


def resolution(effects: Any) -> tuple[Any, Any]:
    """A resolution's (:class:`~mtgjudge.cr.r608_resolving.Effects`) targets and parts."""
    if effects is None:
        return empty(), T("nothing")
    specs = tuple(effects.target_specs)
    targets = (T("targets", targets=AllParts(TargetText(s.describe()) for s in specs)) if specs else empty())
    return targets, joined([r for p in effects.parts for r in part(p)])


def spell_reading(a: Any) -> Text:
    """An instant's or sorcery's spell ability (113.3a): its targets and effects; one
    that a ruling reads as a scenario's ``effects`` (611.2) says so."""
    if a.effects is None:
        return T("spell_as_effects", rule=a.rule)
    targets, effects = resolution(a.effects)
    return Words("reading.spell", targets=targets, effects=effects, rule=a.rule)


def activated_reading(a: Any) -> Text:
    targets, effects = resolution(a.effects)
    timing = T(f"timing.{a.timing.replace(' ', '_')}") if a.timing else empty()
    return Words("reading.activated", cost=a.cost_text, targets=targets, effects=effects, timing=timing, rule=a.rule)


def static_reading(a: Any) -> Text:
    return T("static", effects=joined([continuous(e) for e in a.effects]), rule=a.rule)


def becomes_creature_reading(a: Any) -> Text:
    return T("becomes_creature", cost=a.cost, effects=joined([continuous(e, "until end of turn") for e in a.effects]),
             rule=a.rule)


# ---------------------------------------------------------------- costs (508.1h, 509.1d)
def attack_tax_reading(a: Any) -> Text:
    per = T(f"tax.per.{a.per.replace(' ', '_').replace('+', 'plus').replace('/', '_')}") if a.per else empty()
    untapped = T("tax.untapped") if a.only_untapped else empty()
    protects = a.protects.replace("+", "_")
    return Words("reading.attack_tax", what=T(f"tax.{protects}", cost=a.cost.describe()), per=per,
                 untapped=untapped, rule=a.rule)


def block_tax_reading(a: Any) -> Text:
    return Words("reading.block_tax", cost=a.cost.describe(),
                 attacking=T("tax.attacking") if a.only_attacking else empty(), rule=a.rule)


def attack_unless_reading(a: Any) -> Text:
    """"It can't attack unless defending player controls an Island" (508.1c)."""
    if a.snow:
        what = T("filter.a_snow_land")
    else:
        article = "an" if a.subtype[:1].lower() in tuple("aeiou") else "a"
        what = Words("reading.filter.one", article=T(f"filter.{article}"), color="", subtype=TypeText(a.subtype),
                     type="", ability="", control="")
    return T("restriction", what=T("what.attack_unless", what=what), rule=a.rule)


def crew_reading(a: Any) -> Text:
    """Crew N (702.122): an activated ability, with its N."""
    return T("keyword_activated", keyword=kw(a.keyword_words()), rule=a.rule)


def ward_reading(a: Any) -> Text:
    """Ward (702.21): a triggered ability, with its cost (mana, or life to pay)."""
    cost = a.cost if a.cost else T("ward_life", n=a.value)
    return T("keyword_cost_trigger", keyword=kw(a.name), cost=cost, rule=a.rule)


def level_up_reading(a: Any) -> Text:
    """Level up (702.87a): what a scenario gives instead of activating it (711.2)."""
    return T("level_up", keyword=kw(a.name), rule=a.rule)


def commander_reading(a: Any) -> Text:
    """"~ can be your commander" (903.3)."""
    return T("commander", rule=a.rule)


def ninjutsu_reading(a: Any) -> Text:
    return T("keyword_cost", keyword=kw(a.name), cost=a.cost, rule=a.rule)


# ---------------------------------------------------------------- damage and life (614, 615, 119.7)
def sources(f: Any) -> Words:
    """A :class:`~mtgjudge.cr.r614_replacement_effects.SourceFilter` ("red or artifact
    sources you control", "any source")."""
    qualities = [*(T(f"filter.color.{c}") for c in f.colors), *(TypeText(t.lower()) for t in f.types)]
    if not (qualities or f.other_than or f.creature or f.yours or f.combat):
        return T("sources.any")
    return Words("reading.sources", other=T("sources.other") if f.other_than else empty(),
                 qualities=qualities if qualities else empty(),
                 noun=T("sources.creature") if f.creature else T("sources.source"),
                 yours=T("filter.control.you") if f.yours else empty(),
                 combat=T("sources.combat") if f.combat else empty())


def recipients(to: Any) -> Any:
    if to == "any":
        return T("to.any")
    if to == "opponents":
        return T("to.opponents")
    if to == "you":
        return T("to.you")
    if to == "~":
        return T("who.it")
    if isinstance(to, str) and to.startswith("yours:"):
        return T("to.yours_subtype", subtype=TypeText(to[6:]))
    return str(to)


def damage_reading(a: Any, counters: dict[str, str]) -> Text:
    """A :class:`~mtgjudge.oracle.damage.DamageStatic`: a replacement or prevention
    effect on damage, or a rule on life (614, 615, 119.7); ``counters``: the kind of
    counters its spec names -> as printed (``"+1/+1"``)."""
    spec, rule = a.spec, a.rule
    kind = spec[0]
    if kind == "multiplier":
        what = T("damage.multiplier", sources=sources(spec[1]), to=recipients(spec[2]), factor=spec[3])
    elif kind == "plus":
        what = T("damage.plus", sources=sources(spec[1]), to=recipients(spec[2]), amount=spec[3])
    elif kind == "prevent_some":
        what = T("damage.prevent_some", sources=sources(spec[1]), to=recipients(spec[2]), amount=spec[3])
    elif kind == "cant_prevent":
        what = T("damage.cant_prevent", sources=sources(spec[1]))
    elif kind == "cant_gain":
        what = T("damage.cant_gain_opponents" if spec[1] else "damage.cant_gain")
    elif kind == "prevent_all":
        what = Words("reading.damage.prevent_all", combat=T("damage.combat") if spec[1] else empty(),
                     direction=T(f"damage.direction.{re.sub(r'[^a-z]+', '_', str(spec[2])).strip('_')}"),
                     turn=T("condition.your_turn") if spec[3] else empty())
    elif kind == "prevent_all_you":
        what = T("damage.prevent_all_you_combat" if spec[1] else "damage.prevent_all_you")
    elif kind == "prevent_self_counters":
        what = T("damage.prevent_self_counters", kind=counters.get(spec[1], spec[1]))
    elif kind == "counters_instead":
        what = T("damage.counters_instead", kind=counters.get(spec[1], spec[1]))
    elif kind in ("gain_twice", "gain_none", "life_floor", "redirect", "as_wither", "prevent_self"):
        what = T(f"damage.{kind}")
    else:
        what = T("do.other", what=kind, fields=", ".join(map(str, spec[1:])))
    return T("replacement", what=what, rule=rule)


def fields_text(obj: Any) -> str:
    """``name=value; ...`` of an object the reading has no words for (its values shown)."""
    from mtgjudge.abilities.base import fields_text as text

    return text(obj)


def rendered(abilities: Any, lang: str = "en") -> list[str]:
    """The readings of ``abilities`` rendered in ``lang``, one string each."""
    return [a.reading().render(lang) for a in abilities]
