"""Practice › Push/fold trainer: a random short-stack spot, the player's answer, the chart.

Each spot (`client.practice.drill`) asks Push or Fold (first in) or Call or Fold (in the
big blind facing an all-in). The answer shows the project's Nash chart with the hand
outlined, and in a sit-and-go near the money the prize values of both answers and why
ICM changes the chart's answer when it does. A running score counts right answers.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QKeyEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from client.engine.cards import RANKS
from client.practice.drill import DrillAnswer, DrillSpot, Move, answer, chart_share, random_spot
from client.ui.table.cards import CARD_ASPECT, paint_card
from client.ui.trainer.chart_grid import ChartGrid


class HoleCards(QWidget):
    """The spot's two cards, drawn like the table's."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cards: tuple[str, ...] = ()
        self.setFixedSize(QSize(2 * 62 + 8, 86))

    def show_cards(self, cards: tuple[str, ...]) -> None:
        """Draw these cards, the higher first (as the chart names the hand: Q4o, not 4Qo)."""
        self.cards = tuple(sorted(cards, key=lambda card: RANKS.index(card[0]), reverse=True))
        self.setAccessibleName(" ".join(self.cards))
        self.update()

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        height = self.height() - 2
        width = height * CARD_ASPECT
        for i, card in enumerate(self.cards):
            paint_card(painter, QRectF(1 + i * (width + 8), 1, width, height), card)
        painter.end()


def _bb(value: float) -> str:
    return f"{value:g}"


class PushFoldTrainer(QDialog):
    """The drill window: spot, two answer buttons, feedback with the chart, score."""

    def __init__(self, rng: random.Random | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Push/fold trainer"))
        self._rng = rng or random.Random()
        self.spot: DrillSpot = random_spot(self._rng)
        self.answered: DrillAnswer | None = None
        self.right = 0
        self.asked = 0
        self.cards = HoleCards()
        self.situation = QLabel()
        self.situation.setWordWrap(True)
        self.situation.setTextFormat(Qt.TextFormat.PlainText)
        self.go_button = QPushButton()
        self.fold_button = QPushButton(self.tr("&Fold"))
        self.next_button = QPushButton(self.tr("&Next spot"))
        self.tournaments = QCheckBox(self.tr("Include &tournament spots (ICM)"))
        self.tournaments.setChecked(True)
        self.verdict = QLabel()
        self.verdict.setWordWrap(True)
        self.verdict.setTextFormat(Qt.TextFormat.PlainText)
        self.reason = QLabel()
        self.reason.setWordWrap(True)
        self.reason.setTextFormat(Qt.TextFormat.PlainText)
        self.grid = ChartGrid()
        keep_place = self.grid.sizePolicy()  # hidden before an answer, its room kept: the
        keep_place.setRetainSizeWhenHidden(True)  # buttons above stay where the mouse is
        self.grid.setSizePolicy(keep_place)
        self.score = QLabel()
        self.score.setAccessibleName(self.tr("Score"))
        self._layout()
        self.go_button.clicked.connect(lambda: self.choose(self.spot.moves[0]))
        self.fold_button.clicked.connect(lambda: self.choose(Move.FOLD))
        self.next_button.clicked.connect(self.next_spot)
        self._show_spot()

    def _layout(self) -> None:
        top = QHBoxLayout()
        top.addWidget(self.cards)
        top.addWidget(self.situation, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.go_button)
        buttons.addWidget(self.fold_button)
        buttons.addStretch(1)
        buttons.addWidget(self.next_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(buttons)
        layout.addWidget(self.verdict)
        layout.addWidget(self.reason)
        layout.addWidget(self.grid, 1)
        bottom = QHBoxLayout()
        bottom.addWidget(self.score, 1)
        bottom.addWidget(self.tournaments)
        layout.addLayout(bottom)
        self.resize(560, 720)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """P pushes (C calls, facing an all-in), F folds, N or Enter deals the next spot;
        the key of the other move does nothing (as the buttons' underlined letters say)."""
        key = event.key()
        go = self.spot.moves[0]
        if key == (Qt.Key.Key_C if go is Move.CALL else Qt.Key.Key_P) and \
                self.answered is None:
            self.choose(go)
        elif key == Qt.Key.Key_F and self.answered is None:
            self.choose(Move.FOLD)
        elif key in (Qt.Key.Key_N, Qt.Key.Key_Return, Qt.Key.Key_Enter) and \
                self.answered is not None:
            self.next_spot()
        else:
            super().keyPressEvent(event)

    # --- spots ----------------------------------------------------------------------
    def next_spot(self) -> None:
        """Deal a new spot (tournament spots only while the box is ticked)."""
        share = 0.35 if self.tournaments.isChecked() else 0.0
        self.spot = random_spot(self._rng, share)
        self._show_spot()

    def show_spot(self, spot: DrillSpot) -> None:
        """Ask about this spot (tests and screenshots choose it)."""
        self.spot = spot
        self._show_spot()

    def _show_spot(self) -> None:
        self.answered = None
        spot = self.spot
        self.cards.show_cards(spot.cards)
        self.situation.setText(self._describe(spot))
        go = spot.moves[0]
        self.go_button.setText(self.tr("&Call") if go is Move.CALL else self.tr("&Push"))
        for button in (self.go_button, self.fold_button):
            button.setEnabled(True)
        self.next_button.setEnabled(False)
        self.verdict.setText(self.tr("Push or fold? (Call or fold facing an all-in.)"))
        self.reason.clear()
        self.grid.hide()
        self._show_score()

    def _describe(self, spot: DrillSpot) -> str:
        """The spot in words: money first in a tournament, then seat, stack and ante."""
        lines = []
        if spot.tourney is not None:
            prizes = " / ".join(f"{p:g}%" for p in spot.tourney.prizes)
            line = self.tr("Sit-and-go: %1 players left, %2 paid (%3).") \
                .replace("%1", str(spot.tourney.players_left)) \
                .replace("%2", str(len(spot.tourney.prizes))).replace("%3", prizes)
            if spot.tourney.bubble:
                line += " " + self.tr("On the bubble.")
            lines.append(line)
            stacks = ", ".join(_bb(s / 100) for s in spot.tourney.stacks)
            lines.append(self.tr("Other stacks (big blinds): %1").replace("%1", stacks))
        stack = _bb(spot.stack_bb)
        if spot.facing_all_in:
            lines.append(self.tr("You are in the big blind with %1 big blinds. Everyone "
                                 "folds to the small blind, who moves all in.")
                         .replace("%1", stack))
        else:
            lines.append(self.tr("You are first in from %1 with %2 big blinds; %3 player(s) "
                                 "still to act.").replace("%1", spot.position)
                         .replace("%2", stack).replace("%3", str(spot.behind)))
        if spot.ante:
            lines.append(self.tr("Antes: %1 of the big blind each.")
                         .replace("%1", f"{spot.ante:.1%}"))
        return "\n".join(lines)

    # --- answers --------------------------------------------------------------------
    def choose(self, move: Move) -> None:
        """The player's answer: score it, show the right one, the chart and the reason."""
        if self.answered is not None:
            return
        spot = self.spot
        result = self.answered = answer(spot)
        self.asked += 1
        right = move is result.best
        self.right += right
        word = {Move.PUSH: self.tr("push"), Move.CALL: self.tr("call"),
                Move.FOLD: self.tr("fold")}
        if right:
            self.verdict.setText(self.tr("Right: %1.").replace("%1", word[result.best]))
        else:
            self.verdict.setText(self.tr("The answer is %1 (you chose %2).")
                                 .replace("%1", word[result.best]).replace("%2", word[move]))
        self.reason.setText(self._reason(spot, result, word))
        self.grid.show_range(result.chart_range, spot.hand)
        self.grid.show()
        for button in (self.go_button, self.fold_button):
            button.setEnabled(False)
        self.next_button.setEnabled(True)
        self.next_button.setFocus()
        self._show_score()

    def _reason(self, spot: DrillSpot, result: DrillAnswer, word: dict[Move, str]) -> str:
        """The chart's range and the hand's place in it; ICM's values when money counts."""
        share = f"{chart_share(result):.0%}"
        where = self.tr("%1, %2 big blinds effective").replace("%1", spot.position) \
            .replace("%2", _bb(round(spot.effective_bb, 1)))
        if spot.facing_all_in:
            chart = self.tr("Chart (%1): call with %2 of hands.")
        else:
            chart = self.tr("Chart (%1): push %2 of hands.")
        lines = [chart.replace("%1", where).replace("%2", share) + " " +
                 self.tr("%1 is a %2 there.").replace("%1", spot.hand)
                 .replace("%2", word[result.chart])]
        if result.prize_values is not None:
            go, fold = result.prize_values
            lines.append(self.tr("ICM: %1 is worth %2 of the prize pool, fold %3.")
                         .replace("%1", word[spot.moves[0]]).replace("%2", f"{go:.1%}")
                         .replace("%3", f"{fold:.1%}"))
            if result.icm_changed:
                lines.append(self.tr("Prize money changes the chart's answer: near the money "
                                     "the chips you can lose are worth more than the chips "
                                     "you can win, so %1 instead.")
                             .replace("%1", word[result.best]))
            else:
                lines.append(self.tr("ICM agrees with the chart here."))
        return "\n".join(lines)

    def _show_score(self) -> None:
        if self.asked:
            self.score.setText(self.tr("Score: %1 of %2 right (%3)")
                               .replace("%1", str(self.right)).replace("%2", str(self.asked))
                               .replace("%3", f"{self.right / self.asked:.0%}"))
        else:
            self.score.setText(self.tr("Score: no answers yet"))
