"""Speed figures of the Trail of Cthulhu sheet view (run by hand; never timed inside the suite).

Usage: python tests/benchmarks/bench_toc_view.py [--profile] [--width 1280 --height 800]
Targets: opening the view on a sample sheet under 150 ms; the update after an ability edit
(every model, label and the rule checks refreshed, in the same event-loop turn) under 16 ms.

The sheet is the first ``resources/samples/toc-*.sheet.json``, or a generated investigator
(``random_investigator(random.Random(1))``) when there is none.
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("SHEETMAKER_NO_USER_DATA", "1")


from PySide6.QtWidgets import QApplication

from sheetmaker.io import fileformat
from sheetmaker.models.document import SheetDocument
from sheetmaker.models.rolls import RollController
from sheetmaker.models.toc_models import set_ability_value
from sheetmaker.resources import resource
from sheetmaker.systems.toc.generate import random_investigator


def _sample() -> tuple[str, object]:
    folder = resource("samples")
    for path in sorted(Path(folder).glob("toc-*.sheet.json")):
        return path.name, fileformat.load(str(path))
    return "random_investigator(Random(1))", random_investigator(random.Random(1))


def _arg(name: str, default: int) -> int:
    if name in sys.argv:
        return int(sys.argv[sys.argv.index(name) + 1])
    return default


def main() -> None:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setStyle("Fusion")
    width, height = _arg("--width", 1280), _arg("--height", 800)
    name, document = _sample()
    controller = RollController(random.Random(1))

    import_start = time.perf_counter()
    from sheetmaker.ui.toc_sheet import ToCSheetView

    import_ms = (time.perf_counter() - import_start) * 1000

    def open_view(show: bool = True) -> tuple[float, float, ToCSheetView, SheetDocument]:
        doc = SheetDocument(document)
        start = time.perf_counter()
        view = ToCSheetView(doc, controller)
        built = time.perf_counter()
        if show:
            view.resize(width, height)
            view.show()
            app.processEvents()  # layout and first paint
        shown = time.perf_counter()
        return (built - start) * 1000, (shown - start) * 1000, view, doc

    print(f"Sheet: {name}; view {width}×{height}, offscreen, Fusion")
    print(f"import of sheetmaker.ui.toc_sheet:            {import_ms:7.1f} ms")
    cold_build, cold_shown, view, doc = open_view()
    print(f"first open (cold): build {cold_build:6.1f} ms, shown and painted {cold_shown:6.1f} ms  (target < 150 ms)")
    view.close()
    view.deleteLater()
    app.processEvents()

    builds, showns = [], []
    for _ in range(15):
        build_ms, shown_ms, other, _doc = open_view()
        builds.append(build_ms)
        showns.append(shown_ms)
        other.close()
        other.deleteLater()
        app.processEvents()
    print(
        f"open (warm, median of 15): build {statistics.median(builds):6.1f} ms, "
        f"shown and painted {statistics.median(showns):6.1f} ms  (target < 150 ms)"
    )

    _build, _shown, view, doc = open_view()
    athletics = doc.derived.ability("Athletics").rating

    def timed(action) -> float:
        start = time.perf_counter()
        action()
        return (time.perf_counter() - start) * 1000

    edits, painted = [], []
    for i in range(200):
        value = athletics + 1 + i % 8
        edits.append(timed(lambda v=value: set_ability_value(doc, "Athletics", "rating", v, merge=False)))
        if i % 10 == 0:
            painted.append(timed(app.processEvents))
    undo = [timed(doc.undo_stack.undo) for _ in range(50)]
    refresh = [timed(lambda: view.refresh_pools("adventure")) for _ in range(20)]
    tests = [timed(lambda: view.test_ability("Driving")) for _ in range(50)]
    print(f"ability edit → every widget updated (median of 200): {statistics.median(edits):6.2f} ms, "
          f"worst {max(edits):6.2f} ms  (target < 16 ms)")
    print(f"repaint after an edit (processEvents, median):      {statistics.median(painted):6.2f} ms")
    print(f"undo of an edit (median of 50):                     {statistics.median(undo):6.2f} ms")
    print(f"refresh between adventures (median of 20):          {statistics.median(refresh):6.2f} ms")
    print(f"test of Driving through the controller (median 50): {statistics.median(tests):6.2f} ms")

    if "--profile" in sys.argv:
        import cProfile
        import pstats

        profile = cProfile.Profile()
        profile.enable()
        for i in range(100):
            set_ability_value(doc, "Athletics", "rating", athletics + 1 + i % 8, merge=False)
        profile.disable()
        pstats.Stats(profile).sort_stats("cumulative").print_stats(25)
        profile = cProfile.Profile()
        profile.enable()
        _b, _s, other, _d = open_view(show=False)
        profile.disable()
        pstats.Stats(profile).sort_stats("tottime").print_stats(20)
        other.deleteLater()
    view.close()
    view.deleteLater()
    app.processEvents()


if __name__ == "__main__":
    main()
