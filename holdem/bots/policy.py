"""What a bot would do in one spot, as a distribution over legal actions, and how one is built.

A strategy used to decide by a chain of draws (``if rng.random() < p: ...``);
:class:`Mix` turns the same chain into probabilities: each branch takes its
share of the probability still left, so the chain's outcome frequencies are
kept exactly. A size drawn uniformly from an interval becomes a few evenly
spaced sizes (:func:`spread`) that share the branch's probability.

>>> mix = Mix()
>>> mix.branch(0.25, [(Action.raise_to(60), 0.5), (Action.raise_to(70), 0.5)])
>>> mix.branch(0.5, [(Action.call(), 1.0)])
>>> mix.rest([(Action.fold(), 1.0)])
>>> policy = mix.policy()
>>> [(str(a), p) for a, p in policy.choices]
[('fold', 0.375), ('call', 0.375), ('raise_to 60', 0.125), ('raise_to 70', 0.125)]
>>> policy.probability(Action.raise_to(70)), policy.probability(Action.raise_to(75))
(0.125, 0.0)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from holdem.engine.actions import Action, ActionType

Dist = Sequence[tuple[Action, float]]
"""Actions with their probabilities (summing to 1): one outcome of a branch."""

_ORDER = {ActionType.FOLD: 0, ActionType.CHECK: 1, ActionType.CALL: 2, ActionType.RAISE_TO: 3}


@dataclass(frozen=True, slots=True)
class Policy:
    """What a bot would do in one spot: each distinct legal action with its probability (sum 1)."""

    choices: tuple[tuple[Action, float], ...]

    def probability(self, action: Action) -> float:
        """The chance of ``action`` (a ``raise_to`` matches by its exact amount; 0.0 if never taken)."""
        for choice, p in self.choices:
            if choice == action:
                return p
        return 0.0

    def sample(self, rng: random.Random) -> Action:
        """One action drawn with exactly one ``rng.random()``."""
        u = rng.random()
        seen = 0.0
        for action, p in self.choices:
            seen += p
            if u < seen:
                return action
        return self.choices[-1][0]


class Mix:
    """A chain of chance branches, collected as probabilities instead of drawn."""

    __slots__ = ("left", "weights")

    def __init__(self) -> None:
        self.weights: dict[Action, float] = {}
        self.left = 1.0

    def branch(self, p: float, outcome: Dist) -> None:
        """With probability ``p`` of what is still left, play ``outcome``."""
        mass = self.left * min(max(p, 0.0), 1.0)
        if mass <= 0.0:
            return
        for action, q in outcome:
            self.weights[action] = self.weights.get(action, 0.0) + mass * q
        self.left -= mass

    def rest(self, outcome: Dist) -> None:
        """Everything still left plays ``outcome``."""
        self.branch(1.0, outcome)

    def policy(self, legalize: Callable[[Action], Action] = lambda a: a) -> Policy:
        """The collected actions, each made legal by ``legalize``, equal ones merged, in a fixed order."""
        merged: dict[Action, float] = {}
        for action, w in self.weights.items():
            if w > 0.0:
                legal = legalize(action)
                merged[legal] = merged.get(legal, 0.0) + w
        total = sum(merged.values())
        ordered = sorted(merged.items(), key=lambda item: (_ORDER[item[0].type], item[0].amount))
        return Policy(tuple((action, w / total) for action, w in ordered))


SIZE_POINTS = 4
"""How many sizes stand for a size drawn uniformly from an interval."""


def spread(low: float, high: float, points: int = SIZE_POINTS) -> tuple[float, ...]:
    """Evenly spaced values standing for a uniform draw from [low, high] (the middles of equal parts).

    >>> spread(2.0, 3.0)
    (2.125, 2.375, 2.625, 2.875)
    """
    step = (high - low) / points
    return tuple(low + step * (k + 0.5) for k in range(points))


def even(actions: Sequence[Action]) -> Dist:
    """The actions, equally likely."""
    share = 1.0 / len(actions)
    return [(action, share) for action in actions]


def seeded(*parts: object) -> random.Random:
    """A Random seeded from ``parts``: the same parts give the same stream."""
    return random.Random(":".join(str(p) for p in parts))
