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

from client.server.ratelimit import (
    ACCOUNT_POLICY,
    ADDRESS_POLICY,
    NEW_ADDRESS_POLICY,
    LoginPolicy,
)
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



KNOWN_FOR = 90 * 86400.0
"""How long an address or device stays known after a successful login from it."""


@dataclass(frozen=True)
class Scope:
    """One failed-login record an attempt is counted on, and the policy that reads it."""

    scope: str
    key: str
    policy: LoginPolicy


class LoginGuard:
    """Password logins through the shared failed-login records, without letting anyone
    lock the owner out.

    Failures from an address the account logged in from successfully in the last
    `KNOWN_FOR`, or from a client presenting a device key an earlier login of the account
    received, are counted apart ("known"); everyone else's are counted per account and
    address ("pair": a guesser's address is locked, only for that account) and per account
    over all strangers ("account": delays that slow new addresses, never a lock). The
    owner's known places never read the strangers' records, so guessing cannot keep the
    owner out; the owner is told at the next login how many attempts failed meanwhile.

    Each record is admitted atomically in the store and counted as a failure before the
    password is checked, so parallel guesses on many connections or nodes cannot slip past
    the count; a correct password then takes it back. An attempt made while a record must
    wait is refused before any hashing, the same way for every name. Unknown names are
    counted, delayed and locked exactly like real ones, and their password is checked
    against a dummy hash made with the same argon2 parameters, so neither the answer nor
    the work reveals which names exist. Failures are logged with the name and address,
    never the password.
    """

    def __init__(self, store: Store, passwords: Passwords,
                 account_policy: LoginPolicy = ACCOUNT_POLICY,
                 address_policy: LoginPolicy = ADDRESS_POLICY,
                 now: Callable[[], float] = time.time,
                 new_address_policy: LoginPolicy = NEW_ADDRESS_POLICY) -> None:
        self._store = store
        self._passwords = passwords
        self._account_policy = account_policy
        self._address_policy = address_policy
        self._new_address_policy = new_address_policy
        self._now = now
        self.dummy_hash = passwords.hash(secrets.token_urlsafe(16))
        keep = max(account_policy.forget_after, address_policy.forget_after,
                   new_address_policy.forget_after)
        started = now()
        store.prune_throttle(started - keep, started)  # each node tidies its shared rows

    def known(self, player_id: str, address: str, device: str | None, now: float) -> bool:
        """Whether the account logged in successfully from here lately (address or device)."""
        places = [("address", address)] + ([("device", token_digest(device))] if device else [])
        for kind, key in places:
            seen = self._store.known_login(player_id, kind, key)
            if seen is not None and now - seen < KNOWN_FOR:
                return True
        return False

    async def login(self, user: str, password: str, address: str,
                    device: str | None = None) -> tuple[str, str | None]:
        """Check a password login; returns the account's id (its own case) and a security
        notice for the owner (failed attempts or locks since their last login) or None.
        AuthError when refused."""
        now = self._now()
        account = self._store.account_folded(user)
        key = user.lower()
        known = account is not None and self.known(account.player_id, address, device, now)
        scopes = [Scope("known", key, self._account_policy)] if known else [
            Scope("pair", f"{key} {address}", self._account_policy),
            Scope("account", key, self._new_address_policy)]
        wait = self._address_policy.wait(self._store.throttle("address", address), now)
        before: list[ThrottleRecord] = []
        if wait == 0:
            before, wait = self._admit(scopes, now)
        if wait > 0:
            _log.warning("login for %r from %s refused: throttled for %.0f s more",
                         user, address, wait)
            raise AuthError(f"too many failed logins: try again in {math.ceil(wait)} s")
        policy = self._address_policy
        self._store.update_throttle("address", address, lambda r: policy.failed(r, now))
        stored = account.pw_hash if account is not None else self.dummy_hash
        ok = await asyncio.get_running_loop().run_in_executor(
            None, self._passwords.verify, stored, password)
        if account is None or not ok:
            run = self._store.throttle(scopes[0].scope, scopes[0].key)
            _log.warning("failed login for %r from %s (%d in a row, %d since the last "
                         "login%s)", user, address, run.failures, run.total,
                         ", now locked" if run.locked_until > now else "")
            raise AuthError(WRONG)
        self._store.update_throttle("address", address, _undo_one)
        self._store.clear_throttle(scopes[0].scope, scopes[0].key)
        own = before[0] if known else self._store.throttle("known", key)
        strangers = self._store.throttle("account", key) if known else before[1]
        self._store.clear_throttle("known", key)
        if known:  # the strangers' run goes on slowing them
            self._store.update_throttle("account", key, _told)
        else:  # a new place proved the password: it was the owner's
            self._store.clear_throttle("account", key)
        return account.player_id, _notice([own, strangers])

    def _admit(self, scopes: list[Scope], now: float) -> tuple[list[ThrottleRecord], float]:
        """Atomically per record: each record before this attempt, and the wait; when the
        wait is 0 the attempt is counted as a failure on every record until the password
        proves it (a record that says wait takes back the counts already made)."""
        before: list[ThrottleRecord] = []
        for i, scope in enumerate(scopes):
            record, wait, after = self._admit_one(scope, now)
            if wait > 0:
                for done in scopes[:i]:
                    self._store.update_throttle(done.scope, done.key, _undo_one)
                return before, wait
            before.append(record)
            if after.locks > record.locks and scope.scope == "pair":  # told to the owner
                self._store.update_throttle("account", scopes[-1].key, _locked_once)
        return before, 0.0

    def _admit_one(self, scope: Scope, now: float
                   ) -> tuple[ThrottleRecord, float, ThrottleRecord]:
        """One record, atomically: before, its wait, after (a failure counted if no wait)."""
        seen: list[tuple[ThrottleRecord, float]] = []

        def admit(record: ThrottleRecord) -> ThrottleRecord:
            seen.append((record, scope.policy.wait(record, now)))
            return record if seen[-1][1] > 0 else scope.policy.failed(record, now)

        after = self._store.update_throttle(scope.scope, scope.key, admit)
        return seen[-1][0], seen[-1][1], after


def _undo_one(record: ThrottleRecord) -> ThrottleRecord:
    """The record with the attempt that turned out right taken back."""
    return ThrottleRecord(max(0, record.failures - 1), max(0, record.total - 1), record.locks,
                          record.last_failure, record.locked_until)


def _told(record: ThrottleRecord) -> ThrottleRecord:
    """The record after its owner was told (the run that slows strangers goes on)."""
    return ThrottleRecord(record.failures, 0, 0, record.last_failure, record.locked_until)


def _locked_once(record: ThrottleRecord) -> ThrottleRecord:
    """The account's record noting that one stranger's address was locked."""
    return ThrottleRecord(record.failures, record.total, record.locks + 1, record.last_failure,
                          record.locked_until)


def _notice(records: list[ThrottleRecord]) -> str | None:
    """What the owner is told at a successful login about what happened since the last."""
    total = sum(r.total for r in records)
    locks = sum(r.locks for r in records)
    if total == 0:
        return None
    text = f"security notice: {total} failed login attempt(s) since your last login"
    if locks:
        text += (f"; the account was locked {locks} time(s) to stop password "
                 "guessing")
    return text + ". If that was not you, choose a stronger password."
