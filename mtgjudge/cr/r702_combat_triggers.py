"""Combat keyword abilities that are triggered abilities (CR 702): battle cry, exalted,
bushido, flanking, rampage, afflict, annihilator, melee, myriad, mentor, training,
dethrone, renown, prowess, provoke.

Each answers the happenings that trigger it through its handlers (``on_attacks``
508.1a, ``on_blocks`` 509.1a, ``on_becomes_blocked`` 509.1h, ``on_damage_dealt`` 510.2,
``on_spell_cast`` 601.2; :mod:`mtgjudge.engine.happenings`) with the stack object it creates; what it does
is a :class:`~mtgjudge.cr.r405_stack.Resolution`. Each is registered in the keyword
table (:mod:`mtgjudge.abilities.keywords`), so Oracle text and keyword counters
(exalted, 122.1b) give them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from mtgjudge.cr import implements
from mtgjudge.cr import r603_triggered_abilities as r603
from mtgjudge.cr import r610_one_shot_effects as r610
from mtgjudge.cr import r701_keyword_actions as r701
from mtgjudge.abilities.requirements import BLOCK_IT, Requirement
from mtgjudge.cr.r603_triggered_abilities import add_delayed, defending_player
from mtgjudge.abilities.base import Ability
from mtgjudge.abilities import reading
from mtgjudge.abilities.keywords import keyword
from mtgjudge.messages import AllParts


def _label(ability: Ability, holder) -> str:
    """``"Exalted (Akrasan Squire)"``: the keyword capitalised however it was written
    (an ability granted as "have exalted"), so ids differ only by their holder."""
    return Ability.trigger_ids(ability, holder)[0]


def _fire(ability: Ability, holder, resolution, targets: tuple[str, ...] = ()):
    return (r603.trigger(holder, _label(ability, holder), ability.text or ability.name, resolution, targets),)


def _fire_targeted(ability: Ability, state, holder, legal, resolution):
    """``_fire`` with one target chosen among ``legal`` as it goes on the stack (603.3d)."""
    label = _label(ability, holder)
    return r603.targeted(holder, label, ability.text or ability.name, r603.pick_target(state, label, legal),
                         resolution)




# ---------------------------------------------------------------- the resolutions
@dataclass(frozen=True, slots=True)
class EachOtherAttacker:
    """Battle cry: each other attacking creature gets +1/+0 until end of turn (702.91a);
    which creatures is decided as it resolves (608.2h)."""

    def resolve(self, state, obj, log):
        for pid in list(state.combat.attacking):
            if pid != obj.source:
                r610.pump(state, obj, pid, 1, 0, (), "702.91a", log)


@dataclass(frozen=True, slots=True)
class RampageBonus:
    """Rampage N: +N/+N for each creature blocking it beyond the first, counted once as
    it resolves (702.23a-b)."""

    n: int

    @implements("702.23b")
    def resolve(self, state, obj, log):
        beyond = max(0, len(state.combat.blockers_of(obj.source)) - 1)
        if beyond:
            r610.pump(state, obj, obj.source, self.n * beyond, self.n * beyond, (), "702.23a", log)
        else:
            log.add("702.23a", "trigger.rampage_none", creature=obj.source)


@dataclass(frozen=True, slots=True)
class MeleeBonus:
    """Melee: +1/+1 for each opponent attacked with a creature this combat (702.121a)."""

    def resolve(self, state, obj, log):
        n = len({t for t in state.combat.attacking.values() if t in state.players})
        r610.pump(state, obj, obj.source, n, n, (), "702.121a", log)


@dataclass(frozen=True, slots=True)
class Sacrifice:
    """Annihilator N: ``player`` sacrifices N permanents (702.86a, 701.21a), those chosen
    in ``state.trigger_choices`` for this object, else the first N they control as
    listed (the ruling says which)."""

    player: str
    n: int

    @implements("701.21a")
    def check_choice(self, state, obj, picks):
        """A choice that isn't a permanent the player controls: they sacrifice their own (701.21a)."""
        from mtgjudge.messages import Text

        own = {p.id.casefold() for p in state.controlled_by(self.player)}
        bad = next((p for p in picks if p.casefold() not in own), None)
        if bad is None:
            return None
        return Text("choice.sacrifice_not_own", pick=bad, player=self.player, object=obj.id)

    def resolve(self, state, obj, log):
        own = [p.id for p in state.controlled_by(self.player)]
        chosen = r603.choice(state, obj)
        if chosen is not None:  # too few chosen: the first others listed make up N
            picks = list(dict.fromkeys(c for c in chosen if c in own))[: self.n]
            picks += [p for p in own if p not in picks][: self.n - len(picks)]
            log.add("702.86a", "trigger.sacrifice_chosen", player=self.player, count=self.n,
                    permanents=", ".join(picks) or "-")
        else:
            picks = own[: self.n]
            log.add("702.86a", "trigger.sacrifice_listed", player=self.player, count=self.n,
                    permanents=", ".join(picks) or "-")
        for pid in picks:
            r701.sacrifice(state, pid, log)


@dataclass(frozen=True, slots=True)
class MyriadCopies:
    """Myriad: for each opponent other than the defending player (``others``), its
    controller may create a token copy of the creature, tapped and attacking that player
    or a planeswalker they control; the tokens are exiled at end of combat (702.116a).

    The choices (``state.trigger_choices`` for this object) list what each copy attacks:
    one of ``others`` or a planeswalker one of them controls, at most one per opponent;
    an opponent not named gets no copy ("you may"). Without choices, each of ``others``
    is attacked by one copy. The copies are put onto the battlefield attacking, never
    declared (508.4, 508.4c): no attack trigger, cost or requirement applies to them.
    """

    others: tuple[str, ...] = ()

    @implements("702.116a", "707.2", "111.1", "508.4")
    def resolve(self, state, obj, log):
        from dataclasses import replace

        from mtgjudge.cr.r508_4_put_attacking import put_attacking

        if not self.others:
            log.add("702.116a", "trigger.myriad_none", creature=obj.source)
            return
        original = state.battlefield.get(obj.source) or state.last_known.get(obj.source)
        if original is None:  # no last known information to copy (707.2)
            return
        targets = self._targets(state, obj)
        tokens = []
        for player in self.others:
            target = targets.get(player)
            if target is None:
                log.add("702.116a", "trigger.myriad_declined", creature=obj.source, player=player,
                        controller=obj.controller)
                continue
            # A copy of the creature's copiable values (707.2): its card, as a token.
            token = put_attacking(state, replace(original.card, layout="token"), obj.controller, target,
                                  log, tapped=True)
            tokens.append(token.id)
        if tokens:
            add_delayed(state, r603.trigger(original, f"Myriad: exile the tokens ({obj.source})",
                                            "Exile the tokens at end of combat.", ExileAtEndOfCombat(tuple(tokens))))
            log.add("603.7", "trigger.myriad_delayed", creature=obj.source, tokens=AllParts(tokens))

    @implements("702.116a")
    def check_choice(self, state, obj, picks):
        """What is wrong with ``picks`` (see the class): a name that is the defending
        player or a planeswalker of theirs, neither another opponent nor a planeswalker
        one controls, or a second choice for the same opponent; None if nothing."""
        from mtgjudge.messages import Text

        others = ", ".join(self.others) or "-"
        defending = defending_player(state, obj.source)
        seen: dict[str, str] = {}
        for pick in picks:
            perm = state.battlefield.get(pick)
            player = pick if pick in state.players else (
                perm.controller if perm is not None and perm.is_type("Planeswalker") else None)
            if player is not None and player == defending:
                return Text("choice.myriad_defending", pick=pick, creature=obj.source, player=player,
                            others=others)
            if player not in self.others:
                return Text("choice.myriad_other", pick=pick, creature=obj.source, others=others)
            if player in seen:
                return Text("choice.myriad_twice", first=seen[player], second=pick, player=player)
            seen[player] = pick
        return None

    def _targets(self, state, obj) -> dict[str, str]:
        """Each opponent of ``others`` -> what its copy attacks (see the class)."""
        chosen = r603.choice(state, obj)
        if chosen is None:
            return {p: p for p in self.others}
        out: dict[str, str] = {}
        for t in chosen:
            perm = state.battlefield.get(t)
            player = t if t in self.others else (
                perm.controller if perm is not None and perm.is_type("Planeswalker") else None)
            if player in self.others and player not in out:
                out[player] = t
        return out


@dataclass(frozen=True, slots=True)
class ExileAtEndOfCombat:
    """Myriad's delayed triggered ability: exile the tokens (702.116a); one that already
    left the battlefield is not affected (603.7c)."""

    tokens: tuple[str, ...]

    @implements("603.7c")
    def resolve(self, state, obj, log):
        for pid in self.tokens:
            if pid in state.battlefield:
                r701.exile(state, pid, log)


@dataclass(frozen=True, slots=True)
class MentorCounter:
    """Mentor: a +1/+1 counter on the target attacking creature if its power is still
    less than the source's (608.2b; 702.134a)."""

    @implements("608.2b")
    def illegal_target(self, state, obj):
        target = obj.targets[0]
        source = state.battlefield.get(obj.source) or state.last_known.get(obj.source)
        perm = state.battlefield.get(target)
        if perm is None or target not in state.combat.attacking or source is None or perm.power >= source.power:
            return target
        return None

    def resolve(self, state, obj, log):
        r610.put_counters(state, obj, obj.targets[0], "+1/+1", 1, "702.134a", log)


@dataclass(frozen=True, slots=True)
class Renown:
    """Renown N: if it isn't renowned, N +1/+1 counters and it becomes renowned (702.112a)."""

    n: int

    def resolve(self, state, obj, log):
        perm = state.battlefield.get(obj.source)
        if perm is None or perm.renowned:  # 603.4: the "if" is checked again
            log.add("603.4", "trigger.condition_false", object=obj.id)
            return
        r610.put_counters(state, obj, obj.source, "+1/+1", self.n, "702.112a", log)
        perm.renowned = True
        log.add("702.112b", "trigger.renowned", creature=obj.source)


# ---------------------------------------------------------------- the keywords
@keyword()
class BattleCry(Ability):
    """Battle cry (702.91): whenever it attacks, each other attacking creature gets +1/+0."""

    name, rule = "battle cry", "702.91"
    rules = ("702.91b",)

    @implements("702.91a")
    def on_attacks(self, state, holder, h):
        return _fire(self, holder, EachOtherAttacker()) if h.creature == holder.id else ()


@keyword(counter=True)
class Exalted(Ability):
    """Exalted (702.83): whenever a creature its controller controls attacks alone
    (506.5, 702.83b), that creature gets +1/+1 until end of turn."""

    name, rule = "exalted", "702.83"
    rules = ("702.83b", "506.5")

    @implements("702.83a")
    def on_attacks(self, state, holder, h):
        if len(state.combat.attacking) != 1:
            return ()
        attacker = h.creature
        perm = state.battlefield.get(attacker)
        if perm is None or perm.controller != holder.controller:
            return ()
        return _fire(self, holder, r610.Pump((attacker,), power=1, toughness=1, rule="702.83a"))


@keyword()
class Flanking(Ability):
    """Flanking (702.25): whenever it becomes blocked by a creature without flanking, the
    blocking creature gets -1/-1 until end of turn."""

    name, rule = "flanking", "702.25"
    rules = ("702.25b",)

    @implements("702.25a")
    def on_blocks(self, state, holder, h):
        return self._blocked_by(state, holder, h.attacker, h.blocker)

    def on_put_blocking(self, state, holder, h):  # 509.3d: also a creature put onto the battlefield blocking it
        return self._blocked_by(state, holder, h.attacker, h.creature)

    def _blocked_by(self, state, holder, attacker, by):
        if attacker != holder.id:
            return ()
        blocker = state.battlefield.get(by)
        if blocker is None or any(isinstance(a, Flanking) for a in blocker.abilities):
            return ()
        return _fire(self, holder, r610.Pump((blocker.id,), power=-1, toughness=-1, rule="702.25a"))


@keyword()
class Melee(Ability):
    """Melee (702.121): whenever it attacks, +1/+1 for each opponent attacked this combat."""

    name, rule = "melee", "702.121"

    @implements("702.121a")
    def on_attacks(self, state, holder, h):
        return _fire(self, holder, MeleeBonus()) if h.creature == holder.id else ()


@keyword()
class Myriad(Ability):
    """Myriad (702.116): whenever it attacks, a token copy attacks each opponent other
    than the defending player (:class:`MyriadCopies`). The defending player is the one
    it attacks (508.5; in Two-Headed Giant one specific defending player, 805.10e), so
    its copies may attack that player's teammate; in a two-player game there is none:
    it resolves doing nothing. Each instance triggers separately (702.116b)."""

    name, rule = "myriad", "702.116"
    rules = ("702.116b",)

    @implements("702.116a", "805.10e")
    def on_attacks(self, state, holder, h):
        if h.creature != holder.id:
            return ()
        # Opponents are the players not on its team (102.3); only the player it attacks
        # is left out, not that player's teammates (805.10e).
        defending = r603.defending_player(state, holder.id)
        others = tuple(p for p in state.opponents(holder.controller) if p != defending)
        return _fire(self, holder, MyriadCopies(others))


@keyword()
class Mentor(Ability):
    """Mentor (702.134): whenever it attacks, a +1/+1 counter on target attacking creature
    with power less than its power. The target is chosen as it goes on the stack
    (603.3d, :func:`~mtgjudge.cr.r603_triggered_abilities.targeted`): the one in
    ``state.trigger_choices``, else the first listed; with no legal target it is removed
    from the stack."""

    name, rule = "mentor", "702.134"

    @implements("702.134a", "603.3d")
    def on_attacks(self, state, holder, h):
        if h.creature != holder.id:
            return ()
        legal = [pid for pid in state.combat.attacking
                 if pid in state.battlefield and state.battlefield[pid].power < holder.power]
        return _fire_targeted(self, state, holder, legal, MentorCounter())


@keyword()
class Training(Ability):
    """Training (702.149): whenever it and a creature with greater power attack, a +1/+1
    counter on it."""

    name, rule = "training", "702.149"

    @implements("702.149a")
    def on_attacks(self, state, holder, h):
        if h.creature != holder.id:
            return ()
        if not any(state.battlefield[pid].power > holder.power for pid in state.combat.attacking
                   if pid != holder.id and pid in state.battlefield):
            return ()
        return _fire(self, holder, r610.PutCounters((holder.id,), amount=1, rule="702.149a"))


@keyword()
class Dethrone(Ability):
    """Dethrone (702.105): whenever it attacks the player with the most life or tied for
    most life, a +1/+1 counter on it."""

    name, rule = "dethrone", "702.105"

    @implements("702.105a")
    def on_attacks(self, state, holder, h):
        if h.creature != holder.id:
            return ()
        target = h.target
        most = max(p.life for p in state.players.values() if not p.lost)
        if target not in state.players or state.players[target].life != most:
            return ()
        return _fire(self, holder, r610.PutCounters((holder.id,), amount=1, rule="702.105a"))


@keyword()
class Prowess(Ability):
    """Prowess (702.108): whenever its controller casts a noncreature spell, +1/+1 until
    end of turn (it reacts to :class:`~mtgjudge.engine.happenings.SpellCast`)."""

    name, rule = "prowess", "702.108"
    rules = ("702.108b",)

    @implements("702.108a")
    def on_spell_cast(self, state, holder, h):
        if h.player != holder.controller or h.creature:
            return ()
        return _fire(self, holder, r610.Pump((holder.id,), power=1, toughness=1, rule="702.108a"))


@keyword(form="numbered")
class Bushido(Ability):
    """Bushido N (702.45): whenever it blocks or becomes blocked, +N/+N until end of turn."""

    name, rule = "bushido", "702.45"
    rules = ("702.45b",)

    @implements("702.45a")
    def on_blocks(self, state, holder, h):
        return self._fire(holder) if r603.blocks_once(state, holder, h) else ()

    def on_becomes_blocked(self, state, holder, h):
        return self._fire(holder) if h.attacker == holder.id else ()

    def _fire(self, holder):
        return _fire(self, holder, r610.Pump((holder.id,), power=self.value, toughness=self.value,
                                             rule="702.45a"))


@keyword(form="numbered")
class Rampage(Ability):
    """Rampage N (702.23): whenever it becomes blocked, +N/+N for each blocker beyond the first."""

    name, rule = "rampage", "702.23"

    @implements("702.23a")
    def on_becomes_blocked(self, state, holder, h):
        return _fire(self, holder, RampageBonus(self.value)) if h.attacker == holder.id else ()


@keyword(form="numbered")
class Afflict(Ability):
    """Afflict N (702.130): whenever it becomes blocked, the defending player loses N life."""

    name, rule = "afflict", "702.130"
    rules = ("702.130b",)

    @implements("702.130a", "508.5")
    def on_becomes_blocked(self, state, holder, h):
        if h.attacker != holder.id:
            return ()
        defending = r603.defending_player(state, holder.id)
        return _fire(self, holder, r610.LoseLife((defending,), amount=self.value, rule="702.130a"))


@keyword(form="numbered")
class Annihilator(Ability):
    """Annihilator N (702.86): whenever it attacks, the defending player sacrifices N permanents."""

    name, rule = "annihilator", "702.86"
    rules = ("702.86b",)

    @implements("702.86a")
    def on_attacks(self, state, holder, h):
        if h.creature != holder.id:
            return ()
        return _fire(self, holder, Sacrifice(r603.defending_player(state, holder.id), self.value))


@keyword(form="numbered")
class RenownKeyword(Ability):
    """Renown N (702.112): when it deals combat damage to a player, if it isn't renowned,
    N +1/+1 counters and it becomes renowned."""

    name, rule = "renown", "702.112"

    @implements("702.112a", "603.4")
    def on_damage_dealt(self, state, holder, h):
        if not h.combat or h.source != holder.id or h.recipient not in state.players or holder.renowned:
            return ()
        return _fire(self, holder, Renown(self.value))


@keyword()
class Provoke(Ability):
    """Provoke (702.39a): whenever it attacks, its controller may have target creature the
    defending player controls untap and block it if able. The target is chosen as it goes
    on the stack (603.3d, :func:`~mtgjudge.cr.r603_triggered_abilities.targeted`): the one
    in ``state.trigger_choices``, else the first listed; "you may" is chosen as it
    resolves (603.5): an empty choice says no. Each instance
    triggers separately (702.39b)."""

    name, rule = "provoke", "702.39"
    rules = ("702.39b",)

    @implements("702.39a", "603.3d")
    def on_attacks(self, state, holder, h):
        if h.creature != holder.id:
            return ()
        defending = defending_player(state, holder.id)
        legal = [pid for pid in state.battlefield if _PROVOKED.legal(state, holder, pid, defending)]
        resolution = r603.Targeted(_PROVOKED, Provoked(holder.id, self.describe()), defending)
        return _fire_targeted(self, state, holder, legal, resolution)


#: Provoke's target: a creature the defending player controls (702.39a, 115.1).
_PROVOKED = r603.TargetSpec(controller="defending player")


@dataclass(frozen=True, slots=True)
class Provoked:
    """What provoke does to its target (702.39a), if its controller chooses to (603.5): it
    untaps, and blocks ``attacker`` this combat if able (:class:`MustBlock`, a requirement,
    509.1c). ``text``: the provoke ability's."""

    attacker: str
    text: str

    @implements("702.39a", "603.5")
    def resolve(self, state, obj, log):
        if r603.choice(state, obj) == ():
            log.add("603.5", "resolve.may_no", player=obj.controller, object=obj.id)
            return
        log.add("603.5", "resolve.may_yes", player=obj.controller, object=obj.id)
        # (continuous effects are loaded with the first one made)
        from mtgjudge.cr import r611_continuous_effects as ce

        target = obj.targets[0]
        r701.untap(state, target, log)
        group = f"{obj.id}|{target}|{state.next_timestamp}"  # its own group (613.6)
        ce.add(state, [ce.AddAbilities(obj.source, obj.text, ce.Objects((target,)), duration=r610.UNTIL_END_OF_TURN,
                                       group=group, abilities=(MustBlock(self.text, 0, self.attacker),))])
        log.add("702.39a", "trigger.provoked", creature=target, attacker=self.attacker)


@dataclass(frozen=True, slots=True)
class MustBlock(Ability):
    """"[It] blocks ``attacker`` this combat if able": a requirement on its holder (509.1c),
    given by an effect (provoke, 702.39a); ``text`` is the text of the ability that gave it."""

    attacker: str = ""
    name: ClassVar[str] = "blocks a creature if able"
    rule: ClassVar[str] = "509.1c"
    reading = reading.ruled("MustBlock")

    def block_requirements(self, state, holder, creatures):
        if self.attacker in state.combat.attacking and any(c is holder for c in creatures):
            yield Requirement(holder.id, BLOCK_IT, self.attacker, self.text, self.attacker)
