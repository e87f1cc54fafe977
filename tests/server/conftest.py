"""Server test fixtures: a real PostgreSQL server per test session (worker), a fresh
database per test, and ``store_url`` running a test once on each backend."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import NoReturn

import pytest

from tests.server.postgres import ExistingServer, PostgresServer, PostgresUnavailable

BACKENDS = ("sqlite", "postgresql")


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[PostgresServer | ExistingServer]:
    """One PostgreSQL server for the whole session; skipped (with why) where none starts."""
    existing = os.environ.get("SKG_TEST_POSTGRES_URL")
    if existing:
        yield ExistingServer(existing)
        return
    try:
        import psycopg  # noqa: F401
    except ImportError:
        _unavailable("psycopg is not installed: pip install -e '.[test]'")
    try:
        server = PostgresServer()
    except PostgresUnavailable as exc:
        _unavailable(str(exc))
    try:
        server.start()
    except PostgresUnavailable as exc:
        server.stop()
        _unavailable(str(exc))
    try:
        yield server
    finally:
        server.stop()


def _unavailable(reason: str) -> NoReturn:
    if os.environ.get("SKG_REQUIRE_POSTGRES") == "1":
        pytest.fail(f"PostgreSQL is required here (SKG_REQUIRE_POSTGRES=1): {reason}")
    pytest.skip(f"PostgreSQL tests skipped: {reason}")


@pytest.fixture
def postgres_url(postgres_server: PostgresServer | ExistingServer) -> str:
    """The URL of a fresh, empty database on the session's server."""
    return postgres_server.database()


@pytest.fixture(params=BACKENDS)
def store_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A fresh store's URL: once a SQLite file, once a PostgreSQL database."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'server.sqlite3'}"
    return str(request.getfixturevalue("postgres_url"))
