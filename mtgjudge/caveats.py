"""Honest verdicts: when rules text the engine does not model could change a ruling,
the ruling says so at the top, before any event.

A line not modeled raises a caveat when it sits on a permanent that took part in the
combat (attacked, blocked, was attacked, dealt or was dealt damage, or was named in a
declaration refused), or when it talks about combat, damage, life, blocking or attacking,
or about creatures and their power, toughness or protection (an Aura's "Enchanted
creature loses flying", Humility): those change who may block and what damage does.
Harmless text does not: mana abilities, abilities that trigger when a permanent enters
(they resolved before combat, and nothing enters during a combat the engine judges),
what an activated ability costs (only its effect is read), and what spells cost.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from mtgjudge.engine.happenings import Attacks, Blocks, DamageDealt, Happening, PutAttacking, PutBlocking
from mtgjudge.messages import Text, render

#: Words that make a line matter to a combat ruling wherever it is.
_RELEVANT = re.compile(r"\b(combat|damage|life|blocks?|blocking|blocked|attacks?|attacking|attacked)\b",
                       re.IGNORECASE)
#: Words of a line changing creatures' characteristics (asked after those above).
_CREATURES = re.compile(r"\b(creatures?|power|toughness|protection)\b|[+-]\d+/[+-]\d+", re.IGNORECASE)
#: The cost of an activated ability ("{1}{B}, Pay 2 life: "): what it does follows the colon.
_ACTIVATED_COST = re.compile(r'^[^.:"]*:\s*')
#: Mana abilities ("{T}: Add {G}.") and enters-the-battlefield triggers.
_MANA = re.compile(r"^[^:]*:\s*Add\b")
_ENTERS = re.compile(r"^When(ever)? [^,]*\benters\b", re.IGNORECASE)
#: Loyalty abilities, activated only in a main phase with an empty stack (606.3), and a
#: spell's cost changes, which apply only while it is cast (601.2f): neither acts in combat.
_LOYALTY = re.compile(r"^\s*(\[)?[+\u2212-]?(\d+|X)(\])?:")
_COST = re.compile(r"^This spell costs\b[^.]*\bto cast\b|^[^.]*\bspells?\b[^.]*\bcosts?\b[^.]*\b(more|less)\b[^.]*\.?$",
                   re.IGNORECASE)
#: The happenings naming permanents that took part in the combat, and their fields that do.
_PARTS = {Attacks: ("creature", "target"), Blocks: ("blocker", "attacker"), DamageDealt: ("source", "recipient"),
          PutAttacking: ("creature", "target"), PutBlocking: ("creature", "attacker")}


@dataclass(frozen=True)
class Caveat:
    """A reason the ruling may be wrong: ``text`` on ``permanent`` is not modeled.

    Attributes:
        reason: ``"took_part"`` (the permanent was in the combat) or ``"mentions"``
            (the text talks about ``word``).
    """

    permanent: str
    text: str
    reason: str
    word: str = ""

    def message(self) -> Text:
        if self.reason == "mentions":
            return Text("caveat.mentions", permanent=self.permanent, text=self.text)
        return Text("caveat.took_part", permanent=self.permanent, text=self.text)

    def to_dict(self, lang: str = "en") -> dict[str, Any]:
        return {"permanent": self.permanent, "text": self.text, "reason": self.reason,
                "word": self.word or None, "message": self.message().render(lang)}


def participants(happened: Iterable[Happening], refused: Any = None) -> set[str]:
    """Ids of the permanents (and players) that attacked, were attacked, blocked, were
    blocked, dealt or were dealt damage in ``happened`` (happenings), and the names a
    ``refused`` declaration (an :class:`~mtgjudge.errors.IllegalActionError`) gives."""
    out: set[str] = set()
    for h in happened:
        for field in _PARTS.get(type(h), ()):
            out.add(str(getattr(h, field)))
    for value in getattr(refused, "params", {}).values():
        if isinstance(value, str):
            out.add(value)
    return out


def caveats(not_modeled: Sequence[tuple[str, str]], happened: Iterable[Happening],
            refused: Any = None) -> list[Caveat]:
    """The caveats for a ruling whose board had ``not_modeled`` ``(permanent, text)``
    lines and whose play made ``happened`` happen (and, if refused, the error ``refused``)."""
    took_part = participants(happened, refused)
    out = []
    for pid, text in not_modeled:
        if _MANA.search(text) or _ENTERS.search(text) or _LOYALTY.search(text) or _COST.search(text):
            continue  # harmless: it can't change what happens in this combat
        effect = _ACTIVATED_COST.sub("", text, count=1)
        word = _RELEVANT.search(effect) or _CREATURES.search(effect)
        if word:
            out.append(Caveat(pid, text, "mentions", word.group(0).lower()))
        elif pid in took_part:
            out.append(Caveat(pid, text, "took_part"))
    return out


def heading(lang: str = "en") -> str:
    return render("caveat.heading", {}, lang)
