"""The numbers a decision starts from, read from a seat's view: pot odds, position, stacks, texture.

>>> from holdem.engine import Hand, stacked_deck
>>> hand = Hand(stacks=[1000] * 3, button=0, deck=stacked_deck(num_seats=3, button=0,
...             hole_cards=["AhAd", "7c2d", "KsKd"], board="Ts 9s 2c"))
>>> hand.play("raise_to 30")
>>> spot = read_spot(hand.view(1))
>>> spot.to_call, spot.pot, round(spot.pot_odds, 3), spot.raises_preflop, spot.behind
(25, 45, 0.357, 1, 1)
>>> from holdem.engine.cards import parse_cards
>>> texture(parse_cards("Ts 9s 2c")), texture(parse_cards("Ks 7d 2c"))
(0.45, 0.0)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Final

from holdem.engine.events import HandStarted, Move, PlayerActed, Street
from holdem.engine.game import Game
from holdem.engine.slots import slots_filler
from holdem.engine.structure import LIMIT_CAP
from holdem.engine.view import PlayerView
from holdem.stats.positions import steal_seats

# How wet a board is: a part from its suits plus a part from its ranks, less when it is paired. The
# steps order boards by the draws and made hands they allow; they are set by hand, not measured: a
# wetter board gets fewer continuation bets and larger bets (strategy.py).
_SUITED_WETNESS: Final = {1: 0.0, 2: 0.25, 3: 0.45}
"""Wetness by the most cards of one suit on the flop or turn: two give flush draws, three a made flush."""
_FOUR_SUITED_WETNESS: Final = 0.55
"""Four cards of a suit on the turn: any one card of it makes a flush."""
_RIVER_FLUSH_WETNESS: Final = 0.2
"""A river with three or more of a suit: no draws are left, but a flush is possible."""
_CONNECTED_WETNESS: Final = {1: 0.0, 2: 0.2, 3: 0.35}
"""Wetness by the most ranks within one five-rank straight window: each one more makes straights likelier."""
_STRAIGHTENED_WETNESS: Final = 0.45
"""Four or more ranks within one straight window: a straight is possible or one card away."""
_PAIRED_DRYNESS: Final = 0.1
"""A paired board is drier: fewer distinct ranks make draws, and full houses beat them."""


@dataclass(frozen=True, slots=True)
class Spot:
    """One decision, in the terms a player thinks in."""

    seat: int
    hole: tuple[int, int]
    board: tuple[int, ...]
    street: Street
    pot: int
    """Chips in the pot this seat can win: beyond what it can match, a bet is returned, not won."""
    to_call: int
    pot_odds: float
    stack: int
    effective_stack: int
    opponents: tuple[int, ...]
    """Seats still in the hand other than this one."""
    behind: int
    """Opponents who act after this seat in this round (0: last to act, in position)."""
    raises_preflop: int
    limpers: int
    preflop_aggressor: int | None
    street_bets: int
    """Bets and raises made on this street so far."""
    checked_this_street: bool
    """This seat checked earlier on this street (a raise now is a check-raise)."""
    in_position: bool
    bettor: int | None = None
    """The last seat to bet or raise on this street."""
    street_callers: int = 0
    """Players who called the last bet or raise on this street (a bet and callers: strong ranges)."""
    flop_bettor: int | None = None
    """The last seat to bet or raise on the flop."""
    called_before: frozenset[int] = frozenset()
    """Seats that called a bet on an earlier postflop street."""
    dealt: int = 6
    """Players dealt in this hand (2: heads-up)."""
    last_raise: int = 0
    """Chips the last bet or raise on this street added (what the bettor risks to win the pot before it)."""
    raised_preflop: bool = False
    """This seat raised before the flop (a raise now faced re-raises its own)."""
    turn_checked: bool = False
    """The turn was dealt and went by without a bet (it is the river)."""
    own_raise: int = 0
    """Which raise before the flop this seat's last one was (1: the open, 2: the 3-bet; 0: none)."""
    stolen: bool = False
    """The first raise before the flop came first in from the cut-off, the button or the small blind (a steal,
    as :func:`holdem.stats.positions.steal_seats` counts it)."""
    seats_to_blind: int = 5
    """Seats from this one to the big blind: the players behind it when it was first in (0: the big blind)."""
    behind_raiser: bool = False
    """This seat acts after the last preflop raiser after the flop (a re-raise is sized by it)."""
    game: Game = Game.NO_LIMIT
    """The betting structure: in limit every bet and raise is the one legal size."""

    @property
    def raise_caps(self) -> bool:
        """A raise now would be the last one the round allows (limit's fourth bet or raise: the cap)."""
        return self.game is Game.FIXED_LIMIT and self.street_bets + 1 >= LIMIT_CAP


spot_of = slots_filler(Spot)
"""Builds a :class:`Spot` from every field, by name (as ``Spot(...)`` does, setting each slot once: a bot
reads a spot for every decision, and its own preflop range one for each class of hands)."""


@dataclass(slots=True)
class _Action:
    """What the hand's actions so far say, collected in one pass over the events."""

    raises: int = 0
    limpers: int = 0
    aggressor: int | None = None
    street_bets: int = 0
    checked: bool = False
    callers: int = 0
    bettor: int | None = None
    flop_bettor: int | None = None
    called: dict[int, Street] = field(default_factory=dict)
    last_raise: int = 0
    raised_preflop: bool = False
    own_raise: int = 0
    turn_bets: int = 0
    opener: int | None = None  # the first raiser, when it raised first in (no limp before it)

    def read(self, event: PlayerActed, street: Street, seat: int) -> None:
        """Count one action; ``street`` is the current one, ``seat`` the seat to act."""
        move = event.move
        if event.street is Street.PREFLOP:
            if move is Move.RAISE:
                if self.raises == 0 and self.limpers == 0:
                    self.opener = event.seat
                self.raises += 1
                self.aggressor = event.seat
                self.raised_preflop = self.raised_preflop or event.seat == seat
                self.own_raise = self.raises if event.seat == seat else self.own_raise
            elif move is Move.CALL and self.raises == 0:
                self.limpers += 1
        elif move is Move.CALL:
            self.called.setdefault(event.seat, event.street)
        if event.street is Street.FLOP and move in (Move.BET, Move.RAISE):
            self.flop_bettor = event.seat
        if event.street is Street.TURN and move in (Move.BET, Move.RAISE):
            self.turn_bets += 1
        if event.street is street:
            if move in (Move.BET, Move.RAISE):
                self.street_bets += 1
                self.callers = 0
                self.bettor = event.seat
                self.last_raise = event.amount
            elif move is Move.CALL:
                self.callers += 1
            if event.seat == seat and move is Move.CHECK:
                self.checked = True


def _behind(view: PlayerView, opponents: tuple[int, ...]) -> int:
    """Opponents who still act after this seat in this round, going clockwise."""
    n, seat = view.num_seats, view.seat
    last = view.big_blind_seat if view.street is Street.PREFLOP else view.button  # who closes the round
    behind = 0
    s = seat
    while s != last:
        s = (s + 1) % n
        if s in opponents and not view.all_in[s]:
            behind += 1
    return behind


def _beyond_reach(view: PlayerView) -> tuple[int, ...]:
    """Each seat's chips in the pot beyond what the seat to act can match (its chips in plus its stack):
    a bet it can call only all in for less is returned in part, so it cannot be won and is not its price.

    >>> from holdem.engine import Hand, stacked_deck
    >>> deck = stacked_deck(num_seats=3, button=0, hole_cards=["AhAd", "7c2d", "KsKd"])
    >>> hand = Hand(stacks=[2000, 300, 1000], button=0, deck=deck)
    >>> hand.play("raise_to 2000")
    >>> _beyond_reach(hand.view(1))
    (1700, 0, 0)
    """
    return beyond_reach(view.contributed, view.stacks, view.seat)


def beyond_reach(contributed: Sequence[int], stacks: Sequence[int], seat: int) -> tuple[int, ...]:
    """Each seat's chips in (``contributed``) beyond what ``seat`` can match: its chips in plus its stack."""
    reach = contributed[seat] + stacks[seat]
    return tuple(max(chips - reach, 0) for chips in contributed)


def _winnable(view: PlayerView, bettor: int | None, last_raise: int) -> tuple[int, int]:
    """The pot the seat to act can win and the part of the last bet it can call (:func:`_beyond_reach`)."""
    over = _beyond_reach(view)
    return view.pot_total - sum(over), max(last_raise - (over[bettor] if bettor is not None else 0), 0)


def _effective_stack(view: PlayerView, opponents: tuple[int, ...]) -> int:
    """What the seat to act can still put in that some opponent can match."""
    seat = view.seat
    biggest = max((view.stacks[s] + view.committed[s] for s in opponents), default=0)
    return max(min(view.stacks[seat] + view.committed[seat], biggest) - view.committed[seat], 0)


def read_spot(view: PlayerView) -> Spot:
    """The spot for the seat to act in ``view``."""
    legal = view.legal
    assert legal is not None and view.hole_cards is not None
    seat, n = view.seat, view.num_seats
    opponents = tuple(s for s in view.in_hand if s != seat)
    acts = _Action()
    late: frozenset[int] = frozenset()
    for event in view.events:
        if isinstance(event, PlayerActed):
            acts.read(event, view.street, seat)
        elif isinstance(event, HandStarted):
            late = steal_seats(event)
    live = [s for s in opponents if not view.all_in[s]]
    stack, to_call = view.stacks[seat], legal.call_amount
    pot, last_raise = _winnable(view, acts.bettor, acts.last_raise)
    return spot_of(
        seat=seat,
        hole=(int(view.hole_cards[0]), int(view.hole_cards[1])),
        board=tuple(int(c) for c in view.board),
        street=view.street,
        pot=pot,
        to_call=to_call,
        pot_odds=to_call / (pot + to_call) if to_call else 0.0,
        stack=stack,
        effective_stack=_effective_stack(view, opponents),
        opponents=opponents,
        behind=_behind(view, opponents),
        raises_preflop=acts.raises,
        limpers=acts.limpers,
        preflop_aggressor=acts.aggressor,
        street_bets=acts.street_bets,
        checked_this_street=acts.checked,
        in_position=not any(_acts_after(seat, s, view.button, n) for s in live),
        bettor=acts.bettor,
        street_callers=acts.callers if acts.street_bets else 0,
        flop_bettor=acts.flop_bettor,
        called_before=frozenset(s for s, first in acts.called.items() if first is not view.street),
        dealt=n,
        last_raise=last_raise,
        raised_preflop=acts.raised_preflop,
        own_raise=acts.own_raise,
        turn_checked=view.street is Street.RIVER and not acts.turn_bets,
        stolen=acts.opener in late,
        seats_to_blind=(view.big_blind_seat - seat) % n,
        behind_raiser=acts.aggressor is not None and not _acts_after(seat, acts.aggressor, view.button, n),
        game=view.game,
    )


def _acts_after(seat: int, other: int, last: int, n: int) -> bool:
    """Whether ``other`` comes after ``seat`` in an order that ends with ``last``."""
    return (other - last - 1) % n > (seat - last - 1) % n


def texture(board: Sequence[int]) -> float:
    """How wet a board is, 0 (dry, rainbow, disconnected) to 1 (flush and straight draws everywhere)."""
    if not board:
        return 0.0
    suits = [0, 0, 0, 0]
    ranks = 0
    for c in board:
        suits[c & 3] += 1
        ranks |= 1 << (c >> 2)
    wet = _SUITED_WETNESS.get(max(suits), _FOUR_SUITED_WETNESS) if len(board) <= 4 else 0.0
    if len(board) == 5:
        wet = _RIVER_FLUSH_WETNESS if max(suits) >= 3 else 0.0
    r14 = (ranks << 1) | ((ranks >> 12) & 1)
    connected = max(bin(r14 & (0b11111 << low)).count("1") for low in range(10))
    wet += _CONNECTED_WETNESS.get(connected, _STRAIGHTENED_WETNESS)
    if len({c >> 2 for c in board}) < len(board):
        wet -= _PAIRED_DRYNESS
    return round(min(max(wet, 0.0), 1.0), 2)
