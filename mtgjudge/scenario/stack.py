"""Scenario input for what players do while they have priority in each combat step
(CR 117, 405): the ``actions`` key, and the mana each player can spend (``mana`` in
``players``).

```yaml
players: {Ana: {life: 20, mana: "{G}{R}"}, Bruno: {mana: "{R}"}}
actions:
  declare_blockers:                                # after blockers are declared
    - {cast: Giant Growth, by: Ana, target: Grizzly Bears}
    - {cast: Shock, by: Bruno, target: Grizzly Bears}   # on top of Giant Growth
    - pass                                         # all pass: Shock resolves (405.5)
    - {activate: Shivan Dragon, ability: "{R}", times: 2}
    - {ninjutsu: Ninja of the Deep Hours, by: Ana, return: Grizzly Bears}
```

Steps, in order: ``beginning_of_combat``, ``declare_attackers``, ``declare_blockers``,
``first_strike_damage`` (after first-strike damage, before regular damage),
``combat_damage`` (after regular damage), ``end_of_combat`` (before creatures are
removed from combat, 511.3); written with spaces or hyphens too (``declare attackers``,
:mod:`mtgjudge.scenario.steps`). Each is a
list of actions taken in order: ``cast`` an instant or a creature card with flash
(702.8a; it enters the battlefield as it resolves, 608.3a, and can be named in
``block`` and ``assign``; ``by``: default the active player), ``activate`` a permanent's ability (``ability``: the start of its text, needed
only when it has several; ``by``: default its controller; ``times``: repeat it;
``sacrifice`` and ``tap``: the permanents its cost sacrifices or taps, "Sacrifice a
creature", "Tap an untapped creature you control"; ``x``: the value of X; ``color``:
the colour of "protection from the color of your choice"),
``ninjutsu`` (``return``: the unblocked attacker), ``pass`` (all players pass in
succession: the top of the stack resolves; with an empty stack the step ends, 500.2,
and nothing more can be done in it). Whatever is left on the stack at the end
of a step's list resolves, last in first out, before the step ends (405.5).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt, ValidationError

from mtgjudge.cr.r117_priority import PassPriority
from mtgjudge.cr.r601_casting import CastSpell
from mtgjudge.cr.r602_activating import ActivateAbility
from mtgjudge.cr.r702_49_ninjutsu import ActivateNinjutsu
from mtgjudge.errors import ScenarioError, UnknownCardError
from mtgjudge.messages import Text
from mtgjudge.scenario.steps import STEP_OF, STEPS, step_key, unknown_step

#: Each step's name as the ruling says it (a ``Step`` value).
STEP_NAMES = {key: step.value for key, step in STEP_OF.items()}
#: Most repetitions of one activation (``times``).
MAX_TIMES = 100


class ActionSpec(BaseModel):
    """One action: ``cast``, ``activate`` or ``ninjutsu`` (exactly one)."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True)
    cast: str | None = None
    activate: str | None = None
    ninjutsu: str | None = None
    by: str | None = None
    target: str | list[str] | None = None
    ability: str = ""
    returning: str | None = Field(None, alias="return")
    times: StrictInt = Field(1, ge=1, le=MAX_TIMES)
    sacrifice: str | list[str] | None = None
    tap: str | list[str] | None = None
    x: StrictInt | None = Field(None, ge=0, le=1_000_000_000)
    color: str | None = None
    commander: StrictBool = False
    commander_damage: dict[str, StrictInt] = {}


#: ``actions:`` as the scenario model reads it (validated further here).
Actions = dict[str, list[str | dict[str, Any]]]


def set_mana(game: Any, mana: dict[str, Any], where: Callable[[tuple], str]) -> None:
    """Give each player the mana the scenario states (``{player: "{R}{G}"}``, or by
    colour ``{player: {R: 1, G: 1}}``: :func:`~mtgjudge.cr.r106_mana.read_mana`).

    Raises:
        ScenarioError: a value that isn't mana (the same message as for ``costs.mana``).
    """
    from mtgjudge.cr.r106_mana import mana_problem, read_mana

    problems = []
    for player, text in mana.items():
        if text is None:
            continue
        found = read_mana(text)
        if found is None:
            problems.append((where(("players", player, "mana")), mana_problem(text)))
        else:
            game.set_spendable_mana(player, text)  # symbols in the order written
    if problems:
        raise ScenarioError(problems)


def cast_permanent_ids(actions: Actions, game: Any, taken: set[str]) -> list[str]:
    """The ids the creature spells cast in ``actions`` will have on the battlefield
    (608.3a), in order: the card's name, or ``"Name #2"``... when ``taken`` (the ids
    already known) has it, so that ``block`` and ``assign`` can name them. Entries that
    aren't a creature card cast are skipped (:func:`read_actions` reports bad ones)."""
    from mtgjudge.names import unused_id

    out: list[str] = []
    for step in STEPS:
        for entry in actions.get(step) or []:
            if not isinstance(entry, dict) or not isinstance(entry.get("cast"), str):
                continue
            try:
                card = game.card(entry["cast"])
            except UnknownCardError:
                continue
            if "Creature" in card.types:
                pid = unused_id(taken, card.name.split(" // ")[0])
                taken.add(pid)
                out.append(pid)
    return out


def read_actions(actions: Actions, game: Any, names: Callable[[str, tuple], str],
                 where: Callable[[tuple], str]) -> dict[str, list[Any]]:
    """The moves of each step (``{step: [move, ...]}``), names resolved with ``names``
    (which records unknown names itself).

    Raises:
        ScenarioError: an unknown step, a malformed action, an unknown card.
    """
    problems: list[tuple[str, Any]] = []
    out: dict[str, list[Any]] = {}
    for written, entries in actions.items():
        step = step_key(written)
        if step is None:
            problems.append((where(("actions", written)), unknown_step(written)))
            continue
        moves: list[Any] = out.setdefault(step, [])  # "declare attackers" and "declare_attackers": one step
        for i, entry in enumerate(entries or []):
            path = ("actions", written, i)
            if isinstance(entry, str):
                if entry.strip().casefold() != "pass":
                    problems.append((where(path), Text("input.action_shape")))
                moves.append(PassPriority())
                continue
            try:
                spec = ActionSpec.model_validate(entry)
            except ValidationError as e:
                from mtgjudge.scenario.load import _pydantic_problem

                for err in e.errors():
                    found = _pydantic_problem(err)
                    if found is not None:
                        problems.append((where((*path, *found[0])), found[1]))
                continue
            kinds = [k for k in ("cast", "activate", "ninjutsu") if getattr(spec, k) is not None]
            if len(kinds) != 1:
                problems.append((where(path), Text("input.action_shape")))
                continue
            if (spec.commander or spec.commander_damage) and spec.ninjutsu is None:
                problems.append((where((*path, "commander")), Text("input.commander_ninjutsu")))
                continue
            by = getattr(names, "player", names)(spec.by, (*path, "by")) if spec.by is not None else None
            targets = [spec.target] if isinstance(spec.target, str) else (spec.target or [])
            targets = tuple(names(t, (*path, "target")) for t in targets)
            if spec.cast is not None or spec.ninjutsu is not None:
                card = spec.cast or spec.ninjutsu or ""
                try:
                    found_card = game.card(card)
                    # An Adventure's own name is kept: casting it is another spell (715.3).
                    half = found_card.name.partition(" // ")[2]
                    given, card = card, (half if found_card.layout == "adventure" and card.casefold() == half.casefold()
                                         else found_card.name)
                except UnknownCardError as e:
                    problems.append((where((*path, kinds[0])), e.text))
                    continue
                if spec.cast is not None:
                    from mtgjudge.cr.r601_casting import not_modeled
                    from mtgjudge.oracle.spells import read_spell

                    problem = not_modeled(found_card, given, read_spell)
                    if problem is not None:  # found now, with its place in the file
                        problems.append((where((*path, "cast")), problem))
                        continue
                player = by or game.state.active
                if spec.cast is not None:
                    moves += [CastSpell(card, player, targets)] * spec.times
                elif spec.returning is None:
                    problems.append((where(path), Text("input.effect_needs", field="return")))
                else:
                    attacker = names(spec.returning, (*path, "return"))
                    problem = _commander_problem(game, spec, card)
                    if problem is not None:
                        problems.append((where((*path, problem[0])), problem[1]))
                        continue
                    moves.append(ActivateNinjutsu(card, player, attacker, spec.commander,
                                                  tuple(spec.commander_damage.items())))
                continue
            source = names(spec.activate or "", (*path, "activate"))
            perm = game.state.battlefield.get(source)
            from mtgjudge.cr.r602_activating import not_modeled as ability_not_modeled

            problem = ability_not_modeled(game.state, source, spec.ability)
            if problem is not None:  # found now, with its place in the file
                problems.append((where((*path, "ability" if spec.ability else "activate")), problem))
                continue
            player = by or (perm.controller if perm is not None else game.state.active)
            paid = {field: tuple(names(n, (*path, field)) for n in
                                 ([given] if isinstance(given, str) else (given or [])))
                    for field, given in (("sacrifice", spec.sacrifice), ("tap", spec.tap))}
            color = spec.color.strip().lower() if spec.color is not None else None
            moves += [ActivateAbility(source, player, spec.ability, targets, paid["sacrifice"], paid["tap"],
                                      spec.x, color)] * spec.times
    if problems:
        raise ScenarioError(problems)
    return out


def _commander_problem(game: Any, spec: ActionSpec, card: str) -> tuple[str, Any] | None:
    """What is wrong with a ninjutsu action's ``commander`` and ``commander_damage``
    (903.3, 903.10a): ``(field, message)``, or None."""
    from mtgjudge.cr.r903_commander import can_be_commander
    from mtgjudge.input_limits import number_ok

    if spec.commander_damage and not spec.commander:
        return "commander_damage", Text("input.commander_damage")
    if spec.commander and not can_be_commander(game.card(card)):
        return "commander", Text("board.not_commander", permanent=card)
    for player, n in spec.commander_damage.items():
        if player not in game.state.players:
            from mtgjudge.names import unknown_player

            return "commander_damage", unknown_player(player, game.state.players)
        if n < 0 or not number_ok(n):
            return "commander_damage", Text("board.whole", permanent=card, what="commander damage", value=repr(n))
    return None


def act(game: Any, moves: dict[str, list[Any]], step: str) -> bool:
    """Take ``step``'s actions in order, then let every object left on the stack resolve
    (405.5). Returns True if the game is over (104.1).

    Raises:
        IllegalActionError: an action is illegal; the game is as before it (733).
    """
    for move in moves.get(step, ()):
        game.push(move)
        if game.state.game_over:
            return True
    while game.state.stack and not game.state.game_over:
        game.push(PassPriority())
    return game.state.game_over
