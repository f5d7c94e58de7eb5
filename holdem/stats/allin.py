"""A hand's result with an all-in before the river scored by its expected value (the all-in adjustment).

When the hands still in are turned up before the board is complete, the luck of the run-out
decides most of the result. The adjusted result pays each player its expected share of the
pots over the possible run-outs (every one when two cards or fewer are to come, a sample with a
stream seeded by the hand otherwise) minus what it put in; the hand's events (any seat's view:
the cards are shown) are all it needs.

>>> from holdem.engine import Hand, stacked_deck
>>> hand = Hand(stacks=[1000, 1000], button=0, names=["Ann", "Bob"],
...             deck=stacked_deck(num_seats=2, button=0, hole_cards=["AhAd", "KsKd"], board="Kh 2c 3d 9s 4h"))
>>> hand.play("raise_to 1000 call")
>>> hand.view(0).stacks[0] - 1000, round(allin_adjusted(hand.events, 0))  # lost the run-out, not the bet
(-1000, 657)
>>> folded = Hand(stacks=[1000, 1000], button=0, names=["Ann", "Bob"],
...               deck=stacked_deck(num_seats=2, button=0, hole_cards=["AhAd", "KsKd"]))
>>> folded.play("fold")
>>> allin_adjusted(folded.events, 0) is None  # no run-out: the result stands
True
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import combinations
from typing import Final

from holdem.engine.evaluator import evaluate
from holdem.engine.events import CardsShown, Event, HandStarted, PotAwarded, StreetDealt
from holdem.engine.pots import build_pots
from holdem.engine.state import fold_events

TRIALS: Final = 300
"""Run-outs sampled when three cards or more are to come."""


def allin_adjusted(events: Sequence[Event], seat: int) -> float | None:
    """``seat``'s expected result over the run-outs, or None when the hand had no all-in run-out."""
    first = next((i for i, e in enumerate(events) if isinstance(e, CardsShown) and e.reason == "all_in"),
                 None)
    paid = next((i for i, e in enumerate(events) if isinstance(e, PotAwarded)), None)
    if first is None or paid is None:
        return None
    dealt = [e for e in events[:first] if isinstance(e, StreetDealt)]
    board = tuple(int(c) for c in dealt[-1].board) if dealt else ()
    state = fold_events(events[:paid])
    contenders = [s for s in range(state.num_seats) if not state.folded[s]]
    shown = {e.seat: tuple(int(c) for c in e.cards) for e in events[first:paid] if isinstance(e, CardsShown)}
    if seat not in contenders or any(s not in shown for s in contenders):
        return None
    dead = {c for cards in shown.values() for c in cards} | set(board)
    live = [c for c in range(52) if c not in dead]
    need = 5 - len(board)
    if need <= 2:
        runouts = list(combinations(live, need))
    else:
        start = next(e for e in events if isinstance(e, HandStarted))
        rng = random.Random(f"{start.hand_number}:{board}:{sorted(shown.items())}")
        runouts = [tuple(rng.sample(live, need)) for _ in range(TRIALS)]
    won = 0.0
    for run in runouts:
        strength = {s: evaluate(shown[s] + board + run) for s in contenders}
        for pot in build_pots(state.contributed, state.folded):
            if seat in pot.eligible:
                best = max(strength[s] for s in pot.eligible)
                if strength[seat] == best:
                    won += pot.amount / sum(1 for s in pot.eligible if strength[s] == best)
    return won / len(runouts) - state.contributed[seat]
