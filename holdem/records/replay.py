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


def view_at(events: Sequence[Event], seat: int, upto: int) -> PlayerView:
    """The table as ``seat`` saw it after the first ``upto`` events."""
    start = next(e for e in events if isinstance(e, HandStarted))
    n = len(start.names)
    stacks = list(start.stacks)
    committed, contributed = [0] * n, [0] * n
    folded, all_in = [False] * n, [False] * n
    shown: list[tuple[Card, Card] | None] = [None] * n
    hole: tuple[Card, Card] | None = None
    board: tuple[Card, ...] = ()
    street, current_bet, paid, over = Street.PREFLOP, 0, 0, False
    for event in events[:upto]:
        if isinstance(event, BlindPosted):
            stacks[event.seat] -= event.amount
            committed[event.seat] += event.amount
            contributed[event.seat] += event.amount
            all_in[event.seat] = event.all_in
            current_bet = max(current_bet, committed[event.seat])
        elif isinstance(event, HoleCardsDealt):
            if event.seat == seat and event.cards is not None:
                hole = event.cards
        elif isinstance(event, PlayerActed):
            stacks[event.seat] -= event.amount
            committed[event.seat] += event.amount
            contributed[event.seat] += event.amount
            folded[event.seat] = folded[event.seat] or event.move is Move.FOLD
            all_in[event.seat] = all_in[event.seat] or event.all_in
            current_bet = max(current_bet, committed[event.seat])
        elif isinstance(event, StreetDealt):
            board, street = event.board, event.street
            committed, current_bet = [0] * n, 0
        elif isinstance(event, UncalledBetReturned):
            stacks[event.seat] += event.amount
            contributed[event.seat] -= event.amount
            committed[event.seat] = max(0, committed[event.seat] - event.amount)
            current_bet = max(committed)
        elif isinstance(event, CardsShown):
            shown[event.seat] = event.cards
        elif isinstance(event, PotAwarded):
            paid += event.amount
            for winner, amount in event.shares:
                stacks[winner] += amount
        elif isinstance(event, HandEnded):
            stacks, over = list(event.stacks), True
    pots = () if over else build_pots(contributed, folded) if any(contributed) else ()
    return PlayerView(
        seat=seat,
        hand_number=start.hand_number,
        names=start.names,
        button=start.button,
        small_blind=start.small_blind,
        big_blind=start.big_blind,
        hole_cards=hole,
        board=board,
        street=street,
        stacks=tuple(stacks),
        committed=tuple(committed),
        contributed=tuple(contributed),
        folded=tuple(folded),
        all_in=tuple(all_in),
        shown=tuple(shown),
        current_bet=current_bet,
        pot_total=sum(contributed) - paid,
        pots=pots,
        to_act=None,
        legal=None,
        is_over=over,
        events=tuple(events[:upto]),
    )
