"""The sheet view of each game system: the one place that maps a system to its view class.

The view modules are imported when the first sheet of their system opens, so the main window
appears without loading them.
"""

from __future__ import annotations

import importlib
import importlib.util
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:
    from sheetmaker.models.document import SheetDocument
    from sheetmaker.models.rolls import RollController

#: System key → (module, class) of its sheet view.
VIEWS = {
    "coc7": ("sheetmaker.ui.coc7_sheet", "CoC7SheetView"),
    "toc": ("sheetmaker.ui.toc_sheet", "ToCSheetView"),
}


class SheetViewUnavailable(RuntimeError):
    """This version of SheetMaker has no sheet view for the document's game system.

    The message is for the user.
    """


def create_sheet_view(
    doc: SheetDocument,
    controller: RollController,
    parent: QWidget | None = None,
    *,
    show_uncommon_skills: bool = False,
    settings: QSettings | None = None,
) -> QWidget:
    """The view of ``doc``'s game system, showing and editing ``doc``.

    Args:
        doc: the sheet.
        controller: makes the rolls of the view's roll buttons.
        parent: the parent widget.
        show_uncommon_skills: list the uncommon skills at first (Call of Cthulhu).
        settings: where the view remembers its layout (the split between the sheet and its
            rule checks); by default the settings of the window ``parent`` is in, when that
            window keeps them (the main window does), else nothing is remembered.

    Raises:
        SheetViewUnavailable: no view exists for the system (yet).
    """
    system = doc.document.system
    if system not in VIEWS:
        raise SheetViewUnavailable(
            QCoreApplication.translate("SheetViews", "SheetMaker cannot show {0} sheets.").format(
                system
            )
        )
    module_name, class_name = VIEWS[system]
    # find_spec rather than catching ImportError: an error inside an existing view module is
    # a bug to report, not a missing view.
    if importlib.util.find_spec(module_name) is None:
        raise SheetViewUnavailable(
            QCoreApplication.translate(
                "SheetViews", "This version of SheetMaker cannot show {0} sheets yet."
            ).format(QCoreApplication.translate("GameSystem", doc.system.title))
        )
    view_class = getattr(importlib.import_module(module_name), class_name)
    view = view_class(doc, controller, parent)
    if system == "coc7" and show_uncommon_skills:
        view.show_uncommon.setChecked(True)
    if settings is None and parent is not None:
        window_settings = getattr(parent.window(), "_settings", None)
        settings = window_settings if isinstance(window_settings, QSettings) else None
    if settings is not None and hasattr(view, "use_settings"):
        view.use_settings(settings)
    return view


def preload_sheet_views() -> None:
    """Import every sheet view, the creation wizard and load the rules data, so the first sheet
    or wizard opens at once.

    The app calls this when it is idle after startup; it costs a few hundred milliseconds once.
    """
    for module_name, _ in VIEWS.values():
        if importlib.util.find_spec(module_name) is not None:
            importlib.import_module(module_name)
    from sheetmaker.systems.coc7 import data as coc7_data
    from sheetmaker.systems.toc import data as toc_data

    coc7_data.load()
    toc_data.load()
    # The creation wizard and its pages (the start page's first action).
    from sheetmaker.ui.wizards.coc7 import pages, wizard  # noqa: F401
    from sheetmaker.ui.wizards.toc import pages as toc_pages  # noqa: F401
    from sheetmaker.ui.wizards.toc import wizard as toc_wizard  # noqa: F401
