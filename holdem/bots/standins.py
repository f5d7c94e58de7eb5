"""Person stand-ins: scripted players with the habits real people bring to the table.

Each is written against the public bot interface only (a ``PlayerView`` in, an
``Action`` out) and draws from its own ``random.Random``. With the baselines'
:class:`~holdem.bots.baselines.OverFolder`, :class:`~holdem.bots.baselines.OverCaller`,
:class:`~holdem.bots.baselines.ShoveBot` and :class:`~holdem.bots.baselines.MinRaiseBot`
they make the panel the opponents are measured against (``holdem.bots.panel``).

>>> from holdem.engine import Hand, stacked_deck
>>> hand = Hand(stacks=[1000, 1000], button=0, names=["Me", "Them"],
...             deck=stacked_deck(num_seats=2, button=0, hole_cards=["7c 2d", "Ah Kd"], board="Qs 8h 3c"))
>>> hand.play("call check")
>>> hand.to_act, TwicePotBettor("Them").decide(hand.view(1))
(1, Action.raise_to(40))
"""

from __future__ import annotations

import random

from holdem.bots.base import StatelessBot
from holdem.bots.baselines import bet_to, check_or_call, legal_of, made_category, top_pair_or_better
from holdem.bots.preflop import top_fraction
from holdem.engine.actions import Action
from holdem.engine.evaluator import HandCategory, evaluate
from holdem.engine.events import Move, PlayerActed, Street
from holdem.engine.view import PlayerView


def has_draw(view: PlayerView) -> bool:
    """A flush draw or a straight draw (open-ended or gutshot) that uses a hole card, before the river."""
    assert view.hole_cards is not None
    if view.street in (Street.PREFLOP, Street.RIVER):
        return False
    cards = (*view.hole_cards, *view.board)
    for suit in range(4):
        suited = [c for c in cards if c & 3 == suit]
        if len(suited) == 4 and any(c & 3 == suit for c in view.hole_cards):
            return True
    ranks = {c >> 2 for c in cards}
    if 12 in ranks:
        ranks.add(-1)  # the ace also plays low
    mine = {c >> 2 for c in view.hole_cards} | ({-1} if any(c >> 2 == 12 for c in view.hole_cards) else set())
    for low in range(-1, 9):
        window = set(range(low, low + 5))
        if len(window & ranks) == 4 and window & mine:
            return True
    return False


def _checked_this_street(view: PlayerView) -> bool:
    """Whether this seat already checked on this street (so a bet now can be check-raised)."""
    return any(
        isinstance(e, PlayerActed) and e.seat == view.seat and e.street is view.street
        and e.move is Move.CHECK for e in view.events
    )


class LoosePassive:
    """A beginner: limps and calls most hands before the flop, then calls with any pair or draw."""

    def __init__(self, name: str, rng: random.Random) -> None:
        self.name = name
        self.rng = rng

    def decide(self, view: PlayerView) -> Action:
        legal = legal_of(view)
        assert view.hole_cards is not None
        if view.street is Street.PREFLOP:
            playable = top_fraction(*view.hole_cards) < 0.7
            if legal.can_check or (playable and legal.call_amount <= 6 * view.big_blind):
                return check_or_call(legal)
            return Action.fold()
        made = made_category(view)
        if legal.can_check:
            if made >= HandCategory.TWO_PAIR and self.rng.random() < 0.5:
                return bet_to(legal, view.pot_total // 2)
            return Action.check()
        return Action.call() if made >= HandCategory.ONE_PAIR or has_draw(view) else Action.fold()


class TwicePotBettor(StatelessBot):
    """Whatever its cards: calls before the flop, bets twice the pot whenever checked to, calls bets."""

    def decide(self, view: PlayerView) -> Action:
        legal = legal_of(view)
        if view.street is not Street.PREFLOP and legal.can_check and legal.can_raise:
            return bet_to(legal, 2 * view.pot_total)
        return check_or_call(legal)


class CheckRaiser:
    """Checks every flop, turn and river; when bet into, raises with top pair, a draw, or as a bluff."""

    def __init__(self, name: str, rng: random.Random, bluff: float = 0.3) -> None:
        self.name = name
        self.rng = rng
        self.bluff = bluff

    def decide(self, view: PlayerView) -> Action:
        legal = legal_of(view)
        assert view.hole_cards is not None
        if view.street is Street.PREFLOP:
            cheap = legal.call_amount <= 4 * view.big_blind
            if legal.can_check or (top_fraction(*view.hole_cards) < 0.4 and cheap):
                return check_or_call(legal)
            return Action.fold()
        if legal.can_check:
            return Action.check()
        good = top_pair_or_better(view) or has_draw(view)
        if _checked_this_street(view) and legal.can_raise and (good or self.rng.random() < self.bluff):
            return bet_to(legal, 3 * legal.current_bet + view.pot_total // 2)
        if made_category(view) >= HandCategory.ONE_PAIR or has_draw(view):
            return Action.call()
        return Action.fold()


class EquityPlayer:
    """Plays by its Monte Carlo equity against random hands for every live opponent (the engine's evaluator).

    It bets or raises two thirds of the pot (three big blinds, or three times the
    bet, before the flop) when its equity is ``margin`` above a fair share, calls
    when the equity pays the pot odds, and otherwise checks or folds.
    """

    def __init__(self, name: str, rng: random.Random, trials: int = 300, margin: float = 0.2) -> None:
        self.name = name
        self.rng = rng
        self.trials = trials
        self.margin = margin

    def equity(self, view: PlayerView) -> float:
        """Share of the pot won against random hands of the live opponents (ties split)."""
        assert view.hole_cards is not None
        hole = tuple(view.hole_cards)
        board = tuple(view.board)
        opponents = len(view.in_hand) - 1
        deck = [c for c in range(52) if c not in hole and c not in board]
        need = 5 - len(board) + 2 * opponents
        won = 0.0
        for _ in range(self.trials):
            cards = self.rng.sample(deck, need)
            full = board + tuple(cards[: 5 - len(board)])
            rest = cards[5 - len(board):]
            mine = evaluate(hole + full)
            best = max(evaluate((rest[2 * i], rest[2 * i + 1], *full)) for i in range(opponents))
            won += 1.0 if mine > best else 0.5 if mine == best else 0.0
        return won / self.trials

    def decide(self, view: PlayerView) -> Action:
        legal = legal_of(view)
        eq = self.equity(view)
        fair = 1.0 / len(view.in_hand)
        if eq >= fair + self.margin and legal.can_raise:
            if view.street is Street.PREFLOP:
                return bet_to(legal, max(3 * view.big_blind, 3 * legal.current_bet))
            return bet_to(legal, legal.current_bet + (view.pot_total + legal.call_amount) * 2 // 3)
        if legal.can_check:
            return Action.check()
        price = legal.call_amount / (view.pot_total + legal.call_amount)
        return Action.call() if eq >= price else Action.fold()
