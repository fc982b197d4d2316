"""Tests of sheetmaker.core.dice: grammar, limits, rolling and exact statistics."""

from __future__ import annotations

import ast
import copy
import itertools
import pickle
import random
import re
import subprocess
import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from sheetmaker.core import dice
from sheetmaker.core.dice import (
    DiceResult,
    DieRoll,
    Expression,
    SanLoss,
    parse,
    parse_any,
    parse_damage_bonus,
    parse_san_loss,
    roll,
)
from sheetmaker.core.errors import DiceError

# No example database: the tests must not write files into the working tree.
quick = settings(database=None, deadline=None)
thorough = settings(
    database=None, deadline=None, max_examples=150, suppress_health_check=[HealthCheck.too_slow]
)


class ScriptedRandom(random.Random):
    """A Random whose randint returns the given values in order and records each call."""

    def __init__(self, values: Iterable[int]) -> None:
        super().__init__(0)
        self._values: Iterator[int] = iter(values)
        self.calls: list[tuple[int, int]] = []

    def randint(self, a: int, b: int) -> int:
        self.calls.append((a, b))
        value = next(self._values)
        assert a <= value <= b, (a, b, value)
        return value


def sides_of(result: DiceResult) -> list[int]:
    return [d.sides for d in result.dice]


# --------------------------------------------------------------------------- RULES.md examples


def test_rules_example_1d6_plus_1_plus_2d4() -> None:
    expr = parse("1D6+1+2D4")
    assert expr.text == str(expr) == "1D6+1+2D4"
    assert not expr.uses_db
    assert expr.dice_count == 3
    assert (expr.minimum(), expr.maximum(), expr.average()) == (4, 15, 9.5)
    result = expr.roll(ScriptedRandom([5, 2, 4]))
    assert result == DiceResult("1D6+1+2D4", 12, (DieRoll(6, 5), DieRoll(4, 2), DieRoll(4, 4)))


def test_rules_example_2d6_plus_4() -> None:
    expr = parse("2D6+4")
    assert (expr.minimum(), expr.maximum(), expr.average()) == (6, 16, 11.0)
    result = expr.roll(ScriptedRandom([1, 6]))
    assert result.total == 11
    assert sides_of(result) == [6, 6]


def test_rules_example_1d3_plus_db_with_positive_bonus() -> None:
    expr = parse("1D3+DB")
    assert expr.uses_db
    assert expr.dice_count == 1
    assert (expr.minimum("+1D4"), expr.maximum("+1D4"), expr.average("+1D4")) == (2, 7, 4.5)
    rng = ScriptedRandom([2, 3])
    result = expr.roll(rng, db="+1D4")
    assert result.total == 5
    assert result.dice == (DieRoll(3, 2), DieRoll(4, 3))  # the DB die is kept
    assert rng.calls == [(1, 3), (1, 4)]


def test_rules_example_1d3_plus_db_with_negative_bonus() -> None:
    expr = parse("1D3+DB")
    assert (expr.minimum("-1"), expr.maximum("-1"), expr.average("-1")) == (0, 2, 1.0)
    result = expr.roll(ScriptedRandom([1]), db="-1")
    assert result.total == 0
    assert sides_of(result) == [3]


@pytest.mark.parametrize(("rolled", "half"), [(1, 0), (2, 1), (3, 1), (4, 2), (5, 2), (6, 3)])
def test_half_db_rounds_down(rolled: int, half: int) -> None:
    result = parse("DB/2").roll(ScriptedRandom([rolled]), db="+1D6")
    assert result.total == half
    assert result.dice == (DieRoll(6, rolled),)


def test_half_db_statistics() -> None:
    expr = parse("DB/2")
    # floor(v / 2) for v = 1..6 is 0, 1, 1, 2, 2, 3: mean 9/6.
    assert (expr.minimum("+1D6"), expr.maximum("+1D6"), expr.average("+1D6")) == (0, 3, 1.5)
    # Floor, not truncation: half of -1 is -1.
    assert parse("DB/2").roll(random.Random(1), db="-1").total == -1
    assert (expr.minimum("-1"), expr.maximum("-1"), expr.average("-1")) == (-1, -1, -1.0)
    assert parse("1D4+DB/2").average("+2D6") == 2.5 + 3.25  # E[floor(2D6/2)] = (7 - P(odd)) / 2
    assert parse("DB/2").average("-2") == -1.0


def test_rules_example_san_losses() -> None:
    loss = parse_san_loss("0/1D6")
    assert isinstance(loss, SanLoss)
    assert loss.text == str(loss) == "0/1D6"
    assert (loss.success.minimum(), loss.success.maximum()) == (0, 0)
    assert (loss.failure.minimum(), loss.failure.maximum()) == (1, 6)

    loss = parse_san_loss("1/1D4+1")
    assert loss.success.text == "1"
    assert loss.failure.text == "1D4+1"
    assert (loss.failure.minimum(), loss.failure.maximum(), loss.failure.average()) == (2, 5, 3.5)
    assert loss.failure.roll(ScriptedRandom([4])).total == 5

    assert parse_san_loss("1D3 / 1D10").text == "1D3/1D10"
    assert parse_any("0/1D6") == parse_san_loss("0/1D6")
    assert parse_any("1D6+1") == parse("1D6+1")


def test_half_db_is_not_a_san_pair() -> None:
    assert isinstance(parse_any("DB/2"), Expression)
    assert parse_any("DB / 2").text == "DB/2"
    pair = parse_any("DB/2/1D6")
    assert isinstance(pair, SanLoss)
    assert (pair.success.text, pair.failure.text) == ("DB/2", "1D6")
    pair = parse_any("DB/2D6")  # the 2 starts dice: the pair DB / 2D6
    assert isinstance(pair, SanLoss)
    assert (pair.success.text, pair.failure.text) == ("DB", "2D6")
    assert parse("1D4+DB/2*3").maximum("+1D6") == 4 + 9


# --------------------------------------------------------------------------- syntax


@pytest.mark.parametrize(
    ("text", "normalised"),
    [
        ("2 d 6 + 4", "2D6+4"),
        ("1d3+db", "1D3+DB"),
        ("  1D6 +1+ 2d4  ", "1D6+1+2D4"),
        ("d6", "1D6"),
        ("D20", "1D20"),
        ("01d06+007", "1D6+7"),
        ("\t2*( 1d4 + 1 )", "2*(1D4+1)"),
        ("Db / 2", "DB/2"),
        ("dB", "DB"),
        ("--1", "--1"),
        ("1 - -1d6", "1--1D6"),
        ("3d6\u00d75", "3D6*5"),
        ("\u22121", "-1"),
        ("1d6*-2", "1D6*-2"),
        ("2*3*d6*4", "2*3*1D6*4"),
    ],
)
def test_normalised_text(text: str, normalised: str) -> None:
    expr = parse(text)
    assert expr.text == normalised
    assert str(expr) == normalised
    assert parse(normalised).text == normalised


@pytest.mark.parametrize(
    ("text", "low", "high", "mean"),
    [
        ("10-1D6", 4, 9, 6.5),
        ("2*(1D4+1)", 4, 10, 7.0),
        ("(2D6+6)*5", 40, 90, 65.0),
        ("3D6*5", 15, 90, 52.5),
        ("-1D6", -6, -1, -3.5),
        ("1D6*-2", -12, -2, -7.0),
        ("-2*(1D4-3)", -2, 4, 1.0),
        ("1D4-(1D6-1D8)", -4, 11, 3.5),
        ("1D1", 1, 1, 1.0),
        ("0", 0, 0, 0.0),
        ("-(-(1D10))", 1, 10, 5.5),
        ("1000d1000", 1000, 1_000_000, 500_500.0),
    ],
)
def test_exact_statistics(text: str, low: int, high: int, mean: float) -> None:
    expr = parse(text)
    assert (expr.minimum(), expr.maximum(), expr.average()) == (low, high, mean)


def test_multiplication_rolls_the_dice_once() -> None:
    result = parse("2*(1D4+1)").roll(ScriptedRandom([3]))
    assert result.total == 8
    assert sides_of(result) == [4]


def test_every_die_is_kept_in_order() -> None:
    result = parse("3D6+2D8-1D4+d20").roll(random.Random(7))
    assert sides_of(result) == [6, 6, 6, 8, 8, 4, 20]
    values = [d.value for d in result.dice]
    assert result.total == sum(values[:5]) - values[5] + values[6]


def test_every_db_is_rolled_separately_and_kept() -> None:
    expr = parse("DB+2*DB/2")
    result = expr.roll(ScriptedRandom([2, 5, 6, 3]), db="+2D6")
    assert result.total == (2 + 5) + 2 * ((6 + 3) // 2)
    assert sides_of(result) == [6, 6, 6, 6]
    assert (expr.minimum("+2D6"), expr.maximum("+2D6")) == (2 + 2, 12 + 12)


@pytest.mark.parametrize(
    ("bonus", "total", "dice_sides"),
    [("none", 3, []), ("NONE", 3, []), ("", 3, []), ("0", 3, []), ("+1D4", 4, [4]),
     ("-1", 2, []), ("-2", 1, []), ("+2D6", 5, [6, 6]), (" +1d6 ", 4, [6]), ("\u22121", 2, [])],
)
def test_damage_bonus_forms(bonus: str, total: int, dice_sides: list[int]) -> None:
    result = parse("1D3+DB").roll(ScriptedRandom([3, 1, 1]), db=bonus)
    assert result.total == total
    assert sides_of(result) == [3, *dice_sides]


def test_damage_bonus_as_expression() -> None:
    bonus = parse_damage_bonus("+1D4")
    assert bonus.text == "1D4"
    assert parse("1D3+DB").maximum(bonus) == 7
    assert parse_damage_bonus("none").text == "0"


def test_missing_damage_bonus_is_refused() -> None:
    expr = parse("1D3 + DB")
    for call in (lambda: expr.roll(random.Random(1)), expr.minimum, expr.maximum, expr.average):
        with pytest.raises(DiceError) as info:
            call()
        assert info.value.position == 7
        assert info.value.expected == "the expression uses DB but no damage bonus was given"


def test_damage_bonus_ignored_when_unused() -> None:
    result = parse("1D6").roll(ScriptedRandom([4]), db="+1D4")
    assert result.total == 4
    assert sides_of(result) == [6]


@pytest.mark.parametrize(
    ("bonus", "position", "fragment"),
    [("DB", 1, "expected a damage bonus without DB"), ("+", 2, "expected a dice expression"),
     ("++1", 2, "expected a number, a die, DB or '('"), ("1D4+", 5, "expected a number"),
     ("1D4/2", 4, "SAN loss"), ("+1D4 x", 6, "not 'x'")],
)
def test_bad_damage_bonus(bonus: str, position: int, fragment: str) -> None:
    with pytest.raises(DiceError) as info:
        parse("1D3+DB").roll(random.Random(1), db=bonus)
    assert info.value.expression == bonus
    assert info.value.position == position
    assert fragment in info.value.expected


def test_damage_bonus_expression_using_db_is_refused() -> None:
    with pytest.raises(DiceError, match="without DB"):
        parse("1D3+DB").roll(random.Random(1), db=parse("1+DB"))


def test_damage_bonus_of_wrong_type_is_a_type_error() -> None:
    with pytest.raises(TypeError):
        parse("1D3+DB").roll(random.Random(1), db=4)  # type: ignore[arg-type]


# --------------------------------------------------------------------------- errors

BAD_EXPRESSIONS = [
    ("", 1, "expected a dice expression"),
    ("   ", 4, "expected a dice expression"),
    ("1d", 3, "expected a number of sides after 'd'"),
    ("d", 2, "expected a number of sides after 'd'"),
    ("d b", 3, "expected a number of sides after 'd', not 'b'"),
    ("1d-6", 3, "expected a number of sides after 'd', not '-'"),
    ("2d0", 3, "expected a number of sides from 1 to 1000"),
    ("1d1001", 3, "expected a number of sides from 1 to 1000"),
    ("1001d6", 1, "expected a number of dice from 1 to 1000"),
    ("0d6", 1, "expected a number of dice from 1 to 1000"),
    ("1+1000d6+1d6", 10, "expected at most 1000 dice in total"),
    ("1000001", 1, "expected a constant from 0 to 1000000"),
    ("++", 1, "expected a number, a die, DB or '(', not '+'"),
    ("1++2", 3, "expected a number, a die, DB or '('"),
    ("1d6+", 5, "expected a number, a die, DB or '('"),
    ("2*", 3, "expected a number, a die, DB or '('"),
    ("1d6*", 5, "expected a constant after '*'"),
    ("1d6 * ", 7, "expected a constant after '*'"),
    ("1d6*)", 5, "expected a constant after '*', not ')'"),
    ("1d6*1d4", 5, "expected a constant after '*', not dice"),
    ("2*1d6*d4", 7, "expected a constant after '*', not dice"),
    ("(1d6)*(2+1d4)", 7, "expected a constant after '*', not dice"),
    ("1d6*DB", 5, "expected a constant after '*', not DB"),
    ("DB*DB", 4, "expected a constant after '*', not DB"),
    ("1d6x", 4, "not 'x'"),
    ("1d6 + q", 7, "expected a number, a die, DB or '(', not 'q'"),
    ("2d6+4e", 6, "not 'e'"),
    ("abc", 1, "not 'a'"),
    ("1.5", 2, "not '.'"),
    ("1d6 2", 5, "expected '+', '-', '*' or the end, not '2'"),
    ("1d6d6", 4, "not 'd'"),
    ("2DB", 2, "not 'DB'"),
    ("(1d6", 5, "expected ')' (the '(' at position 1 is not closed)"),
    ("((1d6)", 7, "the '(' at position 1 is not closed"),
    ("(1d6 2)", 6, "expected ')'"),
    ("()", 2, "expected a number, a die, DB or '(', not ')'"),
    (")", 1, "expected a number, a die, DB or '(', not ')'"),
    ("1d6)", 4, "unmatched ')'"),
    ("(1)+2)", 6, "unmatched ')'"),
    ("0/1D6", 2, "SAN loss"),
    ("1D6/", 4, "SAN loss"),
    ("DB/3", 3, "SAN loss"),
    ("DB/2D6", 3, "SAN loss"),
    ("/", 1, "expected a number, a die, DB or '(', not '/'"),
    ("1d6\x00", 4, "not '\\x00'"),
]


@pytest.mark.parametrize(("text", "position", "fragment"), BAD_EXPRESSIONS)
def test_bad_expression(text: str, position: int, fragment: str) -> None:
    with pytest.raises(DiceError) as info:
        parse(text)
    error = info.value
    assert error.expression == text
    assert error.position == position
    assert fragment in error.expected
    assert str(error) == f"bad dice expression {text!r}: {error.expected} at position {position}"
    assert "\n" not in str(error)


def test_error_message_wording() -> None:
    with pytest.raises(DiceError) as info:
        parse("1d")
    assert str(info.value) == (
        "bad dice expression '1d': expected a number of sides after 'd' at position 3"
    )


@pytest.mark.parametrize(
    ("text", "position", "fragment"),
    [
        ("1d6", 4, "expected '/' between the success and failure losses"),
        ("", 1, "expected a dice expression"),
        ("0/", 3, "expected a dice expression"),
        ("/1d6", 1, "expected a number, a die, DB or '(', not '/'"),
        ("1/2/3", 4, "expected '+', '-', '*' or the end, not '/'"),
        ("1d6)/2", 4, "unmatched ')'"),
        ("1 2/3", 3, "expected '/' between the success and failure losses, not '2'"),
        ("0/1d6x", 6, "not 'x'"),
        ("0/2d0", 5, "number of sides from 1 to 1000"),
    ],
)
def test_bad_san_loss(text: str, position: int, fragment: str) -> None:
    with pytest.raises(DiceError) as info:
        parse_san_loss(text)
    assert info.value.position == position
    assert fragment in info.value.expected


def test_san_loss_needs_a_slash() -> None:
    with pytest.raises(DiceError) as info:
        parse_san_loss("1D6")
    assert str(info.value) == (
        "bad dice expression '1D6': "
        "expected '/' between the success and failure losses at position 4"
    )


def test_san_loss_sides_have_their_own_dice_limit() -> None:
    loss = parse_san_loss("1000d6/1000d6")
    assert loss.success.dice_count == loss.failure.dice_count == 1000


def test_non_string_input_is_a_type_error() -> None:
    with pytest.raises(TypeError):
        parse(16)  # type: ignore[arg-type]


# --------------------------------------------------------------------------- limits


def test_dice_count_limits() -> None:
    result = parse("1000d6").roll(random.Random(3))
    assert len(result.dice) == 1000
    assert set(sides_of(result)) == {6}
    assert 1000 <= result.total <= 6000
    with pytest.raises(DiceError, match="number of dice from 1 to 1000"):
        parse("1001d6")


def test_sides_limits() -> None:
    assert parse("1d1000").maximum() == 1000
    with pytest.raises(DiceError) as info:
        parse("1d1001")
    assert info.value.position == 3
    # Decision: a one-sided die is allowed; it always shows 1 and still counts as a die.
    result = parse("3d1").roll(random.Random(1))
    assert result.total == 3
    assert result.dice == (DieRoll(1, 1),) * 3


def test_constant_limits() -> None:
    assert parse("1000000").maximum() == 1_000_000
    assert parse("0").maximum() == 0


def test_text_length_limit() -> None:
    text = "1+" * 99 + "10"
    assert len(text) == 200
    assert parse(text).maximum() == 109
    too_long = "1+" * 100 + "1"
    assert len(too_long) == 201
    with pytest.raises(DiceError) as info:
        parse(too_long)
    assert info.value.position == 201
    assert "at most 200 characters" in info.value.expected


def test_huge_text_error_stays_short() -> None:
    with pytest.raises(DiceError) as info:
        parse("1" * 1_000_000)
    assert len(str(info.value)) < 400


def test_nesting_limit() -> None:
    ok = "(" * 20 + "1D6" + ")" * 20
    assert parse(ok).maximum() == 6
    with pytest.raises(DiceError) as info:
        parse("(" * 21 + "1D6" + ")" * 21)
    assert info.value.position == 21
    assert "at most 20 nested parentheses" in info.value.expected


@pytest.mark.parametrize("text", ["(" * 10_000, "(" * 200, "(-" * 100, "-(" * 100, ")" * 10_000])
def test_hostile_nesting_never_recurses_deeply(text: str) -> None:
    with pytest.raises(DiceError):
        parse(text)
    with pytest.raises(DiceError):
        parse_any(text)


def test_long_unary_minus_chain() -> None:
    expr = parse("-" * 199 + "1")
    assert expr.minimum() == expr.maximum() == -1


def test_total_dice_limit_includes_damage_bonus() -> None:
    expr = parse("999d6+DB")
    assert len(expr.roll(random.Random(1), db="+1D4").dice) == 1000
    with pytest.raises(DiceError) as info:
        expr.roll(random.Random(1), db="+2D6")
    assert info.value.position == 7
    assert "at most 1000 dice in total" in info.value.expected
    assert len(expr.roll(random.Random(1), db="-1").dice) == 999


# --------------------------------------------------------------------------- API details


def test_seeded_rolls_are_reproducible() -> None:
    first = [roll("1D6+1+2D4", random.Random(1234)) for _ in range(3)]
    assert first[0] == first[1] == first[2]
    rng = random.Random(99)
    results = [roll("3D6+DB", rng, db="+1D4") for _ in range(50)]
    rng = random.Random(99)
    again = [roll("3D6+DB", rng, db="+1D4") for _ in range(50)]
    assert results == again
    # Exactly one rng.randint(1, sides) per die, in order.
    rng = random.Random(5)
    expected = [rng.randint(1, 6), rng.randint(1, 4), rng.randint(1, 4)]
    result = roll("1D6+1+2D4", random.Random(5))
    assert [d.value for d in result.dice] == expected
    assert result.total == sum(expected) + 1


def test_to_json() -> None:
    result = roll("1d6+db", ScriptedRandom([3, 2]), db="+1D4")
    assert result.to_json() == {
        "expression": "1D6+DB",
        "total": 5,
        "dice": [{"sides": 6, "value": 3}, {"sides": 4, "value": 2}],
    }


def test_expressions_are_immutable_cached_and_copyable() -> None:
    expr = parse("1D6+DB")
    assert parse("1D6+DB") is expr
    with pytest.raises(AttributeError):
        expr.text = "2D6"  # type: ignore[misc]
    with pytest.raises(AttributeError):
        del expr.uses_db  # type: ignore[misc]
    with pytest.raises(AttributeError):
        DieRoll(6, 1).value = 2  # type: ignore[misc]
    assert parse("1d6 + db") == expr
    assert hash(parse("1d6 + db")) == hash(expr)
    assert repr(expr) == "Expression('1D6+DB')"
    for clone in (pickle.loads(pickle.dumps(expr)), copy.deepcopy(expr), copy.copy(expr)):
        assert clone == expr
        assert clone.uses_db and clone.dice_count == 1
        assert clone.roll(random.Random(8), db="+1D4") == expr.roll(random.Random(8), db="+1D4")
    loss = parse_san_loss("0/1D6")
    assert pickle.loads(pickle.dumps(loss)) == loss


def test_module_uses_no_qt_and_no_eval() -> None:
    source = Path(dice.__file__).read_text(encoding="utf-8")
    tree = ast.parse(source)
    called = {
        node.func.id
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
    }
    assert not called & {"eval", "exec", "compile", "__import__"}
    check = (
        "import sys, sheetmaker.core.dice; "
        "sys.exit(any(m.split('.')[0] == 'PySide6' for m in sys.modules))"
    )
    completed = subprocess.run([sys.executable, "-c", check], check=False, timeout=60)
    assert completed.returncode == 0


# --------------------------------------------------------------------------- properties


@dataclass(frozen=True)
class Gen:
    """A generated expression text with its independently computed properties."""

    text: str
    low: int
    high: int
    dice: int
    db_uses: int
    kind: str  # "atom", "sum", "product" or "neg"
    depth: int


# bonus text -> (minimum, maximum, dice)
BONUSES = {
    "+1D4": (1, 4, 1),
    "+1D6": (1, 6, 1),
    "+2D6": (2, 12, 2),
    "-1": (-1, -1, 0),
    "-2": (-2, -2, 0),
    "none": (0, 0, 0),
}


def _case(draw: st.DrawFn, text: str) -> str:
    return "".join(c.upper() if draw(st.booleans()) else c.lower() for c in text)


def _paren(a: Gen) -> Gen:
    return Gen(f"({a.text})", a.low, a.high, a.dice, a.db_uses, "atom", a.depth + 1)


def _sum(args: tuple[Gen, str, Gen]) -> Gen:
    a, op, b = args
    if op == "-" and b.kind == "sum":
        b = _paren(b)
    low, high = (a.low + b.low, a.high + b.high) if op == "+" else (a.low - b.high, a.high - b.low)
    return Gen(f"{a.text}{op}{b.text}", low, high, a.dice + b.dice, a.db_uses + b.db_uses,
               "sum", max(a.depth, b.depth))


def _product(args: tuple[Gen, int, bool]) -> Gen:
    a, k, left = args
    if a.kind == "sum":
        a = _paren(a)
    text = f"{k}*{a.text}" if left else f"{a.text}*{k}"
    low, high = (k * a.low, k * a.high) if k >= 0 else (k * a.high, k * a.low)
    return Gen(text, low, high, a.dice, a.db_uses, "product", a.depth)


def _neg(a: Gen) -> Gen:
    if a.kind == "sum":
        a = _paren(a)
    return Gen(f"-{a.text}", -a.high, -a.low, a.dice, a.db_uses, "neg", a.depth)


@st.composite
def expressions(
    draw: st.DrawFn, max_leaves: int = 10, max_count: int = 3, max_sides: int = 12
) -> tuple[Gen, str]:
    """A valid expression and the damage bonus to roll it with."""
    bonus = draw(st.sampled_from(sorted(BONUSES)))
    db_low, db_high, _ = BONUSES[bonus]

    @st.composite
    def leaf(draw: st.DrawFn) -> Gen:
        choice = draw(st.sampled_from(["const", "dice", "dice", "db", "half"]))
        if choice == "const":
            c = draw(st.integers(0, 12))
            return Gen(str(c), c, c, 0, 0, "atom", 0)
        if choice == "dice":
            n = draw(st.integers(1, max_count))
            s = draw(st.integers(1, max_sides))
            count = "" if n == 1 and draw(st.booleans()) else str(n)
            return Gen(f"{count}{_case(draw, 'd')}{s}", n, n * s, n, 0, "atom", 0)
        if choice == "db":
            return Gen(_case(draw, "db"), db_low, db_high, 0, 1, "atom", 0)
        return Gen(_case(draw, "db") + "/2", db_low // 2, db_high // 2, 0, 1, "atom", 0)

    def extend(children: st.SearchStrategy[Gen]) -> st.SearchStrategy[Gen]:
        return st.one_of(
            st.tuples(children, st.sampled_from("+-"), children).map(_sum),
            st.tuples(children, st.integers(-4, 6), st.booleans()).map(_product),
            children.map(_neg),
            children.map(_paren),
        )

    gen = draw(st.recursive(leaf(), extend, max_leaves=max_leaves))
    assume(len(gen.text) <= dice.MAX_TEXT_LENGTH and gen.depth <= dice.MAX_DEPTH)
    return gen, bonus


@pytest.mark.slow
@thorough
@given(expressions(), st.lists(st.integers(0, 2**32), min_size=3, max_size=3))
def test_property_rolls_stay_within_bounds(case: tuple[Gen, str], seeds: list[int]) -> None:
    gen, bonus = case
    expr = parse(gen.text)
    assert expr.dice_count == gen.dice
    assert expr.uses_db == (gen.db_uses > 0)
    assert expr.minimum(bonus) == gen.low
    assert expr.maximum(bonus) == gen.high
    assert gen.low <= expr.average(bonus) <= gen.high
    bonus_dice = BONUSES[bonus][2]
    for seed in seeds:
        result = expr.roll(random.Random(seed), db=bonus)
        assert gen.low <= result.total <= gen.high
        assert len(result.dice) == gen.dice + gen.db_uses * bonus_dice
        assert all(1 <= d.value <= d.sides for d in result.dice)
        assert result.expression == expr.text
    # The normalised text means the same thing.
    assert parse(expr.text).text == expr.text


@pytest.mark.slow
@quick
@given(expressions(max_leaves=6), st.data())
def test_property_spaces_and_case_do_not_matter(case: tuple[Gen, str], data: st.DataObject) -> None:
    gen, _ = case
    blanks = st.sampled_from(["", " ", "  ", "\t"])
    spaced = re.sub(r"([-+*/()])", lambda m: data.draw(blanks) + m[1] + data.draw(blanks), gen.text)
    spaced = spaced.swapcase() if data.draw(st.booleans()) else spaced
    assume(len(spaced) <= dice.MAX_TEXT_LENGTH)
    assert parse(spaced).text == parse(gen.text).text


@pytest.mark.slow
@thorough
@given(expressions(max_leaves=4, max_count=2, max_sides=6))
def test_property_statistics_match_exhaustive_enumeration(case: tuple[Gen, str]) -> None:
    gen, bonus = case
    expr = parse(gen.text)
    sides = sides_of(expr.roll(ScriptedRandom(itertools.repeat(1)), db=bonus))
    outcomes = 1
    for s in sides:
        outcomes *= s
    assume(outcomes <= 5000)
    totals = [
        expr.roll(ScriptedRandom(values), db=bonus).total
        for values in itertools.product(*(range(1, s + 1) for s in sides))
    ]
    assert expr.minimum(bonus) == min(totals)
    assert expr.maximum(bonus) == max(totals)
    assert expr.average(bonus) == float(Fraction(sum(totals), len(totals)))


TOKENS = ["0", "1", "2", "6", "10", "1000", "1001", "d", "D", "db", "DB", "b", "+", "-", "*", "/",
          "(", ")", " ", "x", ".", "\u00d7", "\u2212", "\x00", "\u0663"]


@thorough
@given(st.one_of(st.text(max_size=80), st.lists(st.sampled_from(TOKENS), max_size=40).map("".join)))
def test_property_any_text_gives_a_result_or_a_dice_error(text: str) -> None:
    try:
        parsed = parse_any(text)
    except DiceError as error:
        assert 1 <= error.position <= max(len(text), dice.MAX_TEXT_LENGTH) + 1
        assert error.expected
        return
    parts = [parsed] if isinstance(parsed, Expression) else [parsed.success, parsed.failure]
    for part in parts:
        try:
            result = part.roll(random.Random(0), db="+1D4")
        except DiceError:
            continue  # e.g. the damage bonus dice go over the limit
        assert part.minimum("+1D4") <= result.total <= part.maximum("+1D4")


@quick
@given(st.text(max_size=60))
def test_property_other_entry_points_only_raise_dice_errors(text: str) -> None:
    for function in (parse, parse_san_loss, parse_damage_bonus):
        try:
            function(text)
        except DiceError:
            pass
