"""The player's drill answers, kept in the hand store: one row per answer, written in one transaction.

Drill hands are not hands of a session: no row in ``hands``, no summary, no totals, so they
never reach the session's results or statistics. Each answer keeps what the score and the
spaced repetition need: the drill session, the family and the spot's key, the choice, the
coach's verdict on it, what it gave up in big blinds and whether the spot was a trivial fold.
A row that cannot be read back is moved to ``drill_answers_damaged`` with the time, never
deleted, and the player is told; every other answer is kept.

>>> import sqlite3
>>> db = sqlite3.connect(":memory:")
>>> _ = db.executescript(DRILLS_SCHEMA)
>>> save_answer(db, DrillAnswer("d1", "open", "open:CO", "fold", "best", 0.0, False))
>>> _ = db.execute("INSERT INTO drill_answers (session_id, family, spot_key, answered_at, choice, verdict, "
...                "cost_bb, trivial) VALUES ('d1', 'open', 'open:CO', 'x', 'call', 'awful', 1.0, 0)")
>>> answers, damaged = load_answers(db)
>>> [(a.family, a.verdict) for a in answers], damaged
([('open', 'best')], 1)
>>> load_answers(db)[1]  # set aside once: the next read finds nothing wrong
0
"""

from __future__ import annotations

import math
import sqlite3
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Final

VERDICT_KINDS: Final = ("best", "close", "mistake", "exploit")
"""The coach's verdict kinds (``holdem.coach.verdict.KINDS``: the records do not import the coach)."""
TEXT_MAX: Final = 200
"""Characters a stored key or choice may hold: longer is not one the drills wrote."""

DRILLS_SCHEMA: Final = """
CREATE TABLE IF NOT EXISTS drill_answers (
    answer_id   INTEGER PRIMARY KEY AUTOINCREMENT,
    session_id  TEXT    NOT NULL,             -- the drill session (one run of the drill screen)
    family      TEXT    NOT NULL,             -- the spot family's key (holdem.coach.drill_families)
    spot_key    TEXT    NOT NULL,             -- family:position, for spaced repetition
    answered_at TEXT    NOT NULL,             -- ISO 8601, UTC
    choice      TEXT    NOT NULL,             -- the action in its notation ("raise_to 300")
    verdict     TEXT    NOT NULL,             -- best, close, mistake or exploit
    cost_bb     REAL    NOT NULL,             -- big blinds given up against the best (0 or more)
    trivial     INTEGER NOT NULL              -- 1: a spot every style folds
);
CREATE TABLE IF NOT EXISTS drill_answers_damaged (
    answer_id, session_id, family, spot_key, answered_at, choice, verdict, cost_bb, trivial,
    set_aside_at TEXT NOT NULL
);
"""
COLUMNS: Final = "session_id, family, spot_key, answered_at, choice, verdict, cost_bb, trivial"


@dataclass(frozen=True, slots=True)
class DrillAnswer:
    """One answer to a drill spot."""

    session_id: str
    family: str
    spot_key: str
    choice: str
    verdict: str
    cost_bb: float
    trivial: bool
    answered_at: datetime = field(default_factory=lambda: datetime.now(UTC))

    @property
    def mistake(self) -> bool:
        return self.verdict == "mistake"


def save_answer(db: sqlite3.Connection, answer: DrillAnswer) -> None:
    """Keep ``answer`` in one transaction."""
    if answer.verdict not in VERDICT_KINDS:
        raise ValueError(f"no verdict {answer.verdict!r}; the verdicts are {', '.join(VERDICT_KINDS)}")
    with db:
        db.execute(f"INSERT INTO drill_answers ({COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                   (answer.session_id, answer.family, answer.spot_key, answer.answered_at.isoformat(),
                    answer.choice, answer.verdict, max(answer.cost_bb, 0.0), int(answer.trivial)))


def _text(value: object) -> bool:
    return isinstance(value, str) and 0 < len(value) <= TEXT_MAX


def _readable(row: tuple[object, ...]) -> DrillAnswer | None:
    session, family, key, moment, choice, verdict, cost, trivial = row[1:9]
    if not (_text(session) and _text(family) and _text(key) and _text(choice) and isinstance(moment, str)):
        return None
    if verdict not in VERDICT_KINDS or trivial not in (0, 1):
        return None
    if isinstance(cost, bool) or not isinstance(cost, int | float) or not math.isfinite(cost) or cost < 0:
        return None
    try:
        when = datetime.fromisoformat(moment)
    except ValueError:
        return None
    assert isinstance(session, str) and isinstance(family, str) and isinstance(key, str)
    assert isinstance(choice, str) and isinstance(verdict, str)
    return DrillAnswer(session, family, key, choice, verdict, float(cost), bool(trivial), when)


def load_answers(db: sqlite3.Connection) -> tuple[list[DrillAnswer], int]:
    """Every readable answer, oldest first, and how many damaged rows were set aside (in
    ``drill_answers_damaged``; a table that is not the answers table is renamed whole)."""
    try:
        rows = db.execute(f"SELECT answer_id, {COLUMNS} FROM drill_answers ORDER BY answer_id").fetchall()
    except sqlite3.OperationalError:  # not the table it should be: kept whole under another name
        with db:
            aside = f"drill_answers_damaged_{datetime.now(UTC):%Y%m%d%H%M%S}"
            db.execute(f"ALTER TABLE drill_answers RENAME TO {aside}")
        db.executescript(DRILLS_SCHEMA)
        return [], 1
    found, damaged = [], []
    for row in rows:
        answer = _readable(row)
        if answer is None:
            damaged.append(row)
        else:
            found.append(answer)
    if damaged:
        moment = datetime.now(UTC).isoformat()
        with db:
            db.executemany("INSERT INTO drill_answers_damaged VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                           [(*row, moment) for row in damaged])
            db.executemany("DELETE FROM drill_answers WHERE answer_id = ?", [(row[0],) for row in damaged])
    return found, len(damaged)


def insert_rows(db: sqlite3.Connection, rows: list[tuple[object, ...]]) -> None:
    """Copy answer rows (as :func:`salvage_answers` gives them) into ``db``, in one transaction."""
    with db:
        db.executemany(f"INSERT INTO drill_answers ({COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)", rows)


def salvage_answers(db: sqlite3.Connection) -> list[tuple[object, ...]]:
    """The answer rows a damaged store still gives (none when they cannot be read)."""
    try:
        return list(db.execute(f"SELECT {COLUMNS} FROM drill_answers").fetchall())
    except sqlite3.Error:
        return []
