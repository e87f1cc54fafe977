"""Saving a `Tournament` as a `TournamentState` and restoring one from it.

`to_state` reads every concern of the director (and, if given, the deal negotiation the
caller holds); `from_state` builds a fresh director on the caller's clock and cashier,
with the caller's listeners, and puts every concern back, so the restored tournament
deals the same hands, seats the same players and pays the same prizes as the original
would have. The cashier must already hold the tournament's buy-in records and the
ledger its money (the room restores both from its store before the tournaments).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from client.bots import BOT_STYLES, make_bot
from client.bots.protocol import Bot
from client.room.cashier import BuyIn, Cashier
from client.room.clock import Clock
from client.room.deals import DealNegotiation
from client.room.errors import RoomError, SavedStateError
from client.room.ledger import Currency
from client.room.saved.schema import (
    SCHEMA_VERSION,
    BotState,
    DealState,
    EliminationState,
    EntrantState,
    PendingHandState,
    RegistrationState,
    RngState,
    TicketState,
    TournamentState,
    rng_bytes,
    rng_words,
)
from client.room.step_random import ReplayableRandom
from client.room.table import HandReport, Table, TableEvent
from client.room.tournament import events as ev
from client.room.tournament.director import State, Tournament
from client.room.tournament.entrant import Entrant, Ticket
from client.room.tournament.errors import StructureError
from client.room.tournament.structure import check_structure
from client.room.tracked import TList, TSet


def to_state(tournament: Tournament, *,
             negotiation: DealNegotiation | None = None) -> TournamentState:
    """Everything `from_state` needs to continue `tournament` exactly where it stands.

    Raises `TableError` when a table is in a hand dealt from a secure shuffle (it cannot
    replay); tournaments always deal seeded hands.
    """
    t = tournament
    rng = t.field.rng
    eliminations = t.eliminations
    return TournamentState(
        schema_version=SCHEMA_VERSION, tournament_id=t.tournament_id, structure=t.structure,
        seed=t.seed, starts_at=t.starts_at,
        target_id=None if t.target is None else t.target.tournament_id,
        advertised_bounties=dict(t.advertised_bounties), state=str(t.state),
        hands_played=t.hands_played, players_left=t.field.players_left,
        chips_issued=t.field.chips_issued, chips_retired=t.field.chips_retired,
        chip_errors=t.field.chip_errors,
        rng=_rng_state(rng),
        entrants=tuple(_entrant_state(e) for e in t.entrants.values()),
        tables=tuple(table.to_state() for table in t.tables.values()),
        table_counter=t.floor.table_counter,
        final_table_announced=t.floor.final_table_announced,
        hand_for_hand=t.floor.hand_for_hand,
        registration=RegistrationState(
            opens_at=t.registration.opens_at, entries=t.registration.entries,
            humans=t.registration.humans, late_closed=t.registration.late_closed,
            tickets=tuple(TicketState(player=k.player, value=k.value,
                                      currency=str(k.currency),
                                      from_tournament=k.from_tournament)
                          for k in t.tickets)),
        addon_open=t.rebuys.addon_open, addon_done=t.rebuys.addon_done,
        clock=t.timekeeper.to_state(), purse=t.purse.to_state(),
        bounties=None if t.bounties is None else t.bounties.to_state(),
        eliminations=EliminationState(
            pending=tuple(_pending_state(r) for r in eliminations.reports),
            round=eliminations.round, round_busted=tuple(eliminations.round_busted),
            in_the_money=eliminations.in_the_money),
        deal=DealState(votes=tuple(sorted(t.deal.votes)), paused=t.deal.paused,
                       negotiation=None if negotiation is None else negotiation.to_state()),
        rebuy_windows=t.rebuys.windows.to_state(), floor_paused=t.floor_paused,
    )


def from_state(state: TournamentState, *, clock: Clock, cashier: Cashier,
               target: Tournament | None = None,
               is_self_excluded: Callable[[str], bool] | None = None,
               listener: Callable[[ev.TournamentEvent], None] | None = None,
               table_listener: Callable[[TableEvent], None] | None = None,
               hand_listener: Callable[[HandReport], None] | None = None,
               bots: Mapping[str, Bot] | None = None) -> Tournament:
    """A director continuing from `state`, on `clock` and `cashier`, with these listeners.

    House bots come back from their style and seed; `bots` (by player id) gives back any
    other bot and overrides those. `target` is the satellite's target event
    (`state.target_id`; without it, seats won are paid as T$, as when the target has
    closed). Nothing is emitted while restoring; events a listener-less director had not
    drained yet are not part of the state. Raises `SavedStateError` when
    the state does not fit: a buy-in record the cashier does not hold, a bot nobody gave
    back, a seat that does not match its entrant, a hand that does not replay.
    """
    if target is not None and target.tournament_id != state.target_id:
        raise SavedStateError(f"{state.tournament_id} has target event {state.target_id!r}, "
                              f"not {target.tournament_id!r}")
    try:
        check_structure(state.structure)
    except StructureError as exc:
        raise SavedStateError(f"the saved structure of {state.tournament_id} is invalid: "
                              f"{exc}") from exc
    t = Tournament(state.tournament_id, state.structure, clock=clock, cashier=cashier,
                   starts_at=state.starts_at, seed=state.seed,
                   registration_opens_at=state.registration.opens_at, target=target,
                   advertised_bounties=state.advertised_bounties,
                   is_self_excluded=is_self_excluded, listener=listener,
                   table_listener=table_listener, hand_listener=hand_listener)
    try:
        _restore(t, state, cashier, bots or {})
    except (RoomError, KeyError, ValueError, TypeError) as exc:
        if isinstance(exc, SavedStateError):
            raise
        raise SavedStateError(f"cannot restore {state.tournament_id}: {exc}") from exc
    return t


def _restore(t: Tournament, state: TournamentState, cashier: Cashier,
             bots: Mapping[str, Bot]) -> None:
    """Put every concern of the new director `t` back as `state` has it."""
    field = t.field
    field.state = State(state.state)
    field.players_left = state.players_left
    field.chips_issued = state.chips_issued
    field.chips_retired = state.chips_retired
    field.chip_errors = state.chip_errors
    saved_rng = state.rng
    if saved_rng.drawn is None:
        field.rng.setstate((saved_rng.version, rng_words(saved_rng.internal),
                            saved_rng.gauss_next))
    else:
        field.rng.replay(state.seed, saved_rng.drawn, saved_rng.gauss_next)
    t.hands_played = state.hands_played
    records = {r.id: r for r in cashier.records(state.tournament_id, include_refunded=True)}
    for saved in state.entrants:
        field.entrants[saved.player] = _entrant(saved, records, bots)
    for saved_table in state.tables:
        seated = {p: field.entrants[p].bot for p in saved_table.stacks}
        table = Table.from_state(saved_table, field.clock,
                                 {p: b for p, b in seated.items() if b is not None})
        for player in saved_table.stacks:
            if field.entrants[player].table_id != table.table_id:
                raise SavedStateError(f"{player} sits at {table.table_id} but their entry "
                                      "says otherwise")
        t.floor.attach(table)
    t.floor.table_counter = state.table_counter
    t.floor.final_table_announced = state.final_table_announced
    t.floor.hand_for_hand = state.hand_for_hand
    _restore_registration(t, state.registration)
    t.rebuys.addon_open = state.addon_open
    t.rebuys.addon_done = state.addon_done
    t.rebuys.windows.restore(state.rebuy_windows)
    for window in state.rebuy_windows:  # a held seat is dealt around until it is decided
        t.tables[field.entrant(window.player).table_id or ""].hold(window.player)
    t.timekeeper.restore(state.clock)
    t.purse.restore(state.purse, field.entrants)
    if (t.bounties is None) != (state.bounties is None):
        raise SavedStateError("the saved bounties do not match the structure's bounty kind")
    if t.bounties is not None and state.bounties is not None:
        t.bounties.restore(state.bounties)
    eliminations = t.eliminations
    eliminations.reports = TList(_pending(p) for p in state.eliminations.pending)
    eliminations.round = state.eliminations.round
    eliminations.round_busted = TList(state.eliminations.round_busted)
    eliminations.in_the_money = state.eliminations.in_the_money
    t.deal.votes = TSet(state.deal.votes)
    t.deal.paused = state.deal.paused
    t.floor_paused = state.floor_paused


def _rng_state(rng: ReplayableRandom) -> RngState:
    """The seating RNG as the words it drew, or as its whole state when that is unknown."""
    if rng.drawn is not None:
        return RngState(version=rng.VERSION, gauss_next=rng.gauss_next, drawn=rng.drawn)
    version, internal, gauss = rng.getstate()
    return RngState(version=version, gauss_next=gauss, internal=rng_bytes(internal))


def negotiation_from_state(state: TournamentState) -> DealNegotiation | None:
    """The deal negotiation saved with `state` (given to `to_state`), if there was one."""
    saved = state.deal.negotiation
    return None if saved is None else DealNegotiation.from_state(saved)


def _restore_registration(t: Tournament, saved: RegistrationState) -> None:
    registration = t.registration
    registration.entries = saved.entries
    registration.humans = saved.humans
    registration.late_closed = saved.late_closed
    registration.tickets = TList(Ticket(k.player, k.value, Currency(k.currency),
                                        k.from_tournament) for k in saved.tickets)


def _bot_state(bot: Bot | None) -> tuple[BotState | None, bool]:
    """A house bot as its style and seed; (None, True) for any other bot."""
    if bot is None:
        return None, False
    seed = getattr(bot, "seed", None)
    style = bot.style
    if isinstance(seed, int) and style in BOT_STYLES and \
            type(make_bot(style, seed)) is type(bot):
        return BotState(style=style, seed=seed), False
    return None, True


def _entrant_state(entrant: Entrant) -> EntrantState:
    bot, custom = _bot_state(entrant.bot)
    return EntrantState(
        player=entrant.player, bot=bot, custom_bot=custom, entries=entrant.entries,
        rebuys=entrant.rebuys, added_on=entrant.added_on, alive=entrant.alive,
        table_id=entrant.table_id, place=entrant.place, prize=entrant.prize,
        early_paid=entrant.early_paid, bounty_won=entrant.bounty_won,
        via_satellite=entrant.via_satellite, auto_rebuy=entrant.auto_rebuy,
        records=tuple(r.id for r in entrant.records), carried_chips=entrant.carried_chips)


def _entrant(saved: EntrantState, records: Mapping[int, BuyIn],
             bots: Mapping[str, Bot]) -> Entrant:
    bot = bots.get(saved.player)
    if bot is None and saved.bot is not None:
        bot = make_bot(saved.bot.style, saved.bot.seed)
    if bot is None and saved.custom_bot:
        raise SavedStateError(f"{saved.player} was played by a bot that cannot be rebuilt "
                              "from the saved state; pass it in `bots`")
    missing = [i for i in saved.records if i not in records]
    if missing:
        raise SavedStateError(f"the cashier holds no buy-in record {missing} of "
                              f"{saved.player}; restore the cashier first")
    return Entrant(saved.player, bot=bot, entries=saved.entries, rebuys=saved.rebuys,
                   added_on=saved.added_on, alive=saved.alive, table_id=saved.table_id,
                   place=saved.place, prize=saved.prize, early_paid=saved.early_paid,
                   bounty_won=saved.bounty_won, via_satellite=saved.via_satellite,
                   auto_rebuy=saved.auto_rebuy, records=TList(records[i] for i in saved.records),
                   carried_chips=saved.carried_chips)


def _pending_state(report: HandReport) -> PendingHandState:
    return PendingHandState(
        table_id=report.table_id, hand_no=report.hand_no,
        start_stacks=dict(report.start_stacks), end_stacks=dict(report.end_stacks),
        busted=report.busted, knocked_out_by=dict(report.knocked_out_by),
        config=report.config, players=report.players, actions=report.actions)


def _pending(saved: PendingHandState) -> HandReport:
    """A finished hand waiting to be applied; its events went out before it was saved."""
    return HandReport(saved.table_id, saved.hand_no, dict(saved.start_stacks),
                      dict(saved.end_stacks), saved.busted, dict(saved.knocked_out_by),
                      saved.config, saved.players, saved.actions, ())
