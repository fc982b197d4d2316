"""The report's machine-readable entries and its converted section (issue 22)."""

from __future__ import annotations

import pytest

from sheetmaker.io.interchange import SECTIONS, Entry, Report


def test_add_appends_the_sentence_to_its_section_and_records_its_entry():
    report = Report("Statblock text")
    report.add("read", "Characteristics: STR 45.", "characteristics.STR", 45)
    report.add("mapped", "'Drive Automobile' → Drive Auto 50%.", "skills.Drive Auto", "Drive Automobile")
    report.add("not carried", "Not read: 'Pick Pocket 50%'.", "skills.Pick Pocket", 50)
    report.add("disagrees", "HP: the statblock says 15, the rules give 3.", "derived.HP", 15, 3)
    report.add("converted", "STR 15 (6th edition) → 75.", "characteristics.STR", 15, 75)
    report.add("note", "The statblock gives no Luck.", "derived.Luck", None)
    assert report.read == ["Characteristics: STR 45."]
    assert report.mapped == ["'Drive Automobile' → Drive Auto 50%."]
    assert report.lost == ["Not read: 'Pick Pocket 50%'."]
    assert report.disagreements == ["HP: the statblock says 15, the rules give 3."]
    assert report.converted == ["STR 15 (6th edition) → 75."]
    assert report.notes == ["The statblock gives no Luck."]
    assert report.entries[4] == Entry("converted", "characteristics.STR", 15, 75)
    assert [entry.section for entry in report.entries] == list(SECTIONS)


def test_converted_lines_are_printed_and_do_not_make_the_report_incomplete():
    report = Report("Statblock text", read=["Age 32."], converted=["STR 15 (6th edition) → 75."])
    assert report.lines() == ["read: Age 32.", "converted: STR 15 (6th edition) → 75."]
    assert report.complete


def test_an_unknown_section_is_refused():
    with pytest.raises(ValueError):
        Report("x").add("lost", "text", "name", "x")
