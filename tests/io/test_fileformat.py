"""The sheet file format: round trips, hostile files, migrations and atomic saves."""

from __future__ import annotations

import json
import os
import uuid
from datetime import UTC, datetime
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sheetmaker.core.document import SCHEMA_VERSION, Portrait
from sheetmaker.core.errors import DocumentError
from sheetmaker.io import fileformat, migrations
from sheetmaker.systems.coc7.model import CoC7Document
from sheetmaker.systems.toc.model import ToCDocument

PNG_1X1 = bytes.fromhex(
    "89504e470d0a1a0a0000000d4948445200000001000000010806000000"
    "1f15c4890000000d49444154789c63382127f71f0004ba02043e571fc70000000049454e44ae426082"
)


def sample(**changes) -> CoC7Document:
    base = dict(
        name="Harvey Walters",
        player="Ann",
        tags=["journalist", "Arkham"],
        notes="Writes for the Boston Globe.\nAfraid of cats.",
        created=datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC),
        modified=datetime(2026, 1, 2, 3, 4, 6, tzinfo=UTC),
    )
    base.update(changes)
    return CoC7Document(**base)


def raw_of(document) -> dict:
    return json.loads(fileformat.dumps(document))


def problems(data: bytes | str, path: str = "x.sheet.json") -> list[str]:
    with pytest.raises(DocumentError) as info:
        fileformat.loads(data, path)
    return info.value.problems


# --------------------------------------------------------------------------- round trips


def test_round_trip_keeps_every_field():
    doc = sample(portrait=Portrait(media_type="image/png", data=PNG_1X1))
    again = fileformat.loads(fileformat.dumps(doc))
    assert again == doc
    assert again.portrait.data == PNG_1X1


def test_toc_document_round_trip():
    doc = ToCDocument(name="Prof. Armitage", kind="npc")
    again = fileformat.loads(fileformat.dumps(doc))
    assert isinstance(again, ToCDocument)
    assert again == doc


def test_file_is_pretty_stable_and_starts_with_format():
    doc = sample()
    text = fileformat.dumps(doc).decode("utf-8")
    assert text.startswith('{\n  "format": "sheetmaker",\n  "schema_version": 1,')
    assert text.endswith("}\n")
    assert fileformat.dumps(fileformat.loads(text)) == fileformat.dumps(doc)


def test_non_ascii_names_are_written_as_text():
    doc = sample(name="Ἀλέξανδρος Дмитриевич Ångström")
    text = fileformat.dumps(doc).decode("utf-8")
    assert "Ἀλέξανδρος Дмитриевич Ångström" in text
    assert fileformat.loads(text).name == doc.name


printable = st.text(
    alphabet=st.characters(blacklist_categories=("Cs",)), max_size=60
)


@settings(max_examples=60, suppress_health_check=[HealthCheck.too_slow])
@given(
    name=printable,
    player=printable,
    notes=st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=300),
    tags=st.lists(
        st.text(alphabet="abcdefghijklmnopqrstuvwxyzÄÖÜ -", min_size=1, max_size=20).filter(
            lambda t: t.strip()
        ),
        max_size=5,
        unique_by=lambda t: t.strip().casefold(),
    ),
    kind=st.sampled_from(["investigator", "npc"]),
    era=st.sampled_from(["1920s", "modern"]),
    image=st.sampled_from([None, PNG_1X1]),
)
def test_round_trip_property(name, player, notes, tags, kind, era, image):
    doc = sample(
        name=name,
        player=player,
        notes=notes,
        tags=tags,
        kind=kind,
        portrait=None if image is None else Portrait(media_type="image/png", data=image),
    )
    doc.sheet.era = era
    data = fileformat.dumps(doc)
    again = fileformat.loads(data)
    assert again == doc
    assert fileformat.dumps(again) == data


# --------------------------------------------------------------------------- hostile files


@pytest.mark.parametrize(
    ("data", "fragment"),
    [
        (b"", "empty"),
        (b"   \n", "empty"),
        (b"\xff\xfe\x00garbage", "UTF-8"),
        (b'{"format": "sheetmaker", "schema_version": 1, "system": "coc7"', "not valid JSON"),
        (b"[1, 2, 3]", "not a JSON object"),
        (b'"just a string"', "not a JSON object"),
        (b"{}", "not a SheetMaker sheet"),
        (b'{"format": "other"}', "not a SheetMaker sheet"),
        (b'{"format": "sheetmaker"}', "schema_version"),
        (b'{"format": "sheetmaker", "schema_version": "1"}', "schema_version"),
        (b'{"format": "sheetmaker", "schema_version": 1.0}', "schema_version"),
        (b'{"format": "sheetmaker", "schema_version": 0}', "schema_version"),
        (b'{"format": "sheetmaker", "schema_version": true}', "schema_version"),
        (b'{"format": "sheetmaker", "schema_version": 1, "system": "dnd5e"}', "unknown game system"),
        (b'{"format": "sheetmaker", "schema_version": 1}', "system: missing"),
        (b'{"Investigator": {"Header": {}}}', "Dhole's House"),
        (b'{"name": "x", "type": "character", "system": {}, "flags": {}}', "Foundry"),
        (b'{"format": "sheetmaker", "schema_version": 1, "system": "coc7", "x": 1}', "x: Extra"),
    ],
)
def test_bad_files_give_one_readable_problem_each(data, fragment):
    found = problems(data)
    assert found, "at least one problem is reported"
    assert any(fragment in line for line in found), found
    for line in found:
        assert "\n" not in line and "Traceback" not in line


def test_newer_version_says_a_newer_sheetmaker_wrote_it():
    raw = raw_of(sample())
    raw["schema_version"] = SCHEMA_VERSION + 1
    [line] = problems(json.dumps(raw))
    assert "newer SheetMaker" in line
    assert f"format version {SCHEMA_VERSION + 1}" in line


def test_deep_nesting_is_refused_without_recursion_error():
    data = "[" * 100_000 + "]" * 100_000
    [line] = problems(data)
    assert "not valid JSON" in line and "recursion" in line


def test_deep_nesting_inside_a_field():
    raw = raw_of(sample())
    text = json.dumps(raw).replace('"notes": "', '"notes": ' + "[" * 5000 + "]" * 5000 + ', "x": "', 1)
    assert problems(text)


@pytest.mark.parametrize(
    ("field", "value", "fragment"),
    [
        ("name", 10**400, "name"),
        ("name", "x" * 1000, "name"),
        ("tags", "not a list", "tags"),
        ("id", "not-a-uuid", "id"),
        ("created", "yesterday", "created"),
        ("kind", "monster", "kind"),
        ("portrait", {"media_type": "image/gif", "data": "AAAA"}, "portrait.media_type"),
        ("portrait", {"media_type": "image/png", "data": "!!!not base64"}, "portrait.data"),
        ("sheet", {"era": 1925}, "sheet.era"),
        ("sheet", [], "sheet"),
    ],
)
def test_wrong_types_name_the_field(field, value, fragment):
    raw = raw_of(sample())
    raw[field] = value
    found = problems(json.dumps(raw))
    assert any(line.startswith(fragment) for line in found), found


def test_huge_number_for_a_number_field():
    raw = raw_of(sample())
    raw["schema_version"] = 10**300
    [line] = problems(json.dumps(raw))
    assert "newer SheetMaker" in line


def test_nan_is_not_json():
    raw = json.dumps(raw_of(sample())).replace('"notes": "', '"notes": NaN, "y": "', 1)
    assert problems(raw)


def test_many_problems_are_capped():
    raw = raw_of(sample())
    raw.update({f"junk{i}": i for i in range(100)})
    found = problems(json.dumps(raw))
    assert len(found) == fileformat.MAX_PROBLEMS + 1
    assert found[-1].startswith("... and")


def test_size_cap_is_checked_before_reading(tmp_path, monkeypatch):
    path = tmp_path / "big.sheet.json"
    path.write_bytes(b" " * 2048)
    monkeypatch.setattr(fileformat, "MAX_FILE_BYTES", 1024)
    with pytest.raises(DocumentError) as info:
        fileformat.load(path)
    assert "larger than" in str(info.value)
    assert str(path) in str(info.value)


@settings(max_examples=200)
@given(st.binary(max_size=300))
def test_random_bytes_never_crash(data):
    with pytest.raises(DocumentError):
        fileformat.loads(data, "random.sheet.json")


@settings(max_examples=100)
@given(st.integers(min_value=1, max_value=400))
def test_truncated_files_never_crash(cut):
    data = fileformat.dumps(sample())
    if cut >= len(data):
        cut = len(data) - 2
    with pytest.raises(DocumentError):
        fileformat.loads(data[:cut])


def test_missing_file_and_folder(tmp_path):
    with pytest.raises(DocumentError, match="no such file"):
        fileformat.load(tmp_path / "nope.sheet.json")
    with pytest.raises(DocumentError, match="folder"):
        fileformat.load(tmp_path)


def test_error_names_the_file(tmp_path):
    path = tmp_path / "broken.sheet.json"
    path.write_text("{", encoding="utf-8")
    with pytest.raises(DocumentError) as info:
        fileformat.load(path)
    assert str(info.value).startswith(f"{path}: not valid JSON")


def test_naive_times_are_read_as_utc():
    raw = raw_of(sample())
    raw["created"] = "2026-01-02T03:04:05"
    assert fileformat.loads(json.dumps(raw)).created.tzinfo is not None


def test_utf8_bom_is_accepted():
    data = b"\xef\xbb\xbf" + fileformat.dumps(sample())
    assert fileformat.loads(data).name == "Harvey Walters"


# --------------------------------------------------------------------------- migrations


@pytest.fixture
def fake_version_2(monkeypatch):
    """Pretend the format is at version 2, with a step from 1 that renames ``player``."""
    monkeypatch.setattr(migrations, "MIGRATIONS", {})

    @migrations.migration(1)
    def rename_player(raw):
        raw["player"] = raw.pop("player_name", "")
        return raw

    monkeypatch.setattr(fileformat, "SCHEMA_VERSION", 2)
    return rename_player


def test_migration_steps_run_in_order(fake_version_2):
    raw = {"schema_version": 1, "player_name": "Ann"}
    assert migrations.migrate(raw, target=2) == {"schema_version": 2, "player": "Ann"}


def test_old_file_is_upgraded_on_load(fake_version_2):
    raw = raw_of(sample())
    raw["player_name"] = raw.pop("player")
    doc = fileformat.loads(json.dumps(raw))
    assert doc.player == "Ann"
    assert doc.schema_version == 2


def test_missing_migration_is_a_clear_error(monkeypatch):
    monkeypatch.setattr(migrations, "MIGRATIONS", {})
    monkeypatch.setattr(fileformat, "SCHEMA_VERSION", 3)
    raw = raw_of(sample())
    [line] = problems(json.dumps(raw))
    assert "cannot upgrade files of format version 1" in line


def test_registering_two_steps_from_one_version_is_refused(monkeypatch):
    monkeypatch.setattr(migrations, "MIGRATIONS", {})
    migrations.migration(1)(lambda raw: raw)
    with pytest.raises(RuntimeError):
        migrations.migration(1)(lambda raw: raw)


def test_every_registered_migration_has_a_loading_fixture():
    fixtures = Path(__file__).parent.parent / "data" / "migrations"
    for version in migrations.MIGRATIONS:
        fixture = fixtures / f"v{version}.sheet.json"
        assert fixture.is_file(), f"migration from version {version} has no fixture"
        assert fileformat.load(fixture).schema_version == SCHEMA_VERSION


# --------------------------------------------------------------------------- saving


def test_save_then_load(tmp_path):
    path = tmp_path / "harvey.sheet.json"
    doc = sample()
    fileformat.save(doc, path)
    assert fileformat.load(path) == doc
    assert not fileformat.backup_path(path).exists()


def test_save_keeps_the_previous_version_as_bak(tmp_path):
    path = tmp_path / "harvey.sheet.json"
    first = sample(name="First")
    second = sample(name="Second")
    fileformat.save(first, path)
    fileformat.save(second, path)
    assert fileformat.load(path).name == "Second"
    assert fileformat.load(fileformat.backup_path(path)).name == "First"
    assert fileformat.backup_path(path).name == "harvey.sheet.json.bak"


def test_save_leaves_no_temporary_files(tmp_path):
    path = tmp_path / "a.sheet.json"
    fileformat.save(sample(), path)
    fileformat.save(sample(name="B"), path)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.sheet.json", "a.sheet.json.bak"]


def test_write_failing_half_way_leaves_the_old_file(tmp_path, monkeypatch):
    path = tmp_path / "harvey.sheet.json"
    fileformat.save(sample(name="Safe"), path)
    before = path.read_bytes()
    real_fdopen = os.fdopen

    class HalfWriter:
        def __init__(self, handle):
            self.handle = handle

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            self.handle.close()
            return False

        def write(self, data):
            self.handle.write(data[: len(data) // 2])
            raise OSError(28, "No space left on device")

        def flush(self):  # pragma: no cover - not reached
            self.handle.flush()

        def fileno(self):  # pragma: no cover - not reached
            return self.handle.fileno()

    monkeypatch.setattr(os, "fdopen", lambda fd, mode: HalfWriter(real_fdopen(fd, mode)))
    with pytest.raises(DocumentError, match="No space left on device"):
        fileformat.save(sample(name="Lost"), path)
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["harvey.sheet.json"]


def test_replace_failing_leaves_the_old_file(tmp_path, monkeypatch):
    path = tmp_path / "harvey.sheet.json"
    fileformat.save(sample(name="Safe"), path)
    before = path.read_bytes()
    real_replace = os.replace

    def failing_replace(src, dst):
        if Path(dst) == path:
            raise OSError(5, "Input/output error")
        return real_replace(src, dst)

    monkeypatch.setattr(os, "replace", failing_replace)
    with pytest.raises(DocumentError, match="Input/output error"):
        fileformat.save(sample(name="Lost"), path)
    assert path.read_bytes() == before
    leftovers = {p.name for p in tmp_path.iterdir()} - {"harvey.sheet.json", "harvey.sheet.json.bak"}
    assert not leftovers


def test_unreadable_result_is_never_written(tmp_path, monkeypatch):
    path = tmp_path / "harvey.sheet.json"
    fileformat.save(sample(name="Safe"), path)
    before = path.read_bytes()
    monkeypatch.setattr(fileformat, "dumps", lambda doc: b"{broken")
    with pytest.raises(DocumentError):
        fileformat.save(sample(name="Lost"), path)
    assert path.read_bytes() == before


def test_save_into_missing_folder_is_a_clear_error(tmp_path):
    with pytest.raises(DocumentError) as info:
        fileformat.save(sample(), tmp_path / "no" / "such" / "x.sheet.json")
    assert "cannot save" in str(info.value)


def test_save_into_read_only_folder(tmp_path, monkeypatch):
    # Tests may run as root, who may write anywhere: the refusal is simulated.
    from sheetmaker.io import safefile

    def refuse(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(safefile, "_open_temp", refuse)
    with pytest.raises(DocumentError, match="permission denied"):
        fileformat.save(sample(), tmp_path / "x.sheet.json")


# --------------------------------------------------------------------------- schema


def test_exported_schema_is_up_to_date():
    shipped = Path(__file__).parents[2] / "resources" / "schema" / "sheet.schema.json"
    assert json.loads(shipped.read_text(encoding="utf-8")) == fileformat.json_schema(), (
        "run: sheetmaker schema -o resources/schema/sheet.schema.json"
    )


def test_schema_describes_both_systems():
    schema = fileformat.json_schema()
    text = json.dumps(schema)
    assert "CoC7Document" in text and "ToCDocument" in text
    assert schema["title"] == "SheetMaker sheet file"


def test_ids_are_stable_across_saves(tmp_path):
    doc = sample(id=uuid.UUID("12345678-1234-5678-1234-567812345678"))
    path = tmp_path / "x.sheet.json"
    fileformat.save(doc, path)
    assert str(fileformat.load(path).id) == "12345678-1234-5678-1234-567812345678"


# --------------------------------------------------------------------------- strict reading


def sample_text(**changes) -> str:
    return fileformat.dumps(sample(**changes)).decode("utf-8")


def test_a_stray_duplicate_sheet_key_is_refused():
    text = sample_text().rstrip().removesuffix("}") + ',\n  "sheet": {}\n}\n'
    [line] = problems(text)
    assert line.startswith("(top level): the key 'sheet' appears twice"), line


@pytest.mark.parametrize(
    ("old", "new", "where"),
    [
        ('"age": ', '"age": 30, "age": ', "sheet: the key 'age'"),
        ('"STR": ', '"STR": 10, "STR": ', "sheet.characteristics: the key 'STR'"),
        ('"ticked": ', '"ticked": true, "ticked": ', "sheet.skills[0]: the key 'ticked'"),
    ],
)
def test_duplicate_keys_name_the_key_and_where(old, new, where):
    doc = sample()
    doc.sheet.skills = [{"name": "Spot Hidden", "personal": 10}]
    text = fileformat.dumps(doc).decode("utf-8").replace(old, new, 1)
    [line] = problems(text)
    assert line.startswith(where), line


def test_duplicate_keys_deep_in_lists_do_not_recurse():
    raw = raw_of(sample())
    text = json.dumps(raw).replace('"notes": ', '"notes": ' + "[" * 150 + '{"a": 1, "a": 2}' + "]" * 150 + ', "x": ', 1)
    [line] = problems(text)
    assert "the key 'a' appears twice" in line and line.startswith("notes" + "[0]" * 150)


@pytest.mark.parametrize(
    ("path", "value", "fragment"),
    [
        (("sheet", "age"), "42", "sheet.age: Input should be a valid integer (found '42')"),
        (
            ("sheet", "characteristics", "INT"),
            True,
            "sheet.characteristics.INT: Input should be a valid integer (found True)",
        ),
        (("sheet", "characteristics", "INT"), 50.0, "sheet.characteristics.INT"),
        (("sheet", "hp"), "10", "sheet.hp"),
        (("name",), 42, "name: Input should be a valid string"),
        (("tags",), ["ok", 3], "tags[1]"),
    ],
)
def test_values_of_the_wrong_type_are_not_coerced(path, value, fragment):
    raw = raw_of(sample())
    target = raw
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    found = problems(json.dumps(raw))
    assert any(line.startswith(fragment) for line in found), found


def test_a_ticked_yes_is_not_a_boolean():
    doc = sample()
    doc.sheet.skills = [{"name": "Spot Hidden", "personal": 10}]
    raw = raw_of(doc)
    raw["sheet"]["skills"][0]["ticked"] = "yes"
    [line] = problems(json.dumps(raw))
    assert line.startswith("sheet.skills[0].ticked: Input should be a valid boolean"), line


def test_strict_reading_keeps_dates_uuids_and_portraits_working():
    doc = sample(portrait=Portrait(media_type="image/png", data=PNG_1X1))
    again = fileformat.loads(fileformat.dumps(doc))
    assert again.created == doc.created and again.id == doc.id and again.portrait == doc.portrait


def test_bundled_samples_are_valid():
    samples = sorted((Path(__file__).parents[2] / "resources" / "samples").glob("*.sheet.json"))
    assert samples
    for path in samples:
        fileformat.load(path)


def test_a_4000_digit_schema_version_is_not_echoed():
    raw = raw_of(sample())
    text = json.dumps(raw).replace('"schema_version": 1', '"schema_version": ' + "9" * 4000, 1)
    [line] = problems(text)
    assert "newer SheetMaker" in line and "a number of 4000 digits" in line
    assert len(line) < 300


def test_a_4000_digit_number_in_a_field_is_not_echoed():
    text = sample_text().replace('"age": ', '"age": ' + "7" * 4000 + ", \"x\": ", 1)
    found = problems(text)
    assert all(len(line) < 300 for line in found), found
    assert any("a number of 4000 digits" in line for line in found), found


def test_migrated_files_are_validated_strictly(fake_version_2):
    raw = raw_of(sample())
    raw["player_name"] = raw.pop("player")
    raw["sheet"]["age"] = "42"
    found = problems(json.dumps(raw))
    assert any(line.startswith("sheet.age") for line in found), found


def test_duplicate_keys_are_refused_before_a_migration(fake_version_2):
    text = sample_text().rstrip().removesuffix("}") + ',\n  "notes": ""\n}\n'
    [line] = problems(text)
    assert "the key 'notes' appears twice" in line


# --------------------------------------------------------------------------- portraits


def image_bytes(fmt: str, size=(4, 3)) -> bytes:
    import io

    from PIL import Image

    buffer = io.BytesIO()
    Image.new("RGB", size, (120, 40, 10)).save(buffer, fmt)
    return buffer.getvalue()


def with_portrait(media_type: str, data: bytes) -> str:
    import base64

    raw = raw_of(sample())
    raw["portrait"] = {"media_type": media_type, "data": base64.b64encode(data).decode("ascii")}
    return json.dumps(raw)


def png_bomb(width: int, height: int) -> bytes:
    """A small PNG claiming ``width``×``height`` pixels of zeros (compresses ~1000:1)."""
    import struct
    import zlib

    def chunk(kind: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

    rows = zlib.compress(b"\0" * ((width + 1) * 64), 9)  # only a few rows: the header is what counts
    header = struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", rows) + chunk(b"IEND", b"")


@pytest.mark.parametrize("media_type", ["image/png", "image/jpeg"])
def test_real_portraits_load(media_type):
    data = image_bytes("PNG" if media_type == "image/png" else "JPEG", (64, 48))
    assert fileformat.loads(with_portrait(media_type, data)).portrait.data == data


def test_a_decompression_bomb_is_refused_from_its_header(monkeypatch, recwarn):
    import PIL.Image

    def never(*args, **kwargs):  # pragma: no cover - the header check comes first
        raise AssertionError("Pillow must not be asked to open a bomb")

    monkeypatch.setattr(PIL.Image, "open", never)
    [line] = problems(with_portrait("image/png", png_bomb(12000, 12000)))
    assert line == (
        "portrait.data: the portrait is 12000×12000 pixels (144 Mpx), more than the 60 Mpx a "
        "portrait may have; scale it down and add it again"
    )
    assert not recwarn.list


def test_a_jpeg_bomb_is_refused_from_its_header():
    import struct

    data = bytearray(image_bytes("JPEG", (8, 8)))
    sof = data.index(b"\xff\xc0")
    data[sof + 5 : sof + 9] = struct.pack(">HH", 9000, 9000)
    [line] = problems(with_portrait("image/jpeg", bytes(data)))
    assert "9000×9000 pixels" in line and "60 Mpx" in line


@pytest.mark.parametrize(
    ("media_type", "data", "fragment"),
    [
        ("image/png", "JPEG", "declared as image/png but is a JPEG image"),
        ("image/jpeg", "PNG", "declared as image/jpeg but is a PNG image"),
        ("image/png", b"GIF89a" + b"\0" * 40, "not a PNG image"),
        ("image/jpeg", b"hello world", "not a JPEG image"),
        ("image/png", "PNG-truncated", "the PNG image is damaged"),
        ("image/jpeg", "JPEG-truncated", "the JPEG image is damaged"),
        ("image/png", b"\x89PNG\r\n\x1a\n" + b"\0" * 4, "the PNG image is damaged"),
    ],
)
def test_portraits_that_are_not_what_they_say_are_refused(media_type, data, fragment, recwarn):
    if isinstance(data, str):
        fmt, _, cut = data.partition("-")
        data = image_bytes(fmt, (64, 64))
        if cut:
            data = data[: len(data) // 2]
    [line] = problems(with_portrait(media_type, data))
    assert line.startswith("portrait.data: ") and fragment in line, line
    assert not recwarn.list, [str(w.message) for w in recwarn.list]


def test_damaged_png_data_after_a_good_header_is_refused():
    data = bytearray(image_bytes("PNG", (32, 32)))
    idat = data.index(b"IDAT")
    data[idat + 6 : idat + 12] = b"\xff" * 6
    [line] = problems(with_portrait("image/png", bytes(data)))
    assert "the PNG image is damaged" in line


# --------------------------------------------------------------------------- fuzzing the loader


@settings(max_examples=150, deadline=None, database=None)
@given(st.data())
def test_mutated_sheets_never_crash(data):
    text = fileformat.dumps(sample(portrait=Portrait(media_type="image/png", data=PNG_1X1))).decode("utf-8")
    for _ in range(data.draw(st.integers(1, 4))):
        position = data.draw(st.integers(0, len(text)))
        action = data.draw(st.sampled_from(["delete", "insert", "replace"]))
        piece = data.draw(st.sampled_from(['"', "{", "}", "[", "]", ",", ":", "1", "true", "null", '"x"',
                                            "-", "1e999", "\\u0000", '"sheet": {}', "\n", "9" * 50]))
        if action == "delete":
            text = text[:position] + text[position + len(piece):]
        elif action == "insert":
            text = text[:position] + piece + text[position:]
        else:
            text = text[:position] + piece + text[position + 1:]
    try:
        doc = fileformat.loads(text, "fuzz.sheet.json")
    except DocumentError as exc:
        for line in exc.problems:
            assert "\n" not in line and len(line) < 1000
        return
    assert fileformat.loads(fileformat.dumps(doc)) == doc
