"""Scenario input for permanents put onto the battlefield during combat, attacking or
blocking (506.3, 508.4): the ``enters:`` list.

Each entry says what enters, in which step (after that step's turn-based action), and
what it attacks or blocks::

    enters:
      - {token: {name: Cat Soldier, power: 1, toughness: 1, colors: [W],
                 subtypes: [Cat, Soldier], keywords: [vigilance]},
         attacking: Bruno, step: declare_attackers}
      - {card: Ninja of the Deep Hours, attacking: Bruno, tapped: true, step: declare_blockers}
      - {token: {name: Cat Soldier, power: 1, toughness: 1}, blocking: Hill Giant,
         step: declare_blockers}

Keys: ``card`` (an Oracle name) or ``token`` (its characteristics: name, power,
toughness, colors, types, subtypes, keywords); ``attacking`` (a player, planeswalker or
battle, or ``true``: its controller's only choice, 508.4) or ``blocking`` (an attacking
creature) or neither; ``step``: ``beginning_of_combat``, ``declare_attackers``,
``declare_blockers``, ``first_strike_damage`` (between the two combat damage steps) or
``end_of_combat``, the spellings of ``actions:`` (spaces for underscores are the same
name, :mod:`mtgjudge.scenario.steps`); ``controller`` (default: the attacking player, or the
defending player for ``blocking``), ``tapped``, ``id``, ``count``. Entries of one step
enter in the order listed. ``block`` and ``assign`` may name what enters (its id: its
name, or ``"Name #2"``... when the name is taken).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ConfigDict, Field

from mtgjudge.errors import (
    AttackChoiceNeededError,
    BoardError,
    ScenarioError,
    UnknownCardError,
)
from mtgjudge.messages import Text
from mtgjudge.scenario.steps import STEP_OF, step_key, unknown_step
from mtgjudge.engine.state import Step

if TYPE_CHECKING:
    from mtgjudge.cr.r508_4_put_attacking import TokenSpec

#: The steps in the order they happen.
_ORDER = [Step.BEGINNING_OF_COMBAT, Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS, Step.FIRST_STRIKE_DAMAGE,
          Step.COMBAT_DAMAGE, Step.END_OF_COMBAT]
#: The steps an entry may give (:mod:`mtgjudge.scenario.steps` spellings): all but the
#: combat damage step, whose turn-based action is already over when it could enter.
STEPS: dict[str, Step] = {k: s for k, s in STEP_OF.items() if s is not Step.COMBAT_DAMAGE}


class TokenModel(BaseModel):
    """A token's characteristics, as an ``enters`` entry gives them (111.4)."""

    model_config = ConfigDict(extra="forbid")
    name: str
    power: int | None = None
    toughness: int | None = None
    colors: list[str] = []
    types: list[str] = ["Creature"]
    subtypes: list[str] = []
    keywords: list[str] = []

    def spec(self) -> TokenSpec:
        from mtgjudge.cr.r508_4_put_attacking import TokenSpec

        return TokenSpec(self.name, self.power, self.toughness, tuple(self.colors), tuple(self.types),
                         tuple(self.subtypes), tuple(self.keywords))


class EntersSpec(BaseModel):
    """One ``enters`` entry (see the module docstring)."""

    model_config = ConfigDict(extra="forbid")
    card: str | None = None
    token: TokenModel | None = None
    step: str
    attacking: str | bool | None = None
    blocking: str | None = None
    controller: str | None = None
    tapped: bool = False
    id: str | None = None
    count: int = Field(default=1, ge=1, le=100)


class Entering:
    """The scenario's ``enters`` entries, put onto the battlefield as the game reaches
    their steps (:meth:`run`).

    Args:
        game: the game at the start of combat. entries: the model's ``enters``.
        where: a path -> its location in the file.

    Raises:
        ScenarioError: an unknown step, card or keyword; ``card`` and ``token`` both or
            neither given; ``attacking`` and ``blocking`` both given.
    """

    def __init__(self, game: Any, entries: list[EntersSpec], where: Callable[[tuple], str]) -> None:
        self.game = game
        self.where = where
        self.pending: list[tuple[Step, dict[str, Any], tuple]] = []
        problems: list[tuple[str, Any]] = []
        for i, e in enumerate(entries):
            path = ("enters", i)
            step = STEPS.get(step_key(e.step) or "")
            if step is None:
                problem = (unknown_step(e.step, tuple(STEPS)) if step_key(e.step) is None  # a typo
                           else Text("input.unknown_step", step=e.step, steps=", ".join(STEPS)))
                problems.append((where((*path, "step")), problem))
                continue
            try:
                if (e.card is None) == (e.token is None):
                    raise BoardError(Text("put.card_or_token"))
                if e.attacking not in (None, False) and e.blocking is not None:
                    raise BoardError(Text("put.one_way"))
                what = e.token.spec() if e.token is not None else game.card(e.card)
                if e.token is None:
                    game.check_permanent_card(what)  # as `battlefield:` (110.4a, 304.4, 307.4)
            except (BoardError, UnknownCardError) as err:
                problems.append((where(path), getattr(err, "text", None) or err.args[0]))
                continue
            kwargs = {"controller": e.controller, "tapped": e.tapped, "id": e.id, "count": e.count,
                      "attacking": e.attacking, "blocking": e.blocking}
            kwargs["token" if e.token is not None else "card"] = what
            self.pending.append((step, kwargs, path))
        if problems:
            raise ScenarioError(problems)
        self.ids = self._planned_ids({*game.state.battlefield, *game.state.players})

    def _planned_ids(self, taken: set[str]) -> list[str]:
        """The ids the entries will have, in order (as :func:`~mtgjudge.cr.r508_4_put_attacking.free_id`
        gives them), so that ``block``, ``assign`` and later entries can name them."""
        if not self.pending:
            return []
        from mtgjudge.names import unused_id

        taken = set(taken)
        out = []
        for _, kw, _ in self.pending:
            what = kw.get("token") or kw.get("card")
            for n in range(kw["count"]):
                pid = kw["id"] if kw["id"] and n == 0 else unused_id(taken, what.name.split(" // ")[0])
                taken.add(pid)
                out.append(pid)
        return out

    def resolve(self, names: Callable[[str, tuple], str]) -> None:
        """Resolve the names in ``attacking``/``blocking`` with ``names`` (the scenario's,
        which report unknown names), and ``controller`` with ``names.player``, once it
        knows :attr:`ids`."""
        player = getattr(names, "player", names)
        for _, kw, path in self.pending:
            if kw["controller"] is not None:
                kw["controller"] = player(kw["controller"], (*path, "controller"))
            if isinstance(kw["attacking"], str):
                kw["attacking"] = names(kw["attacking"], (*path, "attacking"))
            if kw["blocking"] is not None:
                kw["blocking"] = names(kw["blocking"], (*path, "blocking"))

    def run(self) -> None:
        """Put onto the battlefield the entries of the step the game is in, in order.

        Raises:
            IllegalActionError: as :meth:`~mtgjudge.engine.game.Game.put_onto_battlefield`.
            ScenarioError: an entry's controller isn't a player, or its id is taken; an
                entry ``attacking: true`` when there are several things it could attack:
                the choice is missing from the file, not an illegal play (508.4).
        """
        step = self.game.step
        now = [p for p in self.pending if p[0] is step]
        self.pending = [p for p in self.pending if p[0] is not step]
        for _, kw, path in now:
            try:
                self.game.put_onto_battlefield(**kw)
            except BoardError as err:
                raise ScenarioError([(self.where(path), err.args[0])]) from None
            except AttackChoiceNeededError as err:  # what a token created attacking attacks (508.4)
                problem = Text("input.attack_choice_needed", message=Text(err.key, **err.params),
                               rule=err.rule, first=err.params["choices"][0])
                raise ScenarioError([(self.where((*path, "attacking")), problem)]) from None
        # Steps are never gone back to: an entry of a step already passed or skipped
        # (no attackers, 508.8; no first strike, 510.4) can't happen.
        skipped = [p for p in self.pending if _ORDER.index(p[0]) < _ORDER.index(step)]
        if skipped:
            raise ScenarioError([(self.where((*path, "step")), Text("input.step_skipped", step=s.value))
                                 for s, _, path in skipped])


def entering(game: Any, model: Any, names: Any, where: Callable[[tuple], str]) -> Entering:
    """The scenario ``model``'s ``enters``, their ids added to ``names`` (the scenario's
    name resolver, whose ``index`` is a :class:`~mtgjudge.names.NameIndex`)."""
    from mtgjudge.names import NameIndex

    out = Entering(game, model.enters, where)
    if out.ids:
        names.index = NameIndex([*names.index.ids, *out.ids])
    out.resolve(names)
    return out
