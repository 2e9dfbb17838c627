"""English message templates, one per event or rejection key.

The engine never builds sentences: it emits a key and parameters, and this table (the
source catalog for translations) turns them into text. ``{name}`` fields are filled
with :meth:`str.format`.
"""

from __future__ import annotations

import re
from functools import lru_cache
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
    "attack.cant_from": "{creature} can't attack ({source}'s Oracle text: \"{text}\").",
    "attack.cant_you": "{creature} can't attack {player} ({source}'s Oracle text: \"{text}\").",
    "attack.too_many_you": ("No more than {limit} creature can attack {player} each combat ({permanent}), but {count} are declared attacking them.",
                            "No more than {limit} creatures can attack {player} each combat ({permanent}), but {count} are declared attacking them.", "limit"),
    "attack.bad_target_multiple": "{creature} can't attack {target}: only one of the defending players, a planeswalker one of them controls, or a battle one of them protects can be attacked.",
    "attack.bad_target": "{creature} can't attack {target}: only the defending player, a planeswalker they control, or a battle they protect can be attacked.",
    "attack.own_battle": "{creature} can't attack {target}: a battle's protector can't attack it.",
    "attack.alone": "{creature} can't attack alone: another creature must attack too.",
    "attack.too_many": ("No more than {limit} creature can attack each combat ({permanent}), but {count} are declared.",
                        "No more than {limit} creatures can attack each combat ({permanent}), but {count} are declared.", "limit"),
    "attack.requirements": ("This attack obeys {obeyed} of the requirements to attack, but {possible} can be obeyed without breaking a restriction. Not obeyed: {unmet}.",
                            "This attack obeys {obeyed} of the requirements to attack, but {possible} can be obeyed without breaking a restriction. Not obeyed: {unmet}.", "possible"),
    "attack.twice": "{creature} is declared as an attacker twice.",
    "attack.unknown": "There is no permanent called {creature} on the battlefield.",
    "attack.left": "{creature} has left the battlefield: it is in {zone}.",
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
    "block.alone_802_4b": "{blocker} can't block alone: another creature {player} controls must block too; creatures other defending players block with don't count (CR 802.4b).",
    "block.alone": "{blocker} can't block alone: another creature must block too.",
    "block.too_many_blockers": ("No more than {limit} creature can block each combat ({permanent}), but {count} are declared.",
                                "No more than {limit} creatures can block each combat ({permanent}), but {count} are declared.", "limit"),
    "block.requirements": ("This block obeys {obeyed} of the requirements to block, but {possible} can be obeyed without breaking a restriction. Not obeyed: {unmet}.",
                           "This block obeys {obeyed} of the requirements to block, but {possible} can be obeyed without breaking a restriction. Not obeyed: {unmet}.", "possible"),
    "block.evades": "{blocker} can't block {attacker} (its Oracle text: \"{text}\").",
    "block.evades_from": "{blocker} can't block {attacker} ({source}'s Oracle text: \"{text}\").",
    "block.limited": "{blocker} can't block {attacker} ({blocker}'s Oracle text: \"{text}\").",
    "block.max_one": "{attacker} can't be blocked by more than one creature; {count} block it.",
    "block.cant": "{blocker} can't block (its Oracle text: \"{text}\").",
    "block.cant_from": "{blocker} can't block ({source}'s Oracle text: \"{text}\").",
    "block.unblockable": "{blocker} can't block {attacker}: {attacker} can't be blocked.",
    "block.unknown": "There is no permanent called {name} on the battlefield.",
    "block.left": "{name} has left the battlefield: it is in {zone}.",
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
    "assign.choice_needed": ("{source} must have its combat damage assignment stated: it can divide {power} damage among {among}.",
                             "{source} must have its combat damage assignment stated: it can divide {power} damage among {among}.", "power"),
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
    # where a permanent went when it left the battlefield (GameState.zone_of)
    "term.zone.graveyard": "its owner's graveyard",
    "term.zone.exile": "exile",
    "term.zone.hand": "its owner's hand",
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
    "ui.not_relevant": "Not modeled, and can't act in this combat:",
    "idle.mana_ability": "a mana ability (605.1a)",
    "idle.cost_change": "it changes what a spell costs",
    "idle.trigger_outside_combat": "it triggers outside combat",
    "idle.deck_or_opening_hand": "about the deck or the opening hand",
    "idle.land_entering": "about a land entering",
    "idle.attaches_as_a_sorcery": "activated only as a sorcery",
    "idle.activated_outside_combat": "activated only outside combat",
    "idle.no_combat_object": "it names nothing a combat has",
    "idle.nothing_entered": "nothing entered the battlefield",
    "idle.nothing_cast": "nothing was cast",
    "idle.nothing_died": "nothing died",
    "idle.loyalty_ability": "a loyalty ability, activated only in a main phase (606.3)",
    "ui.illegal": "ILLEGAL",
    "ui.reversed": "The illegal action is reversed; the game is as it was before it.",
    "ui.warning": "Warning",
    "ui.player": ("{name}: {life} life", "{name}: {life} life", "life"),
    "ui.poison": ("{poison} poison counter", "{poison} poison counters", "poison"),
    "ui.lost": "lost the game",
    "ui.damage": ("{damage} damage", "{damage} damage", "damage"),
    "ui.tapped": "tapped",
    "ui.tapped_masculine": "tapped",
    "ui.counters": ("{count} {counter} counter", "{count} {counter} counters", "count"),
    "ui.graveyard": "{permanent} went to the graveyard",
    "ui.exile": "{permanent} was exiled",
    "ui.hand": "{permanent} was returned to its owner's hand ({owner}'s)",
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
    "input.active_left_game": "{player} is the active player and can't have left the game: a player who has left begins no turn (CR 800.4k), and if they leave during their turn it goes on without an active player, so no one attacks (800.4j). Make another player the active player, or remove left_game.",
    "input.not_a_player": "\"{name}\" is not one of the players ({players})",
    "input.trigger_unknown": "no triggered ability \"{id}\" was put on the stack this combat (603.3b); those that were: {ids}. Did you mean {suggestions}?",
    "input.trigger_unknown_plain": "no triggered ability \"{id}\" was put on the stack this combat (603.3b); those that were: {ids}",
    "input.trigger_none": "no triggered ability \"{id}\" was put on the stack this combat (603.3b): none triggered",
    "input.not_a_player_suggest": "\"{name}\" is not one of the players ({players}). Did you mean {suggestions}?",
    "input.cast_after_blocks": "\"{name}\" is cast after blockers were declared, so it can't be named in {field} (509.1): cast it in an earlier step (actions) or leave it out.",
    "input.cast_after_damage": "\"{name}\" is cast after combat damage was assigned, so it can't be named in {field} (510.1): cast it in an earlier step (actions) or leave it out.",
    "input.not_in_combat": "\"{name}\" neither attacks nor blocks in this scenario, so it assigns no combat damage (510.1)",
    "input.nothing_to_block": "no creature attacks, so there is nothing to block (508.8)",
    "input.choice_needed": "{message} Add it under `assign` ({rule}).",
    "input.attack_choice_needed": "{message} Say which in this entry, e.g. `attacking: {first}` ({rule}).",
    "choice.unknown_trigger": "no triggered ability has the id \"{id}\" (603.3b): those on the stack or that can trigger are {ids}. Did you mean {suggestions}?",
    "choice.unknown_trigger_plain": "no triggered ability has the id \"{id}\" (603.3b): those on the stack or that can trigger are {ids}.",
    "choice.unknown_trigger_none": "no triggered ability has the id \"{id}\" (603.3b): none is on the stack or can trigger.",
    "choice.unknown_name": "{message} It can't be chosen for {object} (603.3d).",
    "choice.not_legal_target": "{pick} can't be chosen as the target of {object}: it isn't a legal target for it (603.3d).",
    "choice.order_not_controlled": "{player} can't order {object}: it is controlled by {controller}, and each player puts the triggered abilities they control on the stack in the order they choose (603.3b). Give it under {controller}'s order.",
    "choice.one_target": "{object} has one target: {count} were given ({picks}); name one (603.3d).",
    "choice.myriad_defending": "{pick} can't be chosen for myriad of {creature}: {player} is the defending player, and myriad's copies attack only the other opponents, {others}, or their planeswalkers (702.116a).",
    "choice.myriad_other": "{pick} can't be chosen for myriad of {creature}: its copies attack only the opponents other than the defending player, {others}, or their planeswalkers (702.116a).",
    "choice.myriad_twice": "{first} and {second} can't both be chosen for myriad: both are {player} or theirs, and myriad makes at most one copy attacking each opponent (702.116a).",
    "choice.not_attackable": "{pick} can't be chosen for {object}: {creature} can attack only {options} (508.4).",
    "choice.sacrifice_not_own": "{pick} can't be chosen for {object}: {player} sacrifices permanents they control (701.21a).",
    "input.choice_needed_second": "{message} Its `assign` entry was used in the first-strike step: give that one under `assign_first_strike` and this one under `assign` ({rule}).",
    "input.duplicate_key": "\"{key}\" is given twice in the same mapping (YAML would silently keep only the last one)",
    "input.not_yaml": "not valid YAML: {problem}",
    "input.not_a_mapping": "a scenario is a mapping with keys active, players, battlefield, attack, block, assign",
    "input.unreadable": "can't read the file: {reason}",
    "input.not_utf8": "can't read the file: it isn't UTF-8 text (byte {byte}); save it as UTF-8",
    "input.unknown_field": "unknown field",
    "web.error.empty_body": "the request body is empty: send a scenario as JSON, with at least the fields {fields}",
    "input.not_json": "the request body is not valid JSON: {problem}",
    "web.error.lang": "unknown language \"{lang}\": the languages are {languages}",
    "input.unknown_field_suggest": "unknown field. Did you mean {suggestions}?",
    "input.why_not_askable": "a \"why not\" question asks about one other attack, block, assign or assign_first_strike; `{field}` can't be asked: change `{field}:` in the file and judge it again to see what happens",
    "input.why_unknown_kind": "a \"why not\" question asks about one other attack, block, assign or assign_first_strike, not `{field}`",
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
    "input.real_card_fields": "a real card takes its name, colours, subtypes and keywords from its Oracle text; use `name:` for a custom creature",
    "input.custom_fields": "a custom creature takes `keywords`, not `gains`, and has no `protector`",
    "input.custom_pt": "a custom creature needs power and toughness",
    "input.real_card_text": "a real card has its Oracle text, types and mana cost; use `name:` for a custom card with `text`, `type_line`, `types`, `supertypes` or `mana_cost`",
    "custom.real_name": "{name} is a real card's name: write `card: {card}` for the real card, or add `custom: true` to judge a custom card of that name",
    "custom.text_too_long": "the rules text has {length} characters; a custom card's text has at most {limit}",
    "custom.text_lines": "the rules text has {count} lines; a custom card's text has at most {limit}",
    "custom.type_line_and_types": "give either `type_line` or the lists `supertypes`, `types` and `subtypes`, not both",
    "custom.unknown_type": "{word} is not {what} (CR 205.2a, 205.4a)",
    "custom.unknown_type_suggest": "{word} is not {what} (CR 205.2a, 205.4a). Did you mean {suggestions}?",
    "custom.what_type": "a card type or supertype",
    "custom.what_card_type": "a card type",
    "custom.what_supertype": "a supertype",
    "custom.no_card_type": "a type line names at least one card type: {types} (CR 205.2a)",
    "custom.mana_cost": "{cost} is not a mana cost: write mana symbols such as {{2}}{{W}}{{W}} or {{X}}{{R/G}} (CR 107.4, 202.1)",
    "custom.problems": "custom card {card}: {problems}",
    "custom.field": "`{field}`: {problem}",
    "input.card_or_name": "give `card:` (an Oracle name) or `name:` with power and toughness",
    "board.same_names": "player names must be different: {players}",
    "board.life": "{player}'s life must be a whole number, not {life} (CR 119.1)",
    "board.two_players": "a game needs two or more players (CR 102.1, 800.1)",
    "board.active": "active player \"{active}\" is not one of the players ({players})",
    "board.begun_add": "add() sets up the board: permanents can be added only before combat begins; during combat, put_onto_battlefield() puts one onto the battlefield (CR 506.3, 508.4)",
    "board.whole": "{permanent}: {what} must be a whole number, not {value}",
    "board.negative": "{permanent}: damage and counters can't be negative (CR 120.6, 122.1)",
    "board.unknown_player": "unknown player \"{player}\"; players are {players}",
    "board.unknown_player_rule": "unknown player \"{player}\" (CR {rule}); players are {players}",
    "board.unknown_player_rule_suggest": "unknown player \"{player}\" (CR {rule}); players are {players}. Did you mean {suggestions}?",
    "board.unknown_permanent": "there is no permanent called \"{target}\" on the battlefield (CR {rule})",
    "board.unknown_permanent_suggest": "there is no permanent called \"{target}\" on the battlefield (CR {rule}). Did you mean {suggestions}?",
    "board.unknown_permanent_ambiguous": "\"{target}\" is ambiguous (CR {rule}): say which, {choices}",
    "board.begun_goad": "goad() sets up the board: a creature can be marked as goaded (CR 701.15a) only before combat begins",
    "board.begun_commander": "set_commander() sets up the board: a commander (CR 903.3) and the combat damage it dealt earlier (903.10a) can be given only before combat begins",
    "board.begun_designate": "designate() sets up the board: the monarch (CR 725.1) and the player with the initiative (726.1) can be chosen only before combat begins; during combat they change hands by combat damage (725.2, 726.2)",
    "board.begun_leave": "leave() sets up the board: a player can be marked as having left the game (CR 800.4a) only before combat begins; during combat a player leaves by losing (104.5)",
    "board.begun_attach": "attach() sets up the board: an Aura or Equipment can be attached (CR 303.4, 301.5) only before combat begins",
    "board.begun_poison": "set_poison() sets up the board: a player's poison counters (CR 122.1f) can be given only before combat begins",
    "board.begun_timestamp": "set_timestamp() sets up the board: a permanent's timestamp (CR 613.7) can be given only before combat begins",
    "board.active_leaves": "{player} is the active player and can't be marked as having left the game: a player who has left begins no turn (CR 800.4k), and a turn whose player leaves goes on without an active player, so no one attacks (800.4j)",
    "board.unknown_player_suggest": "unknown player \"{player}\"; players are {players}. Did you mean {suggestions}?",
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
    "term.keyword.flash": "flash",
    "term.keyword.flying": "flying",
    "term.keyword.haste": "haste",
    "term.keyword.indestructible": "indestructible",
    "term.keyword.intimidate": "intimidate",
    "term.keyword.lifelink": "lifelink",
    "term.keyword.reach": "reach",
    "term.keyword.trample": "trample",
    "term.keyword.trample over planeswalkers": "trample over planeswalkers",
    "term.keyword.vigilance": "vigilance",
    "term.keyword.hexproof": "hexproof",
    "term.keyword.shroud": "shroud",
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
    "event.order_outcome_more": "{order} and {more} other orders give [{items}]",
    "event.order_outcome_one_more": "{order} and one other order give [{items}]",
    "event.order_unexplored": "{player} chooses the order in which {effects} apply; with {count} of them the engine doesn't compare every order, so it can't say whether the order changes the result.",
    "event.order_given": "{player} chose the order {order}.",
    "event.order_given_first": "{player} chose to apply {effect} first; then the others had nothing left to apply to.",
    "event.order_default": "The scenario doesn't say which order {player} chooses; this ruling follows the order the effects were listed in: {order}. A scenario gives the order under choices, order.",
    "input.effect_needs": "this effect needs {field}",
    "input.unknown_effect": "no effect called \"{name}\"; the effects are: {effects}",
    "input.unknown_effect_kind": "not an effect the engine knows: give a card (a spell that resolved earlier this turn) or write the effect by hand (a target with power, toughness, gains..., or prevent: N, all or next)",
    "input.unknown_effect_card": "{card}: the engine doesn't model its text as an effect that resolved earlier this turn (a change to permanents, damage, a prevention or replacement effect); write the effect by hand instead (a target with power, toughness, gains..., or prevent: N, all or next)",
    "effects.needs_target": "{card} needs a target: give target",
    "input.prevent_amount": "give an amount of damage (0 or more, CR 107.1b), all or next, not {given}",
    "effects.needs_controller": "{card} says \"you\": give its controller (who cast it)",
    "caveat.heading": "This ruling may be wrong: the engine does not model this text, which could change it:",
    "caveat.took_part": "{permanent} took part in what happened: \"{text}\"",
    "caveat.could_change": "{permanent}: \"{text}\"",
    "caveat.mentions": "{permanent} (about combat, damage, life, creatures, blocking or attacking): \"{text}\"",
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
    "web.error.content_type": "the body was not read as JSON: send the scenario with the header Content-Type: application/json",
    "web.error.method": "{method} is not accepted here: use {allowed}.",
    "web.error.no_page": "There is no page at {path}: the table, the rules and the cards are linked above.",
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
    "web.attached_to": "Attached to (an Aura or Equipment)",
    "web.timestamp": "Timestamp (CR 613.7; empty: board order)",
    "web.effects": "Effects of spells and abilities that resolved earlier this turn",
    "web.effects_help": "A card by name (Giant Growth, Samite Healer...) with its target, a prevention shield, or a power/toughness change written by hand.",
    "web.effect": "Effect {n}",
    "web.effect_kind": "Kind of effect {n}",
    "web.effect_kind.card": "A card's effect",
    "web.effect_kind.prevent": "Prevention shield (CR 615)",
    "web.effect_kind.pt": "Power/toughness change (CR 613)",
    "web.effect_kind.other": "Other (written as JSON)",
    "web.effect_card": "Card",
    "web.effect_target": "Target",
    "web.effect_controller": "Controller",
    "web.effect_controller_default": "(the attacking player)",
    "web.effect_id": "Name in the ruling (optional)",
    "web.effect_prevent": "Damage to prevent (a number, all or next)",
    "web.effect_to": "Damage to",
    "web.effect_by": "Damage by",
    "web.effect_combat": "Combat damage only",
    "web.effect_power": "Power +/-",
    "web.effect_toughness": "Toughness +/-",
    "web.effect_gains": "Gains (e.g. flying, first strike)",
    "web.effect_until": "Until (empty: end of turn)",
    "web.effect_json": "The effect as JSON",
    "web.effect_json_bad": "Not valid JSON: {problem}",
    "web.effect_remove": "Remove effect {n}",
    "web.effect_add": "Add an effect",
    "web.choices": "Choices among effects (CR 616.1, 615.7)",
    "web.order": "Order in which the affected player applies effects (CR 616.1)",
    "web.order_pick": "Effect to add to the order",
    "web.order_add": "Add to the order",
    "web.move_up": "Move {name} up",
    "web.move_down": "Move {name} down",
    "web.shields": "Whose damage a shield prevents first (CR 615.7)",
    "web.shield": "Shield",
    "web.shield_n": "Shield choice {n}",
    "web.shield_add": "Add a shield choice",
    "web.shield_pick": "Source to add for {shield}",
    "web.shield_source_add": "Add a source for {shield}",
    "web.none": "(none)",
    "web.band": "Band of {creature} (CR 702.22c)",
    "web.band_none": "no band",
    "web.band_n": "band {n}",
    "web.explain": "Also show how each permanent's power, toughness and abilities were reached (CR 613)",
    "web.not_creatures": "Not creatures as printed ({n}): attack or block only if an effect makes them creatures",
    "web.custom": "Not a real card: a card of this name with the type line, rules text, power, toughness and keywords given here",
    "web.card_text": "Rules text (Oracle wording, one ability a line; ~ means this card)",
    "web.type_line": "Type line",
    "web.mana_cost": "Mana cost",
    "web.keywords": "Keywords (e.g. flying, first strike, toxic 2)",
    "web.power": "Power (of a creature that isn't a real card, or of a * card)",
    "web.toughness": "Toughness",
    "web.enters": "Put onto the battlefield attacking or blocking during combat (CR 506.3, 508.4)",
    "web.enters_help": "A token or a card, what it attacks or blocks, and after which step's declaration it enters; anything else as JSON.",
    "web.enter_n": "Entering permanent {n}",
    "web.enter_add": "Add a permanent entering during combat",
    "web.enter_remove": "Remove entering permanent {n}",
    "web.mana": "Mana they can spend on spells and abilities this combat (CR 601.2h; empty: costs shown, not checked)",
    "web.left_game": "Has left the game (CR 800.4)",
    "web.protector": "Protector of this battle (CR 310.8)",
    "web.protector_default": "(default: the first other player in the list of players)",
    "web.player_add": "Add a player",
    "web.player_remove": "Remove the player {name}",
    "web.player_n": "Player {n}",
    "web.team": "{player}'s team (Two-Headed Giant, CR 810)",
    "web.team_none": "No team",
    "web.team_n": "Team {n}",
    "web.teams_help": "Players sit in turn order. The attacking player attacks each opponent still in the game (CR 802); with teams (Two-Headed Giant), teammates share one life total and attack and block as one team (CR 805.10, 810).",
    "web.commander": "Commander (CR 903.3)",
    "web.commander_damage": "Combat damage {commander} dealt to {player} earlier in the game (CR 903.10a)",
    "web.goaded_by": "{creature} is goaded by (CR 701.15)",
    "web.attack_through": "{target} ({player})",
    "web.blocks_of": "{player}'s blocks (CR 509.1a, 802.4)",
    "web.blocks_of_team": "The blocks of the team {team}, declared together (CR 805.10d)",
    "web.divide_first": "Divide first-strike damage (CR 510.4)",
    "web.divide_first_help": "Only creatures with first strike or double strike deal damage in this step; a creature left empty here divides its damage as in the regular step.",
    "web.divide_first_label": "First-strike damage {source} assigns to {recipient}",
    "web.other_fields": "Other fields, as JSON (id, colors, commander, commander_damage, goaded_by...)",
    "web.before": "Before combat: crewed Vehicles, lands made creatures, mana for costs to attack or block",
    "web.crew": "Vehicles crewed before attackers or blockers are declared (CR 702.122)",
    "web.crew_vehicle": "Vehicle",
    "web.crew_n": "Crewed Vehicle {n}",
    "web.crew_add": "Add a crewed Vehicle",
    "web.crew_pick": "Creature to crew {vehicle}",
    "web.crew_member_add": "Add a creature crewing {vehicle}",
    "web.animate": "Lands whose own ability made them creatures (CR 205.1b)",
    "web.animate_pick": "Land to add",
    "web.animate_add": "Add a land made a creature",
    "web.costs_help": "Costs to attack or block (CR 508.1g-j, 509.1d-f) are paid from what each player's mana abilities can make; without it, no mana.",
    "web.costs_mana": "Mana {player}'s mana abilities can make (e.g. W: 2, C: 1)",
    "web.costs_pay": "How {player} pays: mana (e.g. G: 2; empty: the judge picks)",
    "web.costs_life": "Life {player} pays (Phyrexian mana)",
    "web.actions": "Spells and abilities during combat (CR 117, 405)",
    "web.actions_help": "In each step, what players do in order while they have priority: cast an instant, activate an ability, ninjutsu, or all pass (the top of the stack resolves). What is left on the stack resolves before the step ends.",
    "web.step.beginning_of_combat": "Beginning of combat",
    "web.step.declare_attackers": "After attackers are declared",
    "web.step.declare_blockers": "After blockers are declared",
    "web.step.first_strike_damage": "After first-strike combat damage",
    "web.step.combat_damage": "After combat damage",
    "web.step.end_of_combat": "End of combat",
    "web.action_n": "{step}: action {n}",
    "web.action_kind": "Kind of action",
    "web.action_kind.cast": "Cast a spell (CR 601)",
    "web.action_kind.activate": "Activate an ability (CR 602)",
    "web.action_kind.ninjutsu": "Ninjutsu (CR 702.49)",
    "web.action_kind.pass": "All players pass: the top of the stack resolves (CR 405.5)",
    "web.action_permanent": "Permanent",
    "web.action_ability": "Ability (the start of its text, when it has several)",
    "web.action_by": "Player",
    "web.action_by_controller": "(its controller)",
    "web.action_return": "Unblocked attacker returned to hand",
    "web.action_times": "Times",
    "web.action_json": "The action as JSON",
    "web.action_add": "Add an action",
    "web.action_step": "Step of the new action",
    "web.triggers": "Triggered abilities: order and choices (CR 603.3b)",
    "web.triggers_help": "Abilities are named as in the ruling, e.g. Exalted (Akrasan Squire); without an order, they go on the stack in the order listed.",
    "web.trigger_order": "Order in which {player} puts their triggered abilities on the stack, one per line (the last resolves first)",
    "web.trigger_choice_n": "Trigger choice {n}",
    "web.trigger_ability": "Ability",
    "web.trigger_picks": "What it targets or chooses, one per line",
    "web.trigger_choice_add": "Add a triggered ability's choice",
    "web.enter_kind": "What enters",
    "web.enter_kind.token": "A token (CR 111)",
    "web.enter_kind.card": "A card",
    "web.enter_name": "Token name",
    "web.enter_power": "Power",
    "web.enter_json": "The entry as JSON",
    "web.enter_colors": "Colors (e.g. W, G)",
    "web.enter_types": "Card types (empty: Creature)",
    "web.enter_subtypes": "Subtypes (e.g. Cat, Soldier)",
    "web.enter_attacking": "Attacking (a player, planeswalker or battle)",
    "web.enter_blocking": "Blocking (an attacking creature)",
    "web.enter_step": "Step",
    "web.enter_count": "How many",
    "web.enter_controller_default": "(the attacking player, or the defending player when blocking)",
    "web.settings": "Other settings of the scenario file",
    "web.settings_help": "Each as JSON: monarch, initiative, attack_option (multiple, left or right), and any other key of the file.",
    "web.setting_label": "{key}, as JSON",
    "web.setting_add": "Add a setting",
    "web.setting_pick": "Setting to add",
    # 611-613 continuous effects, 702.16 protection, 704.5m-n attachments
    "sba.aura": "{permanent} is attached to {target}, which it can't be attached to (or that has left): it is put into its owner's graveyard.",
    "sba.aura_unattached": "{permanent} is an Aura attached to nothing: it is put into its owner's graveyard.",
    "sba.unattached": "{permanent} can't stay attached to {target}: it becomes unattached and stays on the battlefield.",
    "block.protection": "{blocker} can't block {attacker}: {attacker} has {text}.",
    "board.not_attachable": "{permanent} is neither an Aura nor an Equipment, so it can't be attached (CR 303.4, 301.5)",
    "effect.not_modeled": "{card}: none of its text is a continuous effect the engine models, so it can't be given as a resolved spell",
    "effect.needs_target": "{card} targets a creature: give its `target`",
    "effect.no_target": "{card} has no target: leave out `target`",
    "effect.unknown_target": "there is no permanent called \"{target}\" on the battlefield",
    "effect.player_target": "{player} is a player: a continuous effect written here changes a permanent (CR 611.2); one on a player, such as protection, isn't modeled",
    "input.effect_field_unused": "`{field}` does nothing in a `prevent: {kind}` entry: leave it out",
    "effect.target_not_creature": "{card} can't target {target}: it targets a creature (CR 601.2c)",
    "effect.protection_target": "{card} can't target {target}: {target} has {text} (CR 702.16b)",
    "effect.empty": "an effect must change something: give power/toughness, gains, loses_all_abilities, base_power/base_toughness, switch, types, subtypes, every_creature_type or colors",
    "effect.unknown_kind": "not an effect the engine knows: give `card` (a spell that resolved earlier this turn, with its `target`) or, with a `target`, changes written by hand (power, toughness, gains, ...)",
    "explain.heading": "How characteristics were reached as combat began (CR 613):",
    "explain.nothing_changed": "No continuous effect or counter changes any permanent's characteristics.",
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
    "put.choice_chosen": "{object}: {creature} will attack {target}, as {player} chose.",
    "put.choice_listed": "{object}: {creature} will attack {target}: {player} gave no choice among {options}, so the first one listed is taken.",
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
    "input.unknown_step_rule": "unknown step \"{step}\": the steps of combat (CR 506.1) are {steps}",
    "input.unknown_step_suggest": "unknown step \"{step}\": the steps of combat (CR 506.1) are {steps}. Did you mean {suggestions}?",
    "input.unknown_step": "unknown step \"{step}\": say one of {steps}",
    "combat.not_creature": "{permanent} is no longer a creature that can be in combat (it stopped being a creature or became a battle): it is removed from combat.",
    "combat.not_attackable": "{permanent} is no longer a planeswalker or battle: it is removed from combat, and creatures attacking it attack nothing.",
    "become.not_attacking": "{creature} doesn't become an attacking creature: it can't be attacking {target} under {controller}'s control.",
    "become.not_blocking": "{creature} doesn't become a blocking creature: it can't be blocking {attacker}.",
    "put.count": "how many enter must be a whole number from 1 to {limit}, not {count}",
    "input.step_skipped": "nothing can enter in the {step} step: this combat skipped it or is already past it",
    # keyword abilities with a quality (702.16 protection, 702.5 enchant, 702.22 banding):
    # how ``mtgjudge.messages.keyword`` shows them; a quality not listed stays as written.
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
    # what a target must be (115.1), as TargetSpec.describe() words it, for target.wrong
    "term.target.target creature": "target creature",
    "term.target.target attacking creature": "target attacking creature",
    "term.target.target unblocked attacking creature": "target unblocked attacking creature",
    "term.target.target blocking creature": "target blocking creature",
    "term.target.target attacking or blocking creature": "target attacking or blocking creature",
    "term.target.any target": "any target",
    "term.target.you control": "you control",
    "term.target.an opponent controls": "an opponent controls",
    # between the items of a list of three or more before the last " or " (term.or):
    # "A, B or C", as lists with "and" are written; Spanish "A, B o C".
    "term.list_separator": ", ",
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
    # before the last item of a list read as "A, B and C" (:class:`AllParts`) in other
    # languages ("A, B y C"); English always writes " and " (messages._joined)
    "term.and": ", ",
    # 508.1g-j, 509.1d-f costs to attack and to block; 508.1c conditions
    "attack.cost_total": "{player}'s total cost to attack is {cost}, now locked in ({items}).",
    "attack.cost_paid": "{player} pays {cost} to attack, with {payment}.",
    "attack.cant_pay": "{player} can't pay the total cost to attack, {cost} ({items}): their mana abilities can make {available} and they have {life} life. Partial payments aren't allowed.",
    "attack.bad_payment": "{player}'s payment, {payment}, doesn't pay the total cost to attack, {cost} ({items}), from {available} and {life} life.",
    "block.cost_total": "{player}'s total cost to block is {cost}, now locked in ({items}).",
    "block.cost_paid": "{player} pays {cost} to block, with {payment}.",
    "block.cant_pay": "{player} can't pay the total cost to block, {cost} ({items}): their mana abilities can make {available} and they have {life} life. Partial payments aren't allowed.",
    "block.bad_payment": "{player}'s payment, {payment}, doesn't pay the total cost to block, {cost} ({items}), from {available} and {life} life.",
    "attack.unless_defender_controls": "{creature} can't attack: {defending} controls no {what} (its Oracle text: \"{text}\").",
    "attack.unless_defender_controls_from": "{creature} can't attack: {defending} controls no {what} ({source}'s Oracle text: \"{text}\").",
    # 702.122 crew; 205.1b things that become creatures; 506.4
    "crew.no_crew": "{vehicle} has no crew ability.",
    "crew.wrong_step": "{player} can't crew {vehicle} at the {step} step: the attacking player crews before attackers are declared, the defending player before blockers are declared.",
    "crew.twice": "The same creature is tapped twice to crew {vehicle}.",
    "crew.bad_member": "{creature} can't crew {vehicle}: only other untapped creatures {player} controls can.",
    "crew.not_enough": "{creatures} have total power {power}, less than the {n} needed to crew {vehicle}.",
    "crew.tap": "{vehicle} is crewed by {creatures} (total power {power}, crew {n}), tapped to pay the cost.",
    "crew.becomes": "{vehicle} becomes an artifact creature ({power}/{toughness}) until end of turn.",
    "animate.no_ability": "{permanent} has no ability that makes it a creature.",
    "animate.becomes": "{permanent}'s ability resolves: \"{text}\"",
    "cost.mana": "{mana}",
    "cost.life": "{life} life",
    "cost.mana_and_life": "{mana} and {life} life",
    "cost.nothing": "nothing",
    # 800-810 multiplayer, 903 Commander, 701.15 goad, 725 monarch, 726 initiative
    "combat.begin_multiple": "The combat phase begins; {active} is the attacking player and {defending} are the defending players.",
    "combat.begin_teams": "The combat phase begins; {attacking} are the attacking team and {defending} the defending team.",
    "attack.left_game": "{creature} can't attack {target}: {target} has left the game.",
    "block.attacking_other_player": "{blocker} can't block {attacker}: {attacker} is attacking {defending}, not {controller} (each defending player blocks only creatures attacking them, their planeswalkers or the battles they protect, CR 802.4a).",
    "block.attacking_other_permanent": "{blocker} can't block {attacker}: {attacker} is attacking {defending}'s {target}, not {controller} or a planeswalker or battle of theirs (CR 802.4a).",
    "damage.player_left": "{source} assigns no combat damage: the player it is attacking has left the game.",
    "team.life": "The team {team} shares that life total, now {life}.",
    "team.poison": "The team {team} shares its poison counters, now {poison}.",
    "sba.team_life": "The team {team} has {life} life and loses the game.",
    "sba.team_poison": "The team {team} has {poison} poison counters and loses the game.",
    "sba.commander": "{player} has been dealt {damage} combat damage by the commander {commander} and loses the game.",
    "commander.damage": "{player} has now been dealt {total} combat damage by the commander {commander} ({amount} this time).",
    "resolve.may_yes": "{player} chooses to do what {object} says they may do.",
    "resolve.may_no": "{player} chooses not to do what {object} says they may do.",
    "resolve.token_stays": "{permanent} is a token: it can't come back from exile and ceases to exist.",
    "resolve.returns": "{card} returns to the battlefield under {controller}'s control as a new object, {permanent}, with no memory of the old one: not attacking or blocking.",
    "commander.enters": "{permanent} enters as {player}'s commander: being a commander stays with the card as it changes zones, so its combat damage to each player is counted.",
    "game.team_won": "{players} win the game as a team.",
    "player.leaves": "{player} leaves the game.",
    "player.object_leaves": "{permanent} leaves the game with its owner {player}.",
    "player.object_exiled": "{permanent} is exiled: its controller {player} has left the game.",
    "monarch.inherits": "{player} becomes the monarch, as {left} has left the game.",
    "initiative.inherits": "{player} takes the initiative, as {left} has left the game (venturing into Undercity is not modeled).",
    "monarch.becomes": "A creature dealt combat damage to the monarch {previous}: its controller {player} becomes the monarch.",
    "initiative.taken": ("A creature dealt combat damage to {previous}, who had the initiative: its controller {player} takes the initiative (venturing into Undercity is not modeled).",
                         "{count} creatures dealt combat damage to {previous}, who had the initiative: their controller {player} takes the initiative (venturing into Undercity is not modeled).",
                         "count"),
    "goad.attacks": "goaded by {player}: attacks each combat if able",
    "goad.other": "goaded by {player}: attacks a player other than {player} if able",
    "requirement.designation": "{creature} ({requirement})",
    "board.range_of_influence": "the limited range of influence option (range {value}) is not modeled (CR 801)",
    "board.teams": "teams must put each player ({players}) on exactly one team (CR 810.1)",
    "board.teams_count": "Two-Headed Giant is played by two teams, not {count} (CR 810.1); other team variants (Team vs. Team, CR 808; Emperor, 809) are not modeled",
    "board.teams_size": "Two-Headed Giant teams have two players each, or more but as many on each team (CR 810.1, 810.11), not {sizes}",
    "board.teams_seats": "the team {team} must sit together, in adjacent seats (CR 805.1, 810.3): players are listed in seat order ({players})",
    "board.team_poison": "the players of the team {team} share their poison counters: give them the same number of poison counters (CR 810.10)",
    "board.team_life": "the players of the team {team} share one life total: give them the same life (CR 810.4)",
    "ui.left_game": "left the game",
    "ui.monarch": "{player} is the monarch",
    "ui.initiative": "{player} has the initiative",
    "ui.commander_damage": "{commander} has dealt {player} {damage} combat damage as a commander",
    "block.not_defending": "{blocker} can't block: it is controlled by {controller}, who is not one of the defending players ({defending}).",
    "board.attack_option": "attack_option must be multiple (CR 802), left or right (803), not \"{option}\"; Two-Headed Giant teams attack as a team (805.10)",
    "board.not_commander": "{permanent} can't be a commander: a commander is a legendary creature, Vehicle or Spacecraft, or a card that says it can be your commander (CR 903.3)",
    "input.commander_ninjutsu": "commander: true goes only on a ninjutsu action: the card activated is its player's commander (CR 702.49d, 903.3)",
    "input.commander_damage": "commander_damage is the combat damage a commander has dealt: give it with commander: true (CR 903.10a)",
    # 117 priority, 405 the stack, 601-608 casting, activating and resolving, 701 keyword actions
    "stack.cast": "{player} casts {spell}, paying {cost}; it goes on the stack.",
    "stack.cast_targets": "{player} casts {spell} targeting {targets}, paying {cost}; it goes on the stack.",
    "stack.activate": "{player} activates \"{text}\" of {permanent}, paying {cost}; it goes on the stack as {object}.",
    "stack.activate_targets": "{player} activates \"{text}\" of {permanent} targeting {targets}, paying {cost}; it goes on the stack as {object}.",
    "ward.paid": "{player} pays {cost} for ward: {object} is not countered.",
    "ward.countered": "{player} doesn't pay {cost} for ward: {object} is countered.",
    "stack.put": "{object} is put on the stack ({controller}).",
    "stack.resolves": "All players pass in succession: {object} resolves.",
    "stack.fizzles": "{object} doesn't resolve: its target {targets} is no longer legal.",
    "effect.pump": "{permanent} gets {pt} until end of turn.",
    "effect.gains": "{permanent} gains {abilities} until end of turn.",
    "effect.shield": "The next {amount} damage that would be dealt to {target} this turn will be prevented ({source}).",
    "effect.prevent_all_combat": "All combat damage that would be dealt this turn will be prevented ({source}).",
    "effect.prevent_to_and_by": "All combat damage that would be dealt to and dealt by {permanent} this turn will be prevented ({source}).",
    "action.destroy": "{permanent} is destroyed.",
    "action.indestructible": "{permanent} has indestructible, so it isn't destroyed.",
    "action.exile": "{permanent} is exiled.",
    "action.return_to_hand": "{permanent} is returned to its owner's hand ({owner}'s).",
    "action.tap": "{permanent} becomes tapped.",
    "action.untap": "{permanent} becomes untapped.",
    "action.removed_from_combat": "{permanent} is removed from combat.",
    "action.becomes_blocked": "{creature} becomes blocked (by no creature).",
    "band.becomes_blocked": "{creature} becomes blocked too: it is in a band with {member}.",
    "action.regeneration_shield": "{permanent} gets a regeneration shield: the next time it would be destroyed this turn, it is regenerated instead.",
    "action.regenerated": "{permanent} would be destroyed, but it regenerates instead: all damage on it is removed and it becomes tapped.",
    "ninjutsu.activate": "{player} activates the ninjutsu ability of {card}, paying {cost} and returning the unblocked {creature} to its owner's hand; the ability goes on the stack.",
    "target.wrong": "{target} can't be the target: it isn't {wanted}.",
    "target.gone": "{target} can't be the target: it isn't on the battlefield.",
    "target.protection": "{target} can't be the target: {text}.",
    "target.count": ("{object} needs {wanted} target, but was given {count}.",
                     "{object} needs {wanted} targets, but was given {count}.", "wanted"),
    "cost.cant_pay": "{player} can't pay {cost} for {object}: they have {mana} available.",
    "cost.cant_pay_no_mana": "{player} can't pay {cost} for {object}: they have no mana left.",
    "cost.not_modeled": "The cost {cost} of {object} has a mana symbol the engine doesn't pay.",
    "cost.tapped": "{permanent} is tapped, so the {{T}} cost can't be paid.",
    "cost.untapped": "{permanent} is untapped, so the {{Q}} cost can't be paid (107.6: {{Q}} untaps it).",
    "cost.x_missing": "{object} has {{X}} in its cost: say its value with `x:` (107.3a).",
    "cost.sacrifice_count": ("{object} needs {player} to sacrifice {what} they control: name it with `sacrifice:` ({given} named).",
                             "{object} needs {player} to sacrifice {what} they control: name them with `sacrifice:` ({given} named).",
                             "count"),
    "cost.sacrifice_wrong": "{player} can't sacrifice {permanent} for {object}: the cost asks for {what} they control.",
    "cost.tap_count": ("{object} needs {player} to tap {what} they control, untapped: name it with `tap:` ({given} named).",
                       "{object} needs {player} to tap {what} they control, untapped: name them with `tap:` ({given} named).",
                       "count"),
    "cost.tap_wrong": "{player} can't tap {permanent} for {object}: the cost asks for {what} they control, untapped.",
    "cost.life_cant": "{player} can't pay {amount} life for {object}: they have {life} life (119.4).",
    "cost.counters_cant": "{permanent} has {have} {kind} counters, so {count} can't be removed for {object}.",
    "cost.paid_untap": "{permanent} untaps to pay the {{Q}} cost.",
    "cost.removed_counters": ("{count} {kind} counter is removed from {permanent} to pay the cost.",
                              "{count} {kind} counters are removed from {permanent} to pay the cost.", "count"),
    "cost.exiled_from_graveyard": ("{player} exiles {count} card from their graveyard to pay the cost (recorded; graveyards before this combat are not followed).",
                                   "{player} exiles {count} cards from their graveyard to pay the cost (recorded; graveyards before this combat are not followed).",
                                   "count"),
    "cost.sick": "{permanent} hasn't been under {controller}'s control continuously since the turn began and has no haste, so the {{T}} cost can't be paid.",
    "cast.timing": "{spell} can't be cast during combat: it isn't an instant and has no flash.",
    "cast.not_player": "{player} is not a player in this game.",
    "cast.not_modeled": "{spell}: the engine doesn't model this spell's text, so it can't be cast here.",
    "cast.permanent_not_modeled": "{spell}: during combat the engine casts only instants and creature cards, not other permanent cards with flash, so it can't be cast here.",
    "cast.adventure_not_modeled": "{spell} is the Adventure of {creature}: casting a card as an Adventure (715.3) isn't modeled, so it can't be cast here; cast {creature} to cast the creature.",
    "activate.no_source": "There is no permanent called {permanent} on the battlefield.",
    "activate.no_ability": "{permanent} has no activated ability starting with {ability}; its activated abilities are {abilities} (602.1).",
    "activate.none": "{permanent} has no activated ability to activate: an activated ability is written \"[cost]: [effect]\" (602.1), and this permanent has none.",
    "activate.not_modeled": "{permanent}: the engine doesn't model its ability {text}, so it can't be activated here.",
    "activate.which": "{permanent} has several activated abilities: {abilities}; say which with `ability:` and the start of its text (602.1).",
    "activate.sorcery": "{permanent}'s ability can be activated only as a sorcery (\"{text}\"): not during combat (602.5d).",
    "effect.switch": "{permanent}'s power and toughness are switched until end of turn: {power}/{toughness}.",
    "activate.color_missing": "{object} gives protection from the color of its controller's choice: say which with `color:` (white, blue, black, red or green; given: {given}) (608.2d).",
    "activate.upkeep": "{permanent}'s ability can be activated only during its controller's upkeep (\"{text}\"), not during combat.",
    "activate.before_attackers": "{permanent}'s ability can be activated only before attackers are declared (\"{text}\"), not in the {step} step.",
    "activate.before_blockers": "{permanent}'s ability can be activated only before blockers are declared (\"{text}\"), not in the {step} step.",
    "activate.your_turn": "{permanent}'s ability can be activated only during {player}'s turn, and it is {active}'s (\"{text}\").",
    "activate.limit": ("{permanent}'s ability can be activated only {limit} time each turn (\"{text}\"), and it has been activated {count} times.",
                       "{permanent}'s ability can be activated only {limit} times each turn (\"{text}\"), and it has been {count} times.",
                       "limit"),
    "activate.not_controller": "{player} can't activate {permanent}'s ability: {controller} controls it.",
    "activate.after_blockers": "{permanent}'s ability can be activated only during combat after blockers are declared, not in the {step} step (\"{text}\").",
    "ninjutsu.activate_commander": "{player} activates the commander ninjutsu ability of {card} (from their hand or the command zone), paying {cost} and returning the unblocked {creature} to its owner's hand; the ability goes on the stack.",
    "ninjutsu.none": "{card} has no ninjutsu ability.",
    "ninjutsu.not_unblocked": "{creature} is not an unblocked attacking creature {player} controls, so it can't be returned for ninjutsu.",
    "stack.permanent_enters": "{spell} becomes a permanent: {permanent} enters the battlefield under {controller}'s control.",
    "priority.step_ends": "All players pass in succession with an empty stack: the {step} step ends.",
    "priority.step_ended": "All players passed with an empty stack, so the {step} step has ended: nobody gets priority until the next step's turn-based action (the next declaration) has been made.",
    "combat.end_step": "End of combat step: players get priority before creatures are removed from combat.",
    "warn.actions_unused": "The actions given for the {step} step were not taken: combat never reached that step.",
    "input.mana_value": "{value} is not mana: write mana symbols such as \"{{2}}{{G}}{{G}}\" (recommended) or amounts by colour such as {{G: 2, C: 2}}; the colours are W, U, B, R, G and colourless C, and a number is colourless mana",
    "input.action_shape": "should be pass, or a mapping with one of cast, activate or ninjutsu (and by, target, ability, return, times)",
    "priority.combat_over": "The combat phase is over: no player gets priority in it any more.",
    # 603 triggered abilities, and what they do as they resolve (608.2, 610, 611.2, 701)
    "trigger.put": "{object} triggers and is put on the stack (controlled by {controller}).",
    "trigger.order_chosen": "{player} puts their triggered abilities on the stack in the order they chose: {order} (the last resolves first).",
    "trigger.order_listed": "{player} puts their triggered abilities on the stack in the order listed, since no order was given: {order} (the last resolves first).",
    "trigger.target_chosen": "{object} targets {targets}, as {player} chose.",
    "trigger.target_listed": "{object} targets {targets}: {player} gave no target, so the first legal one listed is taken.",
    "trigger.target_none_given": "{object} targets {targets}, the first legal one listed: {player}'s choice names no target, and it must have one.",
    "trigger.no_legal_target": "{object} has no legal target, so it is removed from the stack and does nothing.",
    "trigger.resolve": "{object} resolves.",
    "trigger.fizzle": "{object} doesn't resolve: its target {target} is no longer legal.",
    "trigger.condition_false": "{object} does nothing: its \"if\" condition is no longer true.",
    "trigger.rampage_none": "{creature} is blocked by only one creature: rampage gives no bonus.",
    "trigger.sacrifice_chosen": ("{player} sacrifices {count} permanent, as they chose: {permanents}.",
                                 "{player} sacrifices {count} permanents, as they chose: {permanents}.", "count"),
    "trigger.sacrifice_listed": ("{player} sacrifices {count} permanent; no choice was given, so the first listed: {permanents}.",
                                 "{player} sacrifices {count} permanents; no choice was given, so the first listed: {permanents}.", "count"),
    "trigger.myriad_none": "{creature}'s myriad does nothing: there is no opponent other than the defending player.",
    "trigger.renowned": "{creature} becomes renowned.",
    "trigger.provoked": "{creature} blocks {attacker} this combat if able.",
    "trigger.myriad_declined": "{controller} creates no token copy of {creature} attacking {player} (myriad: \"you may\").",
    "trigger.myriad_delayed": "Myriad ({creature}): {tokens} will be exiled at end of combat.",
    "resolve.pump": "{creature} gets {change} until end of turn (now {power}/{toughness}).",
    "resolve.gains": "{creature} gains {abilities} until end of turn.",
    "resolve.counters": ("{permanent} gets {count} {kind} counter (now {power}/{toughness}).",
                         "{permanent} gets {count} {kind} counters (now {power}/{toughness}).", "count"),
    "resolve.life_gain": ("{player} gains {amount} life ({life} now).",
                          "{player} gains {amount} life ({life} now).", "amount"),
    "resolve.life_loss": ("{player} loses {amount} life ({life} left).",
                          "{player} loses {amount} life ({life} left).", "amount"),
    "resolve.poison": ("{player} gets {count} poison counter ({poison} in all).",
                       "{player} gets {count} poison counters ({poison} in all).", "count"),
    "resolve.gone": "{object} does nothing to {permanent}: it is no longer on the battlefield.",
    "action.draw": ("{player} draws {count} card (recorded; hands and libraries are not followed).",
                    "{player} draws {count} cards (recorded; hands and libraries are not followed).", "count"),
    "action.mill": ("{player} mills {count} card (recorded; libraries are not followed).",
                    "{player} mills {count} cards (recorded; libraries are not followed).", "count"),
    "action.sacrifice": "{player} sacrifices {permanent}; it is put into its owner's graveyard.",
    "action.discard": ("{player} discards {count} card (recorded; hands are not followed).",
                       "{player} discards {count} cards (recorded; hands are not followed).", "count"),
    "action.scry": "{player} scries {count} (recorded; libraries are not followed).",
    "action.surveil": "{player} surveils {count} (recorded; libraries are not followed).",
    "term.keyword.battle cry": "battle cry",
    "term.keyword.exalted": "exalted",
    "term.keyword.bushido": "bushido",
    "term.keyword.flanking": "flanking",
    "term.keyword.rampage": "rampage",
    "term.keyword.afflict": "afflict",
    "term.keyword.annihilator": "annihilator",
    "term.keyword.melee": "melee",
    "term.keyword.myriad": "myriad",
    "term.keyword.mentor": "mentor",
    "term.keyword.training": "training",
    "term.keyword.dethrone": "dethrone",
    "term.keyword.renown": "renown",
    "term.keyword.provoke": "provoke",
    "term.keyword.prowess": "prowess",
    "term.trigger_when.whenever it attacks": "whenever it attacks",
    "term.trigger_when.whenever it attacks and isn't blocked": "whenever it attacks and isn't blocked",
    "term.trigger_when.whenever it blocks": "whenever it blocks",
    "term.trigger_when.whenever it blocks a creature": "whenever it blocks a creature",
    "term.trigger_when.whenever it becomes blocked": "whenever it becomes blocked",
    "term.trigger_when.whenever it becomes blocked by a creature": "whenever it becomes blocked by a creature",
    "term.trigger_when.whenever it blocks or becomes blocked": "whenever it blocks or becomes blocked",
    "term.trigger_when.whenever it blocks or becomes blocked by a creature": "whenever it blocks or becomes blocked by a creature",
    "term.trigger_when.whenever it deals combat damage to a player": "whenever it deals combat damage to a player",
    "term.trigger_when.whenever it deals combat damage to a creature": "whenever it deals combat damage to a creature",
    "term.trigger_when.whenever it deals damage to a player": "whenever it deals damage to a player",
    "term.trigger_when.whenever it is dealt damage": "whenever it is dealt damage",
    "term.trigger_when.when it dies": "when it dies",
    "term.trigger_when.whenever it attacks or blocks": "whenever it attacks or blocks",
    "term.trigger_when.whenever it deals combat damage": "whenever it deals combat damage",
    "term.trigger_when.whenever it deals combat damage to an opponent": "whenever it deals combat damage to an opponent",
    "term.trigger_when.whenever it deals combat damage to a player or planeswalker": "whenever it deals combat damage to a player or planeswalker",
    "term.trigger_when.whenever it deals combat damage to a player or battle": "whenever it deals combat damage to a player or battle",
    "term.trigger_when.when it enters or dies": "when it enters or dies",
    "term.trigger_when.when it enters or leaves the battlefield": "when it enters or leaves the battlefield",
    "term.trigger_when.at the beginning of combat on your turn": "at the beginning of combat on your turn",
    "term.trigger_when.whenever a creature you control attacks": "whenever a creature you control attacks",
    "term.trigger_when.whenever another creature you control attacks": "whenever another creature you control attacks",
    "term.trigger_when.whenever one or more creatures you control attack": "whenever one or more creatures you control attack",
    "term.trigger_when.whenever you attack": "whenever you attack",
    "term.trigger_when.whenever you cast a spell": "whenever you cast a spell",
    "term.trigger_when.whenever you cast a noncreature spell": "whenever you cast a noncreature spell",
    "term.trigger_when.whenever you cast a creature spell": "whenever you cast a creature spell",
    "term.trigger_when.whenever you cast an instant or sorcery spell": "whenever you cast an instant or sorcery spell",
    "term.trigger_when.whenever you cast an instant spell": "whenever you cast an instant spell",
    "term.trigger_when.whenever you cast a sorcery spell": "whenever you cast a sorcery spell",
    "term.trigger_when.whenever you cast an artifact spell": "whenever you cast an artifact spell",
    "term.trigger_when.whenever you cast an enchantment spell": "whenever you cast an enchantment spell",
    "term.trigger_when.whenever you cast a multicolored spell": "whenever you cast a multicolored spell",
    "term.trigger_when.whenever you cast a colorless spell": "whenever you cast a colorless spell",
    "term.trigger_when.whenever you cast a white spell": "whenever you cast a white spell",
    "term.trigger_when.whenever you cast a blue spell": "whenever you cast a blue spell",
    "term.trigger_when.whenever you cast a black spell": "whenever you cast a black spell",
    "term.trigger_when.whenever you cast a red spell": "whenever you cast a red spell",
    "term.trigger_when.whenever you cast a green spell": "whenever you cast a green spell",
    "term.trigger_when.whenever an opponent casts a spell": "whenever an opponent casts a spell",
    "term.trigger_when.whenever an opponent casts a noncreature spell": "whenever an opponent casts a noncreature spell",
    "term.trigger_when.whenever an opponent casts a creature spell": "whenever an opponent casts a creature spell",
    "term.trigger_when.whenever an opponent casts an instant or sorcery spell": "whenever an opponent casts an instant or sorcery spell",
    "term.trigger_when.whenever an opponent casts an instant spell": "whenever an opponent casts an instant spell",
    "term.trigger_when.whenever an opponent casts a sorcery spell": "whenever an opponent casts a sorcery spell",
    "term.trigger_when.whenever an opponent casts an artifact spell": "whenever an opponent casts an artifact spell",
    "term.trigger_when.whenever an opponent casts an enchantment spell": "whenever an opponent casts an enchantment spell",
    "term.trigger_when.whenever an opponent casts a multicolored spell": "whenever an opponent casts a multicolored spell",
    "term.trigger_when.whenever an opponent casts a colorless spell": "whenever an opponent casts a colorless spell",
    "term.trigger_when.whenever an opponent casts a white spell": "whenever an opponent casts a white spell",
    "term.trigger_when.whenever an opponent casts a blue spell": "whenever an opponent casts a blue spell",
    "term.trigger_when.whenever an opponent casts a black spell": "whenever an opponent casts a black spell",
    "term.trigger_when.whenever an opponent casts a red spell": "whenever an opponent casts a red spell",
    "term.trigger_when.whenever an opponent casts a green spell": "whenever an opponent casts a green spell",
    "term.trigger_when.whenever a player casts a spell": "whenever a player casts a spell",
    "term.trigger_when.whenever a player casts a noncreature spell": "whenever a player casts a noncreature spell",
    "term.trigger_when.whenever a player casts a creature spell": "whenever a player casts a creature spell",
    "term.trigger_when.whenever a player casts an instant or sorcery spell": "whenever a player casts an instant or sorcery spell",
    "term.trigger_when.whenever a player casts an instant spell": "whenever a player casts an instant spell",
    "term.trigger_when.whenever a player casts a sorcery spell": "whenever a player casts a sorcery spell",
    "term.trigger_when.whenever a player casts an artifact spell": "whenever a player casts an artifact spell",
    "term.trigger_when.whenever a player casts an enchantment spell": "whenever a player casts an enchantment spell",
    "term.trigger_when.whenever a player casts a multicolored spell": "whenever a player casts a multicolored spell",
    "term.trigger_when.whenever a player casts a colorless spell": "whenever a player casts a colorless spell",
    "term.trigger_when.whenever a player casts a white spell": "whenever a player casts a white spell",
    "term.trigger_when.whenever a player casts a blue spell": "whenever a player casts a blue spell",
    "term.trigger_when.whenever a player casts a black spell": "whenever a player casts a black spell",
    "term.trigger_when.whenever a player casts a red spell": "whenever a player casts a red spell",
    "term.trigger_when.whenever a player casts a green spell": "whenever a player casts a green spell",
    "term.trigger_when.whenever a creature you control deals combat damage to a player": "whenever a creature you control deals combat damage to a player",
    "term.trigger_when.whenever one or more creatures you control deal combat damage to a player": "whenever one or more creatures you control deal combat damage to a player",
    "term.trigger_when.whenever a creature deals combat damage to one of your opponents": "whenever a creature deals combat damage to one of your opponents",
    "term.trigger_when.whenever equipped creature attacks": "whenever equipped creature attacks",
    "term.trigger_when.whenever equipped creature deals combat damage": "whenever equipped creature deals combat damage",
    "term.trigger_when.whenever equipped creature deals combat damage to a player": "whenever equipped creature deals combat damage to a player",
    "term.trigger_when.whenever enchanted creature attacks": "whenever enchanted creature attacks",
    "term.trigger_when.whenever enchanted creature deals combat damage": "whenever enchanted creature deals combat damage",
    "term.trigger_when.whenever enchanted creature deals combat damage to a player": "whenever enchanted creature deals combat damage to a player",
    "term.trigger_when.whenever equipped creature deals combat damage to an opponent": "whenever equipped creature deals combat damage to an opponent",
    "term.trigger_when.whenever equipped creature deals combat damage to a creature": "whenever equipped creature deals combat damage to a creature",
    "term.trigger_when.whenever enchanted creature deals combat damage to an opponent": "whenever enchanted creature deals combat damage to an opponent",
    "term.trigger_when.whenever enchanted creature deals combat damage to a creature": "whenever enchanted creature deals combat damage to a creature",
    "term.trigger_when.whenever another creature you control enters": "whenever another creature you control enters",
    "term.trigger_when.whenever a creature you control enters": "whenever a creature you control enters",
    "term.trigger_when.whenever another creature enters": "whenever another creature enters",
    "term.trigger_when.whenever it leaves the battlefield": "whenever it leaves the battlefield",
    "term.trigger_when.at end of combat": "at end of combat",
    "term.trigger_when.when it enters": "when it enters",
    "term.stack_label.Myriad: exile the tokens": "Myriad: exile the tokens",
    "term.keyword.ninjutsu": "ninjutsu",
    "term.keyword.commander ninjutsu": "commander ninjutsu",
    # readings: what the engine holds for an ability (mtgjudge.abilities.reading)
    "reading.nothing": "nothing",
    "reading.fields": "{name} ({rule}), read as: {fields}",
    "reading.nested": "[{reading}]",
    "reading.keyword": "keyword: {keyword} ({rule})",
    "reading.keyword_trigger": "keyword: {keyword} ({rule}), a triggered ability",
    "reading.keyword_activated": "keyword: {keyword} ({rule}), an activated ability",
    "term.keyword.crew": "crew",
    "term.keyword.ward": "ward",
    "term.keyword.level up": "level up",
    "reading.keyword_cost_trigger": "keyword: {keyword} {cost} ({rule}), a triggered ability",
    "reading.ward_life": "pay {n} life",
    "reading.level_up": "keyword: {keyword} ({rule}), activated only as a sorcery: a scenario gives the level counters (711.2)",
    "reading.commander": "static ({rule}): it can be your commander",
    "reading.spell_as_effects": "spell ({rule}): applied as a scenario's effects give it, read as it is applied (611.2)",
    "reading.keyword_cost": "keyword: {keyword} {cost} ({rule}), activated from the hand",
    "reading.restriction": "restriction: {what} ({rule})",
    "reading.requirement": "requirement: {what} ({rule})",
    "reading.blocking": "blocking: {what} ({rule})",
    "reading.what.cant_attack": "it can't attack",
    "reading.what.cant_block": "it can't block",
    "reading.what.cant_be_blocked": "it can't be blocked",
    "reading.what.except_by_more": "it can't be blocked except by {n} or more creatures",
    "reading.what.evades_power_or_less": "it can't be blocked by creatures with power {n} or less",
    "reading.what.evades_power_or_more": "it can't be blocked by creatures with power {n} or greater",
    "reading.what.evades_subtype": "it can't be blocked by {subtype} creatures {also}",
    "reading.also": "that are also {types}",
    "reading.what.evades_color": "it can't be blocked by {color} creatures",
    "reading.what.only_by_color": "it can't be blocked except by {color} creatures",
    "reading.what.evades_card_type": "it can't be blocked by {card_type} creatures",
    "reading.what.evades_ability": "it can't be blocked by creatures with {abilities}",
    "reading.what.evades_greater_power": "it can't be blocked by creatures with greater power than it",
    "reading.what.only_by_ability": "it can be blocked only by creatures with {abilities}",
    "reading.what.cant_block_flyers": "it can't block creatures with flying",
    "reading.what.blocks_only_flyers": "it can block only creatures with flying",
    "reading.what.cant_block_power_or_more": "it can't block creatures with power {n} or greater",
    "reading.what.max_one_blocker": "it can't be blocked by more than one creature",
    "reading.what.cant_attack_alone": "it can't attack alone",
    "reading.what.cant_block_alone": "it can't block alone",
    "reading.what.max_attackers": ("no more than {n} creature can attack each combat",
                                   "no more than {n} creatures can attack each combat", "n"),
    "reading.what.max_blockers": ("no more than {n} creature can block each combat",
                                  "no more than {n} creatures can block each combat", "n"),
    "reading.what.cant_attack_you": "creatures can't attack this permanent's controller",
    "reading.what.max_attackers_you": ("no more than {n} creature can attack this permanent's controller each combat",
                                       "no more than {n} creatures can attack this permanent's controller each combat", "n"),
    "reading.what.evades_lesser_power": "it can't be blocked by creatures with less power than it",
    "reading.what.doesnt_untap": "it doesn't untap during its controller's untap step (no untap step happens in combat)",
    "reading.what.attacks_if_able": "it attacks each combat if able",
    "reading.what.blocks_if_able": "it blocks each combat if able",
    "reading.what.lure": "all creatures able to block it do so",
    "reading.what.must_be_blocked": "it must be blocked if able",
    "reading.what.must_be_blocked_by_more": "it must be blocked by {n} or more creatures if able",
    "reading.what.all_attack": "all creatures attack each combat if able",
    "reading.what.all_block": "all creatures block each combat if able",
    "reading.what.opponents_attack": "creatures your opponents control attack each combat if able",
    "reading.what.must_block": "it blocks {attacker} this combat if able",
    "reading.what.block_additional": ("it can block {n} additional creature each combat",
                                      "it can block {n} additional creatures each combat", "n"),
    "reading.what.block_any_number": "it can block any number of creatures",
    "reading.what.attack_unless": "it can't attack unless the defending player controls {what}",
    "reading.event.attacks": "it attacks",
    "reading.event.attacks_and_isn_t_blocked": "it attacks and isn't blocked",
    "reading.event.becomes_blocked": "it becomes blocked",
    "reading.event.blocks_or_becomes_blocked": "it blocks or becomes blocked",
    "reading.event.becomes_blocked_by_a_creature": "it becomes blocked by a creature (once for each)",
    "reading.event.blocks_or_becomes_blocked_by_a_creature": "it blocks a creature or becomes blocked by a creature (once for each)",
    "reading.event.blocks": "it blocks",
    "reading.event.blocks_a_creature": "it blocks a creature (once for each)",
    "reading.event.is_dealt_damage": "it is dealt damage",
    "reading.event.deals_damage_to_a_player": "it deals damage to a player",
    "reading.event.deals_combat_damage_to_a_player": "it deals combat damage to a player",
    "reading.event.deals_combat_damage_to_a_creature": "it deals combat damage to a creature",
    "reading.event.dies": "it dies",
    "reading.event.at_end_of_combat": "the end of combat step begins",
    "reading.event.enters": "it enters the battlefield",
    "reading.event.leaves_the_battlefield": "it leaves the battlefield",
    "reading.event.cast": "{caster} {spell}",
    "reading.caster.you_cast": "you cast",
    "reading.caster.an_opponent_casts": "an opponent casts",
    "reading.caster.a_player_casts": "a player casts",
    "reading.spell_quality.any": "a spell",
    "reading.spell_quality.noncreature": "a noncreature spell",
    "reading.spell_quality.creature": "a creature spell",
    "reading.spell_quality.instant_or_sorcery": "an instant or sorcery spell",
    "reading.spell_quality.instant": "an instant spell",
    "reading.spell_quality.sorcery": "a sorcery spell",
    "reading.spell_quality.artifact": "an artifact spell",
    "reading.spell_quality.enchantment": "an enchantment spell",
    "reading.spell_quality.multicolored": "a multicolored spell",
    "reading.spell_quality.colorless": "a colorless spell",
    "reading.spell_quality.white": "a white spell",
    "reading.spell_quality.blue": "a blue spell",
    "reading.spell_quality.black": "a black spell",
    "reading.spell_quality.red": "a red spell",
    "reading.spell_quality.green": "a green spell",
    "reading.event.other": "{when}",
    "reading.event.attacks_or_blocks": "it attacks or blocks",
    "reading.event.deals_combat_damage": "it deals combat damage (once for all it deals at the same time)",
    "reading.event.deals_combat_damage_to_an_opponent": "it deals combat damage to an opponent",
    "reading.event.deals_combat_damage_to_a_player_or_planeswalker": "it deals combat damage to a player or planeswalker",
    "reading.event.deals_combat_damage_to_a_player_or_battle": "it deals combat damage to a player or battle",
    "reading.event.enters_or_dies": "it enters the battlefield or dies",
    "reading.event.enters_or_leaves_the_battlefield": "it enters or leaves the battlefield",
    "reading.event.at_the_beginning_of_combat_on_your_turn": "at the beginning of combat on your turn",
    "reading.event.a_creature_you_control_attacks": "a creature you control attacks (once for each)",
    "reading.event.another_creature_you_control_attacks": "another creature you control attacks (once for each)",
    "reading.event.one_or_more_creatures_you_control_attack": "one or more creatures you control attack (once for all)",
    "reading.event.you_attack": "you attack with one or more creatures (once for all)",
    "reading.event.a_creature_you_control_deals_combat_damage_to_a_player": "a creature you control deals combat damage to a player (once for each)",
    "reading.event.one_or_more_creatures_you_control_deal_combat_damage_to_a_player": "one or more creatures you control deal combat damage to a player (once for each player)",
    "reading.event.a_creature_deals_combat_damage_to_one_of_your_opponents": "a creature deals combat damage to one of your opponents (once for each)",
    "reading.event.equipped_creature_attacks": "equipped creature attacks",
    "reading.event.equipped_creature_deals_combat_damage": "equipped creature deals combat damage (once for all it deals at the same time)",
    "reading.event.equipped_creature_deals_combat_damage_to_a_player": "equipped creature deals combat damage to a player",
    "reading.event.equipped_creature_deals_combat_damage_to_an_opponent": "equipped creature deals combat damage to an opponent",
    "reading.event.equipped_creature_deals_combat_damage_to_a_creature": "equipped creature deals combat damage to a creature",
    "reading.event.enchanted_creature_attacks": "enchanted creature attacks",
    "reading.event.enchanted_creature_deals_combat_damage": "enchanted creature deals combat damage (once for all it deals at the same time)",
    "reading.event.enchanted_creature_deals_combat_damage_to_a_player": "enchanted creature deals combat damage to a player",
    "reading.event.enchanted_creature_deals_combat_damage_to_an_opponent": "enchanted creature deals combat damage to an opponent",
    "reading.event.enchanted_creature_deals_combat_damage_to_a_creature": "enchanted creature deals combat damage to a creature",
    "reading.event.another_creature_you_control_enters": "another creature you control enters the battlefield",
    "reading.event.a_creature_you_control_enters": "a creature you control enters the battlefield",
    "reading.event.another_creature_enters": "another creature enters the battlefield",
    "reading.event_subtype": "{event} (only a {subtype})",
    "reading.event_if": "{event}, if \u201c{condition}\u201d (checked as it triggers and again as it resolves, 603.4)",
    "reading.may": "{effects}, if its controller chooses to (603.5)",
    "reading.who.equipped_creature": "the equipped creature",
    "reading.who.enchanted_creature": "the enchanted creature",
    "reading.trigger": "trigger: {event} ({rule}) → {effects}",
    "reading.trigger_target": "trigger: {event} ({rule}); target: {target}, chosen as it goes on the stack (603.3d) → {effects}",
    "reading.target.creature": "{other} {combat} {not_subtype} creature {without} {control}",
    "reading.target.other": "another",
    "reading.target.attacking": "attacking",
    "reading.target.in_combat": "attacking or blocking",
    "reading.target.not_subtype": "non-{subtype}",
    "reading.target.without": "without {ability}",
    "reading.target.control.you": "you control",
    "reading.target.control.opponent": "an opponent controls",
    "reading.target.control.defending_player": "the defending player controls",
    "reading.who.it": "it",
    "reading.who.you": "you",
    "reading.who.target": "the target",
    "reading.who.the_target": "the target",
    "reading.who.that_creature": "that creature",
    "reading.who.that_player": "that player",
    "reading.who.defending_player": "the defending player",
    "reading.who.each_opponent": "each opponent",
    "reading.who.each_player": "each player",
    "reading.who.own_creatures": "creatures you control",
    "reading.who.own_attackers": "attacking creatures you control",
    "reading.who.blockers": "the creatures blocking it",
    "reading.who.other_attackers": "the other attacking creatures",
    "reading.who.combatants": "the creatures blocking it or blocked by it",
    "reading.who.nobody": "nothing",
    "reading.who.attached": "the creature it is attached to",
    "reading.who.each": "each {other} {combat} creature {flying} {control} {players}",
    "reading.each.other": "other",
    "reading.each.attacking": "attacking",
    "reading.each.blocking": "blocking",
    "reading.each.attacking_or_blocking": "attacking or blocking",
    "reading.each.unblocked_attacking": "unblocked attacking",
    "reading.each.with_flying": "with flying",
    "reading.each.without_flying": "without flying",
    "reading.each.control_you": "you control",
    "reading.each.control_not_you": "you don't control",
    "reading.each.control_opponent": "an opponent controls",
    "reading.each.and_players": "and each player",
    "reading.amount.its_power": "damage equal to its power",
    "reading.who.unknown": "{what}",
    "reading.layered": "{change} {duration} (layer {layer}, {rule})",
    "reading.do.pump": "{who} gets {pt} {per}",
    "reading.do.pump_you": "{who} get {pt} {per}",
    "reading.do.pump_many": "{who} get {pt} {per}",
    "reading.do.gains": "{who} gains {abilities} {per}",
    "reading.do.gains_you": "{who} gain {abilities} {per}",
    "reading.do.gains_many": "{who} gain {abilities} {per}",
    "reading.per.blockers": "for each creature blocking it",
    "reading.per.blockers_beyond_the_first": "for each creature blocking it beyond the first",
    "reading.duration.eot": "until end of turn",
    "reading.duration.other": "{duration}",
    "reading.that_much": "that much",
    "reading.do.counters": ("put {count} {kind} counter on {who} ({rule})",
                            "put {count} {kind} counters on {who} ({rule})", "n"),
    "reading.do.gain_life": "{who} gains {amount} life ({rule})",
    "reading.do.gain_life_you": "{who} gain {amount} life ({rule})",
    "reading.do.gain_life_many": "{who} gain {amount} life ({rule})",
    "reading.do.lose_life": "{who} loses {amount} life ({rule})",
    "reading.do.lose_life_you": "{who} lose {amount} life ({rule})",
    "reading.do.lose_life_many": "{who} lose {amount} life ({rule})",
    "reading.do.damage": "it deals {amount} damage to {who} ({rule})",
    "reading.do.destroy": "destroy {who} ({rule})",
    "reading.do.remove": "remove {who} from combat ({rule})",
    "reading.do.poison": ("{who}: {count} poison counter ({rule})", "{who}: {count} poison counters ({rule})", "n"),
    "reading.do.recorded.draw": ("{who}: draw {count} card (recorded as an event, {rule})",
                                 "{who}: draw {count} cards (recorded as an event, {rule})", "n"),
    "reading.do.recorded.mill": ("{who}: mill {count} card (recorded as an event, {rule})",
                                 "{who}: mill {count} cards (recorded as an event, {rule})", "n"),
    "reading.do.recorded.discard": ("{who}: discard {count} card (recorded as an event, {rule})",
                                    "{who}: discard {count} cards (recorded as an event, {rule})", "n"),
    "reading.do.recorded.scry": "{who}: scry {count} (recorded as an event, {rule})",
    "reading.do.recorded.surveil": "{who}: surveil {count} (recorded as an event, {rule})",
    "reading.do.recorded.other": "{who}: {action} {count} (recorded as an event, {rule})",
    "reading.do.tokens_attacking": "create {count} {token}, {tapped} attacking ({rule})",
    "reading.do.tokens_blocking": "create {count} {token}, {tapped} blocking that creature ({rule})",
    "reading.token": ("{pt} {colors} {subtypes} creature token {keywords}",
                      "{pt} {colors} {subtypes} creature tokens {keywords}", "n"),
    "reading.token.with": "with {keywords}",
    "reading.token.tapped": "tapped and",
    "reading.do.blink": "exile {who}, then return it to the battlefield under {control} control as a new object ({rule})",
    "reading.do.blink_may": "you may exile {who}, then return it to the battlefield under {control} control as a new object ({rule})",
    "reading.do.blink_owner": "its owner's",
    "reading.do.blink_yours": "your",
    "reading.do.other": "{what}: {fields}",
    "reading.action.destroy": "destroy {who} ({rule})",
    "reading.action.exile": "exile {who} ({rule})",
    "reading.action.tap": "tap {who} ({rule})",
    "reading.action.untap": "untap {who} ({rule})",
    "reading.action.remove_from_combat": "remove {who} from combat ({rule})",
    "reading.action.regenerate": "regenerate {who}: a regeneration shield ({rule})",
    "reading.action.become_blocked": "{who} becomes blocked ({rule})",
    "reading.action.return_to_hand": "return {who} to its owner's hand ({rule})",
    "reading.do.prevent_next": "prevent the next {amount} damage that would be dealt to {who} this turn ({rule})",
    "reading.do.prevent_all_combat": "prevent all combat damage that would be dealt this turn ({rule})",
    "reading.do.prevent_to_and_by": "prevent all combat damage that would be dealt to and dealt by {who} this turn ({rule})",
    "reading.targets": "targeting {targets}:",
    "reading.timing.after_blockers": "(only during combat after blockers are declared, 602.1b)",
    "reading.spell": "spell ({rule}): {targets} {effects}",
    "reading.activated": "activated ({rule}): {cost} {timing} → {targets} {effects}",
    "reading.becomes_creature": "activated ({rule}): {cost} → {effects}",
    "reading.static": "static ({rule}): {effects}",
    "reading.continuous": "{change} {duration} {condition} (layer {layer}, {rule})",
    "reading.change.modify": ("{who} gets {pt}", "{who} get {pt}", "n"),
    "reading.change.set_pt": ("{who} has base power and toughness {pt}", "{who} have base power and toughness {pt}", "n"),
    "reading.change.switch": ("{who} has its power and toughness switched", "{who} have their power and toughness switched", "n"),
    "reading.change.gains": ("{who} has {abilities}", "{who} have {abilities}", "n"),
    "reading.change.loses_all": ("{who} loses all abilities", "{who} lose all abilities", "n"),
    "reading.change.loses": ("{who} loses {abilities}", "{who} lose {abilities}", "n"),
    "reading.change.types": ("{who} is also {types}", "{who} are also {types}", "n"),
    "reading.types": "{types} {subtypes}",
    "reading.change.becomes": ("{who} becomes {types}, losing its other creature types", "{who} become {types}, losing their other creature types", "n"),
    "reading.change.every_type": ("{who} is every creature type", "{who} are every creature type", "n"),
    "reading.change.colors": ("{who} is {colors}", "{who} are {colors}", "n"),
    "reading.change.add_colors": ("{who} is also {colors}", "{who} are also {colors}", "n"),
    "reading.change.other": "{who}: {what} {fields}",
    "reading.condition.your_turn": "during your turn",
    "reading.condition.not_your_turn": "during turns that aren't yours",
    "reading.condition.you_control": "as long as you control {what}",
    "reading.condition.attached_color": "as long as the creature it is attached to is {color}",
    "reading.condition.other": "when {fields}",
    "reading.filter.many": "{other} {color} {subtype} {type} {ability} {control}",
    "reading.filter.more": "{base} ({more})",
    "reading.filter.one": "{article} {color} {subtype} {type} {ability} {control}",
    "reading.filter.other": "other",
    "reading.filter.a": "a",
    "reading.filter.an": "an",
    "reading.filter.another": "another",
    "reading.filter.a_snow_land": "a snow land",
    "reading.filter.with": "with {ability}",
    "reading.filter.control.you": "you control",
    "reading.filter.control.opponents": "your opponents control",
    "reading.filter.types.Creature": "creatures",
    "reading.filter.types.Artifact": "artifacts",
    "reading.filter.types.Enchantment": "enchantments",
    "reading.filter.types.Land": "lands",
    "reading.filter.types.Planeswalker": "planeswalkers",
    "reading.filter.types.any": "permanents",
    "reading.filter.type.Creature": "creature",
    "reading.filter.type.Artifact": "artifact",
    "reading.filter.type.Enchantment": "enchantment",
    "reading.filter.type.Land": "land",
    "reading.filter.type.Planeswalker": "planeswalker",
    "reading.filter.type.any": "permanent",
    "reading.filter.color.W": "white",
    "reading.filter.color.U": "blue",
    "reading.filter.color.B": "black",
    "reading.filter.color.R": "red",
    "reading.filter.color.G": "green",
    "reading.filter.one_color.W": "white",
    "reading.filter.one_color.U": "blue",
    "reading.filter.one_color.B": "black",
    "reading.filter.one_color.R": "red",
    "reading.filter.one_color.G": "green",
    "reading.color.W": "white",
    "reading.color.U": "blue",
    "reading.color.B": "black",
    "reading.color.R": "red",
    "reading.color.G": "green",
    "reading.color.none": "colorless",
    "reading.color.other": "{color}",
    "reading.tax.you": "creatures can't attack you unless their controller pays {cost} for each",
    "reading.tax.you_pw": "creatures can't attack you or planeswalkers you control unless their controller pays {cost} for each",
    "reading.tax.self": "it can't attack unless its controller pays {cost}",
    "reading.tax.attached": "the creature it enchants can't attack unless its controller pays {cost}",
    "reading.tax.per.enchantments": "for each enchantment you control",
    "reading.tax.per.plus1_plus1_counters": "for each +1/+1 counter on the creature",
    "reading.tax.untapped": "while it is untapped",
    "reading.tax.attacking": "while it is attacking",
    "reading.attack_tax": "cost to attack: {what} {per} {untapped} ({rule})",
    "reading.block_tax": "cost to block: creatures can't block unless their controller pays {cost} for each {attacking} ({rule})",
    "reading.sources": "{other} {qualities} {noun} {yours} {combat}",
    "reading.sources.any": "any source",
    "reading.sources.other": "other",
    "reading.sources.source": "sources",
    "reading.sources.creature": "creatures",
    "reading.sources.combat": "(combat damage only)",
    "reading.to.any": "a permanent or player",
    "reading.to.opponents": "an opponent or a permanent an opponent controls",
    "reading.to.you": "you",
    "reading.to.yours_subtype": "a {subtype} creature you control",
    "reading.replacement": "replacement ({rule}): {what}",
    "reading.damage.multiplier": "damage that {sources} would deal to {to} is multiplied by {factor}",
    "reading.damage.plus": "damage that {sources} would deal to {to} is increased by {amount}",
    "reading.damage.prevent_some": "prevent {amount} of the damage that {sources} would deal to {to}",
    "reading.damage.cant_prevent": "damage that {sources} would deal can't be prevented",
    "reading.damage.cant_gain": "players can't gain life",
    "reading.damage.cant_gain_opponents": "your opponents can't gain life",
    "reading.damage.prevent_all": "prevent all {combat} damage {direction} {turn}",
    "reading.damage.combat": "combat",
    "reading.damage.direction.to": "that would be dealt to it",
    "reading.damage.direction.by": "that would be dealt by it",
    "reading.damage.direction.to_and_dealt_by": "that would be dealt to and dealt by it",
    "reading.damage.prevent_all_you": "prevent all damage that would be dealt to you",
    "reading.damage.prevent_all_you_combat": "prevent all combat damage that would be dealt to you",
    "reading.damage.prevent_self": "prevent all damage that would be dealt to it",
    "reading.damage.prevent_self_counters": "prevent all damage that would be dealt to it; for each 1 damage prevented, put a {kind} counter on it",
    "reading.damage.counters_instead": "damage that would be dealt to it becomes that many {kind} counters on it instead",
    "reading.damage.gain_twice": "if you would gain life, you gain twice that much instead",
    "reading.damage.gain_none": "a player who would gain life gains no life instead",
    "reading.damage.life_floor": "damage that would reduce your life total below 1 reduces it to 1 instead, as long as you control a creature",
    "reading.damage.redirect": "damage that would be dealt to you is dealt to it instead",
    "reading.damage.as_wither": "damage is dealt as though its source had wither",
    "ui.card.line_status.modeled": "modeled",
    "ui.card.line_status.parsed": "parsed, not applied",
    "ui.card.line_status.not understood": "not understood",
    "ui.card.line_status.reminder": "reminder text",
    "ui.card.not_modeled_part": "not modeled: {text}",
    "ui.card.not_relevant": "can't change a combat ruling: {reason}",

}

#: parameters whose values are game terms, translated through ``term.<param>.<value>``.
TERM_PARAMS = ("step", "land_type", "keyword", "counter", "problem", "reason")
#: parameters whose values are stack objects' ids (:class:`StackLabel`).
STACK_LABEL_PARAMS = ("object",)


class StackLabel(str):
    """A stack object's id as the ruling names it (``"Exalted (Akrasan Squire)"``,
    ``"Brimaz, Unyielding Lion (whenever it attacks)"``), shown in the message's language
    (:func:`stack_label`): the keyword or the trigger condition
    translated, names as they are."""

    def render(self, lang: str = "en") -> str:
        if lang == "en":
            return str(self)
        return stack_label(str(self), lang)


class TargetText(str):
    """What a target must be, as :meth:`~mtgjudge.cr.r115_targets.TargetSpec.describe`
    words it (``"target attacking creature you control"``), shown in the message's
    language (``"una criatura atacante objetivo que controlas"``: :func:`target_words`)."""


class TypeText(str):
    """A subtype or type the engine names (``"Island"``, ``"snow land"``), shown in the
    message's language where we have a word for it (``"Isla"``, ``"tierra nevada"``:
    :func:`type_words`)."""


class KeywordText(str):
    """A keyword ability as the engine describes it (``"protection from red"``), shown
    in the message's language (``"protección contra el rojo"``: :func:`keyword`)."""


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
    rendered again in another language: ``Text("board.begun_add").render("es")``.

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


class Later(tuple):
    """A message rendered only when shown, in the language it is shown in: a part of a
    long message that most rulings never print (each order's outcome, 616.1). Equal
    when key and parameters are: ``Later("event.order_outcome", order=..., items=...)``."""

    __slots__ = ()

    def __new__(cls, key: str, /, **params: Any) -> Self:
        return tuple.__new__(cls, (key, tuple(params.items())))

    def render(self, lang: str = "en") -> str:
        return render(self[0], dict(self[1]), lang)

    def __str__(self) -> str:
        return self.render()


class Parts(tuple):
    """A message parameter that is a list of items, each with ``render(lang)`` (a
    :class:`Text`, or an object that renders itself only when shown, like the parts of
    a damage event, CR 120.4), shown separated by commas in the message's language."""

    def rendered(self, lang: str = "en") -> list[str]:
        return [i.render(lang) if hasattr(i, "render") else str(_value(i, lang)) for i in self]


class AllParts(Parts):
    """:class:`Parts` that are all meant together ("Furnace of Rath and Samite Healer",
    "Ana, Bruno and Carla"): the last one joined with "and" in English, ``term.and`` in
    the message's language ("Ana, Bruno y Carla")."""


def _joined(params: dict[str, Any], conjunction: str, lang: str = "en",
            separator: str | None = None, and_word: str = " and ") -> dict[str, Any]:
    """Parameters ready to format: lists joined with ``conjunction`` (a longer list's
    first items with ``separator``, default ``conjunction``: "A, B o C"), :class:`Items`
    with "; ", nested Texts rendered, :class:`Quoted` values quoted, all in ``lang``."""
    out = {}
    for k, v in params.items():
        if k in STACK_LABEL_PARAMS and type(v) is str:
            v = StackLabel(v)
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
    if isinstance(v, StackLabel):
        return v.render(lang)
    if isinstance(v, Text):
        return v.render(lang)
    if isinstance(v, Quoted):
        return render("term.quote", {"text": str(v)}, lang)
    if isinstance(v, TargetText) and lang != "en":
        return target_words(str(v), lang)
    if isinstance(v, TypeText) and lang != "en":
        return type_words(str(v), lang)
    if isinstance(v, KeywordText) and lang != "en":
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
        return template(key, params).format(**_joined(params, " or ", separator=", "))
    return render_translated(key, params, lang)


# ------------------------------------------------------------ in another language
def render_translated(key: str, params: dict[str, Any], lang: str) -> str:
    """Message ``key`` with ``params`` in ``lang`` (see :func:`render`)."""
    from mtgjudge.translations import translations

    t = translations(lang)
    msg = MESSAGES[key]
    if isinstance(msg, tuple):
        singular, plural, count = msg
        text = t.npgettext(key, singular, plural, int(params.get(count, 0)))
    else:
        text = t.pgettext(key, msg)
    values = _joined(params, t.pgettext("term.or", " or "), lang,
                     t.pgettext("term.list_separator", ", "), t.pgettext("term.and", ", "))
    for name in TERM_PARAMS:
        if name in values:
            term = f"term.{name}.{values[name]}"
            if term in MESSAGES:
                values[name] = t.pgettext(term, str(MESSAGES[term]))
    return text.format(**values)


def _term(key: str, lang: str) -> str:
    from mtgjudge.translations import translations

    return translations(lang).pgettext(key, str(MESSAGES[key]))


#: Card types whose adjectives (supertypes) take the feminine form, per language.
_FEMININE = {"es": {"Creature", "Land", "Battle"}}


def type_line(line: str, lang: str) -> str:
    """A card's type line with its supertypes and card types in ``lang``, and the few
    subtypes the rules themselves name (Equipment, Aura, Vehicle, Siege, basic land
    types: ``term.subtype.*``); other subtypes stay as printed: ``"Legendary Creature —
    Elf"`` -> ``"Criatura legendaria — Elf"``, ``"Artifact — Equipment"`` -> ``"Artefacto
    — Equipo"``. A line with a card type we have no translation for is returned as printed."""
    if lang == "en":
        return line
    return " // ".join(_one_type_line(half, lang) for half in line.split(" // "))


def type_words(text: str, lang: str) -> str:
    """A subtype the rules name (``"Island"`` -> ``"Isla"``) or types in lower case
    (``"snow land"`` -> ``"tierra nevada"``) in ``lang``; anything else as written."""
    if lang == "en":
        return text
    if f"term.subtype.{text}" in MESSAGES:
        return _term(f"term.subtype.{text}", lang)
    titled = " ".join(w.capitalize() for w in text.split())
    shown = type_line(titled, lang)
    return text if shown == titled else shown.lower()


def _one_type_line(line: str, lang: str) -> str:
    left, dash, right = line.partition(" — ")
    words = left.split()
    supertypes = [w for w in words if f"term.supertype.{w}" in MESSAGES]
    types = [w for w in words if f"term.card_type.{w}" in MESSAGES]
    if not types or len(supertypes) + len(types) != len(words):
        return line
    head, others = types[-1], types[:-1]
    form = ".feminine" if head in _FEMININE.get(lang, ()) else ""
    text = render("ui.card.type_order", {
        "supertypes": " ".join(_term(f"term.supertype.{w}{form}", lang) for w in supertypes),
        "types": " ".join(_term(f"term.card_type.{w}", lang).lower() for w in others),
        "head": _term(f"term.card_type.{head}", lang)}, lang)
    right = " ".join(_term(f"term.subtype.{w}", lang) if f"term.subtype.{w}" in MESSAGES else w
                     for w in right.split(" "))
    return " ".join(text.split()) + dash + right


def keyword(text: str, lang: str, capital: bool = True) -> str:
    """A keyword ability as printed (``"Flying"``, ``"Toxic 2"``, ``"Protection from
    red"``, ``"Enchant creature"``) in ``lang``, e.g. ``"Volar"``, ``"Tóxico 2"``,
    ``"Protección contra el rojo"``, ``"Encantar criatura"``; capitalised unless
    ``capital`` is false. Any other text is returned unchanged, and a quality we have no
    word for (a player, a creature type) stays as written."""
    if lang == "en":
        return text
    m = re.fullmatch(r"(.+?)( \d+)?", text)
    key = f"term.keyword.{m[1].lower()}" if m else ""
    quality = re.fullmatch(r"(protection from|enchant) (.+)", text, re.IGNORECASE)
    if key in MESSAGES:
        word = _term(key, lang) + (m[2] or "")
    elif quality:
        kind = "protection" if quality[1].lower() == "protection from" else "enchant"
        what = quality[2]
        if f"term.{kind}.{what.lower()}" in MESSAGES:
            what = _term(f"term.{kind}.{what.lower()}", lang)
        elif kind == "enchant":
            return text  # "Enchant creature with another Aura attached to it": as written
        word = render(f"term.{kind}", {"quality": what, "what": what}, lang)
    else:
        return text
    return word[:1].upper() + word[1:] if capital else word


def target_words(text: str, lang: str) -> str:
    """What a target must be (``"target attacking creature you control"``, as
    :meth:`~mtgjudge.cr.r115_targets.TargetSpec.describe` words it) in ``lang``, e.g.
    ``"una criatura atacante objetivo que controlas"``; any other text is returned unchanged."""
    m = re.fullmatch(r"(.+?)(?: (you control|an opponent controls))?", text)
    head = f"term.target.{m[1]}" if m else ""
    if lang == "en" or head not in MESSAGES:
        return text
    words = _term(head, lang)
    return f"{words} {_term(f'term.target.{m[2]}', lang)}" if m[2] else words


_LABEL = re.compile(r"(.+?) \((.+)\)( #\d+)?")


def stack_label(text: str, lang: str) -> str:
    """A stack object's id in ``lang``: ``"Exalted (Akrasan Squire)"`` -> ``"Exaltado
    (Akrasan Squire)"``, ``"Brimaz, Unyielding Lion (whenever it attacks)"`` ->
    ``"Brimaz, Unyielding Lion (siempre que ataque)"``; names, spells and activated
    abilities stay as written."""
    m = _LABEL.fullmatch(text)
    if lang == "en" or m is None:
        return text
    head, inner, copy = m[1], m[2], m[3] or ""
    word = keyword(head, lang)
    if word != head and not head.lower().startswith(("protection", "enchant")):
        return f"{word} ({inner}){copy}"
    if f"term.trigger_when.{inner}" in MESSAGES:
        return f"{head} ({_term(f'term.trigger_when.{inner}', lang)}){copy}"
    if f"term.stack_label.{head}" in MESSAGES:  # a delayed trigger's name: "Myriad: exile the tokens"
        return f"{_term(f'term.stack_label.{head}', lang)} ({inner}){copy}"
    return text


def english_stack_label(text: str) -> str:
    """A stack object's id written in any language we translate to, as the engine
    names it in English (the inverse of :func:`stack_label`): ``"exaltado (Akrasan
    Squire)"`` -> ``"Exalted (Akrasan Squire)"``. Text of no other form is returned as is."""
    m = _LABEL.fullmatch(text.strip())
    if m is None:
        return text
    head, inner, copy = m[1], m[2], m[3] or ""
    words, whens, heads = _reverse_terms()
    n = re.fullmatch(r"(.+?)( \d+)?", head)
    found = words.get(n[1].casefold()) if n else None
    if found is not None:
        return f"{found[:1].upper()}{found[1:]}{n[2] or ''} ({inner}){copy}"
    if inner.casefold() in whens:
        return f"{head} ({whens[inner.casefold()]}){copy}"
    if head.casefold() in heads:
        return f"{heads[head.casefold()]} ({inner}){copy}"
    return text


@lru_cache(maxsize=None)
def _reverse_terms() -> tuple[dict[str, str], dict[str, str], dict[str, str]]:
    """Each language's word for a keyword / trigger condition / delayed trigger's name
    (casefolded) -> English."""
    from mtgjudge.translations import LANGUAGES

    words: dict[str, str] = {}
    whens: dict[str, str] = {}
    heads: dict[str, str] = {}
    for key, english in MESSAGES.items():
        for prefix, table in (("term.keyword.", words), ("term.trigger_when.", whens),
                              ("term.stack_label.", heads)):
            if key.startswith(prefix) and isinstance(english, str):
                for lang in LANGUAGES:
                    table[_term(key, lang).casefold()] = english
    return words, whens, heads
