"""The odds aid: pot odds of the decision and the player's equity, from the player's view alone.

Equity is a Monte Carlo estimate against a plausible range for each opponent
still in the hand, read from what they did (the bots' own hand reader, with a
"nothing known" profile), or the exact cards an opponent has turned up. The
random stream is fixed by the hand number and the number of events seen, and
nothing else: the same view always gives the same figure, and nothing hidden
from the player goes in. No Textual here; the screen runs it in a worker.

>>> from holdem.engine import Hand, stacked_deck
>>> hand = Hand(stacks=[1000] * 3, button=0, names=["Hero", "Bob", "Cy"],
...             deck=stacked_deck(num_seats=3, button=0, hole_cards=["AhAd", "7c2d", "KsKd"]))
>>> odds = compute_odds(hand.view(0))
>>> odds.to_call, odds.pot, odds.opponents, round(odds.needed, 2), odds.equity > 0.6
(10, 15, 2, 0.4, True)
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:  # the bots' reader and equity are imported by the first estimate, not with the table
    from holdem.bots.equity import Range
    from holdem.engine.view import PlayerView

ODDS_TRIALS: Final = 2000
"""Trials per estimate: standard error at most 0.5 / sqrt(2000), about one equity point."""


@dataclass(frozen=True, slots=True)
class Odds:
    """What the panel shows for one moment of a hand."""

    key: tuple[int, int]  # (hand number, events seen): which moment this is
    to_call: int  # what a call costs now (0: nothing to call), on the player's turn or before it
    pot: int
    opponents: int
    equity: float | None  # None when the player is not in the hand

    @property
    def needed(self) -> float:
        """The equity a call needs to break even: call / (pot + call)."""
        return self.to_call / (self.pot + self.to_call) if self.to_call else 0.0


def odds_key(view: PlayerView) -> tuple[int, int]:
    return (view.hand_number, len(view.events))


def opponent_ranges(view: PlayerView) -> list[Range]:
    """A range per opponent still in the hand: cards they showed first, then read ranges."""
    from holdem.bots.combos import COMBOS, combo_index
    from holdem.bots.model import Profile
    from holdem.bots.ranges import HandReader

    reader = HandReader(seat=view.seat)
    reader.update(view.hand_number, view.events, {})
    shown: list[Range] = []
    read: list[Range] = []
    for seat in range(view.num_seats):
        if seat == view.seat or view.folded[seat]:
            continue
        cards = view.shown[seat]
        if cards is not None:
            weights = [0.0] * len(COMBOS)
            weights[combo_index(int(cards[0]), int(cards[1]))] = 1.0
            shown.append(weights)
        else:
            read.append(list(reader.range_of(seat, Profile())))
    return shown + read


def compute_odds(view: PlayerView, trials: int = ODDS_TRIALS) -> Odds:
    """Pot odds and equity for ``view``'s seat (slow-ish: about 30-60 ms; run it off the screen)."""
    from holdem.app.pre_action import owed
    from holdem.bots.equity import equity

    to_call = owed(view)  # while others act too: what calling would cost now, not "nothing"
    ranges = [] if view.hole_cards is None or view.folded[view.seat] else opponent_ranges(view)
    value: float | None = None
    if ranges and view.hole_cards is not None:
        rng = random.Random(f"odds:{view.hand_number}:{len(view.events)}")
        hole = [int(c) for c in view.hole_cards]
        value = equity(hole, [int(c) for c in view.board], ranges, trials, rng)
    return Odds(odds_key(view), to_call, view.pot_total, len(ranges), value)
