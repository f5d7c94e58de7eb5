"""Tracker-style statistics per player name: the records' names for :mod:`holdem.stats`.

The counting lives in :mod:`holdem.stats` (one pass per hand, shared with the
bots and the simulator); a player's figures are a :class:`SeatStats`, the sum
of its hands' records. The definitions are those of tracking software (see
docs/records.md): VPIP, PFR, 3-bet, AF, WTSD, W$SD and bb/100 with its 95% interval.

>>> from holdem.engine import Hand, stacked_deck
>>> hand = Hand(stacks=[1000, 1000, 1000], button=0, names=["Ann", "Bob", "Cy"],
...             deck=stacked_deck(num_seats=3, button=0, hole_cards=["AhAd", "7c2d", "KsKd"]))
>>> hand.play("raise_to 30 fold fold")
>>> book = StatsBook()
>>> book.add_hand(hand.events)
>>> ann, bob, cy = book["Ann"], book["Bob"], book["Cy"]
>>> (ann.vpip, ann.pfr, bob.vpip, cy.vpip), (ann.hands, ann.net, cy.net)
((1.0, 1.0, 0.0, 0.0), (1, 15.0, -10.0))
"""

from __future__ import annotations

from holdem.stats import StatsBook, Totals, count_hand

SeatStats = Totals
"""One player's statistics: the sum of its hands' records."""

__all__ = ["SeatStats", "StatsBook", "count_hand"]
