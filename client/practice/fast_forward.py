"""A tester's fast-forward of a running tournament: bots play at full speed until it has
reached the point the tester asked for (N players left, the final table).

The people in it sit out meanwhile (their seats held: dealt around, stacks kept; a hand
they are in is checked or folded for them first). Each round every table's bots play
its hand to the end, the play clock moves on by ``seconds_per_round`` (so the blinds go
up as they would) and the director deals again; breaks are skipped. The tables get their
bots only for the fast-forward: afterwards the room drives its bots as before.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from client.bots.protocol import Bot
from client.engine import Action, ActionKind, SeatView
from client.practice.inject import set_play_minutes
from client.room.tournament.director import State, Tournament
from client.room.tournament.errors import TournamentError
from client.room.tracked import TIslands

MAX_ROUNDS = 100_000


def _passive(t: Tournament, player: str) -> Action:
    """Check when free, else fold (a sitting-out player's action)."""
    table = t.tables[t.entrants[player].table_id or ""]
    view = table.view_for(player)
    legal = view.legal if isinstance(view, SeatView) else None
    free = legal is not None and ActionKind.CHECK in legal.kinds
    return Action(ActionKind.CHECK if free else ActionKind.FOLD)


def play_until(t: Tournament, bots: Mapping[str, Bot], done: Callable[[Tournament], bool],
               seconds_per_round: float = 60.0, max_rounds: int = MAX_ROUNDS) -> int:
    """Play ``t`` with ``bots`` until ``done(t)`` or its end; returns the hands dealt.

    Raises `TournamentError` when it cannot get there (``max_rounds`` without it)."""
    people = [p for p, e in t.entrants.items() if e.alive and p not in bots]
    start = t.hands_played
    try:
        for _ in range(max_rounds):
            if done(t) or t.state is not State.RUNNING:
                return t.hands_played - start
            for player in people:
                entrant = t.entrants[player]
                if not entrant.alive or entrant.table_id is None:
                    continue
                table = t.tables[entrant.table_id]
                if table.to_act == player:
                    t.act(player, _passive(t, player))
                if player not in table.held:
                    table.hold(player)
            for table in list(t.tables.values()):
                table.bots = TIslands({p: bots[p] for p in table.seats.values() if p in bots})
            for table in list(t.tables.values()):
                while table.table_id in t.tables and (to_act := table.to_act) in table.bots:
                    view = table.view_for(to_act)
                    assert isinstance(view, SeatView)  # a seated player's own view
                    t.act(to_act, table.bots[to_act].decide(view))
            timekeeper = t.timekeeper
            timekeeper.due_break = None  # a fast-forward skips breaks
            if timekeeper.on_break:
                timekeeper.on_break = False
                timekeeper.play.set_running(True, t.clock.now())
            set_play_minutes(t, t.play_minutes + seconds_per_round / 60)
            t.tick()
        raise TournamentError(f"fast-forward did not get there in {max_rounds} rounds")
    finally:
        for table in t.tables.values():
            table.bots = TIslands()
            for player in people:
                if player in table.held:
                    table.release(player)
