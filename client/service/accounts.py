"""Accounts and cashier: who the room knows (names, bots, who is connected, who
self-excluded), the cashier over the ledger with the room's grants, and the room's seeds.
"""

from __future__ import annotations

import functools
import itertools
import secrets
from collections.abc import Callable, Mapping
from decimal import Decimal

from client.bots import Bot, bot_name, make_bot, seat_seed
from client.bots.seeds import derive_seed
from client.bots.tournament import TournamentLike, situation_in
from client.protocol import messages as m
from client.room.cashier import Cashier
from client.room.ledger import Currency
from client.room.self_exclusion import SelfExclusions
from client.room.tracked import TDict, TIslands, Tracked, TSet


class Seeds(Tracked):
    """The room's seeds, one after another from its configured seed (secure when None), so
    a seeded room replays the same bots and tournaments."""

    def __init__(self, seed: int | None) -> None:
        self._seed = seed
        self._counter = 0

    def next(self) -> int:
        """The next seed."""
        if self._seed is None:
            return secrets.randbits(63)
        self._counter += 1
        return seat_seed(self._seed, self._counter)

    def names(self) -> int:
        """The one seed the room's bot names come from (secure when unseeded), so no two of
        its bots share a name; it leaves the sequence of `next` as it was."""
        return secrets.randbits(63) if self._seed is None else \
            derive_seed("bot-names", self._seed)


class Accounts(Tracked):
    """Owns the players the room knows (screen names, practice bots, connections,
    self-exclusions), the cashier every money move of a player goes through and the grants
    a new local player gets."""

    def __init__(self, cashier: Cashier, grants: Mapping[Currency, Decimal], seeds: Seeds,
                 bot_style: str, exclusions: SelfExclusions) -> None:
        self.cashier = cashier
        self.exclusions = exclusions
        self.grants = TDict(grants)
        self._seeds = seeds
        self._bot_style = bot_style
        self._names: dict[str, str] = TDict()
        self._bots: dict[str, Bot] = TIslands()
        self._connected: set[str] = TSet()
        self._bot_counter = 0
        self._names_seed = seeds.names()

    def add(self, player_id: str, name: str) -> None:
        """Make a player known to the room (accounts are kept by the server)."""
        self._names[player_id] = name

    def knows(self, player_id: str) -> bool:
        """True for a player (or bot) the room knows."""
        return player_id in self._names

    @property
    def names(self) -> Mapping[str, str]:
        """Screen name by player id (bots included)."""
        return self._names

    def name_of(self, player_id: str) -> str:
        """The player's screen name (the id when unknown)."""
        return self._names.get(player_id, player_id)

    def is_bot(self, player_id: str) -> bool:
        """True for a practice bot (bots get no events and keep no history)."""
        return player_id in self._bots

    @property
    def bots(self) -> Mapping[str, Bot]:
        """Every practice bot by player id."""
        return self._bots

    def set_bot_style(self, style: str) -> None:
        """The style (or ``"mixed"``) of the bots created from now on."""
        self._bot_style = style

    def new_bot(self, style: str | None = None, seed: int | None = None,
                name: str | None = None, tournament: TournamentLike | None = None) -> str:
        """A new practice bot with its own seeded style (the room's unless given) and name;
        in a ``tournament`` it sees the prizes and stacks elsewhere (ICM near the money)."""
        self._bot_counter += 1
        room_seed = self._seeds.next() if seed is None else seed
        bot_id = f"bot-{self._bot_counter}"
        source = None if tournament is None else functools.partial(situation_in, tournament,
                                                                   bot_id)
        self._bots[bot_id] = make_bot(style or self._bot_style,
                                      seat_seed(room_seed, 0) if seed is None else seed, source)
        self._names[bot_id] = name if name is not None else self._free_bot_name()
        return bot_id

    def _free_bot_name(self) -> str:
        """The next bot name nobody in the room has: one name seed for the whole room makes
        them differ from each other, and a player already called so is skipped."""
        taken = set(self._names.values())
        return next(name for i in itertools.count(self._bot_counter)
                    if (name := bot_name(self._names_seed, i)) not in taken)

    def deposit(self, player_id: str, amount: Decimal, currency: Currency, memo: str) -> None:
        """Money into a player's account from the bank."""
        self.cashier.deposit(player_id, amount, currency, memo)

    def set_connected(self, player_id: str, connected: bool) -> None:
        """Remember whether the player's link is up (lobby updates go to those connected)."""
        if connected:
            self._connected.add(player_id)
        else:
            self._connected.discard(player_id)

    def connected(self) -> list[str]:
        """The connected players, sorted."""
        return sorted(self._connected)

    def is_self_excluded(self, player_id: str) -> bool:
        """The room's self-exclusion check handed to every director."""
        return self.exclusions.is_excluded(player_id)

    def balances(self, player_id: str,
                 in_play: Callable[[Currency], Decimal]) -> list[m.BalanceRow]:
        """The player's balance per currency (only currencies ever used or granted);
        ``in_play(currency)`` is the player's money at ring tables (rule 8: not available)."""
        rows = []
        for currency in Currency:
            available = self.cashier.available(player_id, currency)
            playing = in_play(currency)
            if available or playing or currency in self.grants:
                rows.append(m.BalanceRow(currency=currency.value, total=available + playing,
                                         available=available, in_play=playing))
        return rows
