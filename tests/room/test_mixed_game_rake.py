"""The lobby's mixed Hold'em table deals its rotation, and each hand is raked by its game."""

from __future__ import annotations

from datetime import UTC, datetime
from decimal import Decimal

from client.room.clock import SimulatedClock
from client.room.ring import hand_rake, load_ring_tables
from client.room.table import Table


def test_rule_mixed_games_are_raked_according_to_the_type_of_game_dealt_in_the_hand() -> None:
    """Rake rule: "mixed games that have parts of game rotation which are Fixed Limit, and
    other parts which are No Limit ... are raked according to the type of game dealt in a
    particular hand" - so the mixed table must deal both, and rake each by its own row."""
    spec = next(s for s in load_ring_tables() if s.id == "usd-mixed-hold-em-1-2")
    table = Table(spec.id, spec.seats, spec.game, SimulatedClock(datetime(2026, 1, 1, tzinfo=UTC)))
    dealt = [table.game_for_hand(k) for k in range(16)]
    assert set(dealt) == {"FLHE", "NLHE"}
    pot = {"a": 2000, "b": 2000}  # $40 heads-up, past the first betting round
    rake = {game: hand_rake(spec, 2, pot, True, game)[0] for game in set(dealt)}
    # Fixed Limit $1/$2: 2% capped at $0.50 heads-up; No Limit $0.50/$1: 5% capped at $1.00
    assert rake == {"FLHE": Decimal("0.50"), "NLHE": Decimal("1.00")}
