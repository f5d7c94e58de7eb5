"""The three betting structures: no-limit, pot-limit and fixed-limit, and the raise sizes each allows.

The structure only changes how much a bet or raise may be; who may raise (TDA rule 47: one short
all-in does not reopen the betting) and the minimum raise are the same in all three.

- **No-limit**: any raise from the minimum up to all in.
- **Pot-limit**: the largest raise makes the bet the current bet plus the pot after calling
  (every chip in the middle, this round's bets included, plus the call).
- **Fixed-limit**: every bet and raise is one *unit*, the small bet (the big blind) before the
  flop and on the flop, the big bet (two big blinds) on the turn and the river; a player short
  of a full unit may still go all in for less. At most ``LIMIT_CAP`` bets and raises a round.

>>> raise_bounds(Game.POT_LIMIT, Street.PREFLOP, big_blind=10, current_bet=10, committed=0,
...              stack=1000, min_increment=10, pot=15)
(20, 35)
>>> raise_bounds(Game.FIXED_LIMIT, Street.TURN, big_blind=10, current_bet=20, committed=0,
...              stack=1000, min_increment=20, pot=60)
(40, 40)
>>> is_capped(Game.FIXED_LIMIT, raises=4), is_capped(Game.NO_LIMIT, raises=9)
(True, False)
"""

from __future__ import annotations

from typing import Final

from holdem.engine.events import Street
from holdem.engine.game import Game

__all__ = ["BIG_BET_UNITS", "LIMIT_CAP", "Game", "bet_unit", "is_capped", "raise_bounds"]

LIMIT_CAP: Final = 4
"""Bets and raises allowed in one fixed-limit betting round ("Pode ser aumentada quatro vezes no máximo
durante a mesma rodada", the Megajogos rules), counted as pokerkit counts them: every bet or raise counts,
an all-in for less than a unit included; the blinds do not. Before the flop the big blind can be raised
four times (the bet is capped at five small bets); after it, a bet and three raises. Heads-up too."""

BIG_BET_UNITS: Final = 2
"""The big bet of the turn and the river is two big blinds (the small bet is one)."""


def bet_unit(game: Game, street: Street, big_blind: int) -> int:
    """The smallest full bet of a round: the big blind, or in fixed-limit the big bet on turn and river."""
    if game is Game.FIXED_LIMIT and street >= Street.TURN:
        return BIG_BET_UNITS * big_blind
    return big_blind


def is_capped(game: Game, raises: int) -> bool:
    """Whether ``raises`` bets and raises this round close the betting (fixed-limit only)."""
    return game is Game.FIXED_LIMIT and raises >= LIMIT_CAP


def raise_bounds(
    game: Game,
    street: Street,
    *,
    big_blind: int,
    current_bet: int,
    committed: int,
    stack: int,
    min_increment: int,
    pot: int,
) -> tuple[int, int]:
    """The smallest and largest raise-to a seat may make when raising is open (and not capped).

    ``pot`` is every chip in the middle, this round's bets included. The minimum is the current bet
    plus the last full raise (all in for less when the stack is short); the maximum is all in, the
    pot-limit raise, or in limit the one size.
    """
    all_in = committed + stack
    if game is Game.FIXED_LIMIT:
        size = min(current_bet + bet_unit(game, street, big_blind), all_in)
        return size, size
    low = min(current_bet + min_increment, all_in)
    if game is Game.POT_LIMIT:
        call = current_bet - committed
        return low, min(max(low, current_bet + call + pot), all_in)
    return low, all_in
