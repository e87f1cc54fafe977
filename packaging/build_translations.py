"""Compile the translation catalogues (resources/translations/*.ts) to .qm with Qt's
lrelease (shipped with PySide6 as pyside6-lrelease), and refresh the catalogues from the
sources with lupdate when asked.

    python3 packaging/build_translations.py            # .ts -> .qm (the packaging step)
    python3 packaging/build_translations.py --update   # sources -> .ts (new strings), then .qm
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TRANSLATIONS = ROOT / "resources" / "translations"
#: The modules whose strings go through Qt's translation system.
SOURCES = ("main_window.py", "settings.py", "settings_dialog.py", "notes.py", "graphs.py",
           "player_search.py", "lobby.py", "lobby_model.py", "table_window.py",
           "table_widget.py", "table_tracker.py", "table_state.py", "action_bar.py",
           "sizing.py", "chat.py", "deal_panel.py", "banner.py", "buy_in_dialog.py",
           "connect_dialog.py", "fastfold_desk.py", "fastfold_table.py", "waitlist.py",
           "debug_panel.py", "table_preview.py", "tournament_lobby.py",
           "tournament_text.py", "tournament_clock.py", "history.py",
           "history_file_view.py", "replay_window.py", "sounds.py")


def update() -> None:
    """Add new source strings to every catalogue (existing translations are kept)."""
    files = [str(ROOT / "client" / "ui" / name) for name in SOURCES]
    for ts in sorted(TRANSLATIONS.glob("*.ts")):
        subprocess.run(["pyside6-lupdate", *files, "-ts", str(ts), "-no-obsolete"],
                       check=True)


def release(out: Path = TRANSLATIONS) -> list[Path]:
    """Compile every catalogue to `out`/<name>.qm; returns the files written."""
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for ts in sorted(TRANSLATIONS.glob("*.ts")):
        qm = out / f"{ts.stem}.qm"
        subprocess.run(["pyside6-lrelease", str(ts), "-qm", str(qm)], check=True,
                       capture_output=True)
        written.append(qm)
    return written


if __name__ == "__main__":
    if "--update" in sys.argv[1:]:
        update()
    for path in release():
        print(path)
