"""Notes on opponents' names at the table: read and kept through the session's records (the hand store)."""

from __future__ import annotations

import sqlite3
from typing import Final

from holdem.app.session import Session
from holdem.i18n.catalog import _, msg
from holdem.records.notes import Note

NOTE_SAVED: Final = msg("hud.NOTE_SAVED", "The note on {name} is saved.")
NOTE_REMOVED: Final = msg("hud.NOTE_REMOVED", "The note on {name} is removed.")
NOTE_NOT_SAVED: Final = msg("hud.NOTE_NOT_SAVED", "The note could not be saved: {reason}")
NOTE_NO_RECORDS: Final = msg("hud.NOTE_NO_RECORDS", "Notes are kept only when the game records its hands.")

__all__ = ["Note", "keep_note", "note_of"]


def note_of(session: Session, name: str) -> Note | None:
    """The note on ``name``, if the player wrote one (in this session or an earlier one)."""
    return None if session.records is None else session.records.store.notes.get(name)


def keep_note(session: Session, note: Note) -> str:
    """Save ``note`` (an empty one removes the name's note); what to tell the player."""
    if session.records is None:
        return _(NOTE_NO_RECORDS)
    try:
        session.records.store.save_note(note)
    except (sqlite3.Error, ValueError) as error:
        return _(NOTE_NOT_SAVED).format(reason=error)
    return _(NOTE_REMOVED if note.empty else NOTE_SAVED).format(name=note.name)
