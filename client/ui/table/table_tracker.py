"""Keeps one table's `TableView` in step with the room: snapshots replace, events patch.

A TableSnapshot (after sitting, moving or reconnecting) is the truth; TableEvents between
snapshots move chips and cards the way the room reported them (bets, calls, board cards,
showdowns). Nothing here decides legality or who wins: amounts come from the events.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime
from typing import assert_never

from PySide6.QtCore import QT_TRANSLATE_NOOP

from client.engine.forced import LIVE_POSTS
from client.engine.games import GAMES
from client.protocol.messages import (
    ActionKind,
    ActionRequest,
    LegalActions,
    SeatRow,
    TableEvent,
    TableSnapshot,
    TimerRow,
)
from client.protocol.table_bodies import (
    Connection,
    DealBoard,
    DealHole,
    DealUp,
    Draw,
    HandEnded,
    HandStarted,
    Muck,
    PlayerAction,
    PlayerJoined,
    PlayerLeft,
    Post,
    PotAwarded,
    Raked,
    Reshuffle,
    Seating,
    Showdown,
    Street,
    TableClosed,
    TimeBank,
    UncalledReturned,
)
from client.ui.app.i18n import translate
from client.ui.lobby.lobby_model import game_text
from client.ui.table.table_state import ActionOptions, SeatView, TableView, TimerView, chips_text
from client.ui.timefmt import seconds_left

#: What a seat did, as shown under its name (English; translated in the "Table" context).
ACTION_WORDS = {"fold": QT_TRANSLATE_NOOP("Table", "Fold"),
                "check": QT_TRANSLATE_NOOP("Table", "Check"),
                "call": QT_TRANSLATE_NOOP("Table", "Call"),
                "bet": QT_TRANSLATE_NOOP("Table", "Bet"),
                "raise": QT_TRANSLATE_NOOP("Table", "Raise"),
                "bring_in": QT_TRANSLATE_NOOP("Table", "Bring-in"),
                "complete": QT_TRANSLATE_NOOP("Table", "Complete"),
                "draw": QT_TRANSLATE_NOOP("Table", "Draw")}
#: Forced posts (the engine's kinds).
POST_WORDS = {"ante": QT_TRANSLATE_NOOP("Table", "Ante"),
              "big_blind_ante": QT_TRANSLATE_NOOP("Table", "Big blind ante"),
              "small_blind": QT_TRANSLATE_NOOP("Table", "Small blind"),
              "big_blind": QT_TRANSLATE_NOOP("Table", "Big blind"),
              "live_blind": QT_TRANSLATE_NOOP("Table", "Live blind"),
              "dead_blind": QT_TRANSLATE_NOOP("Table", "Dead blind"),
              "straddle": QT_TRANSLATE_NOOP("Table", "Straddle")}


def _word(words: dict[str, object], kind: str) -> str:
    """A marked word in the player's language (an unknown kind as sent, capitalised)."""
    english = words.get(kind)
    if english:
        return translate("Table", str(english))
    return kind.replace("_", " ").capitalize()


def blinds_text(game: str, small: int, big: int, ante: int, currency: str) -> str:
    """The game (as the lobby names it) and its stakes above the felt: "NLHE · Blinds
    50/100 · Ante 10", "Mixed HE · Blinds $0.50/$1" (seen: "MIXED_HOLDEM"). A limit game
    says its limits first, as its title does ("$1/$2"), then its blinds: "FLHE · Limit
    $1/$2 · Blinds $0.50/$1" (seen: "Blinds $0.50/$1" alone under a "$1/$2" title); a
    stud game its limits, ante and bring-in (its `small`): "RAZZ · Limit $2/$4 · Ante
    $0.20 · Bring-in $0.50"."""
    if not big:
        return game_text(game)
    spec = GAMES.get(game)
    text = game_text(game)
    if spec is not None and spec.limit == "FL":  # small bet the big blind, big bet twice it
        text += " · " + translate("Table", "Limit %1/%2").replace(
            "%1", chips_text(big, currency)).replace("%2", chips_text(2 * big, currency))
    if _has_button(game):
        blinds = translate("Table", "Blinds %1/%2").replace("%1", chips_text(small, currency))
        text += " · " + blinds.replace("%2", chips_text(big, currency))
    if ante:
        text += " · " + translate("Table", "Ante %1").replace("%1", chips_text(ante, currency))
    if small and not _has_button(game):
        text += " · " + translate("Table", "Bring-in %1").replace("%1",
                                                               chips_text(small, currency))
    return text


def options_from_legal(legal: LegalActions, view: TableView, hero_seat: int,
                       big_blind: int = 0) -> ActionOptions:
    """The action bar's options from the room's LegalActions plus the visible pot."""
    kinds = set(legal.actions)
    hero = view.seat(hero_seat)
    current = hero.bet if hero else 0
    pot = sum(view.pots) + sum(s.bet for s in view.seats)
    can_bet = ActionKind.BET in kinds or ActionKind.COMPLETE in kinds
    word = "Complete" if ActionKind.COMPLETE in kinds else "Bet" if can_bet else "Raise"
    return ActionOptions(
        can_fold=ActionKind.FOLD in kinds,
        can_check=ActionKind.CHECK in kinds,
        to_call=legal.call_amount if ActionKind.CALL in kinds else 0,
        can_raise=can_bet or ActionKind.RAISE in kinds,
        min_total=legal.min_amount,
        max_total=legal.max_amount,
        pot=pot,
        current_bet=current,
        raise_word=word,
        bring_in=legal.bring_in if ActionKind.BRING_IN in kinds else 0,
        max_discards=legal.max_discards,
        can_draw=ActionKind.DRAW in kinds,
        big_blind=big_blind,
        stack=hero.stack if hero else 0,
    )


def timer_view(timer: TimerRow | None, now: datetime, total: int) -> TimerView | None:
    """Seconds left on the acting seat's clock, for painting (the deadline counts the time
    bank, `TimerRow`; `total` is the normal time per action)."""
    if timer is None:
        return None
    left = seconds_left(timer.deadline, now)
    normal = max(0, left - timer.time_bank)
    return TimerView(seat=timer.seat, seconds_left=left, seconds_total=max(total, normal),
                     time_bank=timer.time_bank, det=timer.det)


def first_seat(snap: TableSnapshot) -> int:
    """Whether the room numbers this table's seats from 0 or from 1."""
    numbers = [row.seat for row in snap.seats]
    if len(numbers) == snap.max_seats:
        return min(numbers)
    return 1 if any(n >= snap.max_seats for n in numbers) else 0


class TableTracker:
    """The current view of one table for one viewer (`hero` is the viewer's player id)."""

    def __init__(self, table_id: str, hero: str, title: str = "") -> None:
        self.table_id = table_id
        self.hero = hero
        self.title = title or table_id
        self.view = TableView(table_id=table_id, title=self.title, max_seats=9)
        #: Cash tables: chips are cents of this currency (set before the first snapshot).
        self.currency = ""
        self.hand_id: str | None = None
        self.tournament_id: str | None = None
        self.names: dict[str, str] = {}
        self.player_at: dict[int, str] = {}
        self.timer: TimerRow | None = None
        self.timer_total = 15
        self.big_blind = 0
        self.bounties: dict[str, str] = {}
        self._engine_seats: list[int] = []
        #: The hand on the felt is over (its showdown stays until the next hand is dealt).
        self._hand_over = False
        #: The room closed the table: nothing here to leave or to watch any more.
        self.closed = False
        #: The viewer's seat in the room's last snapshot (None: watching).
        self.your_seat: int | None = None
        #: Tester tools: the bot whose seat that is (None: our own).
        self.playing_as: str | None = None

    @property
    def hero_seat(self) -> int | None:
        """The viewer's seat number, None when observing."""
        return next((s.seat for s in self.view.seats if s.is_hero), None)

    def busted(self) -> bool:
        """The viewer lost their chips in the hand just over (no seat with chips left)."""
        seat = self.view.seat(self.your_seat) if self.your_seat is not None else None
        return seat is None or (self._hand_over and seat.stack == 0)

    def apply_snapshot(self, snap: TableSnapshot, now: datetime) -> TableView:
        """Replace everything with the room's snapshot."""
        self.closed = False
        self.hand_id = snap.hand_id
        self.your_seat = snap.your_seat
        self.playing_as = snap.playing_as
        self.tournament_id = snap.tournament_id
        self.timer = snap.timer
        self.big_blind = snap.big_blind
        seats = []
        self.player_at = {}
        for row in snap.seats:
            if row.player_id is None:
                continue
            self.player_at[row.seat] = row.player_id
            self.names[row.player_id] = row.name or row.player_id
            seats.append(self._seat_from_row(row, snap.your_seat))
        board = snap.board
        if snap.hand_id is None and self._hand_over:
            seats, board = self._keep_showdown(seats), self.view.board
        money = self.currency
        self.view = TableView(
            table_id=snap.table_id,
            title=self.title,
            max_seats=snap.max_seats,
            seats=tuple(seats),
            first_seat=first_seat(snap),
            board=board,
            pots=tuple(p.amount for p in snap.pots if p.amount),
            button=snap.button if _has_button(snap.game) else None,
            to_act=snap.to_act,
            timer=timer_view(snap.timer, now, self.timer_total),
            blinds_text=blinds_text(snap.game, snap.small_blind, snap.big_blind, snap.ante,
                                    money),
            paused=snap.paused,
            board_places=_has_board(snap.game),
            currency=money,
            status_text=translate("Table", "Paused for a deal") if snap.paused else "",
        )
        return self.view

    def _keep_showdown(self, seats: list[SeatView]) -> list[SeatView]:
        """A snapshot between hands keeps the last hand's showdown on the felt: the cards
        shown and what each did, and the seat of anyone it busted (the viewer too, now
        watching) until the next hand is dealt."""
        before = {s.seat: s for s in self.view.seats}
        kept = []
        for seat in seats:
            last = before.pop(seat.seat, None)
            if last is not None and last.name == seat.name:
                seat = replace(seat, cards=last.cards, up_cards=last.up_cards,
                               folded=last.folded, last_action=last.last_action)
            kept.append(seat)
        kept += [replace(s, is_hero=False, bet=0, busted=True, all_in=False)
                 for s in before.values() if s.stack == 0]
        return sorted(kept, key=lambda s: s.seat)

    def _seat_from_row(self, row: SeatRow, your_seat: int | None) -> SeatView:
        # The room's seat for us (a tester may play a bot's seat there instead of ours).
        hero = row.seat == your_seat if your_seat is not None else row.player_id == self.hero
        cards: tuple[str, ...] = row.hole_cards or ("??",) * row.cards_count
        return SeatView(seat=row.seat, name=row.name or str(row.player_id), stack=row.stack,
                        bet=row.bet, cards=cards, up_cards=row.up_cards, folded=row.folded,
                        all_in=row.all_in, sitting_out=row.sitting_out,
                        disconnected=row.disconnected, is_hero=hero,
                        bounty=self.bounties.get(str(row.player_id), ""))

    def set_bounties(self, bounties: dict[str, str]) -> TableView:
        """Bounty badges by player id (from the tournament's Players tab)."""
        self.bounties = dict(bounties)
        seats = tuple(replace(s, bounty=self.bounties.get(self.player_at.get(s.seat, ""), ""))
                      for s in self.view.seats)
        self.view = replace(self.view, seats=seats)
        return self.view

    def apply_request(self, request: ActionRequest, now: datetime) -> ActionOptions:
        """It is our turn: mark it on the table and turn the legal actions into options."""
        self.timer = request.timer
        self.view = replace(self.view, to_act=request.seat,
                            timer=timer_view(request.timer, now, self.timer_total))
        return options_from_legal(request.legal, self.view, request.seat, self.big_blind)

    def tick(self, now: datetime) -> TableView:
        """Recompute the countdown (called once a second while a clock runs)."""
        if self.timer is not None and self.view.to_act is not None:
            self.view = replace(self.view, timer=timer_view(self.timer, now, self.timer_total))
        return self.view

    def apply_event(self, event: TableEvent) -> TableView:
        """Patch the view with one table event the room reported: one handler per body
        type, chosen here; mypy checks that every kind of body is listed."""
        if event.hand_id is not None and event.hand_id != self.hand_id:
            self._new_hand(event.hand_id)
        seat, body = event.seat, event.body
        match body:
            case Seating():
                self._on_seating(body)
            case HandStarted():
                self._on_hand_started(body)
            case Post():
                self._on_post(seat, body)
            case PlayerAction():
                self._on_action(seat, body)
            case HandEnded():
                self._on_hand_ended(body)
            case Raked():
                self._on_raked(body)
            case TableClosed():
                self._on_table_closed()
            case UncalledReturned():
                self._on_uncalled_returned(seat, body)
            case Street():
                self._on_street(body)
            case DealHole():
                self._on_deal_hole(seat, body)
            case DealUp():
                self._on_deal_up(seat, body)
            case DealBoard():
                self._on_deal_board(body)
            case Showdown():
                self._on_showdown(seat, body)
            case Muck():
                self._on_muck(seat)
            case PotAwarded():
                self._on_pot_awarded(seat, body)
            case Draw():
                self._on_draw(seat, body)
            case Reshuffle():
                pass  # nothing on the felt changes
            case PlayerJoined():
                self._on_player_joined(seat, event.player_id, body)
            case PlayerLeft() | Connection() | TimeBank():
                pass  # the dealer says it; the seats come with the next view or hand
            case _:
                assert_never(body)
        return self.view

    # --- event handlers (one per body type, chosen in apply_event) -----------------------
    def _on_seating(self, body: Seating) -> None:
        """A hand opens: who sits where (seat numbers), the button and the blinds."""
        self._engine_seats = list(body.seats)
        dealt = dict(zip(body.seats, body.players, strict=False))
        seats = []
        for record in self.view.seats:
            if record.seat in dealt or record.stack > 0:
                seats.append(record)
        known = {s.seat for s in seats}
        for number, player in dealt.items():
            self.player_at[number] = player
            if number not in known:
                seats.append(SeatView(seat=number, name=self.names.get(player, player), stack=0,
                                      is_hero=player == self.hero))
        self.view = replace(self.view, seats=tuple(sorted(seats, key=lambda s: s.seat)),
                            button=body.button_seat, small_blind_seat=body.small_blind_seat,
                            big_blind_seat=body.big_blind_seat)

    def _on_player_joined(self, seat: int | None, player: str | None,
                          body: PlayerJoined) -> None:
        """Someone sat down: their seat shows at once (an observer waited for the next
        hand, which never comes while they sit alone)."""
        if seat is None or player is None or self.view.seat(seat) is not None:
            return
        self.player_at[seat] = player
        self.names[player] = body.name
        record = SeatView(seat=seat, name=body.name, stack=body.stack,
                          is_hero=player == self.hero)
        self.view = replace(self.view, seats=tuple(sorted((*self.view.seats, record),
                                                          key=lambda s: s.seat)))

    def _on_hand_started(self, body: HandStarted) -> None:
        """Stacks at the start of the hand (engine order, mapped through the seating), and
        face-down cards in front of everyone dealt in, so an observer (or a player waiting
        for the next hand) sees who is in; a player's own cards replace theirs."""
        backs = ("??",) * _face_down_count(body.game)
        for number, stack in zip(self._engine_seats, body.stacks, strict=False):
            record = self.view.seat(number)
            self._patch(number, stack=stack,
                        cards=record.cards if record is not None and record.cards else backs)
        self.big_blind = body.big_blind or self.big_blind
        text = blinds_text(body.game, body.small_blind, self.big_blind, body.ante,
                           self.currency)
        self.view = replace(self.view, blinds_text=text, board_places=_has_board(body.game))
        if not _has_button(body.game):  # stud: an ante and a bring-in, no D, SB or BB
            self.view = replace(self.view, button=None, small_blind_seat=None,
                                big_blind_seat=None)

    def _new_hand(self, hand_id: str) -> None:
        self.hand_id = hand_id
        self._hand_over = False
        seats = tuple(replace(s, bet=0, cards=(), up_cards=(), folded=False, all_in=False,
                              last_action="", hand_name="", busted=False)
                      for s in self.view.seats)
        self.view = replace(self.view, seats=seats, board=(), pots=(), to_act=None,
                            timer=None, paused=False, status_text="")

    def _patch(self, seat: int | None, **changes: object) -> SeatView | None:
        if seat is None:
            return None
        record = self.view.seat(seat)
        if record is None:
            return None
        new = replace(record, **changes)  # type: ignore[arg-type]
        self.view = replace(self.view, seats=tuple(new if s.seat == seat else s
                                                   for s in self.view.seats))
        return new

    def _put(self, seat: int | None, chips: int, bet_total: int | None, word: str,
             all_in: bool) -> None:
        record = self.view.seat(seat) if seat is not None else None
        if record is None:
            return
        total = record.bet + chips if bet_total is None else bet_total
        added = total - record.bet
        self._patch(seat, bet=total, stack=max(0, record.stack - added), last_action=word,
                    all_in=all_in or record.stack - added <= 0)

    def _on_post(self, seat: int | None, body: Post) -> None:
        """Blinds are bets in front of the seat; antes and dead chips go straight into the
        pot, as the room counts them (and as PokerStars draws them)."""
        word = _word(POST_WORDS, body.kind)
        if body.kind in LIVE_POSTS:
            self._put(seat, body.amount, None, word, body.all_in)
            return
        record = self.view.seat(seat) if seat is not None else None
        if record is None:
            return
        stack = max(0, record.stack - body.amount)
        self._patch(seat, stack=stack, all_in=body.all_in or stack <= 0,
                    last_action=record.last_action if "ante" in body.kind else word)
        pots = list(self.view.pots) or [0]
        pots[-1] += body.amount
        self.view = replace(self.view, pots=tuple(pots))

    def _on_action(self, seat: int | None, body: PlayerAction) -> None:
        kind, amount, all_in = body.kind, body.amount, body.all_in
        word = _word(ACTION_WORDS, kind)
        if kind == "fold":
            self._patch(seat, folded=True, last_action=word, cards=(), up_cards=())
        elif kind in {"check", "draw"}:
            self._patch(seat, last_action=word)
        elif kind in {"call", "bring_in"}:
            self._put(seat, amount, None, f"{word} {chips_text(amount, self.currency)}", all_in)
        else:
            self._put(seat, 0, amount, f"{word} {chips_text(amount, self.currency)}", all_in)
        if all_in:
            self._patch(seat, last_action=translate("Table", "All-in"))
        if self.view.to_act == seat:
            self.view = replace(self.view, to_act=None, timer=None)

    @property
    def at_stake(self) -> bool:
        """Whether leaving now costs the viewer something: cards in the hand being played,
        or a seat in a tournament still being played (a finished one closes its table).
        A cash seat between hands, or after a scenario is over, risks nothing."""
        seat = self.view.seat(self.hero_seat) if self.hero_seat is not None else None
        if seat is None or self.closed:
            return False
        if self.tournament_id is not None:
            return True
        return self.hand_running and bool(seat.cards or seat.up_cards) and not seat.folded

    @property
    def hand_running(self) -> bool:
        """Whether a hand is being played here (dealt and not over)."""
        return self.hand_id is not None and not self._hand_over

    def _on_hand_ended(self, body: HandEnded) -> None:
        """The room's final stacks (seating order); a seat the hand left with none is
        busted: its plate says so, not "ALL-IN", while the hand stays on the felt."""
        self._hand_over = True
        for number, stack in zip(self._engine_seats, body.final_stacks, strict=False):
            self._patch(number, stack=stack)
        dealt = set(self._engine_seats)
        seats = tuple(replace(s, busted=True, all_in=False)
                      if s.seat in dealt and s.stack == 0 else s for s in self.view.seats)
        self.view = replace(self.view, seats=seats, to_act=None, timer=None)

    def _on_raked(self, body: Raked) -> None:
        """After a real-money hand the rake comes off what the winners received: each stack
        as it is after the rake, and a winner's plate says what they collected (PokerStars'
        "collected $1.15 from pot"), not the pot before it."""
        for number, stack, collected in zip(self._engine_seats, body.stacks, body.collected,
                                            strict=False):
            if collected:
                self._patch(number, stack=stack, last_action=self._wins(collected))
            else:
                self._patch(number, stack=stack)

    def _wins(self, amount: int) -> str:
        """A winner's plate: "Wins $1.15"."""
        return translate("Table", "Wins %1").replace("%1", chips_text(amount, self.currency))

    def _on_table_closed(self) -> None:
        """The room closed the table (its tournament is over, or it broke up)."""
        self.closed = True
        self.view = replace(self.view, to_act=None, timer=None,
                            status_text=translate("Table", "This table is closed"))

    def _on_uncalled_returned(self, seat: int | None, body: UncalledReturned) -> None:
        record = self.view.seat(seat) if seat is not None else None
        if record is not None:
            self._patch(seat, bet=max(0, record.bet - body.amount),
                        stack=record.stack + body.amount)

    def _on_street(self, body: Street) -> None:
        if not body.index:
            return  # the first betting round opens: blinds stay in front of their seats
        self._sweep()

    def _sweep(self) -> None:
        """The bets in front of the seats go into the pot."""
        swept = sum(s.bet for s in self.view.seats)
        pots = list(self.view.pots) or [0]
        pots[-1] += swept
        seats = tuple(replace(s, bet=0, last_action="" if not s.folded else s.last_action)
                      for s in self.view.seats)
        self.view = replace(self.view, seats=seats, pots=tuple(p for p in pots if p))

    def _on_deal_hole(self, seat: int | None, body: DealHole) -> None:
        record = self.view.seat(seat) if seat is not None else None
        if record is None:
            return
        if record.is_hero:
            later = any(c != "??" for c in record.cards)  # stud's seventh street
            self._patch(seat, cards=(*[c for c in record.cards if c != "??"], *body.cards))
            backs = ("??",) * len(body.cards)
            dealt_in = set(self._engine_seats)  # not a seat taken during the hand
            seats = tuple(replace(s, cards=(*s.cards, *backs) if later else backs)
                          if s.seat in dealt_in and not s.is_hero
                          and (s.cards if later else not s.cards)
                          and not s.folded and not s.sitting_out and (s.stack or later)
                          else s for s in self.view.seats)
            self.view = replace(self.view, seats=seats)

    def _on_draw(self, seat: int | None, body: Draw) -> None:
        """The player's own draw (only theirs reaches them): the cards kept, then the new
        ones, as PokerStars lists them (`[kept] [new]`); others' counts come as actions."""
        record = self.view.seat(seat) if seat is not None else None
        if record is not None:
            kept = tuple(card for card in record.cards if card not in body.discarded)
            self._patch(seat, cards=(*kept, *body.received))

    def _on_deal_up(self, seat: int | None, body: DealUp) -> None:
        record = self.view.seat(seat) if seat is not None else None
        if record is not None:
            self._patch(seat, up_cards=(*record.up_cards, *body.cards))

    def _on_deal_board(self, body: DealBoard) -> None:
        self.view = replace(self.view, board=(*self.view.board, *body.cards))

    def _on_showdown(self, seat: int | None, body: Showdown) -> None:
        record = self.view.seat(seat) if seat is not None else None
        up = record.up_cards if record is not None else ()
        self._patch(seat, cards=tuple(c for c in body.cards if c not in up),
                    last_action=translate("Table", "Shows"),
                    hand_name=body.hi)

    def _on_muck(self, seat: int | None) -> None:
        self._patch(seat, cards=(), up_cards=(), last_action=translate("Table", "Mucks"))

    def _on_pot_awarded(self, seat: int | None, body: PotAwarded) -> None:
        self._sweep()
        record = self.view.seat(seat) if seat is not None else None
        amount = body.amount
        if record is not None:
            self._patch(seat, stack=record.stack + amount, last_action=self._wins(amount))
        remaining = sum(self.view.pots) - amount
        self.view = replace(self.view, pots=(remaining,) if remaining > 0 else ())


def _face_down_count(game: str) -> int:
    """Cards each player gets face down as the hand starts (stud: two, the third is up)."""
    spec = GAMES.get(game)
    if spec is None:
        return 0
    return 2 if spec.family == "stud" else spec.hole_count


def _has_board(game: str) -> bool:
    """Flop games deal a board; stud and draw games none (a mixed game's current one)."""
    spec = GAMES.get(game)
    return spec is None or spec.family in ("holdem", "omaha")


def _has_button(game: str) -> bool:
    """Stud games deal without a button or blinds (the low or high up card brings it in)."""
    spec = GAMES.get(game)
    return spec is None or spec.uses_blinds
