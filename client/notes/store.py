"""The player's own notes and colour labels on other players, kept on this computer only.

Site tools policy: notes the player types are allowed; nothing here computes statistics on
other players or reads hands to fill a note. Notes live in an SQLite file under the user
data directory, one set per account (server address and player), and nothing in this
package imports the protocol or an adapter: a note never leaves the machine (tests check
the import boundary and that no note text reaches the adapter).

Notes are exported and imported as a small JSON file (`FILE_FORMAT`, version 1). A bad file
is refused as a whole with a `NotesFileError` that says what is wrong; nothing changes.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from contextlib import closing, contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

import platformdirs

#: The colour labels a player can put on another player: name -> colour (hex).
LABELS: dict[str, str] = {
    "red": "#e5534b",
    "orange": "#f0883e",
    "yellow": "#d4b500",
    "green": "#3fb950",
    "blue": "#4a9eff",
    "purple": "#a371f7",
}
FILE_FORMAT = "skg-poker-notes"
FILE_VERSION = 1
#: A note is free text, but not a book.
MAX_TEXT = 20_000

_SCHEMA = """
CREATE TABLE IF NOT EXISTS notes (
    account TEXT NOT NULL, player TEXT NOT NULL, label TEXT NOT NULL, text TEXT NOT NULL,
    updated TEXT NOT NULL, PRIMARY KEY (account, player));
"""


class NotesError(ValueError):
    """A note cannot be stored as given (unknown label, text too long, no player)."""


class NotesFileError(NotesError):
    """A notes file cannot be imported; the message says where and why."""


@dataclass(frozen=True)
class Note:
    """One player's note: free text and an optional colour label ("" for none)."""

    player: str
    text: str = ""
    label: str = ""
    updated: datetime = datetime(1970, 1, 1, tzinfo=UTC)

    @property
    def colour(self) -> str:
        """The label's colour ("" when there is no label)."""
        return LABELS.get(self.label, "")


def default_notes_path() -> Path:
    """The notes file in the platform's user data directory."""
    return Path(platformdirs.user_data_dir("skg-poker", "SKG")) / "notes.sqlite3"


def _check(player: str, text: str, label: str) -> None:
    if not player.strip():
        raise NotesError("a note needs the player's name")
    if label and label not in LABELS:
        raise NotesError(f"unknown label {label!r}: use one of {', '.join(LABELS)} or none")
    if len(text) > MAX_TEXT:
        raise NotesError(f"the note on {player} is {len(text)} characters; at most {MAX_TEXT}")


class NotesStore:
    """Notes of one account in an SQLite file (created on first use)."""

    def __init__(self, path: Path, account: str) -> None:
        self.path = path
        self.account = account
        path.parent.mkdir(parents=True, exist_ok=True)
        with self._db() as db:
            db.executescript(_SCHEMA)

    @contextmanager
    def _db(self) -> Iterator[sqlite3.Connection]:
        """One connection per operation, committed on success (SQLite is the lock)."""
        with closing(sqlite3.connect(self.path)) as db, db:
            yield db

    def get(self, player: str) -> Note | None:
        """The note on `player`, if any."""
        with self._db() as db:
            row = db.execute("SELECT player, text, label, updated FROM notes "
                             "WHERE account = ? AND player = ?",
                             (self.account, player)).fetchone()
        return _note(row) if row else None

    def put(self, player: str, text: str, label: str = "",
            now: datetime | None = None) -> Note | None:
        """Save the note on `player`; an empty text without a label removes it."""
        _check(player, text, label)
        with self._db() as db:
            if not text.strip() and not label:
                db.execute("DELETE FROM notes WHERE account = ? AND player = ?",
                           (self.account, player))
                return None
            note = Note(player, text, label, now or datetime.now(UTC))
            db.execute("INSERT OR REPLACE INTO notes VALUES (?, ?, ?, ?, ?)",
                       (self.account, player, label, text, note.updated.isoformat()))
        return note

    def search(self, query: str = "", label: str = "") -> list[Note]:
        """Notes whose player or text contains `query` (any case), with `label` if given;
        sorted by player."""
        like = "%" + query.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"
        sql = ("SELECT player, text, label, updated FROM notes WHERE account = ? AND "
               "(player LIKE ? ESCAPE '\\' OR text LIKE ? ESCAPE '\\')")
        args: list[str] = [self.account, like, like]
        if label:
            sql += " AND label = ?"
            args.append(label)
        with self._db() as db:
            rows = db.execute(sql + " ORDER BY player COLLATE NOCASE", args).fetchall()
        return [_note(row) for row in rows]

    def export(self, path: Path) -> int:
        """Write every note of this account to a JSON file; returns how many."""
        notes = self.search()
        document = {"format": FILE_FORMAT, "version": FILE_VERSION, "notes": [
            {"player": n.player, "label": n.label, "text": n.text,
             "updated": n.updated.isoformat()} for n in notes]}
        path.write_text(json.dumps(document, ensure_ascii=False, indent=1), encoding="utf-8")
        return len(notes)

    def import_file(self, path: Path) -> int:
        """Read a notes file; a note newer than the one here replaces it. Returns how many
        notes changed. A bad file raises `NotesFileError` and changes nothing."""
        notes = read_notes_file(path)
        changed = 0
        with self._db() as db:
            for note in notes:
                row = db.execute("SELECT updated FROM notes WHERE account = ? AND player = ?",
                                 (self.account, note.player)).fetchone()
                if row is not None and datetime.fromisoformat(row[0]) >= note.updated:
                    continue
                db.execute("INSERT OR REPLACE INTO notes VALUES (?, ?, ?, ?, ?)",
                           (self.account, note.player, note.label, note.text,
                            note.updated.isoformat()))
                changed += 1
        return changed


def read_notes_file(path: Path) -> list[Note]:
    """Parse and check a whole notes file (see `NotesStore.export`) before anything is
    stored."""
    try:
        document = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise NotesFileError(f"{path.name}: cannot be read ({exc.strerror})") from exc
    except UnicodeDecodeError as exc:
        raise NotesFileError(f"{path.name}: not UTF-8 text") from exc
    except json.JSONDecodeError as exc:
        raise NotesFileError(f"{path.name}: not JSON (line {exc.lineno}: {exc.msg})") from exc
    if not isinstance(document, dict) or document.get("format") != FILE_FORMAT:
        raise NotesFileError(f"{path.name}: not an SKG Poker notes file")
    if document.get("version") != FILE_VERSION:
        raise NotesFileError(f"{path.name}: version {document.get('version')!r} is not "
                             f"supported (this client reads version {FILE_VERSION})")
    entries = document.get("notes")
    if not isinstance(entries, list):
        raise NotesFileError(f"{path.name}: \"notes\" must be a list")
    notes = [_entry(entry, f"{path.name}: note {i + 1}") for i, entry in enumerate(entries)]
    players = [n.player for n in notes]
    if len(set(players)) != len(players):
        twice = sorted({p for p in players if players.count(p) > 1})
        raise NotesFileError(f"{path.name}: more than one note on {', '.join(twice)}")
    return notes


def _entry(entry: object, where: str) -> Note:
    if not isinstance(entry, dict):
        raise NotesFileError(f"{where}: must be an object")
    fields = {key: entry.get(key) for key in ("player", "label", "text", "updated")}
    for key, value in fields.items():
        if not isinstance(value, str):
            raise NotesFileError(f"{where}: \"{key}\" must be text")
    player, label, text, updated = (str(v) for v in fields.values())
    try:
        when = datetime.fromisoformat(updated)
    except ValueError as exc:
        raise NotesFileError(f"{where}: \"updated\" {updated!r} is not an ISO date") from exc
    if when.tzinfo is None:
        raise NotesFileError(f"{where}: \"updated\" {updated!r} has no time zone")
    try:
        _check(player, text, label)
    except NotesError as exc:
        raise NotesFileError(f"{where}: {exc}") from exc
    return Note(player, text, label, when)


def _note(row: tuple[str, str, str, str]) -> Note:
    player, text, label, updated = row
    return Note(player, text, label, datetime.fromisoformat(updated))
