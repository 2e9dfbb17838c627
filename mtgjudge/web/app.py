"""The web site: the table, rule pages, card pages and a JSON API (FastAPI).

``create_app()`` builds the application; ``mtgjudge serve`` runs it under uvicorn.
Pages are server-rendered (Jinja2, every value escaped) in English or Spanish
(``?lang=es``), with the CLI's message catalogs. Judgements run in worker processes
with a time limit (:mod:`mtgjudge.web.pool`). Requests never name files: scenarios
come as JSON or YAML text, cards from the card database.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Annotated, Any
from urllib.parse import parse_qs, urlencode

from fastapi import Body, FastAPI, Form, Query, Request, UploadFile
from fastapi.exception_handlers import http_exception_handler, request_validation_exception_handler
from fastapi.exceptions import RequestValidationError
from fastapi.responses import (
    HTMLResponse,
    JSONResponse,
    PlainTextResponse,
    RedirectResponse,
    Response,
)
from fastapi.staticfiles import StaticFiles
from starlette.exceptions import HTTPException as StarletteHTTPException
from fastapi_offline import FastAPIOffline
from jinja2 import Environment, PackageLoader, select_autoescape

from mtgjudge.translations import LANGUAGES
from mtgjudge.messages import render
from mtgjudge.web import content
from mtgjudge.web.pool import JudgeBusy, JudgeFailed, JudgePool, JudgeTimeout
from mtgjudge.web.scenario_io import (
    count_permanents,
    flow,
    from_yaml,
    to_url_json,
    to_yaml,
)

HERE = Path(__file__).resolve().parent


@dataclass
class Limits:
    """What one request may ask (a shared server must bound every request).

    Attributes:
        body_bytes: largest request body in bytes.
        url_bytes: largest scenario in a link (``s=``) in bytes.
        permanents: most battlefield entries in a scenario.
        questions: most "why not" questions.
        seconds: time a judgement may take before its worker is stopped.
        workers: judging worker processes.
    """

    body_bytes: int = 64 * 1024
    url_bytes: int = 16 * 1024
    permanents: int = 60
    questions: int = 10
    seconds: float = 5.0
    workers: int = 2


class InputError(Exception):
    """A request the site refuses before judging (too large, not a scenario)."""

    def __init__(self, key: str, status: int, **params: Any) -> None:
        super().__init__(key)
        self.key, self.status, self.params = key, status, params


class _Guard:
    """ASGI middleware: refuse request bodies over ``limit`` bytes with 413, whether they
    announce their length or come in chunks, and time each request (``Server-Timing``)."""

    def __init__(self, app: Any, limit: int) -> None:
        self.app, self.limit = app, limit

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        start = time.perf_counter()
        length = dict(scope.get("headers") or []).get(b"content-length")

        async def refuse() -> None:
            query = parse_qs(scope.get("query_string", b"").decode("latin-1"))
            lang = _lang((query.get("lang") or [None])[0])
            body = json.dumps({"detail": render("web.error.body_too_large", {"limit": self.limit}, lang)}).encode()
            await send({"type": "http.response.start", "status": 413,
                        "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]})
            await send({"type": "http.response.body", "body": body})

        if length is not None and (not length.isdigit() or int(length) > self.limit):
            await refuse()
            return
        if length is None and scope["method"] in ("POST", "PUT", "PATCH"):
            # A body in chunks: read it all (up to the limit) before the app sees it.
            body, more = b"", True
            while more:
                message = await receive()
                if message["type"] != "http.request":
                    return  # the client went away
                body += message.get("body", b"")
                more = message.get("more_body", False)
                if len(body) > self.limit:
                    await refuse()
                    return
            sent = False

            async def replay() -> dict[str, Any]:
                nonlocal sent
                if sent:
                    return await receive()
                sent = True
                return {"type": "http.request", "body": body, "more_body": False}

            receive = replay

        async def timed(message: dict[str, Any]) -> None:
            if message["type"] == "http.response.start":
                took = (time.perf_counter() - start) * 1000
                message = {**message, "headers": [*message.get("headers", []),
                                                  (b"server-timing", f"app;dur={took:.2f}".encode())]}
            await send(message)

        await self.app(scope, receive, timed)


def _question_line(question: dict[str, Any]) -> str:
    """A file's ``why`` item as a line of the table's box: ``assign: {...}`` as one
    would type it (a malformed item of several keys stays one flow mapping)."""
    if len(question) == 1:
        (key, value), = question.items()
        return f"{flow(key)}: {flow(value)}"
    return flow(question)


def _lang(value: str | None) -> str:
    return value if value in LANGUAGES else "en"


def _request_problem(err: dict[str, Any], lang: str) -> dict[str, str]:
    """One FastAPI validation error as ``{where, problem}``: ``where`` a JSON path into
    the body (``"$"``, ``"$.players"``) or the query parameter's name."""
    where_in, *path = err.get("loc") or ("body",)
    if where_in == "body":
        where = "$" + "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in path
                              if err.get("type") != "json_invalid")
    else:
        where = ".".join(str(p) for p in path) or str(where_in)
    if err.get("type") == "json_invalid":
        problem = render("input.not_json", {"problem": (err.get("ctx") or {}).get("error", err.get("msg", ""))}, lang)
    elif err.get("type") == "dict_type" and where_in == "body" and not path and isinstance(err.get("input"), (str, bytes)):
        problem = render("web.error.content_type", {}, lang)  # a body that wasn't sent as JSON
    elif err.get("type") == "dict_type":
        problem = render("input.mapping", {}, lang)
    elif err.get("type") == "missing" and where_in == "body" and not path:  # no body at all
        from mtgjudge.messages import AllParts
        from mtgjudge.scenario import ScenarioModel

        required = [name for name, field in ScenarioModel.model_fields.items() if field.is_required()]
        problem = render("web.error.empty_body", {"fields": AllParts(required)}, lang)
    else:
        problem = str(err.get("msg", ""))
    return {"where": where, "problem": problem}


def _script_json(value: Any) -> str:
    """JSON safe inside a ``<script>`` element: no ``</script>`` or ``<!--`` can close it."""
    return (json.dumps(value, ensure_ascii=False).replace("<", "\\u003c").replace(">", "\\u003e")
            .replace("&", "\\u0026").replace("\u2028", "\\u2028").replace("\u2029", "\\u2029"))


def create_app(limits: Limits | None = None, pool: JudgePool | None = None) -> FastAPI:
    """The site. ``pool`` defaults to a :class:`JudgePool` of ``limits.workers``
    processes, started with the app (or by the first judgement) and stopped with it."""
    limits = limits or Limits()
    state: dict[str, Any] = {"pool": pool}

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        threading.Thread(target=get_pool, daemon=True).start()  # workers ready before the first judgement
        yield
        if state["pool"] is not None:
            state["pool"].close()

    # fastapi-offline: FastAPI with the API docs' (Swagger UI, ReDoc) files served from
    # this server, not a CDN, so /docs works on a machine without internet access.
    app = FastAPIOffline(title="mtgjudge", summary="A Magic: The Gathering combat judge citing the Comprehensive Rules.",
                         version="1", lifespan=lifespan)
    app.add_middleware(_Guard, limit=limits.body_bytes)

    @app.exception_handler(RequestValidationError)
    async def api_input_errors(request: Request, exc: RequestValidationError) -> Response:
        """A request FastAPI can't read (malformed JSON, a body that isn't a mapping, a
        bad query value): for the JSON API, the documented ``input_errors`` shape (422);
        elsewhere FastAPI's own answer."""
        if not request.url.path.startswith("/api/"):
            return await request_validation_exception_handler(request, exc)
        lang = _lang(request.query_params.get("lang"))
        return JSONResponse({"schema_version": 1, "input_errors": [_request_problem(e, lang) for e in exc.errors()]},
                            status_code=422)

    @app.exception_handler(StarletteHTTPException)
    async def not_found(request: Request, exc: StarletteHTTPException) -> Response:
        """An address nothing answers: the table's error page in the page's language
        (``?lang=es``); for the JSON API, ``{"detail": text}`` in that language. A method
        an address doesn't take (405) says which it takes, in that language too."""
        lang = _lang(request.query_params.get("lang"))
        if exc.status_code == 405:
            allowed = next((v for k, v in (exc.headers or {}).items() if k.lower() == "allow"), "")
            return JSONResponse({"detail": render("web.error.method", {"method": request.method, "allowed": allowed},
                                                  lang)}, status_code=405, headers=exc.headers)
        if exc.status_code != 404:
            return await http_exception_handler(request, exc)
        if request.url.path.startswith("/api/"):
            return JSONResponse({"detail": render("web.error.not_found", {}, lang)}, status_code=404)
        return page("error.html", request, lang, 404,
                    message=render("web.error.no_page", {"path": request.url.path}, lang))

    def bad_lang(lang: str) -> JSONResponse | None:
        """The 422 answer for a ``?lang=`` we have no catalog for (never a silent English)."""
        if lang in LANGUAGES:
            return None
        problem = render("web.error.lang", {"lang": lang, "languages": ", ".join(LANGUAGES)}, "en")
        return JSONResponse({"schema_version": 1, "input_errors": [{"where": "lang", "problem": problem}]},
                            status_code=422)
    app.mount("/static", StaticFiles(directory=HERE / "static"), name="static")
    env = Environment(loader=PackageLoader("mtgjudge.web", "templates"),
                      autoescape=select_autoescape(default=True, default_for_string=True))
    env.filters["script_json"] = _script_json
    starting = threading.Lock()

    def get_pool() -> JudgePool:
        with starting:  # one pool, however many requests arrive first
            if state["pool"] is None:
                state["pool"] = JudgePool(size=limits.workers, timeout=limits.seconds)
            return state["pool"]

    def page(name: str, request: Request, lang: str, status: int = 200, **values: Any) -> HTMLResponse:
        def t(key: str, **params: Any) -> str:
            return render(key, params, lang)

        def url(path: str, **params: Any) -> str:
            query = {k: v for k, v in params.items() if v not in (None, "", [])}
            if lang != "en":
                query["lang"] = lang
            return path + ("?" + urlencode(query, doseq=True) if query else "")

        other = {code: str(request.url.include_query_params(lang=code)) for code in LANGUAGES}
        html = env.get_template(name).render(t=t, url=url, lang=lang, languages=LANGUAGES,
                                             other=other, request=request, **values)
        return HTMLResponse(html, status_code=status)

    def check(scenario: Any, why: list[str]) -> None:
        if not isinstance(scenario, dict):
            raise InputError("web.error.not_a_scenario", 422)
        if count_permanents(scenario) > limits.permanents:
            raise InputError("web.error.too_large", 413, limit=limits.permanents)
        questions = len(why) + (len(scenario["why"]) if isinstance(scenario.get("why"), list) else 0)
        if questions > limits.questions:
            raise InputError("web.error.too_many_questions", 413, limit=limits.questions)

    def run_judge(scenario: Any, why: list[str], lang: str, explain: bool = False,
                  json_paths: bool = False, text: str | None = None, source: str = "") -> dict[str, Any]:
        """The worker's answer, or ``{"error": text, "status": code}``; with
        ``json_paths``, input errors are located by JSON path (``"$.attack"``); with
        ``text`` (the file ``scenario`` was read from, named ``source``), by its lines."""
        try:
            check(scenario, why)
            request_ = {"scenario": scenario, "why": why, "lang": lang, "explain": explain, "json_paths": json_paths}
            if text is not None:
                request_.update(text=text, source=source)
            return get_pool().run(request_)
        except InputError as e:
            return {"error": render(e.key, e.params, lang), "status": e.status}
        except JudgeTimeout:
            return {"error": render("web.error.timeout", {"seconds": f"{limits.seconds:g}"}, lang), "status": 503}
        except JudgeBusy:
            return {"error": render("web.error.busy", {}, lang), "status": 503}
        except JudgeFailed:
            return {"error": render("web.error.failed", {}, lang), "status": 500}

    @app.get("/favicon.ico", include_in_schema=False)
    def favicon() -> Response:
        return Response(status_code=204)

    # ------------------------------------------------------------------ the table
    @app.get("/", response_class=HTMLResponse, include_in_schema=False)
    def table(request: Request, s: str = "", why: Annotated[list[str], Query()] = [],  # noqa: B006
              lang: str = "en", explain: bool = False) -> HTMLResponse:
        lang = _lang(lang)
        why = [line.strip() for w in why for line in w.splitlines() if line.strip()]
        scenario: Any = None
        result: dict[str, Any] | None = None
        if s:
            if len(s.encode()) > limits.url_bytes:
                result = {"error": render("web.error.body_too_large", {"limit": limits.url_bytes}, lang),
                          "status": 413}
            else:
                try:
                    scenario = from_yaml(s)
                except Exception as e:  # noqa: BLE001 - any YAML problem is the user's input
                    result = {"input_errors": [{"where": "s", "problem": render(
                        "input.not_yaml", {"problem": str(getattr(e, "problem", e))}, lang)}]}
                else:
                    result = run_judge(scenario, why, lang, explain)
        if not isinstance(scenario, dict):
            scenario = dict(_EMPTY)
        status = result.get("status", 200) if result else 200
        return table_page(request, lang, status, scenario, result, why, s, explain)

    def table_page(request: Request, lang: str, status: int, scenario: Any, result: Any, why: list[str],
                   s: str, explain: bool = False) -> HTMLResponse:
        return page("table.html", request, lang, status, scenario=scenario, result=result, why=why, s=s,
                    explain=explain,
                    strings=_strings(lang), example_why="assign: {Elvish Regrower: {Bruno: 1, Helpful Hunter: 3}}")

    @app.get("/export.yaml", response_class=PlainTextResponse, include_in_schema=False)
    def export(s: str, why: Annotated[list[str], Query()] = []) -> Response:  # noqa: B006
        """The scenario as a file, with the table's "why not" questions as its ``why:``."""
        if len(s.encode()) + sum(len(w.encode()) for w in why) > limits.url_bytes:
            return PlainTextResponse("too large", status_code=413)
        try:
            data = from_yaml(s)
            asked = [from_yaml(line) for w in why for line in w.splitlines() if line.strip()]
        except Exception:  # noqa: BLE001
            return PlainTextResponse("not a scenario", status_code=422)
        if not isinstance(data, dict):
            return PlainTextResponse("not a scenario", status_code=422)
        if asked:
            data["why"] = [*(data["why"] if isinstance(data.get("why"), list) else []), *asked]
        return Response(to_yaml(data).encode("utf-8"), media_type="application/yaml; charset=utf-8",
                        headers={"Content-Disposition": 'attachment; filename="scenario.yaml"'})

    @app.post("/import", include_in_schema=False)
    async def import_(request: Request, file: UploadFile | None = None, text: Annotated[str, Form()] = "",
                      lang: str = "en") -> Response:
        lang = _lang(lang)
        raw = text
        if file is not None and file.filename:
            data = await file.read(limits.body_bytes + 1)
            raw = data.decode("utf-8", errors="replace")
        try:
            scenario = from_yaml(raw)
        except Exception as e:  # noqa: BLE001
            mark = getattr(e, "problem_mark", None)  # 0-based: the pasted text's line is one more
            where = (file.filename if file and file.filename else "text") + (f":{mark.line + 1}" if mark else "")
            result = {"input_errors": [{"where": where,
                                        "problem": render("input.not_yaml", {"problem": str(getattr(e, "problem", e))}, lang)}]}
            return table_page(request, lang, 422, dict(_EMPTY), result, [], "")
        source = file.filename if file is not None and file.filename else "text"
        # Problems in the file are shown with its own lines, before the table rewrites it.
        checked = run_judge(scenario, [], lang, text=raw, source=source) if isinstance(scenario, dict) else {}
        # The file's questions go to the table's "why not" box, one per line.
        asked = scenario.pop("why", None) if isinstance(scenario, dict) else None
        if not (isinstance(asked, list) and all(isinstance(q, dict) for q in asked)):
            if asked is not None:
                scenario["why"] = asked  # not questions: the judge names the problem
            asked = []
        if "input_errors" in checked:
            return table_page(request, lang, 422, scenario, checked, [_question_line(q) for q in asked],
                              to_url_json(scenario))
        query: list[tuple[str, str]] = [("s", to_url_json(scenario)), *(("why", _question_line(q)) for q in asked)]
        if lang != "en":
            query.append(("lang", lang))
        return RedirectResponse("/?" + urlencode(query), status_code=303)

    # ------------------------------------------------------------------ rules
    @app.get("/rules", response_class=HTMLResponse, include_in_schema=False)
    def rules_search(request: Request, q: str = "", lang: str = "en") -> Response:
        lang = _lang(lang)
        from mtgjudge.rules import index, normalize

        if q and normalize(q) in index():
            return RedirectResponse(f"/rules/{normalize(q)}" + (f"?lang={lang}" if lang != "en" else ""), 303)
        hits = content.search_rules(q, lang) if q.strip() else []
        groups = [] if q else [{"number": g, "title": index().info(g, lang).group_title} for g in index().groups]
        return page("rules.html", request, lang, q=q, hits=hits, groups=groups)

    @app.get("/rules/{number}", response_class=HTMLResponse, include_in_schema=False)
    def rule(request: Request, number: str, lang: str = "en") -> Response:
        lang = _lang(lang)
        from mtgjudge.rules import normalize

        try:
            info = content.rule_page(normalize(number), lang)
        except KeyError:
            return page("error.html", request, lang, 404, message=render("ui.not_a_rule", {"number": number}, lang))
        return page("rule.html", request, lang, rule=info)

    # ------------------------------------------------------------------ cards
    @app.get("/cards", response_class=HTMLResponse, include_in_schema=False)
    def cards_search(request: Request, q: str = "", lang: str = "en") -> Response:
        lang = _lang(lang)
        names = _card_names(q, 50) if q.strip() else []
        return page("cards.html", request, lang, q=q, names=names)

    @app.get("/cards/{name:path}", response_class=HTMLResponse, include_in_schema=False)
    def card(request: Request, name: str, lang: str = "en") -> Response:
        lang = _lang(lang)
        found = _card(name, lang)
        if "error" in found:
            return page("error.html", request, lang, 404, message=found["error"])
        return page("card.html", request, lang, card=found)

    # ------------------------------------------------------------------ JSON API
    @app.post("/api/judge", tags=["judge"], responses={
        200: {"description": "The ruling, as `mtgjudge judge --format json` prints it "
                             "(mtgjudge/data/ruling.schema.json)."},
        422: {"description": "Input errors: `{schema_version, input_errors: [{where, problem}]}`."},
        413: {"description": "Request or board too large."},
        503: {"description": "The judgement took too long (its worker was stopped) or the server is busy."}})
    def api_judge(scenario: Annotated[dict[str, Any], Body(
            openapi_examples={"regrower": {"summary": "CR 510.1c's example", "value": json.loads(_EXAMPLE_JSON)}},
            description="A scenario: the same fields as a scenario YAML file (active, players, battlefield, "
                        "effects, choices, attack, bands, block, assign, assign_first_strike, enters, actions, "
                        "triggers, costs, precombat, teams, monarch, initiative, attack_option, why).")],
                  lang: Annotated[str, Query(description="Language of the texts: en or es.")] = "en",
                  why: Annotated[list[str], Query(description="Extra why-not questions, as for --why, e.g. "
                                                              "`assign: {Elvish Regrower: {Bruno: 1, Helpful Hunter: 3}}` "
                                                              "(repeatable); their answers are under `why`.")] = [],  # noqa: B006
                  explain: Annotated[bool, Query(description="As --explain: also how each permanent's power, "
                                                             "toughness and abilities were reached, layer by layer "
                                                             "(CR 613), under `explain`.")] = False,
                  ) -> JSONResponse:
        """Judge a scenario and return the ruling JSON of the CLI (same JSON Schema):
        ``mtgjudge judge --format json``, with ``?why=`` as ``--why`` and ``?explain=true``
        as ``--explain``."""
        refused = bad_lang(lang)
        if refused is not None:
            return refused
        result = run_judge(scenario, why, lang, explain, json_paths=True)
        if "ruling" in result:
            return JSONResponse(result["ruling"])
        if "input_errors" in result:
            return JSONResponse({"schema_version": 1, "input_errors": result["input_errors"]}, status_code=422)
        return JSONResponse({"detail": result["error"]}, status_code=result["status"])

    @app.get("/api/cards", tags=["cards"])
    def api_cards(q: Annotated[str, Query(max_length=200, description="Start of a card name.")] = "",
                  limit: Annotated[int, Query(ge=1, le=50)] = 10) -> dict[str, list[str]]:
        """Card names starting with ``q`` (autocomplete)."""
        return {"names": _card_names(q, limit) if q.strip() else []}

    @app.get("/api/cards/{name:path}", tags=["cards"])
    def api_card(name: str, lang: str = "en") -> JSONResponse:
        """A card's characteristics and the engine's reading of each line of its Oracle text."""
        found = _card(name, _lang(lang))
        return JSONResponse(found, status_code=404 if "error" in found else 200)

    @app.get("/api/rules/{number}", tags=["rules"])
    def api_rule(number: str, lang: str = "en") -> JSONResponse:
        """A rule: its titles, our summary, subrules, neighbours, and the engine's messages citing it."""
        from mtgjudge.rules import normalize

        lang = _lang(lang)
        try:
            return JSONResponse(content.rule_page(normalize(number), lang))
        except KeyError:
            return JSONResponse({"error": render("ui.not_a_rule", {"number": number}, lang)}, status_code=404)

    @app.get("/api/rules", tags=["rules"])
    def api_rules(q: Annotated[str, Query(max_length=200)], lang: str = "en") -> dict[str, Any]:
        """Rules whose number starts with ``q`` or whose summary contains its words."""
        return {"rules": content.search_rules(q, _lang(lang))}

    app.openapi = lambda: _openapi(app)  # type: ignore[method-assign]
    return app


def _openapi(app: FastAPI) -> dict[str, Any]:
    """FastAPI's OpenAPI document, with ``POST /api/judge``'s body described by the
    scenario model (the YAML's fields) and its answer by ``data/ruling.schema.json``."""
    if app.openapi_schema:
        return app.openapi_schema
    from fastapi.openapi.utils import get_openapi

    from mtgjudge.scenario import ScenarioModel

    doc = get_openapi(title=app.title, version=app.version, summary=app.summary, routes=app.routes)
    schemas = doc.setdefault("components", {}).setdefault("schemas", {})
    scenario = ScenarioModel.model_json_schema(ref_template="#/components/schemas/{model}")
    schemas.update(scenario.pop("$defs", {}))
    schemas["Scenario"] = scenario
    ruling = json.loads((HERE.parent / "data" / "ruling.schema.json").read_text(encoding="utf-8"))
    text = json.dumps({k: v for k, v in ruling.items() if k not in ("$schema", "$id")})
    ruling = json.loads(text.replace('"#/$defs/', '"#/components/schemas/Ruling_'))
    schemas.update({f"Ruling_{name}": d for name, d in ruling.pop("$defs", {}).items()})
    schemas["Ruling"] = ruling
    judge = doc["paths"]["/api/judge"]["post"]
    judge["requestBody"]["content"]["application/json"]["schema"] = {"$ref": "#/components/schemas/Scenario"}
    judge["responses"]["200"]["content"] = {"application/json": {"schema": {"$ref": "#/components/schemas/Ruling"}}}
    app.openapi_schema = doc
    return doc


def _card_names(prefix: str, limit: int) -> list[str]:
    """Oracle names, then names in other languages the user installed, starting with ``prefix``."""
    from mtgjudge.cards import default_db
    from mtgjudge.cards.foreign import load

    db = default_db()
    found = db.search(prefix[:200], limit)
    return found + [n for n in load().search(prefix[:200], limit - len(found)) if n not in found]


def _card(name: str, lang: str) -> dict[str, Any]:
    from mtgjudge.cards import default_db
    from mtgjudge.errors import UnknownCardError

    try:
        card = default_db().get(name[:200])
    except UnknownCardError as e:
        return {"error": e.text.render(lang), "suggestions": list(e.suggestions)}
    return content.card_page(card, lang)


@lru_cache(maxsize=4)
def _strings(lang: str) -> dict[str, str]:
    """The table's words for its script, in ``lang`` (placeholders left as ``{name}``)."""
    from mtgjudge.messages import MESSAGES

    return {k: content.template_text(k, lang) for k in MESSAGES if k.startswith("web.")}


_EMPTY = {"active": "Ana", "players": {"Ana": {"life": 20}, "Bruno": {"life": 20}},
          "battlefield": {"Ana": [], "Bruno": []}}
_EXAMPLE = (HERE / "example.yaml").read_text(encoding="utf-8")
_EXAMPLE_JSON = json.dumps(from_yaml(_EXAMPLE))
