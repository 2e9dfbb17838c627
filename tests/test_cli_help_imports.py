"""``mtgjudge --help`` stays light: importing the command line (and the package's
errors) doesn't load the rules engine, which ``from mtgjudge import Game`` still does
on first use. (No timing here: what is imported is checked.)"""

from __future__ import annotations

import subprocess
import sys


def _loaded_after(code: str) -> set[str]:
    out = subprocess.run([sys.executable, "-c", code + "\nimport sys\nprint('\\n'.join(sys.modules))"],
                         capture_output=True, text=True, check=True).stdout
    return set(out.split())


def test_cli_import_leaves_the_engine_unloaded():
    loaded = _loaded_after("import mtgjudge.cli")
    assert not {"mtgjudge.game", "mtgjudge.state", "mtgjudge.cr.r510_combat_damage",
                "mtgjudge.cards.db"} & loaded


def test_package_names_still_import_on_first_use():
    loaded = _loaded_after("from mtgjudge import Game, Step, AttackDeclaration\nassert Game.__name__ == 'Game'")
    assert {"mtgjudge.game", "mtgjudge.state", "mtgjudge.cr.r508_declare_attackers"} <= loaded
