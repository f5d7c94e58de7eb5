"""Monte Carlo equity of two hole cards against opponents' weighted ranges.

A range is a list of 1,326 weights, one per combo in :data:`~holdem.bots.combos.COMBOS`.
Each trial draws every opponent's hand from its range (a weighted draw, with
cards clashing with earlier draws redrawn), deals the rest of the board with a
partial shuffle driven by ``random.random()``, and scores the showdown with the
engine's evaluator (:func:`holdem.engine.evaluator.evaluate`, 7-tuples of ints).
The trials are counted by a fixed rule, never a time budget: at
:data:`TRIALS` the standard error is at most 0.5 / sqrt(640) < 2 equity points.
A bot's decision asks for :data:`SETTLED` instead: the trials run in looks of
:data:`~holdem.bots.showdowns.LOOK` and stop at the first look where the standard
error is at most 2.5 points (:func:`~holdem.bots.showdowns.settled`): a coin flip, the
worst case, takes 400 trials, a hand far ahead or behind as few as 80 (it varies less
from trial to trial). The rule reads only the trials: the same numbers give the same stop.

>>> import random
>>> from holdem.engine.cards import parse_cards
>>> aces = parse_cards("Ah Ad")
>>> round(equity(aces, (), [uniform_range()], 4000, random.Random(1)), 1)
0.9

On the river the equity is exact (:mod:`holdem.bots.exact`).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import accumulate, compress
from typing import Final

from holdem.bots.board import CARD_COMBOS
from holdem.bots.combos import COMBOS
from holdem.bots.showdowns import heads_up, keyed_combos
from holdem.bots.showdowns_multiway import multiway

TRIALS: Final = 640
"""Trials per estimate: standard error at most 0.5 / sqrt(640), about 1.98 equity points."""

SETTLED: Final = 0.025
"""The standard error a bot's equity stops at (2.5 points, what 400 trials give at a coin flip): small beside
the spread its decisions have on purpose (with :data:`~holdem.bots.defence.CALL_BLUR` a call's chance climbs
from 12% to 88% over 10 points of equity)."""

Range = list[float]


def uniform_range() -> Range:
    """Every combo equally likely: an opponent about whom nothing is known."""
    return [1.0] * len(COMBOS)


class Sampler:
    """A range with the dead cards removed, ready for weighted draws by bisection: the live combos, each with
    the sum of its cards' keys (:data:`~holdem.bots.showdowns.Keyed`), and their cumulative weights."""

    __slots__ = ("combos", "cumulative", "total")

    def __init__(self, weights: Sequence[float], dead: Sequence[int]) -> None:
        if len(weights) != len(COMBOS):
            raise ValueError(f"a range has one weight per combo ({len(COMBOS)}), not {len(weights)}")
        live = _without(list(weights), dead)
        drawn = list(filter(None, live))
        if drawn and min(drawn) < 0.0:  # a weight is a share: one below 0 is drawn as none, as 0 is
            live = [max(w, 0.0) for w in live]
            drawn = list(filter(None, live))
        if not drawn:  # a range narrowed to nothing: fall back to any live hand
            live = _without([1.0] * len(COMBOS), dead)
            drawn = list(filter(None, live))
        self.combos = list(compress(keyed_combos(), live))
        self.cumulative = list(accumulate(drawn))
        self.total = self.cumulative[-1]


def _without(weights: list[float], dead: Sequence[int]) -> list[float]:
    """``weights`` with every combo holding a dead card set to 0 (in place)."""
    for card in set(dead):
        for i in CARD_COMBOS[card]:
            weights[i] = 0.0
    return weights


def equity(
    hole: Sequence[int],
    board: Sequence[int],
    ranges: Sequence[Range],
    trials: int,
    rng: random.Random,
    error: float = 0.0,
) -> float:
    """Share of the pot ``hole`` wins on average against one hand from each range (ties split): ``trials``
    of them, or with an ``error`` (:data:`SETTLED`) as few looks as pin it down that far."""
    dead = (*hole, *board)
    samplers = [Sampler(weights, dead) for weights in ranges]
    deck = [c for c in range(52) if c not in dead]
    drawn = [(s.combos, s.cumulative, s.total) for s in samplers]
    if len(drawn) == 1:
        return heads_up(tuple(hole), tuple(board), drawn[0], deck, trials, rng, error)
    return multiway(tuple(hole), tuple(board), drawn, deck, trials, rng, error)
