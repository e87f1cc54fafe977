"""A hand's record and its exact replay: every hand is reproducible from its seed.

The record keeps the engine configuration (which holds the seed, or the fixed deck) and
the actions in order. Dealing a new `Hand` from the same configuration and applying the
same actions gives the same events, so a tester can rebuild any hand from the record
alone; `replay_hand` does that and `reproduces` checks it. Records come from a scenario
table's `HandRecorder` or from the table's `HandReport` in a practice tournament, and
`to_phh` writes one as a PHH hand history (seed included) that `skg-poker qa replay` reads.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass, replace

from client.engine import Action, EngineError, Event, Hand, HandConfig
from client.histories.phh.dealt import export_phh, player_order
from client.practice.script import ScriptedDealer
from client.room.table import HandReport


@dataclass(frozen=True)
class HandRecord:
    """One finished hand: its number, config (seed or deck), players, actions and events."""

    hand_no: int
    config: HandConfig
    players: tuple[str, ...]
    actions: tuple[tuple[int, Action], ...]
    events: tuple[Event, ...]
    final_stacks: tuple[int, ...]

    @classmethod
    def from_report(cls, report: HandReport) -> HandRecord:
        """The record of a hand a room table dealt (its report holds config and actions)."""
        return cls(report.hand_no, report.config, report.players, report.actions,
                   report.events, tuple(report.end_stacks[p] for p in report.players))

    def to_phh(self) -> str:
        """The hand as PHH text: every card dealt, the seed (``_seed``) and the players."""
        players = [self.players[seat] for seat in player_order(self.config)]
        return export_phh(replay_hand(self), {"players": players, "hand": self.hand_no})

    def to_json(self) -> dict[str, object]:
        """A JSON-able dict: config (with seed), players, actions (events are not included)."""
        config = {k: v for k, v in asdict(self.config).items() if v not in (None, 0, False)}
        config.update(stacks=list(self.config.stacks), button=self.config.button)
        if self.config.deck is not None:
            config["deck"] = list(self.config.deck)
        return {
            "hand_no": self.hand_no,
            "config": config,
            "players": list(self.players),
            "actions": [
                {"seat": seat, "kind": a.kind.value, "amount": a.amount,
                 **({"discards": list(a.discards)} if a.discards else {})}
                for seat, a in self.actions
            ],
        }


class HandRecorder:
    """Deals one hand and records every action and event as it is played (human pace).
    A scripted hand's `dealer` deals its named cards; the record keeps them as its deck."""

    def __init__(self, hand_no: int, config: HandConfig, players: Sequence[str],
                 dealer: ScriptedDealer | None = None) -> None:
        self.hand_no = hand_no
        self.players = tuple(players)
        self.dealer = dealer
        self.hand = Hand(config, dealer)
        self.events = self.hand.start()
        self.actions: list[tuple[int, Action]] = []

    def act(self, seat: int, action: Action) -> None:
        """Apply ``action`` for ``seat`` (raises IllegalActionError and records nothing)."""
        self.events += self.hand.act(seat, action)
        self.actions.append((seat, action))

    def record(self) -> HandRecord:
        """The finished hand's record."""
        config = self.hand.config if self.dealer is None else \
            replace(self.hand.config, deck=tuple(self.dealer.dealt))
        return HandRecord(self.hand_no, config, self.players, tuple(self.actions),
                          tuple(self.events), self.hand.result().final_stacks)


def replay_hand(record: HandRecord) -> Hand:
    """The record's hand dealt again from its config with its actions applied."""
    hand = Hand(record.config)
    hand.start()
    for seat, action in record.actions:
        hand.act(seat, action)
    return hand


def reproduces(record: HandRecord) -> bool:
    """Whether dealing the record again gives exactly the recorded events and stacks."""
    try:
        hand = replay_hand(record)
    except EngineError:  # a recorded action is illegal in the re-dealt hand
        return False
    return hand.events == list(record.events) and hand.result().final_stacks == \
        record.final_stacks
