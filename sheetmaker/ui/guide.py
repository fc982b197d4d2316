"""Help → User Guide: the bundled guide (``resources/guide/user-guide.md``) in a window.

The guide is Markdown shown by a :class:`QTextBrowser`; the same text is the "User guide"
section of the README (a test keeps the two equal). F1 opens it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QTextBrowser, QVBoxLayout, QWidget

from sheetmaker.resources import resource

__all__ = ["UserGuideWindow", "add_user_guide_action", "retranslate_user_guide_action", "guide_path", "guide_text"]


def guide_path():
    """Where the bundled guide is (inside the installed package, or the source tree)."""
    return resource("guide", "user-guide.md")


def guide_text() -> str:
    """The guide's Markdown text."""
    return guide_path().read_text(encoding="utf-8")


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
            self.browser.setMarkdown(guide_text())
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
