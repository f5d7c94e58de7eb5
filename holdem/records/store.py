"""The hand store: every completed hand in SQLite, from which stats and replays are rebuilt.

Each row holds a hand as the player's seat saw it (:mod:`holdem.records.stored_hand`), so no
hidden card is ever stored; the file, its schema and its repair are :mod:`holdem.records.store_file`.
Beside each hand, a summary row and per-player totals (:mod:`holdem.records.summary`) are written
in the same transaction, so statistics never decode every hand.
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

from holdem.engine import Event, filter_events
from holdem.engine.events import HandEnded, HandStarted
from holdem.records.atomic import move_aside
from holdem.records.codec import CodecError, events_to_json
from holdem.records.drills import DrillAnswer, load_answers, save_answer
from holdem.records.grades import load_grade, load_grade_ids, load_grades, save_grade
from holdem.records.notes import Note, load_notes, save_note
from holdem.records.notices import Notice, Notices
from holdem.records.stats import SeatStats
from holdem.records.store_file import check, connect, sidecar, start_afresh
from holdem.records.stored_hand import COLUMNS, StoredHand, row_to_hand
from holdem.records.summary import (
    EVERY_TABLE,
    TableKind,
    add_summary,
    read_biggest,
    read_positions,
    read_results,
    read_totals,
    table_kinds,
)
from holdem.records.summary import session_net as _session_net


class StoreError(RuntimeError):
    """A hand cannot be stored (a duplicate id, an unfinished hand)."""


class HandStore:
    """Completed hands in an SQLite file. Open with :meth:`open`; ``notices`` says what was repaired."""

    def __init__(self, connection: sqlite3.Connection, path: Path, notices: Notices) -> None:
        self._db = connection
        self.path = path
        self.notices = notices
        self.unreadable: set[int] = set()  # ids of rows whose events could not be decoded
        self.notes, damaged = load_notes(connection)  # by name; a few rows, read once
        if damaged:
            notices.append(Notice("notes_damaged", "{count} damaged notes were set aside in the table "
                                  "notes_damaged of {store}; the other notes are kept.",
                                  count=damaged, store=path.name))
        self.drill_answers, damaged = load_answers(connection)  # a few rows per drill, read once
        if damaged:
            notices.append(Notice("drills_damaged", "{count} damaged drill answers were set aside in the "
                                  "table drill_answers_damaged of {store}; the other answers are kept.",
                                  count=damaged, store=path.name))

    @classmethod
    def open(cls, path: Path) -> HandStore:
        """Open (or create) the store; a damaged file is moved aside and a fresh one started."""
        notices = Notices()
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.is_file() and path.stat().st_size == 0 and not sidecar(path, "-journal").exists():
            aside = move_aside(path)
            notices.append(Notice("database_empty", "The statistics database was an empty file; it was "
                                  "moved to {aside} and a new one was started.", aside=aside.name))
        connection: sqlite3.Connection | None = None
        try:
            connection = connect(path)
            check(connection)
            return cls(connection, path, notices)
        except sqlite3.DatabaseError as error:
            if connection is not None:
                connection.close()
            notices.append(start_afresh(path, error))
            connection = connect(path)
            return cls(connection, path, notices)

    def close(self) -> None:
        with contextlib.suppress(sqlite3.Error):
            self._db.close()

    def __enter__(self) -> HandStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def add_hand(
        self,
        *,
        hand_id: int,
        session_id: str,
        events: tuple[Event, ...] | list[Event],
        hero_seat: int,
        played_at: datetime,
    ) -> StoredHand:
        """Store one finished hand, as ``hero_seat`` saw it, in one transaction."""
        seen = filter_events(tuple(events), hero_seat)
        start = next((e for e in seen if isinstance(e, HandStarted)), None)
        end = next((e for e in seen if isinstance(e, HandEnded)), None)
        if start is None or end is None:
            raise StoreError("only a finished hand (HandStarted ... HandEnded) can be stored")
        moment = played_at if played_at.tzinfo is not None else played_at.astimezone()
        stored = StoredHand(
            hand_id,
            session_id,
            start.hand_number,
            moment.astimezone(UTC),
            hero_seat,
            end.net[hero_seat],
            start.big_blind,
            seen,
        )
        try:
            with self._db:
                self._db.execute(
                    f"INSERT INTO hands ({COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        stored.hand_id,
                        session_id,
                        stored.hand_number,
                        stored.played_at.isoformat(),
                        hero_seat,
                        stored.hero_net,
                        stored.big_blind,
                        events_to_json(seen),
                    ),
                )
                add_summary(self._db, hand_id, session_id, seen, hero_seat)
        except sqlite3.IntegrityError as error:
            raise StoreError(
                f"hand {hand_id} (session {session_id}, #{start.hand_number}) is stored already"
            ) from error
        return stored

    def _query(self, sql: str, args: tuple[object, ...] = ()) -> Iterator[StoredHand]:
        for row in self._db.execute(f"SELECT {COLUMNS} FROM hands {sql}", args):
            try:
                yield row_to_hand(row)
            except CodecError:
                self.unreadable.add(row[0] if isinstance(row[0], int) else -1)  # skipped, never deleted

    def hands(self, session_id: str | None = None) -> list[StoredHand]:
        """All stored hands, oldest first; only one session's with ``session_id``."""
        if session_id is None:
            return list(self._query("ORDER BY hand_id"))
        return list(self._query("WHERE session_id = ? ORDER BY hand_id", (session_id,)))

    def hands_after(self, hand_id: int, limit: int) -> list[StoredHand]:
        """Up to ``limit`` hands with ids above ``hand_id``, oldest first."""
        return list(self._query("WHERE hand_id > ? ORDER BY hand_id LIMIT ?", (hand_id, limit)))

    def recent(self, limit: int = 50, kind: TableKind = EVERY_TABLE) -> list[StoredHand]:
        """The last ``limit`` hands (played at tables of ``kind``), newest first (the replay list)."""
        if kind == EVERY_TABLE:
            return list(self._query("ORDER BY hand_id DESC LIMIT ?", (limit,)))
        where, args = kind.where([], [])
        return list(self._query(f"WHERE hand_id IN (SELECT hand_id FROM hand_summaries {where})"
                                " ORDER BY hand_id DESC LIMIT ?", (*args, limit)))

    def table_kinds(self) -> list[tuple[int, str]]:
        """(seats, game) of every kind of table a stored hand was played at, smallest first."""
        return table_kinds(self._db)

    def get(self, hand_id: int) -> StoredHand | None:
        return next(self._query("WHERE hand_id = ?", (hand_id,)), None)

    def find(self, session_id: str, hand_number: int) -> StoredHand | None:
        """The hand with this number in this session, if it was stored."""
        return next(self._query("WHERE session_id = ? AND hand_number = ?", (session_id, hand_number)), None)

    def count(self, session_id: str | None = None) -> int:
        if session_id is None:
            (n,) = self._db.execute("SELECT COUNT(*) FROM hands").fetchone()
        else:
            (n,) = self._db.execute(
                "SELECT COUNT(*) FROM hands WHERE session_id = ?", (session_id,)
            ).fetchone()
        return int(n)

    def max_hand_id(self) -> int:
        (top,) = self._db.execute("SELECT COALESCE(MAX(hand_id), 0) FROM hands").fetchone()
        return int(top)

    def totals(
        self, session_id: str | None = None, kind: TableKind = EVERY_TABLE
    ) -> list[tuple[bool, str, SeatStats]]:
        """(is the player, name, stats) per player over the stored hands, without decoding any hand."""
        return read_totals(self._db, session_id, kind)

    def positions(
        self, session_id: str | None = None, kind: TableKind = EVERY_TABLE
    ) -> list[tuple[bool, str, str, SeatStats]]:
        """(is the player, name, position, stats) per player and position held, without decoding any hand."""
        return read_positions(self._db, session_id, kind)

    def save_note(self, note: Note) -> None:
        """Keep the note on a name (an empty one removes it); ``notes`` follows."""
        save_note(self._db, note)
        if note.empty:
            self.notes.pop(note.name, None)
        else:
            self.notes[note.name] = note

    def results(
        self, session_id: str | None = None, kind: TableKind = EVERY_TABLE
    ) -> tuple[list[int], list[float], int, int]:
        """The player's net hand by hand, the same all-in adjusted, the player's rebuys, the last blind."""
        return read_results(self._db, session_id, kind)

    def biggest_pot(
        self, session_id: str | None = None, *, won: bool, kind: TableKind = EVERY_TABLE
    ) -> tuple[int, int] | None:
        """(pot, hand number) of the biggest pot won, or lost without folding."""
        return read_biggest(self._db, session_id, won=won, kind=kind)

    def session_net(self, session_id: str) -> int:
        """The player's result over one session's stored hands."""
        return _session_net(self._db, session_id)

    def save_drill_answer(self, answer: DrillAnswer) -> None:
        """Keep one drill answer (one transaction); ``drill_answers`` follows."""
        save_answer(self._db, answer)
        self.drill_answers.append(answer)

    # ----- the coach's grades (holdem.records.grades) -----------------------------------

    def save_grade(self, hand_id: int, session_id: str, grade: dict[str, object]) -> None:
        """Keep the coach's grade (JSON of a ``HandGrade``) of a stored hand."""
        save_grade(self._db, hand_id, session_id, grade)

    def grade(self, hand_id: int) -> dict[str, object] | None:
        """The stored grade of one hand (None: not graded, or unreadable)."""
        return load_grade(self._db, hand_id)

    def grade_ids(self, session_id: str | None = None) -> list[int]:
        """The ids of the graded hands, oldest first; one session's with ``session_id``."""
        return load_grade_ids(self._db, session_id)

    def grades(self, session_id: str | None = None) -> list[tuple[int, dict[str, object]]]:
        """(hand id, grade) of every stored grade, oldest first; one session's with ``session_id``."""
        return load_grades(self._db, session_id)
