"""A small fake format for the interchange plumbing's tests (the CLI's convert, the GUI's
Import… and Export As…), registered only for the test that asks for it.

Its text: a first line ``FAKE-SHEETS``, then one sheet per line, a name with optional marks:
``|lost`` (the report has something not carried), ``|disagree`` (a stored derived value that
disagrees), ``|npc``. An input holding ``BROKEN`` is refused with an :class:`InterchangeError`.
It writes ``FAKE-SHEETS`` text of one sheet and reports the portrait and notes as not carried.
"""

from __future__ import annotations

import random

import pytest

from sheetmaker.io import interchange
from sheetmaker.io.interchange import Format, Imported, InterchangeError, Report

MAGIC = b"FAKE-SHEETS"
TITLE = "Fake Sheets"


def _detect(data: bytes) -> bool:
    return data.lstrip().startswith(MAGIC)


def _read(data: bytes) -> list[Imported]:
    from sheetmaker.systems.coc7 import generate

    text = data.decode("utf-8", "replace")
    if "BROKEN" in text:
        raise InterchangeError("the fake sheets are broken beyond reading")
    items = []
    for number, line in enumerate(text.splitlines()[1:], start=1):
        if not line.strip():
            continue
        name, *marks = [part.strip() for part in line.split("|")]
        document = generate.quick_npc(random.Random(number), "average", "1920s", None, name)
        if "npc" not in marks:
            document = document.model_copy(update={"kind": "investigator"})
        report = Report(TITLE, read=[f"The name {name}.", "Characteristics: STR, CON, SIZ, DEX, INT, APP, POW, EDU."],
                        mapped=["'Spot' became Spot Hidden."])
        if "lost" in marks:
            report.lost.append("The talent 'Hardened' has no place on a SheetMaker sheet.")
        if "disagree" in marks:
            report.disagreements.append("HP: the file says 99, the rules give 10; SheetMaker uses 10.")
        items.append(Imported(document, report))
    return items


def _write(document) -> tuple[bytes, Report]:
    report = Report(TITLE, read=["the name"], lost=["The portrait cannot be carried.", "The notes cannot be carried."])
    return MAGIC + b"\n" + document.name.encode("utf-8") + b"\n", report


FAKE = Format(key="fake", title=TITLE, detect=_detect, read=_read, write=_write, suffix=".fake.txt", games=("coc7",))


@pytest.fixture
def fake_format(monkeypatch):
    """Register the fake format first in detection order (the real formats stay after it) and
    as the writer of ``--to statblock`` (so export tests do not depend on the real writers)."""
    interchange._load_formats()
    formats = {"fake": FAKE, **interchange.FORMATS, "statblock": FAKE}
    monkeypatch.setattr(interchange, "FORMATS", formats)
    return FAKE
