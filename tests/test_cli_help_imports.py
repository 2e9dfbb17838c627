"""``mtgjudge --help`` stays light: importing the command line (and the package's
errors) doesn't load the rules engine, which ``from mtgjudge import Game`` still does
on first use. (No timing here: what is imported is checked.)"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from conftest import modules_after_judging


def _loaded_after(code: str) -> set[str]:
    out = subprocess.run([sys.executable, "-c", code + "\nimport sys\nprint('\\n'.join(sys.modules))"],
                         capture_output=True, text=True, check=True).stdout
    return set(out.split())


def test_cli_import_leaves_the_engine_unloaded():
    loaded = _loaded_after("import mtgjudge.cli")
    assert not {"mtgjudge.engine.game", "mtgjudge.engine.state", "mtgjudge.cr.r510_combat_damage",
                "mtgjudge.cards.db"} & loaded


def test_package_names_still_import_on_first_use():
    loaded = _loaded_after("from mtgjudge import Game, Step, AttackDeclaration\nassert Game.__name__ == 'Game'")
    assert {"mtgjudge.engine.game", "mtgjudge.engine.state", "mtgjudge.cr.r508_declare_attackers"} <= loaded


ROOT = Path(__file__).resolve().parent.parent
#: Modules a combat of declarations alone never needs: casting (601), activating (602),
#: priority passing (117), ninjutsu (702.49), the moves between steps (506.4, 508.4),
#: continuous effects (611) and the scenario's reader of actions on the stack.
NOT_FOR_DECLARATIONS = {"mtgjudge.cr.r601_casting", "mtgjudge.cr.r602_activating", "mtgjudge.cr.r117_priority",
                        "mtgjudge.cr.r702_49_ninjutsu", "mtgjudge.cr.r506_4_between_steps",
                        "mtgjudge.cr.r508_4_put_attacking", "mtgjudge.cr.r611_continuous_effects",
                        "mtgjudge.scenario.stack"}


def test_a_fresh_judge_of_declarations_alone_loads_no_stack_action_or_continuous_effect(db):
    """Judging the CR 510.1c example (attack, block, damage: 508.1, 509.1, 510.1c) in a
    fresh process loads the engine's declarations but none of the modules for spells,
    abilities or continuous effects, which it doesn't use."""
    modules = modules_after_judging("examples/510.1c-regrower.yaml")
    assert "mtgjudge.cr.r510_combat_damage" in modules
    assert not NOT_FOR_DECLARATIONS & modules, sorted(NOT_FOR_DECLARATIONS & modules)


def test_a_fresh_judge_of_spells_cast_after_blocks_loads_what_it_uses(db):
    """Giant Growth cast after blocks, Shock in response (601.2, 117.3c, 405.5): casting,
    priority passing and the scenario's actions are loaded when used; Giant Growth's
    pump never resolves (Shock kills its target first, 608.2b), so no continuous effect
    is made and r611 stays unloaded."""
    modules = modules_after_judging("examples/405-giant-growth-after-blocks.yaml")
    assert {"mtgjudge.cr.r601_casting", "mtgjudge.cr.r117_priority", "mtgjudge.scenario.stack"} <= modules
    assert "mtgjudge.cr.r611_continuous_effects" not in modules


def test_a_fresh_judge_of_a_prevention_spell_loads_no_continuous_effect(db):
    """Awe Strike resolved before combat (``effects: [{card: Awe Strike, ...}]``, 615.1)
    and Worship (614.1): the prevention and replacement effects are loaded; telling that
    Awe Strike makes no continuous effect (611.2) uses the reading kept in the card
    database, so neither r611 nor the reader of static text (oracle_statics) is."""
    modules = modules_after_judging("examples/120.4-worship.yaml")
    assert {"mtgjudge.cr.r614_replacement_effects", "mtgjudge.cr.r615_prevention_effects"} <= modules
    assert not {"mtgjudge.cr.r611_continuous_effects", "mtgjudge.oracle.statics"} & modules
