"""A paste of many statblocks (a scenario's appendix, issue 22): one sheet per statblock, each
named as when its statblock is read alone, whatever the layouts pasted one after the other."""

from __future__ import annotations

from pathlib import Path

import pytest

from sheetmaker.io import statblock_text
from sheetmaker.io.statblock_text.paste import pieces

REAL = Path(__file__).resolve().parents[2] / "data" / "real"
COC7 = sorted((REAL / "statblocks-coc-en").glob("coc7-*.txt")) + sorted(
    (REAL / "statblocks-coc-de-fr").glob("coc7-*.txt")
)


def _texts() -> list[str]:
    return [path.read_text(encoding="utf-8").strip() for path in COC7]


def _name(text: str) -> str:
    items = statblock_text.parse_text(text)
    assert len(items) == 1
    return items[0].document.name


def test_the_corpus_has_the_coc7_statblocks():
    assert len(COC7) == 19


@pytest.mark.parametrize("separator", ["\n\n", "\n\n\n"])
def test_a_paste_of_all_the_corpus_statblocks_gives_one_sheet_each(separator):
    texts = _texts()
    items = statblock_text.parse_text(separator.join(texts) + "\n")
    assert len(items) == len(texts)
    assert [item.document.name for item in items] == [_name(text) for text in texts]
    assert items[0].report.notes[-1] == f"Statblock 1 of {len(texts)} in the text."


def test_fifty_statblocks_repeated_give_fifty_sheets():
    texts = _texts()[:15]
    blocks = [texts[i % len(texts)] for i in range(50)]
    items = statblock_text.read("\n\n\n".join(blocks).encode("utf-8"))
    assert [item.document.name for item in items] == [_name(text) for text in blocks]


def test_each_corpus_text_alone_is_one_piece():
    for path in sorted(REAL.glob("statblocks-*/*.txt")):
        assert pieces(path.read_text(encoding="utf-8")) == [path.read_text(encoding="utf-8")], path.name


def test_a_sheets_rows_over_paragraphs_stay_one_statblock():
    text = "Trevor Hox\nAge 38\n\nSTR 50 25 10 SIZ 50 25 10\n\nCON 50 25 10 POW 50 25 10\n\nDEX 80 40 16 APP 50 25 10"
    assert len(pieces(text)) == 1
    twice = text + "\n\n" + text.replace("Trevor Hox", "Bea Birthplace")
    assert [piece.split("\n", 1)[0] for piece in pieces(twice)] == ["Trevor Hox", "Bea Birthplace"]
