"""The rules bus: how the rules find and ask the abilities on the battlefield, and how
what happens is told.

The rules never name an ability. They ask the bus for the holders of a hook (a method
of :class:`~mtgjudge.abilities.base.Ability`), for the first rejection a restriction
gives, for everything the abilities contribute to a decision (requirements, costs,
effects), and whether a flag (:class:`~mtgjudge.abilities.base.Flag`) is on a
permanent. Answers are remembered with the characteristics the layers computed (613):
the same abilities give the same answers until something changes them.

What happens is :func:`emit`-ted: a happening (:mod:`mtgjudge.engine.happenings`) is
recorded in ``GameState.happenings`` with its message logged. The happenings not yet
matched are the queue of the triggered abilities: the next time a player would receive
priority, each triggered ability is asked about them through its handler
(:func:`mtgjudge.cr.r603_triggered_abilities.after`, 603.2-603.3, 117.5).
"""

from __future__ import annotations

from collections.abc import Iterator
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from mtgjudge.abilities.base import FLAGS, HOOKS, Ability, Flag, is_triggered
from mtgjudge.engine.happenings import Dies, LeftBattlefield
from mtgjudge.events import Event

if TYPE_CHECKING:
    from mtgjudge.cr.r613_layers import Characteristics
    from mtgjudge.engine.happenings import Happening
    from mtgjudge.engine.state import GameState, Permanent
    from mtgjudge.errors import IllegalActionError
    from mtgjudge.events import EventLog


def has_flag(perm: Permanent, flag: Flag) -> bool:
    """True if any modeled ability of ``perm`` has ``flag`` (a :class:`Flag`)."""
    # Remembered by its characteristics (computed once until they may change): this is
    # called for every damage dealt.
    ch = perm.chars or perm.characteristics
    known = ch.flags.get(flag)
    return ch.has_flag(flag) if known is None else known


def has_any_flag(perm: Permanent, flags: tuple[Flag, ...]) -> bool:
    """True if any modeled ability of ``perm`` has any of ``flags``; remembered like
    :func:`has_flag`."""
    ch = perm.chars or perm.characteristics
    known = ch.flags.get(flags)
    if known is None:
        known = ch.flags[flags] = any(f in a.flags for a in ch.abilities for f in flags)
    return known


#: The pseudo-hook of triggered abilities: every ability with a handler of happenings.
TRIGGERED = "triggered"


def handlers(perm: Permanent, hook: str) -> tuple[Ability, ...]:
    """The abilities of ``perm`` whose class has its own ``hook`` method (or, for
    :data:`TRIGGERED`, that are triggered abilities), in order; remembered with its
    characteristics (``ch.flags[hook]``, true when there are some)."""
    try:
        ch = perm.chars or perm.characteristics
    except AttributeError:  # a stand-in with only abilities: nothing to remember it by
        return _handlers_in(perm.abilities, hook)
    known = ch.flags.get(hook)  # (a hook's name: never a flag's)
    if known is None:
        known = ch.flags[hook] = _handlers_in(ch.abilities, hook)
    return known


def _handlers_in(abilities: tuple[Ability, ...], hook: str) -> tuple[Ability, ...]:
    if hook == TRIGGERED:
        return tuple(a for a in abilities if is_triggered(a))
    default = getattr(Ability, hook)
    return tuple(a for a in abilities if getattr(type(a), hook) is not default)


def overrides(perm: Permanent, hook: str) -> bool:
    """True if any modeled ability of ``perm`` has its own ``hook`` method (e.g.
    ``"divides_for"``), not :class:`Ability`'s default."""
    return bool(handlers(perm, hook))


def overrides_any(perm: Permanent, hooks: tuple[str, ...]) -> bool:
    """True if :func:`overrides` is True for any of ``hooks``; remembered for the tuple."""
    try:
        ch = perm.chars or perm.characteristics
    except AttributeError:  # a stand-in with only abilities (as in overrides)
        return any(overrides(perm, h) for h in hooks)
    known = ch.flags.get(hooks)
    if known is None:
        known = ch.flags[hooks] = any(overrides(perm, h) for h in hooks)
    return known


def in_play(state: GameState, name: str) -> bool:
    """True if some permanent on the battlefield has an ability with its own hook
    ``name`` (as :func:`overrides`) or the flag ``name`` (as :func:`has_flag`).

    The rules ask this on every declaration and damage step for hooks most boards never
    use (costs, requirements, restrictions, triggers, replacement effects). The answer
    for every hook and flag at once is kept with the values the layers computed (613),
    and when permanents that generate no effect leave, with those that stand: so it may
    say True for a permanent that has just left (callers then look at each permanent,
    as they would without it), never False wrongly."""
    battlefield = state.battlefield
    stands = battlefield.stands
    if stands is not None and stands[0] == battlefield.version:  # the usual case, first
        names = stands[1].in_play
        if names is not None:
            if name in names:
                return True
            if name in _KNOWN:
                return False
    if not battlefield:
        return False
    if name not in _KNOWN:  # (not an Ability hook or flag we know)
        return any(overrides(p, name) for p in battlefield.values())
    stands = battlefield.stands
    if stands is None or stands[0] != battlefield.version:
        state.characteristics_of(next(iter(battlefield)))  # the layers' values for this battlefield
        stands = battlefield.stands
        if stands is None or stands[0] != battlefield.version:  # (never so: a safe answer anyway)
            hook = name in _HOOKS
            return any(overrides(p, name) if hook else has_flag(p, name) for p in battlefield.values())
    values = stands[1]
    names = values.in_play
    if names is None:
        names = values.in_play = frozenset().union(*(_names_of(ch) for ch in values.values()))
    return name in names


def _names_of(ch: Characteristics) -> frozenset[str]:
    """The hooks ``ch``'s abilities have their own of and the flags they have,
    remembered in the flags shared by characteristics with the same abilities."""
    known = ch.flags.get(_IN_PLAY)
    if known is None:
        abilities = ch.abilities
        known = frozenset(
            [h for h in HOOKS if any(getattr(type(a), h) is not getattr(Ability, h) for a in abilities)]
            + [f for a in abilities for f in a.flags]
            + ([TRIGGERED] if any(is_triggered(a) for a in abilities) else []))
        ch.flags[_IN_PLAY] = known
    return known


_HOOKS = HOOKS | {TRIGGERED}
_KNOWN = _HOOKS | frozenset(FLAGS)
_IN_PLAY = ("in play",)  # its key in Characteristics.flags: no hook's or flag's name


# ------------------------------------------------------------------- asking the abilities
def holders(state: GameState, hook: str) -> Iterator[Permanent]:
    """The permanents on the battlefield with an ability that has its own ``hook``, in
    battlefield order (none at all, without a look at each, when no permanent has one)."""
    if not in_play(state, hook):
        return
    for perm in state.battlefield.values():
        if handlers(perm, hook):
            yield perm


def first_rejection(state: GameState, perm: Permanent, hook: str, *args: Any) -> IllegalActionError | None:
    """The first rejection a restriction ``hook`` of ``perm``'s abilities gives for
    ``args`` (each asked as ``ability.hook(state, perm, *args)``), or None."""
    for ability in handlers(perm, hook):
        err = getattr(ability, hook)(state, perm, *args)
        if err is not None:
            return err
    return None


def first_rejection_on_board(state: GameState, hook: str, *args: Any) -> IllegalActionError | None:
    """:func:`first_rejection` over every holder of ``hook`` on the battlefield: the
    first rejection a declaration-wide restriction gives (508.1c, 509.1b)."""
    for holder in holders(state, hook):
        err = first_rejection(state, holder, hook, *args)
        if err is not None:
            return err
    return None


def any_in_play(state: GameState, hooks: tuple[str, ...]) -> bool:
    """True if :func:`in_play` is True for any of ``hooks``."""
    for hook in hooks:  # (a loop: cheaper than any() over a generator)
        if in_play(state, hook):
            return True
    return False


def each(state: GameState, hook: str, *args: Any) -> None:
    """Tell every holder of ``hook`` on the battlefield, in battlefield order
    (``ability.hook(state, holder, *args)``, for what it does: a restriction stating
    itself in a model, 508.1d, 509.1c)."""
    for holder in holders(state, hook):
        for ability in handlers(holder, hook):
            getattr(ability, hook)(state, holder, *args)


def collect(state: GameState, hook: str, *args: Any) -> list[Any]:
    """What every holder of ``hook`` on the battlefield contributes, in battlefield
    order: the items of each ``ability.hook(state, holder, *args)``."""
    out: list[Any] = []
    for holder in holders(state, hook):
        for ability in handlers(holder, hook):
            out.extend(getattr(ability, hook)(state, holder, *args))
    return out


# ------------------------------------------------------------------------ happenings
def emit(state: GameState, log: EventLog, kind: type, fields: tuple, rule: str | None = None,
         key: str | None = None, **params: Any) -> None:
    """Record the happening ``kind(*fields)`` (every field given, in order) in
    ``state.happenings``, where the triggered abilities are asked about it (603.2), and,
    when ``key`` is given, log its message (``rule``, ``key``, ``params``) first, as
    :meth:`~mtgjudge.events.EventLog.add` does."""
    # Both tuples made in place (no call to the classes): this runs for most events.
    if key is not None:
        log.append(_new(Event, (rule, key, MappingProxyType(params))))
    state.happenings.append(_new(kind, fields))


def left_battlefield(state: GameState, pid: str, zone: str, cause: Event | None = None) -> None:
    """Record that permanent ``pid``, just taken off the battlefield
    (:meth:`~mtgjudge.engine.state.GameState.leave_battlefield`), went to ``zone``
    (``"graveyard"``, ``"exile"``, ``"hand"``) because of ``cause`` (the logged event
    saying why, if any), and that it died if a creature went to a graveyard (700.4)."""
    state.happenings.append(_new(LeftBattlefield, (pid, zone, cause)))
    if zone == "graveyard":
        perm = state.last_known.get(pid)
        if perm is not None and perm.is_creature:
            state.happenings.append(_new(Dies, (pid, cause)))


def unmatched(state: GameState) -> list[Happening]:
    """The happenings no triggered ability has been asked about yet, taken off the queue
    (``state.matched`` moves past them)."""
    happened = state.happenings
    start = state.matched
    if start == len(happened):
        return []
    state.matched = len(happened)
    return happened[start:]


_new = tuple.__new__
