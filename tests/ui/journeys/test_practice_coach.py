"""Journey: practice that teaches. A player plays practice hands, reads the hand review in
the table's chat, opens Practice › Push/fold trainer and answers a spot, then reads the
session report (issue 26)."""

from __future__ import annotations

from client.ui.trainer.push_fold_trainer import PushFoldTrainer
from tests.ui.journeys.player import Player


def test_practice_hand_review_then_the_trainer_and_the_report(app: Player) -> None:
    app.shots.mkdir(parents=True, exist_ok=True)
    table = app.sit_at_cash_table("Aldebaran")
    app.play_until(table, lambda: "Hand review (" in app.table_text(table),
                   lambda t: app.check_or_call())
    said = app.table_text(table)
    assert "your equity against their cards: preflop" in said
    assert "Costliest decision" in said or "No decision cost chips" in said
    table.grab().save(str(app.shots / "hand-review.png"))

    app.menu("Practice", "Push/fold trainer…")
    trainer = app.window_titled("Push/fold trainer")
    assert isinstance(trainer, PushFoldTrainer)
    assert "big blinds" in app.texts(trainer)
    app.click("Fold", trainer)
    app.wait(lambda: "Score: " in app.texts(trainer) and trainer.grid.isVisible())
    shown = app.texts(trainer)
    assert "Right: fold." in shown or "The answer is" in shown
    assert "Chart (" in shown and "Score: " in shown and " of 1 right" in shown
    trainer.grab().save(str(app.shots / "trainer-answered.png"))
    app.click("Next spot", trainer)
    app.wait(lambda: not trainer.grid.isVisible())
    trainer.close()

    app.menu("Practice", "Session report…")
    report = app.window_titled("Session report")
    app.wait(lambda: "Each cell: you" in app.texts(report))
    assert "the strong bot" in app.texts(report)  # this session's, or its self-play
    report.grab().save(str(app.shots / "session-report.png"))
