"""What a bot remembers about the others: per-name tendencies over the session.

Every bot keeps a :class:`TableModel`, fed with the events its own seat saw and
counted by :mod:`holdem.stats` (the same pass as the stats screen and
``holdem sim``). The counts are turned into estimates with a prior (so a few
hands do not swing them), and the estimates set how wide each opponent's range
is when it opens, calls, re-raises or shoves, and how much its postflop bets mean.
Aggressive lines are also counted per chance (:mod:`holdem.bots.aggression`) once a hand is over.

>>> from holdem.engine.events import Move, PlayerActed, Street
>>> model = TableModel()
>>> model.feed(1, ("Ann", "Bob"), [PlayerActed(0, Street.PREFLOP, Move.RAISE, 990, 1000, 10, True)])
>>> model.profile("Ann").hands, model.profile("Ann").shoves, model.profile("Ann").aggression.shove_first_in
(1, 1, Line(chances=0, taken=0))
>>> model.feed(2, ("Ann", "Bob"), [])
>>> model.profile("Ann").aggression.shove_first_in
Line(chances=1, taken=1)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from holdem.bots.aggression import AggressionBook, AggressionRead
from holdem.engine.events import Event, Street
from holdem.stats import LINES, HandCounter, Totals, line_faced
from holdem.stats.totals import EMPTY

__all__ = ["LINES", "LineCounts", "Profile", "TableModel", "line_faced"]

_STREETS = ((Street.FLOP, "flop"), (Street.TURN, "turn"), (Street.RIVER, "river"))


def _estimate(count: int, total: int, prior: float, weight: float) -> float:
    return (count + prior * weight) / (total + weight)


@dataclass(slots=True)
class LineCounts:
    """How a player answered bets in one situation, or how often it bet when checked to on a street."""

    chances: int = 0
    folds: int = 0
    raises: int = 0
    bets: int = 0


@dataclass(slots=True)
class Profile:
    """Counts for one player name; the ``*_rate`` methods turn them into estimates."""

    hands: int = 0
    vpip: int = 0
    pfr: int = 0
    three_bet_chances: int = 0
    three_bets: int = 0
    shoves: int = 0
    bet_chances: int = 0  # postflop, nothing to call
    bets: int = 0
    faced_bets: int = 0  # postflop, something to call
    folds_to_bets: int = 0
    raises_to_bets: int = 0
    calls: int = 0
    saw_flop: int = 0
    showdowns: int = 0
    facing: dict[str, LineCounts] = field(default_factory=dict)
    """Answers to postflop bets by situation (:data:`LINES`)."""
    betting: dict[Street, LineCounts] = field(default_factory=dict)
    """Bets when checked to, by street."""
    aggression: AggressionRead = field(default_factory=AggressionRead)
    """Its aggressive lines counted per chance (:mod:`holdem.bots.aggression`), from finished hands."""

    def vpip_rate(self) -> float:
        return _estimate(self.vpip, self.hands, 0.28, 12)

    def pfr_rate(self) -> float:
        return min(_estimate(self.pfr, self.hands, 0.18, 12), self.vpip_rate())

    def three_bet_rate(self) -> float:
        return _estimate(self.three_bets, self.three_bet_chances, 0.07, 8)

    def bet_rate(self) -> float:
        """How often the player bets when checked to after the flop."""
        return _estimate(self.bets, self.bet_chances, 0.4, 10)

    def fold_to_bet_rate(self) -> float:
        return _estimate(self.folds_to_bets, self.faced_bets, 0.45, 10)

    def raise_to_bet_rate(self) -> float:
        return _estimate(self.raises_to_bets, self.faced_bets, 0.1, 10)

    def fold_rate(self, line: str) -> float:
        """How often it folds to a bet in situation ``line``, shrunk towards its overall fold rate."""
        counts = self.facing.get(line)
        prior = self.fold_to_bet_rate()
        return prior if counts is None else _estimate(counts.folds, counts.chances, prior, 6)

    def street_bet_rate(self, street: Street) -> float:
        """How often it bets when checked to on ``street``, shrunk towards its overall bet rate."""
        counts = self.betting.get(street)
        prior = self.bet_rate()
        return prior if counts is None else _estimate(counts.bets, counts.chances, prior, 6)

    @classmethod
    def of(cls, totals: Totals) -> Profile:
        """The read of a player's :class:`~holdem.stats.Totals` (its hands: those with a preflop decision)."""
        answers = [(line, totals.facing(line)) for line in LINES]
        facing = {line: LineCounts(*counts) for line, counts in answers if counts[0]}
        chances = [(street, totals.checked_to(word)) for street, word in _STREETS]
        betting = {street: LineCounts(chances=n, bets=bets) for street, (n, bets) in chances if n}
        return cls(
            hands=totals.decisions, vpip=totals.vpip_hands, pfr=totals.pfr_hands,
            three_bet_chances=totals.three_bet_chances, three_bets=totals.three_bets, shoves=totals.shoves,
            bet_chances=sum(c.chances for c in betting.values()), bets=sum(c.bets for c in betting.values()),
            faced_bets=sum(c.chances for c in facing.values()),
            folds_to_bets=sum(c.folds for c in facing.values()),
            raises_to_bets=sum(c.raises for c in facing.values()), calls=totals.postflop_calls,
            saw_flop=totals.saw_flop, showdowns=totals.showdowns, facing=facing, betting=betting,
        )


@dataclass(slots=True)
class TableModel:
    """Totals by player name over the hands seen, the hand in play counted as it goes."""

    profiles: dict[str, Profile] = field(default_factory=dict)
    """Reads given from outside (a test, a prior): used as they are instead of the counted ones."""
    finished: dict[str, Totals] = field(default_factory=dict)
    """Totals of the hands finished before the one in play."""
    _hand: int = -1
    _names: tuple[str, ...] = ()
    _counter: HandCounter = field(default_factory=lambda: HandCounter(0))
    _reads: dict[str, tuple[int, int, Profile]] = field(default_factory=dict)
    aggression: AggressionBook = field(default_factory=AggressionBook)
    """Aggressive lines per chance, by name (finished hands only)."""
    _events: Sequence[Event] = ()

    def feed(self, hand_number: int, names: tuple[str, ...], events: Sequence[Event]) -> None:
        """Count the events of hand ``hand_number`` not counted before (pass the whole list each time)."""
        if hand_number != self._hand:
            if self._names:
                self.aggression.add_hand(self._names, self._events)
            for seat, name in enumerate(self._names):
                self.finished[name] = self._counter.record(seat, self.finished.get(name, EMPTY))
            self._hand, self._names, self._counter = hand_number, tuple(names), HandCounter(len(names))
            self._reads = {}
        self._counter.feed(events)
        self._events = events

    def totals(self, name: str) -> Totals:
        """Everything counted for ``name``: the finished hands and the one in play."""
        finished = self.finished.get(name, EMPTY)
        if name not in self._names:
            return finished
        return self._counter.record(self._names.index(name), finished)

    def profile(self, name: str) -> Profile:
        """The read of ``name``: a given one, else the estimate from its totals."""
        given = self.profiles.get(name)
        if given is not None:
            return given
        seat = self._names.index(name) if name in self._names else -1
        version = self._counter.version(seat) if seat >= 0 else 0
        cached = self._reads.get(name)
        if cached is None or cached[:2] != (seat, version):
            read = Profile.of(self.totals(name))
            read.aggression = self.aggression.read(name)
            cached = self._reads[name] = (seat, version, read)
        return cached[2]
