"""Speed figures of the PDF export (run by hand; never timed inside the test suite).

Usage: python tests/benchmarks/bench_pdf.py [--profile]
Targets: one Call of Cthulhu sheet in under 100 ms; 1,000 NPC statblocks (half CoC, half ToC
quick NPCs) into one PDF in under 10 s. ``--profile`` prints where the statblock export spends
its time.
"""

from __future__ import annotations

import random
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from _timing import median_ms

from sheetmaker.io import fileformat
from sheetmaker.pdf.common import fonts
from sheetmaker.pdf.export import render
from sheetmaker.resources import resource
from sheetmaker.systems.coc7.generate import quick_npc as coc_npc
from sheetmaker.systems.toc.generate import quick_npc as toc_npc

NOW = datetime(2026, 11, 22, 12, 0, tzinfo=UTC)


def npcs(count: int):
    rng = random.Random(2026)
    tiers = ("average", "professional", "expert")
    half = count // 2
    return [coc_npc(rng, tiers[i % 3], now=NOW) for i in range(half)] + [
        toc_npc(rng, tiers[i % 3], now=NOW) for i in range(count - half)
    ]


def main() -> None:
    start = time.perf_counter()
    fonts()
    print(f"font registration (once per process): {(time.perf_counter() - start) * 1000:.0f} ms")
    samples = {
        name: fileformat.load(resource("samples", f"{name}.sheet.json"))
        for name in ("harvey-walters", "eleni-papadaki", "toc-pulp-pilot")
    }
    render([samples["harvey-walters"]])  # warm the rules data and the derive caches

    print("one sheet, median of 20 runs (target for CoC < 100 ms):")
    for name, document in samples.items():
        for label, options in (("", {}), (" plain", {"plain": True}), (" fillable", {"fillable": True})):
            ms = median_ms(lambda document=document, options=options: render([document], **options), 20)
            print(f"  {name + label:<28} {ms:7.1f} ms")

    documents = npcs(1000)
    print("1,000 NPC statblocks (500 CoC + 500 ToC) into one PDF (target < 10 s):")
    if "--profile" in sys.argv:
        import cProfile
        import pstats

        profiler = cProfile.Profile()
        profiler.enable()
        data, _ = render(documents, layout="statblock")
        profiler.disable()
        pstats.Stats(profiler).sort_stats("cumulative").print_stats(25)
    start = time.perf_counter()
    data, _ = render(documents, layout="statblock")
    seconds = time.perf_counter() - start
    import io

    from pypdf import PdfReader

    pages = len(PdfReader(io.BytesIO(data)).pages)
    print(f"  {seconds:.2f} s, {pages} pages, {len(data) / 1024:.0f} KiB")


if __name__ == "__main__":
    main()
