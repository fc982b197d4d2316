"""What the sections of both sheet views build on.

A sheet view (:class:`~sheetmaker.ui.coc7_sheet.CoC7SheetView`,
:class:`~sheetmaker.ui.toc_sheet.ToCSheetView`) holds its sections (header, characteristics or
abilities, vitals, skills, combat, mind, backstory…), one module each, as objects of their own
(composition): each :class:`SheetSection` is built with the document, the roll controller and a
:class:`SheetContext` (what the sections of one sheet share: the fields by document path, the
Tab order, where refusals and roll cards are shown), makes its box (``section.box``) and shows
its part of the document (``refresh``). The view places the boxes, refreshes the sections in
its order and keeps their widgets reachable as its own attributes. A section also works on its
own, outside any sheet view (e.g. the vitals strip in an encounter tracker): with the default
context it follows the document's changes itself.

:class:`SheetSectionBase` is the views' base: the machinery both games share
(:class:`~sheetmaker.ui.widgets.SheetViewMixin`: the document, the fields by document path, the
Tab order, the edit message, going to a field) and what every view provides.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from sheetmaker.models.document import SheetDocument
from sheetmaker.models.rolls import RollCard, RollController
from sheetmaker.ui.widgets import SheetViewMixin

__all__ = ["SheetContext", "SheetSection", "SheetSectionBase"]


@dataclass
class SheetContext:
    """What the sections of one sheet share.

    Attributes:
        owner: the widget the sections' fields and buttons are first made in (a sheet view
            makes them in itself, as it always has; ``None``: in the section's own box).
        parent: the parent of the sections' boxes (a view's scrolled ``content``; ``None``: a
            box of its own, for a section used alone).
        fields: the widget of each document path (going to a field, the field help).
        tab_chain: the sheet's Tab order, each section adding its widgets in turn.
        show_error: says why an edit was refused (a view's message above the sheet;
            ``None``: the refusal is not shown, the field shows the document again).
        show_card: shows the card of a roll a section made (a view's "last roll" line; the
            card also goes to the controller's log either way).
        focus_field: goes to the widget of a document path (a view scrolls to it and gives it
            the focus; ``None``: the section gives it the focus if it has it).
        refresh: shows the whole document again after a refused edit (a view refreshes all its
            sections; ``None``: the section refreshes itself).
        follows_document: the sections show every change of the document themselves; a view
            sets it to ``False`` and refreshes its sections in its own order.
    """

    owner: QWidget | None = None
    parent: QWidget | None = None
    fields: dict[str, QWidget] = field(default_factory=dict)
    tab_chain: list[QWidget] = field(default_factory=list)
    show_error: Callable[[str], None] | None = None
    show_card: Callable[[RollCard], object] | None = None
    focus_field: Callable[[str], object] | None = None
    refresh: Callable[[], None] | None = None
    follows_document: bool = True


class SheetSection(QObject):
    """A section of a sheet: builds its box from the document and shows its part of it.

    Subclasses build ``box`` in :meth:`_build` and show the document in :meth:`refresh`
    (given the document's derived values). With a context that ``follows_document`` the
    section refreshes itself once built and on every change of the document.

    Args:
        doc: the document shown and edited.
        controller: makes the section's rolls (cards go to its log).
        context: what the section shares with the other sections of its sheet (default: a
            context of its own, for a section used alone).
    """

    #: The section's box (a QGroupBox for most; the sections' classes say which).
    box: QWidget

    def __init__(
        self, doc: SheetDocument, controller: RollController, context: SheetContext | None = None
    ) -> None:
        context = SheetContext() if context is None else context
        super().__init__()
        self._doc = doc
        self._controller = controller
        self._context = context
        self.box = self._build()
        if context.owner is None:
            self.setParent(self.box)  # alone: lives as long as its box
        # In a view, the view holds the section (the view's objects stay as they were).
        if context.follows_document:
            doc.changed.connect(self._follow)
            self._follow()

    @property
    def document(self) -> SheetDocument:
        """The document shown."""
        return self._doc

    @property
    def context(self) -> SheetContext:
        """What the section shares with the other sections of its sheet."""
        return self._context

    def _build(self) -> QWidget:
        """Make the section's box (the subclass's)."""
        raise NotImplementedError

    def refresh(self, derived: Any) -> None:
        """Show the section's part of the document (the subclass's)."""
        raise NotImplementedError

    def _follow(self) -> None:
        self.refresh(self._doc.derived)

    def _owner(self, box: QWidget) -> QWidget:
        """Where the section's fields are first made: the context's owner, else ``box``."""
        owner = self._context.owner
        return box if owner is None else owner

    def _chain(self, *widgets: QWidget) -> None:
        self._context.tab_chain.extend(widgets)

    def _register(self, path: str, widget: QWidget) -> None:
        self._context.fields[path] = widget

    def _show_error(self, message: str) -> None:
        """Say why an edit (or a roll) was refused (where the context shows it)."""
        show = self._context.show_error
        if show is not None:
            show(message)

    def _focus_field(self, path: str) -> None:
        """Go to the widget of a document path (where the context goes to fields)."""
        focus = self._context.focus_field
        if focus is not None:
            focus(path)
            return
        widget = self._context.fields.get(path)
        if widget is not None:
            widget.setFocus()

    def _refresh_all(self) -> None:
        """Show the document again (after a refused edit left a widget showing something else)."""
        refresh = self._context.refresh
        if refresh is not None:
            refresh()
        else:
            self._follow()

    def _card(self, card: RollCard) -> RollCard:
        """Show the card of a roll the section made (where the context shows it)."""
        show = self._context.show_card
        if show is not None:
            show(card)
        return card

    def _field(self, path: str, name: str, widget: Any) -> Any:
        """Name a bound field, show its refusals and register it under its path."""
        widget.setAccessibleName(name)
        widget.editFailed.connect(self._show_error)
        self._register(path, widget)
        return widget


class SheetSectionBase(QWidget, SheetViewMixin):
    """What both sheet views build on (the views' shared machinery)."""

    _controller: RollController

    def focus_field(self, path: str) -> QWidget | None:
        """Scroll to the widget of a document path and give it the focus (the view's)."""
        raise NotImplementedError

    def _refresh(self) -> None:
        """Show everything derived from the document (the view's)."""
        raise NotImplementedError
