"""Score the importers on the real corpus (tests/data/real/): every value each hand transcription
states, compared value by value with the sheet the importer made (see tests/io/real/scoring.py).

Usage: python tests/benchmarks/score_real_corpus.py [--format statblock|foundry|toc|GROUP]
       [--id ID] [--verbose [--report]] [--truth]

Prints a table per format (values right / stated, %) and one line per item; ``--verbose`` lists
every wrong or missing value (expected vs got), ``--report`` each item's report lines, and
``--truth`` every false report line and silent loss (tests/io/real/truth.py).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.io.real import scoring


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--format", help="statblock, foundry, toc, dholes or a group such as 'statblock-coc-en 6e'")
    parser.add_argument("--id", help="only items whose id contains this")
    parser.add_argument("--verbose", "-v", action="store_true", help="list every wrong value")
    parser.add_argument("--report", action="store_true", help="with --verbose: print each item's report lines")
    parser.add_argument("--truth", action="store_true",
                        help="also check every report line (false lines, silent losses: tests/io/real/truth.py)")
    args = parser.parse_args(argv)

    scores = scoring.score_corpus(args.format, args.id)
    if not scores:
        print("no corpus item selected")
        return 1
    current = None
    for score in sorted(scores, key=lambda s: (scoring._group_order(s.group), s.id)):
        if score.group != current:
            current = score.group
            print(f"\n== {current}")
        for line in scoring.item_lines(score, args.verbose):
            print(line)
        if args.verbose and args.report and score.imported is not None:
            for line in score.imported.report.lines():
                print(f"      | {line[:200]}")
    print()
    print(f"{'format':<22} {'right':>6} {'stated':>7} {'%':>6}  items refused")
    for group, (right, total, count, refused) in scoring.by_group(scores).items():
        print(f"{group:<22} {right:>6} {total:>7} {scoring.percent(right, total):6.1f}  {count:>5} {refused:>7}")
    right = sum(s.right for s in scores)
    total = sum(s.total for s in scores)
    print(f"{'all':<22} {right:>6} {total:>7} {scoring.percent(right, total):6.1f}  {len(scores):>5}")
    if args.truth:
        from tests.io.real import truth

        truths = truth.corpus_truths(scores)
        print()
        for one in truths:
            for finding in one.findings:
                what = "FALSE LINE" if finding.kind == "false" else "SILENT LOSS"
                print(f"{what}: {one.item}: {finding.line[:160]} — {finding.why[:160]}")
        for line in truth.group_lines(truths):
            print(line)
        print(truth.summary_line(truths))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
