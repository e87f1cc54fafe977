"""The player's open tables as the session runs them: one window per table (made on the
table's first event, tiled or tabbed by the layout), the commands its controls send, the
buy-in dialog, leaving, and asking every table's view again after a lost link.

The session owns one desk; `dress` lets the other parts attach to a new window (notes,
fast fold, the hand history button, sounds).
"""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal
from enum import StrEnum
from functools import partial

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import QWidget

from client.protocol.messages import (
    AcceptDeal,
    Act,
    ActionKind,
    AutoPostBlinds,
    BalanceRow,
    Chat,
    DiscussDeal,
    FloorChat,
    Leave,
    ObserveTable,
    ProposeDeal,
    Rebuy,
    Sit,
    SitBack,
    SitOut,
    TableEvent,
    TopUp,
)
from client.protocol.table_bodies import TableClosed
from client.ui.app.i18n import translate
from client.ui.app.link import Link
from client.ui.app.settings import Settings
from client.ui.lobby.lobby import LobbyWidget
from client.ui.table.buy_in_dialog import BuyInDialog, available_in
from client.ui.table.table_layout import TableLayout
from client.ui.table.table_window import TableWindow


class SeatLoss(StrEnum):
    """Why the room no longer seats us at a cash table."""

    BUSTED = "busted"
    HAND_VOIDED = "hand_voided"  # a restart in the middle of a hand
    RESTARTED = "restarted"  # a restart between hands


#: What the table's banner says (marked for translation in the "TableDesk" context).
LOSS_TEXT = {
    SeatLoss.BUSTED: str(QT_TRANSLATE_NOOP(
        "TableDesk", "You have no chips left: buy in again to play on, or watch.")),
    SeatLoss.HAND_VOIDED: str(QT_TRANSLATE_NOOP(
        "TableDesk", "The room restarted: the hand was cancelled and your chips are back in "
                     "your balance. Buy in again to play on.")),
    SeatLoss.RESTARTED: str(QT_TRANSLATE_NOOP(
        "TableDesk", "The room restarted and your chips are back in your balance. Buy in "
                     "again to play on.")),
}


class TableDesk:
    """Owns the table windows by table id and the tables the player left."""

    def __init__(self, parent: QWidget, link: Link, layout: TableLayout, lobby: LobbyWidget,
                 balances: dict[str, BalanceRow], settings: Callable[[], Settings],
                 dress: Callable[[TableWindow], None]) -> None:
        self._parent = parent
        self._link = link
        self.layout = layout
        self._lobby = lobby
        self._balances = balances
        self._settings = settings
        self._dress = dress
        self.windows: dict[str, TableWindow] = {}
        self.left: set[str] = set()  # tables left: their late events are not shown
        self.as_floor: set[str] = set()  # tables whose chat staff joined as the floor
        self.buy_in_dialog: BuyInDialog | None = None

    def table(self, table_id: str) -> TableWindow:
        """The window of a table, created (and shown in a tab) on first use."""
        window = self.windows.get(table_id)
        if window is None:
            send = self._link.send
            window = TableWindow(table_id, self._link.player_id, f"Table {table_id}")
            window.setProperty("table_id", table_id)
            window.apply_settings(self._settings())
            window.actRequested.connect(self._act)
            window.drawRequested.connect(self._draw)
            window.chatTyped.connect(self._say)
            window.discussDealToggled.connect(
                lambda tid, on: send(DiscussDeal(tournament_id=tid, on=on)))
            window.proposeDealRequested.connect(self._propose_deal)
            window.acceptDealRequested.connect(
                lambda tid, pid, ok: send(AcceptDeal(tournament_id=tid, proposal_id=pid,
                                                     accept=ok)))
            window.seatRequested.connect(self.sit)
            window.topUpRequested.connect(self.top_up)
            window.autoPostToggled.connect(
                lambda tid, on: send(AutoPostBlinds(table_id=tid, on=on)))
            window.leaveRequested.connect(self.leave)
            window.sitOutToggled.connect(partial(self._sit_out, window, False))
            window.sitOutBigBlindToggled.connect(partial(self._sit_out, window, True))
            window.rebuyRequested.connect(lambda tid: send(Rebuy(tournament_id=tid)))
            window.declineRebuyRequested.connect(
                lambda tid: send(Rebuy(tournament_id=tid, decline=True)))
            self._dress(window)
            self.windows[table_id] = window
            self.layout.add(window, f"Table {table_id}")
        return window

    def join_as_floor(self, table_id: str) -> None:
        """Staff joined this table's chat from the Floor window: what they type there is
        said as the floor (`FloorChat`), not as a player."""
        self.as_floor.add(table_id)
        self.left.discard(table_id)

    def _say(self, table_id: str, text: str) -> None:
        self._link.send(FloorChat(table_id=table_id, text=text) if table_id in self.as_floor
                        else Chat(table_id=table_id, text=text))

    def of_tournament(self, tournament_id: str) -> list[TableWindow]:
        """Our open tables of a tournament."""
        return [t for t in self.windows.values() if t.tracker.tournament_id == tournament_id]

    def _sit_out(self, window: TableWindow, at_big_blind: bool, table_id: str,
                 on: bool) -> None:
        """Sit out (next hand or next big blind), or come back posting or waiting for a
        big blind owed, as the window's Wait for big blind box says."""
        self._link.send(SitOut(table_id=table_id, at_big_blind=at_big_blind) if on else
                        SitBack(table_id=table_id,
                                wait_for_big_blind=window.wait_big_blind.isChecked()))

    def _act(self, table_id: str, kind: str, amount: int) -> None:
        self._link.send(Act(table_id=table_id, action=ActionKind(kind), amount=amount))

    def _draw(self, table_id: str, discards: list[str]) -> None:
        self._link.send(Act(table_id=table_id, action=ActionKind.DRAW, discards=tuple(discards)))

    def _propose_deal(self, tournament_id: str, kind: str, left: Decimal,
                      amounts: dict[str, Decimal]) -> None:
        self._link.send(ProposeDeal(tournament_id=tournament_id,
                                    kind=kind,  # type: ignore[arg-type]
                                    left_on_table=left, amounts=amounts))

    def leave(self, table_id: str) -> None:
        """Leave a table (a tournament seat cannot be left) and close its window; a table
        the room closed just goes (the room has nothing to leave: it would refuse)."""
        window = self.windows.get(table_id)
        if window is not None and window.tracker.closed:
            self.drop(table_id)
            return
        if window is not None and window.seated_in_tournament():
            window.show_error("A tournament seat cannot be left: tick “Sit out next hand” "
                              "instead (your blinds are posted and your hands folded).")
            return
        self._link.send(Leave(table_id=table_id))
        self.left.add(table_id)
        self.drop(table_id)

    def drop(self, table_id: str) -> None:
        """Close a table's window (without telling the room)."""
        window = self.windows.pop(table_id, None)
        self.as_floor.discard(table_id)
        if window is not None:
            self.layout.remove(window)
            window.deleteLater()

    def moved(self, from_table: str, to_table: str) -> TableWindow:
        """The room moved us to another table of the tournament (balancing, a table broken
        up): the old table's window goes (it stayed, frozen on its last hand), the new one
        opens in front."""
        if from_table != to_table:
            self.drop(from_table)
        return self.table(to_table)

    def close(self) -> None:
        """Close every table window (the adapter is going away)."""
        for table_id in list(self.windows):
            self.drop(table_id)

    def sit(self, table_id: str, seat: int) -> BuyInDialog | None:
        """Ask for the buy-in (non-blocking dialog), then sit with it."""
        position = self._lobby.rings.position_of(table_id)
        if position is None:
            self.table(table_id).show_error("Only cash tables from the lobby can be joined "
                                            "this way.")
            return None
        row = self._lobby.rings.row_at(position)
        dialog = BuyInDialog(row, seat, available_in(self._balances, row.currency),
                             self.windows.get(table_id) or self._parent)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.buyInChosen.connect(
            lambda tid, chosen_seat, amount: self._link.send_guarded(
                Sit(table_id=tid, buy_in=amount, seat=self._still_free(tid, chosen_seat),
                    wait_for_big_blind=dialog.wait_big_blind.isChecked())))
        dialog.open()
        self.buy_in_dialog = dialog
        return dialog

    def _still_free(self, table_id: str, seat: int) -> int | None:
        """The seat chosen, or any free seat (None) when someone sat there while the buy-in
        dialog was open (seen: a rebuy refused, a lobby bot in the busted player's seat)."""
        window = self.windows.get(table_id)
        if window is not None and window.tracker.view.seat(seat) is not None:
            return None
        return seat

    def top_up(self, table_id: str) -> BuyInDialog | None:
        """Ask what to bring our stack up to (between hands; auto-rebuy if ticked)."""
        position = self._lobby.rings.position_of(table_id)
        if position is None:
            return None
        row = self._lobby.rings.row_at(position)
        dialog = BuyInDialog(row, 0, available_in(self._balances, row.currency),
                             self.windows.get(table_id) or self._parent, top_up=True)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.buyInChosen.connect(
            lambda tid, _seat, amount: self._link.send_guarded(
                TopUp(table_id=tid, up_to=amount, auto=dialog.auto_rebuy.isChecked())))
        dialog.open()
        self.buy_in_dialog = dialog
        return dialog

    def seat_lost(self, table_id: str, seat: int, loss: SeatLoss) -> None:
        """The room no longer seats us at a cash table we did not leave (a leaver's tab is
        already closed): out of chips, or a server restart that paid the chips back (and
        voided the hand, if one was running). The table stays in view and the buy-in
        dialog offers the seat."""
        self.windows[table_id].show_seat_loss(translate("TableDesk", LOSS_TEXT[loss]))
        self.sit(table_id, seat)

    def views_again(self) -> None:
        """Back after a lost link (perhaps a server restart): ask for every open table's
        view, so a hand the room cancelled leaves the felt and play goes on from the room's
        state; a table the room no longer has says it is closed."""
        for table_id in list(self.windows):
            self._link.send_numbered(ObserveTable(table_id=table_id),
                                     self._table_gone(table_id))

    def _table_gone(self, table_id: str) -> Callable[[str], None]:
        """What to do when the room refuses a table's view: it has no such table now."""
        def closed(_why: str) -> None:
            window = self.windows.get(table_id)
            if window is not None:
                window.apply_event(TableEvent(table_id=table_id, body=TableClosed()))
        return closed

    def names(self) -> dict[str, str]:
        """Display names by player id, from every table seen."""
        known: dict[str, str] = {}
        for table in self.windows.values():
            known.update(table.tracker.names)
        return known

    def seated_changed(self) -> None:
        """Tell the tools policy whether we sit at any table now."""
        if self._link.guard is not None:
            self._link.guard.set_at_table(any(t.tracker.hero_seat is not None
                                   for t in self.windows.values()))
