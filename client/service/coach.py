"""The practice coach: a review after each hand and the session's leak tallies.

Offline practice only. After each hand a human played at a flop-game table, the coach
counts everyone's preflop and showdown habits (`client.practice.leaks`) and, when the
player asked for it, sends the player alone their hand review (`hand_review`: equity by
street against the actual cards, the costliest decision, the chart's word on a
short-stack spot) as Trainer lines in the table's chat. A real-money room refuses to
switch it on, and its hook does nothing there.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from client.bots.styles import StrongBot
from client.practice.baseline import stored_baseline
from client.practice.hand_review import dealt_config, review_hand
from client.practice.leaks import LeakBook, SessionReport, against_baseline
from client.protocol import messages as m
from client.room.clock import Clock
from client.room.table import HandReport
from client.room.tracked import Tracked
from client.service.accounts import Accounts
from client.service.errors import ServiceError
from client.service.outbox import Outbox

TRAINER = "Trainer"
"""The sender of the coach's chat lines."""


class Coach(Tracked):
    """Owns the after-hand review switch and the session's leak book."""

    def __init__(self, clock: Clock, accounts: Accounts, outbox: Outbox, practice: bool) -> None:
        self._clock = clock
        self._accounts = accounts
        self._outbox = outbox
        self._practice = practice
        self.reviews = False
        self._book = LeakBook()

    def switch(self, on: bool) -> None:
        """Turn the after-hand review on or off (refused outside offline practice)."""
        if on and not self._practice:
            raise ServiceError(m.ErrorCode.REFUSED,
                               "hand reviews are for offline practice only")
        self.reviews = on

    def hand_over(self, report: HandReport, humans: list[str],
                  amount: Callable[[int], str]) -> None:
        """A hand humans played ended: count it, and review it for each human who asked
        (``amount`` words chips as the table counts them: money at a cash table)."""
        if not self._practice:
            return
        config = dealt_config(report.config, report.events)  # its own cards, seeded or not
        self._book.add_hand(config, report.actions, report.players)
        if not self.reviews:
            return
        for player in humans:
            rng = random.Random(f"{report.table_id}-{report.hand_no}-{player}")
            review = review_hand(config, report.actions, report.players.index(player), rng)
            if review is None:
                continue
            for text in review.lines(amount):  # to the player alone: it names everyone's cards
                self._outbox.send(player, m.ChatLine(
                    table_id=report.table_id, sender=TRAINER, text=text,
                    time=self._clock.now(), system=True))

    def leak_report(self, player: str) -> SessionReport:
        """The player's session numbers by position beside the strong bots' at their tables,
        or beside the strong bot's stored self-play when none sat there (practice only)."""
        if not self._practice:
            raise ServiceError(m.ErrorCode.REFUSED, "the leak report is for offline practice only")
        strong = [p for p, bot in self._accounts.bots.items() if type(bot) is StrongBot]
        rows = self._book.report(player, strong)
        if rows[-1].strong.hands:
            return SessionReport(rows)
        return against_baseline(rows, stored_baseline())
