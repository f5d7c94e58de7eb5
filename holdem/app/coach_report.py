"""What the coach screen lists: the costliest mistakes, and the decisions grouped with their mistakes' cost.

A group's cost is that of its mistakes, each measured as the review shows it: a
gap that is no mistake (less than 3 bb, within the noise, not confirmed on
fresh deals, or a missed exploit of these opponents: not a leak) adds nothing,
so a group's cost is the sum of the costs its
mistakes show, and a hand's total (``hand_summary``) is the same sum.

>>> from holdem.engine.actions import Action
>>> from holdem.coach import ChoiceValue, DecisionGrade, HandGrade
>>> def decision(kind, cost, opponent="Otto"):
...     return DecisionGrade(step=9, street="flop", pot=100, to_call=50, needed_equity=1 / 3, equity=0.3,
...         choices=(ChoiceValue(Action.fold(), 0.0, 0.0), ChoiceValue(Action.call(), -cost, 0.0)),
...         taken=1, best=0, kind=kind, opponent=opponent)
>>> grades = [HandGrade(1, 0, 10, (decision("call", 4.0), decision("preflop:BTN", 0.5, None))),  # 0.5: small
...           HandGrade(2, 0, 10, (decision("call", 3.5, "Lena"),))]
>>> [(grade.hand_id, d.cost_bb) for grade, d in costliest(grades)]
[(1, 4.0), (2, 3.5)]
>>> leaks(grades, by="kind")[0]
Leak(key='call', decisions=2, mistakes=2, cost_bb=7.5, worst_kind='call', move=('call', 'fold'))
>>> [(leak.key, leak.cost_bb) for leak in leaks(grades, by="opponent")]
[('Otto', 4.0), ('Lena', 3.5), ('', 0.0)]
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Final, Literal

from holdem.coach import DecisionGrade, HandGrade
from holdem.engine.actions import ActionType

TOP_MISTAKES: Final = 20
"""Rows in each of G's lists (the rest said as a count: :func:`flagged`): a session of 50 hands flags about
ten of each, all of them listed and reached from G; a longer one lists its costliest, the rest in each
hand's review."""

HAD_PRICE_BY: Final = 0.10
"""A fold had the price when the equity beat the equity needed by this much (ten points, past the error of
either estimate): its lesson pays through that equity when called, not through folds."""

_MOVES: Final = {ActionType.FOLD: "fold", ActionType.CHECK: "check", ActionType.CALL: "call",
                 ActionType.RAISE_TO: "raise"}


@dataclass(frozen=True, slots=True)
class Leak:
    """The player's decisions of one kind (or against one opponent): how many, how many mistakes, and what
    those mistakes cost in big blinds."""

    key: str
    decisions: int
    mistakes: int
    cost_bb: float
    worst_kind: str = ""
    """The leak kind whose mistakes cost most in the group ("" without a mistake)."""
    move: tuple[str, str] = ("", "")
    """The costliest mistake of :attr:`worst_kind`: the move taken and the move its lesson makes (``fold``,
    ``check``, ``call``, ``raise``), so the advice can say which to make instead; ``price`` for the lesson of
    a fold after the flop that had the price (:func:`had_price`), whose advice is the equity's, not folds'."""


def costliest(
    grades: Iterable[HandGrade], count: int = TOP_MISTAKES, *, exploits: bool = False
) -> list[tuple[HandGrade, DecisionGrade]]:
    """The ``count`` costliest mistakes (``exploits``: missed exploits), most costly first (the earlier hand
    first on a tie)."""
    found = [(grade, d) for grade in grades for d in grade.decisions
             if (d.verdict.exploit if exploits else d.verdict.mistake)]
    found.sort(key=lambda pair: (-pair[1].verdict.cost_bb, pair[0].hand_id, pair[1].step))
    return found[:count]


def flagged(grades: Iterable[HandGrade], *, exploits: bool = False) -> int:
    """How many mistakes (``exploits``: missed exploits) the grades hold: what :func:`costliest` leaves out
    is said as a count."""
    return sum((d.verdict.exploit if exploits else d.verdict.mistake) for grade in grades
               for d in grade.decisions)


def _move(d: DecisionGrade | None) -> tuple[str, str]:
    """The move taken at ``d`` and the move of its lesson (the first choice named best); ``price`` as the
    lesson of a fold after the flop that had the price (:func:`had_price`)."""
    if d is None:
        return "", ""
    taken, lesson = _MOVES[d.choices[d.taken].action.type], _MOVES[d.choices[d.verdict.best[0]].action.type]
    if taken == "fold" and lesson != "fold" and d.street != "preflop" and had_price(d):
        return taken, "price"
    return taken, lesson


def had_price(d: DecisionGrade) -> bool:
    """Whether ``d``, a bet faced, had the price by far: the equity beats the equity needed by
    :data:`HAD_PRICE_BY` or more. Folding a set with 87% against a price of 33% is a fold of a hand that had
    the price, not a missed bluff-raise.

    >>> from holdem.engine.actions import Action
    >>> from holdem.coach import ChoiceValue
    >>> def fold(equity):
    ...     return DecisionGrade(step=9, street="flop", pot=910, to_call=455, needed_equity=1 / 3,
    ...         equity=equity, choices=(ChoiceValue(Action.fold(), 0.0, 0.0),
    ...         ChoiceValue(Action.raise_to(1235), 91.8, 3.7)), taken=0, best=1, kind="fold", opponent="Emil")
    >>> had_price(fold(0.87)), _move(fold(0.87)), had_price(fold(0.25)), _move(fold(0.25))
    (True, ('fold', 'price'), False, ('fold', 'raise'))
    """
    return d.needed_equity is not None and d.equity >= d.needed_equity + HAD_PRICE_BY


def leaks(grades: Iterable[HandGrade], *, by: Literal["kind", "opponent"]) -> list[Leak]:
    """The decisions grouped by leak kind or by opponent, the group whose mistakes cost most first."""
    groups: dict[str, list[DecisionGrade]] = {}
    for grade in grades:
        for d in grade.decisions:
            key = d.kind if by == "kind" else (d.opponent or "")
            groups.setdefault(key, []).append(d)
    found = []
    for key, ds in groups.items():
        mistakes = [d for d in ds if d.verdict.mistake]
        kinds: dict[str, float] = {}
        for d in mistakes:
            kinds[d.kind] = kinds.get(d.kind, 0.0) + d.verdict.cost_bb
        worst = max(sorted(kinds), key=lambda kind: kinds[kind], default="")
        cost = round(sum((d.verdict.cost_bb for d in mistakes), 0.0), 6)
        costliest_one = max((d for d in mistakes if d.kind == worst), key=lambda d: d.verdict.cost_bb,
                            default=None)
        found.append(Leak(key, len(ds), len(mistakes), cost, worst, _move(costliest_one)))
    found.sort(key=lambda leak: (-leak.cost_bb, leak.key))
    return found
