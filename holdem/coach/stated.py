"""A stated opponent: a range and a simple policy written down, for spots whose answer is exact.

It satisfies :class:`~holdem.coach.model.OpponentModel` as the game's bots do.
Before the flop it plays a holding with the probability its range gives it
(raising to ``open_to``, all in when that is its stack) and calls any raise
afterwards; on the flop and turn it checks, or calls a bet; on the river it
bets ``bet_fraction`` of the pot, calls and raises all in with probabilities
set by its made-hand category (so the river narrows its range).

>>> from holdem.engine import Hand, stacked_deck
>>> from holdem.engine.cards import parse_cards
>>> aces = tuple(sorted(parse_cards("Ah Ad"), reverse=True))
>>> shover = StatedOpponent("Shove", {aces: 0.5}, open_to=1000)
>>> hand = Hand(stacks=[1000, 1000], button=0, deck=stacked_deck(num_seats=2, button=0,
...             hole_cards=["AhAd", "7c2d"]))
>>> [(str(a), p) for a, p in shover.policy(hand.view(0)).choices]
[('fold', 0.5), ('raise_to 1000', 0.5)]
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from holdem.engine.actions import Action
from holdem.engine.evaluator import category, evaluate
from holdem.engine.events import PlayerActed, Street
from holdem.engine.view import PlayerView

Combo = tuple[int, int]

BET = (0.3, 0.2, 0.6, 0.8, 0.9, 0.9, 1.0, 1.0, 1.0)
"""River: the probability of betting when checked to, by category (high card .. straight flush)."""
CALL = (0.05, 0.4, 0.8, 0.9, 1.0, 1.0, 1.0, 1.0, 1.0)
"""River: the probability of calling a bet, by category (of what is left after raising)."""
SHOVE = (0.0, 0.0, 0.0, 0.1, 0.2, 0.3, 0.5, 0.7, 1.0)
"""River: the probability of raising all in over a bet, by category."""


@dataclass(frozen=True, slots=True)
class StatedPolicy:
    """Actions with probabilities, as a bot's policy gives them."""

    choices: tuple[tuple[Action, float], ...]

    def probability(self, action: Action) -> float:
        """The probability of ``action`` (0.0 when it is not a choice)."""
        return sum(p for a, p in self.choices if a == action)

    def sample(self, rng: random.Random) -> Action:
        """One action drawn with ``rng``."""
        u = rng.random()
        for action, p in self.choices:
            u -= p
            if u < 0:
                return action
        return self.choices[-1][0]


def _mix(options: Sequence[tuple[Action, float]]) -> StatedPolicy:
    merged: dict[Action, float] = {}
    for action, p in options:
        if p > 0:
            merged[action] = merged.get(action, 0.0) + p
    return StatedPolicy(tuple(merged.items()))


@dataclass(frozen=True, slots=True)
class StatedOpponent:
    """A range (holding -> probability of playing it) and a policy by made-hand category on the river."""

    name: str
    weights: Mapping[Combo, float]
    open_to: int = 30
    bet_fraction: float = 0.75
    bet: tuple[float, ...] = BET
    call: tuple[float, ...] = CALL
    shove: tuple[float, ...] = SHOVE

    def policy(
        self, view: PlayerView, *, rng: random.Random | None = None, trials: int | None = None
    ) -> StatedPolicy:
        """The distribution of this opponent's action at ``view``."""
        legal = view.legal
        assert legal is not None and view.hole_cards is not None
        a, b = sorted(view.hole_cards, reverse=True)
        if view.street is Street.PREFLOP:
            if legal.can_check:
                return _mix([(Action.check(), 1.0)])
            if any(isinstance(e, PlayerActed) and e.seat == view.seat for e in view.events):
                return _mix([(Action.call(), 1.0)])  # it has played already: it calls a raise
            play = self.weights.get((int(a), int(b)), 0.0)
            if legal.max_raise_to is None:
                return _mix([(Action.fold(), 1.0 - play), (Action.call(), play)])
            size = min(max(self.open_to, legal.min_raise_to or 0), legal.max_raise_to)
            return _mix([(Action.fold(), 1.0 - play), (Action.raise_to(size), play)])
        if view.street is not Street.RIVER:
            return _mix([(Action.check() if legal.can_check else Action.call(), 1.0)])
        kind = int(category(evaluate((*view.hole_cards, *view.board))))
        if legal.can_check:
            if legal.max_raise_to is None:
                return _mix([(Action.check(), 1.0)])
            size = int(view.pot_total * self.bet_fraction)
            size = min(max(size, legal.min_raise_to or 0), legal.max_raise_to)
            return _mix([(Action.raise_to(size), self.bet[kind]), (Action.check(), 1.0 - self.bet[kind])])
        shove = self.shove[kind] if legal.max_raise_to is not None else 0.0
        call = (1.0 - shove) * self.call[kind]
        options = [(Action.fold(), 1.0 - shove - call), (Action.call(), call)]
        if legal.max_raise_to is not None:
            options.append((Action.raise_to(legal.max_raise_to), shove))
        return _mix(options)
