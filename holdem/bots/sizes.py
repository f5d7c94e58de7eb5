"""Sizes people bet: one menu per street, and one rule for when a bet or raise becomes all in.

An open is the style's ``open_size`` big blinds (one more per limper); a 3-bet is three to four times the
raise in position and four to five out of it; after the flop a bet is taken to the nearest size of
:data:`BET_MENU` and a raise to the nearest of :data:`RAISE_MENU`. :func:`legalize` makes any of them legal
in round chips, all in when :data:`SHOVE_BEHIND` says so. The menus are the same in every structure: in
pot-limit a size above the pot becomes the pot, in limit every size the one legal size.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache
from typing import Final

from holdem.bots.policy import Dist, even, spread
from holdem.bots.situation import Spot, texture
from holdem.bots.style import Personality
from holdem.engine.actions import Action, LegalActions
from holdem.engine.events import Street

BET_MENU: Final = (0.25, 0.33, 0.5, 0.66, 0.75, 1.0)
"""The sizes people bet after the flop, as fractions of the pot: a quarter to the pot."""

OVERBETS: Final = (1.25, 1.5, 2.0)
"""Bets bigger than the pot, each as likely, taken with the style's ``overbet`` probability."""

OVERBET_STREETS: Final = (Street.TURN, Street.RIVER)
"""The streets a person overbets: the turn and the river, where ranges are polarised and the pot is worth
taking; on the flop, the ranges still wide, he bets within the pot (a c-bet of twice the pot is a tell)."""

RAISE_MENU: Final = (0.5, 0.75, 1.0)
"""A raise after the flop adds half the pot to the pot (after calling) on top of the call."""

STEAL_SIZES: Final = (0.25, 0.33)
"""Against players who fold to any bet the smallest sizes take the pot as often as bigger ones."""

WET_SIZE: Final = 0.2
"""How much bigger (in pots) a bet is on the wettest board than on a dry one: draws pay to see cards."""

THREE_BET_IN_POSITION: Final = (3.0, 4.0)
"""A 3-bet in position: three to four times the raise."""

THREE_BET_OUT_OF_POSITION: Final = (4.0, 5.0)
"""A 3-bet out of position: four to five times the raise (no position to play the flop with)."""

FOUR_BET: Final = (2.2, 2.6)
"""A re-raise of a re-raise: a bit more than twice it."""

SHOVE_BEHIND: Final = 0.5
"""A bet or raise that would leave behind (of the effective stack) less than this share of the pot after
it is made all in: nobody folds for the last chips, so a person puts them in now."""

_SIZES_KEPT: Final = 256
"""Preflop size menus kept by what they are made of: a bot asks the same few again and again (its own
range against an overbet asks one for each of the 169 classes of hands)."""
CHIP: Final = 5
"""Bets and raises are multiples of 5 chips, as people bet (before the flop: half big blinds)."""


def open_sizes(style: Personality, bb: int, limpers: int) -> Dist:
    """An open of the style's ``open_size`` big blinds, one more per limper, in half big blinds."""
    return _opens(style.open_size, bb, limpers)


def reraise_sizes(spot: Spot, legal: LegalActions) -> Dist:
    """A 3-bet of :data:`THREE_BET_IN_POSITION` or :data:`THREE_BET_OUT_OF_POSITION` times the raise,
    a later re-raise of :data:`FOUR_BET` times it."""
    if spot.raises_preflop >= 2:
        times = FOUR_BET
    else:
        times = THREE_BET_IN_POSITION if spot.behind_raiser else THREE_BET_OUT_OF_POSITION
    return _reraises(times, legal.current_bet)


@lru_cache(maxsize=_SIZES_KEPT)
def _opens(size: tuple[float, float], bb: int, limpers: int) -> Dist:
    unit = max(bb // 2, 1)
    return tuple(even([Action.raise_to(_round_chips((f + limpers) * bb, unit)) for f in spread(*size)]))


@lru_cache(maxsize=_SIZES_KEPT)
def _reraises(times: tuple[float, float], current_bet: int) -> Dist:
    return tuple(even([Action.raise_to(_round_chips(current_bet * f, CHIP)) for f in spread(*times)]))


def bet_sizes(style: Personality, spot: Spot, size: float) -> Dist:
    """A bet sized by the spot, never by the hand: the style's ``bet_size`` of the pot (larger on wet
    boards, times the adaptive ``size``) taken to the nearest size of :data:`BET_MENU`, or with
    probability ``overbet`` one of :data:`OVERBETS` on the streets of :data:`OVERBET_STREETS`."""
    low, high = style.bet_size
    wet = WET_SIZE * texture(spot.board)
    plain = [_nearest((f + wet) * size, BET_MENU) for f in spread(low, high)]
    over = style.overbet if spot.street in OVERBET_STREETS else 0.0
    bets = [(_bet_of(spot, f), (1.0 - over) / len(plain)) for f in plain]
    bets += [(_bet_of(spot, f), over / len(OVERBETS)) for f in OVERBETS if over > 0.0]
    return bets


def steal_sizes(spot: Spot) -> Dist:
    """A small bet (:data:`STEAL_SIZES`), for players who fold to any size."""
    return even([_bet_of(spot, f) for f in STEAL_SIZES])


def raise_sizes(style: Personality, spot: Spot, legal: LegalActions, size: float) -> Dist:
    """A raise that adds the style's ``raise_size`` of the pot after calling (times the adaptive
    ``size``), taken to the nearest size of :data:`RAISE_MENU`."""
    low, high = style.raise_size
    raises = []
    for fraction in spread(low, high):
        total = legal.current_bet + _nearest(fraction * size, RAISE_MENU) * (spot.pot + spot.to_call)
        raises.append(Action.raise_to(_round_chips(total, CHIP)))
    return even(raises)


def _round_chips(amount: float, unit: int) -> int:
    return max(round(amount / unit) * unit, unit)


def _nearest(fraction: float, menu: Sequence[float]) -> float:
    """The size of ``menu`` nearest ``fraction``."""
    return min(menu, key=lambda size: abs(size - fraction))


def _bet_of(spot: Spot, fraction: float) -> Action:
    """A bet of ``fraction`` of the pot in round chips, rounded inside the menu's bounds (not below a
    quarter of the pot, and over the pot only as an overbet)."""
    amount = _round_chips(fraction * spot.pot, CHIP)
    if fraction <= 1.0:
        amount = min(amount, spot.pot // CHIP * CHIP)
    return Action.raise_to(max(amount, math.ceil(spot.pot * BET_MENU[0] / CHIP) * CHIP))


def leaves_too_little(effective: int, added: int, pot: int) -> bool:
    """Whether putting in ``added`` chips of an ``effective`` stack (what an opponent can match) into a pot of
    ``pot`` leaves behind less than :data:`SHOVE_BEHIND` of the pot after it: the bet is then made all in.

    >>> leaves_too_little(485, 420, 200), leaves_too_little(485, 100, 200)
    (True, False)
    """
    return effective - added < SHOVE_BEHIND * (pot + added)


def legalize(action: Action, legal: LegalActions, spot: Spot) -> Action:
    """The nearest legal action: raises in round chips clamped to the legal range, and the largest raise when
    :data:`SHOVE_BEHIND` says so (or a call when raising is closed). The largest raise is all in, but in
    pot-limit the pot when the pot does not reach the stack: it then leaves behind less than half the pot
    after it, the rest to go in on the next street; in limit it is the one size."""
    if action.amount and action.type.value == "raise_to":
        if legal.min_raise_to is None or legal.max_raise_to is None:
            return Action.call() if legal.can_call else Action.check()
        amount = min(max(action.amount, legal.min_raise_to), legal.max_raise_to)
        amount = min(-(-amount // CHIP) * CHIP, legal.max_raise_to)
        added = amount - legal.committed
        if leaves_too_little(spot.effective_stack, added, spot.pot):
            amount = legal.max_raise_to
        return Action.raise_to(amount)
    if action.type.value == "call" and not legal.can_call:
        return Action.check()
    if action.type.value == "check" and not legal.can_check:
        return Action.fold()
    return action
