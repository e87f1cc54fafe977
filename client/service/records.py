"""What the room keeps per table and per final table besides the tables themselves: a ring
table's money and hand bookkeeping, a tester's scenario table, the deal talk at a final table.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal

from client.engine import game_spec
from client.practice.scenario import TableSetup
from client.practice.script import ScriptedHand
from client.room.deals import DealNegotiation
from client.room.ring import RingTableMoney, RingTableSpec
from client.room.ring import ring_blinds as ring_blinds  # moved to the room; re-exported
from client.room.sit_out import SitOuts
from client.room.table import Blinds, Table
from client.room.table import TableEvent as RoomTableEvent
from client.room.table_stats import TableStats
from client.room.tracked import TDict, Tracked, TSet


def hand_game(table: Table) -> str:
    """The game of the running hand, or of the next one between hands (mixed tables)."""
    return table.game_for_hand(table.hand_no - 1 if table.in_hand else table.hand_no)


@dataclass(eq=False)
class RingSeats(Tracked):
    """A ring table: its seats and hands (Table), its money (ledger), who is leaving, and
    what the running hand paid out (for the rake)."""

    spec: RingTableSpec
    money: RingTableMoney
    table: Table = field(init=False)
    leaving: set[str] = field(default_factory=TSet)
    received: dict[str, int] = field(default_factory=TDict)
    second_round: bool = False
    sit_outs: SitOuts = field(default_factory=SitOuts)
    stats: TableStats = field(default_factory=TableStats)
    top_ups: dict[str, int] = field(default_factory=TDict)  # player -> stack wanted (chips)
    auto_rebuy: dict[str, int] = field(default_factory=TDict)  # kept after every hand

    def note(self, event: RoomTableEvent) -> None:
        """Remember pot winnings and whether the hand reached its second betting round."""
        if event.kind == "pot_awarded" and event.player is not None:
            amount = event.data.get("amount", 0)
            assert isinstance(amount, int)
            self.received[event.player] = self.received.get(event.player, 0) + amount
        elif event.kind == "street" and event.data.get("index", 0) != 0:
            self.second_round = True


@dataclass(eq=False)
class ScenarioTable(Tracked):
    """A tester's table scenario dealt in the practice room: chips only (no money), the
    scenario's seats, stakes and hand count, each hand seeded from the scenario's seed;
    its scripted hands deal their named cards and play their written actions."""

    name: str
    setup: TableSetup
    seed: int
    table: Table = field(init=False)
    hands: tuple[ScriptedHand, ...] = ()  # the scenario's [[hands]], hand 1 first
    names: dict[str, str] = field(default_factory=TDict)  # player id -> scenario seat name

    def blinds(self) -> Blinds:
        """The stakes of the next hand (stud games: bring-in, small bet and ante)."""
        setup = self.setup
        game = hand_game(self.table)
        if game_spec(game).family == "stud":
            return Blinds(setup.bring_in or setup.small_blind,
                          setup.small_bet or setup.big_blind, setup.ante)
        ante = 0 if setup.rotation is not None else setup.ante
        return Blinds(setup.small_blind, setup.big_blind, ante)


@dataclass
class DealTalkState(Tracked):
    """Deal talk at one final table: ticks, the negotiation once paused, proposal ids,
    whether the floor gave its numbers (`answered`) and what it requires left in play."""

    ticked: set[str] = field(default_factory=TSet)
    answered: bool = False
    floor_by: str = ""  # the staff member who answered (empty: the auto floor)
    required_left: Decimal = Decimal(0)
    negotiation: DealNegotiation | None = None
    proposal_id: str | None = None
    proposer: str = ""
    counter: int = 0
    agreed: bool = False  # everyone confirmed; waits for staff to execute it
    done: bool = False
