"""Golden rulings: the behaviour baseline of mtgjudge at commit 2198a6f.

A seeded, deterministic generator of scenario boards (templates combined with random
parameters) and a recorder of what the command line answers for each, plus seeded random
games through the Python API (:class:`mtgjudge.Game`). The recording in
``tests/data/golden/`` is the behaviour baseline of commit 2198a6f (before the "rules
bus" refactor of the engine's core): ``tests/test_golden_rulings.py`` re-judges every
recorded board and replays every recorded API game and requires byte-identical output.
It is regenerated (``--write``) only for a deliberate change of behaviour, and such a
change is then reviewed in the diff of the recording.

    python bench/golden.py --write       # regenerate the recording (deliberate changes only)
    python bench/golden.py --check       # compare the current engine with the recording
    python bench/golden.py --coverage    # per-feature counts of the corpus

What is recorded:

* ``boards.jsonl.gz``: one JSON object per line and board, ``{id, family, path,
  features, scenario_yaml, runs: [{args, exit_code, stdout, stderr}]}``. Every board is
  run as ``judge FILE --format json``; a third of them also with ``--lang es --format
  json``, another third also as plain text (``--plain``); some with ``--explain``, those
  with command-line questions with ``--why``, a few with ``--strict``. Boards are the
  generated ones plus every file in ``examples/`` and ``bench/boards/`` (their text as
  recorded: the recording holds every scenario it judges, so it is compared with the
  text it was made from even if a file changes). Each board is written to ``FILE`` (a
  path relative to a scratch folder that is the working directory while it is judged,
  so error messages name the same file every time), and the CLI is run in this process
  with typer's ``CliRunner`` on ``mtgjudge.cli.app``. ``--subprocess N`` compares
  recorded runs with a fresh ``mtgjudge judge`` process each: at 2198a6f every 4th
  board's runs (497 runs of 242 boards) were byte-identical.
* ``api_games.jsonl.gz``: one line per API game, ``{id, seed, log}``, replayed from its
  seed. The log is the sequence of steps ``[op, what, result, options]``: ``add`` /
  ``setup`` / ``set_mana`` / ``designate`` of the board, ``is_legal`` of a made-up
  declaration, ``push`` of a move (a random pick among the first 24 of
  ``legal_moves()``, ``legal_declarations()`` or ``legal_actions()``, or a made-up
  declaration or spell, legal or not) with its events as ``[rule, key, params
  (JSON-able), English text]``, ``pop``, and a final summary of the state. A refusal is
  ``["refused", exception class, rule, message]``.
* ``meta.json``: counts, the exit codes, the per-feature coverage of the corpus.

Determinism: generation uses ``random.Random`` seeded with strings (stable across
processes and ``PYTHONHASHSEED``) and reads no engine output, so ``--write`` makes the
same boards every time; recordings made with ``PYTHONHASHSEED=1`` and ``=2`` are
byte-identical, and so are the answers with the card database's cache of Oracle
readings emptied (cards read afresh, as after any change of mtgjudge's code). Normalised
fields: none of the CLI's output needed normalising. In API games, a ``repr`` or
message containing a memory address (`` at 0x...``) would have it replaced by
`` at 0x?``; none does at 2198a6f. The gzip files are written with a zero timestamp and
no file name in their header, so equal recordings are equal bytes. One thing could make
a run depend on the machine: the requirement search's 5-second limit (508.1d/509.1c,
GLPK); no board comes near it.
"""

from __future__ import annotations

import argparse
import contextlib
import gzip
import inspect
import io
import json
import os
import random
import re
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from itertools import islice
from pathlib import Path
from typing import Any, Callable

import yaml

ROOT = Path(__file__).resolve().parent.parent
GOLDEN_DIR = ROOT / "tests" / "data" / "golden"
BOARDS_FILE = GOLDEN_DIR / "boards.jsonl.gz"
API_FILE = GOLDEN_DIR / "api_games.jsonl.gz"
META_FILE = GOLDEN_DIR / "meta.json"
BASELINE_COMMIT = "2198a6f"
SEED = "mtgjudge-golden-2198a6f"
N_API_GAMES = 400

# ----------------------------------------------------------------------------- cards
#: Real creatures the generator uses, as the card database has them (name|power|
#: toughness|colours|keywords); each was checked with ``mtgjudge card NAME``.
_TABLE = """
Grizzly Bears|2|2|G|
Hill Giant|3|3|R|
Craw Wurm|6|4|G|
Runeclaw Bear|2|2|G|
Savannah Lions|2|1|W|
Centaur Courser|3|3|G|
Gray Ogre|2|2|R|
Goblin Piker|2|1|R|
Coral Merfolk|2|1|U|
Eager Cadet|1|1|W|
Squire|1|2|W|
Python|3|2|B|
Jedit Ojanen|5|5|WU|
Sir Shandlar of Eberyn|4|7|WG|
Isamaru, Hound of Konda|2|2|W|
Bronze Sable|2|1||
Alpha Myr|2|1||
Llanowar Elves|1|1|G|
Elvish Mystic|1|1|G|
Vampire Spawn|2|3|B|
Helpful Hunter|1|1|W|
Elvish Regrower|4|3|G|
Merfolk of the Pearl Trident|1|1|U|
Serra Angel|4|4|W|flying,vigilance
Wind Drake|2|2|U|flying
Storm Crow|1|2|U|flying
Sea Eagle|1|1|U|flying
Air Elemental|4|4|U|flying
Sengir Vampire|4|4|B|flying
Giant Spider|2|4|G|reach
Canopy Spider|1|3|G|reach
Deadly Recluse|1|2|G|deathtouch,reach
Youthful Knight|2|1|W|first strike
White Knight|2|2|W|first strike,protection
Black Knight|2|2|B|first strike,protection
Silver Knight|2|2|W|first strike,protection
Benalish Knight|2|2|W|first strike,flash
Marisi's Twinclaws|2|4|WRG|double strike
Drogskol Reaver|3|5|WU|double strike,flying,lifelink
Fencing Ace|1|1|W|double strike
Boros Swiftblade|1|2|WR|double strike
Typhoid Rats|1|1|B|deathtouch
Vampire Nighthawk|2|3|B|deathtouch,flying,lifelink
Gifted Aetherborn|2|3|B|deathtouch,lifelink
Colossal Dreadmaw|6|6|G|trample
War Mammoth|3|3|G|trample
Pygmy Razorback|2|1|G|trample
Craw Giant|6|4|G|rampage,trample
Rhox War Monk|3|4|WUG|lifelink
Steadfast Paladin|2|2|W|lifelink
Alley Strangler|2|3|B|menace
Viashino Runner|3|2|R|menace
Glistener Elf|1|1|G|infect
Plague Myr|1|1||infect
Plague Stinger|1|1|B|flying,infect
Blighted Agent|1|1|U|infect
Ichor Rats|2|1|B|infect
Boggart Ram-Gang|3|3|RG|haste,wither
Branchblight Stalker|3|1|G|toxic
Vishgraz, the Doomhive|3|3|WBG|menace,toxic
Steadfast Guard|2|2|W|vigilance
Raging Goblin|1|1|R|haste
Wall of Stone|0|8|R|defender
Angelic Wall|0|4|W|defender,flying
Guard Gomazoa|1|3|U|defender,flying
Darksteel Myr|0|1||indestructible
Soltari Foot Soldier|1|1|W|shadow
Severed Legion|2|2|B|fear
Heirs of Stromkirk|2|2|R|intimidate
Lu Xun, Scholar General|1|3|U|horsemanship
Wharf Infiltrator|1|1|U|skulk
Bog Wraith|3|3|B|landwalk
Rootwater Commando|2|2|U|landwalk
Hillcomber Giant|3|3|W|landwalk
Questing Beast|4|4|G|deathtouch,haste,vigilance
Zetalpa, Primal Dawn|4|8|W|double strike,flying,indestructible,trample,vigilance
Akroma, Angel of Wrath|6|6|W|first strike,flying,haste,protection,trample,vigilance
Thrasta, Tempest's Roar|7|7|G|haste,trample
Gladecover Scout|1|1|G|hexproof
Hill Gigas|5|4|R|haste,trample
Fog Bank|0|2|U|defender,flying
Phytohydra|1|1|WG|
Lichenthrope|5|5|G|
Phyrexian Hydra|7|7|G|infect
Empyrial Archangel|5|8|WUG|flying,shroud
Giant Cindermaw|4|3|R|trample
Daunting Defender|3|3|W|
Rhox Faithmender|1|5|W|lifelink
Torbran, Thane of Red Fell|2|4|R|
Coalhauler Swine|4|4|R|
Filthy Cur|2|2|B|
Windborn Muse|2|3|W|flying
Archangel of Tithes|3|5|W|flying
Phyrexian Marauder|0|0||
Sea Serpent|5|5|U|
Smuggler's Copter|3|3||crew,flying
Heart of Kiran|4|4||crew,flying,vigilance
Benalish Hero|1|1|W|banding
Mesa Pegasus|1|1|W|banding,flying
Timber Wolves|1|1|G|banding
Akrasan Squire|1|1|W|exalted
Outrider of Jhess|2|2|U|exalted
Sublime Archangel|4|3|W|exalted,flying
Samurai Enforcers|4|4|W|bushido
Jade Avenger|2|2|G|bushido
Devoted Retainer|1|1|W|bushido
Konda's Hatamoto|1|2|W|bushido
Samurai of the Pale Curtain|2|2|W|bushido
Goblin Wardriver|2|2|R|battle cry
Signal Pest|0|1||battle cry
Benalish Cavalry|2|2|W|flanking
Mtenda Herder|1|1|W|flanking
Zhalfirin Knight|2|2|W|flanking
Wolverine Pack|2|4|G|rampage
Chromium|7|7|WUB|flying,rampage
Herald of the Host|4|4|W|flying,myriad,vigilance
Caller of the Pack|8|6|G|myriad,trample
Wyrm's Crossing Patrol|1|1|W|myriad
Blade Instructor|3|1|W|mentor
Rural Recruit|1|1|G|training
Monastery Swiftspear|1|2|R|haste,prowess
Knight of the Pilgrim's Road|3|2|W|renown
Acolyte of the Inferno|3|1|R|renown
Enraged Revolutionary|2|1|R|dethrone
Ulamog's Crusher|8|8||annihilator
Wings of the Guard|1|1|W|flying,melee
Khenra Eternal|2|2|B|afflict
Manticore Eternal|5|4|R|afflict
Eternal of Harsh Truths|1|3|U|afflict
Moonrise Cleric|2|3|WB|flying
Soulknife Spy|3|2|U|
Pulse Tracker|1|1|B|
Sanguine Syphoner|1|3|B|
Aerial Guide|2|2|U|flying
Briarblade Adept|3|4|B|
Pride Guardian|0|3|W|defender
Brimaz, King of Oreskos|3|4|W|vigilance
Crypt Cobra|3|3|B|
Ornery Goblin|2|1|R|
Elvish Berserker|1|1|G|
Stromkirk Noble|1|1|R|
Kjeldoran Frostbeast|2|4|WG|
Feral Prowler|1|3|G|
Clockwork Fox|3|2||
Restoration Angel|3|4|W|flash,flying
Ambush Viper|2|1|G|deathtouch,flash
Briarpack Alpha|3|3|G|flash
Hollowhenge Spirit|2|2|W|flash,flying
Shivan Dragon|5|5|R|flying
Goblin Balloon Brigade|1|1|R|
Drudge Skeletons|1|1|B|
Master Decoy|1|2|W|
Prodigal Pyromancer|1|1|R|
Samite Healer|1|1|W|
Trap Runner|2|3|W|
Ninja of the Deep Hours|2|2|U|ninjutsu
Yuriko, the Tiger's Shadow|1|3|UB|
Elvish Archdruid|2|2|G|
Lord of Atlantis|2|2|U|
Elvish Bard|2|4|G|
Prized Unicorn|2|2|G|
Bloodrock Cyclops|3|3|R|
Goblin Brigand|2|2|R|
Juggernaut|5|3||
Hinterland Scourge|3|2|R|
Mogg Flunkies|3|3|R|
Ember Beast|3|4|R|
Craven Hulk|4|4|R|
Militia Rallier|3|3|W|
Silent Arbiter|1|5||
Warmonger Hellkite|5|5|R|flying
Angler Turtle|5|7|U|hexproof
Iron Golem|5|3||vigilance
Razorgrass Screen|2|1||defender
Spineless Thug|2|2|B|
Tormented Soul|1|1|B|
Phantom Warrior|2|2|U|
Stalking Tiger|3|3|G|
Ironclaw Orcs|2|2|R|
Cloud Sprite|1|1|U|flying
Dread Warlock|2|2|B|
Palace Guard|1|4|W|
Two-Headed Giant of Foriys|4|4|R|trample
Watcher in the Web|2|5|G|reach
Night Market Guard|3|1||
Student of Warfare|1|1|W|double strike,first strike
Ghalta, Primal Hunger|12|12|G|trample
Zurgo Helmsmasher|7|2|WBR|haste
Stone Spirit|4|3|R|
Amrou Kithkin|1|1|W|
Outland Boar|4|4|RG|
Sightless Ghoul|2|2|B|
Changeling Outcast|1|1|B|changeling
Tel-Jilad Chosen|2|1|G|protection
Kor Firewalker|2|2|W|protection
Iridescent Angel|4|4|WU|flying,protection
Transguild Courier|3|3|WUBRG|
Ornithopter|0|2||flying
Phyrexian Colossus|8|8||
Hexmark Destroyer|6|6|B|
Rampart Smasher|5|5|RG|
Metathran Transport|1|3|U|flying
Insectile Aberration|3|2|U|flying
Avatar of Hope|4|9|W|flying
Cloud Elemental|2|3|U|flying
Dryad Arbor|1|1|G|
Pit Scorpion|1|1|B|
Goblin Heelcutter|3|2|R|
Two-Headed Giant|4|4|R|"""


@dataclass(frozen=True)
class Card:
    name: str
    power: int
    toughness: int
    colors: str
    kw: frozenset[str]


def _read_table() -> dict[str, Card]:
    cards = {}
    for line in _TABLE.strip().splitlines():
        name, p, t, colors, kws = line.split("|")
        cards[name] = Card(name, int(p), int(t), colors, frozenset(k for k in kws.split(",") if k))
    return cards


CARDS = _read_table()

VANILLA = ["Grizzly Bears", "Hill Giant", "Craw Wurm", "Runeclaw Bear", "Savannah Lions", "Centaur Courser",
           "Gray Ogre", "Goblin Piker", "Coral Merfolk", "Eager Cadet", "Squire", "Python", "Jedit Ojanen",
           "Sir Shandlar of Eberyn", "Bronze Sable", "Alpha Myr", "Llanowar Elves", "Vampire Spawn",
           "Helpful Hunter", "Elvish Regrower"]
KEYWORDED = ["Serra Angel", "Wind Drake", "Storm Crow", "Air Elemental", "Sengir Vampire", "Giant Spider",
             "Canopy Spider", "Deadly Recluse", "Youthful Knight", "White Knight", "Black Knight", "Silver Knight",
             "Marisi's Twinclaws", "Drogskol Reaver", "Fencing Ace", "Boros Swiftblade", "Typhoid Rats",
             "Vampire Nighthawk", "Gifted Aetherborn", "Colossal Dreadmaw", "War Mammoth", "Pygmy Razorback",
             "Rhox War Monk", "Steadfast Paladin", "Alley Strangler", "Viashino Runner", "Glistener Elf",
             "Plague Myr", "Plague Stinger", "Blighted Agent", "Ichor Rats", "Boggart Ram-Gang",
             "Branchblight Stalker", "Vishgraz, the Doomhive", "Steadfast Guard", "Raging Goblin", "Wall of Stone",
             "Angelic Wall", "Darksteel Myr", "Soltari Foot Soldier", "Severed Legion", "Heirs of Stromkirk",
             "Lu Xun, Scholar General", "Wharf Infiltrator", "Bog Wraith", "Rootwater Commando", "Hillcomber Giant",
             "Questing Beast", "Zetalpa, Primal Dawn", "Akroma, Angel of Wrath", "Gladecover Scout", "Hill Gigas",
             "Tel-Jilad Chosen", "Kor Firewalker", "Iridescent Angel", "Ornithopter", "Stone Spirit",
             "Amrou Kithkin", "Outland Boar", "Metathran Transport", "Insectile Aberration", "Cloud Elemental",
             "Cloud Sprite", "Dread Warlock", "Phantom Warrior", "Stalking Tiger", "Ironclaw Orcs",
             "Spineless Thug", "Tormented Soul", "Changeling Outcast", "Rampart Smasher", "Transguild Courier",
             "Pit Scorpion", "Two-Headed Giant"]
BLOCKY = ["Wall of Stone", "Giant Spider", "Palace Guard", "Two-Headed Giant of Foriys", "Night Market Guard",
          "Watcher in the Web", "Avatar of Hope", "Sir Shandlar of Eberyn", "Canopy Spider", "Deadly Recluse"]
COMBAT_POOL = VANILLA + KEYWORDED
#: Custom creatures' names and the keywords they may have.
CUSTOM_NAMES = ["Brute", "Sentry", "Raider", "Warden", "Lancer", "Skirmisher", "Marauder", "Outrider", "Bulwark",
                "Stalker", "Striker", "Vanguard", "Herald", "Reaver", "Keeper", "Ranger", "Zealot", "Champion"]
CUSTOM_KEYWORDS = ["flying", "reach", "first strike", "double strike", "deathtouch", "trample", "lifelink",
                   "vigilance", "menace", "infect", "wither", "indestructible", "haste", "toxic 1", "toxic 2",
                   "toxic 3", "shadow", "forestwalk", "islandwalk", "skulk", "fear", "intimidate", "horsemanship",
                   "trample over planeswalkers", "protection from red", "protection from green",
                   "protection from white", "hexproof", "exalted", "bushido 1", "bushido 2", "flanking",
                   "rampage 1", "battle cry", "afflict 2", "annihilator 1", "melee", "prowess", "dethrone",
                   "renown 1", "training", "mentor", "attacks each combat if able", "can't block",
                   "can block any number of creatures", "All creatures able to block this creature do so.",
                   "banding", "defender"]
COLORS = ["W", "U", "B", "R", "G"]
INSTANTS = {  # name: (mana cost, what it targets: creature / any / none / attacking)
    "Giant Growth": ("{G}", "creature"), "Shock": ("{R}", "any"), "Lightning Bolt": ("{R}", "any"),
    "Murder": ("{1}{B}{B}", "creature"), "Unsummon": ("{U}", "creature"), "Divine Verdict": ("{3}{W}", "combat"),
    "Holy Day": ("{W}", "none"), "Fog": ("{G}", "none"), "Disfigure": ("{B}", "creature"),
    "Inspirit": ("{2}{W}", "creature"), "Swords to Plowshares": ("{W}", "creature"),
    "Mending Hands": ("{W}", "any"), "Awe Strike": ("{W}", "creature"), "Turn to Frog": ("{1}{U}", "creature"),
    "Wings of the Cosmos": ("{W}", "creature"), "Jump": ("{U}", "creature"), "Ghostfire": ("{2}{R}", "any"),
    "Final Reward": ("{4}{B}", "creature"), "Death Ward": ("{W}", "creature"), "Twisted Image": ("{U}", "creature"),
    "Safe Passage": ("{2}{W}", "none"), "Flame Spill": ("{2}{R}", "creature"),
}
#: instants the engine casts (the others are read only as effects that resolved earlier)
CASTABLE = ["Giant Growth", "Shock", "Lightning Bolt", "Murder", "Unsummon", "Divine Verdict", "Holy Day", "Fog",
            "Disfigure", "Inspirit", "Mending Hands", "Jump", "Final Reward", "Death Ward", "Wings of the Cosmos"]
FLASH_CREATURES = {"Ambush Viper": "{1}{G}", "Restoration Angel": "{3}{W}", "Briarpack Alpha": "{3}{G}",
                   "Benalish Knight": "{2}{W}", "Hollowhenge Spirit": "{3}{W}"}
PLANESWALKERS = {"Jace Beleren": 3, "Ajani, Caller of the Pride": 4, "Chandra Nalaar": 6, "Liliana of the Veil": 3,
                 "Garruk Wildspeaker": 3, "Gideon Jura": 6, "Ajani Goldmane": 4}
STEPS = ["beginning_of_combat", "declare_attackers", "declare_blockers", "first_strike_damage", "combat_damage",
         "end_of_combat"]
PLAYERS = ["Ana", "Bruno", "Carla", "Dario", "Elena", "Fabio"]


def _yaml(data: Any) -> str:
    return yaml.safe_dump(data, sort_keys=False, allow_unicode=True, default_flow_style=None, width=110)


def _flow(data: Any) -> str:
    return yaml.safe_dump(data, sort_keys=False, allow_unicode=True, default_flow_style=True, width=10_000).strip()


# ----------------------------------------------------------------------------- board builder
@dataclass
class Perm:
    """A permanent as the generator knows it (ids follow the engine's numbering)."""

    id: str
    controller: str
    name: str
    power: int = 0
    toughness: int = 0
    kw: set[str] = field(default_factory=set)
    colors: str = ""
    damage: int = 0
    tapped: bool = False
    sick: bool = False
    creature: bool = True


class Builder:
    """A scenario under construction: players, battlefield entries, and what the
    generator knows of each permanent (to make declarations that are mostly legal)."""

    def __init__(self, rng: random.Random, n_players: int = 2, active: str = "Ana",
                 life: int | None = None) -> None:
        self.rng = rng
        self.players = PLAYERS[:n_players]
        self.active = active
        self.d: dict[str, Any] = {"active": active, "players": {}, "battlefield": {p: [] for p in self.players}}
        start = life if life is not None else (20 if n_players == 2 else 40)
        for p in self.players:
            self.d["players"][p] = {"life": start}
        self.perms: list[Perm] = []
        self.names: set[str] = set()

    # players
    def life(self, player: str, life: int) -> None:
        self.d["players"][player]["life"] = life

    def poison(self, player: str, n: int) -> None:
        self.d["players"][player]["poison"] = n

    def mana(self, player: str, mana: str) -> None:
        self.d["players"][player]["mana"] = mana

    # permanents
    def card(self, player: str, name: str, **opts: Any) -> Perm:
        """Add a real card; a second copy of a name gets an explicit id ("Name 2"), so
        that ids never depend on the engine's numbering of copies."""
        if name in self.names and "id" not in opts:
            n = 2
            while f"{name} {n}" in self.names:
                n += 1
            opts = {"id": f"{name} {n}", **opts}
        self.names.add(opts.get("id", name))
        self.names.add(name)
        info = CARDS.get(name)
        perm = Perm(opts.get("id", name), player, name)
        if info is not None:
            perm.power, perm.toughness, perm.kw, perm.colors = info.power, info.toughness, set(info.kw), info.colors
        else:
            perm.creature = False
        for k in ("damage", "tapped", "sick"):
            if k in opts:
                setattr(perm, k, opts[k])
        for g in opts.get("gains", ()):
            perm.kw.add(g)
        c = opts.get("counters", {})
        perm.kw |= {k for k in c if k[0].isalpha() and k not in ("loyalty", "defense", "level", "charge")}
        perm.power += c.get("+1/+1", 0) - c.get("-1/-1", 0)
        perm.toughness += c.get("+1/+1", 0) - c.get("-1/-1", 0)
        self.d["battlefield"][player].append({"card": name, **opts} if opts else name)
        self.perms.append(perm)
        return perm

    def custom(self, player: str, power: int | None = None, toughness: int | None = None,
               keywords: list[str] | None = None, **opts: Any) -> Perm:
        rng = self.rng
        free = [n for n in CUSTOM_NAMES if n not in self.names]
        name = rng.choice(free) if free else f"Creature {len(self.perms)}"
        self.names.add(name)
        power = rng.randint(0, 6) if power is None else power
        toughness = rng.randint(1, 6) if toughness is None else toughness
        if keywords is None:
            keywords = rng.sample(CUSTOM_KEYWORDS[:24], rng.choice([0, 1, 1, 2]))
        entry: dict[str, Any] = {"name": name, "power": power, "toughness": toughness}
        if keywords:
            entry["keywords"] = keywords
        entry.update(opts)
        self.d["battlefield"][player].append(entry)
        perm = Perm(name, player, name, power, toughness, set(keywords), "".join(opts.get("colors", [])))
        for k in ("damage", "tapped", "sick"):
            if k in opts:
                setattr(perm, k, opts[k])
        self.perms.append(perm)
        return perm

    def creatures(self, player: str, n: int, pool: list[str] | None = None, custom: float = 0.2,
                  extras: bool = True) -> list[Perm]:
        rng = self.rng
        out = []
        for _ in range(n):
            if rng.random() < custom:
                opts = self.extras() if extras else {}
                kws = opts.pop("gains", None)
                out.append(self.custom(player, keywords=kws, **opts) if kws else self.custom(player, **opts))
                continue
            for _ in range(5):
                name = rng.choice(pool or COMBAT_POOL)
                if name not in self.names:
                    break
            p = self.card(player, name, **(self.extras() if extras else {}))
            if p is not None:
                out.append(p)
        return out

    def extras(self) -> dict[str, Any]:
        """Now and then: damage marked, counters, a keyword gained this turn."""
        rng = self.rng
        opts: dict[str, Any] = {}
        r = rng.random()
        if r < 0.06:
            opts["damage"] = rng.randint(1, 2)
        elif r < 0.12:
            opts["counters"] = {rng.choice(["+1/+1", "-1/-1", "+1/+1"]): rng.randint(1, 2)}
        elif r < 0.16:
            opts["gains"] = [rng.choice(["flying", "first strike", "deathtouch", "trample", "lifelink", "menace",
                                         "vigilance", "reach", "double strike", "haste"])]
        return opts

    def other(self, player: str, name: str, **opts: Any) -> Perm | None:
        """A noncreature permanent (enchantment, artifact, land, planeswalker...)."""
        p = self.card(player, name, **opts)
        if p is not None and name not in CARDS:
            p.creature = False
        return p

    def of(self, player: str) -> list[Perm]:
        return [p for p in self.perms if p.controller == player and p.creature]

    def set(self, key: str, value: Any) -> None:
        self.d[key] = value

    def effect(self, entry: Any) -> None:
        self.d.setdefault("effects", []).append(entry)

    def action(self, step: str, action: Any) -> None:
        self.d.setdefault("actions", {}).setdefault(step, []).append(action)

    # combat
    def fight(self, attackers: list[Perm], defenders: dict[str, list[Perm]] | list[Perm],
              targets: list[str] | None = None, p_attack: float = 0.8, p_block: float = 0.6,
              legal: float = 0.92, assign: bool = True) -> dict[str, str]:
        """Declare an attack, blocks and the damage divisions that need choosing."""
        rng = self.rng
        if isinstance(defenders, list):
            defenders = {p: defenders for p in self.players if p != self.active}
        targets = targets or [p for p in self.players if p != self.active]
        attack: dict[str, str] = {}
        for a in attackers:
            able = a.creature and not a.tapped and (not a.sick or "haste" in a.kw) and "defender" not in a.kw
            if rng.random() < p_attack and (able or rng.random() > legal):
                attack[a.id] = rng.choice(targets)
        if attack or rng.random() < 0.5:
            self.d["attack"] = attack
        by_id = {p.id: p for p in self.perms}
        owner = {t: self._owner(t) for t in set(attack.values())}
        blocks: dict[str, str] = {}
        for player, blockers in defenders.items():
            mine = [a for a, t in attack.items() if owner[t] == player]
            for b in blockers:
                if not mine or b.tapped or rng.random() > p_block:
                    continue
                options = [a for a in mine if rng.random() > legal or can_block(b, by_id[a])]
                if options:
                    blocks[b.id] = rng.choice(options)
        # menace: a lone blocker is illegal (mostly fixed: another blocker or none)
        for a in attack:
            mine = [b for b, x in blocks.items() if x == a]
            if len(mine) == 1 and ("menace" in by_id[a].kw) and rng.random() < legal:
                spare = [b for b in (defenders.get(owner[attack[a]], [])) if b.id not in blocks and not b.tapped
                         and can_block(b, by_id[a])]
                if spare:
                    blocks[spare[0].id] = a
                else:
                    del blocks[mine[0]]
        if attack and (blocks or rng.random() < 0.6):
            self.d["block"] = blocks
        if assign:
            self.divide(attack, blocks, by_id)
        return attack

    def _owner(self, target: str) -> str:
        if target in self.players:
            return target
        for p in self.perms:
            if p.id == target:
                return p.controller
        for player, entries in self.d["battlefield"].items():
            for e in entries:
                if e == target or (isinstance(e, dict) and target in (e.get("card"), e.get("name"), e.get("id"))):
                    return player
        return target

    def divide(self, attack: dict[str, str], blocks: dict[str, str], by_id: dict[str, Perm]) -> None:
        rng = self.rng
        regular: dict[str, dict[str, int]] = {}
        first: dict[str, dict[str, int]] = {}
        for a, target in attack.items():
            att = by_id[a]
            blockers = [by_id[b] for b, x in blocks.items() if x == a]
            if not blockers:
                continue
            strikes_first = bool({"first strike", "double strike"} & att.kw)
            split = division(rng, att, blockers, target)
            if split is None:
                continue
            if strikes_first:
                first[a] = split
                if "double strike" in att.kw:
                    alive = [b for b in blockers if split.get(b.id, 0) < lethal(att, b)]
                    again = division(rng, att, alive, target) if alive else None
                    if again:
                        regular[a] = again
            else:
                regular[a] = split
        if regular:
            self.d["assign"] = regular
        if first:
            self.d["assign_first_strike"] = first


def by_id_all(b: Builder) -> dict[str, Perm]:
    return {p.id: p for p in b.perms}


def lethal(att: Perm, blocker: Perm) -> int:
    if "deathtouch" in att.kw:
        return 1
    return max(blocker.toughness - blocker.damage, 0)


def division(rng: random.Random, att: Perm, blockers: list[Perm], target: str) -> dict[str, int] | None:
    """A division of ``att``'s combat damage among its blockers (and, with trample,
    ``target``), legal as far as the generator knows; None when there is one way."""
    power = att.power
    if power <= 0:
        return None
    if "trample" in att.kw:
        need = [lethal(att, b) for b in blockers]
        if power <= sum(need) and len(blockers) == 1:
            return None
        if power >= sum(need):
            out = {b.id: n for b, n in zip(blockers, need) if n}
            rest = power - sum(need)
            extra = rng.randint(0, rest) if rng.random() < 0.3 else 0
            if extra:
                out[blockers[0].id] = out.get(blockers[0].id, 0) + extra
            if rest - extra:
                out[target] = rest - extra
            return out or None
    elif len(blockers) < 2:
        return None
    out: dict[str, int] = {}
    left = power
    for b in blockers[:-1]:
        n = rng.randint(0, left)
        if n:
            out[b.id] = n
        left -= n
    if left:
        out[blockers[-1].id] = out.get(blockers[-1].id, 0) + left
    return out


def can_block(b: Perm, a: Perm) -> bool:
    """The usual evasion rules, as far as the generator cares (the engine decides)."""
    if "can't block" in b.kw or b.name in ("Spineless Thug", "Tormented Soul", "Changeling Outcast",
                                            "Sightless Ghoul"):
        return False
    if a.name in ("Phantom Warrior", "Tormented Soul", "Changeling Outcast"):
        return False
    if ("flying" in a.kw) and not ({"flying", "reach"} & b.kw):
        return False
    if ("shadow" in a.kw) != ("shadow" in b.kw):
        return False
    if "horsemanship" in a.kw and "horsemanship" not in b.kw:
        return False
    if "fear" in a.kw and not ("B" in b.colors or b.colors == "" and b.name in CARDS):
        return False
    if "intimidate" in a.kw and not (set(a.colors) & set(b.colors)):
        return False
    if "skulk" in a.kw and b.power > a.power:
        return False
    if any(k.startswith("protection") for k in a.kw):
        return False
    if b.name in ("Cloud Sprite", "Cloud Elemental") and "flying" not in a.kw:
        return False
    if a.name == "Questing Beast" and b.power <= 2:
        return False
    if a.name == "Ironclaw Orcs" or (b.name == "Ironclaw Orcs" and a.power >= 2):
        return False
    return True


def _life(rng: random.Random, base: int = 20) -> int:
    return rng.choice([base] * 6 + [1, 2, 3, 5, 8, 13])


# ----------------------------------------------------------------------------- templates
@dataclass
class Board:
    id: str
    family: str
    scenario: dict[str, Any] | str
    why: list[str] = field(default_factory=list)  # questions asked with --why
    explain: bool = False
    path: str = ""

    def text(self) -> str:
        return self.scenario if isinstance(self.scenario, str) else _yaml(self.scenario)


def t_keywords(rng: random.Random) -> Board:
    """Plain combat of real and custom creatures with keywords."""
    b = Builder(rng)
    att = b.creatures("Ana", rng.randint(1, 4), custom=0.25)
    blk = b.creatures("Bruno", rng.randint(0, 4), pool=COMBAT_POOL + BLOCKY, custom=0.25)
    if rng.random() < 0.3:
        b.life("Bruno", _life(rng))
    if rng.random() < 0.15:
        b.poison("Bruno", rng.randint(1, 9))
    if rng.random() < 0.1:
        b.other("Bruno", rng.choice(["Island", "Swamp", "Forest", "Mountain", "Snow-Covered Forest"]))
    b.fight(att, blk)
    return Board("", "", b.d)


def t_division(rng: random.Random, kind: str | None = None) -> Board:
    """Free division of combat damage (510.1c-d): several blockers, trample, deathtouch,
    first and double strike (assign_first_strike), a blocker blocking several attackers."""
    b = Builder(rng)
    kind = kind or rng.choice(["multi", "multi", "trample", "double", "guard", "missing"])
    if kind == "guard":
        guard = b.card("Bruno", rng.choice(["Palace Guard", "Two-Headed Giant of Foriys", "Night Market Guard",
                                            "Watcher in the Web", "Avatar of Hope"]))
        att = b.creatures("Ana", rng.randint(2, 3), pool=VANILLA, custom=0.2, extras=False)
        b.d["attack"] = {a.id: "Bruno" for a in att}
        b.d["block"] = {guard.id: [a.id for a in att[:rng.randint(2, len(att))]]}
        blocked = b.d["block"][guard.id]
        if len(blocked) > 1 and guard.power > 0:
            split = division(rng, Perm("x", "Bruno", "x", guard.power, 1), [Perm(a, "Ana", a) for a in blocked],
                             "Ana")
            if split:
                b.d["assign"] = {guard.id: split}
        return Board("", "", b.d)
    if kind == "double":
        a = (b.card("Ana", rng.choice(["Marisi's Twinclaws", "Drogskol Reaver", "Fencing Ace", "Boros Swiftblade",
                                       "Zetalpa, Primal Dawn", "Youthful Knight", "Akroma, Angel of Wrath"]))
             if rng.random() < 0.6 else b.custom("Ana", rng.randint(3, 7), rng.randint(2, 5),
                                                  [rng.choice(["double strike", "first strike"])] +
                                                  rng.sample(["trample", "deathtouch", "lifelink"], rng.randint(0, 1))))
    elif kind == "trample":
        a = (b.card("Ana", rng.choice(["Colossal Dreadmaw", "War Mammoth", "Craw Giant", "Hill Gigas",
                                       "Thrasta, Tempest's Roar", "Ghalta, Primal Hunger"]),
                    **({"gains": ["deathtouch"]} if rng.random() < 0.4 else {}))
             if rng.random() < 0.6 else b.custom("Ana", rng.randint(3, 9), rng.randint(2, 6),
                                                  ["trample"] + (["deathtouch"] if rng.random() < 0.4 else [])))
    else:
        a = b.card("Ana", rng.choice(["Elvish Regrower", "Craw Wurm", "Hill Giant", "Jedit Ojanen", "Centaur Courser",
                                      "Vampire Nighthawk", "Typhoid Rats", "Alley Strangler", "Boggart Ram-Gang",
                                      "Phyrexian Hydra", "Glistener Elf"])) if rng.random() < 0.7 else \
            b.custom("Ana", rng.randint(2, 8), rng.randint(2, 6))
    fly = "flying" in a.kw
    pool = ["Giant Spider", "Canopy Spider", "Deadly Recluse", "Wind Drake", "Storm Crow"] if fly else \
        ["Vampire Spawn", "Helpful Hunter", "Grizzly Bears", "Hill Giant", "Llanowar Elves", "Runeclaw Bear",
         "Savannah Lions", "Wall of Stone", "Squire", "Typhoid Rats", "Darksteel Myr", "Giant Spider"]
    blockers = []
    for _ in range(rng.randint(2, 3) if kind != "trample" else rng.randint(1, 3)):
        name = rng.choice(pool)
        p = b.card("Bruno", name, **({"damage": 1} if rng.random() < 0.1 else {}))
        if p is not None:
            blockers.append(p)
    if len(blockers) < 1:
        blockers.append(b.custom("Bruno", rng.randint(0, 3), rng.randint(1, 4), ["reach"] if fly else []))
    if rng.random() < 0.3:
        b.creatures("Ana", 1, pool=VANILLA, extras=False)
    target = "Bruno"
    if rng.random() < 0.15 and "trample" in a.kw:
        target = b.other("Bruno", "Jace Beleren").id
    b.d["attack"] = {a.id: target}
    b.d["block"] = {p.id: a.id for p in blockers}
    if kind != "missing":
        b.divide(b.d["attack"], b.d["block"], {p.id: p for p in b.perms})
        wrong = rng.random()
        if wrong < 0.12 and "assign" in b.d:  # too much or too little damage (510.1c)
            split = b.d["assign"].setdefault(a.id, {blockers[0].id: 1})
            k = next(iter(split))
            split[k] = split[k] + rng.choice([-1, 1, 2])
            if split[k] <= 0:
                del split[k]
        elif wrong < 0.2:  # damage to the player from a creature without trample
            b.d.setdefault("assign", {})[a.id] = {blockers[0].id: max(a.power - 1, 0), "Bruno": 1}
    return Board("", "", b.d)


ANTHEMS = ["Glorious Anthem", "Crusade", "Elvish Archdruid", "Lord of Atlantis"]
AURAS = ["Holy Strength", "Bonesplitter", "Pacifism", "Vulshok Morningstar", "Loxodon Warhammer",
         "Shield of the Oversoul", "Grounded", "Vigilance", "Lifelink", "Fear", "Embercleave"]


def t_continuous(rng: random.Random) -> Board:
    """Continuous effects (611, 613): anthems, lords, Auras and Equipment, resolved
    spells and hand-written effects; judged with --explain too."""
    b = Builder(rng)
    pool = VANILLA + ["Serra Angel", "Vampire Nighthawk", "Youthful Knight", "Coral Merfolk", "Elvish Mystic",
                      "Llanowar Elves", "Merfolk of the Pearl Trident", "Savannah Lions", "Wind Drake",
                      "Colossal Dreadmaw", "Court Homunculus"]
    att = b.creatures("Ana", rng.randint(1, 3), pool=pool, custom=0.15, extras=False)
    blk = b.creatures("Bruno", rng.randint(0, 3), pool=pool, custom=0.15, extras=False)
    for _ in range(rng.randint(1, 2)):
        side = rng.choice(["Ana", "Bruno"])
        b.other(side, rng.choice(ANTHEMS))
    everyone = att + blk
    for _ in range(rng.randint(0, 2)):
        if everyone:
            host = rng.choice(everyone)
            aura = rng.choice(AURAS)
            if aura in b.names:
                continue
            b.other(host.controller if rng.random() < 0.8 else "Bruno", aura, attached_to=host.id)
    if rng.random() < 0.15:
        b.other("Ana", "Gideon Blackblade")
    for _ in range(rng.randint(0, 3)):
        if not everyone:
            break
        tgt = rng.choice(everyone).id
        r = rng.random()
        if r < 0.25:
            b.effect({"card": "Giant Growth", "target": tgt, **({"controller": "Bruno"} if rng.random() < 0.3 else {})})
        elif r < 0.35:
            b.effect({"card": rng.choice(["Jump", "Twisted Image", "Disfigure", "Inspirit", "Murder"]),
                      "target": tgt})
        elif r < 0.45:
            b.effect({"card": "Turn to Frog", "target": tgt, "controller": "Bruno"})
        elif r < 0.5:
            b.effect({"card": "Overrun"})
        elif r < 0.7:
            e: dict[str, Any] = {"target": tgt, "power": rng.randint(-2, 3), "toughness": rng.randint(-1, 3)}
            if rng.random() < 0.4:
                e["gains"] = [rng.choice(["flying", "first strike", "protection from red", "trample", "lifelink",
                                          "deathtouch", "protection from creatures"])]
            if rng.random() < 0.3:
                e["until"] = "end of turn"
            b.effect(e)
        elif r < 0.8:
            b.effect({"target": tgt, "loses_all_abilities": True, "base_power": rng.randint(0, 3),
                      "base_toughness": rng.randint(1, 3)})
        elif r < 0.85:
            b.effect({"target": tgt, "switch": True})
        elif r < 0.9:
            key = rng.choice(["types", "subtypes", "colors"])
            b.effect({"target": tgt, key: rng.choice({"types": [["Artifact"], ["Artifact", "Creature"]],
                                                      "subtypes": [["Wall"], ["Elf"], ["Merfolk", "Wizard"]],
                                                      "colors": [["B"], ["U", "R"], ["W"]]}[key])})
        elif r < 0.95:
            b.effect({"target": tgt, "every_creature_type": True})
        else:
            b.effect({"card": rng.choice(["Shock", "Lightning Bolt", "Flame Spill"]), "target": tgt,
                      "controller": rng.choice(["Ana", "Bruno"])})
    b.fight(att, blk, p_block=0.5)
    return Board("", "", b.d, explain=rng.random() < 0.7)


PREVENTION_STATICS = ["Furnace of Rath", "Dictate of the Twin Gods", "Worship", "Boon Reflection", "Urza's Armor",
                      "Leyline of Punishment"]
PREVENTION_CREATURES = ["Guard Gomazoa", "Fog Bank", "Phytohydra", "Lichenthrope", "Phyrexian Hydra",
                        "Empyrial Archangel", "Giant Cindermaw", "Daunting Defender", "Rhox Faithmender",
                        "Torbran, Thane of Red Fell", "Coalhauler Swine", "Filthy Cur"]


def t_prevention(rng: random.Random, k: int = 0) -> Board:
    """Prevention and replacement effects and their order (614-616, 120.4): statics on
    the board, shields and "prevent all/next" entries, cards' effects, choices."""
    b = Builder(rng)
    pool = ["Grizzly Bears", "Hill Giant", "Goblin Piker", "Raging Goblin", "Gray Ogre", "Vampire Nighthawk",
            "Rhox War Monk", "Steadfast Paladin", "Gifted Aetherborn", "Colossal Dreadmaw", "Craw Wurm",
            "Savannah Lions", "Viashino Runner", "Moonrise Cleric", "Boggart Ram-Gang", "Glistener Elf"]
    att = b.creatures("Ana", rng.randint(1, 3), pool=pool, custom=0.2, extras=False)
    blk = b.creatures("Bruno", rng.randint(0, 2), pool=pool, custom=0.2, extras=False)
    sources = []
    cycle = ["Furnace of Rath", "Worship", "Boon Reflection", "Torbran, Thane of Red Fell", "Dictate of the Twin Gods",
             "Rhox Faithmender", "Urza's Armor", "Leyline of Punishment", None]
    first = cycle[k % len(cycle)]
    if first:
        side = "Bruno" if first in ("Worship", "Urza's Armor") else ("Ana" if first in (
            "Boon Reflection", "Torbran, Thane of Red Fell", "Rhox Faithmender", "Leyline of Punishment")
            else rng.choice(["Ana", "Bruno"]))
        p = b.card(side, first)
        if first in CARDS:
            (att if side == "Ana" else blk).append(p)
        sources.append(p.id)
        if first in ("Boon Reflection", "Rhox Faithmender") and rng.random() < 0.7:
            att.append(b.card("Ana", rng.choice(["Vampire Nighthawk", "Rhox War Monk", "Steadfast Paladin",
                                                 "Gifted Aetherborn", "Drogskol Reaver"])))
    for _ in range(rng.randint(0, 1)):
        name = rng.choice(PREVENTION_STATICS)
        if name in b.names:
            continue
        p = b.other(rng.choice(["Ana", "Bruno"]), name)
        if p:
            sources.append(p.id)
    if rng.random() < 0.5:
        c = b.card(rng.choice(["Ana", "Bruno"]), rng.choice(PREVENTION_CREATURES))
        if c:
            if c.name not in ("Coalhauler Swine", "Filthy Cur"):
                sources.append(c.id)
            (att if c.controller == "Ana" else blk).append(c)
    if "Worship" in b.names:
        b.life("Bruno", rng.choice([1, 2, 3, 5]))
    everyone = [p.id for p in att + blk]
    ids = []
    for i in range(rng.randint(1, 3)):
        r = rng.random()
        who = rng.choice(everyone + ["Bruno", "Bruno", "Ana"]) if everyone else "Bruno"
        sid = f"Shield {'ABC'[i]}"
        if r < 0.3:
            e: dict[str, Any] = {"prevent": rng.randint(1, 4), "to": who}
            if rng.random() < 0.6:
                e["id"] = sid
            if rng.random() < 0.15:
                e["gain_life"] = True
                e["controller"] = "Bruno"
            b.effect(e)
            ids.append(e.get("id", f"prevent {e['prevent']} to {who}"))
        elif r < 0.45:
            e = {"prevent": "all", "to": who}
            if everyone and rng.random() < 0.5:
                e["by"] = rng.choice(everyone)
            if rng.random() < 0.5:
                e["combat"] = True
            e["id"] = sid
            b.effect(e)
            ids.append(sid)
        elif r < 0.6 and att:
            e = {"prevent": "next", "by": rng.choice(att).id, "to": "Bruno", "id": sid}
            if rng.random() < 0.5:
                e.update(gain_life=True, controller="Bruno")
            b.effect(e)
            ids.append(sid)
        elif r < 0.65:
            b.effect({"card": rng.choice(["Holy Day", "Fog"])})
        elif r < 0.75 and "Mending Hands" not in ids:
            b.effect({"card": "Mending Hands", "target": who})
            ids.append("Mending Hands")
        elif r < 0.85 and "Samite Healer" not in ids:
            b.effect({"card": "Samite Healer", "target": who})
            ids.append("Samite Healer")
        elif r < 0.93 and att:
            b.effect({"card": "Awe Strike", "target": rng.choice(att).id, "controller": "Bruno"})
        else:
            b.effect({"card": "Safe Passage", "controller": "Bruno"})
    b.fight(att, blk, p_block=0.5)
    if (ids or sources) and rng.random() < 0.45:
        pool_ids = ids + sources
        order = rng.sample(pool_ids, min(len(pool_ids), rng.randint(1, 3)))
        ch: dict[str, Any] = {"order": order}
        if ids and att and rng.random() < 0.5:
            ch["shields"] = {ids[0]: [a.id for a in att[:2]]}
        b.set("choices", ch)
    return Board("", "", b.d, explain=rng.random() < 0.15)


ACTIVATORS = {"Shivan Dragon": ("{R}", None), "Goblin Balloon Brigade": ("{R}", None),
              "Drudge Skeletons": ("{B}", None), "Master Decoy": ("{W}", "creature"),
              "Prodigal Pyromancer": ("", "any"), "Samite Healer": ("", "any"), "Trap Runner": ("", "unblocked"),
              "Maze of Ith": ("", "attacking"), "Reconnaissance": ("", "own attacking"),
              "Labyrinth of Skophos": ("{4}", "combat")}


def t_stack(rng: random.Random) -> Board:
    """Priority and the stack (117, 405, 601-608): instants, flash creatures, activated
    abilities, ninjutsu and passing, in every step, with or without enough mana."""
    b = Builder(rng)
    att = b.creatures("Ana", rng.randint(1, 3), pool=VANILLA + KEYWORDED[:30], custom=0.15, extras=False)
    blk = b.creatures("Bruno", rng.randint(0, 2), pool=VANILLA, custom=0.15, extras=False)
    acts = []
    for name in rng.sample(list(ACTIVATORS), rng.randint(0, 2)):
        side = "Bruno" if name in ("Trap Runner", "Maze of Ith", "Master Decoy", "Labyrinth of Skophos") else \
            rng.choice(["Ana", "Bruno"])
        if name == "Reconnaissance":
            side = "Ana"
        p = b.other(side, name)
        if p:
            acts.append(p)
            if p.creature:
                (att if side == "Ana" else blk).append(p)
    flash = None
    if rng.random() < 0.25:
        flash = rng.choice(list(FLASH_CREATURES))
    attack = b.fight(att, blk, p_block=0.5)
    ids = [p.id for p in att + blk]
    attackers = list(attack)
    blocked = set((b.d.get("block") or {}).values())
    spent: Counter = Counter()
    steps_used = sorted(rng.sample(STEPS, rng.randint(1, 2)), key=STEPS.index)
    for step in steps_used:
        for _ in range(rng.randint(1, 2)):
            r = rng.random()
            if r < 0.5:
                name = rng.choice(CASTABLE)
                cost, kind = INSTANTS[name]
                who = rng.choice(["Ana", "Bruno"])
                act: dict[str, Any] = {"cast": name, "by": who}
                if kind == "creature" and ids:
                    act["target"] = rng.choice(ids)
                elif kind == "any":
                    act["target"] = rng.choice(ids + ["Bruno", "Ana"])
                elif kind == "combat" and (attackers or ids):
                    act["target"] = rng.choice(attackers or ids)
                b.action(step, act)
                spent[who] += 1
                b.d.setdefault("_costs", []).append((who, cost))
            elif r < 0.7 and acts:
                p = rng.choice(acts)
                cost, kind = ACTIVATORS[p.name]
                act = {"activate": p.id}
                if kind == "creature" and ids:
                    act["target"] = rng.choice(ids)
                elif kind == "any":
                    act["target"] = rng.choice(ids + ["Ana", "Bruno"])
                elif kind in ("unblocked", "attacking", "own attacking", "combat") and attackers:
                    unblocked = [a for a in attackers if a not in blocked] or attackers
                    act["target"] = rng.choice(unblocked if kind == "unblocked" else attackers)
                if p.name == "Shivan Dragon" and rng.random() < 0.5:
                    act["times"] = rng.randint(2, 3)
                    act["ability"] = "{R}"
                b.action(step, act)
                if cost:
                    b.d.setdefault("_costs", []).append((p.controller, cost * act.get("times", 1)))
            elif r < 0.8 and attackers and step in ("declare_blockers", "first_strike_damage", "end_of_combat"):
                ret = rng.choice([a for a in attackers if a not in blocked] or attackers)
                ninja = "Ninja of the Deep Hours" if rng.random() < 0.8 else "Yuriko, the Tiger's Shadow"
                b.action(step, {"ninjutsu": ninja, "by": "Ana", "return": ret})
                b.d.setdefault("_costs", []).append(("Ana", "{1}{U}" if ninja.startswith("Ninja") else "{U}{B}"))
            elif r < 0.9 and flash:
                who = rng.choice(["Bruno", "Ana"])
                b.action(step, {"cast": flash, "by": who})
                b.d.setdefault("_costs", []).append((who, FLASH_CREATURES[flash]))
                if flash == "Restoration Angel" and rng.random() < 0.5:
                    b.set("triggers", {"choices": {"Restoration Angel (when it enters)":
                                                   [] if rng.random() < 0.5 else [rng.choice(ids or ["Ana"])]}})
                flash = None
            else:
                b.action(step, "pass")
                break  # with an empty stack, passing ends the step (500.2): nothing more in it
    costs = b.d.pop("_costs", [])
    mode = rng.random()
    for who in ("Ana", "Bruno"):
        mine = "".join(c for w, c in costs if w == who)
        if not mine:
            continue
        if mode < 0.6:
            b.mana(who, mine)
        elif mode < 0.75:
            b.mana(who, mine[: mine.rfind("{")] if mine.count("{") > 1 else "{C}")  # one short
        elif mode < 0.85:
            b.mana(who, {"W": 2, "U": 2, "B": 2, "R": 3, "G": 2, "C": 4})
    return Board("", "", b.d)


def t_kw_triggers(rng: random.Random, k: int = 0) -> Board:
    """Combat keyword triggers (702): exalted, bushido, battle cry, flanking, rampage,
    myriad, mentor, training, prowess, renown, dethrone, annihilator, melee, afflict."""
    kinds = ["exalted", "bushido", "battle cry", "flanking", "rampage", "myriad", "mentor", "training", "prowess",
             "renown", "dethrone", "annihilator", "melee", "afflict"]
    kind = kinds[k % len(kinds)]
    n = 2 if kind not in ("myriad", "melee") else rng.randint(3, 4)
    b = Builder(rng, n_players=n)
    opp = [p for p in b.players if p != "Ana"]
    att: list[Perm] = []
    blk = {p: [] for p in opp}
    extra = []
    trig_names: list[str] = []
    if kind == "exalted":
        for name in rng.sample(["Akrasan Squire", "Outrider of Jhess", "Sublime Archangel"], rng.randint(1, 3)):
            s = b.card("Ana", name)
            trig_names.append(f"Exalted ({name})")
            if name == "Sublime Archangel":  # it gives the others exalted too: ids the generator doesn't keep
                trig_names.append("(no order)")
        att = [p for p in b.creatures("Ana", 1, pool=VANILLA, extras=False)]
        if rng.random() < 0.3:
            att += [b.of("Ana")[0]]
    elif kind == "bushido":
        name = rng.choice(["Samurai Enforcers", "Jade Avenger", "Devoted Retainer", "Konda's Hatamoto",
                           "Samurai of the Pale Curtain"])
        if rng.random() < 0.5:
            att = [b.card("Ana", name)]
            blk[opp[0]] = b.creatures(opp[0], rng.randint(1, 2), pool=VANILLA, extras=False)
        else:
            att = b.creatures("Ana", rng.randint(1, 2), pool=VANILLA, extras=False)
            blk[opp[0]] = [b.card(opp[0], name)]
    elif kind == "battle cry":
        criers = rng.sample(["Goblin Wardriver", "Signal Pest", "Blade Instructor"], rng.randint(1, 3))
        att = [b.card("Ana", c) for c in criers] + \
            b.creatures("Ana", rng.randint(1, 3), pool=VANILLA, custom=0.3, extras=False)
        trig_names += [("Mentor" if c == "Blade Instructor" else "Battle cry") + f" ({c})" for c in criers]
        blk[opp[0]] = b.creatures(opp[0], rng.randint(0, 2), pool=VANILLA, extras=False)
    elif kind == "flanking":
        att = [b.card("Ana", rng.choice(["Benalish Cavalry", "Mtenda Herder", "Zhalfirin Knight"]))]
        blk[opp[0]] = b.creatures(opp[0], rng.randint(1, 2), pool=["Grizzly Bears", "Llanowar Elves", "Hill Giant",
                                                                 "Savannah Lions", "Mtenda Herder"], extras=False)
    elif kind == "rampage":
        att = [b.card("Ana", rng.choice(["Wolverine Pack", "Craw Giant", "Chromium"]))]
        fly = "flying" in att[0].kw
        blk[opp[0]] = b.creatures(opp[0], rng.randint(1, 3),
                                  pool=["Giant Spider", "Canopy Spider", "Deadly Recluse", "Wind Drake"] if fly else
                                  ["Grizzly Bears", "Llanowar Elves", "Hill Giant", "Squire", "Runeclaw Bear"],
                                  extras=False)
    elif kind == "myriad":
        name = rng.choice(["Herald of the Host", "Caller of the Pack", "Wyrm's Crossing Patrol"])
        att = [b.card("Ana", name)]
        for p in opp[1:]:
            if rng.random() < 0.5:
                pw = b.other(p, rng.choice(list(PLANESWALKERS)))
                if pw and rng.random() < 0.5:
                    b.set("triggers", {"choices": {f"Myriad ({name})": [pw.id]}})
            blk[p] = b.creatures(p, rng.randint(0, 1), pool=VANILLA, extras=False)
        blk[opp[0]] = b.creatures(opp[0], rng.randint(0, 1), pool=VANILLA, extras=False)
    elif kind == "mentor":
        m = b.card("Ana", "Blade Instructor")
        small = b.creatures("Ana", rng.randint(1, 2), pool=["Llanowar Elves", "Eager Cadet", "Grizzly Bears",
                                                            "Savannah Lions", "Hill Giant"], extras=False)
        att = [m] + small
        if rng.random() < 0.6:
            b.set("triggers", {"choices": {"Mentor (Blade Instructor)": [rng.choice(small).id]}})
    elif kind == "training":
        att = [b.card("Ana", "Rural Recruit")] + b.creatures("Ana", rng.randint(0, 2), pool=VANILLA, extras=False)
    elif kind == "prowess":
        s = b.card("Ana", "Monastery Swiftspear", **({"sick": True} if rng.random() < 0.3 else {}))
        att = [s] + b.creatures("Ana", rng.randint(0, 1), pool=VANILLA, extras=False)
        spell = rng.choice(["Giant Growth", "Shock", "Jump", "Holy Day"])
        step = rng.choice(["declare_attackers", "declare_blockers"])
        act: dict[str, Any] = {"cast": spell, "by": "Ana"}
        if INSTANTS[spell][1] != "none":
            act["target"] = s.id if spell != "Shock" else "Bruno"
        b.action(step, act)
        if rng.random() < 0.5:
            b.mana("Ana", INSTANTS[spell][0])
        blk[opp[0]] = b.creatures(opp[0], rng.randint(0, 1), pool=VANILLA, extras=False)
    elif kind == "renown":
        att = [b.card("Ana", rng.choice(["Knight of the Pilgrim's Road", "Acolyte of the Inferno"]))]
        blk[opp[0]] = b.creatures(opp[0], rng.randint(0, 1), pool=VANILLA, extras=False)
    elif kind == "dethrone":
        att = [b.card("Ana", "Enraged Revolutionary")] + b.creatures("Ana", rng.randint(0, 1), pool=VANILLA,
                                                                     extras=False)
        b.life("Bruno", rng.choice([12, 20, 25, 30]))
        b.life("Ana", rng.choice([20, 25]))
    elif kind == "annihilator":
        att = [b.card("Ana", "Ulamog's Crusher")]
        perms = [b.other(opp[0], n) for n in rng.sample(["Forest", "Island", "Glorious Anthem", "Jace Beleren"], 2)]
        blk[opp[0]] = b.creatures(opp[0], rng.randint(1, 2), pool=VANILLA, extras=False)
        if rng.random() < 0.6:
            pick = [p.id for p in perms + blk[opp[0]] if p][:2]
            b.set("triggers", {"choices": {"Annihilator 2 (Ulamog's Crusher)": pick}})
    elif kind == "melee":
        att = [b.card("Ana", "Wings of the Guard")] + b.creatures("Ana", rng.randint(1, 2), pool=VANILLA,
                                                                  extras=False)
    else:  # afflict
        att = [b.card("Ana", rng.choice(["Khenra Eternal", "Manticore Eternal", "Eternal of Harsh Truths"]))]
        blk[opp[0]] = b.creatures(opp[0], rng.randint(1, 2), pool=VANILLA, extras=False)
    if rng.random() < 0.3:
        extra = b.creatures("Bruno", 1, pool=["Samurai Enforcers", "Jade Avenger", "Mtenda Herder",
                                              "Akrasan Squire"], extras=False)
        blk[opp[0]] += extra
    att = [a for a in att if a]
    targets = opp if kind in ("melee", "myriad") else None
    b.fight(att, blk, targets=targets, p_attack=0.9, p_block=0.6)
    lone = len(b.d.get("attack") or {}) == 1
    if len(trig_names) >= 2 and "(no order)" not in trig_names and (kind != "exalted" or lone) and all(
            re.search(r"\((.*)\)", t).group(1) in (b.d.get("attack") or {}) or kind == "exalted"
            for t in trig_names) and rng.random() < 0.7:
        order = trig_names[:]
        rng.shuffle(order)
        b.d.setdefault("triggers", {})["order"] = {"Ana": order}
    return Board("", "", b.d)


ORACLE_TRIGGERS = ["Moonrise Cleric", "Soulknife Spy", "Pulse Tracker", "Sanguine Syphoner", "Aerial Guide",
                   "Briarblade Adept", "Crypt Cobra", "Ornery Goblin", "Elvish Berserker", "Stromkirk Noble",
                   "Kjeldoran Frostbeast", "Feral Prowler", "Clockwork Fox", "Coalhauler Swine", "Filthy Cur",
                   "Goblin Heelcutter", "Militia Rallier", "Brimaz, King of Oreskos", "Pride Guardian",
                   "Pit Scorpion", "Eternal of Harsh Truths", "Glory Bearers"]


def t_oracle_triggers(rng: random.Random) -> Board:
    """Triggered abilities read from Oracle text ("whenever ~ attacks / blocks / becomes
    blocked / deals combat damage", "at end of combat", dies), Brimaz's tokens,
    Restoration Angel and other flash creatures' enter triggers; `triggers` order/choices."""
    b = Builder(rng)
    names = rng.sample(ORACLE_TRIGGERS, rng.randint(1, 2))
    att = []
    blk = []
    for name in names:
        side = "Bruno" if name == "Pride Guardian" or (name in ("Brimaz, King of Oreskos", "Ornery Goblin",
                                                                  "Coalhauler Swine") and rng.random() < 0.4) \
            else "Ana"
        p = b.card(side, name)
        if name == "Glory Bearers":
            p.creature, p.power, p.toughness = True, 3, 4
        (att if side == "Ana" else blk).append(p)
    att += b.creatures("Ana", rng.randint(0, 2), pool=VANILLA, custom=0.2, extras=False)
    blk += b.creatures("Bruno", rng.randint(0, 2), pool=VANILLA, custom=0.2, extras=False)
    att = [a for a in att if a and a.creature]
    blk = [x for x in blk if x and x.creature]
    attack = b.fight(att, blk, p_attack=0.9)
    ch: dict[str, list[str]] = {}
    for name in names:
        if name == "Aerial Guide" and "Aerial Guide" in attack and len(attack) > 1 and rng.random() < 0.7:
            ch["Aerial Guide (whenever it attacks)"] = [rng.choice([a for a in attack if a != "Aerial Guide"])]
        if name == "Briarblade Adept" and name in attack and blk and rng.random() < 0.7:
            ch[f"{name} (whenever it attacks)"] = [rng.choice(blk).id]
    attacking = [f"{n} (whenever it attacks)" for n in ("Moonrise Cleric", "Pulse Tracker", "Sanguine Syphoner",
                                                           "Aerial Guide", "Briarblade Adept",
                                                           "Brimaz, King of Oreskos") if n in attack]
    order = None
    if len(attacking) >= 2 and rng.random() < 0.7:
        order = {"Ana": rng.sample(attacking, len(attacking))}
    if rng.random() < 0.4:  # a flash creature with an enter trigger, cast during combat
        flash = rng.choice(["Restoration Angel", "Restoration Angel", "Briarpack Alpha", "Hollowhenge Spirit"])
        who = rng.choice(["Ana", "Bruno"])
        b.action(rng.choice(["declare_attackers", "declare_blockers"]), {"cast": flash, "by": who})
        b.mana(who, FLASH_CREATURES[flash])
        pool = [p.id for p in (att if who == "Ana" else blk)] or [p.id for p in att + blk]
        if pool and rng.random() < 0.6:
            ch[f"{flash} (when it enters)"] = [] if rng.random() < 0.3 else [rng.choice(pool)]
    if ch or order:
        b.set("triggers", {**({"order": order} if order else {}), **({"choices": ch} if ch else {})})
    if rng.random() < 0.05:  # a name that matches no ability that triggered: an error listing those that did
        b.set("triggers", {"order": {"Ana": ["Exalted (Nobody)"]}})
    return Board("", "", b.d)


def t_brimaz_resto(rng: random.Random, k: int = 0) -> Board:
    """Brimaz's Cat Soldier tokens created attacking or blocking (508.4, 509) and
    Restoration Angel's blink (400.7: a new object, out of combat), with
    `triggers.order` and `triggers.choices`."""
    if k % 3 == 2:  # several attack triggers at once, in the order their controller chooses (603.3b)
        b = Builder(rng)
        names = rng.sample(["Moonrise Cleric", "Pulse Tracker", "Sanguine Syphoner", "Goblin Wardriver",
                            "Blade Instructor", "Brimaz, King of Oreskos"], rng.randint(2, 3))
        att = [b.card("Ana", n) for n in names] + b.creatures("Ana", rng.randint(0, 1), pool=VANILLA, extras=False)
        blk = b.creatures("Bruno", rng.randint(0, 2), pool=VANILLA + ["Jade Avenger", "Samurai Enforcers"],
                          extras=False)
        b.fight(att, blk, p_attack=1.0, p_block=0.5, legal=1.0)
        ids = [{"Goblin Wardriver": "Battle cry (Goblin Wardriver)", "Blade Instructor": "Mentor (Blade Instructor)"}
               .get(n, f"{n} (whenever it attacks)") for n in names]
        order: dict[str, list[str]] = {"Ana": rng.sample(ids, len(ids))}
        bushido = [f"Bushido 2 ({x.id})" for x in blk if x.id in (b.d.get("block") or {})
                   and x.name in ("Jade Avenger", "Samurai Enforcers")]
        if len(bushido) >= 2:
            order["Bruno"] = rng.sample(bushido, len(bushido))
        b.set("triggers", {"order": order})
        return Board("", "", b.d)
    if k % 3 == 0:  # Brimaz
        n = rng.choice([2, 2, 3])
        b = Builder(rng, n_players=n)
        opp = b.players[1:]
        attacking = rng.random() < 0.65
        side = "Ana" if attacking else "Bruno"
        brimaz = b.card(side, "Brimaz, King of Oreskos")
        others = b.creatures("Ana", rng.randint(0 if attacking else 1, 2),
                             pool=VANILLA + ["Moonrise Cleric", "Pulse Tracker", "Akrasan Squire"], extras=False)
        blk = {p: b.creatures(p, rng.randint(0, 2), pool=VANILLA, extras=False) for p in opp}
        if not attacking:
            blk["Bruno"].append(brimaz)
        b.fight(([brimaz] if attacking else []) + others, blk, targets=opp if attacking else ["Bruno"],
                p_attack=1.0 if attacking else 0.9, p_block=0.5)
        attack = b.d.get("attack") or {}
        ch: dict[str, Any] = {}
        trig: dict[str, Any] = {}
        if attacking and n == 3 and rng.random() < 0.7:
            ch["Brimaz, King of Oreskos (whenever it attacks)"] = [rng.choice(opp)]
        ids = [f"{n} (whenever it attacks)" for n in ("Brimaz, King of Oreskos", "Moonrise Cleric",
                                                       "Pulse Tracker") if n in attack]
        if len(ids) >= 2 and rng.random() < 0.7:
            trig["order"] = {"Ana": rng.sample(ids, len(ids))}
        if ch:
            trig["choices"] = ch
        if trig:
            b.set("triggers", trig)
        if attacking and attack and blk["Bruno"] and rng.random() < 0.4:  # a blocker for the token
            b.d.setdefault("block", {})[blk["Bruno"][0].id] = "Cat Soldier"
        return Board("", "", b.d)
    b = Builder(rng)
    att = b.creatures("Ana", rng.randint(1, 2), pool=VANILLA + ["Serra Angel", "Clockwork Fox", "Vampire Spawn"],
                      extras=False)
    blk = b.creatures("Bruno", rng.randint(0, 2), pool=VANILLA + ["Feral Prowler"], extras=False)
    attack = b.fight(att, blk, p_attack=1.0, p_block=0.6, legal=1.0)
    who = rng.choice(["Ana", "Bruno"])
    step = rng.choice(["declare_attackers", "declare_blockers", "declare_blockers", "first_strike_damage"
                       if any("first strike" in p.kw for p in att + blk) else "declare_blockers"])
    b.action(step, {"cast": "Restoration Angel", "by": who})
    b.mana(who, "{3}{W}" if rng.random() < 0.85 else "{3}")
    mine = [p.id for p in (att if who == "Ana" else blk)]
    r = rng.random()
    if r < 0.25:
        b.set("triggers", {"choices": {"Restoration Angel (when it enters)": []}})
    elif r < 0.75 and mine:
        b.set("triggers", {"choices": {"Restoration Angel (when it enters)": [rng.choice(mine)]}})
    if step == "declare_attackers" and who == "Bruno" and attack and rng.random() < 0.6:
        b.d.setdefault("block", {})["Restoration Angel"] = rng.choice(list(attack))
    return Board("", "", b.d)


TAXES = ["Ghostly Prison", "Propaganda", "Windborn Muse", "Sphere of Safety", "Norn's Annex", "Archangel of Tithes",
         "Collective Restraint", "Baird, Steward of Argive"]


def t_costs(rng: random.Random, k: int = 0) -> Board:
    """Costs to attack and to block (508.1g-j, 509.1d-f): taxes, Brainwash, Phyrexian
    Marauder, Sea Serpent; mana in players.mana or costs.mana, payments in costs.pay."""
    b = Builder(rng)
    att = b.creatures("Ana", rng.randint(1, 4), pool=VANILLA, custom=0.15, extras=False)
    cycle = ["Ghostly Prison", "Propaganda", "Windborn Muse"] * 2 + TAXES[3:]
    tax = cycle[k % len(cycle)]
    b.other("Bruno", tax, **({"tapped": True} if tax == "Archangel of Tithes" and rng.random() < 0.3 else {}))
    if tax == "Sphere of Safety":
        for n in rng.sample(["Glorious Anthem", "Crusade", "Worship"], rng.randint(0, 2)):
            b.other("Bruno", n)
    if tax == "Collective Restraint":
        for n in rng.sample(["Island", "Forest", "Swamp", "Mountain"], rng.randint(1, 3)):
            b.other("Bruno", n)
    if rng.random() < 0.25 and att:
        b.other("Ana", "Brainwash", attached_to=rng.choice(att).id)
    if rng.random() < 0.15:
        m = b.card("Ana", "Phyrexian Marauder", counters={"+1/+1": rng.randint(1, 3)})
        if m:
            att.append(m)
    if rng.random() < 0.15:
        s = b.card("Ana", "Sea Serpent")
        if s:
            att.append(s)
        if rng.random() < 0.5:
            b.other("Bruno", "Island")
    blk = b.creatures("Bruno", rng.randint(0, 2), pool=VANILLA, extras=False)
    b.fight(att, blk, p_attack=0.7)
    attackers = list(b.d.get("attack", {}))
    enchantments = sum(1 for e in b.d["battlefield"]["Bruno"] if e in ("Sphere of Safety", "Glorious Anthem",
                                                                         "Crusade", "Worship"))
    lands = sum(1 for e in b.d["battlefield"]["Bruno"] if e in ("Island", "Forest", "Swamp", "Mountain"))
    per = {"Ghostly Prison": 2, "Propaganda": 2, "Windborn Muse": 2, "Sphere of Safety": enchantments,
           "Norn's Annex": 1, "Archangel of Tithes": 1, "Collective Restraint": lands,
           "Baird, Steward of Argive": 1}[tax]
    need = per * len(attackers)
    for e in b.d["battlefield"]["Ana"]:
        if isinstance(e, dict) and e.get("card") == "Brainwash" and e.get("attached_to") in attackers:
            need += 3
        if isinstance(e, dict) and e.get("card") == "Phyrexian Marauder" and "Phyrexian Marauder" in attackers:
            need += e["counters"]["+1/+1"]
    colour = "{W}" if tax == "Norn's Annex" else "{G}"
    r = rng.random()
    short = rng.random() < 0.2
    have = max(need - (1 if short else 0), 0)
    if r < 0.35:
        b.mana("Ana", colour * have + ("{C}" * rng.randint(0, 2)))
    elif r < 0.6:
        b.set("costs", {"mana": {"Ana": {"G": have, "W": 1 if tax == "Norn's Annex" else 0}}})
    elif r < 0.9:
        b.mana("Ana", colour * (need + 2))
        pay: dict[str, Any] = {"mana": colour * have} if have else {}
        if tax == "Norn's Annex" and rng.random() < 0.5:
            pay = {"life": 2 * len(attackers)}
        if pay:
            b.set("costs", {"pay": {"Ana": pay}})
    return Board("", "", b.d)


def t_precombat(rng: random.Random) -> Board:
    """Crew (702.122) and lands that become creatures (205.1b) before attackers (or,
    the defending player's, before blockers) are declared."""
    b = Builder(rng)
    crew: dict[str, list[str]] = {}
    animate: list[str] = []
    att: list[Perm] = []
    for side in (["Ana"] if rng.random() < 0.75 else ["Ana", "Bruno"]):
        creatures = b.creatures(side, rng.randint(1, 3), pool=["Llanowar Elves", "Grizzly Bears", "Hill Giant",
                                                               "Savannah Lions", "Craw Wurm", "Eager Cadet"],
                                extras=False)
        if rng.random() < 0.8:
            v = b.card(side, rng.choice(["Smuggler's Copter", "Heart of Kiran"]), **(
                {"sick": True} if rng.random() < 0.1 else {}))
            if v:
                need = 1 if v.name == "Smuggler's Copter" else 3
                crewers = []
                for c in rng.sample(creatures, len(creatures)):
                    if sum(x.power for x in crewers) >= need and rng.random() < 0.85:
                        break
                    crewers.append(c)
                crew[v.id] = [c.id for c in crewers]
                for c in crewers:
                    c.tapped = True
                if side == "Ana":
                    att.append(v)
                else:
                    v.kw.add("vehicle")
        if rng.random() < 0.6:
            land = b.other(side, rng.choice(["Mutavault", "Treetop Village", "Celestial Colonnade"]))
            if land:
                animate.append(land.id)
                land.creature = True
                land.power, land.toughness = {"Mutavault": (2, 2), "Treetop Village": (3, 3),
                                              "Celestial Colonnade": (4, 4)}[land.name]
                if land.name == "Treetop Village":
                    land.kw.add("trample")
                if land.name == "Celestial Colonnade":
                    land.kw |= {"flying", "vigilance"}
                if side == "Ana":
                    att.append(land)
        if side == "Ana":
            att += creatures if rng.random() < 0.5 else [c for c in creatures if not c.tapped]
    pre: dict[str, Any] = {}
    if animate:
        pre["animate"] = animate
    if crew:
        pre["crew"] = crew
    if pre:
        b.set("precombat", pre)
    blk = b.of("Bruno")
    b.fight(att, blk, p_attack=0.85, legal=0.9)
    return Board("", "", b.d)


def t_banding(rng: random.Random) -> Board:
    """Banding (702.22): bands declared with the attack, blocked as a whole, the banding
    player dividing the blocker's damage; defending creatures with banding."""
    b = Builder(rng)
    banders = [b.card("Ana", n) for n in rng.sample(["Benalish Hero", "Mesa Pegasus", "Timber Wolves"],
                                                   rng.randint(1, 3))]
    others = b.creatures("Ana", rng.randint(0, 2), pool=["Hill Giant", "Grizzly Bears", "Craw Wurm",
                                                         "Centaur Courser", "Serra Angel"], extras=False)
    members = [p.id for p in banders + others]
    attack = {m: "Bruno" for m in members if rng.random() < 0.9}
    if not attack:
        attack = {members[0]: "Bruno"}
    b.d["attack"] = attack
    in_attack = [m for m in members if m in attack]
    bands = []
    if len(in_attack) >= 2 and rng.random() < 0.85:
        band = rng.sample(in_attack, rng.randint(2, len(in_attack)))
        bands.append(band)
        b.d["bands"] = bands
    blockers = b.creatures("Bruno", rng.randint(1, 2), pool=["Craw Wurm", "Hill Giant", "Sir Shandlar of Eberyn",
                                                             "Giant Spider", "Grizzly Bears"], extras=False)
    if rng.random() < 0.25:
        bb = b.card("Bruno", rng.choice(["Benalish Hero", "Timber Wolves"]) if "Benalish Hero" in b.names
                    else "Benalish Hero")
        if bb:
            blockers.append(bb)
    block = {}
    for x in blockers:
        if rng.random() < 0.8:
            able = [m for m in in_attack if can_block(x, by_id_all(b)[m])] if rng.random() < 0.9 else in_attack
            if able:
                block[x.id] = rng.choice(able)
    b.d["block"] = block
    by_id = {p.id: p for p in b.perms}
    assign: dict[str, dict[str, int]] = {}
    band = bands[0] if bands else []
    for x, a in block.items():
        blocked_group = band if a in band else [a]
        if len(blocked_group) > 1 and by_id[x].power > 0 and rng.random() < 0.95:
            split = division(rng, Perm("x", "Bruno", "x", by_id[x].power, 1),
                             [Perm(m, "Ana", m) for m in rng.sample(blocked_group, rng.randint(1, len(blocked_group)))],
                             "Ana")
            if split is None:
                split = {rng.choice(blocked_group): by_id[x].power}
            assign[x] = split
    for a in set(block.values()):
        group = band if a in band else [a]
        blockers_of = [by_id[x] for x, t in block.items() if t in group]
        for m in group:
            if len(blockers_of) > 1 and by_id[m].power > 0 and rng.random() < 0.95:
                assign[m] = division(rng, by_id[m], blockers_of, "Bruno") or {blockers_of[0].id: by_id[m].power}
    if assign:
        b.d["assign"] = assign
    return Board("", "", b.d)


TOKENS = [{"name": "Cat Soldier", "power": 1, "toughness": 1, "colors": ["W"], "subtypes": ["Cat", "Soldier"],
           "keywords": ["vigilance"]},
          {"name": "Plant", "power": 0, "toughness": 1},
          {"name": "Spirit", "power": 1, "toughness": 1, "keywords": ["flying"]},
          {"name": "Goblin", "power": 1, "toughness": 1, "colors": ["R"]},
          {"name": "Beast", "power": 3, "toughness": 3}]


def t_enters(rng: random.Random) -> Board:
    """Permanents put onto the battlefield attacking or blocking (506.3, 508.4): tokens
    and cards, in each step, counts and controllers; block and assign naming them."""
    n = 2 if rng.random() < 0.75 else 3
    b = Builder(rng, n_players=n)
    att = b.creatures("Ana", rng.randint(1, 2), pool=VANILLA + ["Youthful Knight", "White Knight"], extras=False)
    blk = b.creatures("Bruno", rng.randint(0, 2), pool=VANILLA, extras=False)
    b.fight(att, blk, targets=["Bruno"], p_attack=1.0, p_block=0.4, legal=1.0)
    first = any({"first strike", "double strike"} & a.kw for a in att + blk)
    enters = []
    for _ in range(rng.randint(1, 2)):
        r = rng.random()
        step = rng.choice(["declare_attackers", "declare attackers", "declare_blockers", "Declare-Blockers"] +
                          ["first_strike_damage", "first-strike combat damage"] * first)
        if r < 0.5:
            tok = dict(rng.choice(TOKENS))
            e: dict[str, Any] = {"token": tok, "attacking": "Bruno" if rng.random() < 0.8 or n > 2 else True,
                                 "step": step}
            if rng.random() < 0.2:
                e["count"] = 2
            enters.append(e)
        elif r < 0.75:
            e = {"card": rng.choice(["Ninja of the Deep Hours", "Grizzly Bears" if "Grizzly Bears" not in b.names
                                     else "Runeclaw Bear", "Serra Angel" if "Serra Angel" not in b.names else
                                     "Wind Drake"]),
                 "attacking": "Bruno", "tapped": True, "step": step}
            enters.append(e)
        else:
            attackers = list(b.d.get("attack", {})) or ["Grizzly Bears"]
            e = {"token": dict(rng.choice(TOKENS[1:])), "blocking": rng.choice(attackers),
                 "step": rng.choice(["declare_blockers"] + ["first_strike_damage"] * first)}
            if rng.random() < 0.2:
                e["controller"] = "Bruno"
            enters.append(e)
    b.set("enters", enters)
    tok = [e for e in enters if "token" in e and "attacking" in e and e["step"].lower().replace(" ", "_")
           == "declare_attackers"]
    if tok and blk and rng.random() < 0.5:
        b.d.setdefault("block", {})[blk[0].id] = tok[0]["token"]["name"] if "count" not in tok[0] else \
            tok[0]["token"]["name"] + " #1"
    return Board("", "", b.d)


def t_multiplayer(rng: random.Random) -> Board:
    """Multiplayer (800-806): 3-5 players, attacks on several opponents and their
    planeswalkers, blocks per defending player, a player who left the game, the monarch,
    the initiative, the attack left/right options."""
    n = rng.randint(3, 5)
    b = Builder(rng, n_players=n)
    opp = b.players[1:]
    att = b.creatures("Ana", rng.randint(2, 4), pool=COMBAT_POOL, custom=0.2)
    targets = list(opp)
    defenders: dict[str, list[Perm]] = {}
    for p in opp:
        defenders[p] = b.creatures(p, rng.randint(0, 2), pool=VANILLA + BLOCKY, custom=0.1, extras=False)
        if rng.random() < 0.3:
            name = rng.choice(list(PLANESWALKERS))
            pw = b.other(p, name) if name not in b.names else None
            if pw:
                targets.append(pw.id)
    left = None
    if rng.random() < 0.2:
        left = rng.choice(opp)
        b.d["players"][left]["left_game"] = True
    option = "multiple"
    if rng.random() < 0.2:
        option = rng.choice(["left", "right"])
        b.set("attack_option", option)
    if rng.random() < 0.25:
        b.set("monarch", rng.choice(b.players))
    if rng.random() < 0.3:
        b.set("initiative", rng.choice(b.players))
    live = [t for t in targets if b._owner(t) != left or rng.random() < 0.1]
    if option != "multiple" and rng.random() < 0.7:
        near = opp[0] if option == "left" else opp[-1]
        live = [t for t in live if b._owner(t) == near] or live
    b.fight(att, defenders, targets=live)
    for p in opp:
        if rng.random() < 0.2:
            b.life(p, _life(rng, 40))
    return Board("", "", b.d)


def t_teams_commander(rng: random.Random) -> Board:
    """Two-Headed Giant (810) and Commander (903): team attacks, shared life and poison,
    commander damage adding up to 21, goad (701.15), commander ninjutsu."""
    kind = rng.choice(["2hg", "2hg", "commander", "commander", "goad", "goad", "3v3"])
    if kind in ("2hg", "3v3"):
        n = 4 if kind == "2hg" else 6
        b = Builder(rng, n_players=n, life=30 if n == 4 else 45)
        half = n // 2
        teams = [b.players[:half], b.players[half:]]
        b.set("teams", teams)
        if rng.random() < 0.3:
            for p in b.players:
                del b.d["players"][p]["life"]
        elif rng.random() < 0.3:
            shared_life = rng.choice([3, 5, 8, 14])
            for p in teams[1]:
                b.life(p, shared_life)
        if rng.random() < 0.2:
            shared = rng.choice([5, 10, 14])
            for p in teams[1]:
                b.poison(p, shared)
        att = []
        for p in teams[0]:
            att += b.creatures(p, rng.randint(1, 2), pool=COMBAT_POOL, custom=0.15)
        defenders = {p: b.creatures(p, rng.randint(0, 2), pool=VANILLA + BLOCKY, extras=False) for p in teams[1]}
        targets = list(teams[1])
        b.fight(att, defenders, targets=targets)
        return Board("", "", b.d)
    n = rng.randint(3, 4)
    b = Builder(rng, n_players=n)
    opp = b.players[1:]
    att = []
    if kind == "commander":
        name = rng.choice(["Ghalta, Primal Hunger", "Isamaru, Hound of Konda", "Zurgo Helmsmasher",
                           "Brimaz, King of Oreskos", "Akroma, Angel of Wrath"])
        dmg = {rng.choice(opp): rng.choice([0, 5, 11, 15, 19, 20])}
        cmd = b.card("Ana", name, commander=True, commander_damage=dmg)
        if cmd:
            info = CARDS.get(name)
            if info is None:
                cmd.power, cmd.toughness = 2, 2
            att.append(cmd)
        if rng.random() < 0.3:
            b.card(opp[0], "Isamaru, Hound of Konda" if name != "Isamaru, Hound of Konda" else "Grizzly Bears",
                        commander=True)
        if rng.random() < 0.25:
            b.mana("Ana", "{U}{B}")
            b.action("declare_blockers", {"ninjutsu": "Yuriko, the Tiger's Shadow", "by": "Ana",
                                          "return": "__UNBLOCKED__", "commander": True,
                                          **({"commander_damage": {opp[0]: 20}} if rng.random() < 0.5 else {})})
    att += b.creatures("Ana", rng.randint(1, 3), pool=VANILLA + KEYWORDED[:20], custom=0.15)
    if kind == "goad":
        for a in att[:rng.randint(1, len(att))]:
            goaders = rng.sample(opp, rng.randint(1, min(2, len(opp))))
            for e in b.d["battlefield"]["Ana"]:
                if (e == a.name) or (isinstance(e, dict) and a.id in (e.get("card"), e.get("name"))):
                    idx = b.d["battlefield"]["Ana"].index(e)
                    e = {"card": e} if isinstance(e, str) else e
                    e["goaded_by"] = goaders if len(goaders) > 1 or rng.random() < 0.5 else goaders[0]
                    b.d["battlefield"]["Ana"][idx] = e
                    break
        if rng.random() < 0.3:
            b.other(opp[-1], "Ghostly Prison")
    defenders = {p: b.creatures(p, rng.randint(0, 2), pool=VANILLA + BLOCKY, extras=False) for p in opp}
    targets = list(opp)
    if rng.random() < 0.3:
        pw = b.other(rng.choice(opp), rng.choice(list(PLANESWALKERS)))
        if pw and pw.id in PLANESWALKERS:
            targets.append(pw.id)
    if rng.random() < 0.2:
        b.set("monarch", rng.choice(opp))
    attack = b.fight(att, defenders, targets=targets, p_attack=0.85)
    blocked = set((b.d.get("block") or {}).values())
    for step_actions in b.d.get("actions", {}).values():
        for a in step_actions:
            if isinstance(a, dict) and a.get("return") == "__UNBLOCKED__":
                free = [x for x in attack if x not in blocked]
                a["return"] = rng.choice(free) if free else (next(iter(attack), "Grizzly Bears"))
    return Board("", "", b.d)


REQUIRERS = ["Bloodrock Cyclops", "Goblin Brigand", "Juggernaut", "Mogg Flunkies", "Ember Beast", "Militia Rallier",
             "Zurgo Helmsmasher", "Manticore Eternal", "Iron Golem", "Ulamog's Crusher"]
DEFENDING_REQS = ["Craven Hulk", "Razorgrass Screen", "Iron Golem", "Mogg Flunkies", "Spineless Thug",
                  "Ironclaw Orcs", "Cloud Sprite", "Sightless Ghoul"]
LURES = ["Elvish Bard", "Prized Unicorn", "Hinterland Scourge"]
GLOBAL_REQS = ["Silent Arbiter", "Caverns of Despair", "Grand Melee", "Warmonger Hellkite", "Angler Turtle"]


def t_requirements(rng: random.Random) -> Board:
    """Requirements and restrictions (508.1c-d, 509.1b-c): "attacks each combat if
    able", Lure, "must be blocked", "can't attack/block alone", "no more than one/two
    creatures", goad-like global requirements; the declaration may obey them or not."""
    b = Builder(rng)
    att = b.creatures("Ana", rng.randint(0, 2), pool=REQUIRERS, extras=False)
    att += b.creatures("Ana", rng.randint(0, 2), pool=VANILLA + LURES, custom=0.15, extras=False)
    if rng.random() < 0.45 and att:
        b.other("Ana", "Lure", attached_to=rng.choice(att).id)
    if rng.random() < 0.2 and att:
        x = rng.choice(att)
        for i, e in enumerate(b.d["battlefield"]["Ana"]):
            if e == x.name:
                b.d["battlefield"]["Ana"][i] = {"card": x.name, "gains": [rng.choice(
                    ["attacks each combat if able", "can't attack alone", "must be blocked if able",
                     "All creatures able to block this creature do so."])]}
                break
    blk = b.creatures("Bruno", rng.randint(0, 2), pool=DEFENDING_REQS, extras=False)
    blk += b.creatures("Bruno", rng.randint(0, 2), pool=VANILLA + BLOCKY, custom=0.1, extras=False)
    if rng.random() < 0.4:
        g = rng.choice(GLOBAL_REQS)
        p = b.other(rng.choice(["Ana", "Bruno"]), g)
        if p and p.creature:
            (att if p.controller == "Ana" else blk).append(p)
    if rng.random() < 0.15:
        b.custom("Bruno", rng.randint(0, 3), rng.randint(2, 5), ["blocks each combat if able"])
    if not att:
        att = b.creatures("Ana", 1, pool=VANILLA, extras=False)
    b.fight(att, blk, p_attack=0.7, p_block=0.6, legal=0.85)
    if rng.random() < 0.25:
        b.d.setdefault("attack", {})
        b.d.setdefault("block", {})
    return Board("", "", b.d)


def t_counters(rng: random.Random) -> Board:
    """Counters (122) and damage already marked (120.6): +1/+1 and -1/-1 counters,
    keyword counters, levelers (711), stations (721), poison counters; lethal damage
    settled as combat begins (704.3)."""
    b = Builder(rng)
    att: list[Perm] = []
    for _ in range(rng.randint(1, 3)):
        r = rng.random()
        if r < 0.5:
            name = rng.choice(VANILLA)
            opts: dict[str, Any] = {"counters": {rng.choice(["+1/+1", "-1/-1", "flying", "first strike",
                                                             "deathtouch", "lifelink", "trample", "menace",
                                                             "vigilance", "indestructible", "double strike"]):
                                                 rng.randint(1, 3)}}
            if rng.random() < 0.3:
                opts["damage"] = rng.randint(1, 3)
            p = b.card("Ana", name, **opts)
        elif r < 0.7:
            p = b.card("Ana", "Student of Warfare", counters={"level": rng.choice([0, 1, 2, 4, 7, 9])})
        elif r < 0.8:
            p = b.card("Ana", rng.choice(["Lumen-Class Frigate", "Hearthhull, the Worldseed"]),
                       counters={"charge": rng.choice([0, 3, 7, 8, 12])})
            if p:
                p.creature, p.power, p.toughness = True, 3, 5
        else:
            p = b.custom("Ana", counters={"+1/+1": rng.randint(1, 2)}, damage=rng.randint(0, 2))
        if p:
            att.append(p)
    blk = []
    for _ in range(rng.randint(0, 2)):
        name = rng.choice(VANILLA + ["Wall of Stone", "Giant Spider"])
        opts = {}
        if rng.random() < 0.6:
            opts["damage"] = rng.randint(1, 4)
        if rng.random() < 0.4:
            opts["counters"] = {rng.choice(["-1/-1", "+1/+1", "reach", "flying"]): rng.randint(1, 2)}
        p = b.card("Bruno", name, **opts)
        if p:
            p.damage = opts.get("damage", 0)
            blk.append(p)
    if rng.random() < 0.3:
        b.poison("Bruno", rng.randint(1, 9))
    if rng.random() < 0.2:
        b.poison("Ana", rng.randint(1, 9))
    b.fight(att, blk)
    return Board("", "", b.d)


def t_pw_battles(rng: random.Random) -> Board:
    """Planeswalkers and battles (306, 310): attacked, defended, loyalty and defense
    counters, trample over planeswalkers, Gideon Blackblade as a creature."""
    b = Builder(rng)
    att = b.creatures("Ana", rng.randint(1, 3), pool=VANILLA + ["Colossal Dreadmaw", "Thrasta, Tempest's Roar",
                                                                "Serra Angel", "Youthful Knight",
                                                                "Vampire Nighthawk", "Glistener Elf"],
                      custom=0.2, extras=False)
    targets = ["Bruno"]
    for _ in range(rng.randint(1, 2)):
        r = rng.random()
        if r < 0.5:
            name = rng.choice(list(PLANESWALKERS))
            if name in b.names:
                continue
            opts = {"counters": {"loyalty": rng.randint(1, 7)}} if rng.random() < 0.4 else {}
            p = b.other("Bruno", name, **opts)
        elif r < 0.9:
            opts = {"counters": {"defense": rng.randint(1, 6)}}
            if rng.random() < 0.3:
                opts["protector"] = "Bruno"
            p = b.other("Ana", "Invasion of Tarkir", **opts)
        else:
            p = b.other("Ana", "Gideon Blackblade", **({"counters": {"loyalty": 4}} if rng.random() < 0.5 else {}))
            if p:
                p.creature, p.power, p.toughness = True, 4, 4
                att.append(p)
                continue
        if p:
            targets.append(p.id)
    blk = b.creatures("Bruno", rng.randint(0, 2), pool=VANILLA, extras=False)
    b.fight(att, blk, targets=targets, p_attack=0.9)
    return Board("", "", b.d)


ILLEGAL_KINDS = ["sick", "tapped", "defender", "flying", "menace", "no trample", "sum", "trample lethal", "mana",
                 "hexproof", "tapped blocker", "two attackers", "can't block", "pacifism", "shadow", "unblockable",
                 "attack self", "own planeswalker", "protection", "landwalk", "no ability", "step ended",
                 "crew tapped", "first strike assign"]


def t_illegal(rng: random.Random, k: int = 0) -> Board:
    """Illegal plays (733): each refused with the rule it breaks (exit 1)."""
    kind = ILLEGAL_KINDS[k % len(ILLEGAL_KINDS)]
    b = Builder(rng)
    extra = b.creatures("Ana", rng.randint(0, 1), pool=VANILLA, extras=False)
    d = b.d
    if kind == "sick":
        a = b.card("Ana", rng.choice(VANILLA), sick=True)
        d["attack"] = {a.id: "Bruno"}
    elif kind == "tapped":
        a = b.card("Ana", rng.choice(VANILLA), tapped=True)
        d["attack"] = {a.id: "Bruno"}
    elif kind == "defender":
        a = b.card("Ana", rng.choice(["Wall of Stone", "Angelic Wall", "Guard Gomazoa", "Fog Bank"]))
        d["attack"] = {a.id: "Bruno"}
    elif kind == "flying":
        a = b.card("Ana", rng.choice(["Serra Angel", "Wind Drake", "Storm Crow", "Air Elemental"]))
        x = b.card("Bruno", rng.choice(["Grizzly Bears", "Hill Giant", "Craw Wurm"]))
        d["attack"] = {a.id: "Bruno"}
        d["block"] = {x.id: a.id}
    elif kind == "menace":
        a = b.card("Ana", rng.choice(["Alley Strangler", "Viashino Runner", "Vishgraz, the Doomhive"]))
        x = b.card("Bruno", rng.choice(["Grizzly Bears", "Hill Giant"]))
        b.card("Bruno", "Llanowar Elves")
        d["attack"] = {a.id: "Bruno"}
        d["block"] = {x.id: a.id}
    elif kind == "no trample":
        a = b.card("Ana", rng.choice(["Hill Giant", "Craw Wurm", "Elvish Regrower"]))
        x = b.card("Bruno", rng.choice(["Grizzly Bears", "Llanowar Elves"]))
        d["attack"] = {a.id: "Bruno"}
        d["block"] = {x.id: a.id}
        d["assign"] = {a.id: {x.id: 1, "Bruno": a.power - 1}}
    elif kind == "sum":
        a = b.card("Ana", rng.choice(["Hill Giant", "Craw Wurm", "Elvish Regrower"]))
        x, y = b.card("Bruno", "Grizzly Bears"), b.card("Bruno", "Llanowar Elves")
        d["attack"] = {a.id: "Bruno"}
        d["block"] = {x.id: a.id, y.id: a.id}
        d["assign"] = {a.id: {x.id: a.power, y.id: rng.randint(1, 2)}}
    elif kind == "trample lethal":
        a = b.card("Ana", "Colossal Dreadmaw")
        x = b.card("Bruno", rng.choice(["Hill Giant", "Craw Wurm"]))
        d["attack"] = {a.id: "Bruno"}
        d["block"] = {x.id: a.id}
        d["assign"] = {a.id: {x.id: 1, "Bruno": 5}}
    elif kind == "mana":
        a = b.card("Ana", "Grizzly Bears")
        b.mana("Ana", rng.choice(["{R}", "{U}", "{C}"]))
        d["attack"] = {a.id: "Bruno"}
        d["actions"] = {rng.choice(["declare_attackers", "declare_blockers"]):
                        [{"cast": "Giant Growth", "by": "Ana", "target": a.id}]}
    elif kind == "hexproof":
        a = b.card("Ana", "Gladecover Scout")
        b.card("Bruno", "Hill Giant")
        d["attack"] = {a.id: "Bruno"}
        d["actions"] = {"declare_attackers": [{"cast": rng.choice(["Shock", "Murder", "Unsummon"]), "by": "Bruno",
                                               "target": a.id}]}
    elif kind == "tapped blocker":
        a = b.card("Ana", rng.choice(VANILLA))
        x = b.card("Bruno", "Hill Giant", tapped=True)
        d["attack"] = {a.id: "Bruno"}
        d["block"] = {x.id: a.id}
    elif kind == "two attackers":
        a, c = b.card("Ana", "Grizzly Bears"), b.card("Ana", "Runeclaw Bear")
        x = b.card("Bruno", "Hill Giant")
        d["attack"] = {a.id: "Bruno", c.id: "Bruno"}
        d["block"] = {x.id: [a.id, c.id]}
    elif kind == "can't block":
        a = b.card("Ana", rng.choice(VANILLA))
        x = b.card("Bruno", rng.choice(["Spineless Thug", "Tormented Soul", "Sightless Ghoul"]))
        d["attack"] = {a.id: "Bruno"}
        d["block"] = {x.id: a.id}
    elif kind == "pacifism":
        a = b.card("Ana", rng.choice(VANILLA))
        b.other("Bruno", "Pacifism", attached_to=a.id)
        d["attack"] = {a.id: "Bruno"}
    elif kind == "shadow":
        a = b.card("Ana", "Soltari Foot Soldier")
        x = b.card("Bruno", "Grizzly Bears")
        d["attack"] = {a.id: "Bruno"}
        d["block"] = {x.id: a.id}
    elif kind == "unblockable":
        a = b.card("Ana", rng.choice(["Phantom Warrior", "Tormented Soul", "Changeling Outcast"]))
        x = b.card("Bruno", "Grizzly Bears")
        d["attack"] = {a.id: "Bruno"}
        d["block"] = {x.id: a.id}
    elif kind == "attack self":
        a = b.card("Ana", rng.choice(VANILLA))
        d["attack"] = {a.id: "Ana"}
    elif kind == "own planeswalker":
        a = b.card("Ana", rng.choice(VANILLA))
        pw = b.other("Ana", rng.choice(list(PLANESWALKERS)))
        d["attack"] = {a.id: pw.id}
    elif kind == "protection":
        a = b.card("Ana", rng.choice(["White Knight", "Black Knight", "Silver Knight", "Kor Firewalker"]))
        blockers = {"White Knight": "Python", "Black Knight": "Savannah Lions", "Silver Knight": "Hill Giant",
                    "Kor Firewalker": "Goblin Piker"}
        x = b.card("Bruno", blockers[a.name])
        d["attack"] = {a.id: "Bruno"}
        d["block"] = {x.id: a.id}
    elif kind == "landwalk":
        a = b.card("Ana", rng.choice(["Bog Wraith", "Rootwater Commando", "Hillcomber Giant"]))
        b.other("Bruno", {"Bog Wraith": "Swamp", "Rootwater Commando": "Island", "Hillcomber Giant": "Mountain"}[a.name])
        x = b.card("Bruno", "Grizzly Bears")
        d["attack"] = {a.id: "Bruno"}
        d["block"] = {x.id: a.id}
    elif kind == "no ability":
        a = b.card("Ana", "Grizzly Bears")
        x = b.card("Bruno", "Hill Giant")
        d["attack"] = {a.id: "Bruno"}
        d["actions"] = {"declare_attackers": [{"activate": x.id}]}
    elif kind == "step ended":
        a = b.card("Ana", "Grizzly Bears")
        d["attack"] = {a.id: "Bruno"}
        b.mana("Ana", "{G}")
        d["actions"] = {"declare_attackers": ["pass", "pass", {"cast": "Giant Growth", "by": "Ana", "target": a.id}]}
    elif kind == "crew tapped":
        v = b.card("Ana", "Smuggler's Copter")
        c = b.card("Ana", "Grizzly Bears")
        d["precombat"] = {"crew": {v.id: [c.id]}}
        d["attack"] = {v.id: "Bruno", c.id: "Bruno"}
    else:  # first strike assign: a regular-damage division for a creature that dealt all first
        a = b.card("Ana", "Youthful Knight")
        x, y = b.card("Bruno", "Llanowar Elves"), b.card("Bruno", "Eager Cadet")
        d["attack"] = {a.id: "Bruno"}
        d["block"] = {x.id: a.id, y.id: a.id}
        d["assign_first_strike"] = {a.id: {x.id: 1, y.id: 1}}
        d["assign"] = {a.id: {x.id: 2}}
    if extra and rng.random() < 0.5 and "attack" in d and extra[0].id not in d["attack"]:
        d["attack"][extra[0].id] = "Bruno"
    return Board("", "", d)


def t_why(rng: random.Random, k: int = 0) -> Board:
    """Boards with "why not ...?" questions (in the file, or with --why)."""
    base = t_keywords(rng) if k % 2 else t_division(rng, rng.choice(["multi", "trample", "double"]))
    d = base.scenario
    ana = [(e if isinstance(e, str) else e.get("id") or e.get("card") or e.get("name")) for e in d["battlefield"]["Ana"]]
    bruno = [(e if isinstance(e, str) else e.get("id") or e.get("card") or e.get("name"))
             for e in d["battlefield"]["Bruno"]]
    attack = d.get("attack") or {}
    questions = []
    for _ in range(rng.randint(1, 3)):
        kind = rng.choice(["attack", "block", "block", "assign", "assign", "assign_first_strike"])
        if kind == "attack" and ana:
            q = {kind: {a: rng.choice(["Bruno", *bruno]) for a in rng.sample(ana, rng.randint(1, len(ana)))}}
        elif kind == "block" and attack and bruno:
            q = {kind: {x: rng.choice(list(attack)) for x in rng.sample(bruno, rng.randint(1, len(bruno)))}}
        elif kind.startswith("assign") and attack:
            a = rng.choice(list(attack))
            names = [n for n in bruno + ["Bruno"]]
            q = {kind: {a: {n: rng.randint(0, 4) for n in rng.sample(names, rng.randint(1, min(3, len(names))))}}}
        else:
            continue
        questions.append(q)
    if not questions:
        questions = [{"attack": {ana[0]: "Ana"}}] if ana else [{"block": {"Nobody": "Nothing"}}]
    cli = rng.random() < 0.5
    board = Board("", "", d)
    if cli:
        board.why = [next(iter(q)) + ": " + _flow(next(iter(q.values()))) for q in questions]
    else:
        d["why"] = questions
    return board


def _typo(rng: random.Random, name: str) -> str:
    i = rng.randrange(1, len(name) - 1)
    return name[:i] + name[i + 1:] if rng.random() < 0.5 else name[:i] + name[i] + name[i:]


INPUT_ERROR_KINDS = ["unknown card", "unknown name", "unknown player", "missing division", "unknown key",
                     "bad number", "negative damage", "instant on battlefield", "legend rule", "malformed yaml",
                     "alias", "too large", "long name", "bad step", "bad trigger name", "range of influence",
                     "bad teams", "unknown active", "active left", "not modeled spell", "enters instant",
                     "two questions", "unknown attack option", "battle protector self", "bad mana",
                     "sorcery cast", "unknown effect field", "choices unknown"]


def t_input_errors(rng: random.Random, k: int = 0) -> Board:
    """Bad input (exit 2): every problem found, with file, line and field."""
    kind = INPUT_ERROR_KINDS[k % len(INPUT_ERROR_KINDS)]
    b = Builder(rng)
    att = b.creatures("Ana", rng.randint(1, 2), pool=VANILLA, extras=False)
    blk = b.creatures("Bruno", rng.randint(1, 2), pool=VANILLA, extras=False)
    d = b.d
    d["attack"] = {a.id: "Bruno" for a in att}
    text = None
    if kind == "unknown card":
        d["battlefield"]["Bruno"].append(_typo(rng, rng.choice(COMBAT_POOL)))
    elif kind == "unknown name":
        d["block"] = {_typo(rng, blk[0].id): att[0].id}
    elif kind == "unknown player":
        d["attack"] = {att[0].id: rng.choice(["Brunno", "Carla", "bruno the second"])}
    elif kind == "missing division":
        a = b.card("Ana", "Craw Wurm")
        x, y = b.card("Bruno", "Squire"), b.card("Bruno", "Eager Cadet")
        d["attack"] = {a.id: "Bruno"}
        d["block"] = {x.id: a.id, y.id: a.id}
    elif kind == "unknown key":
        d[rng.choice(["atack", "blocks", "asign", "effect"])] = {}
    elif kind == "bad number":
        d["battlefield"]["Ana"].append({"name": "Brute", "power": "two", "toughness": 2})
    elif kind == "negative damage":
        d["battlefield"]["Ana"].append({"card": "Savannah Lions", "damage": -1})
    elif kind == "instant on battlefield":
        d["battlefield"]["Ana"].append(rng.choice(["Lightning Bolt", "Divination", "Giant Growth"]))
    elif kind == "legend rule":
        d["battlefield"]["Ana"] += ["Brimaz, King of Oreskos", "Brimaz, King of Oreskos"]
    elif kind == "malformed yaml":
        text = _yaml(d)
        i = text.index("attack")
        text = text[:i] + "attack: {" + text[i + 8:].replace("}", "", 1)
    elif kind == "alias":
        text = "active: Ana\nplayers: {Ana: {}, Bruno: {}}\nbattlefield: {Ana: &b [Grizzly Bears], Bruno: *b}\n"
    elif kind == "too large":
        d["players"]["Bruno"]["life"] = 10 ** rng.choice([10, 12, 30])
    elif kind == "long name":
        d["battlefield"]["Ana"].append({"name": "X" * rng.choice([201, 300]), "power": 1, "toughness": 1})
    elif kind == "bad step":
        d["actions"] = {rng.choice(["second main", "declare attakers", "upkeep"]): ["pass"]}
    elif kind == "bad trigger name":
        d["triggers"] = {"order": {"Ana": [f"Exalted ({att[0].id})"]}}
    elif kind == "range of influence":
        d["range_of_influence"] = 2
    elif kind == "bad teams":
        d["players"]["Carla"] = {}
        d["battlefield"]["Carla"] = []
        d["teams"] = [["Ana", "Bruno"], ["Carla"]]
    elif kind == "unknown active":
        d["active"] = "Anna"
    elif kind == "active left":
        d["players"]["Ana"]["left_game"] = True
    elif kind == "not modeled spell":
        d["effects"] = [{"card": rng.choice(["Healing Salve", "Reverse Damage"]), "target": "Bruno"}]
    elif kind == "enters instant":
        d["enters"] = [{"card": "Lightning Bolt", "attacking": "Bruno", "step": "declare attackers"}]
    elif kind == "two questions":
        d["why"] = [{"attack": {att[0].id: "Bruno"}, "block": {blk[0].id: att[0].id}}]
    elif kind == "unknown attack option":
        d["attack_option"] = rng.choice(["up", "clockwise"])
    elif kind == "battle protector self":
        d["battlefield"]["Bruno"].append({"card": "Invasion of Tarkir", "protector": "Bruno",
                                          "counters": {"defense": 3}})
    elif kind == "bad mana":
        d["players"]["Ana"]["mana"] = "{G}{Q}"
    elif kind == "sorcery cast":
        d["actions"] = {"declare_attackers": [{"cast": rng.choice(["Divination", "Lava Axe", "Pyroclasm"]),
                                               "by": "Ana", "target": "Bruno"}]}
    elif kind == "unknown effect field":
        d["effects"] = [{"prevent": 2, "to": "Bruno", "combat": True}]
    else:  # choices unknown
        d["choices"] = {"order": ["Nothing Here"]}
    return Board("", "", text if text is not None else d)


#: (family, template, how many boards). The template gets a seeded rng (and the index
#: where it cycles through kinds).
FAMILIES: list[tuple[str, Callable[..., Board], int]] = [
    ("keywords", t_keywords, 70), ("division", t_division, 45), ("continuous", t_continuous, 45),
    ("prevention", t_prevention, 63), ("stack", t_stack, 55), ("kw_triggers", t_kw_triggers, 112),
    ("oracle_triggers", t_oracle_triggers, 40), ("brimaz_resto", t_brimaz_resto, 45), ("costs", t_costs, 44), ("precombat", t_precombat, 25),
    ("banding", t_banding, 30), ("enters", t_enters, 25), ("multiplayer", t_multiplayer, 50),
    ("teams_commander", t_teams_commander, 50), ("requirements", t_requirements, 45), ("counters", t_counters, 30),
    ("pw_battles", t_pw_battles, 30), ("illegal", t_illegal, 48), ("why", t_why, 40),
    ("input_errors", t_input_errors, 56),
]


def generated_boards(seed: str = SEED) -> list[Board]:
    out = []
    for family, template, count in FAMILIES:
        for k in range(count):
            rng = random.Random(f"{seed}:{family}:{k}")
            takes_k = "k" in inspect.signature(template).parameters
            board = template(rng, k) if takes_k else template(rng)
            board.id = f"{family}-{k:03d}"
            board.family = family
            board.path = f"golden/{board.id}.yaml"
            out.append(board)
    return out


def file_boards() -> list[Board]:
    out = []
    for folder in ("examples", "bench/boards"):
        for path in sorted((ROOT / folder).glob("*.yaml")):
            rel = path.relative_to(ROOT).as_posix()
            out.append(Board(rel, folder.split("/")[-1], path.read_text(encoding="utf-8"), path=rel,
                             explain="613" in rel or "616" in rel))
    return out


def corpus(seed: str = SEED) -> list[Board]:
    return file_boards() + generated_boards(seed)


def runs_for(index: int, board: Board) -> list[list[str]]:
    """The command lines a board is judged with (see the module docstring)."""
    base = ["judge", board.path]
    out = [base + ["--format", "json"]]
    if index % 3 == 1:
        out.append(base + ["--lang", "es", "--format", "json"])
    elif index % 3 == 2:
        out.append(base + ["--plain"])
    if board.explain or index % 11 == 0:
        out.append(base + (["--explain", "--plain"] if index % 2 else ["--explain", "--format", "json"]))
        if index % 4 == 0:
            out.append(base + ["--explain", "--lang", "es", "--plain"])
    if board.why:
        asked = [x for q in board.why for x in ("--why", q)]
        out.append(base + asked + ["--format", "json"])
        out.append(base + asked + (["--plain"] if index % 2 else ["--lang", "es", "--plain"]))
    if index % 17 == 5:
        out.append(base + ["--strict", "--format", "json"])
    return out


# ----------------------------------------------------------------------------- features
KW_FEATURES = ["flying", "reach", "first strike", "double strike", "deathtouch", "trample", "lifelink", "menace",
               "infect", "wither", "toxic", "vigilance", "haste", "defender", "indestructible", "hexproof",
               "protection", "evasion (shadow, fear, intimidate, horsemanship, skulk, landwalk)"]
EVASION = {"shadow", "fear", "intimidate", "horsemanship", "skulk", "landwalk", "forestwalk", "islandwalk",
           "swampwalk", "mountainwalk"}
TRIGGER_KW = ["exalted", "bushido", "battle cry", "flanking", "rampage", "myriad", "mentor", "training", "prowess",
              "renown", "dethrone", "annihilator", "melee", "afflict"]
STATIC_FEATURES = {
    "Glorious Anthem-style anthems and lords": {"Glorious Anthem", "Crusade", "Elvish Archdruid", "Lord of Atlantis"},
    "Furnace of Rath / Dictate of the Twin Gods": {"Furnace of Rath", "Dictate of the Twin Gods"},
    "Boon Reflection / Rhox Faithmender": {"Boon Reflection", "Rhox Faithmender"},
    "Worship": {"Worship"},
    "Torbran": {"Torbran, Thane of Red Fell"},
    "other prevention/replacement statics": {"Urza's Armor", "Leyline of Punishment", "Guard Gomazoa", "Fog Bank",
                                             "Phytohydra", "Lichenthrope", "Phyrexian Hydra", "Empyrial Archangel",
                                             "Giant Cindermaw", "Daunting Defender"},
    "Ghostly Prison": {"Ghostly Prison"}, "Propaganda": {"Propaganda"}, "Windborn Muse": {"Windborn Muse"},
    "other attack/block taxes": {"Sphere of Safety", "Norn's Annex", "Archangel of Tithes", "Collective Restraint",
                                 "Baird, Steward of Argive", "Brainwash", "Phyrexian Marauder", "Sea Serpent"},
    "Lure / all creatures able to block": {"Lure", "Elvish Bard", "Prized Unicorn"},
    "attacks each combat if able": {"Bloodrock Cyclops", "Goblin Brigand", "Juggernaut", "Zurgo Helmsmasher",
                                    "Manticore Eternal", "Iron Golem", "Ulamog's Crusher", "Warmonger Hellkite",
                                    "Angler Turtle", "Grand Melee"},
    "can't attack/block alone, no more than N": {"Mogg Flunkies", "Ember Beast", "Craven Hulk", "Militia Rallier",
                                                  "Silent Arbiter", "Caverns of Despair"},
    "blocking restrictions (can't block, can block only...)": {
        "Spineless Thug", "Tormented Soul", "Sightless Ghoul", "Ironclaw Orcs", "Cloud Sprite", "Cloud Elemental",
        "Phantom Warrior", "Stalking Tiger", "Dread Warlock", "Changeling Outcast", "Razorgrass Screen",
        "Hinterland Scourge", "Palace Guard", "Two-Headed Giant of Foriys", "Night Market Guard",
        "Watcher in the Web", "Avatar of Hope"},
    "Auras and Equipment": set(AURAS),
    "banding cards": {"Benalish Hero", "Mesa Pegasus", "Timber Wolves"},
    "Brimaz": {"Brimaz, King of Oreskos"},
    "Restoration Angel": {"Restoration Angel"},
    "Oracle triggers (whenever ~ attacks / blocks / deals combat damage...)": set(ORACLE_TRIGGERS) - {
        "Brimaz, King of Oreskos"},
    "planeswalkers": set(PLANESWALKERS) | {"Gideon Blackblade"},
    "battles": {"Invasion of Tarkir"},
    "vehicles / lands that become creatures": {"Smuggler's Copter", "Heart of Kiran", "Mutavault", "Treetop Village",
                                               "Celestial Colonnade"},
    "levelers / stations": {"Student of Warfare", "Lumen-Class Frigate", "Hearthhull, the Worldseed"},
}


def _walk(x: Any):
    if isinstance(x, dict):
        for k, v in x.items():
            yield k
            yield from _walk(v)
    elif isinstance(x, list):
        for v in x:
            yield from _walk(v)
    else:
        yield x


def features(board: Board) -> list[str]:
    """What a board uses, by family of features (for the coverage table)."""
    f: set[str] = set()
    try:
        d = yaml.safe_load(board.text())
    except yaml.YAMLError:
        return ["(malformed YAML)"]
    if not isinstance(d, dict):
        return ["(not a mapping)"]
    bf = d.get("battlefield") or {}
    entries = [e for es in bf.values() if isinstance(es, list) for e in es]
    names = set()
    kws: set[str] = set()
    in_combat = set(d.get("attack") or {}) | set(d.get("block") or {})

    def base(x: str) -> str:
        return re.sub(r" (#\d+|\d+)$", "", str(x))

    for e in entries:
        if isinstance(e, str):
            name, eid, own = e, e, set()
        elif isinstance(e, dict):
            name = e.get("card") or e.get("name") or ""
            eid = e.get("id") or name
            own = set(map(str, e.get("keywords") or [])) | set(map(str, e.get("gains") or []))
            if e.get("name"):
                f.add("custom creatures {name, power, toughness, keywords}")
            if e.get("counters"):
                f.add("counters on permanents")
            if e.get("damage"):
                f.add("damage marked")
            if e.get("commander"):
                f.add("commander: true")
            if e.get("commander_damage"):
                f.add("commander_damage")
            if e.get("goaded_by"):
                f.add("goaded_by")
            if e.get("attached_to"):
                f.add("attached_to (Auras, Equipment)")
            if e.get("gains"):
                f.add("gains (keywords from effects)")
            if e.get("tapped"):
                f.add("tapped")
            if e.get("sick"):
                f.add("sick (summoning sickness)")
        else:
            continue
        names.add(name)
        info = CARDS.get(name)
        k = set(info.kw) if info else set()
        k |= {w.split(" ")[0] if w.split(" ")[0] in ("toxic", "bushido", "rampage", "afflict", "annihilator",
                                                      "renown") else w for w in own}
        if any(w.startswith("protection") for w in k):
            k.add("protection")
        if base(eid) in {base(x) for x in in_combat} or eid in in_combat:
            kws |= k
        for t in TRIGGER_KW:
            if t in k:
                f.add(f"trigger: {t}")
    for kw in KW_FEATURES:
        if kw.startswith("evasion"):
            if kws & EVASION:
                f.add("keyword in combat: " + kw)
        elif kw in kws:
            f.add("keyword in combat: " + kw)
    for feat, cards in STATIC_FEATURES.items():
        if names & cards:
            f.add(feat)
    players = d.get("players") or {}
    if isinstance(players, dict):
        if len(players) >= 3:
            f.add(f"multiplayer: {min(len(players), 6)} players")
        if any(isinstance(p, dict) and p.get("left_game") for p in players.values()):
            f.add("left_game")
        if any(isinstance(p, dict) and p.get("mana") for p in players.values()):
            f.add("players.mana")
        if any(isinstance(p, dict) and p.get("poison") for p in players.values()):
            f.add("poison counters")
    for key in ("assign", "assign_first_strike", "bands", "teams", "monarch", "initiative", "attack_option",
                "enters", "why", "range_of_influence"):
        if key in d:
            f.add(key)
    effects = d.get("effects") or []
    for e in effects if isinstance(effects, list) else []:
        if not isinstance(e, dict):
            continue
        card = e.get("card")
        if card == "Giant Growth":
            f.add("effects: Giant Growth")
        elif card in ("Holy Day", "Fog"):
            f.add("effects: Holy Day / Fog")
        elif card:
            f.add("effects: other cards (Awe Strike, Mending Hands, Samite Healer, Turn to Frog...)")
        if e.get("prevent") == "all":
            f.add("effects: {prevent: all}")
        elif e.get("prevent") == "next":
            f.add("effects: {prevent: next}")
        elif isinstance(e.get("prevent"), int):
            f.add("effects: shield {prevent: N, to: X}")
        if "target" in e and not card:
            f.add("effects: hand-written continuous (P/T, gains, switch, loses abilities, types)")
    ch = d.get("choices") or {}
    if isinstance(ch, dict):
        if ch.get("order"):
            f.add("choices: order (616.1)")
        if ch.get("shields"):
            f.add("choices: shields (615.7)")
    acts = d.get("actions") or {}
    for step_acts in acts.values() if isinstance(acts, dict) else []:
        for a in step_acts if isinstance(step_acts, list) else []:
            if a == "pass":
                f.add("actions: pass")
            elif isinstance(a, dict):
                if "cast" in a:
                    f.add("actions: cast a flash creature" if a["cast"] in FLASH_CREATURES else "actions: cast an instant")
                    if a["cast"] in ("Holy Day", "Fog"):
                        f.add("effects: Holy Day / Fog")
                    if a["cast"] == "Giant Growth":
                        f.add("effects: Giant Growth")
                    if a["cast"] == "Restoration Angel":
                        f.add("Restoration Angel")
                if "activate" in a:
                    f.add("actions: activate")
                if "ninjutsu" in a:
                    f.add("actions: ninjutsu")
    trig = d.get("triggers") or {}
    if isinstance(trig, dict):
        if trig.get("order"):
            f.add("triggers: order")
        if trig.get("choices"):
            f.add("triggers: choices")
    costs = d.get("costs") or {}
    if isinstance(costs, dict):
        if costs.get("pay"):
            f.add("costs: pay")
        if costs.get("mana"):
            f.add("costs: mana")
    pre = d.get("precombat") or {}
    if isinstance(pre, dict):
        if pre.get("crew"):
            f.add("precombat: crew")
        if pre.get("animate"):
            f.add("precombat: animate")
    attack = d.get("attack") or {}
    if isinstance(attack, dict):
        attacked = set(map(str, attack.values()))
        if attacked & (set(PLANESWALKERS) | {"Gideon Blackblade"}):
            f.add("a planeswalker attacked")
        if "Invasion of Tarkir" in attacked:
            f.add("a battle attacked")
    if board.why:
        f.add("--why")
    if board.explain:
        f.add("--explain")
    return sorted(f)


# ----------------------------------------------------------------------------- the CLI, in this process
def _runner() -> Any:
    from typer.testing import CliRunner

    return CliRunner()


def run_cli(runner: Any, args: list[str]) -> dict[str, Any]:
    """One in-process run of the command line: its exit code, stdout and stderr."""
    from mtgjudge.cli import app

    res = runner.invoke(app, args, catch_exceptions=True)
    out = {"args": args, "exit_code": res.exit_code, "stdout": res.stdout, "stderr": res.stderr}
    if res.exception is not None and not isinstance(res.exception, SystemExit):
        out["exception"] = f"{type(res.exception).__name__}: {res.exception}"
    return out


@contextlib.contextmanager
def scratch(boards: list[Board]):
    """A scratch folder holding every board at its path, as the working directory."""
    with tempfile.TemporaryDirectory(prefix="mtgjudge-golden-") as tmp:
        for board in boards:
            path = Path(tmp) / board.path
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(board.text(), encoding="utf-8")
        old = os.getcwd()
        os.chdir(tmp)
        try:
            yield Path(tmp)
        finally:
            os.chdir(old)


def judge_boards(boards: list[Board], progress: bool = False) -> list[dict[str, Any]]:
    """Every board judged with its command lines, as records to write or compare."""
    runner = _runner()
    records = []
    with scratch(boards):
        for i, board in enumerate(boards):
            runs = [run_cli(runner, args) for args in runs_for(i, board)]
            records.append({"id": board.id, "family": board.family, "path": board.path,
                            "features": features(board), "scenario_yaml": board.text(), "runs": runs})
            if progress and i % 100 == 99:
                print(f"  {i + 1} boards judged", file=sys.stderr)
    return records


def rejudge(records: list[dict[str, Any]]) -> list[list[dict[str, Any]]]:
    """The recorded boards (their recorded text and command lines) judged again."""
    runner = _runner()
    boards = [Board(r["id"], r["family"], r["scenario_yaml"], path=r["path"]) for r in records]
    out = []
    with scratch(boards):
        for r in records:
            out.append([run_cli(runner, run["args"]) for run in r["runs"]])
    return out


# ----------------------------------------------------------------------------- API games
_ADDRESS = re.compile(r" at 0x[0-9a-fA-F]+")


def _jsonable(x: Any) -> Any:
    if isinstance(x, (str, int, float, bool)) or x is None:
        return x
    if isinstance(x, dict) or hasattr(x, "items"):
        return {str(k): _jsonable(v) for k, v in x.items()}
    if isinstance(x, (list, tuple)):
        return [_jsonable(v) for v in x]
    if isinstance(x, (set, frozenset)):
        return sorted((_jsonable(v) for v in x), key=repr)
    return _ADDRESS.sub(" at 0x?", repr(x))


def _events(events: list[Any]) -> list[list[Any]]:
    out = []
    for e in events:
        d = e.to_dict("en")
        out.append([d["rule"], d["key"], _jsonable(d["params"]), d["text"]])
    return out


def _repr(move: Any) -> str:
    return _ADDRESS.sub(" at 0x?", repr(move))


API_CARDS = ["Grizzly Bears", "Hill Giant", "Serra Angel", "Vampire Nighthawk", "Giant Spider", "Youthful Knight",
             "Colossal Dreadmaw", "Glistener Elf", "Wall of Stone", "Typhoid Rats", "Llanowar Elves",
             "Alley Strangler", "Elvish Regrower", "Vampire Spawn", "Helpful Hunter", "Akrasan Squire",
             "Samurai Enforcers", "Goblin Wardriver", "Benalish Hero", "Mesa Pegasus", "Shivan Dragon",
             "Drudge Skeletons", "Prodigal Pyromancer", "Samite Healer", "Master Decoy", "Trap Runner",
             "Glorious Anthem", "Furnace of Rath", "Jace Beleren", "Ghostly Prison", "Marisi's Twinclaws",
             "Boggart Ram-Gang", "Blade Instructor", "Wolverine Pack", "Herald of the Host", "Palace Guard",
             "Mogg Flunkies", "Bloodrock Cyclops", "Brimaz, King of Oreskos", "Moonrise Cleric", "Worship",
             "Boon Reflection", "Maze of Ith", "Reconnaissance"]


def api_game(seed: str, db: Any) -> list[list[Any]]:
    """One seeded random game through the API: the log of what was done and answered."""
    from mtgjudge import Game
    from mtgjudge.errors import MtgJudgeError

    rng = random.Random(seed)
    log: list[list[Any]] = []

    def refused(op: str, what: str, e: Exception) -> None:
        log.append([op, what, ["refused", type(e).__name__, getattr(e, "rule", None),
                               _ADDRESS.sub(" at 0x?", str(e))]])

    n = rng.choice([2, 2, 2, 3, 4])
    players = PLAYERS[:n]
    teams = [players[:2], players[2:]] if n == 4 and rng.random() < 0.3 else None
    try:
        g = Game({p: rng.choice([20, 20, 5, 2, 40]) for p in players} if not teams else players, db=db,
                 teams=teams)
    except MtgJudgeError as e:
        refused("game", repr(players), e)
        return log
    log.append(["game", repr(players), repr(teams)])
    for _ in range(rng.randint(1, 8)):
        player = rng.choice(players) if rng.random() < 0.97 else "Nobody"
        try:
            if rng.random() < 0.6:
                card = rng.choice(API_CARDS) if rng.random() < 0.97 else "Grizly Bears"
                opts: dict[str, Any] = {}
                if rng.random() < 0.1:
                    opts["tapped"] = True
                if rng.random() < 0.1:
                    opts["damage"] = rng.randint(1, 2)
                if rng.random() < 0.1:
                    opts["counters"] = {rng.choice(["+1/+1", "-1/-1", "flying"]): rng.randint(1, 2)}
                if rng.random() < 0.05:
                    opts["sick"] = True
                what = f"add({card!r}, {player!r}, {opts!r})"
                perm = g.add(card, player, **opts)
            else:
                name = rng.choice(CUSTOM_NAMES)
                kws = rng.sample(CUSTOM_KEYWORDS[:30], rng.randint(0, 2))
                p, t = rng.randint(0, 6), rng.randint(1, 6)
                what = f"add_creature({name!r}, {player!r}, {p}, {t}, {kws!r})"
                perm = g.add_creature(name, player, p, t, keywords=kws)
            log.append(["add", what, perm.id])
        except MtgJudgeError as e:
            refused("add", what, e)
    if rng.random() < 0.3:
        who = rng.choice(players)
        mana = rng.choice(["{G}{R}{W}", "{R}{R}", "{1}{U}", {"G": 2, "C": 1}])
        try:
            g.set_mana(who, mana)
            log.append(["set_mana", f"{who!r} {mana!r}", None])
        except MtgJudgeError as e:
            refused("set_mana", f"{who!r} {mana!r}", e)
    if n >= 3 and rng.random() < 0.3:
        try:
            who = rng.choice(players[1:])
            g.designate(monarch=who)
            log.append(["designate", f"monarch={who!r}", None])
        except MtgJudgeError as e:
            refused("designate", "monarch", e)
    ids = list(g.state.battlefield)
    for _ in range(rng.choice([0, 0, 1, 2])):  # more set-up: an effect, goad, a commander
        r = rng.random()
        pid = rng.choice(ids) if ids and rng.random() < 0.95 else "Nobody"
        try:
            if r < 0.5:
                spell = rng.choice(["Giant Growth", "Jump", "Disfigure", "Turn to Frog", "Shock"])
                what = f"resolve_spell({spell!r}, {pid!r})"
                g.resolve_spell(spell, pid)
            elif r < 0.75 and n >= 3:
                goaders = rng.sample(players[1:], rng.randint(1, 2))
                what = f"goad({pid!r}, {goaders!r})"
                g.goad(pid, *goaders)
            else:
                dmg = {rng.choice(players[1:]): rng.choice([0, 10, 20])}
                what = f"set_commander({pid!r}, {dmg!r})"
                g.set_commander(pid, dmg)
            log.append(["setup", what, None])
        except MtgJudgeError as e:
            refused("setup", what, e)
    steps = 0
    while not g.is_over and steps < 10:
        steps += 1
        r = rng.random()
        try:
            if r < 0.12 and g.declarations:
                move = g.pop()
                log.append(["pop", _repr(move), None])
                continue
            if r < 0.3:
                move = _random_move(rng, g)
                legal = g.is_legal(move)
                log.append(["is_legal", _repr(move), legal])
            elif r < 0.38:
                move = _random_spell(rng, g)
            else:
                source = rng.choice(["legal_moves", "legal_moves", "legal_declarations", "legal_actions"])
                options = list(islice(getattr(g, source)(), 24))
                if not options and source != "legal_moves":
                    source, options = "legal_moves", list(islice(g.legal_moves(), 24))
                if not options:
                    log.append(["begin", "", _events(g.begin_combat()), 0])
                    if not g.is_over:
                        log.append(["stuck", str(g.step), None])
                    break
                move = rng.choice(options)
                log.append(["push", _repr(move), _events(g.push(move)), f"{source}: {len(options)}"])
                continue
            log.append(["push", _repr(move), _events(g.push(move))])
        except MtgJudgeError as e:
            refused("push", _repr(move), e)
    log.append(["end", str(g.step), _state(g)])
    return log


def _random_move(rng: random.Random, g: Any) -> Any:
    """A declaration made up from names (legal or not)."""
    from mtgjudge import AttackDeclaration, BlockDeclaration, DamageAssignment

    names = [*g.state.battlefield, *g.state.players, "Nobody"]
    kind = rng.choice(["attack", "block", "assign"])
    if kind == "attack":
        return AttackDeclaration.of({rng.choice(names): rng.choice(names) for _ in range(rng.randint(0, 3))})
    if kind == "block":
        return BlockDeclaration.of({rng.choice(names): rng.choice(names) for _ in range(rng.randint(0, 3))})
    return DamageAssignment.of({rng.choice(names): {rng.choice(names): rng.randint(0, 4)}
                                for _ in range(rng.randint(0, 2))})


def _random_spell(rng: random.Random, g: Any) -> Any:
    from mtgjudge.cr.r117_priority import PassPriority
    from mtgjudge.cr.r601_casting import CastSpell

    names = [*g.state.battlefield, *g.state.players]
    spell = rng.choice(["Giant Growth", "Shock", "Lightning Bolt", "Holy Day", "Murder", "Unsummon", "Disfigure"])
    if rng.random() < 0.15:
        return PassPriority()
    target = (rng.choice(names),) if names and spell != "Holy Day" else ()
    return CastSpell(spell, rng.choice(list(g.state.players)), target)


def _state(g: Any) -> dict[str, Any]:
    st = g.state
    return {"players": {n: [p.life, p.poison] for n, p in st.players.items()},
            "battlefield": {pid: [p.controller, p.tapped, p.damage] for pid, p in st.battlefield.items()},
            "exile": list(getattr(st, "exile", []))}


def api_games(n: int = N_API_GAMES, seed: str = SEED) -> list[dict[str, Any]]:
    from mtgjudge.cards import default_db

    db = default_db()
    return [{"id": f"api-{i:03d}", "seed": f"{seed}:api:{i}", "log": api_game(f"{seed}:api:{i}", db)}
            for i in range(n)]


# ----------------------------------------------------------------------------- the recording
def _dump_jsonl_gz(path: Path, rows: list[dict[str, Any]]) -> None:
    """JSON lines, gzipped with no timestamp or name in the header (equal rows, equal bytes)."""
    raw = "".join(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n" for r in rows).encode("utf-8")
    buf = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=buf, mtime=0, compresslevel=9) as f:
        f.write(raw)
    path.write_bytes(buf.getvalue())


def load_jsonl_gz(path: Path) -> list[dict[str, Any]]:
    with gzip.open(path, "rt", encoding="utf-8") as f:
        return [json.loads(line) for line in f]


def coverage(records: list[dict[str, Any]]) -> dict[str, int]:
    counts: Counter = Counter()
    for r in records:
        counts.update(r["features"])
        codes = {run["exit_code"] for run in r["runs"]}
        json_run = r["runs"][0]
        counts[f"exit {json_run['exit_code']} (--format json)"] += 1
        if any(run["args"][2:3] == ["--lang"] for run in r["runs"]):
            counts["--lang es"] += 1
        if any("--plain" in run["args"] for run in r["runs"]):
            counts["--plain text"] += 1
        if any("--explain" in run["args"] for run in r["runs"]):
            counts["--explain run"] += 1
        if any("--strict" in run["args"] for run in r["runs"]):
            counts["--strict run"] += 1
        if 3 in codes:
            counts["exit 3 (internal error) in some run"] += 1
        if json_run["exit_code"] == 1:
            try:
                rule = json.loads(json_run["stdout"])["error"]["rule"]
                counts[f"illegal play refused by {rule.split('.')[0]}.x"] += 1
            except (ValueError, KeyError, TypeError):
                pass
        for run in r["runs"]:
            if "--format" in run["args"] and run["exit_code"] in (0, 1):
                answers = json.loads(run["stdout"]).get("why") or []
                if answers:
                    counts["why questions answered (boards)"] += 1
                    counts["why questions answered: illegal alternative"] += any(not a["legal"] for a in answers)
                    counts["why questions answered: legal alternative"] += any(a["legal"] for a in answers)
                    break
    return dict(sorted(counts.items()))


def write(progress: bool = True) -> dict[str, Any]:
    GOLDEN_DIR.mkdir(parents=True, exist_ok=True)
    start = time.perf_counter()
    boards = corpus()
    records = judge_boards(boards, progress=progress)
    middle = time.perf_counter()
    games = api_games()
    end = time.perf_counter()
    _dump_jsonl_gz(BOARDS_FILE, records)
    _dump_jsonl_gz(API_FILE, games)
    exit_codes = Counter(run["exit_code"] for r in records for run in r["runs"])
    first = Counter(r["runs"][0]["exit_code"] for r in records)
    meta = {
        "baseline_commit": BASELINE_COMMIT, "seed": SEED, "boards": len(records),
        "runs": sum(len(r["runs"]) for r in records), "api_games": len(games),
        "api_steps": sum(len(g["log"]) for g in games),
        "exit_codes_json_run": dict(sorted((str(k), v) for k, v in first.items())),
        "exit_codes_all_runs": dict(sorted((str(k), v) for k, v in exit_codes.items())),
        "families": dict(Counter(r["family"] for r in records)),
        "coverage": coverage(records),
    }
    META_FILE.write_text(json.dumps(meta, indent=1, ensure_ascii=False, sort_keys=True) + "\n", encoding="utf-8")
    if progress:
        print(f"{len(records)} boards, {meta['runs']} runs in {middle - start:.1f} s; {len(games)} API games in "
              f"{end - middle:.1f} s; exit codes (json run) {meta['exit_codes_json_run']}", file=sys.stderr)
    return meta


def first_diff(expected: str, actual: str, context: int = 2) -> str:
    """The first differing lines of two outputs, with a little context."""
    a, b = expected.splitlines(), actual.splitlines()
    for i in range(max(len(a), len(b))):
        x = a[i] if i < len(a) else "<missing>"
        y = b[i] if i < len(b) else "<missing>"
        if x != y:
            lo = max(0, i - context)
            out = [f"  line {i + 1}:"]
            out += [f"    {a[j]}" for j in range(lo, i)]
            out += [f"  - {x}", f"  + {y}"]
            return "\n".join(out)
    return "  (they differ only in trailing newlines)"


def compare_boards(records: list[dict[str, Any]]) -> list[str]:
    """What differs between the recorded runs and the engine now (one entry per board)."""
    problems = []
    for r, now in zip(records, rejudge(records)):
        for old, new in zip(r["runs"], now):
            diffs = []
            if old["exit_code"] != new["exit_code"]:
                diffs.append(f"  exit code {old['exit_code']} -> {new['exit_code']}")
            for stream in ("stdout", "stderr"):
                if old[stream] != new[stream]:
                    diffs.append(f"  {stream}:\n" + first_diff(old[stream], new[stream]))
            if old.get("exception") != new.get("exception"):
                diffs.append(f"  exception {old.get('exception')} -> {new.get('exception')}")
            if diffs:
                problems.append(f"{r['id']} ({' '.join(old['args'][2:]) or 'text'}):\n" + "\n".join(diffs))
                break
    return problems


def compare_games(games: list[dict[str, Any]]) -> list[str]:
    from mtgjudge.cards import default_db

    db = default_db()
    problems = []
    for game in games:
        now = json.loads(json.dumps(api_game(game["seed"], db), ensure_ascii=False))
        if now != game["log"]:
            for i in range(max(len(now), len(game["log"]))):
                old = game["log"][i] if i < len(game["log"]) else "<missing>"
                new = now[i] if i < len(now) else "<missing>"
                if old != new:
                    problems.append(f"{game['id']} step {i}:\n  - {json.dumps(old, ensure_ascii=False)[:600]}\n"
                                    f"  + {json.dumps(new, ensure_ascii=False)[:600]}")
                    break
    return problems


def check(limit: int = 5) -> int:
    records = load_jsonl_gz(BOARDS_FILE)
    games = load_jsonl_gz(API_FILE)
    problems = compare_boards(records) + compare_games(games)
    generated = [b.text() for b in corpus()]
    if generated != [r["scenario_yaml"] for r in records]:
        print("note: the generator no longer makes the recorded boards (the recording is still what is "
              "compared)", file=sys.stderr)
    if problems:
        print(f"{len(problems)} of {len(records)} boards and {len(games)} API games differ from the "
              f"recording; the first {min(limit, len(problems))}:\n\n" + "\n\n".join(problems[:limit]))
        return 1
    print(f"all {len(records)} boards ({sum(len(r['runs']) for r in records)} runs) and {len(games)} API games "
          "match the recording")
    return 0


def check_subprocess(n: int, step: int = 1) -> int:
    """The first ``n`` recorded runs (every ``step``-th board) in a fresh ``mtgjudge``
    process each, compared with the in-process recording."""
    import subprocess

    records = load_jsonl_gz(BOARDS_FILE)[::step][:n]
    exe = Path(sys.executable).with_name("mtgjudge")
    bad = 0
    boards = [Board(r["id"], r["family"], r["scenario_yaml"], path=r["path"]) for r in records]
    with scratch(boards):
        for r in records:
            for run in r["runs"]:
                p = subprocess.run([str(exe), *run["args"]], capture_output=True, text=True, check=False)
                same = (p.returncode, p.stdout, p.stderr) == (run["exit_code"], run["stdout"], run["stderr"])
                if not same:
                    bad += 1
                    print(f"DIFFERS: {r['id']} {run['args']}\n" + first_diff(run["stdout"], p.stdout) +
                          f"\n  exit {run['exit_code']} vs {p.returncode}\n  stderr {run['stderr']!r} vs "
                          f"{p.stderr!r}"[:2000])
    total = sum(len(r["runs"]) for r in records)
    print(f"{total - bad} of {total} runs of {len(records)} boards byte-identical in a fresh process")
    return 1 if bad else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    group = parser.add_mutually_exclusive_group(required=True)
    group.add_argument("--write", action="store_true", help="regenerate the recording")
    group.add_argument("--check", action="store_true", help="compare the engine with the recording")
    group.add_argument("--coverage", action="store_true", help="per-feature counts of the recorded corpus")
    group.add_argument("--subprocess", type=int, metavar="N",
                       help="compare N recorded boards' runs with a fresh mtgjudge process each")
    parser.add_argument("--step", type=int, default=1, help="with --subprocess: every STEP-th board")
    args = parser.parse_args(argv)
    if args.write:
        write()
        return 0
    if args.check:
        return check()
    if args.subprocess:
        return check_subprocess(args.subprocess, args.step)
    meta = json.loads(META_FILE.read_text(encoding="utf-8"))
    for feat, n in meta["coverage"].items():
        print(f"{n:5d}  {feat}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
