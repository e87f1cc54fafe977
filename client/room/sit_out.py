"""Sitting out at a cash table, and the big blind a player owes when they come back.

A player sitting out posts nothing and is not dealt in: for the button and the blinds
their seat counts as empty (the table's `held`). Sitting out always starts with the next
deal ("Sit out next hand"), or when the big blind would reach the player ("Sit out next
big blind"). Whoever the big blind passes while they sit out owes it, and so does a new
player at a running table: coming back they either post it out of position at once (a
live blind, "Post now") or wait until the big blind reaches their seat ("Wait for big
blind"). A player dealt in as the big blind owes nothing more. One simplification: a
player who comes back in the small blind posts that, then the big blind next hand.

With "Auto-post blinds" off the room posts no blind for the player: before a hand in which
the small or the big blind would reach them they are sat out instead (nothing posted, not
dealt in), and come back as from any sitting out: coming back is their yes to posting,
so the next blind that reaches them is posted (then they are asked again next orbit).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from client.engine import Positions
from client.room.table import Table
from client.room.tracked import Tracked, TSet


@dataclass(eq=False)
class SitOuts(Tracked):
    """Who sits out at one cash table, who owes a big blind, and how each comes back."""

    out: set[str] = field(default_factory=TSet)
    waiting: set[str] = field(default_factory=TSet)  # back, dealt in at their big blind
    owes: set[str] = field(default_factory=TSet)
    out_next_hand: set[str] = field(default_factory=TSet)
    out_next_big_blind: set[str] = field(default_factory=TSet)
    no_auto_post: set[str] = field(default_factory=TSet)  # "Auto-post blinds" off
    post_once: set[str] = field(default_factory=TSet)  # back with it off: post the next blind
    live: set[str] = field(default_factory=TSet)  # posting a live big blind in the next deal

    def sitting_out(self) -> set[str]:
        """Players not dealt in now by their own choice (their seat says "Sitting out")."""
        return self.out | self.waiting

    def join(self, table: Table, player: str, wait_for_big_blind: bool) -> None:
        """A new player at `table`: at a running table (a hand was dealt and two others
        play) they owe the big blind, and post it next hand or wait for it."""
        playing = [p for p in table.seats.values()
                   if p != player and p not in table.held and table.stacks[p]]
        if table.positions is None or len(playing) < 2:
            return
        self.owes.add(player)
        if wait_for_big_blind:
            self.waiting.add(player)

    def sit_out(self, player: str, at_big_blind: bool) -> None:
        """Sit out from the next deal, or from the next hand the big blind reaches you."""
        (self.out_next_big_blind if at_big_blind else self.out_next_hand).add(player)

    def come_back(self, player: str, wait_for_big_blind: bool) -> None:
        """Play again from the next deal (posting a big blind owed), or wait for it."""
        self.out_next_hand.discard(player)
        self.out_next_big_blind.discard(player)
        self.out.discard(player)
        self.waiting.discard(player)
        if wait_for_big_blind and player in self.owes:
            self.waiting.add(player)
        if player in self.no_auto_post:
            self.post_once.add(player)

    def auto_post(self, player: str, on: bool) -> None:
        """The player's "Auto-post blinds" switch (on unless turned off)."""
        if on:
            self.no_auto_post.discard(player)
            self.post_once.discard(player)
        else:
            self.no_auto_post.add(player)

    def forget(self, player: str) -> None:
        """The player left the table: nothing of theirs is kept."""
        for book in (self.out, self.waiting, self.owes, self.out_next_hand,
                     self.out_next_big_blind, self.no_auto_post, self.post_once):
            book.discard(player)

    def prepare(self, table: Table) -> None:
        """Before a deal: who is held out of it and who posts a live big blind."""
        self.out |= self.out_next_hand
        self.out_next_hand = TSet()
        table.held = TSet(self.out | self.waiting)  # at a cash table nobody else is held
        if self.out_next_big_blind and table.can_deal():
            big_blind = table.seats.get(table.next_positions().big_blind + 1)
            if big_blind in self.out_next_big_blind:
                self.out_next_big_blind.discard(big_blind)
                self.out.add(big_blind)
                table.held.add(big_blind)
        while self.no_auto_post and table.can_deal():  # each one out shifts the blinds
            positions = table.next_positions()
            blinds = {table.seats.get(positions.small_blind + 1, ""),
                      table.seats.get(positions.big_blind + 1, "")}
            asked = sorted(p for p in blinds & (self.no_auto_post - self.post_once)
                           if p not in table.held)
            if not asked:
                break
            self.out.update(asked)
            table.held.update(asked)
        for player in sorted(self.waiting):
            seat = table.seat_of(player)
            if table.stacks[player] and table.can_deal() and \
                    table.next_positions(seat).big_blind + 1 == seat:
                self.waiting.discard(player)
                table.held.discard(player)
        table.live_blinds = TSet(p for p in self.owes if p not in table.held)
        self.live = TSet(table.live_blinds)

    def dealt(self, table: Table, before: Positions | None) -> None:
        """After a deal: whoever the big blind passed while held out now owes it; whoever
        was dealt in (posting the big blind, in turn or out of position) owes nothing."""
        after = table.positions
        if after is None:
            return
        for player in table.dealt_in:
            self.owes.discard(player)
        posted = {table.seats.get(after.small_blind + 1, ""),
                  table.seats.get(after.big_blind + 1, ""), *self.live}
        self.post_once -= posted & set(table.dealt_in)
        if before is None:
            return
        passed = {(before.big_blind + k) % table.size + 1
                  for k in range(1, (after.big_blind - before.big_blind) % table.size + 1)}
        for player in self.sitting_out():
            if table.seat_of(player) in passed:
                self.owes.add(player)
