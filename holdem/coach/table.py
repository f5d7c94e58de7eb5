"""A hand played on from a past moment, on the engine's immutable state, for the coach's play-outs.

A :class:`Line` is the table at one moment with every hand still in known (the
player's own and a holding drawn for each opponent): an engine
:class:`~holdem.engine.state.TableState` and the events that led to it. Acting
returns a new line, so a play-out can branch without copying a hand. The rules
stay the engine's: each action becomes the ``PlayerActed`` event the engine
would record, folded by the engine's one reducer.

>>> from holdem.engine import Hand, stacked_deck
>>> from holdem.engine.actions import Action
>>> from holdem.engine.cards import parse_cards
>>> hand = Hand(stacks=[1000, 1000], button=0, deck=stacked_deck(
...     num_seats=2, button=0, hole_cards=["AhAd", "7c2d"], board="AsKd3c 9h 2s"))
>>> line = Line.of(hand.events)
>>> line = line.act(Action.raise_to(30)).act(Action.call())
>>> line.state.to_act is None, line.round_over
(True, True)
>>> line = line.deal(parse_cards("As Kd 3c 9h 2s"))
>>> line.state.street.label, line.state.to_act
('Flop', 1)
>>> line = line.act(Action.raise_to(40)).act(Action.fold())
>>> line.over, line.winnings(0), line.winnings(1)
(True, 0, 100)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from holdem.bots.situation import beyond_reach
from holdem.engine.actions import Action, ActionType
from holdem.engine.cards import Card
from holdem.engine.evaluator import evaluate
from holdem.engine.events import Event, HoleCardsDealt, Move, PlayerActed, Street, StreetDealt
from holdem.engine.pots import build_pots, split_pot
from holdem.engine.state import TableState, fold_events
from holdem.engine.view import PlayerView, filter_events, view_of_state

_DEALT = {Street.FLOP: 3, Street.TURN: 1, Street.RIVER: 1}


@dataclass(frozen=True, slots=True)
class Line:
    """The table at one moment of a play-out: the engine's state and the events, every hand in it known."""

    state: TableState
    events: tuple[Event, ...]

    @classmethod
    def of(cls, events: Sequence[Event]) -> Line:
        """The line after ``events`` (a hand's events up to some moment)."""
        return cls(fold_events(events), tuple(events))

    def with_holdings(self, holdings: dict[int, tuple[int, int]]) -> Line:
        """This moment with ``holdings`` (seat -> two cards) dealt to those seats."""
        cards = {seat: (Card(a), Card(b)) for seat, (a, b) in holdings.items()}
        events = tuple(
            HoleCardsDealt(e.seat, cards[e.seat]) if isinstance(e, HoleCardsDealt) and e.seat in cards else e
            for e in self.events
        )
        hole = tuple(cards.get(seat, held) for seat, held in enumerate(self.state.hole))
        return Line(replace(self.state, hole=hole), events)

    # ----- what the line says -------------------------------------------------------------

    @property
    def round_over(self) -> bool:
        """Nobody is to act: the betting round (or the hand) is complete."""
        return self.state.to_act is None

    @property
    def over(self) -> bool:
        """Only one player is left: the pot is theirs."""
        return self.state.folded.count(False) == 1

    @property
    def showdown_due(self) -> bool:
        """The betting is over for good: the river is done, or at most one player still has chips."""
        state = self.state
        able = sum(1 for f, s in zip(state.folded, state.stacks, strict=True) if not f and s > 0)
        return self.round_over and not self.over and (state.street is Street.RIVER or able <= 1)

    def view(self, seat: int) -> PlayerView:
        """What ``seat`` sees now (other seats' cards blanked)."""
        return view_of_state(self.state, seat, filter_events(self.events, seat))

    # ----- moving on ----------------------------------------------------------------------

    def act(self, action: Action) -> Line:
        """The line after the seat to act takes ``action`` (assumed legal)."""
        event = acted(self.state, action)
        return Line(self.state.apply(event), (*self.events, event))

    def deal(self, runout: Sequence[int]) -> Line:
        """Deal the next street from ``runout`` (the five board cards to be, the known ones first)."""
        state = self.state
        street = Street(state.street + 1)
        size = len(state.board) + _DEALT[street]
        board = tuple(Card(c) for c in runout[:size])
        event = StreetDealt(street, board[len(state.board):], board)
        return Line(state.apply(event), (*self.events, event))

    def winnings(self, seat: int, board: Sequence[int] = ()) -> int:
        """The chips ``seat`` takes from the pots once the hand ends (``board``: the full board)."""
        state = self.state
        if self.over:
            return sum(state.contributed) if not state.folded[seat] else 0
        return showdown_share(state.contributed, state.folded, state.hole, board, seat, state.button)


def showdown_share(
    contributed: Sequence[int], folded: Sequence[bool], hole: Sequence[tuple[Card, Card] | None],
    board: Sequence[int], seat: int, button: int,
) -> int:
    """The chips ``seat`` wins at a showdown on ``board`` (uncalled chips return to their owner)."""
    if folded[seat]:
        return 0
    strengths: dict[int, int] = {}
    for s, cards in enumerate(hole):
        if not folded[s] and cards is not None:
            strengths[s] = evaluate((*cards, *board))
    won = 0
    for pot in build_pots(contributed, folded):
        if seat not in pot.eligible:
            continue
        best = max(strengths[s] for s in pot.eligible)
        winners = [s for s in pot.eligible if strengths[s] == best]
        if seat in winners:
            won += dict(split_pot(pot.amount, winners, button, len(contributed)))[seat]
    return won


def acted(state: TableState, action: Action) -> PlayerActed:
    """The event the engine records when the seat to act takes ``action`` (as ``Hand.act`` builds it)."""
    seat = state.to_act
    assert seat is not None, "nobody is to act"
    street, bet = state.street, state.current_bet
    committed, stack = state.committed[seat], state.stacks[seat]
    if action.type is ActionType.FOLD:
        return PlayerActed(seat, street, Move.FOLD, 0, committed, bet, False)
    if action.type is ActionType.CHECK:
        return PlayerActed(seat, street, Move.CHECK, 0, committed, bet, False)
    if action.type is ActionType.CALL:
        added = min(bet - committed, stack)
        all_in = added > 0 and added == stack
        return PlayerActed(seat, street, Move.CALL, added, committed + added, bet, all_in)
    total = action.amount
    added = total - committed
    move = Move.BET if bet == 0 else Move.RAISE
    full = total - bet >= state.min_increment
    return PlayerActed(seat, street, move, added, total, bet, added == stack, full)


def action_of(event: PlayerActed) -> Action:
    """The action a recorded ``PlayerActed`` was (a bet or raise as its ``raise_to`` total)."""
    if event.move is Move.FOLD:
        return Action.fold()
    if event.move is Move.CHECK:
        return Action.check()
    if event.move is Move.CALL:
        return Action.call()
    return Action.raise_to(event.total)


def winnable_pot(state: TableState | PlayerView, seat: int) -> int:
    """The pot ``seat`` can win (read from the table or from a seat's view, which show the chips alike):
    every seat's chips in, less what it put in beyond ``seat``'s reach (its chips in plus its stack), which
    goes back to it; so a bet called all in for less is priced by what the call can win.

    >>> from holdem.engine import Hand, stacked_deck
    >>> hand = Hand(stacks=[2000, 300, 1000], button=0, deck=stacked_deck(num_seats=3, button=0,
    ...     hole_cards=["AhAd", "7c2d", "KsKd"]))
    >>> hand.play("raise_to 2000")
    >>> hand.state.pot_total, winnable_pot(hand.state, 1)
    (2015, 315)
    """
    return state.pot_total - sum(beyond_reach(state.contributed, state.stacks, seat))
