"""Journey d: busting at a cash table. The last hand's showdown is on screen and we are
offered to buy in again.

The practice room with bots at zero delay, but a tenth of a second between hands (2 s in
practice) so the showdown is painted on the felt at all before the next hand.
"""

from __future__ import annotations

import pytest

from tests.ui.journeys.conftest import Practice, paced_practice
from tests.ui.journeys.player import FeltWatcher, Player

PAUSE_S = 0.1


@pytest.fixture
def practice() -> Practice:
    """Practice with a short pause between hands: the showdown stays visible."""
    return paced_practice(0.0, PAUSE_S)


def rebuy_prompt(app: Player) -> bool:
    """A buy-in dialog, or a Rebuy / Buy in button at the table, is on screen."""
    return app.dialog("Buy in") is not None or bool(
        app.buttons(app.table(), "Rebuy") or app.buttons(app.table(), "Buy in"))


def test_cash_bust_shows_the_showdown_and_offers_a_rebuy(app: Player) -> None:
    """Buy in for the minimum and move all-in until we lose it all: the winner's cards are
    painted face up before the table moves on, and a rebuy prompt appears."""
    table = app.sit_at_cash_table("Aldebaran", buy_in="40")
    watcher = FeltWatcher(table)
    app.play_until(table, lambda: rebuy_prompt(app) or "in play" not in
                   app.window.balances.text(), app.shove)
    assert watcher.showdowns(), "no showdown was ever painted"
    app.wait(lambda: rebuy_prompt(app), 3000)
    others = [line for line in app.seat_text(table) if not line.startswith("You:")]
    assert others, "the opponents vanished from the felt"
