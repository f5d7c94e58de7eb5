"""The coach's numbers and sentences in the player's language.

>>> from holdem.engine.actions import Action
>>> from holdem.coach import ChoiceValue, DecisionGrade
>>> called = DecisionGrade(step=9, street="river", pot=267, to_call=120, needed_equity=0.31,
...     equity=0.22, choices=(ChoiceValue(Action.fold(), 0.0, 0.0), ChoiceValue(Action.call(), -0.9, 0.1)),
...     taken=1, best=0, kind="call", opponent="Otto")
>>> said(called)
'You called 120 needing 31%; against what Otto bets here you had 22%: −0.9 bb.'
>>> verdict(called)
'Fold was worth 0.9 bb more: less than 3 bb, close, not a mistake.'
>>> set_language("pt"); said(called); set_language("en")
'Você pagou 120 precisando de 31%; contra o que Otto aposta aqui você tinha 22%: −0,9 bb.'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from holdem.app import coach_folds, coach_strings
from holdem.app.coach_labels import (
    AllIn,
    Stakes,
    answered_label,
    choice_label,
    key_of,
    number,
    percent,
    plural,
)
from holdem.app.coach_price import (
    call_ends_betting,
    entered_of,
    listed,
    price_against,
    priced_equity,
    whole_percents,
)
from holdem.coach import DecisionGrade, HandGrade
from holdem.coach.verdict import ANSWERS, EQUITY, reading_order
from holdem.engine.actions import ActionType
from holdem.i18n import numbers
from holdem.i18n.catalog import _, set_language

__all__ = ["set_language"]  # re-exported for the doctest above

def said(decision: DecisionGrade) -> str:
    """What the player did, the price and the equity, in one sentence."""
    taken = decision.choices[decision.taken]
    kind = taken.action.type
    words = _(coach_strings.SAID)
    entered = entered_of(decision)
    equity = decision.equity
    if kind in (ActionType.FOLD, ActionType.CALL) and decision.to_call > 0:
        key = "fold" if kind is ActionType.FOLD else "call"
        if decision.needed_equity is None:  # no bet to answer: no price, nothing "needed"
            template = words[f"{key}_unopened"]
        elif decision.opponent and len(decision.ranges) <= 1:
            template = words[key]
        elif entered is not None:  # before the flop: against those who put chips in, not the blinds to act
            template, equity = words[f"{key}_entered"], entered.equity
        else:  # an equity against several ranges at once is no one bettor's: said against their ranges
            template = words[f"{key}_ranges"]
    elif kind in (ActionType.CHECK, ActionType.FOLD):
        template = words["check" if kind is ActionType.CHECK else "fold_free"]
    else:
        template = words[key_of(decision)]
    chips = decision.to_call if kind in (ActionType.FOLD, ActionType.CALL) else taken.action.amount
    return template.format(
        amount=numbers.amount(chips),
        needed=percent(decision.needed_equity or 0.0), name=decision.opponent,
        equity=percent(equity), ev=number(taken.ev_bb, sign=True),
        names="" if entered is None else listed(entered.names),
    )


def best_label(decision: DecisionGrade, all_in: AllIn = None) -> str:
    """The choices the verdict names best: one, or several "the same within the noise"."""
    names = _best_names(decision, all_in)
    return names if len(decision.verdict.best) == 1 else _(coach_strings.EITHER).format(choices=names)


def _best_names(decision: DecisionGrade, all_in: AllIn) -> str:
    """The choices the verdict names best in :func:`~holdem.coach.verdict.reading_order`, joined with "or"
    as the language joins."""
    return _named(decision, reading_order(decision), all_in)


def _named(decision: DecisionGrade, indices: Sequence[int], all_in: AllIn) -> str:
    """These choices' labels, joined with "or" as the language joins."""
    from babel.lists import format_list

    names = [choice_label(decision.choices[i], decision, all_in) for i in indices]
    return format_list(names, style="or", locale=numbers.locale())


def verdict(decision: DecisionGrade, all_in: AllIn = None) -> str:
    """The verdict in words (:class:`~holdem.coach.verdict.Verdict`): best, close, mistake or exploit, and
    what it cost; every number as the choices table shows it."""
    words, v = _(coach_strings.VERDICT), decision.verdict
    name = best_label(decision, all_in)
    cost, margin = number(v.cost_bb), number(v.margin_bb)
    found = number(table_gap(decision, decision.best, decision.taken))
    sound = decision.sound
    if v.exploit and sound is not None and sound.mistake:  # a mistake in both, against different choices
        there = choice_label(decision.choices[sound.best], decision, all_in)
        here = table_gap(decision, sound.best, decision.taken)  # the sound best against yours, here
        key = "exploit_apart_noise" if here > 0 else "exploit_apart"
        said = words[key].format(choice=name, cost=cost, margin=margin, sound=there,
                                 gap=number(sound.gap_bb), here=number(here))
        return _with_fresh_note(said, found, cost)
    if v.exploit:
        return _with_fresh_note(words["exploit"].format(choice=name, cost=cost, margin=margin), found, cost)
    if v.mistake and v.best[0] != decision.best and decision.sound is not None:  # the lesson: good at both
        there = number(decision.sound.gap(v.best[0], decision.taken)[0])
        said = words["mistake_both"].format(choice=name, cost=cost, margin=margin, sound=there)
        return _with_fresh_note(said, number(table_gap(decision, v.best[0], decision.taken)), cost)
    if v.mistake and decision.fresh_cost is not None:
        return words["mistake_fresh"].format(choice=name, cost=cost, margin=margin, found=found)
    if v.mistake:  # valued exactly: nothing left to draw again
        best = decision.choices[v.best[0]]
        worth = number(best.ev_bb, sign=True)
        if len(v.best) == 1:
            return words["mistake"].format(choice=name, best=worth, cost=cost, margin=margin)
        # the worth is the first's: the others named with it are worth less, within the noise
        first = _named(decision, v.best[:1], all_in)
        others = _named(decision, reading_order(decision)[1:], all_in)
        return words["mistake_with"].format(choice=first, others=others, best=worth, cost=cost, margin=margin)
    if v.kind == "best":
        if len(v.best) == 1:
            return words["best"]
        return words["best_with"].format(choices=_best_names(decision, all_in))
    if decision.found:  # close: a gap found that the fresh deals did not keep, under the line or the noise
        first = choice_label(decision.choices[decision.best], decision, all_in)
        if v.cost_bb <= 0.0:  # the fresh deals found yours as good or better: no negative cost is said
            gain = number(-v.cost_bb)
            return words["fresh_none"].format(choice=first, found=found, gain=gain, margin=margin)
        key = "fresh_small" if v.cost_bb > v.margin_bb else "fresh_same"
        return words[key].format(choice=first, found=found, cost=cost, margin=margin)
    key = "close" if v.cost_bb <= v.margin_bb else "small"
    return words[key].format(choice=name, more=cost, margin=margin)


def table_gap(decision: DecisionGrade, better: int, other: int) -> float:
    """Choice ``better``'s value minus ``other``'s as the choices table shows them (each rounded to a tenth
    as it is printed), never below 0: a gap said in words is the difference of the two rows the player
    reads (26.2 and 12.0 are 14.2 apart, not the 14.1 of the values unrounded).

    >>> from holdem.coach import ChoiceValue
    >>> from holdem.engine.actions import Action
    >>> rows = (ChoiceValue(Action.fold(), 0.0, 0.0), ChoiceValue(Action.call(), 12.04, 1.0),
    ...         ChoiceValue(Action.raise_to(480), 26.16, 1.0))
    >>> d = DecisionGrade(step=1, street="flop", pot=145, to_call=0, needed_equity=None, equity=0.66,
    ...     choices=rows, taken=1, best=2, kind="value", opponent="Otto")
    >>> number(table_gap(d, 2, 1)), number(d.found_cost_bb)
    ('14.2', '14.1')
    """
    from decimal import ROUND_HALF_EVEN, Decimal

    def shown(index: int) -> Decimal:  # as babel prints a float: its shortest repr, halves to even
        return Decimal(str(decision.choices[index].ev_bb)).quantize(Decimal("0.1"), rounding=ROUND_HALF_EVEN)

    return max(float(shown(better) - shown(other)), 0.0)


def _with_fresh_note(said: str, found: str, cost: str) -> str:
    """``said``, with why its cost differs from the table's gap where the two shown differ (the cost was
    measured again on new deals)."""
    if found == cost:
        return said
    return f"{said} {_(coach_strings.FRESH_NOTE).format(found=found)}"


def exploit_note(decision: DecisionGrade, all_in: AllIn = None) -> str | None:
    """For an exploit, whose tendency the best choice rests on; for a mistake whose lesson is not this
    table's best, the exploit part: what that best gains over the lesson here only, and whose tendency it
    rests on; for the reverse (the choice taken pays here but not against a sound player), the same said
    of the choice taken; None otherwise."""
    v, sound = decision.verdict, decision.sound
    if sound is None or not (v.exploit or v.reverse or (v.mistake and v.table_best)):
        return None
    name = sound.tendency.name if sound.tendency is not None else (decision.opponent or "")
    if v.mistake:
        said = _(coach_strings.EXPLOIT_PART).format(
            choice=_named(decision, v.table_best[:1], all_in), extra=number(v.exploit_bb), name=name)
    elif v.exploit:
        said = _(coach_strings.EXPLOIT).format(name=name, choice=best_label(decision, all_in))
    else:
        said = _(coach_strings.REVERSE).format(name=name, cost=number(sound.gap_bb),
                                   choice=choice_label(decision.choices[sound.best], decision, all_in))
    tendency = tendency_line(decision, all_in)
    return said if tendency is None else f"{said} {tendency}"


def tendency_line(decision: DecisionGrade, all_in: AllIn = None) -> str | None:
    """What the opponent does here that a sound player does not, in one sentence; where the tables disagree
    and nothing was found beyond the noise, that the gap comes from the play after (None where they agree).

    A fold share here is the reason's, from the play-outs (:func:`why` says it too), where the grade holds
    one that points the same way: one figure for one fact on the page."""
    sound, v = decision.sound, decision.verdict
    t = None if sound is None else sound.tendency
    if t is None:  # where the tables disagree, no difference now beyond the noise: it is in the play after
        disagree = sound is not None and (v.exploit or v.reverse or (v.mistake and bool(v.table_best)))
        if not disagree:
            return None
        at_issue = decision.taken if v.reverse else (v.table_best or v.best)[0]
        kind = decision.choices[at_issue].action.type
        choice = choice_label(decision.choices[at_issue], decision, all_in)
        if kind is ActionType.RAISE_TO and unraised(decision, at_issue, all_in):  # no play of his after it
            return _(coach_strings.TENDENCY_SUM).format(choice=choice)
        if kind is ActionType.CALL and call_ends_betting(decision):  # the bettor all in: only the cards
            return _(coach_strings.TENDENCY_CARDS).format(choice=choice)
        return _(coach_strings.TENDENCY_LATER)
    here = t.here
    answered = None if decision.reason is None else decision.reason.answers_to(t.choice)
    played = None if answered is None else dict(answered.folds).get(t.name)
    if played is not None and t.what in ANSWERS:  # his fold share is the reason's: the answers add up to it
        fitted = played if t.what == "fold" else min(t.here, 1.0 - played)
        if t.what == "call" and unraised(decision, t.choice, all_in):
            fitted = 1.0 - played  # nobody can raise it: what does not fold calls
        if (fitted > t.sound) == (t.here > t.sound):
            here = fitted
    choice = answered_label(decision, t.choice, all_in)
    what, sound_share = t.what, t.sound
    if what == "fold" and here > HALF and sound_share > HALF and unraised(decision, t.choice, all_in):
        # "folds 95%; a sound player, 100%" says it by the side that makes the difference: the calls
        what, here, sound_share = "call", 1.0 - here, 1.0 - sound_share
    if t.what == EQUITY and answered is not None and answered.called is not None \
            and answered.called < answered.needed and t.name in dict(answered.folds):
        # the bet pays by his folds, not by the equity against his range, which argues for calling
        return _(coach_strings.TENDENCY)["folds"].format(name=t.name, choice=choice,
                                                         here=percent(dict(answered.folds)[t.name]))
    if t.what == EQUITY and len(decision.ranges) == 1:
        here = decision.equity  # heads-up it is the review's equity: one figure for one fact on the page
    checked = decision.choices[t.choice].action.type is ActionType.CHECK and t.what == "raise"
    return _(coach_strings.TENDENCY)["bets" if checked else what].format(
        name=t.name, choice=choice, here=percent(here), sound=percent(sound_share))


HALF: Final = 0.5
"""A fold share above this at both tables is said by its calls (the smaller side, the one that differs)."""


def unraised(decision: DecisionGrade, index: int, all_in: AllIn) -> bool:
    """Whether nobody can raise choice ``index``: it is the player's all in, or as much as any opponent
    still in has (known from ``all_in``; False where it is not given)."""
    amount = decision.choices[index].action.amount or 0
    total = all_in.all_in if isinstance(all_in, Stakes) else all_in
    cover = all_in.cover if isinstance(all_in, Stakes) else None
    return (total is not None and amount >= total) or (cover is not None and amount >= cover)


def reason(decision: DecisionGrade, all_in: AllIn = None) -> str:
    """One line on why, for the mistakes list: an exploit's tendency; for a mistake with an exploit part, or
    whose best differs at the sound table, what the sound table says (:func:`sound_reason`); else the first
    line of :func:`why` where the grade holds its reason; else its price against its equity where there was
    one, else what the best choice was worth against a sound player too."""
    if decision.verdict.exploit:
        return tendency_line(decision, all_in) or ""
    words, sound = _(coach_strings.REASON), decision.sound
    if sound is not None and (decision.verdict.table_best or sound.best not in decision.verdict.best):
        return sound_reason(decision, all_in) or ""
    lines = why(decision, all_in)
    if lines:
        return lines[0]
    if decision.needed_equity is not None and decision.to_call > 0:
        return words["price"].format(needed=percent(decision.needed_equity), equity=percent(decision.equity))
    return sound_reason(decision, all_in) or ""


def why(decision: DecisionGrade, all_in: AllIn = None) -> list[str]:
    """The reason for the verdict in one or two lines, from the grade's :class:`~holdem.coach.reason.Reason`
    (none for a grade without it): who folds to the bet or raise it turns on and the equity when called;
    facing a bet, the price against the equity, with the bettor's range split after the flop.

    The bet told is, after a mistake, an exploit or a close choice, the first bet or raise named best
    (why it pays), else the one taken; after the best, the one taken, or where it was none and there was
    no price, the first named best with it (why it pays no more)."""
    found = decision.reason
    if found is None:
        return []
    words, v = _(coach_strings.WHY), decision.verdict
    lines = []
    priced = decision.to_call > 0 and decision.needed_equity is not None
    named = reading_order(decision)
    order = (decision.taken,) if v.kind == "best" and priced else (
        (decision.taken, *named) if v.kind == "best" else (*named, decision.taken))
    t = None if decision.sound is None else decision.sound.tendency
    if t is not None and t.what in ANSWERS and t.choice in order:  # the bet its tendency line speaks of
        order = (t.choice, *order)
    told = next((a for a in (found.answers_to(i) for i in order) if a is not None), None)
    if told is not None:
        choice = decision.choices[told.choice]
        lines.append(coach_folds.raise_line(choice_label(choice, decision, all_in), told, choice.ev_bb))
    if priced:
        figures = {"call": numbers.amount(decision.to_call), "pot": numbers.amount(decision.pot),
                   "needed": percent(decision.needed_equity or 0.0),
                   "equity": percent(priced_equity(decision))}
        split, entered = found.make_up, found.entered
        if entered is not None:  # before the flop: against those who put chips in, not the blinds yet to act
            line = words["price_entered"].format(names=listed(entered.names), waiting=listed(entered.waiting),
                                                 **figures)
        elif split is None:
            line = words["price_ranges"].format(**figures)
        else:
            key = "price_river" if decision.street == "river" else "price"
            ahead, draws, air = whole_percents(split.ahead, split.draws, split.air)
            line = words[key].format(name=split.name, ahead=ahead, draws=draws, air=air, **figures)
        against = price_against(decision)
        lines.append(line if against is None else f"{line} {against}")
    return lines or [words["equity"].format(equity=percent(decision.equity))]


def sound_reason(decision: DecisionGrade, all_in: AllIn = None) -> str | None:
    """What a mistake's choice gave up at the sound table, and against which choice: its lesson where every
    choice was valued there (good at both: said "too"), else the sound best (said "too" where it is one
    named best here as well); None when the sound table was not valued."""
    sound, v = decision.sound, decision.verdict
    if sound is None:
        return None
    if v.mistake and sound.values:  # the lesson is good at the sound table: what it gains there
        choice = choice_label(decision.choices[v.best[0]], decision, all_in)
        gap = sound.gap(v.best[0], decision.taken)[0]
        return _(coach_strings.REASON)["sound"].format(choice=choice, cost=number(gap))
    key = "sound" if sound.best in v.best else "sound_other"
    choice = choice_label(decision.choices[sound.best], decision, all_in)
    return _(coach_strings.REASON)[key].format(choice=choice, cost=number(sound.gap_bb))


def hand_summary(grade: HandGrade, *, exploits: bool = True) -> str:
    """How many mistakes the hand held and what they cost, and (``exploits``) how many missed exploits,
    which are not mistakes (the review says both beside its decision strip; the table's one line, the
    mistakes)."""
    mistakes = [d for d in grade.decisions if d.verdict.mistake]
    missed = sum(d.verdict.exploit for d in grade.decisions) if exploits else 0
    cost = number(sum(d.verdict.cost_bb for d in mistakes))
    said = _(coach_strings.HAND_CLEAN)
    if mistakes:
        said = plural(coach_strings.HAND_SUMMARY, len(mistakes), cost=cost)
    return f"{said} {plural(coach_strings.HAND_EXPLOITS, missed)}" if missed else said
