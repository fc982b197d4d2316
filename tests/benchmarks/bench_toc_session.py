"""Speed figures of the Trail of Cthulhu creation session (run by hand; never timed inside the
test suite).

Usage: python tests/benchmarks/bench_toc_session.py [--profile]
Target: a rating change with every step answered (derive + validate of the draft included)
under 16 ms, one frame at 60 Hz. ``--profile`` prints where such a change spends its time.
"""

from __future__ import annotations

import random
import sys
from itertools import cycle
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from _timing import median_ms, print_profile

from sheetmaker.resources import resource
from sheetmaker.systems.toc import data as toc_data
from sheetmaker.systems.toc.session import (
    Answers,
    CampaignAnswers,
    CreationSession,
    load_answers,
)


def main() -> None:
    data = toc_data.load(None)
    CreationSession(random.Random(0), data).randomise_rest()  # indexes and caches built once
    seeds = cycle(range(10_000))

    print("Trail of Cthulhu creation session (median; target: a rating change < 16 ms):")
    ms = median_ms(lambda: CreationSession(random.Random(next(seeds)), data), 500)
    print(f"  new session                                  {ms:8.3f} ms")

    sample = load_answers(resource("samples", "answers", "toc-alienist.answers.json").read_bytes())
    ms = median_ms(lambda: CreationSession(random.Random(0), data, answers=sample), 500)
    print(f"  replay of the Alienist sample's answers      {ms:8.3f} ms")

    # The sample Alienist, every step answered: Athletics 6 ↔ 7 (Fleeing's price moves too).
    alienist = CreationSession(random.Random(0), data, answers=sample)
    ratings = cycle([7, 6])
    ms = median_ms(lambda: alienist.set_rating("Athletics", next(ratings)), 2000)
    assert alienist.report("review").ok
    print(f"  rating change (Alienist, Athletics)          {ms:8.3f} ms  (target < 16 ms)")
    values = cycle([5, 4])
    ms = median_ms(lambda: alienist.set_rating("Credit Rating", next(values)), 2000)
    print(f"  rating change (Alienist, Credit Rating)      {ms:8.3f} ms  (target < 16 ms)")
    ms = median_ms(lambda: alienist.next_point_cost("Fleeing"), 2000)
    print(f"  next_point_cost (Fleeing)                    {ms:8.3f} ms")

    # Random investigators: a General rating up and down by 1.
    for campaign in ("purist", "pulp"):
        session = CreationSession(random.Random(7), data, Answers(campaign=CampaignAnswers(campaign=campaign)))
        session.randomise_rest()
        general = session.answers.general
        assert general is not None
        name, rating = next(iter(general.ratings.items()))
        flips = cycle([rating + 1, rating])
        ms = median_ms(lambda s=session, n=name, f=flips: s.set_rating(n, next(f)), 1000)
        print(f"  rating change (random, {campaign:<6})               {ms:8.3f} ms  (target < 16 ms)")

    def randomise() -> None:
        CreationSession(random.Random(next(seeds)), data).randomise_rest()

    ms = median_ms(randomise, 200)
    print(f"  randomise_rest from an empty session         {ms:8.3f} ms")

    if "--profile" in sys.argv:
        ratings = cycle([7, 6])
        print_profile(lambda: [alienist.set_rating("Athletics", next(ratings)) for _ in range(200)])


if __name__ == "__main__":
    main()
