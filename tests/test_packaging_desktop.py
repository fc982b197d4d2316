"""Desktop packaging: the icon, the freedesktop files and their install script, the PyInstaller
spec, and the packagers' smoke test (``sheetmaker --smoke-test``).

The PyInstaller build itself runs in CI (.ci/run → packaging/build.sh), not here: it takes half
a minute and needs PyInstaller.
"""

from __future__ import annotations

import configparser
import os
import re
import shutil
import struct
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from sheetmaker import __version__, cli
from sheetmaker.resources import resource

ROOT = Path(__file__).resolve().parents[1]
PACKAGING = ROOT / "packaging"
LINUX = PACKAGING / "linux"
DESKTOP = LINUX / "sheetmaker.desktop"
METAINFO = LINUX / "io.github.sheetmaker.SheetMaker.metainfo.xml"
MIME = LINUX / "sheetmaker-mime.xml"
INSTALL = LINUX / "install.sh"
SPEC = PACKAGING / "sheetmaker.spec"
MIME_TYPE = "application/x-sheetmaker+json"
HARVEY = resource("samples", "harvey-walters.sheet.json")
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def _needs(tool: str) -> str:
    path = shutil.which(tool)
    if path is None:
        pytest.skip(f"{tool} is not installed (Debian: apt-get install the package that has it)")
    return path


def _png_header(path: Path) -> tuple[int, int, int]:
    """Width, height and PNG colour type (6: RGBA) of a PNG file."""
    data = path.read_bytes()[:26]
    assert data[:8] == b"\x89PNG\r\n\x1a\n", path
    width, height = struct.unpack(">II", data[16:24])
    return width, height, data[25]


# --------------------------------------------------------------------------- the icon


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("folder", "name"), [("apps", "sheetmaker"), ("mimetypes", "application-x-sheetmaker+json")])
def test_icon_pngs_have_their_size(size, folder, name):
    path = ROOT / "resources" / "icons" / "hicolor" / f"{size}x{size}" / folder / f"{name}.png"
    assert _png_header(path) == (size, size, 6)


def test_icon_sizes_agree_and_the_svgs_are_square():
    from sheetmaker.app import ICON_SIZES

    sys.path.insert(0, str(PACKAGING))
    try:
        import make_icons
    finally:
        sys.path.remove(str(PACKAGING))
    assert ICON_SIZES == make_icons.SIZES == SIZES
    for svg in ("sheetmaker.svg", "application-x-sheetmaker+json.svg"):
        root = ET.parse(ROOT / "resources" / "icons" / svg).getroot()
        assert root.get("viewBox") == "0 0 128 128"


def test_the_application_has_the_icon_in_every_size(qapp):
    from sheetmaker.app import application_icon, create_application

    icon = application_icon()
    assert sorted(size.width() for size in icon.availableSizes()) == list(SIZES)
    create_application([])
    assert sorted(size.width() for size in qapp.windowIcon().availableSizes()) == list(SIZES)


# --------------------------------------------------------------------------- freedesktop files


def _desktop_entry(path: Path) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(path, encoding="utf-8")
    return parser["Desktop Entry"]


def test_desktop_entry_is_valid():
    result = subprocess.run([_needs("desktop-file-validate"), str(DESKTOP)], capture_output=True, text=True)
    assert (result.returncode, result.stdout + result.stderr) == (0, "")


def test_desktop_entry_opens_sheets_and_matches_the_application():
    from sheetmaker.app import DESKTOP_FILE_NAME

    entry = _desktop_entry(DESKTOP)
    assert DESKTOP.name == f"{DESKTOP_FILE_NAME}.desktop"  # Wayland matches windows by it
    assert entry["Exec"] == "sheetmaker %F"
    assert entry["MimeType"] == f"{MIME_TYPE};"
    assert entry["Icon"] == "sheetmaker"
    assert entry["Categories"] == "Game;RolePlaying;"


def test_metainfo_is_valid():
    result = subprocess.run(
        [_needs("appstreamcli"), "validate", "--no-net", str(METAINFO)], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Validation was successful" in result.stdout


def test_metainfo_describes_this_version_with_screenshots_from_the_repository():
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("launchable") == DESKTOP.name
    assert root.find("releases/release").get("version") == __version__  # the newest first
    assert root.find("content_rating").get("type") == "oars-1.1"
    assert root.find("provides/mediatype").text == MIME_TYPE
    images = [image.text for image in root.iterfind("screenshots/screenshot/image")]
    prefix = "https://raw.githubusercontent.com/sheetmaker/sheetmaker/main/"
    assert [url.removeprefix(prefix) for url in images] == [
        "resources/screenshots/coc7-sheet.png",
        "resources/screenshots/coc7-wizard.png",
        "resources/screenshots/toc-sheet.png",
        "resources/screenshots/toc-wizard.png",
    ]
    for image in root.iterfind("screenshots/screenshot/image"):
        path = ROOT / image.text.removeprefix(prefix)
        assert _png_header(path)[:2] == (int(image.get("width")), int(image.get("height")))


def test_mime_type_is_the_sheet_files_glob_under_json():
    ns = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    mime_type = ET.parse(MIME).getroot().find("m:mime-type", ns)
    assert mime_type.get("type") == MIME_TYPE
    assert [glob.get("pattern") for glob in mime_type.iterfind("m:glob", ns)] == ["*.sheet.json"]
    assert mime_type.find("m:sub-class-of", ns).get("type") == "application/json"
    # The magic finds what SheetMaker writes at the top of every sheet.
    head = HARVEY.read_text(encoding="utf-8")[:64]
    values = [match.get("value") for match in mime_type.iterfind("m:magic/m:match", ns)]
    assert any(value in head for value in values), (values, head)


# --------------------------------------------------------------------------- install.sh


@pytest.fixture
def home(tmp_path):
    """A user's home in tmp_path, with a fake venv whose sheetmaker prints its arguments."""
    venv = tmp_path / "fake venv"
    (venv / "bin").mkdir(parents=True)
    program = venv / "bin" / "sheetmaker"
    program.write_text('#!/bin/sh\necho "fake sheetmaker: $*"\n', encoding="utf-8")
    program.chmod(0o755)
    env = {
        key: value for key, value in os.environ.items()
        if not key.startswith(("XDG_", "KDE_", "GNOME_", "DESKTOP_SESSION"))
    }
    env.update(HOME=str(tmp_path / "home"), XDG_DATA_HOME=str(tmp_path / "home" / "share"))
    return tmp_path, venv, env


def _install(env, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["bash", str(INSTALL), *args], env=env, capture_output=True, text=True, timeout=120)


def _filetype(env, path: Path) -> str:
    result = subprocess.run(
        [_needs("xdg-mime"), "query", "filetype", str(path)], env=env, capture_output=True, text=True, timeout=60
    )
    return result.stdout.strip()


def test_install_script_registers_the_type_the_entry_and_the_icons(home):
    tmp_path, venv, env = home
    _needs("update-mime-database")
    data = tmp_path / "home" / "share"
    result = _install(env, "--venv", str(venv))
    assert result.returncode == 0, result.stderr

    launcher = tmp_path / "home" / ".local" / "bin" / "sheetmaker"
    run = subprocess.run([str(launcher), "a b.sheet.json"], capture_output=True, text=True, check=True)
    assert run.stdout == "fake sheetmaker: a b.sheet.json\n"
    installed = data / "applications" / "sheetmaker.desktop"
    assert _desktop_entry(installed)["Exec"] == f'"{launcher}" %F'
    if shutil.which("desktop-file-validate"):
        assert subprocess.run(["desktop-file-validate", str(installed)]).returncode == 0
    assert (data / "metainfo" / METAINFO.name).read_bytes() == METAINFO.read_bytes()
    assert _png_header(data / "icons" / "hicolor" / "48x48" / "apps" / "sheetmaker.png")[:2] == (48, 48)
    assert (data / "icons" / "hicolor" / "scalable" / "mimetypes" / "application-x-sheetmaker+json.svg").is_file()
    assert f"{MIME_TYPE}:*.sheet.json" in (data / "mime" / "globs2").read_text(encoding="utf-8")

    if shutil.which("mimetype") is None and shutil.which("xdg-mime"):
        pytest.skip("xdg-mime reads shared-mime-info through 'mimetype' (Debian: libfile-mimeinfo-perl)")
    assert _filetype(env, HARVEY) == MIME_TYPE

    result = _install(env, "--uninstall")
    assert result.returncode == 0, result.stderr
    assert not launcher.exists() and not installed.exists()
    assert list((data / "icons" / "hicolor").rglob("*.png")) == []
    assert _filetype(env, HARVEY) == "application/json"


def test_install_script_keeps_a_launcher_that_is_not_its_own(home):
    tmp_path, venv, env = home
    other = tmp_path / "home" / ".local" / "bin" / "sheetmaker"
    other.parent.mkdir(parents=True)
    other.write_text("#!/bin/sh\necho another program\n", encoding="utf-8")
    result = _install(env, "--venv", str(venv))
    assert result.returncode == 1
    assert result.stderr == f"install.sh: {other} exists and is not SheetMaker's launcher: remove it first\n"
    assert other.read_text(encoding="utf-8") == "#!/bin/sh\necho another program\n"
    assert _install(env, "--uninstall").returncode == 0
    assert other.is_file()


def test_install_script_refuses_a_folder_that_is_no_build(home):
    tmp_path, _venv, env = home
    result = _install(env, "--bundle", str(tmp_path))
    assert result.returncode == 1
    assert result.stderr == (
        f"install.sh: {tmp_path}/sheetmaker is not a PyInstaller build (run packaging/build.sh)\n"
    )


# --------------------------------------------------------------------------- the PyInstaller spec


def test_spec_runs_the_scripts_entry_point():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert config["project"]["scripts"]["sheetmaker"] == "sheetmaker.cli:main"
    main = (PACKAGING / "sheetmaker_main.py").read_text(encoding="utf-8")
    assert "from sheetmaker.cli import main" in main and "sys.exit(main())" in main
    assert 'os.path.join(SPECPATH, "sheetmaker_main.py")' in SPEC.read_text(encoding="utf-8")


def test_spec_bundles_every_resource_folder_the_code_reads():
    spec = SPEC.read_text(encoding="utf-8")
    folders = re.search(r"^RESOURCE_FOLDERS = \((.*)\)$", spec, re.MULTILINE).group(1)
    bundled = set(re.findall(r'"(\w+)"', folders))
    assert bundled == {"fonts", "guide", "icons", "samples", "schema", "screenshots"}
    # Compiled translations by glob (none yet is fine), the rules data of both games.
    assert 'glob(os.path.join(RESOURCES, "translations", "*.qm"))' in spec
    assert re.search(r'^GAMES = \("coc7", "toc"\)$', spec, re.MULTILINE)
    assert '"sheetmaker", "systems", game, "data", "*.json"' in spec
    assert 'collect_submodules("sheetmaker")' in spec
    # Every resource("FOLDER", ...) in the code is bundled (translations by their glob).
    used = set()
    for path in (ROOT / "sheetmaker").rglob("*.py"):
        used |= set(re.findall(r'\bresource\(\s*"(\w+)"', path.read_text(encoding="utf-8")))
    assert used - {"translations"} <= bundled, used - bundled
    for folder in bundled:
        assert (ROOT / "resources" / folder).is_dir()


def test_spec_keeps_the_platform_plugins_it_promises():
    spec = SPEC.read_text(encoding="utf-8")
    unwanted = re.search(r"^UNWANTED_PLUGINS = \((.*?)^\)", spec, re.MULTILINE | re.DOTALL).group(1)
    dropped = re.findall(r'"([^"]+)"', unwanted)
    assert "platforms/libqeglfs" in dropped
    for kept in ("platforms/libqoffscreen", "platforms/libqxcb", "platforms/libqwayland"):
        assert not any(kept.startswith(prefix) for prefix in dropped)


# --------------------------------------------------------------------------- sheetmaker --smoke-test


def _smoke(tmp_path: Path, *argv: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    # The user's settings: the smoke test must leave them alone.
    env["SHEETMAKER_SETTINGS_DIR"] = str(tmp_path / "user settings")
    return subprocess.run(
        [sys.executable, "-m", "sheetmaker", "--smoke-test", *argv],
        capture_output=True, text=True, timeout=180, env=env, cwd=ROOT,
    )


def test_smoke_test_exports_the_sheet_through_the_window_and_quits(tmp_path):
    from pypdf import PdfReader

    out = tmp_path / "smoke.pdf"
    result = _smoke(tmp_path, str(out), str(resource("samples", "toc-pulp-pilot.sheet.json")))
    assert result.returncode == 0, result.stderr
    lines = [line for line in result.stderr.splitlines() if line.startswith("sheetmaker --smoke-test:")]
    assert lines == [
        f"sheetmaker --smoke-test: exporting 'Wilhelmina “Billie” Achterberg' to {out}",
        f"sheetmaker --smoke-test: passed: wrote {out} ({out.stat().st_size} bytes)",
    ]
    text = " ".join(page.extract_text() for page in PdfReader(str(out)).pages)
    assert "Achterberg" in text
    assert not (tmp_path / "user settings").exists()


def test_smoke_test_exports_the_bundled_sample_by_default(tmp_path):
    out = tmp_path / "default.pdf"
    result = _smoke(tmp_path, str(out))
    assert result.returncode == 0, result.stderr
    assert f"sheetmaker --smoke-test: exporting 'Harvey Walters' to {out}" in result.stderr
    assert out.read_bytes()[:5] == b"%PDF-"


def test_smoke_test_fails_on_a_sheet_that_does_not_open(tmp_path):
    bad = tmp_path / "bad.sheet.json"
    bad.write_text("{}", encoding="utf-8")
    out = tmp_path / "never.pdf"
    result = _smoke(tmp_path, str(out), str(bad))
    assert result.returncode == 1
    assert "sheetmaker --smoke-test: the application said: “bad.sheet.json” could not be opened." in result.stderr
    assert "Traceback" not in result.stderr
    assert not out.exists()


def test_smoke_test_fails_when_the_pdf_cannot_be_written(tmp_path):
    out = tmp_path / "no such folder" / "x.pdf"
    result = _smoke(tmp_path, str(out))
    assert result.returncode == 1
    assert (
        f"sheetmaker --smoke-test: the export wrote nothing; “x.pdf” was not exported. {out}: cannot write: "
        f"the folder {out.parent} does not exist. Try another folder or name."
    ) in result.stderr


def test_smoke_test_usage_errors(capsys, monkeypatch):
    from sheetmaker import app as app_module

    calls = []
    monkeypatch.setattr(app_module, "main", lambda argv: calls.append(list(argv)) or 0)
    assert cli.main(["--smoke-test"]) == cli.EXIT_USAGE
    assert cli.main(["--smoke-test="]) == cli.EXIT_USAGE
    assert cli.main(["--smoke-test", "out.pdf", "a.sheet.json", "b.sheet.json"]) == cli.EXIT_USAGE
    assert capsys.readouterr().err == (
        "sheetmaker: --smoke-test needs the PDF to write: --smoke-test OUT.pdf [SHEET]\n"
        "sheetmaker: --smoke-test needs the PDF to write: --smoke-test OUT.pdf [SHEET]\n"
        "sheetmaker: --smoke-test: only one sheet file may follow OUT.pdf\n"
    )
    assert cli.main(["--smoke-test", "out.pdf", "a.sheet.json"]) == 0
    assert calls == [["sheetmaker", "--smoke-test=out.pdf", "a.sheet.json"]]
    assert "--smoke-test" not in cli.build_parser().format_help()
