"""Speed figures of the Trail of Cthulhu creation wizard (run by hand; never timed in the suite).

Usage: python tests/benchmarks/bench_toc_wizard.py
Targets: opening the wizard (build every page, show the first) under 150 ms; a rating change on
the general page refreshes the ability table (dataChanged for the changed rows), the page's rule
lines, the live summary and the problems in under 16 ms (one frame at 60 Hz), with every step
answered so the whole draft is rebuilt.

"open" is the wizard built and shown with its first page painted (the rules data already
loaded; the first open in a process also imports the page modules and is reported separately).
"change" is the synchronous part of one rating change through the table (setData → session
rebuild: every step re-applied, derive, validate → the page, the summary and the problem list
shown); "change + paint" adds the repaint (which asks the session the next point's price of the
visible rows that changed).
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("SHEETMAKER_NO_USER_DATA", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication


def summary(times: list[float]) -> str:
    ms = sorted(t * 1000 for t in times)
    p95 = ms[min(len(ms) - 1, int(len(ms) * 0.95))]
    return f"median {statistics.median(ms):6.2f} ms, p95 {p95:6.2f} ms, max {ms[-1]:6.2f} ms"


def main() -> None:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setStyle("Fusion")
    from sheetmaker.systems.toc import data as toc_data

    toc_data.load()
    t0 = time.perf_counter()
    from sheetmaker.systems.toc.session import CampaignAnswers, OccupationAnswers
    from sheetmaker.ui.wizards.toc.abilities import AbilityTableModel
    from sheetmaker.ui.wizards.toc.wizard import ToCCreationWizard

    wizard = ToCCreationWizard(rng=random.Random(0))
    wizard.show()
    app.processEvents()
    first = time.perf_counter() - t0
    wizard.deleteLater()
    app.processEvents()

    opens = []
    for seed in range(15):
        t = time.perf_counter()
        w = ToCCreationWizard(rng=random.Random(seed))
        w.show()
        app.processEvents()
        opens.append(time.perf_counter() - t)
        w.hide()
        w.deleteLater()
        app.processEvents()
    print(f"first open (imports the pages): {first * 1000:6.1f} ms")
    print(f"open wizard:                    {summary(opens)}   (target < 150 ms)")

    wizard = ToCCreationWizard(rng=random.Random(1))
    wizard.resize(1280, 800)
    wizard.show()
    wizard.model.set("campaign", CampaignAnswers())
    wizard.model.set("occupation", OccupationAnswers(name="Police Detective"))
    wizard.model.randomise_rest("campaign")
    wizard.go_to_step("general")
    app.processEvents()
    page = wizard.current_page
    table = page.table_model
    changes, painted = [], []
    for i in range(60):
        # Athletics moves Fleeing's price and the Hit Threshold; Scuffling only its own row.
        name = "Athletics" if i % 2 else "Scuffling"
        line = table.lines[name]
        rating = line.creation_rating + (1 if i % 4 < 2 else -1)
        index = table.index(table.row_of(name), AbilityTableModel.RATING)
        t = time.perf_counter()
        table.setData(index, max(0, rating), Qt.ItemDataRole.EditRole)
        changes.append(time.perf_counter() - t)
        app.processEvents()
        painted.append(time.perf_counter() - t)
    print(f"general rating change:          {summary(changes)}   (target < 16 ms)")
    print(f"general rating change + paint:  {summary(painted)}")


if __name__ == "__main__":
    main()
