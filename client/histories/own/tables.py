"""The hand logs of every table the player sits at or watches: one builder per table, and
each finished hand handed to the saver (when saving is on). The UI session and
`skg-poker qa play` feed it the same events, so both save hands the same way."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from decimal import Decimal

from client.histories.own.record import SYMBOLS, HandLog, HandLogBuilder, TableInfo
from client.histories.own.saving import HandSaver
from client.protocol.messages import PoolRow, RingRow, TableEvent, TableSnapshot, TournamentRow


def table_name(lobby_name: str) -> str:
    """The table's own name as hand histories write it: the lobby's name without the
    description in brackets ("Kochab (busy: NL Hold'em ...)" is "Kochab")."""
    return lobby_name.split(" (", 1)[0].strip() or lobby_name


class HandLogs:
    """Builds each table's hands; `saver` (None: saving is off) gets every finished one."""

    def __init__(self, saver: HandSaver | None = None) -> None:
        self.saver = saver
        self._builders: dict[str, HandLogBuilder] = {}
        self._tables: dict[str, TableInfo] = {}
        self.save_error = ""  # why the last hand could not be saved ("" when it was)

    def describe(self, info: TableInfo) -> None:
        """What the lobby says of a table (name, currency, stakes); a hand already under
        way keeps what it started with."""
        self._tables[info.table_id] = info
        builder = self._builders.get(info.table_id)
        if builder is not None:
            builder.table = info

    def hand_number(self, table_id: str, hand_id: str) -> int | None:
        """The number the saved history gives the table's running hand (None: unknown)."""
        builder = self._builders.get(table_id)
        return builder.number_of(hand_id) if builder is not None else None

    def add(self, event: TableEvent, names: Mapping[int, str], hero_seat: int | None,
            now: datetime) -> HandLog | None:
        """Take one table event; the hand (saved) when it just ended."""
        builder = self._builders.get(event.table_id)
        if builder is None:
            info = self._tables.get(event.table_id) or TableInfo(
                event.table_id, event.table_id, 9)
            builder = self._builders[event.table_id] = HandLogBuilder(info)
        hand = builder.add(event, names, hero_seat, now)
        if hand is not None and self.saver is not None:
            try:
                self.saver.save(hand)
                self.save_error = ""
            except OSError as exc:  # a full disk or a folder gone must not stop the table
                self.save_error = f"hand history not saved to {self.saver.folder}: {exc}"
        return hand


def table_info(snapshot: TableSnapshot, ring: RingRow | None, title: str = "",
               tournament: TournamentRow | None = None) -> TableInfo:
    """A table as the lobby describes it: a cash table from its lobby row (name, currency,
    stakes), a tournament table by its title, buy-in and structure (amounts in chips)."""
    if ring is not None:
        return TableInfo(snapshot.table_id, table_name(ring.name), snapshot.max_seats,
                         ring.currency, ring.stakes, game=ring.game)
    buy_in = ""
    if tournament is not None:
        symbol = SYMBOLS.get(tournament.currency, "")
        buy_in = f"{symbol}{_plain(tournament.buy_in)}+{symbol}{_plain(tournament.fee)} " \
                 f"{tournament.currency}"
    return TableInfo(snapshot.table_id, title or snapshot.table_id, snapshot.max_seats,
                     tournament_id=snapshot.tournament_id, game=snapshot.game, buy_in=buy_in,
                     structure=tournament.structure if tournament is not None else "")


def pool_info(snapshot: TableSnapshot, pool: PoolRow) -> TableInfo:
    """A fast-fold pool's table of the moment as the lobby lists the pool (its name,
    currency and stakes): all the pool's hands go to one file, as PokerStars' Zoom hands."""
    return TableInfo(snapshot.table_id, table_name(pool.name), snapshot.max_seats,
                     pool.currency, pool.stakes, game=pool.game, fast_fold=True)


def _plain(amount: Decimal) -> str:
    """Money as PokerStars writes it: "10", "0.50"."""
    return str(amount.quantize(Decimal(1))) if amount == amount.to_integral_value() else \
        str(amount.quantize(Decimal("0.01")))
