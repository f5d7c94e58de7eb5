"""The raise builder: a stack of chips whose total, added to what is already in, is the raise.

Pure arithmetic over the engine's ``LegalActions``; the engine decides what is legal. The number
under Raise is ``raise_face``: a total R would send, or one marked not yet legal with the minimum.

The betting structure decides what the builder offers (``sizing_applies``, ``preset_applies``): in
limit every bet and raise is one size, so R sends it and the chips, sizes, presets and typed amount
do not apply; in pot-limit the largest raise is the pot (P), so all in (A) is offered only when the
stack is no bigger than that, and every other size is clamped to it.

>>> from holdem.engine import LegalActions
>>> legal = LegalActions(seat=0, call_amount=10, current_bet=10, committed=0, stack=1000,
...                      min_raise_to=20, max_raise_to=1000, raise_closed_reason=None)
>>> preset_total("pot", legal, pot_total=15), preset_total("half", legal, pot_total=15)
(35, 20)
>>> fewest_chips(35)
(25, 10)
>>> raise_face([5], legal)
RaiseFace(total=5, legal=False, minimum=20, all_in=False)
>>> raise_face([25], legal)
RaiseFace(total=25, legal=True, minimum=20, all_in=False)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Final

from holdem.engine.actions import LegalActions
from holdem.engine.game import Game

CHIP_VALUES: Final = (5, 10, 25, 50, 100, 500)
"""Chip denominations, keys 1 to 6."""

SMALLEST_CHIP: Final = CHIP_VALUES[0]

# Presets sized from the pot after calling (SPEC 1): raise to = current bet + share x (pot + to call).
POT_SHARES: Final = {"third": Fraction(1, 3), "half": Fraction(1, 2), "three_quarters": Fraction(3, 4),
                     "pot": Fraction(1)}
# Preflop sizes: that many times the bet to beat (big blinds when nobody has raised yet).
BET_MULTIPLES: Final = {"x2.5": Fraction(5, 2), "x3": Fraction(3), "x4": Fraction(4)}
# The three size keys beside M H P A: preflop sizes before the flop, pot shares after it.
SIZE_SLOTS: Final = {"preflop": ("x2.5", "x3", "x4"), "postflop": ("third", "three_quarters", None)}
# Which of the presets that land on one total keeps it: the one that names that size best (all the
# chips, the least, the pot) before the sizes and shares a clamp moved onto it.
PRESET_RANK: Final = ("all_in", "min", "pot", "half", "x2.5", "x3", "x4", "third", "three_quarters")


@dataclass(frozen=True, slots=True)
class RaiseFace:
    """The number under Raise: the total R would send, whether it is legal, and the minimum."""

    total: int
    legal: bool
    minimum: int
    all_in: bool


def fewest_chips(amount: int) -> tuple[int, ...]:
    """``amount`` as the fewest chips, largest first; an odd remainder below 5 is one last number."""
    chips: list[int] = []
    left = max(0, amount)
    for value in reversed(CHIP_VALUES):
        count, left = divmod(left, value)
        chips.extend([value] * count)
    if left:
        chips.append(left)
    return tuple(chips)


def odd_remainder(chips: Sequence[int]) -> int:
    """The part of a stack that is no real chip (an exact minimum or all in may need it)."""
    return sum(chip for chip in chips if chip not in CHIP_VALUES)


def size_preset(slot: int, preflop: bool) -> str | None:
    """The preset behind size key ``slot`` (0, 1, 2) on this street; None when it has none."""
    return SIZE_SLOTS["preflop" if preflop else "postflop"][slot]


def preset_total(preset: str, legal: LegalActions, *, pot_total: int) -> int:
    """The raise-to total for a preset, clamped between min(minimum raise, all in) and all in.

    Pot shares mean the size after calling: current bet + share x (pot including every bet on the
    table + the amount to call); sizes and shares put a whole number of 5 chips on the stack.
    """
    if legal.min_raise_to is None or legal.max_raise_to is None:
        raise ValueError(f"raising is closed: {legal.raise_closed_reason}")
    low, high = min(legal.min_raise_to, legal.max_raise_to), legal.max_raise_to
    if preset == "min":
        return low
    if preset == "all_in":
        return high
    if preset in POT_SHARES:
        target = legal.current_bet + int(POT_SHARES[preset] * (pot_total + legal.call_amount))
    elif preset in BET_MULTIPLES:
        target = int(BET_MULTIPLES[preset] * legal.current_bet)
    else:
        raise ValueError(f"unknown preset {preset!r}")
    stack = (target - legal.committed) // SMALLEST_CHIP * SMALLEST_CHIP
    return max(low, min(high, legal.committed + stack))


def raise_total(chips: Sequence[int], legal: LegalActions) -> int | None:
    """What the stack adds up to: committed + stack (capped at all in), or the minimum when empty."""
    if legal.min_raise_to is None or legal.max_raise_to is None:
        return None
    if not chips:
        return legal.min_raise_to
    return min(legal.committed + sum(chips), legal.max_raise_to)


def raise_face(chips: Sequence[int], legal: LegalActions) -> RaiseFace | None:
    """What the bar shows under Raise for this stack; None when raising is closed."""
    total = raise_total(chips, legal)
    if total is None or legal.min_raise_to is None or legal.max_raise_to is None:
        return None
    ok = legal.min_raise_to <= total <= legal.max_raise_to
    return RaiseFace(total, ok, legal.min_raise_to, total >= legal.committed + legal.stack)


def sizing_applies(game: Game) -> bool:
    """Whether chips, sizes, presets and a typed amount choose the raise (not in limit: R is the one size)."""
    return game is not Game.FIXED_LIMIT


def preset_applies(preset: str, legal: LegalActions, game: Game) -> bool:
    """Whether ``preset`` is offered: none in limit; in pot-limit, all in only when it is within the pot.

    >>> legal = LegalActions(seat=0, call_amount=10, current_bet=10, committed=0, stack=1000,
    ...                      min_raise_to=20, max_raise_to=35, raise_closed_reason=None)
    >>> preset_applies("pot", legal, Game.POT_LIMIT), preset_applies("all_in", legal, Game.POT_LIMIT)
    (True, False)
    """
    if not sizing_applies(game):
        return False
    if preset == "all_in" and legal.max_raise_to is not None:
        return legal.max_raise_to >= legal.committed + legal.stack
    return True


def distinct_presets(
    presets: Sequence[str], legal: LegalActions, game: Game, *, pot_total: int
) -> frozenset[str]:
    """The offered presets among ``presets`` with each total shown once, by the key that names it best.

    In pot-limit "4x" clamped to the pot cap is "Pot": only P shows it.

    >>> legal = LegalActions(seat=0, call_amount=10, current_bet=10, committed=0, stack=1000,
    ...                      min_raise_to=20, max_raise_to=35, raise_closed_reason=None)
    >>> sorted(distinct_presets(("x2.5", "x3", "x4", "min", "half", "pot", "all_in"), legal,
    ...                         Game.POT_LIMIT, pot_total=15))
    ['min', 'pot', 'x2.5', 'x3']
    """
    if legal.min_raise_to is None:
        return frozenset()
    offered = sorted((p for p in presets if preset_applies(p, legal, game)), key=PRESET_RANK.index)
    kept: dict[int, str] = {}
    for preset in offered:
        kept.setdefault(preset_total(preset, legal, pot_total=pot_total), preset)
    return frozenset(kept.values())
