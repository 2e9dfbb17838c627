"""Happenings: typed records of what happened in the game, apart from the log.

The rules react to happenings, never to the log: a triggered ability's handler
(``on_attacks``, ``on_dies``...) is asked about each happening of its kind (603.2), the
ruling reads why a card left the battlefield from :class:`LeftBattlefield`, the caveats
who took part in the combat. The log (:mod:`mtgjudge.events`) stays what is shown: a
rule, a message key and its parameters, in any language.

Each happening is an immutable tuple (made on the hot path) whose ``handler`` names the
:class:`~mtgjudge.abilities.base.Ability` method that reacts to it. They are recorded, in
order, in ``GameState.happenings`` by :func:`mtgjudge.engine.bus.emit`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple, Union

if TYPE_CHECKING:
    from mtgjudge.engine.state import Step
    from mtgjudge.events import Event


class StepBegins(NamedTuple):
    """A step of the combat phase begins (500.1): ``step`` (a :class:`~mtgjudge.engine.state.Step`).
    "At end of combat" abilities trigger on the end of combat step's (511.2)."""

    step: Step
    handler = "on_step_begins"


class Attacks(NamedTuple):
    """``creature`` is declared as an attacking creature, attacking ``target`` (a player,
    or a planeswalker or battle id) (508.1a; its triggers, 508.3a)."""

    creature: str
    target: str
    handler = "on_attacks"


class Blocks(NamedTuple):
    """``blocker`` is declared as a blocking creature, blocking ``attacker`` (509.1a): one
    per pair ("blocks", 509.3a; "becomes blocked by a creature", 509.3d)."""

    blocker: str
    attacker: str
    handler = "on_blocks"


class BecomesBlocked(NamedTuple):
    """Attacking creature ``attacker`` becomes blocked (509.1h; 509.3c), once, however many
    block it; ``blocker``: the creature put onto the battlefield blocking it that made it
    so (509.4), else ``""``."""

    attacker: str
    blocker: str = ""
    handler = "on_becomes_blocked"


class Unblocked(NamedTuple):
    """Attacking creature ``attacker`` is unblocked as blockers are declared (509.1h; "attacks
    and isn't blocked", 509.3g)."""

    attacker: str
    handler = "on_unblocked"


class PutAttacking(NamedTuple):
    """``creature`` is put onto the battlefield attacking ``target`` (508.4): it was never
    declared as an attacker (508.3a doesn't apply)."""

    creature: str
    target: str
    handler = "on_put_attacking"


class PutBlocking(NamedTuple):
    """``creature`` is put onto the battlefield blocking ``attacker`` (509.4): it never
    "blocked", but ``attacker`` becomes blocked by a creature (509.3d)."""

    creature: str
    attacker: str
    handler = "on_put_blocking"


class DamageDealt(NamedTuple):
    """``source`` deals ``amount`` damage to ``recipient`` (a player or a permanent id)
    (120.3); ``combat``: combat damage (510.2), else noncombat damage (120.2b)."""

    source: str
    recipient: str
    amount: int
    combat: bool
    handler = "on_damage_dealt"


class LeftBattlefield(NamedTuple):
    """``permanent`` left the battlefield for ``zone`` (``"graveyard"``, ``"exile"`` or
    ``"hand"``): to a graveyard from the battlefield, a creature "dies" (700.4).
    ``cause``: the logged event saying why (a state-based action, 704.5; destroyed,
    701.8a; sacrificed, 701.21a...), or None when nothing in the game says why (a
    permanent a program or scenario takes off the battlefield)."""

    permanent: str
    zone: str
    cause: Event | None = None
    handler = "on_leaves_battlefield"


class Dies(NamedTuple):
    """Creature ``permanent`` died: it was put into a graveyard from the battlefield
    (700.4), right after its :class:`LeftBattlefield` (with the same ``cause``)."""

    permanent: str
    cause: Event | None = None
    handler = "on_dies"


class Entered(NamedTuple):
    """``permanent`` entered the battlefield under ``controller``'s control (a card or token
    put onto it, 110.2a, 111.1; a permanent spell resolving, 608.3a; "enters", 603.6a)."""

    permanent: str
    controller: str
    handler = "on_enters"


class SpellCast(NamedTuple):
    """``player`` cast ``spell`` (its id on the stack) (601.2); ``creature``: it is a creature
    spell."""

    player: str
    spell: str
    creature: bool = False
    handler = "on_spell_cast"


class AbilityActivated(NamedTuple):
    """``player`` activated an ability of ``source`` (602.2); ``ability``: its stack object's id."""

    player: str
    source: str
    ability: str
    handler = "on_ability_activated"


class AbilityTriggered(NamedTuple):
    """Triggered ability ``ability`` (its stack object's id), controlled by ``controller``,
    was put on the stack (603.3)."""

    ability: str
    controller: str
    handler = "on_ability_triggered"


class BecomesTarget(NamedTuple):
    """Permanent ``permanent`` became a target of the spell or ability ``object`` (its
    stack object's id), controlled by ``controller``, as it was put on the stack (115.1,
    601.2c, 602.2b, 603.3d)."""

    permanent: str
    object: str
    controller: str
    handler = "on_becomes_target"


class Unattached(NamedTuple):
    """Aura or Equipment ``permanent`` became unattached from ``target`` (a state-based
    action, 704.5n): what it was attached to when an event happened before then still
    counts for its triggers: a trigger event is checked as it happens (603.2)."""

    permanent: str
    target: str
    handler = "on_unattached"


#: Any happening.
Happening = Union[StepBegins, Attacks, Blocks, BecomesBlocked, Unblocked, PutAttacking, PutBlocking,
                  DamageDealt, LeftBattlefield, Dies, Entered, SpellCast, AbilityActivated, AbilityTriggered,
                  BecomesTarget, Unattached]
#: Every kind of happening.
KINDS: tuple[type, ...] = (StepBegins, Attacks, Blocks, BecomesBlocked, Unblocked, PutAttacking, PutBlocking,
                           DamageDealt, LeftBattlefield, Dies, Entered, SpellCast, AbilityActivated,
                           AbilityTriggered, BecomesTarget, Unattached)
#: The handlers of the abilities that react to happenings (``"on_attacks"``...).
HANDLERS: frozenset[str] = frozenset(k.handler for k in KINDS)
