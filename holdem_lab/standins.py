"""Person stand-ins: scripted players with the habits real people bring to the table.

Each is written against the public bot interface only (a ``PlayerView`` in, an
``Action`` out) and draws from its own ``random.Random``. With the baselines'
:class:`~holdem_lab.exploiters.OverFolder`, :class:`~holdem_lab.exploiters.OverCaller`,
:class:`~holdem_lab.exploiters.ShoveBot` and :class:`~holdem_lab.exploiters.MinRaiseBot`
they make the panel the opponents are measured against (:mod:`holdem_lab.panel`).

The aggressive ones (issue 19) each repeat one line a person can repeat:
:class:`LightThreeBettor`, :class:`OpenShover`, :class:`FlopRaiseShover`,
:class:`RiverOverbettor`, :class:`DonkBettor` and :class:`SmallProber`.

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
    return draws(tuple(view.hole_cards), tuple(view.board))


def draws(hole: tuple[int, ...], board: tuple[int, ...]) -> bool:
    """Four to a flush or four to a straight (in any five-rank window) with a hole card among them."""
    cards = (*hole, *board)
    for suit in range(4):
        suited = [c for c in cards if c & 3 == suit]
        if len(suited) == 4 and any(c & 3 == suit for c in hole):
            return True
    ranks = {c >> 2 for c in cards}
    if 12 in ranks:
        ranks.add(-1)  # the ace also plays low
    mine = {c >> 2 for c in hole} | ({-1} if any(c >> 2 == 12 for c in hole) else set())
    for low in range(-1, 9):
        window = set(range(low, low + 5))
        if len(window & ranks) == 4 and window & mine:
            return True
    return False


def checked_this_street(view: PlayerView) -> bool:
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
        if checked_this_street(view) and legal.can_raise and (good or self.rng.random() < self.bluff):
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


# ----- aggressive stand-ins (issue 19): one repeatable line each ---------------------------------


def preflop_raises(view: PlayerView) -> tuple[int, int | None]:
    """(raises so far before the flop, the seat that made the last of them)."""
    raises, last = 0, None
    for e in view.events:
        if isinstance(e, PlayerActed) and e.street is Street.PREFLOP and e.move is Move.RAISE:
            raises, last = raises + 1, e.seat
    return raises, last


def bets_this_street(view: PlayerView) -> int:
    """Bets and raises made so far on this street."""
    return sum(1 for e in view.events if isinstance(e, PlayerActed) and e.street is view.street
               and e.move in (Move.BET, Move.RAISE))


def in_top(view: PlayerView, width: float) -> bool:
    """Whether this seat's hole cards are among the best ``width`` of starting hands."""
    assert view.hole_cards is not None
    return top_fraction(*view.hole_cards) < width


def pair_or_draw(view: PlayerView) -> bool:
    """A pair or better with the board, or a flush or straight draw."""
    return made_category(view) >= HandCategory.ONE_PAIR or has_draw(view)


def open_or_fold(view: PlayerView, width: float) -> Action:
    """First in: a raise to 2.5 big blinds with the top ``width`` of hands, else check or fold."""
    legal = legal_of(view)
    if in_top(view, width) and legal.can_raise:
        return bet_to(legal, 5 * view.big_blind // 2)
    return Action.check() if legal.can_check else Action.fold()


def plain_postflop(view: PlayerView) -> Action:
    """Half pot with top pair or better, calls with any pair or draw, else checks or folds."""
    legal = legal_of(view)
    if legal.can_check:
        return bet_to(legal, view.pot_total // 2) if top_pair_or_better(view) else Action.check()
    return Action.call() if pair_or_draw(view) else Action.fold()


class LightThreeBettor(StatelessBot):
    """3-bets the top 30% of hands to 3x over any open, c-bets every flop half pot, gives up the turn
    and river without top pair (first in it opens the top 20%; it folds to a 4-bet below the top 4%)."""

    def decide(self, view: PlayerView) -> Action:
        legal = legal_of(view)
        raises, last = preflop_raises(view)
        if view.street is Street.PREFLOP:
            if raises == 0:
                return open_or_fold(view, 0.2)
            if raises == 1:
                return bet_to(legal, 3 * legal.current_bet) if in_top(view, 0.3) else Action.fold()
            return bet_to(legal, legal.max_raise_to or 0) if in_top(view, 0.04) else Action.fold()
        mine = last == view.seat
        if view.street is Street.FLOP and mine:
            if legal.can_check:
                return bet_to(legal, view.pot_total // 2)
            return Action.call() if pair_or_draw(view) else Action.fold()
        if legal.can_check:
            return bet_to(legal, view.pot_total // 2) if top_pair_or_better(view) else Action.check()
        return Action.call() if top_pair_or_better(view) else Action.fold()


class OpenShover(StatelessBot):
    """Moves all in over any raise with the top 35% of hands (folds the rest); opens the same hands
    to 2.5 big blinds when first in; after the flop bets top pair and calls any pair or draw."""

    def decide(self, view: PlayerView) -> Action:
        legal = legal_of(view)
        if view.street is not Street.PREFLOP:
            return plain_postflop(view)
        raises, _ = preflop_raises(view)
        if raises == 0:
            return open_or_fold(view, 0.35)
        if in_top(view, 0.35):
            return bet_to(legal, legal.max_raise_to or 0) if legal.can_raise else Action.call()
        return Action.fold()


class FlopRaiseShover(StatelessBot):
    """Plays the top 30% before the flop (calls raises up to 4 big blinds of its own); on the flop it
    moves all in over any bet with any pair or draw and folds the rest; later it plays plainly."""

    def decide(self, view: PlayerView) -> Action:
        legal = legal_of(view)
        if view.street is Street.PREFLOP:
            raises, _ = preflop_raises(view)
            if raises == 0:
                return open_or_fold(view, 0.3)
            if legal.can_check:
                return Action.check()
            cheap = legal.call_amount <= 4 * view.big_blind
            return Action.call() if in_top(view, 0.3) and cheap else Action.fold()
        if view.street is Street.FLOP and not legal.can_check:
            if not pair_or_draw(view):
                return Action.fold()
            return bet_to(legal, legal.max_raise_to or 0) if legal.can_raise else Action.call()
        return plain_postflop(view)


class RiverOverbettor(StatelessBot):
    """Whatever its cards: calls raises up to 4 big blinds before the flop (folds bigger ones), calls
    every bet on the flop and turn, and bets 1.5 pots on every river where no bet is in front of it;
    facing a river bet or raise it calls with any pair."""

    def decide(self, view: PlayerView) -> Action:
        legal = legal_of(view)
        if view.street is Street.PREFLOP and legal.call_amount > 4 * view.big_blind:
            return Action.fold()
        if view.street is not Street.RIVER:
            return check_or_call(legal)
        if legal.can_check:
            return bet_to(legal, 3 * view.pot_total // 2)
        return Action.call() if made_category(view) >= HandCategory.ONE_PAIR else Action.fold()


class DonkBettor(StatelessBot):
    """Calls raises with the top 45% (limps the same hands first in); leads two thirds of the pot into
    the preflop raiser on every flop, and on the turn with a pair or draw; calls with a pair or draw."""

    def decide(self, view: PlayerView) -> Action:
        legal = legal_of(view)
        _, aggressor = preflop_raises(view)
        if view.street is Street.PREFLOP:
            cheap = legal.call_amount <= 4 * view.big_blind
            if legal.can_check or (in_top(view, 0.45) and cheap):
                return check_or_call(legal)
            return Action.fold()
        leads = view.street is Street.FLOP or (view.street is Street.TURN and pair_or_draw(view))
        if leads and legal.can_check and bets_this_street(view) == 0 and aggressor not in (None, view.seat):
            return bet_to(legal, view.pot_total * 2 // 3)
        return plain_postflop(view)


class SmallProber(StatelessBot):
    """Calls raises with the top 45% (limps the same hands first in); bets a third of the pot with any
    hand whenever no bet is in front of it after the flop; calls with a pair or draw, else folds."""

    def decide(self, view: PlayerView) -> Action:
        legal = legal_of(view)
        if view.street is Street.PREFLOP:
            cheap = legal.call_amount <= 4 * view.big_blind
            if legal.can_check or (in_top(view, 0.45) and cheap):
                return check_or_call(legal)
            return Action.fold()
        if legal.can_check:
            return bet_to(legal, view.pot_total // 3)
        return Action.call() if pair_or_draw(view) else Action.fold()
