"""``sheetmaker export``: sheets or NPC statblocks as PDF."""

from __future__ import annotations

import argparse

from sheetmaker.cli._inputs import _load_many
from sheetmaker.cli._output import EXIT_OK, CommandFailed, _out, shown


def _cmd_export(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    """Write sheets or statblocks as PDF (nothing is written when a file is bad)."""
    if args.fillable and args.layout == "statblock":
        parser.error("--fillable goes with --layout sheet")
    import os

    problems: list[str] = []
    documents = []
    for _path, document, file_problems in _load_many(args.files):
        problems.extend(file_problems)
        if document is not None:
            documents.append(document)
    out = args.output
    if args.each:
        if os.path.exists(out) and not os.path.isdir(out):
            problems.append(f"{out}: not a folder (with --each, -o names the folder for the PDFs)")
    elif os.path.isdir(out):
        problems.append(f"{out}: is a folder; give a file name such as sheets.pdf (or use --each)")
    if problems:
        raise CommandFailed(problems)

    from sheetmaker.io.outputs import PDF_MAGIC, OutputGuard, OutputRefused
    from sheetmaker.pdf.export import export_each, export_pdf, unique_file_names

    # Every PDF checked before any is made: inputs are never replaced, nor anything that is
    # not a PDF without --force, nor anything through a link leading out of the folder.
    guard = OutputGuard(args.files, force=args.force, folder=out if args.each else None,
                        magic=PDF_MAGIC, what="a PDF")
    targets = [os.path.join(out, name) for name in unique_file_names(documents)] if args.each else [out]
    for target in targets:
        try:
            guard.check(target)
        except OutputRefused as exc:
            problems.append(f"{exc.path}: {exc.reason} (nothing written)")
    if problems:
        raise CommandFailed(problems)

    if args.large_print and args.layout != "statblock":
        raise CommandFailed(["--large-print is available with --layout statblock (the sheet's boxes are made "
                             "for small text); nothing written"])
    options = {"layout": args.layout, "page_size": args.page_size, "fillable": args.fillable, "plain": args.plain,
               "as_created": args.as_created, "large_print": args.large_print}
    size = "A4" if args.page_size == "a4" else "Letter"
    if args.each:
        paths = export_each(documents, out, **options)
        count = len(paths)
        _out(f"Wrote {count} PDF{'s' if count != 1 else ''} to {shown(out)} ({size})\n")
    else:
        export_pdf(documents, out, **options)
        what = "statblock" if args.layout == "statblock" else "sheet"
        count = len(documents)
        _out(f"Wrote {shown(out)} ({count} {what}{'s' if count != 1 else ''}, {size})\n")
    return EXIT_OK


def add_parser(sub: argparse._SubParsersAction) -> None:
    export = sub.add_parser(
        "export",
        help="write sheets (or NPC statblocks) as PDF",
        description=(
            "Write sheet files as a printable PDF: full sheets or keeper's statblocks, one PDF "
            "for all files or one per file (--each, -o is then a folder). Nothing is written "
            "when a file cannot be read. An existing PDF is replaced; any other existing file "
            "only with --force; an input file never; a symbolic link is not written through "
            "when it leads out of the output's folder (with --each: never)."
        ),
    )
    export.add_argument("files", metavar="FILE", nargs="+")
    export.add_argument("-o", "--output", metavar="OUT", required=True,
                        help="the PDF to write (with --each: the folder)")
    export.add_argument("--layout", choices=["sheet", "statblock"], default="sheet", help="default sheet")
    export.add_argument("--page-size", choices=["a4", "letter"], default="a4", help="default a4")
    export.add_argument("--fillable", action="store_true", help="values as form fields a PDF reader can edit")
    export.add_argument("--plain", action="store_true", help="no background tones (printer friendly)")
    export.add_argument("--each", action="store_true", help="one PDF per file, into the folder -o")
    export.add_argument("--force", action="store_true",
                        help="overwrite existing files that are not PDFs (never the input files)")
    export.add_argument("--large-print", action="store_true",
                        help="no text under 12 pt, for players with poor sight (statblock layout)")
    export.add_argument("--as-created", action="store_true",
                        help="print the sheets as created, without play marks (full HP/MP, starting SAN and "
                             "Luck, no improvement ticks; ToC: creation ratings, full pools), for pregens")
    export.set_defaults(handler=_cmd_export, parser=export)
