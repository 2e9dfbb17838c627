"""CR 506.3, 508.4: permanents put onto the battlefield attacking or blocking.

Such a creature is attacking (or blocking) but was never declared: nothing that triggers
on a creature attacking or blocking sees it (508.4), it pays no attack cost and no
requirement or restriction on declarations applies to it (508.4c). Its event is
``put.attacking`` / ``put.blocking``, never ``attack.declare`` / ``block.declare``.

When the rules say it isn't attacking or blocking after all (506.3a-g, 508.4a-b), it
still enters the battlefield; the ruling says why it isn't in combat.

Functions change the state they are given and log each event with its rule; callers
work on a copy when they need a take-back (see :meth:`mtgjudge.engine.game.Game.put_onto_battlefield`).
The Resolutions (:class:`PutOntoBattlefieldAttacking`, :class:`CreateTokensAttacking`,
:class:`CreateTokensBlocking`) are what spells and abilities that do this resolve to.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from mtgjudge.cards.model import COLORS, Card
from mtgjudge.cr import implements
from mtgjudge.cr.r506_combat import attackable, defender_of
from mtgjudge.engine.bus import emit
from mtgjudge.engine.happenings import BecomesBlocked, Entered, PutAttacking, PutBlocking
from mtgjudge.errors import AttackChoiceNeededError, BoardError, choice_needed, illegal
from mtgjudge.events import EventLog
from mtgjudge.input_limits import MAX_NAME_LENGTH, MAX_NUMBER, number_ok
from mtgjudge.messages import AllParts, Text
from mtgjudge.names import unknown_player, unused_id
from mtgjudge.engine.state import AFTER_BLOCKERS, GameState, Permanent, Step

if TYPE_CHECKING:
    from mtgjudge.cr.r405_stack import StackObject

#: The most permanents one move puts onto the battlefield.
MAX_ENTERING = 100


@dataclass(frozen=True, slots=True)
class TokenSpec:
    """A token's characteristics as the effect that creates it states them (111.4).

    Attributes:
        name: e.g. ``"Cat Soldier"`` (its subtypes plus "Token" when an effect names none).
        power, toughness: whole numbers. colors: letters from ``WUBRG``.
        types: card types (default ``("Creature",)``). subtypes: e.g. ``("Cat", "Soldier")``.
        keywords: e.g. ``("vigilance",)`` (any keyword :func:`mtgjudge.oracle.compile_keywords` knows).

    Example:
        >>> TokenSpec("Cat Soldier", 1, 1, ("W",), subtypes=("Cat", "Soldier"), keywords=("vigilance",)).card().type_line
        'Token Creature — Cat Soldier'
    """

    name: str
    power: int | None = None
    toughness: int | None = None
    colors: tuple[str, ...] = ()
    types: tuple[str, ...] = ("Creature",)
    subtypes: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()

    def card(self) -> Card:
        """The token's characteristics as a :class:`Card` (layout ``"token"``).

        Raises:
            BoardError: a name longer than the input limit, a colour not in WUBRG, or a
                power/toughness that isn't a whole number within the limits.
        """
        if not isinstance(self.name, str) or len(self.name) > MAX_NAME_LENGTH:
            raise BoardError(Text("board.name", name=str(self.name)[:40], limit=MAX_NAME_LENGTH))
        for what, n in (("power", self.power), ("toughness", self.toughness)):
            if n is not None and (not isinstance(n, int) or isinstance(n, bool)):
                raise BoardError(Text("board.whole", permanent=self.name, what=what, value=repr(n)))
            if n is not None and not number_ok(n):
                raise BoardError(Text("board.too_large", permanent=self.name, what=what, limit=MAX_NUMBER))
        bad = [c for c in self.colors if c not in COLORS]
        if bad:
            raise BoardError(Text("board.colors", permanent=self.name, bad=", ".join(bad)))
        line = "Token " + " ".join(self.types) + (" — " + " ".join(self.subtypes) if self.subtypes else "")
        return Card(name=self.name, colors=tuple(self.colors), types=tuple(self.types),
                    subtypes=tuple(self.subtypes),
                    power=None if self.power is None else str(self.power),
                    toughness=None if self.toughness is None else str(self.toughness),
                    keywords=tuple(self.keywords), layout="token", type_line=line)


def is_token(perm: Permanent) -> bool:
    """True if ``perm`` is a token (111.1)."""
    return perm.card.layout == "token"


def free_id(state: GameState, name: str) -> str:
    """An id for a permanent called ``name`` entering now: the name itself if no player,
    permanent, or permanent that left this combat has it, else ``"Name #2"``,
    ``"Name #3"``... (ids already in combat are never renamed)."""
    return unused_id({*state.battlefield, *state.players, *state.graveyard, *state.exile, *state.hand}, name)


def new_permanent(state: GameState, card: Card | TokenSpec, controller: str, *,
                  id: str | None = None, tapped: bool = False) -> Permanent:
    """A permanent of ``card`` (a real card, or a token by its characteristics) for
    ``controller``, not yet on the battlefield. Its abilities are read from its Oracle
    text (a token's from its keywords); a planeswalker gets its loyalty counters, a
    battle its defense counters and an opponent as protector (306.5b, 310.4b, 310.11a).
    It is summoning sick (302.6).

    Raises:
        BoardError: unknown controller, colour or keyword; an id already in use; a
            creature whose power or toughness isn't a number.
    """
    if controller not in state.players:
        raise BoardError(unknown_player(controller, state.players, "110.2"))
    if isinstance(card, TokenSpec):
        try:
            abilities, not_modeled = state.reader.compile_keywords(list(card.keywords)), ()
        except ValueError as e:
            raise BoardError(e.args[0]) from None
        card = card.card()
    else:
        compiled = state.reader.compile_card(card)
        abilities, not_modeled = compiled.abilities, compiled.not_modeled
    pid = id or free_id(state, card.name.split(" // ")[0])
    if pid in state.battlefield or pid in state.players:
        raise BoardError(Text("board.duplicate_id", permanent=pid))
    power, toughness = _number(card.power), _number(card.toughness)
    if "Creature" in card.types and (power is None or toughness is None):
        raise BoardError(Text("board.pt", permanent=pid, power=card.power, toughness=card.toughness))
    counters: dict[str, int] = {}
    protector = None
    if "Planeswalker" in card.types:
        counters["loyalty"] = _number(card.loyalty) or 0
    if "Battle" in card.types:
        counters["defense"] = _number(card.defense) or 0
        protector = (state.opponents(controller) or [p for p in state.players if p != controller])[0]
    perm = Permanent(pid, card, controller, controller, abilities, not_modeled, power, toughness,
                     tapped, True, 0, counters)
    perm.protector = protector
    return perm


def _number(value: str | None) -> int | None:
    try:
        return int(value) if value is not None else None
    except ValueError:
        return None


@implements("111.1", "110.2a", "608.3a")
def enter(state: GameState, perm_or_card: Permanent | Card | TokenSpec, controller: str,
          log: EventLog, *, id: str | None = None, tapped: bool = False,
          spell: str | None = None) -> Permanent:
    """Put a permanent onto the battlefield under ``controller``'s control (110.2a),
    creating it first if it is a token (111.1), with a new timestamp (613.7d).
    ``spell``: the id of the permanent spell resolving into it (608.3a), which its event
    names.

    Raises:
        BoardError: as :func:`new_permanent`.
    """
    if isinstance(perm_or_card, Permanent):
        perm = perm_or_card
        if perm.id in state.battlefield or perm.id in state.players:
            raise BoardError(Text("board.duplicate_id", permanent=perm.id))
        perm.controller, perm.tapped = controller, tapped or perm.tapped
    else:
        perm = new_permanent(state, perm_or_card, controller, id=id, tapped=tapped)
    perm.timestamp = state.timestamp()
    state.put(perm)
    entered = (perm.id, controller)
    if spell is not None:
        emit(state, log, Entered, entered, "608.3a", "stack.permanent_enters", spell=spell, permanent=perm.id,
             controller=controller)
        return perm
    token = is_token(perm)
    key = ("put.token" if token else "put.enters") + ("_tapped" if perm.tapped else "")
    emit(state, log, Entered, entered, "111.1" if token else "110.2a", key, permanent=perm.id, controller=controller)
    return perm


# ------------------------------------------------------------------ attacking (508.4)

def _check_target_name(state: GameState, target: str) -> None:
    """Refuse (BoardError) a target that names nothing this game knows."""
    known = target in state.players or target in state.battlefield or target in state.graveyard \
        or target in state.exile
    if not known:
        raise BoardError(Text("put.unknown_target", target=target))


@implements("508.4")
def choose_target(state: GameState, creature: str, attacking: str | None) -> str:
    """What a creature put onto the battlefield attacking attacks: ``attacking`` when
    the effect (or its controller) says, else the one thing it can attack (508.4).

    Raises:
        AttackChoiceNeededError: ``attacking`` is None and there are several choices
            (``put.choose_target``, with ``choices``).
        BoardError: ``attacking`` names no player or permanent of this game.
    """
    if attacking is not None:
        _check_target_name(state, attacking)
        return attacking
    choices = attackable(state)
    if len(choices) != 1:
        raise choice_needed(AttackChoiceNeededError, "508.4", "put.choose_target", creature=creature, options=list(choices),
                      choices=choices)
    return choices[0]


@implements("506.3b", "506.3c", "508.4a", "508.4b")
def _not_attacking(state: GameState, perm: Permanent, target: str) -> tuple[str, str] | None:
    """``(rule, key)`` saying why ``perm`` isn't an attacking creature although an
    effect puts it (or says it is) attacking ``target``; None if it is attacking."""
    if perm.is_type("Battle"):
        return "506.3f", "put.battle_creature"
    if not perm.is_creature:
        return "506.3a", "put.noncreature"
    if perm.controller not in state.attacking_players:  # the active team's, 805.10a
        return "506.3b", "put.not_attacking_player"
    defending = state.defending_players  # every opponent, or the one of 803 (802.2)
    if target in state.players:
        player = state.players[target]
        if player.left_game or player.lost:
            return "506.3c", "put.player_gone"
        if target not in defending:
            return "508.4", "put.not_defending"
        return None
    other = state.battlefield.get(target)
    if other is None:
        return "506.3c", "put.target_left"
    if other.is_type("Planeswalker") and other.controller in defending:
        return None
    if other.is_type("Battle") and other.protector in defending:
        return None
    if other.is_type("Planeswalker") or other.is_type("Battle"):
        return "508.4a", "put.target_not_defending"
    return "506.3c", "put.target_not_attackable"


@implements("508.4", "508.4c", "508.4d", "506.3d", "511.3")
def _attack(state: GameState, perm: Permanent, target: str, log: EventLog, rule: str) -> bool:
    """Make ``perm`` attack ``target`` if the rules let it; log either way."""
    why = _not_attacking(state, perm, target)
    if why is not None:
        key = why[1] if rule == "508.4" else "become.not_attacking"  # it didn't just enter
        log.add(why[0], key, creature=perm.id, target=target, controller=perm.controller,
                active=state.active)
        return False
    if rule == "508.4":
        emit(state, log, PutAttacking, (perm.id, target), rule, "put.attacking", creature=perm.id, target=target)
    else:
        log.add(rule, "become.attacking", creature=perm.id, target=target)
    if state.step in AFTER_BLOCKERS:
        log.add("506.3d", "put.unblocked", creature=perm.id)
    if state.step is Step.END_OF_COMBAT:
        # The engine's end of combat step is over (511.3): it leaves combat at once.
        log.add("511.3", "put.end_of_combat", creature=perm.id)
        return True
    state.combat.attacking[perm.id] = target
    state.status_changed()
    defender = defender_of(state, target)
    if defender is not None:  # the defending player it attacks (802.2a)
        state.combat.defenders[perm.id] = defender
    return True


def put_attacking(state: GameState, perm_or_card: Permanent | Card | TokenSpec, controller: str,
                  attacking: str | None, log: EventLog, *, tapped: bool = False,
                  id: str | None = None) -> Permanent:
    """Put a permanent onto the battlefield attacking (508.4, 506.3a-d, 506.3f).

    Args:
        perm_or_card: a :class:`Permanent` not on the battlefield, a :class:`Card`, or a
            :class:`TokenSpec` (a token is created, 111.1).
        controller: who it enters under the control of.
        attacking: what it attacks (a player name, or a planeswalker/battle id), or None
            for its controller's choice when there is only one (508.4).
        tapped: "tapped and attacking". id: its id (default: its name, numbered if taken).

    It enters in any case. It is an attacking creature unless it isn't a creature
    (506.3a), is a battle (506.3f), its controller isn't the attacking player (506.3b),
    or what it would attack is a player no longer in the game, a permanent that left,
    or isn't a planeswalker or battle of a defending player (506.3c, 508.4a). Put
    attacking once blockers are declared, it is unblocked (506.3d, 508.4d).

    Returns:
        The permanent (on the battlefield).

    Raises:
        IllegalActionError: combat hasn't begun; several things could be attacked and
            ``attacking`` doesn't say which (508.4).
        BoardError: as :func:`new_permanent`; ``attacking`` names nothing in the game.
        ``state`` is unchanged when either is raised.
    """
    _check_begun(state)
    name = perm_or_card.id if isinstance(perm_or_card, Permanent) else (id or perm_or_card.name)
    target = choose_target(state, name, attacking)
    perm = enter(state, perm_or_card, controller, log, id=id, tapped=tapped)
    _attack(state, perm, target, log, "508.4")
    return perm


@implements("506.3g", "508.4b")
def become_attacking(state: GameState, pid: str, attacking: str | None, log: EventLog) -> bool:
    """An effect says permanent ``pid`` (on the battlefield) is attacking (508.4,
    508.4b); it isn't declared. A battle doesn't become an attacking creature: that part
    of the effect does nothing (506.3g). Returns True if it is now attacking.

    Raises:
        IllegalActionError, BoardError: as :func:`put_attacking`; unknown ``pid``.
    """
    _check_begun(state)
    perm = _on_battlefield(state, pid)
    target = choose_target(state, pid, attacking)
    if pid in state.combat.attacking:
        return True
    if perm.is_type("Battle"):
        log.add("506.3g", "become.battle", permanent=pid, what="attacking")
        return False
    return _attack(state, perm, target, log, "508.4b")


# ------------------------------------------------------------------ blocking (506.3e)

@implements("506.3e")
def _not_blocking(state: GameState, perm: Permanent, attacker: str) -> tuple[str, str] | None:
    if perm.is_type("Battle"):
        return "506.3f", "put.battle_creature"
    if not perm.is_creature:
        return "506.3a", "put.noncreature"
    if attacker not in state.combat.attacking or state.step is Step.END_OF_COMBAT:
        return "506.3e", "put.attacker_gone"
    defender = state.combat.defenders.get(attacker)
    if defender is not None:  # its defending player, or a teammate (802.2a, 805.10d)
        return None if defender in state.team_of(perm.controller) else ("506.3e", "put.not_blocking")
    target = state.combat.attacking[attacker]
    other = state.battlefield.get(target) if target is not None else None
    if target == perm.controller or (other is not None and (
            (other.is_type("Planeswalker") and other.controller == perm.controller)
            or (other.is_type("Battle") and other.protector == perm.controller))):
        return None
    return "506.3e", "put.not_blocking"


@implements("509.1h")
def _block(state: GameState, perm: Permanent, attacker: str, log: EventLog, rule: str) -> bool:
    why = _not_blocking(state, perm, attacker)
    if why is not None:
        key = why[1] if rule == "506.3" else "become.not_blocking"  # it didn't just enter
        log.add(why[0], key, creature=perm.id, attacker=attacker, target=attacker,
                controller=perm.controller, active=state.active)
        return False
    if rule == "506.3":  # put onto the battlefield blocking: 509.4 says what it blocks
        emit(state, log, PutBlocking, (perm.id, attacker), "509.4", "put.blocking", creature=perm.id,
             attacker=attacker)
    else:
        log.add(rule, "become.blocking", creature=perm.id, attacker=attacker)
    state.combat.blocking[perm.id] = (attacker,)
    state.status_changed()
    if attacker not in state.combat.blocked:
        state.combat.blocked.add(attacker)
        emit(state, log, BecomesBlocked, (attacker, perm.id), "509.1h", "put.makes_blocked", attacker=attacker,
             blocker=perm.id)
    return True


def put_blocking(state: GameState, perm_or_card: Permanent | Card | TokenSpec, controller: str,
                 blocking: str, log: EventLog, *, tapped: bool = False,
                 id: str | None = None) -> Permanent:
    """Put a permanent onto the battlefield blocking attacking creature ``blocking``.

    It enters in any case. It is a blocking creature unless it isn't a creature
    (506.3a), is a battle (506.3f), or ``blocking`` isn't attacking its controller, a
    planeswalker they control or a battle they protect (506.3e). It wasn't declared as
    a blocker (nothing that triggers on blocking sees it), and the attacker becomes
    blocked if it wasn't (509.1h).

    Raises:
        IllegalActionError: combat hasn't begun.
        BoardError: as :func:`new_permanent`; ``blocking`` names nothing in the game.
    """
    _check_begun(state)
    _check_target_name(state, blocking)
    perm = enter(state, perm_or_card, controller, log, id=id, tapped=tapped)
    _block(state, perm, blocking, log, "506.3")
    return perm


def become_blocking(state: GameState, pid: str, blocking: str, log: EventLog) -> bool:
    """An effect says permanent ``pid`` blocks ``blocking``; a battle doesn't become a
    blocking creature (506.3g). Returns True if it is now blocking."""
    _check_begun(state)
    perm = _on_battlefield(state, pid)
    _check_target_name(state, blocking)
    if perm.is_type("Battle"):
        log.add("506.3g", "become.battle", permanent=pid, what="blocking")
        return False
    return _block(state, perm, blocking, log, "509.1h")


def _check_begun(state: GameState) -> None:
    if not state.combat.begun:
        raise illegal("506.3", "put.no_combat")


def _on_battlefield(state: GameState, pid: str) -> Permanent:
    perm = state.battlefield.get(pid)
    if perm is None:
        raise BoardError(Text("effect.unknown_target", target=pid))
    return perm


# ------------------------------------------------------------------ resolutions

@dataclass(frozen=True, slots=True)
class PutOntoBattlefieldAttacking:
    """Resolution: "put [card] onto the battlefield [tapped and] attacking" (ninjutsu,
    702.49c). The card enters under the resolving object's controller's control.

    Attributes:
        card: the card. attacking: what it attacks (None: its controller's only choice,
            508.4). tapped: "tapped and attacking". id: its id (default: its name).
    """

    card: Card
    attacking: str | None = None
    tapped: bool = True
    id: str | None = None

    def resolve(self, state: GameState, obj: StackObject, log: EventLog) -> None:
        put_attacking(state, self.card, obj.controller, self.attacking, log, tapped=self.tapped, id=self.id)


@dataclass(frozen=True, slots=True)
class CreateTokensAttacking:
    """Resolution: "create N [token]s that are [tapped and] attacking" (111.1, 508.4).

    Attributes:
        token: the tokens' characteristics. count: how many. attacking: what they
            attack (None: their controller's only choice, 508.4). tapped.
    """

    token: TokenSpec
    count: int = 1
    attacking: str | None = None
    tapped: bool = False

    @implements("508.4")
    def check_choice(self, state: GameState, obj: StackObject, picks: tuple[str, ...]) -> Text | None:
        """A choice of what the tokens attack that they can't attack (508.4): not a
        defending player, nor a planeswalker or battle of one; None if all can be."""
        if self.attacking is not None:
            return None
        options = attackable(state)
        folded = {o.casefold() for o in options}
        bad = next((p for p in picks if p.casefold() not in folded), None)
        if bad is None:
            return None
        return Text("choice.not_attackable", pick=bad, object=obj.id, creature=self.token.name,
                    options=list(options))

    @implements("508.4")
    def resolve(self, state: GameState, obj: StackObject, log: EventLog) -> None:
        target = self.attacking
        if target is None:
            target = attack_choice(state, obj, self.token.name, log)
        for _ in range(self.count):
            put_attacking(state, self.token, obj.controller, target, log, tapped=self.tapped)


def attack_choice(state: GameState, obj: StackObject, token: str, log: EventLog) -> str | None:
    """What tokens ``obj`` creates attacking attack when the effect doesn't say: with
    one choice, that one (None); with several, its controller chooses (508.4): the
    first of the choices given for ``obj`` (``state.trigger_choices``, ignoring case)
    that can be attacked, else the first one listed (the ruling says which)."""
    from mtgjudge.cr import r603_triggered_abilities as r603

    options = attackable(state)
    if len(options) < 2:
        return None
    folded = {o.casefold(): o for o in options}
    given = [folded[c.casefold()] for c in r603.choice(state, obj) or () if c.casefold() in folded]
    params = {"object": obj.id, "creature": token, "player": obj.controller, "options": AllParts(options)}
    if given:
        log.add("508.4", "put.choice_chosen", target=given[0], **params)
        return given[0]
    log.add("508.4", "put.choice_listed", target=options[0], **params)
    return options[0]


@dataclass(frozen=True, slots=True)
class CreateTokensBlocking:
    """Resolution: "create N [token]s that are blocking [that creature]" (111.1, 506.3e).

    Attributes:
        token: the tokens' characteristics. blocking: the attacking creature's id.
        count: how many. tapped.
    """

    token: TokenSpec
    blocking: str
    count: int = 1
    tapped: bool = False

    def resolve(self, state: GameState, obj: StackObject, log: EventLog) -> None:
        for _ in range(self.count):
            put_blocking(state, self.token, obj.controller, self.blocking, log, tapped=self.tapped)



# ------------------------------------------------------------------ the Game's move

@dataclass(frozen=True, slots=True)
class PutOntoBattlefield:
    """Move (see :meth:`mtgjudge.engine.game.Game.put_onto_battlefield`): ``count`` permanents
    of ``card`` (a token for a :class:`TokenSpec`) enter under ``controller``'s control,
    attacking ``attacking`` (``True``: what its controller chooses when there is only
    one choice, 508.4), blocking ``blocking``, or neither; then state-based actions (704.3).
    """

    card: Card | TokenSpec
    controller: str
    attacking: str | bool | None = None
    blocking: str | None = None
    tapped: bool = False
    id: str | None = None
    count: int = 1

    def apply(self, state: GameState, log: EventLog) -> None:
        from mtgjudge.cr import r704_state_based_actions

        if not isinstance(self.count, int) or isinstance(self.count, bool) or not 1 <= self.count <= MAX_ENTERING:
            raise BoardError(Text("put.count", count=repr(self.count), limit=MAX_ENTERING))
        if self.attacking not in (None, False) and self.blocking is not None:
            raise BoardError(Text("put.one_way"))
        for i in range(self.count):
            pid = self.id if i == 0 else None
            if self.attacking not in (None, False):
                target = None if self.attacking is True else str(self.attacking)
                put_attacking(state, self.card, self.controller, target, log, tapped=self.tapped, id=pid)
            elif self.blocking is not None:
                put_blocking(state, self.card, self.controller, self.blocking, log, tapped=self.tapped, id=pid)
            else:
                _check_begun(state)
                enter(state, self.card, self.controller, log, id=pid, tapped=self.tapped)
        r704_state_based_actions.check(state, log)  # then a player gets priority: e.g. "becomes blocked" (509.3c-d)
