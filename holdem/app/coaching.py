"""The coach's grading service: each finished hand is graded in a worker process, never in the game's.

Grading is CPU-bound Python. In the game's own process, even in a thread, it would slow the
opponents' decisions through the GIL, so it runs in one worker process (``ProcessPoolExecutor``
with one worker, started with ``spawn`` and at a lower priority). Each grade is stored with its
hand (``holdem.records.grades``), so a hand graded once opens at once, after a restart too.
Screens ask :meth:`Coach.grade`; the app calls :meth:`Coach.poll` now and then to take in the
grades that have come back (the store is only touched from the app's thread).

Tests pass ``worker=False``: the grader runs inline when the hand ends, so a Pilot test is
deterministic.
"""

from __future__ import annotations

import contextlib
import os
import pickle
import sqlite3
import sys
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, Any

from holdem.engine import Event, filter_events

if TYPE_CHECKING:
    from concurrent.futures import Future, ProcessPoolExecutor

    from holdem.app.session import Session
    from holdem.coach import HandGrade
    from holdem.records.store import HandStore

NICENESS = 10  # the worker's priority below the game's: the table never waits for the coach
BULK_LOAD = 50  # more stored grades than this not yet read are read in one query
MAX_WAITING = 12  # hands waiting for the worker beyond this: the oldest waiting one is skipped
IN_POOL = 2  # jobs handed to the pool at a time: the one being graded and the next
STOP_WAIT = 2.0  # seconds to wait for a terminated worker to end (it ends at once)


class Status(Enum):
    """A hand without a grade to show: being graded, could not be graded, skipped, never sent, or graded by
    an older version of the coach (its verdicts decided by other rules: marked, not shown)."""

    GRADING = "grading"
    FAILED = "failed"
    SKIPPED = "skipped"
    NONE = "none"
    STALE = "stale"


@dataclass(frozen=True, slots=True)
class GradeJob:
    """What grading one hand needs, picklable into the worker process."""

    hand_id: int
    events: tuple[Event, ...]  # as the player saw them: no hidden card leaves the game
    seat: int
    opponents: bytes  # pickle of {seat: bot}, the opponents as they were when the hand began
    seed: int  # the session's seed; the coach draws from stream(seed, "coach:<hand_id>")

    def bots(self) -> dict[int, Any]:
        """The opponents, copied afresh from the pickle."""
        bots: dict[int, Any] = pickle.loads(self.opponents)
        return bots


Grader = Callable[[GradeJob], "HandGrade"]


def grade_job(job: GradeJob) -> HandGrade:
    """The real coach (in the worker process): ``holdem.coach.grade_hand`` on the job's hand."""
    from holdem.coach import grade_hand

    return grade_hand(job.events, job.seat, job.hand_id, job.bots(), seed=job.seed)


def lower_priority() -> None:
    """The worker's initializer: run below the game (where the platform has ``os.nice``)."""
    nice = getattr(os, "nice", None)
    if nice is not None:
        with contextlib.suppress(OSError):
            nice(NICENESS)


def snapshot(bots: Sequence[object]) -> bytes | None:
    """The opponents (seats 1, 2, ...) pickled as they are now; None when one cannot be pickled."""
    try:
        return pickle.dumps(dict(enumerate(bots, start=1)), protocol=pickle.HIGHEST_PROTOCOL)
    except (pickle.PicklingError, TypeError, AttributeError):
        return None


@contextlib.contextmanager
def _real_stderr() -> Iterator[None]:
    """Starting a process hands it ``sys.stderr``: while Textual captures it, hand over the real one."""
    try:
        usable = sys.stderr is not None and sys.stderr.fileno() >= 0
    except (AttributeError, OSError, ValueError):
        usable = False
    if usable or sys.__stderr__ is None:
        yield
        return
    with contextlib.redirect_stderr(sys.__stderr__):
        yield


class Coach:
    """Grades finished hands with ``grader``: in a worker process, or inline (``worker=False``)."""

    def __init__(self, store: HandStore | None, *, grader: Grader = grade_job, worker: bool = True) -> None:
        self.store = store
        self.grader = grader
        self.worker = worker
        self._pool: ProcessPoolExecutor | None = None
        self._pending: dict[int, Future[HandGrade]] = {}  # in the pool: being graded, or next
        self._waiting: deque[GradeJob] = deque()  # not yet handed to the pool, oldest first
        self._sessions: dict[int, str] = {}  # hand id -> session id, for storing its grade
        self._grades: dict[int, HandGrade] = {}
        self._failed: dict[int, str] = {}  # hand id -> why it could not be graded
        self._unreadable: set[int] = set()  # stored grades that do not decode (shown as not graded)
        self._stale: set[int] = set()  # stored grades of an older version (shown as such, not read)
        self._skipped: set[int] = set()  # sent while too many hands were waiting
        self._opponents: bytes | None = None

    # ----- the hands -----------------------------------------------------------------------

    def hand_began(self, bots: Sequence[object]) -> None:
        """Keep a copy of the opponents before they play (and learn from) the new hand."""
        self._opponents = snapshot(bots)

    def hand_ended(self, session: Session) -> None:
        """Send the session's hand, just finished and stored, to be graded."""
        hand, records, record = session.hand, session.records, session.record
        if hand is None:
            return
        seat = 0 if record is None else record.hero_seat
        hand_id, session_id = hand.hand_number, ""
        events = filter_events(hand.events, seat)
        if records is not None and record is not None:
            stored = records.store.find(record.session_id, hand.hand_number)
            if stored is None:
                return  # not stored (a full disk): there is nowhere to keep its grade
            hand_id, session_id, events = stored.hand_id, stored.session_id, stored.events
        self.submit(GradeJob(hand_id, events, seat, self._opponents or b"", session.seed), session_id)

    def submit(self, job: GradeJob, session_id: str) -> None:
        """Grade ``job``: start it in the worker, or (inline) grade and store it now."""
        self._sessions[job.hand_id] = session_id
        if not job.opponents:
            self._failed[job.hand_id] = "the opponents could not be copied"
            return
        if not self.worker:
            try:
                self._keep(job.hand_id, self.grader(job))
            except Exception as error:  # a grader bug costs the grade, never the game
                self._failed[job.hand_id] = repr(error)
            return
        self._waiting.append(job)
        while len(self._waiting) > MAX_WAITING:  # fallen behind: the oldest waiting hand is skipped
            self._skipped.add(self._waiting.popleft().hand_id)
        self._feed()

    def _feed(self) -> None:
        """Hand the worker's pool the newest waiting jobs, up to ``IN_POOL`` at a time."""
        while self._waiting and len(self._pending) < IN_POOL:
            job = self._waiting.pop()  # the newest first: the hand the player is most likely to open
            with _real_stderr():
                if self._pool is None:
                    # Imported with the first finished hand: the table's first frame does not wait for them.
                    import multiprocessing
                    from concurrent.futures import ProcessPoolExecutor

                    self._pool = ProcessPoolExecutor(
                        max_workers=1, mp_context=multiprocessing.get_context("spawn"),
                        initializer=lower_priority,
                    )
                self._pending[job.hand_id] = self._pool.submit(self.grader, job)

    def poll(self) -> list[int]:
        """Take in the grades that have come back; the ids of the hands whose state changed."""
        changed = []
        for hand_id, future in list(self._pending.items()):
            if not future.done():
                continue
            del self._pending[hand_id]
            changed.append(hand_id)
            error = future.exception()
            if error is None:
                self._keep(hand_id, future.result())
            else:
                self._failed[hand_id] = repr(error)
                if self._pool is not None and getattr(self._pool, "_broken", False):
                    self._pool = None  # a worker died: the next job starts a new one
        if self.worker:
            self._feed()
        return changed

    def _keep(self, hand_id: int, grade: HandGrade) -> None:
        self._grades[hand_id] = grade
        if self.store is not None:
            with contextlib.suppress(sqlite3.Error):
                self.store.save_grade(hand_id, self._sessions.get(hand_id, ""), grade.to_json())

    # ----- what the screens ask ---------------------------------------------------------------

    def grade(self, hand_id: int) -> HandGrade | Status:
        """The grade of a hand, or why there is none to show."""
        if hand_id in self._grades:
            return self._grades[hand_id]
        if hand_id in self._pending or any(job.hand_id == hand_id for job in self._waiting):
            return Status.GRADING
        if hand_id in self._failed:
            return Status.FAILED
        if hand_id in self._skipped:
            return Status.SKIPPED
        stored = self._stored(hand_id)
        if stored is None:
            return Status.STALE if hand_id in self._stale else Status.NONE
        return stored

    def _stored(self, hand_id: int) -> HandGrade | None:
        skip = self._unreadable | self._stale
        data = None if self.store is None or hand_id in skip else self.store.grade(hand_id)
        if data is not None:
            self._decode([(hand_id, data)])
        return self._grades.get(hand_id)

    def stored_grades(self, session_id: str | None = None) -> list[HandGrade]:
        """Every readable stored grade (one session's with ``session_id``), oldest hand first.

        Each stored grade is decoded once: a screen that asks again reads only the ids.
        """
        if self.store is None:
            return []
        ids = self.store.grade_ids(session_id)
        known = self._grades.keys() | self._unreadable | self._stale
        missing = [hand_id for hand_id in ids if hand_id not in known]
        if len(missing) > BULK_LOAD:
            self._decode(self.store.grades(session_id))
        else:
            self._decode((hand_id, self.store.grade(hand_id)) for hand_id in missing)
        return [self._grades[hand_id] for hand_id in ids if hand_id in self._grades]

    def _decode(self, rows: Iterable[tuple[int, dict[str, object] | None]]) -> None:
        from holdem.coach import HandGrade
        from holdem.coach.grade import StaleGrade

        for hand_id, data in rows:
            if hand_id in self._grades:
                continue
            try:
                self._grades[hand_id] = HandGrade.from_json(data or {})
            except StaleGrade:  # its verdicts were decided by other rules: not read, marked as such
                self._stale.add(hand_id)
            except ValueError:
                self._unreadable.add(hand_id)

    @property
    def pending(self) -> int:
        """How many hands are being graded."""
        return len(self._pending) + len(self._waiting)

    def close(self) -> None:
        """Cancel what is waiting and stop the worker without waiting for the hand it is grading."""
        pool, self._pool = self._pool, None
        self._pending.clear()
        self._waiting.clear()
        if pool is None:
            return
        # The pool's processes are not public API; without them, exit would wait for the running job.
        # Ended before the shutdown: the pool then sees a broken worker and closes its pipes, which
        # frees a thread still writing a job to it (shut down first, it would wait for that thread).
        processes = list((getattr(pool, "_processes", None) or {}).values())
        for process in processes:
            with contextlib.suppress(Exception):
                process.terminate()
        for process in processes:
            with contextlib.suppress(Exception):
                process.join(STOP_WAIT)
        call_queue = getattr(pool, "_call_queue", None)
        if call_queue is not None:  # exit must not wait for a job still being written to the ended worker
            call_queue.cancel_join_thread()
        pool.shutdown(wait=False, cancel_futures=True)
