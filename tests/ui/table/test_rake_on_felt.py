"""The felt shows the rake (site rules, rake section: the rake comes off the pot at real-money
ring tables). Seen playing: after a raked $1.20 pot the winner's plate said "Wins $1.20"
and their stack showed the pot before rake until the next hand. The room's `Raked` puts
the stacks after rake on the felt, the winner's plate says what they collected (PokerStars'
"collected $1.15 from pot"), and the dealer says the total pot and the rake once."""

from __future__ import annotations

from datetime import UTC, datetime

from pytestqt.qtbot import QtBot

from client.protocol.messages import TableEvent
from client.protocol.table_bodies import (
    DealHole,
    HandEnded,
    HandStarted,
    PotAwarded,
    Raked,
    Seating,
    Showdown,
    Street,
    TableBody,
)
from client.ui.histories.history import HandHistory
from client.ui.table.table_state import plate_text
from client.ui.table.table_window import TableWindow
from tests.ui import samples

NOW = datetime(2026, 3, 1, 20, tzinfo=UTC)


def hand() -> list[TableEvent]:
    """Hand h7 at a $0.05/$0.10 table: seat 1 (the player) and seat 2 see a flop for 60
    each; seat 2 shows and wins the $1.20 pot, raked $0.05 (the room's 4.5%, rounded)."""
    def at(seat: int | None, body: TableBody) -> TableEvent:
        return TableEvent(table_id="t1", hand_id="h7", seat=seat, body=body)

    return [
        at(None, Seating(players=("you", "p2"), seats=(1, 2), button_seat=1,
                         small_blind_seat=1, big_blind_seat=2)),
        at(None, HandStarted(game="NLHE", stacks=(1000, 1000), small_blind=5, big_blind=10)),
        at(None, Street(street="flop", index=1)),
        at(2, Showdown(cards=("As", "Ad"), hi="a pair of Aces")),
        at(2, PotAwarded(pot=0, amount=120)),
        at(None, HandEnded(final_stacks=(940, 1060))),
        at(None, Raked(rake=5, stacks=(940, 1055), collected=(0, 115))),
    ]


def test_rake_rule_the_felt_shows_stacks_and_winnings_after_the_rake(qtbot: QtBot) -> None:
    window = TableWindow("t1", "you", "Table 1")
    qtbot.addWidget(window)
    window.set_currency("USD")
    window.apply_snapshot(samples.table_snapshot(seats=6, to_act=None))
    events = hand()
    for event in events[:-1]:
        window.apply_event(event)
    winner = window.tracker.view.seat(2)
    assert winner is not None and winner.last_action == "Wins $1.20"  # as the pot was
    window.apply_event(events[-1])
    view = window.tracker.view
    winner, hero = view.seat(2), view.seat(1)
    assert winner is not None and hero is not None
    assert winner.last_action == "Wins $1.15" and plate_text(winner, "USD") == "$10.55"
    assert hero.stack == 940 and hero.last_action != "Wins $0.00"
    said = window.chat.dealer_log.toPlainText().splitlines()
    assert said[-1] == "Total pot $1.20 | Rake $0.05"
    assert sum("Rake" in line for line in said) == 1


def test_rake_rule_the_history_view_says_the_rake_of_the_hand_it_closed() -> None:
    """The `Raked` after `HandEnded` goes to the hand just kept (its summary line), not to
    a new hand left open."""
    history = HandHistory()
    events = hand()
    names = {1: "You", 2: "P2"}
    dealt = TableEvent(table_id="t1", hand_id="h7", seat=1, body=DealHole(cards=("Kh", "Kd")))
    for event in (events[0], dealt, *events[1:-1]):
        history.record(event, names, 1, NOW)
    assert history.record(events[-1], names, 1, NOW) is None
    (kept,) = history.hands
    assert kept.lines[-1] == "Total pot 120 | Rake 5"
    assert not history._open
