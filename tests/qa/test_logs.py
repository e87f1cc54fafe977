"""Log files: the client and the server log to rotating files in the user log dir, at
`--log-level`, with every hand dealt (table, hand number, seed) so support can deal it
again."""

from __future__ import annotations

import logging
import os
import re
import subprocess
import sys
from collections.abc import Iterator
from datetime import UTC, datetime
from logging.handlers import RotatingFileHandler
from pathlib import Path

import pytest

from client import logs
from client.practice.scenario import scenario_hand_seed
from client.protocol import messages as m
from client.room.clock import SimulatedClock
from client.service import RoomConfig, RoomService

ROOT = Path(__file__).resolve().parents[2]
SCENARIO = """
seed = 11
[table]
small_blind = 50
big_blind = 100
[[table.seats]]
name = "Hero"
stack = 5000
[[table.seats]]
name = "Lou"
stack = 5000
player = "loose-passive"
"""


@pytest.fixture
def log_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.setenv(logs.LOG_DIR_ENV, str(tmp_path))
    root = logging.getLogger()
    level = root.level
    yield tmp_path
    for handler in [h for h in root.handlers if isinstance(h, RotatingFileHandler)]:
        root.removeHandler(handler)
        handler.close()
    root.setLevel(level)


def test_client_log_names_each_hand_with_its_seed(log_folder: Path) -> None:
    path = logs.setup_logging("client", "info")
    assert path == log_folder / "client.log"
    service = RoomService(SimulatedClock(datetime(2026, 3, 1, tzinfo=UTC)),
                          config=RoomConfig(practice=True, sit_and_gos=(), tournaments=(),
                                            rings=()))
    service.ensure_local_player("me", "Hero")
    service.handle("me", m.LoadScenario(text=SCENARIO))
    service.run_due()
    text = path.read_text(encoding="utf-8")
    assert "client log started at level INFO" in text
    assert re.search(rf"table scenario\d+ hand 1 NLHE seed {scenario_hand_seed(11, 1)}\n",
                     text), text


def test_log_files_rotate(log_folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(logs, "MAX_BYTES", 2_000)
    logs.setup_logging("client", "DEBUG")
    for k in range(200):
        logging.getLogger("skg").debug("line %d of a long session", k)
    names = sorted(p.name for p in log_folder.iterdir())
    assert names == ["client.log", *(f"client.log.{k}" for k in range(1, logs.BACKUPS + 1))]
    assert b"line 199 of a long session" in logs.log_tails(log_folder)["client.log"]


def test_a_log_left_by_an_earlier_run_counts_towards_its_rotation(
        log_folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(logs, "MAX_BYTES", 2_000)
    (log_folder / "client.log").write_text("x" * 1_990 + "\n", encoding="utf-8")
    logs.setup_logging("client", "INFO")
    assert (log_folder / "client.log.1").read_text(encoding="utf-8").startswith("x" * 1_990)
    assert "client log started" in (log_folder / "client.log").read_text(encoding="utf-8")


class _Kept(logging.Handler):
    def __init__(self) -> None:
        super().__init__()
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


def test_records_skip_the_caller_lookup_the_format_does_not_show(log_folder: Path) -> None:
    logs.setup_logging("client", "INFO")
    handler = _Kept()
    logging.getLogger().addHandler(handler)
    try:
        logging.getLogger("skg").info("a hand")
    finally:
        logging.getLogger().removeHandler(handler)
    assert "funcName" not in logs.FORMAT and "lineno" not in logs.FORMAT
    assert handler.records[0].lineno == 0  # logging's "no caller looked up"


def test_lines_carry_the_time_the_stock_format_writes(log_folder: Path) -> None:
    """The date and time are worked out once a second (a line per hand dealt): each line's
    text is still the one logging's own formatter writes for `FORMAT`."""
    path = logs.setup_logging("client", "INFO")
    handler = _Kept()
    logging.getLogger().addHandler(handler)
    try:
        for k in range(3):
            logging.getLogger("skg").info("hand %d", k)
    finally:
        logging.getLogger().removeHandler(handler)
    stock = logging.Formatter(logs.FORMAT)
    old = [logging.makeLogRecord({**r.__dict__, "created": r.created - 86_400.5})
           for r in handler.records]  # a second not yet formatted: worked out anew
    lines = path.read_text(encoding="utf-8").splitlines()[-3:]
    assert lines == [stock.format(r) for r in handler.records]
    file_format = next(h for h in logging.getLogger().handlers
                       if isinstance(h, RotatingFileHandler)).formatter
    assert file_format is not None
    assert [file_format.format(r) for r in old] == [stock.format(r) for r in old]


def test_server_writes_its_log_file_at_the_level_asked(tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT), logs.LOG_DIR_ENV: str(tmp_path)}
    proc = subprocess.Popen(
        [sys.executable, "-m", "client.server.main", "--port", "0", "--log-level", "debug",
         "--store", str(tmp_path / "s.sqlite3"), "--cheap-hashes"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    try:
        assert proc.stdout is not None
        assert "listening on ws://" in proc.stdout.readline()
    finally:
        proc.terminate()
        proc.wait(15)
    text = (tmp_path / "server.log").read_text(encoding="utf-8")
    assert "server log started at level DEBUG" in text


def test_unknown_log_level_exits_2() -> None:
    from client.server.main import build_parser

    with pytest.raises(SystemExit) as exit_info:
        build_parser().parse_args(["--log-level", "chatty"])
    assert exit_info.value.code == 2
