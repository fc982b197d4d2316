"""Speed figures of the CoC sheet view (run by hand; never timed inside the test suite).

Usage: python tests/benchmarks/bench_coc7_view.py [--profile]
Targets: a characteristic edit updates every dependent display in under 16 ms (one frame at
60 Hz); opening a sheet (read the file, derive, validate, build the view) under 150 ms.
``--profile`` prints where a characteristic edit spends its time.

Figures: "edit" is the synchronous part (the spin box's valueChanged → undo command → derive and
validate → every label, table cell and violation shown); "edit + paint" adds the event-loop turn
that repaints the visible window (offscreen, Fusion style).
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("SHEETMAKER_NO_USER_DATA", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

# PySide6 first: importing it after pydantic has started loading trips shiboken's import hook.
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

SAMPLE = "harvey-walters.sheet.json"


def summary(times: list[float]) -> str:
    ms = sorted(t * 1000 for t in times)
    p95 = ms[min(len(ms) - 1, int(len(ms) * 0.95))]
    return f"median {statistics.median(ms):6.2f} ms, p95 {p95:6.2f} ms, max {ms[-1]:6.2f} ms"


def main() -> None:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setStyle("Fusion")

    start = time.perf_counter()
    from sheetmaker.models.document import SheetDocument
    from sheetmaker.models.rolls import RollController
    from sheetmaker.resources import resource
    from sheetmaker.systems.coc7 import data as coc7_data
    from sheetmaker.ui.coc7_sheet import CoC7SheetView

    imported = time.perf_counter()
    path = str(resource("samples", SAMPLE))
    controller = RollController()

    # First open in this process: includes loading and checking the rules data files (an
    # import may have loaded them already: start again so that the figure includes them).
    coc7_data.load.cache_clear()
    t0 = time.perf_counter()
    coc7_data.load()
    t_data = time.perf_counter()
    doc = SheetDocument.open(path)
    _ = doc.derived
    _ = doc.violations
    t1 = time.perf_counter()
    view = CoC7SheetView(doc, controller)
    t2 = time.perf_counter()
    view.resize(1280, 800)
    view.show()
    app.processEvents()
    t3 = time.perf_counter()
    print(f"Python imports of the GUI modules: {1000 * (imported - start):.0f} ms (once per process)")
    print("First sheet opened in the process (target < 150 ms in total):")
    print(f"  load and check the rules data files:          {1000 * (t_data - t0):6.1f} ms")
    print(f"  read + derive + validate:                     {1000 * (t1 - t_data):6.1f} ms")
    print(f"  build the view:                               {1000 * (t2 - t1):6.1f} ms")
    print(f"  first layout and paint at 1280x800:           {1000 * (t3 - t2):6.1f} ms")
    print(f"  total:                                        {1000 * (t3 - t0):6.1f} ms")

    opens = []
    builds = []
    for _ in range(15):
        a = time.perf_counter()
        other = SheetDocument.open(path)
        _ = other.derived
        _ = other.violations
        b = time.perf_counter()
        other_view = CoC7SheetView(other, controller)
        other_view.resize(1280, 800)
        other_view.show()
        app.processEvents()
        c = time.perf_counter()
        opens.append(b - a)
        builds.append(c - b)
        other_view.close()
        other_view.deleteLater()
        other.deleteLater()
        app.processEvents()
    print("Further sheets (data already loaded), 15 runs:")
    print(f"  read + derive + validate:         {summary(opens)}")
    print(f"  build, lay out and paint the view: {summary(builds)}")
    print(f"  total:                             {summary([a + b for a, b in zip(opens, builds, strict=True)])}")

    spins = view.characteristic_spins
    edits: list[float] = []
    painted: list[float] = []
    values = [50, 65, 80, 35, 70]
    for i in range(300):
        name = ("STR", "SIZ", "DEX", "CON", "EDU")[i % 5]
        spin = spins[name]
        value = values[(i // 5) % len(values)]
        if spin.value() == value:
            value += 1
        a = time.perf_counter()
        spin.setValue(value)  # as typing does: valueChanged → the document → every display
        b = time.perf_counter()
        app.processEvents()
        c = time.perf_counter()
        edits.append(b - a)
        painted.append(c - a)
    print("Characteristic edit, 300 edits of STR/SIZ/DEX/CON/EDU (target < 16 ms):")
    print(f"  edit (every dependent value shown): {summary(edits)}")
    print(f"  edit + paint:                       {summary(painted)}")
    undo = []
    for _ in range(100):
        a = time.perf_counter()
        doc.undo_stack.undo()
        undo.append(time.perf_counter() - a)
    print(f"Undo of an edit (every dependent value restored): {summary(undo)}")

    if "--profile" in sys.argv:
        import cProfile
        import pstats

        profiler = cProfile.Profile()
        profiler.enable()
        for i in range(200):
            spins["DEX"].setValue(40 + i % 40)
        profiler.disable()
        pstats.Stats(profiler).sort_stats("cumulative").print_stats(25)

    view.close()
    QCoreApplication.processEvents()


if __name__ == "__main__":
    main()
