"""Spot families for drills: each a predicate saying "this decision of a seat is a spot of family F".

A family reads one moment of a hand: the events before the decision (any seat's view of them:
a family reads only the public actions, and the deciding seat's own cards where it needs
them) and the seat to act. Families may overlap (a river bet faced all in is both a river
bluff-catch and an all-in faced); each names a decision a player meets every session.

>>> from holdem.engine.hand import Hand, stacked_deck
>>> hand = Hand(stacks=[1000] * 6, button=0, deck=stacked_deck(num_seats=6, button=0,
...     hole_cards=["AhAd", "7c2d", "KsKh", "QcQd", "JcJd", "9c9d"], board="As5d3c 9h 2s"))
>>> hand.play("fold raise_to 25 fold fold")  # UTG folds, HJ opens, CO and the button fold
>>> [f.key for f in families_at(hand.events, hand.to_act)]  # the small blind faces the open
[]
>>> hand.play("fold")
>>> [f.key for f in families_at(hand.events, hand.to_act)]  # the big blind faces it
['bb_defend']
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final

from holdem.coach.spots import position
from holdem.engine.evaluator import best_hand
from holdem.engine.evaluator_rules import HandCategory
from holdem.engine.events import Event, Move, PlayerActed, Street
from holdem.engine.state import TableState, fold_events


@dataclass(frozen=True, slots=True)
class Moment:
    """A decision to classify: the table before it, the seat to act, and the actions so far."""

    state: TableState
    seat: int
    acted: tuple[PlayerActed, ...]

    @classmethod
    def of(cls, events: Sequence[Event], seat: int) -> Moment:
        return cls(fold_events(events), seat, tuple(e for e in events if isinstance(e, PlayerActed)))

    def on(self, street: Street) -> list[PlayerActed]:
        return [a for a in self.acted if a.street is street]

    @property
    def preflop_raisers(self) -> list[int]:
        """Who raised before the flop, in order (a seat twice if it raised twice)."""
        return [a.seat for a in self.on(Street.PREFLOP) if a.move is Move.RAISE]

    @property
    def position(self) -> str:
        return position(self.state, self.seat)

    @property
    def live(self) -> list[int]:
        return [s for s in range(self.state.num_seats) if not self.state.folded[s]]

    @property
    def in_position(self) -> bool:
        """Whether the seat acts last after the flop among the players still in."""
        n, button = self.state.num_seats, self.state.button
        order = sorted(self.live, key=lambda s: (s - button - 1) % n)
        return bool(order) and order[-1] == self.seat

    def bets(self, street: Street) -> list[PlayerActed]:
        """The bets and raises made on ``street``, in order."""
        return [a for a in self.on(street) if a.move in (Move.BET, Move.RAISE)]

    def facing_all_in(self) -> bool:
        """The bet faced is an all-in (the last bet or raise of the street put its maker all in)."""
        bets = self.bets(self.state.street)
        return bool(bets) and bets[-1].all_in and bets[-1].seat != self.seat and self.to_call > 0

    @property
    def to_call(self) -> int:
        return self.state.current_bet - self.state.committed[self.seat]


Predicate = Callable[[Moment], bool]
"""A test of one decision; a family's is made of a few, the conditions families share named once."""
BLINDS: Final = ("SB", "BB")


def _all(*tests: Predicate) -> Predicate:
    """True where each of ``tests`` is, asked in order (a later test may rely on an earlier one)."""
    return lambda m: all(test(m) for test in tests)


def _not(test: Predicate) -> Predicate:
    return lambda m: not test(m)


def _preflop(m: Moment) -> bool:
    return m.state.street is Street.PREFLOP


def _outside_the_blinds(m: Moment) -> bool:
    return m.position not in BLINDS


def _in_position(m: Moment) -> bool:
    return m.in_position


def _first_in(m: Moment) -> bool:
    """Nobody has called or raised before the flop (the blinds only) and it is the seat's first turn."""
    return _preflop(m) and all(a.move is Move.FOLD for a in m.on(Street.PREFLOP))


def _single_raise_faced(m: Moment) -> bool:
    """Before the flop, exactly one raise made (by another seat) and the seat's first answer to it."""
    pre = m.on(Street.PREFLOP)
    raisers = m.preflop_raisers
    return (_preflop(m) and len(raisers) == 1 and raisers[0] != m.seat
            and not any(a.seat == m.seat for a in pre) and not m.facing_all_in())


def _bb_against_a_raiser_not_the_sb(m: Moment) -> bool:
    """The big blind answering a single raise that the small blind did not make."""
    return m.position == "BB" and position(m.state, m.preflop_raisers[0]) != "SB"


def _vs_3bet(m: Moment) -> bool:
    raisers = m.preflop_raisers
    return _preflop(m) and len(raisers) == 2 and raisers[0] == m.seat and not m.facing_all_in()


def _cbet_chance(m: Moment) -> bool:
    """On the flop, the last preflop raiser with no bet yet in front of it."""
    raisers = m.preflop_raisers
    return (m.state.street is Street.FLOP and bool(raisers) and raisers[-1] == m.seat
            and m.state.current_bet == 0)


def _vs_cbet(m: Moment) -> bool:
    raisers = m.preflop_raisers
    bets = m.bets(Street.FLOP)
    return (m.state.street is Street.FLOP and bool(raisers) and raisers[-1] != m.seat and len(bets) == 1
            and bets[0].seat == raisers[-1]
            and not any(a.seat == m.seat and a.move is not Move.CHECK for a in m.on(Street.FLOP))
            and not m.facing_all_in())


def _barrel(m: Moment) -> bool:
    flop_bets = m.bets(Street.FLOP)
    return (m.state.street is Street.TURN and bool(flop_bets) and flop_bets[-1].seat == m.seat
            and m.state.current_bet == 0)


def _river_call(m: Moment) -> bool:
    return m.state.street is Street.RIVER and m.to_call > 0 and not m.facing_all_in()


VALUE_CATEGORY: Final = HandCategory.TWO_PAIR
"""A river hand at least this strong (and better than the board alone) is a value hand; top pair too."""


def _river_value(m: Moment) -> bool:
    """Checked to on the river (or first to act) with top pair or better made with the seat's cards: a
    better kicker to the board's own hand is none, and on a paired board two pair is value only when the
    seat's own pair is top pair (king-seven on ace-ace-four-seven-two is second pair)."""
    hole = m.state.hole[m.seat]
    if m.state.street is not Street.RIVER or m.state.current_bet != 0 or hole is None:
        return False
    board = m.state.board
    mine, alone = best_hand((*hole, *board)), best_hand(board)
    if mine.category <= alone.category:
        return False
    top = max(card.rank for card in board)
    if mine.category is HandCategory.TWO_PAIR and alone.category is HandCategory.ONE_PAIR:
        own = next(rank for rank in mine.ranks[:2] if rank != alone.ranks[0])
        return own >= top
    if mine.category >= VALUE_CATEGORY:
        return True
    return mine.category is HandCategory.ONE_PAIR and mine.ranks[0] >= top


def _blind_vs_blind(m: Moment) -> bool:
    """Folded to the small blind, or the big blind answering the small blind alone."""
    if not _preflop(m) or m.facing_all_in():
        return False
    pre = m.on(Street.PREFLOP)
    if m.position == "SB":
        return _first_in(m)
    if m.position != "BB":
        return False
    sb = m.state.small_blind_seat
    others = [a for a in pre if a.seat != sb]
    sb_in = any(a.seat == sb and a.move is not Move.FOLD for a in pre)
    return (all(a.move is Move.FOLD for a in others) and sb_in
            and not any(a.seat == m.seat for a in pre) and len(m.preflop_raisers) <= 1)


@dataclass(frozen=True, slots=True)
class Family:
    """A kind of decision to drill: its key (the command line's word) and its predicate."""

    key: str
    street: Street
    test: Predicate

    def __call__(self, m: Moment) -> bool:
        return self.test(m)


FAMILIES: Final = (
    Family("open", Street.PREFLOP, _all(_first_in, _outside_the_blinds)),
    Family("bb_defend", Street.PREFLOP, _all(_single_raise_faced, _bb_against_a_raiser_not_the_sb)),
    Family("vs_open_ip", Street.PREFLOP, _all(_single_raise_faced, _outside_the_blinds)),
    Family("vs_3bet", Street.PREFLOP, _vs_3bet),
    Family("bvb", Street.PREFLOP, _blind_vs_blind),
    Family("allin_pre", Street.PREFLOP, _all(_preflop, Moment.facing_all_in)),
    Family("cbet_ip", Street.FLOP, _all(_cbet_chance, _in_position)),
    Family("cbet_oop", Street.FLOP, _all(_cbet_chance, _not(_in_position))),
    Family("vs_cbet", Street.FLOP, _vs_cbet),
    Family("barrel", Street.TURN, _barrel),
    Family("river_call", Street.RIVER, _river_call),
    Family("river_value", Street.RIVER, _river_value),
    Family("allin_post", Street.FLOP, _all(_not(_preflop), Moment.facing_all_in)),
)
"""Every family, in the order the drills page lists them."""

BY_KEY: Final = {family.key: family for family in FAMILIES}


def family(key: str) -> Family:
    """The family called ``key`` (KeyError with the known keys otherwise)."""
    try:
        return BY_KEY[key]
    except KeyError:
        raise KeyError(f"no drill family {key!r}; known: {', '.join(BY_KEY)}") from None


def families_at(events: Sequence[Event], seat: int | None) -> list[Family]:
    """The families the decision of ``seat`` after ``events`` belongs to (none when it is not its turn)."""
    if seat is None:
        return []
    m = Moment.of(events, seat)
    if m.state.to_act != seat:
        return []
    return [f for f in FAMILIES if f(m)]
