"""Judging a scenario: driving its game step by step (combat begins, the precombat
actions, attackers, blockers, each combat damage step, end of combat), with the
``enters``, ``actions`` and ``triggers`` of each step and the "why not" questions asked
where they belong; then the :class:`~mtgjudge.ruling.Ruling` (:func:`judge`,
:func:`judge_file`).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from mtgjudge.scenario import triggers as scenario_triggers
from mtgjudge.caveats import sort_out
from mtgjudge.oracle.keywords import self_names
from mtgjudge.cr.r508_declare_attackers import AttackDeclaration
from mtgjudge.cr.r509_declare_blockers import BlockDeclaration
from mtgjudge.cr.r510_combat_damage import DamageAssignment
from mtgjudge.errors import DivisionNeededError, IllegalActionError, ScenarioError, TriggerChoiceError
from mtgjudge.events import Event
from mtgjudge.cards.model import Card
from mtgjudge.engine.game import Game
from mtgjudge.messages import Text
from mtgjudge.ruling import Answer, Ruling
from mtgjudge.scenario.build import _build
from mtgjudge.scenario.costs import apply_before_blocks, apply_precombat, check_names
from mtgjudge.scenario.load import Scenario, _by_line, _dedupe, _Located
from mtgjudge.scenario.names import _known, _Later, _Names, _question_typos, _typos, _unread_typos
from mtgjudge.scenario.put import entering
from mtgjudge.scenario.schema import WhyItem
from mtgjudge.scenario.whynot import _ask, _divisions, _not_assigning, _questions, parse_why
from mtgjudge.engine.state import GameState, Step

#: :meth:`Game.damage_step` for the first-strike combat damage step (510.4).
FIRST = "first"


def judge(scn: Scenario, db: Any = None, why: list[str] | None = None, why_source: str = "--why") -> Ruling:
    """Play the scenario's combat and return the :class:`~mtgjudge.ruling.Ruling`.

    An illegal declaration or assignment doesn't raise: it stops the play and is in
    ``Ruling.error``, and the state is the one before it (CR 733). Each "why not"
    question (the scenario's ``why`` plus ``why``, as text: see :func:`parse_why`) is
    checked against the game at the step where it would have been declared, with the
    scenario's own choices for everything it doesn't change. ``why_source`` names
    where the text questions came from in error locations (``"--why"``; the web API
    says ``"why"``).

    Raises:
        ScenarioError: the board or a name in the play is wrong, an ``assign`` entry
            isn't for an attacking or blocking creature, or a creature's damage could
            go more than one way and ``assign`` doesn't say how.
    """
    m, loc = scn.model, scn.located
    game, problems, left_off = _build(scn, db)
    initial = game.state.copy()
    names = _Names(game.state, loc, left_off)
    try:
        enters = entering(game, m, names, loc.where)
    except ScenarioError as e:  # reported with the rest of the file's problems
        problems = problems + list(e.problems)
        enters = entering(game, m.model_copy(update={"enters": []}), names, loc.where)
    if m.actions:  # creature spells cast with flash can be named in block and assign (608.3a)
        from mtgjudge.scenario import stack as scenario_stack
        from mtgjudge.names import NameIndex

        cast = scenario_stack.cast_permanent_ids(m.actions, game, {*names.index.ids})
        if cast:
            names.index = NameIndex([*names.index.ids, *cast])
    scenario_triggers.apply(game, m.triggers, names)
    attack = {names(a, ("attack", a)): names(t, ("attack", a)) for a, t in m.attack.items()}
    bands = [[names(c, ("bands", i)) for c in band] for i, band in enumerate(m.bands)]
    # `block` and `assign` are read at the step they are declared in, against the game
    # then: tokens made by triggers (Brimaz, myriad) and creatures cast with flash by then
    # can be named (509.1, 510.1). A name that matches nothing is reported then, with
    # its line (a name could be a token's until that step).
    later = _Later(names, {*(cast if m.actions else ())}, loc)
    block: dict[str, list[str]] = {}
    assign: dict[str, dict[str, int]] = {}
    first: dict[str, dict[str, int]] = {}
    if problems or names.problems:  # the play won't run: report the typos in block/assign too
        _typos(names, m)
    blockers = {_known(names.index, b) for b in m.block}
    for key, given in (("assign", m.assign), ("assign_first_strike", m.assign_first_strike)):
        for src in given:
            pid = _known(names.index, src)
            if pid is not None and pid not in attack and pid not in blockers \
                    and pid not in enters.ids:
                names.problems.append((loc.where((key, src)), Text("input.not_in_combat", name=pid)))
    asked: list[tuple[WhyItem, tuple[Any, ...], _Located | None]] = [
        (item, ("why", i), None) for i, item in enumerate(m.why)]
    several = len(why or []) > 1
    for n, text in enumerate(why or [], 1):
        item, wloc = parse_why(text, f"{why_source} #{n}" if several else why_source)  # which one, of several
        asked.append((item, (), wloc))
    questions = _questions(asked)  # their names are read at their steps, as declarations' are
    if problems or names.problems:
        _question_typos(names, questions)
    check_names(m.precombat, names)
    acts: dict[str, list[Any]] = {}
    acted: set[str] = set()
    if m.actions:
        from mtgjudge.scenario import stack as scenario_stack

        try:
            acts = scenario_stack.read_actions(m.actions, game, names, loc.where)
        except ScenarioError as e:
            problems = problems + list(e.problems)
    if problems or names.problems:  # the board's and the play's, in one error, in line order
        raise ScenarioError(_by_line(_dedupe(problems + names.problems)))
    used: set[str] = set()
    used_first: set[str] = set()
    damage_steps: list[str] = []
    error = None
    game.hold_priority(bool(acts.get("combat_damage") or acts.get("end_of_combat")))
    game.begin_combat()
    begun = game.state.copy()
    if game.is_over:  # state-based actions ended the game as combat began (507.2, 704.3)
        not_modeled = [(p.id, t) for p in initial.battlefield.values() for t in p.not_modeled]
        _unread_typos(later, game, questions)
        return Ruling(list(game.events), game.state, not_modeled,
                      warnings=[Event("104.1", "warn.game_over", {})],
                      answers=[Answer(q.text, False, reached=False) for q in questions], initial=begun)
    try:
        apply_precombat(game, m.precombat, names)
        for q in questions:
            if q.kind == "attack":
                later.question(game, q)
                _ask(game, q, AttackDeclaration.of(q.value), AttackDeclaration.of(attack, bands))
        enters.run()
        if acts and _act(game, acts, "beginning_of_combat", acted):
            raise _GameEnded
        game.attack(attack, bands)
        enters.run()
        if acts and _act(game, acts, "declare_attackers", acted):
            raise _GameEnded
        if game.step is Step.DECLARE_ATTACKERS:
            apply_before_blocks(game, m.precombat, names)
            block = later.block(game, m.block)
            for q in questions:
                if q.kind == "block":
                    later.question(game, q)
                    _ask(game, q, BlockDeclaration.of(q.value), BlockDeclaration.of(block))
            game.block(block)
            enters.run()
            if acts and _act(game, acts, "declare_blockers", acted):
                raise _GameEnded
        elif m.block:
            raise ScenarioError([(loc.where(("block",)), Text("input.nothing_to_block"))])
        while game.step in (Step.DECLARE_BLOCKERS, Step.FIRST_STRIKE_DAMAGE) and not game.state.game_over:
            kind = game.damage_step()
            # Read once the blocks (and their triggers) are made; an `assign` entry naming
            # a creature cast with flash after first-strike damage waits for the next step.
            assign = {**later.assign(game, m.assign, "assign", final=kind != FIRST), **assign}
            first = {**later.assign(game, m.assign_first_strike, "assign_first_strike", final=True), **first}
            who = game.damage_assigners()
            step_assign = {}
            from_assign = set()
            for pid in who:
                # Each entry is used once: `assign` in the first step its creature assigns
                # damage in (unless `assign_first_strike` covers that step).
                if kind == FIRST and pid in first:
                    step_assign[pid] = first[pid]
                    used_first.add(pid)
                elif pid in assign and pid not in used:
                    step_assign[pid] = assign[pid]
                    used.add(pid)
                    from_assign.add(pid)
            damage_steps.append(kind)
            # `assign` is asked where the scenario's own `assign` is used: not in the
            # first-strike step for a creature that has an `assign_first_strike` entry.
            uses_assign = [pid for pid in who if pid in from_assign
                           or pid not in step_assign and pid not in used]
            for q in questions:
                if q.answer is not None or q.kind not in ("assign", "assign_first_strike"):
                    continue
                if not later.question(game, q, final=False):
                    continue  # it names what isn't there yet (a creature cast later)
                if (q.kind == "assign" and any(pid in uses_assign for pid in q.value)) or \
                        (q.kind == "assign_first_strike" and kind == FIRST):
                    _ask(game, q, DamageAssignment.of({**step_assign, **q.value}),
                         DamageAssignment.of(step_assign))
            try:
                game.assign(step_assign)
                enters.run()
            except DivisionNeededError as e:  # missing input, not an illegal play
                src = e.params["source"]
                # Where the creature is named: attack, block (as a blocker or, for a
                # token that entered attacking, as what is blocked), else attack.
                blocked_by = next((b for b, atts in block.items() if src in atts), None)
                path = ("assign",) if m.assign else (
                    ("attack", src) if src in attack else ("block", src) if src in block
                    else ("block", blocked_by) if blocked_by is not None else ("attack",))
                message = Text(e.key, **e.params)
                # Its `assign` was spent in the first-strike step: say where each goes.
                key = "input.choice_needed_second" if src in used else "input.choice_needed"
                problem = Text("input.with_hint", message=Text(key, message=message, rule=e.rule),
                               hint=_divisions(game, src, step_assign))
                raise ScenarioError([(loc.where(path), problem)]) from None
            if acts and game.step is Step.FIRST_STRIKE_DAMAGE and _act(game, acts, "first_strike_damage", acted):
                raise _GameEnded
        for step, now in (("combat_damage", Step.COMBAT_DAMAGE), ("end_of_combat", Step.END_OF_COMBAT)):
            if game.state.combat.hold and game.step is now:
                if _act(game, acts, step, acted):
                    raise _GameEnded
                if game.step is now and not game.is_over:  # unless its actions ended it
                    game.pass_priority()  # all pass with an empty stack: the step ends (500.2)
    except IllegalActionError as e:
        error = e
    except TriggerChoiceError as e:  # a choice given for an ability as it triggered (603.3d)
        raise ScenarioError([(loc.where(scenario_triggers.choice_path(m.triggers, e.id)), e.text)]) from None
    except _GameEnded:
        pass
    if error is None and not damage_steps:  # no damage step came: still read, to warn it went unused
        assign = later.assign(game, m.assign, "assign")
        first = later.assign(game, m.assign_first_strike, "assign_first_strike")
    # An id that named nothing is a typo (603.3b): bad input, reported before (instead
    # of) an illegal play. When the combat stopped early (an illegal play, the game
    # over), ids of abilities that could still have triggered aren't typos.
    stopped = error is not None or game.state.game_over
    unknown = scenario_triggers.unknown_ids(m.triggers, game.state.happenings, loc.where,
                                            could=_could_trigger(initial, game.state) if stopped else ())
    if unknown:
        raise ScenarioError(unknown)
    warnings = []
    if error is None and acts:
        from mtgjudge.scenario.stack import STEP_NAMES

        warnings += [Event("117.1", "warn.actions_unused", {"step": STEP_NAMES[s]})
                     for s in acts if acts[s] and s not in acted]
    if error is None:
        warnings += [Event("510.4", "warn.unused_after_first", {"permanent": p}) if p in used_first
                     else Event("510.1", "warn.unused_assign", {"permanent": p})
                     for p in assign if p not in used]
        warnings += [Event("510.4", "warn.unused_first_strike", {"permanent": p})
                     for p in first if p not in used_first]
    if error is None and damage_steps:
        in_combat = set(attack) | set(block)
        for q in questions:
            if q.answer is None and q.kind in ("assign", "assign_first_strike"):
                later.question(game, q)
                _not_assigning(q, in_combat, FIRST in damage_steps)
    _unread_typos(later, game, questions)
    answers = [q.answer or Answer(q.text, False, reached=False) for q in questions]
    # The board's, then those of permanents that entered during combat (508.4, 509.4, 702.49).
    entered = [p for p in (*game.state.battlefield.values(), *game.state.last_known.values())
               if p.id not in initial.battlefield]
    holders = [p for p in (*initial.battlefield.values(), *entered) if p.not_modeled]
    not_modeled = [(p.id, t) for p in holders for t in p.not_modeled]
    names = {p.id: self_names(p.card.name, "Legendary" in p.card.supertypes) for p in holders}
    lands = {p.id for p in holders if p.card.is_type("Land")}
    warned, idle = sort_out(not_modeled, game.state.happenings, error, names, lands)
    return Ruling(list(game.events), game.state, not_modeled, error, warnings, answers,
                  warned, initial=begun, not_relevant=idle)


def _could_trigger(initial: GameState, now: GameState) -> list[str]:
    """Ids of the triggered abilities of the permanents on the battlefield at the start
    or now, or that left it (603.3; see :func:`~mtgjudge.cr.r603_triggered_abilities.possible_ids`)."""
    from mtgjudge.cr.r603_triggered_abilities import possible_ids

    out = [*possible_ids(initial), *possible_ids(now)]
    for perm in now.last_known.values():
        for ability in perm.abilities:
            out.extend(ability.trigger_ids(perm))
    return list(dict.fromkeys(out))


class _GameEnded(Exception):
    """The game ended while players acted in a step (104.1): nothing more is declared."""


def _act(game: Game, acts: dict[str, list[Any]], step: str, acted: set[str]) -> bool:
    from mtgjudge.scenario.stack import act

    acted.add(step)
    return act(game, acts, step)



def judge_file(path: str | Path, db: Any = None, why: list[str] | None = None) -> Ruling:
    """Read, validate and judge a scenario file (see :func:`judge`); ``why`` holds
    extra questions as text (see :func:`parse_why`)."""
    return judge(Scenario.from_file(path, db if db is not None else _DefaultDB()), db, why)


class _DefaultDB:
    """The default card database, opened only if a card is looked up (a board of
    custom creatures needs none)."""

    def get(self, name: str) -> Card:
        from mtgjudge.cards import default_db

        return default_db().get(name)
