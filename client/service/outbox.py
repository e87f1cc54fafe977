"""Events out: the subscribers events are delivered to, and who sees what (a table's
players and observers, a tournament's entrants and the players with its lobby open).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from types import TracebackType

from client.protocol import messages as m
from client.protocol.table_bodies import TableClosed
from client.room.clock import Clock
from client.room.table import Table
from client.room.tournament.director import Tournament
from client.room.tracked import TDict, Tracked, TSet

Subscriber = Callable[[str, m.Event], None]


class Outbox:
    """Owns the subscribers; delivers ``(player_id, event)`` to each (never to bots)."""

    def __init__(self, is_bot: Callable[[str], bool]) -> None:
        self._is_bot = is_bot
        self._subscribers: tuple[Subscriber, ...] = ()  # (replaced, never changed in place)
        self._held: list[tuple[str, m.Event]] | None = None
        self._marks: list[int] = []  # per open step: where its events start (-1: outermost)

    def held(self) -> Outbox:
        """The events of one room step: delivered when it ends, dropped when it raises
        (nothing of a failed step reaches anyone). A step inside a step joins it. (The
        outbox is its own context manager, not a generator's: one opens at every step.)"""
        return self

    def __enter__(self) -> None:
        held = self._held
        if held is None:
            self._held = []
        self._marks.append(-1 if held is None else len(held))

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        mark, held = self._marks.pop(), self._held
        assert held is not None
        if mark >= 0:  # an inner step: its events join the outer one's, or go
            if kind is not None:
                del held[mark:]
            return
        self._held = None
        if kind is None:
            for player_id, event in held:
                self._deliver(player_id, event)

    def subscribe(self, callback: Subscriber) -> Callable[[], None]:
        """Receive every ``(player_id, event)``; returns an unsubscribe function."""
        self._subscribers += (callback,)

        def unsubscribe() -> None:
            subscribers = list(self._subscribers)
            if callback in subscribers:
                subscribers.remove(callback)
                self._subscribers = tuple(subscribers)

        return unsubscribe

    def send(self, player_id: str, event: m.Event) -> None:
        """One event to one player."""
        if self._is_bot(player_id):
            return
        if self._held is not None:
            self._held.append((player_id, event))
        else:
            self._deliver(player_id, event)

    def _deliver(self, player_id: str, event: m.Event) -> None:
        for callback in self._subscribers:  # (one unsubscribing meanwhile: a new tuple)
            callback(player_id, event)

    def send_all(self, players: Iterable[str], event: m.Event) -> None:
        """The same event to each of ``players`` (a public event's audience: held at once,
        not one `send` each)."""
        is_bot = self._is_bot
        receivers = [player_id for player_id in players if not is_bot(player_id)]
        if self._held is not None:
            self._held.extend([(player_id, event) for player_id in receivers])
        else:
            for player_id in receivers:
                self._deliver(player_id, event)


def floor_sender(staff_name: str) -> str:
    """How the floor signs its lines at a table: "Floor (<staff name>)"."""
    return f"Floor ({staff_name})"


class Audience(Tracked):
    """Owns who watches without playing: table observers and the players with a
    tournament lobby open; tells a table's or a tournament's audience."""

    def __init__(self, outbox: Outbox, clock: Clock) -> None:
        self._outbox = outbox
        self._clock = clock
        self._observers: dict[str, set[str]] = TDict()
        self._watchers: dict[str, set[str]] = TDict()  # tournament id -> lobby open
        self._leaving: dict[str, set[str]] = TDict()  # table id -> left, seat kept to hand end

    def observe(self, player_id: str, table_id: str) -> None:
        """The player watches the table (no hole cards)."""
        self._observers.setdefault(table_id, TSet()).add(player_id)

    def stop_observing(self, player_id: str, table_id: str) -> bool:
        """The player stops watching the table; False when they were not watching it."""
        watchers = self._observers.get(table_id, set())
        if player_id not in watchers:
            return False
        watchers.discard(player_id)
        return True

    def left_table(self, player_id: str, table_id: str) -> None:
        """The player left the table: nothing more of it goes to them, though their seat
        (and folded hand) stays until the hand is over."""
        self._leaving.setdefault(table_id, TSet()).add(player_id)

    def seat_released(self, player_id: str, table_id: str) -> None:
        """The player's seat is free: a new seat or observing there is theirs again."""
        self._leaving.get(table_id, set()).discard(player_id)

    def observers(self, table_id: str) -> frozenset[str]:
        """Who watches the table."""
        return frozenset(self._observers.get(table_id, ()))

    def watch_tournament(self, player_id: str, tournament_id: str) -> None:
        """The player opened the tournament lobby: its tabs stay live for them."""
        self._watchers.setdefault(tournament_id, TSet()).add(player_id)

    def tournament_watchers(self, tournament_id: str) -> list[str]:
        """Who has the tournament lobby open, sorted."""
        return sorted(self._watchers.get(tournament_id, ()))

    def forget_tournament(self, tournament_id: str, table_ids: list[str]) -> None:
        """A tournament retired: nobody watches its lobby or its (closed) tables now."""
        self._watchers.pop(tournament_id, None)
        for table_id in table_ids:
            self._observers.pop(table_id, None)
            self._leaving.pop(table_id, None)

    def disconnected(self, player_id: str) -> None:
        """A player's link went down: they watch nothing any more."""
        for watchers in (*self._observers.values(), *self._watchers.values()):
            watchers.discard(player_id)

    def of_table(self, table: Table) -> set[str]:
        """Who sees public events of a table: its players and its observers (not a player
        who left and waits only for the hand to end)."""
        audience = set(table.seats.values())  # (asked for every event: no spare sets)
        observers = self._observers.get(table.table_id)
        if observers:
            audience |= observers
        leaving = self._leaving.get(table.table_id)
        if leaving:
            audience -= leaving
        return audience

    def of_tournament(self, tournament: Tournament) -> set[str]:
        """Who sees a tournament's director events: entrants and lobby watchers."""
        return set(tournament.entrants) | self._watchers.get(tournament.tournament_id, set())

    def tell_table(self, table: Table, event: m.Event) -> None:
        """A public event to the table's audience."""
        self._outbox.send_all(self.of_table(table), event)

    def system_chat(self, table: Table, text: str) -> None:
        """A dealer line in the table's chat."""
        self.tell_table(table, m.ChatLine(table_id=table.table_id, sender="Dealer", text=text,
                                          time=self._clock.now(), system=True))

    def floor_chat(self, table: Table, staff_name: str, text: str) -> None:
        """A staff member's line in the table's chat, marked as the floor's."""
        self.tell_table(table, m.ChatLine(
            table_id=table.table_id, sender=floor_sender(staff_name), text=text,
            time=self._clock.now(), floor=True))

    def close_table(self, table_id: str) -> None:
        """A table is gone: its observers are told and let go."""
        closed = m.TableEvent(table_id=table_id, body=TableClosed())
        self._outbox.send_all(sorted(self._observers.pop(table_id, set())), closed)
