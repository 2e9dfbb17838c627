"""How a permanent's characteristics were reached (CR 613), effect by effect, for
``mtgjudge judge --explain`` and ``mtgjudge card NAME --board FILE``."""

from __future__ import annotations

from collections.abc import Iterable

from mtgjudge.cr.r613_layers import no_effects
from mtgjudge.i18n import keyword, type_line
from mtgjudge.messages import render
from mtgjudge.state import GameState, Permanent


def _values(perm: Permanent, ch, pt: tuple[int | None, int | None] | None, lang: str) -> str:
    types = " ".join((*ch.supertypes, *ch.types))
    if ch.subtypes:
        types += " — " + " ".join(ch.subtypes)
    types = type_line(types, lang)
    if type(ch.subtypes) is not tuple:  # every creature type (702.73a)
        types += (" " if ch.subtypes else " — ") + render("explain.change.every_type", {}, lang)
    p, t = pt if pt is not None else ch.pt(perm.counters)
    shown_pt = f"{p}/{t} " if "Creature" in ch.types else ""
    abilities = (", ".join(keyword(a.describe(), lang, capital=False) for a in ch.abilities)
                 or render("explain.none", {}, lang))
    colors = "".join(ch.colors) or render("explain.colorless", {}, lang)
    return render("explain.values", {"pt": shown_pt, "types": types, "colors": colors,
                                     "abilities": abilities}, lang)


def explain_permanent(perm: Permanent, lang: str = "en") -> list[str]:
    """Lines for one permanent: its printed values, each effect applied (layer,
    timestamp, source, change, P/T after it), its counters, and its values now."""
    printed = no_effects(perm)
    no_counters: dict[str, int] = {}
    lines = [render("explain.printed", {"permanent": perm.id,
                                        "values": _values(perm, printed, printed.pt(no_counters), lang)}, lang)]
    ch = perm.characteristics
    for step in ch.applied:
        e = step.effect
        key, params = e.change()
        if key == "explain.change.gains":  # keywords in the reader's language
            params = {"abilities": ", ".join(keyword(a.describe(), lang, capital=False)
                                             for a in e.abilities)}
        result = f" -> {step.power}/{step.toughness}" if step.power is not None else ""
        lines.append("  " + render("explain.step", {
            "layer": step.layer, "timestamp": e.timestamp, "source": e.source,
            "change": render(key, params, lang), "result": result}, lang))
    counters = {k: n for k, n in perm.counters.items() if n and k in ("+1/+1", "-1/-1")}
    if counters:
        lines.append("  " + render("explain.counters", {
            "counters": ", ".join(f"{n} × {k}" for k, n in counters.items())}, lang))
    lines.append("  " + render("explain.now", {"values": _values(perm, ch, None, lang)}, lang))
    return lines


def explain(state: GameState, lang: str = "en", ids: Iterable[str] | None = None) -> list[str]:
    """Lines explaining ``state``'s permanents (``ids``, default: each one that some
    continuous effect or counter changes)."""
    if ids is None:
        ids = [p.id for p in state.battlefield.values()
               if p.characteristics.applied or p.counters.get("+1/+1") or p.counters.get("-1/-1")]
    lines = [render("explain.heading", {}, lang)]
    for pid in ids:
        lines.extend("  " + line for line in explain_permanent(state.battlefield[pid], lang))
    return lines
