"""Settings › Responsible gaming: self-exclusion for a chosen period.

The page shows whether the player is self-excluded and until when (from the room's
`SelfExclusionState`), offers the periods, and asks for confirmation with the site's rule
spelled out (tournaments under way are finished; a later day of a multi-day or phased
tournament already reached can still be played; nothing new until the end; it cannot be
shortened). Only a confirmed choice leaves the page, as `excludeRequested(period)`; the
room answers with the new state. The confirmation is a non-modal `open()` box (never
`exec()` under qasync).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Signal
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from client.protocol.messages import ExclusionPeriod, SelfExclusionState
from client.ui.locale_format import date_time_text

PERIODS = ((ExclusionPeriod.DAY, QT_TRANSLATE_NOOP("ResponsibleGamingPage", "24 hours")),
           (ExclusionPeriod.WEEK, QT_TRANSLATE_NOOP("ResponsibleGamingPage", "7 days")),
           (ExclusionPeriod.MONTH, QT_TRANSLATE_NOOP("ResponsibleGamingPage", "30 days")),
           (ExclusionPeriod.HALF_YEAR, QT_TRANSLATE_NOOP("ResponsibleGamingPage", "6 months")),
           (ExclusionPeriod.PERMANENT, QT_TRANSLATE_NOOP("ResponsibleGamingPage",
                                                         "Permanently")))


class ResponsibleGamingPage(QWidget):
    """The Responsible gaming tab; emits `excludeRequested(ExclusionPeriod)` once the
    player confirmed."""

    excludeRequested = Signal(object)

    def __init__(self, state: SelfExclusionState | None, practice: bool,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.period = QComboBox()
        for period, label in PERIODS:
            self.period.addItem(self.tr(str(label)), period)
        self.exclude = QPushButton(self.tr("Self-e&xclude…"))
        self.exclude.clicked.connect(self._confirm)
        rule = QLabel(self._rule_text())
        rule.setWordWrap(True)
        where = QLabel(self.tr(
            "In offline practice the exclusion lasts until you close the client (practice "
            "uses play money). On a server it is kept with your account on every server "
            "node.") if practice else self.tr(
            "The server keeps the exclusion with your account: it holds on every device."))
        where.setWordWrap(True)
        box = QGroupBox(self.tr("Self-exclusion"))
        form = QFormLayout(box)
        form.addRow(self.status)
        form.addRow(rule)
        form.addRow(self.tr("P&eriod:"), self.period)
        form.addRow("", self.exclude)
        form.addRow(where)
        layout = QVBoxLayout(self)
        layout.addWidget(box)
        layout.addStretch(1)
        self.confirmation: QMessageBox | None = None
        self.show_state(state)

    def _rule_text(self) -> str:
        return self.tr(
            "While you are self-excluded you cannot register for tournaments or sit & gos, "
            "rebuy, add on, or take a seat at a cash table. Tournaments you are already "
            "playing are finished, and if you have qualified for Day 2 (or a later day) of "
            "a multi-day or phased tournament you may still play it; if you choose not to, "
            "you receive no compensation. An exclusion can be lengthened but never "
            "shortened or lifted early.")

    def show_state(self, state: SelfExclusionState | None) -> None:
        """The player's exclusion as the room last told it."""
        self.status.setText(exclusion_text(state))

    def chosen(self) -> ExclusionPeriod:
        """The period the combo box shows."""
        return ExclusionPeriod(str(self.period.currentData()))

    def _confirm(self) -> None:
        """Ask once more, with the rule, before anything is sent."""
        box = self.confirmation = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Self-exclude"))
        box.setText(self.tr("Self-exclude (%1)?").replace("%1", self.period.currentText()))
        box.setInformativeText(self._rule_text())
        box.setStandardButtons(QMessageBox.StandardButton.Yes
                               | QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        period = self.chosen()
        box.buttonClicked.connect(lambda button: self._answered(box, button, period))
        box.open()

    def _answered(self, box: QMessageBox, button: QAbstractButton,
                  period: ExclusionPeriod) -> None:
        if box.standardButton(button) is QMessageBox.StandardButton.Yes:
            self.excludeRequested.emit(period)


def exclusion_text(state: SelfExclusionState | None) -> str:
    """"You are self-excluded until ..." (or permanently, or not) for the page and the
    lobby's banner."""
    if state is None or not state.excluded:
        return QCoreApplication.translate("ResponsibleGamingPage", "You are not self-excluded.")
    if state.until is None:
        return QCoreApplication.translate(
            "ResponsibleGamingPage",
            "You are self-excluded permanently: you cannot enter tournaments or take seats.")
    return QCoreApplication.translate(
        "ResponsibleGamingPage",
        "You are self-excluded until %1: you cannot enter tournaments or take seats until "
        "then.").replace("%1", date_time_text(state.until))
