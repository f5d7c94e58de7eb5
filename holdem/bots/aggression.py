"""How often each player takes each aggressive line, read per chance to take it, with a prior each.

The counts are :mod:`holdem.stats`'s, from the same pass over the events as the HUD's
(:class:`~holdem.stats.Totals` and :class:`~holdem.stats.Habits`): a 3-bet or a shove
against the hands where the player faced a single raise, a 4-bet against its raises
that were re-raised, a continuation bet against the flops where it raised before and
nobody bet, a river bet against the rivers checked to it, and so on. Here each becomes
a rate that starts from a prior and gives way to what was seen within about ten to
twenty chances (:data:`WEIGHT`).

>>> from holdem.engine.events import Move, PlayerActed, Street
>>> from holdem.stats import HandCounter
>>> hand = [PlayerActed(0, Street.PREFLOP, Move.RAISE, 25, 25, 10, False),
...         PlayerActed(1, Street.PREFLOP, Move.RAISE, 990, 1000, 25, True)]
>>> counter = HandCounter(2).feed(hand)
>>> bob = AggressionRead.of(counter.record(1), counter.habits(1))
>>> (bob.shove_over_open.chances, bob.shove_over_open.taken, bob.three_bet.taken)
(1, 1, 1)
>>> round(bob.shove_over_open_rate(), 3), round(AggressionRead().shove_over_open_rate(), 3)
(0.169, 0.03)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final

from holdem.stats import Habits, Totals

WEIGHT: Final = 6.0
"""Chances the prior counts for: after six chances the evidence weighs as much as the prior."""

# The priors: how a player about whom nothing is known is read, each a rate per chance.
THREE_BET_PRIOR: Final = 0.07
"""A stranger re-raises 7% of the single raises it faces: its 3-bet is read as the top 7% of hands."""
SHOVE_OVER_OPEN_PRIOR: Final = 0.03
"""A stranger moves all in over an open 3% of the time: its shove is read as the top 3% of hands."""
SHOVE_FIRST_IN_PRIOR: Final = 0.03
"""A stranger moves all in first in 3% of the time: its shove is read as the top 3% of hands."""
FOUR_BET_PRIOR: Final = 0.04
"""A stranger re-raises again with 4% of its re-raised raises: a 4-bet is read as the top 4% of its raising
range."""
FOLD_TO_RERAISE_PRIOR: Final = 0.5
"""A stranger folds half the raises of its that are re-raised."""
CBET_PRIOR: Final = 0.6
"""A stranger continuation-bets 60% of the flops checked to it as the preflop raiser."""
DONK_PRIOR: Final = 0.1
"""A stranger leads into the preflop raiser on 10% of flops: leads are rare and mean something."""
RIVER_BET_PRIOR: Final = 0.35
"""A stranger bets 35% of the rivers checked to it."""
RIVER_BLUFF_PRIOR: Final = 0.25
"""A quarter of a stranger's river bets shown down hold less than a pair."""
FOLD_TO_RAISE_PRIOR: Final = 0.6
"""A stranger folds 60% of its bets after the flop that are raised: raises are strong."""


@dataclass(slots=True)
class Line:
    """Chances to take a line, and how many were taken."""

    chances: int = 0
    taken: int = 0

    def rate(self, prior: float, weight: float = WEIGHT) -> float:
        return (self.taken + prior * weight) / (self.chances + weight)


@dataclass(slots=True)
class AggressionRead:
    """One player's aggressive lines, each counted per chance (:meth:`of`: from :mod:`holdem.stats`)."""

    three_bet: Line = field(default_factory=Line)
    """Facing a single raise (not its own): re-raised."""
    shove_over_open: Line = field(default_factory=Line)
    """Facing a single raise: moved all in."""
    shove_first_in: Line = field(default_factory=Line)
    """No raise before it: moved all in."""
    four_bet: Line = field(default_factory=Line)
    """Its raise re-raised (the first time in a hand): raised again."""
    fold_to_reraise: Line = field(default_factory=Line)
    """Its raise re-raised (the first time in a hand): folded."""
    steal_refold: Line = field(default_factory=Line)
    """Its steal (a raise first in from the cut-off, the button or the small blind) re-raised: folded. A
    steal's range is wider than an early open's: read apart, as a HUD's fold to 3-bet after a steal."""
    c_bet: Line = field(default_factory=Line)
    """The preflop raiser on a flop with no bet before it: bet. (Not named ``cbet``: a slot name equal
    to the stats line ``"cbet"`` shares its string in a pickle, so a bot's copy pickled otherwise.)"""
    donk: Line = field(default_factory=Line)
    """Not the preflop raiser, on a flop with no bet and the raiser still to act: bet."""
    raise_cbet: Line = field(default_factory=Line)
    """Facing a continuation bet: raised."""
    river_bet: Line = field(default_factory=Line)
    """A river with no bet before it: bet."""
    river_bluff: Line = field(default_factory=Line)
    """Its river bets shown down: with less than a pair of its own."""
    fold_to_raise: Line = field(default_factory=Line)
    """Its bet or raise after the flop raised: folded."""
    overbet_bluff: Line = field(default_factory=Line)
    """Its hands shown after a bet or raise beyond the pot after the flop: with less than a pair of its own
    on the board of that bet (a draw too)."""

    @classmethod
    def of(cls, totals: Totals, habits: Habits) -> AggressionRead:
        """The read of a player's counts: the 3-bet, the c-bet, the raise of a c-bet and the river bet are
        the HUD's own counts (a fold though checking was free is no chance to bet), the rest its habits."""
        return cls(
            three_bet=Line(totals.three_bet_chances, totals.three_bets),
            shove_over_open=Line(totals.three_bet_chances, habits.shoves_over_open),
            shove_first_in=Line(habits.unraised, habits.shoves_unraised),
            four_bet=Line(habits.faced_reraises, habits.raised_reraises),
            fold_to_reraise=Line(habits.faced_reraises, habits.folded_reraises),
            steal_refold=Line(habits.steals_reraised, habits.folded_steals_reraised),
            c_bet=Line(totals.cbet_chances, totals.cbets),
            donk=Line(habits.donk_chances, habits.donks),
            raise_cbet=Line(totals.faced_cbet, totals.raised_cbet),
            river_bet=Line(totals.checked_to_river, totals.bet_river),
            river_bluff=Line(habits.river_bets_shown, habits.river_bluffs),
            fold_to_raise=Line(habits.bets_raised, habits.folded_bets_raised),
            overbet_bluff=Line(habits.overbets_shown, habits.overbet_bluffs),
        )

    def three_bet_rate(self) -> float:
        return self.three_bet.rate(THREE_BET_PRIOR)

    def shove_over_open_rate(self) -> float:
        """An unknown shove over an open is strong (the top 3%); the fifth in twenty chances is not."""
        return self.shove_over_open.rate(SHOVE_OVER_OPEN_PRIOR)

    def shove_first_in_rate(self) -> float:
        return self.shove_first_in.rate(SHOVE_FIRST_IN_PRIOR)

    def four_bet_rate(self) -> float:
        return self.four_bet.rate(FOUR_BET_PRIOR)

    def fold_to_reraise_rate(self) -> float:
        return self.fold_to_reraise.rate(FOLD_TO_RERAISE_PRIOR)

    def steal_refold_rate(self) -> float:
        """Folds of its re-raised steals, starting from its folds to all re-raises (not a stranger's)."""
        return self.steal_refold.rate(self.fold_to_reraise_rate())

    def cbet_rate(self) -> float:
        return self.c_bet.rate(CBET_PRIOR)

    def donk_rate(self) -> float:
        return self.donk.rate(DONK_PRIOR)

    def river_bet_rate(self) -> float:
        return self.river_bet.rate(RIVER_BET_PRIOR)

    def river_bluff_share(self) -> float:
        """Of its river bets shown down, the share with less than a pair (prior a quarter)."""
        return self.river_bluff.rate(RIVER_BLUFF_PRIOR)

    def fold_to_raise_rate(self) -> float:
        return self.fold_to_raise.rate(FOLD_TO_RAISE_PRIOR)

    def overbet_bluff_share(self, balanced: float) -> float:
        """Of its bets beyond the pot shown down, the share with less than a pair; a stranger's is read as
        ``balanced`` (the share that makes a bet of that size break even as a bluff and a call alike)."""
        return self.overbet_bluff.rate(balanced) if self.overbet_bluff.chances else balanced
