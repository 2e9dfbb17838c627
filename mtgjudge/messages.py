"""English message templates, one per event or rejection key.

The engine never builds sentences: it emits a key and parameters, and this table (the
source catalog for translations) turns them into text. ``{name}`` fields are filled
with :meth:`str.format`.
"""

from __future__ import annotations

from typing import Any, Self

#: key -> template, or (singular, plural, name of the count parameter) for messages
#: whose wording depends on a number (Spanish "1 punto de daño" / "3 puntos de daño").
MESSAGES: dict[str, str | tuple[str, str, str]] = {
    # 506-507 combat phase
    "combat.begin": "The combat phase begins; {active} is the attacking player and {defending} the defending player.",
    # 508 declare attackers
    "attack.declare": "{creature} attacks {target}.",
    "attack.tap": "{creature} becomes tapped as it attacks.",
    "attack.vigilance": "{creature} attacks without tapping (vigilance).",
    "attack.none": "No creatures attack, so the declare blockers and combat damage steps are skipped.",
    # 508 rejections
    "attack.not_yours": "{creature} can't attack: it is controlled by {controller}, not by the attacking player {active}.",
    "attack.not_creature": "{creature} can't attack: only creatures can attack.",
    "attack.battle": "{creature} can't attack: it is a battle.",
    "attack.tapped": "{creature} can't attack: it is tapped.",
    "attack.sick": "{creature} can't attack: it hasn't been under {controller}'s control continuously since the turn began and has no haste.",
    "attack.defender": "{creature} can't attack: it has defender.",
    "attack.cant": "{creature} can't attack (its Oracle text: \"{text}\").",
    "attack.bad_target": "{creature} can't attack {target}: only the defending player, a planeswalker they control, or a battle they protect can be attacked.",
    "attack.own_battle": "{creature} can't attack {target}: a battle's protector can't attack it.",
    "attack.alone": "{creature} can't attack alone: another creature must attack too.",
    "attack.too_many": ("No more than {limit} creature can attack each combat ({permanent}), but {count} are declared.",
                        "No more than {limit} creatures can attack each combat ({permanent}), but {count} are declared.", "limit"),
    "attack.requirements": ("This attack obeys {obeyed} of the requirements to attack, but {possible} can be obeyed without breaking a restriction. Not obeyed: {unmet}.",
                            "This attack obeys {obeyed} of the requirements to attack, but {possible} can be obeyed without breaking a restriction. Not obeyed: {unmet}.", "possible"),
    "attack.twice": "{creature} is declared as an attacker twice.",
    "attack.unknown": "There is no permanent called {creature} on the battlefield.",
    "attack.wrong_step": "Attackers are declared only at the start of combat; the game is at the {step} step.",
    # 509 declare blockers
    "block.declare": "{blocker} blocks {attacker}.",
    "block.blocked": "{attacker} is blocked.",
    "block.unblocked": "{attacker} is unblocked.",
    "block.not_yours": "{blocker} can't block: it is controlled by {controller}, not by the defending player {defending}.",
    "block.not_creature": "{blocker} can't block: only creatures can block.",
    "block.battle": "{blocker} can't block: it is a battle.",
    "block.tapped": "{blocker} can't block: it is tapped.",
    "block.not_attacking": "{blocker} can't block {attacker}: {attacker} is not an attacking creature.",
    "block.too_many": ("{blocker} can block only {limit} creature but is declared blocking {count}.",
                       "{blocker} can block only {limit} creatures but is declared blocking {count}.", "limit"),
    "block.none_chosen": "{blocker} is declared as a blocker but blocks no creature.",
    "block.twice": "{blocker} is declared blocking {attacker} twice.",
    "block.flying": "{blocker} can't block {attacker}: {attacker} has flying and {blocker} has neither flying nor reach.",
    "block.menace": "{attacker} has menace and can't be blocked except by two or more creatures; only one creature blocks it.",
    "block.two_or_more": "{attacker} can't be blocked except by two or more creatures; only one creature blocks it.",
    "block.n_or_more": ("{attacker} can't be blocked except by {n} or more creatures; only {count} creature blocks it.",
                        "{attacker} can't be blocked except by {n} or more creatures; only {count} creatures block it.",
                        "count"),
    "block.shadow": "{blocker} can't block {attacker}: a creature with shadow can be blocked only by creatures with shadow.",
    "block.shadow_blocker": "{blocker} can't block {attacker}: a creature with shadow can block only creatures with shadow.",
    "block.horsemanship": "{blocker} can't block {attacker}: {attacker} has horsemanship and {blocker} doesn't.",
    "block.fear": "{blocker} can't block {attacker}: {attacker} has fear, so only artifact creatures and black creatures can block it.",
    "block.intimidate": "{blocker} can't block {attacker}: {attacker} has intimidate, so only artifact creatures and creatures that share a color with it can block it.",
    "block.skulk": "{blocker} can't block {attacker}: {attacker} has skulk and {blocker} has greater power.",
    "block.landwalk": "{blocker} can't block {attacker}: {attacker} has {keyword} and {defending} controls {land_type}.",
    "block.alone": "{blocker} can't block alone: another creature must block too.",
    "block.too_many_blockers": ("No more than {limit} creature can block each combat ({permanent}), but {count} are declared.",
                                "No more than {limit} creatures can block each combat ({permanent}), but {count} are declared.", "limit"),
    "block.requirements": ("This block obeys {obeyed} of the requirements to block, but {possible} can be obeyed without breaking a restriction. Not obeyed: {unmet}.",
                           "This block obeys {obeyed} of the requirements to block, but {possible} can be obeyed without breaking a restriction. Not obeyed: {unmet}.", "possible"),
    "block.evades": "{blocker} can't block {attacker} (its Oracle text: \"{text}\").",
    "block.limited": "{blocker} can't block {attacker} ({blocker}'s Oracle text: \"{text}\").",
    "block.max_one": "{attacker} can't be blocked by more than one creature; {count} block it.",
    "block.cant": "{blocker} can't block (its Oracle text: \"{text}\").",
    "block.unblockable": "{blocker} can't block {attacker}: {attacker} can't be blocked.",
    "block.unknown": "There is no permanent called {name} on the battlefield.",
    "block.wrong_step": "Blockers are declared only after attackers; the game is at the {step} step.",
    # 510 combat damage
    "damage.step_first": "First-strike combat damage step: only creatures with first strike or double strike assign combat damage.",
    "damage.step_regular": "Combat damage step.",
    "damage.step_second": "Second combat damage step: creatures without first strike, and those with double strike, assign combat damage.",
    "damage.assign": ("{source} assigns {amount} damage to {recipient}.",
                      "{source} assigns {amount} damage to {recipient}.", "amount"),
    "damage.no_power": "{source} has power {power} and assigns no combat damage.",
    "damage.nothing_to_hit": "{source} assigns no combat damage: it is blocked but no creature is blocking it any longer.",
    "damage.blocking_nothing": "{source} assigns no combat damage: the creatures it was blocking have left combat.",
    "damage.no_target": "{source} assigns no combat damage: what it was attacking has left combat.",
    "damage.dealt": ("{source} deals {amount} damage to {recipient}.",
                     "{source} deals {amount} damage to {recipient}.", "amount"),
    # 510 rejections
    "assign.wrong_step": "Combat damage is assigned only in a combat damage step; the game is at the {step} step.",
    "assign.not_assigning": "{source} doesn't assign combat damage in this step.",
    "assign.total": ("{source} must assign exactly {power} combat damage (its power); the assignment totals {total}.",
                     "{source} must assign exactly {power} combat damage (its power); the assignment totals {total}.", "power"),
    "assign.loyalty_first": "{source} can assign damage to {recipient} only once {planeswalker} is assigned damage equal to its loyalty ({loyalty}); it is assigned {assigned}.",
    "assign.attacks_nothing": "{source} attacks nothing any longer (what it was attacking left combat), so it can assign combat damage only to the creatures blocking it, not to {recipient}.",
    "assign.not_whole": "{source} can assign only whole numbers of damage, not {amount} to {recipient}.",
    "assign.recipient_left": "{source} can't assign damage to {recipient}: it has left the battlefield, and with it combat.",
    "assign.unknown_recipient": "{source} can't assign damage to {recipient}: there is no such player or permanent.",
    "assign.twice": "{source} is given two damage assignments; give it one.",
    "assign.negative": "{source} can't assign a negative amount of damage ({amount} to {recipient}).",
    "assign.unblocked_elsewhere": "{source} is unblocked and assigns all its combat damage to {target}, not to {recipient}.",
    "assign.blocked_to_player": "{source} is blocked and has no trample, so it assigns combat damage only to the creatures blocking it, not to {recipient}.",
    "assign.not_blocking": "{recipient} isn't blocking {source}, so {source} can't assign damage to it.",
    "assign.trample_planeswalker": "{source} is attacking {target}, so none of its combat damage can be assigned to {recipient}, even with trample.",
    "assign.blocker_to_player": "{source} is blocking, so it assigns combat damage only to the creatures it blocks, not to {recipient}.",
    "assign.not_blocked_by": "{recipient} isn't blocked by {source}, so {source} can't assign damage to it.",
    "assign.trample_not_lethal": ("{source} can assign damage to {recipient} only once every creature blocking it is assigned lethal damage; {blocker} is assigned {assigned} damage but lethal damage for it is {lethal}.",
                                  "{source} can assign damage to {recipient} only once every creature blocking it is assigned lethal damage; {blocker} is assigned {assigned} damage but lethal damage for it is {lethal}.", "assigned"),
    "assign.trample_wrong_target": "{source} can assign its excess damage only to what it is attacking ({target}), not to {recipient}.",
    "assign.no_first_strike_step": "There is no first-strike combat damage step in this combat: no attacking or blocking creature has first strike or double strike.",
    "assign.choice_needed": ("{source} must have its combat damage assignment stated: it can divide {power} damage among {options}.",
                             "{source} must have its combat damage assignment stated: it can divide {power} damage among {options}.", "power"),
    "assign.unknown_source": "{source} is not an attacking or blocking creature.",
    # 120.3 results of damage
    "result.life_loss": ("{player} loses {amount} life ({life} left).",
                         "{player} loses {amount} life ({life} left).", "amount"),
    "result.poison": ("{player} gets {amount} poison counter ({poison} in all).",
                      "{player} gets {amount} poison counters ({poison} in all).", "amount"),
    "result.toxic": ("{player} gets {amount} poison counter from {source}'s toxic ({poison} in all).",
                     "{player} gets {amount} poison counters from {source}'s toxic ({poison} in all).", "amount"),
    "result.loyalty": ("{amount} loyalty counter is removed from {permanent} ({loyalty} left).",
                       "{amount} loyalty counters are removed from {permanent} ({loyalty} left).", "amount"),
    "result.minus_counters": ("{amount} -1/-1 counter is put on {permanent} (now {power}/{toughness}).",
                              "{amount} -1/-1 counters are put on {permanent} (now {power}/{toughness}).", "amount"),
    "result.marked": ("{amount} damage is marked on {permanent} ({damage} in all, toughness {toughness}).",
                      "{amount} damage is marked on {permanent} ({damage} in all, toughness {toughness}).", "amount"),
    "result.lifelink": ("{player} gains {amount} life from {source}'s lifelink ({life} life).",
                        "{player} gains {amount} life from {source}'s lifelink ({life} life).", "amount"),
    "result.siege_defeated": "The last defense counter was removed from {permanent}: its Siege ability triggers.",
    "siege.exiled": "{permanent}'s Siege ability resolves: it is exiled, and {controller} may cast it transformed without paying its mana cost (that choice isn't modeled).",
    "result.defense": ("{amount} defense counter is removed from {permanent} ({defense} left).",
                       "{amount} defense counters are removed from {permanent} ({defense} left).", "amount"),
    # 704 state-based actions
    "sba.life": "{player} has {life} life and loses the game.",
    "sba.poison": "{player} has {poison} poison counters and loses the game.",
    "sba.toughness": "{permanent} has toughness {toughness} and is put into its owner's graveyard.",
    "sba.lethal": ("{permanent} has {damage} damage marked and toughness {toughness}: it is destroyed.",
                   "{permanent} has {damage} damage marked and toughness {toughness}: it is destroyed.", "damage"),
    "sba.deathtouch": "{permanent} was dealt damage by a source with deathtouch: it is destroyed.",
    "sba.indestructible": "{permanent} would be destroyed but it is indestructible.",
    "sba.loyalty": "{permanent} has 0 loyalty and is put into its owner's graveyard.",
    "sba.defense": "{permanent} has 0 defense and is put into its owner's graveyard.",
    "sba.counters": ("{amount} +1/+1 counter and {amount} -1/-1 counter are removed from {permanent}.",
                     "{amount} +1/+1 counters and {amount} -1/-1 counters are removed from {permanent}.", "amount"),
    "sba.removed_from_combat": "{permanent} left the battlefield and is removed from combat.",
    "game.won": "{player} wins the game.",
    "game.draw": "All players lost at the same time: the game is a draw.",
    "game.over": "The game is over; nothing more can be declared.",
    # 511 end of combat
    "combat.end": "End of combat: all creatures, planeswalkers and battles are removed from combat.",
    # Words used inside other messages (translated when rendered).
    "term.step.beginning of combat": "beginning of combat",
    "term.step.declare attackers": "declare attackers",
    "term.step.declare blockers": "declare blockers",
    "term.step.first-strike combat damage": "first-strike combat damage",
    "term.step.combat damage": "combat damage",
    "term.step.end of combat": "end of combat",
    "term.land_type.Plains": "a Plains",
    "term.land_type.Island": "an Island",
    "term.land_type.Swamp": "a Swamp",
    "term.land_type.Mountain": "a Mountain",
    "term.land_type.Forest": "a Forest",
    "term.land_type.Desert": "a Desert",
    "term.keyword.plainswalk": "plainswalk",
    "term.keyword.islandwalk": "islandwalk",
    "term.keyword.swampwalk": "swampwalk",
    "term.keyword.mountainwalk": "mountainwalk",
    "term.keyword.forestwalk": "forestwalk",
    "term.keyword.desertwalk": "desertwalk",
    "term.land_type.snow Plains": "a snow Plains",
    "term.land_type.snow Island": "a snow Island",
    "term.land_type.snow Swamp": "a snow Swamp",
    "term.land_type.snow Mountain": "a snow Mountain",
    "term.land_type.snow Forest": "a snow Forest",
    "term.land_type.snow land": "a snow land",
    "term.land_type.nonbasic land": "a nonbasic land",
    "term.land_type.legendary land": "a legendary land",
    "term.keyword.snow plainswalk": "snow plainswalk",
    "term.keyword.snow islandwalk": "snow islandwalk",
    "term.keyword.snow swampwalk": "snow swampwalk",
    "term.keyword.snow mountainwalk": "snow mountainwalk",
    "term.keyword.snow forestwalk": "snow forestwalk",
    "term.keyword.snow landwalk": "snow landwalk",
    "term.keyword.nonbasic landwalk": "nonbasic landwalk",
    "term.keyword.legendary landwalk": "legendary landwalk",
    "term.counter.loyalty": "loyalty",
    "term.counter.defense": "defense",
    "term.counter.+1/+1": "+1/+1",
    "term.counter.-1/-1": "-1/-1",
    "term.counter.charge": "charge",
    "term.counter.level": "level",
    "term.counter.flying": "flying",
    "term.counter.first strike": "first strike",
    "term.counter.double strike": "double strike",
    "term.counter.deathtouch": "deathtouch",
    "term.counter.haste": "haste",
    "term.counter.hexproof": "hexproof",
    "term.counter.indestructible": "indestructible",
    "term.counter.lifelink": "lifelink",
    "term.counter.menace": "menace",
    "term.counter.reach": "reach",
    "term.counter.shadow": "shadow",
    "term.counter.trample": "trample",
    "term.counter.vigilance": "vigilance",
    "term.counter.shield": "shield",
    "term.counter.stun": "stun",
    # The ruling's own words.
    "ui.final_state": "Final state:",
    "ui.not_modeled": "Not modeled (this text was not applied):",
    "ui.illegal": "ILLEGAL",
    "ui.reversed": "The illegal action is reversed; the game is as it was before it.",
    "ui.warning": "Warning",
    "ui.player": ("{name}: {life} life", "{name}: {life} life", "life"),
    "ui.poison": ("{poison} poison counter", "{poison} poison counters", "poison"),
    "ui.lost": "lost the game",
    "ui.damage": ("{damage} damage", "{damage} damage", "damage"),
    "ui.tapped": "tapped",
    "ui.counters": ("{count} {counter} counter", "{count} {counter} counters", "count"),
    "ui.graveyard": "{permanent} went to the graveyard",
    "ui.exile": "{permanent} was exiled",
    "ui.card.loyalty": "loyalty {n}",
    "ui.card.defense": "defense {n}",
    "ui.card.colors": "colors: {colors}",
    "ui.card.colorless": "colorless",
    "ui.card.oracle": "Oracle text:",
    "ui.card.abilities": "Abilities modeled:",
    "ui.card.none": "(none)",
    "ui.card.not_modeled": "Not modeled:",
    "ui.card.all_modeled": "(nothing: every line is modeled)",
    "ui.card.split": "Split card (CR 709.4): its characteristics are both halves' combined; mana value {n}.",
    "ui.card.split_missing": "Split card (CR 709.4), but this card data has only its first half, {half}: the colours, mana value and text shown are that half's alone. For both halves, build the card database from a Scryfall or MTGJSON file: mtgjudge data build --from FILE",
    "ui.card.by_counters": "Shown with no counters: its level or station lines apply once it has enough level or charge counters (give them in a scenario, e.g. counters: {{level: 3}}).",
    "ui.no_summary": "(no summary of this rule itself: the engine doesn't cite it.)",
    "why.question": "Why not {question}?",
    "why.legal": "That would be legal too.",
    "why.same": "That is the play as declared, and it is legal.",
    "why.no_step": "The play never reaches the step where that would be declared.",
    # Input errors: scenario files and board set-up (not rules rejections).
    "input.unknown_card": "Unknown card \"{name}\".",
    "input.unknown_card_suggest": "Unknown card \"{name}\". Did you mean {suggestions}?",
    "input.unknown_name": "\"{name}\" is not a player or a permanent on the battlefield.",
    "input.unknown_name_suggest": "\"{name}\" is not a player or a permanent on the battlefield. Did you mean {suggestions}?",
    "input.ambiguous": "\"{name}\" is ambiguous: say which, {choices} (in YAML, put a name with ` #` in quotes: a # after a space starts a comment)",
    "input.not_a_player": "\"{name}\" is not one of the players ({players})",
    "input.not_in_combat": "\"{name}\" neither attacks nor blocks in this scenario, so it assigns no combat damage (510.1)",
    "input.nothing_to_block": "no creature attacks, so there is nothing to block (508.8)",
    "input.choice_needed": "{message} Add it under `assign` ({rule}).",
    "input.choice_needed_second": "{message} Its `assign` entry was used in the first-strike step: give that one under `assign_first_strike` and this one under `assign` ({rule}).",
    "input.duplicate_key": "\"{key}\" is given twice in the same mapping (YAML would silently keep only the last one)",
    "input.not_yaml": "not valid YAML: {problem}",
    "input.not_a_mapping": "a scenario is a mapping with keys active, players, battlefield, attack, block, assign",
    "input.unreadable": "can't read the file: {reason}",
    "input.not_utf8": "can't read the file: it isn't UTF-8 text (byte {byte}); save it as UTF-8",
    "input.unknown_field": "unknown field",
    "input.whole_number": "should be a whole number",
    "input.text": "should be text",
    "input.true_false": "should be true or false",
    "input.at_least": "should be {ge} or more",
    "input.required": "is required",
    "input.mapping": "should be a mapping",
    "input.list": "should be a list",
    "input.shape_battlefield": "should be an Oracle name, or a mapping such as {{card: NAME, tapped: true}} or {{name: NAME, power: P, toughness: T}}",
    "input.shape_block": "should be the name of the attacking creature it blocks, or a list of names",
    "input.shape_players": "should be a mapping such as {{life: 20, poison: 0}}",
    "input.shape_why": "should be a mapping with one of attack, block, assign, assign_first_strike, such as {{assign: {{Elvish Regrower: {{Helpful Hunter: 4}}}}}}",
    "input.one_question": "a question gives exactly one of attack, block, assign, assign_first_strike",
    "input.negative_counters": "counter count for {kind} can't be negative ({n})",
    "input.hint_hash": " (a # after a space starts a YAML comment: put names such as `\"Grizzly Bears #2\"` in quotes)",
    "input.hint_comma": " (inside {{ }} or [ ], a comma separates entries: quote names that contain a comma)",
    "input.real_card_fields": "a real card takes its name, colours and keywords from its Oracle text; use `name:` for a custom creature",
    "input.custom_fields": "a custom creature takes `keywords`, not `gains`, and has no `protector`",
    "input.custom_pt": "a custom creature needs power and toughness",
    "input.card_or_name": "give `card:` (an Oracle name) or `name:` with power and toughness",
    "board.same_names": "player names must be different: {players}",
    "board.life": "{player}'s life must be a whole number, not {life} (CR 119.1)",
    "board.two_players": "mtgjudge judges two-player games: give exactly two players (CR 506.2; multiplayer, 506.2a, is not supported yet)",
    "board.active": "active player \"{active}\" is not one of the players ({players})",
    "board.begun": "permanents can be added only before combat begins",
    "board.whole": "{permanent}: {what} must be a whole number, not {value}",
    "board.negative": "{permanent}: damage and counters can't be negative (CR 120.6, 122.1)",
    "board.unknown_player": "unknown player \"{player}\"; players are {players}",
    "board.duplicate_id": "\"{permanent}\" already names a permanent or player; give another id",
    "board.damage_noncreature": "{permanent} isn't a creature: damage is marked only on creatures (CR 120.3e)",
    "board.unknown_keyword": "\"{item}\" is not a keyword the engine models ({known}) nor one of the static abilities it models (e.g. \"attacks each combat if able\", \"can't block\")",
    "board.colors": "{permanent}: colours are written W, U, B, R, G (CR 105.1), not {bad}",
    "board.legend_rule": "{player} would control two legendary permanents named \"{name}\": the legend rule (CR 704.5j) makes them choose one and put the other into the graveyard; put only the one they keep on the battlefield",
    "board.pt": "{permanent} has power/toughness {power}/{toughness}: give its power and toughness (CR 208.2)",
    "board.loyalty": "{permanent}: give its loyalty counters (CR 306.5b)",
    "board.defense": "{permanent}: the card data has no defense for it; give its defense counters (CR 310.4b)",
    "board.protector": "unknown protector \"{player}\" for {permanent}",
    "board.siege": "{permanent} is a Siege: its protector must be an opponent of its controller (CR 310.11a)",
    "board.not_battle": "{permanent} isn't a battle, so it has no protector (CR 310.8)",
    "board.instant": "{card} is an instant card: instants can't enter the battlefield, so it can't be a permanent (CR {rule})",
    "board.sorcery": "{card} is a sorcery card: sorceries can't enter the battlefield, so it can't be a permanent (CR {rule})",
    "board.command_zone": "{card} ({type_line}) is a casual-variant card that stays in the command zone: it is never a permanent (CR {rule})",
    "board.not_permanent": "{card} ({type_line}) has no permanent type (artifact, battle, creature, enchantment, land or planeswalker), so it can't be on the battlefield (CR {rule})",
    "name.ambiguous": "\"{name}\" is ambiguous: say which, {choices}",
    "board.back_face": " (a double-faced card on the battlefield with its back face up is named by that face: \"{face}\")",
    "ui.input_problems": "the scenario has problems:",
    "term.or": " or ",
    "input.with_hint": "{message}{hint}",
    "input.raw": "{text}",
    "warn.game_over": "The game ended as combat began, so nothing was declared.",
    "warn.unused_after_first": "assign: {permanent} assigned its damage in the first-strike step (from assign_first_strike) and none after it, so its assign entry was not used.",
    "warn.unused_assign": "assign: {permanent} assigned no combat damage, so its assignment was not used.",
    "warn.unused_first_strike": "assign_first_strike: {permanent} assigned no first-strike combat damage, so its assignment was not used.",
    # Quotation marks of the language, around a name or a phrase (a Quoted parameter).
    "term.quote": "\"{text}\"",
    "requirement.own": "{creature} (\"{text}\")",
    "requirement.other": "{creature} ({source}: \"{text}\")",
    "ui.not_a_rule": "\"{number}\" is not a rule of the current Comprehensive Rules",
    # `mtgjudge card`: the words of a type line (subtypes stay as printed) and keywords.
    "ui.card.type_order": "{supertypes} {types} {head}",
    "term.card_type.Artifact": "Artifact",
    "term.card_type.Battle": "Battle",
    "term.card_type.Creature": "Creature",
    "term.card_type.Enchantment": "Enchantment",
    "term.card_type.Instant": "Instant",
    "term.card_type.Kindred": "Kindred",
    "term.card_type.Land": "Land",
    "term.card_type.Planeswalker": "Planeswalker",
    "term.card_type.Sorcery": "Sorcery",
    "term.supertype.Basic": "Basic",
    "term.supertype.Basic.feminine": "Basic",
    "term.supertype.Legendary": "Legendary",
    "term.supertype.Legendary.feminine": "Legendary",
    "term.supertype.Snow": "Snow",
    "term.supertype.Snow.feminine": "Snow",
    "term.supertype.World": "World",
    "term.supertype.World.feminine": "World",
    "term.keyword.deathtouch": "deathtouch",
    "term.keyword.defender": "defender",
    "term.keyword.double strike": "double strike",
    "term.keyword.first strike": "first strike",
    "term.keyword.flying": "flying",
    "term.keyword.haste": "haste",
    "term.keyword.indestructible": "indestructible",
    "term.keyword.intimidate": "intimidate",
    "term.keyword.lifelink": "lifelink",
    "term.keyword.reach": "reach",
    "term.keyword.trample": "trample",
    "term.keyword.trample over planeswalkers": "trample over planeswalkers",
    "term.keyword.vigilance": "vigilance",
    "term.keyword.shadow": "shadow",
    "term.keyword.horsemanship": "horsemanship",
    "term.keyword.fear": "fear",
    "term.keyword.wither": "wither",
    "term.keyword.infect": "infect",
    "term.keyword.menace": "menace",
    "term.keyword.skulk": "skulk",
    "term.keyword.toxic": "toxic",
    # A missing damage assignment: its legal divisions, as YAML for `assign`.
    "input.division_only": " Its only legal division: {division}.",
    "input.divisions": " Its {count} legal divisions: {divisions}.",
    "input.divisions_first": " The first {shown} of its {count} legal divisions: {divisions}; ...",
    "input.divisions_many": " The first {shown} of its more than {count} legal divisions: {divisions}; ...",
    # limits of the requirement solver (508.1d, 509.1c) and of scenario files
    "input.too_big": "the file has {size} bytes; a scenario has at most {limit}",
    "input.too_many_entries": "{count} battlefield entries; a scenario has at most {limit}",
    "input.too_many_questions": "{count} questions; a scenario has at most {limit}",
    "limit.solver_pairs": "This board is too large to find how many requirements can be obeyed ({rule}): it would mean weighing more than {limit} requirements or pairs of creatures, mtgjudge's limit. No ruling is given rather than a guess.",
    "limit.solver_choices": "This board is too large to find how many requirements can be obeyed ({rule}): the search would need more than {limit} choices, mtgjudge's limit. No ruling is given rather than a guess.",
    "limit.solver_terms": "This board is too large to find how many requirements can be obeyed ({rule}): its restrictions would need more than {limit} terms, mtgjudge's limit. No ruling is given rather than a guess.",
    "limit.solver_time": "Finding how many requirements can be obeyed ({rule}) took longer than mtgjudge's limit of {limit} seconds. No ruling is given rather than a guess.",
    # limits of the input, and bugs (issue 7)
    "ui.internal_error": "internal error ({kind}: {detail})",
    "ui.report_bug": "This is a bug in mtgjudge, not a problem with your input: please report it, with the scenario file and the command you ran.",
    "input.alias": "YAML aliases (*{alias}) are not accepted in a scenario: write the value out in full",
    "input.number_too_long": "the number {value} is too long: numbers in a scenario are at most {limit} in size",
    "input.at_most": "should be {le} or less",
    "input.too_long": "is too long: names and texts have at most {limit} characters",
    "input.empty_question": "an assign question names at least one creature and how it divides its combat damage (510.1)",
    "assign.too_large": "{source} assigns more damage to {recipient} than its power, {power}",
    "board.too_large": "{permanent}: {what} is beyond mtgjudge's limit of {limit} (in size)",
    "board.name": "\"{name}\" is too long or isn't text: names and abilities have at most {limit} characters",
    "board.keyword_number": "\"{item}\": its number is beyond mtgjudge's limit of {limit}",
    "data.damaged": "the card database {path} is damaged ({problem}): rebuild it with `mtgjudge data build`, or delete it and the next run builds it again",
    "input.too_deep": "lists and mappings nest too deeply here: a scenario needs at most {limit} levels",
    "input.bad_value": "not valid YAML: a value can't be read as the type it has or is tagged with, such as a date or !!int ({problem})",
    # 120.4 the damage event, 614-616 replacement and prevention effects
    "item.damage": ("{amount} damage is dealt to {recipient} by {source}", "{amount} damage is dealt to {recipient} by {source}", "amount"),
    "item.life_loss": ("{who} loses {amount} life", "{who} loses {amount} life", "amount"),
    "item.poison": ("{who} gets {amount} poison counter", "{who} gets {amount} poison counters", "amount"),
    "item.toxic": ("{who} gets {amount} poison counter (toxic)", "{who} gets {amount} poison counters (toxic)", "amount"),
    "item.loyalty": ("{amount} loyalty counter is removed from {who}", "{amount} loyalty counters are removed from {who}", "amount"),
    "item.defense": ("{amount} defense counter is removed from {who}", "{amount} defense counters are removed from {who}", "amount"),
    "item.minus_counters": ("{amount} -1/-1 counter is put on {who}", "{amount} -1/-1 counters are put on {who}", "amount"),
    "item.plus_counters": ("{amount} +1/+1 counter is put on {who}", "{amount} +1/+1 counters are put on {who}", "amount"),
    "item.marked": ("{amount} damage is marked on {who}", "{amount} damage is marked on {who}", "amount"),
    "item.life_gain": ("{who} gains {amount} life", "{who} gains {amount} life", "amount"),
    "event.start": "The damage event starts as [{items}].",
    "event.excess": "{amount} of the damage to {permanent} is excess damage and is dealt to {recipient} instead, so the damage event becomes [{items}].",
    "event.applied": "{effect}'s effect is applied, so the damage event becomes [{items}].",
    "event.protection": "{effect}'s {text} prevents that damage, so the damage event becomes [{items}].",
    "event.results": "That is processed into its results, so the damage event is now [{items}].",
    "event.occurs": "Then the damage event occurs.",
    "event.not_applied": "{effect}'s effect is not applied: {reason}.",
    "effect.floor_no_creature": "{player} controls no creature",
    "effect.floor_not_below": "the damage event would not reduce {player}'s life total to less than 1 (it would be {life})",
    "effect.shield_choice": "{player} chooses which damage {effect}'s shield prevents: from {sources}. This ruling prevents the damage from {first} first; a scenario gives the choice under choices, shields.",
    "event.order_choice": "{player} chooses the order in which {effects} apply, and the order changes the result: {outcomes}.",
    "event.order_outcome": "{order} gives [{items}]",
    "event.order_given": "{player} chose the order {order}.",
    "event.order_default": "The scenario doesn't say which order {player} chooses; this ruling follows the order the effects were listed in: {order}. A scenario gives the order under choices, order.",
    "input.effect_needs": "this effect needs {field}",
    "input.unknown_effect": "no effect called \"{name}\"; the effects are: {effects}",
    "input.unknown_effect_kind": "not an effect the engine knows: give a card whose text is a prevention or replacement effect, or prevent: N, all or next",
    "effects.needs_target": "{card} needs a target: give target",
    "effects.needs_controller": "{card} says \"you\": give its controller (who cast it)",
    "caveat.heading": "This ruling may be wrong: the engine does not model this text, which could change it:",
    "caveat.took_part": "{permanent} took part in the combat: \"{text}\"",
    "caveat.mentions": "{permanent} (about combat, damage, life, blocking or attacking): \"{text}\"",
    "ui.strict_refused": "refused (--strict): this ruling may be wrong, because the engine does not model text that could change it.",
    "damage.excess": "{permanent} was dealt {amount} excess damage.",
    "result.life_gain": ("{player} gains {amount} life from {source} ({life} life).",
                         "{player} gains {amount} life from {source} ({life} life).", "amount"),
    "result.plus_counters": ("{amount} +1/+1 counter is put on {permanent} (now {power}/{toughness}).",
                             "{amount} +1/+1 counters are put on {permanent} (now {power}/{toughness}).", "amount"),
    # 702.22 banding
    "term.keyword.banding": "banding",
    "attack.band": "{band} attack as a band.",
    "block.band": "{blocker} also blocks {attacker}, which is in the same band.",
    "damage.band_divides": "{player} divides the combat damage of {source}, because of banding.",
    "band.too_small": "The band {band} is not a band: a band has two or more attacking creatures.",
    "band.not_attacking": "The band {band} can't be formed: {creature} is not declared as an attacker.",
    "band.twice": "{creature} can't be in two bands: each creature is a member of only one band.",
    "band.without_banding": "The band {band} can't be formed: it needs creatures with banding and at most one creature without banding (without: {without}).",
    "band.split_targets": "The band {band} can't be formed: all creatures in a band attack the same player, planeswalker or battle.",
    "assign.band_blockers_only": "{source}'s damage is divided by the defending player because of banding, only among the creatures blocking it: not to {recipient}.",
    # The web site (`mtgjudge serve`): the table, rule pages and card pages.
    "web.site": "mtgjudge: the table",
    "web.nav": "Site",
    "web.nav.table": "Table",
    "web.nav.rules": "Rules",
    "web.nav.cards": "Cards",
    "web.nav.api": "API",
    "web.language": "Language",
    "web.intro": "Lay out a board, declare attackers and blockers, divide the damage and press Judge: every step of the combat is given with the Comprehensive Rules number that makes it so.",
    "web.players": "Players",
    "web.player_name": "Player name",
    "web.life": "Life",
    "web.poison": "Poison counters",
    "web.active": "Attacking player",
    "web.battlefield": "{player}'s battlefield",
    "web.card": "Card name",
    "web.tapped": "Tapped",
    "web.sick": "Summoning sick",
    "web.damage": "Damage",
    "web.counters": "Counters (e.g. +1/+1: 1, loyalty: 3)",
    "web.gains": "Gained from effects (e.g. flying, attacks each combat if able)",
    "web.remove": "Remove {name}",
    "web.more": "Counters and effects",
    "web.add": "Add a permanent for {player}",
    "web.declare": "Combat",
    "web.attack": "{creature} attacks",
    "web.attack_target": "What {creature} attacks",
    "web.block": "{blocker} blocks {attacker}",
    "web.divide": "Divide damage",
    "web.divide_help": "Leave the boxes empty for a creature whose damage can go only one way.",
    "web.divide_label": "Damage {source} assigns to {recipient}",
    "web.why": "Why not ...? One question per line, e.g. {example}",
    "web.stack": "Spells and abilities during combat are not modeled yet; give their effects as gained abilities or counters.",
    "web.judge": "Judge",
    "web.ruling": "Ruling",
    "web.share": "Link to this ruling",
    "web.export": "Export as YAML",
    "web.import": "Import a scenario (YAML)",
    "web.import_button": "Import",
    "web.import_file": "Scenario file",
    "web.import_text": "or paste its text",
    "web.no_script": "The board editor needs JavaScript; without it, import a scenario file.",
    "web.rule.title": "Rule {number}",
    "web.rule.section": "{group}. {title} (section {section}: {section_title})",
    "web.rule.summary": "Our summary",
    "web.rule.text": "The rule's text",
    "web.rule.no_text": "The full text isn't installed. Download the Comprehensive Rules as plain text from Wizards of the Coast and run: mtgjudge data rules --from FILE",
    "web.rule.subrules": "Subrules",
    "web.rule.siblings": "Other rules in this section",
    "web.rule.events": "What the engine says citing it",
    "web.rule.none": "(none)",
    "web.rule.search": "Search the rules by number or word",
    "web.rule.results": "Rules matching {query}",
    "web.rule.no_results": "No rule matches.",
    "web.search": "Search",
    "web.card.search": "Find a card by name",
    "web.card.reading": "The engine's reading, line by line",
    "web.card.modeled": "modeled",
    "web.card.not_modeled": "not modeled",
    "web.card.line": "Line",
    "web.card.engine": "What the engine makes of it",
    "web.card.stats": "Power/toughness",
    "web.card.type": "Type",
    "web.card.cost": "Mana cost",
    "web.error.not_found": "Not found.",
    "web.error.timeout": "The judgement took longer than {seconds} seconds and was stopped.",
    "web.error.busy": "The server is busy; try again in a moment.",
    "web.error.failed": "The judge failed on this scenario; the server is still running.",
    "web.error.too_large": "The board is too large: at most {limit} permanents.",
    "web.error.too_many_questions": "Too many questions: at most {limit}.",
    "web.error.body_too_large": "The request is too large: at most {limit} bytes.",
    "web.error.not_a_scenario": "A scenario is a mapping (JSON object) with the keys of a scenario file.",
    "web.card.parsed": "understood, but the engine doesn't apply it yet",
    "web.skip": "Skip to the content",
    "web.card.colors": "Colors",
    "web.card.loyalty": "Loyalty",
    "web.card.defense": "Defense",
    "web.footer": "Unofficial Fan Content permitted under the Wizards of the Coast Fan Content Policy. Not approved/endorsed by Wizards. Portions of the materials used are property of Wizards of the Coast. ©Wizards of the Coast LLC. The Comprehensive Rules are summarised in our own words and cited by number. Card data from MTGJSON (MIT).",
    # 611-613 continuous effects, 702.16 protection, 704.5m-n attachments
    "sba.aura": "{permanent} is attached to {target}, which it can't be attached to (or that has left): it is put into its owner's graveyard.",
    "sba.unattached": "{permanent} can't stay attached to {target}: it becomes unattached and stays on the battlefield.",
    "block.protection": "{blocker} can't block {attacker}: {attacker} has {text}.",
    "board.not_attachable": "{permanent} is neither an Aura nor an Equipment, so it can't be attached (CR 303.4, 301.5)",
    "effect.not_modeled": "{card}: none of its text is a continuous effect the engine models, so it can't be given as a resolved spell",
    "effect.needs_target": "{card} targets a creature: give its `target`",
    "effect.no_target": "{card} has no target: leave out `target`",
    "effect.unknown_target": "there is no permanent called \"{target}\" on the battlefield",
    "effect.target_not_creature": "{card} can't target {target}: it targets a creature (CR 601.2c)",
    "effect.protection_target": "{card} can't target {target}: {target} has {text} (CR 702.16b)",
    "effect.empty": "an effect must change something: give power/toughness, gains, loses_all_abilities, base_power/base_toughness, switch, types, subtypes, every_creature_type or colors",
    "effect.unknown_kind": "not an effect the engine knows: give `card` (a spell that resolved earlier this turn, with its `target`) or, with a `target`, changes written by hand (power, toughness, gains, ...)",
    "explain.heading": "How characteristics were reached as combat began (CR 613):",
    "explain.printed": "{permanent}: printed {values}",
    "explain.step": "layer {layer} (timestamp {timestamp}) {source}: {change}{result}",
    "explain.now": "now {values}",
    "explain.values": "{pt}{types}; colours: {colors}; abilities: {abilities}",
    "explain.none": "none",
    "explain.colorless": "colorless",
    "explain.change.modify": "gets {change}",
    "explain.change.set_pt": "base power and toughness {pt}",
    "explain.change.switch": "power and toughness switched",
    "explain.change.gains": "has {abilities}",
    "explain.change.loses_all": "loses all abilities",
    "explain.change.types": "is {types}",
    "explain.change.every_type": "is every creature type",
    "explain.change.colors": "its colours become {colors}",
    "explain.counters": "counters {counters} (layer 7c)",
    "explain.hand_written": "an effect on {target} (written by hand)",
    "event.not_prevented": "{effect}'s effect is applied but prevents nothing: that damage can't be prevented, so the damage event stays [{items}].",
    "event.not_prevented_protection": "{effect}'s {text} is applied but prevents nothing: that damage can't be prevented, so the damage event stays [{items}].",
    "term.keyword.changeling": "changeling",
    "term.keyword.protection from white": "protection from white",
    "term.keyword.protection from blue": "protection from blue",
    "term.keyword.protection from black": "protection from black",
    "term.keyword.protection from red": "protection from red",
    "term.keyword.protection from green": "protection from green",
    "term.keyword.protection from all colors": "protection from all colors",
    "term.keyword.protection from everything": "protection from everything",
    "term.keyword.protection from creatures": "protection from creatures",
    "ui.card.on_board": "On the board of {file}:",
    "ui.card.not_on_board": "there is no permanent called \"{name}\" on the board of {file}",
    # 506.3, 508.4: permanents put onto the battlefield attacking or blocking; 506.4 between steps
    "put.enters": "{permanent} enters the battlefield under {controller}'s control.",
    "put.enters_tapped": "{permanent} enters the battlefield tapped under {controller}'s control.",
    "put.token": "A token, {permanent}, is created under {controller}'s control.",
    "put.token_tapped": "A token, {permanent}, is created tapped under {controller}'s control.",
    "put.attacking": "{creature} is attacking {target}: it was put onto the battlefield attacking, not declared as an attacker, so abilities that trigger when a creature attacks don't see it and no attack cost is paid.",
    "become.attacking": "{creature} is attacking {target}: an effect says so; it was not declared as an attacker, so abilities that trigger when a creature attacks don't see it.",
    "put.unblocked": "{creature} became attacking after blockers were declared: it is an unblocked creature.",
    "put.end_of_combat": "{creature} leaves combat as the end of combat step ends.",
    "put.noncreature": "{creature} enters the battlefield but isn't a creature, so it is never attacking or blocking.",
    "put.battle_creature": "{creature} enters the battlefield but is a battle, so it is never an attacking or blocking creature.",
    "put.not_attacking_player": "{creature} enters the battlefield under {controller}'s control, who isn't the attacking player ({active}): it is never an attacking creature.",
    "put.player_gone": "{creature} enters the battlefield but {target} is no longer in the game: it is never an attacking creature.",
    "put.not_defending": "{creature} enters the battlefield but {target} isn't a defending player: it is never an attacking creature.",
    "put.target_left": "{creature} enters the battlefield but {target} is no longer on the battlefield: it is never an attacking creature.",
    "put.target_not_defending": "{creature} enters the battlefield but {target} is no longer a planeswalker or battle of a defending player: it is never an attacking creature.",
    "put.target_not_attackable": "{creature} enters the battlefield but {target} is neither a planeswalker nor a battle: it is never an attacking creature.",
    "put.blocking": "{creature} is blocking {attacker}: it was put onto the battlefield blocking, not declared as a blocker, so abilities that trigger when a creature blocks don't see it.",
    "become.blocking": "{creature} is blocking {attacker}: an effect says so; it was not declared as a blocker.",
    "put.makes_blocked": "{attacker} is blocked (by {blocker}).",
    "put.attacker_gone": "{creature} enters the battlefield but {attacker} isn't an attacking creature: {creature} is never a blocking creature.",
    "put.not_blocking": "{creature} enters the battlefield but {attacker} isn't attacking {controller}, a planeswalker they control or a battle they protect: {creature} is never a blocking creature.",
    "become.battle": "{permanent} is a battle, so it doesn't become an attacking or blocking creature; that part of the effect does nothing.",
    "put.choose_target": "{creature} enters attacking, and its controller must choose what it attacks: {options}.",
    "put.no_combat": "A permanent can be put onto the battlefield attacking or blocking only during combat.",
    "put.unknown_target": "there is no player or permanent called \"{target}\" in this game",
    "put.one_way": "say either what it attacks or what it blocks, not both",
    "combat.removed": "{permanent} is removed from combat.",
    "combat.left_graveyard": "{permanent} is put into its owner's graveyard and is removed from combat.",
    "combat.left_exile": "{permanent} is exiled and is removed from combat.",
    "battlefield.left_graveyard": "{permanent} is put into its owner's graveyard.",
    "battlefield.left_exile": "{permanent} is exiled.",
    "effect.added": "A new effect applies from now on ({effect}).",
    "combat.not_in_combat": "{permanent} is not in combat.",
    "explain.change.loses": "loses {abilities}",
    "input.unknown_zone": "unknown zone \"{zone}\": say one of {zones}",
    "put.card_or_token": "give either a card or a token's characteristics",
    "put.token_fields": "a token's characteristics: {problem}",
    "attack.already": "{creature} can't be declared as an attacker: it is already attacking.",
    "block.already": "{blocker} can't be declared as a blocker: it is already blocking.",
    "input.unknown_step": "unknown step \"{step}\": say one of {steps}",
    "combat.not_creature": "{permanent} is no longer a creature that can be in combat (it stopped being a creature or became a battle): it is removed from combat.",
    "combat.not_attackable": "{permanent} is no longer a planeswalker or battle: it is removed from combat, and creatures attacking it attack nothing.",
    "become.not_attacking": "{creature} doesn't become an attacking creature: it can't be attacking {target} under {controller}'s control.",
    "become.not_blocking": "{creature} doesn't become a blocking creature: it can't be blocking {attacker}.",
    "put.count": "how many enter must be a whole number from 1 to {limit}, not {count}",
    "input.step_skipped": "nothing can enter in the {step} step: this combat skipped it or is already past it",
    # keyword abilities with a quality (702.16 protection, 702.5 enchant, 702.22 banding):
    # how ``mtgjudge.i18n.keyword`` shows them; a quality not listed stays as written.
    "term.keyword.changeling": "changeling",
    "term.keyword.bands with other legendary creatures": "bands with other legendary creatures",
    "term.protection": "protection from {quality}",
    "term.protection.white": "white",
    "term.protection.blue": "blue",
    "term.protection.black": "black",
    "term.protection.red": "red",
    "term.protection.green": "green",
    "term.protection.all colors": "all colors",
    "term.protection.colorless": "colorless",
    "term.protection.multicolored": "multicolored",
    "term.protection.monocolored": "monocolored",
    "term.protection.everything": "everything",
    "term.protection.artifacts": "artifacts",
    "term.protection.creatures": "creatures",
    "term.protection.enchantments": "enchantments",
    "term.protection.instants": "instants",
    "term.protection.sorceries": "sorceries",
    "term.protection.lands": "lands",
    "term.protection.planeswalkers": "planeswalkers",
    "term.enchant": "enchant {what}",
    "term.enchant.creature": "creature",
    "term.enchant.permanent": "permanent",
    "term.enchant.artifact": "artifact",
    "term.enchant.enchantment": "enchantment",
    "term.enchant.land": "land",
    "term.enchant.planeswalker": "planeswalker",
    "term.enchant.player": "player",
    "term.enchant.creature you control": "creature you control",
    "term.enchant.creature or planeswalker": "creature or planeswalker",
    # between the items of a list of three or more before the last " or " (term.or):
    # English repeats " or "; Spanish writes "A, B o C".
    "term.list_separator": " or ",
    # the card types of casual variants (309-315), for `mtgjudge card` type lines
    "term.card_type.Conspiracy": "Conspiracy",
    "term.card_type.Dungeon": "Dungeon",
    "term.card_type.Phenomenon": "Phenomenon",
    "term.card_type.Plane": "Plane",
    "term.card_type.Scheme": "Scheme",
    "term.card_type.Tribal": "Tribal",
    "term.card_type.Vanguard": "Vanguard",
    "term.supertype.Ongoing": "Ongoing",
    "term.supertype.Ongoing.feminine": "Ongoing",
    # the YAML reader's (libyaml's) commonest problems, for input.not_yaml's {problem}
    "term.problem.did not find expected ',' or '}'": "did not find expected ',' or '}'",
    "term.problem.did not find expected ',' or ']'": "did not find expected ',' or ']'",
    "term.problem.mapping values are not allowed in this context": "mapping values are not allowed in this context",
    "term.problem.did not find expected key": "did not find expected key",
    "term.problem.did not find expected '-' indicator": "did not find expected '-' indicator",
    "term.problem.could not find expected ':'": "could not find expected ':'",
    "term.problem.found character that cannot start any token": "found character that cannot start any token",
    "term.problem.found unexpected end of stream": "found unexpected end of stream",
    "term.problem.found unknown escape character": "found unknown escape character",
    "term.problem.found a tab character that violates indentation": "found a tab character that violates indentation",
    # the operating system's commonest reasons a file can't be read (input.unreadable)
    "term.reason.No such file or directory": "No such file or directory",
    "term.reason.Permission denied": "Permission denied",
    "term.reason.Is a directory": "Is a directory",
    # subtypes the rules name (301.5, 303.4, 301.7, 310.11, 305.6), for type lines;
    # other subtypes stay as printed
    "term.subtype.Equipment": "Equipment",
    "term.subtype.Aura": "Aura",
    "term.subtype.Fortification": "Fortification",
    "term.subtype.Vehicle": "Vehicle",
    "term.subtype.Siege": "Siege",
    "term.subtype.Plains": "Plains",
    "term.subtype.Island": "Island",
    "term.subtype.Swamp": "Swamp",
    "term.subtype.Mountain": "Mountain",
    "term.subtype.Forest": "Forest",
    "term.subtype.Desert": "Desert",
    # before the last item of a list read as "A, B and C" (:class:`AllParts`); English
    # keeps commas only ("A, B, C"), Spanish writes "A, B y C"
    "term.and": ", ",
}

#: parameters whose values are game terms, translated through ``term.<param>.<value>``.
TERM_PARAMS = ("step", "land_type", "keyword", "counter", "problem", "reason")


class KeywordText(str):
    """A keyword ability as the engine describes it (``"protection from red"``), shown
    in the message's language (``"protección contra el rojo"``: :func:`mtgjudge.i18n.keyword`)."""


class Quoted(str):
    """A name or phrase shown between the quotation marks of the message's language
    (``"Hill Giant"`` in English, ``«Hill Giant»`` in Spanish: ``term.quote``)."""


class Items(str):
    """Several things joined with "; " (English text), each rendered again in the
    message's language: ``Items([Text(...), Text(...)])``."""

    items: tuple[Any, ...]

    def __new__(cls, items: Any) -> Self:
        items = tuple(items)
        obj = super().__new__(cls, "; ".join(items))
        obj.items = items
        return obj


class Text(str):
    """A message as text (English) that remembers its key and parameters, so it can be
    rendered again in another language: ``Text("board.begun").render("es")``.

    Parameters that are lists are joined with "or" in the message's language.
    """

    key: str
    params: dict[str, Any]

    def __new__(cls, key: str, /, **params: Any) -> Text:
        obj = super().__new__(cls, render(key, params))
        obj.key = key
        obj.params = params
        return obj

    def render(self, lang: str = "en") -> str:
        return render(self.key, self.params, lang)


class Parts(tuple):
    """A message parameter that is a list of items, each with ``render(lang)`` (a
    :class:`Text`, or an object that renders itself only when shown, like the parts of
    a damage event, CR 120.4), shown separated by commas in the message's language."""

    def rendered(self, lang: str = "en") -> list[str]:
        return [i.render(lang) if hasattr(i, "render") else str(i) for i in self]


class AllParts(Parts):
    """:class:`Parts` that are all meant together ("Furnace of Rath and Samite Healer"):
    the last one joined with ``term.and`` in the message's language."""


def _joined(params: dict[str, Any], conjunction: str, lang: str = "en",
            separator: str | None = None, and_word: str = ", ") -> dict[str, Any]:
    """Parameters ready to format: lists joined with ``conjunction`` (a longer list's
    first items with ``separator``, default ``conjunction``: "A, B o C"), :class:`Items`
    with "; ", nested Texts rendered, :class:`Quoted` values quoted, all in ``lang``."""
    out = {}
    for k, v in params.items():
        if isinstance(v, AllParts) and len(v) > 1:
            shown = v.rendered(lang)
            v = ", ".join(shown[:-1]) + and_word + shown[-1]
        elif isinstance(v, Parts):
            v = ", ".join(v.rendered(lang))
        elif isinstance(v, (list, tuple)):
            values = [str(_value(x, lang)) for x in v]
            sep = conjunction if separator is None else separator
            v = conjunction.join([sep.join(values[:-1]), values[-1]]) if len(values) > 1 else "".join(values)
        elif isinstance(v, Items):
            v = "; ".join(_value(x, lang) for x in v.items)
        out[k] = _value(v, lang)
    return out


def _value(v: Any, lang: str) -> Any:
    if isinstance(v, Text):
        return v.render(lang)
    if isinstance(v, Quoted):
        return render("term.quote", {"text": str(v)}, lang)
    if isinstance(v, KeywordText) and lang != "en":
        from mtgjudge.i18n import keyword

        return keyword(str(v), lang, capital=False)
    return v


def template(key: str, params: dict[str, Any]) -> str:
    """The English template for ``key``, choosing the plural form by its count parameter."""
    msg = MESSAGES[key]
    if isinstance(msg, tuple):
        singular, plural, count = msg
        return singular if params.get(count) == 1 else plural
    return msg


def render(key: str, params: dict[str, Any], lang: str = "en") -> str:
    """Text for message ``key`` with ``params`` in ``lang`` (``"en"`` or ``"es"``).

    Raises:
        KeyError: unknown key. ValueError: unknown language.
    """
    if lang == "en":
        return template(key, params).format(**_joined(params, " or "))
    from mtgjudge.i18n import render_translated

    return render_translated(key, params, lang)
