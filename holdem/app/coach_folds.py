"""Who folds to a bet and what it needs when called, in the review's words (``reason.Answers``).

Every opponent who answered the bet is accounted for: the :data:`FOLDERS_SHOWN` who fold least by name and
share, the rest together by the least of their shares ("Priya and Ingrid fold 85% or more"), so nobody
reads as forgotten. The equity a bet needs when called is half its story, since folds pay too: where the
equity when called is short of it, the line says whether folds and the play after make up the rest (the bet
is worth more than nothing) or not.

>>> from holdem.coach.reason import Answers
>>> told = Answers(2, (("Felix", 0.05), ("Kenji", 0.76), ("Emil", 0.08), ("Priya", 0.9), ("Ingrid", 0.97)),
...                0.33, 0.45, "Felix")
>>> raise_line("Raise to 25", told, 1.1)
'Raise to 25: Felix folds 5%, Kenji 76%, and Emil 8%; Priya and Ingrid fold 90% or more; if Felix alone \
calls, you have 33% (a call alone would need 45%: folds and the play after make up the rest).'
"""

from __future__ import annotations

from typing import Final

from holdem.app import coach_strings
from holdem.app.coach_price import listed
from holdem.coach.reason import Answers
from holdem.i18n import numbers
from holdem.i18n.catalog import _

FOLDERS_SHOWN: Final = 3
"""Opponents named one by one in a line on who folds to a bet: those who fold least, the ones who decide it
(a line read in five seconds); the others are named together with the least of their shares."""

NEARLY_ALWAYS: Final = 0.95
"""A share folding from which "nearly always" says it: the reader needs no figure for one in twenty."""

STACK_NEAR: Final = 0.05
"""The whole stack's price, where a call commits it, is said beside the call's only this far apart or more:
within a few points the second figure adds nothing."""


def fold_list(folds: tuple[tuple[str, float], ...]) -> str:
    """``Felix folds 5%, Kenji 76%, and Emil 8%; Priya and Ingrid fold 90% or more``: the
    :data:`FOLDERS_SHOWN` who fold least in the order they act, then the others together (one left over is
    named with his share like the rest).

    >>> fold_list((("Ann", 0.3), ("Bo", 0.99), ("Cy", 0.5), ("Di", 0.2), ("Ed", 0.96)))
    'Ann folds 30%, Cy 50%, and Di 20%; Bo and Ed fold nearly always'
    >>> fold_list((("Ann", 0.3), ("Bo", 0.99), ("Cy", 0.5), ("Di", 0.2)))
    'Ann folds 30%, Bo 99%, Cy 50%, and Di 20%'
    """
    from babel.lists import format_list

    words = _(coach_strings.WHY)
    by_share = sorted(range(len(folds)), key=lambda i: folds[i][1])
    count = len(folds) if len(folds) <= FOLDERS_SHOWN + 1 else FOLDERS_SHOWN
    shown, rest = sorted(by_share[:count]), sorted(by_share[count:])
    parts = [words["fold_first" if k == 0 else "fold_next"].format(name=folds[i][0],
                                                                   share=numbers.percent(folds[i][1]))
             for k, i in enumerate(shown)]
    said = format_list(parts, style="standard", locale=numbers.locale())
    if not rest:
        return said
    names = listed([folds[i][0] for i in rest])
    least = min(folds[i][1] for i in rest)
    others = (words["fold_rest_always"].format(names=names) if least >= NEARLY_ALWAYS
              else words["fold_rest"].format(names=names, share=numbers.percent(least)))
    return f"{said}; {others}"


def needed(told: Answers, worth: float) -> str:
    """What the bet needs when called, in the words of the line's parenthesis: ``you need 29%`` where the
    equity when called pays for it; short of it, whether folds and the play after make up the rest (the bet
    is worth ``worth`` bb, more than nothing) or not; the whole stack's price beside the call's where a call
    commits it and it is :data:`STACK_NEAR` or more apart.

    >>> needed(Answers(0, (("Ann", 0.4),), 0.38, 0.29), 2.0)
    'you need 29%'
    >>> short = Answers(0, (("Ann", 0.4),), 0.2, 0.33, None, 0.45)
    >>> print(needed(short, -1.0))  # doctest: +NORMALIZE_WHITESPACE
    a call alone would need 33%, or 45% with your whole stack in, and folds and the play after do not make up
    the rest
    >>> needed(Answers(0, (("Ann", 0.4),), 0.5, 0.47, None, 0.48), 1.0)
    'you need 47%'
    """
    words = _(coach_strings.WHY)
    figure = numbers.percent(told.needed)
    if told.stack is not None and abs(told.stack - told.needed) >= STACK_NEAR:
        figure = words["needed_stack"].format(needed=figure, stack=numbers.percent(told.stack))
    if told.called is None or told.called >= told.needed:
        return str(words["needed"]).format(needed=figure)
    return str(words["needed_folds" if worth > 0.0 else "needed_short"]).format(needed=figure)


def raise_line(choice: str, told: Answers, worth: float) -> str:
    """``Raise to 60: Emil folds 45% and Ana 30%; if Ana alone calls, you have 38% (you need 29%)``: who folds
    to the bet or raise ``choice`` (its label; worth ``worth`` bb) and the equity and price when called,
    against one caller (named where several answered)."""
    words = _(coach_strings.WHY)
    folds = fold_list(told.folds)
    if told.called is None:
        return str(words["raise_folded"]).format(choice=choice, folds=folds)
    key = "raise" if told.caller is None else "raise_by"
    return str(words[key]).format(choice=choice, folds=folds, called=numbers.percent(told.called),
                                  needed=needed(told, worth), caller=told.caller)
