"""Play a `RecordedHand` through the engine's own `Hand`, action by action.

Every recorded action goes through `Hand.act`, so the betting rules are checked
exactly as in live play (an illegal one raises IllegalActionError naming it).
A fold where checking is free (PokerStars allows it) is a fold
(`Hand.fold_when_free`; live play never offers it), and a raise capped below the minimum
at what the covered opponents can match is played as recorded (`Hand.raise_capped`; live
play offers the minimum raise, the excess returned). What a file cannot show is
decided from what it records: a stud round opened by a seat whose deciding up cards
are unknown opens there (`Hand.open_with`), and on fourth street either bet size is
taken (`Hand.allow_open_pair_bets`); a showdown whose cards are unknown takes the
recorded amounts collected (or finishing stacks) as given, after checking them against
the pots the actions built: every chip of every pot goes to a seat that could win it,
plus the rake.
Where the cards are known the engine decides and the record must agree
(RecordMismatchError otherwise).
"""

from __future__ import annotations

from collections.abc import Mapping
from contextlib import suppress
from dataclasses import replace

from client.engine.actions import Action, ActionKind
from client.engine.cards import CARD_STR, parse_card
from client.engine.config import HandConfig
from client.engine.errors import EngineError, IllegalActionError
from client.engine.forced import standard_posts
from client.engine.games import GameSpec, game_spec
from client.engine.hand import Hand
from client.histories.recorded.cards import CardPlan, RecordedDealer
from client.histories.recorded.model import RecordedAction, RecordedHand, ReplayedHand
from client.histories.recorded.result import settle_recorded

A = ActionKind
_AGGRESSIVE = (A.COMPLETE, A.BET, A.RAISE)


def replay_recorded(rec: RecordedHand, fields: Mapping[str, object] | None = None
                    ) -> ReplayedHand:
    """Replay `rec`; raises IllegalActionError (an action or the recorded result breaks
    the rules; RecordMismatchError for the result), UndecidableHandError (unknown
    cards decide it and no result is recorded) or EngineError (cannot be dealt)."""
    spec = game_spec(rec.game)
    n = len(rec.stacks)
    if len(rec.players) != n or len(rec.hole) != n:
        raise EngineError(f"{n} stacks need {n} player names and {n} hole-card entries")
    plan = CardPlan(rec, spec)
    dealer = RecordedDealer(plan)
    hand = Hand(_config(rec, spec), dealer)
    hand.start()
    for number, action in enumerate(rec.actions, 1):
        try:
            _play(hand, spec, action, plan, dealer, number - 1)
        except IllegalActionError as exc:
            raise type(exc)(f"action {number} {_name(action)}: {exc}") from exc
    if not hand.is_over:
        raise IllegalActionError(
            f"the actions end before the hand does: seat {hand.to_act} is still to act"
        )
    return settle_recorded(hand, rec, dealer, fields or {})


def _name(action: RecordedAction) -> str:
    if action.source:
        return repr(action.source)
    return f"(seat {action.seat} {action.kind.value} {action.amount})"


def _config(rec: RecordedHand, spec: GameSpec) -> HandConfig:
    """The hand's config; explicit posts only when they differ from the standard ones."""
    base = HandConfig(
        game=rec.game, stacks=rec.stacks, button=rec.button if spec.uses_blinds else 0,
        small_blind=rec.small_blind, big_blind=rec.big_blind, ante=rec.ante,
        big_blind_ante=rec.big_blind_ante, bring_in=rec.bring_in, small_bet=rec.small_bet,
        big_bet=rec.big_bet, seed=0,
    )
    if not rec.posts:
        return base
    n = len(rec.stacks)
    candidates = [base]
    if spec.uses_blinds and n > 2:
        candidates.append(replace(base, small_blind=0, dead_small_blind=True))
    for cfg in candidates:
        if standard_posts(cfg, spec, n) == rec.posts:
            return cfg
    return replace(base, posts=rec.posts)


def _play(hand: Hand, spec: GameSpec, action: RecordedAction, plan: CardPlan,
          dealer: RecordedDealer, index: int) -> None:
    seat = action.seat
    if hand.is_over:
        raise IllegalActionError("the hand is already over")
    if spec.family == "stud" and _up_unknown(hand, dealer):
        if hand.to_act not in (None, seat):
            with suppress(IllegalActionError):  # not a fresh round: the check below says
                hand.open_with(seat)
        with suppress(IllegalActionError):  # only a fresh fourth street in STUD
            hand.allow_open_pair_bets()
    if hand.to_act != seat:
        raise IllegalActionError(f"seat {seat} cannot act now: seat {hand.to_act} is to act")
    legal = hand.legal()
    kind = action.kind
    if kind is A.FOLD and A.FOLD not in legal.kinds and A.CHECK in legal.kinds:
        hand.fold_when_free(seat)  # PokerStars lets a player fold when he could check
        return
    if kind is A.DRAW:
        thrown = plan.discarded.get(index, [])
        discards = tuple(CARD_STR[dealer.assigned[c]] for c in thrown)
        hand.act(seat, Action(A.DRAW, discards=discards))
        return
    if kind is A.CALL and action.amount == 0:
        kind = A.CHECK if A.CHECK in legal.kinds else A.CALL
    elif kind is A.CALL and A.CALL in legal.kinds and action.amount != legal.call_amount:
        raise IllegalActionError(
            f"the call is {legal.call_amount}, the file says {action.amount}"
        )
    if kind not in _AGGRESSIVE:
        hand.act(seat, Action(kind))
        return
    view = hand.view(seat)
    most = view.bets[seat] + view.stacks[seat]
    cover = max((b + st for j, (b, st, f) in enumerate(zip(view.bets, view.stacks, view.folded,
                                                            strict=True))
                 if j != seat and not f), default=0)
    allowed = next((k for k in _AGGRESSIVE if k in legal.kinds), None)
    to = action.amount
    if allowed is None:
        if cover <= max(view.bets) and A.CALL in legal.kinds and to <= most:
            hand.act(seat, Action(A.CALL))  # nobody could call more: the rest is uncalled
            return
        hand.act(seat, Action(kind, to))  # refused with the rules' reason
        return
    if to == cover < legal.min_to:
        hand.raise_capped(seat, to)  # capped below the minimum, as some files record it
        return
    if legal.max_to < to <= most and legal.max_to == max(cover, legal.min_to):
        to = legal.max_to  # capped at what the biggest opponent can match
    hand.act(seat, Action(allowed, to))


def _up_unknown(hand: Hand, dealer: RecordedDealer) -> bool:
    """Whether some live seat's up card is a stand-in (the file does not show it)."""
    view = hand.view(0)
    return any(
        parse_card(card) in dealer.fakes
        for s, cards in enumerate(view.up) if not view.folded[s] for card in cards
    )
