"""Every report line true, and no value dropped without a line (issue 22).

For every corpus item (tests/data/real/) and every interchange fixture (tests/data/interchange/),
each line of the import report is checked against the sheet it came with
(tests/io/real/truth.py): ``read:`` values are on the sheet, ``not carried:`` ones are not,
``disagrees:`` names a value the sheet does not hold (and the rules' value it does), ``mapped:``
names both ends, ``converted:`` gives what the sheet holds. The reverse: every value a corpus
transcription states that the sheet does not hold needs a ``not carried:``/``disagrees:``/
``converted:`` line about it (a silent loss otherwise).

Importers make their lines checkable by filling ``Report.entries`` (``report.add(section, text,
key, value[, result])``); sentences of the shapes written today are parsed until then. The
floors are today's counts: they may only fall.
"""

from __future__ import annotations

import pytest

from sheetmaker.io.interchange import Imported, Report
from tests.io.real import scoring, truth

#: The most false lines / silent losses the corpus may have (today's counts; lower them as
#: importers are fixed, the goal is 0).
FALSE_LINES_FLOOR = 0
SILENT_LOSSES_FLOOR = 0


@pytest.fixture(scope="module")
def corpus() -> list[truth.Truth]:
    result = truth.corpus_truths()
    scoring.LAST_SUMMARY.extend([*truth.group_lines(result), truth.summary_line(result)])
    return result


def _listing(findings: list[truth.Finding]) -> str:
    return "\n".join(f"  {f.item}: {f.line[:160]} — {f.why[:160]}" for f in findings)


def test_the_corpus_reports_have_no_more_false_lines_than_today(corpus):
    false = [f for t in corpus for f in t.false_lines]
    print()
    print(truth.summary_line(corpus))
    assert len(false) <= FALSE_LINES_FLOOR, f"{len(false)} false report lines:\n" + _listing(false)


def test_the_corpus_has_no_more_silent_losses_than_today(corpus):
    silent = [f for t in corpus for f in t.silent_losses]
    assert len(silent) <= SILENT_LOSSES_FLOOR, f"{len(silent)} values dropped without a line:\n" + _listing(silent)


def test_the_interchange_fixtures_reports_are_true():
    fixtures = truth.fixture_truths()
    assert fixtures, "no interchange fixture read"
    assert sum(t.checked for t in fixtures) > 20
    false = [f for t in fixtures for f in t.false_lines]
    assert not false, "false report lines:\n" + _listing(false)


# --------------------------------------------------------------------------- the checker itself


def _npc(**sheet_fields):
    from sheetmaker.systems.coc7.model import Characteristics, CoC7Document, CoC7Sheet, Skill, Weapon

    sheet = CoC7Sheet(
        age=40,
        characteristics=Characteristics(STR=75, CON=75, SIZ=75, DEX=65, APP=40, INT=65, POW=50, EDU=30),
        skills=[Skill(name="Drive Auto", personal=30), Skill(name="Bargain", custom_base=0, personal=50)],
        weapons=[Weapon(name=".45 Automatic", skill="Firearms (Handgun)", damage="1D10+2")],
        **sheet_fields,
    )
    return CoC7Document(kind="npc", name="Bugsy Wexler", sheet=sheet)


SOURCE = ("BUGSY WEXLER, age 40\nSTR 15 CON 15 DEX 13 APP 8 SIZ 15 INT 13 POW 10 EDU 6 HP 15\n"
          "Weapons: .45 Automatic 85%, damage 1D10+2\nSkills: Bargain 50%, Drive Automobile 50%, Pick Pocket 50%")


def _check(report: Report, document=None) -> truth.Truth:
    return truth.check_imported("t", Imported(document or _npc(), report), SOURCE)


def test_true_entries_pass():
    report = Report("Statblock text")
    report.add("read", "Age 40.", "age", 40)
    report.add("converted", "STR 15 (6th edition) → 75.", "characteristics.STR", 15, 75)
    report.add("read", "STR 15.", "characteristics.STR", 15)
    report.add("mapped", "'Drive Automobile' → Drive Auto 50%.", "skills.Drive Auto", "Drive Automobile")
    report.add("not carried", "Pick Pocket 50%.", "skills.Pick Pocket", 50)
    report.add("disagrees", "HP: the statblock says 14, the rules give 15.", "derived.HP", 14, 15)
    report.add("read", "The weapon .45 Automatic: 1D10+2.", "weapons..45 Automatic.damage", "1D10+2")
    report.add("not carried", "Not read: 'Pick Pocket 50%'.", "text", "Pick Pocket 50%")
    result = _check(report)
    assert not result.findings, result.findings
    assert result.checked >= 8


@pytest.mark.parametrize(
    ("section", "key", "value", "result"),
    [
        ("read", "age", 41, None),  # not what the sheet holds
        ("read", "derived.Luck", 55, None),  # "read" for a value stored nowhere
        ("not carried", "skills.Bargain", 50, None),  # it is on the sheet
        ("disagrees", "derived.HP", 15, None),  # the sheet holds the stated value itself
        ("disagrees", "derived.HP", 14, 12),  # the sheet keeps 15, not 12
        ("converted", "characteristics.STR", 15, 80),  # the sheet holds 75
        ("mapped", "skills.Pick Pocket", "Pick Pocket", None),  # no such skill on the sheet
        ("mapped", "skills.Drive Auto", "Drive Car", None),  # the input has no 'Drive Car'
        ("not carried", "text", "Luck 55", None),  # not in the input at all
    ],
)
def test_a_false_entry_is_found(section, key, value, result):
    report = Report("Statblock text")
    report.add(section, "a line", key, value, result)
    found = _check(report)
    assert [f.kind for f in found.findings] == ["false"], found.findings


@pytest.mark.parametrize(
    ("line", "false"),
    [
        ("read: Characteristics: STR 75, CON 75, SIZ 75.", False),
        ("read: Characteristics: STR 70, CON 75, SIZ 75.", True),
        ("read: Age 40.", False),
        ("read: Age 25.", True),
        ("read: Attacks per round: 2.", True),  # stored nowhere
        ("read: 1 attack: .45 Automatic (1D10+2).", False),
        ("read: 1 attack: Head Butt (1D4+1D4).", True),
        ("mapped: 'Drive Automobile' → Drive Auto 50%.", False),
        ("mapped: 'Drive Automobile' → Drive Auto 60%.", True),
        ("mapped: 'Bargain' 50% → a custom skill (not in the skill list).", False),
        ("mapped: 'Pick Pocket' 50% → a custom skill (not in the skill list).", True),
        ("disagrees: HP: the statblock says 14, the rules give 15 ((CON 75 + SIZ 75) / 10).", False),
        ("disagrees: HP: the statblock says 15, the rules give 15 ((CON 75 + SIZ 75) / 10).", True),
        ("converted: STR 15 (6th edition) → 75.", False),
        ("converted: STR 15 (6th edition) → 80.", True),
        ("not carried: Not read: 'Pick Pocket 50%'.", False),
        ("not carried: Not read: 'Luck 55'.", True),
    ],
)
def test_sentences_of_the_known_shapes_are_checked(line, false):
    section, _, text = line.partition(": ")
    report = Report("Statblock text")
    report._items(section).append(text)
    found = _check(report)
    assert found.checked == 1, found.unchecked
    assert bool(found.false_lines) == false, found.findings


def test_a_stated_value_missing_from_the_sheet_without_a_line_is_a_silent_loss(tmp_path):
    source = tmp_path / "bugsy.txt"
    source.write_text(SOURCE, encoding="utf-8")
    expected = {"id": "bugsy", "format": "statblock", "game": "coc7", "edition": 7, "language": "en",
                "kind": "human", "name": "Bugsy Wexler", "skills": {"Bargain": 50, "Pick Pocket": 50}}
    score = scoring.ItemScore("bugsy", "statblock-coc-en 7e", source, expected)
    score.imported = Imported(_npc(), Report("Statblock text"))
    score.checks = list(scoring._checks(score.imported, expected))
    silent = truth.check_imported("bugsy", score.imported, SOURCE, score).silent_losses
    assert [f.line for f in silent] == ["skills.Pick Pocket"]

    covered = Report("Statblock text")
    covered.add("not carried", "Pick Pocket 50%: no such skill.", "skills.Pick Pocket", 50)
    score.imported = Imported(_npc(), covered)
    assert not truth.check_imported("bugsy", score.imported, SOURCE, score).silent_losses
    worded = Report("Statblock text", lost=["Not read: 'Pick Pocket 50%'."])
    score.imported = Imported(_npc(), worded)
    assert not truth.check_imported("bugsy", score.imported, SOURCE, score).silent_losses
