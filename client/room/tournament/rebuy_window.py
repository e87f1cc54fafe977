"""The short rebuy window of a human who busts while rebuys are open (issue 14).

A human who busts during the rebuy period and may still rebuy (rule 8: the funds
available in the tournament's currency; rebuys left; not self-excluded) and does not
auto-rebuy keeps the seat with no chips for `structure.rebuy.window_seconds`: the table
deals around the held seat, the player sees a countdown and a Rebuy action. Rebuying
within it puts the rebuy chips in front of them for the next hand; letting it run out, or
declining, eliminates them. Players who busted in the same hand (or the same
hand-for-hand round) are ranked together once every one of them has decided, so the
window never bends the same-hand rule: more chips at the start of the hand finishes
higher, equal stacks share. Bots never get a window: they decide at once (auto-rebuy or
out), so bot-only simulations play as before.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime, timedelta

from client.room.saved.schema import RebuyWindowState
from client.room.tracked import TDict, TList, Tracked


@dataclass(frozen=True, slots=True)
class Window:
    """One open window: the bust it came from and when it runs out."""

    player: str
    bust: int  # the bust group (one hand, or one hand-for-hand round) ranked together
    start_stack: int  # chips at the start of the bust hand (ranks the group)
    knocked_out_by: tuple[str, ...]
    ends_at: datetime
    declined: bool = False


class RebuyWindows(Tracked):
    """Open windows by player, and the bust groups still waiting on a decision."""

    def __init__(self) -> None:
        self.open: dict[str, Window] = TDict()
        self._groups: dict[int, list[Window]] = TDict()  # bust -> resolved, not yet eliminated
        self.next_bust = 1

    def new_bust(self) -> int:
        """A fresh bust-group number (one per hand, or hand-for-hand round, applied)."""
        bust = self.next_bust
        self.next_bust += 1
        return bust

    def offer(self, player: str, bust: int, start_stack: int,
              knocked_out_by: tuple[str, ...], now: datetime, seconds: float) -> Window:
        """Open `player`'s window until `now + seconds`."""
        window = Window(player, bust, start_stack, knocked_out_by,
                        now + timedelta(seconds=seconds))
        self.open[player] = window
        return window

    def deciding(self, player: str) -> Window | None:
        """`player`'s window if it is open and not declined."""
        window = self.open.get(player)
        return None if window is None or window.declined else window

    def rebought(self, player: str) -> None:
        """`player` rebought: their window closes and they play on."""
        self.open.pop(player)

    def decline(self, player: str) -> None:
        """`player` declined: out as soon as their bust group is ranked."""
        self.open[player] = replace(self.open[player], declined=True)

    def expired(self, now: datetime) -> list[str]:
        """Players whose window ran out at `now` and who had not declined."""
        return sorted(p for p, w in self.open.items() if not w.declined and now >= w.ends_at)

    def to_eliminate(self, now: datetime) -> list[list[Window]]:
        """Bust groups in which nobody is still deciding: the players who declined or ran
        out, to be ranked together and eliminated (each group returned once)."""
        if not self.open and not self._groups:  # (asked at every tick: mostly none)
            return []
        for player in sorted(self.open):
            window = self.open[player]
            if window.declined or now >= window.ends_at:
                del self.open[player]
                self._groups.setdefault(window.bust, TList()).append(window)
        deciding = {w.bust for w in self.open.values()}
        ready = [bust for bust in sorted(self._groups) if bust not in deciding]
        return [self._groups.pop(bust) for bust in ready]

    def earliest_end(self) -> datetime | None:
        """When the next open window runs out (the room ticks then)."""
        return min((w.ends_at for w in self.open.values()), default=None)

    def to_state(self) -> tuple[RebuyWindowState, ...]:
        """Open windows, and decided ones waiting on their group (saved as declined)."""
        waiting = [replace(w, declined=True) for group in self._groups.values() for w in group]
        return tuple(RebuyWindowState(
            player=w.player, bust=w.bust, start_stack=w.start_stack,
            knocked_out_by=w.knocked_out_by, ends_at=w.ends_at, declined=w.declined)
            for w in [*self.open.values(), *waiting])

    def restore(self, saved: tuple[RebuyWindowState, ...]) -> None:
        """Continue from saved data."""
        self.open = TDict({s.player: Window(s.player, s.bust, s.start_stack,
                                            s.knocked_out_by, s.ends_at, s.declined)
                           for s in saved})
        self._groups = TDict()
        self.next_bust = max((s.bust for s in saved), default=0) + 1
