"""One counting pass over a hand's events: each seat's :class:`~holdem.stats.totals.Totals` for it.

The tracker definitions (docs/records.md, FIELD_NOTES "Statistics as trackers define them"):

* **VPIP**: a voluntary preflop call or raise, over hands with a preflop decision
  (posting a blind is not voluntary, the big blind checking is not VPIP, walks do not count).
* **PFR**: a preflop raise, same denominator. **3-bet**: re-raised when first facing
  exactly one preflop raise, over such chances.
* **Fold to 3-bet**: the first preflop raiser folded when facing exactly one re-raise, over
  such spots. **C-bet**: the last preflop raiser bet the flop when first to bet, over such
  chances. **Fold to c-bet**: folded as the first answer to that bet (before any raise of it),
  over such spots, multiway included.
* **AF**: postflop bets and raises over postflop calls (also by street). **WTSD**: showdowns
  over flops seen; **W$SD**: showdowns that won chips (a split counts) over showdowns.

Beside them, what the bots' reads need: all-in preflop raises, bets when checked to
by street, answers to postflop bets by line (:data:`~holdem.stats.totals.LINES`), and
in the same pass the lines per chance a HUD does not show (:class:`~holdem.stats.habits.Habits`).
The events may be any seat's view and any prefix of a hand (a bot counts a hand
as it goes), so the same pass serves finished hands and hands in play.

>>> from holdem.engine import Hand, stacked_deck
>>> hand = Hand(stacks=[1000, 1000, 1000], button=0, names=["Ann", "Bob", "Cy"],
...             deck=stacked_deck(num_seats=3, button=0, hole_cards=["AhAd", "7c2d", "KsKd"]))
>>> hand.play("raise_to 30 fold call  check bet 40 fold")
>>> ann, bob, cy = count_hand(hand.events)
>>> (ann.vpip, ann.pfr, bob.vpip, cy.three_bet), (cy.faced_cbet, cy.folded_cbet, ann.bet_flop)
((1.0, 1.0, 0.0, 0.0), (1, 1, 1))
>>> (ann.net, cy.net, ann.af, cy.af)
(35.0, -30.0, inf, None)
>>> counter = HandCounter(3).feed(hand.events)
>>> (counter.habits(1).unraised, counter.habits(2).shoves_over_open, counter.habits(2).donk_chances)
(0, 0, 1)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from operator import add, attrgetter, itemgetter

from holdem.engine.events import (
    BlindPosted,
    CardsShown,
    Event,
    HandEnded,
    HandStarted,
    Move,
    PlayerActed,
    PotAwarded,
    Street,
    StreetDealt,
)
from holdem.stats.habits import HABITS, NO_HABITS, Habits, no_pair_of_its_own, raise_in_pots
from holdem.stats.positions import steal_seats
from holdem.stats.shared import Shared
from holdem.stats.totals import EMPTY, SUMMED, Totals

_INDEX = {name: index for index, name in enumerate((*SUMMED, *HABITS))}
_TRACKED = len(SUMMED)  # the counts before it are the Totals', those from it on the Habits'
_SHARED_HANDS = 512
"""Sums kept for reuse: every bot at a table adds the same hand to the same totals (a hand makes a few
dozen; the oldest are dropped first)."""
_RECORDS: Shared[Totals] = Shared(_SHARED_HANDS)
_HABITS: Shared[Habits] = Shared(_SHARED_HANDS)
_STREET_WORDS = {Street.FLOP: "flop", Street.TURN: "turn", Street.RIVER: "river"}


def line_faced(street: Street, bettor: int, aggressor: int | None, flop_bettor: int | None,
               called_before: bool) -> str:
    """Which of :data:`~holdem.stats.totals.LINES` a player is in when ``bettor`` bets into it.

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


@dataclass(slots=True)
class _Seat:
    """One seat's counts and flags within the hand being counted."""

    counts: list[int] = field(default_factory=lambda: [0] * len(_INDEX))
    decided: bool = False
    vpip: bool = False
    pfr: bool = False
    three_bet_chance: bool = False
    shoved: bool = False
    folded: bool = False
    won: bool = False
    faced_reraise: bool = False
    stole: bool = False  # its raise came first in from a steal seat
    first_call: Street | None = None  # the street of its first postflop call
    overbet: bool = False  # it bet or raised beyond the pot after the flop
    version: int = 0  # how many times its Totals counts were added to

    def add(self, name: str, amount: int = 1) -> None:
        self.counts[_INDEX[name]] += amount
        self.version += 1

    def note(self, name: str, amount: int = 1) -> None:
        """Add to a :class:`~holdem.stats.habits.Habits` count (which the version does not follow)."""
        self.counts[_INDEX[name]] += amount

    def copy(self) -> _Seat:
        return _Seat(list(self.counts), self.decided, self.vpip, self.pfr, self.three_bet_chance, self.shoved,
                     self.folded, self.won, self.faced_reraise, self.stole, self.first_call, self.overbet,
                     self.version)


def counts_reader(names: Sequence[str]) -> Callable[[HandCounter, int, Totals], tuple[int, ...]]:
    """A reader of the counts ``names`` of a seat: ``base``'s plus the hand's so far, as
    :meth:`HandCounter.record` adds them, without building a whole :class:`~holdem.stats.totals.Totals`
    (a bot reads a few dozen counts of a player after each of its actions). The counts are those of
    :data:`~holdem.stats.totals.SUMMED` but the hand's result (``hands``, ``net``, ``net_squares``)."""
    for name in names:
        if name not in SUMMED or name in _RESULT:
            raise ValueError(f"{name!r} is not a count a hand adds to; the counts are {', '.join(SUMMED)}")
    from_base, from_hand = attrgetter(*names), itemgetter(*(_INDEX[name] for name in names))

    def read(counter: HandCounter, seat: int, base: Totals) -> tuple[int, ...]:
        return tuple(map(add, from_base(base), from_hand(counter._seats[seat].counts)))

    return read


_RESULT = ("hands", "net", "net_squares")


class HandCounter:
    """Counts one hand's events as they come (each event once); :meth:`record` reads a seat's totals."""

    def __init__(self, num_seats: int) -> None:
        self._seats = [_Seat() for _ in range(num_seats)]
        self._seen = 0
        self._raises = 0
        self._aggressor: int | None = None
        self._opener: int | None = None  # the first preflop raiser
        self._cbet_live = False  # the flop's bet to answer is the preflop raiser's c-bet
        self._bettors: dict[Street, int] = {}
        self._net: tuple[int, ...] = (0,) * num_seats
        self._big_blind = 0
        self._street = Street.PREFLOP
        self._acted: set[int] = set()  # who acted on this street
        self._street_bettors: set[int] = set()  # who bet or raised on this street
        self._board: tuple[int, ...] = ()
        self._river_bettor: int | None = None  # the first bettor on the river
        self._entered = False  # someone called or raised before the flop: no one after is first in
        self._late: frozenset[int] = frozenset()  # the seats a first-in raise is a steal from
        self._pot = 0  # every chip put in so far (what a bet beyond the pot is measured against)

    def feed(self, events: Sequence[Event]) -> HandCounter:
        """Count the events not counted before (pass the hand's whole list each time)."""
        for event in events[self._seen:]:
            self._count(event)
        self._seen = max(self._seen, len(events))
        return self

    @property
    def seen(self) -> int:
        """How many of the hand's events are counted."""
        return self._seen

    def copy(self) -> HandCounter:
        """An independent copy, to count further events without changing this counter."""
        other = HandCounter(0)
        other._seats = [seat.copy() for seat in self._seats]
        other._seen, other._raises, other._aggressor = self._seen, self._raises, self._aggressor
        other._opener, other._cbet_live, other._bettors = self._opener, self._cbet_live, dict(self._bettors)
        other._net, other._big_blind = self._net, self._big_blind
        other._street, other._board, other._river_bettor = self._street, self._board, self._river_bettor
        other._acted, other._street_bettors = set(self._acted), set(self._street_bettors)
        other._entered, other._late, other._pot = self._entered, self._late, self._pot
        return other

    def record(self, seat: int, base: Totals = EMPTY, net: float | None = None) -> Totals:
        """``seat``'s totals for the hand so far (one hand dealt), added to ``base``; ``net``: another
        result than the chips it won or lost (the simulator's all-in adjustment)."""
        counts: list[float] = list(self._seats[seat].counts[:_TRACKED])
        won = self._net[seat] if net is None else net
        counts[_INDEX["hands"]], counts[_INDEX["net"]], counts[_INDEX["net_squares"]] = 1, won, won * won
        big_blind = self._big_blind
        if net is not None:  # another result: not one every reader of the hand adds
            return base.plus(counts, big_blind)
        return _RECORDS.get(base, None, (*counts, big_blind), lambda: base.plus(counts, big_blind))

    def habits(self, seat: int, base: Habits = NO_HABITS) -> Habits:
        """``seat``'s lines per chance for the hand so far, added to ``base``."""
        counts = tuple(self._seats[seat].counts[_TRACKED:])
        return _HABITS.get(base, None, counts, lambda: base.plus(counts))

    def version(self, seat: int) -> int:
        """A number that changes whenever ``seat``'s :meth:`record` counts do (to cache what is read from
        them)."""
        return self._seats[seat].version

    def records(self) -> tuple[Totals, ...]:
        """Every seat's totals for the hand so far, in seat order."""
        return tuple(self.record(seat) for seat in range(len(self._seats)))

    def _count(self, event: Event) -> None:
        if isinstance(event, PlayerActed):
            if event.street is Street.PREFLOP:
                self._preflop(event, self._seats[event.seat])
            else:
                self._postflop(event, self._seats[event.seat])
            self._pot += event.amount
        elif isinstance(event, BlindPosted):
            self._pot += event.amount
        elif isinstance(event, StreetDealt):
            self._board = tuple(map(int, event.board))
            if event.street is Street.FLOP:
                for seat in self._seats:
                    if not seat.folded:
                        seat.add("saw_flop")
        elif isinstance(event, CardsShown):
            shown = self._seats[event.seat]
            if event.reason == "showdown":
                shown.add("showdowns")
                if shown.won:
                    shown.add("showdowns_won")
            cards = (int(event.cards[0]), int(event.cards[1]))
            if event.seat == self._river_bettor and len(self._board) == 5:
                shown.note("river_bets_shown")
                shown.note("river_bluffs", no_pair_of_its_own(cards, self._board))
            if shown.overbet and event.reason == "showdown":  # on the full board (a run-out shows first)
                shown.note("overbets_shown")
                shown.note("overbet_bluffs", no_pair_of_its_own(cards, self._board))
        elif isinstance(event, PotAwarded) and event.value is not None:
            self._award(event)
        elif isinstance(event, HandStarted):
            self._big_blind = event.big_blind
            self._late = steal_seats(event)
        elif isinstance(event, HandEnded):
            self._net = event.net

    def _award(self, event: PotAwarded) -> None:
        """A showdown pot: a seat that shows down and gets chips has won at showdown (once a hand)."""
        for seat, amount in event.shares:
            state = self._seats[seat]
            if amount > 0 and not state.won:
                state.won = True
                if state.counts[_INDEX["showdowns"]]:
                    state.add("showdowns_won")

    def _preflop(self, event: PlayerActed, seat: _Seat) -> None:
        move = event.move
        raised = move in (Move.RAISE, Move.BET)
        seat.folded = seat.folded or move is Move.FOLD
        if not seat.decided:
            seat.decided = True
            seat.add("decisions")
        if self._raises == 0:
            seat.note("unraised")
            seat.note("shoves_unraised", raised and event.all_in)
            if not self._entered and move is not Move.CHECK:  # folded to it (the big blind's walk aside)
                late = event.seat in self._late
                seat.note("steal_chances" if late else "early_chances")
                seat.note("steals" if late else "early_opens", raised)
                seat.stole = late and raised
        elif self._raises == 1 and not seat.pfr:  # facing exactly one raise, which happens once a hand
            if not seat.three_bet_chance:
                seat.three_bet_chance = True
                seat.add("three_bet_chances")
                seat.add("three_bets", raised)
            seat.note("shoves_over_open", raised and event.all_in)
        elif seat.pfr and not seat.faced_reraise:
            seat.faced_reraise = True  # a raiser is to act again only when raised
            seat.note("faced_reraises")
            seat.note("raised_reraises", raised)
            seat.note("folded_reraises", move is Move.FOLD)
            if seat.stole:
                seat.note("steals_reraised")
                seat.note("folded_steals_reraised", move is Move.FOLD)
            if self._raises == 2 and event.seat == self._opener:
                self._opener = None  # its one answer to the 3-bet
                seat.add("faced_three_bets")
                seat.add("folded_three_bets", move is Move.FOLD)
        if (raised or move is Move.CALL) and not seat.vpip:
            seat.vpip = True
            seat.add("vpip_hands")
        if raised:
            self._raises += 1
            self._aggressor = event.seat
            if self._raises == 1:
                self._opener = event.seat
            if not seat.pfr:
                seat.pfr = True
                seat.add("pfr_hands")
            if event.all_in and not seat.shoved:
                seat.shoved = True
                seat.add("shoves")
        self._entered = self._entered or raised or move is Move.CALL

    def _postflop(self, event: PlayerActed, seat: _Seat) -> None:
        move, street = event.move, _STREET_WORDS[event.street]
        if event.street is not self._street:
            self._street = event.street
            self._acted.clear()
            self._street_bettors.clear()
        seat.folded = seat.folded or move is Move.FOLD
        aggressive = move in (Move.BET, Move.RAISE)
        if aggressive and raise_in_pots(self._pot, event) > 1.0:
            seat.overbet = True
        seat.add("postflop_aggressive", aggressive)
        seat.add("postflop_calls", move is Move.CALL)
        seat.add(f"aggressive_{street}", aggressive)
        seat.add(f"calls_{street}", move is Move.CALL)
        if event.previous_bet:
            self._facing_bet(event, seat, street)
        elif move is not Move.FOLD:  # a check or a bet: a fold though checking was free is no chance
            self._checked_to(event, seat, street)
        self._acted.add(event.seat)
        if aggressive:
            self._street_bettors.add(event.seat)

    def _checked_to(self, event: PlayerActed, seat: _Seat, street: str) -> None:
        bet = event.move is Move.BET
        seat.add(f"checked_to_{street}")
        seat.add(f"bet_{street}", bet)
        if bet:
            self._bettors[event.street] = event.seat
        aggressor = self._aggressor
        if event.street is Street.FLOP:
            if event.seat == aggressor:
                self._cbet_live = bet
                seat.add("cbet_chances")
                seat.add("cbets", bet)
            elif aggressor is not None and aggressor not in self._acted and not self._seats[aggressor].folded:
                seat.note("donk_chances")
                seat.note("donks", bet)
        elif event.street is Street.RIVER and bet:
            self._river_bettor = event.seat

    def _facing_bet(self, event: PlayerActed, seat: _Seat, street: str) -> None:
        move = event.move
        seat.add(f"faced_bets_{street}")
        seat.add(f"folded_bets_{street}", move is Move.FOLD)
        if event.seat in self._street_bettors:
            seat.note("bets_raised")
            seat.note("folded_bets_raised", move is Move.FOLD)
        called_before = seat.first_call is not None and seat.first_call is not event.street
        bettor, flop_bettor = self._bettors.get(event.street, -1), self._bettors.get(Street.FLOP)
        # A raise ends the c-bet: who answers the raise (the raiser's own, too) is in another line.
        aggressor = self._aggressor if self._cbet_live else None
        line = line_faced(event.street, bettor, aggressor, flop_bettor, called_before)
        seat.add(f"faced_{line}")
        seat.add(f"folded_{line}", move is Move.FOLD)
        if move is Move.RAISE:
            seat.add(f"raised_{line}")
            self._bettors[event.street] = event.seat
            self._cbet_live = False
        elif move is Move.CALL and seat.first_call is None:
            seat.first_call = event.street


def count_hand(events: Sequence[Event]) -> tuple[Totals, ...]:
    """Each seat's record of a hand (finished or not) from its events, in seat order."""
    start = next(e for e in events if isinstance(e, HandStarted))
    return HandCounter(len(start.names)).feed(events).records()
