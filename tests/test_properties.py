"""Property tests (hypothesis): the enumerators, the checker and rollback agree."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mtgjudge import DamageAssignment, Game, IllegalActionError, Step
from mtgjudge.cr import r510_combat_damage as r510

KEYWORDS = ["flying", "reach", "first strike", "double strike", "deathtouch", "trample",
            "lifelink", "vigilance", "menace", "infect", "wither", "indestructible"]

creature = st.tuples(st.integers(0, 4), st.integers(1, 4),
                     st.lists(st.sampled_from(KEYWORDS), max_size=2, unique=True))


def make_game(ours, theirs) -> Game:
    g = Game(["Ana", "Bruno"], db=object())  # custom creatures only: no card lookups
    for i, (p, t, kws) in enumerate(ours):
        g.add_creature(f"A{i}", "Ana", p, t, keywords=kws)
    for i, (p, t, kws) in enumerate(theirs):
        g.add_creature(f"B{i}", "Bruno", p, t, keywords=kws)
    return g


def first(it, n):
    out = []
    for x in it:
        out.append(x)
        if len(out) == n:
            break
    return out


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(creature, min_size=1, max_size=3), st.lists(creature, max_size=3), st.data())
def test_733_every_enumerated_declaration_is_legal_and_pop_restores(ours, theirs, data):
    g = make_game(ours, theirs)
    g.begin_combat()
    snapshots = [g.state.copy()]
    while not g.is_over:
        options = first(g.legal_declarations(), 40)
        assert options, f"no legal declaration at {g.step}"
        decl = data.draw(st.sampled_from(options))
        assert g.is_legal(decl)
        g.push(decl)
        snapshots.append(g.state.copy())
    # Taking every declaration back walks through the same states (733).
    while g.declarations:
        snapshots.pop()
        g.pop()
        assert g.state == snapshots[-1]
    assert [e.key for e in g.events] == ["combat.begin"]


@settings(max_examples=80, deadline=None)
@given(st.lists(creature, min_size=1, max_size=2), st.lists(creature, min_size=1, max_size=2),
       st.data())
def test_510_1e_checker_accepts_exactly_the_enumerated_assignments(ours, theirs, data):
    g = make_game(ours, theirs)
    g.attack({f"A{i}": "Bruno" for i in range(len(ours))})
    blocks = first(g.legal_declarations(), 30)
    g.push(data.draw(st.sampled_from(blocks)))
    legal = {frozenset((s, frozenset((r, n) for r, n in rs if n)) for s, rs in d.assignments)
             for d in g.legal_declarations()}
    who = r510.assigners(g.state)
    names = [*g.state.battlefield, "Ana", "Bruno"]
    raw = data.draw(st.fixed_dictionaries({
        s: st.dictionaries(st.sampled_from(names), st.integers(0, 4), max_size=3) for s in who}))
    decl = DamageAssignment.of(raw)
    try:
        full = r510.complete(g.state, decl)
        r510.check(g.state, full)
        ok = True
    except IllegalActionError:
        ok = False
    key = frozenset((s, frozenset((r, n) for r, n in rs.items() if n)) for s, rs in raw.items())
    assert ok == (key in legal)


@settings(max_examples=200, deadline=None)
@given(st.integers(1, 8), st.lists(st.tuples(st.integers(1, 5), st.integers(0, 3)), min_size=1, max_size=3),
       st.booleans(), st.data())
def test_702_19b_trample_matches_reference(power, blockers, deathtouch, data):
    """An independent statement of 702.19b/702.2c: the player may get damage only if
    every blocker is assigned at least its lethal damage (1 with deathtouch)."""
    g = Game(["Ana", "Bruno"], db=object())
    g.add_creature("T", "Ana", power, 9, keywords=["trample"] + (["deathtouch"] if deathtouch else []))
    for i, (tough, dmg) in enumerate(blockers):
        g.add_creature(f"B{i}", "Bruno", 0, tough + dmg, damage=dmg)
    g.attack({"T": "Bruno"})
    g.block({f"B{i}": "T" for i in range(len(blockers))})
    parts = data.draw(st.lists(st.integers(0, power), min_size=len(blockers) + 1,
                               max_size=len(blockers) + 1))
    split = {f"B{i}": parts[i] for i in range(len(blockers))} | {"Bruno": parts[-1]}
    lethal_ok = all(parts[i] >= (1 if deathtouch else blockers[i][0]) for i in range(len(blockers)))
    expected = sum(parts) == power and (parts[-1] == 0 or lethal_ok)
    assert g.is_legal(DamageAssignment.of({"T": split})) == expected


def test_510_4_no_first_strike_means_one_damage_step():
    g = make_game([(2, 2, [])], [])
    g.attack({"A0": "Bruno"})
    g.block({})
    g.assign()
    assert g.step is Step.END_OF_COMBAT
