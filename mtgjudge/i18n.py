"""Translations of rulings: gettext catalogs (``.po`` files, read with Babel).

The English templates in :mod:`mtgjudge.messages` are the msgids; each message key is
the msgctxt. ``mtgjudge/locale/<lang>/LC_MESSAGES/mtgjudge.po`` holds a language's
translations; card names are never translated (they stay Oracle names).

Maintainers: ``python -m mtgjudge.i18n extract`` writes ``locale/mtgjudge.pot`` from
the message table; ``python -m mtgjudge.i18n update`` merges it into every ``.po``.
"""

from __future__ import annotations

import gettext
import re
import sys
from functools import lru_cache
from io import BytesIO
from pathlib import Path
from typing import Any

from mtgjudge.messages import MESSAGES, TERM_PARAMS

#: language code -> its name, in that language.
LANGUAGES: dict[str, str] = {"en": "English", "es": "Español"}

LOCALE_DIR = Path(__file__).resolve().parent / "locale"
DOMAIN = "mtgjudge"


def po_path(lang: str) -> Path:
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def check_language(lang: str) -> None:
    """Raise ValueError naming the languages available if ``lang`` isn't one."""
    if lang not in LANGUAGES:
        raise ValueError(f'unknown language "{lang}"; available: {", ".join(LANGUAGES)}')


@lru_cache(maxsize=None)
def translations(lang: str) -> gettext.NullTranslations:
    """The gettext translations for ``lang`` (English: no translation).

    Raises:
        ValueError: unknown language.
    """
    check_language(lang)
    if lang == "en":
        return gettext.NullTranslations()
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    with po_path(lang).open("rb") as f:
        catalog = read_po(f, locale=lang, domain=DOMAIN)
    buf = BytesIO()
    write_mo(buf, catalog)  # fuzzy entries are left out: they fall back to English
    buf.seek(0)
    return gettext.GNUTranslations(buf)


def render_translated(key: str, params: dict[str, Any], lang: str) -> str:
    """Message ``key`` with ``params`` in ``lang`` (see :func:`mtgjudge.messages.render`)."""
    t = translations(lang)
    msg = MESSAGES[key]
    if isinstance(msg, tuple):
        singular, plural, count = msg
        text = t.npgettext(key, singular, plural, int(params.get(count, 0)))
    else:
        text = t.pgettext(key, msg)
    from mtgjudge.messages import _joined

    values = _joined(params, t.pgettext("term.or", " or "), lang,
                     t.pgettext("term.list_separator", ", "), t.pgettext("term.and", ", "))
    for name in TERM_PARAMS:
        if name in values:
            term = f"term.{name}.{values[name]}"
            if term in MESSAGES:
                values[name] = t.pgettext(term, str(MESSAGES[term]))
    return text.format(**values)


def _term(key: str, lang: str) -> str:
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
    from mtgjudge.messages import render

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
        from mtgjudge.messages import render

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


def _template_catalog() -> Any:
    from babel.messages.catalog import Catalog

    catalog = Catalog(project="mtgjudge", domain=DOMAIN, fuzzy=False)
    for key, msg in MESSAGES.items():
        msgid = (msg[0], msg[1]) if isinstance(msg, tuple) else msg
        catalog.add(msgid, context=key, auto_comments=[f"key: {key}"])
    return catalog


def main(argv: list[str]) -> int:
    """``extract``: write the .pot; ``update``: merge it into each language's .po."""
    from babel.messages.pofile import read_po, write_po

    if argv[:1] == ["extract"]:
        LOCALE_DIR.mkdir(parents=True, exist_ok=True)
        with (LOCALE_DIR / f"{DOMAIN}.pot").open("wb") as f:
            write_po(f, _template_catalog(), omit_header=False, sort_output=False, width=100)
        return 0
    if argv[:1] == ["update"]:
        template = _template_catalog()
        for lang in LANGUAGES:
            if lang == "en":
                continue
            path = po_path(lang)
            path.parent.mkdir(parents=True, exist_ok=True)
            if path.exists():
                with path.open("rb") as f:
                    catalog = read_po(f, locale=lang, domain=DOMAIN)
            else:
                from babel.messages.catalog import Catalog
                catalog = Catalog(locale=lang, domain=DOMAIN, project="mtgjudge")
            catalog.update(template, no_fuzzy_matching=True)
            with path.open("wb") as f:
                write_po(f, catalog, width=100, ignore_obsolete=True)
        return 0
    print("usage: python -m mtgjudge.i18n extract|update", file=sys.stderr)
    return 2


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
