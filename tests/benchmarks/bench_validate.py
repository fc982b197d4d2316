"""Speed of ``sheetmaker validate`` over 2,000 sheets (run by hand; never inside the test suite).

Usage: python tests/benchmarks/bench_validate.py

The sheets are copies of the bundled samples; one in ten carries a small PNG portrait so the
portrait checks are part of the figure. Two figures: the whole command in a fresh process (what
a user waits for) and the command run in this process (the loader and rules alone, best of 3).
"""

from __future__ import annotations

import base64
import contextlib
import io
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from _timing import best_of  # noqa: E402

from sheetmaker import cli  # noqa: E402
from sheetmaker.resources import resource  # noqa: E402

COUNT = 2000
PNG_1X1 = bytes.fromhex(
    "89504e470d0a1a0a0000000d4948445200000001000000010806000000"
    "1f15c4890000000d49444154789c63382127f71f0004ba02043e571fc70000000049454e44ae426082"
)


def make_sheets(folder: Path) -> list[str]:
    samples = sorted(resource("samples").glob("*.sheet.json"))
    raws = [json.loads(path.read_text(encoding="utf-8")) for path in samples]
    portrait = {"media_type": "image/png", "data": base64.b64encode(PNG_1X1).decode("ascii")}
    names = []
    for index in range(COUNT):
        raw = dict(raws[index % len(raws)])
        if index % 10 == 0:
            raw["portrait"] = portrait
        path = folder / f"sheet-{index:04}.sheet.json"
        path.write_text(json.dumps(raw, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        names.append(str(path))
    return names


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        names = make_sheets(Path(tmp))

        def in_process() -> None:
            with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
                cli.main(["validate", "-q", *names])

        start = time.perf_counter()
        env = dict(os.environ, PYTHONPATH=str(ROOT))
        done = subprocess.run(
            [sys.executable, "-m", "sheetmaker", "validate", "-q", *names],
            env=env, capture_output=True, check=False,
        )
        whole = time.perf_counter() - start
        print(f"validate {COUNT} sheets, new process:  {whole * 1000:8.0f} ms  (exit {done.returncode})")
        print(f"validate {COUNT} sheets, in process:   {best_of(in_process, 3) * 1000:8.0f} ms")


if __name__ == "__main__":
    main()
