"""The language of the desktop application: which one is used, its translations, the live switch.

Preferences → Language holds ``"system"`` (the desktop's language when SheetMaker has it, else
English) or a code of :data:`sheetmaker.core.i18n.LANGUAGES`. :func:`use_language` replaces the
installed translators by the language's own (Qt's ``qtbase_<lang>.qm`` from Qt's translations
folder and SheetMaker's ``sheetmaker_<lang>.qm``), gives the Qt-free layers the translator
(:func:`sheetmaker.core.i18n.set_backend`) and the language (``set_language``) and sets the
default :class:`QLocale` (number formats). A language whose translation is missing, or a code
SheetMaker does not know, gives English, never an error.

Installing or removing a translator makes Qt send every window a ``LanguageChange`` event; the
live switch is that event:

- widgets that set their texts once re-set them in ``retranslate_ui()``
  (:class:`Retranslatable` calls it on the event);
- the main window re-sets its menus, actions and tabs, rebuilds the open sheet views for the same
  documents (a sheet view sets hundreds of texts in its constructor) and tells the item models of
  the window that their headers and cells changed (:func:`refresh_models`);
- the roll log makes its cards' texts again where a card keeps what they are made from.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import (
    QAbstractItemModel,
    QAbstractListModel,
    QAbstractProxyModel,
    QCoreApplication,
    QEvent,
    QLibraryInfo,
    QLocale,
    QModelIndex,
    QObject,
    Qt,
    QTranslator,
)
from PySide6.QtGui import QAction, QUndoGroup, QUndoStack
from PySide6.QtWidgets import QAbstractItemView, QWidget

from sheetmaker.core import i18n
from sheetmaker.resources import resource

__all__ = [
    "PSEUDO",
    "SYSTEM",
    "Retranslatable",
    "UndoRedoAction",
    "current_language",
    "installed_translators",
    "refresh_models",
    "resolve_language",
    "translation_dirs",
    "use_language",
]

#: The Preferences value that follows the desktop's language.
SYSTEM = "system"
#: The pseudo-locale (accented, 40% longer texts: a layout check).
PSEUDO = "en_XA"
TRANSLATION_NAME = "sheetmaker"

_installed: list[QTranslator] = []
_language = i18n.DEFAULT_LANGUAGE


def translation_dirs() -> list[Path]:
    """Folders searched for compiled translations (``sheetmaker_<lang>.qm``)."""
    return [resource("translations"), Path(__file__).resolve().parent.parent.parent / "translations"]


def resolve_language(choice: str | None, system: QLocale | None = None) -> str:
    """The language code for a Preferences choice: ``"system"`` gives the first of the
    desktop's languages SheetMaker has (``de_AT`` → ``de``), else English; a known code gives
    itself (``de_CH`` → ``de``); anything else gives English."""
    if not choice or choice == SYSTEM:
        locale = system or QLocale.system()
        for name in [*locale.uiLanguages(), locale.name()]:
            code = i18n.base_language(name)
            if code in i18n.LANGUAGES:
                return code
        return i18n.DEFAULT_LANGUAGE
    if choice in i18n.LANGUAGES:
        return choice
    code = i18n.base_language(choice)
    return code if code in i18n.LANGUAGES else i18n.DEFAULT_LANGUAGE


def current_language() -> str:
    """The code of the language in use (``"en"`` until :func:`use_language` installs another)."""
    return _language


def installed_translators() -> list[QTranslator]:
    """The translators :func:`use_language` installed (Qt's, then SheetMaker's)."""
    return list(_installed)


def _backend(context: str, text: str, disambiguation: str | None, n: int) -> str:
    return QCoreApplication.translate(context, text, disambiguation, n)


class InheritedContextTranslator(QTranslator):
    """SheetMaker's translations, also for texts a class inherits.

    ``self.tr("…")`` in a method of a base class asks Qt with the *object's* class name as the
    context (``ReviewPage``), while lupdate files the text under the class that wrote it
    (``ReviewPageBase``). When the asked context has no translation, the contexts of the
    class's bases are asked in turn (the Python classes named ``context`` are looked up once).
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._bases: dict[str, tuple[str, ...]] = {}

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str | None:
        # None (a null QString) means "not here": Qt then asks the next translator. An empty
        # string would be taken as the translation.
        text = super().translate(context, source, disambiguation, n)
        if text:
            return text
        for base in self._base_contexts(context) if context else ():
            text = super().translate(base, source, disambiguation, n)
            if text:
                return text
        return None

    def _base_contexts(self, context: str) -> tuple[str, ...]:
        bases = self._bases.get(context)
        if bases is None:
            names: list[str] = []
            for cls in _qobject_classes_named(context):
                for base in cls.__mro__[1:]:
                    if base.__module__.startswith("sheetmaker") and base.__name__ not in names:
                        names.append(base.__name__)
            bases = self._bases[context] = tuple(names)
        return bases


def _qobject_classes_named(name: str) -> list[type]:
    """The loaded QObject subclasses called ``name`` (SheetMaker's, e.g. both IdentityPages)."""
    found: list[type] = []
    seen: set[type] = set()
    todo: list[type] = [QObject]
    while todo:
        cls = todo.pop()
        subclasses: list[type] = cls.__subclasses__()
        for sub in subclasses:
            if sub in seen:
                continue
            seen.add(sub)
            todo.append(sub)
            if sub.__name__ == name and sub.__module__.startswith("sheetmaker"):
                found.append(sub)
    return found


def use_language(
    choice: str | None,
    app: QCoreApplication | None = None,
    dirs: list[Path] | None = None,
    system: QLocale | None = None,
) -> str:
    """Use the language ``choice`` (a Preferences value); returns the code of the language now
    in use, ``"en"`` when ``choice`` is unknown or its translation cannot be loaded.

    The translators of the language used before are removed first; Qt then sends every window
    a ``LanguageChange`` event (once the event loop runs).

    Args:
        choice: ``"system"``, or a code of :data:`~sheetmaker.core.i18n.LANGUAGES`.
        app: the application (the running one by default).
        dirs: where SheetMaker's ``.qm`` files are (:func:`translation_dirs` by default).
        system: the desktop's locale (for ``"system"``; the real one by default).
    """
    global _language
    app = app or QCoreApplication.instance()
    code = resolve_language(choice, system)
    translators: list[QTranslator] = []
    if code != i18n.DEFAULT_LANGUAGE and app is not None:
        ours = InheritedContextTranslator(app)
        folders = translation_dirs() if dirs is None else dirs
        if any(folder.is_dir() and ours.load(f"{TRANSLATION_NAME}_{code}", str(folder)) for folder in folders):
            if code != PSEUDO:
                qt = QTranslator(app)
                if qt.load(f"qtbase_{code}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
                    translators.append(qt)
            translators.append(ours)  # installed last: asked first
        else:
            code = i18n.DEFAULT_LANGUAGE
    if app is not None:
        for translator in _installed:
            app.removeTranslator(translator)
            translator.deleteLater()
        for translator in translators:
            app.installTranslator(translator)
    _installed[:] = translators
    _language = code
    QLocale.setDefault(_default_locale(code, system or QLocale.system()))
    i18n.set_backend(_backend)
    i18n.set_language(code)
    return code


def _default_locale(code: str, system: QLocale) -> QLocale:
    """The locale of numbers and dates for the language ``code``: the desktop's own when it
    speaks that language (German in Austria stays Austrian), else the language's main one."""
    language = system.language()
    if code == PSEUDO or (code == "en" and language in (QLocale.Language.C, QLocale.Language.English)):
        return system
    wanted = QLocale(code)
    return system if wanted.language() == language else wanted


# --------------------------------------------------------------------------- retranslating


class Retranslatable:
    """For widgets that set their texts once: :meth:`retranslate_ui` sets them (the constructor
    calls it) and runs again on every ``LanguageChange``.

    Put it before the Qt class: ``class StartPage(Retranslatable, QScrollArea)``.
    """

    def retranslate_ui(self) -> None:
        """Set every text of the widget in the current language."""
        raise NotImplementedError

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)  # type: ignore[misc]


def refresh_models(root: QWidget) -> int:
    """Tell the item models shown under ``root`` (and their source models) that their headers
    and cells changed: their texts are translated when asked for. Returns how many models."""
    seen: set[int] = set()
    for view in root.findChildren(QAbstractItemView):
        model: QAbstractItemModel | None = view.model()
        while isinstance(model, QAbstractItemModel) and id(model) not in seen:
            seen.add(id(model))
            _refresh_model(model)
            model = model.sourceModel() if isinstance(model, QAbstractProxyModel) else None
    return len(seen)


def _refresh_model(model: QAbstractItemModel) -> None:
    root = QModelIndex()
    rows = model.rowCount(root)
    # A list model's columnCount is private in PySide: it has one column.
    columns = 1 if isinstance(model, QAbstractListModel) else model.columnCount(root)
    if columns:
        model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, columns - 1)
    if rows:
        model.headerDataChanged.emit(Qt.Orientation.Vertical, 0, rows - 1)
        if columns:
            model.dataChanged.emit(model.index(0, 0), model.index(rows - 1, columns - 1), [])


class UndoRedoAction(QAction):
    """The Undo or Redo action of a :class:`QUndoGroup` or :class:`QUndoStack` ("&Undo Change
    STR"). Qt's own (``createUndoAction``) keeps the prefix it was made with; this one takes a
    new prefix in the new language (:meth:`set_prefix`)."""

    def __init__(self, source: QUndoGroup | QUndoStack, redo: bool, parent: QObject, prefix: str = "") -> None:
        super().__init__(parent)
        self._source = source
        self._redo = redo
        self._prefix = prefix
        # The step's text comes with the signals: the source may be on its way out when it
        # sends them (a stack cleared as it is destroyed).
        if redo:
            self._text = source.redoText()
            source.redoTextChanged.connect(self._set_step_text)
            source.canRedoChanged.connect(self.setEnabled)
            self.setEnabled(source.canRedo())
        else:
            self._text = source.undoText()
            source.undoTextChanged.connect(self._set_step_text)
            source.canUndoChanged.connect(self.setEnabled)
            self.setEnabled(source.canUndo())
        self.triggered.connect(self._run)
        self._show()

    def set_prefix(self, prefix: str) -> None:
        """Say ``prefix`` before the step's text ("&Undo" → "&Undo Change STR")."""
        self._prefix = prefix
        self._show()

    def _set_step_text(self, text: str) -> None:
        self._text = text
        self._show()

    def _show(self) -> None:
        self.setText(f"{self._prefix} {self._text}" if self._text else self._prefix)

    def _run(self, _checked: bool = False) -> None:
        if self._redo:
            self._source.redo()
        else:
            self._source.undo()
