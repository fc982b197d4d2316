"""The Trail of Cthulhu statblock export (issue 22): the player and the notes go out where the
layout carries them (a ``Player:`` line, a ``Notes:`` paragraph) and read back as they were; what
does not read back is not written and the report says so."""

from __future__ import annotations

from sheetmaker.io import fileformat, statblock_text
from sheetmaker.resources import resource


def bootlegger(**update: object):
    document = fileformat.load(resource("samples", "toc-npc-bootlegger.sheet.json"))
    return document.model_copy(update=update)


def round_trip(document):
    text, report = statblock_text.write_text(document)
    [back] = statblock_text.parse_text(text)
    return text, report, back.document


def notes_and_player_entries(report) -> list[tuple[str, str, object, object]]:
    return [(e.section, e.key, e.value, e.result) for e in report.entries if e.key in ("notes", "player")]


def test_player_and_notes_are_written_and_read_back():
    document = bootlegger(player="Larry", notes="Runs the speakeasy on Water Street.\nOwes the Outfit money.")
    text, report, back = round_trip(document)
    assert text.splitlines()[1] == "Player: Larry"
    assert back.player == "Larry"
    assert back.notes == "Runs the speakeasy on Water Street.\nOwes the Outfit money."
    assert notes_and_player_entries(report) == []
    assert not any("notes" in line or "player" in line for line in report.lost)
    # Everything else reads back as without them.
    _, _, plain = round_trip(bootlegger())
    assert back.sheet == plain.sheet and back.name == plain.name


def test_blank_lines_of_the_notes_are_reported():
    document = bootlegger(notes="Runs the speakeasy.\n\nOwes the Outfit money.")
    _, report, back = round_trip(document)
    assert back.notes == "Runs the speakeasy.\nOwes the Outfit money."
    assert notes_and_player_entries(report) == [
        ("not carried", "notes", "Runs the speakeasy.\n\nOwes the Outfit money.",
         "Runs the speakeasy.\nOwes the Outfit money."),
    ]
    assert "The blank lines of the sheet's notes." in report.lost


def test_typography_of_the_notes_is_reported():
    document = bootlegger(notes="Calls himself “Big Al” — owes money")
    _, report, back = round_trip(document)
    assert back.notes == 'Calls himself "Big Al" - owes money'
    assert notes_and_player_entries(report) == [
        ("not carried", "notes", "Calls himself “Big Al” — owes money", 'Calls himself "Big Al" - owes money'),
    ]


def test_notes_that_would_read_as_statblock_lines_are_not_written_and_reported():
    # "armor" and "Weapon:" would read as the armour and weapons lines.
    document = bootlegger(player="Tina", notes="Wears armor under his coat. Weapon: none")
    text, report, back = round_trip(document)
    _, _, plain = round_trip(bootlegger())
    assert "Wears" not in text
    assert back.notes == "" and back.player == "Tina"
    assert back.sheet == plain.sheet
    assert notes_and_player_entries(report) == [
        ("not carried", "notes", "Wears armor under his coat. Weapon: none", None),
    ]
    assert "The sheet's notes are not carried." in report.lost


def test_player_that_does_not_read_back_is_reported():
    document = bootlegger(player="Larry\nand Tina")
    text, report, back = round_trip(document)
    assert "Player:" not in text and back.player == ""
    assert notes_and_player_entries(report)[0] == ("not carried", "player", "Larry\nand Tina", None)
    assert "The player's name 'Larry\nand Tina'." in report.lost
