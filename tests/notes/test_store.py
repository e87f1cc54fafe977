"""Player notes storage: a real SQLite file per test, real JSON files for export/import."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from client.notes.store import (
    FILE_FORMAT,
    MAX_TEXT,
    NotesError,
    NotesFileError,
    NotesStore,
    default_notes_path,
)

T0 = datetime(2026, 12, 1, 20, 0, tzinfo=UTC)


@pytest.fixture
def notes(tmp_path: Path) -> NotesStore:
    return NotesStore(tmp_path / "notes.sqlite3", "practice|You")


def test_notes_are_kept_per_account_in_one_file(tmp_path: Path, notes: NotesStore) -> None:
    notes.put("Carla", "3-bets light from the button", "red")
    other = NotesStore(notes.path, "ws://127.0.0.1:8765|alice")
    assert other.get("Carla") is None
    again = NotesStore(notes.path, "practice|You")  # reopened: still there
    note = again.get("Carla")
    assert note is not None and note.text.startswith("3-bets") and note.colour == "#e5534b"


def test_empty_note_without_label_is_removed(notes: NotesStore) -> None:
    notes.put("Carla", "calls too much")
    assert notes.put("Carla", "  ", "") is None
    assert notes.get("Carla") is None
    assert notes.put("Dmitri", "", "green") is not None  # a label alone is a note


def test_search_by_player_or_text_any_case_and_label(notes: NotesStore) -> None:
    notes.put("Carla", "Slowplays sets", "red")
    notes.put("Dmitri", "tilts after a bad beat", "blue")
    notes.put("Ana_B", "100% fold to 3-bet", "")
    assert [n.player for n in notes.search("SETS")] == ["Carla"]
    assert [n.player for n in notes.search("dmi")] == ["Dmitri"]
    assert [n.player for n in notes.search("", "blue")] == ["Dmitri"]
    assert [n.player for n in notes.search("100%")] == ["Ana_B"]  # % and _ are literal
    assert [n.player for n in notes.search("a_b")] == ["Ana_B"]
    assert notes.search("%") == notes.search("100%")


def test_bad_notes_are_refused(notes: NotesStore) -> None:
    with pytest.raises(NotesError, match="unknown label 'pink'"):
        notes.put("Carla", "x", "pink")
    with pytest.raises(NotesError, match="at most"):
        notes.put("Carla", "x" * (MAX_TEXT + 1))
    with pytest.raises(NotesError, match="player's name"):
        notes.put(" ", "x")
    assert notes.search() == []


def test_export_then_import_into_another_account(tmp_path: Path, notes: NotesStore) -> None:
    notes.put("Carla", "Slowplays sets\nand limps aces", "red", now=T0)
    notes.put("Dmitri", "", "blue", now=T0)
    out = tmp_path / "notes.json"
    assert notes.export(out) == 2
    document = json.loads(out.read_text(encoding="utf-8"))
    assert document["format"] == FILE_FORMAT and document["version"] == 1
    laptop = NotesStore(tmp_path / "other.sqlite3", "practice|You")
    assert laptop.import_file(out) == 2
    assert laptop.search() == notes.search()


def test_import_keeps_the_newer_note(tmp_path: Path, notes: NotesStore) -> None:
    notes.put("Carla", "old", now=T0)
    notes.put("Dmitri", "newer here", now=T0 + timedelta(days=2))
    other = NotesStore(tmp_path / "other.sqlite3", "x")
    other.put("Carla", "new", now=T0 + timedelta(days=1))
    other.put("Dmitri", "older there", now=T0 + timedelta(days=1))
    out = tmp_path / "n.json"
    other.export(out)
    assert notes.import_file(out) == 1
    assert [n.text for n in notes.search()] == ["new", "newer here"]


def _document(**change: object) -> dict[str, object]:
    entry: dict[str, object] = {"player": "Carla", "label": "red", "text": "hi",
             "updated": "2026-12-01T20:00:00+00:00"}
    entry.update(change)
    return {"format": FILE_FORMAT, "version": 1, "notes": [entry]}


BAD_FILES: list[tuple[str, object, str]] = [
    ("not_json", "{oops", "not JSON"),
    ("other_format", {"format": "hud-db", "version": 1, "notes": []}, "not an SKG Poker"),
    ("future_version", {"format": FILE_FORMAT, "version": 2, "notes": []}, "version 2"),
    ("notes_not_list", {"format": FILE_FORMAT, "version": 1, "notes": {}}, "must be a list"),
    ("entry_not_object", {"format": FILE_FORMAT, "version": 1, "notes": [3]}, "object"),
    ("text_not_text", _document(text=5), "\"text\" must be text"),
    ("unknown_label", _document(label="pink"), "unknown label"),
    ("no_time_zone", _document(updated="2026-12-01T20:00:00"), "no time zone"),
    ("bad_date", _document(updated="yesterday"), "not an ISO date"),
    ("no_player", _document(player=""), "player's name"),
    ("twice", {"format": FILE_FORMAT, "version": 1,
               "notes": [_document()["notes"][0]] * 2},  # type: ignore[index]
     "more than one note on Carla"),
]


@pytest.mark.parametrize(("name", "content", "message"), BAD_FILES,
                         ids=[b[0] for b in BAD_FILES])
def test_bad_file_is_refused_with_the_reason_and_changes_nothing(
        tmp_path: Path, notes: NotesStore, name: str, content: object, message: str) -> None:
    notes.put("Carla", "mine", now=T0 - timedelta(days=9))
    before = notes.search()
    path = tmp_path / f"{name}.json"
    path.write_text(content if isinstance(content, str) else json.dumps(content),
                    encoding="utf-8")
    with pytest.raises(NotesFileError, match=message):
        notes.import_file(path)
    assert notes.search() == before


def test_unreadable_files_are_refused(tmp_path: Path, notes: NotesStore) -> None:
    binary = tmp_path / "notes.json"
    binary.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(NotesFileError, match="not UTF-8"):
        notes.import_file(binary)
    with pytest.raises(NotesFileError, match="cannot be read"):
        notes.import_file(tmp_path / "missing.json")


def test_notes_live_under_the_user_data_dir(tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert default_notes_path().is_relative_to(tmp_path)
