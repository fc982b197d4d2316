"""The real application started on damaged app data: the library cache, lock files, the recovery
folder and the settings file broken in every way we could think of. Every start must bring up the
window with the sheet and the library listed, never crash (a segfault is a negative exit status
here), never hang (a time-out), and never lose the user's sheets."""

from __future__ import annotations

import json
import os
import shutil
import socket
from pathlib import Path

import pytest

from sheetmaker.io.lockinfo import LOCKS_FOLDER, lock_name

from .conftest import SAMPLES, run_app

SHEETS = ("harvey-walters.sheet.json",)


@pytest.fixture
def place(tmp_path):
    """A library folder with three sample sheets, empty data and settings folders."""
    library = tmp_path / "library"
    library.mkdir()
    for sample in sorted(SAMPLES.glob("*.sheet.json"))[:3]:
        shutil.copy(sample, library / sample.name)
    data = tmp_path / "data"
    settings = tmp_path / "settings"
    data.mkdir()
    settings.mkdir()
    return library, data, settings


def _start(library: Path, data: Path, settings: Path, *files: Path) -> dict:
    report = run_app([*map(str, files), f"--library={library}"], data=data, settings=settings)
    assert report["returncode"] == 0, report
    assert "error" not in report, report
    assert report["window"], report
    return report


def _sheets_unchanged(library: Path) -> None:
    for path in library.glob("*.sheet.json"):
        assert path.read_bytes() == (SAMPLES / path.name).read_bytes()


def _make_cache(library: Path, data: Path, monkeypatch, capsys) -> Path:
    """The library cache as ``sheetmaker list`` writes it."""
    from sheetmaker.cli import main

    monkeypatch.setenv("SHEETMAKER_APP_DATA_DIR", str(data))
    assert main(["list", str(library)]) == 0
    capsys.readouterr()
    cache = data / "library-index.json"
    assert cache.is_file()
    return cache


def _cache_rows(data: Path) -> dict:
    return json.loads((data / "library-index.json").read_text(encoding="utf-8"))


CACHE_DAMAGE = {
    "garbage bytes": lambda raw: b"\x00\xff{not json",
    "empty": lambda raw: b"",
    "a list": lambda raw: b"[1, 2, 3]",
    "deep nesting": lambda raw: b"[" * 100_000,
}


def _wrong_types(raw: dict) -> list[dict]:
    """One damaged copy of the cache per field of the first row, with a wrong-typed value."""
    copies = []
    rows = raw.get("entries") or []
    if not rows:
        return copies
    width = len(rows[0]) if isinstance(rows[0], list) else 0
    for index in range(width):
        for bad in (None, "x", 10**30, -1, [], {"a": 1}, 1.5, True):
            original = rows[0][index]
            if type(bad) is type(original) or (original is None and bad is None):
                continue  # a false value of the right type is no damage a reader can see
            damaged = json.loads(json.dumps(raw))
            damaged["entries"][0][index] = bad
            copies.append(damaged)
    return copies


def _wrong_types(raw: dict) -> list[dict]:
    """One damaged copy of the cache per field of the first row, with a wrong-typed value."""
    copies = []
    rows = raw.get("entries") or []
    if not rows:
        return copies
    width = len(rows[0]) if isinstance(rows[0], list) else 0
    for index in range(width):
        for bad in (None, "x", 10**30, -1, [], {"a": 1}, 1.5, True):
            original = rows[0][index]
            if type(bad) is type(original) or (original is None and bad is None):
                continue  # a false value of the right type is no damage a reader can see
            damaged = json.loads(json.dumps(raw))
            damaged["entries"][0][index] = bad
            copies.append(damaged)
    return copies


def test_a_damaged_library_cache_is_rebuilt(place, monkeypatch, capsys):
    """Each damage read by ``sheetmaker list`` (in-process), the worst one by the window."""
    from sheetmaker.cli import main

    library, data, settings = place
    cache = _make_cache(library, data, monkeypatch, capsys)
    assert main(["list", str(library)]) == 0
    expected = capsys.readouterr().out
    for damage in sorted(CACHE_DAMAGE):
        cache.write_bytes(CACHE_DAMAGE[damage](cache.read_bytes()))
        assert main(["list", str(library)]) == 0, damage
        assert capsys.readouterr().out == expected, damage
        # Rebuilt: the next read finds a good cache again.
        assert _cache_rows(data)["entries"], damage
    cache.write_bytes(CACHE_DAMAGE["deep nesting"](b""))
    report = _start(library, data, settings)
    assert report["library_rows"] == 3
    _sheets_unchanged(library)


def test_every_wrong_typed_cache_field_is_survived(place, monkeypatch, capsys):
    """The segfault of issue 20: a wrong-typed field in the cache. Every field of a row with
    eight wrong types each, read by ``sheetmaker list`` (in-process: quick), then the window
    with a sample of them (one start per damaged file would take minutes)."""
    from sheetmaker.cli import main

    library, data, settings = place
    cache = _make_cache(library, data, monkeypatch, capsys)
    good = _cache_rows(data)
    copies = _wrong_types(good)
    assert len(copies) >= 40, "the cache has too few fields to damage"
    capsys.readouterr()
    assert main(["list", str(library)]) == 0
    expected = capsys.readouterr().out
    for damaged in copies:
        cache.write_text(json.dumps(damaged), encoding="utf-8")
        assert main(["list", str(library)]) == 0, damaged["entries"][0]
        assert capsys.readouterr().out == expected, damaged["entries"][0]
    for damaged in copies[:: max(1, len(copies) // 2)]:
        cache.write_text(json.dumps(damaged), encoding="utf-8")
        report = _start(library, data, settings)
        assert report["library_rows"] == 3, (damaged["entries"][0], report)
    _sheets_unchanged(library)


def test_a_fifo_or_a_link_as_the_cache_never_hangs(place, tmp_path):
    library, data, settings = place
    os.mkfifo(data / "library-index.json")
    report = _start(library, data, settings)
    assert report["library_rows"] == 3
    (data / "library-index.json").unlink()
    os.symlink("/dev/zero", data / "library-index.json")
    report = _start(library, data, settings)
    assert report["library_rows"] == 3


LOCK_DAMAGE = {
    "empty": b"",
    "garbage": b"garbage\x00\xff",
    # A process of this machine that is gone (pids do not go that high).
    "dead pid": f"99999999\nsheetmaker\n{socket.gethostname()}\n".encode(),
    "long": b"1\n\n\n" * 10_000,
}


def test_damaged_lock_files_do_not_stop_sheets_from_opening(place):
    """One sheet per damage, and one whose lock is a FIFO, all opened in one start."""
    library, data, settings = place
    locks = data / LOCKS_FOLDER
    locks.mkdir()
    sheets = []
    for number, damage in enumerate([*sorted(LOCK_DAMAGE), "fifo"]):
        sheet = library / f"locked-{number}.sheet.json"
        shutil.copy(SAMPLES / SHEETS[0], sheet)
        sheets.append(sheet)
        if damage == "fifo":
            os.mkfifo(locks / lock_name(sheet))
        else:
            (locks / lock_name(sheet)).write_bytes(LOCK_DAMAGE[damage])
    report = _start(library, data, settings, *sheets)
    assert sorted(s["path"] for s in report["sheets"]) == sorted(map(str, sheets)), report
    assert not [box for box in report["boxes"] if "open" in box.lower()], report["boxes"]
    for sheet in sheets:
        assert sheet.read_bytes() == (SAMPLES / SHEETS[0]).read_bytes()


def _damaged_session(folder: Path, damage: str) -> None:
    session = folder / (os.urandom(16).hex())
    session.mkdir(parents=True)
    copy = session / (os.urandom(16).hex() + ".sheet.json")
    index = session / "index.json"
    if damage == "garbage":
        index.write_bytes(b"\xff\x00{{{")
        shutil.copy(SAMPLES / SHEETS[0], copy)
    elif damage == "fifo index":
        os.mkfifo(index)
    elif damage == "wrong types":
        index.write_text(json.dumps({"format": "sheetmaker-recovery", "version": 1,
                                     "sheets": [{"file": 5, "path": ["x"], "name": {}}, "junk", None]}))
    elif damage == "foreign path":
        shutil.copy(SAMPLES / SHEETS[0], copy)
        index.write_text(json.dumps({"format": "sheetmaker-recovery", "version": 1,
                                     "sheets": [{"file": copy.name, "path": "/etc/passwd", "name": "x"}]}))
    elif damage == "fifo copy":
        os.mkfifo(copy)
        index.write_text(json.dumps({"format": "sheetmaker-recovery", "version": 1,
                                     "sheets": [{"file": copy.name, "path": None, "name": "x"}]}))
    elif damage == "huge index":
        with open(index, "wb") as handle:
            handle.truncate(200 * 1024 * 1024)


RECOVERY_DAMAGE = ["garbage", "fifo index", "wrong types", "foreign path", "fifo copy", "huge index"]


def test_a_damaged_recovery_folder_never_stops_the_start(place):
    """Six damaged sessions left by crashed copies, found at one start; the recovery question
    is answered Yes: whatever is recovered is never bound to a file that is not a sheet."""
    library, data, settings = place
    for damage in RECOVERY_DAMAGE:
        _damaged_session(data / "recovery", damage)
    report = run_app([f"--library={library}"], data=data, settings=settings, answers="Yes")
    assert report["returncode"] == 0 and report["window"], report
    assert report["library_rows"] == 3
    _sheets_unchanged(library)
    for sheet in report.get("sheets", []):
        assert sheet["path"] != "/etc/passwd", report


SETTINGS_DAMAGE = {
    "garbage": b"\x00\xff\xfe[[[\n=\n",
    "wrong types": (
        b"[General]\nrecentFiles=12\nrecentNames=@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x18QList<QVariant>\\0\\0\\0\\0\\x1)\n"
        b"geometry=@ByteArray(zz)\nstate=not a state\n[preferences]\nautosave_minutes=99999999999999999999\n"
        b"language=klingon\ncolor_scheme=3\n[library]\nfolders=7\ncurrent=@ByteArray(\\xff)\n"
    ),
}


@pytest.mark.parametrize("damage", sorted(SETTINGS_DAMAGE))
def test_damaged_settings_never_stop_the_start(place, damage):
    library, data, settings = place
    (settings / "SheetMaker.ini").write_bytes(SETTINGS_DAMAGE[damage])
    report = _start(library, data, settings, library / SHEETS[0])
    assert [s["name"] for s in report["sheets"]] == ["Harvey Walters"]


def test_a_fifo_as_the_settings_file_never_hangs(place):
    library, data, settings = place
    os.mkfifo(settings / "SheetMaker.ini")
    report = _start(library, data, settings, library / SHEETS[0])
    assert [s["name"] for s in report["sheets"]] == ["Harvey Walters"]
    assert "settings" in report["status"].lower(), report["status"]
