"""The coach's numbers and sentences in the player's language.

>>> from holdem.engine.actions import Action
>>> from holdem.coach import ChoiceValue, DecisionGrade
>>> called = DecisionGrade(step=9, street="river", pot=267, to_call=120, needed_equity=0.31,
...     equity=0.22, choices=(ChoiceValue(Action.fold(), 0.0, 0.0), ChoiceValue(Action.call(), -0.9, 0.1)),
...     taken=1, best=0, kind="call", opponent="Otto")
>>> said(called)
'You called 120 needing 31%; against what Otto bets here you had 22%: −0.9 bb.'
>>> verdict(called)
'Fold was worth 0.9 bb more: less than 3 bb, not a mistake.'
>>> set_language("pt"); said(called); set_language("en")
'Você pagou 120 precisando de 31%; contra o que Otto aposta aqui você tinha 22%: −0,9 bb.'
"""

from __future__ import annotations

from typing import Final

from holdem.app import coach_strings as C
from holdem.app import strings as S
from holdem.coach import ChoiceValue, DecisionGrade, HandGrade
from holdem.engine.actions import ActionType
from holdem.i18n import numbers
from holdem.i18n.catalog import Plural, _, n_, set_language

__all__ = ["set_language"]  # re-exported for the doctest above

STREETS: Final = ("preflop", "flop", "turn", "river")
CLOSE_BB: Final = 0.05  # a choice within this of the best reads as the best one


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
    return str(_(S.STREET_NAMES)[index])


def choice_label(choice: ChoiceValue, decision: DecisionGrade, all_in: int | None = None) -> str:
    """``Fold``, ``Check``, ``Call 120``, ``Bet 60``, ``Raise to 300``, ``All in 1000`` (to ``all_in``); the
    amounts as the table shows them (``Call 12 bb`` when it shows big blinds)."""
    labels = _(C.CHOICES)
    kind = choice.action.type
    if kind is ActionType.FOLD:
        return labels["fold"]
    if kind is ActionType.CHECK:
        return labels["check"]
    if kind is ActionType.CALL:
        return labels["call"].format(amount=numbers.amount(decision.to_call))
    if choice.action.amount == all_in:
        return labels["all_in"].format(amount=numbers.amount(all_in))
    key = "bet" if decision.to_call == 0 and decision.street != "preflop" else "raise"
    return labels[key].format(amount=numbers.amount(choice.action.amount))


def said(decision: DecisionGrade) -> str:
    """What the player did, the price and the equity, in one sentence."""
    taken = decision.choices[decision.taken]
    kind = taken.action.type
    words = _(C.SAID)
    if kind in (ActionType.FOLD, ActionType.CALL) and decision.to_call > 0:
        key = "fold" if kind is ActionType.FOLD else "call"
        if decision.needed_equity is None:  # no bet to answer: no price, nothing "needed"
            template = words[f"{key}_unopened"]
        else:
            template = words[key] if decision.opponent else words[f"{key}_ranges"]
    elif kind in (ActionType.CHECK, ActionType.FOLD):
        template = words["check" if kind is ActionType.CHECK else "fold_free"]
    else:
        template = words["bet" if decision.to_call == 0 and decision.street != "preflop" else "raise"]
    chips = decision.to_call if kind in (ActionType.FOLD, ActionType.CALL) else taken.action.amount
    return template.format(
        amount=numbers.amount(chips),
        needed=percent(decision.needed_equity or 0.0), name=decision.opponent,
        equity=percent(decision.equity), ev=number(taken.ev_bb, sign=True),
    )


def verdict(decision: DecisionGrade, all_in: int | None = None) -> str:
    """Whether the choice taken was the best, close to it, or a mistake and what it cost."""
    words = _(C.VERDICT)
    best = decision.choices[decision.best]
    name = choice_label(best, decision, all_in)
    margin = number(decision.cost_margin_bb)
    if decision.mistake and decision.fresh_cost is not None:
        return _also(words["mistake_fresh"].format(choice=name, cost=number(decision.cost_bb), margin=margin,
                                                   found=number(decision.found_cost_bb)), decision, all_in)
    if decision.mistake:  # graded before the cost was measured again on fresh deals
        return _also(words["mistake"].format(choice=name, best=number(best.ev_bb, sign=True),
                                             cost=number(decision.cost_bb), margin=margin), decision, all_in)
    if decision.unconfirmed:
        return words["unconfirmed"].format(choice=name, found=number(decision.found_cost_bb),
                                           cost=number(decision.cost_bb), margin=margin)
    above = decision.choices[decision.taken].ev_bb - best.ev_bb
    if above >= CLOSE_BB:  # valued above the best, within the noise: the best risks fewer chips
        return words["fewer_chips"].format(choice=name, more=number(above),
                                           margin=number(decision.found_margin_bb))
    if decision.cost_bb < CLOSE_BB:
        return words["best"]
    key = "close" if decision.close(decision.taken) else "small"
    return words[key].format(choice=name, more=number(decision.cost_bb), margin=margin)


def _also(said: str, decision: DecisionGrade, all_in: int | None) -> str:
    """A mistake's verdict, then the choices as good as the best within the noise, when there are any."""
    others = [choice_label(decision.choices[i], decision, all_in) for i in decision.as_good]
    if not others:
        return said
    return f"{said} {plural(C.AS_GOOD, len(others), choices=numbers.listing(others))}"


def exploit_note(decision: DecisionGrade, all_in: int | None = None) -> str | None:
    """Whose tendencies the best choice rests on, when it does."""
    if decision.exploits is None:
        return None
    best = choice_label(decision.choices[decision.best], decision, all_in)
    return _(C.EXPLOIT).format(choice=best, name=decision.exploits)


def hand_summary(grade: HandGrade) -> str:
    """How many mistakes the hand held and what they cost."""
    mistakes = [d for d in grade.decisions if d.mistake]
    if not mistakes:
        return _(C.HAND_CLEAN)
    return plural(C.HAND_SUMMARY, len(mistakes), cost=number(sum(d.cost_bb for d in mistakes)))


def kind_label(kind: str) -> str:
    """A leak kind in words: ``preflop:BTN`` is "Preflop, BTN"; an unknown kind is shown as it is."""
    labels = _(C.KINDS)
    base, _colon, position = kind.partition(":")
    if base == "preflop":
        return labels["preflop"].format(position=position or "?")
    return labels.get(base, kind)
