"""One fast-fold pool on screen: a single table tab that follows the player from hand to
hand (each new hand's table replaces the last one in place, no new window), with the pool's
own controls: Fast fold (enabled when the room says the player may fold now), sit out,
leave the pool, and a line saying where the player is (waiting, playing, sitting out).
"""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtCore import QT_TRANSLATE_NOOP, Signal
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from client.protocol.messages import ActionRequest, PoolState, TableEvent, TableSnapshot
from client.ui.locale_format import money_text
from client.ui.table.table_window import TableWindow

#: The player's place in the pool, in English (translated at display).
STATE_TEXT = {
    "waiting": QT_TRANSLATE_NOOP("PoolTableWindow", "Waiting for your next hand…"),
    "playing": QT_TRANSLATE_NOOP("PoolTableWindow", "In a hand"),
    "sitting_out": QT_TRANSLATE_NOOP("PoolTableWindow", "Sitting out (no hands dealt)"),
    "away": QT_TRANSLATE_NOOP("PoolTableWindow", "Disconnected: no hands dealt"),
    "left": QT_TRANSLATE_NOOP("PoolTableWindow", "You left the pool"),
}


class PoolTableWindow(QWidget):
    """A pool's tab: the pool controls above one `TableWindow` re-pointed at each hand."""

    fastFoldRequested = Signal(str, str)  # pool_id, hand_id
    leaveRequested = Signal(str)  # pool_id
    sitOutToggled = Signal(str, bool)  # pool_id, on
    actRequested = Signal(str, str, int)  # table_id, kind, amount

    def __init__(self, pool_id: str, name: str, hero: str, currency: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.pool_id = pool_id
        self.currency = currency
        self.state: PoolState | None = None
        self._folded_hand: str | None = None  # fast-folded: the button stays off for it
        self.hand = TableWindow(pool_id, hero, name)
        self._pool_controls_only()
        self.hand.set_currency(currency)
        self.status = QLabel(self.tr(str(STATE_TEXT["waiting"])))
        self.fast_fold = QPushButton(self.tr("&Fast fold"))
        self.fast_fold.setToolTip(
            self.tr("Fold now, before your turn, and go straight to a new hand"))
        self.fast_fold.setEnabled(False)
        self.sit_out = QCheckBox(self.tr("Sit out"))
        self.leave_button = QPushButton(self.tr("Leave &pool"))
        top = QHBoxLayout()
        top.addWidget(self.status, 1)
        top.addWidget(self.fast_fold)
        top.addWidget(self.sit_out)
        top.addWidget(self.leave_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.hand, 1)
        self.fast_fold.clicked.connect(self._on_fast_fold)
        self.leave_button.clicked.connect(lambda: self.leaveRequested.emit(pool_id))
        self.sit_out.toggled.connect(lambda on: self.sitOutToggled.emit(pool_id, on))
        self.hand.actRequested.connect(self.actRequested)

    @property
    def table_id(self) -> str:
        """The table of the hand shown now."""
        return self.hand.table_id

    def apply_state(self, state: PoolState) -> None:
        """Where the player is in the pool; a new hand's table takes over the tab."""
        self.state = state
        english = STATE_TEXT.get(state.state)
        text = self.tr(str(english)) if english else state.state
        if state.state != "left":
            text += self.tr(" — stack %1").replace(
                "%1", money_text(_money(state.stack), self.currency))
        if state.state == "waiting" and state.ready < state.needed:
            text += self.tr(" (pool: %1 of %2 players ready)").replace(
                "%1", str(state.ready)).replace("%2", str(state.needed))
        self.status.setText(text)
        self.fast_fold.setEnabled(state.can_fast_fold and state.hand_id != self._folded_hand)
        self.sit_out.blockSignals(True)
        self.sit_out.setChecked(state.state == "sitting_out")
        self.sit_out.blockSignals(False)
        if state.table_id is not None and state.table_id != self.hand.table_id:
            self.hand.table_id = state.table_id  # the next hand, same window
            self.hand.tracker.table_id = state.table_id
        if state.message:
            self.hand.banner.show_message(state.message, "info")

    def apply_snapshot(self, snap: TableSnapshot) -> None:
        """The new hand's table, drawn from scratch (the pool's own controls replace the
        table's leave and sit-out ones)."""
        self.hand.apply_snapshot(snap)
        self._pool_controls_only()

    def _pool_controls_only(self) -> None:
        """The table's leave and sit-out controls are the pool's here; nobody waits for
        or sits out a big blind in a pool (it goes to whoever has gone longest without)."""
        for control in (self.hand.leave_button, self.hand.sit_out,
                        self.hand.sit_out_big_blind, self.hand.wait_big_blind):
            control.hide()

    def apply_event(self, event: TableEvent) -> None:
        """One event of the hand shown."""
        self.hand.apply_event(event)

    def apply_request(self, request: ActionRequest) -> None:
        """The player's turn in the hand shown (not in a hand fast-folded already: the
        request crossed the fast fold, which folds the hand when the turn comes)."""
        if request.hand_id is not None and request.hand_id == self._folded_hand:
            return
        self.hand.apply_request(request)

    def _on_fast_fold(self) -> None:
        state = self.state
        self.fast_fold.setEnabled(False)
        self._folded_hand = state.hand_id if state else None
        self.fastFoldRequested.emit(self.pool_id, self._folded_hand or "")


def _money(chips: int) -> Decimal:
    """Pool chips are cents of the pool's currency."""
    return Decimal(chips) / 100
