"""What the outside reads of a hand: chips, cards and turn, the legal set, the folded state, a seat's view.

:class:`~holdem.engine.hand.Hand` is a ``HandReads``: this is the half of it that changes nothing
(the fields it reads are set up and moved on by ``Hand``).
"""

from __future__ import annotations

from holdem.engine.actions import Action, IllegalActionError, LegalActions
from holdem.engine.betting import Round, raise_answerable
from holdem.engine.cards import Card
from holdem.engine.checks import seat_number
from holdem.engine.events import Event, Street
from holdem.engine.game import Game
from holdem.engine.pots import Pot
from holdem.engine.state import TableState, fold_events
from holdem.engine.view import PlayerView, filter_events, view_of_state


class HandReads:
    """The reading half of a hand (see :class:`~holdem.engine.hand.Hand`, which sets these fields)."""

    num_seats: int
    hand_number: int
    game: Game
    _stacks: list[int]
    _contributed: list[int]
    _folded: list[bool]
    _hole: list[tuple[Card, Card]]
    _board: list[Card]
    _street: Street
    _round: Round
    _to_act: int | None
    _legal: LegalActions | None
    _over: bool
    _events: list[Event]
    _state: TableState | None
    _state_length: int
    _seen: dict[int | None, tuple[Event, ...]]

    def __repr__(self) -> str:
        # Public facts only: the deck and the hole cards stay out of logs and crash reports.
        return (
            f"Hand(hand_number={self.hand_number}, seats={self.num_seats}, street={self._street.label}, "
            f"to_act={self._to_act}, is_over={self._over})"
        )

    # ----- what the outside reads -------------------------------------------------

    @property
    def events(self) -> tuple[Event, ...]:
        return tuple(self._events)

    @property
    def to_act(self) -> int | None:
        """The seat whose turn it is, or None when the hand is over."""
        return self._to_act

    @property
    def is_over(self) -> bool:
        return self._over

    @property
    def street(self) -> Street:
        return self._street

    @property
    def board(self) -> tuple[Card, ...]:
        return tuple(self._board)

    @property
    def stacks(self) -> tuple[int, ...]:
        """Chips behind each seat (not counting chips in the pot)."""
        return tuple(self._stacks)

    @property
    def committed(self) -> tuple[int, ...]:
        """Chips in front of each seat in this betting round."""
        return tuple(self._round.committed)

    @property
    def contributed(self) -> tuple[int, ...]:
        """Chips each seat has put into the pot this hand."""
        return tuple(self._contributed)

    @property
    def folded(self) -> tuple[bool, ...]:
        return tuple(self._folded)

    @property
    def all_in(self) -> tuple[bool, ...]:
        return self.state.all_in

    @property
    def current_bet(self) -> int:
        return self._round.current_bet

    @property
    def pot_total(self) -> int:
        """Chips in the middle; zero once the pots have been paid."""
        return self.state.pot_total

    def pots(self) -> tuple[Pot, ...]:
        """Main and side pots as the chips stand now."""
        return self.state.pots()

    def hole_cards(self, seat: int) -> tuple[Card, Card]:
        return self._hole[seat_number(seat, self.num_seats)]

    def legal_actions(self) -> LegalActions:
        """What the seat to act may do; raises IllegalActionError when the hand is over."""
        if self._legal is None:
            self._legal = self._compute_legal_actions()
        return self._legal

    def _compute_legal_actions(self) -> LegalActions:
        seat = self._to_act
        if seat is None:
            raise IllegalActionError("the hand is over: nobody is to act")
        rnd = self._round
        answerable = raise_answerable(seat, rnd.current_bet, rnd.committed, self._stacks, self._folded)
        pot = 0 if self.game is Game.NO_LIMIT else sum(self._contributed)  # only pot-limit sizes from it
        return rnd.legal_actions(seat, self._stacks[seat], answerable, pot)

    def why_illegal(self, action: Action, seat: int | None = None) -> str | None:
        """Why ``action`` (by ``seat``, default the seat to act) is not allowed now, or None."""
        if seat is not None:
            seat_number(seat, self.num_seats)
        if self._to_act is None:
            return "the hand is over"
        if seat is not None and seat != self._to_act:
            return f"it is not seat {seat}'s turn: seat {self._to_act} is to act"
        return self.legal_actions().why_illegal(action)

    @property
    def state(self) -> TableState:
        """The table folded from the events so far (folded on demand: acting does not pay for it)."""
        if self._state is None:
            self._state = fold_events(self._events)
        else:
            for event in self._events[self._state_length:]:
                self._state = self._state.apply(event)
        self._state_length = len(self._events)
        return self._state

    def view(self, seat: int | None) -> PlayerView:
        """A frozen copy of what ``seat`` can see (``None``: a spectator)."""
        if seat is not None:
            seat_number(seat, self.num_seats)  # refuse a seat not at the table
        state = self.state
        # The legal set is the one cached for this decision, the same the state would work out.
        legal = self.legal_actions() if seat is not None and state.to_act == seat else None
        return view_of_state(state, seat, self._seen_by(seat), legal)

    def _seen_by(self, seat: int | None) -> tuple[Event, ...]:
        """The events as ``seat`` saw them, carried on from the last time asked (events are appended; after
        a :meth:`~holdem.engine.hand.Hand.play` put back, read again)."""
        kept, events = self._seen.get(seat, ()), self._events
        if len(kept) != len(events):
            start = len(kept) if len(kept) < len(events) else 0
            kept = self._seen[seat] = kept[:start] + filter_events(events[start:], seat)
        return kept
