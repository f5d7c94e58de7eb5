"""The verdict on a decision, decided in one place: best, close, mistake, or exploit, with its cost.

A decision is valued twice. Against *this table* (the opponents as they are,
their ranges read from what they did) every choice is played out; against a
*sound table* (every opponent played, from the same actions, by the
tight-aggressive style knowing nothing of the player) the choice taken is
played out where that can change what the player is told (:mod:`holdem.coach.sound`).

- **mistake**: the choice taken gives up at least :data:`MISTAKE_BB` against the
  best in both: at this table (beyond the noise, confirmed on fresh deals, and
  still at least the line when measured again on other fresh deals, the cost
  shown) and at the sound table (beyond the noise there).
- **exploit**: a mistake at this table that is none at the sound table: the
  best choice pays only against these opponents; the opponent and the tendency
  it rests on are named (:class:`Tendency`). Never a leak.
- **best**: the choice taken is one of the best: the choices no other beats
  beyond the noise, named together when there are several.
- **close**: anything else: worth less than the best, but less than the line
  or within the noise, or a gap that fresh deals did not confirm.

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
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

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
    """Where the two tables disagree (an exploit, or the reverse), the tendency that makes the difference."""

    @property
    def mistake(self) -> bool:
        """Whether the choice taken gives up :data:`MISTAKE_BB` beyond the noise at the sound table."""
        return self.gap_bb >= MISTAKE_BB and self.gap_bb > Z95 * self.stderr_bb


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
        kind = EXPLOIT if d.sound is not None and not d.sound.mistake else MISTAKE
        taken = d.choices[d.taken].ev_bb
        named = [i for i in _top(d) if d.choices[i].ev_bb - taken >= MISTAKE_BB]
        return Verdict(kind, cost, margin, tuple(named or [d.best]))
    top = _top(d)
    kind = BEST if d.taken in top else CLOSE
    reverse = d.sound is not None and d.sound.mistake
    return Verdict(kind, cost if kind == CLOSE else 0.0, margin if kind == CLOSE else 0.0, top, reverse)


def _top(d: DecisionGrade) -> tuple[int, ...]:
    """The best and every choice within the noise of it, and any choice valued at least as much as one of
    those (so no choice left out is worth more than one named), worth most first."""
    found = {d.best} | {i for i in range(len(d.choices)) if d.close(i)}
    floor = min(d.choices[i].ev_bb for i in found)
    found |= {i for i, c in enumerate(d.choices) if c.ev_bb >= floor}
    return tuple(sorted(found, key=lambda i: (-d.choices[i].ev_bb, i)))
