"""Each seat's position in a hand, as six-max trackers name them: BTN, SB, BB, UTG, HJ, CO.

The button, the blinds, then the seats after the big blind, named from the button backwards
(the cut-off is just before the button, the hijack before it, then under the gun), so a
shorter table drops UTG first. Heads-up the button posts the small blind: it is the BTN.

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

POSITIONS: Final = ("BTN", "SB", "BB", "UTG", "HJ", "CO")
"""The six positions in the order the pop-up shows them."""
_BEFORE_BUTTON: Final = ("UTG", "HJ", "CO")
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
    for seat, name in zip(reversed(middle), reversed(_BEFORE_BUTTON), strict=False):
        found[seat] = name
    return tuple(found)


def steal_seats(start: HandStarted) -> frozenset[int]:
    """The seats a raise first in from is a steal in the hand ``start`` begins (:data:`STEAL_POSITIONS`)."""
    return frozenset(seat for seat, name in enumerate(positions(start)) if name in STEAL_POSITIONS)
