"""Screens of the practice tools for docs/screenshots: the push/fold trainer after an
answer on the bubble (the chart with the hand outlined and the ICM reason), and the
session report (real widgets, sample data).

Called by tests.ui.screenshots.capture_all.
"""

from __future__ import annotations

import random
from decimal import Decimal
from pathlib import Path

from client.practice.drill import DrillSpot, Move, Tourney
from client.practice.leaks import LeakRow, SessionReport, Tally
from client.ui.trainer.leak_report import LeakReport
from client.ui.trainer.push_fold_trainer import PushFoldTrainer
from tests.ui.capture import save, settle


def trainer_screens(out: Path) -> list[Path]:
    """The trainer answered (ICM turns a chart push into a fold) and a session report."""
    trainer = PushFoldTrainer(random.Random(1))
    trainer.show_spot(DrillSpot(("9c", "9h"), 12, 0.125, 3, 2,
                                Tourney((Decimal(65), Decimal(35)), (3000, 300))))
    trainer.right, trainer.asked = 6, 8
    trainer.choose(Move.PUSH)
    settle(trainer, 560, 760)
    paths = [save(trainer, out, "push_fold_trainer")]
    me = {"EP": Tally(30, 11, 5, 2, 0, 1, 1, 10, 4), "CO": Tally(28, 12, 6, 3, 0, 2, 2, 11, 6),
          "BTN": Tally(29, 14, 8, 4, 1, 3, 3, 12, 6), "SB": Tally(29, 13, 3, 5, 0, 1, 1, 10, 5),
          "BB": Tally(30, 15, 2, 8, 0, 0, 0, 14, 8)}
    bot = {"EP": Tally(60, 13, 13, 4, 0, 3, 1, 16, 4), "CO": Tally(58, 14, 13, 8, 1, 4, 1, 16, 5),
           "BTN": Tally(59, 16, 15, 9, 2, 5, 1, 17, 5), "SB": Tally(60, 28, 19, 11, 2, 2, 1, 22, 7),
           "BB": Tally(60, 31, 9, 14, 3, 0, 0, 27, 9)}
    total_me, total_bot = Tally(), Tally()
    rows = []
    for position, tally in me.items():
        rows.append(LeakRow(position, tally, bot[position]))
        total_me.add(tally)
        total_bot.add(bot[position])
    report = LeakReport()
    report.show_report(SessionReport((*rows, LeakRow("All", total_me, total_bot))))
    settle(report, 820, 340)
    paths.append(save(report, out, "session_report"))
    for window in (trainer, report):
        window.close()
    return paths
