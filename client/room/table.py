"""A table that seats players and runs engine hands, for tournaments and ring games alike.

The table knows seats, stacks, the forward-moving button (engine `next_positions`, first
button at seat 1), whose turn it is, the action timer with time bank and disconnect extra
time, and who may see which event. It knows nothing of tournaments: blinds come in with
each `start_hand`, and the finished hand is reported to `on_hand_over` (start stacks, end
stacks, busted players with the winners of their relevant pot) for the director or the
ring game to act on. The report also carries the hand's engine config (its seed) and its
actions, so the room can keep and replay every hand; the seed never goes into an event,
since whoever knows it knows the whole deck, every folded hand included.
"""

from __future__ import annotations

import dataclasses
import functools
import logging
from collections.abc import Callable, Mapping, Sequence
from datetime import datetime, timedelta

from client.bots.protocol import Bot
from client.engine import (
    Action,
    Event,
    Hand,
    HandConfig,
    IllegalActionError,
    Legal,
    MixedRotation,
    Positions,
    SeatView,
    game_spec,
    hand_seating,
    next_positions,
)
from client.engine.dealing import Dealer
from client.engine.rotation import ROTATIONS
from client.room.clock import Clock
from client.room.saved.schema import HandState, TableState
from client.room.steps import keep_island, keep_remade
from client.room.table_records import (
    Blinds,
    HandReport,
    TableError,
    TableEvent,
    TimingPolicy,
    dead_hand_action,
    hand_config,
    hand_seed,
    play_recorded,
    timeout_action,
    with_live_blinds,
)
from client.room.tracked import TDict, TIslands, TList, Tracked, TSet, made_in_step

__all__ = ["Blinds", "HandReport", "Table", "TableError", "TableEvent", "TimingPolicy",
           "hand_seed"]

MIN_SEATS = 2
MAX_SEATS = 10

_log = logging.getLogger(__name__)  # hands dealt, with their seeds (support logs)


def _replayed(config: HandConfig, actions: Sequence[tuple[int, Action]]) -> Hand:
    """A seeded hand dealt again and played to where ``actions`` leave it (no events go
    out); raises `IllegalActionError` if an action does not replay."""
    hand = _new_hand(config)
    hand.start()
    for seat, action in actions:
        play_recorded(hand, seat, action)
    return hand


def _new_hand(config: HandConfig, dealer: Dealer | None = None) -> Hand:
    """A table's new hand, kept by no step that is open as it is made (a failed step drops
    it with the table's reference). A seeded hand dealt by the engine's own generator is
    kept for a step as how to play it again (`Table._require_hand`): its generator need
    not save its state when a step draws from it (a `StepRandom` did: 625 words at each
    street)."""
    hand = Hand(config, dealer)
    made_in_step(hand)
    return hand


class Table(Tracked):
    """Seats 2-10 players by seat number (1-based) and plays hands one at a time.

    `game` is a game code ("NLHE", "STUD", ...) or a mixed rotation ("HORSE"), whose game
    changes every few hands.
    """

    STEP_ISLANDS = ("_hand",)
    """The engine's hand is not tracked: `_require_hand` keeps it for a step, a seeded
    one as its config and actions so far, made again on an undo (the bots, in a
    `TIslands`, are kept whole before they decide)."""

    def __init__(self, table_id: str, size: int, game: str, clock: Clock, *,
                 timing: TimingPolicy | None = None,
                 listener: Callable[[TableEvent], None] | None = None,
                 on_hand_over: Callable[[HandReport], None] | None = None) -> None:
        if not MIN_SEATS <= size <= MAX_SEATS:
            raise TableError(f"a table has {MIN_SEATS} to {MAX_SEATS} seats, not {size}")
        self.table_id = table_id
        self.size = size
        self.game = game
        self._rotation = MixedRotation.named(game) if game in ROTATIONS else None
        for code in self._rotation.games if self._rotation else (game,):
            if size > game_spec(code).max_players:
                raise TableError(f"{code} is played at most {game_spec(code).max_players}-handed,"
                                 f" not at a {size}-seat table")
        self._clock = clock
        self.timing = timing or TimingPolicy()
        self.listener = listener
        self.on_hand_over = on_hand_over
        self.seats: dict[int, str] = TDict()
        self.stacks: dict[str, int] = TDict()
        self.bots: dict[str, Bot] = TIslands()
        self.hand_no = 0
        self._positions: Positions | None = None
        self._placed: Positions | None = None  # the next hand's, as a scenario put them
        self._hand: Hand | None = None
        #: The player whose turn it is in the running hand (None between hands): set as
        #: the hand moves (`_emit`), read a dozen times a turn by the room's parts.
        self.to_act: str | None = None
        self._replayable = False  # the hand's cards come from its config's seed alone
        self._order: tuple[str, ...] = ()  # players dealt in, engine seat index order
        self._button = 0  # engine seat index of the button in the running hand
        self._start_stacks: dict[str, int] = TDict()
        self._actions: list[tuple[int, Action]] = TList()
        self._connected: dict[str, bool] = TDict()
        self._time_bank: dict[str, float] = TDict()
        self._turn_started: datetime | None = None
        self._turn_extra = 0.0
        #: `deadline`'s last answer with what it was worked out from (the turn's start and
        #: seconds): read for every table at each of the driver's looks, building the same
        #: timedelta again and again was 2.5% of the server's CPU. Not step state: an
        #: answer is kept only with its inputs, so a step undone cannot make it wrong.
        self._last_deadline: tuple[datetime | None, float, datetime | None] = (None, 0.0, None)
        self.held: set[str] = TSet()  # seated, not dealt in (a rebuy window, sitting out)
        #: Dealt in next hand posting a big blind out of position (owed on coming back).
        self.live_blinds: set[str] = TSet()
        self._dead: set[str] = TSet()  # left mid-hand: folded whenever the action reaches them
        #: Testers' scripted hands: the dealer of hand (number, players in engine seat
        #: order, seed), or None to deal from the seed.
        self.dealer_for: Callable[[int, tuple[str, ...], int | None], Dealer | None] | None = None

    # -- seating ---------------------------------------------------------------------------

    @property
    def players(self) -> list[str]:
        """Seated players in seat order."""
        return [self.seats[s] for s in sorted(self.seats)]

    def seat_of(self, player: str) -> int:
        """The seat number of `player` (raises if not seated here)."""
        for seat, pid in self.seats.items():
            if pid == player:
                return seat
        raise TableError(f"{player} is not seated at table {self.table_id}")

    def empty_seats(self) -> list[int]:
        """Free seat numbers in order."""
        return [s for s in range(1, self.size + 1) if s not in self.seats]

    def sit(self, player: str, seat: int, stack: int, bot: Bot | None = None,
            time_bank: float | None = None) -> None:
        """Seat `player` with `stack` chips; joins from the next hand. `time_bank` is the
        seconds of time bank they bring (a fast-fold player's, from table to table);
        None gives the policy's full bank."""
        if seat not in self.empty_seats():
            raise TableError(f"seat {seat} at table {self.table_id} is not free")
        if player in self.stacks:
            raise TableError(f"{player} is already seated at table {self.table_id}")
        if stack < 0:
            raise TableError(f"stack must be >= 0, not {stack}")
        self.seats[seat] = player
        self.stacks[player] = stack
        self._connected[player] = True
        self._time_bank[player] = self.timing.time_bank_seconds if time_bank is None \
            else time_bank
        if bot is not None:
            self.bots[player] = bot

    def leave(self, player: str) -> int:
        """Remove `player` between hands; returns their stack."""
        if self.in_hand and player in self._order:
            raise TableError(f"{player} is in a hand at table {self.table_id}; wait for it")
        seat = self.seat_of(player)
        del self.seats[seat]
        self._connected.pop(player, None)
        self._time_bank.pop(player, None)
        self.bots.pop(player, None)
        self.held.discard(player)
        return self.stacks.pop(player)

    def fold_out(self, player: str) -> None:
        """`player` left mid-hand: their hand is dead, folded now if it is their turn and
        the moment the action reaches them otherwise, so nobody waits on their clock. They
        stay seated until the hand is over (`leave`); all-in or folded, nothing changes."""
        if self._hand is None or player not in self._order:
            return
        self._dead.add(player)
        if self.to_act == player:
            self._after_action(self._require_hand())

    def hold(self, player: str) -> None:
        """Keep `player`'s seat but deal around it (a busted player deciding on a rebuy):
        for dealing, the button and the blinds the seat counts as empty."""
        self.seat_of(player)
        self.held.add(player)

    def release(self, player: str) -> None:
        """Deal `player` in again from the next hand."""
        self.held.discard(player)

    def add_chips(self, player: str, chips: int) -> None:
        """Add chips between hands (rebuy, add-on, ring-game top-up)."""
        if self.in_hand and player in self._order:
            raise TableError(f"chips can be added to {player} only between hands")
        if chips <= 0:
            raise TableError(f"chips to add must be positive, not {chips}")
        self.seat_of(player)
        self.stacks[player] += chips

    # -- button and positions --------------------------------------------------------------

    def _occupied(self, extra_seat: int | None = None) -> list[bool]:
        return [(s in self.seats and self.seats[s] not in self.held) or s == extra_seat
                for s in range(1, self.size + 1)]

    def _dealt_seats(self, positions: Positions, occupied: list[bool]) -> list[bool]:
        """The seats dealt into a hand at `positions` of the `occupied` ones: nobody is dealt
        in between the button and the small blind (someone who sat down or came back there
        waits for the button to pass), so the hand's acting order is the one its button seat
        says."""
        gap = (positions.small_blind - positions.button) % self.size  # 0: heads-up
        if gap < 2:  # (no seat in between: every occupied seat is dealt in)
            return occupied
        between = {(positions.button + k) % self.size for k in range(1, gap)}
        dealt = [o and s not in between for s, o in enumerate(occupied)]
        enough = sum(dealt) > 2 or (sum(dealt) == 2 and dealt[positions.small_blind])
        return dealt if enough else occupied

    def next_positions(self, extra_seat: int | None = None) -> Positions:
        """Button and blinds of the next hand (forward-moving; first button at seat 1)."""
        return next_positions(self._occupied(extra_seat), self._positions)

    def seats_until_big_blind(self, seat: int) -> int:
        """How many hands until `seat` (occupied, or empty as if someone sat there) posts
        the big blind: 0 means next hand. Used to move players to a similar position."""
        occupied = [s for s in range(1, self.size + 1) if s in self.seats or s == seat]
        big_blind = self.next_positions(seat).big_blind + 1
        start = occupied.index(big_blind) if big_blind in occupied else 0
        return (occupied.index(seat) - start) % len(occupied)

    @property
    def positions(self) -> Positions | None:
        """Button and blinds of the last hand dealt (None before the first)."""
        return self._positions

    def place_button(self, positions: Positions) -> None:
        """The next hand's button and blinds exactly there (a tester's scenario says where);
        the hands after it move on from them."""
        self._placed = positions

    def restart_button(self) -> None:
        """Forget the button so the next hand starts with it at seat 1 (new table)."""
        self._positions = None

    # -- connection and timing -------------------------------------------------------------

    def set_connected(self, player: str, connected: bool) -> None:
        """Mark a human player (dis)connected; a reconnect restarts their turn timer."""
        self.seat_of(player)
        self._connected[player] = connected
        if self.to_act == player:
            self._begin_turn()

    def is_connected(self, player: str) -> bool:
        """False while a human player is disconnected."""
        return self._connected.get(player, True)

    @property
    def deadline(self) -> datetime | None:
        """When the player to act is timed out (None: no human to act)."""
        started = self._turn_started
        if started is None:
            return None
        player = self.to_act
        bank = self._time_bank.get(player, 0.0) if player else 0.0
        seconds = self.timing.action_seconds + bank + self._turn_extra
        last = self._last_deadline
        if last[0] is started and last[1] == seconds:
            return last[2]
        deadline = started + timedelta(seconds=seconds)
        object.__setattr__(self, "_last_deadline", (started, seconds, deadline))
        return deadline

    @property
    def bank_starts(self) -> datetime | None:
        """When the player to act runs into their time bank (None: no timed turn, or no
        bank left): their normal time is over, the bank runs on to the `deadline`."""
        player = self.to_act
        if self._turn_started is None or player is None or not self._time_bank.get(player):
            return None
        return self._turn_started + timedelta(seconds=self.timing.action_seconds)

    @property
    def waiting_on_disconnected(self) -> bool:
        """True while the table waits on a disconnected player's extra time (DET)."""
        player = self.to_act
        return player is not None and not self.is_connected(player) and self._turn_extra > 0

    def check_timeout(self) -> bool:
        """Act for a player whose time ran out (check if free, else fold); True if done.

        The player stays seated and sitting in: next time action comes to them they get
        their (possibly reduced) time again.
        """
        deadline = self.deadline
        player = self.to_act
        if deadline is None or player is None or self._clock.now() < deadline:
            return False
        if not self.is_connected(player) and self._turn_extra > 0:
            self.timing.on_timeout(player)
        self._time_bank[player] = 0.0
        self._apply(player, timeout_action(self._require_hand().legal().kinds))
        return True

    # -- hands -----------------------------------------------------------------------------

    @property
    def in_hand(self) -> bool:
        """True from `start_hand` until the hand is over and reported."""
        return self._hand is not None

    @property
    def dealt_in(self) -> tuple[str, ...]:
        """Players dealt into the running hand, in engine seat order (someone seated
        mid-hand is not in it); () between hands."""
        return self._order

    def time_bank(self, player: str) -> float:
        """Seconds left in ``player``'s time bank (0 when not seated here)."""
        return self._time_bank.get(player, 0.0)

    def can_deal(self) -> bool:
        """At least two players with chips, not held out, and no hand running."""
        return not self.in_hand and sum(1 for p in self.seats.values()
                                        if self.stacks[p] and p not in self.held) >= 2

    def start_hand(self, blinds: Blinds, seed: int | None) -> None:
        """Deal the next hand with `blinds`; bots act at once until a human must act.

        `seed` is this hand's own shuffle seed (`hand_seed` of the room's seed, the table and
        the hand number, in seeded rooms) or None for a secure shuffle (real play)."""
        self._deal(blinds, seed, None)

    def start_hand_from_deck(self, blinds: Blinds, seed: int | None,
                             deck: tuple[str, ...]) -> None:
        """`start_hand` with the cards in `deck` order, top card first (testers' scenarios
        that fix a hand's cards; `seed` is still recorded with the hand)."""
        self._deal(blinds, seed, deck)

    def _deal(self, blinds: Blinds, seed: int | None, deck: tuple[str, ...] | None) -> None:
        if not self.can_deal():
            raise TableError(f"table {self.table_id} cannot deal now (hand running or < 2 "
                             "players with chips)")
        for seat, player in self.seats.items():
            if self.stacks[player] == 0 and player not in self.held:
                raise TableError(f"{player} in seat {seat} has no chips; remove them first")
        occupied = self._occupied()
        positions, self._placed = self._placed or next_positions(occupied, self._positions), None
        seating = hand_seating(self._dealt_seats(positions, occupied), positions)
        seated, stacks = self.seats, self.stacks
        order = tuple([seated[index + 1] for index in seating.seats])
        config = hand_config(self.game_for_hand(self.hand_no),
                              tuple([stacks[p] for p in order]), seating.button, blinds,
                              seed, seating.dead_small_blind)
        if self.live_blinds:
            live = [order.index(p) for p in order if p in self.live_blinds]
            if live:
                config = with_live_blinds(config, live, blinds.big_blind)
            self.live_blinds = TSet()
        if deck is not None:
            config = dataclasses.replace(config, deck=deck)
        self.hand_no += 1
        _log.info("table %s hand %d %s seed %s", self.table_id, self.hand_no, config.game, seed)
        dealer = None if self.dealer_for is None else self.dealer_for(self.hand_no, order, seed)
        self._positions = positions
        self._order = order
        self._button = seating.button
        self._start_stacks = TDict(zip(order, config.stacks, strict=True))
        self._actions = TList()
        hand = self._hand = _new_hand(config, dealer)
        self._replayable = dealer is None and config.seed is not None
        if self.listener is not None:
            seats = [index + 1 for index in seating.seats]
            self.listener(TableEvent(self.table_id, self.hand_no, None, "seating", None, {
                "players": list(order), "seats": seats, "button_seat": positions.button + 1,
                "small_blind_seat": positions.small_blind + 1,
                "big_blind_seat": positions.big_blind + 1}))
        self._emit(hand, hand.start())
        self._after_action(hand)

    def game_for_hand(self, hand_index: int) -> str:
        """The game dealt in hand `hand_index` (0-based) at this table."""
        return self._rotation.game_for(hand_index) if self._rotation else self.game

    def act(self, player: str, action: Action) -> None:
        """A human player's action; raises `TableError` and changes nothing if not legal."""
        if self.to_act != player:
            raise TableError(f"it is not {player}'s turn at table {self.table_id}")
        used = 0.0
        if self._turn_started is not None:
            used = (self._clock.now() - self._turn_started).total_seconds()
        try:
            self._apply(player, action)
        except IllegalActionError as exc:
            raise TableError(f"{player} cannot {action.kind} now: {exc}") from exc
        overrun = used - self.timing.action_seconds
        if overrun > 0 and player in self._time_bank:
            self._time_bank[player] = max(0.0, self._time_bank[player] - overrun)

    def _apply(self, player: str, action: Action) -> None:
        hand = self._require_hand()
        index = self._order.index(player)
        self._emit(hand, hand.act(index, action))
        self._actions.append((index, action))
        self._after_action(hand)

    def _after_action(self, hand: Hand) -> None:
        """Let bots act in the running ``hand`` (kept for the step: `_require_hand`) until
        a human must act or the hand ends; then report it."""
        bots = self.bots
        while (seat := hand.to_act) is not None:  # (None: the hand is over)
            player = self._order[seat]
            bot = bots.get(player)
            if player in self._dead:
                action = dead_hand_action(hand.legal().kinds)
                self._emit(hand, play_recorded(hand, seat, action))
            elif bot is not None:
                keep_island(bot)
                action = bot.decide(hand.view(seat))
                self._emit(hand, hand.act(seat, action))
            else:
                break
            self._actions.append((seat, action))
        if seat is None:
            self._finish(hand)
        else:
            self._begin_turn()

    def _begin_turn(self) -> None:
        player = self.to_act
        if player is None:
            self._turn_started = None
            return
        self._turn_started = self._clock.now()
        self._turn_extra = 0.0 if self.is_connected(player) else self.timing.extra_seconds(player)

    def _finish(self, hand: Hand) -> None:
        result = hand.result()
        order = self._order
        end = {p: result.final_stacks[i] for i, p in enumerate(order)}
        self.stacks.update(end)
        busted = tuple(p for p in order if end[p] == 0)
        knocked: dict[str, tuple[str, ...]] = {}
        for player in busted:
            index = order.index(player)
            relevant = [pot for pot in result.pots if index in pot.eligible]
            winners = relevant[-1].hi_winners if relevant else ()
            # earliest position (first seat left of the button) first
            ranked = sorted(winners, key=lambda w: (w - self._button - 1) % len(order))
            knocked[player] = tuple(order[w] for w in ranked)
        report = HandReport(self.table_id, self.hand_no, dict(self._start_stacks), end,
                            busted, knocked, hand.config, order, tuple(self._actions),
                            tuple(hand.events))
        self._hand = None
        self._turn_started = None
        self._order = ()
        self._dead.clear()
        if self.on_hand_over is not None:
            self.on_hand_over(report)

    def _require_hand(self) -> Hand:
        """The running hand, about to change: kept for the step first (the engine's hand
        is not tracked; every change to it goes through here). A seeded hand is kept as
        how to deal and play it again (its config and the actions so far): a copy of the
        whole hand cost about 15 µs a step, 7% of the room's CPU per action."""
        hand = self._hand
        if hand is None:
            raise TableError(f"no hand is running at table {self.table_id}")
        if self._replayable:
            keep_remade(hand, self._replay)
        else:
            keep_island(hand)
        return hand

    def _replay(self) -> Callable[[], Hand]:
        """How to make the running hand again as it is now."""
        assert self._hand is not None
        return functools.partial(_replayed, self._hand.config, tuple(self._actions))

    # -- saved state ---------------------------------------------------------------------

    def to_state(self) -> TableState:
        """This table as saved data; a hand in progress as its config and actions so far
        (only a seeded or fixed-deck hand can be saved: a secure shuffle cannot replay)."""
        hand = None
        if self._hand is not None:
            config = self._hand.config
            if config.seed is None and config.deck is None:
                raise TableError(f"table {self.table_id} deals a secure shuffle: its hand in "
                                 "progress cannot be saved")
            hand = HandState(config=config, players=self._order, button=self._button,
                             start_stacks=dict(self._start_stacks), actions=tuple(self._actions))
        return TableState(
            table_id=self.table_id, size=self.size, game=self.game, hand_no=self.hand_no,
            seats=dict(self.seats), stacks=dict(self.stacks), positions=self._positions,
            connected=dict(self._connected), time_bank=dict(self._time_bank),
            turn_started=self._turn_started, turn_extra=self._turn_extra, hand=hand)

    @classmethod
    def from_state(cls, state: TableState, clock: Clock, bots: Mapping[str, Bot]) -> Table:
        """The table back from saved data, with `bots` (by player id) in their seats; its
        hand in progress is dealt again and replayed silently (no events go out). The owner
        attaches timing and listeners. Raises `TableError` if the hand does not replay."""
        table = cls(state.table_id, state.size, state.game, clock)
        table.seats = TDict(state.seats)
        table.stacks = TDict(state.stacks)
        table.bots = TIslands({p: bots[p] for p in state.stacks if p in bots})
        table.hand_no = state.hand_no
        table._positions = state.positions
        table._connected = TDict(state.connected)
        table._time_bank = TDict(state.time_bank)
        if state.hand is not None:
            saved = state.hand
            try:
                hand = _replayed(saved.config, saved.actions)
            except IllegalActionError as exc:
                raise TableError(f"the saved hand at {state.table_id} does not replay: {exc}") \
                    from exc
            if hand.is_over:
                raise TableError(f"the saved hand at {state.table_id} is already over")
            table._hand = hand
            table.to_act = None if hand.to_act is None else saved.players[hand.to_act]
            table._replayable = saved.config.seed is not None
            table._order = saved.players
            table._button = saved.button
            table._start_stacks = TDict(saved.start_stacks)
            table._actions = TList(saved.actions)
        table._turn_started = state.turn_started
        table._turn_extra = state.turn_extra
        return table

    def view_for(self, player: str) -> SeatView:
        """The engine `SeatView` of `player` in the running hand (what their UI shows)."""
        if self._hand is None:  # read only: the hand need not be kept for the step
            raise TableError(f"no hand is running at table {self.table_id}")
        return self._hand.view(self._order.index(player))

    def legal_for(self, player: str) -> Legal | None:
        """``player``'s options if they are to act in the running hand, else None: what
        `view_for` says of them without building the whole view (asked at every turn)."""
        if self._hand is None or self.to_act != player:
            return None
        return self._hand.legal()  # read only, as `view_for`

    def _emit(self, hand: Hand, events: Sequence[Event]) -> None:
        """``hand`` moved: whose turn it is now, then its ``events`` to the listener (who
        may ask whose turn it is)."""
        seat = hand.to_act
        order = self._order
        self.to_act = None if seat is None else order[seat]
        listener = self.listener
        if listener is None:
            return
        for event in events:
            to = None if event.visible_to is None else order[event.visible_to]
            player = None if event.seat is None else order[event.seat]
            listener(TableEvent(self.table_id, self.hand_no, to, event.kind, player,
                                event.data))
