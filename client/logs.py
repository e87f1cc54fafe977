"""Log files of the client and the server: rotating, in the user log dir, one per program.

Support needs what happened before a bug, so both programs write their log to a file
(`client.log`, `server.log`) that rotates at `MAX_BYTES` keeping `BACKUPS` old files;
rooms log every hand dealt with its table, number and seed (`client.room.table`), so a
hand in a log can be dealt again. ``SKG_POKER_LOG_DIR`` moves the folder (tests, the
harness); ``SKG_POKER_LOG_LEVEL`` sets the client's level when no flag does.
"""

from __future__ import annotations

import argparse
import logging
import os
import time
from logging.handlers import RotatingFileHandler
from pathlib import Path
from typing import TextIO

import platformdirs

LOG_DIR_ENV = "SKG_POKER_LOG_DIR"
LOG_LEVEL_ENV = "SKG_POKER_LOG_LEVEL"
LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR")
DEFAULT_LEVEL = "INFO"
MAX_BYTES = 1_000_000
BACKUPS = 4
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"


def log_dir() -> Path:
    """Where the log files are: ``SKG_POKER_LOG_DIR`` or the platform's user log dir."""
    override = os.environ.get(LOG_DIR_ENV)
    return Path(override) if override else Path(platformdirs.user_log_dir("skg-poker", "SKG"))


def log_level(text: str) -> str:
    """A ``--log-level`` value (any case) as the logging name; ArgumentTypeError if unknown."""
    level = text.upper()
    if level not in LEVELS:
        raise argparse.ArgumentTypeError(f"log level {text!r}: use one of {', '.join(LEVELS)}")
    return level


class _ProgramLog(RotatingFileHandler):
    """The handler `setup_logging` installs (told apart so a second call replaces it).

    It counts what it wrote instead of asking the file at every record: the stock handler
    stats the path twice, formats the record twice and seeks, about 2% of a busy server's
    CPU for its one line per hand dealt."""

    def __init__(self, path: Path) -> None:
        super().__init__(path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8")
        self._size = os.fstat(self._stream().fileno()).st_size

    def _stream(self) -> TextIO:
        """The open file (opened at once, no ``delay``, and again by each rollover)."""
        assert self.stream is not None
        return self.stream

    def emit(self, record: logging.LogRecord) -> None:
        """The record as one line, after a rollover when it would pass ``maxBytes``."""
        try:
            line = self.format(record) + self.terminator
            if self._size and self._size + len(line) >= self.maxBytes:
                self.doRollover()
                self._size = 0
            stream = self._stream()
            stream.write(line)
            stream.flush()  # (`flush()` would take the lock `handle` holds again)
            self._size += len(line)
        except RecursionError:
            raise
        except Exception:  # as every logging handler: a failed write must not stop the program
            self.handleError(record)


class _LineFormat(logging.Formatter):
    """`FORMAT`, its date and time worked out once a second instead of at every record
    (`time.strftime` of the local time was a sixth of the line per hand dealt)."""

    def __init__(self) -> None:
        super().__init__(FORMAT)
        self._second = -1
        self._stamp = ""

    def formatTime(self, record: logging.LogRecord, datefmt: str | None = None) -> str:
        """As the stock one without ``datefmt`` (`FORMAT` gives none): the second's text,
        then the milliseconds."""
        second = int(record.created)
        if second != self._second:
            self._stamp = time.strftime(self.default_time_format, self.converter(second))
            self._second = second
        return f"{self._stamp},{int(record.msecs):03d}"  # (the stock `default_msec_format`)


def setup_logging(program: str, level: str | None = None) -> Path:
    """Log at ``level`` (default: ``SKG_POKER_LOG_LEVEL`` or INFO) to ``<log dir>/<program>.log``
    and return that path."""
    chosen = log_level(level or os.environ.get(LOG_LEVEL_ENV) or DEFAULT_LEVEL)
    folder = log_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{program}.log"
    root = logging.getLogger()
    for old in root.handlers:
        if isinstance(old, _ProgramLog):
            root.removeHandler(old)
            old.close()
        elif old.level == logging.NOTSET:  # a console handler keeps the level it had
            old.setLevel(root.level)
    handler = _ProgramLog(path)
    handler.setFormatter(_LineFormat())
    root.addHandler(handler)
    root.setLevel(chosen)
    _skip_unused_record_fields()
    logging.getLogger("skg").info("%s log started at level %s", program, chosen)
    return path


def _skip_unused_record_fields() -> None:
    """`FORMAT` shows no caller, thread or process: logging's documented switches save
    looking them up at every record (the caller's frame walk was most of a line's cost)."""
    logging._srcfile = None
    logging.logThreads = False
    logging.logProcesses = False
    logging.logMultiprocessing = False


def log_tails(folder: Path, max_bytes: int = 256_000) -> dict[str, bytes]:
    """The last ``max_bytes`` of each current log file in ``folder``, by file name."""
    tails: dict[str, bytes] = {}
    for path in sorted(folder.glob("*.log")) if folder.is_dir() else ():
        with path.open("rb") as file:
            size = file.seek(0, os.SEEK_END)
            file.seek(max(0, size - max_bytes))
            tails[path.name] = file.read()
    return tails
