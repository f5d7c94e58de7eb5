"""The player's share of the pot against weighted ranges, and the stated equity continuation.

:func:`share` is the equity the review shows beside each decision. The
:class:`EquityContinuation` is the simple, stated rule the exactness checks
value the play-outs with (``holdem.coach.exact``): a rule whose answer can be
worked out independently. The coach's own play-outs use the sound continuation
of :mod:`holdem.coach.continuation` instead.
"""

from __future__ import annotations

import random
from bisect import bisect_right
from collections.abc import Mapping, Sequence

from holdem.coach.ranges import Combo, Range
from holdem.engine.actions import Action
from holdem.engine.evaluator import evaluate
from holdem.engine.view import PlayerView


def draw_runout(rng: random.Random, dead: set[int], need: int) -> tuple[int, ...]:
    """``need`` cards drawn from the cards not in ``dead``."""
    deck = [c for c in range(52) if c not in dead]
    return tuple(rng.sample(deck, need))


def joint_draw(
    tables: Mapping[int, tuple[Sequence[Combo], Sequence[float]]], dead: set[int], rng: random.Random
) -> dict[int, Combo] | None:
    """One holding per range, none sharing a card (None after 20 failed tries for one of them)."""
    used = set(dead)
    holdings: dict[int, Combo] = {}
    for seat, (combos, cumulative) in tables.items():
        for _attempt in range(20):
            combo = combos[min(bisect_right(cumulative, rng.random() * cumulative[-1]), len(combos) - 1)]
            if combo[0] not in used and combo[1] not in used:
                break
        else:
            return None
        used.update(combo)
        holdings[seat] = combo
    return holdings


def share(
    hole: Sequence[int], board: Sequence[int], ranges: Mapping[int, Range], trials: int, rng: random.Random
) -> float:
    """The share of the pot ``hole`` wins at a showdown against one holding from each range (ties split).

    Heads-up on the river it is exact (every holding scored with its weight); otherwise Monte Carlo.
    """
    if not ranges:
        return 1.0
    dead = set(hole) | set(board)
    if len(ranges) == 1 and len(board) == 5:
        (single,) = ranges.values()
        live = single.without(tuple(dead))
        me = evaluate((*hole, *board))
        won = 0.0
        for (a, b), w in zip(live.combos, live.weights, strict=True):
            them = evaluate((a, b, *board))
            won += w if me > them else w / 2 if me == them else 0.0
        return won / live.total if live.combos else 1.0
    tables = {s: (r.combos, r.cumulative) for s, r in ranges.items()}
    won = 0.0
    done = 0
    for _ in range(trials):
        holdings = joint_draw(tables, dead, rng)
        if holdings is None:
            continue
        used = dead | {c for combo in holdings.values() for c in combo}
        full = (*board, *draw_runout(rng, used, 5 - len(board)))
        me = evaluate((*hole, *full))
        theirs = [evaluate((*combo, *full)) for combo in holdings.values()]
        best = max(theirs)
        ties = theirs.count(best)
        won += 1.0 if me > best else 1.0 / (ties + 1) if me == best else 0.0
        done += 1
    return won / done if done else 0.0


class EquityContinuation:
    """A stated continuation: check when free; facing a bet, call when the equity against the ranges
    held at the decision (on the board as it is now) pays the pot odds, else fold; never bet or raise."""

    def __init__(
        self, hole: tuple[int, int], ranges: Mapping[int, Range], rng: random.Random, trials: int = 100
    ) -> None:
        self.hole = hole
        self.ranges = ranges
        self.trials = trials
        self.rng = rng
        self._equity: dict[tuple[tuple[int, ...], frozenset[int]], float] = {}

    def __call__(self, view: PlayerView) -> Action:
        legal = view.legal
        assert legal is not None
        if legal.can_check:
            return Action.check()
        board = tuple(int(c) for c in view.board)
        live = frozenset(s for s in view.in_hand if s in self.ranges)
        key = (board, live)
        if key not in self._equity:
            ranges = {s: self.ranges[s].without(board) for s in live}
            ranges = {s: r for s, r in ranges.items() if r.combos}
            self._equity[key] = share(self.hole, board, ranges, self.trials, self.rng)
        need = legal.call_amount / (view.pot_total + legal.call_amount)
        return Action.call() if self._equity[key] >= need else Action.fold()
