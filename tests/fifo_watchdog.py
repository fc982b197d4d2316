"""A FIFO for tests of code that must refuse it without blocking.

Opening a FIFO for reading blocks until a writer comes. :func:`fifo_that_unblocks` makes one and,
while the test runs, keeps trying to open it for writing without blocking: that succeeds only
once the code under test has opened it for reading (a regression), and then it writes a line and
closes, so the regressed read ends at once with that line instead of hanging the test run. The
test then fails on what it asserts, never by hanging.
"""

from __future__ import annotations

import contextlib
import os
import threading
import time
from collections.abc import Iterator
from pathlib import Path

#: What a regressed reader gets from the FIFO.
LINE = b"written into the FIFO by the test's watchdog\n"


@contextlib.contextmanager
def fifo_that_unblocks(path: Path) -> Iterator[dict[str, bool]]:
    """Make a FIFO at ``path``; yields ``{"opened": bool}``, true once something opened it for
    reading while the test ran."""
    os.mkfifo(path)
    state = {"opened": False}
    stop = threading.Event()

    def watch() -> None:
        while not stop.is_set():
            try:
                fd = os.open(path, os.O_WRONLY | os.O_NONBLOCK)
            except OSError:  # ENXIO: nobody has it open for reading
                time.sleep(0.02)
                continue
            state["opened"] = True
            try:
                with contextlib.suppress(OSError):
                    os.write(fd, LINE)
            finally:
                os.close(fd)
            return

    thread = threading.Thread(target=watch, name="fifo-watchdog", daemon=True)
    thread.start()
    try:
        yield state
    finally:
        stop.set()
        thread.join(5)
