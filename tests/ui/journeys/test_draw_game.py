"""Journey: a person at a 2-7 triple draw table (a game the site spreads) plays a hand's
first draw with the mouse: calls the big blind with C, clicks two of their cards on the
felt (they rise), draws them with C, and holds the three kept and two new cards. Before,
the bar offered "Call 0" at the draw, which the room refused: only the clock drew.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from client.ui.app.session import Session
from client.ui.table.table_window import TableWindow
from tests.ui.journeys.conftest import Practice
from tests.ui.journeys.player import Player

TRIPLE_DRAW = """
name = "Triple draw table"
seed = 11
[clock]
mode = "simulated"
[table]
game = "27TD"
hands = 3
small_blind = 10
big_blind = 20
[[table.seats]]
name = "Hero"
stack = 1000
player = "human"
[[table.seats]]
name = "Rando"
stack = 1000
player = "random"
[[table.seats]]
name = "Calling Station"
stack = 1000
player = "loose-passive"
"""


def test_a_person_picks_two_cards_and_draws_them(
        person: tuple[Player, Session], practice: Practice, tmp_path: Path) -> None:
    app, session = person
    session.link.spawn(session.use(practice()))
    app.wait(lambda: app.window.lobby.rings.rowCount() > 0)
    path = tmp_path / "draw.toml"
    path.write_text(TRIPLE_DRAW, encoding="utf-8")
    session.load_scenario(str(path))
    app.wait(lambda: isinstance(app.window.tabs.currentWidget(), TableWindow))
    table = app.table()
    bar, felt = table.action_bar, table.table
    while True:  # call or check until the draw comes to us
        app.wait_for_my_turn(table)
        if bar.call_button.text() == "Stand pat":
            break
        app.focus_felt(table)
        app.check_or_call()
        app.wait(lambda: not app.my_turn(table) or bar.call_button.text() == "Stand pat")
    before = app.my_cards(table)
    assert len(before) == 5 and "??" not in before
    view = felt._view
    assert view is not None
    me = next(s for s in view.seats if s.is_hero)
    placed = felt._geometry().placed_cards(felt.seat_centre(me.seat), me)
    for rect, _card in (placed[0], placed[-1]):  # the first card's edge, the last card
        QTest.mouseClick(felt, Qt.MouseButton.LeftButton,
                         pos=QPoint(int(rect.left() + 4), int(rect.center().y())))
    assert bar.call_button.text() == "Discard 2"
    app.press("C")
    kept = before[1:4]
    app.wait(lambda: app.my_cards(table)[:3] == kept and len(app.my_cards(table)) == 5)
    after = app.my_cards(table)
    assert not set(after[3:]) & {before[0], before[-1]}  # two new cards, not those thrown
