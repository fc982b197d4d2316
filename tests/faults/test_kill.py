"""Killed at any moment: a save, an autosave, a PDF export and a conversion killed with SIGKILL
at random points leave every file whole (the old version or the new one), never a mix."""

from __future__ import annotations

import random
import sys

from sheetmaker.io import fileformat
from sheetmaker.systems.coc7.model import CoC7Document

from .conftest import SAMPLES, child_env, kill_at_random

ROUNDS = 12

SAVER = """
import sys
from sheetmaker.io import fileformat
from sheetmaker.systems.coc7.model import CoC7Document
path = sys.argv[1]
n = 0
while True:
    fileformat.save(CoC7Document(name=f"v{n}", notes="x" * (n % 7) * 20000), path)
    if n == 0:
        print("up", flush=True)
    n += 1
"""

AUTOSAVER = """
import sys
from sheetmaker.systems.coc7.model import CoC7Document
from sheetmaker.ui.recovery import RecoveryStore
store = RecoveryStore(sys.argv[1])
assert store.start()
n = 0
while True:
    for key in ("a" * 32, "b" * 32):
        store.save(key, CoC7Document(name=f"{key[0]}{n}", notes="y" * (n % 5) * 30000), "/nowhere/x.sheet.json")
    if n == 0:
        print("up", flush=True)
    n += 1
"""

EXPORTER = """
import sys
from sheetmaker.io import fileformat
from sheetmaker.pdf.export import export_pdf
doc = fileformat.load(sys.argv[1])
n = 0
while True:
    export_pdf([doc], sys.argv[2])
    if n == 0:
        print("up", flush=True)
    n += 1
"""


def test_a_save_killed_anywhere_leaves_a_whole_sheet_and_a_whole_backup(tmp_path):
    rng = random.Random(20)
    path = tmp_path / "k.sheet.json"
    fileformat.save(CoC7Document(name="v"), path)
    for _ in range(ROUNDS):
        kill_at_random([sys.executable, "-c", SAVER, str(path)], rng, env=child_env(), most=0.05)
        assert fileformat.load(path).name.startswith("v")
        assert fileformat.load(fileformat.backup_path(path)).name.startswith("v")
    # Only our hidden temporary files may be left beside it, never a second visible sheet.
    visible = sorted(p.name for p in tmp_path.iterdir() if not p.name.startswith("."))
    assert visible == ["k.sheet.json", "k.sheet.json.bak"]


def test_an_autosave_killed_anywhere_leaves_recoverable_copies(tmp_path):
    from sheetmaker.ui.recovery import RecoveryStore

    rng = random.Random(21)
    folder = tmp_path / "recovery"
    for _ in range(ROUNDS):
        kill_at_random([sys.executable, "-c", AUTOSAVER, str(folder)], rng, env=child_env(), most=0.05)
    # A new session finds every killed session's copies, each a whole sheet.
    store = RecoveryStore(folder)
    assert store.start()
    found = store.claim_orphans()
    assert found, "the killed autosaves left nothing to recover"
    for sheet in found:
        document = fileformat.load(sheet.file)
        assert document.name[0] in "ab"
    store.release_orphans(delete_all=True)
    store.close()


def test_an_export_killed_anywhere_leaves_a_whole_pdf(tmp_path):
    rng = random.Random(22)
    out = tmp_path / "h.pdf"
    sample = SAMPLES / "harvey-walters.sheet.json"
    for _ in range(6):
        kill_at_random([sys.executable, "-c", EXPORTER, str(sample), str(out)], rng, env=child_env(), most=0.4)
        if out.exists():
            data = out.read_bytes()
            assert data.startswith(b"%PDF-") and data.rstrip().endswith(b"%%EOF")
    assert sorted(p.name for p in tmp_path.iterdir() if not p.name.startswith(".")) in ([], ["h.pdf"])


def test_a_conversion_killed_anywhere_leaves_whole_outputs_and_the_input(tmp_path):
    rng = random.Random(23)
    sample = SAMPLES / "harvey-walters.sheet.json"
    source = tmp_path / "in.sheet.json"
    source.write_bytes(sample.read_bytes())
    before = source.read_bytes()
    out = tmp_path / "out.json"
    script = (
        "import sys\nfrom sheetmaker.cli import main\nprint('up', flush=True)\n"
        "while True:\n    main(['convert', sys.argv[1], '-o', sys.argv[2], '--to', 'foundry', '--force'])\n"
    )
    for _ in range(6):
        kill_at_random([sys.executable, "-c", script, str(source), str(out)], rng, env=child_env(), most=0.5)
        assert source.read_bytes() == before
        if out.exists():
            import json

            assert json.loads(out.read_text(encoding="utf-8"))["name"] == "Harvey Walters"
