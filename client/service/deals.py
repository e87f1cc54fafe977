"""Deal-making at a final table: the "Discuss A Deal" ticks, the floor's numbers,
proposals and confirmations.

Site rules: when every remaining player ticked the box the table pauses at the end of the
hand and the floor is notified; a staff member provides ICM, chip-count or even-split
numbers (`floor_deal`), may require money left in play for first (`require_left`), repeats
the deal at the table and everyone confirms; once all have, the deal stands and staff
execute it (`execute`). Players may put variations (custom amounts) on the table
themselves; the computed numbers are the floor's to give. With ``auto_floor`` (offline
practice, or a server that names no staff) the numbers appear the moment the table pauses
and the deal is carried out the moment everyone confirmed.
"""

from __future__ import annotations

from decimal import Decimal

from client.bots.deals import accepts_deal, wants_deal
from client.protocol import messages as m
from client.room.deals import DealMethod, DealNegotiation
from client.room.errors import (
    DealError,
)
from client.room.ledger import REAL_MONEY
from client.room.tournament.director import Tournament
from client.room.tracked import TDict, Tracked
from client.service.accounts import Accounts
from client.service.audit import AUTO_FLOOR, Audit
from client.service.changes import Changes
from client.service.errors import ServiceError
from client.service.outbox import Audience, Outbox
from client.service.pace import Pace
from client.service.records import DealTalkState
from client.service.tournaments import Tournaments

_DEAL_METHOD = {"icm": DealMethod.ICM, "chip": DealMethod.CHIP_COUNT,
                "even": DealMethod.EVEN_SPLIT}
#: How the dealer names a proposal's method in the table's chat.
_METHOD_WORDS = {DealMethod.ICM: "ICM", DealMethod.CHIP_COUNT: "chip count",
                 DealMethod.EVEN_SPLIT: "even split", DealMethod.CUSTOM: "own numbers"}


class DealTalk(Tracked):
    """Owns the deal talk at each final table ("Discuss A Deal" ticks, the negotiation
    once the table paused, proposal ids). Handles ``DiscussDeal``, ``ProposeDeal`` and
    ``AcceptDeal``; sends each table's `DealState`."""

    def __init__(self, tournaments: Tournaments, accounts: Accounts, audience: Audience,
                 outbox: Outbox, changes: Changes, pace: Pace, audit: Audit,
                 auto_floor: bool) -> None:
        self._audit = audit
        self._auto_floor = auto_floor
        self._tournaments = tournaments
        self._accounts = accounts
        self._audience = audience
        self._outbox = outbox
        self._changes = changes
        self._pace = pace
        self._deals: dict[str, DealTalkState] = TDict()

    def discuss_deal(self, player_id: str, command: m.DiscussDeal) -> None:
        """``DiscussDeal``: tick or untick "Discuss A Deal"."""
        tournament = self._tournaments.get(command.tournament_id)
        tid = tournament.tournament_id
        deal = self._deals.setdefault(tid, DealTalkState())
        if not command.on:
            _still_open(deal)
        if deal.negotiation is not None:
            deal.negotiation.tick(player_id, command.on)
        tournament.discuss_deal(player_id, command.on)
        if command.on:
            deal.ticked.add(player_id)
        else:
            deal.ticked.discard(player_id)
            deal.negotiation = None
            deal.proposal_id = None
        self._changes.deal(tid)
        self._pace.tick_after_change(tournament)

    def _negotiation(self, tournament: Tournament, deal: DealTalkState) -> DealNegotiation:
        """The negotiation of a paused final table (opened at the pause, stacks then)."""
        if not tournament.deal_paused:
            raise ServiceError(m.ErrorCode.DEAL,
                               "deals are made once every player ticked 'Discuss A Deal' "
                               "and the table paused at the end of the hand")
        if deal.negotiation is None:
            table = next(iter(tournament.tables.values()))
            players = table.players
            structure = tournament.structure
            negotiation = DealNegotiation(
                players, tournament.remaining_prizes(), [table.stacks[p] for p in players],
                real_money=structure.currency in REAL_MONEY,
                deals_allowed=structure.deals_allowed, required_left=deal.required_left,
            )
            for player in players:
                negotiation.tick(player, True)
            deal.negotiation = negotiation
            if self._auto_floor and not deal.answered:
                deal.answered = True
                self._audit.record(AUTO_FLOOR, "deal-numbers", tournament.tournament_id,
                                   "ICM, chip-count and even-split numbers given")
        return deal.negotiation

    def negotiation_of(self, tournament_id: str) -> DealNegotiation | None:
        """The negotiation at a final table paused for a deal (None: no deal request)."""
        tournament = self._tournaments.get(tournament_id)
        if not tournament.deal_paused:
            return None
        deal = self._deals.setdefault(tournament_id, DealTalkState())
        try:
            return self._negotiation(tournament, deal)
        except (ServiceError, DealError):
            return None

    def ready(self, tournament_id: str) -> bool:
        """Whether everyone confirmed the deal and it waits for staff to execute it."""
        deal = self._deals.get(tournament_id)
        return deal is not None and deal.agreed

    def forget(self, tournament_id: str) -> None:
        """The tournament retired: its deal talk goes with it."""
        self._deals.pop(tournament_id, None)

    def answered(self, tournament_id: str) -> bool:
        """Whether the floor gave its numbers at this final table."""
        deal = self._deals.get(tournament_id)
        return deal is not None and deal.answered

    def floor_deal(self, staff: str, command: m.FloorDeal) -> None:
        """``FloorDeal``: the floor's numbers (or an edited proposal) put on the table and
        repeated in the chat; every remaining player must then confirm."""
        tournament = self._tournaments.get(command.tournament_id)
        deal = self._deals.setdefault(tournament.tournament_id, DealTalkState())
        _still_open(deal)
        negotiation = self._negotiation(tournament, deal)
        left = command.left_for or None
        if command.kind == "custom":
            negotiation.propose_custom(command.amounts, left)
        else:
            negotiation.propose(_DEAL_METHOD[command.kind], left)
        deal.answered, deal.floor_by = True, staff
        self._put_on_table(tournament, deal, staff, floor=True)
        proposal = negotiation.proposal
        assert proposal is not None
        self._audit.record(staff, "deal-proposed", tournament.tournament_id,
                           f"{proposal.method}: {self._named(proposal.amounts)}; left in play "
                           f"{_places(proposal.in_play)}")

    def require_left(self, staff: str, command: m.FloorRequireLeft) -> None:
        """``FloorRequireLeft``: what a deal must leave in play for first (at most 5% of
        the prize pool); a proposal on the table is withdrawn (its numbers change)."""
        tournament = self._tournaments.get(command.tournament_id)
        deal = self._deals.setdefault(tournament.tournament_id, DealTalkState())
        _still_open(deal)
        before, deal.required_left, deal.negotiation = \
            deal.required_left, command.amount, None
        deal.proposal_id = None
        try:
            self._negotiation(tournament, deal)
        except DealError:
            deal.required_left = before
            raise
        self._audit.record(staff, "deal-required-left", tournament.tournament_id,
                           f"{command.amount} must stay in play for first")
        self._changes.deal(tournament.tournament_id)

    def propose_deal(self, player_id: str, command: m.ProposeDeal) -> None:
        """``ProposeDeal``: a computed or custom deal every other remaining player must
        confirm (the proposer has agreed to it by proposing it)."""
        tournament = self._tournaments.get(command.tournament_id)
        deal = self._deals.setdefault(tournament.tournament_id, DealTalkState())
        _still_open(deal)
        negotiation = self._negotiation(tournament, deal)
        self._require_remaining(tournament, player_id)
        left = command.left_on_table if command.left_on_table else None
        if command.kind == "custom":
            negotiation.propose_custom(command.amounts, left)
        elif not deal.answered:
            raise ServiceError(m.ErrorCode.DEAL,
                               "the floor has been asked for ICM, chip-count and even-split "
                               "numbers: wait for them, or propose amounts of your own")
        else:
            negotiation.propose(_DEAL_METHOD[command.kind], left)
        negotiation.confirm(player_id)  # proposing is agreeing (PokerStars counts it so)
        self._put_on_table(tournament, deal, player_id, floor=False)

    def _put_on_table(self, tournament: Tournament, deal: DealTalkState, proposer: str,
                      floor: bool) -> None:
        """A new proposal id, and the deal repeated in the table's chat for confirmation:
        the floor's as the staff member's own line (site rules: staff repeat the agreed
        deal and ask everyone to confirm), a player's by the dealer."""
        deal.counter += 1
        deal.proposal_id = f"{tournament.tournament_id}-deal{deal.counter}"
        deal.proposer = proposer
        self._changes.deal(tournament.tournament_id)
        table = next(iter(tournament.tables.values()))
        negotiation = deal.negotiation
        proposal = negotiation.proposal if negotiation is not None else None
        assert proposal is not None
        terms = f"({_METHOD_WORDS[proposal.method]}): {self._named(proposal.amounts)}; " \
                f"left in play: {_places(proposal.in_play)}"
        if floor:
            self._audience.floor_chat(table, self._accounts.name_of(proposer),
                                      f"The deal on the table {terms}. Every remaining "
                                      "player, please confirm it (or reject it).")
        else:
            # Worded for any name, the practice player's default "You" too.
            self._audience.system_chat(table, f"Deal proposed by "
                                              f"{self._accounts.name_of(proposer)} {terms}. "
                                              "Everyone must confirm.")

    def accept_deal(self, player_id: str, command: m.AcceptDeal) -> None:
        """``AcceptDeal``: confirm or reject; once everyone confirmed the deal waits for
        staff to execute it (with the auto floor it is paid at once)."""
        tournament = self._tournaments.get(command.tournament_id)
        deal = self._deals.setdefault(tournament.tournament_id, DealTalkState())
        _still_open(deal)
        negotiation = self._negotiation(tournament, deal)
        self._require_remaining(tournament, player_id)
        if command.proposal_id != deal.proposal_id or negotiation.proposal is None:
            raise ServiceError(m.ErrorCode.NOT_FOUND,
                               f"deal proposal {command.proposal_id} is not on the table")
        table = next(iter(tournament.tables.values()))
        if not command.accept:
            deal.negotiation = None
            deal.proposal_id = None
            self._audience.system_chat(
                table, f"{self._accounts.name_of(player_id)} rejected the proposed deal")
            if not self._auto_floor:
                deal.answered = False  # the floor is asked again
        elif negotiation.confirm(player_id):
            if self._auto_floor:
                self._execute(tournament, deal, None)
            else:
                deal.agreed = True
                self._audience.system_chat(table, "Everyone confirmed the deal; the floor "
                                                  "will now carry it out.")
        self._changes.deal(tournament.tournament_id)
        self._pace.tick_after_change(tournament)

    def execute(self, staff: str, command: m.FloorExecuteDeal) -> None:
        """``FloorExecuteDeal``: staff carry out the deal everyone confirmed."""
        tournament = self._tournaments.get(command.tournament_id)
        deal = self._deals.get(tournament.tournament_id)
        if deal is not None and deal.done and not deal.agreed:
            raise ServiceError(m.ErrorCode.REFUSED,
                               f"the deal at {tournament.structure.name} was already carried "
                               "out")
        if deal is None or not deal.agreed:
            raise ServiceError(m.ErrorCode.DEAL,
                               "no deal is ready: every remaining player must confirm the deal "
                               "on the table first")
        self._execute(tournament, deal, staff)
        self._changes.deal(tournament.tournament_id)
        self._pace.tick_after_change(tournament)

    def _execute(self, tournament: Tournament, deal: DealTalkState, staff: str | None
                 ) -> None:
        """Pay the agreed deal and journal who carried it out; the table is told by the
        staff member (``staff``) or, offline, by the dealer (the auto floor)."""
        negotiation = deal.negotiation
        proposal = negotiation.proposal if negotiation is not None else None
        assert proposal is not None
        table = next(iter(tournament.tables.values()))
        text = f"Deal carried out: {self._named(proposal.amounts)}" + (
            "; play resumes for what was left in play." if any(proposal.in_play) else ".")
        if staff is None:
            self._audience.system_chat(table, text)
        else:
            self._audience.floor_chat(table, self._accounts.name_of(staff), text)
        tournament.apply_deal(dict(proposal.amounts), left_for=proposal.in_play)
        deal.done, deal.agreed = True, False
        self._audit.record(staff or deal.floor_by or AUTO_FLOOR, "deal-paid",
                           tournament.tournament_id,
                           f"confirmed by all: {self._named(proposal.amounts)}")
        for player, _amount in proposal.amounts:
            self._changes.balance(player)
        deal.negotiation = None
        deal.proposal_id = None
        deal.ticked.clear()

    def bots_consider(self, tournament_id: str) -> None:
        """Practice bots at the final table tick "Discuss A Deal" by their policy and
        answer the proposal on the table (`client.bots.deals`); people decide themselves."""
        tournament = self._tournaments.get(tournament_id)
        structure = tournament.structure
        if len(tournament.tables) != 1 or not structure.deals_allowed or \
                structure.currency not in REAL_MONEY:
            return
        table = next(iter(tournament.tables.values()))
        deal = self._deals.setdefault(tournament_id, DealTalkState())
        players = [p for p in table.players if tournament.entrants[p].alive]
        bots = [p for p in players if self._accounts.is_bot(p)]
        if len(bots) == len(players):  # bots never propose: alone, they play on
            for bot in sorted(deal.ticked & set(bots)):
                self.discuss_deal(bot, m.DiscussDeal(tournament_id=tournament_id, on=False))
            return
        stacks = [table.stacks[p] for p in players]
        for bot in bots:
            if bot not in deal.ticked and not deal.done and wants_deal(
                    bot, table.stacks[bot], stacks, tournament.paid_places(), tournament.seed):
                self.discuss_deal(bot, m.DiscussDeal(tournament_id=tournament_id, on=True))
        negotiation = deal.negotiation
        proposal = negotiation.proposal if negotiation is not None else None
        if negotiation is None or proposal is None or deal.proposal_id is None:
            return
        icm = dict(negotiation.numbers(DealMethod.ICM, proposal.in_play).amounts)
        for bot, amount in proposal.amounts:
            if bot in bots and bot not in negotiation.confirmed:
                self.accept_deal(bot, m.AcceptDeal(
                    tournament_id=tournament_id, proposal_id=deal.proposal_id,
                    accept=accepts_deal(amount, icm[bot])))
                if deal.proposal_id is None:  # refused, or agreed by everyone
                    return

    def _named(self, amounts: tuple[tuple[str, Decimal], ...]) -> str:
        """Amounts as the table and the audit log read them: by the players' names."""
        return ", ".join(f"{self._accounts.name_of(p)} {a}" for p, a in amounts)

    def _require_remaining(self, tournament: Tournament, player_id: str) -> None:
        entrant = tournament.entrants.get(player_id)
        if entrant is None or not entrant.alive:
            raise ServiceError(m.ErrorCode.DEAL,
                               "only the players remaining at the final table take part")

    def send_state(self, tournament_id: str) -> None:
        """The deal state to the final table's players and observers (final tables only)."""
        tournament = self._tournaments.get(tournament_id)
        if tournament.tables and len(tournament.tables) == 1:
            state = self._deal_state(tournament)
            table = next(iter(tournament.tables.values()))
            self._outbox.send_all(self._audience.of_table(table), state)

    def _deal_state(self, tournament: Tournament) -> m.DealState:
        deal = self._deals.get(tournament.tournament_id, DealTalkState())
        alive = tuple(p for p, e in tournament.entrants.items() if e.alive)
        numbers: dict[str, dict[str, Decimal]] = {}
        proposals: tuple[m.DealOffer, ...] = ()
        max_left = Decimal(0)
        required = Decimal(0)
        if tournament.deal_paused:
            try:
                negotiation = self._negotiation(tournament, deal)
            except (ServiceError, DealError):
                negotiation = None
            if negotiation is not None:
                required = negotiation.required_left
                max_left = (negotiation.remaining_pool * 5 / 100).quantize(Decimal("0.01"))
                for key, method in _DEAL_METHOD.items():
                    if deal.answered:  # the floor's numbers, once it gave them
                        numbers[key] = dict(negotiation.numbers(method).amounts)
                proposal = negotiation.proposal
                if proposal is not None and deal.proposal_id is not None:
                    proposals = (m.DealOffer(
                        proposal_id=deal.proposal_id, kind=str(proposal.method),
                        proposer=deal.proposer, amounts=dict(proposal.amounts),
                        left_on_table=proposal.left_for_first,
                        accepted_by=tuple(sorted(negotiation.confirmed))),)
        return m.DealState(
            tournament_id=tournament.tournament_id,
            ticked=tuple(sorted(p for p in deal.ticked if p in alive)),
            players=alive, paused=tournament.deal_paused, icm=numbers.get("icm", {}),
            chip=numbers.get("chip", {}), even=numbers.get("even", {}),
            left_on_table=required, max_left_on_table=max_left, proposals=proposals,
            done=deal.done, prizes_final=tournament.purse.final,
        )


def _still_open(deal: DealTalkState) -> None:
    """Once everyone confirmed, the deal stands: it waits only for the floor to carry it
    out."""
    if deal.agreed:
        raise ServiceError(m.ErrorCode.DEAL, "everyone confirmed the deal: it stands and "
                                             "waits for the floor to carry it out")


def _places(left: tuple[Decimal, ...]) -> str:
    return ", ".join(f"{a} for place {k}" for k, a in enumerate(left, 1) if a) or "nothing"
