"""The CoC statblock export carries the player's name (the reader reads 'Player: X' back) and
reports it as not carried only when it would not read back."""

from __future__ import annotations

from pathlib import Path

from sheetmaker.io import fileformat
from sheetmaker.io.statblock_text import parse_text, write_text

SAMPLES = Path(__file__).resolve().parents[3] / "resources" / "samples"


def test_the_player_is_written_and_reads_back():
    document = fileformat.load(SAMPLES / "npc-cultist.sheet.json").model_copy(update={"player": "Larry"})
    text, report = write_text(document)
    assert text.splitlines()[1] == "Player: Larry"
    assert not [line for line in report.lost if "Larry" in line]
    back = parse_text(text)[0].document
    assert (back.name, back.player) == ("Ezekiel Marsh", "Larry")
    alone = parse_text(write_text(document.model_copy(update={"player": ""}))[0])[0].document
    assert back.sheet == alone.sheet


def test_a_player_that_would_not_read_back_is_reported_not_carried():
    # A player's name with a line break cannot stand on the one "Player:" line.
    document = fileformat.load(SAMPLES / "npc-cultist.sheet.json").model_copy(update={"player": "Larry\nand Moe"})
    text, report = write_text(document)
    assert "Player:" not in text
    assert any(entry.key == "player" and entry.section == "not carried" for entry in report.entries)
