"""The one reducer: a hand's events folded into an immutable table state.

``fold_events`` reads any prefix of a hand's events, whole or as one seat saw
them (other seats' hole cards unknown), and gives the table at that moment;
``TableState.apply`` moves a state on by one event. The engine's ``Hand``
exposes it as ``hand.state`` and builds every ``PlayerView`` from it; the
replay folds stored prefixes with it.

>>> from holdem.engine.hand import Hand, stacked_deck
>>> hand = Hand(stacks=[1000, 1000, 1000], button=0, deck=stacked_deck(
...     num_seats=3, button=0, hole_cards=["AhAd", "7c2d", "KsKh"], board="As5d3c 9h 2s"))
>>> hand.play("raise_to 30 fold call")
>>> state = fold_events(hand.events)
>>> state.street.label, " ".join(map(str, state.board)), state.stacks, state.to_act
('Flop', 'As 5d 3c', (970, 995, 970), 2)
>>> state.status[1], state.pot_total, state.pots()
(<SeatStatus.FOLDED: 'folded'>, 65, (Pot(amount=65, eligible=(0, 2)),))
>>> state == hand.state
True

Any prefix folds too: after the blinds and the deal, seat 0 is first to act.

>>> early = fold_events(hand.events[:6])
>>> early.committed, early.current_bet, early.to_act
((0, 5, 10), 10, 0)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, fields
from enum import StrEnum
from functools import lru_cache
from typing import Any, TypeVar

from holdem.engine.actions import LegalActions
from holdem.engine.betting import NO_LIMIT, Structure, legal_actions, next_to_act, raise_answerable
from holdem.engine.cards import Card
from holdem.engine.events import (
    BlindKind,
    BlindPosted,
    CardsShown,
    Event,
    HandEnded,
    HandStarted,
    HoleCardsDealt,
    Move,
    PlayerActed,
    PotAwarded,
    ShowReason,
    Street,
    StreetDealt,
    UncalledBetReturned,
)
from holdem.engine.game import Game
from holdem.engine.pots import Pot, build_pots
from holdem.engine.structure import bet_unit

Cards = tuple[Card, Card]
T = TypeVar("T")


@lru_cache(maxsize=1024)
def _pots_of(contributed: tuple[int, ...], folded: tuple[bool, ...]) -> tuple[Pot, ...]:
    """:func:`~holdem.engine.pots.build_pots`, kept for the chips last asked about: every view of a
    state holds its pots, and the bots' and the coach's play-outs come back to the same chips often."""
    return build_pots(contributed, folded)


class SeatStatus(StrEnum):
    """Where a seat stands in the hand."""

    ACTIVE = "active"
    FOLDED = "folded"
    ALL_IN = "all_in"


def _put(values: tuple[int, ...], seat: int, change: int) -> tuple[int, ...]:
    """``values`` with ``change`` added at ``seat``."""
    return (*values[:seat], values[seat] + change, *values[seat + 1:])


def _at(values: tuple[T, ...], seat: int, value: T) -> tuple[T, ...]:
    """``values`` with ``value`` at ``seat``."""
    return (*values[:seat], value, *values[seat + 1:])


@dataclass(frozen=True, slots=True)
class TableState:
    """The table after some events of a hand: chips, cards, whose turn, and the result once over.

    ``committed`` is each seat's chips in the current betting round (dealing a street or paying
    a pot gathers them into the middle); ``hole`` holds the cards the folded events made known
    (None where hidden).
    """

    setup: HandStarted
    stacks: tuple[int, ...]
    committed: tuple[int, ...]
    contributed: tuple[int, ...]
    folded: tuple[bool, ...]
    hole: tuple[Cards | None, ...]
    shown: tuple[Cards | None, ...]
    board: tuple[Card, ...] = ()
    street: Street = Street.PREFLOP
    current_bet: int = 0
    min_increment: int = 0
    faced: tuple[int | None, ...] = ()
    last_aggressor: int | None = None
    raises: int = 0  # bets and raises this round (the fixed-limit cap)
    to_act: int | None = None
    run_out: bool = False
    awards: tuple[PotAwarded, ...] = ()
    result: HandEnded | None = None

    def __repr__(self) -> str:
        # The state may hold every seat's hole cards: keep them out of logs and crash reports.
        return (
            f"TableState(hand_number={self.hand_number}, street={self.street.label}, "
            f"board={''.join(map(str, self.board)) or '-'}, stacks={self.stacks}, "
            f"to_act={self.to_act}, is_over={self.is_over})"
        )

    @classmethod
    def start(cls, event: HandStarted) -> TableState:
        """The table as ``event`` opens the hand, before the blinds."""
        n = len(event.names)
        return cls(
            setup=event, stacks=event.stacks, committed=(0,) * n,
            contributed=(0,) * n, folded=(False,) * n, hole=(None,) * n, shown=(None,) * n,
            min_increment=bet_unit(event.game, Street.PREFLOP, event.big_blind), faced=(None,) * n,
        )

    # ----- what the state says ----------------------------------------------------

    @property
    def hand_number(self) -> int:
        return self.setup.hand_number

    @property
    def names(self) -> tuple[str, ...]:
        return self.setup.names

    @property
    def button(self) -> int:
        return self.setup.button

    @property
    def small_blind_seat(self) -> int:
        return self.setup.small_blind_seat

    @property
    def big_blind_seat(self) -> int:
        return self.setup.big_blind_seat

    @property
    def small_blind(self) -> int:
        return self.setup.small_blind

    @property
    def big_blind(self) -> int:
        return self.setup.big_blind

    @property
    def game(self) -> Game:
        """The betting structure."""
        return self.setup.game

    @property
    def starting_stacks(self) -> tuple[int, ...]:
        """The stacks as the hand began, before the blinds."""
        return self.setup.stacks

    @property
    def num_seats(self) -> int:
        return len(self.names)

    @property
    def is_over(self) -> bool:
        return self.result is not None

    @property
    def all_in(self) -> tuple[bool, ...]:
        """Seats still in with no chips behind."""
        return tuple(not f and s == 0 for f, s in zip(self.folded, self.stacks, strict=True))

    @property
    def status(self) -> tuple[SeatStatus, ...]:
        """Each seat's status: folded, all in or active."""
        return tuple(
            SeatStatus.FOLDED if f else SeatStatus.ALL_IN if s == 0 else SeatStatus.ACTIVE
            for f, s in zip(self.folded, self.stacks, strict=True)
        )

    @property
    def pot_total(self) -> int:
        """Chips in the middle not yet paid out; zero once the hand is over."""
        if self.result is not None:
            return 0
        return sum(self.contributed) - sum(award.amount for award in self.awards)

    def pots(self) -> tuple[Pot, ...]:
        """Main and side pots as the chips stand now, without those already awarded."""
        if self.result is not None or not any(self.contributed):
            return ()
        return _pots_of(self.contributed, self.folded)[len(self.awards):]

    def legal_actions(self) -> LegalActions | None:
        """What the seat to act may do, or None when nobody is to act."""
        seat = self.to_act
        if seat is None:
            return None
        answerable = raise_answerable(seat, self.current_bet, self.committed, self.stacks, self.folded)
        game = self.game
        structure = (
            NO_LIMIT if game is Game.NO_LIMIT
            else Structure(game, self.street, self.big_blind, sum(self.contributed), self.raises)
        )
        return legal_actions(
            seat, self.stacks[seat], self.committed[seat], self.current_bet, self.min_increment,
            self.faced[seat], answerable, structure,
        )

    # ----- the fold ---------------------------------------------------------------

    def apply(self, event: Event) -> TableState:
        """The state after ``event`` (events before ``HandStarted``, such as rebuys, change nothing)."""
        if isinstance(event, PlayerActed):
            return self._acted(event)
        if isinstance(event, BlindPosted):
            return self._blind(event)
        if isinstance(event, HoleCardsDealt):
            dealt = _evolve(self, hole=_at(self.hole, event.seat, event.cards))
            if event.seat == self.num_seats - 1:  # seats are dealt in order; the last one starts play
                _TO_ACT.__set__(dealt, dealt._next_to_act(self.big_blind_seat))
            return dealt
        if isinstance(event, StreetDealt):
            return self._dealt(event)
        if isinstance(event, UncalledBetReturned):
            return _evolve(
                self, stacks=_put(self.stacks, event.seat, event.amount),
                contributed=_put(self.contributed, event.seat, -event.amount),
                committed=_put(self.committed, event.seat, -event.amount), to_act=None,
            )
        if isinstance(event, CardsShown):
            shown = _at(self.shown, event.seat, event.cards)
            run_out = self.run_out or event.reason is ShowReason.ALL_IN
            return _evolve(self, shown=shown, run_out=run_out, to_act=None)
        if isinstance(event, PotAwarded):
            return self._paid(event)
        if isinstance(event, HandEnded):
            return _evolve(self, stacks=event.stacks, result=event, to_act=None)
        return self

    def _next_to_act(self, after: int) -> int | None:
        return next_to_act(after, self.committed, self.faced, self.current_bet, self.stacks, self.folded)

    def _blind(self, event: BlindPosted) -> TableState:
        bet = self.big_blind if event.blind is BlindKind.BIG else max(self.current_bet, event.amount)
        return _evolve(
            self, stacks=_put(self.stacks, event.seat, -event.amount),
            committed=_put(self.committed, event.seat, event.amount),
            contributed=_put(self.contributed, event.seat, event.amount), current_bet=bet,
        )

    def _acted(self, event: PlayerActed) -> TableState:
        seat, bet = event.seat, self.current_bet
        if event.move is Move.FOLD:
            state = _evolve(self, folded=_at(self.folded, seat, True))
        else:
            increment, aggressor, raises = self.min_increment, self.last_aggressor, self.raises
            if event.move in (Move.BET, Move.RAISE):
                if event.full:
                    increment = event.total - bet
                bet, aggressor, raises = max(bet, event.total), seat, raises + 1
            state = _evolve(
                self, stacks=_put(self.stacks, seat, -event.amount),
                committed=_put(self.committed, seat, event.amount),
                contributed=_put(self.contributed, seat, event.amount), current_bet=bet,
                min_increment=increment, faced=_at(self.faced, seat, bet),
                last_aggressor=aggressor, raises=raises,
            )
        alone = state.folded.count(False) == 1
        _TO_ACT.__set__(state, None if alone else state._next_to_act(seat))
        return state

    def _dealt(self, event: StreetDealt) -> TableState:
        n = self.num_seats
        fresh = _evolve(
            self, board=event.board, street=event.street, committed=(0,) * n, faced=(None,) * n,
            current_bet=0, min_increment=bet_unit(self.game, event.street, self.big_blind),
            last_aggressor=None, raises=0,
        )
        _TO_ACT.__set__(fresh, fresh._next_to_act(self.button))
        return fresh

    def _paid(self, event: PotAwarded) -> TableState:
        stacks = self.stacks
        for seat, amount in event.shares:
            stacks = _put(stacks, seat, amount)
        n = self.num_seats  # the bets are gathered into the pots before any is paid
        return _evolve(
            self, stacks=stacks, awards=(*self.awards, event), to_act=None, committed=(0,) * n,
            faced=(None,) * n, current_bet=0, min_increment=self.big_blind, last_aggressor=None, raises=0,
        )


def _make_evolve() -> Callable[..., TableState]:
    """A function that copies a state with some fields changed: ``_evolve(state, to_act=2)``.

    The fold makes one state per event, and ``dataclasses.replace`` costs about five times as
    much, so the copier is written out for the fields, once at import (as ``dataclasses`` writes
    ``__init__``): each slot of the new, not yet shared, state is set once.
    """
    names = [spec.name for spec in fields(TableState)]
    lines = [f"def _evolve(state, *, {', '.join(f'{name}=_KEEP' for name in names)}):"]
    lines.append("    new = _new(TableState)")
    lines += [f"    _set_{name}(new, state.{name} if {name} is _KEEP else {name})" for name in names]
    lines.append("    return new")
    scope: dict[str, Any] = {"_KEEP": object(), "_new": object.__new__, "TableState": TableState}
    scope.update({f"_set_{name}": vars(TableState)[name].__set__ for name in names})
    exec("\n".join(lines), scope)  # the source is built from the field names only
    evolve: Callable[..., TableState] = scope["_evolve"]
    return evolve


_evolve = _make_evolve()
_TO_ACT: Any = vars(TableState)["to_act"]  # sets ``to_act`` on a state made here, before it is returned


def fold_events(events: Iterable[Event]) -> TableState:
    """The table after ``events``: any prefix of a hand from its ``HandStarted`` on (rebuys skipped)."""
    state: TableState | None = None
    for event in events:
        if state is not None:
            state = state.apply(event)
        elif isinstance(event, HandStarted):
            state = TableState.start(event)
    if state is None:
        raise ValueError("no HandStarted event: there is no hand to fold")
    return state
