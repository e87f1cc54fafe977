"""A table scenario played hand by hand: bots act at once, the human seat waits for `act`.

This is what the GUI opens when a tester loads a table scenario, and what the headless
runner drives with a bot in the human seat. Hands follow the scenario: the first from its
deck (or seed), every later one from a seed derived from the scenario seed and the hand
number (`client.room.table.hand_seed`, as at every room table), with the forward-moving
button; each finished hand is kept as a `HandRecord`.
"""

from __future__ import annotations

from dataclasses import replace

from client.bots import Bot, make_bot, seat_seed
from client.engine import Action, SeatView
from client.engine.button import Positions, hand_seating, next_positions
from client.practice.record import HandRecord, HandRecorder
from client.practice.scenario import Scenario, TableSetup, hand_config
from client.practice.session import Phase
from client.room.table import hand_seed

SCENARIO_TABLE = "scenario"  # the table id a scenario's hand seeds are derived with


def _first_positions(setup: TableSetup) -> Positions:
    n, button = len(setup.seats), setup.button
    if n == 2:
        return Positions(button, button, (button + 1) % n)
    return Positions(button, (button + 1) % n, (button + 2) % n)


class ScenarioTable:
    """One table scenario in play; ``hero_bot`` set means a bot plays the human seat too."""

    def __init__(self, scenario: Scenario, hero_bot: str | None = None) -> None:
        if scenario.table is None:
            raise ValueError("ScenarioTable needs a table scenario ([table] section)")
        self.scenario = scenario
        self.setup: TableSetup = scenario.table
        self.bots: dict[int, Bot] = {}
        self.human: int | None = None
        for i, seat in enumerate(self.setup.seats):
            if seat.is_human and hero_bot is None:
                self.human = i
            else:
                style = hero_bot if seat.is_human and hero_bot else seat.player
                self.bots[i] = make_bot(style, seat_seed(scenario.seed, i))
        self.stacks = [s.stack for s in self.setup.seats]
        self.records: list[HandRecord] = []
        self._positions: Positions | None = None
        self._current: HandRecorder | None = None
        self._seats: tuple[int, ...] = ()  # scenario seat of each hand seat

    @property
    def final_stacks(self) -> dict[str, int]:
        """Stacks by seat name after the hands played so far."""
        return {s.name: self.stacks[i] for i, s in enumerate(self.setup.seats)}

    @property
    def phase(self) -> Phase:
        """YOUR_TURN when the human must act, FINISHED when no hand is left, else PLAYING."""
        if self._human_to_act():
            return Phase.YOUR_TURN
        if self._current is None and not self._can_deal():
            return Phase.FINISHED
        return Phase.PLAYING

    def view(self) -> SeatView | None:
        """The human seat's view of the running hand (None if not dealt in or no hand)."""
        hand = self._current
        if hand is None or self.human is None or self.human not in self._seats:
            return None
        return hand.hand.view(self._seats.index(self.human))

    def act(self, action: Action) -> None:
        """The human's action (IllegalActionError and nothing changes if not legal)."""
        if not self._human_to_act():
            raise ValueError("it is not your turn; call step() until it is")
        assert self._current is not None and self.human is not None
        self._current.act(self._seats.index(self.human), action)
        self._play_bots()

    def step(self) -> Phase:
        """Deal the next hand if none is running; bots act until the human must act."""
        if self._current is None and self._can_deal():
            self._deal()
        self._play_bots()
        return self.phase

    def play_out(self) -> list[HandRecord]:
        """Play every remaining hand (only when bots play every seat); returns the records."""
        if self.human is not None:
            raise ValueError("a human seat is waiting; give ScenarioTable a hero_bot to play out")
        while self.step() is not Phase.FINISHED:
            pass
        return self.records

    def _human_to_act(self) -> bool:
        hand = self._current
        return hand is not None and self.human is not None and hand.hand.to_act is not None \
            and self._seats[hand.hand.to_act] == self.human

    def _can_deal(self) -> bool:
        return len(self.records) < self.setup.hands and sum(s > 0 for s in self.stacks) >= 2

    def _deal(self) -> None:
        hand_no = len(self.records) + 1
        occupied = [s > 0 for s in self.stacks]
        self._positions = _first_positions(self.setup) if self._positions is None else \
            next_positions(occupied, self._positions)
        seating = hand_seating(occupied, self._positions)
        config = replace(
            hand_config(self.setup, self.setup.game_for(hand_no),
                        hand_seed(self.scenario.seed, SCENARIO_TABLE, hand_no)),
            stacks=tuple(self.stacks[s] for s in seating.seats),
            button=seating.button,
            dead_small_blind=seating.dead_small_blind,
            deck=self.setup.deck if hand_no == 1 else None,
        )
        self._seats = seating.seats
        names = [self.setup.seats[s].name for s in seating.seats]
        self._current = HandRecorder(hand_no, config, names)

    def _play_bots(self) -> None:
        recorder = self._current
        if recorder is None:
            return
        hand = recorder.hand
        while not hand.is_over:
            seat = hand.to_act
            assert seat is not None  # a running hand always has a seat to act
            bot = self.bots.get(self._seats[seat])
            if bot is None:
                return
            recorder.act(seat, bot.decide(hand.view(seat)))
        record = recorder.record()
        self.records.append(record)
        for index, seat in enumerate(self._seats):
            self.stacks[seat] = record.final_stacks[index]
        self._current = None
