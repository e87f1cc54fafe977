"""Practice › Session report: the player's preflop and showdown habits beside the strong bot's.

Each cell reads "you · strong bot" over this practice session's hands at the player's
tables (`client.practice.leaks`); the note under the table names the widest gaps, the
likely leaks, in percentage points.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtWidgets import QDialog, QHeaderView, QLabel, QTableView, QVBoxLayout, QWidget

from client.practice.leaks import LeakRow, SessionReport, Tally
from client.ui.record_model import Field, RecordModel

#: The five numbers, in `Tally.rates` order.
STAT_NAMES = (QT_TRANSLATE_NOOP("Columns", "VPIP"), QT_TRANSLATE_NOOP("Columns", "PFR"),
              QT_TRANSLATE_NOOP("Columns", "3-bet"),
              QT_TRANSLATE_NOOP("Columns", "Fold to 3-bet"),
              QT_TRANSLATE_NOOP("Columns", "Went to showdown"))
GAP_POINTS = 10
"""A gap this wide (percentage points, over 20 hands or more) is named as a leak."""


def _rate(value: float | None) -> str:
    return "—" if value is None else f"{value:.0%}"


def _pair(stat: int) -> Field[LeakRow]:
    def text(row: LeakRow) -> str:
        return f"{_rate(row.player.rates()[stat])} · {_rate(row.strong.rates()[stat])}"
    return Field(str(STAT_NAMES[stat]), text, align_right=True)


COLUMNS: tuple[Field[LeakRow], ...] = (
    Field(str(QT_TRANSLATE_NOOP("Columns", "Position")), lambda r: r.position),
    Field(str(QT_TRANSLATE_NOOP("Columns", "Hands")),
          lambda r: f"{r.player.hands} · {r.strong.hands}", align_right=True),
    *(_pair(i) for i in range(len(STAT_NAMES))),
)


def gaps(total: LeakRow) -> list[tuple[int, float]]:
    """The stats where the player differs from the strong bot by `GAP_POINTS` or more,
    widest first: (stat index, player minus bot in points)."""
    if total.player.hands < 20:
        return []
    found = []
    for i, (mine, theirs) in enumerate(zip(total.player.rates(), total.strong.rates(),
                                           strict=True)):
        if mine is not None and theirs is not None and \
                abs(mine - theirs) * 100 >= GAP_POINTS:
            found.append((i, (mine - theirs) * 100))
    return sorted(found, key=lambda g: -abs(g[1]))


class LeakReport(QDialog):
    """The session's numbers by position, the player's beside the strong bot's."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Session report"))
        self.model: RecordModel[LeakRow] = RecordModel(COLUMNS, self)
        self.view = QTableView()
        self.view.setModel(self.model)
        self.view.verticalHeader().hide()
        self.view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.view.setAccessibleName(self.tr("Session numbers by position"))
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.leaks = QLabel()
        self.leaks.setWordWrap(True)
        self.leaks.setTextFormat(Qt.TextFormat.PlainText)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.leaks)
        self.resize(820, 360)

    def show_report(self, report: SessionReport) -> None:
        """Show the report's rows (positions with no hands of the player's are left out)."""
        rows = report.rows
        if report.baseline:
            self.intro.setText(self.tr("Each cell: you over this session · the strong bot's "
                                       "own numbers from self-play (no strong bot sat at your "
                                       "tables this session)."))
        else:
            self.intro.setText(self.tr("Each cell: you · the strong bot, over this session's "
                                       "hands at your tables (offline practice)."))
        shown = [r for r in rows if r.player.hands or r.position == "All"]
        self.model.set_records(shown)
        total = rows[-1] if rows else LeakRow("All", Tally(), Tally())
        found = gaps(total)
        if total.player.hands < 20:
            self.leaks.setText(self.tr("Play at least 20 hands for the report to name leaks "
                                       "(%1 so far).").replace("%1", str(total.player.hands)))
        elif not found:
            self.leaks.setText(self.tr("No number is %1 points or more away from the strong "
                                       "bot's.").replace("%1", str(GAP_POINTS)))
        else:
            parts = [f"{QCoreApplication.translate('Columns', str(STAT_NAMES[i]))} "
                     f"{points:+.0f}" for i, points in found]
            self.leaks.setText(self.tr("Widest gaps from the strong bot (points): %1")
                               .replace("%1", ", ".join(parts)))
