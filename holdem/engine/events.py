"""The frozen events a hand appends as it goes.

Every change to a hand is one of these, in order. Outside the engine they are
read through a seat's view (``holdem.engine.view``), which blanks other seats'
hole cards until those cards are shown.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, IntEnum, StrEnum

from holdem.engine.cards import Card
from holdem.engine.evaluator import HandValue
from holdem.engine.game import Game


class Street(IntEnum):
    PREFLOP = 0
    FLOP = 1
    TURN = 2
    RIVER = 3

    @property
    def label(self) -> str:
        return self.name.capitalize()


class Move(Enum):
    """What an action was, as a dealer would call it."""

    FOLD = "fold"
    CHECK = "check"
    CALL = "call"
    BET = "bet"
    RAISE = "raise"

    # A member is its only instance (equal means the same), so the identity hash serves, in C: actions and
    # events are dict keys in every policy and reading, and Enum's own hash is a Python call.
    __hash__ = object.__hash__


class BlindKind(StrEnum):
    """Which forced blind a seat posted; equal to its word ("small", "big") for stored records."""

    SMALL = "small"
    BIG = "big"


class ShowReason(StrEnum):
    """Why cards were turned up: before an all-in run-out, or at the showdown."""

    ALL_IN = "all_in"
    SHOWDOWN = "showdown"


@dataclass(frozen=True, slots=True)
class SeatRebought:
    """A seat that had busted got a fresh stack before this hand."""

    seat: int
    amount: int
    rebuys: int


@dataclass(frozen=True, slots=True)
class HandStarted:
    """The table as the hand begins: seats, stacks, button, blinds and the betting structure.

    ``game`` is a ``Game`` value ("nl", "pl", "fl"); records written before it existed read as no-limit.
    """

    hand_number: int
    names: tuple[str, ...]
    stacks: tuple[int, ...]
    button: int
    small_blind_seat: int
    big_blind_seat: int
    small_blind: int
    big_blind: int
    game: Game = Game.NO_LIMIT


@dataclass(frozen=True, slots=True)
class BlindPosted:
    """A forced blind; ``all_in`` when the stack was no bigger than the blind."""

    seat: int
    blind: BlindKind
    amount: int
    all_in: bool


@dataclass(frozen=True, slots=True)
class HoleCardsDealt:
    """A seat's two cards; ``None`` in a view where the seat is someone else.

    The repr never shows the cards, so no log line or crash report gives them away.

    >>> HoleCardsDealt(2, None), HoleCardsDealt(3, (Card(40), Card(41)))
    (HoleCardsDealt(seat=2, cards=None), HoleCardsDealt(seat=3, cards=<hidden>))
    """

    seat: int
    cards: tuple[Card, Card] | None

    def __repr__(self) -> str:
        cards = "None" if self.cards is None else "<hidden>"
        return f"HoleCardsDealt(seat={self.seat}, cards={cards})"


@dataclass(frozen=True, slots=True)
class PlayerActed:
    """An action. ``amount`` is what it added, ``total`` the seat's round total after it.

    For bets and raises ``previous_bet`` is the bet that was faced, so a raise
    is "raises (total - previous_bet) to total". ``full`` is False for an
    all-in bet or raise smaller than a full one (it does not reopen betting).
    """

    seat: int
    street: Street
    move: Move
    amount: int
    total: int
    previous_bet: int
    all_in: bool
    full: bool = True


@dataclass(frozen=True, slots=True)
class StreetDealt:
    """New community cards (after a burn); ``board`` is the whole board now."""

    street: Street
    cards: tuple[Card, ...]
    board: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class UncalledBetReturned:
    """The part of a bet nobody called goes back to the bettor."""

    seat: int
    amount: int


@dataclass(frozen=True, slots=True)
class CardsShown:
    """A seat's hole cards turned face up.

    ``reason`` is ``ShowReason.ALL_IN`` when hands are turned up before a run-out
    (the value is not final then and is None) or ``ShowReason.SHOWDOWN`` with the best hand.
    """

    seat: int
    cards: tuple[Card, Card]
    reason: ShowReason
    value: HandValue | None


class PotKind(Enum):
    MAIN = "main"
    SIDE = "side"
    ONLY = "only"  # the single pot of a hand without side pots


@dataclass(frozen=True, slots=True)
class PotAwarded:
    """One pot paid out. ``shares`` lists (seat, chips); ``value`` is the winning hand at a showdown."""

    index: int
    kind: PotKind
    amount: int
    eligible: tuple[int, ...]
    shares: tuple[tuple[int, int], ...]
    value: HandValue | None


@dataclass(frozen=True, slots=True)
class HandEnded:
    """Final stacks and each seat's net result for the hand."""

    stacks: tuple[int, ...]
    net: tuple[int, ...]
    showdown: bool


Event = (
    SeatRebought
    | HandStarted
    | BlindPosted
    | HoleCardsDealt
    | PlayerActed
    | StreetDealt
    | UncalledBetReturned
    | CardsShown
    | PotAwarded
    | HandEnded
)
