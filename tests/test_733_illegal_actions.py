"""CR 733: an illegal action is reversed and the game is exactly as before it."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mtgjudge import AttackDeclaration, BlockDeclaration, DamageAssignment, Game, IllegalActionError


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
    from mtgjudge.engine.state import Permanent

    card = Card(name="Grizzly Bears", types=("Creature",), subtypes=("Bear",), power="2", toughness="2")
    perm = Permanent("Grizzly Bears", card, "Ana", "Ana", base_power=2, base_toughness=2,
                     tapped=True, damage=1, counters={"+1/+1": 1}, timestamp=3, attached_to="X")
    twin = perm.copy()
    assert all(getattr(twin, f.name) == getattr(perm, f.name) for f in fields(Permanent))
    assert twin == perm and twin.counters is not perm.counters


def test_733_combat_copy_copies_every_field():
    # CR 733: rollback restores the state exactly; Combat.copy sets slots one by one, so
    # a new field must be added there; the changeable ones must not be shared.
    from dataclasses import fields

    from mtgjudge.engine.state import Combat

    combat = Combat({"Hill Giant": "Bruno"}, {"Wall of Stone": ("Hill Giant",)}, {"Hill Giant"},
                    True, frozenset({"Hill Giant"}), True, (("Hill Giant",),), ("Bruno",),
                    {"Hill Giant": "Bruno"}, True, ("delayed",), True, {"Bears": "Bruno"},
                    {"Bears": "Jace"})
    twin = combat.copy()
    for f in fields(Combat):
        assert getattr(twin, f.name) == getattr(combat, f.name), f.name
        if isinstance(getattr(combat, f.name), (dict, set)):
            assert getattr(twin, f.name) is not getattr(combat, f.name), f.name


def test_733_state_copy_copies_every_field(board):
    # CR 733: rollback restores the state exactly. GameState.copy sets fields one by one:
    # every field must be there, equal, and the changeable ones not shared.
    from dataclasses import fields

    from mtgjudge.engine.state import GameState

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


def test_733_state_copy_copies_every_permanent_slot(board):
    # CR 733: GameState.copy copies each permanent slot by slot (written out, not
    # Permanent.copy): every slot must be there, equal, the counters not shared.
    from mtgjudge.engine.state import Permanent

    g = board(Ana=[("Hill Giant", {"tapped": True, "damage": 1, "counters": {"+1/+1": 2}})])
    perm = g.state.battlefield["Hill Giant"]
    perm.deathtouched = perm.pending_trigger = perm.survived_noted = perm.renowned = True
    perm.protector, perm.attached_to, perm.not_modeled = "Bruno", "X", ("some text",)
    perm.characteristics  # noqa: B018 - computed, so that they are copied too
    twin = g.state.copy()
    copied = twin.battlefield["Hill Giant"]
    for slot in Permanent.__slots__:
        if slot != "board":
            assert getattr(copied, slot) == getattr(perm, slot), slot
    assert copied.board() is twin and copied.counters is not perm.counters


def test_733_state_copy_copies_every_player_slot(board):
    # CR 733: GameState.copy copies each player slot by slot (written out, not Player.copy).
    from mtgjudge.engine.state import Player

    g = board(Ana=["Hill Giant"])
    ana = g.state.players["Ana"]
    ana.life, ana.poison, ana.lost, ana.left_game, ana.mana = 7, 3, True, True, "RG"
    twin = g.state.copy()
    for slot in Player.__slots__:
        assert getattr(twin.players["Ana"], slot) == getattr(ana, slot), slot
    assert twin.players["Ana"] is not ana


def _fields_of(obj) -> dict:
    """Every field of a permanent, player or state, by name (the weak reference to its
    state and its computed characteristics left out)."""
    from dataclasses import fields

    return {f.name: getattr(obj, f.name) for f in fields(obj) if f.name not in ("board", "chars", "_layers")}


def test_733_restore_knows_every_changeable_field(board):
    # CR 733: GameState.restore puts an illegal push back into the same objects; every
    # field holding a changeable container must be one it refills.
    from dataclasses import fields

    from mtgjudge.engine.state import _CONTAINERS, Combat, GameState

    g = board(Ana=["Hill Giant"])
    changeable = {f.name for f in fields(GameState)
                  if isinstance(getattr(g.state, f.name), (list, dict, set, Combat))}
    assert changeable == set(_CONTAINERS)


def test_733_illegal_push_after_changes_puts_back_the_same_objects(board, monkeypatch):
    # CR 733: a move that fails after it changed the game (here: damage dealt and creatures
    # destroyed, then a failure in state-based actions) leaves the game exactly as it
    # was, in the very objects a caller may hold.
    from mtgjudge.cr import r704_state_based_actions as r704
    from mtgjudge.errors import illegal

    g = board(Ana=["Hill Giant", "Serra Angel"], Bruno=["Grizzly Bears", "Giant Spider"])
    g.attack({"Hill Giant": "Bruno", "Serra Angel": "Bruno"})
    g.block({"Grizzly Bears": "Hill Giant", "Giant Spider": "Serra Angel"})
    state, before = g.state, g.state.copy()
    held = {"perms": dict(state.battlefield), "players": dict(state.players), "combat": state.combat,
            "battlefield": state.battlefield, "graveyard": state.graveyard}
    seen = {"perms": {pid: _fields_of(p) for pid, p in state.battlefield.items()},
            "players": {n: _fields_of(p) for n, p in state.players.items()}}
    real_check = r704.check

    def check_then_fail(st, log):
        real_check(st, log)
        assert "Grizzly Bears" not in st.battlefield  # the move had changed the game
        raise illegal("704.3", "game.over")

    monkeypatch.setattr(r704, "check", check_then_fail)
    with pytest.raises(IllegalActionError):
        g.assign()
    monkeypatch.undo()
    assert g.state is state and g.state == before and _fields_of(g.state) == _fields_of(before)
    assert state.combat is held["combat"] and state.battlefield is held["battlefield"]
    assert state.graveyard is held["graveyard"] and state.graveyard == []
    assert list(state.battlefield) == list(held["perms"])
    for pid, perm in state.battlefield.items():
        assert perm is held["perms"][pid] and _fields_of(perm) == seen["perms"][pid], pid
        assert perm.board() is state
    for name, player in state.players.items():
        assert player is held["players"][name] and _fields_of(player) == seen["players"][name]
    assert state.battlefield["Grizzly Bears"].power == 2 and state.battlefield["Hill Giant"].damage == 0
    # The game goes on as if the failed move had never been made.
    g.assign()
    assert "Grizzly Bears" in g.state.graveyard and g.state.players["Bruno"].life == 20


_KEYWORDS = ["flying", "reach", "first strike", "double strike", "deathtouch", "trample",
             "lifelink", "vigilance", "menace", "indestructible", "defender"]
_creature = st.tuples(st.integers(0, 4), st.integers(1, 4),
                      st.lists(st.sampled_from(_KEYWORDS), max_size=2, unique=True))


def _any_declaration(g: Game, data) -> object:
    """A declaration for the game's next step, legal or not: any creatures, any pairs,
    any amounts (names of creatures that are on the battlefield or have left)."""
    ids = [*g.state.battlefield, *g.state.graveyard]
    some = st.lists(st.sampled_from(ids), max_size=3, unique=True) if ids else st.just([])
    kind = data.draw(st.sampled_from(["attack", "block", "assign"]))
    if kind == "attack":
        return AttackDeclaration.of({c: "Bruno" for c in data.draw(some)})
    if kind == "block":
        return BlockDeclaration.of({b: data.draw(st.sampled_from(ids)) for b in data.draw(some)})
    return DamageAssignment.of({c: {data.draw(st.sampled_from([*ids, "Bruno"])): data.draw(st.integers(0, 5))}
                                for c in data.draw(some)})


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(_creature, min_size=1, max_size=3), st.lists(_creature, max_size=3), st.data())
def test_733_push_then_pop_or_an_illegal_push_restores_every_field(ours, theirs, data):
    # CR 733: after an illegal push, and after push then pop, the state equals the one
    # before, field by field (permanents and players too); an illegal push also keeps
    # the very objects the state was made of.
    g = Game(["Ana", "Bruno"], db=object())
    for i, (p, t, kws) in enumerate(ours):
        g.add_creature(f"A{i}", "Ana", p, t, keywords=kws)
    for i, (p, t, kws) in enumerate(theirs):
        g.add_creature(f"B{i}", "Bruno", p, t, keywords=kws)
    g.begin_combat()
    for _ in range(6):
        if g.is_over:
            break
        state, before = g.state, g.state.copy()
        perms = {pid: (p, _fields_of(p)) for pid, p in state.battlefield.items()}
        players = {n: (p, _fields_of(p)) for n, p in state.players.items()}
        n_events = len(g.events)
        legal = [d for d, _ in zip(g.legal_declarations(), range(20))]
        decl = data.draw(st.sampled_from(legal)) if legal and data.draw(st.booleans()) else _any_declaration(g, data)
        try:
            g.push(decl)
        except IllegalActionError:
            assert g.state is state and len(g.events) == n_events
        else:
            g.pop()
            assert len(g.events) == n_events
        assert g.state == before and _fields_of(g.state) == _fields_of(before)
        assert {pid: _fields_of(p) for pid, p in g.state.battlefield.items()} == {
            pid: f for pid, (_, f) in perms.items()}
        assert {n: _fields_of(p) for n, p in g.state.players.items()} == {n: f for n, (_, f) in players.items()}
        if g.state is state:  # the illegal push: the same objects
            assert all(g.state.battlefield[pid] is p for pid, (p, _) in perms.items())
            assert all(g.state.players[n] is p for n, (p, _) in players.items())
        # Then a legal move, to go on to the next step.
        legal = [d for d, _ in zip(g.legal_declarations(), range(20))]
        if not legal:
            break
        g.push(data.draw(st.sampled_from(legal)))


def _brimaz_three_players(db) -> Game:
    g = Game({"Ana": 40, "Bruno": 40, "Carla": 40}, "Ana", db=db)
    g.add("Brimaz, King of Oreskos", "Ana")
    g.add("Grizzly Bears", "Bruno")
    g.add("Llanowar Elves", "Carla")
    g.choose_for_triggers(choices={"Brimaz, King of Oreskos (whenever it attacks)": ["Carla"]})
    g.attack({"Brimaz, King of Oreskos": "Bruno"})
    return g


def test_733_an_illegal_block_reverses_only_the_declaration_not_the_resolved_trigger(db):
    """733, 405.5: Brimaz, King of Oreskos's attack trigger is on the stack as blockers
    are declared; all players pass, it resolves (a Cat Soldier token attacks Carla),
    then Grizzly Bears (Bruno's) blocking the Cat Soldier is illegal (509.1a). Only the
    block is reversed: the resolution stands, its events are logged, the Cat Soldier is
    on the battlefield attacking Carla, and pop takes back the pass."""
    g = _brimaz_three_players(db)
    start = len(g.events)
    with pytest.raises(IllegalActionError) as e:
        g.block({"Grizzly Bears": "Cat Soldier"})
    assert (e.value.rule, e.value.key) == ("509.1a", "block.attacking_other_player")
    assert [(ev.rule, ev.key) for ev in g.events[start:]] == [
        ("405.5", "stack.resolves"), ("508.4", "put.choice_chosen"), ("111.1", "put.token"),
        ("508.4", "put.attacking")]
    assert g.stack == ()
    assert g.state.combat.attacking == {"Brimaz, King of Oreskos": "Bruno", "Cat Soldier": "Carla"}
    assert [str(d) for d in g.declarations][-1] == "all players pass"
    g.block({"Llanowar Elves": "Cat Soldier"})  # Carla's creature may block it
    assert g.state.combat.blocking == {"Llanowar Elves": ("Cat Soldier",)}
    g.pop()
    g.pop()  # the pass: Brimaz's trigger is back on the stack, no Cat Soldier
    assert [o.id for o in g.stack] == ["Brimaz, King of Oreskos (whenever it attacks)"]
    assert "Cat Soldier" not in g.state.battlefield
