"""What a requirement is (508.1d, 509.1c): one obligation on one creature to attack or
block, made by an ability (its ``attack_requirements`` or ``block_requirements`` hook)
or by a designation (goad, 701.15b). The rules of :mod:`mtgjudge.cr.r508_509_requirements`
obey as many as they can.
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgjudge.messages import Text

ATTACK, BLOCK, BLOCK_IT, BE_BLOCKED = "attack", "block", "block it", "be blocked"
#: It attacks a player other than :attr:`Requirement.other_than` (goad, 701.15b).
ATTACK_OTHER = "attack another player"

@dataclass(frozen=True)
class Requirement:
    """One requirement.

    Attributes:
        creature: the creature it asks something of.
        kind: ``"attack"`` (it attacks), ``"block"`` (it blocks), ``"block it"`` (it
            blocks ``attacker``), ``"be blocked"`` (``attacker`` is blocked).
        source: the permanent whose ability creates it; text: that ability's text.
        attacker: the attacking creature concerned, for ``block it`` and ``be blocked``.
        at_least: for ``be blocked``, by how many creatures ("by two or more creatures").
        other_than: for ``attack another player``, the player it attacks some other
            player than (the goading player, 701.15b).
    """

    creature: str
    kind: str
    source: str
    text: str
    attacker: str | None = None
    at_least: int = 1
    other_than: str | None = None

    def describe(self) -> Text:
        """``Bloodrock Cyclops ("This creature attacks each combat if able.")`` and the like."""
        if isinstance(self.text, Text):  # a designation's, not an ability's (goad, 701.15b)
            return Text("requirement.designation", creature=self.creature, requirement=self.text)
        if self.source == self.creature:
            return Text("requirement.own", creature=self.creature, text=self.text)
        return Text("requirement.other", creature=self.creature, source=self.source, text=self.text)
