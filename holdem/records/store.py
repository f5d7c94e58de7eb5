"""The hand store: every completed hand in SQLite, from which stats and replays are rebuilt.

Each row holds a hand's id, session, number, time, the player's seat and net
result, and the events as the player's seat saw them (JSON, see
:mod:`holdem.records.codec`), so no hidden card is ever stored. Every write is
one SQLite transaction: a process killed mid-write leaves the previous state.

Beside each hand, a summary row and per-player totals (:mod:`holdem.records.summary`)
are written in the same transaction, so statistics never decode every hand.

A damaged database is moved aside (renamed with a timestamp suffix), every
row that can still be read is copied into a fresh one (:mod:`holdem.records.salvage`,
in bounded time), and the caller gets a message to show. A zero-byte database
is moved aside and reported too.
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Final

from holdem.engine import Event, filter_events
from holdem.engine.events import HandEnded, HandStarted
from holdem.records.atomic import move_aside
from holdem.records.codec import CodecError, events_from_json, events_to_json
from holdem.records.drills import DRILLS_SCHEMA, DrillAnswer, load_answers, salvage_answers, save_answer
from holdem.records.drills import insert_rows as insert_answers
from holdem.records.grades import GRADES_SCHEMA, load_grade, load_grade_ids, load_grades, save_grade
from holdem.records.notes import NOTES_SCHEMA, Note, load_notes, salvage_notes, save_note
from holdem.records.notices import Notice, Notices
from holdem.records.salvage import salvage_rows
from holdem.records.stats import SeatStats
from holdem.records.summary import (
    EVERY_TABLE,
    HAND_SUMMARIES_SCHEMA,
    SEAT_TOTALS_SCHEMA,
    SUMMARY_SCHEMA,
    TableKind,
    add_summary,
    read_biggest,
    read_positions,
    read_results,
    read_totals,
    table_kinds,
)
from holdem.records.summary import session_net as _session_net

SCHEMA_VERSION: Final = 7
"""2 added hand_summaries and seat_totals, 3 the bots' read counters to seat_totals (both rebuilt from the
stored events on upgrade), 4 the coach's grades (an empty table on upgrade), 5 the positions and the HUD's
counters to seat_totals (rebuilt) and the notes on names (an empty table), 6 the drill answers (an empty
table), 7 the table's size and betting structure to hand_summaries and seat_totals (rebuilt: both are in
each stored hand's first event)."""
SCHEMA: Final = """
CREATE TABLE IF NOT EXISTS meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS hands (
    hand_id     INTEGER PRIMARY KEY,          -- the PokerStars hand number
    session_id  TEXT    NOT NULL,
    hand_number INTEGER NOT NULL,             -- the table's count within the session
    played_at   TEXT    NOT NULL,             -- ISO 8601, UTC
    hero_seat   INTEGER NOT NULL,             -- 0-based
    hero_net    INTEGER NOT NULL,             -- chips won or lost in the hand
    big_blind   INTEGER NOT NULL,
    events      TEXT    NOT NULL,             -- JSON events as the hero saw them
    UNIQUE (session_id, hand_number)
);
CREATE INDEX IF NOT EXISTS hands_by_session ON hands (session_id, hand_id);
""" + SUMMARY_SCHEMA + GRADES_SCHEMA + NOTES_SCHEMA + DRILLS_SCHEMA
_COLUMNS: Final = "hand_id, session_id, hand_number, played_at, hero_seat, hero_net, big_blind, events"


class StoreError(RuntimeError):
    """A hand cannot be stored (a duplicate id, an unfinished hand)."""


@dataclass(frozen=True, slots=True)
class StoredHand:
    """One completed hand as stored."""

    hand_id: int
    session_id: str
    hand_number: int
    played_at: datetime
    hero_seat: int
    hero_net: int
    big_blind: int
    events: tuple[Event, ...]


def _row_to_hand(row: tuple[object, ...]) -> StoredHand:
    hand_id, session_id, number, played_at, seat, net, big_blind, events = row
    if not (isinstance(hand_id, int) and isinstance(number, int) and isinstance(seat, int)):
        raise CodecError("a hand row with non-integer ids")
    if not (isinstance(net, int) and isinstance(big_blind, int)):
        raise CodecError("a hand row with non-integer amounts")
    if not (isinstance(session_id, str) and isinstance(played_at, str) and isinstance(events, str)):
        raise CodecError("a hand row with non-text fields")
    try:
        moment = datetime.fromisoformat(played_at)
    except ValueError as error:
        raise CodecError(f"bad time {played_at!r}") from error
    return StoredHand(hand_id, session_id, number, moment, seat, net, big_blind, events_from_json(events))


def _connect(path: Path) -> sqlite3.Connection:
    connection = sqlite3.connect(path, timeout=5.0)
    connection.execute("PRAGMA synchronous = FULL")
    return connection


def _check(connection: sqlite3.Connection) -> None:
    """Raise sqlite3.DatabaseError unless this is a sound holdem database (upgrading an older one)."""
    (result,) = connection.execute("PRAGMA quick_check").fetchone()
    if result != "ok":
        raise sqlite3.DatabaseError(f"integrity check failed: {result}")
    connection.executescript(f"BEGIN;\n{SCHEMA}\nCOMMIT;")  # one synced commit, not one per table
    row = connection.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()
    if row is not None and row[0] in ("1", "2", "3", "4", "5", "6"):
        _upgrade(connection)  # the grades, notes and drill answers' tables were just created, empty
    elif row is None:
        with connection:
            connection.execute("INSERT INTO meta VALUES ('schema_version', ?)", (str(SCHEMA_VERSION),))
    elif row[0] != str(SCHEMA_VERSION):
        raise sqlite3.DatabaseError(f"schema version {row[0]}, expected {SCHEMA_VERSION}")


def _upgrade(connection: sqlite3.Connection) -> None:
    """Rebuild the summary rows and totals of an older store from its hands' events (once)."""
    with connection:
        connection.execute("DROP TABLE IF EXISTS seat_totals")
        connection.execute(SEAT_TOTALS_SCHEMA)
        connection.execute("DROP TABLE IF EXISTS hand_summaries")
        for statement in HAND_SUMMARIES_SCHEMA.split(";")[:-1]:
            connection.execute(statement)
        for row in connection.execute(f"SELECT {_COLUMNS} FROM hands ORDER BY hand_id").fetchall():
            try:
                hand = _row_to_hand(row)
            except CodecError:
                continue
            add_summary(connection, hand.hand_id, hand.session_id, hand.events, hand.hero_seat)
        connection.execute("UPDATE meta SET value = ? WHERE key = 'schema_version'", (str(SCHEMA_VERSION),))


def _well_typed(row: tuple[object, ...]) -> bool:
    """A row whose columns have the stored types (its events are decoded when it is copied)."""
    return len(row) == 8 and all(isinstance(row[i], int) for i in (0, 2, 4, 5, 6)) and all(
        isinstance(row[i], str) for i in (1, 3, 7)
    )


def _insert_rows(connection: sqlite3.Connection, rows: Sequence[tuple[object, ...]]) -> int:
    """Copy the whole, decodable hand rows (and their summaries) into a fresh store; how many were copied."""
    copied = 0
    with connection:
        for row in rows:
            try:
                hand = _row_to_hand(row)
            except CodecError:
                continue
            inserted = connection.execute(
                f"INSERT OR IGNORE INTO hands ({_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)", row
            ).rowcount
            if inserted:
                add_summary(connection, hand.hand_id, hand.session_id, hand.events, hand.hero_seat)
                copied += 1
    return copied


def _sidecar(path: Path, suffix: str) -> Path:
    return path.with_name(path.name + suffix)


def _old_notes(path: Path) -> list[tuple[object, ...]]:
    """The notes a damaged store still gives, to carry over to the new one."""
    try:
        connection = sqlite3.connect(path, timeout=1.0)
    except sqlite3.Error:
        return []
    try:
        return salvage_notes(connection)
    finally:
        connection.close()


def _old_answers(path: Path) -> list[tuple[object, ...]]:
    """The drill answers a damaged store still gives, to carry over to the new one."""
    try:
        connection = sqlite3.connect(path, timeout=1.0)
    except sqlite3.Error:
        return []
    try:
        return salvage_answers(connection)
    finally:
        connection.close()


def _start_afresh(path: Path, error: sqlite3.DatabaseError) -> Notice:
    """Move a damaged store aside and start a new one with every hand that can still be read."""
    reason = (str(error).strip().splitlines() or ["unreadable"])[0].rstrip(":")
    rows = salvage_rows(path, _COLUMNS, _well_typed)
    notes = _old_notes(path)
    answers = _old_answers(path)
    aside = move_aside(path)
    for suffix in ("-journal", "-wal", "-shm"):
        if _sidecar(path, suffix).exists():
            move_aside(_sidecar(path, suffix))
    connection = _connect(path)
    try:
        _check(connection)
        copied = _insert_rows(connection, rows)
        with connection:
            connection.executemany("INSERT OR IGNORE INTO notes VALUES (?, ?, ?, ?)", notes)
        insert_answers(connection, answers)
    finally:
        connection.close()
    return Notice(
        "database_damaged",
        "The statistics database was damaged ({reason}). It was moved to {aside}; "
        "a new one was started with the {count} hands that could still be read.",
        reason=reason, aside=aside.name, count=copied,
    )


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
        if path.is_file() and path.stat().st_size == 0 and not _sidecar(path, "-journal").exists():
            aside = move_aside(path)
            notices.append(Notice("database_empty", "The statistics database was an empty file; it was "
                                  "moved to {aside} and a new one was started.", aside=aside.name))
        connection: sqlite3.Connection | None = None
        try:
            connection = _connect(path)
            _check(connection)
            return cls(connection, path, notices)
        except sqlite3.DatabaseError as error:
            if connection is not None:
                connection.close()
            notices.append(_start_afresh(path, error))
            connection = _connect(path)
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
                    f"INSERT INTO hands ({_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
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
        for row in self._db.execute(f"SELECT {_COLUMNS} FROM hands {sql}", args):
            try:
                yield _row_to_hand(row)
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
