"""CR 702.21: ward.

Ward [cost] is a triggered ability (702.21a): whenever the permanent becomes the target of
a spell or ability an opponent controls (:class:`~mtgjudge.engine.happenings.BecomesTarget`,
recorded as the object is put on the stack), it triggers; as it resolves, that spell or
ability is countered (701.6a) unless its controller pays the cost. The cost is mana
(``Ward {2}``), paid from the mana the scenario states (601.2h; without stated mana, costs
are shown, not checked), or life (``Ward—Pay 3 life.``; a player can pay life only if
their life total is at least that much, 119.4).

Whether the player pays is their choice: an empty list in ``triggers: {choices: {"Ward {2}
(Hulking Raptor)": []}}`` has them decline (as for "you may", 603.5); by default they pay
when they can.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from mtgjudge.abilities.base import Ability
from mtgjudge.abilities.keywords import keyword
from mtgjudge.cr import implements
from mtgjudge.cr import r603_triggered_abilities as r603
from mtgjudge.errors import IllegalActionError

@dataclass(frozen=True, slots=True)
class CounterUnlessPaid:
    """Resolution of a ward trigger (702.21a): counter ``object`` (a stack object's id)
    unless ``payer`` pays ``mana`` (a mana cost) or ``life``."""

    object: str
    payer: str
    mana: str = ""
    life: int = 0

    @property
    def cost(self) -> str:
        return self.mana or f"{self.life} life"

    @implements("702.21a", "701.6a", "119.4")
    def resolve(self, state, obj, log):
        if not any(o.id == self.object for o in state.stack):
            return  # it already left the stack: nothing to counter
        paid = r603.choice(state, obj) != () and self._pay(state, obj)  # (): declined
        if paid:
            log.add("702.21a", "ward.paid", player=self.payer, cost=self.cost, object=self.object)
            return
        state.stack = tuple(o for o in state.stack if o.id != self.object)
        log.add("701.6a", "ward.countered", object=self.object, player=self.payer, cost=self.cost)

    def _pay(self, state, obj) -> bool:
        if self.life:
            player = state.players[self.payer]
            if player.life < self.life:  # 119.4
                return False
            player.life -= self.life
            return True
        from mtgjudge.cr.r601_casting import pay

        try:
            pay(state, self.payer, self.mana, obj.id)
        except IllegalActionError:
            return False
        return True


@keyword(form="special")
@dataclass(frozen=True, slots=True)
class Ward(Ability):
    """Ward [cost] (702.21): ``cost`` is a mana cost (``"{2}"``), or ``value`` life to pay."""

    cost: str = ""
    name: ClassVar[str] = "ward"
    rule: ClassVar[str] = "702.21"
    rules: ClassVar[tuple[str, ...]] = ("702.21b",)

    def reading(self):
        """The keyword with its cost: mana, or life to pay."""
        from mtgjudge.abilities import reading

        return reading.ward_reading(self)

    @implements("702.21a")
    def on_becomes_target(self, state, holder, h):
        if h.permanent != holder.id or not state.is_opponent(holder.controller, h.controller):
            return ()
        label = Ability.trigger_ids(self, holder)[0]
        return (r603.trigger(holder, label, self.text or self.name,
                             CounterUnlessPaid(h.object, h.controller, self.cost, self.value)),)
