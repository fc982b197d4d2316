"""The Trail of Cthulhu wizard remembers the campaign style and the number of investigators
(read and written through the shell's shared option helpers)."""

from __future__ import annotations

import random

from PySide6.QtCore import QSettings

from sheetmaker.ui.wizards.toc.wizard import SETTINGS_GROUP, ToCCreationWizard


def test_the_campaign_options_are_remembered_for_the_next_wizard(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    first = ToCCreationWizard(settings, random.Random(1))
    qtbot.addWidget(first)
    first.model.set("campaign", {"campaign": "pulp", "investigators": 2})
    first._remember()
    assert settings.value(f"{SETTINGS_GROUP}/campaign") == "pulp"
    assert int(settings.value(f"{SETTINGS_GROUP}/investigators")) == 2

    again = ToCCreationWizard(settings, random.Random(2))
    qtbot.addWidget(again)
    campaign = again.model.answers.campaign
    assert campaign is not None and campaign.campaign == "pulp" and campaign.investigators == 2


def test_bad_remembered_options_start_from_the_defaults(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    settings.setValue(f"{SETTINGS_GROUP}/campaign", "grim")
    settings.setValue(f"{SETTINGS_GROUP}/investigators", 2)
    assert ToCCreationWizard._remembered_answers(settings) is None
    wizard = ToCCreationWizard(settings, random.Random(1))
    qtbot.addWidget(wizard)
    campaign = wizard.model.answers.campaign
    assert campaign is not None and campaign.campaign == "purist" and campaign.investigators == 4


def test_without_settings_nothing_is_remembered(qtbot):
    wizard = ToCCreationWizard(None, random.Random(1))
    qtbot.addWidget(wizard)
    wizard.model.set("campaign", {"campaign": "pulp", "investigators": 3})
    wizard._remember()  # nothing to write to: no error
    assert wizard.remembered("campaign", "purist") == "purist"
