"""Journeys at the site's stud and draw games, which a person could not play before (the
bar offered a "Call 0" and a bet the room refused, so only the clock acted):

- seven card stud: with the lowest up card we are asked to bring in, and C brings in;
- 2-7 triple draw: we call the big blind with C, click two of our cards on the felt (they
  rise), draw them with C, and hold the three kept and two new cards.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from client.ui.app.session import Session
from tests.ui.journeys.conftest import scenario_table
from tests.ui.journeys.player import Player

STUD = """
name = "Stud bring-in"
seed = 5
[clock]
mode = "simulated"
[table]
game = "STUD"
hands = 1
ante = 5
bring_in = 10
small_bet = 20
big_bet = 40
[[table.seats]]
name = "Hero"
stack = 1000
player = "human"
[[table.seats]]
name = "Bo"
stack = 1000
player = "loose-passive"
[[table.seats]]
name = "Cy"
stack = 1000
player = "loose-passive"
[[hands]]
hole = { Hero = ["As", "Ks", "2c"], Bo = ["Ah", "Kh", "9d"], Cy = ["Ad", "Kd", "Td"] }
"""

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


def test_a_person_with_the_lowest_up_card_brings_in(
        person: tuple[Player, Session], app: Player, tmp_path: Path) -> None:
    table = scenario_table(app, person[1], tmp_path / "stud.toml", STUD)
    app.wait_for_my_turn(table)
    assert app.action_texts(table) == ["Bring in 10", "Complete to 20"]
    app.focus_felt(table)
    app.press("C")
    app.wait(lambda: "Bring-in" in app.seat_text(table)[0] or not app.my_turn(table))
    view = table.table._view
    assert view is not None and view.button is None  # stud: no dealer button
    me = next(s for s in view.seats if s.is_hero)
    assert me.cards == ("As", "Ks") and me.up_cards[:1] == ("2c",)


def test_a_person_picks_two_cards_and_draws_them(
        person: tuple[Player, Session], app: Player, tmp_path: Path) -> None:
    table = scenario_table(app, person[1], tmp_path / "draw.toml", TRIPLE_DRAW)
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
