"""What the coach needs of an opponent: a policy, the probability of each action from its view.

The game's :class:`~holdem.bots.strategy.StrategyBot` satisfies :class:`OpponentModel`
(its ``policy`` is pure: asking does not change the bot), and so does a test's stated
strategy, so the coach grades against either.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol, runtime_checkable

from holdem.engine.actions import Action
from holdem.engine.view import PlayerView


class Policy(Protocol):
    """A distribution over the actions a seat may take now."""

    @property
    def choices(self) -> Sequence[tuple[Action, float]]:
        """Each action with its probability (they sum to 1)."""
        ...

    def probability(self, action: Action) -> float:
        """The probability of ``action`` (0.0 for one not among the choices)."""
        ...

    def sample(self, rng: random.Random) -> Action:
        """One action drawn with ``rng``."""
        ...


@runtime_checkable
class OpponentModel(Protocol):
    """An opponent as the coach sees it: the policy it would follow from any view of its seat."""

    @property
    def name(self) -> str:
        """The opponent's name at the table."""
        ...

    def policy(
        self, view: PlayerView, *, rng: random.Random | None = None, trials: int | None = None
    ) -> Policy:
        """The distribution of this seat's action at ``view`` (its turn); never changes the model."""
        ...
