"""The player's later decisions in the coach's play-outs.

A choice is worth what a good player makes of the hand after it, so the
player's later decisions follow a sound strategy: the tight-aggressive style
of the game's shared strategy (:mod:`holdem.bots.strategy`), seated in the
player's chair and holding the player's cards. At each of its decisions it
reads the opponents' ranges again from everything they did so far in the
play-out (the bots' :class:`~holdem.bots.ranges.HandReader`, narrowed by each
bet and call), bets and raises for value and as bluffs, calls when its
equity against those ranges pays the price and folds when it does not. It
knows nothing of the opponents' history (its reads are the priors), so no
value rests on the continuation exploiting anyone.

A stand-in can be given its own strategy instead (``continuation=bot.decide``,
as the no-bias check does), and the exactness checks use the stated
:class:`~holdem.coach.equity.EquityContinuation` (:data:`STATED`), a rule whose
answer can be worked out independently.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Final, Protocol, runtime_checkable

from holdem.bots.personalities import TIGHT_AGGRESSIVE
from holdem.bots.strategy import StrategyBot
from holdem.bots.style import Personality
from holdem.coach.equity import EquityContinuation
from holdem.coach.model import OpponentModel
from holdem.coach.ranges import Range
from holdem.engine.actions import Action
from holdem.engine.view import PlayerView

Continuation = Callable[[PlayerView], Action]
"""A fixed rule for the player's later decisions: a view in, a legal action out."""

Seat = Continuation | OpponentModel
"""The player in a play-out: a rule, or a policy (sampled, and followed in full on the river)."""

SOUND_STYLE: Final[Personality] = replace(TIGHT_AGGRESSIVE, adaptive=False, sticky=0.0)
"""The tight-aggressive style, calling only at the price (no stickiness) and without reads of anyone."""


@runtime_checkable
class ContinuationFactory(Protocol):
    """Builds the player's continuation for one decision (its cards, the ranges read there, an rng)."""

    def for_decision(self, hole: tuple[int, int], ranges: Mapping[int, Range], rng: random.Random) -> Seat:
        """The continuation for the decision whose player holds ``hole`` against ``ranges``."""
        ...


@dataclass(frozen=True, slots=True)
class SoundContinuation:
    """The sound strategy in the player's chair: a fresh bot of ``style`` for each decision."""

    style: Personality = SOUND_STYLE

    def for_decision(self, hole: tuple[int, int], ranges: Mapping[int, Range], rng: random.Random) -> Seat:
        """A bot playing ``style`` whose ``policy`` the play-outs ask at the player's turns."""
        return StrategyBot("player", self.style, random.Random(rng.getrandbits(32)), adaptive=False)


@dataclass(frozen=True, slots=True)
class StatedContinuation:
    """The stated rule of :class:`~holdem.coach.equity.EquityContinuation`, for the exactness checks."""

    trials: int = 100

    def for_decision(self, hole: tuple[int, int], ranges: Mapping[int, Range], rng: random.Random) -> Seat:
        """The rule against the ranges as they were at the decision."""
        return EquityContinuation(hole, ranges, rng, self.trials)


SOUND: Final = SoundContinuation()
STATED: Final = StatedContinuation()
