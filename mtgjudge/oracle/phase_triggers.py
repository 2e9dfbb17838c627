"""Triggered abilities from phase's parse (CR 603, 608.2c, 610): the effects translator.

Our grammar reads a trigger line's event, its intervening "if" and "you may"
(:func:`mtgjudge.oracle.triggers.read_head`); this module reads the effects after them
from phase's parse of the same line, by a whitelist of effect kinds and fields checked
by hand, into the engine's own effects (:mod:`mtgjudge.cr.r610_one_shot_effects`), put
together as our grammar's are (:func:`mtgjudge.oracle.triggers.assemble`). Like
:mod:`mtgjudge.oracle.phase`, it is the only code that sees phase's shapes here.

phase sometimes drops words it didn't understand ("unless you pay {2}") without a
marker, so the effects' text must also pass :func:`_check_words`: each word is one the
translated effects say, and each effect's verb is there once. Anything else raises
:class:`~mtgjudge.oracle.whitelist.NotWhitelisted`: the line is not read (never a guess).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from mtgjudge.abilities import catalog
from mtgjudge.abilities.base import Ability, is_triggered
from mtgjudge.cr import r603_triggered_abilities as r603
from mtgjudge.cr import r610_one_shot_effects as r610
from mtgjudge.cr import r702_keywords as kw
from mtgjudge.oracle.whitelist import NotWhitelisted

#: Trigger fields and the values they must have (the event is our grammar's reading;
#: ``condition``, ``mode`` and the filters of the event are checked against it below).
_TRIGGER_PLAIN = {"secondary": False, "batched": False}
#: Fields of the trigger that describe the event, which our grammar reads instead (the
#: effects, "execute", and "condition", "constraint" and "optional" are checked below).
_EVENT_FIELDS = frozenset({"mode", "valid_card", "description", "execute", "condition",
                           "phase", "origin", "destination", "trigger_zones", "damage_kind",
                           "valid_source", "valid_target", "constraint", "optional"})
#: Fields of one ability in the chain and their plain values.
_ABILITY_PLAIN = {"kind": "Spell", "cost": None, "description": None, "target_prompt": None, "condition": None,
                  "optional_targeting": False, "optional": False, "forward_result": False,
                  "sub_link": "SequentialSibling", "duration": None}

_CONTROLLERS = {None: "", "You": "you", "Opponent": "opponent", "DefendingPlayer": "defending player"}
_KINDS = {("Creature",): "creature", ("Artifact",): "artifact", ("Enchantment",): "enchantment",
          ("Land",): "land", ("Planeswalker",): "planeswalker", ("Permanent",): "permanent"}
_NON_KINDS = {"Land": "nonland permanent", "Creature": "noncreature permanent"}
_OR_KINDS = {("Artifact", "Enchantment"): "artifact or enchantment", ("Artifact", "Creature"): "artifact or creature",
             ("Creature", "Planeswalker"): "creature or planeswalker"}
#: (controller, sorted property types) of "Creature" filters -> a group of r610.GROUPS
#: ("attacking creatures you control"), or a player's creatures.
_GROUPS = {(None, ("Attacking",)): "attackers", (None, ("Another", "Attacking")): "other attackers",
           ("You", ()): "own creatures", ("You", ("Another",)): "other own creatures",
           ("You", ("Attacking",)): "own attackers",
           ("DefendingPlayer", ()): "defending player's creatures"}
_COUNTERS = {"P1P1": ("+1/+1", "122.6"), "M1M1": ("-1/-1", "122.6"), "stun": ("stun", "122.1d")}
_RECORDED = {"Draw": "draw", "Mill": "mill", "Discard": "discard", "Scry": "scry", "Surveil": "surveil"}

#: Words the effects' text may use whatever was translated; each effect adds its own.
_COMMON = frozenset(("~", "it", "this", "creature", "creatures", "target", "another", "other", "attacking",
                     "you", "your", "control", "controls", "an", "a", "opponent", "opponents", "defending",
                     "player", "players", "that", "each", "all", "up", "to", "one", "and", "then", "of",
                     "until", "end", "turn", "artifact", "enchantment", "land", "planeswalker", "permanent",
                     "nonland", "noncreature", "or", "any", "tapped", "untapped", "its", "them", "they",
                     "their", "equal", "power", "much"))
#: Each effect kind's verbs (one of them must be in the text once per effect) and words.
_VERBS: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    "pump": (frozenset({"gets", "get"}), frozenset()),
    "gains": (frozenset({"gains", "gain"}), frozenset()),
    "cant_block": (frozenset({"can't"}), frozenset({"block"})),
    "counters": (frozenset({"put"}), frozenset({"counter", "counters", "on", "+1/+1", "-1/-1", "stun"})),
    "damage": (frozenset({"deals", "deal"}), frozenset({"damage"})),
    "draw": (frozenset({"draw", "draws"}), frozenset({"card", "cards"})),
    "mill": (frozenset({"mill", "mills"}), frozenset({"card", "cards"})),
    "discard": (frozenset({"discard", "discards"}), frozenset({"card", "cards"})),
    "scry": (frozenset({"scry"}), frozenset()),
    "surveil": (frozenset({"surveil"}), frozenset()),
    "gain_life": (frozenset({"gain", "gains"}), frozenset({"life"})),
    "lose_life": (frozenset({"lose", "loses"}), frozenset({"life"})),
    "destroy": (frozenset({"destroy"}), frozenset()),
    "tap": (frozenset({"tap"}), frozenset()),
    "untap": (frozenset({"untap"}), frozenset()),
    "bounce": (frozenset({"return"}), frozenset({"owner's", "hand"})),
    "sacrifice": (frozenset({"sacrifice"}), frozenset()),
    "sacrifice_chosen": (frozenset({"sacrifice", "sacrifices"}), frozenset({"of", "their", "choice"})),
    "exile": (frozenset({"exile"}), frozenset()),
    "energy": (frozenset({"get", "gets"}), frozenset({"{e}"})),
    "monarch": (frozenset({"become", "becomes"}), frozenset({"the", "monarch"})),
    "initiative": (frozenset({"take", "takes"}), frozenset({"the", "initiative"})),
    "investigate": (frozenset({"investigate"}), frozenset()),
    "poison": (frozenset({"get", "gets"}), frozenset({"poison", "counter", "counters"})),
    "fight": (frozenset({"fights", "fight"}), frozenset()),
    "goad": (frozenset({"goad"}), frozenset()),
    "create": (frozenset(), frozenset()),  # its words are the token grammar's
}
#: Words of an amount counted as it resolves.
_PER_WORDS = frozenset(("for", "where", "x", "is", "the", "number"))
#: Referents and the words that must name them in the text (and, for the first two,
#: the referent a text naming them must have read).
_REF_WORDS = {"@that creature": "that creature", "@that player": "that player",
              "@defending player": "defending player", "@each opponent": "each opponent",
              "@each player": "each player"}
_WORD = re.compile(r"[+-]\d+/[+-]\d+|[+-]x/[+-](?:x|0)|\{e\}|[~\w'’/+-]+", re.IGNORECASE)
_NUMBER_WORDS = frozenset(("two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"))


class _Context:
    """What the translation of one line has found so far."""

    def __init__(self, when: str) -> None:
        self.when = when
        self.targets: list[r603.TargetSpec] = []
        self.kinds: list[str] = []  # the kind of each effect (a key of _VERBS)
        self.keywords: list[str] = []  # keywords granted, as written
        self.last_target = ""
        self.up_to = False  # the ability being read says "up to one target"
        self.per = False  # an amount counted as it resolves ("for each", "where X is")
        self.refs: set[str] = set()  # the referents read (for the words they need)
        self.rest = ""  # the effects' text
        self.token_text: tuple[int, int] | None = None  # where "create <tokens>" is in it
        self.kind_words: set[str] = set()  # the card types a sacrifice names ("lands")

    def add(self, kind: str) -> None:
        self.kinds.append(kind)


def read(node: dict[str, Any], line: str, self_names: Sequence[str]) -> list[Ability]:
    """The triggered ability of ``line`` whose event our grammar reads and whose effects
    phase parsed into ``node`` (one line's parse, without markers); raises
    :class:`NotWhitelisted` for anything not on the whitelist, including a shape of
    another phase version than the one checked (a wrong type where a field was expected)."""
    try:
        return _read(node, line, self_names)
    except (TypeError, KeyError, AttributeError, ValueError, IndexError) as exc:
        raise NotWhitelisted(f"shape: {exc!r}") from None


def _read(node: dict[str, Any], line: str, self_names: Sequence[str]) -> list[Ability]:
    from mtgjudge.oracle import triggers

    if set(node) != {"triggers"} or len(node["triggers"]) != 1:
        raise NotWhitelisted("not one trigger")
    head = triggers.read_head(line, tuple(self_names))
    if head is None:
        raise NotWhitelisted("trigger event")
    t = node["triggers"][0]
    when = head.event[0] if isinstance(head.event, tuple) else head.event
    for key, value in t.items():
        if key in _EVENT_FIELDS:
            continue
        if key == "batched" and value is True and when.startswith("one or more"):
            continue  # "Whenever one or more creatures ...": once for them all
        if _TRIGGER_PLAIN.get(key, ...) != value:
            raise NotWhitelisted(f"trigger field {key}")
    if t.get("condition") is not None and not head.condition:
        raise NotWhitelisted("a condition our grammar didn't read")
    if t.get("constraint") is not None and not (when == "at the beginning of combat on your turn"
                                                and t["constraint"] == {"type": "OnlyDuringYourTurn"}):
        raise NotWhitelisted("trigger constraint")
    ctx = _Context(when)
    ctx.rest = head.rest
    chain = _chain(t.get("execute"))
    if bool(t.get("optional") or chain[0].get("optional")) != head.may:
        raise NotWhitelisted("you may")
    effects: list[Any] = []
    for k, ability in enumerate(chain):
        effects.extend(_ability(ability, ctx, first=k == 0, may=head.may))
    _check_words(head.rest, ctx, may=head.may)
    if head.may and any(isinstance(e, r610.SacrificeChosen) for e in effects[:-1]):
        raise NotWhitelisted("if you do, after a sacrifice")  # done only if something was sacrificed
    if head.may and not _one_sentence_or_if_you_do(head.rest):
        raise NotWhitelisted("you may covers one sentence")
    try:
        reading = triggers.assemble(head.event, head.condition, head.may, _merge(effects), ctx.targets,
                                    pronoun_deals=bool(re.search(r"\bit deals\b", head.rest)))
    except triggers._NotModeled as exc:
        raise NotWhitelisted(str(exc)) from None
    when, steps, target, subtype, condition, optional = reading
    return [r603.OracleTrigger(line, when=when, effects=r610.Effects(steps), target=target, subtype=subtype,
                               condition=condition, optional=optional)]


def _chain(execute: Any) -> list[dict[str, Any]]:
    out = []
    while execute is not None:
        if not isinstance(execute, dict):
            raise NotWhitelisted("execute")
        out.append(execute)
        execute = execute.get("sub_ability")
    if not out:
        raise NotWhitelisted("no effect")
    return out


def _one_sentence_or_if_you_do(rest: str) -> bool:
    sentences = [s for s in re.split(r"(?<=\.) ", rest) if s]
    return all(s.startswith("If you do, ") for s in sentences[1:])


def _ability(a: dict[str, Any], ctx: _Context, *, first: bool, may: bool) -> list[Any]:
    """The effects of one ability of the chain."""
    for key, value in a.items():
        if key in ("effect", "sub_ability"):
            continue
        if key == "optional" and first and may:
            continue
        if key == "condition" and not first and may and value == {"type": "EffectOutcome",
                                                                   "signal": "OptionalEffectPerformed"}:
            continue  # "If you do, ...": the whole ability is chosen (603.5)
        if key == "duration" and value == "UntilEndOfTurn":
            continue  # checked with the effect
        if key == "multi_target" and value == {"min": 0, "max": {"type": "Fixed", "value": 1}}:
            continue  # "up to one target": see _target
        if key == "player_scope" and value in ({"type": "Opponent"}, {"type": "All"}):
            continue
        if _ABILITY_PLAIN.get(key, ...) != value:
            raise NotWhitelisted(f"ability field {key}")
    effect = a.get("effect")
    if not isinstance(effect, dict):
        raise NotWhitelisted("effect")
    up_to = ctx.up_to = a.get("multi_target") is not None
    scope = a.get("player_scope")
    kind = effect.get("type")
    handler = _EFFECTS.get(kind)
    if handler is None:
        raise NotWhitelisted(f"effect {kind}")
    if scope is not None and kind not in ("GainLife", "LoseLife", "Draw", "Mill", "Discard", "Sacrifice"):
        raise NotWhitelisted("player scope")
    if up_to and kind not in _UP_TO:
        raise NotWhitelisted("up to one")
    duration = a.get("duration")
    if (kind in ("Pump", "PumpAll", "GenericEffect")) != (duration == "UntilEndOfTurn"):
        raise NotWhitelisted("duration")
    return handler(effect, ctx, up_to=up_to, scope=scope)


# ------------------------------------------------------------------ who


def _fields(node: Any, allowed: set[str]) -> dict[str, Any]:
    if not isinstance(node, dict) or not set(node) <= allowed:
        raise NotWhitelisted(f"fields of {node!r}")
    return node


def _who(node: Any, ctx: _Context, *, permanent: bool = False, group: bool = False) -> tuple[str, ...]:
    who = _who_of(node, ctx, permanent=permanent, group=group)
    ctx.refs.update(who)
    return who


def _who_of(node: Any, ctx: _Context, *, permanent: bool = False, group: bool = False) -> tuple[str, ...]:
    """The referents of a ``target`` node: ``permanent`` lets a target be another kind of
    permanent than a creature; ``group`` reads a "Typed" filter as all of those creatures
    ("creatures you control"), else as one target."""
    if not isinstance(node, dict):
        raise NotWhitelisted("target")
    t = node.get("type")
    if t == "SelfRef" and set(node) == {"type"}:
        return ("@it",)
    if t == "TriggeringSource" and set(node) == {"type"}:
        return ("@pronoun",)
    if t == "ParentTarget" and set(node) == {"type"}:
        if not ctx.last_target:
            raise NotWhitelisted("parent target")
        return (ctx.last_target,)
    if t == "Typed" and group and _player_creatures(node):
        return ("@defending player's creatures",)
    if t == "EventTarget" and set(node) == {"type"} and ctx.when in _EVENT_CREATURE:
        return ("@that creature",)
    if t == "TriggeringPlayer" and set(node) == {"type"}:
        return ("@that player",)
    if t == "DefendingPlayer" and set(node) == {"type"}:
        return ("@defending player",)
    if t == "Controller" and set(node) == {"type"}:
        return ("@you",)
    if t in ("Player", "Any") and set(node) == {"type"}:
        return _new_target(ctx, r603.TargetSpec(kind="player" if t == "Player" else "any"))
    if t == "Typed" and group:
        return (f"@{_group(node)}",)
    if t == "Typed":
        f = _fields(node, {"type", "type_filters", "controller", "properties"})
        if f.get("type_filters") == [] and f.get("controller") == "Opponent" and not f.get("properties"):
            return _new_target(ctx, r603.TargetSpec(kind="opponent"))
        kind = _kind(f.get("type_filters"))
        if kind != "creature" and not permanent:
            raise NotWhitelisted(f"target kind {kind}")
        spec = r603.TargetSpec(kind=kind, **_limits(f))
        return _new_target(ctx, spec)
    if t == "Or" and permanent:
        f = _fields(node, {"type", "filters"})
        parts = f["filters"]
        if len(parts) != 2 or any(_fields(p, {"type", "type_filters", "controller", "properties"}).get("type")
                                  != "Typed" for p in parts):
            raise NotWhitelisted("or target")
        a, b = parts
        if (a.get("controller"), a.get("properties")) != (b.get("controller"), b.get("properties")):
            raise NotWhitelisted("or target with two limits")
        names = tuple(sorted(_one_type(p.get("type_filters")) for p in parts))
        if names not in _OR_KINDS:
            raise NotWhitelisted(f"or target {names}")
        return _new_target(ctx, r603.TargetSpec(kind=_OR_KINDS[names], **_limits(a)))
    raise NotWhitelisted(f"target {t}")


#: Trigger events whose "that creature" is the one the event names beside the source.
_EVENT_CREATURE = frozenset(("deals combat damage to a creature", "blocks a creature", "becomes blocked by a creature",
                             "blocks or becomes blocked by a creature"))


def _new_target(ctx: _Context, spec: r603.TargetSpec) -> tuple[str, ...]:
    if ctx.up_to:
        spec = replace(spec, up_to=True)
    ctx.targets.append(spec)
    ctx.last_target = "@target"
    return ("@target",)


def _one_type(filters: Any) -> str:
    if not (isinstance(filters, list) and len(filters) == 1 and isinstance(filters[0], str)):
        raise NotWhitelisted(f"type filters {filters!r}")
    return filters[0]


def _kind(filters: Any) -> str:
    if isinstance(filters, list) and len(filters) == 2 and filters[0] == "Permanent" \
            and isinstance(filters[1], dict) and set(filters[1]) == {"Non"} and isinstance(filters[1]["Non"], str) \
            and filters[1]["Non"] in _NON_KINDS:
        return _NON_KINDS[filters[1]["Non"]]
    kind = _KINDS.get(tuple(filters) if isinstance(filters, list) and all(isinstance(x, str) for x in filters)
                      else ())
    if kind is None:
        raise NotWhitelisted(f"type filters {filters!r}")
    return kind


def _limits(f: dict[str, Any]) -> dict[str, Any]:
    """TargetSpec fields of a filter's controller and properties."""
    if f.get("controller") not in _CONTROLLERS:
        raise NotWhitelisted(f"controller {f.get('controller')!r}")
    out: dict[str, Any] = {"controller": _CONTROLLERS[f.get("controller")]}
    for p in f.get("properties") or ():
        kind = p.get("type") if isinstance(p, dict) else None
        if kind == "Another" and set(p) == {"type"}:
            out["other"] = True
        elif kind == "Attacking" and set(p) == {"type"}:
            out["attacking"] = True
        elif kind in ("Tapped", "Untapped") and set(p) == {"type"}:
            out["tapped"] = kind.lower()
        else:
            raise NotWhitelisted(f"property {p!r}")
    return out


def _group(node: dict[str, Any]) -> str:
    f = _fields(node, {"type", "type_filters", "controller", "properties"})
    if f.get("type_filters") != ["Creature"]:
        raise NotWhitelisted("group of other than creatures")
    props = f.get("properties") or []
    if any(not isinstance(p, dict) or set(p) != {"type"} for p in props):
        raise NotWhitelisted("group property")
    name = _GROUPS.get((f.get("controller"), tuple(sorted(p["type"] for p in props))))
    if name is None:
        raise NotWhitelisted(f"group {node!r}")
    return name


# ------------------------------------------------------------------ amounts


def _amount(node: Any) -> int:
    """A fixed amount, "that much" (:data:`~mtgjudge.cr.r610_one_shot_effects.THAT_MUCH`)
    or "equal to its power" (:data:`~mtgjudge.cr.r610_one_shot_effects.ITS_POWER`)."""
    if not isinstance(node, dict):
        raise NotWhitelisted("amount")
    if node.get("type") == "Fixed" and set(node) == {"type", "value"} and isinstance(node["value"], int) \
            and not isinstance(node["value"], bool) and 0 <= node["value"] <= 99:
        return int(node["value"])
    if node == {"type": "Ref", "qty": {"type": "EventContextAmount"}}:
        return r610.THAT_MUCH
    if node in ({"type": "Ref", "qty": {"type": "Power", "scope": {"type": "Source"}}},
                {"type": "Ref", "qty": {"type": "Power", "scope": {"type": "Anaphoric"}}}):
        return r610.ITS_POWER
    raise NotWhitelisted(f"amount {node!r}")


def _count(node: Any, ctx: _Context) -> str | None:
    """The group of :data:`~mtgjudge.cr.r610_one_shot_effects.GROUPS` a "number of" node
    counts as it resolves (608.2h), or None for another node; raises for a count of
    another group."""
    if not (isinstance(node, dict) and node.get("type") == "Ref" and set(node) == {"type", "qty"}
            and isinstance(node["qty"], dict) and node["qty"].get("type") == "ObjectCount"
            and set(node["qty"]) == {"type", "filter"}):
        return None
    name = _group(node["qty"]["filter"])
    if name not in r610.GROUPS:
        raise NotWhitelisted("count of a player's creatures")
    ctx.per = True
    return name


def _amount_per(node: Any, ctx: _Context) -> tuple[int, str]:
    """An amount, or one for each of a group counted as it resolves: ``(amount, per)``
    ("you gain 1 life for each attacking creature", "X, where X is the number of ...")."""
    name = _count(node, ctx)
    return (1, name) if name else (_amount(node), "")


def _player_creatures(node: dict[str, Any]) -> bool:
    return (node.get("type_filters") == ["Creature"] and node.get("controller") == "DefendingPlayer"
            and not node.get("properties"))


def _pt(node: Any, ctx: _Context) -> tuple[int, str]:
    """A pump's power or toughness: ``(n, per)``; ``per`` a group counted as it
    resolves ("+1/+1 for each other attacking creature")."""
    if isinstance(node, dict) and node.get("type") == "Quantity" and set(node) == {"type", "value"}:
        name = _count(node["value"], ctx)
        if name:
            return 1, name
    raise NotWhitelisted(f"pump amount {node!r}")


def _signed(node: Any) -> int:
    """A fixed power or toughness change, which may be negative ("-1/-1")."""
    if isinstance(node, dict) and node.get("type") == "Fixed" and set(node) == {"type", "value"} \
            and isinstance(node["value"], int) and not isinstance(node["value"], bool) and -99 <= node["value"] <= 99:
        return int(node["value"])
    raise NotWhitelisted("signed amount")


# ------------------------------------------------------------------ effects


def _pump(e: dict[str, Any], ctx: _Context, *, group: bool = False, **_: Any) -> list[Any]:
    _fields(e, {"type", "power", "toughness", "target"})
    pn, pp = _pt_or_signed(e["power"], ctx)
    tn, tp = _pt_or_signed(e["toughness"], ctx)
    per = pp or tp
    if (pp and tp and pp != tp) or (per and ((pp and pn != 1) or (tp and tn != 1) or (not pp and pn) or (not tp and tn))):
        raise NotWhitelisted("pump per")
    who = _who(e["target"], ctx, group=group)
    ctx.add("pump")
    return [r610.Pump(who, power=1 if pp else pn, toughness=1 if tp else tn, per=per)]


def _pt_or_signed(node: Any, ctx: _Context) -> tuple[int, str]:
    if isinstance(node, dict) and node.get("type") == "Fixed":
        return _signed(node), ""
    return _pt(node, ctx)


def _generic(e: dict[str, Any], ctx: _Context, **_: Any) -> list[Any]:
    """"<who> gains <keywords> until end of turn", "<who> can't block this turn" (611.2a)."""
    _fields(e, {"type", "static_abilities", "duration", "target"})
    if e.get("duration") != "UntilEndOfTurn":
        raise NotWhitelisted("duration")
    statics = e.get("static_abilities")
    if not (isinstance(statics, list) and len(statics) == 1 and isinstance(statics[0], dict)):
        raise NotWhitelisted("static abilities")
    s = statics[0]
    if not set(s) <= {"mode", "affected", "modifications", "description", "condition", "affected_zone",
                      "effect_zone", "active_zones", "characteristic_defining"}:
        raise NotWhitelisted("static fields")
    for key in ("condition", "affected_zone", "effect_zone"):
        if s.get(key) is not None:
            raise NotWhitelisted(f"static {key}")
    if s.get("active_zones") not in (None, []) or s.get("characteristic_defining") not in (None, False):
        raise NotWhitelisted("static zones")
    if e.get("target") is not None:
        if s.get("affected") != {"type": "ParentTarget"}:
            raise NotWhitelisted("affected")
        who = _who(e["target"], ctx)
    else:
        affected = s.get("affected")
        if isinstance(affected, dict) and affected.get("type") == "Typed":
            who = (f"@{_group(affected)}",)
        else:
            who = _who(affected, ctx)
    mods = s.get("modifications")
    if s.get("mode") == "CantBlock" and mods == [{"type": "AddStaticMode", "mode": "CantBlock"}]:
        ctx.add("cant_block")
        return [r610.Pump(who, abilities=(kw.CantBlock("can't block"),))]
    if s.get("mode") != "Continuous" or not isinstance(mods, list) or not mods:
        raise NotWhitelisted("static mode")
    abilities = []
    pt = {"AddPower": 0, "AddToughness": 0}
    for m in mods:
        if isinstance(m, dict) and set(m) == {"type", "value"} and m["type"] in pt and not pt[m["type"]]:
            pt[m["type"]] = _signed({"type": "Fixed", "value": m["value"]})
            continue
        if not (isinstance(m, dict) and set(m) == {"type", "keyword"} and m["type"] == "AddKeyword"
                and isinstance(m["keyword"], str)):
            raise NotWhitelisted(f"modification {m!r}")
        cls = catalog.PHASE_NAMES.get(m["keyword"])
        if cls is None:
            raise NotWhitelisted(f"keyword {m['keyword']}")
        ability = cls(cls.name)
        if is_triggered(ability):
            raise NotWhitelisted("a triggered keyword gained")
        abilities.append(_keyword_as_read(cls.name))
        ctx.keywords.append(cls.name)
    if not abilities:
        raise NotWhitelisted("no keyword")
    if pt["AddPower"] or pt["AddToughness"]:
        ctx.add("pump")
    ctx.add("gains")
    return [r610.Pump(who, power=pt["AddPower"], toughness=pt["AddToughness"], abilities=tuple(abilities))]


def _keyword_as_read(name: str) -> Ability:
    """The keyword as our grammar reads it in "gains <keyword>" (so both readings agree)."""
    from mtgjudge.oracle import grammar

    ability = grammar.read_keyword(name)
    if ability is None:
        raise NotWhitelisted(f"keyword {name}")
    return ability


def _counters(e: dict[str, Any], ctx: _Context, *, group: bool = False, **_: Any) -> list[Any]:
    _fields(e, {"type", "counter_type", "count", "target"})
    if e.get("counter_type") not in _COUNTERS:
        raise NotWhitelisted(f"counter {e.get('counter_type')}")
    kind, rule = _COUNTERS[e["counter_type"]]
    n, per = _amount_per(e["count"], ctx)
    if n < 1:
        raise NotWhitelisted("counters")
    who = _who(e["target"], ctx, group=group)
    ctx.add("counters")
    return [r610.PutCounters(who, amount=n, per=per, kind=kind, rule=rule)]


def _damage(e: dict[str, Any], ctx: _Context, *, group: bool = False, **_: Any) -> list[Any]:
    _fields(e, {"type", "amount", "target"})  # no "damage_source": its source deals it
    n, per = _amount_per(e["amount"], ctx)
    who = _who(e["target"], ctx, permanent=True, group=group)
    if ctx.targets and ctx.targets[-1].kind not in ("creature", "any", "player", "opponent",
                                                    "creature or planeswalker") and who == ("@target",):
        raise NotWhitelisted("damage target kind")
    ctx.add("damage")
    return [r610.DealDamage(who, amount=n, per=per)]


def _damage_players(e: dict[str, Any], ctx: _Context, **_: Any) -> list[Any]:
    """"~ deals N damage to each opponent (each player)"."""
    _fields(e, {"type", "amount", "player_filter"})
    players = {"Opponent": "@each opponent", "All": "@each player"}.get((e.get("player_filter") or {}).get("type"))
    if players is None or set(e["player_filter"]) != {"type"}:
        raise NotWhitelisted("players dealt damage")
    n, per = _amount_per(e["amount"], ctx)
    ctx.refs.add(players)
    ctx.add("damage")
    return [r610.DealDamage((players,), amount=n, per=per)]


def _recorded(e: dict[str, Any], ctx: _Context, *, scope: Any = None, **_: Any) -> list[Any]:
    allowed = {"type", "count", "target"} | ({"destination"} if e.get("type") == "Mill" else set())
    _fields(e, allowed)
    if e.get("type") == "Mill" and e.get("destination") != "Graveyard":
        raise NotWhitelisted("mill destination")
    n, per = _amount_per(e["count"], ctx)
    if n == r610.THAT_MUCH or n < 1:
        raise NotWhitelisted("count")
    who = _players(e.get("target"), ctx, scope)
    action = _RECORDED[e["type"]]
    ctx.add(action)
    return [r610.Recorded(who, amount=n, per=per, action=action)]


def _players(target: Any, ctx: _Context, scope: Any) -> tuple[str, ...]:
    if scope == {"type": "Opponent"} and target in (None, {"type": "Controller"}):
        ctx.refs.add("@each opponent")
        return ("@each opponent",)
    if scope == {"type": "All"} and target in (None, {"type": "Controller"}):
        ctx.refs.add("@each player")
        return ("@each player",)
    if scope is not None:
        raise NotWhitelisted("player scope")
    if target is None:
        ctx.refs.add("@you")
        return ("@you",)
    who = _who(target, ctx)
    if who == ("@target",) and ctx.targets[-1].kind not in ("player", "opponent"):
        raise NotWhitelisted("player target")
    if who[0] in ("@it", "@pronoun", "@that creature"):
        raise NotWhitelisted("player")
    return who


def _life(e: dict[str, Any], ctx: _Context, *, scope: Any = None, **_: Any) -> list[Any]:
    _fields(e, {"type", "amount", "target"} if e["type"] == "LoseLife" else {"type", "amount", "player"})
    n, per = _amount_per(e["amount"], ctx)
    who = _players(e.get("target", e.get("player")), ctx, scope)
    if e["type"] == "GainLife":
        ctx.add("gain_life")
        return [r610.GainLife(who, amount=n, per=per)]
    ctx.add("lose_life")
    return [r610.LoseLife(who, amount=n, per=per)]


def _token(e: dict[str, Any], ctx: _Context, **_: Any) -> list[Any]:
    """"create <tokens>": the wording is read by our token grammar
    (:func:`mtgjudge.oracle.tokens.read_token_effect`, 111.1, 506.3, 508.4), not from phase's
    shape; its words are then not checked again."""
    from mtgjudge.oracle import tokens as oracle_tokens

    if ctx.token_text is not None:
        raise NotWhitelisted("tokens twice")
    m = re.search(r"(?:^|(?<=, )|(?<=and )|(?<=then )|(?<=\. ))[Cc]reate ", ctx.rest)
    if m is None:
        raise NotWhitelisted("create")
    end = _sentence_end(ctx.rest, m.start())
    phrase = ctx.rest[m.start():end]
    token = oracle_tokens.read_token_effect(phrase)
    if token is None:
        raise NotWhitelisted("token wording")
    if token.mode == "blocking" and ctx.when not in _EVENT_CREATURE:
        raise NotWhitelisted("tokens blocking")
    ctx.token_text = (m.start(), end)
    ctx.add("create")
    who = ("@that creature",) if token.mode == "blocking" else ()
    ctx.refs.update(who)
    return [r610.CreateTokens(who, reading=token)]


def _sentence_end(text: str, start: int) -> int:
    """Where the sentence from ``start`` ends (its period), skipping quoted abilities."""
    quoted = False
    for i in range(start, len(text)):
        ch = text[i]
        if ch in "\"“”":
            quoted = not quoted
        elif ch == "." and not quoted:
            return i
    return len(text)


def _energy(e: dict[str, Any], ctx: _Context, **_: Any) -> list[Any]:
    """"you get {E}{E}" (107.14, recorded)."""
    _fields(e, {"type", "amount"})
    n = _amount(e["amount"])
    if n < 1:
        raise NotWhitelisted("energy")
    ctx.refs.add("@you")
    ctx.add("energy")
    return [r610.Recorded(("@you",), amount=n, action="energy")]


def _designate(e: dict[str, Any], ctx: _Context, **_: Any) -> list[Any]:
    """"you become the monarch" (725.1), "you take the initiative" (726.1)."""
    _fields(e, {"type"})
    ctx.refs.add("@you")
    kind = "monarch" if e["type"] == "BecomeMonarch" else "initiative"
    ctx.add(kind)
    return [r610.Designate(("@you",), designation=kind)]


def _investigate(e: dict[str, Any], ctx: _Context, **_: Any) -> list[Any]:
    """"investigate" (701.16a): a Clue token."""
    from mtgjudge.oracle import tokens as oracle_tokens

    _fields(e, {"type"})
    ctx.add("investigate")
    return [r610.CreateTokens((), reading=oracle_tokens.investigate())]


def _poison(e: dict[str, Any], ctx: _Context, **_: Any) -> list[Any]:
    """"<player> gets N poison counters" (122.1f)."""
    _fields(e, {"type", "counter_kind", "count", "target"})
    if e.get("counter_kind") != "Poison":
        raise NotWhitelisted(f"player counter {e.get('counter_kind')}")
    n = _amount(e["count"])
    if n < 1:
        raise NotWhitelisted("poison")
    who = _players(e.get("target"), ctx, None)
    ctx.add("poison")
    return [r610.Poison(who, amount=n)]


def _fight(e: dict[str, Any], ctx: _Context, **_: Any) -> list[Any]:
    """"it fights target creature" (701.14a)."""
    _fields(e, {"type", "target", "subject"})
    if e.get("subject") != {"type": "SelfRef"}:
        raise NotWhitelisted("fighter")
    who = _who(e["target"], ctx)
    ctx.add("fight")
    return [r610.Fight(who)]


def _goad(e: dict[str, Any], ctx: _Context, **_: Any) -> list[Any]:
    """"goad target creature" (701.15a)."""
    _fields(e, {"type", "target"})
    who = _who(e["target"], ctx)
    ctx.add("goad")
    return [r610.Goad(who)]


def _destroy(e: dict[str, Any], ctx: _Context, **_: Any) -> list[Any]:
    _fields(e, {"type", "target", "cant_regenerate"})
    if e.get("cant_regenerate"):
        raise NotWhitelisted("can't be regenerated")
    who = _who(e["target"], ctx, permanent=True)
    ctx.add("destroy")
    return [r610.Destroy(who)]


def _tap(e: dict[str, Any], ctx: _Context, **_: Any) -> list[Any]:
    _fields(e, {"type", "target", "scope", "state"})
    state = e.get("state")
    if state not in ({"type": "Tap"}, {"type": "Untap"}):
        raise NotWhitelisted("tap state")
    if e.get("scope") == {"type": "Single"}:
        who = _who(e["target"], ctx, permanent=True)
    elif e.get("scope") == {"type": "All"}:
        who = _who(e["target"], ctx, group=True)
    else:
        raise NotWhitelisted("tap scope")
    action = "tap" if state == {"type": "Tap"} else "untap"
    ctx.add(action)
    return [r610.KeywordAction(who, action=action)]


def _bounce(e: dict[str, Any], ctx: _Context, **_: Any) -> list[Any]:
    _fields(e, {"type", "target", "destination"})  # no "selection": a target, not chosen as it resolves
    if e.get("destination") is not None:
        raise NotWhitelisted("bounce destination")
    who = _who(e["target"], ctx, permanent=True)
    ctx.add("bounce")
    return [r610.KeywordAction(who, action="return to hand")]


def _sacrifice(e: dict[str, Any], ctx: _Context, *, scope: Any = None, **_: Any) -> list[Any]:
    """"sacrifice it" (701.21a), or "<player> sacrifices N <kind> of their choice"."""
    _fields(e, {"type", "target", "count"})
    if e.get("target") == {"type": "SelfRef"} and scope is None:
        if _amount(e.get("count")) != 1:
            raise NotWhitelisted("sacrifice it")
        ctx.refs.add("@it")
        ctx.add("sacrifice")
        return [r610.KeywordAction(("@it",), action="sacrifice")]
    f = _fields(e.get("target"), {"type", "type_filters", "controller", "properties"})
    if f.get("type") != "Typed":
        raise NotWhitelisted("sacrifice of what")
    kind = _kind(f.get("type_filters"))
    props = f.get("properties") or []
    if props not in ([], [{"type": "Another"}]):
        raise NotWhitelisted("sacrifice property")
    controller = f.get("controller")
    if scope is None:
        players = {None: "@you", "You": "@you", "DefendingPlayer": "@defending player",
                   "TriggeringPlayer": "@that player"}.get(controller)
    elif controller in (None, "You"):
        players = {"Opponent": "@each opponent", "All": "@each player"}.get(scope.get("type"))
    else:
        players = None
    if players is None:
        raise NotWhitelisted("who sacrifices")
    n = _amount(e.get("count"))
    if n < 1 or n == r610.THAT_MUCH or n == r610.ITS_POWER:
        raise NotWhitelisted("how many are sacrificed")
    ctx.refs.add(players)
    ctx.add("sacrifice_chosen")
    ctx.kind_words.update(kind.split())
    return [r610.SacrificeChosen((players,), amount=n, kind=kind, other=bool(props))]


def _exile(e: dict[str, Any], ctx: _Context, **_: Any) -> list[Any]:
    plain = {"owner_library": False, "enter_transformed": False, "enters_attacking": False, "enter_tapped": False}
    _fields(e, {"type", "target", "origin", "destination", *plain})
    if e.get("destination") != "Exile" or e.get("origin") not in (None, "Battlefield") \
            or any(e.get(k, v) != v for k, v in plain.items()):
        raise NotWhitelisted("change zone")
    who = _who(e["target"], ctx, permanent=True)
    ctx.add("exile")
    return [r610.KeywordAction(who, action="exile")]


_EFFECTS = {
    "Pump": _pump,
    "PumpAll": lambda e, ctx, **k: _pump(e, ctx, group=True),
    "GenericEffect": _generic,
    "PutCounter": _counters,
    "PutCounterAll": lambda e, ctx, **k: _counters(e, ctx, group=True),
    "DealDamage": _damage,
    "DamageAll": lambda e, ctx, **k: _damage(e, ctx, group=True),
    "DamageEachPlayer": _damage_players,
    "GainEnergy": _energy,
    "Token": _token,
    "BecomeMonarch": _designate, "TakeTheInitiative": _designate,
    "Investigate": _investigate,
    "GivePlayerCounter": _poison,
    "Fight": _fight,
    "Goad": _goad,
    "Draw": _recorded, "Mill": _recorded, "Discard": _recorded, "Scry": _recorded, "Surveil": _recorded,
    "GainLife": _life, "LoseLife": _life,
    "Destroy": _destroy,
    "SetTapState": _tap,
    "Bounce": _bounce,
    "Sacrifice": _sacrifice,
    "ChangeZone": _exile,
}
#: Effects whose target may be "up to one".
_UP_TO = frozenset(("Pump", "GenericEffect", "PutCounter", "DealDamage", "Destroy", "SetTapState", "Bounce",
                    "ChangeZone", "Fight", "Goad"))


def _merge(effects: list[Any]) -> list[Any]:
    """"<who> gets +N/+N and gains <keywords> until end of turn" as one pump, as our
    grammar reads it."""
    out: list[Any] = []
    for e in effects:
        last = out[-1] if out else None
        if (isinstance(e, r610.Pump) and isinstance(last, r610.Pump) and e.who == last.who and e.abilities
                and not last.abilities and not e.power and not e.toughness and not e.per
                and (last.power or last.toughness) and not last.per):
            out[-1] = replace(last, abilities=e.abilities)
        else:
            out.append(e)
    return out


# ------------------------------------------------------------------ the words


def _check_words(rest: str, ctx: _Context, *, may: bool = False) -> None:
    """Raise :class:`NotWhitelisted` unless every word of the effects' text ``rest`` is
    one the translated effects say, and each effect's verb is there (once per effect):
    what phase left out of its parse is then not in the line either."""
    if ctx.token_text is not None:
        start, end = ctx.token_text
        rest = rest[:start] + "and" + rest[end:]
    words = [w.lower() for w in _WORD.findall(rest)]
    allowed = set(_COMMON) | {w for k in ctx.kinds for w in _VERBS[k][0] | _VERBS[k][1]}
    allowed |= {w for name in ctx.keywords for w in name.lower().split()}
    allowed |= {w + s for w in ctx.kind_words for s in ("", "s")}
    if may:
        allowed |= {"if", "do", "have"}  # "If you do, ...", "you may have it deal ..."
    if ctx.per:
        allowed |= _PER_WORDS
    text = " ".join(words)
    for ref, phrase in _REF_WORDS.items():
        if ref in ctx.refs and phrase not in text:
            raise NotWhitelisted(f"{ref} without {phrase!r}")
    for ref in ("@that creature", "@that player"):
        if _REF_WORDS[ref] in text and ref not in ctx.refs \
                and not (ref == "@that creature" and (ctx.targets or ("@pronoun" in ctx.refs
                                                                       and ctx.when in r603.GROUP_WHENS))):
            raise NotWhitelisted(f"{_REF_WORDS[ref]!r} not read")
    if "@it" in ctx.refs and not re.search(r"(?<![\w'])(it|~|this creature)(?![\w'])", text):
        raise NotWhitelisted("it")
    for w in words:
        if w in allowed or w.isdigit() or w in _NUMBER_WORDS or re.fullmatch(r"[+-]\d+/[+-]\d+|[+-]x/[+-](x|0)", w):
            continue
        if w in ("can't", "block") and "cant_block" in ctx.kinds:
            continue
        raise NotWhitelisted(f"word {w!r}")
    for kind in set(ctx.kinds) - {"create"}:
        verbs = _VERBS[kind][0]
        said = sum(w in verbs for w in words)
        wanted = ctx.kinds.count(kind)
        for same in (("gain_life", "gains"), ("energy", "poison")):  # the same verb: counted together
            if kind in same:
                said = sum(w in verbs for w in words)
                wanted = sum(ctx.kinds.count(k) for k in same)
        if said != wanted:
            raise NotWhitelisted(f"{kind}: {said} verbs for {wanted} effects")
    if words.count("target") != len(ctx.targets):
        raise NotWhitelisted("targets")
