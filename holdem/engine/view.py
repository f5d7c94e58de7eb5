"""What one seat can see: a frozen copy with no deck, no hand state and no hidden cards.

Bots decide from a ``PlayerView`` of their own seat, the table screen renders
the player's, and hand histories are written from it. Other seats' hole
cards are blanked in the events until they are shown.
"""

from __future__ import annotations

from dataclasses import dataclass

from holdem.engine.actions import LegalActions
from holdem.engine.cards import Card
from holdem.engine.checks import MAX_SEATS
from holdem.engine.events import Event, HoleCardsDealt, Street
from holdem.engine.game import Game
from holdem.engine.pots import Pot
from holdem.engine.slots import slots_filler
from holdem.engine.state import TableState


@dataclass(frozen=True, slots=True)
class PlayerView:
    """A seat's picture of the hand: public facts, its own cards, events as it saw them."""

    seat: int
    hand_number: int
    names: tuple[str, ...]
    button: int
    small_blind_seat: int
    big_blind_seat: int
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
    game: Game = Game.NO_LIMIT

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


_HIDDEN: tuple[HoleCardsDealt, ...] = tuple(HoleCardsDealt(seat, None) for seat in range(MAX_SEATS))
"""Each seat's deal as the others see it (the same few objects in every view: they are frozen)."""


_view = slots_filler(PlayerView)
"""``PlayerView(...)`` with every field given, its slots set directly (a view is built at every decision)."""


def filter_events(events: tuple[Event, ...] | list[Event], seat: int | None) -> tuple[Event, ...]:
    """The events as ``seat`` saw them (``None``: a spectator who sees no hole cards)."""
    return tuple(
        _HIDDEN[e.seat] if isinstance(e, HoleCardsDealt) and e.seat != seat else e
        for e in events
    )


def view_of_state(
    state: TableState, seat: int | None, events: tuple[Event, ...], legal: LegalActions | None = None
) -> PlayerView:
    """``state`` as ``seat`` sees it (``events``: the folded events as that seat saw them).

    ``legal`` is the seat's legal set when it is to act (None: worked out from the state).
    """
    if legal is None and seat is not None and state.to_act == seat:
        legal = state.legal_actions()
    return _view(
        seat=-1 if seat is None else seat,
        hand_number=state.hand_number,
        names=state.names,
        button=state.button,
        small_blind_seat=state.small_blind_seat,
        big_blind_seat=state.big_blind_seat,
        small_blind=state.small_blind,
        big_blind=state.big_blind,
        hole_cards=state.hole[seat] if seat is not None else None,
        board=state.board,
        street=state.street,
        stacks=state.stacks,
        committed=state.committed,
        contributed=state.contributed,
        folded=state.folded,
        all_in=state.all_in,
        shown=state.shown,
        current_bet=state.current_bet,
        pot_total=state.pot_total,
        pots=state.pots(),
        to_act=state.to_act,
        legal=legal,
        is_over=state.is_over,
        events=events,
        game=state.game,
    )
