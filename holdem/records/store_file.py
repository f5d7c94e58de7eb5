"""The hand store's SQLite file: its schema, the check (and upgrade) on opening, and a fresh start.

Every write is one SQLite transaction: a process killed mid-write leaves the previous state.
A damaged database is moved aside (renamed with a timestamp suffix), every row that can still
be read is copied into a fresh one (:mod:`holdem.records.salvage`, in bounded time), with the
notes and drill answers it still gives, and the caller gets a notice to show.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Final

from holdem.records.atomic import move_aside
from holdem.records.codec import CodecError
from holdem.records.drills import DRILLS_SCHEMA, salvage_answers
from holdem.records.drills import insert_rows as insert_answers
from holdem.records.grades import GRADES_SCHEMA
from holdem.records.notes import NOTES_SCHEMA, salvage_notes
from holdem.records.notices import Notice
from holdem.records.salvage import Row, salvage_rows
from holdem.records.stored_hand import COLUMNS, row_to_hand, well_typed
from holdem.records.summary import HAND_SUMMARIES_SCHEMA, SEAT_TOTALS_SCHEMA, SUMMARY_SCHEMA, add_summary

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


def connect(path: Path) -> sqlite3.Connection:
    connection = sqlite3.connect(path, timeout=5.0)
    connection.execute("PRAGMA synchronous = FULL")
    return connection


def check(connection: sqlite3.Connection) -> None:
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
        for row in connection.execute(f"SELECT {COLUMNS} FROM hands ORDER BY hand_id").fetchall():
            try:
                hand = row_to_hand(row)
            except CodecError:
                continue
            add_summary(connection, hand.hand_id, hand.session_id, hand.events, hand.hero_seat)
        connection.execute("UPDATE meta SET value = ? WHERE key = 'schema_version'", (str(SCHEMA_VERSION),))


def _insert_rows(connection: sqlite3.Connection, rows: Sequence[tuple[object, ...]]) -> int:
    """Copy the whole, decodable hand rows (and their summaries) into a fresh store; how many were copied."""
    copied = 0
    with connection:
        for row in rows:
            try:
                hand = row_to_hand(row)
            except CodecError:
                continue
            inserted = connection.execute(
                f"INSERT OR IGNORE INTO hands ({COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)", row
            ).rowcount
            if inserted:
                add_summary(connection, hand.hand_id, hand.session_id, hand.events, hand.hero_seat)
                copied += 1
    return copied


def sidecar(path: Path, suffix: str) -> Path:
    return path.with_name(path.name + suffix)


def _old_rows(path: Path, salvage: Callable[[sqlite3.Connection], list[Row]]) -> list[Row]:
    """The rows ``salvage`` still gets from a damaged store (its notes, its drill answers), to carry over."""
    try:
        connection = sqlite3.connect(path, timeout=1.0)
    except sqlite3.Error:
        return []
    try:
        return salvage(connection)
    finally:
        connection.close()


def start_afresh(path: Path, error: sqlite3.DatabaseError) -> Notice:
    """Move a damaged store aside and start a new one with every hand that can still be read."""
    reason = (str(error).strip().splitlines() or ["unreadable"])[0].rstrip(":")
    rows = salvage_rows(path, COLUMNS, well_typed)
    notes = _old_rows(path, salvage_notes)
    answers = _old_rows(path, salvage_answers)
    aside = move_aside(path)
    for suffix in ("-journal", "-wal", "-shm"):
        if sidecar(path, suffix).exists():
            move_aside(sidecar(path, suffix))
    connection = connect(path)
    try:
        check(connection)
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
