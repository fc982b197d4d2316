"""The importers on the real corpus (tests/data/real/, issue 22): every value each hand
transcription states, scored value by value (tests/io/real/scoring.py).

The per-format score table is printed (``pytest -s``) and shown after the tests (conftest's
terminal summary). The floors below are the levels reached so far: a change that reads fewer
values right fails here. Raise a floor when a fix raises its format's score (the script
``tests/benchmarks/score_real_corpus.py --verbose`` lists every value still wrong).
"""

from __future__ import annotations

import pytest

from tests.io.real import scoring

#: Per format: the lowest share of stated values read right (percent) the suite accepts.
FLOORS: dict[str, float] = {
    "statblock-coc-en 7e": 99.7,
    "statblock-coc-en 6e": 99.4,
    "statblock-coc-de-fr": 100.0,
    "statblock-toc": 100.0,
    "foundry": 99.6,
}


@pytest.fixture(scope="module")
def scores() -> list[scoring.ItemScore]:
    result = scoring.score_corpus()
    scoring.LAST_SUMMARY[:] = scoring.summary_lines(result)
    return result


def test_the_corpus_is_there_and_every_item_has_a_group_with_a_floor(scores):
    assert len(scores) >= 56
    for score in scores:
        assert score.group in FLOORS, f"{score.id}: no floor for the format {score.group!r}"
        assert score.total > 0, f"{score.id}: the transcription states no value the scorer compares"


def test_every_item_reads_or_is_refused_with_a_sentence(scores):
    crashed = [f"{s.id}: {s.crashed}" for s in scores if s.crashed]
    assert not crashed, "importers raised something other than InterchangeError:\n" + "\n".join(crashed)
    for score in scores:
        if score.refused is not None:
            assert score.refused.strip(), f"{score.id}: refused without a word"
        else:
            assert score.count >= 1, f"{score.id}: neither refused nor read"


def test_the_score_per_format_is_at_least_its_floor(scores):
    table = scoring.by_group(scores)
    print()
    for line in scoring.summary_lines(scores):
        print(line)
    below = []
    for group, (right, total, _count, _refused) in table.items():
        share = scoring.percent(right, total)
        if share + 1e-9 < FLOORS[group]:
            below.append(f"{group}: {share:.1f}% < floor {FLOORS[group]}% ({right}/{total})")
    assert not below, "the real corpus' scores fell:\n" + "\n".join(below)


def test_a_refused_item_scores_zero_for_every_value():
    path, expected = next((p, e) for p, e in scoring.items() if e.get("format") == "statblock")
    score = scoring.ItemScore("x", "statblock-coc-en 7e", path, expected)
    score.checks = list(scoring._checks(None, expected))
    assert score.total > 0 and score.right == 0


def test_a_6th_edition_characteristic_is_right_only_as_its_7th_edition_value(tmp_path):
    text = "JOE BLOGGS, age 30\nSTR 15 CON 10 SIZ 12 DEX 11 APP 9 INT 13 POW 10 EDU 14 SAN 50 HP 11\n"
    source = tmp_path / "joe.txt"
    source.write_text(text, encoding="utf-8")
    expected = {"id": "joe", "format": "statblock", "game": "coc7", "edition": 6, "language": "en",
                "kind": "human", "name": "Joe Bloggs", "characteristics": {"STR": 15}}
    score = scoring.score_item(source, expected)
    check = next(c for c in score.checks if c.key == "characteristics.STR")
    assert check.expected == 75
    assert check.right == (check.got == 75)


def test_skill_names_match_case_insensitively_with_specialisation_and_old_names():
    from sheetmaker.systems.coc7 import rules
    from sheetmaker.systems.coc7.model import CoC7Sheet, Skill

    sheet = CoC7Sheet(skills=[Skill(name="Fighting", specialisation="Brawl", personal=23),
                              Skill(name="Drive Auto", personal=30)])
    derived = rules.derive(sheet)
    assert scoring._skill_check("fighting (brawl)", 48, sheet, derived).right
    assert scoring._skill_check("Drive Automobile", 50, sheet, derived).right
    assert not scoring._skill_check("Fighting (Brawl)", 50, sheet, derived).right


def test_a_foundry_formula_value_is_worked_out_with_the_sheets_characteristics():
    from sheetmaker.systems.coc7.model import Characteristics, CoC7Sheet

    sheet = CoC7Sheet(characteristics=Characteristics(DEX=55, EDU=70, POW=60))
    assert scoring.formula_value("1/2 @DEX", sheet) == 27
    assert scoring.formula_value("@DEX/2", sheet) == 27
    assert scoring.formula_value("1/2*@DEX", sheet) == 27
    assert scoring.formula_value("@EDU", sheet) == 70
    assert scoring.formula_value("@POW/5", sheet) == 12
    assert scoring.formula_value("50", sheet) is None


def test_damage_bonus_and_damage_compare_as_written_differently():
    assert scoring.norm_db("1d4") == scoring.norm_db("+1D4")
    assert scoring.norm_db("None") == scoring.norm_db("0") == scoring.norm_db("-") == scoring.norm_db("N/A")
    assert scoring.norm_db("-1") != scoring.norm_db("0")
    assert scoring.norm_damage("1d6 + damage bonus") == scoring.norm_damage("1D6+DB")
    assert scoring.norm_damage("1D6") != scoring.norm_damage("1D6+DB")
