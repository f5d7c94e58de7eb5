"""The additive totals of tracker statistics: one hand's record and the sum of many are the same type.

A :class:`Totals` holds counts only (and the money), so adding two is adding
field by field, and the rates (VPIP, PFR, 3-bet, AF, WTSD, W$SD, bb/100) are
read off the sums. The definitions are those of tracking software; see
:mod:`holdem.stats.counting` for how one hand is counted.

>>> one = Totals(hands=1, decisions=1, vpip_hands=1, postflop_aggressive=2, postflop_calls=1, net=30,
...              net_squares=900, big_blind=10)
>>> two = one + Totals(hands=1, decisions=1, net=-10, net_squares=100, big_blind=10)
>>> two.hands, two.vpip, two.pfr, two.af, two.bb_per_100
(2, 0.5, 0.0, 2.0, 100.0)
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass, fields
from operator import add, attrgetter
from typing import Any

from holdem.engine.slots import slots_filler

LINES = ("cbet", "barrel", "river", "after_call", "other")
"""The situations a player can face a postflop bet in: a flop continuation bet, a turn bet by the
flop bettor, a river bet, any later bet after having called one, and the rest."""


STREETS = ("flop", "turn", "river")
"""The postflop streets, as the by-street counters name them."""


def _ratio(part: int, whole: int) -> float | None:
    return part / whole if whole else None


def _aggression(aggressive: int, calls: int) -> float | None:
    if calls:
        return aggressive / calls
    return math.inf if aggressive else None


@dataclass(frozen=True, slots=True)
class StreetFigures:
    """One street's figures: aggression, bets when checked to and folds to a bet, with their samples."""

    af: float | None
    bet: float | None  # bet when nothing was to call
    bet_chances: int
    fold_to_bet: float | None
    faced_bets: int


@dataclass(frozen=True, slots=True)
class Totals:
    """Counts for one player over some hands (one hand: a seat's record of it); add with ``+``."""

    hands: int = 0  # hands dealt
    decisions: int = 0  # hands with a preflop action (walks and blinds alone do not count)
    vpip_hands: int = 0
    pfr_hands: int = 0
    three_bet_chances: int = 0
    three_bets: int = 0
    shoves: int = 0  # hands with an all-in preflop raise
    postflop_aggressive: int = 0  # bets and raises after the flop
    postflop_calls: int = 0
    saw_flop: int = 0
    showdowns: int = 0
    showdowns_won: int = 0
    # Postflop, nothing to call: chances to bet (a check or a bet) and bets, by street.
    checked_to_flop: int = 0
    bet_flop: int = 0
    checked_to_turn: int = 0
    bet_turn: int = 0
    checked_to_river: int = 0
    bet_river: int = 0
    # Postflop answers to a bet, by line (LINES): faced, folded, raised (the rest called).
    faced_cbet: int = 0
    folded_cbet: int = 0
    raised_cbet: int = 0
    faced_barrel: int = 0
    folded_barrel: int = 0
    raised_barrel: int = 0
    faced_river: int = 0
    folded_river: int = 0
    raised_river: int = 0
    faced_after_call: int = 0
    folded_after_call: int = 0
    raised_after_call: int = 0
    faced_other: int = 0
    folded_other: int = 0
    raised_other: int = 0
    # The trackers' HUD stats beside the bots' reads: fold to 3-bet (the opener facing exactly one
    # re-raise), c-bet (the last preflop raiser first to bet on the flop).
    faced_three_bets: int = 0
    folded_three_bets: int = 0
    cbet_chances: int = 0
    cbets: int = 0
    # By street: bets and raises, calls, and answers to a bet (faced, folded).
    aggressive_flop: int = 0
    calls_flop: int = 0
    faced_bets_flop: int = 0
    folded_bets_flop: int = 0
    aggressive_turn: int = 0
    calls_turn: int = 0
    faced_bets_turn: int = 0
    folded_bets_turn: int = 0
    aggressive_river: int = 0
    calls_river: int = 0
    faced_bets_river: int = 0
    folded_bets_river: int = 0
    net: float = 0.0
    net_squares: float = 0.0
    big_blind: int = 0  # the last big blind seen (0: none)

    def __add__(self, other: Totals) -> Totals:
        return self.plus(_summed(other), other.big_blind)

    def plus(self, counts: Iterable[float], big_blind: int) -> Totals:
        """These totals plus ``counts``, given in the order of :data:`SUMMED` (a counter's fast path)."""
        values: list[Any] = list(map(add, _summed(self), counts))  # ints, then the two floats
        values.append(big_blind or self.big_blind)
        return _made(*values)

    def with_net(self, net: float) -> Totals:
        """One hand's record with another result (the simulator's all-in adjustment)."""
        values: list[Any] = list(_summed(self))
        values[_NET], values[_NET_SQUARES] = net, net * net
        values.append(self.big_blind)
        return _made(*values)

    def facing(self, line: str) -> tuple[int, int, int]:
        """(faced, folded, raised) bets in ``line`` (one of :data:`LINES`)."""
        match line:
            case "cbet":
                return self.faced_cbet, self.folded_cbet, self.raised_cbet
            case "barrel":
                return self.faced_barrel, self.folded_barrel, self.raised_barrel
            case "river":
                return self.faced_river, self.folded_river, self.raised_river
            case "after_call":
                return self.faced_after_call, self.folded_after_call, self.raised_after_call
            case "other":
                return self.faced_other, self.folded_other, self.raised_other
        raise ValueError(f"no line {line!r}; the lines are {', '.join(LINES)}")

    def checked_to(self, street: str) -> tuple[int, int]:
        """(chances, bets) when nothing was to call on ``street`` ("flop", "turn" or "river")."""
        match street:
            case "flop":
                return self.checked_to_flop, self.bet_flop
            case "turn":
                return self.checked_to_turn, self.bet_turn
            case "river":
                return self.checked_to_river, self.bet_river
        raise ValueError(f"no postflop street {street!r}")

    @property
    def vpip(self) -> float | None:
        return _ratio(self.vpip_hands, self.decisions)

    @property
    def pfr(self) -> float | None:
        return _ratio(self.pfr_hands, self.decisions)

    @property
    def three_bet(self) -> float | None:
        return _ratio(self.three_bets, self.three_bet_chances)

    @property
    def af(self) -> float | None:
        """Aggression factor; infinite when the player bet or raised but never called, None if neither."""
        return _aggression(self.postflop_aggressive, self.postflop_calls)

    @property
    def fold_to_three_bet(self) -> float | None:
        """The opener folded to exactly one re-raise, over such spots."""
        return _ratio(self.folded_three_bets, self.faced_three_bets)

    @property
    def cbet(self) -> float | None:
        """The last preflop raiser bet the flop when first to bet, over such chances."""
        return _ratio(self.cbets, self.cbet_chances)

    @property
    def fold_to_cbet(self) -> float | None:
        """Folded as the first answer to a flop continuation bet, over such spots."""
        return _ratio(self.folded_cbet, self.faced_cbet)

    def street(self, street: str) -> StreetFigures:
        """The figures of one postflop street (\"flop\", \"turn\" or \"river\")."""
        match street:
            case "flop":
                counts = self.aggressive_flop, self.calls_flop, self.faced_bets_flop, self.folded_bets_flop
            case "turn":
                counts = self.aggressive_turn, self.calls_turn, self.faced_bets_turn, self.folded_bets_turn
            case "river":
                counts = (self.aggressive_river, self.calls_river, self.faced_bets_river,
                          self.folded_bets_river)
            case _:
                raise ValueError(f"no postflop street {street!r}")
        aggressive, calls, faced, folded = counts
        chances, bets = self.checked_to(street)
        return StreetFigures(_aggression(aggressive, calls), _ratio(bets, chances), chances,
                             _ratio(folded, faced), faced)

    @property
    def wtsd(self) -> float | None:
        return _ratio(self.showdowns, self.saw_flop)

    @property
    def wsd(self) -> float | None:
        """W$SD: won chips at showdown over showdowns."""
        return _ratio(self.showdowns_won, self.showdowns)

    @property
    def bb_per_100(self) -> float | None:
        if not self.hands or not self.big_blind:
            return None
        return 100.0 * self.net / self.hands / self.big_blind

    @property
    def bb_per_100_ci(self) -> float | None:
        """Half-width of the 95% interval of bb/100 (None with fewer than two hands)."""
        n = self.hands
        if n < 2 or not self.big_blind:
            return None
        mean = self.net / n
        variance = max(self.net_squares / n - mean * mean, 0.0) * n / (n - 1)
        return 1.96 * math.sqrt(variance) * 100.0 / (self.big_blind * math.sqrt(n))


SUMMED: tuple[str, ...] = tuple(f.name for f in fields(Totals) if f.name != "big_blind")
"""The fields added up, in order (every field but the big blind, which is the last one seen)."""
COUNTERS: tuple[str, ...] = SUMMED
"""The columns a store keeps per player: every summed field."""
_summed = attrgetter(*SUMMED)
_NET, _NET_SQUARES = SUMMED.index("net"), SUMMED.index("net_squares")
_made = slots_filler(Totals)


EMPTY = Totals()
