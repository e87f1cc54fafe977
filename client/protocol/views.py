"""Builds the protocol's view messages from the room's live objects, for one viewer.

A table snapshot shows the viewer's own hole cards and nobody else's (observers see none);
tournament lobby tabs and lobby rows are read from the director's read-only views. These
are pure functions of their arguments, so the room service stays a thin dispatcher.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from datetime import timedelta
from decimal import Decimal

import msgspec

from client.engine import SeatView
from client.protocol import messages as m
from client.protocol import table_bodies as tb
from client.protocol.convert import legal_actions
from client.protocol.table_bodies import TableBody
from client.room.ledger import REAL_MONEY
from client.room.ring import RingTableSpec, to_chips, to_money
from client.room.table import Blinds, Table
from client.room.table_stats import TableStats
from client.room.tournament.director import State, Tournament
from client.room.tournament.registration import seat_value
from client.room.tournament.structure import BountyKind, Structure


def hand_id(table: Table) -> str:
    """The running (or last) hand's id at a table: ``<table>-<hand number>``."""
    return f"{table.table_id}-{table.hand_no}"


def seat_news(table_id: str, seat: int | None, player: str, body: TableBody
              ) -> m.TableEvent:
    """A room happening at a player's seat (joined, left, their link) as a table event
    outside any hand, for the dealer to say."""
    return m.TableEvent(table_id=table_id, seat=seat, player_id=player, body=body)


def seat_of(table: Table, player: str | None) -> int | None:
    """The table seat number (1-based) of ``player``, None if not seated there."""
    if player is None:
        return None
    for seat, pid in table.seats.items():
        if pid == player:
            return seat
    return None


def dealt_in(table: Table) -> tuple[str, ...]:
    """Players dealt into the running hand, in engine seat order (the table's own record:
    someone seated mid-hand is not in it)."""
    return table.dealt_in


def pot_rows(view: SeatView) -> tuple[m.PotRow, ...]:
    """The main pot and every side pot collected so far (this round's bets stay in front
    of the players until the round ends)."""
    if view.pots:
        return tuple(m.PotRow(amount=amount) for amount in view.pots)
    collected = view.pot - sum(view.bets)
    return (m.PotRow(amount=collected),)


def timer_row(table: Table) -> m.TimerRow | None:
    """The acting player's clock: deadline, time bank left, disconnect extra time."""
    player, deadline = table.to_act, table.deadline  # (worked out at every turn)
    if deadline is None or player is None:
        return None
    return m.TimerRow(seat=seat_of(table, player) or 0, deadline=deadline,
                      time_bank=int(table.time_bank(player)),
                      det=table.waiting_on_disconnected)


def table_snapshot(table: Table, viewer: str, *, names: Mapping[str, str],
                   sitting_out: Collection[str], blinds: Blinds,
                   tournament_id: str | None = None, paused: bool = False) -> m.TableSnapshot:
    """Everything ``viewer`` may see of ``table`` right now."""
    seated = viewer in table.seats.values()
    seats: list[m.SeatRow] = []
    board: tuple[str, ...] = ()
    pots: tuple[m.PotRow, ...] = ()
    button = to_act = None
    legal = None
    view: SeatView | None = None
    order: tuple[str, ...] = ()
    if table.in_hand:
        order = dealt_in(table)
        anyone = viewer if seated and viewer in order else order[0]
        raw = table.view_for(anyone)
        assert isinstance(raw, SeatView)
        view = raw
        board = view.board
        pots = pot_rows(view)
        button = seat_of(table, order[view.button])
        if view.to_act is not None:
            to_act = seat_of(table, order[view.to_act])
        if anyone == viewer and view.legal is not None and view.to_act == view.seat:
            legal = legal_actions(view.legal)
    for seat_no in range(1, table.size + 1):
        pid = table.seats.get(seat_no)
        if pid is None:
            seats.append(m.SeatRow(seat=seat_no))
            continue
        row = m.SeatRow(seat=seat_no, player_id=pid, name=names.get(pid, pid),
                        stack=table.stacks[pid], disconnected=not table.is_connected(pid),
                        sitting_out=pid in sitting_out)
        if view is not None and pid in order:
            i = order.index(pid)
            mine = pid == viewer and view.seat == i
            row = msgspec.structs.replace(
                row, stack=view.stacks[i], bet=view.bets[i], folded=view.folded[i],
                all_in=view.stacks[i] == 0 and not view.folded[i],
                up_cards=tuple(view.up[i]) if i < len(view.up) else (),
                hole_cards=tuple(view.hole) if mine else (),
                cards_count=len(view.hole) if not view.folded[i] else 0,
            )
        seats.append(row)
    timer = timer_row(table)
    return m.TableSnapshot(
        table_id=table.table_id, game=table.game, seats=tuple(seats), max_seats=table.size,
        tournament_id=tournament_id, hand_id=hand_id(table) if table.in_hand else None,
        button=button, board=board, pots=pots, to_act=to_act,
        your_seat=seat_of(table, viewer) if seated else None,
        small_blind=blinds.small_blind, big_blind=blinds.big_blind, ante=blinds.ante,
        timer=timer, legal=legal, paused=paused,
    )


def with_tournament(snapshot: m.TableSnapshot, tournament: Tournament, viewer: str
                    ) -> m.TableSnapshot:
    """A tournament table's snapshot with the next break and the viewer's own rebuy
    window (its countdown and Rebuy button), which only the busted player is shown."""
    info = tournament.info()
    window = tournament.rebuy_window(viewer)
    s = tournament.structure
    offer = None if window is None else m.RebuyOffer(
        tournament_id=tournament.tournament_id, ends_at=window.ends_at, chips=s.rebuy.chips,
        cost=s.buy_in + s.fee, currency=str(s.currency))
    return msgspec.structs.replace(
        snapshot, next_break=info.next_break_at, next_break_reason=info.next_break_reason,
        on_break=info.on_break, rebuy_offer=offer,
        tournament_bar=tournament_bar(tournament, viewer))


def tournament_bar(tournament: Tournament, viewer: str) -> m.TournamentBarRow:
    """The tournament bar of ``viewer``'s table: level and its end on the play clock, blinds
    now and next, rank by chips among the players left, average stack, next pay jump."""
    return tournament_bars(tournament)(viewer)


def tournament_bars(tournament: Tournament) -> Callable[[str], m.TournamentBarRow]:
    """Each viewer's `tournament_bar`: all but the rank is everyone's, worked out once (a
    hand's end sends every human at the tournament's tables theirs: about 27 µs a bar)."""
    s = tournament.structure
    clock = tournament.timekeeper.play
    index, level = s.level_at(clock.minutes)
    following = s.levels[min(index + 1, len(s.levels) - 1)]
    level_end = sum(lv.minutes for lv in s.levels[:index + 1])
    ends = clock.as_of + timedelta(minutes=level_end - clock.minutes) \
        if clock.running and index + 1 < len(s.levels) else None
    alive = tournament.standings()
    ranks = {player: rank for rank, _stack, player in alive}
    left = len(alive)
    chips = sum(stack for _rank, stack, _player in alive)
    paid = tournament.place_prizes()[:max(left - 1, 0)]  # the places below every one left
    place, prize = (len(paid), paid[-1]) if paid else (0, Decimal(0))
    everyone = m.TournamentBarRow(
        level=index + 1, level_ends=ends, small_blind=level.small_blind,
        big_blind=level.big_blind, ante=level.ante, next_small_blind=following.small_blind,
        next_big_blind=following.big_blind, next_ante=following.ante, rank=0,
        players_left=left, average_stack=chips // left if left else 0,
        next_pay_place=place, next_pay=prize, currency=str(s.currency))
    return lambda viewer: msgspec.structs.replace(everyone, rank=ranks.get(viewer, 0))


def tournament_row(tournament: Tournament, viewer: str, structure_name: str,
                   names: Mapping[str, str]) -> m.TournamentRow:
    """A tournament's lobby row as ``viewer`` sees it (``registered_self``)."""
    s = tournament.structure
    entrant = tournament.entrants.get(viewer)
    return m.TournamentRow(
        tournament_id=tournament.tournament_id, name=s.name, kind=str(s.kind),
        game=s.game, status=str(tournament.state), buy_in=s.buy_in + s.bounty, fee=s.fee,
        currency=str(s.currency), registered=len(tournament.entrants),
        max_players=s.max_players,
        start_time=None if s.kind == "sng" else tournament.starts_at,
        structure=structure_name, registered_self=entrant is not None and entrant.alive,
        bounty_kind="" if s.bounty_kind is BountyKind.NONE else str(s.bounty_kind),
        advertised=advertised_rows(tournament, names),
    )


def advertised_rows(tournament: Tournament, names: Mapping[str, str]
                    ) -> tuple[m.AdvertisedBounty, ...]:
    """The fixed or Team Pro bounties the tournament advertises, and who carries each."""
    kind = str(tournament.structure.bounty_kind)
    rows = []
    for player, amount in sorted(tournament.advertised_bounties.items()):
        entrant = tournament.entrants.get(player)
        status = ("live" if entrant.alive else "collected") if entrant is not None else \
            "unregistered" if tournament.registration_open() else "absent"
        rows.append(m.AdvertisedBounty(name=names.get(player, player), amount=amount,
                                       kind=kind, status=status))
    return tuple(rows)


def tournament_lobby(tournament: Tournament, viewer: str, *, row: m.TournamentRow,
                     names: Mapping[str, str], can_register: bool, reason: str,
                     can_forfeit_day_two: bool = False) -> list[m.Event]:
    """The tournament lobby tabs (Info, Players, Tables, Prizes, Structure) for ``viewer``."""
    tid = tournament.tournament_id
    s = tournament.structure
    info = tournament.info()
    entrant = tournament.entrants.get(viewer)
    alive = entrant is not None and entrant.alive
    out: list[m.Event] = [m.TournamentInfo(
        tournament_id=tid, row=row,
        late_registration_closes=info.late_registration_closes_at,
        unregister_closes=(None if s.kind == "sng" or s.unregistration_minutes < 0 else
                           tournament.starts_at - timedelta(minutes=s.unregistration_minutes)),
        starting_stack=s.starting_stack,
        rebuy=(f"{s.rebuy.chips} chips for {s.buy_in + s.fee} during the first "
               f"{s.rebuy.minutes:g} minutes" if s.rebuy.enabled else ""),
        addon=(f"{s.rebuy.addon_chips} chips at the end of the rebuy period"
               if s.rebuy.addon_chips else ""),
        breaks=breaks_text(s), deal_making=s.deals_allowed and s.currency in REAL_MONEY,
        bounty_kind="" if s.bounty_kind is BountyKind.NONE else str(s.bounty_kind),
        real_money=s.currency in REAL_MONEY,
        can_register=can_register,
        can_unregister=entrant is not None and tournament.can_unregister(viewer),
        can_rebuy=alive and (tournament.rebuy_open()
                             or tournament.rebuy_window(viewer) is not None),
        can_addon=alive and s.rebuy.addon_chips > 0 and tournament.state is State.RUNNING,
        can_forfeit_day_two=can_forfeit_day_two,
        reason=reason, current_level=info.level, next_break=info.next_break_at,
        next_break_reason=info.next_break_reason,
    )]
    if entrant is not None and entrant.via_satellite and tournament.state is State.REGISTERING:
        out.append(m.SatelliteSeat(tournament_id=tid, value=seat_value(entrant),
                                   currency=str(s.currency)))
    out.append(m.TournamentPlayers(tournament_id=tid,
                                   players=tuple(player_rows(tournament, names))))
    out.append(m.TournamentTables(tournament_id=tid, tables=tuple(
        m.TableRow(table_id=r.table_id, players=r.players, largest_stack=r.largest_stack,
                   smallest_stack=r.smallest_stack) for r in tournament.table_rows())))
    prizes = tournament.prizes()
    out.append(m.TournamentPrizes(
        tournament_id=tid, pool=prizes.pool, currency=prizes.currency, final=prizes.final,
        prizes=tuple(m.PrizeRow(place_from=r.first, place_to=r.last, amount=r.amount)
                     for r in prizes.rows)))
    out.append(m.TournamentStructure(
        tournament_id=tid, breaks=breaks_text(s), levels=tuple(
            m.LevelRow(level=i + 1, minutes=round(lv.minutes), small_blind=lv.small_blind,
                       big_blind=lv.big_blind, ante=lv.ante)
            for i, lv in enumerate(s.levels))))
    return out


def player_rows(tournament: Tournament, names: Mapping[str, str]) -> list[m.PlayerRow]:
    """The Players tab: the director's rows, then entrants registered but not yet seated
    (the player search shows exactly these, so it can never show more than the tab)."""
    rows = [m.PlayerRow(player_id=r.player, name=names.get(r.player, r.player),
                        stack=r.stack, table_id=r.table_id, rank=r.rank, place=r.place,
                        prize=r.prize, bounty=r.bounty)
            for r in tournament.players()]
    listed = {r.player_id for r in rows}
    rows += [m.PlayerRow(player_id=p, name=names.get(p, p),
                         stack=tournament.structure.starting_stack)
             for p, e in tournament.entrants.items()
             if e.alive and p not in listed]  # registered, not yet seated
    return rows


def table_preview(table: Table, *, names: Mapping[str, str], sitting_out: Collection[str],
                  blinds: Blinds, tournament_id: str | None = None) -> m.TablePreview:
    """A table as the lobby's preview shows it: what an observer sees, minus every hole
    card (a preview is a lobby view, even for a player seated there), the clock and the
    legal actions."""
    snap = table_snapshot(table, "", names=names, sitting_out=sitting_out, blinds=blinds,
                          tournament_id=tournament_id)  # "" is nobody: an observer's view
    seats = tuple(msgspec.structs.replace(row, hole_cards=()) for row in snap.seats)
    return m.TablePreview(
        table_id=snap.table_id, game=snap.game, max_seats=snap.max_seats, seats=seats,
        tournament_id=tournament_id, hand_id=snap.hand_id, button=snap.button,
        board=snap.board, pots=snap.pots, to_act=snap.to_act,
        small_blind=snap.small_blind, big_blind=snap.big_blind, ante=snap.ante)


def _average_pot(spec: RingTableSpec, stats: TableStats | None) -> Decimal:
    """The recent hands' average pot; in whole chips at play-money tables (the lobby
    showed "551.85 PLAY": play money has no cents)."""
    if stats is None:
        return Decimal(0)
    money = to_money(stats.average_pot())
    return money if spec.currency in REAL_MONEY else money.to_integral_value()


def ring_row(spec: RingTableSpec, players: int, waiting: int = 0,
             stats: TableStats | None = None) -> m.RingRow:
    """A ring table's lobby row (``waiting``: players on its waiting lists; ``stats``: the
    figures of its recent hands)."""
    return m.RingRow(table_id=spec.id, name=spec.name, game=spec.game, stakes=spec.stakes,
                     currency=str(spec.currency), seats=spec.seats, players=players,
                     min_buy_in=spec.min_buy_in, max_buy_in=spec.max_buy_in,
                     waiting=waiting,
                     average_pot=_average_pot(spec, stats),
                     players_flop=stats.players_per_flop() if stats else 0,
                     hands_per_hour=stats.hands_per_hour() if stats else 0)


def breaks_text(structure: Structure) -> str:
    """The break schedule in words (Info and Structure tabs; empty: none, which the UI says
    in the player's language)."""
    breaks = structure.breaks
    if breaks.kind == "none":
        return ""
    if breaks.kind == "synchronized":
        return f"{breaks.minutes:g}-minute break at :55 every {breaks.every_hours} hour(s)"
    return f"{breaks.minutes:g}-minute break after every {breaks.interval_minutes:g} minutes"


def debug_table(table: Table, tournament: Tournament | None, names: Mapping[str, str],
                bots: Collection[str]) -> m.DebugTableRow:
    """A table for the testers' debug panel: seats, stacks, whose turn; no cards."""
    return m.DebugTableRow(
        table_id=table.table_id,
        tournament_id=tournament.tournament_id if tournament else None,
        game=table.game, hand_no=table.hand_no, in_hand=table.in_hand,
        to_act=table.to_act, deadline=table.deadline,
        seats=tuple(m.DebugSeatRow(seat=seat, player_id=pid, name=names.get(pid, pid),
                                   stack=table.stacks[pid], bot=pid in bots,
                                   connected=table.is_connected(pid))
                    for seat, pid in sorted(table.seats.items())),
    )


def debug_tournament(tournament: Tournament) -> m.DebugTournamentRow:
    """A tournament for the testers' debug panel: state, field, level and tables."""
    info = tournament.info()
    return m.DebugTournamentRow(
        tournament_id=tournament.tournament_id, name=tournament.structure.name,
        state=str(tournament.state), entrants=len(tournament.entrants),
        alive=sum(1 for e in tournament.entrants.values() if e.alive),
        level=info.level, small_blind=info.small_blind, big_blind=info.big_blind,
        ante=info.ante, tables=tuple(sorted(tournament.tables)),
        starts_at=tournament.starts_at,
    )


def raked(table_id: str, hand_no: int, players: tuple[str, ...], rake: Decimal,
          stacks: Mapping[str, int], collected: Mapping[str, int]) -> m.TableEvent:
    """The rake of a finished hand for its felt (a ring table or a fast-fold table): the
    stacks and what each pot winner collected after it, in the hand's seating order."""
    return m.TableEvent(table_id=table_id, hand_id=f"{table_id}-{hand_no}", body=tb.Raked(
        rake=to_chips(rake), stacks=tuple(stacks[p] for p in players),
        collected=tuple(collected.get(p, 0) for p in players)))
