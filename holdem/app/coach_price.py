"""The price of the stack a call commits, in the review's words (:class:`holdem.coach.reason.Stack`).

Where calling leaves a stack behind that nearly any later bet puts in, the call's price is not what the
player pays: the whole stack's is. "You pay 175 to win 430: you need 29%" holds for the call alone; with
575 behind into 605 the rest goes in on nearly every flop, and 750 to win 1005 needs 43%.
"""

from __future__ import annotations

from holdem.app import coach_strings
from holdem.coach import DecisionGrade
from holdem.coach.reason import Answers
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


def needed(told: Answers) -> str:
    """The equity a bet needs when called; where that call commits the player's stack, the whole stack's
    as well (``29%; 43% for the stack a call commits``)."""
    said = numbers.percent(told.needed)
    if told.stack is None:
        return said
    return str(_(coach_strings.WHY)["needed_stack"]).format(needed=said, stack=numbers.percent(told.stack))
