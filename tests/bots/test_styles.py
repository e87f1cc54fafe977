"""How each style plays characteristic spots (real engine hands with fixed decks)."""

from __future__ import annotations

from client.bots import make_bot
from client.bots.draws import discards
from client.bots.situation import read_view
from client.engine import Action, ActionKind, Hand, SeatView
from tests.bots.helpers import config, play, view_at_first_decision

# Three-handed hold'em, button seat 0: seat 1 (small blind) is dealt first, then seat 2 (big
# blind), then seat 0 (button), who acts first before the flop.
_FILLER = ("2c", "3d", "4h", "5s")


def _button_view(cards: tuple[str, str], stack: int, game: str = "NLHE") -> SeatView:
    deck = (*_FILLER, *cards)
    return view_at_first_decision(config(game, [stack, stack, stack], 0, 1, deck))[1]


def test_strong_bot_pushes_or_folds_when_short_stacked() -> None:
    aces = _button_view(("As", "Ad"), 16)  # 8 big blinds
    action = make_bot("strong", 1).decide(aces)
    assert action.kind is ActionKind.RAISE
    assert aces.legal is not None
    assert action.amount == aces.legal.max_to == 16
    junk = _button_view(("7s", "2d"), 16)
    assert make_bot("strong", 1).decide(junk).kind is ActionKind.FOLD


def test_strong_bot_raises_normally_when_deep() -> None:
    view = _button_view(("As", "Kd"), 400)
    action = make_bot("strong", 1).decide(view)
    assert action.kind is ActionKind.RAISE and 4 <= action.amount <= 8


def test_tight_aggressive_raises_premiums_and_folds_junk() -> None:
    tag = make_bot("tight-aggressive", 3)
    assert tag.decide(_button_view(("Qs", "Qd"), 200)).kind is ActionKind.RAISE
    assert tag.decide(_button_view(("9s", "4d"), 200)).kind is ActionKind.FOLD


def test_loose_passive_limps_with_medium_hands_and_raises_only_the_best() -> None:
    lp = make_bot("loose-passive", 3)
    assert lp.decide(_button_view(("Ks", "8d"), 200)).kind is ActionKind.CALL
    assert lp.decide(_button_view(("Ts", "8d"), 200)).kind is ActionKind.CALL
    assert lp.decide(_button_view(("As", "Ad"), 200)).kind is ActionKind.RAISE
    assert lp.decide(_button_view(("7s", "2d"), 200)).kind is ActionKind.FOLD


def test_strong_bot_bets_the_nuts_on_the_river() -> None:
    # Heads-up, button 0 posts the small blind; seat 1 is dealt first.
    deck = ("7c", "2d", "As", "Ks", "Qs", "Js", "Ts", "3c", "4h")
    hand = Hand(config("NLHE", [300, 300], 0, 1, deck))
    hand.start()
    hand.act(0, Action(ActionKind.CALL))
    while hand.view(0).street != "river" or hand.to_act == 1:
        seat = hand.to_act
        assert seat is not None
        hand.act(seat, Action(ActionKind.CHECK))
    action = make_bot("strong", 2).decide(hand.view(0))
    assert action.kind is ActionKind.BET and action.amount > 0


def test_draw_bots_throw_pairs_and_high_cards() -> None:
    deck = ("2c", "3d", "4h", "Ks", "Kd", "7c", "8d", "9h", "Ts", "Jd")
    drew = 0
    for style in ("loose-passive", "tight-aggressive", "strong"):
        hand = Hand(config("27TD", [100, 100], 0, 5, deck))
        hand.start()
        bots = [make_bot(style, 1), make_bot(style, 2)]
        while (to_act := hand.to_act) is not None and ActionKind.DRAW not in hand.legal().kinds:
            hand.act(to_act, bots[to_act].decide(hand.view(to_act)))
        if to_act is None:
            continue
        view = hand.view(to_act)
        action = bots[to_act].decide(view)
        assert action.kind is ActionKind.DRAW
        assert action.discards == discards(view.hole)
        if to_act == 1:
            assert set(action.discards) == {"Ks", "Kd"}
        drew += 1
    assert drew


def test_strong_bot_reads_the_exact_big_blind_facing_several_raises() -> None:
    """Blinds and the fixed-limit bets come from the view, not from the raise sizes."""
    hand = Hand(config("NLHE", [1000] * 4, 0, 7))
    hand.start()
    for seat, to in ((3, 6), (0, 18), (1, 54), (2, 162)):  # open, 3-bet, 4-bet, 5-bet
        hand.act(seat, Action(ActionKind.RAISE, to))
    sit = read_view(hand.view(3))
    assert sit.unit == 2 and sit.stack_units == 500
    stud = Hand(config("STUD", [100, 100, 100], 0, 7))
    stud.start()
    assert stud.to_act is not None and read_view(stud.view(stud.to_act)).unit == 2


def test_strong_bot_bets_its_stud_and_razz_hands_instead_of_calling_them_down() -> None:
    """Issue 26: stud and razz reward betting; the strong bot was passive there (18% of its
    voluntary actions were bets or raises in stud, 24% in razz)."""
    for game, share in (("STUD", 0.23), ("RAZZ", 0.3)):
        counts = {"bets": 0, "calls": 0}

        def note(_seat: int, _view: SeatView, action: Action, c: dict[str, int] = counts) -> None:
            if action.kind in (ActionKind.BET, ActionKind.RAISE, ActionKind.COMPLETE):
                c["bets"] += 1
            elif action.kind in (ActionKind.CALL, ActionKind.CHECK):
                c["calls"] += 1

        for h in range(24):
            play(Hand(config(game, [200, 200], h % 2, h)),
                 [make_bot("strong", 1), make_bot("strong", 2)], note)
        assert counts["bets"] / (counts["bets"] + counts["calls"]) >= share, (game, counts)
