"""Trail of Cthulhu: gain Cthulhu Mythos points in play. The Sanity rating falls to
10 − Cthulhu Mythos when it is above that (seed 001); the dialog shows what the gain does."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from sheetmaker.ui.dialogs.common import ok_cancel

__all__ = ["MythosDialog"]


class MythosDialog(QDialog):
    """Points of Cthulhu Mythos gained, a reason, and a preview of the Sanity cut.

    Args:
        sheet: the ToC sheet (for the preview).
        parent: the parent widget.
    """

    def __init__(self, sheet, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("MythosDialog")
        self.setWindowTitle(self.tr("Gain Cthulhu Mythos"))
        self._sheet = sheet
        layout = QVBoxLayout(self)
        form = QFormLayout()
        layout.addLayout(form)
        self.points = QSpinBox(self)
        self.points.setRange(1, 99)
        self.points.setAccessibleName(self.tr("Cthulhu Mythos points gained"))
        form.addRow(self.tr("&Points gained:"), self.points)
        self.reason = QLineEdit(self)
        self.reason.setPlaceholderText(self.tr("A tome, a revelation…"))
        self.reason.setAccessibleName(self.tr("Reason"))
        form.addRow(self.tr("&Reason:"), self.reason)
        self.preview = QLabel(self)
        self.preview.setObjectName("mythosPreview")
        self.preview.setWordWrap(True)
        layout.addWidget(self.preview)
        self.buttons = ok_cancel(self, self.tr("&Gain"))
        self._ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        layout.addWidget(self.buttons)
        self.points.valueChanged.connect(self._update)
        self._update()
        self.points.setFocus()

    def _update(self) -> None:
        from sheetmaker.core.errors import SheetMakerError
        from sheetmaker.systems.toc import play

        try:
            outcome = play.gain_mythos(self._sheet, self.points.value())
        except SheetMakerError as exc:
            self.preview.setText(str(exc))
            self._ok.setEnabled(False)
            return
        self._ok.setEnabled(True)
        text = self.tr("Cthulhu Mythos {0} → {1}.").format(
            outcome.mythos_before, outcome.mythos_after
        )
        if outcome.rating_after != outcome.rating_before:
            text += " " + self.tr(
                "The Sanity rating may be at most {0} (10 − Cthulhu Mythos): rating {1} → {2}, "
                "pool {3} → {4}."
            ).format(
                outcome.sanity_cap,
                outcome.rating_before,
                outcome.rating_after,
                outcome.sanity_before,
                outcome.sanity_after,
            )
        else:
            text += " " + self.tr("The Sanity rating {0} stays within its cap {1}.").format(
                outcome.rating_before, outcome.sanity_cap
            )
        self.preview.setText(text)
