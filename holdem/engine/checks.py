"""Input checks: the engine refuses bad chips, blinds and seats at once, in poker words.

Amounts are whole chips: a float, a bool or a string is refused with a ``TypeError``, a number
out of range with a ``ValueError``, before anything changes.

>>> whole_chips("the big blind", 10.5)
Traceback (most recent call last):
  ...
TypeError: the big blind must be a whole number of chips, not 10.5
>>> seat_number("0", 6)
Traceback (most recent call last):
  ...
holdem.engine.actions.InvalidActionError: a seat is a whole number from 0 to 5, not '0'
"""

from __future__ import annotations

from collections.abc import Sequence

from holdem.engine.actions import InvalidActionError
from holdem.engine.cards import Deck

MIN_SEATS = 2
MAX_SEATS = 10


def is_whole(value: object) -> bool:
    """True for an ``int`` that is not a ``bool`` (``True`` is not one chip)."""
    return isinstance(value, int) and not isinstance(value, bool)


def whole_chips(what: str, value: object, *, minimum: int = 1) -> int:
    """``value`` as chips, or a TypeError (not whole chips) or ValueError (below ``minimum``)."""
    if not is_whole(value):
        raise TypeError(f"{what} must be a whole number of chips, not {value!r}")
    assert isinstance(value, int)
    if value < minimum:
        least = "positive" if minimum == 1 else f"at least {minimum}"
        raise ValueError(f"{what} must be {least}, not {value}")
    return value


def chip_counts(each: str, values: object, *, minimum: int = 1) -> tuple[int, ...]:
    """One number per seat (``each`` names one: "stack"), each checked with ``whole_chips``."""
    if isinstance(values, str | bytes) or not isinstance(values, Sequence):
        raise TypeError(f"the {each}s must be a list of whole numbers, one per seat, not {values!r}")
    return tuple(whole_chips(f"seat {i}'s {each}", v, minimum=minimum) for i, v in enumerate(values))


def seat_count(count: int) -> int:
    """A number of seats the engine can deal to."""
    if not MIN_SEATS <= count <= MAX_SEATS:
        raise ValueError(f"a table has {MIN_SEATS} to {MAX_SEATS} seats, not {count}")
    return count


def blinds(small_blind: object, big_blind: object) -> tuple[int, int]:
    """Whole-chip blinds with 0 < small blind <= big blind."""
    small = whole_chips("the small blind", small_blind)
    big = whole_chips("the big blind", big_blind)
    if small > big:
        raise ValueError(f"the small blind ({small}) is larger than the big blind ({big})")
    return small, big


def table_seat(what: str, seat: object, num_seats: int) -> int:
    """A seat given at set-up (the button): a TypeError or ValueError when it is not at the table."""
    if not is_whole(seat):
        raise TypeError(f"{what} must be a seat number from 0 to {num_seats - 1}, not {seat!r}")
    assert isinstance(seat, int)
    if not 0 <= seat < num_seats:
        raise ValueError(f"{what} {seat} is not at this table: seats are 0 to {num_seats - 1}")
    return seat


def seat_number(seat: object, num_seats: int) -> int:
    """A seat named in a call (``act``, ``view``): an InvalidActionError when it is not one."""
    if not is_whole(seat):
        raise InvalidActionError(f"a seat is a whole number from 0 to {num_seats - 1}, not {seat!r}")
    assert isinstance(seat, int)
    if not 0 <= seat < num_seats:
        raise InvalidActionError(f"there is no seat {seat} at this table: seats are 0 to {num_seats - 1}")
    return seat


def check_deck(deck: object, num_seats: int) -> Deck:
    """A deck with enough cards to deal a hand to ``num_seats`` seats."""
    if not isinstance(deck, Deck):
        raise TypeError(f"the deck must be a Deck, not {type(deck).__name__}")
    if len(deck) < 2 * num_seats + 8:
        need = 2 * num_seats + 8
        raise ValueError(f"the deck has {len(deck)} cards; {num_seats} seats need at least {need}")
    return deck


def hand_setup(
    stacks: object, button: object, deck: object, small_blind: object, big_blind: object,
    names: object, hand_number: object,
) -> tuple[tuple[int, ...], int, int, int, tuple[str, ...] | None]:
    """Check a hand's set-up; returns (stacks, button, small blind, big blind, names)."""
    chips = chip_counts("stack", stacks)
    n = seat_count(len(chips))
    seat = table_seat("the button", button, n)
    small, big = blinds(small_blind, big_blind)
    check_deck(deck, n)
    if not is_whole(hand_number):
        raise TypeError(f"the hand number must be a whole number, not {hand_number!r}")
    if names is None:
        return chips, seat, small, big, None
    if not isinstance(names, Sequence) or len(names) != n:
        raise ValueError(f"names must be {n} strings, one per seat, not {names!r}")
    if not all(isinstance(name, str) for name in names):
        raise TypeError(f"every seat's name must be a string: {names!r}")
    return chips, seat, small, big, tuple(names)
