"""The coach's names for the choices and its figures in the player's language: ``Raise to 300``, ``All in
1000 (Bruno has 630)``, ``−0,9``, ``31%``: what every page of the coach (the review, G, the drills) labels a
choice with.

>>> from holdem.engine.actions import Action
>>> from holdem.coach import ChoiceValue, DecisionGrade
>>> d = DecisionGrade(step=9, street="flop", pot=200, to_call=0, needed_equity=None, equity=0.5,
...     choices=(ChoiceValue(Action.check(), 0.0, 0.0), ChoiceValue(Action.raise_to(900), 1.0, 0.5)),
...     taken=0, best=1, kind="bet", opponent="Bruno")
>>> choice_label(d.choices[1], d, Stakes(900, 630, "Bruno")), number(-0.04), percent(0.31)
('All in 900 (Bruno has 630)', '0.0', '31%')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from holdem.app import coach_strings, strings
from holdem.coach import ChoiceValue, DecisionGrade
from holdem.engine.actions import ActionType
from holdem.i18n import numbers
from holdem.i18n.catalog import Plural, _, n_

STREETS: Final = ("preflop", "flop", "turn", "river")

@dataclass(frozen=True, slots=True)
class Stakes:
    """The chips at stake at a decision, for the choices' labels: the total of the player's all in, and the
    most an opponent still in can put in on the street (his stack and his bet), where it is less."""

    all_in: int
    cover: int | None = None
    name: str = ""
    """The opponent who can put in :attr:`cover`."""


AllIn = int | Stakes | None
"""What the labels know of the stacks: the all-in total, or the :class:`Stakes` (None: nothing)."""


def plural(message: Plural, count: int, **fields: object) -> str:
    """``message`` in the form for ``count`` (ngettext), its fields filled in."""
    return n_(message, count).format(count=numbers.number(count), **fields)


def number(value: float, places: int = 1, *, sign: bool = False) -> str:
    """``value`` with ``places`` decimals as the player's language writes it (``−0,9``), never ``−0.0``."""
    if round(value, places) == 0:
        value = 0.0
    return numbers.decimal(value, digits=places, signed=sign)


def percent(value: float, digits: int = 0) -> str:
    """A share as a percent, whole or with ``digits`` decimals: ``0.31`` is ``31%``."""
    return numbers.percent(value, digits)


def street_name(street: str) -> str:
    """``"flop"`` in the player's language."""
    index = STREETS.index(street) if street in STREETS else 0
    return str(_(strings.STREET_NAMES)[index])


def choice_label(choice: ChoiceValue, decision: DecisionGrade, all_in: AllIn = None) -> str:
    """``Fold``, ``Check``, ``Call 120``, ``Bet 60``, ``Raise to 300``, ``All in 1000`` (to ``all_in``); the
    amounts as the table shows them (``Call 12 bb`` when it shows big blinds); a bet more than anyone still
    in can call says so: ``Bet 895 (Bruno has 630)``, and the all in is the bet it is in effect:
    ``Bet 630, Bruno all in`` (where a bet or raise to 630 is allowed)."""
    labels = _(coach_strings.CHOICES)
    kind = choice.action.type
    if kind is ActionType.FOLD:
        return labels["fold"]
    if kind is ActionType.CHECK:
        return labels["check"]
    if kind is ActionType.CALL:
        return labels["call"].format(amount=numbers.amount(decision.to_call))
    total = all_in.all_in if isinstance(all_in, Stakes) else all_in
    if choice.action.amount == total:
        label = labels["all_in"].format(amount=numbers.amount(total))
    else:
        label = labels[key_of(decision)].format(amount=numbers.amount(choice.action.amount))
    cover = beyond_cover(choice, all_in)
    if cover is not None:
        # more than anyone can call: in practice, as much as he has; the all in is the bet or raise to that,
        # where a raise to that is allowed (a choice raises to as little or less: no smaller raise is forced)
        name = all_in.name if isinstance(all_in, Stakes) else ""
        raises = [c.action.amount or 0 for c in decision.choices if c.action.type is ActionType.RAISE_TO]
        if choice.action.amount == total and min(raises) <= cover:
            label = _(coach_strings.COVERED_ALL_IN)[key_of(decision)]
            return label.format(amount=numbers.amount(cover), name=name)
        return _(coach_strings.COVERED).format(choice=label, name=name, amount=numbers.amount(cover))
    return label


def key_of(decision: DecisionGrade) -> str:
    """Whether a chip-putting choice of the decision is a bet (``"bet"``: nothing to call, after the flop)
    or a raise (``"raise"``)."""
    return "bet" if decision.to_call == 0 and decision.street != "preflop" else "raise"


def answered_label(decision: DecisionGrade, index: int, all_in: AllIn) -> str:
    """Choice ``index`` as the opponent who answers it meets it: a bet or raise beyond what anyone can call
    by the most he can (``Raise to 735`` for "Raise to 735, Kenji all in" or "Raise to 1015 (Kenji has
    735)"), whose words read in a sentence about his answer; any other choice by its label."""
    choice = decision.choices[index]
    cover = beyond_cover(choice, all_in)
    if cover is not None:
        return _(coach_strings.CHOICES)[key_of(decision)].format(amount=numbers.amount(cover))
    return choice_label(choice, decision, all_in)


def beyond_cover(choice: ChoiceValue, all_in: AllIn) -> int | None:
    """The most an opponent still in can put in, where ``choice`` puts in more (None otherwise, or where
    ``all_in`` does not say)."""
    cover = all_in.cover if isinstance(all_in, Stakes) else None
    return cover if cover is not None and (choice.action.amount or 0) > cover else None
