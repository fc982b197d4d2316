"""The library's reads of sheet files for thumbnails are bounded and never block on a FIFO."""

from __future__ import annotations

import base64
import json
import os
import threading

import pytest

from sheetmaker.models.library import portrait_bytes


def _in_thread(call, *args):
    result: list = []
    worker = threading.Thread(target=lambda: result.append(call(*args)), daemon=True)
    worker.start()
    worker.join(10)
    assert not worker.is_alive(), "the read blocked"
    return result[0]


def test_portrait_of_a_sheet(tmp_path):
    path = tmp_path / "a.sheet.json"
    path.write_text(json.dumps({"portrait": {"data": base64.b64encode(b"PNGDATA").decode()}}))
    assert portrait_bytes(str(path)) == b"PNGDATA"
    path.write_text(json.dumps({"portrait": "not a dict"}))
    assert portrait_bytes(str(path)) is None


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs needed")
def test_a_fifo_does_not_block(tmp_path):
    fifo = tmp_path / "pipe.sheet.json"
    os.mkfifo(fifo)
    assert _in_thread(portrait_bytes, str(fifo)) is None


def test_a_huge_file_is_not_read(tmp_path):
    huge = tmp_path / "huge.sheet.json"
    with open(huge, "wb") as handle:
        handle.truncate(2 * 1024 * 1024 * 1024)  # sparse, 2 GiB
    assert _in_thread(portrait_bytes, str(huge)) is None
