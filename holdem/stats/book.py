"""Totals by player name, fed whole hands: what the simulator reports and the records count.

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

from collections.abc import Iterable, Iterator, Sequence

from holdem.engine.events import Event, HandStarted
from holdem.stats.counting import HandCounter
from holdem.stats.totals import EMPTY, Totals


class StatsBook:
    """:class:`~holdem.stats.totals.Totals` by player name."""

    def __init__(self) -> None:
        self._by_name: dict[str, Totals] = {}

    def add_hand(self, events: Sequence[Event], nets: Sequence[float] | None = None) -> None:
        """Count a finished hand for every seat, by the names it was dealt with (``nets``: other results)."""
        start = next(e for e in events if isinstance(e, HandStarted))
        counter = HandCounter(len(start.names)).feed(events)
        for seat, name in enumerate(start.names):  # each seat's record added to its name's at once
            self._by_name[name] = counter.record(seat, self.get(name), None if nets is None else nets[seat])

    def add(self, name: str, totals: Totals) -> None:
        """Add one hand's record (or any totals) to ``name``'s."""
        found = self._by_name.get(name)
        self._by_name[name] = totals if found is None else found + totals

    def get(self, name: str) -> Totals:
        """The totals of ``name``, empty when it was never seen."""
        return self._by_name.get(name, EMPTY)

    def __getitem__(self, name: str) -> Totals:
        return self._by_name[name]

    def __contains__(self, name: object) -> bool:
        return name in self._by_name

    def __iter__(self) -> Iterator[str]:
        return iter(self._by_name)

    def items(self) -> Iterable[tuple[str, Totals]]:
        return self._by_name.items()
