"""Speed figures of the Qt-free core (run by hand; never timed inside the test suite).

Usage: python tests/benchmarks/bench_core.py
Targets (issue 2): 100,000 d100 rolls in under 1 s; load and save of a sheet under 5 ms each.
"""

from __future__ import annotations

import random
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from _timing import best_of, median_ms

from sheetmaker.core import d100, dice
from sheetmaker.io import fileformat
from sheetmaker.resources import resource


def sample_document():
    samples = sorted(resource("samples").glob("*.sheet.json")) if resource("samples").is_dir() else []
    if samples:
        return fileformat.load(samples[0])
    from sheetmaker.systems.coc7.model import CoC7Document

    return CoC7Document(name="Benchmark")


def main() -> None:
    rng = random.Random(1)

    def rolls() -> None:
        for _ in range(100_000):
            d100.roll_d100(rng, 55)

    def bonus_rolls() -> None:
        for _ in range(100_000):
            d100.roll_d100(rng, 55, bonus=2)

    expression = dice.parse("1D6+1+2D4")

    def damage_rolls() -> None:
        for _ in range(100_000):
            expression.roll(rng)

    print(f"100,000 d100 rolls:                {best_of(rolls, 5) * 1000:8.1f} ms  (target < 1000 ms)")
    print(f"100,000 d100 rolls, 2 bonus dice:  {best_of(bonus_rolls, 5) * 1000:8.1f} ms")
    print(f"100,000 rolls of 1D6+1+2D4:        {best_of(damage_rolls, 5) * 1000:8.1f} ms")

    document = sample_document()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "bench.sheet.json"
        fileformat.save(document, path)
        save_ms = median_ms(lambda: fileformat.save(document, path), 200)
        print(f"save a sheet (atomic, fsync):      {save_ms:8.2f} ms  (target < 5 ms)")
        load_ms = median_ms(lambda: fileformat.load(path), 200)
        print(f"load a sheet:                      {load_ms:8.2f} ms  (target < 5 ms)")


if __name__ == "__main__":
    main()
