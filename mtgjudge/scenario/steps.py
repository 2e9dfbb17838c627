"""The names of combat's steps in scenario files (``actions:`` keys, ``enters:``'s
``step``), one spelling documented, every reasonable one accepted.

The documented spelling is lower case with underscores: ``beginning_of_combat``,
``declare_attackers``, ``declare_blockers``, ``first_strike_damage`` (between the
first-strike and the regular combat damage steps, 510.4), ``combat_damage`` (after
regular combat damage) and ``end_of_combat`` (506.1). Spaces and hyphens for the
underscores, any case, and the steps' names as rulings say them, in English or
Spanish (``"declare attackers"``, ``"first-strike combat damage"``, ``"declarar
bloqueadoras"``) are the same names.
"""

from __future__ import annotations

import re
from functools import lru_cache

from mtgjudge.engine.state import Step

#: The steps in the order they happen, as scenario files name them.
STEPS = ("beginning_of_combat", "declare_attackers", "declare_blockers", "first_strike_damage",
         "combat_damage", "end_of_combat")
#: Each as the engine's :class:`~mtgjudge.engine.state.Step` (whose value is how rulings say it).
STEP_OF = {"beginning_of_combat": Step.BEGINNING_OF_COMBAT, "declare_attackers": Step.DECLARE_ATTACKERS,
           "declare_blockers": Step.DECLARE_BLOCKERS, "first_strike_damage": Step.FIRST_STRIKE_DAMAGE,
           "combat_damage": Step.COMBAT_DAMAGE, "end_of_combat": Step.END_OF_COMBAT}
_ALIASES = {"first_strike_combat_damage": "first_strike_damage", "first_strike": "first_strike_damage",
            "regular_combat_damage": "combat_damage"}


def step_key(text: object) -> str | None:
    """The step ``text`` names, as one of :data:`STEPS` (``"Declare attackers"`` ->
    ``"declare_attackers"``; also as rulings name it in another language, ``"declarar
    bloqueadoras"``), or None if it names none."""
    key = _folded(text)
    key = _ALIASES.get(key, key)
    if key in STEP_OF:
        return key
    return _translated().get(key)


def _folded(text: object) -> str:
    return re.sub(r"[\s\-_]+", "_", str(text).strip().casefold())


@lru_cache(maxsize=None)
def _translated() -> dict[str, str]:
    """Each step's name in each language of the rulings (``term.step.*``), folded -> key."""
    from mtgjudge.messages import render_translated
    from mtgjudge.translations import LANGUAGES

    out = {}
    for key, step in STEP_OF.items():
        for lang in LANGUAGES:
            if lang != "en":
                out[_folded(render_translated(f"term.step.{step.value}", {}, lang))] = key
    return out


def unknown_step(text: object, steps: tuple[str, ...] | list[str] = STEPS) -> object:
    """The message for ``text``, which names none of ``steps``: the steps of combat
    (CR 506.1) and the close ones ("did you mean"), as a :class:`~mtgjudge.messages.Text`."""
    import difflib

    from mtgjudge.messages import AllParts, Quoted, Text

    key = _folded(text)
    names = {**{k: k for k in steps}, **{k: v for k, v in _translated().items() if v in steps}}
    close = list(dict.fromkeys(names[c] for c in difflib.get_close_matches(key, list(names), n=3, cutoff=0.6)))
    if close:
        return Text("input.unknown_step_suggest", step=str(text), steps=AllParts(steps),
                    suggestions=[Quoted(c) for c in close])
    return Text("input.unknown_step_rule", step=str(text), steps=AllParts(steps))
