"""The floor: what the site's staff do, behind the staff-only ``Floor*`` commands.

Staff pause and resume play, answer deal requests (through `DealTalk`), cancel a
tournament by the method management chooses (after a payouts preview), withhold a
player's winnings pending review, and set the oldest client that may log in. Every
action goes into the `Audit` journal. Watchers of the floor (`FloorOpen`) get a fresh
`FloorView` after every change, with the integrity review of the room's recent hands.
In offline practice the player is the floor.
"""

from __future__ import annotations

from decimal import Decimal

import msgspec

from client.protocol import messages as m
from client.protocol.rows import tournament_table_name
from client.protocol.table_bodies import TableClosed
from client.room.cancellation import CancelMethod
from client.room.clock import Clock
from client.room.deals import DealMethod, DealNegotiation
from client.room.ledger import (
    CENT,
    REAL_MONEY,
    ZERO,
    Currency,
    Transfer,
    player_account,
    review_account,
)
from client.room.tournament.director import Tournament
from client.room.tournament.field import State
from client.room.tracked import Tracked, TSet
from client.service.accounts import Accounts
from client.service.audit import MIN_CLIENT, Audit
from client.service.changes import Changes
from client.service.deals import DealTalk
from client.service.dispatch import Handler
from client.service.errors import ServiceError
from client.service.hand_review import HandReview
from client.service.outbox import Audience, Outbox
from client.service.pace import Due, Pace
from client.service.rings import Rings
from client.service.tables import TableDirectory
from client.service.tournaments import Tournaments

_METHODS = {"icm": DealMethod.ICM, "chip": DealMethod.CHIP_COUNT,
            "even": DealMethod.EVEN_SPLIT}


class FloorDesk(Tracked):
    """The staff side of the room; see the module docstring."""

    def __init__(self, clock: Clock, *, practice: bool, accounts: Accounts,
                 tournaments: Tournaments, tables: TableDirectory, rings: Rings,
                 deals: DealTalk,
                 audience: Audience, outbox: Outbox, changes: Changes, pace: Pace, audit: Audit,
                 hand_review: HandReview) -> None:
        self._clock = clock
        self._practice = practice
        self._accounts = accounts
        self._tournaments = tournaments
        self._tables = tables
        self._rings = rings
        self._deals = deals
        self._audience = audience
        self._outbox = outbox
        self._changes = changes
        self._pace = pace
        self.audit = audit
        self._staff: set[str] = TSet()
        self._watchers: set[str] = TSet()
        self._paused_tables: set[str] = TSet()
        self._review = hand_review
        self._flags: tuple[m.FloorFlagRow, ...] = ()  # the last review's
        self._reviewed = 0

    # ------------------------------------------------------------------ staff

    def set_staff(self, player_id: str, staff: bool) -> None:
        """Mark an account as staff (the server does, from its ``--staff`` names)."""
        if staff:
            self._staff.add(player_id)
        else:
            self._staff.discard(player_id)

    def is_staff(self, player_id: str) -> bool:
        """Staff may use the floor; offline, the practice player is the floor."""
        return self._practice or player_id in self._staff

    def commands(self) -> dict[type[m.Command], Handler]:
        """The staff commands and their handlers, refused with ``STAFF_ONLY`` for anyone
        else."""
        handlers: dict[type[m.Command], Handler] = {
            m.FloorOpen: self.open, m.FloorClose: self.close, m.FloorPause: self.pause,
            m.FloorDeal: self.deal, m.FloorExecuteDeal: self.execute_deal,
            m.FloorRequireLeft: self.require_left,
            m.FloorCancel: self.cancel, m.FloorWithhold: self.withhold,
            m.FloorMinClient: self.set_min_client, m.FloorChat: self.chat,
        }
        return {kind: self.staff_only(handler) for kind, handler in handlers.items()}

    def staff_only(self, handler: Handler) -> Handler:
        """`handler`, refused with ``STAFF_ONLY`` for anyone who is not staff."""
        def checked(player_id: str, command: m.Command) -> None:
            if not self.is_staff(player_id):
                raise ServiceError(m.ErrorCode.STAFF_ONLY,
                                   f"{m.type_of(command)} is for the site's staff only")
            handler(player_id, command)
        return checked

    @property
    def min_client(self) -> str:
        """The oldest client release that may log in ("": any)."""
        row = self.audit.last(MIN_CLIENT)
        return row.detail if row is not None else ""

    def holds(self, table_id: str) -> bool:
        """Whether the floor paused this cash table (no next hand)."""
        return table_id in self._paused_tables

    # ------------------------------------------------------------------ commands

    def open(self, player_id: str, command: m.FloorOpen) -> None:
        """``FloorOpen``: watch the floor (the view now and after every change); the
        integrity review runs again over the latest hands (only then: it reads them all)."""
        self._watchers.add(player_id)
        self._flags = tuple(m.FloorFlagRow(kind=str(f.kind), players=f.players, hands=f.hands,
                                           why=f.why) for f in self._review.flags())
        self._reviewed = self._review.count
        self._outbox.send(player_id, self.view())

    def close(self, player_id: str, command: m.FloorClose) -> None:
        """``FloorClose``: stop watching."""
        self._watchers.discard(player_id)

    def pause(self, staff: str, command: m.FloorPause) -> None:
        """``FloorPause``: stop or restart play at a tournament (any table of it stops
        the whole event: one clock) or a cash table."""
        target = command.target_id
        tournament: Tournament | None = None
        if target in self._tournaments:
            tournament = self._tournaments.get(target)
        else:
            found = self._tables.lookup(target)
            if found is None:
                raise ServiceError(m.ErrorCode.NOT_FOUND,
                                   f"no table or tournament {target}: pick one on the floor")
            tournament = found[0]
        word = "paused" if command.on else "resumed"
        if tournament is not None:
            if tournament.floor_paused == command.on:
                raise ServiceError(m.ErrorCode.REFUSED,
                                   f"{tournament.tournament_id} is already {word}")
            tournament.pause_by_floor(command.on)
            tables = list(tournament.tables.values())
            subject = tournament.tournament_id
            self._pace.tick_after_change(tournament)
            self._changes.lobby(subject)
        else:
            if self.holds(target) == command.on:
                raise ServiceError(m.ErrorCode.REFUSED, f"{target} is already {word}")
            table = self._tables.get(target)[1]
            if command.on:
                self._paused_tables.add(target)
            else:
                self._paused_tables.discard(target)
                self._pace.at(Due.DEAL, target, self._clock.now())
            tables, subject = [table], target
        for table in tables:
            self._audience.system_chat(
                table, "Play is paused by the floor; hands under way finish first."
                if command.on else "The floor resumed play.")
        self.audit.record(staff, "pause" if command.on else "resume", subject)
        self._changes.floor()

    def chat(self, staff: str, command: m.FloorChat) -> None:
        """``FloorChat``: the staff member comes to the table (site rules: to repeat a deal
        and ask everyone to confirm): they watch it, its snapshot follows the first time,
        and their line goes to its players and observers signed "Floor (<name>)"."""
        _tournament, table = self._tables.get(command.table_id)
        table_id = table.table_id
        joining = staff not in self._audience.of_table(table)
        if joining:
            self._audience.observe(staff, table_id)
            self._changes.snapshot(staff, table_id)
        if command.text is None and not joining:
            return
        text = command.text if command.text is not None else \
            "The floor joined the table to help; please wait for its word."
        self._audience.floor_chat(table, self._accounts.name_of(staff), text)
        self.audit.record(staff, "chat" if command.text is not None else "join-chat",
                          table_id, command.text or "")
        self._changes.floor()

    def deal(self, staff: str, command: m.FloorDeal) -> None:
        """``FloorDeal``: the floor's numbers or an edited proposal at a paused final
        table (deals only in real-money events, all remaining players at the final
        table: the negotiation refuses anything else)."""
        self._deals.floor_deal(staff, command)
        self._changes.floor()

    def execute_deal(self, staff: str, command: m.FloorExecuteDeal) -> None:
        """``FloorExecuteDeal``: carry out the deal every remaining player confirmed."""
        self._deals.execute(staff, command)
        self._changes.floor()

    def require_left(self, staff: str, command: m.FloorRequireLeft) -> None:
        """``FloorRequireLeft``: money a deal must leave in play for first."""
        self._deals.require_left(staff, command)
        self._changes.floor()

    def cancel(self, staff: str, command: m.FloorCancel) -> None:
        """``FloorCancel``: a payouts preview, or (``confirm``) the cancellation itself."""
        tournament = self._tournaments.get(command.tournament_id)
        if tournament.state in (State.FINISHED, State.CANCELLED):
            raise ServiceError(m.ErrorCode.REFUSED,
                               f"{tournament.tournament_id} is already {tournament.state}")
        method = self._method(tournament, command.method)
        if not command.confirm:
            result = tournament.cancel_preview(method)
            remaining = {p: t.stacks[p] for t in tournament.tables.values() for p in t.players
                         if tournament.entrants[p].alive}
            players = set(remaining) | {p for p, _a in result.payouts}
            self._outbox.send(staff, m.FloorCancelPreview(
                tournament_id=tournament.tournament_id, method=str(result.method),
                payouts=dict(result.payouts), remaining=remaining,
                names={p: self._accounts.name_of(p) for p in sorted(players)}))
            return
        tables = list(tournament.tables.values())
        for table in tables:
            self._audience.system_chat(table, f"The floor cancelled this tournament "
                                              f"({method}); see the lobby for what you get.")
        result = tournament.cancel(method)
        for table in tables:  # its players leave too (its observers were let go already)
            self._audience.tell_table(table, m.TableEvent(table_id=table.table_id,
                                                          body=TableClosed()))
        paid = ", ".join(f"{self._accounts.name_of(p)} {a}" for p, a in result.payouts) \
            or "nothing"
        self.audit.record(staff, "cancel", tournament.tournament_id, f"{result.method}: {paid}")
        self._changes.lobby(tournament.tournament_id)
        self._changes.floor()

    def withhold(self, staff: str, command: m.FloorWithhold) -> None:
        """``FloorWithhold``: move winnings into review (or release all held) for a player."""
        if not self._accounts.knows(command.player_id):
            raise ServiceError(m.ErrorCode.NOT_FOUND, f"no player {command.player_id}")
        try:
            currency = Currency(command.currency)
        except ValueError:
            raise ServiceError(m.ErrorCode.BAD_MESSAGE,
                               f"unknown currency {command.currency}") from None
        ledger = self._accounts.cashier.ledger
        mine, held = player_account(command.player_id), review_account(command.player_id)
        if command.hold:
            amount = command.amount
            if amount <= 0 or amount != amount.quantize(CENT):
                raise ServiceError(m.ErrorCode.REFUSED,
                                   "withhold a positive amount in whole cents")
            ledger.post([Transfer(mine, held, amount, currency, "withheld pending review")])
            detail = f"{amount} {currency} withheld pending review"
        else:
            amount = ledger.balance(held, currency)
            if amount <= ZERO:
                raise ServiceError(m.ErrorCode.REFUSED,
                                   f"nothing of {command.player_id}'s is withheld")
            ledger.post([Transfer(held, mine, amount, currency, "released after review")])
            detail = f"{amount} {currency} released"
        self.audit.record(staff, "withhold" if command.hold else "release",
                          command.player_id, detail)
        self._changes.balance(command.player_id)
        self._changes.floor()

    def set_min_client(self, staff: str, command: m.FloorMinClient) -> None:
        """``FloorMinClient``: clients older than this are refused at login."""
        self.audit.record(staff, MIN_CLIENT, "clients", command.version)
        self._changes.floor()

    @staticmethod
    def _method(tournament: Tournament, choice: str) -> CancelMethod:
        if choice == "rollback":
            return CancelMethod.ROLLBACK
        if choice == "heads-up-chip-count":
            if tournament.structure.table_size != 2:
                raise ServiceError(m.ErrorCode.REFUSED,
                                   "a chip count is for heads-up sit & gos: roll back or "
                                   "roll forward")
            return CancelMethod.HEADS_UP_CHIP_COUNT
        if tournament.eliminations.in_the_money and tournament.purse.final:
            return CancelMethod.ROLL_FORWARD_IN_MONEY
        return CancelMethod.ROLL_FORWARD_BEFORE_MONEY

    # ------------------------------------------------------------------ the view

    def send_views(self) -> None:
        """A fresh view to everyone watching the floor."""
        if not self._watchers:
            return
        view = self.view()
        self._outbox.send_all(sorted(self._watchers), view)

    def view(self) -> m.FloorView:
        """Everything the Floor window shows."""
        tournaments: list[m.FloorTournamentRow] = []
        tables: list[m.FloorTableRow] = []
        deals: list[m.FloorDealRow] = []
        for t in self._tournaments.all():
            if t.state in (State.FINISHED, State.CANCELLED):
                continue
            tid = t.tournament_id
            tournaments.append(m.FloorTournamentRow(
                tournament_id=tid, name=t.structure.name, state=str(t.state),
                players_left=t.players_left if t.state is State.RUNNING else len(t.entrants),
                tables=len(t.tables), paused=t.floor_paused, deal_paused=t.deal_paused,
                heads_up=t.structure.table_size == 2,
                real_money=t.structure.currency in REAL_MONEY))
            tables.extend(m.FloorTableRow(
                table_id=table.table_id, tournament_id=tid, players=len(table.players),
                hand_no=table.hand_no, in_hand=table.in_hand, paused=t.floor_paused,
                name=tournament_table_name(t.structure.name, table.table_id),
                tournament_name=t.structure.name)
                for table in t.tables.values())
            deal = self._deal_row(tid, t.structure.name)
            if deal is not None:
                deals.append(deal)
        tables.extend(m.FloorTableRow(
            table_id=table.table_id, tournament_id="", players=len(table.players),
            hand_no=table.hand_no, in_hand=table.in_hand, paused=self.holds(table.table_id),
            name=self._rings.row(table.table_id).name if table.table_id in self._rings
            else table.table_id)
            for table in self._tables.cash_tables() if table.players)
        return m.FloorView(tournaments=tuple(tournaments), tables=tuple(tables),
                           deals=tuple(deals), flags=self._flags, withheld=self._withheld(),
                           audit=self._named_audit(), min_client=self.min_client,
                           hands_reviewed=self._reviewed)

    def _deal_row(self, tournament_id: str, name: str) -> m.FloorDealRow | None:
        negotiation = self._deals.negotiation_of(tournament_id)
        if negotiation is None:
            return None
        pool = negotiation.remaining_pool
        proposal = negotiation.proposal
        return m.FloorDealRow(
            tournament_id=tournament_id, players=negotiation.players,
            stacks=negotiation.stacks, prizes=negotiation.prizes,
            required_left=negotiation.required_left,
            max_left=(pool * 5 / 100).quantize(CENT),
            icm=_numbers(negotiation, "icm"), chip=_numbers(negotiation, "chip"),
            even=_numbers(negotiation, "even"),
            proposal=dict(proposal.amounts) if proposal is not None else {},
            proposal_left=proposal.in_play if proposal is not None else (),
            confirmed=tuple(sorted(negotiation.confirmed)),
            answered=self._deals.answered(tournament_id),
            ready=self._deals.ready(tournament_id), name=name,
            names=tuple(self._accounts.name_of(p) for p in negotiation.players))

    def _named_audit(self) -> tuple[m.AuditRow, ...]:
        """The audit log with its staff and targets named as the lobby names them."""
        owners = dict(self._tables.owners())
        names: dict[str, str] = {}

        def name(target: str) -> str:
            if target not in names:
                if target in self._tournaments:
                    names[target] = self._tournaments.get(target).structure.name
                elif target in owners:
                    names[target] = tournament_table_name(
                        self._tournaments.get(owners[target]).structure.name, target)
                elif target in self._rings:
                    names[target] = self._rings.row(target).name
                else:
                    names[target] = self._accounts.name_of(target)
            return names[target]

        return tuple(msgspec.structs.replace(row, staff_name=name(row.staff),
                                             target_name=name(row.target))
                     for row in self.audit.rows)

    def _withheld(self) -> tuple[m.FloorHoldRow, ...]:
        ledger = self._accounts.cashier.ledger
        rows = []
        for currency in Currency:
            for account, amount in sorted(ledger.balances(currency).items()):
                if account.startswith("review:") and amount > 0:
                    rows.append(m.FloorHoldRow(player_id=account[len("review:"):],
                                               currency=str(currency), amount=amount))
        return tuple(rows)


def _numbers(negotiation: DealNegotiation, kind: str) -> dict[str, Decimal]:
    """The floor's ICM / chip / even numbers at the money required left in play."""
    return dict(negotiation.numbers(_METHODS[kind]).amounts)
