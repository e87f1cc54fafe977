"""Journey a: a first start, a cash session of 20 hands with hotkeys and the bet box,
leaving mid-hand, and quitting.

The real main window and session in offline practice (bots at zero delay, seeded), driven
by real mouse clicks and key presses under Xvfb; every check reads the screen.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTableView

from client.ui.table.table_window import TableWindow
from tests.ui.journeys.player import FeltWatcher, Player

TABLE = "Aldebaran"
HANDS = 20
#: What we do first in each hand, in turn (later decisions in a hand check or call).
PLAN = ("fold", "call", "typed bet", "half pot", "call")
#: Calls small enough to make without thinking (the session must last 20 hands).
CHEAP_CALLS = ("Call $0.50", "Call $1", "Call $1.50", "Call $2")


def play_hands(app: Player, table: TableWindow, hands: int) -> list[str]:
    """Play `hands` hands from the keyboard and the bet box; the first moves made."""
    made: list[str] = []
    cards: tuple[str, ...] = ()
    while True:
        app.wait_for_my_turn(table)
        new_hand = app.my_cards(table) != cards
        if new_hand and len(made) == hands:
            return made
        cards = app.my_cards(table)
        move = PLAN[len(made) % len(PLAN)] if new_hand else "call"
        lit = app.action_texts(table)
        can_raise = any(t.startswith(("Bet", "Raise")) for t in lit)
        if move == "fold" and "Fold" in lit:
            app.press("F")
        elif move == "typed bet" and can_raise:
            app.type_amount(table, "3")  # then a click (Enter: the bet box journey)
            app.click("Raise" if any(t.startswith("Raise") for t in lit) else "Bet", table)
            app.focus_felt(table)
        elif move == "half pot" and can_raise:
            app.press("2")
        elif "Check" in lit or any(t in lit for t in CHEAP_CALLS):
            app.check_or_call()
            move = "call"
        else:  # a big bet to call: a careful regular lets it go
            app.press("F")
            move = "fold"
        if new_hand:
            made.append(move)
        app.wait(lambda: not app.my_turn(table))  # the buttons go dark at once


def test_first_start_sit_and_play_twenty_hands(app: Player) -> None:
    """Fresh machine: the lobby shows; double-click a cash table, click an empty seat, buy
    in, and play 20 hands with F/K/C, the ½-pot key 2 and an amount typed in the bet box."""
    assert app.tab_titles() == ["Lobby"]
    assert "Offline practice" in app.texts(app.window)
    table = app.sit_at_cash_table(TABLE)
    assert any(t.startswith(TABLE) for t in app.tab_titles())
    app.wait(lambda: "in play" in app.window.balances.text())
    felt = FeltWatcher(table)
    made = play_hands(app, table, HANDS)
    assert set(made) == {"fold", "call", "typed bet", "half pot"}, made
    assert "$3" in felt.my_bets()  # the typed amount was bet
    assert "You" in "\n".join(app.seat_text(table))
    app.press("H", Qt.KeyboardModifier.ControlModifier)  # Hand history, from the keyboard
    hands = app.window_titled("Hand history").findChild(QTableView)
    assert hands is not None
    app.wait(lambda: len(app.lobby_rows(hands)) >= HANDS)  # every hand we played is listed


def test_bet_box_takes_enter_and_gives_the_keys_back(app: Player) -> None:
    """An amount typed in the bet box is bet with Enter; the next hotkey works without
    clicking the felt first."""
    table = app.sit_at_cash_table(TABLE)
    app.wait_for_my_turn(table)
    app.type_bet(table, "3")  # types 3, presses Enter
    app.wait(lambda: not app.my_turn(table), 3000)
    app.wait(lambda: any("$3" in line for line in app.seat_text(table)) or
             "Raise to $3" in app.table_text(table))
    app.wait_for_my_turn(table)
    free = any(b.isEnabled() and b.text().replace("&", "") == "Check"
               for b in app.buttons(table, "Check"))
    app.press("K" if free else "F")  # the keys are the table's again (whatever the bots did)
    app.wait(lambda: not app.my_turn(table), 3000)


def test_a_menu_closed_with_escape_gives_the_hotkeys_back(app: Player) -> None:
    """Seen: after Escape closed a menu opened by a click, Qt's menu bar kept the keyboard
    and the next F did nothing. The table's hotkeys work straight away."""
    table = app.sit_at_cash_table(TABLE)
    app.wait_for_my_turn(table)
    app.open_and_escape_menu("Game")
    app.press("F")
    app.wait(lambda: not app.my_turn(table), 3000)


def test_leave_mid_hand_folds_at_once_and_frees_the_seat(app: Player) -> None:
    """Leave table while holding cards: the tab goes, we are folded at once and the money
    is back in the balance (no "in play"), long before the action clock would run out."""
    table = app.sit_at_cash_table(TABLE)
    app.wait_for_my_turn(table)
    assert app.my_cards(table)
    app.click("Leave table", table)
    app.wait(lambda: not any(t.startswith(TABLE) for t in app.tab_titles()), 1000)
    app.wait(lambda: "in play" not in app.window.balances.text(), 3000)
    lobby = app.open_lobby_tab("Cash games")
    app.double_click_row(lobby, TABLE)  # watch it again: our seat is gone
    app.wait(lambda: any(t.startswith(TABLE) for t in app.tab_titles()))
    watched = app.table()
    app.wait(lambda: app.felt() is not None)
    assert not any(line.startswith("You:") for line in app.seat_text(watched))
    assert app.buttons(watched, "Stop watching")


def test_quit_with_ctrl_q_closes_the_window(app: Player) -> None:
    """Ctrl+Q at the table: seated, we are asked first; Quit closes the main window (and
    with it the application)."""
    table = app.sit_at_cash_table(TABLE)
    app.wait_for_my_turn(table)
    app.press("Q", Qt.KeyboardModifier.ControlModifier)
    app.wait(lambda: app.window.quit_box is not None and app.window.quit_box.isVisible())
    box = app.window.quit_box
    assert box is not None and app.window.isVisible()
    app.click("Quit", box)
    app.wait(lambda: not app.window.isVisible(), 3000)


def test_the_real_process_quits_with_ctrl_q(display: str, fresh_home: Path) -> None:
    """`python3 -m client` on this display: its window appears, Ctrl+Q (a real key event
    from xdotool) closes it, the process exits 0 and prints no traceback."""
    if shutil.which("xdotool") is None:
        pytest.skip("needs xdotool to send the key press to another process")
    root = Path(__file__).resolve().parents[3]
    env = {**os.environ, "QT_QPA_PLATFORM": "xcb", "PYTHONPATH": str(root)}
    with subprocess.Popen([sys.executable, "-m", "client"], env=env, cwd=fresh_home,
                          stderr=subprocess.PIPE, text=True) as client:
        try:
            found = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--pid",
                                    str(client.pid), "--name", "SKG Poker"],
                                   capture_output=True, text=True, timeout=60, check=True)
            window = found.stdout.split()[0]  # the main window, once shown
            subprocess.run(["xdotool", "windowfocus", "--sync", window], timeout=30, check=True)
            subprocess.run(["xdotool", "key", "ctrl+q"], timeout=30, check=True)  # XTEST
            _out, errors = client.communicate(timeout=60)
        finally:
            if client.poll() is None:
                client.kill()
    assert "Traceback" not in errors, errors
    assert client.returncode == 0, errors
