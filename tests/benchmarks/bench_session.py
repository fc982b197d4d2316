"""Speed figures of the Call of Cthulhu creation session (run by hand; never timed inside the
test suite).

Usage: python tests/benchmarks/bench_session.py [--profile]
Target: a characteristic change with every later step answered (the wizard re-applies them all
on each spin-box step) under 16 ms, one frame at 60 Hz. ``--profile`` prints where such a
change spends its time.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from itertools import cycle
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from _timing import median_ms, print_profile

from sheetmaker.resources import resource
from sheetmaker.systems.coc7 import data as coc_data
from sheetmaker.systems.coc7.session import (
    CharacteristicsAnswers,
    CreationSession,
    SkillsAnswers,
    load_answers,
)


def main() -> None:
    data = coc_data.load(None)
    CreationSession(random.Random(0), data).randomise_rest()  # indexes and caches built once
    seeds = cycle(range(10_000))

    print("Creation session (median; target: a characteristic change < 16 ms):")
    ms = median_ms(lambda: CreationSession(random.Random(next(seeds)), data), 500)
    print(f"  new session                                  {ms:8.3f} ms")

    sample = load_answers(resource("samples", "answers", "journalist.answers.json").read_bytes())
    ms = median_ms(lambda: CreationSession(random.Random(0), data, answers=sample), 500)
    print(f"  replay of the Journalist sample's answers    {ms:8.3f} ms")

    # The sample Journalist, every later step answered: EDU 80 → 60 (CON 60 → 80) shrinks the
    # occupation budget from 344 to 264, so 80 skill points are taken out (with notes) each time.
    journalist = CreationSession(random.Random(0), data, answers=sample)
    lower = CharacteristicsAnswers(
        method="allocation", values={**sample.characteristics.values, "EDU": 60, "CON": 80}
    )

    def lower_edu() -> float:
        journalist.set("skills", sample.skills)  # the points back, untimed
        journalist.set("characteristics", sample.characteristics)
        start = time.perf_counter()
        journalist.set("characteristics", lower)
        return time.perf_counter() - start

    lower_edu()
    assert journalist.report("characteristics").ok and journalist.report("skills").notes
    assert journalist.derived.occupation_budget.left == 0
    ms = statistics.median(lower_edu() for _ in range(1000)) * 1000
    print(f"  characteristic change (Journalist, EDU down) {ms:8.3f} ms  (target < 16 ms)")

    # Random investigators, full and quick-start skills: a change of STR by 5 points.
    for method in ("full", "quick_start"):
        session = CreationSession(random.Random(7), data)
        if method == "quick_start":
            session.set("skills", SkillsAnswers(method="quick_start"))
        session.randomise_rest()
        answers = session.answers.characteristics
        assert answers is not None
        up = answers.model_copy(update={"values": {**answers.values, "STR": answers.values["STR"] + 5}})
        variants_random = cycle([up, answers])
        ms = median_ms(lambda s=session, v=variants_random: s.set("characteristics", next(v)), 1000)
        print(f"  characteristic change (random, {method:<11})  {ms:8.3f} ms  (target < 16 ms)")

    def randomise(method: str) -> None:
        session = CreationSession(random.Random(next(seeds)), data)
        if method == "quick_start":
            session.set("skills", SkillsAnswers(method="quick_start"))
        session.randomise_rest()

    for method in ("full", "quick_start"):
        ms = median_ms(lambda m=method: randomise(m), 500)
        print(f"  new session + randomise_rest ({method:<11})  {ms:8.3f} ms")

    if "--profile" in sys.argv:
        print_profile(lambda: [lower_edu() for _ in range(200)], 25)


if __name__ == "__main__":
    main()
