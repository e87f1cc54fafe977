"""`skg-poker qa bundle --out FILE`: one archive a tester attaches to a bug report.

The zip holds `manifest.json` (version, platform, Python, when, the files), `settings.json`
(every saved setting except passwords, secrets and tokens), `hands/` (the last hands'
histories: PokerStars text and PHH files), `seeds.json` (the last seeded hands the logs
name: table, hand number, game and seed, to deal them again), `logs/` (the tail of each log
file) and, from the client's Help › Report a problem, `state/` (the practice room's saved
state, with each tournament's buy-in records and its players' names) and `screenshots/`
(each open window). Prints {"out", "files"}; exit 2 when the archive cannot be written.
`client.qa.report_file` reads an archive back (`qa reproduce`, `skg-poker REPORT.zip`).
"""

from __future__ import annotations

import argparse
import json
import platform
import re
import sys
import zipfile
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

import platformdirs
from PySide6.QtCore import QByteArray, QSettings

from client.cli import installed_version
from client.logs import log_dir, log_tails
from client.ui.app.settings import SettingsStore

SECRET = re.compile(r"password|passwd|secret|token|credential", re.IGNORECASE)
_HAND_LINE = re.compile(r"table (\S+) hand (\d+) (\S+) seed (\d+|None)$", re.MULTILINE)
DEFAULT_HANDS = 20


@dataclass(frozen=True)
class BundleParts:
    """What goes into the archive besides files read from disk (the GUI adds its own)."""

    settings: Mapping[str, str] = field(default_factory=dict)
    state: Mapping[str, bytes] = field(default_factory=dict)  # name -> JSON
    screenshots: Mapping[str, bytes] = field(default_factory=dict)  # name -> PNG


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the `bundle` command."""
    parser = subparsers.add_parser(
        "bundle", help="write one bug-report archive: version, settings, hands, seeds, logs")
    parser.add_argument("--out", type=Path, required=True, help="the archive to write (.zip)")
    parser.add_argument("--hands", type=int, default=DEFAULT_HANDS,
                        help=f"how many of the last hands to include (default {DEFAULT_HANDS})")
    parser.add_argument("--history-dir", type=Path, default=None,
                        help="hand history folder (default: Settings, else the user data dir)")
    parser.set_defaults(handler=run)


def saved_settings() -> dict[str, str]:
    """Every saved client setting as text, passwords and other secrets left out."""
    store = SettingsStore(QSettings("SKG", "Poker"))
    return settings_dump(store.qsettings)


def settings_dump(qsettings: QSettings) -> dict[str, str]:
    """The QSettings keys and values as text (binary values such as window places and
    anything named like a password are left out)."""
    out: dict[str, str] = {}
    for key in qsettings.allKeys():
        value = qsettings.value(key)
        if SECRET.search(key) or isinstance(value, QByteArray | bytes):
            continue
        out[key] = str(value)
    return out


def history_folder(settings: Mapping[str, str]) -> Path:
    """The hand history folder the client saves to."""
    chosen = settings.get("history/folder", "")
    return Path(chosen) if chosen else \
        Path(platformdirs.user_data_dir("skg-poker", "SKG")) / "HandHistories"


def last_hands(folder: Path, count: int) -> dict[str, str]:
    """The last ``count`` hands saved under ``folder``: PokerStars hands (newest files
    first, cut at blank lines) in one text, and the newest PHH files."""
    if not folder.is_dir() or count < 1:
        return {}

    def newest(pattern: str) -> list[Path]:
        return sorted(folder.rglob(pattern), key=lambda p: p.stat().st_mtime, reverse=True)

    stars: list[str] = []
    for path in newest("*.txt"):
        chunks = [c.strip() for c in re.split(r"\n\s*\n", path.read_text(encoding="utf-8",
                                                                          errors="replace"))]
        stars = [c for c in chunks if c.startswith("PokerStars")] + stars
        if len(stars) >= count:
            break
    out = {f"hands/{p.name}": p.read_text(encoding="utf-8", errors="replace")
           for p in newest("*.phh")[:count]}
    if stars:
        out["hands/last_hands.txt"] = "\n\n\n".join(stars[-count:]) + "\n"
    return out


def logged_seeds(tails: Mapping[str, bytes], count: int) -> list[dict[str, object]]:
    """The last ``count`` seeded hands the logs name, with table, hand number, game and
    seed (a hand from a secure shuffle has none and cannot be dealt again: left out, so
    the busy practice room's cash tables do not crowd out the hands that can)."""
    found: list[dict[str, object]] = [
        {"log": name, "table": m.group(1), "hand": int(m.group(2)), "game": m.group(3),
         "seed": int(m.group(4))}
        for name, tail in tails.items()
        for m in _HAND_LINE.finditer(tail.decode("utf-8", errors="replace"))
        if m.group(4) != "None"]
    return found[-count:]


def write_bundle(out: Path, parts: BundleParts, history: Path, hands: int) -> list[str]:
    """Write the archive; returns the names in it (OSError if it cannot be written)."""
    tails = log_tails(log_dir())
    files: dict[str, bytes] = {
        "settings.json": json.dumps(dict(parts.settings), indent=1, sort_keys=True).encode(),
        "seeds.json": json.dumps(logged_seeds(tails, hands), indent=1).encode(),
        **{name: text.encode("utf-8") for name, text in last_hands(history, hands).items()},
        **{f"logs/{name}": tail for name, tail in tails.items()},
        **{f"state/{name}": data for name, data in parts.state.items()},
        **{f"screenshots/{name}": data for name, data in parts.screenshots.items()},
    }
    manifest = {"version": installed_version(), "platform": platform.platform(),
                "python": platform.python_version(),
                "created": datetime.now(UTC).isoformat(timespec="seconds"),
                "files": sorted(files)}
    out.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("manifest.json", json.dumps(manifest, indent=1))
        for name, data in files.items():
            archive.writestr(name, data)
    return ["manifest.json", *sorted(files)]


def run(args: argparse.Namespace) -> int:
    """Write the archive and print {"out", "files"}; exit 2 when it cannot be written."""
    settings = saved_settings()
    history = args.history_dir or history_folder(settings)
    try:
        names = write_bundle(args.out, BundleParts(settings=settings), history, args.hands)
    except OSError as exc:
        print(f"error: cannot write {args.out}: {exc.strerror or exc}", file=sys.stderr)
        return 2
    print(json.dumps({"out": str(args.out), "files": names}))
    return 0
