"""The grading service: hands graded after they end, kept with the hands, never in the game's way."""

from __future__ import annotations

import pickle
import sqlite3
import time
from contextlib import closing
from multiprocessing.process import BaseProcess

from coach_fakes import broken_grade, fake_grade, grade_events, slow_grade

from holdem.app.coaching import MAX_WAITING, Coach, GradeJob, Status, snapshot
from holdem.app.session import Session
from holdem.bots.lineup import opponents
from holdem.coach.grade import GRADE_VERSION
from holdem.engine.actions import Action
from holdem.records.recorder import Records
from holdem.records.store import HandStore
from holdem.records.store_file import SCHEMA_VERSION


def play(session: Session, hands: int = 1) -> None:
    """Play ``hands`` hands, the player calling or checking every time."""
    for _ in range(hands):
        session.start_hand()
        while session.in_hand:
            if session.to_act == 0:
                legal = session.view().legal
                session.act(0, Action.check() if legal.can_check else Action.call())
            else:
                session.bot_acts(session.to_act)


def coached_session(records: Records, coach: Coach, seed: int = 3) -> Session:
    session = Session(seed=seed, name="Hero", bots=opponents(seed), bot_delay=0)
    session.attach(records)
    session.coach = coach
    return session


def wait_for(coach: Coach, limit: float = 60.0) -> None:
    """Poll until nothing is pending (a grader that never answers fails the test after ``limit``)."""
    deadline = time.monotonic() + limit
    while coach.pending and time.monotonic() < deadline:
        coach.poll()
        time.sleep(0.05)
    assert not coach.pending


def ended_within(process: BaseProcess, limit: float) -> bool:
    """The worker process has ended within ``limit`` seconds.

    Read through ``exitcode`` again and again rather than ``join`` then ``is_alive``: the pool's own
    thread may reap the process first, and for a moment ``is_alive`` still says True.
    """
    deadline = time.monotonic() + limit
    while process.exitcode is None and time.monotonic() < deadline:
        time.sleep(0.01)
    return process.exitcode is not None


def test_a_grade_is_stored_with_its_hand_and_read_back_after_a_restart(tmp_path):
    with closing(Records.open(tmp_path)) as records:
        session = coached_session(records, Coach(records.store, grader=fake_grade, worker=False))
        play(session, 3)
        hands = records.store.hands()
        grades = {hand.hand_id: session.coach.grade(hand.hand_id) for hand in hands}
    assert all(g == grade_events(h.events, 0, h.hand_id) for h, g in zip(hands, grades.values(), strict=True))
    with closing(Records.open(tmp_path)) as records:
        again = Coach(records.store, grader=broken_grade, worker=False)  # never asked: the grades are stored
        assert {h: again.grade(h) for h in grades} == grades
        assert [g.hand_id for g in again.stored_grades(session.record.session_id)] == sorted(grades)


def test_the_grader_gets_the_players_view_and_the_opponents_as_they_were_when_the_hand_began(tmp_path):
    jobs: list[GradeJob] = []

    def keep(job: GradeJob):
        jobs.append(job)
        return fake_grade(job)

    with closing(Records.open(tmp_path)) as records:
        session = coached_session(records, Coach(records.store, grader=keep, worker=False))
        play(session, 2)
        before = pickle.dumps(dict(enumerate(session.bots, start=1)), protocol=pickle.HIGHEST_PROTOCOL)
        play(session, 1)
        job = jobs[-1]
        stored = records.store.recent(1)[0]
    assert job.hand_id == stored.hand_id and job.events == stored.events and job.seat == 0
    assert job.seed == 3 and job.opponents == before  # not the bots after they learned from the hand
    assert pickle.dumps(job.bots(), protocol=pickle.HIGHEST_PROTOCOL) == before
    assert pickle.dumps(dict(enumerate(session.bots, start=1)), protocol=pickle.HIGHEST_PROTOCOL) != before


def test_a_grader_that_fails_costs_the_grade_and_never_the_game(tmp_path):
    with closing(Records.open(tmp_path)) as records:
        session = coached_session(records, Coach(records.store, grader=broken_grade, worker=False))
        play(session, 2)
        assert session.hands_played == 2
        assert all(session.coach.grade(h.hand_id) is Status.FAILED for h in records.store.hands())
        assert records.store.grades() == []


def test_opponents_that_cannot_be_copied_are_not_graded(tmp_path):
    class Unpicklable:
        name = "Odd"

        def __reduce__(self):
            raise TypeError("no copies")

    assert snapshot([Unpicklable()]) is None
    coach = Coach(None, grader=fake_grade, worker=False)
    coach.hand_began([Unpicklable()])
    coach.submit(GradeJob(1, (), 0, b"", seed=1), "s")
    assert coach.grade(1) is Status.FAILED and coach.grade(2) is Status.NONE


def test_hands_are_graded_in_a_worker_process_and_polled_in(tmp_path):
    with closing(Records.open(tmp_path)) as records:
        coach = Coach(records.store, grader=fake_grade, worker=True)
        session = coached_session(records, coach)
        try:
            play(session, 2)
            wait_for(coach)
            for hand in records.store.hands():
                assert coach.grade(hand.hand_id) == grade_events(hand.events, 0, hand.hand_id)
                assert records.store.grade(hand.hand_id) is not None
        finally:
            coach.close()


def test_closing_drops_pending_work_and_stops_the_worker_without_waiting(tmp_path):
    with closing(Records.open(tmp_path)) as records:
        coach = Coach(records.store, grader=slow_grade, worker=True)  # each grade would take a minute
        session = coached_session(records, coach)
        play(session, 2)
        assert coach.pending == 2
        assert coach.grade(records.store.hands()[0].hand_id) is Status.GRADING
        processes = list(coach._pool._processes.values())
        coach.close()
        for process in processes:  # terminated: it ends now, not after its minute of grading
            assert ended_within(process, 10.0)
        assert coach.pending == 0 and records.store.grades() == []


def test_when_the_coach_falls_behind_the_oldest_waiting_hands_are_skipped(tmp_path):
    with closing(Records.open(tmp_path)) as records:
        coach = Coach(records.store, grader=slow_grade, worker=True)
        session = coached_session(records, coach)
        try:
            play(session, MAX_WAITING + 6)
            statuses = [coach.grade(hand.hand_id) for hand in records.store.hands()]
        finally:
            coach.close()
    # The first hand went to the worker, the second waits in its pool; of the rest, the newest
    # MAX_WAITING wait and the older ones were skipped.
    skipped = MAX_WAITING + 6 - 2 - MAX_WAITING
    assert statuses == [Status.GRADING] * 2 + [Status.SKIPPED] * skipped + [Status.GRADING] * MAX_WAITING


def test_a_version_3_store_gets_an_empty_grades_table(tmp_path):
    path = tmp_path / "holdem.sqlite3"
    HandStore.open(path).close()
    with sqlite3.connect(path) as db:
        db.execute("DROP TABLE grades")
        db.execute("UPDATE meta SET value = '3' WHERE key = 'schema_version'")
    db.close()
    with HandStore.open(path) as store:
        assert store.grades() == [] and not store.notices
        store.save_grade(1, "s", {"hand_id": 1})
        assert store.grade(1) == {"hand_id": 1}
    with closing(sqlite3.connect(path)) as db:
        version = db.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()
    assert version == (str(SCHEMA_VERSION),)


def test_a_damaged_grade_reads_as_not_graded(tmp_path):
    path = tmp_path / "holdem.sqlite3"
    with HandStore.open(path) as store:
        store.save_grade(1, "s", {"version": GRADE_VERSION, "hand_id": 1, "decisions": "not a list"})
        coach = Coach(store, grader=fake_grade, worker=False)
        assert coach.grade(1) is Status.NONE and coach.stored_grades() == []


def test_a_grade_stored_by_an_older_coach_is_marked_as_such_and_left_out_of_the_lists(tmp_path):
    """Its verdicts were decided by other rules (no sound table): not read, not counted, said so."""
    with HandStore.open(tmp_path / "holdem.sqlite3") as store:
        store.save_grade(1, "s", {"hand_id": 1, "seat": 0, "big_blind": 10, "decisions": []})  # version 1
        store.save_grade(2, "s", {"version": GRADE_VERSION, "hand_id": 2, "seat": 0, "big_blind": 10,
                                  "decisions": []})
        coach = Coach(store, grader=fake_grade, worker=False)
        assert [g.hand_id for g in coach.stored_grades()] == [2]
        assert coach.grade(1) is Status.STALE


def test_the_leak_report_reads_every_stored_grade_once_and_then_only_new_ones(tmp_path):
    with HandStore.open(tmp_path / "holdem.sqlite3") as store:
        grade = {"version": GRADE_VERSION, "hand_id": 0, "seat": 0, "big_blind": 10, "decisions": []}
        for hand_id in range(1, 61):
            store.save_grade(hand_id, "a" if hand_id <= 30 else "b", {**grade, "hand_id": hand_id})
        store.save_grade(61, "b", {"version": GRADE_VERSION, "hand_id": 61, "decisions": "damaged"})
        coach = Coach(store, grader=fake_grade, worker=False)
        assert [g.hand_id for g in coach.stored_grades()] == list(range(1, 61))  # one bulk read
        assert [g.hand_id for g in coach.stored_grades("a")] == list(range(1, 31))
        store.save_grade(62, "b", {**grade, "hand_id": 62})
        assert [g.hand_id for g in coach.stored_grades("b")] == [*range(31, 61), 62]
        assert coach.grade(61) is Status.NONE
