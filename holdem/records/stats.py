"""Tracker-style statistics per player name: the records' names for :mod:`holdem.stats`.

The counting lives in :mod:`holdem.stats` (one pass per hand, shared with the
bots and the simulator); a player's figures are a :class:`SeatStats`, the sum
of its hands' records. The definitions are those of tracking software (see
docs/records.md): VPIP, PFR, 3-bet, AF, WTSD, W$SD and bb/100 with its 95% interval.

>>> SeatStats(hands=2, decisions=2, vpip_hands=1).vpip  # see holdem.stats.book for a whole hand counted
0.5
"""

from __future__ import annotations

from holdem.stats import StatsBook, Totals, count_hand

SeatStats = Totals
"""One player's statistics: the sum of its hands' records."""

__all__ = ["SeatStats", "StatsBook", "count_hand"]
