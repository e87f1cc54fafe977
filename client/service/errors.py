"""Refusals of the room service and the protocol error code each one reaches the player with.
"""

from __future__ import annotations

import logging

from client.protocol import messages as m
from client.room.errors import (
    DealError,
    InsufficientFundsError,
    InvalidAmountError,
    RoomError,
)
from client.room.self_exclusion import SelfExcludedError
from client.room.table import TableError
from client.room.tournament.errors import (
    ActionRefusedError,
    RegistrationError,
    RetiredTournamentError,
    TournamentError,
)

_log = logging.getLogger(__name__)


class ServiceError(RoomError):
    """A command the room refuses for a reason with its own protocol error code."""

    def __init__(self, code: m.ErrorCode, message: str) -> None:
        super().__init__(message)
        self.code = code


def code_for(exc: Exception) -> m.ErrorCode:
    """The protocol error code a room refusal reaches the player with."""
    if isinstance(exc, SelfExcludedError):
        return m.ErrorCode.SELF_EXCLUDED
    if isinstance(exc, RetiredTournamentError):
        return m.ErrorCode.NOT_FOUND
    if isinstance(exc, InsufficientFundsError):
        return m.ErrorCode.INSUFFICIENT_FUNDS
    if isinstance(exc, RegistrationError):
        return m.ErrorCode.REGISTRATION
    if isinstance(exc, DealError):
        return m.ErrorCode.DEAL
    if isinstance(exc, ActionRefusedError):
        return m.ErrorCode.NOT_YOUR_TURN
    if isinstance(exc, TableError):
        return m.ErrorCode.ILLEGAL_ACTION
    if isinstance(exc, InvalidAmountError | ValueError):
        return m.ErrorCode.BAD_MESSAGE
    if isinstance(exc, TournamentError):
        return m.ErrorCode.REFUSED
    return m.ErrorCode.REFUSED


