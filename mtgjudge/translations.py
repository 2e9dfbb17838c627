"""Translations' catalogs: the languages rulings are given in, and each one's gettext
translations read from ``locale/<lang>/LC_MESSAGES/mtgjudge.po`` (with Babel). Rendering
a message in a language is :func:`mtgjudge.messages.render`; maintaining the catalogs,
:mod:`mtgjudge.i18n`.
"""

from __future__ import annotations

import gettext
from functools import lru_cache
from io import BytesIO
from pathlib import Path

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
