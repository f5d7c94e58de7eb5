"""The "make the terminal bigger" notice every screen carries."""

from __future__ import annotations

from typing import Any, Final

from rich.text import Text
from textual import events
from textual.screen import Screen

from holdem.app import strings as S
from holdem.i18n.catalog import _
from holdem.tui.crash import CrashGuard
from holdem.tui.widgets import TextPanel

MIN_WIDTH: Final = 60
MIN_HEIGHT: Final = 20


def too_small_text(width: int, height: int) -> Text:
    return Text(
        _(S.TOO_SMALL).format(width=MIN_WIDTH, height=MIN_HEIGHT, now_width=width, now_height=height),
        justify="center",
        style="bold",
    )


def fit_to_size(screen: Screen[Any], width: int, height: int) -> None:
    """Set the screen's size classes; below the minimum, everything but the notice hides."""
    small = width < MIN_WIDTH or height < MIN_HEIGHT
    if small != screen.has_class("-too-small"):
        screen.set_class(small, "-too-small")
        screen.refresh_bindings()  # keys that act on the hidden table are off while it is hidden
    screen.set_class(width < 80, "-narrow")
    # The action bar stacks its two halves when a row cannot hold them: narrow terminals, and
    # languages with longer labels (App.-wordy) below 100 columns.
    screen.set_class(width < 80 or (screen.app.has_class("-wordy") and width < 100), "-stack-bar")
    screen.set_class(width >= 110, "-wide")
    screen.set_class(height >= 30, "-tall")
    screen.set_class(height < 24, "-short")
    for notice in screen.query("#too-small").results(TextPanel):
        notice.text = too_small_text(width, height)
    screen.refresh(layout=True)
    for widget in screen.query(".redraw-on-resize"):
        widget.refresh()


class SizeAware(CrashGuard, Screen[Any]):
    """A screen that follows the terminal's size, including resizes made while it was covered."""

    def on_resize(self, event: events.Resize) -> None:
        fit_to_size(self, event.size.width, event.size.height)

    def on_screen_resume(self) -> None:
        # Only the screen on top hears about resizes; catch up when coming back to the top.
        fit_to_size(self, self.app.size.width, self.app.size.height)

    def on_mount(self) -> None:
        fit_to_size(self, self.app.size.width, self.app.size.height)
