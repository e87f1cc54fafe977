"""Protocol events with realistic values, for widget tests, screenshots and the benchmark."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta
from decimal import Decimal

import msgspec

from client.protocol import messages as m
from client.protocol.messages import (
    ActionKind,
    ActionRequest,
    BalanceRow,
    Balances,
    DealOffer,
    DealState,
    LegalActions,
    LevelRow,
    LobbySnapshot,
    PlayerRow,
    PotRow,
    PrizeRow,
    RebuyOffer,
    RingRow,
    SeatRow,
    TableRow,
    TableSnapshot,
    TimerRow,
    TournamentInfo,
    TournamentPlayers,
    TournamentPrizes,
    TournamentRow,
    TournamentStructure,
    TournamentTables,
)

NOW = datetime(2026, 12, 2, 18, 0, tzinfo=UTC)
GAMES = ("NLHE", "PLO", "PLO8", "FLHE", "STUD", "RAZZ", "HORSE", "27TD")
STAKES = ("0.01/0.02", "0.05/0.10", "0.25/0.50", "1/2", "5/10")
BUY_INS = (Decimal("1"), Decimal("5"), Decimal("10"), Decimal("50"), Decimal("215"))
STATUSES = ("registering", "late_registration", "running", "finished")
NAMES = ("Ada", "Brutus", "Carla", "Dmitri", "Eve", "Farouk", "Greta", "Hiro", "Ines")


def ring_rows(count: int, seed: int = 1) -> list[RingRow]:
    """`count` cash tables with varied games and stakes."""
    rng = random.Random(seed)
    rows = []
    for i in range(count):
        stakes = rng.choice(STAKES)
        big = Decimal(stakes.split("/")[1])
        rows.append(RingRow(table_id=f"r{i}", name=f"Table {i:05d}", game=rng.choice(GAMES),
                            stakes=stakes, currency="USD", seats=rng.choice((2, 6, 9)),
                            players=rng.randint(0, 6), min_buy_in=big * 40,
                            max_buy_in=big * 100, average_pot=big * rng.randint(3, 30),
                            players_flop=10 + i * 7 % 50, hands_per_hour=60 + i * 13 % 70))
    return rows


def tournament_rows(count: int, kind: str = "mtt", seed: int = 2) -> list[TournamentRow]:
    """`count` tournaments (or sit & gos) with varied buy-ins, games and statuses."""
    rng = random.Random(seed)
    rows = []
    for i in range(count):
        buy_in = rng.choice(BUY_INS)
        game = rng.choice(GAMES)
        seats = rng.choice((6, 9)) if kind == "sng" else rng.choice((180, 1000))
        rows.append(TournamentRow(
            tournament_id=f"{kind}{i}", name=f"{'Sit & Go' if kind == 'sng' else 'Daily'}"
            f" {game} #{i}", kind=kind, game=game,
            status=rng.choice(STATUSES), buy_in=buy_in, fee=buy_in / 10, currency="USD",
            registered=rng.randint(0, seats), max_players=seats,
            start_time=None if kind == "sng" else NOW + timedelta(minutes=5 * i)))
    return rows


def lobby(rings: int = 40, sngs: int = 30, tourneys: int = 60) -> LobbySnapshot:
    """A whole lobby."""
    return LobbySnapshot(rings=tuple(ring_rows(rings)),
                         sit_and_gos=tuple(tournament_rows(sngs, "sng")),
                         tournaments=tuple(tournament_rows(tourneys, "mtt")))


def balances() -> Balances:
    """Balances in two currencies."""
    return Balances(balances=(
        BalanceRow(currency="USD", total=Decimal("1250.00"), available=Decimal("1190.00"),
                   in_play=Decimal("60.00")),
        BalanceRow(currency="T$", total=Decimal("12.50"), available=Decimal("12.50"))))


def tournament_events(tid: str = "mtt3", final: bool = False) -> tuple[
        TournamentInfo, TournamentPlayers, TournamentTables, TournamentPrizes,
        TournamentStructure]:
    """Every tab of one tournament lobby."""
    row = msgspec.structs.replace(tournament_rows(4, "mtt")[3], status="running")
    info = TournamentInfo(
        tournament_id=tid, row=row, late_registration_closes=None,
        unregister_closes=NOW, starting_stack=5000,
        rebuy="Rebuys for the first hour when at or below 5,000 chips",
        addon="One add-on of 7,500 chips at the end of the rebuy period",
        breaks="5 minutes at 55 past each hour", deal_making=True,
        bounty_kind="Progressive knockout", real_money=True, can_register=False,
        can_unregister=False, can_rebuy=True, reason="Registration is closed: play started",
        current_level=4, next_break=next_55(), next_break_reason="synchronized")
    players = TournamentPlayers(tournament_id=tid, players=tuple(
        PlayerRow(player_id=f"p{i}", name=n, stack=1000 * (9 - i) + 250, rank=i + 1,
                  bounty=Decimal("2.50") + i) for i, n in enumerate(NAMES)))
    tables = TournamentTables(tournament_id=tid, tables=(
        TableRow(table_id="t1", players=5, largest_stack=8250, smallest_stack=4250),
        TableRow(table_id="t2", players=4, largest_stack=7250, smallest_stack=1250)))
    prizes = TournamentPrizes(tournament_id=tid, pool=Decimal("900.00"), currency="USD",
                              final=final, prizes=(
        PrizeRow(place_from=1, place_to=1, amount=Decimal("450.00")),
        PrizeRow(place_from=2, place_to=2, amount=Decimal("270.00")),
        PrizeRow(place_from=3, place_to=3, amount=Decimal("180.00"))))
    structure = TournamentStructure(tournament_id=tid, breaks="5 minutes at 55 past the hour",
                                    levels=tuple(
        LevelRow(level=i + 1, minutes=10, small_blind=sb, big_blind=sb * 2,
                 ante=sb // 4 if i > 2 else 0)
        for i, sb in enumerate((10, 15, 25, 50, 75, 100, 150, 200))))
    return info, players, tables, prizes, structure


def table_snapshot(seats: int = 9, to_act: int | None = 1, hero: str = "you") -> TableSnapshot:
    """A table mid-hand on the turn, the hero to act with a side pot."""
    rows = []
    stacks = (1500, 2310, 0, 4400, 900, 1750, 3200, 600, 2800, 1000)
    for seat in range(1, seats + 1):
        i = seat - 1
        if seat == 5:
            rows.append(SeatRow(seat=seat))
            continue
        pid = hero if seat == 1 else f"p{seat}"
        rows.append(SeatRow(
            seat=seat, player_id=pid, name="You" if seat == 1 else NAMES[i % len(NAMES)],
            stack=stacks[i], bet=(0, 0, 1200, 400, 0, 0, 0, 0, 0, 0)[i],
            hole_cards=("As", "Kd") if seat == 1 else (), cards_count=0 if seat == 1 else 2,
            folded=seat in (2, 7), all_in=seat == 3))
    return TableSnapshot(
        table_id="t1", game="NLHE", seats=tuple(rows), max_seats=seats, tournament_id="sng1",
        hand_id="h42", button=4, board=("Ah", "7c", "Td", "2s"),
        pots=(PotRow(amount=3200, eligible=(1, 3, 4)), PotRow(amount=800, eligible=(1, 4))),
        to_act=to_act, your_seat=1, small_blind=100, big_blind=200, ante=25,
        timer=TimerRow(seat=1, deadline=datetime.now(UTC) + timedelta(seconds=42),
                       time_bank=30),
        legal=LegalActions(actions=(ActionKind.FOLD, ActionKind.CALL, ActionKind.RAISE),
                           call_amount=400, min_amount=800, max_amount=1500)
        if to_act == 1 else None)


def next_55(now: datetime | None = None) -> datetime:
    """The next :55 past the hour after `now` (a synchronized break, rule 1a)."""
    now = now or datetime.now(UTC)
    at = now.replace(minute=55, second=0, microsecond=0)
    return at if at > now else at + timedelta(hours=1)


def rebuy_window_snapshot(seats: int = 6) -> TableSnapshot:
    """The hero busted in the rebuy period: seat held with no chips, the others play on,
    23 seconds left to rebuy; the next break (after an interval of play) in 12:34."""
    snap = table_snapshot(seats=seats, to_act=3)
    now = datetime.now(UTC)
    rows = tuple(SeatRow(seat=r.seat, player_id=r.player_id, name=r.name, stack=0)
                 if r.seat == 1 else r for r in snap.seats)
    return TableSnapshot(
        table_id=snap.table_id, game=snap.game, seats=rows, max_seats=snap.max_seats,
        tournament_id=snap.tournament_id, hand_id=snap.hand_id, button=snap.button,
        board=snap.board, pots=snap.pots, to_act=4, your_seat=1, small_blind=100,
        big_blind=200, ante=25, timer=TimerRow(seat=4, deadline=now + timedelta(seconds=9)),
        next_break=now + timedelta(minutes=12, seconds=34, milliseconds=500),
        next_break_reason="interval",
        rebuy_offer=RebuyOffer(tournament_id="sng1", ends_at=now + timedelta(seconds=23.5),
                               chips=1500, cost=Decimal("5.50"), currency="USD"))


def action_request() -> ActionRequest:
    """The hero's turn facing a 400 bet."""
    return ActionRequest(table_id="t1", seat=1, hand_id="h42",
                         legal=LegalActions(actions=(ActionKind.FOLD, ActionKind.CALL,
                                                     ActionKind.RAISE),
                                            call_amount=400, min_amount=800,
                                            max_amount=1500))


def deal_state(paused: bool = True, proposal: bool = True, done: bool = False) -> DealState:
    """Three players left, all ticked, an ICM proposal on the table."""
    players = ("you", "p4", "p6")
    icm = {"you": Decimal("301.20"), "p4": Decimal("352.90"), "p6": Decimal("245.90")}
    offer = DealOffer(proposal_id="d1", kind="icm", proposer="p4", amounts=icm,
                      left_on_table=Decimal("45.00"), accepted_by=("p4",))
    return DealState(
        tournament_id="sng1", ticked=players, players=players, paused=paused, icm=icm,
        chip={"you": Decimal("280.00"), "p4": Decimal("390.00"), "p6": Decimal("230.00")},
        even={p: Decimal("300.00") for p in players}, left_on_table=Decimal("45.00"),
        max_left_on_table=Decimal("45.00"), proposals=(offer,) if proposal else (),
        done=done)


def floor_view(**changes: object) -> m.FloorView:
    """A Floor window's view: two tournaments, one deal request waiting, an integrity
    flag, withheld winnings and one audit row."""
    D = Decimal
    deal = m.FloorDealRow(
        tournament_id="hu-1", players=("me", "bot"), stacks=(3000, 1000),
        prizes=(D("10.00"),), required_left=D(0), max_left=D("0.50"),
        icm={"me": D("7.50"), "bot": D("2.50")}, chip={"me": D("7.50"), "bot": D("2.50")},
        even={"me": D("5.00"), "bot": D("5.00")}, proposal={}, proposal_left=(),
        confirmed=(), answered=True, name="Heads-Up", names=("Me", "CopperBadger"))
    fields: dict[str, object] = dict(
        tournaments=(m.FloorTournamentRow(
            tournament_id="hu-1", name="Heads-Up", state="running", players_left=2, tables=1,
            paused=False, deal_paused=True, heads_up=True, real_money=True),
            m.FloorTournamentRow(
            tournament_id="6max-1", name="6-Max", state="running", players_left=6,
            tables=1, paused=False, deal_paused=False, heads_up=False, real_money=True)),
        tables=(m.FloorTableRow(table_id="hu-1-t1", tournament_id="hu-1", players=2,
                                hand_no=12, in_hand=False, paused=False,
                                name="Heads-Up — table 1", tournament_name="Heads-Up"),),
        deals=(deal,),
        flags=(m.FloorFlagRow(kind="soft_play", players=("a", "b"), hands=("h1", "h2"),
                              why="a and b never raise each other"),),
        withheld=(m.FloorHoldRow(player_id="a", currency="USD", amount=D("12.50")),),
        audit=(m.AuditRow(at=datetime(2026, 3, 1, 20, tzinfo=UTC), staff="me",
                          action="pause", target="hu-1", detail="", staff_name="Me",
                          target_name="Heads-Up"),),
        min_client="0.1.0", hands_reviewed=40)
    fields.update(changes)
    return m.FloorView(**fields)  # type: ignore[arg-type]
