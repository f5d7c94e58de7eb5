"""The reason for a verdict, from the same ranges and play-outs as the values (:mod:`holdem.coach.reason`).

- **Who folds to a bet.** While a bet or raise is played out, each opponent's first answer to it (facing it,
  nobody having raised it before him) is counted with its chance to fold, holding by holding
  (:meth:`holdem.coach.values.Valuer.answered`); the share of his range folding is their weighted mean.
- **The equity when called**: against the same holdings, each weighed by its chance not to fold; and the
  equity the bet needs when called: the chips it puts in over the pot once the first to answer calls.
- **The bettor's range** (a bet faced after the flop): his holdings ahead of the player's hand now, behind
  with :data:`DRAW_OUTS` next cards or more putting them ahead (draws), and the rest (air).
- **Before the flop, with players yet to act**, the equity against those who put chips in (:func:`entered`):
  a call's price is compared with it, not with the equity against everyone at once.
- **The odds aid's equity** for the same moment, as the aid works it out from the player's view alone
  (ranges read as an unknown player's, :func:`aid_equity`), and the line of the opponent faced, so the review
  can say why the two equities differ.

None of it draws from the grade's random stream: the values stay as they were, draw for draw.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Final

from holdem.coach.equity import share
from holdem.coach.ranges import Combo, Range
from holdem.coach.reason import Answers, Entered, MakeUp, commits
from holdem.coach.values import Met
from holdem.engine.actions import Action, ActionType
from holdem.engine.evaluator import evaluate
from holdem.engine.events import Event, Move, PlayerActed, Street
from holdem.engine.view import PlayerView

DRAW_OUTS: Final = 4
"""Next cards that put a holding behind now ahead, from which it is a draw: about 9% a card (a gutshot),
the least a bettor's hand is still played for."""

CALLED_TRIALS: Final = 600
"""Trials for the equity when called (about ±4%, 95%): a reason's figure, not a value."""

AID_TRIALS: Final = 2000
"""The odds aid's trials per estimate: standard error at most 0.5 / sqrt(2000), about one equity point."""


def answers(
    answered: Mapping[int, Met], choice: int,
    action: Action, hole: Combo, board: tuple[int, ...], names: Sequence[str], put_in: int, pot: int,
    committed: Sequence[int], rng: random.Random, stacks: Sequence[int] = (), mine: int | None = None,
) -> Answers | None:
    """The answers to the bet or raise ``action`` (choice ``choice``) from what the play-outs met
    (``answered``, :meth:`~holdem.coach.values.Valuer.answered`); None when nobody answered it.

    The equity when called is against one caller, heads-up, and its price is that caller's: where several
    answered, the likeliest to be the first who does not fold (:func:`likeliest_caller`) is named, since
    an equity against every player not folding at once reads as one caller's and is far lower. Given the
    chips behind (``stacks`` by seat, the player's ``mine``), where that call commits the player's stack
    (:func:`~holdem.coach.reason.commits`), the whole stack's price too."""
    folds, calling = [], {}
    for seat, (combos, weights, fold) in answered.items():
        total = sum(weights)
        if total <= 0.0:
            continue
        folds.append((seat, sum(w * f for w, f in zip(weights, fold, strict=True)) / total))
        keep = [(c, w * (1.0 - f)) for c, w, f in zip(combos, weights, fold, strict=True) if f < 1.0]
        if keep:
            calling[seat] = Range(tuple(c for c, _ in keep), tuple(w for _, w in keep))
    if not folds:
        return None
    caller = likeliest_caller(folds) if calling else None
    first = caller if caller is not None else folds[0][0]
    call = max(action.amount - committed[first], 0)
    called = None if caller is None else share(hole, board, {caller: calling[caller]}, CALLED_TRIALS, rng)
    named = names[caller] if caller is not None and len(folds) > 1 else None
    stack = None if mine is None or not stacks else commits(pot, put_in, call, mine, stacks[first])
    return Answers(choice, tuple((names[s], f) for s, f in folds), called, put_in / (pot + put_in + call),
                   named, None if stack is None else stack[0] / (stack[0] + stack[1]))


def likeliest_caller(folds: Sequence[tuple[int, float]]) -> int | None:
    """Of the opponents answering a bet in turn, each with his share folding (once those before him fold),
    the one likeliest to be the first not to fold; None when every one folds.

    >>> likeliest_caller([(1, 0.72), (3, 0.02), (5, 0.09)])
    3
    >>> likeliest_caller([(1, 0.2), (3, 0.0)])
    1
    """
    best, most, reached = None, 0.0, 1.0
    for seat, fold in folds:
        first = reached * (1.0 - fold)
        if first > most:
            best, most = seat, first
        reached *= fold
    return best


def make_up(name: str, found: Range, hole: Combo, board: tuple[int, ...]) -> MakeUp | None:
    """``found`` (the range of the opponent ``name`` who bet) split against ``hole`` on ``board`` (after the
    flop): ahead now, draws, air; None before the flop or for an empty range."""
    if len(board) < 3:
        return None
    dead = set(hole) | set(board)
    live = found.without(tuple(dead))
    if not live.combos:
        return None
    mine = evaluate((*hole, *board))
    ahead = draws = 0.0
    deck = [c for c in range(52) if c not in dead]
    for combo, weight in zip(live.combos, live.weights, strict=True):
        if evaluate((*combo, *board)) > mine:
            ahead += weight
        elif len(board) < 5:
            nexts = [c for c in deck if c not in combo]
            outs = sum(evaluate((*combo, *board, c)) > evaluate((*hole, *board, c)) for c in nexts)
            draws += weight * (outs >= DRAW_OUTS)
    total = live.total
    return MakeUp(name, ahead / total, draws / total, 1.0 - (ahead + draws) / total)


def entered(seen: Sequence[Event], ranges: Mapping[int, Range], names: Sequence[str], hole: Combo,
            board: tuple[int, ...], rng: random.Random) -> Entered | None:
    """Before the flop, where some opponents still in (``ranges``) have yet to act and some raised or called
    in ``seen``: those, the player's equity against their ranges at once, and those yet to act; None
    otherwise (after the flop, or nobody waits, or nobody put chips in but the blinds)."""
    if board:
        return None
    acted = {e.seat for e in seen if isinstance(e, PlayerActed) and e.street is Street.PREFLOP
             and e.move in (Move.CALL, Move.RAISE, Move.BET)}
    put_in = sorted(s for s in ranges if s in acted)
    waiting = sorted(s for s in ranges if s not in acted)
    if not put_in or not waiting:
        return None
    equity = share(hole, board, {s: ranges[s] for s in put_in}, CALLED_TRIALS, rng)
    return Entered(tuple(names[s] for s in put_in), equity, tuple(names[s] for s in waiting))


def opponent_line(seen: Sequence[Event], seat: int) -> tuple[tuple[str, str], ...]:
    """``seat``'s actions in ``seen`` (the hand before the decision): (street, move)."""
    acted = (e for e in seen if isinstance(e, PlayerActed) and e.seat == seat)
    return tuple((e.street.name.lower(), e.move.value) for e in acted)


def aid_ranges(view: PlayerView) -> list[list[float]]:
    """A range per opponent still in the hand as the odds aid reads them: the cards an opponent showed
    first, then ranges read from his bets as an unknown player's (the bots' reader, a blank profile)."""
    from holdem.bots.combos import COMBOS, combo_index
    from holdem.bots.model import Profile
    from holdem.bots.ranges import HandReader

    reader = HandReader(seat=view.seat)
    reader.update(view.hand_number, view.events, {})
    shown: list[list[float]] = []
    read: list[list[float]] = []
    for seat in range(view.num_seats):
        if seat == view.seat or view.folded[seat]:
            continue
        cards = view.shown[seat]
        if cards is not None:
            weights = [0.0] * len(COMBOS)
            weights[combo_index(int(cards[0]), int(cards[1]))] = 1.0
            shown.append(weights)
        else:
            read.append(list(reader.range_of(seat, Profile())))
    return shown + read


def aid_equity(view: PlayerView, trials: int = AID_TRIALS,
               ranges: Sequence[list[float]] | None = None) -> float | None:
    """The odds aid's equity for ``view``'s seat against :func:`aid_ranges` (or ``ranges``, those already
    read), on a random stream fixed by the hand number and the events seen; None when the player is out of
    the hand or nobody is left against him. The aid (``holdem.app.odds``) and the review both ask this."""
    from holdem.bots.equity import equity

    if view.hole_cards is None or view.folded[view.seat]:
        return None
    ranges = aid_ranges(view) if ranges is None else ranges
    if not ranges:
        return None
    rng = random.Random(f"odds:{view.hand_number}:{len(view.events)}")
    hole = [int(c) for c in view.hole_cards]
    return equity(hole, [int(c) for c in view.board], ranges, trials, rng)


def raises(choices: Sequence[Action], indices: Sequence[int]) -> list[int]:
    """The bets and raises among ``indices`` of ``choices``, each once, in order."""
    return [i for i in dict.fromkeys(indices) if choices[i].type is ActionType.RAISE_TO]
