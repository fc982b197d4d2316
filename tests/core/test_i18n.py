"""The Qt-free layers speak through core/i18n.translate: with a backend installed, rule problems,
roll notes and PDF labels come out through it; without one they stay English. The marks are
literal so that lupdate finds them."""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

from sheetmaker.core import d100
from sheetmaker.core.d100 import D100Roll, Difficulty, RollKind
from sheetmaker.io import fileformat
from sheetmaker.pdf.export import render
from sheetmaker.resources import resource
from sheetmaker.systems.coc7 import play as coc_play
from sheetmaker.systems.coc7 import validate as coc_validate
from sheetmaker.systems.toc import play as toc_play
from sheetmaker.systems.toc import validate as toc_validate

PACKAGE = Path(__file__).resolve().parents[2] / "sheetmaker"


def _sample(name: str):
    return fileformat.load(resource("samples", f"{name}.sheet.json"))


def test_coc_violation_message_and_fix_come_through_the_translator(guillemets):
    sheet = _sample("harvey-walters").sheet.model_copy(update={"hp": 40})

    problems = {v.code: v for v in coc_validate.validate(sheet)}

    hp = problems["hp.over_max"]
    assert hp.message == "«Current HP 40 is above the maximum 15 ((CON + SIZ) / 10).»"
    assert hp.fix == "«Set HP to 15 or less.»"
    assert ("CoC7Rules", "Current HP {0} is above the maximum {1} ((CON + SIZ) / 10).") in guillemets
    assert coc_validate.checks_off(sheet, kind="npc") == [
        "«NPC: creation rules are not checked, only the state of play.»"
    ]


def test_toc_violation_comes_through_the_translator(guillemets):
    document = _sample("toc-alienist-purist")
    sheet = document.sheet.model_copy(update={"false_sanity": 30})

    problem = next(v for v in toc_validate.validate(sheet) if v.code == "sanity.false_above_rating")

    rating = toc_play.derive(sheet).sanity.rating
    assert problem.message == f"«False Sanity 30 is more than the Sanity rating {rating}.»"
    assert problem.fix == "«False Sanity is part of the Sanity rating: lower it.»"


def test_roll_notes_and_refusals_come_through_the_translator(guillemets):
    sheet = _sample("harvey-walters").sheet

    luck = coc_play.luck_roll(sheet, random.Random(3))
    skill = coc_play.skill_roll(sheet, "Spot Hidden", random.Random(3))

    # The level word and the roll's name are translated too, inside the sentence.
    assert luck.notes == ("««Luck» 54: rolled 93, «failure»»",)
    assert skill.notes == ("«Spot Hidden 60: rolled 93, «failure»»",)
    assert coc_play.new_day(sheet).notes == ("«a new day: SAN lost today reset to 0»",)
    success = D100Roll.from_dice(60, (10,), 5, kind=RollKind.SKILL, difficulty=Difficulty.REGULAR)
    assert success.push_refusal() == "«a successful roll cannot be pushed»"
    assert d100.level_word("extreme") == "«extreme»"


def test_toc_roll_note_comes_through_the_translator(guillemets):
    sheet = _sample("toc-alienist-purist").sheet

    wound = toc_play.apply_damage(sheet, 2, armour=False)

    pool = toc_play.derive(sheet).health.pool
    assert wound.notes[0] == f"«2 damage: Health {pool} → {pool - 2}»"


def test_pdf_headings_come_through_the_translator(guillemets):
    _, boxes = render([_sample("harvey-walters")], record=True)

    drawn = {box.text for box in boxes}
    for heading in ("«Characteristics»", "«Investigator Skills»", "«Weapons»", "«Combat»", "«Personal Description»",
                    "«Backstory & Possessions»", "«Investigator»"):
        assert heading in drawn, heading
    # Column heads are translated where drawn; their English is what lupdate saw.
    assert "«Weapon»" in drawn and "«Malf.»" in drawn
    assert ("PDF", "Weapon") in guillemets


def test_pdf_form_fields_keep_their_english_names(guillemets):
    """A translated column heading or label must not rename the fillable form's fields."""
    data, _ = render([_sample("harvey-walters")], fillable=True)

    assert b"s1-weapon1-weapon" in data
    assert b"s1-damage-bonus" in data


def test_without_a_backend_every_text_stays_english():
    sheet = _sample("harvey-walters").sheet.model_copy(update={"hp": 40})

    problem = next(v for v in coc_validate.validate(sheet) if v.code == "hp.over_max")

    assert problem.message == "Current HP 40 is above the maximum 15 ((CON + SIZ) / 10)."
    assert coc_play.new_day(sheet).notes == ("a new day: SAN lost today reset to 0",)


def _calls(path: Path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in (
            "translate", "QT_TRANSLATE_NOOP"
        ):
            yield node


@pytest.mark.parametrize("layer", ["core", "systems", "pdf", "io"])
def test_marks_are_literals_lupdate_can_read(layer):
    """lupdate reads a context or a source text only as a string literal: a name (a CONTEXT
    constant) hides the text from the .ts files, an f-string puts its placeholders there."""
    bad = []
    for path in sorted((PACKAGE / layer).rglob("*.py")):
        if path.name == "i18n.py":
            continue
        for call in _calls(path):
            where = f"{path.relative_to(PACKAGE)}:{call.lineno}"
            args = call.args
            if len(args) < 2:
                continue  # a one-argument translate is a local callable (helptext.render's), not i18n's
            if not (isinstance(args[0], ast.Constant) and isinstance(args[0].value, str)):
                bad.append(f"{where}: the context is not a string literal")
                continue
            text = args[1]
            if isinstance(text, ast.JoinedStr):
                bad.append(f"{where}: an f-string is marked")
            elif call.func.id == "QT_TRANSLATE_NOOP" and not isinstance(text, ast.Constant):
                bad.append(f"{where}: QT_TRANSLATE_NOOP marks no literal")
    assert bad == []
