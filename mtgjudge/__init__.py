"""mtgjudge: a rules engine and judge for combat in Magic: The Gathering.

Every event and every rejection cites the Comprehensive Rules. Start with
:class:`Game` (python API) or :func:`mtgjudge.scenario.judge_file` (scenario files).
"""

from mtgjudge.cr.r508_declare_attackers import AttackDeclaration
from mtgjudge.cr.r509_declare_blockers import BlockDeclaration
from mtgjudge.cr.r510_combat_damage import DamageAssignment
from mtgjudge.errors import (
    BoardError,
    CardDataError,
    IllegalActionError,
    MtgJudgeError,
    ScenarioError,
    UnknownCardError,
    UnknownNameError,
)
from mtgjudge.events import Event
from mtgjudge.game import Game
from mtgjudge.state import GameState, Permanent, Player, Step

__all__ = [
    "AttackDeclaration", "BlockDeclaration", "DamageAssignment", "BoardError", "CardDataError",
    "IllegalActionError", "MtgJudgeError", "ScenarioError", "UnknownCardError", "UnknownNameError", "Event", "Game",
    "GameState", "Permanent", "Player", "Step",
]
__version__ = "0.1.0"
