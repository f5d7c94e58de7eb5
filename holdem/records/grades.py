"""The coach's grades, stored beside the hands they grade: one JSON object per graded hand.

The records layer does not know what a grade holds (``holdem.coach.HandGrade`` does: its
``to_json`` writes the object and ``from_json`` reads it back); it keeps the text whole and
gives back only what parses as a JSON object, so a damaged grade reads as "not graded yet".

>>> import sqlite3
>>> db = sqlite3.connect(":memory:")
>>> _ = db.executescript(GRADES_SCHEMA)
>>> save_grade(db, 7, "s1", {"hand_id": 7, "decisions": []})
>>> load_grade(db, 7), load_grade(db, 8)
({'decisions': [], 'hand_id': 7}, None)
>>> [hand_id for hand_id, _ in load_grades(db, "s1")], load_grades(db, "s2"), load_grade_ids(db)
([7], [], [7])
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Mapping
from typing import Final

GRADES_SCHEMA: Final = """
CREATE TABLE IF NOT EXISTS grades (
    hand_id    INTEGER PRIMARY KEY,           -- the graded hand's id in hands
    session_id TEXT    NOT NULL,
    grade      TEXT    NOT NULL               -- JSON of holdem.coach.HandGrade
);
"""


def save_grade(db: sqlite3.Connection, hand_id: int, session_id: str, grade: Mapping[str, object]) -> None:
    """Store (or replace) the grade of hand ``hand_id`` in one transaction."""
    text = json.dumps(grade, sort_keys=True, separators=(",", ":"))
    with db:
        db.execute("INSERT OR REPLACE INTO grades (hand_id, session_id, grade) VALUES (?, ?, ?)",
                   (hand_id, session_id, text))


def _decoded(text: object) -> dict[str, object] | None:
    if not isinstance(text, str):
        return None
    try:
        data = json.loads(text)
    except ValueError:
        return None
    return data if isinstance(data, dict) else None


def load_grade(db: sqlite3.Connection, hand_id: int) -> dict[str, object] | None:
    """The stored grade of one hand, or None (not graded, or unreadable)."""
    row = db.execute("SELECT grade FROM grades WHERE hand_id = ?", (hand_id,)).fetchone()
    return None if row is None else _decoded(row[0])


def load_grade_ids(db: sqlite3.Connection, session_id: str | None = None) -> list[int]:
    """The ids of the graded hands (one session's with ``session_id``), oldest first."""
    if session_id is None:
        rows = db.execute("SELECT hand_id FROM grades ORDER BY hand_id")
    else:
        rows = db.execute("SELECT hand_id FROM grades WHERE session_id = ? ORDER BY hand_id", (session_id,))
    return [hand_id for (hand_id,) in rows if isinstance(hand_id, int)]


def load_grades(db: sqlite3.Connection, session_id: str | None = None) -> list[tuple[int, dict[str, object]]]:
    """(hand id, grade) of each readable stored grade, oldest first; one session's with ``session_id``."""
    if session_id is None:
        rows = db.execute("SELECT hand_id, grade FROM grades ORDER BY hand_id")
    else:
        rows = db.execute("SELECT hand_id, grade FROM grades WHERE session_id = ? ORDER BY hand_id",
                          (session_id,))
    found = []
    for hand_id, text in rows:
        data = _decoded(text)
        if data is not None and isinstance(hand_id, int):
            found.append((hand_id, data))
    return found
