"""The session leak report's numbers: VPIP, PFR, 3-bet, fold to 3-bet, went to showdown.

Each finished flop-game hand (its config and actions, dealt again) adds to every dealt
player's tallies at their position: the hand, whether they put money in voluntarily
before the flop (VPIP) or raised (PFR), whether they re-raised a single raise (3-bet, out
of the times they faced one), whether they folded when their raise was re-raised (out of
the times it was), and whether, having seen the flop, they went to showdown (WTSD).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, fields

from client.engine import Action, ActionKind, Hand, HandConfig
from client.engine.games import game_spec
from client.room.tracked import TDict, Tracked

POSITIONS = ("EP", "HJ", "CO", "BTN", "SB", "BB")
_RAISES = (ActionKind.BET, ActionKind.RAISE)
_IN = (ActionKind.CALL, ActionKind.BET, ActionKind.RAISE)


def position_name(seat: int, button: int, players: int) -> str:
    """The seat's position: heads-up the button and the big blind; else BTN, SB, BB, then
    from the cut-off back CO, HJ and early positions."""
    offset = (seat - button) % players
    if players == 2:
        return ("BTN", "BB")[offset]
    if offset < 3:
        return ("BTN", "SB", "BB")[offset]
    from_end = players - offset
    return "CO" if from_end == 1 else "HJ" if from_end == 2 else "EP"


@dataclass
class Tally(Tracked):
    """Counts behind the leak report's percentages."""

    hands: int = 0
    vpip: int = 0
    pfr: int = 0
    three_bet_chances: int = 0
    three_bets: int = 0
    faced_three_bets: int = 0
    folds_to_three_bet: int = 0
    saw_flop: int = 0
    showdowns: int = 0

    def add(self, other: Tally) -> None:
        """Add another tally's counts to this one."""
        for f in fields(self):
            setattr(self, f.name, getattr(self, f.name) + getattr(other, f.name))

    def rates(self) -> tuple[float | None, ...]:
        """VPIP, PFR, 3-bet, fold to 3-bet, WTSD as shares (None with nothing to count)."""
        def share(part: int, whole: int) -> float | None:
            return part / whole if whole else None
        return (share(self.vpip, self.hands), share(self.pfr, self.hands),
                share(self.three_bets, self.three_bet_chances),
                share(self.folds_to_three_bet, self.faced_three_bets),
                share(self.showdowns, self.saw_flop))


def merged(tallies: Iterable[Tally]) -> Tally:
    """One tally summing several."""
    total = Tally()
    for tally in tallies:
        total.add(tally)
    return total


def hand_tallies(config: HandConfig, actions: Sequence[tuple[int, Action]]
                 ) -> dict[int, tuple[str, Tally]] | None:
    """Per engine seat its position and this hand's counts; None outside flop games."""
    if game_spec(config.game).family not in ("holdem", "omaha"):
        return None
    n = len(config.stacks)
    tallies = {s: Tally(hands=1) for s in range(n)}
    hand = Hand(config)
    hand.start()
    raises = 0
    opener: int | None = None
    flop_folded: tuple[bool, ...] | None = None
    for seat, action in actions:
        view = hand.view(seat)
        if view.street == "preflop":
            tally, kind = tallies[seat], action.kind
            tally.vpip = max(tally.vpip, int(kind in _IN))
            tally.pfr = max(tally.pfr, int(kind in _RAISES))
            if raises == 1 and seat != opener:
                tally.three_bet_chances = 1
                tally.three_bets = max(tally.three_bets, int(kind in _RAISES))
            if raises == 2 and seat == opener:
                tally.faced_three_bets = 1
                tally.folds_to_three_bet = int(kind is ActionKind.FOLD)
            if kind in _RAISES:
                raises += 1
                opener = seat if opener is None else opener
        elif flop_folded is None:
            flop_folded = view.folded
        hand.act(seat, action)
    end = hand.view(0)
    if flop_folded is None and len(end.board) >= 3:
        flop_folded = end.folded
    if flop_folded is not None:
        showdown = sum(not f for f in end.folded) >= 2
        for s in range(n):
            if not flop_folded[s]:
                tallies[s].saw_flop = 1
                tallies[s].showdowns = int(showdown and not end.folded[s])
    return {s: (position_name(s, config.button, n), tallies[s]) for s in range(n)}


@dataclass(frozen=True)
class LeakRow:
    """One position (or "All"): the player's counts and the strong bots' over the session."""

    position: str
    player: Tally
    strong: Tally


class LeakBook(Tracked):
    """Every player's tallies over the session, by position."""

    def __init__(self) -> None:
        self._tallies: dict[tuple[str, str], Tally] = TDict()

    def add_hand(self, config: HandConfig, actions: Sequence[tuple[int, Action]],
                 players: Sequence[str]) -> None:
        """Count one finished hand (``players`` in engine seat order)."""
        counted = hand_tallies(config, actions)
        for seat, (position, tally) in (counted or {}).items():
            self._tallies.setdefault((players[seat], position), Tally()).add(tally)

    def _of(self, players: Iterable[str], position: str | None) -> Tally:
        wanted = set(players)
        return merged(t for (p, pos), t in self._tallies.items()
                      if p in wanted and position in (None, pos))

    def report(self, player: str, strong: Iterable[str]) -> tuple[LeakRow, ...]:
        """The player's rows by position, then "All", beside the ``strong`` players' own."""
        strong = tuple(strong)
        return tuple(LeakRow(pos or "All", self._of((player,), pos), self._of(strong, pos))
                     for pos in (*POSITIONS, None))


@dataclass(frozen=True)
class SessionReport:
    """The leak report's rows; ``baseline`` when the strong bot's numbers come from its
    stored self-play (no strong bot sat at the player's tables this session)."""

    rows: tuple[LeakRow, ...]
    baseline: bool = False


def against_baseline(rows: tuple[LeakRow, ...], baseline: dict[str, Tally]) -> SessionReport:
    """The player's rows beside the stored self-play numbers, by position and in all."""
    return SessionReport(tuple(LeakRow(r.position, r.player,
                                       baseline.get(r.position) or merged(baseline.values()))
                               for r in rows), baseline=True)
