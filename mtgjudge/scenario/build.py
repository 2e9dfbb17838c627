"""Building the game a scenario describes, at the start of combat: its players, the
battlefield's entries (numbered copies, designations, attachments), ``effects`` and
``choices``, costs (:func:`build_game`; :func:`mtgjudge.scenario.play.judge` builds with
:func:`_build`, which also hands back what it found wrong).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping
from collections.abc import Set as AbstractSet
from typing import Any

from pydantic import ValidationError

from mtgjudge.scenario import triggers as scenario_triggers
from mtgjudge.errors import BoardError, ScenarioError, UnknownCardError
from mtgjudge.cards.model import Card
from mtgjudge.engine.game import Game, permanent_name
from mtgjudge.messages import AllParts, Quoted, Text
from mtgjudge.scenario.costs import apply_costs
from mtgjudge.scenario.load import Scenario, _dedupe, _Located, _pydantic_problem, _unknown_card
from mtgjudge.scenario.names import _Names
from mtgjudge.scenario.schema import PermanentSpec, PlayerSpec, ScenarioModel


def build_game(scn: Scenario, db: Any = None) -> Game:
    """The :class:`Game` at the start of combat that ``scn`` describes.

    Raises:
        ScenarioError: unknown player or card (with suggestions), undefined P/T, ...;
            every such problem of the board at once.
    """
    game, problems, left_off = _build(scn, db)
    names = _Names(game.state, scn.located, left_off)
    scenario_triggers.apply(game, scn.model.triggers, names)
    problems += names.problems
    if problems:
        raise ScenarioError(_dedupe(problems))
    return game


def _starting_life(name: str, teams: list[list[str]], players: Mapping[str, PlayerSpec]) -> int:
    """The life of a player whose ``life`` isn't given: 20 (103.4); on a Two-Headed Giant
    team, a teammate's given life (one shared total, 810.4), else the team's starting
    life (810.4, 810.11)."""
    from mtgjudge.engine.game import team_starting_life

    for team in teams:
        if name in team:
            given = [players[p].life for p in team if p in players and players[p].life is not None]
            return given[0] if given else team_starting_life(max(len(team), 2))
    return 20


def _build(scn: Scenario, db: Any = None) -> tuple[Game, list[tuple[str, str]], set[str]]:
    """The game as far as it can be built, every problem found on the way, and the
    names (casefolded) of the entries left off the board for a problem."""
    m, loc = scn.model, scn.located
    if m.active not in m.players:
        raise ScenarioError([(loc.where(("active",)),
                              Text("input.not_a_player", name=m.active, players=AllParts(m.players)))])
    players = {name: p or PlayerSpec() for name, p in m.players.items()}
    if players[m.active].left_game:  # 800.4j-k: no turn of theirs, so no combat of theirs
        raise ScenarioError([(loc.where(("players", m.active, "left_game")),
                              Text("input.active_left_game", player=m.active))])
    lives = {name: p.life if p.life is not None else _starting_life(name, m.teams, players)
             for name, p in players.items()}
    try:
        Game(lives, m.active, db=db)
    except BoardError as e:
        raise ScenarioError([(loc.where(("players",)), e.args[0])]) from None
    key = ("range_of_influence" if m.range_of_influence is not None
           else "attack_option" if m.attack_option != "multiple" else "teams")
    try:
        game = Game(lives, m.active, db=db, teams=m.teams, range_of_influence=m.range_of_influence,
                    attack_option=m.attack_option)
    except BoardError as e:
        raise ScenarioError([(loc.where((key,)), e.args[0])]) from None
    for name, p in players.items():
        game.set_poison(name, p.poison)
    for team in game.state.teams:  # 810.10: teammates share their poison counters
        if len({players[n].poison for n in team}) > 1:
            raise ScenarioError([(loc.where(("players", team[-1], "poison")),
                                  Text("board.team_poison", team=AllParts(team)))])
    problems: list[tuple[str, str]] = []
    if any(p.mana is not None for p in players.values()):
        from mtgjudge.scenario.stack import set_mana

        try:
            set_mana(game, {name: p.mana for name, p in players.items()}, loc.where)
        except ScenarioError as e:
            problems += e.problems
    left_off: set[str] = set()
    # First every entry's card, so that copies are numbered by their Oracle name
    # ("grizzly bears" and "Grizzly Bears" are two Grizzly Bears).
    entries: list[tuple[tuple[Any, ...], str, PermanentSpec, Card | None]] = []
    for controller, items in m.battlefield.items():
        if controller not in m.players:
            problems.append((loc.where(("battlefield", controller)),
                             Text("input.not_a_player", name=controller, players=AllParts(m.players))))
        for i, item in enumerate(items):
            spec = PermanentSpec(card=item) if isinstance(item, str) else item
            path = ("battlefield", controller, i)
            card = None
            if spec.card is not None:
                try:
                    card = game.card(spec.card)
                except UnknownCardError as e:
                    problems.append((loc.where(path), _unknown_card(e, loc, path)))
                    left_off.add((spec.id or spec.card).casefold())
                    continue
            if controller not in m.players:
                left_off.add((spec.id or spec.label()).casefold())
                continue
            entries.append((path, controller, spec, card))
    labels = [permanent_name(card) if card else (spec.name or "?") for _, _, spec, card in entries]
    counts = Counter(label for label, (_, _, spec, _) in zip(labels, entries) if not spec.id)
    taken = {spec.id for _, _, spec, _ in entries if spec.id}
    numbering: Counter[str] = Counter()
    placed: list[tuple[str, tuple[Any, ...], PermanentSpec]] = []
    for label, (path, controller, spec, card) in zip(labels, entries):
        pid = spec.id
        if pid is None and counts[label] > 1:
            numbering[label] += 1
            while f"{label} #{numbering[label]}" in taken:
                numbering[label] += 1
            pid = f"{label} #{numbering[label]}"
        # Every problem of the entry at once (5): those of its fields first, then adding
        # it without the fields found wrong, then its designations.
        found, gains, keywords = _entry_problems(spec, card, path, loc)
        custom = None
        if card is None and spec.name is not None and spec.card_fields():
            custom, more = _custom_card(game, spec, keywords, path, loc)
            found += more
        perm = None
        try:
            if custom is not None:
                perm = game.add(custom, controller, id=pid, tapped=spec.tapped, sick=spec.sick,
                                damage=spec.damage, counters=spec.counters)
            elif spec.card_fields():
                pass  # a custom card with problems (said above)
            elif card is not None:
                perm = game.add(card, controller, id=pid, tapped=spec.tapped, sick=spec.sick,
                                damage=spec.damage, counters=spec.counters, power=spec.power,
                                toughness=spec.toughness, protector=spec.protector, gains=gains)
            elif spec.name is not None and spec.power is not None and spec.toughness is not None:
                perm = game.add_creature(spec.name, controller, spec.power, spec.toughness,
                                         keywords=keywords, colors=spec.colors, subtypes=spec.subtypes, id=pid,
                                         tapped=spec.tapped, sick=spec.sick, damage=spec.damage,
                                         counters=spec.counters)
        except BoardError as e:
            found.append((loc.where(path), e.args[0]))
        if perm is not None:
            if spec.timestamp is not None:  # 613.7: when it entered, relative to the effects
                game.set_timestamp(perm.id, spec.timestamp)
            placed.append((perm.id, path, spec))
            found += _designations(game, perm.id, path, spec, loc)
        else:
            found += _designation_players(game, path, spec, loc)
        if found:
            problems += found
            left_off.add((pid or label).casefold())
    problems += _players_designations(game, m, players, loc)
    problems += _attachments_and_effects(game, m, loc, placed, left_off)
    players_named = _Names(game.state, loc, left_off)
    problems += [(loc.where(path), text) for path, text in apply_costs(game, m.costs, players_named.player)]
    return game, problems + players_named.problems, left_off


def _entry_problems(spec: PermanentSpec, card: Card | None, path: tuple[Any, ...],
                    loc: _Located) -> tuple[list[tuple[str, str]], list[str], list[str]]:
    """The problems of a battlefield entry's own fields (a real card's ``keywords``, a
    custom creature's ``gains`` or missing P/T, unknown keywords), and its ``gains`` and
    ``keywords`` without those found wrong, so that it can still be added to find the
    rest."""
    from mtgjudge.oracle import compile_keywords

    found: list[tuple[str, str]] = []
    if card is not None and (spec.keywords or spec.colors or spec.subtypes or spec.name):
        found.append((loc.where(path), Text("input.real_card_fields")))
    if card is not None and spec.card_fields():
        found.append((loc.where((*path, spec.card_fields()[0])), Text("input.real_card_text")))
    elif card is None and spec.name is None:
        found.append((loc.where(path), Text("input.card_or_name")))
    elif card is None:
        if spec.gains or spec.protector:
            found.append((loc.where(path), Text("input.custom_fields")))
        if (spec.power is None or spec.toughness is None) and not spec.card_fields():
            found.append((loc.where(path), Text("input.custom_pt")))  # (a custom card's: by its type)
    kept: dict[str, list[str]] = {}
    for field in ("gains", "keywords"):
        kept[field] = list(getattr(spec, field))
        # gains are a real card's field, keywords a custom creature's: the other is said above
        wrong_kind = card is None if field == "gains" else card is not None
        if wrong_kind:
            kept[field] = []
            continue
        try:
            compile_keywords(kept[field])
        except ValueError as e:
            found.append((loc.where((*path, field)), e.args[0]))
            kept[field] = []
    return found, kept["gains"], kept["keywords"]


def _custom_card(game: Game, spec: PermanentSpec, keywords: list[str], path: tuple[Any, ...],
                 loc: _Located) -> tuple[Card | None, list[tuple[str, str]]]:
    """The custom card a ``name:`` entry with ``text``, ``type_line``... describes
    (:func:`mtgjudge.cards.custom.custom_card`), or None, and every problem of its
    fields, each at its field; a real card's name needs ``custom: true``."""
    from mtgjudge.cards.custom import custom_card
    from mtgjudge.errors import MtgJudgeError

    assert spec.name is not None
    card, problems = custom_card(spec.name, text=spec.text or "", type_line=spec.type_line,
                                 supertypes=spec.supertypes, types=spec.types,
                                 subtypes=spec.subtypes or None,
                                 mana_cost=spec.mana_cost, colors=spec.colors or None, power=spec.power,
                                 toughness=spec.toughness, keywords=keywords)
    found = [(loc.where((*path, field)), text) for field, text in problems]
    if not spec.custom:
        try:
            real = game.find_card(spec.name)
        except MtgJudgeError:  # a damaged card database: said where a real card is looked up
            real = None
        if real is not None:
            found.insert(0, (loc.where((*path, "name")),
                             Text("custom.real_name", name=Quoted(real.name), card=real.name)))
    return (card if not found else None), found


def _designation_players(game: Game, path: tuple[Any, ...], spec: PermanentSpec,
                         loc: _Located) -> list[tuple[str, str]]:
    """For an entry that couldn't be added: the unknown players its ``goaded_by`` and
    ``commander_damage`` name (701.15a, 903.10a)."""
    from mtgjudge.names import unknown_player

    players = game.state.players
    folded = {p.casefold() for p in players}
    out = []
    for field, names, rule in (("goaded_by", spec.goaded_by, "701.15a"),
                               ("commander_damage", list(spec.commander_damage), "903.10a")):
        for name in names:
            if str(name).casefold() not in folded:
                out.append((loc.where((*path, field)), unknown_player(name, players, rule)))
    return out


def _designations(game: Game, pid: str, path: tuple[Any, ...], spec: PermanentSpec,
                  loc: _Located) -> list[tuple[str, str]]:
    """Mark a permanent as a commander (903.3) with its earlier commander damage
    (903.10a), and goaded (701.15); the problems found."""
    problems = []
    try:
        if spec.commander_damage and not spec.commander:
            raise BoardError(Text("input.commander_damage"))
        if spec.commander:
            game.set_commander(pid, spec.commander_damage)
    except BoardError as e:
        problems.append((loc.where((*path, "commander_damage" if spec.commander_damage else "commander")),
                         e.args[0]))
    try:
        if spec.goaded_by:
            game.goad(pid, *spec.goaded_by)
    except BoardError as e:
        problems.append((loc.where((*path, "goaded_by")), e.args[0]))
    return problems


def _players_designations(game: Game, m: ScenarioModel, players: Mapping[str, PlayerSpec],
                          loc: _Located) -> list[tuple[str, str]]:
    """The monarch (725), the initiative (726), and players who have left the game
    (800.4); the problems found."""
    problems = []
    for key in ("monarch", "initiative"):
        name = getattr(m, key)
        if name is not None:
            try:
                game.designate(**{key: name})
            except BoardError as e:
                problems.append((loc.where((key,)), e.args[0]))
    for name, p in players.items():
        if p.left_game:
            game.leave(name)
    return problems


def _attachments_and_effects(game: Game, m: ScenarioModel, loc: _Located,
                             placed: list[tuple[str, tuple[Any, ...], PermanentSpec]],
                             left_off: AbstractSet[str]) -> list[tuple[str, str]]:
    """Attach Auras and Equipment (``attached_to``), then add ``effects:``: continuous
    effects (CR 611.2), prevention and replacement effects (614-616) with ``choices``, and
    a spell's damage; the problems found (then no damage is dealt)."""
    names = _Names(game.state, loc, left_off)
    problems: list[tuple[str, str]] = []
    for pid, path, spec in placed:
        if spec.attached_to is not None:
            target = names(spec.attached_to, (*path, "attached_to"))
            if target not in game.state.battlefield:
                continue  # unknown (in names.problems) or left off
            try:
                game.attach(pid, target)
                if spec.timestamp is not None:
                    game.set_timestamp(pid, spec.timestamp)
            except BoardError as e:
                problems.append((loc.where((*path, "attached_to")), e.args[0]))
    layered = [i for i, entry in enumerate(m.effects) if _is_layered(game, entry)]
    effects, at, problems_read = _read_entries(game, m, names, loc, set(layered))
    # A continuous effect listed after a spell's damage began after it (611.2): added then.
    dealt_at = [i for e, i in zip(effects, at) if _deals_damage(e)]
    first_damage = dealt_at[0] if dealt_at else len(m.effects)

    def add(i: int) -> None:
        problems.extend(_add_layered(game, m.effects[i], ("effects", i), names, loc))

    for i in layered:
        if i < first_damage:
            add(i)
    later = [i for i in layered if i > first_damage]
    problems += problems_read + _read_choices(game, m, names, loc, effects)
    if problems or names.problems:
        for i in later:  # their problems too, in the same report; nothing is dealt
            add(i)
    else:
        _apply_effects(game, effects, at, later, add)
    return problems + names.problems


def _add_layered(game: Game, entry: Any, path: tuple, names: _Names, loc: _Located) -> list[tuple[str, str]]:
    """Add one ``effects:`` entry that is a continuous effect (611.2); its problems."""
    entry = {"card": entry} if isinstance(entry, str) else entry
    before = len(names.problems)
    from mtgjudge.oracle.effects import add_scenario_effect  # only for a scenario with effects

    problems: list[tuple[str, str]] = []
    try:
        add_scenario_effect(game, entry, lambda text, key, path=path: names(str(text), (*path, key)))
    except ValidationError as e:
        for err in e.errors():
            item = _pydantic_problem({**err, "loc": (*path, *err["loc"])})
            if item is not None:
                problems.append((loc.where(item[0]), item[1]))
    except (BoardError, UnknownCardError) as e:
        if len(names.problems) == before:  # not already said as an unknown name
            problems.append((loc.where(path), getattr(e, "text", None) or e.args[0]))
    return problems


def _deals_damage(effect: Any) -> bool:
    from mtgjudge.cr.r120_damage import Damage

    return isinstance(effect, Damage)


def _is_layered(game: Game, entry: Any) -> bool:
    """True if an ``effects:`` entry is a continuous effect (611, read by
    :mod:`mtgjudge.oracle.effects`) rather than a prevention or replacement effect
    (614-616, :mod:`mtgjudge.scenario.damage`): written out by hand, or a card whose
    text has one."""
    from mtgjudge.oracle.effects import has_continuous_effect, is_continuous_entry

    entry = {"card": entry} if isinstance(entry, str) else entry
    if not is_continuous_entry(entry):
        return False
    if "card" not in entry:
        return True
    try:
        return has_continuous_effect(game.card(str(entry["card"])))
    except UnknownCardError:
        return False  # said once, by the damage reader



def _unknown_effect(entry: Any) -> Text:
    """Why an ``effects`` entry was read by no reader: its card's text isn't an effect the
    engine models, or the entry is neither a card nor an effect written by hand."""
    card = entry if isinstance(entry, str) else entry.get("card") if isinstance(entry, dict) else None
    if isinstance(card, str):
        return Text("input.unknown_effect_card", card=card)
    return Text("input.unknown_effect_kind")


def _read_entries(game: Game, m: ScenarioModel, names: _Names, loc: _Located,
                  layered: AbstractSet[int]) -> tuple[list[Any], list[int], list[tuple[str, str]]]:
    """The scenario's ``effects`` that are prevention or replacement effects (614-616) or
    a spell's damage, each with the index of its entry, and the problems found in them
    (reported with the rest of the scenario's). ``layered``: the entries that are
    continuous effects (read by :mod:`mtgjudge.oracle.effects`)."""
    if not m.effects:
        return [], [], []  # and the effect modules aren't loaded
    from mtgjudge.scenario import damage as scenario_damage

    try:
        entries = [None if i in layered else entry for i, entry in enumerate(m.effects)]
        effects, others, at = scenario_damage.read_effects(entries, game, names, loc.where)
    except ScenarioError as e:
        return [], [], list(e.problems)
    problems = [(loc.where(("effects", i)), _unknown_effect(m.effects[i])) for i in others if i not in layered]
    return effects, at, problems


def _read_choices(game: Game, m: ScenarioModel, names: _Names, loc: _Located,
                  effects: list[Any]) -> list[tuple[str, str]]:
    """Set the scenario's ``choices`` (616.1, 615.7) in the game, their names checked
    against the effects in play and ``effects``; the problems found."""
    if not m.effects and m.choices is None:
        return []
    from mtgjudge.scenario import damage as scenario_damage
    from mtgjudge.cr.r120_damage import Damage
    from mtgjudge.cr.r616_interaction_of_replacement_effects import effects_in_play

    named = [e.name for e in effects_in_play(game.state)] + [e.name for e in effects if not isinstance(e, Damage)]
    try:
        order, shields = scenario_damage.read_choices(m.choices, named, names, loc.where)
    except ScenarioError as e:
        return list(e.problems)
    game.choose_effect_order(order, shields)
    return []


def _apply_effects(game: Game, effects: list[Any], at: list[int], later: list[int],
                   add: Callable[[int], None]) -> None:
    """Effects into the game in the order they resolved (the order of the list): a
    spell's damage (dealt now, in the beginning of combat step) meets the shields listed
    before it, and the continuous effects listed before it (``later``: the indexes of
    those listed after the first damage, added by ``add`` in their place)."""
    from mtgjudge.cr.r120_damage import Damage

    waiting = list(later)
    for effect, i in zip(effects, at):
        while waiting and waiting[0] < i:
            add(waiting.pop(0))
        if isinstance(effect, Damage):
            game.deal_damage(effect)
        else:
            game.add_replacement_effect(effect)
    for i in waiting:
        add(i)
