"""What the games' identity pages share: the line fields of who the investigator is, the
portrait beside them (kept by the page: the session does not hold portraits), writing a
changed field into the identity answers, removing a weapon, and the page's title and intro.
Each game's page (``coc7/pages/identity.py``, ``toc/pages/identity.py``) gives its fields,
weapons and the rest.

The texts keep the translation context of the games' pages (``IdentityPage``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import ClassVar, Generic, Protocol, TypeVar, cast

from pydantic import BaseModel
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QFormLayout, QHBoxLayout, QLabel, QLineEdit, QWidget

from sheetmaker.models.creation import CreationModel
from sheetmaker.ui.theme import error_colour
from sheetmaker.ui.widgets import PortraitWidget
from sheetmaker.ui.wizards.fields import TextField
from sheetmaker.ui.wizards.page import StepPage
from sheetmaker.ui.wizards.weapons import WeaponsBox

__all__ = ["IdentityStepPage"]



class _Identity(Protocol):
    @property
    def weapons(self) -> Sequence[object]: ...


A = TypeVar("A", bound=_Identity)


class IdentityStepPage(StepPage, Generic[A]):
    """The identity step of a game: :attr:`answers_type` is the game's identity answers (with
    a ``weapons`` list); the page builds :attr:`weapons_box`."""

    step = "identity"
    answers_type: ClassVar[type[BaseModel]]
    weapons_box: WeaponsBox

    def __init__(self, model: CreationModel, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        #: The chosen portrait ``(media_type, data)``; the session does not hold portraits.
        self.portrait: tuple[str, bytes] | None = None
        #: identity line field → its line edit.
        self.fields: dict[str, QLineEdit] = {}

    # Building ------------------------------------------------------------------------------

    def _add_line_fields(self, form: QFormLayout, rows: Iterable[tuple[str, str, str]]) -> None:
        """A line edit (``identity_<key>``) for each ``(key, label, hint)``, written as it is
        typed (the page's checks, such as "no name", follow the typing), and once more when
        editing finishes."""
        for key, text, hint in rows:
            edit = QLineEdit(self.body)
            edit.setObjectName(f"identity_{key}")
            edit.setPlaceholderText(hint)
            edit.textEdited.connect(lambda _text, key=key: self._on_field(key))
            edit.editingFinished.connect(lambda key=key: self._on_field(key))
            form.addRow(text, edit)
            self.fields[key] = edit

    def _add_top(self, form: QFormLayout) -> None:
        """``form`` with the portrait beside it, and the portrait's error line under both."""
        top = QHBoxLayout()
        top.addLayout(form, 1)
        self.portrait_widget = PortraitWidget(self.body)
        self.portrait_widget.portraitChosen.connect(self._on_portrait)
        self.portrait_widget.removeRequested.connect(self._on_portrait_removed)
        self.portrait_widget.failed.connect(self._on_portrait_failed)
        top.addWidget(self.portrait_widget, 0, Qt.AlignmentFlag.AlignTop)
        self.body_layout.addLayout(top)
        self.portrait_error = QLabel(self.body)
        self.portrait_error.setWordWrap(True)
        self.portrait_error.setStyleSheet(f"color: {error_colour().name()};")
        self.portrait_error.hide()
        self.body_layout.addWidget(self.portrait_error)

    # StepPage ------------------------------------------------------------------------------

    def title(self) -> str:
        return QCoreApplication.translate("IdentityPage", "Identity")

    def intro(self) -> str:
        return QCoreApplication.translate(
            "IdentityPage",
            "Give your investigator a name, a face and a past, and say what they carry: the keeper "
            "will weave these into the story.",
        )

    def enter(self) -> None:
        if self.model.answers.identity is None:
            self.model.set("identity", self.answers_type())

    def focus_field(self, field: str) -> bool:
        if field == "name":
            self.fields["name"].setFocus()
            return True
        if field.startswith("sheet.weapons"):
            self.weapons_box.weapon_list.setFocus()
            return True
        return False

    # Refreshing ----------------------------------------------------------------------------

    def _show_fields(self, ident: A) -> None:
        """Show the line fields of ``ident`` (an edit already showing its value is left alone,
        spaces around it included: they are still being typed)."""
        for key, edit in self.fields.items():
            value = getattr(ident, key)
            if edit.text().strip() != value:
                edit.setText(value)

    # Writing -------------------------------------------------------------------------------

    def _identity(self) -> A:
        return cast(A, self.model.answers.identity or self.answers_type())

    def _on_field(self, key: str) -> None:
        if self.loading:
            return
        text = self.fields[key].text().strip()
        if getattr(self._identity(), key) != text:
            self.model.update("identity", **{key: text})

    def _on_text(self, key: str, field: TextField) -> None:
        if self.loading:
            return
        text = field.toPlainText()
        if getattr(self._identity(), key) != text:
            self.model.update("identity", **{key: text})

    def _on_remove_weapon(self) -> None:
        row = self.weapons_box.weapon_list.currentRow()
        weapons = list(self._identity().weapons)
        if 0 <= row < len(weapons):
            del weapons[row]
            self.model.update("identity", weapons=weapons)

    def _on_portrait(self, media_type: str, data: bytes) -> None:
        self.portrait = (media_type, data)
        self.portrait_error.hide()
        self.portrait_widget.set_image(data)

    def _on_portrait_removed(self) -> None:
        self.portrait = None
        self.portrait_widget.set_image(None)

    def _on_portrait_failed(self, message: str) -> None:
        self.portrait_error.setText(message)
        self.portrait_error.show()
