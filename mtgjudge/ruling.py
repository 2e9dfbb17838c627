"""The ruling: what happened, why, and the final state, as text (any language), rich
terminal output, or JSON (see ``data/ruling.schema.json``)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from mtgjudge.caveats import Caveat
from mtgjudge.caveats import heading as caveat_heading
from mtgjudge.errors import IllegalActionError
from mtgjudge.events import Event
from mtgjudge.messages import render
from mtgjudge.engine.happenings import LeftBattlefield
from mtgjudge.engine.state import GameState, Permanent

#: Version of the JSON shape; bumped on any incompatible change.
SCHEMA_VERSION = 1

@dataclass
class Answer:
    """The answer to "why not ...?" for one alternative play.

    Attributes:
        question: the alternative as written, e.g. ``"assign: {Elvish Regrower: {Bruno: 1, ...}}"``.
        legal: True if the alternative would also have been legal.
        error: the rule it breaks, when illegal.
        reached: False if the play stopped before the step the question is about.
        same: True if the "alternative" is the play as declared.
    """

    question: str
    legal: bool
    error: IllegalActionError | None = None
    reached: bool = True
    same: bool = False

    def text(self, lang: str = "en") -> str:
        if not self.reached:
            return render("why.no_step", {}, lang)
        if self.error is None:
            return render("why.same" if self.same else "why.legal", {}, lang)
        return render(self.error.key, self.error.params, lang)  # the rule is in .error.rule

    def to_dict(self, lang: str = "en") -> dict[str, Any]:
        return {"question": self.question, "legal": self.legal,
                "rule": None if self.error is None else self.error.rule,
                "key": None if self.error is None else self.error.key,
                "params": {} if self.error is None else dict(self.error.params),
                "text": self.text(lang)}


@dataclass
class Ruling:
    """What happened when a scenario was judged.

    Attributes:
        events: every event in order, each with its rule.
        state: the final state (after the last legal action).
        not_modeled: ``(permanent id, text)`` for rules text the engine doesn't model.
        error: the illegal action that stopped the play, or ``None`` (then the state is
            the one just before it, CR 733).
        warnings: parts of the scenario that were not used (as events with keys ``warn.*``).
        answers: answers to the scenario's "why not" questions.
        caveats: why the ruling may be wrong (text not modeled that could change it),
            shown before any event (:mod:`mtgjudge.caveats`).
        initial: the state as combat began (after its state-based actions), which
            ``--explain`` describes.
        not_relevant: of ``not_modeled``, the lines that can't act in this combat, as
            ``(permanent id, text, reason)`` (:func:`mtgjudge.caveats.sort_out`); listed
            apart, not as caveats.
    """

    events: list[Event]
    state: GameState
    not_modeled: list[tuple[str, str]]
    error: IllegalActionError | None = None
    warnings: list[Event] = field(default_factory=list)
    answers: list[Answer] = field(default_factory=list)
    caveats: list[Caveat] = field(default_factory=list)
    initial: GameState | None = None
    not_relevant: list[tuple[str, str, str]] = field(default_factory=list)

    @property
    def legal(self) -> bool:
        return self.error is None

    def to_dict(self, lang: str = "en") -> dict[str, Any]:
        """JSON-ready ruling, texts in ``lang``; the shape is ``data/ruling.schema.json``."""
        idle = {(p, t): render("idle." + reason.replace(" ", "_"), {}, lang) for p, t, reason in self.not_relevant}
        return {
            "schema_version": SCHEMA_VERSION,
            "lang": lang,
            "legal": self.legal,
            "error": None if self.error is None else {
                "rule": self.error.rule, "key": self.error.key,
                "params": dict(self.error.params),
                "text": render(self.error.key, self.error.params, lang)},
            "caveats": [c.to_dict(lang) for c in self.caveats],
            "events": [e.to_dict(lang) for e in self.events],
            "not_modeled": [{"permanent": p, "text": t, "relevant": (p, t) not in idle,
                             "reason": idle.get((p, t))} for p, t in self.not_modeled],
            # False when some rules text on the board was not applied: the ruling may then
            # miss what that text would change.
            "fully_modeled": not self.not_modeled,
            "warnings": [w.to_dict(lang) for w in self.warnings],
            "why": [a.to_dict(lang) for a in self.answers],
            "state": state_to_dict(self.state, lang),
        }


def _permanent(p: Permanent) -> dict[str, Any]:
    d: dict[str, Any] = {"id": p.id, "card": p.card.name, "controller": p.controller,
                         "tapped": p.tapped}
    if p.is_creature:
        d.update(power=p.power, toughness=p.toughness, damage=p.damage)
    counters = {k: v for k, v in p.counters.items() if v}
    if counters or p.is_type("Planeswalker") or p.is_type("Battle"):
        d["counters"] = counters
    return d


def state_to_dict(state: GameState, lang: str = "en") -> dict[str, Any]:
    """The state as JSON-ready data.

    Returns:
        ``{"step", "players": {name: {life, poison, lost}}, "battlefield": [permanent...],
        "graveyard": [{"id", "rule", "reason"}], "exile": [id...]}``, ``"bands"`` (lists
        of creature ids, 702.22c) when bands were declared, and ``"hand": [{"id",
        "owner"}]`` when permanents were returned to their owner's hand (702.49a);
        reasons in ``lang``: the event that said why each went to its graveyard (its
        :class:`~mtgjudge.engine.happenings.LeftBattlefield` happening's cause), if any.
    """
    why = {h.permanent: h.cause for h in state.happenings if type(h) is LeftBattlefield and h.cause is not None}
    bands = {"bands": [list(b) for b in state.combat.bands]} if state.combat.bands else {}
    return {
        **bands,
        "step": state.step.value,
        "players": {n: {"life": p.life, "poison": p.poison, "lost": p.lost,
                        **({"left_game": True} if p.left_game else {})}
                    for n, p in state.players.items()},
        **_multiplayer(state),
        "battlefield": [_permanent(p) for p in state.battlefield.values()],
        "graveyard": [{"id": pid, "rule": why[pid].rule if pid in why else None,
                       "reason": why[pid].text(lang) if pid in why else None}
                      for pid in state.graveyard],
        "exile": list(state.exile),
        **({"hand": [{"id": pid, "owner": state.last_known[pid].owner} for pid in state.hand]}
           if state.hand else {}),
    }


def _multiplayer(state: GameState) -> dict[str, Any]:
    """The multiplayer and Commander parts of the state, only those in use: ``teams``
    (810), ``commander_damage`` as ``[{"commander", "player", "damage"}]`` (903.10a),
    ``monarch`` (725), ``initiative`` (726)."""
    out: dict[str, Any] = {}
    if state.teams:
        out["teams"] = [list(t) for t in state.teams]
    if state.commander_damage:
        out["commander_damage"] = [{"commander": c, "player": p, "damage": n}
                                   for (c, p), n in state.commander_damage.items()]
    if state.monarch is not None:
        out["monarch"] = state.monarch
    if state.initiative is not None:
        out["initiative"] = state.initiative
    return out


def render_lines(ruling: Ruling, lang: str = "en") -> list[tuple[str, str, str]]:
    """The ruling as ``(kind, rule, text)`` rows: kind is ``caveat`` (first, if any),
    ``event``, ``illegal``, ``heading``, ``note``, ``why`` or ``state``; ``rule`` may be ``""``."""
    rows: list[tuple[str, str, str]] = []
    if ruling.caveats:
        rows.append(("caveat", "", caveat_heading(lang)))
        rows.extend(("caveat", "", f"  {c.message().render(lang)}") for c in ruling.caveats)
        rows.append(("blank", "", ""))
    rows += [("event", e.rule, e.text(lang)) for e in ruling.events]
    if ruling.error is not None:
        rows.append(("blank", "", ""))
        rows.append(("illegal", ruling.error.rule,
                     f"{render('ui.illegal', {}, lang)}: {render(ruling.error.key, ruling.error.params, lang)}"))
        rows.append(("event", "733.1", render("ui.reversed", {}, lang)))
    for a in ruling.answers:
        rows.append(("blank", "", ""))
        rows.append(("why", "", render("why.question", {"question": a.question}, lang)))
        rows.append(("why", a.error.rule if a.error else "", a.text(lang)))
    idle = {(p, t): reason for p, t, reason in ruling.not_relevant}
    acting = [(p, t) for p, t in ruling.not_modeled if (p, t) not in idle]
    if acting:
        rows.append(("blank", "", ""))
        rows.append(("heading", "", render("ui.not_modeled", {}, lang)))
        rows.extend(("note", "", f"  {pid}: {text}") for pid, text in acting)
    if idle:
        rows.append(("blank", "", ""))
        rows.append(("heading", "", render("ui.not_relevant", {}, lang)))
        rows.extend(("note", "", f"  {pid}: {text} ({render('idle.' + reason.replace(' ', '_'), {}, lang)})")
                    for (pid, text), reason in idle.items())
    for w in ruling.warnings:
        rows.append(("note", "", f"{render('ui.warning', {}, lang)}: {w.text(lang)}"))
    rows.append(("blank", "", ""))
    rows.append(("heading", "", render("ui.final_state", {}, lang)))
    rows.extend(("state", "", line) for line in state_lines(ruling.state, lang))
    return rows


def render_text(ruling: Ruling, lang: str = "en", names: dict[str, str] | None = None) -> str:
    """The ruling as plain text: events with their rules, then the final state.
    ``names``: card names shown in both languages (:mod:`mtgjudge.cards.foreign`)."""
    rows = render_lines(ruling, lang)
    if names:
        from mtgjudge.cards.foreign import localize_rows

        rows = localize_rows(rows, names)
    out = []
    for kind, rule, text in rows:
        if kind == "blank":
            out.append("")
        elif kind in ("event", "illegal") or (kind == "why" and rule):
            out.append(f"{rule:<9}{text}")
        else:
            out.append(text)
    return "\n".join(out)


def state_lines(state: GameState, lang: str = "en") -> list[str]:
    """Short lines describing ``state``: players, then permanents, then graveyard."""
    d = state_to_dict(state, lang)
    lines = []
    for name, p in d["players"].items():
        line = "  " + render("ui.player", {"name": name, "life": p["life"]}, lang)
        if p["poison"]:
            line += ", " + render("ui.poison", {"poison": p["poison"]}, lang)
        if p["lost"]:
            line += f" ({render('ui.lost', {}, lang)})"
        elif p.get("left_game"):
            line += f" ({render('ui.left_game', {}, lang)})"
        lines.append(line)
    for key in ("monarch", "initiative"):
        if key in d:
            lines.append("  " + render(f"ui.{key}", {"player": d[key]}, lang))
    lines.extend("  " + render("ui.commander_damage", c, lang) for c in d.get("commander_damage", ()))
    for p in d["battlefield"]:
        bits = [p["controller"]]
        if "power" in p:
            bits.append(f"{p['power']}/{p['toughness']}")
            if p["damage"]:
                bits.append(render("ui.damage", {"damage": p["damage"]}, lang))
        for k, v in p.get("counters", {}).items():
            bits.append(render("ui.counters", {"count": v, "counter": k}, lang))
        if p["tapped"]:
            perm = state.battlefield.get(p["id"])
            # Spanish agrees with the card type: una criatura, tierra o batalla "girada";
            # un artefacto, encantamiento o planeswalker "girado".
            masculine = perm is not None and not (perm.is_creature or perm.is_type("Land") or perm.is_type("Battle"))
            bits.append(render("ui.tapped_masculine" if masculine else "ui.tapped", {}, lang))
        lines.append(f"  {p['id']} ({', '.join(bits)})")
    for g in d["graveyard"]:
        line = "  " + render("ui.graveyard", {"permanent": g["id"]}, lang)
        if g["reason"]:
            line += f": {g['reason']} ({g['rule']})"
        lines.append(line)
    lines.extend("  " + render("ui.exile", {"permanent": pid}, lang) for pid in d["exile"])
    lines.extend("  " + render("ui.hand", {"permanent": h["id"], "owner": h["owner"]}, lang)
                 for h in d.get("hand", ()))
    return lines
