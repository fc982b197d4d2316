"""Table-ready layouts: both sheets fit a 1024×700 screen, tables and panels resize, roll cards
wrap their titles, the occupation choices dialog has no gap, and the dice and tick boxes stay
visible on the dark palette (and follow a live switch of scheme)."""

from __future__ import annotations

import random
import shutil

import pytest
from PySide6.QtCore import QPoint, QRect, QSettings, QSize, Qt
from PySide6.QtGui import QColor, QFontMetrics, QImage, QPalette
from PySide6.QtWidgets import (
    QApplication,
    QGroupBox,
    QHeaderView,
    QMessageBox,
    QPlainTextEdit,
    QSplitter,
    QStyleOptionViewItem,
    QWidget,
)

from sheetmaker.app import dark_palette
from sheetmaker.models.coc7_models import SkillColumn, WeaponColumn
from sheetmaker.models.document import SheetDocument, with_path
from sheetmaker.models.rolls import RollController
from sheetmaker.resources import resource
from sheetmaker.systems.coc7.model import OccupationChoice
from sheetmaker.ui.coc7_occupation import OccupationChoicesDialog
from sheetmaker.ui.coc7_sheet import CoC7SheetView
from sheetmaker.ui.main_window import MainWindow
from sheetmaker.ui.recovery import RecoveryStore
from sheetmaker.ui.roll_button import RollButton
from sheetmaker.ui.roll_log import RollLogDock, wrapped_lines
from sheetmaker.ui.sheet_views import create_sheet_view
from sheetmaker.ui.toc_sheet import ToCSheetView
from sheetmaker.ui.widgets import SPLITTER_KEY, TickBox, TickDelegate, tick_border_colour
from tests.fixtures import HARVEY_ALLOCATION

pytestmark = pytest.mark.qt_log_ignore(
    r"This plugin does not support propagateSizeHints\(\)",
    r"This plugin does not support raise\(\)",
    r"This plugin does not support grabbing the keyboard",
)

HARVEY = HARVEY_ALLOCATION
ALIENIST = resource("samples", "toc-alienist-purist.sheet.json")


@pytest.fixture
def light_and_dark(qapp):
    """Switch the application palette (restored afterwards)."""
    original = QPalette(qapp.palette())
    light = qapp.style().standardPalette()

    def use(scheme: str) -> None:
        qapp.setPalette(dark_palette() if scheme == "dark" else light)
        QApplication.processEvents()

    yield use
    qapp.setPalette(original)


def _controller() -> RollController:
    return RollController(rng=random.Random(7))


def luminance(colour: QColor) -> float:
    """WCAG relative luminance."""

    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(colour.red()) + 0.7152 * channel(colour.green()) + 0.0722 * channel(colour.blue())


def contrast(a: QColor, b: QColor) -> float:
    """WCAG contrast ratio of two colours (1 to 21)."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def best_contrast(image: QImage, rect: QRect, background: QColor) -> float:
    """The strongest contrast between a pixel of ``rect`` and ``background``: the ink of an
    icon or a frame drawn there."""
    best = 1.0
    for y in range(rect.top(), rect.bottom() + 1):
        for x in range(rect.left(), rect.right() + 1):
            best = max(best, contrast(image.pixelColor(x, y), background))
    return best


def assert_unticked_box_visible(view, row: int, other_row: int) -> None:
    """Row ``row`` of a list view, unticked and not selected (``other_row`` is), shows its empty
    tick box with a contrast of at least 3 against the row's own background (the base colour)."""
    view.item(row).setCheckState(Qt.CheckState.Unchecked)
    view.setCurrentRow(other_row)
    rect = view.visualItemRect(view.item(row))
    image = view.viewport().grab().toImage()
    background = image.pixelColor(rect.right() - 2, rect.top() + 1)
    assert contrast(background, view.palette().color(QPalette.ColorRole.Base)) < 1.05
    indicator = QRect(rect.left(), rect.top(), 24, rect.height()).intersected(image.rect())
    assert best_contrast(image, indicator, background) >= 3


# --------------------------------------------------------------------------- 1. CoC weapons table


def test_weapon_columns_are_resizable_never_narrower_than_their_headers(qtbot):
    view = CoC7SheetView(SheetDocument.open(str(HARVEY)), _controller())
    qtbot.addWidget(view)
    view.resize(1024 - 260, 700)  # the sheet beside a docked roll log on a 1024 px screen
    view.show()
    qtbot.waitExposed(view)
    table = view.weapons_table
    header = table.horizontalHeader()
    metrics = header.fontMetrics()
    model = view.weapons_model
    assert header.sectionResizeMode(WeaponColumn.NAME) == QHeaderView.ResizeMode.Stretch
    for column in WeaponColumn:
        title = model.headerData(column, Qt.Orientation.Horizontal)
        # Every header reads in full.
        assert header.sectionSize(column) >= metrics.horizontalAdvance(title) + 8, title
        if column != WeaponColumn.NAME:
            assert header.sectionResizeMode(column) == QHeaderView.ResizeMode.Interactive, title
    # A long damage formula fits its column.
    assert header.sectionSize(WeaponColumn.DAMAGE) >= table.fontMetrics().horizontalAdvance("1D6+1D4+DB") + 8
    # Dragged wider, a column stays; dragged narrower than its header, it springs back.
    header.resizeSection(WeaponColumn.SKILL, 200)
    assert header.sectionSize(WeaponColumn.SKILL) == 200
    header.resizeSection(WeaponColumn.ATTACKS, 5)
    assert header.sectionSize(WeaponColumn.ATTACKS) >= metrics.horizontalAdvance("Attacks") + 8
    # What does not fit scrolls sideways, every row still shown.
    assert table.horizontalScrollMode() == table.ScrollMode.ScrollPerPixel
    assert table.height() >= header.height() + 2 * table.verticalHeader().defaultSectionSize()


# --------------------------------------------------------------------------- 2. ToC boxes


@pytest.mark.parametrize("size", [QSize(1024, 700), QSize(1280, 800), QSize(1600, 1000), QSize(1920, 1080)])
def test_toc_sheet_boxes_never_overlap_and_fit(qtbot, size):
    view = ToCSheetView(SheetDocument.open(str(ALIENIST)), _controller())
    qtbot.addWidget(view)
    view.resize(size)
    view.show()
    qtbot.waitExposed(view)
    QApplication.processEvents()
    content = view.content
    boxes = [box for box in content.findChildren(QGroupBox) if box.parent() is content and box.isVisible()]
    assert len(boxes) >= 10
    for i, first in enumerate(boxes):
        for second in boxes[i + 1 :]:
            assert not first.geometry().intersects(second.geometry()), (first.objectName(), second.objectName())
    # Each box gets the height its content asks for (no box is squeezed and cut).
    for box in boxes:
        hint = box.minimumSizeHint()
        assert box.height() >= hint.height(), box.objectName()
    # The text boxes do not cover one another.
    edits = [e for e in content.findChildren(QPlainTextEdit) if e.isVisible()]
    assert len(edits) >= 5
    rects = [QRect(e.mapTo(content, QPoint(0, 0)), e.size()) for e in edits]
    for i, first in enumerate(rects):
        for j in range(i + 1, len(rects)):
            assert not first.intersects(rects[j]), (edits[i].objectName(), edits[j].objectName())
    # Nothing goes sideways out of the view: the content fits the scroll area's width.
    assert content.width() <= view.sheet_scroll.viewport().width()
    # The header (name, occupation, refreshes) fits the view's width.
    header = view.layout().itemAt(0).widget()
    assert header.minimumSizeHint().width() <= view.width()


# --------------------------------------------------------------------------- 3. roll log cards


def test_a_long_card_title_wraps_in_a_narrow_dock(qtbot):
    controller = _controller()
    dock = RollLogDock(controller)
    qtbot.addWidget(dock)
    dock.resize(300, 600)
    dock.show()
    qtbot.waitExposed(dock)
    doc = SheetDocument.open(str(HARVEY))
    card = controller.opposed(
        doc,
        "Firearms (Rifle/Shotgun)",
        60,
        opponent_label="Mythos-Investigations-Department-Archivist",
    )
    QApplication.processEvents()
    index = dock.model.index(0, 0)
    delegate = dock.view.itemDelegate()
    option = QStyleOptionViewItem()
    option.font = dock.view.font()
    width = dock.view.viewport().width()
    geometry = delegate._geometry(card, delegate._width(), option.font)
    title_font = delegate._fonts(option.font)[0]
    lines = wrapped_lines(card.title, title_font, geometry.title.width())
    # Several lines, every one within the card, and the whole title shown (nothing elided).
    assert len(lines) >= 3
    joined = "".join(card.title[start : start + length] for start, length in lines)
    assert joined == card.title
    metrics = QFontMetrics(title_font)
    for start, length in lines:
        assert metrics.horizontalAdvance(card.title[start : start + length].rstrip()) <= geometry.title.width()
    assert geometry.title.height() >= len(lines) * metrics.lineSpacing()
    assert geometry.title.right() < width
    # The card is tall enough for the wrapped title, and the painted card shows ink on each line.
    assert dock.view.visualRect(index).height() >= geometry.height
    image = dock.view.viewport().grab().toImage()
    rect = dock.view.visualRect(index)
    base = dock.view.palette().color(QPalette.ColorRole.Base)
    for n in range(len(lines)):
        line_rect = QRect(
            rect.left() + geometry.title.left(),
            rect.top() + geometry.title.top() + n * metrics.lineSpacing(),
            geometry.title.width(),
            metrics.lineSpacing(),
        )
        assert best_contrast(image, line_rect, base) > 3, n


# --------------------------------------------------------------------------- 4. splitter


#: A rule broken in each sample, so the panel lists a problem.
BROKEN = {"coc7": ("sheet.characteristics.STR", 5), "toc": ("sheet.investigators", 1)}


def _broken(sample) -> SheetDocument:
    doc = SheetDocument.open(str(sample))
    path, value = BROKEN[doc.document.system]
    return SheetDocument(with_path(doc.document, path, value))


@pytest.mark.parametrize("sample, view_class", [(HARVEY, CoC7SheetView), (ALIENIST, ToCSheetView)])
def test_rule_checks_panel_is_in_a_remembered_splitter(qtbot, tmp_path, sample, view_class):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    parent = QWidget()
    qtbot.addWidget(parent)
    view = create_sheet_view(_broken(sample), _controller(), parent, settings=settings)
    assert isinstance(view, view_class)
    splitter = view.findChild(QSplitter, "sheetSplitter")
    assert splitter is view.splitter
    assert splitter.widget(0) is view.sheet_scroll and splitter.widget(1) is view.violations
    assert not splitter.childrenCollapsible()
    parent.resize(1024, 700)
    view.resize(1024, 700)
    parent.show()
    qtbot.waitExposed(parent)
    assert view.violations.list.isVisible()
    before = splitter.sizes()
    # The user drags the handle up: the panel gets more room, and the split is remembered.
    splitter.moveSplitter(before[0] - 120, 1)
    moved = splitter.sizes()
    assert moved[1] == before[1] + 120
    key = SPLITTER_KEY.format("coc7" if view_class is CoC7SheetView else "toc")
    assert settings.value(key) is not None
    # A sheet of the same system opened later has the same split.
    other = create_sheet_view(_broken(sample), _controller(), parent, settings=settings)
    other.resize(1024, 700)
    other.show()
    QApplication.processEvents()
    # (the panel's height; the sheet takes whatever height its view has)
    assert other.splitter.sizes()[1] == moved[1]


def test_a_valid_sheet_panel_keeps_only_its_summary_height(qtbot):
    view = CoC7SheetView(SheetDocument.open(str(HARVEY)), _controller())
    qtbot.addWidget(view)
    view.resize(1024, 700)
    view.show()
    qtbot.waitExposed(view)
    assert not view.document.violations
    assert not view.violations.list.isVisible()
    # No empty band under the summary, however the splitter is dragged.
    view.splitter.moveSplitter(300, 1)
    QApplication.processEvents()
    assert view.violations.height() <= view.violations.sizeHint().height() + 2


# --------------------------------------------------------------------------- 5. occupation dialog


@pytest.mark.parametrize("occupation", ["Engineer", "Journalist", "Criminal", "Zealot", "Antiquarian"])
def test_occupation_choices_dialog_has_no_gap(qtbot, occupation):
    doc = SheetDocument.open(str(HARVEY))
    doc = SheetDocument(with_path(doc.document, "sheet.occupation", OccupationChoice(name=occupation)))
    dialog = OccupationChoicesDialog(doc)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    QApplication.processEvents()
    form = dialog.form
    # The fields fill the scroll area without scrolling and without room left under them.
    assert dialog.scroll_area.viewport().height() >= form.sizeHint().height()
    assert dialog.scroll_area.viewport().height() - form.sizeHint().height() <= 4
    assert not dialog.scroll_area.verticalScrollBar().isVisible()
    # The notes and buttons follow the fields at once.
    layout = dialog.layout()
    below = dialog.notes if dialog.notes.isVisible() else dialog.buttons
    assert below.y() - dialog.scroll_area.geometry().bottom() <= layout.spacing() + 2
    # Made taller by the user, the fields stay together at the top (the stretch is under them).
    dialog.resize(dialog.width(), dialog.height() + 200)
    QApplication.processEvents()
    boxes = [b for b in form.findChildren(QGroupBox) if b.parent() is form]
    for upper, lower in zip(boxes, boxes[1:], strict=False):
        assert lower.y() - upper.geometry().bottom() <= layout.spacing() + 12
    dialog.reject()


# --------------------------------------------------------------------------- 6. dark mode


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_roll_button_die_contrasts_with_the_button(qtbot, light_and_dark, scheme):
    light_and_dark("light" if scheme == "dark" else "dark")  # made in the other scheme...
    button = RollButton("Spot Hidden", lambda options: None)
    qtbot.addWidget(button)
    button.resize(40, 26)
    button.show()
    qtbot.waitExposed(button)
    light_and_dark(scheme)  # ...then switched live
    image = button.grab().toImage()
    background = button.palette().color(button.backgroundRole())
    icon_rect = QRect(4, (button.height() - 16) // 2, 18, 16).intersected(image.rect())
    assert best_contrast(image, icon_rect, background) >= 4.5


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_painted_dice_follow_the_scheme(qtbot, light_and_dark, scheme):
    light_and_dark("light" if scheme == "dark" else "dark")
    view = CoC7SheetView(SheetDocument.open(str(HARVEY)), _controller())
    qtbot.addWidget(view)
    view.resize(1280, 800)
    view.show()
    qtbot.waitExposed(view)
    light_and_dark(scheme)
    table = view.skills_tables[0]
    index = table.model().index(0, SkillColumn.ROLL)
    rect = table.visualRect(index)
    image = table.viewport().grab().toImage()
    button_colour = table.palette().color(QPalette.ColorRole.Button)
    centre = rect.center()
    assert best_contrast(image, QRect(centre.x() - 8, centre.y() - 8, 16, 16), button_colour) >= 4.5


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_empty_skill_tick_boxes_are_visible(qtbot, light_and_dark, scheme):
    light_and_dark(scheme)
    view = CoC7SheetView(SheetDocument.open(str(HARVEY)), _controller())
    qtbot.addWidget(view)
    view.resize(1280, 800)
    view.show()
    qtbot.waitExposed(view)
    table = view.skills_tables[0]
    assert isinstance(table.itemDelegateForColumn(SkillColumn.TICK), TickDelegate)
    assert isinstance(view.weapons_table.itemDelegateForColumn(WeaponColumn.IMPALING), TickDelegate)
    model = table.model()
    row = next(
        r for r in range(model.rowCount())
        if model.index(r, SkillColumn.TICK).data(Qt.ItemDataRole.CheckStateRole) in (0, Qt.CheckState.Unchecked)
    )
    index = model.index(row, SkillColumn.TICK)
    rect = table.visualRect(index)
    image = table.viewport().grab().toImage()
    # The cell's own background (alternating rows), taken from the cell's corner.
    background = image.pixelColor(rect.left() + 1, rect.top() + 1)
    assert best_contrast(image, rect.adjusted(2, 2, -2, -2), background) >= 3
    palette = table.palette()
    assert contrast(tick_border_colour(palette), palette.color(QPalette.ColorRole.Base)) >= 4.5


# --------------------------------------------------------------------------- the whole window


@pytest.mark.parametrize("sample", [HARVEY, ALIENIST])
@pytest.mark.parametrize("size", [QSize(1024, 700), QSize(1280, 800)])
def test_each_sheet_fits_the_main_window(qtbot, tmp_path, monkeypatch, sample, size):
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    store = RecoveryStore(tmp_path / "recovery")
    assert store.start()
    window = MainWindow(settings, store, controller=_controller())
    qtbot.addWidget(window)
    path = tmp_path / sample.name
    shutil.copyfile(sample, path)
    window.show()
    window.open_file(str(path))
    window.resize(size)
    qtbot.waitExposed(window)
    QApplication.processEvents()
    view = window.findChild(QWidget, "CoC7SheetView") or window.findChild(QWidget, "ToCSheetView")
    assert window.width() == size.width() and window.height() <= size.height()
    # No sideways scrolling of the sheet: its content fits the scroll area.
    assert not view.sheet_scroll.horizontalScrollBar().isVisible()
    assert view.splitter.sizes()[0] > 300  # the sheet keeps most of the height
    window.close()
    store.close()


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_empty_check_boxes_of_the_sheets_are_visible(qtbot, light_and_dark, scheme):
    light_and_dark(scheme)
    coc = CoC7SheetView(SheetDocument.open(str(HARVEY)), _controller())
    toc = ToCSheetView(SheetDocument.open(str(ALIENIST)), _controller())
    boxes = [*coc.findChildren(TickBox), *toc.findChildren(TickBox)]
    # The status boxes (major wound...), "show uncommon skills" and the keeper's budget.
    assert len(boxes) >= 9
    assert coc.show_uncommon in boxes and toc.keeper_budget_check in boxes
    for view in (coc, toc):
        qtbot.addWidget(view)
        view.resize(1280, 800)
        view.show()
        qtbot.waitExposed(view)
    for box in boxes:
        if box.isChecked() or not box.isVisible():
            continue
        image = box.grab().toImage()
        background = image.pixelColor(image.width() - 1, 0)  # what is around the box
        indicator = QRect(0, 0, min(box.height(), 20), box.height()).intersected(image.rect())
        assert best_contrast(image, indicator, background) >= 3, box.text()
