"""User preferences: what they are, how they are stored, and the dialog that edits them.

Preferences live in :class:`QSettings` under ``preferences/``. Settings files lose types
between runs (and may be edited by hand), so every value is read back with an explicit type and
checked; a value out of range falls back to its default.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, fields

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from sheetmaker.core.i18n import LANGUAGES
from sheetmaker.ui.theme import COLOR_SCHEMES, DEFAULT_FONT, TEXT_SCALE, TEXT_SCALE_STEP, available_families

#: The pseudo-locale's code (a developer's layout check, see sheetmaker.core.i18n).
PSEUDO_LOCALE = "en_XA"

AUTOSAVE_MINUTES = (1, 60)
ERAS = ("1920s", "modern")
CAMPAIGNS = ("purist", "pulp")
#: "system" (the desktop's language when SheetMaker has it, else English) or a language code.
LANGUAGE_CHOICES = ("system", *LANGUAGES)


@dataclass(frozen=True)
class Preferences:
    """Everything the Preferences dialog sets.

    Attributes:
        autosave_minutes: minutes between two autosaves of unsaved sheets (1 to 60).
        coc7_era: era of new Call of Cthulhu sheets, "1920s" or "modern".
        toc_campaign: campaign style of new Trail of Cthulhu sheets, "purist" or "pulp".
        show_uncommon_skills: sheets list the uncommon skills of the era by default.
        color_scheme: "system" (follow the desktop), "light", "dark", "contrast-light" or
            "contrast-dark" (the high-contrast schemes).
        text_scale: text size in percent of the desktop's (100 to 200).
        font_family: the font of every window ("" for the desktop's).
        language: "system" (the desktop's language) or a code of
            :data:`sheetmaker.core.i18n.LANGUAGES` ("en", "de", "fr", "en_XA").
    """

    autosave_minutes: int = 1
    coc7_era: str = "1920s"
    toc_campaign: str = "purist"
    show_uncommon_skills: bool = False
    color_scheme: str = "system"
    language: str = "system"
    text_scale: int = 100
    font_family: str = DEFAULT_FONT

    @classmethod
    def load(cls, settings: QSettings) -> Preferences:
        """The stored preferences; anything missing or invalid is the default."""
        default = cls()
        settings.beginGroup("preferences")
        try:
            scale = _int(settings, "text_scale", default.text_scale)
            if not TEXT_SCALE[0] <= scale <= TEXT_SCALE[1]:
                scale = default.text_scale
            family = settings.value("font_family", default.font_family, type=str)
            if not isinstance(family, str) or len(family) > 100:
                family = default.font_family
            minutes = _int(settings, "autosave_minutes", default.autosave_minutes)
            if not AUTOSAVE_MINUTES[0] <= minutes <= AUTOSAVE_MINUTES[1]:
                minutes = default.autosave_minutes
            return cls(
                autosave_minutes=minutes,
                coc7_era=_choice(settings, "coc7_era", ERAS, default.coc7_era),
                toc_campaign=_choice(settings, "toc_campaign", CAMPAIGNS, default.toc_campaign),
                show_uncommon_skills=_bool(
                    settings, "show_uncommon_skills", default.show_uncommon_skills
                ),
                color_scheme=_choice(settings, "color_scheme", COLOR_SCHEMES, default.color_scheme),
                language=_choice(settings, "language", LANGUAGE_CHOICES, default.language),
                text_scale=scale,
                font_family=family,
            )
        finally:
            settings.endGroup()

    def save(self, settings: QSettings) -> None:
        """Store the preferences."""
        settings.beginGroup("preferences")
        for field in fields(self):
            settings.setValue(field.name, getattr(self, field.name))
        settings.endGroup()


def _int(settings: QSettings, key: str, default: int) -> int:
    try:
        value = settings.value(key, default, type=int)
    except (TypeError, ValueError):
        return default
    return value if isinstance(value, int) else default


def _bool(settings: QSettings, key: str, default: bool) -> bool:
    value = settings.value(key, default, type=bool)
    return value if isinstance(value, bool) else default


def _choice(settings: QSettings, key: str, choices: tuple[str, ...], default: str) -> str:
    value = settings.value(key, default, type=str)
    return value if value in choices else default


class PreferencesDialog(QDialog):
    """Edits :class:`Preferences`; :meth:`preferences` gives the result after ``accept``."""

    def __init__(self, preferences: Preferences, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Preferences"))
        self.setMinimumWidth(420)

        self._autosave = QSpinBox()
        self._autosave.setRange(*AUTOSAVE_MINUTES)
        self._autosave.setSuffix(self.tr(" min"))
        self._autosave.setAccessibleName(self.tr("Autosave interval in minutes"))
        self._autosave.setToolTip(
            self.tr("Unsaved sheets are copied to a recovery folder this often, so a crash "
                    "loses at most this much work.")
        )

        self._era = QComboBox()
        self._era.addItem(self.tr("1920s"), "1920s")
        self._era.addItem(self.tr("Modern"), "modern")
        self._era.setAccessibleName(self.tr("Era of new Call of Cthulhu sheets"))

        self._uncommon = QCheckBox(self.tr("Show &uncommon skills"))
        self._uncommon.setToolTip(
            self.tr("List the era's uncommon skills on new and opened sheets.")
        )

        self._campaign = QComboBox()
        self._campaign.addItem(self.tr("Purist"), "purist")
        self._campaign.addItem(self.tr("Pulp"), "pulp")
        self._campaign.setAccessibleName(self.tr("Campaign style of new Trail of Cthulhu sheets"))

        self._scheme = QComboBox()
        self._scheme.addItem(self.tr("Follow the system"), "system")
        self._scheme.addItem(self.tr("Light"), "light")
        self._scheme.addItem(self.tr("Dark"), "dark")
        self._scheme.addItem(self.tr("High contrast, light"), "contrast-light")
        self._scheme.addItem(self.tr("High contrast, dark"), "contrast-dark")
        self._scheme.setAccessibleName(self.tr("Colour scheme"))

        self._language = QComboBox()
        self._language.setObjectName("languageCombo")
        self._language.addItem(self.tr("System language"), "system")
        for code, name in LANGUAGES.items():
            # The pseudo-locale is a developer's layout check: offered only with
            # SHEETMAKER_PSEUDO_LOCALE set (or while it is the language chosen).
            if code == PSEUDO_LOCALE and not (
                os.environ.get("SHEETMAKER_PSEUDO_LOCALE") or preferences.language == PSEUDO_LOCALE
            ):
                continue
            # Each language by its own name, as it reads to its speakers.
            self._language.addItem(name, code)
        self._language.setAccessibleName(self.tr("Language"))
        self._language.setToolTip(self.tr("The language of the menus, the sheets and the PDFs; it changes at once."))

        self._text_scale = QSpinBox()
        self._text_scale.setObjectName("textScaleSpin")
        self._text_scale.setRange(*TEXT_SCALE)
        self._text_scale.setSingleStep(TEXT_SCALE_STEP)
        self._text_scale.setSuffix(" %")
        self._text_scale.setAccessibleName(self.tr("Text size in percent"))
        self._text_scale.setToolTip(self.tr("The size of the text in every window (also View → Larger Text, Ctrl++)."))

        self._font = QComboBox()
        self._font.setObjectName("fontCombo")
        self._font.addItem(self.tr("System font"), DEFAULT_FONT)
        for family in available_families():
            self._font.addItem(family, family)
        self._font.setAccessibleName(self.tr("Font"))
        self._font.setToolTip(self.tr("The font of the sheets, the roll log and every window."))

        general = QGroupBox(self.tr("General"))
        general_form = QFormLayout(general)
        general_form.addRow(self.tr("&Autosave every:"), self._autosave)
        general_form.addRow(self.tr("&Colour scheme:"), self._scheme)
        general_form.addRow(self.tr("&Language:"), self._language)
        general_form.addRow(self.tr("&Text size:"), self._text_scale)
        general_form.addRow(self.tr("&Font:"), self._font)

        coc = QGroupBox(self.tr("Call of Cthulhu"))
        coc_form = QFormLayout(coc)
        coc_form.addRow(self.tr("&Era of new sheets:"), self._era)
        coc_form.addRow(self._uncommon)

        toc = QGroupBox(self.tr("Trail of Cthulhu"))
        toc_form = QFormLayout(toc)
        toc_form.addRow(self.tr("Campaign st&yle of new sheets:"), self._campaign)

        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        restore = buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        restore.clicked.connect(lambda: self._show(Preferences()))

        layout = QVBoxLayout(self)
        layout.addWidget(general)
        layout.addWidget(coc)
        layout.addWidget(toc)
        layout.addStretch(1)
        layout.addWidget(buttons)

        self._show(preferences)

    def _show(self, preferences: Preferences) -> None:
        self._autosave.setValue(preferences.autosave_minutes)
        self._era.setCurrentIndex(self._era.findData(preferences.coc7_era))
        self._uncommon.setChecked(preferences.show_uncommon_skills)
        self._campaign.setCurrentIndex(self._campaign.findData(preferences.toc_campaign))
        self._scheme.setCurrentIndex(self._scheme.findData(preferences.color_scheme))
        self._language.setCurrentIndex(max(0, self._language.findData(preferences.language)))
        self._text_scale.setValue(preferences.text_scale)
        self._font.setCurrentIndex(max(0, self._font.findData(preferences.font_family)))

    def preferences(self) -> Preferences:
        """The preferences as the dialog shows them."""
        return Preferences(
            autosave_minutes=self._autosave.value(),
            coc7_era=self._era.currentData(),
            toc_campaign=self._campaign.currentData(),
            show_uncommon_skills=self._uncommon.isChecked(),
            color_scheme=self._scheme.currentData(),
            language=self._language.currentData(),
            text_scale=self._text_scale.value(),
            font_family=self._font.currentData(),
        )
