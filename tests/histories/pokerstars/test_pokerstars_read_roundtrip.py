"""Property: the app's PokerStars writer (`pokerstars.write.pokerstars_text`) reads back
exactly, for every game the site plays (stud and draw included), as money at a cash table
and as chips at a tournament table, from a player's view and an observer's.

Hands are played by the engine with random legal actions from uneven stacks (side pots
happen), turned into the client's own hand record through the table events it receives
(`tests.histories.hand_logs`), written, read back; the file's own numbers and the replay
through the rules must both give the stacks the record ends with (the room's rake taken).
"""

from __future__ import annotations

import random

import pytest

from client.engine import GAMES, Hand
from client.histories.own.record import TableInfo
from client.histories.pokerstars.read import parse_pokerstars
from client.histories.pokerstars.read.ledger import recorded_money
from client.histories.pokerstars.read.to_recorded import replay_parsed
from client.histories.pokerstars.write import pokerstars_text
from client.qa.simulate import config_for, random_action
from tests.histories.hand_logs import hand_log

HANDS = 30


def play(game: str, seed: int, players: int) -> Hand:
    """One hand with random legal actions from uneven stacks."""
    rng = random.Random(seed)
    stacks = tuple(rng.randint(30, 400) for _ in range(players))
    hand = Hand(config_for(game, stacks, seed % players, seed))
    hand.start()
    while not hand.is_over:
        legal = hand.legal()
        hand.act(legal.seat, random_action(legal, rng, hand.view(legal.seat).hole,
                                           GAMES[game].limit == "FL"))
    return hand


def _table(game: str, hand: Hand, cash: bool) -> TableInfo:
    cfg = hand.config
    small, big = (cfg.small_bet or cfg.big_blind, cfg.big_bet or 2 * (cfg.small_bet or
                                                                      cfg.big_blind))
    if cash:
        return TableInfo("usd-rt", "Round Trip", 9, "USD",
                         f"{small / 100:.2f}/{big / 100:.2f}")
    return TableInfo("sng-rt-t1", "Round Trip 1", 9, tournament_id="sng-rt",
                     buy_in="$10+$1 USD", stakes=f"{small}/{big}")


@pytest.mark.parametrize("game", sorted(GAMES))
@pytest.mark.parametrize("cash", [True, False], ids=["money", "chips"])
def test_our_pokerstars_text_reads_back_with_the_recorded_final_stacks(
        game: str, cash: bool) -> None:
    for k in range(HANDS):
        hand = play(game, k, 2 + k % (min(GAMES[game].max_players, 8) - 1))
        names = [f"Player {i}: x" for i in range(len(hand.config.stacks))]
        log = hand_log(hand, names, 0 if k % 2 else None, _table(game, hand, cash),
                       hand_id=f"rt-{k}")
        text = pokerstars_text(log)
        (read,) = parse_pokerstars(text)
        assert read.unsupported is None, (read.unsupported, text)
        assert read.game == game
        expected = [log.finishing[log.seats.index(s)] for s in log.seats
                    if s.name in {p.name for p in read.players}]
        assert recorded_money(read).finishing == expected, text
        assert replay_parsed(read).replayed.finishing_stacks() == expected, text
