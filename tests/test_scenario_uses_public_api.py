"""``mtgjudge/scenario/`` drives the game through :class:`~mtgjudge.engine.game.Game`'s
public API only (issue 19 point 5): it reads the game to ask questions, and every
change goes through a ``Game`` method that checks it and documents it.

Each module of the package is parsed with :mod:`ast` and these rules are checked:

1. **No writes to the game's data.** An expression *reaches the game's data* when it
   starts at the game (the name ``game``, or an attribute ``.game`` such as
   ``self.game``) and goes on through ``state``, ``events``, ``declarations`` or
   ``stack`` (``game.state.players[p].poison``), or through what ``game.add(...)``,
   ``game.add_creature(...)`` or ``game.settled()`` hands back (the permanent on the
   battlefield, the state); or it is a local name bound to such an expression in the
   same function (``perm = game.add(...)``, ``for p in game.state.battlefield.values()``,
   comprehensions too). Then none of these may be done to it, or to an attribute of the
   game itself (``game.state = ...``): assign (``=``, ``+=``, annotated), ``del``, call
   a method that changes a container in place (``append``, ``extend``, ``insert``,
   ``remove``, ``pop``, ``popitem``, ``clear``, ``update``, ``setdefault``, ``add``,
   ``discard``, ``sort``, ``reverse``), or ``setattr``/``delattr`` it.
2. **No private names of the game**: no attribute starting with ``_`` on the game, on
   the ``Game`` class or on anything reaching the game's data (``game._settled()``,
   ``game.state._layers``), nor ``getattr(game, "_...")``.
3. **No rules internals to run steps.** ``mtgjudge.cr`` is imported name by name
   (never a module: ``from mtgjudge.cr import r510_combat_damage as r510`` or
   ``import mtgjudge.cr.x`` would let ``r510.step_kind(...)`` in unseen), and each name
   imported from it is a class (the moves the scenario builds and pushes:
   ``AttackDeclaration``, ``CastSpell``, ``PreventionShield``...; a CapWords name), a
   constant (UPPER_CASE) or one of :data:`ALLOWED_FUNCTIONS`: functions that read text,
   a card or a state and change nothing. Everything else there (``step_kind``,
   ``assigners``, ``options``, ``resolve``, ``declare``...) the scenario asks of ``Game``
   (``damage_step()``, ``damage_assigners()``, ``damage_options()``...).
4. A parameter annotated ``Game`` is named ``game``, so that rules 1 and 2 see it.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "mtgjudge" / "scenario"
MODULES = sorted(PACKAGE.glob("*.py"))

#: The game's data: its attributes that hold the state or parts of it.
GAME_DATA = {"state", "events", "declarations", "stack"}
#: Game methods whose result is part of the game's state (not a fresh value).
GAME_OBJECTS = {"add", "add_creature", "settled"}
#: Methods that change a container in place.
MUTATORS = {"append", "extend", "insert", "remove", "pop", "popitem", "clear", "update", "setdefault",
            "add", "discard", "sort", "reverse"}
#: The functions of ``mtgjudge.cr`` the scenario may call, and why each runs no step.
ALLOWED_FUNCTIONS = {
    "parse_mana": "reads mana symbols (text -> letters)",
    "read_mana": "reads mana as written, either form (text or mapping -> amounts)",
    "mana_problem": "the message for mana it doesn't read (a value -> a message)",
    "unused_id": "the id a new permanent would get among ids already taken (a name, from a set)",
    "spell_of": "the spell value a card's damage comes from (405.4), from the card",
    "not_modeled": "whether a card can be cast as the engine models it, from the card",
    "can_be_commander": "whether a card can be a commander (903.3), from the card",
    "effects_in_play": "lists the prevention/replacement effects of a state (a query)",
    "possible_ids": "lists the ids of abilities that may trigger in a state (a query)",
}


def _is_game(node: ast.AST) -> bool:
    """The game itself: ``game``, or ``<anything>.game`` (``self.game``)."""
    return (isinstance(node, ast.Name) and node.id == "game") or \
        (isinstance(node, ast.Attribute) and node.attr == "game")


def _chain(node: ast.AST) -> list[ast.AST]:
    """``node`` and what it is taken from, outermost first: for ``a.b[c].d()`` the
    nodes for ``a.b[c].d()``, ``a.b[c].d``, ``a.b[c]``, ``a.b``, ``a``."""
    out = [node]
    while True:
        if isinstance(node, (ast.Attribute, ast.Subscript)):
            node = node.value
        elif isinstance(node, ast.Call):
            node = node.func
        else:
            return out
        out.append(node)


class _Checker(ast.NodeVisitor):
    def __init__(self, path: Path) -> None:
        self.path = path
        self.problems: list[str] = []
        self.tainted: list[set[str]] = [set()]  # per function: names bound to the game's data

    # -- what reaches the game's data --------------------------------------------------
    def reaches_data(self, node: ast.AST) -> bool:
        chain = _chain(node)
        root = chain[-1]
        if isinstance(root, ast.Name) and root.id in self.tainted[-1] and not _is_game(root):
            return True
        for i, n in enumerate(chain):
            if _is_game(n) and i > 0:
                step = chain[i - 1]  # what is taken from the game
                if isinstance(step, ast.Attribute) and step.attr in GAME_DATA:
                    return True
                if isinstance(step, ast.Attribute) and step.attr in GAME_OBJECTS and i > 1 \
                        and isinstance(chain[i - 2], ast.Call):
                    return True
        return False

    def say(self, node: ast.AST, what: str) -> None:
        self.problems.append(f"{self.path.name}:{node.lineno}: {what}: {ast.unparse(node)[:100]}")

    # -- functions and bindings ----------------------------------------------------------
    def visit_FunctionDef(self, node: ast.FunctionDef | ast.AsyncFunctionDef) -> None:
        for arg in [*node.args.posonlyargs, *node.args.args, *node.args.kwonlyargs]:
            if arg.annotation is not None and ast.unparse(arg.annotation) in ("Game", "'Game'") \
                    and arg.arg != "game":
                self.say(node, f"parameter {arg.arg!r} is a Game: name it 'game'")
        self.tainted.append(set(self.tainted[-1]))
        self.generic_visit(node)
        self.tainted.pop()

    visit_AsyncFunctionDef = visit_FunctionDef

    def bind(self, target: ast.AST, value: ast.AST) -> None:
        """Names in ``target`` bound to (a part of) ``value``: tainted when it reaches data."""
        if self.reaches_data(value):
            for n in ast.walk(target):
                if isinstance(n, ast.Name):
                    self.tainted[-1].add(n.id)

    def check_target(self, target: ast.AST, node: ast.AST) -> None:
        if isinstance(target, (ast.Tuple, ast.List)):
            for t in target.elts:
                self.check_target(t, node)
        elif isinstance(target, ast.Starred):
            self.check_target(target.value, node)
        elif isinstance(target, (ast.Attribute, ast.Subscript)):
            if self.reaches_data(target.value) or _is_game(target.value):
                self.say(node, "writes to the game's data (use a Game method)")

    def visit_Assign(self, node: ast.Assign) -> None:
        for t in node.targets:
            self.check_target(t, node)
            self.bind(t, node.value)
        self.generic_visit(node)

    def visit_AugAssign(self, node: ast.AugAssign) -> None:
        self.check_target(node.target, node)
        self.generic_visit(node)

    def visit_AnnAssign(self, node: ast.AnnAssign) -> None:
        self.check_target(node.target, node)
        if node.value is not None:
            self.bind(node.target, node.value)
        self.generic_visit(node)

    def visit_NamedExpr(self, node: ast.NamedExpr) -> None:
        self.bind(node.target, node.value)
        self.generic_visit(node)

    def visit_Delete(self, node: ast.Delete) -> None:
        for t in node.targets:
            self.check_target(t, node)
        self.generic_visit(node)

    def visit_For(self, node: ast.For | ast.AsyncFor) -> None:
        self.bind(node.target, node.iter)
        self.generic_visit(node)

    visit_AsyncFor = visit_For

    def visit_comprehension(self, node: ast.comprehension) -> None:
        self.bind(node.target, node.iter)
        self.generic_visit(node)

    def visit_With(self, node: ast.With) -> None:
        for item in node.items:
            if item.optional_vars is not None:
                self.bind(item.optional_vars, item.context_expr)
        self.generic_visit(node)

    # -- calls, attributes, imports --------------------------------------------------------
    def visit_Call(self, node: ast.Call) -> None:
        f = node.func
        if isinstance(f, ast.Attribute) and f.attr in MUTATORS and self.reaches_data(f.value):
            self.say(node, f"changes the game's data in place (.{f.attr})")
        if isinstance(f, ast.Name) and f.id in ("setattr", "delattr") and node.args and \
                (self.reaches_data(node.args[0]) or _is_game(node.args[0])):
            self.say(node, f"{f.id} on the game's data")
        if isinstance(f, ast.Name) and f.id == "getattr" and len(node.args) > 1 and \
                (self.reaches_data(node.args[0]) or _is_game(node.args[0])) and \
                isinstance(node.args[1], ast.Constant) and str(node.args[1].value).startswith("_"):
            self.say(node, "a private name of the game")
        if isinstance(f, (ast.Name, ast.Attribute)) and ast.unparse(f) in ("import_module", "importlib.import_module",
                                                                           "__import__") \
                and node.args and isinstance(node.args[0], ast.Constant) \
                and str(node.args[0].value).startswith("mtgjudge.cr"):
            self.say(node, "imports a rules module as a whole")
        self.generic_visit(node)

    def visit_Attribute(self, node: ast.Attribute) -> None:
        if node.attr.startswith("_") and (_is_game(node.value) or self.reaches_data(node.value)
                                          or (isinstance(node.value, ast.Name) and node.value.id == "Game")):
            self.say(node, "a private name of the game")
        self.generic_visit(node)

    def visit_Import(self, node: ast.Import) -> None:
        for alias in node.names:
            if alias.name.startswith("mtgjudge.cr"):
                self.say(node, "imports a rules module as a whole (import names from it)")

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        module = node.module or ""
        if module == "mtgjudge.cr":
            self.say(node, "imports a rules module as a whole (import names from it)")
        elif module.startswith("mtgjudge.cr."):
            for alias in node.names:
                name = alias.name
                if not (name[:1].isupper() or name in ALLOWED_FUNCTIONS):
                    self.say(node, f"calls into the rules ({name} from {module}): ask Game")


def problems_in(path: Path) -> list[str]:
    checker = _Checker(path)
    checker.visit(ast.parse(path.read_text(), str(path)))
    return checker.problems


def test_every_module_of_the_package_is_checked():
    names = {p.stem for p in MODULES}
    assert {"__init__", "schema", "load", "names", "build", "play", "whynot"} <= names


@pytest.mark.parametrize("path", MODULES, ids=lambda p: p.name)
def test_scenario_module_drives_the_game_through_its_public_api(path):
    assert problems_in(path) == []


@pytest.mark.parametrize("code, found", [
    ("def f(game):\n    game.state.players['Ana'].poison = 3\n", "writes to the game's data"),
    ("def f(game):\n    game.state.combat.hold = True\n", "writes to the game's data"),
    ("def f(game):\n    game.state.choice_order, game.state.choice_shields = (), ()\n", "writes to the game's data"),
    ("def f(game):\n    game.state.replacement_effects.append(1)\n", "in place (.append)"),
    ("def f(game):\n    perm = game.add('Grizzly Bears', 'Ana')\n    perm.timestamp = 3\n",
     "writes to the game's data"),
    ("def f(game):\n    for p in game.state.battlefield.values():\n        p.damage += 1\n",
     "writes to the game's data"),
    ("def f(self):\n    self.game.state.players['Ana'].mana = 'G'\n", "writes to the game's data"),
    ("def f(game):\n    game.state = None\n", "writes to the game's data"),
    ("def f(game):\n    return game._settled()\n", "a private name"),
    ("def f(game):\n    return game.state._layers\n", "a private name"),
    ("def f(game):\n    setattr(game.state, 'monarch', 'Ana')\n", "setattr"),
    ("from mtgjudge.cr import r510_combat_damage as r510\n", "as a whole"),
    ("import mtgjudge.cr.r510_combat_damage\n", "as a whole"),
    ("from mtgjudge.cr.r510_combat_damage import step_kind\n", "calls into the rules"),
    ("def f(g: Game):\n    pass\n", "name it 'game'"),
])
def test_the_rules_catch_what_they_are_about(tmp_path, code, found):
    """Each rule finds what it forbids (and reading is fine: see the next test)."""
    path = tmp_path / "example.py"
    path.write_text(code)
    problems = problems_in(path)
    assert problems and found in problems[0], problems


def test_reading_the_game_and_building_moves_is_fine(tmp_path):
    path = tmp_path / "example.py"
    path.write_text("from mtgjudge.cr.r510_combat_damage import DamageAssignment\n"
                    "def f(game, out):\n"
                    "    initial = game.state.copy()\n"
                    "    n = len(game.state.battlefield)\n"
                    "    out.append(game.state.active)\n"
                    "    game.set_poison('Ana', 1)\n"
                    "    game.push(DamageAssignment.of({}))\n"
                    "    return initial, n\n")
    assert problems_in(path) == []
