"""Journey: a raked hand at a real-money practice table (site rules, rake section: the rake
comes off the pot). Seen playing: the winner's plate said "Wins $1.20" and their stack
showed the pot before rake until the next hand. Now, once the room takes the rake, the
felt paints what the winner collected after it, and the dealer says the pot and the rake
once (PokerStars: "collected $1.15 from pot", "Total pot $1.20 | Rake $0.05")."""

from __future__ import annotations

import re
from decimal import Decimal

import pytest

from client.ui.table.table_state import chips_text
from tests.ui.journeys.conftest import Practice, paced_practice
from tests.ui.journeys.player import FeltWatcher, Player

PAUSE_S = 0.1


@pytest.fixture
def practice() -> Practice:
    """Practice with a short pause between hands: the hand's end is painted at all."""
    return paced_practice(0.0, PAUSE_S)


RAKE_LINE = re.compile(r"^Total pot \$(\d+\.\d\d) \| Rake \$(\d+\.\d\d)$")


def rake_lines(app: Player) -> list[tuple[int, int]]:
    """(total pot, rake) in cents of every rake line the dealer said."""
    said = app.table().chat.dealer_log.toPlainText().splitlines()
    found = [RAKE_LINE.match(line) for line in said]
    return [(int(Decimal(m.group(1)) * 100), int(Decimal(m.group(2)) * 100))
            for m in found if m is not None]


def test_rake_rule_a_raked_practice_hand_paints_the_winnings_after_rake(app: Player) -> None:
    """Sit at Aldebaran ($0.50/$1) and check or call until the dealer says a hand's rake:
    the winner's plate is painted with the pot less the rake."""
    table = app.sit_at_cash_table("Aldebaran")
    watcher = FeltWatcher(table)
    app.play_until(table, lambda: rake_lines(app), lambda _table: app.check_or_call())
    (total, rake), *_ = rake_lines(app)
    assert rake > 0 and total > rake

    def plates() -> set[str]:
        return {s.last_action for view in watcher.painted for s in view.seats}

    collected = "Wins " + chips_text(total - rake, "USD")
    app.wait(lambda: collected in plates(), 3000)  # the felt paints it at its next paint
