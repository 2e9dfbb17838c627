"""Property tests (hypothesis): the enumerators, the checker and rollback agree."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from property_walk import first, walk_and_take_back

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


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(creature, min_size=1, max_size=3), st.lists(creature, max_size=3), st.data())
def test_733_every_enumerated_declaration_is_legal_and_pop_restores(ours, theirs, data):
    g = make_game(ours, theirs)
    g.begin_combat()
    walk_and_take_back(g, data)  # every state comes back exactly (733)
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


REQ_KEYWORDS = ["attacks each combat if able", "blocks each combat if able", "can't attack alone",
                "can't block alone", "must be blocked if able", "all creatures able to block it do so",
                "menace", "flying", "reach", "can block an additional creature each combat",
                "no more than one creature can attack each combat",
                "no more than one creature can block each combat",
                "must be blocked by two or more creatures if able",
                "can't be blocked except by three or more creatures"]

req_creature = st.tuples(st.integers(1, 3), st.integers(1, 3),
                         st.lists(st.sampled_from(REQ_KEYWORDS), max_size=2, unique=True))


def _lure_name(kws):
    # "all creatures able to block it do so" is written with "this creature" in Oracle text.
    return ["All creatures able to block this creature do so" if k.startswith("all creatures able")
            else k for k in kws]


@settings(max_examples=80, deadline=None)
@given(st.lists(req_creature, min_size=1, max_size=3), st.lists(req_creature, max_size=3), st.data())
def test_508_1d_509_1c_most_requirements_matches_brute_force(ours, theirs, data):
    """The exact maximum (GLPK, or its shortcuts) equals the best count over every declaration
    that obeys all restrictions, found by trying them all."""
    from itertools import combinations, product

    from mtgjudge import AttackDeclaration, BlockDeclaration
    from mtgjudge.cr import r508_509_requirements as req
    from mtgjudge.cr import r508_declare_attackers as r508
    from mtgjudge.cr import r509_declare_blockers as r509

    g = Game(["Ana", "Bruno"], db=object())
    for i, (p, t, kws) in enumerate(ours):
        g.add_creature(f"A{i}", "Ana", p, t, keywords=_lure_name(kws))
    for i, (p, t, kws) in enumerate(theirs):
        g.add_creature(f"B{i}", "Bruno", p, t, keywords=_lure_name(kws))
    g.begin_combat()
    state = g.state
    reqs, best = r508.most_requirements(state)
    mine = [f"A{i}" for i in range(len(ours))]
    brute = 0
    for n in range(len(mine) + 1):
        for group in combinations(mine, n):
            try:
                r508.check(state, AttackDeclaration.of({c: "Bruno" for c in group}), (reqs, 0))
            except IllegalActionError:
                continue
            brute = max(brute, sum(r.creature in group for r in reqs))
    assert best == brute
    decl = data.draw(st.sampled_from(first(g.legal_declarations(), 50)))
    g.push(decl)
    if g.state.step is not Step.DECLARE_ATTACKERS:
        return
    state = g.state
    reqs, best = r509.most_requirements(state)
    attackers = list(state.combat.attacking)
    blockers = [f"B{i}" for i in range(len(theirs))]
    options = [[()] + [c for n in (1, 2) for c in combinations(attackers, n)] for _ in blockers]
    brute = 0
    for choice in product(*options):
        blocking = {b: atts for b, atts in zip(blockers, choice) if atts}
        try:
            r509.check(state, BlockDeclaration.of(blocking), (reqs, 0))
        except IllegalActionError:
            continue
        brute = max(brute, sum(req.block_obeyed(r, blocking) for r in reqs))
    assert best == brute


@settings(max_examples=80, deadline=None)
@given(st.lists(creature, min_size=1, max_size=2), st.lists(creature, min_size=1, max_size=2),
       st.data())
def test_510_1c_legal_divisions_are_the_enumerated_assignments_of_one_creature(ours, theirs, data):
    import math

    g = make_game(ours, theirs)
    g.attack({f"A{i}": "Bruno" for i in range(len(ours))})
    g.push(data.draw(st.sampled_from(first(g.legal_declarations(), 30))))
    legal = [{s: {r: n for r, n in rs if n} for s, rs in d.assignments} for d in g.legal_declarations()]
    if not legal:
        return
    pid = data.draw(st.sampled_from(r510.assigners(g.state)))
    others = {s: rs for s, rs in data.draw(st.sampled_from(legal)).items() if s != pid}
    expected = [d[pid] for d in legal if {s: rs for s, rs in d.items() if s != pid} == others]
    found = list(r510.legal_divisions(g.state, pid, others))
    assert sorted(map(sorted, map(dict.items, found))) == sorted(map(sorted, map(dict.items, expected)))
    opt = r510.options(g.state, pid)
    if opt.forced is None and opt.rule in ("510.1c", "510.1d"):  # every division is legal (counted, not tried)
        assert len(found) == math.comb(opt.power + len(opt.recipients) - 1, len(opt.recipients) - 1)
