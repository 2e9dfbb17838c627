"""CR 508.1g-j and 509.1d-f: costs to attack and to block.

Static abilities such as Ghostly Prison's ("Creatures can't attack you unless their
controller pays {2} for each creature they control that's attacking you") put a cost
on each attacking (or blocking) creature through the abilities' ``attack_cost`` and
``block_cost`` hooks. As attackers are declared the active player adds them up, the
total is locked in (508.1h), mana abilities may be activated (508.1i), and the whole
total is paid at once, or the declaration is illegal and nothing happens (508.1j, 733).

The engine has no mana system: a scenario states the mana each player's mana
abilities can make, by colour (``W U B R G C``), in the state's
:class:`~mtgjudge.cr.r118_costs.CostState`, and may say how a player pays
(:class:`~mtgjudge.cr.r118_costs.Payment`); without that the judge picks a payment. A
player is never required to pay to obey a requirement (508.1d, 509.1c):
:func:`free_targets` and :func:`free_blockers` give the attacks and blocks that count there.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from mtgjudge.abilities.base import Ability
from mtgjudge.cr import implements
from mtgjudge.cr.r118_costs import MANA, PHYREXIAN_LIFE, ManaCost, Payment, _mana_text
from mtgjudge.engine.bus import handlers, holders
from mtgjudge.errors import IllegalActionError, illegal
from mtgjudge.messages import TypeText

if TYPE_CHECKING:
    from mtgjudge.events import EventLog
    from mtgjudge.engine.state import GameState, Permanent

# --------------------------------------------------------------------------- the taxes
@dataclass(frozen=True, slots=True)
class AttackTax(Ability):
    """"Creatures can't attack you [or planeswalkers you control] unless their controller
    pays <cost> for each ..." (Ghostly Prison, Propaganda, Windborn Muse, Sphere of
    Safety, Norn's Annex, Baird), and "<creature> can't attack unless [its controller]
    pay[s] <cost>" (Brainwash, Phyrexian Marauder).

    Attributes:
        cost: the cost for one creature.
        protects: ``"you"`` (attacks on the holder's controller), ``"you+pw"`` (and on
            planeswalkers they control), ``"self"`` (the holder attacking anything),
            ``"attached"`` (the creature the holder, an Aura, enchants).
        per: what X counts: ``""`` (the cost is fixed), ``"enchantments"`` (enchantments
            the holder's controller controls), ``"+1/+1 counters"`` (on the creature).
        only_untapped: "As long as this creature is untapped, ..." (Archangel of Tithes).
    """

    cost: ManaCost = field(default_factory=ManaCost)
    protects: str = "you"
    per: str = ""
    only_untapped: bool = False
    name = "cost to attack"
    rule = "508.1h"

    def reading(self):
        """Whom it protects, the cost and what it counts."""
        from mtgjudge.abilities import reading

        return reading.attack_tax_reading(self)

    def attack_cost(self, state, holder, attacker, target):
        if self.only_untapped and holder.tapped:
            return None
        if self.protects == "self" and attacker.id != holder.id:
            return None
        if self.protects == "attached" and attacker.id != holder.attached_to:
            return None
        if self.protects in ("you", "you+pw"):
            you = holder.controller
            perm = state.battlefield.get(target)
            hit_pw = (self.protects == "you+pw" and perm is not None and perm.controller == you
                      and perm.is_type("Planeswalker"))
            if target != you and not hit_pw:
                return None
        return self.cost.times(_x(state, holder, attacker, self.per))


@dataclass(frozen=True, slots=True)
class BlockTax(Ability):
    """"As long as this creature is attacking, creatures can't block unless their
    controller pays <cost> for each of those creatures" (Archangel of Tithes, 509.1d)."""

    cost: ManaCost = field(default_factory=ManaCost)
    only_attacking: bool = False
    name = "cost to block"
    rule = "509.1d"

    def reading(self):
        """The cost to block, and when it applies."""
        from mtgjudge.abilities import reading

        return reading.block_tax_reading(self)

    def block_cost(self, state, holder, blocker):
        if self.only_attacking and holder.id not in state.combat.attacking:
            return None
        return self.cost


def _x(state: GameState, holder: Permanent, creature: Permanent, per: str) -> int:
    if per == "enchantments":
        return sum(1 for p in state.controlled_by(holder.controller) if p.is_type("Enchantment"))
    if per == "+1/+1 counters":
        return creature.counters.get("+1/+1", 0)
    return 1


@dataclass(frozen=True, slots=True)
class CantAttackUnlessDefenderControls(Ability):
    """"This creature can't attack unless defending player controls an Island" (Sea
    Serpent): a restriction (508.1c) that holds unless the defending player controls a
    permanent with ``subtype`` (or, with ``snow``, a snow land)."""

    subtype: str = ""
    snow: bool = False
    name = "can't attack unless"
    rule = "508.1c"

    def reading(self):
        """The restriction and what the defending player must control."""
        from mtgjudge.abilities import reading

        return reading.attack_unless_reading(self)

    def _ok(self, state: GameState, player: str) -> bool:
        for p in state.controlled_by(player):
            if self.snow and p.is_type("Land") and "Snow" in p.card.supertypes:
                return True
            if not self.snow and self.subtype in p.subtypes:
                return True
        return False

    def _rejection(self, state: GameState, creature: Permanent, defending: str) -> IllegalActionError:
        from mtgjudge.cr.r702_keywords import quoted

        what = TypeText("snow land" if self.snow else self.subtype)
        return quoted(state, self, creature.id, "508.1c", "attack.unless_defender_controls",
                      creature=creature.id, defending=defending, what=what)

    def restrict_attack(self, state, creature):
        # It can't attack at all when no defending player controls one (802.2a: each
        # attacked player is judged alone, in restrict_attack_target).
        defending = state.defending_players
        if any(self._ok(state, d) for d in defending):
            return None
        return self._rejection(state, creature, defending[0] if len(defending) == 1 else ", ".join(defending))

    def restrict_attack_target(self, state, creature, target):
        from mtgjudge.cr.r506_combat import defender_of

        defending = defender_of(state, target)
        if defending is None or self._ok(state, defending):
            return None
        return self._rejection(state, creature, defending)


# --------------------------------------------------------------------------- queries
def _taxers(state: GameState, hook: str) -> list[tuple[Permanent, Ability]]:
    """Each ability on the battlefield with its own ``hook``, and its holder."""
    return [(p, a) for p in holders(state, hook) for a in handlers(p, hook)]


@dataclass(frozen=True, slots=True)
class CostItem:
    """One creature's share of a total cost: ``creature`` pays ``cost`` for ``source``'s ``text``."""

    creature: str
    source: str
    text: str
    cost: ManaCost

    def describe(self) -> str:
        return f"{self.creature}: {self.cost.describe()} ({self.source})"


def _items(state: GameState, hook: str, asked: Iterable[tuple[str, tuple]]) -> list[CostItem]:
    """The costs each ability's ``hook`` puts on each ``(creature, extra hook arguments)``."""
    taxers = _taxers(state, hook)
    out: list[CostItem] = []
    if not taxers:
        return out
    for pid, args in asked:
        perm = state.battlefield[pid]
        for holder, a in taxers:
            cost = getattr(a, hook)(state, holder, perm, *args)
            if cost is not None and not cost.is_free:
                out.append(CostItem(pid, holder.id, a.describe(), cost))
    return out


def attack_cost_items(state: GameState, attackers: Iterable[tuple[str, str]]) -> list[CostItem]:
    """The costs to attack of each ``(creature, target)`` pair (508.1h), in order."""
    return _items(state, "attack_cost", ((pid, (target,)) for pid, target in attackers))


def block_cost_items(state: GameState, blockers: Iterable[str]) -> list[CostItem]:
    """The costs to block of each blocking creature (509.1d), in order."""
    return _items(state, "block_cost", ((pid, ()) for pid in blockers))


@implements("508.1d")
def free_targets(state: GameState, targets: Mapping[str, Sequence[str]]) -> dict[str, tuple[str, ...]]:
    """Of what each creature could attack (``targets``: creature id -> player names and
    planeswalker/battle ids), what it could attack without a cost; creatures with no
    such target are left out. Only these attacks count toward the most requirements
    obeyable: no one is required to pay to obey a requirement (508.1d). Each creature's
    cost depends only on it and what it attacks, so a declaration is free exactly when
    each of its attacks is."""
    taxers = _taxers(state, "attack_cost")
    if not taxers:
        return {pid: tuple(ts) for pid, ts in targets.items() if ts}
    out = {}
    for pid, ts in targets.items():
        perm = state.battlefield[pid]
        free = tuple(t for t in ts if all(_free(a.attack_cost(state, holder, perm, t))
                                          for holder, a in taxers))
        if free:
            out[pid] = free
    return out


def _free(cost: ManaCost | None) -> bool:
    return cost is None or cost.is_free


@implements("509.1c")
def free_blockers(state: GameState, blockers: Iterable[str]) -> set[str]:
    """The creatures of ``blockers`` that could block without a cost (509.1c)."""
    blockers = list(blockers)
    if not _taxers(state, "block_cost"):
        return set(blockers)
    return {pid for pid in blockers if not block_cost_items(state, [pid])}


def _total(items: Sequence[CostItem]) -> ManaCost:
    total = ManaCost()
    for item in items:
        total = total + item.cost
    return total


# --------------------------------------------------------------------------- paying
def _pay_symbols(cost: ManaCost, mana: Mapping[str, int],
                 by_life: int) -> tuple[dict[str, int], dict[str, int]] | None:
    """Pay the coloured and Phyrexian symbols of ``cost`` from ``mana``, ``by_life`` of
    the Phyrexian ones with life: the mana left and the mana used, or None if it can't."""
    if by_life > sum(n for _, n in cost.phyrexian):
        return None
    left, used = dict(mana), {}
    symbols = list(cost.colored)
    for c, n in cost.phyrexian:
        with_life = min(by_life, n)
        by_life -= with_life
        symbols.append((c, n - with_life))
    for c, n in symbols:
        if left.get(c, 0) < n:
            return None
        left[c] = left.get(c, 0) - n
        used[c] = used.get(c, 0) + n
    return left, used


def choose_payment(cost: ManaCost, mana: Mapping[str, int], life: int) -> Payment | None:
    """A payment of ``cost`` from ``mana`` and ``life``, or None if there is none: each
    coloured symbol from its colour, Phyrexian symbols with their colour while it lasts
    (else 2 life each, 107.4f, 119.4), generic mana from colorless first, then from the
    colours with the most left."""
    for by_life in range(sum(n for _, n in cost.phyrexian) + 1):
        paid = _pay_symbols(cost, mana, by_life)
        if paid is None or by_life * PHYREXIAN_LIFE > life:
            continue
        left, used = paid
        need = cost.generic
        for c in sorted(left, key=lambda c: (c != "C", -left[c])):
            take = min(need, left[c])
            used[c] = used.get(c, 0) + take
            need -= take
        if not need:
            return Payment.of(used, by_life * PHYREXIAN_LIFE)
    return None


def payment_pays(payment: Payment, cost: ManaCost) -> bool:
    """True if ``payment`` pays ``cost`` exactly: every coloured symbol with its colour,
    each Phyrexian symbol with its colour or 2 life, the rest as generic mana."""
    if payment.life % PHYREXIAN_LIFE:
        return False
    paid = _pay_symbols(cost, dict(payment.mana), payment.life // PHYREXIAN_LIFE)
    return paid is not None and sum(paid[0].values()) == cost.generic


def available_mana(state: GameState, player: str) -> dict[str, int]:
    """What ``player``'s mana abilities can still make for costs to attack or block
    (508.1i), by colour: their ``costs`` mana when it was stated (:meth:`Game.set_mana`),
    else the mana they can spend this combat (``Player.mana``: one pool for spells,
    abilities and these costs), else none."""
    if player not in dict(state.costs.available):
        pool = state.players[player].mana
        if pool is not None:
            return {c: pool.count(c) for c in MANA if c in pool}
    return state.costs.mana(player)


def _payment(state: GameState, player: str, total: ManaCost, rule: str,
             what: str, items: Sequence[CostItem]) -> Payment:
    """The payment ``player`` makes of ``total`` (their plan, or one the judge finds),
    or the rejection (508.1j, 509.1f)."""
    costs = state.costs
    mana = available_mana(state, player)
    life = state.players[player].life
    listed = "; ".join(i.describe() for i in items)
    plan = costs.plan(player)
    if plan is not None:
        short = {c: n - mana.get(c, 0) for c, n in plan.mana if n > mana.get(c, 0)}
        if short or plan.life > life or not payment_pays(plan, total):
            raise illegal(rule, f"{what}.bad_payment", player=player, payment=plan.describe(),
                          cost=total.describe(), items=listed, available=_mana_text(mana), life=life)
        return plan
    found = choose_payment(total, mana, life)
    if found is None:
        raise illegal(rule, f"{what}.cant_pay", player=player, cost=total.describe(), items=listed,
                      available=_mana_text(mana), life=life)
    return found


def _check(state: GameState, player: str, items: Sequence[CostItem], rule: str,
           what: str) -> IllegalActionError | None:
    if not items:
        return None
    try:
        _payment(state, player, _total(items), rule, what, items)
    except IllegalActionError as e:
        return e
    return None


def check_attack_costs(state: GameState, attackers: Sequence[tuple[str, str]]) -> IllegalActionError | None:
    """The rejection if the active player can't pay the total cost to attack with
    ``attackers`` (508.1h-j), else None."""
    return _check(state, state.active, attack_cost_items(state, attackers), "508.1j", "attack")


def check_block_costs(state: GameState, blockers: Iterable[str]) -> IllegalActionError | None:
    """The rejection if the defending player can't pay the total cost to block (509.1d-f)."""
    for player, theirs in _by_controller(state, blockers):
        rejection = _check(state, player, block_cost_items(state, theirs), "509.1f", "block")
        if rejection is not None:
            return rejection
    return None


def _by_controller(state: GameState, blockers: Iterable[str]) -> list[tuple[str, list[str]]]:
    """Blockers grouped by controller, in turn order: each defending player pays their
    own costs to block (509.1d, 802.4)."""
    groups: dict[str, list[str]] = {p: [] for p in state.players}
    for b in blockers:
        perm = state.battlefield.get(b)
        if perm is not None:
            groups[perm.controller].append(b)
    return [(p, bs) for p, bs in groups.items() if bs]


@implements("508.1g", "508.1h", "508.1i", "508.1j", "107.4f", "119.4")
def pay_attack_costs(state: GameState, attackers: Sequence[tuple[str, str]], log: EventLog) -> None:
    """Lock in and pay the total cost to attack (508.1h-j): mana spent from what the
    active player's mana abilities can make (508.1i), life for Phyrexian symbols.

    Raises:
        IllegalActionError: it can't be paid in full, or the chosen payment doesn't pay
            it (508.1j); ``state`` is then unspecified (callers work on a copy).
    """
    _pay(state, state.active, attack_cost_items(state, attackers), "508", "attack", log)


@implements("509.1d", "509.1e", "509.1f")
def pay_block_costs(state: GameState, blockers: Iterable[str], log: EventLog) -> None:
    """Lock in and pay the total cost to block (509.1d-f); raises as :func:`pay_attack_costs`."""
    for player, theirs in _by_controller(state, blockers):
        _pay(state, player, block_cost_items(state, theirs), "509", "block", log)


def _pay(state: GameState, player: str, items: Sequence[CostItem], step: str, what: str,
         log: EventLog) -> None:
    if not items:
        return
    total = _total(items)  # locked in: nothing below changes it (508.1h, 509.1d)
    rules = ("508.1h", "508.1j") if step == "508" else ("509.1d", "509.1f")
    log.add(rules[0], f"{what}.cost_total", player=player, cost=total.describe(),
            items="; ".join(i.describe() for i in items))
    payment = _payment(state, player, total, rules[1], what, items)
    if player in dict(state.costs.available) or state.players[player].mana is None:
        mana = state.costs.mana(player)
        for c, n in payment.mana:
            mana[c] -= n
        state.costs = state.costs.with_mana(player, mana).with_plan(player, None)
    else:  # paid from the mana they can spend this combat: less is left for spells (601.2h)
        left = list(state.players[player].mana or "")
        for c, n in payment.mana:
            for _ in range(n):
                left.remove(c)
        state.players[player].mana = "".join(left)
        state.costs = state.costs.with_plan(player, None)
    if payment.life:
        state.players[player].life -= payment.life
        state.status_changed()
    log.add(rules[1], f"{what}.cost_paid", player=player, cost=total.describe(),
            payment=payment.describe())
    if payment.life and state.teams:  # life paid comes off the team's total (810.9)
        from mtgjudge.cr.r810_two_headed_giant import share

        share(state, state.players[player], log)
