"""Export documents to PDF: the entry point of :mod:`sheetmaker.pdf`.

:func:`export_pdf` writes many sheets (or NPC statblocks) into one PDF; :func:`export_each` writes
one PDF per sheet into a folder. Both build the PDF in memory and write it atomically (a temporary
file in the target folder, then :func:`os.replace`, through :mod:`sheetmaker.io.safefile`): a
failed or cancelled export leaves no file and never touches an existing one; ``-o LINK.pdf``
writes the file the link points to, an existing file keeps its mode, a read-only one is only
replaced with ``force=True``.

Both are safe to call from a worker thread: nothing global changes (the fonts are registered with
reportlab once, under a lock), ``progress(done, total)`` reports each finished document and
``cancelled()`` is asked between documents; when it answers true, :class:`ExportCancelled` is
raised and nothing is written.

The output is deterministic: the same documents and options give the same bytes (reportlab's
``invariant`` mode: a fixed creation date and document id).
"""

from __future__ import annotations

import io
import os
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import BinaryIO

from reportlab.pdfgen.canvas import Canvas  # type: ignore[import-untyped]  # reportlab ships no type stubs

from sheetmaker.core.document import Document
from sheetmaker.core.errors import ReadOnlyFileError, SheetMakerError
from sheetmaker.core.i18n import translate
from sheetmaker.io import safefile
from sheetmaker.io.filenames import file_stem
from sheetmaker.pdf.common import PAGE_SIZES, PLAIN, SANS, TONED, Pen, TextBox, fonts

LAYOUTS = ("sheet", "statblock")

Progress = Callable[[int, int], None]
Cancelled = Callable[[], bool]


class ExportCancelled(Exception):
    """The export was cancelled through its ``cancelled`` callback; nothing was written."""


class ExportError(SheetMakerError):
    """The PDF could not be written (the message says where and why)."""


class ReadOnlyExportError(ExportError, ReadOnlyFileError):
    """The PDF was not written because the existing file is read-only (retry with ``force``)."""


def _check(documents: Sequence[Document], layout: str, page_size: str) -> None:
    if layout not in LAYOUTS:
        raise ValueError(f"unknown layout {layout!r} (expected sheet or statblock)")
    if page_size not in PAGE_SIZES:
        raise ValueError(f"unknown page size {page_size!r} (expected a4 or letter)")
    if not documents:
        raise ValueError("nothing to export: no documents")
    for document in documents:
        if document.system not in ("coc7", "toc"):
            raise ValueError(f"{document.display_name}: no PDF layout for the system {document.system!r}")


#: The smallest text of a large-print PDF (points).
LARGE_PRINT_SIZE = 12.0
#: Why a sheet cannot be printed large (the sheet's boxes are laid out for small text).
LARGE_PRINT_SHEETS = "large print is available for statblocks (layout 'statblock'), not for sheets yet"


def render(
    documents: Sequence[Document],
    *,
    layout: str = "sheet",
    page_size: str = "a4",
    fillable: bool = False,
    plain: bool = False,
    progress: Progress | None = None,
    cancelled: Cancelled | None = None,
    record: bool = False,
    as_created: bool = False,
    large_print: bool = False,
) -> tuple[bytes, list[TextBox] | None]:
    """The PDF bytes of ``documents`` (and, with ``record``, where every string was drawn).
    ``large_print``: no text under 12 pt (statblocks only, in one column).

    Raises:
        ValueError: an unknown layout or page size, or no documents; large print of sheets.
        ExportCancelled: ``cancelled()`` answered true.
    """
    documents = list(documents)
    _check(documents, layout, page_size)
    if large_print and layout != "statblock":
        raise ValueError(LARGE_PRINT_SHEETS)
    if as_created:
        from sheetmaker.pdf.as_created import as_created as fresh

        documents = [fresh(document) for document in documents]
    buffer = io.BytesIO()
    fonts()  # registered before the canvas: its first font is ours, not Helvetica
    canvas = Canvas(
        buffer,
        pagesize=PAGE_SIZES[page_size],
        invariant=1,
        pageCompression=1,
        initialFontName=SANS,
        initialFontSize=8,
    )
    canvas.setCreator("SheetMaker")
    canvas.setProducer("SheetMaker (reportlab)")
    if len(documents) == 1:
        canvas.setTitle(documents[0].display_name)
    else:
        what = translate("PDF", "{0} statblocks") if layout == "statblock" else translate("PDF", "{0} sheets")
        canvas.setTitle(what.format(len(documents)))
    pen = Pen(canvas, PLAIN if plain else TONED, fillable=fillable and layout == "sheet", record=record,
              min_text=LARGE_PRINT_SIZE if large_print else 0.0)
    total = len(documents)

    def check_cancel() -> None:
        if cancelled is not None and cancelled():
            raise ExportCancelled()

    if layout == "statblock":
        from sheetmaker.pdf import statblock

        statblock.draw(pen, documents, progress=progress, check_cancel=check_cancel,
                       style=statblock.LARGE if large_print else statblock.NORMAL)
    else:
        for index, document in enumerate(documents, start=1):
            check_cancel()
            if index > 1:
                pen.next_page()
            _draw_sheet(pen, document, index)
            if progress is not None:
                progress(index, total)
    check_cancel()
    canvas.showPage()
    canvas.save()
    return buffer.getvalue(), pen.boxes


def _draw_sheet(pen: Pen, document: Document, index: int) -> None:
    if document.system == "coc7":
        from sheetmaker.pdf import coc7

        coc7.draw(pen, document, index)  # type: ignore[arg-type]
    else:
        from sheetmaker.pdf import toc

        toc.draw(pen, document, index)  # type: ignore[arg-type]


def export_pdf(
    documents: list[Document],
    out: str | os.PathLike[str] | BinaryIO,
    layout: str = "sheet",
    page_size: str = "a4",
    fillable: bool = False,
    plain: bool = False,
    progress: Progress | None = None,
    cancelled: Cancelled | None = None,
    *,
    force: bool = False,
    as_created: bool = False,
    large_print: bool = False,
) -> None:
    """Write ``documents`` into one PDF.

    Args:
        documents: the sheets, in order (Call of Cthulhu and Trail of Cthulhu may mix).
        out: a file path (written atomically) or a binary file object (written once, at the end).
        layout: ``"sheet"`` (full investigator sheets) or ``"statblock"`` (compact keeper blocks,
            several per page).
        page_size: ``"a4"`` or ``"letter"``.
        fillable: sheet values become form fields a PDF reader can edit.
        plain: no background tones (black on white, for printers).
        progress: called with (documents done, total) after each document.
        cancelled: asked between documents; true stops the export.
        force: replace a read-only file (ask the user first).
        as_created: print the sheets as created, without play marks (full HP and MP, starting
            SAN, Luck as rolled, no improvement ticks; ToC: creation ratings, full pools), for
            pregenerated investigators (see :mod:`sheetmaker.pdf.as_created`).
        large_print: no text under 12 pt, in one column (statblocks only).

    Raises:
        ValueError: an unknown layout or page size, or no documents; large print of sheets.
        ExportCancelled: the export was cancelled (nothing written).
        ReadOnlyExportError: the file is read-only and ``force`` is false (nothing written).
        ExportError: the file could not be written.
    """
    data, _ = render(
        documents,
        layout=layout,
        page_size=page_size,
        fillable=fillable,
        plain=plain,
        progress=progress,
        cancelled=cancelled,
        as_created=as_created,
        large_print=large_print,
    )
    if hasattr(out, "write"):
        out.write(data)
        return
    write_atomically(Path(os.fspath(out)), data, force=force)


def export_each(
    documents: list[Document],
    folder: str | os.PathLike[str],
    layout: str = "sheet",
    page_size: str = "a4",
    fillable: bool = False,
    plain: bool = False,
    progress: Progress | None = None,
    cancelled: Cancelled | None = None,
    *,
    force: bool = False,
    as_created: bool = False,
    large_print: bool = False,
) -> list[Path]:
    """Write one PDF per document into ``folder`` (created if missing); returns the paths.

    Files are named after the documents (``Harvey Walters.pdf``; a second document of the same
    name gets ``Harvey Walters (2).pdf``) and replace files of those names. All PDFs are made
    before any is written: a cancelled export leaves no new file.

    Raises:
        ValueError, ExportCancelled, ExportError: as :func:`export_pdf`.
    """
    documents = list(documents)
    _check(documents, layout, page_size)
    if large_print and layout != "statblock":
        raise ValueError(LARGE_PRINT_SHEETS)
    target = Path(os.fspath(folder))
    names = unique_file_names(documents)
    total = len(documents)
    rendered: list[bytes] = []
    for index, document in enumerate(documents, start=1):
        if cancelled is not None and cancelled():
            raise ExportCancelled()
        data, _ = render([document], layout=layout, page_size=page_size, fillable=fillable, plain=plain,
                         as_created=as_created, large_print=large_print)
        rendered.append(data)
        if progress is not None:
            progress(index, total)
    if cancelled is not None and cancelled():
        raise ExportCancelled()
    try:
        target.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise ExportError(
            translate("PDF", "{0}: cannot create the folder: {1}").format(target, exc.strerror or exc)
        ) from None
    paths = [target / name for name in names]
    for path, data in zip(paths, rendered, strict=True):
        write_atomically(path, data, force=force)
    return paths


def unique_file_names(documents: Sequence[Document]) -> list[str]:
    """``NAME.pdf`` for each document, made unique (case-insensitively) with `` (2)``, `` (3)``…"""
    seen: set[str] = set()
    names = []
    for document in documents:
        stem = file_stem(document)
        candidate, n = f"{stem}.pdf", 2
        while candidate.casefold() in seen:
            candidate = f"{stem} ({n}).pdf"
            n += 1
        seen.add(candidate.casefold())
        names.append(candidate)
    return names


def write_atomically(path: Path, data: bytes, *, force: bool = False) -> None:
    """Write ``data`` to ``path`` with the shared safe writer (:mod:`sheetmaker.io.safefile`).

    Atomic, through a symlink to the file it points to, keeping an existing file's mode; a new
    file follows the umask.

    Raises:
        ReadOnlyExportError: the file is read-only and ``force`` is false (nothing written).
        ExportError: the file cannot be written (a folder, a FIFO, a full disk...).
    """
    try:
        safefile.write_file(path, data, force=force)
    except safefile.SafeFileError as exc:
        reason = exc.reason
        if reason == "this is a folder, not a file":
            reason = translate("PDF", "is a folder; give a file name such as sheets.pdf")
        elif reason.startswith("cannot save: "):
            reason = translate("PDF", "cannot write: {0}").format(reason.removeprefix("cannot save: "))
        error = ReadOnlyExportError if exc.read_only else ExportError
        raise error(f"{path}: {reason}") from None
