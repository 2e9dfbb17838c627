"""CR 111: tokens an effect creates that just enter the battlefield (111.1), not
attacking or blocking (for those, :mod:`mtgjudge.cr.r508_4_put_attacking`), and the
predefined tokens of 111.10 (Treasure, Food, Clue, Blood...), with "investigate"
(701.16a: create a Clue token).

A predefined token's activated ability (a mana ability, "sacrifice: draw a card",
"sacrifice: you gain 3 life") is not modeled: the ruling says so as the token is made.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from mtgjudge.cr import implements
from mtgjudge.cr.r508_4_put_attacking import TokenSpec, enter
from mtgjudge.events import EventLog
from mtgjudge.engine.state import GameState

if TYPE_CHECKING:
    from mtgjudge.cr.r405_stack import StackObject

#: Predefined tokens (111.10): name -> (the rule that defines it, its card type).
PREDEFINED = {"Treasure": ("111.10a", "Artifact"), "Food": ("111.10b", "Artifact"),
              "Gold": ("111.10c", "Artifact"), "Shard": ("111.10e", "Enchantment"),
              "Clue": ("111.10f", "Artifact"), "Blood": ("111.10g", "Artifact"),
              "Powerstone": ("111.10h", "Artifact"), "Map": ("111.10s", "Artifact"),
              "Junk": ("111.10t", "Artifact"), "Lander": ("111.10u", "Artifact")}


@implements("111.10")
def predefined(name: str) -> TokenSpec:
    """The characteristics of predefined token ``name`` (a key of :data:`PREDEFINED`):
    colorless, of its card type and its own subtype (111.10a-u); its ability is left out.

    Raises:
        KeyError: not a predefined token of :data:`PREDEFINED`.
    """
    _, kind = PREDEFINED[name]
    return TokenSpec(name, types=(kind,), subtypes=(name,))


@dataclass(frozen=True, slots=True)
class CreateTokensEntering:
    """Resolution: "create N [tapped] [token]s" (111.1): they enter the battlefield under
    the controller of the resolving ability; ``action`` is ``"investigate"`` when the
    text says so (701.16a).

    Attributes:
        token: the tokens' characteristics. count: how many. tapped. action: ``""`` or
            ``"investigate"``.
    """

    token: TokenSpec
    count: int = 1
    tapped: bool = False
    action: str = ""

    @implements("111.1", "111.10", "701.16a")
    def resolve(self, state: GameState, obj: StackObject, log: EventLog) -> None:
        if self.action == "investigate":
            log.add("701.16a", "action.investigate", player=obj.controller, count=self.count)
        for _ in range(self.count):
            perm = enter(state, self.token, obj.controller, log, tapped=self.tapped)
            if self.token.name in PREDEFINED and self.token.subtypes == (self.token.name,):
                log.add(PREDEFINED[self.token.name][0], "token.predefined", permanent=perm.id,
                        token=self.token.name)
