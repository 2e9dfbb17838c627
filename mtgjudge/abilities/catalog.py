"""The keyword table, complete: this module imports every module that defines keywords,
so the table (:data:`KEYWORDS`) and the lists derived from it hold them all. Read the
table through here; :mod:`mtgjudge.abilities.keywords` says how a keyword is added."""

from __future__ import annotations

from collections.abc import Mapping

from mtgjudge.abilities import keywords
from mtgjudge.cr import r702_19_trample, r702_21_ward, r702_combat_triggers, r702_keywords

#: The modules that define keywords, in the order their keywords were registered.
MODULES = (r702_keywords, r702_19_trample, r702_combat_triggers, r702_21_ward)

#: name -> :class:`~mtgjudge.abilities.keywords.Keyword`: every keyword the engine models.
KEYWORDS: Mapping[str, keywords.Keyword] = keywords.TABLE
#: keyword written alone (lower case) -> its class (:func:`~mtgjudge.abilities.keywords.classes`).
CLASSES: Mapping[str, type] = keywords.classes()
#: keyword written with a number -> its class ("toxic" for "Toxic 2").
NUMBERED: Mapping[str, type] = keywords.numbered()
#: phase's keyword name -> class, for the keywords whose phase reading is taken.
PHASE_NAMES: Mapping[str, type] = keywords.phase_names()
#: keywords a keyword counter gives (122.1b).
COUNTERS: frozenset[str] = keywords.counters()
#: the keywords' rules, e.g. "702.7".
RULES: tuple[str, ...] = keywords.rules()
#: every keyword's name, longest first.
NAMES: tuple[str, ...] = keywords.names()
