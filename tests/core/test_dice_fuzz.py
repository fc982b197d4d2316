"""Fuzzing the dice parser with hostile text (bounded: runs in CI in about a second).

tests/core/test_dice.py fuzzes with generated valid expressions and short random text; this adds
what a hostile file or command line gives: long digit runs, deep parentheses, odd Unicode,
control characters, over-long text. Every input gives an expression or a DiceError with a
position inside the text, quickly.
"""

from __future__ import annotations

import random
import time

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sheetmaker.core import dice
from sheetmaker.core.errors import DiceError

PIECES = ["1", "6", "9" * 30, "d", "D", "DB", "DB/2", "/", "+", "-", "*", "(", ")", "((((((", "))))))",
          " ", "\t", "\u00d7", "\u2212", "\u0663", "\uff11", "\x00", "\u202e", "e", "1e9", ".5", "0x10",
          "1000d1000", "D0", "d-1", "%"]

bounded = settings(
    max_examples=300, deadline=500, database=None, suppress_health_check=[HealthCheck.too_slow]
)

hostile = st.one_of(
    st.lists(st.sampled_from(PIECES), max_size=60).map("".join),
    st.text(max_size=250),
    st.integers(0, 400).map(lambda n: "(" * n + "1d6" + ")" * n),
    st.integers(0, 5000).map(lambda n: "1" * n + "d6"),
)


@bounded
@given(hostile)
def test_hostile_text_gives_an_expression_or_a_dice_error(text: str) -> None:
    start = time.perf_counter()
    for function in (dice.parse, dice.parse_any, dice.parse_san_loss, dice.parse_damage_bonus):
        try:
            parsed = function(text)
        except DiceError as error:
            assert 1 <= error.position <= max(len(text), dice.MAX_TEXT_LENGTH) + 1
            assert len(str(error)) < 1000, "the error quotes the text cut short"
            continue
        if isinstance(parsed, dice.Expression) and not parsed.uses_db:
            result = parsed.roll(random.Random(1))
            assert parsed.minimum() <= result.total <= parsed.maximum()
    assert time.perf_counter() - start < 0.5
