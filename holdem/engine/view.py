"""What one seat can see: a frozen copy with no deck, no hand state and no hidden cards.

Bots decide from a ``PlayerView`` of their own seat, the table screen renders
the player's, and hand histories are written from it. Other seats' hole
cards are blanked in the events until they are shown.
"""

from __future__ import annotations

from dataclasses import dataclass

from holdem.engine.actions import LegalActions
from holdem.engine.cards import Card
from holdem.engine.events import CardsShown, Event, HoleCardsDealt, Street
from holdem.engine.hand import Hand
from holdem.engine.pots import Pot


@dataclass(frozen=True, slots=True)
class PlayerView:
    """A seat's picture of the hand: public facts, its own cards, events as it saw them."""

    seat: int
    hand_number: int
    names: tuple[str, ...]
    button: int
    small_blind: int
    big_blind: int
    hole_cards: tuple[Card, Card] | None
    board: tuple[Card, ...]
    street: Street
    stacks: tuple[int, ...]
    committed: tuple[int, ...]
    contributed: tuple[int, ...]
    folded: tuple[bool, ...]
    all_in: tuple[bool, ...]
    shown: tuple[tuple[Card, Card] | None, ...]
    current_bet: int
    pot_total: int
    pots: tuple[Pot, ...]
    to_act: int | None
    legal: LegalActions | None
    is_over: bool
    events: tuple[Event, ...]

    def __repr__(self) -> str:
        # A view holds its seat's hole cards: keep them out of logs and crash reports.
        return (
            f"PlayerView(seat={self.seat}, hand_number={self.hand_number}, street={self.street.label}, "
            f"to_act={self.to_act}, is_over={self.is_over})"
        )

    @property
    def num_seats(self) -> int:
        return len(self.names)

    @property
    def in_hand(self) -> tuple[int, ...]:
        """Seats that have not folded."""
        return tuple(i for i, f in enumerate(self.folded) if not f)

    @property
    def my_turn(self) -> bool:
        return self.to_act == self.seat and self.legal is not None


def filter_events(events: tuple[Event, ...] | list[Event], seat: int | None) -> tuple[Event, ...]:
    """The events as ``seat`` saw them (``None``: a spectator who sees no hole cards)."""
    return tuple(
        HoleCardsDealt(e.seat, None) if isinstance(e, HoleCardsDealt) and e.seat != seat else e
        for e in events
    )


def view_of(hand: Hand, seat: int | None) -> PlayerView:
    """A frozen copy of what ``seat`` can see of ``hand`` right now."""
    events = hand.events
    shown: list[tuple[Card, Card] | None] = [None] * hand.num_seats
    for event in events:
        if isinstance(event, CardsShown):
            shown[event.seat] = event.cards
    own = hand.hole_cards(seat) if seat is not None else None
    to_act = hand.to_act
    legal = hand.legal_actions() if to_act is not None and to_act == seat else None
    return PlayerView(
        seat=-1 if seat is None else seat,
        hand_number=hand.hand_number,
        names=hand.names,
        button=hand.button,
        small_blind=hand.small_blind,
        big_blind=hand.big_blind,
        hole_cards=own,
        board=hand.board,
        street=hand.street,
        stacks=hand.stacks,
        committed=hand.committed,
        contributed=hand.contributed,
        folded=hand.folded,
        all_in=hand.all_in,
        shown=tuple(shown),
        current_bet=hand.current_bet,
        pot_total=hand.pot_total,
        pots=hand.pots() if not hand.is_over else (),
        to_act=to_act,
        legal=legal,
        is_over=hand.is_over,
        events=filter_events(events, seat),
    )
