"""A style's answers to big bets: the stack-sized call it refuses, the share of its range it keeps against a
bet beyond the pot whatever the read, and how much wider than usual a bettor's line is (for bluff-raises)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Final

from holdem.bots.adapt import clamp
from holdem.bots.board import HIGH_CARD, WEAK_PAIR, bottom_pair
from holdem.bots.defence import mdf, soft_below
from holdem.bots.model import Profile
from holdem.bots.ranges import STRANGER, HandReader
from holdem.bots.situation import Spot
from holdem.bots.style import Personality

USUAL_BET_RATE: Final = 0.45
"""The usual rate of betting a street when checked to: a bluff-raise scales with the bettor's over it."""

LOOSE_BETTOR: Final = (0.2, 1.5)
"""The bounds of that scale: a bettor whose bets are rare is bluff-raised a fifth as often."""

OVERBET_FULL: Final = 1.25
"""A bet of this many pots or more meets the whole overbet defence (:func:`defends_overbet`);
from a pot-size bet it grows in: within the pot, all-ins too, the price against the read answers alone (the
read takes a bet within the pot as it comes, bluffs and all: only a bigger one is read as polarised)."""

BLUFF_READ_SPAN: Final = 0.4
"""The overbet floor is gone (to the low end of :data:`LOOSE_BETTOR`) against a bettor whose big bets shown
hold 40% fewer bluffs than a balanced range of the size, full at balanced, wider beyond: fewer bluffs than
balanced make every bluff-catcher a losing call, so the read moves the floor faster than the share does."""

BIG_CALL_BB: Final = 30
"""A call of this many big blinds after the flop is a stack decision: it needs a made pair above the
bottom, never hope (:func:`refuses_call_off`)."""

WIDE_LINE: Final = 0.85
"""A bettor who bets this street (or raises) this often when it may is read as betting any two cards:
its big bets are called one made-hand class lower."""


def defends_overbet(style: Personality, spot: Spot, reader: HandReader, profiles: Mapping[int, Profile],
                    sticky: float, own: Callable[[], Sequence[float]]) -> float:
    """How surely the hand is in the share of its own range (``own``: before the flop; its actions
    since narrow it) it keeps against a bet or an all-in beyond the pot whatever the read: the style's
    ``defends_jams`` times the minimum-defence frequency ``P / (P + B)`` (folding more lets any two
    cards bet ``B`` at a profit), shared by the players left to answer, faded in from a pot-size bet to
    :data:`OVERBET_FULL` pots, scaled by the share of hands below a pair among the bettor's big bets
    shown over that of a balanced range of this size (:data:`BLUFF_READ_SPAN`; a stranger's is read as
    balanced) and narrower against a bettor who bets this street less often than a stranger would
    (never wider: how often a player bets says little of how often it overbets), within
    :data:`LOOSE_BETTOR`, and by its ``sticky`` as a factor (a pair or a draw, none for a stack: a
    station pays big bets a little more often, never with a range far beyond the minimum defence).
    Nobody must have called the bet yet."""
    defence = mdf(spot)
    if spot.bettor is None or spot.street_callers or defence <= 0.0:
        return 0.0
    pots = (1.0 - defence) / defence  # the bet's size in pots, from its minimum defence 1 / (1 + r)
    over = clamp((pots - 1.0) / (OVERBET_FULL - 1.0), 0.0, 1.0)
    if over <= 0.0:
        return 0.0
    read = profiles.get(spot.bettor)
    wide = 1.0
    if read is not None:
        balanced = pots / (1.0 + 2.0 * pots)  # the bluffs of a range that makes calls and folds equal
        bluffs = 1.0 - (1.0 - read.aggression.overbet_bluff_share(balanced) / balanced) / BLUFF_READ_SPAN
        bets = read.street_bet_rate(spot.street) / STRANGER.street_bet_rate(spot.street)
        wide = clamp(min(bets, 1.0) * bluffs, *LOOSE_BETTOR)
    share = style.defends_jams * defence * over * wide / len(spot.opponents) * (1.0 + sticky)
    return soft_below(1.0 - reader.own_place(spot.hole, own()), share)

def loose_bettor(spot: Spot, profiles: Mapping[int, Profile]) -> float:
    """How much wider than usual the bettor's range for this line is (x0.2 to x1.5): a bluff-raise
    works against a player who bets often, not against one whose rare bets are strong."""
    read = profiles.get(spot.bettor) if spot.bettor is not None else None
    if read is None:
        return 1.0
    return clamp(read.street_bet_rate(spot.street) / USUAL_BET_RATE, *LOOSE_BETTOR)

def refuses_call_off(style: Personality, spot: Spot, profiles: Mapping[int, Profile], klass: int,
                     press: float) -> bool:
    """Whether a call of :data:`BIG_CALL_BB` or more is folded whatever the price: a hand below the
    style's call-off class (one class lower against a bettor whose line is wide: it bets that street,
    or raises, :data:`WIDE_LINE` of the time, or it is pressing hard), and always no pair, a draw or
    bottom pair (a stack is called with a made hand that beats the bettor's bluffs and some value)."""
    if spot.bettor is None:
        return False
    if klass == HIGH_CARD or bottom_pair(*spot.hole, spot.board):
        return True
    read = profiles.get(spot.bettor)
    rate = 0.0
    if read is not None:
        raised = spot.street_bets > 1
        rate = read.raise_to_bet_rate() * 2.0 if raised else read.street_bet_rate(spot.street)
    wide = press >= 0.5 or rate >= WIDE_LINE
    return klass < max(style.call_off - wide, WEAK_PAIR)
