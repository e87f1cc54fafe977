"""Practice › Push/fold trainer: a spot, the answer, the chart with the hand, the score."""

from __future__ import annotations

import random
from decimal import Decimal

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from client.practice.drill import DrillSpot, Tourney
from client.ui.trainer.chart_grid import grid_cell, grid_class
from client.ui.trainer.push_fold_trainer import PushFoldTrainer


def test_push_fold_trainer_grid_places_pairs_suited_and_offsuit() -> None:
    assert grid_class(0, 0) == "AA" and grid_class(0, 1) == "AKs" and grid_class(1, 0) == "AKo"
    for cls in ("72o", "T9s", "55", "AKo"):
        assert grid_class(*grid_cell(cls)) == cls


def test_push_fold_trainer_right_answer_scores_and_shows_the_chart(qtbot: QtBot) -> None:
    trainer = PushFoldTrainer(random.Random(1))
    qtbot.addWidget(trainer)
    trainer.show_spot(DrillSpot(("As", "Ah"), 10, 0.0, 6, 5))
    assert trainer.go_button.text() == "&Push" and trainer.grid.isHidden()
    trainer.go_button.click()
    assert trainer.verdict.text() == "Right: push."
    assert "AA is a push there" in trainer.reason.text()
    assert trainer.grid.marked == "AA" and "AA" in trainer.grid.classes
    assert not trainer.grid.isHidden() and trainer.next_button.isEnabled()
    assert not trainer.go_button.isEnabled()
    assert trainer.score.text() == "Score: 1 of 1 right (100%)"


def test_push_fold_trainer_wrong_answer_says_the_icm_reason(qtbot: QtBot) -> None:
    """On the bubble the chart's push of 99 becomes a fold: the window says why."""
    trainer = PushFoldTrainer(random.Random(1))
    qtbot.addWidget(trainer)
    trainer.show_spot(DrillSpot(("9c", "9h"), 12, 0.125, 3, 2,
                                Tourney((Decimal(65), Decimal(35)), (3000, 300))))
    assert "On the bubble." in trainer.situation.text()
    trainer.go_button.click()
    assert trainer.verdict.text() == "The answer is fold (you chose push)."
    assert "99 is a push there" in trainer.reason.text()
    assert "Prize money changes the chart's answer" in trainer.reason.text()
    assert trainer.score.text() == "Score: 0 of 1 right (0%)"


def test_push_fold_trainer_next_spot_and_keys(qtbot: QtBot) -> None:
    trainer = PushFoldTrainer(random.Random(5))
    qtbot.addWidget(trainer)
    trainer.show()
    qtbot.waitExposed(trainer)
    trainer.tournaments.setChecked(False)
    for _ in range(5):
        QTest.keyClick(trainer, Qt.Key.Key_F)
        assert trainer.answered is not None
        trainer.next_button.click()
        assert trainer.answered is None and trainer.spot.tourney is None
    assert trainer.asked == 5
    trainer.show_spot(DrillSpot(("Kd", "Ks"), 8, 0.0, 2, 0))
    assert trainer.go_button.text() == "&Call"
    QTest.keyClick(trainer, Qt.Key.Key_P)
    assert trainer.answered is None, "P is push; facing an all-in the answer is C"
    QTest.keyClick(trainer, Qt.Key.Key_C)
    assert trainer.verdict.text() == "Right: call."


def test_push_fold_trainer_buttons_stay_put_from_spot_to_spot(qtbot: QtBot) -> None:
    """Answer, Next spot, answer again: the buttons must not jump up and down as the
    chart shows and hides (seen playing: they moved about 120 px every spot)."""
    trainer = PushFoldTrainer(random.Random(1))
    qtbot.addWidget(trainer)
    trainer.show()
    qtbot.waitExposed(trainer)
    layout = trainer.layout()
    assert layout is not None
    trainer.show_spot(DrillSpot(("As", "Ah"), 10, 0.0, 6, 5))
    layout.activate()
    asked = (trainer.go_button.mapTo(trainer, trainer.go_button.rect().topLeft()),
             trainer.next_button.mapTo(trainer, trainer.next_button.rect().topLeft()))
    trainer.go_button.click()
    layout.activate()
    answered = (trainer.go_button.mapTo(trainer, trainer.go_button.rect().topLeft()),
                trainer.next_button.mapTo(trainer, trainer.next_button.rect().topLeft()))
    assert answered == asked


def test_push_fold_trainer_shows_the_higher_card_first(qtbot: QtBot) -> None:
    """The chart says Q4o: the cards read Q then 4 (seen playing: 4 then Q)."""
    trainer = PushFoldTrainer(random.Random(1))
    qtbot.addWidget(trainer)
    trainer.show_spot(DrillSpot(("4s", "Qh"), 7, 0.0, 2, 1))
    assert trainer.cards.cards == ("Qh", "4s")
    assert trainer.cards.accessibleName() == "Qh 4s"
