"""Reading a bug report back: the archive `qa bundle` and Help › Report a problem write.

A report is recognised by its content (a zip archive; a report's holds `manifest.json` with
a `files` list), never by its name. `read_report` returns what another machine needs to
reproduce it: the manifest's facts, the hands, the seeds and each running tournament's
saved state with its buy-in records and the players' names. Anything unreadable is a
`ReportError` saying what is wrong; nothing is written anywhere.
"""

from __future__ import annotations

import json
import zipfile
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path, PurePosixPath

from client.cli import installed_version
from client.room.cashier import BuyIn
from client.service.journal import buy_in_from_json

MANIFEST = "manifest.json"
NAMES = "state/names.json"  # player id -> screen name, of the tournaments' players
BUY_INS = "state/cashier/"  # state/cashier/<tournament id>.json: its buy-in records


class ReportError(Exception):
    """The file is not a bug report this client can read (the message says why)."""


@dataclass(frozen=True)
class SavedTournament:
    """One running tournament of the report: its saved state and its buy-in records."""

    tournament_id: str
    state: bytes
    buy_ins: tuple[BuyIn, ...]


@dataclass(frozen=True)
class Report:
    """What a bug report says and holds."""

    path: Path
    version: str
    platform: str
    created: datetime
    hands: Mapping[str, str]  # archive name -> text (PHH files, PokerStars text)
    seeds: tuple[Mapping[str, object], ...]
    tournaments: tuple[SavedTournament, ...]
    names: Mapping[str, str] = field(default_factory=dict)

    @property
    def same_version(self) -> bool:
        """Written by this very version of the client."""
        return self.version == installed_version()


def looks_like_report(path: Path) -> bool:
    """True for a zip archive, whatever it is called (hand histories are text): opened as a
    report, a damaged one then says what is wrong with it."""
    try:
        with path.open("rb") as file:
            return file.read(4) in (b"PK\x03\x04", b"PK\x05\x06")
    except OSError:
        return False


def read_report(path: Path) -> Report:
    """The report in ``path``; `ReportError` when it cannot be read or a part is missing
    or damaged."""
    try:
        with zipfile.ZipFile(path) as archive:
            files = {name: archive.read(name) for name in archive.namelist()
                     if not name.endswith("/")}
    except FileNotFoundError as exc:
        raise ReportError(f"{path}: no such file") from exc
    except (OSError, zipfile.BadZipFile, EOFError) as exc:
        raise ReportError(f"{path} is not a readable zip archive: {exc}") from exc
    manifest = _json(files, MANIFEST, path)
    if not isinstance(manifest, dict) or not isinstance(manifest.get("files"), list):
        raise ReportError(f"{path} has no report manifest (manifest.json with its files)")
    missing = sorted(str(n) for n in manifest["files"] if n not in files)
    if missing:
        raise ReportError(f"{path} lacks {', '.join(missing)} (its manifest lists them)")
    try:
        created = datetime.fromisoformat(str(manifest["created"]))
        version, where = str(manifest["version"]), str(manifest["platform"])
    except (KeyError, ValueError) as exc:
        raise ReportError(f"{path}: the manifest lacks or garbles {exc}") from exc
    seeds = _json(files, "seeds.json", path) if "seeds.json" in files else []
    names = _json(files, NAMES, path) if NAMES in files else {}
    if not isinstance(seeds, list) or not isinstance(names, dict):
        raise ReportError(f"{path}: seeds.json or {NAMES} is not what a report writes")
    return Report(
        path=path, version=version, platform=where, created=created,
        hands={n: data.decode("utf-8", errors="replace") for n, data in files.items()
               if n.startswith("hands/")},
        seeds=tuple(s for s in seeds if isinstance(s, dict)),
        tournaments=tuple(_tournament(files, name, path) for name in sorted(files)
                          if _is_state(name)),
        names={str(k): str(v) for k, v in names.items()})


def _is_state(name: str) -> bool:
    """`state/<tournament id>.json` (not the names or the cashier's records)."""
    parts = PurePosixPath(name).parts
    return len(parts) == 2 and parts[0] == "state" and name != NAMES and name.endswith(".json")


def _tournament(files: Mapping[str, bytes], name: str, path: Path) -> SavedTournament:
    tournament_id = PurePosixPath(name).stem
    records_name = f"{BUY_INS}{tournament_id}.json"
    raw = _json(files, records_name, path) if records_name in files else []
    try:
        if not isinstance(raw, list):
            raise TypeError("not a list of records")
        buy_ins = tuple(buy_in_from_json(r) for r in raw)
    except (AssertionError, KeyError, ValueError, TypeError, ArithmeticError) as exc:
        raise ReportError(f"{path}: {records_name} holds a damaged buy-in record") from exc
    return SavedTournament(tournament_id, files[name], buy_ins)


def _json(files: Mapping[str, bytes], name: str, path: Path) -> object:
    if name not in files:
        raise ReportError(f"{path} is not a bug report: it has no {name}")
    try:
        return json.loads(files[name])
    except (ValueError, UnicodeDecodeError) as exc:
        raise ReportError(f"{path}: {name} is damaged: {exc}") from exc
