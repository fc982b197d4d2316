"""Speed figures of the desktop application (run by hand; never timed inside the test suite).

Usage: python tests/benchmarks/bench_gui.py [--runs N]

1. Startup: the time from starting a process to the main window's first paint, for SheetMaker
   (started the way ``sheetmaker`` starts it) and for a bare PySide6 ``QMainWindow`` of the
   same size, each run N times as a fresh process under ``QT_QPA_PLATFORM=offscreen``.
   Target: SheetMaker at most 1.5 times the bare window (medians). Also shown: when
   SheetMaker is ready (roll machinery, samples, recovery and command-line files done).
2. Opening a sample sheet: ``MainWindow.open_file`` with the real sheet view, until the new
   tab is laid out and painted. Target: under 150 ms. The app imports the sheet views and
   loads the rules data when idle after startup; the first open measured here comes after that
   (as in the app), later opens are the steady cost.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

BARE = r"""
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow

class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, shown)  # once this paint is on screen
        return False

def shown():
    print("shown", flush=True)
    app.quit()

app = QApplication(["bare"])
app.setStyle("Fusion")
window = QMainWindow()
window.resize(1280, 800)
watcher = FirstPaint()
window.installEventFilter(watcher)
window.show()
app.exec()
"""

# What ``sheetmaker`` runs (sheetmaker.cli -> sheetmaker.app.main). The application runs its
# second startup step on the event-loop turn after the window's first paint: "shown" is printed
# there, the same moment as for the bare window, and "ready" when that step is done.
SHEETMAKER = r"""
import sys
from sheetmaker import cli
from sheetmaker import app as app_module

first_paint = app_module._after_first_paint

def instrumented(window, function):
    def second_step():
        print("shown", flush=True)
        window.startupFinished.connect(ready)
        function()

    def ready():
        print("ready", flush=True)
        app_module.QTimer.singleShot(0, window.close)

    first_paint(window, second_step)

app_module._after_first_paint = instrumented
sys.exit(cli.main(sys.argv[1:]))
"""

OPEN = r"""
import statistics, sys, time
from PySide6.QtCore import QCoreApplication, QEvent, QSettings
from PySide6.QtWidgets import QApplication
from sheetmaker.app import create_application
from sheetmaker.ui.main_window import MainWindow
from sheetmaker.ui.recovery import RecoveryStore

app = create_application(["bench"])
folder = sys.argv[1]
store = RecoveryStore(folder + "/recovery")
store.start()
window = MainWindow(QSettings(folder + "/s.ini", QSettings.Format.IniFormat), store)
window.resize(1280, 800)
window.show()
window.finish_startup()
QApplication.processEvents()
if "--cold" not in sys.argv:
    # What the app does when idle after startup (sheetmaker/app.py).
    from sheetmaker.ui.sheet_views import preload_sheet_views
    preload_sheet_views()

def open_once(path):
    start = time.perf_counter()
    sheet = window.open_file(path)
    QApplication.processEvents()  # lay out and paint the new tab
    elapsed = (time.perf_counter() - start) * 1000
    assert sheet is not None, path
    window.close_sheet(sheet)
    # The event loop would delete the closed tab's widgets; processEvents() alone does not.
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    return elapsed

paths = [p for p in sys.argv[2:] if p != "--cold"]
print(f"first {open_once(paths[0]):.1f}")
for path in paths:
    times = [open_once(path) for _ in range(7)]
    print(f"{statistics.median(times):.1f} {path}")
store.close()
"""


def _env(data: str) -> dict[str, str]:
    env = dict(os.environ)
    # Installed software runs from compiled bytecode: let the first run write it.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.update(
        QT_QPA_PLATFORM="offscreen",
        PYTHONPATH=str(ROOT) + os.pathsep + env.get("PYTHONPATH", ""),
        SHEETMAKER_SETTINGS_DIR=os.path.join(data, "settings"),
        SHEETMAKER_APP_DATA_DIR=os.path.join(data, "data"),
    )
    return env


def _timed_run(code: str, env: dict[str, str]) -> dict[str, float]:
    """Seconds from starting the process to each line it prints."""
    marks: dict[str, float] = {}
    start = time.perf_counter()
    process = subprocess.Popen(
        [sys.executable, "-c", code], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
        text=True, env=env, cwd=ROOT,
    )
    assert process.stdout is not None
    for line in process.stdout:
        marks[line.strip()] = time.perf_counter() - start
    process.wait(timeout=60)
    if "shown" not in marks:
        raise RuntimeError(f"the window was never shown (exit status {process.returncode})")
    return marks


def startup(runs: int) -> None:
    bare: list[float] = []
    shown: list[float] = []
    ready: list[float] = []
    with tempfile.TemporaryDirectory() as data:
        env = _env(data)
        _timed_run(BARE, env)  # warm the file cache once for both
        _timed_run(SHEETMAKER, env)
        for _ in range(runs):
            bare.append(_timed_run(BARE, env)["shown"])
            marks = _timed_run(SHEETMAKER, env)
            shown.append(marks["shown"])
            ready.append(marks["ready"])
    ratio = statistics.median(shown) / statistics.median(bare)
    print(f"Startup to the first paint (median of {runs} processes, offscreen):")
    print(f"  bare PySide6 QMainWindow   {statistics.median(bare) * 1000:7.0f} ms "
          f"(min {min(bare) * 1000:.0f})")
    print(f"  SheetMaker main window     {statistics.median(shown) * 1000:7.0f} ms "
          f"(min {min(shown) * 1000:.0f})  = {ratio:.2f}x bare (target <= 1.5x)")
    print(f"  SheetMaker ready           {statistics.median(ready) * 1000:7.0f} ms "
          f"(roll log, samples, recovery check)")


def opening() -> None:
    samples = sorted((ROOT / "resources" / "samples").glob("*.sheet.json"))
    with tempfile.TemporaryDirectory() as data:
        result = subprocess.run(
            [sys.executable, "-c", OPEN, data, *map(str, samples)],
            capture_output=True, text=True, env=_env(data), cwd=ROOT, check=True,
        )
    lines = result.stdout.splitlines()
    print("Opening a sample sheet into a tab, painted (target < 150 ms):")
    print(f"  first open in the process  {float(lines[0].split()[1]):7.1f} ms")
    for line in lines[1:]:
        ms, path = line.split(maxsplit=1)
        print(f"  {Path(path).name:<34} {float(ms):7.1f} ms (median of 7)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="processes per measurement")
    args = parser.parse_args()
    startup(args.runs)
    opening()


if __name__ == "__main__":
    main()
