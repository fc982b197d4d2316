"""``sheetmaker new coc7 --answers``: a file naming more skills than a sheet holds is refused in
one line before its entries are read (it took 12.6 s for 8,000 entries and minutes for 100,000:
each entry was looked up by scanning every skill); up to the sheet's limit, the skills are set in
one pass. Speed: tests/benchmarks/bench_answers_skills.py."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sheetmaker.io import fileformat
from sheetmaker.resources import resource
from sheetmaker.systems.coc7 import data as coc_data
from sheetmaker.systems.coc7.creation import set_many_skill_points, set_skill_points
from sheetmaker.systems.coc7.model import CoC7Sheet
from sheetmaker.systems.coc7.session import MAX_SKILL_ENTRIES
from tests.cli.helpers import run

SAMPLE = resource("samples", "answers", "journalist.answers.json")


def _answers(tmp_path: Path, extra: int, key: str = "points") -> Path:
    """The journalist sample with ``extra`` more skills (no points: they change nothing)."""
    answers = json.loads(SAMPLE.read_text(encoding="utf-8"))
    skills = answers["skills"]
    if key == "points":
        skills["points"].update({f"Language (Tongue {i})": {} for i in range(extra)})
    else:
        skills.update(method="quick_start", points={}, values={f"Language (Tongue {i})": 40 for i in range(extra)})
    path = tmp_path / "many.answers.json"
    path.write_text(json.dumps(answers), encoding="utf-8")
    return path


def test_the_limit_is_what_a_sheet_holds():
    assert MAX_SKILL_ENTRIES == 500 == CoC7Sheet.model_fields["skills"].metadata[0].max_length


@pytest.mark.parametrize(("count", "key"), [(8000, "points"), (100_000, "points"), (501, "values")])
def test_more_skills_than_a_sheet_holds_are_refused_in_one_line(tmp_path, capsys, count, key):
    answers = _answers(tmp_path, count if key == "values" else count - 13, key)
    out = tmp_path / "new.sheet.json"
    status, stdout, err = run(capsys, "new", "coc7", "--answers", str(answers), "-o", str(out))
    assert status == 1 and stdout == ""
    assert err == (
        f"sheetmaker: {answers}: skills.{key}: {count:,} skills; a sheet holds at most 500, "
        "so an answers file may name at most 500\n"
    )
    assert not out.exists()


def test_a_file_at_the_limit_is_read(tmp_path, capsys):
    answers = _answers(tmp_path, MAX_SKILL_ENTRIES - 13)  # the sample names 13 skills
    assert len(json.loads(answers.read_text(encoding="utf-8"))["skills"]["points"]) == MAX_SKILL_ENTRIES
    out = tmp_path / "new.sheet.json"
    status, stdout, err = run(capsys, "new", "coc7", "--answers", str(answers), "-o", str(out), "--seed", "1")
    assert status == 0, err
    skills = {skill.label: skill for skill in fileformat.load(out).sheet.skills}
    assert skills["Language (French)"].personal == 30 and skills["Listen"].occupation == 39


def test_many_skills_at_once_is_one_skill_at_a_time():
    data = coc_data.load()
    sheet = CoC7Sheet(skills=[{"name": "Spot Hidden", "occupation": 5}, {"name": "Dreaming", "custom_base": 7}])
    entries = [
        ("Spot Hidden", 20, None),  # an existing skill: its personal points kept
        ("Language (Latin)", None, 15),
        ("language (latin)", 10, None),  # the same skill again: updates the one just added
        ("Dreaming", 3, 4),
        ("Fighting (Brawl)", 0, 0),
        ("Basket Weaving", None, None),  # a custom skill
        ("Spot Hidden", None, 9),
    ]
    one_by_one = sheet
    for label, occupation, personal in entries:
        one_by_one = set_skill_points(one_by_one, label, occupation=occupation, personal=personal, data=data)
    at_once = set_many_skill_points(sheet, entries, data)
    assert at_once == one_by_one
    assert [(s.label, s.occupation, s.personal, s.custom_base) for s in at_once.skills] == [
        ("Spot Hidden", 20, 9, None),
        ("Dreaming", 3, 4, 7),
        ("Language (Latin)", 10, 15, None),
        ("Fighting (Brawl)", 0, 0, None),
        ("Basket Weaving", 0, 0, None),
    ]
