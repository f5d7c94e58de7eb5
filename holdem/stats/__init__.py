"""Tracker statistics counted once from a hand's events, for the records, the HUD, the bots and the simulator,
and in the same pass the lines per chance the bots read beside them (:class:`Habits`).

Imports nothing of holdem but the engine, so both ``holdem.bots`` and ``holdem.records`` build on it.
"""

from holdem.stats.book import StatsBook
from holdem.stats.counting import HandCounter, count_hand, line_faced
from holdem.stats.habits import Habits
from holdem.stats.totals import LINES, Totals

__all__ = ["LINES", "Habits", "HandCounter", "StatsBook", "Totals", "count_hand", "line_faced"]
