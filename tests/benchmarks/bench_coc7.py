"""Speed figures of the Call of Cthulhu rules (run by hand; never timed inside the test suite).

Usage: python tests/benchmarks/bench_coc7.py [--profile]
Targets: derive() under 0.5 ms per sheet on the samples; 1,000 random investigators in one
process under 2 s. ``--profile`` prints where the generator spends its time.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from _timing import best_of, median_ms, print_profile

from sheetmaker.io import fileformat
from sheetmaker.resources import resource
from sheetmaker.systems.coc7 import data as coc_data
from sheetmaker.systems.coc7.generate import quick_npc, random_investigator
from sheetmaker.systems.coc7.rules import derive
from sheetmaker.systems.coc7.validate import validate


def main() -> None:
    data = coc_data.load(None)
    samples = [fileformat.load(path) for path in sorted(resource("samples").glob("*.sheet.json"))]
    samples = [doc for doc in samples if doc.system == "coc7"]
    derive(samples[0].sheet, data)  # build the per-data index once

    print("derive() per sample sheet (median of 2,000 runs; target < 0.5 ms):")
    for doc in samples:
        ms = median_ms(lambda doc=doc: derive(doc.sheet, data))
        print(f"  {doc.name:<28} {ms:7.3f} ms")
    print("validate() per sample sheet (median of 2,000 runs):")
    for doc in samples:
        ms = median_ms(lambda doc=doc: validate(doc, data))
        print(f"  {doc.name:<28} {ms:7.3f} ms")

    def investigators() -> None:
        for seed in range(1000):
            random_investigator(random.Random(seed), era="modern" if seed % 3 == 2 else "1920s", data=data)

    def npcs() -> None:
        for seed in range(1000):
            quick_npc(random.Random(seed), "professional", data=data)

    print(f"1,000 random investigators:          {best_of(investigators) * 1000:8.1f} ms  (target < 2000 ms)")
    print(f"1,000 quick NPCs:                    {best_of(npcs) * 1000:8.1f} ms")

    def generate_and_check() -> None:
        for seed in range(1000):
            doc = random_investigator(random.Random(seed), data=data)
            validate(doc, data)

    print(f"1,000 investigators + validate():    {best_of(generate_and_check) * 1000:8.1f} ms")

    if "--profile" in sys.argv:
        print_profile(investigators, 25)


if __name__ == "__main__":
    main()
