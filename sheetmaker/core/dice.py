"""Dice expressions: parsing, rolling and exact statistics.

Grammar (case-insensitive; whitespace is allowed between tokens)::

    expr   := term (('+' | '-') term)*
    term   := factor ('*' factor)*          at most one factor may hold dice or DB
    factor := INT? 'D' INT | INT | 'DB' ('/' '2')? | '(' expr ')' | '-' factor

``DM`` means ``1DM``. ``DB`` is the damage bonus, supplied when rolling as another
expression (``"+1D4"``, ``"-1"``, ``"none"``...); every ``DB`` in an expression is rolled
separately. ``DB/2`` is half the rolled bonus rounded down (floor, so ``-1`` gives ``-1``).
A SAN loss ``A/B`` (success loss / failure loss) is a separate top-level form, see
:func:`parse_san_loss`; ``DB/2`` is always the half bonus, never a SAN pair, unless the
``2`` starts dice (``DB/2D6`` is the pair ``DB`` / ``2D6``).

Limits, each refused with a :class:`~sheetmaker.core.errors.DiceError` naming the
1-based position: text of at most 200 characters, 1 to 1000 dice per ``NdM``, 1 to 1000
sides (``D1`` is allowed: it is a die that always shows 1), constants 0 to 1,000,000,
at most 1000 dice in all (the damage bonus dice included when rolling) and at most 20
nested parentheses (an over-long text is quoted cut short in the error). ``×`` and ``−``
(U+00D7, U+2212) are read as ``*`` and ``-``. The German edition's notation is read too: ``W``
for ``D`` (``3W6``) and ``SB`` for ``DB``. :func:`shown` writes dice in the notation of the
language in use (``3W6`` in German, ``3D6`` in English and French).

Parsed expressions are cached, immutable and compiled to closures, so rolling is cheap.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from typing import Any, Final

from sheetmaker.core.errors import DiceError
from sheetmaker.core.i18n import Remade, translate

__all__ = [
    "MAX_CONSTANT",
    "MAX_DEPTH",
    "MAX_DICE",
    "MAX_SIDES",
    "MAX_TEXT_LENGTH",
    "DiceResult",
    "DieRoll",
    "Expression",
    "SanLoss",
    "parse",
    "parse_any",
    "parse_damage_bonus",
    "parse_san_loss",
    "roll",
    "shown",
    "stored",
]

MAX_TEXT_LENGTH: Final = 200
MAX_DICE: Final = 1000
MAX_SIDES: Final = 1000
MAX_CONSTANT: Final = 1_000_000
MAX_DEPTH: Final = 20


# --------------------------------------------------------------------------- results


@dataclass(frozen=True, slots=True)
class DieRoll:
    """One die: how many sides it has and what it showed."""

    sides: int
    value: int


@dataclass(frozen=True, slots=True)
class DiceResult:
    """The outcome of rolling an expression.

    Attributes:
        expression: normalised text of the expression rolled.
        total: the result.
        dice: every die rolled, in order, damage-bonus dice included.
    """

    expression: str
    total: int
    dice: tuple[DieRoll, ...]

    def to_json(self) -> dict[str, Any]:
        """Plain JSON-ready form: ``{"expression", "total", "dice": [{"sides", "value"}]}``."""
        return {
            "expression": self.expression,
            "total": self.total,
            "dice": [{"sides": d.sides, "value": d.value} for d in self.dice],
        }


# --------------------------------------------------------------------------- tokens

_INT, _D, _DB, _PLUS, _MINUS, _STAR, _SLASH, _LPAREN, _RPAREN, _BAD, _END = range(11)
_SINGLE: Final = {
    "+": _PLUS,
    "-": _MINUS,
    "\u2212": _MINUS,
    "*": _STAR,
    "\u00d7": _STAR,
    "/": _SLASH,
    "(": _LPAREN,
    ")": _RPAREN,
}
_DIGITS: Final = frozenset("0123456789")
_FACTOR_START: Final = frozenset({_INT, _D, _DB, _LPAREN, _MINUS})


@dataclass(frozen=True, slots=True)
class _Token:
    kind: int
    pos: int  # 1-based
    text: str
    value: int = 0


def _tokenize(text: str) -> list[_Token]:
    """Split ``text`` into tokens; stops at the first unknown character (a ``_BAD`` token)."""
    tokens: list[_Token] = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c.isspace():
            i += 1
        elif c in _DIGITS:
            j = i + 1
            while j < n and text[j] in _DIGITS:
                j += 1
            tokens.append(_Token(_INT, i + 1, text[i:j], int(text[i:j])))
            i = j
        elif c in "sS" and i + 1 < n and text[i + 1] in "bB":
            tokens.append(_Token(_DB, i + 1, text[i : i + 2]))
            i += 2
        elif c in "dDwW":
            if c in "dD" and i + 1 < n and text[i + 1] in "bB":
                tokens.append(_Token(_DB, i + 1, text[i : i + 2]))
                i += 2
            else:
                tokens.append(_Token(_D, i + 1, c))
                i += 1
        else:
            kind = _SINGLE.get(c, _BAD)
            tokens.append(_Token(kind, i + 1, c))
            if kind == _BAD:
                return tokens  # the parser never gets past it
            i += 1
    tokens.append(_Token(_END, n + 1, ""))
    return tokens


# --------------------------------------------------------------------------- tree

# An evaluator rolls a node: (rng, dice rolled so far, damage bonus) -> total.
_Eval = Callable[[random.Random, list[DieRoll], "Expression | None"], int]


@lru_cache(maxsize=128)
def _faces(sides: int) -> tuple[DieRoll, ...]:
    """Shared DieRoll objects for a die, indexed by value (index 0 is unused)."""
    return tuple(DieRoll(sides, v) for v in range(sides + 1))


def _bias(p_odd: Fraction) -> Fraction:
    """``E[(-1)**X]`` for a variable that is odd with probability ``p_odd``."""
    return 1 - 2 * p_odd


class _Node:
    """A node of the parsed tree. ``dice`` and ``db_uses`` count what its subtree rolls."""

    __slots__ = ("dice", "db_uses")

    dice: int
    db_uses: int

    @property
    def is_constant(self) -> bool:
        return self.dice == 0 and self.db_uses == 0

    def value(self) -> int:
        """Value of a constant node."""
        return self.bounds(None)[0]

    def render(self) -> str:
        raise NotImplementedError

    def bounds(self, db: Expression | None) -> tuple[int, int]:
        raise NotImplementedError

    def mean(self, db: Expression | None) -> Fraction:
        raise NotImplementedError

    def odd(self) -> Fraction:
        """Probability that the node rolls an odd number (nodes without DB only)."""
        raise NotImplementedError

    def compile(self) -> _Eval:
        raise NotImplementedError


class _Const(_Node):
    __slots__ = ("number",)

    def __init__(self, number: int) -> None:
        self.number = number
        self.dice = 0
        self.db_uses = 0

    def render(self) -> str:
        return str(self.number)

    def bounds(self, db: Expression | None) -> tuple[int, int]:
        return self.number, self.number

    def mean(self, db: Expression | None) -> Fraction:
        return Fraction(self.number)

    def odd(self) -> Fraction:
        return Fraction(self.number % 2)

    def compile(self) -> _Eval:
        number = self.number
        return lambda rng, out, db: number


class _Dice(_Node):
    __slots__ = ("count", "sides")

    def __init__(self, count: int, sides: int) -> None:
        self.count = count
        self.sides = sides
        self.dice = count
        self.db_uses = 0

    def render(self) -> str:
        return f"{self.count}D{self.sides}"

    def bounds(self, db: Expression | None) -> tuple[int, int]:
        return self.count, self.count * self.sides

    def mean(self, db: Expression | None) -> Fraction:
        return Fraction(self.count * (self.sides + 1), 2)

    def odd(self) -> Fraction:
        one_die = Fraction((self.sides + 1) // 2, self.sides)
        return (1 - _bias(one_die) ** self.count) / 2

    def compile(self) -> _Eval:
        count, sides, faces = self.count, self.sides, _faces(self.sides)

        def roll_dice(rng: random.Random, out: list[DieRoll], db: Expression | None) -> int:
            randint, append = rng.randint, out.append
            total = 0
            for _ in range(count):
                v = randint(1, sides)
                append(faces[v] if 0 < v <= sides else DieRoll(sides, v))
                total += v
            return total

        return roll_dice


class _DamageBonus(_Node):
    __slots__ = ("half",)

    def __init__(self, half: bool) -> None:
        self.half = half
        self.dice = 0
        self.db_uses = 1

    def render(self) -> str:
        return "DB/2" if self.half else "DB"

    def bounds(self, db: Expression | None) -> tuple[int, int]:
        assert db is not None
        lo, hi = db._root.bounds(None)
        return (lo // 2, hi // 2) if self.half else (lo, hi)

    def mean(self, db: Expression | None) -> Fraction:
        assert db is not None
        full = db._root.mean(None)
        # floor(x / 2) == (x - x % 2) / 2, and E[x % 2] is the chance x is odd.
        return (full - db._root.odd()) / 2 if self.half else full

    def odd(self) -> Fraction:
        raise AssertionError("a damage bonus cannot contain DB")

    def compile(self) -> _Eval:
        if self.half:

            def roll_half(rng: random.Random, out: list[DieRoll], db: Expression | None) -> int:
                return db._eval(rng, out, None) // 2  # type: ignore[union-attr]

            return roll_half

        def roll_full(rng: random.Random, out: list[DieRoll], db: Expression | None) -> int:
            return db._eval(rng, out, None)  # type: ignore[union-attr]

        return roll_full


class _Neg(_Node):
    __slots__ = ("operand", "times")

    def __init__(self, operand: _Node, times: int) -> None:
        self.operand = operand
        self.times = times
        self.dice = operand.dice
        self.db_uses = operand.db_uses

    def render(self) -> str:
        return "-" * self.times + self.operand.render()

    def bounds(self, db: Expression | None) -> tuple[int, int]:
        lo, hi = self.operand.bounds(db)
        return (-hi, -lo) if self.times % 2 else (lo, hi)

    def mean(self, db: Expression | None) -> Fraction:
        m = self.operand.mean(db)
        return -m if self.times % 2 else m

    def odd(self) -> Fraction:
        return self.operand.odd()

    def compile(self) -> _Eval:
        inner = self.operand.compile()
        if self.times % 2 == 0:
            return inner
        return lambda rng, out, db: -inner(rng, out, db)


class _Group(_Node):
    __slots__ = ("inner",)

    def __init__(self, inner: _Node) -> None:
        self.inner = inner
        self.dice = inner.dice
        self.db_uses = inner.db_uses

    def render(self) -> str:
        return f"({self.inner.render()})"

    def bounds(self, db: Expression | None) -> tuple[int, int]:
        return self.inner.bounds(db)

    def mean(self, db: Expression | None) -> Fraction:
        return self.inner.mean(db)

    def odd(self) -> Fraction:
        return self.inner.odd()

    def compile(self) -> _Eval:
        return self.inner.compile()


class _Sum(_Node):
    __slots__ = ("first", "rest")

    def __init__(self, first: _Node, rest: tuple[tuple[int, _Node], ...]) -> None:
        self.first = first
        self.rest = rest  # (sign, term) with sign +1 or -1
        terms = (first, *(t for _, t in rest))
        self.dice = sum(t.dice for t in terms)
        self.db_uses = sum(t.db_uses for t in terms)

    def _signed(self) -> tuple[tuple[int, _Node], ...]:
        return ((1, self.first), *self.rest)

    def render(self) -> str:
        parts = [self.first.render()]
        parts.extend(("+" if sign > 0 else "-") + term.render() for sign, term in self.rest)
        return "".join(parts)

    def bounds(self, db: Expression | None) -> tuple[int, int]:
        lo = hi = 0
        for sign, term in self._signed():
            t_lo, t_hi = term.bounds(db)
            if sign > 0:
                lo, hi = lo + t_lo, hi + t_hi
            else:
                lo, hi = lo - t_hi, hi - t_lo
        return lo, hi

    def mean(self, db: Expression | None) -> Fraction:
        return sum((sign * term.mean(db) for sign, term in self._signed()), Fraction(0))

    def odd(self) -> Fraction:
        bias = Fraction(1)
        for _, term in self._signed():
            bias *= _bias(term.odd())
        return (1 - bias) / 2

    def compile(self) -> _Eval:
        constant = 0
        parts: list[tuple[int, _Eval]] = []
        for sign, term in self._signed():
            if term.is_constant:
                constant += sign * term.value()
            else:
                parts.append((sign, term.compile()))

        def roll_sum(rng: random.Random, out: list[DieRoll], db: Expression | None) -> int:
            total = constant
            for sign, part in parts:
                total += sign * part(rng, out, db)
            return total

        return roll_sum


class _Product(_Node):
    __slots__ = ("factors", "constant", "random")

    def __init__(self, factors: tuple[_Node, ...]) -> None:
        self.factors = factors
        self.constant = 1
        self.random: _Node | None = None
        for f in factors:
            if f.is_constant:
                self.constant *= f.value()
            else:
                assert self.random is None, "the parser allows one random factor"
                self.random = f
        self.dice = sum(f.dice for f in factors)
        self.db_uses = sum(f.db_uses for f in factors)

    def render(self) -> str:
        return "*".join(f.render() for f in self.factors)

    def bounds(self, db: Expression | None) -> tuple[int, int]:
        k = self.constant
        if self.random is None:
            return k, k
        lo, hi = self.random.bounds(db)
        return (k * lo, k * hi) if k >= 0 else (k * hi, k * lo)

    def mean(self, db: Expression | None) -> Fraction:
        if self.random is None:
            return Fraction(self.constant)
        return self.constant * self.random.mean(db)

    def odd(self) -> Fraction:
        if self.random is None or self.constant % 2 == 0:
            return Fraction(self.constant % 2)
        return self.random.odd()

    def compile(self) -> _Eval:
        k = self.constant
        if self.random is None:
            return lambda rng, out, db: k
        inner = self.random.compile()
        return lambda rng, out, db: k * inner(rng, out, db)


# --------------------------------------------------------------------------- expressions


class Expression:
    """An immutable parsed dice expression; build it with :func:`parse`.

    Attributes:
        text: normalised text (upper-case ``D``, no spaces, ``DM`` written ``1DM``).
        uses_db: whether the expression contains ``DB`` or ``DB/2``.
        dice_count: number of dice rolled, not counting the damage bonus dice.
    """

    __slots__ = (
        "text", "uses_db", "dice_count", "_root", "_source", "_db_pos", "_db_uses", "_eval"
    )

    text: str
    uses_db: bool
    dice_count: int
    _root: _Node
    _source: str
    _db_pos: int
    _db_uses: int
    _eval: _Eval

    def __init__(self, root: _Node, source: str, db_pos: int = 0) -> None:
        """Wrap a parsed tree; ``source`` and ``db_pos`` (first DB) are used in error messages."""
        init = object.__setattr__
        init(self, "text", root.render())
        init(self, "uses_db", root.db_uses > 0)
        init(self, "dice_count", root.dice)
        init(self, "_root", root)
        init(self, "_source", source)
        init(self, "_db_pos", db_pos)
        init(self, "_db_uses", root.db_uses)
        init(self, "_eval", root.compile())

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"Expression is immutable; cannot set {name!r}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"Expression is immutable; cannot delete {name!r}")

    def __reduce__(self) -> tuple[Any, ...]:
        return (Expression, (self._root, self._source, self._db_pos))

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Expression({self.text!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Expression):
            return NotImplemented
        return self.text == other.text

    def __hash__(self) -> int:
        return hash(self.text)

    def _damage_bonus(self, db: str | Expression | None) -> Expression | None:
        """Resolve and check the damage bonus given to roll() and the statistics."""
        if db is None:
            if self.uses_db:
                raise DiceError(
                    self._source,
                    self._db_pos,
                    translate("Dice", "the expression uses DB but no damage bonus was given"),
                )
            return None
        bonus = parse_damage_bonus(db) if isinstance(db, str) else db
        if not isinstance(bonus, Expression):
            raise TypeError(
                f"damage bonus must be a str, an Expression or None, not {type(db).__name__}"
            )
        if bonus.uses_db:
            raise DiceError(bonus._source, bonus._db_pos, translate("Dice", "expected a damage bonus without DB"))
        if self.uses_db:
            total = self.dice_count + self._db_uses * bonus.dice_count
            if total > MAX_DICE:
                raise DiceError(
                    self._source,
                    self._db_pos,
                    translate("Dice", "expected at most {0} dice in total, not {1} with the damage bonus {2}").format(
                        MAX_DICE, total, bonus.text
                    ),
                )
        return bonus

    def roll(self, rng: random.Random, db: str | Expression | None = None) -> DiceResult:
        """Roll the expression with ``rng.randint(1, sides)`` for each die.

        Args:
            rng: the random generator.
            db: the damage bonus (``"+1D4"``, ``"-1"``, ``"none"``...) when the
                expression uses DB; ignored (but checked) otherwise.

        Raises:
            DiceError: DB is used and no damage bonus was given, or the bonus is bad.
        """
        bonus = self._damage_bonus(db) if db is not None or self.uses_db else None
        dice: list[DieRoll] = []
        total = self._eval(rng, dice, bonus)
        return DiceResult(self.text, total, tuple(dice))

    def dice_rolled(self, db: str | Expression | None = None) -> int:
        """How many dice one roll throws, the damage bonus dice included (checked as
        :meth:`roll` checks them): what a caller rolling many times can bound beforehand."""
        bonus = self._damage_bonus(db) if db is not None or self.uses_db else None
        if bonus is None or not self.uses_db:
            return self.dice_count
        return self.dice_count + self._db_uses * bonus.dice_count

    def minimum(self, db: str | Expression | None = None) -> int:
        """Smallest possible total."""
        return self._root.bounds(self._damage_bonus(db))[0]

    def maximum(self, db: str | Expression | None = None) -> int:
        """Largest possible total."""
        return self._root.bounds(self._damage_bonus(db))[1]

    def average(self, db: str | Expression | None = None) -> float:
        """Exact expected total (computed as a fraction, ``DB/2`` floor included)."""
        return float(self._root.mean(self._damage_bonus(db)))


@dataclass(frozen=True)
class SanLoss:
    """A SAN loss ``success/failure``, e.g. ``0/1D6``."""

    success: Expression
    failure: Expression
    text: str

    def __str__(self) -> str:
        return self.text


# --------------------------------------------------------------------------- parser


class _Parser:
    """Recursive-descent parser over the token list; depth is checked before recursing."""

    def __init__(self, text: str, *, allow_db: bool = True, leading_plus: bool = False) -> None:
        if not isinstance(text, str):
            raise TypeError(f"a dice expression must be a str, not {type(text).__name__}")
        if len(text) > MAX_TEXT_LENGTH:
            shown = text[:MAX_TEXT_LENGTH] + "..."
            raise DiceError(
                shown, MAX_TEXT_LENGTH + 1, translate("Dice", "expected at most {0} characters").format(MAX_TEXT_LENGTH)
            )
        self.text = text
        self.tokens = _tokenize(text)
        self.i = 0
        self.allow_db = allow_db
        self.leading_plus = leading_plus
        self.dice = 0
        self.db_pos = 0

    # -- helpers

    def peek(self, ahead: int = 0) -> _Token:
        return self.tokens[min(self.i + ahead, len(self.tokens) - 1)]

    def advance(self) -> _Token:
        token = self.tokens[self.i]
        self.i += 1
        return token

    def fail(self, token: _Token, expected: str, show_found: bool = True) -> DiceError:
        if show_found and token.kind != _END:
            expected = translate("Dice", "{0}, not {1}").format(expected, repr(token.text))
        return DiceError(self.text, token.pos, expected)

    # -- entry points

    def _part(self) -> Expression:
        """One expression: the whole text, or one side of a SAN loss."""
        self.dice = 0
        self.db_pos = 0
        if self.peek().kind == _END:
            raise self.fail(self.peek(), translate("Dice", "expected a dice expression"))
        return Expression(self.expr(0), self.text, self.db_pos)

    def _expect_end(self) -> None:
        token = self.peek()
        if token.kind == _END:
            return
        if token.kind == _RPAREN:
            raise self.fail(token, translate("Dice", "expected '+', '-', '*' or the end, not an unmatched ')'"), False)
        raise self.fail(token, translate("Dice", "expected '+', '-', '*' or the end"))

    def _failure_part(self, success: Expression) -> SanLoss:
        self.advance()  # the '/'
        failure = self._part()
        self._expect_end()
        return SanLoss(success, failure, f"{success.text}/{failure.text}")

    def expression(self) -> Expression:
        if self.leading_plus and self.peek().kind == _PLUS:
            self.advance()
        result = self._part()
        if self.peek().kind == _SLASH:
            raise self.fail(
                self.peek(),
                translate(
                    "Dice",
                    "expected '+', '-', '*' or the end, not '/' (a SAN loss such as 0/1D6 is not allowed here)",
                ),
                False,
            )
        self._expect_end()
        return result

    def san_loss(self) -> SanLoss:
        success = self._part()
        token = self.peek()
        if token.kind == _RPAREN:
            raise self.fail(token, translate("Dice", "expected '/', not an unmatched ')'"), False)
        if token.kind != _SLASH:
            raise self.fail(token, translate("Dice", "expected '/' between the success and failure losses"))
        return self._failure_part(success)

    def any(self) -> Expression | SanLoss:
        first = self._part()
        if self.peek().kind == _SLASH:
            return self._failure_part(first)
        self._expect_end()
        return first

    # -- grammar

    def expr(self, depth: int) -> _Node:
        first = self.term(depth)
        rest: list[tuple[int, _Node]] = []
        while self.peek().kind in (_PLUS, _MINUS):
            sign = 1 if self.advance().kind == _PLUS else -1
            rest.append((sign, self.term(depth)))
        return _Sum(first, tuple(rest)) if rest else first

    def term(self, depth: int) -> _Node:
        factors = [self.factor(depth)]
        has_random = not factors[0].is_constant
        while self.peek().kind == _STAR:
            self.advance()
            token = self.peek()
            if has_random and token.kind not in _FACTOR_START:
                raise self.fail(token, translate("Dice", "expected a constant after '*'"))
            factor = self.factor(depth)
            if not factor.is_constant:
                if has_random:
                    if factor.dice:
                        expected = translate("Dice", "expected a constant after '*', not dice")
                    else:
                        expected = translate("Dice", "expected a constant after '*', not DB")
                    raise self.fail(token, expected, False)
                has_random = True
            factors.append(factor)
        return _Product(tuple(factors)) if len(factors) > 1 else factors[0]

    def factor(self, depth: int) -> _Node:
        minus = 0
        while self.peek().kind == _MINUS:  # iterative: long '-' runs never recurse
            self.advance()
            minus += 1
        node = self.primary(depth)
        return _Neg(node, minus) if minus else node

    def primary(self, depth: int) -> _Node:
        token = self.peek()
        if token.kind == _INT:
            if self.peek(1).kind == _D:
                return self.roll_of_dice(token)
            self.advance()
            if token.value > MAX_CONSTANT:
                raise self.fail(token, translate("Dice", "expected a constant from 0 to {0}").format(MAX_CONSTANT))
            return _Const(token.value)
        if token.kind == _D:
            return self.roll_of_dice(None)
        if token.kind == _DB:
            return self.damage_bonus()
        if token.kind == _LPAREN:
            if depth >= MAX_DEPTH:
                raise self.fail(
                    token, translate("Dice", "expected at most {0} nested parentheses").format(MAX_DEPTH), False
                )
            self.advance()
            inner = self.expr(depth + 1)
            if self.peek().kind != _RPAREN:
                raise self.fail(
                    self.peek(),
                    translate("Dice", "expected ')' (the '(' at position {0} is not closed)").format(token.pos),
                )
            self.advance()
            return _Group(inner)
        raise self.fail(token, translate("Dice", "expected a number, a die, DB or '('"))

    def roll_of_dice(self, count_token: _Token | None) -> _Node:
        start = count_token or self.peek()
        count = 1
        if count_token is not None:
            self.advance()
            count = count_token.value
            if not 1 <= count <= MAX_DICE:
                raise self.fail(
                    count_token, translate("Dice", "expected a number of dice from 1 to {0}").format(MAX_DICE)
                )
        self.advance()  # the 'D'
        sides_token = self.peek()
        if sides_token.kind != _INT:
            raise self.fail(sides_token, translate("Dice", "expected a number of sides after 'd'"))
        self.advance()
        if not 1 <= sides_token.value <= MAX_SIDES:
            raise self.fail(
                sides_token, translate("Dice", "expected a number of sides from 1 to {0}").format(MAX_SIDES)
            )
        self.dice += count
        if self.dice > MAX_DICE:
            raise self.fail(start, translate("Dice", "expected at most {0} dice in total").format(MAX_DICE), False)
        return _Dice(count, sides_token.value)

    def damage_bonus(self) -> _Node:
        token = self.advance()
        if not self.allow_db:
            raise self.fail(token, translate("Dice", "expected a damage bonus without DB"), False)
        half = (
            self.peek().kind == _SLASH
            and self.peek(1).kind == _INT
            and self.peek(1).value == 2
            and self.peek(2).kind != _D
        )
        if half:
            self.advance()
            self.advance()
        if not self.db_pos:
            self.db_pos = token.pos
        return _DamageBonus(half)


# --------------------------------------------------------------------------- public API


@lru_cache(maxsize=1024)
def parse(text: str) -> Expression:
    """Parse one dice expression such as ``"1D6+1+2D4"`` or ``"1D3+DB"``.

    Raises:
        DiceError: the text is not a valid expression (a SAN pair ``A/B`` included).
    """
    return _Parser(text).expression()


@lru_cache(maxsize=256)
def parse_san_loss(text: str) -> SanLoss:
    """Parse a SAN loss ``success/failure`` such as ``"0/1D6"`` or ``"1/1D4+1"``.

    Raises:
        DiceError: not a valid pair; a single expression without ``/`` is refused.
    """
    return _Parser(text).san_loss()


@lru_cache(maxsize=1024)
def parse_any(text: str) -> Expression | SanLoss:
    """Parse either an expression or a SAN loss, whichever the text is."""
    return _Parser(text).any()


_NO_BONUS: Final = ("", "none")


@lru_cache(maxsize=256)
def parse_damage_bonus(text: str) -> Expression:
    """Parse a damage bonus: ``"+1D4"``, ``"-1"``, ``"0"``; ``""`` and ``"none"`` mean 0.

    A single leading ``+`` is allowed; ``DB`` is not.
    """
    if isinstance(text, str) and len(text) <= MAX_TEXT_LENGTH and text.strip().lower() in _NO_BONUS:
        return parse("0")
    return _Parser(text, allow_db=False, leading_plus=True).expression()


def roll(text: str, rng: random.Random, db: str | Expression | None = None) -> DiceResult:
    """Parse (cached) and roll ``text``; see :meth:`Expression.roll`."""
    return parse(text).roll(rng, db)


# --------------------------------------------------------------------------- shown dice

#: A die in a text: ``D6``, ``3D6``, ``1D%`` (not a letter's ``D``: ``DEX 60``, ``ID3``).
_DIE_IN_TEXT: Final = re.compile(r"(?<![^\W\d_])(\d*)D(?=\d|%)")
#: The damage bonus in a dice expression: ``1D3+DB``.
_DB_IN_TEXT: Final = re.compile(r"(?<![^\W\d_])DB(?![^\W\d_])")


def shown(text: str) -> str:
    """``text`` with its dice in the notation of the language in use: ``3D6`` → ``3W6`` and
    ``1D3+DB`` → ``1W3+SB`` in German (the edition's letters); English and French keep ``D``.
    Only for what is shown: stored data and what the user types keep (or accept) ``D``. Made
    again after a language switch (:func:`sheetmaker.core.i18n.again`)."""
    die = translate("Dice", "D", "the letter of a die, as in 1D6 (German: W)")
    bonus = translate("Dice", "DB", "the damage bonus in a dice expression, as in 1D3+DB (German: SB)")
    if not (len(die) == 1 and die.isalpha()):  # a pseudo-locale's or a broken translation
        die = "D"
    if not (2 <= len(bonus) <= 4 and bonus.isalpha()):
        bonus = "DB"
    result = text
    if die != "D":
        result = _DIE_IN_TEXT.sub(lambda m: m.group(1) + die, result)
    if bonus != "DB":
        result = _DB_IN_TEXT.sub(bonus, result)
    return Remade(str(result), shown, (text,))


_W_IN_TEXT: Final = re.compile(r"(?<![^\W\d_])(\d*)[Ww](?=\d|%)")
_SB_IN_TEXT: Final = re.compile(r"(?<![^\W\d_])[Ss][Bb](?![^\W\d_])")


def stored(text: str) -> str:
    """A dice expression as typed in the German notation written as stored: ``1W6+SB`` →
    ``1D6+DB`` (the files keep the English notation whatever the language)."""
    return _SB_IN_TEXT.sub("DB", _W_IN_TEXT.sub(lambda m: m.group(1) + "D", text))
