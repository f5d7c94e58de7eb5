"""Each opponent's range in the current hand, narrowed by what it has done.

Before the flop a range is "the top X% of hands", X set by the action (open,
call, re-raise, shove) and by what the :class:`~holdem.bots.model.TableModel`
knows of the player. After the flop every action re-weights the combos by how
strong they are on this board (draws count as middling hands): a bet keeps
mostly the part of the range that bets that often, a call the part that
continues, a check thins out the strongest hands. Nothing is ever cut to zero,
because players bluff and slow-play. A bet beyond the pot keeps less of both
ends (:func:`overbet_keep`). The reading seat's own actions are kept as the
ramps they put on a range, for its own range (:meth:`HandReader.own_range`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Final

from holdem.bots.aggression import RIVER_BLUFF_PRIOR
from holdem.bots.board import CARD_COMBOS, BoardReading, read_board
from holdem.bots.combos import combo_index
from holdem.bots.equity import Range
from holdem.bots.exact import river_equity
from holdem.bots.model import Profile, line_faced
from holdem.bots.places import PLACES_KEPT, OwnPreflop, Ramp, own_place, ramped, without_board
from holdem.bots.preflop import capped_range
from holdem.engine.events import BlindPosted, Event, Move, PlayerActed, Street, StreetDealt
from holdem.stats.habits import raise_in_pots

# ----- before the flop: (width, cap, cap weight) of a range ----------------------------------

_WIDTH_DIGITS: Final = 3
"""Widths and caps are rounded to a thousandth: reads that differ by less share one cached base range."""
_RAISER_WEIGHT: Final = 0.3
"""Weight of the hands that would have raised (the top PFR) in a range that has not raised (a blind yet
to act, a limp): most of them would have raised, a few limp or slow-play."""
_LIMP_CAP: Final = 0.7
"""The share of its raising width a limp thins: the edge of a raising range limps as often as it raises."""
_FLAT_WIDTH: Final = 0.85
"""A call of one raise comes from the top 85% of its VPIP: the weakest hands it plays fold to a raise."""
_FLAT_RERAISED_WIDTH: Final = 0.5
"""A call of a re-raise comes from the top half of its VPIP: a re-raise folds far more of it."""
_FLAT_WIDTH_FLOOR: Final = 0.03
"""A call is never read narrower than the top 3% (nines or better and ace-king suited)."""
_FLAT_CAP_WEIGHT: Final = 0.4
"""Weight of its re-raising hands (the top 3-bet share) in a calling range: most re-raise, some trap."""
_RERAISE_WIDTH_FLOOR: Final = 0.015
"""A re-raise of a re-raise or an all-in is never read narrower than the top 1.5% (queens or better and
some jacks): even the tightest read keeps a few hands in it."""
_RAISE_WIDTH_FLOOR: Final = 0.02
"""An open or a 3-bet is never read narrower than the top 2% (jacks or better)."""

# ----- after the flop: how much of a range each action keeps ---------------------------------

_MULTIWAY_BET: Final = 0.25
"""A bet into several players keeps a smaller top share: the bet rate over 1 + 0.25 per extra player."""
_BET_WEAK_MAX: Final = 0.2
"""The most a bet keeps of its weakest hands (the floor is the square of its bet share, below this)."""
_BET_SOFT: Final = 0.2
"""Width of the ramp from a bet's weak floor to its kept top, as a share of the range."""
_RAISE_KEEP: Final = 2.0
"""A raise keeps twice its raise rate of the range: the rate is per bet faced, so a raise is read
as a top share, not as the few combos the rate alone would leave."""
_RAISE_KEEP_FLOOR: Final = 0.1
"""A raise keeps at least the top 10%: a player never seen raising still raises something."""
_RAISE_WEAK_MAX: Final = 0.15
"""The most a raise keeps of its weakest hands (the floor is the square of its raise share, below this)."""
_RAISE_SOFT: Final = 0.2
"""Width of the ramp from a raise's weak floor to its kept top, as a share of the range."""
_OVERCALL_KEEP: Final = 0.8
"""Each caller before it keeps 80% of a call's continuing share: an overcall means a stronger hand."""
_CALL_WEAK_MAX: Final = 0.15
"""The most a call keeps of its weakest hands (half its continuing share, below this)."""
_CALL_SOFT: Final = 0.3
"""Width of a call's ramp, wider than a bet's: calls come from the middle of a range too, not its top."""
_CHECK_TOP: Final = 0.15
"""A check thins the strongest 15% of the range: strong hands usually bet."""
_CHECK_TOP_KEPT: Final = 0.5
"""The weight the strongest part of a checking range keeps (a check-raise or a slow-play is possible)."""
_RIVER_BLUFFS_LOW: Final = 0.3
"""Fewest weak hands a river bet keeps, as a factor on the bet's floor: a read of no bluffs shown is
never trusted to the point of reading a bet as pure value."""
_RIVER_BLUFFS_HIGH: Final = 2.0
"""Most weak hands a river bet keeps, as a factor on the bet's floor (a player seen bluffing often)."""
_POT_MDF: Final = 0.5
"""The minimum-defence frequency against a pot-size bet. A bet of ``r`` pots is called by ``1 / (1 + r)``
of a range and is worth making for value only with hands that beat what calls it: it keeps ``1 / (1 + r)``
over this of what a pot-size bet keeps (:func:`overbet_keep`)."""

STRANGER: Final = Profile()
"""The read of a player never seen: its rates are the priors."""


@dataclass(slots=True)
class _Preflop:
    raises: int = 0  # raises made by this seat
    last_raise_faced: int = 0  # raises before its last raise
    called: bool = False
    calls_faced: int = 0  # raises before its last call
    shoved: bool = False


@lru_cache(maxsize=64)  # each entry is ~20 kB; 512 of them grew a long game by ~8 MB (issue 10)
def _base_range(width: float, cap: float, cap_weight: float) -> tuple[float, ...]:
    return tuple(capped_range(width, cap, cap_weight))


@dataclass(slots=True)
class HandReader:
    """One bot's reading of the hand in progress: everyone's range, updated event by event.

    Before the flop only each seat's width is kept; the weights are built when the
    flop comes (or when asked for) and narrowed from then on.
    """

    seat: int
    hand_number: int = -1
    seen: int = 0
    raises: int = 0
    board: tuple[int, ...] = ()
    preflop: dict[int, _Preflop] = field(default_factory=dict)
    specs: dict[int, tuple[float, float, float]] = field(default_factory=dict)
    widths: dict[int, float] = field(default_factory=dict)
    ranges: dict[int, Range] = field(default_factory=dict)
    reading: BoardReading | None = None
    aggressor: int | None = None
    bettors: dict[Street, int] = field(default_factory=dict)
    first_call: dict[int, Street] = field(default_factory=dict)
    callers: int = 0
    """Calls since the last bet or raise on this street (each overcall means a stronger range)."""
    pot: int = 0
    """The chips in the pot so far (what an overbet is measured against)."""
    own_ramps: list[Ramp] = field(default_factory=list)
    """This seat's own actions after the flop as the ramps they put on a range (the board then, start,
    width, low, scale): its own range is its preflop range with these on it (:meth:`own_range`)."""
    folded: set[int] = field(default_factory=set)
    shares: dict[tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]], float] = field(
        default_factory=dict, compare=False, repr=False)
    """River shares worked out on this reading (:meth:`river_share`), forgotten when it reads on."""

    def update(self, hand_number: int, events: tuple[Event, ...], profiles: dict[int, Profile]) -> None:
        """Read the events not read yet; ``profiles`` maps seats to what is known of their players."""
        if self.shares and (hand_number != self.hand_number or len(events) > self.seen):
            self.shares = {}
        if hand_number != self.hand_number:
            self.hand_number, self.seen, self.raises, self.board = hand_number, 0, 0, ()
            self.preflop, self.specs, self.widths, self.ranges = {}, {}, {}, {}
            self.reading, self.aggressor, self.callers, self.pot = None, None, 0, 0
            self.own_ramps = []
            self.bettors, self.first_call, self.folded = {}, {}, set()
        for index in range(self.seen, len(events)):
            event = events[index]
            if isinstance(event, PlayerActed):
                if event.move is Move.FOLD:
                    self.folded.add(event.seat)
                if event.street is Street.PREFLOP:
                    self._preflop_action(event)
                    if event.seat != self.seat:
                        spec = self.preflop_width(event.seat, profiles.get(event.seat) or Profile())
                        self.specs[event.seat] = spec
                        self.widths[event.seat] = spec[0]
                else:
                    if event.move is not Move.FOLD:
                        self._narrow(event, profiles.get(event.seat) or Profile())
                    self._follow(event)
                self.pot += event.amount
            elif isinstance(event, BlindPosted):
                self.pot += event.amount
            elif isinstance(event, StreetDealt):
                self._new_board(tuple(int(c) for c in event.board))
                self.callers = 0
        self.seen = len(events)

    def copy(self) -> HandReader:
        """An independent copy, to read further events without changing this reader."""
        return HandReader(
            self.seat, self.hand_number, self.seen, self.raises, self.board,
            {s: _Preflop(p.raises, p.last_raise_faced, p.called, p.calls_faced, p.shoved)
             for s, p in self.preflop.items()},
            dict(self.specs), dict(self.widths), {s: list(w) for s, w in self.ranges.items()}, self.reading,
            self.aggressor, dict(self.bettors), dict(self.first_call), self.callers, self.pot,
            list(self.own_ramps), set(self.folded),
        )

    def _follow(self, event: PlayerActed) -> None:
        """Keep track of who bet and who called, for reading the next actions."""
        if event.move in (Move.BET, Move.RAISE):
            self.bettors[event.street] = event.seat
            self.callers = 0
        elif event.move is Move.CALL:
            self.callers += 1
            self.first_call.setdefault(event.seat, event.street)

    def range_of(self, seat: int, profile: Profile) -> Range:
        """The seat's current range (a blind that has not acted: any hand but its raises)."""
        found = self.ranges.get(seat)
        if found is None:
            spec = self.specs.get(seat) or (1.0, profile.pfr_rate(), _RAISER_WEIGHT)
            found = self.ranges[seat] = list(_base_range(*spec))
            for card in self.board:
                for i in CARD_COMBOS[card]:
                    found[i] = 0.0
        return found

    def own_range(self, preflop: Sequence[float]) -> Range:
        """This seat's own range: ``preflop`` (its weight of each combo before the flop) with the board's
        cards out and the ramps of its own actions since (:attr:`own_ramps`), as its opponents' are read."""
        weights = list(preflop)
        dealt: tuple[int, ...] = ()
        for board, start, width, low, scale in self.own_ramps:
            dealt = without_board(weights, board, dealt)
            total = sum(weights)
            if total > 0:
                weights[:] = ramped(read_board(board), weights, total, start, width, low, scale)
        without_board(weights, self.board, dealt)
        return weights

    def own_place(self, hole: tuple[int, ...], preflop: Sequence[float]) -> float:
        """Where ``hole`` sits in this seat's own range (:meth:`own_range`), weakest 0 to strongest 1:
        what an answer to an overbet defends a share of (kept in ``preflop`` if it is an
        :class:`OwnPreflop`)."""
        if not isinstance(preflop, OwnPreflop):
            return own_place(self.board_reading(), self.own_range(preflop), hole)
        key = (combo_index(*hole), self.board, tuple(self.own_ramps))
        places = preflop.places
        found = places.get(key)
        if found is None:
            found = own_place(self.board_reading(), self.own_range(preflop), hole)
            if len(places) >= PLACES_KEPT:
                places.clear()
            places[key] = found
        return found

    # ----- preflop --------------------------------------------------------------------------

    def _preflop_action(self, event: PlayerActed) -> None:
        info = self.preflop.setdefault(event.seat, _Preflop())
        if event.move is Move.RAISE:
            info.raises += 1
            info.last_raise_faced = self.raises
            info.shoved = info.shoved or event.all_in
            self.raises += 1
            self.aggressor = event.seat
        elif event.move is Move.CALL:
            info.called = True
            info.calls_faced = self.raises

    def preflop_width(self, seat: int, profile: Profile) -> tuple[float, float, float]:
        """(width, cap, cap weight): it plays the top ``width`` of hands, the top ``cap`` scaled down."""
        info = self.preflop.get(seat)
        vpip, pfr, three_bet = profile.vpip_rate(), profile.pfr_rate(), profile.three_bet_rate()
        if info is None:
            spec = (1.0, pfr, _RAISER_WEIGHT)
        elif info.raises:
            spec = (self._raise_width(info, profile, self.widths.get(seat, 1.0)), 0.0, 1.0)
        elif info.called and info.calls_faced == 0:  # a limp: raising hands would have raised
            spec = (vpip, pfr * _LIMP_CAP, _RAISER_WEIGHT)
        elif info.called:
            width = vpip * (_FLAT_WIDTH if info.calls_faced == 1 else _FLAT_RERAISED_WIDTH)
            spec = (max(width, _FLAT_WIDTH_FLOOR), three_bet, _FLAT_CAP_WEIGHT)
        else:
            spec = (1.0, pfr, _RAISER_WEIGHT)
        return (round(min(spec[0], 1.0), _WIDTH_DIGITS), round(spec[1], _WIDTH_DIGITS), spec[2])

    @staticmethod
    def _raise_width(info: _Preflop, profile: Profile, before: float) -> float:
        """The top share of all hands a raise comes from, by its line's rate counted per chance:
        an open from the raise rate, a 3-bet or a shove over one raise from that line's rate, a
        re-raise of a re-raise from the share of its range (``before``) that raises again."""
        agg = profile.aggression
        faced = info.last_raise_faced
        if faced >= 2:
            return max(before * agg.four_bet_rate(), _RERAISE_WIDTH_FLOOR)
        if info.shoved:
            shove_rate = agg.shove_first_in_rate() if faced == 0 else agg.shove_over_open_rate()
            return max(shove_rate, _RERAISE_WIDTH_FLOOR)
        return max(profile.pfr_rate() if faced == 0 else agg.three_bet_rate(), _RAISE_WIDTH_FLOOR)

    # ----- after the flop ---------------------------------------------------------------

    def _new_board(self, board: tuple[int, ...]) -> None:
        new_cards = board[len(self.board) :]
        self.board = board
        for weights in self.ranges.values():
            for card in new_cards:
                for i in CARD_COMBOS[card]:
                    weights[i] = 0.0
        self.reading = None

    def board_reading(self) -> BoardReading:
        if self.reading is None:
            self.reading = read_board(self.board)
        return self.reading

    def river_share(self, hole: tuple[int, ...], board: tuple[int, ...], seats: Sequence[int],
                    profiles: dict[int, Profile]) -> float:
        """:func:`~holdem.bots.exact.river_equity` of ``hole`` against these seats' ranges, kept for the
        reading: a river decision's play-outs ask one reading the same question again and again."""
        key = (hole, board, tuple(seats))
        found = self.shares.get(key)
        if found is None:
            ranges = [self.range_of(seat, profiles[seat]) for seat in seats]
            found = self.shares[key] = river_equity(hole, board, self.board_reading().strength, ranges)
        return found

    def _narrow(self, event: PlayerActed, profile: Profile) -> None:
        own = event.seat == self.seat
        weights = [] if own else self.range_of(event.seat, profile)
        total = sum(weights)
        if total <= 0 and not own:
            return
        move = event.move
        others = max(len(self.specs) + 1 - len(self.folded) - 1, 1)
        # A bet or raise beyond the pot is polarised: its value and its bluffs both shrink with the size,
        # less for a player who takes the line far more often than a stranger (its big bets are any hand).
        polar = overbet_keep(self.pot, event)
        if move is Move.BET:
            # A bet into several players comes from a stronger part of the range than heads-up.
            rate = profile.street_bet_rate(event.street)
            keep = rate / (1.0 + _MULTIWAY_BET * (others - 1))
            floor, soft = min(_BET_WEAK_MAX, keep * keep * _bluffs(profile, event.street)), _BET_SOFT
            polar = _unless_loose(polar, rate, STRANGER.street_bet_rate(event.street))
            keep, floor, soft = keep * polar, floor * polar, soft * polar
        elif move is Move.RAISE:
            rate = profile.raise_to_bet_rate()
            keep = max(rate * _RAISE_KEEP, _RAISE_KEEP_FLOOR)
            floor, soft = min(_RAISE_WEAK_MAX, keep * keep), _RAISE_SOFT
            polar = _unless_loose(polar, rate, STRANGER.raise_to_bet_rate())
            keep, floor, soft = keep * polar, floor * polar, soft * polar
        elif move is Move.CALL:
            first = self.first_call.get(event.seat)
            line = line_faced(event.street, self.bettors.get(event.street, -1), self.aggressor,
                              self.bettors.get(Street.FLOP), first is not None and first is not event.street)
            # Each earlier caller makes an overcall mean more.
            keep = (1.0 - profile.fold_rate(line)) * _OVERCALL_KEEP**self.callers
            floor, soft = min(_CALL_WEAK_MAX, keep * 0.5), _CALL_SOFT
        else:  # a check: strong hands usually bet
            keep, floor, soft = 0.0, 0.0, 0.0
        # q is where a combo sits in the range, weakest 0 to strongest 1; its weight is kept by a ramp
        # ``(q - start) / width`` from ``low`` (at most half a width below start) to 1 (half a width above)
        if move is Move.CHECK:  # strong hands usually bet: the strongest share keeps part of its weight
            start, width, low, scale = 1.0 - _CHECK_TOP, _CHECK_TOP, 1.0, _CHECK_TOP_KEPT - 1.0
        else:
            start, width, low, scale = 1.0 - keep, soft, floor, 1.0 - floor
        if own:  # its own range is narrowed when asked for, from its preflop range
            self.own_ramps.append((self.board, start, width, low, scale))
            return
        weights[:] = ramped(self.board_reading(), weights, total, start, width, low, scale)


def overbet_keep(pot: int, event: PlayerActed) -> float:
    """How much of what a pot-size bet or raise keeps of a range (its value and its bluffs alike) a bet or
    raise of ``r`` pots keeps: 1 within the pot, beyond it the minimum-defence frequency ``1 / (1 + r)``
    over :data:`_POT_MDF` (a bet of ``r`` pots is worth making for value only with hands that beat what
    calls it). ``r`` is the raise over the pot after calling (a bet's whole amount over the pot before it).

    >>> bet = PlayerActed(seat=0, street=Street.FLOP, move=Move.BET, amount=990, total=990, previous_bet=0,
    ...                   all_in=True)
    >>> round(overbet_keep(35, bet), 3), overbet_keep(1000, bet)
    (0.068, 1.0)
    """
    return min(1.0, 1.0 / (1.0 + raise_in_pots(pot, event)) / _POT_MDF)


def _unless_loose(polar: float, rate: float, usual: float) -> float:
    """The overbet's share ``polar`` for a player taking the line at ``rate``, a stranger at ``usual``: as
    is up to ``usual``, all of the range (1) for a player who always takes it, straight between."""
    loose = min(max((rate - usual) / (1.0 - usual), 0.0), 1.0) if usual < 1.0 else 0.0
    return polar + (1.0 - polar) * loose


def _bluffs(profile: Profile, street: Street) -> float:
    """How many weak hands a bet keeps, beside its rate: a player who bets rarely bluffs rarely (the
    floor of weak hands grows with the square of the bet rate), and on the river as many as its river
    bets shown down had (x1 at the prior quarter)."""
    if street is not Street.RIVER:
        return 1.0
    shown = profile.aggression.river_bluff_share() / RIVER_BLUFF_PRIOR
    return min(max(shown, _RIVER_BLUFFS_LOW), _RIVER_BLUFFS_HIGH)
