"""Speed of the keeper's library index over 5,000 sheets (run by hand; never inside the test suite).

Usage: python tests/benchmarks/bench_library.py [--profile]

The sheets are ~20 real generated sheets (CoC quick NPCs and investigators, ToC investigators
and NPCs) written 5,000 times with varied names, tags, kinds and notes, half in a subfolder;
one in ten carries a small PNG portrait. Figures and targets:

- cold listing, no cache (every file read by the strict loader): < 1.5 s
- warm listing from the cache file (a new cache object, nothing read): < 0.3 s
- ``sheetmaker list FOLDER`` in a new process, warm: < 1 s
- search as you type: ``matches()`` over the 5,000 entries for each keystroke of a search: < 30 ms

``--profile`` prints a cProfile of the cold listing.
"""

from __future__ import annotations

import base64
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from _timing import best_of, print_profile  # noqa: E402

from sheetmaker.io import fileformat, library  # noqa: E402
from tests.io.library_fixtures import write_library  # noqa: E402

COUNT = 5000
PNG_1X1 = bytes.fromhex(
    "89504e470d0a1a0a0000000d4948445200000001000000010806000000"
    "1f15c4890000000d49444154789c63382127f71f0004ba02043e571fc70000000049454e44ae426082"
)
TARGETS = {"cold": 1.5, "warm": 0.3, "cli": 1.0, "keystroke": 0.030}


def add_portraits(folder: Path) -> None:
    portrait = {"media_type": "image/png", "data": base64.b64encode(PNG_1X1).decode("ascii")}
    for index, path in enumerate(sorted(folder.rglob("*.sheet.json"))):
        if index % 10 == 0:
            raw = json.loads(path.read_text(encoding="utf-8"))
            raw["portrait"] = portrait
            path.write_text(json.dumps(raw, indent=1), encoding="utf-8")


def verdict(name: str, seconds: float) -> str:
    return "ok" if seconds < TARGETS[name] else "SLOW"


def main() -> None:
    profile = "--profile" in sys.argv
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "library"
        start = time.perf_counter()
        write_library(folder, COUNT)
        add_portraits(folder)
        print(f"built {COUNT} sheets in {time.perf_counter() - start:.1f} s")
        cache_path = Path(tmp) / "appdata" / library.CACHE_NAME
        fileformat.document_adapter()  # the validator is built once per process, not per listing

        cold = best_of(lambda: library.scan_all(folder, library.IndexCache(None)), repeat=3)
        entries = library.scan_all(folder, library.IndexCache(str(cache_path)))
        assert len(entries) == COUNT and not any(e.error for e in entries)
        size = cache_path.stat().st_size
        warm = best_of(lambda: library.scan_all(folder, library.IndexCache(str(cache_path))), repeat=5)

        env = dict(os.environ, SHEETMAKER_APP_DATA_DIR=str(cache_path.parent))
        command = [sys.executable, "-m", "sheetmaker", "list", str(folder)]
        subprocess.run(command, env=env, capture_output=True, check=True)  # fills the cache

        def cli_run() -> None:
            done = subprocess.run(command, env=env, capture_output=True, text=True, check=True)
            assert done.stdout.count("\n") == COUNT + 2

        cli = best_of(cli_run, repeat=3)
        cold_cli = best_of(lambda: subprocess.run([*command, "--no-cache"], env=env, capture_output=True, check=True),
                           repeat=2)
        json_cli = best_of(lambda: subprocess.run([*command, "--json"], env=env, capture_output=True, check=True),
                           repeat=3)

        # Search as you type: every prefix of the text, then a filter change.
        text = "zoé number00"
        keystrokes = []
        for end in range(1, len(text) + 1):
            started = time.perf_counter()
            shown = sum(1 for e in entries if library.matches(e, text[:end]))
            keystrokes.append(time.perf_counter() - started)
        started = time.perf_counter()
        sum(1 for e in entries if library.matches(e, text, game="coc7", kind="npc", tag="boss"))
        keystrokes.append(time.perf_counter() - started)
        worst, median = max(keystrokes), statistics.median(keystrokes)

        print(f"cold listing, no cache:          {cold * 1000:7.0f} ms   (target < 1,500 ms) {verdict('cold', cold)}")
        print(f"warm listing from the cache:     {warm * 1000:7.0f} ms   (target <   300 ms) {verdict('warm', warm)}"
              f"   cache file {size / 1024 / 1024:.1f} MiB")
        print(f"'sheetmaker list' new process:   {cli * 1000:7.0f} ms   (target < 1,000 ms) {verdict('cli', cli)}"
              f"   (--json: {json_cli * 1000:.0f} ms; --no-cache, imports included: {cold_cli * 1000:.0f} ms)")
        print(f"search keystroke over {COUNT}:    worst {worst * 1000:5.1f} ms, median {median * 1000:4.1f} ms"
              f"   (target < 30 ms) {verdict('keystroke', worst)}   ({shown} shown)")
        if profile:
            print_profile(lambda: library.scan_all(folder, library.IndexCache(None)), lines=25, sort="tottime")


if __name__ == "__main__":
    main()
