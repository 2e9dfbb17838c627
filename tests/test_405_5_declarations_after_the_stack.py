"""CR 405.5 (and 117.5, 603.3): a declaration is made once all players have passed and
the stack has resolved, so `Game` reads its names in that game. Every declaration
`legal_declarations()` yields (it looks past the triggers on the stack) passes
`is_legal` and `push`, also while myriad's or Brimaz's trigger is still on the stack
and names the token it will create. Property-style: walked over real boards."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from property_walk import first, walk_and_take_back

from mtgjudge import Game

BOARDS = {
    "myriad": ({"Ana": 40, "Bruno": 40, "Carla": 40},
               {"Ana": ["Caller of the Pack"], "Bruno": ["Wall of Stone"], "Carla": ["Hill Giant"]}),
    "brimaz attacks": ({"Ana": 40, "Bruno": 40, "Carla": 40},
                       {"Ana": ["Brimaz, King of Oreskos", "Akrasan Squire"], "Bruno": ["Grizzly Bears"],
                        "Carla": ["Hill Giant"]}),
    "brimaz blocks": ({"Ana": 20, "Bruno": 20},
                      {"Ana": ["Hill Giant", "Grizzly Bears"], "Bruno": ["Brimaz, King of Oreskos"]}),
}


def make(db, name: str) -> Game:
    life, board = BOARDS[name]
    g = Game(life, "Ana", db=db)
    for player, cards in board.items():
        for card in cards:
            g.add(card, player)
    return g


def test_405_5_myriad_copy_is_named_before_its_trigger_resolves(db):
    """The reported sequence: attack with Caller of the Pack (3 players), then block its
    copy without passing priority first."""
    g = make(db, "myriad")
    g.attack({"Caller of the Pack": "Bruno"})
    assert [o.id for o in g.stack] == ["Myriad (Caller of the Pack)"]
    assert "Hill Giant -> Caller of the Pack #2" in [str(d) for d in g.legal_declarations()]
    from mtgjudge.cr.r509_declare_blockers import BlockDeclaration

    decl = BlockDeclaration.of({"Hill Giant": "Caller of the Pack #2"})
    assert g.is_legal(decl)
    events = g.block({"Hill Giant": "caller of the pack #2"})  # names ignore case, as in files
    assert [e.rule for e in events][:2] == ["405.5", "111.1"]
    assert g.state.combat.blockers_of("Caller of the Pack #2") == ["Hill Giant"]


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(name=st.sampled_from(sorted(BOARDS)), data=st.data())
def test_405_5_every_yielded_declaration_is_legal_and_pushable(db, name, data):
    g = make(db, name)
    while not g.is_over:
        options = first(g.legal_declarations(), 30)
        assert options
        for decl in options:  # each one, not only the one played
            assert g.is_legal(decl), (g.step, str(decl))
            g.push(decl)
            g.pop()
        g.push(data.draw(st.sampled_from(options)))
    g = make(db, name)
    g.begin_combat()  # pop never undoes it
    walk_and_take_back(g, data)
