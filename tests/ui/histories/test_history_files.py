"""The hand history window opens files (PHH, PHHS, PokerStars text) by Open, drag and drop
and paste, lists their hands and replays any of them on the painted table."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPoint, Qt, QTimer, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QPushButton
from pytestqt.qtbot import QtBot

from client.histories.own.saving import HandSaver
from client.histories.own.tables import HandLogs
from client.resource_files import resource_file
from client.ui.histories.history import HandHistory, HandHistoryViewer
from client.ui.histories.history_file_view import HistoryFileView
from client.ui.histories.replay_window import ReplayWindow

DWAN_IVEY = resource_file("hands", "dwan-ivey-2009-high-stakes-poker.phh").read_text()
WAIT = 60_000  # an upper bound: a loaded 2-core machine reads 10,000 hands slowly


def _viewer(qtbot: QtBot) -> HandHistoryViewer:
    viewer = HandHistoryViewer(HandHistory())
    qtbot.addWidget(viewer)
    viewer.show()
    return viewer


def _loaded(qtbot: QtBot, view: HistoryFileView) -> HistoryFileView:
    qtbot.waitUntil(lambda: not view.loading and not view.cancel_button.isVisible(),
                    timeout=WAIT)
    return view


def test_open_a_phh_file_and_replay_it_with_the_recorded_names(qtbot: QtBot,
                                                               tmp_path: Path) -> None:
    path = tmp_path / "dwan-ivey.phh"
    path.write_text(DWAN_IVEY, encoding="utf-8")
    viewer = _viewer(qtbot)
    view = _loaded(qtbot, viewer.open_file(path))
    assert viewer.tabs.currentWidget() is view and viewer.files() == [view]
    assert view.model.rowCount() == 1
    hand = view.model.record(0)
    assert hand.players == ("Phil Ivey", "Patrik Antonius", "Tom Dwan")
    assert hand.game == "NLHE" and "PHH" in view.status.text()
    assert view.model.data(view.model.index(0, 1)) == "PHH"
    assert "Tom Dwan" in view.model.data(view.model.index(0, 5))
    assert view.text.toPlainText() == DWAN_IVEY
    replay = view.replay(0)
    assert replay is not None
    qtbot.addWidget(replay)
    start = {s.name: s.stack for s in replay.view.seats}
    assert start == {"Phil Ivey": 1125600, "Patrik Antonius": 2000000, "Tom Dwan": 553500}
    replay.slider.setValue(replay.slider.maximum())
    assert "Hand over" in replay.caption.text()
    end = {s.name: s.stack for s in replay.table._view.seats}  # type: ignore[union-attr]
    assert end == {"Phil Ivey": 572100, "Patrik Antonius": 1997500, "Tom Dwan": 1109500}


def test_open_file_button_asks_for_files_and_opens_each(qtbot: QtBot, tmp_path: Path) -> None:
    for name in ("a.phh", "b.phh"):
        (tmp_path / name).write_text(DWAN_IVEY, encoding="utf-8")
    viewer = _viewer(qtbot)
    viewer.open_button.click()
    dialog = viewer.findChild(QFileDialog)
    assert dialog is not None and dialog.isVisible()
    dialog.setDirectory(str(tmp_path))
    dialog.selectFile('"a.phh" "b.phh"')
    dialog.accept()
    assert [v.label for v in viewer.files()] == ["a.phh", "b.phh"]
    assert viewer.tabs.tabToolTip(2) == str(tmp_path / "b.phh")


def test_open_file_dialog_shows_ipoker_xml_files(qtbot: QtBot) -> None:
    """iPoker writes its hands as .xml: the Open dialog's hand history filter must list
    them, or a player never sees the file to pick (seen playing)."""
    viewer = _viewer(qtbot)
    viewer.open_button.click()
    dialog = viewer.findChild(QFileDialog)
    assert dialog is not None
    assert "*.xml" in dialog.selectedNameFilter()


def test_open_file_starts_in_the_folder_own_hands_are_saved_to(qtbot: QtBot,
                                                               tmp_path: Path) -> None:
    """Earlier sessions' own hands are in the saved files: Open starts there, not in
    whatever folder the client was started from (seen playing)."""
    viewer = HandHistoryViewer(HandHistory(HandLogs(HandSaver(tmp_path))))
    qtbot.addWidget(viewer)
    viewer.open_button.click()
    dialog = viewer.findChild(QFileDialog)
    assert dialog is not None
    assert Path(dialog.directory().absolutePath()) == tmp_path


def test_replay_steps_forward_through_the_recorded_actions(qtbot: QtBot) -> None:
    viewer = _viewer(qtbot)
    view = _loaded(qtbot, viewer.open_text(DWAN_IVEY, "dwan-ivey"))
    replay = view.replay(0)
    assert replay is not None
    qtbot.addWidget(replay)
    captions = []
    while not replay.replay.at_end:
        replay.replay.forward()
        captions.append(replay.replay.frame.caption)
    assert "Tom Dwan raises to 7,000" in captions
    assert "Phil Ivey raises to 495,000" in captions  # all Dwan can still match
    assert "Patrik Antonius is dealt ?? ??" in captions  # never shown: no stand-in cards
    assert any(c.startswith("Tom Dwan wins") for c in captions)


def _drop(viewer: HandHistoryViewer, mime: QMimeData) -> None:
    """Drag `mime` over the window (it must accept) and drop it, as a user would."""
    point = QPoint(10, 10)
    enter = QDragEnterEvent(point, Qt.DropAction.CopyAction, mime,
                            Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(viewer, enter)
    assert enter.isAccepted()
    drop = QDropEvent(point, Qt.DropAction.CopyAction, mime,
                      Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(viewer, drop)


def test_replay_steps_with_the_arrow_keys(qtbot: QtBot) -> None:
    viewer = _viewer(qtbot)
    view = _loaded(qtbot, viewer.open_text(DWAN_IVEY, "dwan-ivey"))
    replay = view.replay(0)
    assert replay is not None
    qtbot.addWidget(replay)
    replay.activateWindow()
    qtbot.waitUntil(replay.isActiveWindow, timeout=WAIT)
    start = replay.replay.position
    QTest.keyClick(replay, Qt.Key.Key_Right)
    assert replay.replay.position == start + 1 and replay.slider.value() == start + 1
    QTest.keyClick(replay, Qt.Key.Key_End)
    assert replay.replay.at_end and "Hand over" in replay.caption.text()
    QTest.keyClick(replay, Qt.Key.Key_Left)
    assert replay.replay.position == len(replay.replay) - 1
    QTest.keyClick(replay, Qt.Key.Key_Home)
    assert replay.replay.at_start


def test_drop_a_file_on_the_window_opens_it(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "dropped.phh"
    path.write_text(DWAN_IVEY, encoding="utf-8")
    viewer = _viewer(qtbot)
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    _drop(viewer, mime)
    assert [v.label for v in viewer.files()] == ["dropped.phh"]
    view = _loaded(qtbot, viewer.files()[0])
    assert view.model.record(0).players[2] == "Tom Dwan"


def test_paste_a_hand_from_the_clipboard(qtbot: QtBot) -> None:
    viewer = _viewer(qtbot)
    QApplication.clipboard().setText(DWAN_IVEY)
    viewer.paste_button.click()
    view = _loaded(qtbot, viewer.files()[0])
    assert view.label == "Pasted hand" and view.model.rowCount() == 1
    assert view.status.text() == "Pasted hand: 1 PHH hand"
    assert view.replay(0) is not None


def test_a_file_that_is_no_hand_history_says_so_and_lists_nothing(qtbot: QtBot,
                                                                 tmp_path: Path) -> None:
    """Bad input gets a clear error and changes nothing."""
    path = tmp_path / "notes.txt"
    path.write_text("shopping list\nmilk\n", encoding="utf-8")
    viewer = _viewer(qtbot)
    view = _loaded(qtbot, viewer.open_file(path))
    assert view.model.rowCount() == 0
    assert "not a hand history" in view.status.text()
    missing = _loaded(qtbot, viewer.open_file(tmp_path / "gone.txt"))
    assert missing.model.rowCount() == 0 and "gone.txt" in missing.status.text()


FIXTURES = Path(__file__).parent.parent / "fixtures"
TWO_HANDS = (FIXTURES / "pokerstars_two_hands.txt").read_text(encoding="utf-8")


def _big_file(path: Path, hands: int) -> Path:
    """A PokerStars file of `hands` hands: the two fixture hands again and again, renumbered."""
    chunks = [h.strip() for h in TWO_HANDS.split("\n\n\n\n") if h.strip()]
    out = []
    for number in range(hands):
        text = chunks[number % len(chunks)]
        out.append(re.sub(r"Hand #\d+", f"Hand #9{number:08d}", text, count=1))
    path.write_text("\n\n\n\n".join(out) + "\n", encoding="utf-8")
    return path


def test_open_a_pokerstars_file_lists_its_hands_with_names_and_money(qtbot: QtBot,
                                                                    tmp_path: Path) -> None:
    path = tmp_path / "HH20200104 Aase III - $0.01-$0.02 - USD No Limit Hold'em.txt"
    path.write_text(TWO_HANDS, encoding="utf-8")
    viewer = _viewer(qtbot)
    view = _loaded(qtbot, viewer.open_file(path))
    assert view.model.rowCount() == 2
    first, second = view.model.record(0), view.model.record(1)
    assert (first.hand_id, second.hand_id) == ("208751224563", "208751224570")
    assert first.players == ("Zeebo77", "fishy_mcfish", "Hero123", "GrinderX")
    assert first.stakes == "$0.01/$0.02" and first.currency == "USD"
    assert "2 PokerStars hands" in view.status.text()
    view.list.selectRow(1)
    assert view.text.toPlainText().startswith("PokerStars Hand #208751224570")


def test_a_10000_hand_file_is_read_in_the_background_with_progress(qtbot: QtBot,
                                                                  tmp_path: Path) -> None:
    """The window keeps running while a big file is read: opening returns at once, the
    event loop serves other events between the reader's slices, the hands arrive in
    batches and the progress bar moves."""
    path = _big_file(tmp_path / "big.txt", 10_000)
    viewer = _viewer(qtbot)
    view = viewer.open_file(path)
    assert view.loading and view.model.rowCount() == 0  # open returned before reading
    progress: list[tuple[int, int]] = []
    busy_batches: list[bool] = []
    served_while_reading: list[bool] = []
    view.loader.progress.connect(lambda read, expected: progress.append((read, expected)))
    view.loader.batch.connect(lambda _hands: busy_batches.append(view.loading))
    QTimer.singleShot(0, lambda: served_while_reading.append(view.loading))
    _loaded(qtbot, view)
    assert served_while_reading == [True]  # another event ran before the reading ended
    assert view.progress.isHidden() and view.progress.maximum() == 10_000
    assert view.model.rowCount() == 10_000
    assert view.model.record(9_999).hand_id == "900009999"
    assert progress[-1] == (10_000, 10_000) and len(progress) > 2
    assert progress[0][0] < 10_000 and progress[0][1] == 10_000
    assert [r for r, _e in progress] == sorted(r for r, _e in progress)
    assert busy_batches[0]  # the GUI took the first batch while the reader was still busy
    assert "10,000 PokerStars hands" in view.status.text()


def test_cancel_stops_reading_a_big_file(qtbot: QtBot, tmp_path: Path) -> None:
    path = _big_file(tmp_path / "big.txt", 10_000)
    viewer = _viewer(qtbot)
    view = viewer.open_file(path)
    assert view.cancel_button.isVisible() and view.progress.isVisible()
    view.loader.batch.connect(lambda _hands: view.cancel_button.click())
    _loaded(qtbot, view)
    assert view.loader.cancelled
    assert 0 < view.model.rowCount() < 10_000
    assert "cancelled" in view.status.text()
    assert view.replay(0) is not None or "cannot be replayed" in view.status.text()


def _captions(window: ReplayWindow) -> list[str]:
    """Every step's caption, stepping forward from the start with the Forward button."""
    window.replay.seek(0)
    forward = next(b for b in window.findChildren(QPushButton) if "Forward" in b.text())
    captions = []
    while not window.replay.at_end:
        forward.click()
        captions.append(window.replay.frame.caption)
    return captions


def test_replay_a_pokerstars_cash_hand_with_names_seats_and_money(qtbot: QtBot,
                                                                 tmp_path: Path) -> None:
    """The recorded names sit in their recorded seats; amounts are shown as money and the
    pot is paid as recorded: the rake, then what the winner collected."""
    path = tmp_path / "cash.txt"
    path.write_text(TWO_HANDS, encoding="utf-8")
    viewer = _viewer(qtbot)
    view = _loaded(qtbot, viewer.open_file(path))
    replay = view.replay(0)
    assert replay is not None
    qtbot.addWidget(replay)
    table = replay.view
    assert table.currency == "USD" and table.max_seats == 6 and table.button == 3
    assert {s.seat: (s.name, s.stack) for s in table.seats} == {
        1: ("Zeebo77", 200), 2: ("fishy_mcfish", 145), 3: ("Hero123", 210),
        5: ("GrinderX", 302)}  # lolpoker sits out: not dealt in
    assert [s.name for s in table.seats if s.is_hero] == ["Hero123"]  # "Dealt to Hero123"
    captions = _captions(replay)
    assert "Hero123 raises to $0.08" in captions
    assert "Hero123 is dealt Ah Kd" in captions
    assert "fishy_mcfish is dealt ?? ??" in captions  # never shown
    assert "$0.30 uncalled returned to Hero123" in captions
    assert captions[-3:] == ["Rake $0.01", "Hero123 wins $0.42", "Hand over"]
    end = {s.name: s.stack for s in replay.view.seats}
    assert end == {"Zeebo77": 198, "fishy_mcfish": 125, "Hero123": 232, "GrinderX": 301}
    shown = view.replay(1)
    assert shown is not None
    qtbot.addWidget(shown)
    shown.slider.setValue(shown.slider.maximum())
    cards = {s.name: s.cards for s in shown.view.seats}
    assert cards["fishy_mcfish"] == ("Ac", "Jc") and cards["Hero123"] == ("Qs", "Qh")
    assert {s.name: s.stack for s in shown.view.seats}["Hero123"] == 232 - 125 + 244


def test_replay_a_pokerstars_tournament_hand_in_chips(qtbot: QtBot) -> None:
    viewer = _viewer(qtbot)
    text = (FIXTURES / "pokerstars_tournament.txt").read_text(encoding="utf-8")
    view = _loaded(qtbot, viewer.open_text(text, "tournament"))
    hand = view.model.record(0)
    assert hand.stakes == "T#3456789012 50/100 ante 10" and hand.currency == ""
    replay = view.replay(0)
    assert replay is not None
    qtbot.addWidget(replay)
    assert replay.view.currency == "" and replay.view.max_seats == 9
    captions = _captions(replay)
    assert "nitbox posts an ante (10)" in captions
    assert "Hero bets 3,320 and is all in" in captions
    assert captions[-2:] == ["Hero wins 9,340", "Hand over"]
    assert {s.name: s.stack for s in replay.view.seats}["Hero"] == 9_340


def test_paste_a_pokerstars_hand_from_the_clipboard(qtbot: QtBot) -> None:
    """A player pastes a PokerStars hand (e.g. from a support ticket) and replays it."""
    viewer = _viewer(qtbot)
    ticket = "Hi support, I think I was cheated in this hand:\n\n"
    QApplication.clipboard().setText(ticket + TWO_HANDS.split("\n\n\n\n")[1])
    viewer.paste_button.click()
    view = _loaded(qtbot, viewer.files()[0])
    assert [h.hand_id for h in (view.model.record(0),)] == ["208751224570"]
    replay = view.replay(0)
    assert replay is not None
    qtbot.addWidget(replay)
    replay.slider.setValue(replay.slider.maximum())
    assert "Hand over" in replay.caption.text()


def test_unsupported_and_broken_hands_are_listed_with_why_not_replayed(
        qtbot: QtBot) -> None:
    """A hand using a feature the site lacks (all-in cash-out) is replayed as recorded and
    says so; a hand whose record does not add up is listed with why, not replayed."""
    cashed_out = TWO_HANDS.split("\n\n\n\n")[0].replace(
        "fishy_mcfish: folds\n", "fishy_mcfish: folds\nHero123 cashed out the hand for $0.40\n")
    broken = TWO_HANDS.split("\n\n\n\n")[1].replace("Hero123 collected $2.44",
                                                    "Hero123 collected $9.44")
    viewer = _viewer(qtbot)
    view = _loaded(qtbot, viewer.open_text(cashed_out + "\n\n\n" + broken, "mixed"))
    assert view.model.rowCount() == 2
    assert view.status.text() == "mixed: 2 PokerStars hands, 1 not replayable"
    assert not view.model.record(0).problem and "cash-out" in view.model.record(0).feature
    assert "as recorded: all-in cash-out" in view.model.data(view.model.index(0, 6))
    view.list.selectRow(0)
    assert view.replay_button.isEnabled()
    replay = view.replay(0)
    assert replay is not None
    qtbot.addWidget(replay)
    assert "is not the pot" in view.model.record(1).problem  # the record does not add up
    assert "breaks the rules" in view.model.data(view.model.index(1, 6))
    assert view.replay(1) is None and "cannot be replayed" in view.status.text()


def test_a_pasted_winamax_hand_is_listed_with_the_site_and_replays(qtbot: QtBot) -> None:
    text = (Path(__file__).parents[2] / "histories" / "fixtures" / "winamax"
            / "tournament_nlhe_antes.txt").read_text(encoding="utf-8")
    viewer = _viewer(qtbot)
    QApplication.clipboard().setText("Look at this one:\n" + text)
    viewer.paste_button.click()
    view = _loaded(qtbot, viewer.files()[0])
    assert view.model.record(0).hand_id == "1190001245-61-1611000000"
    assert view.model.data(view.model.index(0, 1)) == "Winamax"
    replay = view.replay(0)
    assert replay is not None
    qtbot.addWidget(replay)
    replay.slider.setValue(replay.slider.maximum())
    assert "Hand over" in replay.caption.text()


def test_a_hand_pasted_from_a_russian_client_after_a_message_is_read(qtbot: QtBot) -> None:
    """The reader knows the PokerStars client set to Russian; pasting one such hand after a
    message kept the message (only English headers were looked for) and read nothing."""
    text = (Path(__file__).parents[2] / "histories" / "fixtures" / "pokerstars"
            / "cash_russian_client.txt").read_text(encoding="utf-8")
    hand = text[text.index("Раздача PokerStars"):]
    viewer = _viewer(qtbot)
    QApplication.clipboard().setText("Посмотрите эту раздачу:\n" + hand)
    viewer.paste_button.click()
    view = _loaded(qtbot, viewer.files()[0])
    assert view.model.record(0).hand_id == "261000000001"
    assert not view.model.record(0).problem


@pytest.mark.parametrize(("source", "site"), [("eight88/cash_nlhe.txt", "888poker"),
                                              ("partypoker/cash_nlhe.txt", "partypoker"),
                                              ("ipoker/cash_plo_eur.xml", "iPoker")])
def test_888_partypoker_and_ipoker_files_open_listed_with_the_site_and_replay(
        qtbot: QtBot, tmp_path: Path, source: str, site: str) -> None:
    """The site is found from the content (the file's name says nothing)."""
    source_path = Path(__file__).parents[2] / "histories" / "fixtures" / source
    path = tmp_path / "hands.txt"
    path.write_bytes(source_path.read_bytes())
    viewer = _viewer(qtbot)
    view = _loaded(qtbot, viewer.open_file(path))
    assert view.status.text().endswith(f"2 {site} hands")
    assert view.model.data(view.model.index(1, 1)) == site
    replay = view.replay(1)
    assert replay is not None
    qtbot.addWidget(replay)
    replay.slider.setValue(replay.slider.maximum())
    assert "Hand over" in replay.caption.text()


def test_a_ggpoker_file_is_detected_from_its_text_and_listed_with_the_site(
        qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "GG20260410 - anything.txt"
    path.write_bytes((Path(__file__).parents[2] / "histories" / "fixtures" / "ggpoker"
                     / "cash_nlhe_rush_and_cash.txt").read_bytes())
    viewer = _viewer(qtbot)
    view = _loaded(qtbot, viewer.open_file(path))
    assert view.status.text().endswith("2 GGPoker hands")
    assert [view.model.record(i).hand_id for i in range(2)] == ["RC1734290051", "HD2815913697"]
    assert view.model.data(view.model.index(0, 1)) == "GGPoker"
    replay = view.replay(0)
    assert replay is not None
    qtbot.addWidget(replay)
    replay.slider.setValue(replay.slider.maximum())
    assert "Hand over" in replay.caption.text()


def test_open_a_phhs_file_of_several_hands(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "three.phhs"
    path.write_bytes((FIXTURES / "three_hands.phhs").read_bytes())
    viewer = _viewer(qtbot)
    view = _loaded(qtbot, viewer.open_file(path))
    assert [view.model.record(i).hand_id for i in range(3)] == ["1", "42", "3"]
    assert view.status.text() == "three.phhs: 3 PHHS hands, 1 not replayable"
    assert "short-deck" in view.model.record(2).problem
    view.list.selectRow(1)
    assert view.text.toPlainText().startswith("[2]\nvariant")
    replay = view.replay(1)
    assert replay is not None
    qtbot.addWidget(replay)
    captions = _captions(replay)
    assert captions[:2] == ["Players take their seats", "NLHE hand starts"]
    assert "Bob is dealt ?? ??" in captions and "Alice raises to 900" in captions
    assert {s.name: s.stack for s in replay.view.seats} == {"Alice": 10_300, "Bob": 7_700}


def test_dropped_text_opens_as_a_hand(qtbot: QtBot) -> None:
    viewer = _viewer(qtbot)
    mime = QMimeData()
    mime.setText(TWO_HANDS)
    _drop(viewer, mime)
    view = _loaded(qtbot, viewer.files()[0])
    assert view.label == "Dropped hand" and view.model.rowCount() == 2


def test_closing_a_tab_stops_reading_its_file(qtbot: QtBot, tmp_path: Path) -> None:
    viewer = _viewer(qtbot)
    view = viewer.open_file(_big_file(tmp_path / "big.txt", 10_000))
    loader = view.loader
    qtbot.waitUntil(lambda: view.model.rowCount() > 0, timeout=WAIT)
    viewer.tabs.tabCloseRequested.emit(viewer.tabs.indexOf(view))
    assert viewer.files() == [] and loader.cancelled and not loader.running
    assert viewer.tabs.count() == 1  # "Your hands" stays (it has no close button)


def test_a_big_phhs_file_is_read_hand_by_hand(qtbot: QtBot, tmp_path: Path) -> None:
    """A .phhs file of thousands of hands is not parsed in one go: its hands arrive in
    several batches with progress."""
    hand = (FIXTURES / "three_hands.phhs").read_text(encoding="utf-8").split("[2]\n")[1]
    hand = hand.split("\n[3]")[0]
    path = tmp_path / "many.phhs"
    path.write_text("".join(f"[{k}]\n{hand.replace('hand = 42', f'hand = {k}')}\n"
                            for k in range(1, 3001)), encoding="utf-8")
    viewer = _viewer(qtbot)
    view = viewer.open_file(path)
    progress: list[tuple[int, int]] = []
    view.loader.progress.connect(lambda read, expected: progress.append((read, expected)))
    _loaded(qtbot, view)
    assert view.model.rowCount() == 3000 and view.model.record(2999).hand_id == "3000"
    assert len(progress) > 1 and progress[0][0] < 3000 and progress[0][1] == 3000
    assert view.replay(2999) is not None


def test_a_phhs_file_with_dotted_table_names_is_read_whole(qtbot: QtBot) -> None:
    text = (FIXTURES / "three_hands.phhs").read_text(encoding="utf-8")
    viewer = _viewer(qtbot)
    view = _loaded(qtbot, viewer.open_text(text.replace("[2]", '["wsop.2"]')))
    assert [view.model.record(i).hand_id for i in range(3)] == ["1", "42", "3"]
    assert view.model.record(1).text.startswith('["wsop.2"]')
    assert view.replay(1) is not None


def test_find_a_player_or_hand_in_a_big_file(qtbot: QtBot, tmp_path: Path) -> None:
    viewer = _viewer(qtbot)
    cash = _big_file(tmp_path / "cash.txt", 1_000).read_text(encoding="utf-8")
    tourney = (FIXTURES / "pokerstars_tournament.txt").read_text(encoding="utf-8")
    view = _loaded(qtbot, viewer.open_text(cash + "\n\n\n" + tourney, "mixed"))
    assert view.list.model().rowCount() == 1_001
    view.search.setText("lucky luke")  # any case
    assert view.list.model().rowCount() == 1
    hand = view.hand_at(0)
    assert hand is not None and hand.hand_id == "230512345678"
    assert view.text.toPlainText().startswith("PokerStars Hand #230512345678")
    replay = view.replay(0)
    assert replay is not None and "Lucky Luke" in replay.source.seat_of
    qtbot.addWidget(replay)
    view.search.setText("900000999")
    assert view.list.model().rowCount() == 1 and view.hand_at(0).hand_id == "900000999"  # type: ignore[union-attr]
    view.search.clear()
    assert view.list.model().rowCount() == 1_001


def test_your_hands_before_any_hand_says_how_to_get_some(qtbot: QtBot) -> None:
    """A new player's empty list says where hands come from, and Replay and Export, with
    nothing to act on, are off (they did nothing, or wrote an empty file; seen playing)."""
    viewer = _viewer(qtbot)
    assert "No hands of yours yet" in viewer.text.placeholderText()
    assert not viewer.replay_button.isEnabled() and not viewer.export_button.isEnabled()
