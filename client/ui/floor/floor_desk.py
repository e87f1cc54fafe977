"""The Floor as the session runs it: Tools › Floor opens the window and watches the floor
(`FloorOpen`); the window's commands go out through the link, refusals come back to it.
"Join chat" opens the table's window, where staff speak as the floor.

Offline the tester is the floor. On a server only staff are: the first refusal
(``STAFF_ONLY``) closes the window, says so, and turns the menu item off for the session.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from client.protocol import messages as m
from client.ui.app.banner import Banner
from client.ui.app.link import Link
from client.ui.floor.floor_window import FloorWindow


class FloorDesk:
    """Owns the Floor window (made on first use) and the Tools › Floor action."""

    def __init__(self, parent: QWidget, banner: Banner, link: Link, action: QAction,
                 join_chat: Callable[[str], None]) -> None:
        self._parent = parent
        self._join_chat = join_chat
        self._banner = banner
        self._link = link
        self.action = action
        self.window: FloorWindow | None = None
        action.triggered.connect(self.show)

    def _stop_watching(self) -> None:
        """The window closed: stop watching the floor, if there is still a room to tell
        (at quit the link is closed first and its banner may be gone)."""
        if self._link.adapter is not None:
            self._link.send(m.FloorClose())

    def show(self) -> FloorWindow:
        """Open the Floor window and watch the floor."""
        if self.window is None:
            self.window = FloorWindow()
            self.window.commandRequested.connect(self.send)
            self.window.closed.connect(self._stop_watching)
            self.window.joinChatRequested.connect(self.join_chat)
        self.window.show()
        self.window.raise_()
        self.window.activateWindow()
        self.send(m.FloorOpen())
        return self.window

    def join_chat(self, table_id: str) -> None:
        """Come to a table as the floor: its window opens (the room sends its view) and
        what staff type there is the floor's line."""
        self._join_chat(table_id)
        self.send(m.FloorChat(table_id=table_id))

    def send(self, command: m.Command) -> None:
        """A staff command; a refusal is shown in the window (or ends it: not staff)."""
        self._link.send_numbered(command, self._refused)

    def _refused(self, message: str) -> None:
        window = self.window
        if "staff only" in message:
            self.action.setEnabled(False)
            if window is not None:
                window.hide()
            self._banner.show_message(
                "The floor is for the site's staff: this account is not staff.", "warn")
        elif window is not None:
            window.show_refusal(message)

    def apply_view(self, view: m.FloorView) -> None:
        """A fresh view of the floor."""
        if self.window is not None:
            self.window.apply_view(view)

    def apply_preview(self, preview: m.FloorCancelPreview) -> None:
        """The payouts of a cancellation not yet confirmed."""
        if self.window is not None:
            self.window.apply_preview(preview)

    def close(self) -> None:
        """The session closes: so does the Floor window (it showed that room's floor).
        The room is not told: leaving it ends watching the floor."""
        if self.window is not None:
            window, self.window = self.window, None
            window.closed.disconnect(self._stop_watching)
            window.close()
            window.deleteLater()

    def reset(self, practice: bool) -> None:
        """Another room: the window closes; offline the tester is the floor, on a server
        the room decides (the menu item stays on until it refuses)."""
        if self.window is not None:
            self.window.hide()
        self.action.setEnabled(True)
        self.action.setToolTip("Offline: you are the floor (deal requests, pauses, "
                               "cancellations)" if practice else
                               "The site's staff: pauses, deal requests, cancellations")
