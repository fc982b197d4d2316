"""Shared pieces of the fault-injection suite (tests/faults): child processes killed at random
moments, hang guards, and the real application started on damaged app data."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = ROOT / "resources" / "samples"


def child_env(**extra: str) -> dict[str, str]:
    """The environment of a child process: this checkout first on the path, offscreen Qt."""
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    env.update(extra)
    return env


def kill_at_random(argv: list[str], rng, *, env: dict[str, str], most: float) -> None:
    """Start ``argv``, wait until it prints its first line (it is up and working), let it run for
    up to ``most`` seconds more, then SIGKILL it."""
    child = subprocess.Popen(argv, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    try:
        child.stdout.readline()
        import time

        time.sleep(rng.uniform(0, most))
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait()
        child.stdout.close()


@pytest.fixture
def no_hang():
    """Turn a blocked read into a test failure instead of a hung suite: SIGALRM after the given
    number of seconds raises ``TimeoutError`` in the test (interrupting a blocking ``open``)."""

    def handler(signum, frame):
        raise TimeoutError("blocked: the code under test hung on a special file")

    old = signal.signal(signal.SIGALRM, handler)

    def arm(seconds: int = 5) -> None:
        signal.alarm(seconds)

    yield arm
    signal.alarm(0)
    signal.signal(signal.SIGALRM, old)


def run_app(args: list[str], *, data: Path, settings: Path, answers: str = "", timeout: float = 90) -> dict:
    """Start the real application (tests/faults/app_driver.py) on ``data``/``settings``; its
    report (a dict), with ``returncode``. A crash is a negative return code, a hang a time-out."""
    env = child_env(
        SHEETMAKER_APP_DATA_DIR=str(data),
        SHEETMAKER_SETTINGS_DIR=str(settings),
        SHEETMAKER_NO_USER_DATA="1",
        SHEETMAKER_NO_HINTS="1",
        DRIVER_ANSWERS=answers,
    )
    done = subprocess.run(
        [sys.executable, str(ROOT / "tests" / "faults" / "app_driver.py"), *args],
        env=env, capture_output=True, text=True, timeout=timeout,
    )
    report: dict = {"returncode": done.returncode, "stderr": done.stderr[-3000:]}
    for line in done.stdout.splitlines():
        if line.startswith("DRIVER "):
            report.update(json.loads(line[len("DRIVER "):]))
        elif line.startswith("DRIVER-ERROR "):
            report["error"] = line
    return report
