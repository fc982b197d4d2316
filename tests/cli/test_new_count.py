"""``sheetmaker new coc7|toc --npc --count N -o FOLDER``: quick NPCs in bulk (issue 13 item 4)."""

from __future__ import annotations

from pathlib import Path

import pytest

from sheetmaker.io import fileformat
from tests.cli.helpers import run

COC = "Call of Cthulhu 7th edition"
TOC = "Trail of Cthulhu"


def usage_error(capsys, *argv: str) -> str:
    """Run a command that must stop with a usage error (exit status 2); its standard error."""
    with pytest.raises(SystemExit) as info:
        run(capsys, *argv)
    assert info.value.code == 2
    return capsys.readouterr().err


def sheets(folder: Path) -> list[Path]:
    return sorted(folder.glob("*.sheet.json"))


def test_coc_batch_into_a_new_folder(capsys, tmp_path):
    folder = tmp_path / "campaign" / "npcs"
    status, out, err = run(
        capsys, "new", "coc7", "--npc", "--count", "12", "-o", str(folder),
        "--tag", "cultist", "--tier", "expert", "--occupation", "Antiquarian", "--era", "1920s", "--seed", "5",
    )
    assert status == 0, err
    assert err == ""
    lines = out.splitlines()
    assert len(lines) == 12
    files = sheets(folder)
    assert len(files) == 12
    names = set()
    for line in lines:
        assert line.startswith(f"Wrote {folder}/") and f"({COC} NPC: " in line
    for path in files:
        document = fileformat.load(path)
        assert document.kind == "npc" and document.system == "coc7"
        assert document.tags == ["expert", "cultist"]
        assert document.sheet.occupation.name == "Antiquarian"
        assert path.name == f"{document.name}.sheet.json"
        names.add(document.name)
    assert len(names) == 12


def test_toc_batch_with_a_mix_and_the_default_tier(capsys, tmp_path):
    status, out, err = run(capsys, "new", "toc", "--npc", "--count", "30", "-o", str(tmp_path), "--occupation", "mix")
    assert status == 0, err
    assert out.count(f"({TOC} NPC: ") == 30
    documents = [fileformat.load(p) for p in sheets(tmp_path)]
    assert len(documents) == 30
    assert all(d.tags == ["average"] for d in documents)
    assert len({d.sheet.occupation.name for d in documents}) > 5


def test_same_seed_same_batch(capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")
    for sub in ("a", "b"):
        assert run(capsys, "new", "coc7", "--npc", "--count", "5", "-o", str(tmp_path / sub), "--seed", "9")[0] == 0
    first, second = sheets(tmp_path / "a"), sheets(tmp_path / "b")
    assert [p.name for p in first] == [p.name for p in second]
    assert [p.read_bytes() for p in first] == [p.read_bytes() for p in second]


def test_an_existing_folder_keeps_its_files(capsys, tmp_path):
    args = ("new", "coc7", "--npc", "--count", "4", "-o", str(tmp_path), "--seed", "2")
    assert run(capsys, *args)[0] == 0
    before = {p.name: p.read_bytes() for p in sheets(tmp_path)}
    (tmp_path / "notes.txt").write_text("keeper's notes")
    status, out, err = run(capsys, *args)  # the same names again
    assert status == 0, err
    after = {p.name: p.read_bytes() for p in sheets(tmp_path)}
    assert len(after) == 8
    assert all(after[name] == data for name, data in before.items())  # nothing overwritten
    assert all(f"{Path(name).name.removesuffix('.sheet.json')} (2).sheet.json" in after for name in before)
    assert (tmp_path / "notes.txt").read_text() == "keeper's notes"
    assert not list(tmp_path.glob("*.bak"))


def test_count_without_npc_is_a_usage_error(capsys, tmp_path):
    err = usage_error(capsys, "new", "coc7", "--count", "3", "-o", str(tmp_path))
    assert "error: --count goes with --npc: only quick NPCs are made in bulk" in err
    assert not list(tmp_path.iterdir())
    err = usage_error(capsys, "new", "toc", "--random", "--count", "3", "-o", str(tmp_path))
    assert "--count goes with --npc" in err


@pytest.mark.parametrize("count", ["0", "501", "-4"])
def test_count_out_of_range(capsys, tmp_path, count):
    folder = tmp_path / "out"
    status, out, err = run(capsys, "new", "coc7", "--npc", "--count", count, "-o", str(folder))
    assert status == 1
    assert out == ""
    assert err == f"sheetmaker: --count: The count {count} is out of range; make 1 to 500 NPCs at a time.\n"
    assert not folder.exists()


def test_other_problems(capsys, tmp_path):
    a_file = tmp_path / "a.sheet.json"
    a_file.write_text("{}")
    status, _, err = run(capsys, "new", "coc7", "--npc", "--count", "2", "-o", str(a_file))
    assert status == 1 and "is not a folder" in err
    status, _, err = run(capsys, "new", "coc7", "--npc", "--count", "2", "-o", str(tmp_path), "--occupation", "Plumber")
    assert status == 1 and "'Plumber' is not an occupation" in err
    err = usage_error(capsys, "new", "coc7", "--npc", "--count", "2", "-o", str(tmp_path), "--name", "Bob")
    assert "--name does not go with --count" in err
    err = usage_error(capsys, "new", "toc", "--npc", "-o", str(tmp_path / "x.sheet.json"), "--tag", "t")
    assert "--tag goes with --npc --count" in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.sheet.json"]


def test_without_count_the_single_npc_is_unchanged(capsys, tmp_path):
    path = tmp_path / "one.sheet.json"
    status, out, _ = run(capsys, "new", "coc7", "--npc", "-o", str(path), "--seed", "1")
    assert status == 0
    assert out == f"Wrote {path} ({COC} NPC)\n"
