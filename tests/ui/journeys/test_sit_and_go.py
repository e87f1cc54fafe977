"""Journeys b and c: sit & gos played to the end, to our bust and to a win with a deal.

Offline practice with bots at zero delay (seeded): we register from the tournament lobby
and move all-in with the keyboard (A, then R) until the end shows on screen.
"""

from __future__ import annotations

import re

from client.ui.table.table_window import TableWindow
from tests.ui.journeys.player import Player

SIX_MAX = "6-Max Sit & Go"
HEADS_UP = "Heads-Up Sit & Go"


def test_sit_and_go_registers_and_plays_from_the_keyboard(app: Player) -> None:
    """Register from the tournament lobby: our table opens in a tab titled with the real
    name ("Sit & Go", not "Sit _Go"), the Info tab says it is the final table and offers
    Discuss A Deal, and hands go by with K and F."""
    table = app.register_for_sit_and_go(SIX_MAX)
    assert f"{SIX_MAX} — table 1" in app.tab_titles()
    assert app.window.tabs.tabText(app.window.tabs.currentIndex()) == \
        f"{SIX_MAX} — table 1".replace("&", "&&")  # drawn as "&", not as a mnemonic
    app.click_tab(table, "Info")
    app.wait(lambda: "Final table: 6 players" in app.table_text(table))
    assert app.buttons(table, "Discuss A Deal")
    app.focus_felt(table)
    turns = 0

    def counted(at: TableWindow) -> None:
        nonlocal turns
        turns += 1
        app.check_or_fold(at)

    app.play_until(table, lambda: turns == 5, counted)


def test_sit_and_go_to_our_bust_shows_place_and_prize(app: Player) -> None:
    """Busted first of six: a finish window names our place (6th, which pays no prize),
    in front, beside the final board (not over it), and Enter closes it;
    the felt does not stay frozen on the last hand with us painted all-in, nor turn
    another player into our seat; the action buttons go."""
    table = app.register_for_sit_and_go(SIX_MAX)
    seat = app.my_seat(table)
    assert seat is not None
    ours = table.table.seat_centre(seat)
    app.play_until(table, app.finish_dialog, app.shove)
    finish = app.finish_dialog()
    assert finish is not None
    text = app.texts(finish) + finish.windowTitle()
    assert re.search(r"\b6(th)?\b", text), text  # sixth of six is paid nothing
    # Seen under openbox: it covered the final board, and Enter went to the table behind.
    assert not finish.frameGeometry().intersects(table.table.board_on_screen())
    app.wait(finish.isActiveWindow)
    app.press("Enter")
    app.wait(lambda: not finish.isVisible())
    app.wait(lambda: not any(line.startswith("You:") and "ALL-IN" in line
                             for line in app.seat_text(table)), 3000)
    assert "finishes in place" not in app.table_text(table)  # "You finish", not "finishes"
    app.wait(lambda: not table.action_bar.isVisible())  # watching: nothing to act with
    assert table.table.seat_centre(seat) == ours  # the felt does not turn when we leave


def test_sit_and_go_to_a_win_with_a_deal(app: Player) -> None:
    """Heads-up: tick Discuss A Deal in the Info tab; the bot ticks too, the table pauses at
    the end of the hand, we propose ICM (and so agree), the bot confirms; at the finish
    (after play for anything left on the table, if the deal left any) the window shows what
    we won, the deal panel the deal."""
    table = app.register_for_sit_and_go(HEADS_UP)
    app.click_tab(table, "Info")
    app.click("Discuss A Deal", table)
    app.focus_felt(table)
    app.play_until(table, lambda: app.buttons(table, "Propose ICM"), app.check_or_fold,
                   turns=30)
    players = len([line for line in app.seat_text(table) if not line.endswith(": 0")])
    assert f"of {players} players" in app.table_text(table)
    assert "Table paused for a deal" in app.table_text(table)
    app.click("Propose ICM", table)  # proposing is agreeing: no Accept click of our own
    app.wait(lambda: "Deal done" in app.table_text(table))
    app.play_until(table, app.finish_dialog, app.shove)  # the keys are still the table's
    finish = app.finish_dialog()
    assert finish is not None
    assert re.search(r"\$\d", app.texts(finish)), app.texts(finish)  # what we won
    assert "Deal done" in app.table_text(table)  # and the deal it came from, beside it
    # The payouts read as money, as the felt writes it (was "is paid 10.00 USD (prize)").
    assert re.search(r"is paid \$[\d.,]+ \(deal\)", app.table_text(table)), \
        app.table_text(table)
