"""Speed of ``sheetmaker new coc7 --answers`` with many skill entries (run by hand; never inside
the test suite).

Usage: python tests/benchmarks/bench_answers_skills.py

Each skill was looked up by scanning every skill already on the sheet, for every entry and every
rebuild of the draft: 8,000 entries took 12.6 s, 100,000 minutes. Now the skills are set in one
pass, and a file naming more skills than a sheet holds (500) is refused before its entries are
read. Two figures:

- the creation session itself with 1,000 and 8,000 entries (the limit bypassed, to show that the
  work grows linearly): build the session, fill the missing steps, make the document;
- the whole command in this process: 500 entries (the limit, accepted) and 8,000 and 100,000
  (refused at once).
"""

from __future__ import annotations

import contextlib
import io
import json
import random
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from _timing import best_of  # noqa: E402

from sheetmaker import cli  # noqa: E402
from sheetmaker.resources import resource  # noqa: E402
from sheetmaker.systems.coc7 import session as coc_session  # noqa: E402

SAMPLE = resource("samples", "answers", "journalist.answers.json")


def sample() -> dict:
    return json.loads(SAMPLE.read_text(encoding="utf-8"))


def session_run(count: int) -> None:
    """The creation session over the journalist sample plus ``count`` skills of one personal
    point each (built without validation: past the limit on purpose)."""
    answers = coc_session.load_answers(json.dumps(sample()))
    points = dict(answers.skills.points)
    points.update({f"Language (Tongue {i})": coc_session.SkillPoints(personal=1) for i in range(count)})
    skills = coc_session.SkillsAnswers.model_construct(**{**dict(answers.skills), "points": points})
    answers = answers.model_copy(update={"skills": skills})
    session = coc_session.CreationSession(random.Random(1), answers=answers)
    session.randomise_rest(only_missing=True)
    session.document()


def command_run(folder: Path, count: int) -> int:
    data = sample()
    data["skills"]["points"].update({f"Language (Tongue {i})": {} for i in range(count - 13)})
    answers = folder / f"many-{count}.answers.json"
    answers.write_text(json.dumps(data), encoding="utf-8")
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        return cli.main(["new", "coc7", "--answers", str(answers), "-o", str(folder / "out.sheet.json"),
                         "--force", "--seed", "1"])


def main() -> None:
    for count in (1_000, 8_000):
        seconds = best_of(lambda count=count: session_run(count), 3)
        print(f"creation session, {count:>7,} skill entries:      {seconds * 1000:8.0f} ms")
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for count in (500, 8_000, 100_000):
            status = command_run(folder, count)
            seconds = best_of(lambda count=count: command_run(folder, count), 3)
            what = "written" if status == 0 else "refused"
            print(f"new coc7 --answers, {count:>7,} skill entries:  {seconds * 1000:8.0f} ms  ({what}, exit {status})")


if __name__ == "__main__":
    main()
