"""mtgjudge: a rules engine and judge for combat in Magic: The Gathering.

Every event and every rejection cites the Comprehensive Rules. Start with
:class:`Game` (python API) or :func:`mtgjudge.scenario.judge_file` (scenario files).
"""

from typing import TYPE_CHECKING

from mtgjudge.errors import (
    BoardError,
    CardDataError,
    IllegalActionError,
    MtgJudgeError,
    ScenarioError,
    UnknownCardError,
    UnknownNameError,
)

#: The engine's names, imported when first used (``from mtgjudge import Game``), so
#: that ``mtgjudge --help`` and the errors module don't load the whole engine.
_LAZY = {
    "AttackDeclaration": "mtgjudge.cr.r508_declare_attackers",
    "BlockDeclaration": "mtgjudge.cr.r509_declare_blockers",
    "DamageAssignment": "mtgjudge.cr.r510_combat_damage",
    "Event": "mtgjudge.events",
    "Game": "mtgjudge.engine.game",
    "GameState": "mtgjudge.engine.state", "Permanent": "mtgjudge.engine.state", "Player": "mtgjudge.engine.state",
    "Step": "mtgjudge.engine.state",
}

if TYPE_CHECKING:
    from mtgjudge.cr.r508_declare_attackers import AttackDeclaration
    from mtgjudge.cr.r509_declare_blockers import BlockDeclaration
    from mtgjudge.cr.r510_combat_damage import DamageAssignment
    from mtgjudge.events import Event
    from mtgjudge.engine.game import Game
    from mtgjudge.engine.state import GameState, Permanent, Player, Step


def __getattr__(name: str) -> object:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'mtgjudge' has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


__all__ = [
    "AttackDeclaration", "BlockDeclaration", "DamageAssignment", "BoardError", "CardDataError",
    "IllegalActionError", "MtgJudgeError", "ScenarioError", "UnknownCardError", "UnknownNameError", "Event", "Game",
    "GameState", "Permanent", "Player", "Step",
]
__version__ = "0.1.0"
