"""A table scenario played hand by hand: bots act at once, the human seat waits for `act`.

This is what the GUI opens when a tester loads a table scenario, and what the headless
runner drives with a bot in the human seat. Hands follow the scenario: the first from its
deck (or seed), every later one from a seed derived from the scenario seed and the hand
number (`scenario_hand_seed`, as in the practice room), with the forward-moving
button; each finished hand is kept as a `HandRecord`. A scripted hand (``[[hands]]``) deals
its named cards, may move the button to a player, and plays its actions as written (for
any seat; "scripted" seats act only so); its expectations are checked when it ends, and
what differs is kept in ``mismatches``. A script that cannot be played raises ScriptError.
"""

from __future__ import annotations

import random
from collections import deque
from dataclasses import replace
from decimal import Decimal

from client.bots import Bot, make_bot, seat_seed
from client.engine import Action, EngineError, SeatView
from client.engine.button import Positions, hand_seating, next_positions
from client.engine.records import HandResult
from client.practice.record import HandRecord, HandRecorder
from client.practice.scenario import Scenario, TableSetup, hand_config, scenario_hand_seed
from client.practice.script import (
    HandOutcome,
    Mismatch,
    ScriptedAction,
    ScriptedDealer,
    ScriptedHand,
    ScriptError,
    check_expectations,
)
from client.practice.session import Phase
from client.room.ring import hand_rake


def positions_at(button: int, occupied: list[bool]) -> Positions:
    """The button on ``button`` and the blinds on the next players with chips."""
    n = len(occupied)
    after = [(button + k) % n for k in range(1, n) if occupied[(button + k) % n]]
    if len(after) == 1:
        return Positions(button, button, after[0])
    return Positions(button, after[0], after[1])


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
            if seat.is_scripted:
                continue
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
        self._script: deque[ScriptedAction] = deque()
        self._expect: ScriptedHand | None = None
        self.mismatches: list[Mismatch] = []
        self.rakes: list[Decimal] = []  # each hand's rake (money tables)
        self._ring = self.setup.ring_spec(scenario.name)

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
        script = self.scenario.hands[hand_no - 1] if hand_no <= len(self.scenario.hands) \
            else None
        names = [s.name for s in self.setup.seats]
        if script is not None and script.button is not None:
            button = names.index(script.button)
            if not occupied[button]:
                raise ScriptError(f"hand {hand_no}: the button {script.button} has no chips")
            self._positions = positions_at(button, occupied)
        elif self._positions is None:
            self._positions = positions_at(self.setup.button, occupied)
        else:
            self._positions = next_positions(occupied, self._positions)
        seating = hand_seating(occupied, self._positions)
        seed = scenario_hand_seed(self.scenario.seed, hand_no)
        config = replace(
            hand_config(self.setup, self.setup.game_for(hand_no), seed),
            stacks=tuple(self.stacks[s] for s in seating.seats),
            button=seating.button,
            dead_small_blind=seating.dead_small_blind,
            deck=self.setup.deck if hand_no == 1 else None,
        )
        self._seats = seating.seats
        players = [names[s] for s in seating.seats]
        dealer = None
        if script is not None:
            queues: dict[int | None, list[str]] = {None: list(script.board)}
            for k, name in enumerate(players):
                queues[k] = [*script.hole.get(name, ()), *script.draws.get(name, ())]
            dealer = ScriptedDealer(queues, random.Random(seed))
            self._script = deque(script.actions)
        self._expect = script
        try:
            self._current = HandRecorder(hand_no, config, players, dealer)
        except EngineError as exc:
            raise ScriptError(f"hand {hand_no} cannot be dealt: {exc}") from None

    def _play_bots(self) -> None:
        recorder = self._current
        if recorder is None:
            return
        hand = recorder.hand
        while not hand.is_over:
            seat = hand.to_act
            assert seat is not None  # a running hand always has a seat to act
            if self._play_script(recorder, seat):
                continue
            bot = self.bots.get(self._seats[seat])
            if bot is None:
                return
            recorder.act(seat, bot.decide(hand.view(seat)))
        if self._script:
            raise ScriptError(f"hand {recorder.hand_no} ended before "
                              f"{self._script[0].where()}")
        record = recorder.record()
        result = hand.result()
        rake, cuts = self._rake(record, result)
        self.rakes.append(rake)
        after = {name: chips - cuts.get(name, 0)
                 for name, chips in zip(record.players, record.final_stacks, strict=True)}
        if self._expect is not None and self._expect.expect is not None:
            self.mismatches += check_expectations(
                record.hand_no, self._expect.expect,
                HandOutcome.of(result, record.players, after, rake))
        self.records.append(record)
        for index, seat in enumerate(self._seats):
            self.stacks[seat] = after[record.players[index]]
        self._current = None

    def _rake(self, record: HandRecord, result: HandResult) -> tuple[Decimal, dict[str, int]]:
        """The site's rake of a money table's hand (as a room table takes it) and each
        winner's share of it; none at a chips table."""
        if self._ring is None:
            return Decimal(0), {}
        received: dict[str, int] = {}
        for pot in result.pots:
            for seat, chips in pot.shares.items():
                name = record.players[seat]
                received[name] = received.get(name, 0) + chips
        return hand_rake(self._ring, len(record.players), received,
                         result.reached_second_round, record.config.game)

    def _play_script(self, recorder: HandRecorder, seat: int) -> bool:
        """Play the script's next action if it is this seat's; a scripted seat must have one."""
        index = self._seats[seat]
        name = self.setup.seats[index].name
        written = self._script[0] if self._script else None
        if written is not None and written.player == name:
            try:
                recorder.act(seat, written.to_action(recorder.hand.legal()))
            except EngineError as exc:
                raise ScriptError(f"hand {recorder.hand_no}, {written.where()}: {exc}") from None
            self._script.popleft()
            return True
        if self.setup.seats[index].is_scripted:
            said = f"the script says {written.where()}" if written else "the script has ended"
            raise ScriptError(f"hand {recorder.hand_no}: {name} (scripted) is to act but {said}")
        return False
