"""A call's price against the equity in the review's words: the equity it is compared with, what else counts
where the two disagree, and the price of the stack a call commits (:class:`holdem.coach.reason.Stack`).

Before the flop with players yet to act, the price is compared with the equity against those who put chips
in (:class:`holdem.coach.reason.Entered`), not against everyone at once: a blind yet to act holds nearly any
two cards, and an equity against five such ranges at once is no call's.

Where calling leaves a stack behind that nearly any later bet puts in, the call's price is not what the
player pays: the whole stack's is. "You pay 175 to win 430: you need 29%" holds for the call alone; with
575 behind into 605 the rest goes in on nearly every flop, and 750 to win 1005 needs 43%.
"""

from __future__ import annotations

from collections.abc import Sequence

from holdem.app import coach_strings
from holdem.coach import DecisionGrade
from holdem.coach.reason import Entered
from holdem.engine.actions import ActionType
from holdem.i18n import numbers
from holdem.i18n.catalog import _


def stack_line(decision: DecisionGrade) -> str | None:
    """Where calling the bet commits the player's stack and the whole stack needs more equity than he has
    (against the hands that call his all in where the grade holds them, else against their ranges, and
    said so): the stack's price against that equity. None where nothing commits, or where the equity pays
    for the stack too."""
    stack = None if decision.reason is None else decision.reason.stack
    if stack is None:
        return None
    called = stack.called
    equity, key = (decision.equity, "stack_ranges") if called is None else (called, "stack_called")
    needed, have = numbers.percent(stack.needed), numbers.percent(equity)
    if round(stack.needed, 2) <= round(equity, 2):  # as shown: "needs 43%; you have 43%" is no reason
        return None
    return str(_(coach_strings.WHY)[key]).format(
        call=numbers.amount(decision.to_call), rest=numbers.amount(stack.rest), win=numbers.amount(stack.win),
        needed=needed, equity=have)


def entered_of(decision: DecisionGrade) -> Entered | None:
    """Before the flop with players yet to act, those who put chips in and the equity against them, which
    the price is compared with (:class:`~holdem.coach.reason.Entered`); None otherwise."""
    return None if decision.reason is None else decision.reason.entered


def priced_equity(decision: DecisionGrade) -> float:
    """The equity the price is compared with: against those who put chips in where players are yet to act
    before the flop (:func:`entered_of`), else against everyone still in."""
    entered = entered_of(decision)
    return decision.equity if entered is None else entered.equity


def listed(names: Sequence[str]) -> str:
    """Names joined with "and" as the language joins them."""
    from babel.lists import format_list

    return format_list(list(names), style="standard", locale=numbers.locale())


def whole_percents(*shares: float) -> list[str]:
    """Shares that make a whole, as whole percents that add up to 100% (the largest remainders rounded up):
    ``0.454, 0.455, 0.091`` is ``45%, 46%, 9%``, not ``45%, 46%, 10%``."""
    total = sum(shares) or 1.0
    exact = [100.0 * share / total for share in shares]
    whole = [int(value) for value in exact]
    by_remainder = sorted(range(len(exact)), key=lambda i: (whole[i] - exact[i], i))
    for i in by_remainder[:100 - sum(whole)]:
        whole[i] += 1
    return [numbers.percent(value / 100.0) for value in whole]


def call_ends_betting(decision: DecisionGrade) -> bool:
    """Whether a call ends the betting: heads-up with no raise left to make (the bettor all in, or the
    call; a limit round capped before the river reads so too)."""
    raises = any(c.action.type is ActionType.RAISE_TO for c in decision.choices)
    return len(decision.ranges) <= 1 and not raises


def price_against(decision: DecisionGrade) -> str | None:
    """Where the call's worth and the price against the equity point opposite ways (the equity short of
    the price and the call worth more than folding, which is worth exactly 0, or the reverse), what else
    counts: the play after the call, or where the call commits a stack that needs more than the equity, its
    price (:func:`stack_line`); said "within the noise" where the call's worth is
    within its margin of folding's. None where they agree, or where nothing follows the call: a heads-up
    river, or a heads-up call with no raise left to make (the bettor is all in, or the call is; a limit
    round capped before the river, where bets do follow, is left unexplained too)."""
    needed = decision.needed_equity
    call = next((c for c in decision.choices if c.action.type is ActionType.CALL), None)
    if needed is None or call is None:
        return None
    if (decision.street == "river" and len(decision.ranges) <= 1) or call_ends_betting(decision):
        return None
    short = priced_equity(decision) < needed
    if short != (call.ev_bb > 0.0):
        return None
    stack = None if short else stack_line(decision)  # the stack it commits costs more
    if stack is not None:
        return stack
    key = ("short" if short else "long") + ("" if abs(call.ev_bb) > call.margin_bb else "_even")
    worth = 0.0 if round(call.ev_bb, 1) == 0 else call.ev_bb  # never −0.0
    return str(_(coach_strings.WHY)[key]).format(ev=numbers.decimal(worth, digits=1, signed=True))
