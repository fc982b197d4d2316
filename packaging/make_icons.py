"""Render SheetMaker's icons from their SVG sources into the PNG sizes the desktops use.

    .venv/bin/python packaging/make_icons.py            # the committed PNGs (after changing an SVG)
    .venv/bin/python packaging/make_icons.py --ico build/sheetmaker.ico    # Windows builds
    .venv/bin/python packaging/make_icons.py --icns build/sheetmaker.icns  # macOS builds

Sources (drawn for SheetMaker): resources/icons/sheetmaker.svg (the application) and
resources/icons/application-x-sheetmaker+json.svg (its sheet files). Output, in the freedesktop
icon theme layout that packaging/linux/install.sh copies into ~/.local/share/icons/hicolor:

    resources/icons/hicolor/<N>x<N>/apps/sheetmaker.png
    resources/icons/hicolor/<N>x<N>/mimetypes/application-x-sheetmaker+json.png

for N in :data:`SIZES`. Rendering uses Qt's SVG renderer (PySide6's QtSvg, offscreen), so it
needs no display and no other tool. The .ico and .icns files are made with Pillow (a dependency
of SheetMaker) from the rendered PNGs; they are build products, not committed.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ICONS = ROOT / "resources" / "icons"
HICOLOR = ICONS / "hicolor"
#: The PNG sizes (the icon theme's usual ones, 16 to 512).
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
#: (source SVG, folder in the theme, icon name).
ICON_SETS = (
    ("sheetmaker.svg", "apps", "sheetmaker"),
    ("application-x-sheetmaker+json.svg", "mimetypes", "application-x-sheetmaker+json"),
)
#: The sizes a Windows .ico carries (256 is the largest the format holds).
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)


def png_path(folder: str, name: str, size: int) -> Path:
    """Where the PNG of icon ``name`` in ``size`` pixels is committed."""
    return HICOLOR / f"{size}x{size}" / folder / f"{name}.png"


def render(svg: Path, size: int):
    """``svg`` drawn into a transparent ``size``×``size`` QImage."""
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"{svg}: not an SVG Qt can draw")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    return image


def make_pngs() -> list[Path]:
    """Render every icon in every size; returns the files written."""
    from PySide6.QtGui import QGuiApplication

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    _app = QGuiApplication.instance() or QGuiApplication([])  # QPainter needs an application
    written = []
    for source, folder, name in ICON_SETS:
        for size in SIZES:
            path = png_path(folder, name, size)
            path.parent.mkdir(parents=True, exist_ok=True)
            # Quality 0: PNG's strongest compression (lossless whatever the quality).
            if not render(ICONS / source, size).save(str(path), "PNG", 0):
                raise SystemExit(f"{path}: could not be written")
            written.append(path)
    return written


def make_ico(out: Path) -> None:
    """A Windows .ico of the application icon (16 to 256 pixels) from the committed PNGs."""
    from PIL import Image

    largest = Image.open(png_path("apps", "sheetmaker", 256))
    others = [Image.open(png_path("apps", "sheetmaker", size)) for size in ICO_SIZES if size != 256]
    out.parent.mkdir(parents=True, exist_ok=True)
    largest.save(out, format="ICO", sizes=[(s, s) for s in ICO_SIZES], append_images=others)


def make_icns(out: Path) -> None:
    """A macOS .icns of the application icon (16 to 512 pixels) from the committed PNGs."""
    from PIL import Image

    largest = Image.open(png_path("apps", "sheetmaker", 512))
    others = [Image.open(png_path("apps", "sheetmaker", size)) for size in (16, 32, 64, 128, 256)]
    out.parent.mkdir(parents=True, exist_ok=True)
    largest.save(out, format="ICNS", append_images=others)


def make_ico_in(folder: str) -> str:
    """:func:`make_ico` into ``folder`` (the spec's work folder); returns the file's path."""
    out = Path(folder) / "sheetmaker.ico"
    make_ico(out)
    return str(out)


def make_icns_in(folder: str) -> str:
    """:func:`make_icns` into ``folder`` (the spec's work folder); returns the file's path."""
    out = Path(folder) / "sheetmaker.icns"
    make_icns(out)
    return str(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ico", type=Path, metavar="OUT", help="write a Windows .ico (no PNG is rendered)")
    parser.add_argument("--icns", type=Path, metavar="OUT", help="write a macOS .icns (no PNG is rendered)")
    args = parser.parse_args(argv)
    if args.ico or args.icns:
        if args.ico:
            make_ico(args.ico)
            print(f"wrote {args.ico}")
        if args.icns:
            make_icns(args.icns)
            print(f"wrote {args.icns}")
        return 0
    for path in make_pngs():
        print(f"wrote {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
