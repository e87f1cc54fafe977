"""Deal-making at a final table: the "Discuss A Deal" ticks, proposals and confirmations.
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
from client.service.accounts import Accounts
from client.service.changes import Changes
from client.service.errors import ServiceError
from client.service.outbox import Audience, Outbox
from client.service.pace import Pace
from client.service.records import DealTalkState
from client.service.tournaments import Tournaments

_DEAL_METHOD = {"icm": DealMethod.ICM, "chip": DealMethod.CHIP_COUNT,
                "even": DealMethod.EVEN_SPLIT}


class DealTalk:
    """Owns the deal talk at each final table ("Discuss A Deal" ticks, the negotiation
    once the table paused, proposal ids). Handles ``DiscussDeal``, ``ProposeDeal`` and
    ``AcceptDeal``; sends each table's `DealState`."""

    def __init__(self, tournaments: Tournaments, accounts: Accounts, audience: Audience,
                 outbox: Outbox, changes: Changes, pace: Pace) -> None:
        self._tournaments = tournaments
        self._accounts = accounts
        self._audience = audience
        self._outbox = outbox
        self._changes = changes
        self._pace = pace
        self._deals: dict[str, DealTalkState] = {}

    def discuss_deal(self, player_id: str, command: m.DiscussDeal) -> None:
        """``DiscussDeal``: tick or untick "Discuss A Deal"."""
        tournament = self._tournaments.get(command.tournament_id)
        tid = tournament.tournament_id
        deal = self._deals.setdefault(tid, DealTalkState())
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
                deals_allowed=structure.deals_allowed,
            )
            for player in players:
                negotiation.tick(player, True)
            deal.negotiation = negotiation
        return deal.negotiation

    def propose_deal(self, player_id: str, command: m.ProposeDeal) -> None:
        """``ProposeDeal``: a computed or custom deal every remaining player must confirm."""
        tournament = self._tournaments.get(command.tournament_id)
        deal = self._deals.setdefault(tournament.tournament_id, DealTalkState())
        negotiation = self._negotiation(tournament, deal)
        self._require_remaining(tournament, player_id)
        left = command.left_on_table if command.left_on_table else None
        if command.kind == "custom":
            negotiation.propose_custom(command.amounts, left)
        else:
            negotiation.propose(_DEAL_METHOD[command.kind], left)
        deal.counter += 1
        deal.proposal_id = f"{tournament.tournament_id}-deal{deal.counter}"
        deal.proposer = player_id
        self._changes.deal(tournament.tournament_id)
        table = next(iter(tournament.tables.values()))
        proposal = negotiation.proposal
        assert proposal is not None
        text = ", ".join(f"{p} {a}" for p, a in proposal.amounts)
        self._audience.system_chat(table, f"{player_id} proposes a {proposal.method} deal: {text}; "
                                 f"{proposal.left_for_first} left for first. Everyone must "
                                 "confirm.")

    def accept_deal(self, player_id: str, command: m.AcceptDeal) -> None:
        """``AcceptDeal``: confirm (the deal is paid once everyone did) or reject."""
        tournament = self._tournaments.get(command.tournament_id)
        deal = self._deals.setdefault(tournament.tournament_id, DealTalkState())
        negotiation = self._negotiation(tournament, deal)
        self._require_remaining(tournament, player_id)
        if command.proposal_id != deal.proposal_id or negotiation.proposal is None:
            raise ServiceError(m.ErrorCode.NOT_FOUND,
                               f"deal proposal {command.proposal_id} is not on the table")
        table = next(iter(tournament.tables.values()))
        if not command.accept:
            deal.negotiation = None
            deal.proposal_id = None
            self._audience.system_chat(table, f"{player_id} rejected the proposed deal")
        elif negotiation.confirm(player_id):
            proposal = negotiation.proposal
            self._audience.system_chat(table, "deal agreed by everyone: " + ", ".join(
                f"{p} {a}" for p, a in proposal.amounts))
            tournament.apply_deal(dict(proposal.amounts))
            deal.done = True
            for player, _amount in proposal.amounts:
                self._changes.balance(player)
            deal.negotiation = None
            deal.proposal_id = None
            deal.ticked.clear()
        self._changes.deal(tournament.tournament_id)
        self._pace.tick_after_change(tournament)

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
        icm = dict(negotiation.numbers(DealMethod.ICM, proposal.left_for_first).amounts)
        for bot, amount in proposal.amounts:
            if bot in bots and bot not in negotiation.confirmed:
                self.accept_deal(bot, m.AcceptDeal(
                    tournament_id=tournament_id, proposal_id=deal.proposal_id,
                    accept=accepts_deal(amount, icm[bot])))
                if deal.proposal_id is None:  # refused, or agreed by everyone
                    return

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
            done=deal.done,
        )

