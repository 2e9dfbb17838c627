"""What a judging worker process does with one request (see :mod:`mtgjudge.web.pool`).

A request is plain data: ``{"scenario": mapping, "why": [text...], "lang": "en",
"explain": bool}``.
Nothing here reads a file named by the request: the scenario is validated from its
YAML text and cards come from the card database only.
"""

from __future__ import annotations

import contextlib
import json
import re
from typing import Any


def warm_up() -> None:
    """Import the engine and open the card database before the first request."""
    from mtgjudge.scenario import Scenario, judge  # noqa: F401 (the package loads them on first use)
    from mtgjudge.cards import default_db

    with contextlib.suppress(Exception):  # a missing database is reported by the first judgement
        default_db().get("Grizzly Bears")


def _json_path(where: str) -> str:
    """A problem's location in the YAML we made of a JSON body (``"scenario.yaml:8
    battlefield.Ana[0]"``) as a JSON path into that body (``"$.battlefield.Ana[0]"``)."""
    m = re.fullmatch(r"scenario\.yaml(?::\d+)?(?: (.*))?", where)
    if m is None:
        return where
    return "$" + (("." + m[1]) if m[1] else "")


def judge_request(request: dict[str, Any]) -> dict[str, Any]:
    """Judge one scenario.

    Returns:
        ``{"ruling": <ruling JSON>, "lines": [[kind, rule, text], ...]}`` (the ruling as
        the CLI prints it, see :func:`mtgjudge.ruling.render_lines`; with ``"explain":
        true`` in the request, the ruling JSON has ``"explain"`` as ``judge --format json
        --explain`` gives it, and the answer ``"explain": [line, ...]``, as ``judge
        --explain`` prints it), or
        ``{"input_errors": [{"where", "problem"}]}`` for a scenario that can't be judged
        (``where`` a JSON path, ``"$.attack"``, with ``"json_paths": true`` in the request;
        with ``"text"``, the file as written, a line of that text, named ``"source"``).
    """
    from mtgjudge.cards import default_db
    from mtgjudge.cards.foreign import localize_json, localize_rows, ruling_names
    from mtgjudge.errors import MtgJudgeError, ScenarioError
    from mtgjudge.messages import Text
    from mtgjudge.ruling import render_lines
    from mtgjudge.scenario import Scenario, judge
    from mtgjudge.web.scenario_io import to_yaml

    lang = request.get("lang", "en")
    try:
        db = default_db()
        # A pasted or uploaded file is judged as written, so that its problems' lines are
        # the user's; the table's scenario, as the YAML its export gives.
        text = request.get("text")
        scenario = (Scenario.from_yaml(text, request.get("source") or "text", db) if isinstance(text, str)
                    else Scenario.from_yaml(to_yaml(request["scenario"]), "scenario.yaml", db))
        ruling = judge(scenario, db, why=list(request.get("why") or []), why_source="why")
    except MtgJudgeError as e:
        problems = e.problems if isinstance(e, ScenarioError) else [("", str(e))]
        if request.get("json_paths"):  # a JSON body: "$.battlefield.Ana[0]", not a YAML line
            problems = [(_json_path(where), msg) for where, msg in problems]
        return {"input_errors": [{"where": where, "problem": msg.render(lang) if isinstance(msg, Text) else str(msg)}
                                 for where, msg in problems]}
    names = ruling_names(ruling, lang)  # "Ángel de Serra (Serra Angel)" in Spanish
    data = ruling.to_dict(lang)
    if request.get("explain") and ruling.initial is not None:  # as `judge --format json --explain`
        from mtgjudge.explain import explain_json

        data["explain"] = explain_json(ruling.initial, lang)
    out = {"ruling": localize_json(data, names),
           "lines": [list(row) for row in localize_rows(render_lines(ruling, lang), names)]}
    if request.get("explain") and ruling.initial is not None:
        from mtgjudge.cards.foreign import replace_names
        from mtgjudge.explain import explain

        out["explain"] = [replace_names(line, names) for line in explain(ruling.initial, lang)]
    # Plain data for the trip back to the server: a rendered message kept as a parameter
    # (a Text, a str subclass built from a key) can't be unpickled as it is.
    return json.loads(json.dumps(out, ensure_ascii=False))
