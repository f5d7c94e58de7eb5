"""The raise builder: a stack of chips whose total, added to what is already in, is the raise.

Pure arithmetic over the engine's ``LegalActions``; the engine decides what is legal.

>>> from holdem.engine import LegalActions
>>> legal = LegalActions(seat=0, call_amount=10, current_bet=10, committed=0, stack=1000,
...                      min_raise_to=20, max_raise_to=1000, raise_closed_reason=None)
>>> preset_total("pot", legal, pot_total=15)
35
>>> fewest_chips(35)
(25, 10)
>>> preset_total("half", legal, pot_total=15), fewest_chips(22)
(22, (10, 10, 2))
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from holdem.engine.actions import LegalActions

CHIP_VALUES: Final = (5, 10, 25, 50, 100, 500)
"""Chip denominations, keys 1 to 6."""

def fewest_chips(amount: int) -> tuple[int, ...]:
    """``amount`` as the fewest chips, largest first; an odd remainder below 5 is one last chip."""
    chips: list[int] = []
    left = max(0, amount)
    for value in reversed(CHIP_VALUES):
        count, left = divmod(left, value)
        chips.extend([value] * count)
    if left:
        chips.append(left)
    return tuple(chips)


def preset_total(preset: str, legal: LegalActions, *, pot_total: int) -> int:
    """The raise-to total for a preset, clamped between min(minimum raise, all in) and all in.

    Half pot and pot mean the size after calling: current bet + fraction x (pot including every
    bet on the table + the amount to call), rounded down to a whole chip.
    """
    if legal.min_raise_to is None or legal.max_raise_to is None:
        raise ValueError(f"raising is closed: {legal.raise_closed_reason}")
    low, high = min(legal.min_raise_to, legal.max_raise_to), legal.max_raise_to
    after_call = pot_total + legal.call_amount
    if preset == "min":
        target = low
    elif preset == "half":
        target = legal.current_bet + after_call // 2
    elif preset == "pot":
        target = legal.current_bet + after_call
    elif preset == "all_in":
        target = high
    else:
        raise ValueError(f"unknown preset {preset!r}")
    return max(low, min(high, target))


def raise_total(chips: Sequence[int], legal: LegalActions) -> int | None:
    """What R would raise to now: committed + stack (capped at all in), or the minimum when empty."""
    if legal.min_raise_to is None or legal.max_raise_to is None:
        return None
    if not chips:
        return legal.min_raise_to
    return min(legal.committed + sum(chips), legal.max_raise_to)


def is_all_in(total: int, legal: LegalActions) -> bool:
    return legal.max_raise_to is not None and total >= legal.max_raise_to
