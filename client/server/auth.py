"""Accounts and sessions: argon2id password hashes and opaque session tokens.

Passwords are never stored, only argon2id hashes (argon2-cffi). A login hands out a random
token; the store keeps only its SHA-256, so a stolen database cannot resume sessions.
Hashing is deliberately slow, so callers run it in an executor off the event loop.

`LoginGuard` throttles password logins per account name and per address on records kept
in the store (so every node sees the same count), and never tells an unknown name from a
wrong password: both get the same answer after the same work.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import math
import re
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError, VerifyMismatchError

from client.server.ratelimit import ACCOUNT_POLICY, ADDRESS_POLICY, LoginPolicy
from client.server.store.contract import Store, ThrottleRecord

_log = logging.getLogger(__name__)

WRONG = "wrong user name or password"

USER_NAME = re.compile(r"[A-Za-z0-9_.-]{1,32}")
MIN_PASSWORD = 6


class AuthError(Exception):
    """Login or account creation refused; the message says why and what to do."""


@dataclass(frozen=True)
class HashCost:
    """argon2id cost parameters (tests use a cheap setting; production the library default)."""

    time_cost: int = 3
    memory_cost: int = 65536
    parallelism: int = 4


CHEAP = HashCost(time_cost=1, memory_cost=1024, parallelism=1)
"""Fast parameters for tests and benchmarks only."""


class Passwords:
    """Hashes and verifies passwords with argon2id."""

    def __init__(self, cost: HashCost = HashCost()) -> None:
        self._hasher = PasswordHasher(
            time_cost=cost.time_cost, memory_cost=cost.memory_cost, parallelism=cost.parallelism
        )

    def hash(self, password: str) -> str:
        """A new salted argon2id hash of ``password``."""
        if len(password) < MIN_PASSWORD:
            raise AuthError(f"password too short: use at least {MIN_PASSWORD} characters")
        return self._hasher.hash(password)

    def verify(self, stored_hash: str, password: str) -> bool:
        """True when ``password`` matches ``stored_hash``."""
        try:
            return self._hasher.verify(stored_hash, password)
        except (VerifyMismatchError, VerificationError, InvalidHashError):
            return False


def check_user_name(name: str) -> str:
    """The name if it is usable as a player id, else AuthError explaining the format."""
    if not USER_NAME.fullmatch(name):
        raise AuthError(
            f"user name {name!r} not allowed: use 1-32 letters, digits, '_', '.' or '-'"
        )
    return name


def new_token() -> str:
    """A fresh unguessable session token."""
    return secrets.token_urlsafe(32)


def token_digest(token: str) -> str:
    """What the store keeps of a token (SHA-256 hex)."""
    return hashlib.sha256(token.encode()).hexdigest()



class LoginGuard:
    """Password logins through the shared failed-login records.

    The account's attempt is admitted atomically in the store and counted as a failure
    before the password is checked, so parallel guesses on many connections or nodes cannot
    slip past the count; a correct password then clears the account's run (and gives back
    the address's count). An attempt made while either key must wait is refused before
    any hashing, the same way for every name. Unknown names are counted, delayed and
    locked exactly like real ones, and their password is checked against a dummy hash made
    with the same argon2 parameters, so neither the answer nor the work reveals which
    names exist. Failures are logged with the name and address, never the password.
    """

    def __init__(self, store: Store, passwords: Passwords,
                 account_policy: LoginPolicy = ACCOUNT_POLICY,
                 address_policy: LoginPolicy = ADDRESS_POLICY,
                 now: Callable[[], float] = time.time) -> None:
        self._store = store
        self._passwords = passwords
        self._account_policy = account_policy
        self._address_policy = address_policy
        self._now = now
        self.dummy_hash = passwords.hash(secrets.token_urlsafe(16))
        keep = max(account_policy.forget_after, address_policy.forget_after)
        started = now()
        store.prune_throttle(started - keep, started)  # each node tidies its shared rows

    async def login(self, user: str, password: str, address: str) -> str | None:
        """Check a password login; returns a security notice for the owner (failed
        attempts or locks since their last login) or None. AuthError when refused."""
        now = self._now()
        wait = self._address_policy.wait(self._store.throttle("address", address), now)
        before = ThrottleRecord()
        if wait == 0:
            before, wait = self._admit(user, now)
        if wait > 0:
            _log.warning("login for %r from %s refused: throttled for %.0f s more",
                         user, address, wait)
            raise AuthError(f"too many failed logins: try again in {math.ceil(wait)} s")
        policy = self._address_policy
        self._store.update_throttle("address", address, lambda r: policy.failed(r, now))
        account = self._store.account(user)
        stored = account.pw_hash if account is not None else self.dummy_hash
        ok = await asyncio.get_running_loop().run_in_executor(
            None, self._passwords.verify, stored, password)
        if account is None or not ok:
            run = self._store.throttle("account", user)
            _log.warning("failed login for %r from %s (%d in a row, %d since the last "
                         "login%s)", user, address, run.failures, run.total,
                         ", now locked" if run.locked_until > now else "")
            raise AuthError(WRONG)
        self._store.update_throttle("address", address, _undo_one)
        self._store.clear_throttle("account", user)
        return _notice(before)

    def _admit(self, user: str, now: float) -> tuple[ThrottleRecord, float]:
        """Atomically: the account's record before this attempt and its wait; when the
        wait is 0 the attempt is counted as a failure until the password proves it."""
        policy = self._account_policy
        seen: list[tuple[ThrottleRecord, float]] = []

        def admit(record: ThrottleRecord) -> ThrottleRecord:
            seen.append((record, policy.wait(record, now)))
            return record if seen[-1][1] > 0 else policy.failed(record, now)

        self._store.update_throttle("account", user, admit)
        return seen[-1]


def _undo_one(record: ThrottleRecord) -> ThrottleRecord:
    """The record with the attempt that turned out right taken back."""
    return ThrottleRecord(max(0, record.failures - 1), max(0, record.total - 1), record.locks,
                          record.last_failure, record.locked_until)


def _notice(before: ThrottleRecord) -> str | None:
    """What the owner is told at a successful login about what happened since the last."""
    if before.total == 0:
        return None
    text = f"security notice: {before.total} failed login attempt(s) since your last login"
    if before.locks:
        text += (f"; the account was locked {before.locks} time(s) to stop password "
                 "guessing")
    return text + ". If that was not you, choose a stronger password."
