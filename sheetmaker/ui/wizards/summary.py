"""What the games' live summaries share: the frame beside every page of a creation wizard, the
investigator's name in bold and the line under it (occupation and the like), separator lines.
Each game's summary (``coc7/summary.py``, ``toc/summary.py``) adds its values and refreshes
them from the draft's ``derive()``.
"""

from __future__ import annotations

from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from sheetmaker.models.creation import CreationModel

__all__ = ["SummaryFrame"]


class SummaryFrame(QFrame):
    """A compact, read-only view of the draft investigator: :attr:`name_label`, then
    :attr:`occupation_label`, in :attr:`summary_layout` for the game to add to.

    Args:
        model: the wizard's creation model.
        parent: the parent widget.
    """

    def __init__(self, model: CreationModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.setObjectName("liveSummary")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.setSpacing(6)
        self.summary_layout = layout
        self.name_label = QLabel(self)
        self.name_label.setObjectName("summaryName")
        self.name_label.setWordWrap(True)
        font = self.name_label.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.name_label.setFont(font)
        layout.addWidget(self.name_label)
        self.occupation_label = QLabel(self)
        self.occupation_label.setWordWrap(True)
        layout.addWidget(self.occupation_label)

    def refresh(self) -> None:
        """Show the draft's values again (each game's summary)."""
        raise NotImplementedError

    def _add_line(self) -> None:
        """A sunken separator line."""
        line = QFrame(self)
        line.setFrameShape(QFrame.Shape.HLine)
        line.setFrameShadow(QFrame.Shadow.Sunken)
        self.summary_layout.addWidget(line)

    def _given_name(self) -> str:
        """The name the identity step gives ("" while none)."""
        ident = getattr(self.model.session.answers, "identity", None)
        return ident.name if ident is not None and ident.name.strip() else ""
