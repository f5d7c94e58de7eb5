"""The verdict on a decision, decided in one place: best, close, mistake, or exploit, with its cost.

A decision is valued twice. Against *this table* (the opponents as they are,
their ranges read from what they did) every choice is played out; against a
*sound table* (every opponent played, from the same actions, by the
tight-aggressive style knowing nothing of the player) the choice taken is
played out where that can change what the player is told (every choice where a
mistake is found here: :mod:`holdem.coach.sound`).

- **mistake**: the choice taken gives up at least :data:`MISTAKE_BB`, beyond the
  noise, in both tables against the *lesson*: among the choices best at the
  sound table (its best and those within the noise of it,
  :attr:`SoundCheck.good`), the one putting in the fewest chips that none of
  them beats beyond the noise at this table. The gap to this
  table's best is found, confirmed on fresh deals and measured again on other
  fresh deals; the cost shown is that gap less what the best gains over the
  lesson (nothing when the lesson is the best). Where this table's best is not
  the lesson, what it gains over the lesson is the decision's *exploit part*
  (:attr:`Verdict.table_best`, :attr:`Verdict.exploit_bb`): shown with the
  opponent and the tendency it rests on, never as the mistake's best.
- **exploit**: a mistake at this table that is none against the lesson in
  both: the best choice pays only against these opponents; the opponent and
  the tendency it rests on are named (:class:`Tendency`). Never a leak.
- **best**: the choice taken is one of the best: the choices no other beats
  beyond the noise, named together when there are several. A gap found on the
  deals that graded the decision is judged on the fresh deals that measured it
  again, as its cost is shown: within their noise (not confirmed, or confirmed
  but measured again within the noise), the choice taken is among the best.
- **close**: anything else: worth less than the best beyond the noise, but by
  less than the line.

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


@dataclass(frozen=True, slots=True)
class Tendency:
    """What one opponent does here that a sound player does not, measured on both tables.

    ``what`` is an answer kind (:data:`ANSWERS`): the share of the opponent's range answering ``choice``
    so, here and at the sound table; or :data:`EQUITY`: the player's equity against the opponent's range
    here and against the range a sound player would hold after the same actions (``choice`` unused)."""

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
    """The choices named best, worth most first: the best and those within the noise of it (after a
    mistake or an exploit, those also worth the line more than the one taken)."""
    reverse: bool = False
    """The choice taken is sound here but would give up the line against a sound table (a note)."""
    table_best: tuple[int, ...] = ()
    """After a mistake, the choices worth more at this table than the lesson (:attr:`best`), which are not
    among the best at the sound table, worth most first: the exploit part of the decision."""
    exploit_bb: float = 0.0
    """What the first of :attr:`table_best` is worth more than the lesson at this table, in big blinds."""

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
    cost, margin = d.cost_bb, d.cost_margin_bb
    here = d.found and not d.unconfirmed and (d.fresh_cost is None or d.fresh_cost[0] >= MISTAKE_BB)
    if here:
        found = _mistake_or_exploit(d)
        if found is not None:
            return found
    top = _top(d, d.taken) if d.found and d.cost_bb <= d.cost_margin_bb else _top(d)
    kind = BEST if d.taken in top else CLOSE
    reverse = d.sound is not None and d.sound.mistake
    return Verdict(kind, cost if kind == CLOSE else 0.0, margin if kind == CLOSE else 0.0, top, reverse)


def _mistake_or_exploit(d: DecisionGrade) -> Verdict | None:
    """The verdict on a gap found and confirmed here: a mistake when the choice taken gives up the line
    beyond the noise against its lesson at both tables, an exploit when only this table's best beats it so;
    None when the cost shown here is within its noise (the choice taken is then judged as any other: among
    the best or close, with the sound table's note): nothing is flagged, mistake or exploit, on a cost its
    own margin does not clear."""
    cost, margin = d.cost_bb, d.cost_margin_bb
    if not _beyond(cost, margin):
        return None
    taken = d.choices[d.taken].ev_bb
    named = [i for i in _top(d) if d.choices[i].ev_bb - taken >= MISTAKE_BB]
    exploit = Verdict(EXPLOIT, cost, margin, tuple(named or [d.best]))
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
    the recommended choice is among all (no bigger risk for a gain it cannot show): the one putting in the
    fewest chips that none of them beats beyond the noise at this table; then, worth most first, those of
    them valued more than it here (within the noise of it, as it is unbeaten), named with it."""
    good = sorted(sound.good, key=lambda i: (weight(d.choices[i].action), i))

    def beats(i: int, j: int) -> bool:
        """Whether choice ``i`` beats ``j`` beyond the noise here (their paired errors against the best
        taken as independent: an upper bound where the same deals correlate them)."""
        error = math.hypot(d.difference_error(i), d.difference_error(j))
        return d.choices[i].ev_bb - d.choices[j].ev_bb > Z95 * error

    first = next(i for i in good if not any(beats(j, i) for j in good))
    worth = d.choices[first].ev_bb
    same = [i for i in good if i != first and d.choices[i].ev_bb >= worth]  # within the noise: unbeaten
    return first, *sorted(same, key=lambda i: (-d.choices[i].ev_bb, i))


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


def _top(d: DecisionGrade, *same: int) -> tuple[int, ...]:
    """The choices named best, worth most first: from the one worth most, every choice in turn until the
    first it beats beyond the noise (:func:`_beaten`), so a noisy choice worth less never pulls in a
    surely worse one valued between (folding at 0.0 beside all in at +2.2 ± 0.5 is not named best because
    a raise at -1.1 ± 2.6 is within the noise); the recommended choice and ``same`` (a choice taken whose
    gap found on the deals that graded it, measured again on fresh ones, is within the noise there), with
    every choice valued at least as much as one named (so no choice left out is worth more than one
    named)."""
    order = sorted(range(len(d.choices)), key=lambda i: (-d.choices[i].ev_bb, i))
    found = {d.best, *same}
    for i in order:
        if _beaten(d, order[0], i):
            break
        found.add(i)
    floor = min(d.choices[i].ev_bb for i in found)
    found |= {i for i, c in enumerate(d.choices) if c.ev_bb >= floor}
    return tuple(sorted(found, key=lambda i: (-d.choices[i].ev_bb, i)))


def _beaten(d: DecisionGrade, top: int, index: int) -> bool:
    """Whether choice ``top`` is worth more than choice ``index`` beyond the noise: against the recommended
    choice with the error of the paired difference kept; else with both choices' errors as if independent
    (the larger, so never more beaten than the deals show)."""
    if top == index:
        return False
    gap = d.choices[top].ev_bb - d.choices[index].ev_bb
    if top == d.best:
        return gap > Z95 * d.difference_error(index)
    return gap > Z95 * math.hypot(d.choices[top].stderr_bb, d.choices[index].stderr_bb)
