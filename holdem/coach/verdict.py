"""The verdict on a decision, decided in one place: best, close, mistake, or exploit, with its cost.

A decision is valued twice. Against *this table* (the opponents as they are,
their ranges read from what they did) every choice is played out; against a
*sound table* (every opponent played, from the same actions, by the
tight-aggressive style knowing nothing of the player) the choice taken is
played out where that can change what the player is told (every choice where a
mistake is found here: :mod:`holdem.coach.sound`).

The labels of the choices, on this table's values as the review shows them (:func:`decide`):

- **named best**: from the choice worth most down, each in turn until the first
  that some choice beats beyond the noise (:func:`named_best`). So no choice
  named best is beaten beyond the noise by any other, and none left out is
  worth more than one named; several are named together, the same within the
  noise.
- **close**: every other choice that no choice beats by :data:`MISTAKE_BB`
  beyond the noise: taken, it would be no mistake.
- **no label**: the others: taken, each would be a mistake here.

The verdict on the choice taken:

- **mistake**: the choice taken gives up at least :data:`MISTAKE_BB`, beyond the
  noise, in both tables against the *lesson*: of the choices best at the sound
  table (its best and those within the noise of it, :attr:`SoundCheck.good`),
  those named best here among them, and of these the one putting in the fewest
  chips. The gap to this
  table's best is found, confirmed on fresh deals and measured again on other
  fresh deals; the cost shown is that gap less what the best gains over the
  lesson (nothing when the lesson is the best). Where this table's best is not
  the lesson, what it gains over the lesson is the decision's *exploit part*
  (:attr:`Verdict.table_best`, :attr:`Verdict.exploit_bb`): shown with the
  opponent and the tendency it rests on, never as the mistake's best.
- **exploit**: a mistake at this table that is none against the lesson in
  both: the best choice pays only against these opponents; the opponent and
  the tendency it rests on are named (:class:`Tendency`). Never a leak.
- **best**: the choice taken is named best.
- **close**: anything else: not named best, but no mistake. A gap found on the
  deals that graded the decision that the fresh deals do not keep (not
  confirmed, or measured again under the line or within the noise) is close,
  its cost the fresh deals' (the table still shows it beaten).

The reverse of an exploit (the choice taken is among the best here but would
give up the line against a sound table) is a note on a *best* or *close*
verdict (:attr:`Verdict.reverse`), never a mistake.

>>> from holdem.coach.grade import ChoiceValue, DecisionGrade
>>> from holdem.engine.actions import Action
>>> def graded(fold, call, sound=None):
...     return DecisionGrade(step=9, street="river", pot=200, to_call=100, needed_equity=1 / 3,
...         equity=0.25,
...         choices=(ChoiceValue(Action.fold(), 0.0, 0.0), ChoiceValue(Action.call(), call, 0.0)),
...         taken=1, best=0 if fold >= call else 1, kind="call", opponent="Otto", sound=sound)
>>> graded(0.0, -4.5).verdict.kind, graded(0.0, -4.5).verdict.cost_bb
('mistake', 4.5)
>>> graded(0.0, -4.5, SoundCheck(best=1, gap_bb=0.0, stderr_bb=0.5)).verdict.kind  # sound table: fine
'exploit'
>>> graded(0.0, -2.0).verdict.kind, graded(0.0, 1.0).verdict.kind
('close', 'best')
>>> graded(0.0, -2.0).verdict.close, graded(0.0, -4.5).verdict.close  # a mistake's gap: no label
((1,), ())

All in is worth most here, but a sound table punishes it: the lesson is the raise, the jam's extra is the
exploit part.

>>> jam = DecisionGrade(step=9, street="preflop", pot=15, to_call=10, needed_equity=None, equity=0.6,
...     choices=(ChoiceValue(Action.fold(), 0.0, 0.0, 0.5), ChoiceValue(Action.raise_to(25), 6.0, 0.5, 0.5),
...              ChoiceValue(Action.raise_to(1000), 12.0, 0.5, 0.0)),
...     taken=0, best=2, kind="preflop:CO", opponent=None,
...     sound=SoundCheck(best=1, gap_bb=4.0, stderr_bb=0.5, values=((0.0, 0.5), (4.0, 0.0), (-20.0, 2.0))))
>>> v = jam.verdict
>>> v.kind, v.best, round(v.cost_bb, 1), v.table_best, round(v.exploit_bb, 1)
('mistake', (1,), 6.0, (2,), 6.0)
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Final

from holdem.engine.actions import Action, ActionType

if TYPE_CHECKING:
    from holdem.coach.grade import DecisionGrade

MISTAKE_BB: Final = 3.0
"""A choice giving up at least this many big blinds against the best one, beyond the noise, is a mistake.

At 1 bb, graded again with another coach seed, 86% of decisions kept their verdict and best choice (gaps
of 1 to 3 bb sit where another seed's deals turn them); at 3 bb, 91% (docs/coach.md, "The line")."""

Z95: Final = 1.96
"""Standard errors in a 95% margin."""

CONFIRM_Z: Final = 1.0
"""Standard errors above 0 the gap of a mistake found must keep on fresh deals to stand (one-sided, 84%):
the deals that found it picked the largest of noisy gaps, so a gap only they show is not flagged."""

BEST: Final = "best"
CLOSE: Final = "close"
MISTAKE: Final = "mistake"
EXPLOIT: Final = "exploit"
KINDS: Final = (BEST, CLOSE, MISTAKE, EXPLOIT)

ANSWERS: Final = ("fold", "call", "raise")
"""The kinds of answer a :class:`Tendency` may count (a raise of any size is one kind)."""
EQUITY: Final = "equity"
"""A :class:`Tendency` of the range itself: the player's equity against it."""
CALLED: Final = "called"
"""A :class:`Tendency` of the hands that call a bet: the player's equity against them."""


@dataclass(frozen=True, slots=True)
class Tendency:
    """What one opponent does here that a sound player does not, measured on both tables.

    ``what`` is an answer kind (:data:`ANSWERS`): the share of the opponent's range answering ``choice``
    so, here and at the sound table; :data:`CALLED`: the player's equity against the part of that range
    that calls ``choice``, here and at the sound table (he calls it with worse hands, or better); or
    :data:`EQUITY`: the player's equity against the opponent's range here and against the range a sound
    player would hold after the same actions (``choice`` unused)."""

    name: str
    what: str
    choice: int
    """The index of the choice answered (in the decision's choices)."""
    here: float
    sound: float


@dataclass(frozen=True, slots=True)
class SoundCheck:
    """The choice taken valued against the sound table: the best there and what the one taken gives up."""

    best: int
    """The index (in the decision's choices) of the best choice at the sound table, among those valued."""
    gap_bb: float
    """The sound best's value minus the one taken's, in big blinds (0.0 when the one taken is best)."""
    stderr_bb: float
    """The standard error of :attr:`gap_bb` (paired over the same deals where they shared them)."""
    tendency: Tendency | None = None
    """Where the two tables disagree (an exploit, its part of a mistake, or the reverse), the tendency that
    makes the difference."""
    values: tuple[tuple[float, float], ...] = ()
    """Where every choice was valued at the sound table (a mistake found here), each choice's value there
    and the standard error of the sound best's value minus it, in big blinds, in the decision's order;
    empty where only the choice taken and the passive one were played."""

    @property
    def mistake(self) -> bool:
        """Whether the choice taken gives up :data:`MISTAKE_BB` beyond the noise at the sound table."""
        return self.gap_bb >= MISTAKE_BB and self.gap_bb > Z95 * self.stderr_bb

    @property
    def good(self) -> frozenset[int]:
        """The choices best at the sound table: its best and those within the noise of it (the best alone
        where not every choice was valued there)."""
        if not self.values:
            return frozenset({self.best})
        top = self.values[self.best][0]
        return frozenset(i for i, (value, error) in enumerate(self.values) if top - value <= Z95 * error
                         ) | {self.best}

    def gap(self, better: int, taken: int) -> tuple[float, float]:
        """Choice ``better``'s value at the sound table minus ``taken``'s, in big blinds, and its standard
        error (from each one's paired error against the sound best: exact when either is that best, else
        as if the two were independent, which the same deals' positive correlation makes an upper bound);
        the stored gap for the one taken where not every choice was valued."""
        if not self.values:
            return self.gap_bb, self.stderr_bb
        (a, error_a), (b, error_b) = self.values[better], self.values[taken]
        return a - b, math.hypot(error_a, error_b)


@dataclass(frozen=True, slots=True)
class Verdict:
    """What the player is told about a decision; every page reads it and none works it out again."""

    kind: str
    """One of :data:`KINDS`."""
    cost_bb: float
    """What the choice taken gave up against the best at this table, as shown (a mistake's: measured on
    fresh deals, at least :data:`MISTAKE_BB`)."""
    margin_bb: float
    """The 95% margin of :attr:`cost_bb`."""
    best: tuple[int, ...]
    """The choices named best (:func:`named_best`), worth most first: the one worth most and every choice
    after it until the first some choice beats beyond the noise (after an exploit, those of them also worth
    the line more than the one taken; after a mistake its lesson, the one it teaches first)."""
    reverse: bool = False
    """The choice taken is sound here but would give up the line against a sound table (a note)."""
    table_best: tuple[int, ...] = ()
    """After a mistake, the choices worth more at this table than the lesson (:attr:`best`), which are not
    among the best at the sound table, worth most first: the exploit part of the decision."""
    exploit_bb: float = 0.0
    """What the first of :attr:`table_best` is worth more than the lesson at this table, in big blinds."""
    close: tuple[int, ...] = ()
    """The choices labelled close, worth most first: not named best, and none beaten by the line beyond the
    noise (:func:`decide`); the choice taken among them when it is judged close."""

    @property
    def mistake(self) -> bool:
        return self.kind == MISTAKE

    @property
    def exploit(self) -> bool:
        return self.kind == EXPLOIT


def decide(d: DecisionGrade) -> Verdict:
    """The verdict on ``d`` from its values at this table and, where measured, at the sound table.

    ``d.sound`` None on a mistake found here means the sound table was not valued because the table is
    taken as sound (a grade made against stated opponents): the mistake stands."""
    here = d.found and not d.unconfirmed and (d.fresh_cost is None or d.fresh_cost[0] >= MISTAKE_BB)
    if here:
        found = _mistake_or_exploit(d)
        if found is not None:
            return _with_close(d, found)
    top = named_best([c.ev_bb for c in d.choices], lambda i, j: beats(d, i, j))
    if d.taken in top:
        return _with_close(d, Verdict(BEST, 0.0, 0.0, top, reverse=_reverse(d)))
    if d.found:  # a gap found that the fresh deals did not keep: their measure is the cost shown
        cost, margin = d.cost_bb, d.cost_margin_bb
    else:
        cost = d.choices[top[0]].ev_bb - d.choices[d.taken].ev_bb
        margin = Z95 * _error(d, top[0], d.taken)
    return _with_close(d, Verdict(CLOSE, cost, margin, top, reverse=_reverse(d)))


def _reverse(d: DecisionGrade) -> bool:
    return d.sound is not None and d.sound.mistake


def named_best(values: Sequence[float], above: Callable[[int, int], bool]) -> tuple[int, ...]:
    """The choices named best, worth most first: from the one worth most, each in turn until the first
    that some choice beats beyond the noise (``above(i, j)``: ``i`` is worth more than ``j`` beyond it).
    So none named is beaten by any choice, and none left out is worth more than one named: a noisy choice
    worth less never pulls in a surely worse one valued between, nor a noisy cheap one a choice shown
    worse. The rule :func:`holdem.coach.compare.recommended` chooses in, with the play-outs' own errors.

    >>> named_best([0.0, 2.0, -1.0], lambda i, j: i == 1 and j == 0)  # all in beats the fold: stop there
    (1,)
    """
    order = sorted(range(len(values)), key=lambda i: (-values[i], i))
    named: list[int] = []
    for index in order:
        if any(above(other, index) for other in order):
            break
        named.append(index)
    return tuple(named)


def _with_close(d: DecisionGrade, v: Verdict) -> Verdict:
    """``v`` with the choices labelled close: each choice not named best (nor the exploit part) that no
    choice beats by the line beyond the noise (taken, it would be no mistake on these deals), and the
    choice taken where the verdict is close (a gap the fresh deals did not keep)."""
    named = {*v.best, *v.table_best}
    flagged = d.taken if v.kind in (MISTAKE, EXPLOIT) else None
    order = sorted(range(len(d.choices)), key=lambda i: (-d.choices[i].ev_bb, i))
    close = [i for i in order if i not in named and i != flagged and not any(
        beats(d, other, i, MISTAKE_BB) for other in order)]
    if v.kind == CLOSE and d.taken not in close:
        close = sorted([*close, d.taken], key=order.index)
    return replace(v, close=tuple(close))


def _mistake_or_exploit(d: DecisionGrade) -> Verdict | None:
    """The verdict on a gap found and confirmed here: a mistake when the choice taken gives up the line
    beyond the noise against its lesson at both tables, an exploit when only this table's best beats it so;
    None when the cost shown here is within its noise (the choice taken is then close, with the sound
    table's note): nothing is flagged, mistake or exploit, on a cost its own margin does not clear."""
    cost, margin = d.cost_bb, d.cost_margin_bb
    if not _beyond(cost, margin):
        return None
    taken = d.choices[d.taken].ev_bb
    top = named_best([c.ev_bb for c in d.choices], lambda i, j: beats(d, i, j))
    named = [i for i in top if d.choices[i].ev_bb - taken >= MISTAKE_BB]
    exploit = Verdict(EXPLOIT, cost, margin, tuple(named))  # the one worth most is among them
    if d.sound is None:
        return replace(exploit, kind=MISTAKE)
    if not d.sound.values:  # only the choice taken valued there (grades made up without the rest)
        return exploit if not d.sound.mistake else replace(exploit, kind=MISTAKE)
    lesson = _lesson(d, d.sound)
    cost, margin = _lesson_cost(d, lesson[0])
    gap, error = d.sound.gap(lesson[0], d.taken)
    if not (_beyond(cost, margin) and _beyond(gap, Z95 * error)):
        return exploit
    worth = d.choices[lesson[0]].ev_bb
    above = sorted((i for i, c in enumerate(d.choices) if c.ev_bb > worth and i not in lesson),
                   key=lambda i: (-d.choices[i].ev_bb, i))
    extra = d.choices[above[0]].ev_bb - worth if above else 0.0
    return Verdict(MISTAKE, cost, margin, lesson, table_best=tuple(above), exploit_bb=extra)


def _beyond(gap: float, margin: float) -> bool:
    """Whether a gap is a mistake's: at least the line and beyond its 95% margin."""
    return gap >= MISTAKE_BB and gap > margin


def _lesson(d: DecisionGrade, sound: SoundCheck) -> tuple[int, ...]:
    """A mistake's lesson, chosen among the choices best at the sound table (:attr:`SoundCheck.good`) as
    the recommended choice is among all: of those of them named best here among them (:func:`named_best`:
    from the one worth most here, each until the first another of them beats beyond the noise), the one
    putting in the fewest chips (no bigger risk for a gain the noise hides); then, worth most first, those
    of them worth more than it here, named with it (those worth less are close)."""
    good = sorted(sound.good)
    named = [good[i] for i in named_best([d.choices[i].ev_bb for i in good],
                                         lambda i, j: beats(d, good[i], good[j]))]
    first = min(named, key=lambda i: (weight(d.choices[i].action), -d.choices[i].ev_bb, i))
    worth = d.choices[first].ev_bb
    return first, *(i for i in named if i != first and d.choices[i].ev_bb >= worth)


def reading_order(d: DecisionGrade) -> tuple[int, ...]:
    """The choices named best in the order the player reads them (and the reason explains the first bet of):
    a mistake's lesson or an exploit's best first, as decided; the others, and every one of a best or close
    verdict, putting in the fewest chips first. Among choices the same within the noise the one risking least
    is the one recommended (:func:`holdem.coach.compare.recommended`), so it leads, not the shove whose mean
    the noise put highest."""
    v = d.verdict
    lead = v.best[:1] if v.kind in (MISTAKE, EXPLOIT) else ()
    rest = sorted((i for i in v.best if i not in lead), key=lambda i: (weight(d.choices[i].action), i))
    return (*lead, *rest)


def weight(action: Action) -> tuple[int, int]:
    """How much a choice puts in, in order: fold, check, call, then raises by their size."""
    order = {ActionType.FOLD: 0, ActionType.CHECK: 1, ActionType.CALL: 2, ActionType.RAISE_TO: 3}
    return order[action.type], action.amount or 0


def _lesson_cost(d: DecisionGrade, lesson: int) -> tuple[float, float]:
    """What the choice taken gave up against ``lesson`` at this table, and its 95% margin: the gap to this
    table's best as measured for the verdict (on fresh deals for a mistake), less what the best gains over
    the lesson on the deals that graded the decision (0 when the lesson is the best). The two come from
    independent deals where the gap was measured on fresh ones, so their errors add in quadrature."""
    ahead = d.choices[d.best].ev_bb - d.choices[lesson].ev_bb
    return d.cost_bb - ahead, math.hypot(d.cost_margin_bb, Z95 * d.difference_error(lesson))


def _error(d: DecisionGrade, i: int, j: int) -> float:
    """The standard error of choice ``i``'s value minus ``j``'s: paired over the deals both were played on
    where one is the recommended choice (:attr:`ChoiceValue.diff_stderr_bb`); else the smaller of two upper
    bounds (the same deals correlate them positively): the two values' errors as if independent, and
    their paired errors against the recommended one as if independent."""
    if d.best in (i, j):
        return d.difference_error(j if i == d.best else i)
    first, second = d.choices[i], d.choices[j]
    return min(math.hypot(first.stderr_bb, second.stderr_bb),
               math.hypot(d.difference_error(i), d.difference_error(j)))


def beats(d: DecisionGrade, i: int, j: int, line: float = 0.0) -> bool:
    """Whether choice ``i`` is worth more than choice ``j`` beyond the 95% noise of their difference (and
    by at least ``line`` big blinds)."""
    gap = d.choices[i].ev_bb - d.choices[j].ev_bb
    return i != j and gap >= line and gap > Z95 * _error(d, i, j)
