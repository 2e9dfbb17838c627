"""CR 733: an illegal action is reversed and the game is exactly as before it."""

from __future__ import annotations

from mtgjudge import AttackDeclaration


def test_733_copy_is_independent_after_pop(board):
    g = board(Ana=["Hill Giant"])
    g.attack({"Hill Giant": "Bruno"})
    g2 = g.copy()
    g.pop()
    g2.pop()
    assert g.state == g2.state and g.state is not g2.state
    g.state.players["Ana"].life = 5
    assert g2.state.players["Ana"].life == 20


def test_733_1_legality_queries_change_nothing(board):
    g = board(Ana=["Hill Giant"])
    before = g.state.copy()
    assert g.is_legal(AttackDeclaration.of({"Hill Giant": "Bruno"}))
    list(g.legal_declarations())
    assert g.state == before and g.events == []
    g.add("Grizzly Bears", "Ana")  # the board can still be set up


def test_733_undo_snapshot_is_private(board):
    g = board(Ana=["Hill Giant"])
    g.begin_combat()
    held = g.state
    g.attack({"Hill Giant": "Bruno"})
    held.players["Bruno"].life = 1
    g.pop()
    assert g.state.players["Bruno"].life == 20


def test_733_permanent_copy_copies_every_field():
    # CR 733: rollback restores the state exactly, so a permanent's copy must carry every
    # field; Permanent.copy sets slots one by one, and a new field must be added there.
    from dataclasses import fields

    from mtgjudge.cards.model import Card
    from mtgjudge.state import Permanent

    card = Card(name="Grizzly Bears", types=("Creature",), subtypes=("Bear",), power="2", toughness="2")
    perm = Permanent("Grizzly Bears", card, "Ana", "Ana", base_power=2, base_toughness=2,
                     tapped=True, damage=1, counters={"+1/+1": 1}, timestamp=3, attached_to="X")
    twin = perm.copy()
    assert all(getattr(twin, f.name) == getattr(perm, f.name) for f in fields(Permanent))
    assert twin == perm and twin.counters is not perm.counters


def test_733_state_copy_copies_every_field(board):
    # CR 733: rollback restores the state exactly. GameState.copy sets fields one by one:
    # every field must be there, equal, and the changeable ones not shared.
    from dataclasses import fields

    from mtgjudge.state import GameState

    g = board(Ana=["Hill Giant"], Bruno=["Grizzly Bears"])
    g.begin_combat()
    g.attack({"Hill Giant": "Bruno"})
    state = g.state
    twin = state.copy()
    for f in fields(GameState):
        assert getattr(twin, f.name) == getattr(state, f.name), f.name
    assert twin == state
    for name in ("players", "battlefield", "graveyard", "combat", "exile", "replacement_effects"):
        assert getattr(twin, name) is not getattr(state, name), name
    assert twin.players["Ana"] is not state.players["Ana"]
    assert twin.battlefield["Hill Giant"].board() is twin  # reads its own state's characteristics
