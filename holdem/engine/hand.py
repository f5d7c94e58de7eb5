"""The hand state machine: blinds, deal, four betting rounds, showdown, pots.

A hand moves on by itself between decisions: after each action it deals
the next street, turns hands up before an all-in run-out, shows down and
pays the pots. Every change is a frozen event in ``hand.events``.

>>> from holdem.engine.cards import Deck
>>> hand = Hand(stacks=[1000, 1000], button=0, deck=stacked_deck(
...     num_seats=2, button=0, hole_cards=["AhAd", "7c2d"], board="AsKd3c 9h 2s"))
>>> hand.to_act, hand.legal_actions().call_amount
(0, 5)
>>> hand.play("call check  check check  check check  check check")
>>> hand.is_over, hand.stacks
(True, (1010, 990))
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Sequence

from holdem.engine.actions import (
    Action,
    ActionType,
    IllegalActionError,
    InvalidActionError,
    LegalActions,
    parse_actions,
)
from holdem.engine.betting import Round
from holdem.engine.cards import Card, Deck
from holdem.engine.checks import MAX_SEATS, MIN_SEATS, hand_setup, seat_number
from holdem.engine.dealing import blind_seats, stacked_deck
from holdem.engine.evaluator import HandValue, best_hand
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
    PotKind,
    ShowReason,
    Street,
    StreetDealt,
    UncalledBetReturned,
)
from holdem.engine.game import Game
from holdem.engine.hand_reads import HandReads
from holdem.engine.pots import build_pots, split_pot, uncalled_bet
from holdem.engine.state import TableState

__all__ = ["MAX_SEATS", "MIN_SEATS", "Hand", "blind_seats", "stacked_deck"]

_BOARD_SIZES = {Street.FLOP: 3, Street.TURN: 1, Street.RIVER: 1}


class Hand(HandReads):
    """One hand of Hold'em for 2 to 10 seats, from blinds to pots, in one betting structure.

    Seats are numbered clockwise from 0. Build it with keyword arguments; the
    deck is dealt from the top. ``game`` is the betting structure (no-limit by default).
    What it shows the outside (chips, cards, the legal set, views) is :class:`HandReads`.
    """

    def __init__(
        self,
        *,
        stacks: Sequence[int],
        button: int,
        deck: Deck,
        small_blind: int = 5,
        big_blind: int = 10,
        names: Sequence[str] | None = None,
        hand_number: int = 1,
        prior_events: Iterable[Event] = (),
        game: Game = Game.NO_LIMIT,
    ) -> None:
        if not isinstance(game, Game):
            raise TypeError(f"the betting structure must be a Game, not {game!r}")
        stacks, button, small_blind, big_blind, given_names = hand_setup(
            stacks, button, deck, small_blind, big_blind, names, hand_number
        )
        n = len(stacks)
        self.num_seats = n
        self.button = button
        self.small_blind = small_blind
        self.big_blind = big_blind
        self.game = game
        self.names = given_names or tuple(f"Seat {i + 1}" for i in range(n))
        self.starting_stacks = tuple(stacks)
        self.hand_number = hand_number
        self._deck = deck
        self._stacks = list(stacks)
        self._contributed = [0] * n
        self._folded = [False] * n
        self._hole: list[tuple[Card, Card]] = []
        self._board: list[Card] = []
        self._street = Street.PREFLOP
        self._round = Round.fresh(n, big_blind, game)
        self._to_act: int | None = None
        self._legal: LegalActions | None = None
        self._over = False
        self._events: list[Event] = list(prior_events)
        self._state: TableState | None = None
        self._state_length = 0
        self._seen: dict[int | None, tuple[Event, ...]] = {}
        self._begin()

    # ----- what changes the hand --------------------------------------------------

    def act(self, action: Action, seat: int | None = None) -> None:
        """Apply ``action`` for the seat to act; an illegal action raises and changes nothing."""
        if not isinstance(action, Action):
            raise InvalidActionError(f"{action!r} is not an Action")
        if seat is not None:
            seat_number(seat, self.num_seats)
        actor = self._to_act
        if actor is None or (seat is not None and seat != actor):
            raise IllegalActionError(self.why_illegal(action, seat) or "")
        reason = self.legal_actions().why_illegal(action)
        if reason is not None:
            raise IllegalActionError(reason)
        self._legal = None  # the legal set is cached per decision
        rnd = self._round
        previous_bet = rnd.current_bet
        if action.type is ActionType.FOLD:
            self._folded[actor] = True
            self._record(actor, Move.FOLD, 0, rnd.committed[actor], previous_bet)
        elif action.type is ActionType.CHECK:
            rnd.faced_when_acted[actor] = rnd.current_bet
            self._record(actor, Move.CHECK, 0, rnd.committed[actor], previous_bet)
        elif action.type is ActionType.CALL:
            added = min(rnd.current_bet - rnd.committed[actor], self._stacks[actor])
            rnd.committed[actor] += added
            rnd.faced_when_acted[actor] = rnd.current_bet
            self._move_chips(actor, added)
            self._record(actor, Move.CALL, added, rnd.committed[actor], previous_bet)
        else:
            move = Move.BET if previous_bet == 0 else Move.RAISE
            added, full = rnd.put_in(actor, action.amount)
            self._move_chips(actor, added)
            self._record(actor, move, added, action.amount, previous_bet, full)
        self._advance(actor)

    def play(self, actions: str | Iterable[Action | str]) -> None:
        """Apply several actions in turn (``"call raise_to 60 fold"`` or a list): all of them or none."""
        parsed = parse_actions(actions)
        saved = {name: copy.copy(value) for name, value in vars(self).items()}
        saved["_round"] = self._round.copy()  # everything an action can change, to put back
        try:
            for action in parsed:
                self.act(action)
        except Exception:
            self.__dict__.update(saved)
            raise

    # ----- the machinery ----------------------------------------------------------

    def _move_chips(self, seat: int, amount: int) -> None:
        self._stacks[seat] -= amount
        self._contributed[seat] += amount

    def _record(
        self, seat: int, move: Move, added: int, total: int, previous_bet: int, full: bool = True
    ) -> None:
        all_in = added > 0 and self._stacks[seat] == 0
        self._events.append(
            PlayerActed(seat, self._street, move, added, total, previous_bet, all_in, full)
        )

    def _begin(self) -> None:
        n = self.num_seats
        sb_seat, bb_seat = blind_seats(n, self.button)
        self._events.append(
            HandStarted(
                self.hand_number, self.names, self.starting_stacks, self.button,
                sb_seat, bb_seat, self.small_blind, self.big_blind, self.game,
            )
        )
        blinds = ((sb_seat, BlindKind.SMALL, self.small_blind), (bb_seat, BlindKind.BIG, self.big_blind))
        for seat, blind, size in blinds:
            amount = min(size, self._stacks[seat])
            self._round.committed[seat] = amount
            self._move_chips(seat, amount)
            self._events.append(BlindPosted(seat, blind, amount, self._stacks[seat] == 0))
        # Others owe the full big blind even when the big blind is short.
        self._round.current_bet = self.big_blind
        dealt: list[list[Card]] = [[] for _ in range(n)]
        for _ in range(2):
            for offset in range(1, n + 1):
                dealt[(self.button + offset) % n].append(self._deck.draw())
        self._hole = [(cards[0], cards[1]) for cards in dealt]
        for seat in range(n):
            self._events.append(HoleCardsDealt(seat, self._hole[seat]))
        self._to_act = self._next_to_act(bb_seat)
        if self._to_act is None:
            self._finish_betting()

    def _next_to_act(self, after: int) -> int | None:
        """The next seat clockwise after ``after`` that owes a decision, or None."""
        return self._round.next_to_act(after, self._stacks, self._folded)

    def _advance(self, actor: int) -> None:
        if self._folded.count(False) == 1:
            self._win_without_showdown()
            return
        self._to_act = self._next_to_act(actor)
        if self._to_act is None:
            self._finish_betting()

    def _finish_betting(self) -> None:
        """The round is complete: open the next one, or run out the board and show down."""
        while True:
            able = sum(1 for i in range(self.num_seats) if not self._folded[i] and self._stacks[i] > 0)
            if self._street is Street.RIVER or able <= 1:
                self._return_uncalled()
                self._run_out_and_show_down()
                return
            self._deal_street(Street(self._street + 1))
            self._to_act = self._next_to_act(self.button)
            if self._to_act is not None:
                return

    def _deal_street(self, street: Street) -> None:
        self._deck.draw()  # burn
        cards = tuple(self._deck.draw() for _ in range(_BOARD_SIZES[street]))
        self._board.extend(cards)
        self._street = street
        self._round = Round.fresh(self.num_seats, self.big_blind, self.game, street)  # bets to the middle
        self._events.append(StreetDealt(street, cards, tuple(self._board)))

    def _return_uncalled(self) -> None:
        found = uncalled_bet(self._contributed)
        if found is not None:
            seat, amount = found
            self._contributed[seat] -= amount
            self._stacks[seat] += amount
            self._round.committed[seat] -= amount
            self._events.append(UncalledBetReturned(seat, amount))

    def _in_showdown_order(self) -> list[int]:
        n = self.num_seats
        first = self._round.last_aggressor
        start = first if first is not None else (self.button + 1) % n
        order = [(start + k) % n for k in range(n)]
        return [seat for seat in order if not self._folded[seat]]

    def _run_out_and_show_down(self) -> None:
        self._to_act = None
        contenders = self._in_showdown_order()
        if self._street is not Street.RIVER:
            for seat in contenders:
                self._events.append(CardsShown(seat, self._hole[seat], ShowReason.ALL_IN, None))
            for street in range(self._street + 1, Street.RIVER + 1):
                self._deal_street(Street(street))
        values: dict[int, HandValue] = {}
        for seat in contenders:
            values[seat] = best_hand((*self._hole[seat], *self._board))
            self._events.append(CardsShown(seat, self._hole[seat], ShowReason.SHOWDOWN, values[seat]))
        pots = build_pots(self._contributed, self._folded)
        for index, pot in enumerate(pots):
            best = max(values[s].strength for s in pot.eligible)
            winners = [s for s in pot.eligible if values[s].strength == best]
            shares = split_pot(pot.amount, winners, self.button, self.num_seats)
            kind = PotKind.ONLY if len(pots) == 1 else PotKind.MAIN if index == 0 else PotKind.SIDE
            for seat, amount in shares:
                self._stacks[seat] += amount
            self._events.append(
                PotAwarded(index, kind, pot.amount, pot.eligible, shares, values[winners[0]])
            )
        self._end(showdown=True)

    def _win_without_showdown(self) -> None:
        self._to_act = None
        self._return_uncalled()
        winner = self._folded.index(False)
        amount = sum(self._contributed)
        self._stacks[winner] += amount
        self._events.append(PotAwarded(0, PotKind.ONLY, amount, (winner,), ((winner, amount),), None))
        self._end(showdown=False)

    def _end(self, showdown: bool) -> None:
        self._over = True
        self._round = Round.fresh(self.num_seats, self.big_blind, self.game)  # every bet went into the pots
        stacks = tuple(self._stacks)
        net = tuple(stacks[i] - self.starting_stacks[i] for i in range(self.num_seats))
        self._events.append(HandEnded(stacks, net, showdown))
