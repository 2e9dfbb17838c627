"""The shape of a scenario file: the pydantic models that validate it, one field per key.

Keys with a module of their own (``costs``/``precombat``: :mod:`~mtgjudge.scenario.costs`,
``choices``: :mod:`~mtgjudge.scenario.damage`, ``enters``: :mod:`~mtgjudge.scenario.put`,
``triggers``: :mod:`~mtgjudge.scenario.triggers`) have their models there.

A scenario::

    active: Ana
    players: {Ana: {life: 20}, Bruno: {life: 20}}
    battlefield:
      Ana: [Elvish Regrower]
      Bruno: [Vampire Spawn, Helpful Hunter]
    attack: {Elvish Regrower: Bruno}
    block: {Vampire Spawn: Elvish Regrower, Helpful Hunter: Elvish Regrower}
    assign: {Elvish Regrower: {Helpful Hunter: 3, Vampire Spawn: 1}}

A battlefield entry is an Oracle name, or a mapping: ``{card: NAME, id, tapped, sick,
damage, counters, power, toughness, protector, gains}`` for a real card (``gains``:
abilities it gained from effects), or ``{name, power, toughness, keywords, colors}``
for a custom creature. A custom card of any type (not in the card data) adds its own
``text`` (Oracle wording, "~" meaning itself), ``type_line`` (or ``types``,
``supertypes``, ``subtypes``) and ``mana_cost`` (:mod:`mtgjudge.cards.custom`); it may
have a real card's name only with ``custom: true``. When a name appears more than once, the copies are
``"Name #1"``, ``"Name #2"``... in file order (or give ``id``). ``assign`` gives each
creature's division ``{recipient: amount}``; creatures with only one possible
assignment may be left out. ``assign_first_strike`` overrides ``assign`` in the
first-strike combat damage step (510.4). ``why`` lists alternative plays to explain.
``bands`` lists the attacking bands declared with ``attack`` (702.22c), e.g.
``bands: [[Benalish Hero, Mesa Pegasus, Hill Giant]]``. ``enters`` lists permanents put
onto the battlefield attacking or blocking during combat (:mod:`mtgjudge.scenario.put`).

Multiplayer and Commander (800-810, 903): any number of ``players`` (a player may have
``left_game: true``), ``teams: [[Ana, Bruno], [Carla, Dario]]`` for Two-Headed Giant,
``attack_option: left`` or ``right`` (803; ``multiple`` by default, 802), ``monarch:`` and
``initiative:`` (725, 726); a battlefield entry may take ``commander: true`` with
``commander_damage: {player: n}`` (903.10a) and ``goaded_by: [players]`` (701.15).
``range_of_influence`` (801) is refused.
"""

from __future__ import annotations

from typing import Annotated, Any, Union

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from mtgjudge.input_limits import MAX_NUMBER
from mtgjudge.messages import Quoted, Text
from mtgjudge.scenario.costs import CostsSpec, PrecombatSpec
from mtgjudge.scenario.put import EntersSpec
from mtgjudge.scenario.triggers import TriggersSpec


#: Any number in a scenario, and a count (damage, counters, poison): within MAX_NUMBER.
Number = Annotated[int, Field(strict=True, ge=-MAX_NUMBER, le=MAX_NUMBER)]
Count = Annotated[int, Field(strict=True, ge=0, le=MAX_NUMBER)]
Division = dict[str, dict[str, Number]]


class PlayerSpec(BaseModel):
    """A player's starting ``life`` (CR 119) and ``poison`` counters (CR 122), and
    whether they have left the game (``left_game``, 800.4). Without ``life``: 20 (103.4),
    or on a Two-Headed Giant team what a teammate has, else the team's starting 30
    (810.4; 15 more per player beyond two, 810.11)."""

    model_config = ConfigDict(extra="forbid")
    life: Number | None = None
    poison: Count = 0
    left_game: bool = False
    mana: str | dict[str, Any] | None = None  # mana they can spend this combat (scenario_stack)


class PermanentSpec(BaseModel):
    """One permanent: a real card (``card``) or a custom creature (``name`` + P/T)."""

    model_config = ConfigDict(extra="forbid")
    card: str | None = None
    name: str | None = None
    id: str | None = None
    power: Number | None = None
    toughness: Number | None = None
    keywords: list[str] = []
    gains: list[str] = []
    colors: list[str] = []
    subtypes: list[str] = []
    # A custom card's characteristics (mtgjudge.cards.custom): with `name:` only.
    text: str | None = None
    type_line: str | None = None
    types: list[str] | None = None
    supertypes: list[str] | None = None
    mana_cost: str | None = None
    custom: bool = False
    tapped: bool = False
    sick: bool = False
    damage: Count = 0
    counters: dict[str, Annotated[int, Field(strict=True, le=MAX_NUMBER)]] = {}
    protector: str | None = None
    attached_to: str | None = None
    timestamp: Count | None = None
    commander: bool = False
    commander_damage: dict[str, Count] = {}
    goaded_by: list[str] = []

    @field_validator("goaded_by", mode="before")
    @classmethod
    def _one_goader(cls, v: Any) -> Any:
        return [v] if isinstance(v, str) else v

    @field_validator("keywords", "gains", "colors", "subtypes", "types", "supertypes", mode="before")
    @classmethod
    def _one_is_a_list(cls, v: Any) -> Any:
        return [v] if isinstance(v, str) else v

    @field_validator("counters")
    @classmethod
    def _counts(cls, v: dict[str, int]) -> dict[str, int]:
        for kind, n in v.items():
            if n < 0:
                raise ValueError(Text("input.negative_counters", kind=Quoted(kind), n=n))
        return v

    def label(self) -> str:
        return self.card or self.name or "?"

    def card_fields(self) -> list[str]:
        """The custom card fields given (``text``, ``type_line``, ... ``custom``)."""
        return [f for f in CUSTOM_CARD_FIELDS if getattr(self, f) not in (None, False)]


#: The fields of a battlefield entry that make a custom card of a ``name:`` entry.
CUSTOM_CARD_FIELDS = ("text", "type_line", "types", "supertypes", "mana_cost", "custom")


class WhyItem(BaseModel):
    """A "why not ...?" question: exactly one alternative attack, block or assignment."""

    model_config = ConfigDict(extra="forbid")
    attack: dict[str, str] | None = None
    block: dict[str, Union[str, list[str]]] | None = None
    assign: Division | None = None
    assign_first_strike: Division | None = None

    @model_validator(mode="after")
    def _exactly_one(self) -> WhyItem:
        if sum(v is not None for v in (self.attack, self.block, self.assign,
                                        self.assign_first_strike)) != 1:
            raise ValueError("input.one_question")
        if self.assign == {} or self.assign_first_strike == {}:
            raise ValueError("input.empty_question")
        return self

    def only(self) -> tuple[str, dict[str, Any]]:
        for kind in ("attack", "block", "assign", "assign_first_strike"):
            value = getattr(self, kind)
            if value is not None:
                return kind, value
        raise AssertionError("validated to have one")


class ChoicesSpec(BaseModel):
    """``choices:``: ``order`` (616.1) and ``shields`` (615.7)."""

    model_config = ConfigDict(extra="forbid")
    order: list[str] = []
    shields: dict[str, list[str]] = {}


class ScenarioModel(BaseModel):
    """The whole file. Keys as in the module docstring."""

    model_config = ConfigDict(extra="forbid")
    active: str
    players: dict[str, Union[PlayerSpec, None]]
    battlefield: dict[str, list[Union[str, PermanentSpec]]] = {}
    attack: dict[str, str] = {}
    bands: list[list[str]] = []
    block: dict[str, Union[str, list[str]]] = {}
    assign: Division = {}
    assign_first_strike: Division = {}
    why: list[WhyItem] = []
    effects: list[str | dict[str, Any]] = []
    choices: ChoicesSpec | None = None
    enters: list[EntersSpec] = []  # put onto the battlefield during combat (scenario_put)
    costs: CostsSpec | None = None  # mana and payments for costs to attack/block (scenario_costs)
    precombat: PrecombatSpec | None = None  # crew, animate (scenario_costs)
    teams: list[list[str]] = []
    range_of_influence: Count | None = None
    attack_option: str = "multiple"
    monarch: str | None = None
    initiative: str | None = None
    actions: dict[str, list[str | dict[str, Any]]] = {}  # per step (scenario_stack)
    triggers: TriggersSpec | None = None  # 603.3b-d, see mtgjudge.scenario.triggers
