"""Oracle wordings that create tokens (CR 111.1): creature tokens attacking or blocking
(506.3, 508.4), tokens that just enter, and predefined tokens (111.10), read with a Lark
grammar (``data/oracle_tokens.lark``): the effect part of a line, e.g. Brimaz, King of
Oreskos's "create a 1/1 white Cat Soldier creature token with vigilance that's
attacking", or "create a Treasure token".

:func:`read_token_effect` returns a :class:`TokenReading`, whose :meth:`TokenReading.resolution`
is the Resolution a triggered or activated ability resolves to; ``None`` for any other
wording (never a guess). Triggers ("Whenever ~ attacks, ...") are read elsewhere; this
reads only what follows them.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

from lark import Lark, Transformer, v_args
from lark.exceptions import LarkError

from mtgjudge.cr.r111_tokens import PREDEFINED, CreateTokensEntering
from mtgjudge.cr.r508_4_put_attacking import (
    CreateTokensAttacking,
    CreateTokensBlocking,
    TokenSpec,
)
from mtgjudge.oracle.shapes import keyword_pattern

def _predefined(name: str) -> TokenSpec:
    """Predefined token ``name`` (111.10): colorless, its card type and its own subtype."""
    return TokenSpec(name, types=(PREDEFINED[name][1],), subtypes=(name,))


COLOR = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_NUMBER = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}


@dataclass(frozen=True, slots=True)
class TokenReading:
    """What a token-creating wording says.

    Attributes:
        token: the tokens' characteristics (named by their subtypes, 111.4).
        count: how many. tapped: "tapped and attacking/blocking", or "a tapped ... token".
        mode: ``"attacking"`` (what they attack is their controller's choice, 508.4),
            ``"blocking"`` ("blocking that creature": the creature the trigger names), or
            ``""`` (they just enter the battlefield, 111.1).
        action: ``"investigate"`` for a Clue made by investigating (701.16a), else ``""``.
    """

    token: TokenSpec
    count: int
    tapped: bool
    mode: str
    action: str = ""

    def resolution(self, *, attacking: str | None = None, blocking: str | None = None
                   ) -> CreateTokensAttacking | CreateTokensBlocking | CreateTokensEntering:
        """The Resolution: for ``"blocking"``, ``blocking`` is the creature "that
        creature" is (required); for ``"attacking"``, ``attacking`` is what its
        controller chose (None: the only choice, 508.4).

        Raises:
            ValueError: ``blocking`` missing for a blocking reading.
        """
        if not self.mode:
            return CreateTokensEntering(self.token, self.count, self.tapped, self.action)
        if self.mode == "blocking":
            if blocking is None:
                raise ValueError("a token created blocking needs the creature it blocks")
            return CreateTokensBlocking(self.token, blocking, self.count, self.tapped)
        return CreateTokensAttacking(self.token, self.count, attacking, self.tapped)


@lru_cache(maxsize=1)
def _parser() -> Lark:
    text = resources.files("mtgjudge").joinpath("data", "oracle_tokens.lark").read_text(encoding="utf-8")
    names = " | ".join(f'"{n}"' for n in PREDEFINED)
    text = text.replace("%KEYWORD%", keyword_pattern()).replace("%PREDEFINED%", names)
    return Lark(text, parser="lalr", lexer="contextual", cache=True)


@v_args(inline=True)
class _Read(Transformer):
    def one(self):
        return ("count", 1)

    def number(self, word):
        return ("count", _NUMBER[str(word)])

    def colors(self, *words):
        return ("colors", tuple(COLOR[str(w)] for w in words))

    def colorless(self):
        return ("colors", ())

    def kind(self, *types):
        return ("types", (*(str(t).capitalize() for t in types), "Creature"))

    def keywords(self, *words):
        return ("keywords", tuple(str(w) for w in words))

    def attacking(self, _that, *tapped):
        return ("entering", ("attacking", bool(tapped)))

    def blocking(self, _that, *tapped):
        return ("entering", ("blocking", bool(tapped)))

    def that(self, *_):
        return None

    def predefined(self, amount, *parts):
        tapped = any(p.type == "TAPPED" for p in parts)
        name = str(next(p for p in parts if p.type == "PREDEFINED"))
        return TokenReading(_predefined(name), amount[1], tapped, "")

    def start(self, *parts):
        got: dict = {"colors": (), "keywords": (), "subtypes": [], "entering": ("", False)}
        tapped = False
        for part in parts:
            if isinstance(part, tuple):
                got[part[0]] = part[1]
            elif part.type == "TAPPED":
                tapped = True
            elif part.type == "PT":
                got["pt"] = tuple(int(n) for n in str(part).split("/"))
            elif part.type == "SUBTYPE":
                got["subtypes"].append(str(part))
        subtypes = tuple(got["subtypes"])
        name = " ".join(subtypes) or "Token"
        token = TokenSpec(name, got["pt"][0], got["pt"][1], got["colors"], got["types"], subtypes, got["keywords"])
        mode, tapped_and = got["entering"]
        if tapped and mode:
            raise LarkError("a tapped token that is also tapped and attacking")
        return TokenReading(token, got["count"], tapped or tapped_and, mode)


def investigate(count: int = 1) -> TokenReading:
    """"investigate" (701.16a): create a Clue token (111.10f); ``count`` times."""
    return TokenReading(_predefined("Clue"), count, False, "", "investigate")


def read_token_effect(text: str) -> TokenReading | None:
    """The token-creating effect ``text`` says, or ``None`` if the grammar doesn't read it.

    Example:
        >>> r = read_token_effect("create a 1/1 white Cat Soldier creature token with vigilance that's attacking")
        >>> (r.token.name, r.token.power, r.token.colors, r.token.keywords, r.mode)
        ('Cat Soldier', 1, ('W',), ('vigilance',), 'attacking')
    """
    text = text.strip()
    if not text:
        return None
    text = text[0].lower() + text[1:]
    try:
        return _Read().transform(_parser().parse(text))
    except LarkError:
        return None
