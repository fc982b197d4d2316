"""Help → User Guide: the bundled guide (``resources/guide/user-guide.md``) in a window.

The guide is Markdown shown by a :class:`QTextBrowser`; the same text is the "User guide"
section of the README (a test keeps the two equal). F1 opens it.

Its screenshots are written as the README needs them (``![…](resources/screenshots/NAME.png)``,
relative to the source tree); the window shows them from the shipped resources, scaled down
to :data:`IMAGE_WIDTH`, and leaves out an image whose file is not there (a build without them).
"""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, QUrl
from PySide6.QtGui import QAction, QImageReader, QKeySequence, QTextCursor, QTextDocument
from PySide6.QtWidgets import QMenu, QTextBrowser, QVBoxLayout, QWidget

from sheetmaker.resources import resource, resources_dir

__all__ = [
    "IMAGE_WIDTH", "UserGuideWindow", "add_user_guide_action", "fit_images", "guide_path", "guide_text",
    "retranslate_user_guide_action", "viewer_markdown",
]

#: The widest an image is shown in the guide window, in pixels (wider ones are scaled down).
IMAGE_WIDTH = 640
#: A line holding only an image under ``resources/``: its alternative text and path.
_IMAGE_LINE = re.compile(r"^!\[([^\]\n]*)\]\(resources/([^)\s]+)\)[ \t]*$", re.MULTILINE)


def guide_path():
    """Where the bundled guide is (inside the installed package, or the source tree)."""
    return resource("guide", "user-guide.md")


def guide_text() -> str:
    """The guide's Markdown text."""
    return guide_path().read_text(encoding="utf-8")


def viewer_markdown(text: str, folder: Path | None = None) -> str:
    """``text`` as the guide window shows it: each image line naming ``resources/PATH`` points
    at ``PATH`` in ``folder`` (the shipped resources by default), or is left out when that file
    is not there."""
    base = resources_dir() if folder is None else folder

    def point(match: re.Match[str]) -> str:
        path = base.joinpath(*match.group(2).split("/"))
        if not path.is_file():
            return ""
        return f"![{match.group(1)}]({QUrl.fromLocalFile(str(path)).toString()})"

    return _IMAGE_LINE.sub(point, text)


def fit_images(document: QTextDocument, width: int = IMAGE_WIDTH) -> int:
    """Scale the local images of ``document`` wider than ``width`` down to it (the aspect kept);
    returns how many were scaled."""
    wide = []
    block = document.begin()
    while block.isValid():
        fragments = block.begin()
        while not fragments.atEnd():
            fragment = fragments.fragment()
            image = fragment.charFormat().toImageFormat()
            if fragment.charFormat().isImageFormat():
                size = QImageReader(QUrl(image.name()).toLocalFile()).size()
                if size.isValid() and size.width() > width:
                    image.setWidth(width)
                    image.setHeight(size.height() * width / size.width())
                    wide.append((fragment.position(), fragment.length(), image))
            fragments += 1
        block = block.next()
    cursor = QTextCursor(document)
    for position, length, image in wide:
        cursor.setPosition(position)
        cursor.setPosition(position + length, QTextCursor.MoveMode.KeepAnchor)
        cursor.setCharFormat(image)
    return len(wide)


class UserGuideWindow(QWidget):
    """A window showing the user guide (one per main window, raised when opened again)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("userGuideWindow")
        self.setWindowTitle(self.tr("SheetMaker User Guide"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.browser = QTextBrowser(self)
        self.browser.setObjectName("guideBrowser")
        self.browser.setOpenExternalLinks(True)
        self.browser.setAccessibleName(self.tr("User guide"))
        self.browser.document().setDocumentMargin(16)
        try:
            self.browser.setMarkdown(viewer_markdown(guide_text()))
            fit_images(self.browser.document())
        except OSError as exc:
            self.browser.setPlainText(self.tr("The user guide cannot be read: {0}").format(exc))
        layout.addWidget(self.browser)
        self.resize(760, 640)


def retranslate_user_guide_action(action: QAction) -> None:
    """Give the User Guide action its texts in the current language."""
    action.setText(QCoreApplication.translate("UserGuideWindow", "&User Guide"))
    tip = QCoreApplication.translate("UserGuideWindow", "Read how to use SheetMaker, screen by screen")
    action.setStatusTip(tip)
    action.setToolTip(tip)


def add_user_guide_action(window: QWidget, menu: QMenu) -> QAction:
    """Add "User Guide" (F1) to ``menu``; the window it opens is ``window.user_guide``."""
    action = QAction(window)
    action.setObjectName("userGuideAction")
    retranslate_user_guide_action(action)
    keys = QKeySequence.keyBindings(QKeySequence.StandardKey.HelpContents)
    if QKeySequence("F1") not in keys:  # macOS binds Help Contents to Cmd+?, not F1
        keys.append(QKeySequence("F1"))
    action.setShortcuts(keys)
    action.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)

    def show() -> None:
        guide = getattr(window, "user_guide", None)
        if guide is None:
            guide = UserGuideWindow(window)
            window.user_guide = guide  # type: ignore[attr-defined]
        guide.show()
        guide.raise_()
        guide.activateWindow()

    action.triggered.connect(lambda _checked=False: show())
    menu.addAction(action)
    return action
