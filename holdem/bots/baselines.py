"""The simulator's baselines and the chart stand-in, with the made-hand helpers scripted players share.

* Baselines: :class:`~holdem.bots.base.CallingBot` (always call) and :class:`RandomBot`.
* :class:`ChartBot`: a chart-based tight-aggressive player that sits in the human's seat of
  ``holdem sim``'s table.

The scripted exploiters, leaky players and person stand-ins that only measurements seat live
outside the game, in ``holdem_lab``.
"""

from __future__ import annotations

import random
from typing import Final

from holdem.bots.preflop import top_fraction
from holdem.engine.actions import Action, LegalActions
from holdem.engine.evaluator import HandCategory, category, evaluate
from holdem.engine.events import Move, PlayerActed, Street
from holdem.engine.view import PlayerView


def legal_of(view: PlayerView) -> LegalActions:
    """The legal actions of the seat to act (a bot is only asked on its turn)."""
    assert view.legal is not None, "decide() is only asked when it is this seat's turn"
    return view.legal


def check_or_call(legal: LegalActions) -> Action:
    """Check when free, else call."""
    return Action.check() if legal.can_check else Action.call()


class RandomBot:
    """Picks uniformly among the action kinds open to it, raises at a random legal size."""

    def __init__(self, name: str, rng: random.Random) -> None:
        self.name = name
        self.rng = rng

    def decide(self, view: PlayerView) -> Action:
        legal = legal_of(view)
        kinds = ["raise"] if legal.can_raise else []
        kinds += ["check"] if legal.can_check else ["call", "fold"]
        kind = self.rng.choice(kinds)
        if kind == "raise" and legal.min_raise_to is not None and legal.max_raise_to is not None:
            return Action.raise_to(self.rng.randint(legal.min_raise_to, legal.max_raise_to))
        return Action.check() if kind == "check" else Action.call() if kind == "call" else Action.fold()


def bet_to(legal: LegalActions, amount: int) -> Action:
    """A bet or raise to ``amount``, clamped to the legal range (a check or call when raising is closed)."""
    if legal.min_raise_to is None or legal.max_raise_to is None:
        return check_or_call(legal)
    return Action.raise_to(min(max(amount, legal.min_raise_to), legal.max_raise_to))


def made_category(view: PlayerView) -> HandCategory:
    """The category of this seat's best hand with the board (after the flop)."""
    assert view.hole_cards is not None
    return category(evaluate((*view.hole_cards, *view.board)))


def top_pair_or_better(view: PlayerView) -> bool:
    """Two pair or better, a pair with the board's top card, or a pocket pair above the board."""
    assert view.hole_cards is not None
    made = made_category(view)
    if made >= HandCategory.TWO_PAIR:
        return True
    if made < HandCategory.ONE_PAIR:
        return False
    first, second = (c >> 2 for c in view.hole_cards)
    top_board = max(c >> 2 for c in view.board)
    return top_board in {first, second} or first == second > top_board


_CHART_OPEN: Final = {5: 0.13, 4: 0.16, 3: 0.22, 2: 0.34, 1: 0.30}
"""Open widths by players still to act behind (5: under the gun ... 1: small blind)."""
_CHART_OPEN_FIRST: Final = _CHART_OPEN[5]
"""The open width for a count of players behind the chart lacks (a larger table): as under the gun."""
_CHART_RAISE_OPTION: Final = 0.06
"""The big blind raises a limped pot with the top 6% (eights or better, AJs, AQ and AK)."""
_CHART_RERAISE: Final = 0.04
"""It re-raises the top 4% against one raise (a third as much against two: the width over the raises)."""
_CHART_CALL: Final = 0.12
"""It calls one raise with the top 12% below its re-raises (the width over the raises, as above)."""
_CHART_CALL_STACK: Final = 0.2
"""It calls a raise only for at most a fifth of its stack: a chart player does not call off its stack."""
_CHART_SIZE: Final = 3
"""Opens are three big blinds, re-raises and raises after the flop three times the bet: standard sizes."""
_CHART_CBET: Final = 0.5
"""It continuation-bets half the flops it raised before."""
_CHART_BET_THIRDS: Final = 2
"""Its bets are two thirds of the pot, a regular's standard size."""
_CHART_SMALL_BET: Final = 3
"""Below top pair it calls at most a third of the pot (the bet in it): a small pair does not pay big bets."""


class ChartBot:
    """A tight-aggressive player from charts and made-hand rules, without simulation.

    It opens by position from a fixed chart, re-raises the top 4% and calls
    raises with the next 8%; after the flop it bets top pair or better and
    draws, continuation-bets half the flops it raised, calls with a pair and
    folds without one.
    """

    def __init__(self, name: str, rng: random.Random) -> None:
        self.name = name
        self.rng = rng

    def decide(self, view: PlayerView) -> Action:
        legal = legal_of(view)
        assert view.hole_cards is not None
        raises = sum(
            1 for e in view.events if isinstance(e, PlayerActed) and e.street is Street.PREFLOP
            and e.move is Move.RAISE
        )
        if view.street is Street.PREFLOP:
            return self._preflop(view, legal, raises)
        return self._postflop(view, legal, raises)

    def _preflop(self, view: PlayerView, legal: LegalActions, raises: int) -> Action:
        assert view.hole_cards is not None
        p = top_fraction(*view.hole_cards)
        bb = view.big_blind
        if raises == 0:
            behind = _players_behind(view)
            if legal.can_check:
                return self._raise(legal, _CHART_SIZE * bb) if p < _CHART_RAISE_OPTION else Action.check()
            if p < _CHART_OPEN.get(behind, _CHART_OPEN_FIRST):
                return self._raise(legal, _CHART_SIZE * bb)
            return Action.fold()
        if p < _CHART_RERAISE / raises:
            return self._raise(legal, _CHART_SIZE * legal.current_bet)
        affordable = legal.call_amount <= _CHART_CALL_STACK * (legal.stack + legal.committed)
        if p < _CHART_CALL / raises and affordable:
            return Action.call()
        return Action.check() if legal.can_check else Action.fold()

    def _postflop(self, view: PlayerView, legal: LegalActions, raises: int) -> Action:
        made = made_category(view)
        top_pair = top_pair_or_better(view)
        pot = view.pot_total
        if legal.can_check:
            raiser = raises > 0 and view.street is Street.FLOP and self.rng.random() < _CHART_CBET
            if top_pair or raiser:
                return self._raise(legal, pot * _CHART_BET_THIRDS // 3)
            return Action.check()
        if made >= HandCategory.TWO_PAIR and legal.can_raise:
            return self._raise(legal, legal.current_bet * _CHART_SIZE)
        if made >= HandCategory.ONE_PAIR and (top_pair or legal.call_amount <= pot // _CHART_SMALL_BET):
            return Action.call()
        return Action.fold()

    def _raise(self, legal: LegalActions, amount: int) -> Action:
        return bet_to(legal, amount)


def _players_behind(view: PlayerView) -> int:
    n = view.num_seats
    big_blind = (view.button + 2) % n if n > 2 else (view.button + 1) % n
    seat, behind = view.seat, 0
    while seat != big_blind:
        seat = (seat + 1) % n
        behind += not view.folded[seat]
    return behind
