"""Stand-ins that attack the lines a thinking person tries after a few orbits against the styles.

The stand-ins of :mod:`holdem_lab.standins` repeat one blunt line each (shove, overbet, lead, probe).
These repeat the lines a player who has watched the table for a while tries next, each from the
public bot interface only (a ``PlayerView`` in, an ``Action`` out):

* :class:`BlindStealer` opens every hand from the cutoff, the button and the small blind, c-bets a
  third of the pot and gives up when called;
* :class:`FourBetBluffer` opens half its hands and 4-bets every 3-bet small, folding to a 5-bet;
* :class:`Floater` calls a flop bet in position with any two cards and takes the pot away later;
* :class:`TurnAttacker` checks the flop and attacks the turn (check-raise, or a bet when checked to)
  with any pair, any draw and a share of its air;
* :class:`Squeezer` re-raises an open that others have called, with most hands;
* :class:`LimpReraiser` limps and re-raises the raise behind it, with its best and its worst limps;
* :class:`RiverBlocker` bets a fifth of the pot on the river with any pair (blocks and thin value).

Away from its line each plays a plain game: it opens or calls a fair range before the flop and, after
it, bets top pair or better and calls with a pair or a draw (:func:`~holdem_lab.standins.plain_postflop`).

>>> from holdem.engine import Hand, stacked_deck
>>> hand = Hand(stacks=[1000, 1000], button=0, names=["Me", "Them"],
...             deck=stacked_deck(num_seats=2, button=0, hole_cards=["7c 2d", "Ah Kd"]))
>>> BlindStealer("Me").decide(hand.view(0))  # the button heads-up: 7-2 offsuit opens
Action.raise_to(25)
"""

from __future__ import annotations

import random
from typing import Final

from holdem.bots.base import StatelessBot
from holdem.bots.baselines import bet_to, legal_of, made_category, top_pair_or_better
from holdem.bots.preflop import top_fraction
from holdem.engine.actions import Action, LegalActions
from holdem.engine.evaluator import HandCategory
from holdem.engine.events import Move, PlayerActed, Street
from holdem.engine.view import PlayerView
from holdem_lab.standins import (
    bets_this_street,
    checked_this_street,
    in_top,
    open_or_fold,
    pair_or_draw,
    plain_postflop,
    preflop_raises,
)

CALL_LIMIT_BB: Final = 4
"""The biggest call before the flop, in big blinds, that a plain player makes with a speculative hand."""
PREMIUM: Final = 0.03
"""The top 3% of hands (about nines or better, ace-king suited): all in with these over a re-raise."""
STRONG: Final = 0.06
"""The top 6% (about eights or better, ace-queen or better): what calls a re-raise of a light open."""


# ----- what a seat did, read from the events ------------------------------------------------------


def _did(view: PlayerView, street: Street, *moves: Move) -> bool:
    """Whether this seat made one of ``moves`` on ``street``."""
    return any(isinstance(e, PlayerActed) and e.seat == view.seat and e.street is street and e.move in moves
               for e in view.events)


def _calls_since_last_raise(view: PlayerView) -> int:
    """Calls before the flop since the last raise (limps when nobody has raised)."""
    calls = 0
    for e in view.events:
        if isinstance(e, PlayerActed) and e.street is Street.PREFLOP:
            calls = 0 if e.move is Move.RAISE else calls + (e.move is Move.CALL)
    return calls


def in_position(view: PlayerView) -> bool:
    """Whether this seat acts last after the flop among the players still able to bet."""
    live = [s for s in view.in_hand if not view.all_in[s]]
    return max(live, key=lambda s: (s - view.button - 1) % view.num_seats) == view.seat


def _checked_to(view: PlayerView) -> bool:
    """Nobody has bet this street and somebody has checked: the seats before this one checked to it."""
    return bets_this_street(view) == 0 and any(
        isinstance(e, PlayerActed) and e.street is view.street and e.move is Move.CHECK for e in view.events
    )


def _cheap(view: PlayerView, legal: LegalActions) -> bool:
    """A call of at most the stand-ins' usual limit before the flop."""
    return legal.call_amount <= CALL_LIMIT_BB * view.big_blind


def _jam_or_fold(view: PlayerView, legal: LegalActions, width: float) -> Action:
    """All in (or call when raising is closed) with the top ``width`` of hands, else fold."""
    if not in_top(view, width):
        return Action.check() if legal.can_check else Action.fold()
    return bet_to(legal, legal.max_raise_to or 0) if legal.can_raise else Action.call()


def _call_or_fold(view: PlayerView, legal: LegalActions, width: float) -> Action:
    """Before the flop: check when free, call a cheap raise with the top ``width``, else fold."""
    if legal.can_check:
        return Action.check()
    return Action.call() if in_top(view, width) and _cheap(view, legal) else Action.fold()


def _cbet_then_plain(view: PlayerView, raiser: int | None) -> Action:
    """After the flop: half the pot on the flop when this seat raised last before it and nobody has bet,
    else :func:`~holdem_lab.standins.plain_postflop`."""
    legal = legal_of(view)
    if view.street is Street.FLOP and raiser == view.seat and bets_this_street(view) == 0 and legal.can_check:
        return bet_to(legal, view.pot_total // 2)
    return plain_postflop(view)


# ----- the blind stealer --------------------------------------------------------------------------

STEAL_SEATS_LEFT: Final = 3
"""First in with at most three seats left to act (cutoff, button, small blind): only the blinds remain."""
EARLY_OPEN: Final = 0.15
"""Where a steal does not pay (more than three seats behind) it opens a tight range."""
STEAL_DEFEND: Final = 0.10
"""Facing someone else's open it calls only the top 10%: it steals, it does not fight over opens."""
STEAL_CBET_DIVISOR: Final = 3
"""The flop c-bet is a third of the pot: the cheapest bet that still takes most flops the blinds miss."""


class BlindStealer(StatelessBot):
    """Opens any two cards to 2.5 big blinds when first in from the cutoff, the button or the small blind
    (the top 15% from earlier); c-bets a third of the pot on every flop it raised and gives up when called
    (bets and calls only with top pair or better after that); calls a 3-bet with the top 6%."""

    def decide(self, view: PlayerView) -> Action:
        legal = legal_of(view)
        raises, last = preflop_raises(view)
        if view.street is Street.PREFLOP:
            if raises == 0:
                seats_left = (view.big_blind_seat - view.seat) % view.num_seats
                first_in = _calls_since_last_raise(view) == 0
                if first_in and 0 < seats_left <= STEAL_SEATS_LEFT and legal.can_raise:
                    return bet_to(legal, 5 * view.big_blind // 2)
                return open_or_fold(view, EARLY_OPEN)
            if _did(view, Street.PREFLOP, Move.RAISE):
                return Action.call() if in_top(view, STRONG) else Action.fold()
            return _call_or_fold(view, legal, STEAL_DEFEND)
        first_bet = view.street is Street.FLOP and bets_this_street(view) == 0
        if last == view.seat and first_bet and legal.can_check:
            return bet_to(legal, view.pot_total // STEAL_CBET_DIVISOR)
        if legal.can_check:
            return bet_to(legal, view.pot_total // 2) if top_pair_or_better(view) else Action.check()
        return Action.call() if top_pair_or_better(view) else Action.fold()


# ----- the 4-bet bluffer --------------------------------------------------------------------------

WIDE_OPEN: Final = 0.5
"""It opens half its hands first in: wide enough that the styles' 3-bets against it come often."""
FLAT_WIDTH: Final = 0.2
"""Facing an open it only calls (the top 20%, when cheap): its line is the 4-bet, not the 3-bet."""
FOUR_BET_TENTHS: Final = 22
"""A 4-bet to 2.2 times the 3-bet, in tenths: small, as a bluff is sized to risk little."""


class FourBetBluffer(StatelessBot):
    """Opens the top half of hands to 2.5 big blinds, 4-bets every 3-bet to 2.2 times it with any two cards,
    then goes all in over a 5-bet with the top 3% and folds the rest; c-bets half the pot on the flop
    after raising last, else plays plainly."""

    def decide(self, view: PlayerView) -> Action:
        legal = legal_of(view)
        raises, last = preflop_raises(view)
        if view.street is Street.PREFLOP:
            if raises == 0:
                return open_or_fold(view, WIDE_OPEN)
            opened = _did(view, Street.PREFLOP, Move.RAISE)
            if raises == 2 and opened and legal.can_raise:
                return bet_to(legal, legal.current_bet * FOUR_BET_TENTHS // 10)
            if raises == 1:
                return _call_or_fold(view, legal, FLAT_WIDTH)
            return _jam_or_fold(view, legal, PREMIUM)
        return _cbet_then_plain(view, last)


# ----- the floater --------------------------------------------------------------------------------

FLOAT_OPEN: Final = 0.35
"""First in it opens the top 35%."""
FLOAT_CALL: Final = 0.6
"""It calls cheap opens with the top 60%, to see flops in position."""
TURN_STAB_THIRDS: Final = 2
"""The turn bet after a float is two thirds of the pot (in thirds)."""
RIVER_BARREL_QUARTERS: Final = 3
"""The river barrel is three quarters of the pot (in quarters)."""


class Floater(StatelessBot):
    """Calls cheap opens with the top 60%; in position it calls a single flop bet of up to the pot with
    any two cards, bets two thirds of the pot on the turn when checked to, and three quarters on the river
    when checked to again; otherwise it plays plainly (calls with a pair or a draw)."""

    def decide(self, view: PlayerView) -> Action:
        legal = legal_of(view)
        if view.street is Street.PREFLOP:
            raises, _ = preflop_raises(view)
            if raises == 0:
                return open_or_fold(view, FLOAT_OPEN)
            if raises == 1:
                return _call_or_fold(view, legal, FLOAT_CALL)
            return _jam_or_fold(view, legal, PREMIUM)
        position = in_position(view)
        if view.street is Street.FLOP and position and not legal.can_check and bets_this_street(view) == 1:
            at_most_pot = legal.call_amount <= view.pot_total - legal.call_amount
            return Action.call() if at_most_pot or pair_or_draw(view) else Action.fold()
        if position and legal.can_check and _checked_to(view):
            if view.street is Street.TURN and _did(view, Street.FLOP, Move.CALL):
                return bet_to(legal, view.pot_total * TURN_STAB_THIRDS // 3)
            if view.street is Street.RIVER and _did(view, Street.TURN, Move.BET):
                return bet_to(legal, view.pot_total * RIVER_BARREL_QUARTERS // 4)
        return plain_postflop(view)


# ----- the turn attacker --------------------------------------------------------------------------

ATTACK_OPEN: Final = 0.3
"""First in it opens the top 30% (and then checks the flop as the raiser: a delayed c-bet)."""
ATTACK_CALL: Final = 0.5
"""It calls cheap opens with the top half of hands."""
AIR_SHARE: Final = 0.35
"""The share of its hands with no pair and no draw that it plays as if it had one: calls the flop, attacks
the turn, follows through on the river."""
TURN_BET_QUARTERS: Final = 3
"""The turn bet when checked to is three quarters of the pot (in quarters)."""
TURN_RAISE_MULTIPLE: Final = 3
"""The turn check-raise is to three times the bet."""
RIVER_FOLLOW_THIRDS: Final = 2
"""After attacking the turn it bets two thirds of the pot on the river (in thirds)."""


class TurnAttacker:
    """Checks every flop (calling one bet with a pair, a draw or its chosen air); on the turn it
    check-raises to three times the bet, or bets three quarters of the pot when checked to, with any
    pair, any draw and the chosen air; on the river after that it bets two thirds of the pot with top
    pair or better or the chosen air. Which hands with nothing it attacks with (``air_share`` of them) is
    drawn once per hand from its ``rng``."""

    def __init__(self, name: str, rng: random.Random, air_share: float = AIR_SHARE) -> None:
        self.name = name
        self.rng = rng
        self.air_share = air_share
        self._hand: tuple[int, object] | None = None
        self._bluffs = False

    def _bluffs_this_hand(self, view: PlayerView) -> bool:
        key = (view.hand_number, view.hole_cards)
        if self._hand != key:
            self._hand, self._bluffs = key, self.rng.random() < self.air_share
        return self._bluffs

    def decide(self, view: PlayerView) -> Action:
        legal = legal_of(view)
        if view.street is Street.PREFLOP:
            raises, _ = preflop_raises(view)
            if raises == 0:
                return open_or_fold(view, ATTACK_OPEN)
            if raises == 1:
                return _call_or_fold(view, legal, ATTACK_CALL)
            return _jam_or_fold(view, legal, PREMIUM)
        attacks = pair_or_draw(view) or self._bluffs_this_hand(view)
        if view.street is Street.FLOP:
            if legal.can_check:
                return Action.check()
            one_bet = bets_this_street(view) == 1
            return Action.call() if pair_or_draw(view) or (attacks and one_bet) else Action.fold()
        if view.street is Street.TURN:
            if legal.can_check:
                bet = _checked_to(view) and attacks
                return bet_to(legal, view.pot_total * TURN_BET_QUARTERS // 4) if bet else Action.check()
            if checked_this_street(view) and bets_this_street(view) == 1 and attacks and legal.can_raise:
                return bet_to(legal, TURN_RAISE_MULTIPLE * legal.current_bet)
            return Action.call() if pair_or_draw(view) else Action.fold()
        attacked = _did(view, Street.TURN, Move.BET, Move.RAISE)
        follows = top_pair_or_better(view) or self._bluffs_this_hand(view)
        if attacked and legal.can_check and follows:
            return bet_to(legal, view.pot_total * RIVER_FOLLOW_THIRDS // 3)
        return plain_postflop(view)


# ----- the squeezer -------------------------------------------------------------------------------

SQUEEZE_WIDTH: Final = 0.6
"""It squeezes with the top 60% of hands: the callers' ranges are capped and the opener must act first."""
SQUEEZE_PER_CALLER: Final = 1
"""The squeeze is to three times the open plus one open for each caller (the usual sizing)."""
SQUEEZE_BASE: Final = 3
"""Three times the open before the callers are added."""
SQUEEZE_OPEN: Final = 0.2
"""First in (or over limpers) it opens the top 20%."""
SQUEEZE_FLAT: Final = 0.12
"""Facing an open nobody called it calls only the top 12%, cheaply."""


class Squeezer(StatelessBot):
    """Over an open and at least one caller, re-raises to three times the open plus one open per caller
    with the top 60% of hands; folds to a 4-bet below the top 3% (all in with those); c-bets half the
    pot on the flop after raising last; otherwise plays a tight, plain game."""

    def decide(self, view: PlayerView) -> Action:
        legal = legal_of(view)
        raises, last = preflop_raises(view)
        if view.street is Street.PREFLOP:
            callers = _calls_since_last_raise(view)
            if raises == 0:
                return open_or_fold(view, SQUEEZE_OPEN)
            if raises == 1 and last != view.seat and callers > 0:
                if in_top(view, SQUEEZE_WIDTH) and legal.can_raise:
                    size = legal.current_bet * (SQUEEZE_BASE + SQUEEZE_PER_CALLER * callers)
                    return bet_to(legal, size)
                return Action.check() if legal.can_check else Action.fold()
            if raises == 1:
                return _call_or_fold(view, legal, SQUEEZE_FLAT)
            return _jam_or_fold(view, legal, PREMIUM)
        return _cbet_then_plain(view, last)


# ----- the limp-reraiser --------------------------------------------------------------------------

LIMP_WIDTH: Final = 0.5
"""First in (or behind limpers) it limps the top half of hands and never opens."""
LIMP_VALUE: Final = 0.12
"""It limp-reraises the top 12% for value (about sevens or better, ace-ten or better, king-queen)..."""
LIMP_BLUFF_FROM: Final = 0.4
"""...and the bottom fifth of its limps (top 40-50%) as bluffs: hands that cannot call a raise."""
LIMP_CALL: Final = 0.3
"""The limps between the two call a cheap raise with the top 30%, and fold the rest."""
LIMP_RERAISE_MULTIPLE: Final = 4
"""The re-raise is to four times the raise: out of position over an isolation raise."""
LIMP_COLD_CALL: Final = 0.2
"""Facing an open it did not limp into, it calls the top 20% when cheap."""


class LimpReraiser(StatelessBot):
    """Limps the top half of hands first in; raised behind, it re-raises to four times the raise with the
    top 12% and with the bottom fifth of its limps, calls with the rest of the top 30% when cheap, and
    folds the others; over a 4-bet it goes all in with the top 6% and folds the rest; it c-bets half the
    pot on the flop after raising last and otherwise plays plainly."""

    def decide(self, view: PlayerView) -> Action:
        legal = legal_of(view)
        raises, last = preflop_raises(view)
        if view.street is not Street.PREFLOP:
            return _cbet_then_plain(view, last)
        assert view.hole_cards is not None
        rank = top_fraction(*view.hole_cards)
        if raises == 0:
            if legal.can_check or rank < LIMP_WIDTH:
                return Action.check() if legal.can_check else Action.call()
            return Action.fold()
        limped = _did(view, Street.PREFLOP, Move.CALL, Move.CHECK)
        if raises == 1 and limped:
            if (rank < LIMP_VALUE or LIMP_BLUFF_FROM <= rank < LIMP_WIDTH) and legal.can_raise:
                return bet_to(legal, LIMP_RERAISE_MULTIPLE * legal.current_bet)
            return _call_or_fold(view, legal, LIMP_CALL)
        if raises == 1:
            return _call_or_fold(view, legal, LIMP_COLD_CALL)
        return _jam_or_fold(view, legal, STRONG)


# ----- the river block-bettor ---------------------------------------------------------------------

BLOCK_OPEN: Final = 0.25
"""First in it opens the top 25%."""
BLOCK_CALL: Final = 0.4
"""It calls cheap opens with the top 40%."""
BLOCK_DIVISOR: Final = 5
"""The block bet is a fifth of the pot: it sets a cheap price for the showdown a weak pair wants."""
BLOCK_VALUE_THIRDS: Final = 2
"""Two pair or better bets two thirds of the pot on the river (in thirds)."""


class RiverBlocker(StatelessBot):
    """A plain player (the top 25% first in, cheap calls with the top 40%) until the river; there, first to
    act or checked to, it bets a fifth of the pot with any one pair (from the board's own pair to top pair:
    blocks and thin value), two thirds with two pair or better (the board's included), and checks without a
    pair; raised after a block it calls only with top pair or better; facing a bet it calls top pair or
    better, and any pair when the bet is at most half the pot."""

    def decide(self, view: PlayerView) -> Action:
        legal = legal_of(view)
        if view.street is Street.PREFLOP:
            raises, _ = preflop_raises(view)
            if raises == 0:
                return open_or_fold(view, BLOCK_OPEN)
            if raises == 1:
                return _call_or_fold(view, legal, BLOCK_CALL)
            return _jam_or_fold(view, legal, PREMIUM)
        if view.street is not Street.RIVER:
            return plain_postflop(view)
        made = made_category(view)
        if legal.can_check:
            if made >= HandCategory.TWO_PAIR:
                return bet_to(legal, view.pot_total * BLOCK_VALUE_THIRDS // 3)
            if made is HandCategory.ONE_PAIR:
                return bet_to(legal, view.pot_total // BLOCK_DIVISOR)
            return Action.check()
        if top_pair_or_better(view):
            return Action.call()
        blocked = _did(view, Street.RIVER, Move.BET)
        small = 2 * legal.call_amount <= view.pot_total - legal.call_amount
        return Action.call() if made is HandCategory.ONE_PAIR and small and not blocked else Action.fold()
