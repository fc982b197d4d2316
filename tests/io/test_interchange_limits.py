"""Imports of other tools' formats follow the sheet files' rules and stay cheap on hostile input:
one portrait check for every importer (type, size, pixels, decoding), duplicate JSON keys refused
as in sheet files, bounded work for statblock normalising, Foundry's HTML, filler words and
Pulp talents, and files read only through the safe reader (a FIFO never blocks)."""

from __future__ import annotations

import base64
import io
import json
import os
import struct
import time
import zlib
from pathlib import Path

import pytest
from PIL import Image

from sheetmaker.core.errors import DocumentError
from sheetmaker.io import dholes, fileformat, foundry, interchange, statblock_text
from sheetmaker.io.interchange import InterchangeError
from tests.fifo_watchdog import fifo_that_unblocks

DATA = Path(__file__).resolve().parents[1] / "data" / "interchange"
SAMPLES = Path(__file__).resolve().parents[2] / "resources" / "samples"
FOUNDRY = DATA / "foundry-character.json"
AGATHA = DATA / "dholes-agatha-crane.json"
STATBLOCK = "Sergeant Ames, age 42\nSTR 50 CON 60 SIZ 65 DEX 50 INT 70 POW 45 APP 50 EDU 60\nHP 12\n"


# --------------------------------------------------------------------------- portraits


def _chunk(kind: bytes, body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))


def _png_claiming(width: int, height: int) -> bytes:
    """A small PNG whose header claims ``width``×``height`` pixels (decoding it would take
    width*height*3 bytes)."""
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + _chunk(b"IHDR", header)
        + _chunk(b"IDAT", zlib.compress(b"\0" * 4096))
        + _chunk(b"IEND", b"")
    )


def _image(kind: str, size: tuple[int, int] = (12, 16)) -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", size, (120, 40, 40)).save(buffer, kind)
    return buffer.getvalue()


#: Portraits a sheet file may not carry: (what, declared type, bytes).
BAD_PORTRAITS = [
    ("over the pixel cap", "image/png", _png_claiming(20000, 20000)),
    ("declared PNG but JPEG", "image/png", _image("JPEG")),
    ("damaged", "image/png", _image("PNG")[:60]),
    ("not an image", "image/jpeg", b"\xff\xd8\xff" + b"garbage" * 10),
]


def _foundry_with_img(img: str) -> bytes:
    actor = json.loads(FOUNDRY.read_text(encoding="utf-8"))
    actor["img"] = img
    return json.dumps(actor).encode("utf-8")


def _foundry_with_portrait(media_type: str, data: bytes) -> bytes:
    return _foundry_with_img(f"data:{media_type};base64," + base64.b64encode(data).decode("ascii"))


def _dholes_with_portrait(data: bytes) -> bytes:
    obj = json.loads(AGATHA.read_text(encoding="utf-8"))
    obj["Investigator"]["PersonalDetails"]["Portrait"] = base64.b64encode(data).decode("ascii")
    return json.dumps(obj).encode("utf-8")


def _sheet_file_problem(media_type: str, data: bytes) -> str:
    raw = json.loads((SAMPLES / "harvey-walters.sheet.json").read_text(encoding="utf-8"))
    raw["portrait"] = {"media_type": media_type, "data": base64.b64encode(data).decode("ascii")}
    with pytest.raises(DocumentError) as caught:
        fileformat.loads(json.dumps(raw).encode("utf-8"))
    [problem] = caught.value.problems
    return problem


def _portrait_lines(imported: interchange.Imported) -> list[str]:
    return [line for line in imported.report.lines() if "portrait" in line.lower()]


@pytest.mark.parametrize(("what", "media_type", "data"), BAD_PORTRAITS, ids=[case[0] for case in BAD_PORTRAITS])
def test_a_foundry_portrait_a_sheet_file_could_not_carry_is_dropped_with_the_same_reason(what, media_type, data):
    problem = _sheet_file_problem(media_type, data)
    assert problem.startswith("portrait.data: ")
    reason = problem.removeprefix("portrait.data: ")

    [imported] = foundry.read(_foundry_with_portrait(media_type, data))

    assert imported.document.portrait is None
    assert _portrait_lines(imported) == [f"not carried: portrait ({reason})"]
    # What is kept is a sheet file can be written and read back.
    fileformat.loads(fileformat.dumps(imported.document))


def test_the_pixel_cap_names_the_size_that_would_have_been_decoded():
    [imported] = foundry.read(_foundry_with_portrait("image/png", _png_claiming(20000, 20000)))
    [line] = _portrait_lines(imported)
    assert "20000×20000 pixels (400 Mpx), more than the 60 Mpx a portrait may have" in line


@pytest.mark.parametrize(
    ("what", "media_type", "data"),
    [case for case in BAD_PORTRAITS if case[0] != "declared PNG but JPEG"],  # Dhole's House declares no type
    ids=[case[0] for case in BAD_PORTRAITS if case[0] != "declared PNG but JPEG"],
)
def test_a_dholes_portrait_goes_through_the_same_check(what, media_type, data):
    reason = _sheet_file_problem(media_type, data).removeprefix("portrait.data: ")
    [imported] = dholes.read(_dholes_with_portrait(data))
    assert imported.document.portrait is None
    assert _portrait_lines(imported) == [f"not carried: portrait ({reason})"]


def test_a_portrait_over_4_mib_is_dropped_by_every_importer():
    big = _image("PNG") + b"\0" * (4 * 1024 * 1024)
    [from_foundry] = foundry.read(_foundry_with_portrait("image/png", big))
    [from_dholes] = dholes.read(_dholes_with_portrait(big))
    for imported in (from_foundry, from_dholes):
        assert imported.document.portrait is None
        [line] = _portrait_lines(imported)
        assert line.startswith("not carried: portrait (the portrait is 4.0 MiB, larger than the 4 MiB")


def test_a_foundry_portrait_of_another_image_type_is_named():
    [imported] = foundry.read(_foundry_with_portrait("image/webp", b"RIFF\0\0\0\0WEBPVP8 "))
    assert imported.document.portrait is None
    assert _portrait_lines(imported) == ["not carried: portrait (the portrait's type 'image/webp' is not PNG or JPEG)"]


@pytest.mark.parametrize("kind", ["PNG", "JPEG"])
def test_a_good_portrait_is_kept_by_both_importers(kind):
    data = _image(kind)
    media_type = f"image/{kind.lower()}"
    [from_foundry] = foundry.read(_foundry_with_portrait(media_type, data))
    [from_dholes] = dholes.read(_dholes_with_portrait(data))
    for imported in (from_foundry, from_dholes):
        assert imported.document.portrait is not None
        assert (imported.document.portrait.media_type, imported.document.portrait.data) == (media_type, data)
        assert f"Portrait ({kind}, 12×16)." in imported.report.read
        assert not any("portrait" in line.lower() for line in imported.report.lost)


# --------------------------------------------------------------------------- duplicate keys


def test_a_foundry_actor_with_a_key_twice_is_refused_naming_the_key():
    text = FOUNDRY.read_text(encoding="utf-8")
    assert '"name": "Agnes Whateley"' in text
    data = text.replace('"name": "Agnes Whateley"', '"name": "Agnes Whateley", "name": "Someone Else"', 1).encode()
    for read in (foundry.read, lambda d: interchange.read_any(d)[1]):
        with pytest.raises(InterchangeError) as caught:
            read(data)
        assert str(caught.value) == (
            "the JSON gives the key 'name' twice in its outermost object; SheetMaker does not guess which of the "
            "two values is meant: remove the stray one"
        )


def test_a_nested_duplicate_key_is_named_with_where_it_is():
    actor = json.loads(FOUNDRY.read_text(encoding="utf-8"))
    text = json.dumps(actor)
    needle = '"str": {'
    assert text.count(needle) == 1
    data = text.replace(needle, '"str": {"value": 99}, ' + needle, 1).encode()
    with pytest.raises(InterchangeError, match=r"the key 'str' twice in the object at system\.characteristics;"):
        foundry.read(data)


def test_a_dholes_file_with_a_key_twice_is_refused_naming_the_key():
    obj = json.loads(AGATHA.read_text(encoding="utf-8"))
    text = json.dumps(obj)
    needle = '"STR": '
    assert text.count(needle) == 1
    data = text.replace(needle, '"STR": "99", ' + needle, 1).encode()
    with pytest.raises(InterchangeError, match=r"the key 'STR' twice in the object at Investigator\.Characteristics;"):
        dholes.read(data)
    with pytest.raises(InterchangeError, match="the key 'STR' twice"):
        interchange.read_any(data)


# --------------------------------------------------------------------------- statblock normalising


def test_statblock_text_that_grows_past_the_cap_when_normalised_is_refused():
    # U+FDFA is one character that NFKC spells out as 18.
    data = (STATBLOCK + "\ufdfa" * 60_000).encode("utf-8")
    assert len(data.decode("utf-8")) < statblock_text.MAX_TEXT_CHARS
    with pytest.raises(InterchangeError) as caught:
        statblock_text.read(data)
    assert len(STATBLOCK) + 18 * 60_000 == 1_080_084
    assert str(caught.value) == (
        "the text has 1,080,084 characters once its ligatures and other compatibility characters are spelled "
        "out; statblock text is read up to 1 MiB (paste fewer statblocks at a time)"
    )
    # Through detection too: the same sentence, not "not a format SheetMaker reads".
    with pytest.raises(InterchangeError, match="once its ligatures"):
        interchange.read_any(data)


def test_three_dots_that_grow_the_text_past_the_cap_are_refused_too():
    data = (STATBLOCK + "\u2026" * 400_000).encode("utf-8")
    with pytest.raises(InterchangeError, match="has 1,200,084 characters once"):
        statblock_text.read(data)


def test_ligatures_within_the_cap_still_read():
    [imported] = statblock_text.read((STATBLOCK + "Skills: Spot Hidden 45%, \ufb01rst Aid 40%\n").encode("utf-8"))
    assert imported.document.name == "Sergeant Ames"
    assert imported.document.sheet.skill("First Aid") is not None


def test_filler_words_cost_linear_time():
    """``av av av ... x`` made the filler pattern backtrack exponentially (25 words: seconds,
    40: hours)."""
    data = (STATBLOCK + "av " * 25 + "x\n").encode("utf-8")
    start = time.perf_counter()
    [imported] = statblock_text.read(data)
    assert time.perf_counter() - start < 2.0
    assert any(line.startswith("Not read: 'av av av") for line in imported.report.lost)
    # Filler alone is still not reported.
    [quiet] = statblock_text.read((STATBLOCK + "Average rolls\n").encode("utf-8"))
    assert not any("Average" in line for line in quiet.report.lost)


# --------------------------------------------------------------------------- Foundry HTML


@pytest.mark.parametrize(
    ("html", "text"),
    [
        ("<p>one</p><p>two</p>", "one\ntwo"),
        ("<p>one</p>\n <p class='x'>two</p>", "one\ntwo"),
        ("<div>a</div><div>b</div>", "a\nb"),
        ("a<br>b<br/>c<BR />d", "a\nb\nc\nd"),
        ("<h2>Title</h2>text", "Title\ntext"),
        ("<p>a &amp; b &lt;c&gt;</p>", "a & b <c>"),
        ("3 < 4 and 5 > 2", "3  2"),
        ("x < y", "x < y"),
        ("<<<b>bold</b>", "<<bold"),
        ("</p>  tail", "  tail"),
        ("&#" + "1" * 5000 + ";x", "\ufffdx"),
        ("&#0000000065;", "A"),
    ],
)
def test_foundry_html_becomes_text(html, text):
    assert foundry._text(html) == text


def _best_of_three(text: str) -> float:
    times = []
    for _ in range(3):
        start = time.perf_counter()
        foundry._text(text)
        times.append(time.perf_counter() - start)
    return min(times)


def test_foundry_html_costs_linear_time_on_angle_brackets():
    """A megabyte of ``<`` cost a bounded-but-large backtrack at each (seconds); now as cheap as
    the same length of ordinary markup."""
    size = foundry.MAX_HTML_CHARS
    ordinary = _best_of_three(("<b>bold</b> words " * (size // 18 + 1))[:size])
    hostile = _best_of_three("<" * size)
    nested = _best_of_three(("<i>" * (size // 8) + "x" + "</i>" * (size // 8))[:size])
    assert hostile < 5 * ordinary + 0.05
    assert nested < 5 * ordinary + 0.05


def test_foundry_html_over_the_cap_is_read_up_to_it_and_reported():
    actor = json.loads(FOUNDRY.read_text(encoding="utf-8"))
    actor["system"]["description"] = {"keeper": "<p>" + "a" * (foundry.MAX_HTML_CHARS + 500) + "</p>"}
    [imported] = foundry.read(json.dumps(actor).encode("utf-8"))
    assert f"Notes: 507 characters beyond the {foundry.MAX_HTML_CHARS} a sheet holds." in imported.report.lost


# --------------------------------------------------------------------------- Dhole's House talents


def test_thousands_of_pulp_talents_are_capped_and_reported():
    obj = json.loads(AGATHA.read_text(encoding="utf-8"))
    obj["Investigator"]["Talents"] = ",".join(f"Talent {n}" for n in range(3000))
    [imported] = dholes.read(json.dumps(obj).encode("utf-8"))
    talents = [s for s in imported.document.sheet.skills if s.label.startswith(dholes.TALENT_PREFIX)]
    assert len(talents) == dholes.MAX_TALENTS == 200
    assert talents[-1].label == "Pulp talent: Talent 199"
    assert "The Pulp talents after the first 200 were not read." in imported.report.lost


def test_a_million_comma_talents_read_quickly():
    obj = json.loads(AGATHA.read_text(encoding="utf-8"))
    obj["Investigator"]["Talents"] = "T," * 1_000_000
    data = json.dumps(obj).encode("utf-8")
    start = time.perf_counter()
    [imported] = dholes.read(data)
    assert time.perf_counter() - start < 5.0
    assert "The Pulp talents after the first 200 were not read." in imported.report.lost


# --------------------------------------------------------------------------- reading files


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_is_refused_without_blocking(tmp_path):
    fifo = tmp_path / "actor.json"
    with fifo_that_unblocks(fifo) as watchdog, pytest.raises(InterchangeError) as caught:
        interchange.read_bytes(fifo)
    assert not watchdog["opened"]
    assert str(caught.value) == (
        "the file cannot be read: this is a named pipe (FIFO), not a regular file; "
        "SheetMaker only reads and writes regular files"
    )


def test_a_file_over_the_input_cap_is_refused_before_it_is_read(tmp_path):
    big = tmp_path / "huge.json"
    with open(big, "wb") as handle:
        handle.truncate(interchange.MAX_INPUT_BYTES + 1)
    with pytest.raises(
        InterchangeError, match=r"^the file cannot be read: the file is 16\.0 MiB, larger than the 16 MiB"
    ):
        interchange.read_bytes(big)


def test_a_regular_file_is_read_whole(tmp_path):
    path = tmp_path / "actor.json"
    path.write_bytes(FOUNDRY.read_bytes())
    assert interchange.read_bytes(path) == FOUNDRY.read_bytes()
    with pytest.raises(InterchangeError, match="^the file cannot be read: no such file$"):
        interchange.read_bytes(tmp_path / "missing.json")
