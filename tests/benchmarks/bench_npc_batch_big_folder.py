"""Writing a batch of quick NPCs into a big folder (run by hand; never timed inside the test suite).

Usage: python tests/benchmarks/bench_npc_batch_big_folder.py [--profile]

``sheetmaker new coc7 --npc --count 500 -o FOLDER`` into an empty folder and into a folder that
already holds 20,000 sheets: the time must not depend on the folder's size (it once took 0.9 s
and 9.3 s: every new file's name was checked by listing the folder again). The figures are the
whole command, in-process (NPCs made and written), best of 3. ``--profile`` prints where the
big-folder run spends its time.
"""

from __future__ import annotations

import contextlib
import io
import os
import shutil
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from _timing import best_of, print_profile

from sheetmaker.cli import main as cli_main

COUNT = 500
FILLERS = 20_000
#: The big folder may take at most this much longer than the empty one.
RATIO = 2.0


def _fill(folder: Path) -> None:
    folder.mkdir(parents=True)
    for number in range(FILLERS):
        (folder / f"Filler {number:05d}.sheet.json").write_bytes(b"{}")


def _new(folder: Path) -> None:
    with contextlib.redirect_stdout(io.StringIO()):
        status = cli_main(["new", "coc7", "--npc", "--count", str(COUNT), "-o", str(folder), "--seed", "7"])
    assert status == 0


def main() -> None:
    root = Path(tempfile.mkdtemp(prefix="bench-npc-big-"))
    runs = iter(range(1_000_000))
    try:
        big = root / "big"
        _fill(big)

        def into_empty() -> None:
            _new(root / f"empty-{next(runs)}")

        def into_big() -> None:
            _new(big)  # each run adds 500 sheets more: the folder only grows
            for name in os.listdir(big):
                if not name.startswith("Filler "):
                    os.unlink(big / name)

        _new(root / "warm-up")  # rules data and modules loaded, as in a fresh process
        empty = best_of(into_empty, 3)
        full = best_of(into_big, 3)
        ok = full < empty * RATIO
        print(f"{COUNT} quick NPCs (coc7) into an empty folder: {empty:.3f} s")
        print(f"{COUNT} quick NPCs (coc7) into a folder of {FILLERS:,} sheets: {full:.3f} s "
              f"({full / empty:.2f}x; target < {RATIO:.1f}x) {'OK' if ok else 'TOO SLOW'}")
        if "--profile" in sys.argv:
            print_profile(lambda: _new(big))
    finally:
        shutil.rmtree(root, ignore_errors=True)
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
