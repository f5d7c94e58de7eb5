"""A style: the parameters the one shared strategy (:mod:`holdem.bots.strategy`) plays by.

A :class:`Personality` has fifteen fields, the sliders a poker player would name: how many hands, how
aggressive, how often it bluffs, which sizes, how sticky, how much it adapts. Everything else the strategy
asks of a style is worked out from them (the properties below), each by a named constant with its reason.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from holdem.bots.board import TOP_PAIR, WEAK_PAIR

LOOSE_CALLER: Final = 0.1
"""A style that calls a raise with less than this margin over the price calls off a stack with a weak
pair too (:attr:`Personality.call_off`): a loose caller before the flop is a loose caller after it."""

PASSIVE: Final = 0.5
"""A style that raises fewer than half its opens is passive (:attr:`Personality.stacks_need_real_hand`):
it calls small raises light but puts its stack in only with a real hand."""

IMPLIED_ODDS: Final = (0.41, 0.9)
"""Implied odds: a caller with no margin over the price forgives 41% of it when deep, 0.9 point less per
point of margin (:attr:`Personality.implied`): the looser the caller, the more it plays for the stacks."""

RAISE_OVER_VALUE: Final = 0.12
"""A raise for value needs 12 points more equity than a bet (:attr:`Personality.raise_eq`): it is called
only by the part of the range that bet or continues."""

CHECK_RAISES: Final = 2 / 3
"""A strong hand that checked raises two thirds as often as one facing a bet straight (it chose to check:
it is trapping part of the time)."""

BLUFF_RAISES: Final = 0.5
"""A bet is raised as a bluff half as often as a raise is 3-bet as a bluff: the same nerve, a bigger pot."""

OVERBETS_PER_BLUFF: Final = 0.35
"""Overbets are polarised bets: a style overbets 0.35 times the square of its bluff rate (the maniac
15%, a tight-aggressive player half a percent, the rock and the station never)."""

RAISE_OVER_BET: Final = 0.2
"""A raise after the flop adds a fifth of a pot more than the style's bet (:attr:`Personality.raise_size`)."""

OPEN_BB: Final = ((2.0, 0.5), (1.4, 2.0))
"""An open in big blinds from ``2 + 0.5 x`` the smallest to ``1.4 + 2 x`` the largest of the style's bet
fractions (:attr:`Personality.open_size`): bigger bettors open bigger, always within 2-4 big blinds."""

LIGHT_THREE_BET: Final = 0.03
"""A style that 3-bets this share of hands reads re-raises as strong: it folds most to them."""

RESPECT: Final = 5.0
"""Per point of 3-bets above :data:`LIGHT_THREE_BET`, 5 points more of the minimum defence kept and 5%
more hands called against a shove (:attr:`Personality.defends_below_mdf`, :attr:`Personality.defends_jams`):
a player who re-raises light expects light re-raises back."""

GIVES_UP: Final = 0.2
"""The share of the minimum defence a style that 3-bets :data:`LIGHT_THREE_BET` gives up to a re-raise."""

JAM_CALLS: Final = (1.0, 1.5)
"""The multiple of the break-even share of its raise a style calls a shove with: at least 1 (folding more
lets a junk shove pay), at most 1.5."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Personality:
    """A style: the parameters the shared strategy plays by (fractions are of all hands or of the pot)."""

    # how many hands
    open_width: float
    """How many hands it plays first in: the share it opens from the cutoff (more on the button)."""
    defend_margin: float
    """How loose it calls a raise before the flop: the equity it wants above the price (below 0.1: loose)."""
    # how aggressive
    open_raise: float
    """How often an open is a raise rather than a limp (below a half: a passive player)."""
    three_bet: float
    """How many hands it re-raises for value (a share of all; 35% of them 4-bet), and never limps."""
    value_eq: float
    """How thin it bets for value: the per-opponent equity from which it bets (12 points more to raise)."""
    bet_prob: float
    """How often it bets a hand well above ``value_eq`` when checked to (the rest it checks)."""
    raise_prob: float
    """How often it raises a bet with a strong hand (two thirds of that after checking)."""
    slowplay: float
    """How often it traps: checks or just calls a very strong hand."""
    cbet: float
    """How often it continuation-bets the flop as the preflop raiser."""
    # how often it bluffs
    bluff: float
    """How often it bets a weak hand when checked to (a draw halfway between this and ``cbet``)."""
    three_bet_bluff: float
    """How often it re-raises light: a hand from the band just below its value re-raises (half as often
    it raises a bet after the flop as a bluff)."""
    # which sizes
    bet_size: tuple[float, float]
    """Its bets after the flop, as fractions of the pot (raises a fifth of a pot more; opens follow them)."""
    # how sticky
    sticky: float
    """How sticky after the flop: the equity short of the price it still calls with a pair or a draw, fading
    as the call takes more of its stack (none for all of it: :func:`holdem.bots.strategy.stack_share`)."""
    # how much it adapts
    adaptive: float = 0.0
    """How far it shifts bluffs, value bets, sizes and calls against its reads of the players (0 none);
    1 is the fully adaptive style, which also steals from players who fold to anything."""
    counter: float = 0.0
    """How hard it fights back against frequent aggression in a line (0 never, 1 most): 4-bet bluffs
    against frequent 3-bettors, raises and wider calls against frequent c-bettors, leaders and river
    bettors, stabs at pots a c-bettor gave up."""

    @property
    def premium(self) -> float:
        """Hands it always raises, never limps: those it would re-raise for value (``three_bet``)."""
        return self.three_bet

    @property
    def implied(self) -> float:
        """Part of the price forgiven for implied odds when stacks are deep (:data:`IMPLIED_ODDS`)."""
        most, per_margin = IMPLIED_ODDS
        return most - per_margin * self.defend_margin

    @property
    def raise_eq(self) -> float:
        """Per-opponent equity from which it raises a bet for value (:data:`RAISE_OVER_VALUE`)."""
        return self.value_eq + RAISE_OVER_VALUE

    @property
    def check_raise(self) -> float:
        """Probability of raising after checking a strong hand this street (:data:`CHECK_RAISES`)."""
        return self.raise_prob * CHECK_RAISES

    @property
    def semibluff(self) -> float:
        """Probability of betting a draw (half of it for raising one): halfway between a bluff and a
        continuation bet, since a draw has equity behind it."""
        return (self.bluff + self.cbet) / 2

    @property
    def bluff_raise(self) -> float:
        """Probability of raising a bet with a weak hand (:data:`BLUFF_RAISES`)."""
        return self.three_bet_bluff * BLUFF_RAISES

    @property
    def overbet(self) -> float:
        """Probability that a bet on the turn or the river is an overbet (1.25 to 2 pots)
        (:data:`OVERBETS_PER_BLUFF`; :data:`holdem.bots.sizes.OVERBET_STREETS`)."""
        return OVERBETS_PER_BLUFF * self.bluff**2

    @property
    def raise_size(self) -> tuple[float, float]:
        """A raise after the flop: added on top of the call, as a fraction of the pot after calling
        (:data:`RAISE_OVER_BET`)."""
        low, high = self.bet_size
        return low + RAISE_OVER_BET, high + RAISE_OVER_BET

    @property
    def open_size(self) -> tuple[float, float]:
        """An open raise, in big blinds (:data:`OPEN_BB`)."""
        (low_bb, low_per_pot), (high_bb, high_per_pot) = OPEN_BB
        low, high = self.bet_size
        return low_bb + low_per_pot * low, high_bb + high_per_pot * high

    @property
    def call_off(self) -> int:
        """The weakest made hand (:func:`~holdem.bots.board.made_class`) it calls 30 big blinds or more
        with (one class lower against a bettor whose line is wide; never no pair or bottom pair): a weak
        pair for a loose caller (:data:`LOOSE_CALLER`), top pair for the others."""
        return WEAK_PAIR if self.defend_margin < LOOSE_CALLER else TOP_PAIR

    @property
    def stacks_need_real_hand(self) -> bool:
        """Calls a preflop all-in of 50 big blinds or more only with a pair, an ace or two cards ten or
        higher: a passive style (:data:`PASSIVE`)."""
        return self.open_raise < PASSIVE

    @property
    def defends_below_mdf(self) -> float:
        """Facing a re-raise of its own raise: how far below the minimum-defence frequency (a share of its
        raising range) it continues against a stranger or a frequent re-raiser (0: the full MDF), from
        :data:`GIVES_UP` for a light 3-bettor down by :data:`RESPECT` per point of 3-bets."""
        return max(GIVES_UP - RESPECT * (self.three_bet - LIGHT_THREE_BET), 0.0)

    @property
    def defends_jams(self) -> float:
        """Facing an all-in over its own raise: the share of its raising range it continues with, as a
        multiple of the share at which a shove with junk breaks even
        (:func:`holdem.bots.defence.jam_break_even`), within :data:`JAM_CALLS` by :data:`RESPECT`; after
        the flop, the multiple of the minimum-defence frequency of its own range it keeps against an all-in
        or a bet beyond the pot (:func:`holdem.bots.bigbets.defends_overbet`)."""
        least, most = JAM_CALLS
        return min(max(least + RESPECT * (self.three_bet - LIGHT_THREE_BET), least), most)
