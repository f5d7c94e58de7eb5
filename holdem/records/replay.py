"""Step through a stored hand: the table as the player saw it after each event.

The stored events are the player's view, so a replay can show only what the
player saw: their own cards, the board and the hands shown at a showdown.

>>> from holdem.engine import Hand, stacked_deck, filter_events
>>> hand = Hand(stacks=[1000, 1000, 1000], button=0, names=["Hero", "Bob", "Cy"],
...             deck=stacked_deck(num_seats=3, button=0, hole_cards=["AhAd", "7c2d", "KsKd"]))
>>> hand.play("raise_to 30 fold call")
>>> events = filter_events(hand.events, 0)
>>> steps = replay_steps(events)
>>> view = view_at(events, 0, steps[-1])
>>> view.pot_total, view.stacks == hand.view(0).stacks, view.hole_cards == hand.hole_cards(0)
(65, True, True)
>>> view_at(events, 0, len(events)).shown[2]  # Cy's cards were never shown
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from holdem.engine.cards import Card
from holdem.engine.events import (
    BlindPosted,
    CardsShown,
    Event,
    HandEnded,
    HandStarted,
    HoleCardsDealt,
    Move,
    PlayerActed,
    PotAwarded,
    Street,
    StreetDealt,
    UncalledBetReturned,
)
from holdem.engine.pots import build_pots
from holdem.engine.view import PlayerView

_STEP_EVENTS = (PlayerActed, StreetDealt, UncalledBetReturned, CardsShown, PotAwarded)


def replay_steps(events: Sequence[Event]) -> list[int]:
    """The prefix lengths to stop at: once the cards are dealt, then after each thing that happened."""
    dealt = max((i + 1 for i, e in enumerate(events) if isinstance(e, HoleCardsDealt)), default=0)
    stops = [dealt] if dealt else []
    for index, event in enumerate(events):
        if index >= dealt and isinstance(event, _STEP_EVENTS):
            stops.append(index + 1)
    if stops and isinstance(events[-1], HandEnded):
        stops[-1] = len(events)  # the last award and the end of the hand are one step
    return stops or [len(events)]


@dataclass
class _Table:
    """The table as one seat sees it, moved on event by event."""

    start: HandStarted
    seat: int
    stacks: list[int]
    committed: list[int]
    contributed: list[int]
    folded: list[bool]
    all_in: list[bool]
    shown: list[tuple[Card, Card] | None]
    hole: tuple[Card, Card] | None = None
    board: tuple[Card, ...] = ()
    street: Street = Street.PREFLOP
    current_bet: int = 0
    paid: int = 0
    over: bool = False

    @classmethod
    def at_start(cls, start: HandStarted, seat: int) -> _Table:
        n = len(start.names)
        return cls(start, seat, list(start.stacks), [0] * n, [0] * n, [False] * n, [False] * n, [None] * n)

    def put_in(self, seat: int, amount: int, all_in: bool) -> None:
        self.stacks[seat] -= amount
        self.committed[seat] += amount
        self.contributed[seat] += amount
        self.all_in[seat] = self.all_in[seat] or all_in
        self.current_bet = max(self.current_bet, self.committed[seat])

    def apply(self, event: Event) -> None:
        if isinstance(event, BlindPosted | PlayerActed):
            self.put_in(event.seat, event.amount, event.all_in)
            if isinstance(event, PlayerActed) and event.move is Move.FOLD:
                self.folded[event.seat] = True
        elif isinstance(event, HoleCardsDealt) and event.seat == self.seat and event.cards is not None:
            self.hole = event.cards
        elif isinstance(event, StreetDealt):
            self.board, self.street = event.board, event.street
            self.committed, self.current_bet = [0] * len(self.committed), 0
        elif isinstance(event, UncalledBetReturned):
            self.stacks[event.seat] += event.amount
            self.contributed[event.seat] -= event.amount
            self.committed[event.seat] = max(0, self.committed[event.seat] - event.amount)
            self.current_bet = max(self.committed)
        elif isinstance(event, CardsShown):
            self.shown[event.seat] = event.cards
        elif isinstance(event, PotAwarded):
            self.paid += event.amount
            for winner, amount in event.shares:
                self.stacks[winner] += amount
        elif isinstance(event, HandEnded):
            self.stacks, self.over = list(event.stacks), True

    def view(self, events: tuple[Event, ...]) -> PlayerView:
        start = self.start
        pots = () if self.over or not any(self.contributed) else build_pots(self.contributed, self.folded)
        return PlayerView(
            seat=self.seat, hand_number=start.hand_number, names=start.names, button=start.button,
            small_blind=start.small_blind, big_blind=start.big_blind, hole_cards=self.hole,
            board=self.board, street=self.street, stacks=tuple(self.stacks),
            committed=tuple(self.committed), contributed=tuple(self.contributed),
            folded=tuple(self.folded), all_in=tuple(self.all_in), shown=tuple(self.shown),
            current_bet=self.current_bet, pot_total=sum(self.contributed) - self.paid, pots=pots,
            to_act=None, legal=None, is_over=self.over, events=events,
        )


def view_at(events: Sequence[Event], seat: int, upto: int) -> PlayerView:
    """The table as ``seat`` saw it after the first ``upto`` events."""
    start = next(e for e in events if isinstance(e, HandStarted))
    table = _Table.at_start(start, seat)
    for event in events[:upto]:
        table.apply(event)
    return table.view(tuple(events[:upto]))
