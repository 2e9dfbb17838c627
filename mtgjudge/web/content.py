"""What the rule and card pages show, as plain data (the pages and the JSON API share it)."""

from __future__ import annotations

import ast
import re
from functools import lru_cache
from typing import Any

from mtgjudge.messages import MESSAGES
from mtgjudge.rules import PACKAGE, RULE_RE, index, normalize, summaries, summary


@lru_cache(maxsize=1)
def rule_events() -> dict[str, list[str]]:
    """Rule number -> message keys the engine emits or rejects with citing it.

    Two sources: the pairs written as constants in the engine's code (:func:`code_events`),
    and the pairs recorded while the test suite ran (:mod:`mtgjudge.web.rule_index`),
    which include those whose rule is chosen at run time (``log.add(r.rule, ...)``)."""
    from mtgjudge.web import rule_index

    found = {r: list(keys) for r, keys in code_events().items()}
    for r, keys in rule_index.load().items():
        for k in keys:
            if k not in found.setdefault(r, []):
                found[r].append(k)
    return found


@lru_cache(maxsize=1)
def code_events() -> dict[str, list[str]]:
    """Rule number -> message keys, from calls and tuples in the engine's code holding a
    rule number and a message key (``log.add("510.1c", ...)``, ``illegal("510.1c",
    "assign.total")``, ``("704.5g", "sba.lethal", {...})``, either branch of ``"510.2"
    if ... else "120.4b"``). A rule passed in a variable is not seen here."""
    found: dict[str, list[str]] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        if "web" in path.relative_to(PACKAGE).parts:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call):
                parts = list(node.args)
            elif isinstance(node, ast.Tuple):
                parts = list(node.elts)
            else:
                continue
            consts = [c for part in parts for c in _constants(part)]
            for r in (c for c in consts if RULE_RE.match(c)):
                for k in (c for c in consts if c in MESSAGES):
                    if k not in found.setdefault(r, []):
                        found[r].append(k)
    return found


def _constants(node: ast.AST) -> list[str]:
    """The string constant ``node`` is, or those of both branches of a conditional."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.IfExp):
        return _constants(node.body) + _constants(node.orelse)
    return []


def template_text(key: str, lang: str) -> str:
    """A message's template in ``lang``, placeholders left as ``{name}``."""
    msg = MESSAGES[key]
    if lang == "en":
        return msg[1] if isinstance(msg, tuple) else msg
    from mtgjudge.translations import translations

    t = translations(lang)
    if isinstance(msg, tuple):
        return t.npgettext(key, msg[0], msg[1], 2)
    return t.pgettext(key, msg)


def rule_page(number: str, lang: str) -> dict[str, Any]:
    """Everything a rule page shows.

    Returns:
        ``{"number", "group", "group_title", "section", "section_title", "summary",
        "text" (the official text if the user installed it, else None), "subrules":
        [{"number", "summary"}], "siblings": [...], "events": [{"key", "template"}]}``.

    Raises:
        KeyError: not a rule of the current CR.
    """
    from mtgjudge import rules_text

    ix = index()
    info = ix.info(number, lang)
    installed = rules_text.load()
    text = None
    if installed is not None:
        text = installed["rules"].get(number) or (installed["groups"].get(number) if "." not in number else None)
    parent = number.rsplit(".", 1)[0] if "." in number else None
    if parent and re.search(r"[a-z]$", number):
        parent = number[:-1]  # 510.1c -> 510.1
    subrules = [n for n in ix.under(number) if n != number and _parent(n) == number]
    siblings = [n for n in ix.under(parent) if n != number and _parent(n) == parent] if parent else []
    return {
        "number": info.number, "group": info.group, "group_title": info.group_title,
        "section": info.section, "section_title": info.section_title, "summary": info.summary,
        "text": text, "parent": parent,
        "subrules": [{"number": n, "summary": summary(n, lang)} for n in subrules],
        "siblings": [{"number": n, "summary": summary(n, lang)} for n in siblings],
        "events": [{"key": k, "template": template_text(k, lang)} for k in rule_events().get(number, [])],
    }


def _parent(number: str) -> str | None:
    """``510.1c`` -> ``510.1``; ``510.1`` -> ``510``; ``510`` -> None."""
    if "." not in number:
        return None
    if number[-1].isalpha():
        return number[:-1]
    return number.split(".")[0]


def search_rules(query: str, lang: str, limit: int = 50) -> list[dict[str, Any]]:
    """Rules whose number starts with ``query``, or whose summary (or installed text)
    contains every word of it, case-insensitively; CR order, at most ``limit``."""
    from mtgjudge import rules_text

    ix = index()
    q = normalize(query)
    if re.fullmatch(r"\d{1,3}(\.\d*[a-z]?)?", q):
        hits = [n for n in ix.numbers if n == q or n.startswith(q)]
    else:
        words = query.casefold().split()
        installed = (rules_text.load() or {}).get("rules", {})
        texts = summaries()
        hits = []
        for n in ix.numbers:
            hay = " ".join([*texts.get(n, {}).values(), installed.get(n, "")]).casefold()
            if words and all(w in hay for w in words):
                hits.append(n)
    return [{"number": n, "summary": summary(n, lang)} for n in hits[:limit]]


def card_page(card: Any, lang: str) -> dict[str, Any]:
    """A card's characteristics and the engine's reading of each line of its text.

    Returns:
        ``{"name", "printed_name" (in ``lang``, when the user installed such names),
        "battlefield_name" (a permanent's name: a double-faced card's front face, 712.8d),
        "mana_cost", "type_line", "power", "toughness", "loyalty", "defense",
        "colors", "keywords", "text", "lines": [{"text", "status" (``modeled``, ``parsed``:
        understood but not applied, ``not understood``, ``reminder``), "modeled": [{"name",
        "rule", "text", "reading" (what the engine holds, in ``lang``:
        :meth:`~mtgjudge.abilities.base.Ability.reading`)}], "readings": [the same readings],
        "not_modeled": [text...], "relevant" (whether it could change a combat ruling:
        :mod:`mtgjudge.oracle.relevance`), "not_relevant" (why not, in ``lang``)}]}``.
    """
    from mtgjudge import oracle
    from mtgjudge.messages import keyword, type_line
    from mtgjudge.oracle.coverage import relevance_fields

    lines = []
    whole = oracle.compile_card(card)
    for raw, got in oracle.line_readings(card):  # reminder text isn't rules text (207.2)
        abilities = got.abilities if got else ()
        modeled = [{"name": a.name, "rule": a.rule,
                    "text": keyword(a.describe(), lang) if a.rule.startswith("702.") else a.describe(),
                    "reading": a.reading().render(lang)}
                   for a in abilities]
        lines.append({
            "text": raw,
            "status": got.status if got else "reminder",
            "modeled": modeled,
            "readings": [m["reading"] for m in modeled],
            "not_modeled": list(got.not_modeled) if got else [],
            **relevance_fields(got.line if got else None, card, lang),
        })
    from mtgjudge.cards.foreign import load as foreign_names
    from mtgjudge.engine.game import permanent_name

    return {
        "name": card.name, "printed_name": foreign_names().localized(card.name, lang) if lang != "en" else None,
        "battlefield_name": permanent_name(card),
        "mana_cost": card.mana_cost, "type_line": type_line(card.type_line, lang),
        "power": card.power, "toughness": card.toughness, "loyalty": card.loyalty,
        "defense": card.defense, "colors": list(card.colors), "keywords": list(card.keywords),
        "text": card.text, "lines": lines, "fully_modeled": not whole.not_modeled,
    }
