"""The mark a noted name gets on its seat: a square in its label's colour (white without a label)."""

from __future__ import annotations

from typing import Final

from rich.text import Text

from holdem.records.notes import LABEL_COLOURS, Note

NOTE_MARK: Final = "■"


def note_mark(note: Note | None) -> Text:
    """The mark of a name with ``note`` (empty without one)."""
    if note is None:
        return Text()
    return Text(NOTE_MARK, style=f"bold {LABEL_COLOURS.get(note.label, '#ffffff')}")
