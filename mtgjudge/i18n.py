"""Translations of rulings: maintaining the gettext catalogs (``.po`` files, with Babel).

The English templates in :mod:`mtgjudge.messages` are the msgids; each message key is
the msgctxt. ``mtgjudge/locale/<lang>/LC_MESSAGES/mtgjudge.po`` holds a language's
translations; card names are never translated (they stay Oracle names).

Maintainers: ``python -m mtgjudge.i18n extract`` writes ``locale/mtgjudge.pot`` from
the message table; ``python -m mtgjudge.i18n update`` merges it into every ``.po``.
"""

from __future__ import annotations

import sys
from typing import Any

from mtgjudge.messages import MESSAGES
from mtgjudge.translations import DOMAIN, LANGUAGES, LOCALE_DIR, po_path


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
