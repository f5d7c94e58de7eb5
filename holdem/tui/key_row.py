"""A row of keys and what they do, each clickable: the stats screen's and the hand list's filters.

One widget draws the row (the longest words that fit, then shorter ones, then the keys alone)
and tells which key a click landed on; a click posts ``ControlClicked`` with that key's action.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.console import RenderableType
from rich.text import Text
from textual import events
from textual.widget import Widget

from holdem.app.render import key_label
from holdem.tui.messages import ControlClicked

KeyWords = tuple[str, str, str, str]  # key, long words, short words, action


Places = list[tuple[int, int, str]]  # (first column, column after, action) of each key drawn


def _row(keys: Sequence[KeyWords], words: int, left_out: Sequence[str]) -> tuple[Text, Places]:
    """The row with each key's long (1) or short (2) words or the keys alone (3), the ``left_out`` actions'
    keys left out; and where each key is."""
    text, places = Text(" "), []
    for key, long, short, action in keys:
        if action in left_out:
            continue
        start = text.cell_len
        text.append_text(key_label(key, {1: long, 2: short}.get(words, "")))
        places.append((start, text.cell_len, action))
        text.append("  ")
    return text, places


class KeyRow(Widget):
    """Keys with their words, as wide as the row allows; a click on one runs its action."""

    def __init__(self, **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self.keys: tuple[KeyWords, ...] = ()
        self.spare: tuple[str, ...] = ()
        self.optional: tuple[str, ...] = ()
        self._places: Places = []

    def show(self, keys: Sequence[KeyWords], spare: Sequence[str] = (), optional: Sequence[str] = ()) -> None:
        """Draw ``keys``; the ``optional`` actions' keys go first when short, then the ``spare`` ones
        (Enter, Esc: known anyway); the keys left out still work."""
        self.keys, self.spare, self.optional = tuple(keys), tuple(spare), tuple(optional)
        self.refresh()

    def render(self) -> RenderableType:
        width = self.content_region.width
        both = self.spare + self.optional
        for words, left_out in ((1, ()), (2, ()), (2, self.optional), (2, both), (3, ())):
            text, self._places = _row(self.keys, words, left_out)
            text.rstrip()
            if text.cell_len <= width:
                break
        return text

    def where(self, action: str) -> int | None:
        """The column of the middle of ``action``'s key as last drawn (None: not drawn)."""
        return next(((start + end) // 2 for start, end, name in self._places if name == action), None)

    def on_click(self, event: events.Click) -> None:
        for start, end, action in self._places:
            if start <= event.x < end:
                event.stop()
                self.post_message(ControlClicked(action))
                return
