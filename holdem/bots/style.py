"""A style: the parameters the one shared strategy (:mod:`holdem.bots.strategy`) plays by."""

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


@dataclass(frozen=True, slots=True, kw_only=True)
class Personality:
    """A style: the parameters the shared strategy plays by (fractions are of all hands or of the pot)."""

    open_width: float
    """Hands opened when first in from the cutoff (wider on the button, tighter early)."""
    open_raise: float
    """Probability that an open is a raise rather than a limp."""
    premium: float
    """Hands that are always raised, never limped."""
    defend_margin: float
    """Equity above the pot odds needed to call a raise before the flop (negative: looser)."""
    implied: float
    """Part of the price forgiven for implied odds when stacks are deep."""
    three_bet: float
    """Hands (a fraction of all) re-raised for value against a single raise; a third of it 4-bets."""
    three_bet_bluff: float
    """Probability of re-raising a hand from the band just below the value re-raises."""
    value_eq: float
    """Per-opponent equity from which it bets for value."""
    bet_prob: float
    """Probability of betting a hand well above ``value_eq``."""
    raise_eq: float
    """Per-opponent equity from which it raises a bet."""
    raise_prob: float
    """Probability of raising a hand well above ``raise_eq``."""
    cbet: float
    """Probability of a continuation bet on the flop as the preflop raiser."""
    bluff: float
    """Probability of betting a weak hand when checked to (divided by the number of opponents)."""
    semibluff: float
    """Probability of betting a draw (half of it for raising one)."""
    bluff_raise: float
    """Probability of raising a bet with a weak hand."""
    slowplay: float
    """Probability of just checking or calling a very strong hand."""
    check_raise: float
    """Probability of raising after checking a strong hand this street."""
    sticky: float
    """Equity short of the pot odds that it still calls with after the flop, holding a pair or a draw."""
    bet_size: tuple[float, float]
    """A bet, as a fraction of the pot: drawn between these bounds."""
    raise_size: tuple[float, float]
    """A raise: added on top of the call, as a fraction of the pot after calling."""
    open_size: tuple[float, float]
    """An open raise, in big blinds."""
    overbet: float
    """Probability that a bet is an overbet (1.3 to 2 pots)."""
    adaptive: float = 0.0
    """How far it shifts bluffs, value bets, sizes and calls against its reads of the players (0 none);
    1 is the fully adaptive style, which also steals from players who fold to anything."""
    defends_below_mdf: float = 0.0
    """Facing a re-raise of its own raise: how far below the minimum-defence frequency (a share of
    its raising range) it continues against a stranger or a frequent re-raiser (0: the full MDF)."""
    defends_jams: float = 0.0
    """Facing an all-in over its own raise: the share of its raising range it continues with, as a
    multiple of the share at which a shove with junk breaks even (:func:`holdem.bots.defence.jam_break_even`;
    at least 1, or a junk shove pays)."""
    allin_margin: float = 0.0
    """Equity above the price it needs to call an all-in (0: calls whatever the price pays for)."""
    counter: float = 0.0
    """How hard it fights back against frequent aggression in a line (0 never, 1 most): 4-bet bluffs
    against frequent 3-bettors, raises and wider calls against frequent c-bettors, leaders and river
    bettors."""

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
