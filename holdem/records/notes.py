"""Notes on opponents' names: free text and one colour label per name, kept in the hand store.

A name always plays the same style, so what the player learns about it is worth keeping
across sessions. Each note is one row (written in one transaction); a row that cannot be
read back (a label that is not one of :data:`LABELS`, text that is not text, a note too
long) is moved to ``notes_damaged`` with the time, never deleted, and the player is told.

>>> import sqlite3
>>> db = sqlite3.connect(":memory:")
>>> _ = db.executescript(NOTES_SCHEMA)
>>> save_note(db, Note("Marta", "red", "3-bets light from the button"))
>>> _ = db.execute("INSERT INTO notes VALUES ('Bad', 'plaid', 'x', '')")
>>> found, damaged = load_notes(db)
>>> list(found.values()), damaged
([Note(name='Marta', label='red', text='3-bets light from the button')], 1)
>>> save_note(db, Note("Marta", "", ""))  # an empty note removes it
>>> load_notes(db)
({}, 0)
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Final

LABELS: Final = ("red", "orange", "yellow", "green", "blue", "purple")
"""The colour labels a note may carry ("" for none), in the order the dialog offers them."""
LABEL_COLOURS: Final = {"red": "#ff5f5f", "orange": "#ffaf5f", "yellow": "#ffff5f", "green": "#5fd75f",
                        "blue": "#5fafff", "purple": "#d787ff"}
NOTE_MAX: Final = 2000  # characters of note text
NOTES_SCHEMA: Final = """
CREATE TABLE IF NOT EXISTS notes (name TEXT PRIMARY KEY, label TEXT NOT NULL, text TEXT NOT NULL,
                                  updated_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS notes_damaged (name, label, text, updated_at, set_aside_at TEXT NOT NULL);
"""


@dataclass(frozen=True, slots=True)
class Note:
    """What the player keeps about one name."""

    name: str
    label: str = ""
    text: str = ""

    @property
    def empty(self) -> bool:
        return not self.label and not self.text.strip()


def _readable(row: tuple[object, ...]) -> Note | None:
    name, label, text = row[:3]
    if not (isinstance(name, str) and name and isinstance(label, str) and isinstance(text, str)):
        return None
    if (label and label not in LABELS) or len(text) > NOTE_MAX:
        return None
    return Note(name, label, text)


def load_notes(db: sqlite3.Connection) -> tuple[dict[str, Note], int]:
    """Every readable note by name, and how many damaged rows were set aside in ``notes_damaged``."""
    try:
        rows = db.execute("SELECT name, label, text, updated_at, rowid FROM notes").fetchall()
    except sqlite3.OperationalError:  # not the table it should be: kept whole under another name
        with db:
            db.execute(f"ALTER TABLE notes RENAME TO notes_damaged_{datetime.now(UTC):%Y%m%d%H%M%S}")
        db.executescript(NOTES_SCHEMA)
        return {}, 1
    found, damaged = {}, []
    for row in rows:
        note = _readable(row)
        if note is None:
            damaged.append(row)
        else:
            found[note.name] = note
    if damaged:
        moment = datetime.now(UTC).isoformat()
        with db:
            db.executemany("INSERT INTO notes_damaged VALUES (?, ?, ?, ?, ?)",
                           [(*row[:4], moment) for row in damaged])
            db.executemany("DELETE FROM notes WHERE rowid = ?", [(row[4],) for row in damaged])
    return found, len(damaged)


def save_note(db: sqlite3.Connection, note: Note) -> None:
    """Keep ``note`` (replacing the name's earlier one) in one transaction; an empty note removes it."""
    if note.label and note.label not in LABELS:
        raise ValueError(f"no label {note.label!r}; the labels are {', '.join(LABELS)}")
    with db:
        if note.empty:
            db.execute("DELETE FROM notes WHERE name = ?", (note.name,))
        else:
            db.execute("INSERT OR REPLACE INTO notes VALUES (?, ?, ?, ?)",
                       (note.name, note.label, note.text[:NOTE_MAX], datetime.now(UTC).isoformat()))


def salvage_notes(db: sqlite3.Connection) -> list[tuple[object, ...]]:
    """The note rows a damaged store still gives (none when its notes cannot be read)."""
    try:
        return list(db.execute("SELECT name, label, text, updated_at FROM notes").fetchall())
    except sqlite3.Error:
        return []
