"""Client updates as the server tells them: the "Update required" dialog when it refuses
this client's protocol version, and the gentle "a newer version exists" notice when its
welcome names a newer client.

The dialog opens with `open()` (never `exec()`: the qasync loop keeps running) and shows
the server's own words and its download link; Download opens the link in the browser.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

import client
from client.release import version_key as version_key  # re-exported for its tests
from client.ui.app.banner import link_html


def is_newer(latest: str, mine: str = client.__version__) -> bool:
    """Whether `latest` is a later release than this client's `mine`."""
    theirs, ours = version_key(latest), version_key(mine)
    return theirs is not None and ours is not None and theirs > ours


def newer_version_notice(latest: str, mine: str = client.__version__) -> str:
    """The notice for a newer client the server names ("" when there is none)."""
    if not is_newer(latest, mine):
        return ""
    return (f"SKG Poker {latest} is available (you have {mine}). "
            "This version still plays; update when it suits you.")


class UpdateRequiredDialog(QDialog):
    """The server refused this client: why (its message), and where to get one that fits."""

    def __init__(self, message: str, download_url: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Update required"))
        self.download_url = download_url
        headline = QLabel(self.tr("This version of SKG Poker (%1) cannot play on this server.")
                          .replace("%1", client.__version__))
        headline.setWordWrap(True)
        font = headline.font()
        font.setBold(True)
        headline.setFont(font)
        self.message = QLabel(self.tr("The server says: %1").replace("%1", message))
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        if download_url:
            where = self.tr("Download the new version from %1").replace(
                "%1", link_html(download_url))
        else:
            where = self.tr("Ask the server's operator where to download the new version.")
        self.link = QLabel(where)
        self.link.setWordWrap(True)
        self.link.setTextFormat(Qt.TextFormat.RichText)
        self.link.setOpenExternalLinks(True)
        self.link.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        offline = QLabel(self.tr("Offline practice still works: the Offline practice button."))
        offline.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.download_button = buttons.addButton(
            self.tr("&Download"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.download_button.setVisible(bool(download_url))
        self.download_button.setDefault(bool(download_url))
        layout = QVBoxLayout(self)
        for widget in (headline, self.message, self.link, offline):
            layout.addWidget(widget)
        layout.addWidget(buttons)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self._download)
        self.setMinimumWidth(460)

    def _download(self) -> None:
        QDesktopServices.openUrl(QUrl(self.download_url))
        self.accept()


def show_update_required(parent: QWidget, message: str,
                         download_url: str) -> UpdateRequiredDialog:
    """Open the dialog over `parent` (window-modal, not blocking the event loop)."""
    dialog = UpdateRequiredDialog(message, download_url, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog
