"""Group commit: the room steps of one turn of the event loop in one store transaction.

Under load many steps run in one turn of the loop (each client's command, the driver's due
steps), and most of the store's cost was one COMMIT per step that wrote. Here the first
step of a turn opens the turn's transaction and schedules its commit (`Turn.commit`, the
loop's next callback); each step is a block inside it, a savepoint that is rolled back
alone when the step fails (`Store.transaction`), so a failed step still leaves no trace
and the others are committed. What clients are sent once the turn has written something
is held until it committed, so a crash never loses what a client was told.
"""

from __future__ import annotations

import asyncio
from contextlib import AbstractContextManager, ExitStack

from client.protocol.messages import Event
from client.server.session import Session
from client.server.store import Store


class Turn:
    """The open turn's transaction and the frames held until it commits."""

    def __init__(self) -> None:
        self.store: Store | None = None  # the server's, once it opened it
        self._open: ExitStack | None = None  # the turn's transaction, while open
        self._held: list[tuple[Session, Event, bytes | None]] = []

    def step(self) -> AbstractContextManager[None]:
        """One step's block in the turn's transaction (the turn opens at its first step;
        without a running loop the step is a transaction of its own)."""
        store = self.store
        assert store is not None
        if self._open is None:
            try:
                loop = asyncio.get_running_loop()
            except RuntimeError:
                return store.transaction()
            self._open = ExitStack()
            self._open.enter_context(store.transaction())
            loop.call_soon(self.commit)
        return store.transaction()

    def push(self, session: Session, event: Event, frame: bytes | None = None) -> None:
        """To the session now, or when the turn committed if it wrote something (then
        everything after it waits too, so each client gets its events in order)."""
        if self._held or (self._open is not None and self.store is not None
                          and self.store.uncommitted()):
            self._held.append((session, event, frame))
        else:
            session.push(event, frame)

    def commit(self) -> None:
        """End the turn: commit what its steps wrote, then send what was held (nothing of
        it when the commit failed: no client hears of a step the store lost)."""
        opened, self._open = self._open, None
        if opened is not None:
            try:
                opened.close()
            except BaseException:
                self._held.clear()
                raise
        held, self._held = self._held, []
        for session, event, frame in held:
            session.push(event, frame)
