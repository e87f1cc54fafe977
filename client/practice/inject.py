"""Putting a practice tournament into a tester's state: a scenario's ``[tournament.state]``
and the tester panel's clock setting.

`put_in_state` runs once the field is registered and the event started, before the first
hand: the players out get the places below those still in (the biggest prize paid first)
and are paid what the state says; everyone still in is re-seated with their stack (the
starting stack when the state names none) and the bounty on their head: on one table in
the order the state lists them from seat 1, where the first hand's button is (so a
script knows who acts first), else at random at as few tables as needed. Registration
closes and the prize pool is fixed (a state is past the start); the play clock is set to
the level and the time into it (`set_clock`).
"""

from __future__ import annotations

import math
from decimal import Decimal

from client.practice.scenario import TournamentStart
from client.room.ledger import SYS_BANK, tourney_account
from client.room.saved.schema import BountyState, BreakPlanState, PlayClockState
from client.room.tournament.director import State, Tournament
from client.room.tournament.errors import TournamentError
from client.room.tournament.seating import random_seating
from client.room.tracked import Tracked


def set_clock(t: Tournament, level: int, minutes_in_level: float) -> None:
    """Move the play clock to ``minutes_in_level`` into ``level`` (1-based); breaks that
    play time has passed are skipped, the next one is planned from there."""
    levels = t.structure.levels
    if not 1 <= level <= len(levels) or not 0 <= minutes_in_level < levels[level - 1].minutes:
        raise TournamentError(f"level {level} at {minutes_in_level:g} minutes is not in "
                              f"{t.structure.name} ({len(levels)} levels)")
    set_play_minutes(t, sum(lv.minutes for lv in levels[:level - 1]) + minutes_in_level)


def set_play_minutes(t: Tournament, minutes: float) -> None:
    """The play clock at ``minutes`` (the level follows at the next tick); the breaks
    planned by play time before that are skipped."""
    timekeeper = t.timekeeper
    running = timekeeper.play.running
    timekeeper.play.restore(PlayClockState(last=t.clock.now(), seconds=minutes * 60,
                                           running=running))
    plan = timekeeper.breaks.to_state()
    interval = t.structure.breaks.interval_minutes
    timekeeper.breaks.restore(BreakPlanState(
        next_sync=plan.next_sync,
        next_interval=None if plan.next_interval is None
        else (math.floor(minutes / interval) + 1) * interval,
        addon_pending=plan.addon_pending and minutes < t.structure.rebuy.minutes))


class HandPacedClock(Tracked):
    """A scenario's simulated clock in the GUI's room (``rule`` after each tick): play
    time moves by ``seconds_per_hand`` for each round of hands (one hand at every table),
    as in headless runs, not with the wall clock; `rebase` after a tester sets the clock."""

    def __init__(self, t: Tournament, seconds_per_hand: float) -> None:
        self._per_hand = seconds_per_hand
        self.rebase(t)

    def rebase(self, t: Tournament) -> None:
        """Count from the clock as it is now (after a tester set it)."""
        self._seconds = t.play_minutes * 60
        self._at = t.clock.now()
        self._hands = t.hands_played

    def __call__(self, t: Tournament) -> None:
        """Take the wall time out of the play clock and put the hands' time in."""
        now = t.clock.now()
        play = t.timekeeper.play
        wall = max(0.0, min(play.minutes * 60 - self._seconds,
                             (now - self._at).total_seconds()))
        rounds = (t.hands_played - self._hands) / max(1, len(t.tables))
        seconds = play.minutes * 60 - wall + rounds * self._per_hand
        play.restore(PlayClockState(last=max(now, play.as_of), seconds=seconds,
                                    running=play.running))
        self._seconds, self._at, self._hands = seconds, now, t.hands_played


def put_in_state(t: Tournament, start: TournamentStart) -> None:
    """Re-seat, place, pay and time the started tournament ``t`` as ``start`` says."""
    field = t.field
    if field.state is not State.RUNNING or field.any_hand_running():
        raise TournamentError("a state is put on a started tournament before its first hand")
    stacks = {p.name: p.stack for p in start.players}
    order = [p for p in t.entrants if p not in start.prizes_awarded]
    alive = list(stacks) + [p for p in order if p not in stacks][:start.players_left
                                                                    - len(stacks)]
    for table in list(field.tables.values()):
        for player in table.players:
            table.leave(player)
        t.floor.close_table(table)
    field.chips_issued = 0
    t.registration.close(early=True)
    if not t.purse.final:
        t.purse.finalize(t.entries)
    paid = sorted(start.prizes_awarded, key=lambda p: (-start.prizes_awarded[p], p))
    out = paid + [p for p in order if p not in alive]
    for place, player in enumerate(out, start=len(alive) + 1):
        entrant = field.entrants[player]
        entrant.alive, entrant.table_id, entrant.place = False, None, place
        t.purse.pay(entrant, start.prizes_awarded.get(player, Decimal(0)), "prize")
    _set_bounties(t, alive, {p.name: p.bounty for p in start.players if p.bounty is not None})
    size = t.structure.table_size
    layout = [list(enumerate(alive, 1))] if len(alive) <= size else \
        random_seating(alive, size, field.rng)
    for seating in layout:
        table = t.floor.open_table()
        for seat, player in seating:
            t.floor.seat(field.entrants[player], table, seat,
                         stacks.get(player, t.structure.starting_stack))
    field.players_left = len(alive)
    set_clock(t, start.level, start.minutes_in_level)
    t.eliminations.in_the_money = len(alive) <= t.paid_places()
    t.floor.balance()
    t.floor.update_hand_for_hand(t.paid_places())


def _set_bounties(t: Tournament, alive: list[str], given: dict[str, Decimal]) -> None:
    """The bounties on the heads of those still in; the bounty account holds just those."""
    book = t.bounties
    if book is None:
        return
    heads = {p: given.get(p, book.bounty_of(p)) for p in alive}
    book.restore(BountyState(on_heads={p: b for p, b in heads.items() if b},
                             registered=tuple(alive)))
    account = tourney_account(t.tournament_id, "bounty")
    currency = t.structure.currency
    change = sum(heads.values(), Decimal(0)) - t.cashier.ledger.balance(account, currency)
    if change:
        src, dst = (SYS_BANK, account) if change > 0 else (account, SYS_BANK)
        t.cashier.ledger.transfer(src, dst, abs(change), currency,
                                  f"bounties of a tester's state in {t.tournament_id}")
