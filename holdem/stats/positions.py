"""Each seat's position in a hand, as trackers name them: BTN, SB, BB, UTG, UTG+1, UTG+2, MP, LJ, HJ, CO.

The button, the blinds, then the seats between the big blind and the button: the first is under
the gun (UTG) from three of them up, the others are named from the button backwards (the cut-off
just before it, then the hijack, the lojack, the middle position), and what is left after UTG is
UTG+1, UTG+2. A shorter table drops UTG first, then the hijack. Heads-up the button posts the
small blind: it is the BTN.

>>> [middle_names(count) for count in (1, 2, 3, 4)]
[('CO',), ('HJ', 'CO'), ('UTG', 'HJ', 'CO'), ('UTG', 'LJ', 'HJ', 'CO')]
>>> middle_names(6), middle_names(7)[:3]
(('UTG', 'UTG+1', 'MP', 'LJ', 'HJ', 'CO'), ('UTG', 'UTG+1', 'UTG+2'))

>>> from holdem.engine.events import HandStarted
>>> start = HandStarted(1, ("A", "B", "C", "D", "E", "F"), (1000,) * 6, 2, 3, 4, 5, 10)
>>> positions(start)
('HJ', 'CO', 'BTN', 'SB', 'BB', 'UTG')
>>> positions(HandStarted(1, ("A", "B", "C", "D"), (1000, 0, 1000, 1000), 0, 2, 3, 5, 10))
('BTN', None, 'SB', 'BB')
>>> positions(HandStarted(1, ("A", "B"), (1000, 1000), 1, 1, 0, 5, 10))
('BB', 'BTN')
"""

from __future__ import annotations

from typing import Final

from holdem.engine.events import HandStarted
from holdem.stats.shared import Shared

POSITIONS: Final = ("BTN", "SB", "BB", "UTG", "UTG+1", "UTG+2", "MP", "LJ", "HJ", "CO")
"""Every position, in the order the pop-up and the filters show them (a table uses those it has)."""
_BEFORE_BUTTON: Final = ("MP", "LJ", "HJ", "CO")
"""The seats just before the button, named backwards from it."""
_AFTER_GUN: Final = ("UTG+1", "UTG+2")
"""The seats after under the gun at the largest tables."""


def middle_names(count: int) -> tuple[str, ...]:
    """The names of ``count`` seats between the big blind and the button, in the order they act."""
    if count < 3:
        return ("HJ", "CO")[2 - count :] if count else ()
    before = _BEFORE_BUTTON[max(0, len(_BEFORE_BUTTON) - (count - 1)) :]
    return ("UTG", *_AFTER_GUN[: count - 1 - len(before)], *before)
STEAL_POSITIONS: Final = frozenset({"CO", "BTN", "SB"})
"""The positions a raise first in from is a steal, as a HUD counts it."""


def positions(start: HandStarted) -> tuple[str | None, ...]:
    """The position of each seat in the hand ``start`` begins (None: a seat not dealt in)."""
    count = len(start.names)
    found: list[str | None] = [None] * count
    found[start.button] = "BTN"
    if start.small_blind_seat != start.button:
        found[start.small_blind_seat] = "SB"
    found[start.big_blind_seat] = "BB"
    middle = []
    seat = (start.big_blind_seat + 1) % count
    while seat != start.button:
        if start.stacks[seat] > 0 and found[seat] is None:
            middle.append(seat)
        seat = (seat + 1) % count
    for seat, name in zip(middle, middle_names(len(middle)), strict=True):
        found[seat] = name
    return tuple(found)


def steal_seats(start: HandStarted) -> frozenset[int]:
    """The seats a raise first in from is a steal in the hand ``start`` begins (:data:`STEAL_POSITIONS`);
    worked out once for the hand (every count and every decision of it asks)."""
    return _STEALS.get(start, None, None, lambda: frozenset(
        seat for seat, name in enumerate(positions(start)) if name in STEAL_POSITIONS))


_STEALS_KEPT: Final = 64
"""Hands whose steal seats are kept: the one in play is all that is asked about."""
_STEALS: Final[Shared[frozenset[int]]] = Shared(_STEALS_KEPT)
