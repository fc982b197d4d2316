"""``sheetmaker list FOLDER``: the library index for scripts."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from tests.cli.helpers import run
from tests.io.library_fixtures import write_library, write_sheet


@pytest.fixture
def app_data(tmp_path, monkeypatch):
    folder = tmp_path / "appdata"
    monkeypatch.setenv("SHEETMAKER_APP_DATA_DIR", str(folder))
    return folder


@pytest.fixture
def folder(tmp_path):
    lib = tmp_path / "lib"
    counts = write_library(lib, 60)
    (lib / "broken.sheet.json").write_text("{")
    raw = json.loads((lib / "sheet00000.sheet.json").read_text())
    write_sheet(lib, "sheet00000.sync-conflict-20261122-120000-ABCDEFG.sheet.json", raw)
    return lib, counts


def test_list_table(capsys, app_data, folder):
    lib, counts = folder
    status, out, err = run(capsys, "list", str(lib))
    assert status == 0 and err == ""
    lines = out.splitlines()
    assert lines[0].split() == ["NAME", "GAME", "KIND", "OCCUPATION", "TAGS", "HP/HEALTH", "SAN/STABILITY",
                                "PLAYER", "FILE"]
    assert lines[-1] == "62 sheets, 1 of them broken."
    assert len(lines) == 64
    broken = [line for line in lines if "broken.sheet.json" in line]
    assert broken[0].startswith("(broken)") and "error: not valid JSON" in broken[0]
    original = next(i for i, line in enumerate(lines) if line.endswith(" sheet00000.sheet.json"))
    assert lines[original + 1].endswith("(conflict copy of sheet00000.sheet.json)")
    assert "Zoé Number00000" in lines[original]
    assert (app_data / "library-index.json").is_file()


def test_list_json_and_filters(capsys, app_data, folder):
    lib, counts = folder
    status, out, _ = run(capsys, "list", str(lib), "--json")
    data = json.loads(out)
    assert status == 0 and len(data) == 62
    assert set(data[0]) == {"path", "file", "name", "game", "kind", "occupation", "tags", "player", "health",
                            "health_now", "sanity", "sanity_now", "has_portrait", "modified", "id", "notes",
                            "error", "conflict_of"}
    broken = [item for item in data if item["error"]]
    assert [item["file"] for item in broken] == ["broken.sheet.json"]
    conflicts = [item for item in data if item["conflict_of"]]
    assert [item["conflict_of"] for item in conflicts] == ["sheet00000.sheet.json"]

    def count(*argv):
        status, out, err = run(capsys, "list", str(lib), "--json", *argv)
        assert status == 0, err
        return len(json.loads(out))

    # The conflict copy of sheet 0 (coc7, npc, cult + Boss, "Zoé") counts once more.
    assert count("--game", "toc") == counts["toc"]
    assert count("--game", "coc7") == counts["coc7"] + 1
    assert count("--kind", "npc") == counts["npc"] + 1
    assert count("--kind", "investigator") == counts["investigator"]
    assert count("--tag", "BOSS") == counts["tag:boss"] + 1
    assert count("--search", "zoe") == counts["word:Zoé"] + 1
    assert count("--search", "docks zoé", "--tag", "cult") == 2  # sheet 0 and its conflict copy
    assert count("--search", "no such words") == 0
    assert count("--search", "broken") == 1  # the broken file by its name


def test_no_cache_writes_nothing(capsys, app_data, folder):
    lib, _ = folder
    status, out, _ = run(capsys, "list", str(lib), "--no-cache", "--json")
    assert status == 0 and len(json.loads(out)) == 62
    assert not app_data.exists()


def test_empty_folder_and_errors(capsys, app_data, tmp_path):
    (tmp_path / "empty").mkdir()
    assert run(capsys, "list", str(tmp_path / "empty")) == (0, "No sheets found.\n", "")
    assert run(capsys, "list", str(tmp_path / "empty"), "--json") == (0, "[]\n", "")
    status, out, err = run(capsys, "list", str(tmp_path / "missing"))
    assert (status, out) == (1, "") and err == f"sheetmaker: {tmp_path / 'missing'}: no such folder\n"
    (tmp_path / "file").write_text("x")
    status, _, err = run(capsys, "list", str(tmp_path / "file"))
    assert status == 1 and err.endswith("not a folder\n")
    with pytest.raises(SystemExit) as exc:
        run(capsys, "list", str(tmp_path), "--game", "dnd")
    assert exc.value.code == 2


def test_a_corrupt_cache_is_ignored_and_rewritten(capsys, app_data, folder):
    lib, _ = folder
    app_data.mkdir()
    (app_data / "library-index.json").write_text("{garbage")
    status, out, _ = run(capsys, "list", str(lib), "--json")
    assert status == 0 and len(json.loads(out)) == 62
    assert json.loads((app_data / "library-index.json").read_text())["format"] == "sheetmaker-library-index"


def test_importing_the_cli_and_listing_loads_no_qt(tmp_path):
    code = (
        "import sys; from sheetmaker.cli import main; "
        f"status = main(['list', {str(tmp_path)!r}, '--json']); "
        "assert 'PySide6' not in sys.modules, 'PySide6 loaded'; sys.exit(status)"
    )
    env = dict(os.environ, SHEETMAKER_APP_DATA_DIR=str(tmp_path / "appdata"))
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout == "[]\n"
