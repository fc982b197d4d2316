"""The explaining help texts of both games carry the sheet's own numbers (no Qt)."""

from __future__ import annotations

import random

from sheetmaker.core.helptext import render
from sheetmaker.io.fileformat import load
from sheetmaker.resources import resource
from sheetmaker.systems.coc7.explain import explain as explain_coc7
from sheetmaker.systems.toc.explain import explain as explain_toc
from sheetmaker.systems.toc.generate import random_investigator
from sheetmaker.systems.toc.model import Ability
from tests.fixtures import HARVEY_ALLOCATION


def _harvey():
    return load(HARVEY_ALLOCATION).sheet


def _texts(help_):
    return {key: render(lines) for key, lines in help_.items()}


def test_coc_hit_points_show_con_siz_and_the_result():
    """RULES.md: HP = floor((CON + SIZ) / 10)."""
    sheet = _harvey().model_copy(deep=True)
    sheet.characteristics.CON = 55
    sheet.characteristics.SIZ = 60
    texts = _texts(explain_coc7(sheet))
    assert "Hit points: (CON 55 + SIZ 60) / 10, rounded down = 11." in texts["hpMax"]
    assert "= 11" in texts["spinHP"]


def test_coc_derived_values_of_harvey():
    texts = _texts(explain_coc7(_harvey()))
    assert texts["mpMax"] == "Magic points: POW 60 / 5, rounded down = 12."
    assert "Starting Sanity = POW 60." in texts["sanInfo"]
    assert "Maximum Sanity = 99 − Cthulhu Mythos 0 = 99." in texts["sanInfo"]
    # Harvey is 42: MOV 8 (STR 50 = SIZ 50) loses 1 for his age.
    assert "MOV 8" in texts["movLabel"] and "Age 42: −1" in texts["movLabel"] and "MOV = 7." in texts["movLabel"]
    assert "STR 50 + SIZ 50 = 100, in the band 85–124: Damage Bonus 0, Build 0." in texts["dbLabel"]
    assert "Dodge base = DEX 55 / 2, rounded down = 27." in texts["dodgeLabel"]
    assert "Language (Own) starts at EDU: 90" in texts["spinEDU"]
    assert texts["halfSTR"].startswith("Half of STR 50, rounded down = 25")
    assert texts["fifthDEX"].startswith("A fifth of DEX 55, rounded down = 11")
    assert "Occupation skill points (EDU×4): EDU 90 × 4 = 360." in texts["occupationBudget"]
    assert "Personal interest points: INT 70 × 2 = 140." in texts["personalBudget"]
    assert "Credit Rating of a Journalist: 9–30; this sheet has 18." in texts["occupationInfo"]


def test_coc_credit_rating_money_follows_seed_003():
    """Seed 003: Credit Rating 41 in the 1920s: cash $82, assets $2,050, spending level $10."""
    sheet = _harvey().model_copy(deep=True)
    cr = next(s for s in sheet.skills if s.name == "Credit Rating")
    cr.occupation += 41 - 18
    texts = _texts(explain_coc7(sheet))
    assert "Credit Rating 41: Average (10–49) in the 1920s table." in texts["creditInfo"]
    assert "Cash: Credit Rating 41 × 2 = $82." in texts["creditInfo"]
    assert "Assets: Credit Rating 41 × 50 = $2,050." in texts["creditInfo"]
    assert "Spending level: $10 for this band" in texts["creditInfo"]
    assert "41 is outside the range" in texts["occupationInfo"]


def test_coc_damage_bonus_bands_at_the_boundaries():
    """RULES.md: STR+SIZ 124 is none/0, 125 is +1D4/1."""
    sheet = _harvey().model_copy(deep=True)
    sheet.characteristics.STR, sheet.characteristics.SIZ = 64, 60
    assert "= 124, in the band 85–124: Damage Bonus 0, Build 0." in _texts(explain_coc7(sheet))["dbLabel"]
    sheet.characteristics.STR = 65
    assert "= 125, in the band 125–164: Damage Bonus +1D4, Build 1." in _texts(explain_coc7(sheet))["buildLabel"]


def test_toc_budgets_pools_and_threshold():
    """Seed 001: 65 general build points; 16 investigative for 4 investigators; Sanity ≤ 10 −
    Cthulhu Mythos; Hit Threshold 3, or 4 with Athletics 8+; a Pillar per 3 Sanity."""
    sheet = load(resource("samples", "toc-alienist-purist.sheet.json")).sheet
    texts = _texts(explain_toc(sheet))
    assert "General build points: 65 for every investigator." in texts["general_total"]
    assert "Investigative build points: 16 for a group of 4 investigators" in texts["investigative_total"]
    assert "Psychoanalysis 10: 5 (occupational, half price)" in texts["general_spent"]
    assert "Sanity 9: 5 (starts free at 4)" in texts["general_spent"]
    assert "At most 10 − Cthulhu Mythos 0 = 10." in texts["sanityRating"]
    assert "Purist campaign: at most 12." in texts["healthRating"]
    assert texts["hitThreshold"].startswith("Hit Threshold 3: 3, or 4 with Athletics 8 or more; Athletics is 4.")
    assert "Sanity 9 / 3, rounded down = 3." in texts["pillarsInfo"]
    assert "Credit Rating 3-4: 3 free, up to 4 at the normal price" in texts["occupationInfo"]
    assert "Psychoanalysis" in texts["occupationInfo"]
    assert texts["sourcesInfo"].startswith("Sources of Stability belong to Pulp campaigns")


def test_toc_fleeing_and_trade_and_pulp_sources():
    """Seed 001: Athletics 1 and Fleeing 6 cost 2 + 2 = 4; 3 general = 1 investigative."""
    sheet = random_investigator(random.Random(1)).sheet
    sheet.abilities["Athletics"] = Ability(rating=1)
    sheet.abilities["Fleeing"] = Ability(rating=6)
    sheet.trade_to_investigative = 2
    sheet.campaign = "pulp"
    texts = _texts(explain_toc(sheet))
    assert "Fleeing 6: 4 (1 a point up to twice Athletics, then half price)" in texts["general_spent"]
    assert "3 general points per investigative point, 2 traded: -6." in texts["general_total"]
    assert "Trade with general build points: +2." in texts["investigative_total"]
    assert "per 3 full Stability points at creation" in texts["sourcesInfo"]
