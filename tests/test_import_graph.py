"""The import graph of mtgjudge, built from the source's syntax trees: no cycles, and the
layers the architecture promises (README, Development).

Every ``import`` counts, at module level or inside a function (a function-local import
is a dependency too, only a later one); imports under ``if TYPE_CHECKING:`` don't (they
run for type checkers only). ``from package import name`` depends on the submodule
``package.name`` when there is one, else on the package.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "mtgjudge"


def _modules() -> dict[str, Path]:
    out = {}
    for path in PACKAGE.rglob("*.py"):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        out[".".join(parts)] = path
    return out


MODULES = _modules()


def _resolve(name: str) -> str | None:
    while name and name not in MODULES:
        name = name.rpartition(".")[0]
    return name or None


def _type_checking_nodes(tree: ast.AST) -> set[int]:
    out: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            out.update(id(n) for n in ast.walk(node))
    return out


def imports(module: str) -> Iterator[tuple[str, int]]:
    """``(imported module, line)`` for each import of mtgjudge's in ``module``."""
    path = MODULES[module]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip = _type_checking_nodes(tree)
    is_package = path.name == "__init__.py"
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        targets: list[str] = []
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = module.split(".") if is_package else module.split(".")[:-1]
                base = base[:len(base) - (node.level - 1)]
                source = ".".join([*base, *([node.module] if node.module else [])])
            else:
                source = node.module or ""
            targets = [f"{source}.{a.name}" if f"{source}.{a.name}" in MODULES else source for a in node.names]
        for target in targets:
            if target.split(".")[0] == "mtgjudge":
                found = _resolve(target)
                if found is not None and found != module:
                    yield found, node.lineno


def graph() -> dict[str, dict[str, list[int]]]:
    """module -> {imported module: [lines]}."""
    out: dict[str, dict[str, list[int]]] = {}
    for module in MODULES:
        edges: dict[str, list[int]] = {}
        for target, line in imports(module):
            edges.setdefault(target, []).append(line)
        out[module] = edges
    return out


def cycles(g: dict[str, dict[str, list[int]]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm,
    iterative), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    found: list[list[str]] = []
    counter = 0
    for root in g:
        if root in index:
            continue
        work = [(root, iter(g[root]))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            for child in children:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(g[child])))
                    break
                if child in on_stack:
                    low[node] = min(low[node], index[child])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        found.append(sorted(component))
    return found


def _describe(g: dict[str, dict[str, list[int]]], component: list[str]) -> str:
    members = set(component)
    lines = [f"{m} -> {t} (line {', '.join(map(str, ls))})"
             for m in component for t, ls in sorted(g[m].items()) if t in members]
    return "\n  ".join(lines)


def test_no_import_cycles():
    g = graph()
    found = cycles(g)
    assert found == [], "import cycles:\n  " + "\n\n  ".join(_describe(g, c) for c in found)


def test_the_cycle_finder_finds_one():
    g = {"a": {"b": [1]}, "b": {"c": [2]}, "c": {"a": [3], "d": [4]}, "d": {}}
    assert cycles(g) == [["a", "b", "c"]]
    assert "c -> a (line 3)" in _describe(g, ["a", "b", "c"])


def reached(module: str, g: dict[str, dict[str, list[int]]]) -> dict[str, list[str]]:
    """Every module ``module`` imports directly or through others, each with the path of
    imports that reaches it (``[module, ..., it]``)."""
    out: dict[str, list[str]] = {}
    work = [[module]]
    while work:
        path = work.pop()
        for target in g[path[-1]]:
            if target not in out and target != module:
                out[target] = [*path, target]
                work.append(out[target])
    return out


FRONT_ENDS = ("mtgjudge.oracle", "mtgjudge.scenario", "mtgjudge.web", "mtgjudge.cli")
CORE = ("mtgjudge.engine.state", "mtgjudge.engine.bus", "mtgjudge.engine.happenings")


def _front_ends_reached(modules: list[str], fronts: tuple[str, ...]) -> dict[str, str]:
    g = graph()
    bad = {}
    for m in modules:
        for target, path in reached(m, g).items():
            if target.startswith(fronts):
                bad[m] = " -> ".join(path)
                break
    return bad


def test_the_rules_and_the_core_never_reach_the_front_ends():
    """cr/, abilities/ and the engine core read cards through ``GameState.reader`` and
    are driven by :class:`~mtgjudge.engine.game.Game`: none of them imports the Oracle
    front end, the scenario files, the web site or the CLI, directly or through another
    module."""
    low = [m for m in MODULES if m.startswith(("mtgjudge.cr", "mtgjudge.abilities")) or m in CORE]
    assert _front_ends_reached(low, FRONT_ENDS) == {}


def test_the_game_reaches_the_oracle_reader_but_no_other_front_end():
    """:class:`~mtgjudge.engine.game.Game` compiles the cards it is given (``oracle/``),
    and is driven by the scenario files, the web site and the CLI, never the reverse."""
    assert _front_ends_reached(["mtgjudge.engine.game"], FRONT_ENDS[1:]) == {}
    assert "mtgjudge.oracle" in reached("mtgjudge.engine.game", graph())


def test_the_layering_check_finds_an_indirect_import():
    g = {"mtgjudge.cr.a": {"mtgjudge.explain": [3]}, "mtgjudge.explain": {"mtgjudge.oracle.x": [7]},
         "mtgjudge.oracle.x": {}}
    assert reached("mtgjudge.cr.a", g)["mtgjudge.oracle.x"] == ["mtgjudge.cr.a", "mtgjudge.explain", "mtgjudge.oracle.x"]


#: The functions of ``mtgjudge.cr`` the Oracle reader may use, and why each runs no rule.
ORACLE_MAY_CALL = {
    "implements": "the decorator naming the rule a reading implements (the rule index)",
    "yours_of_subtype": "names a replacement's recipients, \"a <subtype> creature you control\" (a str)",
    "printed": "a permanent's printed characteristics (613.1), what a filter reads",
    "hand_source": "the source an effect written by hand shows (a str)",
}


def _cr_names_used(tree: ast.AST) -> Iterator[tuple[str, int]]:
    """``(name, line)`` for each name the module takes from ``mtgjudge.cr``: imported
    by name (``from mtgjudge.cr.r611 import SetPT``), or read from a rule module imported
    whole (``ce.SetPT`` after ``from mtgjudge.cr import r611_continuous_effects as ce``)."""
    aliases: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("mtgjudge.cr"):
            for a in node.names:
                if f"{node.module}.{a.name}" in MODULES:
                    aliases.add(a.asname or a.name)
                else:
                    yield a.name, node.lineno
        elif isinstance(node, ast.Import):
            for a in node.names:
                if a.name.startswith("mtgjudge.cr"):
                    yield a.name, node.lineno  # a whole module by path: not allowed
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in aliases:
            yield node.attr, node.lineno


def test_the_oracle_reader_takes_only_abilities_and_effects_from_the_rules():
    """``oracle/`` turns text into abilities and effects, depending on those objects and
    not on how the rules run them: from ``mtgjudge.cr`` it takes classes (the abilities
    and effects defined with their rule, a CapWords name), constants (UPPER_CASE) and
    the functions of :data:`ORACLE_MAY_CALL`, never a rule's step (``r510.resolve``)."""
    bad = []
    for module, path in MODULES.items():
        if module.startswith("mtgjudge.oracle"):
            for name, line in _cr_names_used(ast.parse(path.read_text(encoding="utf-8"))):
                if not (name[:1].isupper() or name in ORACLE_MAY_CALL):
                    bad.append(f"{path.name}:{line}: {name}")
    assert bad == []


def test_the_oracle_check_sees_a_rule_step():
    tree = ast.parse("from mtgjudge.cr import r510_combat_damage as r510\nr510.resolve(1)\n")
    assert ("resolve", 2) in list(_cr_names_used(tree))


def test_the_ability_protocol_and_keyword_table_depend_on_nothing_of_the_engine():
    """``abilities/base``, ``keywords`` and ``requirements`` are what rules and abilities
    are written against: they import no rule, no engine module and no front end (the
    table is completed by ``abilities/catalog``, which imports the modules defining
    keywords)."""
    g = graph()
    for module in ("mtgjudge.abilities.base", "mtgjudge.abilities.keywords", "mtgjudge.abilities.requirements"):
        assert [t for t in g[module] if t != "mtgjudge.messages"] == [], module
