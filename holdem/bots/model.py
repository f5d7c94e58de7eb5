"""What a bot remembers about the others: per-name tendencies over the session.

Every bot keeps a :class:`TableModel`, fed with the events its own seat saw.
The counts are turned into estimates with a prior (so a few hands do not swing
them), and the estimates set how wide each opponent's range is when it opens,
calls, re-raises or shoves, and how much its postflop bets mean.

>>> from holdem.engine.events import Move, PlayerActed, Street
>>> model = TableModel()
>>> model.feed(1, ("Ann", "Bob"), [PlayerActed(0, Street.PREFLOP, Move.RAISE, 990, 1000, 10, True)])
>>> model.profile("Ann").hands, model.profile("Ann").shoves
(1, 1)
>>> model.profile("Ann").shove_rate() > model.profile("Bob").shove_rate()
True
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from holdem.engine.events import CardsShown, Event, Move, PlayerActed, Street, StreetDealt

LINES = ("cbet", "barrel", "river", "after_call", "other")
"""The situations a player can face a postflop bet in: a flop continuation bet, a turn bet by the
flop bettor, a river bet, any later bet after having called one, and the rest."""


def line_faced(street: Street, bettor: int, aggressor: int | None, flop_bettor: int | None,
               called_before: bool) -> str:
    """Which of :data:`LINES` a player is in when ``bettor`` bets into it.

    >>> line_faced(Street.TURN, 1, 1, 1, called_before=True), line_faced(Street.FLOP, 1, 1, None, False)
    ('after_call', 'cbet')
    """
    if called_before and street is not Street.FLOP:
        return "after_call"
    if street is Street.FLOP:
        return "cbet" if bettor == aggressor else "other"
    if street is Street.TURN:
        return "barrel" if bettor == flop_bettor else "other"
    return "river"


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

    def vpip_rate(self) -> float:
        return _estimate(self.vpip, self.hands, 0.28, 12)

    def pfr_rate(self) -> float:
        return min(_estimate(self.pfr, self.hands, 0.18, 12), self.vpip_rate())

    def three_bet_rate(self) -> float:
        return _estimate(self.three_bets, self.three_bet_chances, 0.07, 8)

    def shove_rate(self) -> float:
        """How often the player moves all in before the flop, per hand played."""
        return _estimate(self.shoves, self.hands, 0.02, 20)

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

    def showdown_rate(self) -> float:
        """Went to showdown over saw the flop (WTSD)."""
        return _estimate(self.showdowns, self.saw_flop, 0.3, 10)


@dataclass(slots=True)
class _HandFlags:
    counted: bool = False
    vpip: bool = False
    pfr: bool = False
    three_bet_chance: bool = False
    shoved: bool = False


@dataclass(slots=True)
class TableModel:
    """Profiles by player name, fed incrementally: each event is counted once."""

    profiles: dict[str, Profile] = field(default_factory=dict)
    _hand: int = -1
    _seen: int = 0
    _raises: int = 0
    _flags: dict[int, _HandFlags] = field(default_factory=dict)
    _folded: set[int] = field(default_factory=set)
    _aggressor: int | None = None
    _bettors: dict[Street, int] = field(default_factory=dict)
    _callers: dict[int, Street] = field(default_factory=dict)
    """Seats that called a postflop bet, with the first street they did."""

    def profile(self, name: str) -> Profile:
        found = self.profiles.get(name)
        if found is None:
            found = self.profiles[name] = Profile()
        return found

    def feed(self, hand_number: int, names: tuple[str, ...], events: Iterable[Event]) -> None:
        """Count the events of hand ``hand_number`` not counted before (pass the whole list each time)."""
        if hand_number != self._hand:
            self._hand, self._seen, self._raises = hand_number, 0, 0
            self._flags, self._folded, self._bettors, self._callers = {}, set(), {}, {}
            self._aggressor = None
        for index, event in enumerate(events):
            if index < self._seen:
                continue
            self._seen = index + 1
            if isinstance(event, PlayerActed):
                self._count_action(event, names[event.seat])
            elif isinstance(event, StreetDealt) and event.street is Street.FLOP:
                for seat, name in enumerate(names):
                    if seat not in self._folded:
                        self.profile(name).saw_flop += 1
            elif isinstance(event, CardsShown) and event.reason == "showdown":
                self.profile(names[event.seat]).showdowns += 1

    def _count_action(self, event: PlayerActed, name: str) -> None:
        profile = self.profile(name)
        flags = self._flags.setdefault(event.seat, _HandFlags())
        move = event.move
        if move is Move.FOLD:
            self._folded.add(event.seat)
        if event.street is Street.PREFLOP:
            if not flags.counted:
                flags.counted = True
                profile.hands += 1
            if self._raises == 1 and not flags.three_bet_chance and not flags.pfr:
                flags.three_bet_chance = True
                profile.three_bet_chances += 1
                if move is Move.RAISE:
                    profile.three_bets += 1
            if move in (Move.CALL, Move.RAISE) and not flags.vpip:
                flags.vpip = True
                profile.vpip += 1
            if move is Move.RAISE:
                self._raises += 1
                self._aggressor = event.seat
                if not flags.pfr:
                    flags.pfr = True
                    profile.pfr += 1
                if event.all_in and not flags.shoved:
                    flags.shoved = True
                    profile.shoves += 1
            return
        if event.previous_bet == 0:
            if move in (Move.CHECK, Move.BET):
                profile.bet_chances += 1
                profile.bets += move is Move.BET
                street = profile.betting.setdefault(event.street, LineCounts())
                street.chances += 1
                street.bets += move is Move.BET
                if move is Move.BET:
                    self._bettors[event.street] = event.seat
            return
        self._count_answer(event, profile)

    def _count_answer(self, event: PlayerActed, profile: Profile) -> None:
        """A postflop answer to a bet: overall and in its situation."""
        move = event.move
        first_call = self._callers.get(event.seat)
        called_before = first_call is not None and first_call is not event.street
        bettor = self._bettors.get(event.street, -1)
        flop_bettor = self._bettors.get(Street.FLOP)
        line = line_faced(event.street, bettor, self._aggressor, flop_bettor, called_before)
        counts = profile.facing.setdefault(line, LineCounts())
        counts.chances += 1
        profile.faced_bets += 1
        if move is Move.FOLD:
            profile.folds_to_bets += 1
            counts.folds += 1
        elif move is Move.RAISE:
            profile.raises_to_bets += 1
            counts.raises += 1
            self._bettors[event.street] = event.seat
        elif move is Move.CALL:
            profile.calls += 1
            self._callers.setdefault(event.seat, event.street)
