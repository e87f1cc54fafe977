"""A multi-day (phased) tournament: Day 1 flights feeding one Day 2 (see `days`).

Site rule: players who self-exclude after qualifying for Day 2 of a multi-day or phased
tournament may still play it on any later day (it is not a new entry: no self-exclusion
check); players who choose not to play on later days (`forfeit`) receive no compensation.
"""

from __future__ import annotations

from collections.abc import Sequence

from client.room.tournament.director import Tournament
from client.room.tournament.errors import TournamentError
from client.room.tournament.field import State
from client.room.tracked import Tracked


class MultiDayEvent(Tracked):
    """Day 1 ``flights`` feeding one ``day_two`` tournament."""

    def __init__(self, event_id: str, flights: Sequence[Tournament], day_two: Tournament
                 ) -> None:
        if not flights or not all(f.structure.bag_at_players for f in flights):
            raise TournamentError("every Day 1 flight needs bag_at_players")
        if not day_two.structure.day_two:
            raise TournamentError("the Day 2 structure needs day_two = true")
        if any(f.structure.currency != day_two.structure.currency for f in flights):
            raise TournamentError("the flights and Day 2 must use the same currency")
        self.event_id = event_id
        self.flights = tuple(flights)
        self.day_two = day_two
        #: Day 2 has its survivors (also true of a Day 2 restored after a restart).
        self.seated = day_two.state is not State.REGISTERING or bool(day_two.entrants)

    def survivors(self) -> dict[str, int]:
        """Every flight's survivors so far (who still hold a Day 2 seat) and the chips in
        their bags."""
        return {p: e.carried_chips for f in self.flights for p, e in f.entrants.items()
                if e.alive and e.carried_chips}

    def keeps_state(self, tournament: Tournament) -> bool:
        """Whether a restart must restore this day (`tournament`, one of the event's),
        running or not, for the event to stay linked: every day until Day 2 starts (a
        seat may be given up until then)."""
        return tournament in (*self.flights, self.day_two) and \
            self.day_two.state is State.REGISTERING

    def can_forfeit(self, player: str) -> bool:
        """Whether `player` holds a Day 2 seat they may still give up (Day 2 not started)."""
        return self.day_two.state is State.REGISTERING and player in self.survivors()

    def forfeit(self, player: str) -> None:
        """A survivor will not play Day 2 (site rule): their bag is void and their seat
        goes, nothing is paid back and the prize pool stays as it is. Refused once Day 2
        started. The void bag is in the flight's state, so it outlives a restart."""
        if self.day_two.state is not State.REGISTERING:
            raise TournamentError("Day 2 has started: a seat can no longer be given up")
        bag = next((f.entrants[player] for f in self.flights if player in f.entrants
                    and f.entrants[player].alive and f.entrants[player].carried_chips), None)
        if bag is None:
            raise TournamentError(f"{player} has no Day 2 seat to give up")
        if self.seated:
            self.day_two.registration.give_up_carried(player)
        bag.carried_chips = 0

    def advance(self) -> bool:
        """Once every flight has bagged (or was cancelled): Day 2 gets the survivors
        (self-excluded ones too: the rule lets them finish the event) and the pools, or is
        cancelled when nobody survived; True when it happened."""
        if self.seated or not all(f.state in (State.FINISHED, State.CANCELLED)
                                  for f in self.flights):
            return False
        bags = self.survivors()
        bots = {p: f.entrants[p].bot for f in self.flights for p in f.entrants if p in bags}
        self.day_two.carry_over(bags, bots, entries=sum(f.entries for f in self.flights),
                                pools=[f.tournament_id for f in self.flights])
        self.seated = True
        return True
