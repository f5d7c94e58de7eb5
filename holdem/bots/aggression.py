"""How often each player takes each aggressive line, counted per chance to take it (issue 19).

A rate per hand dealt hides a habit: a player who shoves over every open shoves in
only the hands where someone opened. So each line is counted against the spots
where the player could have taken it: a 3-bet or a shove against the hands where
it faced a single raise, a 4-bet against its opens that were re-raised, a
continuation bet against the flops where it raised before and nobody bet, a river
bet against the rivers checked to it, and so on. Each rate starts from a prior and
gives way to what was seen within about ten to twenty chances (:data:`WEIGHT`).

>>> from holdem.engine.events import Move, PlayerActed, Street
>>> book = AggressionBook()
>>> hand = [PlayerActed(0, Street.PREFLOP, Move.RAISE, 25, 25, 10, False),
...         PlayerActed(1, Street.PREFLOP, Move.RAISE, 990, 1000, 25, True)]
>>> book.add_hand(("Ann", "Bob"), hand)
>>> bob = book.read("Bob")
>>> (bob.shove_over_open.chances, bob.shove_over_open.taken, bob.three_bet.taken)
(1, 1, 1)
>>> round(bob.shove_over_open_rate(), 3), round(AggressionRead().shove_over_open_rate(), 3)
(0.169, 0.03)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from holdem.bots.board import WEAK_PAIR, made_class
from holdem.engine.events import BlindPosted, CardsShown, Event, Move, PlayerActed, Street, StreetDealt

WEIGHT = 6.0
"""Chances the prior counts for: after six chances the evidence weighs as much as the prior."""


@dataclass(slots=True)
class Line:
    """Chances to take a line, and how many were taken."""

    chances: int = 0
    taken: int = 0

    def count(self, taken: bool) -> None:
        self.chances += 1
        self.taken += taken

    def rate(self, prior: float, weight: float = WEIGHT) -> float:
        return (self.taken + prior * weight) / (self.chances + weight)


@dataclass(slots=True)
class AggressionRead:
    """One player's aggressive lines, each counted per chance."""

    three_bet: Line = field(default_factory=Line)
    """Facing a single raise (not its own): re-raised."""
    shove_over_open: Line = field(default_factory=Line)
    """Facing a single raise: moved all in."""
    shove_first_in: Line = field(default_factory=Line)
    """No raise before it: moved all in."""
    four_bet: Line = field(default_factory=Line)
    """Its raise re-raised (the first time in a hand): raised again."""
    fold_to_reraise: Line = field(default_factory=Line)
    """Its raise re-raised (the first time in a hand): folded."""
    c_bet: Line = field(default_factory=Line)
    """The preflop raiser on a flop with no bet before it: bet. (Not named ``cbet``: a slot name equal
    to the stats line ``"cbet"`` shares its string in a pickle, so a bot's copy pickled otherwise.)"""
    donk: Line = field(default_factory=Line)
    """Not the preflop raiser, on a flop with no bet and the raiser still to act: bet."""
    raise_cbet: Line = field(default_factory=Line)
    """Facing a continuation bet: raised."""
    river_bet: Line = field(default_factory=Line)
    """A river with no bet before it: bet."""
    river_overbet: Line = field(default_factory=Line)
    """Its river bets: bigger than the pot."""
    river_bluff: Line = field(default_factory=Line)
    """Its river bets shown down: with less than a pair of its own."""
    fold_to_raise: Line = field(default_factory=Line)
    """Its bet or raise after the flop raised: folded."""

    def three_bet_rate(self) -> float:
        return self.three_bet.rate(0.07)

    def shove_over_open_rate(self) -> float:
        """An unknown shove over an open is strong (the top 3%); the fifth in twenty chances is not."""
        return self.shove_over_open.rate(0.03)

    def shove_first_in_rate(self) -> float:
        return self.shove_first_in.rate(0.03)

    def four_bet_rate(self) -> float:
        return self.four_bet.rate(0.04)

    def fold_to_reraise_rate(self) -> float:
        return self.fold_to_reraise.rate(0.5)

    def cbet_rate(self) -> float:
        return self.c_bet.rate(0.6)

    def donk_rate(self) -> float:
        return self.donk.rate(0.1)

    def river_bet_rate(self) -> float:
        return self.river_bet.rate(0.35)

    def river_bluff_share(self) -> float:
        """Of its river bets shown down, the share with less than a pair (prior a quarter)."""
        return self.river_bluff.rate(0.25)

    def fold_to_raise_rate(self) -> float:
        return self.fold_to_raise.rate(0.6)


@dataclass(slots=True)
class _Hand:
    """One pass over a finished hand's events."""

    reads: list[AggressionRead]
    raises: int = 0
    opener: int | None = None
    aggressor: int | None = None
    pot: int = 0
    street: Street = Street.PREFLOP
    street_bettors: list[int] = field(default_factory=list)
    acted: set[int] = field(default_factory=set)
    folded: set[int] = field(default_factory=set)
    raisers: set[int] = field(default_factory=set)
    faced_reraise: set[int] = field(default_factory=set)
    river_bettor: int | None = None

    def act(self, e: PlayerActed) -> None:
        if e.street is not self.street:
            self.street, self.street_bettors, self.acted = e.street, [], set()
        read = self.reads[e.seat]
        aggressive = e.move in (Move.BET, Move.RAISE)
        if e.street is Street.PREFLOP:
            self._preflop(e, read, aggressive)
        else:
            self._postflop(e, read, aggressive)
        if e.move is Move.FOLD:
            self.folded.add(e.seat)
        self.acted.add(e.seat)
        self.pot += e.amount

    def _preflop(self, e: PlayerActed, read: AggressionRead, aggressive: bool) -> None:
        if self.raises == 0:
            read.shove_first_in.count(aggressive and e.all_in)
        elif self.raises == 1 and e.seat != self.opener:
            read.three_bet.count(aggressive)
            read.shove_over_open.count(aggressive and e.all_in)
        elif e.seat in self.raisers and e.seat not in self.faced_reraise:
            self.faced_reraise.add(e.seat)
            read.four_bet.count(aggressive)
            read.fold_to_reraise.count(e.move is Move.FOLD)
        if aggressive:
            self.raises += 1
            self.opener = e.seat if self.raises == 1 else self.opener
            self.aggressor = e.seat
            self.raisers.add(e.seat)

    def _postflop(self, e: PlayerActed, read: AggressionRead, aggressive: bool) -> None:
        bettors = self.street_bettors
        if not bettors:
            if e.street is Street.FLOP and e.seat == self.aggressor:
                read.c_bet.count(aggressive)
            elif (e.street is Street.FLOP and self.aggressor is not None
                  and self.aggressor not in self.acted | self.folded):
                read.donk.count(aggressive)
            if e.street is Street.RIVER:
                read.river_bet.count(aggressive)
                if aggressive:
                    read.river_overbet.count(e.amount > self.pot)
                    self.river_bettor = e.seat
        elif e.seat in bettors:
            read.fold_to_raise.count(e.move is Move.FOLD)
        elif e.street is Street.FLOP and len(bettors) == 1 and bettors[0] == self.aggressor:
            read.raise_cbet.count(e.move is Move.RAISE)
        if aggressive:
            bettors.append(e.seat)


@dataclass(slots=True)
class AggressionBook:
    """The aggressive lines of every player by name, counted from finished hands."""

    reads: dict[str, AggressionRead] = field(default_factory=dict)

    def read(self, name: str) -> AggressionRead:
        """What is known of ``name`` (an empty read, all priors, for a stranger)."""
        return self.reads.get(name) or AggressionRead()

    def add_hand(self, names: Sequence[str], events: Sequence[Event]) -> None:
        """Count one finished hand's public events for the players in ``names`` (seat order)."""
        reads = [self.reads.setdefault(name, AggressionRead()) for name in names]
        hand = _Hand(reads)
        board: tuple[int, ...] = ()
        for e in events:
            if isinstance(e, PlayerActed):
                hand.act(e)
            elif isinstance(e, BlindPosted):
                hand.pot += e.amount
            elif isinstance(e, StreetDealt):
                board = tuple(int(c) for c in e.board)
            elif isinstance(e, CardsShown) and e.seat == hand.river_bettor and len(board) == 5:
                a, b = (int(c) for c in e.cards)
                reads[e.seat].river_bluff.count(made_class(a, b, board) < WEAK_PAIR)
