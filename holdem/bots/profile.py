"""The read of one player: its counts, and the estimates a bot plays against (:class:`Profile`).

The counts are those :mod:`holdem.stats` counts from the events (a :class:`~holdem.stats.Totals`, or the few
of them a profile reads, :data:`READ_COUNTS`); each estimate is ``(count + prior x weight) / (chances +
weight)``, so a few hands do not swing it. :class:`~holdem.bots.model.TableModel` keeps one for each player
at the table.

>>> read = Profile(hands=20, vpip=10)
>>> round(read.vpip_rate(), 2), round(Profile().vpip_rate(), 2)  # 10 of 20 hands: the prior still has a say
(0.42, 0.28)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from operator import attrgetter
from typing import Final

from holdem.bots.aggression import THREE_BET_PRIOR, AggressionRead
from holdem.engine.events import Street
from holdem.stats import LINES, Totals

__all__ = ["READ_COUNTS", "LineCounts", "Profile"]

_STREETS = ((Street.FLOP, "flop"), (Street.TURN, "turn"), (Street.RIVER, "river"))

# The priors of a stranger's estimates and how many hands or chances each counts for: a prior weighs as
# much as that many observations, so a few hands do not swing a read.
_VPIP_PRIOR: Final = 0.28
"""A stranger puts money in voluntarily in 28% of its hands."""
_PFR_PRIOR: Final = 0.18
"""A stranger raises before the flop in 18% of its hands."""
_PREFLOP_WEIGHT: Final = 12
"""Hands the VPIP and PFR priors count for: a dozen hands before the evidence has half the say."""
_THREE_BET_WEIGHT: Final = 8
"""Chances the 3-bet prior counts for (chances come less often than hands)."""
_BET_PRIOR: Final = 0.4
"""A stranger bets 40% of the times it is checked to after the flop."""
_FOLD_TO_BET_PRIOR: Final = 0.45
"""A stranger folds 45% of the bets it faces after the flop."""
_RAISE_TO_BET_PRIOR: Final = 0.1
"""A stranger raises 10% of the bets it faces after the flop."""
_POSTFLOP_WEIGHT: Final = 10
"""Chances the post-flop priors count for."""
_LINE_WEIGHT: Final = 6
"""Chances a player's overall rate counts for as the prior of one line's or one street's rate."""


def _estimate(count: int, total: int, prior: float, weight: float) -> float:
    return (count + prior * weight) / (total + weight)


@dataclass(slots=True)
class LineCounts:
    """How a player answered bets in one situation, or how often it bet when checked to on a street."""

    chances: int = 0
    folds: int = 0
    raises: int = 0
    bets: int = 0


@dataclass(slots=True)
class Profile:
    """Counts for one player name; the ``*_rate`` methods turn them into estimates."""

    hands: int = 0
    vpip: int = 0
    pfr: int = 0
    three_bet_chances: int = 0
    three_bets: int = 0
    shoves: int = 0
    bet_chances: int = 0  # postflop, nothing to call
    bets: int = 0
    faced_bets: int = 0  # postflop, something to call
    folds_to_bets: int = 0
    raises_to_bets: int = 0
    calls: int = 0
    saw_flop: int = 0
    showdowns: int = 0
    facing: dict[str, LineCounts] = field(default_factory=dict)
    """Answers to postflop bets by situation (:data:`LINES`)."""
    betting: dict[Street, LineCounts] = field(default_factory=dict)
    """Bets when checked to, by street."""
    aggression: AggressionRead = field(default_factory=AggressionRead)
    """Its aggressive lines read per chance (:mod:`holdem.bots.aggression`), from finished hands."""

    def vpip_rate(self) -> float:
        return _estimate(self.vpip, self.hands, _VPIP_PRIOR, _PREFLOP_WEIGHT)

    def pfr_rate(self) -> float:
        return min(_estimate(self.pfr, self.hands, _PFR_PRIOR, _PREFLOP_WEIGHT), self.vpip_rate())

    def three_bet_rate(self) -> float:
        return _estimate(self.three_bets, self.three_bet_chances, THREE_BET_PRIOR, _THREE_BET_WEIGHT)

    def bet_rate(self) -> float:
        """How often the player bets when checked to after the flop."""
        return _estimate(self.bets, self.bet_chances, _BET_PRIOR, _POSTFLOP_WEIGHT)

    def fold_to_bet_rate(self) -> float:
        return _estimate(self.folds_to_bets, self.faced_bets, _FOLD_TO_BET_PRIOR, _POSTFLOP_WEIGHT)

    def raise_to_bet_rate(self) -> float:
        return _estimate(self.raises_to_bets, self.faced_bets, _RAISE_TO_BET_PRIOR, _POSTFLOP_WEIGHT)

    def fold_rate(self, line: str) -> float:
        """How often it folds to a bet in situation ``line``, shrunk towards its overall fold rate."""
        counts = self.facing.get(line)
        prior = self.fold_to_bet_rate()
        return prior if counts is None else _estimate(counts.folds, counts.chances, prior, _LINE_WEIGHT)

    def street_bet_rate(self, street: Street) -> float:
        """How often it bets when checked to on ``street``, shrunk towards its overall bet rate."""
        counts = self.betting.get(street)
        prior = self.bet_rate()
        return prior if counts is None else _estimate(counts.bets, counts.chances, prior, _LINE_WEIGHT)

    @classmethod
    def of(cls, totals: Totals, aggression: AggressionRead | None = None) -> Profile:
        """The read of a player's :class:`~holdem.stats.Totals` (its hands: those with a preflop decision)
        and of its aggressive lines (none counted: a stranger's)."""
        return cls.of_counts(_READ_COUNTS(totals), aggression)

    @classmethod
    def of_counts(cls, counts: Sequence[int], aggression: AggressionRead | None = None) -> Profile:
        """:meth:`of` from the counts it reads, in the order of :data:`READ_COUNTS`."""
        decisions, vpip, pfr, three_bet_chances, three_bets, shoves, calls, saw_flop, showdowns = counts[:9]
        facing: dict[str, LineCounts] = {}
        faced = folds = raises = 0
        for i, line in enumerate(LINES):
            at = _LINES_AT + 3 * i
            n, folded, raised = counts[at], counts[at + 1], counts[at + 2]
            if n:
                facing[line] = LineCounts(n, folded, raised)
                faced, folds, raises = faced + n, folds + folded, raises + raised
        betting: dict[Street, LineCounts] = {}
        chances = bets = 0
        for i, (street, _word) in enumerate(_STREETS):
            at = _STREETS_AT + 2 * i
            n, bet = counts[at], counts[at + 1]
            if n:
                betting[street] = LineCounts(chances=n, bets=bet)
                chances, bets = chances + n, bets + bet
        return cls(
            hands=decisions, vpip=vpip, pfr=pfr, three_bet_chances=three_bet_chances, three_bets=three_bets,
            shoves=shoves, bet_chances=chances, bets=bets, faced_bets=faced, folds_to_bets=folds,
            raises_to_bets=raises, calls=calls, saw_flop=saw_flop, showdowns=showdowns, facing=facing,
            betting=betting, aggression=AggressionRead() if aggression is None else aggression,
        )


READ_COUNTS: Final = (
    "decisions", "vpip_hands", "pfr_hands", "three_bet_chances", "three_bets", "shoves", "postflop_calls",
    "saw_flop", "showdowns",
    *(f"{kind}_{line}" for line in LINES for kind in ("faced", "folded", "raised")),
    *(f"{kind}_{word}" for _street, word in _STREETS for kind in ("checked_to", "bet")),
)
"""The counts of :class:`~holdem.stats.Totals` a :class:`Profile` reads, in the order
:meth:`Profile.of_counts` takes them: nine, then (faced, folded, raised) by line, then (chances, bets) by
street."""
_LINES_AT: Final = 9
_STREETS_AT: Final = _LINES_AT + 3 * len(LINES)
_READ_COUNTS: Final = attrgetter(*READ_COUNTS)
