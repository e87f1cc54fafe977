"""The practice tools as the session runs them: the trainer and the leak report windows,
made on first use, open only while the offline practice room is in use.

The room is reached through the local adapter (`practice_room`), never through the
protocol: a server connection has no way to them, and the desk refuses while one is used.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QWidget

from client.adapters.base import Adapter
from client.adapters.local import LocalAdapter
from client.service import RoomService
from client.ui.bring_to_front import bring_to_front
from client.ui.trainer.leak_report import LeakReport
from client.ui.trainer.push_fold_trainer import PushFoldTrainer


def practice_room(adapter: Adapter | None) -> RoomService | None:
    """The offline practice room behind ``adapter``; None for a server (real money)."""
    if isinstance(adapter, LocalAdapter) and adapter.room.service.practice_mode:
        return adapter.room.service
    return None


class TrainerDesk:
    """Owns the trainer and the leak report windows."""

    def __init__(self, parent: QWidget, adapter: Callable[[], Adapter | None],
                 player: Callable[[], str]) -> None:
        self._parent = parent
        self._adapter = adapter
        self._player = player
        self.trainer: PushFoldTrainer | None = None
        self.report: LeakReport | None = None

    def show_trainer(self) -> PushFoldTrainer | None:
        """Open the push/fold trainer (None, nothing opened, away from offline practice)."""
        if practice_room(self._adapter()) is None:
            return None
        if self.trainer is None:
            self.trainer = PushFoldTrainer(parent=self._parent)
        bring_to_front(self.trainer)
        return self.trainer

    def show_report(self) -> LeakReport | None:
        """Open the session report with this session's numbers (None away from practice)."""
        room = practice_room(self._adapter())
        if room is None:
            return None
        if self.report is None:
            self.report = LeakReport(self._parent)
        self.report.show_report(room.coach.leak_report(self._player()))
        bring_to_front(self.report)
        return self.report

    def close(self) -> None:
        """Close both windows (the session switches rooms)."""
        for window in (self.trainer, self.report):
            if window is not None:
                window.close()
