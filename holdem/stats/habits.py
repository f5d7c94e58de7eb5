"""The lines the opponents read that a tracker's HUD does not show, each counted per chance to take it.

A rate per hand dealt hides a habit: a player who shoves over every open shoves only in
the hands where someone opened. So :class:`Habits` counts each line against the spots
where the player could have taken it, in the same pass over the events as
:class:`~holdem.stats.totals.Totals` (:class:`~holdem.stats.counting.HandCounter`).
Where a line's chances or takes are a tracker statistic they are not counted here again:
a shove over an open has the 3-bet's chances (``Totals.three_bet_chances``), and the
3-bet, the c-bet, the raise of a c-bet and the bet into a checked river are the Totals' own.

The HUD's steal (a raise first in from the cut-off, the button or the small blind, over the times it was
folded to there) is counted here beside its counterpart from the seats before the cut-off: together they
say how wide a player's first-in raise is from where it sits, which a raise rate per hand dealt hides.

One line looks like a tracker statistic but is wider: a re-raise answered
(``faced_reraises``) is any preflop raiser's first answer to any raise after its own,
where the HUD's fold to 3-bet (``Totals.faced_three_bets``) is only the first raiser's
answer to exactly one.

>>> one = Habits(unraised=1, shoves_unraised=1)
>>> (one + one).shoves_unraised, (one + Habits()).unraised
(2, 1)
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, fields
from operator import add, attrgetter

from holdem.engine.evaluator import HandCategory, category, evaluate
from holdem.engine.events import PlayerActed
from holdem.engine.slots import slots_filler


@dataclass(frozen=True, slots=True)
class Habits:
    """One player's lines per chance over some hands (one hand: a seat's record of it); add with ``+``."""

    unraised: int = 0
    """Preflop actions with no raise before them (limps may come before; the big blind's option too)."""
    shoves_unraised: int = 0
    """Of those, all-in raises: a shove first in."""
    early_chances: int = 0
    """Preflop actions folded to it (no raise and no limp before) from a seat before the cut-off."""
    early_opens: int = 0
    """Of those, raises: an open from early position."""
    steal_chances: int = 0
    """Preflop actions folded to it from the cut-off, the button or the small blind (the HUD's steal
    chance; heads-up the button's)."""
    steals: int = 0
    """Of those, raises: the HUD's steal attempt."""
    shoves_over_open: int = 0
    """All-in re-raises when first facing exactly one raise (the chances: ``Totals.three_bet_chances``)."""
    faced_reraises: int = 0
    """Its preflop raise re-raised, its first answer in the hand (any raiser, any number of raises after)."""
    raised_reraises: int = 0
    """Of those, raised again (a 4-bet, or a 5-bet after a 3-bet of its own)."""
    folded_reraises: int = 0
    """Of those, folded."""
    steals_reraised: int = 0
    """Of ``faced_reraises``, those where its raise was a steal (the HUD's fold to 3-bet after a steal):
    a steal's range is wider than an early open's, and folds more often."""
    folded_steals_reraised: int = 0
    """Of those, folded."""
    donk_chances: int = 0
    """Not the last preflop raiser, a flop with no bet and the raiser yet to act: a check or a bet."""
    donks: int = 0
    """Of those, bets: a lead into the raiser."""
    bets_raised: int = 0
    """After the flop, its answers to a raise of its own bet or raise on the street."""
    folded_bets_raised: int = 0
    """Of those, folds."""
    river_bets_shown: int = 0
    """The hands of the river's first bettor shown at the end (on a full board)."""
    river_bluffs: int = 0
    """Of those, with less than a pair of its own (:func:`no_pair_of_its_own`)."""
    overbets_shown: int = 0
    """The hands shown down in which it bet or raised beyond the pot after the flop (:func:`raise_in_pots`
    above 1)."""
    overbet_bluffs: int = 0
    """Of those, with less than a pair of its own on the full board: what any pair the caller held beat
    (a draw that missed is one, a draw that came in is not)."""

    def __add__(self, other: Habits) -> Habits:
        return self.plus(_counted(other))

    def plus(self, counts: Iterable[int]) -> Habits:
        """These habits plus ``counts``, given in the order of :data:`HABITS` (a counter's fast path)."""
        return _made(*map(add, _counted(self), counts))


HABITS: tuple[str, ...] = tuple(f.name for f in fields(Habits))
"""The fields, in order."""
_counted = attrgetter(*HABITS)
_made = slots_filler(Habits)
NO_HABITS = Habits()


def raise_in_pots(pot: int, event: PlayerActed) -> float:
    """How many pots a bet or raise puts in beyond a call: the raise over the pot after calling (a bet's
    whole amount over the pot before it); ``pot`` holds every chip put in before ``event``.

    >>> from holdem.engine.events import Move, Street
    >>> raise_in_pots(100, PlayerActed(1, Street.FLOP, Move.BET, 150, 150, 0, False))
    1.5
    >>> raise_in_pots(200, PlayerActed(2, Street.TURN, Move.RAISE, 400, 400, 100, True))  # calls 100 first
    1.0
    """
    call = event.previous_bet - (event.total - event.amount)  # what the bettor had to call first
    return (event.amount - call) / max(pot + call, 1)


def no_pair_of_its_own(cards: tuple[int, int], board: tuple[int, ...]) -> bool:
    """Whether a hand shown on a full board holds less than a pair of its own: no pocket pair, neither
    card's rank on the board, and nothing of three of a kind or better beyond the board's own hand.

    >>> from holdem.engine.cards import Card
    >>> def ints(text: str) -> tuple[int, ...]:
    ...     return tuple(int(Card.parse(c)) for c in text.split())
    >>> board = ints("Ks 9h 4d 3c 3d")
    >>> no_pair_of_its_own(ints("Ah Qd"), board), no_pair_of_its_own(ints("2c 2h"), board)
    (True, False)
    >>> no_pair_of_its_own(ints("9c 7d"), board), no_pair_of_its_own(ints("6s 5s"), ints("Ks 7h 4d 3c 3d"))
    (False, False)
    """
    a, b = cards[0] >> 2, cards[1] >> 2
    if a == b or any(card >> 2 in (a, b) for card in board):
        return False
    made = category(evaluate((*cards, *board)))
    return not (made >= HandCategory.THREE_OF_A_KIND and made > category(evaluate(board)))
