"""The player's later decisions in the coach's play-outs.

A choice is worth what a good player makes of the hand after it, so the
player's later decisions follow a sound strategy: the tight-aggressive style
of the game's shared strategy (:mod:`holdem.bots.strategy`), seated in the
player's chair and holding the player's cards. At each of its decisions it
reads the opponents' ranges again from everything they did so far in the
play-out (the bots' :class:`~holdem.bots.ranges.HandReader`, narrowed by each
bet and call), bets and raises for value and as bluffs, calls when its
equity against those ranges pays the price and folds when it does not. It
reads each opponent's bets by the table's record of that opponent
(:func:`table_record`: what the player saw him do, so a bet from a player who
bets everything is not read as one from a player who bets only strong hands),
and shifts none of its own bets and bluffs against anyone (the style keeps no
reads), so no value rests on the continuation exploiting someone.

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

from holdem.bots.model import Profile, TableModel
from holdem.bots.personalities import TIGHT_AGGRESSIVE
from holdem.bots.strategy import StrategyBot
from holdem.bots.style import Personality
from holdem.coach.defender import Defender
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
    """Builds the player's continuation for one decision (its cards, the ranges read there, an rng, and the
    opponents as they answer in the play-outs)."""

    def for_decision(self, hole: tuple[int, int], ranges: Mapping[int, Range], rng: random.Random,
                     models: Mapping[int, OpponentModel]) -> Seat:
        """The continuation for the decision whose player holds ``hole`` against ``ranges``."""
        ...


def table_record(models: Mapping[int, OpponentModel]) -> dict[str, Profile]:
    """Each opponent's read by name as the table counted it, from another opponent's count of him.

    Every seat saw the same actions and the same showdowns, so another seat's count of an opponent is
    what the player saw of him too (an opponent's count of itself is left out: it knows its own cards).
    The seat that counted him in the most hands is taken (not a copy that knows nothing of anyone, as
    the exploit check seats). An opponent no other model counted (a model that is not a bot, a hand with
    one opponent) is absent, and read by the priors.
    """
    bots = [m.style if isinstance(m, Defender) else m for m in models.values()]
    counted = [m for m in bots if isinstance(m, StrategyBot)]
    record = {}
    for model in models.values():
        reads = [c.model.profile(model.name) for c in counted if c.name != model.name]
        if reads:
            record[model.name] = max(reads, key=lambda read: read.hands)
    return record


@dataclass(frozen=True, slots=True)
class SoundContinuation:
    """The sound strategy in the player's chair: a fresh bot of ``style`` for each decision."""

    style: Personality = SOUND_STYLE

    def for_decision(self, hole: tuple[int, int], ranges: Mapping[int, Range], rng: random.Random,
                     models: Mapping[int, OpponentModel]) -> Seat:
        """A bot playing ``style`` whose ``policy`` the play-outs ask at the player's turns, reading the
        opponents by :func:`table_record`."""
        bot = StrategyBot("player", self.style, random.Random(rng.getrandbits(32)), adaptive=False)
        bot.model = TableModel(profiles=table_record(models))
        return bot


@dataclass(frozen=True, slots=True)
class StatedContinuation:
    """The stated rule of :class:`~holdem.coach.equity.EquityContinuation`, for the exactness checks."""

    trials: int = 100

    def for_decision(self, hole: tuple[int, int], ranges: Mapping[int, Range], rng: random.Random,
                     models: Mapping[int, OpponentModel]) -> Seat:
        """The rule against the ranges as they were at the decision."""
        return EquityContinuation(hole, ranges, rng, self.trials)


SOUND: Final = SoundContinuation()
STATED: Final = StatedContinuation()
