"""Lines of text put together from pieces at given columns: how the felt and the action bar lay out."""

from __future__ import annotations

from collections.abc import Iterable

from rich.text import Text


def place(pieces: Iterable[tuple[int, Text]], width: int) -> Text:
    """A line of exactly ``width`` cells, each piece at its column (blank between, cropped at the end)."""
    line = Text(no_wrap=True, overflow="crop")
    for x, piece in sorted(pieces, key=lambda item: item[0]):
        if x < line.cell_len:
            line.truncate(x, overflow="crop")
        elif x > line.cell_len:
            line.append(" " * (x - line.cell_len))
        line.append_text(piece)
    line.truncate(width, overflow="crop", pad=True)
    return line


def fitted(text: Text, width: int, *, align: str = "left") -> Text:
    """The first line of ``text`` cropped to ``width`` cells, padded to ``width`` on the other side."""
    line = text.split("\n")[0] if "\n" in text.plain else text.copy()
    line.truncate(max(0, width), overflow="crop")
    room = max(0, width - line.cell_len)
    if align == "right":
        return Text.assemble(" " * room, line)
    line.append(" " * room)
    return line
