"""A sit & go built from any structure preset (`skg-poker-server --sng-structure NAME`)
starts when it is full, as every sit & go does: the preset's kind (an MTT preset such as
hyper_turbo) does not turn it into a scheduled tournament that never starts."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from client.adapters.remote import Backoff, RemoteAdapter
from client.protocol.messages import Register, TableSnapshot, TournamentEvent
from client.room.ledger import Currency
from client.room.tournament.kinds import TournamentKind
from client.service.config import DEFAULT_SIT_AND_GOS, SngTemplate
from tests.adapters.harness import PASSWORD, autoplay
from tests.server.child import ServerChild


def test_rule_sit_and_go_from_an_mtt_preset_starts_when_full() -> None:
    """Site rule (sit & go): it starts as soon as its seats are taken. A template on the
    hyper-turbo preset is a sit & go of the preset's table size, with no late
    registration, and keeps the preset's levels and breaks."""
    structure = SngTemplate("sng", structure="hyper_turbo").build()
    assert structure.kind is TournamentKind.SIT_AND_GO
    assert structure.min_players == structure.max_players == structure.table_size == 9
    assert structure.late_registration_minutes == 0
    assert structure.levels[0].minutes == 3 and structure.breaks.kind == "none"
    seated = SngTemplate("sng", structure="hyper_turbo", seats=2).build()
    assert seated.kind is TournamentKind.SIT_AND_GO and seated.max_players == 2


def test_the_lobbys_play_money_sit_and_go_costs_whole_chips_and_no_fee() -> None:
    """Play money is whole chips: seen in the lobby, "Play Money 6-Max" for 5.50 PLAY (a
    real-money buy-in and fee in play chips), and prizes with cents. It is the play-money
    preset, six-handed."""
    play = next(t for t in DEFAULT_SIT_AND_GOS if t.key == "play6").build()
    assert play.currency is Currency.PLAY and play.table_size == play.max_players == 6
    assert play.fee == 0 and play.buy_in == play.buy_in.to_integral_value()


@pytest.mark.timeout(60)
def test_real_server_hyper_turbo_sit_and_go_starts_when_full(tmp_path: Path) -> None:
    """`skg-poker-server --sng-structure hyper_turbo --sng-seats 2`: two real clients
    register over loopback and the sit & go starts (both are dealt in)."""
    server = ServerChild(["--port", "0", "--store", f"sqlite:///{tmp_path / 's.sqlite3'}",
                          "--cheap-hashes", "--grant", "USD:100", "--sng-structure",
                          "hyper_turbo", "--sng-seats", "2", "--rate", "500"])

    async def main() -> None:
        players = []
        for name in ("ann", "bob"):
            client = RemoteAdapter(server.url, name, PASSWORD, create=True,
                                   backoff=Backoff(initial=0.1, maximum=0.5))
            await client.connect()
            players.append(client)
        started = [c.wait_for(lambda e: isinstance(e, TournamentEvent)
                              and e.kind == "tournament_started", timeout=15)
                   for c in players]
        seated = [c.wait_for(lambda e: isinstance(e, TableSnapshot)
                             and e.your_seat is not None, timeout=15) for c in players]
        for client in players:
            autoplay(client)
            await client.send(Register(tournament_id="sng-1"))
        await asyncio.gather(*started, *seated)
        for client in players:
            await client.close()

    try:
        asyncio.run(main())
    finally:
        server.stop()
