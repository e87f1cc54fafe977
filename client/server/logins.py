"""The server's logins: checks a login's credentials and issues its session token.

A token resumes a session until it has been idle for ``session_idle`` or lived for
``session_lifetime`` seconds; a password change or "log out everywhere" revokes all of an
account's tokens. A password login goes through the shared `LoginGuard` (failures counted
apart for the owner's known addresses and devices, so nobody can lock the owner out); a
new account is made together with its welcome grants in one store transaction, so it
gets both or neither. What a logged-in connection then does (one connection per account,
rooms told who is connected) is `PokerServer`'s.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
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
from client.server.store import AccountRecord, SessionRecord, Store, StoreError
from client.service import RoomService

if TYPE_CHECKING:
    from client.server.app import ServerConfig


SESSION_IDLE = 12 * 3600.0
"""Default seconds a session token stays valid after its last use (`--session-idle`)."""

SESSION_LIFETIME = 7 * 86400.0
"""Default seconds a session token stays valid at most (`--session-lifetime`)."""


@dataclass(frozen=True)
class Granted:
    """A login accepted: who, the session token and device key to hand out, whether it
    resumed a session, and what to tell the owner (empty: nothing)."""

    player_id: str
    token: str
    device: str
    resumed: bool
    notice: str
    held_by: str = ""  # a resumed session: the node whose connection held it until now


class Logins:
    """Owns the password hasher, the login guard, the session tokens and the cashier of
    the welcome grants."""

    def __init__(self, store: Store, ledger: Ledger, config: ServerConfig,
                 rooms: Callable[[], list[tuple[str | None, RoomService]]],
                 now: Callable[[], float] = time.time, node: str = "") -> None:
        self._store = store
        self._config = config
        self._rooms = rooms
        self._now = now
        self._node = node
        self._passwords = Passwords(config.hash_cost)
        self._guard = LoginGuard(store, self._passwords, config.account_logins,
                                 config.address_logins, now, config.new_address_logins)
        self._cashier = Cashier(ledger)

    async def authenticate(self, login: Login, address: str) -> Granted:
        """The grant for a valid password login; AuthError otherwise (StoreError when the
        account to create exists already). Tokens: `resume`."""
        if login.user is None or login.password is None:
            raise AuthError("send user and password, or a session token")
        user = check_user_name(login.user)
        notice = None
        if login.create:
            await self._create(user, login.user, login.password)
        else:
            user, notice = await self._guard.login(user, login.password, address, login.device)
        return self._grant(user, address, login.device, notice or "")

    def resume(self, tokens: Sequence[tuple[str, str]]) -> list[Granted | AuthError]:
        """Sessions resumed by their tokens ((token, address) each, logins arriving
        together: one query for all, one write per address), each if it has not expired,
        else an AuthError in its place; from another address than its last, the owner
        is told."""
        now = self._now()
        digests = [token_digest(token) for token, _ in tokens]
        records = self._store.sessions(digests)
        out: list[Granted | AuthError] = []
        used: dict[str, list[str]] = {}  # address -> digests
        for (token, address), digest in zip(tokens, digests, strict=True):
            record = records.get(digest)
            if record is not None and (now - record.last_used > self._config.session_idle
                                       or now - record.started > self._config.session_lifetime):
                self._store.drop_session(digest)
                record = None
            if record is None:
                out.append(AuthError("session expired or unknown: log in with your password"))
                continue
            used.setdefault(address, []).append(digest)
            notice = "" if record.address in ("", address) else (
                f"security notice: your session was resumed from {address} (it was last "
                f"used from {record.address}). If that was not you, log out everywhere and "
                "change your password.")
            out.append(Granted(record.player_id, token, "", True, notice, record.node))
        for address, touched in used.items():
            self._store.touch_sessions(touched, now, address, self._node)
        return out

    async def _create(self, user: str, name: str, password: str) -> None:
        store = self._store
        if store.account_folded(user) is not None:
            raise StoreError(f"account {user!r} already exists: log in instead")
        loop = asyncio.get_running_loop()
        pw_hash = await loop.run_in_executor(None, self._passwords.hash, password)
        with store.transaction():  # the account and its grants, or neither
            store.add_account(AccountRecord(user, name, pw_hash))
            for _shard, room in self._rooms():
                room.add_player(user, name)
            for currency, amount in self._config.grants.items():
                self._cashier.deposit(user, amount, currency, "welcome grant")

    def _grant(self, user: str, address: str, device: str | None, notice: str) -> Granted:
        """A new session and a device key (the one presented, if it is this account's)."""
        now, token = self._now(), new_token()
        if device is None or self._store.known_login(user, "device", token_digest(device)) \
                is None:
            device = new_token()
        with self._store.transaction():
            self._store.add_session(token_digest(token),
                                    SessionRecord(user, now, now, address, self._node))
            self._store.remember_login(user, "address", address, now)
            self._store.remember_login(user, "device", token_digest(device), now)
        return Granted(user, token, device, False, notice)

    async def change_password(self, player_id: str, old: str, new: str,
                              address: str) -> str:
        """Set a new password after checking the current one; every session of the
        account is revoked and a fresh token for this connection returned."""
        account = self._store.account(player_id)
        loop = asyncio.get_running_loop()
        if account is None or not await loop.run_in_executor(
                None, self._passwords.verify, account.pw_hash, old):
            raise AuthError("the current password is wrong: nothing was changed")
        pw_hash = await loop.run_in_executor(None, self._passwords.hash, new)
        now, token = self._now(), new_token()
        with self._store.transaction():
            self._store.set_password(player_id, pw_hash)
            self._store.drop_sessions(player_id)
            self._store.add_session(token_digest(token),
                                    SessionRecord(player_id, now, now, address, self._node))
        return token

    def end_all(self, player_id: str) -> int:
        """Revoke every session token of the account (log out everywhere)."""
        return self._store.drop_sessions(player_id)

    def used(self, token: str) -> None:
        """Note that a connection using this session just ended (its idle time starts)."""
        self._store.release_session(token_digest(token), self._now(), self._node)
