"""Bad input to the JSON API (CR 733: nothing is judged): an empty body to ``POST
/api/judge`` says the body is empty and which fields a scenario needs, not only
"Field required"; in Spanish too."""

from __future__ import annotations

import pytest

pytest.importorskip("fastapi")
pytest.importorskip("httpx")

from fastapi.testclient import TestClient

from mtgjudge.web.app import Limits, create_app


@pytest.fixture(scope="module")
def client():
    # Without `with`: no worker pool is started; the body is refused before judging.
    return TestClient(create_app(Limits(workers=1)))


def test_733_empty_body_names_the_required_fields(client):
    """733: no body at all."""
    r = client.post("/api/judge", content=b"", headers={"content-type": "application/json"})
    assert r.status_code == 422
    assert r.json() == {"schema_version": 1, "input_errors": [
        {"where": "$", "problem": "the request body is empty: send a scenario as JSON, with at least the "
                                  "fields active and players"}]}


def test_733_empty_body_in_spanish(client):
    """733: ``?lang=es``."""
    r = client.post("/api/judge?lang=es")
    assert r.status_code == 422
    assert r.json()["input_errors"] == [
        {"where": "$", "problem": "el cuerpo de la petición está vacío: envía un escenario en JSON, con al "
                                  "menos los campos active y players"}]
