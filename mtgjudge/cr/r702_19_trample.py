"""CR 702.19: trample and trample over planeswalkers, as decisions of combat damage.

An attacking creature's combat damage goes where 510.1 says unless one of its abilities
decides otherwise: the combat damage rules (:mod:`mtgjudge.cr.r510_combat_damage`) ask
the creature's ``damage_options`` hook (through the rules bus) and, when it answers, the
options it gives carry it as their ``decider``, which the rules then ask how an
assignment is checked (:meth:`Trample.check_assignment`), which rule a division follows
and which recipients it can really reach. Here: once its blockers are assigned lethal
damage, the rest may go to what it attacks (702.19b); with trample over planeswalkers,
past an attacked planeswalker to its controller (702.19c).
"""

from __future__ import annotations

from collections.abc import Mapping
from itertools import product
from math import comb
from typing import TYPE_CHECKING

from mtgjudge.abilities.base import DEATHTOUCH, TRAMPLE, TRAMPLE_OVER_PLANESWALKERS, Ability
from mtgjudge.abilities.keywords import keyword
from mtgjudge.cr import implements
from mtgjudge.cr import r510_combat_damage as r510
from mtgjudge.cr.r120_damage import lethal_damage
from mtgjudge.cr.r510_combat_damage import Options
from mtgjudge.engine.bus import has_flag
from mtgjudge.errors import IllegalActionError, illegal

if TYPE_CHECKING:
    from mtgjudge.engine.state import GameState, Permanent

#: The rules under which an attacker's damage may go past its blockers (702.19b-e).
RULES = ("702.19b", "702.19c", "702.19e")

#: Above this many divisions of a step in which some creature blocks several attackers,
#: a trampler's choices are estimated instead of searched: other attackers are assumed
#: to help it as much as they could (never hides a legal recipient; may, in such a crowd,
#: offer one that needs more help than they can all give at once).
HELP_SEARCH_LIMIT = 20_000


@keyword(phase="Trample", counter=True)
class Trample(Ability):
    """Trample (702.19b): once its blockers are assigned lethal damage, the rest may go to
    what it attacks; with its blockers all removed from combat, all of it does (702.19d)."""

    name, rule = "trample", "702.19"
    flags = frozenset({TRAMPLE})

    # -- the decision of combat damage (asked by r510) ----------------------------------
    @implements("702.19b", "702.19d")
    def damage_options(self, state: GameState, holder: Permanent, power: int, target: str | None,
                       blockers: tuple[str, ...], narrow: bool) -> Options | None:
        """The options of ``holder``'s combat damage (it attacks ``target`` and is blocked
        by ``blockers``), or None where 510.1 alone decides (it is unblocked, or attacks
        nothing). With ``narrow``, its choices are narrowed to what it can reach."""
        pid = holder.id
        if has_flag(holder, TRAMPLE_OVER_PLANESWALKERS):
            opt = _over_planeswalkers(self, state, pid, power, target, blockers, narrow)
            if opt is not None:
                return opt
        if pid not in state.combat.blocked or target is None:
            return None
        if not blockers:  # its blockers were removed from combat: all to what it attacks
            return Options(pid, power, (target,), {target: power}, "702.19d", target)
        return _narrowed(state, Options(pid, power, (*blockers, target), None, "702.19b", target,
                                        decider=self), blockers, narrow)

    @implements("702.19b", "702.19c", "702.19e", "702.2c")
    def check_assignment(self, state: GameState, source: str, amounts: Mapping[str, int], opt: Options,
                         full: Mapping[str, Mapping[str, int]]) -> None:
        """Raise :class:`IllegalActionError` if ``amounts`` (``source``'s division, in the
        whole assignment ``full``) gives damage past its blockers before each has lethal
        damage (702.19b; deathtouch makes 1 lethal, 702.2c), or to a planeswalker's
        controller before the planeswalker has damage equal to its loyalty (702.19c)."""
        if opt.rule in ("702.19c", "702.19e"):
            _check_over_planeswalkers(state, source, amounts, opt, full)
        elif amounts.get(opt.target or "", 0) > 0:
            blockers = state.combat.blockers_of(source)
            to_creature, deathtouched = _assigned(state, full, blockers)
            dt = has_flag(state.battlefield[source], DEATHTOUCH)
            for b in blockers:
                if b in deathtouched:
                    continue
                blocker = state.battlefield[b]
                if blocker.damage + to_creature.get(b, 0) < blocker.toughness:
                    lethal = min(1, lethal_damage(blocker)) if dt else lethal_damage(blocker)
                    raise illegal("702.19b", "assign.trample_not_lethal", source=source,
                                  recipient=opt.target, blocker=b, assigned=to_creature.get(b, 0),
                                  lethal=lethal)

    @implements("702.19f")
    def bad_recipient(self, state: GameState, source: str, recipient: str, opt: Options) -> IllegalActionError:
        """Why blocked attacking ``source``'s damage can't go to ``recipient``, not a
        creature blocking it nor what it attacks: a player behind an attacked planeswalker
        (702.19f), or anyone else (702.19b)."""
        target = state.battlefield.get(opt.target or "")
        if recipient in state.players and target is not None and target.is_type("Planeswalker"):
            return illegal("702.19f", "assign.trample_planeswalker", source=source,
                           target=opt.target, recipient=recipient)
        return illegal("702.19b", "assign.trample_wrong_target", source=source,
                       target=opt.target, recipient=recipient)

    @implements("510.1b", "510.1c")
    def assignment_rule(self, opt: Options, amounts: Mapping[str, int]) -> str:
        """The rule an actual division follows: damage that stays on its blockers is
        divided among them (510.1c; an unblocked one's on what it attacks, 510.1b);
        702.19b-e only when some goes past them."""
        if any(n and r not in opt.blockers for r, n in amounts.items()):
            if opt.rule == "702.19c" and not any(n and r not in (*opt.blockers, opt.target)
                                                 for r, n in amounts.items()):
                return "702.19b" if opt.blockers else "510.1b"
            return opt.rule
        return "510.1c"

    def choice_rule(self, opt: Options) -> str:
        """The rule that decides among ``opt.choices``: a trampler whose damage can't go
        past its blockers only divides it among them (510.1c), not 702.19b-e."""
        return "510.1c" if all(c in opt.blockers for c in opt.choices) else opt.rule

    def given(self, state: GameState, opt: Options, given: Mapping[str, Mapping[str, int]]) -> Options:
        """``opt`` with its choices as :func:`~mtgjudge.cr.r510_combat_damage.legal_divisions`
        counts them, given the other creatures' stated assignments, where those matter to
        it (sharing a blocker, or attacking a planeswalker others attack): so that an
        error's choices and its listed divisions agree. Unchanged when too many divisions
        to try."""
        shared_target = opt.rule == "702.19c" and any(
            state.combat.attacking.get(j) == opt.target for j in _assigning_now(state) if j != opt.source)
        if not (_blockers_shared(state) or shared_target):
            return opt
        if comb(opt.power + len(opt.recipients) - 1, len(opt.recipients) - 1) > HELP_SEARCH_LIMIT:
            return opt
        found: set[str] = set()
        for division in r510.legal_divisions(state, opt.source, given):
            found.update(division)
        choices = tuple(r for r in opt.recipients if r in found)
        return Options(opt.source, opt.power, opt.recipients, opt.forced, opt.rule, opt.target,
                       choices, opt.blockers, self)


@keyword(phase="", counter=False)
class TrampleOverPlaneswalkers(Trample):
    """Trample over planeswalkers (702.19c): trample, and once the planeswalker it attacks
    is assigned damage equal to its loyalty, the rest may go to that planeswalker's
    controller; with that planeswalker gone, to the player it was attacking (702.19e).
    (phase reads it with a second keyword, Trample, for one item: its reading isn't taken.)"""

    name, rule = "trample over planeswalkers", "702.19c"
    flags = frozenset({TRAMPLE, TRAMPLE_OVER_PLANESWALKERS})


# --------------------------------------------------------------------------- the options
def _narrowed(state: GameState, opt: Options, blockers: tuple[str, ...], narrow: bool) -> Options:
    """A trampler's options with :attr:`Options.choices` narrowed to the recipients it
    can actually reach, and forced when that leaves one (702.19b-e); with ``narrow``
    false, only its blockers are recorded (checking an assignment needs no more)."""
    if not narrow:
        return Options(opt.source, opt.power, opt.recipients, None, opt.rule, opt.target,
                       None, blockers, opt.decider)
    choices = _choices(state, opt, blockers)
    forced = {choices[0]: opt.power} if len(choices) == 1 else None
    return Options(opt.source, opt.power, opt.recipients, forced, opt.rule, opt.target,
                   choices, blockers, opt.decider)


@implements("702.19c", "702.19e")
def _over_planeswalkers(decider: Trample, state: GameState, pid: str, power: int, target: str | None,
                        blockers: tuple[str, ...], narrow: bool) -> Options | None:
    """Choices of a creature with trample over planeswalkers attacking a planeswalker
    (702.19c-e); None when plain trample applies (it attacks a player or battle)."""
    combat = state.combat
    if target is None:  # its planeswalker left combat (702.19e)
        # The defending player it attacked through that planeswalker (802.2a).
        players = state.defending_players
        defending = combat.defenders.get(pid) or (players[0] if len(players) == 1 else None)
        if defending is None or not state.in_game(defending):
            return None  # 800.4e: no damage is assigned to a player who left the game
        if pid in combat.blocked and blockers:
            return _narrowed(state, Options(pid, power, (*blockers, defending), None, "702.19e",
                                            None, decider=decider), blockers, narrow)
        return Options(pid, power, (defending,), {defending: power}, "702.19e", None, decider=decider)
    pw = state.battlefield.get(target)
    if pw is None or not pw.is_type("Planeswalker"):
        return None
    controller = pw.controller
    return _narrowed(state, Options(pid, power, (*blockers, target, controller), None, "702.19c",
                                    target, decider=decider), blockers, narrow)


def _assigning_now(state: GameState) -> list[str]:
    try:
        return r510.assigners(state)
    except IllegalActionError:
        return r510.combatants(state)


def _least_to_blockers(state: GameState, pid: str, blockers: tuple[str, ...]) -> int:
    """The least damage attacker ``pid`` must assign to its blockers before any may go
    past them (702.19b): lethal damage to each, counting damage already marked and
    deathtouch (702.2c). Where a blocker blocks other attackers too, their damage counts
    toward lethal; this assumes the most of it (exact only with no shared blocker: see
    :func:`_choices_by_search` for that case)."""
    combat = state.combat
    dt = has_flag(state.battlefield[pid], DEATHTOUCH)
    helped: dict[str, int] = {}
    touched: set[str] = set()
    if any(len(combat.blocking.get(b, ())) > 1 for b in blockers):
        for j in _assigning_now(state):
            if j == pid or j not in combat.attacking or j not in combat.blocked:
                continue
            perm = state.battlefield[j]
            for b in combat.blockers_of(j):
                if b in blockers and perm.power > 0:
                    helped[b] = helped.get(b, 0) + perm.power
                    if has_flag(perm, DEATHTOUCH):
                        touched.add(b)
    total = 0
    for b in blockers:
        if b in touched:
            continue
        left = lethal_damage(state.battlefield[b]) - helped.get(b, 0)
        if left > 0:
            total += min(1, left) if dt else left
    return total


def _most_to(state: GameState, pid: str, target: str) -> int:
    """The most combat damage attackers other than ``pid`` can assign to ``target``
    (a planeswalker) this step."""
    combat = state.combat
    total = 0
    for j in _assigning_now(state):
        if j == pid or combat.attacking.get(j, "") != target:
            continue
        perm = state.battlefield[j]
        if perm.power <= 0:
            continue
        if j not in combat.blocked:
            total += perm.power
        elif has_flag(perm, TRAMPLE):
            jb = tuple(combat.blockers_of(j))
            total += max(0, perm.power - _least_to_blockers(state, j, jb))
    return total


def _blockers_shared(state: GameState) -> bool:
    """True if some creature blocks several attackers: then attackers' assignments
    depend on each other (their damage to a shared blocker adds up toward lethal)."""
    return any(len(atts) > 1 for atts in state.combat.blocking.values())


def _choices_by_search(state: GameState, opt: Options) -> tuple[str, ...] | None:
    """The recipients of ``opt`` that some legal complete assignment of this step gives
    damage to, found by trying every division (exact where attackers' choices depend on
    each other); ``None`` if there are more than :data:`HELP_SEARCH_LIMIT` divisions."""
    who = _assigning_now(state)
    opts = [r510.options(state, pid, narrow=False) for pid in who]
    count = 1
    for o in opts:
        count *= r510.ways(o)
    if count > HELP_SEARCH_LIMIT:
        return None
    ways = [[tuple(o.forced.items())] if o.forced is not None else
            [tuple(zip(o.recipients, c)) for c in r510.compositions(o.power, len(o.recipients))]
            for o in opts]
    mine = who.index(opt.source)
    found: set[str] = set()
    for combo in product(*ways):
        if all(n == 0 or r in found for r, n in combo[mine]):
            continue  # nothing new to learn from it
        full = {o.source: dict(division) for o, division in zip(opts, combo)}
        try:
            r510.check(state, full)
        except IllegalActionError:
            continue
        found.update(r for r, n in combo[mine] if n)
        if len(found) == len(opt.recipients):
            break
    return tuple(r for r in opt.recipients if r in found)


def _choices(state: GameState, opt: Options, blockers: tuple[str, ...]) -> tuple[str, ...]:
    """The recipients a creature with trample (or trample over planeswalkers) can
    actually give damage to: its blockers, and what lies past them only if its power
    exceeds the lethal damage they need (702.19b, 702.19e); its planeswalker's controller
    only if the planeswalker can also be given damage equal to its loyalty (702.19c)."""
    if _blockers_shared(state):
        found = _choices_by_search(state, opt)
        if found is not None:
            return found
    need = _least_to_blockers(state, opt.source, blockers)
    if opt.power <= need:
        return blockers
    beyond = [r for r in opt.recipients if r not in blockers]
    if opt.rule == "702.19c" and opt.target is not None:
        pw = state.battlefield[opt.target]
        still = max(0, pw.loyalty - _most_to(state, opt.source, pw.id))
        if opt.power - need <= still:
            beyond = [r for r in beyond if r != pw.controller]
    return (*blockers, *beyond)


# --------------------------------------------------------------------------- the checks
def _assigned(state: GameState, full: Mapping[str, Mapping[str, int]],
              blockers: list[str]) -> tuple[dict[str, int], set[str]]:
    """The damage the whole assignment ``full`` gives each creature of ``blockers`` this
    step, and those of them it gives damage from a source with deathtouch (702.2c)."""
    to_creature: dict[str, int] = {}
    deathtouched: set[str] = set()
    battlefield = state.battlefield
    for b in blockers:
        perm = battlefield.get(b)
        if perm is None or not perm.is_creature:
            continue
        total = 0
        for source, amounts in full.items():
            n = amounts.get(b)
            if n is not None:
                total += n
                if n > 0 and b not in deathtouched and has_flag(battlefield[source], DEATHTOUCH):
                    deathtouched.add(b)
        to_creature[b] = total
    return to_creature, deathtouched


def _check_over_planeswalkers(state: GameState, source: str, amounts: Mapping[str, int], opt: Options,
                              full: Mapping[str, Mapping[str, int]]) -> None:
    """702.19c/e: lethal damage to every blocker before anything goes past them, and
    damage equal to the planeswalker's loyalty (from all attackers) before its controller."""
    beyond = [r for r, n in amounts.items() if n and not (r in state.battlefield and state.battlefield[r].is_creature)]
    if not beyond:
        return
    blockers = state.combat.blockers_of(source) if source in state.combat.blocked else []
    to_creature, deathtouched = _assigned(state, full, blockers)
    dt = has_flag(state.battlefield[source], DEATHTOUCH)
    for b in blockers:
        blocker = state.battlefield[b]
        if b not in deathtouched and blocker.damage + to_creature.get(b, 0) < blocker.toughness:
            lethal = min(1, lethal_damage(blocker)) if dt else lethal_damage(blocker)
            raise illegal(opt.rule, "assign.trample_not_lethal", source=source, recipient=beyond[0],
                          blocker=b, assigned=to_creature.get(b, 0), lethal=lethal)
    pw = state.battlefield.get(opt.target or "")
    if pw is not None and amounts.get(pw.controller, 0) > 0:
        on_pw = sum(a.get(pw.id, 0) for a in full.values())
        if on_pw < pw.loyalty:
            raise illegal("702.19c", "assign.loyalty_first", source=source, recipient=pw.controller,
                          planeswalker=pw.id, assigned=on_pw, loyalty=pw.loyalty)
