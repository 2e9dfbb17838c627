"""How a permanent's characteristics were reached (CR 613), effect by effect, for
``mtgjudge judge --explain`` (text, or JSON data under ``explain``) and
``mtgjudge card NAME --board FILE``."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from mtgjudge.cr.r611_continuous_effects import (
    LAYER_RULES,
    AddAbilities,
    ContinuousEffect,
    LoseAbilities,
    Objects,
    hand_source,
)
from mtgjudge.cr.r613_layers import Characteristics, no_effects
from mtgjudge.messages import keyword, type_line
from mtgjudge.messages import Text, render
from mtgjudge.engine.state import GameState, Permanent


def _pt(perm: Permanent, ch: Characteristics, counters: dict[str, int]) -> tuple[int | None, int | None]:
    if "Creature" not in ch.types:
        return None, None
    return ch.pt(counters)


def values(perm: Permanent, ch: Characteristics, counters: dict[str, int] | None = None) -> dict[str, Any]:
    """``ch`` as data: ``{power, toughness}`` (``None`` unless a creature; with
    ``counters``, default the permanent's), ``supertypes``, ``types``, ``subtypes``,
    ``every_creature_type`` (702.73a), ``colors`` (WUBRG symbols), ``abilities`` (as
    the engine describes them)."""
    p, t = _pt(perm, ch, perm.counters if counters is None else counters)
    return {"power": p, "toughness": t, "supertypes": list(ch.supertypes), "types": list(ch.types),
            "subtypes": list(ch.subtypes), "every_creature_type": type(ch.subtypes) is not tuple,
            "colors": list(ch.colors), "abilities": [a.describe() for a in ch.abilities]}


def _lower(word: str) -> str:
    return word[:1].lower() + word[1:]


def _source(effect, lang: str) -> str:
    """Who the effect comes from: a permanent's id or a spell's name; "an effect on X"
    (in ``lang``) for one written by hand."""
    affects = effect.affects
    if isinstance(affects, Objects) and len(affects.pids) == 1 and effect.source == hand_source(affects.pids[0]):
        return render("explain.hand_written", {"target": affects.pids[0]}, lang)
    return effect.source


def change_text(effect: ContinuousEffect, lang: str = "en") -> str:
    """What ``effect`` does (its ``explain.change.*`` message) in ``lang``, with the
    abilities it grants or removes named in that language."""
    key, params = effect.change()
    if lang != "en" and isinstance(effect, AddAbilities):  # keywords in the reader's language
        params = {**params, "abilities": ", ".join(_lower(keyword(a.describe(), lang)) for a in effect.abilities)}
    elif lang != "en" and isinstance(effect, LoseAbilities):
        params = {**params, "abilities": ", ".join(_lower(keyword(n, lang)) for n in effect.names)}
    return render(key, params, lang)


class EffectText(Text):
    """A continuous effect as an event parameter (``effect.added``): its source and what
    it does, as :meth:`describe` words it in English and :func:`change_text` in another
    language."""

    effect: ContinuousEffect

    def __new__(cls, effect: ContinuousEffect) -> EffectText:
        english = f"{effect.source}: {effect.describe()}" if effect.source else effect.describe()
        obj = super().__new__(cls, "input.raw", text=english)
        obj.effect = effect
        return obj

    def render(self, lang: str = "en") -> str:
        if lang == "en":
            return str(self)
        text, source = change_text(self.effect, lang), _source(self.effect, lang)
        return f"{source}: {text}" if source else text


def explain_data(perm: Permanent, lang: str = "en") -> dict[str, Any]:
    """One permanent's explanation as data:

    ``{"permanent": id, "printed": values, "effects": [...], "counters": {kind: n},
    "final": values}``, where each effect is ``{"layer", "rule", "timestamp", "source",
    "source_text", "change": {"key", "params", "text"}, "power", "toughness"}`` (power and
    toughness after it, ``None`` if not a creature then) in the order applied, and
    ``counters`` are its +1/+1 and -1/-1 counters (layer 7c, 613.4c). Texts in ``lang``.
    """
    ch = perm.characteristics
    effects = []
    for step in ch.applied:
        e = step.effect
        key, params = e.change()
        effects.append({"layer": step.layer, "rule": LAYER_RULES.get(step.layer, e.rule),
                        "timestamp": e.timestamp, "source": _source(e, lang), "source_text": e.text,
                        "change": {"key": key, "params": dict(params), "text": change_text(e, lang)},
                        "power": step.power, "toughness": step.toughness})
    return {"permanent": perm.id, "printed": values(perm, no_effects(perm), {}), "effects": effects,
            "counters": {k: n for k, n in perm.counters.items() if n and k in ("+1/+1", "-1/-1")},
            "final": values(perm, ch)}


def _shown(v: dict[str, Any], lang: str) -> str:
    types = type_line(" ".join((*v["supertypes"], *v["types"])), lang)
    subtypes = list(v["subtypes"])
    if v["every_creature_type"]:
        subtypes.append(render("explain.change.every_type", {}, lang))
    if subtypes:
        types += " — " + " ".join(subtypes)
    shown_pt = f"{v['power']}/{v['toughness']} " if v["power"] is not None else ""
    abilities = ", ".join(dict.fromkeys(keyword(a, lang) for a in v["abilities"])) or render("explain.none", {}, lang)
    colors = "".join(v["colors"]) or render("explain.colorless", {}, lang)
    return render("explain.values", {"pt": shown_pt, "types": types, "colors": colors,
                                     "abilities": abilities}, lang)


def explain_permanent(perm: Permanent, lang: str = "en") -> list[str]:
    """Lines for one permanent: its printed values, each effect applied (layer,
    timestamp, source, change, P/T after it), its counters, and its values now."""
    d = explain_data(perm, lang)
    lines = [render("explain.printed", {"permanent": perm.id, "values": _shown(d["printed"], lang)}, lang)]
    counters = ("  " + render("explain.counters", {
        "counters": ", ".join(f"{n} × {k}" for k, n in d["counters"].items())}, lang)) if d["counters"] else None
    for step in d["effects"]:
        if counters and step["layer"] in ("7c", "7d"):  # counters are part of 7c (613.4c): shown first there
            lines.append(counters)
            counters = None
        result = f" -> {step['power']}/{step['toughness']}" if step["power"] is not None else ""
        lines.append("  " + render("explain.step", {
            "layer": step["layer"], "timestamp": step["timestamp"], "source": step["source"],
            "change": step["change"]["text"], "result": result}, lang))
    if counters:
        lines.append(counters)
    lines.append("  " + render("explain.now", {"values": _shown(d["final"], lang)}, lang))
    return lines


def explained_ids(state: GameState) -> list[str]:
    """The permanents an explanation describes by default: each one that some
    continuous effect or +1/+1 or -1/-1 counter changes."""
    return [p.id for p in state.battlefield.values()
            if p.characteristics.applied or p.counters.get("+1/+1") or p.counters.get("-1/-1")]


def explain(state: GameState, lang: str = "en", ids: Iterable[str] | None = None) -> list[str]:
    """Lines explaining ``state``'s permanents (``ids``, default :func:`explained_ids`)."""
    lines = [render("explain.heading", {}, lang)]
    for pid in explained_ids(state) if ids is None else ids:
        lines.extend("  " + line for line in explain_permanent(state.battlefield[pid], lang))
    if len(lines) == 1:  # a heading over nothing would look like missing output
        lines.append("  " + render("explain.nothing_changed", {}, lang))
    return lines


def explain_json(state: GameState, lang: str = "en") -> list[dict[str, Any]]:
    """The explanation as JSON-ready data: :func:`explain_data` for each permanent of
    :func:`explained_ids`, in battlefield order."""
    return [explain_data(state.battlefield[pid], lang) for pid in explained_ids(state)]
