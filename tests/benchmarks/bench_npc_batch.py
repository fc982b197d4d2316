"""Speed of quick NPCs in bulk (run by hand; never timed inside the test suite).

Usage: python tests/benchmarks/bench_npc_batch.py [--profile]
Target (issue 13): 100 quick NPCs made and written in < 1 s, for each game (the first batch
includes loading the rules data and the PDF module's file-name helper, as a fresh process does).
``--profile`` prints where a batch spends its time.
"""

from __future__ import annotations

import random
import shutil
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from _timing import best_of, print_profile

from sheetmaker.io.npc_batch import make_npcs, write_batch

TARGET_S = 1.0
COUNT = 100


def main() -> None:
    root = Path(tempfile.mkdtemp(prefix="bench-npc-"))
    runs = iter(range(1_000_000))
    failed = False

    def batch(game: str) -> None:
        folder = root / f"{game}-{next(runs)}"
        documents = make_npcs(game, COUNT, tier="professional", tag="npc", rng=random.Random(1))
        paths = write_batch(folder, documents)
        assert len(paths) == COUNT

    try:
        for game in ("coc7", "toc"):
            start = time.perf_counter()
            batch(game)
            cold = time.perf_counter() - start
            warm = best_of(lambda game=game: batch(game), 5)
            ok = cold < TARGET_S and warm < TARGET_S
            failed |= not ok
            print(
                f"{COUNT} quick NPCs ({game}) made and written: first {cold:.3f} s, best of 5 "
                f"{warm:.3f} s (target < {TARGET_S:.1f} s) {'OK' if ok else 'TOO SLOW'}"
            )
        if "--profile" in sys.argv:
            print_profile(lambda: batch("coc7"))
    finally:
        shutil.rmtree(root, ignore_errors=True)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
