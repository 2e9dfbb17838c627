"""CR 118: costs, and mana as costs write it (107.4): a cost in mana, how a player pays
a total cost, and what the game knows about the mana players can still make. Plain,
immutable records: the state holds them (``GameState.costs``), the rules that make
players pay read them (costs to attack or block, :mod:`mtgjudge.cr.r508_attack_costs`;
casting and activating, :mod:`mtgjudge.cr.r601_casting`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

from mtgjudge.messages import Text

#: Colours of mana (105.1) and colorless (``C``), in the order costs are written (107.4).
MANA = ("W", "U", "B", "R", "G", "C")
#: Life paid for one Phyrexian mana symbol instead of its colour (107.4f).
PHYREXIAN_LIFE = 2

Counts = tuple[tuple[str, int], ...]


def _counts(m: Mapping[str, int]) -> Counts:
    return tuple((c, m[c]) for c in MANA if m.get(c))


def _mana_text(m: Mapping[str, int]) -> str:
    return "".join(f"{{{c}}}" * m.get(c, 0) for c in MANA) or "{0}"


@dataclass(frozen=True, slots=True)
class ManaCost:
    """A cost in mana (107.4): ``generic`` mana, ``colored`` symbols (``(("W", 1),)``)
    and ``phyrexian`` symbols (``{W/P}``: one mana of that colour or 2 life, 107.4f).

    Example:
        >>> (ManaCost.parse("{2}").times(2) + ManaCost.parse("{W/P}")).describe()
        '{4}{W/P}'
    """

    generic: int = 0
    colored: Counts = ()
    phyrexian: Counts = ()

    @classmethod
    def parse(cls, text: str) -> ManaCost:
        """``"{2}{W}"``, ``"{W/P}"`` as a cost.

        Raises:
            ValueError: a symbol that isn't a number, a colour or a Phyrexian colour.
        """
        generic, colored, phyrexian = 0, {}, {}
        for sym in text.replace("}", "").split("{")[1:]:
            if sym.isdigit():
                generic += int(sym)
            elif sym in MANA:
                colored[sym] = colored.get(sym, 0) + 1
            elif sym.endswith("/P") and sym[0] in MANA[:5]:
                phyrexian[sym[0]] = phyrexian.get(sym[0], 0) + 1
            else:
                raise ValueError(sym)
        return cls(generic, _counts(colored), _counts(phyrexian))

    def __add__(self, other: ManaCost) -> ManaCost:
        def add(a: Counts, b: Counts) -> Counts:
            m = dict(a)
            for c, n in b:
                m[c] = m.get(c, 0) + n
            return _counts(m)
        return ManaCost(self.generic + other.generic, add(self.colored, other.colored),
                        add(self.phyrexian, other.phyrexian))

    def times(self, n: int) -> ManaCost:
        """This cost ``n`` times over ("{X} for each", X = n)."""
        return ManaCost(self.generic * n, tuple((c, k * n) for c, k in self.colored if k * n),
                        tuple((c, k * n) for c, k in self.phyrexian if k * n))

    @property
    def is_free(self) -> bool:
        return not (self.generic or self.colored or self.phyrexian)

    def describe(self) -> str:
        out = f"{{{self.generic}}}" if self.generic else ""
        out += "".join(f"{{{c}}}" * n for c, n in self.colored)
        out += "".join(f"{{{c}/P}}" * n for c, n in self.phyrexian)
        return out or "{0}"


@dataclass(frozen=True, slots=True)
class Payment:
    """How a player pays a total cost: ``mana`` by colour (``(("W", 2),)``) and ``life``."""

    mana: Counts = ()
    life: int = 0

    @classmethod
    def of(cls, mana: Mapping[str, int] | None = None, life: int = 0) -> Payment:
        return cls(_counts(dict(mana or {})), life)

    def describe(self) -> Text:
        """``{G}{G}``, ``2 life``, ``{W} and 2 life`` (a :class:`Text`, in either language)."""
        if self.mana and self.life:
            return Text("cost.mana_and_life", mana=_mana_text(dict(self.mana)), life=self.life)
        if self.life:
            return Text("cost.life", life=self.life)
        return Text("cost.mana", mana=_mana_text(dict(self.mana))) if self.mana else Text("cost.nothing")


@dataclass(frozen=True, slots=True)
class CostState:
    """What the game knows about paying costs (kept in ``GameState.costs``; immutable,
    replaced when mana is spent, so a rollback (733) restores it exactly).

    Attributes:
        available: player -> mana their mana abilities can still make (508.1i), by colour.
        plans: player -> the :class:`Payment` they chose for their next total cost.
    """

    available: tuple[tuple[str, Counts], ...] = ()
    plans: tuple[tuple[str, Payment], ...] = ()

    def mana(self, player: str) -> dict[str, int]:
        return dict(dict(self.available).get(player, ()))

    def plan(self, player: str) -> Payment | None:
        return dict(self.plans).get(player)

    def with_mana(self, player: str, mana: Mapping[str, int]) -> CostState:
        rest = tuple((p, m) for p, m in self.available if p != player)
        return replace(self, available=(*rest, (player, _counts(mana))))

    def with_plan(self, player: str, payment: Payment | None) -> CostState:
        rest = tuple((p, m) for p, m in self.plans if p != player)
        return replace(self, plans=rest if payment is None else (*rest, (player, payment)))
