"""Timing helpers shared by the benchmark scripts (run by hand; never inside the test suite)."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable


def wall_times(func: Callable[[], object], repeat: int) -> list[float]:
    """The wall time of each of ``repeat`` runs of ``func``, in seconds."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        func()
        times.append(time.perf_counter() - start)
    return times


def median_ms(func: Callable[[], object], repeat: int = 2000) -> float:
    """The median wall time of ``repeat`` runs, in milliseconds."""
    return statistics.median(wall_times(func, repeat)) * 1000


def best_of(func: Callable[[], object], repeat: int = 3) -> float:
    """The best wall time of ``repeat`` runs, in seconds."""
    return min(wall_times(func, repeat))


def print_profile(func: Callable[[], object], lines: int = 25, sort: str = "cumulative") -> None:
    """Run ``func`` once under cProfile and print its ``lines`` costliest entries."""
    import cProfile
    import pstats

    profiler = cProfile.Profile()
    profiler.enable()
    func()
    profiler.disable()
    pstats.Stats(profiler).sort_stats(sort).print_stats(lines)
