"""Scenario input for the damage event: prevention and replacement effects of spells
and abilities that resolved earlier this turn (``effects:``), and the choices players
make among effects (``choices:``).

``effects`` entries this module reads (others are left to the caller):

- ``{card: Holy Day}``, ``{card: Mending Hands, target: Grizzly Bears}``,
  ``{card: Awe Strike, target: Hill Giant, controller: Bruno}``: a real card whose text
  is a prevention/replacement effect (read by :mod:`mtgjudge.oracle.damage`).
- ``{card: Flame Spill, target: Grizzly Bears}``: a spell that deals damage; it resolves in
  the beginning of combat step, in the order of the list (120.4, excess damage 120.4a).
- ``{prevent: 3, to: Bruno}``: a shield (615.7); ``{prevent: all, to: X}``,
  ``{prevent: all, by: X, combat: true}``: "prevent all [combat] damage to/by X";
  ``{prevent: next, by: X, gain_life: true, controller: P}``: Awe-Strike style (615.8).
  Any of them takes ``id`` (its name in the ruling and in ``choices``).

``choices: {order: [Healing Salve, Furnace of Rath], shields: {Healing Salve: [Hill Giant]}}``:
the order in which the affected player applies effects (616.1), and whose damage a
shield prevents first (615.7).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, ConfigDict, StrictInt, ValidationError, field_validator

from mtgjudge.cr.r120_damage import Damage
from mtgjudge.errors import ScenarioError, UnknownCardError
from mtgjudge.messages import AllParts, Quoted, Text

if TYPE_CHECKING:
    from mtgjudge.cr.r614_replacement_effects import ReplacementEffect
    from mtgjudge.scenario.schema import ChoicesSpec


class CardEffectSpec(BaseModel):
    """``{card, target, controller, id}``: a resolved spell or ability by its card."""

    model_config = ConfigDict(extra="forbid")
    card: str
    target: str | None = None
    controller: str | None = None
    id: str | None = None


class PreventSpec(BaseModel):
    """``{prevent: N | all | next, to, by, combat, gain_life, controller, id}``, by hand."""

    model_config = ConfigDict(extra="forbid")
    prevent: StrictInt | Literal["all", "next"]
    to: str | None = None
    by: str | None = None
    combat: bool = False
    gain_life: bool = False
    controller: str | None = None
    id: str | None = None

    @field_validator("prevent", mode="before")
    @classmethod
    def _amount(cls, v: Any) -> Any:
        # No negative damage (107.1b); the union's own error would name pydantic's types.
        if v in ("all", "next") or (type(v) is int and v >= 0):
            return v
        raise ValueError(Text("input.prevent_amount", given=Quoted(str(v).lower() if isinstance(v, bool) else str(v))))


def is_ours(entry: Any) -> bool:
    """True if an ``effects`` entry is one this module reads: ``prevent`` entries, and
    ``card`` entries whose card text is a prevention/replacement effect."""
    return isinstance(entry, dict) and ("prevent" in entry or "card" in entry)


def read_effects(entries: list[Any], game: Any, names: Callable[[str, tuple], str],
                 where: Callable[[tuple], str]) -> tuple[list[ReplacementEffect | Damage], list[int], list[int]]:
    """The effects of the ``effects`` entries this module reads, in order, and the damage
    the spells among them deal (:class:`~mtgjudge.cr.r120_damage.Damage`, e.g. Flame Spill).

    Args:
        game: the :class:`~mtgjudge.engine.game.Game` (for card lookups and players).
        names: resolves a name in the play to a permanent id or player (raises
            ScenarioError). where: ``path -> "file:line field"``.

    Returns:
        The effects, the indexes of the entries left to others (not ours), and for each
        effect the index of its entry.

    Raises:
        ScenarioError: a malformed entry, an unknown card, a missing target.
    """
    # The effect modules and their reader are loaded only for a scenario with effects.
    from mtgjudge.oracle.damage import SpellError, read_spell

    out: list[ReplacementEffect | Damage] = []
    at: list[int] = []
    others: list[int] = []
    problems: list[tuple[str, str]] = []
    for i, entry in enumerate(entries):
        path = ("effects", i)
        if isinstance(entry, str):  # just a card's name: `effects: [Holy Day]`
            entry = {"card": entry}
        if not is_ours(entry):
            others.append(i)
            continue
        try:
            if "prevent" in entry:
                out.append(_prevent(PreventSpec.model_validate(entry), names, path, where))
                at.append(i)
                continue
            spec = CardEffectSpec.model_validate(entry)
        except ValidationError as e:
            from mtgjudge.scenario.load import (
                _pydantic_problem,  # the scenario's own wording of them
            )

            for err in e.errors():
                found_problem = _pydantic_problem(err)
                if found_problem is not None:
                    problems.append((where((*path, *found_problem[0])), found_problem[1]))
            continue
        try:
            card = game.card(spec.card)
        except UnknownCardError as e:
            problems.append((where((*path, "card")), e.text))
            continue
        target = names(spec.target, (*path, "target")) if spec.target else None
        controller = _player(game, spec.controller, (*path, "controller"), where)
        try:
            found = read_spell(card.text, card.name, target=target, controller=controller,
                               label=spec.id or "")
        except SpellError as e:
            problems.append((where(path), Text(str(e), card=card.name)))
            continue
        if found is None:
            others.append(i)
            continue
        found = _dealt_by_spell(found, card, controller or game.state.active, spec.id)
        out.extend(found)
        at += [i] * len(found)
    if problems:
        raise ScenarioError(problems)
    return _unique(out), others, at


def _dealt_by_spell(found: list, card: Any, controller: str, label: str | None) -> list:
    """``found`` with its damage marked as dealt by ``card`` when it is a spell (an
    instant or sorcery, 405.4): its colours and types count for "a red source" and for
    protection (702.16e), and its caster (``controller``: the entry's, else the active
    player's, as for every spell in ``effects``) for "a source you control"."""
    from dataclasses import replace

    from mtgjudge.cr.r405_stack import spell_of

    spell = spell_of(card, label or card.name, controller)
    if spell is None:
        return found
    return [replace(x, spell=spell) if isinstance(x, Damage) else x for x in found]


def _player(game: Any, name: str | None, path: tuple, where: Callable[[tuple], str]) -> str:
    if name is None:
        return ""
    if name not in game.state.players:
        raise ScenarioError([(where(path), Text("input.not_a_player", name=name,
                                                players=AllParts(game.state.players)))])
    return name


def _prevent(spec: PreventSpec, names: Callable[[str, tuple], str], path: tuple,
             where: Callable[[tuple], str]) -> ReplacementEffect:
    from mtgjudge.cr.r615_prevention_effects import NextTimePrevention, PreventDamage, PreventionShield

    to = names(spec.to, (*path, "to")) if spec.to else ""
    by = names(spec.by, (*path, "by")) if spec.by else ""
    controller = spec.controller or ""
    kind = spec.prevent if isinstance(spec.prevent, str) else "N"
    # Every field given changes the effect, or the entry is refused (nothing silently dropped).
    unused = [f for f, given in (("combat", spec.combat and kind != "all"), ("by", spec.by and kind == "N")) if given]
    if unused:
        raise ScenarioError([(where((*path, unused[0])), Text("input.effect_field_unused", field=unused[0], kind=kind))])
    if spec.gain_life and not controller:  # who gains the life (615.5)
        raise ScenarioError([(where(path), Text("input.effect_needs", field="controller"))])
    if spec.prevent == "next":
        if not by:
            raise ScenarioError([(where(path), Text("input.effect_needs", field="by"))])
        return NextTimePrevention(spec.id or f"prevent next by {by}" + (f" to {to}" if to else ""), "",
                                  controller, by=by, to=to, gain_life=spec.gain_life)
    if spec.prevent == "all":
        label = spec.id or "prevent all" + (f" to {to}" if to else "") + (f" by {by}" if by else "")
        return PreventDamage(label, "", controller, combat_only=spec.combat, to=to, by=by,
                             gain_life=spec.gain_life)
    if not to:
        raise ScenarioError([(where(path), Text("input.effect_needs", field="to"))])
    return PreventionShield(spec.id or f"prevent {spec.prevent} to {to}", "", controller,
                            to=to, remaining=spec.prevent, gain_life=spec.gain_life)


def _unique(effects: list[ReplacementEffect | Damage]) -> list[ReplacementEffect | Damage]:
    """Name two effects of the same name ``"Name #1"``, ``"Name #2"``."""
    from dataclasses import replace

    from mtgjudge.cr.r614_replacement_effects import ReplacementEffect

    counts = Counter(e.name for e in effects if isinstance(e, ReplacementEffect))
    seen: Counter[str] = Counter()
    out = []
    for e in effects:
        if isinstance(e, ReplacementEffect) and counts[e.name] > 1:
            seen[e.name] += 1
            e = replace(e, label=f"{e.name} #{seen[e.name]}")
        out.append(e)
    return out


def read_choices(spec: ChoicesSpec | None, effect_names: list[str], names: Callable[[str, tuple], str],
                 where: Callable[[tuple], str]) -> tuple[tuple[str, ...], tuple[tuple[str, tuple[str, ...]], ...]]:
    """``(order, shields)`` for the game state, names checked against the effects in play.

    Raises:
        ScenarioError: a name that is no effect (with the effects there are).
    """
    if spec is None:
        return (), ()
    folded = {n.casefold(): n for n in effect_names}

    def effect(name: str, path: tuple) -> str:
        if name.casefold() not in folded:
            raise ScenarioError([(where(path), Text("input.unknown_effect", name=name,
                                                    effects=", ".join(effect_names) or "-"))])
        return folded[name.casefold()]

    order = tuple(effect(n, ("choices", "order", i)) for i, n in enumerate(spec.order))
    shields = tuple((effect(s, ("choices", "shields", s)),
                     tuple(names(src, ("choices", "shields", s)) for src in sources))
                    for s, sources in spec.shields.items())
    return order, shields
