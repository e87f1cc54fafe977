"""The server's logins: checks a login's credentials and issues its session token.

A token resumes a session; a password login goes through the shared `LoginGuard`
(throttled per account and per address); a new account is made together with its welcome
grants in one store transaction, so it gets both or neither. What a logged-in connection
then does (one connection per account, rooms told who is connected) is `PokerServer`'s.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import TYPE_CHECKING

from client.protocol.messages import Login
from client.room.cashier import Cashier
from client.room.ledger import Ledger
from client.server.auth import (
    AuthError,
    LoginGuard,
    Passwords,
    check_user_name,
    new_token,
    token_digest,
)
from client.server.store import AccountRecord, Store, StoreError
from client.service import RoomService

if TYPE_CHECKING:
    from client.server.app import ServerConfig


class Logins:
    """Owns the password hasher, the login guard and the cashier of the welcome grants."""

    def __init__(self, store: Store, ledger: Ledger, config: ServerConfig,
                 rooms: Callable[[], list[tuple[str | None, RoomService]]]) -> None:
        self._store = store
        self._config = config
        self._rooms = rooms
        self._passwords = Passwords(config.hash_cost)
        self._guard = LoginGuard(store, self._passwords, config.account_logins,
                                 config.address_logins)
        self._cashier = Cashier(ledger)

    async def authenticate(self, login: Login,
                           address: str) -> tuple[str, str, bool, str | None]:
        """(player id, token, resumed, security notice) for a valid login; AuthError
        otherwise (StoreError when the account to create exists already)."""
        store = self._store
        notice = None
        loop = asyncio.get_running_loop()
        if login.token is not None:
            player = store.session_player(token_digest(login.token))
            if player is None:
                raise AuthError("session expired or unknown: log in with your password")
            return player, login.token, True, None
        if login.user is None or login.password is None:
            raise AuthError("send user and password, or a session token")
        user = check_user_name(login.user)
        if login.create:
            if store.account(user) is not None:
                raise StoreError(f"account {user!r} already exists: log in instead")
            pw_hash = await loop.run_in_executor(None, self._passwords.hash, login.password)
            with store.transaction():  # the account and its grants, or neither
                store.add_account(AccountRecord(user, login.user, pw_hash))
                for _shard, room in self._rooms():
                    room.add_player(user, login.user)
                for currency, amount in self._config.grants.items():
                    self._cashier.deposit(user, amount, currency, "welcome grant")
        else:
            notice = await self._guard.login(user, login.password, address)
        token = new_token()
        store.add_session(token_digest(token), user)
        return user, token, False, notice
