"""In a real tournament (director, tables) bots get their own SeatView and nothing else."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, timedelta

from client.bots import Bot, make_bot, seat_seed
from client.engine import Action, SeatView
from client.room.cashier import Cashier
from client.room.clock import SimulatedClock
from client.room.table import TableEvent
from client.room.tournament.director import State, Tournament
from client.room.tournament.structure import load_structure


class SpyBot:
    """Wraps a real bot and checks every argument it is given before deciding."""

    def __init__(self, player: str, inner: Bot, check: Callable[[str, object], None]) -> None:
        self.player = player
        self.inner = inner
        self.check = check

    @property
    def style(self) -> str:
        return self.inner.style

    def decide(self, view: SeatView) -> Action:
        self.check(self.player, view)
        return self.inner.decide(view)


def test_rule_bots_receive_only_their_own_seat_view_in_a_tournament() -> None:
    """Hole cards never reach the wrong player: no other player's down card is in any view."""
    start = datetime(2026, 1, 4, 9, tzinfo=UTC)
    clock = SimulatedClock(start - timedelta(minutes=5))
    cashier = Cashier()
    private: dict[str, dict[str, set[str]]] = {}  # table -> player -> down cards this hand
    table_of: dict[str, str] = {}
    checked: list[str] = []

    def on_table_event(event: TableEvent) -> None:
        if event.kind == "hand_started":
            private[event.table_id] = {}
        if event.to is not None and event.kind == "deal_hole":
            cards = event.data["cards"]
            assert isinstance(cards, list)
            private[event.table_id].setdefault(event.to, set()).update(cards)
            table_of[event.to] = event.table_id

    def check(player: str, view: object) -> None:
        assert type(view) is SeatView
        hands = private[table_of[player]]
        assert hands[player] <= set(view.hole)
        others = set().union(*(cards for p, cards in hands.items() if p != player))
        seen = {*view.hole, *view.board, *(c for up in view.up for c in up)}
        assert not others & seen, f"{player} was shown another player's down card"
        checked.append(player)

    structure = load_structure("sit_and_go")
    tournament = Tournament("spy", structure, clock=clock, cashier=cashier, starts_at=start,
                            seed=3, table_listener=on_table_event)
    for i in range(9):
        player = f"bot{i}"
        cashier.deposit(player, structure.entry_cost, structure.currency)
        style = ("random", "loose-passive", "tight-aggressive", "strong")[i % 4]
        tournament.register(player, bot=SpyBot(player, make_bot(style, seat_seed(3, i)), check))
    tournament.run_simulation(clock)
    assert tournament.state is State.FINISHED and len(checked) > 100
    assert set(checked) == {f"bot{i}" for i in range(9)}
