"""Rendering a ruling: the final state as JSON-ready data, and the ruling as text."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtgjudge.events import Event
from mtgjudge.state import GameState, Permanent

if TYPE_CHECKING:
    from mtgjudge.scenario import Ruling

_LEAVES = {"704.5f", "704.5g", "704.5h", "704.5i", "704.5v"}


def _permanent(p: Permanent) -> dict[str, Any]:
    d: dict[str, Any] = {"id": p.id, "card": p.card.name, "controller": p.controller,
                         "tapped": p.tapped}
    if p.is_creature:
        d.update(power=p.power, toughness=p.toughness, damage=p.damage)
    counters = {k: v for k, v in p.counters.items() if v}
    if counters or p.is_type("Planeswalker") or p.is_type("Battle"):
        d["counters"] = counters
    return d


def state_to_dict(state: GameState, events: list[Event] = ()) -> dict[str, Any]:
    """The state as JSON-ready data.

    Returns:
        ``{"players": {name: {life, poison, lost}}, "battlefield": [permanent...],
        "graveyard": [{"id", "rule", "reason"}], "step": str}``.
    """
    why = {e.params["permanent"]: e for e in events if e.rule in _LEAVES}
    return {
        "step": state.step.value,
        "players": {n: {"life": p.life, "poison": p.poison, "lost": p.lost}
                    for n, p in state.players.items()},
        "battlefield": [_permanent(p) for p in state.battlefield.values()],
        "graveyard": [{"id": pid, "rule": why[pid].rule if pid in why else None,
                       "reason": why[pid].text() if pid in why else None}
                      for pid in state.graveyard],
    }


def render_text(ruling: Ruling) -> str:
    """The ruling as plain text: events with their rules, then the final state."""
    out: list[str] = []
    for e in ruling.events:
        out.append(e.line())
    if ruling.error is not None:
        out.append("")
        out.append(f"ILLEGAL  {ruling.error.message}  ({ruling.error.rule})")
        out.append(f"{'733':<8}The illegal action is reversed; the game is as it was before it.")
    if ruling.not_modeled:
        out.append("")
        out.append("Not modeled (this text was not applied):")
        for pid, text in ruling.not_modeled:
            out.append(f"  {pid}: {text}")
    for w in ruling.warnings:
        out.append(f"Warning: {w}")
    out.append("")
    out.append("Final state:")
    out.extend(state_lines(ruling.state, ruling.events))
    return "\n".join(out)


def state_lines(state: GameState, events: list[Event] = ()) -> list[str]:
    """Short lines describing ``state``: players, then permanents, then graveyard."""
    d = state_to_dict(state, events)
    lines = []
    for name, p in d["players"].items():
        extra = f", {p['poison']} poison" if p["poison"] else ""
        lost = " (lost the game)" if p["lost"] else ""
        lines.append(f"  {name}: {p['life']} life{extra}{lost}")
    for p in d["battlefield"]:
        bits = [p["controller"]]
        if "power" in p:
            bits.append(f"{p['power']}/{p['toughness']}")
            if p["damage"]:
                bits.append(f"{p['damage']} damage")
        for k, v in p.get("counters", {}).items():
            bits.append(f"{v} {k}")
        if p["tapped"]:
            bits.append("tapped")
        lines.append(f"  {p['id']} ({', '.join(bits)})")
    for g in d["graveyard"]:
        reason = f": {g['reason']} ({g['rule']})" if g["reason"] else ""
        lines.append(f"  {g['id']} went to the graveyard{reason}")
    return lines
