"""``packaging/linux/install.sh --bundle DIR`` refuses a DIR that is the installed copy, inside it,
or holding it: it used to delete the installed copy before copying it and leave a broken launcher.
Nothing is touched when it refuses. Temp XDG folders, as in tests/test_packaging_desktop.py."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.test_packaging_desktop import _install, home  # noqa: F401 - home is a fixture

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="the Linux install script")


def _fake_build(folder: Path) -> Path:
    """A folder that looks like a PyInstaller build: an executable sheetmaker and its files."""
    folder.mkdir(parents=True, exist_ok=True)
    program = folder / "sheetmaker"
    program.write_text('#!/bin/sh\necho "bundled sheetmaker: $*"\n', encoding="utf-8")
    program.chmod(0o755)
    (folder / "_internal").mkdir(exist_ok=True)
    (folder / "_internal" / "library.so").write_bytes(b"not really a library")
    return folder


def _snapshot(folder: Path) -> dict[str, bytes]:
    return {str(path.relative_to(folder)): path.read_bytes() for path in sorted(folder.rglob("*")) if path.is_file()}


@pytest.fixture
def installed(home):
    """home with a build installed by --bundle: (tmp_path, env, the installed copy, the launcher)."""
    tmp_path, _venv, env = home
    result = _install(env, "--bundle", str(_fake_build(tmp_path / "dist" / "sheetmaker")))
    assert result.returncode == 0, result.stderr
    copy = tmp_path / "home" / "share" / "sheetmaker" / "bundle"
    launcher = tmp_path / "home" / ".local" / "bin" / "sheetmaker"
    assert _snapshot(copy) == _snapshot(tmp_path / "dist" / "sheetmaker")
    return tmp_path, env, copy, launcher


def _launcher_works(launcher: Path) -> None:
    run = subprocess.run([str(launcher), "x.sheet.json"], capture_output=True, text=True, timeout=30)
    assert run.returncode == 0 and run.stdout == "bundled sheetmaker: x.sheet.json\n"


def test_the_installed_copy_as_the_bundle_is_refused_and_kept(installed):
    tmp_path, env, copy, launcher = installed
    before, launcher_before = _snapshot(copy), launcher.read_bytes()
    for given in (str(copy), f"{copy}/", str(copy.parent / ".." / "sheetmaker" / "bundle")):
        result = _install(env, "--bundle", given)
        assert result.returncode == 1
        assert result.stderr == (
            f"install.sh: --bundle {given} is the installed copy ({copy}) or inside it; point it at the build "
            "(dist/sheetmaker); nothing was changed\n"
        )
        assert _snapshot(copy) == before
    assert launcher.read_bytes() == launcher_before
    _launcher_works(launcher)


def test_a_link_to_the_installed_copy_and_a_folder_inside_it_are_refused(installed):
    tmp_path, env, copy, launcher = installed
    link = tmp_path / "looks-like-a-build"
    link.symlink_to(copy)
    inner = _fake_build(copy / "_internal" / "nested")
    before = _snapshot(copy)
    for given in (link, inner):
        result = _install(env, "--bundle", str(given))
        assert result.returncode == 1
        assert f"install.sh: --bundle {given} is the installed copy ({copy}) or inside it" in result.stderr
    assert _snapshot(copy) == before
    _launcher_works(launcher)


def test_a_bundle_holding_the_install_folder_is_refused(home):
    tmp_path, _venv, env = home
    data = tmp_path / "home" / "share"
    _fake_build(data)  # the build folder is XDG_DATA_HOME itself: the copy would go inside it
    before = _snapshot(data)
    result = _install(env, "--bundle", str(data))
    assert result.returncode == 1
    assert result.stderr == (
        f"install.sh: --bundle {data} holds the install folder {data}/sheetmaker/bundle; point it at the build "
        "(dist/sheetmaker); nothing was changed\n"
    )
    assert _snapshot(data) == before
    assert not (tmp_path / "home" / ".local" / "bin" / "sheetmaker").exists()
