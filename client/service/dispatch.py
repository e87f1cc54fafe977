"""The room's explicit dispatch: which part of the service handles each command type.

One table a reader (and mypy) can follow from a command to its handler; Login and Logout
are the connection's, not the room's."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from client.protocol import messages as m

if TYPE_CHECKING:
    from client.service.service import RoomService

Handler = Callable[[str, Any], None]


def command_table(service: RoomService) -> dict[type[m.Command], Handler]:
    """Each room command type and the handler of the part that owns it."""
    return {
            m.ListLobby: service.lobby.list_lobby,
            m.OpenTournament: service.lobby.open_tournament,
            m.Register: service.tournaments.register,
            m.Unregister: service.tournaments.unregister,
            m.ForfeitDayTwo: service.tournaments.forfeit_day_two,
            m.Rebuy: service.tournaments.rebuy,
            m.Addon: service.tournaments.addon,
            m.Sit: service.rings.sit,
            m.Act: service.pools.act,  # at a pool table; any other table: TablePlay
            m.Chat: service.play.chat,
            m.ObserveTable: service.play.observe,
            m.Leave: service.play.leave,
            m.SitOut: service.rings.sit_out,  # at a ring table; any other table: TablePlay
            m.SitBack: service.rings.sit_back,
            m.TopUp: service.rings.top_up,
            m.AutoPostBlinds: service.rings.auto_post,
            m.DiscussDeal: service.deals.discuss_deal,
            m.ProposeDeal: service.deals.propose_deal,
            m.AcceptDeal: service.deals.accept_deal,
            m.LoadScenario: service.practice_tools.load_scenario,
            m.FetchHandHistory: service.hands.fetch_hand_history,
            m.DebugSnapshot: service.practice_tools.debug_snapshot,
            m.TesterControl: service.practice_tools.tester_control,
            m.TakeOver: service.practice_tools.take_over,
            m.ListPools: service.pools.list_pools,
            m.JoinPool: service.pools.join,
            m.LeavePool: service.pools.leave,
            m.TopUpPool: service.pools.top_up,
            m.PoolSitOut: service.pools.sit_out,
            m.FastFold: service.pools.fast_fold,
            m.JoinWaitingList: service.waiting.join,
            m.LeaveWaitingList: service.waiting.leave,
            m.AcceptSeat: service.waiting.accept,
            m.DeclineSeat: service.waiting.decline,
            m.FindPlayer: service.search.find_player,
            m.PreviewTable: service.search.preview_table,
            m.SelfExclude: service.self_exclusion.exclude,
        **service.floor.commands(),
    }
