"""The client's fast-fold pools and waiting lists: what the session hands over of the room's
events (pool states, seat offers, waiting lists, and every event of a pool's tables) and
the commands the pool tab, the waiting-list box and the offer bar send.

Each pool has one tab (`PoolTableWindow`) that follows the player from hand to hand; pool
hands go into the session's hand history like any other. The session calls `on_event`
first and skips an event this desk took.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QObject, Qt

from client.histories.own.tables import pool_info
from client.protocol.messages import (
    AcceptSeat,
    Act,
    ActionKind,
    ActionRequest,
    BalanceRow,
    ChatLine,
    DeclineSeat,
    Event,
    FastFold,
    JoinPool,
    JoinWaitingList,
    LeavePool,
    LeaveWaitingList,
    LobbySnapshot,
    LobbyUpdate,
    PoolList,
    PoolSitOut,
    PoolState,
    RingRow,
    SeatOffer,
    SeatOfferEnded,
    TableEvent,
    TableSnapshot,
    WaitingListState,
)
from client.ui.app.link import Link
from client.ui.app.main_window import MainWindow
from client.ui.app.settings import Settings
from client.ui.fastfold.fastfold_table import PoolTableWindow
from client.ui.histories.history_desk import HistoryDesk
from client.ui.lobby.waitlist import PoolsTab, SeatOfferBar, WaitingBox
from client.ui.table.buy_in_dialog import BuyInDialog, available_in
from client.ui.table.table_desk import TableDesk
from client.ui.table.table_state import TableView
from client.ui.table.table_window import TableWindow

#: How a seat offer ended, in English ("%1" is the table; translated at display).
OUTCOME_TEXT = {
    "accepted": QT_TRANSLATE_NOOP("FastFoldDesk", "You took the seat at %1."),
    "declined": QT_TRANSLATE_NOOP("FastFoldDesk", "You declined the seat at %1."),
    "expired": QT_TRANSLATE_NOOP(
        "FastFoldDesk", "The seat offer at %1 expired: you lost your place on that list."),
}


class FastFoldDesk(QObject):
    """Owns the pool tabs, the pools tab of the lobby, the waiting-list box and the offer
    bar, and sends their commands through the link."""

    def __init__(self, window: MainWindow, link: Link, tables: TableDesk,
                 balances: dict[str, BalanceRow], histories: HistoryDesk,
                 settings: Callable[[], Settings], parent: QObject) -> None:
        super().__init__(parent)
        self._window = window
        self._link = link
        self._tables = tables
        self._balances = balances
        self._histories = histories
        self._settings = settings
        lobby = window.lobby
        self.pools_tab = PoolsTab()
        lobby.tabs.addTab(self.pools_tab, self.tr("Fast fold"))
        self.waiting = WaitingBox()
        details = lobby.details.layout()
        assert details is not None
        details.addWidget(self.waiting)
        self.offer_bar = SeatOfferBar()
        outer = lobby.layout()
        assert outer is not None
        outer.addWidget(self.offer_bar)
        self.windows: dict[str, PoolTableWindow] = {}
        # Hands folded and moved on from, by table: their last view, so the rest of the
        # hand (the room still sends it) goes into the hand history like any hand.
        self.behind: dict[str, TableView] = {}
        self.offers: dict[int, SeatOffer] = {}
        self.buy_in_dialog: BuyInDialog | None = None
        self.pools_tab.joinRequested.connect(self.ask_join)
        self.waiting.joinRequested.connect(
            lambda tid, any_table: self._link.send(
                JoinWaitingList(table_id=tid, any_table=any_table)))
        self.waiting.leaveRequested.connect(
            lambda tid: self._link.send(LeaveWaitingList(table_id=tid)))
        self.offer_bar.acceptRequested.connect(self.ask_accept)
        self.offer_bar.declineRequested.connect(
            lambda oid: self._link.send(DeclineSeat(offer_id=oid)))
        lobby.ringDescribed.connect(self._ring_selected)

    def close(self) -> None:
        """The connection closed: every pool tab goes."""
        for pool_id in list(self.windows):
            self._drop(pool_id)
        self.offer_bar.end(self.offer_bar.offer.offer_id if self.offer_bar.offer else 0)

    # --- events in ----------------------------------------------------------------------
    def on_event(self, event: Event) -> bool:
        """Take the events that are this desk's; True when the session should skip it."""
        if isinstance(event, LobbySnapshot):
            self.pools_tab.set_rows(event.pools)
            return False
        if isinstance(event, LobbyUpdate):
            if event.pools:
                self.pools_tab.set_rows(event.pools, replace=False)
            self._refresh_waiting()
            return False
        if isinstance(event, PoolList):
            self.pools_tab.set_rows(event.pools)
        elif isinstance(event, PoolState):
            self._on_state(event)
        elif isinstance(event, SeatOffer):
            self.offers[event.offer_id] = event
            self.offer_bar.show_offer(event)
            self._window.banner.show_message(
                self.tr("A seat is free for you at %1: accept it in the lobby before it "
                        "is offered to the next player.").replace("%1", event.name), "info")
        elif isinstance(event, SeatOfferEnded):
            self.offer_bar.end(event.offer_id)
            offer = self.offers.pop(event.offer_id, None)
            name = offer.name if offer else event.table_id
            self._window.banner.show_message(
                self.tr(str(OUTCOME_TEXT[event.outcome])).replace("%1", name)
                if event.outcome in OUTCOME_TEXT else event.outcome,
                "warn" if event.outcome == "expired" else "info")
        elif isinstance(event, WaitingListState):
            self.waiting.set_lists(event.lists, self._waiting_for(self.waiting.table_id))
        elif isinstance(event, TableSnapshot | TableEvent | ActionRequest):
            return self._on_table(event)
        elif isinstance(event, ChatLine):
            return self._on_chat(event)
        else:
            return False
        return True

    def _on_state(self, state: PoolState) -> None:
        window = self.windows.get(state.pool_id)
        if state.state == "left":
            self._window.banner.show_message(state.message, "info")
            self._drop(state.pool_id)
            return
        if window is None:
            window = self._open(state)
        before = window.table_id
        self._leave_behind(window)
        window.apply_state(state)
        if window.table_id == before:
            self.behind.pop(before, None)  # still there

    def _leave_behind(self, window: PoolTableWindow) -> None:
        """The tab may move on from a hand still being played: keep that hand's view."""
        tracker = window.hand.tracker
        if tracker.hand_running and tracker.hero_seat is not None:
            self.behind[window.table_id] = tracker.view

    def _on_table(self, event: TableSnapshot | TableEvent | ActionRequest) -> bool:
        window = next((w for w in self.windows.values() if w.table_id == event.table_id),
                      None)
        if window is None:
            return self._on_hand_behind(event)
        if isinstance(event, TableSnapshot):
            window.apply_snapshot(event)
            row = self.pools_tab.rows.get(window.pool_id)
            if row is not None:  # the pool's name and money in the hands saved
                self._histories.history.logs.describe(pool_info(event, row))
        elif isinstance(event, ActionRequest):
            window.apply_request(event)
        else:
            window.apply_event(event)
            self._histories.record(event, window.hand.tracker.view)
        return True

    def _on_hand_behind(self, event: TableSnapshot | TableEvent | ActionRequest) -> bool:
        """The rest of a pool hand we folded and moved on from: into the hand history
        only (no window); False for a table that is not a pool hand of ours."""
        view = self.behind.get(event.table_id)
        if view is None:
            return False
        if isinstance(event, TableEvent):
            self._histories.record(event, view)
            if event.kind == "hand_ended":
                del self.behind[event.table_id]
        return True

    def _on_chat(self, line: ChatLine) -> bool:
        """A line about one of a pool's hands (the trainer's review comes after we moved
        on to the next hand): in that pool's tab, never a window of its own."""
        window = next((w for w in self.windows.values()
                       if line.table_id == w.table_id
                       or line.table_id.startswith(f"{w.pool_id}.")), None)
        if window is None:
            return False
        window.hand.apply_chat(line)
        return True

    # --- requests out -------------------------------------------------------------------
    def ask_join(self, pool_id: str) -> BuyInDialog | None:
        """The buy-in dialog for a pool, then JoinPool with the amount chosen."""
        row = self.pools_tab.rows.get(pool_id)
        if row is None:
            return None
        ring = RingRow(table_id=row.pool_id, name=row.name, game=row.game, stakes=row.stakes,
                       currency=row.currency, seats=row.seats, players=row.players,
                       min_buy_in=row.min_buy_in, max_buy_in=row.max_buy_in)
        return self._buy_in(ring, lambda amount: JoinPool(pool_id=pool_id, buy_in=amount))

    def ask_accept(self, offer: SeatOffer) -> BuyInDialog | None:
        """The buy-in dialog for the offered seat, then AcceptSeat."""
        position = self._window.lobby.rings.position_of(offer.table_id)
        if position is None:
            return None
        row = self._window.lobby.rings.row_at(position)
        return self._buy_in(row, lambda amount: AcceptSeat(offer_id=offer.offer_id,
                                                           buy_in=amount))

    def _buy_in(self, row: RingRow, command: object) -> BuyInDialog:
        dialog = BuyInDialog(row, 0, available_in(self._balances, row.currency),
                             self._window, pool=True)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.buyInChosen.connect(
            lambda _tid, _seat, amount: self._link.send(command(amount)))  # type: ignore[operator]
        dialog.open()
        self.buy_in_dialog = dialog
        return dialog

    def dress_table(self, window: TableWindow) -> None:
        """A ring table's "Join waiting list" button (the table shows it when full and
        watched) sends the same command as the lobby's."""
        tid = window.table_id
        window.join_waiting_list.clicked.connect(
            lambda: self._link.send(JoinWaitingList(table_id=tid)))
        window.offers_waiting_list = self._window.lobby.rings.position_of(tid) is not None

    # --- inside -------------------------------------------------------------------------
    def _open(self, state: PoolState) -> PoolTableWindow:
        row = self.pools_tab.rows.get(state.pool_id)
        window = PoolTableWindow(state.pool_id, state.name, self._link.player_id,
                                 row.currency if row else "")
        window.hand.apply_settings(self._settings())
        window.actRequested.connect(
            lambda tid, kind, amount: self._link.send(
                Act(table_id=tid, action=ActionKind(kind), amount=amount)))
        window.fastFoldRequested.connect(
            lambda pid, hand: self._link.send(FastFold(pool_id=pid, hand_id=hand or None)))
        window.leaveRequested.connect(lambda pid: self._link.send(LeavePool(pool_id=pid)))
        window.sitOutToggled.connect(
            lambda pid, on: self._link.send(PoolSitOut(pool_id=pid, on=on)))
        window.hand.historyRequested.connect(self._histories.show)
        self.windows[state.pool_id] = window
        self._window.add_table_tab(window, state.name)
        return window

    def _drop(self, pool_id: str) -> None:
        window = self.windows.pop(pool_id, None)
        if window is not None:
            self._leave_behind(window)
            index = self._window.tabs.indexOf(window)
            if index >= 0:
                self._window.tabs.removeTab(index)
            window.deleteLater()

    def _ring_selected(self, table_id: str) -> None:
        self.waiting.show_table(table_id, self._waiting_for(table_id), self._list_offered(table_id))

    def _refresh_waiting(self) -> None:
        tid = self.waiting.table_id
        self.waiting.show_table(tid, self._waiting_for(tid), self._list_offered(tid))

    def _list_offered(self, table_id: str) -> bool:
        """A full table the player does not sit at: its own waiting list makes sense."""
        rings = self._window.lobby.rings
        position = rings.position_of(table_id) if table_id else None
        window = self._tables.windows.get(table_id)
        seated = window is not None and window.tracker.hero_seat is not None
        return (position is not None and not seated
                and rings.row_at(position).players >= rings.row_at(position).seats)

    def _waiting_for(self, table_id: str) -> int:
        rings = self._window.lobby.rings
        position = rings.position_of(table_id) if table_id else None
        return rings.row_at(position).waiting if position is not None else 0


__all__ = ["FastFoldDesk"]
