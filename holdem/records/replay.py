"""Step through a stored hand: the table as the player saw it after each event.

The stored events are the player's view, so a replay can show only what the
player saw: their own cards, the board and the hands shown at a showdown.
Each step folds a prefix of the events with the engine's one reducer
(``holdem.engine.state``); nothing here works the table out again.

>>> from holdem.engine import Hand, stacked_deck, filter_events
>>> hand = Hand(stacks=[1000, 1000, 1000], button=0, names=["Hero", "Bob", "Cy"],
...             deck=stacked_deck(num_seats=3, button=0, hole_cards=["AhAd", "7c2d", "KsKd"]))
>>> hand.play("raise_to 30 fold call")
>>> events = filter_events(hand.events, 0)
>>> steps = replay_steps(events)
>>> view = replay_view(events, 0, steps[-1])
>>> view.pot_total, view.stacks == hand.view(0).stacks, view.hole_cards == hand.hole_cards(0)
(65, True, True)
>>> replay_view(events, 0, len(events)).shown[2]  # Cy's cards were never shown
>>> dealt = state_at(events, steps[0])
>>> dealt.to_act, dealt.hole[1]  # Hero acts first; Bob's cards are not in Hero's events
(0, None)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from holdem.engine.events import (
    CardsShown,
    Event,
    HandEnded,
    HoleCardsDealt,
    PlayerActed,
    PotAwarded,
    StreetDealt,
    UncalledBetReturned,
)
from holdem.engine.state import TableState, fold_events
from holdem.engine.view import PlayerView, view_of_state

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


def state_at(events: Sequence[Event], upto: int) -> TableState:
    """The table after the first ``upto`` events, folded by the engine's one reducer."""
    return fold_events(events[:upto])


def replay_view(events: Sequence[Event], seat: int, upto: int) -> PlayerView:
    """The table as ``seat`` saw it after the first ``upto`` events (nobody is to act in a replay)."""
    shown = tuple(events[:upto])
    view = view_of_state(state_at(shown, upto), seat, shown)
    return replace(view, to_act=None, legal=None)
