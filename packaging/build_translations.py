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
SOURCES = (
    "app/main_window.py", "app/settings.py", "app/settings_dialog.py", "app/banner.py",
    "app/connect_dialog.py", "app/password_dialog.py", "app/debug_panel.py",
    "app/sounds.py", "app/tester_tab.py", "app/responsible_gaming.py", "app/open_report.py",
    "lobby/lobby.py", "lobby/lobby_model.py", "lobby/waitlist.py", "lobby/table_preview.py",
    "table/table_window.py", "table/table_widget.py", "table/table_tracker.py",
    "table/table_state.py", "table/action_bar.py", "table/sizing.py", "table/chat.py",
    "table/deal_panel.py", "table/buy_in_dialog.py", "table/dealer.py",
    "table/tournament_bar.py", "table/table_desk.py",
    "tournament/tournament_lobby.py", "tournament/tournament_text.py",
    "tournament/tournament_clock.py", "tournament/seat_exchange.py",
    "histories/history.py", "histories/history_file_view.py", "histories/replay_window.py",
    "regular/notes.py", "regular/graphs.py", "regular/player_search.py",
    "fastfold/fastfold_desk.py", "fastfold/fastfold_table.py",
    "trainer/chart_grid.py", "trainer/push_fold_trainer.py", "trainer/leak_report.py",
    "floor/floor_window.py", "floor/deal_editor.py", "floor/floor_columns.py",
)


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
