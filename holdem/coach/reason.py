"""What a verdict's reason is made of, stored with the grade: who folds to a bet, the equity when called, what
the opponent's range holds, and the odds aid's equity for the same decision.

The review says why in one or two lines from these (``holdem.app.coach_text.why``): for a bet or raise, who
folds to it and how often, and the equity when called against the price of being called ("Raise to 60:
Emil folds 45% and Ana 30%; called, you have 38% (you need 29%)"); for a bet faced, the price against the
equity, with the bettor's range split into hands ahead, draws and air after the flop ("You pay 80 to win
260: you need 24%; against Ana's range (55% ahead of you, 30% draws, 15% air) you have 31%"); where calling
commits the stack (:func:`commits`), what all of it costs (:class:`Stack`); before the flop with players yet
to act, the equity against those who put chips in (:class:`Entered`), the one a price is compared with.
Where the odds aid's equity differs from the coach's by :data:`AID_GAP` or more, the review says why.
They are worked out from the same ranges and play-outs as the values (:mod:`holdem.coach.explain`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

AID_GAP: Final = 0.10
"""The odds aid's equity and the coach's differ enough to be explained from this far apart (10 points, about
five times the 95% error of the two Monte Carlo estimates together)."""

COMMITTED_SPR: Final = 1.5
"""A stack behind of at most this many times the pot is committed: any bet and a raise over it (or one bet
of the pot and a call) put it all in, so what the chips in now cost is the whole stack's price."""

MOVES: Final = ("fold", "check", "call", "bet", "raise")
"""The moves an opponent's line is told in (:attr:`Reason.line`)."""


@dataclass(frozen=True, slots=True)
class Answers:
    """How the opponents answered one of the player's bets or raises in the play-outs."""

    choice: int
    """The index of the bet or raise (in the decision's choices)."""
    folds: tuple[tuple[str, float], ...]
    """Each opponent who answered it facing it (nobody having raised it before him), in the order they
    act, and the share of his range that folds to it (before the flop: once those before him folded)."""
    called: float | None
    """The player's equity heads-up against the holdings of the caller (:attr:`caller`, else the one who
    answered) that do not fold, each weighed by its chance not to fold (None when every one folds)."""
    needed: float
    """The equity the bet needs when called by that caller to break even, folds aside: the chips it puts in
    over the pot once he calls."""
    caller: str | None = None
    """Where several answered, the one :attr:`called` is against: the likeliest to be the first who does not
    fold (None where one answered)."""
    stack: float | None = None
    """Where the bet, called, commits the player's stack (:func:`commits`): the equity the whole stack needs
    when it all goes in against that caller (None where the bet leaves a deep stack behind, or is all in)."""


@dataclass(frozen=True, slots=True)
class Stack:
    """Where calling commits the player's stack (:func:`commits`; heads-up, before the river): its price."""

    rest: int
    """The chips the player puts in from the decision to be all in: the call and the stack it leaves behind
    that the opponent can match."""
    win: int
    """What they play for: the pot and the opponent's chips that match them."""
    called: float | None
    """The player's equity against the holdings that call his all in now, the hands that would put the rest
    in (None where the play-outs met no call: the review then says the equity against their ranges)."""

    @property
    def needed(self) -> float:
        """The equity the whole stack needs: ``rest / (rest + win)``."""
        return self.rest / (self.rest + self.win)


def commits(pot: int, put_in: int, matched: int, mine: int, his: int) -> tuple[int, int] | None:
    """Where putting ``put_in`` of the player's ``mine`` chips into ``pot`` (the opponent, with ``his``
    chips behind, adding ``matched`` to call it) leaves a stack behind that both can still bet of at most
    :data:`COMMITTED_SPR` times the pot: the chips the player puts in to be all in and what they win (see
    :class:`Stack`); None where it leaves a deeper stack or none.

    A call of 175 into 430 with 750 behind against 575: 575 left into 605, all 750 to win 1005.

    >>> commits(430, 175, 0, 750, 575)
    (750, 1005)
    >>> commits(430, 175, 0, 2000, 2000) is None
    True
    """
    left = min(mine - put_in, his - matched)
    if left <= 0 or left > COMMITTED_SPR * (pot + put_in + matched):
        return None
    return put_in + left, pot + matched + left


@dataclass(frozen=True, slots=True)
class MakeUp:
    """The range of the opponent whose bet the player faced, split against the player's hand."""

    name: str
    ahead: float
    """The share of his range ahead of the player's hand now (value)."""
    draws: float
    """Behind now, with :data:`~holdem.coach.explain.DRAW_OUTS` or more of the next cards putting it ahead."""
    air: float
    """The rest: behind, and little to catch up with (a bluff, when he bet)."""


@dataclass(frozen=True, slots=True)
class Entered:
    """Before the flop, with opponents still in who have yet to act: the price of a call is the one of
    the chips already in, so it is compared with the equity against those who put them in (a raiser and
    his callers), not against everyone at once (a blind yet to act holds nearly any two cards)."""

    names: tuple[str, ...]
    """The opponents who raised or called before the decision, in the order they sit."""
    equity: float
    """The player's equity against their ranges at once."""
    waiting: tuple[str, ...]
    """The opponents still in who have yet to act (the blinds, say)."""


@dataclass(frozen=True, slots=True)
class Reason:
    """What the reason for a decision's verdict needs."""

    answers: tuple[Answers, ...] = ()
    """For the bets and raises among the choices named best and the one taken."""
    make_up: MakeUp | None = None
    """Facing a bet heads-up after the flop: the bettor's range (None otherwise)."""
    aid: float | None = None
    """The odds aid's equity for this decision (its ranges read as an unknown player's); None when the aid
    gives none."""
    line: tuple[tuple[str, str], ...] = ()
    """The actions of the opponent the decision is about (:attr:`DecisionGrade.opponent`) before it, as
    (street, move) with the move one of :data:`MOVES`."""
    stack: Stack | None = None
    """Facing a bet heads-up before the river, where calling commits the player's stack: its price (None
    otherwise)."""
    entered: Entered | None = None
    """Before the flop, facing a raise with opponents yet to act: the equity against those who put chips in
    (None otherwise: the equity against everyone still in is the one a price is compared with)."""

    def answers_to(self, choice: int) -> Answers | None:
        """The answers to choice ``choice`` (None when it was no bet or raise answered)."""
        return next((a for a in self.answers if a.choice == choice), None)
