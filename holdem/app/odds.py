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

from dataclasses import dataclass
from typing import TYPE_CHECKING

from holdem.engine.events import Street

if TYPE_CHECKING:  # the coach's estimate and the bots' reader are imported by the first one, not with it
    from holdem.engine.view import PlayerView


@dataclass(frozen=True, slots=True)
class Odds:
    """What the panel shows for one moment of a hand."""

    key: tuple[int, int]  # (hand number, events seen): which moment this is
    to_call: int  # what a call costs now (0: nothing to call), on the player's turn or before it
    pot: int  # what the player can win: the chips of a bet beyond its stack are not in it
    opponents: int
    equity: float | None  # None when the player is not in the hand
    unopened: bool = False  # before the flop with no raise yet: players still to act may raise behind

    @property
    def needed(self) -> float:
        """The equity a call needs to break even: call / (pot + call)."""
        return self.to_call / (self.pot + self.to_call) if self.to_call else 0.0


def odds_key(view: PlayerView) -> tuple[int, int]:
    return (view.hand_number, len(view.events))


def compute_odds(view: PlayerView, trials: int | None = None) -> Odds:
    """Pot odds and equity for ``view``'s seat (slow-ish: about 30-60 ms; run it off the screen). The
    estimate is the coach's :func:`~holdem.coach.explain.aid_equity` (its trials unless ``trials`` says),
    so the review tells the same figure."""
    from holdem.app.pre_action import owed
    from holdem.coach.explain import AID_TRIALS, aid_equity, aid_ranges
    from holdem.coach.table import winnable_pot

    to_call = owed(view)  # while others act too: what calling would cost now, not "nothing"
    ranges = [] if view.hole_cards is None or view.folded[view.seat] else aid_ranges(view)
    value = aid_equity(view, AID_TRIALS if trials is None else trials, ranges) if ranges else None
    unopened = view.street is Street.PREFLOP and view.current_bet <= view.big_blind
    in_hand = view.hole_cards is not None and not view.folded[view.seat]
    pot = winnable_pot(view, view.seat) if in_hand else view.pot_total  # what it can win, as the review says
    return Odds(odds_key(view), to_call, pot, len(ranges), value, unopened=unopened)
