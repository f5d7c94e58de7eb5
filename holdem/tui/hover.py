"""A widget drawn as one piece whose parts light up under the mouse (the action bar, the footer)."""

from __future__ import annotations

from textual import events
from textual.widget import Widget


class HoverParts(Widget):
    """Keeps which part is under the mouse (``hover``) and repaints when it changes."""

    def __init__(self, **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self._hover: str | None = None

    def on_leave(self, _event: events.Leave) -> None:
        self._set_hover(None)

    def _set_hover(self, part: str | None) -> None:
        if part != self._hover:
            self._hover = part
            self.refresh()
