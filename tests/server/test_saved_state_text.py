"""A tournament's saved state is the same text as when every part of it was encoded at each
save: the template's, the buy-in records' and the frozen director state's JSON are kept
encoded between saves (`client.service.persistence`), and only the text's cost changes."""

from __future__ import annotations

import dataclasses
import json
from datetime import UTC, datetime
from decimal import Decimal

from client.protocol import messages as m
from client.protocol.convert import json_text, jsonable
from client.room.clock import SimulatedClock
from client.room.ledger import Currency
from client.service import RoomConfig, RoomService, SavedTournament, SngTemplate

CONFIG = RoomConfig(sit_and_gos=(SngTemplate("t3", seats=3, stack=300, action_seconds=15),))


class CheckingJournal:
    """At every save, builds the state the way every part was encoded each time before
    (from the room as it is at that moment) and compares the texts."""

    def __init__(self) -> None:
        self.room: RoomService | None = None
        self.saves: list[SavedTournament] = []

    def registration(self, tournament_id: str, player_id: str, on: bool) -> None:
        """Registrations are not what this test checks."""

    def hand(self, table_id: str, tournament_id: str | None, hand_id: str,
             players: tuple[str, ...], text: str) -> None:
        """Hands are not what this test checks."""

    def tournament_state(self, saved: SavedTournament) -> None:
        assert self.room is not None
        assert saved.state == self._encoded_whole(saved)
        self.saves.append(saved)

    def _encoded_whole(self, saved: SavedTournament) -> str:
        """The text as `saved_state` and `Persistence.save` wrote it, encoding all of it."""
        assert self.room is not None
        parts = self.room.tournaments
        tournament = parts.get(saved.tournament_id)
        template = parts.template_of(saved.tournament_id)
        state: dict[str, object] = {
            "structure": template.structure if template else tournament.structure.name,
            "template": dataclasses.asdict(template) if template is not None else None,
            "state": str(tournament.state),
            "stacks": {p: t.stacks[p] for t in tournament.tables.values()
                       for p in t.seats.values()},
            "places": {p: e.place for p, e in tournament.entrants.items()
                       if e.place is not None},
            "prizes": {p: str(e.prize) for p, e in tournament.entrants.items() if e.prize},
            "records": [jsonable(r) for r in self.room.accounts.cashier.records(
                tournament.tournament_id, include_refunded=True)],
            "currency": str(tournament.structure.currency),
            "remaining_prizes": [str(p) for p in tournament.remaining_prizes()],
            "heads_up": tournament.structure.max_players == 2,
        }
        written = json.loads(saved.state)
        if "snapshot" in written:  # the frozen state itself is kept as it was frozen
            state["snapshot"] = written["snapshot"]
            state["frozen_at"] = written["frozen_at"]
            state["multi_day"] = written["multi_day"]
        return json_text(state)


def test_saved_state_text_is_the_same_as_encoding_it_whole_at_every_save() -> None:
    """Registrations, an unregistration (a refunded record), hands, a bust-out (places and
    prizes) and the end: every saved text equals the whole encoding's."""
    journal = CheckingJournal()
    clock = SimulatedClock(datetime(2026, 3, 1, 20, tzinfo=UTC))
    room = RoomService(clock, config=CONFIG, grants={Currency.USD: Decimal("50.00")},
                       journal=journal)
    journal.room = room
    out: list[tuple[str, m.Event]] = []
    room.subscribe(lambda pid, ev: out.append((pid, ev)))
    for name in ("ann", "bob", "cid", "dan"):
        room.ensure_local_player(name, name)
        room.set_connected(name, True)
    room.handle("dan", m.Register(tournament_id="t3-1"))
    room.handle("dan", m.Unregister(tournament_id="t3-1"))
    for name in ("ann", "bob", "cid"):
        room.handle(name, m.Register(tournament_id="t3-1"))
    tournament = room.tournaments.get("t3-1")
    for _ in range(2000):
        room.run_due()
        clock.advance(1)
        requests = [(pid, ev) for pid, ev in out if isinstance(ev, m.ActionRequest)]
        out.clear()
        for pid, request in requests[-1:]:
            legal = request.legal
            if m.ActionKind.RAISE in legal.actions and len(journal.saves) % 3 == 0:
                act = m.Act(table_id=request.table_id, action=m.ActionKind.RAISE,
                            amount=legal.max_amount)
            else:
                kind = m.ActionKind.CHECK if m.ActionKind.CHECK in legal.actions \
                    else m.ActionKind.CALL
                act = m.Act(table_id=request.table_id, action=kind)
            room.handle(pid, act)
        if str(tournament.state) == "finished":
            break
    assert str(tournament.state) == "finished"
    states = [json.loads(s.state) for s in journal.saves]
    assert any(s["records"][0]["refunded"] for s in states)  # dan's refunded entry
    assert any(s.get("snapshot") for s in states)
    assert any(s["places"] for s in states) and states[-1]["prizes"]
