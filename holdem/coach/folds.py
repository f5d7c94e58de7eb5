"""Choices the opponents usually fold to, valued without waiting for the rare call.

After a raise before the flop (an all-in above all), every opponent still to act
may fold, and if they all do the hand is over. Drawing holdings and actions as
the other play-outs do, most deals end with everyone folding and a call (the
costly outcome) turns up a handful of times in a hundred: the value swings with
how many calls a seed happens to draw, and a seed that draws none reports a
margin of zero. Here instead the chance that everyone folds is worked out from
the ranges (each opponent's chance to fold over its whole range, asked of its
policy on the line where those before it folded, once per starting-hand class:
before the flop the game's strategy answers by the class, not the suits), that outcome is
counted with its exact share, and every play-out is spent on the rest: the
first opponent who does not fold is drawn with its share, its holding from its
range weighted by its chance of not folding (those before it by their chance of
folding), and the hand is played on from its answer. The value is

    P(all fold) x (chips won then) + (1 - P(all fold)) x (the play-out's value).

The opponents' holdings are taken as independent for the chance that all fold
(card removal between them is ignored there; the holdings drawn share no card).
"""

from __future__ import annotations

import random
from bisect import bisect_right
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from itertools import accumulate

from holdem.bots.combos import class_name
from holdem.coach.model import OpponentModel
from holdem.coach.ranges import Combo, Range
from holdem.coach.table import Line
from holdem.engine.actions import Action


@dataclass(frozen=True, slots=True)
class FoldStep:
    """One opponent on the line where everyone before it folded: its holdings and each one's fold chance.

    What every play-out asks of it is worked out once, when it is made (:meth:`of`): the chance it
    folds over its range, and the running sums of its holdings' weights times their chance to fold
    and not to fold, from which a holding is drawn.
    """

    line: Line
    actor: int
    combos: tuple[Combo, ...]
    weights: tuple[float, ...]
    folds: tuple[float, ...]
    chance: float
    """The chance this opponent folds, over its range."""
    folding: tuple[float, ...]
    """Running sums of each holding's weight times its chance to fold."""
    calling: tuple[float, ...]
    """Running sums of each holding's weight times its chance not to fold."""

    @classmethod
    def of(cls, line: Line, actor: int, combos: tuple[Combo, ...], weights: tuple[float, ...],
           folds: tuple[float, ...]) -> FoldStep:
        """The step of ``actor`` holding ``combos`` (with ``weights``), each folding with ``folds``."""
        chance = sum(w * f for w, f in zip(weights, folds, strict=True)) / sum(weights)
        folding = tuple(accumulate(w * f for w, f in zip(weights, folds, strict=True)))
        calling = tuple(accumulate(w * (1.0 - f) for w, f in zip(weights, folds, strict=True)))
        return cls(line, actor, combos, weights, folds, chance, folding, calling)


@dataclass(frozen=True, slots=True)
class FoldPath:
    """The opponents to act after a choice, each folding in turn, and the chips won when all have."""

    steps: tuple[FoldStep, ...]
    won: float

    @property
    def all_fold(self) -> float:
        found = 1.0
        for step in self.steps:
            found *= step.chance
        return found

    def draw(
        self, holdings: Mapping[int, Combo], ranges: Mapping[int, Range], dead: set[int], rng: random.Random
    ) -> tuple[int, dict[int, Combo]]:
        """The first opponent not to fold (drawn with its share) and holdings for the deal that fit it."""
        shares, reach = [], 1.0
        for step in self.steps:
            shares.append(reach * (1.0 - step.chance))
            reach *= step.chance
        first = _pick(shares, rng.random())
        found = dict(holdings)
        used = set(dead)
        on_path = {step.actor for step in self.steps[: first + 1]}
        for index, step in enumerate(self.steps[: first + 1]):
            cumulative = step.calling if index == first else step.folding
            found[step.actor] = _draw(step.combos, cumulative, used, rng)
            used.update(found[step.actor])
        for seat, combo in holdings.items():
            if seat not in on_path:
                if combo[0] in used or combo[1] in used:  # drawn again, clear of the cards now held
                    found[seat] = _draw(ranges[seat].combos, ranges[seat].cumulative, used, rng)
                used.update(found[seat])
        return first, found


def fold_path(
    start: Line, seat: int, ranges: Mapping[int, Range], models: Mapping[int, OpponentModel],
    won: Callable[[Line], float], trials: int, rng: random.Random,
) -> FoldPath | None:
    """The fold path after a choice (``start``: the line just after it), or None when folding all does not
    end the hand or some opponent on it never folds."""
    steps = []
    line = start
    while not line.over:
        actor = line.state.to_act
        if line.round_over or actor is None or actor == seat or actor not in ranges:
            return None
        held = ranges[actor]
        asked: dict[str, float] = {}  # before the flop a policy answers by the starting-hand class
        for combo in held.combos:
            name = class_name(*combo)
            if name not in asked:
                view = line.with_holdings({actor: combo}).view(actor)
                asked[name] = models[actor].policy(view, rng=rng, trials=trials).probability(Action.fold())
        folds = tuple(asked[class_name(*c)] for c in held.combos)
        step = FoldStep.of(line, actor, held.combos, held.weights, folds)
        if step.chance <= 0.0:
            return None
        steps.append(step)
        line = line.act(Action.fold())
    return FoldPath(tuple(steps), won(line)) if steps else None


def _pick(shares: Sequence[float], u: float) -> int:
    cumulative = list(accumulate(shares))
    return min(bisect_right(cumulative, u * cumulative[-1]), len(shares) - 1)


def _draw(combos: Sequence[Combo], cumulative: Sequence[float], used: set[int], rng: random.Random) -> Combo:
    """A holding drawn in proportion to its weight (``cumulative``: the running sums of the weights)
    that shares no card with ``used`` (20 tries)."""
    combo = combos[0]
    for _attempt in range(20):
        if cumulative[-1] <= 0.0:
            combo = combos[int(rng.random() * len(combos))]
        else:
            combo = combos[min(bisect_right(cumulative, rng.random() * cumulative[-1]), len(combos) - 1)]
        if combo[0] not in used and combo[1] not in used:
            return combo
    return combo
