"""The hand record and its writers on a hand given as the events a client receives: what a
tournament header says, that only the hero's cards are written, and that the three texts
agree (PokerStars lines as PokerStars writes them)."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from client.histories.own.readable import readable_text
from client.histories.own.record import HandLog, HandLogBuilder, TableInfo
from client.histories.own.saving import HandSaver
from client.histories.own.tables import HandLogs
from client.histories.phh.dealt import read_phh, replay_phh
from client.histories.phh.write import phh_text
from client.histories.pokerstars.read.parse import parse_hand, split_hands
from client.histories.pokerstars.read.to_recorded import replay_parsed
from client.histories.pokerstars.write import pokerstars_text, tournament_number
from client.protocol.convert import table_body
from client.protocol.messages import TableEvent

WHEN = datetime(2026, 12, 3, 19, 22, 43, tzinfo=UTC)


def _events(table: str, hand: str, button_seat: int = 2) -> list[TableEvent]:
    def ev(what: str, seat: int | None = None, **data: Any) -> TableEvent:
        return TableEvent(table_id=table, body=table_body(what, data), seat=seat,
                          hand_id=hand)

    return [
        ev("seating", players=["a", "b", "c"], seats=[2, 5, 7], button_seat=button_seat,
           small_blind_seat=5, big_blind_seat=7),
        ev("hand_started", game="NLHE", button=0, stacks=[1500, 400, 3000], small_blind=10,
           big_blind=20, ante=0),
        ev("post", 5, kind="small_blind", amount=10, all_in=False),
        ev("post", 7, kind="big_blind", amount=20, all_in=False),
        ev("street", street="preflop", index=0),
        ev("deal_hole", 2, cards=["As", "Ad"]),
        ev("action", 2, kind="raise", amount=60, all_in=False),
        ev("action", 5, kind="raise", amount=400, all_in=True),
        ev("action", 7, kind="raise", amount=1000, all_in=False),
        ev("action", 2, kind="call", amount=940, all_in=False),
        ev("street", street="flop", index=1),
        ev("deal_board", cards=["9s", "Qc", "9c"]),
        ev("action", 7, kind="bet", amount=500, all_in=False),
        ev("action", 2, kind="fold", amount=0, all_in=False),
        ev("uncalled_returned", 7, amount=500),
        ev("street", street="turn", index=2),
        ev("deal_board", cards=["Ah"]),
        ev("street", street="river", index=3),
        ev("deal_board", cards=["4h"]),
        ev("showdown", 7, cards=["Kc", "Kd"], hi="Two Pair"),
        ev("showdown", 5, cards=["7h", "2c"], hi="Pair"),
        ev("pot_awarded", 7, pot=0, amount=1200, half="all"),
        ev("pot_awarded", 7, pot=1, amount=1200, half="all"),
        ev("hand_ended", final_stacks=[500, 0, 4400]),
    ]


def _hand(info: TableInfo, button_seat: int = 2) -> HandLog:
    builder = HandLogBuilder(info)
    names = {2: "You", 5: "Bo", 7: "Cy"}
    done = [h for e in _events(info.table_id, f"{info.table_id}-8", button_seat)
            if (h := builder.add(e, names, 2, WHEN)) is not None]
    assert len(done) == 1
    return done[0]


def test_tournament_hand_in_chips_with_level_buy_in_and_side_pot() -> None:
    info = TableInfo("sng9-3-t1", "Sit & Go 9 1", 9, tournament_id="sng9-3",
                     buy_in="$10+$1 USD", structure="sit_and_go")
    hand = _hand(info)
    assert hand.finishing == (500, 0, 4400) and hand.rake == 0
    text = pokerstars_text(hand)
    lines = text.splitlines()
    number = tournament_number("sng9-3")
    assert lines[0] == (f"PokerStars Hand #{hand.number}: Tournament #{number}, $10+$1 USD "
                        "Hold'em No Limit - Level I (10/20) - 2026/12/03 14:22:43 ET")
    assert lines[1] == "Table 'Sit & Go 9 1' 9-max Seat #2 is the button"
    assert "Seat 5: Bo (400 in chips)" in lines
    assert "You: raises 40 to 60" in lines and "Bo: raises 340 to 400 and is all-in" in lines
    assert "Dealt to You [As Ad]" in lines and text.count("Dealt to") == 1
    assert "*** FLOP *** [9s Qc 9c]" in lines and "*** RIVER *** [9s Qc 9c Ah] [4h]" in lines
    assert "Uncalled bet (500) returned to Cy" in lines
    assert "Cy: shows [Kc Kd] (two pair, Kings and Nines)" in lines
    assert "Bo: shows [7h 2c] (a pair of Nines)" in lines
    assert "Cy collected 1200 from side pot-1" in lines
    assert "Total pot 2400 Main pot 1200. Side pot-1 1200. | Rake 0" in lines
    assert ("Seat 7: Cy (big blind) showed [Kc Kd] and won (2400) with two pair, Kings and "
            "Nines") in lines
    parsed = parse_hand(next(split_hands(text))[1])
    assert parsed.unsupported is None and parsed.tournament == str(number)
    from_stars = replay_parsed(parsed)
    from_phh = replay_phh(phh_text(hand))
    recorded, _ = read_phh(phh_text(hand))
    assert dict(zip(from_stars.players, from_stars.replayed.finishing_stacks(), strict=True)) \
        == dict(zip(recorded.players, from_phh.finishing_stacks(), strict=True)) \
        == {"You": 500, "Bo": 0, "Cy": 4400}
    assert recorded.hole[recorded.players.index("You")] == ("As", "Ad")
    assert recorded.hole[recorded.players.index("Bo")] == ("7h", "2c")  # shown down
    log = readable_text(hand)
    assert "Dealt to You [As Ad]" in log and f"Hand #{hand.number} · Sit & Go 9 1" in log
    assert "sng9-3-t1-8" not in log  # the room's internal id is not the player's


def test_cash_hand_is_in_money() -> None:
    info = TableInfo("usd-nlhe-050-1", "Aldebaran", 6, "USD", "0.50/1")
    hand = _hand(info)
    assert hand.rake == 0  # no rake row at $0.10/$0.20: the room opens no such table
    assert sum(hand.finishing) + hand.rake == 4900
    text = pokerstars_text(hand)
    assert "Hold'em No Limit ($0.10/$0.20 USD)" in text
    assert "Seat 7: Cy ($30 in chips)" in text and "| Rake $0" in text
    parsed = parse_hand(next(split_hands(text))[1])
    assert replay_parsed(parsed).replayed.finishing_stacks() == list(hand.finishing)


def test_a_folder_that_cannot_be_written_does_not_stop_the_table(tmp_path: Path) -> None:
    """Saving is best effort: the hand is still recorded and the reason kept."""
    blocked = tmp_path / "not a folder"
    blocked.write_text("x", encoding="utf-8")
    logs = HandLogs(HandSaver(blocked))
    logs.describe(TableInfo("usd-nlhe-050-1", "Aldebaran", 6, "USD", "0.50/1"))
    names = {2: "You", 5: "Bo", 7: "Cy"}
    done = [h for e in _events("usd-nlhe-050-1", "usd-nlhe-050-1-8")
            if (h := logs.add(e, names, 2, WHEN)) is not None]
    assert len(done) == 1 and "not saved" in logs.save_error


def test_saved_file_per_table_per_day(tmp_path: Path) -> None:
    logs = HandLogs(HandSaver(tmp_path))
    logs.describe(TableInfo("usd-nlhe-050-1", "Aldebaran", 6, "USD", "0.50/1"))
    names = {2: "You", 5: "Bo", 7: "Cy"}
    for k in (1, 2):
        for e in _events("usd-nlhe-050-1", f"usd-nlhe-050-1-{k}"):
            logs.add(e, names, 2, WHEN)
    files = list(tmp_path.iterdir())
    assert [f.name for f in files] == ["HH20261203 Aldebaran - $0.10-$0.20 - USD No Limit "
                                       "Hold'em.txt"]
    text = files[0].read_text(encoding="utf-8")
    assert text.count("PokerStars Hand #") == 2 and "\n\n\nPokerStars Hand #" in text


def test_a_dead_button_keeps_the_phh_order_left_of_it() -> None:
    """Dead button (its seat empty since the last hand): PHH still starts with the seat left
    of the button, so the PHH replays as the PokerStars text of the same hand does."""
    hand = _hand(TableInfo("t", "Sirius", 9), button_seat=4)
    assert "Table 'Sirius' 9-max Seat #4 is the button" in pokerstars_text(hand)
    recorded, _ = read_phh(phh_text(hand))
    assert recorded.players == ("Bo", "Cy", "You")
    assert replay_phh(phh_text(hand)).finishing_stacks() == [0, 4400, 500]
