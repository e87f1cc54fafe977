"""Sitting out at a cash table: not dealt in, posts nothing; the big blind missed is owed
on coming back, posted at once (live blind) or waited for."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from client.engine import Action, ActionKind
from client.room.clock import SimulatedClock
from client.room.sit_out import SitOuts
from client.room.table import Blinds, Table, TableEvent

BLINDS = Blinds(10, 20)


@pytest.fixture
def clock() -> SimulatedClock:
    return SimulatedClock(datetime(2026, 3, 1, 8, 0, tzinfo=UTC))


class Game:
    """One 6-seat cash table with its sit-out book, hands folded round to the blind."""

    def __init__(self, clock: SimulatedClock, players: dict[int, str]) -> None:
        self.events: list[TableEvent] = []
        self.table = Table("c1", 6, "NLHE", clock, listener=self.events.append)
        self.book = SitOuts()
        for seat, player in players.items():
            self.table.sit(player, seat, 2000)

    def hand(self) -> dict[str, str]:
        """Deal one hand (everyone folds) and return who posted what."""
        before = self.table.positions
        self.book.prepare(self.table)
        start = len(self.events)
        self.table.start_hand(BLINDS, seed=1)
        self.book.dealt(self.table, before)
        posts = {e.player or "": str(e.data["kind"]) for e in self.events[start:]
                 if e.kind == "post"}
        while self.table.in_hand:
            player = self.table.to_act
            assert player is not None
            kinds = self.table.view_for(player).legal
            assert kinds is not None
            fold = ActionKind.FOLD in kinds.kinds
            self.table.act(player, Action(ActionKind.FOLD if fold else ActionKind.CHECK))
        return posts

    def dealt(self) -> set[str]:
        seating = [e for e in self.events if e.kind == "seating"][-1]
        players = seating.data["players"]
        assert isinstance(players, list)
        return set(players)


def test_sit_out_next_hand_posts_nothing_and_is_not_dealt_in(clock: SimulatedClock) -> None:
    """A sat-out player posts nothing and is not dealt in (from the next hand on)."""
    game = Game(clock, {1: "a", 2: "b", 3: "c", 4: "d"})
    game.hand()
    game.book.sit_out("c", at_big_blind=False)
    assert "c" in game.dealt()  # the hand being played is theirs to finish
    for _ in range(4):
        posts = game.hand()
        assert "c" not in game.dealt()
        assert "c" not in posts
    assert "c" in game.book.sitting_out()


def test_sit_out_next_hand_then_back_before_the_big_blind_owes_it(
        clock: SimulatedClock) -> None:
    """Returning after the big blind passed your seat, you post it out of position."""
    game = Game(clock, {1: "a", 2: "b", 3: "c", 4: "d", 5: "e"})
    game.hand()  # button 1, blinds 2 and 3
    game.book.sit_out("d", at_big_blind=False)
    game.hand()  # button 2, sb 3, the big blind passes d's seat 4 to 5
    assert "d" in game.book.owes
    game.hand()  # button 3, blinds 5 and 1
    game.book.come_back("d", wait_for_big_blind=False)
    posts = game.hand()  # button 5, blinds 1 and 2: d is dealt in, posting
    assert posts["d"] == "live_blind"
    assert "d" in game.dealt()
    assert "d" not in game.book.owes
    assert "live_blind" not in game.hand().values()  # paid once


def test_wait_for_big_blind_deals_in_only_at_the_big_blind(clock: SimulatedClock) -> None:
    """Waiting for the big blind: not dealt in until the big blind reaches your seat, then
    posting it in turn (no live blind)."""
    game = Game(clock, {1: "a", 2: "b", 3: "c"})
    game.hand()  # button 1, blinds 2 and 3
    game.table.sit("e", 5, 2000)
    game.book.join(game.table, "e", wait_for_big_blind=True)
    hands = []
    for _ in range(4):
        posts = game.hand()
        hands.append(("e" in game.dealt(), posts.get("e")))
        if hands[-1][0]:
            break
    assert hands[-1] == (True, "big_blind")
    assert all(not dealt for dealt, _post in hands[:-1])


def test_wait_for_big_blind_off_posts_now_when_joining(clock: SimulatedClock) -> None:
    """A new player at a running table who does not wait posts a big blind at once."""
    game = Game(clock, {1: "a", 2: "b", 3: "c"})
    game.hand()
    game.table.sit("e", 5, 2000)
    game.book.join(game.table, "e", wait_for_big_blind=False)
    posts = game.hand()
    assert "e" in game.dealt()
    assert posts["e"] in ("live_blind", "big_blind")


def test_wait_for_big_blind_not_owed_at_a_new_table(clock: SimulatedClock) -> None:
    """Before a table runs, a newcomer owes nothing."""
    game = Game(clock, {1: "a"})
    game.table.sit("b", 2, 2000)
    game.book.join(game.table, "b", wait_for_big_blind=True)
    assert not game.book.owes
    game.hand()
    assert game.dealt() == {"a", "b"}


def test_sit_out_next_big_blind_plays_until_the_big_blind(clock: SimulatedClock) -> None:
    """Sit out next big blind: dealt in until the hand the big blind would reach you."""
    game = Game(clock, {1: "a", 2: "b", 3: "c", 4: "d", 5: "e"})
    game.hand()  # button 1, blinds 2 and 3
    game.book.sit_out("e", at_big_blind=True)
    game.hand()  # blinds 3 and 4: e plays
    assert "e" in game.dealt()
    posts = game.hand()  # the big blind would be e's: e sits out
    assert "e" not in game.dealt()
    assert "e" not in posts
    assert "e" in game.book.owes
