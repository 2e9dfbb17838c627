"""Scenario fields for costs to attack and to block, and for crewing Vehicles and
animating lands before combat (508.1g-j, 509.1d-f, 702.122, 205.1b).

In a scenario file::

    costs:
      mana: {Ana: "{W}{W}{G}{G}{G}"}      # what each player's mana abilities can make (508.1i)
      pay: {Ana: {mana: "{G}{G}{G}{W}", life: 2}}  # how a player pays (else the judge chooses)

Mana is written as in ``players: {Ana: {mana: ...}}``: symbols (``"{2}{G}"``, the
recommended form) or amounts by colour (``{G: 1, C: 2}``); :func:`~mtgjudge.cr.r106_mana.read_mana`
reads both.
    precombat:
      animate: [Mutavault]                # its "becomes a creature" ability resolved earlier
      crew: {Smuggler's Copter: [Grizzly Bears]}  # crewed before attackers are declared

A Vehicle of the defending player is crewed after attackers are declared, before
blockers. :class:`CostsSpec` and :class:`PrecombatSpec` are the two fields of
``ScenarioModel``; :func:`apply_costs`, :func:`apply_precombat` and
:func:`apply_before_blocks` put them into a :class:`~mtgjudge.engine.game.Game`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, StrictInt

from mtgjudge.errors import BoardError
from mtgjudge.input_limits import MAX_NUMBER

Amount = StrictInt


class PaySpec(BaseModel):
    """How a player pays: ``mana`` (symbols or by colour, :func:`~mtgjudge.cr.r106_mana.read_mana`), and
    ``life`` (Phyrexian mana, 107.4f)."""

    model_config = ConfigDict(extra="forbid")
    mana: str | dict[str, Any] = {}
    life: int = Field(default=0, ge=0, le=MAX_NUMBER, strict=True)


class CostsSpec(BaseModel):
    """``costs:``: ``mana`` each player's mana abilities can make (symbols or by colour,
    :func:`~mtgjudge.cr.r106_mana.read_mana`), ``pay`` how they pay."""

    model_config = ConfigDict(extra="forbid")
    mana: dict[str, str | dict[str, Any]] = {}
    pay: dict[str, PaySpec] = {}


class PrecombatSpec(BaseModel):
    """``precombat:``: lands ``animate``d and Vehicles ``crew``ed before declarations."""

    model_config = ConfigDict(extra="forbid")
    animate: list[str] = []
    crew: dict[str, list[str]] = {}


Name = Callable[[str, tuple[Any, ...]], str]
Problems = list[tuple[tuple[Any, ...], Any]]


def apply_costs(game: Any, spec: CostsSpec | None, name: Name) -> Problems:
    """Put ``costs:`` into ``game``; ``name(text, path)`` resolves a player's name in the
    file (reporting an unknown one itself). Returns the other problems found, as
    ``(path, message)``."""
    problems: Problems = []
    if spec is None:
        return problems
    for player, m in spec.mana.items():
        who = name(player, ("costs", "mana", player))
        if who not in game.state.players:
            continue  # reported by ``name``
        try:
            game.set_mana(who, m)
        except BoardError as e:
            problems.append((("costs", "mana", player), e.args[0]))
    for player, p in spec.pay.items():
        who = name(player, ("costs", "pay", player))
        if who not in game.state.players:
            continue
        try:
            game.pay_with(who, p.mana, p.life)
        except BoardError as e:
            problems.append((("costs", "pay", player), e.args[0]))
    return problems


def apply_precombat(game: Any, spec: PrecombatSpec | None, name: Name) -> None:
    """Animate lands, then crew the active player's Vehicles (combat begins).

    Raises:
        IllegalActionError: one of them can't be done (733: the game is as before it).
    """
    if spec is None:
        return
    for i, pid in enumerate(spec.animate):
        game.animate(name(pid, ("precombat", "animate", i)))
    for vehicle, creatures in _crews(game, spec, name, active=True):
        game.crew(vehicle, creatures)


def apply_before_blocks(game: Any, spec: PrecombatSpec | None, name: Name) -> None:
    """Crew the other players' Vehicles, after attackers are declared (raises as above)."""
    if spec is None:
        return
    for vehicle, creatures in _crews(game, spec, name, active=False):
        game.crew(vehicle, creatures)


def check_names(spec: PrecombatSpec | None, name: Name) -> None:
    """Resolve every name in ``spec`` with ``name`` (which records the unknown ones)."""
    if spec is None:
        return
    for i, pid in enumerate(spec.animate):
        name(pid, ("precombat", "animate", i))
    for v, cs in spec.crew.items():
        for n in (v, *cs):
            name(n, ("precombat", "crew", v))


def _crews(game: Any, spec: PrecombatSpec, name: Name, active: bool) -> list[tuple[str, list[str]]]:
    out = []
    for v, cs in spec.crew.items():
        pid = name(v, ("precombat", "crew", v))
        perm = game.state.battlefield.get(pid)
        if perm is not None and (perm.controller == game.state.active) == active:
            out.append((pid, [name(c, ("precombat", "crew", v)) for c in cs]))
    return out
