"""A drill: spots of one family dealt one after another, graded at once, scored and kept.

The screen asks :meth:`DrillRun.next_spot` (hands played until the spot: CPU work, run in a
worker thread), then :meth:`DrillRun.prepare`, which grades the choices of the spot while the
player looks at it: every choice played out once (what no answer changes,
:func:`~holdem.coach.drill_spots.prepare_spot`), then each choice's verdict from that, the best
first (:func:`~holdem.coach.drill_spots.grading_order`; the choice pressed next if its turn has
not come), so the verdict is ready when the key is, or soon after; then :meth:`DrillRun.answer`
with the player's choice: the verdict, recorded as one transaction.

Spaced repetition: a spot key (the family and the player's position) answered with a mistake
comes back after one spot of the family, then after 2, 4 and 8 once answered right
(:func:`due_position`); the drill pins the next spot's position to the most overdue key.
"""

from __future__ import annotations

import threading
import uuid
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Final

from holdem.coach.drill_families import BY_KEY, FAMILIES
from holdem.coach.drill_spots import (
    ANYWHERE,
    DrillSpot,
    Narrowing,
    find_spot,
    grade_choice,
    grading_order,
    prepare_spot,
    search_hands,
)
from holdem.coach.grade import DEFAULT_BUDGET, Budget, DecisionGrade
from holdem.coach.values import Interrupted, interruptible
from holdem.engine.actions import Action
from holdem.records.drills import DrillAnswer

if TYPE_CHECKING:
    from holdem.bots.base import Bot
    from holdem.records.store import HandStore

NARROW_POSITIONS: Final = (None, "UTG", "HJ", "CO", "BTN", "SB", "BB")
"""The positions the drills page pins in turn (key P; None: any), as ``holdem drill --position`` offers."""
NARROW_DEPTHS: Final = (100, 40, 20)
"""The stack depths in big blinds the drills page sets in turn (key S), as ``holdem drill --depth`` offers:
the game's stacks, a short stack, and the push-or-fold depth."""
LEARNED: Final = 4
"""Right answers in a row after a mistake that take a spot key off the schedule (gaps 1, 2, 4, 8 spots)."""


@dataclass(frozen=True, slots=True)
class Score:
    """Answers summed: how many count, the share without a mistake, and the big blinds given up per answer
    (a trivial fold folded is left out: it would flatter the share, as trainers found; unless the verdict
    says it cost, a fold every style makes that the coach finds a mistake or a missed exploit)."""

    decisions: int
    clean: float
    lost_bb: float

    @classmethod
    def of(cls, answers: Iterable[DrillAnswer]) -> Score:
        counted = [a for a in answers
                   if not (a.trivial and a.choice == "fold" and a.verdict in ("best", "close"))]
        if not counted:
            return cls(0, 0.0, 0.0)
        clean = sum(not a.mistake for a in counted) / len(counted)
        return cls(len(counted), clean, sum(a.cost_bb for a in counted) / len(counted))


POSTFLOP_FAMILY: Final = {
    ("flop", "call"): "vs_cbet", ("flop", "fold"): "vs_cbet", ("flop", "fold_to_cbet"): "vs_cbet",
    ("flop", "value"): "cbet_ip", ("flop", "bluff"): "cbet_ip", ("flop", "check"): "cbet_ip",
    ("turn", "value"): "barrel", ("turn", "bluff"): "barrel", ("turn", "check"): "barrel",
    ("river", "value"): "river_value", ("river", "check"): "river_value",
}
"""The family that drills a leak kind after the flop, by street (anything else faced: the river call)."""


def family_for(kind: str, street: str) -> str:
    """The family to drill for a graded decision's leak kind (``preflop:CO``, ``call``...) on ``street``."""
    base, _colon, where = kind.partition(":")
    if base == "preflop":
        return {"BB": "bb_defend", "SB": "bvb"}.get(where, "open")
    return POSTFLOP_FAMILY.get((street, base), "river_call")


def narrowed(narrowing: Narrowing, what: str) -> Narrowing:
    """``narrowing`` with its ``position`` or its ``depth`` moved on to the next one offered, or ``close``
    decisions only turned on or off."""
    if what == "position":
        at = NARROW_POSITIONS.index(narrowing.position) if narrowing.position in NARROW_POSITIONS else -1
        return replace(narrowing, position=NARROW_POSITIONS[(at + 1) % len(NARROW_POSITIONS)])
    if what == "depth":
        at = NARROW_DEPTHS.index(narrowing.depth_bb) if narrowing.depth_bb in NARROW_DEPTHS else -1
        return replace(narrowing, depth_bb=NARROW_DEPTHS[(at + 1) % len(NARROW_DEPTHS)])
    return replace(narrowing, close_only=not narrowing.close_only)


def progress(answers: Sequence[DrillAnswer]) -> dict[str, Score]:
    """Each family's score over ``answers`` (every family, in the drills page's order)."""
    return {f.key: Score.of(a for a in answers if a.family == f.key) for f in FAMILIES}


def due_position(answers: Sequence[DrillAnswer], family: str) -> str | None:
    """The position of the most overdue spot key of ``family``, or None when none is due.

    A key answered with a mistake is due after 1 more answer of the family; each right answer since
    doubles the gap (2, 4, 8); after :data:`LEARNED` right answers in a row it is off the schedule."""
    mine = [a for a in answers if a.family == family]
    streak: dict[str, int | None] = {}  # right answers since the last mistake (None: never missed)
    last: dict[str, int] = {}
    for index, a in enumerate(mine):
        last[a.spot_key] = index
        if a.mistake:
            streak[a.spot_key] = 0
        elif streak.get(a.spot_key) is not None:
            streak[a.spot_key] = (streak[a.spot_key] or 0) + 1
    overdue: list[tuple[int, str]] = []
    for key, right in streak.items():
        if right is None or right >= LEARNED:
            continue
        since = len(mine) - 1 - last[key]
        if since >= 2 ** right:
            overdue.append((since - 2 ** right, key))
    if not overdue:
        return None
    return max(overdue)[1].partition(":")[2] or None


def first_due(answers: Sequence[DrillAnswer]) -> str:
    """The family ``holdem drill`` opens without one named: the first with a spot due again, else the
    first family."""
    return next((f.key for f in FAMILIES if due_position(answers, f.key) is not None), FAMILIES[0].key)


class DrillRun:
    """One run of a family's drill: its spots in order, their grades, and the answers given."""

    def __init__(
        self, family: str, *, seed: int, narrowing: Narrowing = ANYWHERE,
        opponents: Sequence[Bot] | None = None, store: HandStore | None = None,
        budget: Budget = DEFAULT_BUDGET, max_hands: int | None = None,
    ) -> None:
        self.family = BY_KEY[family]
        self.seed = seed
        self.narrowing = narrowing
        self.opponents = opponents
        self.store = store
        self.budget = budget
        self.max_hands = search_hands(family) if max_hands is None else max_hands  # None: the family's
        self.session_id = f"drill-{datetime.now(UTC):%Y%m%dT%H%M%S}-{uuid.uuid4().hex[:6]}"
        self.number = 0
        self.spot: DrillSpot | None = None
        self.answers: list[DrillAnswer] = []  # this run's
        self._grades: dict[Action, DecisionGrade] = {}
        self._wanted: Action | None = None
        self._lock = threading.Lock()

    @property
    def history(self) -> list[DrillAnswer]:
        """Every stored answer (all sessions) and this run's when there is no store."""
        return list(self.store.drill_answers) if self.store is not None else list(self.answers)

    def next_spot(self) -> DrillSpot | None:
        """The next spot of the family (None when the table did not reach one in ``max_hands`` hands); a
        spot key due for repetition pins the position, unless the drill pins one itself."""
        with self._lock:  # a worker still grading the last spot stops after its current choice
            self.spot, self._grades, self._wanted = None, {}, None
        narrowing = self.narrowing
        if narrowing.position is None:
            due = due_position(self.history, self.family.key)
            if due is not None:
                narrowing = replace(narrowing, position=due)
        spot = find_spot(self.family, seed=self.seed, number=self.number, narrowing=narrowing,
                         opponents=self.opponents, max_hands=self.max_hands)
        if spot is None and narrowing is not self.narrowing:  # the due position did not come up
            spot = find_spot(self.family, seed=self.seed, number=self.number, narrowing=self.narrowing,
                             opponents=self.opponents, max_hands=self.max_hands)
        self.number += 1
        with self._lock:
            self.spot, self._grades, self._wanted = spot, {}, None
        return spot

    def prepare(self, spot: DrillSpot | None = None) -> None:
        """Grade the choices of the spot: every choice played out once, then each one's verdict in
        :func:`~holdem.coach.drill_spots.grading_order`; a choice pressed before its verdict is worked out
        goes next, and the one being finished gives way to it (begun again later). Stops when the choice
        pressed is graded (the drill moves on after an answer) or the drill has moved on to another spot."""
        spot = spot or self.spot
        if spot is None:
            return
        try:
            with interruptible(lambda: self.spot is not spot):  # the drill moved on
                prepared = prepare_spot(spot, self.budget)
        except Interrupted:
            return
        order = grading_order(prepared)
        while True:
            with self._lock:
                if self.spot is not spot or (self._wanted is not None and self._wanted in self._grades):
                    return
                left = [c for c in order if c not in self._grades]
                if not left:
                    return
                action = self._wanted if self._wanted in left else left[0]

            def stop(action: Action = action) -> bool:  # the drill moved on, or another choice was pressed
                wanted = self._wanted
                return self.spot is not spot or (wanted is not None and wanted != action
                                                 and wanted not in self._grades)

            try:
                with interruptible(stop):
                    grade = prepared.grade(action)
            except Interrupted:  # graded again from the preparation when its turn comes back
                continue
            with self._lock:
                if self.spot is spot:
                    self._grades.setdefault(action, grade)

    def graded(self, action: Action) -> bool:
        """Whether the grade of answering ``action`` is worked out (asks for nothing)."""
        with self._lock:
            return action in self._grades

    def ready(self, action: Action) -> DecisionGrade | None:
        """The grade of answering ``action`` if it is worked out already (and asks for it next otherwise)."""
        with self._lock:
            grade = self._grades.get(action)
            if grade is None:
                self._wanted = action
            return grade

    def answer(self, action: Action, grade: DecisionGrade | None = None) -> DecisionGrade:
        """The player's answer: its grade (worked out now if not ready), recorded in one transaction."""
        spot = self.spot
        if spot is None:
            raise RuntimeError("no spot to answer")
        if grade is None:
            grade = self.ready(action) or grade_choice(spot, action, self.budget)
            with self._lock:
                self._grades.setdefault(action, grade)
        verdict = grade.verdict
        answer = DrillAnswer(self.session_id, self.family.key, spot.key, str(action), verdict.kind,
                             max(verdict.cost_bb, 0.0), spot.trivial)
        self.answers.append(answer)
        if self.store is not None:
            self.store.save_drill_answer(answer)
        return grade

    def score(self) -> Score:
        """This run's score."""
        return Score.of(self.answers)
