"""A bug report's running tournaments, restored into an offline practice room.

Each saved state continues in the room under fresh ids: the tournament is `report-<id>`
(its tables follow), every house bot gets a new account of its saved style, seed and name
(the room's own bots keep theirs), and the buy-ins are paid again in the room's cashier,
so the prize pool is there. The local player's seat ("you") stays the local player's: the
tester sits where the reporter sat. A state is first restored on its own (a throwaway
cashier), so one that does not fit raises `SavedStateError` before the room is touched.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime

import msgspec

from client.adapters.local import LOCAL_PLAYER
from client.bots import MIXED
from client.qa.report_file import Report, SavedTournament
from client.room.cashier import BuyIn, Cashier
from client.room.clock import SimulatedClock
from client.room.errors import RoomError, SavedStateError
from client.room.saved.codec import decode_state, encode_state
from client.room.saved.schema import EntrantState, TournamentState
from client.room.saved.tournament import from_state
from client.room.tournament.director import Tournament
from client.service import RoomService


@dataclass(frozen=True)
class Restored:
    """One tournament of the report as it now runs in the room."""

    reported_id: str
    tournament: Tournament
    names: Mapping[str, str]  # the report's player ids -> the room's


def restore_report(service: RoomService, report: Report) -> tuple[list[Restored],
                                                                  dict[str, str]]:
    """Every tournament of ``report`` running in ``service``; those that could not be
    restored by id with the reason (the room is unchanged by them)."""
    done: list[Restored] = []
    failed: dict[str, str] = {}
    for saved in report.tournaments:
        try:
            done.append(restore_tournament(service, saved, report.names, report.created))
        except SavedStateError as exc:
            failed[saved.tournament_id] = str(exc)
    if done and service.accounts.knows(LOCAL_PLAYER):
        service.set_connected(LOCAL_PLAYER, True)  # their seats' views, the lobby anew
    return done, failed


def restore_tournament(service: RoomService, saved: SavedTournament,
                       names: Mapping[str, str], stopped_at: datetime) -> Restored:
    """One saved tournament running in ``service`` (see the module's docstring)."""
    state = decode_state(saved.state)
    _check(state, saved.buy_ins)
    accounts, cashier = service.accounts, service.cashier
    ids = {state.tournament_id: _free_id(service, f"report-{state.tournament_id}")}
    for entrant in state.entrants:
        if entrant.player != LOCAL_PLAYER:
            style, seed = (entrant.bot.style, entrant.bot.seed) if entrant.bot else (MIXED, 0)
            ids[entrant.player] = accounts.new_bot(style, seed,
                                                   names.get(entrant.player, entrant.player))
    try:
        record_ids = _pay_again(service, saved.buy_ins, ids, ids[state.tournament_id])
        state = _renamed(state, ids, record_ids)
        part = service.tournaments
        tournament = from_state(
            state, clock=service.clock, cashier=cashier,
            is_self_excluded=part.is_self_excluded, listener=part.on_tournament_event,
            table_listener=part.on_table_event, hand_listener=part.on_hand_report,
            bots={p: accounts.bots[p] for p in ids.values() if p in accounts.bots})
    except RoomError as exc:  # the state fitted (`_check`): this room refused a payment
        raise SavedStateError(f"{saved.tournament_id} does not fit this room: {exc}") from exc
    part.adopt(tournament)
    tournament.skip_downtime(stopped_at)
    return Restored(saved.tournament_id, tournament, ids)


def _pay_again(service: RoomService, buy_ins: tuple[BuyIn, ...], ids: Mapping[str, str],
               tournament_id: str) -> dict[int, int]:
    """Each buy-in paid again in the room (the player staked for it first), so the prize
    pool is there; the report's record ids -> the room's."""
    record_ids: dict[int, int] = {}
    for record in sorted(buy_ins, key=lambda r: r.id):
        player = ids.get(record.player, record.player)
        for currency, amount in record.paid:
            service.accounts.deposit(player, amount, currency, "bug report stake")
        record_ids[record.id] = service.cashier.buy_in(player, tournament_id, record.price,
                                                       record.kind, dict(record.paid)).id
    return record_ids


def _check(state: TournamentState, buy_ins: tuple[BuyIn, ...]) -> None:
    """Restore the state on its own first: `SavedStateError` if it does not fit."""
    if state.state != "running":
        raise SavedStateError(f"{state.tournament_id} is {state.state}, not running")
    from_state(state, clock=SimulatedClock(state.starts_at), cashier=Cashier(buy_ins=buy_ins))


def _free_id(service: RoomService, wanted: str) -> str:
    """``wanted``, or ``wanted-<n>`` when the room already runs a tournament so called."""
    taken = {t.tournament_id for t in service.tournaments.all()}
    return next(name for n in range(len(taken) + 2)
                if (name := wanted if n == 0 else f"{wanted}-{n}") not in taken)


def _renamed(state: TournamentState, ids: Mapping[str, str],
             record_ids: Mapping[int, int]) -> TournamentState:
    """The state under the room's ids: players and the tournament (its tables
    `<tournament>-t<n>` too) wherever they appear, and the entrants' buy-in records."""
    old_tid, new_tid = state.tournament_id, ids[state.tournament_id]

    def rename(value: object) -> object:
        if isinstance(value, str):
            if value.startswith(f"{old_tid}-t"):
                return new_tid + value[len(old_tid):]
            return ids.get(value, value)
        if isinstance(value, list):
            return [rename(v) for v in value]
        if isinstance(value, dict):
            return {str(rename(k)): rename(v) for k, v in value.items()}
        return value

    raw = rename(json.loads(encode_state(state)))
    renamed = decode_state(json.dumps(raw))
    return msgspec.structs.replace(
        renamed, entrants=tuple(_records(e, record_ids) for e in renamed.entrants))


def _records(entrant: EntrantState, record_ids: Mapping[int, int]) -> EntrantState:
    """The entrant with its buy-in records as the room's cashier numbers them."""
    return msgspec.structs.replace(
        entrant, records=tuple(record_ids[r] for r in entrant.records))
