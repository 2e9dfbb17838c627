"""Honest verdicts: when rules text the engine does not model could change a ruling,
the ruling says so at the top, before any event.

Whether a line could change a combat ruling is the one definition of
:mod:`mtgjudge.oracle.relevance` (``mtgjudge coverage --oracle`` and ``mtgjudge card`` use
it too): mana abilities, cost changes, triggers outside combat, deck rules and the like
never raise a caveat. Of the lines that could, some can't act in the combat judged, and
are listed as not relevant to it instead: an enters trigger when nothing entered, a
"whenever you cast" trigger when nothing was cast, a dies trigger when nothing died, and
loyalty abilities (activated only in a main phase with an empty stack, 606.3). Every
other line raises a caveat: it talks about combat, damage, life, creatures and the like
(``"mentions"``), its permanent took part in the combat (``"took_part"``), or it could
change the ruling otherwise (``"could_change"``).
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from mtgjudge.engine.happenings import (Attacks, Blocks, DamageDealt, Dies, Entered, Happening, PutAttacking,
                                        PutBlocking, SpellCast)
from mtgjudge.messages import Text, render
from mtgjudge.oracle.relevance import is_loyalty_ability, relevance, triggers_on_combat

#: Words that make a line matter to a combat ruling wherever it is.
_RELEVANT = re.compile(r"\b(combat|damage|life|blocks?|blocking|blocked|attacks?|attacking|attacked)\b",
                       re.IGNORECASE)
#: Words of a line changing creatures' characteristics (asked after those above).
_CREATURES = re.compile(r"\b(creatures?|power|toughness|protection)\b|[+-]\d+/[+-]\d+", re.IGNORECASE)
#: The cost of an activated ability ("{1}{B}, Pay 2 life: "): what it does follows the colon.
_ACTIVATED_COST = re.compile(r'^[^.:"]*:\s*')
#: Triggers that act only on a happening of a kind (the kind, the trigger's pattern).
_NEEDS = ((Entered, "nothing entered", re.compile(r"^When(?:ever)?\b[^,]*\benters?\b", re.IGNORECASE)),
          (SpellCast, "nothing cast", re.compile(r"^When(?:ever)?\b[^,]*\bcasts?\b", re.IGNORECASE)),
          (Dies, "nothing died", re.compile(r"^When(?:ever)?\b[^,]*\b(?:dies|die)\b", re.IGNORECASE)),
          (SpellCast, "nothing cast", re.compile(r"^[^.]*\bspells?\b[^.]*\bcosts?\b[^.]*\b(?:more|less)\b",
                                                 re.IGNORECASE)))
#: Why a line not modeled can't act in the combat judged (a reason of
#: :data:`mtgjudge.oracle.relevance.REASONS`, or one of these).
IDLE_REASONS = ("nothing entered", "nothing cast", "nothing died", "loyalty ability")
#: The happenings naming permanents that took part in the combat, and their fields that do.
_PARTS = {Attacks: ("creature", "target"), Blocks: ("blocker", "attacker"), DamageDealt: ("source", "recipient"),
          PutAttacking: ("creature", "target"), PutBlocking: ("creature", "attacker")}


@dataclass(frozen=True)
class Caveat:
    """A reason the ruling may be wrong: ``text`` on ``permanent`` is not modeled.

    Attributes:
        reason: ``"mentions"`` (the text talks about ``word``), ``"took_part"`` (the
            permanent was in the combat) or ``"could_change"`` (it could change a combat
            ruling otherwise: :mod:`mtgjudge.oracle.relevance`).
    """

    permanent: str
    text: str
    reason: str
    word: str = ""

    def message(self) -> Text:
        return Text(f"caveat.{self.reason}", permanent=self.permanent, text=self.text)

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


def sort_out(not_modeled: Sequence[tuple[str, str]], happened: Iterable[Happening], refused: Any = None,
             names: Mapping[str, Sequence[str]] | None = None,
             lands: Collection[str] = ()) -> tuple[list[Caveat], list[tuple[str, str, str]]]:
    """The caveats for a ruling whose board had ``not_modeled`` ``(permanent, text)``
    lines and whose play made ``happened`` happen (and, if refused, the error
    ``refused``), and the lines not relevant to this combat as ``(permanent, text,
    reason)``; ``names``: permanent id -> the names by which its text means itself;
    ``lands``: the ids of the permanents that are lands."""
    happened = list(happened)
    kinds = {type(h) for h in happened}
    took_part = participants(happened, refused)
    out: list[Caveat] = []
    idle: list[tuple[str, str, str]] = []
    for pid, text in not_modeled:
        own = (names or {}).get(pid, ())
        keyword = not text.rstrip().endswith((".", '"')) and ":" not in text
        rel = relevance(text, own, keyword, pid in lands)
        if not rel.relevant:
            idle.append((pid, text, rel.reason))
            continue
        waits = next(((kind, why) for kind, why, pattern in _NEEDS if pattern.search(text)), None)
        if waits is not None and waits[0] not in kinds and not triggers_on_combat(text):
            idle.append((pid, text, waits[1]))
            continue
        if is_loyalty_ability(text):
            idle.append((pid, text, "loyalty ability"))
            continue
        effect = _ACTIVATED_COST.sub("", text, count=1)
        word = _RELEVANT.search(effect) or _CREATURES.search(effect)
        if word:
            out.append(Caveat(pid, text, "mentions", word.group(0).lower()))
        elif pid in took_part:
            out.append(Caveat(pid, text, "took_part"))
        else:
            out.append(Caveat(pid, text, "could_change"))
    return out, idle


def caveats(not_modeled: Sequence[tuple[str, str]], happened: Iterable[Happening], refused: Any = None,
            names: Mapping[str, Sequence[str]] | None = None) -> list[Caveat]:
    """The caveats of :func:`sort_out`."""
    return sort_out(not_modeled, happened, refused, names)[0]


def heading(lang: str = "en") -> str:
    return render("caveat.heading", {}, lang)
