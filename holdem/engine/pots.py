"""Pots from contributions: uncalled bets, main and side pots, odd chips.

Everything here is a pure function of who put in how much and who is still
in. A three-way all-in, where seat 0 has 50, seat 1 has 120 and seat 2
covers both with 300 (the 180 nobody called goes back first):

>>> contributions = [50, 120, 300]
>>> uncalled_bet(contributions)
(2, 180)
>>> build_pots([50, 120, 120], folded=[False, False, False])
(Pot(amount=150, eligible=(0, 1, 2)), Pot(amount=140, eligible=(1, 2)))

Folded players' chips stay in the pots they reached; levels that have the
same eligible players form one pot:

>>> build_pots([40, 100, 100, 100], folded=[True, False, False, False])
(Pot(amount=340, eligible=(1, 2, 3)),)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Pot:
    """An amount of chips and the seats that can win it."""

    amount: int
    eligible: tuple[int, ...]


def uncalled_bet(contributions: Sequence[int]) -> tuple[int, int] | None:
    """The seat whose top contribution nobody matched, and by how much, or None."""
    if len(contributions) < 2:
        return None
    top = max(contributions)
    seat = contributions.index(top)
    second = max(c for i, c in enumerate(contributions) if i != seat)
    if top > second:
        return seat, top - second
    return None


def build_pots(contributions: Sequence[int], folded: Sequence[bool]) -> tuple[Pot, ...]:
    """Main pot first, then side pots, each with the non-folded seats that reached it.

    A level that only folded players reached (possible when the last players
    with chips fold to an all-in) goes to the pot below it.
    """
    levels = sorted({c for i, c in enumerate(contributions) if c > 0 and not folded[i]})
    pots: list[Pot] = []
    floor = 0
    for level in levels:
        amount = sum(min(c, level) - min(c, floor) for c in contributions)
        eligible = tuple(i for i, c in enumerate(contributions) if c >= level and not folded[i])
        if pots and pots[-1].eligible == eligible:
            pots[-1] = Pot(pots[-1].amount + amount, eligible)
        else:
            pots.append(Pot(amount, eligible))
        floor = level
    leftover = sum(c - min(c, floor) for c in contributions)
    if leftover:
        if pots:
            pots[-1] = Pot(pots[-1].amount + leftover, pots[-1].eligible)
        else:
            raise ValueError("chips in the pot but nobody left to win them")
    return tuple(pots)


def split_pot(
    amount: int, winners: Sequence[int], button: int, num_seats: int
) -> tuple[tuple[int, int], ...]:
    """Divide ``amount`` equally among ``winners``; odd chips go one at a time from the button's left.

    >>> split_pot(101, [3, 1], button=2, num_seats=4)
    ((3, 51), (1, 50))
    >>> split_pot(11, [0, 1, 2], button=0, num_seats=3)
    ((1, 4), (2, 4), (0, 3))
    """
    order = sorted(set(winners), key=lambda seat: (seat - button - 1) % num_seats)
    share, odd = divmod(amount, len(order))
    return tuple((seat, share + (1 if i < odd else 0)) for i, seat in enumerate(order))
