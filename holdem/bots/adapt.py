"""How the adaptive bot shifts its play against the players in the pot, from line-specific reads.

A bet puts each opponent in a situation (:data:`holdem.bots.model.LINES`): facing
a continuation bet, a turn barrel, a river bet, or any bet after having called
one. The bot looks up how often that player folds in that very situation, so a
player who folds to flop bets but never folds once it has called is bluffed on
the flop and value-bet (not bluffed) later.

>>> from holdem.bots.model import LineCounts, Profile
>>> folder = Profile(faced_bets=100, folds_to_bets=80, facing={"cbet": LineCounts(60, 54),
...                  "after_call": LineCounts(30, 1)})
>>> adjustment([(folder, "cbet")]).bluff > 2 > 1 > adjustment([(folder, "after_call")]).bluff
True
>>> caller = Profile(faced_bets=100, folds_to_bets=10)
>>> adjustment([(caller, "river")]).value_shift < 0 < adjustment([(caller, "river")]).size - 1
True
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from holdem.bots.model import Profile, line_faced
from holdem.bots.situation import Spot
from holdem.engine.events import Street


@dataclass(frozen=True, slots=True)
class Adjustment:
    """Multipliers and shifts on the plain style: bluff frequency, value and call thresholds, sizes."""

    bluff: float = 1.0
    value_shift: float = 0.0
    call_shift: float = 0.0
    size: float = 1.0
    steal: float = 0.0
    """Probability of an extra bet with any hand, when everyone in the pot is likely to fold to it."""


STEAL_FROM = 0.55
"""A steal is a bet of about a third of the pot, which pays with any hand once everyone folds to it a
quarter of the time, but only against players who fold clearly more than most: from this fold rate in
the line (heads-up; each extra opponent in the pot raises the power by a half, so 0.41 for two) the
bot starts to bet any hand, and bets every hand 20 points of all-fold chance above it. An unknown
player (read at the 0.45 prior) is not stolen from."""


USUAL_FOLDS = 0.45
"""The usual fold rate to a bet (and bet rate when checked to): no shift at it."""

BLUFF_SLOPE, BLUFF_BOUNDS = 7.0, (0.1, 4.0)
"""Bluffs x(1 + 7 x (folds - 0.45)), from a tenth as often to four times."""

VALUE_SLOPE, VALUE_BOUNDS = 0.4, (-0.1, 0.08)
"""The value threshold moves by 0.4 x (folds - 0.5): thinner against callers, thicker against folders."""

CALL_SLOPE, CALL_BOUNDS = 0.3, (-0.06, 0.08)
"""Calls move by 0.3 x (bet rate - 0.45): lighter against players who bet a lot."""

SIZE_SLOPE, SIZE_BOUNDS = 1.5, (0.8, 1.5)
"""Sizes x(1 + 1.5 x (0.45 - folds)): bigger into players who do not fold."""

STEAL_RAMP = 0.2
"""From :data:`STEAL_FROM` the steal rises to every hand over 20 points of all-fold chance."""

USUAL_CBET, USUAL_LEAD, USUAL_RIVER_BET = 0.6, 0.1, 0.35
"""How often most players c-bet, lead into the raiser and bet the river when they may: pressure is 0 there."""

RAISE_FOLDS_NONE, RAISE_FOLD_BOUNDS = 0.3, (0.0, 1.5)
"""A bettor who folds 30% of its bets to raises or less is never bluff-raised; x1 at 60%, at most x1.5."""


def clamp(x: float, low: float, high: float) -> float:
    """``x`` kept between ``low`` and ``high``."""
    return low if x < low else high if x > high else x


def adjustment(reads: Sequence[tuple[Profile, str]]) -> Adjustment:
    """Bluff players who fold in this line, value-bet thinner and bigger into players who do not."""
    if not reads:
        return Adjustment()
    rates = [p.fold_rate(line) for p, line in reads]
    folds = sum(rates) / len(rates)
    bets = sum(p.bet_rate() for p, _ in reads) / len(reads)
    everyone = math.prod(rates)
    return Adjustment(
        bluff=clamp(1.0 + (folds - USUAL_FOLDS) * BLUFF_SLOPE, *BLUFF_BOUNDS),
        value_shift=clamp((folds - 0.5) * VALUE_SLOPE, *VALUE_BOUNDS),
        call_shift=clamp((bets - USUAL_FOLDS) * CALL_SLOPE, *CALL_BOUNDS),
        size=clamp(1.0 + (USUAL_FOLDS - folds) * SIZE_SLOPE, *SIZE_BOUNDS),
        steal=clamp((everyone - STEAL_FROM ** (1.0 + 0.5 * (len(rates) - 1))) / STEAL_RAMP, 0.0, 1.0),
    )


def lines_for_my_bet(spot: Spot) -> list[str]:
    """The situation a bet from this seat now puts each opponent in."""
    return [
        line_faced(spot.street, spot.seat, spot.preflop_aggressor, spot.flop_bettor, s in spot.called_before)
        for s in spot.opponents
    ]


def pressure(spot: Spot, bettor: Profile) -> float:
    """How much more often than most players the bettor takes the line of the bet now faced, counted
    per chance: 0 at or below the usual rate (a c-bet 60%, a lead 10%, a river bet 35%), 1 always.
    Only a first bet on the flop (a c-bet or a lead into the raiser) or on the river counts."""
    if spot.street_bets != 1 or spot.bettor is None:
        return 0.0
    agg = bettor.aggression
    if spot.street is Street.FLOP and spot.bettor == spot.preflop_aggressor:
        rate, usual = agg.cbet_rate(), USUAL_CBET
    elif spot.street is Street.FLOP and spot.preflop_aggressor == spot.seat:
        rate, usual = agg.donk_rate(), USUAL_LEAD
    elif spot.street is Street.RIVER:
        rate, usual = agg.river_bet_rate(), USUAL_RIVER_BET
    else:
        return 0.0
    return clamp((rate - usual) / (1.0 - usual), 0.0, 1.0)


def raise_folds(bettor: Profile) -> float:
    """How well a raise works against this bettor: its observed fold rate to raises over its bets,
    x1 at 60% (the prior), 0 at 30% or less, up to x1.5."""
    folds = bettor.aggression.fold_to_raise_rate()
    return clamp((folds - RAISE_FOLDS_NONE) / RAISE_FOLDS_NONE, *RAISE_FOLD_BOUNDS)


def gave_up(spot: Spot, profiles: dict[int, Profile]) -> float:
    """Heads-up, after calling the flop c-bet of a player who c-bets far more often than most (0 at 60%
    of its chances, 1 at always), with no bet in front of this seat: on the turn, or on the river after
    a turn that nobody bet (the caller stabs the river only with less than a pair). Its c-bets were
    mostly air, and the air that has not bet again has given up, so a bet takes the pot. Else 0."""
    if len(spot.opponents) != 1 or spot.street_bets:
        return 0.0
    if spot.street is not Street.TURN and not (spot.street is Street.RIVER and spot.turn_checked):
        return 0.0
    them = spot.opponents[0]
    if spot.flop_bettor != them or spot.preflop_aggressor != them or spot.seat not in spot.called_before:
        return 0.0
    return clamp((profiles[them].aggression.cbet_rate() - USUAL_CBET) / (1.0 - USUAL_CBET), 0.0, 1.0)
